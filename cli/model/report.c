/* SPDX-License-Identifier: MIT */
/* A board's figures as 'show' prints them (show, run, show --fit). */
#include <stdio.h>
#include <string.h>

#include "model.h"
#include "spread.h"
#include "util.h"

/* see model.h */
void
print_board(FILE *f, const cb_board *b)
{
	fprintf(f, "%s: %s (%s), %s @ %g MHz, %s %s, %s %s; %s: %s\n", b->id,
		b->mcu, b->name, b->core, b->clock_mhz, b->library,
		b->library_version, b->compiler, b->optimization, b->method,
		b->source);
}

/* see model.h */
int
print_results(const cb_board *b, const cb_result *rows, size_t n,
	      const filter *flt, const char *log)
{
	static const char *const cols[] = { "family", "algorithm",
		"operation", "impl", "params", "metric", "value", "unit",
		"per_mhz", "per_mhz_unit", "line", "reps", "spread" };
	const int nc = log != NULL ? 13 : 11;
	table *t = table_new(nc, cols);
	size_t r, shown = 0, noisy = 0;

	table_numeric(t, 6);
	table_numeric(t, 8);
	if (log != NULL)
		table_numeric(t, 11);
	for (r = 0; r < n; r++) {
		const cb_result *row = &rows[r];
		const cb_alg *a = row->alg;
		char norm[32] = "", line[16], reps[16] = "", spr[24] = "";
		const char *cells[13];
		run_spread sp;
		double v;
		norm_kind nk;

		if (strcmp(row->board, b->id) != 0 || !filter_match(flt, row))
			continue;
		nk = norm_value(row, b->clock_mhz, &v);
		if (nk == NORM_BYTES)
			nk = NORM_NONE;         /* bytes have no per-MHz value */
		if (nk != NORM_NONE)
			snprintf(norm, sizeof(norm), nk == NORM_CPB ? "%.1f" :
				 "%.0f", v);
		/* a footprint row shares its count's line, not its spread */
		if (nk != NORM_NONE && spread_at(log, row->line, &sp) == 0) {
			snprintf(reps, sizeof(reps), "%lu", sp.reps);
			spread_text(&sp, spr, sizeof(spr));
			noisy += spread_noisy(&sp);
		}
		snprintf(line, sizeof(line), "%d", row->line);
		cells[0] = a ? a->family : "unknown";  /* raw-name */
		cells[1] = row->algorithm;
		cells[2] = row->operation;
		cells[3] = row->impl;
		cells[4] = row->params;
		cells[5] = row->metric;
		cells[6] = row->value;
		cells[7] = row->unit;
		cells[8] = norm;
		cells[9] = norm_unit_of(row, nk);
		cells[10] = line;
		cells[11] = reps;
		cells[12] = spr;
		table_add(t, cells);
		shown++;
	}
	if (g_format == FMT_TEXT)
		print_board(stdout, b);
	if (shown == 0)
		errorf("no figure of %s matches the filters", b->id);
	else
		table_print(t, stdout);
	if (shown > 0 && log != NULL && g_format == FMT_TEXT)
		printf("\n%s", spread_note);
	if (noisy > 0 && g_format == FMT_TEXT)
		errorf("%zu figure(s) of %s spread more than %.0f %% over "
		       "their repetitions: marked (!)", noisy, b->id,
		       100 * SPREAD_LIMIT);
	table_free(t);
	return shown > 0 ? 0 : -1;
}
