/* SPDX-License-Identifier: MIT */
/* The one units table: metrics, units, operations, statistics and the
 * annotation keys of a figure, and a row typed from its CSV fields. */
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "util.h"

/*
 * Metrics: what a figure measures.  count: how its per-MHz figure is
 * named ("cycles", "insns", "est-cycles"; NULL for no count); footprint:
 * bytes of memory, compared as they are.
 */
static const struct metric_def {
	const char *name, *count, *title;
	int footprint;
} metrics[] = {
	[MET_OTHER] = { "", NULL, "", 0 },
	[MET_THROUGHPUT] = { "throughput", "cycles", "throughput", 0 },
	[MET_RATE] = { "rate", "cycles", "rate", 0 },
	[MET_TIME] = { "time", "cycles", "time", 0 },
	[MET_CYCLES] = { "cycles", "cycles", "cycles", 0 },
	[MET_INSNS] = { "insns", "insns", "emulated instructions", 0 },
	[MET_EST_CYCLES] = { "est-cycles", "est-cycles",
			     "estimated cycles", 0 },
	[MET_CODE] = { "code", NULL, "code", 1 },
	[MET_CONST_DATA] = { "const-data", NULL, "constant data", 1 },
	[MET_GLOBAL_DATA] = { "global-data", NULL, "global data", 1 },
	[MET_DATA] = { "data", NULL, "data", 1 },
	[MET_BSS] = { "bss", NULL, "bss", 1 },
	[MET_STACK] = { "stack", NULL, "stack", 1 },
	[MET_WORK_BUFFER] = { "work-buffer", NULL, "work buffer", 1 },
	[MET_MEMORY] = { "memory", NULL, "memory", 1 },
	[MET_RAM] = { "ram", NULL, "stack + work buffer", 1 },
	[MET_SHARE] = { "hashing-share", NULL, "share", 0 },
};
#define NMETRICS (sizeof(metrics) / sizeof(metrics[0]))

/*
 * Units: the name stored, the words pages write for it ('|'-separated),
 * the metric a cell in that unit gives (a layout may name another, e.g.
 * a footprint's), and its scale to the base of the metric: bytes per
 * second, operations per second, seconds, counts, bytes.  MB = 10^6 B and
 * KB = 10^3 B, as the pages use them; KiB and MiB are 2^10 and 2^20 (the
 * layouts that read a page's KB as KiB store it as KiB/s).
 */
static const struct unit_def {
	const char *name, *words, *metric;
	cb_metric met;
	double scale;
	int page;               /* a page's cell may be in it */
} units[] = {
	[UNIT_OTHER] = { "", "", "", MET_OTHER, 0, 0 },
	[UNIT_B_S] = { "B/s", "", "throughput", MET_THROUGHPUT, 1, 1 },
	[UNIT_KB_S] = { "KB/s", "Kbytes/s|kB/s", "throughput",
			MET_THROUGHPUT, 1e3, 1 },
	[UNIT_MB_S] = { "MB/s", "Mbytes/s", "throughput", MET_THROUGHPUT,
			1e6, 1 },
	[UNIT_KIB_S] = { "KiB/s", "", "throughput", MET_THROUGHPUT, 1024,
			 1 },
	[UNIT_MIB_S] = { "MiB/s", "", "throughput", MET_THROUGHPUT,
			 1048576, 1 },
	[UNIT_OPS_S] = { "ops/s", "", "rate", MET_RATE, 1, 1 },
	[UNIT_S] = { "s", "", "time", MET_TIME, 1, 1 },
	[UNIT_MS] = { "ms", "", "time", MET_TIME, 1e-3, 1 },
	/* the micro sign and the Greek mu */
	[UNIT_US] = { "us", "\xc2\xb5s|\xce\xbcs", "time", MET_TIME, 1e-6,
		      1 },
	[UNIT_NS] = { "ns", "", "time", MET_TIME, 1e-9, 1 },
	[UNIT_CYCLES] = { "cycles", "cycle|cc|clock cycles", "cycles",
			  MET_CYCLES, 1, 1 },
	/* a page's cycles per byte: per MHz already */
	[UNIT_CPB] = { "cycles/B", "cycles/byte|cycles per byte|cpb|c/B",
		       "cycles", MET_CYCLES, 1, 1 },
	[UNIT_EMU_INSNS] = { "emulated-insns", "", "insns", MET_INSNS, 1,
			     0 },
	[UNIT_EST_CYCLES] = { "est-cycles", "", "est-cycles", MET_EST_CYCLES,
			      1, 0 },
	/* a footprint: the layout names its metric */
	[UNIT_BYTES] = { "bytes", "B", "bytes", MET_OTHER, 1, 1 },
	[UNIT_PERCENT] = { "%", "", "", MET_SHARE, 1, 0 },
};
#define NUNITS (sizeof(units) / sizeof(units[0]))

/* Operations in the order rows are listed; bulk: an operation over a
 * message, per byte where the bytes of a call are known. */
static const struct {
	const char *name;
	int bulk;
} ops[] = {
	{ "encrypt", 1 }, { "decrypt", 1 }, { "hash", 1 }, { "final", 0 },
	{ "keygen", 0 }, { "sign", 0 }, { "verify", 0 },
	{ "shared-secret", 0 }, { "encaps", 0 }, { "decaps", 0 },
	{ "decaps-checked", 0 },
};
#define NOPS (sizeof(ops) / sizeof(ops[0]))

static const char *const stats[] = {
	[STAT_UNSTATED] = "unstated", [STAT_MIN] = "min",
	[STAT_MEAN] = "mean", [STAT_MEDIAN] = "median", [STAT_MAX] = "max",
	[STAT_SINGLE] = "single",
};

static const char *const impl_notes[] = {
	[INOTE_NONE] = "", [INOTE_UNSTATED] = "unstated",
	[INOTE_NO_ACCEL] = "no-accelerator", [INOTE_USER] = "user",
};

/*
 * The annotation keys: facts a figure carries that do not make it
 * another variant of its case (its statistic, why its impl is what it is,
 * the unit the page printed, the page's spread, a figure fitted from
 * other sizes).  The one list: variant identity, the variant named beside
 * a figure and the footprint's match all leave them out.
 */
static const char *const annotations[] = {
	"stat", "impl-note", "page-unit", "executions", "min", "max", "fit",
	NULL
};

/* see model.h */
int
param_is_annotation(const char *key, size_t len)
{
	int i;

	for (i = 0; annotations[i] != NULL; i++)
		if (strlen(annotations[i]) == len &&
		    strncmp(annotations[i], key, len) == 0)
			return 1;
	return 0;
}

/* see model.h */
void
params_split(const char *params, char *variant, size_t vlen, char *notes,
	     size_t nlen)
{
	const char *p = params;
	size_t vo = 0, no = 0;

	if (vlen > 0)
		variant[0] = '\0';
	if (nlen > 0)
		notes[0] = '\0';
	while (*p != '\0') {
		size_t l = strcspn(p, ";"), kl = strcspn(p, "=;");
		int ann = param_is_annotation(p, kl);
		char *dst = ann ? notes : variant;
		size_t len = ann ? nlen : vlen, *o = ann ? &no : &vo;

		if (len > 0 && *o + l + 2 <= len) {
			*o += (size_t)snprintf(dst + *o, len - *o, "%s%.*s",
					       *o ? ";" : "", (int)l, p);
		}
		p += l + (p[l] == ';');
	}
}

/* see model.h */
int
annotation_words(const cb_result *r, const char *pair, char *buf,
		 size_t len)
{
	size_t kl = strcspn(pair, "=;"), vl;
	const char *v = pair + kl + (pair[kl] == '=');

	vl = strcspn(v, ";");
	if (kl == 4 && strncmp(pair, "stat", 4) == 0)
		return 0;       /* said by the statistic's own field */
	if (kl == 9 && strncmp(pair, "impl-note", 9) == 0)
		snprintf(buf, len, "%s", strncmp(v, "unstated", vl) == 0 ?
			 "the page does not say hw or sw (taken as sw)" :
			 strncmp(v, "no-accelerator", vl) == 0 ?
			 "the page says hw, the chip has no accelerator for it "
			 "(taken as sw)" : strncmp(v, "user", vl) == 0 ?
			 "hw or sw as ingest --hw/--sw set it" :
			 "impl-note unknown");
	else if (kl == 9 && strncmp(pair, "page-unit", 9) == 0)
		snprintf(buf, len, "the page's %.*s read as %s", (int)vl, v,
			 r->unit);
	else if (kl == 10 && strncmp(pair, "executions", 10) == 0)
		snprintf(buf, len, "over %.*s executions", (int)vl, v);
	else
		snprintf(buf, len, "%.*s", (int)(kl + 1 + vl), pair);
	return 1;
}

/* see model.h */
int
params_same_variant(const char *a, const char *b)
{
	char va[192], vb[192], na[192], nb[192];

	params_split(a, va, sizeof(va), na, sizeof(na));
	params_split(b, vb, sizeof(vb), nb, sizeof(nb));
	return strcmp(va, vb) == 0;
}

/* see model.h */
cb_metric
metric_parse(const char *name)
{
	size_t i;

	for (i = 1; i < NMETRICS; i++)
		if (strcmp(metrics[i].name, name) == 0)
			return (cb_metric)i;
	return MET_OTHER;
}

/* see model.h */
const char *
metric_name(cb_metric m)
{
	return (size_t)m < NMETRICS ? metrics[m].name : "";
}

/* see model.h */
const char *
metric_title(cb_metric m)
{
	return (size_t)m < NMETRICS ? metrics[m].title : "";
}

/* see model.h */
int
metric_is_count(cb_metric m)
{
	return m == MET_CYCLES || m == MET_INSNS || m == MET_EST_CYCLES;
}

/* see model.h */
int
metric_is_emulated(cb_metric m)
{
	return m == MET_INSNS || m == MET_EST_CYCLES;
}

/* see model.h */
int
metric_is_footprint(cb_metric m)
{
	return (size_t)m < NMETRICS && metrics[m].footprint;
}

/* see model.h */
int
metric_cmp(const cb_result *a, const cb_result *b)
{
	if (a->met != MET_OTHER && b->met != MET_OTHER)
		return strcmp(metrics[a->met].name, metrics[b->met].name);
	return strcmp(a->metric, b->metric);
}

/* see model.h */
const char *
metric_count(cb_metric m)
{
	return (size_t)m < NMETRICS && metrics[m].count != NULL ?
	       metrics[m].count : "cycles";
}

/* see model.h */
cb_unit
unit_parse(const char *name)
{
	size_t i;

	for (i = 1; i < NUNITS; i++)
		if (strcmp(units[i].name, name) == 0)
			return (cb_unit)i;
	return UNIT_OTHER;
}

/* see model.h */
double
unit_scale(cb_unit u)
{
	return (size_t)u < NUNITS ? units[u].scale : 0;
}

/* see model.h */
cb_metric
unit_kind(cb_unit u)
{
	return (size_t)u < NUNITS ? units[u].met : MET_OTHER;
}

/* see model.h */
cb_unit
unit_from_word(const char *word)
{
	size_t i;

	for (i = 1; i < NUNITS; i++) {
		const char *w = units[i].words;

		if (!units[i].page)
			continue;
		if (strcmp(units[i].name, word) == 0)
			return (cb_unit)i;
		while (*w != '\0') {
			size_t l = strcspn(w, "|");

			if (strlen(word) == l && strncmp(w, word, l) == 0)
				return (cb_unit)i;
			w += l + (w[l] == '|');
		}
	}
	return UNIT_OTHER;
}

/* see model.h */
const char *
unit_name(cb_unit u)
{
	return (size_t)u < NUNITS ? units[u].name : "";
}

/* see model.h */
const char *
unit_metric(cb_unit u)
{
	return (size_t)u < NUNITS ? units[u].metric : "";
}

/* see model.h */
cb_unit
unit_of_count(cb_metric m)
{
	return m == MET_INSNS ? UNIT_EMU_INSNS :
	       m == MET_EST_CYCLES ? UNIT_EST_CYCLES : UNIT_CYCLES;
}

/* see model.h */
int
unit_valid_for(cb_unit u, cb_metric m)
{
	if (u == UNIT_OTHER)
		return 0;
	if (metric_is_footprint(m))
		return u == UNIT_BYTES;
	return units[u].met == m;
}

/* see model.h */
const char *
stat_name(cb_stat s)
{
	return (size_t)s < sizeof(stats) / sizeof(stats[0]) ? stats[s] : "";
}

/* see model.h */
int
stat_parse(const char *name, cb_stat *s)
{
	size_t i;

	for (i = 0; i < sizeof(stats) / sizeof(stats[0]); i++)
		if (strcmp(stats[i], name) == 0) {
			*s = (cb_stat)i;
			return 0;
		}
	return -1;
}

/* see model.h */
const char *
impl_note_name(cb_impl_note n)
{
	return (size_t)n < sizeof(impl_notes) / sizeof(impl_notes[0]) ?
	       impl_notes[n] : "";
}

/* see model.h */
int
op_rank(const char *op)
{
	size_t i;

	for (i = 0; i < NOPS; i++)
		if (strcmp(ops[i].name, op) == 0)
			return (int)i;
	return (int)NOPS;
}

/* see model.h */
const char *
result_value(const char *metric, const char *s, double *v)
{
	cb_metric m = metric_parse(metric);

	if (num_parse(s, v) != 0)
		return "is not a number (digits with an optional fraction, "
		       "at most 31 characters)";
	/* a rate, time or count of 0 has no per-MHz figure; 0 bytes of
	 * footprint is a fact */
	if (*v == 0 && (m == MET_THROUGHPUT || m == MET_RATE ||
			m == MET_TIME || metric_is_count(m)))
		return "is zero: no rate, time or count can be";
	return NULL;
}

/* see model.h */
int
result_type(cb_result *r, const cb_board *b)
{
	char v[32];
	int rank;

	r->met = metric_parse(r->metric);
	r->un = unit_parse(r->unit);
	r->hw = strcmp(r->impl, "hw") == 0;
	r->alg = alg_by_id(r->algorithm);
	rank = op_rank(r->operation);
	r->op = (unsigned char)rank;
	r->bulk = (size_t)rank < NOPS && ops[rank].bulk;
	r->stat = STAT_UNSTATED;
	r->stat_given = 0;
	if (param_get(r->params, "stat", v, sizeof(v))) {
		if (stat_parse(v, &r->stat) != 0 || r->stat == STAT_UNSTATED)
			return -1;
		r->stat_given = 1;
	} else if (b != NULL && b->measured && !metric_is_footprint(r->met) &&
		   r->un != UNIT_BYTES) {
		/* our harness's rows are medians where it does not say */
		r->stat = STAT_MEDIAN;
	}
	r->inote = INOTE_NONE;
	if (param_get(r->params, "impl-note", v, sizeof(v))) {
		size_t i;

		for (i = 1; i < sizeof(impl_notes) / sizeof(impl_notes[0]); i++)
			if (strcmp(impl_notes[i], v) == 0)
				r->inote = (cb_impl_note)i;
		if (r->inote == INOTE_NONE)
			return -2;
	}
	return 0;
}

/* see model.h */
void
board_type(cb_board *b)
{
	const char *e = strstr(b->method, "est-cycles: ");

	b->measured = strncmp(b->method, "published", 9) != 0;
	b->emulated = strncmp(b->method, "emulated", 8) == 0;
	b->est_at = e != NULL ? (unsigned short)(e + 12 - b->method) : 0;
}

/* see model.h */
const char *
board_est_model(const cb_board *b)
{
	return b->est_at > 0 ? b->method + b->est_at : NULL;
}
