/* SPDX-License-Identifier: MIT */
/* Tests for Keccak-f[1600], SHA-3 and SHAKE: KATs and stream properties. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/hash.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/keccak.h"
#include "vec.h"

static vec_set kat_nist, kat_fips;

/* One algorithm of the family, as the tests drive it. */
typedef struct algo {
	const char *name;   /* vector section name */
	int xof;
	size_t out_len;     /* digest length (SHA-3) */
	size_t rate;
	void (*init)(cb_sha3_ctx *);
	void (*oneshot)(uint8_t *, const uint8_t *, size_t);
	void (*xof_oneshot)(uint8_t *, size_t, const uint8_t *, size_t);
	const cb_hash_desc *desc;
} algo;

static const algo algos[] = {
	{ "SHA3-224", 0, CB_SHA3_224_LEN, CB_SHA3_224_BLOCK_LEN,
	  cb_sha3_224_init, cb_sha3_224, NULL, &cb_sha3_224_desc },
	{ "SHA3-256", 0, CB_SHA3_256_LEN, CB_SHA3_256_BLOCK_LEN,
	  cb_sha3_256_init, cb_sha3_256, NULL, &cb_sha3_256_desc },
	{ "SHA3-384", 0, CB_SHA3_384_LEN, CB_SHA3_384_BLOCK_LEN,
	  cb_sha3_384_init, cb_sha3_384, NULL, &cb_sha3_384_desc },
	{ "SHA3-512", 0, CB_SHA3_512_LEN, CB_SHA3_512_BLOCK_LEN,
	  cb_sha3_512_init, cb_sha3_512, NULL, &cb_sha3_512_desc },
	{ "SHAKE128", 1, 32, CB_SHAKE128_BLOCK_LEN,
	  cb_shake128_init, NULL, cb_shake128, &cb_shake128_desc },
	{ "SHAKE256", 1, 64, CB_SHAKE256_BLOCK_LEN,
	  cb_shake256_init, NULL, cb_shake256, &cb_shake256_desc },
};
#define NALGOS (sizeof(algos) / sizeof(algos[0]))

static const algo *
find_algo(const char *name)
{
	size_t i;

	for (i = 0; i < NALGOS; i++)
		if (strcmp(algos[i].name, name) == 0)
			return &algos[i];
	return NULL;
}

/* Hash in one call: digest (SHA-3) or out_len bytes (SHAKE). */
static void
hash_once(const algo *a, uint8_t *out, size_t out_len, const uint8_t *in,
	  size_t len)
{
	if (a->xof)
		a->xof_oneshot(out, out_len, in, len);
	else
		a->oneshot(out, in, len);
}

/* Finish a stream: final (SHA-3) or one squeeze plus wipe (SHAKE). */
static void
hash_finish(const algo *a, cb_sha3_ctx *ctx, uint8_t *out, size_t out_len)
{
	if (a->xof) {
		cb_shake_squeeze(ctx, out, out_len);
		cb_shake_wipe(ctx);
	} else {
		cb_sha3_final(ctx, out);
	}
}

static void
hash_update(const algo *a, cb_sha3_ctx *ctx, const uint8_t *in, size_t len)
{
	if (a->xof)
		cb_shake_update(ctx, in, len);
	else
		cb_sha3_update(ctx, in, len);
}

static void
run_kat(const vec_rec *r)
{
	const algo *a = find_algo(r->section);
	uint8_t *in, *want, *got, *got2;
	size_t inlen, wantlen, i;
	cb_sha3_ctx ctx;

	ck_assert_msg(a != NULL, "%s: unknown section %s", vec_where(r),
		      r->section);
	in = vec_hex(r, "In", &inlen);
	want = vec_hex(r, "Out", &wantlen);
	ck_assert_msg(in && want, "%s: bad record", vec_where(r));
	if (!a->xof)
		ck_assert_uint_eq(wantlen, a->out_len);
	got = malloc(wantlen + 1);
	got2 = malloc(wantlen + 1);
	hash_once(a, got, wantlen, in, inlen);
	ck_assert_msg(memcmp(got, want, wantlen) == 0, "%s: one-shot",
		      vec_where(r));
	/* byte-at-a-time streaming */
	memset(got2, 0, wantlen);
	a->init(&ctx);
	for (i = 0; i < inlen; i++)
		hash_update(a, &ctx, in + i, 1);
	if (a->xof) {
		/* and the output in 1, 2, 3, ... byte pieces */
		size_t off = 0, step = 1;

		while (off < wantlen) {
			size_t n = wantlen - off < step ? wantlen - off : step;

			cb_shake_squeeze(&ctx, got2 + off, n);
			off += n;
			step++;
		}
		cb_shake_wipe(&ctx);
	} else {
		cb_sha3_final(&ctx, got2);
	}
	ck_assert_msg(memcmp(got2, want, wantlen) == 0, "%s: streamed",
		      vec_where(r));
	free(in);
	free(want);
	free(got);
	free(got2);
}

START_TEST(kat_nist_cavp)
{
	run_kat(&kat_nist.rec[_i]);
}
END_TEST

START_TEST(kat_fips202)
{
	run_kat(&kat_fips.rec[_i]);
}
END_TEST

/* Keccak-f[1600] on the all-zero state: first lane of the known answer. */
START_TEST(keccakf_zero)
{
	uint64_t st[25];

	memset(st, 0, sizeof(st));
	cb_keccakf1600(st);
	ck_assert_uint_eq(st[0], 0xf1258f7940e1dde7ull);
	ck_assert_uint_eq(st[1], 0x84d5ccf933c0478aull);
	/* a second application (KeccakF-1600-IntermediateValues.txt) */
	cb_keccakf1600(st);
	ck_assert_uint_eq(st[0], 0x2d5c954df96ecb3cull);
}
END_TEST

/* The bit-interleaved permutation agrees with the 64-bit one. */
START_TEST(keccakf_bi32_same)
{
	uint64_t a[25], b[25], x = 0x0123456789abcdefull + (uint64_t)_i;
	int i, n;

	for (i = 0; i < 25; i++) {
		/* xorshift64 */
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		a[i] = b[i] = _i == 0 ? 0 : _i == 1 ? ~(uint64_t)0 : x;
	}
	for (n = 0; n < 3; n++) {
		cb_keccakf1600(a);
		cb_keccakf1600_bi32(b);
		ck_assert_msg(memcmp(a, b, sizeof(a)) == 0, "state %d, pass %d",
			      (int)_i, n);
	}
}
END_TEST

/*
 * The sponge's lanes out of an interleaved state (cb_keccak_il_extract):
 * _i lanes at byte offset _i % 4 of the buffer, as the deinterleaved
 * lanes little-endian, and not a byte more.
 */
START_TEST(il_extract)
{
	uint64_t st[25], x = 0x9e3779b97f4a7c15ull + (uint64_t)_i, v;
	uint8_t got[8 * 25 + 8], want[8 * 25 + 8];
	size_t n = (size_t)_i / 4, off = (size_t)_i % 4, i, k;

	for (i = 0; i < 25; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		st[i] = x;
	}
	memset(got, 0xa5, sizeof(got));
	memset(want, 0xa5, sizeof(want));
	for (i = 0; i < n; i++) {
		v = cb_keccak_deinterleave(st[i]);
		for (k = 0; k < 8; k++)
			want[off + 8 * i + k] = (uint8_t)(v >> (8 * k));
	}
	cb_keccak_il_extract(got + off, st, n);
	ck_assert_msg(memcmp(got, want, sizeof(got)) == 0, "%d lanes at %d",
		      (int)n, (int)off);
}
END_TEST

/*
 * The sponge's lanes into an interleaved state (cb_keccak_il_xor): _i / 4
 * lanes from byte offset _i % 4 of the buffer XORed into a random state
 * as their interleaved values, the other lanes untouched.
 */
START_TEST(il_xor)
{
	uint64_t st[25], want[25], x = 0x2545f4914f6cdd1dull + (uint64_t)_i;
	uint8_t in[8 * 25 + 4];
	size_t n = (size_t)_i / 4, off = (size_t)_i % 4, i;

	for (i = 0; i < 25; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		st[i] = want[i] = x;
	}
	for (i = 0; i < sizeof(in); i++)
		in[i] = (uint8_t)(x >> (i % 57) ^ i);
	for (i = 0; i < n; i++)
		want[i] ^= cb_keccak_interleave(cb_load64_le(in + off + 8 * i));
	cb_keccak_il_xor(st, in + off, n);
	ck_assert_msg(memcmp(st, want, sizeof(st)) == 0, "%d lanes at %d",
		      (int)n, (int)off);
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

/* Streaming == one-shot at every split point of a 3-block message. */
START_TEST(split_every_point)
{
	const algo *a = &algos[_i];
	uint8_t msg[3 * 168 + 5], want[64], got[64];
	size_t len = 3 * a->rate + 5, k;
	cb_sha3_ctx ctx;

	fill(msg, len, 7u + (uint32_t)_i);
	hash_once(a, want, a->out_len, msg, len);
	for (k = 0; k <= len; k++) {
		a->init(&ctx);
		hash_update(a, &ctx, msg, k);
		hash_update(a, &ctx, NULL, 0);
		hash_update(a, &ctx, msg + k, len - k);
		hash_finish(a, &ctx, got, a->out_len);
		ck_assert_msg(memcmp(got, want, a->out_len) == 0,
			      "%s split at %zu", a->name, k);
	}
	/* three pieces around the rate boundary */
	for (k = 1; k + 2 < len; k += 7) {
		a->init(&ctx);
		hash_update(a, &ctx, msg, k);
		hash_update(a, &ctx, msg + k, 2);
		hash_update(a, &ctx, msg + k + 2, len - k - 2);
		hash_finish(a, &ctx, got, a->out_len);
		ck_assert_msg(memcmp(got, want, a->out_len) == 0,
			      "%s 3-split at %zu", a->name, k);
	}
}
END_TEST

/* A memcpy'd context mid-stream continues identically. */
START_TEST(clone_mid_stream)
{
	const algo *a = &algos[_i];
	uint8_t msg[400], want[64], got[64];
	cb_sha3_ctx ctx, copy;
	size_t k;

	fill(msg, sizeof(msg), 99u);
	hash_once(a, want, a->out_len, msg, sizeof(msg));
	for (k = 0; k <= sizeof(msg); k += 13) {
		a->init(&ctx);
		hash_update(a, &ctx, msg, k);
		memcpy(&copy, &ctx, sizeof(ctx));
		hash_update(a, &ctx, msg + k, sizeof(msg) - k);
		hash_finish(a, &ctx, got, a->out_len);
		ck_assert(memcmp(got, want, a->out_len) == 0);
		hash_update(a, &copy, msg + k, sizeof(msg) - k);
		hash_finish(a, &copy, got, a->out_len);
		ck_assert_msg(memcmp(got, want, a->out_len) == 0,
			      "%s clone at %zu", a->name, k);
	}
}
END_TEST

/* Zero-length input, NULL pointers, final wipes the context. */
START_TEST(zero_length)
{
	const algo *a = &algos[_i];
	uint8_t want[64], got[64], zero[sizeof(cb_sha3_ctx)];
	cb_sha3_ctx ctx;

	hash_once(a, want, a->out_len, NULL, 0);
	a->init(&ctx);
	hash_update(a, &ctx, NULL, 0);
	hash_update(a, &ctx, NULL, 0);
	hash_finish(a, &ctx, got, a->out_len);
	ck_assert(memcmp(got, want, a->out_len) == 0);
	memset(zero, 0, sizeof(zero));
	ck_assert(memcmp(&ctx, zero, sizeof(ctx)) == 0);
	if (a->xof)
		a->xof_oneshot(NULL, 0, NULL, 0);
}
END_TEST

/* In-place one-shot: out == in. */
START_TEST(alias_inplace)
{
	const algo *a = &algos[_i];
	uint8_t buf[64], want[64];

	fill(buf, sizeof(buf), 5u);
	hash_once(a, want, a->out_len, buf, a->out_len);
	hash_once(a, buf, a->out_len, buf, a->out_len);
	ck_assert(memcmp(buf, want, a->out_len) == 0);
}
END_TEST

/* The generic descriptor gives the same digest as the one-shot. */
START_TEST(descriptor)
{
	const algo *a = &algos[_i];
	const cb_hash_desc *d = a->desc;
	uint8_t msg[300], want[64], got[64];
	cb_hash_any_ctx any;

	fill(msg, sizeof(msg), 11u);
	ck_assert_uint_le(d->ctx_size, CB_HASH_CTX_MAX);
	ck_assert_uint_eq(d->out_len, a->out_len);
	ck_assert_uint_eq(d->block_len, a->rate);
	hash_once(a, want, a->out_len, msg, sizeof(msg));
	d->init(&any);
	d->update(&any, msg, 100);
	d->update(&any, msg + 100, 200);
	d->final(&any, got);
	ck_assert(memcmp(got, want, a->out_len) == 0);
	ck_assert_str_eq(d->name, a == &algos[0] ? "sha3-224" :
			 a == &algos[1] ? "sha3-256" :
			 a == &algos[2] ? "sha3-384" :
			 a == &algos[3] ? "sha3-512" :
			 a == &algos[4] ? "shake128" : "shake256");
}
END_TEST

/* SHAKE: squeezing in pieces of every size equals one long squeeze. */
START_TEST(shake_pieces)
{
	const algo *a = &algos[4 + _i];
	uint8_t msg[50], want[700], got[700];
	cb_shake_ctx ctx;
	size_t step, off;

	fill(msg, sizeof(msg), 3u);
	a->xof_oneshot(want, sizeof(want), msg, sizeof(msg));
	for (step = 1; step <= 2 * a->rate + 3; step++) {
		a->init(&ctx);
		cb_shake_update(&ctx, msg, sizeof(msg));
		memset(got, 0, sizeof(got));
		for (off = 0; off < sizeof(got); off += step) {
			size_t n = sizeof(got) - off < step ?
				sizeof(got) - off : step;

			cb_shake_squeeze(&ctx, got + off, n);
			cb_shake_squeeze(&ctx, NULL, 0);
		}
		cb_shake_wipe(&ctx);
		ck_assert_msg(memcmp(got, want, sizeof(want)) == 0,
			      "%s squeeze step %zu", a->name, step);
	}
	/* a prefix of a longer output is the shorter output */
	a->xof_oneshot(got, 17, msg, sizeof(msg));
	ck_assert(memcmp(got, want, 17) == 0);
	/* update after squeezing is ignored (documented) */
	a->init(&ctx);
	cb_shake_update(&ctx, msg, sizeof(msg));
	cb_shake_squeeze(&ctx, got, 10);
	cb_shake_update(&ctx, msg, sizeof(msg));
	cb_shake_squeeze(&ctx, got + 10, 90);
	ck_assert(memcmp(got, want, 100) == 0);
}
END_TEST

/*
 * cb_shake_block: whole blocks read in place (ML-KEM's samplers) equal
 * the squeezed output; its lanes are plain on this host unless the build
 * keeps them interleaved (CB_KECCAK_BI32), and a squeeze after it
 * starts on the next block.
 */
START_TEST(shake_block)
{
	const algo *a = &algos[4 + _i];
	uint8_t msg[50], want[700], got[700];
	const uint64_t *st;
	cb_shake_ctx ctx;
	size_t b, i, r = a->rate;

	fill(msg, sizeof(msg), 5u);
	a->xof_oneshot(want, sizeof(want), msg, sizeof(msg));
	a->init(&ctx);
	cb_shake_update(&ctx, msg, sizeof(msg));
	for (b = 0; b < 3; b++) {
		st = cb_shake_block(&ctx);
		for (i = 0; i < r / 8; i++)
#ifdef CB_KECCAK_BI32
			cb_store64_le(got + r * b + 8 * i,
				      cb_keccak_deinterleave(st[i]));
#else
			cb_store64_le(got + r * b + 8 * i, st[i]);
#endif
	}
	cb_shake_squeeze(&ctx, got + 3 * r, 5);
	cb_shake_wipe(&ctx);
	ck_assert_msg(memcmp(got, want, 3 * r + 5) == 0, "%s", a->name);
}
END_TEST

static TCase *
loop_case(const char *name, const TTest *t, int n)
{
	TCase *tc = tcase_create(name);

	tcase_add_loop_test(tc, t, 0, n);
	return tc;
}

int
main(void)
{
	Suite *s = suite_create("keccak");
	char err[256];
	SRunner *sr;
	TCase *tc;
	int nf;

	if (vec_load(&kat_nist, NULL, "sha3/nist_cavp.vec", err,
		     sizeof(err)) != 0 ||
	    vec_load(&kat_fips, NULL, "sha3/fips202_examples.vec", err,
		     sizeof(err)) != 0) {
		fprintf(stderr, "%s\n", err);
		return EXIT_FAILURE;
	}
	tc = tcase_create("sha3_ct");
	tcase_add_test(tc, keccakf_zero);
	tcase_add_loop_test(tc, kat_nist_cavp, 0, kat_nist.nrec);
	tcase_add_loop_test(tc, kat_fips202, 0, kat_fips.nrec);
	tcase_add_loop_test(tc, descriptor, 0, NALGOS);
	suite_add_tcase(s, tc);
	tc = tcase_create("keccakf_bi32");
	tcase_add_loop_test(tc, keccakf_bi32_same, 0, 200);
	tcase_add_loop_test(tc, il_extract, 0, 4 * 26);
	tcase_add_loop_test(tc, il_xor, 0, 4 * 26);
	suite_add_tcase(s, tc);
	suite_add_tcase(s, loop_case("split", split_every_point, NALGOS));
	suite_add_tcase(s, loop_case("clone", clone_mid_stream, NALGOS));
	tc = loop_case("alias", alias_inplace, NALGOS);
	tcase_add_loop_test(tc, zero_length, 0, NALGOS);
	suite_add_tcase(s, tc);
	tc = loop_case("squeeze", shake_pieces, 2);
	tcase_add_loop_test(tc, shake_block, 0, 2);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	vec_free(&kat_nist);
	vec_free(&kat_fips);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
