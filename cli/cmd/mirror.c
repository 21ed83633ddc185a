/* SPDX-License-Identifier: MIT */
/* cryptobench mirror: a published board's table predicted by emulation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "cmd.h"
#include "model.h"
#include "run.h"
#include "store.h"
#include "util.h"

static const char mirror_help[] =
	"usage: cryptobench mirror BOARD [--src DIR] [--opt O2|O3|Os]\n"
	"                          [--size N] [--build-dir DIR] [--run NAME]\n"
	"                          [--algo GLOB] [-v]\n\n"
	"Predict a published board's software rows by emulation: build the\n"
	"library its page measured (mcu/ref/: Mbed TLS and wolfSSL from\n"
	"Debian 12's source packages, CycloneCRYPTO from --src) for its core\n"
	"(qemu-m4, qemu-m33, qemu-m55), run it through the harness under QEMU\n"
	"with the cycle model set to the board's memory (data/memory.csv:\n"
	"its flash wait states and accelerator at the page's clock, or what\n"
	"of it is not modelled), save the run as mirror-BOARD-LIB, and set\n"
	"predicted beside published per row, in cycles per MHz, with the\n"
	"error (predicted / published - 1).\n\n"
	"  --src DIR        the library's source folder (CycloneCRYPTO: one\n"
	"                   holding cyclone_crypto/ and common/ of the page's\n"
	"                   version)\n"
	"  --opt LEVEL      the firmware's -O level (the page's, where it\n"
	"                   says): a build folder of its own, build-fw-CPU-LEVEL\n"
	"  --size N         messages of N bytes, the key set up beforehand\n"
	"                   (the page's buffer: wolfCrypt's and Mbed TLS's\n"
	"                   benchmarks take 1024; default: 8192, mode=long),\n"
	"                   compiled in: a build folder of its own\n"
	"  --build-dir DIR  the firmware build folder\n"
	"  --run NAME       no measuring: the saved run NAME is the prediction\n"
	"  --algo GLOB      only these algorithms (comma list)\n"
	"  -v               the firmware build's output\n";

/* A published library's name and the mcu/ref/ folder that builds it. */
static const struct {
	const char *library, *ref;
} libs[] = {
	{ "CycloneCRYPTO", "cyclone" },
	{ "Mbed TLS", "mbedtls" },
	{ "wolfSSL", "wolfssl" },
	{ "BearSSL", "bearssl" },
	{ "libtomcrypt", "tomcrypt" },
};

/* The QEMU target of a published core, or NULL. */
static const char *
target_of(const char *core)
{
	if (strstr(core, "M33") != NULL)
		return "qemu-m33";
	if (strstr(core, "M55") != NULL)
		return "qemu-m55";
	if (strstr(core, "M4") != NULL)
		return "qemu-m4";
	return NULL;
}

/* Measure: the library of b built for its core, run at its memory. */
static int
measure(const cb_board *b, const char *ref, const board_memory *m,
	const char *src, const char *opt, const char *size,
	const char *build_dir, const char *algo, int verbose,
	const char *save, const char *datadir)
{
	run_opts o;
	char libs_arg[4200], dir[4096];

	memset(&o, 0, sizeof(o));
	o.target = target_of(b->core);
	o.ws = m->ws;
	o.art = m->art;
	o.algo = algo;
	o.save = save;
	o.ref_only = 1;
	o.fw_opt = opt;
	o.verbose = verbose;
	o.sweep = size != NULL;
	o.sizes_arg = size;
	if (build_dir == NULL && (opt != NULL || size != NULL) &&
	    path_source() != NULL) {
		snprintf(dir, sizeof(dir), "%s/build-fw-%s-%s%s%s",
			 path_source(), o.target + strlen("qemu-"),
			 opt != NULL ? opt : "O2", size != NULL ? "-" : "",
			 size != NULL ? size : "");
		build_dir = dir;
	}
	o.build_dir = build_dir;
	snprintf(libs_arg, sizeof(libs_arg), "%s%s%s", ref, src ? "=" : "",
		 src ? src : "");
	o.ref_libs = libs_arg;
	if (!ref_target_list_ok(libs_arg)) {
		errorf("mirror: cannot build %s here", ref);
		return -1;
	}
	fprintf(stderr, "%s: mirror %s: %s on %s, %s%s\n", g_prog, b->id,
		ref, o.target, m->ws ? "flash wait states " : "zero wait states",
		m->ws ? (m->art ? "with the ART" : "plain") : "");
	return run_ref_target(&o, datadir) == 0 ? 0 : -1;
}

/* The median of n values (sorted in place). */
static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Predicted beside published: each software row of b with a prediction
 * in p (the same algorithm and operation, est-cycles). */
static int
print_mirror(const cb_dataset *ds, const cb_board *b, const cb_board *p,
	     const board_memory *m, const filter *flt)
{
	static const char *const cols[] = { "family", "algorithm",
		"operation", "published", "published_per_mhz", "predicted",
		"predicted_per_mhz", "unit", "error", "params", "line" };
	double *err = calloc(ds->nrows + 1, sizeof(double));
	size_t i, j, n = 0, within = 0;
	table *t = table_new(11, cols);
	int k;

	if (err == NULL)
		abort();
	for (k = 0; k < 11; k++)
		if (k == 4 || k == 6 || k == 8 || k == 10)
			table_numeric(t, k);
	for (i = 0; i < ds->nrows; i++) {
		const cb_result *r = &ds->rows[i], *q = NULL;
		char pub[64], pp[32], pr[64], ppr[32], e[32], line[16];
		const char *cells[11];
		double x, y;
		norm_kind kx, ky;

		if (strcmp(r->board, b->id) != 0 || r->hw ||
		    !filter_match(flt, r))
			continue;
		/* the prediction: the lowest of the run's figures of the
		 * same algorithm and operation, as compare takes a board's
		 * variants (a sweep's key set up beforehand, not in the
		 * call) */
		for (j = 0, y = 0; j < ds->nrows; j++) {
			const cb_result *c = &ds->rows[j];
			double z;

			if (strcmp(c->board, p->id) != 0 ||
			    c->met != MET_EST_CYCLES ||
			    strcmp(c->algorithm, r->algorithm) != 0 ||
			    strcmp(c->operation, r->operation) != 0 ||
			    norm_value(c, p->clock_mhz, &z) == NORM_NONE ||
			    (q != NULL && z >= y))
				continue;
			q = c;
			y = z;
		}
		if (q == NULL)
			continue;
		kx = norm_value(r, b->clock_mhz, &x);
		ky = norm_value(q, p->clock_mhz, &y);
		if (kx == NORM_NONE || kx != ky || x <= 0)
			continue;
		err[n] = y / x - 1;
		within += err[n] >= -0.10 && err[n] <= 0.10;
		snprintf(pub, sizeof(pub), "%s %s", r->value, r->unit);
		fmt_num(pp, sizeof(pp), x);
		snprintf(pr, sizeof(pr), "%s est-cycles", q->value);
		fmt_num(ppr, sizeof(ppr), y);
		snprintf(e, sizeof(e), g_format == FMT_TEXT ? "%+.1f %%" :
			 "%.4f", g_format == FMT_TEXT ? 100 * err[n] : err[n]);
		snprintf(line, sizeof(line), "%d", r->line);
		cells[0] = r->alg != NULL ? r->alg->family : "";
		cells[1] = r->algorithm;
		cells[2] = r->operation;
		cells[3] = pub;
		cells[4] = pp;
		cells[5] = pr;
		cells[6] = ppr;
		cells[7] = kx == NORM_CPB ? "cycles/B" : "cycles/op";
		cells[8] = e;
		cells[9] = r->params;
		cells[10] = line;
		table_add(t, cells);
		n++;
	}
	if (g_format == FMT_TEXT) {
		printf("%s (%s, %s @ %g MHz, %s %s) predicted by %s (%s %s, "
		       "%s; %s)\n", b->id, b->mcu, b->core, b->clock_mhz,
		       b->library, b->library_version, p->id, p->library,
		       p->library_version, p->optimization, p->method);
		printf("memory: %s; modelled: %s; not modelled: %s (%s)\n"
		       "error: predicted / published - 1, per MHz; published "
		       "cycles = clock / throughput or time x clock\n\n",
		       m->found ? m->accelerator : "not in data/memory.csv",
		       m->ws ? "flash wait states" : "zero wait states",
		       m->found ? m->not_modelled : "everything",
		       m->found ? m->source : "-");
	}
	table_print(t, stdout);
	table_free(t);
	if (n > 0 && g_format == FMT_TEXT) {
		for (i = 0; i < n; i++)
			err[i] = err[i] < 0 ? -err[i] : err[i];
		qsort(err, n, sizeof(double), cmp_double);
		printf("\n%zu rows: median |error| %.1f %%, %zu within "
		       "10 %%\n", n, 100 * (n % 2 ? err[n / 2] :
					    (err[n / 2 - 1] + err[n / 2]) / 2),
		       within);
	}
	free(err);
	if (n == 0)
		errorf("mirror: no software row of %s has a prediction in %s",
		       b->id, p->id);
	return n > 0 ? 0 : 1;
}

int
cmd_mirror(int argc, char **argv, const char *datadir)
{
	const char *board = NULL, *src = NULL, *opt = NULL, *bdir = NULL;
	const char *run = NULL, *algo = NULL, *v, *ref = NULL, *size = NULL;
	char save[48], runname[64], *names[2];
	const cb_board *bs[2];
	filter flt = { 0 };
	cb_dataset ds;
	board_memory m;
	int i, verbose = 0, rc;
	size_t k;

	for (i = 1; i < argc; i++) {
		v = NULL;
		if (is_help(argv[i])) {
			fputs(mirror_help, stdout);
			return 0;
		} else if ((v = opt_value(argc, argv, &i, "--src")) != NULL) {
			src = v;
		} else if ((v = opt_value(argc, argv, &i, "--opt")) != NULL) {
			if (strcmp(v, "O2") && strcmp(v, "O3") && strcmp(v, "Os"))
				die_usage("mirror", "--opt takes O2, O3 or Os");
			opt = v;
		} else if ((v = opt_value(argc, argv, &i, "--size")) != NULL) {
			long sz;

			if (num_int(v, CB_BENCH_MAX_LEN, &sz) != 0 || sz == 0)
				die_usage("mirror", "--size takes 1-%d bytes",
					  CB_BENCH_MAX_LEN);
			size = v;
		} else if ((v = opt_value(argc, argv, &i, "--build-dir")) !=
			   NULL) {
			bdir = v;
		} else if ((v = opt_value(argc, argv, &i, "--run")) != NULL) {
			run = v;
		} else if ((v = opt_value(argc, argv, &i, "--algo")) != NULL) {
			algo = v;
			flt.algo = v;
		} else if (strcmp(argv[i], "-v") == 0) {
			verbose = 1;
		} else if (argv[i][0] == '-' || board != NULL) {
			die_usage("mirror", "unexpected argument '%s'", argv[i]);
		} else {
			board = argv[i];
		}
		if (v == opt_missing)
			die_usage("mirror", "%s needs a value", argv[i]);
	}
	if (board == NULL)
		die_usage("mirror", "name a published board");
	names[0] = (char *)board;
	if (data_load_names(datadir, &ds, names, 1) != 0)
		return 1;
	if (sel_boards(&ds, names, 1, bs) != 0) {
		data_free(&ds);
		return 1;
	}
	for (k = 0; k < sizeof(libs) / sizeof(libs[0]); k++)
		if (strcmp(bs[0]->library, libs[k].library) == 0)
			ref = libs[k].ref;
	rc = board_memory_of(datadir, bs[0]->id, &m);
	snprintf(save, sizeof(save), "mirror-%s", bs[0]->id);
	if (rc == 0 && run == NULL && (bs[0]->measured || ref == NULL ||
				       target_of(bs[0]->core) == NULL)) {
		errorf("mirror: %s is %s; mirror takes a published board of "
		       "a library mcu/ref/ builds (CycloneCRYPTO, Mbed TLS, "
		       "wolfSSL, BearSSL, libtomcrypt) on a Cortex-M4, M33 or "
		       "M55", bs[0]->id, bs[0]->measured ? "a run of ours" :
		       bs[0]->library);
		rc = -1;
	}
	if (rc == 0 && run == NULL)
		rc = measure(bs[0], ref, &m, src, opt, size, bdir, algo,
			     verbose, save, datadir);
	snprintf(runname, sizeof(runname), "%s", run != NULL ? run : "");
	if (run == NULL && ref != NULL)
		snprintf(runname, sizeof(runname), "%s-%s", save, ref);
	data_free(&ds);
	if (rc != 0)
		return 1;
	names[0] = (char *)board;
	names[1] = runname;
	if (data_load_names(datadir, &ds, names, 2) != 0)
		return 1;
	rc = sel_boards(&ds, names, 2, bs) != 0 ? 1 :
	     print_mirror(&ds, bs[0], bs[1], &m, &flt);
	data_free(&ds);
	return rc;
}
