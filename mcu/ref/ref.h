/* SPDX-License-Identifier: MIT */
/* Another library's code on the emulated cores: the adapters' interface. */
#ifndef MCU_REF_H
#define MCU_REF_H

#include <stddef.h>
#include <stdint.h>

#include "bench.h"

/*
 * A reference-library image (mcu/ref/meson.build) is our firmware's port
 * and harness with one library's code in place of ours: each harness case
 * is prepared by cb_bench_prepare (the same inputs, and our core's output
 * of one call), handed to the library's adapter (mcu/ref/<lib>/), and
 * measured through cb_bench_run_callee, so that the rows, the stack
 * painting and the cycle model's timing of every sample are those of our
 * own runs.  The library's answer must equal ours, which our self-test
 * checks against the official vectors: before any figure, every case is
 * called once and compared (a "selftest" line each; one wrong answer and
 * the image prints no figure), and again after its timed calls.
 *
 * An adapter takes the cases its library has in the configuration its
 * code is: table-based AES takes the config=table rows only, a
 * constant-time one the config=ct rows.
 */

/* The kinds of case the adapters know, from the case's algorithm id. */
typedef enum ref_kind {
	REF_NONE = 0,
	REF_HASH,
	REF_HMAC,
	REF_CBC,
	REF_CTR,
	REF_GCM,
	REF_CCM,
	REF_CHAPOLY,
	/* public key, one operation per call (mode=op) */
	REF_X25519,
	REF_ED25519
} ref_kind;

/* One prepared case as every adapter sees it. */
typedef struct ref_case {
	const cb_bench_case *c;
	cb_bench_io io;         /* inputs and our output (cb_bench_inputs) */
	ref_kind kind;
	int dec;                /* decrypt */
	int table;              /* config=table */
	int err;                /* a library call failed or refused a tag */
	size_t dlen;            /* digest or MAC length; 16 for AEAD tags */
	size_t keybits;         /* cipher key length in bits */
	/* public key: our output the library's must equal (the public key,
	 * shared secret or signature in res), NULL for a verification */
	const uint8_t *want;
	size_t wantlen;
	uint8_t iv[16];
	uint8_t out[CB_BENCH_MAX_LEN + 16];
	uint8_t res[64];        /* digest, MAC or tag */
} ref_case;

/* A library's adapter (mcu/ref/<lib>/ref_<lib>.c). */
typedef struct ref_lib {
	const char *name;       /* the --ref word: "mbedtls" */
	const char *title;      /* "Mbed TLS" */
	const char *version;    /* from the library's own header */
	/* the configuration built (config file, implementations chosen) */
	const char *config;
	/* r prepared by ref_case_init: 1 if the library has the case (its
	 * key set up where the shape sets it up beforehand), else 0 */
	int (*setup)(ref_case *r);
	void (*call)(ref_case *r);
} ref_lib;

/* The library of this image (its adapter defines it). */
extern const ref_lib ref_this;

/* The case c, prepared by cb_bench_prepare, as the adapters see it. */
void ref_case_init(ref_case *r, const cb_bench_case *c);
/* After a call: CB_OK if it gave our output, else CB_E_AUTH. */
int ref_case_check(const ref_case *r);
/* Bytes per update: the chunk of a data-flow case, else all of it. */
size_t ref_step(const cb_bench_case *c);
/* Is the key set up within each call (every shape but the long
 * message and the sweep without set-up)? */
int ref_keyed_in_call(const cb_bench_case *c);
/* The name of a hash or HMAC case's hash ("sha256"). */
const char *ref_hash_id(const ref_case *r);

#endif
