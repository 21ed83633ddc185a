/* SPDX-License-Identifier: MIT */
/* aes_ct's generated Thumb-2 rounds (aes_ct_armv7em.S; C twin aes_ct.c). */
#ifndef CB_ARCH_ARM_AES_CT_ARMV7EM_H
#define CB_ARCH_ARM_AES_CT_ARMV7EM_H

#include <stdint.h>

/*
 * What block/aes_ct.c's encrypt2() and decrypt2() compute on their
 * fixsliced state q[0..7] (two blocks): rounds 1..nr-1 (S-box, MixColumns
 * for the round's ShiftRows offset, AddRoundKey; or their inverses), then
 * the S-box (inverse S-box).  rk points to round 1's key in ctx->ek
 * (ctx->dk), 8 words per round; nr is 10, 12 or 14.  The branches depend
 * on nr only: constant-time for any q and rk.  Stack: the frame (about
 * 120 bytes) and 36 bytes of saved registers.
 */
void cb_aes_ct_encrypt2_armv7em(uint32_t q[8], const uint32_t *rk,
				unsigned nr);
void cb_aes_ct_decrypt2_armv7em(uint32_t q[8], const uint32_t *rk,
				unsigned nr);

#endif
