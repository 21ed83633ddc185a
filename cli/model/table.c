/* SPDX-License-Identifier: MIT */
/* Output tables in text (aligned), CSV, JSON and Markdown. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "util.h"

enum out_format g_format = FMT_TEXT;

struct table {
	int ncols;
	char **names;
	int *numeric;
	char **cells;           /* nrows * ncols */
	size_t nrows, cap;
};

table *
table_new(int ncols, const char *const *names)
{
	table *t = calloc(1, sizeof(*t));
	int c;

	if (t == NULL)
		abort();
	t->ncols = ncols;
	t->names = calloc((size_t)ncols, sizeof(char *));
	t->numeric = calloc((size_t)ncols, sizeof(int));
	if (t->names == NULL || t->numeric == NULL)
		abort();
	for (c = 0; c < ncols; c++)
		t->names[c] = strdup(names[c]);
	return t;
}

void
table_numeric(table *t, int c)
{
	t->numeric[c] = 1;
}

void
table_add(table *t, const char *const *cells)
{
	int c;

	if (t->nrows == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 64;
		t->cells = realloc(t->cells,
				   t->cap * (size_t)t->ncols * sizeof(char *));
		if (t->cells == NULL)
			abort();
	}
	for (c = 0; c < t->ncols; c++)
		t->cells[t->nrows * (size_t)t->ncols + (size_t)c] =
			strdup(cells[c] ? cells[c] : "");
	t->nrows++;
}

static const char *
cell(const table *t, size_t r, int c)
{
	return t->cells[r * (size_t)t->ncols + (size_t)c];
}

/* Display width: count UTF-8 lead bytes only. */
static int
width(const char *s)
{
	int w = 0;

	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			w++;
	return w;
}

static void
json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

/* A Markdown cell: '|' is escaped, or it would end the cell, and so is
 * '\\', or one before a '|' would escape the escape. */
static void
md_cell(FILE *f, const char *s)
{
	fputc(' ', f);
	for (; *s != '\0'; s++) {
		if (*s == '|' || *s == '\\')
			fputc('\\', f);
		fputc(*s, f);
	}
	fputs(" |", f);
}

/* A cell written as a JSON number only when it is one (the strict form of
 * parse.c, optionally negative): never "nan" or "inf". */
static int
is_number(const char *s)
{
	if (*s == '-')
		s++;
	return *s != '\0' && num_len(s) == strlen(s);
}

void
table_print(const table *t, FILE *f)
{
	size_t r;
	int c, *w;

	switch (g_format) {
	case FMT_CSV:
		for (c = 0; c < t->ncols; c++)
			csv_put(f, t->names[c], c == t->ncols - 1);
		for (r = 0; r < t->nrows; r++)
			for (c = 0; c < t->ncols; c++)
				csv_put(f, cell(t, r, c), c == t->ncols - 1);
		return;
	case FMT_JSON:
		fputs("[\n", f);
		for (r = 0; r < t->nrows; r++) {
			fputs("  {", f);
			for (c = 0; c < t->ncols; c++) {
				json_str(f, t->names[c]);
				fputs(": ", f);
				if (t->numeric[c] && is_number(cell(t, r, c)))
					fputs(cell(t, r, c), f);
				else if (t->numeric[c] && *cell(t, r, c) == 0)
					fputs("null", f);
				else
					json_str(f, cell(t, r, c));
				if (c + 1 < t->ncols)
					fputs(", ", f);
			}
			fputs(r + 1 < t->nrows ? "},\n" : "}\n", f);
		}
		fputs("]\n", f);
		return;
	case FMT_MARKDOWN:
		fputc('|', f);
		for (c = 0; c < t->ncols; c++)
			md_cell(f, t->names[c]);
		fputs("\n|", f);
		for (c = 0; c < t->ncols; c++)
			fputs(t->numeric[c] ? "---:|" : "---|", f);
		fputc('\n', f);
		for (r = 0; r < t->nrows; r++) {
			fputc('|', f);
			for (c = 0; c < t->ncols; c++)
				md_cell(f, cell(t, r, c));
			fputc('\n', f);
		}
		return;
	case FMT_TEXT:
		break;
	}
	w = calloc((size_t)t->ncols, sizeof(int));
	if (w == NULL)
		abort();
	for (c = 0; c < t->ncols; c++) {
		w[c] = width(t->names[c]);
		for (r = 0; r < t->nrows; r++)
			if (width(cell(t, r, c)) > w[c])
				w[c] = width(cell(t, r, c));
	}
	for (r = 0; r <= t->nrows; r++) {
		for (c = 0; c < t->ncols; c++) {
			const char *s = r == 0 ? t->names[c] : cell(t, r - 1, c);
			int pad = w[c] - width(s), last = c == t->ncols - 1;

			if (t->numeric[c] && r > 0)
				fprintf(f, "%*s%s", pad, "", s);
			else if (last)
				fputs(s, f);
			else
				fprintf(f, "%s%*s", s, pad, "");
			fputs(last ? "\n" : "  ", f);
		}
	}
	free(w);
}

void
table_free(table *t)
{
	size_t i;
	int c;

	for (i = 0; i < t->nrows * (size_t)t->ncols; i++)
		free(t->cells[i]);
	for (c = 0; c < t->ncols; c++)
		free(t->names[c]);
	free(t->cells);
	free(t->names);
	free(t->numeric);
	free(t);
}
