/* SPDX-License-Identifier: MIT */
/*
 * ST wiki pages saved as text (CMOX performance): numbered sections, table
 * headers of known column names, rows of words and numbers where numbers of
 * 10 000 and more are grouped with spaces ("11 609 120 µs": 11609 cycles,
 * 120 µs).  Where grouping is ambiguous the split that agrees with the clock
 * (cycles vs time, cycles vs rate) is taken.
 */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define MAXCOLS 12
#define MAXTOK 48
#define MAXCAND 8

enum kind { K_TEXT, K_SIZE, K_MEASURE };
enum role { R_PARAM, R_OP, R_ALG_MODE, R_ALG_KEY, R_ALG_HASH, R_ALG_CURVE,
	    R_ALG_MODULUS, R_ALG_SUITE, R_MEASURE };

typedef struct coldef {
	const char *name;
	enum kind kind;
	enum role role;
	const char *key;        /* param key or metric */
	const char *unit;       /* fixed unit, NULL: from the cell */
} coldef;

static const coldef coldefs[] = {
	{ "AES mode", K_TEXT, R_ALG_MODE, NULL, NULL },
	{ "Key size", K_SIZE, R_ALG_KEY, NULL, NULL },
	{ "HASH mode", K_TEXT, R_ALG_HASH, NULL, NULL },
	{ "Curve", K_TEXT, R_ALG_CURVE, NULL, NULL },
	{ "Modulus size", K_TEXT, R_ALG_MODULUS, NULL, NULL },
	{ "Suite", K_TEXT, R_ALG_SUITE, NULL, NULL },
	{ "Cipher operation", K_TEXT, R_OP, NULL, NULL },
	{ "Operation", K_TEXT, R_OP, NULL, NULL },
	{ "Function", K_TEXT, R_OP, NULL, NULL },
	{ "Buffer size", K_SIZE, R_PARAM, "buffer", NULL },
	{ "Message size", K_SIZE, R_PARAM, "message", NULL },
	{ "Chunk size", K_SIZE, R_PARAM, "chunk", NULL },
	{ "Configuration", K_TEXT, R_PARAM, "config", NULL },
	{ "ECC mathematics configuration", K_TEXT, R_PARAM, "config", NULL },
	{ "RSA mathematics configuration", K_TEXT, R_PARAM, "config", NULL },
	{ "Curve definition", K_TEXT, R_PARAM, "curve-def", NULL },
	{ "PKCS#1", K_TEXT, R_PARAM, "pkcs1", NULL },
	{ "Priv. key mod. exp. method", K_TEXT, R_PARAM, "modexp", NULL },
	{ "Priv. key mod. exp. implementation", K_TEXT, R_PARAM,
	  "modexp-impl", NULL },
	{ "Hash method", K_TEXT, R_PARAM, "hash", NULL },
	{ "Cycles", K_MEASURE, R_MEASURE, "cycles", "cycles" },
	{ "Time (in ms)", K_MEASURE, R_MEASURE, "time", "ms" },
	{ "Time", K_MEASURE, R_MEASURE, "time", NULL },
	{ "Bit rate", K_MEASURE, R_MEASURE, "throughput", NULL },
	{ "Code", K_MEASURE, R_MEASURE, "code", "bytes" },
	{ "Constant data", K_MEASURE, R_MEASURE, "const-data", "bytes" },
	{ "Global data", K_MEASURE, R_MEASURE, "global-data", "bytes" },
	{ "Stack usage", K_MEASURE, R_MEASURE, "stack", "bytes" },
	{ "Working buffer", K_MEASURE, R_MEASURE, "work-buffer", "bytes" },
};
#define NCOLDEFS (sizeof(coldefs) / sizeof(coldefs[0]))

/* Multi-word cell values that must stay together. */
static const char *const phrases[] = { "No CRT", NULL };

typedef struct st_state {
	char section[32];       /* first word of the N.M. heading */
	char mode[16];          /* sole-buffer, data-flow or "" */
	char section_alg[96];   /* last "AES mode" value, for tables without */
	int final_next;         /* prose announced the final-tag table */
	int sign_min;           /* the section's prose: signing figures are
				 * the minimum observed */
} st_state;

/* Parse a header line into columns; returns the count or 0. */
static int
parse_header(const char *line, const coldef **cols)
{
	const char *p = line;
	int n = 0, measures = 0;

	while (*p != '\0') {
		const coldef *best = NULL;
		size_t bl = 0, i;

		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		for (i = 0; i < NCOLDEFS; i++) {
			size_t l = strlen(coldefs[i].name);

			if (strncmp(p, coldefs[i].name, l) == 0 &&
			    (p[l] == ' ' || p[l] == '\0') && l > bl) {
				best = &coldefs[i];
				bl = l;
			}
		}
		if (best == NULL || n == MAXCOLS)
			return 0;
		cols[n++] = best;
		measures += best->kind == K_MEASURE;
		p += bl;
	}
	/* measures last, at least one, and something before them */
	if (measures == 0 || measures == n)
		return 0;
	for (int i = n - measures; i < n; i++)
		if (cols[i]->kind != K_MEASURE)
			return 0;
	return n;
}

static int
all_digits(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

/* One way of reading the numeric tail. */
typedef struct cand {
	char value[MAXCOLS][32];
	const char *unit[MAXCOLS];
} cand;

typedef struct seg {
	char **tok;
	int ntok;
	const coldef **mcols;
	int nm;
	/* ways[t][m]: readings of tok[t..] into columns m.., counted up to
	 * MAXCAND + 1 (more is as ambiguous as MAXCAND + 1) */
	int ways[MAXTOK + 1][MAXCOLS + 1];
	cand cur;
	cand out[MAXCAND];
	int nout;
} seg;

/*
 * The cell that starts at token t in column m when it takes g further
 * groups of three digits, with (with_unit) or without a unit word after
 * it: its value and unit into cur, and the token after it; -1 when that
 * is no reading of the cell.
 */
static int
cell_at(seg *s, int t, int m, int g, int with_unit)
{
	const coldef *c = s->mcols[m];
	const char *metric, *unit;
	char *v = s->cur.value[m];
	size_t l = 0;
	int k, next = t + 1 + g;

	if (next > s->ntok || num_len(s->tok[t]) != strlen(s->tok[t]))
		return -1;
	for (k = 0; k <= g; k++) {
		size_t tl = strlen(s->tok[t + k]);

		if (l + tl >= sizeof(s->cur.value[m]))
			return -1;      /* longer than any value field */
		memcpy(v + l, s->tok[t + k], tl);
		l += tl;
	}
	v[l] = '\0';
	if (!with_unit) {
		if (c->unit == NULL)
			return -1;      /* the column needs a unit word */
		s->cur.unit[m] = c->unit;
		return next;
	}
	if (next >= s->ntok || ig_unit(s->tok[next], &metric, &unit) < 0)
		return -1;
	/* the cell's unit must fit the column */
	if (c->unit != NULL ? unit_parse(c->unit) != unit_parse(unit) :
	    metric_parse(metric) != metric_parse(c->key))
		return -1;
	s->cur.unit[m] = unit;
	return next + 1;
}

/* How many groups of three digits may follow token t in one number: a
 * first part of 1 to 3 digits without a leading zero, then groups of
 * exactly three, within the 31 characters of a value. */
static int
max_groups(const seg *s, int t)
{
	size_t l = strlen(s->tok[t]);
	int g = 0;

	if (l > 3 || !all_digits(s->tok[t]) || s->tok[t][0] == '0')
		return 0;
	while (t + g + 1 < s->ntok && strlen(s->tok[t + g + 1]) == 3 &&
	       all_digits(s->tok[t + g + 1]) && l + 3 * (size_t)(g + 1) <=
	       CB_NUM_MAX)
		g++;
	return g;
}

/* Count the readings of every tail (ways), from the right: each cell is
 * tried in its few shapes (at most 10 groups, with or without a unit)
 * once per start, so the cost is linear in the row, never the number of
 * readings. */
static void
count_ways(seg *s)
{
	int t, m, g, u, n, next, maxg;

	for (m = s->nm; m >= 0; m--) {
		for (t = s->ntok; t >= 0; t--) {
			if (m == s->nm) {
				s->ways[t][m] = t == s->ntok;
				continue;
			}
			n = 0;
			maxg = t < s->ntok ? max_groups(s, t) : -1;
			for (g = 0; g <= maxg; g++)
				for (u = 0; u <= 1; u++) {
					next = cell_at(s, t, m, g, u);
					if (next >= 0)
						n += s->ways[next][m + 1];
				}
			s->ways[t][m] = n > MAXCAND ? MAXCAND + 1 : n;
		}
	}
}

/* List the readings of tok[t..] into columns m.. (at most MAXCAND, as
 * count_ways found), entering only tails that have one. */
static void
segment(seg *s, int t, int m)
{
	int g, u, next, maxg;

	if (m == s->nm) {
		if (t == s->ntok && s->nout < MAXCAND)
			s->out[s->nout++] = s->cur;
		return;
	}
	maxg = t < s->ntok ? max_groups(s, t) : -1;
	for (g = 0; g <= maxg; g++)
		for (u = 0; u <= 1; u++) {
			next = cell_at(s, t, m, g, u);
			if (next >= 0 && s->ways[next][m + 1] > 0)
				segment(s, next, m + 1);
		}
}

/* Does a reading agree with the clock?  tol 0: loose (factor 2). */
static int
agrees(ingest *ig, const cand *c, const coldef **mcols, int nm,
       double message, int strict, char *why, size_t whylen)
{
	double cyc = -1, hz = ig->board.clock_mhz * 1e6;
	int i;

	for (i = 0; i < nm; i++)
		if (metric_parse(mcols[i]->key) == MET_CYCLES)
			(void)num_parse(c->value[i], &cyc);
	if (cyc < 0 || hz <= 0)
		return 1;
	for (i = 0; i < nm; i++) {
		double v = 0, calc, scale;

		(void)num_parse(c->value[i], &v);     /* read by cell_at */

		/* the cell's unit, by the model's units table */
		scale = unit_scale(unit_parse(c->unit[i]));
		if (scale <= 0)
			continue;
		if (metric_parse(mcols[i]->key) == MET_TIME) {
			calc = cyc / hz / scale;
		} else if (metric_parse(mcols[i]->key) == MET_THROUGHPUT &&
			   message > 0) {
			calc = message / (cyc / hz) / scale;
		} else {
			continue;
		}
		if (!strict) {
			if (calc <= 0 || v / calc < 0.5 || v / calc > 2)
				return 0;
		} else if (fabs(v - calc) > 1 + 0.005 * calc) {
			snprintf(why, whylen, "%s cycles at %g MHz give "
				 "%.1f %s, the page says %s %s", c->value[0],
				 ig->board.clock_mhz, calc, c->unit[i],
				 c->value[i], c->unit[i]);
			return 0;
		}
	}
	return 1;
}

/* "Small" -> "small", "No CRT" -> "no-crt". */
static void
param_value(char *dst, size_t len, const char *src)
{
	size_t o = 0;

	for (; *src != '\0' && o + 1 < len; src++)
		dst[o++] = *src == ' ' ? '-' :
			   (char)tolower((unsigned char)*src);
	dst[o] = '\0';
}

/* Append key=value; -1 when the parameters would not fit. */
static int
param_add(char *params, size_t len, const char *key, const char *value)
{
	size_t l = strlen(params);

	return fmt_fit(params + l, len - l, "%s%s=%s", l ? ";" : "", key,
		       value);
}

static const struct {
	const char *word;
	const char *op;
} st_ops[] = {
	{ "Encryption", "encrypt" }, { "Decryption", "decrypt" },
	{ "Signature", "sign" }, { "Verification", "verify" },
	{ "keyGen", "keygen" }, { "Key generation", "keygen" },
};

/* The row's words and sizes into vals, column by column up to its first
 * measure (first_m); *posp: the first word after them.  0, or -1 after
 * ig_fail. */
static int
row_words(ingest *ig, int line, char **tok, int ntok, int *posp,
	  const coldef **cols, int first_m, char vals[][96])
{
	int j, i, pos = *posp;

	for (j = 0; j < first_m;) {
		if (cols[j]->kind == K_SIZE) {
			if (pos + 1 >= ntok || !all_digits(tok[pos]) ||
			    (strcmp(tok[pos + 1], "bits") != 0 &&
			     strcmp(tok[pos + 1], "bytes") != 0))
				return ig_fail(ig, line, "column '%s': expected "
					       "a size like '128 bits' or '32 "
					       "bytes'", cols[j]->name);
			if (ig_field(ig, line, vals[j], sizeof(vals[j]),
				     cols[j]->name, tok[pos]) != 0)
				return -1;
			pos += 2;
			j++;
			continue;
		}
		/* a run of text columns takes the words up to a number */
		{
			int k = j, nw = 0, c;
			char *words[MAXTOK];

			while (k < first_m && cols[k]->kind == K_TEXT)
				k++;
			while (pos < ntok && !all_digits(tok[pos])) {
				/* keep known phrases in one piece */
				for (i = 0; phrases[i] != NULL; i++) {
					char two[96];

					if (pos + 1 >= ntok)
						break;
					snprintf(two, sizeof(two), "%s %s",
						 tok[pos], tok[pos + 1]);
					if (strcmp(two, phrases[i]) == 0)
						break;
				}
				if (phrases[i] != NULL && pos + 1 < ntok) {
					tok[pos][strlen(tok[pos])] = ' ';
					words[nw++] = tok[pos];
					pos += 2;
					continue;
				}
				words[nw++] = tok[pos++];
			}
			if (nw < k - j)
				return ig_fail(ig, line, "row has %d words for "
					       "%d text columns (truncated?)",
					       nw, k - j);
			/* extra words belong to the last column of the run
			 * ("Signature Low RAM") */
			for (c = j; c < k; c++) {
				int from = c - j, to = c == k - 1 ? nw : from + 1;

				vals[c][0] = '\0';
				for (i = from; i < to; i++) {
					size_t l = strlen(vals[c]);

					if (fmt_fit(vals[c] + l,
						    sizeof(vals[c]) - l, "%s%s",
						    i > from ? " " : "",
						    words[i]) != 0)
						return ig_fail(ig, line,
							"column '%s': text "
							"longer than %zu "
							"characters",
							cols[c]->name,
							sizeof(vals[c]) - 1);
				}
			}
			j = k;
		}
	}
	*posp = pos;
	return 0;
}

/* The one reading of the row's numbers (tok, ntok) as the nm measures
 * of mcols that agrees with the clock; its segmentation into *sp (the
 * caller frees it), the reading into *pickp.  0, or -1 after ig_fail. */
static int
row_reading(ingest *ig, int line, char **tok, int ntok, const coldef **mcols,
	    int nm, double message, seg **sp, const cand **pickp)
{
	char why[256];
	const cand *pick = NULL;
	seg *s;
	int i, strict;

	s = calloc(1, sizeof(*s));
	if (s == NULL)
		return ig_fail(ig, line, "out of memory");
	s->tok = tok;
	s->ntok = ntok;
	s->mcols = mcols;
	s->nm = nm;
	count_ways(s);
	if (s->ways[0][0] > MAXCAND) {
		free(s);
		return ig_fail(ig, line, "ambiguous digit grouping: the %d "
			       "numbers of this row can be read as %d values "
			       "in more than %d ways", ntok, nm,
			       MAXCAND);
	}
	segment(s, 0, 0);
	if (s->nout == 0) {
		free(s);
		return ig_fail(ig, line, "cannot read %d values from the "
			       "numbers of this row (value without unit or "
			       "truncated?)", nm);
	}
	/* several readings: keep the one that agrees with the clock, to
	 * rounding first, else within a factor of two (then warn) */
	for (strict = 1; strict >= 0 && pick == NULL; strict--) {
		for (i = 0; i < s->nout; i++) {
			if (s->nout > 1 &&
			    !agrees(ig, &s->out[i], mcols, nm, message, strict,
				    why, sizeof(why)))
				continue;
			if (pick != NULL) {
				free(s);
				return ig_fail(ig, line, "ambiguous digit "
					       "grouping: the numbers can be "
					       "read in more than one way");
			}
			pick = &s->out[i];
		}
	}
	if (pick == NULL) {
		free(s);
		return ig_fail(ig, line, "no reading of the numbers agrees "
			       "with the clock");
	}
	why[0] = '\0';
	if (!agrees(ig, pick, mcols, nm, message, 1, why, sizeof(why)))
		ig_warn(ig, line, "cycles and time disagree: %s", why);
	*sp = s;
	*pickp = pick;
	return 0;
}

static int
parse_row(ingest *ig, st_state *st, int line, char *text,
	  const coldef **cols, int ncols, int final)
{
	char *tok[MAXTOK], *save, *w;
	char vals[MAXCOLS][96], params[sizeof(ig->rows->params)] = "";
	char alg[256] = "", op[24] = "", variant[96] = "", id[40];
	const coldef *mcols[MAXCOLS];
	int ntok = 0, pos = 0, j, nm = 0, first_m, i, longp = 0;
	double message = 0;
	seg *s = NULL;
	const cand *pick = NULL;
	const cb_alg *a;

	for (w = strtok_r(text, " \t", &save); w != NULL;
	     w = strtok_r(NULL, " \t", &save)) {
		if (ntok == MAXTOK)
			return ig_fail(ig, line, "too many words in row");
		tok[ntok++] = w;
	}
	for (first_m = 0; cols[first_m]->kind != K_MEASURE; first_m++)
		;
	/* words and sizes, column by column */
	if (row_words(ig, line, tok, ntok, &pos, cols, first_m, vals) != 0)
		return -1;
	for (j = first_m; j < ncols; j++)
		mcols[nm++] = cols[j];
	for (j = 0; j < first_m; j++)
		if (cols[j]->role == R_PARAM &&
		    strcmp(cols[j]->key, "message") == 0)
			(void)num_parse(vals[j], &message);   /* digits */
	/* the numbers, read as the measures */
	if (row_reading(ig, line, tok + pos, ntok - pos, mcols, nm, message,
			&s, &pick) != 0)
		return -1;

	/* algorithm, operation, parameters */
	if (st->mode[0] != '\0')
		longp |= param_add(params, sizeof(params), "mode", st->mode);
	for (j = 0; j < first_m; j++) {
		const coldef *c = cols[j];
		char pv[96];

		switch (c->role) {
		case R_ALG_MODE:
			snprintf(st->section_alg, sizeof(st->section_alg),
				 "%s", vals[j]);
			snprintf(alg, sizeof(alg), "%s", vals[j]);
			break;
		case R_ALG_KEY:
			break;
		case R_ALG_HASH:
		case R_ALG_SUITE:
			snprintf(alg, sizeof(alg), "%s", vals[j]);
			break;
		case R_ALG_CURVE:
		case R_ALG_MODULUS:
			snprintf(alg, sizeof(alg), "%s %s", st->section,
				 vals[j]);
			break;
		case R_OP:
			for (i = 0; i < (int)(sizeof(st_ops) /
					      sizeof(st_ops[0])); i++) {
				size_t l = strlen(st_ops[i].word);

				if (strncasecmp(vals[j], st_ops[i].word, l) == 0
				    && (vals[j][l] == '\0' ||
					vals[j][l] == ' ')) {
					snprintf(op, sizeof(op), "%s",
						 st_ops[i].op);
					if (vals[j][l] == ' ')
						param_value(variant,
							    sizeof(variant),
							    vals[j] + l + 1);
					break;
				}
			}
			if (op[0] == '\0')
				return free(s), ig_fail(ig, line, "unknown "
					"operation '%s'", vals[j]);
			break;
		case R_PARAM:
			param_value(pv, sizeof(pv), vals[j]);
			longp |= param_add(params, sizeof(params), c->key,
					   pv);
			break;
		case R_MEASURE:
			break;
		}
	}
	if (variant[0] != '\0')
		longp |= param_add(params, sizeof(params), "variant",
				   variant);
	if (longp)
		return free(s), ig_fail(ig, line, "the parameters of this row "
					"are longer than %zu characters",
					sizeof(params) - 1);
	/* the key size goes into the mode name: "AES CBC" -> "AES 128 CBC" */
	for (j = 0; j < first_m; j++) {
		if (cols[j]->role == R_ALG_KEY) {
			char *sp = strchr(alg, ' ');
			char tmp[sizeof(alg)];

			if (sp == NULL)
				return free(s), ig_fail(ig, line, "key size "
					"without a cipher mode");
			snprintf(tmp, sizeof(tmp), "%.*s %s%s",
				 (int)(sp - alg), alg, vals[j], sp);
			snprintf(alg, sizeof(alg), "%s", tmp);
		}
	}
	if (alg[0] == '\0')
		snprintf(alg, sizeof(alg), "%s", st->section_alg);
	if (alg[0] == '\0')
		return free(s), ig_fail(ig, line, "table names no algorithm");
	if (ig_alg_id(ig, line, alg, id, sizeof(id)) != 0)
		return free(s), -1;
	a = alg_by_id(id);
	if (op[0] == '\0') {
		if (strcmp(a->family, "hash") != 0)
			return free(s), ig_fail(ig, line, "table names no "
				"operation");
		snprintf(op, sizeof(op), "%s", final ? "final" : "hash");
	}
	/* the statistic the section states for signing figures */
	if (st->sign_min && strcmp(op, "sign") == 0 &&
	    param_add(params, sizeof(params), "stat", "min"))
		return free(s), ig_fail(ig, line, "the parameters of this row "
					"are longer than %zu characters",
					sizeof(params) - 1);
	/* CMOX is a software library: the page says so at its top */
	for (i = 0; i < nm; i++) {
		if (ig_add(ig, line, IG_SW, id, op, params, mcols[i]->key,
			   pick->value[i], pick->unit[i]) != 0)
			return free(s), -1;
	}
	free(s);
	return 0;
}

static int
meta_stwiki(ingest *ig, const page *p)
{
	cb_board *b = &ig->board;
	int i, tools = 0, rc = 0;

	snprintf(b->method, sizeof(b->method), "published");
	for (i = 0; i < p->n && rc == 0; i++) {
		char *l = p->line[i], *q, *e;

		if (strstr(l, "CMOX") != NULL && b->library[0] == '\0')
			snprintf(b->library, sizeof(b->library), "CMOX");
		if ((q = strstr(l, "MCU ")) != NULL && q - l < 16 &&
		    b->mcu[0] == '\0' && strchr(q + 4, ' ') == NULL)
			rc = ig_field(ig, i + 1, b->mcu, sizeof(b->mcu), "MCU",
				      q + 4);
		if (rc == 0 && strncmp(l, "Board ", 6) == 0 &&
		    b->name[0] == '\0')
			rc = ig_field(ig, i + 1, b->name, sizeof(b->name),
				      "board name", l + 6);
		if (rc == 0 &&
		    strncmp(l, "System core clock frequency ", 28) == 0) {
			/* "96 MHz": a clock, then MHz */
			q = l + 28;
			e = q + strcspn(q, " ");
			if (strcmp(e, " MHz") != 0)
				return ig_fail(ig, i + 1, "expected 'System "
					       "core clock frequency N MHz'");
			*e = '\0';
			rc = num_clock(q, &b->clock_mhz);
			*e = ' ';
			if (rc != 0)
				return ig_fail(ig, i + 1, "clock '%.*s' MHz is "
					       "not a frequency (a number "
					       "from 0.001 to 100000)",
					       (int)(e - q), q);
		}
		if (rc == 0 && (q = strstr(l, "library version ")) != NULL) {
			q += 16;
			if (fmt_fit(b->library_version,
				    sizeof(b->library_version), "%.*s",
				    (int)strcspn(q, "[ "), q) != 0)
				rc = ig_fail(ig, i + 1, "library version is "
					     "longer than %zu characters",
					     sizeof(b->library_version) - 1);
		}
		if (strstr(l, "toolchains and compilers") != NULL)
			tools = 1;
		if (rc == 0 && tools && b->compiler[0] == '\0' &&
		    strstr(l, "Compiler") != NULL &&
		    strstr(l, "toolchains") == NULL)
			rc = ig_field(ig, i + 1, b->compiler,
				      sizeof(b->compiler), "compiler", l);
		if (rc == 0 && (q = strstr(l, "built with the ")) != NULL &&
		    (e = strstr(q, " optimization")) != NULL) {
			q += 15;
			if (e < q || fmt_fit(b->optimization,
					     sizeof(b->optimization), "%.*s",
					     (int)(e - q), q) != 0)
				rc = ig_fail(ig, i + 1, "cannot read the "
					     "optimization setting");
		}
	}
	if (b->library[0] == '\0')
		snprintf(b->library, sizeof(b->library), "unknown");
	return rc;
}

/* "2.1.1. Data flow mode" -> level 3, title "Data flow mode". */
static int
heading(const char *l, const char **title)
{
	int level = 0;

	while (isdigit((unsigned char)*l)) {
		while (isdigit((unsigned char)*l))
			l++;
		if (*l != '.')
			return 0;
		l++;
		level++;
	}
	if (level == 0 || *l != ' ')
		return 0;
	*title = l + 1;
	return level;
}

/* A header cut short: column names, the last perhaps cut inside. */
static int
header_prefix(const char *p)
{
	size_t i, l;

	while (*p != '\0') {
		while (*p == ' ')
			p++;
		for (i = 0; i < NCOLDEFS; i++) {
			l = strlen(coldefs[i].name);
			if (strncmp(p, coldefs[i].name, l) == 0 &&
			    (p[l] == ' ' || p[l] == '\0'))
				break;
		}
		if (i < NCOLDEFS) {
			p += l;
			continue;
		}
		for (i = 0; i < NCOLDEFS; i++)
			if (*p != '\0' &&
			    strncmp(coldefs[i].name, p, strlen(p)) == 0)
				return 1;
		return 0;
	}
	return 1;
}

/*
 * After the last table of an ST page: a page cut between tables shows a
 * table announced ("The table below shows ...") but missing, ends on a
 * heading with nothing under it, or ends inside a line other than the
 * wiki's "Retrieved from" footer.  0 or -1.
 */
static int
stwiki_tail(ingest *ig, const page *p)
{
	const char *title;
	int i, last = -1;

	for (i = ig->table_end; i < p->n; i++) {
		const char *t = str_trim(p->line[i]);

		if (*t == '\0')
			continue;
		last = i;
		if (strstr(t, "table below") != NULL)
			return ig_fail(ig, i + 1, "a table is announced here "
				       "but none follows (truncated?)");
	}
	if (last >= 0 && heading(p->line[last], &title) > 0)
		return ig_fail(ig, last + 1, "the page ends on a heading with "
			       "nothing under it (truncated?)");
	/* even a last line of spaces: only a line break ends a line */
	if (p->open_end && p->n > ig->table_end &&
	    p->line[p->n - 1][0] != '\0' &&
	    strncmp(str_trim(p->line[p->n - 1]), "Retrieved from ", 15) != 0)
		return ig_fail(ig, p->n, "the page ends inside this line, "
			       "after its last table (truncated?)");
	return 0;
}

static int
parse(ingest *ig, const page *p)
{
	st_state st;
	int i = 0;

	memset(&st, 0, sizeof(st));
	if (meta_stwiki(ig, p) != 0)
		return -1;
	if (ig->board.clock_mhz <= 0)
		return ig_fail(ig, 0, "no 'System core clock frequency' line");
	while (i < p->n) {
		const coldef *cols[MAXCOLS];
		const char *title;
		char *hb;
		int lv, n, hline, nrows = 0, final, last = i == p->n - 1;

		if ((hb = ig_line(ig, p, i)) == NULL)
			return -1;
		str_trim(hb);
		if ((lv = heading(hb, &title)) > 0) {
			if (lv <= 2) {
				snprintf(st.section, sizeof(st.section), "%.*s",
					 (int)strcspn(title, " "), title);
				st.mode[0] = st.section_alg[0] = '\0';
				st.sign_min = 0;
			} else if (strstr(title, "Sole buffer") != NULL) {
				snprintf(st.mode, sizeof(st.mode),
					 "sole-buffer");
			} else if (strstr(title, "Data flow") != NULL) {
				snprintf(st.mode, sizeof(st.mode), "data-flow");
			} else {
				st.mode[0] = '\0';
			}
			i++;
			continue;
		}
		if (strstr(hb, "final tag") != NULL)
			st.final_next = 1;
		/* "For signature generation ... the reported value corresponds
		 * to the minimum observed time" (ML-DSA) */
		if (strstr(hb, "minimum observed") != NULL &&
		    strcasestr(hb, "signature") != NULL)
			st.sign_min = 1;
		n = parse_header(hb, cols);
		/* the page ends inside a line: a header cut short looks
		 * like prose, so it is told by its column names */
		if (n == 0 && last && p->open_end && *hb != '\0' &&
		    header_prefix(hb))
			return ig_fail(ig, i + 1, "the page ends inside this "
				       "table header (truncated?)");
		if (n == 0) {
			i++;
			continue;
		}
		hline = i + 1;
		final = st.final_next;
		st.final_next = 0;
		for (i++; i < p->n; i++) {
			const coldef *other[MAXCOLS];
			char *row = ig_line(ig, p, i), *t;
			int stop;

			if (row == NULL)
				return -1;
			t = str_trim(row);
			stop = *t == '\0' || heading(row, &title) ||
			       !isalnum((unsigned char)row[0]) ||
			       parse_header(row, other) > 0 ||
			       /* a row ends in a number or a unit; prose
				* does not */
			       strchr(row, ' ') == NULL;
			/* a page that ends inside a row may have lost its
			 * last cells or digits, and what is left can still
			 * be read ("13 468 bytes 1596 bytes 0 bytes 440 bytes
			 * 628 bytes" cut after 440 bytes reads as five
			 * cells), or looks like no row ("ML-DSA-44"); only a
			 * line break proves the line whole */
			if (i == p->n - 1 && p->open_end && *t != '\0')
				return ig_fail(ig, i + 1, "the page ends inside "
					       "this line under a table (no line "
					       "break after it: truncated?)");
			if (stop)
				break;
			if (parse_row(ig, &st, i + 1, row, cols, n, final) != 0)
				return -1;
			nrows++;
			ig->table_end = i + 1;
		}
		if (nrows == 0)
			return ig_fail(ig, hline, "table has no rows "
				       "(truncated?)");
	}
	return stwiki_tail(ig, p);
}

/* ST's pages state "System core clock frequency" at the start of a line. */
static int
detect(const page *p)
{
	int i;

	for (i = 0; i < p->n; i++)
		if (strncmp(p->line[i], "System core clock frequency", 27) == 0)
			return 1;
	return 0;
}

const layout layout_stwiki = {
	"st-wiki", "ST wiki cryptographic performance page (CMOX)",
	detect, parse, 0
};
