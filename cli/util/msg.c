/* SPDX-License-Identifier: MIT */
/* Error and usage messages shared by every command. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

const char *g_prog = "cryptobench";

void
errorf(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", g_prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static double progress_t0, progress_last;
static int progress_tty = -1;

static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* see util.h */
void
progress_start(void)
{
	progress_tty = isatty(2);
	progress_t0 = progress_last = now_s();
}

/* see util.h */
void
progressf(const char *fmt, ...)
{
	double t = now_s();
	va_list ap;

	if (progress_tty < 0)
		progress_start();
	if (!progress_tty && t - progress_last < PROGRESS_EVERY)
		return;
	progress_last = t;
	fprintf(stderr, "%s%s: %.0f s: ", progress_tty ? "\r" : "", g_prog,
		t - progress_t0);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs(progress_tty ? "\033[K" : "\n", stderr);
	fflush(stderr);
}

/* see util.h */
void
progress_end(void)
{
	if (progress_tty > 0)
		fputs("\r\033[K", stderr);
}

void
die_usage(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s%s%s: ", g_prog, cmd ? " " : "", cmd ? cmd : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry '%s %s%s--help'.\n", g_prog, cmd ? cmd : "",
		cmd ? " " : "");
	exit(2);
}

int
is_help(const char *arg)
{
	return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}
