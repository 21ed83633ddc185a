/* SPDX-License-Identifier: MIT */
/* Field arithmetic modulo p = 2^448-2^224-1, radix 2^28 on 32-bit limbs. */
/*
 * Constant-time: every value here may be secret.  No branch or index
 * depends on limb values; loops have fixed bounds; carries are shifts and
 * masks; the final reduction in cb_f448_tobytes() adds q (2^224 + 1) for a
 * computed q in {0, 1} instead of branching; selection uses all-ones masks
 * passed through cb_ct_barrier32().
 *
 * Reduction: 2^448 = 2^224 + 1 (mod p), so column k >= 16 of a product
 * folds into columns k - 8 and k - 16.  Bounds: carried limbs are below
 * 2^28 + 2^10, products below 2^56.01, a column sums at most 16 of them
 * (< 2^60.01), and after folding no column exceeds four such sums
 * (< 2^62.1): the 64-bit accumulators never overflow.
 *
 * With CB_F448_W32 (fourteen 32-bit words, ec/f448_w32.c) only the
 * functions that do not depend on the representation are compiled here.
 */
#include "internal/f448.h"

#include <string.h>

#include "internal/bytes.h"
#include "internal/ct.h"

#define M28 0xfffffffu

void
cb_f448_zero(cb_f448 *r)
{
	memset(r, 0, sizeof(*r));
}

void
cb_f448_set(cb_f448 *r, uint32_t c)
{
	memset(r, 0, sizeof(*r));
	r->v[0] = c;
}

void
cb_f448_copy(cb_f448 *r, const cb_f448 *a)
{
	memmove(r, a, sizeof(*r));
}

#if !CB_F448_W32
/* Carry 32-bit limbs (each < 2^31) into carried form. */
static void
carry32(uint32_t v[16])
{
	unsigned i;
	uint32_t c;

	for (i = 0; i < 15; i++) {
		v[i + 1] += v[i] >> 28;
		v[i] &= M28;
	}
	c = v[15] >> 28;
	v[15] &= M28;
	v[0] += c;
	v[8] += c;
	v[1] += v[0] >> 28;
	v[0] &= M28;
	v[9] += v[8] >> 28;
	v[8] &= M28;
}

/* Carry 64-bit columns (each < 2^63) into carried form. */
static void
carry64(cb_f448 *r, uint64_t t[16])
{
	unsigned i;
	uint64_t c;

	for (i = 0; i < 15; i++) {
		t[i + 1] += t[i] >> 28;
		t[i] &= M28;
	}
	c = t[15] >> 28;
	t[15] &= M28;
	t[0] += c;
	t[8] += c;
	t[1] += t[0] >> 28;
	t[0] &= M28;
	t[9] += t[8] >> 28;
	t[8] &= M28;
	for (i = 0; i < 16; i++)
		r->v[i] = (uint32_t)t[i];
}

void
cb_f448_frombytes(cb_f448 *r, const uint8_t in[56])
{
	unsigned i;

	/* two limbs per seven bytes */
	for (i = 0; i < 8; i++) {
		const uint8_t *p = in + 7 * i;
		uint64_t w = (uint64_t)cb_load32_le(p) |
			     (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
			     (uint64_t)p[6] << 48;

		r->v[2 * i] = (uint32_t)w & M28;
		r->v[2 * i + 1] = (uint32_t)(w >> 28);
	}
}

void
cb_f448_tobytes(uint8_t out[56], const cb_f448 *a)
{
	uint32_t v[16], q;
	unsigned i, j;
	uint64_t w;

	memcpy(v, a->v, sizeof(v));
	carry32(v);
	/* v < 2p; q = floor((v + 2^224 + 1) / 2^448) is 1 iff v >= p */
	q = (v[0] + 1) >> 28;
	for (i = 1; i < 16; i++)
		q = (v[i] + q + (i == 8)) >> 28;
	/* v - q p = v + q (2^224 + 1) - q 2^448 */
	v[0] += q;
	v[8] += q;
	for (i = 0; i < 15; i++) {
		v[i + 1] += v[i] >> 28;
		v[i] &= M28;
	}
	v[15] &= M28;
	for (i = 0; i < 8; i++) {
		w = (uint64_t)v[2 * i] | (uint64_t)v[2 * i + 1] << 28;
		for (j = 0; j < 7; j++)
			out[7 * i + j] = (uint8_t)(w >> (8 * j));
	}
}

void
cb_f448_add(cb_f448 *r, const cb_f448 *a, const cb_f448 *b)
{
	unsigned i;

	for (i = 0; i < 16; i++)
		r->v[i] = a->v[i] + b->v[i];
	carry32(r->v);
}

void
cb_f448_sub(cb_f448 *r, const cb_f448 *a, const cb_f448 *b)
{
	unsigned i;

	/* add 2p (limbs 2^29 - 2, limb 8: 2^29 - 4) so no limb underflows */
	for (i = 0; i < 16; i++)
		r->v[i] = a->v[i] + (i == 8 ? 2 * M28 - 2 : 2 * M28) -
			  b->v[i];
	carry32(r->v);
}


/*
 * Schoolbook product with the 31 columns written out (t_k = sum over
 * i + j = k of a_i b_j; squaring uses d = 2a for the off-diagonal terms),
 * then folded with 2^448 = 2^224 + 1.
 */
void
cb_f448_mul(cb_f448 *r, const cb_f448 *a, const cb_f448 *b)
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
	const uint32_t a10 = a->v[10];
	const uint32_t a11 = a->v[11];
	const uint32_t a12 = a->v[12];
	const uint32_t a13 = a->v[13];
	const uint32_t a14 = a->v[14];
	const uint32_t a15 = a->v[15];
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
	const uint32_t b10 = b->v[10];
	const uint32_t b11 = b->v[11];
	const uint32_t b12 = b->v[12];
	const uint32_t b13 = b->v[13];
	const uint32_t b14 = b->v[14];
	const uint32_t b15 = b->v[15];
	uint64_t t[31];
	unsigned k;

	t[0] = (uint64_t)a0 * b0;
	t[1] = (uint64_t)a0 * b1 + (uint64_t)a1 * b0;
	t[2] = (uint64_t)a0 * b2 + (uint64_t)a1 * b1 + (uint64_t)a2 * b0;
	t[3] = (uint64_t)a0 * b3 + (uint64_t)a1 * b2 + (uint64_t)a2 * b1 +
	       (uint64_t)a3 * b0;
	t[4] = (uint64_t)a0 * b4 + (uint64_t)a1 * b3 + (uint64_t)a2 * b2 +
	       (uint64_t)a3 * b1 + (uint64_t)a4 * b0;
	t[5] = (uint64_t)a0 * b5 + (uint64_t)a1 * b4 + (uint64_t)a2 * b3 +
	       (uint64_t)a3 * b2 + (uint64_t)a4 * b1 + (uint64_t)a5 * b0;
	t[6] = (uint64_t)a0 * b6 + (uint64_t)a1 * b5 + (uint64_t)a2 * b4 +
	       (uint64_t)a3 * b3 + (uint64_t)a4 * b2 + (uint64_t)a5 * b1 +
	       (uint64_t)a6 * b0;
	t[7] = (uint64_t)a0 * b7 + (uint64_t)a1 * b6 + (uint64_t)a2 * b5 +
	       (uint64_t)a3 * b4 + (uint64_t)a4 * b3 + (uint64_t)a5 * b2 +
	       (uint64_t)a6 * b1 + (uint64_t)a7 * b0;
	t[8] = (uint64_t)a0 * b8 + (uint64_t)a1 * b7 + (uint64_t)a2 * b6 +
	       (uint64_t)a3 * b5 + (uint64_t)a4 * b4 + (uint64_t)a5 * b3 +
	       (uint64_t)a6 * b2 + (uint64_t)a7 * b1 + (uint64_t)a8 * b0;
	t[9] = (uint64_t)a0 * b9 + (uint64_t)a1 * b8 + (uint64_t)a2 * b7 +
	       (uint64_t)a3 * b6 + (uint64_t)a4 * b5 + (uint64_t)a5 * b4 +
	       (uint64_t)a6 * b3 + (uint64_t)a7 * b2 + (uint64_t)a8 * b1 +
	       (uint64_t)a9 * b0;
	t[10] = (uint64_t)a0 * b10 + (uint64_t)a1 * b9 + (uint64_t)a2 * b8 +
	        (uint64_t)a3 * b7 + (uint64_t)a4 * b6 + (uint64_t)a5 * b5 +
	        (uint64_t)a6 * b4 + (uint64_t)a7 * b3 + (uint64_t)a8 * b2 +
	        (uint64_t)a9 * b1 + (uint64_t)a10 * b0;
	t[11] = (uint64_t)a0 * b11 + (uint64_t)a1 * b10 + (uint64_t)a2 * b9 +
	        (uint64_t)a3 * b8 + (uint64_t)a4 * b7 + (uint64_t)a5 * b6 +
	        (uint64_t)a6 * b5 + (uint64_t)a7 * b4 + (uint64_t)a8 * b3 +
	        (uint64_t)a9 * b2 + (uint64_t)a10 * b1 + (uint64_t)a11 * b0;
	t[12] = (uint64_t)a0 * b12 + (uint64_t)a1 * b11 + (uint64_t)a2 * b10 +
	        (uint64_t)a3 * b9 + (uint64_t)a4 * b8 + (uint64_t)a5 * b7 +
	        (uint64_t)a6 * b6 + (uint64_t)a7 * b5 + (uint64_t)a8 * b4 +
	        (uint64_t)a9 * b3 + (uint64_t)a10 * b2 + (uint64_t)a11 * b1 +
	        (uint64_t)a12 * b0;
	t[13] = (uint64_t)a0 * b13 + (uint64_t)a1 * b12 + (uint64_t)a2 * b11 +
	        (uint64_t)a3 * b10 + (uint64_t)a4 * b9 + (uint64_t)a5 * b8 +
	        (uint64_t)a6 * b7 + (uint64_t)a7 * b6 + (uint64_t)a8 * b5 +
	        (uint64_t)a9 * b4 + (uint64_t)a10 * b3 + (uint64_t)a11 * b2 +
	        (uint64_t)a12 * b1 + (uint64_t)a13 * b0;
	t[14] = (uint64_t)a0 * b14 + (uint64_t)a1 * b13 + (uint64_t)a2 * b12 +
	        (uint64_t)a3 * b11 + (uint64_t)a4 * b10 + (uint64_t)a5 * b9 +
	        (uint64_t)a6 * b8 + (uint64_t)a7 * b7 + (uint64_t)a8 * b6 +
	        (uint64_t)a9 * b5 + (uint64_t)a10 * b4 + (uint64_t)a11 * b3 +
	        (uint64_t)a12 * b2 + (uint64_t)a13 * b1 + (uint64_t)a14 * b0;
	t[15] = (uint64_t)a0 * b15 + (uint64_t)a1 * b14 + (uint64_t)a2 * b13 +
	        (uint64_t)a3 * b12 + (uint64_t)a4 * b11 + (uint64_t)a5 * b10 +
	        (uint64_t)a6 * b9 + (uint64_t)a7 * b8 + (uint64_t)a8 * b7 +
	        (uint64_t)a9 * b6 + (uint64_t)a10 * b5 + (uint64_t)a11 * b4 +
	        (uint64_t)a12 * b3 + (uint64_t)a13 * b2 + (uint64_t)a14 * b1 +
	        (uint64_t)a15 * b0;
	t[16] = (uint64_t)a1 * b15 + (uint64_t)a2 * b14 + (uint64_t)a3 * b13 +
	        (uint64_t)a4 * b12 + (uint64_t)a5 * b11 + (uint64_t)a6 * b10 +
	        (uint64_t)a7 * b9 + (uint64_t)a8 * b8 + (uint64_t)a9 * b7 +
	        (uint64_t)a10 * b6 + (uint64_t)a11 * b5 + (uint64_t)a12 * b4 +
	        (uint64_t)a13 * b3 + (uint64_t)a14 * b2 + (uint64_t)a15 * b1;
	t[17] = (uint64_t)a2 * b15 + (uint64_t)a3 * b14 + (uint64_t)a4 * b13 +
	        (uint64_t)a5 * b12 + (uint64_t)a6 * b11 + (uint64_t)a7 * b10 +
	        (uint64_t)a8 * b9 + (uint64_t)a9 * b8 + (uint64_t)a10 * b7 +
	        (uint64_t)a11 * b6 + (uint64_t)a12 * b5 + (uint64_t)a13 * b4 +
	        (uint64_t)a14 * b3 + (uint64_t)a15 * b2;
	t[18] = (uint64_t)a3 * b15 + (uint64_t)a4 * b14 + (uint64_t)a5 * b13 +
	        (uint64_t)a6 * b12 + (uint64_t)a7 * b11 + (uint64_t)a8 * b10 +
	        (uint64_t)a9 * b9 + (uint64_t)a10 * b8 + (uint64_t)a11 * b7 +
	        (uint64_t)a12 * b6 + (uint64_t)a13 * b5 + (uint64_t)a14 * b4 +
	        (uint64_t)a15 * b3;
	t[19] = (uint64_t)a4 * b15 + (uint64_t)a5 * b14 + (uint64_t)a6 * b13 +
	        (uint64_t)a7 * b12 + (uint64_t)a8 * b11 + (uint64_t)a9 * b10 +
	        (uint64_t)a10 * b9 + (uint64_t)a11 * b8 + (uint64_t)a12 * b7 +
	        (uint64_t)a13 * b6 + (uint64_t)a14 * b5 + (uint64_t)a15 * b4;
	t[20] = (uint64_t)a5 * b15 + (uint64_t)a6 * b14 + (uint64_t)a7 * b13 +
	        (uint64_t)a8 * b12 + (uint64_t)a9 * b11 + (uint64_t)a10 * b10 +
	        (uint64_t)a11 * b9 + (uint64_t)a12 * b8 + (uint64_t)a13 * b7 +
	        (uint64_t)a14 * b6 + (uint64_t)a15 * b5;
	t[21] = (uint64_t)a6 * b15 + (uint64_t)a7 * b14 + (uint64_t)a8 * b13 +
	        (uint64_t)a9 * b12 + (uint64_t)a10 * b11 + (uint64_t)a11 * b10 +
	        (uint64_t)a12 * b9 + (uint64_t)a13 * b8 + (uint64_t)a14 * b7 +
	        (uint64_t)a15 * b6;
	t[22] = (uint64_t)a7 * b15 + (uint64_t)a8 * b14 + (uint64_t)a9 * b13 +
	        (uint64_t)a10 * b12 + (uint64_t)a11 * b11 +
	        (uint64_t)a12 * b10 + (uint64_t)a13 * b9 + (uint64_t)a14 * b8 +
	        (uint64_t)a15 * b7;
	t[23] = (uint64_t)a8 * b15 + (uint64_t)a9 * b14 + (uint64_t)a10 * b13 +
	        (uint64_t)a11 * b12 + (uint64_t)a12 * b11 +
	        (uint64_t)a13 * b10 + (uint64_t)a14 * b9 + (uint64_t)a15 * b8;
	t[24] = (uint64_t)a9 * b15 + (uint64_t)a10 * b14 + (uint64_t)a11 * b13 +
	        (uint64_t)a12 * b12 + (uint64_t)a13 * b11 +
	        (uint64_t)a14 * b10 + (uint64_t)a15 * b9;
	t[25] = (uint64_t)a10 * b15 + (uint64_t)a11 * b14 +
	        (uint64_t)a12 * b13 + (uint64_t)a13 * b12 +
	        (uint64_t)a14 * b11 + (uint64_t)a15 * b10;
	t[26] = (uint64_t)a11 * b15 + (uint64_t)a12 * b14 +
	        (uint64_t)a13 * b13 + (uint64_t)a14 * b12 +
	        (uint64_t)a15 * b11;
	t[27] = (uint64_t)a12 * b15 + (uint64_t)a13 * b14 +
	        (uint64_t)a14 * b13 + (uint64_t)a15 * b12;
	t[28] = (uint64_t)a13 * b15 + (uint64_t)a14 * b14 +
	        (uint64_t)a15 * b13;
	t[29] = (uint64_t)a14 * b15 + (uint64_t)a15 * b14;
	t[30] = (uint64_t)a15 * b15;
	/* fold from the top: 2^(28 k) = 2^(28 (k - 8)) + 2^(28 (k - 16)) */
	for (k = 30; k >= 16; k--) {
		t[k - 8] += t[k];
		t[k - 16] += t[k];
	}
	carry64(r, t);
}

void
cb_f448_sqr(cb_f448 *r, const cb_f448 *a)
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
	const uint32_t a10 = a->v[10];
	const uint32_t a11 = a->v[11];
	const uint32_t a12 = a->v[12];
	const uint32_t a13 = a->v[13];
	const uint32_t a14 = a->v[14];
	const uint32_t a15 = a->v[15];
	const uint32_t d0 = 2 * a->v[0];
	const uint32_t d1 = 2 * a->v[1];
	const uint32_t d2 = 2 * a->v[2];
	const uint32_t d3 = 2 * a->v[3];
	const uint32_t d4 = 2 * a->v[4];
	const uint32_t d5 = 2 * a->v[5];
	const uint32_t d6 = 2 * a->v[6];
	const uint32_t d7 = 2 * a->v[7];
	const uint32_t d8 = 2 * a->v[8];
	const uint32_t d9 = 2 * a->v[9];
	const uint32_t d10 = 2 * a->v[10];
	const uint32_t d11 = 2 * a->v[11];
	const uint32_t d12 = 2 * a->v[12];
	const uint32_t d13 = 2 * a->v[13];
	const uint32_t d14 = 2 * a->v[14];
	uint64_t t[31];
	unsigned k;

	t[0] = (uint64_t)a0 * a0;
	t[1] = (uint64_t)d0 * a1;
	t[2] = (uint64_t)d0 * a2 + (uint64_t)a1 * a1;
	t[3] = (uint64_t)d0 * a3 + (uint64_t)d1 * a2;
	t[4] = (uint64_t)d0 * a4 + (uint64_t)d1 * a3 + (uint64_t)a2 * a2;
	t[5] = (uint64_t)d0 * a5 + (uint64_t)d1 * a4 + (uint64_t)d2 * a3;
	t[6] = (uint64_t)d0 * a6 + (uint64_t)d1 * a5 + (uint64_t)d2 * a4 +
	       (uint64_t)a3 * a3;
	t[7] = (uint64_t)d0 * a7 + (uint64_t)d1 * a6 + (uint64_t)d2 * a5 +
	       (uint64_t)d3 * a4;
	t[8] = (uint64_t)d0 * a8 + (uint64_t)d1 * a7 + (uint64_t)d2 * a6 +
	       (uint64_t)d3 * a5 + (uint64_t)a4 * a4;
	t[9] = (uint64_t)d0 * a9 + (uint64_t)d1 * a8 + (uint64_t)d2 * a7 +
	       (uint64_t)d3 * a6 + (uint64_t)d4 * a5;
	t[10] = (uint64_t)d0 * a10 + (uint64_t)d1 * a9 + (uint64_t)d2 * a8 +
	        (uint64_t)d3 * a7 + (uint64_t)d4 * a6 + (uint64_t)a5 * a5;
	t[11] = (uint64_t)d0 * a11 + (uint64_t)d1 * a10 + (uint64_t)d2 * a9 +
	        (uint64_t)d3 * a8 + (uint64_t)d4 * a7 + (uint64_t)d5 * a6;
	t[12] = (uint64_t)d0 * a12 + (uint64_t)d1 * a11 + (uint64_t)d2 * a10 +
	        (uint64_t)d3 * a9 + (uint64_t)d4 * a8 + (uint64_t)d5 * a7 +
	        (uint64_t)a6 * a6;
	t[13] = (uint64_t)d0 * a13 + (uint64_t)d1 * a12 + (uint64_t)d2 * a11 +
	        (uint64_t)d3 * a10 + (uint64_t)d4 * a9 + (uint64_t)d5 * a8 +
	        (uint64_t)d6 * a7;
	t[14] = (uint64_t)d0 * a14 + (uint64_t)d1 * a13 + (uint64_t)d2 * a12 +
	        (uint64_t)d3 * a11 + (uint64_t)d4 * a10 + (uint64_t)d5 * a9 +
	        (uint64_t)d6 * a8 + (uint64_t)a7 * a7;
	t[15] = (uint64_t)d0 * a15 + (uint64_t)d1 * a14 + (uint64_t)d2 * a13 +
	        (uint64_t)d3 * a12 + (uint64_t)d4 * a11 + (uint64_t)d5 * a10 +
	        (uint64_t)d6 * a9 + (uint64_t)d7 * a8;
	t[16] = (uint64_t)d1 * a15 + (uint64_t)d2 * a14 + (uint64_t)d3 * a13 +
	        (uint64_t)d4 * a12 + (uint64_t)d5 * a11 + (uint64_t)d6 * a10 +
	        (uint64_t)d7 * a9 + (uint64_t)a8 * a8;
	t[17] = (uint64_t)d2 * a15 + (uint64_t)d3 * a14 + (uint64_t)d4 * a13 +
	        (uint64_t)d5 * a12 + (uint64_t)d6 * a11 + (uint64_t)d7 * a10 +
	        (uint64_t)d8 * a9;
	t[18] = (uint64_t)d3 * a15 + (uint64_t)d4 * a14 + (uint64_t)d5 * a13 +
	        (uint64_t)d6 * a12 + (uint64_t)d7 * a11 + (uint64_t)d8 * a10 +
	        (uint64_t)a9 * a9;
	t[19] = (uint64_t)d4 * a15 + (uint64_t)d5 * a14 + (uint64_t)d6 * a13 +
	        (uint64_t)d7 * a12 + (uint64_t)d8 * a11 + (uint64_t)d9 * a10;
	t[20] = (uint64_t)d5 * a15 + (uint64_t)d6 * a14 + (uint64_t)d7 * a13 +
	        (uint64_t)d8 * a12 + (uint64_t)d9 * a11 + (uint64_t)a10 * a10;
	t[21] = (uint64_t)d6 * a15 + (uint64_t)d7 * a14 + (uint64_t)d8 * a13 +
	        (uint64_t)d9 * a12 + (uint64_t)d10 * a11;
	t[22] = (uint64_t)d7 * a15 + (uint64_t)d8 * a14 + (uint64_t)d9 * a13 +
	        (uint64_t)d10 * a12 + (uint64_t)a11 * a11;
	t[23] = (uint64_t)d8 * a15 + (uint64_t)d9 * a14 + (uint64_t)d10 * a13 +
	        (uint64_t)d11 * a12;
	t[24] = (uint64_t)d9 * a15 + (uint64_t)d10 * a14 + (uint64_t)d11 * a13 +
	        (uint64_t)a12 * a12;
	t[25] = (uint64_t)d10 * a15 + (uint64_t)d11 * a14 +
	        (uint64_t)d12 * a13;
	t[26] = (uint64_t)d11 * a15 + (uint64_t)d12 * a14 +
	        (uint64_t)a13 * a13;
	t[27] = (uint64_t)d12 * a15 + (uint64_t)d13 * a14;
	t[28] = (uint64_t)d13 * a15 + (uint64_t)a14 * a14;
	t[29] = (uint64_t)d14 * a15;
	t[30] = (uint64_t)a15 * a15;
	/* fold from the top: 2^(28 k) = 2^(28 (k - 8)) + 2^(28 (k - 16)) */
	for (k = 30; k >= 16; k--) {
		t[k - 8] += t[k];
		t[k - 16] += t[k];
	}
	carry64(r, t);
}

void
cb_f448_mul_small(cb_f448 *r, const cb_f448 *a, uint32_t c)
{
	uint64_t t[16];
	unsigned i;

	for (i = 0; i < 16; i++)
		t[i] = (uint64_t)a->v[i] * c;
	carry64(r, t);
}

#endif /* !CB_F448_W32 */

void
cb_f448_neg(cb_f448 *r, const cb_f448 *a)
{
	cb_f448 z;

	cb_f448_zero(&z);
	cb_f448_sub(r, &z, a);
}

/* r = a^(2^n) */
static void
sqr_n(cb_f448 *r, const cb_f448 *a, unsigned n)
{
	unsigned i;

	cb_f448_sqr(r, a);
	for (i = 1; i < n; i++)
		cb_f448_sqr(r, r);
}

void
cb_f448_powp34(cb_f448 *r, const cb_f448 *a)
{
	cb_f448 x3, x6, x24, x222, t, u;

	/* x_n = a^(2^n - 1) */
	cb_f448_sqr(&t, a);
	cb_f448_mul(&t, &t, a);			/* x2 */
	cb_f448_sqr(&t, &t);
	cb_f448_mul(&x3, &t, a);		/* x3 */
	sqr_n(&t, &x3, 3);
	cb_f448_mul(&x6, &t, &x3);		/* x6 */
	sqr_n(&t, &x6, 6);
	cb_f448_mul(&t, &t, &x6);		/* x12 */
	sqr_n(&u, &t, 12);
	cb_f448_mul(&x24, &u, &t);		/* x24 */
	sqr_n(&t, &x24, 24);
	cb_f448_mul(&t, &t, &x24);		/* x48 */
	sqr_n(&u, &t, 48);
	cb_f448_mul(&t, &u, &t);		/* x96 */
	sqr_n(&u, &t, 96);
	cb_f448_mul(&t, &u, &t);		/* x192 */
	sqr_n(&t, &t, 24);
	cb_f448_mul(&t, &t, &x24);		/* x216 */
	sqr_n(&t, &t, 6);
	cb_f448_mul(&x222, &t, &x6);		/* x222 */
	cb_f448_sqr(&t, &x222);
	cb_f448_mul(&t, &t, a);			/* x223 */
	/* 2^446 - 2^222 - 1 = (2^223 - 1) 2^223 + (2^222 - 1) */
	sqr_n(&t, &t, 223);
	cb_f448_mul(r, &t, &x222);
}

void
cb_f448_inv(cb_f448 *r, const cb_f448 *a)
{
	cb_f448 t;

	/* p - 2 = 4 (p - 3)/4 + 1 */
	cb_f448_powp34(&t, a);
	sqr_n(&t, &t, 2);
	cb_f448_mul(r, &t, a);
}

void
cb_f448_cswap(cb_f448 *a, cb_f448 *b, uint32_t mask)
{
	unsigned i;
	uint32_t x;

	mask = cb_ct_barrier32(mask);
	for (i = 0; i < CB_F448_LIMBS; i++) {
		x = mask & (a->v[i] ^ b->v[i]);
		a->v[i] ^= x;
		b->v[i] ^= x;
	}
}

void
cb_f448_cmov(cb_f448 *r, const cb_f448 *a, uint32_t mask)
{
	unsigned i;

	mask = cb_ct_barrier32(mask);
	for (i = 0; i < CB_F448_LIMBS; i++)
		r->v[i] ^= mask & (r->v[i] ^ a->v[i]);
}

uint32_t
cb_f448_iszero(const cb_f448 *a)
{
	uint8_t b[56];
	uint32_t acc = 0;
	unsigned i;

	cb_f448_tobytes(b, a);
	for (i = 0; i < 56; i++)
		acc |= b[i];
	return ~cb_ct_nonzero32(acc);
}

uint32_t
cb_f448_isneg(const cb_f448 *a)
{
	uint8_t b[56];

	cb_f448_tobytes(b, a);
	return b[0] & 1;
}
