/* SPDX-License-Identifier: MIT */
/* Helpers of the CLI suites: scratch folders, files, running the tool. */
#ifndef CB_TESTS_TCLI_H
#define CB_TESTS_TCLI_H

#include <stddef.h>

/*
 * A fresh scratch folder /tmp/cb_test_NAME_XXXXXX in dir (len bytes), made
 * the tool's whole world: XDG_DATA_HOME is DIR/xdg, TMPDIR is DIR (where a
 * run whose save failed keeps its log) and the timer is clock_gettime's,
 * the same on every CI.
 */
void t_scratch(char *dir, size_t len, const char *name);

/* Remove dir and everything in it (made writable first); fails the test
 * if it cannot. */
void t_rmtree(const char *dir);

/* The whole of path, NUL-terminated (malloc'd), its length in *len (len
 * may be NULL); NULL if it cannot be opened. */
char *t_slurp(const char *path, size_t *len);

/* Write text to path, replacing it; fails the test if it cannot. */
void t_put_file(const char *path, const char *text);

/* Run "CRYPTOBENCH ARGS" (a shell word list; stdin /dev/null unless ARGS
 * redirects it); its stdout
 * and stderr into *out and *err (malloc'd).  The exit status, -1 if it did
 * not exit. */
int t_run(const char *args, char **out, char **err);

/* Run "CRYPTOBENCH ARGS", ARGS from fmt, with stdout and stderr together
 * in out (len bytes, NUL-terminated) by way of the file DIR/out.txt.  The
 * exit status; fails the test if it did not exit. */
int t_cbx(char *out, size_t len, const char *dir, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

/* In CSV text with a header line: field key of the first line whose
 * fields match "k=v&k=v" (a static buffer), or NULL. */
const char *t_csv(const char *csv, const char *match, const char *key);

/* Field key of the line matching match equals expect. */
#define T_CSV_EQ(csv, match, key, expect) do { \
	const char *t_v_ = t_csv((csv), (match), (key)); \
	ck_assert_msg(t_v_ != NULL, "no line %s", (match)); \
	ck_assert_str_eq(t_v_, (expect)); \
} while (0)

/* Field key of the line matching match is a number within 1e-4 of
 * expect (relative). */
#define T_CSV_NEAR(csv, match, key, expect) do { \
	const char *t_v_ = t_csv((csv), (match), (key)); \
	double t_x_; \
	ck_assert_msg(t_v_ != NULL && *t_v_ != '\0', "no value %s %s", \
		      (match), (key)); \
	t_x_ = strtod(t_v_, NULL); \
	ck_assert_msg(fabs(t_x_ - (expect)) <= 1e-4 * fabs(expect), \
		      "%s %s: %s, not %g", (match), (key), t_v_, \
		      (double)(expect)); \
} while (0)

#endif
