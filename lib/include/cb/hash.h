/* SPDX-License-Identifier: MIT */
/*
 * Hash functions and XOFs.
 *
 * Every hash has a caller-owned context (memcpy clones it mid-stream),
 * init/update/final and a one-shot call; final wipes the context.  update
 * accepts any chunking and in == NULL with len == 0.
 *
 * Implementations and constant-time status: see each section below.
 * Secret inputs: the message (hashes process every byte the same way; no
 * table is indexed by message data).
 */
#ifndef CB_HASH_H
#define CB_HASH_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== MD5, SHA-1, SHA-2, SM3 ==== */

/* ==== SHA-3 and SHAKE ==== */

/* ==== Ascon-Hash256 and Ascon-XOF128 ==== */

/* ==== Generic hash descriptor (used by HMAC, HKDF, DRBG, signatures) ==== */

#ifdef __cplusplus
}
#endif
#endif
