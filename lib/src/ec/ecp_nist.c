/* SPDX-License-Identifier: MIT */
/* Field arithmetic of the NIST primes P-256 and P-384 (dedicated reduction). */
/*
 * Constant-time.  Secret: every field element (coordinates of points
 * derived from private scalars).  The code is straight-line: no branch,
 * index or loop bound depends on the values; the final conditional
 * subtraction selects with masks.
 *
 * Both primes are -1 mod 2^32, so Montgomery's per-word factor is the
 * word itself (m_k = t_k), and their words are 0, 1 or 2^32 - 1, so the
 * reduction needs no multiplication: adding m p shifted by k words adds
 * or subtracts m at the few word offsets where p has a term
 *   P-256 = 2^256 - 2^224 + 2^192 + 2^96 - 1,
 *   P-384 = 2^384 - 2^128 - 2^96 + 2^32 - 1.
 * Column k of t + M p then is t_k + (the m_i at those offsets) - m_k, and
 * m_k (k < n) is what makes it a multiple of 2^32: the reduction is one
 * pass over the 2n columns with a signed 64-bit carry.  The result of
 * (t + M p) / R is below 2p; one masked subtraction brings it below p.
 * This is the same Montgomery form (R = 2^(32n)) as cb_bn_mont_mul, so
 * the comb tables and conversions of ecp.c are unchanged.
 *
 * P-256's multiplication, addition and subtraction are Thumb-2 assembly
 * on Armv7E-M and Armv8-M with DSP (CB_ARM_P256_ASM,
 * src/arch/arm/p256_armv7em.S, the multiplication generated and checked
 * by p256_armv7em_gen.py: the product by bands of four rows, then this
 * reduction in place as seven carry chains); p256_mul, p256_add and
 * p256_sub below are their C twins and the code everywhere else; the
 * assembly also squares (cb_p256_sqr_armv7em, each product a_i a_j once),
 * whose twin p256_sqr is p256_mul(a, a).  P-384's multiplication is
 * assembly too (CB_ARM_P384_ASM, src/arch/arm/p384_armv7em.S,
 * the product four rows at a time, then this reduction); p384_mul is its
 * twin.  The twins are always built (cb_ecp_field_p256_c, _p384_c), so
 * that the firmware's
 * self-test can hold the assembly to them; a build that does not
 * reference them drops them (-ffunction-sections, --gc-sections).
 */
#include "internal/config.h"
#include "internal/ct.h"
#include "internal/ecp.h"
#include "internal/mul.h"

#if CB_ARM_P256_ASM
#include "arch/arm/p256_armv7em.h"
#endif
#if CB_ARM_P384_ASM
#include "arch/arm/p384_armv7em.h"
#endif

#if defined(__GNUC__) && !defined(__clang__)
#define UNROLL _Pragma("GCC unroll 24")
#else
#define UNROLL
#endif

/* p as little-endian words */
static const uint32_t p256_p[8] = {
	0xffffffff, 0xffffffff, 0xffffffff, 0, 0, 0, 1, 0xffffffff
};
static const uint32_t p384_p[12] = {
	0xffffffff, 0, 0, 0xffffffff, 0xfffffffe, 0xffffffff,
	0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
	0xffffffff
};

/* t[0..2n-1] = a * b (operand scanning, one UMAAL per word product). */
static inline void
mul_wide(uint32_t *t, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint32_t h, lo;
	size_t i, j;

	UNROLL
	for (i = 0; i < n; i++)
		t[i] = 0;
	UNROLL
	for (i = 0; i < n; i++) {
		h = 0;
		UNROLL
		for (j = 0; j < n; j++) {
			lo = t[i + j];
			cb_umaal(&lo, &h, a[j], b[i]);
			t[i + j] = lo;
		}
		t[i + n] = h;
	}
}

/*
 * r = (c:r) mod p for (c:r) < 2p, c the carry word (0 or 1): subtract p
 * and keep the difference when it did not borrow past c.
 */
static inline void
cond_sub_p(uint32_t *r, uint32_t c, const uint32_t *p, size_t n)
{
	uint32_t d[12], bw = 0, take;
	uint64_t t;
	size_t i;

	UNROLL
	for (i = 0; i < n; i++) {
		t = (uint64_t)r[i] - p[i] - bw;
		d[i] = (uint32_t)t;
		bw = (uint32_t)(t >> 63);
	}
	take = cb_ct_barrier32(cb_ct_eq32(c, bw));
	UNROLL
	for (i = 0; i < n; i++)
		r[i] ^= take & (r[i] ^ d[i]);
}

/* r = a + b mod p for a, b < p. */
static inline void
add_p(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *p,
      size_t n)
{
	uint64_t c = 0;
	size_t i;

	UNROLL
	for (i = 0; i < n; i++) {
		c += (uint64_t)a[i] + b[i];
		r[i] = (uint32_t)c;
		c >>= 32;
	}
	cond_sub_p(r, (uint32_t)c, p, n);
}

/* r = a - b mod p for a, b < p: add p back under the borrow's mask. */
static inline void
sub_p(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *p,
      size_t n)
{
	uint64_t t, c = 0;
	uint32_t bw = 0, mask;
	size_t i;

	UNROLL
	for (i = 0; i < n; i++) {
		t = (uint64_t)a[i] - b[i] - bw;
		r[i] = (uint32_t)t;
		bw = (uint32_t)(t >> 63);
	}
	mask = cb_ct_barrier32((uint32_t)0 - bw);
	UNROLL
	for (i = 0; i < n; i++) {
		c += (uint64_t)r[i] + (p[i] & mask);
		r[i] = (uint32_t)c;
		c >>= 32;
	}
}

/* m_i if 0 <= i < n, else 0 (i is a loop position: public). */
#define M(i) ((i) >= 0 && (i) < n ? (int64_t)m[(i)] : 0)

/*
 * One column of the reduction: a carry in acc (|acc| < 2^36 throughout),
 * the word of t and the m terms; below n it also fixes m_k.  The carry
 * moves on with an arithmetic shift (GCC and Clang define >> on negative
 * values so; acc - m_k is an exact multiple of 2^32 there).
 */
#define COLUMN(k, terms)                                                      \
	do {                                                                  \
		acc += (int64_t)t[(k)] + (terms);                             \
		if ((k) < n) {                                                \
			m[(k)] = (uint32_t)acc;                               \
			acc -= m[(k)];                                        \
		} else {                                                      \
			r[(k) - n] = (uint32_t)acc;                           \
		}                                                             \
		acc >>= 32;                                                   \
	} while (0)

/* r = t / 2^256 mod P-256 (Montgomery reduction of t < p^2). */
static void
p256_redc(uint32_t r[8], const uint32_t t[16])
{
	const int n = 8;
	uint32_t m[8];
	int64_t acc = 0;
	int k;

	UNROLL
	for (k = 0; k < 2 * n; k++)
		COLUMN(k, M(k - 3) + M(k - 6) - M(k - 7) + M(k - 8));
	cond_sub_p(r, (uint32_t)acc, p256_p, 8);
}

/* r = t / 2^384 mod P-384 (Montgomery reduction of t < p^2). */
static void
p384_redc(uint32_t r[12], const uint32_t t[24])
{
	const int n = 12;
	uint32_t m[12];
	int64_t acc = 0;
	int k;

	UNROLL
	for (k = 0; k < 2 * n; k++)
		COLUMN(k, M(k - 1) - M(k - 3) - M(k - 4) + M(k - 12));
	cond_sub_p(r, (uint32_t)acc, p384_p, 12);
}

static void
p256_mul(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	uint32_t t[16];

	mul_wide(t, a, b, 8);
	p256_redc(r, t);
}

static void
p256_add(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	add_p(r, a, b, p256_p, 8);
}

static void
p256_sub(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	sub_p(r, a, b, p256_p, 8);
}

/* the C twin of cb_p256_sqr_armv7em: the product's function */
static void
p256_sqr(uint32_t *r, const uint32_t *a)
{
	p256_mul(r, a, a);
}

static void
p384_mul(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	uint32_t t[24];

	mul_wide(t, a, b, 12);
	p384_redc(r, t);
}

static void
p384_add(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	add_p(r, a, b, p384_p, 12);
}

static void
p384_sub(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	sub_p(r, a, b, p384_p, 12);
}

static void
p384_sqr(uint32_t *r, const uint32_t *a)
{
	p384_mul(r, a, a);
}

/* see internal/ecp.h: CIOS, one UMAAL per word product. */
void
cb_ecp_mont_mul8(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
		 const uint32_t m[8], uint32_t m0i)
{
	uint32_t t[9], c, lo, mm, t9;
	uint64_t s;
	size_t i, j;

	UNROLL
	for (i = 0; i < 9; i++)
		t[i] = 0;
	UNROLL
	for (i = 0; i < 8; i++) {
		/* t += a b_i (t < 2m before: t + a b_i < 2^288) */
		c = 0;
		UNROLL
		for (j = 0; j < 8; j++)
			cb_umaal(&t[j], &c, a[j], b[i]);
		s = (uint64_t)t[8] + c;
		t[8] = (uint32_t)s;
		t9 = (uint32_t)(s >> 32);
		/* t = (t + mm m) / 2^32, mm making the low word zero */
		mm = t[0] * m0i;
		c = 0;
		lo = t[0];
		cb_umaal(&lo, &c, mm, m[0]);
		UNROLL
		for (j = 1; j < 8; j++) {
			lo = t[j];
			cb_umaal(&lo, &c, mm, m[j]);
			t[j - 1] = lo;
		}
		s = (uint64_t)t[8] + c;
		t[7] = (uint32_t)s;
		t[8] = t9 + (uint32_t)(s >> 32);
	}
	cond_sub_p(t, t[8], m, 8);
	UNROLL
	for (i = 0; i < 8; i++)
		r[i] = t[i];
}

/* see internal/ecp.h */
const cb_ecp_field cb_ecp_field_p256_c = {
	p256_mul, p256_add, p256_sub, p256_sqr
};
#if CB_ARM_P256_ASM
const cb_ecp_field cb_ecp_field_p256 = {
	cb_p256_mul_armv7em, cb_p256_add_armv7em, cb_p256_sub_armv7em,
	cb_p256_sqr_armv7em
};
#else
const cb_ecp_field cb_ecp_field_p256 = {
	p256_mul, p256_add, p256_sub, p256_sqr
};
#endif
const cb_ecp_field cb_ecp_field_p384_c = {
	p384_mul, p384_add, p384_sub, p384_sqr
};
#if CB_ARM_P384_ASM
static void
p384_sqr_armv7em(uint32_t *r, const uint32_t *a)
{
	cb_p384_mul_armv7em(r, a, a);
}

const cb_ecp_field cb_ecp_field_p384 = {
	cb_p384_mul_armv7em, p384_add, p384_sub, p384_sqr_armv7em
};
#else
const cb_ecp_field cb_ecp_field_p384 = {
	p384_mul, p384_add, p384_sub, p384_sqr
};
#endif
