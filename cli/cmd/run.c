/* SPDX-License-Identifier: MIT */
/* cryptobench run: the harness on this machine, saved like a board. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "board.h"
#include "cb_version.h"
#include "cmd.h"
#include "model.h"
#include "lab.h"
#include "port.h"
#include "run.h"
#include "spread.h"
#include "store.h"
#include "util.h"

#ifndef CB_CC
#define CB_CC "unknown"
#endif
#ifndef CB_CFLAGS
#define CB_CFLAGS ""
#endif

/* ---- the run ---- */

typedef struct measured {
	cb_bench_case c;
	cb_bench_stats ours;
	/* per peer of run.h: its figure and ours from the same interleaved
	 * pair; OpenSSL's pair is the row's own figure (ours) */
	cb_bench_stats peer[PEER_N], peer_ours[PEER_N];
	int peer_state[PEER_N]; /* 0 none, 1 measured, -1 differs */
	char peer_impl[PEER_N][48];
} measured;

static void
per_mhz(const cb_bench_case *c, uint64_t v, double mhz, char *buf,
	size_t len, const char **unit)
{
	cb_result r;
	double x;
	norm_kind k;

	memset(&r, 0, sizeof(r));
	snprintf(r.operation, sizeof(r.operation), "%s", c->operation);
	(void)cb_bench_params(c, r.params, sizeof(r.params));
	snprintf(r.metric, sizeof(r.metric), "%s",
		 unit_parse(cb_port_unit()) == UNIT_NS ? "time" : "cycles");
	snprintf(r.unit, sizeof(r.unit), "%s", cb_port_unit());
	r.v = (double)v;
	(void)result_type(&r, NULL);
	k = norm_value(&r, mhz, &x);
	*unit = norm_unit(k);
	if (k == NORM_NONE)
		snprintf(buf, len, "-");
	else
		snprintf(buf, len, k == NORM_CPB ? "%.2f" : "%.0f", x);
}

/* The spread of st over its median (spread.h's measure). */
static double
stats_rel(const cb_bench_stats *st)
{
	return st->median > 0 ? (double)(st->q3 - st->q1) /
	       (double)st->median : 0;
}

/* The spread of st as 'show' gives it (spread.h). */
static void
spread_cell(const cb_bench_case *c, const cb_bench_stats *st, char *buf,
	    size_t len)
{
	run_spread sp;

	memset(&sp, 0, sizeof(sp));
	sp.reps = st->reps;
	sp.min = (double)st->min;
	sp.q1 = (double)st->q1;
	sp.median = (double)st->median;
	sp.q3 = (double)st->q3;
	sp.max = (double)st->max;
	sp.quartiles = 1;
	sp.varies = c->min_reps != 0;
	spread_text(&sp, buf, len);
}

/* Measure row x through peer k beside ours (a pair of its own); the
 * outcome of peer_measure. */
static int
peer_row(peer *p, int k, measured *x, const cb_bench_opts *bo,
	 size_t *mismatch)
{
	cb_bench_stats st[2];
	int s = peer_measure(p, &x->c, bo, st);

	x->peer_state[k] = s == PEER_OK ? 1 : s == PEER_DIFFERS ? -1 : 0;
	snprintf(x->peer_impl[k], sizeof(x->peer_impl[k]), "%s",
		 peer_impl(p));
	if (s == PEER_OK) {
		x->peer_ours[k] = st[0];
		x->peer[k] = st[1];
	}
	*mismatch += s == PEER_DIFFERS;
	return s;
}

/* Median, per MHz and ratio of row x for peer k. */
static void
peer_cells(const measured *x, int k, double mhz, char v[3][32])
{
	const char *unit;

	if (x->peer_state[k] <= 0) {
		snprintf(v[0], 32, "%s", x->peer_state[k] < 0 ? "mismatch" :
			 "-");
		snprintf(v[1], 32, "-");
		snprintf(v[2], 32, "-");
		return;
	}
	snprintf(v[0], 32, "%llu", (unsigned long long)x->peer[k].median);
	per_mhz(&x->c, x->peer[k].median, mhz, v[1], 32, &unit);
	snprintf(v[2], 32, g_format == FMT_TEXT ? "%.2fx" : "%.4f",
		 x->peer[k].median ? (double)x->peer_ours[k].median /
		 (double)x->peer[k].median : 0.0);
}

static int
numeric_col(const char *name)
{
	static const char *const text[] = { "family", "algorithm",
		"operation", "params", "unit", "per_mhz_unit", "spread", NULL };
	int i;

	for (i = 0; text[i] != NULL; i++)
		if (strcmp(name, text[i]) == 0)
			return 0;
	return strstr(name, "_impl") == NULL;
}

/* The table of a host run: with --ref, OpenSSL's columns beside ours
 * (where they have always been), then four for each other peer. */
static void
print_table(const measured *m, size_t n, int ref, double mhz)
{
	static const char *const cols[] = { "family", "algorithm",
		"operation", "params", "median", "unit", "per_mhz",
		"per_mhz_unit", "reps", "min", "max", "spread" };
	static const char *const rcols[] = { "family", "algorithm",
		"operation", "params", "cryptobench", "openssl", "unit",
		"cryptobench_per_mhz", "openssl_per_mhz", "per_mhz_unit",
		"ratio" };
	static const char *const lsuf[] = { "", "_per_mhz", "_ratio",
					    "_impl" };
	const int ossl = ref >> PEER_OPENSSL & 1;
	const char *names[12 + 4 * PEER_N];
	char lnames[PEER_N][4][32];
	table *t;
	size_t i;
	int k, j, nc = 0;

	for (k = 0; k < (ref ? 11 : 12); k++)
		if (!ref || ossl || (k != 5 && k != 8 && k != 10))
			names[nc++] = ref ? rcols[k] : cols[k];
	for (k = PEER_OPENSSL + 1; k < PEER_N; k++)
		for (j = 0; j < 4 && (ref >> k & 1); j++) {
			snprintf(lnames[k][j], sizeof(lnames[k][j]), "%s%s",
				 peer_name(k), lsuf[j]);
			names[nc++] = lnames[k][j];
		}
	t = table_new(nc, names);
	for (k = 0; k < nc; k++)
		if (numeric_col(names[k]))
			table_numeric(t, k);
	if (g_format == FMT_TEXT && (ref & ~(1 << PEER_OPENSSL)) != 0) {
		for (k = PEER_OPENSSL + 1; k < PEER_N; k++)
			if (ref >> k & 1)
				printf("%s: %s; ", peer_name(k),
				       peer_title(k));
		printf("<lib>_ratio: ours / the library's, from the same "
		       "interleaved measurement; <lib>_impl: the library's "
		       "code measured\n\n");
	}
	for (i = 0; i < n; i++) {
		const measured *x = &m[i];
		char params[96], v[5][32], pm[32], lv[PEER_N][3][32];
		const char *cells[12 + 4 * PEER_N], *unit = "";

		(void)cb_bench_params(&x->c, params, sizeof(params));
		snprintf(v[0], sizeof(v[0]), "%llu",
			 (unsigned long long)x->ours.median);
		per_mhz(&x->c, x->ours.median, mhz, pm, sizeof(pm), &unit);
		cells[0] = x->c.family;
		cells[1] = x->c.algorithm;
		cells[2] = x->c.operation;
		cells[3] = params;
		if (!ref) {
			snprintf(v[1], sizeof(v[1]), "%u", x->ours.reps);
			snprintf(v[2], sizeof(v[2]), "%llu",
				 (unsigned long long)x->ours.min);
			snprintf(v[3], sizeof(v[3]), "%llu",
				 (unsigned long long)x->ours.max);
			cells[4] = v[0];
			cells[5] = cb_port_unit();
			cells[6] = pm;
			cells[7] = unit;
			cells[8] = v[1];
			cells[9] = v[2];
			cells[10] = v[3];
			cells[11] = v[4];
			spread_cell(&x->c, &x->ours, v[4], sizeof(v[4]));
			table_add(t, cells);
			continue;
		}
		for (k = 0; k < PEER_N; k++)
			if (ref >> k & 1)
				peer_cells(x, k, mhz, lv[k]);
		j = 4;
		cells[j++] = v[0];
		if (ossl)
			cells[j++] = lv[PEER_OPENSSL][0];
		cells[j++] = cb_port_unit();
		cells[j++] = pm;
		if (ossl)
			cells[j++] = lv[PEER_OPENSSL][1];
		cells[j++] = unit;
		if (ossl)
			cells[j++] = lv[PEER_OPENSSL][2];
		for (k = PEER_OPENSSL + 1; k < PEER_N; k++) {
			if (!(ref >> k & 1))
				continue;
			cells[j++] = lv[k][0];
			cells[j++] = lv[k][1];
			cells[j++] = lv[k][2];
			cells[j++] = x->peer_impl[k][0] != '\0' ?
				     x->peer_impl[k] : "-";
		}
		table_add(t, cells);
	}
	table_print(t, stdout);
	table_free(t);
	if (ref || g_format != FMT_TEXT)
		return;         /* the rows carry the marks */
	putchar('\n');
	text_wrap(stdout, spread_note, out_width(), "", 0);
	for (i = 0, k = 0; i < n; i++)
		k += m[i].c.min_reps == 0 && stats_rel(&m[i].ours) >
		     SPREAD_LIMIT;
	if (k > 0)
		errorf("%d figure(s) spread more than %.0f %% over their "
		       "repetitions: marked (!) (measure again on an idle "
		       "machine)", k, 100 * SPREAD_LIMIT);
}

/* --board: the log from the board's serial port, then as a QEMU run's. */
static int
run_on_board(run_opts *o, const char *datadir)
{
	char *log;
	size_t loglen;

	if (run_check_first(o, datadir) != 0 ||
	    run_board(&o->b, &log, &loglen) != 0)
		return 1;
	return run_finish(o, o->b.board, log, loglen, 0);
}

/* The data model takes only the ids cli/algs.c knows: say which were
 * left out of the save. */
static void
report_unknown(const measured *m, size_t nm)
{
	char unknown[256] = "";
	size_t i, l;

	for (i = 0; i < nm; i++) {
		l = strlen(unknown);
		if (alg_by_id(m[i].c.algorithm) == NULL &&
		    (i == 0 || strcmp(m[i].c.algorithm,
				      m[i - 1].c.algorithm) != 0))
			snprintf(unknown + l, sizeof(unknown) - l, "%s%s",
				 l ? ", " : "", m[i].c.algorithm);
	}
	if (unknown[0] != '\0')
		fprintf(stderr, "%s: not saved (no id in the data model yet): "
			"%s\n", g_prog, unknown);
}

/* --ref with a save: each peer's run name, NAME-LIB, checked before
 * anything is measured.  0 or -1 (printed). */
static int
check_peer_names(const run_opts *o, const char *datadir)
{
	char name[64];
	int k;

	for (k = 0; k < PEER_N && !o->no_save; k++) {
		if (!(o->ref >> k & 1))
			continue;
		snprintf(name, sizeof(name), "%s-%s", o->save, peer_name(k));
		if (!store_name_valid(name)) {
			errorf("--ref %s: the run name '%s' for its figures is "
			       "too long: a shorter --save", peer_name(k),
			       name);
			return -1;
		}
		if (data_check_save(datadir, name) != 0)
			return -1;
	}
	return 0;
}

/* A host run: its options, what it measured, its log. */
typedef struct host_run {
	run_opts o;
	host h;
	cb_bench_meta meta;
	cb_bench_opts bo;
	measured *m;
	size_t nm, nwant, failed, mismatch;
	peer *peers[PEER_N];
	char *log;
	size_t loglen;
	char clk[32];
} host_run;

/*
 * Ours alone, into x->ours: measured again (twice at most, each time
 * with a budget four times larger) while its spread exceeds half the
 * noisy limit and its repetitions are cheap, and the
 * steadiest attempt kept, so that a passing disturbance does not make
 * the figure; a case whose count varies by design (min_reps: hedged
 * ML-DSA signing) is measured once.  0, or -1 if a call failed.
 */
static int
measure_ours(measured *x, const cb_bench_opts *bo)
{
	cb_bench_opts o = *bo;
	cb_bench_stats st;
	cb_bench_fn fn = cb_bench_call;
	void *arg = &x->c;
	int k;

	for (k = 0; k < 3; k++) {
		if (cb_bench_measure(&fn, &arg, 1, &o, &st) != CB_OK ||
		    cb_bench_last_error() != CB_OK)
			return -1;
		if (k == 0 || stats_rel(&st) < stats_rel(&x->ours))
			x->ours = st;
		/* a slow case (its fewest repetitions beyond the budget)
		 * is not measured again: that would take its time again */
		if (x->c.min_reps != 0 || st.reps <= o.min_reps ||
		    stats_rel(&x->ours) <= SPREAD_LIMIT / 2)
			break;
		/* a budget four times larger: more repetitions, cheap */
		o.budget *= 4;
		o.max_reps = CB_BENCH_MAX_REPS;
	}
	return 0;
}

/* Set up the port, the log's header and the budgets. */
static void
host_setup(host_run *r, FILE *lf)
{
	double scale;

	port_host_output(lf);
	cb_port_init();
	host_info(&r->h);
	r->meta.platform = r->h.name;
	r->meta.cpu = r->h.cpu;
	r->meta.core = r->h.arch;
	r->meta.vendor = r->h.vendor;
	r->meta.clock = port_host_clock();
	r->meta.compiler = CB_CC;
	r->meta.flags = CB_CFLAGS;
	r->meta.version = CB_GIT_DESCRIBE;
	r->meta.method = port_host_method();
	snprintf(r->clk, sizeof(r->clk), "%.3f", port_host_clock_mhz());
	r->meta.clock_mhz = port_host_clock_mhz() > 0 ? r->clk : NULL;
	/* budgets in counts: ns, or cycles at the calibrated clock */
	scale = unit_parse(cb_port_unit()) == UNIT_NS ? 1.0 :
		port_host_clock_mhz() / 1e3;
	if (scale <= 0)
		scale = 3.0;
	/* --quick: seven repetitions at least, so that the quartiles stand
	 * one sample in from the extremes */
	r->bo.warmup = r->o.quick ? 1 : 2;
	r->bo.min_reps = r->o.quick ? 7 : 5;
	r->bo.max_reps = r->o.quick ? 15 : CB_BENCH_MAX_REPS;
	r->bo.budget = (uint64_t)((r->o.quick ? 2e6 : 20e6) * scale);
	r->bo.overhead = cb_bench_overhead(21);
	/* samples of at least 20 us, so that the clock's granularity and
	 * the reading overhead stay below a few tenths of a percent */
	r->bo.min_sample = (uint64_t)(20e3 * scale);
	cb_bench_emit_header(&r->meta);
}

/* Measure every wanted case (and its peers), emitting the log's rows. */
static void
host_measure(host_run *r)
{
	size_t i, n = cb_bench_count();
	int k, s;

	progress_start();
	for (i = 0; i < n; i++) {
		measured *x;
		cb_bench_case c;
		char p[96];
		int err;

		if (cb_bench_get(i, &c) != CB_OK || !run_wanted(&r->o, &c))
			continue;
		x = &r->m[r->nm];
		x->c = c;
		(void)cb_bench_params(&x->c, p, sizeof(p));
		progressf("run: %zu/%zu %s %s %s", r->nm + 1, r->nwant,
			  x->c.algorithm, x->c.operation, p);
		err = cb_bench_prepare(&x->c);
		if (err != CB_OK) {
			cb_bench_emit_skip(&x->c, cb_strerror(err));
			r->failed++;
			continue;
		}
		/* OpenSSL's pair gives the row its figure, as it always
		 * has; without it (or where OpenSSL has no such case or
		 * differs), ours is measured alone */
		s = r->peers[PEER_OPENSSL] != NULL ?
		    peer_row(r->peers[PEER_OPENSSL], PEER_OPENSSL, x, &r->bo,
			     &r->mismatch) : PEER_NONE;
		if (s == PEER_OK)
			x->ours = x->peer_ours[PEER_OPENSSL];
		else if (s == PEER_OURS_FAILED ||
			 measure_ours(x, &r->bo) != 0) {
			cb_bench_emit_skip(&x->c, cb_strerror(
						   cb_bench_last_error()));
			r->failed++;
			continue;
		}
		for (k = PEER_OPENSSL + 1; k < PEER_N; k++)
			if (r->peers[k] != NULL)
				(void)peer_row(r->peers[k], k, x, &r->bo,
					       &r->mismatch);
		cb_bench_emit_row(&x->c, &x->ours);
		r->nm++;
	}
	progress_end();
	cb_bench_emit_end();
}

/* The log of peer k's figures, a run of its own: our harness's header
 * with the library named, one row per case it measured. */
static int
peer_log(const host_run *r, int k, char **log, size_t *loglen)
{
	FILE *f = open_memstream(log, loglen);
	cb_bench_meta meta = r->meta;
	size_t i;
	size_t rows = 0;

	if (f == NULL)
		return -1;
	/* not our build's compiler: the library as this system has it */
	meta.compiler = "unstated (the installed library)";
	meta.flags = NULL;
	port_host_output(f);
	cb_bench_emit_header(&meta);
	fprintf(f, "# library: %s\n# library_version: %s\n",
		peer_library(k), *peer_version(k) ? peer_version(k) :
		"unstated");
	for (i = 0; i < r->nm; i++) {
		const measured *x = &r->m[i];
		const cb_bench_stats *st = &x->peer[k];
		char params[96];

		if (x->peer_state[k] != 1)
			continue;
		(void)cb_bench_params(&x->c, params, sizeof(params));
		fprintf(f, "row %s %s %s%s%s %s %llu %s reps=%u min=%llu "
			"max=%llu q1=%llu q3=%llu\n", x->c.algorithm,
			x->c.operation, params, x->peer_impl[k][0] ? ";impl=" :
			"", x->peer_impl[k], unit_parse(cb_port_unit()) == UNIT_NS ?
			"time" : "cycles", (unsigned long long)st->median,
			cb_port_unit(), st->reps, (unsigned long long)st->min,
			(unsigned long long)st->max,
			(unsigned long long)st->q1,
			(unsigned long long)st->q3);
		rows++;
	}
	fputs("# end\n", f);
	port_host_output(stdout);
	if (fclose(f) != 0)
		return -1;
	return rows > 0 ? 0 : 1;
}

/* --ref: each peer's figures saved as a run of its own, NAME-LIB, so
 * that 'compare NAME NAME-LIB' sets them side by side later.  0 or -1. */
static int
save_peers(const host_run *r)
{
	int k, rc = 0;

	for (k = 0; k < PEER_N; k++) {
		char name[64], *log = NULL;
		size_t len = 0;
		int s;

		if (!(r->o.ref >> k & 1))
			continue;
		snprintf(name, sizeof(name), "%s-%s", r->o.save, peer_name(k));
		s = peer_log(r, k, &log, &len);
		if (s == 0 && run_save(name, "host", log, len) != 0)
			rc = -1;
		if (s < 0)
			rc = -1;
		free(log);
	}
	return rc;
}

/* The table, the --log, the errors and the saves: the exit status. */
static int
host_report(host_run *r)
{
	int status = 0;

	if (r->o.log != NULL && strcmp(r->o.log, "-") == 0) {
		fwrite(r->log, 1, r->loglen, stdout);
	} else {
		if (r->o.log != NULL &&
		    run_write_log(r->o.log, r->log, r->loglen) != 0) {
			status = 1;
			r->o.no_save = 1;
		}
		if (g_format == FMT_TEXT)
			printf("%s (%s, %s), %s, clock %.0f MHz (%s)\n"
			       "counts per call: median of the repetitions; "
			       "per_mhz: %s\n\n", r->h.name, r->h.cpu,
			       r->h.arch, port_host_method(),
			       port_host_clock_mhz(), port_host_clock(),
			       unit_parse(cb_port_unit()) == UNIT_NS ?
			       "ns x clock / bytes (cycles/B) or per call" :
			       "cycles / bytes (cycles/B) or per call");
		print_table(r->m, r->nm, r->o.ref, port_host_clock_mhz());
	}
	if (r->failed > 0) {
		errorf("%zu case(s) failed to run (see '# skip' lines of the "
		       "log)", r->failed);
		status = 1;
	}
	if (r->mismatch > 0) {
		errorf("%zu case(s): a reference library's output differs "
		       "from ours or it rejected our tag ('mismatch')",
		       r->mismatch);
		status = 1;
	}
	if (r->o.no_save)
		return status;
	report_unknown(r->m, r->nm);
	if (run_save(r->o.save, "host", r->log, r->loglen) != 0 ||
	    save_peers(r) != 0)
		status = 1;
	return status;
}

/* --as BOARD: the cycle model's memory from that board's row of the
 * data folder's memory.csv, what it leaves out said; 0 or -1. */
static int
target_as(run_opts *o, const char *datadir)
{
	board_memory bm;

	if (board_memory_of(datadir, o->as_board, &bm) != 0)
		return -1;
	if (!bm.found) {
		errorf("--as %s: no row of the boards' memory table "
		       "(%s/memory.csv) for it", o->as_board, datadir);
		return -1;
	}
	o->ws = bm.ws;
	o->art = bm.art;
	fprintf(stderr, "%s: as %s: %s; the cycle model: %s%s; not modelled: "
		"%s (%s)\n", g_prog, o->as_board, bm.accelerator, bm.ws ?
		"flash wait states" : "zero wait states", bm.art ?
		" with the ART" : "", bm.not_modelled, bm.source);
	return 0;
}

int
cmd_run(int argc, char **argv, const char *datadir)
{
	host_run r;
	cb_bench_case c;
	size_t n, i;
	FILE *lf;
	int status, k;

	memset(&r, 0, sizeof(r));
	run_parse(argc, argv, &r.o);
	if (r.o.sweep && cb_bench_sweep(r.o.sizes, r.o.nsizes) != CB_OK)
		die_usage("run", "--sizes: at most %d sizes of 0-%d bytes",
			  CB_BENCH_SWEEP_MAX, CB_BENCH_MAX_LEN);
	n = cb_bench_count();
	if (r.o.target != NULL && r.o.as_board != NULL &&
	    target_as(&r.o, datadir) != 0)
		return 1;
	if (r.o.target != NULL)
		return r.o.ref_libs != NULL ? run_ref_target(&r.o, datadir) :
		       run_target(&r.o, datadir);
	if (r.o.b.board != NULL)
		return run_on_board(&r.o, datadir);
	if (r.o.lava != NULL)
		return run_lava(&r.o, datadir);
	for (i = 0; i < n; i++)
		if (cb_bench_get(i, &c) == CB_OK && run_wanted(&r.o, &c))
			r.nwant++;
	if (r.nwant == 0) {
		errorf("no benchmark case matches these options (see "
		       "'cryptobench run --help')");
		return 1;
	}
	if (run_check_first(&r.o, datadir) != 0 ||
	    check_peer_names(&r.o, datadir) != 0)
		return 1;
	r.m = calloc(r.nwant, sizeof(*r.m));
	lf = open_memstream(&r.log, &r.loglen);
	if (r.m == NULL || lf == NULL) {
		errorf("out of memory");
		return 1;
	}
	for (k = 0; k < PEER_N; k++)
		if ((r.o.ref >> k & 1) && (r.peers[k] = peer_new(k)) == NULL) {
			errorf("out of memory");
			return 1;
		}
	host_setup(&r, lf);
	host_measure(&r);
	for (k = 0; k < PEER_N; k++)
		peer_free(r.peers[k]);
	fclose(lf);
	port_host_output(stdout);
	status = host_report(&r);
	free(r.log);
	free(r.m);
	return status;
}
