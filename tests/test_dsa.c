/* SPDX-License-Identifier: MIT */
/* Unit tests of DSA: Wycheproof verification, signing round trips, DER. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/bn.h"
#include "cb/hash.h"
#include "vec.h"

static uint32_t tmp[CB_DSA_TMP_LIMBS(CB_DSA_MAX_BITS)];

static const cb_hash_desc *
section_hash(const char *sec)
{
	const char *h = strchr(sec, '-');

	if (h == NULL)
		return NULL;
	h++;
	if (strcmp(h, "sha224") == 0)
		return &cb_sha224_desc;
	if (strcmp(h, "sha256") == 0)
		return &cb_sha256_desc;
	if (strcmp(h, "sha384") == 0)
		return &cb_sha384_desc;
	if (strcmp(h, "sha512") == 0)
		return &cb_sha512_desc;
	return NULL;
}

static void
digest(uint8_t *out, const cb_hash_desc *h, const uint8_t *m, size_t len)
{
	cb_hash_any_ctx ctx;

	h->init(&ctx);
	h->update(&ctx, m, len);
	h->final(&ctx, out);
}

/* Parameters and key of a P, Q, G, Y record; 1 if the record has them. */
static int
load_key(const vec_rec *r, cb_dsa_params *dp, uint8_t *y, size_t *yl)
{
	uint8_t *p, *q, *g, *yy;
	size_t pl, ql, gl;

	p = vec_hex(r, "P", &pl);
	if (p == NULL)
		return 0;
	q = vec_hex(r, "Q", &ql);
	g = vec_hex(r, "G", &gl);
	yy = vec_hex(r, "Y", yl);
	ck_assert_msg(q && g && yy && *yl <= CB_DSA_MAX_BITS / 8 + 1, "%s",
		      vec_where(r));
	ck_assert_msg(cb_dsa_params_set(dp, p, pl, q, ql, g, gl, tmp) ==
		      CB_OK, "%s", vec_where(r));
	memcpy(y, yy, *yl);
	free(p);
	free(q);
	free(g);
	free(yy);
	return 1;
}

START_TEST(wycheproof)
{
	vec_set set;
	char err[256];
	static cb_dsa_params dp;
	uint8_t y[CB_DSA_MAX_BITS / 8 + 1], dig[CB_HASH_MAX_LEN];
	uint8_t rs[CB_DSA_MAX_SIG_LEN];
	size_t yl = 0, ml, sl, n;
	int i, have = 0, ncase = 0, rc;

	ck_assert_msg(vec_load(&set, NULL, "dsa/wycheproof.vec", err,
			       sizeof(err)) == 0, "%s", err);
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const cb_hash_desc *h;
		const char *res;
		uint8_t *m, *s;

		if (load_key(r, &dp, y, &yl)) {
			have = 1;
			continue;
		}
		h = section_hash(r->section);
		m = vec_hex(r, "Msg", &ml);
		s = vec_hex(r, "Sig", &sl);
		res = vec_get(r, "Result");
		ck_assert_msg(have && h && m && s && res, "%s", vec_where(r));
		digest(dig, h, m, ml);
		n = 2 * cb_dsa_q_len(&dp);
		if (strncmp(r->section, "p1363", 5) == 0) {
			rc = cb_dsa_verify(&dp, y, yl, dig, h->out_len, s, sl,
					   tmp);
		} else {
			rc = cb_dsa_sig_from_der(rs, n, s, sl);
			if (rc == CB_OK)
				rc = cb_dsa_verify(&dp, y, yl, dig, h->out_len,
						   rs, n, tmp);
		}
		if (strcmp(res, "valid") == 0)
			ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r),
				      rc);
		else if (strcmp(res, "invalid") == 0)
			ck_assert_msg(rc == CB_E_AUTH, "%s: rc %d",
				      vec_where(r), rc);
		else
			ck_assert_msg(rc == CB_OK || rc == CB_E_AUTH,
				      "%s: rc %d", vec_where(r), rc);
		free(m);
		free(s);
		ncase++;
	}
	ck_assert_int_gt(ncase, 200);
	vec_free(&set);
}
END_TEST

/* The first key of each section kind: params for the signing tests. */
static void
params_of(cb_dsa_params *dp, int which)
{
	vec_set set;
	char err[256];
	uint8_t y[CB_DSA_MAX_BITS / 8 + 1];
	size_t yl;
	int i, seen = 0;

	ck_assert(vec_load(&set, NULL, "dsa/wycheproof.vec", err,
			   sizeof(err)) == 0);
	for (i = 0; i < set.nrec; i++) {
		int bits;

		if (vec_get(&set.rec[i], "P") == NULL)
			continue;
		ck_assert(load_key(&set.rec[i], dp, y, &yl));
		bits = (int)(8 * cb_dsa_p_len(dp) + cb_dsa_q_len(dp));
		/* which: 0 = 2048/224, 1 = 2048/256, 2 = 3072/256 */
		if ((which == 0 && bits == 2048 + 28) ||
		    (which == 1 && bits == 2048 + 32) ||
		    (which == 2 && bits == 3072 + 32)) {
			seen = 1;
			break;
		}
	}
	vec_free(&set);
	ck_assert(seen);
}

/* Sign / verify, deterministic, every byte matters, DER round trip. */
START_TEST(roundtrip)
{
	static cb_dsa_params dp;
	uint8_t x[CB_DSA_MAX_QLEN], y[CB_DSA_MAX_BITS / 8];
	uint8_t sig[CB_DSA_MAX_SIG_LEN], sig2[CB_DSA_MAX_SIG_LEN];
	uint8_t der[CB_DSA_MAX_DER_LEN], dig[32];
	size_t n, pl, dl, i;
	int k;

	params_of(&dp, _i);
	n = cb_dsa_q_len(&dp);
	pl = cb_dsa_p_len(&dp);
	for (k = 0; k < 3; k++) {
		memset(x, 0x11 * (k + 1), n);
		x[0] = 0x01;
		memset(dig, 0x5a ^ k, sizeof(dig));
		ck_assert_int_eq(cb_dsa_pub_from_priv(y, pl, &dp, x, n, tmp),
				 CB_OK);
		ck_assert_int_eq(cb_dsa_sign(sig, 2 * n, &dp, &cb_sha256_desc,
					     x, n, dig, 32, tmp), CB_OK);
		ck_assert_int_eq(cb_dsa_sign(sig2, 2 * n, &dp, &cb_sha256_desc,
					     x, n, dig, 32, tmp), CB_OK);
		ck_assert_mem_eq(sig, sig2, 2 * n);
		ck_assert_int_eq(cb_dsa_verify(&dp, y, pl, dig, 32, sig, 2 * n,
					       tmp), CB_OK);
		ck_assert_int_eq(cb_dsa_sig_to_der(der, sizeof(der), &dl, sig,
						   2 * n), CB_OK);
		ck_assert_int_eq(cb_dsa_sig_from_der(sig2, 2 * n, der, dl),
				 CB_OK);
		ck_assert_mem_eq(sig, sig2, 2 * n);
		for (i = 0; i < dl; i++)
			ck_assert_int_ne(cb_dsa_sig_from_der(sig2, 2 * n, der,
							     i), CB_OK);
		for (i = 0; i < 2 * n; i++) {
			sig[i] ^= 0x04;
			ck_assert_int_eq(cb_dsa_verify(&dp, y, pl, dig, 32,
						       sig, 2 * n, tmp),
					 CB_E_AUTH);
			sig[i] ^= 0x04;
		}
		dig[0] ^= 1; /* (a 28-byte q uses the leftmost 28 bytes) */
		ck_assert_int_eq(cb_dsa_verify(&dp, y, pl, dig, 32, sig, 2 * n,
					       tmp), CB_E_AUTH);
	}
}
END_TEST

START_TEST(badlen)
{
	static cb_dsa_params dp;
	uint8_t x[CB_DSA_MAX_QLEN], y[CB_DSA_MAX_BITS / 8];
	uint8_t sig[CB_DSA_MAX_SIG_LEN + 1], dig[32], zero[CB_DSA_MAX_SIG_LEN];
	size_t n, pl;

	params_of(&dp, 1);
	n = cb_dsa_q_len(&dp);
	pl = cb_dsa_p_len(&dp);
	memset(zero, 0, sizeof(zero));
	memset(dig, 1, sizeof(dig));
	memset(x, 0, n);
	ck_assert_int_eq(cb_dsa_sign(sig, 2 * n, &dp, &cb_sha256_desc, x, n,
				     dig, 32, tmp), CB_E_RANGE);
	ck_assert_mem_eq(sig, zero, 2 * n);
	ck_assert_int_eq(cb_dsa_pub_from_priv(y, pl, &dp, x, n, tmp),
			 CB_E_RANGE);
	memset(x, 0xff, n); /* above q */
	ck_assert_int_eq(cb_dsa_sign(sig, 2 * n, &dp, &cb_sha256_desc, x, n,
				     dig, 32, tmp), CB_E_RANGE);
	x[0] = 0x01;
	ck_assert_int_eq(cb_dsa_sign(sig, 2 * n + 1, &dp, &cb_sha256_desc, x,
				     n, dig, 32, tmp), CB_E_ARG);
	ck_assert_int_eq(cb_dsa_sign(sig, 2 * n, &dp, &cb_sha256_desc, x,
				     n - 1, dig, 32, tmp), CB_E_ARG);
	ck_assert_int_eq(cb_dsa_pub_from_priv(y, pl, &dp, x, n, tmp), CB_OK);
	ck_assert_int_eq(cb_dsa_sign(sig, 2 * n, &dp, &cb_sha256_desc, x, n,
				     dig, 32, tmp), CB_OK);
	ck_assert_int_eq(cb_dsa_verify(&dp, y, pl, dig, 32, sig, 2 * n - 1,
				       tmp), CB_E_AUTH);
	/* y = 1, y = p */
	memset(y, 0, pl);
	y[pl - 1] = 1;
	ck_assert_int_eq(cb_dsa_verify(&dp, y, pl, dig, 32, sig, 2 * n, tmp),
			 CB_E_RANGE);
	/* bad parameter sizes: q as p */
	ck_assert_int_eq(cb_dsa_params_set(&dp, x, n, x, n, x, n, tmp),
			 CB_E_RANGE);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("dsa");
	SRunner *sr;
	TCase *tc;
	int nf;

	tc = tcase_create("dsa_ct");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, wycheproof);
	tcase_add_loop_test(tc, roundtrip, 0, 3);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, badlen);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
