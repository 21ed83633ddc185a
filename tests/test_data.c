/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': what the fuzzers (tests/fuzz) found in the data loader and
 * the output tables, one test each: a load that fails frees what it read,
 * non-UTF-8 data is refused with its place, JSON numbers are JSON's,
 * Markdown cells escape '|', a board's clock is written in full.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "model.h"
#include "tcli.h"

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

static char dir[] = "/tmp/cb-data-XXXXXX";

static const char board[] =
	CB_BOARDS_HEADER "\n"
	"b1,Board One,MCU1,Cortex-M4,100,V,Lib,1.0,gcc,-O2,published,"
	"\"page | title \\|\"\n";

/* DIR/NAME holds text */
static void
put(const char *name, const char *text)
{
	char path[256];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	t_put_file(path, text);
}

static void
setup(void)
{
	char path[256];

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(data_mkdirs(path), 0);
	/* no user tables join the data */
	snprintf(path, sizeof(path), "%s/no-user", dir);
	setenv("XDG_DATA_HOME", path, 1);
	put("boards.csv", board);
}

static void
teardown(void)
{
	char cmd[300];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(dir, "/tmp/cb-data-XXXXXX");
}

/* Output (stdout and stderr) of cryptobench ARGS --data DIR; *st is the
 * exit status. */
static char *
run(const char *args, int *st)
{
	static char out[16384];
	char cmd[512];
	size_t n;
	FILE *p;

	snprintf(cmd, sizeof(cmd), "%s --data %s %s 2>&1", CRYPTOBENCH_EXE,
		 dir, args);
	p = popen(cmd, "r");
	ck_assert_ptr_nonnull(p);
	n = fread(out, 1, sizeof(out) - 1, p);
	out[n] = '\0';
	*st = pclose(p);
	*st = WIFEXITED(*st) ? WEXITSTATUS(*st) : -1;
	return out;
}

START_TEST(failed_load_frees)
{
	cb_dataset ds;

	put("results/b1.csv", CB_RESULTS_HEADER "\n"
	    "b1,sw,sha256,hash,,throughput,1.5,MB/s,3\n"
	    "b1,xx,sha256,hash,,throughput,1.5,MB/s,4\n");
	ck_assert_int_eq(data_load(dir, &ds), -1);
	/* the callers free nothing after a failure */
	ck_assert_ptr_null(ds.boards);
	ck_assert_ptr_null(ds.rows);
	ck_assert_uint_eq(ds.nrows, 0);
}
END_TEST

START_TEST(not_utf8_refused)
{
	char *out;
	int st;

	put("results/b1.csv", CB_RESULTS_HEADER "\n"
	    "b1,sw,sha256,hash,mode=\xe9t\xe9,throughput,1.5,MB/s,3\n");
	out = run("--format json show b1", &st);
	ck_assert_int_eq(st, 1);
	ck_assert_ptr_nonnull(strstr(out, "/results/b1.csv:2: not UTF-8 text"));
}
END_TEST

START_TEST(json_numbers)
{
	static const char *const cols[] = { "value" };
	static const char *const cells[] = { "08.5", ".5", "0x10", "inf",
		"1.", "-0.5e+1", "0", "" };
	char *text = NULL;
	size_t len, i;
	table *t = table_new(1, cols);
	FILE *f;

	table_numeric(t, 0);
	for (i = 0; i < sizeof(cells) / sizeof(cells[0]); i++)
		table_add(t, &cells[i]);
	f = open_memstream(&text, &len);
	ck_assert_ptr_nonnull(f);
	g_format = FMT_JSON;
	table_print(t, f);
	fclose(f);
	table_free(t);
	/* what strtod reads but JSON has no number for stays a string */
	ck_assert_str_eq(text, "[\n"
			 "  {\"value\": \"08.5\"},\n"
			 "  {\"value\": \".5\"},\n"
			 "  {\"value\": \"0x10\"},\n"
			 "  {\"value\": \"inf\"},\n"
			 "  {\"value\": \"1.\"},\n"
			 "  {\"value\": \"-0.5e+1\"},\n"
			 "  {\"value\": 0},\n"
			 "  {\"value\": null}\n"
			 "]\n");
	free(text);
}
END_TEST

START_TEST(markdown_bar)
{
	char *out;
	int st;

	put("results/b1.csv", CB_RESULTS_HEADER "\n");
	out = run("--format markdown list", &st);
	ck_assert_int_eq(st, 0);
	/* "\\|" would be an escaped '\\', then the end of the cell */
	ck_assert_ptr_nonnull(strstr(out, "| page \\| title \\\\\\| |"));
}
END_TEST

START_TEST(clock_in_full)
{
	cb_board b;
	char *text = NULL;
	size_t len;
	FILE *f;

	memset(&b, 0, sizeof(b));
	strcpy(b.id, "host");
	b.clock_mhz = 3680.091;
	f = open_memstream(&text, &len);
	ck_assert_ptr_nonnull(f);
	data_write_board(f, &b);
	b.clock_mhz = 0.1;
	data_write_board(f, &b);
	fclose(f);
	ck_assert_str_eq(text, "host,,,,3680.091,,,,,,,\n"
			 "host,,,,0.1,,,,,,,\n");
	free(text);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("data");
	TCase *t = tcase_create("fuzz_found");
	SRunner *sr;
	int failed;

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, failed_load_frees);
	tcase_add_test(t, not_utf8_refused);
	tcase_add_test(t, json_numbers);
	tcase_add_test(t, markdown_bar);
	tcase_add_test(t, clock_in_full);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
