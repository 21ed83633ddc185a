/* SPDX-License-Identifier: MIT */
/* cryptobench compare: boards side by side, per MHz, with ratios. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAXB 8

static const char compare_help[] =
	"usage: cryptobench compare BOARD BOARD [BOARD...] [--impl sw|hw|all]\n"
	"                           [--family F] [--algo GLOB]\n\n"
	"For each algorithm and operation published for every BOARD: the\n"
	"published figure per board, its per-MHz value and the ratio to the\n"
	"first board.  Throughput becomes cycles/byte = clock / rate (MB =\n"
	"10^6 bytes, KB = 10^3 bytes); latency becomes cycles/op = time x\n"
	"clock; published cycle counts are used as they are.  Where a board\n"
	"has several variants of one figure (CMOX configurations, buffer\n"
	"sizes) the lowest cycles are shown and the variant is named.\n"
	"A ratio above 1 means more cycles per MHz than the first board.\n\n"
	"  --impl sw|hw|all   software, hardware-accelerated or both "
	"(default all)\n"
	"  --family F         cipher, aead, hash, signature, key-exchange "
	"or pq\n"
	"  --algo GLOB        algorithm ids matching GLOB, e.g. 'ecdsa-*'\n";

typedef struct entry {
	const cb_result *row[MAXB];
	double norm[MAXB];
	norm_kind kind;
} entry;

static int
same_key(const cb_result *a, const cb_result *b)
{
	return strcmp(a->algorithm, b->algorithm) == 0 &&
	       strcmp(a->operation, b->operation) == 0 &&
	       strcmp(a->impl, b->impl) == 0;
}

/* A time or rate printed next to a cycle count on the same line is the
 * same measurement, rounded: the cycle count wins. */
static int
shadowed(const cb_dataset *ds, const cb_result *r)
{
	size_t i;

	if (strcmp(r->metric, "cycles") == 0)
		return 0;
	for (i = 0; i < ds->nrows; i++) {
		const cb_result *o = &ds->rows[i];

		if (o->line == r->line && strcmp(o->board, r->board) == 0 &&
		    strcmp(o->metric, "cycles") == 0 && same_key(o, r) &&
		    strcmp(o->params, r->params) == 0)
			return 1;
	}
	return 0;
}

static int
cmp_entry(const void *pa, const void *pb)
{
	const entry *a = pa, *b = pb;
	const cb_result *x = a->row[0], *y = b->row[0];
	const cb_alg *ax = alg_by_id(x->algorithm), *ay = alg_by_id(y->algorithm);
	int fx = 0, fy = 0, d;

	while (cb_families[fx] && strcmp(cb_families[fx], ax->family))
		fx++;
	while (cb_families[fy] && strcmp(cb_families[fy], ay->family))
		fy++;
	if (fx != fy)
		return fx - fy;
	if ((d = alg_rank(x->algorithm) - alg_rank(y->algorithm)) != 0)
		return d;
	if ((d = op_rank(x->operation) - op_rank(y->operation)) != 0)
		return d;
	if ((d = strcmp(y->impl, x->impl)) != 0)
		return d;       /* sw before hw */
	return (int)a->kind - (int)b->kind;
}

static void
fmt_norm(char *buf, size_t len, norm_kind k, double v)
{
	if (g_format != FMT_TEXT)
		snprintf(buf, len, k == NORM_CPB ? "%.2f" : "%.0f", v);
	else if (k == NORM_CPB)
		snprintf(buf, len, "%.1f", v);
	else
		fmt_num(buf, len, v);
}

int
cmd_compare(int argc, char **argv, const char *datadir)
{
	filter flt = { NULL, NULL, NULL };
	const char *names[MAXB];
	const cb_board *b[MAXB];
	int nb = 0, i, j, k, ncol, any_variant;
	cb_dataset ds;
	entry *e;
	size_t ne = 0, r, x;
	table *t;
	char **colnames;

	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			fputs(compare_help, stdout);
			return 0;
		}
		k = filter_option(&flt, argc, argv, &i);
		if (k < 0)
			return 2;
		if (k > 0)
			continue;
		if (argv[i][0] == '-')
			die_usage("compare", "unknown option '%s'", argv[i]);
		if (nb == MAXB)
			die_usage("compare", "at most %d boards", MAXB);
		names[nb++] = argv[i];
	}
	if (nb < 2)
		die_usage("compare", "name at least two boards (see "
			  "'cryptobench list')");
	if (data_load(datadir, &ds) != 0)
		return 1;
	for (i = 0; i < nb; i++) {
		b[i] = data_resolve(&ds, names[i]);
		if (b[i] == NULL) {
			data_free(&ds);
			return 1;
		}
		for (j = 0; j < i; j++)
			if (b[j] == b[i]) {
				errorf("board %s named twice ('%s', '%s')",
				       b[i]->id, names[j], names[i]);
				data_free(&ds);
				return 1;
			}
	}
	e = calloc(ds.nrows + 1, sizeof(*e));
	if (e == NULL)
		return 1;
	/* best figure per (algorithm, operation, impl, kind) and board */
	for (i = 0; i < nb; i++) {
		for (r = 0; r < ds.nrows; r++) {
			const cb_result *row = &ds.rows[r];
			double v;
			norm_kind nk;

			if (strcmp(row->board, b[i]->id) != 0 ||
			    !filter_match(&flt, row) || shadowed(&ds, row))
				continue;
			nk = norm_value(row, b[i]->clock_mhz, &v);
			if (nk == NORM_NONE)
				continue;
			for (x = 0; x < ne; x++)
				if (e[x].kind == nk && same_key(e[x].row[0], row))
					break;
			if (x == ne) {
				if (i > 0)
					continue;       /* not on board 0 */
				e[ne++].kind = nk;
			}
			if (e[x].row[i] == NULL || v < e[x].norm[i]) {
				e[x].row[i] = row;
				e[x].norm[i] = v;
			}
		}
	}
	/* keep what every board has */
	for (x = 0, r = 0; x < ne; x++) {
		for (i = 0; i < nb && e[x].row[i] != NULL; i++)
			;
		if (i == nb)
			e[r++] = e[x];
	}
	ne = r;
	if (ne == 0) {
		errorf("no algorithm and operation is published for all of "
		       "these boards%s", flt.impl || flt.family || flt.algo ?
		       " with these filters" : "");
		free(e);
		data_free(&ds);
		return 1;
	}
	qsort(e, ne, sizeof(*e), cmp_entry);

	/* columns: family algorithm operation impl, per board value and
	 * per-MHz, unit, ratios, and the variant where a board has several */
	for (x = 0, any_variant = 0; x < ne; x++)
		for (i = 0; i < nb; i++)
			any_variant |= e[x].row[i]->params[0] != '\0';
	ncol = 4 + 2 * nb + 1 + (nb - 1) + any_variant;
	colnames = calloc((size_t)ncol, sizeof(char *));
	k = 0;
	colnames[k++] = strdup("family");
	colnames[k++] = strdup("algorithm");
	colnames[k++] = strdup("operation");
	colnames[k++] = strdup("impl");
	for (i = 0; i < nb; i++) {
		char buf[64];

		colnames[k++] = strdup(b[i]->id);
		snprintf(buf, sizeof(buf), "%s_cycles", b[i]->id);
		colnames[k++] = strdup(buf);
	}
	colnames[k++] = strdup("unit");
	for (i = 1; i < nb; i++) {
		char buf[80];

		snprintf(buf, sizeof(buf), "%s/%s", b[i]->id, b[0]->id);
		colnames[k++] = strdup(buf);
	}
	if (any_variant)
		colnames[k++] = strdup("variant");
	t = table_new(ncol, (const char *const *)colnames);
	for (i = 0; i < nb; i++)
		table_numeric(t, 5 + 2 * i);
	for (i = 1; i < nb; i++)
		table_numeric(t, 4 + 2 * nb + i);
	for (x = 0; x < ne; x++) {
		char buf[MAXB * 3][64], variant[512] = "";
		const char *cells[64];
		const cb_result *r0 = e[x].row[0];

		k = 0;
		cells[k++] = alg_by_id(r0->algorithm)->family;
		cells[k++] = r0->algorithm;
		cells[k++] = r0->operation;
		cells[k++] = r0->impl;
		for (i = 0; i < nb; i++) {
			const cb_result *ri = e[x].row[i];

			snprintf(buf[3 * i], sizeof(buf[0]), "%s %s", ri->value,
				 ri->unit);
			fmt_norm(buf[3 * i + 1], sizeof(buf[0]), e[x].kind,
				 e[x].norm[i]);
			cells[k++] = buf[3 * i];
			cells[k++] = buf[3 * i + 1];
			if (ri->params[0] != '\0') {
				size_t l = strlen(variant);

				snprintf(variant + l, sizeof(variant) - l,
					 "%s%s: %s", l ? "; " : "", ri->board,
					 ri->params);
			}
		}
		cells[k++] = norm_unit(e[x].kind);
		for (i = 1; i < nb; i++) {
			snprintf(buf[3 * i + 2], sizeof(buf[0]),
				 g_format == FMT_TEXT ? "%.2fx" : "%.4f",
				 e[x].norm[i] / e[x].norm[0]);
			cells[k++] = buf[3 * i + 2];
		}
		if (any_variant)
			cells[k++] = variant;
		table_add(t, cells);
	}
	if (g_format == FMT_TEXT) {
		for (i = 0; i < nb; i++)
			print_board(stdout, b[i]);
		printf("per MHz: cycles/B = clock / throughput (MB = 10^6 B, "
		       "KB = 10^3 B); cycles/op = time x clock.\n"
		       "ratio above 1: more cycles per MHz than %s.\n\n",
		       b[0]->id);
	}
	table_print(t, stdout);
	table_free(t);
	for (k = 0; k < ncol; k++)
		free(colnames[k]);
	free(colnames);
	free(e);
	data_free(&ds);
	return 0;
}
