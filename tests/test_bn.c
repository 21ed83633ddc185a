/* SPDX-License-Identifier: MIT */
/* Tests for the constant-time big integers of cb/bn.h against slow models. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/bn.h"

#define MAXN 40

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint32_t
rnd32(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 16);
}

/* Random value, sometimes with runs of all-ones or zero limbs. */
static void
rnd_bn(uint32_t *a, size_t n)
{
	size_t i;
	uint32_t kind = rnd32() % 4;

	for (i = 0; i < n; i++) {
		a[i] = rnd32();
		if (kind == 1 && rnd32() % 2)
			a[i] = 0xffffffffu;
		if (kind == 2 && rnd32() % 2)
			a[i] = 0;
	}
}

/* ---- slow, branchy models ---- */

static int
m_cmp(const uint32_t *a, const uint32_t *b, size_t n)
{
	size_t i;

	for (i = n; i-- > 0;)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/* r = (r + a) mod m for r, a < m, variable time. */
static void
m_addmod(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n)
{
	uint64_t c = 0, d;
	uint32_t t[MAXN + 1], bw = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		c += (uint64_t)r[i] + a[i];
		t[i] = (uint32_t)c;
		c >>= 32;
	}
	t[n] = (uint32_t)c;
	if (t[n] == 0 && m_cmp(t, m, n) < 0) {
		memcpy(r, t, n * 4);
		return;
	}
	for (i = 0; i < n; i++) {
		d = (uint64_t)t[i] - m[i] - bw;
		r[i] = (uint32_t)d;
		bw = (uint32_t)(d >> 63);
	}
}

/* r = a * b mod m by double-and-add over the bits of b. */
static void
m_mulmod(uint32_t *r, const uint32_t *a, const uint32_t *b,
	 const uint32_t *m, size_t n)
{
	uint32_t acc[MAXN];
	size_t i;
	int k;

	memset(acc, 0, sizeof(acc));
	for (i = n; i-- > 0;)
		for (k = 31; k >= 0; k--) {
			m_addmod(acc, acc, m, n);
			if ((b[i] >> k) & 1)
				m_addmod(acc, a, m, n);
		}
	memcpy(r, acc, n * 4);
}

static void
m_expmod(uint32_t *r, const uint32_t *a, const uint32_t *e, size_t el,
	 const uint32_t *m, size_t n)
{
	uint32_t acc[MAXN], one[MAXN];
	size_t i;
	int k;

	memset(one, 0, sizeof(one));
	one[0] = 1;
	memset(acc, 0, sizeof(acc));
	/* 1 mod m */
	m_addmod(acc, one, m, n);
	if (n == 1 && m[0] == 1)
		acc[0] = 0;
	for (i = el; i-- > 0;)
		for (k = 31; k >= 0; k--) {
			m_mulmod(acc, acc, acc, m, n);
			if ((e[i] >> k) & 1)
				m_mulmod(acc, acc, a, m, n);
		}
	memcpy(r, acc, n * 4);
}

/* Random odd modulus of n limbs with its top limb nonzero, a < m. */
static void
rnd_mod(uint32_t *m, size_t n)
{
	rnd_bn(m, n);
	m[0] |= 1;
	if (m[n - 1] == 0)
		m[n - 1] = 1 + rnd32() % 7;
}

static void
rnd_below(uint32_t *a, const uint32_t *m, size_t n)
{
	uint32_t t[MAXN];

	rnd_bn(a, n);
	memcpy(t, a, n * 4);
	/* reduce by a slow modular reduction: a = a mod m */
	{
		uint32_t one[MAXN];

		memset(one, 0, sizeof(one));
		one[0] = 1;
		if (m_cmp(t, m, n) >= 0)
			cb_bn_mod(a, t, n, m, n);
	}
}

static const size_t sizes[] = { 1, 2, 3, 4, 5, 7, 8, 9, 12, 16, 17, 24,
				 32, 40 };
#define NSIZES ((int)(sizeof(sizes) / sizeof(sizes[0])))

START_TEST(add_sub)
{
	size_t n = sizes[_i], i;
	uint32_t a[MAXN], b[MAXN], r[MAXN], s[MAXN], c, bw;
	int it;

	for (it = 0; it < 200; it++) {
		rnd_bn(a, n);
		rnd_bn(b, n);
		c = cb_bn_add(r, a, b, n);
		bw = cb_bn_sub(s, r, b, n);
		ck_assert_int_eq(m_cmp(s, a, n), 0);
		ck_assert_uint_eq(c, bw);
		ck_assert_uint_eq(c, (uint32_t)(m_cmp(r, a, n) < 0));
		/* aliasing */
		memcpy(s, a, sizeof(s));
		ck_assert_uint_eq(cb_bn_add(s, s, b, n), c);
		ck_assert_int_eq(m_cmp(s, r, n), 0);
		ck_assert_uint_eq(cb_bn_sub(s, s, b, n), c);
		ck_assert_int_eq(m_cmp(s, a, n), 0);
		ck_assert_int_eq(cb_bn_cmp(a, b, n), m_cmp(a, b, n));
		ck_assert_int_eq(cb_bn_cmp(a, a, n), 0);
		ck_assert_uint_eq(cb_bn_is_zero(a, n),
				  (uint32_t)(m_cmp(a, (memset(s, 0, sizeof(s)),
						      s), n) == 0));
	}
	/* 0 - 1 = all ones with borrow; max + 1 = 0 with carry */
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	b[0] = 1;
	ck_assert_uint_eq(cb_bn_sub(r, a, b, n), 1);
	for (i = 0; i < n; i++)
		ck_assert_uint_eq(r[i], 0xffffffffu);
	ck_assert_uint_eq(cb_bn_add(r, r, b, n), 1);
	ck_assert_uint_eq(cb_bn_is_zero(r, n), 1);
}
END_TEST

START_TEST(mul)
{
	size_t n = sizes[_i], i;
	uint32_t a[MAXN], b[MAXN], r[2 * MAXN], r2[2 * MAXN], m[2 * MAXN];
	uint32_t x[2 * MAXN], y[2 * MAXN];
	int it;

	for (it = 0; it < 50; it++) {
		rnd_bn(a, n);
		rnd_bn(b, n);
		cb_bn_mul(r, a, b, n);
		cb_bn_mul(r2, b, a, n);
		ck_assert_int_eq(m_cmp(r, r2, 2 * n), 0);
		/* a*b mod m (2n-limb m > a*b impossible; use m odd, n limbs) */
		rnd_mod(m, n);
		cb_bn_mod(x, r, 2 * n, m, n);
		cb_bn_mod(a, a, 0, m, n); /* an = 0 gives 0 */
		ck_assert_uint_eq(cb_bn_is_zero(a, n), 1);
		(void)y;
	}
	/* (2^32n - 1)^2 = 2^64n - 2^(32n+1) + 1 */
	for (i = 0; i < n; i++)
		a[i] = 0xffffffffu;
	cb_bn_mul(r, a, a, n);
	ck_assert_uint_eq(r[0], 1);
	for (i = 1; i < n; i++)
		ck_assert_uint_eq(r[i], 0);
	ck_assert_uint_eq(r[n], 0xfffffffeu);
	for (i = n + 1; i < 2 * n; i++)
		ck_assert_uint_eq(r[i], 0xffffffffu);
}
END_TEST

/* cb_bn_mod of a*b equals the double-and-add model. */
START_TEST(mod)
{
	size_t n = sizes[_i];
	uint32_t a[MAXN], b[MAXN], m[MAXN], p[2 * MAXN], r[MAXN], s[MAXN];
	int it;

	for (it = 0; it < (n > 16 ? 5 : 30); it++) {
		rnd_mod(m, n);
		if (it & 1)
			m[0] &= ~1u; /* cb_bn_mod takes even moduli too */
		if (m_cmp(m, (memset(s, 0, sizeof(s)), s), n) == 0)
			m[0] = 3;
		rnd_below(a, m, n);
		rnd_below(b, m, n);
		cb_bn_mul(p, a, b, n);
		cb_bn_mod(r, p, 2 * n, m, n);
		m_mulmod(s, a, b, m, n);
		ck_assert_int_eq(m_cmp(r, s, n), 0);
		/* mod_add / mod_sub, with aliasing */
		memcpy(r, a, sizeof(r));
		cb_bn_mod_add(r, r, b, m, n);
		memcpy(s, a, sizeof(s));
		m_addmod(s, b, m, n);
		ck_assert_int_eq(m_cmp(r, s, n), 0);
		cb_bn_mod_sub(r, r, b, m, n);
		ck_assert_int_eq(m_cmp(r, a, n), 0);
		cb_bn_mod_sub(r, b, b, m, n);
		ck_assert_uint_eq(cb_bn_is_zero(r, n), 1);
	}
}
END_TEST

START_TEST(mont)
{
	size_t n = sizes[_i];
	uint32_t a[MAXN], b[MAXN], m[MAXN], rr[MAXN], r[MAXN], s[MAXN];
	uint32_t one[MAXN], m0i;
	int it;

	memset(one, 0, sizeof(one));
	one[0] = 1;
	for (it = 0; it < (n > 16 ? 4 : 20); it++) {
		rnd_mod(m, n);
		m0i = cb_bn_mont_m0i(m[0]);
		ck_assert_uint_eq(m0i * m[0], 0xffffffffu);
		cb_bn_mont_rr(rr, m, n);
		rnd_below(a, m, n);
		rnd_below(b, m, n);
		switch (it) {
		case 0: /* edge values 0, 1, m - 1 */
			memset(a, 0, sizeof(a));
			break;
		case 1:
			memcpy(a, one, sizeof(a));
			break;
		case 2:
			(void)cb_bn_sub(a, m, one, n);
			(void)cb_bn_sub(b, m, one, n);
			break;
		default:
			break;
		}
		/* mont(mont(a, b), R^2) = a b mod m */
		cb_bn_mont_mul(r, a, b, m, n, m0i);
		ck_assert_int_lt(m_cmp(r, m, n), 0);
		cb_bn_mont_mul(r, r, rr, m, n, m0i);
		m_mulmod(s, a, b, m, n);
		ck_assert_int_eq(m_cmp(r, s, n), 0);
		/* in and out of Montgomery form, aliasing r = a */
		memcpy(r, a, sizeof(r));
		cb_bn_mont_mul(r, r, rr, m, n, m0i);
		cb_bn_mont_mul(r, one, r, m, n, m0i);
		ck_assert_int_eq(m_cmp(r, a, n), 0);
	}
}
END_TEST

START_TEST(modexp)
{
	size_t n = sizes[_i], el;
	uint32_t a[MAXN], e[MAXN], m[MAXN], r[MAXN], s[MAXN], rr[MAXN];
	uint32_t tmp[CB_BN_MODINV_TMP_LIMBS(MAXN)];
	int it;

	if (n > 17)
		return; /* the model is cubic; ref_bn covers large sizes */
	for (it = 0; it < 6; it++) {
		rnd_mod(m, n);
		rnd_below(a, m, n);
		el = 1 + rnd32() % n;
		rnd_bn(e, el);
		if (it == 0)
			memset(e, 0, sizeof(e));
		if (it == 1)
			memset(a, 0, sizeof(a));
		cb_bn_mod_exp(r, a, e, el, m, n, tmp);
		m_expmod(s, a, e, el, m, n);
		ck_assert_int_eq(m_cmp(r, s, n), 0);
		memcpy(r, a, sizeof(r));
		cb_bn_mod_exp(r, r, e, el, m, n, tmp); /* alias */
		ck_assert_int_eq(m_cmp(r, s, n), 0);
		/* with R^2 supplied */
		cb_bn_mont_rr(rr, m, n);
		cb_bn_mod_exp_rr(r, a, e, el, m, n, rr, tmp);
		ck_assert_int_eq(m_cmp(r, s, n), 0);
	}
}
END_TEST

/* Primes of several sizes: Fermat inverse times a is 1. */
static const uint32_t p_small[] = { 0xfffffffbu };             /* 2^32-5 */
static const uint32_t p256[] = { 0xffffffffu, 0xffffffffu, 0xffffffffu,
				 0, 0, 0, 1, 0xffffffffu };     /* P-256 */
static const uint32_t p127[] = { 0xffffffffu, 0xffffffffu, 0xffffffffu,
				 0x7fffffffu };                 /* 2^127-1 */
static const uint32_t p521[] = {
	0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
	0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
	0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
	0xffffffffu, 0x1ff };                                   /* 2^521-1 */

static const struct {
	const uint32_t *p;
	size_t n;
} primes[] = { { p_small, 1 }, { p127, 4 }, { p256, 8 }, { p521, 17 } };

START_TEST(inverse)
{
	const uint32_t *p = primes[_i].p;
	size_t n = primes[_i].n;
	uint32_t a[MAXN], r[MAXN], s[MAXN], one[MAXN], rr[MAXN];
	uint32_t tmp[CB_BN_MODINV_TMP_LIMBS(MAXN)];
	int it;

	memset(one, 0, sizeof(one));
	one[0] = 1;
	for (it = 0; it < 20; it++) {
		rnd_below(a, p, n);
		if (cb_bn_is_zero(a, n))
			a[0] = 2;
		if (it == 0)
			memcpy(a, one, sizeof(a));
		if (it == 1)
			(void)cb_bn_sub(a, p, one, n);
		if (it == 2)
			memset(a, 0, sizeof(a));
		cb_bn_mod_inv_prime(r, a, p, n, tmp);
		cb_bn_mont_rr(rr, p, n);
		cb_bn_mod_inv_prime_rr(s, a, p, n, rr, tmp);
		ck_assert_int_eq(m_cmp(r, s, n), 0);
		m_mulmod(s, a, r, p, n);
		if (it == 2)
			ck_assert_uint_eq(cb_bn_is_zero(r, n), 1);
		else
			ck_assert_int_eq(m_cmp(s, one, n), 0);
	}
}
END_TEST

START_TEST(bytes_cmov)
{
	size_t n = sizes[_i], i;
	uint8_t buf[4 * MAXN + 8], out[4 * MAXN + 8];
	uint32_t a[MAXN], b[MAXN], c[MAXN], d[MAXN];

	for (i = 0; i < sizeof(buf); i++)
		buf[i] = (uint8_t)rnd32();
	ck_assert_int_eq(cb_bn_from_bytes(a, n, buf, 4 * n), CB_OK);
	for (i = 0; i < n; i++)
		ck_assert_uint_eq(a[i], (uint32_t)buf[4 * n - 4 * i - 1] |
					(uint32_t)buf[4 * n - 4 * i - 2] << 8 |
					(uint32_t)buf[4 * n - 4 * i - 3] << 16 |
					(uint32_t)buf[4 * n - 4 * i - 4] << 24);
	cb_bn_to_bytes(out, 4 * n, a, n);
	ck_assert_mem_eq(out, buf, 4 * n);
	/* shorter input and zero-padded longer output */
	ck_assert_int_eq(cb_bn_from_bytes(a, n, buf, 3), CB_OK);
	cb_bn_to_bytes(out, 4 * n + 8, a, n);
	for (i = 0; i < 4 * n + 5; i++)
		ck_assert_uint_eq(out[i], 0);
	ck_assert_mem_eq(out + 4 * n + 5, buf, 3);
	ck_assert_int_eq(cb_bn_from_bytes(a, n, NULL, 0), CB_OK);
	ck_assert_uint_eq(cb_bn_is_zero(a, n), 1);
	ck_assert_int_eq(cb_bn_from_bytes(a, n, buf, 4 * n + 1), CB_E_ARG);
	/* cmov / cswap */
	rnd_bn(a, n);
	rnd_bn(b, n);
	memcpy(c, a, sizeof(c));
	cb_bn_cmov(c, b, n, 0);
	ck_assert_int_eq(m_cmp(c, a, n), 0);
	cb_bn_cmov(c, b, n, 1);
	ck_assert_int_eq(m_cmp(c, b, n), 0);
	memcpy(c, a, sizeof(c));
	memcpy(d, b, sizeof(d));
	cb_bn_cswap(c, d, n, 0);
	ck_assert_int_eq(m_cmp(c, a, n), 0);
	cb_bn_cswap(c, d, n, 1);
	ck_assert_int_eq(m_cmp(c, b, n), 0);
	ck_assert_int_eq(m_cmp(d, a, n), 0);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("bn");
	SRunner *sr;
	TCase *tc;
	int nf;

	tc = tcase_create("bn_ct");
	tcase_set_timeout(tc, 240);
	tcase_add_loop_test(tc, add_sub, 0, NSIZES);
	tcase_add_loop_test(tc, mul, 0, NSIZES);
	tcase_add_loop_test(tc, mod, 0, NSIZES);
	tcase_add_loop_test(tc, mont, 0, NSIZES);
	tcase_add_loop_test(tc, modexp, 0, NSIZES);
	tcase_add_loop_test(tc, inverse, 0, 4);
	tcase_add_loop_test(tc, bytes_cmov, 0, NSIZES);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
