/* SPDX-License-Identifier: MIT */
/* pqm4's benchmarks.md and benchmarks.csv: cycles, stack, hashing share and
 * code size per scheme and implementation. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define MAXCOL 16

/* The four evaluations convert_benchmarks.py writes, in its order. */
static const struct {
	const char *title, *metric, *unit;
} sections[] = {
	{ "Speed Evaluation", "cycles", "cycles" },
	{ "Memory Evaluation", "stack", "bytes" },
	{ "Hashing Evaluation", "hashing-share", "%" },
	{ "Size Evaluation", NULL, "bytes" },   /* metric per column */
};
#define NSECT (sizeof(sections) / sizeof(sections[0]))

/* Column words -> operation (or, in the size table, metric). */
static const struct {
	const char *word, *op, *metric;
} columns[] = {
	{ "key generation", "keygen", NULL },
	{ "encapsulation", "encaps", NULL },
	{ "decapsulation", "decaps", NULL },
	{ "sign", "sign", NULL },
	{ "verify", "verify", NULL },
	{ ".text", "all", "code" },
	{ ".data", "all", "data" },
	{ ".bss", "all", "bss" },
	/* the sum of the three above: not a figure of its own */
	{ "total", NULL, NULL },
};

typedef struct col {
	const char *op, *metric;        /* op NULL: column not kept */
	char stat[8];                   /* csv: mean, min, max; md: "" */
} col;

typedef struct pq_state {
	int csv, section, tables, ncol, header_line;
	int m3;                 /* an implementation named m3...: pqm3's */
	col c[MAXCOL];
} pq_state;

static int
detect(const page *p)
{
	int i;

	for (i = 0; i < p->n; i++)
		if (strncasecmp(p->line[i], "| scheme | implementation |",
				27) == 0 ||
		    strncasecmp(p->line[i], "Scheme,Implementation,", 22) == 0)
			return 1;
	return 0;
}

/* The cells of a table line (md: between '|'; csv: RFC 4180 fields, the
 * padding empties at the end dropped); their number, -1 for a row cut
 * short, or -2 for more than MAXCOL cells. */
static int
cells(pq_state *st, char *l, char **cell)
{
	int n = 0;

	if (st->csv) {
		n = csv_split(l, cell, MAXCOL);
		if (n > MAXCOL)
			return -2;      /* csv_split says "more" with max + 1 */
		while (n > 0 && *cell[n - 1] == '\0')
			n--;
		return n;
	}
	if (*l != '|')
		return 0;
	for (l++; *l != '\0'; n++) {
		char *bar = strchr(l, '|');

		if (bar == NULL)
			return -1;      /* a row cut short */
		if (n == MAXCOL)
			return -2;
		*bar = '\0';
		cell[n] = str_trim(l);
		l = bar + 1;
	}
	return n;
}

/* "Key Generation [cycles] (mean)" -> op or metric, and stat. */
static int
header(ingest *ig, pq_state *st, int line, char **cell, int n)
{
	int k;
	size_t i;

	if (n < 3 || strcasecmp(cell[0], "scheme") ||
	    strcasecmp(cell[1], "implementation"))
		return ig_fail(ig, line, "a pqm4 header starts 'Scheme | "
			       "Implementation'");
	st->ncol = n;
	st->header_line = line;
	for (k = 2; k < n; k++) {
		char *br = strchr(cell[k], '['), *pa;
		col *c = &st->c[k];

		memset(c, 0, sizeof(*c));
		if (br == NULL)
			return ig_fail(ig, line, "column '%s' has no [unit]",
				       cell[k]);
		if ((pa = strchr(br, '(')) != NULL)
			snprintf(c->stat, sizeof(c->stat), "%.*s",
				 (int)strcspn(pa + 1, ")"), pa + 1);
		for (i = 0; i < sizeof(columns) / sizeof(columns[0]); i++)
			if (strncasecmp(cell[k], columns[i].word,
					strlen(columns[i].word)) == 0 &&
			    cell[k][strlen(columns[i].word)] == ' ')
				break;
		if (i == sizeof(columns) / sizeof(columns[0]))
			return ig_fail(ig, line, "unknown column '%s'",
				       cell[k]);
		c->op = columns[i].op;
		c->metric = columns[i].metric;
		if (c->stat[0] != '\0' && strcmp(c->stat, "mean") &&
		    strcmp(c->stat, "min") && strcmp(c->stat, "max"))
			return ig_fail(ig, line, "unknown statistic '(%s)'",
				       c->stat);
	}
	return 0;
}

/* A number as pqm4 writes it ("27,382,389", "0.2%"), ungrouped into out. */
static int
number(ingest *ig, int line, const char *s, char *out, size_t len)
{
	size_t o = 0;

	for (; *s != '\0' && *s != '%'; s++) {
		if (*s == ',')
			continue;
		if (o + 1 >= len)
			return ig_fail(ig, line, "number too long");
		out[o++] = *s;
	}
	out[o] = '\0';
	if ((*s == '%' && s[1] != '\0') || o == 0 || num_len(out) != o)
		return ig_fail(ig, line, "'%s' is not a number", out);
	return 0;
}

/* md speed cell "AVG: 1 <br /> MIN: 2 <br /> MAX: 3" -> mean, min, max */
static int
speed_cell(ingest *ig, int line, const char *cell, char *avg, char *min,
	   char *max, size_t len)
{
	char a[40], b[40], c[40];

	if (sscanf(cell, "AVG: %39s <br /> MIN: %39s <br /> MAX: %39s", a,
		   b, c) != 3)
		return ig_fail(ig, line, "cell '%.40s' is not 'AVG: n <br /> "
			       "MIN: n <br /> MAX: n'", cell);
	return number(ig, line, a, avg, len) || number(ig, line, b, min, len) ||
	       number(ig, line, c, max, len) ? -1 : 0;
}

/* One figure of a scheme: params impl=, executions= and stat= (NULL: a
 * figure of no statistic, such as a size). */
static int
figure(ingest *ig, pq_state *st, int line, const col *c, const char *impl,
       long execs, const char *id, const char *stat, const char *v)
{
	const char *metric = sections[st->section].metric;
	char params[192];

	if (fmt_fit(params, sizeof(params), "impl=%s%s%.0ld%s%s", impl,
		    execs ? ";executions=" : "", execs, stat ? ";stat=" : "",
		    stat ? stat : "") != 0)
		return ig_fail(ig, line, "implementation name too long");
	/* pqm4 is software: its schemes' portable and M4 code */
	return ig_add(ig, line, IG_SW, id, c->op, params,
		      metric ? metric : c->metric, v,
		      sections[st->section].unit);
}

/* One scheme's row: a figure per kept column; the speed's average,
 * minimum and maximum each a figure of its own (stat=mean, min, max). */
static int
row(ingest *ig, pq_state *st, int line, char **cell, int n)
{
	static const char *const stats[] = { "mean", "min", "max" };
	char name[64], id[40], v[3][40], *par;
	long execs = 0;
	int k, j;

	if (n != st->ncol)
		return ig_fail(ig, line, "%d cells where the header (line %d) "
			       "has %d: cut short?", n, st->header_line,
			       st->ncol);
	if (str_fit(name, sizeof(name), cell[0]) != 0)
		return ig_fail(ig, line, "scheme name too long");
	/* "ml-kem-768 (100 executions)" */
	if ((par = strstr(name, " (")) != NULL) {
		if (sscanf(par, " (%ld executions)", &execs) != 1)
			return ig_fail(ig, line, "'%s': expected '(N "
				       "executions)'", par + 1);
		*par = '\0';
	}
	if (ig_alg_id(ig, line, name, id, sizeof(id)) != 0)
		return -1;
	st->m3 |= strncmp(cell[1], "m3", 2) == 0;
	for (k = 2; k < n; k++) {
		const col *c = &st->c[k];
		int nv = 3;

		if (c->op == NULL || strcmp(cell[k], "") == 0 ||
		    strcmp(cell[k], "-") == 0)
			continue;
		if (st->csv && c->stat[0] != '\0') {
			/* the mean's column leads its min and max */
			if (strcmp(c->stat, "mean") != 0)
				continue;
			if (k + 2 >= n || strcmp(st->c[k + 1].stat, "min") ||
			    strcmp(st->c[k + 2].stat, "max"))
				return ig_fail(ig, line, "mean without min and "
					       "max columns");
			for (j = 0; j < 3; j++)
				if (number(ig, line, cell[k + j], v[j],
					   sizeof(v[j])) != 0)
					return -1;
		} else if (!st->csv && strncmp(cell[k], "AVG:", 4) == 0) {
			if (speed_cell(ig, line, cell[k], v[0], v[1], v[2],
				       sizeof(v[0])) != 0)
				return -1;
		} else if (number(ig, line, cell[k], v[0], sizeof(v[0])) != 0) {
			return -1;
		} else {
			nv = 1;
		}
		for (j = 0; j < nv; j++)
			if (figure(ig, st, line, c, cell[1], execs, id,
				   nv == 3 ? stats[j] : NULL, v[j]) != 0)
				return -1;
	}
	ig->table_end = line;
	return 0;
}

/* A section title ("# Speed Evaluation", "Speed Evaluation,,,"): its
 * index, or -1. */
static int
section_of(const pq_state *st, const char *l)
{
	size_t i, n;

	if (!st->csv && strncmp(l, "# ", 2) == 0)
		l += 2;
	for (i = 0; i < NSECT; i++) {
		n = strlen(sections[i].title);
		if (strncmp(l, sections[i].title, n) == 0 &&
		    (l[n] == '\0' || (st->csv && l[n] == ',')))
			return (int)i;
	}
	return -1;
}

static int
parse(ingest *ig, const page *p)
{
	cb_board *b = &ig->board;
	pq_state st;
	char *cell[MAXCOL], buf[4096];
	int i, n, s;

	memset(&st, 0, sizeof(st));
	st.section = -1;
	for (i = 0; i < p->n && !st.csv; i++)
		st.csv = strncasecmp(p->line[i], "Scheme,Implementation,",
				     22) == 0;
	for (i = 0; i < p->n; i++) {
		const char *l = p->line[i];
		int ln = i + 1;

		if ((s = section_of(&st, l)) >= 0) {
			if (s != st.section + 1)
				return ig_fail(ig, ln, "'%s' out of order: "
					       "pqm4 writes Speed, Memory, "
					       "Hashing, Size",
					       sections[s].title);
			if (st.section >= 0 && st.tables != 2)
				return ig_fail(ig, ln, "'%s' has %d of its two "
					       "tables: cut short?",
					       sections[st.section].title,
					       st.tables);
			st.section = s;
			st.tables = 0;
			st.ncol = 0;
			continue;
		}
		if (str_fit(buf, sizeof(buf), l) != 0)
			return ig_fail(ig, ln, "line too long");
		if (strncmp(l, "| --", 4) == 0 || *str_trim(buf) == '\0')
			continue;
		if ((n = cells(&st, buf, cell)) == -2)
			return ig_fail(ig, ln, "more than %d cells: not a pqm4 "
				       "table", MAXCOL);
		if (n < 0)
			return ig_fail(ig, ln, "table row cut short");
		if (n == 0)
			continue;
		if (n == 1)
			continue;       /* csv: "Key Encapsulation Schemes" */
		if (st.section < 0)
			return ig_fail(ig, ln, "a table before any section "
				       "title");
		if (strcasecmp(cell[0], "scheme") == 0) {
			if (header(ig, &st, ln, cell, n) != 0)
				return -1;
			st.tables++;
			continue;
		}
		if (st.ncol == 0)
			return ig_fail(ig, ln, "a row before its table's "
				       "header");
		if (row(ig, &st, ln, cell, n) != 0)
			return -1;
	}
	if (p->open_end)
		return ig_fail(ig, p->n, "the page ends inside a line: cut "
			       "short?");
	if (st.section != (int)NSECT - 1 || st.tables != 2)
		return ig_fail(ig, p->n, "the page ends before pqm4's last "
			       "table (Size Evaluation, signatures): cut "
			       "short?");
	if (st.m3) {
		/* pqm3 (Cortex-M3 code, m3*): one table per board, which its
		 * file name gives; the user names the board and its clock */
		snprintf(b->library, sizeof(b->library), "pqm3");
		snprintf(b->method, sizeof(b->method), "published (pqm3 "
			 "benchmarks)");
		return 0;
	}
	/*
	 * pqm4's tables do not name the board: its README does.  Its cycle
	 * counts come from the default board, the NUCLEO-L4R5ZI, clocked at
	 * 24 MHz "to avoid wait cycles", built with Arm GNU Toolchain 11.3.
	 */
	snprintf(b->name, sizeof(b->name), "NUCLEO-L4R5ZI");
	snprintf(b->mcu, sizeof(b->mcu), "STM32L4R5ZI");
	snprintf(b->library, sizeof(b->library), "pqm4");
	snprintf(b->compiler, sizeof(b->compiler), "arm-none-eabi-gcc 11.3.1 "
		 "(Arm GNU Toolchain 11.3.Rel1)");
	snprintf(b->method, sizeof(b->method), "published (pqm4 benchmarks; "
		 "board, clock and compiler from pqm4's README)");
	b->clock_mhz = 24;
	return 0;
}

const layout layout_pqm4 = {
	"pqm4",
	"pqm4 or pqm3 benchmarks.md or benchmarks.csv",
	detect, parse, 0
};
