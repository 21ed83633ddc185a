/* SPDX-License-Identifier: MIT */
/* Layout: a run exported by 'cryptobench runs NAME@N --export' (store.h). */
#include <stdlib.h>
#include <string.h>

#include "ingest.h"
#include "store.h"

/* The value of line i if it is "# key: value", else NULL. */
static const char *
field(const page *p, int i, const char *key)
{
	size_t n = strlen(key);
	const char *l;

	if (i >= p->n)
		return NULL;
	l = p->line[i];
	if (strncmp(l, "# ", 2) != 0 || strncmp(l + 2, key, n) != 0 ||
	    strncmp(l + 2 + n, ": ", 2) != 0)
		return NULL;
	return l + 4 + n;
}

/* Line i of p, from its byte skip on, as CSV fields into a dataset row
 * (add): 0 or -1. */
static int
csv_row(ingest *ig, const page *p, int i, size_t skip, int nf,
	cb_dataset *ds,
	int (*add)(cb_dataset *, char *const *, const char *, int))
{
	char *fl[16], *l = ig_line(ig, p, i);

	if (l == NULL)
		return -1;
	if (csv_split(l + skip, fl, 16) != nf)
		return ig_fail(ig, i + 1, "expected %d CSV fields", nf);
	if (add(ds, fl, ig->path, i + 1) != 0)
		return ig_fail(ig, i + 1, "the export's row does not read "
			       "(message above)");
	return 0;
}

static int
parse(ingest *ig, const page *p)
{
	const char *date = field(p, 2, "date"), *target = field(p, 3, "target");
	const char *board = field(p, 4, "board"), *v;
	cb_dataset ds;
	char *end;
	unsigned long long n, bytes;
	size_t off;
	int i, rc = -1;

	memset(&ds, 0, sizeof(ds));
	if (field(p, 1, "run") == NULL || date == NULL || target == NULL ||
	    board == NULL || (v = field(p, 5, "results")) == NULL)
		return ig_fail(ig, 2, "an export opens with its run, date, "
			       "target, board and results lines");
	n = strtoull(v, &end, 10);
	if (*end != '\0' || n > (unsigned long long)p->n)
		return ig_fail(ig, 6, "bad count of results '%s'", v);
	if (fmt_fit(ig->date, sizeof(ig->date), "%s", date) != 0 ||
	    fmt_fit(ig->target, sizeof(ig->target), "%s", target) != 0)
		return ig_fail(ig, 3, "date or target too long");
	if (csv_row(ig, p, 4, strlen("# board: "), 12, &ds,
		    data_add_board) != 0)
		goto out;
	if (6 >= p->n || strcmp(p->line[6], CB_RESULTS_HEADER) != 0) {
		ig_fail(ig, 7, "expected the results header");
		goto out;
	}
	for (i = 7; i < 7 + (int)n; i++)
		if (i >= p->n || csv_row(ig, p, i, 0, 9, &ds,
				    data_add_result)
		    != 0) {
			if (i >= p->n)
				ig_fail(ig, p->n, "export cut short: %llu "
					"results announced", n);
			goto out;
		}
	v = field(p, i, "log");
	if (v == NULL || (bytes = strtoull(v, &end, 10), strcmp(end,
							     " bytes") != 0)) {
		ig_fail(ig, i + 1, "expected '# log: N bytes'");
		goto out;
	}
	/* the log's bytes follow whole: the lines are cut in place in the
	 * page's text, so line i + 1 starts at its offset in it */
	off = i + 1 < p->n ? (size_t)(p->line[i + 1] - p->line[0]) :
	      (size_t)(p->line[i] - p->line[0]) + strlen(p->line[i]) + 1;
	if (bytes > ig->text_len || off > ig->text_len - bytes) {
		ig_fail(ig, i + 1, "export cut short: a log of %llu bytes "
			"announced", bytes);
		goto out;
	}
	ig->log_off = off;
	ig->log_len = (size_t)bytes;
	ig->own_log = 1;
	ig->board = ds.boards[0];
	if (ig->want_id != NULL)
		snprintf(ig->board.id, sizeof(ig->board.id), "%s",
			 ig->want_id);
	ig->rows = ds.rows;
	ig->nrows = ig->cap = ds.nrows;
	for (i = 0; i < (int)ig->nrows; i++)
		snprintf(ig->rows[i].board, sizeof(ig->rows[i].board), "%s",
			 ig->board.id);
	ds.rows = NULL;
	rc = 0;
out:
	data_free(&ds);
	return rc;
}

static int
detect(const page *p)
{
	return p->n > 0 && strcmp(p->line[0], STORE_EXPORT_MAGIC) == 0;
}

const layout layout_export = {
	"cryptobench-export", "a run exported by 'cryptobench runs NAME@N "
	"--export'", detect, parse, LAYOUT_OWN_BOARD
};
