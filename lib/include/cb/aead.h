/* SPDX-License-Identifier: MIT */
/*
 * Authenticated encryption: GCM and CCM over any 128-bit block cipher of
 * cb/block.h, ChaCha20-Poly1305 (RFC 8439) and Ascon-AEAD128 (SP 800-232).
 *
 * Decryption verifies the tag in constant time and, on failure, wipes the
 * output and returns CB_E_AUTH.  Bad key, nonce or tag lengths return
 * CB_E_ARG.  Secret inputs: key, nonce-derived state, plaintext.
 */
#ifndef CB_AEAD_H
#define CB_AEAD_H

#include <stddef.h>
#include <stdint.h>

#include "cb/block.h"
#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== GCM and CCM ==== */

/* ==== ChaCha20, Poly1305, ChaCha20-Poly1305 ==== */

/* ==== Ascon-AEAD128 ==== */

#ifdef __cplusplus
}
#endif
#endif
