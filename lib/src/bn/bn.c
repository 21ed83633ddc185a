/* SPDX-License-Identifier: MIT */
/* Constant-time fixed-size big integers on 32-bit limbs (cb/bn.h). */
/*
 * Constant-time.  Secret: every limb value of every operand, including
 * moduli and exponents.  Loops run over the limb counts and the exponent
 * length, which are public; carries are propagated arithmetically,
 * comparisons produce masks (internal/ct.h), selections are masked
 * moves, and the exponentiation table is read in full for every window.
 * There is no / or % on values.  The Arm UMAAL path (below) is a
 * single-cycle multiply-accumulate on Cortex-M4/M33, independent of the
 * operands; there the rows of the Montgomery product for sizes other
 * than the curves' are Thumb-2 assembly (CB_ARM_MONT_ASM,
 * src/arch/arm/mont_armv7em.S, one row or two a pass; mont_mul_core is
 * their C twin, a row per b_i).
 * Cortex-M3 (UMULL/UMLAL with early termination) is not a
 * constant-time target for this file.
 */
#include <string.h>

#include "cb/bn.h"
#include "cb/util.h"
#include "internal/bnw.h"
#include "internal/ct.h"
#include "internal/mul.h"

#if CB_ARM_MONT_ASM
#include "arch/arm/mont_armv7em.h"
#endif

/* Largest specialised (curve) size, limbs: P-521. */
#define CB_BN_SMALL_LIMBS 17

/* mont_row's spelling for a size n: in place unless n is a constant */
#if defined(__GNUC__)
#define MONT_IN_PLACE(n) (!__builtin_constant_p(n))
#else
#define MONT_IN_PLACE(n) 1
#endif
#if defined(__GNUC__) && !defined(__clang__)
#define CB_BN_UNROLL _Pragma("GCC unroll 17")
#else
#define CB_BN_UNROLL
#endif

/* see cb/bn.h */
uint32_t
cb_bn_add(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint64_t c = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		c += (uint64_t)a[i] + b[i];
		r[i] = (uint32_t)c;
		c >>= 32;
	}
	return (uint32_t)c;
}

/* see cb/bn.h */
uint32_t
cb_bn_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint64_t d;
	uint32_t bw = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		d = (uint64_t)a[i] - b[i] - bw;
		r[i] = (uint32_t)d;
		bw = (uint32_t)(d >> 63);
	}
	return bw;
}

/* see cb/bn.h */
void
cb_bn_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint64_t c;
	size_t i, j;

	memset(r, 0, 2 * n * sizeof(*r));
	for (i = 0; i < n; i++) {
		c = 0;
		for (j = 0; j < n; j++) {
			/* a*b + r + c < 2^64: (2^32-1)^2 + 2(2^32-1) */
			c += (uint64_t)a[j] * b[i] + r[i + j];
			r[i + j] = (uint32_t)c;
			c >>= 32;
		}
		r[i + n] = (uint32_t)c;
	}
}

/* see cb/bn.h */
int
cb_bn_cmp(const uint32_t *a, const uint32_t *b, size_t n)
{
	uint32_t lt = 0, gt = 0, l, g, done;
	size_t i;

	/* from the top: the first differing limb decides */
	for (i = n; i-- > 0;) {
		l = cb_ct_lt32(a[i], b[i]);
		g = cb_ct_lt32(b[i], a[i]);
		done = lt | gt;
		lt |= l & ~done;
		gt |= g & ~done;
	}
	return (int)(gt & 1) - (int)(lt & 1);
}

/* see cb/bn.h */
uint32_t
cb_bn_is_zero(const uint32_t *a, size_t n)
{
	uint32_t acc = 0;
	size_t i;

	for (i = 0; i < n; i++)
		acc |= a[i];
	return ~cb_ct_nonzero32(acc) & 1;
}

/* see cb/bn.h */
void
cb_bn_cmov(uint32_t *r, const uint32_t *a, size_t n, uint32_t ctl)
{
	uint32_t m = cb_ct_barrier32((uint32_t)0 - ctl);
	size_t i;

	for (i = 0; i < n; i++)
		r[i] ^= m & (r[i] ^ a[i]);
}

/* see cb/bn.h */
void
cb_bn_cswap(uint32_t *a, uint32_t *b, size_t n, uint32_t ctl)
{
	uint32_t m = cb_ct_barrier32((uint32_t)0 - ctl), t;
	size_t i;

	for (i = 0; i < n; i++) {
		t = m & (a[i] ^ b[i]);
		a[i] ^= t;
		b[i] ^= t;
	}
}

/* see cb/bn.h */
int
cb_bn_from_bytes(uint32_t *r, size_t n, const uint8_t *in, size_t len)
{
	size_t i;

	memset(r, 0, n * sizeof(*r));
	if (len > 4 * n)
		return CB_E_ARG;
	for (i = 0; i < len; i++)
		r[i >> 2] |= (uint32_t)in[len - 1 - i] << (8 * (i & 3));
	return CB_OK;
}

/* see cb/bn.h */
void
cb_bn_to_bytes(uint8_t *out, size_t len, const uint32_t *a, size_t n)
{
	size_t i;

	for (i = 0; i < len; i++)
		out[len - 1 - i] = (i >> 2) < n ?
			(uint8_t)(a[i >> 2] >> (8 * (i & 3))) : 0;
}

/*
 * r = (c:r) - m if that is non-negative, else r, where c is a carry bit
 * above r and (c:r) < 2m.  The difference is taken when c equals the
 * borrow of r - m (c = 1 with no borrow cannot happen: (c:r) < 2m).
 * d is n limbs of scratch.
 */
static CB_ALWAYS_INLINE void
cond_sub_d(uint32_t *r, uint32_t c, const uint32_t *m, size_t n,
	   uint32_t *d)
{
	uint32_t bw = 0, take;
	uint64_t t;
	size_t i;

	CB_BN_UNROLL
	for (i = 0; i < n; i++) {
		t = (uint64_t)r[i] - m[i] - bw;
		d[i] = (uint32_t)t;
		bw = (uint32_t)(t >> 63);
	}
	take = cb_ct_barrier32(cb_ct_eq32(c, bw));
	CB_BN_UNROLL
	for (i = 0; i < n; i++)
		r[i] ^= take & (r[i] ^ d[i]);
}

/* The same without scratch: a first pass finds the borrow. */
static void
cond_sub(uint32_t *r, uint32_t c, const uint32_t *m, size_t n)
{
	uint32_t bw = 0, take;
	uint64_t t;
	size_t i;

	for (i = 0; i < n; i++) {
		t = (uint64_t)r[i] - m[i] - bw;
		bw = (uint32_t)(t >> 63);
	}
	take = cb_ct_barrier32(cb_ct_eq32(c, bw));
	bw = 0;
	for (i = 0; i < n; i++) {
		t = (uint64_t)r[i] - m[i] - bw;
		bw = (uint32_t)(t >> 63);
		r[i] ^= take & (r[i] ^ (uint32_t)t);
	}
}

/* see cb/bn.h */
void
cb_bn_mod(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *m,
	  size_t n)
{
	uint32_t c, bit;
	size_t i, j;
	int k;

	memset(r, 0, n * sizeof(*r));
	/* Horner on the bits of a: r = 2r + bit, then reduce (2r+1 < 2m) */
	for (i = an; i-- > 0;) {
		for (k = 31; k >= 0; k--) {
			bit = (a[i] >> k) & 1;
			c = r[n - 1] >> 31;
			for (j = n - 1; j > 0; j--)
				r[j] = (r[j] << 1) | (r[j - 1] >> 31);
			r[0] = (r[0] << 1) | bit;
			cond_sub(r, c, m, n);
		}
	}
}

/* r = a + b mod m for a, b < m; d is n limbs of scratch. */
static CB_ALWAYS_INLINE void
mod_add_core(uint32_t *r, const uint32_t *a, const uint32_t *b,
	     const uint32_t *m, size_t n, uint32_t *d)
{
	uint64_t c = 0;
	size_t i;

	CB_BN_UNROLL
	for (i = 0; i < n; i++) {
		c += (uint64_t)a[i] + b[i];
		r[i] = (uint32_t)c;
		c >>= 32;
	}
	cond_sub_d(r, (uint32_t)c, m, n, d);
}

/* r = a - b mod m for a, b < m. */
static CB_ALWAYS_INLINE void
mod_sub_core(uint32_t *r, const uint32_t *a, const uint32_t *b,
	     const uint32_t *m, size_t n)
{
	uint64_t t, c = 0;
	uint32_t bw = 0, mask;
	size_t i;

	CB_BN_UNROLL
	for (i = 0; i < n; i++) {
		t = (uint64_t)a[i] - b[i] - bw;
		r[i] = (uint32_t)t;
		bw = (uint32_t)(t >> 63);
	}
	/* add m back when it borrowed */
	mask = cb_ct_barrier32((uint32_t)0 - bw);
	CB_BN_UNROLL
	for (i = 0; i < n; i++) {
		c += (uint64_t)r[i] + (m[i] & mask);
		r[i] = (uint32_t)c;
		c >>= 32;
	}
}

/* see cb/bn.h */
void
cb_bn_mod_add(uint32_t *r, const uint32_t *a, const uint32_t *b,
	      const uint32_t *m, size_t n)
{
	uint32_t d[CB_BN_SMALL_LIMBS];

	switch (n) { /* public: the modulus size */
	case 8:
		mod_add_core(r, a, b, m, 8, d);
		break;
	case 12:
		mod_add_core(r, a, b, m, 12, d);
		break;
	case 16:
		mod_add_core(r, a, b, m, 16, d);
		break;
	case 17:
		mod_add_core(r, a, b, m, 17, d);
		break;
	default:
		cond_sub(r, cb_bn_add(r, a, b, n), m, n);
		break;
	}
}

/* see cb/bn.h */
void
cb_bn_mod_sub(uint32_t *r, const uint32_t *a, const uint32_t *b,
	      const uint32_t *m, size_t n)
{
	switch (n) { /* public: the modulus size */
	case 8:
		mod_sub_core(r, a, b, m, 8);
		break;
	case 12:
		mod_sub_core(r, a, b, m, 12);
		break;
	case 16:
		mod_sub_core(r, a, b, m, 16);
		break;
	case 17:
		mod_sub_core(r, a, b, m, 17);
		break;
	default:
		mod_sub_core(r, a, b, m, n);
		break;
	}
}

/* see cb/bn.h */
uint32_t
cb_bn_mont_m0i(uint32_t m0)
{
	uint32_t y = m0;
	int i;

	/* Newton: y = m0^-1 mod 2^k doubles k each step (y0 good to 3 bits) */
	for (i = 0; i < 5; i++)
		y *= 2 - m0 * y;
	return (uint32_t)0 - y;
}

/* see cb/bn.h */
void
cb_bn_mont_rr(uint32_t *rr, const uint32_t *m, size_t n)
{
	uint32_t c;
	size_t i, j;

	/* start at 1 and double 64n times, reducing each time */
	memset(rr, 0, n * sizeof(*rr));
	rr[0] = 1;
	cond_sub(rr, 0, m, n); /* m == 1 */
	for (i = 0; i < 64 * n; i++) {
		c = rr[n - 1] >> 31;
		for (j = n - 1; j > 0; j--)
			rr[j] = (rr[j] << 1) | (rr[j - 1] >> 31);
		rr[0] <<= 1;
		cond_sub(rr, c, m, n);
	}
}

/*
 * One CIOS row over t of n + 1 words: t = (t + a bi + mm m) / 2^32, mm
 * chosen to make the division exact (the C twin of
 * cb_bn_mont_row_armv7em).  Each step is cb_umaal (internal/mul.h): one
 * UMAAL instruction on Armv7E-M and Armv8-M with DSP, the same in C
 * elsewhere.  in_place, a constant at every call, picks one of two
 * spellings of the first loop: with n unknown (RSA, DH, DSA) GCC
 * schedules the in-place form 5-7% better on Cortex-M4; with n constant
 * (the curves, fully unrolled) the other (MONT_IN_PLACE).
 */
static CB_ALWAYS_INLINE void
mont_row(uint32_t *t, const uint32_t *a, const uint32_t *m, size_t n,
	 uint32_t bi, uint32_t m0i, int in_place)
{
	uint32_t mm, hi, h = 0, lo;
	uint64_t c;
	size_t j;

	/* t += a * bi */
	if (in_place) {
		CB_BN_UNROLL
		for (j = 0; j < n; j++)
			cb_umaal(&t[j], &h, a[j], bi);
	} else {
		CB_BN_UNROLL
		for (j = 0; j < n; j++) {
			lo = t[j];
			cb_umaal(&lo, &h, a[j], bi);
			t[j] = lo;
		}
	}
	c = (uint64_t)h + t[n];
	t[n] = (uint32_t)c;
	hi = (uint32_t)(c >> 32);
	/* t = (t + mm * m) / 2^32, exact by the choice of mm */
	mm = t[0] * m0i;
	c = ((uint64_t)mm * m[0] + t[0]) >> 32;
	h = (uint32_t)c;
	CB_BN_UNROLL
	for (j = 1; j < n; j++) {
		lo = t[j];
		cb_umaal(&lo, &h, mm, m[j]);
		t[j - 1] = lo;
	}
	c = (uint64_t)h + t[n];
	t[n - 1] = (uint32_t)c;
	t[n] = hi + (uint32_t)(c >> 32);
}

/*
 * CIOS Montgomery product, a row per word of b; inlined with constant n
 * for the curve sizes so the compiler can unroll.  t keeps partial
 * products of secret values on the stack; it is not wiped per call
 * (callers wipe their own values).
 */
static CB_ALWAYS_INLINE void
mont_mul_core(uint32_t *r, const uint32_t *a, const uint32_t *b,
	      const uint32_t *m, size_t n, uint32_t m0i, uint32_t *t)
{
	size_t i, j;

	for (j = 0; j < n + 2; j++)
		t[j] = 0;
	for (i = 0; i < n; i++)
		mont_row(t, a, m, n, b[i], m0i, MONT_IN_PLACE(n));
	/* t < 2m: one conditional subtraction (scratch above t) */
	cond_sub_d(t, t[n], m, n, t + n + 2);
	for (j = 0; j < n; j++)
		r[j] = t[j];
}

/*
 * Any other size; kept out of line so its large frame stays here.  The
 * assembly rows need t of n + 1 words and the subtraction without scratch
 * (cond_sub): half the frame of mont_mul_core's 2n + 2 (RSA's stack).
 */
static CB_NOINLINE void
mont_mul_any(uint32_t *r, const uint32_t *a, const uint32_t *b,
	     const uint32_t *m, size_t n, uint32_t m0i)
{
#if CB_ARM_MONT_ASM
	uint32_t t[CB_BN_MAX_LIMBS + 3];
	size_t i;

	if (n >= 2) { /* public: the modulus size */
		for (i = 0; i <= n; i++)
			t[i] = 0;
		/* two rows a pass, the last alone when n is odd */
		for (i = 0; i + 1 < n; i += 2)
			cb_bn_mont_row2_armv7em(t, a, m, n, b[i], b[i + 1],
						m0i);
		if (n & 1) /* public: the modulus size */
			cb_bn_mont_row_armv7em(t, a, m, n, b[n - 1], m0i);
		/* t < 2m: one conditional subtraction */
		cond_sub(t, t[n], m, n);
		for (i = 0; i < n; i++)
			r[i] = t[i];
		return;
	}
#else
	uint32_t t[2 * CB_BN_MAX_LIMBS + 2];
#endif
	mont_mul_core(r, a, b, m, n, m0i, t);
}

/* One instance per curve size, each with a stack frame of its size. */
#define MONT_CASE(k)                                                          \
	case k: {                                                             \
		uint32_t t[2 * (k) + 2];                                      \
		mont_mul_core(r, a, b, m, k, m0i, t);                         \
		break;                                                        \
	}

/* see cb/bn.h */
void
cb_bn_mont_mul(uint32_t *r, const uint32_t *a, const uint32_t *b,
	       const uint32_t *m, size_t n, uint32_t m0i)
{
	switch (n) { /* public: the modulus size */
	MONT_CASE(8)
	MONT_CASE(12)
	MONT_CASE(16)
	MONT_CASE(17)
	default:
		mont_mul_any(r, a, b, m, n, m0i);
		break;
	}
}

/* see cb/bn.h */
void
cb_bn_mod_exp_rr(uint32_t *r, const uint32_t *a, const uint32_t *e,
		 size_t el, const uint32_t *m, size_t n, const uint32_t *rr,
		 uint32_t *tmp)
{
	uint32_t *tab = tmp;             /* 16 entries: a^i R mod m */
	uint32_t *acc = tmp + 16 * n;
	uint32_t *sel = tmp + 17 * n;
	uint32_t m0i = cb_bn_mont_m0i(m[0]), d, mask;
	size_t i, j, w;
	int k;

	/* tab[0] = R mod m = mont(1, R^2); tab[1] = a R mod m */
	memset(sel, 0, n * sizeof(*sel));
	sel[0] = 1;
	cb_bn_mont_mul(tab, sel, rr, m, n, m0i);
	cb_bn_mont_mul(tab + n, a, rr, m, n, m0i);
	for (i = 2; i < 16; i++)
		cb_bn_mont_mul(tab + i * n, tab + (i - 1) * n, tab + n, m, n,
			       m0i);
	memcpy(acc, tab, n * sizeof(*acc));
	for (w = el; w-- > 0;) {
		for (k = 28; k >= 0; k -= 4) {
			for (i = 0; i < 4; i++)
				cb_bn_mont_mul(acc, acc, acc, m, n, m0i);
			d = (e[w] >> k) & 15;
			/* masked scan: read every entry, keep entry d */
			memset(sel, 0, n * sizeof(*sel));
			for (i = 0; i < 16; i++) {
				mask = cb_ct_eq32((uint32_t)i, d);
				for (j = 0; j < n; j++)
					sel[j] |= mask & tab[i * n + j];
			}
			cb_bn_mont_mul(acc, acc, sel, m, n, m0i);
		}
	}
	/* out of Montgomery form: mont(acc, 1) */
	memset(sel, 0, n * sizeof(*sel));
	sel[0] = 1;
	cb_bn_mont_mul(r, acc, sel, m, n, m0i);
	cb_wipe(tmp, 18 * n * sizeof(*tmp));
}

/* see cb/bn.h */
void
cb_bn_mod_exp(uint32_t *r, const uint32_t *a, const uint32_t *e,
	      size_t el, const uint32_t *m, size_t n, uint32_t *tmp)
{
	uint32_t *rr = tmp + 18 * n;

	cb_bn_mont_rr(rr, m, n);
	cb_bn_mod_exp_rr(r, a, e, el, m, n, rr, tmp);
	cb_wipe(rr, n * sizeof(*rr));
}

/* see cb/bn.h */
void
cb_bn_mod_inv_prime_rr(uint32_t *r, const uint32_t *a, const uint32_t *m,
		       size_t n, const uint32_t *rr, uint32_t *tmp)
{
	uint32_t *e = tmp + CB_BN_MODEXP_TMP_LIMBS(n);

	memset(e, 0, n * sizeof(*e));
	e[0] = 2;
	(void)cb_bn_sub(e, m, e, n);
	cb_bn_mod_exp_rr(r, a, e, n, m, n, rr, tmp);
	cb_wipe(e, n * sizeof(*e));
}

/* see cb/bn.h */
void
cb_bn_mod_inv_prime(uint32_t *r, const uint32_t *a, const uint32_t *m,
		    size_t n, uint32_t *tmp)
{
	uint32_t *e = tmp + CB_BN_MODEXP_TMP_LIMBS(n);

	memset(e, 0, n * sizeof(*e));
	e[0] = 2;
	(void)cb_bn_sub(e, m, e, n);
	cb_bn_mod_exp(r, a, e, n, m, n, tmp);
	cb_wipe(e, n * sizeof(*e));
}

/* ---- scratch in the caller's workspace (internal/bnw.h) ---- */

/*
 * Word i of entry d of a table of entries 1..ne (n limbs each, entry k at
 * tab + (k - 1) n); 0 for d = 0.  Every entry is read (d is secret).
 */
static CB_ALWAYS_INLINE uint32_t
bnw_gather(const uint32_t *tab, size_t ne, size_t n, uint32_t d, size_t i)
{
	uint32_t v = 0;
	size_t k;

	for (k = 1; k <= ne; k++)
		v |= cb_ct_eq32((uint32_t)k, d) & tab[(k - 1) * n + i];
	return v;
}

#if CB_ARM_MONT_ASM
/*
 * All ones if k == d, else zero, for k, d < 2^31: (k ^ d) - 1 has its top
 * bit set only when k ^ d is zero.
 */
static CB_ALWAYS_INLINE uint32_t
bnw_mask(uint32_t k, uint32_t d)
{
	return cb_ct_barrier32((uint32_t)0 - (((k ^ d) - 1) >> 31));
}

/* Words i .. i + 3 of entry d (as bnw_gather), one mask per entry. */
static CB_ALWAYS_INLINE void
bnw_gather4(uint32_t *g, const uint32_t *tab, size_t ne, size_t n,
	    uint32_t d, size_t i)
{
	uint32_t g0 = 0, g1 = 0, g2 = 0, g3 = 0, mask;
	const uint32_t *p = tab + i;
	size_t k;

	for (k = 1; k <= ne; k++, p += n) {
		mask = bnw_mask((uint32_t)k, d);
		g0 |= mask & p[0];
		g1 |= mask & p[1];
		g2 |= mask & p[2];
		g3 |= mask & p[3];
	}
	g[0] = g0;
	g[1] = g1;
	g[2] = g2;
	g[3] = g3;
}
#endif

/*
 * t = a b / R mod m into t (n + 2 limbs: the product, its carry word and
 * one spare), b's words either from b or, when b is NULL, gathered from
 * entry d of tab (ne entries).
 */
static void
bnw_mont(uint32_t *t, const uint32_t *a, const uint32_t *b,
	 const uint32_t *tab, size_t ne, uint32_t d, const uint32_t *m,
	 size_t n, uint32_t m0i)
{
	uint32_t bi;
	size_t i;

	for (i = 0; i <= n; i++)
		t[i] = 0;
#if CB_ARM_MONT_ASM
	if (n >= 2) { /* public: the modulus size */
		uint32_t g[4];

		i = 0;
		if (b == NULL) { /* public: which call */
			/* four words of the entry a scan, two rows each */
			for (; i + 3 < n; i += 4) {
				bnw_gather4(g, tab, ne, n, d, i);
				cb_bn_mont_row2_armv7em(t, a, m, n, g[0], g[1],
							m0i);
				cb_bn_mont_row2_armv7em(t, a, m, n, g[2], g[3],
							m0i);
			}
			for (; i + 1 < n; i += 2)
				cb_bn_mont_row2_armv7em(t, a, m, n,
					bnw_gather(tab, ne, n, d, i),
					bnw_gather(tab, ne, n, d, i + 1), m0i);
		} else {
			for (; i + 1 < n; i += 2)
				cb_bn_mont_row2_armv7em(t, a, m, n, b[i],
							b[i + 1], m0i);
		}
		if (n & 1) { /* public */
			bi = b != NULL ? b[n - 1] :
					 bnw_gather(tab, ne, n, d, n - 1);
			cb_bn_mont_row_armv7em(t, a, m, n, bi, m0i);
		}
		cond_sub(t, t[n], m, n);
		return;
	}
#endif
	for (i = 0; i < n; i++) {
		bi = b != NULL ? b[i] : bnw_gather(tab, ne, n, d, i);
		mont_row(t, a, m, n, bi, m0i, 1);
	}
	cond_sub(t, t[n], m, n);
}

/* see internal/bnw.h */
void
cb_bnw_mont_mul(uint32_t *r, const uint32_t *a, const uint32_t *b,
		const uint32_t *m, size_t n, uint32_t m0i, uint32_t *t)
{
	bnw_mont(t, a, b, NULL, 0, 0, m, n, m0i);
	memcpy(r, t, n * sizeof(*r));
}

/* Bits pos .. pos + w - 1 of e (el limbs; bits past the top read 0). */
static uint32_t
bnw_bits(const uint32_t *e, size_t el, size_t pos, unsigned w)
{
	size_t i = pos / 32, s = pos % 32; /* public: positions */
	uint32_t v = 0;

	if (i < el)
		v = e[i] >> s;
	if (s + w > 32 && i + 1 < el)
		v |= e[i + 1] << (32 - s);
	return v & (((uint32_t)1 << w) - 1);
}

/* see internal/bnw.h */
uint32_t *
cb_bnw_exp(const uint32_t *a, const uint32_t *e, size_t el,
	   const uint32_t *m, size_t n, const uint32_t *rr, unsigned w,
	   uint32_t *tmp)
{
	size_t ne = ((size_t)1 << w) - 1, i, nw, pos;
	uint32_t *tab = tmp, *acc = tmp + ne * n, *t = acc + n;
	uint32_t m0i = cb_bn_mont_m0i(m[0]), d, keep;
	unsigned k;

	/* entry 1 = a R (a may be entry 1's own limbs: t takes the product) */
	cb_bnw_mont_mul(tab, a, rr, m, n, m0i, t);
	for (i = 2; i <= ne; i++)
		cb_bnw_mont_mul(tab + (i - 1) * n, tab + (i - 2) * n, tab, m,
				n, m0i, t);
	/* acc = R mod m = mont(1, R^2) */
	memset(acc, 0, n * sizeof(*acc));
	acc[0] = 1;
	cb_bnw_mont_mul(acc, acc, rr, m, n, m0i, t);
	/* windows from the top; the first squarings square R (harmless) */
	nw = (32 * el + w - 1) / w;
	for (pos = nw * w; pos > 0;) {
		pos -= w;
		for (k = 0; k < w; k++)
			cb_bnw_mont_mul(acc, acc, acc, m, n, m0i, t);
		d = bnw_bits(e, el, pos, w);
		/* t = acc * entry d; kept unless d = 0 (the identity) */
		bnw_mont(t, acc, NULL, tab, ne, d, m, n, m0i);
		keep = cb_ct_barrier32(~cb_ct_eq32(d, 0));
		for (i = 0; i < n; i++)
			acc[i] ^= keep & (acc[i] ^ t[i]);
	}
	/* out of Montgomery form: mont(acc, 1) */
	memset(tab, 0, n * sizeof(*tab));
	tab[0] = 1;
	cb_bnw_mont_mul(acc, acc, tab, m, n, m0i, t);
	cb_wipe(tab, ne * n * sizeof(*tab));
	cb_wipe(t, (n + 2) * sizeof(*t));
	return acc;
}
