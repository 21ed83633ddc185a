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

#include "cb/err.h"

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
 * (inline asm; single-cycle, data-independent on Cortex-M4/M33), and
 * the curve sizes (8, 12, 16, 17 limbs) get unrolled instances.
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

#ifdef __cplusplus
}
#endif
#endif
