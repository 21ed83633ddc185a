/* SPDX-License-Identifier: MIT */
/* cryptobench list: the boards and their provenance. */
#include <string.h>

#include "cmd.h"
#include "model.h"
#include "util.h"

static const col_spec list_cols[] = {
	{ "board", "board", NULL, 0, 0 },
	{ "mcu", "mcu", NULL, 0, 0 },
	{ "core", "core", NULL, 0, 2 },
	{ "clock_mhz", "MHz", NULL, COL_NUM, 0 },
	{ "library", "library", NULL, COL_WRAP, 0 },
	{ "compiler", "compiler", NULL, COL_WRAP, 1 },
	{ "figures", "figures", NULL, COL_NUM, 0 },
	{ "source", "source", NULL, 0, 0 },
};
#define NCOLS (int)(sizeof(list_cols) / sizeof(list_cols[0]))

/* The table: one line per board, its source a note under it. */
static void
print_text(doc *d, FILE *f)
{
	table *t = tbl_new(list_cols, NCOLS);
	char dropped[128];
	size_t b;
	tbl_fit fit;
	int md = g_format == FMT_MARKDOWN;

	for (b = 0; b < d->nb; b++) {
		const cb_board *bd = d->boards[b];
		char clk[24], lib[96], cc[300], cnt[24], src[16];
		const char *cells[NCOLS];

		snprintf(clk, sizeof(clk), "%g", bd->clock_mhz);
		snprintf(lib, sizeof(lib), "%s%s%s", bd->library,
			 *bd->library_version ? " " : "", bd->library_version);
		snprintf(cc, sizeof(cc), "%s%s%s", bd->compiler,
			 *bd->compiler && *bd->optimization ? " " : "",
			 bd->optimization);
		snprintf(cnt, sizeof(cnt), "%ld", d->figures[b]);
		snprintf(src, sizeof(src), "%d", doc_note(d, "%s: %s",
							  bd->method,
							  bd->source));
		cells[0] = bd->id;
		cells[1] = bd->mcu;
		cells[2] = bd->core;
		cells[3] = clk;
		cells[4] = lib;
		cells[5] = cc;
		cells[6] = cnt;
		cells[7] = src;
		tbl_row(t, cells);
	}
	if (md) {
		tbl_markdown(t, f, NULL);
		doc_md_notes(d, f, "Sources (method: page)");
	} else {
		(void)tbl_layout(t, out_width(), NULL, dropped,
				 sizeof(dropped), &fit);
		if (*dropped)
			fprintf(f, "(%s left out to fit %d columns; --format "
				"csv has every field)\n", dropped, out_width());
		tbl_text(t, f, &fit);
		doc_text_notes(d, f, out_width(), "sources (method: page)");
	}
	tbl_free(t);
}

int
cmd_list(int argc, char **argv, const char *datadir)
{
	cb_dataset ds;
	size_t b, r;
	doc d;
	int i, ids = 0;

	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			puts("usage: cryptobench list [--ids]\n\n"
			     "List the boards whose tables are known: id, MCU, "
			     "core, clock,\nlibrary, compiler, number of "
			     "figures; each board's source page in a\nnote "
			     "under the table.  --format json or csv gives "
			     "every field of\nevery board (docs/output.md).\n\n"
			     "  --ids  only the ids, one a line (the shipped "
			     "boards, then the\n         saved runs), as "
			     "shell completion reads them");
			return 0;
		}
		if (strcmp(argv[i], "--ids") == 0) {
			ids = 1;
			continue;
		}
		die_usage("list", "unexpected argument '%s'", argv[i]);
	}
	if (data_load(datadir, &ds) != 0)
		return 1;
	if (ids) {
		for (b = 0; b < ds.nboards; b++)
			puts(ds.boards[b].id);
		data_free(&ds);
		return 0;
	}
	doc_init(&d);
	for (b = 0; b < ds.nboards; b++) {
		long n = 0;

		for (r = 0; r < ds.nrows; r++)
			n += strcmp(ds.rows[r].board, ds.boards[b].id) == 0;
		doc_board(&d, &ds.boards[b], n);
	}
	if (g_format == FMT_JSON)
		doc_json(&d, stdout);
	else if (g_format == FMT_CSV)
		doc_csv(&d, stdout);
	else
		print_text(&d, stdout);
	doc_free(&d);
	data_free(&ds);
	return 0;
}
