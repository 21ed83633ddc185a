/* SPDX-License-Identifier: MIT */
/*
 * Unit tests of ML-DSA: ACVP keyGen/sigGen/sigVer and Wycheproof sign and
 * verify records, both signing and both verifying configurations, round
 * trips, bad input.
 * With a directory argument the vectors are read from DIR/mldsa/ (the
 * build's full conversion of ../shared/vectors) instead of the subset.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/mldsa.h"
#include "mldsa_kat.h"

static const char *vec_dir; /* NULL: the committed subset */
static int32_t tmp[CB_MLDSA87_SIGN_TMP_LEN / 4];

/* Every record of one vector file (loop index: mldsa_kat_files[]). */
START_TEST(vectors)
{
	mldsa_kat_counts n = {0, 0};
	char why[512] = "";
	long bad;

	bad = mldsa_kat_run(vec_dir, mldsa_kat_files[_i], NULL, &n, why,
			    sizeof(why));
	ck_assert_msg(bad == 0, "%s", why);
	ck_assert_uint_gt(n.valid + n.invalid, 0);
	printf("mldsa %s: %lu valid matched, %lu invalid rejected\n",
	       mldsa_kat_files[_i], n.valid, n.invalid);
}
END_TEST

/* Deterministic test randomness. */
static int
test_rng(void *arg, uint8_t *out, size_t len)
{
	unsigned *s = arg;
	size_t i;

	for (i = 0; i < len; i++)
		out[i] = (uint8_t)((*s = *s * 1103515245u + 12345u) >> 16);
	return 0;
}

static int
failing_rng(void *arg, uint8_t *out, size_t len)
{
	(void)arg;
	(void)out;
	(void)len;
	return -1;
}

static const cb_mldsa_params *const sets[] = {
	&cb_mldsa44, &cb_mldsa65, &cb_mldsa87,
};

/* cb_mldsa_verify() and cb_mldsa_verify_small() agree: their result. */
static int
verify2(const cb_mldsa_params *p, const uint8_t *pk, size_t pl,
	const uint8_t *msg, size_t ml, const uint8_t *ctx, size_t cl,
	const uint8_t *sig, size_t sl)
{
	int a = cb_mldsa_verify(p, pk, pl, msg, ml, ctx, cl, sig, sl);

	ck_assert_int_eq(cb_mldsa_verify_small(p, pk, pl, msg, ml, ctx, cl,
					       sig, sl), a);
	return a;
}

/*
 * Hedged signatures of both configurations verify in both; tampering
 * fails in both.
 */
START_TEST(roundtrip)
{
	const cb_mldsa_params *p = sets[_i];
	uint8_t pk[CB_MLDSA_PK_MAX], sk[CB_MLDSA_SK_MAX], seed[32];
	uint8_t sig[CB_MLDSA_SIG_MAX], sig2[CB_MLDSA_SIG_MAX], msg[100];
	uint8_t ctx[3] = {1, 2, 3};
	size_t sl = cb_mldsa_sig_len(p), pl = cb_mldsa_pk_len(p), i;
	size_t kl = cb_mldsa_sk_len(p);
	unsigned s1 = 7, s2 = 7;

	memset(seed, 0x5a + _i, sizeof(seed));
	memset(msg, 0xa5, sizeof(msg));
	ck_assert_int_eq(cb_mldsa_keygen_internal(p, pk, pl, sk, kl, seed),
			 CB_OK);
	ck_assert_int_eq(cb_mldsa_sign(p, sig, sl, sk, kl, msg, sizeof(msg),
				       ctx, 3, test_rng, &s1, tmp,
				       sizeof(tmp)), CB_OK);
	ck_assert_int_eq(cb_mldsa_sign_small(p, sig2, sl, sk, kl, msg,
		sizeof(msg), ctx, 3, test_rng, &s2, tmp,
		cb_mldsa_sign_small_tmp_len(p)), CB_OK);
	ck_assert(memcmp(sig, sig2, sl) == 0);
	ck_assert_int_eq(verify2(p, pk, pl, msg, sizeof(msg), ctx, 3,
					 sig, sl), CB_OK);
	/* hedged differs from deterministic */
	ck_assert_int_eq(cb_mldsa_sign(p, sig2, sl, sk, kl, msg, sizeof(msg),
				       ctx, 3, NULL, NULL, tmp, sizeof(tmp)),
			 CB_OK);
	ck_assert(memcmp(sig, sig2, sl) != 0);
	ck_assert_int_eq(verify2(p, pk, pl, msg, sizeof(msg), ctx, 3,
					 sig2, sl), CB_OK);
	/* another context, another message */
	ck_assert_int_eq(verify2(p, pk, pl, msg, sizeof(msg), ctx, 2,
					 sig, sl), CB_E_AUTH);
	ck_assert_int_eq(verify2(p, pk, pl, msg, sizeof(msg) - 1, ctx,
					 3, sig, sl), CB_E_AUTH);
	/* every 97th byte of the signature flipped */
	for (i = 0; i < sl; i += 97) {
		sig[i] ^= 0x10;
		ck_assert_int_eq(verify2(p, pk, pl, msg, sizeof(msg),
						 ctx, 3, sig, sl), CB_E_AUTH);
		sig[i] ^= 0x10;
	}
}
END_TEST

/*
 * The signing workspaces: 29 KB for ML-DSA-44's fast signing (A, s1^,
 * s2^, t0^, y^, w at three bytes a coefficient, c^ and a scratch poly)
 * and 9 KB for the small one (y^, w, c^, two scratch), and buffers of
 * exactly those lengths on the heap (so the sanitizers see any byte past
 * them) sign as a larger one.
 */
START_TEST(fast_workspace)
{
	const cb_mldsa_params *p = &cb_mldsa44;
	uint8_t pk[CB_MLDSA44_PK_LEN], sk[CB_MLDSA44_SK_LEN], seed[32] = {7};
	uint8_t sig[CB_MLDSA44_SIG_LEN], sig2[CB_MLDSA44_SIG_LEN];
	uint8_t mu[64] = {1}, rnd[32] = {2};
	void *exact = malloc(CB_MLDSA44_SIGN_TMP_LEN);
	void *small = malloc(CB_MLDSA44_SIGN_SMALL_TMP_LEN);

	ck_assert_uint_eq(CB_MLDSA44_SIGN_TMP_LEN, 29696);
	ck_assert_uint_eq(CB_MLDSA44_SIGN_SMALL_TMP_LEN, 9216);
	ck_assert_ptr_nonnull(exact);
	ck_assert_ptr_nonnull(small);
	ck_assert_int_eq(cb_mldsa_keygen_internal(p, pk, sizeof(pk), sk,
						  sizeof(sk), seed), CB_OK);
	ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sizeof(sig), sk, sizeof(sk),
					  mu, rnd, exact,
					  CB_MLDSA44_SIGN_TMP_LEN), CB_OK);
	ck_assert_int_eq(cb_mldsa_sign_mu(p, sig2, sizeof(sig), sk, sizeof(sk),
					  mu, rnd, tmp, sizeof(tmp)), CB_OK);
	ck_assert_mem_eq(sig, sig2, sizeof(sig));
	ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig2, sizeof(sig), sk,
		sizeof(sk), mu, rnd, small, CB_MLDSA44_SIGN_SMALL_TMP_LEN),
		CB_OK);
	ck_assert_mem_eq(sig, sig2, sizeof(sig));
	free(exact);
	free(small);
}
END_TEST

START_TEST(badarg)
{
	const cb_mldsa_params *p = &cb_mldsa44;
	uint8_t pk[CB_MLDSA44_PK_LEN], sk[CB_MLDSA44_SK_LEN], seed[32] = {0};
	uint8_t sig[CB_MLDSA44_SIG_LEN], ctx[256] = {0}, zero[32] = {0};
	uint8_t mu[64] = {0};
	size_t pl = sizeof(pk), kl = sizeof(sk), sl = sizeof(sig);

	ck_assert_int_eq(cb_mldsa_keygen_internal(p, pk, pl, sk, kl, seed),
			 CB_OK);
	ck_assert_int_eq(cb_mldsa_sign(p, sig, sl, sk, kl, NULL, 0, ctx, 256,
				       NULL, NULL, tmp, sizeof(tmp)), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign(p, sig, sl, sk, kl, NULL, 0, ctx, 255,
				       NULL, NULL, tmp, sizeof(tmp)), CB_OK);
	ck_assert_int_eq(verify2(p, pk, pl, NULL, 0, ctx, 255, sig, sl),
			 CB_OK);
	ck_assert_int_eq(verify2(p, pk, pl, NULL, 0, ctx, 256, sig, sl),
			 CB_E_ARG);
	ck_assert_int_eq(verify2(p, pk, pl - 1, NULL, 0, ctx, 255, sig, sl),
			 CB_E_ARG);
	ck_assert_int_eq(verify2(p, pk, pl, NULL, 0, ctx, 255, sig, sl + 1),
			 CB_E_ARG);
	/* workspace one byte short, or misaligned */
	ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sl, sk, kl, mu, zero, tmp,
					  CB_MLDSA44_SIGN_TMP_LEN - 1),
			 CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig, sl, sk, kl, mu, zero,
		tmp, CB_MLDSA44_SIGN_SMALL_TMP_LEN - 1), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sl, sk, kl, mu, zero,
					  (uint8_t *)tmp + 1, sizeof(tmp) - 4),
			 CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig, sl, sk, kl, mu, zero,
		tmp, CB_MLDSA44_SIGN_SMALL_TMP_LEN), CB_OK);
	/* failing random source: CB_E_RNG, signature zeroed */
	ck_assert_int_eq(cb_mldsa_sign(p, sig, sl, sk, kl, NULL, 0, NULL, 0,
				       failing_rng, NULL, tmp, sizeof(tmp)),
			 CB_E_RNG);
	ck_assert_uint_eq(sig[0] | sig[100] | sig[sizeof(sig) - 1], 0);
	/* s1 coefficient out of range (eta = 2: 3-bit value 7) */
	sk[128] |= 7;
	ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sl, sk, kl, mu, zero, tmp,
					  sizeof(tmp)), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig, sl, sk, kl, mu, zero,
						tmp, sizeof(tmp)), CB_E_ARG);
	ck_assert_uint_eq(cb_mldsa_sign_tmp_len(&cb_mldsa65),
			  CB_MLDSA65_SIGN_TMP_LEN);
	ck_assert_uint_eq(cb_mldsa_sign_small_tmp_len(&cb_mldsa87),
			  CB_MLDSA87_SIGN_SMALL_TMP_LEN);
}
END_TEST

/*
 * Every call that takes a key or writes one refuses a buffer of another
 * length than the set's with CB_E_ARG and writes nothing: ML-DSA-44's
 * lengths one byte short and one long, and ML-DSA-65's key to ML-DSA-44.
 */
START_TEST(wrong_lengths)
{
	const cb_mldsa_params *p = &cb_mldsa44;
	uint8_t pk[CB_MLDSA_PK_MAX], sk[CB_MLDSA_SK_MAX], seed[32] = {3};
	uint8_t sig[CB_MLDSA_SIG_MAX], mu[64] = {0}, zero[32] = {0};
	size_t pl = cb_mldsa_pk_len(p), kl = cb_mldsa_sk_len(p);
	size_t sl = cb_mldsa_sig_len(p), i;
	const size_t bad_k[] = {kl - 1, kl + 1, 0, CB_MLDSA65_SK_LEN};
	const size_t bad_s[] = {sl - 1, sl + 1, 0};
	const size_t bad_p[] = {pl - 1, pl + 1, 0, CB_MLDSA65_PK_LEN};
	unsigned s1 = 5;

	ck_assert_int_eq(cb_mldsa_keygen_internal(p, pk, pl, sk, kl, seed),
			 CB_OK);
	memset(sig, 0xee, sizeof(sig));
	for (i = 0; i < sizeof(bad_k) / sizeof(bad_k[0]); i++) {
		ck_assert_int_eq(cb_mldsa_sign(p, sig, sl, sk, bad_k[i], NULL,
			0, NULL, 0, NULL, NULL, tmp, sizeof(tmp)), CB_E_ARG);
		ck_assert_int_eq(cb_mldsa_sign_small(p, sig, sl, sk, bad_k[i],
			NULL, 0, NULL, 0, NULL, NULL, tmp, sizeof(tmp)),
			CB_E_ARG);
		ck_assert_int_eq(cb_mldsa_sign_internal(p, sig, sl, sk,
			bad_k[i], NULL, 0, zero, tmp, sizeof(tmp)), CB_E_ARG);
		ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sl, sk, bad_k[i], mu,
			zero, tmp, sizeof(tmp)), CB_E_ARG);
		ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig, sl, sk,
			bad_k[i], mu, zero, tmp, sizeof(tmp)), CB_E_ARG);
		ck_assert_int_eq(cb_mldsa_keygen(p, pk, pl, sk, bad_k[i],
						 test_rng, &s1), CB_E_ARG);
	}
	for (i = 0; i < sizeof(bad_s) / sizeof(bad_s[0]); i++) {
		ck_assert_int_eq(cb_mldsa_sign(p, sig, bad_s[i], sk, kl, NULL,
			0, NULL, 0, NULL, NULL, tmp, sizeof(tmp)), CB_E_ARG);
		ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig, bad_s[i], sk,
			kl, mu, zero, tmp, sizeof(tmp)), CB_E_ARG);
	}
	/* nothing written: the signature buffer keeps its fill */
	for (i = 0; i < sizeof(sig); i++)
		ck_assert_uint_eq(sig[i], 0xee);
	memset(pk, 0xee, sizeof(pk));
	for (i = 0; i < sizeof(bad_p) / sizeof(bad_p[0]); i++) {
		ck_assert_int_eq(cb_mldsa_keygen_internal(p, pk, bad_p[i], sk,
							  kl, seed), CB_E_ARG);
		ck_assert_int_eq(cb_mldsa_keygen(p, pk, bad_p[i], sk, kl,
						 test_rng, &s1), CB_E_ARG);
		ck_assert_int_eq(cb_mldsa_mu(p, mu, pk, bad_p[i], NULL, 0,
					     NULL, 0), CB_E_ARG);
	}
	for (i = 0; i < sizeof(pk); i++)
		ck_assert_uint_eq(pk[i], 0xee);
	/* the rng was never drawn from */
	ck_assert_uint_eq(s1, 5);
}
END_TEST

/*
 * cb_mldsa_keygen draws xi from its rng and derives the pair of that xi;
 * a failing rng gives CB_E_RNG and zeroed keys.
 */
START_TEST(keygen_rng)
{
	const cb_mldsa_params *p = &cb_mldsa44;
	uint8_t pk[CB_MLDSA_PK_MAX], sk[CB_MLDSA_SK_MAX];
	uint8_t pk2[CB_MLDSA_PK_MAX], sk2[CB_MLDSA_SK_MAX], xi[32];
	size_t pl = cb_mldsa_pk_len(p), kl = cb_mldsa_sk_len(p), i;
	unsigned s1 = 11, s2 = 11;

	ck_assert_int_eq(cb_mldsa_keygen(p, pk, pl, sk, kl, test_rng, &s1),
			 CB_OK);
	ck_assert_int_eq(test_rng(&s2, xi, sizeof(xi)), 0);
	ck_assert_int_eq(cb_mldsa_keygen_internal(p, pk2, pl, sk2, kl, xi),
			 CB_OK);
	ck_assert_mem_eq(pk, pk2, pl);
	ck_assert_mem_eq(sk, sk2, kl);
	ck_assert_int_eq(cb_mldsa_keygen(p, pk, pl, sk, kl, failing_rng, NULL),
			 CB_E_RNG);
	for (i = 0; i < pl; i++)
		ck_assert_uint_eq(pk[i], 0);
	for (i = 0; i < kl; i++)
		ck_assert_uint_eq(sk[i], 0);
}
END_TEST

int
main(int argc, char **argv)
{
	Suite *s = suite_create("mldsa");
	SRunner *sr;
	TCase *tc;
	int nf;

	vec_dir = argc > 1 ? argv[1] : NULL;
	tc = tcase_create("mldsa_vectors");
	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, vectors, 0, 6);
	suite_add_tcase(s, tc);
	if (vec_dir == NULL) {
		tc = tcase_create("mldsa_props");
		tcase_set_timeout(tc, 300);
		tcase_add_loop_test(tc, roundtrip, 0, 3);
		tcase_add_test(tc, badarg);
		tcase_add_test(tc, wrong_lengths);
		tcase_add_test(tc, keygen_rng);
		tcase_add_test(tc, fast_workspace);
		suite_add_tcase(s, tc);
	}
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
