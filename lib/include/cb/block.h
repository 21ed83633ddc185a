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
	size_t ctx_size;        /**< bytes of the key schedule (its ctx) */
	/**
	 * The cipher's own setkey through the descriptor: fill the key
	 * schedule at key (ctx_size bytes) from keylen bytes of k.
	 * @return CB_OK, or CB_E_ARG for a key length it does not take
	 */
	int (*setkey)(void *key, const uint8_t *k, size_t keylen);
	/**
	 * CTR keystream in the cipher's own way, or NULL (the modes then
	 * encrypt counter blocks): out = in ^ E(ctr_i) for nblocks
	 * consecutive counter blocks ctr_0 = ctr, ctr_i+1 = ctr_i with its
	 * last four bytes, a big-endian number, plus one (mod 2^32); ctr is
	 * left at ctr_nblocks.  16-byte blocks only; out == in allowed.
	 * aes_tab's caches its first two rounds (not constant-time).
	 */
	void (*ctr32)(const void *key, uint8_t *out, const uint8_t *in,
		      size_t nblocks, uint8_t ctr[16]);
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
 *    odd last block is processed next to a dummy block.  On Armv7-M and
 *    Armv8-M mainline the rounds are generated Thumb-2 assembly (about
 *    95 estimated cycles per byte for AES-128-CTR on Cortex-M4; build
 *    with -DCB_ARM_AES_CT_ASM=0 for the portable C).
 *  - aes_tab: classic T-table implementation plus the 256-byte S-boxes:
 *    one 1 KB table per direction, rotated for each row, on 32-bit cores
 *    (small; the rotation is free on Cortex-M), four (4 KB per direction,
 *    no rotations) on 64-bit hosts; -DCB_AES_TAB_TABLES=1 or 4 forces
 *    one.  On Armv7-M and Armv8-M mainline the rounds are Thumb-2, and
 *    its CTR (the descriptor's ctr32) caches rounds 1 and 2 between
 *    carries out of the counter's last byte (about 31.7 estimated
 *    cycles per byte for AES-128-CTR on Cortex-M4; -DCB_ARM_AES_TAB_ASM=0
 *    for the C).  NOT constant-time on CPUs with data caches (key- and
 *    data-dependent table indices leak through cache timing); it exists
 *    for comparison and is never the default.
 *
 * Secret inputs: the key, the plaintext (encrypt), the decrypted output,
 * and the key schedule held in the context.  Lengths are public.
 * One context holds both the encryption and the decryption key schedule,
 * so a single setkey serves encrypt, decrypt and every mode.  The context
 * has no interior pointers (memcpy clones it); it holds key material:
 * wipe it with cb_wipe(ctx, sizeof(*ctx)) when done.
 * Stack (Cortex-M4, GCC -O2): aes_ct about 400 bytes to encrypt and 500
 * to decrypt or set a key; aes_tab under 100 bytes to encrypt or decrypt
 * and about 120 to set a key.
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

/*
 * Triple DES (TDEA, SP 800-67: EDE with three independent keys, K1 || K2
 * || K3, 64-bit blocks) and SM4 (GB/T 32907-2016, 128-bit key and block).
 *
 * Implementations (parity bits of DES keys are ignored):
 *  - des3_ct (the default; the unsuffixed cb_des3_* names are this one):
 *    the 32 S-box output bits of a round are computed at once, one per
 *    bit of 32-bit words, each from its algebraic normal form (64
 *    coefficient words, all read every time); IP and FP are swap-moves.
 *    No secret branch or index.  About 3.5 times slower than des3_tab on
 *    a 64-bit host, 7 times on Cortex-M4.
 *  - des3_tab: classic DES with eight 64-entry S-box/P-permutation tables
 *    indexed by key- and data-dependent values.  NOT constant-time on CPUs
 *    with data caches.  The initial and final permutations are swap-moves.
 *  - sm4_ct (the default; the unsuffixed cb_sm4_* names are this one):
 *    bitsliced.  The S-box is a Boolean circuit of 115 AND/XOR gates
 *    (the AES circuit's GF(2^8) inversion between SM4's affine maps) on
 *    32 lanes: up to eight blocks per pass with the state in bit planes,
 *    or the S-boxes of one or two blocks (CBC encryption, CCM).  No
 *    table, no secret branch or index; the key schedule is constant-time
 *    too.  On a 64-bit host faster than sm4_tab given many blocks per
 *    call (CTR, CBC decryption: about 0.7 times its time), about 3.5
 *    times slower one block at a time.
 *  - sm4_tab: four 256-entry 32-bit tables (S-box combined with the linear
 *    map L).  NOT constant-time.
 *
 * Secret inputs: the key, the plaintext (encrypt), the decrypted output and
 * the key schedule in the context.  Lengths are public.  Contexts have no
 * interior pointers (memcpy clones them); wipe them with cb_wipe when done.
 * Stack: under 100 bytes (des3), about 500 (sm4_ct, Cortex-M4 and x86-64).
 * encrypt/decrypt work in place (out == in); any other overlap is
 * undefined.  nblocks == 0 is allowed (in and out may then be NULL).
 */

#define CB_DES3_BLOCK_LEN 8
#define CB_DES3_KEY_LEN 24
#define CB_SM4_BLOCK_LEN 16
#define CB_SM4_KEY_LEN 16

/** des3_ct key schedule (fields private; size is ABI). */
typedef struct cb_des3_ct_ctx {
	/* 3 x 16 rounds x the 48-bit subkey in two words, encryption order */
	uint32_t sk[3][16][2];
} cb_des3_ct_ctx;

/** des3_tab key schedule (fields private; size is ABI). */
typedef struct cb_des3_tab_ctx {
	/* 3 x 16 rounds x 8 six-bit subkey chunks, in encryption order */
	uint8_t sk[3][16][8];
} cb_des3_tab_ctx;

/** sm4_ct key schedule (fields private; size is ABI). */
typedef struct cb_sm4_ct_ctx {
	uint32_t rk[32];
} cb_sm4_ct_ctx;

/** sm4_tab key schedule (fields private; size is ABI). */
typedef struct cb_sm4_tab_ctx {
	uint32_t rk[32];
} cb_sm4_tab_ctx;

/**
 * Expand a three-key 3DES key (K1 || K2 || K3), constant-time.
 * @param ctx context to fill
 * @param key the key, keylen bytes (parity bits ignored)
 * @param keylen must be 24 (CB_DES3_KEY_LEN)
 * @return CB_OK, or CB_E_ARG for any other keylen (ctx is then zeroed)
 */
CB_MUST_CHECK int cb_des3_ct_setkey(cb_des3_ct_ctx *ctx, const uint8_t *key,
				    size_t keylen);

/**
 * Encrypt nblocks 8-byte blocks (ECB): E(K3, D(K2, E(K1, x))),
 * constant-time.
 * @param ctx context set by cb_des3_ct_setkey
 * @param out nblocks * 8 bytes; may equal in
 * @param in nblocks * 8 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_des3_ct_encrypt(const cb_des3_ct_ctx *ctx, uint8_t *out,
			const uint8_t *in, size_t nblocks);

/**
 * Decrypt nblocks 8-byte blocks (ECB), constant-time.
 * @param ctx context set by cb_des3_ct_setkey
 * @param out nblocks * 8 bytes; may equal in
 * @param in nblocks * 8 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_des3_ct_decrypt(const cb_des3_ct_ctx *ctx, uint8_t *out,
			const uint8_t *in, size_t nblocks);

/**
 * Expand a three-key 3DES key (K1 || K2 || K3).  NOT constant-time with
 * respect to cache timing of later encryptions; the schedule itself has no
 * secret index.
 * @param ctx context to fill
 * @param key the key, keylen bytes (parity bits ignored)
 * @param keylen must be 24 (CB_DES3_KEY_LEN)
 * @return CB_OK, or CB_E_ARG for any other keylen (ctx is then zeroed)
 */
CB_MUST_CHECK int cb_des3_tab_setkey(cb_des3_tab_ctx *ctx, const uint8_t *key,
				     size_t keylen);

/**
 * Encrypt nblocks 8-byte blocks (ECB): E(K3, D(K2, E(K1, x))).
 * NOT constant-time.
 * @param ctx context set by cb_des3_tab_setkey
 * @param out nblocks * 8 bytes; may equal in
 * @param in nblocks * 8 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_des3_tab_encrypt(const cb_des3_tab_ctx *ctx, uint8_t *out,
			 const uint8_t *in, size_t nblocks);

/**
 * Decrypt nblocks 8-byte blocks (ECB).  NOT constant-time.
 * @param ctx context set by cb_des3_tab_setkey
 * @param out nblocks * 8 bytes; may equal in
 * @param in nblocks * 8 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_des3_tab_decrypt(const cb_des3_tab_ctx *ctx, uint8_t *out,
			 const uint8_t *in, size_t nblocks);

/**
 * Expand an SM4 key, constant-time.
 * @param ctx context to fill
 * @param key the key, keylen bytes
 * @param keylen must be 16 (CB_SM4_KEY_LEN)
 * @return CB_OK, or CB_E_ARG for any other keylen (ctx is then zeroed)
 */
CB_MUST_CHECK int cb_sm4_ct_setkey(cb_sm4_ct_ctx *ctx, const uint8_t *key,
				   size_t keylen);

/**
 * Encrypt nblocks 16-byte blocks (ECB), constant-time.
 * @param ctx context set by cb_sm4_ct_setkey
 * @param out nblocks * 16 bytes; may equal in
 * @param in nblocks * 16 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_sm4_ct_encrypt(const cb_sm4_ct_ctx *ctx, uint8_t *out,
		       const uint8_t *in, size_t nblocks);

/**
 * Decrypt nblocks 16-byte blocks (ECB), constant-time.
 * @param ctx context set by cb_sm4_ct_setkey
 * @param out nblocks * 16 bytes; may equal in
 * @param in nblocks * 16 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_sm4_ct_decrypt(const cb_sm4_ct_ctx *ctx, uint8_t *out,
		       const uint8_t *in, size_t nblocks);

/**
 * Expand an SM4 key with tables.  NOT constant-time.
 * @param ctx context to fill
 * @param key the key, keylen bytes
 * @param keylen must be 16 (CB_SM4_KEY_LEN)
 * @return CB_OK, or CB_E_ARG for any other keylen (ctx is then zeroed)
 */
CB_MUST_CHECK int cb_sm4_tab_setkey(cb_sm4_tab_ctx *ctx, const uint8_t *key,
				    size_t keylen);

/**
 * Encrypt nblocks 16-byte blocks (ECB) with tables.  NOT constant-time.
 * @param ctx context set by cb_sm4_tab_setkey
 * @param out nblocks * 16 bytes; may equal in
 * @param in nblocks * 16 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_sm4_tab_encrypt(const cb_sm4_tab_ctx *ctx, uint8_t *out,
			const uint8_t *in, size_t nblocks);

/**
 * Decrypt nblocks 16-byte blocks (ECB) with tables.  NOT constant-time.
 * @param ctx context set by cb_sm4_tab_setkey
 * @param out nblocks * 16 bytes; may equal in
 * @param in nblocks * 16 bytes
 * @param nblocks number of blocks (0 allowed)
 */
void cb_sm4_tab_decrypt(const cb_sm4_tab_ctx *ctx, uint8_t *out,
			const uint8_t *in, size_t nblocks);

/** des3_ct as a block cipher (key: a cb_des3_ct_ctx). */
extern const cb_block_cipher cb_des3_ct_cipher;
/** des3_tab as a block cipher (key: a cb_des3_tab_ctx). */
extern const cb_block_cipher cb_des3_tab_cipher;
/** sm4_ct as a block cipher (key: a cb_sm4_ct_ctx). */
extern const cb_block_cipher cb_sm4_ct_cipher;
/** sm4_tab as a block cipher (key: a cb_sm4_tab_ctx). */
extern const cb_block_cipher cb_sm4_tab_cipher;

/**
 * Storage able to hold the key schedule of any block cipher here, for code
 * that takes a cb_block_cipher and sets its key (caller-owned, like
 * cb_hash_any_ctx): pass its address as the descriptor's key.
 */
typedef union cb_block_any_ctx {
	cb_aes_ct_ctx aes_ct;
	cb_aes_tab_ctx aes_tab;
	cb_des3_ct_ctx des3_ct;
	cb_des3_tab_ctx des3_tab;
	cb_sm4_ct_ctx sm4_ct;
	cb_sm4_tab_ctx sm4_tab;
} cb_block_any_ctx;

/** Default 3DES context: the constant-time one. */
typedef cb_des3_ct_ctx cb_des3_ctx;

/** Default 3DES setkey: cb_des3_ct_setkey. */
CB_MUST_CHECK static inline int
cb_des3_setkey(cb_des3_ctx *ctx, const uint8_t *key, size_t keylen)
{
	return cb_des3_ct_setkey(ctx, key, keylen);
}

/** Default 3DES encryption: cb_des3_ct_encrypt. */
static inline void
cb_des3_encrypt(const cb_des3_ctx *ctx, uint8_t *out, const uint8_t *in,
		size_t nblocks)
{
	cb_des3_ct_encrypt(ctx, out, in, nblocks);
}

/** Default 3DES decryption: cb_des3_ct_decrypt. */
static inline void
cb_des3_decrypt(const cb_des3_ctx *ctx, uint8_t *out, const uint8_t *in,
		size_t nblocks)
{
	cb_des3_ct_decrypt(ctx, out, in, nblocks);
}

/** Default SM4 context: the constant-time one. */
typedef cb_sm4_ct_ctx cb_sm4_ctx;

/** Default SM4 setkey: cb_sm4_ct_setkey. */
CB_MUST_CHECK static inline int
cb_sm4_setkey(cb_sm4_ctx *ctx, const uint8_t *key, size_t keylen)
{
	return cb_sm4_ct_setkey(ctx, key, keylen);
}

/** Default SM4 encryption: cb_sm4_ct_encrypt. */
static inline void
cb_sm4_encrypt(const cb_sm4_ctx *ctx, uint8_t *out, const uint8_t *in,
	       size_t nblocks)
{
	cb_sm4_ct_encrypt(ctx, out, in, nblocks);
}

/** Default SM4 decryption: cb_sm4_ct_decrypt. */
static inline void
cb_sm4_decrypt(const cb_sm4_ctx *ctx, uint8_t *out, const uint8_t *in,
	       size_t nblocks)
{
	cb_sm4_ct_decrypt(ctx, out, in, nblocks);
}

/* ==== CBC, CTR, PKCS#7 ==== */

/*
 * CBC (no padding) and CTR (SP 800-38A) over any cb_block_cipher, plus
 * PKCS#7 padding helpers (RFC 5652 section 6.3).
 *
 * A mode context keeps a pointer to the cipher descriptor and to the
 * caller's key schedule (e.g. a cb_sm4_ct_ctx), which must stay valid and
 * unchanged while the context is used.  There are no interior pointers, so
 * memcpy clones a context mid-stream.  The modes are constant-time when the
 * cipher is (descriptor field ct); they never branch on or index by data.
 * Secret inputs: the key schedule, the plaintext, the decrypted output,
 * the keystream.  IVs and lengths are public.  Stack: under 200 bytes
 * plus the cipher's.
 */

/** Largest block length of any cipher (bytes). */
#define CB_BLOCK_MAX_LEN 16
/**
 * Keystream bytes CTR computes per cipher call when it cannot write into
 * the output (in place, partial blocks): 8 or 16 blocks, a full batch of
 * the bitsliced SM4.
 */
#define CB_CTR_BATCH_LEN 128

/** CBC streaming context (fields private; size is ABI). */
typedef struct cb_cbc_ctx {
	const cb_block_cipher *bc;
	const void *key;
	uint8_t iv[CB_BLOCK_MAX_LEN];   /* chaining value */
	uint8_t buf[CB_BLOCK_MAX_LEN];  /* partial input block */
	size_t buflen;
} cb_cbc_ctx;

/** CTR streaming context (fields private; size is ABI). */
typedef struct cb_ctr_ctx {
	const cb_block_cipher *bc;
	const void *key;
	uint8_t ctr[CB_BLOCK_MAX_LEN];  /* next counter block */
	uint8_t ks[CB_CTR_BATCH_LEN];   /* keystream not yet used */
	size_t ks_pos;                  /* first unused byte of ks */
	size_t ks_len;                  /* valid bytes in ks */
	size_t ctr_len;                 /* trailing bytes that count */
} cb_ctr_ctx;

/**
 * Start CBC encryption or decryption.
 * @param ctx context to fill
 * @param bc the cipher (block_len 8 or 16)
 * @param key the cipher's key schedule; must outlive the context
 * @param iv bc->block_len bytes
 * @return CB_OK, or CB_E_ARG if bc has another block length
 */
CB_MUST_CHECK int cb_cbc_init(cb_cbc_ctx *ctx, const cb_block_cipher *bc,
			      const void *key, const uint8_t *iv);

/**
 * Encrypt len more bytes.  Input is buffered up to a whole block, so any
 * chunking gives the same output as one call.  *outlen receives the number
 * of bytes written: every block completed so far and not yet output, i.e.
 * a multiple of the block length, at most len + block_len - 1.  In place
 * (out == in) works if the buffer has room for *outlen bytes (always true
 * when every call passes whole blocks).
 * @param ctx context from cb_cbc_init
 * @param out room for len + block_len - 1 bytes
 * @param outlen receives the number of bytes written to out
 * @param in len bytes (NULL allowed when len is 0)
 * @param len any length
 */
void cb_cbc_encrypt_update(cb_cbc_ctx *ctx, uint8_t *out, size_t *outlen,
			   const uint8_t *in, size_t len);

/**
 * Decrypt len more bytes; buffering and output as cb_cbc_encrypt_update.
 * @param ctx context from cb_cbc_init
 * @param out room for len + block_len - 1 bytes
 * @param outlen receives the number of bytes written to out
 * @param in len bytes (NULL allowed when len is 0)
 * @param len any length
 */
void cb_cbc_decrypt_update(cb_cbc_ctx *ctx, uint8_t *out, size_t *outlen,
			   const uint8_t *in, size_t len);

/**
 * End a CBC stream (either direction) and wipe the context.
 * @param ctx context from cb_cbc_init
 * @return CB_OK, or CB_E_ARG if the total length was not a multiple of
 *         the block length (the partial block is discarded)
 */
CB_MUST_CHECK int cb_cbc_final(cb_cbc_ctx *ctx);

/**
 * One-shot CBC encryption without padding.
 * @param out len bytes; may equal in
 * @param bc the cipher
 * @param key the cipher's key schedule
 * @param iv bc->block_len bytes
 * @param in len bytes
 * @param len a multiple of bc->block_len (0 allowed)
 * @return CB_OK, or CB_E_ARG for a bad block or message length
 */
CB_MUST_CHECK int cb_cbc_encrypt(uint8_t *out, const cb_block_cipher *bc,
				 const void *key, const uint8_t *iv,
				 const uint8_t *in, size_t len);

/**
 * One-shot CBC decryption without padding.
 * @param out len bytes; may equal in
 * @param bc the cipher
 * @param key the cipher's key schedule
 * @param iv bc->block_len bytes
 * @param in len bytes
 * @param len a multiple of bc->block_len (0 allowed)
 * @return CB_OK, or CB_E_ARG for a bad block or message length
 */
CB_MUST_CHECK int cb_cbc_decrypt(uint8_t *out, const cb_block_cipher *bc,
				 const void *key, const uint8_t *iv,
				 const uint8_t *in, size_t len);

/**
 * Append PKCS#7 padding: 1..block_len bytes, each equal to their count.
 * @param buf holds the message in its first msglen bytes
 * @param cap size of buf
 * @param padded_len receives the padded length (a multiple of block_len)
 * @param msglen message length
 * @param block_len 1..255
 * @return CB_OK, or CB_E_ARG if block_len is bad or cap is too small
 */
CB_MUST_CHECK int cb_pkcs7_pad(uint8_t *buf, size_t cap, size_t *padded_len,
			       size_t msglen, size_t block_len);

/**
 * Check PKCS#7 padding and give the message length.  Time depends only on
 * block_len, not on the padding value or where it is wrong.
 * Secret inputs: buf.
 * @param msglen receives the message length (0 on failure)
 * @param buf padded message
 * @param len its length
 * @param block_len 1..255
 * @return CB_OK; CB_E_ARG if len is not a positive multiple of block_len
 *         or block_len is bad; CB_E_AUTH if the padding is wrong
 */
CB_MUST_CHECK int cb_pkcs7_unpad(size_t *msglen, const uint8_t *buf,
				 size_t len, size_t block_len);

/**
 * Start CTR: iv is the first counter block; the whole block is a
 * big-endian counter (128-bit for 16-byte blocks, 64-bit for 8-byte
 * blocks) that wraps around modulo 2^(8 * block_len).
 * @param ctx context to fill
 * @param bc the cipher (block_len 8 or 16)
 * @param key the cipher's key schedule; must outlive the context
 * @param iv bc->block_len bytes
 * @return CB_OK, or CB_E_ARG if bc has another block length
 */
CB_MUST_CHECK int cb_ctr_init(cb_ctr_ctx *ctx, const cb_block_cipher *bc,
			      const void *key, const uint8_t *iv);

/**
 * XOR len bytes of keystream into in (encryption and decryption are the
 * same).  Any chunking gives the same result.
 * @param ctx context from cb_ctr_init
 * @param out len bytes; may equal in
 * @param in len bytes (NULL allowed when len is 0)
 * @param len any length
 */
void cb_ctr_update(cb_ctr_ctx *ctx, uint8_t *out, const uint8_t *in,
		   size_t len);

/**
 * End a CTR stream: wipe the context (key stream included).
 * @param ctx context from cb_ctr_init
 */
void cb_ctr_final(cb_ctr_ctx *ctx);

/**
 * One-shot CTR encryption or decryption.
 * @param out len bytes; may equal in
 * @param bc the cipher (block_len 8 or 16)
 * @param key the cipher's key schedule
 * @param iv the first counter block, bc->block_len bytes
 * @param in len bytes
 * @param len any length
 * @return CB_OK, or CB_E_ARG if bc has another block length
 */
CB_MUST_CHECK int cb_ctr(uint8_t *out, const cb_block_cipher *bc,
			 const void *key, const uint8_t *iv,
			 const uint8_t *in, size_t len);

#ifdef __cplusplus
}
#endif
#endif
