/* SPDX-License-Identifier: MIT */
/* Strict numbers and whole copies: how every number and field is read. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* see util.h */
size_t
num_len(const char *s)
{
	size_t n = 0;

	if (!isdigit((unsigned char)s[0]))
		return 0;
	/* a leading zero starts no longer integer part: "0", "0.5", not
	 * "07" (the run-together layout relies on it to split cells) */
	if (s[0] == '0')
		n = 1;
	else
		while (isdigit((unsigned char)s[n]))
			n++;
	if (s[n] == '.' && isdigit((unsigned char)s[n + 1])) {
		n++;
		while (isdigit((unsigned char)s[n]))
			n++;
	}
	return n;
}

/* see util.h */
int
num_parse(const char *s, double *v)
{
	size_t n = num_len(s);

	/* the length bound keeps every accepted number finite and within
	 * the value field of a row (31 characters) */
	if (n == 0 || s[n] != '\0' || n > CB_NUM_MAX)
		return -1;
	*v = strtod(s, NULL);
	return 0;
}

/* see util.h */
int
num_int(const char *s, long max, long *v)
{
	size_t n = strspn(s, "0123456789");
	long x = 0;

	if (n == 0 || s[n] != '\0' || (s[0] == '0' && n > 1))
		return -1;
	for (; *s != '\0'; s++) {
		if (x > (max - (*s - '0')) / 10)
			return -1;
		x = x * 10 + (*s - '0');
	}
	*v = x;
	return 0;
}

/* see util.h */
int
num_clock(const char *s, double *mhz)
{
	double v;

	/* the range keeps "%g" (boards.csv) free of exponents */
	if (num_parse(s, &v) != 0 || v < 0.001 || v > 100000)
		return -1;
	*mhz = v;
	return 0;
}

/* see util.h */
int
str_fit(char *dst, size_t len, const char *src)
{
	size_t n = strlen(src);

	if (n >= len)
		return -1;
	memcpy(dst, src, n + 1);
	return 0;
}

/* see util.h */
int
fmt_fit(char *dst, size_t len, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(dst, len, fmt, ap);
	va_end(ap);
	return n < 0 || (size_t)n >= len ? -1 : 0;
}

/* see util.h */
int
id_valid(const char *id)
{
	/* a letter or digit first: '-x' would read as an option */
	if (!((*id >= 'a' && *id <= 'z') || (*id >= '0' && *id <= '9')))
		return 0;
	for (; *id != '\0'; id++)
		if (!((*id >= 'a' && *id <= 'z') || (*id >= '0' && *id <= '9') ||
		      *id == '-' || *id == '_'))
			return 0;
	return 1;
}
