/* SPDX-License-Identifier: MIT */
/*
 * Block ciphers (AES, 3DES, SM4) and the unauthenticated modes CBC and CTR.
 *
 * Each cipher has a caller-owned key schedule set by *_setkey, and is also
 * reachable through a cb_block_cipher descriptor so that one implementation
 * of each mode serves every cipher.  Ciphers and modes work in place
 * (out == in); any other overlap is undefined.
 */
#ifndef CB_BLOCK_H
#define CB_BLOCK_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * A block cipher as the modes see it.  key points to the cipher's own key
 * schedule (e.g. a cb_aes_ctx), already set up by its setkey.
 */
typedef struct cb_block_cipher {
	const char *name;       /**< implementation name, e.g. "aes_ct" */
	size_t block_len;       /**< 8 or 16 bytes */
	int ct;                 /**< 1 if constant-time (no secret indices) */
	/** Encrypt nblocks consecutive blocks (ECB); out == in allowed. */
	void (*encrypt)(const void *key, uint8_t *out, const uint8_t *in,
			size_t nblocks);
	/** Decrypt nblocks consecutive blocks (ECB); out == in allowed. */
	void (*decrypt)(const void *key, uint8_t *out, const uint8_t *in,
			size_t nblocks);
} cb_block_cipher;

/* ==== AES (ct and tab) ==== */

/* ==== 3DES and SM4 ==== */

/* ==== CBC, CTR, PKCS#7 ==== */

#ifdef __cplusplus
}
#endif
#endif
