/* SPDX-License-Identifier: MIT */
/* Field arithmetic modulo p = 2^255-19: radix 2^25.5, and the shared code. */
/*
 * Constant-time: every value here may be secret.  No function branches on
 * or indexes by limb values; loops have fixed bounds; carries are shifts
 * and masks; the final reduction in cb_f25519_tobytes() is a masked
 * conditional subtraction; selection (cswap/cmov) uses all-ones masks
 * passed through cb_ct_barrier32().
 *
 * Bounds: carried limbs are < 2^26.  Products a_i * 38 b_j are < 2^58 and a
 * column sums at most ten of them, < 2^62 (squaring: five products with
 * coefficient at most 76), so the 64-bit accumulators of
 * cb_f25519_mul() never overflow.
 *
 * With CB_F25519_W32 (eight 32-bit words, ec/f25519_w32.c) only the
 * representation-independent half below is built: constants, copies,
 * the exponentiations, selection and the tests on the encoding.
 */
#include "internal/f25519.h"

#include <string.h>

#include "internal/bytes.h"
#include "internal/ct.h"

#if !CB_F25519_W32

#define M26 0x3ffffffu
#define M25 0x1ffffffu

/* Limb i starts at bit ceil(25.5 i) and holds 26 (even i) or 25 bits. */
static const uint8_t limb_off[10] = { 0, 26, 51, 77, 102, 128, 153, 179,
				      204, 230 };

/* 2p in limb form, added before subtracting a carried value. */
static const uint32_t two_p[10] = {
	2 * (M26 - 18), 2 * M25, 2 * M26, 2 * M25, 2 * M26,
	2 * M25, 2 * M26, 2 * M25, 2 * M26, 2 * M25
};

static uint32_t
limb_mask(unsigned i)
{
	return (i & 1) ? M25 : M26;
}

static unsigned
limb_bits(unsigned i)
{
	return (i & 1) ? 25 : 26;
}

/* Carry 32-bit limbs (each < 2^31) into carried form (written out). */
static void
carry32(uint32_t v[10])
{
	v[1] += v[0] >> 26;
	v[0] &= M26;
	v[2] += v[1] >> 25;
	v[1] &= M25;
	v[3] += v[2] >> 26;
	v[2] &= M26;
	v[4] += v[3] >> 25;
	v[3] &= M25;
	v[5] += v[4] >> 26;
	v[4] &= M26;
	v[6] += v[5] >> 25;
	v[5] &= M25;
	v[7] += v[6] >> 26;
	v[6] &= M26;
	v[8] += v[7] >> 25;
	v[7] &= M25;
	v[9] += v[8] >> 26;
	v[8] &= M26;
	v[0] += 19 * (v[9] >> 25);
	v[9] &= M25;
	v[1] += v[0] >> 26;
	v[0] &= M26;
}

/* Carry 64-bit column sums (each < 2^63) into carried form. */
static void
carry64(cb_f25519 *r, uint64_t t[10])
{
	t[1] += t[0] >> 26;
	t[2] += t[1] >> 25;
	t[3] += t[2] >> 26;
	t[4] += t[3] >> 25;
	t[5] += t[4] >> 26;
	t[6] += t[5] >> 25;
	t[7] += t[6] >> 26;
	t[8] += t[7] >> 25;
	t[9] += t[8] >> 26;
	/* t[9] >> 25 < 2^38, times 19 fits easily */
	t[0] = (t[0] & M26) + 19 * (t[9] >> 25);
	r->v[0] = (uint32_t)t[0] & M26;
	r->v[1] = ((uint32_t)t[1] & M25) + (uint32_t)(t[0] >> 26);
	r->v[2] = (uint32_t)t[2] & M26;
	r->v[3] = (uint32_t)t[3] & M25;
	r->v[4] = (uint32_t)t[4] & M26;
	r->v[5] = (uint32_t)t[5] & M25;
	r->v[6] = (uint32_t)t[6] & M26;
	r->v[7] = (uint32_t)t[7] & M25;
	r->v[8] = (uint32_t)t[8] & M26;
	r->v[9] = (uint32_t)t[9] & M25;
}

void
cb_f25519_frombytes(cb_f25519 *r, const uint8_t in[32])
{
	uint8_t buf[40];
	unsigned i, off;

	memcpy(buf, in, 32);
	memset(buf + 32, 0, 8);
	for (i = 0; i < 10; i++) {
		off = limb_off[i];
		r->v[i] = (uint32_t)(cb_load64_le(buf + off / 8) >> (off % 8)) &
			  limb_mask(i);
	}
	/* limb 9 held bits 230..254: bit 255 is dropped by its mask */
}

void
cb_f25519_tobytes(uint8_t out[32], const cb_f25519 *a)
{
	uint32_t v[10], q;
	uint64_t acc;
	unsigned i, n, k;

	memcpy(v, a->v, sizeof(v));
	carry32(v);
	/* v < 2p; q = floor((v + 19) / 2^255) is 1 exactly when v >= p */
	q = (v[0] + 19) >> 26;
	for (i = 1; i < 10; i++)
		q = (v[i] + q) >> limb_bits(i);
	/* v - q p = v + 19 q - q 2^255: add, carry, drop bit 255 */
	v[0] += 19 * q;
	for (i = 0; i < 9; i++) {
		v[i + 1] += v[i] >> limb_bits(i);
		v[i] &= limb_mask(i);
	}
	v[9] &= M25;
	acc = 0;
	n = 0;
	k = 0;
	for (i = 0; i < 10; i++) {
		acc |= (uint64_t)v[i] << n;
		n += limb_bits(i);
		while (n >= 8) {
			out[k++] = (uint8_t)acc;
			acc >>= 8;
			n -= 8;
		}
	}
	/* 255 bits: the last 7 land in byte 31 */
	out[k] = (uint8_t)acc;
	cb_ct_barrier32(q);
}

void
cb_f25519_add(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b)
{
	unsigned i;

	for (i = 0; i < 10; i++)
		r->v[i] = a->v[i] + b->v[i];
	carry32(r->v);
}

void
cb_f25519_sub(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b)
{
	unsigned i;

	/* b carried: b_i <= 2p_i, so no limb goes negative */
	for (i = 0; i < 10; i++)
		r->v[i] = a->v[i] + two_p[i] - b->v[i];
	carry32(r->v);
}

/*
 * Product columns written out (the loops, unrolled, with the odd-odd
 * doubling and the 19 of 2^255 folded into precomputed operands):
 * t_k = sum over i + j = k of a_i b_j, plus 19 a_i b_j over i + j = k + 10,
 * each doubled when i and j are both odd, because then
 * ceil(25.5 i) + ceil(25.5 j) = ceil(25.5 (i + j)) + 1.  Operands: d = 2a
 * (< 2^27), g = 19b, s = 19a, u = 38a (< 2^31.3), so products are below
 * 2^58.3 and a column of at most ten of them below 2^62.
 */
void
cb_f25519_mul(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b)
{
	const uint32_t a0 = a->v[0];
	const uint32_t a1 = a->v[1];
	const uint32_t a2 = a->v[2];
	const uint32_t a3 = a->v[3];
	const uint32_t a4 = a->v[4];
	const uint32_t a5 = a->v[5];
	const uint32_t a6 = a->v[6];
	const uint32_t a7 = a->v[7];
	const uint32_t a8 = a->v[8];
	const uint32_t a9 = a->v[9];
	const uint32_t b0 = b->v[0];
	const uint32_t b1 = b->v[1];
	const uint32_t b2 = b->v[2];
	const uint32_t b3 = b->v[3];
	const uint32_t b4 = b->v[4];
	const uint32_t b5 = b->v[5];
	const uint32_t b6 = b->v[6];
	const uint32_t b7 = b->v[7];
	const uint32_t b8 = b->v[8];
	const uint32_t b9 = b->v[9];
	const uint32_t d1 = 2 * a->v[1];
	const uint32_t d3 = 2 * a->v[3];
	const uint32_t d5 = 2 * a->v[5];
	const uint32_t d7 = 2 * a->v[7];
	const uint32_t d9 = 2 * a->v[9];
	const uint32_t g1 = 19 * b->v[1];
	const uint32_t g2 = 19 * b->v[2];
	const uint32_t g3 = 19 * b->v[3];
	const uint32_t g4 = 19 * b->v[4];
	const uint32_t g5 = 19 * b->v[5];
	const uint32_t g6 = 19 * b->v[6];
	const uint32_t g7 = 19 * b->v[7];
	const uint32_t g8 = 19 * b->v[8];
	const uint32_t g9 = 19 * b->v[9];
	uint64_t t[10];

	t[0] = (uint64_t)a0 * b0 + (uint64_t)d1 * g9 + (uint64_t)a2 * g8 +
	       (uint64_t)d3 * g7 + (uint64_t)a4 * g6 + (uint64_t)d5 * g5 +
	       (uint64_t)a6 * g4 + (uint64_t)d7 * g3 + (uint64_t)a8 * g2 +
	       (uint64_t)d9 * g1;
	t[1] = (uint64_t)a0 * b1 + (uint64_t)a1 * b0 + (uint64_t)a2 * g9 +
	       (uint64_t)a3 * g8 + (uint64_t)a4 * g7 + (uint64_t)a5 * g6 +
	       (uint64_t)a6 * g5 + (uint64_t)a7 * g4 + (uint64_t)a8 * g3 +
	       (uint64_t)a9 * g2;
	t[2] = (uint64_t)a0 * b2 + (uint64_t)d1 * b1 + (uint64_t)a2 * b0 +
	       (uint64_t)d3 * g9 + (uint64_t)a4 * g8 + (uint64_t)d5 * g7 +
	       (uint64_t)a6 * g6 + (uint64_t)d7 * g5 + (uint64_t)a8 * g4 +
	       (uint64_t)d9 * g3;
	t[3] = (uint64_t)a0 * b3 + (uint64_t)a1 * b2 + (uint64_t)a2 * b1 +
	       (uint64_t)a3 * b0 + (uint64_t)a4 * g9 + (uint64_t)a5 * g8 +
	       (uint64_t)a6 * g7 + (uint64_t)a7 * g6 + (uint64_t)a8 * g5 +
	       (uint64_t)a9 * g4;
	t[4] = (uint64_t)a0 * b4 + (uint64_t)d1 * b3 + (uint64_t)a2 * b2 +
	       (uint64_t)d3 * b1 + (uint64_t)a4 * b0 + (uint64_t)d5 * g9 +
	       (uint64_t)a6 * g8 + (uint64_t)d7 * g7 + (uint64_t)a8 * g6 +
	       (uint64_t)d9 * g5;
	t[5] = (uint64_t)a0 * b5 + (uint64_t)a1 * b4 + (uint64_t)a2 * b3 +
	       (uint64_t)a3 * b2 + (uint64_t)a4 * b1 + (uint64_t)a5 * b0 +
	       (uint64_t)a6 * g9 + (uint64_t)a7 * g8 + (uint64_t)a8 * g7 +
	       (uint64_t)a9 * g6;
	t[6] = (uint64_t)a0 * b6 + (uint64_t)d1 * b5 + (uint64_t)a2 * b4 +
	       (uint64_t)d3 * b3 + (uint64_t)a4 * b2 + (uint64_t)d5 * b1 +
	       (uint64_t)a6 * b0 + (uint64_t)d7 * g9 + (uint64_t)a8 * g8 +
	       (uint64_t)d9 * g7;
	t[7] = (uint64_t)a0 * b7 + (uint64_t)a1 * b6 + (uint64_t)a2 * b5 +
	       (uint64_t)a3 * b4 + (uint64_t)a4 * b3 + (uint64_t)a5 * b2 +
	       (uint64_t)a6 * b1 + (uint64_t)a7 * b0 + (uint64_t)a8 * g9 +
	       (uint64_t)a9 * g8;
	t[8] = (uint64_t)a0 * b8 + (uint64_t)d1 * b7 + (uint64_t)a2 * b6 +
	       (uint64_t)d3 * b5 + (uint64_t)a4 * b4 + (uint64_t)d5 * b3 +
	       (uint64_t)a6 * b2 + (uint64_t)d7 * b1 + (uint64_t)a8 * b0 +
	       (uint64_t)d9 * g9;
	t[9] = (uint64_t)a0 * b9 + (uint64_t)a1 * b8 + (uint64_t)a2 * b7 +
	       (uint64_t)a3 * b6 + (uint64_t)a4 * b5 + (uint64_t)a5 * b4 +
	       (uint64_t)a6 * b3 + (uint64_t)a7 * b2 + (uint64_t)a8 * b1 +
	       (uint64_t)a9 * b0;
	carry64(r, t);
}

void
cb_f25519_sqr(cb_f25519 *r, const cb_f25519 *a)
{
	const uint32_t a0 = a->v[0];
	const uint32_t a1 = a->v[1];
	const uint32_t a2 = a->v[2];
	const uint32_t a3 = a->v[3];
	const uint32_t a4 = a->v[4];
	const uint32_t a5 = a->v[5];
	const uint32_t a6 = a->v[6];
	const uint32_t a7 = a->v[7];
	const uint32_t a8 = a->v[8];
	const uint32_t a9 = a->v[9];
	const uint32_t d0 = 2 * a->v[0];
	const uint32_t d1 = 2 * a->v[1];
	const uint32_t d2 = 2 * a->v[2];
	const uint32_t d3 = 2 * a->v[3];
	const uint32_t d4 = 2 * a->v[4];
	const uint32_t d5 = 2 * a->v[5];
	const uint32_t d6 = 2 * a->v[6];
	const uint32_t d7 = 2 * a->v[7];
	const uint32_t d8 = 2 * a->v[8];
	const uint32_t s6 = 19 * a->v[6];
	const uint32_t s7 = 19 * a->v[7];
	const uint32_t s8 = 19 * a->v[8];
	const uint32_t s9 = 19 * a->v[9];
	const uint32_t u5 = 38 * a->v[5];
	const uint32_t u7 = 38 * a->v[7];
	const uint32_t u9 = 38 * a->v[9];
	uint64_t t[10];

	t[0] = (uint64_t)a0 * a0 + (uint64_t)d1 * u9 + (uint64_t)d2 * s8 +
	       (uint64_t)d3 * u7 + (uint64_t)d4 * s6 + (uint64_t)a5 * u5;
	t[1] = (uint64_t)d0 * a1 + (uint64_t)d2 * s9 + (uint64_t)d3 * s8 +
	       (uint64_t)d4 * s7 + (uint64_t)d5 * s6;
	t[2] = (uint64_t)d0 * a2 + (uint64_t)a1 * d1 + (uint64_t)d3 * u9 +
	       (uint64_t)d4 * s8 + (uint64_t)d5 * u7 + (uint64_t)a6 * s6;
	t[3] = (uint64_t)d0 * a3 + (uint64_t)d1 * a2 + (uint64_t)d4 * s9 +
	       (uint64_t)d5 * s8 + (uint64_t)d6 * s7;
	t[4] = (uint64_t)d0 * a4 + (uint64_t)d1 * d3 + (uint64_t)a2 * a2 +
	       (uint64_t)d5 * u9 + (uint64_t)d6 * s8 + (uint64_t)a7 * u7;
	t[5] = (uint64_t)d0 * a5 + (uint64_t)d1 * a4 + (uint64_t)d2 * a3 +
	       (uint64_t)d6 * s9 + (uint64_t)d7 * s8;
	t[6] = (uint64_t)d0 * a6 + (uint64_t)d1 * d5 + (uint64_t)d2 * a4 +
	       (uint64_t)a3 * d3 + (uint64_t)d7 * u9 + (uint64_t)a8 * s8;
	t[7] = (uint64_t)d0 * a7 + (uint64_t)d1 * a6 + (uint64_t)d2 * a5 +
	       (uint64_t)d3 * a4 + (uint64_t)d8 * s9;
	t[8] = (uint64_t)d0 * a8 + (uint64_t)d1 * d7 + (uint64_t)d2 * a6 +
	       (uint64_t)d3 * d5 + (uint64_t)a4 * a4 + (uint64_t)a9 * u9;
	t[9] = (uint64_t)d0 * a9 + (uint64_t)d1 * a8 + (uint64_t)d2 * a7 +
	       (uint64_t)d3 * a6 + (uint64_t)d4 * a5;
	carry64(r, t);
}

void
cb_f25519_mul_small(cb_f25519 *r, const cb_f25519 *a, uint32_t c)
{
	uint64_t t[10];
	unsigned i;

	for (i = 0; i < 10; i++)
		t[i] = (uint64_t)a->v[i] * c;
	carry64(r, t);
}

#endif /* !CB_F25519_W32 */

void
cb_f25519_zero(cb_f25519 *r)
{
	memset(r, 0, sizeof(*r));
}

void
cb_f25519_one(cb_f25519 *r)
{
	cb_f25519_set(r, 1);
}

void
cb_f25519_set(cb_f25519 *r, uint32_t c)
{
	memset(r, 0, sizeof(*r));
	r->v[0] = c;
}

void
cb_f25519_copy(cb_f25519 *r, const cb_f25519 *a)
{
	memmove(r, a, sizeof(*r));
}

void
cb_f25519_neg(cb_f25519 *r, const cb_f25519 *a)
{
	cb_f25519 z;

	cb_f25519_zero(&z);
	cb_f25519_sub(r, &z, a);
}

#if !CB_F25519_W32
void
cb_f25519_sqr_n(cb_f25519 *r, const cb_f25519 *a, unsigned n)
{
	unsigned i;

	cb_f25519_sqr(r, a);
	for (i = 1; i < n; i++)
		cb_f25519_sqr(r, r);
}
#endif

/* x = a^(2^250 - 1), z11 = a^11. */
static void
pow_2_250_1(cb_f25519 *x, cb_f25519 *z11, const cb_f25519 *a)
{
	cb_f25519 t0, t1, t2;

	cb_f25519_sqr(&t0, a);			/* 2 */
	cb_f25519_sqr_n(&t1, &t0, 2);			/* 8 */
	cb_f25519_mul(&t1, &t1, a);		/* 9 */
	cb_f25519_mul(z11, &t0, &t1);		/* 11 */
	cb_f25519_sqr(&t0, z11);		/* 22 */
	cb_f25519_mul(&t1, &t1, &t0);		/* 31 = 2^5 - 1 */
	cb_f25519_sqr_n(&t0, &t1, 5);
	cb_f25519_mul(&t1, &t0, &t1);		/* 2^10 - 1 */
	cb_f25519_sqr_n(&t0, &t1, 10);
	cb_f25519_mul(&t0, &t0, &t1);		/* 2^20 - 1 */
	cb_f25519_sqr_n(&t2, &t0, 20);
	cb_f25519_mul(&t0, &t2, &t0);		/* 2^40 - 1 */
	cb_f25519_sqr_n(&t0, &t0, 10);
	cb_f25519_mul(&t1, &t0, &t1);		/* 2^50 - 1 */
	cb_f25519_sqr_n(&t0, &t1, 50);
	cb_f25519_mul(&t0, &t0, &t1);		/* 2^100 - 1 */
	cb_f25519_sqr_n(&t2, &t0, 100);
	cb_f25519_mul(&t0, &t2, &t0);		/* 2^200 - 1 */
	cb_f25519_sqr_n(&t0, &t0, 50);
	cb_f25519_mul(x, &t0, &t1);		/* 2^250 - 1 */
}

void
cb_f25519_inv(cb_f25519 *r, const cb_f25519 *a)
{
	cb_f25519 x, z11;

	/* p - 2 = 2^255 - 21 = (2^250 - 1) 2^5 + 11 */
	pow_2_250_1(&x, &z11, a);
	cb_f25519_sqr_n(&x, &x, 5);
	cb_f25519_mul(r, &x, &z11);
}

void
cb_f25519_pow22523(cb_f25519 *r, const cb_f25519 *a)
{
	cb_f25519 x, z11;

	/* 2^252 - 3 = (2^250 - 1) 2^2 + 1 */
	pow_2_250_1(&x, &z11, a);
	cb_f25519_sqr_n(&x, &x, 2);
	cb_f25519_mul(r, &x, a);
}

void
cb_f25519_cswap(cb_f25519 *a, cb_f25519 *b, uint32_t mask)
{
	unsigned i;
	uint32_t x;

	mask = cb_ct_barrier32(mask);
	for (i = 0; i < CB_F25519_LIMBS; i++) {
		x = mask & (a->v[i] ^ b->v[i]);
		a->v[i] ^= x;
		b->v[i] ^= x;
	}
}

void
cb_f25519_cmov(cb_f25519 *r, const cb_f25519 *a, uint32_t mask)
{
	unsigned i;

	mask = cb_ct_barrier32(mask);
	for (i = 0; i < CB_F25519_LIMBS; i++)
		r->v[i] ^= mask & (r->v[i] ^ a->v[i]);
}

uint32_t
cb_f25519_iszero(const cb_f25519 *a)
{
	uint8_t b[32];
	uint32_t acc = 0;
	unsigned i;

	cb_f25519_tobytes(b, a);
	for (i = 0; i < 32; i++)
		acc |= b[i];
	return ~cb_ct_nonzero32(acc);
}

uint32_t
cb_f25519_isneg(const cb_f25519 *a)
{
	uint8_t b[32];

	cb_f25519_tobytes(b, a);
	return b[0] & 1;
}
