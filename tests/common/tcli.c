/* SPDX-License-Identifier: MIT */
/* Helpers of the CLI suites: scratch folders, files, running the tool. */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tcli.h"

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

/* see tcli.h */
void
t_scratch(char *dir, size_t len, const char *name)
{
	char xdg[4200];

	snprintf(dir, len, "/tmp/cb_test_%s_XXXXXX", name);
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(xdg, sizeof(xdg), "%s/xdg", dir);
	setenv("XDG_DATA_HOME", xdg, 1);
	setenv("CRYPTOBENCH_TIMER", "clock", 1);
	setenv("TMPDIR", dir, 1);
}

/* see tcli.h */
void
t_rmtree(const char *dir)
{
	char cmd[8500];

	snprintf(cmd, sizeof(cmd), "chmod -R u+w '%s'; rm -rf '%s'", dir, dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* see tcli.h */
char *
t_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (f == NULL)
		return NULL;
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	ck_assert_int_ge(n, 0);
	rewind(f);
	buf = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(buf);
	ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	if (len != NULL)
		*len = (size_t)n;
	return buf;
}

/* see tcli.h */
void
t_put_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	ck_assert_msg(f != NULL, "cannot write %s", path);
	ck_assert_int_ge(fputs(text, f), 0);
	ck_assert_int_eq(fclose(f), 0);
}

/* see tcli.h */
int
t_run(const char *args, char **out, char **err)
{
	char cmd[16384], o[64] = "/tmp/cb_test_outXXXXXX",
			  e[64] = "/tmp/cb_test_errXXXXXX";
	int fo = mkstemp(o), fe = mkstemp(e), st;

	ck_assert(fo >= 0 && fe >= 0);
	close(fo);
	close(fe);
	/* stdin first, so that a '<' in args still wins */
	snprintf(cmd, sizeof(cmd), "%s </dev/null %s >%s 2>%s",
		 CRYPTOBENCH_EXE, args, o, e);
	st = system(cmd);
	*out = t_slurp(o, NULL);
	*err = t_slurp(e, NULL);
	ck_assert(*out != NULL && *err != NULL);
	unlink(o);
	unlink(e);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* see tcli.h */
int
t_cbx(char *out, size_t len, const char *dir, const char *fmt, ...)
{
	char args[2048], cmd[8192], path[4200];
	va_list ap;
	FILE *f;
	size_t n;
	int st;

	va_start(ap, fmt);
	vsnprintf(args, sizeof(args), fmt, ap);
	va_end(ap);
	snprintf(path, sizeof(path), "%s/out.txt", dir);
	snprintf(cmd, sizeof(cmd), "%s %s >%s 2>&1", CRYPTOBENCH_EXE, args,
		 path);
	st = system(cmd);
	f = fopen(path, "r");
	ck_assert_ptr_nonnull(f);
	n = fread(out, 1, len - 1, f);
	out[n] = '\0';
	fclose(f);
	ck_assert(WIFEXITED(st));
	return WEXITSTATUS(st);
}

/* One CSV line split in place into at most max fields (RFC 4180 quotes);
 * the count. */
static int
split_csv(char *s, char **f, int max)
{
	int n = 0;

	while (n < max) {
		char *o = s;

		f[n++] = s;
		if (*s == '"') {
			for (s++; *s != '\0'; s++) {
				if (*s == '"' && s[1] == '"')
					*o++ = *s++;
				else if (*s == '"')
					break;
				else
					*o++ = *s;
			}
			if (*s == '"')
				s++;
		} else {
			while (*s != '\0' && *s != ',')
				*o++ = *s++;
		}
		if (*s != ',') {
			*o = '\0';
			return n;
		}
		*o = '\0';
		s++;
	}
	return n;
}

/* see tcli.h */
const char *
t_csv(const char *csv, const char *match, const char *key)
{
	static char found[1024];
	char *copy = strdup(csv), *line, *save, *head[128], *f[128];
	char *hdr;
	int nh, n, i, want = -1;

	ck_assert_ptr_nonnull(copy);
	hdr = strtok_r(copy, "\n", &save);
	if (hdr == NULL) {
		free(copy);
		return NULL;
	}
	nh = split_csv(hdr, head, 128);
	for (i = 0; i < nh; i++)
		if (strcmp(head[i], key) == 0)
			want = i;
	ck_assert_msg(want >= 0, "no column '%s'", key);
	while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
		char m[512], *p, *s2;
		int ok = 1;

		n = split_csv(line, f, 128);
		if (n != nh)
			continue;
		snprintf(m, sizeof(m), "%s", match);
		for (p = strtok_r(m, "&", &s2); p != NULL && ok;
		     p = strtok_r(NULL, "&", &s2)) {
			char *eq = strchr(p, '=');

			ck_assert_ptr_nonnull(eq);
			*eq = '\0';
			for (i = 0; i < nh && strcmp(head[i], p) != 0; i++)
				;
			ck_assert_msg(i < nh, "no column '%s'", p);
			ok = strcmp(f[i], eq + 1) == 0;
		}
		if (ok) {
			snprintf(found, sizeof(found), "%s", f[want]);
			free(copy);
			return found;
		}
	}
	free(copy);
	return NULL;
}
