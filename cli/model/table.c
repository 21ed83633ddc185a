/* SPDX-License-Identifier: MIT */
/* Tables from column specifications: text laid out to a width, Markdown,
 * and the plain tables of the other commands in every format. */
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "model.h"
#include "util.h"

enum out_format g_format = FMT_TEXT;

struct table {
	col_spec *cols;
	int ncols;
	char **cells;           /* nrows * ncols; a span row: its text in
				 * cell 0, the others NULL */
	unsigned char *span;
	size_t nrows, cap;
	int plain;              /* table_new's: headers left-aligned, the
				 * last column unpadded */
};

static void *
xalloc(void *p)
{
	if (p == NULL)
		abort();
	return p;
}

/* see model.h */
int
out_width(void)
{
	const char *c = getenv("COLUMNS");
	struct winsize ws;
	long n;

	if (c != NULL && num_int(c, 10000, &n) == 0 && n >= 20)
		return (int)n;
	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col >= 20)
		return ws.ws_col;
	return 100;
}

/* see model.h */
table *
tbl_new(const col_spec *cols, int ncols)
{
	table *t = xalloc(calloc(1, sizeof(*t)));
	int c;

	t->ncols = ncols;
	t->cols = xalloc(calloc((size_t)ncols, sizeof(*t->cols)));
	for (c = 0; c < ncols; c++) {
		t->cols[c] = cols[c];
		t->cols[c].key = xalloc(strdup(cols[c].key));
		t->cols[c].head = xalloc(strdup(cols[c].head ? cols[c].head :
						cols[c].key));
		t->cols[c].group = cols[c].group ?
				   xalloc(strdup(cols[c].group)) : NULL;
	}
	return t;
}

static char **
new_row(table *t, int span)
{
	if (t->nrows == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 64;
		t->cells = xalloc(realloc(t->cells, t->cap * (size_t)t->ncols *
					  sizeof(char *)));
		t->span = xalloc(realloc(t->span, t->cap));
	}
	t->span[t->nrows] = (unsigned char)span;
	return &t->cells[t->nrows++ * (size_t)t->ncols];
}

/* see model.h */
void
tbl_row(table *t, const char *const *cells)
{
	char **row = new_row(t, 0);
	int c;

	for (c = 0; c < t->ncols; c++)
		row[c] = xalloc(strdup(cells[c] ? cells[c] : ""));
}

/* see model.h */
void
tbl_span(table *t, const char *text)
{
	char **row = new_row(t, 1);
	int c;

	row[0] = xalloc(strdup(text));
	for (c = 1; c < t->ncols; c++)
		row[c] = NULL;
}

/* see model.h */
size_t
tbl_rows(const table *t)
{
	return t->nrows;
}

/* see model.h */
void
tbl_free(table *t)
{
	size_t i;
	int c;

	if (t == NULL)
		return;
	for (i = 0; i < t->nrows * (size_t)t->ncols; i++)
		free(t->cells[i]);
	for (c = 0; c < t->ncols; c++) {
		free((char *)t->cols[c].key);
		free((char *)t->cols[c].head);
		free((char *)t->cols[c].group);
	}
	free(t->cols);
	free(t->cells);
	free(t->span);
	free(t);
}

static const char *
cell(const table *t, size_t r, int c)
{
	return t->cells[r * (size_t)t->ncols + (size_t)c];
}

/* see model.h */
int
text_width(const char *s)
{
	int w = 0;

	/* count UTF-8 lead bytes only */
	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			w++;
	return w;
}

/* The bytes of s that fill at most w columns, cut after a space, ';', ','
 * (or with dash a '-': a table cell's ids) where there is one, else
 * anywhere on a character boundary. */
static size_t
fit_part(const char *s, int w, int dash)
{
	size_t i = 0, brk = 0, dbrk = 0;
	int n = 0;

	while (s[i] != '\0') {
		size_t l = 1;

		while (((unsigned char)s[i + l] & 0xc0) == 0x80)
			l++;
		if (n == w)
			break;
		n++;
		i += l;
		if (s[i - 1] == ' ' || s[i - 1] == ';' || s[i - 1] == ',')
			brk = i;
		else if (dash && s[i - 1] == '-' && i >= 2 &&
			 isalnum((unsigned char)s[i - 2]))
			dbrk = i;
	}
	if (s[i] == '\0')
		return i;
	return brk ? brk : dbrk ? dbrk : i;
}

/* see model.h */
void
text_wrap(FILE *f, const char *s, int width, const char *first,
	  int indent)
{
	int avail, lead = text_width(first);

	fputs(first, f);
	for (;;) {
		size_t n;

		avail = width - lead;
		if (avail < 10)
			avail = 10;
		n = fit_part(s, avail, 0);
		while (n > 0 && s[n - 1] == ' ')
			n--;
		fprintf(f, "%.*s\n", (int)n, s);
		s += n;
		while (*s == ' ')
			s++;
		if (*s == '\0')
			return;
		fprintf(f, "%*s", indent, "");
		lead = indent;
	}
}

/* ---- the text layout ---- */

typedef tbl_fit layout;

/* Natural widths of the shown columns, groups widening their last
 * column, and the total. */
static void
measure(const table *t, layout *l, const int *cap)
{
	size_t r;
	int c, d, last = -1;

	l->total = 0;
	for (c = 0; c < t->ncols; c++) {
		if (!l->show[c])
			continue;
		l->w[c] = text_width(t->cols[c].head);
		for (r = 0; r < t->nrows; r++)
			if (!t->span[r] && text_width(cell(t, r, c)) > l->w[c])
				l->w[c] = text_width(cell(t, r, c));
		if (cap != NULL && cap[c] > 0 && l->w[c] > cap[c])
			l->w[c] = cap[c];
	}
	/* a group's label over its columns: the last of them widened */
	for (c = 0; c < t->ncols; c = d) {
		int span = -2, lw;

		for (d = c; d < t->ncols && t->cols[c].group != NULL &&
		     t->cols[d].group != NULL &&
		     strcmp(t->cols[d].group, t->cols[c].group) == 0; d++)
			if (l->show[d]) {
				span += l->w[d] + 2;
				last = d;
			}
		if (d == c) {
			d = c + 1;
			continue;
		}
		lw = text_width(t->cols[c].group);
		if (span >= 0 && lw > span)
			l->w[last] += lw - span;
	}
	for (c = 0; c < t->ncols; c++)
		if (l->show[c])
			l->total += l->w[c] + (l->total > 0 ? 2 : 0);
}

/* Is column c shown before any is left out for width: not one --columns
 * leaves out, nor one left empty? */
static int
shown(const table *t, int c, const char *only)
{
	const char *k = t->cols[c].key;
	size_t r;

	if (t->cols[c].flags & COL_EMPTY) {
		for (r = 0; r < t->nrows; r++)
			if (!t->span[r] && *cell(t, r, c) != '\0')
				break;
		if (r == t->nrows)
			return 0;
	}
	if (strchr(k, '.') != NULL)
		k = strchr(k, '.') + 1;
	return only == NULL || t->cols[c].drop == 0 || list_has(only, k);
}

/* The wrapping columns narrowed to share what the others leave of width,
 * none below WRAP_MIN (or its natural width); 0 if the table then fits. */
#define WRAP_MIN 16
static int
narrow(const table *t, layout *l, int width, int least)
{
	int c, fixed = 0, nwrap = 0, room, cap[CB_TBL_MAXC] = { 0 };

	for (c = 0; c < t->ncols; c++) {
		if (!l->show[c])
			continue;
		if (t->cols[c].flags & COL_WRAP)
			nwrap++;
		else
			fixed += l->w[c];
		fixed += 2;
	}
	if (nwrap == 0)
		return -1;
	room = (width - fixed + 2) / nwrap;
	if (room < 8)
		room = 8;
	for (c = 0; c < t->ncols; c++)
		if (l->show[c] && (t->cols[c].flags & COL_WRAP)) {
			if (room < least && l->w[c] > room)
				return -1;
			cap[c] = room;
		}
	measure(t, l, cap);
	return l->total <= width ? 0 : -1;
}

/* see model.h */
int
tbl_layout(const table *t, int width, const char *only, char *dropped,
	   size_t dlen, tbl_fit *l)
{
	int c, level;

	if (t->ncols > CB_TBL_MAXC)
		abort();
	if (dropped != NULL && dlen > 0)
		dropped[0] = '\0';
	for (c = 0; c < t->ncols; c++)
		l->show[c] = shown(t, c, only);
	measure(t, l, NULL);
	if (only != NULL || l->total <= width ||
	    narrow(t, l, width, WRAP_MIN) == 0)
		return 0;
	/* the optional columns left out, the highest drop level first,
	 * until the wrapping ones can take the rest */
	for (level = 100; level > 0; level--) {
		int any = 0;

		for (c = 0; c < t->ncols; c++)
			if (t->cols[c].drop == level && l->show[c]) {
				const char *k = t->cols[c].key;
				size_t o = dropped ? strlen(dropped) : 0;

				l->show[c] = 0;
				any = 1;
				if (strchr(k, '.') != NULL)
					k = strchr(k, '.') + 1;
				if (dropped != NULL && !list_has(dropped, k) &&
				    o + strlen(k) + 2 < dlen)
					snprintf(dropped + o, dlen - o, "%s%s",
						 o ? "," : "", k);
			}
		if (!any)
			continue;
		measure(t, l, NULL);
		if (l->total <= width || narrow(t, l, width, WRAP_MIN) == 0)
			return 0;
	}
	/* too wide all the same: the wrapping columns as narrow as they
	 * may be */
	return narrow(t, l, width, 8);
}

/* Append a cell of width w to the line buf (at *pos). */
static void
put_cell(char *buf, size_t len, size_t *pos, const char *s, int w,
	 int right)
{
	int pad = w - text_width(s);

	if (pad < 0)
		pad = 0;
	if (*pos >= len)
		return;
	if (right)
		*pos += (size_t)snprintf(buf + *pos, len - *pos, "%*s%s", pad,
					 "", s);
	else
		*pos += (size_t)snprintf(buf + *pos, len - *pos, "%s%*s", s,
					 pad, "");
	if (*pos > len)
		*pos = len;
}

/* One table row, its wrapping cells continued on lines of their own;
 * no line ends in blanks. */
static void
put_row(const table *t, const layout *l, FILE *f, const char *const *cells,
	int header)
{
	const char *rest[CB_TBL_MAXC];
	char line[8192];
	int c, more = 1;

	for (c = 0; c < t->ncols; c++)
		rest[c] = cells[c];
	while (more) {
		size_t pos = 0;
		int done = 0;

		more = 0;
		line[0] = '\0';
		for (c = 0; c < t->ncols; c++) {
			char part[1024];
			size_t n;
			int right = (t->cols[c].flags & COL_NUM) &&
				    !(header && t->plain);

			if (!l->show[c])
				continue;
			n = text_width(rest[c]) > l->w[c] ?
			    fit_part(rest[c], l->w[c], 1) : strlen(rest[c]);
			if (n >= sizeof(part))
				n = sizeof(part) - 1;
			memcpy(part, rest[c], n);
			part[n] = '\0';
			rest[c] += n;
			while (*rest[c] == ' ')
				rest[c]++;
			more |= *rest[c] != '\0';
			if (done++)
				put_cell(line, sizeof(line), &pos, "", 2, 0);
			put_cell(line, sizeof(line), &pos, part, l->w[c],
				 right);
		}
		while (pos > 0 && line[pos - 1] == ' ')
			pos--;
		fprintf(f, "%.*s\n", (int)pos, line);
	}
}

/* see model.h */
void
tbl_text(const table *t, FILE *f, const tbl_fit *l)
{
	size_t r;
	int c, d, groups = 0;
	const char *heads[CB_TBL_MAXC];

	for (c = 0; c < t->ncols; c++) {
		heads[c] = t->cols[c].head;
		groups |= t->cols[c].group != NULL && l->show[c];
	}
	if (groups) {
		/* the group labels over their columns, centred on none:
		 * from the first column of each */
		char line[4096];
		int pos = 0, col = 0;

		line[0] = '\0';
		for (c = 0; c < t->ncols; c = d) {
			int span = 0, start = col;

			for (d = c; d < t->ncols && (d == c ||
			     (t->cols[c].group != NULL &&
			      t->cols[d].group != NULL &&
			      strcmp(t->cols[d].group, t->cols[c].group) == 0));
			     d++)
				if (l->show[d]) {
					span += l->w[d] + (span ? 2 : 0);
					col += l->w[d] + 2;
				}
			if (t->cols[c].group == NULL || span == 0)
				continue;
			if (start > pos && pos < (int)sizeof(line) - 1)
				pos += snprintf(line + pos, sizeof(line) -
						(size_t)pos, "%*s", start - pos,
						"");
			if (pos < (int)sizeof(line) - 1)
				pos += snprintf(line + pos, sizeof(line) -
						(size_t)pos, "%s",
						t->cols[c].group);
		}
		fprintf(f, "%s\n", line);
	}
	put_row(t, l, f, heads, 1);
	for (r = 0; r < t->nrows; r++) {
		if (t->span[r])
			fprintf(f, "%s\n", cell(t, r, 0));
		else
			put_row(t, l, f,
				(const char *const *)&t->cells[r *
							       (size_t)t->ncols],
				0);
	}
}

/* A Markdown cell: '|' is escaped, or it would end the cell, and so is
 * '\\', or one before a '|' would escape the escape. */
static void
md_cell(FILE *f, const char *group, const char *s)
{
	fputc(' ', f);
	if (group != NULL)
		fprintf(f, "%s ", group);
	for (; *s != '\0'; s++) {
		if (*s == '|' || *s == '\\')
			fputc('\\', f);
		fputc(*s, f);
	}
	fputs(" |", f);
}

/* see model.h */
void
tbl_markdown(const table *t, FILE *f, const char *only)
{
	size_t r;
	int c;
	int show[CB_TBL_MAXC];

	for (c = 0; c < t->ncols; c++)
		show[c] = shown(t, c, only);
	fputc('|', f);
	for (c = 0; c < t->ncols; c++)
		if (show[c])
			md_cell(f, t->cols[c].group, t->cols[c].head);
	fputs("\n|", f);
	for (c = 0; c < t->ncols; c++)
		if (show[c])
			fputs(t->cols[c].flags & COL_NUM ? "---:|" : "---|", f);
	fputc('\n', f);
	for (r = 0; r < t->nrows; r++) {
		if (t->span[r]) {
			/* a heading row: its text in the first cell */
			int first = 1;

			fputc('|', f);
			for (c = 0; c < t->ncols; c++)
				if (show[c]) {
					md_cell(f, NULL, first ? cell(t, r, 0) :
						"");
					first = 0;
				}
			fputc('\n', f);
			continue;
		}
		fputc('|', f);
		for (c = 0; c < t->ncols; c++)
			if (show[c])
				md_cell(f, NULL, cell(t, r, c));
		fputc('\n', f);
	}
}

/* ---- the plain tables of verify, cycles, run and run --board ---- */

/* see model.h */
table *
table_new(int ncols, const char *const *names)
{
	col_spec cols[CB_TBL_MAXC];
	char keys[CB_TBL_MAXC][64];
	table *t;
	int c;

	if (ncols > CB_TBL_MAXC)
		abort();
	for (c = 0; c < ncols; c++) {
		size_t i;

		/* the key: snake_case of the name */
		snprintf(keys[c], sizeof(keys[c]), "%s", names[c]);
		for (i = 0; keys[c][i] != '\0'; i++)
			if (!isalnum((unsigned char)keys[c][i]))
				keys[c][i] = '_';
			else
				keys[c][i] = (char)tolower(
					(unsigned char)keys[c][i]);
		memset(&cols[c], 0, sizeof(cols[c]));
		cols[c].key = keys[c];
		cols[c].head = names[c];
	}
	t = tbl_new(cols, ncols);
	t->plain = 1;
	return t;
}

/* see model.h */
void
table_numeric(table *t, int c)
{
	t->cols[c].flags |= COL_NUM;
}

/* see model.h */
void
table_add(table *t, const char *const *cells)
{
	tbl_row(t, cells);
}

/* see model.h */
void
table_free(table *t)
{
	tbl_free(t);
}

/* see model.h */
void
table_print(const table *t, FILE *f)
{
	table_print_boards(t, f, NULL, 0);
}

/* see model.h */
void
table_print_boards(const table *t, FILE *f, const cb_board *const *b,
		   int nb)
{
	layout l;
	doc d;
	size_t r;
	int c;

	switch (g_format) {
	case FMT_CSV:
		for (c = 0; c < t->ncols; c++)
			csv_put(f, t->cols[c].key, c == t->ncols - 1);
		for (r = 0; r < t->nrows; r++)
			for (c = 0; c < t->ncols; c++)
				csv_put(f, cell(t, r, c), c == t->ncols - 1);
		return;
	case FMT_JSON:
		doc_init(&d);
		for (c = 0; c < nb; c++)
			doc_board(&d, b[c], -1);
		for (r = 0; r < t->nrows; r++) {
			rec *x = doc_row(&d);

			for (c = 0; c < t->ncols; c++) {
				const char *s = cell(t, r, c);

				if (t->cols[c].flags & COL_NUM)
					rec_numtext(x, t->cols[c].key, s);
				else
					rec_str(x, t->cols[c].key, s);
			}
		}
		doc_json(&d, f);
		doc_free(&d);
		return;
	case FMT_MARKDOWN:
		tbl_markdown(t, f, NULL);
		return;
	case FMT_TEXT:
		break;
	}
	(void)tbl_layout(t, INT_MAX, NULL, NULL, 0, &l);
	tbl_text(t, f, &l);
}
