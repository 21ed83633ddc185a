/* SPDX-License-Identifier: MIT */
/* The manifest's ids: the harness and the CLI know the same ones. */
#include <check.h>
#include <fnmatch.h>
#include <string.h>

#include "bench.h"
#include "model.h"
#ifdef CB_HAVE_LIBCRYPTO
#include "ref.h"
#endif

/* The manifest's ids, and whether the core implements them (ALG) or only
 * published pages carry them (PUBLISHED). */
static const struct mf_id {
	const char *id;
	const char *family;
	int ours;
} ids[] = {
#define ALG(id, family, aliases, openssl) { id, family, 1 },
#define PUBLISHED(id, family, aliases) { id, family, 0 },
#include "algs.def"
};
#define NIDS (sizeof(ids) / sizeof(ids[0]))

/* The RUN rows: every harness entry's id, in the manifest's order. */
static const char *const runs[] = {
#define RUN(id, desc, config, ops, param, cipher, hash, curve) id,
#include "algs.def"
};
#define NRUNS (sizeof(runs) / sizeof(runs[0]))

/* The STEP rows' globs. */
static const char *const steps[] = {
#define STEP(glob, bytes, pad, add) glob,
#include "algs.def"
};
#define NSTEPS (sizeof(steps) / sizeof(steps[0]))

static const struct mf_id *
mf_find(const char *id)
{
	size_t i;

	for (i = 0; i < NIDS; i++)
		if (strcmp(ids[i].id, id) == 0)
			return &ids[i];
	return NULL;
}

/* Every case the harness can emit (its shapes, then a sweep): an id the
 * CLI knows, with the same family, that the manifest calls ours. */
static void
check_cases(void)
{
	cb_bench_case c;
	const struct mf_id *m;
	const cb_alg *a;
	size_t i, n = cb_bench_count();

	ck_assert_uint_gt(n, 0);
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(cb_bench_get(i, &c), CB_OK);
		a = alg_by_id(c.algorithm);
		ck_assert_msg(a != NULL, "harness id %s unknown to the CLI",
			      c.algorithm);
		ck_assert_str_eq(a->family, c.family);
		m = mf_find(c.algorithm);
		ck_assert_msg(m != NULL && m->ours,
			      "harness id %s is not an ALG row", c.algorithm);
	}
}

START_TEST(harness_ids_known)
{
	static const uint32_t sizes[] = { 64 };

	check_cases();
	ck_assert_int_eq(cb_bench_sweep(sizes, 1), CB_OK);
	check_cases();
	ck_assert_int_eq(cb_bench_sweep(NULL, 0), CB_OK);
}
END_TEST

/* Every id of the manifest is the CLI's, in the manifest's order; an ALG
 * id has harness cases, a PUBLISHED one none. */
START_TEST(manifest_ids_known)
{
	static int has[NIDS];
	const struct mf_id *m;
	const cb_alg *a;
	cb_bench_case c;
	size_t i, n = cb_bench_count();

	/* one walk of the cases (cb_bench_get walks the list to i) */
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(cb_bench_get(i, &c), CB_OK);
		m = mf_find(c.algorithm);
		if (m != NULL)
			has[m - ids] = 1;
	}
	for (i = 0; i < NIDS; i++) {
		a = alg_by_id(ids[i].id);
		ck_assert_msg(a != NULL, "%s unknown to the CLI", ids[i].id);
		ck_assert_str_eq(a->family, ids[i].family);
		ck_assert_int_eq(alg_rank(ids[i].id), (int)i);
		ck_assert_msg(has[i] == ids[i].ours,
			      ids[i].ours ? "ALG %s has no harness case" :
			      "PUBLISHED %s has harness cases", ids[i].id);
	}
}
END_TEST

/* Each RUN row follows an ALG row of its id (or a RUN row of it): the
 * harness's order is the CLI's. */
START_TEST(runs_follow_their_alg)
{
	size_t i, j = 0;

	for (i = 0; i < NRUNS; i++) {
		while (j < NIDS && strcmp(ids[j].id, runs[i]) != 0)
			j++;
		ck_assert_msg(j < NIDS && ids[j].ours,
			      "RUN %s: no ALG row before it", runs[i]);
	}
}
END_TEST

/* Each STEP row's glob matches an ALG id (a misspelt one would leave its
 * algorithms without the step model, in silence). */
START_TEST(steps_match_an_alg)
{
	size_t i, j;

	for (i = 0; i < NSTEPS; i++) {
		for (j = 0; j < NIDS; j++)
			if (ids[j].ours && fnmatch(steps[i], ids[j].id, 0) == 0)
				break;
		ck_assert_msg(j < NIDS, "STEP %s matches no ALG id", steps[i]);
	}
}
END_TEST

#ifdef CB_HAVE_LIBCRYPTO
static void
count_check(void *arg, const ref_check *c)
{
	(void)c;
	(*(size_t *)arg)++;
}

/* Every ALG id has a conformance check (ref/: against OpenSSL or
 * official vectors), an n/a one included. */
START_TEST(algs_have_ref_checks)
{
	size_t i, n;

	for (i = 0; i < NIDS; i++) {
		if (!ids[i].ours)
			continue;
		n = 0;
		ref_foreach(NULL, ids[i].id, count_check, &n);
		ck_assert_msg(n > 0, "ALG %s has no check in ref/", ids[i].id);
	}
}
END_TEST
#endif

int
main(void)
{
	Suite *s = suite_create("manifest");
	TCase *tc = tcase_create("ids");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, harness_ids_known);
	tcase_add_test(tc, manifest_ids_known);
	tcase_add_test(tc, runs_follow_their_alg);
	tcase_add_test(tc, steps_match_an_alg);
#ifdef CB_HAVE_LIBCRYPTO
	tcase_add_test(tc, algs_have_ref_checks);
#endif
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
