/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of RSA: the private operation, PKCS#1 v1.5 and PSS
 * signing with p, q, dp, dq, qinv (and their Montgomery constants) marked
 * secret after import, at every exponent window (1..6).  Signatures and return codes are declassified
 * before they are compared, on the fixed keys of ct_keys.h.
 * Finite-field DH: key generation from secret random bytes, public value
 * and shared secret from a secret exponent, in every group.  DSA: public
 * key and signing with x secret, on fixed 1024/160 parameters (openssl
 * genpkey -genparam), running cb_dsa_sign's loop with the accept bits of
 * each nonce candidate declassified (a rejected candidate is discarded).
 */
#include <string.h>

#include "cb/bn.h"
#include "cb/hash.h"
#include "ct.h"
#include "ct_keys.h"
#include "internal/dsa.h"

static uint32_t tmp[CB_RSA_TMP_LIMBS_W(CB_RSA_MAX_BITS, CB_RSA_WINDOW_MAX)];
static uint32_t dhtmp[CB_DH_TMP_LIMBS(CB_DH_MAX_BITS)];
static cb_rsa_priv priv;

static int
rng(void *arg, uint8_t *out, size_t len)
{
	unsigned *s = arg;
	size_t i;

	for (i = 0; i < len; i++)
		out[i] = (uint8_t)((*s = *s * 1103515245u + 12345u) >> 16);
	return 0;
}

/* Random bytes that memcheck treats as secret. */
static int
secret_rng(void *arg, uint8_t *out, size_t len)
{
	int rc = rng(arg, out, len);

	CT_SECRET(out, len);
	return rc;
}

/* DH in group g: keygen, public value, shared secret; 0 if they agree. */
static int
dh_check(const cb_dh_group *g, unsigned *seed)
{
	uint8_t xa[CB_DH_MAX_PRIV_LEN], xb[CB_DH_MAX_PRIV_LEN];
	uint8_t ya[CB_DH_MAX_LEN], yb[CB_DH_MAX_LEN];
	uint8_t sa[CB_DH_MAX_LEN], sb[CB_DH_MAX_LEN];
	size_t n = cb_dh_len(g), xl = cb_dh_priv_len(g);
	int rc[4];

	rc[0] = cb_dh_keygen(xa, xl, ya, n, g, secret_rng, seed, dhtmp);
	rc[1] = cb_dh_keygen(xb, xl, yb, n, g, secret_rng, seed, dhtmp);
	CT_OUTPUT(ya, n);
	CT_OUTPUT(yb, n);
	rc[2] = cb_dh_pub_from_priv(ya, n, g, xa, xl, dhtmp);
	CT_OUTPUT(ya, n);
	rc[2] |= cb_dh_shared(sa, n, g, xa, xl, yb, n, CB_DH_CHECK_ORDER,
			      dhtmp);
	rc[3] = cb_dh_shared(sb, n, g, xb, xl, ya, n, 0, dhtmp);
	CT_PUBLIC(rc, sizeof(rc));
	CT_OUTPUT(sa, n);
	CT_OUTPUT(sb, n);
	return rc[0] | rc[1] | rc[2] | rc[3] || memcmp(sa, sb, n) != 0;
}

/* DSA: pub_from_priv and cb_dsa_sign's loop with x secret. */
static int
dsa_check(void)
{
	static cb_dsa_params dp;
	cb_dsa_rfc6979 st;
	uint8_t x[CB_DSA_MAX_QLEN], y[CB_DSA_MAX_BITS / 8];
	uint8_t sig[CB_DSA_MAX_SIG_LEN], dig[32];
	uint32_t xv[CB_DSA_MAX_QLEN / 4], k[CB_DSA_MAX_QLEN / 4], ok = 0;
	size_t n, yl;
	int rc, tries;

	if (cb_dsa_params_set(&dp, cb_dsa_bench_p1024,
			      sizeof(cb_dsa_bench_p1024), cb_dsa_bench_q1024,
			      sizeof(cb_dsa_bench_q1024), cb_dsa_bench_g1024,
			      sizeof(cb_dsa_bench_g1024), tmp) != CB_OK)
		return 1;
	n = cb_dsa_q_len(&dp);
	yl = cb_dsa_p_len(&dp);
	memset(x, 0x27, n);
	memset(dig, 0x61, sizeof(dig));
	CT_SECRET(x, n);
	rc = cb_dsa_pub_from_priv(y, yl, &dp, x, n, tmp);
	CT_PUBLIC(&rc, sizeof(rc));
	CT_OUTPUT(y, yl);
	if (rc != CB_OK)
		return 2;
	ok = cb_dsa_x_decode(xv, &dp, x);
	CT_PUBLIC(&ok, sizeof(ok));
	if (!ok || cb_dsa_rfc6979_init(&st, &dp, &cb_sha256_desc, xv, dig,
				       sizeof(dig)) != CB_OK)
		return 3;
	for (tries = 0; tries < 64; tries++) {
		ok = cb_dsa_rfc6979_next(&st, &dp, k);
		CT_PUBLIC(&ok, sizeof(ok));
		if (!ok)
			continue;
		ok = cb_dsa_sign_k(sig, &dp, k, xv, dig, sizeof(dig), tmp);
		CT_PUBLIC(&ok, sizeof(ok));
		if (ok)
			break;
	}
	CT_OUTPUT(sig, 2 * n);
	if (!ok || cb_dsa_verify(&dp, y, yl, dig, sizeof(dig), sig, 2 * n,
				 tmp) != CB_OK)
		return 4;
	return 0;
}

static void
mark_secret(void)
{
	CT_SECRET(priv.p, sizeof(priv.p));
	CT_SECRET(priv.q, sizeof(priv.q));
	CT_SECRET(priv.dp, sizeof(priv.dp));
	CT_SECRET(priv.dq, sizeof(priv.dq));
	CT_SECRET(priv.qinv, sizeof(priv.qinv));
	CT_SECRET(priv.rrp, sizeof(priv.rrp));
	CT_SECRET(priv.rrq, sizeof(priv.rrq));
}

/* The private operation and both signatures, the key marked secret. */
static int
rsa_check(unsigned *seed)
{
	uint8_t in[CB_RSA_MAX_LEN], out[CB_RSA_MAX_LEN], back[CB_RSA_MAX_LEN];
	uint8_t dig[32];
	size_t k = cb_rsa_len(&priv.pub);
	int rc, i;

	mark_secret();
	for (i = 0; i < 2; i++) {
		memset(in, 0x3c + i, k);
		in[0] = 0x12;
		rc = cb_rsa_private(out, k, &priv, in, k, tmp);
		CT_PUBLIC(&rc, sizeof(rc));
		CT_OUTPUT(out, k);
		if (rc != CB_OK ||
		    cb_rsa_public(back, k, &priv.pub, out, k, tmp) != CB_OK ||
		    memcmp(back, in, k) != 0)
			return 2;
		memset(dig, 0x55 + i, sizeof(dig));
		rc = cb_rsa_pkcs1_sign(out, k, &priv, &cb_sha256_desc, dig,
				       sizeof(dig), tmp);
		CT_PUBLIC(&rc, sizeof(rc));
		CT_OUTPUT(out, k);
		if (rc != CB_OK ||
		    cb_rsa_pkcs1_verify(&priv.pub, &cb_sha256_desc, dig,
					sizeof(dig), out, k, tmp) != CB_OK)
			return 3;
		rc = cb_rsa_pss_sign(out, k, &priv, &cb_sha256_desc, dig,
				     sizeof(dig), 32, rng, seed, tmp);
		CT_PUBLIC(&rc, sizeof(rc));
		CT_OUTPUT(out, k);
		if (rc != CB_OK ||
		    cb_rsa_pss_verify(&priv.pub, &cb_sha256_desc, dig,
				      sizeof(dig), 32, out, k, tmp) != CB_OK)
			return 4;
	}
	return 0;
}

int
main(void)
{
	static const uint8_t *const keys[2] = { rsa_key_a, rsa_key_b };
	static const size_t key_lens[2] = { sizeof(rsa_key_a),
					    sizeof(rsa_key_b) };
	unsigned seed = 9, w;
	int rc, j;

	/* each key at every window (the window is public) */
	for (j = 0; j < 2; j++) {
		for (w = CB_RSA_WINDOW_MIN; w <= CB_RSA_WINDOW_MAX; w++) {
			if (cb_rsa_priv_from_der(&priv, keys[j],
						 key_lens[j]) != CB_OK ||
			    cb_rsa_priv_set_window(&priv, w) != CB_OK)
				return 1;
			rc = rsa_check(&seed);
			if (rc != 0)
				return rc;
		}
	}
	if (dh_check(&cb_dh_rfc5114_1024, &seed) ||
	    dh_check(&cb_dh_ffdhe2048, &seed) ||
	    dh_check(&cb_dh_ffdhe3072, &seed) ||
	    dh_check(&cb_dh_ffdhe4096, &seed))
		return 5;
	if (dsa_check() != 0)
		return 6;
	return 0;
}
