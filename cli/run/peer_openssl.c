/* SPDX-License-Identifier: MIT */
/* OpenSSL as a peer: the benchmark cases through its EVP interface. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/dh.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/param_build.h>
#include <openssl/x509.h>

#include "cb/bn.h"
#include "cb/ec.h"
#include "cb/hash.h"
#include "cb/mac.h"
#include "run.h"
#include "util.h"

/*
 * Each case is set up as ours is (lib/bench/bench.h): mode=long keeps the
 * cipher context keyed and sets only the IV per call; the other shapes
 * key it within the call.  Public-key operations use our key pair and
 * inputs: OpenSSL must accept our signatures and produce our
 * deterministic ones and shared secrets.  What OpenSSL calls each
 * algorithm is the manifest's (lib/bench/algs.def, ALG rows): an EVP
 * cipher or digest, "MAC:PARAM" (HMAC:SHA2-256), or a key type with its
 * group or curve ("EC:prime256v1", "DH:ffdhe2048", "X25519"); how to
 * call it follows from the case's kind (cb/desc.h).
 */

/* OpenSSL's name of each id (its ALG row), "" where it has none. */
static const struct {
	const char *id, *name;
} ossl_names[] = {
#define ALG(id, family, aliases, openssl) { id, openssl },
#include "algs.def"
};

/* OpenSSL's name of id, split at its ':' into name and param. */
static int
ossl_name(const char *id, char *name, size_t nlen, char *param, size_t plen)
{
	const char *n = NULL, *colon;
	size_t i;

	for (i = 0; i < sizeof(ossl_names) / sizeof(ossl_names[0]); i++)
		if (strcmp(ossl_names[i].id, id) == 0)
			n = ossl_names[i].name;
	if (n == NULL || *n == '\0')
		return 0;
	colon = strchr(n, ':');
	snprintf(name, nlen, "%.*s", colon ? (int)(colon - n) : (int)strlen(n),
		 n);
	snprintf(param, plen, "%s", colon ? colon + 1 : "");
	return 1;
}

typedef struct ossl_case {
	const cb_bench_case *c;
	int have;               /* an OpenSSL equivalent exists */
	int err;                /* a call failed (e.g. tag rejected) */
	EVP_CIPHER *cipher;
	EVP_MD *md;
	EVP_MAC *mac;
	EVP_CIPHER_CTX *cctx;
	EVP_MD_CTX *mctx;
	EVP_MAC_CTX *xctx;
	EVP_PKEY *pkey, *peer;  /* public key: own and peer's */
	int pktype;             /* EVP_PKEY_X25519 ... or 0 */
	EVP_MD *pkmd;           /* the digest signed (NULL: EdDSA's own) */
	char group[24];         /* EC, DH: OpenSSL's group name */
	uint8_t sigder[160];    /* ECDSA, DSA: our r||s as DER, for OpenSSL */
	size_t sigderlen;
	size_t taglen;          /* a MAC's */
	int dec, aead, ccm, cbc, keyed;
	cb_bench_io io;
	uint8_t out[CB_BENCH_MAX_LEN + 64];
	uint8_t res[64];
} ossl_case;

static void
ossl_clear(ossl_case *r)
{
	EVP_CIPHER_CTX_free(r->cctx);
	EVP_MD_CTX_free(r->mctx);
	EVP_MAC_CTX_free(r->xctx);
	EVP_CIPHER_free(r->cipher);
	EVP_MD_free(r->md);
	EVP_MAC_free(r->mac);
	EVP_PKEY_free(r->pkey);
	EVP_PKEY_free(r->peer);
	EVP_MD_free(r->pkmd);
	memset(r, 0, sizeof(*r));
}

/* Operations by index (cb_bench_case.op): a signature's keygen, sign,
 * verify; a key exchange's keygen, shared secret. */
enum { OP_KEYGEN = 0, OP_SIGN = 1, OP_VERIFY = 2, OP_SHARED = 1 };

/* A fresh key pair in the named group ("EC", "DH"), as ours makes one. */
static int
ossl_group_keygen(const char *type, const char *group)
{
	EVP_PKEY_CTX *pc = EVP_PKEY_CTX_new_from_name(NULL, type, NULL);
	EVP_PKEY *k = NULL;
	OSSL_PARAM p[2];
	int ok;

	p[0] = OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME,
						(char *)group, 0);
	p[1] = OSSL_PARAM_construct_end();
	ok = pc != NULL && EVP_PKEY_keygen_init(pc) > 0 &&
	     EVP_PKEY_CTX_set_params(pc, p) > 0 &&
	     EVP_PKEY_generate(pc, &k) > 0;
	EVP_PKEY_free(k);
	EVP_PKEY_CTX_free(pc);
	return ok;
}

/* One public-key operation through EVP, as ours does it: keygen derives
 * the public key from the private one (raw keys) or makes a pair in the
 * group, shared secret from a peer key, sign and verify a message. */
static void
ossl_pk_call(ossl_case *r)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	EVP_PKEY_CTX *pc;
	EVP_PKEY *k;
	size_t l;
	int ok = 1, dh = r->pktype == EVP_PKEY_DH;

	if (c->op == OP_KEYGEN && (r->pktype == EVP_PKEY_EC || dh)) {
		ok = ossl_group_keygen(dh ? "DH" : "EC", r->group);
	} else if (c->op == OP_KEYGEN) {
		k = EVP_PKEY_new_raw_private_key(r->pktype, NULL, io->priv,
						 io->privlen);
		l = sizeof(r->out);
		ok = k != NULL && EVP_PKEY_get_raw_public_key(k, r->out, &l);
		EVP_PKEY_free(k);
	} else if (io->kind == CB_KIND_KEX) {
		/* DH secrets are up to 512 bytes, padded to p's length as
		 * ours are; the others fit res */
		uint8_t *dst = dh ? r->out : r->res;

		pc = EVP_PKEY_CTX_new(r->pkey, NULL);
		l = dh ? sizeof(r->out) : sizeof(r->res);
		ok = pc != NULL && EVP_PKEY_derive_init(pc) > 0 &&
		     (!dh || EVP_PKEY_CTX_set_dh_pad(pc, 1) > 0) &&
		     EVP_PKEY_derive_set_peer(pc, r->peer) > 0 &&
		     EVP_PKEY_derive(pc, dst, &l) > 0;
		EVP_PKEY_CTX_free(pc);
	} else if (c->op == OP_SIGN) {
		l = sizeof(r->out);
		ok = EVP_DigestSignInit(r->mctx, NULL, r->pkmd, NULL,
					r->pkey) > 0 &&
		     EVP_DigestSign(r->mctx, r->out, &l, io->src, c->len) > 0;
	} else {
		/* ECDSA, DSA: our r||s signature, DER-encoded once at setup */
		ok = EVP_DigestVerifyInit(r->mctx, NULL, r->pkmd, NULL,
					  r->pkey) > 0 &&
		     EVP_DigestVerify(r->mctx, r->sigderlen ? r->sigder :
				      io->sig, r->sigderlen ? r->sigderlen :
				      io->siglen, io->src, c->len) > 0;
	}
	r->err |= !ok;
}

static void
ossl_call(void *arg)
{
	ossl_case *r = arg;
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	size_t off, n, step = c->mode == CB_BENCH_FLOW ? c->chunk : c->len;
	int ok = 1, outl = 0, enc = !r->dec;

	if (r->pktype != 0) {
		ossl_pk_call(r);
		return;
	}
	if (r->md != NULL) {
		unsigned int l = 0;

		ok &= EVP_DigestInit_ex2(r->mctx, r->md, NULL);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			ok &= EVP_DigestUpdate(r->mctx, io->src + off, n);
		}
		ok &= EVP_DigestFinal_ex(r->mctx, r->res, &l);
		r->err |= !ok;
		return;
	}
	if (r->mac != NULL) {
		size_t l = 0;

		/* long messages: the key set up beforehand (NULL reuses it) */
		ok &= c->mode == CB_BENCH_LONG && r->keyed ?
		      EVP_MAC_init(r->xctx, NULL, 0, NULL) :
		      EVP_MAC_init(r->xctx, io->key, io->keylen, NULL);
		r->keyed = 1;
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			ok &= EVP_MAC_update(r->xctx, io->src + off, n);
		}
		ok &= EVP_MAC_final(r->xctx, r->res, &l, sizeof(r->res));
		r->err |= !ok;
		return;
	}
	if (r->ccm) {
		/* OpenSSL's CCM takes the lengths first and the message in
		 * one update, so its key is set up on every call */
		ok &= EVP_CipherInit_ex2(r->cctx, r->cipher, NULL, NULL, enc,
					 NULL);
		ok &= EVP_CIPHER_CTX_ctrl(r->cctx, EVP_CTRL_AEAD_SET_IVLEN,
					  (int)io->ivlen, NULL) > 0;
		ok &= EVP_CIPHER_CTX_ctrl(r->cctx, EVP_CTRL_AEAD_SET_TAG, 16,
					  r->dec ? (void *)io->tag : NULL) > 0;
		ok &= EVP_CipherInit_ex2(r->cctx, NULL, io->key, io->iv, enc,
					 NULL);
		ok &= EVP_CipherUpdate(r->cctx, NULL, &outl, NULL,
				       (int)c->len);
		ok &= EVP_CipherUpdate(r->cctx, r->out, &outl, io->src,
				       (int)c->len);
		if (enc) {
			ok &= EVP_CipherFinal_ex(r->cctx, r->out + outl, &outl);
			ok &= EVP_CIPHER_CTX_ctrl(r->cctx,
						  EVP_CTRL_AEAD_GET_TAG, 16,
						  r->res) > 0;
		}
		r->err |= !ok;
		return;
	}
	/* long messages reuse the key schedule; the other shapes set it up */
	if (c->mode == CB_BENCH_LONG)
		ok &= EVP_CipherInit_ex2(r->cctx, NULL, NULL, io->iv, enc,
					 NULL);
	else
		ok &= EVP_CipherInit_ex2(r->cctx, r->cipher, io->key, io->iv,
					 enc, NULL);
	if (r->cbc)
		ok &= EVP_CIPHER_CTX_set_padding(r->cctx, 0);
	if (r->aead && r->dec)
		ok &= EVP_CIPHER_CTX_ctrl(r->cctx, EVP_CTRL_AEAD_SET_TAG, 16,
					  (void *)io->tag) > 0;
	for (off = 0; off < c->len; off += n) {
		n = c->len - off < step ? c->len - off : step;
		ok &= EVP_CipherUpdate(r->cctx, r->out + off, &outl,
				       io->src + off, (int)n);
	}
	ok &= EVP_CipherFinal_ex(r->cctx, r->out + c->len, &outl);
	if (r->aead && enc)
		ok &= EVP_CIPHER_CTX_ctrl(r->cctx, EVP_CTRL_AEAD_GET_TAG, 16,
					  r->res) > 0;
	r->err |= !ok;
}

/* An OpenSSL EC key on group from a private scalar and/or SEC1 point. */
static EVP_PKEY *
ec_key(const char *group, const uint8_t *priv, size_t privlen,
       const uint8_t *pub, size_t publen)
{
	OSSL_PARAM_BLD *b = OSSL_PARAM_BLD_new();
	OSSL_PARAM *p = NULL;
	EVP_PKEY_CTX *pc = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
	EVP_PKEY *k = NULL;
	BIGNUM *d = priv ? BN_bin2bn(priv, (int)privlen, NULL) : NULL;

	if (b != NULL && pc != NULL &&
	    OSSL_PARAM_BLD_push_utf8_string(b, OSSL_PKEY_PARAM_GROUP_NAME,
					    group, 0) &&
	    (d == NULL || OSSL_PARAM_BLD_push_BN(b, OSSL_PKEY_PARAM_PRIV_KEY,
						 d)) &&
	    OSSL_PARAM_BLD_push_octet_string(b, OSSL_PKEY_PARAM_PUB_KEY, pub,
					     publen) &&
	    (p = OSSL_PARAM_BLD_to_param(b)) != NULL &&
	    EVP_PKEY_fromdata_init(pc) > 0)
		(void)EVP_PKEY_fromdata(pc, &k, d ? EVP_PKEY_KEYPAIR :
					EVP_PKEY_PUBLIC_KEY, p);
	OSSL_PARAM_free(p);
	OSSL_PARAM_BLD_free(b);
	EVP_PKEY_CTX_free(pc);
	BN_clear_free(d);
	return k;
}

/* An OpenSSL key of type name from parameters built by the caller. */
static EVP_PKEY *
key_from(const char *name, OSSL_PARAM_BLD *b, int selection)
{
	OSSL_PARAM *p = OSSL_PARAM_BLD_to_param(b);
	EVP_PKEY_CTX *pc = EVP_PKEY_CTX_new_from_name(NULL, name, NULL);
	EVP_PKEY *k = NULL;

	if (p != NULL && pc != NULL && EVP_PKEY_fromdata_init(pc) > 0)
		(void)EVP_PKEY_fromdata(pc, &k, selection, p);
	OSSL_PARAM_free(p);
	EVP_PKEY_CTX_free(pc);
	return k;
}

/* BIGNUMs a parameter builder points at until it builds (OpenSSL copies
 * them only in OSSL_PARAM_BLD_to_param), freed afterwards. */
typedef struct bn_keep {
	BIGNUM *x[6];
	int n;
} bn_keep;

/* Push a big-endian number as a BIGNUM parameter kept in k. */
static int
push_bn(OSSL_PARAM_BLD *b, bn_keep *k, const char *key, const uint8_t *v,
	size_t n)
{
	BIGNUM *x;

	if (k->n == 6 || (x = BN_bin2bn(v, (int)n, NULL)) == NULL)
		return 0;
	k->x[k->n++] = x;
	return OSSL_PARAM_BLD_push_BN(b, key, x);
}

static void
bn_keep_free(bn_keep *k)
{
	while (k->n > 0)
		BN_clear_free(k->x[--k->n]);
}

/* DH in the named group r->group, our key pair and the peer's value. */
static int
ossl_setup_dh(ossl_case *r)
{
	const cb_bench_io *io = &r->io;
	OSSL_PARAM_BLD *b;
	bn_keep k = { { NULL }, 0 };

	b = OSSL_PARAM_BLD_new();
	if (b != NULL && OSSL_PARAM_BLD_push_utf8_string(b,
			OSSL_PKEY_PARAM_GROUP_NAME, r->group, 0) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PUB_KEY, io->pub, io->publen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PRIV_KEY, io->priv, io->privlen))
		r->pkey = key_from("DH", b, EVP_PKEY_KEYPAIR);
	OSSL_PARAM_BLD_free(b);
	bn_keep_free(&k);
	b = OSSL_PARAM_BLD_new();
	if (b != NULL && OSSL_PARAM_BLD_push_utf8_string(b,
			OSSL_PKEY_PARAM_GROUP_NAME, r->group, 0) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PUB_KEY, io->peer, io->publen))
		r->peer = key_from("DH", b, EVP_PKEY_PUBLIC_KEY);
	OSSL_PARAM_BLD_free(b);
	bn_keep_free(&k);
	return r->pkey != NULL && r->peer != NULL ? 0 : -1;
}

/* The key type of an OpenSSL name, 0 for one this peer does not run
 * (SM2: OpenSSL's signs with its own user id; ML-KEM, ML-DSA: not in
 * OpenSSL 3.0). */
static int
ossl_pktype(const char *name)
{
	static const struct {
		const char *name;
		int type;
	} types[] = {
		{ "X25519", EVP_PKEY_X25519 }, { "X448", EVP_PKEY_X448 },
		{ "ED25519", EVP_PKEY_ED25519 }, { "ED448", EVP_PKEY_ED448 },
		{ "EC", EVP_PKEY_EC }, { "DH", EVP_PKEY_DH },
		{ "RSA", EVP_PKEY_RSA }, { "DSA", EVP_PKEY_DSA },
	};
	size_t i;

	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (strcmp(types[i].name, name) == 0)
			return types[i].type;
	return 0;
}

/* Our public-key case in OpenSSL: our keys (raw, the loaded key's DER,
 * or built on the named group), the digest of the manifest's hash, our
 * ECDSA and DSA signatures in DER; 0, or -1 when OpenSSL has none. */
static int
ossl_setup_pk(ossl_case *r, const char *name, const char *param)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	const unsigned char *p = io->der;
	char md[32], unused[8];

	r->pktype = ossl_pktype(name);
	snprintf(r->group, sizeof(r->group), "%s", param);
	r->mctx = EVP_MD_CTX_new();
	if (r->pktype == 0 || r->mctx == NULL)
		return -1;
	/* the digest signed: OpenSSL's name of the row's hash */
	if (io->prims->hash != NULL &&
	    (!ossl_name(io->prims->hash->name, md, sizeof(md), unused,
			sizeof(unused)) ||
	     (r->pkmd = EVP_MD_fetch(NULL, md, NULL)) == NULL))
		return -1;
	if (io->der != NULL)
		r->pkey = d2i_AutoPrivateKey(NULL, &p, (long)io->derlen);
	else if (r->pktype == EVP_PKEY_DH)
		return ossl_setup_dh(r);
	else if (r->pktype == EVP_PKEY_EC)
		r->pkey = ec_key(r->group, io->priv, io->privlen, io->pub,
				 io->publen);
	else
		r->pkey = EVP_PKEY_new_raw_private_key(r->pktype, NULL,
						       io->priv, io->privlen);
	if (r->pkey == NULL)
		return -1;
	if (io->kind == CB_KIND_KEX && c->op == OP_SHARED)
		r->peer = r->pktype == EVP_PKEY_EC ?
			  ec_key(r->group, NULL, 0, io->peer, io->publen) :
			  EVP_PKEY_new_raw_public_key(r->pktype, NULL, io->peer,
						      io->publen);
	if (io->kind == CB_KIND_KEX && c->op == OP_SHARED && r->peer == NULL)
		return -1;
	if (io->kind == CB_KIND_SIG && c->op == OP_VERIFY &&
	    r->pktype == EVP_PKEY_EC &&
	    cb_ecdsa_sig_to_der(r->sigder, sizeof(r->sigder), &r->sigderlen,
				io->prims->curve, io->sig, io->siglen) != CB_OK)
		return -1;
	if (io->kind == CB_KIND_SIG && c->op == OP_VERIFY &&
	    r->pktype == EVP_PKEY_DSA &&
	    cb_dsa_sig_to_der(r->sigder, sizeof(r->sigder), &r->sigderlen,
			      io->sig, io->siglen) != CB_OK)
		return -1;
	return 0;
}

/* A MAC: "HMAC:digest" or "CMAC:cipher". */
static int
ossl_setup_mac(ossl_case *r, const char *name, const char *param)
{
	OSSL_PARAM p[2];

	r->mac = EVP_MAC_fetch(NULL, name, NULL);
	r->xctx = r->mac ? EVP_MAC_CTX_new(r->mac) : NULL;
	p[0] = OSSL_PARAM_construct_utf8_string(strcmp(name, "CMAC") == 0 ?
						OSSL_MAC_PARAM_CIPHER :
						OSSL_MAC_PARAM_DIGEST,
						(char *)param, 0);
	p[1] = OSSL_PARAM_construct_end();
	r->taglen = ((const cb_mac_desc *)r->io.desc)->tag_len(r->io.prims);
	return r->xctx != NULL && (*param == '\0' ||
				   EVP_MAC_CTX_set_params(r->xctx, p));
}

/* A cipher or AEAD: OpenSSL's of the same key and IV lengths. */
static int
ossl_setup_cipher(ossl_case *r, const char *name)
{
	const cb_bench_case *c = r->c;

	r->aead = r->io.kind == CB_KIND_AEAD;
	r->cipher = EVP_CIPHER_fetch(NULL, name, NULL);
	r->cctx = EVP_CIPHER_CTX_new();
	if (r->cipher == NULL || r->cctx == NULL ||
	    (size_t)EVP_CIPHER_get_key_length(r->cipher) != r->io.keylen)
		return 0;
	/* a mode OpenSSL lacks is checked on its ECB in ref/ (3DES-CTR):
	 * nothing to measure beside ours */
	if (EVP_CIPHER_get_mode(r->cipher) == EVP_CIPH_ECB_MODE)
		return 0;
	r->ccm = EVP_CIPHER_get_mode(r->cipher) == EVP_CIPH_CCM_MODE;
	r->cbc = EVP_CIPHER_get_mode(r->cipher) == EVP_CIPH_CBC_MODE;
	/* OpenSSL's CCM has no streaming */
	if (r->ccm)
		return c->mode != CB_BENCH_FLOW;
	return (size_t)EVP_CIPHER_get_iv_length(r->cipher) == r->io.ivlen &&
	       EVP_CipherInit_ex2(r->cctx, r->cipher, r->io.key, r->io.iv,
				  !r->dec, NULL);
}

/* Set up OpenSSL for the prepared case c; r->have = 0 if it has none. */
static void
ossl_prepare(ossl_case *r, const cb_bench_case *c)
{
	char name[32], param[32];
	int ok = 0;

	ossl_clear(r);
	r->c = c;
	cb_bench_inputs(&r->io);
	r->dec = r->io.kind <= CB_KIND_AEAD && c->op == 1;
	if (ossl_name(c->algorithm, name, sizeof(name), param,
		      sizeof(param))) {
		switch (r->io.kind) {
		case CB_KIND_HASH:
			r->md = EVP_MD_fetch(NULL, name, NULL);
			r->mctx = EVP_MD_CTX_new();
			ok = r->md != NULL && r->mctx != NULL;
			break;
		case CB_KIND_MAC:
			ok = ossl_setup_mac(r, name, param);
			break;
		case CB_KIND_MODE:
		case CB_KIND_AEAD:
			ok = ossl_setup_cipher(r, name);
			break;
		default:
			ok = ossl_setup_pk(r, name, param) == 0;
			break;
		}
	}
	r->have = ok;
	if (ok)
		return;
	ERR_clear_error();
	ossl_clear(r);
	r->c = c;
}

/* After one call each: OpenSSL must produce what we produce. */
static int
ossl_agrees(void *arg)
{
	ossl_case *r = arg;
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;

	if (r->err)
		return 0;
	if (io->kind == CB_KIND_KEX && c->op == OP_SHARED)
		return r->pktype == EVP_PKEY_DH ?
		       memcmp(r->out, io->shared, io->publen) == 0 :
		       memcmp(r->res, io->shared, io->privlen) == 0;
	if (io->kind == CB_KIND_KEX || io->kind == CB_KIND_SIG) {
		/* raw keys: the same public key; EdDSA and PKCS#1 v1.5 are
		 * deterministic, ECDSA and DSA randomised in OpenSSL, as are
		 * its group key pairs; verify: OpenSSL accepted ours */
		if (c->op == OP_KEYGEN)
			return r->pktype == EVP_PKEY_EC ||
			       r->pktype == EVP_PKEY_DH ||
			       memcmp(r->out, io->pub, io->publen) == 0;
		if (c->op == OP_SIGN && r->pktype != EVP_PKEY_EC &&
		    r->pktype != EVP_PKEY_DSA)
			return memcmp(r->out, io->sig, io->siglen) == 0;
		return 1;
	}
	if (r->md != NULL)
		return memcmp(r->res, io->res, (size_t)EVP_MD_get_size(
				      r->md)) == 0;
	if (r->mac != NULL)
		return memcmp(r->res, io->res, r->taglen) == 0;
	if (memcmp(r->out, io->out, c->len) != 0)
		return 0;
	return !r->aead || r->dec || memcmp(r->res, io->res, 16) == 0;
}

static void *
ossl_alloc(void)
{
	return calloc(1, sizeof(ossl_case));
}

static void
ossl_release(void *s)
{
	if (s != NULL)
		ossl_clear(s);
	free(s);
}

static int
ossl_setup(void *s, const cb_bench_case *c)
{
	ossl_case *r = s;

	ossl_prepare(r, c);
	return r->have;
}

/* OpenSSL names none of its code per row */
static const char *
ossl_impl(const void *s)
{
	(void)s;
	return "";
}

/* see run.h */
const peer_ops peer_openssl = { ossl_alloc, ossl_release, ossl_setup,
	ossl_call, ossl_agrees, ossl_impl };

/* see run.h */
const char *
peer_openssl_version(void)
{
	const char *v = OpenSSL_version(OPENSSL_VERSION_STRING);

	return v != NULL ? v : "";
}
