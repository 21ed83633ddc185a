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
 * (rejection sampling, as in ecdsa.c); they pass through
 * CB_ECDSA_SMALL_PUBLIC (a no-op here: tests/ct/ct_ecdsa_small.c
 * compiles this file with it declassifying).
 * Verification works on public data and may branch on it: one loop of
 * doublings serves u2's sliding windows over eight odd multiples of Q
 * and u1's comb columns, and x(R) mod n = r is checked as X = r Z
 * (no inversion).
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/config.h"
#include "internal/ct.h"
#include "internal/ecp.h"

/* Attempts before giving up (each fails with probability < 2^-31 here). */
#define MAX_TRIES 128

#ifndef CB_ECDSA_SMALL_PUBLIC
#define CB_ECDSA_SMALL_PUBLIC(p, n) ((void)0)
#endif

/* bit i of the public exponent or scalar ex */
#define EXBIT(ex, i) (((ex)[(i) / 32] >> ((i) % 32)) & 1)

/*
 * RFC 6979 §3.2's HMAC-DRBG with one hash context: the same K and V
 * updates as cb_hmac_drbg (so the same nonces), where cb_hmac_ctx keeps
 * two contexts and the DRBG's update calls nest three frames of them.
 * An HMAC is H((K ^ opad) || H((K ^ ipad) || msg)), hashed one after
 * the other; K (out_len bytes, below the block) is padded 8 bytes at a
 * time.  K and V are secret (derived from d); lengths are public.
 */
typedef struct r6979 {
	const cb_hash_desc *h;
	uint8_t k[CB_HASH_MAX_LEN], v[CB_HASH_MAX_LEN];
	uint8_t in[CB_HASH_MAX_LEN];    /* the inner hash (here: the hash's
					 * frames nest below r6979_hmac's) */
} r6979;

/*
 * out = HMAC_K(V || sep || x || h1), sep < 0 for none, x and h1 (nl
 * bytes each) NULL for none.  out may be st->k or st->v.  The two
 * passes share one loop that absorbs K ^ pad 8 bytes at a time (K is
 * zero-padded to the block), in this frame: the hash's calls nest one
 * level below it.
 */
static void
r6979_hmac(r6979 *st, uint8_t *out, int sep, const uint8_t *x,
	   const uint8_t *h1, size_t nl)
{
	cb_hash_any_ctx ctx;
	uint8_t *in = st->in, b[8], sb = (uint8_t)sep, pad;
	const cb_hash_desc *h = st->h;
	size_t hl = h->out_len, i, j;
	int pass;

	for (pass = 0; pass < 2; pass++) {
		pad = pass == 0 ? 0x36 : 0x5c;
		h->init(&ctx);
		for (i = 0; i < h->block_len; i += sizeof(b)) {
			for (j = 0; j < sizeof(b); j++)
				b[j] = i + j < hl ? st->k[i + j] : 0;
			for (j = 0; j < sizeof(b); j++)
				b[j] ^= pad;
			h->update(&ctx, b, sizeof(b));
		}
		if (pass == 1) {
			h->update(&ctx, in, hl);
			break;
		}
		h->update(&ctx, st->v, hl);
		if (sep >= 0) /* public: the step */
			h->update(&ctx, &sb, 1);
		if (x != NULL) {
			h->update(&ctx, x, nl);
			h->update(&ctx, h1, nl);
		}
		h->final(&ctx, in);
	}
	h->final(&ctx, out);
	cb_wipe(in, sizeof(st->in));
	cb_wipe(b, sizeof(b));
	cb_wipe(&ctx, sizeof(ctx));
}

/* §3.2 b-g: K and V from x = int2octets(d), h1 = bits2octets(H(m)). */
static inline int
r6979_init(r6979 *st, const cb_hash_desc *h, const uint8_t *x,
	   const uint8_t *h1, size_t nl)
{
	if (h->out_len == 0 || h->out_len > CB_HASH_MAX_LEN ||
	    h->ctx_size > CB_HASH_CTX_MAX || h->block_len % 8 != 0 ||
	    h->block_len < h->out_len)
		return CB_E_ARG;
	st->h = h;
	memset(st->v, 1, sizeof(st->v));
	memset(st->k, 0, sizeof(st->k));
	r6979_hmac(st, st->k, 0, x, h1, nl);
	r6979_hmac(st, st->v, -1, NULL, NULL, 0);
	r6979_hmac(st, st->k, 1, x, h1, nl);
	r6979_hmac(st, st->v, -1, NULL, NULL, 0);
	return CB_OK;
}

/*
 * §3.2 h: the next len bytes T (V = HMAC_K(V) until there are enough),
 * then K = HMAC_K(V || 0), V = HMAC_K(V) for a next candidate (what
 * cb_hmac_drbg_generate does after every output).
 */
static inline void
r6979_next(r6979 *st, uint8_t *t, size_t len)
{
	size_t hl = st->h->out_len, n;

	while (len > 0) {
		r6979_hmac(st, st->v, -1, NULL, NULL, 0);
		n = len < hl ? len : hl;
		memcpy(t, st->v, n);
		t += n;
		len -= n;
	}
	r6979_hmac(st, st->k, 0, NULL, NULL, 0);
	r6979_hmac(st, st->v, -1, NULL, NULL, 0);
}

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

/*
 * The limbs of the small code for curve c: 8 (P-256) or 12 (P-384), else
 * 0.  By the curve's facts (dedicated field code, a = -3, a comb), not
 * by its address: an image that signs on one curve then holds no other
 * curve's tables.
 */
static size_t
small_limbs(const cb_ecp_curve *c)
{
	if (c->f == NULL || !c->a_m3 || c->comb == NULL ||
	    c->plen != c->nlen || c->nbits != 8 * c->nlen)
		return 0;
	return c->plen == 32 ? 8 : c->plen == 48 ? 12 : 0;
}

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
	if (small_limbs(c) == 8)
		return sign_256(sig, sig_len, c, hash, priv, digest,
				digest_len);
	if (small_limbs(c) == 12)
		return sign_384(sig, sig_len, c, hash, priv, digest,
				digest_len);
	memset(sig, 0, sig_len);
	return CB_E_UNSUPPORTED;
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
	if (small_limbs(c) == 8)
		return verify_256(c, pub, pub_len, digest, digest_len, sig);
	if (small_limbs(c) == 12)
		return verify_384(c, pub, pub_len, digest, digest_len, sig);
	return CB_E_UNSUPPORTED;
}

/* ---- the descriptor (cb/desc.h): the message hashed with p->hash ---- */

static int
ecdsa_small_desc_sign(const cb_prims *p, uint8_t *sig, size_t *sig_len,
		      void *priv, const void *pub, const uint8_t *ctx,
		      size_t ctx_len, const uint8_t *msg, size_t len,
		      cb_rng_fn rng, void *rng_arg, void *tmp)
{
	uint8_t d[CB_HASH_MAX_LEN];
	size_t sl = 2 * cb_ecp_scalar_len(p->curve);

	if (ctx_len != 0)
		return CB_E_ARG;
	if (*sig_len < sl)
		return CB_E_ARG;
	*sig_len = sl;
	cb_hash_digest(p->hash, d, msg, len);
	return cb_ecdsa_sign_small(sig, sl, p->curve, p->hash, priv, sl / 2,
				   d, p->hash->out_len);
}

static int
ecdsa_small_desc_verify(const cb_prims *p, const void *pub, const uint8_t *ctx,
			size_t ctx_len, const uint8_t *msg, size_t len,
			const uint8_t *sig, size_t sig_len, void *tmp)
{
	uint8_t d[CB_HASH_MAX_LEN];

	if (ctx_len != 0)
		return CB_E_ARG;
	cb_hash_digest(p->hash, d, msg, len);
	return cb_ecdsa_verify_small(p->curve, pub, cb_ecp_pub_len(p->curve),
				     d, p->hash->out_len, sig, sig_len);
}

/* see cb/ec.h */
const cb_sig_desc cb_ecdsa_small_sig = {
	"ecdsa-small", 0, NULL, cb_ecp_desc_lens, cb_ecp_desc_variant,
	cb_ecp_desc_keygen, NULL, ecdsa_small_desc_sign,
	ecdsa_small_desc_verify
};
