/* SPDX-License-Identifier: MIT */
/*
 * Big-number arithmetic on 32-bit limbs (64-bit products) for RSA, DSA,
 * DH and the prime-field curves: caller-sized buffers, no malloc;
 * constant-time Montgomery multiplication, exponentiation and inversion.
 */
#ifndef CB_BN_H
#define CB_BN_H

#include <stddef.h>
#include <stdint.h>

#include "cb/desc.h"
#include "cb/err.h"
#include "cb/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Big numbers ==== */

/*
 * Fixed-size unsigned integers as arrays of 32-bit limbs, least
 * significant limb first; every function takes the limb count n (public).
 * Implementation: portable C, 32x32->64 multiplies, constant-time (the
 * unsuffixed names are the _ct implementation); on Armv7E-M/Armv8-M with
 * the DSP extension the Montgomery product's inner step is one UMAAL
 * (inline asm; single-cycle, data-independent on Cortex-M4/M33), the
 * curve sizes (8, 12, 16, 17 limbs) get unrolled instances, and the
 * other sizes (RSA, DH, DSA) a Thumb-2 row with the product and the
 * reduction fused.
 * Secret inputs: every operand value (only limb counts, exponent lengths
 * and the modulus length are public); no branch, index or loop bound
 * depends on a value (not a constant-time target: Cortex-M3, whose long
 * multiplies terminate early).
 * Moduli for the Montgomery functions must be odd and may be secret (RSA
 * CRT primes).  Stack: cb_bn_mont_mul keeps 2n + 2 limbs of scratch
 * (about 0.4 KB for curve sizes up to 17 limbs, 1.1 KB for larger
 * moduli); exponentiation and inversion use a caller workspace.
 */

/** Largest limb count of a Montgomery modulus (4096 bits). */
#define CB_BN_MAX_LIMBS 128

/** Limbs of workspace cb_bn_mod_exp needs for an n-limb modulus. */
#define CB_BN_MODEXP_TMP_LIMBS(n) (19 * (n))
/** Limbs of workspace cb_bn_mod_inv_prime needs for an n-limb modulus. */
#define CB_BN_MODINV_TMP_LIMBS(n) (20 * (n))

/**
 * r = a + b over n limbs.  r may alias a or b.
 * @param r sum, n limbs
 * @param a first addend, n limbs
 * @param b second addend, n limbs
 * @param n limb count
 * @return the carry out (0 or 1)
 */
uint32_t cb_bn_add(uint32_t *r, const uint32_t *a, const uint32_t *b,
		   size_t n);

/**
 * r = a - b over n limbs (mod 2^(32n)).  r may alias a or b.
 * @param r difference, n limbs
 * @param a minuend, n limbs
 * @param b subtrahend, n limbs
 * @param n limb count
 * @return the borrow out (0 or 1)
 */
uint32_t cb_bn_sub(uint32_t *r, const uint32_t *a, const uint32_t *b,
		   size_t n);

/**
 * Full product r = a * b (2n limbs).  r must not overlap a or b.
 * @param r product, 2n limbs
 * @param a first factor, n limbs
 * @param b second factor, n limbs
 * @param n limb count
 */
void cb_bn_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);

/**
 * Constant-time comparison of two n-limb values.
 * @param a first value, n limbs
 * @param b second value, n limbs
 * @param n limb count
 * @return -1 if a < b, 0 if a == b, 1 if a > b
 */
CB_MUST_CHECK int cb_bn_cmp(const uint32_t *a, const uint32_t *b, size_t n);

/**
 * Constant-time test for zero.
 * @param a value, n limbs
 * @param n limb count
 * @return 1 if a is zero, else 0
 */
uint32_t cb_bn_is_zero(const uint32_t *a, size_t n);

/**
 * Conditional move: r = a if ctl is 1, r unchanged if ctl is 0, in time
 * independent of ctl.  r may alias a.
 * @param r destination, n limbs
 * @param a source, n limbs
 * @param n limb count
 * @param ctl 0 or 1 (may be secret)
 */
void cb_bn_cmov(uint32_t *r, const uint32_t *a, size_t n, uint32_t ctl);

/**
 * Conditional swap of a and b when ctl is 1, in time independent of ctl.
 * @param a first value, n limbs
 * @param b second value, n limbs
 * @param n limb count
 * @param ctl 0 or 1 (may be secret)
 */
void cb_bn_cswap(uint32_t *a, uint32_t *b, size_t n, uint32_t ctl);

/**
 * Decode a big-endian byte string into n limbs.
 * @param r result, n limbs
 * @param n limb count
 * @param in bytes (NULL allowed when len is 0)
 * @param len at most 4n
 * @return CB_OK, or CB_E_ARG if len > 4n (r is then zero)
 */
CB_MUST_CHECK int cb_bn_from_bytes(uint32_t *r, size_t n, const uint8_t *in,
				   size_t len);

/**
 * Encode the low 8*len bits of an n-limb value as len big-endian bytes
 * (zero-padded on the left when len > 4n).
 * @param out output, len bytes
 * @param len output length
 * @param a value, n limbs
 * @param n limb count
 */
void cb_bn_to_bytes(uint8_t *out, size_t len, const uint32_t *a, size_t n);

/**
 * r = a mod m by constant-time shift-and-subtract (time depends on an
 * and n only).  r must not overlap a.
 * @param r remainder, n limbs
 * @param a dividend, an limbs
 * @param an limb count of a (0 gives r = 0)
 * @param m modulus, n limbs, nonzero (any parity)
 * @param n limb count of m
 */
void cb_bn_mod(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *m,
	       size_t n);

/**
 * r = a + b mod m.  r may alias a or b.
 * @param r sum, n limbs
 * @param a addend below m, n limbs
 * @param b addend below m, n limbs
 * @param m modulus, n limbs
 * @param n limb count
 */
void cb_bn_mod_add(uint32_t *r, const uint32_t *a, const uint32_t *b,
		   const uint32_t *m, size_t n);

/**
 * r = a - b mod m.  r may alias a or b.
 * @param r difference, n limbs
 * @param a minuend below m, n limbs
 * @param b subtrahend below m, n limbs
 * @param m modulus, n limbs
 * @param n limb count
 */
void cb_bn_mod_sub(uint32_t *r, const uint32_t *a, const uint32_t *b,
		   const uint32_t *m, size_t n);

/**
 * Montgomery constant -m^-1 mod 2^32 for an odd modulus.
 * @param m0 the least significant limb of the modulus (odd)
 * @return -m0^-1 mod 2^32
 */
uint32_t cb_bn_mont_m0i(uint32_t m0);

/**
 * R^2 mod m with R = 2^(32n), for converting into Montgomery form
 * (64n constant-time doublings; time depends on n only).
 * @param rr result, n limbs
 * @param m modulus, n limbs, nonzero
 * @param n limb count
 */
void cb_bn_mont_rr(uint32_t *rr, const uint32_t *m, size_t n);

/**
 * Montgomery product r = a * b / R mod m (CIOS), R = 2^(32n).
 * Preconditions: m odd, 1 <= n <= CB_BN_MAX_LIMBS, a, b < m.
 * r may alias a or b.
 * @param r product, n limbs
 * @param a first factor, n limbs
 * @param b second factor, n limbs
 * @param m modulus, n limbs
 * @param n limb count
 * @param m0i cb_bn_mont_m0i(m[0])
 */
void cb_bn_mont_mul(uint32_t *r, const uint32_t *a, const uint32_t *b,
		    const uint32_t *m, size_t n, uint32_t m0i);

/**
 * Constant-time r = a^e mod m: fixed 4-bit windows, every table entry
 * read for each window (masked scan).  Time depends on n and el only.
 * Preconditions: m odd, n <= CB_BN_MAX_LIMBS, a < m.  r may alias a.
 * (0^0 gives 1 mod m.)
 * @param r result, n limbs (normal, not Montgomery, form)
 * @param a base, n limbs
 * @param e exponent, el limbs (may be secret)
 * @param el limb count of e
 * @param m modulus, n limbs
 * @param n limb count of m
 * @param tmp workspace of CB_BN_MODEXP_TMP_LIMBS(n) limbs
 */
void cb_bn_mod_exp(uint32_t *r, const uint32_t *a, const uint32_t *e,
		   size_t el, const uint32_t *m, size_t n, uint32_t *tmp);

/**
 * cb_bn_mod_exp with R^2 mod m supplied (saves its computation, about
 * 64n conditional subtractions of n limbs, when m is reused).
 * @param r result, n limbs
 * @param a base, n limbs
 * @param e exponent, el limbs (may be secret)
 * @param el limb count of e
 * @param m modulus, n limbs
 * @param n limb count of m
 * @param rr cb_bn_mont_rr(rr, m, n), n limbs
 * @param tmp workspace of CB_BN_MODEXP_TMP_LIMBS(n) limbs (not
 *        overlapping rr)
 */
void cb_bn_mod_exp_rr(uint32_t *r, const uint32_t *a, const uint32_t *e,
		      size_t el, const uint32_t *m, size_t n,
		      const uint32_t *rr, uint32_t *tmp);

/**
 * Constant-time inverse modulo a prime, r = a^(m-2) mod m (Fermat).
 * The inverse of 0 comes out as 0.  Preconditions: m an odd prime > 2,
 * a < m.  r may alias a.
 * @param r inverse, n limbs
 * @param a value, n limbs
 * @param m prime modulus, n limbs
 * @param n limb count
 * @param tmp workspace of CB_BN_MODINV_TMP_LIMBS(n) limbs
 */
void cb_bn_mod_inv_prime(uint32_t *r, const uint32_t *a, const uint32_t *m,
			 size_t n, uint32_t *tmp);

/**
 * cb_bn_mod_inv_prime with R^2 mod m supplied.
 * @param r inverse, n limbs
 * @param a value, n limbs
 * @param m prime modulus, n limbs
 * @param n limb count
 * @param rr cb_bn_mont_rr(rr, m, n), n limbs
 * @param tmp workspace of CB_BN_MODINV_TMP_LIMBS(n) limbs (not
 *        overlapping rr)
 */
void cb_bn_mod_inv_prime_rr(uint32_t *r, const uint32_t *a,
			    const uint32_t *m, size_t n, const uint32_t *rr,
			    uint32_t *tmp);

/* ==== RSA, DSA, DH ==== */

/*
 * RSA (RFC 8017) with 1024..4096-bit moduli: the raw public and private
 * operations, PKCS#1 v1.5 and PSS signatures (EMSA-PKCS1-v1_5 with the
 * SHA-1/SHA-2/SHA-3 DigestInfo; EMSA-PSS with MGF1 over the same hash),
 * key import from DER (RSAPrivateKey, optionally inside PKCS#8;
 * RSAPublicKey, optionally inside SubjectPublicKeyInfo).
 * Implementation: cb_bn_* Montgomery arithmetic.  The private operation
 * uses the CRT (p, q, dp, dq, qinv) with fixed-window exponentiation, the
 * window a configuration (1..6 bits, cb_rsa_priv_set_window, default
 * CB_RSA_WINDOW_DEFAULT), each product's table entry gathered by a masked
 * scan of every entry, then recomputes s^e mod n and releases s only if
 * it gives back the input (fault attacks); the release and the return
 * code are computed with masks, not branches.  The public operation is
 * variable-time in the public exponent (e = 65537: 16 squarings and one
 * multiplication).  Constant-time: the private operation and signing.
 * Secret inputs: p, q, dp, dq, qinv (d is not used), the signature being
 * computed.  Public: n, e, messages, digests, signatures, salts (the salt
 * is recoverable from a PSS signature).
 * Memory: keys are caller structs sized for 4096 bits (cb_rsa_pub 1.6 KB,
 * cb_rsa_priv 3.4 KB, with R^2 mod n, p, q cached by the import); each
 * operation takes a workspace of CB_RSA_TMP_LIMBS_W(bits, window) limbs
 * (the formula below: the table, an accumulator, a row buffer and the
 * CRT halves, nothing more; RSA-3072 at window 4: 3,536 bytes), and the
 * Montgomery products keep their row in it, so the stack holds no
 * number of the key's size (596 bytes on the Cortex-M4 firmware, 608 on
 * the M33, painted).  The signatures build the encoded block in sig.  No heap.
 */

struct cb_hash_desc;

/** Smallest RSA modulus accepted, bits. */
#define CB_RSA_MIN_BITS 1024
/** Largest RSA modulus accepted, bits. */
#define CB_RSA_MAX_BITS 4096
/** Largest modulus (and signature) length, bytes. */
#define CB_RSA_MAX_LEN (CB_RSA_MAX_BITS / 8)
/** Limbs of a bits-bit modulus. */
#define CB_RSA_LIMBS(bits) (((size_t)(bits) + 31) / 32)
/** Largest limb count of a prime of a bits-bit key. */
#define CB_RSA_HALF_LIMBS(bits) (CB_RSA_LIMBS(bits) / 2 + 1)
/** Smallest and largest window of the private operation, bits. */
#define CB_RSA_WINDOW_MIN 1
#define CB_RSA_WINDOW_MAX 6
/**
 * The window a private key gets at import (cb_rsa_priv_set_window
 * changes it per key): a build-time configuration, -Drsa_window=N in
 * Meson, which defines it for the library and its users alike.
 */
#ifndef CB_RSA_WINDOW_DEFAULT
#define CB_RSA_WINDOW_DEFAULT 4
#endif
/**
 * Limbs of workspace the private operations (cb_rsa_private, the
 * signatures) need on a bits-bit key with window w: with N =
 * CB_RSA_LIMBS(bits) and H = CB_RSA_HALF_LIMBS(bits),
 *     max((2^w + 2) H + 2, 4 N + 2)
 * limbs: the 2^w - 1 stored table entries (the identity is not stored),
 * the accumulator, a Montgomery row buffer of H + 2 and the first CRT
 * half; at least the public-key check's 4 N + 2.  Nothing else of the
 * key's size is kept on the stack.  RSA-3072, bytes: w = 1..6: 1,544,
 * 1,544, 1,968, 3,536, 6,672, 12,944.
 */
#define CB_RSA_TMP_LIMBS_W(bits, w)                                           \
	(((((size_t)1 << (w)) + 2) * CB_RSA_HALF_LIMBS(bits) + 2) >           \
			 4 * CB_RSA_LIMBS(bits) + 2 ?                         \
		 (((size_t)1 << (w)) + 2) * CB_RSA_HALF_LIMBS(bits) + 2 :     \
		 4 * CB_RSA_LIMBS(bits) + 2)
/** The same in bytes (the workspace is a uint32_t array). */
#define CB_RSA_TMP_LEN_W(bits, w) (4 * CB_RSA_TMP_LIMBS_W(bits, w))
/**
 * Limbs of workspace of the public operations (cb_rsa_public and the
 * verifications): 4 N + 2 (3 N + 2 for the exponentiation, N for the
 * encoded block).
 */
#define CB_RSA_PUB_TMP_LIMBS(bits) (4 * CB_RSA_LIMBS(bits) + 2)
/**
 * Workspace of every RSA operation on a bits-bit key whose private key
 * keeps the default window (CB_RSA_WINDOW_DEFAULT); a key given another
 * window needs CB_RSA_TMP_LIMBS_W(bits, window).
 */
#define CB_RSA_TMP_LIMBS(bits) CB_RSA_TMP_LIMBS_W(bits, CB_RSA_WINDOW_DEFAULT)
/** The same in bytes (the workspace is a uint32_t array). */
#define CB_RSA_TMP_LEN(bits) (4 * CB_RSA_TMP_LIMBS(bits))

/** RSA public key (fields private; memcpy clones it). */
typedef struct cb_rsa_pub {
	uint32_t n[CB_BN_MAX_LIMBS];  /* modulus */
	uint32_t e[CB_BN_MAX_LIMBS];  /* public exponent */
	uint32_t rr[CB_BN_MAX_LIMBS]; /* R^2 mod n */
	uint32_t nl;                  /* limbs of n */
	uint32_t el;                  /* limbs of e */
	uint32_t bits;                /* bit length of n */
	uint32_t n0i;                 /* -n^-1 mod 2^32 */
} cb_rsa_pub;

/** RSA private key with its public half (fields private). */
typedef struct cb_rsa_priv {
	cb_rsa_pub pub;
	uint32_t p[CB_BN_MAX_LIMBS / 2];
	uint32_t q[CB_BN_MAX_LIMBS / 2];
	uint32_t dp[CB_BN_MAX_LIMBS / 2];
	uint32_t dq[CB_BN_MAX_LIMBS / 2];
	uint32_t qinv[CB_BN_MAX_LIMBS / 2];
	uint32_t rrp[CB_BN_MAX_LIMBS / 2]; /* R^2 mod p */
	uint32_t rrq[CB_BN_MAX_LIMBS / 2]; /* R^2 mod q */
	uint32_t hl;                       /* limbs of p, q and the rest */
	uint32_t window;                   /* exponent window, bits */
} cb_rsa_priv;

/**
 * Set a public key from big-endian n and e.
 * @param pub key output
 * @param n modulus, 1024..4096 bits, odd (leading zero bytes allowed)
 * @param n_len its length
 * @param e public exponent, odd, 3 <= e < n
 * @param e_len its length
 * @return CB_OK, CB_E_ARG (NULL) or CB_E_RANGE (sizes or values)
 */
CB_MUST_CHECK int cb_rsa_pub_set(cb_rsa_pub *pub, const uint8_t *n,
				 size_t n_len, const uint8_t *e,
				 size_t e_len);

/**
 * Import a DER RSAPublicKey (RFC 8017 A.1.1) or a SubjectPublicKeyInfo
 * holding one (algorithm rsaEncryption).  Strict DER, no trailing bytes.
 * @param pub key output
 * @param der the encoding
 * @param der_len its length
 * @return CB_OK, CB_E_ARG (malformed) or CB_E_RANGE (as cb_rsa_pub_set)
 */
CB_MUST_CHECK int cb_rsa_pub_from_der(cb_rsa_pub *pub, const uint8_t *der,
				      size_t der_len);

/**
 * Import a DER RSAPrivateKey (RFC 8017 A.1.2, two primes) or a PKCS#8
 * PrivateKeyInfo holding one.  Checks p q = n, p and q odd, qinv < p;
 * d is parsed and ignored.  Not constant-time (run it once per key).
 * @param priv key output (wiped on error)
 * @param der the encoding
 * @param der_len its length
 * @return CB_OK, CB_E_ARG (malformed) or CB_E_RANGE (inconsistent key)
 */
CB_MUST_CHECK int cb_rsa_priv_from_der(cb_rsa_priv *priv, const uint8_t *der,
				       size_t der_len);

/**
 * Set the window of the private key's exponentiations (the key gets
 * CB_RSA_WINDOW_DEFAULT at import).  A w-bit window stores 2^w - 1
 * entries of a CRT half and costs one product per w exponent bits:
 * larger is faster and takes more workspace (CB_RSA_TMP_LIMBS_W).  Every
 * window is constant-time (each product reads all entries).
 * @param priv key
 * @param window CB_RSA_WINDOW_MIN..CB_RSA_WINDOW_MAX
 * @return CB_OK, or CB_E_ARG (NULL, window out of range; key unchanged)
 */
CB_MUST_CHECK int cb_rsa_priv_set_window(cb_rsa_priv *priv,
					 unsigned window);

/**
 * @param priv key
 * @return its window, bits
 */
unsigned cb_rsa_priv_window(const cb_rsa_priv *priv);

/**
 * @param pub key
 * @return the modulus length k in bytes (the signature length)
 */
size_t cb_rsa_len(const cb_rsa_pub *pub);

/**
 * Raw public operation out = in^e mod n (RSAVP1 / RSAEP).
 * @param out result, out_len = k bytes
 * @param out_len its length
 * @param pub key
 * @param in input, in_len = k bytes, below n
 * @param in_len its length
 * @param tmp workspace, CB_RSA_TMP_LIMBS(bits) limbs
 * @return CB_OK, CB_E_ARG (lengths) or CB_E_RANGE (in >= n)
 */
CB_MUST_CHECK int cb_rsa_public(uint8_t *out, size_t out_len,
				const cb_rsa_pub *pub, const uint8_t *in,
				size_t in_len, uint32_t *tmp);

/**
 * Raw private operation out = in^d mod n (RSASP1 / RSADP) by the CRT,
 * constant-time in the key and the result, checked with the public key.
 * out may alias in.
 * @param out result, out_len = k bytes (zeroed on error)
 * @param out_len its length
 * @param priv key
 * @param in input, in_len = k bytes, below n (public)
 * @param in_len its length
 * @param tmp workspace, CB_RSA_TMP_LIMBS(bits) limbs
 * @return CB_OK, CB_E_ARG (lengths), CB_E_RANGE (in >= n) or CB_E_AUTH
 *         (the result failed the public-key check: fault or bad key)
 */
CB_MUST_CHECK int cb_rsa_private(uint8_t *out, size_t out_len,
				 const cb_rsa_priv *priv, const uint8_t *in,
				 size_t in_len, uint32_t *tmp);

/**
 * RSASSA-PKCS1-v1_5 signature (RFC 8017 §8.2.1) of a digest.
 * @param sig output, sig_len = k bytes (zeroed on error)
 * @param sig_len its length
 * @param priv key
 * @param hash the digest's hash: SHA-1, SHA-224/256/384/512,
 *        SHA-512/224, SHA-512/256 or SHA3-224/256/384/512 (cb/hash.h)
 * @param digest the digest, hash->out_len bytes
 * @param digest_len its length
 * @param tmp workspace, CB_RSA_TMP_LIMBS(bits) limbs
 * @return CB_OK, CB_E_ARG (lengths, key too small), CB_E_UNSUPPORTED
 *         (hash) or CB_E_AUTH (fault check)
 */
CB_MUST_CHECK int cb_rsa_pkcs1_sign(uint8_t *sig, size_t sig_len,
				    const cb_rsa_priv *priv,
				    const struct cb_hash_desc *hash,
				    const uint8_t *digest, size_t digest_len,
				    uint32_t *tmp);

/**
 * RSASSA-PKCS1-v1_5 verification (RFC 8017 §8.2.2): re-encodes the
 * expected block and compares it in constant time.
 * @param pub key
 * @param hash the digest's hash (as for cb_rsa_pkcs1_sign)
 * @param digest the digest, hash->out_len bytes
 * @param digest_len its length
 * @param sig signature
 * @param sig_len its length (k, else CB_E_AUTH)
 * @param tmp workspace, CB_RSA_TMP_LIMBS(bits) limbs
 * @return CB_OK if valid, CB_E_AUTH if not, CB_E_ARG (digest length),
 *         CB_E_UNSUPPORTED (hash)
 */
CB_MUST_CHECK int cb_rsa_pkcs1_verify(const cb_rsa_pub *pub,
				      const struct cb_hash_desc *hash,
				      const uint8_t *digest,
				      size_t digest_len, const uint8_t *sig,
				      size_t sig_len, uint32_t *tmp);

/**
 * RSASSA-PSS signature (RFC 8017 §8.1.1, EMSA-PSS §9.1.1, MGF1 over
 * hash) with a salt of salt_len random bytes from rng.
 * @param sig output, sig_len = k bytes (zeroed on error)
 * @param sig_len its length
 * @param priv key
 * @param hash hash of the digest, of M' and of MGF1 (any cb_hash_desc
 *        with a fixed output)
 * @param digest the message digest, hash->out_len bytes
 * @param digest_len its length
 * @param salt_len salt length (e.g. hash->out_len; 0 is deterministic)
 * @param rng salt source (may be NULL when salt_len is 0)
 * @param rng_arg its argument
 * @param tmp workspace, CB_RSA_TMP_LIMBS(bits) limbs
 * @return CB_OK, CB_E_ARG (lengths; salt too long for the key),
 *         CB_E_RNG or CB_E_AUTH (fault check)
 */
CB_MUST_CHECK int cb_rsa_pss_sign(uint8_t *sig, size_t sig_len,
				  const cb_rsa_priv *priv,
				  const struct cb_hash_desc *hash,
				  const uint8_t *digest, size_t digest_len,
				  size_t salt_len, cb_rng_fn rng,
				  void *rng_arg, uint32_t *tmp);

/**
 * RSASSA-PSS verification (RFC 8017 §8.1.2, §9.1.2) with a known salt
 * length and MGF1 over hash.
 * @param pub key
 * @param hash hash of the digest, of M' and of MGF1
 * @param digest the message digest, hash->out_len bytes
 * @param digest_len its length
 * @param salt_len expected salt length
 * @param sig signature
 * @param sig_len its length (k, else CB_E_AUTH)
 * @param tmp workspace, CB_RSA_TMP_LIMBS(bits) limbs
 * @return CB_OK if valid, CB_E_AUTH if not, CB_E_ARG (digest length)
 */
CB_MUST_CHECK int cb_rsa_pss_verify(const cb_rsa_pub *pub,
				    const struct cb_hash_desc *hash,
				    const uint8_t *digest, size_t digest_len,
				    size_t salt_len, const uint8_t *sig,
				    size_t sig_len, uint32_t *tmp);

/*
 * Finite-field Diffie-Hellman over fixed groups: RFC 7919 ffdhe2048,
 * ffdhe3072, ffdhe4096 (safe primes, g = 2) and the RFC 5114 §2.1
 * 1024-bit MODP group with a 160-bit prime-order subgroup.
 * Implementation: cb_bn_mod_exp_rr (masked-window, constant-time) with
 * R^2 mod p precomputed.  Private exponents: x in [1, q-1] for the RFC
 * 5114 group, x in [1, 2^N - 1] with N = 2 x security strength (RFC 7919
 * §5.2, SP 800-56A: 224, 256 and 304 bits) for ffdhe, drawn as
 * (random(N/8 + 8 bytes) mod bound) + 1 (FIPS 186-4 B.4.1, no loop).
 * Constant-time: key generation and the shared secret (x and the secret
 * are kept off branches and indices; an out-of-range x is turned into
 * a mask).  The peer's value is checked: 1 < y < p - 1, and y^q = 1 mod
 * p always for the RFC 5114 group (not a safe prime) and on request
 * (CB_DH_CHECK_ORDER) for ffdhe.  Public values and shared secrets are
 * big-endian of cb_dh_len() bytes (left-padded, as in RFC 7919 and TLS
 * 1.3).  Secret inputs: x, the shared secret, the random bytes.
 * Memory: a workspace of CB_DH_TMP_LIMBS(bits) limbs (6 KB for 2048
 * bits, 12 KB for 4096) and about 1.2 KB of stack.
 */

/** A Diffie-Hellman group (opaque; use the constants below). */
typedef struct cb_dh_group cb_dh_group;

extern const cb_dh_group cb_dh_ffdhe2048;   /**< RFC 7919 */
extern const cb_dh_group cb_dh_ffdhe3072;   /**< RFC 7919 */
extern const cb_dh_group cb_dh_ffdhe4096;   /**< RFC 7919 */
extern const cb_dh_group cb_dh_rfc5114_1024; /**< RFC 5114 §2.1, q 160 bits */

/** Largest group, bits. */
#define CB_DH_MAX_BITS 4096
/** Largest public value or shared secret, bytes. */
#define CB_DH_MAX_LEN (CB_DH_MAX_BITS / 8)
/** Largest private exponent, bytes. */
#define CB_DH_MAX_PRIV_LEN 38
/** Limbs of workspace the DH functions need for a bits-bit group. */
#define CB_DH_TMP_LIMBS(bits) (24 * (((size_t)(bits) + 31) / 32))
/** cb_dh_shared flag: also check y^q = 1 mod p for the ffdhe groups. */
#define CB_DH_CHECK_ORDER 1u

/**
 * @param g group
 * @return its name: "ffdhe2048", "ffdhe3072", "ffdhe4096", "rfc5114-1024"
 */
const char *cb_dh_name(const cb_dh_group *g);
/**
 * @param g group
 * @return bits of p
 */
size_t cb_dh_bits(const cb_dh_group *g);
/**
 * @param g group
 * @return bytes of p, of a public value and of a shared secret
 */
size_t cb_dh_len(const cb_dh_group *g);
/**
 * @param g group
 * @return bytes of a private exponent (20, 28, 32, 38)
 */
size_t cb_dh_priv_len(const cb_dh_group *g);

/**
 * The group's prime and generator, big-endian.
 * @param p output, cb_dh_len bytes
 * @param gen output, cb_dh_len bytes (left-padded)
 * @param g group
 */
void cb_dh_params(uint8_t *p, uint8_t *gen, const cb_dh_group *g);

/**
 * Key generation: x from rng as described above, y = g^x mod p.
 * @param priv private exponent output, priv_len = cb_dh_priv_len bytes
 * @param priv_len its length
 * @param pub public value output, pub_len = cb_dh_len bytes
 * @param pub_len its length
 * @param g group
 * @param rng random source
 * @param rng_arg its argument
 * @param tmp workspace, CB_DH_TMP_LIMBS(bits) limbs
 * @return CB_OK, CB_E_ARG or CB_E_RNG (outputs zeroed on error)
 */
CB_MUST_CHECK int cb_dh_keygen(uint8_t *priv, size_t priv_len, uint8_t *pub,
			       size_t pub_len, const cb_dh_group *g,
			       cb_rng_fn rng, void *rng_arg,
			       uint32_t *tmp);

/**
 * Public value y = g^x mod p of a private exponent.
 * @param pub output, pub_len = cb_dh_len bytes
 * @param pub_len its length
 * @param g group
 * @param priv private exponent, cb_dh_priv_len bytes, in range
 * @param priv_len its length
 * @param tmp workspace, CB_DH_TMP_LIMBS(bits) limbs
 * @return CB_OK, CB_E_ARG or CB_E_RANGE (x out of range; pub zeroed)
 */
CB_MUST_CHECK int cb_dh_pub_from_priv(uint8_t *pub, size_t pub_len,
				      const cb_dh_group *g,
				      const uint8_t *priv, size_t priv_len,
				      uint32_t *tmp);

/**
 * Shared secret peer^x mod p after validating the peer's value.
 * @param secret output, secret_len = cb_dh_len bytes (zeroed on error)
 * @param secret_len its length
 * @param g group
 * @param priv private exponent, cb_dh_priv_len bytes
 * @param priv_len its length
 * @param peer peer's public value, big-endian, cb_dh_len bytes
 * @param peer_len its length
 * @param flags 0 or CB_DH_CHECK_ORDER
 * @param tmp workspace, CB_DH_TMP_LIMBS(bits) limbs
 * @return CB_OK, CB_E_ARG (lengths) or CB_E_RANGE (invalid peer value or
 *         private exponent)
 */
CB_MUST_CHECK int cb_dh_shared(uint8_t *secret, size_t secret_len,
			       const cb_dh_group *g, const uint8_t *priv,
			       size_t priv_len, const uint8_t *peer,
			       size_t peer_len, unsigned flags,
			       uint32_t *tmp);

/*
 * DSA (FIPS 186-4) with the (L, N) sizes (1024, 160), (2048, 224),
 * (2048, 256) and (3072, 256); caller-supplied domain parameters p, q, g;
 * deterministic nonces by RFC 6979 §3.2 (HMAC over the given hash);
 * digests longer than N bits are truncated (bits2int).  Implementation:
 * cb_bn_mod_exp_rr for g^k and g^x (masked windows, constant-time),
 * Fermat inversion of k mod q, Montgomery products mod q.  Constant-time:
 * signing and public-key derivation in x and k; the only secret-derived
 * branch is RFC 6979's rejection of a nonce candidate outside [1, q-1]
 * (or r = 0, s = 0), which discards that candidate; a private key out of
 * range is signed with as zero and refused by a mask (CB_E_RANGE, the
 * signature wiped), not by a branch.  Verification is
 * public.  Encodings: x and r, s are big-endian of cb_dsa_q_len() bytes,
 * y of cb_dsa_p_len() bytes; signatures r || s (IEEE P1363) with DER
 * helpers.  Secret inputs: x, nonces.  Memory: cb_dsa_params is 1.2 KB;
 * workspace CB_DSA_TMP_LIMBS(L) limbs (9.2 KB for L = 3072); stack about
 * 1.5 KB (a Montgomery frame, an HMAC context).
 */

/** Largest p, bits, and its limb count. */
#define CB_DSA_MAX_BITS 3072
#define CB_DSA_MAX_LIMBS (CB_DSA_MAX_BITS / 32)
/** Largest q, bytes (and of x, r, s). */
#define CB_DSA_MAX_QLEN 32
/** Largest r || s, bytes. */
#define CB_DSA_MAX_SIG_LEN (2 * CB_DSA_MAX_QLEN)
/** Largest DER signature, bytes. */
#define CB_DSA_MAX_DER_LEN (6 + 2 * (3 + CB_DSA_MAX_QLEN))
/** Limbs of workspace the DSA functions need for an L-bit p. */
#define CB_DSA_TMP_LIMBS(bits) (24 * (((size_t)(bits) + 31) / 32))

/** DSA domain parameters (fields private; memcpy clones them). */
typedef struct cb_dsa_params {
	uint32_t p[CB_DSA_MAX_LIMBS];
	uint32_t g[CB_DSA_MAX_LIMBS];
	uint32_t rr[CB_DSA_MAX_LIMBS];    /* R^2 mod p */
	uint32_t q[CB_DSA_MAX_QLEN / 4];
	uint32_t rrq[CB_DSA_MAX_QLEN / 4]; /* R^2 mod q */
	uint32_t pl, ql;                   /* limbs of p, q */
	uint32_t pbits, qbits;
} cb_dsa_params;

/**
 * Set and check domain parameters: (L, N) one of the four sizes, p and q
 * odd, 1 < g < p and g^q = 1 mod p (primality is not tested: use trusted
 * parameters).
 * @param dp output
 * @param p prime modulus, big-endian (leading zeros allowed)
 * @param p_len its length
 * @param q prime order
 * @param q_len its length
 * @param g generator
 * @param g_len its length
 * @param tmp workspace, CB_DSA_TMP_LIMBS(CB_DSA_MAX_BITS) limbs
 * @return CB_OK, CB_E_ARG (NULL) or CB_E_RANGE (invalid parameters)
 */
CB_MUST_CHECK int cb_dsa_params_set(cb_dsa_params *dp, const uint8_t *p,
				    size_t p_len, const uint8_t *q,
				    size_t q_len, const uint8_t *g,
				    size_t g_len, uint32_t *tmp);

/**
 * @param dp parameters
 * @return bytes of p (and of a public key y)
 */
size_t cb_dsa_p_len(const cb_dsa_params *dp);
/**
 * @param dp parameters
 * @return bytes of q (and of x, r and s)
 */
size_t cb_dsa_q_len(const cb_dsa_params *dp);

/**
 * Public key y = g^x mod p.  Constant-time in x.
 * @param y output, y_len = cb_dsa_p_len bytes (zeroed on error)
 * @param y_len its length
 * @param dp parameters
 * @param x private key, cb_dsa_q_len bytes, in [1, q-1]
 * @param x_len its length
 * @param tmp workspace, CB_DSA_TMP_LIMBS(L) limbs
 * @return CB_OK, CB_E_ARG or CB_E_RANGE (x out of range)
 */
CB_MUST_CHECK int cb_dsa_pub_from_priv(uint8_t *y, size_t y_len,
				       const cb_dsa_params *dp,
				       const uint8_t *x, size_t x_len,
				       uint32_t *tmp);

/**
 * DSA signature with an RFC 6979 nonce.
 * @param sig output r || s, sig_len = 2 cb_dsa_q_len bytes
 * @param sig_len its length
 * @param dp parameters
 * @param hash hash for RFC 6979's HMAC, normally the one that made
 *        digest (e.g. &cb_sha256_desc)
 * @param x private key, cb_dsa_q_len bytes, in [1, q-1]
 * @param x_len its length
 * @param digest message digest (NULL allowed when digest_len is 0)
 * @param digest_len its length
 * @param tmp workspace, CB_DSA_TMP_LIMBS(L) limbs
 * @return CB_OK, CB_E_ARG or CB_E_RANGE (x out of range); sig zeroed on
 *         error
 */
CB_MUST_CHECK int cb_dsa_sign(uint8_t *sig, size_t sig_len,
			      const cb_dsa_params *dp,
			      const struct cb_hash_desc *hash,
			      const uint8_t *x, size_t x_len,
			      const uint8_t *digest, size_t digest_len,
			      uint32_t *tmp);

/**
 * DSA verification (public inputs only).
 * @param dp parameters
 * @param y public key, big-endian (leading zeros allowed), 1 < y < p
 * @param y_len its length
 * @param digest message digest
 * @param digest_len its length
 * @param sig r || s, 2 cb_dsa_q_len bytes
 * @param sig_len its length
 * @param tmp workspace, CB_DSA_TMP_LIMBS(L) limbs
 * @return CB_OK if valid, CB_E_AUTH if not (including r or s outside
 *         [1, q-1] or a wrong sig_len), CB_E_RANGE (y out of range)
 */
CB_MUST_CHECK int cb_dsa_verify(const cb_dsa_params *dp, const uint8_t *y,
				size_t y_len, const uint8_t *digest,
				size_t digest_len, const uint8_t *sig,
				size_t sig_len, uint32_t *tmp);

/**
 * Encode r || s as a DER Dss-Sig-Value (SEQUENCE of two INTEGERs).
 * @param der output, at most der_cap bytes (CB_DSA_MAX_DER_LEN suffices)
 * @param der_cap its capacity
 * @param der_len receives the encoded length
 * @param sig r || s
 * @param sig_len its length (even, at most CB_DSA_MAX_SIG_LEN)
 * @return CB_OK or CB_E_ARG
 */
CB_MUST_CHECK int cb_dsa_sig_to_der(uint8_t *der, size_t der_cap,
				    size_t *der_len, const uint8_t *sig,
				    size_t sig_len);

/**
 * Decode a strict DER Dss-Sig-Value into r || s (minimal lengths and
 * integers, non-negative, each fitting sig_len / 2 bytes, no trailing
 * bytes).
 * @param sig output, sig_len = 2 cb_dsa_q_len bytes
 * @param sig_len its length
 * @param der DER input
 * @param der_len its length
 * @return CB_OK, or CB_E_AUTH for malformed DER (sig zeroed), CB_E_ARG
 *         for a bad sig_len
 */
CB_MUST_CHECK int cb_dsa_sig_from_der(uint8_t *sig, size_t sig_len,
				      const uint8_t *der, size_t der_len);

/* ==== the schemes as descriptors (cb/desc.h) ==== */

/**
 * RSA PKCS#1 v1.5 signatures over p->hash (the message hashed), keys
 * loaded from PKCS#1 DER (priv a cb_rsa_priv, pub a cb_rsa_pub).
 * p->set: the largest modulus (0: 1024 bits, 1: 2048, 2: 3072, 3: 4096)
 * + 16 x the private key's exponent window (0: its default); variant
 * "window=N".
 */
extern const cb_sig_desc cb_rsa_pkcs1_sig;
/**
 * DSA over p->hash (the message hashed), keys loaded from OpenSSL's DER
 * of a DSA private key (SEQUENCE { 0, p, q, g, y, x }; y checked).
 * p->set: (L, N) 0: (1024, 160), 1: (2048, 256), 2: (3072, 256).
 */
extern const cb_sig_desc cb_dsa_sig;
/**
 * Diffie-Hellman in a named group, p->set: 0 cb_dh_rfc5114_1024,
 * 1 cb_dh_ffdhe2048, 2 cb_dh_ffdhe3072, 3 cb_dh_ffdhe4096; the shared
 * secret padded to the length of p.
 */
extern const cb_kex_desc cb_dh_kex;

#ifdef __cplusplus
}
#endif
#endif
