/* SPDX-License-Identifier: MIT */
/* GCM's GHASH loop in Armv7E-M assembly: the C twin is in aead/gcm.c. */
#ifndef CB_ARCH_ARM_GHASH_ARMV7EM_H
#define CB_ARCH_ARM_GHASH_ARMV7EM_H

#include <stddef.h>
#include <stdint.h>

/*
 * y = (y ^ block) * H in GF(2^128) for each of nblocks (>= 1) 16-byte
 * blocks at p (any alignment); y and h are big-endian words, h is H.
 * Constant-time (src/arch/arm/ghash_armv7em.S); it uses 500 bytes of
 * stack, wiped before it returns.
 */
void cb_ghash_armv7em(uint32_t y[4], const uint32_t h[4], const uint8_t *p,
		      size_t nblocks);

#endif
