/* SPDX-License-Identifier: MIT */
/* Tests for AES (aes_ct and aes_tab): FIPS 197 / AESAVS KATs and properties. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/block.h"
#include "cb/util.h"
#include "vec.h"

typedef struct impl {
	const char *name;
	size_t ctx_len;
	int (*setkey)(cb_block_any_ctx *ctx, const uint8_t *key, size_t keylen);
	const cb_block_cipher *cipher;
} impl;

static int
ct_setkey(cb_block_any_ctx *ctx, const uint8_t *key, size_t keylen)
{
	return cb_aes_ct_setkey(&ctx->aes_ct, key, keylen);
}

static int
tab_setkey(cb_block_any_ctx *ctx, const uint8_t *key, size_t keylen)
{
	return cb_aes_tab_setkey(&ctx->aes_tab, key, keylen);
}

static const impl impls[] = {
	{ "aes_ct", sizeof(cb_aes_ct_ctx), ct_setkey, &cb_aes_ct_cipher },
	{ "aes_tab", sizeof(cb_aes_tab_ctx), tab_setkey, &cb_aes_tab_cipher },
};

static void
enc(const impl *im, const cb_block_any_ctx *ctx, uint8_t *out,
    const uint8_t *in, size_t n)
{
	im->cipher->encrypt(ctx, out, in, n);
}

static void
dec(const impl *im, const cb_block_any_ctx *ctx, uint8_t *out,
    const uint8_t *in, size_t n)
{
	im->cipher->decrypt(ctx, out, in, n);
}

/* ---- known-answer tests ---- */

static const char *const vec_files[] = { "aes/fips197.vec", "aes/aesavs.vec" };
#define NFILES (sizeof(vec_files) / sizeof(vec_files[0]))
static vec_set sets[NFILES];
static int nrec_total;

static const vec_rec *
rec_at(int i)
{
	size_t f;

	for (f = 0; f < NFILES; f++) {
		if (i < sets[f].nrec)
			return &sets[f].rec[i];
		i -= sets[f].nrec;
	}
	return NULL;
}

static void
run_kat(const impl *im, int i)
{
	const vec_rec *r = rec_at(i);
	uint8_t *key, *pt, *ct, buf[16];
	size_t klen, plen, clen;
	cb_block_any_ctx ctx;

	ck_assert_ptr_nonnull(r);
	key = vec_hex(r, "Key", &klen);
	pt = vec_hex(r, "In", &plen);
	ct = vec_hex(r, "Out", &clen);
	ck_assert_msg(key && pt && ct && plen == 16 && clen == 16,
		      "%s: bad record", vec_where(r));
	ck_assert_int_eq(im->setkey(&ctx, key, klen), CB_OK);
	enc(im, &ctx, buf, pt, 1);
	ck_assert_msg(memcmp(buf, ct, 16) == 0, "%s: %s encrypt",
		      vec_where(r), im->name);
	dec(im, &ctx, buf, ct, 1);
	ck_assert_msg(memcmp(buf, pt, 16) == 0, "%s: %s decrypt",
		      vec_where(r), im->name);
	free(key);
	free(pt);
	free(ct);
}

START_TEST(kat_ct)
{
	run_kat(&impls[0], _i);
}
END_TEST

START_TEST(kat_tab)
{
	run_kat(&impls[1], _i);
}
END_TEST

/* The unsuffixed API is aes_ct. */
START_TEST(default_api)
{
	static const uint8_t key[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
					 11, 12, 13, 14, 15 };
	static const uint8_t pt[16] = { 0x00, 0x11, 0x22, 0x33, 0x44, 0x55,
					0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb,
					0xcc, 0xdd, 0xee, 0xff };
	static const uint8_t ct[16] = { 0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b,
					0x04, 0x30, 0xd8, 0xcd, 0xb7, 0x80,
					0x70, 0xb4, 0xc5, 0x5a };
	cb_aes_ctx ctx;
	uint8_t buf[16];

	ck_assert_int_eq(cb_aes_setkey(&ctx, key, sizeof(key)), CB_OK);
	cb_aes_encrypt(&ctx, buf, pt, 1);
	ck_assert_mem_eq(buf, ct, 16);
	cb_aes_decrypt(&ctx, buf, buf, 1);
	ck_assert_mem_eq(buf, pt, 16);
	ck_assert_str_eq(cb_aes_ct_cipher.name, "aes_ct");
	ck_assert_int_eq(cb_aes_ct_cipher.ct, 1);
	ck_assert_uint_eq(cb_aes_ct_cipher.block_len, CB_AES_BLOCK_LEN);
	ck_assert_str_eq(cb_aes_tab_cipher.name, "aes_tab");
	ck_assert_int_eq(cb_aes_tab_cipher.ct, 0);
	ck_assert_uint_eq(cb_aes_tab_cipher.block_len, CB_AES_BLOCK_LEN);
	/* nblocks == 0 with NULL buffers */
	cb_aes_encrypt(&ctx, NULL, NULL, 0);
	cb_aes_decrypt(&ctx, NULL, NULL, 0);
	cb_aes_tab_encrypt(NULL, NULL, NULL, 0);
	cb_aes_tab_decrypt(NULL, NULL, NULL, 0);
}
END_TEST

/* ---- properties ---- */

static unsigned long long rng_state = 0x243f6a8885a308d3ull;

static void
rnd(uint8_t *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		rng_state ^= rng_state << 13;
		rng_state ^= rng_state >> 7;
		rng_state ^= rng_state << 17;
		p[i] = (uint8_t)(rng_state >> 32);
	}
}

static const size_t klens[3] = { 16, 24, 32 };

/* multi-block calls (1..9 blocks) == block-by-block, both directions */
static void
run_multi(const impl *im)
{
	uint8_t key[32], in[9 * 16], a[9 * 16], b[9 * 16];
	cb_block_any_ctx ctx;
	size_t k, n, i;
	int t;

	for (k = 0; k < 3; k++)
		for (t = 0; t < 4; t++) {
			rnd(key, sizeof(key));
			ck_assert_int_eq(im->setkey(&ctx, key, klens[k]),
					 CB_OK);
			for (n = 1; n <= 9; n++) {
				rnd(in, sizeof(in));
				enc(im, &ctx, a, in, n);
				for (i = 0; i < n; i++)
					enc(im, &ctx, b + 16 * i,
					    in + 16 * i, 1);
				ck_assert_mem_eq(a, b, 16 * n);
				/* decrypting the ciphertext gives back in */
				dec(im, &ctx, a, a, n);
				ck_assert_mem_eq(a, in, 16 * n);
				dec(im, &ctx, a, in, n);
				for (i = 0; i < n; i++)
					dec(im, &ctx, b + 16 * i,
					    in + 16 * i, 1);
				ck_assert_mem_eq(a, b, 16 * n);
			}
		}
}

START_TEST(multi)
{
	run_multi(&impls[_i]);
}
END_TEST

/* out == in gives the same as separate buffers */
START_TEST(alias)
{
	const impl *im = &impls[_i];
	uint8_t key[32], in[9 * 16], a[9 * 16], b[9 * 16];
	cb_block_any_ctx ctx;
	size_t k, n;

	for (k = 0; k < 3; k++)
		for (n = 0; n <= 9; n++) {
			rnd(key, sizeof(key));
			rnd(in, sizeof(in));
			ck_assert_int_eq(im->setkey(&ctx, key, klens[k]),
					 CB_OK);
			enc(im, &ctx, a, in, n);
			memcpy(b, in, sizeof(b));
			enc(im, &ctx, b, b, n);
			ck_assert_mem_eq(a, b, 16 * n);
			dec(im, &ctx, b, b, n);
			ck_assert_mem_eq(b, in, sizeof(b));
		}
}
END_TEST

/* a memcpy'd context works like the original */
START_TEST(clone)
{
	const impl *im = &impls[_i];
	uint8_t key[32], in[48], a[48], b[48];
	cb_block_any_ctx ctx, cp;

	rnd(key, sizeof(key));
	rnd(in, sizeof(in));
	ck_assert_int_eq(im->setkey(&ctx, key, 32), CB_OK);
	memcpy(&cp, &ctx, im->ctx_len);
	enc(im, &ctx, a, in, 3);
	cb_wipe(&ctx, sizeof(ctx));
	enc(im, &cp, b, in, 3);
	ck_assert_mem_eq(a, b, sizeof(a));
}
END_TEST

START_TEST(badlen)
{
	static const size_t bad[] = { 0, 1, 8, 15, 17, 20, 23, 25, 31, 33,
				      48, 64, (size_t)-1 };
	const impl *im = &impls[_i];
	uint8_t key[64];
	cb_block_any_ctx ctx, zero;
	size_t i;

	memset(key, 0x5a, sizeof(key));
	memset(&zero, 0, sizeof(zero));
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memset(&ctx, 0xa5, sizeof(ctx));
		ck_assert_int_eq(im->setkey(&ctx, key, bad[i]), CB_E_ARG);
		/* a failed setkey leaves no key material behind */
		ck_assert_mem_eq(&ctx, &zero, im->ctx_len);
	}
}
END_TEST

/* aes_ct == aes_tab on thousands of random keys and messages */
START_TEST(cross)
{
	uint8_t key[32], in[16 * 16], a[16 * 16], b[16 * 16];
	cb_block_any_ctx c1, c2;
	size_t n;
	int t;

	for (t = 0; t < 3000; t++) {
		rnd(key, sizeof(key));
		rnd(in, sizeof(in));
		n = 1 + (size_t)(t % 16);
		ck_assert_int_eq(cb_aes_ct_setkey(&c1.aes_ct, key,
						  klens[t % 3]), CB_OK);
		ck_assert_int_eq(cb_aes_tab_setkey(&c2.aes_tab, key,
						   klens[t % 3]), CB_OK);
		cb_aes_ct_encrypt(&c1.aes_ct, a, in, n);
		cb_aes_tab_encrypt(&c2.aes_tab, b, in, n);
		ck_assert_msg(memcmp(a, b, 16 * n) == 0,
			      "encrypt differs: trial %d", t);
		cb_aes_ct_decrypt(&c1.aes_ct, a, in, n);
		cb_aes_tab_decrypt(&c2.aes_tab, b, in, n);
		ck_assert_msg(memcmp(a, b, 16 * n) == 0,
			      "decrypt differs: trial %d", t);
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("aes");
	TCase *tc;
	SRunner *sr;
	char err[256];
	size_t f;
	int nf;

	for (f = 0; f < NFILES; f++) {
		if (vec_load(&sets[f], NULL, vec_files[f], err,
			     sizeof(err)) != 0) {
			fprintf(stderr, "%s\n", err);
			return EXIT_FAILURE;
		}
		nrec_total += sets[f].nrec;
	}
	tc = tcase_create("aes_ct");
	tcase_add_loop_test(tc, kat_ct, 0, nrec_total);
	tcase_add_test(tc, default_api);
	suite_add_tcase(s, tc);
	tc = tcase_create("aes_tab");
	tcase_add_loop_test(tc, kat_tab, 0, nrec_total);
	suite_add_tcase(s, tc);
	tc = tcase_create("multi");
	tcase_add_loop_test(tc, multi, 0, 2);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_add_loop_test(tc, alias, 0, 2);
	suite_add_tcase(s, tc);
	tc = tcase_create("clone");
	tcase_add_loop_test(tc, clone, 0, 2);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_loop_test(tc, badlen, 0, 2);
	suite_add_tcase(s, tc);
	tc = tcase_create("cross");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, cross);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	for (f = 0; f < NFILES; f++)
		vec_free(&sets[f]);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
