/* SPDX-License-Identifier: MIT */
/* LMS/HSS known-answer records: one checker for test_lms and ref/. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/lms.h"
#include "lms_kat.h"
#include "vec.h"

const char *const lms_kat_files[2] = { "acvp_sigver", "botan_hss" };

/* NULL if record r met its Result, else why not. */
static const char *
check(const vec_rec *r, int *valid)
{
	const char *res = vec_get(r, "Result");
	uint8_t *pk, *msg, *sig;
	size_t pkl, msgl, sigl;
	const char *fail = NULL;
	int rc, hss = strcmp(r->section, "hss") == 0;

	if (!hss && strcmp(r->section, "lms") != 0)
		return "unknown section";
	if (res == NULL || (strcmp(res, "valid") && strcmp(res, "invalid")))
		return "Result is neither valid nor invalid";
	*valid = strcmp(res, "valid") == 0;
	pk = vec_hex(r, "PublicKey", &pkl);
	msg = vec_hex(r, "Msg", &msgl);
	sig = vec_hex(r, "Signature", &sigl);
	if (pk == NULL || msg == NULL || sig == NULL) {
		fail = "PublicKey, Msg or Signature missing or not hex";
	} else {
		rc = hss ? cb_hss_verify(pk, pkl, msg, msgl, sig, sigl)
			 : cb_lms_verify(pk, pkl, msg, msgl, sig, sigl);
		if (*valid && rc != CB_OK)
			fail = "valid signature rejected";
		else if (!*valid && rc == CB_OK)
			fail = "invalid signature accepted";
	}
	free(pk);
	free(msg);
	free(sig);
	return fail;
}

/* see lms_kat.h */
long
lms_kat_run(const char *dir, const char *name, lms_kat_counts *n, char *why,
	    size_t whylen)
{
	char rel[64], err[256];
	vec_set vs;
	long bad = 0;
	int i, valid;

	snprintf(rel, sizeof(rel), "lms/%s.vec", name);
	if (vec_load(&vs, dir, rel, err, sizeof(err)) != 0) {
		snprintf(why, whylen, "%s", err);
		return -1;
	}
	for (i = 0; i < vs.nrec; i++) {
		const char *fail;

		valid = 0;
		fail = check(&vs.rec[i], &valid);
		if (fail == NULL) {
			if (valid)
				n->valid++;
			else
				n->invalid++;
		} else if (bad++ == 0) {
			snprintf(why, whylen, "%s: %s", vec_where(&vs.rec[i]),
				 fail);
		}
	}
	vec_free(&vs);
	return bad;
}

/* The draft's private keys: SEED's first byte by LMS type (Appendix A). */
static const struct {
	uint32_t lms_type;
	uint8_t seed0;
} draft_keys[] = {
	{ CB_LMS_SHA256_M24_H5, 0x00 },
	{ CB_LMS_SHAKE_M24_H5, 0x30 },
	{ CB_LMS_SHAKE_M32_H5, 0x60 },
};

static int
keep_state(void *arg, const uint8_t *sk, size_t sk_len)
{
	(void)arg;
	(void)sk;
	(void)sk_len;
	return 0;
}

/*
 * RFC 8554 Appendix F test case 2: the top tree's SEED and I; its second
 * level's SEED and I, which the RFC also lists, are what cb_hss_sign()
 * derives from these at the top leaf that signs it.
 */
static const uint8_t tc2_seed[32] = {
	0x55, 0x8b, 0x89, 0x66, 0xc4, 0x8a, 0xe9, 0xcb, 0x89, 0x8b, 0x42,
	0x3c, 0x83, 0x44, 0x3a, 0xae, 0x01, 0x4a, 0x72, 0xf1, 0xb1, 0xab,
	0x5c, 0xc8, 0x5c, 0xf1, 0xd8, 0x92, 0x90, 0x3b, 0x54, 0x39,
};
static const uint8_t tc2_id[16] = {
	0xd0, 0x8f, 0xab, 0xd4, 0xa2, 0x09, 0x1f, 0xf0, 0xa8, 0xcb, 0x4e,
	0xd8, 0x34, 0xe7, 0x45, 0x34,
};

/*
 * NULL if the two-level record (pk, msg, sig) of test case 2 is
 * reproduced by cb_hss_keygen() and cb_hss_sign() at its leaves.
 */
static const char *
resign_hss(const uint8_t *pk, size_t pkl, const uint8_t *msg, size_t msgl,
	   const uint8_t *sig, size_t sigl)
{
	static uint8_t gsig[4096];
	uint8_t gpk[CB_HSS_PK_MAX], sk[CB_HSS_SK_LEN(2)];
	uint32_t lt[2], ot[2];
	size_t s0 = cb_lms_sig_len(pk[7], pk[11]);

	if (s0 == 0 || sigl < 4 + s0 + 8 || sigl > sizeof(gsig))
		return "not a two-level signature";
	lt[0] = pk[7];
	ot[0] = pk[11];
	lt[1] = sig[4 + s0 + 3];
	ot[1] = sig[4 + s0 + 7];
	if (cb_lms_pk_len(lt[1]) == 0 ||
	    sigl < 4 + s0 + cb_lms_pk_len(lt[1]) + 4)
		return "not a two-level signature";
	if (cb_hss_keygen(gpk, sk, 2, lt, ot, tc2_id, tc2_seed) != CB_OK ||
	    pkl != 4 + cb_lms_pk_len(lt[0]) || memcmp(gpk, pk, pkl) != 0)
		return "HSS public key from the RFC's SEED differs";
	/* the record's leaves: the top's q, the bottom's q */
	memcpy(sk + 4 + 8, sig + 4, 4);
	memcpy(sk + 16 + 8, sig + 4 + s0 + cb_lms_pk_len(lt[1]), 4);
	if (cb_hss_sig_len(sk, sizeof(sk)) != sigl ||
	    cb_hss_sign(gsig, sigl, sk, sizeof(sk), msg, msgl, keep_state,
			NULL) != CB_OK ||
	    memcmp(gsig, sig, sigl) != 0)
		return "our HSS signature differs from the published one";
	return NULL;
}

/* NULL if record r is reproduced (or not a draft key), else why not. */
static const char *
resign(const vec_rec *r, int *used)
{
	uint8_t *pk, *msg, *sig, gpk[CB_LMS_PK_MAX], sk[CB_LMS_SK_LEN];
	uint8_t seed[CB_LMS_SEED_LEN] = {0}, gsig[2048];
	size_t pkl, msgl, sigl, k, i;
	const char *fail = NULL;

	*used = 0;
	pk = vec_hex(r, "PublicKey", &pkl);
	msg = vec_hex(r, "Msg", &msgl);
	sig = vec_hex(r, "Signature", &sigl);
	if (pk != NULL && msg != NULL && sig != NULL && pkl >= 28 &&
	    pk[3] == 2 && memcmp(pk + 12, tc2_id, 16) == 0) {
		*used = 1;
		fail = resign_hss(pk, pkl, msg, msgl, sig, sigl);
		goto done;
	}
	if (pk == NULL || msg == NULL || sig == NULL || pkl < 28 ||
	    pk[3] != 1 || sigl < 12)
		goto done;
	for (k = 0; k < sizeof(draft_keys) / sizeof(draft_keys[0]); k++)
		if (pk[7] == draft_keys[k].lms_type)
			break;
	if (k == sizeof(draft_keys) / sizeof(draft_keys[0]))
		goto done;
	*used = 1;
	for (i = 0; i < sizeof(seed); i++)
		seed[i] = (uint8_t)(draft_keys[k].seed0 + i);
	if (cb_lms_keygen(gpk, sk, pk[7], pk[11], pk + 12, seed) != CB_OK ||
	    pkl != 4 + cb_lms_pk_len(pk[7]) ||
	    memcmp(gpk, pk + 4, pkl - 4) != 0) {
		fail = "public key from the draft's SEED differs";
		goto done;
	}
	memcpy(sk + 24, sig + 4, 4); /* the record's leaf q */
	if (sigl - 4 > sizeof(gsig) ||
	    cb_lms_sign(gsig, sigl - 4, sk, msg, msgl, keep_state, NULL) !=
		CB_OK ||
	    memcmp(gsig, sig + 4, sigl - 4) != 0)
		fail = "our signature differs from the published one";
done:
	free(pk);
	free(msg);
	free(sig);
	return fail;
}

/* see lms_kat.h */
long
lms_kat_resign(const char *dir, unsigned long *matched, char *why,
	       size_t whylen)
{
	char err[256];
	vec_set vs;
	long bad = 0;
	int i, used;

	if (vec_load(&vs, dir, "lms/botan_hss.vec", err, sizeof(err)) != 0) {
		snprintf(why, whylen, "%s", err);
		return -1;
	}
	for (i = 0; i < vs.nrec; i++) {
		const char *v = vec_get(&vs.rec[i], "Result");
		const char *fail;

		if (v == NULL || strcmp(v, "valid") != 0)
			continue;
		fail = resign(&vs.rec[i], &used);
		if (fail != NULL && bad++ == 0)
			snprintf(why, whylen, "%s: %s", vec_where(&vs.rec[i]),
				 fail);
		else if (fail == NULL && used)
			(*matched)++;
	}
	vec_free(&vs);
	return bad;
}
