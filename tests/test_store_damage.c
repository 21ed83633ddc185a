/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': a damaged run store (cli/model/store.c, store_tools.c)
 * never takes the rest down.  Each kind of damage (a cut file, a page
 * overwritten, a bad value in one run, a table dropped, a newer schema, a
 * 0-byte file, a file of something else) leaves `compare stm32f4 m487`
 * working with one warning; `store check` reports it; `store recover`
 * keeps every run that reads cleanly and the damaged file aside; a newer
 * store and a 0-byte one are never written.  And a run exported and
 * imported into a fresh store shows byte for byte the same.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#include "store.h"
#include "tcli.h"

static char tmpdir[256], user[320], dbpath[400], plain[1 << 16];
static char out[1 << 16];

#define cbx(...) t_cbx(out, sizeof(out), tmpdir, __VA_ARGS__)

static void
setup(void)
{
	t_scratch(tmpdir, sizeof(tmpdir), "damage");
	snprintf(user, sizeof(user), "%s/xdg/cryptobench", tmpdir);
	snprintf(dbpath, sizeof(dbpath), "%s/" STORE_FILE, user);
}

static void
teardown(void)
{
	t_rmtree(tmpdir);
}

/* Two runs, a@1 (3 rows) and b@1 (2 rows), saved from logs. */
static void
two_runs(void)
{
	static const char head[] = "# cryptobench: run log 1\n# platform: "
		"p\n# cpu: c\n# core: x86_64\n# vendor: v\n# clock_mhz: "
		"1000.000\n# compiler: gcc\n# flags: -O2\n# version: v1\n"
		"# unit: ns\n# method: measured: clock_gettime\n";
	char path[400], text[2048];
	int k;

	for (k = 0; k < 2; k++) {
		snprintf(path, sizeof(path), "%s/%c.log", tmpdir, 'a' + k);
		snprintf(text, sizeof(text), "%srow sha256 hash mode=long;"
			 "message=64;config=ct time %d ns reps=11 min=1 max=2\n"
			 "row md5 hash mode=long;message=64;config=ct time 9 "
			 "ns reps=11 min=1 max=2\n%s# end\n", head, 100 + k,
			 k == 0 ? "row sha1 hash mode=long;message=64;"
			 "config=ct time 7 ns reps=11 min=1 max=2\n" : "");
		t_put_file(path, text);
		ck_assert_int_eq(cbx("ingest %s --save %c", path, 'a' + k), 0);
	}
}

static void
sql(const char *q)
{
	sqlite3 *db;

	ck_assert_int_eq(sqlite3_open(dbpath, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, q, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
}

/* Overwrite n bytes at off with a pattern. */
static void
scribble(long off, size_t n)
{
	FILE *f = fopen(dbpath, "r+b");
	size_t i;

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(fseek(f, off, SEEK_SET), 0);
	for (i = 0; i < n; i++)
		fputc((int)(0xa5 ^ i), f);
	fclose(f);
}

enum damage { CUT, PAGE, BADROW, DROPPED, NEWER, ZERO, OTHER, NDAMAGE };
static const char *const damage_name[] = { "cut", "page", "bad row",
	"dropped table", "newer schema", "0 bytes", "not SQLite" };

static void
do_damage(enum damage d)
{
	switch (d) {
	case CUT:
		ck_assert_int_eq(truncate(dbpath, 3 * 4096 + 100), 0);
		break;
	case PAGE:
		scribble(2 * 4096, 4096);
		break;
	case BADROW:
		sql("UPDATE results SET value = 'nan' WHERE run = 1 AND "
		    "pos = 1");
		break;
	case DROPPED:
		sql("DROP TABLE results");
		break;
	case NEWER:
		sql("PRAGMA user_version = 7");
		break;
	case ZERO:
		ck_assert_int_eq(truncate(dbpath, 0), 0);
		break;
	default:
		t_put_file(dbpath, "these are my notes, not a database\n");
	}
}

/*
 * Every kind of damage: compare of the shipped boards prints what it
 * prints without a store, with one warning naming the file; check says
 * damaged; recover keeps what reads (or refuses a newer store, leaving
 * it byte for byte), then the store checks whole.
 */
START_TEST(damage_kinds)
{
	enum damage d = (enum damage)_i;
	char *before, *after, *o, *e;
	size_t blen, alen;

	ck_assert_int_eq(t_run("compare stm32f4 m487 --algo 'sha*'", &o,
			       &e), 0);
	snprintf(plain, sizeof(plain), "%s", o);
	free(o);
	free(e);
	two_runs();
	do_damage(d);
	before = t_slurp(dbpath, &blen);
	ck_assert_ptr_nonnull(before);
	ck_assert_int_eq(t_run("compare stm32f4 m487 --algo 'sha*'", &o,
			       &e), 0);
	ck_assert_msg(strcmp(o, plain) == 0, "%s: output differs:\n%s",
		      damage_name[d], o);
	ck_assert_msg(strstr(e, "warning: ") != NULL &&
		      strstr(e, dbpath) != NULL, "%s: %s", damage_name[d], e);
	/* no SQL statement in any message */
	ck_assert_ptr_null(strstr(e, "SELECT"));
	ck_assert_ptr_null(strstr(e, "PRAGMA"));
	free(o);
	free(e);
	ck_assert_int_eq(cbx("list"), 0);
	ck_assert_int_eq(cbx("store check"), 1);
	ck_assert_ptr_null(strstr(out, "PRAGMA"));
	/* a save into a damaged store fails, naming what to do */
	if (d != BADROW && d != PAGE) {
		ck_assert_int_eq(cbx("ingest %s/a.log --save c", tmpdir), 1);
		ck_assert_ptr_nonnull(strstr(out, "not saved"));
	}
	/* nothing above wrote to the file */
	after = t_slurp(dbpath, &alen);
	ck_assert_msg(alen == blen && memcmp(before, after, blen) == 0,
		      "%s: the store was written", damage_name[d]);
	free(after);
	if (d == NEWER) {
		ck_assert_int_eq(cbx("store recover"), 1);
		ck_assert_ptr_nonnull(strstr(out, "schema 7"));
		ck_assert_ptr_nonnull(strstr(out, "schema 1"));
		after = t_slurp(dbpath, &alen);
		ck_assert(alen == blen && memcmp(before, after, blen) == 0);
		free(after);
		free(before);
		return;
	}
	free(before);
	ck_assert_int_eq(cbx("store recover"), 0);
	ck_assert_ptr_nonnull(strstr(out, "recovered: "));
	ck_assert_ptr_nonnull(strstr(out, "runs.db.damaged-"));
	if (d == BADROW) {
		ck_assert_ptr_nonnull(strstr(out, "1 runs kept, 1 lost"));
		ck_assert_ptr_nonnull(strstr(out, "lost: run a@1"));
	}
	if (d == PAGE || d == BADROW || d == DROPPED)
		ck_assert_int_eq(cbx("store check"), 0);
	/* the store works again */
	ck_assert_int_eq(cbx("ingest %s/a.log --save c", tmpdir), 0);
	ck_assert_int_eq(cbx("store check"), 0);
	ck_assert_int_eq(cbx("show c --format csv"), 0);
}
END_TEST

/* A 0-byte store is never taken for a new one, even by list. */
START_TEST(zero_not_written)
{
	char *t;
	size_t n;

	ck_assert_int_eq(system("mkdir -p \"$XDG_DATA_HOME/cryptobench\""), 0);
	t_put_file(dbpath, "");
	ck_assert_int_eq(cbx("list"), 0);
	ck_assert_int_eq(cbx("runs"), 1);
	ck_assert_ptr_nonnull(strstr(out, "empty (0 bytes)"));
	t = t_slurp(dbpath, &n);
	ck_assert_uint_eq(n, 0);
	free(t);
}
END_TEST

/* runs NAME@N --export, then ingest --save in a fresh store: show and a
 * second export are byte for byte the same; the raw log too. */
START_TEST(export_import)
{
	char exp1[400], exp2[400], show1[1 << 14], log1[1 << 14];
	char *a, *b;

	two_runs();
	snprintf(exp1, sizeof(exp1), "%s/a.export", tmpdir);
	snprintf(exp2, sizeof(exp2), "%s/a2.export", tmpdir);
	ck_assert_int_eq(cbx("runs a@1 --export %s", exp1), 0);
	ck_assert_int_eq(cbx("show a"), 0);
	snprintf(show1, sizeof(show1), "%s", out);
	ck_assert_int_eq(cbx("runs a@1 --log"), 0);
	snprintf(log1, sizeof(log1), "%s", out);
	/* another machine: a fresh store */
	t_rmtree(user);
	ck_assert_int_eq(cbx("ingest %s --save a 2>/dev/null", exp1), 0);
	ck_assert_int_eq(cbx("show a"), 0);
	ck_assert_str_eq(out, show1);
	ck_assert_int_eq(cbx("runs a@1 --log"), 0);
	ck_assert_str_eq(out, log1);
	ck_assert_int_eq(cbx("runs a@1 --export %s", exp2), 0);
	a = t_slurp(exp1, NULL);
	b = t_slurp(exp2, NULL);
	ck_assert_str_eq(a, b);
	/* a cut export is refused, nothing saved */
	a[strlen(a) - 20] = '\0';
	t_put_file(exp2, a);
	ck_assert_int_eq(cbx("ingest %s --save z", exp2), 1);
	ck_assert_ptr_nonnull(strstr(out, "cut short"));
	ck_assert_int_eq(cbx("runs z"), 1);
	free(a);
	free(b);
	ck_assert_int_eq(cbx("runs a@9 --export -"), 1);
	ck_assert_ptr_nonnull(strstr(out, "no run a@9"));
}
END_TEST

/* A run name that reads as an option is refused. */
START_TEST(dash_name)
{
	two_runs();
	ck_assert_int_eq(cbx("ingest %s/a.log --save -x", tmpdir), 2);
	ck_assert_int_eq(cbx("runs"), 0);
	ck_assert_ptr_null(strstr(out, "-x@"));
}
END_TEST

static Suite *
damage_suite(void)
{
	Suite *s = suite_create("store_damage");
	TCase *t = tcase_create("damage");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_set_timeout(t, 120);
	tcase_add_loop_test(t, damage_kinds, 0, NDAMAGE);
	tcase_add_test(t, zero_not_written);
	tcase_add_test(t, export_import);
	tcase_add_test(t, dash_name);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	SRunner *r = srunner_create(damage_suite());
	int failed;

	srunner_run_all(r, CK_NORMAL);
	failed = srunner_ntests_failed(r);
	srunner_free(r);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
