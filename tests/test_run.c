/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': cryptobench run end to end (saved tables that compare,
 * show and ingest read), the run-log layout of ingest, bad options and
 * unwritable data folders.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"
#include "ingest.h"
#include "model.h"
#include "store.h"
#include "tcli.h"

#include <sqlite3.h>

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

static char tmpdir[256];
static char out[1 << 18];

/* "cryptobench ARGS" through the shell, its stdout and stderr in out; the
 * exit status. */
#define cbx(...) t_cbx(out, sizeof(out), tmpdir, __VA_ARGS__)

static void
setup(void)
{
	t_scratch(tmpdir, sizeof(tmpdir), "run");
}

static void
teardown(void)
{
	t_rmtree(tmpdir);
}

START_TEST(help_and_bad_options)
{
	static const char *const opts[] = { "--algo", "--family", "--mode",
		"--config", "--quick", "--save", "--no-save", "--log", "--ref",
		NULL };
	int i;

	ck_assert_int_eq(cbx("run --help"), 0);
	ck_assert_ptr_nonnull(strstr(out, "usage: cryptobench run"));
	for (i = 0; opts[i] != NULL; i++)
		ck_assert_msg(strstr(out, opts[i]) != NULL, "help lacks %s",
			      opts[i]);
	ck_assert_int_eq(cbx("--help"), 0);
	ck_assert_ptr_nonnull(strstr(out, "  run "));
	ck_assert_int_eq(cbx("run --family quantum"), 2);
	ck_assert_ptr_nonnull(strstr(out, "--family takes"));
	ck_assert_int_eq(cbx("run --mode fast"), 2);
	ck_assert_int_eq(cbx("run --config tiny"), 2);
	ck_assert_int_eq(cbx("run --ref boringssl"), 2);
	ck_assert_ptr_nonnull(strstr(out, "--ref takes openssl, bearssl or "
				     "tomcrypt"));
	ck_assert_int_eq(cbx("run --ref bearssl,wolfssl"), 2);
	ck_assert_ptr_nonnull(strstr(out, "not 'bearssl,wolfssl'"));
	ck_assert_int_eq(cbx("run --ref ''"), 2);
	ck_assert_int_eq(cbx("run --ref ,"), 2);
	ck_assert_int_eq(cbx("run --save 'My Host'"), 2);
	ck_assert_ptr_nonnull(strstr(out, "not a board name"));
	ck_assert_int_eq(cbx("run --save a --no-save"), 2);
	ck_assert_int_eq(cbx("run --bogus"), 2);
	ck_assert_int_eq(cbx("run --algo"), 2);
	ck_assert_int_eq(cbx("run --algo 'nothing*'"), 1);
	ck_assert_ptr_nonnull(strstr(out, "no benchmark case matches"));
	/* ML-DSA's configurations and family */
	ck_assert_int_eq(cbx("run --config bogus"), 2);
	ck_assert_ptr_nonnull(strstr(out, "ct, table, fast or small"));
	ck_assert_int_eq(cbx("run --quick --family pq --algo ml-dsa-44 "
			     "--config small --no-save"), 0);
	ck_assert_ptr_nonnull(strstr(out, "config=small"));
	ck_assert_ptr_null(strstr(out, "config=fast"));
	/* LMS: one id, the parameter set in params; sign on a small tree */
	ck_assert_int_eq(cbx("run --quick --algo lms --no-save"), 0);
	ck_assert_ptr_nonnull(strstr(out, "sign       mode=op;message=64;"
				     "set=sha256-m32-h5-w4;config=small"));
	ck_assert_ptr_nonnull(strstr(out, "verify     mode=op;message=64;"
				     "set=sha256-m32-h10-w4;config=ct"));
	ck_assert_ptr_nonnull(strstr(out, "sign       mode=op;message=64;"
				     "set=sha256-m32-h5-w4;config=fast"));
	/* a published board's name is refused before anything is measured */
	ck_assert_int_eq(cbx("run --quick --algo sha256 --save stm32f4"), 1);
	ck_assert_ptr_nonnull(strstr(out, "names a published board"));
	ck_assert_ptr_null(strstr(out, "row "));
}
END_TEST

/* The acceptance path: run, then compare against a published board. */
START_TEST(run_save_compare)
{
	ck_assert_int_eq(cbx("run --quick --algo sha256 --save t1"), 0);
	ck_assert_ptr_nonnull(strstr(out, "sha256"));
	ck_assert_ptr_nonnull(strstr(out, "saved 1 figures as 't1' "
				     "(run t1@1)"));
	ck_assert_int_eq(cbx("show t1 --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, "hash,sha256,hash,sw,t1,mode=long;"
				     "message=8192;config=ct,"));
	ck_assert_int_eq(cbx("runs t1"), 0);
	ck_assert_ptr_nonnull(strstr(out, "t1@1 "));
	ck_assert_ptr_nonnull(strstr(out, " host "));
	ck_assert_ptr_nonnull(strstr(out, "measured: "));
	ck_assert_int_eq(cbx("runs t1@1 --log"), 0);
	ck_assert(strncmp(out, "# cryptobench: run log 1\n", 25) == 0);

	ck_assert_int_eq(cbx("compare t1 stm32f4"), 0);
	ck_assert_ptr_nonnull(strstr(out, "sha256"));
	ck_assert_ptr_nonnull(strstr(out, "figure per MHz over t1's"));
	ck_assert_int_eq(cbx("show t1"), 0);
	ck_assert_ptr_nonnull(strstr(out, "mode=long;message=8192;config=ct"));
	ck_assert_int_eq(cbx("list"), 0);
	ck_assert_ptr_nonnull(strstr(out, "t1 "));
	/* a second run is kept beside the first; show takes the newest */
	ck_assert_int_eq(cbx("run --quick --algo md5 --save t1"), 0);
	ck_assert_ptr_nonnull(strstr(out, "(run t1@2)"));
	ck_assert_int_eq(cbx("show t1 --format csv"), 0);
	ck_assert_ptr_null(strstr(out, "sha256"));
	ck_assert_ptr_nonnull(strstr(out, "md5"));
	ck_assert_int_eq(cbx("show t1@1 --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, "sha256"));
}
END_TEST

/* run --sweep on the host for two algorithms, its fit, compare --size
 * against a published board's fit (CMOX's sole-buffer sizes). */
START_TEST(run_sweep_fit)
{
	ck_assert_int_eq(cbx("run --sweep --quick --algo sha256,aes-128-ctr "
			     "--sizes 0,16,64,256,1024 --save sw"), 0);
	/* sha256 at 5 sizes; aes-128-ctr in 2 configs x 2 operations x
	 * with and without key set-up x 5 sizes */
	ck_assert_ptr_nonnull(strstr(out, "saved 45 figures as 'sw'"));
	ck_assert_ptr_nonnull(strstr(out, "mode=sweep;message=256;setup=key;"
				     "config=table"));
	ck_assert_ptr_null(strstr(out, "sha256       hash       mode=sweep;"
				  "message=0;setup=key"));
	ck_assert_int_eq(cbx("show sw --fit --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, "algorithm,operation,impl,params,"
				     "unit,model,setup_a,per_byte_b,per_block,"
				     "resid_pct,n,sizes\n"));
	ck_assert_ptr_nonnull(strstr(out, "sha256,hash,sw,mode=sweep;"
				     "setup=none;config=ct,cycles,"));
	ck_assert_ptr_nonnull(strstr(out, "aes-128-ctr,decrypt,sw,mode=sweep;"
				     "setup=key;config=table,cycles,"));
	ck_assert_ptr_nonnull(strstr(out, ",5,\"0,16,64,256,1024\"\n"));
	ck_assert_int_eq(cbx("show sw --fit --algo md5"), 1);
	ck_assert_ptr_nonnull(strstr(out, "no figure at two or more message "
				     "sizes that matches the filters"));
	/* 100 bytes were measured by neither: both from their fits */
	ck_assert_int_eq(cbx("compare sw stm32u3 --size 100 --algo sha256"), 0);
	ck_assert_ptr_nonnull(strstr(out, "sw: mode=sweep;setup=none;"
				     "config=ct;message=100\n"));
	ck_assert_ptr_nonnull(strstr(out, "sw: fit=interpolated\n"));
	ck_assert_ptr_nonnull(strstr(out, "stm32u3: mode=sole-buffer;"
				     "message=100\n"));
	ck_assert_ptr_nonnull(strstr(out, "stm32u3: fit=interpolated\n"));
	/* 64 bytes were: as measured */
	ck_assert_int_eq(cbx("compare sw stm32u3 --size 64 --algo sha256"), 0);
	ck_assert_ptr_null(strstr(out, "fit="));
	ck_assert_int_eq(cbx("compare sw stm32u3 --size 64k"), 2);
	ck_assert_ptr_nonnull(strstr(out, "--size takes a message size"));
	/* bad sizes, refused before anything is measured */
	ck_assert_int_eq(cbx("run --sweep --sizes 0,16,99999 --no-save"), 2);
	ck_assert_ptr_nonnull(strstr(out, "--sizes '99999' is no size of 0 to "
				     "16384 bytes"));
	ck_assert_ptr_null(strstr(out, "row "));
	ck_assert_int_eq(cbx("run --sizes 16"), 2);
	ck_assert_ptr_nonnull(strstr(out, "--sizes goes with --sweep"));
	ck_assert_int_eq(cbx("run --sweep --ref openssl"), 2);
}
END_TEST

/* plot --sweep: the data block (points, fits, crossovers) and the image,
 * on a log with costs that cross at 300 bytes: 1000 + 2 x bytes (ct)
 * against 100 + 5 x bytes (table). */
START_TEST(plot_sweep_data)
{
	static const unsigned sizes[] = { 16, 64, 1024, 4096 };
	char path[512], *dat, *img;
	FILE *f;
	size_t i;

	snprintf(path, sizeof(path), "%s/sweep.log", tmpdir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("# cryptobench: run log 1\n# platform: fake\n# cpu: fake\n"
	      "# core: fake\n# vendor: test\n# clock_mhz: 100.000\n"
	      "# clock: scripted\n# compiler: cc\n# flags: -O2\n"
	      "# version: test\n# unit: cycles\n# method: scripted\n", f);
	for (i = 0; i < 4; i++) {
		fprintf(f, "row aes-128-ctr encrypt mode=sweep;message=%u;"
			"setup=none;config=ct cycles %u cycles reps=3 "
			"min=1 max=1\n", sizes[i], 1000 + 2 * sizes[i]);
		fprintf(f, "row aes-128-ctr encrypt mode=sweep;message=%u;"
			"setup=none;config=table cycles %u cycles reps=3 "
			"min=1 max=1\n", sizes[i], 100 + 5 * sizes[i]);
		/* another operation (crosses nothing it is not) and a line
		 * within 5 % of the first (no crossover of near-equals) */
		fprintf(f, "row aes-128-ctr decrypt mode=sweep;message=%u;"
			"setup=none;config=table cycles %u cycles reps=3 "
			"min=1 max=1\n", sizes[i], 100 + 5 * sizes[i]);
		fprintf(f, "row aes-128-ctr encrypt mode=sweep;message=%u;"
			"setup=key;config=ct cycles %u cycles reps=3 "
			"min=1 max=1\n", sizes[i], 1020 + 2 * sizes[i] -
			sizes[i] / 64);
	}
	fputs("# end\n", f);
	fclose(f);
	ck_assert_int_eq(cbx("ingest %s --save swp", path), 0);
	ck_assert_int_eq(cbx("plot --sweep swp -o %s/s.png --keep-script",
			     tmpdir), 0);
	ck_assert_ptr_nonnull(strstr(out, "crossover: swp aes-128-ctr encrypt "
				     "mode=sweep;setup=none;config=ct and swp "
				     "aes-128-ctr encrypt mode=sweep;setup=none;"
				     "config=table at 300 bytes"));
	snprintf(path, sizeof(path), "%s/s.png.dat", tmpdir);
	dat = t_slurp(path, NULL);
	ck_assert_ptr_nonnull(dat);
	ck_assert_ptr_nonnull(strstr(dat, "# line 1: swp aes-128-ctr encrypt "
				     "mode=sweep;setup=none;config=ct\n"
				     "# fit: cycles = 1000 + 2 x bytes, resid "
				     "0.00 %\n# bytes per_byte (measured)\n"
				     "16 64.5\n64 17.625\n1024 2.97656\n"
				     "4096 2.24414\n\n\n# line 1 fitted, over "
				     "the sizes measured\n# bytes per_byte\n"
				     "16 64.5\n"));
	/* dashed below the smallest size measured, from 1 byte */
	ck_assert_ptr_nonnull(strstr(dat, "# line 1 fitted, below them\n"
				     "# bytes per_byte\n1 1002\n"));
	ck_assert_ptr_nonnull(strstr(dat, "# line 2: swp aes-128-ctr encrypt "
				     "mode=sweep;setup=none;config=table\n"
				     "# fit: cycles = 100 + 5 x bytes"));
	/* numbered; setup=key's line crosses no setup=none one */
	ck_assert_ptr_nonnull(strstr(dat, "# crossovers\n# bytes per_byte "
				     "label\n300 5.33333 \"1\"\n"));
	free(dat);
	snprintf(path, sizeof(path), "%s/s.png.gp", tmpdir);
	dat = t_slurp(path, NULL);
	ck_assert_ptr_nonnull(dat);
	ck_assert_ptr_nonnull(strstr(dat, "nseries = 4\nncross = 1\n"));
	ck_assert_ptr_nonnull(strstr(dat, "crossover 1: lines 1 and 2 at 300 "
				     "bytes\\n"));
	ck_assert_ptr_nonnull(strstr(dat, "# ---- sweep.gp ----"));
	free(dat);
	snprintf(path, sizeof(path), "%s/s.png", tmpdir);
	img = t_slurp(path, NULL);
	ck_assert_ptr_nonnull(img);
	ck_assert(memcmp(img, "\x89PNG", 4) == 0);
	free(img);
	/* nothing at two sizes: refused, nothing written */
	ck_assert_int_eq(cbx("plot --sweep stm32f4 -o %s/n.png", tmpdir), 1);
	ck_assert_ptr_nonnull(strstr(out, "nothing to plot: no case of "
				     "stm32f4 at two or more message sizes"));
	snprintf(path, sizeof(path), "%s/n.png", tmpdir);
	ck_assert_int_ne(access(path, F_OK), 0);
	ck_assert_int_eq(cbx("plot --sweep swp -o %s/s.gif", tmpdir), 1);
}
END_TEST

/* A --quick log holds every long-message and public-key case (a case
 * with min_reps also its minimum's row), and ingest reads back exactly
 * what run saved. */
START_TEST(log_round_trip)
{
	char log[512], path[512], *saved, *ingested, *text, *p;
	size_t i, want = 0, rows = 0;
	cb_bench_case c;

	snprintf(log, sizeof(log), "%s/run.log", tmpdir);
	ck_assert_int_eq(cbx("run --quick --save rt --log %s", log), 0);
	for (i = 0; i < cb_bench_count(); i++) {
		ck_assert_int_eq(cb_bench_get(i, &c), CB_OK);
		if (c.mode == CB_BENCH_LONG || c.mode == CB_BENCH_OP)
			want += c.min_reps != 0 ? 2 : 1;
	}
	text = t_slurp(log, NULL);
	ck_assert_ptr_nonnull(text);
	ck_assert(strncmp(text, "# cryptobench: run log 1\n", 25) == 0);
	for (p = text; (p = strstr(p, "\nrow ")) != NULL; p++)
		rows++;
	ck_assert_uint_eq(rows, want);
	ck_assert_ptr_nonnull(strstr(text, "\n# end\n"));
	ck_assert_ptr_null(strstr(text, "# skip"));
	free(text);

	/* the store holds the log as written and the rows ingest reads */
	ck_assert_int_eq(cbx("runs rt@1 --log"), 0);
	text = t_slurp(log, NULL);
	ck_assert_str_eq(out, text);
	free(text);
	{
		cb_dataset ds;
		FILE *f;
		size_t len = 0;

		memset(&ds, 0, sizeof(ds));
		snprintf(path, sizeof(path), "%s/xdg/cryptobench", tmpdir);
		ck_assert_int_eq(store_load(path, &ds, NULL, 0), 0);
		f = open_memstream(&saved, &len);
		fputs(CB_RESULTS_HEADER "\n", f);
		for (i = 0; i < ds.nrows; i++)
			data_write_result(f, &ds.rows[i]);
		fclose(f);
		data_free(&ds);
	}
	ck_assert_int_eq(cbx("ingest %s --board rt -o %s/rt.csv", log,
			     tmpdir), 0);
	snprintf(path, sizeof(path), "%s/rt.csv", tmpdir);
	ingested = t_slurp(path, NULL);
	ck_assert_ptr_nonnull(ingested);
	/* line numbers are the log's in both */
	ck_assert_str_eq(ingested, saved);
	free(saved);
	free(ingested);
	ck_assert_int_eq(cbx("ingest %s --board rt --board-row", log), 0);
	ck_assert_ptr_nonnull(strstr(out, "rt,"));
	ck_assert_ptr_nonnull(strstr(out, ",cryptobench,"));
}
END_TEST

START_TEST(truncated_log)
{
	char log[512], cut[600], *text, *end;
	FILE *f;
	int lines = 0;
	char *p, want[64];

	snprintf(log, sizeof(log), "%s/run.log", tmpdir);
	ck_assert_int_eq(cbx("run --quick --algo 'sha1,md5' --no-save "
			     "--log %s", log), 0);
	text = t_slurp(log, NULL);
	ck_assert_ptr_nonnull(text);
	end = strstr(text, "# end\n");
	ck_assert_ptr_nonnull(end);
	*end = '\0';
	for (p = text; *p != '\0'; p++)
		lines += *p == '\n';
	snprintf(cut, sizeof(cut), "%s/cut.log", tmpdir);
	f = fopen(cut, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
	free(text);
	ck_assert_int_eq(cbx("ingest %s -o %s/x.csv", cut, tmpdir), 1);
	snprintf(want, sizeof(want), "cut.log:%d: run log cut short", lines);
	ck_assert_msg(strstr(out, want) != NULL, "no '%s' in: %s", want,
		      out);
	ck_assert_ptr_nonnull(strstr(out, "no '# end' marker"));
	snprintf(cut, sizeof(cut), "%s/x.csv", tmpdir);
	ck_assert_int_ne(access(cut, F_OK), 0);
}
END_TEST

/* Hand-written logs: firmware-style fields, unknown algorithms, bad
 * rows. */
START_TEST(log_layout)
{
	static const char good[] =
		"boot noise\n"
		"# cryptobench: run log 1\n"
		"# platform: NUCLEO-F439ZI\n"
		"# board: nucleo-f439\n"
		"# cpu: STM32F439ZI\n"
		"# core: Cortex-M4\n"
		"# clock_mhz: 168.000\n"
		"# unit: cycles\n"
		"# method: measured: DWT cycles\n"
		"selftest sha256 ok\n"
		"row sha256 hash mode=long;message=8192;config=ct cycles "
		"700000 cycles reps=5 min=699000 max=701000\n"
		"row sha999 hash - cycles 1 cycles\n"
		"# skip sm3 hash mode=long;message=8192;config=ct: oops\n"
		"# end\n";
	ingest ig;
	char *copy = strdup(good);

	memset(&ig, 0, sizeof(ig));
	ig.path = "fw.log";
	ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), NULL), 0);
	ck_assert_str_eq(ig.board.id, "nucleo-f439");
	ck_assert_str_eq(ig.board.mcu, "STM32F439ZI");
	ck_assert_str_eq(ig.board.method, "measured: DWT cycles");
	ck_assert(ig.board.clock_mhz == 168.0);
	ck_assert_uint_eq(ig.nrows, 1);
	ck_assert_str_eq(ig.rows[0].value, "700000");
	ck_assert_str_eq(ig.rows[0].metric, "cycles");
	ck_assert_int_eq(ig.rows[0].line, 11);
	ck_assert_int_eq(ig.warnings, 2);       /* sha999, skip */
	ingest_free(&ig);
	free(copy);

	/* per-MHz arithmetic of host rows: ns x clock / bytes, cycles /
	 * bytes, and a call without a byte count stays per operation */
	copy = strdup("# cryptobench: run log 1\n# clock_mhz: 2000.000\n"
		      "# unit: ns\n"
		      "row aes-128-cbc encrypt mode=long;message=8192;"
		      "config=ct time 4096 ns reps=5 min=4000 max=5000\n"
		      "row sm3 hash mode=sole-buffer;buffer=32;config=ct "
		      "cycles 640 cycles\n"
		      "row sm3 hash - time 250 ns\n"
		      "# end\n");
	memset(&ig, 0, sizeof(ig));
	ig.path = "ns.log";
	ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), "h"), 0);
	ck_assert_uint_eq(ig.nrows, 3);
	{
		double v;

		ck_assert_int_eq(norm_value(&ig.rows[0], ig.board.clock_mhz,
					    &v), NORM_CPB);
		ck_assert(v > 0.999999 && v < 1.000001);   /* 4096 ns at 2 GHz
							      over 8192 B */
		ck_assert_int_eq(norm_value(&ig.rows[1], ig.board.clock_mhz,
					    &v), NORM_CPB);
		ck_assert(v > 19.999999 && v < 20.000001);
		ck_assert_int_eq(norm_value(&ig.rows[2], ig.board.clock_mhz,
					    &v), NORM_CPO);
		ck_assert(v > 499.999 && v < 500.001);
	}
	ingest_free(&ig);
	free(copy);

	copy = strdup("# cryptobench: run log 1\n# clock_mhz: 100\n"
		      "row sha256 hash - cycles 12x cycles\n# end\n");
	memset(&ig, 0, sizeof(ig));
	ig.path = "bad.log";
	ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), "b"), -1);
	ck_assert_str_eq(ig.err, "bad.log:3: '12x' is not a number");
	ingest_free(&ig);
	free(copy);

	copy = strdup("# cryptobench: run log 2\n# end\n");
	memset(&ig, 0, sizeof(ig));
	ig.path = "v2.log";
	ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), "b"), -1);
	ck_assert_ptr_nonnull(strstr(ig.err, "v2.log:1: run log version"));
	ingest_free(&ig);
	free(copy);

	copy = strdup("# cryptobench: run log 1\n# clock_mhz: unknown\n"
		      "row sha256 hash - cycles 12 cycles\n# end\n");
	memset(&ig, 0, sizeof(ig));
	ig.path = "noclk.log";
	ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), "b"), -1);
	ck_assert_ptr_nonnull(strstr(ig.err, "states no clock_mhz"));
	ingest_free(&ig);
	free(copy);
}
END_TEST

/* No folder to save into: refused before measuring.  A save that fails
 * after measuring keeps the earlier run and the new log. */
START_TEST(unwritable_data_dir)
{
	char path[512];
	sqlite3 *db;

	ck_assert_int_eq(cbx("run --quick --algo sha256 --save keep"), 0);
	/* the folder name taken by a file */
	snprintf(path, sizeof(path), "%s/file", tmpdir);
	{
		FILE *f = fopen(path, "w");

		ck_assert_ptr_nonnull(f);
		fclose(f);
	}
	setenv("XDG_DATA_HOME", path, 1);
	ck_assert_int_eq(cbx("run --quick --algo sha256"), 1);
	ck_assert_ptr_nonnull(strstr(out, "cannot write there"));
	ck_assert_ptr_null(strstr(out, "sha256"));
	/* back to the real folder; a lock held beyond the busy timeout
	 * makes the save fail after measuring */
	snprintf(path, sizeof(path), "%s/xdg", tmpdir);
	setenv("XDG_DATA_HOME", path, 1);
	snprintf(path, sizeof(path), "%s/xdg/cryptobench/" STORE_FILE, tmpdir);
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL,
				      NULL), SQLITE_OK);
	setenv("CRYPTOBENCH_BUSY_TIMEOUT", "100", 1);
	ck_assert_int_eq(cbx("run --quick --algo md5 --save keep2"), 1);
	unsetenv("CRYPTOBENCH_BUSY_TIMEOUT");
	ck_assert_int_eq(sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL),
			 SQLITE_OK);
	sqlite3_close(db);
	ck_assert_ptr_nonnull(strstr(out, "database is locked"));
	ck_assert_ptr_nonnull(strstr(out, "the run log is kept in"));
	ck_assert_ptr_nonnull(strstr(out, tmpdir));
	ck_assert_int_eq(cbx("runs keep2"), 1);
	/* the earlier run is still whole */
	ck_assert_int_eq(cbx("compare keep stm32f4"), 0);
	ck_assert_ptr_nonnull(strstr(out, "sha256"));
}
END_TEST

#ifdef CB_HAVE_LIBCRYPTO
START_TEST(ref_openssl)
{
	ck_assert_int_eq(cbx("run --quick --algo 'sha256,aes-128-gcm' "
			     "--no-save --ref openssl --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, "cryptobench,openssl,unit"));
	ck_assert_ptr_nonnull(strstr(out, "\nhash,sha256,hash,"));
	ck_assert_ptr_nonnull(strstr(out, "\naead,aes-128-gcm,decrypt,"));
	ck_assert_ptr_null(strstr(out, "mismatch"));
}
END_TEST
#endif

#if defined(CB_HAVE_BEARSSL) && defined(CB_HAVE_TOMCRYPT)
/* Field f (0-based) of the csv line that starts with prefix, copied into
 * buf; NULL if there is no such line. */
static const char *
csv_field(const char *prefix, int f, char *buf, size_t len)
{
	const char *p = out, *e;
	size_t l = strlen(prefix);

	for (;;) {
		if (strncmp(p, prefix, l) == 0)
			break;
		p = strchr(p, '\n');
		if (p == NULL)
			return NULL;
		p++;
	}
	for (; f > 0; f--)
		p = strpbrk(p, ",\n") + 1;
	e = p + strcspn(p, ",\n");
	snprintf(buf, len, "%.*s", (int)(e - p), p);
	return buf;
}

/* --ref bearssl,tomcrypt: their columns, the code they ran, and output
 * equal to ours in every shape (a difference shows as 'mismatch' and
 * exit 1). */
START_TEST(peer_libs)
{
	static const char hdr[] = "family,algorithm,operation,params,"
		"cryptobench,unit,cryptobench_per_mhz,per_mhz_unit,bearssl,"
		"bearssl_per_mhz,bearssl_ratio,bearssl_impl,tomcrypt,"
		"tomcrypt_per_mhz,tomcrypt_ratio,tomcrypt_impl\n";
	char f[64];

	ck_assert_int_eq(cbx("run --quick --algo 'sha256,aes-128-gcm' "
			     "--no-save --ref bearssl,tomcrypt --format csv"),
			 0);
	ck_assert_msg(strncmp(out, hdr, strlen(hdr)) == 0, "%s", out);
	ck_assert_ptr_null(strstr(out, "mismatch"));
	/* config=ct rows run BearSSL's constant-time code, table rows its
	 * tables; a figure and a ratio on every row */
	ck_assert_str_eq(csv_field("aead,aes-128-gcm,encrypt,mode=long;"
				   "message=8192;config=ct,", 11, f,
				   sizeof(f)), "aes_ct64+ghash_ctmul64");
	ck_assert_str_eq(csv_field("aead,aes-128-gcm,decrypt,mode=long;"
				   "message=8192;config=table,", 11, f,
				   sizeof(f)), "aes_big+ghash_ctmul64");
	ck_assert_str_eq(csv_field("aead,aes-128-gcm,decrypt,mode=long;"
				   "message=8192;config=ct,", 15, f,
				   sizeof(f)), "rijndael+gcm_tables");
	ck_assert_str_eq(csv_field("hash,sha256,", 11, f, sizeof(f)),
			 "sha256");
	ck_assert(atof(csv_field("hash,sha256,", 9, f, sizeof(f))) > 0);
	ck_assert(atof(csv_field("hash,sha256,", 14, f, sizeof(f))) > 0);
	ck_assert(atof(csv_field("aead,aes-128-gcm,decrypt,mode=long;"
				 "message=8192;config=ct,", 10, f,
				 sizeof(f))) > 0);

	/* text: the columns side by side, '-' where a library has none */
	ck_assert_int_eq(cbx("run --quick --algo '3des-*,sha3-256' "
			     "--no-save --ref tomcrypt,bearssl"), 0);
	ck_assert_ptr_nonnull(strstr(out, "bearssl_impl"));
	ck_assert_ptr_nonnull(strstr(out, "tomcrypt_ratio"));
	ck_assert_ptr_nonnull(strstr(out, "des_ct"));
	ck_assert_ptr_nonnull(strstr(out, "des_tab"));
	ck_assert_ptr_nonnull(strstr(out, "sha3-256"));
	ck_assert_ptr_null(strstr(out, "mismatch"));

	/* key setup within the call, streaming: the other shapes agree
	 * too */
	ck_assert_int_eq(cbx("run --no-save --mode sole-buffer,data-flow "
			     "--algo 'aes-128-cbc,aes-192-ctr,aes-128-gcm,"
			     "aes-256-ccm,3des-ctr,chacha20-poly1305,"
			     "hmac-sha256,md5' --ref bearssl,tomcrypt "
			     "--format csv"), 0);
	ck_assert_ptr_null(strstr(out, "mismatch"));
	ck_assert_str_eq(csv_field("aead,aes-256-ccm,decrypt,mode=data-flow;"
				   "message=8000;chunk=128;config=table,", 11,
				   f, sizeof(f)), "aes_big");
	ck_assert_str_eq(csv_field("aead,chacha20-poly1305,encrypt,"
				   "mode=sole-buffer;buffer=32;", 11, f,
				   sizeof(f)), "chacha20_ct+poly1305_ctmulq");
	/* BearSSL's ChaCha20-Poly1305 is one-shot only */
	ck_assert_str_eq(csv_field("aead,chacha20-poly1305,decrypt,"
				   "mode=data-flow;message=8000;chunk=512;", 8,
				   f, sizeof(f)), "-");
	ck_assert_str_eq(csv_field("aead,chacha20-poly1305,decrypt,"
				   "mode=data-flow;message=8000;chunk=512;", 15,
				   f, sizeof(f)), "chacha20poly1305");
}
END_TEST
#endif

#if defined(CB_HAVE_LIBCRYPTO) && defined(CB_HAVE_BEARSSL) && \
    defined(CB_HAVE_TOMCRYPT)
/* All three: OpenSSL's columns as with --ref openssl alone, then the
 * others'. */
START_TEST(ref_all)
{
	ck_assert_int_eq(cbx("run --quick --algo 'md5' --no-save "
			     "--ref tomcrypt,openssl,bearssl --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, "family,algorithm,operation,params,"
				     "cryptobench,openssl,unit,"
				     "cryptobench_per_mhz,openssl_per_mhz,"
				     "per_mhz_unit,ratio,bearssl,"));
	ck_assert_ptr_nonnull(strstr(out, ",tomcrypt_impl\n"));
	ck_assert_ptr_nonnull(strstr(out, "\nhash,md5,hash,"));
	ck_assert_ptr_null(strstr(out, "mismatch"));
}
END_TEST
#endif

/*
 * The spread of the repetitions: run's table gives it; show of a saved
 * run reads it from the run's log, marks a noisy row (!) and says so,
 * and a row that varies by design (a ';stat=min' twin follows) is
 * marked (varies), not noisy.
 */
START_TEST(spread_shown)
{
	char path[512];
	FILE *f;

	ck_assert_int_eq(cbx("run --quick --algo md5 --no-save"), 0);
	ck_assert_ptr_nonnull(strstr(out, "  spread\n"));
	ck_assert_ptr_nonnull(strstr(out, " %"));
	ck_assert_ptr_nonnull(strstr(out, "spread: interquartile range"));
	snprintf(path, sizeof(path), "%s/s.log", tmpdir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("# cryptobench: run log 1\n# platform: spready\n"
	      "# clock_mhz: 100\n# unit: cycles\n"
	      "row sha256 hash mode=long;message=8192;config=ct cycles 100000 "
	      "cycles reps=11 min=99000 max=150000 q1=99500 q3=101000\n"
	      "row md5 hash mode=long;message=8192;config=ct cycles 50000 "
	      "cycles reps=11 min=20000 max=90000 q1=30000 q3=70000\n"
	      "row sha1 hash mode=long;message=8192;config=ct cycles 50000 "
	      "cycles reps=3 min=49000 max=51000\n"
	      "row ml-dsa-44 sign mode=op;message=64;config=fast cycles "
	      "4000000 cycles reps=15 min=2000000 max=9000000 q1=3000000 "
	      "q3=6000000 stack=2000\n"
	      "row ml-dsa-44 sign mode=op;message=64;config=fast;stat=min "
	      "cycles 2000000 cycles reps=15 min=2000000 max=9000000 "
	      "q1=3000000 q3=6000000\n# end\n", f);
	fclose(f);
	ck_assert_int_eq(cbx("ingest %s --save spready", path), 0);
	/* wide enough for every column */
	ck_assert_int_eq(setenv("COLUMNS", "200", 1), 0);
	ck_assert_int_eq(cbx("show spready"), 0);
	/* sha256: (101000 - 99500) / 100000 */
	ck_assert_ptr_nonnull(strstr(out, "  11  1.5 %"));
	/* md5: (70000 - 30000) / 50000, noisy */
	ck_assert_ptr_nonnull(strstr(out, "  11  80.0 % (!)"));
	/* sha1: no quartiles, its range: (51000 - 49000) / 50000 */
	ck_assert_ptr_nonnull(strstr(out, "   3  4.0 %"));
	ck_assert_ptr_nonnull(strstr(out, "  15  75.0 % (varies)"));
	/* the minimum's row: no median to set the spread against */
	ck_assert_ptr_nonnull(strstr(out, "  15  (varies)"));
	ck_assert_ptr_nonnull(strstr(out, "1 figure(s) of spready spread "
				     "more than 20 %"));
	/* the stack row shares the line of its count, not its spread */
	{
		const char *l = strstr(out, " 2000 bytes ");

		ck_assert_ptr_nonnull(l);
		ck_assert_uint_ge(strcspn(l, "%"), strcspn(l, "\n"));
	}
	ck_assert_int_eq(cbx("show spready --format csv"), 0);
	ck_assert_ptr_nonnull(strstr(out, ",reps,spread_pct,spread_mark,"));
	ck_assert_ptr_nonnull(strstr(out, ",11,80,noisy,"));
	/* a published board has no spread column */
	ck_assert_int_eq(cbx("show stm32f4 --format csv"), 0);
	ck_assert_ptr_null(strstr(out, ",spread"));
	ck_assert_int_eq(unsetenv("COLUMNS"), 0);
}
END_TEST

#ifdef CB_HAVE_LIBCRYPTO
/* --ref openssl with a save: OpenSSL's figures are a run of their own,
 * NAME-openssl, that compare sets beside ours later. */
START_TEST(ref_saved)
{
	ck_assert_int_eq(cbx("run --quick --algo sha256 --ref openssl "
			     "--save rs"), 0);
	ck_assert_ptr_nonnull(strstr(out, "as 'rs' (run rs@1)"));
	ck_assert_ptr_nonnull(strstr(out, "as 'rs-openssl' (run "
				     "rs-openssl@1)"));
	ck_assert_int_eq(cbx("show rs-openssl"), 0);
	ck_assert_ptr_nonnull(strstr(out, ", OpenSSL 3."));
	ck_assert_ptr_nonnull(strstr(out, "sha256"));
	ck_assert_ptr_nonnull(strstr(out, " %"));
	ck_assert_ptr_nonnull(strstr(out, "unstated (the installed library)"));
	ck_assert_int_eq(cbx("compare rs rs-openssl --algo sha256"), 0);
	ck_assert_ptr_nonnull(strstr(out, "rs-openssl"));
	ck_assert_ptr_nonnull(strstr(out, "ratio"));
	ck_assert_ptr_nonnull(strstr(out, "\nhash    sha256 "));
	/* a name too long for the peer's run is refused before measuring */
	ck_assert_int_eq(cbx("run --quick --algo sha256 --ref openssl "
			     "--save abcdefghijklmnopqrstuvwxyz01"), 1);
	ck_assert_ptr_nonnull(strstr(out, "too long"));
	ck_assert_ptr_null(strstr(out, "saved"));
}
END_TEST
#endif

/*
 * run --target against a stand-in source tree (CRYPTOBENCH_SRC): a board
 * folder, a build folder with nothing to build and a run-qemu that prints
 * a firmware log slowly.  --algo reaches the firmware's command line
 * (RUN_QEMU_ARGS), a progress line comes while stderr is a file, and the
 * build's output only with -v.
 */
START_TEST(target_selects_and_reports)
{
	char path[4400], cmd[9000];
	FILE *f;

	snprintf(cmd, sizeof(cmd), "mkdir -p %s/src/mcu/boards/fake-m4 "
		 "%s/src/mcu/scripts %s/b/mcu && : > %s/b/mcu/fw-fake-m4.elf",
		 tmpdir, tmpdir, tmpdir, tmpdir);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(path, sizeof(path), "%s/src/mcu/boards/fake-m4/board.conf",
		 tmpdir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("cpu = cortex-m4\nqemu = mps2-an386\ntarget = qemu-m4\n", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/b/build.ninja", tmpdir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("build all: phony\ndefault all\n", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/src/mcu/scripts/run-qemu", tmpdir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("#!/bin/sh\n"
	      "[ \"$RUN_QEMU_ARGS\" = algos=sha256 ] || exit 3\n"
	      "echo '# firmware: fake-m4'\necho 'selftest sha256 ok (3)'\n"
	      "echo '# selftest: ok'\nsleep 6\n"
	      "echo '# cryptobench: run log 1'\necho '# platform: fake-m4'\n"
	      "echo '# clock_mhz: 1000'\necho '# unit: emulated-insns'\n"
	      "echo 'row sha256 hash mode=long;message=8192;config=ct insns "
	      "256040 emulated-insns reps=3 min=256040 max=256040'\n"
	      "echo '# end'\n", f);
	fclose(f);
	ck_assert_int_eq(chmod(path, 0755), 0);
	snprintf(cmd, sizeof(cmd), "%s/src", tmpdir);
	ck_assert_int_eq(setenv("CRYPTOBENCH_SRC", cmd, 1), 0);
	ck_assert_int_eq(cbx("run --target qemu-m4 --build-dir %s/b --algo "
			     "sha256 --no-save", tmpdir), 0);
	ck_assert_ptr_nonnull(strstr(out, "algorithms sha256"));
	ck_assert_ptr_nonnull(strstr(out, " s: qemu-m4: self-test ok, 0 rows\n"));
	ck_assert_ptr_nonnull(strstr(out, "256040"));
	ck_assert_ptr_null(strstr(out, "ninja"));
	ck_assert_int_eq(cbx("run --target qemu-m4 --build-dir %s/b --algo "
			     "sha256 --no-save -v", tmpdir), 0);
	ck_assert_ptr_nonnull(strstr(out, "ninja: "));
	/* a pattern the shell would read is refused before anything runs */
	ck_assert_int_eq(cbx("run --target qemu-m4 --build-dir %s/b --algo "
			     "\"sha256'x\" --no-save", tmpdir), 2);
	ck_assert_int_eq(unsetenv("CRYPTOBENCH_SRC"), 0);
}
END_TEST

static Suite *
run_suite(void)
{
	Suite *s = suite_create("run");
	TCase *t = tcase_create("run");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_set_timeout(t, 120);
	tcase_add_test(t, help_and_bad_options);
	tcase_add_test(t, run_save_compare);
	tcase_add_test(t, run_sweep_fit);
	tcase_add_test(t, plot_sweep_data);
	tcase_add_test(t, log_round_trip);
	tcase_add_test(t, truncated_log);
	tcase_add_test(t, log_layout);
	tcase_add_test(t, unwritable_data_dir);
	tcase_add_test(t, target_selects_and_reports);
	tcase_add_test(t, spread_shown);
#ifdef CB_HAVE_LIBCRYPTO
	tcase_add_test(t, ref_openssl);
	tcase_add_test(t, ref_saved);
#endif
#if defined(CB_HAVE_BEARSSL) && defined(CB_HAVE_TOMCRYPT)
	tcase_add_test(t, peer_libs);
#endif
#if defined(CB_HAVE_LIBCRYPTO) && defined(CB_HAVE_BEARSSL) && \
    defined(CB_HAVE_TOMCRYPT)
	tcase_add_test(t, ref_all);
#endif
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(run_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
