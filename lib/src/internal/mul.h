/* SPDX-License-Identifier: MIT */
/* Multiply-accumulate step of the multi-word products (bn, Montgomery). */
#ifndef CB_INTERNAL_MUL_H
#define CB_INTERNAL_MUL_H

#include <stdint.h>

#include "internal/config.h"

#if CB_ARM_UMAAL
#include "arch/arm/umaal.h"
#else
/* hi:lo = a * b + hi + lo (cannot overflow 64 bits) */
static inline void
cb_umaal(uint32_t *lo, uint32_t *hi, uint32_t a, uint32_t b)
{
	uint64_t t = (uint64_t)a * b + *lo + *hi;

	*lo = (uint32_t)t;
	*hi = (uint32_t)(t >> 32);
}
#endif

#endif
