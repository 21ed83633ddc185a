/* SPDX-License-Identifier: MIT */
/*
 * Ascon (SP 800-232) conformance: OpenSSL 3 has no Ascon, so these checks
 * run the official KATs and Wycheproof vectors (vectors/ascon/) and
 * self-consistency properties on seeded random inputs.
 */
#include <stdlib.h>
#include <string.h>

#include "cb/aead.h"
#include "cb/hash.h"
#include "ref.h"
#include "vec.h"

/* Load a vector file; on failure record why and count one failed case. */
static int
load(vec_set *set, const char *rel, unsigned long *cases, char *why,
     size_t whylen)
{
	char err[256];

	if (vec_load(set, NULL, rel, err, sizeof(err)) == 0)
		return 0;
	(*cases)++;
	ref_why(why, whylen, "%s", err);
	return -1;
}

/* Hash / XOF records (In, Out); xof selects Ascon-XOF128. */
static unsigned long
run_hash_file(const char *rel, int xof, unsigned long *cases, char *why,
	      size_t whylen)
{
	unsigned long failed = 0;
	uint8_t *in, *want, *got;
	size_t inlen, wantlen;
	vec_set set;
	int i;

	if (load(&set, rel, cases, why, whylen) != 0)
		return 1;
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];

		(*cases)++;
		in = vec_hex(r, "In", &inlen);
		want = vec_hex(r, "Out", &wantlen);
		got = want ? malloc(wantlen + 1) : NULL;
		if (in == NULL || want == NULL || got == NULL ||
		    (!xof && wantlen != CB_ASCON_HASH256_LEN)) {
			failed++;
			ref_why(why, whylen, "%s: bad record", vec_where(r));
		} else {
			if (xof)
				cb_ascon_xof128(got, wantlen, in, inlen);
			else
				cb_ascon_hash256(got, in, inlen);
			if (memcmp(got, want, wantlen) != 0) {
				failed++;
				ref_why(why, whylen, "%s: %zu-byte message",
					vec_where(r), inlen);
			}
		}
		free(in);
		free(want);
		free(got);
	}
	vec_free(&set);
	return failed;
}

/* AEAD records (Key, Nonce, AD, In, Out, Tag [, Result]). */
static unsigned long
run_aead_file(const char *rel, unsigned long *cases, char *why,
	      size_t whylen)
{
	uint8_t *key, *nonce, *ad, *pt, *ct, *tag, *buf = NULL, t[16];
	size_t klen, nlen, adlen, ptlen, ctlen, taglen;
	unsigned long failed = 0;
	cb_ascon_aead128_key ks;
	vec_set set;
	int i, valid, rc;

	if (load(&set, rel, cases, why, whylen) != 0)
		return 1;
	for (i = 0; i < set.nrec; i++) {
		const vec_rec *r = &set.rec[i];
		const char *res = vec_get(r, "Result");

		(*cases)++;
		valid = res == NULL || strcmp(res, "valid") == 0;
		key = vec_hex(r, "Key", &klen);
		nonce = vec_hex(r, "Nonce", &nlen);
		ad = vec_hex(r, "AD", &adlen);
		pt = vec_hex(r, "In", &ptlen);
		ct = vec_hex(r, "Out", &ctlen);
		tag = vec_hex(r, "Tag", &taglen);
		if (pt != NULL)
			buf = malloc(ptlen + 1);
		if (!key || !nonce || !ad || !pt || !ct || !tag || !buf ||
		    klen != 16 || nlen != 16 || taglen != 16 ||
		    ptlen != ctlen) {
			failed++;
			ref_why(why, whylen, "%s: bad record", vec_where(r));
			goto next;
		}
		rc = cb_ascon_aead128_setkey(&ks, key, klen);
		if (rc == CB_OK)
			rc = cb_ascon_aead128_decrypt(buf, &ks, nonce, ad,
						      adlen, ct, ctlen, tag);
		if (rc != (valid ? CB_OK : CB_E_AUTH) ||
		    (valid && memcmp(buf, pt, ptlen) != 0)) {
			failed++;
			ref_why(why, whylen, "%s: decrypt (%s record)",
				vec_where(r), valid ? "valid" : "invalid");
			goto next;
		}
		if (valid) {
			cb_ascon_aead128_encrypt(buf, t, &ks, nonce, ad, adlen,
						 pt, ptlen);
			if (memcmp(buf, ct, ctlen) != 0 ||
			    memcmp(t, tag, 16) != 0) {
				failed++;
				ref_why(why, whylen, "%s: encrypt",
					vec_where(r));
			}
		}
next:
		free(key);
		free(nonce);
		free(ad);
		free(pt);
		free(ct);
		free(tag);
		free(buf);
		buf = NULL;
	}
	vec_free(&set);
	return failed;
}

static unsigned long
run_hash_kat(unsigned long *cases, char *why, size_t whylen)
{
	return run_hash_file("ascon/sp800_232_hash256.vec", 0, cases, why,
			     whylen) +
	       run_hash_file("ascon/botan_hash256.vec", 0, cases, why,
			     whylen);
}

static unsigned long
run_xof_kat(unsigned long *cases, char *why, size_t whylen)
{
	return run_hash_file("ascon/xof128.vec", 1, cases, why, whylen);
}

static unsigned long
run_aead_kat(unsigned long *cases, char *why, size_t whylen)
{
	return run_aead_file("ascon/sp800_232_aead128.vec", cases, why,
			     whylen) +
	       run_aead_file("ascon/botan_aead128.vec", cases, why, whylen);
}

static unsigned long
run_aead_wycheproof(unsigned long *cases, char *why, size_t whylen)
{
	return run_aead_file("ascon/wycheproof_aead128.vec", cases, why,
			     whylen);
}

#define MAXLEN 300

/* Hash and XOF: random chunking and squeezing == one-shot; prefixes. */
static unsigned long
run_hash_self(int xof, unsigned long long seed, unsigned long *cases,
	      char *why, size_t whylen)
{
	uint8_t msg[MAXLEN], want[MAXLEN], got[MAXLEN];
	unsigned long failed = 0;
	cb_ascon_hash256_ctx ctx;
	size_t len, outlen, off, n;
	ref_rng r;
	int rep;

	ref_rng_seed(&r, seed);
	for (len = 0; len < MAXLEN; len++) {
		for (rep = 0; rep < 4; rep++) {
			(*cases)++;
			ref_rng_bytes(&r, msg, len);
			outlen = xof ? ref_rng_below(&r, MAXLEN + 1) : 32;
			if (xof) {
				cb_ascon_xof128(want, outlen, msg, len);
				cb_ascon_xof128_init(&ctx);
			} else {
				cb_ascon_hash256(want, msg, len);
				cb_ascon_hash256_init(&ctx);
			}
			for (off = 0; off < len; off += n) {
				n = 1 + ref_rng_below(&r, 20);
				if (n > len - off)
					n = len - off;
				if (xof)
					cb_ascon_xof128_update(&ctx, msg + off,
							       n);
				else
					cb_ascon_hash256_update(&ctx,
								msg + off, n);
			}
			if (!xof) {
				cb_ascon_hash256_final(&ctx, got);
			} else {
				for (off = 0; off < outlen; off += n) {
					n = 1 + ref_rng_below(&r, 20);
					if (n > outlen - off)
						n = outlen - off;
					cb_ascon_xof128_squeeze(&ctx,
								got + off, n);
				}
				cb_ascon_xof128_wipe(&ctx);
			}
			if (memcmp(got, want, outlen) != 0) {
				failed++;
				ref_why(why, whylen,
					"%s: streamed != one-shot, length %zu",
					xof ? "xof" : "hash", len);
			}
			if (xof && outlen > 0) {
				/* a shorter output is a prefix */
				n = ref_rng_below(&r, outlen);
				cb_ascon_xof128(got, n, msg, len);
				if (memcmp(got, want, n) != 0) {
					failed++;
					ref_why(why, whylen,
						"xof: prefix %zu of %zu", n,
						outlen);
				}
			}
		}
	}
	return failed;
}

static unsigned long
run_hash256_self(unsigned long *cases, char *why, size_t whylen)
{
	return run_hash_self(0, 0xa5c0a256ull, cases, why, whylen);
}

static unsigned long
run_xof128_self(unsigned long *cases, char *why, size_t whylen)
{
	return run_hash_self(1, 0xa5c0a128ull, cases, why, whylen);
}

/*
 * AEAD: streaming encryption at random splits == one-shot; decrypt of
 * encrypt is the identity; every single-bit flip of ciphertext, tag or AD
 * (for the shorter inputs) is rejected with the output wiped.
 */
static unsigned long
run_aead_self(unsigned long *cases, char *why, size_t whylen)
{
	uint8_t key[16], nonce[16], ad[80], pt[MAXLEN], ct[MAXLEN];
	uint8_t got[MAXLEN], tag[16], t[16];
	unsigned long failed = 0;
	size_t len, adlen, off, n, i, j;
	cb_ascon_aead128_key ks;
	cb_ascon_aead128_ctx ctx;
	ref_rng r;
	int rep, rc;

	ref_rng_seed(&r, 0xa5c0aeadull);
	for (len = 0; len < MAXLEN; len++) {
		for (rep = 0; rep < 3; rep++) {
			(*cases)++;
			ref_rng_bytes(&r, key, 16);
			ref_rng_bytes(&r, nonce, 16);
			adlen = ref_rng_below(&r, sizeof(ad) + 1);
			ref_rng_bytes(&r, ad, adlen);
			ref_rng_bytes(&r, pt, len);
			if (cb_ascon_aead128_setkey(&ks, key, 16) != CB_OK) {
				ref_why(why, whylen, "setkey refused its key");
				return failed + 1;
			}
			cb_ascon_aead128_encrypt(ct, tag, &ks, nonce, ad,
						 adlen, pt, len);

			cb_ascon_aead128_init(&ctx, &ks, nonce);
			for (off = 0; off < adlen; off += n) {
				n = 1 + ref_rng_below(&r, 40);
				if (n > adlen - off)
					n = adlen - off;
				if (cb_ascon_aead128_aad(&ctx, ad + off, n))
					failed++;
			}
			for (off = 0; off < len; off += n) {
				n = 1 + ref_rng_below(&r, 40);
				if (n > len - off)
					n = len - off;
				cb_ascon_aead128_encrypt_update(&ctx,
								got + off,
								pt + off, n);
			}
			cb_ascon_aead128_encrypt_final(&ctx, t);
			if (memcmp(got, ct, len) != 0 ||
			    memcmp(t, tag, 16) != 0) {
				failed++;
				ref_why(why, whylen,
					"aead: streamed != one-shot, ad %zu "
					"msg %zu", adlen, len);
			}
			rc = cb_ascon_aead128_decrypt(got, &ks, nonce, ad,
						      adlen, ct, len, tag);
			if (rc != CB_OK || memcmp(got, pt, len) != 0) {
				failed++;
				ref_why(why, whylen,
					"aead: decrypt(encrypt) ad %zu msg %zu",
					adlen, len);
			}
			if (len > 40 || rep != 0)
				continue;
			/* every bit of ct || tag || ad */
			for (i = 0; i < 8 * (len + 16 + adlen); i++) {
				uint8_t *p, m = (uint8_t)(1u << (i & 7));

				j = i >> 3;
				p = j < len ? ct + j :
				    j < len + 16 ? tag + (j - len) :
				    ad + (j - len - 16);
				*p ^= m;
				memset(got, 0xaa, len);
				rc = cb_ascon_aead128_decrypt(got, &ks, nonce,
							      ad, adlen, ct,
							      len, tag);
				*p ^= m;
				(*cases)++;
				for (n = 0; n < len && got[n] == 0; n++)
					;
				if (rc != CB_E_AUTH || n != len) {
					failed++;
					ref_why(why, whylen,
						"aead: bit flip %zu accepted "
						"or not wiped (msg %zu)", i,
						len);
				}
			}
		}
	}
	return failed;
}

static const ref_check checks[] = {
	{ "ascon-hash256", "sp800-232", run_hash_kat, NULL },
	{ "ascon-hash256", "selfcheck", run_hash256_self, NULL },
	{ "ascon-xof128", "sp800-232", run_xof_kat, NULL },
	{ "ascon-xof128", "selfcheck", run_xof128_self, NULL },
	{ "ascon-aead128", "sp800-232", run_aead_kat, NULL },
	{ "ascon-aead128", "wycheproof", run_aead_wycheproof, NULL },
	{ "ascon-aead128", "selfcheck", run_aead_self, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* see ref.h */
const ref_check *
ref_checks_ascon(void)
{
	return checks;
}
