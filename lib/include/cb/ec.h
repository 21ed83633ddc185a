/* SPDX-License-Identifier: MIT */
/*
 * Elliptic curves: ECDSA, ECDH and SM2 on short Weierstrass prime curves
 * (NIST P-256/384/521, brainpoolP256/384/512r1, the SM2 curve), and
 * X25519, Ed25519, X448, Ed448 (RFC 7748, RFC 8032).
 * Secret inputs: private scalars, nonces, shared secrets.
 */
#ifndef CB_EC_H
#define CB_EC_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Prime curves: ECDSA, ECDH, SM2 ==== */

/* ==== Curve25519 and Curve448: X25519, Ed25519, X448, Ed448 ==== */

/*
 * X25519 and X448 (RFC 7748); Ed25519, Ed25519ctx, Ed25519ph, Ed448 (with
 * or without a context) and Ed448ph (RFC 8032).  Portable constant-time
 * implementations on 32-bit limbs with 64-bit products (2^255-19: ten
 * limbs of 25.5 bits; 2^448-2^224-1: sixteen limbs of 28 bits).
 * Secret inputs: X25519/X448 private scalars, Ed25519/Ed448 seeds and every
 * value derived from them (expanded scalar, nonce); these never reach a
 * branch or an index.  Verification handles only public data and runs in
 * variable time.
 * Stack (Cortex-M4, GCC 12 -O2, deepest call chain): X25519 about 1.2 KB,
 * X448 2 KB, Ed25519 sign 1.5 KB and verify 3 KB, Ed448 sign and verify
 * 4.5 KB.  Ed25519 signing and X25519 key generation read a 30 KB constant
 * table of multiples of the base point (every entry of a row read on each
 * lookup); Ed448 builds an 8-entry table per call instead.
 * Keys and signatures are byte strings in the RFC encodings.
 */

/** Length of an X25519 private key, public key and shared secret. */
#define CB_X25519_LEN 32

/**
 * X25519 public key from a private key: X25519(priv, 9), RFC 7748 §6.1.
 * Secret inputs: priv.
 * @param pub receives the 32-byte public u-coordinate
 * @param priv 32 random bytes (clamped internally, as RFC 7748 §5 says)
 */
void cb_x25519_keygen(uint8_t pub[CB_X25519_LEN],
		      const uint8_t priv[CB_X25519_LEN]);

/**
 * X25519 shared secret, RFC 7748 §5 and §6.1.  The top bit of pub is
 * ignored and non-canonical u-coordinates (>= 2^255-19) are accepted and
 * reduced, as RFC 7748 §5 specifies.  An all-zero result (pub of small
 * order) is refused, as RFC 7748 §6.1 recommends.
 * Secret inputs: priv and the result.
 * @param shared receives the 32-byte shared secret (all zero on error)
 * @param priv our 32-byte private key
 * @param pub the peer's 32-byte public key
 * @return CB_OK, or CB_E_RANGE when the shared secret is all zero
 */
CB_MUST_CHECK int cb_x25519_shared(uint8_t shared[CB_X25519_LEN],
				   const uint8_t priv[CB_X25519_LEN],
				   const uint8_t pub[CB_X25519_LEN]);

/** Length of an Ed25519 private key (the RFC 8032 seed). */
#define CB_ED25519_SEED_LEN 32
/** Length of an Ed25519 public key. */
#define CB_ED25519_PUB_LEN 32
/** Length of an Ed25519 signature (R || S). */
#define CB_ED25519_SIG_LEN 64

/**
 * Ed25519 public key from a 32-byte seed, RFC 8032 §5.1.5.
 * Secret inputs: seed.
 * @param pub receives the encoded public key A
 * @param seed the private key: 32 random bytes
 */
void cb_ed25519_keygen(uint8_t pub[CB_ED25519_PUB_LEN],
		       const uint8_t seed[CB_ED25519_SEED_LEN]);

/**
 * Ed25519 signature (pure Ed25519, RFC 8032 §5.1.6); deterministic.
 * Precondition: pub is the key cb_ed25519_keygen() gives for seed (it is
 * hashed into the signature, not recomputed; a wrong pub yields a
 * signature that exposes the key).  sig may alias msg.
 * Secret inputs: seed.
 * @param sig receives R || S
 * @param seed the 32-byte private key
 * @param pub the matching public key
 * @param msg message (may be NULL when len is 0)
 * @param len message length in bytes
 */
void cb_ed25519_sign(uint8_t sig[CB_ED25519_SIG_LEN],
		     const uint8_t seed[CB_ED25519_SEED_LEN],
		     const uint8_t pub[CB_ED25519_PUB_LEN],
		     const uint8_t *msg, size_t len);

/**
 * Ed25519 verification, RFC 8032 §5.1.7, cofactorless ([S]B = R + [k]A
 * checked exactly).  Strict: S >= L, a non-canonical y (>= p) in A or R,
 * a point off the curve and x = 0 with the sign bit set are refused.
 * Variable time (all inputs are public).
 * @param sig the 64-byte signature
 * @param pub the signer's public key
 * @param msg message (may be NULL when len is 0)
 * @param len message length in bytes
 * @return CB_OK; CB_E_RANGE if pub does not decode to a point; CB_E_AUTH
 *         for any other failure
 */
CB_MUST_CHECK int cb_ed25519_verify(const uint8_t sig[CB_ED25519_SIG_LEN],
				    const uint8_t pub[CB_ED25519_PUB_LEN],
				    const uint8_t *msg, size_t len);

/**
 * Ed25519ctx signature (RFC 8032 §5.1, dom2 with phflag 0); keys as for
 * cb_ed25519_sign(), same precondition on pub; sig may alias msg.
 * Secret inputs: seed.
 * @param sig receives R || S
 * @param seed the 32-byte private key
 * @param pub the matching public key
 * @param ctx context string, 1 to 255 bytes (public)
 * @param ctxlen context length
 * @param msg message (may be NULL when len is 0)
 * @param len message length in bytes
 * @return CB_OK, or CB_E_ARG if ctxlen is 0 or above 255 (RFC 8032 says
 *         Ed25519ctx should not be used with an empty context)
 */
CB_MUST_CHECK int cb_ed25519ctx_sign(uint8_t sig[CB_ED25519_SIG_LEN],
				     const uint8_t seed[CB_ED25519_SEED_LEN],
				     const uint8_t pub[CB_ED25519_PUB_LEN],
				     const uint8_t *ctx, size_t ctxlen,
				     const uint8_t *msg, size_t len);

/**
 * Ed25519ctx verification; as cb_ed25519_verify() with a context.
 * @param sig the 64-byte signature
 * @param pub the signer's public key
 * @param ctx context string, 1 to 255 bytes
 * @param ctxlen context length
 * @param msg message (may be NULL when len is 0)
 * @param len message length in bytes
 * @return CB_OK; CB_E_ARG for a bad ctxlen; CB_E_RANGE if pub does not
 *         decode; CB_E_AUTH for any other failure
 */
CB_MUST_CHECK int cb_ed25519ctx_verify(const uint8_t sig[CB_ED25519_SIG_LEN],
				       const uint8_t pub[CB_ED25519_PUB_LEN],
				       const uint8_t *ctx, size_t ctxlen,
				       const uint8_t *msg, size_t len);

/** Length of the Ed25519ph prehash, SHA-512(M). */
#define CB_ED25519_PH_LEN 64

/**
 * Ed25519ph signature (RFC 8032 §5.1, dom2 with phflag 1) over a prehash
 * the caller computed as SHA-512(M) (cb_sha512_*, so M can be streamed).
 * Same precondition on pub as cb_ed25519_sign().
 * Secret inputs: seed.
 * @param sig receives R || S
 * @param seed the 32-byte private key
 * @param pub the matching public key
 * @param ctx context string, 0 to 255 bytes (may be NULL when ctxlen is 0)
 * @param ctxlen context length
 * @param prehash SHA-512 of the message
 * @return CB_OK, or CB_E_ARG if ctxlen is above 255
 */
CB_MUST_CHECK int cb_ed25519ph_sign(uint8_t sig[CB_ED25519_SIG_LEN],
				    const uint8_t seed[CB_ED25519_SEED_LEN],
				    const uint8_t pub[CB_ED25519_PUB_LEN],
				    const uint8_t *ctx, size_t ctxlen,
				    const uint8_t prehash[CB_ED25519_PH_LEN]);

/**
 * Ed25519ph verification over a SHA-512 prehash; otherwise as
 * cb_ed25519_verify().
 * @param sig the 64-byte signature
 * @param pub the signer's public key
 * @param ctx context string, 0 to 255 bytes (may be NULL when ctxlen is 0)
 * @param ctxlen context length
 * @param prehash SHA-512 of the message
 * @return CB_OK; CB_E_ARG for a bad ctxlen; CB_E_RANGE if pub does not
 *         decode; CB_E_AUTH for any other failure
 */
CB_MUST_CHECK int cb_ed25519ph_verify(const uint8_t sig[CB_ED25519_SIG_LEN],
				      const uint8_t pub[CB_ED25519_PUB_LEN],
				      const uint8_t *ctx, size_t ctxlen,
				      const uint8_t prehash[CB_ED25519_PH_LEN]);

/** Length of an X448 private key, public key and shared secret. */
#define CB_X448_LEN 56

/**
 * X448 public key from a private key: X448(priv, 5), RFC 7748 §6.2.
 * Secret inputs: priv.
 * @param pub receives the 56-byte public u-coordinate
 * @param priv 56 random bytes (clamped internally, RFC 7748 §5)
 */
void cb_x448_keygen(uint8_t pub[CB_X448_LEN], const uint8_t priv[CB_X448_LEN]);

/**
 * X448 shared secret, RFC 7748 §5 and §6.2.  Non-canonical u-coordinates
 * (>= p) are accepted and reduced; an all-zero result is refused.
 * Secret inputs: priv and the result.
 * @param shared receives the 56-byte shared secret (all zero on error)
 * @param priv our 56-byte private key
 * @param pub the peer's 56-byte public key
 * @return CB_OK, or CB_E_RANGE when the shared secret is all zero
 */
CB_MUST_CHECK int cb_x448_shared(uint8_t shared[CB_X448_LEN],
				 const uint8_t priv[CB_X448_LEN],
				 const uint8_t pub[CB_X448_LEN]);

/** Length of an Ed448 private key (the RFC 8032 seed). */
#define CB_ED448_SEED_LEN 57
/** Length of an Ed448 public key. */
#define CB_ED448_PUB_LEN 57
/** Length of an Ed448 signature (R || S). */
#define CB_ED448_SIG_LEN 114

/**
 * Ed448 public key from a 57-byte seed, RFC 8032 §5.2.5.
 * Secret inputs: seed.
 * @param pub receives the encoded public key A
 * @param seed the private key: 57 random bytes
 */
void cb_ed448_keygen(uint8_t pub[CB_ED448_PUB_LEN],
		     const uint8_t seed[CB_ED448_SEED_LEN]);

/**
 * Ed448 signature (pure Ed448 with an empty context, RFC 8032 §5.2.6).
 * Precondition: pub is the key cb_ed448_keygen() gives for seed (a wrong
 * pub yields a signature that exposes the key).  sig may alias msg.
 * Secret inputs: seed.
 * @param sig receives R || S
 * @param seed the 57-byte private key
 * @param pub the matching public key
 * @param msg message (may be NULL when len is 0)
 * @param len message length in bytes
 */
void cb_ed448_sign(uint8_t sig[CB_ED448_SIG_LEN],
		   const uint8_t seed[CB_ED448_SEED_LEN],
		   const uint8_t pub[CB_ED448_PUB_LEN], const uint8_t *msg,
		   size_t len);

/**
 * Ed448 verification (empty context), RFC 8032 §5.2.7, cofactorless.
 * Strict: S >= L, non-canonical or off-curve A or R, and x = 0 with the
 * sign bit set are refused.  Variable time (all inputs are public).
 * @param sig the 114-byte signature
 * @param pub the signer's public key
 * @param msg message (may be NULL when len is 0)
 * @param len message length in bytes
 * @return CB_OK; CB_E_RANGE if pub does not decode to a point; CB_E_AUTH
 *         for any other failure
 */
CB_MUST_CHECK int cb_ed448_verify(const uint8_t sig[CB_ED448_SIG_LEN],
				  const uint8_t pub[CB_ED448_PUB_LEN],
				  const uint8_t *msg, size_t len);

/**
 * Ed448 signature with a context string (RFC 8032 §5.2, dom4 with
 * phflag 0); an empty context gives cb_ed448_sign().  Same precondition
 * on pub as cb_ed448_sign(); sig may alias msg.
 * Secret inputs: seed.
 * @param sig receives R || S
 * @param seed the 57-byte private key
 * @param pub the matching public key
 * @param ctx context string, 0 to 255 bytes (may be NULL when ctxlen is 0)
 * @param ctxlen context length
 * @param msg message (may be NULL when len is 0)
 * @param len message length in bytes
 * @return CB_OK, or CB_E_ARG if ctxlen is above 255
 */
CB_MUST_CHECK int cb_ed448ctx_sign(uint8_t sig[CB_ED448_SIG_LEN],
				   const uint8_t seed[CB_ED448_SEED_LEN],
				   const uint8_t pub[CB_ED448_PUB_LEN],
				   const uint8_t *ctx, size_t ctxlen,
				   const uint8_t *msg, size_t len);

/**
 * Ed448 verification with a context string; otherwise as
 * cb_ed448_verify().
 * @param sig the 114-byte signature
 * @param pub the signer's public key
 * @param ctx context string, 0 to 255 bytes (may be NULL when ctxlen is 0)
 * @param ctxlen context length
 * @param msg message (may be NULL when len is 0)
 * @param len message length in bytes
 * @return CB_OK; CB_E_ARG for a bad ctxlen; CB_E_RANGE if pub does not
 *         decode; CB_E_AUTH for any other failure
 */
CB_MUST_CHECK int cb_ed448ctx_verify(const uint8_t sig[CB_ED448_SIG_LEN],
				     const uint8_t pub[CB_ED448_PUB_LEN],
				     const uint8_t *ctx, size_t ctxlen,
				     const uint8_t *msg, size_t len);

/** Length of the Ed448ph prehash, SHAKE256(M) truncated to 64 bytes. */
#define CB_ED448_PH_LEN 64

/**
 * Ed448ph signature (RFC 8032 §5.2, dom4 with phflag 1) over a prehash
 * the caller computed as 64 bytes of SHAKE256(M) (cb_shake256_init,
 * cb_shake_update, cb_shake_squeeze).  Same precondition on pub as
 * cb_ed448_sign().
 * Secret inputs: seed.
 * @param sig receives R || S
 * @param seed the 57-byte private key
 * @param pub the matching public key
 * @param ctx context string, 0 to 255 bytes (may be NULL when ctxlen is 0)
 * @param ctxlen context length
 * @param prehash SHAKE256(M, 64)
 * @return CB_OK, or CB_E_ARG if ctxlen is above 255
 */
CB_MUST_CHECK int cb_ed448ph_sign(uint8_t sig[CB_ED448_SIG_LEN],
				  const uint8_t seed[CB_ED448_SEED_LEN],
				  const uint8_t pub[CB_ED448_PUB_LEN],
				  const uint8_t *ctx, size_t ctxlen,
				  const uint8_t prehash[CB_ED448_PH_LEN]);

/**
 * Ed448ph verification over a SHAKE256 prehash; otherwise as
 * cb_ed448_verify().
 * @param sig the 114-byte signature
 * @param pub the signer's public key
 * @param ctx context string, 0 to 255 bytes (may be NULL when ctxlen is 0)
 * @param ctxlen context length
 * @param prehash SHAKE256(M, 64)
 * @return CB_OK; CB_E_ARG for a bad ctxlen; CB_E_RANGE if pub does not
 *         decode; CB_E_AUTH for any other failure
 */
CB_MUST_CHECK int cb_ed448ph_verify(const uint8_t sig[CB_ED448_SIG_LEN],
				    const uint8_t pub[CB_ED448_PUB_LEN],
				    const uint8_t *ctx, size_t ctxlen,
				    const uint8_t prehash[CB_ED448_PH_LEN]);

/* ==== end Curve25519 and Curve448 ==== */

#ifdef __cplusplus
}
#endif
#endif
