/* SPDX-License-Identifier: MIT */
/* DSA internals shared with the constant-time test: RFC 6979 nonces. */
#ifndef CB_INTERNAL_DSA_H
#define CB_INTERNAL_DSA_H

#include <stddef.h>
#include <stdint.h>

#include "cb/bn.h"
#include "cb/hash.h"

/* RFC 6979 §3.2 generator state: K and V (hlen bytes each). */
typedef struct cb_dsa_rfc6979 {
	const cb_hash_desc *h;
	uint8_t k[CB_HASH_MAX_LEN];
	uint8_t v[CB_HASH_MAX_LEN];
	int started;
} cb_dsa_rfc6979;

/*
 * Decode x (cb_dsa_q_len bytes) into limbs; returns 1 if 1 <= x < q (x is
 * zeroed otherwise), computed without a branch on x.
 */
uint32_t cb_dsa_x_decode(uint32_t x[CB_DSA_MAX_QLEN / 4],
			 const cb_dsa_params *dp, const uint8_t *xb);

/* Steps a-f of RFC 6979 §3.2 for key x and digest; CB_OK or CB_E_ARG. */
int cb_dsa_rfc6979_init(cb_dsa_rfc6979 *st, const cb_dsa_params *dp,
			const cb_hash_desc *h, const uint32_t *x,
			const uint8_t *digest, size_t digest_len);

/* Next candidate k (step h); returns 1 if 1 <= k < q, else 0. */
uint32_t cb_dsa_rfc6979_next(cb_dsa_rfc6979 *st, const cb_dsa_params *dp,
			     uint32_t k[CB_DSA_MAX_QLEN / 4]);

/*
 * r || s for nonce k, key x and digest; returns 1 if r and s are nonzero
 * (sig is then valid), 0 if the nonce must be replaced.
 */
uint32_t cb_dsa_sign_k(uint8_t *sig, const cb_dsa_params *dp,
		       const uint32_t *k, const uint32_t *x,
		       const uint8_t *digest, size_t digest_len,
		       uint32_t *tmp);

#endif
