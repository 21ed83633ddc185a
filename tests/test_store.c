/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': the user's run store (cli/model/store.c) end to end: history and
 * NAME@N, 'runs', the import of a CSV store, and saves that are killed,
 * run concurrently, hit a full disk or a held lock, each leaving the store
 * exactly as before or exactly as after.
 */
#include <check.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <sqlite3.h>

#include "model.h"
#include "store.h"
#include "tcli.h"

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

#define KILL_TRIALS 200
#define CONC_TRIALS 50

static char tmpdir[256], xdg[300], user[320], dbpath[400];
static char out[1 << 16];

static void
setup(void)
{
	t_scratch(tmpdir, sizeof(tmpdir), "store");
	snprintf(xdg, sizeof(xdg), "%s/xdg", tmpdir);
	snprintf(user, sizeof(user), "%s/cryptobench", xdg);
	snprintf(dbpath, sizeof(dbpath), "%s/" STORE_FILE, user);
	unsetenv("CRYPTOBENCH_BUSY_TIMEOUT");
}

static void
teardown(void)
{
	char cmd[600];

	/* full_tmpfs's mount, if it made one */
	snprintf(cmd, sizeof(cmd), "%s/tmpfs", tmpdir);
	(void)umount2(cmd, MNT_DETACH);
	t_rmtree(tmpdir);
}

/* "cryptobench ARGS" through the shell, output in out; exit status. */
#define cbx(...) t_cbx(out, sizeof(out), tmpdir, __VA_ARGS__)

/* A run log of platform plat with nrows rows whose values start at v0. */
static char *
make_log(const char *path, const char *plat, int nrows, int v0)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	int i;

	ck_assert_ptr_nonnull(f);
	fprintf(f, "# cryptobench: run log 1\n# platform: %s\n# cpu: test "
		"CPU\n# core: x86_64\n# vendor: AMD\n# clock_mhz: 1000.000\n"
		"# compiler: gcc 12.2.0\n# flags: -O2\n# version: v1-2-g%s\n"
		"# unit: ns\n# method: measured: clock_gettime\n", plat, plat);
	for (i = 0; i < nrows; i++)
		fprintf(f, "row sha256 hash mode=long;message=%d;config=ct "
			"time %d ns reps=11 min=1 max=2\n", 64 + i, v0 + i);
	fputs("# end\n", f);
	fclose(f);
	t_put_file(path, text);
	return text;
}

/* Every run the store holds with an id up to upto, in id order, as text
 * (read with sqlite3 directly, not through the code under test). */
static char *
dump_upto(long long upto)
{
	static const char *const q[] = {
		"SELECT id, name, seq, date, target, board_name, mcu, core, "
		"clock_mhz, vendor, library, library_version, compiler, "
		"optimization, method, source, hex(log) FROM runs "
		"WHERE id <= ?1 ORDER BY id",
		"SELECT * FROM results WHERE run <= ?1 ORDER BY run, pos" };
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	sqlite3 *db;
	sqlite3_stmt *st;
	int k, c;

	ck_assert_ptr_nonnull(f);
	if (access(dbpath, F_OK) != 0) {
		fclose(f);
		return text;
	}
	ck_assert_int_eq(sqlite3_open_v2(dbpath, &db, SQLITE_OPEN_READWRITE,
					 NULL), SQLITE_OK);
	sqlite3_busy_timeout(db, 10000);
	ck_assert_int_eq(sqlite3_exec(db, "BEGIN", NULL, NULL, NULL),
			 SQLITE_OK);
	for (k = 0; k < 2; k++) {
		ck_assert_int_eq(sqlite3_prepare_v2(db, q[k], -1, &st, NULL),
				 SQLITE_OK);
		sqlite3_bind_int64(st, 1, upto);
		while (sqlite3_step(st) == SQLITE_ROW) {
			for (c = 0; c < sqlite3_column_count(st); c++)
				fprintf(f, "%s|", sqlite3_column_text(st, c) ?
					(const char *)sqlite3_column_text(st, c)
					: "NULL");
			fputc('\n', f);
		}
		sqlite3_finalize(st);
	}
	sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
	sqlite3_close(db);
	fclose(f);
	return text;
}

static char *
dump(void)
{
	return dump_upto(LLONG_MAX);
}

/* One run's content without its id, number and date: board row, log
 * and results, as three lines of text. */
static char *
run_content(const char *db_path, long long id)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	sqlite3 *db;
	sqlite3_stmt *st;
	int c;

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(sqlite3_open_v2(db_path, &db, SQLITE_OPEN_READONLY,
					 NULL), SQLITE_OK);
	sqlite3_busy_timeout(db, 10000);
	ck_assert_int_eq(sqlite3_prepare_v2(db, "SELECT name, target, "
		"board_name, mcu, core, clock_mhz, vendor, library, "
		"library_version, compiler, optimization, method, source, log "
		"FROM runs WHERE id = ?", -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, id);
	ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
	for (c = 0; c < sqlite3_column_count(st); c++)
		fprintf(f, "%s|", (const char *)sqlite3_column_text(st, c));
	sqlite3_finalize(st);
	ck_assert_int_eq(sqlite3_prepare_v2(db, "SELECT impl, algorithm, "
		"operation, params, metric, value, unit, line FROM results "
		"WHERE run = ? ORDER BY pos", -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, id);
	while (sqlite3_step(st) == SQLITE_ROW)
		for (c = 0; c < 8; c++)
			fprintf(f, "%s,", (const char *)sqlite3_column_text(st,
									    c));
	sqlite3_finalize(st);
	sqlite3_close(db);
	fclose(f);
	return text;
}

/* Ids of the runs after id after, with name and number. */
static int
new_runs(long long after, long long *ids, char (*names)[32], int *seqs,
	 int max)
{
	sqlite3 *db;
	sqlite3_stmt *st;
	int n = 0;

	ck_assert_int_eq(sqlite3_open_v2(dbpath, &db, SQLITE_OPEN_READONLY,
					 NULL), SQLITE_OK);
	sqlite3_busy_timeout(db, 10000);
	ck_assert_int_eq(sqlite3_prepare_v2(db, "SELECT id, name, seq FROM "
		"runs WHERE id > ? ORDER BY id", -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, after);
	while (sqlite3_step(st) == SQLITE_ROW && n < max) {
		ids[n] = sqlite3_column_int64(st, 0);
		snprintf(names[n], 32, "%s", sqlite3_column_text(st, 1));
		seqs[n] = sqlite3_column_int(st, 2);
		n++;
	}
	sqlite3_finalize(st);
	sqlite3_close(db);
	return n;
}

static long long
max_id(void)
{
	sqlite3 *db;
	sqlite3_stmt *st;
	long long id;

	ck_assert_int_eq(sqlite3_open_v2(dbpath, &db, SQLITE_OPEN_READONLY,
					 NULL), SQLITE_OK);
	sqlite3_busy_timeout(db, 10000);
	ck_assert_int_eq(sqlite3_prepare_v2(db, "SELECT coalesce(max(id), 0) "
		"FROM runs", -1, &st, NULL), SQLITE_OK);
	ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
	id = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	sqlite3_close(db);
	return id;
}

/* Start "cryptobench ingest LOG --save NAME", its stdout and stderr on fd
 * (-1: /dev/null); fsize > 0: under a file-size limit of fsize - 1 bytes;
 * go >= 0: it waits for a byte on go first. */
static pid_t
spawn_save(const char *log, const char *name, int fd, long long fsize,
	   int go)
{
	pid_t pid = fork();

	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		char b;

		if (fd < 0)
			fd = open("/dev/null", O_WRONLY);
		dup2(fd, 1);
		dup2(fd, 2);
		if (fsize > 0) {
			struct rlimit rl;

			rl.rlim_cur = rl.rlim_max = (rlim_t)(fsize - 1);
			/* EFBIG from write(), as a full disk gives ENOSPC,
			 * instead of the default kill */
			signal(SIGXFSZ, SIG_IGN);
			if (setrlimit(RLIMIT_FSIZE, &rl) != 0)
				_exit(99);
		}
		if (go >= 0 && read(go, &b, 1) != 1)
			_exit(98);
		execl(CRYPTOBENCH_EXE, CRYPTOBENCH_EXE, "ingest", log,
		      "--save", name, (char *)NULL);
		_exit(97);
	}
	return pid;
}

static int
wait_status(pid_t pid)
{
	int st;

	ck_assert_int_eq(waitpid(pid, &st, 0), pid);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- history, NAME@N, runs ---- */

START_TEST(history_and_refs)
{
	char log[3][400], *text0 = NULL;
	int i;

	for (i = 0; i < 3; i++) {
		char *t;

		snprintf(log[i], sizeof(log[i]), "%s/r%d.log", tmpdir, i);
		t = make_log(log[i], i == 2 ? "other" : "hostA", 3,
			     1000 * (i + 1));
		if (i == 0)
			text0 = t;
		else
			free(t);
	}
	/* nothing saved yet: an empty history, no database made */
	ck_assert_int_eq(cbx("runs"), 0);
	ck_assert_int_eq(access(dbpath, F_OK), -1);
	ck_assert_int_eq(cbx("runs nope"), 1);
	ck_assert_ptr_nonnull(strstr(out, "no saved run named 'nope'"));
	ck_assert_int_eq(cbx("ingest %s --save lib", log[0]), 0);
	ck_assert_ptr_nonnull(strstr(out, "(run lib@1)"));
	ck_assert_int_eq(cbx("ingest %s --save lib", log[1]), 0);
	ck_assert_ptr_nonnull(strstr(out, "(run lib@2)"));
	ck_assert_int_eq(cbx("ingest %s --save zz", log[2]), 0);
	/* show takes the newest; NAME@N an older one */
	ck_assert_int_eq(cbx("show lib --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, ",2000,ns,"));
	ck_assert_ptr_null(strstr(out, ",1000,ns,"));
	ck_assert_int_eq(cbx("show lib@1 --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, ",1000,ns,"));
	ck_assert_int_eq(cbx("compare lib@1 lib@2"), 0);
	ck_assert_ptr_nonnull(strstr(out, "figure per MHz over lib@1's"));
	ck_assert_ptr_nonnull(strstr(out, "2.00x"));
	ck_assert_int_eq(cbx("compare lib@1 lib@9"), 1);
	ck_assert_ptr_nonnull(strstr(out, "no run lib@9"));
	/* list: one line per name, the newest run */
	ck_assert_int_eq(cbx("list"), 0);
	ck_assert_ptr_null(strstr(out, "lib@"));
	ck_assert_ptr_nonnull(strstr(out, "\nlib "));
	/* runs: every run with its provenance, in every format */
	ck_assert_int_eq(cbx("runs"), 0);
	ck_assert_ptr_nonnull(strstr(out, "lib@1 "));
	ck_assert_ptr_nonnull(strstr(out, "lib@2 "));
	ck_assert_ptr_nonnull(strstr(out, "zz@1 "));
	ck_assert_ptr_nonnull(strstr(out, "v1-2-ghostA"));
	ck_assert_ptr_nonnull(strstr(out, "gcc 12.2.0 -O2"));
	ck_assert_int_eq(cbx("runs lib --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, "run,name,seq,date,version,target,"
				     "figures,toolchain,method\nlib@1,lib,1,"));
	ck_assert_ptr_null(strstr(out, "zz@1"));
	ck_assert_int_eq(cbx("runs --format json"), 0);
	ck_assert_ptr_nonnull(strstr(out, "\"run\": \"zz@1\""));
	ck_assert_ptr_nonnull(strstr(out, "\"figures\": 3"));
	ck_assert_int_eq(cbx("runs --format markdown"), 0);
	ck_assert_ptr_nonnull(strstr(out, "| lib@2 "));
	/* the raw log, byte for byte */
	ck_assert_int_eq(cbx("runs lib@1 --log"), 0);
	ck_assert_str_eq(out, text0);
	free(text0);
	ck_assert_int_eq(cbx("runs lib@3 --log"), 1);
	ck_assert_ptr_nonnull(strstr(out, "no run lib@3"));
	ck_assert_int_eq(cbx("runs --help"), 0);
	ck_assert_ptr_nonnull(strstr(out, "usage: cryptobench runs"));
	ck_assert_int_eq(cbx("runs --bogus"), 2);
	ck_assert_int_eq(cbx("runs 'Bad Name'"), 2);
	/* ingest --save: run logs only, a valid name, no -o */
	ck_assert_int_eq(cbx("ingest %s --save 'A B'", log[0]), 2);
	ck_assert_int_eq(cbx("ingest %s --save stm32f4", log[0]), 1);
	ck_assert_ptr_nonnull(strstr(out, "names a published board"));
	ck_assert_int_eq(cbx("ingest %s --save x -o %s/x.csv", log[0],
			     tmpdir), 2);
}
END_TEST

/* A bad --log path fails before anything is measured and stores
 * nothing. */
START_TEST(bad_log_path)
{
	char log[400], *before, *after;

	snprintf(log, sizeof(log), "%s/r.log", tmpdir);
	free(make_log(log, "hostA", 2, 10));
	ck_assert_int_eq(cbx("ingest %s --save a", log), 0);
	before = dump();
	ck_assert_int_eq(cbx("run --quick --algo sha256 --save a --log "
			     "%s/missing/dir/x.log", tmpdir), 1);
	ck_assert_ptr_nonnull(strstr(out, "missing/dir/x.log: cannot write "
				     "there"));
	ck_assert_ptr_nonnull(strstr(out, "nothing was measured"));
	ck_assert_ptr_null(strstr(out, "sha256"));
	ck_assert_int_eq(cbx("run --quick --algo sha256 --save a --log %s",
			     tmpdir), 1);
	ck_assert_ptr_nonnull(strstr(out, "is a folder"));
	after = dump();
	ck_assert_str_eq(after, before);
	free(before);
	free(after);
}
END_TEST

/* The CSV store of the previous version: imported once, whole, and left
 * in place. */
START_TEST(import_csv_store)
{
	char path[600], *before, *after;
	struct stat st;

	snprintf(path, sizeof(path), "%s/results", user);
	ck_assert_int_eq(data_mkdirs(path), 0);
	snprintf(path, sizeof(path), "%s/logs", user);
	ck_assert_int_eq(data_mkdirs(path), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", user);
	t_put_file(path, CB_BOARDS_HEADER "\n"
		 "old,\"vm, the box\",AMD EPYC,x86_64,3678.684,AMD,cryptobench,"
		 "43329cf,gcc 12.2.0,-O2 -g,\"measured: clock_gettime, clock "
		 "calibrated\",old.log: cryptobench run on vm\n"
		 "nolog,vm,AMD EPYC,x86_64,1000,AMD,cryptobench,v0,gcc,-O2,"
		 "measured,nolog.log\n");
	snprintf(path, sizeof(path), "%s/results/old.csv", user);
	t_put_file(path, CB_RESULTS_HEADER "\n"
		 "old,sw,sha256,hash,mode=long;message=8192;config=ct,time,"
		 "20701,ns,13\n"
		 "old,sw,md5,hash,mode=long;message=8192;config=ct,time,"
		 "9000.5,ns,14\n");
	snprintf(path, sizeof(path), "%s/results/nolog.csv", user);
	t_put_file(path, CB_RESULTS_HEADER "\n"
		 "nolog,sw,sha1,hash,mode=long;message=8192;config=ct,time,"
		 "1,ns,3\n");
	snprintf(path, sizeof(path), "%s/logs/old.log", user);
	t_put_file(path, "# cryptobench: run log 1\nthe old log\n");
	/* the old store's lost update: results without a board row */
	snprintf(path, sizeof(path), "%s/results/lost.csv", user);
	t_put_file(path, CB_RESULTS_HEADER "\n");
	ck_assert_int_eq(cbx("show old --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, "results/lost.csv: no row in "
				     "boards.csv: not imported"));
	ck_assert_ptr_nonnull(strstr(out, "imported run 'old' (2 figures)"));
	ck_assert_ptr_nonnull(strstr(out, "hash,md5,hash,sw,old,mode=long;"
				     "message=8192;config=ct,mode=long;"
				     "message=8192;config=ct,time,9000.5,ns,"));
	ck_assert_int_eq(cbx("--format markdown show old"), 0);
	ck_assert_ptr_nonnull(strstr(out, "old: AMD EPYC (vm, the box), "
				     "x86_64 @ 3678.68 MHz, cryptobench "
				     "43329cf, gcc 12.2.0 -O2 -g; measured: "
				     "clock_gettime, clock calibrated: old.log: "
				     "cryptobench run on vm"));
	ck_assert_int_eq(cbx("runs old@1 --log"), 0);
	ck_assert_str_eq(out, "# cryptobench: run log 1\nthe old log\n");
	ck_assert_int_eq(cbx("runs nolog@1 --log"), 0);
	ck_assert_str_eq(out, "");
	/* once: a second reader imports nothing more */
	before = dump();
	ck_assert_int_eq(cbx("runs"), 0);
	ck_assert_ptr_null(strstr(out, "imported run"));
	ck_assert_ptr_nonnull(strstr(out, "old@1 "));
	ck_assert_ptr_nonnull(strstr(out, "imported"));
	ck_assert_ptr_null(strstr(out, "old@2"));
	after = dump();
	ck_assert_str_eq(after, before);
	free(before);
	free(after);
	/* left in place */
	snprintf(path, sizeof(path), "%s/results/old.csv", user);
	ck_assert_int_eq(stat(path, &st), 0);
	/* and a new save numbers on */
	snprintf(path, sizeof(path), "%s/r.log", tmpdir);
	free(make_log(path, "hostA", 2, 10));
	ck_assert_int_eq(cbx("ingest %s --save old", path), 0);
	ck_assert_ptr_nonnull(strstr(out, "(run old@2)"));
}
END_TEST

static int
count_runs(const char *where)
{
	char sql[256];
	sqlite3 *db;
	sqlite3_stmt *st;
	int n;

	snprintf(sql, sizeof(sql), "SELECT count(*) FROM runs WHERE %s",
		 where);
	ck_assert_int_eq(sqlite3_open_v2(dbpath, &db, SQLITE_OPEN_READONLY,
					 NULL), SQLITE_OK);
	sqlite3_busy_timeout(db, 10000);
	ck_assert_int_eq(sqlite3_prepare_v2(db, sql, -1, &st, NULL),
			 SQLITE_OK);
	ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
	n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	sqlite3_close(db);
	return n;
}

/* Four first saves at once beside a CSV store: it is imported once. */
START_TEST(import_concurrent)
{
	char path[600], log[400];
	int t, i, go[2];
	pid_t pid[4];

	snprintf(path, sizeof(path), "%s/results", user);
	ck_assert_int_eq(data_mkdirs(path), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", user);
	t_put_file(path, CB_BOARDS_HEADER "\n"
		 "o1,vm,AMD EPYC,x86_64,1000,AMD,cryptobench,v0,gcc,-O2,"
		 "measured,o1.log\n"
		 "o2,vm,AMD EPYC,x86_64,1000,AMD,cryptobench,v0,gcc,-O2,"
		 "measured,o2.log\n");
	snprintf(path, sizeof(path), "%s/results/o1.csv", user);
	t_put_file(path, CB_RESULTS_HEADER "\n"
		 "o1,sw,sha1,hash,mode=long;message=8192;config=ct,time,"
		 "1,ns,3\n");
	snprintf(log, sizeof(log), "%s/n.log", tmpdir);
	free(make_log(log, "new", 5, 1));
	for (t = 0; t < 20; t++) {
		unlink(dbpath);
		ck_assert_int_eq(pipe(go), 0);
		for (i = 0; i < 4; i++)
			pid[i] = spawn_save(log, "new", -1, 0, go[0]);
		close(go[0]);
		ck_assert_int_eq(write(go[1], "xxxx", 4), 4);
		close(go[1]);
		for (i = 0; i < 4; i++)
			ck_assert_int_eq(wait_status(pid[i]), 0);
		ck_assert_int_eq(count_runs("target = 'imported'"), 2);
		ck_assert_int_eq(count_runs("name = 'new'"), 4);
		ck_assert_int_eq(count_runs("name = 'o1' AND seq = 1"), 1);
	}
	printf("store import: 20 trials of 4 concurrent first saves beside a "
	       "CSV store: imported once each time\n");
}
END_TEST

/* A lock held beyond the busy timeout: an error, the store as before. */
START_TEST(locked_beyond_timeout)
{
	char log[400], *before, *after;
	sqlite3 *db;

	snprintf(log, sizeof(log), "%s/r.log", tmpdir);
	free(make_log(log, "hostA", 2, 10));
	ck_assert_int_eq(cbx("ingest %s --save a", log), 0);
	before = dump();
	ck_assert_int_eq(sqlite3_open(dbpath, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL,
				      NULL), SQLITE_OK);
	setenv("CRYPTOBENCH_BUSY_TIMEOUT", "200", 1);
	ck_assert_int_eq(cbx("ingest %s --save a", log), 1);
	ck_assert_ptr_nonnull(strstr(out, "database is locked"));
	ck_assert_ptr_nonnull(strstr(out, "the store is as it was"));
	/* readers are not held up by a writer's lock */
	ck_assert_int_eq(cbx("show a"), 0);
	ck_assert_int_eq(sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL),
			 SQLITE_OK);
	sqlite3_close(db);
	after = dump();
	ck_assert_str_eq(after, before);
	ck_assert_int_eq(cbx("ingest %s --save a", log), 0);
	free(before);
	free(after);
}
END_TEST

/* ---- saves killed at random points ---- */

START_TEST(kill_loop)
{
	char log[400], ref[400], refdb[500], *before, *after, *want;
	char *got;
	int i, n_before = 0, n_after = 0, n_dead_after = 0;
	double t0, dur = 0;
	long long id0;
	char names[2][32];
	long long ids[2];
	int seqs[2];

	snprintf(log, sizeof(log), "%s/k.log", tmpdir);
	free(make_log(log, "killed", 300, 5000));
	/* the whole run as a save finishing alone writes it */
	snprintf(ref, sizeof(ref), "%s/ref", tmpdir);
	setenv("XDG_DATA_HOME", ref, 1);
	for (i = 0; i < 3; i++) {
		t0 = now_s();
		ck_assert_int_eq(wait_status(spawn_save(log, "k", -1, 0, -1)),
				 0);
		dur += (now_s() - t0) / 3;
	}
	snprintf(refdb, sizeof(refdb), "%s/cryptobench/" STORE_FILE, ref);
	want = run_content(refdb, 1);
	setenv("XDG_DATA_HOME", xdg, 1);
	/* another name beside, which must never change */
	ck_assert_int_eq(cbx("ingest %s --save base", log), 0);
	srand(1234);
	for (i = 0; i < KILL_TRIALS; i++) {
		pid_t pid;
		int st, n;
		/* from the start to a little past the end of a save */
		useconds_t us = (useconds_t)(dur * 1.3e6 * rand() /
					     (double)RAND_MAX);

		before = dump();
		id0 = max_id();
		pid = spawn_save(log, "k", -1, 0, -1);
		usleep(us);
		kill(pid, SIGKILL);
		st = wait_status(pid);
		/* the runs there were, exactly as they were */
		after = dump_upto(id0);
		ck_assert_str_eq(after, before);
		n = new_runs(id0, ids, names, seqs, 2);
		ck_assert_int_le(n, 1);
		if (n == 0) {
			n_before++;
		} else {
			/* plus one whole run */
			got = run_content(dbpath, ids[0]);
			ck_assert_str_eq(got, want);
			free(got);
			n_after++;
			n_dead_after += st == 128 + SIGKILL;
		}
		free(before);
		free(after);
	}
	free(want);
	/* a save still works, and numbers on */
	ck_assert_int_eq(cbx("ingest %s --save k", log), 0);
	printf("store kill: %d trials (save alone %.1f ms, killed within "
	       "0..%.1f ms): %d as before, %d as after (%d of them killed "
	       "after the commit)\n", KILL_TRIALS, dur * 1e3, dur * 1.3e3,
	       n_before, n_after, n_dead_after);
	ck_assert_int_gt(n_before, 0);
	ck_assert_int_gt(n_after, 0);
}
END_TEST

/* ---- concurrent savers ---- */

static void
concurrent(int nsavers, int same_name)
{
	char log[4][400], ref[400], refdb[500], name[4][16], *want[4];
	char got_names[8][32];
	long long ids[8], id0;
	int seqs[8], i, t, k, go[2], seen[4], seq_next[4] = { 1, 1, 1, 1 };
	pid_t pid[4];

	/* four different runs: platform, row count and values differ */
	snprintf(ref, sizeof(ref), "%s/ref%d%d", tmpdir, nsavers, same_name);
	snprintf(refdb, sizeof(refdb), "%s/cryptobench/" STORE_FILE, ref);
	setenv("XDG_DATA_HOME", ref, 1);
	for (i = 0; i < nsavers; i++) {
		char plat[16];

		snprintf(plat, sizeof(plat), "saver%d", i);
		snprintf(log[i], sizeof(log[i]), "%s/c%d.log", tmpdir, i);
		free(make_log(log[i], plat, 20 + 7 * i, 100 * (i + 1)));
		if (same_name)
			snprintf(name[i], sizeof(name[i]), "same%d", nsavers);
		else
			snprintf(name[i], sizeof(name[i]), "diff%d-%d",
				 nsavers, i);
		ck_assert_int_eq(wait_status(spawn_save(log[i], name[i], -1,
							0, -1)), 0);
	}
	for (i = 0; i < nsavers; i++)
		want[i] = run_content(refdb, i + 1);
	setenv("XDG_DATA_HOME", xdg, 1);
	for (t = 0; t < CONC_TRIALS; t++) {
		id0 = access(dbpath, F_OK) == 0 ? max_id() : 0;
		ck_assert_int_eq(pipe(go), 0);
		for (i = 0; i < nsavers; i++)
			pid[i] = spawn_save(log[i], name[i], -1, 0, go[0]);
		close(go[0]);
		/* all at once */
		ck_assert_int_eq(write(go[1], "xxxx", (size_t)nsavers),
				 nsavers);
		close(go[1]);
		for (i = 0; i < nsavers; i++)
			ck_assert_int_eq(wait_status(pid[i]), 0);
		ck_assert_int_eq(new_runs(id0, ids, got_names, seqs, 8),
				 nsavers);
		memset(seen, 0, sizeof(seen));
		for (k = 0; k < nsavers; k++) {
			char *got = run_content(dbpath, ids[k]);
			int who = -1;

			/* whole and unmixed: equal to one saver's run */
			for (i = 0; i < nsavers; i++)
				if (strcmp(got, want[i]) == 0)
					who = i;
			ck_assert_msg(who >= 0, "trial %d: run %lld mixes "
				      "savers' data", t, ids[k]);
			ck_assert_int_eq(seen[who], 0);
			seen[who] = 1;
			/* numbered in order, none lost or given twice */
			ck_assert_int_eq(seqs[k], seq_next[same_name ? 0 :
							    who]++);
			free(got);
		}
	}
	for (i = 0; i < nsavers; i++)
		free(want[i]);
	printf("store concurrency: %d savers, %s names: %d trials, %d runs "
	       "saved whole and unmixed\n", nsavers, same_name ? "same" :
	       "different", CONC_TRIALS, CONC_TRIALS * nsavers);
}

START_TEST(concurrent_savers)
{
	concurrent(2, 1);
	concurrent(2, 0);
	concurrent(4, 1);
	concurrent(4, 0);
}
END_TEST

/* ---- full disk: a file-size limit (RLIMIT_FSIZE) ---- */

START_TEST(full_disk)
{
	char log[400], *before, *after;
	struct stat st;
	long long size, lim, id0;
	int n_fail = 0, n_ok = 0, fd[2], s;
	char names[1][32];
	long long ids[1];
	int seqs[1];

	snprintf(log, sizeof(log), "%s/f.log", tmpdir);
	free(make_log(log, "fulldisk", 600, 7));
	ck_assert_int_eq(cbx("ingest %s --save f", log), 0);
	ck_assert_int_eq(stat(dbpath, &st), 0);
	size = (long long)st.st_size;
	/* from no room at all to room for the whole run */
	for (lim = 1; lim < 3 * size; lim += size / 10) {
		pid_t pid;
		ssize_t n;
		size_t len;

		before = dump();
		id0 = max_id();
		ck_assert_int_eq(pipe(fd), 0);
		pid = spawn_save(log, "f", fd[1], lim, -1);
		close(fd[1]);
		len = 0;
		while ((n = read(fd[0], out + len, sizeof(out) - 1 - len)) > 0)
			len += (size_t)n;
		out[len] = '\0';
		close(fd[0]);
		s = wait_status(pid);
		after = dump_upto(id0);
		ck_assert_str_eq(after, before);
		if (s == 0) {
			ck_assert_int_eq(new_runs(id0, ids, names, seqs, 1),
					 1);
			n_ok++;
		} else {
			ck_assert_int_eq(s, 1);
			ck_assert_msg(strstr(out, "the store is as it was") !=
				      NULL || strstr(out, "cannot") != NULL,
				      "limit %lld: %s", lim, out);
			ck_assert_int_eq(new_runs(id0, ids, names, seqs, 1),
					 0);
			n_fail++;
		}
		free(before);
		free(after);
	}
	printf("store full disk: %d file-size limits from 1 byte to %lld "
	       "bytes (store %lld bytes): %d failed with the store as "
	       "before, %d saved whole\n", n_fail + n_ok, 3 * size, size,
	       n_fail, n_ok);
	ck_assert_int_gt(n_fail, 0);
	ck_assert_int_gt(n_ok, 0);
}
END_TEST

/* ---- full disk: a small tmpfs, where this test may mount one ---- */

/* Fill the file system of path with a file there until left bytes are
 * free. */
static void
fill_to(const char *path, long long left)
{
	static char zero[65536];
	struct statvfs vs;
	long long have, n;
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	ssize_t w;

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(fstatvfs(fd, &vs), 0);
	have = (long long)vs.f_bavail * (long long)vs.f_frsize;
	for (n = have - left; n > 0; n -= w) {
		w = write(fd, zero, n < (long long)sizeof(zero) ? (size_t)n :
			  sizeof(zero));
		if (w <= 0)
			break;
	}
	ck_assert_int_eq(close(fd), 0);
}

START_TEST(full_tmpfs)
{
	char mnt[400], log[400], filler[500], *before, *after;
	int n_fail = 0, n_ok = 0, fd[2], s;
	char names[1][32];
	long long ids[1], id0, left;
	int seqs[1];

	/* a mount of our own, gone with this process */
	snprintf(mnt, sizeof(mnt), "%s/tmpfs", tmpdir);
	ck_assert_int_eq(mkdir(mnt, 0755), 0);
	if (unshare(CLONE_NEWNS) != 0 ||
	    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 ||
	    mount("tmpfs", mnt, "tmpfs", 0, "size=1m") != 0) {
		printf("store full tmpfs: skipped (cannot mount a tmpfs here; "
		       "the file-size limit test stands for it)\n");
		return;
	}
	snprintf(xdg, sizeof(xdg), "%s/xdg", mnt);
	snprintf(user, sizeof(user), "%s/cryptobench", xdg);
	snprintf(dbpath, sizeof(dbpath), "%s/" STORE_FILE, user);
	setenv("XDG_DATA_HOME", xdg, 1);
	snprintf(log, sizeof(log), "%s/t.log", tmpdir);
	free(make_log(log, "tmpfs", 600, 3));
	ck_assert_int_eq(cbx("ingest %s --save t", log), 0);
	snprintf(filler, sizeof(filler), "%s/filler", mnt);
	/* free space from none to room for the run and its journal */
	for (left = 0; left <= 600 * 1024; left += 32 * 1024) {
		pid_t pid;
		ssize_t n;
		size_t len = 0;

		before = dump();
		id0 = max_id();
		fill_to(filler, left);
		ck_assert_int_eq(pipe(fd), 0);
		pid = spawn_save(log, "t", fd[1], 0, -1);
		close(fd[1]);
		while ((n = read(fd[0], out + len, sizeof(out) - 1 - len)) > 0)
			len += (size_t)n;
		out[len] = '\0';
		close(fd[0]);
		s = wait_status(pid);
		ck_assert_int_eq(unlink(filler), 0);
		after = dump_upto(id0);
		ck_assert_str_eq(after, before);
		if (s == 0) {
			ck_assert_int_eq(new_runs(id0, ids, names, seqs, 1), 1);
			n_ok++;
		} else {
			ck_assert_int_eq(s, 1);
			ck_assert_msg(strstr(out, "the store is as it was") !=
				      NULL, "%lld bytes free: %s", left, out);
			ck_assert_int_eq(new_runs(id0, ids, names, seqs, 1), 0);
			n_fail++;
		}
		free(before);
		free(after);
	}
	printf("store full tmpfs: %d trials, 0 to 600 KiB free on a 1 MiB "
	       "tmpfs: %d failed with the store as before, %d saved whole\n",
	       n_fail + n_ok, n_fail, n_ok);
	ck_assert_int_gt(n_fail, 0);
	ck_assert_int_gt(n_ok, 0);
}
END_TEST

static Suite *
store_suite(void)
{
	Suite *s = suite_create("store");
	TCase *t = tcase_create("store");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_set_timeout(t, 300);
	tcase_add_test(t, history_and_refs);
	tcase_add_test(t, bad_log_path);
	tcase_add_test(t, import_csv_store);
	tcase_add_test(t, import_concurrent);
	tcase_add_test(t, locked_beyond_timeout);
	tcase_add_test(t, kill_loop);
	tcase_add_test(t, concurrent_savers);
	tcase_add_test(t, full_disk);
	tcase_add_test(t, full_tmpfs);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(store_suite());
	int failed;

	setvbuf(stdout, NULL, _IOLBF, 0);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
