/* SPDX-License-Identifier: MIT */
/* SEGGER emCrypt benchmark output: a header, ASCII box tables, an end line. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define MAXCOL 12
#define CELL 96

static int
is_rule(const char *l)
{
	size_t n = strlen(l);

	return n >= 3 && l[0] == '+' && l[n - 1] == '+' &&
	       strspn(l, "+-=") == n;
}

static int
detect(const page *p)
{
	int i, rule = 0, marker = 0;

	for (i = 0; i < p->n; i++) {
		const char *l = p->line[i];

		if (is_rule(l))
			rule = 1;
		if ((strncmp(l, "System:", 7) == 0 &&
		     strstr(l, "Processor speed") != NULL) ||
		    strcmp(l, "Benchmark complete") == 0)
			marker = 1;
	}
	return rule && marker;
}

/* The cells of a "| a | b |" row, trimmed, into cell[][CELL]; their
 * count, or -1 when the row is not closed or has too many. */
static int
cells(const char *l, char cell[][CELL])
{
	int n = 0;
	const char *s = l + 1, *e;
	size_t len = strlen(l);

	if (len < 2 || l[0] != '|' || l[len - 1] != '|')
		return -1;
	while (s < l + len - 1 + 1 && *s != '\0') {
		char buf[CELL];

		e = strchr(s, '|');
		if (e == NULL)
			break;
		if (n == MAXCOL || (size_t)(e - s) >= CELL)
			return -1;
		snprintf(buf, sizeof(buf), "%.*s", (int)(e - s), s);
		snprintf(cell[n++], CELL, "%s", str_trim(buf));
		s = e + 1;
	}
	return n;
}

/* What a column head says: the operations of the figures in each of its
 * cells (one, or "Enc Dec" under "CBC MB/s": two numbers a cell), their
 * metric and unit, a mode, or that the column holds key sizes ("Bits") */
typedef struct col {
	const char *op[4];      /* NULL: from the algorithm's family */
	int nops;
	const char *metric, *unit;
	char mode[8];           /* "CBC", appended to the algorithm */
	int bits;               /* the key sizes of a "Bits" column */
} col;

/* A column head ("Sign ms" from two lines, "ms/Sign", "Enc MB/s", "MB/s",
 * "CBC MB/s Enc Dec", "Bits"); 0, or -1 with ig->err set. */
static int
column(ingest *ig, int line, const char *head, col *k)
{
	static const char *const modes[] = { "ECB", "CBC", "CTR", "GCM",
		"CCM", "OFB", "CFB", "XTS", NULL };
	char buf[CELL * 4], *w, *save = NULL;
	int i;

	memset(k, 0, sizeof(*k));
	if (strcasecmp(head, "Bits") == 0) {
		k->bits = 1;
		return 0;
	}
	snprintf(buf, sizeof(buf), "%s", head);
	for (w = strtok_r(buf, " ", &save); w != NULL;
	     w = strtok_r(NULL, " ", &save)) {
		const char *o = ig_op(w);
		char *slash = strchr(w, '/');

		if (o != NULL && k->nops < 4) {
			k->op[k->nops++] = o;
			continue;
		}
		for (i = 0; modes[i] != NULL; i++)
			if (strcasecmp(w, modes[i]) == 0)
				break;
		if (modes[i] != NULL && k->mode[0] == '\0') {
			snprintf(k->mode, sizeof(k->mode), "%s", modes[i]);
			continue;
		}
		if (ig_unit(w, &k->metric, &k->unit) >= 0)
			continue;
		/* "Memory": the peak bytes an operation needs */
		if (strcasecmp(w, "Memory") == 0) {
			k->metric = "memory";
			k->unit = "bytes";
			continue;
		}
		/* "ms/Sign": a unit per operation */
		if (slash != NULL && (o = ig_op(slash + 1)) != NULL) {
			*slash = '\0';
			if (ig_unit(w, &k->metric, &k->unit) >= 0 &&
			    k->nops == 0) {
				k->op[k->nops++] = o;
				continue;
			}
		}
		return ig_fail(ig, line, "column '%s': '%s' is neither an "
			       "operation nor a unit", head, w);
	}
	if (k->unit == NULL)
		return ig_fail(ig, line, "column '%s' names no unit", head);
	/* bytes beside a time are the memory the operation needs */
	if (unit_parse(k->unit) == UNIT_BYTES)
		k->metric = "memory";
	if (k->nops == 0)
		k->nops = 1;
	return 0;
}

/* The algorithm cell's SW/HW tag ("AES-128 (HW)", "MD5 HW"), taken out
 * of the cell: "hw" or "sw" (no tag) */
static const char *
take_tag(char *cell)
{
	static const char *const tags[] = { "(SW)", "(HW)", "SW", "HW" };
	const char *impl = "sw";
	char name[CELL];
	size_t i;

	for (i = 0; i < 4; i++) {
		char *t = strstr(cell, tags[i]);
		size_t tl = strlen(tags[i]);

		/* a tag is a word of its own */
		if (t == NULL || (t > cell && !isspace((unsigned char)t[-1]) &&
				  t[-1] != '-') ||
		    (t[tl] != '\0' && !isspace((unsigned char)t[tl])))
			continue;
		impl = strstr(tags[i], "HW") != NULL ? "hw" : "sw";
		memmove(t, t + tl, strlen(t + tl) + 1);
		break;
	}
	snprintf(name, sizeof(name), "%s", str_trim(cell));
	memmove(cell, name, strlen(name) + 1);
	while ((i = strlen(cell)) > 0 && (cell[i - 1] == '-' ||
					  isspace((unsigned char)cell[i - 1])))
		cell[i - 1] = '\0';
	return impl;
}

/* The canonical id of a row's algorithm: its name, the key size of a
 * "Bits" column and the column's mode ("CAMELLIA", 128, CBC); with the
 * caption or the operation's family where it names only a curve ("P-256"
 * under "Sign" is ECDSA). */
static int
alg_name(ingest *ig, int line, const char *cell, const char *bits,
	 const char *mode, const char *caption, const char *op, char *id,
	 size_t len)
{
	char base[CELL * 2], name[CELL * 3];

	snprintf(base, sizeof(base), "%s%s%s%s%s", cell, bits[0] ? "-" : "",
		 bits, mode[0] ? "-" : "", mode);
	if (alg_lookup(base) != NULL)
		return ig_alg_id(ig, line, base, id, len);
	if (caption[0] != '\0') {
		snprintf(name, sizeof(name), "%s %s", caption, base);
		if (alg_lookup(name) != NULL)
			return ig_alg_id(ig, line, name, id, len);
	}
	if (op != NULL && (strcmp(op, "sign") == 0 ||
			   strcmp(op, "verify") == 0 ||
			   strcmp(op, "shared-secret") == 0)) {
		snprintf(name, sizeof(name), "%s %s", op[0] == 's' &&
			 op[1] == 'h' ? "ECDH" : "ECDSA", base);
		if (alg_lookup(name) != NULL)
			return ig_alg_id(ig, line, name, id, len);
	}
	return ig_alg_id(ig, line, base, id, len);
}

/* One box table from its first rule at line[i]; *next is the line after
 * its closing rule.  caption: the text line above it, or "". */
static int
box_table(ingest *ig, const page *p, int i, const char *caption, int *next)
{
	char cell[MAXCOL][CELL], head[MAXCOL][CELL * 4];
	col k[MAXCOL];
	const char *row_op = NULL;
	int j = i + 1, n, ncol = 0, c, bits = 0;

	memset(head, 0, sizeof(head));
	/* the heads, over one line or more, down to the second rule */
	for (; j < p->n && !is_rule(p->line[j]); j++) {
		n = cells(p->line[j], cell);
		if (n < 0)
			return ig_fail(ig, j + 1, "expected a '| ... |' row or "
				       "a '+---+' rule: the table is cut");
		if (ncol != 0 && n != ncol)
			return ig_fail(ig, j + 1, "%d cells under %d columns",
				       n, ncol);
		ncol = n;
		for (c = 0; c < n; c++)
			if (cell[c][0] != '\0')
				snprintf(head[c] + strlen(head[c]),
					 sizeof(head[c]) - strlen(head[c]),
					 "%s%s", head[c][0] ? " " : "",
					 cell[c]);
	}
	if (j >= p->n)
		return ig_fail(ig, p->n, "the page ends inside a table");
	if (ncol < 2)
		return ig_fail(ig, i + 1, "a table without column heads");
	for (c = 1; c < ncol; c++) {
		if (column(ig, i + 2, head[c], &k[c]) != 0)
			return -1;
		if (k[c].bits)
			bits = c;
		/* a "Memory" column's curve is what the other columns do */
		if (row_op == NULL)
			row_op = k[c].op[0];
	}
	for (j++; j < p->n; j++) {
		char id[40], value[32];
		const char *impl;

		/* a rule between groups of rows ("Entropy source", then the
		 * DRBGs) goes on; one not followed by a row ends the table */
		if (is_rule(p->line[j])) {
			if (j + 1 < p->n && p->line[j + 1][0] == '|')
				continue;
			break;
		}
		n = cells(p->line[j], cell);
		if (n < 0)
			return ig_fail(ig, j + 1, "expected a '| ... |' row or "
				       "a '+---+' rule: the table is cut");
		if (n != ncol)
			return ig_fail(ig, j + 1, "%d cells under %d columns",
				       n, ncol);
		impl = take_tag(cell[0]);
		for (c = 1; c < ncol; c++) {
			char *v, *save = NULL;
			int f = 0;

			if (k[c].bits || strcmp(cell[c], "-") == 0 ||
			    strcasecmp(cell[c], "n/a") == 0 || cell[c][0] == 0)
				continue;
			if (strcmp(cell[c], "-Fail-") == 0) {
				ig_warn(ig, j + 1, "a failed test (-Fail-): no "
					"figure");
				continue;
			}
			if (alg_name(ig, j + 1, cell[0], bits ? cell[bits] : "",
				     k[c].mode, caption, k[c].op[0] ?
				     k[c].op[0] : row_op, id, sizeof(id)) != 0)
				return -1;
			/* one number for each operation the head names */
			for (v = strtok_r(cell[c], " ", &save); v != NULL;
			     v = strtok_r(NULL, " ", &save), f++) {
				const char *o = f < k[c].nops ? k[c].op[f] :
						NULL;
				size_t vl = num_len(v);

				if (f >= k[c].nops)
					return ig_fail(ig, j + 1, "more figures "
						       "than the %d the column "
						       "heads name", k[c].nops);
				if (strcmp(v, "-Fail-") == 0)
					continue;
				if (vl == 0 || v[vl] != '\0' ||
				    vl >= sizeof(value))
					return ig_fail(ig, j + 1, "'%s' is not "
						       "a number", v);
				snprintf(value, sizeof(value), "%s", v);
				if (o == NULL)
					o = ig_bulk_op(id);
				if (ig_add(ig, j + 1, impl, id, o, "",
					   k[c].metric, value, k[c].unit) != 0)
					return -1;
			}
			if (f < k[c].nops)
				return ig_fail(ig, j + 1, "%d figures under a "
					       "head naming %d operations: the "
					       "row is cut", f, k[c].nops);
		}
		ig->table_end = j + 1;
	}
	if (j >= p->n)
		return ig_fail(ig, p->n, "the page ends inside a table: it is "
			       "cut");
	*next = j + 1;
	return 0;
}

/* "Config:   CRYPTO_VERSION    = 26000 [2.60]": the name and value */
static int
config(ingest *ig, int line, const char *l)
{
	cb_board *b = &ig->board;
	char name[64], val[96];
	const char *eq = strchr(l, '='), *s = l + 7;
	size_t n;

	s += strspn(s, " \t");
	if (eq == NULL)
		return 0;
	n = (size_t)(eq - s);
	while (n > 0 && isspace((unsigned char)s[n - 1]))
		n--;
	snprintf(name, sizeof(name), "%.*s", (int)n, s);
	snprintf(val, sizeof(val), "%s", eq + 1 + strspn(eq + 1, " \t"));
	if (strcmp(name, "CRYPTO_VERSION") == 0) {
		const char *br = strchr(val, '[');

		/* "26000 [2.60]": the bracketed form is the release */
		if (br != NULL)
			return ig_field(ig, line, b->library_version,
					sizeof(b->library_version), "version",
					(val[strlen(val) - 1] = '\0', br + 1));
		return ig_field(ig, line, b->library_version,
				sizeof(b->library_version), "version", val);
	}
	if (fmt_fit(b->optimization + strlen(b->optimization),
		    sizeof(b->optimization) - strlen(b->optimization),
		    "%s%s=%s", b->optimization[0] ? "; " : "", name, val) != 0)
		ig_warn(ig, line, "configuration '%s' not kept: the board's "
			"configuration field is full", name);
	return 0;
}

static int
parse(ingest *ig, const page *p)
{
	cb_board *b = &ig->board;
	int i, next, end = 0;
	char caption[CELL] = "";

	if (ig_provenance(ig, p) < 0)
		return -1;
	snprintf(b->library, sizeof(b->library), "emCrypt");
	snprintf(b->method, sizeof(b->method), "published");
	for (i = 0; i < p->n; i = next) {
		const char *l = p->line[i];

		next = i + 1;
		if (strncmp(l, "Compiler:", 9) == 0) {
			if (ig_field(ig, i + 1, b->compiler,
				     sizeof(b->compiler), "compiler",
				     l + 9 + strspn(l + 9, " \t")) != 0)
				return -1;
		} else if (strncmp(l, "System:", 7) == 0 &&
			   strstr(l, "Processor speed") != NULL) {
			const char *eq = strchr(l, '=');
			char mhz[32];
			size_t n;

			if (eq == NULL)
				return ig_fail(ig, i + 1, "processor speed "
					       "without '='");
			eq += 1 + strspn(eq + 1, " ");
			n = num_len(eq);
			snprintf(mhz, sizeof(mhz), "%.*s", (int)n, eq);
			if (n == 0 || n >= sizeof(mhz) ||
			    strcmp(eq + n, " MHz") != 0 ||
			    num_clock(mhz, &b->clock_mhz) != 0)
				return ig_fail(ig, i + 1, "processor speed "
					       "'%s' is not 'N MHz'", eq);
		} else if (strncmp(l, "Config:", 7) == 0) {
			if (config(ig, i + 1, l) != 0)
				return -1;
		} else if (is_rule(l)) {
			if (box_table(ig, p, i, caption, &next) != 0)
				return -1;
			caption[0] = '\0';
		} else if (l[0] == '|') {
			return ig_fail(ig, i + 1, "a table row outside a "
				       "table (no '+---+' rule above)");
		} else if (strcmp(l, "Benchmark complete") == 0) {
			end = i + 1;
			break;
		} else if (l[0] != '\0' && strncmp(l, "# ", 2) != 0) {
			/* a caption names the tables under it */
			snprintf(caption, sizeof(caption), "%s", l);
		}
	}
	/* no end line after the last whole table: its rows are kept, and
	 * that is said; a page ending inside a line is cut */
	if (end == 0 && p->open_end && p->line[p->n - 1][0] != '\0')
		return ig_fail(ig, p->n, "the page ends inside this line: cut "
			       "short?");
	if (end == 0)
		ig_warn(ig, ig->table_end ? ig->table_end : p->n,
			"no 'Benchmark complete' after the last table (kept: "
			"its tables are whole)");
	/* the page's title names the MCU ("... on STM32H743") unless a
	 * provenance line did */
	for (i = 0; i < p->n && (p->line[i][0] == '\0' ||
				 strncmp(p->line[i], "# ", 2) == 0); i++)
		;
	if (b->mcu[0] == '\0' && i < p->n) {
		const char *on = strstr(p->line[i], " on ");

		if (on != NULL)
			snprintf(b->mcu, sizeof(b->mcu), "%.*s",
				 (int)strcspn(on + 4, " "), on + 4);
	}
	return 0;
}

const layout layout_segger = {
	"segger-emcrypt",
	"SEGGER emCrypt benchmark output: box tables, 'Benchmark complete'",
	detect, parse, 0
};
