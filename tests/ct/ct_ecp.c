/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of the prime curves: key generation (secret random
 * bytes), public key from a private key, ECDH, ECDSA and SM2 signing with
 * the private scalar (and SM2's random seed) marked secret.  Signing runs
 * the same loops as cb_ecdsa_sign and cb_sm2_sign (nonce candidates, then
 * cb_ecdsa_sign_k / cb_sm2_try), with the accept bits of each attempt
 * declassified: a rejected candidate is discarded, so only those bits
 * may reach a branch.  Outputs that are public (public keys, signatures,
 * return codes) are declassified before they are compared.
 */
#include <string.h>

#include "cb/ec.h"
#include "cb/mac.h"
#include "cb/util.h"
#include "ct.h"
#include "internal/ecp.h"

static const cb_ecp_curve *const curves[] = {
	&cb_ecp_secp256r1, &cb_ecp_secp384r1, &cb_ecp_secp521r1,
	&cb_ecp_brainpoolp256r1, &cb_ecp_brainpoolp384r1,
	&cb_ecp_brainpoolp512r1, &cb_ecp_sm2,
};

/* Random bytes that memcheck treats as secret. */
static int
secret_rng(void *arg, uint8_t *out, size_t len)
{
	unsigned *s = arg;
	size_t i;

	for (i = 0; i < len; i++)
		out[i] = (uint8_t)((*s = *s * 1103515245u + 12345u) >> 16);
	CT_SECRET(out, len);
	return 0;
}

/* cb_ecdsa_sign's loop with the accept bit declassified. */
static int
sign_ct(uint8_t *sig, const cb_ecp_curve *c, const cb_hash_desc *h,
	const uint8_t *priv, const uint8_t *dig, size_t dl)
{
	cb_hmac_drbg_ctx drbg;
	cb_ecp_ctx e;
	uint32_t d[CB_ECP_LIMBS], k[CB_ECP_LIMBS], ok = 0, dok;
	int tries;

	cb_ecp_ctx_init(&e, c);
	dok = cb_ecp_scalar_decode(&e, d, priv);
	if (cb_ecdsa_rfc6979_init(&drbg, &e, h, d, dig, dl) != CB_OK)
		return 1;
	for (tries = 0; tries < 128; tries++) {
		ok = cb_ecdsa_nonce(&e, k, &drbg);
		CT_PUBLIC(&ok, sizeof(ok));
		if (!ok)
			continue;
		ok = cb_ecdsa_sign_k(&e, sig, k, d, dig, dl);
		CT_PUBLIC(&ok, sizeof(ok));
		if (ok)
			break;
	}
	CT_PUBLIC(&dok, sizeof(dok));
	cb_wipe(&drbg, sizeof(drbg));
	return !ok || !dok;
}

/* cb_sm2_sign's loop with the accept bit declassified. */
static int
sm2_sign_ct(uint8_t *sig, const uint8_t *priv, const uint8_t *pub,
	    const uint8_t *msg, size_t len, unsigned *seed)
{
	const cb_ecp_curve *c = &cb_ecp_sm2;
	uint8_t ent[32], x[32], eb[32];
	uint32_t d[CB_ECP_LIMBS], ev[CB_ECP_LIMBS], k[CB_ECP_LIMBS];
	uint32_t dok, ok = 0;
	cb_hmac_drbg_ctx drbg;
	cb_ecp_ctx e;
	int tries;

	if (cb_sm2_prepare(&e, d, ev, &dok, c, priv, pub, 65,
			   (const uint8_t *)"1234567812345678", 16, msg,
			   len) != CB_OK)
		return 1;
	(void)secret_rng(seed, ent, sizeof(ent));
	cb_bn_to_bytes(x, 32, d, e.n);
	cb_bn_to_bytes(eb, 32, ev, e.n);
	if (cb_hmac_drbg_init(&drbg, &cb_sm3_desc, ent, 32, x, 32, eb, 32) !=
	    CB_OK)
		return 1;
	for (tries = 0; tries < 64; tries++) {
		cb_sm2_nonce(&e, k, &drbg);
		ok = cb_sm2_try(&e, sig, d, ev, k) | ~dok;
		CT_PUBLIC(&ok, sizeof(ok));
		if (ok)
			break;
	}
	CT_PUBLIC(&dok, sizeof(dok));
	return !ok || !dok;
}

int
main(void)
{
	uint8_t a[CB_ECP_MAX_LEN], b[CB_ECP_MAX_LEN];
	uint8_t pa[CB_ECP_MAX_PUB_LEN], pb[CB_ECP_MAX_PUB_LEN];
	uint8_t pc[CB_ECP_MAX_PUB_LEN];
	uint8_t s1[CB_ECP_MAX_LEN], s2[CB_ECP_MAX_LEN];
	uint8_t sig[CB_ECP_MAX_SIG_LEN], sig2[CB_ECP_MAX_SIG_LEN];
	uint8_t dig[64];
	unsigned seed = 1;
	size_t i, nl, pl, publ;
	int bad = 0, r1, r2;

	for (i = 0; i < sizeof(dig); i++)
		dig[i] = (uint8_t)(i * 17 + 5);
	for (i = 0; i < sizeof(curves) / sizeof(curves[0]); i++) {
		const cb_ecp_curve *c = curves[i];
		const cb_hash_desc *h = c->nlen > 48 ? &cb_sha512_desc :
					c->nlen > 32 ? &cb_sha384_desc :
						       &cb_sha256_desc;

		nl = cb_ecp_scalar_len(c);
		pl = cb_ecp_field_len(c);
		publ = cb_ecp_pub_len(c);
		/* keygen: secret random bytes -> secret key, public pub */
		r1 = cb_ecdh_keygen(a, nl, pa, publ, c, secret_rng, &seed);
		r2 = cb_ecdh_keygen(b, nl, pb, 1 + pl, c, secret_rng, &seed);
		CT_PUBLIC(&r1, sizeof(r1));
		CT_PUBLIC(&r2, sizeof(r2));
		CT_OUTPUT(pa, publ);
		CT_OUTPUT(pb, 1 + pl);
		bad |= r1 != CB_OK || r2 != CB_OK;
		/* public key again from the secret key */
		r1 = cb_ecp_pub_from_priv(pc, publ, c, a, nl);
		CT_PUBLIC(&r1, sizeof(r1));
		CT_OUTPUT(pc, publ);
		bad |= r1 != CB_OK || memcmp(pa, pc, publ) != 0;
		/* ECDH both ways */
		r1 = cb_ecdh_shared(s1, pl, c, a, nl, pb, 1 + pl);
		r2 = cb_ecdh_shared(s2, pl, c, b, nl, pa, publ);
		CT_PUBLIC(&r1, sizeof(r1));
		CT_PUBLIC(&r2, sizeof(r2));
		bad |= r1 != CB_OK || r2 != CB_OK;
		CT_OUTPUT(s1, pl);
		CT_OUTPUT(s2, pl);
		r1 = cb_memeq(s1, s2, pl);
		CT_PUBLIC(&r1, sizeof(r1));
		bad |= r1 != 1;
		/* ECDSA signing with the secret key */
		bad |= sign_ct(sig, c, h, a, dig, h->out_len);
		CT_OUTPUT(sig, 2 * nl);
		CT_PUBLIC(a, nl);
		/* same result as the public entry point (now on public data) */
		bad |= cb_ecdsa_sign(sig2, 2 * nl, c, h, a, nl, dig,
				     h->out_len) != CB_OK;
		bad |= memcmp(sig, sig2, 2 * nl) != 0;
		bad |= cb_ecdsa_verify(c, pa, publ, dig, h->out_len, sig,
				       2 * nl) != CB_OK;
	}
	/* SM2 signing with a secret key and secret randomness */
	r1 = cb_ecdh_keygen(a, 32, pa, 65, &cb_ecp_sm2, secret_rng, &seed);
	CT_PUBLIC(&r1, sizeof(r1));
	CT_OUTPUT(pa, 65);
	bad |= r1 != CB_OK;
	bad |= sm2_sign_ct(sig, a, pa, dig, sizeof(dig), &seed);
	CT_OUTPUT(sig, 64);
	bad |= cb_sm2_verify(&cb_ecp_sm2, pa, 65,
			     (const uint8_t *)"1234567812345678", 16, dig,
			     sizeof(dig), sig, 64) != CB_OK;
	return bad;
}
