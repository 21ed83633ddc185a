/* SPDX-License-Identifier: MIT */
/* Markdown tables ("| Algorithm | Encryption (Software) | ... |"). */
#include <stdlib.h>
#include <string.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define MAXCOLS 16

/* Split "| a | b |" into trimmed cells; returns the count or -1. */
static int
split_cells(char *line, char **cells)
{
	int n = 0;
	char *p = strchr(line, '|'), *q;

	if (p == NULL)
		return -1;
	for (p++; (q = strchr(p, '|')) != NULL; p = q + 1) {
		if (n == MAXCOLS)
			return -1;
		*q = '\0';
		cells[n++] = str_trim(p);
	}
	if (*str_trim(p) != '\0')
		return -1;      /* no closing bar: the line was cut */
	return n;
}

/* One row under the header: its cells into rows; 0 or -1. */
static int
md_row(ingest *ig, int line, char *text, int nh, char mode[][8],
       const char *const *op, const char *const *impl)
{
	char *rc[MAXCOLS];
	int nr = split_cells(text, rc), c;

	if (nr != nh)
		return ig_fail(ig, line, "row has %d cells, the header %d "
			       "(truncated?)", nr < 0 ? 0 : nr, nh);
	for (c = 1; c < nr; c++) {
		char value[32];
		const char *metric, *unit;
		const cb_alg *a;
		int k = ig_cell(ig, line, rc[c], value, sizeof(value), &metric,
				&unit);

		if (k < 0)
			return -1;
		if (k == 0)
			continue;
		a = ig_alg(rc[0], mode[c]);
		if (a == NULL)
			return ig_fail(ig, line, "unknown algorithm '%s'",
				       rc[0]);
		if (ig_add(ig, line, impl[c], a->id, op[c], "", metric, value,
			   unit) != 0)
			return -1;
	}
	return 0;
}

int
ingest_markdown(ingest *ig, const page *p)
{
	int i = 0;

	while (i < p->n) {
		char *hc[MAXCOLS], *hbuf, mode[MAXCOLS][8];
		const char *op[MAXCOLS], *impl[MAXCOLS];
		int nh, c, hline, nrows = 0;

		if (p->line[i][0] != '|') {
			i++;
			continue;
		}
		/* a table line that starts no table: a header cut short, or
		 * cut before its |---| line */
		if (i + 1 >= p->n || strncmp(p->line[i + 1], "|---", 4) != 0)
			return ig_fail(ig, i + 1, "table line without a "
				       "'|---|' line under it (header cut "
				       "short?)");
		hline = i + 1;
		if ((hbuf = ig_line(ig, p, i)) == NULL)
			return -1;
		nh = split_cells(hbuf, hc);
		if (nh < 2)
			return ig_fail(ig, hline, "cannot read table header "
				       "(cut short?)");
		for (c = 1; c < nh; c++)
			if (ig_column(ig, hline, hc[c], mode[c],
				      sizeof(mode[c]), &op[c], &impl[c]) != 0)
				return -1;
		for (i += 2; i < p->n && p->line[i][0] == '|'; i++) {
			char *rbuf = ig_line(ig, p, i);

			if (rbuf == NULL ||
			    md_row(ig, i + 1, rbuf, nh, mode, op, impl) != 0)
				return -1;
			nrows++;
			ig->table_end = i + 1;
		}
		if (nrows == 0)
			return ig_fail(ig, hline, "table has no rows "
				       "(truncated?)");
	}
	return 0;
}
