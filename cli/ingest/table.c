/* SPDX-License-Identifier: MIT */
/* Tables in general: markdown/pipe, ASCII-box, HTML-ish and whitespace-
 * aligned columns, one or two header rows, one column per operation,
 * platform, configuration or statistic; the layout of last resort. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define TCOLS 24
#define TVALS 4
#define CELL 160

enum { T_PIPE, T_BOX, T_SPACE };

/* What a column's head says of the figures under it. */
typedef struct tcol {
	const char *op[TVALS];  /* by the cell's part ("Enc/Dec"), or NULL */
	int nops;
	const char *metric, *unit, *stat, *impl;
	char variant[64];       /* the other words: config= */
	int label;              /* a column of names, not figures */
	char key[24];           /* a label column's parameter, "op", or "" */
	int skip;               /* not the --column asked for */
	char msg[16];           /* a head that is a message length: message= */
	const char *foot;       /* a footprint's metric ("code"), or NULL */
} tcol;

/* One table found on the page: its lines (0-based) and form. */
typedef struct tbl {
	int kind, head[2], nhead, body, end;
	int closed;             /* its head ends in '|': so must its rows */
	int per_block;          /* the lines above say "cycles/block" */
	/* a table of platforms (one a row) under a heading naming the
	 * algorithm ("## Ascon-AEAD128"): the heading's name, and the row
	 * being read (platform=), picked by --mcu or --core */
	char alg[CELL], platform[CELL];
} tbl;

typedef struct trow {
	char cell[TCOLS][CELL];
	int n, closed;
} trow;

static int
is_rule(const char *l)
{
	size_t n = strspn(l, "+-=: |");

	return l[0] != '\0' && l[n] == '\0' && strchr(l, '-') != NULL;
}

/* Copy text into dst without markup: HTML tags (a "<br />" kept as a
 * separator), '**', '`'. */
static void
clean(char *dst, size_t len, const char *s, size_t n)
{
	size_t o = 0, i;

	for (i = 0; i < n && s[i] != '\0' && o + 1 < len; i++) {
		if (s[i] == '<' && strncasecmp(s + i, "<br", 3) != 0) {
			while (i < n && s[i] != '\0' && s[i] != '>')
				i++;
			continue;
		}
		if (s[i] == '`' || (s[i] == '*' && s[i + 1] == '*')) {
			i += s[i] == '*';
			continue;
		}
		dst[o++] = s[i];
	}
	dst[o] = '\0';
	memmove(dst, str_trim(dst), strlen(str_trim(dst)) + 1);
}

/* Split a table line into cells. */
static void
split_row(int kind, const char *l, trow *r)
{
	const char *p = l, *q;

	memset(r, 0, sizeof(*r));
	if (strstr(l, "<td") != NULL || strstr(l, "<th") != NULL) {
		while ((p = strstr(p, "<t")) != NULL && r->n < TCOLS) {
			if (p[2] != 'd' && p[2] != 'h') {
				p += 2;
				continue;
			}
			if ((q = strchr(p, '>')) == NULL)
				break;
			p = q + 1;
			q = strstr(p, "</t");
			if (q == NULL)
				q = p + strlen(p);
			clean(r->cell[r->n++], CELL, p, (size_t)(q - p));
			p = q;
		}
		r->closed = 1;
		return;
	}
	if (kind == T_SPACE) {
		while (*p != '\0' && r->n < TCOLS) {
			p += strspn(p, " \t");
			if (*p == '\0')
				break;
			for (q = p; *q != '\0' && *q != '\t' &&
			     !(q[0] == ' ' && q[1] == ' '); q++)
				;
			clean(r->cell[r->n++], CELL, p, (size_t)(q - p));
			p = q;
		}
		r->closed = 1;
		return;
	}
	p += strspn(p, " ");
	if (*p == '|')
		p++;
	for (;;) {
		q = strchr(p, '|');
		if (q == NULL) {
			/* text after the last bar: a row without its closing
			 * bar, or a markdown row written without outer bars */
			const char *rest = p + strspn(p, " ");

			if (*rest != '\0' && r->n < TCOLS)
				clean(r->cell[r->n++], CELL, p, strlen(p));
			r->closed = *rest == '\0';
			return;
		}
		if (r->n < TCOLS)
			clean(r->cell[r->n++], CELL, p, (size_t)(q - p));
		p = q + 1;
	}
}

/* Is s a figure, or a cell that holds none ("-", "N/A")? */
static int
numeric(const char *s)
{
	char v[40];

	if (strcasestr(s, "AVG:") != NULL)
		return 1;
	return ig_number(s, v, sizeof(v)) > 0;
}

/* The units of a head or caption: a unit word, or one in brackets. */
static int
head_unit(const char *w, size_t n, const char **metric, const char **unit)
{
	static const struct {
		const char *word, *as;
	} more[] = {
		{ "cycle", "cycles" }, { "clock cycles", "cycles" },
		{ "cycles/byte", "cycles/byte" }, { "cycles/b", "cycles/byte" },
		{ "cpb", "cycles/byte" }, { "cycles per byte", "cycles/byte" },
		{ "cc", "cycles" }, { "msec", "ms" }, { "usec", "us" },
		{ "milliseconds", "ms" }, { "microseconds", "us" },
		{ "seconds", "s" }, { "sec", "s" }, { "bytes", "bytes" },
		{ "kcycles", NULL },
	};
	char word[40];
	size_t i;

	if (n == 0 || n >= sizeof(word))
		return 0;
	memcpy(word, w, n);
	word[n] = '\0';
	for (i = 0; i < sizeof(more) / sizeof(more[0]); i++)
		if (strcasecmp(word, more[i].word) == 0)
			return more[i].as != NULL &&
			       ig_unit(more[i].as, metric, unit) >= 0;
	return ig_unit(word, metric, unit) >= 0;
}

/* Words of a head that say nothing of the figures' meaning. */
static int
filler(const char *w, size_t n)
{
	static const char *const words[] = { "time", "speed", "throughput",
		"latency", "performance", "count", "of", "in", "per", "op",
		"ops", "operation", "operations", "number", "the", "and", "cost",
		"avg.", "results", "value", "values", "rate", NULL };
	int i;

	for (i = 0; words[i] != NULL; i++)
		if (strlen(words[i]) == n && strncasecmp(w, words[i], n) == 0)
			return 1;
	return 0;
}

/* A footprint a head's word names ("Code size [bytes]", "RAM", "Stack"):
 * the metric of its bytes, or NULL. */
static const char *
footprint(const char *w)
{
	static const struct {
		const char *word, *metric;
	} f[] = {
		{ "code", "code" }, { "rom", "code" }, { "flash", "code" },
		{ ".text", "code" }, { "size", "code" }, { "stack", "stack" },
		{ "ram", "memory" }, { "memory", "memory" },
		{ "heap", "memory" },
	};
	size_t i;

	for (i = 0; i < sizeof(f) / sizeof(f[0]); i++)
		if (strcasecmp(w, f[i].word) == 0)
			return f[i].metric;
	return NULL;
}

/* Label columns' heads: what their cells are. */
static const char *
label_key(const char *h)
{
	static const struct {
		const char *head, *key;
	} keys[] = {
		{ "algorithm", "" }, { "scheme", "" }, { "primitive", "" },
		{ "cipher", "" }, { "name", "" }, { "operation", "op" },
		{ "function", "op" }, { "op", "op" }, { "implementation", "impl" },
		{ "impl", "impl" }, { "variant", "variant" },
		{ "parameter set", "set" }, { "parameters", "set" },
		{ "config", "config" }, { "configuration", "config" },
		{ "platform", "platform" }, { "library", "library" },
		{ "version", "version" }, { "optimization", "config" },
	};
	size_t i;

	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
		if (strcasecmp(h, keys[i].head) == 0)
			return keys[i].key;
	return NULL;
}

/* A value column's head: operations (split at '/'), unit, statistic,
 * hardware or software, the rest a variant. */
static void
parse_head(const char *h, tcol *c)
{
	char buf[CELL], *p, *w;
	size_t n;

	snprintf(buf, sizeof(buf), "%s", h);
	/* "1536", "long": a column per message length */
	if ((h[0] != '\0' && strspn(h, "0123456789") == strlen(h) &&
	     strlen(h) < sizeof(c->msg)) || strcasecmp(h, "long") == 0) {
		snprintf(c->msg, sizeof(c->msg), "%s", h);
		return;
	}
	/* "(Software)", "(Hardware)", a "SW"/"HW" word */
	if ((p = strcasestr(buf, "software")) != NULL ||
	    (p = strcasestr(buf, "hardware")) != NULL) {
		c->impl = tolower((unsigned char)*p) == 's' ? IG_SW : IG_HW;
		memset(p, ' ', 8);
	}
	/* units in brackets, then as words */
	for (p = buf; (p = strpbrk(p, "[(")) != NULL; p++) {
		char close = *p == '[' ? ']' : ')';
		char *e = strchr(p, close);

		if (e != NULL &&
		    head_unit(p + 1, (size_t)(e - p - 1), &c->metric,
			      &c->unit)) {
			memset(p, ' ', (size_t)(e - p + 1));
		}
	}
	for (p = buf; *p != '\0';) {
		static const char *const two[] = { "clock cycles",
			"cycles per byte", NULL };
		int k;

		p += strspn(p, " ,;()[]");
		n = strcspn(p, " ,;()[]");
		for (k = 0; two[k] != NULL; k++)
			if (strncasecmp(p, two[k], strlen(two[k])) == 0)
				n = strlen(two[k]);
		if (n > 0 && c->unit == NULL &&
		    head_unit(p, n, &c->metric, &c->unit))
			memset(p, ' ', n);
		p += n;
	}
	/* operations: the parts at '/', then each word */
	for (w = strtok_r(buf, "/", &p); w != NULL; w = strtok_r(NULL, "/", &p)) {
		char *word, *save, part[CELL];
		const char *op;

		snprintf(part, sizeof(part), "%s", w);
		str_trim(part);
		if ((op = ig_op(part)) != NULL && strcasecmp(part, "speed")) {
			if (c->nops < TVALS)
				c->op[c->nops++] = op;
			continue;
		}
		for (word = strtok_r(part, " ,;()[]", &save); word != NULL;
		     word = strtok_r(NULL, " ,;()[]", &save)) {
			n = strlen(word);
			if (filler(word, n))
				continue;
			if (ig_stat_word(word, n) != NULL) {
				c->stat = ig_stat_word(word, n);
			} else if (strcasecmp(word, "sw") == 0 ||
				   strcasecmp(word, "hw") == 0) {
				c->impl = word[0] == 's' || word[0] == 'S' ?
					  IG_SW : IG_HW;
			} else if ((op = ig_op(word)) != NULL) {
				if (c->nops < TVALS)
					c->op[c->nops++] = op;
			} else if (footprint(word) != NULL) {
				c->foot = footprint(word);
			} else {
				size_t l = strlen(c->variant);

				snprintf(c->variant + l,
					 sizeof(c->variant) - l, "%s%s",
					 l ? " " : "", word);
			}
		}
	}
}

/* A unit stated near a table ("All figures in clock cycles"). */
static void
caption_unit(const page *p, int first, const char **metric,
	     const char **unit)
{
	int i;

	for (i = first - 1; i >= 0 && i >= first - 60; i--) {
		const char *l = p->line[i];
		const char *m, *u;

		/* another table's lines say nothing of this one; a top
		 * heading ("# ... in cycles per byte") is the last line
		 * looked at */
		if (strchr(l, '|') != NULL)
			continue;
		if (i < first - 4 && l[0] != '#')
			continue;
		if (strcasestr(l, "cycles per byte") != NULL ||
		    strcasestr(l, "cycles/byte") != NULL)
			m = "cycles", u = "cycles/B";
		else if (strcasestr(l, "cycles") != NULL)
			m = "cycles", u = "cycles";
		else if (strstr(l, "(ms)") != NULL ||
			 strcasestr(l, "milliseconds") != NULL)
			m = "time", u = "ms";
		else if (strcasestr(l, "in bytes") != NULL)
			m = "bytes", u = "bytes";
		else if (l[0] == '#' && l[1] == ' ')
			return;
		else
			continue;
		*metric = m;
		*unit = u;
		return;
	}
}

/* The tables of a page, into t[max]; their count. */
static int
find_tables(const page *p, tbl *t, int max)
{
	int i = 0, n = 0;

	while (i < p->n && n < max) {
		const char *l = p->line[i];
		tbl *x = &t[n];

		memset(x, 0, sizeof(*x));
		if (l[0] == '+' && is_rule(l)) {
			/* +---+ box: heads between the first two rules */
			int j = i + 1, k;

			x->kind = T_BOX;
			for (k = j; k < p->n && p->line[k][0] == '|'; k++)
				if (x->nhead < 2)
					x->head[x->nhead++] = k;
			if (x->nhead == 0 || k >= p->n || p->line[k][0] != '+') {
				i++;
				continue;
			}
			x->body = k + 1;
			for (j = k + 1; j < p->n && (p->line[j][0] == '|' ||
				    (p->line[j][0] == '+' &&
				     is_rule(p->line[j]))); j++)
				;
			x->end = j;
			i = j;
			n++;
			continue;
		}
		if (strchr(l, '|') != NULL && i + 1 < p->n &&
		    is_rule(p->line[i + 1]) && strchr(p->line[i + 1], '|')) {
			int j;

			x->kind = T_PIPE;
			x->head[x->nhead++] = i;
			x->body = i + 2;
			for (j = i + 2; j < p->n && strchr(p->line[j], '|') &&
			     !(p->line[j][0] == '+'); j++)
				;
			x->end = j;
			i = j;
			n++;
			continue;
		}
		if (strstr(l, "<tr") != NULL || strstr(l, "<th") != NULL) {
			int j;

			x->kind = T_PIPE;
			x->head[x->nhead++] = i;
			x->body = i + 1;
			for (j = i + 1; j < p->n && strstr(p->line[j], "<td");
			     j++)
				;
			x->end = j;
			if (j > i + 1) {
				n++;
				i = j;
				continue;
			}
		}
		/* whitespace columns: a head, an optional rule of dashes,
		 * rows whose cells after the first are figures */
		{
			trow h, r;
			int j = i + 1, rows = 0;

			split_row(T_SPACE, l, &h);
			/* a head has two cells at least, its last no figure:
			 * anything else is not looked further at */
			if (h.n < 2 || numeric(h.cell[h.n - 1]) ||
			    strchr(l, '|') != NULL) {
				i++;
				continue;
			}
			if (j < p->n && is_rule(p->line[j]) &&
			    strchr(p->line[j], '|') == NULL)
				j++;
			for (; j < p->n && p->line[j][0] != '\0'; j++) {
				split_row(T_SPACE, p->line[j], &r);
				if (r.n < 2 || (r.n != h.n && r.n != h.n + 1) ||
				    !numeric(r.cell[r.n - 1]))
					break;
				rows++;
			}
			if (h.n >= 2 && rows >= 1 && !numeric(h.cell[h.n - 1]) &&
			    strchr(l, '|') == NULL) {
				x->kind = T_SPACE;
				x->head[x->nhead++] = i;
				x->body = j - rows;
				x->end = j;
				n++;
				i = j;
				continue;
			}
		}
		i++;
	}
	return n;
}

/* The cells of line i of table t. */
static void
table_row(const page *p, const tbl *t, int i, trow *r)
{
	split_row(t->kind, p->line[i], r);
}

/* What a row's name says: the algorithm (the longest run of its words
 * the alias table knows, else the whole name), its operations ("ECDSA
 * P-256 sign", "AES-128 encryption/decryption in CTR mode": both), and
 * the other words ("Constant-time bitsliced"): a variant. */
typedef struct tname {
	char alg[CELL], variant[CELL];
	const char *op[TVALS];
	int nops, known;
} tname;

static void
read_name(const char *cell, tname *t)
{
	static const char *const skip[] = { "in", "mode", "with", "for",
		"of", "the", "a", NULL };
	char buf[CELL], *w[24], *save, *tok;
	int nw = 0, i, j, k, best_i = -1, best_n = 0, used[24] = { 0 };

	memset(t, 0, sizeof(*t));
	snprintf(buf, sizeof(buf), "%s", cell);
	for (tok = strtok_r(buf, " ", &save); tok != NULL && nw < 24;
	     tok = strtok_r(NULL, " ", &save))
		w[nw++] = tok;
	/* operation words: "sign", "encryption/decryption", "key gen" */
	for (i = 0; i < nw; i++) {
		const char *op;
		char two[64], *sl;

		if (i + 1 < nw) {
			snprintf(two, sizeof(two), "%s %s", w[i], w[i + 1]);
			if ((op = ig_op(two)) != NULL) {
				if (t->nops < TVALS)
					t->op[t->nops++] = op;
				used[i] = used[i + 1] = 1;
				i++;
				continue;
			}
		}
		snprintf(two, sizeof(two), "%s", w[i]);
		for (tok = strtok_r(two, "/", &sl); tok != NULL;
		     tok = strtok_r(NULL, "/", &sl)) {
			if ((op = ig_op(tok)) == NULL ||
			    strcasecmp(tok, "speed") == 0)
				break;
			if (t->nops < TVALS)
				t->op[t->nops++] = op;
			used[i] = 1;
		}
		if (tok != NULL && used[i])
			used[i] = 0;    /* "a/b" of which one is no operation */
		for (k = 0; !used[i] && skip[k] != NULL; k++)
			if (strcasecmp(w[i], skip[k]) == 0)
				used[i] = 2;
	}
	/* the longest run (of 8 words at most) of the other words the alias
	 * table knows */
	for (i = 0; i < nw; i++)
		for (j = i + 8 < nw ? i + 8 : nw; j > i; j--) {
			char run[CELL] = "";

			for (k = i; k < j; k++)
				if (used[k] != 1 && used[k] != 2)
					snprintf(run + strlen(run),
						 sizeof(run) - strlen(run), "%s%s",
						 run[0] ? " " : "", w[k]);
			if (j - i > best_n && run[0] && alg_lookup(run)) {
				best_i = i;
				best_n = j - i;
				snprintf(t->alg, sizeof(t->alg), "%s", run);
			}
		}
	t->known = best_i >= 0;
	for (k = 0; k < nw; k++) {
		int in_alg = t->known && k >= best_i && k < best_i + best_n;

		if (used[k] == 1 || used[k] == 2 || in_alg)
			continue;
		if (!t->known)
			snprintf(t->alg + strlen(t->alg),
				 sizeof(t->alg) - strlen(t->alg), "%s%s",
				 t->alg[0] ? " " : "", w[k]);
		else
			snprintf(t->variant + strlen(t->variant),
				 sizeof(t->variant) - strlen(t->variant),
				 "%s%s", t->variant[0] ? " " : "", w[k]);
	}
}

/* The params of a figure: label keys, the column's variant, stat. */
static int
figure_params(char *out, size_t len, const char *keys, const tcol *c,
	      const char *stat)
{
	char k[300];

	if (fmt_fit(k, sizeof(k), "%s%s%s%s", keys,
		    c->msg[0] && keys[0] ? ";" : "", c->msg[0] ? "message=" :
		    "", c->msg) != 0)
		return -1;
	return fmt_fit(out, len, "%s%s%s%s%s%s", k,
		       c->variant[0] && k[0] ? ";" : "",
		       c->variant[0] ? "config=" : "", c->variant,
		       stat && (k[0] || c->variant[0]) ? ";stat=" :
		       stat ? "stat=" : "", stat ? stat : "");
}

/* The block of a block cipher's id, in bytes (0: none): a figure "per
 * block" of its encryption is per that many bytes (buffer=). */
static int
cipher_block(const char *id)
{
	if (strncmp(id, "aes-", 4) == 0 || strncmp(id, "sm4-", 4) == 0 ||
	    strncmp(id, "camellia-", 9) == 0 || strncmp(id, "aria-", 5) == 0)
		return 16;
	if (strncmp(id, "3des-", 5) == 0 || strncmp(id, "des-", 4) == 0)
		return 8;
	return 0;
}

/* One body row: each figure of it. */
static int
read_row(ingest *ig, const page *p, const tbl *t, tcol *col, int nc,
	 int line, const trow *r, char *last_name, const char *tmetric,
	 const char *tunit)
{
	char name[CELL], keys[256] = "", id[40], params[192];
	const char *rop = NULL;
	const cb_alg *a;
	tname tn;
	int c, k, o;

	if (r->n != nc && !(t->kind == T_SPACE && r->n == nc - 1))
		return ig_fail(ig, line, "%d cells where the table's head has "
			       "%d: cut short?", r->n, nc);
	if (t->closed && !r->closed)
		return ig_fail(ig, line, "a table row without its closing "
			       "'|': cut short?");
	snprintf(name, sizeof(name), "%s", t->alg[0] ? t->alg :
		 col[0].label ? r->cell[0] : "");
	if (t->alg[0] != '\0' &&
	    fmt_fit(keys, sizeof(keys), "platform=%s", t->platform) != 0)
		return ig_fail(ig, line, "names too long");
	if (name[0] == '\0')
		snprintf(name, sizeof(name), "%s", last_name);
	else
		snprintf(last_name, CELL, "%s", name);
	for (c = t->alg[0] ? nc : 1; c < nc && c < r->n; c++) {
		if (!col[c].label || r->cell[c][0] == '\0')
			continue;
		if (strcmp(col[c].key, "op") == 0) {
			rop = ig_op(r->cell[c]);
		} else if (col[c].key[0] != '\0') {
			size_t l = strlen(keys);

			if (fmt_fit(keys + l, sizeof(keys) - l, "%s%s=%s",
				    l ? ";" : "", col[c].key, r->cell[c]) != 0)
				return ig_fail(ig, line, "names too long");
		}
	}
	read_name(name, &tn);
	a = tn.known ? alg_lookup(tn.alg) : NULL;
	if (t->per_block && a != NULL && cipher_block(a->id) > 0 &&
	    (tn.nops == 0 || strcmp(tn.op[0], "encrypt") == 0 ||
	     strcmp(tn.op[0], "decrypt") == 0)) {
		/* "cycle/block averages": per the cipher's block */
		snprintf(keys + strlen(keys), sizeof(keys) - strlen(keys),
			 "%sbuffer=%d", keys[0] ? ";" : "",
			 cipher_block(a->id));
	}
	if (tn.variant[0] != '\0') {
		size_t l = strlen(keys);

		if (fmt_fit(keys + l, sizeof(keys) - l, "%svariant=%s",
			    l ? ";" : "", tn.variant) != 0)
			return ig_fail(ig, line, "names too long");
	}
	snprintf(name, sizeof(name), "%s", tn.alg);
	/* a row of words (a name the alias table does not know, and no
	 * figure): not a benchmark's row */
	if (!tn.known) {
		for (c = 1; c < r->n && (col[c].label || !numeric(r->cell[c]));
		     c++)
			;
		if (c >= r->n)
			return 0;
	}
	if (ig_alg_id(ig, line, name, id, sizeof(id)) != 0)
		return -1;
	a = alg_by_id(id);
	for (c = 0; c < nc && c < r->n; c++) {
		ig_val v[TVALS];
		int nv;

		if (col[c].label || col[c].skip)
			continue;
		/* a cell that is no figure ("176+2m (in/out)"): said, and
		 * the row's other figures read */
		if ((nv = ig_cell_vals(ig, line, r->cell[c], v, TVALS)) < 0) {
			const char *why = strstr(ig->err, ": ");

			ig_warn(ig, line, "cell '%s' not read (%s)", r->cell[c],
				why ? why + 2 : ig->err);
			ig->err[0] = '\0';
			continue;
		}
		/* "742 (code) + 1024 (data)" under one operation: which
		 * figure is the column's cannot be told */
		for (k = 0; k < nv && (v[k].slot == 0 || v[k].stat != NULL ||
				       v[k].slot < col[c].nops); k++)
			;
		if (k < nv) {
			ig_warn(ig, line, "cell '%s' has more figures than its "
				"column names operations: not read",
				r->cell[c]);
			continue;
		}
		for (k = 0; k < nv; k++) {
			/* "Enc/Dec": a part each; "AVG: a <br /> MIN: b":
			 * statistics of the one operation */
			const char *op = col[c].nops > v[k].slot ?
					 col[c].op[v[k].slot] :
					 v[k].stat && col[c].nops ?
					 col[c].op[0] : NULL;
			const char *m = v[k].metric ? v[k].metric :
					col[c].metric ? col[c].metric : tmetric;
			const char *u = v[k].unit ? v[k].unit :
					col[c].unit ? col[c].unit : tunit;
			const char *stat = v[k].stat ? v[k].stat : col[c].stat;

			/* bytes of a footprint: its metric */
			if (u != NULL && strcmp(u, "bytes") == 0 &&
			    col[c].foot != NULL)
				m = col[c].foot;
			if (u == NULL)
				return ig_fail(ig, line, "'%s' has no unit, in "
					       "its cell, its column's head or "
					       "the lines above the table",
					       r->cell[c]);
			if (op == NULL)
				op = rop;
			/* the name's operations, each a row of the figure
			 * ("encryption/decryption": one cost for both) */
			for (o = 0; op == NULL && o + 1 < tn.nops; o++)
				if (figure_params(params, sizeof(params), keys,
						  &col[c], stat) != 0 ||
				    ig_add(ig, line, col[c].impl ? col[c].impl :
					   IG_UNSTATED, id, tn.op[o], params,
					   m, v[k].value, u) != 0)
					return -1;
			if (op == NULL && tn.nops > 0)
				op = tn.op[tn.nops - 1];
			if (op == NULL && a != NULL &&
			    (strcmp(a->family, "signature") == 0 ||
			     strcmp(a->family, "key-exchange") == 0 ||
			     strcmp(a->family, "pq") == 0)) {
				ig_warn(ig, line, "no operation for %s under "
					"'%s': not read", id, r->cell[c]);
				continue;
			}
			if (op == NULL)
				op = ig_bulk_op(id);
			if (figure_params(params, sizeof(params), keys, &col[c],
					  stat) != 0)
				return ig_fail(ig, line, "parameters too long");
			if (ig_add(ig, line, col[c].impl ? col[c].impl :
				   IG_UNSTATED, id, op, params, m, v[k].value,
				   u) != 0)
				return -1;
		}
	}
	ig->table_end = line;
	(void)p;
	return 0;
}

/* Does a table name a known algorithm in a row? (so that a table of pins
 * or prices is no benchmark) */
static int
has_algorithm(const page *p, const tbl *t)
{
	trow r;
	int i;

	for (i = t->body; i < t->end; i++) {
		table_row(p, t, i, &r);
		if (r.n < 2)
			continue;
		tname tn;

		read_name(r.cell[0], &tn);
		if (tn.known)
			return 1;
	}
	return 0;
}

/* Does a table's platform ("Cortex-A7 (ARMv7)") name the one the user
 * gave (--mcu, --core), or the other way round? */
static int
platform_is(const char *platform, const char *given)
{
	return given != NULL && given[0] != '\0' && platform[0] != '\0' &&
	       (strcasestr(platform, given) != NULL ||
		strcasestr(given, platform) != NULL);
}

/* The algorithm a heading just above a table names ("## **Ascon-AEAD128**
 * (NIST SP 800-232)"), into alg[len]; 0 if none does. */
static int
heading_alg(const page *p, int head, char *alg, size_t len)
{
	int i;

	for (i = head - 1; i >= 0 && i >= head - 4; i--) {
		const char *l = p->line[i];
		char h[CELL], *paren;
		tname tn;

		if (l[0] != '#')
			continue;
		clean(h, sizeof(h), l + strspn(l, "# "), strlen(l));
		if ((paren = strchr(h, '(')) != NULL)
			*paren = '\0';
		read_name(h, &tn);
		if (!tn.known)
			return 0;
		snprintf(alg, len, "%s", tn.alg);
		return 1;
	}
	return 0;
}

/* One table: its heads, then its rows. */
static int
read_table(ingest *ig, const page *p, tbl *t)
{
	tcol col[TCOLS];
	trow h, r;
	char last[CELL] = "";
	const char *tm = NULL, *tu = NULL;
	int nc, c, i, body = t->body, figures[TCOLS];

	memset(col, 0, sizeof(col));
	table_row(p, t, t->head[0], &h);
	nc = h.n;
	t->closed = h.closed;
	/* a second head row: the first body row holding no figure */
	if (t->nhead == 2 || (body < t->end)) {
		int second = t->nhead == 2 ? t->head[1] : body;

		table_row(p, t, second, &r);
		for (c = 1; c < r.n && !numeric(r.cell[c]); c++)
			;
		if (r.n == nc && c == r.n && (t->nhead == 2 || !r.cell[0][0])) {
			for (c = 0; c < nc; c++) {
				size_t l = strlen(h.cell[c]);

				snprintf(h.cell[c] + l, CELL - l, "%s%s",
					 l ? " " : "", r.cell[c]);
			}
			if (t->nhead < 2)
				body++;
		}
	}
	caption_unit(p, t->head[0], &tm, &tu);
	for (i = t->head[0] - 1; i >= 0 && i >= t->head[0] - 4; i--)
		if (strcasestr(p->line[i], "cycle/block") != NULL ||
		    strcasestr(p->line[i], "cycles/block") != NULL ||
		    strcasestr(p->line[i], "cycles per block") != NULL)
			t->per_block = 1;
	/* label columns: no figure under them (each row split once) */
	memset(figures, 0, sizeof(figures));
	for (i = body; i < t->end; i++) {
		table_row(p, t, i, &r);
		for (c = 0; c < nc && c < r.n; c++)
			figures[c] += numeric(r.cell[c]);
	}
	for (c = 0; c < nc; c++) {
		const char *key = label_key(h.cell[c]);

		col[c].label = c == 0 || figures[c] == 0 || key != NULL;
		if (col[c].label)
			snprintf(col[c].key, sizeof(col[c].key), "%s",
				 key != NULL ? key : "");
		else
			parse_head(h.cell[c], &col[c]);
		col[c].skip = !col[c].label && ig->opt.column != NULL &&
			      strcasestr(h.cell[c], ig->opt.column) == NULL;
	}
	for (i = body; i < t->end; i++) {
		if (t->kind != T_SPACE && is_rule(p->line[i]))
			continue;
		if (i == p->n - 1 && p->open_end)
			return ig_fail(ig, i + 1, "the page ends inside this "
				       "table row: cut short?");
		table_row(p, t, i, &r);
		if (t->alg[0] != '\0') {
			/* the platform's row the user named */
			clean(t->platform, sizeof(t->platform), r.cell[0],
			      strcspn(r.cell[0], "\\*"));
			if (!platform_is(t->platform, ig->opt.mcu) &&
			    !platform_is(t->platform, ig->opt.core))
				continue;
		}
		if (read_row(ig, p, t, col, nc, i + 1, &r, last, tm, tu) != 0)
			return -1;
	}
	return 0;
}

#define MAXT 64

static int
detect(const page *p)
{
	tbl t[MAXT];
	int n = find_tables(p, t, MAXT), i;

	for (i = 0; i < n; i++)
		if (has_algorithm(p, &t[i]) ||
		    heading_alg(p, t[i].head[0], t[i].alg, sizeof(t[i].alg)))
			return 1;
	return 0;
}

/* "... at 168 MHz", "@ 80MHz": the first clock the page states, not a
 * maximum ("up to 64MHz"). */
static void
page_clock(ingest *ig, const page *p)
{
	int i;

	for (i = 0; i < p->n && ig->board.clock_mhz == 0; i++) {
		const char *l = p->line[i], *m;

		for (m = strstr(l, "MHz"); m != NULL; m = strstr(m + 1, "MHz")) {
			const char *s = m;
			char num[24];
			double mhz;

			while (s > l && s[-1] == ' ')
				s--;
			while (s > l && (isdigit((unsigned char)s[-1]) ||
					 s[-1] == '.'))
				s--;
			if (s == m || (size_t)(m - s) >= sizeof(num) ||
			    (s - l >= 6 && strncasecmp(s - 6, "up to", 5) == 0))
				continue;
			snprintf(num, sizeof(num), "%.*s", (int)(m - s), s);
			str_trim(num);
			if (num_clock(num, &mhz) == 0) {
				ig->board.clock_mhz = mhz;
				break;
			}
		}
	}
}

static int
parse(ingest *ig, const page *p)
{
	tbl t[MAXT];
	int n = find_tables(p, t, MAXT), i, read = 0, platforms = 0;

	if (ig_provenance(ig, p) < 0)
		return -1;
	snprintf(ig->board.method, sizeof(ig->board.method),
		 "published (a table)");
	page_clock(ig, p);
	for (i = 0; i < n; i++) {
		/* a table of platforms under an algorithm's heading is read
		 * for the row the user names (--mcu or --core) */
		if (!has_algorithm(p, &t[i]) &&
		    !heading_alg(p, t[i].head[0], t[i].alg, sizeof(t[i].alg)))
			continue;
		if (t[i].alg[0] != '\0' && ig->opt.mcu == NULL &&
		    ig->opt.core == NULL) {
			platforms = t[i].head[0] + 1;
			continue;
		}
		if (read_table(ig, p, &t[i]) != 0)
			return -1;
		read++;
	}
	if (read == 0 && platforms > 0)
		return ig_fail(ig, platforms, "a table of platforms, one a row: "
			       "give --mcu or --core to name the row to read");
	if (read == 0)
		return ig_fail(ig, 0, "no table of figures names an algorithm "
			       "the alias table knows");
	return 0;
}

const layout layout_table = {
	"table",
	"any table whose rows name algorithms: markdown or pipe, +---+ box, "
	"HTML cells or whitespace-aligned columns",
	detect, parse, 0
};
