/* SPDX-License-Identifier: MIT */
/* SM4 internals that the tests reach: the constant-time S-box layer,
 * sm4_tab's rounds (the Thumb-2 ones and their C twin). */
#ifndef CB_INTERNAL_SM4_H
#define CB_INTERNAL_SM4_H

#include <stddef.h>
#include <stdint.h>

#include "internal/config.h"

/*
 * tau (GB/T 32907-2016 section 6.2.1): the S-box applied to each byte of
 * x, through sm4_ct.c's bitsliced circuit.  Constant-time.  The key
 * schedule uses it; tests check it against the S-box on all 256 inputs in
 * every byte position.
 */
uint32_t cb_sm4_ct_tau(uint32_t x);

/*
 * sm4_tab's 32 rounds with round keys rk[0], rk[1], ... (decryption
 * passes them reversed) on nblocks 16-byte blocks; out == in allowed.
 * NOT constant-time (T-table).  sm4_tab.c holds the C twin, which every
 * target builds; on Armv7-M and Armv8-M mainline sm4_tab calls the
 * Thumb-2 one (src/arch/arm/sm4_tab_armv7em.S, CB_ARM_SM4_TAB_ASM, which
 * reads the table cb_sm4_tab_t), and the firmware self-test holds the two
 * to the same output.
 */
void cb_sm4_tab_blocks_c(const uint32_t rk[32], uint8_t *out,
			 const uint8_t *in, size_t nblocks);
#if CB_ARM_SM4_TAB_ASM
void cb_sm4_tab_blocks_armv7em(const uint32_t rk[32], uint8_t *out,
			       const uint8_t *in, size_t nblocks);
extern const uint32_t cb_sm4_tab_t[256];
#endif

#endif
