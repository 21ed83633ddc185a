/* SPDX-License-Identifier: MIT */
/* Unit tests of finite-field DH: known answers, agreement, validation. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/bn.h"
#include "cb/hash.h"

static const cb_dh_group *const groups[] = {
	&cb_dh_rfc5114_1024, &cb_dh_ffdhe2048, &cb_dh_ffdhe3072,
	&cb_dh_ffdhe4096,
};
#define NGROUPS 4

/*
 * SHA-256 of g^x mod p for x = 01 02 03 .. (priv_len bytes), computed
 * with Python's pow() on p and g as OpenSSL 3.0 exports the named groups.
 */
static const char *const kat_sha256[NGROUPS] = {
	"b83d71dc9498bf06215ff6ace3bf82d14afbec44514560e9155e19386b243541",
	"a9b9825a91f426e532125a1c46a2cc00482711c5a08d0f264464bf06faa29155",
	"5ce6aecb28dab50aef2dd058a154cd16b913aab8e2d8dc2f8dc7a0cd3079b6e5",
	"53dd9c3ac9756945ad8181b366220ba9e8f6d67f95ab8a5f71c916cc827f8f50",
};
static const size_t priv_lens[NGROUPS] = { 20, 28, 32, 38 };

static uint32_t tmp[CB_DH_TMP_LIMBS(CB_DH_MAX_BITS)];

static int
test_rng(void *arg, uint8_t *out, size_t len)
{
	unsigned *s = arg;
	size_t i;

	for (i = 0; i < len; i++)
		out[i] = (uint8_t)((*s = *s * 1103515245u + 12345u) >> 16);
	return 0;
}

static int
fail_rng(void *arg, uint8_t *out, size_t len)
{
	(void)arg;
	(void)out;
	(void)len;
	return 1;
}

static void
hex(char *out, const uint8_t *in, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		out[2 * i] = "0123456789abcdef"[in[i] >> 4];
		out[2 * i + 1] = "0123456789abcdef"[in[i] & 15];
	}
	out[2 * len] = 0;
}

/* Known answers; x = 1 gives g, x = 2 gives g^2 (= 4 for ffdhe). */
START_TEST(kat)
{
	const cb_dh_group *g = groups[_i];
	uint8_t x[CB_DH_MAX_PRIV_LEN], y[CB_DH_MAX_LEN], p[CB_DH_MAX_LEN];
	uint8_t gen[CB_DH_MAX_LEN], d[32];
	char h[65];
	size_t n = cb_dh_len(g), xl = cb_dh_priv_len(g), i;

	ck_assert_uint_eq(xl, priv_lens[_i]);
	ck_assert_uint_eq(8 * n, cb_dh_bits(g));
	for (i = 0; i < xl; i++)
		x[i] = (uint8_t)(i + 1);
	ck_assert_int_eq(cb_dh_pub_from_priv(y, n, g, x, xl, tmp), CB_OK);
	cb_sha256(d, y, n);
	hex(h, d, 32);
	ck_assert_str_eq(h, kat_sha256[_i]);
	cb_dh_params(p, gen, g);
	ck_assert_uint_eq(p[0] & 0x80, 0x80);
	ck_assert_uint_eq(p[n - 1] & 1, 1);
	memset(x, 0, xl);
	x[xl - 1] = 1;
	ck_assert_int_eq(cb_dh_pub_from_priv(y, n, g, x, xl, tmp), CB_OK);
	ck_assert_mem_eq(y, gen, n);
	if (g != &cb_dh_rfc5114_1024) {
		x[xl - 1] = 2;
		ck_assert_int_eq(cb_dh_pub_from_priv(y, n, g, x, xl, tmp),
				 CB_OK);
		for (i = 0; i + 1 < n; i++)
			ck_assert_uint_eq(y[i], 0);
		ck_assert_uint_eq(y[n - 1], 4);
	}
	ck_assert_str_eq(cb_dh_name(g), _i == 0 ? "rfc5114-1024" :
			 _i == 1 ? "ffdhe2048" : _i == 2 ? "ffdhe3072" :
			 "ffdhe4096");
}
END_TEST

/* Both sides agree, with and without the order check. */
START_TEST(agree)
{
	const cb_dh_group *g = groups[_i];
	uint8_t xa[CB_DH_MAX_PRIV_LEN], xb[CB_DH_MAX_PRIV_LEN];
	uint8_t ya[CB_DH_MAX_LEN], yb[CB_DH_MAX_LEN], y2[CB_DH_MAX_LEN];
	uint8_t sa[CB_DH_MAX_LEN], sb[CB_DH_MAX_LEN];
	size_t n = cb_dh_len(g), xl = cb_dh_priv_len(g);
	unsigned seed = 11 + (unsigned)_i;
	int k;

	for (k = 0; k < 3; k++) {
		ck_assert_int_eq(cb_dh_keygen(xa, xl, ya, n, g, test_rng, &seed,
					      tmp), CB_OK);
		ck_assert_int_eq(cb_dh_keygen(xb, xl, yb, n, g, test_rng, &seed,
					      tmp), CB_OK);
		ck_assert_int_eq(cb_dh_pub_from_priv(y2, n, g, xa, xl, tmp),
				 CB_OK);
		ck_assert_mem_eq(y2, ya, n);
		ck_assert_int_eq(cb_dh_shared(sa, n, g, xa, xl, yb, n, 0, tmp),
				 CB_OK);
		ck_assert_int_eq(cb_dh_shared(sb, n, g, xb, xl, ya, n,
					      CB_DH_CHECK_ORDER, tmp), CB_OK);
		ck_assert_mem_eq(sa, sb, n);
		ck_assert_mem_ne(sa, ya, n);
	}
}
END_TEST

/* Peer values 0, 1, p - 1, p, above p; (RFC 5114) 2, outside the
 * order-q subgroup; private exponents 0 and above the bound. */
START_TEST(bad_values)
{
	const cb_dh_group *g = groups[_i];
	uint8_t x[CB_DH_MAX_PRIV_LEN], y[CB_DH_MAX_LEN], s[CB_DH_MAX_LEN];
	uint8_t p[CB_DH_MAX_LEN], gen[CB_DH_MAX_LEN], zero[CB_DH_MAX_LEN];
	uint8_t bx[CB_DH_MAX_PRIV_LEN];
	size_t n = cb_dh_len(g), xl = cb_dh_priv_len(g);
	unsigned seed = 5;
	int is5114 = g == &cb_dh_rfc5114_1024;

	cb_dh_params(p, gen, g);
	memset(zero, 0, sizeof(zero));
	ck_assert_int_eq(cb_dh_keygen(x, xl, y, n, g, test_rng, &seed, tmp),
			 CB_OK);
	memset(y, 0, n);
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, 0, tmp),
			 CB_E_RANGE);
	ck_assert_mem_eq(s, zero, n);
	y[n - 1] = 1;
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, 0, tmp),
			 CB_E_RANGE);
	memcpy(y, p, n);
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, 0, tmp),
			 CB_E_RANGE);
	y[n - 1] ^= 1; /* p - 1 (p odd) */
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, 0, tmp),
			 CB_E_RANGE);
	/* p - 2 = -2, of order 2q for the safe primes (2 is a residue, -1
	 * is not): in range, rejected only by the order check */
	y[n - 1] ^= 3;
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, 0, tmp),
			 is5114 ? CB_E_RANGE : CB_OK);
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, CB_DH_CHECK_ORDER,
				      tmp), CB_E_RANGE);
	ck_assert_mem_eq(s, zero, n);
	memset(y, 0xff, n);
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, 0, tmp),
			 CB_E_RANGE);
	memset(y, 0, n);
	y[n - 1] = 2;
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, 0, tmp),
			 is5114 ? CB_E_RANGE : CB_OK);
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n, CB_DH_CHECK_ORDER,
				      tmp), is5114 ? CB_E_RANGE : CB_OK);
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, gen, n, 0, tmp), CB_OK);
	/* private exponent 0, and all ones (above q - 1 or 2^N - 1 when N is
	 * not a multiple of 8 -- for ffdhe, all ones is the bound itself) */
	memset(bx, 0, xl);
	ck_assert_int_eq(cb_dh_shared(s, n, g, bx, xl, gen, n, 0, tmp),
			 CB_E_RANGE);
	ck_assert_mem_eq(s, zero, n);
	ck_assert_int_eq(cb_dh_pub_from_priv(s, n, g, bx, xl, tmp),
			 CB_E_RANGE);
	ck_assert_mem_eq(s, zero, n);
	memset(bx, 0xff, xl);
	ck_assert_int_eq(cb_dh_shared(s, n, g, bx, xl, gen, n, 0, tmp),
			 is5114 ? CB_E_RANGE : CB_OK);
}
END_TEST

START_TEST(badlen)
{
	const cb_dh_group *g = groups[_i];
	uint8_t x[CB_DH_MAX_PRIV_LEN + 1], y[CB_DH_MAX_LEN + 1];
	uint8_t s[CB_DH_MAX_LEN + 1];
	size_t n = cb_dh_len(g), xl = cb_dh_priv_len(g);
	unsigned seed = 1;

	ck_assert_int_eq(cb_dh_keygen(x, xl + 1, y, n, g, test_rng, &seed,
				      tmp), CB_E_ARG);
	ck_assert_int_eq(cb_dh_keygen(x, xl, y, n - 1, g, test_rng, &seed,
				      tmp), CB_E_ARG);
	ck_assert_int_eq(cb_dh_keygen(x, xl, y, n, g, fail_rng, NULL, tmp),
			 CB_E_RNG);
	ck_assert_int_eq(cb_dh_keygen(x, xl, y, n, g, test_rng, &seed, tmp),
			 CB_OK);
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl, y, n - 1, 0, tmp),
			 CB_E_ARG);
	ck_assert_int_eq(cb_dh_shared(s, n, g, x, xl + 1, y, n, 0, tmp),
			 CB_E_ARG);
	ck_assert_int_eq(cb_dh_shared(s, n + 1, g, x, xl, y, n, 0, tmp),
			 CB_E_ARG);
	ck_assert_int_eq(cb_dh_pub_from_priv(s, n, g, x, xl - 1, tmp),
			 CB_E_ARG);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("dh");
	SRunner *sr;
	TCase *tc;
	int nf;

	tc = tcase_create("dh_ct");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, kat, 0, NGROUPS);
	tcase_add_loop_test(tc, agree, 0, NGROUPS);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, bad_values, 0, NGROUPS);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_loop_test(tc, badlen, 0, NGROUPS);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
