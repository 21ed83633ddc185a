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
	/*
	 * the square (its own cross products, doubled, plus the squares): the
	 * product's very words, the schoolbook a a mod p, and in place
	 */
	cb_f25519_w32_sqr(r, a);
	cb_f25519_w32_mul(s, a, a);
	ck_assert_msg(memcmp(r, s, 32) == 0, "w32 sqr %d", _i);
	memset(w, 0, sizeof(w));
	for (k = 0; k < 8; k++) {
		unsigned m;

		c = 0;
		for (m = 0; m < 8; m++) {
			c += (uint64_t)a[k] * a[m] + w[k + m];
			w[k + m] = (uint32_t)c;
			c >>= 32;
		}
		w[k + 8] = (uint32_t)c;
	}
	ref_reduce(s, w);
	ref_tobytes(e, s);
	w32_canon(got, r);
	ck_assert_msg(memcmp(got, e, 32) == 0, "w32 sqr ref %d", _i);
	memcpy(r, a, 32);
	cb_f25519_w32_sqr(r, r);
	cb_f25519_w32_mul(s, a, a);
	ck_assert_msg(memcmp(r, s, 32) == 0, "w32 sqr in place %d", _i);
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

/* ---- Ed25519 verification's joint multiplication ---------------------- */

/*
 * A reference for [a]B + [b]Q: projective points (x, y) = (X/Z, Y/Z),
 * the plain addition law of -x^2 + y^2 = 1 + d x^2 y^2 (complete: d is
 * not a square) in those coordinates, the same law for doubling, and
 * double-and-add bit by bit.  Slow, and shares nothing with ed25519.c's
 * extended coordinates, w-NAF recoding or tables.
 */
typedef struct ref_pt {
	cb_f25519 x, y, z;
} ref_pt;

/* d = -121665/121666, RFC 8032 §5.1 */
static const uint8_t ref_d[32] = {
	0xa3, 0x78, 0x59, 0x13, 0xca, 0x4d, 0xeb, 0x75,
	0xab, 0xd8, 0x41, 0x41, 0x4d, 0x0a, 0x70, 0x00,
	0x98, 0xe8, 0x79, 0x77, 0x79, 0x40, 0xc7, 0x8c,
	0x73, 0xfe, 0x6f, 0x2b, 0xee, 0x6c, 0x03, 0x52,
};
/* B = (15112221349535400772501151409588531511454012693041857206046113
 * 283949847762202, 4/5), RFC 8032 §5.1 */
static const uint8_t ref_bx[32] = {
	0x1a, 0xd5, 0x25, 0x8f, 0x60, 0x2d, 0x56, 0xc9,
	0xb2, 0xa7, 0x25, 0x95, 0x60, 0xc7, 0x2c, 0x69,
	0x5c, 0xdc, 0xd6, 0xfd, 0x31, 0xe2, 0xa4, 0xc0,
	0xfe, 0x53, 0x6e, 0xcd, 0xd3, 0x36, 0x69, 0x21,
};
static const uint8_t ref_by[32] = {
	0x58, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
	0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
	0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
	0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
};
/*
 * A point of order 8: [L]P for a point P (python3, exact arithmetic mod
 * p); its multiples are the curve's whole torsion (orders 1, 2, 4, 8).
 * The test checks the order.
 */
static const uint8_t ref_t8x[32] = {
	0xa3, 0x2e, 0xba, 0x3a, 0xb9, 0xb9, 0x5e, 0x21,
	0xc7, 0x1d, 0x1a, 0xec, 0x8f, 0xc3, 0xe6, 0xa3,
	0x44, 0xb5, 0x21, 0xc7, 0xcd, 0x66, 0xcc, 0x16,
	0xd7, 0xb5, 0xc6, 0xf9, 0x5f, 0x46, 0x2a, 0x60,
};
static const uint8_t ref_t8y[32] = {
	0xc7, 0x17, 0x6a, 0x70, 0x3d, 0x4d, 0xd8, 0x4f,
	0xba, 0x3c, 0x0b, 0x76, 0x0d, 0x10, 0x67, 0x0f,
	0x2a, 0x20, 0x53, 0xfa, 0x2c, 0x39, 0xcc, 0xc6,
	0x4e, 0xc7, 0xfd, 0x77, 0x92, 0xac, 0x03, 0x7a,
};
/* L, little-endian bytes and words */
static const uint8_t ref_l[32] = {
	0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
	0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
};
static const uint32_t ref_lw[8] = {
	0x5cf5d3ed, 0x5812631a, 0xa2f79cd6, 0x14def9de, 0, 0, 0, 0x10000000
};

static void
ref_pt_set(ref_pt *p, const uint8_t x[32], const uint8_t y[32])
{
	cb_f25519_frombytes(&p->x, x);
	cb_f25519_frombytes(&p->y, y);
	cb_f25519_one(&p->z);
}

/*
 * r = p + q: with a = Z1 Z2, c = X1 X2, e = Y1 Y2, w = d c e, f = a^2 - w,
 * g = a^2 + w: X3 = a f (X1 Y2 + Y1 X2), Y3 = a g (e + c), Z3 = f g
 * (x3 = (x1 y2 + y1 x2) / (1 + d x1 x2 y1 y2), y3 = (y1 y2 + x1 x2) /
 * (1 - d x1 x2 y1 y2) with Z1^2 Z2^2 cleared); r may alias p or q.
 */
static void
ref_pt_add(ref_pt *r, const ref_pt *p, const ref_pt *q)
{
	cb_f25519 d, a, b, c, e, f, g, w;

	cb_f25519_frombytes(&d, ref_d);
	cb_f25519_mul(&a, &p->z, &q->z);
	cb_f25519_sqr(&b, &a);
	cb_f25519_mul(&c, &p->x, &q->x);
	cb_f25519_mul(&e, &p->y, &q->y);
	cb_f25519_mul(&w, &c, &e);
	cb_f25519_mul(&w, &w, &d);
	cb_f25519_sub(&f, &b, &w);
	cb_f25519_add(&g, &b, &w);
	cb_f25519_mul(&b, &p->x, &q->y);
	cb_f25519_mul(&w, &p->y, &q->x);
	cb_f25519_add(&b, &b, &w);
	cb_f25519_add(&c, &c, &e);
	cb_f25519_mul(&r->x, &a, &f);
	cb_f25519_mul(&r->x, &r->x, &b);
	cb_f25519_mul(&r->y, &a, &g);
	cb_f25519_mul(&r->y, &r->y, &c);
	cb_f25519_mul(&r->z, &f, &g);
}

static void
ref_pt_neg(ref_pt *r, const ref_pt *p)
{
	cb_f25519_neg(&r->x, &p->x);
	cb_f25519_copy(&r->y, &p->y);
	cb_f25519_copy(&r->z, &p->z);
}

/* r = k p, k 256-bit little-endian: double-and-add from its top bit */
static void
ref_pt_mul(ref_pt *r, const uint8_t k[32], const ref_pt *p)
{
	ref_pt a;
	int i;

	cb_f25519_zero(&a.x);
	cb_f25519_one(&a.y);
	cb_f25519_one(&a.z);
	for (i = 255; i >= 0 && !((k[i / 8] >> (i % 8)) & 1); i--)
		;
	for (; i >= 0; i--) {
		ref_pt_add(&a, &a, &a);
		if ((k[i / 8] >> (i % 8)) & 1)
			ref_pt_add(&a, &a, p);
	}
	*r = a;
}

static void
ref_pt_enc(uint8_t out[32], const ref_pt *p)
{
	cb_f25519 zi, x, y;

	cb_f25519_inv(&zi, &p->z);
	cb_f25519_mul(&x, &p->x, &zi);
	cb_f25519_mul(&y, &p->y, &zi);
	cb_f25519_tobytes(out, &y);
	out[31] |= (uint8_t)(cb_f25519_isneg(&x) << 7);
}

/* q = [j] T8, the eight small-order points */
static void
ref_torsion(ref_pt *q, unsigned j)
{
	uint8_t k[32] = { 0 };
	ref_pt t8;

	ref_pt_set(&t8, ref_t8x, ref_t8y);
	k[0] = (uint8_t)j;
	ref_pt_mul(q, k, &t8);
}

/*
 * Scalars at the edges of the w-NAF recoding and of Ed25519: 0, 1, L - 1,
 * L, 2^252, 2^253 - 1, 2^255, 2^256 - 1, runs of ones that carry through
 * every window (0x7f.., 0xff.. at the bottom), alternate bits, a top
 * digit that carries out of a window (2^256 - 2^249), then pseudo-random.
 */
#define NJSCALAR 16
static void
joint_scalar(uint8_t s[32], unsigned i)
{
	memset(s, 0, 32);
	switch (i) {
	case 0:
		break;
	case 1:
		s[0] = 1;
		break;
	case 2: /* L - 1 */
		memcpy(s, ref_l, 32);
		s[0]--;
		break;
	case 3:
		memcpy(s, ref_l, 32);
		break;
	case 4:
		s[31] = 0x10;
		break;
	case 5:
		memset(s, 0xff, 32);
		s[31] = 0x1f;
		break;
	case 6:
		s[31] = 0x80;
		break;
	case 7:
		memset(s, 0xff, 32);
		break;
	case 8:
		memset(s, 0x7f, 32);
		break;
	case 9:
		memset(s, 0xff, 16);
		break;
	case 10:
		memset(s, 0x55, 32);
		break;
	case 11:
		memset(s, 0xaa, 32);
		break;
	case 12:
		s[31] = 0xfe;
		break;
	default:
		xed_fill(s, 32, 4099u * i);
		if (i % 2 == 0)
			s[31] &= 0x0f; /* below 2^252, as most S and k are */
		break;
	}
}

/*
 * Points Q: B, -B, a multiple of B, every small-order point and one with
 * a torsion component (P + T8).
 */
#define NJPOINT 12
static void
joint_point(ref_pt *q, unsigned i)
{
	uint8_t k[32];
	ref_pt b, t;

	ref_pt_set(&b, ref_bx, ref_by);
	if (i == 0) {
		*q = b;
	} else if (i == 1) {
		ref_pt_neg(q, &b);
	} else if (i < 10) {
		ref_torsion(q, i - 2);
	} else {
		xed_fill(k, 32, 77u + i);
		ref_pt_mul(q, k, &b);
		if (i == 11) {
			ref_torsion(&t, 1);
			ref_pt_add(q, q, &t);
		}
	}
}

/* [a]B + [b]Q by the library's joint multiplication and the reference */
static void
joint_check(unsigned ia, unsigned ib, unsigned iq)
{
	uint8_t a[32], b[32], qe[32], got[32], e[32];
	ref_pt bp, q, x, y;

	joint_scalar(a, ia);
	joint_scalar(b, ib);
	joint_point(&q, iq);
	ref_pt_enc(qe, &q);
	ck_assert_int_eq(cb_ed25519_joint_vartime(got, a, b, qe), 0);
	ref_pt_set(&bp, ref_bx, ref_by);
	ref_pt_mul(&x, a, &bp);
	ref_pt_mul(&y, b, &q);
	ref_pt_add(&x, &x, &y);
	ref_pt_enc(e, &x);
	ck_assert_msg(memcmp(got, e, 32) == 0, "joint a#%u b#%u Q#%u", ia,
		      ib, iq);
}

/* Every pair of edge scalars, the point varying with them. */
START_TEST(ed25519_joint)
{
	unsigned ia = (unsigned)_i / NJSCALAR, ib = (unsigned)_i % NJSCALAR;

	joint_check(ia, ib, (ia + 3 * ib) % NJPOINT);
}
END_TEST

/* Every edge scalar with every point as a = 0 (k alone) and b = 0 (S). */
START_TEST(ed25519_joint_zero)
{
	unsigned is = (unsigned)_i / NJPOINT, iq = (unsigned)_i % NJPOINT;

	joint_check(0, is, iq);
	joint_check(is, 0, iq);
}
END_TEST

/* The reference's constants: B encodes as RFC 8032 says, T8 has order 8. */
START_TEST(ed25519_joint_ref)
{
	static const uint8_t benc[32] = {
		0x58, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
		0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
		0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
		0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
	};
	static const uint8_t one[32] = { 1 };
	uint8_t e[32];
	ref_pt p;

	ref_pt_set(&p, ref_bx, ref_by);
	ref_pt_enc(e, &p);
	ck_assert(memcmp(e, benc, 32) == 0);
	ref_pt_mul(&p, ref_l, &p);
	ref_pt_enc(e, &p);
	ck_assert(memcmp(e, one, 32) == 0); /* L B = O */
	ref_torsion(&p, 4);
	ref_pt_enc(e, &p);
	ck_assert(memcmp(e, one, 32) != 0);
	ref_torsion(&p, 8);
	ref_pt_enc(e, &p);
	ck_assert(memcmp(e, one, 32) == 0);
}
END_TEST

/*
 * Whole signatures with a small-order public key A = [j] T8 (as a
 * malicious signer may publish) and S = 0, 1 or L - 1: [k]A = [k mod 8]A,
 * so R = [S]B - [c]A verifies exactly when [k]A = [c]A for k = H(R || A
 * || M) mod L.  Every candidate c < 8 on four messages: the reference
 * decides which must verify (A = O: all of them), cofactorless.
 */
START_TEST(ed25519_small_order)
{
	uint8_t s[3][32] = { { 0 }, { 1 } }, sig[64], pub[32], h[64],
		msg[4] = { 'm', 's', 'g', 0 }, e[32], kb[32];
	uint32_t k[8];
	ref_pt a, bp, sb, t;
	cb_sha512_ctx ctx;
	unsigned is, c, m, ok = 0, bad = 0;
	int want, rc;

	memcpy(s[2], ref_l, 32);
	s[2][0]--;
	ref_torsion(&a, (unsigned)_i);
	ref_pt_enc(pub, &a);
	ref_pt_set(&bp, ref_bx, ref_by);
	for (is = 0; is < 3; is++) {
		ref_pt_mul(&sb, s[is], &bp);
		for (m = 0; m < 4; m++) {
			msg[3] = (uint8_t)m;
			for (c = 0; c < 8; c++) {
				memset(kb, 0, 32);
				kb[0] = (uint8_t)c;
				ref_pt_mul(&t, kb, &a);
				ref_pt_neg(&t, &t);
				ref_pt_add(&t, &sb, &t);
				ref_pt_enc(sig, &t);
				memcpy(sig + 32, s[is], 32);
				cb_sha512_init(&ctx);
				cb_sha512_update(&ctx, sig, 32);
				cb_sha512_update(&ctx, pub, 32);
				cb_sha512_update(&ctx, msg, sizeof(msg));
				cb_sha512_final(&ctx, h);
				cb_ec_scalar_mod(k, ref_lw, 8, h, 64);
				memset(kb, 0, 32);
				kb[0] = (uint8_t)(k[0] & 7);
				ref_pt_mul(&t, kb, &a);
				ref_pt_neg(&t, &t);
				ref_pt_add(&t, &sb, &t);
				ref_pt_enc(e, &t);
				want = memcmp(e, sig, 32) == 0 ? CB_OK
							       : CB_E_AUTH;
				ok += (unsigned)(want == CB_OK);
				bad += (unsigned)(want != CB_OK);
				rc = cb_ed25519_verify(sig, pub, msg,
						       sizeof(msg));
				ck_assert_msg(rc == want,
					      "A = %d T8, S#%u, m %u, c %u", _i,
					      is, m, c);
			}
		}
	}
	/* both outcomes occur, but for A = O where every R is [S]B */
	ck_assert(ok > 0);
	ck_assert(_i == 0 ? bad == 0 : bad > 0);
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

/*
 * cb_ed25519_sc_reduce64 (Barrett) against the bit-serial reduction on
 * values where Barrett's quotient estimate is at its worst: h = m L + t
 * for large m and t = 0, 1, L - 1, the edges of 2^512, and random h.
 */
static const uint32_t sc_ell[8] = {
	0x5cf5d3ed, 0x5812631a, 0xa2f79cd6, 0x14def9de,
	0x00000000, 0x00000000, 0x00000000, 0x10000000
};

/* h = m L + t, m of 9 words below 2^259, t below 2^253: h < 2^512 */
static void
sc_mul_add(uint8_t h[64], const uint32_t m[9], const uint32_t t[8])
{
	uint32_t w[17] = { 0 };
	uint64_t c;
	unsigned i, j;

	for (i = 0; i < 8; i++)
		w[i] = t[i];
	for (i = 0; i < 9; i++) {
		c = 0;
		for (j = 0; j < 8; j++) {
			c += (uint64_t)m[i] * sc_ell[j] + w[i + j];
			w[i + j] = (uint32_t)c;
			c >>= 32;
		}
		for (j = i + 8; j < 17 && c; j++) {
			c += w[j];
			w[j] = (uint32_t)c;
			c >>= 32;
		}
	}
	ck_assert_uint_eq(w[16], 0);
	for (i = 0; i < 64; i++)
		h[i] = (uint8_t)(w[i / 4] >> (8 * (i % 4)));
}

static void
sc_check(const uint8_t h[64])
{
	uint32_t r[8];
	uint8_t want[32], got[32], in[64];
	unsigned i;

	cb_ec_scalar_mod(r, sc_ell, 8, h, 64);
	for (i = 0; i < 32; i++)
		want[i] = (uint8_t)(r[i / 4] >> (8 * (i % 4)));
	cb_ed25519_sc_reduce64(got, h);
	ck_assert_mem_eq(got, want, 32);
	/* in place, as the signing calls it */
	memcpy(in, h, 64);
	cb_ed25519_sc_reduce64(in, in);
	ck_assert_mem_eq(in, want, 32);
}

START_TEST(ed25519_sc_reduce)
{
	static const uint32_t lm1[8] = {
		0x5cf5d3ec, 0x5812631a, 0xa2f79cd6, 0x14def9de,
		0x00000000, 0x00000000, 0x00000000, 0x10000000
	};
	uint32_t m[9], t[8], x = 0x9e3779b9u;
	uint8_t h[64];
	unsigned i, k, n = 0;

	/* the edges of 2^512 and of L */
	for (k = 0; k < 4; k++) {
		memset(h, k == 0 ? 0 : 0xff, 64);
		if (k == 2)
			h[63] = 0x7f;
		if (k == 3)
			memset(h + 32, 0, 32);
		sc_check(h);
		n++;
	}
	/* m L + t for m all ones below 2^259, a power of two, random */
	for (k = 0; k < 600; k++) {
		for (i = 0; i < 9; i++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			m[i] = k % 3 == 0 ? 0xffffffffu : k % 3 == 1 ? 0 : x;
		}
		if (k % 3 == 1)
			m[k % 9] = 1u << (k % 27);
		m[8] &= 7u >> (k % 4); /* m < 2^259 */
		for (i = 0; i < 8; i++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			t[i] = k % 4 == 0 ? 0 : k % 4 == 1 ? lm1[i] :
			       k % 4 == 2 ? (i == 0) : (i == 7 ? x >> 4 : x);
		}
		sc_mul_add(h, m, t);
		sc_check(h);
		n++;
	}
	/* random 512-bit h */
	for (k = 0; k < 400; k++) {
		for (i = 0; i < 64; i++) {
			x ^= x << 13, x ^= x >> 17, x ^= x << 5;
			h[i] = (uint8_t)x;
		}
		sc_check(h);
		n++;
	}
	ck_assert_uint_eq(n, 1004);
}
END_TEST

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
	tcase_add_test(tc, ed25519_joint_ref);
	tcase_add_test(tc, ed25519_sc_reduce);
	tcase_add_loop_test(tc, ed25519_joint, 0, NJSCALAR * NJSCALAR);
	tcase_add_loop_test(tc, ed25519_joint_zero, 0, NJSCALAR * NJPOINT);
	tcase_add_loop_test(tc, ed25519_small_order, 0, 8);
	return xed_run(s);
}
