/* SPDX-License-Identifier: MIT */
/* Benchmark harness: case registry, measurement runner, statistics, output. */
#ifndef CB_BENCH_BENCH_H
#define CB_BENCH_BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The harness is portable C11 with no malloc, no OS and no stdio: it
 * times through cb_port_count() and prints through cb_port_write()
 * (port.h).  It is not reentrant: the prepared case lives in static
 * storage (about 27 KB: three 8 KB buffers, key schedules and contexts),
 * the samples too (816 bytes); stack use is the primitives' plus about
 * 300 bytes.
 *
 * Output protocol (one line each, '\n'-terminated):
 *   # cryptobench: run log 1       first line
 *   # <key>: <value>               header: platform cpu core vendor
 *                                  clock_mhz clock compiler flags
 *                                  [library library_config] version
 *                                  unit method
 *   row <algorithm> <operation> <params> <metric> <value> <unit>
 *       reps=<n> min=<min> max=<max> q1=<q1> q3=<q3> [stack=<bytes>]
 *       [work=<bytes>]
 *       (one line; value is the median; q1, q3 the quartiles; stack,
 *       work: see cb_bench_run)
 *   row <algorithm> <operation> <params>;stat=min <metric> <min> <unit>
 *       reps=<n> min=<min> max=<max> q1=<q1> q3=<q3>
 *       (after the row above, for a case with min_reps: its minimum)
 *   # skip <algorithm> <operation> <params>: <reason>
 *   # end                          last line: a log without it is cut
 * metric is "time" when the unit is "ns", else "cycles"; value, min and
 * max are counts per measured call.  params are the data/ form:
 * mode=long;message=8192;config=ct, mode=sole-buffer;buffer=32;config=ct,
 * mode=data-flow;message=8000;chunk=512;config=table; a sweep
 * (cb_bench_sweep): mode=sweep;message=64;setup=key;config=ct.
 */

/** Measurement modes, after the published methods. */
enum cb_bench_mode {
	/** one call over a long message, key set up beforehand
	 * (CycloneCRYPTO-style throughput) */
	CB_BENCH_LONG = 0,
	/** CMOX "sole buffer": one-shot call on a small buffer, key setup
	 * included */
	CB_BENCH_SOLE = 1,
	/** CMOX "data flow": key setup, init, the message in chunks, final */
	CB_BENCH_FLOW = 2,
	/** public key: one operation (keygen, shared secret, sign, verify)
	 * per call on fixed keys; len is the message signed */
	CB_BENCH_OP = 3,
	/** sweep (cb_bench_sweep): one call on len bytes, the key set up
	 * beforehand (setup=none) */
	CB_BENCH_SWEEP = 4,
	/** sweep: one call on len bytes including the key set-up, the table
	 * GHASH's too (setup=key; hashes have none and no such case) */
	CB_BENCH_SWEEP_KEY = 5
};

/** One benchmark case: an algorithm, an operation and a shape. */
typedef struct cb_bench_case {
	const char *algorithm;  /**< id as in data/, e.g. "aes-128-cbc" */
	/** "encrypt", "decrypt", "hash", "keygen", "shared-secret", "sign"
	 * or "verify" */
	const char *operation;
	/** "cipher", "aead", "hash", "mac", "signature" or "key-exchange" */
	const char *family;
	const char *config;     /**< "ct" or "table" */
	int mode;               /**< enum cb_bench_mode */
	uint32_t len;           /**< message (LONG, FLOW) or buffer bytes */
	uint32_t chunk;         /**< FLOW chunk bytes, else 0 */
	uint32_t index;         /**< its algorithm's registry entry */
	/** 0, or the fewest repetitions cb_bench_run gives it (odd): a
	 * case whose count varies from call to call (hedged ML-DSA
	 * signing: the rejection loop) needs more than the fixed ones */
	uint32_t min_reps;
} cb_bench_case;

/** Largest message of any case, in bytes (the largest sweep size; a
 * build for a board with little RAM sets it lower, at least 8192, for the
 * harness and its users alike). */
#ifndef CB_BENCH_MAX_LEN
#define CB_BENCH_MAX_LEN 16384
#endif

/** Most sizes of one sweep. */
#define CB_BENCH_SWEEP_MAX 32
/** The default sweep sizes, bytes: the published tables' sizes and the
 * block edges around 16. */
#define CB_BENCH_SWEEP_SIZES 0, 1, 15, 16, 17, 32, 64, 128, 256, 512, 1024, \
	2048, 4096, 8192, 16384

/**
 * Switch the registry to a sweep: from now on cb_bench_count and
 * cb_bench_get list, for every cipher, AEAD, hash and MAC, each
 * operation with the key set up beforehand (CB_BENCH_SWEEP) and, but for
 * hashes, in the call (CB_BENCH_SWEEP_KEY), at each size in turn.  CBC
 * runs whole blocks: a message of len bytes costs ceil(len / block)
 * blocks (the padding is the caller's).  n = 0 restores the default
 * shapes.
 * @param sizes bytes, each at most CB_BENCH_MAX_LEN
 * @param n 0 .. CB_BENCH_SWEEP_MAX
 * @return CB_OK, or CB_E_ARG (the registry is left as it was)
 */
CB_MUST_CHECK int cb_bench_sweep(const uint32_t *sizes, size_t n);

/** @return the number of registered cases */
size_t cb_bench_count(void);

/**
 * Describe case i.
 * @param i 0 .. cb_bench_count() - 1
 * @param c receives the case
 * @return CB_OK, or CB_E_ARG if i is out of range
 */
CB_MUST_CHECK int cb_bench_get(size_t i, cb_bench_case *c);

/**
 * Write the case's parameters in the data/ form, NUL-terminated and
 * truncated to fit.
 * @param c case
 * @param buf output
 * @param len size of buf (at least 1)
 * @return the length of the full string (as snprintf)
 */
size_t cb_bench_params(const cb_bench_case *c, char *buf, size_t len);

/**
 * Set up a case: seeded inputs, key schedule, and for decryption a valid
 * ciphertext and tag; then run the measured call once and check that the
 * primitive succeeded.  Replaces the previously prepared case.
 * @param c case from cb_bench_get
 * @return CB_OK, or the primitive's error code
 */
CB_MUST_CHECK int cb_bench_prepare(const cb_bench_case *c);

/**
 * The measured call of the prepared case (a cb_bench_fn).
 * @param c the case given to cb_bench_prepare
 */
void cb_bench_call(void *c);

/** @return the error of the last measured call (CB_OK normally) */
int cb_bench_last_error(void);

/**
 * The working buffer the prepared case passes to the primitive from the
 * caller's side (ML-DSA signing's workspace, LMS's kept tree when key
 * generation builds it), which cb_bench_run paints to measure: the
 * buffers that are inputs (a tree read by signing) are left out.
 * @param c the case given to cb_bench_prepare
 * @param p set to the buffer
 * @return its length, 0 if the case has none
 */
size_t cb_bench_work(const cb_bench_case *c, uint8_t **p);

/** The prepared case's inputs and last outputs, for reference runs. */
typedef struct cb_bench_io {
	const uint8_t *key;     /**< key bytes (keylen of them) */
	size_t keylen;          /**< 0 for hashes */
	const uint8_t *iv;      /**< IV or nonce (ivlen bytes) */
	size_t ivlen;           /**< 0 for hashes and HMAC */
	const uint8_t *src;     /**< the measured call's input */
	const uint8_t *tag;     /**< valid tag of src (decryption) */
	const uint8_t *out;     /**< output of the last call (ciphers) */
	const uint8_t *res;     /**< digest, MAC or tag of the last call */
	/* public-key cases (mode CB_BENCH_OP); lengths 0 otherwise */
	const uint8_t *priv;    /**< private key (X25519/X448) or seed */
	size_t privlen;
	const uint8_t *pub;     /**< own public key (after keygen) */
	size_t publen;
	const uint8_t *peer;    /**< peer's public key (shared secret) */
	const uint8_t *sig;     /**< signature of src (verify) */
	size_t siglen;
	const uint8_t *shared;  /**< shared secret of the last call */
	const uint8_t *der;     /**< RSA: the private key, PKCS#1 DER */
	size_t derlen;
	/** DSA: domain parameters (big-endian); DH: the group's name */
	const uint8_t *dp, *dq, *dg;
	size_t dplen, dqlen, dglen;
	const char *group;
} cb_bench_io;

/**
 * Inputs and outputs of the prepared case.
 * @param io receives pointers into the harness's static storage
 */
void cb_bench_inputs(cb_bench_io *io);

/* ---- runner and statistics ---- */

/** Most timed repetitions per function. */
#define CB_BENCH_MAX_REPS 51
/** Most functions measured side by side. */
#define CB_BENCH_MAX_FNS 2

/** A measured function. */
typedef void (*cb_bench_fn)(void *arg);

/** How long to measure. */
typedef struct cb_bench_opts {
	uint64_t budget;        /**< counts of timed calls per function */
	uint32_t warmup;        /**< untimed calls before timing */
	uint32_t min_reps;      /**< odd, at least 1 */
	uint32_t max_reps;      /**< odd, at most CB_BENCH_MAX_REPS */
	uint64_t overhead;      /**< counts of an empty measurement */
	/** shortest timed sample: a call estimated shorter is repeated
	 * k times inside each sample (k = min_sample / estimate, rounded
	 * up, at most 1000) and the sample divided by k; 0: always k = 1 */
	uint64_t min_sample;
} cb_bench_opts;

/** Statistics of one function's timed calls, overhead subtracted. */
typedef struct cb_bench_stats {
	uint64_t median;
	uint64_t min;
	uint64_t max;
	uint32_t reps;
	uint32_t inner;         /**< calls per sample (cb_bench_measure) */
	uint32_t seq;           /**< cb_bench_case_start() calls before it */
	/** lower and upper quartiles: the samples (reps - 1) / 4 places in
	 * from either end of the sorted samples (min and max for 3) */
	uint64_t q1, q3;
} cb_bench_stats;

/**
 * The calls of one timed sample: fn(arg) k times.  Out of line and an
 * exported symbol so that an outside observer can time every sample (the
 * QEMU cycle model: call=cb_bench_calls); the overhead measurement calls
 * it with k = 0.
 */
void cb_bench_calls(cb_bench_fn fn, void *arg, uint32_t k);

/**
 * Marks the start of one case's measurement for such an observer; its
 * count is each row's seq= (cb_bench_run calls it once per measured
 * case, after set-up and before the first timed call).
 */
void cb_bench_case_start(void);

/**
 * Counts of an empty measurement: the median of n back-to-back
 * cb_port_count() pairs around cb_bench_calls(fn, arg, 0).
 * @param n pairs (1 .. CB_BENCH_MAX_REPS; clamped)
 * @return the median difference
 */
uint64_t cb_bench_overhead(uint32_t n);

/**
 * Repetitions for a call estimated to take est counts: budget / est,
 * clamped to [min_reps, max_reps] and made odd (so the median is one of
 * the samples).
 * @param o options
 * @param est counts of one call (0 is taken as 1)
 * @return the number of repetitions
 */
uint32_t cb_bench_reps(const cb_bench_opts *o, uint64_t est);

/**
 * Sort samples and compute median, min, max and quartiles (the median
 * of an even count is the mean of the middle two, rounded down).
 * @param s samples (sorted in place)
 * @param n count (0 gives all zeros)
 * @param st receives the statistics
 */
void cb_bench_stats_of(uint64_t *s, uint32_t n, cb_bench_stats *st);

/**
 * Measure n functions side by side: o->warmup untimed calls of each, one
 * timed call of each as the estimate, then the repetitions (from the
 * slowest estimate times its k, see min_sample) round-robin, so that
 * drift hits all alike.  Each timed sample (k calls) is bracketed by
 * cb_port_marker(1) / (0) and two cb_port_count() reads; o->overhead is
 * subtracted (not below 0) before dividing by k.
 * @param fn functions (n of them)
 * @param arg their arguments
 * @param n 1 .. CB_BENCH_MAX_FNS
 * @param o options
 * @param st receives n statistics
 * @return CB_OK, or CB_E_ARG for a bad n or options
 */
CB_MUST_CHECK int cb_bench_measure(const cb_bench_fn *fn, void *const *arg,
				   size_t n, const cb_bench_opts *o,
				   cb_bench_stats *st);

/* ---- output ---- */

/** Header of a run log; NULL fields are left out. */
typedef struct cb_bench_meta {
	const char *platform;   /**< board or host name */
	const char *cpu;        /**< CPU or MCU model */
	const char *core;       /**< core or machine architecture */
	const char *vendor;     /**< CPU or MCU vendor */
	const char *clock;      /**< how the clock is known */
	const char *compiler;
	const char *flags;
	const char *version;    /**< library version (git describe) */
	const char *method;     /**< how counts are taken */
	/** clock in MHz as text, for clocks cb_port_clock_hz() cannot
	 * hold (4.29 GHz and up); NULL: from cb_port_clock_hz() */
	const char *clock_mhz;
	/** the library measured, NULL: this core (a reference library's
	 * image: mcu/ref/) */
	const char *library;
	/** that library's configuration as built, NULL: none */
	const char *config;
} cb_bench_meta;

/**
 * Write the header: the first line, the meta fields, clock_mhz (from
 * m->clock_mhz, else cb_port_clock_hz(), "unknown" if 0) and unit
 * (cb_port_unit()).
 * Newlines in values are written as spaces.
 * @param m meta data
 */
void cb_bench_emit_header(const cb_bench_meta *m);
/**
 * Write one row.
 * @param c the case
 * @param st its statistics
 */
void cb_bench_emit_row(const cb_bench_case *c, const cb_bench_stats *st);
/**
 * Write a "# skip" line for a case that could not run.
 * @param c the case
 * @param why reason
 */
void cb_bench_emit_skip(const cb_bench_case *c, const char *why);
/**
 * Write one row with the case's peak stack as a last field "stack=N"
 * (left out when stack is 0); for a case with min_reps, a second row
 * of its minimum, params ending in ";stat=min" (no stack field).
 * @param c the case
 * @param st its statistics
 * @param stack peak stack bytes of one measured call, 0 if unknown
 */
void cb_bench_emit_row_stack(const cb_bench_case *c, const cb_bench_stats *st,
			     size_t stack);
/**
 * cb_bench_emit_row_stack with the working buffer used by one measured
 * call too, a field "work=N" after stack= (left out when work is 0).
 * @param c the case
 * @param st its statistics
 * @param stack peak stack bytes, 0 if unknown
 * @param work bytes of the caller's working buffer used, 0 if none
 */
void cb_bench_emit_row_mem(const cb_bench_case *c, const cb_bench_stats *st,
			   size_t stack, size_t work);
/**
 * Write "# stack: overflow in CASE: ..." for a case whose call reached the
 * port's stack guard (cb_port_stack_ok()); the run stops there, with no
 * end marker, and the host refuses its log.
 * @param c the case, or NULL (the self-test)
 */
void cb_bench_emit_overflow(const cb_bench_case *c);
/**
 * @return the case cb_bench_run() is running, or NULL between cases (for
 * a fault handler's cb_bench_emit_overflow())
 */
const cb_bench_case *cb_bench_current(void);
/** Write the end marker "# end". */
void cb_bench_emit_end(void);
/**
 * Format an unsigned decimal.
 * @param buf at least 21 bytes
 * @param v value
 * @return the length written (NUL-terminated)
 */
size_t cb_bench_u64(char *buf, uint64_t v);

/** Case filter for cb_bench_run: nonzero to run the case. */
typedef int (*cb_bench_want)(const cb_bench_case *c, void *arg);

/** Bytes of the stack probe that calibrates stack figures (cb_bench_run). */
#define CB_BENCH_STACK_PROBE 256

/**
 * The whole run as firmware does it: header, every wanted case
 * (prepare, measure, row or skip), end marker.
 * Where the port measures stack (cb_port_stack_peak() nonzero after a
 * probe that fills CB_BENCH_STACK_PROBE bytes of its own frame), each
 * case gets one more call between cb_port_stack_paint() and
 * cb_port_stack_peak(), and its row a stack=N field: N = probe bytes +
 * (case peak - probe peak), the stack below the runner's frame, so the
 * primitive's plus cb_bench_call's dispatch.  The port's paint margin
 * (unpainted bytes below the painter's frame) cancels; a case using
 * less than that margin reads as the margin.  On the same call the
 * case's working buffer (cb_bench_work) is painted too, and its row gets
 * work=N: the extent written, up to the last byte that changed (the
 * primitives wipe their workspace, so that is all they used).
 * @param m header
 * @param o options (overhead 0: measured with cb_bench_overhead(11))
 * @param want filter (NULL: every case)
 * @param arg its argument
 * @return the number of cases skipped because they failed
 */
size_t cb_bench_run(const cb_bench_meta *m, const cb_bench_opts *o,
		    cb_bench_want want, void *arg);

/**
 * Another implementation of the harness's cases, measured in place of
 * cb_bench_call (a reference library's adapter: mcu/ref/).  Each case is
 * prepared by cb_bench_prepare as usual (inputs, and the harness's own
 * output of one call, cb_bench_inputs), then handed to it.
 */
typedef struct cb_bench_callee {
	/** Set up the prepared case c (the key scheduled beforehand for
	 * mode=long, as cb_bench_call has it): the argument of call, or
	 * NULL where this implementation has no such case. */
	void *(*setup)(const cb_bench_case *c);
	/** The measured call, shaped as cb_bench_call's. */
	cb_bench_fn call;
	/** After calls: CB_OK if the last one succeeded and gave the
	 * harness's own output (cb_bench_inputs), else a CB_E_*. */
	int (*check)(void *s);
} cb_bench_callee;

/**
 * cb_bench_run, each case measured through callee (NULL: the harness's
 * own call): a case it has no setup for is left out without a line; one
 * whose output differs from the harness's after the timed calls gets a
 * "# skip" line "wrong answer".
 * @return the number of cases skipped because they failed
 */
size_t cb_bench_run_callee(const cb_bench_meta *m, const cb_bench_opts *o,
			   cb_bench_want want, void *arg,
			   const cb_bench_callee *callee);

#ifdef __cplusplus
}
#endif
#endif
