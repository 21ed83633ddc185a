/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of ML-DSA: key generation with the seed secret, and
 * both signing configurations (pure, hedged) with K, s1, s2, t0 and rnd
 * secret, on every parameter set.  The library's source is compiled here
 * with CB_MLDSA_PUBLIC declassifying the values FIPS 204 makes public or
 * that carry no secret (see the header of lib/src/pq/mldsa.c): rho, the
 * ExpandS accept bits, the accept bit of each signing attempt and the
 * hints of the accepted one.  Everything else derived from the secrets
 * must reach neither a branch nor an address, and the outputs (t1 and tr,
 * c~ and z) must carry the secrets' taint.
 */
#include <string.h>

#include "ct.h"

#define CB_MLDSA_PUBLIC(p, n) CT_PUBLIC((p), (n))
#include "../../lib/src/pq/mldsa.c"

static const cb_mldsa_params *const sets[] = {
	&cb_mldsa44, &cb_mldsa65, &cb_mldsa87,
};

static int32_t tmp[CB_MLDSA87_SIGN_TMP_LEN / 4];

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

/* The private key's secret fields: K, then s1 || s2 || t0. */
static void
sk_secret(const cb_mldsa_params *p, uint8_t *sk)
{
	CT_SECRET(sk + 32, 32);
	CT_SECRET(sk + 128, cb_mldsa_sk_len(p) - 128);
}

static void
sk_public(const cb_mldsa_params *p, uint8_t *sk)
{
	CT_PUBLIC(sk, cb_mldsa_sk_len(p));
}

static int
check(const cb_mldsa_params *p, unsigned seed_no)
{
	uint8_t seed[32], pk[CB_MLDSA_PK_MAX], sk[CB_MLDSA_SK_MAX];
	uint8_t sig[CB_MLDSA_SIG_MAX], sig2[CB_MLDSA_SIG_MAX];
	uint8_t msg[33], ctx[4] = {'c', 't', 'x', 0};
	size_t sl = cb_mldsa_sig_len(p), zl = p->ctilde_len + p->l * z_bytes(p);
	size_t pl = cb_mldsa_pk_len(p), kl = cb_mldsa_sk_len(p);
	unsigned s = seed_no, s2 = seed_no * 7;
	int rc;

	memset(msg, 0x42, sizeof(msg));
	secret_rng(&s, seed, sizeof(seed));
	if (cb_mldsa_keygen_internal(p, pk, pl, sk, kl, seed) != CB_OK)
		return 1;
	CT_PUBLIC(pk, 32);
	CT_OUTPUT(pk + 32, pl - 32);
	CT_PUBLIC(sk, 32);
	CT_OUTPUT(sk + 32, kl - 32);

	/* fast and small signing, hedged with secret random bytes */
	sk_secret(p, sk);
	rc = cb_mldsa_sign(p, sig, sl, sk, kl, msg, sizeof(msg), ctx,
			   sizeof(ctx), secret_rng, &s, tmp, sizeof(tmp));
	CT_PUBLIC(&rc, sizeof(rc));
	if (rc != CB_OK)
		return 1;
	CT_OUTPUT(sig, zl);
	CT_PUBLIC(sig + zl, sl - zl);
	s = s2;
	rc = cb_mldsa_sign_small(p, sig2, sl, sk, kl, msg, sizeof(msg), ctx,
				 sizeof(ctx), secret_rng, &s, tmp,
				 cb_mldsa_sign_small_tmp_len(p));
	CT_PUBLIC(&rc, sizeof(rc));
	if (rc != CB_OK)
		return 1;
	CT_OUTPUT(sig2, zl);
	CT_PUBLIC(sig2 + zl, sl - zl);
	sk_public(p, sk);
	if (cb_mldsa_verify(p, pk, cb_mldsa_pk_len(p), msg, sizeof(msg), ctx,
			    sizeof(ctx), sig, sl) != CB_OK ||
	    cb_mldsa_verify(p, pk, cb_mldsa_pk_len(p), msg, sizeof(msg), ctx,
			    sizeof(ctx), sig2, sl) != CB_OK)
		return 1;
	return 0;
}

int
main(void)
{
	size_t i;

	for (i = 0; i < sizeof(sets) / sizeof(sets[0]); i++)
		if (check(sets[i], 1 + (unsigned)i) != 0 ||
		    check(sets[i], 11 + (unsigned)i) != 0)
			return 1;
	return 0;
}
