/* SPDX-License-Identifier: MIT */
/* ECDSA with RFC 6979 deterministic nonces, and its DER helpers (cb/ec.h). */
/*
 * Signing is constant-time.  Secret: the private key d, the nonce k and
 * everything derived from them before r and s are released.  The nonce
 * comes from HMAC-DRBG keyed with d (RFC 6979 §3.2 is that DRBG); k, its
 * inverse (Fermat, the public exponent n - 2 by sliding windows:
 * cb_ecp_qinv) and s are computed with
 * cb/bn.h's Montgomery code.  A nonce candidate yields a validity mask
 * (k in [1, n-1]), and so does the signature (r and s nonzero); the only
 * secret-derived branches are the retries on these two bits (rejection
 * sampling: a rejected candidate and its values are discarded).
 * Verification works on public data and may branch on it.
 */
#include <string.h>

#include "cb/mac.h"
#include "cb/util.h"
#include "internal/ct.h"
#include "internal/ecp.h"

#define L CB_ECP_LIMBS
/* Attempts before giving up (each fails with probability < 0.35). */
#define MAX_TRIES 128

/* bits2int (RFC 6979 §2.3.2): the leftmost nbits bits of in. */
static void
bits2int(const cb_ecp_ctx *e, uint32_t *r, const uint8_t *in, size_t len)
{
	size_t m = len < e->c->nlen ? len : e->c->nlen, i;
	unsigned sh;

	memset(r, 0, L * sizeof(*r));
	cb_ecp_load(r, e->n, in, m);
	if (8 * m > e->c->nbits) {
		sh = (unsigned)(8 * m - e->c->nbits); /* < 8, public */
		for (i = 0; i < e->n; i++)
			r[i] = (r[i] >> sh) |
			       (i + 1 < e->n ? r[i + 1] << (32 - sh) : 0);
	}
}

/*
 * r = a mod q for a < 2q: one masked subtraction.  Enough for every value
 * reduced here: bits2int is below 2^nbits <= 2q, and a coordinate is
 * below p < 2q (all these curves have cofactor 1, so q > p - 2 sqrt(p)
 * by Hasse's bound).  r may alias a.
 */
static void
qreduce(const cb_ecp_ctx *e, uint32_t *r, const uint32_t *a)
{
	uint32_t t[L];
	uint32_t bw;

	bw = cb_bn_sub(t, a, e->q, e->n);
	if (r != a) /* public: the call site */
		memcpy(r, a, e->n * sizeof(*r));
	cb_bn_cmov(r, t, e->n, 1 - bw);
	cb_wipe(t, sizeof(t));
}

/* r = a * b mod q (normal form in and out). */
static void
qmul(const cb_ecp_ctx *e, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	cb_ecp_qmul(e, r, a, b);
	cb_ecp_qmul(e, r, r, e->q_rr);
}

/* see internal/ecp.h */
int
cb_ecdsa_rfc6979_init(struct cb_hmac_drbg_ctx *drbg, const cb_ecp_ctx *e,
		      const struct cb_hash_desc *h, const uint32_t *d,
		      const uint8_t *digest, size_t digest_len)
{
	uint8_t x[CB_ECP_MAX_LEN], h1[CB_ECP_MAX_LEN];
	uint32_t t[L], u[L];
	size_t nl = e->c->nlen;
	int ret;

	/* int2octets(d), bits2octets(H(m)) = int2octets(bits2int mod q) */
	cb_bn_to_bytes(x, nl, d, e->n);
	bits2int(e, t, digest, digest_len);
	qreduce(e, u, t);
	cb_bn_to_bytes(h1, nl, u, e->n);
	ret = cb_hmac_drbg_init(drbg, h, x, nl, h1, nl, NULL, 0);
	cb_wipe(x, sizeof(x));
	return ret;
}

/* see internal/ecp.h */
uint32_t
cb_ecdsa_nonce(const cb_ecp_ctx *e, uint32_t *k,
	       struct cb_hmac_drbg_ctx *drbg)
{
	uint8_t buf[CB_ECP_MAX_LEN];
	uint32_t z[L], ok, bw;
	size_t nl = e->c->nlen, n = e->n;

	/* candidate k = bits2int(T), T the next nlen DRBG bytes (§3.2 h) */
	ok = cb_ct_mask32((uint32_t)(cb_hmac_drbg_generate(drbg, buf, nl,
								 NULL, 0) == CB_OK));
	bits2int(e, k, buf, nl);
	bw = cb_bn_sub(z, k, e->q, n);
	ok &= cb_ct_mask32(bw) & cb_ct_mask32(1 - cb_bn_is_zero(k, n));
	cb_wipe(buf, sizeof(buf));
	cb_wipe(z, sizeof(z));
	return ok;
}

/* see internal/ecp.h */
uint32_t
cb_ecdsa_sign_k(const cb_ecp_ctx *e, uint8_t *sig, const uint32_t *k,
		const uint32_t *d, const uint8_t *digest, size_t digest_len)
{
	uint32_t kinv[L], r[L], s[L], z[L], x[L], y[L], ok;
	cb_ecp_point p;
	size_t nl = e->c->nlen, n = e->n;

	/* r = x(kG) mod q */
	cb_ecp_mul_gen(e, &p, k);
	(void)cb_ecp_affine(e, x, y, &p);
	qreduce(e, r, x);
	/* s = k^-1 (z + r d) mod q, z = bits2int(digest) mod q */
	bits2int(e, y, digest, digest_len);
	qreduce(e, z, y);
	qmul(e, s, r, d);
	cb_bn_mod_add(s, s, z, e->q, n);
	cb_ecp_qinv(e, kinv, k);
	qmul(e, s, s, kinv);
	ok = cb_ct_mask32(1 - cb_bn_is_zero(r, n)) &
	     cb_ct_mask32(1 - cb_bn_is_zero(s, n));
	cb_bn_to_bytes(sig, nl, r, n);
	cb_bn_to_bytes(sig + nl, nl, s, n);
	cb_wipe(kinv, sizeof(kinv));
	cb_wipe(x, sizeof(x));
	cb_wipe(&p, sizeof(p));
	return ok;
}

/* see cb/ec.h */
int
cb_ecdsa_sign(uint8_t *sig, size_t sig_len, const cb_ecp_curve *c,
	      const struct cb_hash_desc *hash, const uint8_t *priv,
	      size_t priv_len, const uint8_t *digest, size_t digest_len)
{
	cb_hmac_drbg_ctx drbg;
	cb_ecp_ctx e;
	uint32_t d[L], k[L], dok, ok = 0;
	size_t i;
	int ret, tries;

	if (c == NULL || hash == NULL || sig == NULL || priv == NULL ||
	    (digest == NULL && digest_len != 0) ||
	    sig_len != 2 * c->nlen || priv_len != c->nlen)
		return CB_E_ARG;
	memset(sig, 0, sig_len);
	cb_ecp_ctx_init(&e, c);
	dok = cb_ecp_scalar_decode(&e, d, priv);
	ret = cb_ecdsa_rfc6979_init(&drbg, &e, hash, d, digest, digest_len);
	if (ret != CB_OK) {
		cb_wipe(d, sizeof(d));
		return ret;
	}
	for (tries = 0; tries < MAX_TRIES; tries++) {
		/* rejection sampling: see the file comment */
		ok = cb_ecdsa_nonce(&e, k, &drbg);
		if (!ok)
			continue;
		ok = cb_ecdsa_sign_k(&e, sig, k, d, digest, digest_len);
		if (ok)
			break;
	}
	cb_wipe(k, sizeof(k));
	cb_wipe(&drbg, sizeof(drbg));
	cb_wipe(d, sizeof(d));
	if (!ok) {
		memset(sig, 0, sig_len);
		return CB_E_RNG;
	}
	/* an invalid private key: zero output, CB_E_RANGE, no branch */
	for (i = 0; i < sig_len; i++)
		sig[i] &= (uint8_t)dok;
	return cb_ecp_ret(dok, CB_E_RANGE);
}

/* Is the affine x of the projective p (public) equal to v (normal, < p)? */
static int
x_is(const cb_ecp_ctx *e, const cb_ecp_point *p, const uint32_t *v)
{
	uint32_t t[L];

	memset(t, 0, sizeof(t));
	cb_ecp_fmul(e, t, v, e->p_rr); /* v R */
	cb_ecp_fmul(e, t, t, p->z);    /* v Z R, as X */
	return cb_bn_cmp(t, p->x, e->n) == 0;
}

/* see cb/ec.h */
int
cb_ecdsa_verify(const cb_ecp_curve *c, const uint8_t *pub, size_t pub_len,
		const uint8_t *digest, size_t digest_len, const uint8_t *sig,
		size_t sig_len)
{
	uint32_t r[L], s[L], z[L], w[L], u1[L], u2[L], x[L], y[L];
	cb_ecp_ctx e;
	cb_ecp_point q, p1;
	size_t nl, n;
	int ret;

	if (c == NULL || sig == NULL || (digest == NULL && digest_len != 0))
		return CB_E_ARG;
	nl = c->nlen;
	if (sig_len != 2 * nl)
		return CB_E_ARG;
	cb_ecp_ctx_init(&e, c);
	n = e.n;
	ret = cb_ecp_decode(&e, &q, pub, pub_len);
	if (ret != CB_OK)
		return ret == CB_E_ARG ? CB_E_RANGE : ret;
	memset(r, 0, sizeof(r));
	memset(s, 0, sizeof(s));
	cb_ecp_load(r, n, sig, nl);
	cb_ecp_load(s, n, sig + nl, nl);
	if (cb_bn_is_zero(r, n) || cb_bn_is_zero(s, n) ||
	    cb_bn_cmp(r, e.q, n) >= 0 || cb_bn_cmp(s, e.q, n) >= 0)
		return CB_E_AUTH;
	bits2int(&e, y, digest, digest_len);
	qreduce(&e, z, y);
	cb_ecp_qinv(&e, w, s);
	qmul(&e, u1, z, w);
	qmul(&e, u2, r, w);
	cb_ecp_mul2(&e, &p1, u1, &q, u2);
	if (cb_bn_is_zero(p1.z, n))
		return CB_E_AUTH;
	/*
	 * x(R) mod q = r without inverting Z: x = X / Z is below p < 2q,
	 * so it is r or r + q (when that is below p); X = x Z for either
	 */
	if (x_is(&e, &p1, r))
		return CB_OK;
	if (cb_bn_add(x, r, e.q, n) == 0 && cb_bn_cmp(x, e.p, n) < 0 &&
	    x_is(&e, &p1, x))
		return CB_OK;
	return CB_E_AUTH;
}

/* Length of the DER INTEGER content for a big-endian unsigned v. */
static size_t
der_int_len(const uint8_t *v, size_t len, size_t *skip)
{
	size_t i = 0;

	while (i + 1 < len && v[i] == 0)
		i++;
	*skip = i;
	return len - i + (v[i] >= 0x80);
}

/* see cb/ec.h */
int
cb_ecdsa_sig_to_der(uint8_t *der, size_t der_cap, size_t *der_len,
		    const cb_ecp_curve *c, const uint8_t *sig, size_t sig_len)
{
	size_t nl, lr, ls, sr, ss, body, total, pos = 0;

	if (c == NULL || der == NULL || der_len == NULL || sig == NULL)
		return CB_E_ARG;
	nl = c->nlen;
	if (sig_len != 2 * nl)
		return CB_E_ARG;
	lr = der_int_len(sig, nl, &sr);
	ls = der_int_len(sig + nl, nl, &ss);
	body = 2 + lr + 2 + ls;
	total = body + (body >= 128 ? 3 : 2);
	if (total > der_cap)
		return CB_E_ARG;
	der[pos++] = 0x30;
	if (body >= 128)
		der[pos++] = 0x81;
	der[pos++] = (uint8_t)body;
	der[pos++] = 0x02;
	der[pos++] = (uint8_t)lr;
	if (lr > nl - sr)
		der[pos++] = 0;
	memcpy(der + pos, sig + sr, nl - sr);
	pos += nl - sr;
	der[pos++] = 0x02;
	der[pos++] = (uint8_t)ls;
	if (ls > nl - ss)
		der[pos++] = 0;
	memcpy(der + pos, sig + nl + ss, nl - ss);
	pos += nl - ss;
	*der_len = pos;
	return CB_OK;
}

/* Parse a DER length at *pos (definite, minimal, at most 2 bytes). */
static int
der_len(const uint8_t *der, size_t end, size_t *pos, size_t *len)
{
	size_t p = *pos;

	if (p >= end)
		return -1;
	if (der[p] < 0x80) {
		*len = der[p];
		*pos = p + 1;
		return 0;
	}
	if (der[p] == 0x81 && p + 1 < end && der[p + 1] >= 0x80) {
		*len = der[p + 1];
		*pos = p + 2;
		return 0;
	}
	return -1; /* longer forms never fit a signature here */
}

/* Parse one non-negative minimal INTEGER into out (nl bytes). */
static int
der_int(const uint8_t *der, size_t end, size_t *pos, uint8_t *out,
	size_t nl)
{
	size_t p = *pos, len;

	if (p >= end || der[p] != 0x02)
		return -1;
	p++;
	if (der_len(der, end, &p, &len) != 0 || len == 0 || len > end - p)
		return -1;
	if (der[p] & 0x80)
		return -1; /* negative */
	if (len > 1 && der[p] == 0 && !(der[p + 1] & 0x80))
		return -1; /* not minimal */
	if (der[p] == 0 && len > 1) {
		p++;
		len--;
	}
	if (len > nl)
		return -1;
	memset(out, 0, nl - len);
	memcpy(out + nl - len, der + p, len);
	*pos = p + len;
	return 0;
}

/* see cb/ec.h */
int
cb_ecdsa_sig_from_der(uint8_t *sig, size_t sig_len, const cb_ecp_curve *c,
		      const uint8_t *der, size_t der_len_)
{
	size_t nl, pos = 0, len;

	if (c == NULL || sig == NULL)
		return CB_E_ARG;
	nl = c->nlen;
	if (sig_len != 2 * nl)
		return CB_E_ARG;
	if (der == NULL || der_len_ < 2 || der[0] != 0x30)
		goto bad;
	pos = 1;
	if (der_len(der, der_len_, &pos, &len) != 0 ||
	    len != der_len_ - pos)
		goto bad;
	if (der_int(der, der_len_, &pos, sig, nl) != 0 ||
	    der_int(der, der_len_, &pos, sig + nl, nl) != 0 ||
	    pos != der_len_)
		goto bad;
	return CB_OK;
bad:
	memset(sig, 0, sig_len);
	return CB_E_AUTH;
}

/* ---- the descriptor (cb/desc.h): the message hashed with p->hash ---- */

static int
ecdsa_desc_sign(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
		const void *pub, const uint8_t *ctx, size_t ctx_len,
		const uint8_t *msg, size_t len, cb_rng_fn rng, void *rng_arg,
		void *tmp)
{
	uint8_t d[CB_HASH_MAX_LEN];
	size_t sl = 2 * cb_ecp_scalar_len(p->curve);

	if (ctx_len != 0)
		return CB_E_ARG;
	if (*sig_len < sl)
		return CB_E_ARG;
	*sig_len = sl;
	cb_hash_digest(p->hash, d, msg, len);
	return cb_ecdsa_sign(sig, sl, p->curve, p->hash, priv, sl / 2, d,
			     p->hash->out_len);
}

static int
ecdsa_desc_verify(const cb_prims *p, const void *pub, const uint8_t *ctx,
		  size_t ctx_len, const uint8_t *msg, size_t len,
		  const uint8_t *sig, size_t sig_len, void *tmp)
{
	uint8_t d[CB_HASH_MAX_LEN];

	if (ctx_len != 0)
		return CB_E_ARG;
	cb_hash_digest(p->hash, d, msg, len);
	return cb_ecdsa_verify(p->curve, pub, cb_ecp_pub_len(p->curve), d,
			       p->hash->out_len, sig, sig_len);
}

/* see cb/ec.h */
const cb_sig_desc cb_ecdsa_sig = {
	"ecdsa", 0, NULL, cb_ecp_desc_lens, cb_ecp_desc_variant,
	cb_ecp_desc_keygen, NULL, ecdsa_desc_sign, ecdsa_desc_verify
};
