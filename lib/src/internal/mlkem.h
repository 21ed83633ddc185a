/* SPDX-License-Identifier: MIT */
/* ML-KEM internals shared with the tests: Compress_d, keygen from rho. */
#ifndef CB_INTERNAL_MLKEM_H
#define CB_INTERNAL_MLKEM_H

#include <stdint.h>

#include "cb/mlkem.h"

/*
 * ML-KEM.KeyGen_internal after G(d || k) = rho || sigma: ek and dk of the
 * lengths of p.  rho is public by design (it ends ek); sigma and z are
 * secret.  Split out so that the ct suite can give it a public rho (the
 * matrix sampling branches on it) with a secret sigma.
 */
void cb_mlkem_keygen_rs(const cb_mlkem_params *p, uint8_t *ek, uint8_t *dk,
			const uint8_t rho[32], const uint8_t sigma[32],
			const uint8_t z[32]);

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
