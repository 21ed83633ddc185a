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

/*
 * AES-128/192/256 (FIPS 197), raw block encryption and decryption (ECB):
 * the modes build on the descriptors cb_aes_ct_cipher / cb_aes_tab_cipher.
 *
 * Implementations:
 *  - aes_ct (the default; the unsuffixed cb_aes_* names are this one):
 *    fixsliced, two blocks at a time in eight 32-bit words, S-box as a
 *    Boolean circuit.  Constant-time: no table lookups, no branch or index
 *    depending on key or data; the key schedule is constant-time too.  An
 *    odd last block is processed next to a dummy block.
 *  - aes_tab: classic T-table implementation (one 1 KB table per
 *    direction plus the 256-byte S-boxes).  NOT constant-time on CPUs with
 *    data caches (key- and data-dependent table indices leak through cache
 *    timing); it exists for comparison and is never the default.
 *
 * Secret inputs: the key, the plaintext (encrypt), the decrypted output,
 * and the key schedule held in the context.  Lengths are public.
 * One context holds both the encryption and the decryption key schedule,
 * so a single setkey serves encrypt, decrypt and every mode.  The context
 * has no interior pointers (memcpy clones it); it holds key material:
 * wipe it with cb_wipe(ctx, sizeof(*ctx)) when done.
 * Stack (Cortex-M4, GCC -O2): aes_ct about 400 bytes to encrypt and 500
 * to decrypt or set a key; aes_tab under 100 bytes.
 * encrypt/decrypt work in place (out == in); any other overlap is
 * undefined.  nblocks == 0 is allowed (in and out may then be NULL).
 */

#define CB_AES_BLOCK_LEN 16
/** Largest number of rounds (AES-256). */
#define CB_AES_MAX_ROUNDS 14

/** aes_ct key schedule (fields private; size is ABI). */
typedef struct cb_aes_ct_ctx {
	/* fixsliced round keys, 8 words per round */
	uint32_t ek[8 * (CB_AES_MAX_ROUNDS + 1)];
	uint32_t dk[8 * (CB_AES_MAX_ROUNDS + 1)];
	uint32_t rounds;        /* 10, 12 or 14; 0 after a failed setkey */
} cb_aes_ct_ctx;

/** aes_tab key schedule (fields private; size is ABI). */
typedef struct cb_aes_tab_ctx {
	uint32_t ek[4 * (CB_AES_MAX_ROUNDS + 1)];
	uint32_t dk[4 * (CB_AES_MAX_ROUNDS + 1)]; /* equivalent inverse */
	uint32_t rounds;
} cb_aes_tab_ctx;

/**
 * Expand an AES key (constant-time) for both encryption and decryption.
 * Secret inputs: key.
 * @param ctx context to fill
 * @param key the key, keylen bytes
 * @param keylen 16, 24 or 32
 * @return CB_OK, or CB_E_ARG for any other keylen (ctx is then zeroed)
 */
CB_MUST_CHECK int cb_aes_ct_setkey(cb_aes_ct_ctx *ctx, const uint8_t *key,
				   size_t keylen);

/**
 * Encrypt nblocks consecutive 16-byte blocks (ECB), constant-time.
 * @param ctx context set by cb_aes_ct_setkey
 * @param out nblocks * 16 bytes; may equal in
 * @param in nblocks * 16 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_aes_ct_encrypt(const cb_aes_ct_ctx *ctx, uint8_t *out,
		       const uint8_t *in, size_t nblocks);

/**
 * Decrypt nblocks consecutive 16-byte blocks (ECB), constant-time.
 * @param ctx context set by cb_aes_ct_setkey
 * @param out nblocks * 16 bytes; may equal in
 * @param in nblocks * 16 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_aes_ct_decrypt(const cb_aes_ct_ctx *ctx, uint8_t *out,
		       const uint8_t *in, size_t nblocks);

/**
 * Expand an AES key for the table implementation (NOT constant-time:
 * the key schedule indexes the S-box with key bytes).
 * @param ctx context to fill
 * @param key the key, keylen bytes
 * @param keylen 16, 24 or 32
 * @return CB_OK, or CB_E_ARG for any other keylen (ctx is then zeroed)
 */
CB_MUST_CHECK int cb_aes_tab_setkey(cb_aes_tab_ctx *ctx, const uint8_t *key,
				    size_t keylen);

/**
 * Encrypt nblocks blocks (ECB) with T-tables.  NOT constant-time.
 * @param ctx context set by cb_aes_tab_setkey
 * @param out nblocks * 16 bytes; may equal in
 * @param in nblocks * 16 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_aes_tab_encrypt(const cb_aes_tab_ctx *ctx, uint8_t *out,
			const uint8_t *in, size_t nblocks);

/**
 * Decrypt nblocks blocks (ECB) with T-tables.  NOT constant-time.
 * @param ctx context set by cb_aes_tab_setkey
 * @param out nblocks * 16 bytes; may equal in
 * @param in nblocks * 16 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_aes_tab_decrypt(const cb_aes_tab_ctx *ctx, uint8_t *out,
			const uint8_t *in, size_t nblocks);

/** aes_ct as a block cipher for the modes (key: a cb_aes_ct_ctx). */
extern const cb_block_cipher cb_aes_ct_cipher;
/** aes_tab as a block cipher for the modes (key: a cb_aes_tab_ctx). */
extern const cb_block_cipher cb_aes_tab_cipher;

/** Default AES context: the constant-time one. */
typedef cb_aes_ct_ctx cb_aes_ctx;

/** Default AES setkey: cb_aes_ct_setkey. */
CB_MUST_CHECK static inline int
cb_aes_setkey(cb_aes_ctx *ctx, const uint8_t *key, size_t keylen)
{
	return cb_aes_ct_setkey(ctx, key, keylen);
}

/** Default AES encryption: cb_aes_ct_encrypt. */
static inline void
cb_aes_encrypt(const cb_aes_ctx *ctx, uint8_t *out, const uint8_t *in,
	       size_t nblocks)
{
	cb_aes_ct_encrypt(ctx, out, in, nblocks);
}

/** Default AES decryption: cb_aes_ct_decrypt. */
static inline void
cb_aes_decrypt(const cb_aes_ctx *ctx, uint8_t *out, const uint8_t *in,
	       size_t nblocks)
{
	cb_aes_ct_decrypt(ctx, out, in, nblocks);
}

/* ==== 3DES and SM4 ==== */

/* ==== CBC, CTR, PKCS#7 ==== */

#ifdef __cplusplus
}
#endif
#endif
