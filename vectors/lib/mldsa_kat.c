/* SPDX-License-Identifier: MIT */
/* ML-DSA known-answer records: one checker for test_mldsa and ref/. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/hash.h"
#include "cb/mldsa.h"
#include "mldsa_kat.h"
#include "vec.h"

const char *const mldsa_kat_files[6] = {
	"acvp_keygen", "acvp_siggen", "acvp_sigver",
	"wycheproof_sign_seed", "wycheproof_sign_noseed", "wycheproof_verify",
};

enum kind { KEYGEN, SIGGEN, SIGVER, SIGN_SEED, SIGN_NOSEED, VERIFY };

static int32_t tmp[CB_MLDSA87_SIGN_TMP_LEN / 4];

/* State carried from record to record within a section. */
typedef struct carried {
	const char *section;
	uint8_t *pk, *sk, *seed;
	size_t pkl, skl, seedl;
	uint8_t gpk[CB_MLDSA_PK_MAX], gsk[CB_MLDSA_SK_MAX]; /* from Seed */
} carried;

/* A record's hex fields, freed together. */
typedef struct fields {
	uint8_t *msg, *ctx, *mu, *rnd, *sig;
	size_t msgl, ctxl, mul, rndl, sigl;
} fields;

static const cb_mldsa_params *
params_of(const char *section)
{
	if (strcmp(section, "ml-dsa-44") == 0)
		return &cb_mldsa44;
	if (strcmp(section, "ml-dsa-65") == 0)
		return &cb_mldsa65;
	if (strcmp(section, "ml-dsa-87") == 0)
		return &cb_mldsa87;
	return NULL;
}

/* 1 if SHA3-256(buf) is field name (an empty field matches anything). */
static int
digest_is(const vec_rec *r, const char *name, const uint8_t *buf, size_t len)
{
	uint8_t d[32], *want;
	size_t wl;
	int eq;

	want = vec_hex(r, name, &wl);
	if (want == NULL)
		return 0;
	cb_sha3_256(d, buf, len);
	eq = wl == 0 || (wl == 32 && memcmp(d, want, 32) == 0);
	free(want);
	return eq;
}

/* Replace *buf by field name if the record has it. */
static void
take(const vec_rec *r, const char *name, uint8_t **buf, size_t *len)
{
	size_t l;
	uint8_t *v = vec_hex(r, name, &l);

	if (v) {
		free(*buf);
		*buf = v;
		*len = l;
	}
}

static void
drop(carried *c)
{
	free(c->pk);
	free(c->sk);
	free(c->seed);
	c->pk = c->sk = c->seed = NULL;
	c->pkl = c->skl = c->seedl = 0;
}

/*
 * Sign in both configurations: mu given, M' (internal) or the pure
 * interface with a context; returns the (common) code, or 99 if the two
 * disagree.
 */
static int
sign2(const cb_mldsa_params *p, uint8_t *sig, const uint8_t *sk, size_t kl,
      const fields *f, int internal)
{
	static const uint8_t zero[32];
	uint8_t sig2[CB_MLDSA_SIG_MAX];
	const uint8_t *rnd = f->rnd && f->rndl == 32 ? f->rnd : zero;
	size_t sl = cb_mldsa_sig_len(p), small = cb_mldsa_sign_small_tmp_len(p);
	uint8_t mu[CB_MLDSA_MU_LEN] = {0};
	cb_shake_ctx h;
	int a, b;

	if (f->mu) {
		if (f->mul != CB_MLDSA_MU_LEN)
			return 98;
		a = cb_mldsa_sign_mu(p, sig, sl, sk, kl, f->mu, rnd, tmp,
				     sizeof(tmp));
		b = cb_mldsa_sign_small_mu(p, sig2, sl, sk, kl, f->mu, rnd, tmp,
					   small);
	} else if (internal) {
		a = cb_mldsa_sign_internal(p, sig, sl, sk, kl, f->msg, f->msgl,
					   rnd, tmp, sizeof(tmp));
		/* the small configuration through mu = H(tr || M'), tr
		 * read from a key of the set's length only */
		if (kl == cb_mldsa_sk_len(p)) {
			cb_shake256_init(&h);
			cb_shake_update(&h, sk + 64, 64);
			cb_shake_update(&h, f->msg, f->msgl);
			cb_shake_squeeze(&h, mu, sizeof(mu));
		}
		b = cb_mldsa_sign_small_mu(p, sig2, sl, sk, kl, mu, rnd, tmp,
					   small);
	} else {
		a = cb_mldsa_sign(p, sig, sl, sk, kl, f->msg, f->msgl, f->ctx,
				  f->ctxl, NULL, NULL, tmp, sizeof(tmp));
		b = cb_mldsa_sign_small(p, sig2, sl, sk, kl, f->msg, f->msgl,
					f->ctx, f->ctxl, NULL, NULL, tmp, small);
	}
	if (a != b || (a == CB_OK && memcmp(sig, sig2, sl) != 0))
		return 99;
	return a;
}

/*
 * Verify sig on the record's message (pure, internal or mu) in both
 * configurations: their common result, or 98 if they differ.  The small
 * one has no internal entry: it gets mu = H(H(pk, 64) || M', 64) (FIPS
 * 204 Alg. 8 lines 6-7), made here.
 */
static int
verify(const cb_mldsa_params *p, const uint8_t *pk, size_t pkl,
       const fields *f, const uint8_t *sig, size_t sl, int internal)
{
	uint8_t tr[64], mu[64];
	cb_shake_ctx h;
	int a, b;

	if (f->mu) {
		a = cb_mldsa_verify_mu(p, pk, pkl, f->mu, sig, sl);
		b = cb_mldsa_verify_small_mu(p, pk, pkl, f->mu, sig, sl);
	} else if (internal) {
		a = cb_mldsa_verify_internal(p, pk, pkl, f->msg, f->msgl, sig,
					     sl);
		cb_shake256(tr, sizeof(tr), pk, pkl);
		cb_shake256_init(&h);
		cb_shake_update(&h, tr, sizeof(tr));
		cb_shake_update(&h, f->msg, f->msgl);
		cb_shake_squeeze(&h, mu, sizeof(mu));
		b = cb_mldsa_verify_small_mu(p, pk, pkl, mu, sig, sl);
	} else {
		a = cb_mldsa_verify(p, pk, pkl, f->msg, f->msgl, f->ctx,
				    f->ctxl, sig, sl);
		b = cb_mldsa_verify_small(p, pk, pkl, f->msg, f->msgl, f->ctx,
					  f->ctxl, sig, sl);
	}
	return a == b ? a : 98;
}

/* One record; NULL if its expected result was met, else the reason. */
static const char *
check(enum kind k, const vec_rec *r, const cb_mldsa_params *p, carried *c,
      fields *f, int *valid)
{
	uint8_t sig[CB_MLDSA_SIG_MAX];
	const char *res = vec_get(r, "Result");
	size_t sl = cb_mldsa_sig_len(p);
	int rc, internal = k == SIGGEN || k == SIGVER;
	const uint8_t *sk = NULL, *pk = NULL;
	size_t pkl = 0, skl = 0;

	*valid = res == NULL || strcmp(res, "valid") == 0;
	switch (k) {
	case KEYGEN:
		/* the key pair of Seed was made when it was read */
		if (!c->seed || c->seedl != 32)
			return "bad Seed";
		if (!digest_is(r, "PkSha3", c->gpk, cb_mldsa_pk_len(p)))
			return "public key differs";
		if (!digest_is(r, "SkSha3", c->gsk, cb_mldsa_sk_len(p)))
			return "private key differs";
		return NULL;
	case SIGVER:
	case VERIFY:
		if (!c->pk || !f->sig)
			return "no Pk or Sig";
		rc = verify(p, c->pk, c->pkl, f, f->sig, f->sigl, internal);
		if (rc == 98)
			return "fast and small verifications differ";
		if (*valid)
			return rc == CB_OK ? NULL : "valid signature refused";
		/* bad lengths are CB_E_ARG, bad signatures CB_E_AUTH */
		return rc == CB_E_AUTH || rc == CB_E_ARG ? NULL :
		       "invalid signature accepted";
	case SIGN_SEED:
		/* the API takes 32-byte seeds: other lengths are refused */
		if (c->seed && c->seedl == 32) {
			sk = c->gsk;
			skl = cb_mldsa_sk_len(p);
			pk = c->gpk;
			pkl = cb_mldsa_pk_len(p);
		}
		break;
	case SIGGEN:
	case SIGN_NOSEED:
		/* a private key of another length is the API's to refuse */
		if (c->sk) {
			sk = c->sk;
			skl = c->skl;
		}
		if (c->pk) {
			pk = c->pk;
			pkl = c->pkl;
		}
		break;
	}
	rc = sk ? sign2(p, sig, sk, skl, f, internal) : CB_E_ARG;
	if (!*valid)
		return rc == CB_E_ARG ? NULL : "invalid input signed";
	if (rc != CB_OK)
		return rc == 99 ? "fast and small signatures differ" :
		       "signing failed";
	if (f->sig) {
		/* hedged with an rnd the record does not give: that
		 * signature and ours both verify */
		if (!pk || verify(p, pk, pkl, f, f->sig, f->sigl, 0) != CB_OK ||
		    verify(p, pk, pkl, f, sig, sl, 0) != CB_OK)
			return "randomized signature does not verify";
		return NULL;
	}
	if (!digest_is(r, "SigSha3", sig, sl))
		return "signature differs";
	if (pk && verify(p, pk, pkl, f, sig, sl, internal) != CB_OK)
		return "own signature does not verify";
	return NULL;
}

/* see mldsa_kat.h */
long
mldsa_kat_run(const char *dir, const char *name, const char *set,
	      mldsa_kat_counts *n, char *why, size_t whylen)
{
	char rel[64], err[256];
	carried c;
	vec_set vs;
	long bad = 0;
	int i, valid;
	enum kind k;

	for (k = KEYGEN; k <= VERIFY; k++)
		if (strcmp(mldsa_kat_files[k], name) == 0)
			break;
	snprintf(rel, sizeof(rel), "mldsa/%s.vec", name);
	if (k > VERIFY || vec_load(&vs, dir, rel, err, sizeof(err)) != 0) {
		snprintf(why, whylen, "%s", k > VERIFY ? name : err);
		return -1;
	}
	memset(&c, 0, sizeof(c));
	for (i = 0; i < vs.nrec; i++) {
		const vec_rec *r = &vs.rec[i];
		const cb_mldsa_params *p = params_of(r->section);
		const char *fail;
		fields f;

		if (set && strcmp(r->section, set) != 0)
			continue;
		if (c.section != r->section)
			drop(&c);
		c.section = r->section;
		take(r, "Pk", &c.pk, &c.pkl);
		take(r, "Sk", &c.sk, &c.skl);
		if (vec_get(r, "Seed")) {
			take(r, "Seed", &c.seed, &c.seedl);
			if (p && c.seedl == 32) {
				if (cb_mldsa_keygen_internal(p, c.gpk,
						cb_mldsa_pk_len(p), c.gsk,
						cb_mldsa_sk_len(p),
						c.seed) != CB_OK ||
				    !digest_is(r, "PkSha3", c.gpk,
					       cb_mldsa_pk_len(p))) {
					fail = "public key differs";
					goto failed;
				}
			}
		}
		memset(&f, 0, sizeof(f));
		f.msg = vec_hex(r, "Msg", &f.msgl);
		f.ctx = vec_hex(r, "Ctx", &f.ctxl);
		f.mu = vec_hex(r, "Mu", &f.mul);
		f.rnd = vec_hex(r, "Rnd", &f.rndl);
		f.sig = vec_hex(r, "Sig", &f.sigl);
		valid = 1;
		fail = p ? check(k, r, p, &c, &f, &valid) : "unknown section";
		free(f.msg);
		free(f.ctx);
		free(f.mu);
		free(f.rnd);
		free(f.sig);
		if (fail == NULL) {
			if (valid)
				n->valid++;
			else
				n->invalid++;
			continue;
		}
failed:
		if (bad++ == 0)
			snprintf(why, whylen, "%s: %s", vec_where(r), fail);
	}
	drop(&c);
	vec_free(&vs);
	return bad;
}
