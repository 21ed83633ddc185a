/* SPDX-License-Identifier: MIT */
/*
 * HMAC over any hash of cb/hash.h (one generic implementation), CMAC over
 * any block cipher of cb/block.h, HKDF (RFC 5869) and HMAC-DRBG (NIST SP
 * 800-90A).
 */
#ifndef CB_MAC_H
#define CB_MAC_H

#include <stddef.h>
#include <stdint.h>

#include "cb/block.h"
#include "cb/desc.h"
#include "cb/err.h"
#include "cb/hash.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Implementations and constant-time status: one generic implementation of
 * each, constant-time.  Secret inputs: HMAC keys, HKDF input keying
 * material and PRK, DRBG entropy, nonce and state.  They are only XORed,
 * copied and hashed; branches and loop bounds depend only on lengths and
 * on the hash chosen, which are public.  Messages, salts, info strings and
 * additional input are processed by the hash, itself constant-time in its
 * input.
 * Stack (Cortex-M4, gcc -O2, plus the hash's compression function):
 * cb_hmac about 0.5 KB (a cb_hmac_ctx is 2 x CB_HASH_CTX_MAX + 8 = 440
 * bytes), HKDF-Expand about 1 KB (it keeps the keyed context to reuse it
 * for every output block), HMAC-DRBG about 0.6 KB (measured with the
 * earlier 448-byte CB_HASH_CTX_MAX, less the 464 bytes per HMAC context
 * it saves).
 * Every hash used here must have hash->out_len <= CB_HASH_MAX_LEN,
 * hash->block_len <= CB_HASH_MAX_BLOCK_LEN and hash->ctx_size <=
 * CB_HASH_CTX_MAX (all descriptors in cb/hash.h do); otherwise the int
 * functions return CB_E_ARG.
 */

/* ==== HMAC (RFC 2104, FIPS 198-1) ==== */

/**
 * HMAC context: the keyed inner and outer hash states (fields private).
 * No interior pointers (hash points to a static descriptor), so memcpy
 * clones it mid-stream.
 */
typedef struct cb_hmac_ctx {
	cb_hash_any_ctx inner;  /* H state: (K ^ ipad), then the message */
	cb_hash_any_ctx outer;  /* H state: (K ^ opad) */
	const cb_hash_desc *hash;
} cb_hmac_ctx;

/**
 * Key an HMAC computation.  A key longer than the hash's block is hashed
 * first (RFC 2104 §2).
 * @param ctx context to initialise
 * @param hash hash descriptor, e.g. &cb_sha256_desc
 * @param key key bytes (secret; NULL allowed when key_len is 0)
 * @param key_len key length in bytes (public; any length)
 * @return CB_OK, or CB_E_ARG if hash is NULL or too large (see above)
 */
CB_MUST_CHECK int cb_hmac_init(cb_hmac_ctx *ctx, const cb_hash_desc *hash,
			       const uint8_t *key, size_t key_len);

/**
 * Absorb message bytes.
 * @param ctx context keyed by cb_hmac_init
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_hmac_update(cb_hmac_ctx *ctx, const uint8_t *in, size_t len);

/**
 * Finish: write the tag (ctx->hash->out_len bytes) and wipe the context.
 * To check a tag, compare it with cb_memeq (cb/util.h); to truncate, keep
 * its first bytes.
 * @param ctx context keyed by cb_hmac_init
 * @param out tag, hash->out_len bytes
 */
void cb_hmac_final(cb_hmac_ctx *ctx, uint8_t *out);

/**
 * One-shot HMAC.
 * @param out tag, hash->out_len bytes (may equal in or key)
 * @param hash hash descriptor
 * @param key key bytes (secret; NULL allowed when key_len is 0)
 * @param key_len key length in bytes
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 * @return CB_OK, or CB_E_ARG as cb_hmac_init (out is then zeroed)
 */
CB_MUST_CHECK int cb_hmac(uint8_t *out, const cb_hash_desc *hash,
			  const uint8_t *key, size_t key_len,
			  const uint8_t *in, size_t len);

/**
 * HMAC as a MAC descriptor (cb/desc.h): over p->hash, any key length,
 * tags of p->hash->out_len bytes; its context a cb_hmac_ctx.
 */
extern const cb_mac_desc cb_hmac_mac;

/* ==== CMAC (NIST SP 800-38B) ==== */

/*
 * CMAC over a block cipher of 8- or 16-byte blocks (AES-CMAC is RFC 4493):
 * the tag is one block; truncate by keeping its first bytes.  Constant-
 * time whenever its cipher is (the subkeys are derived with a mask; only
 * lengths steer the code).  In src/block/cmac.c.  The context holds the
 * key schedule itself (about 1 KB with aes_ct): memcpy clones a keyed one.
 */

/** CMAC context (fields private; no interior pointers). */
typedef struct cb_cmac_ctx {
	cb_block_any_ctx ks;            /* the cipher's key schedule */
	const cb_block_cipher *bc;
	uint8_t k1[16], k2[16];         /* subkeys (SP 800-38B §6.1) */
	uint8_t x[16];                  /* the chaining value */
	uint8_t buf[16];                /* the last block, kept back */
	uint32_t buf_len;
} cb_cmac_ctx;

/**
 * Key a CMAC computation.
 * @param ctx context to initialise
 * @param bc block cipher, e.g. &cb_aes_ct_cipher
 * @param key key bytes (secret)
 * @param key_len a length the cipher takes (AES: 16, 24, 32)
 * @return CB_OK, or CB_E_ARG for a cipher or key length it does not take
 */
CB_MUST_CHECK int cb_cmac_init(cb_cmac_ctx *ctx, const cb_block_cipher *bc,
			       const uint8_t *key, size_t key_len);
/** Absorb len message bytes (NULL allowed when len is 0). */
void cb_cmac_update(cb_cmac_ctx *ctx, const uint8_t *in, size_t len);
/**
 * Write the tag (bc->block_len bytes) and wipe the context.  To check a
 * tag, compare it with cb_memeq (cb/util.h), never memcmp.
 */
void cb_cmac_final(cb_cmac_ctx *ctx, uint8_t *tag);

/**
 * CMAC as a MAC descriptor (cb/desc.h): over p->cipher, keys of the
 * cipher's lengths, tags of one block; its context a cb_cmac_ctx.
 */
extern const cb_mac_desc cb_cmac_mac;

/** Storage able to hold the context of any MAC descriptor here. */
typedef union cb_mac_any_ctx {
	cb_hmac_ctx hmac;
	cb_cmac_ctx cmac;
} cb_mac_any_ctx;

/* ==== HKDF (RFC 5869) ==== */

/**
 * HKDF-Extract: PRK = HMAC-Hash(salt, IKM).
 * @param prk output, hash->out_len bytes (may equal ikm or salt)
 * @param hash hash descriptor
 * @param salt salt (public; NULL/0 means HashLen zero bytes, RFC 5869 §2.2)
 * @param salt_len salt length in bytes
 * @param ikm input keying material (secret)
 * @param ikm_len its length in bytes
 * @return CB_OK, or CB_E_ARG if hash is unusable
 */
CB_MUST_CHECK int cb_hkdf_extract(uint8_t *prk, const cb_hash_desc *hash,
				  const uint8_t *salt, size_t salt_len,
				  const uint8_t *ikm, size_t ikm_len);

/**
 * HKDF-Expand: okm_len bytes of T(1) || T(2) || ... (RFC 5869 §2.3).
 * @param okm output keying material; may equal prk, must not overlap info
 * @param okm_len output length, at most 255 * hash->out_len
 * @param hash hash descriptor
 * @param prk pseudorandom key (secret), at least hash->out_len bytes
 * @param prk_len its length
 * @param info context string (public; NULL allowed when info_len is 0)
 * @param info_len its length
 * @return CB_OK, or CB_E_ARG (okm_len too large, prk too short, bad hash;
 *         okm is then zeroed)
 */
CB_MUST_CHECK int cb_hkdf_expand(uint8_t *okm, size_t okm_len,
				 const cb_hash_desc *hash, const uint8_t *prk,
				 size_t prk_len, const uint8_t *info,
				 size_t info_len);

/**
 * HKDF: extract then expand.
 * @param okm output keying material; must not overlap info
 * @param okm_len output length, at most 255 * hash->out_len
 * @param hash hash descriptor
 * @param ikm input keying material (secret)
 * @param ikm_len its length
 * @param salt salt (NULL/0: HashLen zero bytes)
 * @param salt_len its length
 * @param info context string (NULL allowed when info_len is 0)
 * @param info_len its length
 * @return CB_OK, or CB_E_ARG as cb_hkdf_expand
 */
CB_MUST_CHECK int cb_hkdf(uint8_t *okm, size_t okm_len,
			  const cb_hash_desc *hash, const uint8_t *ikm,
			  size_t ikm_len, const uint8_t *salt,
			  size_t salt_len, const uint8_t *info,
			  size_t info_len);

/* ==== HMAC-DRBG (NIST SP 800-90A Rev. 1 §10.1.2) ==== */

/** Largest request per generate call, bytes (2^19 bits, Table 2). */
#define CB_HMAC_DRBG_MAX_REQUEST 65536
/** Default and largest reseed interval (2^48 requests, Table 2). */
#define CB_HMAC_DRBG_RESEED_INTERVAL ((uint64_t)1 << 48)

/**
 * HMAC-DRBG state (fields private).  Wipe it with cb_wipe when done.
 * Without prediction resistance; derivation function is HMAC itself.
 */
typedef struct cb_hmac_drbg_ctx {
	uint8_t k[CB_HASH_MAX_LEN];
	uint8_t v[CB_HASH_MAX_LEN];
	uint64_t reseed_counter;
	uint64_t reseed_interval;
	const cb_hash_desc *hash;
} cb_hmac_drbg_ctx;

/**
 * Instantiate (SP 800-90A §10.1.2.3).  The security strength is that of
 * the hash (SP 800-57): 128 bits for out_len < 28, 192 for out_len < 32,
 * else 256; entropy must carry at least that many bits.
 * @param ctx state to initialise
 * @param hash hash descriptor
 * @param entropy entropy input (secret), at least 16/24/32 bytes (above)
 * @param entropy_len its length
 * @param nonce nonce (secret; NULL allowed when nonce_len is 0)
 * @param nonce_len its length
 * @param pers personalisation string (NULL allowed when pers_len is 0)
 * @param pers_len its length
 * @return CB_OK, or CB_E_ARG (bad hash, entropy too short); ctx is then
 *         left unusable (generate returns CB_E_RNG)
 */
CB_MUST_CHECK int cb_hmac_drbg_init(cb_hmac_drbg_ctx *ctx,
				    const cb_hash_desc *hash,
				    const uint8_t *entropy, size_t entropy_len,
				    const uint8_t *nonce, size_t nonce_len,
				    const uint8_t *pers, size_t pers_len);

/**
 * Reseed (SP 800-90A §10.1.2.4); resets the reseed counter.
 * @param ctx instantiated state
 * @param entropy entropy input (secret), same minimum as init
 * @param entropy_len its length
 * @param add additional input (NULL allowed when add_len is 0)
 * @param add_len its length
 * @return CB_OK, CB_E_ARG (entropy too short) or CB_E_RNG (ctx not
 *         instantiated)
 */
CB_MUST_CHECK int cb_hmac_drbg_reseed(cb_hmac_drbg_ctx *ctx,
				      const uint8_t *entropy,
				      size_t entropy_len, const uint8_t *add,
				      size_t add_len);

/**
 * Generate (SP 800-90A §10.1.2.5).
 * @param ctx instantiated state
 * @param out output bytes; must not overlap add
 * @param out_len number of bytes, at most CB_HMAC_DRBG_MAX_REQUEST
 * @param add additional input (NULL allowed when add_len is 0)
 * @param add_len its length
 * @return CB_OK; CB_E_RNG when a reseed is required (more than the reseed
 *         interval of requests since the last (re)seed) or ctx is not
 *         instantiated; CB_E_ARG when out_len is too large.  On error out
 *         is zeroed and the state is unchanged.
 */
CB_MUST_CHECK int cb_hmac_drbg_generate(cb_hmac_drbg_ctx *ctx, uint8_t *out,
					size_t out_len, const uint8_t *add,
					size_t add_len);

/**
 * Lower the reseed interval (for tests and for policies stricter than
 * SP 800-90A); after this many generate calls, generate returns CB_E_RNG
 * until cb_hmac_drbg_reseed.
 * @param ctx instantiated state
 * @param interval 1 to CB_HMAC_DRBG_RESEED_INTERVAL
 * @return CB_OK or CB_E_ARG
 */
CB_MUST_CHECK int cb_hmac_drbg_set_reseed_interval(cb_hmac_drbg_ctx *ctx,
						   uint64_t interval);

#ifdef __cplusplus
}
#endif
#endif
