/* SPDX-License-Identifier: MIT */
/* The Ascon permutation (NIST SP 800-232 §3), shared by hash, XOF and AEAD. */
#ifndef CB_INTERNAL_ASCON_H
#define CB_INTERNAL_ASCON_H

#include <stdint.h>

/*
 * Ascon-p[rounds] on the state x0..x4 (SP 800-232 §3.2-3.4), rounds
 * 1..12 (public), using the last `rounds` round constants.  Lanes hold
 * bytes little-endian: byte i of the state is byte i % 8 of s[i / 8].
 * Constant-time: bitsliced S-box and fixed rotations, no tables.
 */
void cb_ascon_p(uint64_t s[5], unsigned rounds);

/* XOR byte v into state byte i (i < 40, public). */
static inline void
cb_ascon_xor_byte(uint64_t *s, unsigned i, uint8_t v)
{
	s[i >> 3] ^= (uint64_t)v << (8 * (i & 7));
}

/* State byte i (i < 40, public). */
static inline uint8_t
cb_ascon_get_byte(const uint64_t *s, unsigned i)
{
	return (uint8_t)(s[i >> 3] >> (8 * (i & 7)));
}

#endif
