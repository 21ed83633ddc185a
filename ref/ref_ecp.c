/* SPDX-License-Identifier: MIT */
/*
 * ECDSA and ECDH on the prime curves against OpenSSL 3: public keys from
 * the same private scalar, RFC 6979 signatures against a model built on
 * OpenSSL's HMAC, BIGNUM and EC_POINT, our signatures verified by
 * OpenSSL and OpenSSL's by us, ECDH shared secrets (EVP_PKEY_derive), and
 * SM2 signatures both ways.
 */
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/obj_mac.h>
#include <openssl/objects.h>
#include <openssl/param_build.h>
#include <string.h>

#include "cb/ec.h"
#include "cb/mac.h"
#include "manifest.h"
#include "ref.h"

#define ML CB_ECP_MAX_LEN

typedef struct rcurve {
	const cb_ecp_curve *c;
	int nid;
	const char *group;  /* OpenSSL group name */
} rcurve;

/* A row's curve as OpenSSL names it: the manifest's "EC:group" (or
 * "SM2"). */
static rcurve
rcurve_of(const cb_mf_run *row)
{
	const cb_mf_alg *a = cb_mf_alg_of(row->id);
	const char *n = a != NULL ? a->openssl : "", *colon = strchr(n, ':');
	rcurve rc = { row->prims.curve, 0, colon != NULL ? colon + 1 : n };

	rc.nid = OBJ_txt2nid(rc.group);
	return rc;
}

/* Has the id a row in the small configuration (cb_ecdsa_sign_small)? */
static int
has_small(const char *id)
{
	size_t i;

	for (i = 0; i < cb_mf_nruns; i++)
		if (cb_mf_runs[i].desc == &cb_ecdsa_small_sig &&
		    strcmp(cb_mf_runs[i].id, id) == 0)
			return 1;
	return 0;
}

/* Keys (and messages) per curve and check. */
#define NKEYS 40

static const struct {
	const cb_hash_desc *h;
	const char *name;
} rhash[] = {
	{ &cb_sha256_desc, "SHA256" },
	{ &cb_sha384_desc, "SHA384" },
	{ &cb_sha512_desc, "SHA512" },
	{ &cb_sha1_desc, "SHA1" },
	{ &cb_sha224_desc, "SHA224" },
};

/*
 * An EVP_PKEY from a private scalar and/or an encoded public point, a
 * set-up: the callers pass a public point OpenSSL computed or that they
 * have compared with OpenSSL's.
 */
static EVP_PKEY *
make_pkey(const char *group, const uint8_t *priv, size_t priv_len,
	  const uint8_t *pub, size_t pub_len)
{
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
	OSSL_PARAM *params = NULL;
	EVP_PKEY_CTX *ctx = NULL;
	EVP_PKEY *pk = NULL;
	BIGNUM *d = NULL;

	if (!ref_ossl(bld != NULL, "OSSL_PARAM_BLD_new") ||
	    !ref_ossl((ctx = EVP_PKEY_CTX_new_from_name(NULL,
			strcmp(group, "SM2") == 0 ? "SM2" : "EC", NULL)) != NULL,
		      "EVP_PKEY_CTX_new_from_name"))
		goto out;
	OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, group,
					0);
	if (priv) {
		d = BN_bin2bn(priv, (int)priv_len, NULL);
		OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, d);
	}
	OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pub,
					 pub_len);
	params = OSSL_PARAM_BLD_to_param(bld);
	if (!ref_ossl(params != NULL, "OSSL_PARAM_BLD_to_param") ||
	    !ref_ossl(EVP_PKEY_fromdata_init(ctx), "EVP_PKEY_fromdata_init") ||
	    !ref_ossl(EVP_PKEY_fromdata(ctx, &pk, priv ? EVP_PKEY_KEYPAIR :
					EVP_PKEY_PUBLIC_KEY, params),
		      "EVP_PKEY_fromdata"))
		pk = NULL;
out:
	OSSL_PARAM_free(params);
	OSSL_PARAM_BLD_free(bld);
	EVP_PKEY_CTX_free(ctx);
	BN_clear_free(d);
	return pk;
}

/* A random scalar in [1, n-1], nlen bytes. */
static void
rand_scalar(ref_rng *g, const EC_GROUP *grp, uint8_t *out, size_t nlen)
{
	uint8_t buf[ML + 8];
	BN_CTX *bc = BN_CTX_new();
	BIGNUM *x = BN_bin2bn(NULL, 0, NULL), *nm1 = BN_dup(
		EC_GROUP_get0_order(grp));

	ref_rng_bytes(g, buf, nlen + 8);
	BN_bin2bn(buf, (int)(nlen + 8), x);
	BN_sub_word(nm1, 1);
	BN_mod(x, x, nm1, bc);
	BN_add_word(x, 1);
	BN_bn2binpad(x, out, (int)nlen);
	BN_free(x);
	BN_free(nm1);
	BN_CTX_free(bc);
}

/* d G encoded by OpenSSL (uncompressed or compressed). */
static size_t
ossl_pub(const EC_GROUP *grp, const uint8_t *d, size_t nlen, uint8_t *out,
	 size_t cap, int compressed)
{
	BN_CTX *bc = BN_CTX_new();
	BIGNUM *x = BN_bin2bn(d, (int)nlen, NULL);
	EC_POINT *p = EC_POINT_new(grp);
	size_t len = 0;

	/* the reference key: d and G only, so a failure is OpenSSL's */
	if (ref_ossl(bc != NULL && x != NULL && p != NULL &&
		     EC_POINT_mul(grp, p, x, NULL, NULL, bc), "EC_POINT_mul"))
		len = EC_POINT_point2oct(grp, p, compressed ?
					 POINT_CONVERSION_COMPRESSED :
					 POINT_CONVERSION_UNCOMPRESSED,
					 out, cap, bc);
	EC_POINT_free(p);
	BN_clear_free(x);
	BN_CTX_free(bc);
	return len;
}

/* x(d P) of an encoded point by OpenSSL's arithmetic, field-length bytes
 * into out; 0 on success (SM2's keys, which OpenSSL does not derive with). */
static int
ossl_mul_x(const EC_GROUP *grp, const uint8_t *d, size_t nlen,
	   const uint8_t *pt, size_t ptlen, uint8_t *out, size_t flen)
{
	BN_CTX *bc = BN_CTX_new();
	BIGNUM *x = BN_bin2bn(d, (int)nlen, NULL), *ax = BN_new();
	EC_POINT *p = EC_POINT_new(grp), *r = EC_POINT_new(grp);
	int ok = ref_ossl(bc != NULL && x != NULL && ax != NULL && p != NULL &&
			  r != NULL, "EC_POINT_new") &&
		 EC_POINT_oct2point(grp, p, pt, ptlen, bc) == 1 &&
		 EC_POINT_mul(grp, r, NULL, p, x, bc) == 1 &&
		 EC_POINT_get_affine_coordinates(grp, r, ax, NULL, bc) == 1 &&
		 BN_bn2binpad(ax, out, (int)flen) == (int)flen;

	EC_POINT_free(p);
	EC_POINT_free(r);
	BN_clear_free(x);
	BN_free(ax);
	BN_CTX_free(bc);
	return ok ? 0 : -1;
}

/* bits2int (RFC 6979 §2.3.2) with OpenSSL's BIGNUM. */
static BIGNUM *
m_bits2int(const uint8_t *b, size_t len, int qlen)
{
	BIGNUM *x = BN_bin2bn(b, (int)len, NULL);

	if ((int)len * 8 > qlen)
		BN_rshift(x, x, (int)len * 8 - qlen);
	return x;
}

/*
 * Model of RFC 6979 §3.2 + ECDSA, from the RFC text: returns 0 and r || s
 * in sig, or -1.
 */
static int
model_sign(const EC_GROUP *grp, const char *hname, const uint8_t *priv,
	   size_t nlen, const uint8_t *dig, size_t dlen, uint8_t *sig)
{
	const EVP_MD *md = EVP_get_digestbyname(hname);
	const BIGNUM *q = EC_GROUP_get0_order(grp);
	int qlen = BN_num_bits(q), hl = EVP_MD_get_size(md), ret = -1;
	uint8_t v[64], k[64], buf[64 + 1 + 2 * ML], t[ML + 64], h1[ML];
	unsigned int ol;
	size_t tl, bl;
	BN_CTX *bc = BN_CTX_new();
	BIGNUM *kk = NULL, *e = m_bits2int(dig, dlen, qlen), *r = BN_new();
	BIGNUM *s = BN_new(), *d = BN_bin2bn(priv, (int)nlen, NULL);
	BIGNUM *x = BN_new(), *ki = BN_new();
	EC_POINT *p = EC_POINT_new(grp);
	int round;

	/* h1' = int2octets(bits2int(h1) mod q) */
	BN_copy(x, e);
	if (BN_cmp(x, q) >= 0)
		BN_sub(x, x, q);
	BN_bn2binpad(x, h1, (int)nlen);
	memset(v, 1, (size_t)hl);
	memset(k, 0, (size_t)hl);
	for (round = 0; round < 2; round++) {
		memcpy(buf, v, (size_t)hl);
		buf[hl] = (uint8_t)round;
		memcpy(buf + hl + 1, priv, nlen);
		memcpy(buf + hl + 1 + nlen, h1, nlen);
		HMAC(md, k, hl, buf, (size_t)hl + 1 + 2 * nlen, k, &ol);
		HMAC(md, k, hl, v, (size_t)hl, v, &ol);
	}
	for (;;) {
		for (tl = 0; tl < nlen; tl += (size_t)hl) {
			HMAC(md, k, hl, v, (size_t)hl, v, &ol);
			memcpy(t + tl, v, (size_t)hl);
		}
		BN_free(kk);
		kk = m_bits2int(t, nlen, qlen);
		if (!BN_is_zero(kk) && BN_cmp(kk, q) < 0) {
			EC_POINT_mul(grp, p, kk, NULL, NULL, bc);
			EC_POINT_get_affine_coordinates(grp, p, x, NULL, bc);
			BN_nnmod(r, x, q, bc);
			BN_mod_inverse(ki, kk, q, bc);
			BN_mod_mul(s, r, d, q, bc);
			BN_mod_add(s, s, e, q, bc);
			BN_mod_mul(s, s, ki, q, bc);
			if (!BN_is_zero(r) && !BN_is_zero(s))
				break;
		}
		memcpy(buf, v, (size_t)hl);
		buf[hl] = 0;
		bl = (size_t)hl + 1;
		HMAC(md, k, hl, buf, bl, k, &ol);
		HMAC(md, k, hl, v, (size_t)hl, v, &ol);
	}
	BN_bn2binpad(r, sig, (int)nlen);
	BN_bn2binpad(s, sig + nlen, (int)nlen);
	ret = 0;
	EC_POINT_free(p);
	BN_free(kk);
	BN_free(e);
	BN_free(r);
	BN_free(s);
	BN_clear_free(d);
	BN_free(x);
	BN_free(ki);
	BN_CTX_free(bc);
	return ret;
}

static unsigned long
run_ecdsa(const rcurve *rc, int sm, unsigned long *cases, char *why,
	  size_t whylen)
{
	const cb_ecp_curve *c = rc->c;
	EC_GROUP *grp = EC_GROUP_new_by_curve_name(rc->nid);
	size_t nl = cb_ecp_scalar_len(c), pl = cb_ecp_field_len(c);
	size_t publ = cb_ecp_pub_len(c), derl, osl;
	uint8_t d[ML], pub[CB_ECP_MAX_PUB_LEN], opub[CB_ECP_MAX_PUB_LEN];
	uint8_t sig[CB_ECP_MAX_SIG_LEN], msig[CB_ECP_MAX_SIG_LEN];
	uint8_t der[CB_ECP_MAX_DER_LEN], oder[256], dig[64];
	unsigned long fail = 0;
	ref_rng g;
	int i, hi;

	if (!ref_ossl(grp != NULL, "EC_GROUP_new_by_curve_name"))
		return 1;
	ref_rng_seed(&g, 0xec00 + (unsigned long long)rc->nid);
	for (i = 0; i < NKEYS; i++) {
		const cb_hash_desc *h;
		EVP_PKEY *pk;
		EVP_PKEY_CTX *pc;
		int ok;

		hi = i % 5;
		h = rhash[hi].h;
		rand_scalar(&g, grp, d, nl);
		ref_rng_bytes(&g, dig, h->out_len);
		/* public keys, both encodings */
		(*cases)++;
		if (cb_ecp_pub_from_priv(pub, publ, c, d, nl) != CB_OK ||
		    ossl_pub(grp, d, nl, opub, sizeof(opub), 0) != publ ||
		    memcmp(pub, opub, publ) != 0) {
			fail++;
			ref_why(why, whylen, "%s: public key #%d",
				cb_ecp_name(c), i);
			continue;
		}
		(*cases)++;
		if (cb_ecp_pub_from_priv(sig, 1 + pl, c, d, nl) != CB_OK ||
		    ossl_pub(grp, d, nl, opub, sizeof(opub), 1) != 1 + pl ||
		    memcmp(sig, opub, 1 + pl) != 0) {
			fail++;
			ref_why(why, whylen, "%s: compressed key #%d",
				cb_ecp_name(c), i);
		}
		/* RFC 6979: ours equals the model, and a re-sign */
		(*cases)++;
		if (cb_ecdsa_sign(sig, 2 * nl, c, h, d, nl, dig, h->out_len) !=
			    CB_OK ||
		    model_sign(grp, rhash[hi].name, d, nl, dig, h->out_len,
			       msig) != 0 ||
		    memcmp(sig, msig, 2 * nl) != 0 ||
		    cb_ecdsa_sign(msig, 2 * nl, c, h, d, nl, dig,
				  h->out_len) != CB_OK ||
		    memcmp(sig, msig, 2 * nl) != 0) {
			fail++;
			ref_why(why, whylen, "%s: RFC 6979 %s #%d",
				cb_ecp_name(c), h->name, i);
		}
		/* the small configuration: the same signature, verified */
		if (sm) {
			(*cases)++;
			if (cb_ecdsa_sign_small(msig, 2 * nl, c, h, d, nl, dig,
						h->out_len) != CB_OK ||
			    memcmp(sig, msig, 2 * nl) != 0 ||
			    cb_ecdsa_verify_small(c, pub, publ, dig,
						  h->out_len, sig,
						  2 * nl) != CB_OK) {
				fail++;
				ref_why(why, whylen,
					"%s: small RFC 6979 %s #%d",
					cb_ecp_name(c), h->name, i);
			}
		}
		/* ours verified by OpenSSL */
		pk = make_pkey(rc->group, d, nl, pub, publ);
		pc = pk ? EVP_PKEY_CTX_new_from_pkey(NULL, pk, NULL) : NULL;
		(*cases)++;
		ok = pk && ref_ossl(pc != NULL, "EVP_PKEY_CTX_new_from_pkey") &&
		     cb_ecdsa_sig_to_der(der, sizeof(der), &derl, c, sig,
					 2 * nl) == CB_OK &&
		     ref_ossl(EVP_PKEY_verify_init(pc),
			      "EVP_PKEY_verify_init") &&
		     EVP_PKEY_verify(pc, der, derl, dig, h->out_len) == 1;
		if (!ok) {
			fail++;
			ref_why(why, whylen, "%s: OpenSSL rejects ours #%d",
				cb_ecp_name(c), i);
		}
		/* OpenSSL's verified by ours; tampered rejected */
		osl = sizeof(oder);
		(*cases)++;
		ok = pc &&
		     ref_ossl(EVP_PKEY_sign_init(pc), "EVP_PKEY_sign_init") &&
		     EVP_PKEY_sign(pc, oder, &osl, dig, h->out_len) == 1 &&
		     cb_ecdsa_sig_from_der(msig, 2 * nl, c, oder, osl) ==
			     CB_OK &&
		     cb_ecdsa_verify(c, pub, publ, dig, h->out_len, msig,
				     2 * nl) == CB_OK &&
		     (!sm || cb_ecdsa_verify_small(c, pub, publ, dig,
						   h->out_len, msig,
						   2 * nl) == CB_OK);
		msig[nl + i % nl] ^= 4;
		ok = ok && cb_ecdsa_verify(c, pub, publ, dig, h->out_len,
					   msig, 2 * nl) == CB_E_AUTH &&
		     (!sm || cb_ecdsa_verify_small(c, pub, publ, dig,
						   h->out_len, msig,
						   2 * nl) == CB_E_AUTH);
		if (!ok) {
			fail++;
			ref_why(why, whylen, "%s: we reject OpenSSL's #%d",
				cb_ecp_name(c), i);
		}
		EVP_PKEY_CTX_free(pc);
		EVP_PKEY_free(pk);
	}
	EC_GROUP_free(grp);
	return fail;
}

/* OpenSSL derives b x a into out (*len: its room, then the length). */
static int
derive(EVP_PKEY *b, EVP_PKEY *a, uint8_t *out, size_t *len)
{
	EVP_PKEY_CTX *dc = EVP_PKEY_CTX_new_from_pkey(NULL, b, NULL);
	int ok = ref_ossl(dc != NULL, "EVP_PKEY_CTX_new_from_pkey") &&
		 ref_ossl(EVP_PKEY_derive_init(dc), "EVP_PKEY_derive_init") &&
		 ref_ossl(EVP_PKEY_derive_set_peer(dc, a),
			  "EVP_PKEY_derive_set_peer") &&
		 EVP_PKEY_derive(dc, out, len) == 1;

	EVP_PKEY_CTX_free(dc);
	return ok;
}

static unsigned long
run_ecdh(const rcurve *rc, unsigned long *cases, char *why, size_t whylen)
{
	const cb_ecp_curve *c = rc->c;
	size_t nl = cb_ecp_scalar_len(c), pl = cb_ecp_field_len(c);
	size_t publ = cb_ecp_pub_len(c), ol, bl;
	uint8_t d[ML], pub[CB_ECP_MAX_PUB_LEN], opub[CB_ECP_MAX_PUB_LEN];
	uint8_t bpub[CB_ECP_MAX_PUB_LEN], s1[ML], s2[ML + 8], s3[ML];
	EC_GROUP *grp = EC_GROUP_new_by_curve_name(rc->nid);
	unsigned long fail = 0;
	ref_rng g;
	int i;

	if (!ref_ossl(grp != NULL, "EC_GROUP_new_by_curve_name"))
		return 1;
	ref_rng_seed(&g, 0xd400 + (unsigned long long)rc->nid);
	for (i = 0; i < NKEYS; i++) {
		EVP_PKEY *a = NULL, *b = NULL;
		EVP_PKEY_CTX *kc;
		int ok;

		rand_scalar(&g, grp, d, nl);
		/* B: an OpenSSL-generated key */
		kc = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
		ok = ref_ossl(kc != NULL, "EVP_PKEY_CTX_new_from_name") &&
		     ref_ossl(EVP_PKEY_keygen_init(kc),
			      "EVP_PKEY_keygen_init") &&
		     ref_ossl(EVP_PKEY_CTX_set_group_name(kc, rc->group),
			      "EVP_PKEY_CTX_set_group_name") &&
		     ref_ossl(EVP_PKEY_keygen(kc, &b), "EVP_PKEY_keygen") &&
		     ref_ossl(EVP_PKEY_get_octet_string_param(b,
			     OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, bpub,
			     sizeof(bpub), &bl),
			      "EVP_PKEY_get_octet_string_param") &&
		     bl == publ;
		EVP_PKEY_CTX_free(kc);
		/* A from OpenSSL's d G, so that building it is a set-up */
		ok = ok && ossl_pub(grp, d, nl, opub, sizeof(opub), 0) == publ &&
		     cb_ecp_pub_from_priv(pub, publ, c, d, nl) == CB_OK &&
		     memcmp(pub, opub, publ) == 0;
		a = ok ? make_pkey(rc->group, d, nl, opub, publ) : NULL;
		/* OpenSSL derives B x A; we derive A x B (and with B
		 * compressed) */
		ol = sizeof(s2);
		/* SM2's keys: d B by OpenSSL's point arithmetic */
		if (ok && a && rc->nid == NID_sm2)
			ok = ossl_mul_x(grp, d, nl, bpub, publ, s2, pl) == 0;
		else
			ok = ok && a && derive(b, a, s2, &ol) && ol == pl;
		ok = ok &&
		     cb_ecdh_shared(s1, pl, c, d, nl, bpub, publ) == CB_OK &&
		     memcmp(s1, s2, pl) == 0 &&
		     cb_ecp_pub_convert(bpub, 1 + pl, c, bpub, publ) == CB_OK &&
		     cb_ecdh_shared(s3, pl, c, d, nl, bpub, 1 + pl) == CB_OK &&
		     memcmp(s1, s3, pl) == 0;
		(*cases)++;
		if (!ok) {
			fail++;
			ref_why(why, whylen, "%s: ECDH #%d", cb_ecp_name(c), i);
		}
		EVP_PKEY_free(a);
		EVP_PKEY_free(b);
	}
	EC_GROUP_free(grp);
	return fail;
}

/* SM2 signatures both ways with OpenSSL (EVP_DigestSign, SM3, distid). */
static const char sm2_id[] = "1234567812345678";

static int
test_rng(void *arg, uint8_t *out, size_t len)
{
	ref_rng_bytes(arg, out, len);
	return 0;
}

/*
 * An EVP_MD_CTX for SM2 with SM3 and the distinguishing ID, signing or
 * verifying with pk; NULL if OpenSSL refuses.  The ID goes on an
 * EVP_PKEY_CTX handed over with EVP_MD_CTX_set_pkey_ctx (SM2(7)): 3.0.19
 * refuses an OSSL_PKEY_PARAM_DIST_ID param to EVP_Digest*Init_ex, which
 * 3.0.22 takes.  *pc is the caller's to free, after the EVP_MD_CTX.
 */
static EVP_MD_CTX *
sm2_md_ctx(EVP_PKEY *pk, int sign, EVP_PKEY_CTX **pc)
{
	EVP_MD_CTX *m = EVP_MD_CTX_new();

	*pc = NULL;
	if (ref_ossl(m != NULL, "EVP_MD_CTX_new") &&
	    ref_ossl((*pc = EVP_PKEY_CTX_new_from_pkey(NULL, pk, NULL)) != NULL,
		     "EVP_PKEY_CTX_new_from_pkey") &&
	    ref_ossl(EVP_PKEY_CTX_set1_id(*pc, sm2_id, 16),
		     "EVP_PKEY_CTX_set1_id")) {
		EVP_MD_CTX_set_pkey_ctx(m, *pc);
		if (sign ? ref_ossl(EVP_DigestSignInit_ex(m, NULL, "SM3", NULL,
							  NULL, pk, NULL),
				    "EVP_DigestSignInit_ex") :
			   ref_ossl(EVP_DigestVerifyInit_ex(m, NULL, "SM3",
							    NULL, NULL, pk,
							    NULL),
				    "EVP_DigestVerifyInit_ex"))
			return m;
	}
	EVP_MD_CTX_free(m);
	return NULL;
}

static unsigned long
run_sm2(unsigned long *cases, char *why, size_t whylen)
{
	const cb_ecp_curve *c = &cb_ecp_sm2;
	const uint8_t *id = (const uint8_t *)sm2_id;
	EC_GROUP *grp = EC_GROUP_new_by_curve_name(NID_sm2);
	uint8_t d[32], pub[65], opub[65], sig[64], der[CB_ECP_MAX_DER_LEN];
	uint8_t oder[128], msg[100];
	unsigned long fail = 0;
	size_t derl, osl, ml;
	ref_rng g;
	int i;

	if (!ref_ossl(grp != NULL, "EC_GROUP_new_by_curve_name"))
		return 1;
	ref_rng_seed(&g, 0x5a2);
	for (i = 0; i < NKEYS; i++) {
		EVP_MD_CTX *m = NULL;
		EVP_PKEY_CTX *pc = NULL;
		EVP_PKEY *pk;
		int ok;

		/* keys in [1, n-2] */
		do
			rand_scalar(&g, grp, d, 32);
		while (d[31] == 0xff && d[0] == 0xff);
		ml = ref_rng_below(&g, sizeof(msg));
		ref_rng_bytes(&g, msg, ml);
		(*cases)++;
		ok = cb_ecp_pub_from_priv(pub, 65, c, d, 32) == CB_OK &&
		     ossl_pub(grp, d, 32, opub, sizeof(opub), 0) == 65 &&
		     memcmp(pub, opub, 65) == 0;
		pk = ok ? make_pkey("SM2", d, 32, pub, 65) : NULL;
		/* ours verified by OpenSSL */
		ok = ok && pk &&
		     cb_sm2_sign(sig, 64, c, d, 32, pub, 65, id, 16, msg, ml,
				 test_rng, &g) == CB_OK &&
		     cb_ecdsa_sig_to_der(der, sizeof(der), &derl, c, sig,
					 64) == CB_OK &&
		     (m = sm2_md_ctx(pk, 0, &pc)) != NULL &&
		     EVP_DigestVerify(m, der, derl, msg, ml) == 1;
		if (!ok) {
			fail++;
			ref_why(why, whylen, "sm2: OpenSSL rejects ours #%d",
				i);
		}
		EVP_MD_CTX_free(m);
		EVP_PKEY_CTX_free(pc);
		m = NULL;
		pc = NULL;
		/* OpenSSL's verified by ours */
		osl = sizeof(oder);
		(*cases)++;
		ok = pk && (m = sm2_md_ctx(pk, 1, &pc)) != NULL &&
		     EVP_DigestSign(m, oder, &osl, msg, ml) == 1 &&
		     cb_ecdsa_sig_from_der(sig, 64, c, oder, osl) == CB_OK &&
		     cb_sm2_verify(c, pub, 65, id, 16, msg, ml, sig, 64) ==
			     CB_OK;
		if (!ok) {
			fail++;
			ref_why(why, whylen, "sm2: we reject OpenSSL's #%d", i);
		}
		EVP_MD_CTX_free(m);
		EVP_PKEY_CTX_free(pc);
		EVP_PKEY_free(pk);
	}
	EC_GROUP_free(grp);
	return fail;
}

/* ECDSA on the curve of the row that runs now, in both configurations
 * where it has the small one */
static unsigned long
run_ecdsa_row(unsigned long *cases, char *why, size_t whylen)
{
	const cb_mf_run *row = ref_arg();
	rcurve rc = rcurve_of(row);

	return run_ecdsa(&rc, has_small(row->id), cases, why, whylen);
}

/* ECDH on the curve of the row that runs now */
static unsigned long
run_ecdh_row(unsigned long *cases, char *why, size_t whylen)
{
	rcurve rc = rcurve_of(ref_arg());

	return run_ecdh(&rc, cases, why, whylen);
}

/*
 * ECDSA (each id's fast row) and ECDH on every curve of the manifest,
 * then SM2's signatures: built once.
 */
const ref_check *
ref_checks_ecp(void)
{
	static ref_check checks[40];
	size_t i, k = 0;
	int pass;

	if (checks[0].algo != NULL)
		return checks;
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < cb_mf_nruns && k + 2 < 40; i++)
			if (cb_mf_runs[i].desc == (pass ? (const void *)
						   &cb_ecdh_kex :
						   &cb_ecdsa_sig))
				checks[k++] = (ref_check){ cb_mf_runs[i].id,
					"openssl", pass ? run_ecdh_row :
					run_ecdsa_row, &cb_mf_runs[i] };
	checks[k] = (ref_check){ "sm2", "openssl", run_sm2, NULL };
	return checks;
}
