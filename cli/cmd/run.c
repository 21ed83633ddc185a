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
progress(int tty, size_t i, size_t n, const cb_bench_case *c)
{
	char p[96];

	if (!tty)
		return;
	(void)cb_bench_params(c, p, sizeof(p));
	fprintf(stderr, "\rrun: %zu/%zu %-18s %-7s %-46.46s", i, n,
		c->algorithm, c->operation, p);
	fflush(stderr);
}

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
		"operation", "params", "unit", "per_mhz_unit", NULL };
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
		"per_mhz_unit", "reps", "min", "max" };
	static const char *const rcols[] = { "family", "algorithm",
		"operation", "params", "cryptobench", "openssl", "unit",
		"cryptobench_per_mhz", "openssl_per_mhz", "per_mhz_unit",
		"ratio" };
	static const char *const lsuf[] = { "", "_per_mhz", "_ratio",
					    "_impl" };
	const int ossl = ref >> PEER_OPENSSL & 1;
	const char *names[11 + 4 * PEER_N];
	char lnames[PEER_N][4][32];
	table *t;
	size_t i;
	int k, j, nc = 0;

	for (k = 0; k < 11; k++)
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
		char params[96], v[4][32], pm[32], lv[PEER_N][3][32];
		const char *cells[11 + 4 * PEER_N], *unit = "";

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

int
cmd_run(int argc, char **argv, const char *datadir)
{
	run_opts o;
	host h;
	cb_bench_meta meta;
	cb_bench_opts bo;
	cb_bench_case c;
	measured *m;
	peer *peers[PEER_N] = { NULL };
	char *log = NULL;
	size_t loglen = 0, n = cb_bench_count(), nm = 0, nwant = 0, i;
	size_t failed = 0, mismatch = 0;
	FILE *lf;
	int tty = isatty(2), status = 0, k;
	double scale;
	char clk[32];

	memset(&o, 0, sizeof(o));
	run_parse(argc, argv, &o);
	if (o.sweep && cb_bench_sweep(o.sizes, o.nsizes) != CB_OK)
		die_usage("run", "--sizes: at most %d sizes of 0-%d bytes",
			  CB_BENCH_SWEEP_MAX, CB_BENCH_MAX_LEN);
	n = cb_bench_count();
	if (o.target != NULL && o.as_board != NULL) {
		board_memory bm;

		if (board_memory_of(datadir, o.as_board, &bm) != 0)
			return 1;
		if (!bm.found) {
			errorf("--as %s: no row of the boards' memory table "
			       "(%s/memory.csv) for it", o.as_board, datadir);
			return 1;
		}
		o.ws = bm.ws;
		o.art = bm.art;
		fprintf(stderr, "%s: as %s: %s; the cycle model: %s%s; not "
			"modelled: %s (%s)\n", g_prog, o.as_board,
			bm.accelerator, bm.ws ? "flash wait states" :
			"zero wait states", bm.art ? " with the ART" : "",
			bm.not_modelled, bm.source);
	}
	if (o.target != NULL)
		return o.ref_libs != NULL ? run_ref_target(&o, datadir) :
		       run_target(&o, datadir);
	if (o.b.board != NULL)
		return run_on_board(&o, datadir);
	if (o.lava != NULL)
		return run_lava(&o, datadir);
	for (i = 0; i < n; i++)
		if (cb_bench_get(i, &c) == CB_OK && run_wanted(&o, &c))
			nwant++;
	if (nwant == 0) {
		errorf("no benchmark case matches these options (see "
		       "'cryptobench run --help')");
		return 1;
	}
	if (run_check_first(&o, datadir) != 0)
		return 1;
	m = calloc(nwant, sizeof(*m));
	lf = open_memstream(&log, &loglen);
	if (m == NULL || lf == NULL) {
		errorf("out of memory");
		return 1;
	}
	for (k = 0; k < PEER_N; k++)
		if ((o.ref >> k & 1) && (peers[k] = peer_new(k)) == NULL) {
			errorf("out of memory");
			return 1;
		}

	port_host_output(lf);
	cb_port_init();
	host_info(&h);
	memset(&meta, 0, sizeof(meta));
	meta.platform = h.name;
	meta.cpu = h.cpu;
	meta.core = h.arch;
	meta.vendor = h.vendor;
	meta.clock = port_host_clock();
	meta.compiler = CB_CC;
	meta.flags = CB_CFLAGS;
	meta.version = CB_GIT_DESCRIBE;
	meta.method = port_host_method();
	snprintf(clk, sizeof(clk), "%.3f", port_host_clock_mhz());
	meta.clock_mhz = port_host_clock_mhz() > 0 ? clk : NULL;
	/* budgets in counts: ns, or cycles at the calibrated clock */
	scale = strcmp(cb_port_unit(), "ns") == 0 ? 1.0 :
		port_host_clock_mhz() / 1e3;
	if (scale <= 0)
		scale = 3.0;
	bo.warmup = o.quick ? 1 : 2;
	bo.min_reps = o.quick ? 3 : 5;
	bo.max_reps = o.quick ? 11 : CB_BENCH_MAX_REPS;
	bo.budget = (uint64_t)((o.quick ? 2e6 : 20e6) * scale);
	bo.overhead = cb_bench_overhead(21);
	/* samples of at least 20 us, so that the clock's granularity and
	 * the reading overhead stay below a few tenths of a percent */
	bo.min_sample = (uint64_t)(20e3 * scale);
	cb_bench_emit_header(&meta);

	for (i = 0; i < n; i++) {
		cb_bench_fn fn = cb_bench_call;
		void *arg;
		measured *x;
		int err, s;

		if (cb_bench_get(i, &c) != CB_OK || !run_wanted(&o, &c))
			continue;
		x = &m[nm];
		x->c = c;
		arg = &x->c;
		progress(tty, nm + 1, nwant, &c);
		err = cb_bench_prepare(&x->c);
		if (err != CB_OK) {
			cb_bench_emit_skip(&x->c, cb_strerror(err));
			failed++;
			continue;
		}
		/* OpenSSL's pair gives the row its figure, as it always
		 * has; without it (or where OpenSSL has no such case or
		 * differs), ours is measured alone */
		s = peers[PEER_OPENSSL] != NULL ?
		    peer_row(peers[PEER_OPENSSL], PEER_OPENSSL, x, &bo,
			     &mismatch) : PEER_NONE;
		if (s == PEER_OK)
			x->ours = x->peer_ours[PEER_OPENSSL];
		else if (s == PEER_OURS_FAILED ||
			 cb_bench_measure(&fn, &arg, 1, &bo, &x->ours) !=
			 CB_OK || cb_bench_last_error() != CB_OK) {
			cb_bench_emit_skip(&x->c, cb_strerror(
						   cb_bench_last_error()));
			failed++;
			continue;
		}
		for (k = PEER_OPENSSL + 1; k < PEER_N; k++)
			if (peers[k] != NULL)
				(void)peer_row(peers[k], k, x, &bo, &mismatch);
		cb_bench_emit_row(&x->c, &x->ours);
		nm++;
	}
	for (k = 0; k < PEER_N; k++)
		peer_free(peers[k]);
	cb_bench_emit_end();
	fclose(lf);
	port_host_output(stdout);
	if (tty)
		fprintf(stderr, "\r%100s\r", "");

	if (o.log != NULL && strcmp(o.log, "-") == 0) {
		fwrite(log, 1, loglen, stdout);
	} else {
		if (o.log != NULL && run_write_log(o.log, log, loglen) != 0) {
			status = 1;
			o.no_save = 1;
		}
		if (g_format == FMT_TEXT)
			printf("%s (%s, %s), %s, clock %.0f MHz (%s)\n"
			       "counts per call: median of the repetitions; "
			       "per_mhz: %s\n\n", h.name, h.cpu, h.arch,
			       port_host_method(), port_host_clock_mhz(),
			       port_host_clock(),
			       strcmp(cb_port_unit(), "ns") == 0 ?
			       "ns x clock / bytes (cycles/B) or per call" :
			       "cycles / bytes (cycles/B) or per call");
		print_table(m, nm, o.ref, port_host_clock_mhz());
	}
	if (failed > 0) {
		errorf("%zu case(s) failed to run (see '# skip' lines of the "
		       "log)", failed);
		status = 1;
	}
	if (mismatch > 0) {
		errorf("%zu case(s): a reference library's output differs "
		       "from ours or it rejected our tag ('mismatch')",
		       mismatch);
		status = 1;
	}
	if (!o.no_save) {
		char unknown[256] = "";
		size_t l;

		/* the data model takes only the ids cli/algs.c knows */
		for (i = 0; i < nm; i++) {
			l = strlen(unknown);
			if (alg_by_id(m[i].c.algorithm) == NULL &&
			    (i == 0 || strcmp(m[i].c.algorithm,
					      m[i - 1].c.algorithm) != 0))
				snprintf(unknown + l, sizeof(unknown) - l,
					 "%s%s", l ? ", " : "",
					 m[i].c.algorithm);
		}
		if (unknown[0] != '\0')
			fprintf(stderr, "%s: not saved (no id in the data "
				"model yet): %s\n", g_prog, unknown);
		if (run_save(o.save, "host", log, loglen) != 0)
			status = 1;
	}
	free(log);
	free(m);
	return status;
}
