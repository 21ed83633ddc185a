/* SPDX-License-Identifier: MIT */
/* RSA (RFC 8017): CRT private operation, PKCS#1 v1.5 and PSS, DER keys. */
/*
 * Constant-time for the private key.  Secret: p, q, dp, dq, qinv, their
 * Montgomery constants and every intermediate of the private operation,
 * including the signature until it has passed the public-key check.
 * Limb counts (from the key's public size), the modulus and the public
 * exponent are public; the CRT exponentiations are cb_bn_mod_exp_rr
 * (masked-window scan), reductions are cb_bn_mod (time depends on sizes
 * only), the recombination is cb_bn_mont_mul / cb_bn_mul, and the fault
 * check's verdict becomes a mask that gates the output and the return
 * code (no branch).  Key import and the public operation branch on
 * public data only (DER structure, bits of e).
 */
#include <string.h>

#include "cb/bn.h"
#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bnw.h"
#include "internal/ct.h"
#include "internal/der.h"

#define HALF_MAX (CB_BN_MAX_LIMBS / 2)

/* rsaEncryption, 1.2.840.113549.1.1.1, with NULL parameters. */
static const uint8_t rsa_alg[] = {
	0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01,
	0x05, 0x00,
};

static int
der_alg_rsa(cb_der *d)
{
	cb_der a;

	if (cb_der_get(d, 0x30, &a) != 0 || a.len != sizeof(rsa_alg) ||
	    memcmp(a.p, rsa_alg, sizeof(rsa_alg)) != 0)
		return -1;
	return 0;
}

/* ---- keys ---- */

/* Number of significant limbs of a (public values only). */
static size_t
limbs_used(const uint32_t *a, size_t n)
{
	while (n > 0 && a[n - 1] == 0)
		n--;
	return n;
}

/* Bytes without leading zeros. */
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
cb_rsa_pub_set(cb_rsa_pub *pub, const uint8_t *n, size_t n_len,
	       const uint8_t *e, size_t e_len)
{
	size_t nl, el;
	uint32_t top, bits;

	if (pub == NULL || (n == NULL && n_len) || (e == NULL && e_len))
		return CB_E_ARG;
	memset(pub, 0, sizeof(*pub));
	strip(&n, &n_len);
	strip(&e, &e_len);
	if (n_len > CB_RSA_MAX_LEN || n_len < CB_RSA_MIN_BITS / 8 ||
	    e_len > n_len || e_len == 0)
		return CB_E_RANGE;
	if (cb_bn_from_bytes(pub->n, CB_BN_MAX_LIMBS, n, n_len) != CB_OK ||
	    cb_bn_from_bytes(pub->e, CB_BN_MAX_LIMBS, e, e_len) != CB_OK)
		return CB_E_RANGE;
	nl = limbs_used(pub->n, CB_BN_MAX_LIMBS);
	el = limbs_used(pub->e, CB_BN_MAX_LIMBS);
	top = pub->n[nl - 1];
	for (bits = 0; top != 0; top >>= 1)
		bits++;
	bits += 32 * (uint32_t)(nl - 1);
	/* n odd, in range; e odd, 3 <= e < n */
	if (bits < CB_RSA_MIN_BITS || bits > CB_RSA_MAX_BITS ||
	    !(pub->n[0] & 1) || !(pub->e[0] & 1) ||
	    (el == 1 && pub->e[0] < 3) ||
	    (el == nl && cb_bn_cmp(pub->e, pub->n, nl) >= 0)) {
		memset(pub, 0, sizeof(*pub));
		return CB_E_RANGE;
	}
	pub->nl = (uint32_t)nl;
	pub->el = (uint32_t)el;
	pub->bits = bits;
	pub->n0i = cb_bn_mont_m0i(pub->n[0]);
	cb_bn_mont_rr(pub->rr, pub->n, nl);
	return CB_OK;
}

/* see cb/bn.h */
int
cb_rsa_pub_from_der(cb_rsa_pub *pub, const uint8_t *der_in, size_t der_len)
{
	cb_der d, s, k, bs, n, e;

	if (pub == NULL || (der_in == NULL && der_len))
		return CB_E_ARG;
	memset(pub, 0, sizeof(*pub));
	d.p = der_in;
	d.len = der_len;
	if (cb_der_get(&d, 0x30, &s) != 0 || d.len != 0)
		return CB_E_ARG;
	if (s.len > 0 && s.p[0] == 0x30) {
		/* SubjectPublicKeyInfo: AlgorithmIdentifier, BIT STRING */
		if (der_alg_rsa(&s) != 0 || cb_der_get(&s, 0x03, &bs) != 0 ||
		    s.len != 0 || bs.len < 1 || bs.p[0] != 0)
			return CB_E_ARG;
		bs.p++;
		bs.len--;
		if (cb_der_get(&bs, 0x30, &k) != 0 || bs.len != 0)
			return CB_E_ARG;
		s = k;
	}
	if (cb_der_uint(&s, &n) != 0 || cb_der_uint(&s, &e) != 0 || s.len != 0)
		return CB_E_ARG;
	return cb_rsa_pub_set(pub, n.p, n.len, e.p, e.len);
}

/* Decode an INTEGER of the private key into hl limbs. */
static int
priv_int(uint32_t *r, size_t hl, const cb_der *v)
{
	const uint8_t *p = v->p;
	size_t len = v->len;

	strip(&p, &len);
	return cb_bn_from_bytes(r, hl, p, len);
}

/* see cb/bn.h */
int
cb_rsa_priv_from_der(cb_rsa_priv *priv, const uint8_t *der_in,
		     size_t der_len)
{
	cb_der d, s, w, v[9];
	uint32_t prod[2 * HALF_MAX + 2];
	size_t hl, pl, ql, nl, i;
	int rc;

	if (priv == NULL || (der_in == NULL && der_len))
		return CB_E_ARG;
	memset(priv, 0, sizeof(*priv));
	d.p = der_in;
	d.len = der_len;
	if (cb_der_get(&d, 0x30, &s) != 0 || d.len != 0)
		return CB_E_ARG;
	if (cb_der_uint(&s, &v[0]) != 0)
		return CB_E_ARG;
	if (s.len > 0 && s.p[0] == 0x30) {
		/* PKCS#8: version 0, AlgorithmIdentifier, OCTET STRING */
		if (v[0].len != 0 || der_alg_rsa(&s) != 0 ||
		    cb_der_get(&s, 0x04, &w) != 0)
			return CB_E_ARG;
		/* optional attributes [0] after it are not accepted */
		if (s.len != 0 || cb_der_get(&w, 0x30, &s) != 0 || w.len != 0 ||
		    cb_der_uint(&s, &v[0]) != 0)
			return CB_E_ARG;
	}
	/* version 0 (two primes), n e d p q dp dq qinv */
	if (v[0].len != 0)
		return CB_E_ARG;
	for (i = 1; i < 9; i++)
		if (cb_der_uint(&s, &v[i]) != 0)
			return CB_E_ARG;
	if (s.len != 0)
		return CB_E_ARG;
	rc = cb_rsa_pub_set(&priv->pub, v[1].p, v[1].len, v[2].p, v[2].len);
	if (rc != CB_OK)
		return rc;
	nl = priv->pub.nl;
	strip(&v[4].p, &v[4].len);
	strip(&v[5].p, &v[5].len);
	pl = v[4].len;
	ql = v[5].len;
	hl = ((pl > ql ? pl : ql) + 3) / 4;
	rc = CB_E_RANGE;
	if (hl == 0 || hl > HALF_MAX || hl > CB_RSA_HALF_LIMBS(32 * nl) ||
	    priv_int(priv->p, hl, &v[4]) != CB_OK ||
	    priv_int(priv->q, hl, &v[5]) != CB_OK ||
	    priv_int(priv->dp, hl, &v[6]) != CB_OK ||
	    priv_int(priv->dq, hl, &v[7]) != CB_OK ||
	    priv_int(priv->qinv, hl, &v[8]) != CB_OK)
		goto fail;
	if (!(priv->p[0] & 1) || !(priv->q[0] & 1) ||
	    cb_bn_cmp(priv->qinv, priv->p, hl) >= 0)
		goto fail;
	/* p q == n */
	cb_bn_mul(prod, priv->p, priv->q, hl);
	if (2 * hl < nl || limbs_used(prod, 2 * hl) > nl ||
	    cb_bn_cmp(prod, priv->pub.n, nl) != 0)
		goto fail;
	priv->hl = (uint32_t)hl;
	priv->window = CB_RSA_WINDOW_DEFAULT;
	cb_bn_mont_rr(priv->rrp, priv->p, hl);
	cb_bn_mont_rr(priv->rrq, priv->q, hl);
	cb_wipe(prod, sizeof(prod));
	return CB_OK;
fail:
	cb_wipe(prod, sizeof(prod));
	cb_wipe(priv, sizeof(*priv));
	return rc;
}

/* see cb/bn.h */
int
cb_rsa_priv_set_window(cb_rsa_priv *priv, unsigned window)
{
	if (priv == NULL || window < CB_RSA_WINDOW_MIN ||
	    window > CB_RSA_WINDOW_MAX)
		return CB_E_ARG;
	priv->window = window;
	return CB_OK;
}

/* see cb/bn.h */
unsigned
cb_rsa_priv_window(const cb_rsa_priv *priv)
{
	return priv->window;
}

/* see cb/bn.h */
size_t
cb_rsa_len(const cb_rsa_pub *pub)
{
	return (pub->bits + 7) / 8;
}

/* ---- raw operations ---- */

/*
 * r = a^e mod n for public e, left to right binary (variable time in e
 * only); a < n.  w is 3 nl + 2 limbs; a may be w's first nl limbs, and r
 * may alias a or lie there too.
 */
static void
pub_exp(uint32_t *r, const uint32_t *a, const cb_rsa_pub *pub, uint32_t *w)
{
	size_t nl = pub->nl, i;
	uint32_t *b = w, *acc = w + nl, *t = w + 2 * nl;
	int k, started = 0;

	cb_bnw_mont_mul(b, a, pub->rr, pub->n, nl, pub->n0i, t); /* a R */
	memcpy(acc, b, nl * sizeof(*acc));
	for (i = pub->el; i-- > 0;) {
		for (k = 31; k >= 0; k--) {
			if (started)
				cb_bnw_mont_mul(acc, acc, acc, pub->n, nl,
						pub->n0i, t);
			if ((pub->e[i] >> k) & 1) {
				if (started)
					cb_bnw_mont_mul(acc, acc, b, pub->n,
							nl, pub->n0i, t);
				started = 1;
			}
		}
	}
	memset(b, 0, nl * sizeof(*b));
	b[0] = 1;
	cb_bnw_mont_mul(r, acc, b, pub->n, nl, pub->n0i, t);
}

/* Decode a k-byte input below n into nl limbs; 0 if it is in range. */
static int
load_below_n(uint32_t *x, const cb_rsa_pub *pub, const uint8_t *in)
{
	if (cb_bn_from_bytes(x, pub->nl, in, cb_rsa_len(pub)) != CB_OK)
		return -1;
	return cb_bn_cmp(x, pub->n, pub->nl) < 0 ? 0 : -1;
}

/* see cb/bn.h */
int
cb_rsa_public(uint8_t *out, size_t out_len, const cb_rsa_pub *pub,
	      const uint8_t *in, size_t in_len, uint32_t *tmp)
{
	size_t k;
	uint32_t *x = tmp;

	if (pub == NULL || out == NULL || in == NULL || tmp == NULL)
		return CB_E_ARG;
	k = cb_rsa_len(pub);
	if (out_len != k || in_len != k)
		return CB_E_ARG;
	if (load_below_n(x, pub, in) != 0)
		return CB_E_RANGE;
	pub_exp(x, x, pub, tmp);
	cb_bn_to_bytes(out, k, x, pub->nl);
	return CB_OK;
}

/*
 * x = c mod m (hl limbs) for c of nl <= 2 hl limbs, as c_hi R + c_lo
 * with R = 2^(32 hl): c_hi R = mont(c_hi, R^2), c_lo = mont(mont(c_lo,
 * 1), R^2) (c_lo, c_hi < R suffice for the products' bounds), then one
 * modular addition: five Montgomery products instead of a bit-serial
 * reduction.  y is hl limbs of scratch, t hl + 2.
 */
static void
crt_reduce(uint32_t *x, const uint32_t *c, size_t nl, const uint32_t *m,
	   size_t hl, const uint32_t *rr, uint32_t *y, uint32_t *t)
{
	uint32_t m0i = cb_bn_mont_m0i(m[0]);

	memset(y, 0, hl * sizeof(*y));
	memcpy(y, c + hl, (nl - hl) * sizeof(*y));
	cb_bnw_mont_mul(y, y, rr, m, hl, m0i, t);
	memset(x, 0, hl * sizeof(*x));
	x[0] = 1;
	cb_bnw_mont_mul(x, c, x, m, hl, m0i, t);
	cb_bnw_mont_mul(x, x, rr, m, hl, m0i, t);
	cb_bn_mod_add(x, x, y, m, hl);
}

/* The k-byte em into nl limbs (k <= 4 nl: it cannot fail). */
static void
decode_em(uint32_t *c, const cb_rsa_pub *pub, const uint8_t *em)
{
	if (cb_bn_from_bytes(c, pub->nl, em, cb_rsa_len(pub)) != CB_OK)
		memset(c, 0, pub->nl * sizeof(*c));
}

/* Limbs of workspace the private operation of priv uses (its window). */
static size_t
priv_tmp_limbs(const cb_rsa_priv *priv)
{
	size_t hl = priv->hl, nl = priv->pub.nl;
	size_t a = (((size_t)1 << priv->window) + 2) * hl + 2, b = 4 * nl + 2;

	return a > b ? a : b;
}

/*
 * s = c^d mod n by the CRT (Garner) into w's first nl limbs, with c the
 * k-byte em (public, below n), then the fault check s^e == c.  Returns
 * an all-ones mask if s passed the check (s is zeroed otherwise).  The
 * workspace, limbs (H = hl, N = nl):
 *   phase 1: m1 [0, H); the exponentiation from H, (2^window + 1) H + 2
 *            limbs, its base c mod p (or q) the first H; c decoded at 2H
 *            (N), crt_reduce's y and t after it (before each
 *            exponentiation, which overwrites them);
 *   phase 2: m2 moved to [H, 2H); h at 2H, t at 3H, y (the one) and then
 *            h q at 4H + 2; s moved to [0, N); the public-key check's
 *            3N + 2 from N (and c decoded again at 2N).
 * Both fit CB_RSA_TMP_LIMBS_W: max((2^window + 2) H + 2, 4 N + 2).
 */
static uint32_t
priv_op(const cb_rsa_priv *priv, const uint8_t *em, uint32_t *w)
{
	const cb_rsa_pub *pub = &priv->pub;
	size_t nl = pub->nl, hl = priv->hl, i;
	unsigned win = priv->window;
	uint32_t *m1 = w, *e = w + hl, *c = w + 2 * hl, *y = c + nl;
	uint32_t *t = y + hl, *r, *m2 = w + hl, *h = w + 2 * hl;
	uint32_t *t2 = w + 3 * hl, *y2 = w + 4 * hl + 2, *prod = y2, *s = w;
	uint32_t p0i = cb_bn_mont_m0i(priv->p[0]), ok;
	uint64_t cy;

	/* m1 = (c mod p)^dp mod p */
	decode_em(c, pub, em);
	crt_reduce(e, c, nl, priv->p, hl, priv->rrp, y, t);
	r = cb_bnw_exp(e, priv->dp, hl, priv->p, hl, priv->rrp, win, e);
	memcpy(m1, r, hl * sizeof(*m1));
	/* m2 = (c mod q)^dq mod q, moved next to m1 */
	decode_em(c, pub, em);
	crt_reduce(e, c, nl, priv->q, hl, priv->rrq, y, t);
	r = cb_bnw_exp(e, priv->dq, hl, priv->q, hl, priv->rrq, win, e);
	memmove(m2, r, hl * sizeof(*m2));
	/* h = qinv (m1 - m2 mod p) mod p; m2 < q may exceed p: m2 mod p
	 * = mont(mont(m2, 1), R^2) */
	memset(y2, 0, hl * sizeof(*y2));
	y2[0] = 1;
	cb_bnw_mont_mul(h, m2, y2, priv->p, hl, p0i, t2);
	cb_bnw_mont_mul(h, h, priv->rrp, priv->p, hl, p0i, t2);
	cb_bn_mod_sub(h, m1, h, priv->p, hl);
	cb_bnw_mont_mul(h, h, priv->qinv, priv->p, hl, p0i, t2);
	cb_bnw_mont_mul(h, h, priv->rrp, priv->p, hl, p0i, t2);
	/* s = m2 + h q < p q = n: 2 hl >= nl limbs, the top ones zero */
	cb_bn_mul(prod, h, priv->q, hl);
	cy = 0;
	for (i = 0; i < 2 * hl; i++) {
		cy += (uint64_t)prod[i] + (i < hl ? m2[i] : 0);
		prod[i] = (uint32_t)cy;
		cy >>= 32;
	}
	memcpy(s, prod, nl * sizeof(*s));
	/* fault check: s^e mod n must give c back */
	pub_exp(w + nl, s, pub, w + nl);
	decode_em(w + 2 * nl, pub, em);
	ok = cb_ct_barrier32((uint32_t)0 -
			     (uint32_t)cb_memeq(w + nl, w + 2 * nl,
						nl * sizeof(*w)));
	for (i = 0; i < nl; i++)
		s[i] &= ok;
	cb_wipe(w + nl, (priv_tmp_limbs(priv) - nl) * sizeof(*w));
	return ok;
}

/* CB_OK when ok is all ones, else CB_E_AUTH, without a branch. */
static int
ok_rc(uint32_t ok)
{
	return (int)(int32_t)((uint32_t)CB_E_AUTH & ~ok);
}

/*
 * The private operation on a k-byte block em (public, below n) into out;
 * out may alias em.
 */
static int
priv_bytes(uint8_t *out, const cb_rsa_priv *priv, const uint8_t *em,
	   uint32_t *tmp)
{
	const cb_rsa_pub *pub = &priv->pub;
	uint32_t ok;

	if (load_below_n(tmp, pub, em) != 0) {
		memset(out, 0, cb_rsa_len(pub));
		return CB_E_RANGE;
	}
	ok = priv_op(priv, em, tmp);
	cb_bn_to_bytes(out, cb_rsa_len(pub), tmp, pub->nl);
	cb_wipe(tmp, pub->nl * sizeof(*tmp));
	return ok_rc(ok);
}

/* see cb/bn.h */
int
cb_rsa_private(uint8_t *out, size_t out_len, const cb_rsa_priv *priv,
	       const uint8_t *in, size_t in_len, uint32_t *tmp)
{
	if (priv == NULL || out == NULL || in == NULL || tmp == NULL ||
	    priv->hl == 0)
		return CB_E_ARG;
	if (out_len != cb_rsa_len(&priv->pub) || in_len != out_len)
		return CB_E_ARG;
	return priv_bytes(out, priv, in, tmp);
}

/* ---- EMSA-PKCS1-v1_5 ---- */

/*
 * DigestInfo prefix of a hash (RFC 8017 §9.2 note 1): written to pre,
 * length returned, 0 if the hash is not supported.
 */
static size_t
digest_info(uint8_t pre[19], const cb_hash_desc *h)
{
	static const uint8_t sha1[15] = {
		0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e,
		0x03, 0x02, 0x1a, 0x05, 0x00, 0x04, 0x14,
	};
	/* 2.16.840.1.101.3.4.2.x */
	static const uint8_t nist[13] = {
		0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
		0x00, 0x05, 0x00,
	};
	uint8_t x;

	if (h == &cb_sha1_desc) {
		memcpy(pre, sha1, sizeof(sha1));
		return sizeof(sha1);
	}
	if (h == &cb_sha256_desc)
		x = 1;
	else if (h == &cb_sha384_desc)
		x = 2;
	else if (h == &cb_sha512_desc)
		x = 3;
	else if (h == &cb_sha224_desc)
		x = 4;
	else if (h == &cb_sha512_224_desc)
		x = 5;
	else if (h == &cb_sha512_256_desc)
		x = 6;
	else if (h == &cb_sha3_224_desc)
		x = 7;
	else if (h == &cb_sha3_256_desc)
		x = 8;
	else if (h == &cb_sha3_384_desc)
		x = 9;
	else if (h == &cb_sha3_512_desc)
		x = 10;
	else
		return 0;
	/* SEQUENCE { SEQUENCE { OID, NULL }, OCTET STRING digest } */
	pre[0] = 0x30;
	pre[1] = (uint8_t)(17 + h->out_len);
	pre[2] = 0x30;
	pre[3] = 0x0d;
	memcpy(pre + 4, nist, sizeof(nist));
	pre[14] = x;
	pre[17] = 0x04;
	pre[18] = (uint8_t)h->out_len;
	return 19;
}

/* EM = 00 01 FF.. 00 DigestInfo digest, k bytes. */
static int
pkcs1_encode(uint8_t *em, size_t k, const cb_hash_desc *h,
	     const uint8_t *digest, size_t digest_len)
{
	uint8_t pre[19];
	size_t pl, t;

	if (h == NULL || digest == NULL || digest_len != h->out_len)
		return CB_E_ARG;
	pl = digest_info(pre, h);
	if (pl == 0)
		return CB_E_UNSUPPORTED;
	t = pl + digest_len;
	if (k < t + 11)
		return CB_E_ARG;
	em[0] = 0;
	em[1] = 1;
	memset(em + 2, 0xff, k - t - 3);
	em[k - t - 1] = 0;
	memcpy(em + k - t, pre, pl);
	memcpy(em + k - digest_len, digest, digest_len);
	return CB_OK;
}

/*
 * Verification's encoded block: the workspace past the public
 * operation's 3 nl + 2 limbs (k <= 4 nl bytes).
 */
static uint8_t *
em_buf(const cb_rsa_pub *pub, uint32_t *tmp)
{
	return (uint8_t *)(tmp + 3 * pub->nl + 2);
}

/* see cb/bn.h */
int
cb_rsa_pkcs1_sign(uint8_t *sig, size_t sig_len, const cb_rsa_priv *priv,
		  const cb_hash_desc *hash, const uint8_t *digest,
		  size_t digest_len, uint32_t *tmp)
{
	uint8_t *em;
	size_t k;
	int rc;

	if (priv == NULL || sig == NULL || tmp == NULL || priv->hl == 0)
		return CB_E_ARG;
	k = cb_rsa_len(&priv->pub);
	if (sig_len != k)
		return CB_E_ARG;
	/* the encoded block is public: it is built in sig itself */
	em = sig;
	rc = pkcs1_encode(em, k, hash, digest, digest_len);
	if (rc != CB_OK) {
		memset(sig, 0, sig_len);
		return rc;
	}
	return priv_bytes(sig, priv, em, tmp);
}

/* s^e mod n as k bytes into em; 0, or -1 if s is not a valid input. */
static int
open_sig(uint8_t *em, const cb_rsa_pub *pub, const uint8_t *sig,
	 size_t sig_len, uint32_t *tmp)
{
	if (sig == NULL || sig_len != cb_rsa_len(pub) ||
	    load_below_n(tmp, pub, sig) != 0)
		return -1;
	pub_exp(tmp, tmp, pub, tmp);
	cb_bn_to_bytes(em, sig_len, tmp, pub->nl);
	return 0;
}

/* see cb/bn.h */
int
cb_rsa_pkcs1_verify(const cb_rsa_pub *pub, const cb_hash_desc *hash,
		    const uint8_t *digest, size_t digest_len,
		    const uint8_t *sig, size_t sig_len, uint32_t *tmp)
{
	uint8_t *em, *em2;
	size_t k;
	int rc;

	if (pub == NULL || tmp == NULL)
		return CB_E_ARG;
	k = cb_rsa_len(pub);
	em = em_buf(pub, tmp);
	em2 = (uint8_t *)(tmp + pub->nl);
	rc = pkcs1_encode(em, k, hash, digest, digest_len);
	if (rc != CB_OK)
		return rc;
	if (open_sig(em2, pub, sig, sig_len, tmp) != 0)
		return CB_E_AUTH;
	return cb_memeq(em, em2, k) ? CB_OK : CB_E_AUTH;
}

/* ---- EMSA-PSS ---- */

/* mask ^= MGF1(seed), len bytes (RFC 8017 B.2.1). */
static void
mgf1_xor(uint8_t *mask, size_t len, const cb_hash_desc *h,
	 const uint8_t *seed, size_t seed_len)
{
	cb_hash_any_ctx ctx;
	uint8_t ctr[4], out[CB_HASH_MAX_LEN];
	uint32_t c = 0;
	size_t i, n;

	while (len > 0) {
		ctr[0] = (uint8_t)(c >> 24);
		ctr[1] = (uint8_t)(c >> 16);
		ctr[2] = (uint8_t)(c >> 8);
		ctr[3] = (uint8_t)c;
		h->init(&ctx);
		h->update(&ctx, seed, seed_len);
		h->update(&ctx, ctr, 4);
		h->final(&ctx, out);
		n = len < h->out_len ? len : h->out_len;
		for (i = 0; i < n; i++)
			mask[i] ^= out[i];
		mask += n;
		len -= n;
		c++;
	}
	cb_wipe(&ctx, sizeof(ctx));
}

/* H = Hash(00 x8 || mHash || salt) */
static void
pss_hash(uint8_t *out, const cb_hash_desc *h, const uint8_t *digest,
	 size_t digest_len, const uint8_t *salt, size_t salt_len)
{
	static const uint8_t zero[8] = { 0 };
	cb_hash_any_ctx ctx;

	h->init(&ctx);
	h->update(&ctx, zero, 8);
	h->update(&ctx, digest, digest_len);
	h->update(&ctx, salt, salt_len);
	h->final(&ctx, out);
	cb_wipe(&ctx, sizeof(ctx));
}

/* Check the hash and lengths; emlen = ceil((bits - 1) / 8). */
static int
pss_args(const cb_rsa_pub *pub, const cb_hash_desc *h, const uint8_t *digest,
	 size_t digest_len, size_t salt_len, size_t *emlen)
{
	if (h == NULL || h->out_len == 0 || h->out_len > CB_HASH_MAX_LEN ||
	    h->ctx_size > CB_HASH_CTX_MAX || digest == NULL ||
	    digest_len != h->out_len)
		return CB_E_ARG;
	*emlen = (pub->bits - 1 + 7) / 8;
	if (salt_len > *emlen || *emlen < h->out_len + salt_len + 2)
		return CB_E_ARG;
	return CB_OK;
}

/* see cb/bn.h */
int
cb_rsa_pss_sign(uint8_t *sig, size_t sig_len, const cb_rsa_priv *priv,
		const cb_hash_desc *hash, const uint8_t *digest,
		size_t digest_len, size_t salt_len, cb_rng_fn rng,
		void *rng_arg, uint32_t *tmp)
{
	const cb_rsa_pub *pub;
	uint8_t *em, *m;
	size_t k, emlen, hlen, dblen;
	int rc;

	if (priv == NULL || sig == NULL || tmp == NULL || priv->hl == 0)
		return CB_E_ARG;
	pub = &priv->pub;
	k = cb_rsa_len(pub);
	if (sig_len != k)
		return CB_E_ARG;
	rc = pss_args(pub, hash, digest, digest_len, salt_len, &emlen);
	if (rc == CB_OK && salt_len > 0 && rng == NULL)
		rc = CB_E_ARG;
	if (rc != CB_OK)
		goto fail;
	hlen = hash->out_len;
	em = sig; /* public until signed: built in sig itself */
	/* em holds k bytes: a zero byte when emlen < k, then EM */
	memset(em, 0, k);
	m = em + (k - emlen);
	dblen = emlen - hlen - 1;
	/* DB = PS || 01 || salt, salt drawn in place */
	m[dblen - salt_len - 1] = 1;
	if (salt_len > 0 && rng(rng_arg, m + dblen - salt_len, salt_len) != 0) {
		rc = CB_E_RNG;
		goto fail;
	}
	pss_hash(m + dblen, hash, digest, digest_len, m + dblen - salt_len,
		 salt_len);
	mgf1_xor(m, dblen, hash, m + dblen, hlen);
	m[0] &= (uint8_t)(0xff >> (8 * emlen - (pub->bits - 1)));
	m[emlen - 1] = 0xbc;
	return priv_bytes(sig, priv, em, tmp);
fail:
	memset(sig, 0, sig_len);
	return rc;
}

/* see cb/bn.h */
int
cb_rsa_pss_verify(const cb_rsa_pub *pub, const cb_hash_desc *hash,
		  const uint8_t *digest, size_t digest_len, size_t salt_len,
		  const uint8_t *sig, size_t sig_len, uint32_t *tmp)
{
	uint8_t *em, *m, h2[CB_HASH_MAX_LEN];
	size_t k, emlen, hlen, dblen, i;
	uint8_t bad;
	int rc;

	if (pub == NULL || tmp == NULL)
		return CB_E_ARG;
	rc = pss_args(pub, hash, digest, digest_len, salt_len, &emlen);
	if (rc != CB_OK)
		return rc;
	k = cb_rsa_len(pub);
	hlen = hash->out_len;
	em = em_buf(pub, tmp);
	if (open_sig(em, pub, sig, sig_len, tmp) != 0)
		return CB_E_AUTH;
	/* the bits above emBits = bits - 1 must be zero */
	bad = 0;
	for (i = 0; i < k - emlen; i++)
		bad |= em[i];
	m = em + (k - emlen);
	bad |= (uint8_t)(m[0] & ~(0xff >> (8 * emlen - (pub->bits - 1))));
	bad |= (uint8_t)(m[emlen - 1] ^ 0xbc);
	dblen = emlen - hlen - 1;
	mgf1_xor(m, dblen, hash, m + dblen, hlen);
	m[0] &= (uint8_t)(0xff >> (8 * emlen - (pub->bits - 1)));
	for (i = 0; i < dblen - salt_len - 1; i++)
		bad |= m[i];
	bad |= (uint8_t)(m[dblen - salt_len - 1] ^ 1);
	pss_hash(h2, hash, digest, digest_len, m + dblen - salt_len,
		 salt_len);
	if (bad != 0 || !cb_memeq(h2, m + dblen, hlen))
		return CB_E_AUTH;
	return CB_OK;
}

/* ---- the descriptor (cb/desc.h): PKCS#1 v1.5 over p->hash ---- */

/* p->set: the largest modulus (0: 1024 bits .. 3: 4096) + 16 x the
 * window */
#define RSA_BITS(p) (1024 * (((p)->set & 15) + 1))
#define RSA_WINDOW(p) ((p)->set >> 4)

static void
rsa_lens(const cb_prims *p, cb_pk_lens *l)
{
	size_t w = RSA_WINDOW(p) ? RSA_WINDOW(p) : CB_RSA_WINDOW_DEFAULT;

	memset(l, 0, sizeof(*l));
	l->priv = sizeof(cb_rsa_priv);
	l->pub = sizeof(cb_rsa_pub);
	l->out = RSA_BITS(p) / 8;
	l->tmp[1] = CB_RSA_TMP_LEN_W(RSA_BITS(p), w);
	l->tmp[2] = 4 * CB_RSA_PUB_TMP_LIMBS(RSA_BITS(p));
}

static const char *
rsa_variant(const cb_prims *p)
{
	static const char *const windows[] = { "", "window=1", "window=2",
		"window=3", "window=4", "window=5", "window=6" };

	return RSA_WINDOW(p) <= CB_RSA_WINDOW_MAX ? windows[RSA_WINDOW(p)] :
	       "";
}

/* keys are loaded, not generated here */
static int
rsa_keygen(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
	   void *rng_arg, void *tmp)
{
	return CB_E_UNSUPPORTED;
}

static int
rsa_load(const cb_prims *p, void *priv, void *pub, const uint8_t *enc,
	 size_t len, void *tmp)
{
	cb_rsa_priv *k = priv;
	int rc = cb_rsa_priv_from_der(k, enc, len);

	if (rc == CB_OK && k->pub.bits > RSA_BITS(p))
		rc = CB_E_ARG;
	if (rc == CB_OK && RSA_WINDOW(p) != 0)
		rc = cb_rsa_priv_set_window(k, RSA_WINDOW(p));
	if (rc == CB_OK)
		memcpy(pub, &k->pub, sizeof(k->pub));
	return rc;
}

static int
rsa_sign_desc(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
	      const void *pub, const uint8_t *ctx, size_t ctx_len,
	      const uint8_t *msg, size_t len, cb_rng_fn rng, void *rng_arg,
	      void *tmp)
{
	const cb_rsa_priv *k = priv;
	uint8_t d[CB_HASH_MAX_LEN];
	size_t n = cb_rsa_len(&k->pub);

	if (ctx_len != 0)
		return CB_E_ARG;
	if (*sig_len < n)
		return CB_E_ARG;
	*sig_len = n;
	cb_hash_digest(p->hash, d, msg, len);
	return cb_rsa_pkcs1_sign(sig, n, k, p->hash, d, p->hash->out_len, tmp);
}

static int
rsa_verify_desc(const cb_prims *p, const void *pub, const uint8_t *ctx,
		size_t ctx_len, const uint8_t *msg, size_t len,
		const uint8_t *sig, size_t sig_len, void *tmp)
{
	uint8_t d[CB_HASH_MAX_LEN];

	if (ctx_len != 0)
		return CB_E_ARG;
	cb_hash_digest(p->hash, d, msg, len);
	return cb_rsa_pkcs1_verify(pub, p->hash, d, p->hash->out_len, sig,
				   sig_len, tmp);
}

/* see cb/bn.h */
const cb_sig_desc cb_rsa_pkcs1_sig = {
	"rsa-pkcs1", 0, NULL, rsa_lens, rsa_variant, rsa_keygen, rsa_load,
	rsa_sign_desc, rsa_verify_desc
};
