/* SPDX-License-Identifier: MIT */
/* X448 Diffie-Hellman (RFC 7748 §5, §6.2): Montgomery ladder on u. */
/*
 * Constant-time: the private scalar and every intermediate are secret.
 * The ladder runs a fixed 448 steps; each scalar bit (read at a public
 * position) only builds the mask of cb_f448_cswap(); the field code never
 * branches on values.  The all-zero check ORs every output byte into a
 * mask; only the public return code depends on it.
 */
#include "cb/ec.h"

#include <string.h>

#include "cb/util.h"
#include "internal/ct.h"
#include "internal/f448.h"

/* RFC 7748 §5: a24 = (156326 - 2) / 4 */
#define A24 39081

static void
ladder(uint8_t out[56], const uint8_t priv[56], const uint8_t u[56])
{
	uint8_t k[56];
	cb_f448 x1, x2, z2, x3, z3, a, aa, b, bb, e, c, d, da, cb;
	uint32_t swap = 0, bit;
	int t;

	/* clamping, RFC 7748 §5 decodeScalar448 */
	memcpy(k, priv, 56);
	k[0] &= 252;
	k[55] |= 128;
	cb_f448_frombytes(&x1, u);
	cb_f448_set(&x2, 1);
	cb_f448_zero(&z2);
	cb_f448_copy(&x3, &x1);
	cb_f448_set(&z3, 1);
	for (t = 447; t >= 0; t--) {
		bit = (k[t >> 3] >> (t & 7)) & 1;
		swap ^= bit;
		cb_f448_cswap(&x2, &x3, cb_ct_mask32(swap));
		cb_f448_cswap(&z2, &z3, cb_ct_mask32(swap));
		swap = bit;
		cb_f448_add(&a, &x2, &z2);
		cb_f448_sqr(&aa, &a);
		cb_f448_sub(&b, &x2, &z2);
		cb_f448_sqr(&bb, &b);
		cb_f448_sub(&e, &aa, &bb);
		cb_f448_add(&c, &x3, &z3);
		cb_f448_sub(&d, &x3, &z3);
		cb_f448_mul(&da, &d, &a);
		cb_f448_mul(&cb, &c, &b);
		cb_f448_add(&x3, &da, &cb);
		cb_f448_sqr(&x3, &x3);
		cb_f448_sub(&z3, &da, &cb);
		cb_f448_sqr(&z3, &z3);
		cb_f448_mul(&z3, &z3, &x1);
		cb_f448_mul(&x2, &aa, &bb);
		cb_f448_mul_small(&z2, &e, A24);
		cb_f448_add(&z2, &z2, &aa);
		cb_f448_mul(&z2, &z2, &e);
	}
	cb_f448_cswap(&x2, &x3, cb_ct_mask32(swap));
	cb_f448_cswap(&z2, &z3, cb_ct_mask32(swap));
	cb_f448_inv(&z2, &z2);
	cb_f448_mul(&x2, &x2, &z2);
	cb_f448_tobytes(out, &x2);
	cb_wipe(k, sizeof(k));
	cb_wipe(&x2, sizeof(x2));
	cb_wipe(&z2, sizeof(z2));
	cb_wipe(&x3, sizeof(x3));
	cb_wipe(&z3, sizeof(z3));
	cb_wipe(&a, sizeof(a));
	cb_wipe(&b, sizeof(b));
	cb_wipe(&e, sizeof(e));
	cb_wipe(&da, sizeof(da));
	cb_wipe(&cb, sizeof(cb));
}

/* see cb/ec.h */
void
cb_x448_public(uint8_t pub[CB_X448_LEN], const uint8_t priv[CB_X448_LEN])
{
	static const uint8_t five[56] = { 5 };

	ladder(pub, priv, five);
}

/* see cb/ec.h */
int
cb_x448_shared(uint8_t shared[CB_X448_LEN], const uint8_t priv[CB_X448_LEN],
	       const uint8_t pub[CB_X448_LEN])
{
	uint8_t acc = 0;
	unsigned i;

	ladder(shared, priv, pub);
	for (i = 0; i < CB_X448_LEN; i++)
		acc |= shared[i];
	/* the shared secret is secret; whether it is zero is public */
	return cb_ct_nonzero32(acc) ? CB_OK : CB_E_RANGE;
}

/* ---- the descriptor (cb/desc.h) ---- */

static void
x448_lens(const cb_prims *p, cb_pk_lens *l)
{
	memset(l, 0, sizeof(*l));
	l->priv = l->pub = l->out = CB_X448_LEN;
}

static const char *
x448_variant(const cb_prims *p)
{
	return "";
}

/* a private key of 56 bytes from rng (clamped in use), its public key */
static int
x448_keygen(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
	    void *rng_arg, void *tmp)
{
	int rc = rng(rng_arg, priv, CB_X448_LEN);

	if (rc == CB_OK)
		cb_x448_public(pub, priv);
	return rc;
}

static int
x448_desc_shared(const cb_prims *p, uint8_t *secret, const void *priv,
		 const uint8_t *peer, void *tmp)
{
	return cb_x448_shared(secret, priv, peer);
}

/* see cb/ec.h */
const cb_kex_desc cb_x448_kex = {
	"x448", x448_lens, x448_variant, x448_keygen, x448_desc_shared
};
