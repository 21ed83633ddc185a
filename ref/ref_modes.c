/* SPDX-License-Identifier: MIT */
/* CBC, CTR, GCM and CCM over AES, 3DES and SM4 against OpenSSL 3 EVP. */
/*
 * Every case draws a key, IV and lengths from a fixed seed, runs our
 * streaming API in random chunk splits (AAD and text), and compares with
 * OpenSSL's one-shot answer byte for byte; then decrypts both ways and,
 * for the AEADs, checks that a flipped bit in the ciphertext, tag or AAD
 * is rejected with a wiped output.  3DES-CTR (which OpenSSL lacks) is
 * built from EVP's ECB.  SM4-GCM and SM4-CCM (absent from OpenSSL 3.0) are
 * checked against the RFC 8998, Botan and Wycheproof vectors instead.
 */
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "cb/aead.h"
#include "cb/block.h"
#include "ref.h"
#include "vec.h"

#define MAXLEN 4200



typedef const EVP_CIPHER *(*evp_fn)(void);

/* one cipher implementation at one key length, and OpenSSL's twins */
typedef struct rcipher {
	const cb_block_cipher *bc;
	size_t keylen;
	int (*setkey)(cb_block_any_ctx *k, const unsigned char *key,
		      size_t len);
	evp_fn ecb, cbc, ctr, gcm, ccm;
	unsigned ncases;
} rcipher;

enum { M_CBC, M_CTR, M_GCM, M_CCM, M_GCM_TAB };

/*
 * The AEAD keys of the case: GCM's with the ct GHASH or, for M_GCM_TAB,
 * the table one (cb_gcm_setkey_table), and CCM's.
 */
static cb_gcm_table gtab;
static cb_gcm_key gk;
static cb_ccm_key mk;

static int
sk_aesct(cb_block_any_ctx *k, const unsigned char *key, size_t len)
{
	return cb_aes_ct_setkey(&k->aes_ct, key, len);
}

static int
sk_aestab(cb_block_any_ctx *k, const unsigned char *key, size_t len)
{
	return cb_aes_tab_setkey(&k->aes_tab, key, len);
}

static int
sk_sm4ct(cb_block_any_ctx *k, const unsigned char *key, size_t len)
{
	return cb_sm4_ct_setkey(&k->sm4_ct, key, len);
}

static int
sk_sm4tab(cb_block_any_ctx *k, const unsigned char *key, size_t len)
{
	return cb_sm4_tab_setkey(&k->sm4_tab, key, len);
}

static int
sk_des3(cb_block_any_ctx *k, const unsigned char *key, size_t len)
{
	return cb_des3_tab_setkey(&k->des3_tab, key, len);
}

static int
sk_des3ct(cb_block_any_ctx *k, const unsigned char *key, size_t len)
{
	return cb_des3_ct_setkey(&k->des3_ct, key, len);
}

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

/* CTR with a 64-bit block: counter blocks through EVP ECB */
static int
evp_ctr64(const EVP_CIPHER *ecb, const unsigned char *key,
	  const unsigned char *iv, unsigned char *out,
	  const unsigned char *in, size_t len)
{
	unsigned char ctr[8], ks[MAXLEN + 8];
	size_t nb = (len + 7) / 8, i;
	int j;

	memcpy(ctr, iv, 8);
	for (i = 0; i < nb; i++) {
		memcpy(ks + 8 * i, ctr, 8);
		for (j = 7; j >= 0 && ++ctr[j] == 0; j--)
			;
	}
	if (evp_plain(ecb, 1, key, NULL, ks, ks, nb * 8) != 0)
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

/* ---- our side, in random chunks ---- */

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

static size_t
ours_cbc(ref_rng *r, const rcipher *rc, const cb_block_any_ctx *k, int dec,
	 const unsigned char *iv, unsigned char *out,
	 const unsigned char *in, size_t len, int *ret)
{
	cb_cbc_ctx c;
	size_t pos = 0, o = 0, n, w;

	*ret = cb_cbc_init(&c, rc->bc, k, iv);
	if (*ret != CB_OK)
		return 0;
	while (pos < len) {
		n = chunk(r, len - pos);
		if (dec)
			cb_cbc_decrypt_update(&c, out + o, &w, in + pos, n);
		else
			cb_cbc_encrypt_update(&c, out + o, &w, in + pos, n);
		o += w;
		pos += n;
	}
	*ret = cb_cbc_final(&c);
	return o;
}

static int
ours_ctr(ref_rng *r, const rcipher *rc, const cb_block_any_ctx *k,
	 const unsigned char *iv, unsigned char *out,
	 const unsigned char *in, size_t len)
{
	cb_ctr_ctx c;
	size_t pos = 0, n;
	int ret = cb_ctr_init(&c, rc->bc, k, iv);

	if (ret != CB_OK)
		return ret;
	while (pos < len) {
		n = chunk(r, len - pos);
		cb_ctr_update(&c, out + pos, in + pos, n);
		pos += n;
	}
	cb_ctr_final(&c);
	return CB_OK;
}

/* streaming GCM or CCM; dec checks tag, enc writes it */
static int
ours_aead(ref_rng *r, int ccm, int dec, const unsigned char *iv, size_t ivlen,
	  const unsigned char *aad, size_t aadlen, unsigned char *out,
	  const unsigned char *in, size_t len, unsigned char *tag,
	  size_t taglen)
{
	cb_gcm_ctx g;
	cb_ccm_ctx m;
	size_t pos = 0, n;
	int ret;

	ret = ccm ? cb_ccm_init(&m, &mk, iv, ivlen, aadlen, len, taglen)
		  : cb_gcm_init(&g, &gk, iv, ivlen);
	while (ret == CB_OK && pos < aadlen) {
		n = chunk(r, aadlen - pos);
		ret = ccm ? cb_ccm_aad(&m, aad + pos, n)
			  : cb_gcm_aad(&g, aad + pos, n);
		pos += n;
	}
	pos = 0;
	while (ret == CB_OK && pos < len) {
		n = chunk(r, len - pos);
		if (ccm)
			ret = dec ? cb_ccm_decrypt_update(&m, out + pos,
							  in + pos, n)
				  : cb_ccm_encrypt_update(&m, out + pos,
							  in + pos, n);
		else
			ret = dec ? cb_gcm_decrypt_update(&g, out + pos,
							  in + pos, n)
				  : cb_gcm_encrypt_update(&g, out + pos,
							  in + pos, n);
		pos += n;
	}
	if (ret != CB_OK)
		return ret;
	if (ccm)
		return dec ? cb_ccm_decrypt_final(&m, tag, taglen)
			   : cb_ccm_encrypt_final(&m, tag, taglen);
	return dec ? cb_gcm_decrypt_final(&g, tag, taglen)
		   : cb_gcm_encrypt_final(&g, tag, taglen);
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

static unsigned long
run_mode(const rcipher *rc, int mode, unsigned long long seed,
	 unsigned long *cases, char *why, size_t whylen)
{
	static unsigned char in[MAXLEN], ours[MAXLEN + 16], theirs[MAXLEN],
		back[MAXLEN + 16], aad[0xff00 + 64];
	unsigned char key[32], iv[64], tag[16], ttag[16];
	size_t bl = rc->bc->block_len, len, ivlen, aadlen, taglen, o;
	unsigned long failed = 0;
	unsigned i;
	cb_block_any_ctx k;
	ref_rng r;
	int ret, ccm = mode == M_CCM, fl, use_tab = mode == M_GCM_TAB;

	if (use_tab)
		mode = M_GCM;
	ref_rng_seed(&r, seed);
	for (i = 0; i < rc->ncases; i++) {
		(*cases)++;
		ref_rng_bytes(&r, key, rc->keylen);
		if (rc->setkey(&k, key, rc->keylen) != CB_OK) {
			failed++;
			ref_why(why, whylen, "%s: setkey failed", rc->bc->name);
			continue;
		}
		ret = CB_OK;
		if (mode == M_GCM)
			ret = use_tab ? cb_gcm_setkey_table(&gk, &gtab, rc->bc,
							    key, rc->keylen)
				      : cb_gcm_setkey(&gk, rc->bc, key,
						      rc->keylen);
		else if (mode == M_CCM)
			ret = cb_ccm_setkey(&mk, rc->bc, key, rc->keylen);
		if (ret != CB_OK) {
			failed++;
			ref_why(why, whylen, "%s: aead setkey failed",
				rc->bc->name);
			continue;
		}
		len = pick_len(&r, i, bl, mode == M_CBC);
		ref_rng_bytes(&r, in, len);
		ivlen = bl;
		if (mode == M_GCM)
			ivlen = i % 3 ? 12 : 1 + ref_rng_below(&r, 64);
		else if (mode == M_CCM)
			ivlen = 7 + ref_rng_below(&r, 7);
		ref_rng_bytes(&r, iv, ivlen);
		/* make the counter carry across bytes now and then */
		if (mode == M_CTR && i % 4 == 1)
			memset(iv + bl / 2, 0xff, bl / 2);
		if (mode == M_CTR && i % 16 == 3)
			memset(iv, 0xff, bl);
		if (mode == M_GCM && i % 8 == 5)
			memset(iv + 8, 0xff, 4);   /* 96-bit IV: wrap inc32 */
		if (mode == M_CCM && ivlen == 13 && len > 0xffff)
			len = 0xffff;
		if (mode == M_CBC || mode == M_CTR) {
			if (mode == M_CBC)
				ret = evp_plain(rc->cbc(), 1, key, iv, theirs,
						in, len);
			else if (rc->ctr != NULL)
				ret = evp_plain(rc->ctr(), 1, key, iv, theirs,
						in, len);
			else
				ret = evp_ctr64(rc->ecb(), key, iv, theirs, in,
						len);
			if (ret != 0) {
				failed++;
				ref_why(why, whylen, "OpenSSL failed");
				continue;
			}
			if (mode == M_CBC) {
				o = ours_cbc(&r, rc, &k, 0, iv, ours, in, len,
					     &ret);
				fl = ret != CB_OK || o != len ||
				     memcmp(ours, theirs, len) != 0;
				o = ours_cbc(&r, rc, &k, 1, iv, back, theirs,
					     len, &ret);
				fl |= ret != CB_OK || o != len ||
				      memcmp(back, in, len) != 0;
			} else {
				fl = ours_ctr(&r, rc, &k, iv, ours, in, len) !=
				     CB_OK || memcmp(ours, theirs, len) != 0;
				fl |= ours_ctr(&r, rc, &k, iv, back, theirs,
					       len) != CB_OK ||
				      memcmp(back, in, len) != 0;
			}
			if (fl) {
				failed++;
				ref_why(why, whylen, "%s %s len %zu: differs "
					"from OpenSSL", rc->bc->name,
					mode == M_CBC ? "cbc" : "ctr", len);
			}
			continue;
		}
		aadlen = i % 5 == 0 ? 0 : ref_rng_below(&r, 81);
		/* around the CCM switch from 2- to 6-byte AAD lengths */
		if (i % 97 == 6)
			aadlen = 0xfeff + ref_rng_below(&r, 3);
		ref_rng_bytes(&r, aad, aadlen);
		taglen = ccm ? 4 + 2 * ref_rng_below(&r, 7)
			     : (i % 2 ? 16 : 4 + ref_rng_below(&r, 13));
		if (evp_aead(ccm ? rc->ccm() : rc->gcm(), ccm, key, iv, ivlen,
			     aad, aadlen, in, len, theirs, ttag, taglen) != 0) {
			failed++;
			ref_why(why, whylen, "OpenSSL failed");
			continue;
		}
		ret = ours_aead(&r, ccm, 0, iv, ivlen, aad, aadlen,
				ours, in, len, tag, taglen);
		fl = ret != CB_OK || memcmp(ours, theirs, len) != 0 ||
		     memcmp(tag, ttag, taglen) != 0;
		/* streaming and one-shot decryption */
		fl |= ours_aead(&r, ccm, 1, iv, ivlen, aad, aadlen,
				back, theirs, len, ttag, taglen) != CB_OK ||
		      memcmp(back, in, len) != 0;
		memset(back, 0x5a, len);
		ret = ccm ? cb_ccm_decrypt(back, &mk, iv, ivlen, aad, aadlen,
					   theirs, len, ttag, taglen)
			  : cb_gcm_decrypt(back, &gk, iv, ivlen, aad, aadlen,
					   theirs, len, ttag, taglen);
		fl |= ret != CB_OK || memcmp(back, in, len) != 0;
		if (fl) {
			failed++;
			ref_why(why, whylen, "%s %s iv %zu aad %zu len %zu tag "
				"%zu: differs from OpenSSL", rc->bc->name,
				ccm ? "ccm" : "gcm", ivlen, aadlen, len,
				taglen);
			continue;
		}
		/* one flipped bit in the ciphertext, the tag or the AAD */
		{
			size_t w = ref_rng_below(&r, 3), at;
			unsigned char *p = w == 0 && len > 0 ? theirs :
					   w == 1 && aadlen > 0 ? aad : ttag;
			size_t pl = p == theirs ? len : p == aad ? aadlen :
				    taglen;

			at = ref_rng_below(&r, pl);
			p[at] ^= (unsigned char)(1u << ref_rng_below(&r, 8));
			memset(back, 0x5a, len);
			ret = ccm ? cb_ccm_decrypt(back, &mk, iv, ivlen, aad,
						   aadlen, theirs, len, ttag,
						   taglen)
				  : cb_gcm_decrypt(back, &gk, iv, ivlen, aad,
						   aadlen, theirs, len, ttag,
						   taglen);
			if (ret != CB_E_AUTH || !all_zero(back, len) ||
			    ours_aead(&r, ccm, 1, iv, ivlen, aad,
				      aadlen, back, theirs, len, ttag,
				      taglen) != CB_E_AUTH) {
				failed++;
				ref_why(why, whylen, "%s %s len %zu: flipped "
					"bit in %s accepted", rc->bc->name,
					ccm ? "ccm" : "gcm", len,
					p == theirs ? "ciphertext" :
					p == aad ? "aad" : "tag");
			}
		}
	}
	return failed;
}

/* ---- SM4-GCM / SM4-CCM from vectors ---- */

static unsigned long
run_sm4_vec(const char *file, int ccm, const cb_block_cipher *bc,
	    unsigned long *cases, char *why, size_t whylen)
{
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
		    strncmp(rec->section + 4, ccm ? "CCM" : "GCM", 3) != 0)
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
		    (ccm ? cb_ccm_setkey(&mk, bc, key, kl)
			 : cb_gcm_setkey(&gk, bc, key, kl)) != CB_OK) {
			failed++;
			ref_why(why, whylen, "%s: bad record", vec_where(rec));
		} else if (valid) {
			ret = ccm ? cb_ccm_encrypt(buf, t, tl, &mk, n, nl, ad,
						   al, in, il)
				  : cb_gcm_encrypt(buf, t, tl, &gk, n, nl, ad,
						   al, in, il);
			if (ret != CB_OK || il != ol ||
			    memcmp(buf, out, ol) != 0 ||
			    memcmp(t, tag, tl) != 0 ||
			    (ccm ? cb_ccm_decrypt(buf, &mk, n, nl, ad, al, out,
						  ol, tag, tl)
				 : cb_gcm_decrypt(buf, &gk, n, nl, ad, al, out,
						  ol, tag, tl)) != CB_OK ||
			    memcmp(buf, in, il) != 0) {
				failed++;
				ref_why(why, whylen, "%s: %s mismatch",
					vec_where(rec), bc->name);
			}
		} else {
			ret = ccm ? cb_ccm_decrypt(buf, &mk, n, nl, ad, al,
						   out, ol, tag, tl)
				  : cb_gcm_decrypt(buf, &gk, n, nl, ad, al,
						   out, ol, tag, tl);
			if (ret == CB_OK) {
				failed++;
				ref_why(why, whylen, "%s: %s accepted",
					vec_where(rec), bc->name);
			}
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

static const rcipher aes128ct = { &cb_aes_ct_cipher, 16, sk_aesct,
	EVP_aes_128_ecb, EVP_aes_128_cbc, EVP_aes_128_ctr, EVP_aes_128_gcm,
	EVP_aes_128_ccm, 1500 };
static const rcipher aes192ct = { &cb_aes_ct_cipher, 24, sk_aesct,
	EVP_aes_192_ecb, EVP_aes_192_cbc, EVP_aes_192_ctr, EVP_aes_192_gcm,
	EVP_aes_192_ccm, 1500 };
static const rcipher aes256ct = { &cb_aes_ct_cipher, 32, sk_aesct,
	EVP_aes_256_ecb, EVP_aes_256_cbc, EVP_aes_256_ctr, EVP_aes_256_gcm,
	EVP_aes_256_ccm, 1500 };
static const rcipher aes128tab = { &cb_aes_tab_cipher, 16, sk_aestab,
	EVP_aes_128_ecb, EVP_aes_128_cbc, EVP_aes_128_ctr, EVP_aes_128_gcm,
	EVP_aes_128_ccm, 1000 };
static const rcipher aes192tab = { &cb_aes_tab_cipher, 24, sk_aestab,
	EVP_aes_192_ecb, EVP_aes_192_cbc, EVP_aes_192_ctr, EVP_aes_192_gcm,
	EVP_aes_192_ccm, 1000 };
static const rcipher aes256tab = { &cb_aes_tab_cipher, 32, sk_aestab,
	EVP_aes_256_ecb, EVP_aes_256_cbc, EVP_aes_256_ctr, EVP_aes_256_gcm,
	EVP_aes_256_ccm, 1000 };
static const rcipher des3tab = { &cb_des3_tab_cipher, 24, sk_des3,
	EVP_des_ede3_ecb, EVP_des_ede3_cbc, NULL, NULL, NULL, 1000 };
static const rcipher des3ct = { &cb_des3_ct_cipher, 24, sk_des3ct,
	EVP_des_ede3_ecb, EVP_des_ede3_cbc, NULL, NULL, NULL, 300 };
static const rcipher sm4ct = { &cb_sm4_ct_cipher, 16, sk_sm4ct,
	EVP_sm4_ecb, EVP_sm4_cbc, EVP_sm4_ctr, NULL, NULL, 600 };
static const rcipher sm4tab = { &cb_sm4_tab_cipher, 16, sk_sm4tab,
	EVP_sm4_ecb, EVP_sm4_cbc, EVP_sm4_ctr, NULL, NULL, 1000 };

#define RUN(fn, rc, mode, seed) \
	static unsigned long fn(unsigned long *cases, char *why, \
				size_t whylen) \
	{ \
		return run_mode(&rc, mode, seed, cases, why, whylen); \
	}

RUN(aes128ct_cbc, aes128ct, M_CBC, 0x1001)
RUN(aes192ct_cbc, aes192ct, M_CBC, 0x1002)
RUN(aes256ct_cbc, aes256ct, M_CBC, 0x1003)
RUN(aes128ct_ctr, aes128ct, M_CTR, 0x1011)
RUN(aes192ct_ctr, aes192ct, M_CTR, 0x1012)
RUN(aes256ct_ctr, aes256ct, M_CTR, 0x1013)
RUN(aes128ct_gcm, aes128ct, M_GCM, 0x1021)
RUN(aes192ct_gcm, aes192ct, M_GCM, 0x1022)
RUN(aes256ct_gcm, aes256ct, M_GCM, 0x1023)
RUN(aes128ct_ccm, aes128ct, M_CCM, 0x1031)
RUN(aes192ct_ccm, aes192ct, M_CCM, 0x1032)
RUN(aes256ct_ccm, aes256ct, M_CCM, 0x1033)
RUN(aes128tab_cbc, aes128tab, M_CBC, 0x2001)
RUN(aes192tab_cbc, aes192tab, M_CBC, 0x2002)
RUN(aes256tab_cbc, aes256tab, M_CBC, 0x2003)
RUN(aes128tab_ctr, aes128tab, M_CTR, 0x2011)
RUN(aes192tab_ctr, aes192tab, M_CTR, 0x2012)
RUN(aes256tab_ctr, aes256tab, M_CTR, 0x2013)
RUN(aes128tab_gcm, aes128tab, M_GCM, 0x2021)
RUN(aes192tab_gcm, aes192tab, M_GCM, 0x2022)
RUN(aes256tab_gcm, aes256tab, M_GCM, 0x2023)
RUN(aes128tab_gcmtab, aes128tab, M_GCM_TAB, 0x2121)
RUN(aes192tab_gcmtab, aes192tab, M_GCM_TAB, 0x2122)
RUN(aes256tab_gcmtab, aes256tab, M_GCM_TAB, 0x2123)
RUN(aes128tab_ccm, aes128tab, M_CCM, 0x2031)
RUN(aes192tab_ccm, aes192tab, M_CCM, 0x2032)
RUN(aes256tab_ccm, aes256tab, M_CCM, 0x2033)
RUN(des3tab_cbc, des3tab, M_CBC, 0x3001)
RUN(des3tab_ctr, des3tab, M_CTR, 0x3011)
RUN(des3ct_cbc, des3ct, M_CBC, 0x3101)
RUN(des3ct_ctr, des3ct, M_CTR, 0x3111)
RUN(sm4ct_cbc, sm4ct, M_CBC, 0x4001)
RUN(sm4ct_ctr, sm4ct, M_CTR, 0x4011)
RUN(sm4tab_cbc, sm4tab, M_CBC, 0x5001)
RUN(sm4tab_ctr, sm4tab, M_CTR, 0x5011)

#define RUNV(fn, file, ccm, bc) \
	static unsigned long fn(unsigned long *cases, char *why, \
				size_t whylen) \
	{ \
		unsigned long f; \
		f = run_sm4_vec(file, ccm, bc, cases, why, whylen); \
		f += run_sm4_vec("sm4/gbt32907.vec", ccm, bc, cases, why, \
				 whylen); \
		return f; \
	}

RUNV(sm4ct_gcm_botan, "gcm/sm4_botan.vec", 0, &cb_sm4_ct_cipher)
RUNV(sm4ct_ccm_botan, "ccm/sm4_botan.vec", 1, &cb_sm4_ct_cipher)
RUNV(sm4ct_gcm_wp, "gcm/wycheproof.vec", 0, &cb_sm4_ct_cipher)
RUNV(sm4ct_ccm_wp, "ccm/wycheproof.vec", 1, &cb_sm4_ct_cipher)
RUNV(sm4tab_gcm_botan, "gcm/sm4_botan.vec", 0, &cb_sm4_tab_cipher)
RUNV(sm4tab_ccm_botan, "ccm/sm4_botan.vec", 1, &cb_sm4_tab_cipher)

const ref_check ref_checks_modes[] = {
	{ "aes-128-cbc", "openssl", aes128ct_cbc },
	{ "aes-192-cbc", "openssl", aes192ct_cbc },
	{ "aes-256-cbc", "openssl", aes256ct_cbc },
	{ "aes-128-ctr", "openssl", aes128ct_ctr },
	{ "aes-192-ctr", "openssl", aes192ct_ctr },
	{ "aes-256-ctr", "openssl", aes256ct_ctr },
	{ "aes-128-gcm", "openssl", aes128ct_gcm },
	{ "aes-192-gcm", "openssl", aes192ct_gcm },
	{ "aes-256-gcm", "openssl", aes256ct_gcm },
	{ "aes-128-ccm", "openssl", aes128ct_ccm },
	{ "aes-192-ccm", "openssl", aes192ct_ccm },
	{ "aes-256-ccm", "openssl", aes256ct_ccm },
	{ "aes-128-cbc", "openssl", aes128tab_cbc },
	{ "aes-192-cbc", "openssl", aes192tab_cbc },
	{ "aes-256-cbc", "openssl", aes256tab_cbc },
	{ "aes-128-ctr", "openssl", aes128tab_ctr },
	{ "aes-192-ctr", "openssl", aes192tab_ctr },
	{ "aes-256-ctr", "openssl", aes256tab_ctr },
	{ "aes-128-gcm", "openssl", aes128tab_gcm },
	{ "aes-192-gcm", "openssl", aes192tab_gcm },
	{ "aes-256-gcm", "openssl", aes256tab_gcm },
	{ "aes-128-gcm", "openssl", aes128tab_gcmtab },
	{ "aes-192-gcm", "openssl", aes192tab_gcmtab },
	{ "aes-256-gcm", "openssl", aes256tab_gcmtab },
	{ "aes-128-ccm", "openssl", aes128tab_ccm },
	{ "aes-192-ccm", "openssl", aes192tab_ccm },
	{ "aes-256-ccm", "openssl", aes256tab_ccm },
	{ "3des-cbc", "openssl", des3tab_cbc },
	{ "3des-ctr", "openssl", des3tab_ctr },
	{ "3des-cbc", "openssl", des3ct_cbc },
	{ "3des-ctr", "openssl", des3ct_ctr },
	{ "sm4-cbc", "openssl", sm4ct_cbc },
	{ "sm4-ctr", "openssl", sm4ct_ctr },
	{ "sm4-cbc", "openssl", sm4tab_cbc },
	{ "sm4-ctr", "openssl", sm4tab_ctr },
	{ "sm4-gcm", "rfc8998", sm4ct_gcm_botan },
	{ "sm4-ccm", "rfc8998", sm4ct_ccm_botan },
	{ "sm4-gcm", "wycheproof", sm4ct_gcm_wp },
	{ "sm4-ccm", "wycheproof", sm4ct_ccm_wp },
	{ "sm4-gcm", "botan", sm4tab_gcm_botan },
	{ "sm4-ccm", "botan", sm4tab_ccm_botan },
	{ NULL, NULL, NULL },
};
