/* SPDX-License-Identifier: MIT */
/*
 * Unit tests of ML-DSA: ACVP keyGen/sigGen/sigVer and Wycheproof sign and
 * verify records, both signing configurations, round trips, bad input.
 * With a directory argument the vectors are read from DIR/mldsa/ (the
 * build's full conversion of ../shared/vectors) instead of the subset.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/hash.h"
#include "cb/mldsa.h"
#include "vec.h"

static const char *vec_dir; /* NULL: the committed subset */
static int32_t tmp[CB_MLDSA87_SIGN_TMP_LEN / 4];

static const cb_mldsa_params *
section_params(const vec_rec *r)
{
	if (strcmp(r->section, "ml-dsa-44") == 0)
		return &cb_mldsa44;
	if (strcmp(r->section, "ml-dsa-65") == 0)
		return &cb_mldsa65;
	if (strcmp(r->section, "ml-dsa-87") == 0)
		return &cb_mldsa87;
	ck_abort_msg("%s: unknown section [%s]", vec_where(r), r->section);
	return NULL;
}

/* SHA3-256 of buf equals the hex field name. */
static int
digest_is(const vec_rec *r, const char *name, const uint8_t *buf, size_t len)
{
	uint8_t d[32], *want;
	size_t wl;
	int eq;

	want = vec_hex(r, name, &wl);
	ck_assert_msg(want != NULL, "%s: no %s", vec_where(r), name);
	if (wl == 0) { /* no expected output given */
		free(want);
		return 1;
	}
	ck_assert_uint_eq(wl, 32);
	cb_sha3_256(d, buf, len);
	eq = memcmp(d, want, 32) == 0;
	free(want);
	return eq;
}

static int
is_valid(const vec_rec *r)
{
	const char *v = vec_get(r, "Result");

	ck_assert_msg(v != NULL, "%s: no Result", vec_where(r));
	return strcmp(v, "valid") == 0;
}

/* A field carried forward within a section: *buf is replaced if present. */
static void
carry(const vec_rec *r, const char *name, uint8_t **buf, size_t *len,
      const char **sec)
{
	uint8_t *v;
	size_t l;

	if (*sec != r->section) { /* new section: drop what was carried */
		free(*buf);
		*buf = NULL;
		*len = 0;
	}
	v = vec_hex(r, name, &l);
	if (v) {
		free(*buf);
		*buf = v;
		*len = l;
	}
}

static void
load(vec_set *set, const char *rel)
{
	char err[256];

	ck_assert_msg(vec_load(set, vec_dir, rel, err, sizeof(err)) == 0, "%s",
		      err);
}

START_TEST(acvp_keygen)
{
	uint8_t pk[CB_MLDSA_PK_MAX], sk[CB_MLDSA_SK_MAX], *seed;
	vec_set set;
	size_t n;
	int i;

	load(&set, "mldsa/acvp_keygen.vec");
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const cb_mldsa_params *p = section_params(r);

		seed = vec_hex(r, "Seed", &n);
		ck_assert_msg(seed && n == 32, "%s", vec_where(r));
		cb_mldsa_keygen(p, pk, sk, seed);
		ck_assert_msg(digest_is(r, "PkSha3", pk, cb_mldsa_pk_len(p)),
			      "%s: pk", vec_where(r));
		ck_assert_msg(digest_is(r, "SkSha3", sk, cb_mldsa_sk_len(p)),
			      "%s: sk", vec_where(r));
		free(seed);
	}
	printf("mldsa acvp_keygen: %d valid, all match\n", set.nrec);
	vec_free(&set);
}
END_TEST

/* Sign M' (or mu when mprime is NULL) in both configurations. */
static void
sign_both(const vec_rec *r, const cb_mldsa_params *p, uint8_t *sig,
	  const uint8_t *sk, const uint8_t *m, size_t ml, const uint8_t *mu,
	  const uint8_t rnd[32])
{
	uint8_t sig2[CB_MLDSA_SIG_MAX];
	size_t sl = cb_mldsa_sig_len(p);

	if (mu) {
		ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sk, mu, rnd, tmp,
						  sizeof(tmp)), CB_OK);
		ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig2, sk, mu, rnd,
			tmp, cb_mldsa_sign_small_tmp_len(p)), CB_OK);
	} else {
		ck_assert_int_eq(cb_mldsa_sign_internal(p, sig, sk, m, ml, rnd,
			tmp, sizeof(tmp)), CB_OK);
		memcpy(sig2, sig, sl);
	}
	ck_assert_msg(memcmp(sig, sig2, sl) == 0, "%s: small != fast",
		      vec_where(r));
}

START_TEST(acvp_siggen)
{
	uint8_t sig[CB_MLDSA_SIG_MAX], rnd[32], *sk = NULL, *m, *rv;
	size_t skl = 0, ml, rl;
	const char *sec = NULL;
	vec_set set;
	int i;

	load(&set, "mldsa/acvp_siggen.vec");
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const cb_mldsa_params *p = section_params(r);

		carry(r, "Sk", &sk, &skl, &sec);
		sec = r->section;
		ck_assert_msg(sk && skl == cb_mldsa_sk_len(p), "%s",
			      vec_where(r));
		m = vec_hex(r, "Msg", &ml);
		memset(rnd, 0, sizeof(rnd));
		rv = vec_hex(r, "Rnd", &rl);
		if (rv) {
			ck_assert_uint_eq(rl, 32);
			memcpy(rnd, rv, 32);
			free(rv);
		}
		sign_both(r, p, sig, sk, m, ml, NULL, rnd);
		ck_assert_msg(digest_is(r, "SigSha3", sig, cb_mldsa_sig_len(p)),
			      "%s: signature", vec_where(r));
		free(m);
	}
	printf("mldsa acvp_siggen: %d valid, all match\n", set.nrec);
	free(sk);
	vec_free(&set);
}
END_TEST

START_TEST(acvp_sigver)
{
	uint8_t *pk = NULL, *m, *s;
	size_t pkl = 0, ml, sl;
	const char *sec = NULL;
	int i, nv = 0, ni = 0, rc;
	vec_set set;

	load(&set, "mldsa/acvp_sigver.vec");
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const cb_mldsa_params *p = section_params(r);

		carry(r, "Pk", &pk, &pkl, &sec);
		sec = r->section;
		m = vec_hex(r, "Msg", &ml);
		s = vec_hex(r, "Sig", &sl);
		ck_assert_msg(pk && m && s, "%s", vec_where(r));
		rc = cb_mldsa_verify_internal(p, pk, pkl, m, ml, s, sl);
		if (is_valid(r)) {
			ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
			nv++;
		} else {
			ck_assert_msg(rc == CB_E_AUTH, "%s: rc %d", vec_where(r),
				      rc);
			ni++;
		}
		free(m);
		free(s);
	}
	printf("mldsa acvp_sigver: %d valid accepted, %d invalid rejected\n",
	       nv, ni);
	free(pk);
	vec_free(&set);
}
END_TEST

/*
 * A Wycheproof signing record with key sk of skl bytes (0 if the key
 * itself was refused): sign, compare, and verify with pk (NULL: skip).
 */
static void
wp_sign(const vec_rec *r, const cb_mldsa_params *p, const uint8_t *sk,
	int key_ok, const uint8_t *pk, int *nv, int *ni)
{
	uint8_t sig[CB_MLDSA_SIG_MAX], sig2[CB_MLDSA_SIG_MAX], zero[32] = {0};
	uint8_t *m, *c, *mu, *ws;
	size_t ml = 0, cl = 0, mul, wl, sl = cb_mldsa_sig_len(p);
	int rc, rc2;

	mu = vec_hex(r, "Mu", &mul);
	m = vec_hex(r, "Msg", &ml);
	c = vec_hex(r, "Ctx", &cl);
	if (!key_ok) {
		rc = rc2 = CB_E_ARG; /* the API takes keys of fixed length */
	} else if (mu) {
		ck_assert_uint_eq(mul, 64);
		rc = cb_mldsa_sign_mu(p, sig, sk, mu, zero, tmp, sizeof(tmp));
		rc2 = cb_mldsa_sign_small_mu(p, sig2, sk, mu, zero, tmp,
			cb_mldsa_sign_small_tmp_len(p));
	} else {
		ck_assert_msg(m && c, "%s", vec_where(r));
		rc = cb_mldsa_sign(p, sig, sk, m, ml, c, cl, NULL, NULL, tmp,
				   sizeof(tmp));
		rc2 = cb_mldsa_sign_small(p, sig2, sk, m, ml, c, cl, NULL, NULL,
			tmp, cb_mldsa_sign_small_tmp_len(p));
	}
	ck_assert_msg(rc == rc2, "%s: fast %d, small %d", vec_where(r), rc,
		      rc2);
	if (is_valid(r) && vec_get(r, "Sig")) {
		/* hedged with an rnd the record does not give: that
		 * signature and ours (deterministic) both verify */
		ck_assert_msg(rc == CB_OK && pk, "%s: rc %d", vec_where(r), rc);
		ws = vec_hex(r, "Sig", &wl);
		ck_assert_msg(ws && wl == sl, "%s", vec_where(r));
		ck_assert_int_eq(cb_mldsa_verify(p, pk, cb_mldsa_pk_len(p), m,
						 ml, c, cl, ws, wl), CB_OK);
		ck_assert_int_eq(cb_mldsa_verify(p, pk, cb_mldsa_pk_len(p), m,
						 ml, c, cl, sig, sl), CB_OK);
		free(ws);
		(*nv)++;
	} else if (is_valid(r)) {
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
		ck_assert_msg(digest_is(r, "SigSha3", sig, sl), "%s: signature",
			      vec_where(r));
		ck_assert_msg(memcmp(sig, sig2, sl) == 0, "%s: small != fast",
			      vec_where(r));
		if (pk && mu)
			ck_assert_int_eq(cb_mldsa_verify_mu(p, pk,
				cb_mldsa_pk_len(p), mu, sig, sl), CB_OK);
		else if (pk)
			ck_assert_int_eq(cb_mldsa_verify(p, pk,
				cb_mldsa_pk_len(p), m, ml, c, cl, sig, sl),
				CB_OK);
		(*nv)++;
	} else {
		ck_assert_msg(rc == CB_E_ARG, "%s: rc %d", vec_where(r), rc);
		(*ni)++;
	}
	free(mu);
	free(m);
	free(c);
}

START_TEST(wycheproof_sign_seed)
{
	uint8_t pk[CB_MLDSA_PK_MAX], sk[CB_MLDSA_SK_MAX], *seed = NULL;
	size_t sl = 0;
	const char *sec = NULL;
	int i, nv = 0, ni = 0;
	vec_set set;

	load(&set, "mldsa/wycheproof_sign_seed.vec");
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const cb_mldsa_params *p = section_params(r);
		int key_ok;

		if (vec_get(r, "Seed")) {
			carry(r, "Seed", &seed, &sl, &sec);
			key_ok = seed && sl == 32;
			if (key_ok) {
				cb_mldsa_keygen(p, pk, sk, seed);
				ck_assert_msg(digest_is(r, "PkSha3", pk,
					cb_mldsa_pk_len(p)), "%s: pk",
					vec_where(r));
			}
		}
		sec = r->section;
		key_ok = seed && sl == 32;
		wp_sign(r, p, sk, key_ok, key_ok ? pk : NULL, &nv, &ni);
	}
	printf("mldsa wycheproof_sign_seed: %d valid match, %d invalid "
	       "rejected\n", nv, ni);
	free(seed);
	vec_free(&set);
}
END_TEST

START_TEST(wycheproof_sign_noseed)
{
	uint8_t *sk = NULL, *pk;
	size_t skl = 0, pkl;
	const char *sec = NULL;
	int i, nv = 0, ni = 0;
	vec_set set;

	load(&set, "mldsa/wycheproof_sign_noseed.vec");
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const cb_mldsa_params *p = section_params(r);

		carry(r, "Sk", &sk, &skl, &sec);
		sec = r->section;
		pk = vec_hex(r, "Pk", &pkl);
		ck_assert(pk == NULL || pkl == cb_mldsa_pk_len(p));
		wp_sign(r, p, sk, sk && skl == cb_mldsa_sk_len(p), pk, &nv,
			&ni);
		free(pk);
	}
	printf("mldsa wycheproof_sign_noseed: %d valid match, %d invalid "
	       "rejected\n", nv, ni);
	free(sk);
	vec_free(&set);
}
END_TEST

START_TEST(wycheproof_verify)
{
	uint8_t *pk = NULL, *m, *c, *s;
	size_t pkl = 0, ml, cl, sl;
	const char *sec = NULL;
	int i, nv = 0, ni = 0, rc;
	vec_set set;

	load(&set, "mldsa/wycheproof_verify.vec");
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const cb_mldsa_params *p = section_params(r);

		carry(r, "Pk", &pk, &pkl, &sec);
		sec = r->section;
		m = vec_hex(r, "Msg", &ml);
		c = vec_hex(r, "Ctx", &cl);
		s = vec_hex(r, "Sig", &sl);
		ck_assert_msg(pk && m && c && s, "%s", vec_where(r));
		rc = cb_mldsa_verify(p, pk, pkl, m, ml, c, cl, s, sl);
		if (is_valid(r)) {
			ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
			nv++;
		} else {
			/* bad lengths are CB_E_ARG, bad signatures CB_E_AUTH */
			ck_assert_msg(rc == CB_E_AUTH || rc == CB_E_ARG,
				      "%s: rc %d", vec_where(r), rc);
			ni++;
		}
		free(m);
		free(c);
		free(s);
	}
	printf("mldsa wycheproof_verify: %d valid accepted, %d invalid "
	       "rejected\n", nv, ni);
	free(pk);
	vec_free(&set);
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

/* Hedged signatures of both configurations verify; tampering fails. */
START_TEST(roundtrip)
{
	const cb_mldsa_params *p = sets[_i];
	uint8_t pk[CB_MLDSA_PK_MAX], sk[CB_MLDSA_SK_MAX], seed[32];
	uint8_t sig[CB_MLDSA_SIG_MAX], sig2[CB_MLDSA_SIG_MAX], msg[100];
	uint8_t ctx[3] = {1, 2, 3};
	size_t sl = cb_mldsa_sig_len(p), pl = cb_mldsa_pk_len(p), i;
	unsigned s1 = 7, s2 = 7;

	memset(seed, 0x5a + _i, sizeof(seed));
	memset(msg, 0xa5, sizeof(msg));
	cb_mldsa_keygen(p, pk, sk, seed);
	ck_assert_int_eq(cb_mldsa_sign(p, sig, sk, msg, sizeof(msg), ctx, 3,
				       test_rng, &s1, tmp, sizeof(tmp)), CB_OK);
	ck_assert_int_eq(cb_mldsa_sign_small(p, sig2, sk, msg, sizeof(msg),
		ctx, 3, test_rng, &s2, tmp, cb_mldsa_sign_small_tmp_len(p)),
		CB_OK);
	ck_assert(memcmp(sig, sig2, sl) == 0);
	ck_assert_int_eq(cb_mldsa_verify(p, pk, pl, msg, sizeof(msg), ctx, 3,
					 sig, sl), CB_OK);
	/* hedged differs from deterministic */
	ck_assert_int_eq(cb_mldsa_sign(p, sig2, sk, msg, sizeof(msg), ctx, 3,
				       NULL, NULL, tmp, sizeof(tmp)), CB_OK);
	ck_assert(memcmp(sig, sig2, sl) != 0);
	ck_assert_int_eq(cb_mldsa_verify(p, pk, pl, msg, sizeof(msg), ctx, 3,
					 sig2, sl), CB_OK);
	/* another context, another message */
	ck_assert_int_eq(cb_mldsa_verify(p, pk, pl, msg, sizeof(msg), ctx, 2,
					 sig, sl), CB_E_AUTH);
	ck_assert_int_eq(cb_mldsa_verify(p, pk, pl, msg, sizeof(msg) - 1, ctx,
					 3, sig, sl), CB_E_AUTH);
	/* every 97th byte of the signature flipped */
	for (i = 0; i < sl; i += 97) {
		sig[i] ^= 0x10;
		ck_assert_int_eq(cb_mldsa_verify(p, pk, pl, msg, sizeof(msg),
						 ctx, 3, sig, sl), CB_E_AUTH);
		sig[i] ^= 0x10;
	}
}
END_TEST

START_TEST(badarg)
{
	const cb_mldsa_params *p = &cb_mldsa44;
	uint8_t pk[CB_MLDSA44_PK_LEN], sk[CB_MLDSA44_SK_LEN], seed[32] = {0};
	uint8_t sig[CB_MLDSA44_SIG_LEN], ctx[256] = {0}, zero[32] = {0};
	uint8_t mu[64] = {0};

	cb_mldsa_keygen(p, pk, sk, seed);
	ck_assert_int_eq(cb_mldsa_sign(p, sig, sk, NULL, 0, ctx, 256, NULL,
				       NULL, tmp, sizeof(tmp)), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign(p, sig, sk, NULL, 0, ctx, 255, NULL,
				       NULL, tmp, sizeof(tmp)), CB_OK);
	ck_assert_int_eq(cb_mldsa_verify(p, pk, sizeof(pk), NULL, 0, ctx, 255,
					 sig, sizeof(sig)), CB_OK);
	ck_assert_int_eq(cb_mldsa_verify(p, pk, sizeof(pk), NULL, 0, ctx, 256,
					 sig, sizeof(sig)), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_verify(p, pk, sizeof(pk) - 1, NULL, 0, ctx,
					 255, sig, sizeof(sig)), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_verify(p, pk, sizeof(pk), NULL, 0, ctx, 255,
					 sig, sizeof(sig) + 1), CB_E_ARG);
	/* workspace one byte short, or misaligned */
	ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sk, mu, zero, tmp,
		CB_MLDSA44_SIGN_TMP_LEN - 1), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig, sk, mu, zero, tmp,
		CB_MLDSA44_SIGN_SMALL_TMP_LEN - 1), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sk, mu, zero,
		(uint8_t *)tmp + 1, sizeof(tmp) - 4), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig, sk, mu, zero, tmp,
		CB_MLDSA44_SIGN_SMALL_TMP_LEN), CB_OK);
	/* failing random source: CB_E_RNG, signature zeroed */
	ck_assert_int_eq(cb_mldsa_sign(p, sig, sk, NULL, 0, NULL, 0,
		failing_rng, NULL, tmp, sizeof(tmp)), CB_E_RNG);
	ck_assert_uint_eq(sig[0] | sig[100] | sig[sizeof(sig) - 1], 0);
	/* s1 coefficient out of range (eta = 2: 3-bit value 7) */
	sk[128] |= 7;
	ck_assert_int_eq(cb_mldsa_sign_mu(p, sig, sk, mu, zero, tmp,
					  sizeof(tmp)), CB_E_ARG);
	ck_assert_int_eq(cb_mldsa_sign_small_mu(p, sig, sk, mu, zero, tmp,
		sizeof(tmp)), CB_E_ARG);
	ck_assert_uint_eq(cb_mldsa_sign_tmp_len(&cb_mldsa65),
			  CB_MLDSA65_SIGN_TMP_LEN);
	ck_assert_uint_eq(cb_mldsa_sign_small_tmp_len(&cb_mldsa87),
			  CB_MLDSA87_SIGN_SMALL_TMP_LEN);
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
	tcase_add_test(tc, acvp_keygen);
	tcase_add_test(tc, acvp_siggen);
	tcase_add_test(tc, acvp_sigver);
	tcase_add_test(tc, wycheproof_sign_seed);
	tcase_add_test(tc, wycheproof_sign_noseed);
	tcase_add_test(tc, wycheproof_verify);
	suite_add_tcase(s, tc);
	if (vec_dir == NULL) {
		tc = tcase_create("mldsa_props");
		tcase_set_timeout(tc, 300);
		tcase_add_loop_test(tc, roundtrip, 0, 3);
		tcase_add_test(tc, badarg);
		suite_add_tcase(s, tc);
	}
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
