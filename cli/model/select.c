/* SPDX-License-Identifier: MIT */
/* Choosing figures to set side by side: boards, keys, the best variant,
 * configurations and the footprint beside them. */
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

/* One case: algorithm, operation and implementation (either, with
 * --impl best). */
static int
same_key_as(const cb_result *a, const cb_result *b, int best)
{
	return (best || a->hw == b->hw) && a->op == b->op &&
	       a->alg == b->alg &&
	       strcmp(a->algorithm, b->algorithm) == 0 &&
	       strcmp(a->operation, b->operation) == 0;
}

static int
same_key(const cb_result *a, const cb_result *b)
{
	return a->hw == b->hw && a->op == b->op && a->alg == b->alg &&
	       strcmp(a->algorithm, b->algorithm) == 0 &&
	       strcmp(a->operation, b->operation) == 0;
}

/*
 * The memory/speed configurations compare --config sets side by side: the
 * one table of which variant of a figure is which configuration.  A row
 * is in the configuration of the first rule that matches its board's
 * library ("*": any), its family (a comma list) or algorithm (a glob list)
 * and one of its parameters (value "": the row has no such parameter).  A
 * default (dflt) is a configuration only beside one the board names: our
 * constant-time public-key code where it is the only one (ECDSA before it
 * had two, X25519) and CMOX's ML-DSA key generation (no Low RAM form)
 * name none, and stand in every configuration.
 * The names are the harness's (config=): ct and table for ciphers and
 * AEADs, small, ct (RSA's default window) and fast for public key; other
 * libraries' map onto them; their order is the rows'.  Parameters no rule
 * names (CMOX's curve-def, message and buffer sizes) are variants within
 * a configuration: the lowest stands (RSA: the fastest of our windows in
 * a configuration, of CMOX's small and fast code, CRT or not).
 */
static const struct cfg_rule {
	const char *library, *families, *algos, *key, *value, *config;
	int dflt;
} cfg_rules[] = {
	/* RSA by working memory: CMOX's modular exponentiation low, mid and
	 * high (RSA-3072 work buffers 3,704, 4,308 and 6,708 bytes) beside
	 * our windows of no more (1,928 at window 3, 3,464 at 4 and 6,536
	 * at 5, written on the Cortex-M): small, ct and fast.  Before the
	 * config= rules (CMOX's RSA rows name small and fast code too),
	 * and interleaved with the ciphers' so that the names keep their
	 * order: small, ct, table, fast */
	{ "CMOX", NULL, "rsa-*", "modexp-impl", "low", "small", 0 },
	{ "*", NULL, "rsa-*", "window", "1", "small", 0 },
	{ "*", NULL, "rsa-*", "window", "2", "small", 0 },
	{ "*", NULL, "rsa-*", "window", "3", "small", 0 },
	{ "*", "cipher,aead", NULL, "config", "ct", "ct", 0 },
	{ "CMOX", NULL, "rsa-*", "modexp-impl", "mid", "ct", 0 },
	{ "*", NULL, "rsa-*", "window", "4", "ct", 1 },
	{ "*", "cipher,aead", NULL, "config", "table", "table", 0 },
	{ "CMOX", NULL, "rsa-*", "modexp-impl", "high", "fast", 0 },
	{ "*", NULL, "rsa-*", "window", "5", "fast", 0 },
	{ "*", NULL, "rsa-*", "window", "6", "fast", 0 },
	/* ours, and the peers run beside us (run --ref) */
	{ "*", "signature,key-exchange,pq", NULL, "config", "small", "small",
	  0 },
	{ "*", "signature,key-exchange,pq", NULL, "config", "ct", "ct", 1 },
	{ "*", "signature,key-exchange,pq", NULL, "config", "fast", "fast",
	  0 },
	/* CMOX: AES with its smaller tables beside our constant-time code,
	 * with its larger ones beside our tables (the same memory/speed
	 * role; nothing is said of constant time) */
	{ "CMOX", "cipher,aead", NULL, "config", "small", "ct", 0 },
	{ "CMOX", "cipher,aead", NULL, "config", "fast", "table", 0 },
	/* CMOX's fastest curve code (P-256 and Ed25519 have small and
	 * superfast, P-384 small and fast); ML-DSA: "Low RAM" and the
	 * default */
	{ "CMOX", "signature,key-exchange", NULL, "config", "superfast",
	  "fast", 0 },
	{ "CMOX", NULL, "ml-dsa-*", "variant", "low-ram", "small", 0 },
	{ "CMOX", NULL, "ml-dsa-*", "variant", "", "fast", 1 },
	/* pqm4: the stack-optimised and the speed-optimised M4 code (m4f
	 * where a scheme has no m4fspeed) */
	{ "pqm4", NULL, NULL, "impl", "m4fstack", "small", 0 },
	{ "pqm4", NULL, NULL, "impl", "m4fspeed", "fast", 0 },
	{ "pqm4", NULL, NULL, "impl", "m4f", "fast", 0 },
};
#define NRULES (sizeof(cfg_rules) / sizeof(cfg_rules[0]))
#define CFG_MAX 8       /* distinct names in cfg_rules, at most */

const char *
sel_config_name(int k)
{
	size_t r, q;
	int n = 0;

	for (r = 0; r < NRULES; r++) {
		for (q = 0; q < r; q++)
			if (strcmp(cfg_rules[q].config,
				   cfg_rules[r].config) == 0)
				break;
		if (q == r && n++ == k)
			return cfg_rules[r].config;
	}
	return NULL;
}

static int
config_rank(const char *name)
{
	int k;

	for (k = 0; sel_config_name(k) != NULL; k++)
		if (strcmp(sel_config_name(k), name) == 0)
			return k;
	return -1;
}

/* The configuration of row r of board b, or NULL; *dflt set when it is
 * so by a default. */
static const char *
config_of(const cb_board *b, const cb_result *r, int *dflt)
{
	const cb_alg *a = r->alg;
	char v[64];
	size_t k;

	for (k = 0; k < NRULES; k++) {
		const struct cfg_rule *c = &cfg_rules[k];
		int has = param_get(r->params, c->key, v, sizeof(v));

		if ((strcmp(c->library, "*") != 0 &&
		     strcmp(c->library, b->library) != 0) ||
		    (c->families != NULL &&
		     (a == NULL || !list_has(c->families, a->family))) ||
		    (c->algos != NULL && !list_glob(c->algos, r->algorithm)))
			continue;
		*dflt = c->dflt;
		if (*c->value == '\0' ? !has :
		    has && strcmp(v, c->value) == 0)
			return c->config;
	}
	return NULL;
}

/* A time or rate printed next to a cycle count on the same line is the
 * same measurement, rounded: the cycle count wins.  An emulated board's
 * instruction count gives way to the cycle model's estimate of the same
 * case (its est-cycles row), unless --emulated asked for one of them. */
static int
shadowed(const cb_dataset *ds, const cb_result *r, const filter *f)
{
	size_t i;

	if (r->met == MET_INSNS && f->emul == MET_OTHER) {
		for (i = 0; i < ds->nrows; i++) {
			const cb_result *o = &ds->rows[i];

			if (o->met == MET_EST_CYCLES && o->stat == r->stat &&
			    strcmp(o->board, r->board) == 0 &&
			    same_key(o, r) &&
			    params_same_variant(o->params, r->params))
				return 1;
		}
		return 0;
	}
	if (r->met == MET_CYCLES)
		return 0;
	for (i = 0; i < ds->nrows; i++) {
		const cb_result *o = &ds->rows[i];

		if (o->line == r->line && strcmp(o->board, r->board) == 0 &&
		    o->met == MET_CYCLES && same_key(o, r) &&
		    o->stat == r->stat &&
		    params_same_variant(o->params, r->params))
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
	const cb_alg *ax = x->alg, *ay = y->alg;
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
	if ((d = (int)x->op - (int)y->op) != 0)
		return d;
	if (!a->best && (d = (int)x->hw - (int)y->hw) != 0)
		return d;       /* sw before hw */
	if (a->kind != b->kind)
		return (int)a->kind - (int)b->kind;
	if ((d = metric_cmp(x, y)) != 0)
		return d;
	if (a->config == NULL || b->config == NULL)
		return 0;
	return config_rank(a->config) - config_rank(b->config);
}

/* A row of board b the selection may take: its kind of figure and value
 * (NORM_NONE: not one). */
static norm_kind
usable(const cb_dataset *ds, const cb_result *row, const cb_board *b,
       const filter *f, double *v)
{
	if (strcmp(row->board, b->id) != 0 || !filter_match(f, row) ||
	    shadowed(ds, row, f))
		return NORM_NONE;
	return norm_value(row, b->clock_mhz, v);
}

/* Is row (of kind nk) a figure of entry e?  Footprint rows also match on
 * the metric (code, const-data, stack ...). */
static int
of_entry(const sel_entry *e, norm_kind nk, const cb_result *row)
{
	return e->kind == nk && same_key_as(sel_first(e), row, e->best) &&
	       (nk != NORM_BYTES || metric_cmp(sel_first(e), row) == 0);
}

/* Row (per MHz v) as a figure of board i in entry e: the lowest of its
 * statistic, and the lowest of all. */
static void
keep(sel_entry *e, int i, const cb_result *row, double v)
{
	cb_stat s = row->stat;

	if (e->cand[i][s] == NULL || v < e->cnorm[i][s]) {
		e->cand[i][s] = row;
		e->cnorm[i][s] = v;
	}
	if (e->row[i] == NULL || v < e->norm[i]) {
		e->row[i] = row;
		e->norm[i] = v;
	}
}

/* The order in which a statistic stands for a board's figure where no
 * other decides: the middle of the run first. */
static const cb_stat stat_pref[STAT_N] = { STAT_MEDIAN, STAT_MEAN,
	STAT_SINGLE, STAT_UNSTATED, STAT_MIN, STAT_MAX };

static cb_stat
first_of(unsigned mask)
{
	int k;

	for (k = 0; k < STAT_N && !(mask >> stat_pref[k] & 1); k++)
		;
	return k < STAT_N ? stat_pref[k] : STAT_UNSTATED;
}

/* Each board's figure of entry e in the statistic sel_opts' stat says
 * (see model.h), and whether they differ. */
static void
choose_stat(sel_entry *e, int nb, int want)
{
	unsigned mask[CB_MAXB], common = ~0u;
	int i, s, first = -1;

	for (i = 0; i < nb; i++) {
		mask[i] = 0;
		for (s = 0; s < STAT_N; s++)
			mask[i] |= (unsigned)(e->cand[i][s] != NULL) << s;
		if (mask[i])
			common &= mask[i];
	}
	e->stat_mixed = 0;
	for (i = 0; i < nb; i++) {
		cb_stat c;

		if (!mask[i])
			continue;
		if (want >= 0 && (mask[i] >> want & 1))
			c = (cb_stat)want;
		else if (want < 0 && common)
			c = first_of(common);
		else
			c = first_of(mask[i]);
		e->stat[i] = c;
		e->row[i] = e->cand[i][c];
		e->norm[i] = e->cnorm[i][c];
		if (first >= 0 && c != e->stat[first])
			e->stat_mixed = 1;
		if (first < 0)
			first = i;
	}
}

/* The entries of e[0..ne) split by configuration (sel_entries) into a new
 * array *out; the count. */
static size_t
by_config(const cb_dataset *ds, const cb_board *const *b, int nb,
	  const filter *f, const char *configs, const sel_entry *e, size_t ne,
	  sel_entry **out)
{
	sel_entry *o = calloc(ne * CFG_MAX + 1, sizeof(*o));
	size_t n = 0, x, r;
	int i, k, any_all = list_has(configs, "all");

	if (o == NULL)
		abort();
	for (x = 0; x < ne; x++) {
		sel_entry cf[CFG_MAX];
		int named[CB_MAXB] = { 0 };

		memset(cf, 0, sizeof(cf));
		for (i = 0; i < nb; i++) {
			for (r = 0; r < ds->nrows; r++) {
				const cb_result *row = &ds->rows[r];
				const char *c;
				double v;
				norm_kind nk;
				int dflt;

				/* the cheap test first: usable() may scan */
				if (!same_key_as(sel_first(&e[x]), row,
						 e[x].best))
					continue;
				nk = usable(ds, row, b[i], f, &v);
				if (nk == NORM_NONE ||
				    !of_entry(&e[x], nk, row) ||
				    (c = config_of(b[i], row, &dflt)) == NULL)
					continue;
				named[i] |= !dflt;
				k = config_rank(c);
				if (k >= CFG_MAX)
					abort();  /* cfg_rules: raise CFG_MAX */
				keep(&cf[k], i, row, v);
			}
		}
		for (k = 0; k < CFG_MAX && sel_config_name(k) != NULL; k++) {
			/* a board names it (not only by a default) */
			for (i = 0; i < nb && !(named[i] && cf[k].row[i]); i++)
				;
			if (i == nb || (!any_all &&
					!list_has(configs, sel_config_name(k))))
				continue;
			o[n] = e[x];
			o[n].config = sel_config_name(k);
			for (i = 0; i < nb; i++) {
				if (!named[i]) {
					o[n].sole[i] = 1;
					continue;
				}
				o[n].row[i] = cf[k].row[i];
				o[n].norm[i] = cf[k].norm[i];
				memcpy(o[n].cand[i], cf[k].cand[i],
				       sizeof(o[n].cand[i]));
				memcpy(o[n].cnorm[i], cf[k].cnorm[i],
				       sizeof(o[n].cnorm[i]));
			}
			n++;
		}
		/* no board names a configuration of it */
		for (i = 0; i < nb && !named[i]; i++)
			;
		if (i == nb && any_all) {
			o[n] = e[x];
			o[n].config = "";
			n++;
		}
	}
	*out = o;
	return n;
}

/* see model.h */
size_t
sel_build(const cb_dataset *ds, const cb_board *const *b, int nb,
	  const sel_opts *o, sel_entry **out)
{
	sel_entry *e = calloc(ds->nrows + 1, sizeof(*e));
	size_t ne = 0, r, x, kept;
	int i, n;

	if (e == NULL)
		abort();
	for (i = 0; i < nb; i++) {
		for (r = 0; r < ds->nrows; r++) {
			const cb_result *row = &ds->rows[r];
			double v;
			norm_kind nk = usable(ds, row, b[i], o->f, &v);

			if (nk == NORM_NONE)
				continue;
			for (x = 0; x < ne; x++)
				if (of_entry(&e[x], nk, row))
					break;
			if (x == ne) {
				if (o->need >= nb && i > 0)
					continue;       /* not on board 0 */
				e[ne].kind = nk;
				e[ne++].best = (unsigned char)o->best;
			}
			/* several variants: the lowest cycles stand, of each
			 * statistic */
			keep(&e[x], i, row, v);
		}
	}
	/* the entries enough boards have */
	for (x = 0, kept = 0; x < ne; x++) {
		for (i = 0, n = 0; i < nb; i++)
			n += e[x].row[i] != NULL;
		if (n >= o->need)
			e[kept++] = e[x];
	}
	if (o->configs != NULL) {
		sel_entry *c;

		kept = by_config(ds, b, nb, o->f, o->configs, e, kept, &c);
		free(e);
		e = c;
	}
	for (x = 0; x < kept; x++)
		choose_stat(&e[x], nb, o->stat);
	qsort(e, kept, sizeof(*e), cmp_entry);
	*out = e;
	return kept;
}

/* see model.h */
size_t
sel_entries(const cb_dataset *ds, const cb_board *const *b, int nb,
	    const filter *f, int all, const char *configs, sel_entry **out)
{
	sel_opts o;

	memset(&o, 0, sizeof(o));
	o.f = f;
	o.need = all ? nb : 1;
	o.configs = configs;
	o.stat = -1;
	return sel_build(ds, b, nb, &o, out);
}

/* Parameters of how a figure was measured, not of the code measured: a
 * footprint row may leave them out (sel_memory), as it may the
 * annotations (param_is_annotation). */
static const char *const shape_keys = "mode,message,buffer,chunk,block,"
	"setup";

/* Is the footprint row m one of the case r measures: m's parameters are
 * r's, and r's others are of how it was measured?  The number of m's
 * parameters (its specificity) plus one, or 0. */
static int
memory_of(const cb_result *m, const cb_result *r)
{
	const char *p;
	char key[64], v[64], w[64];
	int n = 1;

	for (p = m->params; *p != '\0'; n++) {
		size_t kl = strcspn(p, "=;"), l = strcspn(p, ";");

		snprintf(key, sizeof(key), "%.*s", (int)kl, p);
		if (!param_get(m->params, key, v, sizeof(v)) ||
		    !param_get(r->params, key, w, sizeof(w)) || strcmp(v, w))
			return 0;
		p += l + (p[l] == ';');
	}
	for (p = r->params; *p != '\0';) {
		size_t kl = strcspn(p, "=;"), l = strcspn(p, ";");

		snprintf(key, sizeof(key), "%.*s", (int)kl, p);
		if (!param_get(m->params, key, v, sizeof(v)) &&
		    !list_has(shape_keys, key) && !param_is_annotation(p, kl))
			return 0;
		p += l + (p[l] == ';');
	}
	return n;
}

/* The footprint row of metric for r: the most specific (memory_of). */
static const cb_result *
memory_row(const cb_dataset *ds, const cb_result *r, cb_metric metric)
{
	const cb_result *best = NULL;
	size_t i;
	int bs = 0, s;

	for (i = 0; i < ds->nrows; i++) {
		const cb_result *m = &ds->rows[i];

		if (m->met != metric || m->un != UNIT_BYTES ||
		    strcmp(m->board, r->board) != 0 || !same_key(m, r))
			continue;
		s = memory_of(m, r);
		if (s > bs) {
			best = m;
			bs = s;
		}
	}
	return best;
}

int
sel_memory(const cb_dataset *ds, const cb_result *r, cb_metric metric,
	   double *bytes)
{
	const cb_result *m, *w;

	if (metric != MET_RAM) {
		m = memory_row(ds, r, metric);
		if (m != NULL)
			*bytes = m->v;
		return m != NULL;
	}
	m = memory_row(ds, r, MET_STACK);
	w = memory_row(ds, r, MET_WORK_BUFFER);
	if (m != NULL)
		*bytes = m->v + (w != NULL ? w->v : 0);
	return m != NULL;
}
