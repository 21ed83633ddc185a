/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': the user's boards beside the shipped data (issue #30,
 * point 6): a published page saved with 'ingest PAGE --save NAME' is a
 * board of list, show and compare; runs are removed and renamed; --data
 * adds a folder (its boards replacing shipped ones of their ids) and
 * --data-only replaces the shipped data; a bad line in any folder leaves
 * its board out, named, and every other board keeps working.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "tcli.h"

static char tmpdir[256], out[1 << 16];

#define cbx(...) t_cbx(out, sizeof(out), tmpdir, __VA_ARGS__)

static void
setup(void)
{
	t_scratch(tmpdir, sizeof(tmpdir), "userdata");
}

static void
teardown(void)
{
	t_rmtree(tmpdir);
}

/* A data folder DIR/name of one board id (a figure of value v). */
static void
folder(const char *name, const char *id, const char *v)
{
	char path[512], text[1024];

	snprintf(path, sizeof(path), "mkdir -p %s/%s/results", tmpdir, name);
	ck_assert_int_eq(system(path), 0);
	snprintf(path, sizeof(path), "%s/%s/boards.csv", tmpdir, name);
	snprintf(text, sizeof(text), CB_BOARDS_HEADER "\n%s,Mine,M487,"
		 "Cortex-M4,192,Nuvoton,Mine,1,gcc,-O2,published,my page\n",
		 id);
	t_put_file(path, text);
	snprintf(path, sizeof(path), "%s/%s/results/%s.csv", tmpdir, name, id);
	snprintf(text, sizeof(text), CB_RESULTS_HEADER "\n%s,sw,sha256,hash,,"
		 "throughput,%s,MB/s,3\n", id, v);
	t_put_file(path, text);
}

START_TEST(page_saved)
{
	ck_assert_int_eq(cbx("ingest %s/kw47.txt --save my-kw", PAGES), 0);
	ck_assert_ptr_nonnull(strstr(out, "(run my-kw@1)"));
	ck_assert_int_eq(cbx("list --ids"), 0);
	ck_assert_ptr_nonnull(strstr(out, "\nmy-kw\n"));
	ck_assert_int_eq(cbx("--format csv show my-kw"), 0);
	ck_assert_ptr_nonnull(strstr(out, "Mbed TLS"));
	ck_assert_int_eq(cbx("compare kw47 my-kw --algo sha256"), 0);
	ck_assert_ptr_nonnull(strstr(out, "1.00x"));
	ck_assert_int_eq(cbx("--format csv runs my-kw"), 0);
	ck_assert_ptr_nonnull(strstr(out, ",page,"));
	/* renamed: numbers kept; never to a published board's name */
	ck_assert_int_eq(cbx("runs my-kw --rename kw-mine"), 0);
	ck_assert_int_eq(cbx("runs my-kw"), 1);
	ck_assert_int_eq(cbx("runs kw-mine@1 --log"), 0);
	ck_assert_int_eq(cbx("runs kw-mine --rename stm32f4"), 1);
	ck_assert_ptr_nonnull(strstr(out, "names a published board"));
	/* removed: one run, then the name */
	ck_assert_int_eq(cbx("ingest %s/kw47.txt --save kw-mine", PAGES), 0);
	ck_assert_int_eq(cbx("runs kw-mine@1 --remove"), 0);
	ck_assert_int_eq(cbx("runs kw-mine@2 --log"), 0);
	ck_assert_int_eq(cbx("runs kw-mine@1 --log"), 1);
	ck_assert_int_eq(cbx("runs kw-mine --remove"), 0);
	ck_assert_int_eq(cbx("runs kw-mine --remove"), 1);
	ck_assert_ptr_nonnull(strstr(out, "no run named 'kw-mine'"));
	ck_assert_int_eq(cbx("runs a --remove --rename b"), 2);
}
END_TEST

START_TEST(added_folders)
{
	folder("mine", "mine1", "2.5");
	folder("fix", "m487", "9.5");
	/* --data adds: the shipped boards and the folder's */
	ck_assert_int_eq(cbx("--data %s/mine list --ids", tmpdir), 0);
	ck_assert_ptr_nonnull(strstr(out, "\nmine1\n"));
	ck_assert_ptr_nonnull(strstr(out, "stm32f4\n"));
	ck_assert_int_eq(cbx("--data %s/mine compare stm32f4 mine1 --algo "
			     "sha256", tmpdir), 0);
	/* a board of the shipped id replaces the shipped one, said */
	ck_assert_int_eq(cbx("--data %s/fix --format csv show m487", tmpdir),
			 0);
	ck_assert_ptr_nonnull(strstr(out, "replaces the one of the same id"));
	ck_assert_ptr_nonnull(strstr(out, ",9.5,"));
	ck_assert_ptr_null(strstr(out, "aes-128-cbc"));
	/* --data-only: that folder alone */
	ck_assert_int_eq(cbx("--data-only %s/mine list --ids", tmpdir), 0);
	ck_assert_str_eq(out, "mine1\n");
}
END_TEST

START_TEST(bad_line_left_out)
{
	folder("mine", "mine1", "2.5");
	folder("bad", "bad1", "nan");
	ck_assert_int_eq(cbx("--data %s/mine --data %s/bad compare stm32f4 "
			     "m487 mine1 --algo sha256", tmpdir, tmpdir), 0);
	ck_assert_ptr_nonnull(strstr(out, "bad1.csv:2: bad value 'nan'"));
	ck_assert_ptr_nonnull(strstr(out, "board 'bad1' left out"));
	ck_assert_int_eq(cbx("--data %s/bad show bad1", tmpdir), 1);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("userdata");
	TCase *t = tcase_create("userdata");
	SRunner *r;
	int failed;

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_set_timeout(t, 120);
	tcase_add_test(t, page_saved);
	tcase_add_test(t, added_folders);
	tcase_add_test(t, bad_line_left_out);
	suite_add_tcase(s, t);
	r = srunner_create(s);
	srunner_run_all(r, CK_NORMAL);
	failed = srunner_ntests_failed(r);
	srunner_free(r);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
