/* SPDX-License-Identifier: MIT */
/* Choosing figures to set side by side: boards, keys, the best variant. */
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "util.h"

int
sel_boards(const cb_dataset *ds, char *const *names, int nb,
	   const cb_board **b)
{
	int i, j;

	for (i = 0; i < nb; i++) {
		b[i] = data_resolve(ds, names[i]);
		if (b[i] == NULL)
			return -1;
		for (j = 0; j < i; j++)
			if (b[j] == b[i]) {
				errorf("board %s named twice ('%s', '%s')",
				       b[i]->id, names[j], names[i]);
				return -1;
			}
	}
	return 0;
}

static int
same_key(const cb_result *a, const cb_result *b)
{
	return strcmp(a->algorithm, b->algorithm) == 0 &&
	       strcmp(a->operation, b->operation) == 0 &&
	       strcmp(a->impl, b->impl) == 0;
}

/* A time or rate printed next to a cycle count on the same line is the
 * same measurement, rounded: the cycle count wins.  An emulated board's
 * instruction count gives way to the cycle model's estimate of the same
 * case (its est-cycles row), unless --emulated asked for one of them. */
static int
shadowed(const cb_dataset *ds, const cb_result *r, const filter *f)
{
	size_t i;

	if (strcmp(r->metric, "insns") == 0 && f->emulated == NULL) {
		for (i = 0; i < ds->nrows; i++) {
			const cb_result *o = &ds->rows[i];

			if (strcmp(o->metric, "est-cycles") == 0 &&
			    strcmp(o->board, r->board) == 0 &&
			    same_key(o, r) &&
			    strcmp(o->params, r->params) == 0)
				return 1;
		}
		return 0;
	}
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

const cb_result *
sel_first(const sel_entry *e)
{
	int i;

	for (i = 0; i < CB_MAXB; i++)
		if (e->row[i] != NULL)
			return e->row[i];
	return NULL;
}

static int
cmp_entry(const void *pa, const void *pb)
{
	const sel_entry *a = pa, *b = pb;
	const cb_result *x = sel_first(a), *y = sel_first(b);
	const cb_alg *ax = alg_by_id(x->algorithm);
	const cb_alg *ay = alg_by_id(y->algorithm);
	int fx = 0, fy = 0, d;

	/* raw-name rows (no family) sort last */
	while (cb_families[fx] && (ax == NULL ||
				   strcmp(cb_families[fx], ax->family)))
		fx++;
	while (cb_families[fy] && (ay == NULL ||
				   strcmp(cb_families[fy], ay->family)))
		fy++;
	if (fx != fy)
		return fx - fy;
	if ((d = alg_rank(x->algorithm) - alg_rank(y->algorithm)) != 0)
		return d;
	if ((d = op_rank(x->operation) - op_rank(y->operation)) != 0)
		return d;
	if ((d = strcmp(y->impl, x->impl)) != 0)
		return d;       /* sw before hw */
	if (a->kind != b->kind)
		return (int)a->kind - (int)b->kind;
	return strcmp(x->metric, y->metric);
}

size_t
sel_entries(const cb_dataset *ds, const cb_board *const *b, int nb,
	    const filter *f, int all, sel_entry **out)
{
	sel_entry *e = calloc(ds->nrows + 1, sizeof(*e));
	size_t ne = 0, r, x, kept;
	int i;

	if (e == NULL)
		abort();
	for (i = 0; i < nb; i++) {
		for (r = 0; r < ds->nrows; r++) {
			const cb_result *row = &ds->rows[r];
			double v;
			norm_kind nk;

			if (strcmp(row->board, b[i]->id) != 0 ||
			    !filter_match(f, row) || shadowed(ds, row, f))
				continue;
			nk = norm_value(row, b[i]->clock_mhz, &v);
			if (nk == NORM_NONE)
				continue;
			/* footprint rows also match on the metric (code,
			 * const-data, stack ...) */
			for (x = 0; x < ne; x++)
				if (e[x].kind == nk &&
				    same_key(sel_first(&e[x]), row) &&
				    (nk != NORM_BYTES ||
				     strcmp(sel_first(&e[x])->metric,
					    row->metric) == 0))
					break;
			if (x == ne) {
				if (all && i > 0)
					continue;       /* not on board 0 */
				e[ne++].kind = nk;
			}
			/* several variants: the lowest cycles stand */
			if (e[x].row[i] == NULL || v < e[x].norm[i]) {
				e[x].row[i] = row;
				e[x].norm[i] = v;
			}
		}
	}
	for (x = 0, kept = 0; x < ne; x++) {
		for (i = 0; i < nb && (!all || e[x].row[i] != NULL); i++)
			;
		if (i == nb)
			e[kept++] = e[x];
	}
	qsort(e, kept, sizeof(*e), cmp_entry);
	*out = e;
	return kept;
}
