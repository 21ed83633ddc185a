/* SPDX-License-Identifier: MIT */
/* Edge operands for the field code (test_ecp and the firmware). */
#ifndef TESTS_FIELD_EDGES_H
#define TESTS_FIELD_EDGES_H

#include <stddef.h>
#include <stdint.h>

/* Words of the largest field these are made for (GF(2^448-2^224-1)). */
#define FIELD_EDGES_LIMBS 14
/* Values field_edges() writes at most. */
#define FIELD_EDGES_MAX 48

/*
 * Fill v[0..] with field elements below p (n little-endian words, n <=
 * FIELD_EDGES_LIMBS, p's top word 2^32 - 1 as the NIST primes have it),
 * words past n zero: 0, 1, 2, p - 1, p - 2, (p - 1) / 2, (p + 1) / 2,
 * R mod p and 2^(32n) - 1 mod p (R = 2^(32n)), 2^(32k) - 1 (a carry out
 * of every word below k) and p - 2^(32k) (a borrow into word k) for each
 * word k, alternating all-ones and zero words, then xorshift values
 * (a fixed seed) to make nrand more.  Returns the count (at most
 * FIELD_EDGES_MAX; nrand is cut to fit).
 */
size_t field_edges(uint32_t v[][FIELD_EDGES_LIMBS], const uint32_t *p,
		   size_t n, size_t nrand);

#endif
