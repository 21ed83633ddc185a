/* SPDX-License-Identifier: MIT */
/* ChaCha20's block function: the Thumb-2 one and its C twin. */
#ifndef CB_INTERNAL_CHACHA20_H
#define CB_INTERNAL_CHACHA20_H

#include <stddef.h>
#include <stdint.h>

#include "internal/config.h"

/*
 * out = in ^ the ChaCha20 blocks (RFC 8439 §2.3) of the state s for
 * s[12], s[12] + 1, ... (mod 2^32): nblocks 64-byte blocks, s[12] left
 * after the last.  out == in allowed.  Constant-time.  aead/chacha20.c
 * holds the C twin, which every target builds; on Armv7-M and Armv8-M
 * mainline cb_chacha20_update calls the Thumb-2 one
 * (src/arch/arm/chacha20_armv7m.S, CB_ARM_CHACHA20_ASM), and the
 * firmware self-test holds the two to the same output.
 */
void cb_chacha20_blocks_c(uint32_t s[16], uint8_t *out, const uint8_t *in,
			  size_t nblocks);
#if CB_ARM_CHACHA20_ASM
void cb_chacha20_blocks_armv7m(uint32_t s[16], uint8_t *out,
			       const uint8_t *in, size_t nblocks);
#endif

#endif
