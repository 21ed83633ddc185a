/* SPDX-License-Identifier: MIT */
/* Markdown tables ("| Algorithm | Encryption (Software) | ... |"). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

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
		cells[n++] = ig_trim(p);
	}
	if (*ig_trim(p) != '\0')
		return -1;      /* no closing bar: the line was cut */
	return n;
}

int
ingest_markdown(ingest *ig, const page *p)
{
	int i = 0;

	while (i < p->n) {
		char *hc[MAXCOLS], *rc[MAXCOLS], hbuf[1024], mode[MAXCOLS][8];
		const char *op[MAXCOLS], *impl[MAXCOLS];
		int nh, c, hline, nrows = 0;

		if (!(p->line[i][0] == '|' && i + 1 < p->n &&
		      strncmp(p->line[i + 1], "|---", 4) == 0)) {
			i++;
			continue;
		}
		hline = i + 1;
		snprintf(hbuf, sizeof(hbuf), "%s", p->line[i]);
		nh = split_cells(hbuf, hc);
		if (nh < 2)
			return ig_fail(ig, hline, "cannot read table header");
		for (c = 1; c < nh; c++)
			if (ig_column(ig, hline, hc[c], mode[c], sizeof(mode[c]),
				      &op[c], &impl[c]) != 0)
				return -1;
		for (i += 2; i < p->n && p->line[i][0] == '|'; i++) {
			char rbuf[1024];
			int nr;

			snprintf(rbuf, sizeof(rbuf), "%s", p->line[i]);
			nr = split_cells(rbuf, rc);
			if (nr != nh)
				return ig_fail(ig, i + 1, "row has %d cells, "
					       "the header %d (truncated?)",
					       nr < 0 ? 0 : nr, nh);
			for (c = 1; c < nr; c++) {
				char value[32];
				const char *metric, *unit;
				const cb_alg *a;
				int k = ig_cell(ig, i + 1, rc[c], value,
						sizeof(value), &metric, &unit);

				if (k < 0)
					return -1;
				if (k == 0)
					continue;
				a = ig_alg(rc[0], mode[c]);
				if (a == NULL)
					return ig_fail(ig, i + 1, "unknown "
						       "algorithm '%s'", rc[0]);
				if (ig_add(ig, i + 1, impl[c], a->id, op[c], "",
					   metric, value, unit) != 0)
					return -1;
			}
			nrows++;
		}
		if (nrows == 0)
			return ig_fail(ig, hline, "table has no rows "
				       "(truncated?)");
	}
	return 0;
}
