/* SPDX-License-Identifier: MIT */
/* The run room: the harness on this host, firmware under QEMU, peers. */
#ifndef CLI_RUN_H
#define CLI_RUN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "bench.h"
#include "board.h"

/* ---- the options of cryptobench run (options.c) ---- */

typedef struct run_opts {
	const char *algo, *family, *mode, *config, *save, *log;
	int quick, no_save;
	/* -v: the firmware build's output too */
	int verbose;
	/* --ref: bit k for peer k (PEER_OPENSSL ...) */
	int ref;
	/* --ref with --target: the libraries, LIB or LIB=DIR, as given */
	const char *ref_libs;
	/* mirror: the libraries only (not ours), and the firmware's -O
	 * level (NULL: the build folder's) */
	int ref_only;
	const char *fw_opt;
	/* --target: firmware under QEMU instead of this machine */
	const char *target, *build_dir;
	int full, timeout;
	/* --wait-states, --art: the cycle model's flash (0: zero wait) */
	int ws, art;
	/* --as BOARD: ws and art from that board's row of memory.csv */
	const char *as_board;
	/* --sweep, --sizes (the text as given, for the firmware build) */
	int sweep;
	const char *sizes_arg;
	uint32_t sizes[CB_BENCH_SWEEP_MAX];
	size_t nsizes;
	/* --board: firmware on a board through its serial port */
	board_opts b;
	/* --lava: a LAVA job's log read back (cli/lab/), --lab its lab */
	const char *lava, *lab;
} run_opts;

/* Parse run's options into o (zeroed): --help prints the help and
 * exits 0; a bad option or combination exits 2 (usage), a peer not
 * built in 1. */
void run_parse(int argc, char **argv, run_opts *o);
/* Does the benchmark case c pass --quick, --algo, --family, --mode and
 * --config? */
int run_wanted(const run_opts *o, const cb_bench_case *c);

/* ---- what this machine is (host.c) ---- */

typedef struct host {
	char name[96], cpu[96], vendor[48], arch[32];
} host;

/* Host name, CPU model and vendor (/proc/cpuinfo), architecture. */
void host_info(host *h);

/* ---- the host's port of lib/bench/port.h (port_host.c) ---- */

/* Where cb_port_write goes (the run log's stream, then stdout). */
void port_host_output(FILE *f);
/* How this host counts ("perf_event_open cycles" ...). */
const char *port_host_method(void);
/* Where the clock figure comes from (measured, cpufreq ...). */
const char *port_host_clock(void);
double port_host_clock_mhz(void);

/* ---- est-cycles from the cycle model (est_cycles.c) ---- */

/* run --target: after each insns row of the firmware log, its est-cycles
 * row from the cycle model's output plugout (calls of the harness's
 * cb_bench_case_start at start and cb_bench_calls at call), and a
 * '# est_cycles:' header naming the model; 0, or -1 with the log as it
 * was (message printed), or -2 if the firmware's instruction counts and
 * the model's disagree (message printed: the figures are not to be
 * kept). */
int run_add_est_cycles(char **log, size_t *loglen, const char *plugout,
		       const char *target, uint32_t start, uint32_t call);

/* ---- firmware under QEMU (target.c) ---- */

/* --target: build (or find) the firmware for a QEMU board, run it with
 * -icount shift=0 (and the cycle model), stream its output, then print,
 * write and save its run log (run_finish).  The exit status. */
int run_target(run_opts *o, const char *datadir);
/* The firmware build folder of --target bc: --build-dir, else the one
 * ./check uses in the source tree.  0, or -1 (printed). */
int run_target_dir(const run_opts *o, const board_conf *bc, char *dir,
		   size_t len);
/* Run the image elf of the QEMU board bc as --target does (the cycle
 * model, --algo on QEMU's command line), then run_finish; what names it
 * in messages ("the firmware", "Mbed TLS").  The exit status. */
int run_elf(run_opts *o, const board_conf *bc, const char *elf,
	    const char *what);

/* ---- the boards' memory (memory.c) ---- */

/* One published board's row of the data folder's memory.csv. */
typedef struct board_memory {
	int found;
	int ws, art;            /* what the cycle model applies: 0 = none */
	char accelerator[256], not_modelled[512], source[512];
} board_memory;

/* The row of board in DIR/memory.csv into m (found 0 if it has none);
 * 0, or -1 for a table that does not read (message printed, file:line). */
int board_memory_of(const char *dir, const char *board, board_memory *m);

/* ---- reference libraries on the emulated cores (ref_target.c) ---- */

/* --target T --ref LIBS: our firmware, then each library's image
 * (mcu/ref/<lib>/, its source fetched or given as LIB=DIR), built in the
 * same folder, run the same way and saved as SAVE-LIB.  The exit
 * status. */
int run_ref_target(run_opts *o, const char *datadir);
/* The reference libraries a target can build (mcu/ref/<lib>/ folders),
 * comma-separated, into buf. */
void ref_target_names(char *buf, size_t len);
/* Does every word of the --ref list (LIB or LIB=DIR) name one? */
int ref_target_list_ok(const char *list);

/* ---- a run's log: printed, written, saved (save.c) ---- */

/* Checks that need no measuring: a bad name, data folder or --log path
 * fails at once.  0 or -1 (message printed). */
int run_check_first(const run_opts *o, const char *datadir);
/* Save the run in the user's store (store.h) as name: its table, board
 * row and raw log in one transaction; target says what ran.  0, or -1
 * with the log kept in a temporary file (message printed). */
int run_save(const char *name, const char *target, char *log,
	     size_t loglen);
/* --log FILE: written before the run is saved; 0, or -1 (the log kept in
 * a temporary file, message printed). */
int run_write_log(const char *path, const char *log, size_t loglen);
/* A firmware's run log (QEMU or a board): its table printed (the rows
 * --algo selects), --log written, the run saved as o->save; log is
 * freed.  st: the firmware's status so far.  The exit status. */
int run_finish(run_opts *o, const char *target, char *log, size_t loglen,
	       int st);

/* ---- peers: libraries measured beside ours by --ref (peers.c) ---- */

/* The peers, in the order of their columns. */
enum { PEER_OPENSSL, PEER_BEARSSL, PEER_TOMCRYPT, PEER_N };

/* Outcome of peer_measure. */
enum { PEER_NONE = 0, PEER_OK = 1, PEER_DIFFERS = -1,
       PEER_OURS_FAILED = -2 };

typedef struct peer peer;

/* "openssl", "bearssl" or "tomcrypt": the --ref word and column name. */
const char *peer_name(int lib);
/* "OpenSSL (libcrypto)", "BearSSL", "libtomcrypt 1.18.2": as printed. */
const char *peer_title(int lib);
/* "OpenSSL", "BearSSL", "libtomcrypt": its run's library. */
const char *peer_library(int lib);
/* The library's version as it states it ("3.0.15"), or "" if it has
 * none to tell. */
const char *peer_version(int lib);
/* Nonzero if this cryptobench was built with the library. */
int peer_built(int lib);
/* A handle for one library; NULL if out of memory or not built. */
peer *peer_new(int lib);
void peer_free(peer *p);

/*
 * Measure the case c, prepared by cb_bench_prepare, through the library
 * beside ours: set it up the way ours is (the key set up beforehand for
 * mode=long, within the call otherwise), make one call whose output
 * (ciphertext or plaintext, tag, digest, MAC, public key, signature,
 * shared secret) must equal ours, then time ours and the library's call
 * side by side, interleaved call by call (cb_bench_measure).  st[0]
 * receives ours, st[1] the library's.  Returns PEER_OK; PEER_NONE if the
 * library has no such case; PEER_DIFFERS if its output differs from ours
 * or one of its calls failed (tag rejected); PEER_OURS_FAILED if our call
 * failed.
 */
int peer_measure(peer *p, const cb_bench_case *c, const cb_bench_opts *o,
		 cb_bench_stats st[2]);
/* The implementation used by the last peer_measure, e.g.
 * "aes_ct64+ghash_ctmul64"; "" if none or one only. */
const char *peer_impl(const peer *p);

/* One library's binding, which peers.c drives (peer_openssl.c for
 * OpenSSL, peers.c for BearSSL and libtomcrypt). */
typedef struct peer_ops {
	void *(*alloc)(void);   /* its state, NULL if out of memory */
	void (*release)(void *s);
	/* set up the prepared case c: 1 if the library has it, else 0 */
	int (*setup)(void *s, const cb_bench_case *c);
	void (*call)(void *s);  /* one call, shaped as ours */
	int (*agrees)(void *s); /* after a call: its output is ours */
	const char *(*impl)(const void *s);
} peer_ops;
/* OpenSSL's EVP interface (only when built with libcrypto) */
extern const peer_ops peer_openssl;
/* The libcrypto version running, e.g. "3.0.15" */
const char *peer_openssl_version(void);

#endif
