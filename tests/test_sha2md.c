/* SPDX-License-Identifier: MIT */
/* Tests for MD5, SHA-1, SHA-2 and SM3: KATs and streaming properties. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/hash.h"
#include "vec.h"

typedef void (*oneshot_fn)(uint8_t *out, const uint8_t *in, size_t len);

typedef struct algo {
	const char *id;         /* section name in the .vec files */
	const cb_hash_desc *d;
	oneshot_fn oneshot;
	size_t len, block;
} algo;

static const algo algos[] = {
	{ "md5", &cb_md5_desc, cb_md5, CB_MD5_LEN, CB_MD5_BLOCK_LEN },
	{ "sha1", &cb_sha1_desc, cb_sha1, CB_SHA1_LEN, CB_SHA1_BLOCK_LEN },
	{ "sha224", &cb_sha224_desc, cb_sha224, CB_SHA224_LEN,
	  CB_SHA224_BLOCK_LEN },
	{ "sha256", &cb_sha256_desc, cb_sha256, CB_SHA256_LEN,
	  CB_SHA256_BLOCK_LEN },
	{ "sha384", &cb_sha384_desc, cb_sha384, CB_SHA384_LEN,
	  CB_SHA384_BLOCK_LEN },
	{ "sha512", &cb_sha512_desc, cb_sha512, CB_SHA512_LEN,
	  CB_SHA512_BLOCK_LEN },
	{ "sha512-224", &cb_sha512_224_desc, cb_sha512_224, CB_SHA512_224_LEN,
	  CB_SHA512_224_BLOCK_LEN },
	{ "sha512-256", &cb_sha512_256_desc, cb_sha512_256, CB_SHA512_256_LEN,
	  CB_SHA512_256_BLOCK_LEN },
	{ "sm3", &cb_sm3_desc, cb_sm3, CB_SM3_LEN, CB_SM3_BLOCK_LEN },
};
#define NALGOS ((int)(sizeof(algos) / sizeof(algos[0])))

/* KAT files, grouped by algorithm (index into algos) */
typedef struct katfile {
	int algo;
	const char *file;
} katfile;

static const katfile katfiles[] = {
	{ 0, "md5/rfc1321.vec" },
	{ 1, "sha1/rfc3174.vec" },
	{ 2, "sha2/fips180.vec" },
	{ 3, "sha2/fips180.vec" },
	{ 4, "sha2/fips180.vec" },
	{ 5, "sha2/fips180.vec" },
	{ 6, "sha2/fips180.vec" },
	{ 7, "sha2/fips180.vec" },
	{ 8, "sm3/gbt32905.vec" },
	{ 8, "sm3/botan.vec" },
};
#define NKATFILES ((int)(sizeof(katfiles) / sizeof(katfiles[0])))

/* Digest of msg through the descriptor, fed in one update. */
static void
desc_hash(const cb_hash_desc *d, uint8_t *out, const uint8_t *m, size_t n)
{
	cb_hash_any_ctx c;

	d->init(&c);
	d->update(&c, m, n);
	d->final(&c, out);
}

START_TEST(kat)
{
	const katfile *kf = &katfiles[_i];
	const algo *a = &algos[kf->algo];
	vec_set set;
	char err[256];
	int r, n = 0;

	ck_assert_msg(vec_load(&set, NULL, kf->file, err, sizeof(err)) == 0,
		      "%s", err);
	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		uint8_t *in, *exp, got[64], got2[64];
		size_t inlen, explen;
		long rep = 1, i;
		cb_hash_any_ctx c;

		if (strcmp(rec->section, a->id) != 0)
			continue;
		in = vec_hex(rec, "In", &inlen);
		exp = vec_hex(rec, "Out", &explen);
		ck_assert_msg(in != NULL && exp != NULL, "%s: bad record",
			      vec_where(rec));
		if (vec_get(rec, "Repeat") != NULL)
			ck_assert_int_eq(vec_int(rec, "Repeat", &rep), 0);
		ck_assert_msg(explen == a->len, "%s: digest length",
			      vec_where(rec));
		a->d->init(&c);
		for (i = 0; i < rep; i++)
			a->d->update(&c, in, inlen);
		a->d->final(&c, got);
		ck_assert_msg(memcmp(got, exp, explen) == 0, "%s: %s mismatch",
			      vec_where(rec), a->id);
		if (rep == 1) {
			a->oneshot(got2, in, inlen);
			ck_assert_msg(memcmp(got2, exp, explen) == 0,
				      "%s: one-shot mismatch", vec_where(rec));
		}
		free(in);
		free(exp);
		n++;
	}
	ck_assert_msg(n > 0, "%s: no [%s] records", kf->file, a->id);
	vec_free(&set);
}
END_TEST

static void
fill(uint8_t *m, size_t n, unsigned seed)
{
	size_t i;

	for (i = 0; i < n; i++)
		m[i] = (uint8_t)((i * 131u + seed * 17u + (i >> 8)) ^ 0x5a);
}

/* streaming == one-shot at every split point (two and three pieces) */
START_TEST(split)
{
	const algo *a = &algos[_i];
	uint8_t m[3 * 128 + 17], exp[64], got[64];
	size_t n = sizeof(m), s, t;
	cb_hash_any_ctx c;

	fill(m, n, (unsigned)_i);
	a->oneshot(exp, m, n);
	for (s = 0; s <= n; s++) {
		a->d->init(&c);
		a->d->update(&c, m, s);
		a->d->update(&c, m + s, n - s);
		a->d->final(&c, got);
		ck_assert_msg(memcmp(got, exp, a->len) == 0, "%s split %zu",
			      a->id, s);
	}
	for (s = 0; s <= n; s += 7)
		for (t = s; t <= n; t += 13) {
			a->d->init(&c);
			a->d->update(&c, m, s);
			a->d->update(&c, m + s, t - s);
			a->d->update(&c, m + t, n - t);
			a->d->final(&c, got);
			ck_assert_msg(memcmp(got, exp, a->len) == 0,
				      "%s split %zu/%zu", a->id, s, t);
		}
	/* byte at a time */
	a->d->init(&c);
	for (s = 0; s < n; s++)
		a->d->update(&c, m + s, 1);
	a->d->final(&c, got);
	ck_assert_msg(memcmp(got, exp, a->len) == 0, "%s bytewise", a->id);
}
END_TEST

/* one-shot of every length around the padding boundaries vs streaming */
START_TEST(lengths)
{
	const algo *a = &algos[_i];
	uint8_t m[2 * 128 + 3], exp[64], got[64];
	size_t n, half;
	cb_hash_any_ctx c;

	fill(m, sizeof(m), 99);
	for (n = 0; n <= sizeof(m); n++) {
		a->oneshot(exp, m, n);
		half = n / 2;
		a->d->init(&c);
		a->d->update(&c, m, half);
		a->d->update(&c, m + half, n - half);
		a->d->final(&c, got);
		ck_assert_msg(memcmp(got, exp, a->len) == 0, "%s len %zu",
			      a->id, n);
	}
}
END_TEST

/* a memcpy'd context mid-stream continues exactly like the original */
START_TEST(clone)
{
	const algo *a = &algos[_i];
	uint8_t m[2 * 128 + 40], exp1[64], exp2[64], got[64];
	static const size_t cuts[] = { 0, 1, 55, 56, 63, 64, 65, 111, 112,
				       127, 128, 129, 200 };
	size_t k, cut, n = sizeof(m);
	cb_hash_any_ctx c, d;
	uint8_t m2[sizeof(m)];

	fill(m, n, 7);
	a->oneshot(exp1, m, n);
	for (k = 0; k < sizeof(cuts) / sizeof(cuts[0]); k++) {
		cut = cuts[k];
		memcpy(m2, m, n);
		m2[n - 1] ^= 1; /* same prefix, different tail */
		a->oneshot(exp2, m2, n);
		a->d->init(&c);
		a->d->update(&c, m, cut);
		memcpy(&d, &c, sizeof(c));
		a->d->update(&c, m + cut, n - cut);
		a->d->final(&c, got);
		ck_assert_msg(memcmp(got, exp1, a->len) == 0, "%s orig %zu",
			      a->id, cut);
		a->d->update(&d, m2 + cut, n - cut);
		a->d->final(&d, got);
		ck_assert_msg(memcmp(got, exp2, a->len) == 0, "%s clone %zu",
			      a->id, cut);
	}
}
END_TEST

/* len 0 with NULL is a no-op anywhere; final wipes the context */
START_TEST(zero)
{
	const algo *a = &algos[_i];
	uint8_t m[100], exp[64], got[64], empty[64];
	cb_hash_any_ctx c;
	size_t i;

	fill(m, sizeof(m), 3);
	a->oneshot(empty, NULL, 0);
	desc_hash(a->d, got, NULL, 0);
	ck_assert(memcmp(got, empty, a->len) == 0);
	a->d->init(&c);
	a->d->update(&c, NULL, 0);
	a->d->final(&c, got);
	ck_assert(memcmp(got, empty, a->len) == 0);

	a->oneshot(exp, m, sizeof(m));
	a->d->init(&c);
	a->d->update(&c, NULL, 0);
	a->d->update(&c, m, 30);
	a->d->update(&c, NULL, 0);
	a->d->update(&c, m + 30, 0);
	a->d->update(&c, m + 30, sizeof(m) - 30);
	a->d->update(&c, NULL, 0);
	memset(c.bytes + a->d->ctx_size, 0xee,
	       sizeof(c.bytes) - a->d->ctx_size);
	a->d->final(&c, got);
	ck_assert(memcmp(got, exp, a->len) == 0);
	for (i = 0; i < a->d->ctx_size; i++)
		ck_assert_msg(c.bytes[i] == 0, "%s: ctx byte %zu not wiped",
			      a->id, i);
	/* final stays inside ctx_size */
	for (; i < sizeof(c.bytes); i++)
		ck_assert(c.bytes[i] == 0xee);
}
END_TEST

/* one-shot with out == in, and desc consistency */
START_TEST(alias)
{
	const algo *a = &algos[_i];
	uint8_t buf[150], exp[64];
	size_t n;

	for (n = 0; n < sizeof(buf); n += 37) {
		fill(buf, sizeof(buf), (unsigned)n);
		a->oneshot(exp, buf, n);
		a->oneshot(buf, buf, n);
		ck_assert_msg(memcmp(buf, exp, a->len) == 0, "%s alias %zu",
			      a->id, n);
	}
}
END_TEST

START_TEST(desc)
{
	const algo *a = &algos[_i];

	ck_assert_str_eq(a->d->name, a->id);
	ck_assert_uint_eq(a->d->out_len, a->len);
	ck_assert_uint_eq(a->d->block_len, a->block);
	ck_assert_uint_le(a->d->ctx_size, CB_HASH_CTX_MAX);
	ck_assert_uint_le(a->d->out_len, CB_HASH_MAX_LEN);
	ck_assert_uint_le(a->d->block_len, CB_HASH_MAX_BLOCK_LEN);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("sha2md");
	SRunner *sr;
	TCase *tc;
	int i, j, nf;

	for (i = 0; i < NALGOS; i++) {
		tc = tcase_create(algos[i].id);
		tcase_set_timeout(tc, 120);
		for (j = 0; j < NKATFILES; j++)
			if (katfiles[j].algo == i)
				tcase_add_loop_test(tc, kat, j, j + 1);
		tcase_add_loop_test(tc, desc, i, i + 1);
		suite_add_tcase(s, tc);
	}
	tc = tcase_create("split");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, split, 0, NALGOS);
	tcase_add_loop_test(tc, lengths, 0, NALGOS);
	suite_add_tcase(s, tc);
	tc = tcase_create("clone");
	tcase_add_loop_test(tc, clone, 0, NALGOS);
	suite_add_tcase(s, tc);
	tc = tcase_create("zero");
	tcase_add_loop_test(tc, zero, 0, NALGOS);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_add_loop_test(tc, alias, 0, NALGOS);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
