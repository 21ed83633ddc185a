/* SPDX-License-Identifier: MIT */
/* Field arithmetic modulo p = 2^255-19 on eight full 32-bit words. */
/*
 * Constant-time: every value here may be secret.  The code is
 * straight-line over fixed word counts: carries are propagated in full,
 * folded with multiplications by 38 or masks, never tested; the final
 * reduction of cb_f25519_tobytes() adds 19 q for a computed bit q.
 *
 * An element is any value below 2^256 (RFC 7748 §5's field, with the
 * slack of the top bit); 2^256 = 2 * 2^255 = 38 mod p, so a carry c out of
 * word 7 comes back as 38 c at word 0.  Bounds of each fold are at the
 * fold.
 *
 * The cb_f25519_w32_* functions are the C twins of
 * src/arch/arm/f25519_armv7em.S (CB_ARM_F25519_ASM), the same algorithms
 * step for step: the assembly's rotating accumulator registers are the
 * window n[] of cb_f25519_w32_mul(), its UMAAL the cb_umaal() of
 * internal/mul.h.  Where the assembly is built the cb_f25519_* entry
 * points call it and the twins serve the firmware's differential check.
 */
#include "internal/f25519.h"

#if CB_F25519_W32

#include <string.h>

#include "internal/bytes.h"
#include "internal/mul.h"

#if CB_ARM_F25519_ASM
#include "arch/arm/f25519_armv7em.h"
#define W32_MUL cb_f25519_mul_armv7em
#define W32_SQR cb_f25519_sqr_armv7em
#define W32_ADD cb_f25519_add_armv7em
#define W32_SUB cb_f25519_sub_armv7em
#define W32_MUL_SMALL cb_f25519_mul_small_armv7em
#else
#define W32_MUL cb_f25519_w32_mul
#define W32_SQR cb_f25519_w32_sqr
#define W32_ADD cb_f25519_w32_add
#define W32_SUB cb_f25519_w32_sub
#define W32_MUL_SMALL cb_f25519_w32_mul_small
#endif

/*
 * r += 38 c for a carry c <= 2^27 out of word 7.  If that carries out
 * again the value was above 2^256 - 38 c, so it is now below 38 c <
 * 2^33 - 38: word 0 takes the second 38 without a carry.
 */
static void
fold38(uint32_t r[8], uint32_t c)
{
	uint64_t t = (uint64_t)c * 38;
	unsigned i;

	for (i = 0; i < 8; i++) {
		t += r[i];
		r[i] = (uint32_t)t;
		t >>= 32;
	}
	r[0] += 38 & (0u - (uint32_t)t);
}

/* see internal/f25519.h */
void
cb_f25519_w32_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
	uint32_t lo[8], n[8], c, c2, w;
	unsigned i, j;

	/*
	 * Row i adds a b_i to the window n = words i .. i + 7 of the product
	 * with one UMAAL per word (n_j + c + a_j b_i < 2^64); its carry is
	 * word i + 8, word i leaves the window as final.  Rows go in pairs
	 * sharing each a_j (the assembly's loads): row i's carry c is complete
	 * before row i + 1 adds a_7 b_(i+1) into it as word i + 8.
	 */
	memset(n, 0, sizeof(n));
	for (i = 0; i < 8; i += 2) {
		c = 0;
		c2 = 0;
		for (j = 0; j < 7; j++) {
			cb_umaal(&n[j], &c, a[j], b[i]);
			cb_umaal(&n[j + 1], &c2, a[j], b[i + 1]);
		}
		cb_umaal(&n[7], &c, a[7], b[i]);
		cb_umaal(&c, &c2, a[7], b[i + 1]);
		lo[i] = n[0];
		lo[i + 1] = n[1];
		memmove(n, n + 2, 6 * sizeof(n[0]));
		n[6] = c;
		n[7] = c2;
	}
	/*
	 * r = lo + 38 hi: lo_k + 38 hi_k + c < 39 * 2^32, so the carry stays
	 * at most 38 and fold38() takes it.  r is written only now, so it
	 * may alias a or b.
	 */
	c = 0;
	for (i = 0; i < 8; i++) {
		w = lo[i];
		cb_umaal(&w, &c, n[i], 38);
		r[i] = w;
	}
	fold38(r, c);
	cb_wipe(lo, sizeof(lo));
	cb_wipe(n, sizeof(n));
}

/* see internal/f25519.h */
void
cb_f25519_w32_sqr(uint32_t r[8], const uint32_t a[8])
{
	uint32_t lo[8], n[8], c, c2, w, l, h;
	uint64_t q;
	unsigned i, j, k;

	/*
	 * The cross products t = sum a_j a_i 2^(32 (i + j)), j > i, by the
	 * rows and window of cb_f25519_w32_mul(): row i from j = i + 1, where
	 * a_(i+1) a_i needs no load of its own; row i + 1 from j = i + 2.
	 * Row 6 is alone (a_7 a_6), and word 15 of t stays 0.
	 */
	memset(n, 0, sizeof(n));
	for (i = 0; i < 8; i += 2) {
		c = 0;
		c2 = 0;
		cb_umaal(&n[i + 1], &c, a[i + 1], a[i]);
		for (j = i + 2; j < 7; j++) {
			cb_umaal(&n[j], &c, a[j], a[i]);
			cb_umaal(&n[j + 1], &c2, a[j], a[i + 1]);
		}
		if (i < 6) {
			cb_umaal(&n[7], &c, a[7], a[i]);
			cb_umaal(&c, &c2, a[7], a[i + 1]);
		}
		lo[i] = n[0];
		lo[i + 1] = n[1];
		memmove(n, n + 2, 6 * sizeof(n[0]));
		n[6] = c;
		n[7] = c2;
	}
	/*
	 * a^2 = 2 t + sum a_k^2 2^(64 k): word w is 2 t_w + its half of a_k^2
	 * + c, one UMAAL by 2 (< 2^34, so c < 4); c is 0 after word 15 since
	 * a^2 < 2^512.  The low words back into lo[], the high ones into n[].
	 */
	c = 0;
	for (k = 0; k < 8; k++) {
		uint32_t *t = k < 4 ? &lo[2 * k] : &n[2 * k - 8];

		q = (uint64_t)a[k] * a[k];
		l = (uint32_t)q;
		h = (uint32_t)(q >> 32);
		cb_umaal(&l, &c, t[0], 2);
		cb_umaal(&h, &c, t[1], 2);
		t[0] = l;
		t[1] = h;
	}
	/* r = lo + 38 hi, then fold38(), as in the product */
	c = 0;
	for (i = 0; i < 8; i++) {
		w = lo[i];
		cb_umaal(&w, &c, n[i], 38);
		r[i] = w;
	}
	fold38(r, c);
	cb_wipe(lo, sizeof(lo));
	cb_wipe(n, sizeof(n));
}

/* see internal/f25519.h */
void
cb_f25519_w32_add(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
	uint64_t t = 0;
	unsigned i;

	/* a + b < 2^257: the carry is one bit, for fold38() */
	for (i = 0; i < 8; i++) {
		t += (uint64_t)a[i] + b[i];
		r[i] = (uint32_t)t;
		t >>= 32;
	}
	fold38(r, (uint32_t)t);
}

/* see internal/f25519.h */
void
cb_f25519_w32_sub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
	uint32_t borrow = 0, m;
	uint64_t t;
	unsigned i;

	/*
	 * a - b + 2^256 borrow, and a borrow takes 2^256 = 38 back: subtract
	 * 38.  That borrows again only from a value below 38, which wraps to
	 * at least 2^256 - 38: word 0 then takes the second 38 without one.
	 */
	for (i = 0; i < 8; i++) {
		t = (uint64_t)a[i] - b[i] - borrow;
		r[i] = (uint32_t)t;
		borrow = (uint32_t)(t >> 63);
	}
	m = 38 & (0u - borrow);
	borrow = 0;
	for (i = 0; i < 8; i++) {
		t = (uint64_t)r[i] - (i == 0 ? m : 0) - borrow;
		r[i] = (uint32_t)t;
		borrow = (uint32_t)(t >> 63);
	}
	r[0] -= 38 & (0u - borrow);
}

/* see internal/f25519.h */
void
cb_f25519_w32_mul_small(uint32_t r[8], const uint32_t a[8], uint32_t c)
{
	uint32_t carry = 0, w;
	unsigned i;

	/*
	 * a_i c + carry < 2^32 c: the carry stays below c < 2^21, and 38
	 * times it below 2^27 for fold38().  (The assembly computes each
	 * word as a_i (c - 1) + a_i + carry, one UMAAL in place.)
	 */
	for (i = 0; i < 8; i++) {
		w = a[i];
		cb_umaal(&w, &carry, a[i], c - 1);
		r[i] = w;
	}
	fold38(r, carry);
}

void
cb_f25519_frombytes(cb_f25519 *r, const uint8_t in[32])
{
	unsigned i;

	for (i = 0; i < 8; i++)
		r->v[i] = cb_load32_le(in + 4 * i);
	/* RFC 7748 §5: the top bit of a u-coordinate is ignored */
	r->v[7] &= 0x7fffffff;
}

void
cb_f25519_tobytes(uint8_t out[32], const cb_f25519 *a)
{
	uint32_t v[8], q;
	uint64_t t;
	unsigned i;

	/* v = (a mod 2^255) + 19 (a >> 255) < 2^255 + 19 < 2p */
	memcpy(v, a->v, sizeof(v));
	t = 19 * (uint64_t)(v[7] >> 31);
	v[7] &= 0x7fffffff;
	for (i = 0; i < 8; i++) {
		t += v[i];
		v[i] = (uint32_t)t;
		t >>= 32;
	}
	/* q = (v + 19) >> 255 is 1 exactly when v >= p */
	t = 19;
	for (i = 0; i < 7; i++)
		t = (t + v[i]) >> 32;
	q = (v[7] + (uint32_t)t) >> 31;
	/* v - q p = v + 19 q - q 2^255: add, carry, drop bit 255 */
	t = 19 * (uint64_t)q;
	for (i = 0; i < 8; i++) {
		t += v[i];
		v[i] = (uint32_t)t;
		t >>= 32;
	}
	v[7] &= 0x7fffffff;
	for (i = 0; i < 8; i++)
		cb_store32_le(out + 4 * i, v[i]);
	cb_ct_barrier32(q);
	cb_wipe(v, sizeof(v));
}

void
cb_f25519_add(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b)
{
	W32_ADD(r->v, a->v, b->v);
}

void
cb_f25519_sub(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b)
{
	W32_SUB(r->v, a->v, b->v);
}

void
cb_f25519_mul(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b)
{
	W32_MUL(r->v, a->v, b->v);
}

void
cb_f25519_sqr(cb_f25519 *r, const cb_f25519 *a)
{
	W32_SQR(r->v, a->v);
}

void
cb_f25519_mul_small(cb_f25519 *r, const cb_f25519 *a, uint32_t c)
{
	W32_MUL_SMALL(r->v, a->v, c);
}

#endif
