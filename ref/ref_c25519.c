/* SPDX-License-Identifier: MIT */
/* X25519 and Ed25519 against OpenSSL 3 and the RFC / Wycheproof vectors. */
#include "ref.h"

#include <openssl/evp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "vec.h"

#define X_CASES 3000
#define ED_CASES 3000
#define MAXMSG 300

/* OpenSSL public key for a raw private key; 0 on success. */
static int
ossl_public(int type, const uint8_t *priv, size_t plen, uint8_t *pub,
	    size_t publen)
{
	EVP_PKEY *k = EVP_PKEY_new_raw_private_key(type, NULL, priv, plen);
	size_t n = publen;
	int ok;

	if (k == NULL)
		return -1;
	ok = EVP_PKEY_get_raw_public_key(k, pub, &n) == 1 && n == publen;
	EVP_PKEY_free(k);
	return ok ? 0 : -1;
}

/* OpenSSL X25519/X448 derive; 0 on success, -1 if OpenSSL refuses. */
static int
ossl_derive(int type, const uint8_t *priv, const uint8_t *peer, size_t n,
	    uint8_t *out)
{
	EVP_PKEY *k = EVP_PKEY_new_raw_private_key(type, NULL, priv, n);
	EVP_PKEY *p = EVP_PKEY_new_raw_public_key(type, NULL, peer, n);
	EVP_PKEY_CTX *c = k ? EVP_PKEY_CTX_new(k, NULL) : NULL;
	size_t len = n;
	int ok;

	ok = c != NULL && p != NULL && EVP_PKEY_derive_init(c) == 1 &&
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
	EVP_MD_CTX *m = EVP_MD_CTX_new();
	size_t n = siglen;
	int ok;

	ok = k != NULL && m != NULL &&
	     EVP_DigestSignInit(m, NULL, NULL, NULL, k) == 1 &&
	     EVP_DigestSign(m, sig, &n, msg, len) == 1 && n == siglen;
	EVP_MD_CTX_free(m);
	EVP_PKEY_free(k);
	return ok ? 0 : -1;
}

/* OpenSSL Ed25519/Ed448 verify: 1 valid, 0 not. */
static int
ossl_verify(int type, const uint8_t *pub, size_t plen, const uint8_t *msg,
	    size_t len, const uint8_t *sig, size_t siglen)
{
	EVP_PKEY *k = EVP_PKEY_new_raw_public_key(type, NULL, pub, plen);
	EVP_MD_CTX *m = EVP_MD_CTX_new();
	int ok;

	ok = k != NULL && m != NULL &&
	     EVP_DigestVerifyInit(m, NULL, NULL, NULL, k) == 1 &&
	     EVP_DigestVerify(m, sig, siglen, msg, len) == 1;
	EVP_MD_CTX_free(m);
	EVP_PKEY_free(k);
	return ok;
}

static unsigned long
run_x25519(unsigned long *cases, char *why, size_t whylen)
{
	uint8_t a[32], b[32], pa[32], pb[32], oa[32], ob[32], u[32];
	uint8_t k1[32], k2[32], k3[32];
	unsigned long fails = 0, i;
	ref_rng rng;
	int rc;

	ref_rng_seed(&rng, 0x25519a);
	for (i = 0; i < X_CASES; i++) {
		ref_rng_bytes(&rng, a, 32);
		ref_rng_bytes(&rng, b, 32);
		cb_x25519_keygen(pa, a);
		cb_x25519_keygen(pb, b);
		if (ossl_public(EVP_PKEY_X25519, a, 32, oa, 32) != 0 ||
		    ossl_public(EVP_PKEY_X25519, b, 32, ob, 32) != 0 ||
		    memcmp(pa, oa, 32) != 0 || memcmp(pb, ob, 32) != 0) {
			ref_why(why, whylen, "x25519: public key, case %lu",
				i);
			fails++;
			continue;
		}
		if (cb_x25519_shared(k1, a, pb) != CB_OK ||
		    cb_x25519_shared(k2, b, pa) != CB_OK ||
		    ossl_derive(EVP_PKEY_X25519, a, pb, 32, k3) != 0 ||
		    memcmp(k1, k2, 32) != 0 || memcmp(k1, k3, 32) != 0) {
			ref_why(why, whylen, "x25519: shared, case %lu", i);
			fails++;
			continue;
		}
		/* arbitrary peer u, top bit and values >= p included */
		ref_rng_bytes(&rng, u, 32);
		if (i % 4 == 0)
			memset(u + 1, 0xff, 31);
		/* both refuse an all-zero result (u of small order) */
		rc = cb_x25519_shared(k1, a, u);
		if (ossl_derive(EVP_PKEY_X25519, a, u, 32, k3) != 0 ?
			    rc != CB_E_RANGE :
			    (rc != CB_OK || memcmp(k1, k3, 32) != 0)) {
			ref_why(why, whylen, "x25519: random peer, case %lu",
				i);
			fails++;
		}
		(*cases)++;
	}
	return fails;
}

static unsigned long
run_ed25519(unsigned long *cases, char *why, size_t whylen)
{
	uint8_t seed[32], pub[32], opub[32], sig[64], osig[64];
	uint8_t msg[MAXMSG];
	unsigned long fails = 0, i;
	size_t len, bit;
	ref_rng rng;

	ref_rng_seed(&rng, 0xed25519);
	for (i = 0; i < ED_CASES; i++) {
		ref_rng_bytes(&rng, seed, 32);
		len = i < 2 * MAXMSG ? i % (MAXMSG + 1) :
				       ref_rng_below(&rng, MAXMSG + 1);
		ref_rng_bytes(&rng, msg, len);
		(*cases)++;
		cb_ed25519_keygen(pub, seed);
		if (ossl_public(EVP_PKEY_ED25519, seed, 32, opub, 32) != 0 ||
		    memcmp(pub, opub, 32) != 0) {
			ref_why(why, whylen, "ed25519: public key, case %lu",
				i);
			fails++;
			continue;
		}
		cb_ed25519_sign(sig, seed, pub, msg, len);
		if (ossl_sign(EVP_PKEY_ED25519, seed, 32, msg, len, osig,
			      64) != 0 ||
		    memcmp(sig, osig, 64) != 0) {
			ref_why(why, whylen, "ed25519: sign, len %zu", len);
			fails++;
			continue;
		}
		if (!ossl_verify(EVP_PKEY_ED25519, pub, 32, msg, len, sig,
				 64) ||
		    cb_ed25519_verify(osig, opub, msg, len) != CB_OK) {
			ref_why(why, whylen, "ed25519: verify, len %zu", len);
			fails++;
			continue;
		}
		/* one flipped bit, in the message or the signature */
		if (len > 0 && i % 2 == 0) {
			bit = ref_rng_below(&rng, 8 * len);
			msg[bit / 8] ^= (uint8_t)(1u << (bit % 8));
		} else {
			bit = ref_rng_below(&rng, 8 * 64);
			sig[bit / 8] ^= (uint8_t)(1u << (bit % 8));
		}
		if (cb_ed25519_verify(sig, pub, msg, len) == CB_OK ||
		    ossl_verify(EVP_PKEY_ED25519, pub, 32, msg, len, sig,
				64)) {
			ref_why(why, whylen, "ed25519: tampered accepted, "
				"len %zu", len);
			fails++;
		}
	}
	return fails;
}

/* Vector files: XDH records (Priv, Peer, Shared[, Iterations]). */
static unsigned long
run_vec_x25519(const char *rel, unsigned long *cases, char *why,
	       size_t whylen)
{
	char err[256];
	uint8_t out[32], zero[32] = { 0 };
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
		rc = l1 == 32 && l2 == 32 && l3 == 32 ?
			     cb_x25519_shared(out, priv, peer) :
			     CB_E_ARG;
		if (memcmp(exp, zero, 32) == 0 ? rc != CB_E_RANGE :
		    (rc != CB_OK || memcmp(out, exp, 32) != 0)) {
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

/* Vector files: EdDSA records (Pub, Msg, Sig[, Seed][, Result]). */
static unsigned long
run_vec_ed25519(const char *rel, unsigned long *cases, char *why,
		size_t whylen)
{
	char err[256];
	uint8_t sig[64];
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
		ok = pub != NULL && msg != NULL && esig != NULL && l1 == 32 &&
		     l3 == 64;
		if (ok)
			ok = (cb_ed25519_verify(esig, pub, msg, l2) == CB_OK) ==
			     valid;
		if (ok && seed != NULL && l4 == 32) {
			cb_ed25519_sign(sig, seed, pub, msg, l2);
			ok = memcmp(sig, esig, 64) == 0;
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

static unsigned long
run_x_rfc(unsigned long *cases, char *why, size_t whylen)
{
	return run_vec_x25519("x25519/rfc7748.vec", cases, why, whylen);
}

static unsigned long
run_x_wyche(unsigned long *cases, char *why, size_t whylen)
{
	return run_vec_x25519("x25519/wycheproof.vec", cases, why, whylen);
}

static unsigned long
run_ed_rfc(unsigned long *cases, char *why, size_t whylen)
{
	return run_vec_ed25519("ed25519/rfc8032.vec", cases, why, whylen);
}

static unsigned long
run_ed_wyche(unsigned long *cases, char *why, size_t whylen)
{
	return run_vec_ed25519("ed25519/wycheproof.vec", cases, why, whylen);
}

const ref_check ref_checks_c25519[] = {
	{ "x25519", "openssl", run_x25519 },
	{ "ed25519", "openssl", run_ed25519 },
	{ "x25519", "rfc7748", run_x_rfc },
	{ "x25519", "wycheproof", run_x_wyche },
	{ "ed25519", "rfc8032", run_ed_rfc },
	{ "ed25519", "wycheproof", run_ed_wyche },
	{ NULL, NULL, NULL },
};
