/* SPDX-License-Identifier: MIT */
/*
 * LMS/HSS against the ACVP sigVer and Botan HSS vectors, and two checks
 * of our own: OpenSSL 3.0 has no LMS or HSS (nor does any library Debian
 * 12 ships), so the differential row says so; "published" regenerates the
 * draft-fluhrer-lms-more-parm-sets keys from their SEED and must produce
 * the published public keys and signatures byte for byte, and "cross"
 * signs with random keys on every hash and Winternitz parameter at random
 * leaves, chains two levels into an HSS signature, and verifies (and
 * refuses each once a byte is flipped); HSS ("hss"): random keys of 1 to
 * 3 levels signed by cb_hss_sign() verify, and their top level is what
 * the single-tree signer gives.  "published" also reproduces RFC 8554's
 * two-level test case 2 with cb_hss_keygen() and cb_hss_sign().
 */
#include <stdio.h>
#include <string.h>

#include "cb/lms.h"
#include "lms_kat.h"
#include "ref.h"

#define CROSS_CASES 16
#define SIG_MAX 9400

/* The build's conversion of every ACVP record when present, else ours. */
static unsigned long
kat(int file, unsigned long *cases, char *why, size_t whylen)
{
	lms_kat_counts n = {0, 0};
	char w[512] = "";
	long bad = -1;

	/* every ACVP record where the build converted them (tests/), else
	 * the committed subset */
	if (ref_vectors_full() != NULL) {
		char dir[4096];

		snprintf(dir, sizeof(dir), "%s/lms_full", ref_vectors_full());
		bad = lms_kat_run(dir, lms_kat_files[file], &n, w, sizeof(w));
	}
	if (bad < 0) {
		n.valid = n.invalid = 0;
		bad = lms_kat_run(NULL, lms_kat_files[file], &n, w, sizeof(w));
	}
	*cases += n.valid + n.invalid + (bad > 0 ? (unsigned long)bad : 0);
	if (bad != 0)
		ref_why(why, whylen, "%s", w);
	return bad < 0 ? 1 : (unsigned long)bad;
}

static unsigned long
acvp(unsigned long *cases, char *why, size_t whylen)
{
	return kat(0, cases, why, whylen);
}

static unsigned long
botan(unsigned long *cases, char *why, size_t whylen)
{
	return kat(1, cases, why, whylen);
}

static unsigned long
published(unsigned long *cases, char *why, size_t whylen)
{
	unsigned long matched = 0;
	char w[512] = "";
	long bad = lms_kat_resign(NULL, &matched, w, sizeof(w));

	*cases += matched + (bad > 0 ? (unsigned long)bad : 0);
	if (bad != 0)
		ref_why(why, whylen, "%s", w);
	return bad < 0 ? 1 : (unsigned long)bad;
}

static int
keep(void *arg, const uint8_t *sk, size_t sk_len)
{
	(void)arg;
	(void)sk;
	(void)sk_len;
	return 0;
}

/* Height-5 trees of each hash and length, each Winternitz parameter. */
static const uint32_t trees[] = {
	CB_LMS_SHA256_M32_H5, CB_LMS_SHA256_M24_H5, CB_LMS_SHAKE_M32_H5,
	CB_LMS_SHAKE_M24_H5,
};

/* A random key of tree t (OTS of the same hash, Winternitz w index). */
static int
random_key(ref_rng *r, uint8_t *pk, uint8_t *sk, int t, int w)
{
	uint8_t id[CB_LMS_I_LEN], seed[CB_LMS_SEED_LEN];

	ref_rng_bytes(r, id, sizeof(id));
	ref_rng_bytes(r, seed, sizeof(seed));
	return cb_lms_keygen(pk, sk, trees[t], (uint32_t)(1 + 4 * t + w), id,
			     seed);
}

static unsigned long
cross(unsigned long *cases, char *why, size_t whylen)
{
	static uint8_t hsig[4 + 2 * SIG_MAX + CB_LMS_PK_MAX];
	uint8_t pk[CB_LMS_PK_MAX], sk[CB_LMS_SK_LEN];
	uint8_t pk2[CB_LMS_PK_MAX], sk2[CB_LMS_SK_LEN], hpk[CB_HSS_PK_MAX];
	uint8_t msg[200];
	unsigned long failed = 0;
	size_t sl, sl2, pl, pl2, ml, hl;
	ref_rng r;
	int i, t, ok;

	ref_rng_seed(&r, 0x8554);
	for (i = 0; i < CROSS_CASES; i++) {
		t = i % 4;
		ml = ref_rng_below(&r, sizeof(msg));
		ref_rng_bytes(&r, msg, ml);
		ok = random_key(&r, pk, sk, t, (i / 4) % 4) == CB_OK &&
		     random_key(&r, pk2, sk2, (t + 1) % 4,
				(int)ref_rng_below(&r, 4)) == CB_OK;
		pl = cb_lms_pk_len(trees[t]);
		pl2 = cb_lms_pk_len(trees[(t + 1) % 4]);
		sl = cb_lms_sig_len(trees[t], sk[7]);
		sl2 = cb_lms_sig_len(trees[(t + 1) % 4], sk2[7]);
		/* a random leaf of the top key signs the bottom key */
		sk[27] = (uint8_t)ref_rng_below(&r, 32);
		memset(hsig, 0, 4);
		hsig[3] = 1;
		ok = ok && cb_lms_sign(hsig + 4, sl, sk, pk2, pl2, keep, NULL) ==
				   CB_OK &&
		     cb_lms_verify(pk, pl, pk2, pl2, hsig + 4, sl) == CB_OK;
		memcpy(hsig + 4 + sl, pk2, pl2);
		ok = ok && cb_lms_sign(hsig + 4 + sl + pl2, sl2, sk2, msg, ml,
				       keep, NULL) == CB_OK;
		hl = 4 + sl + pl2 + sl2;
		memset(hpk, 0, 4);
		hpk[3] = 2;
		memcpy(hpk + 4, pk, pl);
		ok = ok && cb_hss_verify(hpk, 4 + pl, msg, ml, hsig, hl) ==
				   CB_OK;
		hsig[ref_rng_below(&r, hl)] ^= 1;
		ok = ok && cb_hss_verify(hpk, 4 + pl, msg, ml, hsig, hl) !=
				   CB_OK;
		(*cases)++;
		if (!ok && failed++ == 0)
			ref_why(why, whylen, "case %d: types %u/%u over %u/%u, "
				"message %zu bytes", i, trees[t], sk[7],
				trees[(t + 1) % 4], sk2[7], ml);
	}
	return failed;
}

/*
 * HSS keys of 1 to 3 levels of random types (height 5, every hash, W1 or
 * W2), at random leaves: cb_hss_sign()'s signature verifies, fails once a
 * byte is flipped, and its top-level LMS signature is cb_lms_sign()'s of
 * the single-tree key of the same SEED and I over the signed public key
 * (two signers, one answer).
 */
static unsigned long
hss_cross(unsigned long *cases, char *why, size_t whylen)
{
	static uint8_t sig[4 + 3 * SIG_MAX + 2 * CB_LMS_PK_MAX];
	static uint8_t lsig[SIG_MAX];
	uint8_t pk[CB_HSS_PK_MAX], sk[CB_HSS_SK_LEN(3)], id[CB_LMS_I_LEN];
	uint8_t seed[CB_LMS_SEED_LEN], lpk[CB_LMS_PK_MAX];
	uint8_t lsk[CB_LMS_SK_LEN], msg[100];
	uint32_t lt[3], ot[3], q0 = 0;
	unsigned long failed = 0;
	size_t skl, sl, ls, ml;
	unsigned lv, j;
	ref_rng r;
	int i, t, ok;

	ref_rng_seed(&r, 0x8554 + 6);
	for (i = 0; i < 6; i++) {
		lv = 1 + (unsigned)i % 3;
		for (j = 0; j < lv; j++) {
			t = (int)ref_rng_below(&r, 4);
			lt[j] = trees[t];
			ot[j] = (uint32_t)(1 + 4 * t + (int)ref_rng_below(&r, 2));
		}
		ref_rng_bytes(&r, id, sizeof(id));
		ref_rng_bytes(&r, seed, sizeof(seed));
		ml = ref_rng_below(&r, sizeof(msg));
		ref_rng_bytes(&r, msg, ml);
		skl = CB_HSS_SK_LEN(lv);
		ok = cb_hss_keygen(pk, sk, lv, lt, ot, id, seed) == CB_OK;
		/* random leaves: the digit of every level */
		for (j = 0; ok && j < lv; j++) {
			sk[4 + 12 * j + 11] = (uint8_t)ref_rng_below(&r, 32);
			if (j == 0)
				q0 = sk[15];
		}
		sl = cb_hss_sig_len(sk, skl);
		ok = ok && sl > 0 && sl <= sizeof(sig) &&
		     cb_hss_sign(sig, sl, sk, skl, msg, ml, keep, NULL) ==
			     CB_OK &&
		     cb_hss_verify(pk, 4 + cb_lms_pk_len(lt[0]), msg, ml, sig,
				   sl) == CB_OK;
		/* the top level by the single-tree signer */
		ls = cb_lms_sig_len(lt[0], ot[0]);
		ok = ok && cb_lms_keygen(lpk, lsk, lt[0], ot[0], id, seed) ==
				   CB_OK &&
		     memcmp(lpk, pk + 4, cb_lms_pk_len(lt[0])) == 0;
		if (ok) {
			lsk[27] = (uint8_t)q0;
			ok = lv == 1 ?
			     cb_lms_sign(lsig, ls, lsk, msg, ml, keep, NULL) ==
				     CB_OK :
			     cb_lms_sign(lsig, ls, lsk, sig + 4 + ls,
					 cb_lms_pk_len(lt[1]), keep, NULL) ==
				     CB_OK;
			ok = ok && memcmp(lsig, sig + 4, ls) == 0;
		}
		sig[ref_rng_below(&r, sl)] ^= 1;
		ok = ok && cb_hss_verify(pk, 4 + cb_lms_pk_len(lt[0]), msg, ml,
					 sig, sl) != CB_OK;
		(*cases)++;
		if (!ok && failed++ == 0)
			ref_why(why, whylen, "case %d: %u levels, top types "
				"%u/%u, message %zu bytes", i, lv, lt[0], ot[0],
				ml);
	}
	return failed;
}

/* OpenSSL 3.0 has no LMS: its row has no run (verify says n/a) */
static const ref_check checks[] = {
	{ "lms", "openssl", NULL, NULL },
	{ "lms", "acvp", acvp, NULL },
	{ "lms", "botan", botan, NULL },
	{ "lms", "published", published, NULL },
	{ "lms", "cross", cross, NULL },
	{ "hss", "openssl", NULL, NULL },
	{ "hss", "cross", hss_cross, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* see ref.h */
const ref_check *
ref_checks_lms(void)
{
	return checks;
}
