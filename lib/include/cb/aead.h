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

/*
 * GCM (SP 800-38D) and CCM (SP 800-38C, RFC 3610) over any 128-bit
 * cb_block_cipher (AES, SM4).
 *
 * Every AEAD here has the same shape: a caller-owned key (cb_gcm_key,
 * cb_ccm_key, cb_chacha20poly1305_key, cb_ascon_aead128_key) set up once
 * by cb_X_setkey(ks, ..., key, keylen), which returns CB_E_ARG for a key
 * length the algorithm does not take; then, per message, either the
 * one-shot cb_X_encrypt / cb_X_decrypt taking the key, or a caller-owned
 * context started from the key by cb_X_init, fed by cb_X_aad and
 * cb_X_encrypt_update / cb_X_decrypt_update and closed by
 * cb_X_encrypt_final / cb_X_decrypt_final.  A key serves any number of
 * messages; a context may refer to its key, which must then stay
 * unchanged until the final.  memcpy clones a key and a context; wipe a
 * key with cb_wipe when done with it (the finals wipe the context).
 *
 * GHASH implementations, a choice made when the key is set up:
 *  - ct (cb_gcm_setkey, the default): a carry-less multiplication by H
 *    built from 32x32-bit integer multiplies whose operands have masked
 *    "holes" (so no carry reaches a result bit), no table and no data-
 *    dependent branch (-DCB_CT_MUL=0 selects a bit-serial multiply for
 *    cores whose multiplier is not constant-time, e.g. Cortex-M3).  Both
 *    modes are constant-time when the cipher is.
 *  - table (cb_gcm_setkey_table): 64 KB of per-key tables (a caller-owned
 *    cb_gcm_table), one lookup per byte.  NOT constant-time on CPUs with
 *    data caches (H- and data-dependent table indices leak through cache
 *    timing); it exists for the `table` configuration, next to the table
 *    ciphers, and is never the default.  Same mode, same checks, same
 *    results; only the GHASH differs.
 *
 * Secret inputs: key schedule, H, plaintext, keystream.  Nonce, AAD,
 * lengths and the tag are public.  On Cortex-M4/M7/M33/M55 the ct GHASH
 * is Thumb-2 assembly (about 34 instructions per byte on long messages,
 * two blocks per reduction from 512 bytes on; -DCB_ARM_GHASH=0 for the
 * C, about 40).  Stack (Cortex-M4, GCC 12 -O2, ct GHASH): about 570
 * bytes from cb_gcm_*_update down (the assembly's 500, with the
 * operands of H and H^2), plus the cipher's; the one-shot calls hold
 * the context as well (the benchmark firmware measures them; the C
 * GHASH: about 350 bytes from update down).
 *
 * Streaming decryption releases plaintext from each update before the tag
 * has been checked: it is unauthenticated until *_decrypt_final returns
 * CB_OK, and must be discarded otherwise.  The one-shot cb_gcm_decrypt and
 * cb_ccm_decrypt are the safe default: they release nothing unless the tag
 * is valid (the output is zeroed with a mask, not a branch, otherwise).
 * All of them work in place (out == in).
 */

#define CB_GCM_TAG_LEN 16
#define CB_CCM_TAG_LEN 16

/** GCM key: cipher, key schedule, hash subkey (fields private; size ABI). */
typedef struct cb_gcm_key {
	const cb_block_cipher *bc;   /* NULL: not keyed */
	/* the GHASH of cb_gcm_setkey_table, or NULL for the ct one */
	void (*ghash)(uint32_t y[4], const void *tab, const uint8_t *p,
		      size_t nblocks);
	const void *tab;             /* its table (a cb_gcm_table) */
	uint32_t h[4];               /* hash subkey H, big-endian words */
	cb_block_any_ctx cipher;     /* the cipher's key schedule */
} cb_gcm_key;

/** Table of H's multiples for cb_gcm_setkey_table: 64 KB, caller-owned. */
typedef struct cb_gcm_table {
	uint64_t t[16][256][2];      /* [i][b]: H times byte b at byte i */
} cb_gcm_table;

/** GCM context (fields private; size is ABI). */
typedef struct cb_gcm_ctx {
	cb_ctr_ctx ctr;       /* 32-bit counter, starts at inc32(J0) */
	const cb_gcm_key *ks; /* the caller's key */
	uint32_t y[4];        /* GHASH accumulator */
	uint8_t ek0[16];      /* E(K, J0), masks the tag */
	uint8_t buf[16];      /* partial GHASH block */
	size_t buflen;
	uint64_t aadlen;      /* bytes */
	uint64_t textlen;     /* bytes */
	int in_text;          /* AAD is closed once text has started */
} cb_gcm_ctx;

/** CCM key: cipher and key schedule (fields private; size is ABI). */
typedef struct cb_ccm_key {
	const cb_block_cipher *bc;   /* NULL: not keyed */
	cb_block_any_ctx cipher;     /* the cipher's key schedule */
} cb_ccm_key;

/** CCM context (fields private; size is ABI). */
typedef struct cb_ccm_ctx {
	cb_ctr_ctx ctr;       /* counter blocks A_1, A_2, ... */
	uint8_t x[16];        /* CBC-MAC state */
	uint8_t s0[16];       /* E(K, A_0), masks the tag */
	size_t pos;           /* bytes XORed into x since its last encryption */
	uint64_t aad_left;    /* AAD bytes still expected */
	uint64_t msg_left;    /* message bytes still expected */
	size_t taglen;
} cb_ccm_ctx;

/**
 * Set up a GCM key with the constant-time GHASH: the cipher's key
 * schedule (through bc->setkey) and H = E(K, 0).
 * @param ks key to fill (wiped on failure)
 * @param bc the cipher; block_len must be 16
 * @param key keylen bytes (secret)
 * @param keylen a length the cipher takes (16, 24 or 32 for AES, 16 SM4)
 * @return CB_OK, or CB_E_ARG for a 64-bit cipher or a bad key length
 */
CB_MUST_CHECK int cb_gcm_setkey(cb_gcm_key *ks, const cb_block_cipher *bc,
				const uint8_t *key, size_t keylen);

/**
 * Set up a GCM key with the table GHASH (NOT constant-time): as
 * cb_gcm_setkey, plus the 64 KB table of H's multiples in tab, which the
 * key refers to (give it static storage, not the stack; it must stay
 * valid and unchanged while the key is used; wipe it with the key).
 * @param ks key to fill (wiped on failure)
 * @param tab table to fill
 * @param bc the cipher; block_len must be 16
 * @param key keylen bytes (secret)
 * @param keylen a length the cipher takes
 * @return CB_OK, or CB_E_ARG for a 64-bit cipher or a bad key length
 */
CB_MUST_CHECK int cb_gcm_setkey_table(cb_gcm_key *ks, cb_gcm_table *tab,
				      const cb_block_cipher *bc,
				      const uint8_t *key, size_t keylen);

/**
 * Start a GCM message.  A 12-byte IV takes the fast path (J0 = IV || 1);
 * any other length is hashed with GHASH.
 * @param ctx context to fill
 * @param ks key from cb_gcm_setkey or cb_gcm_setkey_table; must stay
 *        unchanged while the context is used
 * @param iv ivlen bytes
 * @param ivlen at least 1
 * @return CB_OK, or CB_E_ARG for ivlen 0 or a key not set up
 */
CB_MUST_CHECK int cb_gcm_init(cb_gcm_ctx *ctx, const cb_gcm_key *ks,
			      const uint8_t *iv, size_t ivlen);

/**
 * Add associated data; any chunking, all of it before any text.
 * @param ctx context from cb_gcm_init
 * @param aad len bytes (NULL allowed when len is 0)
 * @param len any length
 * @return CB_OK, or CB_E_ARG if text has already been processed
 */
CB_MUST_CHECK int cb_gcm_aad(cb_gcm_ctx *ctx, const uint8_t *aad, size_t len);

/**
 * Encrypt len more bytes; output is produced byte for byte.
 * @param ctx context from cb_gcm_init
 * @param out len bytes; may equal in
 * @param in len bytes (NULL allowed when len is 0)
 * @param len any length
 * @return CB_OK, or CB_E_ARG past the GCM limit of 2^36 - 32 bytes
 */
CB_MUST_CHECK int cb_gcm_encrypt_update(cb_gcm_ctx *ctx, uint8_t *out,
					const uint8_t *in, size_t len);

/**
 * Decrypt len more bytes.  The output is NOT authenticated until
 * cb_gcm_decrypt_final returns CB_OK.
 * @param ctx context from cb_gcm_init
 * @param out len bytes; may equal in
 * @param in len bytes (NULL allowed when len is 0)
 * @param len any length
 * @return CB_OK, or CB_E_ARG past the GCM limit of 2^36 - 32 bytes
 */
CB_MUST_CHECK int cb_gcm_decrypt_update(cb_gcm_ctx *ctx, uint8_t *out,
					const uint8_t *in, size_t len);

/**
 * Finish encryption: write the (truncated) tag and wipe the context.
 * @param ctx context from cb_gcm_init
 * @param tag taglen bytes
 * @param taglen 4..16
 * @return CB_OK, or CB_E_ARG for another taglen (nothing written)
 */
CB_MUST_CHECK int cb_gcm_encrypt_final(cb_gcm_ctx *ctx, uint8_t *tag,
				       size_t taglen);

/**
 * Finish decryption: check the tag in constant time and wipe the context.
 * On CB_E_AUTH the caller must discard everything update released.
 * @param ctx context from cb_gcm_init
 * @param tag taglen bytes
 * @param taglen 4..16
 * @return CB_OK, CB_E_AUTH on a wrong tag, CB_E_ARG for a bad taglen
 */
CB_MUST_CHECK int cb_gcm_decrypt_final(cb_gcm_ctx *ctx, const uint8_t *tag,
				       size_t taglen);

/**
 * One-shot GCM encryption.
 * @param out len bytes; may equal in
 * @param tag taglen bytes
 * @param taglen 4..16
 * @param ks key from cb_gcm_setkey or cb_gcm_setkey_table
 * @param iv ivlen bytes
 * @param ivlen at least 1
 * @param aad aadlen bytes
 * @param aadlen any length
 * @param in len bytes
 * @param len up to 2^36 - 32
 * @return CB_OK or CB_E_ARG (nothing useful written)
 */
CB_MUST_CHECK int cb_gcm_encrypt(uint8_t *out, uint8_t *tag, size_t taglen,
				 const cb_gcm_key *ks,
				 const uint8_t *iv, size_t ivlen,
				 const uint8_t *aad, size_t aadlen,
				 const uint8_t *in, size_t len);

/**
 * One-shot GCM decryption: the output is returned only if the tag is
 * valid, and zeroed otherwise (in constant time).
 * @param out len bytes; may equal in; zeroed on failure
 * @param ks key from cb_gcm_setkey or cb_gcm_setkey_table
 * @param iv ivlen bytes
 * @param ivlen at least 1
 * @param aad aadlen bytes
 * @param aadlen any length
 * @param in ciphertext, len bytes
 * @param len up to 2^36 - 32
 * @param tag taglen bytes
 * @param taglen 4..16
 * @return CB_OK, CB_E_AUTH (out wiped) or CB_E_ARG (out wiped)
 */
CB_MUST_CHECK int cb_gcm_decrypt(uint8_t *out, const cb_gcm_key *ks,
				 const uint8_t *iv, size_t ivlen,
				 const uint8_t *aad, size_t aadlen,
				 const uint8_t *in, size_t len,
				 const uint8_t *tag, size_t taglen);

/**
 * Set up a CCM key: the cipher's key schedule (through bc->setkey).
 * @param ks key to fill (wiped on failure)
 * @param bc the cipher; block_len must be 16
 * @param key keylen bytes (secret)
 * @param keylen a length the cipher takes
 * @return CB_OK, or CB_E_ARG for a 64-bit cipher or a bad key length
 */
CB_MUST_CHECK int cb_ccm_setkey(cb_ccm_key *ks, const cb_block_cipher *bc,
				const uint8_t *key, size_t keylen);

/**
 * Start CCM.  The AAD and message lengths are part of the first block and
 * so are fixed here; the stream must then supply exactly that much.
 * @param ctx context to fill
 * @param ks key from cb_ccm_setkey; must stay unchanged while the
 *        context is used
 * @param nonce noncelen bytes
 * @param noncelen 7..13 (the length field L is 15 - noncelen bytes)
 * @param aadlen total AAD bytes that will follow
 * @param msglen total message bytes; must be below 2^(8 L)
 * @param taglen 4, 6, 8, 10, 12, 14 or 16
 * @return CB_OK, or CB_E_ARG for any bad parameter or a key not set up
 */
CB_MUST_CHECK int cb_ccm_init(cb_ccm_ctx *ctx, const cb_ccm_key *ks,
			      const uint8_t *nonce, size_t noncelen,
			      uint64_t aadlen, uint64_t msglen,
			      size_t taglen);

/**
 * Add associated data; any chunking, exactly aadlen bytes in all.
 * @param ctx context from cb_ccm_init
 * @param aad len bytes (NULL allowed when len is 0)
 * @param len any length
 * @return CB_OK, or CB_E_ARG past the declared AAD length
 */
CB_MUST_CHECK int cb_ccm_aad(cb_ccm_ctx *ctx, const uint8_t *aad, size_t len);

/**
 * Encrypt len more bytes (all AAD must have been given).
 * @param ctx context from cb_ccm_init
 * @param out len bytes; may equal in
 * @param in len bytes (NULL allowed when len is 0)
 * @param len any length
 * @return CB_OK, or CB_E_ARG if AAD is missing or past the message length
 */
CB_MUST_CHECK int cb_ccm_encrypt_update(cb_ccm_ctx *ctx, uint8_t *out,
					const uint8_t *in, size_t len);

/**
 * Decrypt len more bytes.  The output is NOT authenticated until
 * cb_ccm_decrypt_final returns CB_OK.
 * @param ctx context from cb_ccm_init
 * @param out len bytes; may equal in
 * @param in len bytes (NULL allowed when len is 0)
 * @param len any length
 * @return CB_OK, or CB_E_ARG if AAD is missing or past the message length
 */
CB_MUST_CHECK int cb_ccm_decrypt_update(cb_ccm_ctx *ctx, uint8_t *out,
					const uint8_t *in, size_t len);

/**
 * Finish encryption: write the tag and wipe the context.
 * @param ctx context from cb_ccm_init
 * @param tag taglen bytes
 * @param taglen the taglen given to cb_ccm_init
 * @return CB_OK, or CB_E_ARG if taglen differs or the AAD or message was
 *         shorter than declared (nothing written)
 */
CB_MUST_CHECK int cb_ccm_encrypt_final(cb_ccm_ctx *ctx, uint8_t *tag,
				       size_t taglen);

/**
 * Finish decryption: check the tag in constant time, wipe the context.
 * On CB_E_AUTH the caller must discard everything update released.
 * @param ctx context from cb_ccm_init
 * @param tag taglen bytes
 * @param taglen the taglen given to cb_ccm_init
 * @return CB_OK, CB_E_AUTH on a wrong tag, CB_E_ARG as for encrypt_final
 */
CB_MUST_CHECK int cb_ccm_decrypt_final(cb_ccm_ctx *ctx, const uint8_t *tag,
				       size_t taglen);

/**
 * One-shot CCM encryption.
 * @param out len bytes; may equal in
 * @param tag taglen bytes
 * @param taglen 4, 6, ..., 16
 * @param ks key from cb_ccm_setkey
 * @param nonce noncelen bytes
 * @param noncelen 7..13
 * @param aad aadlen bytes
 * @param aadlen any length
 * @param in len bytes
 * @param len below 2^(8 (15 - noncelen))
 * @return CB_OK or CB_E_ARG
 */
CB_MUST_CHECK int cb_ccm_encrypt(uint8_t *out, uint8_t *tag, size_t taglen,
				 const cb_ccm_key *ks,
				 const uint8_t *nonce, size_t noncelen,
				 const uint8_t *aad, size_t aadlen,
				 const uint8_t *in, size_t len);

/**
 * One-shot CCM decryption; on failure the output is wiped.
 * @param out len bytes; may equal in; zeroed on failure
 * @param ks key from cb_ccm_setkey
 * @param nonce noncelen bytes
 * @param noncelen 7..13
 * @param aad aadlen bytes
 * @param aadlen any length
 * @param in ciphertext, len bytes
 * @param len below 2^(8 (15 - noncelen))
 * @param tag taglen bytes
 * @param taglen 4, 6, ..., 16
 * @return CB_OK, CB_E_AUTH (out wiped) or CB_E_ARG (out wiped)
 */
CB_MUST_CHECK int cb_ccm_decrypt(uint8_t *out, const cb_ccm_key *ks,
				 const uint8_t *nonce, size_t noncelen,
				 const uint8_t *aad, size_t aadlen,
				 const uint8_t *in, size_t len,
				 const uint8_t *tag, size_t taglen);

/* ==== ChaCha20, Poly1305, ChaCha20-Poly1305 ==== */

/*
 * ChaCha20 (RFC 8439 §2.4), Poly1305 (RFC 8439 §2.5) and
 * AEAD_CHACHA20_POLY1305 (RFC 8439 §2.8).  One portable implementation
 * each, all constant-time (the default _ct kind, hence no suffix):
 *   - ChaCha20 is add-rotate-xor on 32-bit words: no tables, no branches
 *     or indices that depend on the key, nonce or data.
 *   - Poly1305 keeps r and the accumulator in five 26-bit limbs and uses
 *     32x32->64-bit multiplies; the final reduction mod 2^130-5 is a masked
 *     selection, not a branch.  On cores whose long multiply time depends
 *     on the operands (Cortex-M3 UMULL/UMLAL) the multiplies are not
 *     constant-time; Cortex-M4 and later are.
 *   - The AEAD checks the tag with cb_memeq and turns the verdict into
 *     the return value and the output wipe without a branch.
 *   - The streaming AEAD decryption releases plaintext before the tag is
 *     checked (see cb_chacha20poly1305_decrypt_update); the one-shot
 *     cb_chacha20poly1305_decrypt never does.
 * Secret inputs: key, nonce, Poly1305 key (r, s) and accumulator,
 * keystream, plaintext.  Public: block counter, all lengths, ciphertext,
 * tag, associated data.
 *
 * Keys, nonces and tags have fixed sizes and are passed as sized arrays
 * (uint8_t key[32], nonce[12], tag[16]): the prototype fixes the length,
 * so no function checks it and none returns CB_E_ARG for it.  Contexts
 * hold no pointers (memcpy clones them).  Every function accepts in == out
 * (in place); other overlaps are undefined.  len 0 with NULL buffers is
 * allowed.  Stack use (Cortex-M4, GCC 12 -O2, -fstack-usage): streaming
 * calls up to 240 bytes, cb_chacha20 and cb_poly1305 under 300, the
 * one-shot AEAD calls about 520 (they hold a cipher and a MAC state;
 * decryption 190 more, its keystream made four blocks at a time).  On
 * Armv7-M and Armv8-M mainline ChaCha20's blocks are Thumb-2 (about 13.8
 * estimated cycles per byte on Cortex-M4; -DCB_ARM_CHACHA20_ASM=0 for the
 * C), whose frame (148 bytes) is zeroed before it returns.
 */

/** ChaCha20 key length in bytes. */
#define CB_CHACHA20_KEY_LEN 32
/** ChaCha20 nonce length in bytes (RFC 8439: 96 bits). */
#define CB_CHACHA20_NONCE_LEN 12
/** ChaCha20 block (keystream unit) length in bytes. */
#define CB_CHACHA20_BLOCK_LEN 64
/** Poly1305 one-time key length in bytes (r then s). */
#define CB_POLY1305_KEY_LEN 32
/** Poly1305 tag length in bytes. */
#define CB_POLY1305_TAG_LEN 16
/** ChaCha20-Poly1305 key length in bytes. */
#define CB_CHACHA20POLY1305_KEY_LEN 32
/** ChaCha20-Poly1305 nonce length in bytes. */
#define CB_CHACHA20POLY1305_NONCE_LEN 12
/** ChaCha20-Poly1305 tag length in bytes (never truncated). */
#define CB_CHACHA20POLY1305_TAG_LEN 16

/** ChaCha20 stream state; fields are private, the size is ABI. */
typedef struct cb_chacha20_ctx {
	uint32_t s[16];    /* constants, key, block counter, nonce */
	uint8_t ks[64];    /* keystream of the last block generated */
	uint64_t avail;    /* keystream bytes left before the counter wraps */
	uint32_t used;     /* bytes of ks already used; 64 when none left */
} cb_chacha20_ctx;

/**
 * Load a ChaCha20 key.  Call cb_chacha20_init before cb_chacha20_update;
 * the key stays loaded across inits, so one setkey serves many nonces.
 * @param ctx context to set up
 * @param key 32-byte key (secret)
 */
void cb_chacha20_setkey(cb_chacha20_ctx *ctx,
			const uint8_t key[CB_CHACHA20_KEY_LEN]);

/**
 * Start a keystream at block @p counter of @p nonce.  At most
 * (2^32 - counter) * 64 bytes of keystream follow; the counter never wraps.
 * When done, clear the context with cb_wipe (a stream has no final).
 * @param ctx context on which cb_chacha20_setkey was called
 * @param nonce 12-byte nonce; never reuse one with the same key
 * @param counter initial 32-bit block counter (public), usually 0 or 1
 */
void cb_chacha20_init(cb_chacha20_ctx *ctx,
		      const uint8_t nonce[CB_CHACHA20_NONCE_LEN],
		      uint32_t counter);

/**
 * XOR the next @p len keystream bytes into @p in, writing @p out; encrypts
 * and decrypts.  Calls may split the stream anywhere: the keystream
 * position is kept between calls.
 * @param ctx initialised context
 * @param out output, len bytes (may equal in)
 * @param in input, len bytes (NULL allowed when len is 0)
 * @param len number of bytes
 * @return CB_OK, or CB_E_ARG if the stream would need a block past counter
 *         2^32 - 1; then nothing is written and ctx is unchanged
 */
CB_MUST_CHECK int cb_chacha20_update(cb_chacha20_ctx *ctx, uint8_t *out,
				     const uint8_t *in, size_t len);

/**
 * One-shot ChaCha20: out = in XOR keystream(key, nonce, counter).
 * @param out output, len bytes (may equal in)
 * @param key 32-byte key (secret)
 * @param nonce 12-byte nonce
 * @param counter initial block counter (public)
 * @param in input, len bytes (NULL allowed when len is 0)
 * @param len number of bytes
 * @return CB_OK, or CB_E_ARG if len > (2^32 - counter) * 64 (nothing is
 *         written)
 */
CB_MUST_CHECK int cb_chacha20(uint8_t *out,
			      const uint8_t key[CB_CHACHA20_KEY_LEN],
			      const uint8_t nonce[CB_CHACHA20_NONCE_LEN],
			      uint32_t counter, const uint8_t *in, size_t len);

/** Poly1305 state; fields are private, the size is ABI. */
typedef struct cb_poly1305_ctx {
	uint32_t r[5];     /* clamped r, radix 2^26 */
	uint32_t h[5];     /* accumulator, radix 2^26, partly reduced */
	uint32_t pad[4];   /* s, little-endian words */
	uint8_t buf[16];   /* partial block */
	uint32_t used;     /* bytes in buf */
} cb_poly1305_ctx;

/**
 * Start a Poly1305 MAC.  The key is one-time: never MAC two messages with
 * the same key.
 * @param ctx context to set up
 * @param key 32-byte one-time key r || s (secret); r is clamped here
 */
void cb_poly1305_init(cb_poly1305_ctx *ctx,
		      const uint8_t key[CB_POLY1305_KEY_LEN]);

/**
 * Absorb message bytes; calls may split the message anywhere.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_poly1305_update(cb_poly1305_ctx *ctx, const uint8_t *in, size_t len);

/**
 * Finish: write the tag and wipe the context.
 * @param ctx initialised context
 * @param tag 16-byte output
 */
void cb_poly1305_final(cb_poly1305_ctx *ctx,
		       uint8_t tag[CB_POLY1305_TAG_LEN]);

/**
 * One-shot Poly1305.
 * @param tag 16-byte output
 * @param key 32-byte one-time key (secret)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_poly1305(uint8_t tag[CB_POLY1305_TAG_LEN],
		 const uint8_t key[CB_POLY1305_KEY_LEN], const uint8_t *in,
		 size_t len);

/** ChaCha20-Poly1305 key; fields are private, the size is ABI. */
typedef struct cb_chacha20poly1305_key {
	uint8_t k[CB_CHACHA20POLY1305_KEY_LEN];
} cb_chacha20poly1305_key;

/** ChaCha20-Poly1305 state; fields are private, the size is ABI. */
typedef struct cb_chacha20poly1305_ctx {
	cb_chacha20_ctx cipher;
	cb_poly1305_ctx mac;
	uint64_t adlen;    /* associated data bytes so far */
	uint64_t ctlen;    /* ciphertext bytes so far */
	uint32_t data;     /* 1 once encryption or decryption has started */
} cb_chacha20poly1305_ctx;

/**
 * Key setup (the shape of every AEAD key here, see GCM above).
 * @param ks key to fill (caller-owned; wipe it when done)
 * @param key keylen bytes (secret)
 * @param keylen 32
 * @return CB_OK, or CB_E_ARG for another key length (ks zeroed)
 */
CB_MUST_CHECK int cb_chacha20poly1305_setkey(cb_chacha20poly1305_key *ks,
					     const uint8_t *key,
					     size_t keylen);

/**
 * Start encrypting or decrypting one message: derive the one-time Poly1305
 * key from block 0 and set the cipher to block 1.  Then: any number of
 * cb_chacha20poly1305_aad calls, then any number of ..._encrypt_update
 * (finished by ..._encrypt_final) or ..._decrypt_update (finished by
 * ..._decrypt_final) calls.
 * @param ctx context to set up
 * @param ks key from cb_chacha20poly1305_setkey
 * @param nonce 12-byte nonce; never reuse one with the same key
 */
void cb_chacha20poly1305_init(cb_chacha20poly1305_ctx *ctx,
	const cb_chacha20poly1305_key *ks,
	const uint8_t nonce[CB_CHACHA20POLY1305_NONCE_LEN]);

/**
 * Absorb associated data; calls may split it anywhere, but all of it must
 * come before the first update.
 * @param ctx initialised context
 * @param aad associated data (NULL allowed when len is 0)
 * @param len number of bytes
 * @return CB_OK, or CB_E_ARG after an update call (ctx is unchanged)
 */
CB_MUST_CHECK int cb_chacha20poly1305_aad(cb_chacha20poly1305_ctx *ctx,
					  const uint8_t *aad, size_t len);

/**
 * Encrypt the next plaintext bytes; calls may split the message anywhere.
 * @param ctx initialised context
 * @param out ciphertext, len bytes (may equal in)
 * @param in plaintext, len bytes (NULL allowed when len is 0)
 * @param len number of bytes
 * @return CB_OK, or CB_E_ARG if the message would exceed RFC 8439's
 *         P_MAX = (2^32 - 1) * 64 bytes (nothing written, ctx unchanged)
 */
CB_MUST_CHECK int cb_chacha20poly1305_encrypt_update(
	cb_chacha20poly1305_ctx *ctx, uint8_t *out, const uint8_t *in,
	size_t len);

/**
 * Finish encryption: write the tag and wipe the context.
 * @param ctx context after the last encrypt_update
 * @param tag 16-byte output
 */
void cb_chacha20poly1305_encrypt_final(cb_chacha20poly1305_ctx *ctx,
	uint8_t tag[CB_CHACHA20POLY1305_TAG_LEN]);

/**
 * Decrypt the next ciphertext bytes; calls may split the message anywhere.
 * WARNING: this releases plaintext BEFORE the tag is checked.  It is
 * unauthenticated: the caller must not act on it, and must discard all of
 * it, unless cb_chacha20poly1305_decrypt_final then returns CB_OK.  Use
 * the one-shot cb_chacha20poly1305_decrypt when the message fits in memory:
 * it checks the tag first and releases nothing on failure.
 * @param ctx initialised context
 * @param out plaintext, len bytes (may equal in)
 * @param in ciphertext, len bytes (NULL allowed when len is 0)
 * @param len number of bytes
 * @return CB_OK, or CB_E_ARG if the message would exceed P_MAX (nothing
 *         written, ctx unchanged)
 */
CB_MUST_CHECK int cb_chacha20poly1305_decrypt_update(
	cb_chacha20poly1305_ctx *ctx, uint8_t *out, const uint8_t *in,
	size_t len);

/**
 * Finish decryption: compare the tag in constant time and wipe the
 * context.  Plaintext released by decrypt_update is not wiped here (the
 * library no longer holds it): on CB_E_AUTH the caller must wipe it.
 * @param ctx context after the last decrypt_update
 * @param tag the received 16-byte tag
 * @return CB_OK if the tag is right, else CB_E_AUTH
 */
CB_MUST_CHECK int cb_chacha20poly1305_decrypt_final(
	cb_chacha20poly1305_ctx *ctx,
	const uint8_t tag[CB_CHACHA20POLY1305_TAG_LEN]);

/**
 * One-shot ChaCha20-Poly1305 encryption.
 * @param out ciphertext, len bytes (may equal in)
 * @param tag 16-byte tag output
 * @param ks key from cb_chacha20poly1305_setkey
 * @param nonce 12-byte nonce; never reuse one with the same key
 * @param aad associated data (NULL allowed when aadlen is 0)
 * @param aadlen associated data length
 * @param in plaintext (NULL allowed when len is 0)
 * @param len plaintext length
 * @return CB_OK, or CB_E_ARG if len > P_MAX = (2^32 - 1) * 64 (nothing
 *         written)
 */
CB_MUST_CHECK int cb_chacha20poly1305_encrypt(uint8_t *out,
	uint8_t tag[CB_CHACHA20POLY1305_TAG_LEN],
	const cb_chacha20poly1305_key *ks,
	const uint8_t nonce[CB_CHACHA20POLY1305_NONCE_LEN],
	const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);

/**
 * One-shot ChaCha20-Poly1305 decryption.  The tag is checked over the
 * associated data and ciphertext BEFORE anything is decrypted, so no
 * unauthenticated plaintext is ever written; a bad tag costs the same
 * time as a good one (the output is masked, not skipped).
 * @param out plaintext, len bytes (may equal in)
 * @param ks key from cb_chacha20poly1305_setkey
 * @param nonce 12-byte nonce
 * @param aad associated data (NULL allowed when aadlen is 0)
 * @param aadlen associated data length
 * @param in ciphertext (NULL allowed when len is 0)
 * @param len ciphertext length (without the tag)
 * @param tag the received 16-byte tag
 * @return CB_OK; CB_E_AUTH if the tag is wrong (out is zeroed, which
 *         destroys the ciphertext when out == in); CB_E_ARG if len > P_MAX
 *         (nothing written)
 */
CB_MUST_CHECK int cb_chacha20poly1305_decrypt(uint8_t *out,
	const cb_chacha20poly1305_key *ks,
	const uint8_t nonce[CB_CHACHA20POLY1305_NONCE_LEN],
	const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len,
	const uint8_t tag[CB_CHACHA20POLY1305_TAG_LEN]);

/* ==== Ascon-AEAD128 ==== */

/*
 * Ascon-AEAD128 (NIST SP 800-232 §4, final; not Ascon-128/128a v1.2):
 * 128-bit key, 128-bit nonce, 128-bit tag.  Implementation: portable
 * 64-bit lanes; the permutation is table-free (bitsliced S-box, XORs,
 * fixed rotations), so everything here is constant-time: key, nonce-derived
 * state and plaintext never reach a branch, index or loop bound; lengths
 * are public.  The tag check uses cb_memeq().  Stack: about 200 bytes
 * (x86-64 -O2), context included.
 *
 * Offered: one-shot encrypt and decrypt, and streaming encrypt (init,
 * aad, encrypt_update, encrypt_final) and decrypt (init, aad,
 * decrypt_update, decrypt_final).  As for every AEAD here, streaming
 * decryption releases plaintext before the tag is checked: it is
 * unauthenticated until cb_ascon_aead128_decrypt_final returns CB_OK and
 * must be discarded otherwise; the one-shot cb_ascon_aead128_decrypt
 * releases nothing unless the tag is valid (the safe default).
 * In-place operation (out == in) is supported; other overlap is undefined.
 */

/** Key length in bytes. */
#define CB_ASCON_AEAD128_KEY_LEN 16
/** Nonce length in bytes (never reuse a nonce with the same key). */
#define CB_ASCON_AEAD128_NONCE_LEN 16
/** Tag length in bytes. */
#define CB_ASCON_AEAD128_TAG_LEN 16

/** Expanded key (the key as two lanes; fields private; size is ABI). */
typedef struct cb_ascon_aead128_key {
	uint64_t k[2];
} cb_ascon_aead128_key;

/** Streaming state (fields private; memcpy clones it). */
typedef struct cb_ascon_aead128_ctx {
	uint64_t s[5];     /* permutation state x0..x4 */
	uint64_t k[2];     /* key, needed again at finalization */
	uint32_t pos;      /* byte offset in the current 16-byte block */
	uint32_t phase;    /* 0: no AD yet, 1: in AD, 2: in message */
} cb_ascon_aead128_ctx;

/**
 * Key setup (the shape of every AEAD key here, see GCM above).
 * @param ks expanded key (caller-owned; wipe it when done)
 * @param key keylen bytes (secret)
 * @param keylen 16
 * @return CB_OK, or CB_E_ARG for another key length (ks zeroed)
 */
CB_MUST_CHECK int cb_ascon_aead128_setkey(cb_ascon_aead128_key *ks,
					  const uint8_t *key, size_t keylen);

/**
 * Start encrypting or decrypting one message.
 * @param ctx caller-owned context (holds a copy of the key)
 * @param ks key from cb_ascon_aead128_setkey()
 * @param nonce 16-byte nonce, unique per key
 */
void cb_ascon_aead128_init(cb_ascon_aead128_ctx *ctx,
			   const cb_ascon_aead128_key *ks,
			   const uint8_t nonce[CB_ASCON_AEAD128_NONCE_LEN]);

/**
 * Absorb associated data; may be called several times (any chunking),
 * but only before the first encrypt_update or decrypt_update.
 * @param ctx context from cb_ascon_aead128_init()
 * @param aad associated data (may be NULL when len is 0)
 * @param len number of bytes
 * @return CB_OK, or CB_E_ARG (nothing absorbed) if message data was
 *         already processed
 */
CB_MUST_CHECK int cb_ascon_aead128_aad(cb_ascon_aead128_ctx *ctx,
				       const uint8_t *aad, size_t len);

/**
 * Encrypt the next len bytes (any chunking); writes exactly len bytes.
 * @param ctx context
 * @param out ciphertext, len bytes (may equal in)
 * @param in plaintext (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_ascon_aead128_encrypt_update(cb_ascon_aead128_ctx *ctx,
				     uint8_t *out, const uint8_t *in,
				     size_t len);

/**
 * Finish: write the tag and wipe the context.
 * @param ctx context
 * @param tag 16-byte authentication tag
 */
void cb_ascon_aead128_encrypt_final(cb_ascon_aead128_ctx *ctx,
				    uint8_t tag[CB_ASCON_AEAD128_TAG_LEN]);

/**
 * Decrypt the next len bytes (any chunking), after all associated data;
 * writes exactly len bytes.  WARNING: the output is NOT authenticated
 * until cb_ascon_aead128_decrypt_final returns CB_OK; on CB_E_AUTH the
 * caller must discard (and wipe) all of it.
 * @param ctx context from cb_ascon_aead128_init()
 * @param out plaintext, len bytes (may equal in)
 * @param in ciphertext (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_ascon_aead128_decrypt_update(cb_ascon_aead128_ctx *ctx,
				     uint8_t *out, const uint8_t *in,
				     size_t len);

/**
 * Finish decryption: check the tag in constant time and wipe the context.
 * Plaintext released by decrypt_update is not wiped here (the library no
 * longer holds it).
 * @param ctx context after the last decrypt_update
 * @param tag the received 16-byte tag
 * @return CB_OK if the tag is right, else CB_E_AUTH
 */
CB_MUST_CHECK int cb_ascon_aead128_decrypt_final(cb_ascon_aead128_ctx *ctx,
	const uint8_t tag[CB_ASCON_AEAD128_TAG_LEN]);

/**
 * One-shot encryption.
 * @param out ciphertext, len bytes (may equal in)
 * @param tag 16-byte tag
 * @param ks key from cb_ascon_aead128_setkey()
 * @param nonce 16-byte nonce, unique per key
 * @param aad associated data (may be NULL when aadlen is 0)
 * @param aadlen associated data length in bytes
 * @param in plaintext (may be NULL when len is 0)
 * @param len plaintext length in bytes
 */
void cb_ascon_aead128_encrypt(uint8_t *out,
			      uint8_t tag[CB_ASCON_AEAD128_TAG_LEN],
			      const cb_ascon_aead128_key *ks,
			      const uint8_t nonce[CB_ASCON_AEAD128_NONCE_LEN],
			      const uint8_t *aad, size_t aadlen,
			      const uint8_t *in, size_t len);

/**
 * One-shot decryption and tag check (constant time).
 * @param out plaintext, len bytes (may equal in); all zero on failure
 * @param ks key from cb_ascon_aead128_setkey()
 * @param nonce 16-byte nonce
 * @param aad associated data (may be NULL when aadlen is 0)
 * @param aadlen associated data length in bytes
 * @param in ciphertext (may be NULL when len is 0)
 * @param len ciphertext length in bytes
 * @param tag 16-byte tag to verify
 * @return CB_OK, or CB_E_AUTH if the tag does not match (out wiped)
 */
CB_MUST_CHECK int
cb_ascon_aead128_decrypt(uint8_t *out, const cb_ascon_aead128_key *ks,
			 const uint8_t nonce[CB_ASCON_AEAD128_NONCE_LEN],
			 const uint8_t *aad, size_t aadlen,
			 const uint8_t *in, size_t len,
			 const uint8_t tag[CB_ASCON_AEAD128_TAG_LEN]);

#ifdef __cplusplus
}
#endif
#endif
