/* SPDX-License-Identifier: MIT */
/* Minimal RFC 4180 CSV: split a line, write a quoted field, check UTF-8. */
#include <string.h>

#include "util.h"

int
csv_split(char *line, char **fields, int max)
{
	int n = 0;
	char *r = line, *w;

	for (;;) {
		if (n == max)
			return max + 1;
		if (*r == '"') {
			/* quoted: "" is a quote; unquote in place */
			w = ++r;
			fields[n++] = w;
			for (;;) {
				if (*r == '\0')
					return -1;
				if (*r == '"' && r[1] == '"') {
					*w++ = '"';
					r += 2;
				} else if (*r == '"') {
					r++;
					break;
				} else {
					*w++ = *r++;
				}
			}
			if (*r != ',' && *r != '\0')
				return -1;
			*w = '\0';
		} else {
			fields[n++] = r;
			r += strcspn(r, ",");
		}
		if (*r == '\0')
			return n;
		*r++ = '\0';
	}
}

void
csv_put(FILE *f, const char *s, int last)
{
	if (strpbrk(s, ",\"\n\r") != NULL) {
		fputc('"', f);
		for (; *s != '\0'; s++) {
			if (*s == '"')
				fputc('"', f);
			fputc(*s, f);
		}
		fputc('"', f);
	} else {
		fputs(s, f);
	}
	fputc(last ? '\n' : ',', f);
}

/* see util.h */
int
utf8_seq(const unsigned char *s, size_t n)
{
	unsigned lo = 0x80, hi = 0xbf;
	int len, k;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		len = 2;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		len = 3;
		if (s[0] == 0xe0)
			lo = 0xa0;              /* no overlong form */
		else if (s[0] == 0xed)
			hi = 0x9f;              /* no surrogate, D800-DFFF */
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		len = 4;
		if (s[0] == 0xf0)
			lo = 0x90;              /* no overlong form */
		else if (s[0] == 0xf4)
			hi = 0x8f;              /* nothing past U+10FFFF */
	} else {
		return 0;
	}
	if ((size_t)len > n)
		return -1;
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (k = 2; k < len; k++)
		if ((s[k] & 0xc0) != 0x80)
			return 0;
	return len;
}

/* see util.h */
int
utf8_valid(const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n = strlen(s);
	int k;

	while (n > 0) {
		if ((k = utf8_seq(u, n)) <= 0)
			return 0;
		u += k;
		n -= (size_t)k;
	}
	return 1;
}
