/* SPDX-License-Identifier: MIT */
/* UMAAL (Armv7E-M, Armv8-M with DSP): the C twin is in internal/mul.h. */
#ifndef CB_ARCH_ARM_UMAAL_H
#define CB_ARCH_ARM_UMAAL_H

#include <stdint.h>

/*
 * hi:lo = a * b + hi + lo in one single-cycle instruction; GCC does not
 * generate it from the C twin.  Constant time on Cortex-M4/M33/M55.
 */
static inline void
cb_umaal(uint32_t *lo, uint32_t *hi, uint32_t a, uint32_t b)
{
	__asm__("umaal %0, %1, %2, %3" : "+r"(*lo), "+r"(*hi) : "r"(a), "r"(b));
}

#endif
