/* SPDX-License-Identifier: MIT */
/* Every block-cipher mode, AEAD and MAC of the manifest over its cipher
 * against OpenSSL 3 EVP, through the rows' descriptors. */
/*
 * One check per RUN row of a mode or an AEAD over a block cipher (and its
 * light twin: GCM over the table cipher with the constant-time GHASH),
 * OpenSSL's cipher the manifest's name.  Every case draws a key, IV and
 * lengths from a fixed seed, runs the descriptor's streaming calls in
 * random chunk splits (AAD and text), and compares with OpenSSL's one-shot
 * answer byte for byte; then decrypts both ways and, for the AEADs, checks
 * that a flipped bit in the ciphertext, tag or AAD is rejected with a
 * wiped output.  A MAC row over a block cipher (CMAC) is compared with
 * EVP_MAC on random keys and messages fed in random chunks.  A CTR row
 * whose OpenSSL cipher is an ECB (3DES: OpenSSL has no 3DES-CTR) is
 * checked on counter blocks through it.  SM4-GCM and
 * SM4-CCM (absent from OpenSSL 3.0) are checked against the RFC 8998,
 * Botan and Wycheproof vectors too.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>

#include "cb/aead.h"
#include "cb/block.h"
#include "cb/mac.h"
#include "manifest.h"
#include "ref.h"
#include "vec.h"

#define MAXLEN 4200
#define NCASES 1000

/* the AEAD key of a case (the table GCM's 64 KB) */
static cb_gcm_table_key aks;

/* ---- OpenSSL side ---- */
/* CBC/CTR/ECB one-shot without padding; 0 on success */
static int
evp_plain(const EVP_CIPHER *c, int enc, const unsigned char *key,
	  const unsigned char *iv, unsigned char *out,
	  const unsigned char *in, size_t len)
{
	EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
	int n = 0, m = 0, ok;

	if (!ref_ossl(x != NULL, "EVP_CIPHER_CTX_new"))
		return -1;
	ok = ref_ossl(EVP_CipherInit_ex(x, c, NULL, key, iv, enc),
		      "EVP_CipherInit_ex") &&
	     ref_ossl(EVP_CIPHER_CTX_set_padding(x, 0),
		      "EVP_CIPHER_CTX_set_padding") &&
	     EVP_CipherUpdate(x, out, &n, in, (int)len) == 1 &&
	     EVP_CipherFinal_ex(x, out + n, &m) == 1 &&
	     (size_t)(n + m) == len;
	EVP_CIPHER_CTX_free(x);
	return ok ? 0 : -1;
}

/* CTR through an EVP ECB of block bl (OpenSSL has no 3DES-CTR): the
 * counter blocks, big-endian over the whole block, enciphered */
static int
evp_ctr_ecb(const EVP_CIPHER *ecb, size_t bl, const unsigned char *key,
	    const unsigned char *iv, unsigned char *out,
	    const unsigned char *in, size_t len)
{
	static unsigned char ks[MAXLEN + 16];
	unsigned char ctr[16];
	size_t nb = (len + bl - 1) / bl, i;
	int j;

	memcpy(ctr, iv, bl);
	for (i = 0; i < nb; i++) {
		memcpy(ks + bl * i, ctr, bl);
		for (j = (int)bl - 1; j >= 0 && ++ctr[j] == 0; j--)
			;
	}
	if (evp_plain(ecb, 1, key, NULL, ks, ks, nb * bl) != 0)
		return -1;
	for (i = 0; i < len; i++)
		out[i] = in[i] ^ ks[i];
	return 0;
}

/* GCM or CCM encryption; 0 on success */
static int
evp_aead(const EVP_CIPHER *c, int ccm, const unsigned char *key,
	 const unsigned char *iv, size_t ivlen, const unsigned char *aad,
	 size_t aadlen, const unsigned char *in, size_t len,
	 unsigned char *out, unsigned char *tag, size_t taglen)
{
	EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
	int n = 0, ok;
	unsigned char dummy[1];

	if (!ref_ossl(x != NULL, "EVP_CIPHER_CTX_new"))
		return -1;
	ok = ref_ossl(EVP_EncryptInit_ex(x, c, NULL, NULL, NULL),
		      "EVP_EncryptInit_ex") &&
	     ref_ossl(EVP_CIPHER_CTX_ctrl(x, EVP_CTRL_AEAD_SET_IVLEN,
					  (int)ivlen, NULL),
		      "EVP_CTRL_AEAD_SET_IVLEN");
	if (ok && ccm)
		ok = ref_ossl(EVP_CIPHER_CTX_ctrl(x, EVP_CTRL_AEAD_SET_TAG,
						  (int)taglen, NULL),
			      "EVP_CTRL_AEAD_SET_TAG");
	ok = ok && ref_ossl(EVP_EncryptInit_ex(x, NULL, NULL, key, iv),
			    "EVP_EncryptInit_ex");
	if (ok && ccm)
		ok = ref_ossl(EVP_EncryptUpdate(x, NULL, &n, NULL, (int)len),
			      "EVP_EncryptUpdate (CCM message length)");
	if (ok && aadlen > 0)
		ok = EVP_EncryptUpdate(x, NULL, &n, aad, (int)aadlen) == 1;
	/* CCM needs the update call even for an empty message */
	if (ok && (len > 0 || ccm))
		ok = EVP_EncryptUpdate(x, len ? out : dummy, &n,
				       len ? in : dummy, (int)len) == 1;
	ok = ok && EVP_EncryptFinal_ex(x, dummy, &n) == 1 &&
	     EVP_CIPHER_CTX_ctrl(x, EVP_CTRL_AEAD_GET_TAG, (int)taglen,
				 tag) == 1;
	EVP_CIPHER_CTX_free(x);
	return ok ? 0 : -1;
}

/* ---- our side, through the descriptor, in random chunks ---- */

static size_t
chunk(ref_rng *r, size_t left)
{
	switch (ref_rng_below(r, 4)) {
	case 0:
		return left;
	case 1:
		return ref_rng_below(r, left < 3 ? left + 1 : 3);
	default:
		return ref_rng_below(r, left + 1);
	}
}

/* A mode's streaming calls; the bytes written (whole blocks where the mode
 * takes them: the chunks buffered to blocks here). */
static int
ours_mode(ref_rng *r, const cb_mf_run *row, const cb_block_any_ctx *k,
	  int dec, const unsigned char *iv, unsigned char *out,
	  const unsigned char *in, size_t len)
{
	const cb_mode_desc *d = row->desc;
	size_t bl = row->prims.cipher->block_len, pos = 0, n;
	cb_mode_any_ctx c;
	int ret = d->init(&c, row->prims.cipher, k, iv);

	while (ret == CB_OK && pos < len) {
		n = chunk(r, len - pos);
		if (d->flags & CB_MODE_BLOCKS)
			n = n / bl * bl == 0 ? bl : n / bl * bl;
		if (n > len - pos)
			n = len - pos;
		ret = d->update(&c, dec, out + pos, in + pos, n);
		pos += n;
	}
	return ret != CB_OK ? ret : d->final(&c);
}

/* An AEAD's streaming calls; dec checks the tag, enc writes it. */
static int
ours_aead(ref_rng *r, const cb_aead_desc *d, int dec, const unsigned char *iv,
	  size_t ivlen, const unsigned char *aad, size_t aadlen,
	  unsigned char *out, const unsigned char *in, size_t len,
	  unsigned char *tag, size_t taglen)
{
	cb_aead_any_ctx c;
	size_t pos = 0, n;
	int ret = d->init(&c, &aks, iv, ivlen, aadlen, len, taglen);

	while (ret == CB_OK && pos < aadlen) {
		n = chunk(r, aadlen - pos);
		ret = d->aad(&c, aad + pos, n);
		pos += n;
	}
	for (pos = 0; ret == CB_OK && pos < len; pos += n) {
		n = chunk(r, len - pos);
		ret = d->update(&c, dec, out + pos, in + pos, n);
	}
	return ret != CB_OK ? ret : d->final(&c, dec, tag, taglen);
}

static int
all_zero(const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i] != 0)
			return 0;
	return 1;
}

/* message length: the edges around the block size, then random */
static size_t
pick_len(ref_rng *r, unsigned i, size_t bl, int whole)
{
	static const size_t edge[] = { 0, 1, 15, 16, 17, 7, 8, 9, 33, 4096 };
	size_t len;

	if (i < sizeof(edge) / sizeof(edge[0]))
		len = edge[i] == 4096 ? 4096 : edge[i] == 15 || edge[i] == 7 ?
		      bl - 1 : edge[i] == 16 || edge[i] == 8 ? bl :
		      edge[i] == 17 || edge[i] == 9 ? bl + 1 : edge[i];
	else if (ref_rng_below(r, 20) == 0)
		len = 1000 + ref_rng_below(r, 3000);
	else
		len = ref_rng_below(r, 200);
	return whole ? len / bl * bl : len;
}

/* Seed from the check's id and configuration: a stream of its own. */
static unsigned long long
seed_of(const cb_mf_run *row, const void *light)
{
	unsigned long long x = 0xcbf29ce484222325ull ^ (light ? 7 : 0);
	const char *s;

	for (s = row->id; *s; s++)
		x = (x ^ (unsigned char)*s) * 0x100000001b3ull;
	for (s = row->config; *s; s++)
		x = (x ^ (unsigned char)*s) * 0x100000001b3ull;
	return x;
}

/* The row of the check that runs now, OpenSSL's cipher of it. */
static EVP_CIPHER *
row_cipher(const cb_mf_run *row)
{
	const cb_mf_alg *a = cb_mf_alg_of(row->id);
	EVP_CIPHER *c = a != NULL && a->openssl[0] != '\0' ?
			EVP_CIPHER_fetch(NULL, a->openssl, NULL) : NULL;

	ref_ossl(c != NULL, "EVP_CIPHER_fetch");
	return c;
}

/* One mode case: OpenSSL's one-shot against ours, both directions. */
static int
mode_case(ref_rng *r, const cb_mf_run *row, EVP_CIPHER *c, size_t keylen,
	  unsigned i)
{
	static unsigned char in[MAXLEN], ours[MAXLEN], theirs[MAXLEN];
	unsigned char key[32], iv[16];
	size_t bl = row->prims.cipher->block_len, len;
	int ecb = EVP_CIPHER_get_mode(c) == EVP_CIPH_ECB_MODE, ret;
	cb_block_any_ctx k;

	ref_rng_bytes(r, key, keylen);
	if (row->prims.cipher->setkey(&k, key, keylen) != CB_OK)
		return -1;
	len = pick_len(r, i, bl, (((const cb_mode_desc *)row->desc)->flags &
				  CB_MODE_BLOCKS) != 0);
	ref_rng_bytes(r, in, len);
	ref_rng_bytes(r, iv, bl);
	/* make the counter carry across bytes now and then */
	if (i % 4 == 1)
		memset(iv + bl / 2, 0xff, bl / 2);
	if (i % 16 == 3)
		memset(iv, 0xff, bl);
	ret = ecb ? evp_ctr_ecb(c, bl, key, iv, theirs, in, len) :
	      evp_plain(c, 1, key, iv, theirs, in, len);
	if (ret != 0)
		return -1;
	if (ours_mode(r, row, &k, 0, iv, ours, in, len) != CB_OK ||
	    memcmp(ours, theirs, len) != 0)
		return 1;
	return ours_mode(r, row, &k, 1, iv, ours, theirs, len) != CB_OK ||
	       memcmp(ours, in, len) != 0;
}

/* Modes: NCASES cases of the row that runs now. */
static unsigned long
run_mode_row(unsigned long *cases, char *why, size_t whylen)
{
	const cb_mf_run *row = ref_arg();
	EVP_CIPHER *c = row_cipher(row);
	unsigned long failed = 0;
	unsigned i;
	ref_rng r;
	int rc;

	if (c == NULL)
		return 1;
	ref_rng_seed(&r, seed_of(row, NULL));
	for (i = 0; i < NCASES; i++) {
		(*cases)++;
		rc = mode_case(&r, row, c, row->param, i);
		if (rc != 0) {
			failed++;
			ref_why(why, whylen, "%s %s case %u: %s", row->id,
				row->prims.cipher->name, i, rc < 0 ?
				"OpenSSL or the key set-up failed" :
				"differs from OpenSSL");
		}
	}
	EVP_CIPHER_free(c);
	return failed;
}

/* OpenSSL's MAC of the row ("CMAC:AES-128-CBC") over in; 0 on success */
static int
evp_mac(const char *name, const unsigned char *key, size_t keylen,
	const unsigned char *in, size_t len, unsigned char *tag, size_t taglen)
{
	char alg[32], *param;
	EVP_MAC *mac;
	EVP_MAC_CTX *ctx = NULL;
	OSSL_PARAM p[2];
	size_t n = 0;
	int ok;

	snprintf(alg, sizeof(alg), "%s", name);
	param = strchr(alg, ':');
	if (param == NULL)
		return -1;
	*param++ = '\0';
	p[0] = OSSL_PARAM_construct_utf8_string(strcmp(alg, "CMAC") == 0 ?
						OSSL_MAC_PARAM_CIPHER :
						OSSL_MAC_PARAM_DIGEST, param, 0);
	p[1] = OSSL_PARAM_construct_end();
	mac = EVP_MAC_fetch(NULL, alg, NULL);
	ok = ref_ossl(mac != NULL, "EVP_MAC_fetch") &&
	     ref_ossl((ctx = EVP_MAC_CTX_new(mac)) != NULL, "EVP_MAC_CTX_new") &&
	     ref_ossl(EVP_MAC_init(ctx, key, keylen, p), "EVP_MAC_init") &&
	     EVP_MAC_update(ctx, in, len) &&
	     EVP_MAC_final(ctx, tag, &n, taglen) && n == taglen;
	EVP_MAC_CTX_free(ctx);
	EVP_MAC_free(mac);
	return ok ? 0 : -1;
}

/* One MAC case: a random key and message, ours fed in random chunks. */
static int
mac_case(ref_rng *r, const cb_mf_run *row, const char *name, unsigned i)
{
	static unsigned char in[MAXLEN];
	const cb_mac_desc *d = row->desc;
	unsigned char key[32], ours[64], theirs[64];
	size_t taglen = d->tag_len(&row->prims), len, pos = 0, n;
	cb_mac_any_ctx c;

	ref_rng_bytes(r, key, row->param);
	len = pick_len(r, i, row->prims.cipher->block_len, 0);
	ref_rng_bytes(r, in, len);
	if (taglen > sizeof(ours) ||
	    evp_mac(name, key, row->param, in, len, theirs, taglen) != 0 ||
	    d->init(&c, &row->prims, key, row->param) != CB_OK)
		return -1;
	while (pos < len) {
		n = chunk(r, len - pos);
		d->update(&c, in + pos, n);
		pos += n;
	}
	d->final(&c, ours);
	return memcmp(ours, theirs, taglen) != 0;
}

/* MACs: NCASES cases of the row that runs now. */
static unsigned long
run_mac_row(unsigned long *cases, char *why, size_t whylen)
{
	const cb_mf_run *row = ref_arg();
	const cb_mf_alg *a = cb_mf_alg_of(row->id);
	unsigned long failed = 0;
	unsigned i;
	ref_rng r;
	int rc;

	ref_rng_seed(&r, seed_of(row, NULL));
	for (i = 0; i < NCASES; i++) {
		(*cases)++;
		rc = mac_case(&r, row, a->openssl, i);
		if (rc != 0) {
			failed++;
			ref_why(why, whylen, "%s %s case %u: %s", row->id,
				row->prims.cipher->name, i, rc < 0 ?
				"OpenSSL or the key set-up failed" :
				"differs from OpenSSL");
		}
	}
	return failed;
}

/* A bit of the ciphertext, the AAD or the tag flipped: refused, the
 * output wiped, by the one-shot and the streaming decryption. */
static int
aead_flip(ref_rng *r, const cb_aead_desc *d, const unsigned char *iv,
	  size_t ivlen, unsigned char *aad, size_t aadlen, unsigned char *ct,
	  size_t len, unsigned char *tag, size_t taglen, unsigned char *back)
{
	size_t w = ref_rng_below(r, 3);
	unsigned char *p = w == 0 && len > 0 ? ct :
			   w == 1 && aadlen > 0 ? aad : tag;
	size_t pl = p == ct ? len : p == aad ? aadlen : taglen;

	p[ref_rng_below(r, pl)] ^= (unsigned char)(1u << ref_rng_below(r, 8));
	memset(back, 0x5a, len);
	return d->decrypt(back, &aks, iv, ivlen, aad, aadlen, ct, len, tag,
			  taglen) == CB_E_AUTH && all_zero(back, len) &&
	       ours_aead(r, d, 1, iv, ivlen, aad, aadlen, back, ct, len, tag,
			 taglen) == CB_E_AUTH;
}

/* One AEAD case: OpenSSL's one-shot against our streaming encryption,
 * decryption both ways, then a flipped bit refused. */
static int
aead_case(ref_rng *r, const cb_mf_run *row, const cb_aead_desc *d,
	  EVP_CIPHER *c, unsigned i)
{
	static unsigned char in[MAXLEN], ours[MAXLEN + 16], theirs[MAXLEN],
		back[MAXLEN + 16], aad[0xff00 + 64];
	unsigned char key[32], iv[64], tag[16], ttag[16];
	int ccm = EVP_CIPHER_get_mode(c) == EVP_CIPH_CCM_MODE;
	size_t len, ivlen, aadlen, taglen;

	ref_rng_bytes(r, key, row->param);
	if (d->setkey(&aks, &row->prims, key, row->param) != CB_OK)
		return -1;
	len = pick_len(r, i, row->prims.cipher->block_len, 0);
	ref_rng_bytes(r, in, len);
	ivlen = ccm ? 7 + ref_rng_below(r, 7) :
		i % 3 ? 12 : 1 + ref_rng_below(r, 64);
	ref_rng_bytes(r, iv, ivlen);
	if (!ccm && i % 8 == 5)
		memset(iv + 8, 0xff, 4);   /* 96-bit IV: wrap inc32 */
	aadlen = i % 5 == 0 ? 0 : ref_rng_below(r, 81);
	/* around the CCM switch from 2- to 6-byte AAD lengths */
	if (i % 97 == 6)
		aadlen = 0xfeff + ref_rng_below(r, 3);
	ref_rng_bytes(r, aad, aadlen);
	taglen = ccm ? 4 + 2 * ref_rng_below(r, 7) :
		 i % 2 ? 16 : 4 + ref_rng_below(r, 13);
	if (evp_aead(c, ccm, key, iv, ivlen, aad, aadlen, in, len, theirs,
		     ttag, taglen) != 0)
		return -1;
	if (ours_aead(r, d, 0, iv, ivlen, aad, aadlen, ours, in, len, tag,
		      taglen) != CB_OK || memcmp(ours, theirs, len) != 0 ||
	    memcmp(tag, ttag, taglen) != 0 ||
	    ours_aead(r, d, 1, iv, ivlen, aad, aadlen, back, theirs, len, ttag,
		      taglen) != CB_OK || memcmp(back, in, len) != 0)
		return 1;
	memset(back, 0x5a, len);
	if (d->decrypt(back, &aks, iv, ivlen, aad, aadlen, theirs, len, ttag,
		       taglen) != CB_OK || memcmp(back, in, len) != 0)
		return 1;
	return !aead_flip(r, d, iv, ivlen, aad, aadlen, theirs, len, ttag,
			  taglen, back);
}

/* AEADs: NCASES cases of the row (or its light twin: arg's) that runs
 * now. */
static unsigned long
aead_run(const cb_mf_run *row, const cb_aead_desc *d, unsigned long *cases,
	 char *why, size_t whylen)
{
	EVP_CIPHER *c = row_cipher(row);
	unsigned long failed = 0;
	unsigned i;
	ref_rng r;
	int rc;

	if (c == NULL)
		return 1;
	ref_rng_seed(&r, seed_of(row, d == row->desc ? NULL : d));
	for (i = 0; i < NCASES; i++) {
		(*cases)++;
		rc = aead_case(&r, row, d, c, i);
		if (rc != 0) {
			failed++;
			ref_why(why, whylen, "%s %s %s case %u: %s", row->id,
				d->name, row->prims.cipher->name, i, rc < 0 ?
				"OpenSSL or the key set-up failed" :
				"differs from OpenSSL, or a flip accepted");
		}
	}
	EVP_CIPHER_free(c);
	return failed;
}

static unsigned long
run_aead_row(unsigned long *cases, char *why, size_t whylen)
{
	const cb_mf_run *row = ref_arg();

	return aead_run(row, row->desc, cases, why, whylen);
}

static unsigned long
run_aead_light(unsigned long *cases, char *why, size_t whylen)
{
	const cb_mf_run *row = ref_arg();

	return aead_run(row, ((const cb_aead_desc *)row->desc)->light, cases,
			why, whylen);
}

/* ---- SM4-GCM / SM4-CCM from vectors ---- */

static unsigned long
run_sm4_vec(const char *file, const cb_aead_desc *d, const cb_block_cipher *bc,
	    unsigned long *cases, char *why, size_t whylen)
{
	cb_prims p = { bc, NULL, NULL, NULL, 0 };
	vec_set s;
	char err[256];
	unsigned long failed = 0;
	int i;

	if (vec_load(&s, NULL, file, err, sizeof(err)) != 0) {
		(*cases)++;
		ref_why(why, whylen, "%s", err);
		return 1;
	}
	for (i = 0; i < s.nrec; i++) {
		const vec_rec *rec = &s.rec[i];
		size_t kl, nl, al, il, ol, tl;
		unsigned char *key, *n, *ad, *in, *out, *tag, *buf, t[16];
		const char *res = vec_get(rec, "Result");
		int valid = res == NULL || strcmp(res, "valid") == 0, ret;

		if (strncmp(rec->section, "SM4/", 4) != 0 ||
		    strncmp(rec->section + 4, d == &cb_ccm_aead ? "CCM" :
			    "GCM", 3) != 0)
			continue;
		(*cases)++;
		key = vec_hex(rec, "Key", &kl);
		n = vec_hex(rec, "Nonce", &nl);
		ad = vec_hex(rec, "AD", &al);
		in = vec_hex(rec, "In", &il);
		out = vec_hex(rec, "Out", &ol);
		tag = vec_hex(rec, "Tag", &tl);
		if (tag == NULL && out != NULL && ol >= 16) {
			tl = 16;
			ol -= 16;
			tag = malloc(16);
			memcpy(tag, out + ol, 16);
		}
		buf = malloc(ol + 1);
		if (key == NULL || n == NULL || ad == NULL || in == NULL ||
		    out == NULL || tag == NULL || buf == NULL ||
		    d->setkey(&aks, &p, key, kl) != CB_OK) {
			failed++;
			ref_why(why, whylen, "%s: bad record", vec_where(rec));
		} else if (valid) {
			ret = d->encrypt(buf, t, tl, &aks, n, nl, ad, al, in,
					 il);
			if (ret != CB_OK || il != ol ||
			    memcmp(buf, out, ol) != 0 ||
			    memcmp(t, tag, tl) != 0 ||
			    d->decrypt(buf, &aks, n, nl, ad, al, out, ol, tag,
				       tl) != CB_OK ||
			    memcmp(buf, in, il) != 0) {
				failed++;
				ref_why(why, whylen, "%s: %s mismatch",
					vec_where(rec), bc->name);
			}
		} else if (d->decrypt(buf, &aks, n, nl, ad, al, out, ol, tag,
				      tl) == CB_OK) {
			failed++;
			ref_why(why, whylen, "%s: %s accepted", vec_where(rec),
				bc->name);
		}
		free(key);
		free(n);
		free(ad);
		free(in);
		free(out);
		free(tag);
		free(buf);
	}
	vec_free(&s);
	return failed;
}

/* ---- the table ---- */

#define RUNV(fn, file, d, bc) \
	static unsigned long fn(unsigned long *cases, char *why, \
				size_t whylen) \
	{ \
		unsigned long f; \
		f = run_sm4_vec(file, d, bc, cases, why, whylen); \
		f += run_sm4_vec("sm4/gbt32907.vec", d, bc, cases, why, \
				 whylen); \
		return f; \
	}

RUNV(sm4ct_gcm_botan, "gcm/sm4_botan.vec", &cb_gcm_aead, &cb_sm4_ct_cipher)
RUNV(sm4ct_ccm_botan, "ccm/sm4_botan.vec", &cb_ccm_aead, &cb_sm4_ct_cipher)
RUNV(sm4ct_gcm_wp, "gcm/wycheproof.vec", &cb_gcm_aead, &cb_sm4_ct_cipher)
RUNV(sm4ct_ccm_wp, "ccm/wycheproof.vec", &cb_ccm_aead, &cb_sm4_ct_cipher)
RUNV(sm4tab_gcm_botan, "gcm/sm4_botan.vec", &cb_gcm_aead, &cb_sm4_tab_cipher)
RUNV(sm4tab_ccm_botan, "ccm/sm4_botan.vec", &cb_ccm_aead, &cb_sm4_tab_cipher)

static const ref_check vectors[] = {
	{ "sm4-gcm", "rfc8998", sm4ct_gcm_botan, NULL },
	{ "sm4-ccm", "rfc8998", sm4ct_ccm_botan, NULL },
	{ "sm4-gcm", "wycheproof", sm4ct_gcm_wp, NULL },
	{ "sm4-ccm", "wycheproof", sm4ct_ccm_wp, NULL },
	{ "sm4-gcm", "botan", sm4tab_gcm_botan, NULL },
	{ "sm4-ccm", "botan", sm4tab_ccm_botan, NULL },
};

/*
 * The manifest's modes, AEADs and MACs over a block cipher, each row (and
 * an AEAD's light twin) against OpenSSL where it has the cipher (n/a where
 * OpenSSL 3.0 has not: SM4-GCM, SM4-CCM), then the SM4 AEAD vectors:
 * built once.
 */
const ref_check *
ref_checks_modes(void)
{
	static ref_check checks[128];
	size_t i, k = 0, nv = sizeof(vectors) / sizeof(vectors[0]);
	EVP_CIPHER *c;

	if (checks[0].algo != NULL)
		return checks;
	for (i = 0; i < cb_mf_nruns && k + 2 + nv < 128; i++) {
		const cb_mf_run *row = &cb_mf_runs[i];
		const cb_mf_alg *a = cb_mf_alg_of(row->id);
		const cb_aead_desc *d = row->desc;

		if (row->kind == CB_KIND_MAC && row->prims.cipher != NULL &&
		    a != NULL) {
			checks[k++] = (ref_check){ row->id, "openssl",
						   run_mac_row, row };
			continue;
		}
		if ((row->kind != CB_KIND_MODE && row->kind != CB_KIND_AEAD) ||
		    row->prims.cipher == NULL || a == NULL)
			continue;
		/* a source without the algorithm: verify says n/a */
		c = EVP_CIPHER_fetch(NULL, a->openssl, NULL);
		checks[k++] = (ref_check){ row->id, "openssl", c == NULL ? NULL :
					   row->kind == CB_KIND_MODE ?
					   run_mode_row : run_aead_row, row };
		if (row->kind == CB_KIND_AEAD && d->light != NULL)
			checks[k++] = (ref_check){ row->id, "openssl",
						   c == NULL ? NULL :
						   run_aead_light, row };
		EVP_CIPHER_free(c);
	}
	for (i = 0; i < nv; i++)
		checks[k++] = vectors[i];
	return checks;
}
