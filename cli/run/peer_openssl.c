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
#include "run.h"
#include "util.h"

/*
 * Each case is set up as ours is (lib/bench/bench.h): mode=long keeps the
 * cipher context keyed and sets only the IV per call; the other shapes
 * key it within the call.  Public-key operations use our key pair and
 * inputs: OpenSSL must accept our signatures and produce our
 * deterministic ones and shared secrets.
 */

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
	const EVP_MD *pkmd;     /* ECDSA and RSA: the digest signed */
	char group[24];         /* EC: OpenSSL's curve name */
	uint8_t sigder[160];    /* ECDSA: our r||s as DER, for OpenSSL */
	size_t sigderlen;
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
	memset(r, 0, sizeof(*r));
}

/* One public-key operation through EVP, as ours does it: keygen derives
 * the public key from the private one, shared secret from a peer key,
 * sign and verify a message with the raw-key EdDSA interface. */
static void
ossl_pk_call(ossl_case *r)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	EVP_PKEY_CTX *pc;
	EVP_PKEY *k;
	size_t l;
	int ok = 1;

	if (r->pktype == EVP_PKEY_EC && strcmp(c->operation, "keygen") == 0) {
		/* a fresh key pair on the curve, as ours makes one */
		k = EVP_PKEY_Q_keygen(NULL, NULL, "EC", r->group);
		ok = k != NULL;
		EVP_PKEY_free(k);
	} else if (r->pktype == EVP_PKEY_DH &&
		   strcmp(c->operation, "keygen") == 0) {
		/* a fresh key pair in the named group */
		OSSL_PARAM p[2];

		k = NULL;
		pc = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
		p[0] = OSSL_PARAM_construct_utf8_string(
			OSSL_PKEY_PARAM_GROUP_NAME, r->group, 0);
		p[1] = OSSL_PARAM_construct_end();
		ok = pc != NULL && EVP_PKEY_keygen_init(pc) > 0 &&
		     EVP_PKEY_CTX_set_params(pc, p) > 0 &&
		     EVP_PKEY_generate(pc, &k) > 0;
		EVP_PKEY_free(k);
		EVP_PKEY_CTX_free(pc);
	} else if (strcmp(c->operation, "keygen") == 0) {
		k = EVP_PKEY_new_raw_private_key(r->pktype, NULL, io->priv,
						 io->privlen);
		l = sizeof(r->out);
		ok = k != NULL && EVP_PKEY_get_raw_public_key(k, r->out, &l);
		EVP_PKEY_free(k);
	} else if (strcmp(c->operation, "shared-secret") == 0) {
		/* DH secrets are up to 512 bytes, padded to p's length as
		 * ours are; the others fit res */
		uint8_t *dst = r->pktype == EVP_PKEY_DH ? r->out : r->res;

		pc = EVP_PKEY_CTX_new(r->pkey, NULL);
		l = r->pktype == EVP_PKEY_DH ? sizeof(r->out) : sizeof(r->res);
		ok = pc != NULL && EVP_PKEY_derive_init(pc) > 0 &&
		     (r->pktype != EVP_PKEY_DH ||
		      EVP_PKEY_CTX_set_dh_pad(pc, 1) > 0) &&
		     EVP_PKEY_derive_set_peer(pc, r->peer) > 0 &&
		     EVP_PKEY_derive(pc, dst, &l) > 0;
		EVP_PKEY_CTX_free(pc);
	} else if (strcmp(c->operation, "sign") == 0) {
		l = sizeof(r->out);
		ok = EVP_DigestSignInit(r->mctx, NULL, r->pkmd, NULL,
					r->pkey) > 0 &&
		     EVP_DigestSign(r->mctx, r->out, &l, io->src, c->len) > 0;
	} else {
		/* ECDSA: our r||s signature, DER-encoded once at setup */
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

/* DSA on the fixed domain parameters with our key pair; OpenSSL's
 * signatures are randomised, so only ours are checked (verify). */
static int
ossl_setup_dsa(ossl_case *r, const cb_bench_case *c)
{
	const cb_bench_io *io = &r->io;
	OSSL_PARAM_BLD *b = OSSL_PARAM_BLD_new();
	bn_keep k = { { NULL }, 0 };

	if (b != NULL &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_FFC_P, io->dp, io->dplen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_FFC_Q, io->dq, io->dqlen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_FFC_G, io->dg, io->dglen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PUB_KEY, io->pub, io->publen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PRIV_KEY, io->priv, io->privlen))
		r->pkey = key_from("DSA", b, EVP_PKEY_KEYPAIR);
	OSSL_PARAM_BLD_free(b);
	bn_keep_free(&k);
	r->pktype = EVP_PKEY_DSA;
	r->pkmd = EVP_sha256();
	if (strcmp(c->operation, "verify") == 0 &&
	    cb_dsa_sig_to_der(r->sigder, sizeof(r->sigder), &r->sigderlen,
			      io->sig, io->siglen) != CB_OK)
		return -1;
	return r->pkey != NULL ? 0 : -1;
}

/* DH on the named group with our key pair and the peer's value. */
static int
ossl_setup_dh(ossl_case *r, const cb_bench_case *c)
{
	const cb_bench_io *io = &r->io;
	/* OpenSSL's name of the RFC 5114 group */
	const char *g = strcmp(io->group, "rfc5114-1024") == 0 ?
			"dh_1024_160" : io->group;
	OSSL_PARAM_BLD *b;
	bn_keep k = { { NULL }, 0 };

	snprintf(r->group, sizeof(r->group), "%s", g);
	r->pktype = EVP_PKEY_DH;
	b = OSSL_PARAM_BLD_new();
	if (b != NULL && OSSL_PARAM_BLD_push_utf8_string(b,
			OSSL_PKEY_PARAM_GROUP_NAME, r->group, 0) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PUB_KEY, io->pub, io->publen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PRIV_KEY, io->priv, io->privlen))
		r->pkey = key_from("DH", b, EVP_PKEY_KEYPAIR);
	OSSL_PARAM_BLD_free(b);
	bn_keep_free(&k);
	if (strcmp(c->operation, "shared-secret") == 0) {
		b = OSSL_PARAM_BLD_new();
		if (b != NULL && OSSL_PARAM_BLD_push_utf8_string(b,
				OSSL_PKEY_PARAM_GROUP_NAME, r->group, 0) &&
		    push_bn(b, &k, OSSL_PKEY_PARAM_PUB_KEY, io->peer,
			    io->publen))
			r->peer = key_from("DH", b, EVP_PKEY_PUBLIC_KEY);
		OSSL_PARAM_BLD_free(b);
		bn_keep_free(&k);
		if (r->peer == NULL)
			return -1;
	}
	return r->pkey != NULL ? 0 : -1;
}

/* RSA (the fixed DER key), ECDSA and ECDH on the NIST and Brainpool
 * curves, DSA and DH; 0, or -1 when OpenSSL has no equivalent (SM2). */
static int
ossl_setup_pk_more(ossl_case *r, const cb_bench_case *c)
{
	const char *id = c->algorithm, *curve = strchr(id, '-');
	const cb_bench_io *io = &r->io;
	const unsigned char *p;
	int bits = curve ? atoi(curve + 1 + strcspn(curve + 1,
						   "0123456789")) : 0;

	r->mctx = EVP_MD_CTX_new();
	if (r->mctx == NULL)
		return -1;
	if (strncmp(id, "rsa-", 4) == 0 && io->der != NULL) {
		p = io->der;
		r->pkey = d2i_PrivateKey(EVP_PKEY_RSA, NULL, &p,
					 (long)io->derlen);
		r->pktype = EVP_PKEY_RSA;
		r->pkmd = EVP_sha256();
		return r->pkey != NULL ? 0 : -1;
	}
	if (strncmp(id, "dsa-", 4) == 0 && io->dp != NULL)
		return ossl_setup_dsa(r, c);
	if (strncmp(id, "dh-", 3) == 0 && io->group != NULL)
		return ossl_setup_dh(r, c);
	if (curve == NULL || (strncmp(id, "ecdsa-", 6) != 0 &&
			      strncmp(id, "ecdh-", 5) != 0) ||
	    strcmp(curve + 1, "sm2") == 0)
		return -1;
	/* OpenSSL names P-256 prime256v1, the rest as we do */
	snprintf(r->group, sizeof(r->group), "%s",
		 strcmp(curve + 1, "secp256r1") == 0 ? "prime256v1" :
		 strncmp(curve + 1, "brainpool", 9) == 0 ? "" : curve + 1);
	if (r->group[0] == '\0')
		snprintf(r->group, sizeof(r->group), "brainpoolP%dr1", bits);
	r->pktype = EVP_PKEY_EC;
	r->pkmd = bits <= 256 ? EVP_sha256() : bits <= 384 ? EVP_sha384() :
		  EVP_sha512();
	r->pkey = ec_key(r->group, io->priv, io->privlen, io->pub,
			 io->publen);
	if (strcmp(c->operation, "shared-secret") == 0)
		r->peer = ec_key(r->group, NULL, 0, io->peer, io->publen);
	if (strcmp(c->operation, "verify") == 0) {
		static const struct {
			const char *name;
			const cb_ecp_curve *c;
		} cv[] = { { "secp256r1", &cb_ecp_secp256r1 },
			   { "secp384r1", &cb_ecp_secp384r1 },
			   { "secp521r1", &cb_ecp_secp521r1 },
			   { "brainpoolp256r1", &cb_ecp_brainpoolp256r1 },
			   { "brainpoolp384r1", &cb_ecp_brainpoolp384r1 },
			   { "brainpoolp512r1", &cb_ecp_brainpoolp512r1 } };
		size_t i;

		for (i = 0; i < sizeof(cv) / sizeof(cv[0]); i++)
			if (strcmp(cv[i].name, curve + 1) == 0)
				break;
		if (i == sizeof(cv) / sizeof(cv[0]) ||
		    cb_ecdsa_sig_to_der(r->sigder, sizeof(r->sigder),
					&r->sigderlen, cv[i].c, io->sig,
					io->siglen) != CB_OK)
			return -1;
	}
	if (r->pkey == NULL || (strcmp(c->operation, "shared-secret") == 0 &&
				r->peer == NULL))
		return -1;
	return 0;
}

/* Set up OpenSSL for the prepared case c; r->have = 0 if it has none. */
static void
ossl_prepare(ossl_case *r, const cb_bench_case *c)
{
	const char *id = c->algorithm;
	char name[48];
	size_t i;

	ossl_clear(r);
	r->c = c;
	cb_bench_inputs(&r->io);
	r->dec = strcmp(c->operation, "decrypt") == 0;
	if (c->mode == CB_BENCH_OP) {
		static const struct {
			const char *id;
			int type;
		} pk[] = { { "x25519", EVP_PKEY_X25519 },
			   { "x448", EVP_PKEY_X448 },
			   { "ed25519", EVP_PKEY_ED25519 },
			   { "ed448", EVP_PKEY_ED448 } };

		for (i = 0; i < sizeof(pk) / sizeof(pk[0]); i++)
			if (strcmp(pk[i].id, id) == 0)
				r->pktype = pk[i].type;
		if (r->pktype == 0) {
			if (ossl_setup_pk_more(r, c) != 0)
				goto none;
			r->have = 1;
			return;
		}
		r->pkey = EVP_PKEY_new_raw_private_key(r->pktype, NULL,
						       r->io.priv,
						       r->io.privlen);
		if (strcmp(c->operation, "shared-secret") == 0)
			r->peer = EVP_PKEY_new_raw_public_key(r->pktype, NULL,
							      r->io.peer,
							      r->io.publen);
		r->mctx = EVP_MD_CTX_new();
		if (r->pkey == NULL || r->mctx == NULL ||
		    (strcmp(c->operation, "shared-secret") == 0 &&
		     r->peer == NULL))
			goto none;
		r->have = 1;
		return;
	}
	if (strcmp(c->family, "mac") == 0) {
		OSSL_PARAM p[2];

		if (strncmp(id, "hmac-", 5) != 0)
			return;
		for (i = 0; id[5 + i] != '\0' && i + 1 < sizeof(name); i++)
			name[i] = id[5 + i];
		name[i] = '\0';
		r->mac = EVP_MAC_fetch(NULL, "HMAC", NULL);
		r->xctx = r->mac ? EVP_MAC_CTX_new(r->mac) : NULL;
		p[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
							name, 0);
		p[1] = OSSL_PARAM_construct_end();
		if (r->xctx == NULL || !EVP_MAC_CTX_set_params(r->xctx, p))
			goto none;
	} else if (strcmp(c->family, "hash") == 0) {
		r->md = EVP_MD_fetch(NULL, id, NULL);
		r->mctx = EVP_MD_CTX_new();
		if (r->md == NULL || r->mctx == NULL)
			goto none;
	} else {
		if (strcmp(id, "3des-cbc") == 0)
			snprintf(name, sizeof(name), "DES-EDE3-CBC");
		else
			snprintf(name, sizeof(name), "%s", id);
		r->ccm = str_ends(id, "-ccm");
		r->cbc = str_ends(id, "-cbc");
		r->aead = strcmp(c->family, "aead") == 0;
		/* OpenSSL's CCM has no streaming */
		if (r->ccm && c->mode == CB_BENCH_FLOW)
			goto none;
		r->cipher = EVP_CIPHER_fetch(NULL, name, NULL);
		r->cctx = EVP_CIPHER_CTX_new();
		if (r->cipher == NULL || r->cctx == NULL ||
		    (size_t)EVP_CIPHER_get_key_length(r->cipher) !=
		    r->io.keylen)
			goto none;
		if (!r->ccm && (size_t)EVP_CIPHER_get_iv_length(r->cipher) !=
		    r->io.ivlen)
			goto none;
		if (!r->ccm && !EVP_CipherInit_ex2(r->cctx, r->cipher,
						   r->io.key, r->io.iv,
						   !r->dec, NULL))
			goto none;
	}
	r->have = 1;
	return;
none:
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
	size_t tlen = 16;

	if (r->err)
		return 0;
	if (r->pktype == EVP_PKEY_EC || r->pktype == EVP_PKEY_RSA ||
	    r->pktype == EVP_PKEY_DSA || r->pktype == EVP_PKEY_DH) {
		/* ECDSA and EC keygen are randomised in OpenSSL; PKCS#1 v1.5
		 * is deterministic, so RSA signatures must be ours */
		if (r->pktype == EVP_PKEY_RSA &&
		    strcmp(c->operation, "sign") == 0)
			return memcmp(r->out, r->io.sig, r->io.siglen) == 0;
		if (strcmp(c->operation, "shared-secret") == 0)
			return r->pktype == EVP_PKEY_DH ?
			       memcmp(r->out, r->io.shared, r->io.publen) == 0 :
			       memcmp(r->res, r->io.shared, r->io.privlen) == 0;
		return 1;
	}
	if (r->pktype != 0) {
		if (strcmp(c->operation, "keygen") == 0)
			return memcmp(r->out, r->io.pub, r->io.publen) == 0;
		if (strcmp(c->operation, "shared-secret") == 0)
			return memcmp(r->res, r->io.shared,
				      r->io.privlen) == 0;
		if (strcmp(c->operation, "sign") == 0)
			return memcmp(r->out, r->io.sig, r->io.siglen) == 0;
		return 1;       /* verify: OpenSSL accepted our signature */
	}
	if (r->md != NULL)
		return memcmp(r->res, r->io.res, (size_t)EVP_MD_get_size(
				      r->md)) == 0;
	if (r->mac != NULL)
		return memcmp(r->res, r->io.res, 32) == 0;
	if (memcmp(r->out, r->io.out, c->len) != 0)
		return 0;
	return !r->aead || r->dec || memcmp(r->res, r->io.res, tlen) == 0;
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
