/* SPDX-License-Identifier: MIT */
/* The output document of list, show, compare and runs: boards, numbered
 * notes and typed rows, written as JSON or flat CSV (docs/output.md). */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "util.h"

typedef enum { V_NULL, V_STR, V_NUM, V_INT, V_BOOL, V_IDS } vtype;

struct rec_field {
	char *key;
	vtype t;
	char *s;
	double v;
	int ids[DOC_MAX_IDS];
	int nids;
};

static void *
xalloc(void *p)
{
	if (p == NULL)
		abort();
	return p;
}

/* see model.h */
void
doc_init(doc *d)
{
	memset(d, 0, sizeof(*d));
}

/* see model.h */
void
doc_board(doc *d, const cb_board *b, long figures)
{
	if (d->nb == d->bcap) {
		d->bcap = d->bcap ? d->bcap * 2 : 16;
		d->boards = xalloc(realloc(d->boards, d->bcap *
					   sizeof(*d->boards)));
		d->figures = xalloc(realloc(d->figures, d->bcap *
					    sizeof(*d->figures)));
	}
	d->boards[d->nb] = b;
	d->figures[d->nb++] = figures;
}

/* see model.h */
int
doc_note(doc *d, const char *fmt, ...)
{
	char buf[2048];
	va_list ap;
	size_t i;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	for (i = 0; i < d->nnotes; i++)
		if (strcmp(d->notes[i], buf) == 0)
			return (int)i + 1;
	if (d->nnotes == d->ncap) {
		d->ncap = d->ncap ? d->ncap * 2 : 16;
		d->notes = xalloc(realloc(d->notes, d->ncap *
					  sizeof(*d->notes)));
	}
	d->notes[d->nnotes++] = xalloc(strdup(buf));
	return (int)d->nnotes;
}

static rec *
rec_append(rec **arr, size_t *n, size_t *cap)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 32;
		*arr = xalloc(realloc(*arr, *cap * sizeof(**arr)));
	}
	memset(&(*arr)[*n], 0, sizeof(**arr));
	return &(*arr)[(*n)++];
}

/* see model.h */
rec *
doc_row(doc *d)
{
	return rec_append(&d->rows, &d->nrows, &d->rcap);
}

/* see model.h */
rec *
rec_sub(rec *r)
{
	return rec_append(&r->sub, &r->nsub, &r->subcap);
}

static struct rec_field *
field(rec *r, const char *key, vtype t)
{
	struct rec_field *f;

	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 16;
		r->f = xalloc(realloc(r->f, r->cap * sizeof(*r->f)));
	}
	f = &r->f[r->n++];
	memset(f, 0, sizeof(*f));
	f->key = xalloc(strdup(key));
	f->t = t;
	return f;
}

/* see model.h */
void
rec_str(rec *r, const char *key, const char *s)
{
	struct rec_field *f = field(r, key, s == NULL ? V_NULL : V_STR);

	if (s != NULL)
		f->s = xalloc(strdup(s));
}

/* see model.h */
void
rec_num(rec *r, const char *key, double v, int have)
{
	struct rec_field *f = field(r, key, have && isfinite(v) ? V_NUM :
				    V_NULL);

	f->v = v;
}

/* see model.h */
void
rec_int(rec *r, const char *key, long long v)
{
	field(r, key, V_INT)->v = (double)v;
}

/* see model.h */
void
rec_bool(rec *r, const char *key, int v)
{
	field(r, key, V_BOOL)->v = v != 0;
}

/* see model.h */
void
rec_ids(rec *r, const char *key, const int *ids, int n)
{
	struct rec_field *f = field(r, key, V_IDS);

	for (f->nids = 0; f->nids < n && f->nids < DOC_MAX_IDS; f->nids++)
		f->ids[f->nids] = ids[f->nids];
}

/* see model.h */
void
rec_numtext(rec *r, const char *key, const char *s)
{
	double v;
	const char *p = s;

	/* a number only when it is one (the strict form of parse.c,
	 * optionally negative): never "nan" or "inf" */
	if (*p == '-')
		p++;
	if (*s == '\0')
		rec_num(r, key, 0, 0);
	else if (*p != '\0' && num_len(p) == strlen(p) &&
		 num_parse(p, &v) == 0)
		rec_num(r, key, *s == '-' ? -v : v, 1);
	else
		rec_str(r, key, s);
}

static void
rec_free(rec *r)
{
	size_t i;

	for (i = 0; i < r->n; i++) {
		free(r->f[i].key);
		free(r->f[i].s);
	}
	for (i = 0; i < r->nsub; i++)
		rec_free(&r->sub[i]);
	free(r->f);
	free(r->sub);
}

/* see model.h */
void
doc_free(doc *d)
{
	size_t i;

	for (i = 0; i < d->nnotes; i++)
		free(d->notes[i]);
	for (i = 0; i < d->nrows; i++)
		rec_free(&d->rows[i]);
	free(d->notes);
	free(d->rows);
	free(d->boards);
	free(d->figures);
	memset(d, 0, sizeof(*d));
}

/* ---- JSON ---- */

static void
json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

/* A number as JSON writes one: as short as reads back the same, within
 * ten significant digits. */
static void
num_text(char *buf, size_t len, double v)
{
	if (v == 0)
		v = 0;  /* no "-0" */
	snprintf(buf, len, "%.10g", v);
}

static void
json_value(FILE *f, const struct rec_field *x)
{
	char buf[64];
	int i;

	switch (x->t) {
	case V_NULL:
		fputs("null", f);
		break;
	case V_STR:
		json_str(f, x->s);
		break;
	case V_NUM:
		num_text(buf, sizeof(buf), x->v);
		fputs(buf, f);
		break;
	case V_INT:
		fprintf(f, "%.0f", x->v);
		break;
	case V_BOOL:
		fputs(x->v != 0 ? "true" : "false", f);
		break;
	case V_IDS:
		fputc('[', f);
		for (i = 0; i < x->nids; i++)
			fprintf(f, "%s%d", i ? ", " : "", x->ids[i]);
		fputc(']', f);
		break;
	}
}

static void
json_rec(FILE *f, const rec *r, const char *subkey, int indent)
{
	size_t i;

	fputc('{', f);
	for (i = 0; i < r->n; i++) {
		fputs(i ? ", " : "", f);
		json_str(f, r->f[i].key);
		fputs(": ", f);
		json_value(f, &r->f[i]);
	}
	if (subkey != NULL) {
		fprintf(f, "%s\"%s\": [", r->n ? ", " : "", subkey);
		for (i = 0; i < r->nsub; i++) {
			fprintf(f, "\n%*s", indent + 2, "");
			json_rec(f, &r->sub[i], NULL, indent + 2);
			if (i + 1 < r->nsub)
				fputc(',', f);
		}
		if (r->nsub > 0)
			fprintf(f, "\n%*s", indent, "");
		fputc(']', f);
	}
	fputc('}', f);
}

/* The board fields of one board, as a record (JSON and CSV share it). */
static void
board_rec(rec *x, const cb_board *b, long figures, const char *prefix)
{
	char k[64];

#define K(name) (snprintf(k, sizeof(k), "%s%s", prefix, name), k)
	rec_str(x, K("id"), b->id);
	rec_str(x, K("name"), b->name);
	rec_str(x, K("mcu"), b->mcu);
	rec_str(x, K("core"), b->core);
	rec_num(x, K("clock_mhz"), b->clock_mhz, 1);
	rec_str(x, K("vendor"), b->vendor);
	rec_str(x, K("library"), b->library);
	rec_str(x, K("library_version"), b->library_version);
	rec_str(x, K("compiler"), b->compiler);
	rec_str(x, K("optimization"), b->optimization);
	rec_str(x, K("method"), b->method);
	rec_str(x, K("source"), b->source);
	rec_bool(x, K("measured"), b->measured);
	rec_bool(x, K("emulated"), b->emulated);
	rec_str(x, K("cycle_model"), board_est_model(b));
	if (figures >= 0)
		rec_int(x, K("figures"), figures);
#undef K
}

/* see model.h */
void
doc_json(const doc *d, FILE *f)
{
	size_t i;

	fputs("{\n  \"boards\": [", f);
	for (i = 0; i < d->nb; i++) {
		rec x;

		memset(&x, 0, sizeof(x));
		board_rec(&x, d->boards[i], d->figures[i], "");
		fputs(i ? ",\n    " : "\n    ", f);
		json_rec(f, &x, NULL, 4);
		rec_free(&x);
	}
	fputs(d->nb ? "\n  ],\n  \"notes\": [" : "],\n  \"notes\": [", f);
	for (i = 0; i < d->nnotes; i++) {
		fprintf(f, "%s{\"id\": %zu, \"text\": ", i ? ",\n    " :
			"\n    ", i + 1);
		json_str(f, d->notes[i]);
		fputc('}', f);
	}
	fputs(d->nnotes ? "\n  ],\n  \"rows\": [" : "],\n  \"rows\": [", f);
	for (i = 0; i < d->nrows; i++) {
		fputs(i ? ",\n    " : "\n    ", f);
		json_rec(f, &d->rows[i], d->rows[i].nsub || d->subkey ?
			 d->subkey : NULL, 4);
	}
	fputs(d->nrows ? "\n  ]\n}\n" : "]\n}\n", f);
}

/* ---- CSV: the same fields flat ---- */

static const struct rec_field *
find(const rec *r, const char *key)
{
	size_t i;

	for (i = 0; r != NULL && i < r->n; i++)
		if (strcmp(r->f[i].key, key) == 0)
			return &r->f[i];
	return NULL;
}

static void
csv_value(const doc *d, FILE *f, const struct rec_field *x, int last)
{
	char buf[8192];
	size_t o = 0;
	int i;

	buf[0] = '\0';
	if (x != NULL) {
		switch (x->t) {
		case V_NULL:
			break;
		case V_STR:
			csv_put(f, x->s, last);
			return;
		case V_NUM:
			num_text(buf, sizeof(buf), x->v);
			break;
		case V_INT:
			snprintf(buf, sizeof(buf), "%.0f", x->v);
			break;
		case V_BOOL:
			snprintf(buf, sizeof(buf), "%s", x->v != 0 ? "true" :
				 "false");
			break;
		case V_IDS:
			/* the notes' texts: a flat file has no list */
			for (i = 0; i < x->nids && o < sizeof(buf); i++)
				o += (size_t)snprintf(buf + o, sizeof(buf) - o,
						      "%s%s", i ? " | " : "",
						      d->notes[x->ids[i] - 1]);
			break;
		}
	}
	csv_put(f, buf, last);
}

static const cb_board *
board_of(const doc *d, const rec *a, const rec *b)
{
	const struct rec_field *x = find(b, "board");
	size_t i;

	if (x == NULL)
		x = find(a, "board");
	for (i = 0; x != NULL && x->t == V_STR && i < d->nb; i++)
		if (strcmp(d->boards[i]->id, x->s) == 0)
			return d->boards[i];
	return NULL;
}

/* One flat line: the row's fields, its figure's, and the board's. */
static void
csv_line(const doc *d, FILE *f, const rec *row, const rec *sub,
	 const rec *keys_row, const rec *keys_sub, int with_board)
{
	const cb_board *b = board_of(d, row, sub);
	rec br;
	size_t i, n;

	memset(&br, 0, sizeof(br));
	if (with_board) {
		cb_board none;

		memset(&none, 0, sizeof(none));
		board_rec(&br, b != NULL ? b : &none, -1, "board_");
	}
	n = keys_row->n + (keys_sub ? keys_sub->n : 0) + br.n;
	for (i = 0; i < keys_row->n; i++)
		csv_value(d, f, find(row, keys_row->f[i].key), --n == 0);
	for (i = 0; keys_sub != NULL && i < keys_sub->n; i++)
		csv_value(d, f, find(sub, keys_sub->f[i].key), --n == 0);
	for (i = 0; i < br.n; i++)
		csv_value(d, f, b != NULL ? &br.f[i] : NULL, --n == 0);
	rec_free(&br);
}

/* see model.h */
void
doc_csv(const doc *d, FILE *f)
{
	const rec *kr, *ks = NULL;
	size_t i, j, n;
	int with_board;
	rec br;

	if (d->nrows == 0) {
		/* list: the boards, one a line */
		for (i = 0; i < d->nb; i++) {
			rec x;

			memset(&x, 0, sizeof(x));
			board_rec(&x, d->boards[i], d->figures[i], "");
			for (j = 0; i == 0 && j < x.n; j++)
				csv_put(f, x.f[j].key, j + 1 == x.n);
			for (j = 0; j < x.n; j++)
				csv_value(d, f, &x.f[j], j + 1 == x.n);
			rec_free(&x);
		}
		return;
	}
	kr = &d->rows[0];
	for (i = 0; i < d->nrows && ks == NULL; i++)
		if (d->rows[i].nsub > 0)
			ks = &d->rows[i].sub[0];
	with_board = find(kr, "board") != NULL ||
		     (ks != NULL && find(ks, "board") != NULL);
	memset(&br, 0, sizeof(br));
	if (with_board) {
		cb_board none;

		memset(&none, 0, sizeof(none));
		board_rec(&br, &none, -1, "board_");
	}
	n = kr->n + (ks ? ks->n : 0) + br.n;
	for (i = 0; i < kr->n; i++)
		csv_put(f, kr->f[i].key, --n == 0);
	for (i = 0; ks != NULL && i < ks->n; i++)
		csv_put(f, ks->f[i].key, --n == 0);
	for (i = 0; i < br.n; i++)
		csv_put(f, br.f[i].key, --n == 0);
	rec_free(&br);
	for (i = 0; i < d->nrows; i++) {
		const rec *r = &d->rows[i];

		if (ks == NULL || r->nsub == 0)
			csv_line(d, f, r, NULL, kr, ks, with_board);
		for (j = 0; ks != NULL && j < r->nsub; j++)
			csv_line(d, f, r, &r->sub[j], kr, ks, with_board);
	}
}

/* ---- text ---- */

/* see model.h */
void
board_line(char *buf, size_t len, const cb_board *b)
{
	const char *part[8];
	char clock[64], lib[160], cc[300], src[600];
	size_t o = 0;
	int n = 0, i;

	snprintf(clock, sizeof(clock), "%s @ %g MHz", b->core, b->clock_mhz);
	snprintf(lib, sizeof(lib), "%s%s%s", b->library,
		 *b->library_version ? " " : "", b->library_version);
	snprintf(cc, sizeof(cc), "%s%s%s", b->compiler,
		 *b->optimization && *b->compiler ? " " : "",
		 b->optimization);
	snprintf(src, sizeof(src), "%s: %s", b->method, b->source);
	part[n++] = clock;
	if (*lib)
		part[n++] = lib;
	if (*cc)
		part[n++] = cc;
	part[n++] = src;
	o = (size_t)snprintf(buf, len, "%s: %s (%s)", b->id, b->mcu, b->name);
	for (i = 0; i < n && o < len; i++)
		o += (size_t)snprintf(buf + o, len - o, "%s%s",
				      i + 1 < n ? ", " : "; ", part[i]);
}

/* see model.h */
void
print_board(FILE *f, const cb_board *b)
{
	char line[2048];

	board_line(line, sizeof(line), b);
	text_wrap(f, line, out_width(), "", 4);
}

/* see model.h */
void
doc_text_notes(const doc *d, FILE *f, int width, const char *title)
{
	size_t i;

	if (d->nnotes == 0)
		return;
	fprintf(f, "\n%s:\n", title != NULL ? title : "notes");
	for (i = 0; i < d->nnotes; i++) {
		char lead[16];

		snprintf(lead, sizeof(lead), "%*zu  ", d->nnotes >= 10 ? 2 : 1,
			 i + 1);
		text_wrap(f, d->notes[i], width, lead, (int)strlen(lead));
	}
}

/* see model.h */
void
doc_md_notes(const doc *d, FILE *f, const char *title)
{
	size_t i;

	if (d->nnotes == 0)
		return;
	fprintf(f, "\n%s:\n\n", title != NULL ? title : "Notes");
	for (i = 0; i < d->nnotes; i++)
		fprintf(f, "%zu. %s\n", i + 1, d->notes[i]);
}

/* see model.h */
void
ids_text(char *buf, size_t len, const int *ids, int n)
{
	size_t o = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n && o < len; i++)
		o += (size_t)snprintf(buf + o, len - o, "%s%d", i ? "," : "",
				      ids[i]);
}
