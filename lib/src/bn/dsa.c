/* SPDX-License-Identifier: MIT */
/* DSA (FIPS 186-4) with RFC 6979 nonces; DER signature helpers. */
/*
 * Constant-time in the private key x and the nonce k.  Limb counts of p
 * and q (public) set every loop bound; g^k and g^x are cb_bn_mod_exp_rr
 * (masked-window scan), k^-1 is Fermat (cb_bn_mod_inv_prime_rr), the
 * rest are Montgomery products and constant-time reductions mod q.  The
 * range checks of x and k become 0/1 values computed with masks; the
 * signing loop branches on them (and on r, s being nonzero) only to
 * discard a rejected nonce candidate or to refuse an invalid key, as
 * RFC 6979 prescribes.  Verification and parameter checks use public
 * data only.
 */
#include <string.h>

#include "cb/bn.h"
#include "cb/hash.h"
#include "cb/mac.h"
#include "cb/util.h"
#include "internal/ct.h"
#include "internal/der.h"
#include "internal/dsa.h"

#define QL_MAX (CB_DSA_MAX_QLEN / 4)

/* Allowed (L, N) pairs, FIPS 186-4 §4.2. */
static int
size_ok(uint32_t l, uint32_t n)
{
	return (l == 1024 && n == 160) || (l == 2048 && n == 224) ||
	       (l == 2048 && n == 256) || (l == 3072 && n == 256);
}

/* Bit length of an n-limb public value. */
static uint32_t
bit_len(const uint32_t *a, size_t n)
{
	uint32_t b, t;

	while (n > 0 && a[n - 1] == 0)
		n--;
	if (n == 0)
		return 0;
	for (b = 0, t = a[n - 1]; t != 0; t >>= 1)
		b++;
	return b + 32 * (uint32_t)(n - 1);
}

/* 1 if a (n limbs) equals 1. */
static int
is_one(const uint32_t *a, size_t n)
{
	uint32_t acc = a[0] ^ 1;
	size_t i;

	for (i = 1; i < n; i++)
		acc |= a[i];
	return acc == 0;
}

/* Skip leading zero bytes of a public big-endian value. */
static void
strip(const uint8_t **p, size_t *len)
{
	while (*len > 0 && (*p)[0] == 0) {
		(*p)++;
		(*len)--;
	}
}

/* see cb/bn.h */
int
cb_dsa_params_set(cb_dsa_params *dp, const uint8_t *p, size_t p_len,
		  const uint8_t *q, size_t q_len, const uint8_t *g,
		  size_t g_len, uint32_t *tmp)
{
	size_t pl, ql;

	if (dp == NULL || p == NULL || q == NULL || g == NULL || tmp == NULL)
		return CB_E_ARG;
	memset(dp, 0, sizeof(*dp));
	strip(&p, &p_len);
	strip(&q, &q_len);
	strip(&g, &g_len);
	if (cb_bn_from_bytes(dp->p, CB_DSA_MAX_LIMBS, p, p_len) != CB_OK ||
	    cb_bn_from_bytes(dp->q, QL_MAX, q, q_len) != CB_OK ||
	    cb_bn_from_bytes(dp->g, CB_DSA_MAX_LIMBS, g, g_len) != CB_OK)
		goto bad;
	dp->pbits = bit_len(dp->p, CB_DSA_MAX_LIMBS);
	dp->qbits = bit_len(dp->q, QL_MAX);
	if (!size_ok(dp->pbits, dp->qbits) || !(dp->p[0] & 1) ||
	    !(dp->q[0] & 1))
		goto bad;
	pl = dp->pbits / 32;
	ql = dp->qbits / 32;
	dp->pl = (uint32_t)pl;
	dp->ql = (uint32_t)ql;
	/* 1 < g < p */
	if (bit_len(dp->g, CB_DSA_MAX_LIMBS) < 2 ||
	    cb_bn_cmp(dp->g, dp->p, pl) >= 0 ||
	    bit_len(dp->g, CB_DSA_MAX_LIMBS) > dp->pbits)
		goto bad;
	cb_bn_mont_rr(dp->rr, dp->p, pl);
	cb_bn_mont_rr(dp->rrq, dp->q, ql);
	/* g^q = 1 mod p */
	cb_bn_mod_exp_rr(tmp, dp->g, dp->q, ql, dp->p, pl, dp->rr, tmp + pl);
	if (!is_one(tmp, pl))
		goto bad;
	return CB_OK;
bad:
	memset(dp, 0, sizeof(*dp));
	return CB_E_RANGE;
}

/* see cb/bn.h */
size_t
cb_dsa_p_len(const cb_dsa_params *dp)
{
	return dp->pbits / 8;
}

/* see cb/bn.h */
size_t
cb_dsa_q_len(const cb_dsa_params *dp)
{
	return dp->qbits / 8;
}

/* z = bits2int(digest) mod q (N is a multiple of 8: leftmost bytes). */
static void
digest_z(uint32_t *z, const cb_dsa_params *dp, const uint8_t *digest,
	 size_t digest_len)
{
	uint32_t t[QL_MAX];
	size_t n = cb_dsa_q_len(dp);

	if (digest_len < n)
		n = digest_len;
	if (cb_bn_from_bytes(t, dp->ql, digest, n) != CB_OK)
		memset(t, 0, sizeof(t)); /* cannot happen: n <= 4 ql */
	cb_bn_mod(z, t, dp->ql, dp->q, dp->ql);
}

/* see internal/dsa.h */
uint32_t
cb_dsa_x_decode(uint32_t x[QL_MAX], const cb_dsa_params *dp,
		const uint8_t *xb)
{
	uint32_t ok;
	size_t i;

	if (cb_bn_from_bytes(x, QL_MAX, xb, cb_dsa_q_len(dp)) != CB_OK)
		memset(x, 0, QL_MAX * sizeof(*x)); /* cannot happen */
	/* x < q (cmp is -1: its sign bit) and x != 0 */
	ok = ((uint32_t)cb_bn_cmp(x, dp->q, dp->ql) >> 31) &
	     (1 ^ cb_bn_is_zero(x, dp->ql));
	ok = cb_ct_barrier32(ok);
	for (i = 0; i < QL_MAX; i++)
		x[i] &= cb_ct_mask32(ok);
	return ok;
}

/* HMAC_K(V || [sep || x || h]) into out (out may be K or V). */
static int
hmac_kv(uint8_t *out, cb_dsa_rfc6979 *st, int sep, const uint8_t *xo,
	const uint8_t *ho, size_t n)
{
	cb_hmac_ctx c;
	uint8_t b;
	size_t hl = st->h->out_len;

	if (cb_hmac_init(&c, st->h, st->k, hl) != CB_OK)
		return CB_E_ARG;
	cb_hmac_update(&c, st->v, hl);
	if (sep >= 0) {
		b = (uint8_t)sep;
		cb_hmac_update(&c, &b, 1);
	}
	if (xo != NULL) {
		cb_hmac_update(&c, xo, n);
		cb_hmac_update(&c, ho, n);
	}
	cb_hmac_final(&c, out);
	return CB_OK;
}

/* see internal/dsa.h */
int
cb_dsa_rfc6979_init(cb_dsa_rfc6979 *st, const cb_dsa_params *dp,
		    const cb_hash_desc *h, const uint32_t *x,
		    const uint8_t *digest, size_t digest_len)
{
	uint8_t xo[CB_DSA_MAX_QLEN], ho[CB_DSA_MAX_QLEN];
	uint32_t z[QL_MAX];
	size_t n = cb_dsa_q_len(dp);
	int rc;

	if (h == NULL || h->out_len == 0 || h->out_len > CB_HASH_MAX_LEN)
		return CB_E_ARG;
	st->h = h;
	st->started = 0;
	/* int2octets(x), bits2octets(h1) */
	cb_bn_to_bytes(xo, n, x, dp->ql);
	digest_z(z, dp, digest, digest_len);
	cb_bn_to_bytes(ho, n, z, dp->ql);
	memset(st->v, 0x01, h->out_len);
	memset(st->k, 0x00, h->out_len);
	rc = hmac_kv(st->k, st, 0, xo, ho, n);
	if (rc == CB_OK)
		rc = hmac_kv(st->v, st, -1, NULL, NULL, 0);
	if (rc == CB_OK)
		rc = hmac_kv(st->k, st, 1, xo, ho, n);
	if (rc == CB_OK)
		rc = hmac_kv(st->v, st, -1, NULL, NULL, 0);
	cb_wipe(xo, sizeof(xo));
	cb_wipe(ho, sizeof(ho));
	return rc;
}

/* see internal/dsa.h */
uint32_t
cb_dsa_rfc6979_next(cb_dsa_rfc6979 *st, const cb_dsa_params *dp,
		    uint32_t k[QL_MAX])
{
	uint8_t t[CB_DSA_MAX_QLEN + CB_HASH_MAX_LEN];
	size_t n = cb_dsa_q_len(dp), tl = 0, hl = st->h->out_len;
	uint32_t ok;

	if (st->started) {
		/* step h.3: K = HMAC_K(V || 0x00), V = HMAC_K(V) */
		(void)hmac_kv(st->k, st, 0, NULL, NULL, 0);
		(void)hmac_kv(st->v, st, -1, NULL, NULL, 0);
	}
	st->started = 1;
	while (tl < n) {
		(void)hmac_kv(st->v, st, -1, NULL, NULL, 0);
		memcpy(t + tl, st->v, hl);
		tl += hl;
	}
	/* bits2int(T): N a multiple of 8, the leftmost n bytes */
	ok = cb_dsa_x_decode(k, dp, t);
	cb_wipe(t, sizeof(t));
	return ok;
}

/* see internal/dsa.h */
uint32_t
cb_dsa_sign_k(uint8_t *sig, const cb_dsa_params *dp, const uint32_t *k,
	      const uint32_t *x, const uint8_t *digest, size_t digest_len,
	      uint32_t *tmp)
{
	size_t pl = dp->pl, ql = dp->ql, n = cb_dsa_q_len(dp);
	uint32_t r[QL_MAX], s[QL_MAX], z[QL_MAX], ki[QL_MAX], t[QL_MAX];
	uint32_t q0i = cb_bn_mont_m0i(dp->q[0]), ok;

	/* r = (g^k mod p) mod q */
	cb_bn_mod_exp_rr(tmp, dp->g, k, ql, dp->p, pl, dp->rr, tmp + pl);
	cb_bn_mod(r, tmp, pl, dp->q, ql);
	/* s = k^-1 (z + x r) mod q */
	cb_bn_mod_inv_prime_rr(ki, k, dp->q, ql, dp->rrq, tmp + pl);
	digest_z(z, dp, digest, digest_len);
	cb_bn_mont_mul(t, x, r, dp->q, ql, q0i);
	cb_bn_mont_mul(t, t, dp->rrq, dp->q, ql, q0i);
	cb_bn_mod_add(t, t, z, dp->q, ql);
	cb_bn_mont_mul(s, ki, t, dp->q, ql, q0i);
	cb_bn_mont_mul(s, s, dp->rrq, dp->q, ql, q0i);
	ok = (1 ^ cb_bn_is_zero(r, ql)) & (1 ^ cb_bn_is_zero(s, ql));
	cb_bn_to_bytes(sig, n, r, ql);
	cb_bn_to_bytes(sig + n, n, s, ql);
	cb_wipe(ki, sizeof(ki));
	cb_wipe(t, sizeof(t));
	cb_wipe(tmp, pl * sizeof(*tmp));
	return ok;
}

/* see cb/bn.h */
int
cb_dsa_pub_from_priv(uint8_t *y, size_t y_len, const cb_dsa_params *dp,
		     const uint8_t *x, size_t x_len, uint32_t *tmp)
{
	uint32_t xv[QL_MAX], ok, m;
	size_t i;

	if (dp == NULL || y == NULL || x == NULL || tmp == NULL ||
	    dp->pl == 0)
		return CB_E_ARG;
	if (y_len != cb_dsa_p_len(dp) || x_len != cb_dsa_q_len(dp)) {
		memset(y, 0, y_len);
		return CB_E_ARG;
	}
	ok = cb_dsa_x_decode(xv, dp, x);
	cb_bn_mod_exp_rr(tmp, dp->g, xv, dp->ql, dp->p, dp->pl, dp->rr,
			 tmp + dp->pl);
	m = cb_ct_mask32(ok);
	for (i = 0; i < dp->pl; i++)
		tmp[i] &= m;
	cb_bn_to_bytes(y, y_len, tmp, dp->pl);
	cb_wipe(xv, sizeof(xv));
	return (int)(int32_t)((uint32_t)CB_E_RANGE & ~m);
}

/* see cb/bn.h */
int
cb_dsa_sign(uint8_t *sig, size_t sig_len, const cb_dsa_params *dp,
	    const cb_hash_desc *hash, const uint8_t *x, size_t x_len,
	    const uint8_t *digest, size_t digest_len, uint32_t *tmp)
{
	cb_dsa_rfc6979 st;
	uint32_t xv[QL_MAX], k[QL_MAX], ok = 0, keep;
	size_t i;
	int tries, rc = CB_E_RANGE;

	if (sig == NULL)
		return CB_E_ARG;
	if (dp == NULL || x == NULL || tmp == NULL || dp->pl == 0 ||
	    (digest == NULL && digest_len) ||
	    sig_len != 2 * cb_dsa_q_len(dp) || x_len != cb_dsa_q_len(dp)) {
		memset(sig, 0, sig_len);
		return CB_E_ARG;
	}
	/*
	 * An invalid key is not branched on: it decodes to zero, is signed
	 * with like any other, and the mask below wipes the signature and
	 * turns the return code into CB_E_RANGE, which is all it reveals.
	 */
	keep = cb_ct_mask32(cb_dsa_x_decode(xv, dp, x));
	rc = cb_dsa_rfc6979_init(&st, dp, hash, xv, digest, digest_len);
	if (rc != CB_OK)
		goto out;
	rc = CB_E_RANGE;
	/* a rejected candidate is discarded (RFC 6979 §3.2 h.3); each try
	 * fails with probability below 1/2, so 64 tries always suffice */
	for (tries = 0; tries < 64; tries++) {
		if (!cb_dsa_rfc6979_next(&st, dp, k))
			continue;
		ok = cb_dsa_sign_k(sig, dp, k, xv, digest, digest_len, tmp);
		if (ok) {
			rc = CB_OK;
			break;
		}
	}
out:
	if (rc != CB_OK)
		memset(sig, 0, sig_len);
	for (i = 0; i < sig_len; i++)
		sig[i] &= (uint8_t)keep;
	rc = (int)(int32_t)cb_ct_select32(keep, (uint32_t)rc,
					  (uint32_t)CB_E_RANGE);
	cb_wipe(&st, sizeof(st));
	cb_wipe(xv, sizeof(xv));
	cb_wipe(k, sizeof(k));
	return rc;
}

/* see cb/bn.h */
int
cb_dsa_verify(const cb_dsa_params *dp, const uint8_t *y, size_t y_len,
	      const uint8_t *digest, size_t digest_len, const uint8_t *sig,
	      size_t sig_len, uint32_t *tmp)
{
	uint32_t r[QL_MAX], s[QL_MAX], z[QL_MAX], w[QL_MAX], u1[QL_MAX];
	uint32_t u2[QL_MAX], v[QL_MAX], q0i;
	uint32_t *yv, *a, *b, *ex;
	size_t pl, ql, n;

	if (dp == NULL || y == NULL || tmp == NULL || dp->pl == 0 ||
	    (digest == NULL && digest_len))
		return CB_E_ARG;
	pl = dp->pl;
	ql = dp->ql;
	n = cb_dsa_q_len(dp);
	yv = tmp;
	a = tmp + pl;
	b = a + pl;
	ex = b + pl;
	/* 1 < y < p */
	strip(&y, &y_len);
	if (cb_bn_from_bytes(yv, pl, y, y_len) != CB_OK ||
	    bit_len(yv, pl) < 2 || cb_bn_cmp(yv, dp->p, pl) >= 0)
		return CB_E_RANGE;
	/* 0 < r, s < q */
	if (sig == NULL || sig_len != 2 * n ||
	    cb_bn_from_bytes(r, ql, sig, n) != CB_OK ||
	    cb_bn_from_bytes(s, ql, sig + n, n) != CB_OK ||
	    cb_bn_is_zero(r, ql) || cb_bn_is_zero(s, ql) ||
	    cb_bn_cmp(r, dp->q, ql) >= 0 || cb_bn_cmp(s, dp->q, ql) >= 0)
		return CB_E_AUTH;
	q0i = cb_bn_mont_m0i(dp->q[0]);
	digest_z(z, dp, digest, digest_len);
	cb_bn_mod_inv_prime_rr(w, s, dp->q, ql, dp->rrq, ex);
	cb_bn_mont_mul(u1, z, w, dp->q, ql, q0i);
	cb_bn_mont_mul(u1, u1, dp->rrq, dp->q, ql, q0i);
	cb_bn_mont_mul(u2, r, w, dp->q, ql, q0i);
	cb_bn_mont_mul(u2, u2, dp->rrq, dp->q, ql, q0i);
	/* v = (g^u1 y^u2 mod p) mod q */
	cb_bn_mod_exp_rr(a, dp->g, u1, ql, dp->p, pl, dp->rr, ex);
	cb_bn_mod_exp_rr(b, yv, u2, ql, dp->p, pl, dp->rr, ex);
	cb_bn_mont_mul(a, a, b, dp->p, pl, cb_bn_mont_m0i(dp->p[0]));
	cb_bn_mont_mul(a, a, dp->rr, dp->p, pl, cb_bn_mont_m0i(dp->p[0]));
	cb_bn_mod(v, a, pl, dp->q, ql);
	return cb_bn_cmp(v, r, ql) == 0 ? CB_OK : CB_E_AUTH;
}

/* Bytes of a minimal DER INTEGER for a big-endian magnitude. */
static size_t
der_int_len(const uint8_t *m, size_t n, size_t *skip)
{
	size_t i = 0;

	while (i + 1 < n && m[i] == 0)
		i++;
	*skip = i;
	return n - i + (m[i] & 0x80 ? 1 : 0);
}

/* see cb/bn.h */
int
cb_dsa_sig_to_der(uint8_t *der, size_t der_cap, size_t *der_len,
		  const uint8_t *sig, size_t sig_len)
{
	size_t n = sig_len / 2, lr, ls, sr, ss, body, pos = 0, h;

	if (der == NULL || der_len == NULL || sig == NULL || n == 0 ||
	    sig_len % 2 != 0 || sig_len > CB_DSA_MAX_SIG_LEN)
		return CB_E_ARG;
	lr = der_int_len(sig, n, &sr);
	ls = der_int_len(sig + n, n, &ss);
	body = 2 + lr + 2 + ls; /* each INTEGER <= 33 bytes: short lengths */
	h = body < 0x80 ? 2 : 3;
	if (der_cap < h + body)
		return CB_E_ARG;
	der[pos++] = 0x30;
	if (body >= 0x80)
		der[pos++] = 0x81;
	der[pos++] = (uint8_t)body;
	der[pos++] = 0x02;
	der[pos++] = (uint8_t)lr;
	if (lr > n - sr)
		der[pos++] = 0;
	memcpy(der + pos, sig + sr, n - sr);
	pos += n - sr;
	der[pos++] = 0x02;
	der[pos++] = (uint8_t)ls;
	if (ls > n - ss)
		der[pos++] = 0;
	memcpy(der + pos, sig + n + ss, n - ss);
	pos += n - ss;
	*der_len = pos;
	return CB_OK;
}

/* see cb/bn.h */
int
cb_dsa_sig_from_der(uint8_t *sig, size_t sig_len, const uint8_t *der,
		    size_t der_len)
{
	cb_der d, s, r, t;
	size_t n = sig_len / 2;

	if (sig == NULL || n == 0 || sig_len % 2 != 0 ||
	    sig_len > CB_DSA_MAX_SIG_LEN)
		return CB_E_ARG;
	memset(sig, 0, sig_len);
	if (der == NULL)
		return CB_E_AUTH;
	d.p = der;
	d.len = der_len;
	if (cb_der_get(&d, 0x30, &s) != 0 || d.len != 0 ||
	    cb_der_uint(&s, &r) != 0 || cb_der_uint(&s, &t) != 0 ||
	    s.len != 0 || r.len > n || t.len > n)
		return CB_E_AUTH;
	memcpy(sig + n - r.len, r.p, r.len);
	memcpy(sig + 2 * n - t.len, t.p, t.len);
	return CB_OK;
}

/* ---- the descriptor (cb/desc.h): keys loaded, the message hashed ---- */

/* The key pair a descriptor call holds: the domain and x, or y. */
typedef struct dsa_priv {
	cb_dsa_params dp;
	uint8_t x[CB_DSA_MAX_QLEN];
} dsa_priv;
typedef struct dsa_pub {
	cb_dsa_params dp;
	uint8_t y[CB_DSA_MAX_BITS / 8];
} dsa_pub;

/* p->set: 0 (L, N) = (1024, 160), 1 (2048, 256), 2 (3072, 256) */
static void
dsa_lens(const cb_prims *p, cb_pk_lens *l)
{
	size_t bits = 1024 * (p->set + 1), tmp = 4 * CB_DSA_TMP_LIMBS(bits);

	memset(l, 0, sizeof(*l));
	l->priv = sizeof(dsa_priv);
	l->pub = sizeof(dsa_pub);
	l->out = p->set == 0 ? 40 : 64;
	/* loading sets the domain up: the largest one's workspace */
	l->tmp[0] = 4 * CB_DSA_TMP_LIMBS(CB_DSA_MAX_BITS);
	l->tmp[1] = l->tmp[2] = tmp;
}

static const char *
dsa_variant(const cb_prims *p)
{
	return "";
}

/* the domain is the caller's: keys are loaded */
static int
dsa_keygen(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
	   void *rng_arg, void *tmp)
{
	return CB_E_UNSUPPORTED;
}

/* Copy a DER integer right-aligned into n bytes; 0 if it does not fit. */
static int
dsa_fit(uint8_t *out, size_t n, const cb_der *v)
{
	if (v->len > n)
		return 0;
	memset(out, 0, n - v->len);
	memcpy(out + n - v->len, v->p, v->len);
	return 1;
}

/* OpenSSL's DSA private key: SEQUENCE { 0, p, q, g, y, x } */
static int
dsa_load(const cb_prims *p, void *priv, void *pub, const uint8_t *enc,
	 size_t len, void *tmp)
{
	dsa_priv *k = priv;
	dsa_pub *y = pub;
	cb_der d = { enc, len }, s, v, dp, dq, dg, dy, dx;
	uint8_t want[CB_DSA_MAX_BITS / 8];
	size_t pl;
	int rc;

	if (cb_der_get(&d, 0x30, &s) != 0 || d.len != 0 ||
	    cb_der_uint(&s, &v) != 0 || v.len != 0 ||
	    cb_der_uint(&s, &dp) != 0 || cb_der_uint(&s, &dq) != 0 ||
	    cb_der_uint(&s, &dg) != 0 || cb_der_uint(&s, &dy) != 0 ||
	    cb_der_uint(&s, &dx) != 0 || s.len != 0)
		return CB_E_ARG;
	rc = cb_dsa_params_set(&k->dp, dp.p, dp.len, dq.p, dq.len, dg.p,
			       dg.len, tmp);
	if (rc != CB_OK)
		return rc;
	if ((p->set == 0) != (k->dp.pbits == 1024) ||
	    !dsa_fit(k->x, cb_dsa_q_len(&k->dp), &dx))
		return CB_E_ARG;
	pl = cb_dsa_p_len(&k->dp);
	y->dp = k->dp;
	rc = cb_dsa_pub_from_priv(y->y, pl, &k->dp, k->x, cb_dsa_q_len(&k->dp),
				  tmp);
	/* y must be x's */
	if (rc == CB_OK && (!dsa_fit(want, pl, &dy) ||
			    memcmp(want, y->y, pl) != 0))
		rc = CB_E_RANGE;
	return rc;
}

static int
dsa_sign_desc(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
	      const void *pub, const uint8_t *ctx, size_t ctx_len,
	      const uint8_t *msg, size_t len, cb_rng_fn rng, void *rng_arg,
	      void *tmp)
{
	const dsa_priv *k = priv;
	uint8_t d[CB_HASH_MAX_LEN];
	size_t ql = cb_dsa_q_len(&k->dp);

	if (ctx_len != 0)
		return CB_E_ARG;
	if (*sig_len < 2 * ql)
		return CB_E_ARG;
	*sig_len = 2 * ql;
	cb_hash_digest(p->hash, d, msg, len);
	return cb_dsa_sign(sig, 2 * ql, &k->dp, p->hash, k->x, ql, d,
			   p->hash->out_len, tmp);
}

static int
dsa_verify_desc(const cb_prims *p, const void *pub, const uint8_t *ctx,
		size_t ctx_len, const uint8_t *msg, size_t len,
		const uint8_t *sig, size_t sig_len, void *tmp)
{
	const dsa_pub *y = pub;
	uint8_t d[CB_HASH_MAX_LEN];

	if (ctx_len != 0)
		return CB_E_ARG;
	cb_hash_digest(p->hash, d, msg, len);
	return cb_dsa_verify(&y->dp, y->y, cb_dsa_p_len(&y->dp), d,
			     p->hash->out_len, sig, sig_len, tmp);
}

/* see cb/bn.h */
const cb_sig_desc cb_dsa_sig = {
	"dsa", 0, NULL, dsa_lens, dsa_variant, dsa_keygen, dsa_load,
	dsa_sign_desc, dsa_verify_desc
};
