/* SPDX-License-Identifier: MIT */
/* SM2 digital signatures (GB/T 32918.2-2016) with ZA over SM3 (cb/ec.h). */
/*
 * Signing is constant-time.  Secret: the private key d, the nonce k and
 * the values derived from them before r and s are released.  k is drawn
 * from HMAC-DRBG(SM3) seeded with the caller's random bytes, d and e
 * (hedged: a weak generator does not repeat k across messages), reduced
 * modulo n - 1 with cb_bn_mod (no rejection); (1 + d)^-1 uses Fermat.
 * Each attempt yields a validity mask (r != 0, r + k != n, s != 0); the
 * only secret-derived branch is the retry on a rejected attempt, whose
 * values are discarded.  Verification handles public data only.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/mac.h"
#include "cb/util.h"
#include "internal/ct.h"
#include "internal/ecp.h"

#define L CB_ECP_LIMBS
#define MAX_TRIES 64

/* r = a * b mod q (normal form). */
static void
qmul(const cb_ecp_ctx *e, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	cb_ecp_qmul(e, r, a, b);
	cb_ecp_qmul(e, r, r, e->q_rr);
}

/* see cb/ec.h */
int
cb_sm2_za(uint8_t za[CB_SM3_LEN], const cb_ecp_curve *c, const uint8_t *id,
	  size_t id_len, const uint8_t *pub, size_t pub_len)
{
	uint8_t ent[2], full[CB_ECP_MAX_PUB_LEN];
	cb_sm3_ctx h;
	int ret;

	if (c == NULL || za == NULL || (id == NULL && id_len != 0) ||
	    id_len >= 8192) /* ENTL is a 16-bit bit count */
		return CB_E_ARG;
	ret = cb_ecp_pub_convert(full, 1 + 2 * c->plen, c, pub, pub_len);
	if (ret != CB_OK)
		return ret;
	ent[0] = (uint8_t)((id_len * 8) >> 8);
	ent[1] = (uint8_t)(id_len * 8);
	cb_sm3_init(&h);
	cb_sm3_update(&h, ent, 2);
	cb_sm3_update(&h, id, id_len);
	cb_sm3_update(&h, c->a, c->plen);
	cb_sm3_update(&h, c->b, c->plen);
	cb_sm3_update(&h, c->gx, c->plen);
	cb_sm3_update(&h, c->gy, c->plen);
	cb_sm3_update(&h, full + 1, 2 * c->plen);
	cb_sm3_final(&h, za);
	return CB_OK;
}

/* e = SM3(ZA || M) as an integer mod n (GB/T 32918.2 §6.1 A1-A3). */
static int
sm2_e(const cb_ecp_ctx *e, uint32_t *ev, const uint8_t *id, size_t id_len,
      const uint8_t *pub, size_t pub_len, const uint8_t *msg,
      size_t msg_len)
{
	uint8_t za[CB_SM3_LEN];
	uint32_t t[L];
	cb_sm3_ctx h;
	int ret;

	ret = cb_sm2_za(za, e->c, id, id_len, pub, pub_len);
	if (ret != CB_OK)
		return ret;
	cb_sm3_init(&h);
	cb_sm3_update(&h, za, sizeof(za));
	cb_sm3_update(&h, msg, msg_len);
	cb_sm3_final(&h, za);
	/* a 32-byte digest fits every curve here (at least 8 limbs) */
	cb_ecp_load(t, e->n, za, sizeof(za));
	cb_bn_mod(ev, t, e->n, e->q, e->n);
	return CB_OK;
}

/* see internal/ecp.h */
uint32_t
cb_sm2_try(const cb_ecp_ctx *e, uint8_t *sig, const uint32_t *d,
	   const uint32_t *ev, const uint32_t *k)
{
	uint32_t tmp[CB_BN_MODINV_TMP_LIMBS(L)];
	uint32_t r[L], s[L], t[L], x[L], y[L], one[L], ok;
	cb_ecp_point p;
	size_t n = e->n, nl = e->c->nlen;

	/* (x1, y1) = k G; r = (e + x1) mod n */
	cb_ecp_mul_gen(e, &p, k);
	(void)cb_ecp_affine(e, x, y, &p);
	cb_bn_mod(t, x, n, e->q, n);
	cb_bn_mod_add(r, ev, t, e->q, n);
	/* reject r = 0 and r + k = n */
	cb_bn_mod_add(t, r, k, e->q, n);
	ok = cb_ct_mask32(1 - cb_bn_is_zero(r, n)) &
	     cb_ct_mask32(1 - cb_bn_is_zero(t, n));
	/* s = (1 + d)^-1 (k - r d) mod n */
	memset(one, 0, sizeof(one));
	one[0] = 1;
	cb_bn_mod_add(t, d, one, e->q, n);
	cb_bn_mod_inv_prime_rr(t, t, e->q, n, e->q_rr, tmp);
	qmul(e, s, r, d);
	cb_bn_mod_sub(s, k, s, e->q, n);
	qmul(e, s, s, t);
	ok &= cb_ct_mask32(1 - cb_bn_is_zero(s, n));
	cb_bn_to_bytes(sig, nl, r, n);
	cb_bn_to_bytes(sig + nl, nl, s, n);
	cb_wipe(t, sizeof(t));
	cb_wipe(x, sizeof(x));
	cb_wipe(&p, sizeof(p));
	return ok;
}

/* see internal/ecp.h */
int
cb_sm2_prepare(cb_ecp_ctx *e, uint32_t *d, uint32_t *ev, uint32_t *dok,
	       const cb_ecp_curve *c, const uint8_t *priv,
	       const uint8_t *pub, size_t pub_len, const uint8_t *id,
	       size_t id_len, const uint8_t *msg, size_t msg_len)
{
	uint32_t t[L], one[L];
	int ret;

	cb_ecp_ctx_init(e, c);
	ret = sm2_e(e, ev, id, id_len, pub, pub_len, msg, msg_len);
	if (ret != CB_OK)
		return ret;
	/* d in [1, n-2]: 1 + d must be invertible */
	*dok = cb_ecp_scalar_decode(e, d, priv);
	memset(one, 0, sizeof(one));
	one[0] = 1;
	(void)cb_bn_add(t, d, one, e->n);
	*dok &= cb_ct_mask32(cb_bn_sub(t, t, e->q, e->n));
	return CB_OK;
}

/* see internal/ecp.h */
void
cb_sm2_nonce(const cb_ecp_ctx *e, uint32_t *k, cb_hmac_drbg_ctx *drbg)
{
	uint8_t buf[CB_ECP_MAX_LEN + 8];
	uint32_t wide[L + 2], qm1[L], one[L];
	size_t bl = e->c->nlen + 8;
	int rc;

	rc = cb_hmac_drbg_generate(drbg, buf, bl, NULL, 0);
	(void)rc; /* the reseed interval cannot be reached here */
	cb_ecp_load(wide, e->n + 2, buf, bl);
	memset(one, 0, sizeof(one));
	one[0] = 1;
	(void)cb_bn_sub(qm1, e->q, one, e->n);
	memset(k, 0, L * sizeof(*k));
	cb_bn_mod(k, wide, e->n + 2, qm1, e->n);
	(void)cb_bn_add(k, k, one, e->n);
	cb_wipe(buf, sizeof(buf));
	cb_wipe(wide, sizeof(wide));
}

/* see cb/ec.h */
int
cb_sm2_sign(uint8_t *sig, size_t sig_len, const cb_ecp_curve *c,
	    const uint8_t *priv, size_t priv_len, const uint8_t *pub,
	    size_t pub_len, const uint8_t *id, size_t id_len,
	    const uint8_t *msg, size_t msg_len, cb_rng_fn rng,
	    void *rng_arg)
{
	uint8_t seed[32], x[CB_ECP_MAX_LEN], eb[CB_ECP_MAX_LEN];
	uint32_t d[L], ev[L], k[L], dok = 0, ok = 0;
	cb_hmac_drbg_ctx drbg;
	cb_ecp_ctx e;
	size_t i;
	int ret, tries;

	if (c == NULL || sig == NULL || priv == NULL || rng == NULL ||
	    (msg == NULL && msg_len != 0) || sig_len != 2 * c->nlen ||
	    priv_len != c->nlen)
		return CB_E_ARG;
	memset(sig, 0, sig_len);
	ret = cb_sm2_prepare(&e, d, ev, &dok, c, priv, pub, pub_len, id,
			     id_len, msg, msg_len);
	if (ret != CB_OK)
		return ret;
	if (rng(rng_arg, seed, sizeof(seed)) != 0) {
		cb_wipe(d, sizeof(d));
		return CB_E_RNG;
	}
	cb_bn_to_bytes(x, c->nlen, d, e.n);
	cb_bn_to_bytes(eb, c->nlen, ev, e.n);
	ret = cb_hmac_drbg_init(&drbg, &cb_sm3_desc, seed, sizeof(seed), x,
				c->nlen, eb, c->nlen);
	cb_wipe(seed, sizeof(seed));
	cb_wipe(x, sizeof(x));
	if (ret != CB_OK) {
		cb_wipe(d, sizeof(d));
		return ret;
	}
	for (tries = 0; tries < MAX_TRIES; tries++) {
		cb_sm2_nonce(&e, k, &drbg);
		/* an invalid key (s = 0 always) also ends the loop */
		ok = cb_sm2_try(&e, sig, d, ev, k) | ~dok;
		if (ok) /* rejection: see the file comment */
			break;
	}
	cb_wipe(&drbg, sizeof(drbg));
	cb_wipe(k, sizeof(k));
	cb_wipe(d, sizeof(d));
	if (!ok) {
		memset(sig, 0, sig_len);
		return CB_E_RNG;
	}
	for (i = 0; i < sig_len; i++)
		sig[i] &= (uint8_t)dok;
	return cb_ecp_ret(dok, CB_E_RANGE);
}

/* see cb/ec.h */
int
cb_sm2_verify(const cb_ecp_curve *c, const uint8_t *pub, size_t pub_len,
	      const uint8_t *id, size_t id_len, const uint8_t *msg,
	      size_t msg_len, const uint8_t *sig, size_t sig_len)
{
	uint32_t r[L], s[L], t[L], ev[L], x[L], y[L];
	cb_ecp_point q, p;
	cb_ecp_ctx e;
	size_t nl, n;
	int ret;

	if (c == NULL || sig == NULL || (msg == NULL && msg_len != 0))
		return CB_E_ARG;
	nl = c->nlen;
	if (sig_len != 2 * nl)
		return CB_E_ARG;
	cb_ecp_ctx_init(&e, c);
	n = e.n;
	ret = cb_ecp_decode(&e, &q, pub, pub_len);
	if (ret != CB_OK)
		return ret == CB_E_ARG ? CB_E_RANGE : ret;
	ret = sm2_e(&e, ev, id, id_len, pub, pub_len, msg, msg_len);
	if (ret != CB_OK)
		return ret;
	memset(r, 0, sizeof(r));
	memset(s, 0, sizeof(s));
	cb_ecp_load(r, n, sig, nl);
	cb_ecp_load(s, n, sig + nl, nl);
	if (cb_bn_is_zero(r, n) || cb_bn_is_zero(s, n) ||
	    cb_bn_cmp(r, e.q, n) >= 0 || cb_bn_cmp(s, e.q, n) >= 0)
		return CB_E_AUTH;
	cb_bn_mod_add(t, r, s, e.q, n);
	if (cb_bn_is_zero(t, n))
		return CB_E_AUTH;
	cb_ecp_mul2(&e, &p, s, &q, t);
	if (!cb_ecp_affine(&e, x, y, &p))
		return CB_E_AUTH;
	cb_bn_mod(y, x, n, e.q, n);
	cb_bn_mod_add(t, ev, y, e.q, n);
	return cb_bn_cmp(t, r, n) == 0 ? CB_OK : CB_E_AUTH;
}

/* ---- the descriptor (cb/desc.h): the default user id ---- */

/* GB/T 32918.2's default user id */
static const uint8_t sm2_default_id[16] = { '1', '2', '3', '4', '5', '6', '7',
	'8', '1', '2', '3', '4', '5', '6', '7', '8' };

static int
sm2_desc_sign(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
	      const void *pub, const uint8_t *ctx, size_t ctx_len,
	      const uint8_t *msg, size_t len, cb_rng_fn rng, void *rng_arg,
	      void *tmp)
{
	size_t sl = cb_ecp_scalar_len(p->curve);

	if (ctx_len != 0)
		return CB_E_ARG;
	if (*sig_len < 2 * sl)
		return CB_E_ARG;
	*sig_len = 2 * sl;
	return cb_sm2_sign(sig, 2 * sl, p->curve, priv, sl, pub,
			   cb_ecp_pub_len(p->curve), sm2_default_id,
			   sizeof(sm2_default_id), msg, len, rng, rng_arg);
}

static int
sm2_desc_verify(const cb_prims *p, const void *pub, const uint8_t *ctx,
		size_t ctx_len, const uint8_t *msg, size_t len,
		const uint8_t *sig, size_t sig_len, void *tmp)
{
	if (ctx_len != 0)
		return CB_E_ARG;
	return cb_sm2_verify(p->curve, pub, cb_ecp_pub_len(p->curve),
			     sm2_default_id, sizeof(sm2_default_id), msg, len,
			     sig, sig_len);
}

/* see cb/ec.h */
const cb_sig_desc cb_sm2_sig = {
	"sm2", 0, NULL, cb_ecp_desc_lens, cb_ecp_desc_variant,
	cb_ecp_desc_keygen, NULL, sm2_desc_sign, sm2_desc_verify
};
