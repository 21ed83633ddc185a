/* SPDX-License-Identifier: MIT */
/* GCM's descriptor calls (aead/gcm.c), which the table GCM's shares: its
 * key begins with a cb_gcm_key. */
#ifndef CB_INTERNAL_GCM_H
#define CB_INTERNAL_GCM_H

#include "cb/aead.h"

int cb_gcm_aead_encrypt(uint8_t *out, uint8_t *tag, size_t taglen,
			const void *ks, const uint8_t *nonce, size_t noncelen,
			const uint8_t *ad, size_t adlen, const uint8_t *in,
			size_t len);
int cb_gcm_aead_decrypt(uint8_t *out, const void *ks, const uint8_t *nonce,
			size_t noncelen, const uint8_t *ad, size_t adlen,
			const uint8_t *in, size_t len, const uint8_t *tag,
			size_t taglen);
int cb_gcm_aead_init(void *ctx, const void *ks, const uint8_t *nonce,
		     size_t noncelen, size_t adlen, size_t len, size_t taglen);
int cb_gcm_aead_aad(void *ctx, const uint8_t *ad, size_t len);
int cb_gcm_aead_update(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		       size_t len);
int cb_gcm_aead_final(void *ctx, int dec, uint8_t *tag, size_t taglen);

#endif
