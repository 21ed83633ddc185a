/* SPDX-License-Identifier: MIT */
/* Tests for ChaCha20, Poly1305 and ChaCha20-Poly1305 (RFC 8439). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "vec.h"

static vec_set v_chacha, v_poly, v_poly_edge, v_aead, v_wyche;

static void
load(vec_set *set, const char *rel)
{
	char err[256];

	if (vec_load(set, NULL, rel, err, sizeof(err)) != 0) {
		fprintf(stderr, "%s\n", err);
		exit(EXIT_FAILURE);
	}
}

static uint8_t *
hex(const vec_rec *r, const char *name, size_t *len)
{
	uint8_t *p = vec_hex(r, name, len);

	ck_assert_msg(p != NULL, "%s: field %s missing", vec_where(r), name);
	return p;
}

/* Deterministic filler for the property tests. */
static void
fill(uint8_t *p, size_t len, uint32_t seed)
{
	size_t i;

	for (i = 0; i < len; i++) {
		seed = seed * 1103515245u + 12345u;
		p[i] = (uint8_t)(seed >> 16);
	}
}

/* The AEAD key of 32 key bytes (one slot: each call sets it again). */
static const cb_chacha20poly1305_key *
ak(const uint8_t *key)
{
	static cb_chacha20poly1305_key ks;

	ck_assert_int_eq(cb_chacha20poly1305_setkey(&ks, key, 32), CB_OK);
	return &ks;
}

static int
all_zero(const uint8_t *p, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (p[i] != 0)
			return 0;
	return 1;
}

/* Stream len bytes through ctx in chunks of step bytes. */
static void
chacha_chunks(cb_chacha20_ctx *ctx, uint8_t *out, const uint8_t *in,
	      size_t len, size_t step)
{
	size_t off, n;

	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		ck_assert_int_eq(cb_chacha20_update(ctx, out + off, in + off,
						    n), CB_OK);
	}
}

/* ---- known answers ---------------------------------------------------- */

START_TEST(chacha20_kat)
{
	const vec_rec *r = &v_chacha.rec[_i];
	static const size_t steps[] = { 1, 7, 63, 64, 65, 1000 };
	size_t klen, nlen, ilen, olen, s;
	uint8_t *key = hex(r, "Key", &klen), *nonce = hex(r, "Nonce", &nlen);
	uint8_t *in = hex(r, "In", &ilen), *exp = hex(r, "Out", &olen);
	uint8_t *out = malloc(ilen + 1);
	cb_chacha20_ctx ctx;
	long ctr;

	ck_assert(vec_int(r, "Counter", &ctr) == 0);
	ck_assert(klen == 32 && nlen == 12 && ilen == olen);
	ck_assert_int_eq(cb_chacha20(out, key, nonce, (uint32_t)ctr, in, ilen),
			 CB_OK);
	ck_assert_msg(memcmp(out, exp, olen) == 0, "%s: one-shot",
		      vec_where(r));
	for (s = 0; s < sizeof(steps) / sizeof(steps[0]); s++) {
		memset(out, 0, ilen);
		cb_chacha20_setkey(&ctx, key);
		cb_chacha20_init(&ctx, nonce, (uint32_t)ctr);
		chacha_chunks(&ctx, out, in, ilen, steps[s]);
		ck_assert_msg(memcmp(out, exp, olen) == 0, "%s: chunks of %zu",
			      vec_where(r), steps[s]);
	}
	/* in place */
	memcpy(out, in, ilen);
	ck_assert_int_eq(cb_chacha20(out, key, nonce, (uint32_t)ctr, out, ilen),
			 CB_OK);
	ck_assert_msg(memcmp(out, exp, olen) == 0, "%s: in place",
		      vec_where(r));
	free(key);
	free(nonce);
	free(in);
	free(exp);
	free(out);
}
END_TEST

static void
poly_check(const vec_rec *r)
{
	static const size_t steps[] = { 1, 3, 15, 16, 17, 64 };
	size_t klen, ilen, tlen, s, off, n;
	uint8_t *key = hex(r, "Key", &klen), *in = hex(r, "In", &ilen);
	uint8_t *exp = hex(r, "Tag", &tlen);
	uint8_t tag[16];
	cb_poly1305_ctx ctx;

	ck_assert(klen == 32 && tlen == 16);
	cb_poly1305(tag, key, in, ilen);
	ck_assert_msg(memcmp(tag, exp, 16) == 0, "%s: one-shot", vec_where(r));
	for (s = 0; s < sizeof(steps) / sizeof(steps[0]); s++) {
		cb_poly1305_init(&ctx, key);
		for (off = 0; off < ilen; off += n) {
			n = ilen - off < steps[s] ? ilen - off : steps[s];
			cb_poly1305_update(&ctx, in + off, n);
		}
		cb_poly1305_final(&ctx, tag);
		ck_assert_msg(memcmp(tag, exp, 16) == 0, "%s: chunks of %zu",
			      vec_where(r), steps[s]);
		/* final wipes the context */
		ck_assert(all_zero((const uint8_t *)&ctx, sizeof(ctx)));
	}
	free(key);
	free(in);
	free(exp);
}

START_TEST(poly1305_kat)
{
	poly_check(&v_poly.rec[_i]);
}
END_TEST

START_TEST(poly1305_edge)
{
	poly_check(&v_poly_edge.rec[_i]);
}
END_TEST

/* Streamed AEAD in chunks of step bytes (AAD in chunks of astep). */
static void
aead_stream_enc(uint8_t *out, uint8_t tag[16], const uint8_t *key,
		const uint8_t *nonce, const uint8_t *aad, size_t alen,
		const uint8_t *in, size_t len, size_t astep, size_t step)
{
	cb_chacha20poly1305_ctx ctx;
	size_t off, n;

	cb_chacha20poly1305_init(&ctx, ak(key), nonce);
	for (off = 0; off < alen; off += n) {
		n = alen - off < astep ? alen - off : astep;
		ck_assert_int_eq(cb_chacha20poly1305_aad(&ctx, aad + off, n),
				 CB_OK);
	}
	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&ctx,
				 out + off, in + off, n), CB_OK);
	}
	cb_chacha20poly1305_encrypt_final(&ctx, tag);
	ck_assert(all_zero((const uint8_t *)&ctx, sizeof(ctx)));
}

static int
aead_stream_dec(uint8_t *out, const uint8_t *key, const uint8_t *nonce,
		const uint8_t *aad, size_t alen, const uint8_t *in, size_t len,
		const uint8_t tag[16], size_t astep, size_t step)
{
	cb_chacha20poly1305_ctx ctx;
	size_t off, n;
	int err;

	cb_chacha20poly1305_init(&ctx, ak(key), nonce);
	for (off = 0; off < alen; off += n) {
		n = alen - off < astep ? alen - off : astep;
		ck_assert_int_eq(cb_chacha20poly1305_aad(&ctx, aad + off, n),
				 CB_OK);
	}
	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		ck_assert_int_eq(cb_chacha20poly1305_decrypt_update(&ctx,
				 out + off, in + off, n), CB_OK);
	}
	err = cb_chacha20poly1305_decrypt_final(&ctx, tag);
	ck_assert(all_zero((const uint8_t *)&ctx, sizeof(ctx)));
	return err;
}

static void
aead_check(const vec_rec *r)
{
	static const size_t steps[] = { 1, 5, 16, 64, 100000 };
	size_t klen, nlen, alen, ilen, olen, tlen, s;
	uint8_t *key = hex(r, "Key", &klen), *nonce = hex(r, "Nonce", &nlen);
	uint8_t *aad = hex(r, "AD", &alen), *in = hex(r, "In", &ilen);
	uint8_t *ct = hex(r, "Out", &olen), *exp = hex(r, "Tag", &tlen);
	uint8_t *out = malloc(ilen + 1), tag[16];
	const char *res = vec_get(r, "Result");
	int valid;

	ck_assert(res != NULL);
	valid = strcmp(res, "valid") == 0;
	ck_assert(klen == 32 && nlen == 12 && tlen == 16 && ilen == olen);

	/* encryption of In gives Out || Tag exactly when the case is valid */
	ck_assert_int_eq(cb_chacha20poly1305_encrypt(out, tag, ak(key), nonce,
						     aad, alen, in, ilen),
			 CB_OK);
	ck_assert_msg((memcmp(out, ct, olen) == 0 &&
		       memcmp(tag, exp, 16) == 0) == valid,
		      "%s: encrypt", vec_where(r));

	/* one-shot decryption */
	memset(out, 0xa5, ilen);
	ck_assert_msg(cb_chacha20poly1305_decrypt(out, ak(key), nonce, aad,
						  alen, ct, olen, exp) ==
			      (valid ? CB_OK : CB_E_AUTH),
		      "%s: decrypt result", vec_where(r));
	if (valid)
		ck_assert_msg(memcmp(out, in, ilen) == 0, "%s: plaintext",
			      vec_where(r));
	else
		ck_assert_msg(all_zero(out, ilen), "%s: out not wiped",
			      vec_where(r));

	/* streaming, several chunkings */
	for (s = 0; s < sizeof(steps) / sizeof(steps[0]); s++) {
		aead_stream_enc(out, tag, key, nonce, aad, alen, in, ilen,
				steps[s], steps[s]);
		ck_assert_msg((memcmp(out, ct, olen) == 0 &&
			       memcmp(tag, exp, 16) == 0) == valid,
			      "%s: stream encrypt, chunks of %zu",
			      vec_where(r), steps[s]);
		ck_assert_msg(aead_stream_dec(out, key, nonce, aad, alen, ct,
			      olen, exp, steps[s], steps[s]) ==
			      (valid ? CB_OK : CB_E_AUTH),
			      "%s: stream decrypt, chunks of %zu",
			      vec_where(r), steps[s]);
		if (valid)
			ck_assert(memcmp(out, in, ilen) == 0);
	}
	free(key);
	free(nonce);
	free(aad);
	free(in);
	free(ct);
	free(exp);
	free(out);
}

START_TEST(aead_rfc8439)
{
	aead_check(&v_aead.rec[_i]);
}
END_TEST

START_TEST(aead_wycheproof)
{
	aead_check(&v_wyche.rec[_i]);
}
END_TEST

/* ---- split: streaming == one-shot at every split point ---------------- */

#define SPLIT_LEN 300

START_TEST(split_chacha20)
{
	uint8_t key[32], nonce[12], in[SPLIT_LEN], ref[SPLIT_LEN];
	uint8_t out[SPLIT_LEN];
	cb_chacha20_ctx ctx;
	size_t i, j;

	fill(key, sizeof(key), 1);
	fill(nonce, sizeof(nonce), 2);
	fill(in, sizeof(in), 3);
	ck_assert_int_eq(cb_chacha20(ref, key, nonce, 7, in, SPLIT_LEN), CB_OK);
	for (i = 0; i <= SPLIT_LEN; i++) {
		memset(out, 0, sizeof(out));
		cb_chacha20_setkey(&ctx, key);
		cb_chacha20_init(&ctx, nonce, 7);
		ck_assert_int_eq(cb_chacha20_update(&ctx, out, in, i), CB_OK);
		ck_assert_int_eq(cb_chacha20_update(&ctx, out + i, in + i,
						    SPLIT_LEN - i), CB_OK);
		ck_assert_msg(memcmp(out, ref, SPLIT_LEN) == 0, "split at %zu",
			      i);
	}
	/* three pieces around block boundaries */
	for (i = 60; i <= 70; i++) {
		for (j = i; j <= 140; j++) {
			cb_chacha20_setkey(&ctx, key);
			cb_chacha20_init(&ctx, nonce, 7);
			ck_assert_int_eq(cb_chacha20_update(&ctx, out, in, i),
					 CB_OK);
			ck_assert_int_eq(cb_chacha20_update(&ctx, out + i,
					 in + i, j - i), CB_OK);
			ck_assert_int_eq(cb_chacha20_update(&ctx, out + j,
					 in + j, SPLIT_LEN - j), CB_OK);
			ck_assert_msg(memcmp(out, ref, SPLIT_LEN) == 0,
				      "split at %zu, %zu", i, j);
		}
	}
}
END_TEST

START_TEST(split_poly1305)
{
	uint8_t key[32], in[SPLIT_LEN], ref[16], tag[16];
	cb_poly1305_ctx ctx;
	size_t len, i;

	fill(key, sizeof(key), 4);
	fill(in, sizeof(in), 5);
	for (len = 0; len <= 80; len += 1) {
		cb_poly1305(ref, key, in, len);
		for (i = 0; i <= len; i++) {
			cb_poly1305_init(&ctx, key);
			cb_poly1305_update(&ctx, in, i);
			cb_poly1305_update(&ctx, NULL, 0);
			cb_poly1305_update(&ctx, in + i, len - i);
			cb_poly1305_final(&ctx, tag);
			ck_assert_msg(memcmp(tag, ref, 16) == 0,
				      "len %zu split at %zu", len, i);
		}
	}
	cb_poly1305(ref, key, in, SPLIT_LEN);
	for (i = 0; i <= SPLIT_LEN; i++) {
		cb_poly1305_init(&ctx, key);
		cb_poly1305_update(&ctx, in, i);
		cb_poly1305_update(&ctx, in + i, SPLIT_LEN - i);
		cb_poly1305_final(&ctx, tag);
		ck_assert_msg(memcmp(tag, ref, 16) == 0, "split at %zu", i);
	}
}
END_TEST

START_TEST(split_aead)
{
	uint8_t key[32], nonce[12], aad[40], in[200], ct[200], tag[16];
	uint8_t out[200], t2[16];
	cb_chacha20poly1305_ctx ctx;
	size_t i;

	fill(key, sizeof(key), 6);
	fill(nonce, sizeof(nonce), 7);
	fill(aad, sizeof(aad), 8);
	fill(in, sizeof(in), 9);
	ck_assert_int_eq(cb_chacha20poly1305_encrypt(ct, tag, ak(key), nonce,
						     aad, sizeof(aad), in,
						     sizeof(in)),
			 CB_OK);
	/* every split of the message (AAD whole), encrypt and decrypt */
	for (i = 0; i <= sizeof(in); i++) {
		cb_chacha20poly1305_init(&ctx, ak(key), nonce);
		ck_assert_int_eq(cb_chacha20poly1305_aad(&ctx, aad,
				 sizeof(aad)), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&ctx, out,
				 in, i), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&ctx,
				 out + i, in + i, sizeof(in) - i), CB_OK);
		cb_chacha20poly1305_encrypt_final(&ctx, t2);
		ck_assert_msg(memcmp(out, ct, sizeof(ct)) == 0 &&
			      memcmp(t2, tag, 16) == 0, "encrypt split %zu", i);

		cb_chacha20poly1305_init(&ctx, ak(key), nonce);
		ck_assert_int_eq(cb_chacha20poly1305_aad(&ctx, aad,
				 sizeof(aad)), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_decrypt_update(&ctx, out,
				 ct, i), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_decrypt_update(&ctx,
				 out + i, ct + i, sizeof(ct) - i), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_decrypt_final(&ctx, tag),
				 CB_OK);
		ck_assert_msg(memcmp(out, in, sizeof(in)) == 0,
			      "decrypt split %zu", i);
	}
	/* every split of the AAD */
	for (i = 0; i <= sizeof(aad); i++) {
		cb_chacha20poly1305_init(&ctx, ak(key), nonce);
		ck_assert_int_eq(cb_chacha20poly1305_aad(&ctx, aad, i), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_aad(&ctx, aad + i,
				 sizeof(aad) - i), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&ctx, out,
				 in, sizeof(in)), CB_OK);
		cb_chacha20poly1305_encrypt_final(&ctx, t2);
		ck_assert_msg(memcmp(t2, tag, 16) == 0, "aad split %zu", i);
	}
	/* byte by byte, and no data at all */
	aead_stream_enc(out, t2, key, nonce, aad, sizeof(aad), in, sizeof(in),
			1, 1);
	ck_assert(memcmp(out, ct, sizeof(ct)) == 0 && memcmp(t2, tag, 16) == 0);
	ck_assert_int_eq(cb_chacha20poly1305_encrypt(NULL, tag, ak(key), nonce,
						     NULL, 0, NULL, 0),
			 CB_OK);
	aead_stream_enc(NULL, t2, key, nonce, NULL, 0, NULL, 0, 1, 1);
	ck_assert(memcmp(t2, tag, 16) == 0);
	ck_assert_int_eq(cb_chacha20poly1305_decrypt(NULL, ak(key), nonce, NULL,
			 0, NULL, 0, tag), CB_OK);
}
END_TEST

/* ---- alias: in place ---------------------------------------------------- */

START_TEST(alias_all)
{
	uint8_t key[32], nonce[12], aad[21], in[333], ref[333], buf[333];
	uint8_t tag[16], t2[16];
	cb_chacha20_ctx cctx;
	cb_chacha20poly1305_ctx ctx;

	fill(key, sizeof(key), 10);
	fill(nonce, sizeof(nonce), 11);
	fill(aad, sizeof(aad), 12);
	fill(in, sizeof(in), 13);

	/* ChaCha20 one-shot and streamed */
	ck_assert_int_eq(cb_chacha20(ref, key, nonce, 1, in, sizeof(in)),
			 CB_OK);
	memcpy(buf, in, sizeof(in));
	ck_assert_int_eq(cb_chacha20(buf, key, nonce, 1, buf, sizeof(buf)),
			 CB_OK);
	ck_assert(memcmp(buf, ref, sizeof(ref)) == 0);
	memcpy(buf, in, sizeof(in));
	cb_chacha20_setkey(&cctx, key);
	cb_chacha20_init(&cctx, nonce, 1);
	chacha_chunks(&cctx, buf, buf, sizeof(buf), 37);
	ck_assert(memcmp(buf, ref, sizeof(ref)) == 0);

	/* AEAD one-shot */
	ck_assert_int_eq(cb_chacha20poly1305_encrypt(ref, tag, ak(key), nonce,
						     aad, sizeof(aad), in,
						     sizeof(in)),
			 CB_OK);
	memcpy(buf, in, sizeof(in));
	ck_assert_int_eq(cb_chacha20poly1305_encrypt(buf, t2, ak(key), nonce,
			 aad, sizeof(aad), buf, sizeof(buf)), CB_OK);
	ck_assert(memcmp(buf, ref, sizeof(ref)) == 0);
	ck_assert(memcmp(t2, tag, 16) == 0);
	ck_assert_int_eq(cb_chacha20poly1305_decrypt(buf, ak(key), nonce, aad,
			 sizeof(aad), buf, sizeof(buf), tag), CB_OK);
	ck_assert(memcmp(buf, in, sizeof(in)) == 0);

	/* AEAD streamed */
	memcpy(buf, in, sizeof(in));
	cb_chacha20poly1305_init(&ctx, ak(key), nonce);
	ck_assert_int_eq(cb_chacha20poly1305_aad(&ctx, aad, sizeof(aad)),
			 CB_OK);
	ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&ctx, buf, buf,
			 100), CB_OK);
	ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&ctx, buf + 100,
			 buf + 100, sizeof(buf) - 100), CB_OK);
	cb_chacha20poly1305_encrypt_final(&ctx, t2);
	ck_assert(memcmp(buf, ref, sizeof(ref)) == 0);
	ck_assert(memcmp(t2, tag, 16) == 0);
	ck_assert_int_eq(aead_stream_dec(buf, key, nonce, aad, sizeof(aad),
			 buf, sizeof(buf), tag, 7, 50), CB_OK);
	ck_assert(memcmp(buf, in, sizeof(in)) == 0);
}
END_TEST

/* ---- clone: memcpy'd context mid-stream --------------------------------- */

START_TEST(clone_all)
{
	uint8_t key[32], nonce[12], aad[30], in[250], out1[250], out2[250];
	uint8_t t1[16], t2[16];
	cb_chacha20_ctx c1, c2;
	cb_poly1305_ctx p1, p2;
	cb_chacha20poly1305_ctx a1, a2;
	size_t cut;

	fill(key, sizeof(key), 14);
	fill(nonce, sizeof(nonce), 15);
	fill(aad, sizeof(aad), 16);
	fill(in, sizeof(in), 17);
	for (cut = 0; cut <= 130; cut += 13) {
		cb_chacha20_setkey(&c1, key);
		cb_chacha20_init(&c1, nonce, 0);
		ck_assert_int_eq(cb_chacha20_update(&c1, out1, in, cut), CB_OK);
		memcpy(out2, out1, cut);
		memcpy(&c2, &c1, sizeof(c1));
		ck_assert_int_eq(cb_chacha20_update(&c1, out1 + cut, in + cut,
						    sizeof(in) - cut), CB_OK);
		ck_assert_int_eq(cb_chacha20_update(&c2, out2 + cut, in + cut,
						    sizeof(in) - cut), CB_OK);
		ck_assert(memcmp(out1, out2, sizeof(out1)) == 0);

		cb_poly1305_init(&p1, key);
		cb_poly1305_update(&p1, in, cut);
		memcpy(&p2, &p1, sizeof(p1));
		cb_poly1305_update(&p1, in + cut, sizeof(in) - cut);
		cb_poly1305_update(&p2, in + cut, sizeof(in) - cut);
		cb_poly1305_final(&p1, t1);
		cb_poly1305_final(&p2, t2);
		ck_assert(memcmp(t1, t2, 16) == 0);

		/* AEAD cloned in the AAD phase and in the data phase */
		cb_chacha20poly1305_init(&a1, ak(key), nonce);
		ck_assert_int_eq(cb_chacha20poly1305_aad(&a1, aad, 11), CB_OK);
		memcpy(&a2, &a1, sizeof(a1));
		ck_assert_int_eq(cb_chacha20poly1305_aad(&a1, aad + 11,
				 sizeof(aad) - 11), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_aad(&a2, aad + 11,
				 sizeof(aad) - 11), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&a1, out1,
				 in, cut), CB_OK);
		memcpy(&a2, &a1, sizeof(a1));
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&a1,
				 out1 + cut, in + cut, sizeof(in) - cut),
				 CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&a2,
				 out2 + cut, in + cut, sizeof(in) - cut),
				 CB_OK);
		cb_chacha20poly1305_encrypt_final(&a1, t1);
		cb_chacha20poly1305_encrypt_final(&a2, t2);
		ck_assert(memcmp(out1 + cut, out2 + cut,
				 sizeof(out1) - cut) == 0);
		ck_assert(memcmp(t1, t2, 16) == 0);
	}
}
END_TEST

/* ---- tamper: every byte of tag, ciphertext and AAD ---------------------- */

START_TEST(tamper_aead)
{
	uint8_t key[32], nonce[12], aad[37], in[150], ct[150], tag[16];
	uint8_t out[150];
	size_t i;
	int which;

	fill(key, sizeof(key), 18);
	fill(nonce, sizeof(nonce), 19);
	fill(aad, sizeof(aad), 20);
	fill(in, sizeof(in), 21);
	ck_assert_int_eq(cb_chacha20poly1305_encrypt(ct, tag, ak(key), nonce,
			 aad, sizeof(aad), in, sizeof(in)), CB_OK);
	for (which = 0; which < 5; which++) {
		uint8_t *p;
		size_t n;

		switch (which) {
		case 0: p = tag; n = sizeof(tag); break;
		case 1: p = ct; n = sizeof(ct); break;
		case 2:
			p = aad;
			n = sizeof(aad);
			break;
		case 3:
			p = key;
			n = sizeof(key);
			break;
		default:
			p = nonce;
			n = sizeof(nonce);
			break;
		}
		for (i = 0; i < n; i++) {
			uint8_t bit = (uint8_t)(1u << (i % 8));

			p[i] ^= bit;
			memset(out, 0xa5, sizeof(out));
			ck_assert_int_eq(cb_chacha20poly1305_decrypt(out,
					 ak(key), nonce, aad, sizeof(aad), ct,
					 sizeof(ct), tag), CB_E_AUTH);
			ck_assert_msg(all_zero(out, sizeof(out)),
				      "part %d byte %zu: out not wiped",
				      which, i);
			ck_assert_int_eq(aead_stream_dec(out, key, nonce, aad,
					 sizeof(aad), ct, sizeof(ct), tag,
					 16, 33), CB_E_AUTH);
			p[i] ^= bit;
		}
	}
	/* a truncated or extended AAD/ciphertext fails too */
	ck_assert_int_eq(cb_chacha20poly1305_decrypt(out, ak(key), nonce, aad,
			 sizeof(aad) - 1, ct, sizeof(ct), tag), CB_E_AUTH);
	ck_assert_int_eq(cb_chacha20poly1305_decrypt(out, ak(key), nonce, aad,
			 sizeof(aad), ct, sizeof(ct) - 1, tag), CB_E_AUTH);
	/* in place: the ciphertext is wiped on failure */
	tag[0] ^= 1;
	memcpy(out, ct, sizeof(ct));
	ck_assert_int_eq(cb_chacha20poly1305_decrypt(out, ak(key), nonce, aad,
			 sizeof(aad), out, sizeof(out), tag), CB_E_AUTH);
	ck_assert(all_zero(out, sizeof(out)));
	tag[0] ^= 1;
	ck_assert_int_eq(cb_chacha20poly1305_decrypt(out, ak(key), nonce, aad,
			 sizeof(aad), ct, sizeof(ct), tag), CB_OK);
	ck_assert(memcmp(out, in, sizeof(in)) == 0);
}
END_TEST

/* ---- badlen: key length, counter exhaustion, P_MAX, call order --------- */

START_TEST(badlen_all)
{
	uint8_t key[32], nonce[12], in[200], out[200], ref[200], tag[16];
	cb_chacha20_ctx ctx;
	cb_chacha20poly1305_key aks;
	cb_chacha20poly1305_ctx actx;

	fill(key, sizeof(key), 22);
	fill(nonce, sizeof(nonce), 23);
	fill(in, sizeof(in), 24);

	/* counter 2^32-1: exactly one block is left */
	ck_assert_int_eq(cb_chacha20(ref, key, nonce, 0xffffffffu, in, 64),
			 CB_OK);
	memset(out, 0x5a, sizeof(out));
	ck_assert_int_eq(cb_chacha20(out, key, nonce, 0xffffffffu, in, 65),
			 CB_E_ARG);
	ck_assert_int_eq(out[0], 0x5a); /* nothing written */
	ck_assert_int_eq(cb_chacha20(out, key, nonce, 0xfffffffeu, in, 129),
			 CB_E_ARG);
	ck_assert_int_eq(cb_chacha20(out, key, nonce, 0xfffffffeu, in, 128),
			 CB_OK);
	ck_assert_int_eq(cb_chacha20(ref + 64, key, nonce, 0xffffffffu,
				     in + 64, 64), CB_OK);
	ck_assert(memcmp(out + 64, ref + 64, 64) == 0);

	/* streamed: the refused call leaves the stream where it was */
	cb_chacha20_setkey(&ctx, key);
	cb_chacha20_init(&ctx, nonce, 0xffffffffu);
	ck_assert_int_eq(cb_chacha20_update(&ctx, out, in, 10), CB_OK);
	ck_assert_int_eq(cb_chacha20_update(&ctx, out + 10, in + 10, 55),
			 CB_E_ARG);
	ck_assert_int_eq(cb_chacha20_update(&ctx, out + 10, in + 10, 54),
			 CB_OK);
	ck_assert(memcmp(out, ref, 64) == 0);
	ck_assert_int_eq(cb_chacha20_update(&ctx, out, in, 1), CB_E_ARG);
	ck_assert_int_eq(cb_chacha20_update(&ctx, out, in, 0), CB_OK);

	/* an AEAD key of another length than 32 is refused and zeroed */
	memset(&aks, 0x5a, sizeof(aks));
	ck_assert_int_eq(cb_chacha20poly1305_setkey(&aks, key, 16), CB_E_ARG);
	ck_assert(all_zero(aks.k, sizeof(aks.k)));
	ck_assert_int_eq(cb_chacha20poly1305_setkey(&aks, key, 33), CB_E_ARG);
	ck_assert_int_eq(cb_chacha20poly1305_setkey(&aks, key, 32), CB_OK);

	/* AAD after data is refused */
	cb_chacha20poly1305_init(&actx, &aks, nonce);
	ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&actx, out, in, 5),
			 CB_OK);
	ck_assert_int_eq(cb_chacha20poly1305_aad(&actx, in, 1), CB_E_ARG);
	cb_chacha20poly1305_encrypt_final(&actx, tag);
	cb_chacha20poly1305_init(&actx, ak(key), nonce);
	ck_assert_int_eq(cb_chacha20poly1305_decrypt_update(&actx, out, in, 0),
			 CB_OK);
	ck_assert_int_eq(cb_chacha20poly1305_aad(&actx, in, 0), CB_E_ARG);
	cb_wipe(&actx, sizeof(actx));

	/*
	 * P_MAX = (2^32 - 1) * 64: a longer message is refused before any
	 * byte is read or written, so a small buffer is safe here.
	 */
	if (sizeof(size_t) > 4) {
		size_t pmax = (size_t)0xffffffffu * 64;

		memset(out, 0x5a, sizeof(out));
		ck_assert_int_eq(cb_chacha20poly1305_encrypt(out, tag, ak(key),
				 nonce, NULL, 0, in, pmax + 1), CB_E_ARG);
		ck_assert_int_eq(cb_chacha20poly1305_decrypt(out, ak(key),
				 nonce, NULL, 0, in, pmax + 1, tag), CB_E_ARG);
		ck_assert_int_eq(out[0], 0x5a);
		cb_chacha20poly1305_init(&actx, ak(key), nonce);
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&actx, out,
				 in, 1), CB_OK);
		ck_assert_int_eq(cb_chacha20poly1305_encrypt_update(&actx, out,
				 in, pmax), CB_E_ARG);
		ck_assert_int_eq(cb_chacha20poly1305_decrypt_update(&actx, out,
				 in, pmax), CB_E_ARG);
		cb_wipe(&actx, sizeof(actx));
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("chacha");
	TCase *tc;
	SRunner *sr;
	int nf;

	load(&v_chacha, "chacha20/rfc8439.vec");
	load(&v_poly, "poly1305/rfc8439.vec");
	load(&v_poly_edge, "poly1305/edge.vec");
	load(&v_aead, "chacha20poly1305/rfc8439.vec");
	load(&v_wyche, "chacha20poly1305/wycheproof.vec");

	tc = tcase_create("chacha20");
	tcase_add_loop_test(tc, chacha20_kat, 0, v_chacha.nrec);
	suite_add_tcase(s, tc);
	tc = tcase_create("poly1305");
	tcase_add_loop_test(tc, poly1305_kat, 0, v_poly.nrec);
	tcase_add_loop_test(tc, poly1305_edge, 0, v_poly_edge.nrec);
	suite_add_tcase(s, tc);
	tc = tcase_create("chacha20poly1305");
	tcase_add_loop_test(tc, aead_rfc8439, 0, v_aead.nrec);
	tcase_add_loop_test(tc, aead_wycheproof, 0, v_wyche.nrec);
	suite_add_tcase(s, tc);
	tc = tcase_create("split");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, split_chacha20);
	tcase_add_test(tc, split_poly1305);
	tcase_add_test(tc, split_aead);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_add_test(tc, alias_all);
	suite_add_tcase(s, tc);
	tc = tcase_create("clone");
	tcase_add_test(tc, clone_all);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, tamper_aead);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_test(tc, badlen_all);
	suite_add_tcase(s, tc);

	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	vec_free(&v_chacha);
	vec_free(&v_poly);
	vec_free(&v_poly_edge);
	vec_free(&v_aead);
	vec_free(&v_wyche);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
