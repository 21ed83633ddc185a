/* SPDX-License-Identifier: MIT */
/* A board's figures as 'show' prints them (show, run): per MHz, at the
 * board's clock, with their statistic and notes. */
#include <stdio.h>
#include <string.h>

#include "model.h"
#include "spread.h"
#include "util.h"

/* The sections of show's text: one per unit of the per-MHz figure. */
static const struct {
	norm_kind kind;
	cb_metric count;        /* cycles, est-cycles or insns */
	const char *title;
} sections[] = {
	{ NORM_CPB, MET_CYCLES, "per byte: cycles per byte per MHz" },
	{ NORM_CPB, MET_EST_CYCLES, "per byte: estimated cycles per byte "
	  "(a cycle model's, not measured)" },
	{ NORM_CPB, MET_INSNS, "per byte: emulated instructions per byte, "
	  "not cycles" },
	{ NORM_CPO, MET_CYCLES, "per operation: cycles per operation per "
	  "MHz" },
	{ NORM_CPO, MET_EST_CYCLES, "per operation: estimated cycles (a cycle "
	  "model's, not measured)" },
	{ NORM_CPO, MET_INSNS, "per operation: emulated instructions, not "
	  "cycles" },
	{ NORM_BYTES, MET_OTHER, "footprint: bytes, as published or measured, "
	  "not per MHz" },
	{ NORM_NONE, MET_OTHER, "no per-MHz figure" },
};
#define NSECT (sizeof(sections) / sizeof(sections[0]))

static size_t
section_of(norm_kind k, const cb_result *r)
{
	size_t s;
	cb_metric m = metric_is_emulated(r->met) ? r->met : MET_CYCLES;

	for (s = 0; s < NSECT; s++)
		if (sections[s].kind == k &&
		    (sections[s].count == MET_OTHER || sections[s].count == m))
			return s;
	return NSECT - 1;
}

static table *
section_table(size_t s, int with_abs)
{
	static char head[NSECT][24];
	col_spec cols[14];
	int n = 0;

#define COL(key_, head_, flags_, drop_) \
	(cols[n].key = (key_), cols[n].head = (head_), cols[n].group = NULL, \
	 cols[n].flags = (flags_), cols[n].drop = (drop_), n++)
	snprintf(head[s], sizeof(head[s]), "%s%s",
		 sections[s].kind == NORM_BYTES ? "bytes" :
		 sections[s].kind == NORM_NONE ? "per MHz" :
		 metric_count(sections[s].count),
		 sections[s].kind == NORM_CPB ? "/B" :
		 sections[s].kind == NORM_CPO ? "/op" : "");
	COL("family", "family", 0, 4);
	COL("algorithm", "algorithm", COL_WRAP, 0);
	COL("operation", "operation", 0, 0);
	COL("impl", "impl", 0, 0);
	COL("published", "published", 0, 0);
	if (sections[s].kind != NORM_BYTES && sections[s].kind != NORM_NONE)
		COL("per_mhz", head[s], COL_NUM, 0);
	if (with_abs)
		COL("abs", sections[s].kind == NORM_CPB ? "MB/s" : "ops/s",
		    COL_NUM, 2);
	COL("stat", "stat", COL_EMPTY, 0);
	/* a saved run's counts: repetitions and spread (from its log) */
	COL("reps", "reps", COL_NUM | COL_EMPTY, 3);
	COL("spread", "spread", COL_EMPTY, 3);
	COL("line", "line", COL_NUM, 1);
	COL("notes", "notes", COL_EMPTY, 0);
#undef COL
	return tbl_new(cols, n);
}

/* Row r's notes: its variant, then each of its annotations. */
static int
row_notes(doc *d, const cb_result *r, int *ids)
{
	char var[192], ann[192], words[256], *p, *save;
	int n = 0;

	params_split(r->params, var, sizeof(var), ann, sizeof(ann));
	if (*var)
		ids[n++] = doc_note(d, "%s", var);
	for (p = strtok_r(ann, ";", &save); p != NULL && n < DOC_MAX_IDS;
	     p = strtok_r(NULL, ";", &save))
		if (annotation_words(r, p, words, sizeof(words)))
			ids[n++] = doc_note(d, "%s", words);
	return n;
}

/* One figure: its record, and its cells in its section's table. */
static int
add_row(doc *d, table *t, const cb_result *r, norm_kind nk, double v,
	double mhz, const char *log)
{
	char var[192], ann[192], pub[64], norm[32] = "", a[32] = "", line[16];
	char notes[64], reps[16] = "", spr[24] = "";
	const char *cells[14];
	run_spread sp;
	int sok;
	int ids[DOC_MAX_IDS], nids = row_notes(d, r, ids), k = 0, ok;
	double x = 0;
	rec *row = doc_row(d);

	ok = mhz > 0 && (nk == NORM_CPB || nk == NORM_CPO) && v > 0;
	if (ok)
		x = nk == NORM_CPB ? mhz / v : mhz * 1e6 / v;
	params_split(r->params, var, sizeof(var), ann, sizeof(ann));
	rec_str(row, "family", r->alg ? r->alg->family : "unknown");
	rec_str(row, "algorithm", r->algorithm);
	rec_str(row, "operation", r->operation);
	rec_str(row, "impl", r->impl);
	rec_str(row, "board", r->board);
	rec_str(row, "variant", var);
	rec_str(row, "params", r->params);
	rec_str(row, "metric", r->metric);
	rec_num(row, "value", r->v, 1);
	rec_str(row, "unit", r->unit);
	rec_str(row, "stat", stat_name(r->stat));
	rec_str(row, "impl_note", r->inote ? impl_note_name(r->inote) : NULL);
	rec_num(row, "line", r->line, 1);
	rec_num(row, "per_mhz", v, nk == NORM_CPB || nk == NORM_CPO);
	rec_str(row, "per_mhz_unit", nk == NORM_CPB || nk == NORM_CPO ?
		norm_unit_of(r, nk) : NULL);
	rec_num(row, "abs", x, ok);
	rec_str(row, "abs_unit", ok ? nk == NORM_CPB ? "MB/s" : "ops/s" :
		NULL);
	rec_num(row, "abs_clock_mhz", mhz, ok);
	rec_ids(row, "notes", ids, nids);
	/* a footprint row shares its count's line, not its spread */
	sok = (nk == NORM_CPB || nk == NORM_CPO) &&
	      spread_at(log, r->line, &sp) == 0;
	if (log != NULL) {      /* a saved run's rows only */
		rec_num(row, "reps", sok ? (double)sp.reps : 0, sok);
		rec_num(row, "spread_pct", sok ? 100 * spread_rel(&sp) : 0,
			sok && !sp.minimum);
		rec_str(row, "spread_mark", !sok ? NULL : sp.varies ?
			"varies" : spread_noisy(&sp) ? "noisy" : NULL);
	}
	if (sok) {
		snprintf(reps, sizeof(reps), "%lu", sp.reps);
		spread_text(&sp, spr, sizeof(spr));
	}
	snprintf(pub, sizeof(pub), "%s %s", r->value, r->unit);
	if (nk == NORM_CPB)
		snprintf(norm, sizeof(norm), "%.1f", v);
	else if (nk == NORM_CPO)
		snprintf(norm, sizeof(norm), "%.0f", v);
	if (ok)
		fmt_num(a, sizeof(a), x);
	snprintf(line, sizeof(line), "%d", r->line);
	ids_text(notes, sizeof(notes), ids, nids);
	cells[k++] = r->alg ? r->alg->family : "unknown";
	cells[k++] = r->algorithm;
	cells[k++] = r->operation;
	cells[k++] = r->impl;
	cells[k++] = pub;
	if (nk != NORM_BYTES && nk != NORM_NONE)
		cells[k++] = norm;
	if (ok || ((nk == NORM_CPB || nk == NORM_CPO) && mhz > 0))
		cells[k++] = a;
	cells[k++] = r->stat_given ? stat_name(r->stat) : "";
	cells[k++] = reps;
	cells[k++] = spr;
	cells[k++] = line;
	cells[k++] = notes;
	tbl_row(t, cells);
	return sok && spread_noisy(&sp);
}

/* The text or Markdown of the sections. */
static void
print_sections(const doc *d, const cb_board *b, table *const *t, double mhz,
	       FILE *f)
{
	int width = out_width(), md = g_format == FMT_MARKDOWN;
	char line[1024], dropped[256], said[256] = "";
	size_t s;
	tbl_fit fit;

	board_line(line, sizeof(line), b);
	if (md)
		fprintf(f, "- %s\n", line);
	else
		text_wrap(f, line, width, "", 4);
	for (s = 0; s < NSECT; s++) {
		if (tbl_rows(t[s]) == 0)
			continue;
		if (mhz > 0 && (sections[s].kind == NORM_CPB ||
				sections[s].kind == NORM_CPO))
			snprintf(line, sizeof(line), "%s; %s at %g MHz%s",
				 sections[s].title, sections[s].kind ==
				 NORM_CPB ? "MB/s" : "ops/s", mhz, b->emulated ?
				 " (--clock)" : "");
		else
			snprintf(line, sizeof(line), "%s", sections[s].title);
		if (md) {
			fprintf(f, "\n%s:\n\n", line);
			tbl_markdown(t[s], f, NULL);
			continue;
		}
		(void)tbl_layout(t[s], width, NULL, dropped, sizeof(dropped),
				 &fit);
		fputc('\n', f);
		text_wrap(f, line, width, "", 4);
		if (*dropped && strcmp(dropped, said) != 0) {
			char msg[320];

			snprintf(msg, sizeof(msg), "(%s left out to fit %d "
				 "columns; --format csv has every field)",
				 dropped, width);
			text_wrap(f, msg, width, "", 4);
			snprintf(said, sizeof(said), "%s", dropped);
		}
		tbl_text(t[s], f, &fit);
	}
	if (md)
		doc_md_notes(d, f, "Variants and notes");
	else
		doc_text_notes(d, f, width, "variants and notes");
}

/* see model.h */
int
show_print(const cb_board *b, const cb_result *rows, size_t n,
	   const filter *flt, double clock_mhz, const char *log, FILE *f)
{
	table *t[NSECT];
	double mhz = b->emulated ? clock_mhz : b->clock_mhz;
	size_t r, s, shown = 0, noisy = 0;
	doc d;

	doc_init(&d);
	doc_board(&d, b, -1);
	for (s = 0; s < NSECT; s++)
		t[s] = section_table(s, mhz > 0 && (sections[s].kind ==
						    NORM_CPB ||
						    sections[s].kind ==
						    NORM_CPO));
	for (r = 0; r < n; r++) {
		const cb_result *row = &rows[r];
		double v = 0;
		norm_kind nk;

		if (strcmp(row->board, b->id) != 0 || !filter_match(flt, row))
			continue;
		nk = norm_value(row, b->clock_mhz, &v);
		noisy += (size_t)add_row(&d, t[section_of(nk, row)], row, nk,
					 v, mhz, log);
		shown++;
	}
	if (shown == 0) {
		if (g_format == FMT_TEXT)
			print_board(f, b);
		errorf("no figure of %s matches the filters", b->id);
	} else if (g_format == FMT_JSON) {
		doc_json(&d, f);
	} else if (g_format == FMT_CSV) {
		doc_csv(&d, f);
	} else {
		print_sections(&d, b, t, mhz, f);
		if (log != NULL && g_format == FMT_TEXT) {
			fputc('\n', f);
			text_wrap(f, spread_note, out_width(), "", 0);
		}
		if (noisy > 0 && g_format == FMT_TEXT)
			errorf("%zu figure(s) of %s spread more than %.0f %% "
			       "over their repetitions: marked (!)", noisy,
			       b->id, 100 * SPREAD_LIMIT);
	}
	for (s = 0; s < NSECT; s++)
		tbl_free(t[s]);
	doc_free(&d);
	return shown > 0 ? 0 : -1;
}

/* see model.h */
int
print_results(const cb_board *b, const cb_result *rows, size_t n,
	      const filter *flt, const char *log)
{
	return show_print(b, rows, n, flt, 0, log, stdout);
}
