/* SPDX-License-Identifier: MIT */
/* ECDSA in the small-memory configuration: P-256 and P-384 (cb/ec.h). */
/*
 * Constant-time signing.  Secret: the private key d, the nonce k and
 * everything derived from them before r and s are released.  The same
 * RFC 6979 nonces and results as cb_ecdsa_sign (ecdsa.c), with arrays of
 * exactly the curve's limb count (ecdsa_small.inc, compiled once for 8
 * and once for 12 limbs) where the fast code sizes every array for the
 * largest curve and keeps tables of points on the stack.  k G walks
 * every column of the curve's one-block 4-tooth comb (the fast code's
 * first table, in flash: 960 bytes on P-256), reading all 15 entries
 * with masks and adding in place with the mixed complete formula
 * (Renes, Costello and Batina, ePrint 2015/1060, Algorithm 4 with Z2 =
 * 1) under a mask that keeps the point for a zero column; doubling is
 * their Algorithm 6, in place.  Inversions are Fermat's over public
 * exponents (p - 2, n - 2): the exponent's bits steer the branches, the
 * secret base is only multiplied.  The only secret-derived branches are
 * the retries on the validity bits of a nonce and of a signature
 * (rejection sampling, as in ecdsa.c).
 * Verification works on public data and may branch on it: one loop of
 * doublings serves u2's sliding windows over eight odd multiples of Q
 * and u1's comb columns, and x(R) mod n = r is checked as X = r Z
 * (no inversion).
 */
#include <string.h>

#include "cb/mac.h"
#include "cb/util.h"
#include "internal/ct.h"
#include "internal/ecp.h"

/* Attempts before giving up (each fails with probability < 2^-31 here). */
#define MAX_TRIES 128

/* bit i of the public exponent or scalar ex */
#define EXBIT(ex, i) (((ex)[(i) / 32] >> ((i) % 32)) & 1)

#define SL 8
#define SFX(name) name##_256
#include "ecdsa_small.inc"
#undef SL
#undef SFX
#undef SPOW_ODD
#undef SQ_ODD

#define SL 12
#define SFX(name) name##_384
#include "ecdsa_small.inc"
#undef SL
#undef SFX

/* see cb/ec.h */
int
cb_ecdsa_sign_small(uint8_t *sig, size_t sig_len, const cb_ecp_curve *c,
		    const struct cb_hash_desc *hash, const uint8_t *priv,
		    size_t priv_len, const uint8_t *digest, size_t digest_len)
{
	if (c == NULL || hash == NULL || sig == NULL || priv == NULL ||
	    (digest == NULL && digest_len != 0) ||
	    sig_len != 2 * c->nlen || priv_len != c->nlen)
		return CB_E_ARG;
	if (c == &cb_ecp_secp256r1)
		return sign_256(sig, sig_len, c, hash, priv, digest,
				digest_len);
	if (c == &cb_ecp_secp384r1)
		return sign_384(sig, sig_len, c, hash, priv, digest,
				digest_len);
	return cb_ecdsa_sign(sig, sig_len, c, hash, priv, priv_len, digest,
			     digest_len);
}

/* see cb/ec.h */
int
cb_ecdsa_verify_small(const cb_ecp_curve *c, const uint8_t *pub,
		      size_t pub_len, const uint8_t *digest,
		      size_t digest_len, const uint8_t *sig, size_t sig_len)
{
	if (c == NULL || sig == NULL || (digest == NULL && digest_len != 0) ||
	    sig_len != 2 * c->nlen)
		return CB_E_ARG;
	if (c == &cb_ecp_secp256r1)
		return verify_256(c, pub, pub_len, digest, digest_len, sig);
	if (c == &cb_ecp_secp384r1)
		return verify_384(c, pub, pub_len, digest, digest_len, sig);
	return cb_ecdsa_verify(c, pub, pub_len, digest, digest_len, sig,
			       sig_len);
}
