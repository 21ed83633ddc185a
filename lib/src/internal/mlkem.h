/* SPDX-License-Identifier: MIT */
/* ML-KEM's Compress_d without a division, shared with its tests. */
#ifndef CB_INTERNAL_MLKEM_H
#define CB_INTERNAL_MLKEM_H

#include <stdint.h>

/*
 * Compress_d(x) = round(2^d x / q) mod 2^d for x in [0, q), d <= 11
 * (FIPS 203 §4.2.1): the quotient floor(t / q) of t = 2^d x + (q - 1) / 2
 * < 2^23 as (t M) >> 36 with M = ceil(2^36 / q), exact for every x and d
 * (tests/test_mlkem.c checks them all), so no division reaches a secret.
 */
static inline uint32_t
cb_mlkem_compress(uint16_t x, unsigned d)
{
	uint32_t t = ((uint32_t)x << d) + (3329 - 1) / 2;

	return (uint32_t)(((uint64_t)t * 20642679u) >> 36) & ((1u << d) - 1);
}

#endif
