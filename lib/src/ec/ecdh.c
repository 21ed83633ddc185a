/* SPDX-License-Identifier: MIT */
/* ECDH key generation and shared secret on the prime curves (cb/ec.h). */
/*
 * Constant-time.  Secret: the random bytes, the private scalar, the
 * shared point and secret.  Key generation reduces scalar_len + 8 random
 * bytes modulo n - 1 with cb_bn_mod (no rejection loop); the validity of
 * a received private key is a mask that zeroes the output and picks the
 * return code arithmetically.  The peer's public key is public and is
 * validated with ordinary branches.
 */
#include <string.h>

#include "cb/util.h"
#include "internal/ct.h"
#include "internal/ecp.h"

#define L CB_ECP_LIMBS

/* see cb/ec.h */
int
cb_ecdh_keygen(uint8_t *priv, size_t priv_len, uint8_t *pub, size_t pub_len,
	       const cb_ecp_curve *c, cb_rng_fn rng, void *rng_arg)
{
	uint8_t buf[CB_ECP_MAX_LEN + 8];
	uint32_t wide[L + 2], d[L], qm1[L], one[L];
	cb_ecp_ctx e;
	size_t blen;
	int ret;

	if (c == NULL || priv == NULL || pub == NULL || rng == NULL ||
	    priv_len != c->nlen ||
	    (pub_len != 1 + c->plen && pub_len != 1 + 2 * c->plen))
		return CB_E_ARG;
	blen = c->nlen + 8;
	if (rng(rng_arg, buf, blen) != 0) {
		cb_wipe(buf, sizeof(buf));
		memset(priv, 0, priv_len);
		memset(pub, 0, pub_len);
		return CB_E_RNG;
	}
	cb_ecp_ctx_init(&e, c);
	/* d = (buf mod (n - 1)) + 1, FIPS 186-4 B.4.1 */
	cb_ecp_load(wide, e.n + 2, buf, blen);
	memset(one, 0, sizeof(one));
	one[0] = 1;
	(void)cb_bn_sub(qm1, e.q, one, e.n);
	cb_bn_mod(d, wide, e.n + 2, qm1, e.n);
	(void)cb_bn_add(d, d, one, e.n);
	cb_bn_to_bytes(priv, priv_len, d, e.n);
	ret = cb_ecp_pub_from_priv(pub, pub_len, c, priv, priv_len);
	cb_wipe(buf, sizeof(buf));
	cb_wipe(wide, sizeof(wide));
	cb_wipe(d, sizeof(d));
	return ret;
}

/* see cb/ec.h */
int
cb_ecdh_shared(uint8_t *secret, size_t secret_len, const cb_ecp_curve *c,
	       const uint8_t *priv, size_t priv_len, const uint8_t *peer,
	       size_t peer_len)
{
	cb_ecp_ctx e;
	cb_ecp_point p, r;
	uint32_t d[L], x[L], y[L], ok;
	size_t i;
	int ret;

	if (c == NULL || secret == NULL || priv == NULL ||
	    secret_len != c->plen || priv_len != c->nlen)
		return CB_E_ARG;
	cb_ecp_ctx_init(&e, c);
	ret = cb_ecp_decode(&e, &p, peer, peer_len);
	if (ret != CB_OK) {
		memset(secret, 0, secret_len);
		return ret == CB_E_ARG ? CB_E_RANGE : ret;
	}
	ok = cb_ecp_scalar_decode(&e, d, priv);
	cb_ecp_mul(&e, &r, &p, d);
	/* prime order, valid d: r is never infinity; mask it anyway */
	ok &= cb_ecp_affine(&e, x, y, &r);
	cb_bn_to_bytes(secret, secret_len, x, e.n);
	for (i = 0; i < secret_len; i++)
		secret[i] &= (uint8_t)ok;
	cb_wipe(d, sizeof(d));
	cb_wipe(x, sizeof(x));
	cb_wipe(y, sizeof(y));
	cb_wipe(&r, sizeof(r));
	return cb_ecp_ret(ok, CB_E_RANGE);
}

/* ---- the descriptor (cb/desc.h) ---- */

/* see internal/ecp.h */
void
cb_ecp_desc_lens(const cb_prims *p, cb_pk_lens *l)
{
	memset(l, 0, sizeof(*l));
	l->priv = cb_ecp_scalar_len(p->curve);
	l->pub = cb_ecp_pub_len(p->curve);
	l->out = 2 * l->priv;
}

/* see internal/ecp.h */
int
cb_ecp_desc_keygen(const cb_prims *p, void *priv, uint8_t *pub,
		   cb_rng_fn rng, void *rng_arg, void *tmp)
{
	return cb_ecdh_keygen(priv, cb_ecp_scalar_len(p->curve), pub,
			      cb_ecp_pub_len(p->curve), p->curve, rng, rng_arg);
}

/* see internal/ecp.h */
const char *
cb_ecp_desc_variant(const cb_prims *p)
{
	return "";
}

static void
ecdh_lens(const cb_prims *p, cb_pk_lens *l)
{
	cb_ecp_desc_lens(p, l);
	l->out = cb_ecp_field_len(p->curve);
}

static int
ecdh_shared(const cb_prims *p, uint8_t *secret, const void *priv,
	    const uint8_t *peer, void *tmp)
{
	return cb_ecdh_shared(secret, cb_ecp_field_len(p->curve), p->curve,
			      priv, cb_ecp_scalar_len(p->curve), peer,
			      cb_ecp_pub_len(p->curve));
}

/* see cb/ec.h */
const cb_kex_desc cb_ecdh_kex = {
	"ecdh", ecdh_lens, cb_ecp_desc_variant, cb_ecp_desc_keygen,
	ecdh_shared
};
