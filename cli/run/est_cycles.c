/* SPDX-License-Identifier: MIT */
/* run --target: the cycle model's estimates added to a firmware run log. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "run.h"
#include "util.h"

/*
 * The plugin (mcu/plugin/cycles.c, call=cb_bench_case_start and
 * call=cb_bench_calls) writes one "call ADDR cycles C insns I" line per
 * completed call, in the order they returned.  The harness calls
 * cb_bench_calls 11 times with no work before the first case (its
 * overhead, cb_bench_overhead), then, per case, cb_bench_case_start once,
 * one estimate sample and the timed samples, each of inner= calls.  So
 * the samples of the row with seq=N are the cb_bench_calls lines after
 * the N-th cb_bench_case_start line, less the first, each minus the
 * median overhead and divided by inner: the same arithmetic as the
 * firmware's own counts, on estimated cycles.
 */
typedef struct calls {
	uint64_t *v;            /* cycles of each cb_bench_calls call */
	uint64_t *ins;          /* and its instructions */
	size_t *group;          /* its case: 0 before the first start */
	size_t n, cap, ngroups;
} calls;

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Median (lower middle), min, max of n values; sorts v. */
static void
stats(uint64_t *v, size_t n, uint64_t *med, uint64_t *mn, uint64_t *mx)
{
	qsort(v, n, sizeof(*v), cmp_u64);
	*med = v[(n - 1) / 2];
	*mn = v[0];
	*mx = v[n - 1];
}

/* The quartiles of n sorted values, as lib/bench's cb_bench_stats_of. */
static void
quartiles(const uint64_t *v, size_t n, uint64_t q[2])
{
	q[0] = v[(n - 1) / 4];
	q[1] = v[n - 1 - (n - 1) / 4];
}

static int
read_calls(const char *path, uint32_t start, uint32_t call, calls *c,
	   char *model, size_t mlen)
{
	FILE *f = fopen(path, "r");
	char line[256], name[32], ver[16], mem[32], mw[32];
	unsigned long long a, cyc, ins;

	if (f == NULL)
		return -1;
	model[0] = '\0';
	while (fgets(line, sizeof(line), f) != NULL) {
		int k = sscanf(line, "# model %31s %15s %31s", name, ver, mem);

		if (k >= 2) {
			/* the memory it assumed, beside its name */
			(void)cycles_memory(k == 3 ? mem : NULL, mw, sizeof(mw));
			snprintf(model, mlen, "%s %s, %s", name, ver, mw);
			continue;
		}
		if (sscanf(line, "call %llx cycles %llu insns %llu", &a, &cyc,
			   &ins) != 3)
			continue;
		if (a == start) {
			c->ngroups++;
			continue;
		}
		if (a != call)
			continue;
		if (c->n == c->cap) {
			size_t cap = c->cap ? 2 * c->cap : 1024;
			uint64_t *v = realloc(c->v, cap * sizeof(*v));
			size_t *g;

			if (v == NULL)
				break;
			c->v = v;
			v = realloc(c->ins, cap * sizeof(*v));
			if (v == NULL)
				break;
			c->ins = v;
			g = realloc(c->group, cap * sizeof(*g));
			if (g == NULL)
				break;
			c->group = g;
			c->cap = cap;
		}
		c->v[c->n] = cyc;
		c->ins[c->n] = ins;
		c->group[c->n++] = c->ngroups;
	}
	fclose(f);
	return model[0] != '\0' && c->n > 0 ? 0 : -1;
}

/* key=value's value in a row line, or 0 if absent. */
static unsigned long
field(const char *line, const char *key)
{
	const char *p = strstr(line, key);

	return p != NULL ? strtoul(p + strlen(key), NULL, 10) : 0;
}

/*
 * The samples of case seq from the values v (cycles or instructions of
 * each call), less overhead, divided by inner: their median, min and max
 * and their number (0: none).
 */
static size_t
samples(const calls *c, const uint64_t *v, unsigned long seq,
	unsigned long inner, uint64_t overhead, uint64_t *med, uint64_t *mn,
	uint64_t *mx, uint64_t q[2])
{
	uint64_t *s = malloc((c->n + 1) * sizeof(*s));
	size_t i, n = 0, first = 1;

	if (s == NULL)
		return 0;
	for (i = 0; i < c->n; i++) {
		if (c->group[i] != seq)
			continue;
		if (first) {    /* the estimate call, not a sample */
			first = 0;
			continue;
		}
		s[n++] = (v[i] > overhead ? v[i] - overhead : 0) / inner;
	}
	if (n > 0) {
		stats(s, n, med, mn, mx);
		quartiles(s, n, q);
	}
	free(s);
	return n;
}

/*
 * The est-cycles row for the firmware row l (no newline), or -1.  The
 * plugin's instruction count of the same samples must agree with the
 * firmware's own (its SysTick ticks times the board's MPS_TICK_NUM /
 * MPS_TICK_DEN): within 2 % and 100 instructions, or *mismatch is
 * raised and *ratio gets the firmware's over the plugin's.
 */
static int
est_row(FILE *out, const char *l, const calls *c, uint64_t overhead,
	uint64_t ins_overhead, size_t *mismatch, double *ratio)
{
	unsigned long seq = field(l, " seq="), inner = field(l, " inner=");
	char alg[64], op[32], params[512];
	unsigned long long fw;
	uint64_t med, mn, mx, imed, imn, imx, pl, q[2], iq[2];
	size_t n;

	if (seq == 0 || inner == 0 ||
	    sscanf(l, "row %63s %31s %511s insns %llu", alg, op, params,
		   &fw) != 4)
		return -1;
	n = samples(c, c->v, seq, inner, overhead, &med, &mn, &mx, q);
	if (n == 0 ||
	    samples(c, c->ins, seq, inner, ins_overhead, &imed, &imn,
		    &imx, iq) != n)
		return -1;
	pl = strstr(params, ";stat=min") != NULL ? imn : imed;
	if ((fw > pl ? fw - pl : pl - fw) > pl / 50 + 100) {
		if ((*mismatch)++ == 0 && pl > 0)
			*ratio = (double)fw / (double)pl;
	}
	/* the minimum's row (lib/bench: ";stat=min") estimates the minimum */
	fprintf(out, "row %s %s %s est-cycles %llu est-cycles reps=%zu "
		"min=%llu max=%llu q1=%llu q3=%llu seq=%lu\n", alg, op,
		params, (unsigned long long)(strstr(params, ";stat=min") !=
					     NULL ? mn : med), n,
		(unsigned long long)mn, (unsigned long long)mx,
		(unsigned long long)q[0], (unsigned long long)q[1], seq);
	return 0;
}

/* see run.h */
int
run_add_est_cycles(char **log, size_t *loglen, const char *plugout,
		   const char *target, uint32_t start, uint32_t call)
{
	calls c = { NULL, NULL, NULL, 0, 0, 0 };
	char model[64], *out = NULL, *p, *nl;
	uint64_t *ov, overhead = 0, ins_overhead = 0, mn, mx;
	size_t outlen = 0, i, n = 0, rows = 0, added = 0, mismatch = 0;
	double ratio = 0;
	FILE *f;
	int rc = -1;

	if (read_calls(plugout, start, call, &c, model, sizeof(model)) != 0) {
		errorf("%s: the cycle model wrote no usable output: the rows "
		       "keep their instruction counts only", plugout);
		goto done;
	}
	ov = malloc((c.n + 1) * sizeof(*ov));
	if (ov == NULL)
		goto done;
	for (i = 0; i < c.n && c.group[i] == 0; i++)
		ov[n++] = c.v[i];
	if (n > 0)
		stats(ov, n, &overhead, &mn, &mx);
	for (n = 0, i = 0; i < c.n && c.group[i] == 0; i++)
		ov[n++] = c.ins[i];
	if (n > 0)
		stats(ov, n, &ins_overhead, &mn, &mx);
	free(ov);
	f = open_memstream(&out, &outlen);
	if (f == NULL)
		goto done;
	for (p = *log; *p != '\0'; p = nl + 1) {
		nl = strchr(p, '\n');
		if (nl == NULL)
			nl = p + strlen(p);
		fwrite(p, 1, (size_t)(nl - p), f);
		fputc('\n', f);
		if (strncmp(p, "# method:", 9) == 0)
			fprintf(f, "# est_cycles: model %s, error %s\n", model,
				cycles_error(target));
		if (strncmp(p, "row ", 4) == 0) {
			char *l = strndup(p, (size_t)(nl - p));

			if (l != NULL && strstr(l, " insns ") != NULL) {
				rows++;
				if (est_row(f, l, &c, overhead, ins_overhead,
					    &mismatch, &ratio) == 0)
					added++;
			}
			free(l);
		}
		if (*nl == '\0')
			break;
	}
	if (fclose(f) != 0)
		goto done;
	if (added != rows)
		errorf("cycle model: %zu of %zu rows have no estimate", rows -
		       added, rows);
	if (mismatch > 0) {
		errorf("%s: the firmware's instruction counts disagree with "
		       "the cycle model's on %zu of %zu rows (%.3fx on the "
		       "first): the board's SysTick rate (MPS_TICK_NUM / "
		       "MPS_TICK_DEN in its board.conf) is not QEMU's; "
		       "nothing saved", target, mismatch, rows, ratio);
		rc = -2;
		goto done;
	}
	free(*log);
	*log = out;
	*loglen = outlen;
	out = NULL;
	rc = 0;
done:
	free(out);
	free(c.v);
	free(c.ins);
	free(c.group);
	return rc;
}
