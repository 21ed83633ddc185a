/* SPDX-License-Identifier: MIT */
/* cryptobench run's options: its help, their parsing and checks. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "board.h"
#include "fit.h"
#include "run.h"
#include "store.h"
#include "util.h"

static const char run_help[] =
	"usage: cryptobench run [--algo GLOB] [--family F] [--mode M]\n"
	"                       [--config C] [--quick] [--save NAME]\n"
	"                       [--no-save] [--log FILE] [--ref LIBS]\n"
	"                       [--sweep [--sizes LIST]]\n"
	"       cryptobench run --target qemu-m4|qemu-m33|qemu-m55 [--full]\n"
	"                       [--sweep [--sizes LIST]]\n"
	"                       [--algo GLOB] [--save NAME] [--no-save]\n"
	"                       [--log FILE] [--timeout S]\n"
	"                       [--build-dir DIR] [--wait-states N [--art]] [-v]\n"
	"                       [--as BOARD] [--ref LIB[=DIR],...]\n"
	"       cryptobench run --board BOARD --serial DEV [--baud N]\n"
	"                       [--flash-cmd CMD | --no-flash] [--gpio CHIP:LINE]\n"
	"                       [--full] [--algo GLOB] [--save NAME] [--no-save]\n"
	"                       [--log FILE] [--timeout S] [--line-timeout S]\n"
	"                       [--build-dir DIR] [-v]\n"
	"       cryptobench run --lava JOB|LOG [--lab LAB] [--algo GLOB]\n"
	"                       [--save NAME] [--no-save] [--log FILE]\n\n"
	"Measure the crypto core on this machine with the benchmark harness\n"
	"(lib/bench): every cipher, AEAD, hash and MAC, encrypt and decrypt,\n"
	"in three shapes after the published methods: one long message\n"
	"(mode=long, 8192 bytes, key set up beforehand), CMOX \"sole buffer\"\n"
	"one-shot calls on 32, 64 and 128 bytes including key setup, and CMOX\n"
	"\"data flow\" of 8000 bytes in 128/512/1024/2048-byte chunks.  Each\n"
	"case is warmed up, then repeated within a time budget; the median is\n"
	"reported with min, max, the number of repetitions and the spread (the\n"
	"interquartile range over the median; (!) above 20 %: noisy, measured\n"
	"again where above 10 %).  Counts are\n"
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
	"                   (its small-memory signing); LMS, HSS: fast (the\n"
	"                   trees kept) or small (recomputed); Ed25519: the\n"
	"                   fixed-base table built, fast or small\n"
	"                   (-Ded25519); ECDSA P-256/P-384: fast or small\n"
	"                   (cb_ecdsa_sign_small, _verify_small); comma\n"
	"                   list\n"
	"  --quick          long messages and public-key operations only, a\n"
	"                   small time budget (seconds), 7 repetitions at least\n"
	"  --save NAME      save as a new run of NAME (default host):\n"
	"                   lowercase letters, digits, '-' and '_', a letter\n"
	"                   or digit first, not the name of a published\n"
	"                   board\n"
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
	"                   after its self-test, print and save its table\n"
	"                   (default NAME: T); with --algo only those\n"
	"                   algorithms run (chosen on QEMU's command line,\n"
	"                   no rebuild); counts are emulated instructions, never\n"
	"                   cycles; exits 1 if the self-test fails or QEMU\n"
	"                   does not finish\n"
	;
/* --sweep and the firmware's */
static const char run_help_fw[] =
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
	"                   source tree, as ./check)\n"
	"  -v, --verbose    with --target or --board: the firmware build's\n"
	"                   output (else shown only when the build fails)\n";
/* run --target: the cycle model's memory */
static const char run_help_model[] =
	"  --wait-states N  with --target: the cycle model's est-cycles with N\n"
	"                   flash wait states (1-15, see 'cryptobench cycles';\n"
	"                   default zero), named in the log's est_cycles line\n"
	"  --art            with --wait-states: the STM32F4 ART approximation\n"
	"  --as BOARD       with --target: the cycle model set to a published\n"
	"                   board's memory (its row of data/memory.csv: flash\n"
	"                   wait states, the ART), what it leaves out said\n"
	"  --ref LIBS       with --target: after ours, each library of the\n"
	"                   comma list (mbedtls, wolfssl, bearssl, tomcrypt:\n"
	"                   mcu/ref/<lib>/) built with the same compiler,\n"
	"                   flags and port in the same folder, its answers\n"
	"                   checked against ours (a wrong one: no figures),\n"
	"                   measured through the same harness and saved as\n"
	"                   NAME-LIB; its source Debian 12's source package\n"
	"                   (apt-get source with deb-src enabled for that\n"
	"                   fetch only, cached in $XDG_CACHE_HOME/cryptobench/\n"
	"                   ref), or LIB=DIR a source folder of your own\n";
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
	"                   of the log (default 120)\n"
	"  --lava JOB|LOG   a board's run in a LAVA lab (docs/lab.md): wait\n"
	"                   for job JOB, fetch its log (lavacli), or read a\n"
	"                   job log on disk (lava-run's, lavacli's --raw);\n"
	"                   rebuild the firmware log from it, check its\n"
	"                   self-test and '# end', save it as a run of the\n"
	"                   board (a QEMU board's target) naming the lab, the\n"
	"                   job, the device and the board\n"
	"  --lab LAB        with --lava: a lavacli identity (default\n"
	"                   'default') or the URI of a lab's RPC2 endpoint\n";

static const char *
mode_name(int mode)
{
	return mode == CB_BENCH_SOLE ? "sole-buffer" :
	       mode == CB_BENCH_FLOW ? "data-flow" :
	       mode == CB_BENCH_OP ? "op" :
	       mode >= CB_BENCH_SWEEP ? "sweep" : "long";
}

/* see run.h */
int
run_wanted(const run_opts *o, const cb_bench_case *c)
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
	o->b.verbose = o->verbose;
	o->b.build_dir = o->build_dir;
	o->b.timeout = o->timeout;
}

/* see run.h */
void
run_parse(int argc, char **argv, run_opts *o)
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
			fputs(run_help_fw, stdout);
			fputs(run_help_model, stdout);
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
			/* with --target, the libraries of mcu/ref/ (read
			 * once all options are known) */
			o->ref_libs = v;
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
		} else if ((v = optval(argc, argv, &i, "--lava")) != NULL) {
			if (*v == '\0')
				die_usage("run", "--lava needs a job id or log");
			o->lava = v;
		} else if ((v = optval(argc, argv, &i, "--lab")) != NULL) {
			o->lab = v;
		} else if ((v = optval(argc, argv, &i, "--build-dir")) != NULL) {
			o->build_dir = v;
		} else if ((v = optval(argc, argv, &i, "--timeout")) != NULL) {
			long t;

			if (num_int(v, 86400, &t) != 0 || t == 0)
				die_usage("run", "--timeout takes seconds");
			o->timeout = (int)t;
		} else if ((v = optval(argc, argv, &i, "--wait-states")) !=
			   NULL) {
			long n;

			if (num_int(v, 15, &n) != 0 || n == 0)
				die_usage("run", "--wait-states takes 1-15");
			o->ws = (int)n;
		} else if (strcmp(argv[i], "--art") == 0) {
			o->art = 1;
		} else if ((v = optval(argc, argv, &i, "--as")) != NULL) {
			o->as_board = v;
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
		} else if (strcmp(a, "-v") == 0 ||
			   strcmp(a, "--verbose") == 0) {
			o->verbose = 1;
		} else {
			die_usage("run", "unexpected argument '%s'", a);
		}
	}
	if (o->no_save && o->save != NULL)
		die_usage("run", "--save and --no-save contradict each other");
	if (o->ref_libs != NULL && o->target != NULL &&
	    (o->log != NULL || o->sweep))
		die_usage("run", "--ref with --target saves one run per "
			  "library: not with --log or --sweep");
	if (o->ref_libs != NULL && o->target != NULL &&
	    !ref_target_list_ok(o->ref_libs)) {
		char names[256];

		ref_target_names(names, sizeof(names));
		die_usage("run", "--ref with --target takes %s (comma list, "
			  "each LIB or LIB=DIR), not '%s'", names, o->ref_libs);
	}
	if (o->ref_libs != NULL && o->target == NULL) {
		o->ref = peer_parse(o->ref_libs);
		if (o->ref == 0)
			die_usage("run", "--ref takes openssl, bearssl or "
				  "tomcrypt (comma list), not '%s'",
				  o->ref_libs);
		o->ref_libs = NULL;
	}
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
	else if (o->target == NULL && (o->full || o->build_dir || o->timeout ||
				       o->verbose))
		die_usage("run", "--full, --build-dir, --timeout and -v go with "
			  "--target or --board");
	if (o->target == NULL && (o->ws || o->art || o->as_board))
		die_usage("run", "--wait-states, --art and --as go with "
			  "--target");
	if (o->as_board != NULL && o->ws)
		die_usage("run", "--as takes the board's wait states: not with "
			  "--wait-states");
	if (o->art && !o->ws)
		die_usage("run", "--art needs --wait-states N");
	if (o->sizes_arg != NULL && !o->sweep)
		die_usage("run", "--sizes goes with --sweep");
	if (o->sweep && (o->ref || o->full || o->mode))
		die_usage("run", "--sweep has its own shape: not with --ref, "
			  "--full or --mode");
	/* given to the firmware through a shell command (compiled into a
	 * sweep, on QEMU's command line otherwise) */
	if (o->target != NULL && o->algo != NULL &&
	    (strspn(o->algo, "abcdefghijklmnopqrstuvwxyz0123456789-*?,") !=
	     strlen(o->algo) || strlen(o->algo) > 200))
		die_usage("run", "--algo with --target: ids and globs of a-z, "
			  "0-9, '-', '*', '?', ',' (at most 200)");
	if (o->sweep && o->sizes_arg == NULL) {
		static const uint32_t def[] = { CB_BENCH_SWEEP_SIZES };

		memcpy(o->sizes, def, sizeof(def));
		o->nsizes = sizeof(def) / sizeof(def[0]);
	}
	if (o->lava != NULL && (o->target || o->b.board || o->ref ||
				o->quick || o->sweep || o->mode || o->config ||
				o->family || o->full || o->build_dir ||
				o->timeout || o->ws))
		die_usage("run", "--lava reads a job's log: only --lab, --algo, "
			  "--save, --no-save and --log go with it");
	if (o->lab != NULL && o->lava == NULL)
		die_usage("run", "--lab goes with --lava");
	/* --lava: the board's own name, once the log names it */
	if (o->save == NULL && o->lava == NULL)
		o->save = o->target != NULL ? o->target : o->b.board != NULL ?
			o->b.board : "host";
}
