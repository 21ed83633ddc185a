/* SPDX-License-Identifier: MIT */
/* GCM's mode with a pluggable GHASH: gcm.c for gcm_tab.c. */
#ifndef CB_INTERNAL_GCM_H
#define CB_INTERNAL_GCM_H

#include <stddef.h>
#include <stdint.h>

#include "cb/aead.h"

/*
 * A GHASH other than gcm.c's constant-time one: fn absorbs nblocks whole
 * blocks of p into the state y (big-endian words) with the key material
 * tab.  The functions below are cb_gcm_init, _aad, _encrypt_update /
 * _decrypt_update (dec), _encrypt_final (out) / _decrypt_final (check),
 * cb_gcm_encrypt and cb_gcm_decrypt with that GHASH (g NULL: the
 * constant-time one); same arguments, same results, same wiping.
 */
typedef struct cb_gcm_ghash {
	void (*fn)(uint32_t y[4], const void *tab, const uint8_t *p,
		   size_t nblocks);
	const void *tab;
} cb_gcm_ghash;

CB_MUST_CHECK int cb_gcm_mode_start(cb_gcm_ctx *ctx, const cb_gcm_ghash *g,
				    const cb_block_cipher *bc,
				    const void *key, const uint8_t *iv,
				    size_t ivlen);
CB_MUST_CHECK int cb_gcm_mode_aad(cb_gcm_ctx *ctx, const cb_gcm_ghash *g,
				  const uint8_t *aad, size_t len);
CB_MUST_CHECK int cb_gcm_mode_update(cb_gcm_ctx *ctx, const cb_gcm_ghash *g,
				     int dec, uint8_t *out,
				     const uint8_t *in, size_t len);
CB_MUST_CHECK int cb_gcm_mode_final(cb_gcm_ctx *ctx, const cb_gcm_ghash *g,
				    uint8_t *out, const uint8_t *check,
				    size_t taglen);
CB_MUST_CHECK int cb_gcm_mode_seal(cb_gcm_ctx *ctx, const cb_gcm_ghash *g,
				   uint8_t *out, uint8_t *tag, size_t taglen,
				   const cb_block_cipher *bc, const void *key,
				   const uint8_t *iv, size_t ivlen,
				   const uint8_t *aad, size_t aadlen,
				   const uint8_t *in, size_t len);
CB_MUST_CHECK int cb_gcm_mode_open(cb_gcm_ctx *ctx, const cb_gcm_ghash *g,
				   uint8_t *out, const cb_block_cipher *bc,
				   const void *key, const uint8_t *iv,
				   size_t ivlen, const uint8_t *aad,
				   size_t aadlen, const uint8_t *in,
				   size_t len, const uint8_t *tag,
				   size_t taglen);

#endif
