/* SPDX-License-Identifier: MIT */
/* Minimal RFC 4180 CSV: split a line in place, write a quoted field. */
#include <string.h>

#include "cli.h"

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
