/* SPDX-License-Identifier: MIT */
/* Tests for X448 and Ed448 (RFC 7748, RFC 8032) and the 2^448-2^224-1 field;
 * the tests both curves share are in common/xed_tests.c. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "internal/f25519.h"
#include "internal/f448.h"
#include "xed_tests.h"

/* ---- reference arithmetic mod p (bit-serial, slow, obviously right) --- */

static const uint8_t p_le[56] = {
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff
};

/* r (57 bytes, value < p) = r - p if r >= p */
static void
ref_csub(uint8_t r[57])
{
	int i, ge = 1, b = 0;

	if (r[56] == 0) {
		for (i = 55; i >= 0; i--) {
			if (r[i] != p_le[i]) {
				ge = r[i] > p_le[i];
				break;
			}
		}
	}
	if (!ge)
		return;
	for (i = 0; i < 57; i++) {
		b = r[i] - (i < 56 ? p_le[i] : 0) - b;
		r[i] = (uint8_t)b;
		b = b < 0;
	}
}

/* out = in mod p, in: n bytes little-endian */
static void
ref_mod(uint8_t out[56], const uint8_t *in, size_t n)
{
	uint8_t r[57];
	size_t i;
	int j, c;

	memset(r, 0, sizeof(r));
	for (i = 8 * n; i-- > 0;) {
		c = (in[i / 8] >> (i % 8)) & 1;
		for (j = 0; j < 57; j++) {
			int v = 2 * r[j] + c;

			r[j] = (uint8_t)v;
			c = v >> 8;
		}
		ref_csub(r);
	}
	memcpy(out, r, 56);
}

static void
ref_mul(uint8_t out[56], const uint8_t a[56], const uint8_t b[56])
{
	uint32_t w[112];
	uint8_t buf[112];
	int i, j;

	memset(w, 0, sizeof(w));
	for (i = 0; i < 56; i++)
		for (j = 0; j < 56; j++)
			w[i + j] += (uint32_t)a[i] * b[j];
	for (i = 0; i < 111; i++) {
		w[i + 1] += w[i] >> 8;
		buf[i] = (uint8_t)w[i];
	}
	buf[111] = (uint8_t)w[111];
	ref_mod(out, buf, sizeof(buf));
}

static void
ref_add(uint8_t out[56], const uint8_t a[56], const uint8_t b[56])
{
	uint8_t buf[57];
	int i, c = 0;

	for (i = 0; i < 56; i++) {
		c += a[i] + b[i];
		buf[i] = (uint8_t)c;
		c >>= 8;
	}
	buf[56] = (uint8_t)c;
	ref_mod(out, buf, sizeof(buf));
}

static void
field_input(uint8_t b[56], unsigned i)
{
	memset(b, 0, 56);
	switch (i) {
	case 0:
		break;
	case 1:
		b[0] = 1;
		break;
	case 2: /* p - 1 */
		memcpy(b, p_le, 56);
		b[0] = 0xfe;
		break;
	case 3: /* p */
		memcpy(b, p_le, 56);
		break;
	case 4: /* p + 1 = 2^448 - 2^224 */
		memset(b + 28, 0xff, 28);
		break;
	case 5: /* 2^448 - 1 = p + 2^224 */
		memset(b, 0xff, 56);
		break;
	case 6: /* 2^224 */
		b[28] = 1;
		break;
	case 7: /* 2^224 - 1 */
		memset(b, 0xff, 28);
		break;
	default:
		if (i < 8 + 16) {
			/* 2^(28k) - 1: every limb below k full */
			unsigned k = 28 * (i - 8 + 1), j;

			for (j = 0; j < k && j < 448; j++)
				b[j / 8] |= (uint8_t)(1u << (j % 8));
		} else {
			xed_fill(b, 56, i * 104729u);
		}
		break;
	}
}

#define NFIELD 200

START_TEST(field_ops)
{
	uint8_t a[56], b[56], e[56], got[56], zero[56] = { 0 };
	cb_f448 x, y, z;
	unsigned j;

	field_input(a, (unsigned)_i);
	cb_f448_frombytes(&x, a);
	for (j = 0; j < NFIELD; j += 13) {
		field_input(b, j);
		cb_f448_frombytes(&y, b);
		ref_mul(e, a, b);
		cb_f448_mul(&z, &x, &y);
		cb_f448_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 56) == 0, "mul %d*%u", _i, j);
		cb_f448_mul(&z, &y, &x);
		cb_f448_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 56) == 0, "mul %u*%d", j, _i);
		ref_add(e, a, b);
		cb_f448_add(&z, &x, &y);
		cb_f448_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 56) == 0, "add %d+%u", _i, j);
		cb_f448_sub(&z, &z, &y);
		cb_f448_tobytes(got, &z);
		ref_add(e, a, zero);
		ck_assert_msg(memcmp(got, e, 56) == 0, "sub %d-%u", _i, j);
	}
	ref_mul(e, a, a);
	cb_f448_sqr(&z, &x);
	cb_f448_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 56) == 0, "sqr %d", _i);
	cb_f448_copy(&z, &x);
	cb_f448_mul(&z, &z, &z);
	cb_f448_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 56) == 0, "mul alias %d", _i);
	cb_f448_copy(&z, &x);
	cb_f448_sqr(&z, &z);
	cb_f448_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 56) == 0, "sqr alias %d", _i);
	ref_add(e, a, zero);
	cb_f448_tobytes(got, &x);
	ck_assert_msg(memcmp(got, e, 56) == 0, "encode %d", _i);
	cb_f448_neg(&z, &x);
	cb_f448_add(&z, &z, &x);
	ck_assert(cb_f448_iszero(&z) == 0xffffffffu);
	memset(b, 0, 56);
	b[0] = 39081 & 0xff;
	b[1] = 39081 >> 8;
	ref_mul(e, a, b);
	cb_f448_mul_small(&z, &x, 39081);
	cb_f448_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 56) == 0, "mul_small %d", _i);
	/* inverse */
	cb_f448_inv(&y, &x);
	cb_f448_mul(&z, &x, &y);
	cb_f448_tobytes(got, &z);
	memset(e, 0, 56);
	e[0] = cb_f448_iszero(&x) ? 0 : 1;
	ck_assert_msg(memcmp(got, e, 56) == 0, "inv %d", _i);
}
END_TEST

START_TEST(field_cswap)
{
	uint8_t a[56], b[56], ga[56], gb[56];
	cb_f448 x, y;

	xed_fill(a, 56, 1);
	xed_fill(b, 56, 2);
	a[55] = 0x7f;
	b[55] = 0x3f;
	cb_f448_frombytes(&x, a);
	cb_f448_frombytes(&y, b);
	cb_f448_cswap(&x, &y, 0);
	cb_f448_tobytes(ga, &x);
	cb_f448_tobytes(gb, &y);
	ck_assert(memcmp(ga, a, 56) == 0 && memcmp(gb, b, 56) == 0);
	cb_f448_cswap(&x, &y, 0xffffffffu);
	cb_f448_tobytes(ga, &x);
	cb_f448_tobytes(gb, &y);
	ck_assert(memcmp(ga, b, 56) == 0 && memcmp(gb, a, 56) == 0);
	cb_f448_cmov(&x, &y, 0xffffffffu);
	cb_f448_tobytes(ga, &x);
	ck_assert(memcmp(ga, a, 56) == 0);
}
END_TEST

/* ---- Ed448 -------------------------------------------------------------- */

/* Strict decoding: y >= p, high bits of byte 56, x = 0 with sign set. */
START_TEST(ed448_strict)
{
	uint8_t pub[57], sig[114], msg[3] = { 1, 2, 3 };

	xed_fill(sig, 114, 9);
	memset(sig + 57, 0, 57);
	memcpy(pub, p_le, 56); /* y = p: non-canonical zero */
	pub[56] = 0;
	ck_assert_int_eq(cb_ed448_verify(sig, pub, msg, 3), CB_E_RANGE);
	memset(pub, 0, 57); /* y = 1 + 2^448 via bit 448 */
	pub[0] = 1;
	pub[56] = 1;
	ck_assert_int_eq(cb_ed448_verify(sig, pub, msg, 3), CB_E_RANGE);
	memset(pub, 0, 57); /* y = 1, x = 0 with the sign bit */
	pub[0] = 1;
	pub[56] = 0x80;
	ck_assert_int_eq(cb_ed448_verify(sig, pub, msg, 3), CB_E_RANGE);
}
END_TEST

/*
 * cb_ed448_sc_reduce (three folds of 2^446 = c mod L) against the
 * bit-serial reduction: h = m L + t for m up to 2^466 and t = 0, 1,
 * L - 1, the edges of 2^912, random h, the lengths the signing uses (114
 * and 112 bytes) and shorter ones, in place.
 */
static const uint32_t sc_ell[14] = {
	0xab5844f3, 0x2378c292, 0x8dc58f55, 0x216cc272, 0xaed63690,
	0xc44edb49, 0x7cca23e9, 0xffffffff, 0xffffffff, 0xffffffff,
	0xffffffff, 0xffffffff, 0xffffffff, 0x3fffffff
};

/* h (114 bytes) = m L + t, m of 15 words below 2^465, t below 2^446 */
static void
sc_mul_add(uint8_t h[114], const uint32_t m[15], const uint32_t t[14])
{
	uint32_t w[29] = { 0 };
	uint64_t c;
	unsigned i, j;

	for (i = 0; i < 14; i++)
		w[i] = t[i];
	for (i = 0; i < 15; i++) {
		c = 0;
		for (j = 0; j < 14; j++) {
			c += (uint64_t)m[i] * sc_ell[j] + w[i + j];
			w[i + j] = (uint32_t)c;
			c >>= 32;
		}
		for (j = i + 14; j < 29 && c; j++) {
			c += w[j];
			w[j] = (uint32_t)c;
			c >>= 32;
		}
	}
	ck_assert_uint_eq(w[28] >> 16, 0);
	for (i = 0; i < 114; i++)
		h[i] = (uint8_t)(w[i / 4] >> (8 * (i % 4)));
}

static void
sc_check(const uint8_t *h, size_t len)
{
	uint32_t r[14];
	uint8_t want[57], got[57], in[114];
	unsigned i;

	cb_ec_scalar_mod(r, sc_ell, 14, h, len);
	for (i = 0; i < 56; i++)
		want[i] = (uint8_t)(r[i / 4] >> (8 * (i % 4)));
	want[56] = 0;
	cb_ed448_sc_reduce(got, h, len);
	ck_assert_mem_eq(got, want, 57);
	/* in place, as the signing calls it */
	memcpy(in, h, len);
	cb_ed448_sc_reduce(in, in, len);
	ck_assert_mem_eq(in, want, 57);
}

START_TEST(ed448_sc_reduce)
{
	static const size_t lens[] = { 114, 112, 57, 56, 1, 0 };
	uint32_t m[15], t[14], x = 0x9e3779b9u;
	uint8_t h[114];
	unsigned i, k, n = 0;

	/* the edges of 2^912, of 2^896 (sc_muladd's 112 bytes), of 2^446 */
	for (k = 0; k < 4; k++) {
		memset(h, k == 0 ? 0 : 0xff, 114);
		if (k == 2)
			memset(h + 112, 0, 2);
		if (k == 3) {
			h[55] = 0x3f;
			memset(h + 56, 0, 58);
		}
		sc_check(h, 114);
		n++;
	}
	/* m L + t for m all ones, zero, a power of two, random */
	for (k = 0; k < 600; k++) {
		for (i = 0; i < 15; i++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			m[i] = k % 3 == 0 ? 0xffffffffu : k % 3 == 1 ? 0 : x;
		}
		if (k % 3 == 1)
			m[k % 15] = 1u << (k % 32);
		m[14] &= 0x1ffffu >> (k % 4); /* m < 2^465 */
		for (i = 0; i < 14; i++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			t[i] = k % 4 == 0 ? 0 : k % 4 == 1 ? sc_ell[i] - (i == 0) :
			       k % 4 == 2 ? (i == 0) : (i == 13 ? x >> 3 : x);
		}
		sc_mul_add(h, m, t);
		sc_check(h, 114);
		n++;
	}
	/* random h at each length */
	for (k = 0; k < 300; k++) {
		for (i = 0; i < 114; i++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			h[i] = (uint8_t)x;
		}
		sc_check(h, lens[k % 6]);
		n++;
	}
	ck_assert_uint_eq(n, 904);
}
END_TEST

/* ---- the shared X448 / Ed448 tests -------------------------------------- */

/* Ed448ph prehash: 64 bytes of SHAKE256(M). */
static void
shake256_ph(uint8_t *ph, const uint8_t *msg, size_t len)
{
	cb_shake256(ph, CB_ED448_PH_LEN, msg, len);
}

static const xed_curve curve = {
	"x448", "ed448",
	56, 57, 57, 114,  /* bytes: X key, Ed seed, Ed public key, signature */
	5, 10,            /* base point u = 5; 10 DH rounds */
	5, 20,            /* tamper: every 5th bit, 20-byte message */
	1,                /* an empty context is pure Ed448 */
	cb_x448_public, cb_x448_shared,
	cb_ed448_public, cb_ed448_sign, cb_ed448_verify,
	cb_ed448ctx_sign, cb_ed448ctx_verify,
	cb_ed448ph_sign, cb_ed448ph_verify, shake256_ph,
};

int
main(void)
{
	Suite *s = suite_create("c448");
	TCase *tc = tcase_create("f448");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, field_ops, 0, NFIELD);
	tcase_add_test(tc, field_cswap);
	suite_add_tcase(s, tc);
	tc = xed_add_tcases(s, &curve);
	tcase_add_test(tc, ed448_strict);
	tcase_add_test(tc, ed448_sc_reduce);
	return xed_run(s);
}
