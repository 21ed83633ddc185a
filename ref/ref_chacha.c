/* SPDX-License-Identifier: MIT */
/* ChaCha20, Poly1305, ChaCha20-Poly1305 against OpenSSL 3 and vectors. */
#include "ref.h"

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "vec.h"

#define MAXLEN 70000

/* Message lengths around block sizes, then random ones. */
static size_t
pick_len(ref_rng *rng, unsigned long i)
{
	static const size_t fixed[] = { 0, 1, 15, 16, 17, 63, 64, 65, 127,
					128, 129, 255, 256, 1000, 4096,
					65536 };
	size_t nfixed = sizeof(fixed) / sizeof(fixed[0]);

	if (i < 4 * nfixed)
		return fixed[i % nfixed];
	if (ref_rng_below(rng, 50) == 0)
		return ref_rng_below(rng, MAXLEN);
	return ref_rng_below(rng, 600);
}

/* Next chunk of a random split: often small, sometimes the rest. */
static size_t
pick_chunk(ref_rng *rng, size_t left)
{
	size_t n;

	switch (ref_rng_below(rng, 4)) {
	case 0:
		n = left;
		break;
	case 1:
		n = ref_rng_below(rng, 4);
		break;
	case 2:
		n = 64 * ref_rng_below(rng, 4) + ref_rng_below(rng, 3);
		break;
	default:
		n = ref_rng_below(rng, 300);
		break;
	}
	return n > left ? left : n;
}

/* Fills a buffer with a pattern that stresses carries, or random bytes. */
static void
fill_input(ref_rng *rng, uint8_t *p, size_t len)
{
	switch (ref_rng_below(rng, 8)) {
	case 0:
		memset(p, 0xff, len);
		break;
	case 1:
		memset(p, 0, len);
		break;
	default:
		ref_rng_bytes(rng, p, len);
		break;
	}
}

/* ---- ChaCha20 ---------------------------------------------------------- */

static int
ossl_chacha20(uint8_t *out, const uint8_t key[32], const uint8_t nonce[12],
	      uint32_t counter, const uint8_t *in, size_t len)
{
	EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
	uint8_t iv[16];
	int outl, ok;

	/* EVP_chacha20's IV: 32-bit little-endian counter, then the nonce */
	iv[0] = (uint8_t)counter;
	iv[1] = (uint8_t)(counter >> 8);
	iv[2] = (uint8_t)(counter >> 16);
	iv[3] = (uint8_t)(counter >> 24);
	memcpy(iv + 4, nonce, 12);
	ok = ref_ossl(c != NULL, "EVP_CIPHER_CTX_new") &&
	     ref_ossl(EVP_EncryptInit_ex(c, EVP_chacha20(), NULL, key, iv),
		      "EVP_EncryptInit_ex") &&
	     EVP_EncryptUpdate(c, out, &outl, in, (int)len) == 1 &&
	     (size_t)outl == len;
	EVP_CIPHER_CTX_free(c);
	return ok;
}

static unsigned long
run_chacha20(unsigned long *cases, char *why, size_t whylen)
{
	static uint8_t in[MAXLEN], exp[MAXLEN], out[MAXLEN];
	uint8_t key[32], nonce[12];
	unsigned long i, fails = 0;
	cb_chacha20_ctx ctx;
	ref_rng rng;

	ref_rng_seed(&rng, 0xc4ac4a20);
	for (i = 0; i < 10000; i++) {
		size_t len = pick_len(&rng, i), off, n, blocks;
		uint32_t ctr;
		int ok = 1;

		ref_rng_bytes(&rng, key, sizeof(key));
		ref_rng_bytes(&rng, nonce, sizeof(nonce));
		fill_input(&rng, in, len);
		/* counters: 0, 1, random, and the last ones before the wrap */
		blocks = (len + 63) / 64;
		switch (ref_rng_below(&rng, 4)) {
		case 0:
			ctr = (uint32_t)ref_rng_below(&rng, 2);
			break;
		case 1:
			ctr = (uint32_t)(0x100000000ull - blocks -
					 ref_rng_below(&rng, 3));
			break;
		default:
			ctr = (uint32_t)ref_rng_next(&rng);
			if ((uint64_t)ctr + blocks > 0x100000000ull)
				ctr = (uint32_t)(0x100000000ull - blocks);
			break;
		}
		if (!ossl_chacha20(exp, key, nonce, ctr, in, len)) {
			ref_why(why, whylen, "chacha20: OpenSSL failed");
			return fails + 1;
		}
		cb_chacha20_setkey(&ctx, key);
		cb_chacha20_init(&ctx, nonce, ctr);
		for (off = 0; off < len; off += n) {
			n = pick_chunk(&rng, len - off);
			if (cb_chacha20_update(&ctx, out + off, in + off, n) !=
			    CB_OK)
				ok = 0;
		}
		if (!ok || memcmp(out, exp, len) != 0) {
			ref_why(why, whylen,
				"chacha20: case %lu, len %zu, counter %lu: "
				"streamed output differs", i, len,
				(unsigned long)ctr);
			fails++;
		}
		/* one-shot, in place */
		memcpy(out, in, len);
		if (cb_chacha20(out, key, nonce, ctr, out, len) != CB_OK ||
		    memcmp(out, exp, len) != 0) {
			ref_why(why, whylen,
				"chacha20: case %lu, len %zu: one-shot differs",
				i, len);
			fails++;
		}
		/* one byte past block 2^32 - 1 is refused */
		if (ctr != 0 && (uint64_t)ctr + blocks == 0x100000000ull &&
		    cb_chacha20(out, key, nonce, ctr, in,
				(0x100000000ull - ctr) * 64 + 1) != CB_E_ARG) {
			ref_why(why, whylen,
				"chacha20: case %lu: counter wrap accepted", i);
			fails++;
		}
		(*cases)++;
	}
	return fails;
}

/* ---- Poly1305 ---------------------------------------------------------- */

static int
ossl_poly1305(uint8_t tag[16], const uint8_t key[32], const uint8_t *in,
	      size_t len)
{
	EVP_MAC *mac = EVP_MAC_fetch(NULL, "POLY1305", NULL);
	EVP_MAC_CTX *c = mac != NULL ? EVP_MAC_CTX_new(mac) : NULL;
	size_t outl = 0;
	int ok;

	ok = ref_ossl(mac != NULL, "EVP_MAC_fetch") &&
	     ref_ossl(c != NULL, "EVP_MAC_CTX_new") &&
	     ref_ossl(EVP_MAC_init(c, key, 32, NULL), "EVP_MAC_init") &&
	     EVP_MAC_update(c, in, len) == 1 &&
	     EVP_MAC_final(c, tag, &outl, 16) == 1 && outl == 16;
	EVP_MAC_CTX_free(c);
	EVP_MAC_free(mac);
	return ok;
}

static unsigned long
run_poly1305(unsigned long *cases, char *why, size_t whylen)
{
	static uint8_t in[MAXLEN];
	uint8_t key[32], exp[16], tag[16];
	unsigned long i, fails = 0;
	cb_poly1305_ctx ctx;
	ref_rng rng;

	ref_rng_seed(&rng, 0x9017305);
	for (i = 0; i < 10000; i++) {
		size_t len = pick_len(&rng, i), off, n;

		/* keys: random, or all-0xff / zero halves (limb carries) */
		ref_rng_bytes(&rng, key, sizeof(key));
		switch (ref_rng_below(&rng, 6)) {
		case 0:
			memset(key, 0xff, 32);
			break;
		case 1:
			memset(key, 0xff, 16);
			break;
		case 2:
			memset(key + 16, 0xff, 16);
			break;
		default:
			break;
		}
		fill_input(&rng, in, len);
		if (!ossl_poly1305(exp, key, in, len)) {
			ref_why(why, whylen, "poly1305: OpenSSL failed");
			return fails + 1;
		}
		cb_poly1305_init(&ctx, key);
		for (off = 0; off < len; off += n) {
			n = pick_chunk(&rng, len - off);
			cb_poly1305_update(&ctx, in + off, n);
		}
		cb_poly1305_final(&ctx, tag);
		if (memcmp(tag, exp, 16) != 0) {
			ref_why(why, whylen,
				"poly1305: case %lu, len %zu: streamed tag "
				"differs", i, len);
			fails++;
		}
		cb_poly1305(tag, key, in, len);
		if (memcmp(tag, exp, 16) != 0) {
			ref_why(why, whylen,
				"poly1305: case %lu, len %zu: one-shot tag "
				"differs", i, len);
			fails++;
		}
		(*cases)++;
	}
	return fails;
}

/* ---- ChaCha20-Poly1305 ------------------------------------------------- */

static int
ossl_aead(int enc, uint8_t *out, uint8_t tag[16], const uint8_t key[32],
	  const uint8_t nonce[12], const uint8_t *aad, size_t aadlen,
	  const uint8_t *in, size_t len)
{
	EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
	int outl, ok;

	ok = ref_ossl(c != NULL, "EVP_CIPHER_CTX_new") &&
	     ref_ossl(EVP_CipherInit_ex(c, EVP_chacha20_poly1305(), NULL, NULL,
					NULL, enc), "EVP_CipherInit_ex") &&
	     ref_ossl(EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_IVLEN, 12, NULL),
		      "EVP_CTRL_AEAD_SET_IVLEN") &&
	     ref_ossl(EVP_CipherInit_ex(c, NULL, NULL, key, nonce, enc),
		      "EVP_CipherInit_ex") &&
	     (aadlen == 0 ||
	      EVP_CipherUpdate(c, NULL, &outl, aad, (int)aadlen) == 1) &&
	     EVP_CipherUpdate(c, out, &outl, in, (int)len) == 1 &&
	     (size_t)outl == len &&
	     (enc || ref_ossl(EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_TAG,
						  16, tag),
			      "EVP_CTRL_AEAD_SET_TAG")) &&
	     EVP_CipherFinal_ex(c, out + len, &outl) == 1 &&
	     (!enc || EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_GET_TAG, 16,
					  tag) == 1);
	EVP_CIPHER_CTX_free(c);
	return ok;
}

/* Our streaming decryption with a random split of AAD and ciphertext. */
static int
cb_stream_dec(ref_rng *rng, uint8_t *out, const cb_chacha20poly1305_key *ks,
	      const uint8_t nonce[12], const uint8_t *aad, size_t aadlen,
	      const uint8_t *in, size_t len, const uint8_t tag[16])
{
	cb_chacha20poly1305_ctx ctx;
	size_t off, n;
	int err = CB_OK;

	cb_chacha20poly1305_init(&ctx, ks, nonce);
	for (off = 0; off < aadlen; off += n) {
		n = pick_chunk(rng, aadlen - off);
		if (cb_chacha20poly1305_aad(&ctx, aad + off, n) != CB_OK)
			err = CB_E_ARG;
	}
	for (off = 0; off < len; off += n) {
		n = pick_chunk(rng, len - off);
		if (cb_chacha20poly1305_decrypt_update(&ctx, out + off,
						       in + off, n) != CB_OK)
			err = CB_E_ARG;
	}
	if (cb_chacha20poly1305_decrypt_final(&ctx, tag) != CB_OK &&
	    err == CB_OK)
		err = CB_E_AUTH;
	return err;
}

static unsigned long
run_aead(unsigned long *cases, char *why, size_t whylen)
{
	static uint8_t in[MAXLEN], exp[MAXLEN + 16], out[MAXLEN + 16];
	static uint8_t tmp[MAXLEN + 16];
	uint8_t key[32], nonce[12], aad[300], etag[16], tag[16];
	unsigned long i, fails = 0;
	cb_chacha20poly1305_key ks;
	cb_chacha20poly1305_ctx ctx;
	ref_rng rng;

	ref_rng_seed(&rng, 0xae4dc20);
	for (i = 0; i < 10000; i++) {
		size_t len = pick_len(&rng, i), off, n, aadlen;
		int ok = 1, what;

		ref_rng_bytes(&rng, key, sizeof(key));
		ref_rng_bytes(&rng, nonce, sizeof(nonce));
		if (cb_chacha20poly1305_setkey(&ks, key, sizeof(key)) !=
		    CB_OK) {
			ref_why(why, whylen, "aead: setkey refused its key");
			return fails + 1;
		}
		switch (ref_rng_below(&rng, 4)) {
		case 0:
			aadlen = 0;
			break;
		case 1:
			aadlen = ref_rng_below(&rng, 17);
			break;
		default:
			aadlen = ref_rng_below(&rng, sizeof(aad) + 1);
			break;
		}
		fill_input(&rng, aad, aadlen);
		fill_input(&rng, in, len);
		if (!ossl_aead(1, exp, etag, key, nonce, aad, aadlen, in,
			       len)) {
			ref_why(why, whylen, "aead: OpenSSL encrypt failed");
			return fails + 1;
		}

		/* streamed encryption, random splits of AAD and message */
		cb_chacha20poly1305_init(&ctx, &ks, nonce);
		for (off = 0; off < aadlen; off += n) {
			n = pick_chunk(&rng, aadlen - off);
			if (cb_chacha20poly1305_aad(&ctx, aad + off, n) !=
			    CB_OK)
				ok = 0;
		}
		for (off = 0; off < len; off += n) {
			n = pick_chunk(&rng, len - off);
			if (cb_chacha20poly1305_encrypt_update(&ctx, out + off,
							       in + off, n) !=
			    CB_OK)
				ok = 0;
		}
		cb_chacha20poly1305_encrypt_final(&ctx, tag);
		if (!ok || memcmp(out, exp, len) != 0 ||
		    memcmp(tag, etag, 16) != 0) {
			ref_why(why, whylen,
				"chacha20-poly1305: case %lu, len %zu, aad "
				"%zu: streamed encryption differs", i, len,
				aadlen);
			fails++;
		}
		/* one-shot encryption and decryption */
		if (cb_chacha20poly1305_encrypt(out, tag, &ks, nonce, aad,
						aadlen, in, len) != CB_OK ||
		    memcmp(out, exp, len) != 0 ||
		    memcmp(tag, etag, 16) != 0 ||
		    cb_chacha20poly1305_decrypt(out, &ks, nonce, aad, aadlen,
						exp, len, etag) != CB_OK ||
		    memcmp(out, in, len) != 0 ||
		    cb_stream_dec(&rng, tmp, &ks, nonce, aad, aadlen, exp,
				  len, etag) != CB_OK ||
		    memcmp(tmp, in, len) != 0) {
			ref_why(why, whylen,
				"chacha20-poly1305: case %lu, len %zu, aad "
				"%zu: one-shot or decryption differs", i, len,
				aadlen);
			fails++;
		}

		/* flip one bit of the ciphertext, tag or AAD: both reject */
		what = (int)ref_rng_below(&rng, 3);
		if (what == 0 && len == 0)
			what = 1;
		if (what == 2 && aadlen == 0)
			what = 1;
		{
			uint8_t *p = what == 0 ? exp : what == 1 ? etag : aad;
			size_t plen = what == 0 ? len : what == 1 ? 16 : aadlen;
			size_t at = ref_rng_below(&rng, plen);
			uint8_t bit = (uint8_t)(1u << ref_rng_below(&rng, 8));
			int ossl_ok;

			p[at] ^= bit;
			memcpy(tmp, exp, len);
			ossl_ok = ossl_aead(0, tmp, etag, key, nonce, aad,
					    aadlen, exp, len);
			memset(out, 0xa5, len);
			if (ossl_ok ||
			    cb_chacha20poly1305_decrypt(out, &ks, nonce, aad,
							aadlen, exp, len,
							etag) != CB_E_AUTH ||
			    (len > 0 && (out[0] != 0 || out[len - 1] != 0)) ||
			    cb_stream_dec(&rng, tmp, &ks, nonce, aad, aadlen,
					  exp, len, etag) != CB_E_AUTH) {
				ref_why(why, whylen,
					"chacha20-poly1305: case %lu, len %zu: "
					"flipped bit in %s at %zu not rejected "
					"(OpenSSL %s)", i, len,
					what == 0 ? "ciphertext" :
					what == 1 ? "tag" : "aad", at,
					ossl_ok ? "accepted" : "rejected");
				fails++;
			}
			p[at] ^= bit;
		}
		(*cases)++;
	}
	return fails;
}

/* ---- official vectors (also run by cryptobench verify) ----------------- */

static int
load(vec_set *set, const char *rel, char *why, size_t whylen)
{
	char err[256];

	if (vec_load(set, NULL, rel, err, sizeof(err)) != 0) {
		ref_why(why, whylen, "%s", err);
		return -1;
	}
	return 0;
}

static unsigned long
run_vec_chacha20(unsigned long *cases, char *why, size_t whylen)
{
	vec_set set;
	unsigned long fails = 0;
	int i;

	if (load(&set, "chacha20/rfc8439.vec", why, whylen) != 0)
		return 1;
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		size_t kl, nl, il, ol;
		uint8_t *k = vec_hex(r, "Key", &kl);
		uint8_t *n = vec_hex(r, "Nonce", &nl);
		uint8_t *in = vec_hex(r, "In", &il);
		uint8_t *o = vec_hex(r, "Out", &ol);
		uint8_t *out = malloc(il + 1);
		long ctr;

		if (k == NULL || n == NULL || in == NULL || o == NULL ||
		    out == NULL || kl != 32 || nl != 12 || il != ol ||
		    vec_int(r, "Counter", &ctr) != 0 ||
		    cb_chacha20(out, k, n, (uint32_t)ctr, in, il) != CB_OK ||
		    memcmp(out, o, ol) != 0) {
			ref_why(why, whylen, "%s: mismatch", vec_where(r));
			fails++;
		}
		free(k);
		free(n);
		free(in);
		free(o);
		free(out);
		(*cases)++;
	}
	vec_free(&set);
	return fails;
}

static unsigned long
run_vec_poly1305(unsigned long *cases, char *why, size_t whylen)
{
	static const char *const files[] = { "poly1305/rfc8439.vec" };
	unsigned long fails = 0;
	size_t f;

	for (f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
		vec_set set;
		int i;

		if (load(&set, files[f], why, whylen) != 0)
			return fails + 1;
		for (i = 0; i < set.nrec; i++) {
			const vec_rec *r = &set.rec[i];
			size_t kl, il, tl;
			uint8_t *k = vec_hex(r, "Key", &kl);
			uint8_t *in = vec_hex(r, "In", &il);
			uint8_t *t = vec_hex(r, "Tag", &tl), tag[16];

			if (k == NULL || in == NULL || t == NULL || kl != 32 ||
			    tl != 16) {
				ref_why(why, whylen, "%s: bad record",
					vec_where(r));
				fails++;
			} else {
				cb_poly1305(tag, k, in, il);
				if (memcmp(tag, t, 16) != 0) {
					ref_why(why, whylen, "%s: mismatch",
						vec_where(r));
					fails++;
				}
			}
			free(k);
			free(in);
			free(t);
			(*cases)++;
		}
		vec_free(&set);
	}
	return fails;
}

static unsigned long
run_vec_aead(const char *file, unsigned long *cases, char *why,
	     size_t whylen)
{
	vec_set set;
	unsigned long fails = 0;
	int i;

	if (load(&set, file, why, whylen) != 0)
		return 1;
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		size_t kl, nl, al, il, ol, tl;
		uint8_t *k = vec_hex(r, "Key", &kl);
		uint8_t *n = vec_hex(r, "Nonce", &nl);
		uint8_t *a = vec_hex(r, "AD", &al);
		uint8_t *in = vec_hex(r, "In", &il);
		uint8_t *o = vec_hex(r, "Out", &ol);
		uint8_t *t = vec_hex(r, "Tag", &tl);
		uint8_t *out = malloc(il + 1), tag[16];
		const char *res = vec_get(r, "Result");
		int valid = res != NULL && strcmp(res, "valid") == 0;
		int good;

		good = k != NULL && n != NULL && a != NULL && in != NULL &&
		       o != NULL && t != NULL && out != NULL && res != NULL &&
		       kl == 32 && nl == 12 && tl == 16 && il == ol;
		if (good) {
			cb_chacha20poly1305_key ks;
			int keyed = cb_chacha20poly1305_setkey(&ks, k, kl);
			int enc = cb_chacha20poly1305_encrypt(out, tag, &ks, n,
							      a, al, in, il);
			int match = memcmp(out, o, ol) == 0 &&
				    memcmp(tag, t, 16) == 0;
			int dec = cb_chacha20poly1305_decrypt(out, &ks, n, a,
							      al, o, ol, t);

			good = keyed == CB_OK && enc == CB_OK &&
			       match == valid &&
			       dec == (valid ? CB_OK : CB_E_AUTH) &&
			       (!valid || memcmp(out, in, il) == 0);
		}
		if (!good) {
			ref_why(why, whylen, "%s: mismatch", vec_where(r));
			fails++;
		}
		free(k);
		free(n);
		free(a);
		free(in);
		free(o);
		free(t);
		free(out);
		(*cases)++;
	}
	vec_free(&set);
	return fails;
}

static unsigned long
run_vec_aead_rfc(unsigned long *cases, char *why, size_t whylen)
{
	return run_vec_aead("chacha20poly1305/rfc8439.vec", cases, why,
			    whylen);
}

static unsigned long
run_vec_aead_wycheproof(unsigned long *cases, char *why, size_t whylen)
{
	return run_vec_aead("chacha20poly1305/wycheproof.vec", cases, why,
			    whylen);
}

static const ref_check checks[] = {
	{ "chacha20", "openssl", run_chacha20, NULL },
	{ "poly1305", "openssl", run_poly1305, NULL },
	{ "chacha20-poly1305", "openssl", run_aead, NULL },
	{ "chacha20", "rfc8439", run_vec_chacha20, NULL },
	{ "poly1305", "rfc8439", run_vec_poly1305, NULL },
	{ "chacha20-poly1305", "rfc8439", run_vec_aead_rfc, NULL },
	{ "chacha20-poly1305", "wycheproof", run_vec_aead_wycheproof, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* see ref.h */
const ref_check *
ref_checks_chacha(void)
{
	return checks;
}
