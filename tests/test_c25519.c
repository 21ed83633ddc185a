/* SPDX-License-Identifier: MIT */
/* Tests for X25519 and Ed25519 (RFC 7748, RFC 8032) and the 2^255-19 field;
 * the tests both curves share are in common/xed_tests.c. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "internal/f25519.h"
#include "xed_tests.h"

/* ---- reference arithmetic mod p = 2^255-19 (slow, obviously right) ---- */

/* n: eight little-endian 32-bit words; value < 2^256. */
static void
ref_frombytes(uint32_t n[8], const uint8_t b[32])
{
	int i;

	for (i = 0; i < 8; i++)
		n[i] = (uint32_t)b[4 * i] | (uint32_t)b[4 * i + 1] << 8 |
		       (uint32_t)b[4 * i + 2] << 16 |
		       (uint32_t)b[4 * i + 3] << 24;
}

static void
ref_tobytes(uint8_t b[32], const uint32_t n[8])
{
	int i;

	for (i = 0; i < 32; i++)
		b[i] = (uint8_t)(n[i / 4] >> (8 * (i % 4)));
}

/* Reduce a value given as 16 words (< 2^512) fully mod p into r. */
static void
ref_reduce(uint32_t r[8], const uint32_t w[16])
{
	static const uint32_t p[8] = { 0xffffffed, 0xffffffff, 0xffffffff,
				       0xffffffff, 0xffffffff, 0xffffffff,
				       0xffffffff, 0x7fffffff };
	uint64_t t[9], c;
	uint32_t s[8];
	int i, round, ge;

	/* fold: x = lo + 38 hi (2^256 = 38 mod p) */
	c = 0;
	for (i = 0; i < 8; i++) {
		c += (uint64_t)w[i] + 38 * (uint64_t)w[i + 8];
		t[i] = (uint32_t)c;
		c >>= 32;
	}
	t[8] = c;
	/* twice: x = (x mod 2^255) + 19 (x >> 255) */
	for (round = 0; round < 2; round++) {
		c = 19 * ((t[7] >> 31) | (t[8] << 1));
		t[7] &= 0x7fffffff;
		t[8] = 0;
		for (i = 0; i < 8; i++) {
			c += t[i];
			t[i] = (uint32_t)c;
			c >>= 32;
		}
		t[8] = c;
	}
	for (i = 0; i < 8; i++)
		s[i] = (uint32_t)t[i];
	/* now s < 2^255 + small: subtract p while s >= p */
	for (round = 0; round < 2; round++) {
		ge = 1;
		for (i = 7; i >= 0; i--) {
			if (s[i] != p[i]) {
				ge = s[i] > p[i];
				break;
			}
		}
		if (ge) {
			int64_t b = 0;

			for (i = 0; i < 8; i++) {
				b += (int64_t)s[i] - p[i];
				s[i] = (uint32_t)b;
				b = b < 0 ? -1 : 0;
			}
		}
	}
	memcpy(r, s, sizeof(s));
}

static void
ref_mul(uint8_t out[32], const uint8_t a[32], const uint8_t b[32])
{
	uint32_t x[8], y[8], w[16], r[8];
	uint64_t c;
	int i, j;

	ref_frombytes(x, a);
	ref_frombytes(y, b);
	x[7] &= 0x7fffffff; /* as cb_f25519_frombytes: bit 255 ignored */
	y[7] &= 0x7fffffff;
	memset(w, 0, sizeof(w));
	for (i = 0; i < 8; i++) {
		c = 0;
		for (j = 0; j < 8; j++) {
			c += (uint64_t)x[i] * y[j] + w[i + j];
			w[i + j] = (uint32_t)c;
			c >>= 32;
		}
		w[i + 8] = (uint32_t)c;
	}
	ref_reduce(r, w);
	ref_tobytes(out, r);
}

static void
ref_add(uint8_t out[32], const uint8_t a[32], const uint8_t b[32])
{
	uint32_t x[8], y[8], w[16], r[8];
	uint64_t c = 0;
	int i;

	ref_frombytes(x, a);
	ref_frombytes(y, b);
	x[7] &= 0x7fffffff;
	y[7] &= 0x7fffffff;
	memset(w, 0, sizeof(w));
	for (i = 0; i < 8; i++) {
		c += (uint64_t)x[i] + y[i];
		w[i] = (uint32_t)c;
		c >>= 32;
	}
	w[8] = (uint32_t)c;
	ref_reduce(r, w);
	ref_tobytes(out, r);
}

/* Interesting field inputs: 0, 1, p-1, p, p+1, 2^255-1, 2p-1 masked, limb
 * boundaries, all-ones limbs; then pseudo-random. */
static void
field_input(uint8_t b[32], unsigned i)
{
	static const uint8_t p_le[32] = {
		0xed, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		0xff, 0x7f
	};
	static const unsigned bits[] = { 25, 26, 51, 77, 102, 128, 153, 179,
					 204, 230, 254 };

	memset(b, 0, 32);
	switch (i) {
	case 0:
		break;
	case 1:
		b[0] = 1;
		break;
	case 2: /* p - 1 */
		memcpy(b, p_le, 32);
		b[0] -= 1;
		break;
	case 3: /* p */
		memcpy(b, p_le, 32);
		break;
	case 4: /* p + 1 */
		memcpy(b, p_le, 32);
		b[0] += 1;
		break;
	case 5: /* 2^255 - 1 */
		memset(b, 0xff, 32);
		b[31] = 0x7f;
		break;
	case 6: /* 2p - 1 = 2^256 - 39: bit 255 is dropped */
		memset(b, 0xff, 32);
		b[0] = 0xd9;
		break;
	case 7: /* p - 19 + 18 = p - 1 via bytes 0xff..: 2^255 - 20 */
		memcpy(b, p_le, 32);
		b[0] = 0xec;
		break;
	default:
		if (i < 8 + 2 * 11) {
			/* 2^k and 2^k - 1 at every limb boundary */
			unsigned k = bits[(i - 8) / 2], j;

			if ((i - 8) % 2 == 0) {
				b[k / 8] = (uint8_t)(1u << (k % 8));
			} else {
				for (j = 0; j < k; j++)
					b[j / 8] |= (uint8_t)(1u << (j % 8));
			}
		} else {
			xed_fill(b, 32, i * 7919u);
			if (i % 3 == 0)
				b[31] |= 0x80; /* bit 255 must be ignored */
		}
		break;
	}
}

#define NFIELD 400

START_TEST(field_mul)
{
	uint8_t a[32], b[32], e[32], got[32];
	cb_f25519 x, y, z;
	unsigned j;

	field_input(a, (unsigned)_i);
	cb_f25519_frombytes(&x, a);
	for (j = 0; j < NFIELD; j += 7) {
		field_input(b, j);
		cb_f25519_frombytes(&y, b);
		ref_mul(e, a, b);
		cb_f25519_mul(&z, &x, &y);
		cb_f25519_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 32) == 0, "mul %d*%u", _i, j);
		cb_f25519_mul(&z, &y, &x);
		cb_f25519_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 32) == 0, "mul %u*%d", j, _i);
		ref_add(e, a, b);
		cb_f25519_add(&z, &x, &y);
		cb_f25519_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 32) == 0, "add %d+%u", _i, j);
		/* (a + b) - b == a */
		cb_f25519_sub(&z, &z, &y);
		cb_f25519_tobytes(got, &z);
		ref_add(e, a, (const uint8_t[32]){ 0 });
		ck_assert_msg(memcmp(got, e, 32) == 0, "sub %d-%u", _i, j);
	}
	/* squaring, and mul/sqr with every operand aliased */
	ref_mul(e, a, a);
	cb_f25519_sqr(&z, &x);
	cb_f25519_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 32) == 0, "sqr %d", _i);
	cb_f25519_copy(&z, &x);
	cb_f25519_mul(&z, &z, &z);
	cb_f25519_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 32) == 0, "mul alias %d", _i);
	cb_f25519_copy(&z, &x);
	cb_f25519_sqr(&z, &z);
	cb_f25519_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 32) == 0, "sqr alias %d", _i);
	/* canonical encoding: tobytes(frombytes(a)) == a mod p */
	ref_add(e, a, (const uint8_t[32]){ 0 });
	cb_f25519_tobytes(got, &x);
	ck_assert_msg(memcmp(got, e, 32) == 0, "encode %d", _i);
	/* a - a == 0, a + (-a) == 0 */
	cb_f25519_sub(&z, &x, &x);
	ck_assert(cb_f25519_iszero(&z) == 0xffffffffu);
	cb_f25519_neg(&z, &x);
	cb_f25519_add(&z, &z, &x);
	ck_assert(cb_f25519_iszero(&z) == 0xffffffffu);
	/* a * 121665 */
	memset(b, 0, 32);
	b[0] = 121665 & 0xff;
	b[1] = (121665 >> 8) & 0xff;
	b[2] = 121665 >> 16;
	ref_mul(e, a, b);
	cb_f25519_mul_small(&z, &x, 121665);
	cb_f25519_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 32) == 0, "mul_small %d", _i);
}
END_TEST

START_TEST(field_inv)
{
	uint8_t a[32], got[32], one[32] = { 1 }, zero[32] = { 0 };
	cb_f25519 x, y, z;

	field_input(a, (unsigned)_i);
	cb_f25519_frombytes(&x, a);
	cb_f25519_inv(&y, &x);
	cb_f25519_mul(&z, &x, &y);
	cb_f25519_tobytes(got, &z);
	if (cb_f25519_iszero(&x))
		ck_assert_msg(memcmp(got, zero, 32) == 0, "inv(0) %d", _i);
	else
		ck_assert_msg(memcmp(got, one, 32) == 0, "a*inv(a) %d", _i);
}
END_TEST

START_TEST(field_encode_edges)
{
	/* p-1, p, p+1, 2^255-1 and 2p-1 (top bit dropped) canonicalise */
	static const struct {
		unsigned in;
		uint8_t low;
	} c[] = { { 3, 0 }, { 4, 1 }, { 5, 18 } };
	uint8_t a[32], got[32], e[32];
	cb_f25519 x;
	unsigned i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		field_input(a, c[i].in);
		cb_f25519_frombytes(&x, a);
		cb_f25519_tobytes(got, &x);
		memset(e, 0, 32);
		e[0] = c[i].low;
		ck_assert_msg(memcmp(got, e, 32) == 0, "edge %u", c[i].in);
	}
	field_input(a, 2); /* p - 1 stays */
	cb_f25519_frombytes(&x, a);
	cb_f25519_tobytes(got, &x);
	ck_assert(memcmp(got, a, 32) == 0);
	ck_assert(cb_f25519_isneg(&x) == 0); /* p - 1 is even */
	field_input(a, 6); /* 2^256 - 39 -> 2^255 - 39 = p - 20 */
	cb_f25519_frombytes(&x, a);
	cb_f25519_tobytes(got, &x);
	memset(e, 0xff, 32);
	e[0] = 0xd9;
	e[31] = 0x7f;
	ck_assert(memcmp(got, e, 32) == 0);
}
END_TEST

START_TEST(field_cswap)
{
	uint8_t a[32], b[32], ga[32], gb[32];
	cb_f25519 x, y;

	xed_fill(a, 32, 1);
	xed_fill(b, 32, 2);
	a[31] &= 0x7f;
	b[31] &= 0x7f;
	cb_f25519_frombytes(&x, a);
	cb_f25519_frombytes(&y, b);
	cb_f25519_cswap(&x, &y, 0);
	cb_f25519_tobytes(ga, &x);
	cb_f25519_tobytes(gb, &y);
	ck_assert(memcmp(ga, a, 32) == 0 && memcmp(gb, b, 32) == 0);
	cb_f25519_cswap(&x, &y, 0xffffffffu);
	cb_f25519_tobytes(ga, &x);
	cb_f25519_tobytes(gb, &y);
	ck_assert(memcmp(ga, b, 32) == 0 && memcmp(gb, a, 32) == 0);
	cb_f25519_cmov(&x, &y, 0);
	cb_f25519_tobytes(ga, &x);
	ck_assert(memcmp(ga, b, 32) == 0);
	cb_f25519_cmov(&x, &y, 0xffffffffu);
	cb_f25519_tobytes(ga, &x);
	ck_assert(memcmp(ga, a, 32) == 0);
}
END_TEST

#if CB_F25519_W32
/*
 * Eight-word edge values: 0, 1, p - 1, p, p + 1, 2^255 - 1, 2^255,
 * 2p - 1 = 2^256 - 39, 2p = 2^256 - 38, 2^255 + 18, 38, 2^256 - 1 (all
 * ones), words of all ones below zeros and the reverse, then
 * pseudo-random words.
 */
static void
w32_input(uint32_t a[8], unsigned i)
{
	static const uint32_t low[12] = { 0, 1, 0xffffffec, 0xffffffed,
					  0xffffffee, 0xffffffff, 0,
					  0xffffffd9, 0xffffffda, 0x12, 0x26,
					  0xffffffff };
	static const uint32_t mid[12] = { 0, 0, ~0u, ~0u, ~0u, ~0u, 0, ~0u,
					  ~0u, 0, 0, ~0u };
	static const uint32_t top[12] = { 0, 0, 0x7fffffff, 0x7fffffff,
					  0x7fffffff, 0x7fffffff, 0x80000000,
					  0xffffffff, 0xffffffff, 0x80000000,
					  0, 0xffffffff };
	uint8_t b[32];
	unsigned j;

	if (i < 12) {
		a[0] = low[i];
		for (j = 1; j < 7; j++)
			a[j] = mid[i];
		a[7] = top[i];
		return;
	}
	if (i < 14) {
		for (j = 0; j < 8; j++)
			a[j] = (j < 4) == (i == 12) ? ~0u : 0;
		return;
	}
	xed_fill(b, 32, i * 7919u);
	ref_frombytes(a, b);
}

#define NW32 40

/* value of r (any 256 bits) mod p, canonical */
static void
w32_canon(uint8_t out[32], const uint32_t r[8])
{
	uint32_t w[16] = { 0 }, c[8];

	memcpy(w, r, 32);
	ref_reduce(c, w);
	ref_tobytes(out, c);
}

/* the C twins of the Cortex-M assembly, on words the bytes never give */
START_TEST(field_w32_words)
{
	uint32_t a[8], b[8], r[8], s[8], w[16];
	uint8_t got[32], e[32];
	cb_f25519 x;
	uint64_t c;
	unsigned j, k;

	w32_input(a, (unsigned)_i);
	for (j = 0; j < NW32; j++) {
		w32_input(b, j);
		memset(w, 0, sizeof(w));
		for (k = 0; k < 8; k++) {
			unsigned m;

			c = 0;
			for (m = 0; m < 8; m++) {
				c += (uint64_t)a[k] * b[m] + w[k + m];
				w[k + m] = (uint32_t)c;
				c >>= 32;
			}
			w[k + 8] = (uint32_t)c;
		}
		ref_reduce(s, w);
		ref_tobytes(e, s);
		cb_f25519_w32_mul(r, a, b);
		w32_canon(got, r);
		ck_assert_msg(memcmp(got, e, 32) == 0, "w32 mul %d*%u", _i, j);
		/* a + b - b == a; a - b + b == a */
		cb_f25519_w32_add(r, a, b);
		cb_f25519_w32_sub(r, r, b);
		w32_canon(got, r);
		w32_canon(e, a);
		ck_assert_msg(memcmp(got, e, 32) == 0, "w32 add/sub %d %u", _i,
			      j);
		cb_f25519_w32_sub(r, a, b);
		cb_f25519_w32_add(r, r, b);
		w32_canon(got, r);
		ck_assert_msg(memcmp(got, e, 32) == 0, "w32 sub/add %d %u", _i,
			      j);
	}
	cb_f25519_w32_sqr(r, a);
	cb_f25519_w32_mul(s, a, a);
	ck_assert(memcmp(r, s, 32) == 0);
	/* a c, c up to 2^21 - 1, checked against the product */
	for (j = 0; j < 3; j++) {
		static const uint32_t cs[3] = { 121665, 121666, 0x1fffff };

		memset(b, 0, sizeof(b));
		b[0] = cs[j];
		cb_f25519_w32_mul(s, a, b);
		cb_f25519_w32_mul_small(r, a, cs[j]);
		w32_canon(got, r);
		w32_canon(e, s);
		ck_assert_msg(memcmp(got, e, 32) == 0, "w32 mul_small %d", _i);
	}
	/* the encoding of any 256-bit value is the canonical one */
	memcpy(x.v, a, 32);
	cb_f25519_tobytes(got, &x);
	w32_canon(e, a);
	ck_assert_msg(memcmp(got, e, 32) == 0, "w32 encode %d", _i);
}
END_TEST
#endif

/* ---- Ed25519 ----------------------------------------------------------- */

/* Strict decoding: non-canonical y, x = 0 with sign set, S = L. */
START_TEST(ed25519_strict)
{
	/* y = p + 1 encodes the point y = 1 (identity) non-canonically */
	uint8_t pub[32], sig[64], seed[32], msg[3] = { 1, 2, 3 };
	static const uint8_t ell[32] = {
		0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c,
		0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0x10
	};
	unsigned i;
	int c;

	memset(pub, 0xff, 32);
	pub[0] = 0xee;
	pub[31] = 0x7f;
	xed_fill(sig, 64, 9);
	memset(sig + 32, 0, 32);
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_RANGE);
	/* y = 1 with the sign bit: x = 0 must have sign 0 */
	memset(pub, 0, 32);
	pub[0] = 1;
	pub[31] = 0x80;
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_RANGE);
	/* y = 2 is not on the curve (u/v is not a square) */
	memset(pub, 0, 32);
	pub[0] = 2;
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_RANGE);
	/* S = L and S = L + (r, unchanged mod L) are refused */
	xed_fill(seed, 32, 11);
	cb_ed25519_public(pub, seed);
	cb_ed25519_sign(sig, seed, pub, msg, 3);
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_OK);
	c = 0;
	for (i = 0; i < 32; i++) {
		c += sig[32 + i] + ell[i];
		sig[32 + i] = (uint8_t)c;
		c >>= 8;
	}
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_AUTH);
	memcpy(sig + 32, ell, 32);
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_AUTH);
}
END_TEST

/* ---- the shared X25519 / Ed25519 tests ------------------------------- */

/* Ed25519ph prehash: SHA-512(M). */
static void
sha512_ph(uint8_t *ph, const uint8_t *msg, size_t len)
{
	cb_sha512(ph, msg, len);
}

static const xed_curve curve = {
	"x25519", "ed25519",
	32, 32, 32, 64,  /* bytes: X key, Ed seed, Ed public key, signature */
	9, 40,           /* base point u = 9; 40 DH rounds */
	1, 40,           /* tamper: every bit, 40-byte message */
	0,               /* Ed25519ctx refuses an empty context */
	cb_x25519_public, cb_x25519_shared,
	cb_ed25519_public, cb_ed25519_sign, cb_ed25519_verify,
	cb_ed25519ctx_sign, cb_ed25519ctx_verify,
	cb_ed25519ph_sign, cb_ed25519ph_verify, sha512_ph,
};

int
main(void)
{
	Suite *s = suite_create("c25519");
	TCase *tc = tcase_create("f25519");

	tcase_add_loop_test(tc, field_mul, 0, NFIELD);
	tcase_add_loop_test(tc, field_inv, 0, 60);
	tcase_add_test(tc, field_encode_edges);
	tcase_add_test(tc, field_cswap);
#if CB_F25519_W32
	tcase_add_loop_test(tc, field_w32_words, 0, NW32);
#endif
	suite_add_tcase(s, tc);
	tc = xed_add_tcases(s, &curve);
	tcase_add_test(tc, ed25519_strict);
	return xed_run(s);
}
