/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': what the fuzzers (tests/fuzz) found in the data loader and
 * the output tables, one test each: a load that fails frees what it read,
 * non-UTF-8 data is refused with its place, JSON numbers are JSON's,
 * Markdown cells escape '|', a board's clock is written in full; and the
 * typed model: the units table, annotation keys, a row's statistic.
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

	snprintf(cmd, sizeof(cmd), "%s --data-only %s %s 2>&1", CRYPTOBENCH_EXE,
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

	/* a bad row: its board left out, the load goes on */
	put("results/b1.csv", CB_RESULTS_HEADER "\n"
	    "b1,sw,sha256,hash,,throughput,1.5,MB/s,3\n"
	    "b1,xx,sha256,hash,,throughput,1.5,MB/s,4\n");
	ck_assert_int_eq(data_load(dir, &ds), 0);
	ck_assert_uint_eq(ds.nrows, 0);
	data_free(&ds);
	/* a folder that cannot be read: the callers free nothing */
	put("results/b1.csv", "not the header\n");
	ck_assert_int_eq(data_load(dir, &ds), -1);
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
	ck_assert_str_eq(text, "{\n  \"boards\": [],\n  \"notes\": [],\n"
			 "  \"rows\": [\n"
			 "    {\"value\": \"08.5\"},\n"
			 "    {\"value\": \".5\"},\n"
			 "    {\"value\": \"0x10\"},\n"
			 "    {\"value\": \"inf\"},\n"
			 "    {\"value\": \"1.\"},\n"
			 "    {\"value\": \"-0.5e+1\"},\n"
			 "    {\"value\": 0},\n"
			 "    {\"value\": null}\n"
			 "  ]\n}\n");
	free(text);
}
END_TEST

START_TEST(markdown_bar)
{
	char *out;
	int st;

	put("results/b1.csv", CB_RESULTS_HEADER "\n"
	    "b1,sw,sha256,page | title \\|,,throughput,1.5,MB/s,3\n");
	out = run("--format markdown show b1", &st);
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

/* ---- the typed model: the units table, statistics, annotations ---- */

START_TEST(units_table)
{
	char var[64], ann[64];

	ck_assert_int_eq(metric_parse("est-cycles"), MET_EST_CYCLES);
	ck_assert_int_eq(metric_parse("Cycles"), MET_OTHER);
	ck_assert(metric_is_footprint(MET_WORK_BUFFER));
	ck_assert(!metric_is_footprint(MET_TIME));
	ck_assert_str_eq(metric_count(MET_INSNS), "insns");
	ck_assert_str_eq(metric_count(MET_TIME), "cycles");
	/* a page's words for a unit, and the scale to its base */
	ck_assert_int_eq(unit_from_word("Mbytes/s"), UNIT_MB_S);
	ck_assert_int_eq(unit_from_word("kB/s"), UNIT_KB_S);
	ck_assert_int_eq(unit_from_word("\xc2\xb5s"), UNIT_US);
	ck_assert_int_eq(unit_from_word("est-cycles"), UNIT_OTHER);
	ck_assert(unit_scale(UNIT_MIB_S) == 1048576);
	ck_assert(unit_scale(UNIT_US) == 1e-6);
	ck_assert(unit_valid_for(UNIT_BYTES, MET_STACK));
	ck_assert(!unit_valid_for(UNIT_MS, MET_THROUGHPUT));
	/* the annotation keys leave the variant */
	ck_assert(param_is_annotation("stat", 4));
	ck_assert(param_is_annotation("impl-note=x", 9));
	ck_assert(!param_is_annotation("config", 6));
	params_split("mode=op;stat=min;config=small;impl-note=user", var,
		     sizeof(var), ann, sizeof(ann));
	ck_assert_str_eq(var, "mode=op;config=small");
	ck_assert_str_eq(ann, "stat=min;impl-note=user");
}
END_TEST

START_TEST(row_typed)
{
	cb_board pub, run;
	cb_result r;
	char words[128];

	memset(&pub, 0, sizeof(pub));
	memset(&run, 0, sizeof(run));
	strcpy(pub.method, "published");
	strcpy(run.method, "emulated (QEMU); est-cycles: cortex-m4 2");
	board_type(&pub);
	board_type(&run);
	ck_assert(!pub.measured && run.measured && run.emulated);
	ck_assert_ptr_null(board_est_model(&pub));
	ck_assert_str_eq(board_est_model(&run), "cortex-m4 2");
	memset(&r, 0, sizeof(r));
	strcpy(r.impl, "hw");
	strcpy(r.algorithm, "ml-dsa-44");
	strcpy(r.operation, "sign");
	strcpy(r.metric, "cycles");
	strcpy(r.unit, "cycles");
	ck_assert_int_eq(result_type(&r, &pub), 0);
	ck_assert(r.hw && !r.bulk && r.met == MET_CYCLES);
	ck_assert_ptr_nonnull(r.alg);
	/* a page that does not say is unstated; our run's rows medians */
	ck_assert_int_eq(r.stat, STAT_UNSTATED);
	ck_assert_int_eq(result_type(&r, &run), 0);
	ck_assert_int_eq(r.stat, STAT_MEDIAN);
	ck_assert(!r.stat_given);
	strcpy(r.params, "config=small;stat=min;impl-note=no-accelerator");
	ck_assert_int_eq(result_type(&r, &run), 0);
	ck_assert_int_eq(r.stat, STAT_MIN);
	ck_assert(r.stat_given);
	ck_assert_int_eq(r.inote, INOTE_NO_ACCEL);
	strcpy(r.params, "stat=average");
	ck_assert_int_eq(result_type(&r, &pub), -1);
	strcpy(r.params, "impl-note=maybe");
	ck_assert_int_eq(result_type(&r, &pub), -2);
	strcpy(r.operation, "hash");
	strcpy(r.params, "");
	ck_assert_int_eq(result_type(&r, &pub), 0);
	ck_assert(r.bulk);
	/* annotations in words; stat= is its own field's */
	strcpy(r.unit, "MiB/s");
	ck_assert(annotation_words(&r, "page-unit=MB/s;x=1", words,
				   sizeof(words)));
	ck_assert_str_eq(words, "the page's MB/s read as MiB/s");
	ck_assert(annotation_words(&r, "impl-note=unstated", words,
				   sizeof(words)));
	ck_assert_str_eq(words, "the page does not say hw or sw (taken as "
			 "sw)");
	ck_assert(!annotation_words(&r, "stat=min", words, sizeof(words)));
	ck_assert(params_same_variant("config=ct;stat=min", "config=ct"));
	ck_assert(!params_same_variant("config=ct", "config=table"));
}
END_TEST

/* A bad statistic is refused at load, with its place. */
START_TEST(bad_stat_refused)
{
	char *out;
	int st;

	put("results/b1.csv", CB_RESULTS_HEADER "\n"
	    "b1,sw,sha256,hash,stat=min,throughput,1.5,MB/s,3\n"
	    "b1,sw,sha256,hash,stat=avg,throughput,1.5,MB/s,4\n");
	out = run("show b1", &st);
	ck_assert_int_eq(st, 1);
	ck_assert_ptr_nonnull(strstr(out, "/results/b1.csv:3: bad statistic"));
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
	t = tcase_create("typed");
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, units_table);
	tcase_add_test(t, row_typed);
	tcase_add_test(t, bad_stat_refused);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
