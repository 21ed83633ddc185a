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

/*
 * Ascon-AEAD128 (NIST SP 800-232 §4, final; not Ascon-128/128a v1.2):
 * 128-bit key, 128-bit nonce, 128-bit tag.  Implementation: portable
 * 64-bit lanes; the permutation is table-free (bitsliced S-box, XORs,
 * fixed rotations), so everything here is constant-time: key, nonce-derived
 * state and plaintext never reach a branch, index or loop bound; lengths
 * are public.  The tag check uses cb_memeq().  Stack: about 200 bytes
 * (x86-64 -O2), context included.
 *
 * Offered: one-shot encrypt and decrypt, and streaming encrypt
 * (init, aad, encrypt_update, encrypt_final).  There is deliberately no
 * streaming decrypt: it would have to release plaintext before the tag is
 * checked, and could not keep this header's promise that a failed
 * decryption wipes its output.  Decrypt large messages in one call.
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

/** Streaming encryption state (fields private; memcpy clones it). */
typedef struct cb_ascon_aead128_ctx {
	uint64_t s[5];     /* permutation state x0..x4 */
	uint64_t k[2];     /* key, needed again at finalization */
	uint32_t pos;      /* byte offset in the current 16-byte block */
	uint32_t phase;    /* 0: no AD yet, 1: in AD, 2: in message */
} cb_ascon_aead128_ctx;

/**
 * Key setup.
 * @param ks expanded key (caller-owned; wipe it when done)
 * @param key 16-byte key (secret)
 */
void cb_ascon_aead128_setkey(cb_ascon_aead128_key *ks,
			     const uint8_t key[CB_ASCON_AEAD128_KEY_LEN]);

/**
 * Start encrypting one message.
 * @param ctx caller-owned context (holds a copy of the key)
 * @param ks key from cb_ascon_aead128_setkey()
 * @param nonce 16-byte nonce, unique per key
 */
void cb_ascon_aead128_init(cb_ascon_aead128_ctx *ctx,
			   const cb_ascon_aead128_key *ks,
			   const uint8_t nonce[CB_ASCON_AEAD128_NONCE_LEN]);

/**
 * Absorb associated data; may be called several times (any chunking),
 * but only before the first cb_ascon_aead128_encrypt_update().
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
