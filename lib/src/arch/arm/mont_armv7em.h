/* SPDX-License-Identifier: MIT */
/* Montgomery rows in Thumb-2 with UMAAL: the C twin is in bn/bn.c. */
#ifndef CB_ARCH_ARM_MONT_ARMV7EM_H
#define CB_ARCH_ARM_MONT_ARMV7EM_H

#include <stddef.h>
#include <stdint.h>

/*
 * t = (t + a bi + mm m) / 2^32 over n >= 2 words with mm = (t0 + a0 bi)
 * m0i mod 2^32 (t has n + 1 words, t[n] the carry word): one row of the
 * CIOS product in bn.c's mont_mul_core.  Constant-time
 * (src/arch/arm/mont_armv7em.S); 36 bytes of stack.
 */
void cb_bn_mont_row_armv7em(uint32_t *t, const uint32_t *a,
			    const uint32_t *m, size_t n, uint32_t bi,
			    uint32_t m0i);

/*
 * The row with bi, then the row with bj, in one pass (the same result as
 * two calls); n >= 2.  Constant-time; 44 bytes of stack.
 */
void cb_bn_mont_row2_armv7em(uint32_t *t, const uint32_t *a,
			     const uint32_t *m, size_t n, uint32_t bi,
			     uint32_t bj, uint32_t m0i);

#endif
