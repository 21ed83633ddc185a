/* SPDX-License-Identifier: MIT */
/* Constant-time helpers: masks, selection and an optimisation barrier. */
#ifndef CB_INTERNAL_CT_H
#define CB_INTERNAL_CT_H

#include <stdint.h>

/*
 * The barrier hides a value from the optimiser so that mask arithmetic is
 * not turned back into a branch.  With GCC/Clang an empty asm does it; a
 * volatile read is the portable fallback.
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

/* All ones if x != 0, else zero. */
static inline uint32_t
cb_ct_nonzero32(uint32_t x)
{
	x = cb_ct_barrier32(x);
	return (uint32_t)0 - ((x | ((uint32_t)0 - x)) >> 31);
}

/* All ones if a == b, else zero. */
static inline uint32_t
cb_ct_eq32(uint32_t a, uint32_t b)
{
	return ~cb_ct_nonzero32(a ^ b);
}

/* All ones if a < b (unsigned), else zero. */
static inline uint32_t
cb_ct_lt32(uint32_t a, uint32_t b)
{
	uint32_t d = a - b;

	/* borrow out of the top bit: (~a & b) | (~(a ^ b) & d) */
	return (uint32_t)0 - (((~a & b) | (~(a ^ b) & d)) >> 31);
}

/* mask ? a : b, for mask all ones or zero. */
static inline uint32_t
cb_ct_select32(uint32_t mask, uint32_t a, uint32_t b)
{
	mask = cb_ct_barrier32(mask);
	return b ^ (mask & (a ^ b));
}

#endif
