/* SPDX-License-Identifier: MIT */
/*
 * Elliptic curves: ECDSA, ECDH and SM2 on short Weierstrass prime curves
 * (NIST P-256/384/521, brainpoolP256/384/512r1, the SM2 curve), and
 * X25519, Ed25519, X448, Ed448 (RFC 7748, RFC 8032).
 * Secret inputs: private scalars, nonces, shared secrets.
 *
 * Names: *_keygen draws a new private key from the caller's cb_rng_fn and
 * returns the key pair (cb_ecdh_keygen here, cb_dh_keygen in cb/bn.h,
 * cb_mlkem_keygen); *_public derives the public key of a private key the
 * caller already holds (cb_x25519_public, cb_ed25519_public, cb_x448_public,
 * cb_ed448_public: those private keys are plain random bytes).
 */
#ifndef CB_EC_H
#define CB_EC_H

#include <stddef.h>
#include <stdint.h>

#include "cb/desc.h"
#include "cb/err.h"
#include "cb/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Prime curves: ECDSA, ECDH, SM2 ==== */

/*
 * Short Weierstrass curves y^2 = x^3 + ax + b over a prime field:
 * secp256r1 (P-256), secp384r1, secp521r1 (SEC 2 v2), brainpoolP256r1,
 * P384r1, P512r1 (RFC 5639) and the SM2 curve (GB/T 32918.5).
 * Implementation: Montgomery field arithmetic on 32-bit limbs: for
 * P-256 and P-384 dedicated code (the primes are -1 mod 2^32 with words
 * 0, 1 and 2^32 - 1, so the reduction adds and subtracts words, no
 * multiplies; P-256's multiplication, addition and subtraction, and
 * P-384's multiplication, in Thumb-2 with UMAAL on Armv7E-M/Armv8-M with
 * DSP), for the other curves
 * cb/bn.h's generic code; projective coordinates with the complete addition formulas
 * of Renes-Costello-Batina 2016 (no exceptional cases), 4-bit fixed
 * window scalar multiplication with a masked scan of the whole table;
 * k G uses a 4-tooth comb over a precomputed 15-point table (about 10 KB
 * of constants for all seven curves), on P-256 and P-384 with a second
 * table for a comb of two blocks (half the doublings; 2.4 KB more,
 * which -DCB_ECP_COMB2=0 leaves out of an image); Fermat
 * inversion mod p and mod the order by sliding 4-bit windows over the
 * public exponent (the field's code and the order's Montgomery product;
 * the secret value is only multiplied).  Constant-time:
 * key generation, public key from a private key, ECDH, ECDSA and SM2
 * signing.  Verification handles only public data and is allowed to be
 * variable-time (its double-scalar multiplication, width-5 NAF over
 * tables of 8 odd multiples, indexes them with the public digits and
 * skips zero digits).
 * Secret inputs: private keys, nonces, shared secrets, random bytes.
 * The only secret-derived branches are the retries of signing (RFC
 * 6979's rejection of an out-of-range nonce candidate; r = 0, s = 0 and
 * SM2's r + k = n): a rejected candidate is discarded, so the branch
 * reveals nothing about the nonce used.  Every public key received is
 * validated (coordinates below p, on the curve, not infinity; all curves
 * here have cofactor 1).
 * Encodings: private keys and r, s are big-endian of cb_ecp_scalar_len()
 * bytes; public keys are SEC1 (04||X||Y, or 02/03||X compressed);
 * signatures are r || s (IEEE P1363), with DER helpers.
 * Stack (Cortex-M4, gcc -O2; buffers are sized for P-521 whatever the
 * curve): key generation about 3.3 KB, ECDSA/SM2 signing about 4.3 KB,
 * ECDH about 6 KB (a 16-point window table is 3.3 KB), verification
 * about 11 KB (two tables).  No heap, no static state.
 * Configurations of ECDSA on P-256 and P-384, chosen by the call, both
 * in every build: fast (cb_ecdsa_sign, cb_ecdsa_verify: the two-block
 * comb, NAF tables on the stack) and small (cb_ecdsa_sign_small,
 * cb_ecdsa_verify_small: arrays of the curve's own size, the one-block
 * comb in flash, in-place formulas, eight odd multiples of Q for
 * verification; about 1 KB of stack to sign on P-256 and 1.7 KB to
 * verify; docs/firmware.md has the measured figures).  The two give
 * the same signatures and the same verdicts.
 */

struct cb_hash_desc;

/** Domain parameters of a curve (opaque; use the constants below). */
typedef struct cb_ecp_curve cb_ecp_curve;

extern const cb_ecp_curve cb_ecp_secp256r1;       /**< NIST P-256 */
extern const cb_ecp_curve cb_ecp_secp384r1;       /**< NIST P-384 */
extern const cb_ecp_curve cb_ecp_secp521r1;       /**< NIST P-521 */
extern const cb_ecp_curve cb_ecp_brainpoolp256r1; /**< RFC 5639 */
extern const cb_ecp_curve cb_ecp_brainpoolp384r1; /**< RFC 5639 */
extern const cb_ecp_curve cb_ecp_brainpoolp512r1; /**< RFC 5639 */
extern const cb_ecp_curve cb_ecp_sm2;             /**< GB/T 32918.5 */

/** Largest field element or scalar, bytes (P-521). */
#define CB_ECP_MAX_LEN 66
/** Largest uncompressed public key, bytes. */
#define CB_ECP_MAX_PUB_LEN (1 + 2 * CB_ECP_MAX_LEN)
/** Largest r || s signature, bytes. */
#define CB_ECP_MAX_SIG_LEN (2 * CB_ECP_MAX_LEN)
/** Largest DER signature, bytes. */
#define CB_ECP_MAX_DER_LEN (3 + 2 * (3 + CB_ECP_MAX_LEN))

/**
 * A cb_rng_fn drawing from an instantiated HMAC-DRBG.
 * @param drbg a cb_hmac_drbg_ctx * (cb/mac.h)
 * @param out output bytes
 * @param len number of bytes (at most CB_HMAC_DRBG_MAX_REQUEST)
 * @return 0, or nonzero when cb_hmac_drbg_generate fails
 */
CB_MUST_CHECK int cb_ecp_drbg_rng(void *drbg, uint8_t *out, size_t len);

/**
 * @param c curve
 * @return the curve's name, e.g. "secp256r1"
 */
const char *cb_ecp_name(const cb_ecp_curve *c);
/**
 * @param c curve
 * @return bytes of a coordinate (and of an ECDH shared secret)
 */
size_t cb_ecp_field_len(const cb_ecp_curve *c);
/**
 * @param c curve
 * @return bytes of a private key and of each of r, s
 */
size_t cb_ecp_scalar_len(const cb_ecp_curve *c);
/**
 * @param c curve
 * @return bytes of an uncompressed public key, 1 + 2 field_len
 */
size_t cb_ecp_pub_len(const cb_ecp_curve *c);

/**
 * Public key of a private key.  Constant-time in priv.
 * @param pub output: uncompressed if pub_len is 1 + 2 field_len,
 *        compressed if 1 + field_len
 * @param pub_len its length
 * @param c curve
 * @param priv private key (secret), scalar_len bytes, in [1, n-1]
 * @param priv_len its length
 * @return CB_OK, CB_E_ARG (lengths) or CB_E_RANGE (priv out of range;
 *         pub is then zeroed)
 */
CB_MUST_CHECK int cb_ecp_pub_from_priv(uint8_t *pub, size_t pub_len,
				       const cb_ecp_curve *c,
				       const uint8_t *priv, size_t priv_len);

/**
 * Validate a SEC1 public key (compressed or uncompressed).
 * @param c curve
 * @param pub public key
 * @param pub_len its length, 1 + field_len or 1 + 2 field_len
 * @return CB_OK, CB_E_ARG (length, format byte) or CB_E_RANGE (not a
 *         valid point)
 */
CB_MUST_CHECK int cb_ecp_pub_check(const cb_ecp_curve *c, const uint8_t *pub,
				   size_t pub_len);

/**
 * Convert a SEC1 public key between compressed and uncompressed forms
 * (validating it; decompression takes a square root).
 * @param out output; its form is chosen by out_len as above; may equal in
 * @param out_len its length
 * @param c curve
 * @param in SEC1 public key
 * @param in_len its length
 * @return CB_OK, CB_E_ARG or CB_E_RANGE
 */
CB_MUST_CHECK int cb_ecp_pub_convert(uint8_t *out, size_t out_len,
				     const cb_ecp_curve *c, const uint8_t *in,
				     size_t in_len);

/**
 * ECDH key generation: priv = (random(scalar_len + 8 bytes) mod (n-1))
 * + 1 (FIPS 186-4 B.4.1, no rejection loop), pub = priv * G.
 * @param priv private key output, priv_len = scalar_len bytes
 * @param priv_len its length
 * @param pub public key output, 1 + field_len or 1 + 2 field_len bytes
 * @param pub_len its length (chooses the form)
 * @param c curve
 * @param rng random source (secret output)
 * @param rng_arg its argument
 * @return CB_OK, CB_E_ARG, or CB_E_RNG (outputs zeroed)
 */
CB_MUST_CHECK int cb_ecdh_keygen(uint8_t *priv, size_t priv_len,
				 uint8_t *pub, size_t pub_len,
				 const cb_ecp_curve *c, cb_rng_fn rng,
				 void *rng_arg);

/**
 * ECDH shared secret (SEC1 §3.3.1): the x-coordinate of priv * peer.
 * The peer's point is validated.  Constant-time in priv.
 * @param secret output, field_len bytes (zeroed on error)
 * @param secret_len its length
 * @param c curve
 * @param priv private key (secret), scalar_len bytes
 * @param priv_len its length
 * @param peer peer's SEC1 public key (compressed or uncompressed)
 * @param peer_len its length
 * @return CB_OK, CB_E_ARG (lengths) or CB_E_RANGE (invalid peer point
 *         or private key)
 */
CB_MUST_CHECK int cb_ecdh_shared(uint8_t *secret, size_t secret_len,
				 const cb_ecp_curve *c, const uint8_t *priv,
				 size_t priv_len, const uint8_t *peer,
				 size_t peer_len);

/**
 * ECDSA signature with a deterministic nonce (RFC 6979 §3.2, HMAC over
 * hash).  The digest is truncated to the order's bit length (bits2int).
 * @param sig output r || s, sig_len = 2 scalar_len bytes
 * @param sig_len its length
 * @param c curve
 * @param hash hash for RFC 6979's HMAC, normally the one that made
 *        digest (e.g. &cb_sha256_desc)
 * @param priv private key (secret), scalar_len bytes, in [1, n-1]
 * @param priv_len its length
 * @param digest message digest (NULL allowed when digest_len is 0)
 * @param digest_len its length (any)
 * @return CB_OK, CB_E_ARG or CB_E_RANGE (priv out of range); sig is
 *         zeroed on error
 */
CB_MUST_CHECK int cb_ecdsa_sign(uint8_t *sig, size_t sig_len,
				const cb_ecp_curve *c,
				const struct cb_hash_desc *hash,
				const uint8_t *priv, size_t priv_len,
				const uint8_t *digest, size_t digest_len);

/**
 * ECDSA signature in the small-memory configuration: the same result as
 * cb_ecdsa_sign (RFC 6979), constant-time in priv and the nonce, with
 * less stack and more time (on the Cortex-M4 about 1 KB of stack and
 * 1.3 times the cycles on P-256).  Only P-256 and P-384 have it: other
 * curves give CB_E_UNSUPPORTED (so that an image holds no fast code it
 * does not call).
 * @param sig output r || s, sig_len = 2 scalar_len bytes
 * @param sig_len its length
 * @param c curve
 * @param hash hash for RFC 6979's HMAC
 * @param priv private key (secret), scalar_len bytes, in [1, n-1]
 * @param priv_len its length
 * @param digest message digest (NULL allowed when digest_len is 0)
 * @param digest_len its length (any)
 * @return CB_OK, CB_E_ARG, CB_E_RANGE (priv out of range) or
 *         CB_E_UNSUPPORTED (not P-256 or P-384); sig is zeroed on error
 */
CB_MUST_CHECK int cb_ecdsa_sign_small(uint8_t *sig, size_t sig_len,
				      const cb_ecp_curve *c,
				      const struct cb_hash_desc *hash,
				      const uint8_t *priv, size_t priv_len,
				      const uint8_t *digest,
				      size_t digest_len);

/**
 * ECDSA verification in the small-memory configuration (public inputs
 * only): the same verdicts as cb_ecdsa_verify, with less stack (one
 * table of 8 points of the curve's size, u1 G from the comb in flash).
 * Only P-256 and P-384 (others: CB_E_UNSUPPORTED).
 * @param c curve
 * @param pub signer's SEC1 public key (validated)
 * @param pub_len its length
 * @param digest message digest (NULL allowed when digest_len is 0)
 * @param digest_len its length
 * @param sig r || s, 2 scalar_len bytes
 * @param sig_len its length
 * @return as cb_ecdsa_verify, or CB_E_UNSUPPORTED (not P-256 or P-384)
 */
CB_MUST_CHECK int cb_ecdsa_verify_small(const cb_ecp_curve *c,
					const uint8_t *pub, size_t pub_len,
					const uint8_t *digest,
					size_t digest_len, const uint8_t *sig,
					size_t sig_len);

/**
 * ECDSA verification (public inputs only).
 * @param c curve
 * @param pub signer's SEC1 public key (validated)
 * @param pub_len its length
 * @param digest message digest (NULL allowed when digest_len is 0)
 * @param digest_len its length
 * @param sig r || s, 2 scalar_len bytes
 * @param sig_len its length
 * @return CB_OK if valid, CB_E_AUTH if not (including r or s outside
 *         [1, n-1]), CB_E_RANGE for an invalid public key, CB_E_ARG for
 *         bad lengths
 */
CB_MUST_CHECK int cb_ecdsa_verify(const cb_ecp_curve *c, const uint8_t *pub,
				  size_t pub_len, const uint8_t *digest,
				  size_t digest_len, const uint8_t *sig,
				  size_t sig_len);

/**
 * Encode r || s as a DER Ecdsa-Sig-Value (SEQUENCE of two INTEGERs).
 * @param der output, at most der_cap bytes (CB_ECP_MAX_DER_LEN suffices)
 * @param der_cap capacity of der
 * @param der_len receives the encoded length
 * @param c curve
 * @param sig r || s
 * @param sig_len its length, 2 scalar_len
 * @return CB_OK or CB_E_ARG (sig_len wrong or der_cap too small)
 */
CB_MUST_CHECK int cb_ecdsa_sig_to_der(uint8_t *der, size_t der_cap,
				      size_t *der_len, const cb_ecp_curve *c,
				      const uint8_t *sig, size_t sig_len);

/**
 * Decode a strict DER Ecdsa-Sig-Value into r || s (minimal lengths and
 * integers, no trailing bytes, non-negative, each below 2^(8 scalar_len)).
 * @param sig output, sig_len = 2 scalar_len bytes
 * @param sig_len its length
 * @param c curve
 * @param der DER input (NULL gives CB_E_AUTH)
 * @param der_len its length
 * @return CB_OK, or CB_E_AUTH for malformed DER (sig zeroed), CB_E_ARG
 *         for a wrong sig_len
 */
CB_MUST_CHECK int cb_ecdsa_sig_from_der(uint8_t *sig, size_t sig_len,
					const cb_ecp_curve *c,
					const uint8_t *der, size_t der_len);

/**
 * SM2 user identifier hash ZA = SM3(ENTL || ID || a || b || xG || yG ||
 * xA || yA) (GB/T 32918.2-2016 §5.5).
 * @param za output, 32 bytes
 * @param c curve (normally cb_ecp_sm2)
 * @param id identifier (e.g. "1234567812345678")
 * @param id_len its length, under 8192 bytes
 * @param pub the signer's SEC1 public key (validated)
 * @param pub_len its length
 * @return CB_OK, CB_E_ARG or CB_E_RANGE
 */
CB_MUST_CHECK int cb_sm2_za(uint8_t za[32], const cb_ecp_curve *c,
			    const uint8_t *id, size_t id_len,
			    const uint8_t *pub, size_t pub_len);

/**
 * SM2 signature (GB/T 32918.2-2016 §6) of msg, with e = SM3(ZA || msg).
 * The nonce comes from HMAC-DRBG(SM3) seeded with 32 bytes from rng, the
 * private key and e (a weak rng does not repeat nonces across messages).
 * Constant-time in priv and the nonce.
 * @param sig output r || s, 2 scalar_len bytes (zeroed on error)
 * @param sig_len its length
 * @param c curve (normally cb_ecp_sm2)
 * @param priv private key (secret), scalar_len bytes, in [1, n-2]
 * @param priv_len its length
 * @param pub the matching SEC1 public key (for ZA; not checked against
 *        priv: a wrong one gives signatures that do not verify)
 * @param pub_len its length
 * @param id signer identifier
 * @param id_len its length
 * @param msg message (NULL allowed when msg_len is 0)
 * @param msg_len its length
 * @param rng random source (secret output)
 * @param rng_arg its argument
 * @return CB_OK, CB_E_ARG, CB_E_RANGE (bad key) or CB_E_RNG
 */
CB_MUST_CHECK int cb_sm2_sign(uint8_t *sig, size_t sig_len,
			      const cb_ecp_curve *c, const uint8_t *priv,
			      size_t priv_len, const uint8_t *pub,
			      size_t pub_len, const uint8_t *id,
			      size_t id_len, const uint8_t *msg,
			      size_t msg_len, cb_rng_fn rng,
			      void *rng_arg);

/**
 * SM2 signature verification (public inputs only).
 * @param c curve
 * @param pub signer's SEC1 public key (validated)
 * @param pub_len its length
 * @param id signer identifier
 * @param id_len its length
 * @param msg message (NULL allowed when msg_len is 0)
 * @param msg_len its length
 * @param sig r || s, 2 scalar_len bytes
 * @param sig_len its length
 * @return CB_OK, CB_E_AUTH (bad signature), CB_E_RANGE (bad public key)
 *         or CB_E_ARG
 */
CB_MUST_CHECK int cb_sm2_verify(const cb_ecp_curve *c, const uint8_t *pub,
				size_t pub_len, const uint8_t *id,
				size_t id_len, const uint8_t *msg,
				size_t msg_len, const uint8_t *sig,
				size_t sig_len);

/* ==== Curve25519 and Curve448: X25519, Ed25519, X448, Ed448 ==== */

/*
 * X25519 and X448 (RFC 7748); Ed25519, Ed25519ctx, Ed25519ph, Ed448 (with
 * or without a context) and Ed448ph (RFC 8032).  Portable constant-time
 * implementations on 32-bit limbs with 64-bit products (2^255-19: ten
 * limbs of 25.5 bits; 2^448-2^224-1: sixteen limbs of 28 bits); on
 * Armv7E-M and Armv8-M with DSP, eight and fourteen full 32-bit words in
 * Thumb-2 (the C twins with -Dasm=false).
 * Secret inputs: X25519/X448 private scalars, Ed25519/Ed448 seeds and every
 * value derived from them (expanded scalar, nonce); these never reach a
 * branch or an index.  Verification handles only public data and runs in
 * variable time.
 * Stack (Cortex-M4, GCC 12 -O2, deepest call chain): X25519 about 0.8 KB,
 * X448 1.5 KB, Ed25519 sign 1.7 KB and verify 2.9 KB, Ed448 sign 2.4 KB
 * and verify 4.4 KB.  Ed25519 signing and X25519 key generation read a
 * 30 KB constant table of multiples of the base point (every entry of a
 * row read on each lookup); Ed25519 verification computes [S]B - [k]A in
 * one chain of doublings, S's digits on a 7.5 KB table of odd multiples of
 * the base point (none in the small configuration, -Ded25519=small, which
 * reads 3.75 KB in all).  Ed448 signing and key generation read a 13 KB
 * constant table the same way (15 KB with sixteen limbs); its
 * verification is one chain too, on stack tables of B and -A.
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
void cb_x25519_public(uint8_t pub[CB_X25519_LEN],
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
void cb_ed25519_public(uint8_t pub[CB_ED25519_PUB_LEN],
		       const uint8_t seed[CB_ED25519_SEED_LEN]);

/**
 * Ed25519 signature (pure Ed25519, RFC 8032 §5.1.6); deterministic.
 * Precondition: pub is the key cb_ed25519_public() gives for seed (it is
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
void cb_x448_public(uint8_t pub[CB_X448_LEN], const uint8_t priv[CB_X448_LEN]);

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
void cb_ed448_public(uint8_t pub[CB_ED448_PUB_LEN],
		     const uint8_t seed[CB_ED448_SEED_LEN]);

/**
 * Ed448 signature (pure Ed448 with an empty context, RFC 8032 §5.2.6).
 * Precondition: pub is the key cb_ed448_public() gives for seed (a wrong
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

/* ==== the schemes as descriptors (cb/desc.h) ==== */

/*
 * Prime curves (p->curve): private keys of cb_ecp_scalar_len bytes,
 * public keys SEC1 uncompressed (cb_ecp_pub_len), signatures r || s;
 * signing hashes the message with p->hash (the cb_ecdsa_* calls take its
 * digest), SM2 with SM3 over ZA of the default user id "1234567812345678"
 * (GB/T 32918.2), drawing its nonce seed from rng.  Key exchange's shared
 * secret is x (cb_ecp_field_len bytes).  X25519, X448: 32- and 56-byte
 * keys from rng; Ed25519, Ed448: the private key is the seed.
 */
extern const cb_sig_desc cb_ecdsa_sig;
/** ECDSA in the small-memory configuration: P-256 and P-384 only. */
extern const cb_sig_desc cb_ecdsa_small_sig;
extern const cb_sig_desc cb_sm2_sig;
extern const cb_kex_desc cb_ecdh_kex;
extern const cb_kex_desc cb_x25519_kex;
extern const cb_kex_desc cb_x448_kex;
/** config: the build's fixed-base table, "fast" or "small" */
extern const cb_sig_desc cb_ed25519_sig;
extern const cb_sig_desc cb_ed448_sig;

#ifdef __cplusplus
}
#endif
#endif
