/* SPDX-License-Identifier: MIT */
/* Suite 'board': board folders, flash commands, the marker pin's edge logic. */
#include <check.h>
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board.h"
#include "ingest.h"
#include "tcli.h"

#ifndef BOARD_TESTS
#error "BOARD_TESTS must name tests/board"
#endif

/* Every folder of mcu/boards describes itself: QEMU boards by machine
 * and target, real ones by clock, baud, console, marker and flash. */
START_TEST(conf_every_board)
{
	char dir[4200];
	struct dirent *d;
	DIR *dp;
	int real = 0, qemu = 0;

	snprintf(dir, sizeof(dir), "%s/mcu/boards", CB_SRCROOT);
	dp = opendir(dir);
	ck_assert_ptr_nonnull(dp);
	while ((d = readdir(dp)) != NULL) {
		board_conf bc;

		if (d->d_name[0] == '.')
			continue;
		ck_assert_int_eq(board_conf_load(CB_SRCROOT, d->d_name, &bc),
				 0);
		ck_assert_str_eq(bc.name, d->d_name);
		ck_assert_int_eq(strncmp(bc.cpu, "cortex-m", 8), 0);
		if (bc.qemu[0] != '\0') {
			board_conf t;

			qemu++;
			ck_assert_int_eq(board_conf_target(CB_SRCROOT,
							   bc.target, &t, 0),
					 0);
			ck_assert_str_eq(t.name, bc.name);
		} else {
			real++;
			ck_assert(bc.clock_mhz > 0);
			ck_assert_int_eq(bc.baud, 115200);
			ck_assert(bc.flash[0] != '\0');
			ck_assert(bc.marker[0] != '\0');
			ck_assert(bc.console[0] != '\0');
			ck_assert_ptr_nonnull(strstr(bc.flash, "{elf}"));
		}
	}
	closedir(dp);
	ck_assert_int_eq(qemu, 3);
	ck_assert_int_eq(real, 5);
}
END_TEST

/* Write a board.conf under a scratch root; its root. */
static const char *
scratch_conf(const char *text)
{
	static char root[] = "/tmp/cb-board-XXXXXX";
	char p[256];
	FILE *f;

	if (strcmp(root + strlen(root) - 6, "XXXXXX") == 0)
		ck_assert_ptr_nonnull(mkdtemp(root));
	snprintf(p, sizeof(p), "%s/mcu", root);
	(void)mkdir(p, 0700);
	snprintf(p, sizeof(p), "%s/mcu/boards", root);
	(void)mkdir(p, 0700);
	snprintf(p, sizeof(p), "%s/mcu/boards/x", root);
	(void)mkdir(p, 0700);
	snprintf(p, sizeof(p), "%s/mcu/boards/x/board.conf", root);
	f = fopen(p, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
	return root;
}

/* stderr of fn into buf */
static void
stderr_of(int (*fn)(const char *), const char *arg, int want_rc, char *buf,
	  size_t len)
{
	FILE *f = tmpfile();
	int saved = dup(2);
	size_t n;

	ck_assert_ptr_nonnull(f);
	fflush(stderr);
	dup2(fileno(f), 2);
	ck_assert_int_eq(fn(arg), want_rc);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	rewind(f);
	n = fread(buf, 1, len - 1, f);
	buf[n] = '\0';
	fclose(f);
}

static int
load_x(const char *root)
{
	board_conf bc;

	return board_conf_load(root, "x", &bc);
}

/* A bad board.conf is refused with file:line and the reason. */
START_TEST(conf_bad)
{
	char err[1024];
	const char *root;

	root = scratch_conf("# c\ncpu = cortex-m4\nbaud 115200\n");
	stderr_of(load_x, root, -1, err, sizeof(err));
	ck_assert_ptr_nonnull(strstr(err, "x/board.conf:3: 'baud 115200' is "
				     "not 'key = value'"));
	root = scratch_conf("cpu = cortex-m4\nflsh = openocd\n");
	stderr_of(load_x, root, -1, err, sizeof(err));
	ck_assert_ptr_nonnull(strstr(err, "board.conf:2: unknown key 'flsh'"));
	root = scratch_conf("cpu = cortex-m4\nclock_mhz = fast\n");
	stderr_of(load_x, root, -1, err, sizeof(err));
	ck_assert_ptr_nonnull(strstr(err, "board.conf:2: clock_mhz 'fast'"));
	root = scratch_conf("qemu = x\n");
	stderr_of(load_x, root, -1, err, sizeof(err));
	ck_assert_ptr_nonnull(strstr(err, "no cpu line"));
	root = scratch_conf("cpu = cortex-m4\nflash = a = b {elf}\n");
	{
		board_conf bc;

		ck_assert_int_eq(board_conf_load(root, "x", &bc), 0);
		ck_assert_str_eq(bc.flash, "a = b {elf}");
	}
}
END_TEST

/* {elf} and {bin} are the paths; a path that would need quoting is
 * refused rather than passed on broken. */
START_TEST(flash_command)
{
	char out[256];

	ck_assert_int_eq(board_command(out, sizeof(out), "openocd -c \"program "
				       "{elf} verify reset exit\"",
				       "/b/fw-x.elf", "/b/fw-x.bin"), 0);
	ck_assert_str_eq(out, "openocd -c \"program /b/fw-x.elf verify reset "
			 "exit\"");
	ck_assert_int_eq(board_command(out, sizeof(out), "st-flash write {bin}"
				       " 0x8000000", "/b/e", "/b/b.bin"), 0);
	ck_assert_str_eq(out, "st-flash write /b/b.bin 0x8000000");
	ck_assert_int_eq(board_command(out, sizeof(out), "x {elf}",
				       "/a b/fw.elf", "/a b/fw.bin"), -1);
	ck_assert_int_eq(board_command(out, 12, "openocd {elf}",
				       "/b/fw-x.elf", "/b/fw-x.bin"), -1);
}
END_TEST

/* ---- the marker pin's edges ---- */

/* tests/board/NAME, which must be there */
static char *
slurp(const char *name, size_t *len)
{
	char p[4200], *buf;

	snprintf(p, sizeof(p), "%s/%s", BOARD_TESTS, name);
	buf = t_slurp(p, len);
	ck_assert_msg(buf != NULL, "%s", p);
	return buf;
}

/* A recorded stream: "r NS" / "f NS" lines. */
static edge *
load_edges(const char *name, size_t *n)
{
	size_t len, cap = 256;
	char *text = slurp(name, &len), *l, *save;
	edge *e = malloc(cap * sizeof(*e));

	*n = 0;
	for (l = strtok_r(text, "\n", &save); l != NULL;
	     l = strtok_r(NULL, "\n", &save)) {
		if (*n == cap)
			e = realloc(e, (cap *= 2) * sizeof(*e));
		ck_assert(l[0] == 'r' || l[0] == 'f');
		e[*n].rising = l[0] == 'r';
		e[*n].ns = strtoull(l + 2, NULL, 10);
		(*n)++;
	}
	free(text);
	return e;
}

/* edges_check on the F439 log and a stream; rc, verdict, the new log. */
static int
check_stream(const char *stream, char *verdict, size_t vlen, char **log,
	     size_t *loglen)
{
	size_t n;
	edge *e = load_edges(stream, &n);
	int rc;

	*log = slurp("nucleo-f439zi.log", loglen);
	rc = edges_check(log, loglen, e, n, 180, verdict, vlen);
	free(e);
	return rc;
}

/* The "+-X MHz" the external line claims. */
static double
claimed_error(const char *log)
{
	const char *c = strstr(log, "clock +-");

	ck_assert_ptr_nonnull(c);
	return strtod(c + 8, NULL);
}

/* A board at 179.982 MHz stating 180: verified, within the uncertainty
 * it states, with one row of pin times per log row, and the figures
 * ingest with the check in their method. */
START_TEST(edges_verified)
{
	char verdict[256], *log;
	const char *v, *p;
	size_t loglen, rows = 0;
	double mhz, err;
	ingest ig;
	int d;

	ck_assert_int_eq(check_stream("edges/f439-ok.edges", verdict,
				      sizeof(verdict), &log, &loglen), 0);
	v = "clock verified externally: ";
	ck_assert_int_eq(strncmp(verdict, v, strlen(v)), 0);
	ck_assert_ptr_nonnull(strstr(verdict, " MHz (stated 180)"));
	mhz = strtod(verdict + strlen(v), NULL);
	err = claimed_error(log);
	ck_assert_msg(fabs(mhz - 179.982) <= err, "%s, +-%g", verdict, err);
	/* no more digits than the error supports */
	p = strchr(verdict + strlen(v), '.');
	ck_assert(p != NULL);
	d = (int)strcspn(p + 1, " ");
	ck_assert_msg(err < pow(10, -d) && (d == 3 || err >= pow(10, -d - 1)),
		      "%s, +-%g", verdict, err);
	for (p = log; (p = strstr(p, "# external_row: ")) != NULL; p++)
		rows++;
	ck_assert_uint_eq(rows, 10);
	ck_assert_ptr_nonnull(strstr(log, "# external_row: rsa-2048 sign "
				     "mode=op;message=64;config=ct "
				     "chip_us=243450"));
	ck_assert_int_eq(strcmp(log + loglen - 6, "# end\n"), 0);
	memset(&ig, 0, sizeof(ig));
	ig.path = "f439.log";
	ck_assert_int_eq(ingest_text(&ig, log, loglen, "f439"), 0);
	ck_assert_ptr_nonnull(strstr(ig.board.method, "measured: DWT cycle "
				     "counter; clock verified externally: "));
	ingest_free(&ig);
	free(log);
}
END_TEST

/* Finer edges give a finer figure, never a coarser one. */
START_TEST(edges_resolution)
{
	char verdict[256], *log, *log2;
	size_t loglen;
	double coarse, fine;

	ck_assert_int_eq(check_stream("edges/f439-ok.edges", verdict,
				      sizeof(verdict), &log, &loglen), 0);
	coarse = claimed_error(log);
	ck_assert_int_eq(check_stream("edges/f439-fine.edges", verdict,
				      sizeof(verdict), &log2, &loglen), 0);
	fine = claimed_error(log2);
	ck_assert_msg(fine < coarse / 10, "%g vs %g", fine, coarse);
	ck_assert_msg(fabs(strtod(verdict + 27, NULL) - 179.982) <= fine,
		      "%s +-%g", verdict, fine);
	free(log);
	free(log2);
}
END_TEST

/* A board that runs at 168 MHz while stating 180: the warning. */
START_TEST(edges_wrong_clock)
{
	char verdict[256], *log;
	size_t loglen;

	ck_assert_int_eq(check_stream("edges/f439-168mhz.edges", verdict,
				      sizeof(verdict), &log, &loglen), 0);
	ck_assert_msg(strncmp(verdict, "clock WRONG: measured externally 168",
			      36) == 0, "%s", verdict);
	ck_assert_ptr_nonnull(strstr(verdict, "stated 180"));
	free(log);
}
END_TEST

/* A missed edge, or a burst too many: refused, the log left as it was. */
START_TEST(edges_refused)
{
	static const char *const bad[] = { "edges/f439-missed.edges",
					   "edges/f439-extra.edges" };
	char verdict[256], *log, *orig;
	size_t loglen, olen, i;

	orig = slurp("nucleo-f439zi.log", &olen);
	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(check_stream(bad[i], verdict, sizeof(verdict),
					      &log, &loglen), -1);
		ck_assert_uint_eq(loglen, olen);
		ck_assert_int_eq(memcmp(log, orig, olen), 0);
		free(log);
	}
	free(orig);
}
END_TEST

static Suite *
board_suite(void)
{
	Suite *s = suite_create("board");
	TCase *tc = tcase_create("conf");

	tcase_add_test(tc, conf_every_board);
	tcase_add_test(tc, conf_bad);
	tcase_add_test(tc, flash_command);
	suite_add_tcase(s, tc);
	tc = tcase_create("edges");
	tcase_add_test(tc, edges_verified);
	tcase_add_test(tc, edges_resolution);
	tcase_add_test(tc, edges_wrong_clock);
	tcase_add_test(tc, edges_refused);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(board_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
