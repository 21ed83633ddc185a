/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: a page that ingests, written as 'ingest -o' writes it
 * and read back by the data loader, comes back field for field; and so it
 * does saved in the run store (SQLite, as 'ingest --save' saves it) and
 * loaded from there.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"
#include "ingest.h"
#include "model.h"
#include "store.h"

/* The CSV text of a board (with the header) or of a table. */
static char *
csv_text(const ingest *ig, int board, size_t *len)
{
	char *text = NULL;
	FILE *f = open_memstream(&text, len);
	size_t r;

	if (f == NULL)
		fuzz_fail("open_memstream failed");
	if (board) {
		fputs(CB_BOARDS_HEADER "\n", f);
		data_write_board(f, &ig->board);
	} else {
		fputs(CB_RESULTS_HEADER "\n", f);
		for (r = 0; r < ig->nrows; r++)
			data_write_result(f, &ig->rows[r]);
	}
	fclose(f);
	return text;
}

static void
same(const char *what, size_t i, const char *a, const char *b)
{
	if (strcmp(a, b) != 0)
		fuzz_fail("%s of row %zu: ingested '%s', reloaded '%s'", what,
			  i, a, b);
}

/* Numbers compare as bits: a NaN must come back a NaN. */
static void
same_num(const char *what, size_t i, double a, double b)
{
	if (memcmp(&a, &b, sizeof(a)) != 0)
		fuzz_fail("%s of row %zu: ingested %.17g, reloaded %.17g",
			  what, i, a, b);
}

static void
compare(const ingest *ig, const cb_dataset *ds)
{
	const cb_board *a = &ig->board, *b = &ds->boards[0];
	size_t r;

	if (ds->nboards != 1 || ds->nrows != ig->nrows)
		fuzz_fail("ingested 1 board and %zu rows, reloaded %zu and %zu",
			  ig->nrows, ds->nboards, ds->nrows);
	same("board id", 0, a->id, b->id);
	same("board name", 0, a->name, b->name);
	same("board mcu", 0, a->mcu, b->mcu);
	same("board core", 0, a->core, b->core);
	same_num("board clock_mhz", 0, a->clock_mhz, b->clock_mhz);
	same("board vendor", 0, a->vendor, b->vendor);
	same("board library", 0, a->library, b->library);
	same("board library_version", 0, a->library_version,
	     b->library_version);
	same("board compiler", 0, a->compiler, b->compiler);
	same("board optimization", 0, a->optimization, b->optimization);
	same("board method", 0, a->method, b->method);
	same("board source", 0, a->source, b->source);
	for (r = 0; r < ig->nrows; r++) {
		const cb_result *x = &ig->rows[r], *y = &ds->rows[r];

		same("board", r, x->board, y->board);
		same("impl", r, x->impl, y->impl);
		same("algorithm", r, x->algorithm, y->algorithm);
		same("operation", r, x->operation, y->operation);
		same("params", r, x->params, y->params);
		same("metric", r, x->metric, y->metric);
		same("value", r, x->value, y->value);
		same("unit", r, x->unit, y->unit);
		same_num("line", r, x->line, y->line);
		same_num("v", r, x->v, y->v);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	cb_dataset ds;
	ingest ig;
	size_t len;
	char *csv;

	if (fuzz_page(&ig, data, size) == 0) {
		csv = csv_text(&ig, 0, &len);
		fuzz_write("results/page.csv", csv, len);
		free(csv);
		csv = csv_text(&ig, 1, &len);
		fuzz_write("boards.csv", csv, len);
		free(csv);
		if (data_load(fuzz_dir(), &ds) != 0)
			fuzz_fail("the data loader refused what ingest wrote");
		compare(&ig, &ds);
		data_free(&ds);
		/* the store: a fresh database per input, its own folder */
		if (store_name_valid(ig.board.id)) {
			char dir[4200];

			snprintf(dir, sizeof(dir), "%s/store", fuzz_dir());
			if (mkdir(dir, 0700) != 0 && errno != EEXIST)
				fuzz_fail("mkdir %s failed", dir);
			fuzz_store_clear();
			if (store_save(dir, &ig.board, ig.rows, ig.nrows,
				       (const char *)data, size, "fuzz",
				       NULL) != 0)
				fuzz_fail("the store refused what ingest read");
			memset(&ds, 0, sizeof(ds));
			if (store_load(dir, &ds, NULL, 0) != 0)
				fuzz_fail("the store refused what it saved");
			compare(&ig, &ds);
			data_free(&ds);
			fuzz_store_clear();
		}
	}
	ingest_free(&ig);
	return 0;
}
