/* SPDX-License-Identifier: MIT */
/* Error and usage messages shared by every command. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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
