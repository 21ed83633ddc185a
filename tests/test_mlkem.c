/* SPDX-License-Identifier: MIT */
/* Tests for ML-KEM (FIPS 203): ACVP and Wycheproof records, properties. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "internal/mlkem.h"
#include "mlkem_vec.h"
#include "vec.h"

/*
 * The committed vectors (a subset) and, when the build converted them
 * from ../shared/vectors (MLKEM_VEC_FULL names that folder), all of them.
 */
#define NSETS 4
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

/* loop index over the records of every loaded set */
START_TEST(vectors)
{
	int s = 0, i = _i;
	char why[512] = "";

	while (i >= sets[s].nrec)
		i -= sets[s++].nrec;

	ck_assert_msg(mlkem_vec_record(&sets[s].rec[i], why, sizeof(why)) == 0,
		      "%s", why);
}
END_TEST

/* Compress_d's multiply-and-shift equals the rounding division: all x, d */
START_TEST(compress_exhaustive)
{
	static const unsigned ds[] = {1, 4, 5, 10, 11};
	unsigned i, x, want;
	int v;

	for (i = 0; i < sizeof(ds) / sizeof(ds[0]); i++) {
		for (x = 0; x < 3329; x++) {
			want = ((x << ds[i]) + 1664) / 3329 & ((1u << ds[i]) - 1);
			ck_assert_uint_eq(cb_mlkem_compress((uint16_t)x, ds[i]),
					  want);
		}
		/* compress_s: every int16_t, each a representative */
		for (v = -32768; v < 32768; v++) {
			x = (unsigned)((v % 3329 + 3329) % 3329);
			want = ((x << ds[i]) + 1664) / 3329 & ((1u << ds[i]) - 1);
			ck_assert_uint_eq(cb_mlkem_compress_s((int16_t)v,
							      ds[i]), want);
		}
	}
}
END_TEST

/* x mod q in [0, q) */
static int32_t
modq(int64_t x)
{
	return (int32_t)((x % 3329 + 3329) % 3329);
}

/*
 * Input v of the bound tests: coefficient i at +-lim in patterns that
 * keep every butterfly's sums at the extremes (all equal, alternating,
 * in blocks), then pseudo-random in [-lim, lim].
 */
static int16_t
extreme(int v, int i, int lim, uint32_t *x)
{
	switch (v) {
	case 0:
		return (int16_t)lim;
	case 1:
		return (int16_t)-lim;
	case 2:
		return (int16_t)(i & 1 ? -lim : lim);
	case 3:
		return (int16_t)(i & 16 ? -lim : lim);
	case 4:
		return (int16_t)(i & 2 ? -lim : lim);
	default:
		*x = *x * 1664525u + 1013904223u;
		return (int16_t)((int32_t)(*x >> 8) % (2 * lim + 1) - lim);
	}
}

/*
 * Plantard's product (cb_mlkem_plantard) by every twiddle of
 * cb_mlkem_zetas_pl (v = zetas[k] 2^-16, 169 = 2^-16 mod q) and by the
 * constants of 1, 1/128 (2^-7 = 3303 mod q) and zeta_1 / 128, for every
 * int16_t a: a v mod q, within (q - 1) / 2 of 0.
 */
START_TEST(plantard_exhaustive)
{
	int64_t v[130];
	int32_t bp[130];
	int32_t a, r;
	int k;

	for (k = 1; k < 128; k++) {
		v[k] = modq((int64_t)cb_mlkem_zetas[k] * 169);
		bp[k] = cb_mlkem_zetas_pl[k];
	}
	v[0] = 1;
	bp[0] = CB_MLKEM_PL_ONE;
	v[128] = 3303;
	bp[128] = CB_MLKEM_PL_INVN;
	v[129] = modq(v[1] * 3303);
	bp[129] = CB_MLKEM_PL_ZETA1_INVN;
	ck_assert_int_eq(cb_mlkem_zetas_pl[0], CB_MLKEM_PL_ONE);
	for (k = 0; k < 130; k++) {
		for (a = -32768; a < 32768; a++) {
			r = cb_mlkem_plantard((int16_t)a, bp[k]);
			if (abs(r) > 1664 || modq(r) != modq(a * v[k]))
				ck_abort_msg("k %d a %d: %d", k, (int)a,
					     (int)r);
		}
	}
}
END_TEST

/*
 * The inverse NTT reduces its sums once (len 16): at its input bound,
 * |a| < 2^11, nothing may wrap, so NTT(NTT^-1(a)) = a mod q, and its
 * outputs stay below q (the NTT's input bound).
 */
START_TEST(invntt_bounds)
{
	int16_t a[256], r[256];
	uint32_t x = 12345u + (uint32_t)_i;
	int i;

	for (i = 0; i < 256; i++)
		a[i] = extreme(_i, i, 2047, &x);
	memcpy(r, a, sizeof(r));
	cb_mlkem_invntt_c(r);
	for (i = 0; i < 256; i++)
		ck_assert_int_lt(abs(r[i]), 3329);
	cb_mlkem_ntt_c(r);
	for (i = 0; i < 256; i++)
		ck_assert_int_eq(modq(r[i]), modq(a[i]));
}
END_TEST

/*
 * A row of four columns (the most any parameter set sums) at the input
 * bounds, |a| < 2^12 and |b| < 8q: each result within 0.61 q of 0 and
 * equal mod q to the exact pair products mod X^2 -+ zeta.
 */
START_TEST(mul_bounds)
{
	static int16_t a[4][256], b[4][256], c[4][128];
	static union {
		int32_t w[256];
		int16_t h[256];
	} acc;
	uint32_t x = 777u + (uint32_t)_i;
	int64_t want[256], z;
	int i, j;

	for (j = 0; j < 4; j++) {
		for (i = 0; i < 256; i++) {
			a[j][i] = extreme(_i, i + j, 4095, &x);
			b[j][i] = extreme(_i, i, 8 * 3329 - 1, &x);
		}
		cb_mlkem_bcache_c(c[j], b[j]);
	}
	memset(want, 0, sizeof(want));
	for (i = 0; i < 128; i++) {
		/* the pair's root: zetas[64 + i / 2] 2^-16 (169 = 2^-16 mod q) */
		z = (int64_t)cb_mlkem_zetas[64 + i / 2] * 169 * (i & 1 ? -1 : 1);
		for (j = 0; j < 4; j++) {
			want[2 * i] += (int64_t)a[j][2 * i] * b[j][2 * i] +
				       modq((int64_t)a[j][2 * i + 1] *
					    b[j][2 * i + 1] % 3329 * z);
			want[2 * i + 1] += (int64_t)a[j][2 * i] * b[j][2 * i + 1] +
					   (int64_t)a[j][2 * i + 1] * b[j][2 * i];
		}
	}
	for (j = 0; j < 4; j++)
		cb_mlkem_mul_c(j == 3 ? acc.h : NULL, acc.w, a[j], b[j], c[j],
			       j == 0 ? 0 : j == 3 ? 2 : 1);
	for (i = 0; i < 256; i++) {
		ck_assert_int_le(abs(acc.h[i]), 2031);
		ck_assert_int_eq(modq(acc.h[i]), modq(want[i]));
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
	memset(k2, 0, 32);
	ck_assert_int_eq(cb_mlkem_decaps_checked(p, k2, ct, cl, dk, dl),
			 CB_OK);
	ck_assert_mem_eq(k1, k2, 32);
	for (i = 0; i < cl; i += 1 + (i & 7)) {
		ct[i] ^= (uint8_t)(1u << (i % 8));
		ck_assert_int_eq(cb_mlkem_decaps(p, k2, ct, cl, dk, dl), CB_OK);
		cb_shake256_init(&j);
		cb_shake_update(&j, dk + dl - 32, 32);
		cb_shake_update(&j, ct, cl);
		cb_shake_squeeze(&j, kbar, 32);
		ck_assert_mem_eq(k2, kbar, 32);
		memset(k2, 0, 32);
		ck_assert_int_eq(cb_mlkem_decaps_checked(p, k2, ct, cl, dk, dl),
				 CB_OK);
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
	k[0] = 1;
	ck_assert_int_eq(cb_mlkem_decaps_checked(p, k, ct, cl + 1, dk, dl),
			 CB_E_ARG);
	ck_assert_int_eq(k[0], 0);
	ck_assert_int_eq(cb_mlkem_decaps_checked(p, k, ct, cl, dk, dl - 1),
			 CB_E_ARG);
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
	/* the checked-key entry trusts the caller: no hash check */
	ck_assert_int_eq(cb_mlkem_decaps_checked(p, k, ct, cl, dk, dl), CB_OK);
}
END_TEST

/* the modulus check at every coefficient: q - 1 passes, q and 4095 fail */
START_TEST(check_ek_each)
{
	const cb_mlkem_params *p = params[_i];
	static uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
	static const uint16_t v[3] = {3328, 3329, 4095};
	size_t el = cb_mlkem_ek_len(p), dl = cb_mlkem_dk_len(p), j, b;
	uint32_t seed = 11;
	uint8_t save[2];
	int n;

	ck_assert_int_eq(cb_mlkem_keygen(p, ek, el, dk, dl, test_rng, &seed),
			 CB_OK);
	for (j = 0; j < 2 * (el - 32) / 3; j++) {
		b = 3 * (j / 2) + (j & 1);
		memcpy(save, ek + b, 2);
		for (n = 0; n < 3; n++) {
			if (j & 1) {
				ek[b] = (uint8_t)((ek[b] & 15) | (v[n] & 15) << 4);
				ek[b + 1] = (uint8_t)(v[n] >> 4);
			} else {
				ek[b] = (uint8_t)v[n];
				ek[b + 1] = (uint8_t)((ek[b + 1] & 0xf0) |
						      v[n] >> 8);
			}
			ck_assert_int_eq(cb_mlkem_check_ek(p, ek, el),
					 n == 0 ? CB_OK : CB_E_RANGE);
		}
		memcpy(ek + b, save, 2);
	}
	ck_assert_int_eq(cb_mlkem_check_ek(p, ek, el), CB_OK);
}
END_TEST

static void
count(const vec_set *s)
{
	int i, valid = 0;

	for (i = 0; i < s->nrec; i++)
		valid += mlkem_vec_valid(&s->rec[i]);
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
	tcase_add_test(tc, plantard_exhaustive);
	tcase_add_loop_test(tc, invntt_bounds, 0, 8);
	tcase_add_loop_test(tc, mul_bounds, 0, 8);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 240);
	tcase_add_loop_test(tc, roundtrip_tamper, 0, 3);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_loop_test(tc, bad_input, 0, 3);
	tcase_add_loop_test(tc, check_ek_each, 0, 3);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	for (i = 0; i < nsets; i++)
		vec_free(&sets[i]);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
