/* SPDX-License-Identifier: MIT */
/*
 * Descriptors: every kind of algorithm called one way.
 *
 * A descriptor is a const struct of calls, one type per kind of algorithm,
 * as cb_hash_desc (cb/hash.h) is for hashes and cb_block_cipher
 * (cb/block.h) for block ciphers: MACs, block-cipher modes, AEADs,
 * signatures, key exchange and key encapsulation (after BearSSL's class
 * structures and pqm4's one api.h per scheme).  Code that handles any
 * algorithm of a kind (the benchmark harness, the firmware self-test,
 * conformance and constant-time checks) calls it through its descriptor
 * with the primitives a use names (cb_prims: a block cipher, a hash, a
 * curve, a parameter set); the functions behind a descriptor are thin
 * adapters that pass those on to the algorithm's own API, documented in
 * its family's header, which is the one to call when the algorithm is
 * known.  Each family header declares its descriptors (cb_gcm_aead in
 * cb/aead.h, cb_ecdsa_sig in cb/ec.h, ...).
 *
 * Constant-time status, secret inputs and stack are those of the
 * algorithm behind the descriptor (its header); an adapter adds a frame
 * of a few words and touches no secret itself.  Memory is the caller's:
 * a descriptor states the sizes of the contexts, keys and workspaces its
 * calls take.
 */
#ifndef CB_DESC_H
#define CB_DESC_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"
#include "cb/util.h"

#ifdef __cplusplus
extern "C" {
#endif

struct cb_block_cipher;
struct cb_hash_desc;
struct cb_ecp_curve;

/** The kinds of algorithm, one descriptor type each. */
enum cb_kind {
	CB_KIND_HASH = 0,       /**< struct cb_hash_desc (cb/hash.h) */
	CB_KIND_MAC = 1,        /**< cb_mac_desc */
	CB_KIND_MODE = 2,       /**< cb_mode_desc: a cipher mode, a stream */
	CB_KIND_AEAD = 3,       /**< cb_aead_desc */
	CB_KIND_SIG = 4,        /**< cb_sig_desc */
	CB_KIND_KEX = 5,        /**< cb_kex_desc: key exchange */
	CB_KIND_KEM = 6         /**< cb_kem_desc: key encapsulation */
};

/**
 * What a descriptor runs over: the primitives and the parameter set of
 * one use (a row of the algorithm manifest).  Each descriptor says which
 * fields it reads; the others are ignored.
 */
typedef struct cb_prims {
	const struct cb_block_cipher *cipher; /**< modes, CCM, GCM, CMAC */
	const struct cb_hash_desc *hash;      /**< HMAC; the hash signed */
	const struct cb_ecp_curve *curve;     /**< prime-curve schemes */
	/** domain parameters the caller sets up (DSA: a cb_dsa_params) */
	const void *domain;
	/** the scheme's parameter set, as its descriptor numbers them */
	unsigned set;
} cb_prims;

/* ==== MAC ==== */

/**
 * A message authentication code over a primitive (HMAC over p->hash,
 * CMAC over p->cipher) or of its own.  The context (ctx_size bytes; a
 * cb_mac_any_ctx, cb/mac.h, holds any) has no interior pointers once
 * keyed: memcpy clones a keyed state, to reuse one key set-up.
 */
typedef struct cb_mac_desc {
	const char *name;       /**< e.g. "hmac" */
	size_t ctx_size;        /**< bytes of its context */
	/** @return the tag length in bytes over p */
	size_t (*tag_len)(const cb_prims *p);
	/**
	 * Key a context.
	 * @return CB_OK, or CB_E_ARG for a key length or primitive it does
	 *         not take
	 */
	int (*init)(void *ctx, const cb_prims *p, const uint8_t *key,
		    size_t keylen);
	/** Absorb len bytes (NULL allowed when len is 0). */
	void (*update)(void *ctx, const uint8_t *in, size_t len);
	/** Write the tag (tag_len bytes) and wipe the context. */
	void (*final)(void *ctx, uint8_t *tag);
} cb_mac_desc;

/* ==== block-cipher modes ==== */

/** cb_mode_desc.flags: messages are whole blocks (CBC without padding). */
#define CB_MODE_BLOCKS 1u

/**
 * An unauthenticated mode of a block cipher, or a stream cipher of its
 * own (ChaCha20: bc NULL).  key is the cipher's own key schedule (set by
 * bc->setkey, or by the descriptor's setkey where it has one), iv one
 * block (iv_len bytes where it is not 0).  In place (out == in) is
 * allowed.  The streaming calls take whole blocks where the mode needs
 * them (CB_MODE_BLOCKS): out then gets exactly len bytes.
 */
typedef struct cb_mode_desc {
	const char *name;       /**< e.g. "cbc" */
	unsigned flags;         /**< CB_MODE_* */
	size_t ctx_size;        /**< bytes of its streaming context */
	/** One message; dec: decrypt.  @return CB_OK or CB_E_ARG */
	int (*crypt)(int dec, uint8_t *out, const struct cb_block_cipher *bc,
		     const void *key, const uint8_t *iv, const uint8_t *in,
		     size_t len);
	/** Start a message.  @return CB_OK or CB_E_ARG */
	int (*init)(void *ctx, const struct cb_block_cipher *bc,
		    const void *key, const uint8_t *iv);
	/** Continue it.  @return CB_OK, or CB_E_ARG for a partial block */
	int (*update)(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		      size_t len);
	/** End it and wipe the context.  @return CB_OK or CB_E_ARG */
	int (*final)(void *ctx);
	/** IV bytes; 0: one block of the cipher */
	size_t iv_len;
	/**
	 * A stream cipher's own key schedule (at most a cb_block_any_ctx,
	 * cb/block.h); NULL: the block cipher's (bc->setkey).
	 * @return CB_OK, or CB_E_ARG for a key length it does not take
	 */
	int (*setkey)(void *key, const uint8_t *k, size_t keylen);
} cb_mode_desc;

/* ==== AEAD ==== */

/**
 * cb_aead_desc.flags: streaming decryption releases plaintext before its
 * tag is checked (Ascon-AEAD128's, by design: cb/aead.h); generic code
 * decrypts in one call.
 */
#define CB_AEAD_DEC_UNCHECKED 1u

/**
 * An authenticated cipher.  Its key (key_size bytes; a cb_aead_any_key,
 * cb/aead.h, holds any but the table GCM's cb_gcm_table_key) is set up
 * once and read by every message; a message is one call, or init, aad
 * (adlen bytes in all), update and final.  On a wrong tag decrypt
 * and final return CB_E_AUTH and wipe what was decrypted.
 */
typedef struct cb_aead_desc {
	const char *name;       /**< e.g. "gcm" */
	unsigned flags;         /**< CB_AEAD_* */
	size_t key_size;        /**< bytes of its key schedule */
	size_t ctx_size;        /**< bytes of its streaming context */
	size_t nonce_len;       /**< the usual nonce length */
	size_t tag_len;         /**< the full tag length */
	/**
	 * The same AEAD with the cheapest key set-up, for a key set up for
	 * every message (the table GCM's: the constant-time GHASH), or NULL
	 * when this is it.
	 */
	const struct cb_aead_desc *light;
	/** @return CB_OK, or CB_E_ARG for a key length it does not take */
	int (*setkey)(void *ks, const cb_prims *p, const uint8_t *key,
		      size_t keylen);
	/** One message: out (len bytes) and its tag (taglen bytes). */
	int (*encrypt)(uint8_t *out, uint8_t *tag, size_t taglen,
		       const void *ks, const uint8_t *nonce, size_t noncelen,
		       const uint8_t *ad, size_t adlen, const uint8_t *in,
		       size_t len);
	/** One message, its tag checked.  @return CB_OK or CB_E_AUTH */
	int (*decrypt)(uint8_t *out, const void *ks, const uint8_t *nonce,
		       size_t noncelen, const uint8_t *ad, size_t adlen,
		       const uint8_t *in, size_t len, const uint8_t *tag,
		       size_t taglen);
	/** Start a message of adlen bytes of associated data and len of
	 * text (CCM needs both first). */
	int (*init)(void *ctx, const void *ks, const uint8_t *nonce,
		    size_t noncelen, size_t adlen, size_t len, size_t taglen);
	/** Associated data, any chunking, all of it before any text. */
	int (*aad)(void *ctx, const uint8_t *ad, size_t len);
	int (*update)(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		      size_t len);
	/** Encryption: write the tag; decryption: check it. */
	int (*final)(void *ctx, int dec, uint8_t *tag, size_t taglen);
} cb_aead_desc;

/* ==== public key ==== */

/** Most operations of one public-key kind (cb_pk_lens.tmp). */
#define CB_PK_OPS 4

/**
 * Sizes a public-key scheme's calls take for one cb_prims, in bytes.
 * Operations are numbered as the kind lists them: signatures 0 keygen,
 * 1 sign, 2 verify; key exchange 0 keygen, 1 shared; key encapsulation
 * 0 keygen, 1 encaps, 2 decaps, 3 decaps with the key checked.
 */
typedef struct cb_pk_lens {
	size_t priv;            /**< private key */
	size_t pub;             /**< public key */
	/** the largest signature, the shared secret (key exchange), or the
	 * ciphertext (key encapsulation) */
	size_t out;
	size_t secret;          /**< key encapsulation: the shared secret */
	size_t tmp[CB_PK_OPS];  /**< workspace per operation; 0: none */
} cb_pk_lens;

/** cb_sig_desc.flags: hedged signing; rng NULL signs deterministically. */
#define CB_SIG_HEDGED 1u
/** Stateful: signing advances the private key, which the caller must
 * store before it releases the signature (LMS, HSS). */
#define CB_SIG_STATEFUL 2u
/** Key generation leaves in tmp what signing then reads (the fast LMS's
 * tree): tmp is the key's, kept between the two. */
#define CB_SIG_KEEPS_TMP 4u

/**
 * A signature scheme.  priv and pub are the keys' encodings (priv_len,
 * pub_len bytes of cb_pk_lens), but for schemes whose keys are loaded
 * (load != NULL: RSA, where priv is a cb_rsa_priv and pub a cb_rsa_pub).
 * tmp: a workspace of at least tmp[op] bytes, 4-byte aligned (NULL when
 * 0).  rng: the caller's random source (key generation, hedged and
 * randomised signing).
 */
typedef struct cb_sig_desc {
	const char *name;       /**< e.g. "ecdsa" */
	unsigned flags;         /**< CB_SIG_* */
	/** the configuration this build chose, NULL: none (Ed25519's
	 * fixed-base table: "fast" or "small") */
	const char *config;
	void (*lens)(const cb_prims *p, cb_pk_lens *l);
	/** The parameter set as results name it ("set=...", "window=N"),
	 * or "" */
	const char *(*variant)(const cb_prims *p);
	/** A key pair from rng.  CB_E_UNSUPPORTED where keys are loaded. */
	int (*keygen)(const cb_prims *p, void *priv, uint8_t *pub,
		      cb_rng_fn rng, void *rng_arg, void *tmp);
	/** A key pair from an encoding (RSA: PKCS#1 DER; DSA: OpenSSL's
	 * DER of p, q, g, y, x), tmp of tmp[0] bytes; NULL where keys are
	 * generated. */
	int (*load)(const cb_prims *p, void *priv, void *pub,
		    const uint8_t *enc, size_t len, void *tmp);
	/**
	 * Sign msg under the context string ctx (ML-DSA's, Ed25519ctx's,
	 * Ed448's; ctx_len 0: none, and CB_E_ARG from a scheme without
	 * one for any other); *sig_len: the room at sig, then the
	 * signature's length.
	 */
	int (*sign)(const cb_prims *p, uint8_t *sig, size_t *sig_len,
		    void *priv, const void *pub, const uint8_t *ctx,
		    size_t ctx_len, const uint8_t *msg, size_t len,
		    cb_rng_fn rng, void *rng_arg, void *tmp);
	/** @return CB_OK, or CB_E_AUTH for a signature that does not verify */
	int (*verify)(const cb_prims *p, const void *pub, const uint8_t *ctx,
		      size_t ctx_len, const uint8_t *msg, size_t len,
		      const uint8_t *sig, size_t sig_len, void *tmp);
} cb_sig_desc;

/** A key exchange (Diffie-Hellman over a group or curve). */
typedef struct cb_kex_desc {
	const char *name;       /**< e.g. "ecdh" */
	void (*lens)(const cb_prims *p, cb_pk_lens *l);
	const char *(*variant)(const cb_prims *p);
	/** A key pair from rng (a private key drawn, its public key). */
	int (*keygen)(const cb_prims *p, void *priv, uint8_t *pub,
		      cb_rng_fn rng, void *rng_arg, void *tmp);
	/** The shared secret (out bytes) of priv and the peer's public key.
	 * @return CB_OK, or CB_E_RANGE for a peer key refused */
	int (*shared)(const cb_prims *p, uint8_t *secret, const void *priv,
		      const uint8_t *peer, void *tmp);
} cb_kex_desc;

/** A key-encapsulation mechanism. */
typedef struct cb_kem_desc {
	const char *name;       /**< e.g. "mlkem" */
	void (*lens)(const cb_prims *p, cb_pk_lens *l);
	const char *(*variant)(const cb_prims *p);
	int (*keygen)(const cb_prims *p, void *priv, uint8_t *pub,
		      cb_rng_fn rng, void *rng_arg, void *tmp);
	/** A shared secret and its ciphertext for pub. */
	int (*encaps)(const cb_prims *p, uint8_t *secret, uint8_t *ct,
		      const uint8_t *pub, cb_rng_fn rng, void *rng_arg,
		      void *tmp);
	/** The shared secret of ct; checked: the key checked first (FIPS
	 * 203 §7.3), as operation 3. */
	int (*decaps)(const cb_prims *p, uint8_t *secret, const uint8_t *ct,
		      const void *priv, int checked, void *tmp);
} cb_kem_desc;

#ifdef __cplusplus
}
#endif
#endif
