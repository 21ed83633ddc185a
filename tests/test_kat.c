/* SPDX-License-Identifier: MIT */
/*
 * Every record of the manifest's SELFTEST rows, each section whole (the
 * firmware takes its first few), through the firmware's own checks
 * (vectors/lib/kat*.c) on every RUN row of its id: a new algorithm's
 * vectors are tested here by its SELFTEST row alone (suite 'lib').
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "kat.h"

static char failures[4096];
static size_t nlines;

/* see kat.h: the checks' storage, static here */
void *
kat_scratch(size_t *len)
{
	static uint64_t scratch[16 * 1024 / 8];

	*len = sizeof(scratch);
	return scratch;
}

/* keep the lines of the groups that failed */
static void
collect(const char *line)
{
	nlines++;
	if (strstr(line, " FAIL ") != NULL &&
	    strlen(failures) + strlen(line) < sizeof(failures))
		strcat(failures, line);
}

START_TEST(every_record)
{
	unsigned bad = kat_run(collect);

	ck_assert_msg(bad == 0, "%u records failed:\n%s", bad, failures);
	/* one line per group at least, and records to run */
	ck_assert_uint_gt(nlines, 0);
	ck_assert_uint_gt(kat_nrecords, 0);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("kat");
	TCase *tc = tcase_create("records");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, every_record);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
