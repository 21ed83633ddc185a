/* SPDX-License-Identifier: MIT */
/* Tests for Ascon-Hash256, Ascon-XOF128 and Ascon-AEAD128 (SP 800-232). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/aead.h"
#include "cb/hash.h"
#include "vec.h"

enum { F_HASH_NIST, F_HASH_BOTAN, F_XOF, F_AEAD_NIST, F_AEAD_BOTAN,
       F_AEAD_WYCHE, NFILES };
static const char *const files[NFILES] = {
	"ascon/sp800_232_hash256.vec", "ascon/botan_hash256.vec",
	"ascon/xof128.vec", "ascon/sp800_232_aead128.vec",
	"ascon/botan_aead128.vec", "ascon/wycheproof_aead128.vec",
};
static vec_set sets[NFILES];

static uint8_t *
hexf(const vec_rec *r, const char *name, size_t *len)
{
	uint8_t *p = vec_hex(r, name, len);

	ck_assert_msg(p != NULL, "%s: field %s", vec_where(r), name);
	return p;
}

static int
all_zero(const uint8_t *p, size_t len)
{
	size_t i;
	uint8_t acc = 0;

	for (i = 0; i < len; i++)
		acc |= p[i];
	return acc == 0;
}

static void
run_hash(const vec_rec *r)
{
	uint8_t *in, *want, got[CB_ASCON_HASH256_LEN];
	size_t inlen, wantlen, i;
	cb_ascon_hash256_ctx ctx;

	in = hexf(r, "In", &inlen);
	want = hexf(r, "Out", &wantlen);
	ck_assert_uint_eq(wantlen, CB_ASCON_HASH256_LEN);
	cb_ascon_hash256(got, in, inlen);
	ck_assert_msg(memcmp(got, want, wantlen) == 0, "%s: one-shot",
		      vec_where(r));
	cb_ascon_hash256_init(&ctx);
	for (i = 0; i < inlen; i++)
		cb_ascon_hash256_update(&ctx, in + i, 1);
	cb_ascon_hash256_final(&ctx, got);
	ck_assert_msg(memcmp(got, want, wantlen) == 0, "%s: bytewise",
		      vec_where(r));
	free(in);
	free(want);
}

START_TEST(kat_hash_nist)
{
	run_hash(&sets[F_HASH_NIST].rec[_i]);
}
END_TEST

START_TEST(kat_hash_botan)
{
	run_hash(&sets[F_HASH_BOTAN].rec[_i]);
}
END_TEST

START_TEST(kat_xof)
{
	const vec_rec *r = &sets[F_XOF].rec[_i];
	uint8_t *in, *want, got[256];
	size_t inlen, wantlen, i, off, step;
	cb_ascon_xof128_ctx ctx;

	in = hexf(r, "In", &inlen);
	want = hexf(r, "Out", &wantlen);
	ck_assert_uint_le(wantlen, sizeof(got));
	cb_ascon_xof128(got, wantlen, in, inlen);
	ck_assert_msg(memcmp(got, want, wantlen) == 0, "%s: one-shot",
		      vec_where(r));
	/* every output prefix length, and byte-wise absorb */
	for (step = 1; step <= 17; step++) {
		cb_ascon_xof128_init(&ctx);
		for (i = 0; i < inlen; i++)
			cb_ascon_xof128_update(&ctx, in + i, 1);
		memset(got, 0, sizeof(got));
		for (off = 0; off < wantlen; off += step)
			cb_ascon_xof128_squeeze(&ctx, got + off,
						wantlen - off < step ?
						wantlen - off : step);
		cb_ascon_xof128_wipe(&ctx);
		ck_assert_msg(memcmp(got, want, wantlen) == 0,
			      "%s: squeeze step %zu", vec_where(r), step);
	}
	for (i = 0; i <= wantlen; i++) {
		memset(got, 0xee, sizeof(got));
		cb_ascon_xof128(got, i, in, inlen);
		ck_assert(memcmp(got, want, i) == 0);
		ck_assert_uint_eq(got[i], 0xee);
	}
	free(in);
	free(want);
}
END_TEST

/* One AEAD record: Key, Nonce, AD, In, Out, Tag [, Result]. */
static void
run_aead(const vec_rec *r)
{
	uint8_t *key, *nonce, *ad, *pt, *ct, *tag, *buf, t[16];
	size_t klen, nlen, adlen, ptlen, ctlen, taglen, i;
	const char *res = vec_get(r, "Result");
	int valid = res == NULL || strcmp(res, "valid") == 0;
	cb_ascon_aead128_key ks;
	cb_ascon_aead128_ctx ctx;

	key = hexf(r, "Key", &klen);
	nonce = hexf(r, "Nonce", &nlen);
	ad = hexf(r, "AD", &adlen);
	pt = hexf(r, "In", &ptlen);
	ct = hexf(r, "Out", &ctlen);
	tag = hexf(r, "Tag", &taglen);
	ck_assert_uint_eq(klen, 16);
	ck_assert_uint_eq(nlen, 16);
	ck_assert_uint_eq(taglen, 16);
	ck_assert_uint_eq(ptlen, ctlen);
	buf = malloc(ptlen + 1);
	ck_assert_int_eq(cb_ascon_aead128_setkey(&ks, key, 16), CB_OK);

	/* decrypt (in place when it passes) */
	memcpy(buf, ct, ctlen);
	ck_assert_int_eq(cb_ascon_aead128_decrypt(buf, &ks, nonce, ad, adlen,
						  buf, ctlen, tag),
			 valid ? CB_OK : CB_E_AUTH);
	if (valid)
		ck_assert_msg(memcmp(buf, pt, ptlen) == 0, "%s: decrypt",
			      vec_where(r));
	else
		ck_assert_msg(all_zero(buf, ctlen), "%s: not wiped",
			      vec_where(r));

	/* encrypt one-shot; for invalid records the tag must differ */
	cb_ascon_aead128_encrypt(buf, t, &ks, nonce, ad, adlen, pt, ptlen);
	if (valid) {
		ck_assert_msg(memcmp(buf, ct, ctlen) == 0 &&
			      memcmp(t, tag, 16) == 0, "%s: encrypt",
			      vec_where(r));
	} else {
		ck_assert_msg(memcmp(buf, ct, ctlen) != 0 ||
			      memcmp(t, tag, 16) != 0, "%s: invalid matched",
			      vec_where(r));
	}

	/* streaming, byte at a time */
	if (valid) {
		cb_ascon_aead128_init(&ctx, &ks, nonce);
		for (i = 0; i < adlen; i++)
			ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad + i, 1),
					 CB_OK);
		for (i = 0; i < ptlen; i++)
			cb_ascon_aead128_encrypt_update(&ctx, buf + i, pt + i,
							1);
		cb_ascon_aead128_encrypt_final(&ctx, t);
		ck_assert_msg(memcmp(buf, ct, ctlen) == 0 &&
			      memcmp(t, tag, 16) == 0, "%s: streamed",
			      vec_where(r));
	}
	/* streaming decryption, byte at a time: the record's verdict */
	cb_ascon_aead128_init(&ctx, &ks, nonce);
	for (i = 0; i < adlen; i++)
		ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad + i, 1), CB_OK);
	for (i = 0; i < ctlen; i++)
		cb_ascon_aead128_decrypt_update(&ctx, buf + i, ct + i, 1);
	ck_assert_msg(cb_ascon_aead128_decrypt_final(&ctx, tag) ==
		      (valid ? CB_OK : CB_E_AUTH), "%s: streamed decrypt",
		      vec_where(r));
	if (valid)
		ck_assert_msg(memcmp(buf, pt, ptlen) == 0,
			      "%s: streamed decrypt", vec_where(r));
	free(key);
	free(nonce);
	free(ad);
	free(pt);
	free(ct);
	free(tag);
	free(buf);
}

START_TEST(kat_aead_nist)
{
	run_aead(&sets[F_AEAD_NIST].rec[_i]);
}
END_TEST

START_TEST(kat_aead_botan)
{
	run_aead(&sets[F_AEAD_BOTAN].rec[_i]);
}
END_TEST

START_TEST(kat_aead_wycheproof)
{
	run_aead(&sets[F_AEAD_WYCHE].rec[_i]);
}
END_TEST

static void
fill(uint8_t *p, size_t len, uint32_t seed)
{
	size_t i;

	for (i = 0; i < len; i++) {
		seed = seed * 1103515245u + 12345u;
		p[i] = (uint8_t)(seed >> 16);
	}
}

#define MLEN (3 * 16 + 5)
#define ALEN (2 * 16 + 3)

static void
ref_encrypt(const cb_ascon_aead128_key *ks, const uint8_t *nonce,
	    const uint8_t *ad, size_t adlen, const uint8_t *pt, size_t len,
	    uint8_t *ct, uint8_t *tag)
{
	cb_ascon_aead128_encrypt(ct, tag, ks, nonce, ad, adlen, pt, len);
}

/* Streaming == one-shot at every split point of AD and message. */
START_TEST(split_aead)
{
	uint8_t key[16], nonce[16], ad[ALEN], pt[MLEN], want[MLEN], wt[16];
	uint8_t got[MLEN], t[16];
	cb_ascon_aead128_key ks;
	cb_ascon_aead128_ctx ctx;
	size_t a, m;

	fill(key, 16, 1);
	fill(nonce, 16, 2);
	fill(ad, ALEN, 3);
	fill(pt, MLEN, 4);
	ck_assert_int_eq(cb_ascon_aead128_setkey(&ks, key, 16), CB_OK);
	ref_encrypt(&ks, nonce, ad, ALEN, pt, MLEN, want, wt);
	for (a = 0; a <= ALEN; a++) {
		for (m = 0; m <= MLEN; m++) {
			cb_ascon_aead128_init(&ctx, &ks, nonce);
			ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad, a),
					 CB_OK);
			ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, NULL, 0),
					 CB_OK);
			ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad + a,
							      ALEN - a), CB_OK);
			cb_ascon_aead128_encrypt_update(&ctx, got, pt, m);
			cb_ascon_aead128_encrypt_update(&ctx, NULL, NULL, 0);
			cb_ascon_aead128_encrypt_update(&ctx, got + m, pt + m,
							MLEN - m);
			cb_ascon_aead128_encrypt_final(&ctx, t);
			ck_assert_msg(memcmp(got, want, MLEN) == 0 &&
				      memcmp(t, wt, 16) == 0,
				      "split ad %zu msg %zu", a, m);
			/* and back, split the same way, in place */
			cb_ascon_aead128_init(&ctx, &ks, nonce);
			ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad, a),
					 CB_OK);
			ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad + a,
							      ALEN - a), CB_OK);
			cb_ascon_aead128_decrypt_update(&ctx, got, got, m);
			cb_ascon_aead128_decrypt_update(&ctx, NULL, NULL, 0);
			cb_ascon_aead128_decrypt_update(&ctx, got + m, got + m,
							MLEN - m);
			ck_assert_int_eq(cb_ascon_aead128_decrypt_final(&ctx,
									wt),
					 CB_OK);
			ck_assert_msg(memcmp(got, pt, MLEN) == 0,
				      "split decrypt ad %zu msg %zu", a, m);
		}
	}
}
END_TEST

START_TEST(split_hash)
{
	uint8_t msg[5 * 8 + 3], want[100], got[100];
	cb_ascon_hash256_ctx ctx;
	size_t k;

	fill(msg, sizeof(msg), 9);
	for (k = 0; k <= sizeof(msg); k++) {
		cb_ascon_hash256(want, msg, sizeof(msg));
		cb_ascon_hash256_init(&ctx);
		cb_ascon_hash256_update(&ctx, msg, k);
		cb_ascon_hash256_update(&ctx, NULL, 0);
		cb_ascon_hash256_update(&ctx, msg + k, sizeof(msg) - k);
		cb_ascon_hash256_final(&ctx, got);
		ck_assert_msg(memcmp(got, want, 32) == 0, "hash split %zu", k);

		cb_ascon_xof128(want, sizeof(want), msg, sizeof(msg));
		cb_ascon_xof128_init(&ctx);
		cb_ascon_xof128_update(&ctx, msg, k);
		cb_ascon_xof128_update(&ctx, msg + k, sizeof(msg) - k);
		cb_ascon_xof128_squeeze(&ctx, got, k);
		cb_ascon_xof128_squeeze(&ctx, got + k, sizeof(got) - k);
		cb_ascon_xof128_wipe(&ctx);
		ck_assert_msg(memcmp(got, want, sizeof(want)) == 0,
			      "xof split %zu", k);
	}
}
END_TEST

/* In-place encryption and decryption, one-shot and streaming. */
START_TEST(alias_inplace)
{
	uint8_t key[16], nonce[16], ad[7], pt[MLEN], want[MLEN], wt[16];
	uint8_t buf[MLEN], t[16];
	cb_ascon_aead128_key ks;
	cb_ascon_aead128_ctx ctx;
	size_t len = _i;

	fill(key, 16, 5);
	fill(nonce, 16, 6);
	fill(ad, sizeof(ad), 7);
	fill(pt, MLEN, 8);
	ck_assert_int_eq(cb_ascon_aead128_setkey(&ks, key, 16), CB_OK);
	ref_encrypt(&ks, nonce, ad, sizeof(ad), pt, len, want, wt);
	memcpy(buf, pt, len);
	cb_ascon_aead128_encrypt(buf, t, &ks, nonce, ad, sizeof(ad), buf, len);
	ck_assert(memcmp(buf, want, len) == 0 && memcmp(t, wt, 16) == 0);
	ck_assert_int_eq(cb_ascon_aead128_decrypt(buf, &ks, nonce, ad,
						  sizeof(ad), buf, len, t),
			 CB_OK);
	ck_assert(memcmp(buf, pt, len) == 0);
	memcpy(buf, pt, len);
	cb_ascon_aead128_init(&ctx, &ks, nonce);
	ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad, sizeof(ad)), CB_OK);
	cb_ascon_aead128_encrypt_update(&ctx, buf, buf, len / 3);
	cb_ascon_aead128_encrypt_update(&ctx, buf + len / 3, buf + len / 3,
					len - len / 3);
	cb_ascon_aead128_encrypt_final(&ctx, t);
	ck_assert(memcmp(buf, want, len) == 0 && memcmp(t, wt, 16) == 0);
}
END_TEST

/* A memcpy'd context mid-stream continues identically. */
START_TEST(clone_mid_stream)
{
	uint8_t key[16], nonce[16], ad[ALEN], pt[MLEN], want[MLEN], wt[16];
	uint8_t got[MLEN], t[16], h1[32], h2[32];
	cb_ascon_aead128_key ks;
	cb_ascon_aead128_ctx ctx, c2, zero;
	cb_ascon_hash256_ctx hc, hc2;
	size_t k;

	fill(key, 16, 11);
	fill(nonce, 16, 12);
	fill(ad, ALEN, 13);
	fill(pt, MLEN, 14);
	ck_assert_int_eq(cb_ascon_aead128_setkey(&ks, key, 16), CB_OK);
	ref_encrypt(&ks, nonce, ad, ALEN, pt, MLEN, want, wt);
	memset(&zero, 0, sizeof(zero));
	for (k = 0; k <= MLEN; k++) {
		cb_ascon_aead128_init(&ctx, &ks, nonce);
		ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad, k % ALEN),
				 CB_OK);
		memcpy(&c2, &ctx, sizeof(ctx));
		ck_assert_int_eq(cb_ascon_aead128_aad(&c2, ad + k % ALEN,
						      ALEN - k % ALEN), CB_OK);
		cb_ascon_aead128_encrypt_update(&c2, got, pt, k);
		memcpy(&ctx, &c2, sizeof(ctx));
		cb_ascon_aead128_encrypt_update(&ctx, got + k, pt + k,
						MLEN - k);
		cb_ascon_aead128_encrypt_final(&ctx, t);
		ck_assert(memcmp(got, want, MLEN) == 0 &&
			  memcmp(t, wt, 16) == 0);
		ck_assert(memcmp(&ctx, &zero, sizeof(ctx)) == 0);
		memset(got + k, 0, MLEN - k);
		cb_ascon_aead128_encrypt_update(&c2, got + k, pt + k,
						MLEN - k);
		cb_ascon_aead128_encrypt_final(&c2, t);
		ck_assert_msg(memcmp(got, want, MLEN) == 0 &&
			      memcmp(t, wt, 16) == 0, "aead clone at %zu", k);

		cb_ascon_hash256(h1, pt, MLEN);
		cb_ascon_hash256_init(&hc);
		cb_ascon_hash256_update(&hc, pt, k);
		memcpy(&hc2, &hc, sizeof(hc));
		cb_ascon_hash256_update(&hc2, pt + k, MLEN - k);
		cb_ascon_hash256_final(&hc2, h2);
		ck_assert_msg(memcmp(h1, h2, 32) == 0, "hash clone at %zu", k);
	}
}
END_TEST

/* Flipping any bit of ciphertext, tag, AD or nonce is rejected and wipes. */
START_TEST(tamper)
{
	uint8_t key[16], nonce[16], ad[ALEN], pt[MLEN], ct[MLEN], tag[16];
	uint8_t out[MLEN];
	cb_ascon_aead128_key ks;
	cb_ascon_aead128_ctx ctx;
	size_t i;
	unsigned bit;
	int rc;

	fill(key, 16, 21);
	fill(nonce, 16, 22);
	fill(ad, ALEN, 23);
	fill(pt, MLEN, 24);
	ck_assert_int_eq(cb_ascon_aead128_setkey(&ks, key, 16), CB_OK);
	cb_ascon_aead128_encrypt(ct, tag, &ks, nonce, ad, ALEN, pt, MLEN);
	for (bit = 0; bit < 8; bit++) {
		uint8_t m = (uint8_t)(1u << bit);

		for (i = 0; i < MLEN; i++) {
			ct[i] ^= m;
			memset(out, 0xaa, sizeof(out));
			rc = cb_ascon_aead128_decrypt(out, &ks, nonce, ad,
						      ALEN, ct, MLEN, tag);
			ck_assert_int_eq(rc, CB_E_AUTH);
			ck_assert(all_zero(out, MLEN));
			/* streamed: refused at the final */
			cb_ascon_aead128_init(&ctx, &ks, nonce);
			ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad, ALEN),
					 CB_OK);
			cb_ascon_aead128_decrypt_update(&ctx, out, ct, MLEN);
			ck_assert_int_eq(cb_ascon_aead128_decrypt_final(&ctx,
									tag),
					 CB_E_AUTH);
			ct[i] ^= m;
		}
		for (i = 0; i < 16; i++) {
			tag[i] ^= m;
			memset(out, 0xaa, sizeof(out));
			rc = cb_ascon_aead128_decrypt(out, &ks, nonce, ad,
						      ALEN, ct, MLEN, tag);
			ck_assert_int_eq(rc, CB_E_AUTH);
			ck_assert(all_zero(out, MLEN));
			tag[i] ^= m;
			nonce[i] ^= m;
			rc = cb_ascon_aead128_decrypt(out, &ks, nonce, ad,
						      ALEN, ct, MLEN, tag);
			ck_assert_int_eq(rc, CB_E_AUTH);
			nonce[i] ^= m;
		}
		for (i = 0; i < ALEN; i++) {
			ad[i] ^= m;
			memset(out, 0xaa, sizeof(out));
			rc = cb_ascon_aead128_decrypt(out, &ks, nonce, ad,
						      ALEN, ct, MLEN, tag);
			ck_assert_int_eq(rc, CB_E_AUTH);
			ck_assert(all_zero(out, MLEN));
			ad[i] ^= m;
		}
	}
	/* truncated AD / ciphertext */
	ck_assert_int_eq(cb_ascon_aead128_decrypt(out, &ks, nonce, ad,
						  ALEN - 1, ct, MLEN, tag),
			 CB_E_AUTH);
	ck_assert_int_eq(cb_ascon_aead128_decrypt(out, &ks, nonce, ad, ALEN,
						  ct, MLEN - 1, tag),
			 CB_E_AUTH);
	ck_assert_int_eq(cb_ascon_aead128_decrypt(out, &ks, nonce, ad, ALEN,
						  ct, MLEN, tag), CB_OK);
	ck_assert(memcmp(out, pt, MLEN) == 0);
}
END_TEST

/*
 * Nonce and tag lengths are fixed by the prototypes, the key length is
 * checked by setkey; the other
 * runtime misuse is AD after message data, which must be CB_E_ARG and
 * leave the stream unchanged.
 */
START_TEST(badlen)
{
	uint8_t key[16], nonce[16], ad[5], pt[20], want[20], wt[16];
	uint8_t got[20], t[16];
	cb_ascon_aead128_key ks;
	cb_ascon_aead128_ctx ctx;

	fill(key, 16, 31);
	fill(nonce, 16, 32);
	fill(ad, sizeof(ad), 33);
	fill(pt, sizeof(pt), 34);
	/* a key of another length is refused, and leaves no key behind */
	ck_assert_int_eq(cb_ascon_aead128_setkey(&ks, key, 15), CB_E_ARG);
	ck_assert_int_eq(cb_ascon_aead128_setkey(&ks, key, 17), CB_E_ARG);
	ck_assert(ks.k[0] == 0 && ks.k[1] == 0);
	ck_assert_int_eq(cb_ascon_aead128_setkey(&ks, key, 16), CB_OK);
	ref_encrypt(&ks, nonce, ad, sizeof(ad), pt, sizeof(pt), want, wt);
	cb_ascon_aead128_init(&ctx, &ks, nonce);
	ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad, sizeof(ad)), CB_OK);
	cb_ascon_aead128_encrypt_update(&ctx, got, pt, 3);
	ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad, sizeof(ad)),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, NULL, 0), CB_E_ARG);
	cb_ascon_aead128_encrypt_update(&ctx, got + 3, pt + 3, 17);
	cb_ascon_aead128_encrypt_final(&ctx, t);
	ck_assert(memcmp(got, want, 20) == 0 && memcmp(t, wt, 16) == 0);
	/* empty-message stream: AD after a zero-length update is refused */
	cb_ascon_aead128_init(&ctx, &ks, nonce);
	cb_ascon_aead128_encrypt_update(&ctx, NULL, NULL, 0);
	ck_assert_int_eq(cb_ascon_aead128_aad(&ctx, ad, 1), CB_E_ARG);
	cb_ascon_aead128_encrypt_final(&ctx, t);
	ref_encrypt(&ks, nonce, NULL, 0, NULL, 0, NULL, wt);
	ck_assert(memcmp(t, wt, 16) == 0);
}
END_TEST

/* Descriptors and zero-length inputs. */
START_TEST(descriptors)
{
	const cb_hash_desc *d[2] = { &cb_ascon_hash256_desc,
				     &cb_ascon_xof128_desc };
	uint8_t msg[77], want[32], got[32];
	cb_hash_any_ctx any;
	int i;

	fill(msg, sizeof(msg), 41);
	ck_assert_str_eq(d[0]->name, "ascon-hash256");
	ck_assert_str_eq(d[1]->name, "ascon-xof128");
	for (i = 0; i < 2; i++) {
		ck_assert_uint_le(d[i]->ctx_size, CB_HASH_CTX_MAX);
		ck_assert_uint_eq(d[i]->out_len, 32);
		ck_assert_uint_eq(d[i]->block_len, 8);
		if (i == 0)
			cb_ascon_hash256(want, msg, sizeof(msg));
		else
			cb_ascon_xof128(want, 32, msg, sizeof(msg));
		d[i]->init(&any);
		d[i]->update(&any, msg, 10);
		d[i]->update(&any, msg + 10, sizeof(msg) - 10);
		d[i]->final(&any, got);
		ck_assert(memcmp(got, want, 32) == 0);
	}
	cb_ascon_xof128(NULL, 0, NULL, 0);
	cb_ascon_hash256(got, NULL, 0);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("ascon");
	char err[256];
	SRunner *sr;
	TCase *tc;
	int nf, i;

	for (i = 0; i < NFILES; i++) {
		if (vec_load(&sets[i], NULL, files[i], err, sizeof(err)) != 0) {
			fprintf(stderr, "%s\n", err);
			return EXIT_FAILURE;
		}
	}
	tc = tcase_create("ascon_ct");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, kat_hash_nist, 0, sets[F_HASH_NIST].nrec);
	tcase_add_loop_test(tc, kat_hash_botan, 0, sets[F_HASH_BOTAN].nrec);
	tcase_add_loop_test(tc, kat_xof, 0, sets[F_XOF].nrec);
	tcase_add_loop_test(tc, kat_aead_nist, 0, sets[F_AEAD_NIST].nrec);
	tcase_add_loop_test(tc, kat_aead_botan, 0, sets[F_AEAD_BOTAN].nrec);
	tcase_add_loop_test(tc, kat_aead_wycheproof, 0,
			    sets[F_AEAD_WYCHE].nrec);
	tcase_add_test(tc, descriptors);
	suite_add_tcase(s, tc);
	tc = tcase_create("split");
	tcase_add_test(tc, split_aead);
	tcase_add_test(tc, split_hash);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_add_loop_test(tc, alias_inplace, 0, MLEN + 1);
	suite_add_tcase(s, tc);
	tc = tcase_create("clone");
	tcase_add_test(tc, clone_mid_stream);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_add_test(tc, tamper);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_test(tc, badlen);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	for (i = 0; i < NFILES; i++)
		vec_free(&sets[i]);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
