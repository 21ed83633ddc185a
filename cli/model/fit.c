/* SPDX-License-Identifier: MIT */
/* Cost against message size: the set-up + per-byte fit of a size sweep. */
#include <fnmatch.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fit.h"
#include "model.h"
#include "util.h"

/* see fit.h */
int
fit_line(const double *x, const double *y, size_t n, double *a, double *b,
	 double *resid)
{
	double sw = 0, sx = 0, sy = 0, sxx = 0, sxy = 0, xm, ym, e, ss = 0;
	int rel = 1;
	size_t i;

	for (i = 0; i < n; i++)
		rel &= y[i] > 0;
	for (i = 0; i < n; i++) {
		double w = rel ? 1 / (y[i] * y[i]) : 1;

		sw += w;
		sx += w * x[i];
		sy += w * y[i];
	}
	if (n < 2)
		return -1;
	/* centred sums: sizes up to 16384 and costs of millions would lose
	 * digits in the raw ones */
	xm = sx / sw;
	ym = sy / sw;
	for (i = 0; i < n; i++) {
		double w = rel ? 1 / (y[i] * y[i]) : 1;

		sxx += w * (x[i] - xm) * (x[i] - xm);
		sxy += w * (x[i] - xm) * (y[i] - ym);
	}
	if (!(sxx > 0))
		return -1;
	*b = sxy / sxx;
	*a = ym - *b * xm;
	for (i = 0; i < n; i++) {
		e = y[i] - (*a + *b * x[i]);
		if (y[i] != 0)
			e /= y[i];
		ss += e * e;
	}
	*resid = sqrt(ss / (double)n);
	return 0;
}

/*
 * Where the cost steps: blocks = floor((len + pad) / bytes) + add.  The
 * Merkle-Damgard hashes pad with a 0x80 byte and an 8- or 16-byte length,
 * the sponges with at least one byte; HMAC-SHA-256's inner hash takes the
 * 64-byte key block first; the block cipher modes run ceil(len / block)
 * blocks.  ChaCha20-Poly1305 steps per 64 bytes (ChaCha20) and per 16
 * (Poly1305) at once: no single step, so it has none.  The steps are the
 * STEP rows of the algorithm manifest (lib/bench/algs.def).
 */
static const struct step {
	const char *glob;
	unsigned bytes, pad, add;
} steps[] = {
#define STEP(glob, bytes, pad, add) { glob, bytes, pad, add },
#include "algs.def"
};

/* The step entry of an algorithm, or NULL. */
static const struct step *
step_of(const char *algorithm)
{
	size_t i;

	for (i = 0; i < sizeof(steps) / sizeof(steps[0]); i++)
		if (fnmatch(steps[i].glob, algorithm, 0) == 0)
			return &steps[i];
	return NULL;
}

/* Steps of group blocks at once (a cipher mode whose core takes several
 * blocks per call: the fixsliced AES two, the bitsliced SM4 up to eight),
 * for a message of len bytes. */
static double
steps_at(const struct step *st, double len, unsigned group)
{
	double g = (double)st->bytes * group;

	if (group == 1)
		return floor((len + st->pad) / st->bytes) + st->add;
	return ceil(len / g);
}

/* see fit.h */
double
fit_blocks(const char *algorithm, double len, unsigned *block)
{
	const struct step *st = step_of(algorithm);

	*block = st != NULL ? st->bytes : 0;
	return st != NULL ? steps_at(st, len, 1) : 0;
}

/* see fit.h */
int
fit_case_solve(fit_case *fc, const char *algorithm)
{
	static const unsigned groups[] = { 1, 2, 4, 8 };
	const struct step *st = step_of(algorithm);
	double xb[FIT_MAX_PTS], a, c, r;
	size_t i, g;

	if (fit_line(fc->x, fc->y, fc->n, &fc->a, &fc->b, &fc->resid) != 0)
		return -1;
	fc->block = 0;
	fc->c = 0;
	/* the step model where it fits better (on sizes that are all whole
	 * blocks both fit alike, and bytes stay); a cipher mode also in
	 * groups of 2, 4 or 8 blocks (a hash's blocks are one at a time) */
	for (g = 0; st != NULL && g < sizeof(groups) / sizeof(groups[0]) &&
	     (g == 0 || st->add == 0); g++) {
		for (i = 0; i < fc->n; i++)
			xb[i] = steps_at(st, fc->x[i], groups[g]);
		if (fit_line(xb, fc->y, fc->n, &a, &c, &r) == 0 &&
		    r + 1e-9 < fc->resid) {
			fc->block = st->bytes * groups[g];
			fc->a = a;
			fc->c = c;
			fc->b = c / fc->block;
			fc->resid = r;
		}
	}
	return 0;
}

/* see fit.h */
double
fit_predict(const fit_case *fc, double len)
{
	const struct step *st = step_of(fc->row->algorithm);

	if (fc->block == 0 || st == NULL)
		return fc->a + fc->b * len;
	return fc->a + fc->c * steps_at(st, len, fc->block / st->bytes);
}

/* see fit.h */
int
fit_measured(const fit_case *fc, double len)
{
	size_t i;

	for (i = 0; i < fc->n; i++)
		if (fc->x[i] == len)
			return 1;
	return 0;
}

/* The message size of a bulk row that is one call on one message (no
 * data-flow chunks), and its params without it; 0 and *len, or -1.  The
 * size is message= (our runs, CycloneCRYPTO), buffer= (CMOX's sole
 * buffers) or block= (openssl speed's columns). */
static int
row_size(const cb_result *r, double *len, char *rest, size_t restlen)
{
	char buf[64], chunk[8];
	const char *p = r->params;
	size_t pos = 0;

	if (!r->bulk ||
	    param_get(r->params, "chunk", chunk, sizeof(chunk)) ||
	    !(param_get(r->params, "message", buf, sizeof(buf)) ||
	      param_get(r->params, "buffer", buf, sizeof(buf)) ||
	      param_get(r->params, "block", buf, sizeof(buf))) ||
	    num_parse(buf, len) != 0)
		return -1;
	if (rest == NULL)
		return 0;
	rest[0] = '\0';
	while (*p != '\0') {
		const char *end = strchr(p, ';');
		size_t l = end != NULL ? (size_t)(end - p) : strlen(p);

		if (strncmp(p, "message=", 8) != 0 &&
		    strncmp(p, "buffer=", 7) != 0 &&
		    strncmp(p, "block=", 6) != 0 && pos + l + 2 < restlen) {
			pos += (size_t)snprintf(rest + pos, restlen - pos,
						"%s%.*s", pos ? ";" : "",
						(int)l, p);
		}
		p += l;
		if (*p == ';')
			p++;
	}
	return 0;
}

/* A time or rate printed beside a cycle count of the same line is that
 * count, rounded (select.c's rule); the board's rows are rows[0..n). */
static int
beside_cycles(const cb_result *const *rows, size_t n, const cb_result *r)
{
	size_t i;

	if (r->met != MET_TIME && r->met != MET_THROUGHPUT)
		return 0;
	for (i = 0; i < n; i++) {
		const cb_result *o = rows[i];

		if (o->line == r->line && o->met == MET_CYCLES &&
		    strcmp(o->board, r->board) == 0 &&
		    strcmp(o->algorithm, r->algorithm) == 0 &&
		    strcmp(o->operation, r->operation) == 0 &&
		    o->hw == r->hw &&
		    strcmp(o->params, r->params) == 0)
			return 1;
	}
	return 0;
}

/* see fit.h */
size_t
fit_cases(const cb_dataset *ds, const cb_board *b, const filter *flt,
	  fit_case **out)
{
	fit_case *fc = NULL;
	const cb_result **mine = malloc((ds->nrows + 1) * sizeof(*mine));
	size_t n = 0, cap = 0, r, k, i, kept = 0, nmine = 0;

	if (mine == NULL)
		abort();
	/* the board's rows first: the search beside_cycles makes for each
	 * time row stays within them */
	for (r = 0; r < ds->nrows; r++)
		if (strcmp(ds->rows[r].board, b->id) == 0)
			mine[nmine++] = &ds->rows[r];
	for (r = 0; r < nmine; r++) {
		const cb_result *row = mine[r];
		char rest[192];
		double len, v;
		norm_kind nk;

		if ((flt != NULL && !filter_match(flt, row)) ||
		    row_size(row, &len, rest, sizeof(rest)) != 0 ||
		    beside_cycles(mine, nmine, row))
			continue;
		nk = norm_value(row, b->clock_mhz, &v);
		if (nk != NORM_CPB && nk != NORM_CPO)
			continue;
		if (nk == NORM_CPB)
			v *= len;       /* the cost of the call */
		for (k = 0; k < n; k++)
			if (strcmp(fc[k].row->algorithm, row->algorithm) == 0 &&
			    strcmp(fc[k].row->operation, row->operation) == 0 &&
			    fc[k].row->hw == row->hw &&
			    fc[k].row->met == row->met &&
			    strcmp(fc[k].params, rest) == 0)
				break;
		if (k == n) {
			if (n == cap) {
				fit_case *nf;

				cap = cap ? 2 * cap : 64;
				nf = realloc(fc, cap * sizeof(*fc));
				if (nf == NULL)
					abort();
				fc = nf;
			}
			memset(&fc[n], 0, sizeof(fc[n]));
			fc[n].row = row;
			fc[n].met = metric_is_count(row->met) ? row->met :
				    MET_CYCLES;
			fc[n].unit = metric_count(fc[n].met);
			memcpy(fc[n].params, rest, sizeof(rest));
			n++;
		}
		if (fc[k].n == FIT_MAX_PTS)
			continue;
		/* ascending sizes */
		for (i = fc[k].n; i > 0 && fc[k].x[i - 1] > len; i--) {
			fc[k].x[i] = fc[k].x[i - 1];
			fc[k].y[i] = fc[k].y[i - 1];
		}
		fc[k].x[i] = len;
		fc[k].y[i] = v;
		fc[k].n++;
	}
	for (k = 0; k < n; k++)
		if (fit_case_solve(&fc[k], fc[k].row->algorithm) == 0)
			fc[kept++] = fc[k];
	free(mine);
	*out = fc;
	return kept;
}

/* The sizes of a case as "0,1,15,...", cut with "..." to fit. */
static void
sizes_text(const fit_case *fc, char *buf, size_t len)
{
	size_t i, pos = 0;

	buf[0] = '\0';
	for (i = 0; i < fc->n; i++) {
		int w = snprintf(buf + pos, len - pos, "%s%.0f", i ? "," : "",
				 fc->x[i]);

		if (w < 0 || (size_t)w >= len - pos)
			break;
		pos += (size_t)w;
	}
}

/* The columns of show --fit: the machine's (every field, one table) and
 * the text's (a table per count, the parameters as notes). */
static const col_spec fit_cols[] = {
	{ "algorithm", "algorithm", NULL, 0, 0 },
	{ "operation", "operation", NULL, 0, 0 },
	{ "impl", "impl", NULL, 0, 0 },
	{ "params", "params", NULL, 0, 0 },
	{ "unit", "unit", NULL, 0, 0 },
	{ "model", "model", NULL, 0, 0 },
	{ "setup_a", "a", NULL, COL_NUM, 0 },
	{ "per_byte_b", "b", NULL, COL_NUM, 0 },
	{ "per_block", "c/block", NULL, COL_NUM, 0 },
	{ "resid_pct", "resid %", NULL, COL_NUM, 1 },
	{ "n", "n", NULL, COL_NUM, 2 },
	{ "sizes", "sizes", NULL, COL_WRAP, 3 },
	{ "notes", "notes", NULL, COL_EMPTY, 0 },
};
#define FIT_COLS 12     /* the machine's: all but notes */

/* The cells of case fc (bufs[6][32], sizes[256]) in fit_cols' order. */
static void
fit_cells(const fit_case *fc, const char **cells, char (*v)[32],
	  char *sizes, size_t slen)
{
	if (fc->block)
		snprintf(v[0], 32, "blocks/%u", fc->block);
	else
		snprintf(v[0], 32, "bytes");
	snprintf(v[1], 32, "%.0f", fc->a);
	snprintf(v[2], 32, "%.3f", fc->b);
	if (fc->block)
		snprintf(v[3], 32, "%.1f", fc->c);
	else
		snprintf(v[3], 32, g_format == FMT_TEXT ||
			 g_format == FMT_MARKDOWN ? "-" : "");
	snprintf(v[4], 32, "%.2f", 100 * fc->resid);
	snprintf(v[5], 32, "%zu", fc->n);
	sizes_text(fc, sizes, slen);
	cells[0] = fc->row->algorithm;
	cells[1] = fc->row->operation;
	cells[2] = fc->row->impl;
	cells[3] = fc->params;
	cells[4] = fc->unit;
	cells[5] = v[0];
	cells[6] = v[1];
	cells[7] = v[2];
	cells[8] = v[3];
	cells[9] = v[4];
	cells[10] = v[5];
	cells[11] = sizes;
}

/* The text: a table per count (cycles, est-cycles, insns), fitted to
 * the width, the parameters as numbered notes. */
static void
fit_text(const cb_board *b, const fit_case *fc, size_t n)
{
	static const cb_metric counts[] = { MET_CYCLES, MET_EST_CYCLES,
		MET_INSNS };
	col_spec cols[13];
	char dropped[128], said[128] = "";
	size_t k, m;
	doc d;
	int c, nc = 0;

	doc_init(&d);
	for (c = 0; c < 13; c++)
		if (c != 3 && c != 4)   /* params: notes; unit: the title */
			cols[nc++] = fit_cols[c];
	print_board(stdout, b);
	text_wrap(stdout, "cost of one call = a + b x bytes (model bytes), "
		  "or a + c x blocks (model blocks/N: the cost steps per "
		  "N-byte block, padding included), per MHz; least squares on "
		  "the medians, weighted by 1/cost^2; resid: RMS relative "
		  "residual.", out_width(), "", 4);
	for (m = 0; m < sizeof(counts) / sizeof(counts[0]); m++) {
		table *t = tbl_new(cols, nc);
		tbl_fit lay;

		for (k = 0; k < n; k++) {
			const char *all[13], *cells[13];
			char v[6][32], sizes[256], note[16] = "";
			int j, o = 0;

			if (fc[k].met != counts[m])
				continue;
			fit_cells(&fc[k], all, v, sizes, sizeof(sizes));
			if (fc[k].params[0] != '\0')
				snprintf(note, sizeof(note), "%d",
					 doc_note(&d, "%s", fc[k].params));
			all[12] = note;
			for (j = 0; j < 13; j++)
				if (j != 3 && j != 4)
					cells[o++] = all[j];
			tbl_row(t, cells);
		}
		if (tbl_rows(t) > 0) {
			(void)tbl_layout(t, out_width(), NULL, dropped,
					 sizeof(dropped), &lay);
			printf("\n%s per call, per MHz:\n",
			       metric_count(counts[m]));
			if (*dropped && strcmp(dropped, said) != 0)
				printf("(%s left out to fit %d columns; --format "
				       "csv has every field)\n", dropped,
				       out_width());
			snprintf(said, sizeof(said), "%s", dropped);
			tbl_text(t, stdout, &lay);
		}
		tbl_free(t);
	}
	doc_text_notes(&d, stdout, out_width(), "parameters");
	doc_free(&d);
}

/* see fit.h */
int
fit_print(const cb_dataset *ds, const cb_board *b, const filter *flt)
{
	fit_case *fc;
	size_t n = fit_cases(ds, b, flt, &fc), k;
	table *t;

	if (n == 0) {
		if (g_format == FMT_TEXT)
			print_board(stdout, b);
		errorf("%s has no figure at two or more message sizes%s "
		       "(cryptobench run --sweep measures them)", b->id,
		       flt != NULL && (flt->impl || flt->family || flt->algo) ?
		       " that matches the filters" : "");
	} else if (g_format == FMT_TEXT) {
		fit_text(b, fc, n);
	} else {
		t = tbl_new(fit_cols, FIT_COLS);
		for (k = 0; k < n; k++) {
			const char *cells[13];
			char v[6][32], sizes[256];

			fit_cells(&fc[k], cells, v, sizes, sizeof(sizes));
			tbl_row(t, cells);
		}
		table_print_boards(t, stdout, &b, 1);
		tbl_free(t);
	}
	free(fc);
	return n > 0 ? 0 : -1;
}

/* see fit.h */
int
fit_at_size(cb_dataset *ds, const cb_board *const *b, int nb, double size)
{
	cb_result *rows = calloc(ds->nrows + 1, sizeof(*rows));
	size_t nrows = 0, cap = ds->nrows + 1, r, k, n;
	double len;
	int bi;

	if (rows == NULL)
		return -1;
	for (r = 0; r < ds->nrows; r++)
		if (row_size(&ds->rows[r], &len, NULL, 0) == 0 && len == size)
			rows[nrows++] = ds->rows[r];
	for (bi = 0; bi < nb; bi++) {
		fit_case *fc;

		n = fit_cases(ds, b[bi], NULL, &fc);
		for (k = 0; k < n; k++) {
			cb_result *x;
			double v = fit_predict(&fc[k], size);
			int inside = size >= fc[k].x[0] &&
				     size <= fc[k].x[fc[k].n - 1];

			if (fit_measured(&fc[k], size) || v < 0.5)
				continue;
			if (nrows == cap) {
				cb_result *nr;

				cap *= 2;
				nr = realloc(rows, cap * sizeof(*rows));
				if (nr == NULL) {
					free(fc);
					free(rows);
					return -1;
				}
				rows = nr;
			}
			x = &rows[nrows];
			*x = *fc[k].row;
			snprintf(x->params, sizeof(x->params),
				 "%s%smessage=%.0f;fit=%s", fc[k].params,
				 fc[k].params[0] ? ";" : "", size,
				 inside ? "interpolated" : "extrapolated");
			snprintf(x->metric, sizeof(x->metric), "%s",
				 metric_name(fc[k].met));
			snprintf(x->unit, sizeof(x->unit), "%s",
				 unit_name(unit_of_count(fc[k].met)));
			snprintf(x->value, sizeof(x->value), "%.0f", v);
			x->v = floor(v + 0.5);
			(void)result_type(x, b[bi]);
			nrows++;
		}
		free(fc);
	}
	free(ds->rows);
	ds->rows = rows;
	ds->nrows = nrows;
	ds->rcap = cap;
	return 0;
}

/* see fit.h */
int
fit_size_list(const char *s, uint32_t max, uint32_t *sizes, size_t nmax,
	      size_t *n, char *err, size_t errlen)
{
	const char *p = s;
	size_t i;

	*n = 0;
	for (;;) {
		const char *end = strchr(p, ',');
		size_t l = end != NULL ? (size_t)(end - p) : strlen(p);
		char tok[16];
		long v;

		if (l == 0 || l >= sizeof(tok)) {
			snprintf(err, errlen, "'%s': %s", s, l == 0 ?
				 "an empty size" : "a size too long");
			return -1;
		}
		memcpy(tok, p, l);
		tok[l] = '\0';
		if (num_int(tok, (long)max, &v) != 0) {
			snprintf(err, errlen, "'%s' is no size of 0 to %lu "
				 "bytes", tok, (unsigned long)max);
			return -1;
		}
		for (i = 0; i < *n; i++)
			if (sizes[i] == (uint32_t)v) {
				snprintf(err, errlen, "%s bytes given twice",
					 tok);
				return -1;
			}
		if (*n == nmax) {
			snprintf(err, errlen, "at most %zu sizes", nmax);
			return -1;
		}
		sizes[(*n)++] = (uint32_t)v;
		if (end == NULL)
			return 0;
		p = end + 1;
	}
}
