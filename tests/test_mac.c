/* SPDX-License-Identifier: MIT */
/* Tests for HMAC, HKDF and HMAC-DRBG over the hashes of cb/hash.h, and
 * CMAC over the block ciphers of cb/block.h. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/mac.h"
#include "cb/util.h"
#include "vec.h"

static const cb_hash_desc *const hashes[] = {
	&cb_md5_desc, &cb_sha1_desc, &cb_sha224_desc, &cb_sha256_desc,
	&cb_sha384_desc, &cb_sha512_desc, &cb_sha512_224_desc,
	&cb_sha512_256_desc, &cb_sm3_desc,
};
#define NHASHES ((int)(sizeof(hashes) / sizeof(hashes[0])))

static const cb_hash_desc *
hash_by_name(const char *name)
{
	int i;

	for (i = 0; i < NHASHES; i++)
		if (strcmp(hashes[i]->name, name) == 0)
			return hashes[i];
	return NULL;
}

static void
fill(uint8_t *m, size_t n, unsigned seed)
{
	size_t i;

	for (i = 0; i < n; i++)
		m[i] = (uint8_t)((i * 29u + seed * 101u + (i >> 7)) ^ 0xa3);
}

static vec_set
load(const char *file)
{
	vec_set set;
	char err[256];

	ck_assert_msg(vec_load(&set, NULL, file, err, sizeof(err)) == 0, "%s",
		      err);
	return set;
}

/* ---- HMAC known answers (RFC 4231, RFC 2202): Key, In, Out (maybe
 * truncated) ---- */
static const char *const hmac_kat_files[] = { "hmac/rfc4231.vec",
					      "hmac/rfc2202.vec" };

START_TEST(hmac_kat)
{
	vec_set set = load(hmac_kat_files[_i]);
	int r;

	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		const cb_hash_desc *h = hash_by_name(rec->section);
		uint8_t *key, *in, *exp, got[CB_HASH_MAX_LEN];
		size_t klen, inlen, explen;
		cb_hmac_ctx c;

		ck_assert_msg(h != NULL, "%s: unknown hash", vec_where(rec));
		key = vec_hex(rec, "Key", &klen);
		in = vec_hex(rec, "In", &inlen);
		exp = vec_hex(rec, "Out", &explen);
		ck_assert(key != NULL && in != NULL && exp != NULL);
		ck_assert(explen <= h->out_len);
		ck_assert_int_eq(cb_hmac(got, h, key, klen, in, inlen), CB_OK);
		ck_assert_msg(memcmp(got, exp, explen) == 0, "%s: one-shot",
			      vec_where(rec));
		ck_assert_int_eq(cb_hmac_init(&c, h, key, klen), CB_OK);
		cb_hmac_update(&c, in, inlen / 3);
		cb_hmac_update(&c, in + inlen / 3, inlen - inlen / 3);
		cb_hmac_final(&c, got);
		ck_assert_msg(memcmp(got, exp, explen) == 0, "%s: streamed",
			      vec_where(rec));
		free(key);
		free(in);
		free(exp);
	}
	vec_free(&set);
}
END_TEST

/* ---- Wycheproof: valid tags must match, invalid ones must not ---- */
START_TEST(hmac_wycheproof)
{
	vec_set set = load("hmac/wycheproof.vec");
	int r, nvalid = 0, ninvalid = 0;

	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		const cb_hash_desc *h = hash_by_name(rec->section);
		const char *res = vec_get(rec, "Result");
		uint8_t *key, *msg, *tag, got[CB_HASH_MAX_LEN];
		size_t klen, mlen, tlen;
		int eq;

		ck_assert_msg(h != NULL && res != NULL, "%s: bad record",
			      vec_where(rec));
		key = vec_hex(rec, "Key", &klen);
		msg = vec_hex(rec, "Msg", &mlen);
		tag = vec_hex(rec, "Tag", &tlen);
		ck_assert(key != NULL && msg != NULL && tag != NULL);
		ck_assert_int_eq(cb_hmac(got, h, key, klen, msg, mlen), CB_OK);
		eq = tlen <= h->out_len && cb_memeq(got, tag, tlen);
		if (strcmp(res, "valid") == 0) {
			ck_assert_msg(eq, "%s: valid tag rejected",
				      vec_where(rec));
			nvalid++;
		} else {
			ck_assert_msg(!eq, "%s: invalid tag accepted",
				      vec_where(rec));
			ninvalid++;
		}
		free(key);
		free(msg);
		free(tag);
	}
	ck_assert_int_gt(nvalid, 300);
	ck_assert_int_gt(ninvalid, 500);
	vec_free(&set);
}
END_TEST

/* ---- HKDF (RFC 5869): IKM, Salt, Info, PRK, OKM ---- */
START_TEST(hkdf_kat)
{
	vec_set set = load("hkdf/rfc5869.vec");
	int r;

	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		const cb_hash_desc *h = hash_by_name(rec->section);
		uint8_t *ikm, *salt, *info, *prk, *okm, got[CB_HASH_MAX_LEN];
		uint8_t out[256];
		size_t ilen, slen, nlen, plen, olen;

		ck_assert(h != NULL);
		ikm = vec_hex(rec, "IKM", &ilen);
		salt = vec_hex(rec, "Salt", &slen);
		info = vec_hex(rec, "Info", &nlen);
		prk = vec_hex(rec, "PRK", &plen);
		okm = vec_hex(rec, "OKM", &olen);
		ck_assert(ikm && salt && info && prk && okm);
		ck_assert(olen <= sizeof(out));
		ck_assert_int_eq(cb_hkdf_extract(got, h, slen ? salt : NULL,
						 slen, ikm, ilen), CB_OK);
		ck_assert_msg(plen == h->out_len &&
			      memcmp(got, prk, plen) == 0, "%s: PRK",
			      vec_where(rec));
		ck_assert_int_eq(cb_hkdf_expand(out, olen, h, prk, plen,
						nlen ? info : NULL, nlen),
				 CB_OK);
		ck_assert_msg(memcmp(out, okm, olen) == 0, "%s: OKM",
			      vec_where(rec));
		memset(out, 0, sizeof(out));
		ck_assert_int_eq(cb_hkdf(out, olen, h, ikm, ilen, salt, slen,
					 info, nlen), CB_OK);
		ck_assert_msg(memcmp(out, okm, olen) == 0, "%s: one-shot",
			      vec_where(rec));
		free(ikm);
		free(salt);
		free(info);
		free(prk);
		free(okm);
	}
	vec_free(&set);
}
END_TEST

/* HKDF-Expand prefix property and the 255 * HashLen limit */
START_TEST(hkdf_lengths)
{
	const cb_hash_desc *h = hashes[_i];
	uint8_t prk[CB_HASH_MAX_LEN], info[40];
	static uint8_t full[255 * CB_HASH_MAX_LEN + 1], part[sizeof(full)];
	size_t n = h->out_len, len;

	fill(prk, sizeof(prk), 1);
	fill(info, sizeof(info), 2);
	ck_assert_int_eq(cb_hkdf_expand(full, 255 * n, h, prk, n, info,
					sizeof(info)), CB_OK);
	for (len = 0; len <= 255 * n; len += (len < 3 * n ? 1 : 61)) {
		memset(part, 0xcc, sizeof(part));
		ck_assert_int_eq(cb_hkdf_expand(part, len, h, prk, n, info,
						sizeof(info)), CB_OK);
		ck_assert_msg(memcmp(part, full, len) == 0, "%s len %zu",
			      h->name, len);
		ck_assert(part[len] == 0xcc);
	}
	/* too long: CB_E_ARG and zeroed output */
	memset(part, 0xcc, sizeof(part));
	ck_assert_int_eq(cb_hkdf_expand(part, 255 * n + 1, h, prk, n, info,
					sizeof(info)), CB_E_ARG);
	for (len = 0; len < 255 * n + 1; len++)
		ck_assert(part[len] == 0);
	/* PRK shorter than HashLen */
	ck_assert_int_eq(cb_hkdf_expand(part, 10, h, prk, n - 1, info,
					sizeof(info)), CB_E_ARG);
	/* longer PRK is fine */
	ck_assert_int_eq(cb_hkdf_expand(part, 10, h, prk, sizeof(prk), NULL,
					0), CB_OK);
}
END_TEST

/* ---- HMAC-DRBG: independent model of SP 800-90A §10.1.2 built from
 * one-shot HMAC over explicitly concatenated byte strings ---- */
typedef struct model {
	const cb_hash_desc *h;
	uint8_t k[CB_HASH_MAX_LEN], v[CB_HASH_MAX_LEN];
	unsigned long counter;
} model;

/* §10.1.2.2 HMAC_DRBG_Update */
static void
model_update(model *s, const uint8_t *data, size_t dlen)
{
	size_t n = s->h->out_len;
	uint8_t *buf = malloc(n + 1 + dlen);
	uint8_t t[CB_HASH_MAX_LEN];

	ck_assert(buf != NULL);
	/* 1. K = HMAC(K, V || 0x00 || provided_data) */
	memcpy(buf, s->v, n);
	buf[n] = 0x00;
	if (dlen)
		memcpy(buf + n + 1, data, dlen);
	ck_assert_int_eq(cb_hmac(t, s->h, s->k, n, buf, n + 1 + dlen), CB_OK);
	memcpy(s->k, t, n);
	/* 2. V = HMAC(K, V) */
	ck_assert_int_eq(cb_hmac(t, s->h, s->k, n, s->v, n), CB_OK);
	memcpy(s->v, t, n);
	/* 3. If provided_data = Null, return */
	if (dlen > 0) {
		/* 4. K = HMAC(K, V || 0x01 || provided_data) */
		memcpy(buf, s->v, n);
		buf[n] = 0x01;
		memcpy(buf + n + 1, data, dlen);
		ck_assert_int_eq(cb_hmac(t, s->h, s->k, n, buf, n + 1 + dlen),
				 CB_OK);
		memcpy(s->k, t, n);
		/* 5. V = HMAC(K, V) */
		ck_assert_int_eq(cb_hmac(t, s->h, s->k, n, s->v, n), CB_OK);
		memcpy(s->v, t, n);
	}
	free(buf);
}

static uint8_t *
cat3(const uint8_t *a, size_t al, const uint8_t *b, size_t bl,
     const uint8_t *c, size_t cl, size_t *len)
{
	uint8_t *p = malloc(al + bl + cl + 1);

	ck_assert(p != NULL);
	if (al)
		memcpy(p, a, al);
	if (bl)
		memcpy(p + al, b, bl);
	if (cl)
		memcpy(p + al + bl, c, cl);
	*len = al + bl + cl;
	return p;
}

/* §10.1.2.3 */
static void
model_init(model *s, const cb_hash_desc *h, const uint8_t *e, size_t el,
	   const uint8_t *nonce, size_t nl, const uint8_t *p, size_t pl)
{
	size_t sl;
	uint8_t *seed = cat3(e, el, nonce, nl, p, pl, &sl);

	s->h = h;
	memset(s->k, 0x00, h->out_len);
	memset(s->v, 0x01, h->out_len);
	model_update(s, seed, sl);
	s->counter = 1;
	free(seed);
}

/* §10.1.2.4 */
static void
model_reseed(model *s, const uint8_t *e, size_t el, const uint8_t *a,
	     size_t al)
{
	size_t sl;
	uint8_t *seed = cat3(e, el, a, al, NULL, 0, &sl);

	model_update(s, seed, sl);
	s->counter = 1;
	free(seed);
}

/* §10.1.2.5 (no reseed check: the model is never asked past it) */
static void
model_generate(model *s, uint8_t *out, size_t len, const uint8_t *a,
	       size_t al)
{
	size_t n = s->h->out_len, done = 0;
	uint8_t *temp = malloc(len + n);
	uint8_t t[CB_HASH_MAX_LEN];

	ck_assert(temp != NULL);
	if (al > 0)
		model_update(s, a, al);
	while (done < len) {
		ck_assert_int_eq(cb_hmac(t, s->h, s->k, n, s->v, n), CB_OK);
		memcpy(s->v, t, n);
		memcpy(temp + done, s->v, n);
		done += n;
	}
	memcpy(out, temp, len);
	model_update(s, a, al);
	s->counter++;
	free(temp);
}

START_TEST(drbg_model)
{
	const cb_hash_desc *h = hashes[_i];
	static const size_t outlens[] = { 1, 16, 20, 28, 32, 47, 48, 64, 65,
					  100, 1000 };
	uint8_t ent[80], nonce[32], pers[50], add[70], got[1000], exp[1000];
	size_t elen, nlen, plen, alen, k;
	int variant;
	cb_hmac_drbg_ctx d;
	model m;

	for (variant = 0; variant < 16; variant++) {
		elen = 32 + (size_t)variant * 3;
		nlen = variant & 1 ? 16 : 0;
		plen = variant & 2 ? (size_t)variant * 3 : 0;
		alen = variant & 4 ? 7 + (size_t)variant * 4 : 0;
		fill(ent, sizeof(ent), (unsigned)variant);
		fill(nonce, sizeof(nonce), 50u + (unsigned)variant);
		fill(pers, sizeof(pers), 90u + (unsigned)variant);
		fill(add, sizeof(add), 130u + (unsigned)variant);
		ck_assert_int_eq(cb_hmac_drbg_init(&d, h, ent, elen,
						   nlen ? nonce : NULL, nlen,
						   plen ? pers : NULL, plen),
				 CB_OK);
		model_init(&m, h, ent, elen, nonce, nlen, pers, plen);
		for (k = 0; k < sizeof(outlens) / sizeof(outlens[0]); k++) {
			size_t ol = outlens[k];
			size_t al = (k & 1) ? alen : 0;

			ck_assert_int_eq(cb_hmac_drbg_generate(&d, got, ol,
							       al ? add : NULL,
							       al), CB_OK);
			model_generate(&m, exp, ol, add, al);
			ck_assert_msg(memcmp(got, exp, ol) == 0,
				      "%s variant %d request %zu", h->name,
				      variant, k);
			if (k == 4 || (variant & 8 && k == 7)) {
				fill(ent, sizeof(ent), 200u + (unsigned)k);
				ck_assert_int_eq(cb_hmac_drbg_reseed(&d, ent,
					elen, al ? add : NULL, al), CB_OK);
				model_reseed(&m, ent, elen, add, al);
			}
		}
		ck_assert(memcmp(d.k, m.k, h->out_len) == 0);
		ck_assert(memcmp(d.v, m.v, h->out_len) == 0);
		cb_wipe(&d, sizeof(d));
	}
}
END_TEST

/* reseed counter limit, bad lengths, uninstantiated state */
START_TEST(drbg_limits)
{
	const cb_hash_desc *h = &cb_sha256_desc;
	uint8_t ent[32], out[100], zero[100];
	cb_hmac_drbg_ctx d;
	int i;

	fill(ent, sizeof(ent), 4);
	memset(zero, 0, sizeof(zero));
	ck_assert_int_eq(cb_hmac_drbg_init(&d, h, ent, sizeof(ent), NULL, 0,
					   NULL, 0), CB_OK);
	ck_assert_int_eq(cb_hmac_drbg_set_reseed_interval(&d, 0), CB_E_ARG);
	ck_assert_int_eq(cb_hmac_drbg_set_reseed_interval(&d,
		CB_HMAC_DRBG_RESEED_INTERVAL + 1), CB_E_ARG);
	ck_assert_int_eq(cb_hmac_drbg_set_reseed_interval(&d, 3), CB_OK);
	for (i = 0; i < 3; i++)
		ck_assert_int_eq(cb_hmac_drbg_generate(&d, out, 10, NULL, 0),
				 CB_OK);
	memset(out, 0xaa, sizeof(out));
	ck_assert_int_eq(cb_hmac_drbg_generate(&d, out, 10, NULL, 0),
			 CB_E_RNG);
	ck_assert(memcmp(out, zero, 10) == 0);
	ck_assert_int_eq(cb_hmac_drbg_reseed(&d, ent, sizeof(ent), NULL, 0),
			 CB_OK);
	ck_assert_int_eq(cb_hmac_drbg_generate(&d, out, 10, NULL, 0), CB_OK);
	/* request too large */
	{
		static uint8_t big[CB_HMAC_DRBG_MAX_REQUEST + 1];

		ck_assert_int_eq(cb_hmac_drbg_generate(&d, big, sizeof(big),
						       NULL, 0), CB_E_ARG);
		ck_assert_int_eq(cb_hmac_drbg_generate(&d, big,
						       sizeof(big) - 1,
						       NULL, 0), CB_OK);
	}
	/* entropy shorter than the security strength */
	ck_assert_int_eq(cb_hmac_drbg_reseed(&d, ent, 31, NULL, 0), CB_E_ARG);
	ck_assert_int_eq(cb_hmac_drbg_init(&d, &cb_sha1_desc, ent, 15, NULL, 0,
					   NULL, 0), CB_E_ARG);
	/* a failed init leaves the state unusable */
	ck_assert_int_eq(cb_hmac_drbg_generate(&d, out, 10, NULL, 0),
			 CB_E_RNG);
	ck_assert_int_eq(cb_hmac_drbg_reseed(&d, ent, 32, NULL, 0), CB_E_RNG);
	ck_assert_int_eq(cb_hmac_drbg_init(&d, &cb_sha1_desc, ent, 16, NULL, 0,
					   NULL, 0), CB_OK);
	ck_assert_int_eq(cb_hmac_drbg_init(&d, &cb_sha224_desc, ent, 23, NULL,
					   0, NULL, 0), CB_E_ARG);
	ck_assert_int_eq(cb_hmac_drbg_init(&d, NULL, ent, 32, NULL, 0, NULL,
					   0), CB_E_ARG);
	cb_wipe(&d, sizeof(d));
}
END_TEST

/* ---- properties ---- */

/* HMAC streamed at every split point == one-shot; keys around B */
START_TEST(hmac_split)
{
	const cb_hash_desc *h = hashes[_i];
	uint8_t key[300], m[2 * 128 + 9], exp[CB_HASH_MAX_LEN],
		got[CB_HASH_MAX_LEN];
	size_t klens[] = { 0, 1, h->out_len, h->block_len - 1, h->block_len,
			   h->block_len + 1, 300 };
	size_t k, s, n = sizeof(m);
	cb_hmac_ctx c;

	fill(key, sizeof(key), 11);
	fill(m, n, 12);
	for (k = 0; k < sizeof(klens) / sizeof(klens[0]); k++) {
		ck_assert_int_eq(cb_hmac(exp, h, key, klens[k], m, n), CB_OK);
		for (s = 0; s <= n; s++) {
			ck_assert_int_eq(cb_hmac_init(&c, h, key, klens[k]),
					 CB_OK);
			cb_hmac_update(&c, m, s);
			cb_hmac_update(&c, NULL, 0);
			cb_hmac_update(&c, m + s, n - s);
			cb_hmac_final(&c, got);
			ck_assert_msg(memcmp(got, exp, h->out_len) == 0,
				      "%s key %zu split %zu", h->name,
				      klens[k], s);
		}
	}
}
END_TEST

/* a memcpy'd HMAC context continues like the original; final wipes */
START_TEST(hmac_clone)
{
	const cb_hash_desc *h = hashes[_i];
	uint8_t key[40], m[300], m2[300], e1[CB_HASH_MAX_LEN],
		e2[CB_HASH_MAX_LEN], got[CB_HASH_MAX_LEN];
	static const size_t cuts[] = { 0, 1, 63, 64, 65, 127, 128, 129, 299 };
	size_t k, i;
	cb_hmac_ctx c, d;

	fill(key, sizeof(key), 21);
	fill(m, sizeof(m), 22);
	memcpy(m2, m, sizeof(m));
	m2[299] ^= 0x40;
	ck_assert_int_eq(cb_hmac(e1, h, key, sizeof(key), m, sizeof(m)), CB_OK);
	ck_assert_int_eq(cb_hmac(e2, h, key, sizeof(key), m2, sizeof(m2)),
			 CB_OK);
	for (k = 0; k < sizeof(cuts) / sizeof(cuts[0]); k++) {
		ck_assert_int_eq(cb_hmac_init(&c, h, key, sizeof(key)), CB_OK);
		cb_hmac_update(&c, m, cuts[k]);
		memcpy(&d, &c, sizeof(c));
		cb_hmac_update(&c, m + cuts[k], sizeof(m) - cuts[k]);
		cb_hmac_final(&c, got);
		ck_assert(memcmp(got, e1, h->out_len) == 0);
		cb_hmac_update(&d, m2 + cuts[k], sizeof(m2) - cuts[k]);
		cb_hmac_final(&d, got);
		ck_assert(memcmp(got, e2, h->out_len) == 0);
		for (i = 0; i < sizeof(d); i++)
			ck_assert(((const uint8_t *)&d)[i] == 0);
	}
}
END_TEST

/* in-place: tag over its own buffer, PRK over IKM, OKM over PRK */
START_TEST(alias)
{
	const cb_hash_desc *h = hashes[_i];
	uint8_t buf[200], key[70], exp[255], tmp[255];
	size_t n = h->out_len;

	fill(buf, sizeof(buf), 31);
	fill(key, sizeof(key), 32);
	ck_assert_int_eq(cb_hmac(exp, h, key, sizeof(key), buf, sizeof(buf)),
			 CB_OK);
	ck_assert_int_eq(cb_hmac(buf, h, key, sizeof(key), buf, sizeof(buf)),
			 CB_OK);
	ck_assert(memcmp(buf, exp, n) == 0);
	ck_assert_int_eq(cb_hmac(tmp, h, key, sizeof(key), key, 10), CB_OK);
	ck_assert_int_eq(cb_hmac(key, h, key, sizeof(key), key, 10), CB_OK);
	ck_assert(memcmp(key, tmp, n) == 0);

	fill(buf, sizeof(buf), 33);
	ck_assert_int_eq(cb_hkdf_extract(exp, h, key, 13, buf, 77), CB_OK);
	ck_assert_int_eq(cb_hkdf_extract(buf, h, key, 13, buf, 77), CB_OK);
	ck_assert(memcmp(buf, exp, n) == 0);
	ck_assert_int_eq(cb_hkdf_expand(exp, sizeof(exp), h, buf, n, key, 5),
			 CB_OK);
	memcpy(tmp, buf, n);
	ck_assert_int_eq(cb_hkdf_expand(tmp, sizeof(tmp), h, tmp, n, key, 5),
			 CB_OK);
	ck_assert(memcmp(tmp, exp, sizeof(exp)) == 0);
}
END_TEST

/* bad arguments are CB_E_ARG */
START_TEST(badlen)
{
	uint8_t key[16] = { 0 }, out[CB_HASH_MAX_LEN];
	cb_hmac_ctx c;
	cb_hash_desc fat = cb_sha256_desc;
	size_t i;

	ck_assert_int_eq(cb_hmac_init(&c, NULL, key, 16), CB_E_ARG);
	ck_assert_int_eq(cb_hmac_init(&c, &cb_sha256_desc, NULL, 1),
			 CB_E_ARG);
	ck_assert_int_eq(cb_hmac_init(&c, &cb_sha256_desc, NULL, 0), CB_OK);
	cb_wipe(&c, sizeof(c));
	fat.ctx_size = CB_HASH_CTX_MAX + 1;
	ck_assert_int_eq(cb_hmac_init(&c, &fat, key, 16), CB_E_ARG);
	fat = cb_sha256_desc;
	fat.block_len = CB_HASH_MAX_BLOCK_LEN + 1;
	ck_assert_int_eq(cb_hmac_init(&c, &fat, key, 16), CB_E_ARG);
	fat = cb_sha256_desc;
	fat.out_len = CB_HASH_MAX_LEN + 1;
	ck_assert_int_eq(cb_hmac_init(&c, &fat, key, 16), CB_E_ARG);
	memset(out, 0xaa, sizeof(out));
	ck_assert_int_eq(cb_hmac(out, &cb_sha256_desc, NULL, 3, key, 16),
			 CB_E_ARG);
	for (i = 0; i < CB_SHA256_LEN; i++)
		ck_assert(out[i] == 0);
	ck_assert_int_eq(cb_hkdf_extract(out, NULL, NULL, 0, key, 16),
			 CB_E_ARG);
	ck_assert_int_eq(cb_hkdf_expand(out, 16, NULL, key, 16, NULL, 0),
			 CB_E_ARG);
	ck_assert_int_eq(cb_hkdf_expand(out, 16, &cb_sha256_desc, key, 16,
					NULL, 0), CB_E_ARG);
	ck_assert_int_eq(cb_hkdf_expand(out, 16, &cb_sha256_desc, NULL, 32,
					NULL, 0), CB_E_ARG);
	ck_assert_int_eq(cb_hkdf_expand(out, 0, &cb_sha256_desc, out, 32,
					NULL, 0), CB_OK);
	ck_assert_int_eq(cb_hkdf(out, 16, NULL, key, 16, NULL, 0, NULL, 0),
			 CB_E_ARG);
}
END_TEST

/* ---- CMAC (NIST SP 800-38B): AES and three-key TDEA examples ---- */

static const cb_block_cipher *
cmac_cipher(const char *section)
{
	if (strncmp(section, "aes-", 4) == 0)
		return &cb_aes_ct_cipher;
	if (strcmp(section, "tdea3") == 0)
		return &cb_des3_ct_cipher;
	return NULL;
}

/* every example, one-shot and at every split point; the final wipes */
START_TEST(cmac_kat)
{
	vec_set set = load("cmac/sp800_38b.vec");
	int r;

	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		const cb_block_cipher *bc = cmac_cipher(rec->section);
		uint8_t *key, *in, *exp, got[16];
		size_t klen, inlen, explen, s, i;
		cb_cmac_ctx c;

		ck_assert_msg(bc != NULL, "%s: unknown cipher", vec_where(rec));
		key = vec_hex(rec, "Key", &klen);
		in = vec_hex(rec, "In", &inlen);
		exp = vec_hex(rec, "Out", &explen);
		ck_assert(key != NULL && in != NULL && exp != NULL);
		ck_assert_uint_eq(explen, bc->block_len);
		for (s = 0; s <= inlen; s++) {
			ck_assert_int_eq(cb_cmac_init(&c, bc, key, klen), CB_OK);
			cb_cmac_update(&c, in, s);
			cb_cmac_update(&c, NULL, 0);
			cb_cmac_update(&c, in + s, inlen - s);
			cb_cmac_final(&c, got);
			ck_assert_msg(cb_memeq(got, exp, explen), "%s: split %zu",
				      vec_where(rec), s);
			for (i = 0; i < sizeof(c); i++)
				ck_assert(((const uint8_t *)&c)[i] == 0);
		}
		free(key);
		free(in);
		free(exp);
	}
	vec_free(&set);
}
END_TEST

/* a key length or cipher CMAC does not take is CB_E_ARG */
START_TEST(cmac_badlen)
{
	uint8_t key[32] = { 0 };
	cb_block_cipher odd = cb_aes_ct_cipher;
	cb_cmac_ctx c;

	ck_assert_int_eq(cb_cmac_init(&c, &cb_aes_ct_cipher, key, 17),
			 CB_E_ARG);
	ck_assert_int_eq(cb_cmac_init(&c, NULL, key, 16), CB_E_ARG);
	odd.block_len = 12;
	ck_assert_int_eq(cb_cmac_init(&c, &odd, key, 16), CB_E_ARG);
	ck_assert_int_eq(cb_cmac_init(&c, &cb_aes_ct_cipher, key, 32), CB_OK);
	cb_wipe(&c, sizeof(c));
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("mac");
	SRunner *sr;
	TCase *tc;
	int nf;

	tc = tcase_create("hmac");
	tcase_add_loop_test(tc, hmac_kat, 0, 2);
	tcase_add_test(tc, hmac_wycheproof);
	suite_add_tcase(s, tc);
	tc = tcase_create("hkdf");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, hkdf_kat);
	tcase_add_loop_test(tc, hkdf_lengths, 0, NHASHES);
	suite_add_tcase(s, tc);
	tc = tcase_create("hmac_drbg");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, drbg_model, 0, NHASHES);
	tcase_add_test(tc, drbg_limits);
	suite_add_tcase(s, tc);
	tc = tcase_create("split");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, hmac_split, 0, NHASHES);
	suite_add_tcase(s, tc);
	tc = tcase_create("clone");
	tcase_add_loop_test(tc, hmac_clone, 0, NHASHES);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_add_loop_test(tc, alias, 0, NHASHES);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_test(tc, badlen);
	suite_add_tcase(s, tc);
	tc = tcase_create("cmac");
	tcase_add_test(tc, cmac_kat);
	tcase_add_test(tc, cmac_badlen);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
