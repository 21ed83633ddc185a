/* SPDX-License-Identifier: MIT */
/* SHA-256 of a message that fits one block, for hash-chain callers. */
#ifndef CB_INTERNAL_SHA256_H
#define CB_INTERNAL_SHA256_H

#include <stdint.h>

/*
 * SHA-256 of the message in block[0..len), len at most 55: block is
 * padded in place (FIPS 180-4 §5.1.1) and compressed once from the IV,
 * without the context's buffering.  Secret inputs: the message.
 */
void cb_sha256_short(uint8_t out[32], uint8_t block[64], unsigned len);

#endif
