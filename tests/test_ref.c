/* SPDX-License-Identifier: MIT */
/*
 * Suite 'ref': runs the conformance checks of one group (argv[1], e.g.
 * "aes") against OpenSSL and official vectors; each check is a test.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "ref.h"

static const ref_check *checks[512];
static int nchecks;

static void
collect(void *arg, const ref_check *c)
{
	(void)arg;
	if (nchecks < (int)(sizeof(checks) / sizeof(checks[0])))
		checks[nchecks++] = c;
}

START_TEST(run_check)
{
	const ref_check *c = checks[_i];
	unsigned long cases = 0, failed;
	char why[512] = "";

	failed = c->run(&cases, why, sizeof(why));
	ck_assert_msg(failed == 0, "%s (%s): %lu of %lu cases failed; first: %s",
		      c->algo, c->source, failed, cases, why);
	/* a check with no case must say why (no such reference exists) */
	ck_assert_msg(cases > 0 || why[0] != '\0', "%s (%s): no case ran",
		      c->algo, c->source);
}
END_TEST

int
main(int argc, char **argv)
{
	Suite *s = suite_create("ref");
	TCase *tc = tcase_create(argc > 1 ? argv[1] : "all");
	SRunner *sr;
	int nf;

	ref_foreach(argc > 1 ? argv[1] : NULL, NULL, collect, NULL);
	if (nchecks == 0) {
		fprintf(stderr, "no checks in group %s\n",
			argc > 1 ? argv[1] : "(all)");
		return EXIT_FAILURE;
	}
	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, run_check, 0, nchecks);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
