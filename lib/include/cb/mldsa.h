/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA-44/65/87 (FIPS 204): module-lattice signatures.
 * Implementation: portable C on 32-bit coefficients, a Montgomery NTT,
 * SHAKE128/256 from cb/hash.h.  Key generation from a 32-byte seed,
 * hedged signing (deterministic when no random source is given), the pure
 * interface with a context string of up to 255 bytes, the internal
 * interface (ACVP's Sign_internal / Verify_internal on M') and signing or
 * verifying an external mu.  HashML-DSA (the pre-hash variant) is not
 * offered.
 * Secret inputs: the seed, the private key, the random bytes of hedged
 * signing, and everything derived from them (s1, s2, t0, K, y, the
 * challenge and hints of rejected attempts).
 * Constant-time: key generation and signing run no branch and read no
 * address that depends on a secret, with two exceptions that reveal
 * nothing about the key: ExpandS (FIPS 204 Alg. 31, 33) branches on which
 * nibbles of its SHAKE256 stream it rejects (rejected nibbles are thrown
 * away; where they were is independent of the coefficients kept), and the
 * signing loop reveals how many attempts it took (each rejected attempt
 * is discarded whole: which test rejected it is not revealed).
 * Verification handles public data only.
 * Two configurations (FIPS 204 allows any that computes the same
 * signatures):
 * - fast, cb_mldsa_sign*(): the matrix A and s1, s2, t0 in the NTT domain
 *   held for the whole signing loop, in a caller workspace of
 *   CB_MLDSA*_SIGN_TMP_LEN bytes;
 * - small, cb_mldsa_sign_small*(): A regenerated row by row at each
 *   attempt and s1, s2, t0 decoded from the private key when used, in
 *   CB_MLDSA_SIGN_SMALL_TMP_LEN bytes for every parameter set;
 *   cb_mldsa_verify_small*(): z^ and A remade for each row of w', in
 *   four polys on the stack for every parameter set.
 * Keys, signatures and the outputs of both are identical.
 * Stack (Cortex-M4, gcc -O2, measured by painting with the harness
 * dispatch): key generation 7,284, 8,308 and 10,356 bytes for ML-DSA-44,
 * -65 and -87, verification (fast) 8,524, 9,548 and 11,596 bytes (s1^
 * or z^ held, sized for the set, and one polynomial of A at a time,
 * multiplied in as it is sampled); signing 1,844 (fast) or 2,092
 * (small) bytes besides its workspace, which also holds the attempt's
 * hint bits (ML-DSA-44: 29,696 + 1,844 bytes fast, 9,216 + 2,092
 * small).
 */
#ifndef CB_MLDSA_H
#define CB_MLDSA_H

#include <stddef.h>
#include <stdint.h>

#include "cb/desc.h"
#include "cb/err.h"
#include "cb/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A parameter set (opaque; use the three constants below). */
typedef struct cb_mldsa_params cb_mldsa_params;

extern const cb_mldsa_params cb_mldsa44; /**< ML-DSA-44, category 2 */
extern const cb_mldsa_params cb_mldsa65; /**< ML-DSA-65, category 3 */
extern const cb_mldsa_params cb_mldsa87; /**< ML-DSA-87, category 5 */

/** Key generation seed xi, bytes. */
#define CB_MLDSA_SEED_LEN 32
/** Signing randomness rnd, bytes. */
#define CB_MLDSA_RND_LEN 32
/** mu = H(tr || M'), bytes. */
#define CB_MLDSA_MU_LEN 64
/** Longest context string, bytes. */
#define CB_MLDSA_CTX_MAX 255

#define CB_MLDSA44_PK_LEN 1312  /**< ML-DSA-44 public key */
#define CB_MLDSA44_SK_LEN 2560  /**< ML-DSA-44 private key */
#define CB_MLDSA44_SIG_LEN 2420 /**< ML-DSA-44 signature */
#define CB_MLDSA65_PK_LEN 1952  /**< ML-DSA-65 public key */
#define CB_MLDSA65_SK_LEN 4032  /**< ML-DSA-65 private key */
#define CB_MLDSA65_SIG_LEN 3309 /**< ML-DSA-65 signature */
#define CB_MLDSA87_PK_LEN 2592  /**< ML-DSA-87 public key */
#define CB_MLDSA87_SK_LEN 4896  /**< ML-DSA-87 private key */
#define CB_MLDSA87_SIG_LEN 4627 /**< ML-DSA-87 signature */
#define CB_MLDSA_PK_MAX CB_MLDSA87_PK_LEN   /**< largest public key */
#define CB_MLDSA_SK_MAX CB_MLDSA87_SK_LEN   /**< largest private key */
#define CB_MLDSA_SIG_MAX CB_MLDSA87_SIG_LEN /**< largest signature */

/*
 * Workspace of the fast signing, bytes, for k rows and l columns: A
 * (k l polynomials), s1, s2 and t0 in the NTT domain (l + 2k), y in the
 * NTT domain (l) and w (k), each 768 bytes (three a coefficient), then
 * c and a scratch polynomial, each 1024 bytes.
 */
#define CB_MLDSA_SIGN_TMP_LEN_KL(k, l) \
	((size_t)768 * ((k) * (l) + 2 * (l) + 3 * (k)) + (size_t)1024 * 2)
/** Fast signing workspace for ML-DSA-44 (k = 4, l = 4): 29 KB. */
#define CB_MLDSA44_SIGN_TMP_LEN CB_MLDSA_SIGN_TMP_LEN_KL(4, 4)
/** Fast signing workspace for ML-DSA-65 (k = 6, l = 5): 45.5 KB. */
#define CB_MLDSA65_SIGN_TMP_LEN CB_MLDSA_SIGN_TMP_LEN_KL(6, 5)
/** Fast signing workspace for ML-DSA-87 (k = 8, l = 7): 72.5 KB. */
#define CB_MLDSA87_SIGN_TMP_LEN CB_MLDSA_SIGN_TMP_LEN_KL(8, 7)

/*
 * Workspace of the small signing, bytes: y in the NTT domain (l) and w
 * (k), 768 bytes each, then c and two scratch polynomials, 1024 bytes
 * each.
 */
#define CB_MLDSA_SIGN_SMALL_TMP_LEN_KL(k, l) \
	((size_t)768 * ((l) + (k)) + (size_t)1024 * 3)
/** Small signing workspace for ML-DSA-44: 9 KB. */
#define CB_MLDSA44_SIGN_SMALL_TMP_LEN CB_MLDSA_SIGN_SMALL_TMP_LEN_KL(4, 4)
/** Small signing workspace for ML-DSA-65: 11.25 KB. */
#define CB_MLDSA65_SIGN_SMALL_TMP_LEN CB_MLDSA_SIGN_SMALL_TMP_LEN_KL(6, 5)
/** Small signing workspace for ML-DSA-87: 14.25 KB. */
#define CB_MLDSA87_SIGN_SMALL_TMP_LEN CB_MLDSA_SIGN_SMALL_TMP_LEN_KL(8, 7)

/**
 * Public key length of a parameter set, bytes.
 * @param p cb_mldsa44, cb_mldsa65 or cb_mldsa87
 */
size_t cb_mldsa_pk_len(const cb_mldsa_params *p);
/** Private key length, bytes. @param p parameter set */
size_t cb_mldsa_sk_len(const cb_mldsa_params *p);
/** Signature length, bytes. @param p parameter set */
size_t cb_mldsa_sig_len(const cb_mldsa_params *p);
/** Fast signing workspace length, bytes. @param p parameter set */
size_t cb_mldsa_sign_tmp_len(const cb_mldsa_params *p);
/** Small signing workspace length, bytes. @param p parameter set */
size_t cb_mldsa_sign_small_tmp_len(const cb_mldsa_params *p);

/**
 * ML-DSA.KeyGen_internal (FIPS 204 Alg. 6): the key pair derived from a
 * seed (a derivation, not a random draw: the same seed gives the same
 * keys).  Secret inputs: seed; sk is secret.
 * @param p parameter set
 * @param pk public key out, cb_mldsa_pk_len(p) bytes
 * @param pk_len its length (must be cb_mldsa_pk_len(p))
 * @param sk private key out, cb_mldsa_sk_len(p) bytes
 * @param sk_len its length (must be cb_mldsa_sk_len(p))
 * @param seed xi, 32 bytes (random for a new key)
 * @return CB_OK, or CB_E_ARG for a wrong buffer length (nothing written)
 */
CB_MUST_CHECK int cb_mldsa_keygen_internal(const cb_mldsa_params *p,
	uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len,
	const uint8_t seed[CB_MLDSA_SEED_LEN]);

/**
 * ML-DSA.KeyGen (FIPS 204 Alg. 1): a new key pair, its seed xi drawn
 * from rng, then cb_mldsa_keygen_internal().
 * @param p parameter set
 * @param pk public key out, cb_mldsa_pk_len(p) bytes
 * @param pk_len its length (must be cb_mldsa_pk_len(p))
 * @param sk private key out, cb_mldsa_sk_len(p) bytes (secret)
 * @param sk_len its length (must be cb_mldsa_sk_len(p))
 * @param rng random source (32 bytes are drawn)
 * @param rng_arg passed to rng
 * @return CB_OK; CB_E_ARG for a wrong buffer length (nothing written);
 *         CB_E_RNG if rng failed (pk and sk zeroed)
 */
CB_MUST_CHECK int cb_mldsa_keygen(const cb_mldsa_params *p, uint8_t *pk,
				  size_t pk_len, uint8_t *sk, size_t sk_len,
				  cb_rng_fn rng, void *rng_arg);

/**
 * ML-DSA.Sign (FIPS 204 Alg. 2): sign msg under the context string ctx
 * (M' = 0 || len(ctx) || ctx || msg).  Hedged: rnd is 32 bytes from rng;
 * with rng NULL signing is deterministic (rnd = 0^32, FIPS 204 §3.4).
 * Secret inputs: sk, the random bytes.
 * @param p parameter set
 * @param sig signature out, cb_mldsa_sig_len(p) bytes
 * @param sig_len its length (must be cb_mldsa_sig_len(p))
 * @param sk private key, cb_mldsa_sk_len(p) bytes
 * @param sk_len its length (must be cb_mldsa_sk_len(p))
 * @param msg message (may be NULL when msg_len is 0)
 * @param msg_len its length
 * @param ctx context string (may be NULL when ctx_len is 0)
 * @param ctx_len its length, at most 255
 * @param rng random source, or NULL for deterministic signing
 * @param rng_arg passed to rng
 * @param tmp workspace of cb_mldsa_sign_tmp_len(p) bytes, aligned for
 *        int32_t; wiped on return
 * @param tmp_len its length
 * @return CB_OK; CB_E_ARG for a wrong signature or key length, a context
 *         longer than 255 bytes, a short or misaligned workspace (nothing
 *         written for these), or a private key whose s1 or s2 has a
 *         coefficient outside [-eta, eta] (sig zeroed); CB_E_RNG if rng
 *         failed (sig zeroed)
 */
CB_MUST_CHECK int cb_mldsa_sign(const cb_mldsa_params *p, uint8_t *sig,
	size_t sig_len, const uint8_t *sk, size_t sk_len, const uint8_t *msg,
	size_t msg_len,
	const uint8_t *ctx, size_t ctx_len, cb_rng_fn rng,
	void *rng_arg, void *tmp, size_t tmp_len);

/**
 * ML-DSA.Sign_internal (FIPS 204 Alg. 7) on a message representative M'
 * as given (ACVP's internal interface: no context, no prefix).
 * Secret inputs: sk, rnd.  Parameters and errors as cb_mldsa_sign().
 * @param rnd 32 random bytes, or 32 zero bytes for deterministic signing
 */
CB_MUST_CHECK int cb_mldsa_sign_internal(const cb_mldsa_params *p,
	uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
	const uint8_t *mprime,
	size_t mprime_len, const uint8_t rnd[CB_MLDSA_RND_LEN], void *tmp,
	size_t tmp_len);

/**
 * Sign_internal from an external mu = H(tr || M', 64) (FIPS 204 §6.2,
 * "external mu").  Secret inputs: sk, rnd.  As cb_mldsa_sign_internal().
 * @param mu 64 bytes
 */
CB_MUST_CHECK int cb_mldsa_sign_mu(const cb_mldsa_params *p, uint8_t *sig,
	size_t sig_len, const uint8_t *sk, size_t sk_len,
	const uint8_t mu[CB_MLDSA_MU_LEN],
	const uint8_t rnd[CB_MLDSA_RND_LEN], void *tmp, size_t tmp_len);

/**
 * The small-memory configuration of cb_mldsa_sign(): the same signature,
 * in a workspace of cb_mldsa_sign_small_tmp_len(p) bytes.
 */
CB_MUST_CHECK int cb_mldsa_sign_small(const cb_mldsa_params *p,
	uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
	const uint8_t *msg, size_t msg_len,
	const uint8_t *ctx, size_t ctx_len, cb_rng_fn rng,
	void *rng_arg, void *tmp, size_t tmp_len);

/**
 * The small-memory configuration of cb_mldsa_sign_mu(): the same
 * signature in cb_mldsa_sign_small_tmp_len(p) bytes of workspace.
 */
CB_MUST_CHECK int cb_mldsa_sign_small_mu(const cb_mldsa_params *p,
	uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
	const uint8_t mu[CB_MLDSA_MU_LEN],
	const uint8_t rnd[CB_MLDSA_RND_LEN], void *tmp, size_t tmp_len);

/**
 * ML-DSA.Verify (FIPS 204 Alg. 3) of sig on msg under the context ctx.
 * @param p parameter set
 * @param pk public key
 * @param pk_len its length (must be cb_mldsa_pk_len(p))
 * @param msg message (may be NULL when msg_len is 0)
 * @param msg_len its length
 * @param ctx context string (may be NULL when ctx_len is 0)
 * @param ctx_len its length
 * @param sig signature
 * @param sig_len its length (must be cb_mldsa_sig_len(p))
 * @return CB_OK if valid; CB_E_AUTH if not (a malformed signature or
 *         hint encoding included); CB_E_ARG for a wrong key or signature
 *         length or a context longer than 255 bytes
 */
CB_MUST_CHECK int cb_mldsa_verify(const cb_mldsa_params *p,
	const uint8_t *pk, size_t pk_len, const uint8_t *msg, size_t msg_len,
	const uint8_t *ctx, size_t ctx_len, const uint8_t *sig,
	size_t sig_len);

/** ML-DSA.Verify_internal (FIPS 204 Alg. 8) on M'; as cb_mldsa_verify(). */
CB_MUST_CHECK int cb_mldsa_verify_internal(const cb_mldsa_params *p,
	const uint8_t *pk, size_t pk_len, const uint8_t *mprime,
	size_t mprime_len, const uint8_t *sig, size_t sig_len);

/**
 * Verify_internal from an external mu = H(H(pk, 64) || M', 64).
 * As cb_mldsa_verify().
 */
CB_MUST_CHECK int cb_mldsa_verify_mu(const cb_mldsa_params *p,
	const uint8_t *pk, size_t pk_len, const uint8_t mu[CB_MLDSA_MU_LEN],
	const uint8_t *sig, size_t sig_len);

/**
 * The small-memory configuration of cb_mldsa_verify(): the same result,
 * with four polys (4 KB) of working memory on the stack for every
 * parameter set (A and z^ remade for each row, k l NTTs of z instead of
 * l): 5.2 KB of stack in all on a Cortex-M4 (5,452 bytes painted with
 * the benchmark's 176-byte dispatch, every set), about 11 % more time
 * than the fast one for ML-DSA-44.
 */
CB_MUST_CHECK int cb_mldsa_verify_small(const cb_mldsa_params *p,
	const uint8_t *pk, size_t pk_len, const uint8_t *msg, size_t msg_len,
	const uint8_t *ctx, size_t ctx_len, const uint8_t *sig,
	size_t sig_len);

/** The small-memory configuration of cb_mldsa_verify_mu(). */
CB_MUST_CHECK int cb_mldsa_verify_small_mu(const cb_mldsa_params *p,
	const uint8_t *pk, size_t pk_len, const uint8_t mu[CB_MLDSA_MU_LEN],
	const uint8_t *sig, size_t sig_len);

/**
 * mu of a pure-interface message: H(H(pk, 64) || 0 || len(ctx) || ctx ||
 * msg, 64), for cb_mldsa_sign_mu()/cb_mldsa_verify_mu().
 * @return CB_OK, or CB_E_ARG for a public key length other than
 *         cb_mldsa_pk_len(p) or a context longer than 255 bytes
 */
CB_MUST_CHECK int cb_mldsa_mu(const cb_mldsa_params *p,
	uint8_t mu[CB_MLDSA_MU_LEN], const uint8_t *pk, size_t pk_len,
	const uint8_t *msg, size_t msg_len, const uint8_t *ctx,
	size_t ctx_len);

/* ==== the scheme as descriptors (cb/desc.h) ==== */

/**
 * ML-DSA without a context string, hedged (CB_SIG_HEDGED: rng NULL signs
 * deterministically), p->set 0: ML-DSA-44, 1: -65, 2: -87; the key from
 * a 32-byte seed drawn from rng.  cb_mldsa_sig signs with the fast
 * workspace, cb_mldsa_small_sig with the small one (cb_mldsa_sign_small,
 * cb_mldsa_verify_small).
 */
extern const cb_sig_desc cb_mldsa_sig;
extern const cb_sig_desc cb_mldsa_small_sig;

#ifdef __cplusplus
}
#endif
#endif
