/* SPDX-License-Identifier: MIT */
/* Tests for ML-KEM (FIPS 203): ACVP and Wycheproof records, properties. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "internal/mlkem.h"
#include "vec.h"

/*
 * The committed vectors (a subset) and, when the build converted them
 * from ../shared/vectors (MLKEM_VEC_FULL names that folder), all of them.
 */
#define NSETS 4
/* room for the longest malformed key or ciphertext of the vectors */
#define BUF_LEN 8192
static vec_set sets[NSETS];
static int nsets;

static const cb_mlkem_params *const params[] = {
	&cb_mlkem512, &cb_mlkem768, &cb_mlkem1024,
};

static void
load(const char *dir, const char *rel)
{
	char err[256];

	if (vec_load(&sets[nsets], dir, rel, err, sizeof(err)) != 0) {
		fprintf(stderr, "%s\n", err);
		exit(EXIT_FAILURE);
	}
	nsets++;
}

static uint8_t *
hex(const vec_rec *r, const char *name, size_t *len)
{
	uint8_t *p = vec_hex(r, name, len);

	ck_assert_msg(p != NULL, "%s: field %s missing", vec_where(r), name);
	return p;
}

/* parameter set of a section "<op>-<512|768|1024>" */
static const cb_mlkem_params *
section_params(const vec_rec *r, char *op, size_t oplen)
{
	const char *dash = strrchr(r->section, '-');
	int bits;

	ck_assert_msg(dash != NULL, "%s: section %s", vec_where(r), r->section);
	snprintf(op, oplen, "%.*s", (int)(dash - r->section), r->section);
	bits = atoi(dash + 1);
	return bits == 512 ? &cb_mlkem512 : bits == 768 ? &cb_mlkem768 :
	       &cb_mlkem1024;
}

/* Result = valid (also ACVP's testPassed true) */
static int
is_valid(const vec_rec *r)
{
	const char *res = vec_get(r, "Result");

	return res == NULL || strcmp(res, "valid") == 0;
}

/*
 * The record's key pair: from Seed (then both keys) or as given (Ek or
 * Dk).  Returns 0, or -1 when a Seed is not 64 bytes (Wycheproof's
 * wrong-length private seeds: the prototype takes two 32-byte halves,
 * so such a key cannot even be passed).
 */
static int
record_keys(const vec_rec *r, const cb_mlkem_params *p, uint8_t *ek,
	    uint8_t *dk, size_t *ek_len, size_t *dk_len)
{
	uint8_t *v;
	size_t n;
	int rc = 0;

	*ek_len = cb_mlkem_ek_len(p);
	*dk_len = cb_mlkem_dk_len(p);
	if (vec_get(r, "Seed") != NULL) {
		v = hex(r, "Seed", &n);
		if (n != 64)
			rc = -1;
		else
			ck_assert_int_eq(cb_mlkem_keygen_internal(p, ek, *ek_len,
				dk, *dk_len, v, v + 32), CB_OK);
		free(v);
		return rc;
	}
	if (vec_get(r, "Ek") != NULL) {
		v = hex(r, "Ek", &n);
		ck_assert(n <= BUF_LEN);
		memcpy(ek, v, n);
		*ek_len = n;
		free(v);
	}
	if (vec_get(r, "Dk") != NULL) {
		v = hex(r, "Dk", &n);
		ck_assert(n <= BUF_LEN);
		memcpy(dk, v, n);
		*dk_len = n;
		free(v);
	}
	return 0;
}

static void
check_hash(const vec_rec *r, const char *name, const uint8_t *a, size_t alen,
	   const uint8_t *b, size_t blen)
{
	cb_sha3_ctx h;
	uint8_t got[32], *want;
	size_t n;

	cb_sha3_256_init(&h);
	cb_sha3_update(&h, a, alen);
	cb_sha3_update(&h, b, blen);
	cb_sha3_final(&h, got);
	want = hex(r, name, &n);
	ck_assert_msg(n == 32 && memcmp(got, want, 32) == 0, "%s: %s",
		      vec_where(r), name);
	free(want);
}

static void
check_k(const vec_rec *r, const uint8_t k[32])
{
	size_t n;
	uint8_t *want = hex(r, "K", &n);

	ck_assert_msg(n == 32 && memcmp(k, want, 32) == 0, "%s: K",
		      vec_where(r));
	free(want);
}

static void
run_record(const vec_rec *r)
{
	static uint8_t ek[BUF_LEN];
	static uint8_t dk[BUF_LEN];
	static uint8_t ct[BUF_LEN];
	uint8_t k[32], *m, *c;
	char op[16];
	const cb_mlkem_params *p = section_params(r, op, sizeof(op));
	size_t ek_len, dk_len, ct_len = cb_mlkem_ct_len(p), n;
	int valid = is_valid(r), rc, keys;

	keys = record_keys(r, p, ek, dk, &ek_len, &dk_len);
	if (strcmp(op, "keygen") == 0) {
		ck_assert_msg(keys == 0, "%s: seed length", vec_where(r));
		check_hash(r, "KeyHash", ek, ek_len, dk, dk_len);
	} else if (strcmp(op, "encaps") == 0) {
		m = hex(r, "M", &n);
		ck_assert_int_eq(n, 32);
		rc = cb_mlkem_encaps_internal(p, k, ct, ct_len, ek, ek_len, m);
		free(m);
		if (!valid) {
			ck_assert_msg(rc != CB_OK, "%s: accepted", vec_where(r));
			return;
		}
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
		check_hash(r, "CtHash", ct, ct_len, NULL, 0);
		check_k(r, k);
	} else if (strcmp(op, "decaps") == 0) {
		if (keys != 0) {
			ck_assert_msg(!valid, "%s: seed length", vec_where(r));
			return;
		}
		if (vec_get(r, "M") != NULL) {
			m = hex(r, "M", &n);
			ck_assert_int_eq(cb_mlkem_encaps_internal(p, k, ct,
				ct_len, ek, ek_len, m), CB_OK);
			free(m);
		} else {
			c = hex(r, "Ct", &ct_len);
			ck_assert(ct_len <= sizeof(ct));
			memcpy(ct, c, ct_len);
			free(c);
		}
		rc = cb_mlkem_decaps(p, k, ct, ct_len, dk, dk_len);
		if (!valid) {
			ck_assert_msg(rc != CB_OK, "%s: accepted", vec_where(r));
			return;
		}
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
		check_k(r, k);
	} else if (strcmp(op, "checkek") == 0) {
		rc = cb_mlkem_check_ek(p, ek, ek_len);
		ck_assert_msg((rc == CB_OK) == valid, "%s: rc %d", vec_where(r),
			      rc);
	} else {
		ck_assert_str_eq(op, "checkdk");
		rc = cb_mlkem_check_dk(p, dk, dk_len);
		ck_assert_msg((rc == CB_OK) == valid, "%s: rc %d", vec_where(r),
			      rc);
	}
}

/* loop index over the records of every loaded set */
START_TEST(vectors)
{
	int s = 0, i = _i;

	while (i >= sets[s].nrec)
		i -= sets[s++].nrec;
	run_record(&sets[s].rec[i]);
}
END_TEST

/* Compress_d's multiply-and-shift equals the rounding division: all x, d */
START_TEST(compress_exhaustive)
{
	static const unsigned ds[] = {1, 4, 5, 10, 11};
	unsigned i, x, want;

	for (i = 0; i < sizeof(ds) / sizeof(ds[0]); i++) {
		for (x = 0; x < 3329; x++) {
			want = ((x << ds[i]) + 1664) / 3329 & ((1u << ds[i]) - 1);
			ck_assert_uint_eq(cb_mlkem_compress((uint16_t)x, ds[i]),
					  want);
		}
	}
}
END_TEST

/* deterministic bytes for the property tests */
static void
fill(uint8_t *p, size_t len, uint32_t seed)
{
	size_t i;

	for (i = 0; i < len; i++) {
		seed = seed * 1103515245u + 12345u;
		p[i] = (uint8_t)(seed >> 16);
	}
}

static int
test_rng(void *arg, uint8_t *out, size_t len)
{
	uint32_t *s = arg;

	fill(out, len, (*s)++);
	return 0;
}

static int
fail_rng(void *arg, uint8_t *out, size_t len)
{
	(void)arg;
	memset(out, 0xaa, len);
	return 1;
}

/* keygen, encaps, decaps agree; flipping any ciphertext byte gives the
 * implicit-rejection key J(z || c') instead */
START_TEST(roundtrip_tamper)
{
	const cb_mlkem_params *p = params[_i];
	static uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
	static uint8_t ct[CB_MLKEM_MAX_CT_LEN];
	uint8_t k1[32], k2[32], kbar[32];
	size_t el = cb_mlkem_ek_len(p), dl = cb_mlkem_dk_len(p);
	size_t cl = cb_mlkem_ct_len(p), i;
	uint32_t seed = 7 + (uint32_t)_i;
	cb_shake_ctx j;

	ck_assert_int_eq(cb_mlkem_keygen(p, ek, el, dk, dl, test_rng, &seed),
			 CB_OK);
	ck_assert_int_eq(cb_mlkem_encaps(p, k1, ct, cl, ek, el, test_rng,
					 &seed), CB_OK);
	ck_assert_int_eq(cb_mlkem_decaps(p, k2, ct, cl, dk, dl), CB_OK);
	ck_assert_mem_eq(k1, k2, 32);
	for (i = 0; i < cl; i += 1 + (i & 7)) {
		ct[i] ^= (uint8_t)(1u << (i % 8));
		ck_assert_int_eq(cb_mlkem_decaps(p, k2, ct, cl, dk, dl), CB_OK);
		cb_shake256_init(&j);
		cb_shake_update(&j, dk + dl - 32, 32);
		cb_shake_update(&j, ct, cl);
		cb_shake_squeeze(&j, kbar, 32);
		ck_assert_mem_eq(k2, kbar, 32);
		ct[i] ^= (uint8_t)(1u << (i % 8));
	}
}
END_TEST

/* wrong lengths, a failing generator, an ek coefficient of q, a dk hash */
START_TEST(bad_input)
{
	const cb_mlkem_params *p = params[_i];
	static uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
	static uint8_t ct[CB_MLKEM_MAX_CT_LEN];
	uint8_t k[32], d[32] = {1}, z[32] = {2}, m[32] = {3};
	size_t el = cb_mlkem_ek_len(p), dl = cb_mlkem_dk_len(p);
	size_t cl = cb_mlkem_ct_len(p);
	uint32_t seed = 1;

	ck_assert_int_eq(cb_mlkem_keygen_internal(p, ek, el - 1, dk, dl, d, z),
			 CB_E_ARG);
	ck_assert_int_eq(cb_mlkem_keygen(p, ek, el, dk, dl, fail_rng, NULL),
			 CB_E_RNG);
	ck_assert_int_eq(cb_mlkem_keygen(p, ek, el, dk, dl, test_rng, &seed),
			 CB_OK);
	ck_assert_int_eq(cb_mlkem_encaps(p, k, ct, cl, ek, el, fail_rng, NULL),
			 CB_E_RNG);
	ck_assert_int_eq(cb_mlkem_encaps_internal(p, k, ct, cl + 1, ek, el, m),
			 CB_E_ARG);
	ck_assert_int_eq(cb_mlkem_encaps_internal(p, k, ct, cl, ek, el + 1, m),
			 CB_E_ARG);
	ck_assert_int_eq(cb_mlkem_encaps_internal(p, k, ct, cl, ek, el, m),
			 CB_OK);
	ck_assert_int_eq(cb_mlkem_decaps(p, k, ct, cl - 1, dk, dl), CB_E_ARG);
	ck_assert_int_eq(cb_mlkem_decaps(p, k, ct, cl, dk, dl + 1), CB_E_ARG);
	/* the last coefficient of t-hat set to q = 0xd01 */
	ek[el - 34] = (uint8_t)((ek[el - 34] & 15) | 0x10);
	ek[el - 33] = 0xd0;
	ck_assert_int_eq(cb_mlkem_check_ek(p, ek, el), CB_E_RANGE);
	ck_assert_int_eq(cb_mlkem_encaps_internal(p, k, ct, cl, ek, el, m),
			 CB_E_RANGE);
	ck_assert_int_eq(k[0] | k[31] | ct[0] | ct[cl - 1], 0);
	dk[dl - 64] ^= 1;
	ck_assert_int_eq(cb_mlkem_check_dk(p, dk, dl), CB_E_RANGE);
	ck_assert_int_eq(cb_mlkem_decaps(p, k, ct, cl, dk, dl), CB_E_RANGE);
	ck_assert_int_eq(k[0] | k[31], 0);
}
END_TEST

static void
count(const vec_set *s)
{
	int i, valid = 0;

	for (i = 0; i < s->nrec; i++)
		valid += is_valid(&s->rec[i]);
	printf("%s: %d records, %d valid, %d invalid\n", s->path, s->nrec,
	       valid, s->nrec - valid);
}

int
main(void)
{
	Suite *s = suite_create("mlkem");
	TCase *tc = tcase_create("mlkem_ct");
	SRunner *sr;
	const char *full = getenv("MLKEM_VEC_FULL");
	int failed, i, total = 0;

	load(NULL, "mlkem/acvp.vec");
	load(NULL, "mlkem/wycheproof.vec");
	if (full != NULL && full[0] != '\0') {
		load(full, "acvp.vec");
		load(full, "wycheproof.vec");
	}
	for (i = 0; i < nsets; i++) {
		count(&sets[i]);
		total += sets[i].nrec;
	}
	tcase_set_timeout(tc, 240);
	tcase_add_loop_test(tc, vectors, 0, total);
	tcase_add_test(tc, compress_exhaustive);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 240);
	tcase_add_loop_test(tc, roundtrip_tamper, 0, 3);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_loop_test(tc, bad_input, 0, 3);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	for (i = 0; i < nsets; i++)
		vec_free(&sets[i]);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
