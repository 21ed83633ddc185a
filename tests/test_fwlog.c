/* SPDX-License-Identifier: MIT */
/* Suite 'cli': firmware run logs with stack fields, ingested to result rows. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ingest.h"
#include "model.h"
#include "run.h"

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

/* A firmware log as QEMU prints it (selftest lines, \r removed). */
static const char fwlog[] =
	"# firmware: mps2-an386 (cortex-m4), cryptobench 0.1.0\n"
	"selftest sha256 ok (3)\n"
	"# selftest: ok\n"
	"# cryptobench: run log 1\n"
	"# platform: mps2-an386\n"
	"# cpu: AN386\n"
	"# core: Cortex-M4\n"
	"# vendor: Arm\n"
	"# clock_mhz: 1000.000\n"
	"# clock: QEMU virtual clock\n"
	"# compiler: gcc 12.2.1\n"
	"# flags: -O2 -mcpu=cortex-m4\n"
	"# version: 0.1.0\n"
	"# unit: emulated-insns\n"
	"# method: emulated: QEMU -icount shift=0\n"
	"row aes-128-cbc encrypt mode=long;message=8192;config=ct insns "
	"1547160 emulated-insns reps=3 min=1547160 max=1547200 stack=596\n"
	"row sha256 hash mode=long;message=8192;config=ct insns 256560 "
	"emulated-insns reps=3 min=256560 max=256560\n"
	"row ed25519 sign mode=op;message=64;config=ct insns 889080 "
	"emulated-insns reps=3 min=889080 max=889120 later=7 stack=1864\n"
	"row ml-dsa-44 sign mode=op;message=64;config=fast insns 4233760 "
	"emulated-insns reps=15 min=2324560 max=10915880 stack=2276 "
	"work=29696 inner=1 seq=162\n"
	"# end\n";

static FILE *warnings;

/* Ingest text (a copy of it) as board id; returns ingest_text's result. */
static int
ingest_copy(ingest *ig, const char *text, const char *id)
{
	char *buf = strdup(text);
	int rc;

	ck_assert_ptr_nonnull(buf);
	memset(ig, 0, sizeof(*ig));
	ig->path = "fw.log";
	ig->warn = warnings;
	rc = ingest_text(ig, buf, strlen(buf), id);
	free(buf);
	return rc;
}

static void
check_row(const cb_result *r, const char *alg, const char *op,
	  const char *params, const char *metric, const char *value,
	  const char *unit, int line)
{
	ck_assert_str_eq(r->board, "qemu-m4");
	ck_assert_str_eq(r->impl, "sw");
	ck_assert_str_eq(r->algorithm, alg);
	ck_assert_str_eq(r->operation, op);
	ck_assert_str_eq(r->params, params);
	ck_assert_str_eq(r->metric, metric);
	ck_assert_str_eq(r->value, value);
	ck_assert_str_eq(r->unit, unit);
	ck_assert_int_eq(r->line, line);
}

START_TEST(stack_rows)
{
	ingest ig;

	ck_assert_int_eq(ingest_copy(&ig, fwlog, "qemu-m4"), 0);
	ck_assert_uint_eq(ig.nrows, 8);
	check_row(&ig.rows[0], "aes-128-cbc", "encrypt",
		  "mode=long;message=8192;config=ct", "insns", "1547160",
		  "emulated-insns", 16);
	check_row(&ig.rows[1], "aes-128-cbc", "encrypt",
		  "mode=long;message=8192;config=ct", "stack", "596", "bytes",
		  16);
	/* no stack field: no stack row (a host log) */
	check_row(&ig.rows[2], "sha256", "hash",
		  "mode=long;message=8192;config=ct", "insns", "256560",
		  "emulated-insns", 17);
	/* other key=value fields before it are skipped */
	check_row(&ig.rows[3], "ed25519", "sign",
		  "mode=op;message=64;config=ct", "insns", "889080",
		  "emulated-insns", 18);
	check_row(&ig.rows[4], "ed25519", "sign",
		  "mode=op;message=64;config=ct", "stack", "1864", "bytes", 18);
	ck_assert(ig.rows[4].v == 1864.0);
	/* work=: the caller's working buffer, a third row */
	check_row(&ig.rows[5], "ml-dsa-44", "sign",
		  "mode=op;message=64;config=fast", "insns", "4233760",
		  "emulated-insns", 19);
	check_row(&ig.rows[6], "ml-dsa-44", "sign",
		  "mode=op;message=64;config=fast", "stack", "2276", "bytes",
		  19);
	check_row(&ig.rows[7], "ml-dsa-44", "sign",
		  "mode=op;message=64;config=fast", "work-buffer", "29696",
		  "bytes", 19);
	ck_assert_double_eq_tol(ig.board.clock_mhz, 1000.0, 1e-9);
	ingest_free(&ig);
}
END_TEST

static void
expect_bad(const char *from, const char *field, const char *what,
	   const char *where)
{
	char text[sizeof(fwlog) + 64];
	const char *at = strstr(fwlog, from);
	ingest ig;

	ck_assert_ptr_nonnull(at);
	snprintf(text, sizeof(text), "%.*s%s%s", (int)(at - fwlog), fwlog,
		 field, at + strlen(from));
	ck_assert_int_eq(ingest_copy(&ig, text, "qemu-m4"), -1);
	ck_assert_msg(strstr(ig.err, where) != NULL &&
		      strstr(ig.err, what) != NULL, "error: %s", ig.err);
	ingest_free(&ig);
}

static void
expect_bad_stack(const char *field)
{
	expect_bad("stack=596", field, "stack", "fw.log:16:");
}

START_TEST(stack_bad)
{
	expect_bad_stack("stack=");
	expect_bad_stack("stack=12x");
	expect_bad_stack("stack=-4");
	expect_bad_stack("stack=1.5");
	expect_bad("work=29696", "work=", "work", "fw.log:19:");
	expect_bad("work=29696", "work=2k", "work", "fw.log:19:");
}
END_TEST

/* cryptobench ingest writes the stack rows to the CSV. */
START_TEST(stack_csv)
{
	char dir[] = "/tmp/cb-fwlog-XXXXXX", path[64], cmd[512];
	char buf[4096];
	FILE *f;
	size_t n;
	int st;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/fw.log", dir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs(fwlog, f);
	fclose(f);
	snprintf(cmd, sizeof(cmd), "%s ingest %s --board qemu-m4 -o %s/t.csv "
		 "2>/dev/null", CRYPTOBENCH_EXE, path, dir);
	st = system(cmd);
	ck_assert(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	snprintf(path, sizeof(path), "%s/t.csv", dir);
	f = fopen(path, "r");
	ck_assert_ptr_nonnull(f);
	n = fread(buf, 1, sizeof(buf) - 1, f);
	buf[n] = '\0';
	fclose(f);
	ck_assert_ptr_nonnull(strstr(buf,
		"qemu-m4,sw,aes-128-cbc,encrypt,mode=long;message=8192;"
		"config=ct,stack,596,bytes,16\n"));
	ck_assert_ptr_nonnull(strstr(buf,
		"qemu-m4,sw,ed25519,sign,mode=op;message=64;config=ct,stack,"
		"1864,bytes,18\n"));
	ck_assert_ptr_null(strstr(buf, "sha256,hash,mode=long;message=8192;"
				  "config=ct,stack"));
	unlink(path);
	snprintf(path, sizeof(path), "%s/fw.log", dir);
	unlink(path);
	rmdir(dir);
}
END_TEST

/*
 * A firmware that reached its stack guard (mcu/common/port_cm.c) stops
 * with a "# stack: overflow" line and no end marker; its log is refused
 * naming that line, and refused as well were an end marker to follow it.
 */
#define OVERFLOW "# stack: overflow in ml-dsa-44 sign mode=op;message=64;" \
	"config=fast: a call reached the stack guard; the run stops\n"

START_TEST(stack_overflow)
{
	expect_bad("# end\n", OVERFLOW, "ran out of stack", "fw.log:20:");
	expect_bad("# end\n", OVERFLOW "# end\n", "ml-dsa-44 sign",
		   "fw.log:20:");
	/* a fault the handler could not place: refused too */
	expect_bad("# end\n", "# fault: hard fault or unexpected exception\n",
		   "faulted", "fw.log:20:");
}
END_TEST

/* ... and `ingest LOG --save` stores nothing of it. */
START_TEST(stack_overflow_not_saved)
{
	char dir[] = "/tmp/cb-fwlog-XXXXXX", path[64], cmd[512];
	char text[sizeof(fwlog) + 256];
	FILE *f;
	int st;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/fw.log", dir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	snprintf(text, sizeof(text), "%.*s%s",
		 (int)(strstr(fwlog, "# end\n") - fwlog), fwlog, OVERFLOW);
	fputs(text, f);
	fclose(f);
	snprintf(cmd, sizeof(cmd), "XDG_DATA_HOME=%s %s ingest %s --save "
		 "guarded 2>/dev/null", dir, CRYPTOBENCH_EXE, path);
	st = system(cmd);
	ck_assert(WIFEXITED(st) && WEXITSTATUS(st) != 0);
	snprintf(cmd, sizeof(cmd), "XDG_DATA_HOME=%s %s runs guarded "
		 ">/dev/null 2>&1", dir, CRYPTOBENCH_EXE);
	st = system(cmd);
	ck_assert(WIFEXITED(st) && WEXITSTATUS(st) != 0);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/*
 * The cycle model's output for a log of two cases, and the est-cycles rows
 * it gives, worked out by hand: overhead = median(10, 12, 11) = 11; case 1
 * (seq=1, inner=1): samples 1011, 1013, 1012 after the estimate 5000, so
 * 1000, 1002, 1001: median 1001; case 2 (seq=2, inner=4): samples 4011,
 * 4019, 4015: (4011 - 11) / 4 = 1000, 1002, 1001 likewise, and its
 * minimum's row (";stat=min", as lib/bench writes it for a case with
 * min_reps) estimates the minimum, 1000.
 */
static const char est_log[] =
	"# cryptobench: run log 1\n"
	"# platform: mps2-an386\n"
	"# clock_mhz: 1000.000\n"
	"# unit: emulated-insns\n"
	"# method: emulated: QEMU -icount shift=0\n"
	"row sha256 hash mode=long;message=8192;config=ct insns 900 "
	"emulated-insns reps=3 min=900 max=910 inner=1 seq=1\n"
	"row md5 hash mode=long;message=8192;config=ct insns 800 "
	"emulated-insns reps=3 min=800 max=810 inner=4 seq=2\n"
	"row md5 hash mode=long;message=8192;config=ct;stat=min insns 800 "
	"emulated-insns reps=3 min=800 max=810 inner=4 seq=2\n"
	"# end\n";
static const char est_plugin[] =
	"# model cortex-m4 1\n"
	"call 2000 cycles 10 insns 5\n"
	"call 2000 cycles 12 insns 5\n"
	"call 2000 cycles 11 insns 5\n"
	"call 1000 cycles 9 insns 5\n"
	"call 2000 cycles 5000 insns 4000\n"
	"call 2000 cycles 1011 insns 900\n"
	"call 2000 cycles 1013 insns 900\n"
	"call 2000 cycles 1012 insns 900\n"
	"call 1000 cycles 9 insns 5\n"
	"call 2000 cycles 4011 insns 3200\n"
	"call 2000 cycles 4011 insns 3200\n"
	"call 2000 cycles 4019 insns 3200\n"
	"call 2000 cycles 4015 insns 3200\n"
	"total cycles 30000 insns 20000\n";

START_TEST(est_cycles_rows)
{
	char path[] = "/tmp/cb-est-XXXXXX", *log = strdup(est_log);
	size_t len = strlen(est_log);
	ingest ig;
	FILE *f;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	f = fdopen(fd, "w");
	ck_assert_ptr_nonnull(f);
	fputs(est_plugin, f);
	fclose(f);
	ck_assert_int_eq(run_add_est_cycles(&log, &len, path, "qemu-m4",
					    0x1000, 0x2000), 0);
	unlink(path);
	ck_assert_ptr_nonnull(strstr(log, "# method: emulated: QEMU -icount "
				     "shift=0\n# est_cycles: model cortex-m4 "
				     "1, zero wait states, error "));
	ck_assert_ptr_nonnull(strstr(log, "seq=1\nrow sha256 hash "
				     "mode=long;message=8192;config=ct "
				     "est-cycles 1001 est-cycles reps=3 "
				     "min=1000 max=1002 q1=1000 q3=1002 seq=1\n"));
	ck_assert_ptr_nonnull(strstr(log, "seq=2\nrow md5 hash "
				     "mode=long;message=8192;config=ct "
				     "est-cycles 1001 est-cycles reps=3 "
				     "min=1000 max=1002 q1=1000 q3=1002 seq=2\n"));
	ck_assert_ptr_nonnull(strstr(log, "seq=2\nrow md5 hash "
				     "mode=long;message=8192;config=ct;stat=min "
				     "est-cycles 1000 est-cycles reps=3 "
				     "min=1000 max=1002 q1=1000 q3=1002 seq=2\n"));
	/* and it ingests: the model named in the method, rows kept apart */
	ck_assert_int_eq(ingest_copy(&ig, log, "qemu-m4"), 0);
	ck_assert_ptr_nonnull(strstr(ig.board.method, "est-cycles: model "
				     "cortex-m4 1"));
	ck_assert_uint_eq(ig.nrows, 6);
	check_row(&ig.rows[1], "sha256", "hash",
		  "mode=long;message=8192;config=ct", "est-cycles", "1001",
		  "est-cycles", 8);
	ingest_free(&ig);
	free(log);
}
END_TEST

/* A wait-state model in the plugin's header is named in the provenance
 * (the log's est_cycles line, then the ingested method). */
START_TEST(est_cycles_wait_states)
{
	char path[] = "/tmp/cb-est-XXXXXX", *log = strdup(est_log);
	size_t len = strlen(est_log);
	ingest ig;
	FILE *f;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	f = fdopen(fd, "w");
	ck_assert_ptr_nonnull(f);
	fprintf(f, "# model cortex-m4 1 5-wait-states-art\n%s",
		strchr(est_plugin, '\n') + 1);
	fclose(f);
	ck_assert_int_eq(run_add_est_cycles(&log, &len, path, "qemu-m4",
					    0x1000, 0x2000), 0);
	unlink(path);
	ck_assert_ptr_nonnull(strstr(log, "\n# est_cycles: model cortex-m4 "
				     "1, 5 WS ART, error "));
	ck_assert_int_eq(ingest_copy(&ig, log, "qemu-m4"), 0);
	ck_assert_ptr_nonnull(strstr(ig.board.method, "est-cycles: model "
				     "cortex-m4 1, 5 WS ART"));
	ingest_free(&ig);
	free(log);
}
END_TEST

/*
 * The firmware's counts at 0.8 times the model's instructions (a board
 * whose SysTick rate is not QEMU's: one tick taken for 40 instructions
 * that are 50): refused, -2, the log left as it was.
 */
START_TEST(est_cycles_insns_disagree)
{
	char path[] = "/tmp/cb-est-XXXXXX", *log = strdup(est_log);
	size_t len = strlen(est_log);
	const char *p;
	FILE *f;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	f = fdopen(fd, "w");
	ck_assert_ptr_nonnull(f);
	/* the plugin's lines with every instruction count times 1.25 */
	for (p = est_plugin; *p != '\0'; p = strchr(p, '\n') + 1) {
		unsigned long long a, c, i;

		if (sscanf(p, "call %llx cycles %llu insns %llu", &a, &c,
			   &i) == 3)
			fprintf(f, "call %llx cycles %llu insns %llu\n", a, c,
				i * 5 / 4);
		else
			fprintf(f, "%.*s\n", (int)(strchr(p, '\n') - p), p);
	}
	fclose(f);
	ck_assert_int_eq(run_add_est_cycles(&log, &len, path, "qemu-m33",
					    0x1000, 0x2000), -2);
	unlink(path);
	ck_assert_str_eq(log, est_log);
	free(log);
}
END_TEST

/* est-cycles rows need the model's header, and their own unit. */
START_TEST(est_cycles_bad)
{
	static const char *const bad[] = {
		"row sha256 hash - est-cycles 5 est-cycles\n",
		"# est_cycles: model x 1\nrow sha256 hash - est-cycles 5 "
		"cycles\n",
		"# est_cycles: model x 1\nrow sha256 hash - cycles 5 "
		"est-cycles\n",
	};
	char buf[1024];
	ingest ig;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(buf, sizeof(buf), "# cryptobench: run log 1\n"
			 "# clock_mhz: 100\n# method: emulated: x\n%s# end\n",
			 bad[i]);
		ck_assert_int_ne(ingest_copy(&ig, buf, "b"), 0);
		ingest_free(&ig);
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("fwlog");
	TCase *t = tcase_create("stack");
	SRunner *sr;
	int failed;

	warnings = fopen("/dev/null", "w");
	tcase_add_test(t, stack_rows);
	tcase_add_test(t, stack_bad);
	tcase_add_test(t, stack_csv);
	tcase_add_test(t, stack_overflow);
	tcase_add_test(t, stack_overflow_not_saved);
	tcase_add_test(t, est_cycles_rows);
	tcase_add_test(t, est_cycles_wait_states);
	tcase_add_test(t, est_cycles_insns_disagree);
	tcase_add_test(t, est_cycles_bad);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	if (warnings != NULL)
		fclose(warnings);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
