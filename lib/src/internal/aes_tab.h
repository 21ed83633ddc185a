/* SPDX-License-Identifier: MIT */
/* aes_tab's block functions: the Thumb-2 ones and their C twins. */
#ifndef CB_INTERNAL_AES_TAB_H
#define CB_INTERNAL_AES_TAB_H

#include <stddef.h>
#include <stdint.h>

#include "cb/block.h"
#include "internal/config.h"

/*
 * NOT constant-time (T-tables).  block/aes_tab.c holds the C twins, which
 * every target builds; on Armv7-M and Armv8-M mainline the descriptor
 * and cb_aes_tab_encrypt/_decrypt call the Thumb-2 ones
 * (src/arch/arm/aes_tab_armv7em.S, CB_ARM_AES_TAB_ASM), and the firmware
 * self-test holds the two to the same output.
 *
 * CTR (the descriptor's ctr32) caches rounds 1 and 2: between two carries
 * out of the counter's last byte (byte 15) only that byte changes, and in
 * round 1 it reaches one column; in round 2 that column gives one of the
 * four terms of each column.  cb_aes_tab_ctr_cache fills, for the counter
 * block ctr (its last four bytes the big-endian counter):
 *   cache[0]    round 1's column 0 without byte 15's term
 *   cache[1..4] round 2's columns without column 0's terms
 *   cache[5]    byte 15 of ctr (the counter's low byte), cache[6] byte
 *               15 of round key 0.
 * A run then encrypts nblocks counter blocks from there, no more than
 * 256 - cache[5] (byte 15 must not carry), and XORs them into in.
 */
#define CB_AES_TAB_CACHE_WORDS 7

void cb_aes_tab_ctr_cache(const cb_aes_tab_ctx *ctx,
			  uint32_t cache[CB_AES_TAB_CACHE_WORDS],
			  const uint8_t ctr[16]);
void cb_aes_tab_ctr_run_c(const cb_aes_tab_ctx *ctx, uint8_t *out,
			  const uint8_t *in, size_t nblocks,
			  const uint32_t cache[CB_AES_TAB_CACHE_WORDS]);
void cb_aes_tab_encrypt_c(const cb_aes_tab_ctx *ctx, uint8_t *out,
			  const uint8_t *in, size_t nblocks);
void cb_aes_tab_decrypt_c(const cb_aes_tab_ctx *ctx, uint8_t *out,
			  const uint8_t *in, size_t nblocks);

#if CB_ARM_AES_TAB_ASM
/*
 * The same three in Thumb-2 (the tables below, one per direction, with
 * S(x) read as byte 1 of te[x]).  Stack: 84 bytes.
 */
void cb_aes_tab_ctr_run_armv7em(const cb_aes_tab_ctx *ctx, uint8_t *out,
				const uint8_t *in, size_t nblocks,
				const uint32_t cache[CB_AES_TAB_CACHE_WORDS]);
void cb_aes_tab_encrypt_armv7em(const cb_aes_tab_ctx *ctx, uint8_t *out,
				const uint8_t *in, size_t nblocks);
void cb_aes_tab_decrypt_armv7em(const cb_aes_tab_ctx *ctx, uint8_t *out,
				const uint8_t *in, size_t nblocks);
extern const uint32_t cb_aes_tab_te[256], cb_aes_tab_td[256];
extern const uint8_t cb_aes_tab_isb[256];
#endif

#endif
