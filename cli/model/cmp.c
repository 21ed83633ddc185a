/* SPDX-License-Identifier: MIT */
/* compare's document: boards side by side, per MHz and at their clocks,
 * with ratios, notes, and a text layout that fits the terminal. */
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "util.h"

/* The sections of the text: one per kind of figure. */
static const struct {
	norm_kind kind;
	const char *title, *abs_unit;
} sections[] = {
	{ NORM_CPB, "per byte", "MB/s" },
	{ NORM_CPO, "per operation", "ops/s" },
	{ NORM_BYTES, "footprint", NULL },
};

/* The count an emulated board's figures are in: est-cycles where the run
 * has the cycle model's estimates and --emulated does not ask for
 * instructions, else insns; cycles for any other board. */
static cb_metric
board_count(const cb_board *b, const filter *f)
{
	if (!b->emulated)
		return MET_CYCLES;
	if (board_est_model(b) != NULL &&
	    (f->emul == MET_OTHER || f->emul == MET_EST_CYCLES))
		return MET_EST_CYCLES;
	return MET_INSNS;
}

/* The clock a board's absolute figures are at: its own, or for an
 * emulated board the one --clock gives (0: none). */
static double
abs_clock(const cmp_opts *o, const cb_board *const *b, int i)
{
	return b[i]->emulated ? o->clock[i] : b[i]->clock_mhz;
}

/* A figure per MHz as text: cycles/B to 0.1, cycles/op as 12.10M. */
static void
fmt_norm(char *buf, size_t len, norm_kind k, double v)
{
	if (k == NORM_BYTES)
		snprintf(buf, len, "%.0f", v);
	else if (k == NORM_CPB)
		snprintf(buf, len, "%.1f", v);
	else
		fmt_num(buf, len, v);
}

/* The absolute figure of a per-MHz one at clock MHz: MB/s for cycles
 * per byte, operations per second for cycles per operation. */
static int
absolute(norm_kind k, double norm, double mhz, double *v)
{
	if (mhz <= 0 || norm <= 0 || (k != NORM_CPB && k != NORM_CPO))
		return 0;
	*v = k == NORM_CPB ? mhz / norm : mhz * 1e6 / norm;
	return 1;
}

typedef struct cmp_ctx {
	const cb_dataset *ds;
	const cb_board *const *b;
	int nb;
	const cmp_opts *o;
	doc d;
	sel_entry *e;
	size_t ne;
	int any_stat;           /* a row states its statistic */
} cmp_ctx;

/* Per board of entry x: the footprint beside the cycles (--metric). */
static int
footprints(const cmp_ctx *c, const sel_entry *e, double *bytes, int *has)
{
	int i, n = 0;

	for (i = 0; i < c->nb; i++) {
		has[i] = c->o->mem != MET_OTHER && e->row[i] != NULL &&
			 sel_memory(c->ds, e->row[i], c->o->mem, &bytes[i]);
		n += has[i];
	}
	return n;
}

/* The board the ratios of entry e are to: the first with a figure. */
static int
reference(const cmp_ctx *c, const sel_entry *e)
{
	int i;

	for (i = 0; i < c->nb && e->row[i] == NULL; i++)
		;
	return i;
}


/* Add id to a set of note numbers. */
static void
add_id(int *ids, int *n, int id)
{
	int k, j;

	for (k = 0; k < *n && ids[k] < id; k++)
		;
	if ((k < *n && ids[k] == id) || *n == DOC_MAX_IDS)
		return;
	for (j = *n; j > k; j--)
		ids[j] = ids[j - 1];
	ids[k] = id;
	(*n)++;
}

/* Notes of board i's figure in entry e, into ids[*n]. */
static void
figure_notes(cmp_ctx *c, const sel_entry *e, int i, int *ids, int *n)
{
	const cb_result *r = e->row[i];
	char var[192], ann[192], words[256], *p, *save;

	if (r == NULL) {
		/* a board that names other configurations, not one that has
		 * no figure of the case at all */
		if (e->config != NULL && *e->config && !e->sole[i])
			add_id(ids, n, doc_note(&c->d, "%s: no %s "
						"configuration", c->b[i]->id,
						e->config));
		return;
	}
	params_split(r->params, var, sizeof(var), ann, sizeof(ann));
	if (*var)
		add_id(ids, n, doc_note(&c->d, "%s: %s", c->b[i]->id, var));
	if (e->sole[i])
		add_id(ids, n, doc_note(&c->d, "%s: one configuration, its "
					"lowest figure in each", c->b[i]->id));
	if (e->best)
		add_id(ids, n, doc_note(&c->d, "%s: %s", c->b[i]->id,
					r->hw ? "hardware" : "software"));
	for (p = strtok_r(ann, ";", &save); p != NULL;
	     p = strtok_r(NULL, ";", &save))
		if (annotation_words(r, p, words, sizeof(words)))
			add_id(ids, n, doc_note(&c->d, "%s: %s", c->b[i]->id,
						words));
}

/* The note of entry e's statistics: which one stands where the boards
 * state one, and each board's where they differ; 0 for none. */
static int
stat_note(cmp_ctx *c, const sel_entry *e)
{
	char who[512];
	size_t o = 0;
	int i, s, stated = 0, n;

	/* "median: a, b; unstated: c" */
	for (s = 0; s < STAT_N; s++)
		for (i = 0, n = 0; i < c->nb; i++) {
			if (e->row[i] == NULL || e->stat[i] != (cb_stat)s)
				continue;
			stated |= s != STAT_UNSTATED;
			if (o < sizeof(who))
				o += (size_t)snprintf(who + o, sizeof(who) - o,
						      "%s%s%s", n ? ", " : o ?
						      "; " : "", n ? "" :
						      stat_name((cb_stat)s),
						      "");
			if (o < sizeof(who))
				o += (size_t)snprintf(who + o, sizeof(who) - o,
						      "%s%s", n ? "" : " ",
						      c->b[i]->id);
			n++;
		}
	for (i = 0, n = 0; i < c->nb; i++)
		n += e->row[i] != NULL;
	if (!stated || n < 2)
		return 0;
	c->any_stat = 1;
	if (!e->stat_mixed)
		return doc_note(&c->d, "statistic: %s on every board (%s)",
				stat_name(e->stat[reference(c, e)]),
				c->o->stat >= 0 ? "--stat" :
				"like against like");
	if (c->o->stat >= 0)
		return doc_note(&c->d, "statistics differ: %s (--stat %s where "
				"a board has it, else its median, mean, single "
				"figure, unstated, min or max)", who,
				stat_name((cb_stat)c->o->stat));
	return doc_note(&c->d, "statistics differ: %s (no statistic all of "
			"them state; --stat chooses)", who);
}

/* The note of est-cycles beside silicon in entry e: the cycle model,
 * its memory timing (zero wait states unless its name says otherwise) and
 * each silicon board's flash timing at its clock where it is known; 0
 * for none. */
static int
est_note(cmp_ctx *c, const sel_entry *e)
{
	char txt[2048], sil[1700];
	const char *m;
	size_t o = 0;
	int i, est = -1;

	for (i = 0; i < c->nb; i++)
		if (e->row[i] != NULL && e->row[i]->met == MET_EST_CYCLES &&
		    est < 0)
			est = i;
	sil[0] = '\0';
	for (i = 0; i < c->nb && est >= 0; i++) {
		if (e->row[i] == NULL || c->b[i]->emulated)
			continue;
		if (o < sizeof(sil))
			o += (size_t)snprintf(sil + o, sizeof(sil) - o,
					      "%s%s at %g MHz: %s", o ? "; " :
					      "", c->b[i]->id,
					      c->b[i]->clock_mhz,
					      *c->o->flash[i] ? c->o->flash[i] :
					      "flash timing not known");
	}
	if (est < 0 || o == 0)
		return 0;
	m = board_est_model(c->b[est]);
	snprintf(txt, sizeof(txt), "%s: est-cycles of the cycle model (%s)%s, "
		 "never measured cycles; the silicon beside it: %s",
		 c->b[est]->id, m, strstr(m, " WS") != NULL ?
		 ", at the flash wait states it names" :
		 strstr(m, "zero wait states") != NULL ? ": every fetch and "
		 "load from memory in one cycle" : ", at zero flash wait "
		 "states (every fetch and load from memory in one cycle)",
		 sil);
	return doc_note(&c->d, "%s", txt);
}


/* One figure's record (JSON, CSV). */
static void
figure_rec(cmp_ctx *c, rec *x, const sel_entry *e, int i, int ref,
	   const double *bytes, const int *has, const int *ids, int nids)
{
	const cb_result *r = e->row[i];
	char var[192], ann[192];
	double a = 0, mhz = abs_clock(c->o, c->b, i);
	int ok = r != NULL && absolute(e->kind, e->norm[i], mhz, &a);

	rec_str(x, "board", c->b[i]->id);
	rec_num(x, "value", r ? r->v : 0, r != NULL);
	rec_str(x, "unit", r ? r->unit : NULL);
	rec_str(x, "metric", r ? r->metric : NULL);
	rec_str(x, "stat", r ? stat_name(r->stat) : NULL);
	rec_str(x, "impl_used", r ? r->impl : NULL);
	rec_str(x, "impl_note", r && r->inote ? impl_note_name(r->inote) :
		NULL);
	if (r != NULL)
		params_split(r->params, var, sizeof(var), ann, sizeof(ann));
	rec_str(x, "variant", r ? var : NULL);
	rec_str(x, "params", r ? r->params : NULL);
	rec_num(x, "line", r ? r->line : 0, r != NULL);
	rec_num(x, "per_mhz", e->norm[i], r != NULL);
	rec_str(x, "per_mhz_unit", r ? norm_unit_of(r, e->kind) : NULL);
	rec_num(x, "abs", a, ok);
	rec_str(x, "abs_unit", ok ? (e->kind == NORM_CPB ? "MB/s" : "ops/s") :
		NULL);
	rec_num(x, "abs_clock_mhz", mhz, ok);
	rec_num(x, "ratio", r && e->row[ref] ? e->norm[i] / e->norm[ref] : 0,
		r != NULL && ref < c->nb && e->row[ref] != NULL &&
		e->norm[ref] > 0);
	if (c->o->mem != MET_OTHER) {
		rec_str(x, "footprint_metric", metric_name(c->o->mem));
		rec_num(x, "footprint", bytes[i], has[i]);
		rec_num(x, "footprint_ratio", has[i] && has[ref] ?
			bytes[i] / bytes[ref] : 0, has[i] && ref < c->nb &&
			has[ref] && bytes[ref] > 0);
	}
	rec_ids(x, "notes", ids, nids);
}

/* The columns of a section's table (wide: one group per board; long:
 * one line per board under a heading); *nc set. */
static void
columns(const cmp_ctx *c, norm_kind k, int lng, col_spec *cols, int *nc,
	char (*keys)[80], char (*heads)[48])
{
	int i, n = 0, mem = c->o->mem != MET_OTHER && k != NORM_BYTES;
	const char *au = k == NORM_CPB ? "MB/s" : k == NORM_CPO ? "ops/s" :
			 NULL;

#define COL(key_, head_, group_, flags_, drop_) \
	(cols[n].key = (key_), cols[n].head = (head_), \
	 cols[n].group = (group_), cols[n].flags = (flags_), \
	 cols[n].drop = (drop_), n++)
	if (lng) {
		COL("board", "  board", NULL, 0, 0);
		COL("published", "published", NULL, 0, 3);
		COL("per_mhz", k == NORM_BYTES ? "bytes" : "per MHz", NULL,
		    COL_NUM, 0);
		COL("unit", "unit", NULL, 0, 0);
		if (au != NULL)
			COL("abs", au, NULL, COL_NUM, 2);
		if (mem)
			COL("footprint", metric_name(c->o->mem), NULL, COL_NUM,
			    0);
		COL("ratio", "ratio", NULL, COL_NUM, 0);
		if (mem)
			COL("footprint_ratio", "ratio", NULL, COL_NUM, 0);
		COL("notes", "notes", NULL, COL_EMPTY, 0);
		*nc = n;
		return;
	}
	COL("family", "family", NULL, 0, 4);
	COL("algorithm", "algorithm", NULL, 0, 0);
	COL("operation", "operation", NULL, 0, 0);
	COL("impl", "impl", NULL, 0, 0);
	if (c->o->configs != NULL)
		COL("config", "config", NULL, 0, 0);
	for (i = 0; i < c->nb; i++) {
		const char *g = c->b[i]->id;
		cb_metric m = board_count(c->b[i], &c->o->f);

		snprintf(heads[i], 48, "%s%s", k == NORM_BYTES ? "bytes" :
			 metric_count(m), k == NORM_CPB ? "/B" :
			 k == NORM_CPO ? "/op" : "");
		snprintf(keys[5 * i], 80, "%s.per_mhz", g);
		COL(keys[5 * i], heads[i], g, COL_NUM, 0);
		snprintf(keys[5 * i + 1], 80, "%s.abs", g);
		if (au != NULL && abs_clock(c->o, c->b, i) > 0)
			COL(keys[5 * i + 1], au, g, COL_NUM, 2);
		snprintf(keys[5 * i + 2], 80, "%s.footprint", g);
		if (mem)
			COL(keys[5 * i + 2], metric_name(c->o->mem), g,
			    COL_NUM, 0);
		snprintf(keys[5 * i + 3], 80, "%s.ratio", g);
		if (i > 0)
			COL(keys[5 * i + 3], "ratio", g, COL_NUM, 0);
		snprintf(keys[5 * i + 4], 80, "%s.footprint_ratio", g);
		snprintf(heads[CB_MAXB + i], 48, "%s ratio",
			 metric_name(c->o->mem));
		if (i > 0 && mem)
			COL(keys[5 * i + 4], heads[CB_MAXB + i], g, COL_NUM,
			    0);
	}
	COL("notes", "notes", NULL, COL_EMPTY, 0);
#undef COL
	*nc = n;
}

/* The text cells of board i in entry e (wide or long layout). */
static void
cells_of(const cmp_ctx *c, const sel_entry *e, int i, int ref,
	 const double *bytes, const int *has, char (*buf)[64])
{
	const cb_result *r = e->row[i];
	const char *miss = "-";
	double a;

	snprintf(buf[0], 64, "%s", miss);
	snprintf(buf[1], 64, "%s", miss);
	snprintf(buf[2], 64, "%s", miss);
	snprintf(buf[3], 64, "%s", miss);
	snprintf(buf[4], 64, "%s", miss);
	snprintf(buf[5], 64, "%s", miss);
	if (r != NULL) {
		fmt_norm(buf[0], 64, e->kind, e->norm[i]);
		if (absolute(e->kind, e->norm[i], abs_clock(c->o, c->b, i),
			     &a))
			fmt_num(buf[1], 64, a);
		if (e->row[ref] != NULL && e->norm[ref] > 0)
			snprintf(buf[2], 64, "%.2fx", e->norm[i] /
				 e->norm[ref]);
		snprintf(buf[5], 64, "%s %s", r->value, r->unit);
	}
	if (has[i])
		snprintf(buf[3], 64, "%.0f", bytes[i]);
	if (has[i] && has[ref] && bytes[ref] > 0)
		snprintf(buf[4], 64, "%.2fx", bytes[i] / bytes[ref]);
}

/* The key cells of entry e: family, algorithm, operation, impl, config. */
static void
key_cells(const cmp_ctx *c, const sel_entry *e, const char **cells, int *k,
	  char *op, size_t oplen)
{
	const cb_result *r0 = sel_first(e);

	cells[(*k)++] = r0->alg ? r0->alg->family : "unknown";
	cells[(*k)++] = r0->algorithm;
	/* footprint rows name their metric */
	if (e->kind == NORM_BYTES)
		snprintf(op, oplen, "%s %s", r0->operation, r0->metric);
	else
		snprintf(op, oplen, "%s", r0->operation);
	cells[(*k)++] = op;
	cells[(*k)++] = e->best ? "best" : r0->impl;
	if (c->o->configs != NULL)
		cells[(*k)++] = e->config && *e->config ? e->config : "-";
}

/* Entry x's row: its record, and its cells in the wide table w and the
 * long table l. */
static void
add_entry(cmp_ctx *c, size_t x, table *w, table *l)
{
	const sel_entry *e = &c->e[x];
	double bytes[CB_MAXB];
	int has[CB_MAXB], ids[DOC_MAX_IDS], fid[CB_MAXB][DOC_MAX_IDS];
	int nf[CB_MAXB], nids = 0, i, j, k = 0, ref = reference(c, e);
	int rid[DOC_MAX_IDS], nr = 0;
	char buf[CB_MAXB][6][64], op[64], notes[64], head[200], rn[64];
	const char *cells[CB_TBL_MAXC];
	rec *row;

	(void)footprints(c, e, bytes, has);
	for (i = 0; i < c->nb; i++) {
		nf[i] = 0;
		figure_notes(c, e, i, fid[i], &nf[i]);
		for (j = 0; j < nf[i]; j++)
			add_id(ids, &nids, fid[i][j]);
		cells_of(c, e, i, ref, bytes, has, buf[i]);
	}
	if (ref > 0 && ref < c->nb)
		add_id(rid, &nr, doc_note(&c->d, "ratios to %s: %s has no "
					  "figure", c->b[ref]->id,
					  c->b[0]->id));
	if ((i = stat_note(c, e)) > 0)
		add_id(rid, &nr, i);
	if ((i = est_note(c, e)) > 0)
		add_id(rid, &nr, i);
	for (i = 0; i < nr; i++)
		add_id(ids, &nids, rid[i]);
	row = doc_row(&c->d);
	key_cells(c, e, cells, &k, op, sizeof(op));
	rec_str(row, "family", cells[0]);
	rec_str(row, "algorithm", cells[1]);
	rec_str(row, "operation", sel_first(e)->operation);
	rec_str(row, "impl", cells[3]);
	rec_str(row, "config", e->config && *e->config ? e->config : NULL);
	rec_str(row, "kind", e->kind == NORM_CPB ? "per-byte" :
		e->kind == NORM_CPO ? "per-operation" : "footprint");
	rec_str(row, "footprint_of", e->kind == NORM_BYTES ?
		sel_first(e)->metric : NULL);
	rec_str(row, "reference", ref < c->nb ? c->b[ref]->id : NULL);
	rec_str(row, "row_stat", e->stat_mixed || ref >= c->nb ? NULL :
		stat_name(e->stat[ref]));
	rec_ids(row, "row_notes", ids, nids);
	for (i = 0; i < c->nb; i++)
		figure_rec(c, rec_sub(row), e, i, ref, bytes, has, fid[i],
			   nf[i]);
	ids_text(notes, sizeof(notes), ids, nids);
	/* the wide table: the board's columns in columns()' order */
	for (i = 0; i < c->nb; i++) {
		int mem = c->o->mem != MET_OTHER && e->kind != NORM_BYTES;

		cells[k++] = buf[i][0];
		if (e->kind != NORM_BYTES && abs_clock(c->o, c->b, i) > 0)
			cells[k++] = buf[i][1];
		if (mem)
			cells[k++] = buf[i][3];
		if (i > 0)
			cells[k++] = buf[i][2];
		if (i > 0 && mem)
			cells[k++] = buf[i][4];
	}
	cells[k++] = notes;
	tbl_row(w, cells);
	/* the long table: a heading, then a line per board */
	ids_text(rn, sizeof(rn), rid, nr);
	snprintf(head, sizeof(head), "%s %s %s%s%s%s%s", cells[1], cells[2],
		 cells[3], c->o->configs ? " " : "",
		 c->o->configs ? cells[4] : "", nr ? "  notes " : "", rn);
	tbl_span(l, head);
	for (i = 0; i < c->nb; i++) {
		char bn[64], fn[64];
		const cb_result *r = e->row[i];

		k = 0;
		snprintf(bn, sizeof(bn), "  %s", c->b[i]->id);
		ids_text(fn, sizeof(fn), fid[i], nf[i]);
		cells[k++] = bn;
		cells[k++] = buf[i][5];
		cells[k++] = buf[i][0];
		cells[k++] = r ? norm_unit_of(r, e->kind) : "-";
		if (e->kind != NORM_BYTES)
			cells[k++] = buf[i][1];
		if (c->o->mem != MET_OTHER && e->kind != NORM_BYTES) {
			cells[k++] = buf[i][3];
			cells[k++] = i == ref ? "" : buf[i][2];
			cells[k++] = i == ref ? "" : buf[i][4];
		} else {
			cells[k++] = i == ref ? "" : buf[i][2];
		}
		cells[k++] = fn;
		tbl_row(l, cells);
	}
}

/* The lines above the tables: what the figures are. */
static void
preamble(const cmp_ctx *c, FILE *f, int width)
{
	char line[1024];
	int i, any_abs = 0;

	for (i = 0; i < c->nb; i++) {
		board_line(line, sizeof(line), c->b[i]);
		text_wrap(f, line, width, "", 4);
	}
	text_wrap(f, "per MHz: cycles/B = clock / throughput (MB = 10^6 B, "
		  "KB = 10^3 B, MiB = 2^20 B, KiB = 2^10 B); cycles/op = time "
		  "x clock, or clock / rate.", width, "", 4);
	snprintf(line, sizeof(line), "ratio: a board's figure per MHz over "
		 "%s's; above 1: more cycles per MHz than %s.", c->b[0]->id,
		 c->b[0]->id);
	text_wrap(f, line, width, "", 4);
	for (i = 0; i < c->nb; i++)
		any_abs |= abs_clock(c->o, c->b, i) > 0;
	if (any_abs) {
		size_t o = (size_t)snprintf(line, sizeof(line), "MB/s, ops/s: "
					    "at each board's stated clock");

		for (i = 0; i < c->nb && o < sizeof(line); i++)
			if (c->b[i]->emulated)
				o += (size_t)snprintf(line + o, sizeof(line) -
						      o, "; %s %s", c->b[i]->id,
						      c->o->clock[i] > 0 ?
						      "at --clock" :
						      "none (emulated: "
						      "--clock MHZ)");
		snprintf(line + (o < sizeof(line) ? o : sizeof(line) - 1),
			 sizeof(line) - (o < sizeof(line) ? o :
					 sizeof(line) - 1), ".");
		text_wrap(f, line, width, "", 4);
	}
	for (i = 0; i < c->nb; i++) {
		cb_metric m = board_count(c->b[i], &c->o->f);

		if (m == MET_EST_CYCLES)
			snprintf(line, sizeof(line), "%s: est-cycles, "
				 "estimated by a cycle model (%s), not measured "
				 "cycles; --emulated insns for its emulated "
				 "instructions.", c->b[i]->id,
				 board_est_model(c->b[i]));
		else if (m == MET_INSNS)
			snprintf(line, sizeof(line), "%s: insns, emulated "
				 "instructions, not cycles%s.", c->b[i]->id,
				 board_est_model(c->b[i]) ?
				 " (--emulated insns)" :
				 " (this run has no cycle-model estimates)");
		else
			continue;
		text_wrap(f, line, width, "", 4);
	}
	if (c->any_stat)
		text_wrap(f, "statistics: like against like where the boards "
			  "state one alike (a minimum beside a minimum, not a "
			  "mean); where they differ a note names each; --stat "
			  "chooses.", width, "", 4);
	if (c->o->configs != NULL)
		text_wrap(f, "config: each board's lowest figure in that "
			  "configuration (matched by name: compare --help); a "
			  "board that names none of an operation's "
			  "configurations stands in each; '-': it names "
			  "others.", width, "", 4);
	if (c->o->mem != MET_OTHER) {
		snprintf(line, sizeof(line), "%s: bytes of the same variant as "
			 "the cycles, as published or measured, not per "
			 "MHz%s; '-': the board gives none.",
			 metric_name(c->o->mem), c->o->mem == MET_RAM ?
			 " (ram = stack + work-buffer, the stack alone where "
			 "a board gives no work buffer for the operation)" :
			 "");
		text_wrap(f, line, width, "", 4);
	}
}

/* The text: the preamble, then per kind of figure the wide table, or the
 * long one where the wide one does not fit (or --long). */
static void
print_text(cmp_ctx *c, table *const *w, table *const *l, FILE *f)
{
	int width = c->o->columns != NULL && list_has(c->o->columns, "all") ?
		    1 << 20 : out_width();
	const char *only = c->o->columns != NULL &&
			   !list_has(c->o->columns, "all") ?
			   c->o->columns : NULL;
	char dropped[256], said[256] = "";
	size_t s;
	int lng = c->o->lng;
	tbl_fit fit;

	preamble(c, f, width);
	for (s = 0; s < sizeof(sections) / sizeof(sections[0]) && !lng; s++)
		if (tbl_rows(w[s]) > 0 &&
		    tbl_layout(w[s], width, only, dropped, sizeof(dropped),
			       &fit) != 0)
			lng = 1;
	for (s = 0; s < sizeof(sections) / sizeof(sections[0]); s++) {
		const table *t = lng ? l[s] : w[s];

		if (tbl_rows(t) == 0)
			continue;
		(void)tbl_layout(t, width, only, dropped, sizeof(dropped),
				 &fit);
		if (*dropped && strcmp(dropped, said) != 0) {
			char line[400];

			snprintf(line, sizeof(line), "(%s left out to fit %d "
				 "columns: --columns %s, or --long)", dropped,
				 width, dropped);
			text_wrap(f, line, width, "", 4);
			snprintf(said, sizeof(said), "%s", dropped);
		}
		fprintf(f, "\n%s%s:\n", sections[s].title, lng ?
			" (one line per board)" : "");
		tbl_text(t, f, &fit);
	}
	doc_text_notes(&c->d, f, width, NULL);
}

/* Markdown: the boards, then per kind of figure every column. */
static void
print_markdown(cmp_ctx *c, table *const *w, FILE *f)
{
	char line[1024];
	const char *only = c->o->columns != NULL &&
			   !list_has(c->o->columns, "all") ?
			   c->o->columns : NULL;
	size_t s;
	int i;

	for (i = 0; i < c->nb; i++) {
		board_line(line, sizeof(line), c->b[i]);
		fprintf(f, "- %s\n", line);
	}
	for (s = 0; s < sizeof(sections) / sizeof(sections[0]); s++) {
		if (tbl_rows(w[s]) == 0)
			continue;
		fprintf(f, "\n%s:\n\n", sections[s].title);
		tbl_markdown(w[s], f, only);
	}
	doc_md_notes(&c->d, f, NULL);
}

/* see model.h */
int
cmp_print(const cb_dataset *ds, const cb_board *const *b, int nb,
	  const cmp_opts *o, FILE *f)
{
	cmp_ctx c;
	sel_opts so;
	table *w[3], *l[3];
	col_spec cols[CB_TBL_MAXC];
	char keys[5 * CB_MAXB][80], heads[2 * CB_MAXB][48];
	size_t x, s;
	int nc, i;

	memset(&c, 0, sizeof(c));
	c.ds = ds;
	c.b = b;
	c.nb = nb;
	c.o = o;
	doc_init(&c.d);
	c.d.subkey = "figures";
	memset(&so, 0, sizeof(so));
	so.f = &o->f;
	so.need = o->need;
	so.best = o->best;
	so.configs = o->configs;
	so.stat = o->stat;
	c.ne = sel_build(ds, b, nb, &so, &c.e);
	for (i = 0; i < nb; i++)
		doc_board(&c.d, b[i], -1);
	for (s = 0; s < 3; s++) {
		columns(&c, sections[s].kind, 0, cols, &nc, keys, heads);
		w[s] = tbl_new(cols, nc);
		columns(&c, sections[s].kind, 1, cols, &nc, keys, heads);
		l[s] = tbl_new(cols, nc);
	}
	for (x = 0; x < c.ne; x++) {
		double bytes[CB_MAXB];
		int has[CB_MAXB];

		/* the footprint beside the cycles, not rows of its own */
		if (o->mem != MET_OTHER && (c.e[x].kind == NORM_BYTES ||
		    footprints(&c, &c.e[x], bytes, has) == 0))
			continue;
		for (s = 0; sections[s].kind != c.e[x].kind; s++)
			;
		add_entry(&c, x, w[s], l[s]);
	}
	if (c.d.nrows > 0) {
		if (g_format == FMT_JSON)
			doc_json(&c.d, f);
		else if (g_format == FMT_CSV)
			doc_csv(&c.d, f);
		else if (g_format == FMT_MARKDOWN)
			print_markdown(&c, w, f);
		else
			print_text(&c, w, l, f);
	}
	for (s = 0; s < 3; s++) {
		tbl_free(w[s]);
		tbl_free(l[s]);
	}
	i = (int)c.d.nrows;
	doc_free(&c.d);
	free(c.e);
	return i;
}
