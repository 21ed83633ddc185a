/* SPDX-License-Identifier: MIT */
/*
 * ML-DSA against the ACVP and Wycheproof vectors, and a second check of
 * its own: OpenSSL 3.0 has no ML-DSA (nor does any library Debian 12
 * ships), so the differential rows say so and the "cross" rows compare
 * what FIPS 204 makes equal: the fast and small configurations, the pure
 * interface and Sign_internal on the M' it defines, mu given or computed,
 * and each signature verified by both configurations (and refused once a
 * byte is flipped).
 */
#include <string.h>

#include "cb/mldsa.h"
#include "mldsa_kat.h"
#include "ref.h"

#define CROSS_CASES 40

static int32_t tmp[CB_MLDSA87_SIGN_TMP_LEN / 4];

static const cb_mldsa_params *
params_of(const char *set)
{
	return strcmp(set, "ml-dsa-44") == 0 ? &cb_mldsa44 :
	       strcmp(set, "ml-dsa-65") == 0 ? &cb_mldsa65 : &cb_mldsa87;
}

/* The files of one source (first..last of mldsa_kat_files) for a set. */
static unsigned long
kat(const char *set, int first, int last, unsigned long *cases, char *why,
    size_t whylen)
{
	unsigned long failed = 0;
	char w[512] = "";
	int i;

	for (i = first; i <= last; i++) {
		mldsa_kat_counts n = {0, 0};
		long bad = mldsa_kat_run(NULL, mldsa_kat_files[i], set, &n, w,
					 sizeof(w));

		*cases += n.valid + n.invalid + (bad > 0 ? (unsigned long)bad
							  : 0);
		failed += bad < 0 ? 1 : (unsigned long)bad;
		if (bad != 0)
			ref_why(why, whylen, "%s", w);
	}
	return failed;
}

static int
rng(void *arg, uint8_t *out, size_t len)
{
	ref_rng_bytes(arg, out, len);
	return 0;
}

/* Random keys, messages and contexts through every path FIPS 204 equates. */
static unsigned long
cross(const char *set, unsigned long seed, unsigned long *cases, char *why,
      size_t whylen)
{
	const cb_mldsa_params *p = params_of(set);
	uint8_t pk[CB_MLDSA_PK_MAX], sk[CB_MLDSA_SK_MAX], xi[32];
	uint8_t s1[CB_MLDSA_SIG_MAX], s2[CB_MLDSA_SIG_MAX], zero[32] = {0};
	uint8_t mp[2 + 255 + 300], mu[64], *ctx = mp + 2;
	size_t sl = cb_mldsa_sig_len(p), pl = cb_mldsa_pk_len(p), ml, cl;
	size_t kl = cb_mldsa_sk_len(p);
	size_t small = cb_mldsa_sign_small_tmp_len(p);
	unsigned long failed = 0;
	ref_rng r, r1, r2;
	int i, ok;

	ref_rng_seed(&r, seed);
	for (i = 0; i < CROSS_CASES; i++) {
		ref_rng_bytes(&r, xi, sizeof(xi));
		cl = ref_rng_below(&r, 256);
		ml = ref_rng_below(&r, 300);
		ref_rng_bytes(&r, ctx, cl + ml);
		mp[0] = 0;
		mp[1] = (uint8_t)cl;
		/* hedged: both configurations on the same random bytes */
		r1 = r2 = r;
		ok = cb_mldsa_keygen_internal(p, pk, pl, sk, kl, xi) == CB_OK &&
		     cb_mldsa_sign(p, s1, sl, sk, kl, ctx + cl, ml, ctx, cl,
				   rng, &r1, tmp, sizeof(tmp)) == CB_OK &&
		     cb_mldsa_sign_small(p, s2, sl, sk, kl, ctx + cl, ml, ctx,
					 cl, rng, &r2, tmp, small) == CB_OK &&
		     memcmp(s1, s2, sl) == 0 &&
		     cb_mldsa_verify(p, pk, pl, ctx + cl, ml, ctx, cl, s1,
				     sl) == CB_OK;
		r = r1;
		/* deterministic: pure = Sign_internal(M') = sign_mu(mu) */
		ok = ok && cb_mldsa_sign(p, s1, sl, sk, kl, ctx + cl, ml, ctx,
					 cl, NULL, NULL, tmp,
					 sizeof(tmp)) == CB_OK &&
		     cb_mldsa_sign_internal(p, s2, sl, sk, kl, mp, 2 + cl + ml,
					    zero, tmp, sizeof(tmp)) == CB_OK &&
		     memcmp(s1, s2, sl) == 0 &&
		     cb_mldsa_mu(p, mu, pk, pl, ctx + cl, ml, ctx, cl) == CB_OK &&
		     cb_mldsa_sign_small_mu(p, s2, sl, sk, kl, mu, zero, tmp,
					    small) == CB_OK &&
		     memcmp(s1, s2, sl) == 0 &&
		     cb_mldsa_verify_internal(p, pk, pl, mp, 2 + cl + ml, s1,
					      sl) == CB_OK &&
		     cb_mldsa_verify_mu(p, pk, pl, mu, s1, sl) == CB_OK &&
		     cb_mldsa_verify_small(p, pk, pl, ctx + cl, ml, ctx, cl,
					   s1, sl) == CB_OK &&
		     cb_mldsa_verify_small_mu(p, pk, pl, mu, s1, sl) == CB_OK;
		s1[ref_rng_below(&r, sl)] ^= 1;
		ok = ok && cb_mldsa_verify(p, pk, pl, ctx + cl, ml, ctx, cl, s1,
					   sl) == CB_E_AUTH &&
		     cb_mldsa_verify_small(p, pk, pl, ctx + cl, ml, ctx, cl,
					   s1, sl) == CB_E_AUTH;
		(*cases)++;
		if (!ok && failed++ == 0)
			ref_why(why, whylen, "case %d: context %zu, message "
				"%zu bytes", i, cl, ml);
	}
	return failed;
}

#define SET(n, tag)                                                         \
	static unsigned long acvp_##tag(unsigned long *c, char *w, size_t l) \
	{                                                                   \
		return kat(n, 0, 2, c, w, l);                               \
	}                                                                   \
	static unsigned long wp_##tag(unsigned long *c, char *w, size_t l)   \
	{                                                                   \
		return kat(n, 3, 5, c, w, l);                               \
	}                                                                   \
	static unsigned long cross_##tag(unsigned long *c, char *w,         \
					 size_t l)                          \
	{                                                                   \
		return cross(n, 0x204##tag, c, w, l);                       \
	}
SET("ml-dsa-44", 44)
SET("ml-dsa-65", 65)
SET("ml-dsa-87", 87)
#undef SET

/* OpenSSL 3.0 has no ML-DSA: its rows have no run (verify says n/a) */
static const ref_check checks[] = {
	{ "ml-dsa-44", "openssl", NULL, NULL },
	{ "ml-dsa-44", "acvp", acvp_44, NULL },
	{ "ml-dsa-44", "wycheproof", wp_44, NULL },
	{ "ml-dsa-44", "cross", cross_44, NULL },
	{ "ml-dsa-65", "openssl", NULL, NULL },
	{ "ml-dsa-65", "acvp", acvp_65, NULL },
	{ "ml-dsa-65", "wycheproof", wp_65, NULL },
	{ "ml-dsa-65", "cross", cross_65, NULL },
	{ "ml-dsa-87", "openssl", NULL, NULL },
	{ "ml-dsa-87", "acvp", acvp_87, NULL },
	{ "ml-dsa-87", "wycheproof", wp_87, NULL },
	{ "ml-dsa-87", "cross", cross_87, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* see ref.h */
const ref_check *
ref_checks_mldsa(void)
{
	return checks;
}
