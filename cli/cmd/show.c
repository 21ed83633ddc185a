/* SPDX-License-Identifier: MIT */
/* cryptobench show: every figure of one board with its per-MHz value. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "fit.h"

static const char show_help[] =
	"usage: cryptobench show BOARD [--impl sw|hw|all] [--family F] "
	"[--algo GLOB]\n"
	"                        [--emulated est-cycles|insns] [--fit]\n\n"
	"Print every figure of BOARD as published, with its per-MHz value:\n"
	"cycles/byte for throughput (MB = 10^6 bytes), cycles/op for "
	"latency.\n"
	"BOARD is an id, an MCU or a unique prefix of either; a saved run\n"
	"NAME is its newest run, NAME@N run N (see 'cryptobench runs').\n\n"
	"  --impl sw|hw|all   software, hardware-accelerated or both "
	"(default all)\n"
	"  --family F         cipher, aead, hash, mac, signature, key-exchange "
	"or pq\n"
	"  --algo GLOB        algorithm ids matching GLOB (a comma list of\n"
	"                     patterns), e.g. 'aes-128-*'\n"
	"  --emulated est-cycles|insns\n"
	"                     an emulated board's figures: only the cycle\n"
	"                     model's estimates, or only its emulated\n"
	"                     instruction counts (default: both)\n"
	"  --fit              instead, per case measured at two or more\n"
	"                     message sizes (run --sweep, CMOX's buffers):\n"
	"                     the least-squares cost of one call, setup_a +\n"
	"                     per_byte_b x bytes, or per block where the\n"
	"                     cost steps per block, with its residual and\n"
	"                     the sizes used\n";

void
print_board(FILE *f, const cb_board *b)
{
	fprintf(f, "%s: %s (%s), %s @ %g MHz, %s %s, %s %s; %s: %s\n", b->id,
		b->mcu, b->name, b->core, b->clock_mhz, b->library,
		b->library_version, b->compiler, b->optimization, b->method,
		b->source);
}

/* see cli.h */
int
print_results(const cb_board *b, const cb_result *rows, size_t n,
	      const filter *flt)
{
	static const char *const cols[] = { "family", "algorithm",
		"operation", "impl", "params", "metric", "value", "unit",
		"per_mhz", "per_mhz_unit", "line" };
	table *t = table_new(11, cols);
	size_t r, shown = 0;

	table_numeric(t, 6);
	table_numeric(t, 8);
	for (r = 0; r < n; r++) {
		const cb_result *row = &rows[r];
		const cb_alg *a = alg_by_id(row->algorithm);
		char norm[32] = "", line[16];
		const char *cells[11];
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
		table_add(t, cells);
		shown++;
	}
	if (g_format == FMT_TEXT)
		print_board(stdout, b);
	if (shown == 0)
		errorf("no figure of %s matches the filters", b->id);
	else
		table_print(t, stdout);
	table_free(t);
	return shown > 0 ? 0 : -1;
}

int
cmd_show(int argc, char **argv, const char *datadir)
{
	filter flt = { NULL, NULL, NULL, NULL };
	const char *name = NULL;
	const cb_board *b;
	cb_dataset ds;
	int i, k, rc, fit = 0;

	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			fputs(show_help, stdout);
			return 0;
		}
		k = filter_option(&flt, argc, argv, &i);
		if (k < 0)
			return 2;
		if (k > 0)
			continue;
		if (strcmp(argv[i], "--fit") == 0) {
			fit = 1;
			continue;
		}
		if (argv[i][0] == '-')
			die_usage("show", "unknown option '%s'", argv[i]);
		if (name != NULL)
			die_usage("show", "one board only (use compare for "
				  "several)");
		name = argv[i];
	}
	if (name == NULL)
		die_usage("show", "which board? (see 'cryptobench list')");
	if (data_load_names(datadir, &ds, (char *const *)&name, 1) != 0)
		return 1;
	b = data_resolve(&ds, name);
	if (b == NULL) {
		data_free(&ds);
		return 1;
	}
	rc = fit ? fit_print(&ds, b, &flt) :
	     print_results(b, ds.rows, ds.nrows, &flt);
	data_free(&ds);
	return rc == 0 ? 0 : 1;
}
