/* SPDX-License-Identifier: MIT */
/* Constant-time helpers: masks, selection and an optimisation barrier. */
#ifndef CB_INTERNAL_CT_H
#define CB_INTERNAL_CT_H

#include <stdint.h>

/*
 * The barrier hides a value from the optimiser so that mask arithmetic is
 * not turned back into a branch.  With GCC/Clang an empty asm does it; a
 * volatile read is the portable fallback.
 *
 * Every mask a helper below returns goes through the barrier on its way
 * out: a compiler that can prove a value is 0 or all ones may compile
 * `sel |= mask & x` into "if (mask) sel = x", a branch and a load that
 * depend on the secret (clang 14 did exactly that to the window select of
 * cb_bn_mod_exp_rr when only the argument was hidden).  A mask made
 * inline from a secret bit uses cb_ct_mask32 for the same reason.
 */
static inline uint32_t
cb_ct_barrier32(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
	__asm__("" : "+r"(x));
	return x;
#else
	volatile uint32_t v = x;
	return v;
#endif
}

/* All ones if bit is 1, zero if it is 0 (bit must be 0 or 1). */
static inline uint32_t
cb_ct_mask32(uint32_t bit)
{
	return cb_ct_barrier32((uint32_t)0 - bit);
}

/* All ones if x != 0, else zero. */
static inline uint32_t
cb_ct_nonzero32(uint32_t x)
{
	x = cb_ct_barrier32(x);
	return cb_ct_mask32((x | ((uint32_t)0 - x)) >> 31);
}

/* All ones if a == b, else zero. */
static inline uint32_t
cb_ct_eq32(uint32_t a, uint32_t b)
{
	return cb_ct_barrier32(~cb_ct_nonzero32(a ^ b));
}

/* All ones if a < b (unsigned), else zero. */
static inline uint32_t
cb_ct_lt32(uint32_t a, uint32_t b)
{
	uint32_t d;

	a = cb_ct_barrier32(a);
	d = a - b;
	/* borrow out of the top bit: (~a & b) | (~(a ^ b) & d) */
	return cb_ct_mask32(((~a & b) | (~(a ^ b) & d)) >> 31);
}

/* mask ? a : b, for mask all ones or zero. */
static inline uint32_t
cb_ct_select32(uint32_t mask, uint32_t a, uint32_t b)
{
	mask = cb_ct_barrier32(mask);
	return b ^ (mask & (a ^ b));
}

#endif
