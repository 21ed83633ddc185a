/* SPDX-License-Identifier: MIT */
/* X25519 Diffie-Hellman (RFC 7748 §5, §6.1): Montgomery ladder on u. */
/*
 * Constant-time: the private scalar and every intermediate are secret.
 * The ladder runs a fixed 255 steps; the scalar bit of each step (read at
 * a public position) only builds the mask of a conditional swap; the field
 * code never branches on values.  With eight-word elements the ladder is
 * cb_f25519_ladder() (f25519_w32.c, or its generated Thumb-2).  The all-zero check ORs every output byte
 * and turns the result into a mask; only the final return code, which is
 * public by design, depends on it.  Key generation uses the Ed25519
 * fixed-base table instead of the ladder (see ed25519.c for its masked
 * lookups).
 */
#include "cb/ec.h"

#include <string.h>

#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/f25519.h"

/* RFC 7748 §5: a24 = (486662 - 2) / 4 */
#define A24 121665


#if CB_F25519_W32
/*
 * Eight-word elements: the whole ladder is cb_f25519_ladder (the
 * generated Thumb-2 of f25519_armv7em.S where built, else its C twin in
 * f25519_w32.c), then z2's inverse.
 */
static void
ladder(uint8_t out[32], const uint8_t priv[32], const uint8_t u[32])
{
	uint32_t k[8], xz[16];
	cb_f25519 x1, x2, z2;
	unsigned i;

	/* clamping, RFC 7748 §5 decodeScalar25519 */
	for (i = 0; i < 8; i++)
		k[i] = cb_load32_le(priv + 4 * i);
	k[0] &= ~7u;
	k[7] &= 0x7fffffff;
	k[7] |= 0x40000000;
	/* decodeUCoordinate: the top bit is masked by frombytes */
	cb_f25519_frombytes(&x1, u);
	cb_f25519_ladder(xz, x1.v, k);
	memcpy(x2.v, xz, sizeof(x2.v));
	memcpy(z2.v, xz + 8, sizeof(z2.v));
	cb_f25519_inv(&z2, &z2);
	cb_f25519_mul(&x2, &x2, &z2);
	cb_f25519_tobytes(out, &x2);
	cb_wipe(k, sizeof(k));
	cb_wipe(xz, sizeof(xz));
	cb_wipe(&x1, sizeof(x1));
	cb_wipe(&x2, sizeof(x2));
	cb_wipe(&z2, sizeof(z2));
}
#else
static void
ladder(uint8_t out[32], const uint8_t priv[32], const uint8_t u[32])
{
	uint8_t k[32];
	cb_f25519 x1, x2, z2, x3, z3, a, aa, b, bb, e, c, d, da, cb;
	uint32_t swap = 0, bit;
	int t;

	/* clamping, RFC 7748 §5 decodeScalar25519 */
	memcpy(k, priv, 32);
	k[0] &= 248;
	k[31] &= 127;
	k[31] |= 64;
	/* decodeUCoordinate: the top bit is masked by frombytes */
	cb_f25519_frombytes(&x1, u);
	cb_f25519_one(&x2);
	cb_f25519_zero(&z2);
	cb_f25519_copy(&x3, &x1);
	cb_f25519_one(&z3);
	for (t = 254; t >= 0; t--) {
		bit = (k[t >> 3] >> (t & 7)) & 1;
		swap ^= bit;
		cb_f25519_cswap(&x2, &x3, cb_ct_mask32(swap));
		cb_f25519_cswap(&z2, &z3, cb_ct_mask32(swap));
		swap = bit;
		cb_f25519_add(&a, &x2, &z2);
		cb_f25519_sqr(&aa, &a);
		cb_f25519_sub(&b, &x2, &z2);
		cb_f25519_sqr(&bb, &b);
		cb_f25519_sub(&e, &aa, &bb);
		cb_f25519_add(&c, &x3, &z3);
		cb_f25519_sub(&d, &x3, &z3);
		cb_f25519_mul(&da, &d, &a);
		cb_f25519_mul(&cb, &c, &b);
		cb_f25519_add(&x3, &da, &cb);
		cb_f25519_sqr(&x3, &x3);
		cb_f25519_sub(&z3, &da, &cb);
		cb_f25519_sqr(&z3, &z3);
		cb_f25519_mul(&z3, &z3, &x1);
		cb_f25519_mul(&x2, &aa, &bb);
		cb_f25519_mul_small(&z2, &e, A24);
		cb_f25519_add(&z2, &z2, &aa);
		cb_f25519_mul(&z2, &z2, &e);
	}
	cb_f25519_cswap(&x2, &x3, cb_ct_mask32(swap));
	cb_f25519_cswap(&z2, &z3, cb_ct_mask32(swap));
	cb_f25519_inv(&z2, &z2);
	cb_f25519_mul(&x2, &x2, &z2);
	cb_f25519_tobytes(out, &x2);
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
#endif

/* see cb/ec.h */
void
cb_x25519_public(uint8_t pub[CB_X25519_LEN], const uint8_t priv[CB_X25519_LEN])
{
	uint8_t k[32];

	/* same clamping as the ladder; [k]B on Edwards is ~3x faster */
	memcpy(k, priv, 32);
	k[0] &= 248;
	k[31] &= 127;
	k[31] |= 64;
	cb_x25519_base(pub, k);
	cb_wipe(k, sizeof(k));
}

/* see cb/ec.h */
int
cb_x25519_shared(uint8_t shared[CB_X25519_LEN],
		 const uint8_t priv[CB_X25519_LEN],
		 const uint8_t pub[CB_X25519_LEN])
{
	uint8_t acc = 0;
	unsigned i;

	ladder(shared, priv, pub);
	for (i = 0; i < CB_X25519_LEN; i++)
		acc |= shared[i];
	/* the shared secret is secret; whether it is zero is public */
	return cb_ct_nonzero32(acc) ? CB_OK : CB_E_RANGE;
}

/* ---- the descriptor (cb/desc.h) ---- */

static void
x25519_lens(const cb_prims *p, cb_pk_lens *l)
{
	memset(l, 0, sizeof(*l));
	l->priv = l->pub = l->out = CB_X25519_LEN;
}

static const char *
x25519_variant(const cb_prims *p)
{
	return "";
}

/* a private key of 32 bytes from rng (clamped in use), its public key */
static int
x25519_keygen(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
	      void *rng_arg, void *tmp)
{
	int rc = rng(rng_arg, priv, CB_X25519_LEN);

	if (rc == CB_OK)
		cb_x25519_public(pub, priv);
	return rc;
}

static int
x25519_desc_shared(const cb_prims *p, uint8_t *secret, const void *priv,
		   const uint8_t *peer, void *tmp)
{
	return cb_x25519_shared(secret, priv, peer);
}

/* see cb/ec.h */
const cb_kex_desc cb_x25519_kex = {
	"x25519", x25519_lens, x25519_variant, x25519_keygen,
	x25519_desc_shared
};
