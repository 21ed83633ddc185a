/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli', issue #13: hostile pages and data files (crashes, hangs,
 * bad numbers, cut pages, oversized fields) and the safety of output files.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

static const char cyclone_head[] =
	"Crypto Benchmark on STM32F4 MCU\n"
	"ARM Cortex-M4 @ 180 MHz\n"
	"This benchmark conducted on STM32 Nucleo-144 development board with "
	"STM32F439ZI MCU will help you.\n"
	"  \xe2\x80\xa2 Benchmark generated with CycloneCRYPTO 2.2.4\n"
	"  \xe2\x80\xa2 Compiled using Clang with optimization level 3\n";

/* Ingest text (copied); 0 or -1 with ig->err, like ingest_text. */
static int
parse_len(ingest *ig, const char *text, size_t len, const char *board)
{
	char *copy = malloc(len + 1);
	int rc;

	ck_assert_ptr_nonnull(copy);
	memcpy(copy, text, len);
	copy[len] = '\0';
	memset(ig, 0, sizeof(*ig));
	ig->path = "bad.txt";
	rc = ingest_text(ig, copy, len, board);
	free(copy);
	return rc;
}

/* The page is refused with a message containing needle. */
static void
refused(const char *text, const char *needle)
{
	ingest ig;

	ck_assert_msg(parse_len(&ig, text, strlen(text), NULL) == -1,
		      "accepted: %.200s", text);
	ck_assert_msg(strstr(ig.err, needle) != NULL, "'%s' lacks '%s'",
		      ig.err, needle);
	ingest_free(&ig);
}

/* ---- run-together rows ---- */

START_TEST(runon_unit_only_row)
{
	char pg[2048];

	/* the leftmost cell is only a unit: no name, no number */
	snprintf(pg, sizeof(pg), "%sAlgorithmSpeed (Software)\nMD512.033 "
		 "MB/s\nMB/s\n", cyclone_head);
	refused(pg, "bad.txt:8: cell 1 of 'MB/s'");
	snprintf(pg, sizeof(pg), "%sAlgorithmSpeed (Software)Speed "
		 "(Hardware)\nMB/s-\n", cyclone_head);
	refused(pg, "bad.txt:7:");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("badinput");
	TCase *tc;
	SRunner *sr;
	int nf;

	tc = tcase_create("parsers");
	tcase_add_test(tc, runon_unit_only_row);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
