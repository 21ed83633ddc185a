/* SPDX-License-Identifier: MIT */
/* The Ascon permutation (NIST SP 800-232 §3), shared by hash, XOF and AEAD. */
#ifndef CB_INTERNAL_ASCON_H
#define CB_INTERNAL_ASCON_H

#include <stddef.h>
#include <stdint.h>

#include "internal/config.h"
#include "internal/keccak.h"

/*
 * Ascon-p[rounds] on the state x0..x4 (SP 800-232 §3.2-3.4), rounds
 * 1..12 (public), using the last `rounds` round constants.  Lanes hold
 * bytes little-endian: byte i of the state is byte i % 8 of s[i / 8].
 * Constant-time: bitsliced S-box and fixed rotations, no tables.
 * cb_ascon_p is cb_ascon_p_c, the C in hash/ascon_p.c, or on Armv7-M and
 * Armv8-M mainline its Thumb-2 twin cb_ascon_p_armv7m
 * (src/arch/arm/ascon_armv7m.S, CB_ARM_ASCON_ASM), which the firmware
 * self-test holds to the C.
 */
void cb_ascon_p_c(uint64_t s[5], unsigned rounds);
#if CB_ARM_ASCON_ASM
void cb_ascon_p_armv7m(uint64_t s[5], unsigned rounds);
#define cb_ascon_p cb_ascon_p_armv7m
#else
#define cb_ascon_p cb_ascon_p_c
#endif

/*
 * The same permutation on a bit-interleaved state: every s[i] holds
 * cb_keccak_interleave() of lane x_i (even bits in the low 32 bits, odd
 * bits in the high 32 bits, the conversion Keccak uses, internal/keccak.h),
 * so 64-bit rotations become 32-bit ones: the implementation for 32-bit
 * cores.  A user keeps its state interleaved between calls.
 */
void cb_ascon_p_il(uint64_t s[5], unsigned rounds);

/*
 * On the same interleaved state, for each of nblocks 8-byte blocks of in:
 * XOR the block (little-endian, interleaved) into x0, then
 * Ascon-p[rounds].  The sponge absorption of Ascon-Hash256/XOF128 with
 * the state held in registers across blocks.
 */
void cb_ascon_absorb_il(uint64_t s[5], const uint8_t *in, size_t nblocks,
			unsigned rounds);

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
