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
#include "fit.h"
#include "model.h"
#include "port.h"
#include "run.h"
#include "store.h"
#include "util.h"

#ifndef CB_CC
#define CB_CC "unknown"
#endif
#ifndef CB_CFLAGS
#define CB_CFLAGS ""
#endif

static const char run_help[] =
	"usage: cryptobench run [--algo GLOB] [--family F] [--mode M]\n"
	"                       [--config C] [--quick] [--save NAME]\n"
	"                       [--no-save] [--log FILE] [--ref LIBS]\n"
	"                       [--sweep [--sizes LIST]]\n"
	"       cryptobench run --target qemu-m4|qemu-m33|qemu-m55 [--full]\n"
	"                       [--sweep [--sizes LIST]]\n"
	"                       [--algo GLOB] [--save NAME] [--no-save]\n"
	"                       [--log FILE] [--timeout S]\n"
	"                       [--build-dir DIR]\n"
	"       cryptobench run --board BOARD --serial DEV [--baud N]\n"
	"                       [--flash-cmd CMD | --no-flash] [--gpio CHIP:LINE]\n"
	"                       [--full] [--algo GLOB] [--save NAME] [--no-save]\n"
	"                       [--log FILE] [--timeout S] [--line-timeout S]\n"
	"                       [--build-dir DIR]\n\n"
	"Measure the crypto core on this machine with the benchmark harness\n"
	"(lib/bench): every cipher, AEAD, hash and MAC, encrypt and decrypt,\n"
	"in three shapes after the published methods: one long message\n"
	"(mode=long, 8192 bytes, key set up beforehand), CMOX \"sole buffer\"\n"
	"one-shot calls on 32, 64 and 128 bytes including key setup, and CMOX\n"
	"\"data flow\" of 8000 bytes in 128/512/1024/2048-byte chunks.  Each\n"
	"case is warmed up, then repeated within a time budget; the median is\n"
	"reported with min, max and the number of repetitions.  Counts are\n"
	"CPU cycles from perf_event_open where the kernel allows it, else\n"
	"nanoseconds from clock_gettime with the clock frequency measured by\n"
	"calibration (the header says which).  The table is saved with its\n"
	"raw run log as a new run in the user's run store (an SQLite\n"
	"database, $XDG_DATA_HOME/cryptobench/runs.db, one transaction per\n"
	"save), so that 'cryptobench compare host stm32f4' works; earlier\n"
	"runs are kept ('cryptobench runs', NAME@N).\n\n";
/* the options (one string would pass C11's 4095-character minimum) */
static const char run_help_opts[] =
	"  --algo GLOB      algorithm ids matching GLOB (comma list), e.g.\n"
	"                   'aes-128-*,sha256'\n"
	"  --family F       cipher, aead, hash, mac, signature, key-exchange\n"
	"                   or pq (comma list)\n"
	"  --mode M         long, sole-buffer, data-flow or op (public-key\n"
	"                   operations; comma list)\n"
	"  --config C       ct (constant-time) or table (table ciphers; GCM\n"
	"                   with its 64 KB per-key GHASH table, but for\n"
	"                   sole-buffer calls, where building it would cost\n"
	"                   more than the message: there the ct GHASH);\n"
	"                   ML-DSA: fast (keygen, sign, verify) or small\n"
	"                   (its small-memory signing); LMS: fast (the tree\n"
	"                   kept) or small (recomputed); comma list\n"
	"  --quick          long messages and public-key operations only, a\n"
	"                   small time budget (seconds)\n"
	"  --save NAME      save as a new run of NAME (default host):\n"
	"                   lowercase letters, digits, '-' and '_', not the\n"
	"                   name of a published board\n"
	"  --no-save        print the table only\n"
	"  --log FILE       also write the raw run log to FILE ('-': stdout,\n"
	"                   instead of the table), checked before measuring\n"
	"  --ref LIBS       measure the same cases through other libraries in\n"
	"                   the same process, interleaved call by call with\n"
	"                   ours, after checking that their output (text,\n"
	"                   tag, digest, MAC) equals ours, and print ours,\n"
	"                   theirs and the ratio (ours / theirs); LIBS is a\n"
	"                   comma list of openssl (EVP), bearssl and tomcrypt\n"
	"                   (the portable-C libraries; for bearssl, config=ct\n"
	"                   rows use its constant-time code, e.g. aes_ct64,\n"
	"                   and table rows its tables, e.g. aes_big; each\n"
	"                   row names the implementation used);\n"
	"                   OPENSSL_ia32cap=0 in the environment makes\n"
	"                   OpenSSL run without its AES-NI, SHA-NI, SSE and\n"
	"                   AVX code\n"
	"  --target T       build (or find) the firmware for QEMU machine T\n"
	"                   (qemu-m4: mps2-an386, qemu-m33: mps2-an505,\n"
	"                   qemu-m55: mps3-an547; the target line of a\n"
	"                   mcu/boards/*/board.conf), run it with -icount shift=0\n"
	"                   after its self-test, print its table (the rows\n"
	"                   --algo selects) and save it all (default\n"
	"                   NAME: T); counts are emulated instructions, never\n"
	"                   cycles; exits 1 if the self-test fails or QEMU\n"
	"                   does not finish\n"
	"  --sweep          instead of the shapes: every cipher, AEAD, hash\n"
	"                   and MAC at each message size (mode=sweep;\n"
	"                   message=N), with the key set up beforehand\n"
	"                   (setup=none) and in the call (setup=key; GCM's\n"
	"                   GHASH table too), for 'show --fit', 'compare\n"
	"                   --size' and 'plot --sweep'; with --target, a\n"
	"                   firmware built with these sizes (build-fw-m4-\n"
	"                   sweep) and --algo compiled in\n"
	"  --sizes LIST     the sweep's sizes in bytes, comma list, each\n"
	"                   0-16384 (default 0,1,15,16,17,32,64,128,256,\n"
	"                   512,1024,2048,4096,8192,16384); with --quick, a\n"
	"                   small time budget per case\n"
	"  --full           with --target or --board: every shape, not only long\n"
	"                   messages and public-key operations\n"
	"  --timeout S      with --target: give QEMU S seconds (default 900);\n"
	"                   with --board: the whole log (default 900)\n"
	"  --build-dir DIR  with --target or --board: the firmware build folder\n"
	"                   (default build-fw-m4 etc., build-fw-BOARD, in the\n"
	"                   source tree, as ./check)\n";
/* run --board: a real board (or a QEMU one on a pseudo-terminal) */
static const char run_help_board[] =
	"  --board B        a board of mcu/boards/ (nucleo-f439zi ...): build\n"
	"                   its firmware if needed, flash it with the command\n"
	"                   of its board.conf (which resets it), read its\n"
	"                   serial log from '# firmware:' to '# end', check the\n"
	"                   self-test, print and save the table (default NAME:\n"
	"                   B); a board that does not answer within 15 s, a\n"
	"                   self-test failure, a log cut short or a serial\n"
	"                   disconnect: an error naming the step, nothing saved\n"
	"  --serial DEV     with --board: its serial port (/dev/ttyACM0),\n"
	"                   set raw 8N1 at the board's baud rate\n"
	"  --baud N         with --board: another rate than board.conf's\n"
	"  --flash-cmd CMD  with --board: the flash command (sh), {elf} and\n"
	"                   {bin} standing for the image; it must reset the board\n"
	"  --no-flash       with --board: the image is on the board already:\n"
	"                   run board.conf's reset command, or reset by hand\n"
	"  --gpio CHIP:LINE with --board: a Linux GPIO line wired to the board's\n"
	"                   marker pin (board.conf); its edges (libgpiod) time\n"
	"                   every sample from outside: per row the pin's time\n"
	"                   beside the on-chip count, and the clock checked\n"
	"                   ('clock verified externally: 179.98 MHz (stated\n"
	"                   180)', saved with the figures, or a warning)\n"
	"  --line-timeout S with --board: longest silence between two lines\n"
	"                   of the log (default 120)\n";

static const char *
mode_name(int mode)
{
	return mode == CB_BENCH_SOLE ? "sole-buffer" :
	       mode == CB_BENCH_FLOW ? "data-flow" :
	       mode == CB_BENCH_OP ? "op" :
	       mode >= CB_BENCH_SWEEP ? "sweep" : "long";
}

static int
wanted(const run_opts *o, const cb_bench_case *c)
{
	if (o->quick && c->mode != CB_BENCH_LONG && c->mode != CB_BENCH_OP &&
	    !o->sweep)
		return 0;
	if (o->algo != NULL && !list_glob(o->algo, c->algorithm))
		return 0;
	if (o->family != NULL && !list_has(o->family, c->family))
		return 0;
	if (o->mode != NULL && !list_has(o->mode, mode_name(c->mode)))
		return 0;
	if (o->config != NULL && !list_has(o->config, c->config))
		return 0;
	return 1;
}

/* --ref LIBS as a mask, bit k for peer k (run.h); 0 if a word names no
 * peer.  Exits if one is not built in. */
static int
peer_parse(const char *v)
{
	const char *names[PEER_N + 1];
	int k, ref = 0;

	for (k = 0; k < PEER_N; k++)
		names[k] = peer_name(k);
	names[PEER_N] = NULL;
	if (!list_all(v, names))
		return 0;
	for (k = 0; k < PEER_N; k++) {
		if (!list_has(v, peer_name(k)))
			continue;
		if (!peer_built(k)) {
			errorf("--ref %s: this cryptobench was built without "
			       "%s", peer_name(k), peer_title(k));
			exit(1);
		}
		ref |= 1 << k;
	}
	return ref;
}

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
		 strcmp(cb_port_unit(), "ns") == 0 ? "time" : "cycles");
	snprintf(r.unit, sizeof(r.unit), "%s", cb_port_unit());
	r.v = (double)v;
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

/* An option's value; a missing one ends the command (usage). */
static const char *
optval(int argc, char **argv, int *i, const char *name)
{
	const char *v = opt_value(argc, argv, i, name);

	if (v == opt_missing)
		die_usage("run", "%s needs a value", name);
	return v;
}

/* The --board options at argv[*i]: 1 if one was taken. */
static int
board_option(int argc, char **argv, int *i, board_opts *b)
{
	const char *v;
	long n;

	if ((v = optval(argc, argv, i, "--board")) != NULL)
		b->board = v;
	else if ((v = optval(argc, argv, i, "--serial")) != NULL)
		b->serial = v;
	else if ((v = optval(argc, argv, i, "--flash-cmd")) != NULL)
		b->flash_cmd = v;
	else if ((v = optval(argc, argv, i, "--gpio")) != NULL)
		b->gpio = v;
	else if ((v = optval(argc, argv, i, "--baud")) != NULL) {
		if (num_int(v, 10000000, &n) != 0 || n == 0)
			die_usage("run", "--baud takes a rate, not '%s'", v);
		b->baud = n;
	} else if ((v = optval(argc, argv, i, "--line-timeout")) != NULL) {
		if (num_int(v, 86400, &n) != 0 || n == 0)
			die_usage("run", "--line-timeout takes seconds");
		b->line_timeout = (int)n;
	} else if (strcmp(argv[*i], "--no-flash") == 0)
		b->no_flash = 1;
	else
		return 0;
	return 1;
}

/* --board's company: what it needs, what it refuses. */
static void
board_check(run_opts *o)
{
	board_conf bc;

	if (o->target != NULL)
		die_usage("run", "--target and --board contradict each other");
	if (o->b.serial == NULL)
		die_usage("run", "--board needs --serial DEV (its serial port, "
			  "e.g. /dev/ttyACM0)");
	if (o->b.no_flash && o->b.flash_cmd != NULL)
		die_usage("run", "--flash-cmd and --no-flash contradict each "
			  "other");
	if (o->ref || o->mode || o->config || o->family || o->quick)
		die_usage("run", "with --board, the firmware runs its built-in "
			  "set (--full for every shape); --algo selects rows");
	if (board_root() == NULL ||
	    board_conf_load(board_root(), o->b.board, &bc) != 0)
		exit(2);
	o->b.full = o->full;
	o->b.build_dir = o->build_dir;
	o->b.timeout = o->timeout;
}

static void
parse(int argc, char **argv, run_opts *o)
{
	static const char *const families[] = { "cipher", "aead", "hash",
						"mac", "signature",
						"key-exchange", "pq", NULL };
	static const char *const modes[] = { "long", "sole-buffer",
					     "data-flow", "op", NULL };
	static const char *const configs[] = { "ct", "table", "fast", "small",
					       NULL };
	const char *v;
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (is_help(a)) {
			fputs(run_help, stdout);
			fputs(run_help_opts, stdout);
			fputs(run_help_board, stdout);
			exit(0);
		} else if ((v = optval(argc, argv, &i, "--algo")) != NULL) {
			if (*v == '\0')
				die_usage("run", "--algo needs a pattern");
			o->algo = v;
		} else if ((v = optval(argc, argv, &i, "--family")) != NULL) {
			if (!list_all(v, families))
				die_usage("run", "--family takes cipher, aead, "
					  "hash, mac, signature or key-exchange "
					  "(comma list), not '%s'", v);
			o->family = v;
		} else if ((v = optval(argc, argv, &i, "--mode")) != NULL) {
			if (!list_all(v, modes))
				die_usage("run", "--mode takes long, "
					  "sole-buffer, data-flow or op (comma "
					  "list), not '%s'", v);
			o->mode = v;
		} else if ((v = optval(argc, argv, &i, "--config")) != NULL) {
			if (!list_all(v, configs))
				die_usage("run", "--config takes ct, table, "
					  "fast or small, "
					  "not '%s'", v);
			o->config = v;
		} else if ((v = optval(argc, argv, &i, "--save")) != NULL) {
			if (!store_name_valid(v))
				die_usage("run", "--save: '%s' is not a board "
					  "name (lowercase letters, digits, "
					  "'-', '_', at most 31)", v);
			o->save = v;
		} else if ((v = optval(argc, argv, &i, "--log")) != NULL) {
			if (*v == '\0')
				die_usage("run", "--log needs a file name");
			o->log = v;
		} else if ((v = optval(argc, argv, &i, "--ref")) != NULL) {
			o->ref = peer_parse(v);
			if (o->ref == 0)
				die_usage("run", "--ref takes openssl, bearssl "
					  "or tomcrypt (comma list), not '%s'",
					  v);
		} else if ((v = optval(argc, argv, &i, "--target")) != NULL) {
			board_conf bc;
			char names[512];

			if (board_root() == NULL)
				exit(2);
			board_conf_names(board_root(), 0, names, sizeof(names));
			if (board_conf_target(board_root(), v, &bc, 1) != 0)
				die_usage("run", "--target takes %s (the QEMU "
					  "boards' targets), not '%s'", names,
					  v);
			o->target = v;
		} else if (board_option(argc, argv, &i, &o->b)) {
			continue;
		} else if ((v = optval(argc, argv, &i, "--build-dir")) != NULL) {
			o->build_dir = v;
		} else if ((v = optval(argc, argv, &i, "--timeout")) != NULL) {
			long t;

			if (num_int(v, 86400, &t) != 0 || t == 0)
				die_usage("run", "--timeout takes seconds");
			o->timeout = (int)t;
		} else if ((v = optval(argc, argv, &i, "--sizes")) != NULL) {
			char err[128];

			if (fit_size_list(v, CB_BENCH_MAX_LEN, o->sizes,
					  CB_BENCH_SWEEP_MAX, &o->nsizes, err,
					  sizeof(err)) != 0)
				die_usage("run", "--sizes %s", err);
			o->sizes_arg = v;
		} else if (strcmp(a, "--sweep") == 0) {
			o->sweep = 1;
		} else if (strcmp(a, "--full") == 0) {
			o->full = 1;
		} else if (strcmp(a, "--quick") == 0) {
			o->quick = 1;
		} else if (strcmp(a, "--no-save") == 0) {
			o->no_save = 1;
		} else {
			die_usage("run", "unexpected argument '%s'", a);
		}
	}
	if (o->no_save && o->save != NULL)
		die_usage("run", "--save and --no-save contradict each other");
	if (o->target != NULL && (o->ref || o->mode || o->config ||
				  o->family || o->quick))
		die_usage("run", "with --target, the firmware runs its built-in "
			  "set (--full for every shape); --algo selects rows");
	if (o->b.board != NULL)
		board_check(o);
	else if (o->b.serial || o->b.flash_cmd || o->b.no_flash ||
		 o->b.gpio || o->b.baud || o->b.line_timeout)
		die_usage("run", "--serial, --baud, --flash-cmd, --no-flash, "
			  "--gpio and --line-timeout go with --board");
	else if (o->target == NULL && (o->full || o->build_dir || o->timeout))
		die_usage("run", "--full, --build-dir and --timeout go with "
			  "--target or --board");
	if (o->sizes_arg != NULL && !o->sweep)
		die_usage("run", "--sizes goes with --sweep");
	if (o->sweep && (o->ref || o->full || o->mode))
		die_usage("run", "--sweep has its own shape: not with --ref, "
			  "--full or --mode");
	/* compiled into the firmware through a shell command */
	if (o->target != NULL && o->sweep && o->algo != NULL &&
	    strspn(o->algo, "abcdefghijklmnopqrstuvwxyz0123456789-*?,") !=
	    strlen(o->algo))
		die_usage("run", "--algo with --target --sweep: ids and "
			  "globs of a-z, 0-9, '-', '*', '?', ','");
	if (o->sweep && o->sizes_arg == NULL) {
		static const uint32_t def[] = { CB_BENCH_SWEEP_SIZES };

		memcpy(o->sizes, def, sizeof(def));
		o->nsizes = sizeof(def) / sizeof(def[0]);
	}
	if (o->save == NULL)
		o->save = o->target != NULL ? o->target : o->b.board != NULL ?
			o->b.board : "host";
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
	parse(argc, argv, &o);
	if (o.sweep && cb_bench_sweep(o.sizes, o.nsizes) != CB_OK)
		die_usage("run", "--sizes: at most %d sizes of 0-%d bytes",
			  CB_BENCH_SWEEP_MAX, CB_BENCH_MAX_LEN);
	n = cb_bench_count();
	if (o.target != NULL)
		return run_target(&o, datadir);
	if (o.b.board != NULL)
		return run_on_board(&o, datadir);
	for (i = 0; i < n; i++)
		if (cb_bench_get(i, &c) == CB_OK && wanted(&o, &c))
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

		if (cb_bench_get(i, &c) != CB_OK || !wanted(&o, &c))
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
