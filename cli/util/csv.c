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

int
utf8_valid(const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	int follow;

	/* the lead bytes and continuations check_text (ingest.c) accepts */
	while (*u != '\0') {
		if (*u < 0x80)
			follow = 0;
		else if (*u >= 0xc2 && *u <= 0xdf)
			follow = 1;
		else if (*u >= 0xe0 && *u <= 0xef)
			follow = 2;
		else if (*u >= 0xf0 && *u <= 0xf4)
			follow = 3;
		else
			return 0;
		for (u++; follow > 0; follow--, u++)
			if ((*u & 0xc0) != 0x80)
				return 0;
	}
	return 1;
}
