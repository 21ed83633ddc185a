/* SPDX-License-Identifier: MIT */
/* X25519/X448 and Ed25519/Ed448 against OpenSSL 3 and vector files: one
 * implementation for both curves, driven by a ref_xed description. */
#include "ref_xed.h"

#include <openssl/evp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "vec.h"

#define MAXMSG 300
#define XMAX 56         /* X448 */
#define EDMAX 57        /* Ed448 seed and public key */
#define SIGMAX 114      /* Ed448 signature */

/* OpenSSL public key for a raw private key; 0 on success. */
static int
ossl_public(int type, const uint8_t *priv, size_t plen, uint8_t *pub,
	    size_t publen)
{
	EVP_PKEY *k = EVP_PKEY_new_raw_private_key(type, NULL, priv, plen);
	size_t n = publen;
	int ok;

	if (!ref_ossl(k != NULL, "EVP_PKEY_new_raw_private_key"))
		return -1;
	ok = EVP_PKEY_get_raw_public_key(k, pub, &n) == 1 && n == publen;
	EVP_PKEY_free(k);
	return ok ? 0 : -1;
}

/*
 * OpenSSL X25519/X448 derive; 0 on success, -1 if OpenSSL refuses.  Its
 * refusal of a peer (set_peer, derive) is an answer compared with ours.
 */
static int
ossl_derive(int type, const uint8_t *priv, const uint8_t *peer, size_t n,
	    uint8_t *out)
{
	EVP_PKEY *k, *p = NULL;
	EVP_PKEY_CTX *c = NULL;
	size_t len = n;
	int ok;

	k = EVP_PKEY_new_raw_private_key(type, NULL, priv, n);
	ok = ref_ossl(k != NULL, "EVP_PKEY_new_raw_private_key") &&
	     ref_ossl((p = EVP_PKEY_new_raw_public_key(type, NULL, peer, n)) !=
		      NULL, "EVP_PKEY_new_raw_public_key") &&
	     ref_ossl((c = EVP_PKEY_CTX_new(k, NULL)) != NULL,
		      "EVP_PKEY_CTX_new") &&
	     ref_ossl(EVP_PKEY_derive_init(c), "EVP_PKEY_derive_init") &&
	     EVP_PKEY_derive_set_peer(c, p) == 1 &&
	     EVP_PKEY_derive(c, out, &len) == 1 && len == n;
	EVP_PKEY_CTX_free(c);
	EVP_PKEY_free(p);
	EVP_PKEY_free(k);
	return ok ? 0 : -1;
}

/* OpenSSL Ed25519/Ed448 sign; 0 on success. */
static int
ossl_sign(int type, const uint8_t *seed, size_t slen, const uint8_t *msg,
	  size_t len, uint8_t *sig, size_t siglen)
{
	EVP_PKEY *k = EVP_PKEY_new_raw_private_key(type, NULL, seed, slen);
	EVP_MD_CTX *m = NULL;
	size_t n = siglen;
	int ok;

	ok = ref_ossl(k != NULL, "EVP_PKEY_new_raw_private_key") &&
	     ref_ossl((m = EVP_MD_CTX_new()) != NULL, "EVP_MD_CTX_new") &&
	     ref_ossl(EVP_DigestSignInit(m, NULL, NULL, NULL, k),
		      "EVP_DigestSignInit") &&
	     EVP_DigestSign(m, sig, &n, msg, len) == 1 && n == siglen;
	EVP_MD_CTX_free(m);
	EVP_PKEY_free(k);
	return ok ? 0 : -1;
}

/*
 * OpenSSL Ed25519/Ed448 verify: 1 valid, 0 not.  pub is one the caller
 * has compared with OpenSSL's.
 */
static int
ossl_verify(int type, const uint8_t *pub, size_t plen, const uint8_t *msg,
	    size_t len, const uint8_t *sig, size_t siglen)
{
	EVP_PKEY *k = EVP_PKEY_new_raw_public_key(type, NULL, pub, plen);
	EVP_MD_CTX *m = NULL;
	int ok;

	ok = ref_ossl(k != NULL, "EVP_PKEY_new_raw_public_key") &&
	     ref_ossl((m = EVP_MD_CTX_new()) != NULL, "EVP_MD_CTX_new") &&
	     ref_ossl(EVP_DigestVerifyInit(m, NULL, NULL, NULL, k),
		      "EVP_DigestVerifyInit") &&
	     EVP_DigestVerify(m, sig, siglen, msg, len) == 1;
	EVP_MD_CTX_free(m);
	EVP_PKEY_free(k);
	return ok;
}

/* see ref_xed.h */
unsigned long
ref_xed_x(const ref_xed *d, unsigned long *cases, char *why, size_t whylen)
{
	uint8_t a[XMAX], b[XMAX], pa[XMAX], pb[XMAX], oa[XMAX], ob[XMAX];
	uint8_t u[XMAX], k1[XMAX], k2[XMAX], k3[XMAX];
	size_t n = d->xlen;
	unsigned long fails = 0, i;
	ref_rng rng;
	int rc;

	ref_rng_seed(&rng, d->xseed);
	for (i = 0; i < d->xcases; i++) {
		ref_rng_bytes(&rng, a, n);
		ref_rng_bytes(&rng, b, n);
		d->xkeygen(pa, a);
		d->xkeygen(pb, b);
		if (ossl_public(d->xtype, a, n, oa, n) != 0 ||
		    ossl_public(d->xtype, b, n, ob, n) != 0 ||
		    memcmp(pa, oa, n) != 0 || memcmp(pb, ob, n) != 0) {
			ref_why(why, whylen, "%s: public key, case %lu", d->x,
				i);
			fails++;
			continue;
		}
		if (d->xshared(k1, a, pb) != CB_OK ||
		    d->xshared(k2, b, pa) != CB_OK ||
		    ossl_derive(d->xtype, a, pb, n, k3) != 0 ||
		    memcmp(k1, k2, n) != 0 || memcmp(k1, k3, n) != 0) {
			ref_why(why, whylen, "%s: shared, case %lu", d->x, i);
			fails++;
			continue;
		}
		/* arbitrary peer u, values >= p (and the top bit) */
		ref_rng_bytes(&rng, u, n);
		if (i % 4 == 0)
			memset(u + 1, 0xff, n - 1);
		/* both refuse an all-zero result (u of small order) */
		rc = d->xshared(k1, a, u);
		if (ossl_derive(d->xtype, a, u, n, k3) != 0 ?
			    rc != CB_E_RANGE :
			    (rc != CB_OK || memcmp(k1, k3, n) != 0)) {
			ref_why(why, whylen, "%s: random peer, case %lu", d->x,
				i);
			fails++;
		}
		(*cases)++;
	}
	return fails;
}

/* see ref_xed.h */
unsigned long
ref_xed_ed(const ref_xed *d, unsigned long *cases, char *why, size_t whylen)
{
	uint8_t seed[EDMAX], pub[EDMAX], opub[EDMAX], sig[SIGMAX];
	uint8_t osig[SIGMAX];
	size_t sl = d->seedlen, pl = d->publen, gl = d->siglen;
	uint8_t msg[MAXMSG];
	unsigned long fails = 0, i;
	size_t len, bit;
	ref_rng rng;

	ref_rng_seed(&rng, d->edseed);
	for (i = 0; i < d->edcases; i++) {
		ref_rng_bytes(&rng, seed, sl);
		len = i < 2 * MAXMSG ? i % (MAXMSG + 1) :
				       ref_rng_below(&rng, MAXMSG + 1);
		ref_rng_bytes(&rng, msg, len);
		(*cases)++;
		d->edkeygen(pub, seed);
		if (ossl_public(d->edtype, seed, sl, opub, pl) != 0 ||
		    memcmp(pub, opub, pl) != 0) {
			ref_why(why, whylen, "%s: public key, case %lu", d->ed,
				i);
			fails++;
			continue;
		}
		d->edsign(sig, seed, pub, msg, len);
		if (ossl_sign(d->edtype, seed, sl, msg, len, osig, gl) != 0 ||
		    memcmp(sig, osig, gl) != 0) {
			ref_why(why, whylen, "%s: sign, len %zu", d->ed, len);
			fails++;
			continue;
		}
		if (!ossl_verify(d->edtype, pub, pl, msg, len, sig, gl) ||
		    d->edverify(osig, opub, msg, len) != CB_OK) {
			ref_why(why, whylen, "%s: verify, len %zu", d->ed, len);
			fails++;
			continue;
		}
		/* one flipped bit, in the message or the signature */
		if (len > 0 && i % 2 == 0) {
			bit = ref_rng_below(&rng, 8 * len);
			msg[bit / 8] ^= (uint8_t)(1u << (bit % 8));
		} else {
			bit = ref_rng_below(&rng, 8 * gl);
			sig[bit / 8] ^= (uint8_t)(1u << (bit % 8));
		}
		if (d->edverify(sig, pub, msg, len) == CB_OK ||
		    ossl_verify(d->edtype, pub, pl, msg, len, sig, gl)) {
			ref_why(why, whylen, "%s: tampered accepted, len %zu",
				d->ed, len);
			fails++;
		}
	}
	return fails;
}

/* see ref_xed.h */
unsigned long
ref_xed_vec_x(const ref_xed *d, const char *rel, unsigned long *cases,
	      char *why, size_t whylen)
{
	char err[256];
	uint8_t out[XMAX], zero[XMAX] = { 0 };
	size_t n = d->xlen;
	unsigned long fails = 0;
	vec_set set;
	int i, rc;

	if (vec_load(&set, NULL, rel, err, sizeof(err)) != 0) {
		ref_why(why, whylen, "%s", err);
		return 1;
	}
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		size_t l1, l2, l3;
		uint8_t *priv = vec_hex(r, "Priv", &l1);
		uint8_t *peer = vec_hex(r, "Peer", &l2);
		uint8_t *exp = vec_hex(r, "Shared", &l3);

		if (priv == NULL || peer == NULL || exp == NULL) {
			free(priv);
			free(peer);
			free(exp);
			continue; /* [iterated] records: in the unit tests */
		}
		(*cases)++;
		rc = l1 == n && l2 == n && l3 == n ?
			     d->xshared(out, priv, peer) : CB_E_ARG;
		if (l3 == n && memcmp(exp, zero, n) == 0 ? rc != CB_E_RANGE :
		    (rc != CB_OK || memcmp(out, exp, n) != 0)) {
			ref_why(why, whylen, "%s", vec_where(r));
			fails++;
		}
		free(priv);
		free(peer);
		free(exp);
	}
	vec_free(&set);
	return fails;
}

/* see ref_xed.h */
unsigned long
ref_xed_vec_ed(const ref_xed *d, const char *rel, unsigned long *cases,
	       char *why, size_t whylen)
{
	char err[256];
	uint8_t sig[SIGMAX];
	unsigned long fails = 0;
	vec_set set;
	int i, ok;

	if (vec_load(&set, NULL, rel, err, sizeof(err)) != 0) {
		ref_why(why, whylen, "%s", err);
		return 1;
	}
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const char *res = vec_get(r, "Result");
		size_t l1, l2, l3, l4 = 0;
		uint8_t *pub = vec_hex(r, "Pub", &l1);
		uint8_t *msg = vec_hex(r, "Msg", &l2);
		uint8_t *esig = vec_hex(r, "Sig", &l3);
		uint8_t *seed = vec_hex(r, "Seed", &l4);
		int valid = res == NULL || strcmp(res, "valid") == 0;

		(*cases)++;
		ok = pub != NULL && msg != NULL && esig != NULL &&
		     l1 == d->publen && l3 == d->siglen;
		if (ok)
			ok = (d->edverify(esig, pub, msg, l2) == CB_OK) == valid;
		if (ok && seed != NULL && l4 == d->seedlen) {
			d->edsign(sig, seed, pub, msg, l2);
			ok = memcmp(sig, esig, d->siglen) == 0;
		}
		if (!ok) {
			ref_why(why, whylen, "%s", vec_where(r));
			fails++;
		}
		free(pub);
		free(msg);
		free(esig);
		free(seed);
	}
	vec_free(&set);
	return fails;
}
