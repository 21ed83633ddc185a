/* SPDX-License-Identifier: MIT */
/*
 * ML-KEM-512/768/1024 (FIPS 203): module-lattice key encapsulation.
 * Implementation: portable C on 16-bit coefficients (Plantard,
 * Montgomery and Barrett reduction, table-free NTT), SHA3/SHAKE from
 * cb/hash.h; on cores with the Arm DSP extension (Cortex-M4, M7, M33,
 * M55) the NTT, inverse NTT, base multiplication and reduction in
 * Thumb-2 assembly on two 16-bit coefficients a word, and the samplers
 * (CBD_2, SampleNTT's rejection) reading SHAKE's output in its state,
 * with the same results.
 * Constant-time: key generation, encapsulation and decapsulation
 * (sampling of secrets, NTT and arithmetic, compression, the re-encryption
 * compare and the implicit-rejection select).  Public data (the matrix
 * sampled from rho, the encapsulation key and its modulus check) is
 * handled in variable time.
 * Secret inputs: d, z, m, random bytes, the decapsulation key, shared
 * secrets.
 * Input checks (FIPS 203 §7.2, §7.3): encapsulation refuses an
 * encapsulation key whose coefficients are not reduced mod q;
 * decapsulation refuses a decapsulation key whose stored H(ek) does not
 * match (cb_mlkem_decaps_checked() skips that check for a key checked
 * once, as §7.3 allows); every length is checked against the parameter
 * set.
 * Stack: the matrix is generated one entry at a time and the
 * re-encryption of decapsulation is compared as it is produced; a
 * matrix-vector product holds the vector (up to 4 polynomials of 512
 * bytes), its b1 zeta multipliers (256 bytes each), one row's 32-bit
 * sums (1 KB), one matrix entry and three SHAKE contexts: painted on a
 * Cortex-M4 (gcc -O2, any parameter set) key generation, encapsulation
 * and decapsulation each 6.1 KB at most (6212 bytes).  No heap, no
 * static state.
 */
#ifndef CB_MLKEM_H
#define CB_MLKEM_H

#include <stddef.h>
#include <stdint.h>

#include "cb/desc.h"
#include "cb/err.h"
#include "cb/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Shared secret length in bytes (all parameter sets). */
#define CB_MLKEM_SS_LEN 32
/** Seed half length in bytes: d, z and the encapsulation randomness m. */
#define CB_MLKEM_SEED_LEN 32

/** ML-KEM-512 encapsulation key length in bytes. */
#define CB_MLKEM512_EK_LEN 800
/** ML-KEM-512 decapsulation key length in bytes. */
#define CB_MLKEM512_DK_LEN 1632
/** ML-KEM-512 ciphertext length in bytes. */
#define CB_MLKEM512_CT_LEN 768
/** ML-KEM-768 encapsulation key length in bytes. */
#define CB_MLKEM768_EK_LEN 1184
/** ML-KEM-768 decapsulation key length in bytes. */
#define CB_MLKEM768_DK_LEN 2400
/** ML-KEM-768 ciphertext length in bytes. */
#define CB_MLKEM768_CT_LEN 1088
/** ML-KEM-1024 encapsulation key length in bytes. */
#define CB_MLKEM1024_EK_LEN 1568
/** ML-KEM-1024 decapsulation key length in bytes. */
#define CB_MLKEM1024_DK_LEN 3168
/** ML-KEM-1024 ciphertext length in bytes. */
#define CB_MLKEM1024_CT_LEN 1568
/** Largest key and ciphertext lengths (ML-KEM-1024). */
#define CB_MLKEM_MAX_EK_LEN CB_MLKEM1024_EK_LEN
#define CB_MLKEM_MAX_DK_LEN CB_MLKEM1024_DK_LEN
#define CB_MLKEM_MAX_CT_LEN CB_MLKEM1024_CT_LEN

/** A parameter set (opaque; use the constants below). */
typedef struct cb_mlkem_params cb_mlkem_params;

extern const cb_mlkem_params cb_mlkem512;  /**< ML-KEM-512, k = 2 */
extern const cb_mlkem_params cb_mlkem768;  /**< ML-KEM-768, k = 3 */
extern const cb_mlkem_params cb_mlkem1024; /**< ML-KEM-1024, k = 4 */

/**
 * @param p parameter set
 * @return its name, e.g. "ML-KEM-768"
 */
const char *cb_mlkem_name(const cb_mlkem_params *p);
/** @param p parameter set @return encapsulation key length in bytes */
size_t cb_mlkem_ek_len(const cb_mlkem_params *p);
/** @param p parameter set @return decapsulation key length in bytes */
size_t cb_mlkem_dk_len(const cb_mlkem_params *p);
/** @param p parameter set @return ciphertext length in bytes */
size_t cb_mlkem_ct_len(const cb_mlkem_params *p);

/**
 * Deterministic key generation, ML-KEM.KeyGen_internal(d, z) (FIPS 203
 * Algorithm 16), for known-answer tests and for callers that keep the
 * 64-byte seed d || z as their private key.
 * @param p parameter set
 * @param ek output: encapsulation key, cb_mlkem_ek_len(p) bytes
 * @param ek_len its length
 * @param dk output: decapsulation key (secret), cb_mlkem_dk_len(p) bytes
 * @param dk_len its length
 * @param d 32 random bytes (secret)
 * @param z 32 random bytes (secret), the implicit-rejection seed
 * @return CB_OK or CB_E_ARG (a length does not match p)
 */
CB_MUST_CHECK int cb_mlkem_keygen_internal(const cb_mlkem_params *p,
					   uint8_t *ek, size_t ek_len,
					   uint8_t *dk, size_t dk_len,
					   const uint8_t d[CB_MLKEM_SEED_LEN],
					   const uint8_t z[CB_MLKEM_SEED_LEN]);

/**
 * Key generation, ML-KEM.KeyGen (FIPS 203 Algorithm 19): d and z from
 * rng, then cb_mlkem_keygen_internal().
 * @param p parameter set
 * @param ek output: encapsulation key
 * @param ek_len its length, cb_mlkem_ek_len(p)
 * @param dk output: decapsulation key (secret)
 * @param dk_len its length, cb_mlkem_dk_len(p)
 * @param rng random source (64 bytes are drawn)
 * @param rng_arg its argument
 * @return CB_OK, CB_E_ARG or CB_E_RNG (outputs zeroed)
 */
CB_MUST_CHECK int cb_mlkem_keygen(const cb_mlkem_params *p, uint8_t *ek,
				  size_t ek_len, uint8_t *dk, size_t dk_len,
				  cb_rng_fn rng, void *rng_arg);

/**
 * The encapsulation key check of FIPS 203 §7.2: the length, and every
 * 12-bit coefficient below q (ByteEncode12(ByteDecode12(ek)) == ek).
 * @param p parameter set
 * @param ek encapsulation key (public)
 * @param ek_len its length
 * @return CB_OK, CB_E_ARG (length) or CB_E_RANGE (a coefficient >= q)
 */
CB_MUST_CHECK int cb_mlkem_check_ek(const cb_mlkem_params *p,
				    const uint8_t *ek, size_t ek_len);

/**
 * The decapsulation key check of FIPS 203 §7.3: the length, and the
 * stored H(ek) equal to the hash of the stored ek.
 * @param p parameter set
 * @param dk decapsulation key (secret)
 * @param dk_len its length
 * @return CB_OK, CB_E_ARG (length) or CB_E_RANGE (hash mismatch)
 */
CB_MUST_CHECK int cb_mlkem_check_dk(const cb_mlkem_params *p,
				    const uint8_t *dk, size_t dk_len);

/**
 * Deterministic encapsulation, ML-KEM.Encaps_internal(ek, m) (FIPS 203
 * Algorithm 17), after the input check of cb_mlkem_check_ek().
 * @param p parameter set
 * @param ss output: shared secret (secret)
 * @param ct output: ciphertext, cb_mlkem_ct_len(p) bytes
 * @param ct_len its length
 * @param ek encapsulation key
 * @param ek_len its length
 * @param m 32 random bytes (secret)
 * @return CB_OK, CB_E_ARG or CB_E_RANGE (ss and ct zeroed on error)
 */
CB_MUST_CHECK int cb_mlkem_encaps_internal(const cb_mlkem_params *p,
					   uint8_t ss[CB_MLKEM_SS_LEN],
					   uint8_t *ct, size_t ct_len,
					   const uint8_t *ek, size_t ek_len,
					   const uint8_t m[CB_MLKEM_SEED_LEN]);

/**
 * Encapsulation, ML-KEM.Encaps (FIPS 203 Algorithm 20): m from rng, then
 * cb_mlkem_encaps_internal().
 * @param p parameter set
 * @param ss output: shared secret (secret)
 * @param ct output: ciphertext
 * @param ct_len its length, cb_mlkem_ct_len(p)
 * @param ek encapsulation key
 * @param ek_len its length, cb_mlkem_ek_len(p)
 * @param rng random source (32 bytes are drawn)
 * @param rng_arg its argument
 * @return CB_OK, CB_E_ARG, CB_E_RANGE or CB_E_RNG (outputs zeroed on
 *         error)
 */
CB_MUST_CHECK int cb_mlkem_encaps(const cb_mlkem_params *p,
				  uint8_t ss[CB_MLKEM_SS_LEN], uint8_t *ct,
				  size_t ct_len, const uint8_t *ek,
				  size_t ek_len, cb_rng_fn rng,
				  void *rng_arg);

/**
 * Decapsulation, ML-KEM.Decaps (FIPS 203 Algorithm 21) with implicit
 * rejection, after the input check of cb_mlkem_check_dk().  A ciphertext
 * that does not re-encrypt to itself is not an error: ss is then
 * J(z || ct), and which of the two keys was chosen is not revealed by
 * timing or the return code.
 * @param p parameter set
 * @param ss output: shared secret (secret)
 * @param ct ciphertext
 * @param ct_len its length, cb_mlkem_ct_len(p)
 * @param dk decapsulation key (secret)
 * @param dk_len its length, cb_mlkem_dk_len(p)
 * @return CB_OK, CB_E_ARG (a length) or CB_E_RANGE (dk fails its check);
 *         ss is zeroed on error
 */
CB_MUST_CHECK int cb_mlkem_decaps(const cb_mlkem_params *p,
				  uint8_t ss[CB_MLKEM_SS_LEN],
				  const uint8_t *ct, size_t ct_len,
				  const uint8_t *dk, size_t dk_len);

/**
 * Decapsulation with a decapsulation key already checked: the same as
 * cb_mlkem_decaps() (same results, implicit rejection, constant time)
 * without repeating the hash check of cb_mlkem_check_dk() (SHA3-256 of
 * the embedded ek: about 9 to 13 Keccak permutations, 12-15 % of
 * decapsulation on a Cortex-M4).  FIPS 203 §7.3 requires the checks
 * before ML-KEM.Decaps but not with every execution, nor by the
 * decapsulating party, when assurance that they were done is had
 * otherwise (SP 800-227: a key generated or checked once and stored so
 * that it cannot be modified).  Use it only for such a key: one that
 * cb_mlkem_keygen() or cb_mlkem_keygen_internal() wrote, or that passed
 * cb_mlkem_check_dk(), and that has not been modified since; for any
 * other key call cb_mlkem_decaps().  The length checks (§7.3's type
 * checks) are still made.
 * @param p parameter set
 * @param ss output: shared secret (secret)
 * @param ct ciphertext
 * @param ct_len its length, cb_mlkem_ct_len(p)
 * @param dk decapsulation key (secret), checked as above
 * @param dk_len its length, cb_mlkem_dk_len(p)
 * @return CB_OK or CB_E_ARG (a length; ss is then zeroed)
 */
CB_MUST_CHECK int cb_mlkem_decaps_checked(const cb_mlkem_params *p,
					  uint8_t ss[CB_MLKEM_SS_LEN],
					  const uint8_t *ct, size_t ct_len,
					  const uint8_t *dk, size_t dk_len);

/* ==== the scheme as a descriptor (cb/desc.h) ==== */

/** ML-KEM, p->set 0: ML-KEM-512, 1: -768, 2: -1024; priv is the
 * decapsulation key, pub the encapsulation key. */
extern const cb_kem_desc cb_mlkem_kem;

#ifdef __cplusplus
}
#endif
#endif
