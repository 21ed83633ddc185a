/* SPDX-License-Identifier: MIT */
/* Every hash of the manifest, HMAC over each, HKDF and HMAC-DRBG against
 * OpenSSL 3. */
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/kdf.h>
#include <openssl/params.h>
#include <openssl/rand.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/mac.h"
#include "manifest.h"
#include "ref.h"

#define LONG_LEN (100 * 1024)

/* OpenSSL's name of a hash of the manifest (its ALG row), NULL if none. */
static const char *
ossl_name(const cb_hash_desc *h)
{
	const cb_mf_alg *a = cb_mf_alg_of(h->name);

	return a != NULL && a->openssl[0] != '\0' ? a->openssl : NULL;
}

/* The hash of a manifest id (its RUN row's), NULL if none. */
static const cb_hash_desc *
hash_of(const char *id)
{
	size_t i;

	for (i = 0; i < cb_mf_nruns; i++)
		if (cb_mf_runs[i].kind == CB_KIND_HASH &&
		    strcmp(cb_mf_runs[i].id, id) == 0)
			return cb_mf_runs[i].prims.hash;
	return NULL;
}

/* Seed from the algorithm id, so every check has its own stream. */
static unsigned long long
seed_of(const char *s, unsigned long long salt)
{
	unsigned long long x = 0xcbf29ce484222325ull ^ salt;

	while (*s)
		x = (x ^ (unsigned char)*s++) * 0x100000001b3ull;
	return x;
}

/* Message lengths: 0..3 blocks + 3 exhaustively, then random ones. */
static size_t
pick_len(ref_rng *r, size_t i, size_t block)
{
	size_t dense = 3 * block + 4;

	if (i < dense)
		return i;
	return ref_rng_below(r, 8 * block + 1);
}

/* ---- plain hashes ---- */

/* Feed in to update in random chunks (zero-length chunks included). */
static void
feed(const cb_hash_desc *h, void *ctx, ref_rng *r, const uint8_t *in,
     size_t len, size_t block)
{
	size_t off = 0, n;

	while (off < len) {
		switch (ref_rng_below(r, 4)) {
		case 0:
			n = ref_rng_below(r, 4);
			break;
		case 1:
			n = ref_rng_below(r, block + 2);
			break;
		case 2:
			n = ref_rng_below(r, 4 * block);
			break;
		default:
			n = len - off;
			break;
		}
		if (n > len - off)
			n = len - off;
		h->update(ctx, n ? in + off : NULL, n);
		off += n;
	}
}

static unsigned long
run_hash(const cb_hash_desc *h, unsigned long *cases, char *why,
	 size_t whylen)
{
	EVP_MD *md = EVP_MD_fetch(NULL, ossl_name(h), NULL);
	uint8_t *msg = malloc(LONG_LEN);
	uint8_t got[CB_HASH_MAX_LEN], exp[EVP_MAX_MD_SIZE];
	unsigned int elen;
	unsigned long fail = 0;
	size_t i, len, ncases = 3 * h->block_len + 4 + 2000;
	cb_hash_any_ctx c;
	ref_rng r;

	if (!ref_ossl(md != NULL, "EVP_MD_fetch") || msg == NULL) {
		ref_why(why, whylen, "%s: OpenSSL has no %s", h->name,
			ossl_name(h));
		EVP_MD_free(md);
		free(msg);
		return 1;
	}
	ref_rng_seed(&r, seed_of(h->name, 1));
	for (i = 0; i <= ncases; i++) {
		/* the last three: long messages, one of them random-length */
		len = i + 3 <= ncases ? pick_len(&r, i, h->block_len) :
			i == ncases ? LONG_LEN :
			LONG_LEN - 1 - ref_rng_below(&r, LONG_LEN / 2);

		ref_rng_bytes(&r, msg, len);
		if (EVP_Digest(msg, len, exp, &elen, md, NULL) != 1 ||
		    elen != h->out_len) {
			ref_why(why, whylen, "%s: EVP_Digest failed", h->name);
			fail++;
			break;
		}
		h->init(&c);
		feed(h, &c, &r, msg, len, h->block_len);
		h->final(&c, got);
		(*cases)++;
		if (memcmp(got, exp, elen) != 0) {
			ref_why(why, whylen, "%s: streamed, len %zu (case %zu)",
				h->name, len, i);
			fail++;
		}
	}
	EVP_MD_free(md);
	free(msg);
	return fail;
}

/* ---- HMAC ---- */

static unsigned long
run_hmac(const cb_hash_desc *h, unsigned long *cases, char *why,
	 size_t whylen)
{
	EVP_MD *md = EVP_MD_fetch(NULL, ossl_name(h), NULL);
	uint8_t *msg = malloc(LONG_LEN);
	uint8_t key[3 * CB_HASH_MAX_BLOCK_LEN], got[CB_HASH_MAX_LEN];
	uint8_t exp[EVP_MAX_MD_SIZE];
	unsigned int elen;
	unsigned long fail = 0;
	size_t i, len, klen, ncases = 3000;
	cb_hmac_ctx c;
	ref_rng r;

	if (!ref_ossl(md != NULL, "EVP_MD_fetch") || msg == NULL) {
		ref_why(why, whylen, "hmac-%s: no OpenSSL digest", h->name);
		EVP_MD_free(md);
		free(msg);
		return 1;
	}
	ref_rng_seed(&r, seed_of(h->name, 2));
	for (i = 0; i <= ncases; i++) {
		/* key lengths: every length up to 2B + 2, then random */
		klen = i < 2 * h->block_len + 3 ? i :
			ref_rng_below(&r, sizeof(key) + 1);
		len = i == ncases ? LONG_LEN :
			i < 3 * h->block_len + 4 ? i :
			ref_rng_below(&r, 4 * h->block_len + 1);
		ref_rng_bytes(&r, key, klen);
		ref_rng_bytes(&r, msg, len);
		/* OpenSSL wants a non-NULL key even when it is empty */
		if (HMAC(md, key, (int)klen, msg, len, exp, &elen) == NULL ||
		    elen != h->out_len) {
			ref_why(why, whylen, "hmac-%s: OpenSSL HMAC failed",
				h->name);
			fail++;
			break;
		}
		(*cases)++;
		if (cb_hmac_init(&c, h, klen ? key : NULL, klen) != CB_OK) {
			ref_why(why, whylen, "hmac-%s: init failed", h->name);
			fail++;
			continue;
		}
		{
			size_t off = 0, n;

			while (off < len) {
				n = ref_rng_below(&r, 2 * h->block_len + 1);
				if (n > len - off)
					n = len - off;
				cb_hmac_update(&c, msg + off, n);
				off += n;
			}
		}
		cb_hmac_final(&c, got);
		if (memcmp(got, exp, elen) != 0) {
			ref_why(why, whylen,
				"hmac-%s: key len %zu, msg len %zu (case %zu)",
				h->name, klen, len, i);
			fail++;
		}
	}
	EVP_MD_free(md);
	free(msg);
	return fail;
}

/* ---- HKDF ---- */

static int
ossl_hkdf(const cb_hash_desc *h, int mode, uint8_t *out, size_t outlen,
	  const uint8_t *ikm, size_t ikmlen, const uint8_t *salt,
	  size_t saltlen, const uint8_t *info, size_t infolen)
{
	EVP_KDF *kdf = EVP_KDF_fetch(NULL, "HKDF", NULL);
	EVP_KDF_CTX *k = kdf ? EVP_KDF_CTX_new(kdf) : NULL;
	OSSL_PARAM p[7], *q = p;
	int ok;

	*q++ = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST,
						(char *)ossl_name(h), 0);
	*q++ = OSSL_PARAM_construct_int(OSSL_KDF_PARAM_MODE, &mode);
	*q++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY,
						 (void *)ikm, ikmlen);
	if (saltlen > 0)
		*q++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
							 (void *)salt,
							 saltlen);
	if (infolen > 0)
		*q++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO,
							 (void *)info,
							 infolen);
	*q = OSSL_PARAM_construct_end();
	ok = ref_ossl(kdf != NULL, "EVP_KDF_fetch") &&
	     ref_ossl(k != NULL, "EVP_KDF_CTX_new") &&
	     EVP_KDF_derive(k, out, outlen, p) == 1;
	EVP_KDF_CTX_free(k);
	EVP_KDF_free(kdf);
	return ok;
}

static unsigned long
run_hkdf(const cb_hash_desc *h, unsigned long *cases, char *why,
	 size_t whylen)
{
	static uint8_t got[255 * CB_HASH_MAX_LEN], exp[sizeof(got)];
	uint8_t ikm[300], salt[300], info[300], prk[CB_HASH_MAX_LEN],
		eprk[CB_HASH_MAX_LEN];
	unsigned long fail = 0;
	size_t i, n = h->out_len, il, sl, nl, ol;
	ref_rng r;

	ref_rng_seed(&r, seed_of(h->name, 3));
	for (i = 0; i < 1500; i++) {
		il = 1 + ref_rng_below(&r, sizeof(ikm));
		sl = i % 5 == 0 ? 0 : ref_rng_below(&r, sizeof(salt) + 1);
		nl = i % 7 == 0 ? 0 : ref_rng_below(&r, sizeof(info) + 1);
		/* every length up to 3 blocks of output, the maximum, random */
		ol = i < 3 * n + 1 ? i : i % 50 == 0 ? 255 * n :
			1 + ref_rng_below(&r, 255 * n);
		ref_rng_bytes(&r, ikm, il);
		ref_rng_bytes(&r, salt, sl);
		ref_rng_bytes(&r, info, nl);
		(*cases)++;
		if (ol > 0 &&
		    !ossl_hkdf(h, EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND, exp,
			       ol, ikm, il, salt, sl, info, nl)) {
			ref_why(why, whylen, "hkdf-%s: OpenSSL failed",
				h->name);
			return fail + 1;
		}
		if (cb_hkdf(got, ol, h, ikm, il, sl ? salt : NULL, sl,
			    nl ? info : NULL, nl) != CB_OK ||
		    memcmp(got, exp, ol) != 0) {
			ref_why(why, whylen,
				"hkdf-%s: ikm %zu salt %zu info %zu L %zu",
				h->name, il, sl, nl, ol);
			fail++;
		}
		if (i % 10 != 0)
			continue;
		/* the two halves separately */
		(*cases)++;
		if (!ossl_hkdf(h, EVP_KDF_HKDF_MODE_EXTRACT_ONLY, eprk, n, ikm,
			       il, salt, sl, NULL, 0) ||
		    cb_hkdf_extract(prk, h, sl ? salt : NULL, sl, ikm, il) !=
			    CB_OK ||
		    memcmp(prk, eprk, n) != 0) {
			ref_why(why, whylen,
				"hkdf-%s extract: ikm %zu salt %zu", h->name,
				il, sl);
			fail++;
		}
		(*cases)++;
		if (ol > 0 &&
		    (!ossl_hkdf(h, EVP_KDF_HKDF_MODE_EXPAND_ONLY, exp, ol, ikm,
				il < n ? n : il, NULL, 0, info, nl) ||
		     cb_hkdf_expand(got, ol, h, ikm, il < n ? n : il,
				    nl ? info : NULL, nl) != CB_OK ||
		     memcmp(got, exp, ol) != 0)) {
			ref_why(why, whylen, "hkdf-%s expand: prk %zu L %zu",
				h->name, il, ol);
			fail++;
		}
	}
	return fail;
}

/* ---- HMAC-DRBG against OpenSSL's, fed by its TEST-RAND parent ---- */

typedef struct ossl_drbg {
	EVP_RAND *tr, *hr;
	EVP_RAND_CTX *parent, *drbg;
} ossl_drbg;

/* The TEST-RAND parent hands its whole entropy buffer to each (re)seed. */
static int
ossl_set_entropy(ossl_drbg *o, const uint8_t *ent, size_t el,
		 const uint8_t *nonce, size_t nl)
{
	OSSL_PARAM p[3];

	p[0] = OSSL_PARAM_construct_octet_string(OSSL_RAND_PARAM_TEST_ENTROPY,
						 (void *)ent, el);
	p[1] = nonce == NULL ? OSSL_PARAM_construct_end() :
		OSSL_PARAM_construct_octet_string(OSSL_RAND_PARAM_TEST_NONCE,
						  (void *)nonce, nl);
	p[2] = OSSL_PARAM_construct_end();
	return ref_ossl(EVP_RAND_CTX_set_params(o->parent, p),
			"EVP_RAND_CTX_set_params (TEST-RAND entropy)");
}

static void
ossl_drbg_free(ossl_drbg *o)
{
	EVP_RAND_CTX_free(o->drbg);
	EVP_RAND_CTX_free(o->parent);
	EVP_RAND_free(o->hr);
	EVP_RAND_free(o->tr);
	memset(o, 0, sizeof(*o));
}

static int
ossl_drbg_new(ossl_drbg *o, const cb_hash_desc *h, const uint8_t *ent,
	      size_t el, const uint8_t *nonce, size_t nl, const uint8_t *pers,
	      size_t pl)
{
	unsigned int strength = 256;
	unsigned int zero = 0;
	OSSL_PARAM p[4];

	memset(o, 0, sizeof(*o));
	if (!ref_ossl((o->tr = EVP_RAND_fetch(NULL, "TEST-RAND", NULL)) !=
		      NULL, "EVP_RAND_fetch (TEST-RAND)") ||
	    !ref_ossl((o->hr = EVP_RAND_fetch(NULL, "HMAC-DRBG", NULL)) !=
		      NULL, "EVP_RAND_fetch (HMAC-DRBG)") ||
	    !ref_ossl((o->parent = EVP_RAND_CTX_new(o->tr, NULL)) != NULL,
		      "EVP_RAND_CTX_new"))
		return 0;
	p[0] = OSSL_PARAM_construct_uint(OSSL_RAND_PARAM_STRENGTH, &strength);
	p[1] = OSSL_PARAM_construct_end();
	if (!ref_ossl(EVP_RAND_CTX_set_params(o->parent, p),
		      "EVP_RAND_CTX_set_params (TEST-RAND strength)") ||
	    !ossl_set_entropy(o, ent, el, nonce, nl) ||
	    !ref_ossl(EVP_RAND_instantiate(o->parent, strength, 0, NULL, 0,
					   NULL), "EVP_RAND_instantiate") ||
	    !ref_ossl((o->drbg = EVP_RAND_CTX_new(o->hr, o->parent)) != NULL,
		      "EVP_RAND_CTX_new"))
		return 0;
	p[0] = OSSL_PARAM_construct_utf8_string(OSSL_DRBG_PARAM_MAC, "HMAC",
						0);
	p[1] = OSSL_PARAM_construct_utf8_string(OSSL_DRBG_PARAM_DIGEST,
						(char *)ossl_name(h), 0);
	/* no automatic reseeding: the test drives every reseed */
	p[2] = OSSL_PARAM_construct_uint(OSSL_DRBG_PARAM_RESEED_REQUESTS,
					 &zero);
	p[3] = OSSL_PARAM_construct_end();
	return ref_ossl(EVP_RAND_CTX_set_params(o->drbg, p),
			"EVP_RAND_CTX_set_params (HMAC-DRBG)") &&
	       ref_ossl(EVP_RAND_instantiate(o->drbg,
					     EVP_RAND_get_strength(o->drbg), 0,
					     pers, pl, NULL),
			"EVP_RAND_instantiate");
}

static unsigned long
run_drbg(const cb_hash_desc *h, unsigned long *cases, char *why,
	 size_t whylen)
{
	uint8_t ent[120], nonce[40], pers[80], add[80];
	static uint8_t got[4000], exp[sizeof(got)];
	size_t i, j, el, nl, pl, al, ol, emin;
	unsigned long fail = 0;
	cb_hmac_drbg_ctx c;
	ossl_drbg o;
	ref_rng r;

	emin = h->out_len >= 32 ? 32 : h->out_len >= 28 ? 24 : 16;
	ref_rng_seed(&r, seed_of(h->name, 4));
	for (i = 0; i < 150; i++) {
		el = emin + ref_rng_below(&r, sizeof(ent) - emin + 1);
		nl = emin / 2 + ref_rng_below(&r, sizeof(nonce) - emin / 2 + 1);
		pl = i % 3 == 0 ? 0 : ref_rng_below(&r, sizeof(pers) + 1);
		ref_rng_bytes(&r, ent, el);
		ref_rng_bytes(&r, nonce, nl);
		ref_rng_bytes(&r, pers, pl);
		if (!ossl_drbg_new(&o, h, ent, el, nonce, nl, pers, pl)) {
			ref_why(why, whylen, "hmac-drbg-%s: OpenSSL setup",
				h->name);
			ossl_drbg_free(&o);
			return fail + 1;
		}
		if (cb_hmac_drbg_init(&c, h, ent, el, nonce, nl,
				      pl ? pers : NULL, pl) != CB_OK) {
			ref_why(why, whylen, "hmac-drbg-%s: init", h->name);
			ossl_drbg_free(&o);
			return fail + 1;
		}
		for (j = 0; j < 12; j++) {
			/*
			 * Lengths from 1: OpenSSL's EVP_RAND_generate skips a
			 * zero-length request without the state update that
			 * SP 800-90A §10.1.2.5 still performs (we do it).
			 */
			ol = j < 4 ? h->out_len * j + j + 1 :
				1 + ref_rng_below(&r, sizeof(got));
			al = j % 2 ? ref_rng_below(&r, sizeof(add) + 1) : 0;
			ref_rng_bytes(&r, add, al);
			(*cases)++;
			if (j == 6 || j == 9) {
				/* reseed with fresh entropy and input */
				el = emin + ref_rng_below(&r, sizeof(ent) -
							      emin + 1);
				ref_rng_bytes(&r, ent, el);
				if (!ossl_set_entropy(&o, ent, el, NULL, 0) ||
				    EVP_RAND_reseed(o.drbg, 0, NULL, 0, add,
						    al) != 1 ||
				    cb_hmac_drbg_reseed(&c, ent, el,
							al ? add : NULL,
							al) != CB_OK) {
					ref_why(why, whylen,
						"hmac-drbg-%s: reseed",
						h->name);
					fail++;
					break;
				}
			}
			if (EVP_RAND_generate(o.drbg, exp, ol,
					      EVP_RAND_get_strength(o.drbg), 0,
					      add, al) != 1 ||
			    cb_hmac_drbg_generate(&c, got, ol,
						  al ? add : NULL,
						  al) != CB_OK ||
			    memcmp(got, exp, ol) != 0) {
				ref_why(why, whylen,
					"hmac-drbg-%s: instance %zu request %zu"
					" (len %zu, add %zu)", h->name, i, j,
					ol, al);
				fail++;
				break;
			}
		}
		ossl_drbg_free(&o);
	}
	return fail;
}

/* The checks of one hash: the row's (a cb_mf_run), or the hash named by
 * the check's arg (a manifest id: HKDF, HMAC-DRBG). */
static const cb_hash_desc *
arg_hash(void)
{
	const cb_mf_run *row = ref_arg();
	size_t i;

	for (i = 0; i < cb_mf_nruns; i++)
		if (row == &cb_mf_runs[i])
			return row->prims.hash;
	return hash_of(ref_arg());
}

static unsigned long
hash_check(unsigned long *cases, char *why, size_t whylen)
{
	return run_hash(arg_hash(), cases, why, whylen);
}

static unsigned long
hmac_check(unsigned long *cases, char *why, size_t whylen)
{
	return run_hmac(arg_hash(), cases, why, whylen);
}

static unsigned long
hkdf_check(unsigned long *cases, char *why, size_t whylen)
{
	return run_hkdf(arg_hash(), cases, why, whylen);
}

static unsigned long
drbg_check(unsigned long *cases, char *why, size_t whylen)
{
	return run_drbg(arg_hash(), cases, why, whylen);
}

/* HKDF and HMAC-DRBG over the hashes they are used with (arg: the hash's
 * manifest id) */
static const ref_check kdfs[] = {
	{ "hkdf-sha256", "openssl", hkdf_check, "sha256" },
	{ "hkdf-sha384", "openssl", hkdf_check, "sha384" },
	{ "hkdf-sha512", "openssl", hkdf_check, "sha512" },
	{ "hmac-drbg-sha1", "openssl", drbg_check, "sha1" },
	{ "hmac-drbg-sha256", "openssl", drbg_check, "sha256" },
	{ "hmac-drbg-sha384", "openssl", drbg_check, "sha384" },
	{ "hmac-drbg-sha512", "openssl", drbg_check, "sha512" },
};

#define MAXHASH 32

/*
 * Every hash row of the manifest that OpenSSL has (ALG's openssl name),
 * then HMAC over each, then HKDF and HMAC-DRBG: built once.
 */
const ref_check *
ref_checks_sha2md(void)
{
	static ref_check checks[2 * MAXHASH + sizeof(kdfs) / sizeof(kdfs[0]) +
				1];
	static char hmac_ids[MAXHASH][40];
	const cb_mf_run *rows[MAXHASH];
	size_t i, n = 0, k = 0;

	if (checks[0].algo != NULL)
		return checks;
	for (i = 0; i < cb_mf_nruns && n < MAXHASH; i++)
		if (cb_mf_runs[i].kind == CB_KIND_HASH &&
		    ossl_name(cb_mf_runs[i].prims.hash) != NULL &&
		    (n == 0 || strcmp(rows[n - 1]->id, cb_mf_runs[i].id) != 0))
			rows[n++] = &cb_mf_runs[i];
	for (i = 0; i < n; i++)
		checks[k++] = (ref_check){ rows[i]->id, "openssl", hash_check,
					   rows[i] };
	for (i = 0; i < n; i++) {
		snprintf(hmac_ids[i], sizeof(hmac_ids[i]), "hmac-%s",
			 rows[i]->id);
		checks[k++] = (ref_check){ hmac_ids[i], "openssl", hmac_check,
					   rows[i] };
	}
	for (i = 0; i < sizeof(kdfs) / sizeof(kdfs[0]); i++)
		checks[k++] = kdfs[i];
	return checks;
}
