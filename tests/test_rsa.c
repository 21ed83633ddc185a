/* SPDX-License-Identifier: MIT */
/* Unit tests of RSA: Wycheproof PKCS#1 v1.5 and PSS, round trips, faults. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/bn.h"
#include "cb/hash.h"
#include "cb/util.h"
#include "vec.h"

/* room for the largest window */
static uint32_t tmp[CB_RSA_TMP_LIMBS_W(CB_RSA_MAX_BITS, CB_RSA_WINDOW_MAX) +
		    64];

static const struct {
	const char *name;
	const cb_hash_desc *h;
} hashes[] = {
	{ "sha1", &cb_sha1_desc },         { "sha224", &cb_sha224_desc },
	{ "sha256", &cb_sha256_desc },     { "sha384", &cb_sha384_desc },
	{ "sha512", &cb_sha512_desc },
	{ "sha512-224", &cb_sha512_224_desc },
	{ "sha512-256", &cb_sha512_256_desc },
	{ "sha3-224", &cb_sha3_224_desc }, { "sha3-256", &cb_sha3_256_desc },
	{ "sha3-384", &cb_sha3_384_desc }, { "sha3-512", &cb_sha3_512_desc },
};

/* Section "<scheme>-<hash>[-<salt>]" -> hash and salt length. */
static const cb_hash_desc *
section_hash(const char *sec, size_t *salt)
{
	const char *p = strchr(sec, '-'), *q;
	size_t i, n;

	if (p == NULL)
		return NULL;
	p++;
	q = strrchr(p, '-');
	*salt = 0;
	/* PSS sections end in the salt length */
	if (strncmp(sec, "pss-", 4) == 0 && q != NULL) {
		*salt = (size_t)strtoul(q + 1, NULL, 10);
		n = (size_t)(q - p);
	} else {
		n = strlen(p);
	}
	for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
		if (strlen(hashes[i].name) == n &&
		    memcmp(hashes[i].name, p, n) == 0)
			return hashes[i].h;
	return NULL;
}

static vec_set
load(const char *file)
{
	vec_set set;
	char err[256];

	ck_assert_msg(vec_load(&set, NULL, file, err, sizeof(err)) == 0, "%s",
		      err);
	return set;
}

static void
digest(uint8_t *out, const cb_hash_desc *h, const uint8_t *m, size_t len)
{
	cb_hash_any_ctx ctx;

	h->init(&ctx);
	h->update(&ctx, m, len);
	h->final(&ctx, out);
}

/* Deterministic "random" salt source. */
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
fail_rng(void *arg, uint8_t *out, size_t len)
{
	(void)arg;
	(void)out;
	(void)len;
	return 1;
}

/* Walk a verify file: kind 0 PKCS#1 v1.5, 1 PSS. */
static void
verify_file(const char *file, int kind)
{
	vec_set set = load(file);
	cb_rsa_pub pub;
	uint8_t dig[CB_HASH_MAX_LEN];
	const cb_hash_desc *h;
	size_t salt, ml, sl, kl;
	int i, have = 0, ncase = 0, rc;

	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		uint8_t *key = vec_hex(r, "Key", &kl), *m, *s;
		const char *res;

		if (key != NULL) {
			ck_assert_msg(cb_rsa_pub_from_der(&pub, key, kl) ==
				      CB_OK, "%s", vec_where(r));
			free(key);
			have = 1;
			continue;
		}
		h = section_hash(r->section, &salt);
		m = vec_hex(r, "Msg", &ml);
		s = vec_hex(r, "Sig", &sl);
		res = vec_get(r, "Result");
		ck_assert_msg(have && h && m && s && res, "%s", vec_where(r));
		digest(dig, h, m, ml);
		if (kind == 0)
			rc = cb_rsa_pkcs1_verify(&pub, h, dig, h->out_len, s,
						 sl, tmp);
		else
			rc = cb_rsa_pss_verify(&pub, h, dig, h->out_len, salt,
					       s, sl, tmp);
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
	ck_assert_int_gt(ncase, 100);
	vec_free(&set);
}

START_TEST(wp_pkcs1_verify)
{
	verify_file("rsa/pkcs1_verify.vec", 0);
}
END_TEST

START_TEST(wp_pss_verify)
{
	verify_file("rsa/pss_verify.vec", 1);
}
END_TEST

/* Byte-exact PKCS#1 v1.5 signing; also PSS round trips on each key; at
 * window _i + 1. */
START_TEST(wp_pkcs1_sign)
{
	vec_set set = load("rsa/pkcs1_sign.vec");
	static cb_rsa_priv priv;
	uint8_t dig[CB_HASH_MAX_LEN], out[CB_RSA_MAX_LEN];
	const cb_hash_desc *h;
	size_t salt, ml, sl, kl;
	unsigned seed = 7;
	int i, have = 0, ncase = 0, rc;

	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		uint8_t *key = vec_hex(r, "Key", &kl), *m, *s;

		if (key != NULL) {
			ck_assert_msg(cb_rsa_priv_from_der(&priv, key, kl) ==
				      CB_OK, "%s", vec_where(r));
			ck_assert_uint_eq(cb_rsa_priv_window(&priv),
					  CB_RSA_WINDOW_DEFAULT);
			ck_assert_int_eq(cb_rsa_priv_set_window(&priv,
					 (unsigned)_i + 1), CB_OK);
			free(key);
			have = 1;
			continue;
		}
		h = section_hash(r->section, &salt);
		m = vec_hex(r, "Msg", &ml);
		s = vec_hex(r, "Sig", &sl);
		ck_assert_msg(have && h && m && s, "%s", vec_where(r));
		ck_assert_uint_eq(sl, cb_rsa_len(&priv.pub));
		digest(dig, h, m, ml);
		rc = cb_rsa_pkcs1_sign(out, sl, &priv, h, dig, h->out_len,
				       tmp);
		ck_assert_msg(rc == CB_OK && memcmp(out, s, sl) == 0,
			      "%s: rc %d", vec_where(r), rc);
		ck_assert_int_eq(cb_rsa_pkcs1_verify(&priv.pub, h, dig,
						     h->out_len, out, sl, tmp),
				 CB_OK);
		/* PSS with the same key and hash, salt = hash length */
		salt = h->out_len;
		if (2 * h->out_len + 2 <= sl) {
			rc = cb_rsa_pss_sign(out, sl, &priv, h, dig, h->out_len,
					     salt, test_rng, &seed, tmp);
			ck_assert_msg(rc == CB_OK, "%s: pss rc %d",
				      vec_where(r), rc);
			ck_assert_int_eq(cb_rsa_pss_verify(&priv.pub, h, dig,
							   h->out_len, salt,
							   out, sl, tmp),
					 CB_OK);
			ck_assert_int_eq(cb_rsa_pss_verify(&priv.pub, h, dig,
							   h->out_len,
							   salt - 1, out, sl,
							   tmp),
					 CB_E_AUTH);
		}
		free(m);
		free(s);
		ncase++;
	}
	ck_assert_int_gt(ncase, 50);
	vec_free(&set);
}
END_TEST

/*
 * The workspace bound: at every window, signing on each key of the sign
 * file writes nothing past CB_RSA_TMP_LIMBS_W(bits, window) limbs and
 * verification nothing past CB_RSA_PUB_TMP_LIMBS(bits); the window is
 * refused outside 1..6.
 */
START_TEST(workspace)
{
	vec_set set = load("rsa/pkcs1_sign.vec");
	static cb_rsa_priv priv;
	uint8_t dig[32], out[CB_RSA_MAX_LEN];
	size_t kl, need, j, bits;
	unsigned w;
	int i, nkeys = 0;

	for (i = 0; i < set.nrec; i++) {
		uint8_t *key = vec_hex(&set.rec[i], "Key", &kl);

		if (key == NULL)
			continue;
		ck_assert_int_eq(cb_rsa_priv_from_der(&priv, key, kl), CB_OK);
		free(key);
		ck_assert_int_eq(cb_rsa_priv_set_window(&priv, 0), CB_E_ARG);
		ck_assert_int_eq(cb_rsa_priv_set_window(&priv, 7), CB_E_ARG);
		ck_assert_int_eq(cb_rsa_priv_set_window(NULL, 4), CB_E_ARG);
		bits = 32 * ((cb_rsa_len(&priv.pub) * 8 + 31) / 32);
		memset(dig, 0x5a, sizeof(dig));
		for (w = CB_RSA_WINDOW_MIN; w <= CB_RSA_WINDOW_MAX; w++) {
			ck_assert_int_eq(cb_rsa_priv_set_window(&priv, w),
					 CB_OK);
			need = CB_RSA_TMP_LIMBS_W(bits, w);
			for (j = 0; j < sizeof(tmp) / sizeof(tmp[0]); j++)
				tmp[j] = 0xa5a5a5a5u;
			ck_assert_int_eq(cb_rsa_pkcs1_sign(out,
					 cb_rsa_len(&priv.pub), &priv,
					 &cb_sha256_desc, dig, 32, tmp), CB_OK);
			for (j = need; j < need + 64; j++)
				ck_assert_msg(tmp[j] == 0xa5a5a5a5u,
					      "window %u: limb %zu", w, j);
			need = CB_RSA_PUB_TMP_LIMBS(bits);
			for (j = 0; j < need + 64; j++)
				tmp[j] = 0xa5a5a5a5u;
			ck_assert_int_eq(cb_rsa_pkcs1_verify(&priv.pub,
					 &cb_sha256_desc, dig, 32, out,
					 cb_rsa_len(&priv.pub), tmp), CB_OK);
			for (j = need; j < need + 64; j++)
				ck_assert_uint_eq(tmp[j], 0xa5a5a5a5u);
		}
		nkeys++;
	}
	ck_assert_int_gt(nkeys, 1);
	vec_free(&set);
}
END_TEST

/* First private key of the sign file (a 1024-bit key). */
static void
first_key(cb_rsa_priv *priv, uint8_t **der, size_t *len)
{
	vec_set set = load("rsa/pkcs1_sign.vec");
	int i;

	*der = NULL;
	for (i = 0; i < set.nrec && *der == NULL; i++)
		*der = vec_hex(&set.rec[i], "Key", len);
	ck_assert_ptr_nonnull(*der);
	ck_assert_int_eq(cb_rsa_priv_from_der(priv, *der, *len), CB_OK);
	vec_free(&set);
}

/* private(public(x)) == x, in place; a cloned key works the same. */
START_TEST(alias_clone)
{
	static cb_rsa_priv priv, clone;
	uint8_t x[CB_RSA_MAX_LEN], y[CB_RSA_MAX_LEN], z[CB_RSA_MAX_LEN], *der;
	size_t k, len;
	unsigned seed = 1;
	int i;

	first_key(&priv, &der, &len);
	free(der);
	k = cb_rsa_len(&priv.pub);
	memcpy(&clone, &priv, sizeof(priv));
	for (i = 0; i < 8; i++) {
		ck_assert_int_eq(test_rng(&seed, x, k), 0);
		x[0] = (uint8_t)(x[0] >> 2); /* below n */
		memcpy(y, x, k);
		ck_assert_int_eq(cb_rsa_public(y, k, &priv.pub, y, k, tmp),
				 CB_OK);
		memcpy(z, y, k);
		ck_assert_int_eq(cb_rsa_private(y, k, &priv, y, k, tmp),
				 CB_OK);
		ck_assert_mem_eq(y, x, k);
		ck_assert_int_eq(cb_rsa_private(z, k, &clone, z, k, tmp),
				 CB_OK);
		ck_assert_mem_eq(z, x, k);
	}
}
END_TEST

/* A corrupted CRT exponent is caught by the public-key check. */
START_TEST(fault)
{
	static cb_rsa_priv priv;
	uint8_t x[CB_RSA_MAX_LEN], y[CB_RSA_MAX_LEN], zero[CB_RSA_MAX_LEN];
	uint8_t dig[32], *der;
	size_t k, len;

	first_key(&priv, &der, &len);
	free(der);
	k = cb_rsa_len(&priv.pub);
	memset(zero, 0, sizeof(zero));
	memset(x, 0x35, k);
	priv.dp[3] ^= 0x100u << (_i & 15);
	ck_assert_int_eq(cb_rsa_private(y, k, &priv, x, k, tmp), CB_E_AUTH);
	ck_assert_mem_eq(y, zero, k);
	memset(dig, 0x11, sizeof(dig));
	ck_assert_int_eq(cb_rsa_pkcs1_sign(y, k, &priv, &cb_sha256_desc, dig,
					   32, tmp), CB_E_AUTH);
	ck_assert_mem_eq(y, zero, k);
}
END_TEST

/* Every byte of a PKCS#1 / PSS signature and digest matters. */
START_TEST(tamper)
{
	static cb_rsa_priv priv;
	uint8_t sig[CB_RSA_MAX_LEN], dig[32], *der;
	size_t k, len, i;
	unsigned seed = 3;
	int pss;

	first_key(&priv, &der, &len);
	free(der);
	k = cb_rsa_len(&priv.pub);
	memset(dig, 0xa5, sizeof(dig));
	for (pss = 0; pss < 2; pss++) {
		if (pss)
			ck_assert_int_eq(cb_rsa_pss_sign(sig, k, &priv,
							 &cb_sha256_desc, dig,
							 32, 32, test_rng,
							 &seed, tmp), CB_OK);
		else
			ck_assert_int_eq(cb_rsa_pkcs1_sign(sig, k, &priv,
							   &cb_sha256_desc,
							   dig, 32, tmp),
					 CB_OK);
		for (i = 0; i < k; i++) {
			sig[i] ^= 0x01;
			ck_assert_int_eq(
				pss ? cb_rsa_pss_verify(&priv.pub,
							&cb_sha256_desc, dig,
							32, 32, sig, k, tmp)
				    : cb_rsa_pkcs1_verify(&priv.pub,
							  &cb_sha256_desc,
							  dig, 32, sig, k,
							  tmp),
				CB_E_AUTH);
			sig[i] ^= 0x01;
		}
		for (i = 0; i < 32; i++) {
			dig[i] ^= 0x80;
			ck_assert_int_eq(
				pss ? cb_rsa_pss_verify(&priv.pub,
							&cb_sha256_desc, dig,
							32, 32, sig, k, tmp)
				    : cb_rsa_pkcs1_verify(&priv.pub,
							  &cb_sha256_desc,
							  dig, 32, sig, k,
							  tmp),
				CB_E_AUTH);
			dig[i] ^= 0x80;
		}
	}
}
END_TEST

/* Lengths, truncated or extended DER, unsupported hashes, rng failure. */
START_TEST(badlen)
{
	static cb_rsa_priv priv, p2;
	static cb_rsa_pub pub;
	uint8_t sig[CB_RSA_MAX_LEN + 1], dig[64], *der, big[4096];
	size_t k, len, i;
	unsigned seed = 5;

	first_key(&priv, &der, &len);
	k = cb_rsa_len(&priv.pub);
	memset(dig, 1, sizeof(dig));
	for (i = 0; i < len; i++)
		ck_assert_int_ne(cb_rsa_priv_from_der(&p2, der, i), CB_OK);
	ck_assert_uint_lt(len + 1, sizeof(big));
	memcpy(big, der, len);
	big[len] = 0;
	ck_assert_int_eq(cb_rsa_priv_from_der(&p2, big, len + 1), CB_E_ARG);
	ck_assert_int_eq(cb_rsa_pub_from_der(&pub, der, len), CB_E_ARG);
	free(der);
	ck_assert_int_eq(cb_rsa_pkcs1_sign(sig, k + 1, &priv, &cb_sha256_desc,
					   dig, 32, tmp), CB_E_ARG);
	ck_assert_int_eq(cb_rsa_pkcs1_sign(sig, k, &priv, &cb_sha256_desc,
					   dig, 31, tmp), CB_E_ARG);
	ck_assert_int_eq(cb_rsa_pkcs1_sign(sig, k, &priv, &cb_md5_desc, dig,
					   16, tmp), CB_E_UNSUPPORTED);
	ck_assert_int_eq(cb_rsa_pss_sign(sig, k, &priv, &cb_sha256_desc, dig,
					 32, k, test_rng, &seed, tmp),
			 CB_E_ARG);
	ck_assert_int_eq(cb_rsa_pss_sign(sig, k, &priv, &cb_sha256_desc, dig,
					 32, 32, fail_rng, NULL, tmp),
			 CB_E_RNG);
	ck_assert_int_eq(cb_rsa_pkcs1_sign(sig, k, &priv, &cb_sha256_desc,
					   dig, 32, tmp), CB_OK);
	ck_assert_int_eq(cb_rsa_pkcs1_verify(&priv.pub, &cb_sha256_desc, dig,
					     32, sig, k - 1, tmp), CB_E_AUTH);
	ck_assert_int_eq(cb_rsa_pkcs1_verify(&priv.pub, &cb_sha256_desc, dig,
					     32, sig, k + 1, tmp), CB_E_AUTH);
	/* signature >= n */
	memset(sig, 0xff, k);
	ck_assert_int_eq(cb_rsa_pkcs1_verify(&priv.pub, &cb_sha256_desc, dig,
					     32, sig, k, tmp), CB_E_AUTH);
	ck_assert_int_eq(cb_rsa_public(sig, k, &priv.pub, sig, k, tmp),
			 CB_E_RANGE);
	/* raw key setting: even modulus, e = 1, too small */
	memset(sig, 0xff, k);
	sig[k - 1] = 0xfe;
	ck_assert_int_eq(cb_rsa_pub_set(&pub, sig, k, (const uint8_t *)"\3",
					1), CB_E_RANGE);
	sig[k - 1] = 0xff;
	ck_assert_int_eq(cb_rsa_pub_set(&pub, sig, k, (const uint8_t *)"\1",
					1), CB_E_RANGE);
	ck_assert_int_eq(cb_rsa_pub_set(&pub, sig, 64, (const uint8_t *)"\3",
					1), CB_E_RANGE);
	ck_assert_int_eq(cb_rsa_pub_set(&pub, sig, k, (const uint8_t *)"\3",
					1), CB_OK);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("rsa");
	SRunner *sr;
	TCase *tc;
	int nf;

	tc = tcase_create("rsa_ct");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, wp_pkcs1_verify);
	tcase_add_test(tc, wp_pss_verify);
	tcase_add_loop_test(tc, wp_pkcs1_sign, CB_RSA_WINDOW_MIN - 1,
			    CB_RSA_WINDOW_MAX);
	tcase_add_test(tc, workspace);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, alias_clone);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, tamper);
	tcase_add_loop_test(tc, fault, 0, 4);
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
