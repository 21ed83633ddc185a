/* SPDX-License-Identifier: MIT */
/*
 * Host-only conformance checks: the core against OpenSSL 3 (differential)
 * and against official vectors.  Run by the `ref` test suite and by
 * `cryptobench verify`.
 */
#ifndef REF_REF_H
#define REF_REF_H

#include <stddef.h>

/* One named check.  Tables end with an entry whose algo is NULL. */
typedef struct ref_check {
	const char *algo;   /* canonical id as in data/, e.g. "aes-128-gcm" */
	const char *source; /* "openssl", "wycheproof", "sp800-232", "rfc8439" */
	/*
	 * Run every case.  Adds the number of cases run to *cases and returns
	 * the number that failed; on the first failure writes a one-line
	 * description (which input, which length) to why.  Deterministic:
	 * random inputs come from a fixed seed.  NULL: the source has no
	 * such algorithm (OpenSSL 3.0 and ML-KEM): verify says so, n/a,
	 * and the ref suite skips it.
	 */
	unsigned long (*run)(unsigned long *cases, char *why, size_t whylen);
	/* what run works on (a manifest row, a hash), read through ref_arg();
	 * NULL for the checks of one algorithm */
	const void *arg;
} ref_check;

/* The arg of the check that runs now (ref_run). */
const void *ref_arg(void);

/*
 * The check tables, one per source file ref/ref_<group>.c, each returned
 * by `const ref_check *ref_checks_<group>(void)` (built from the manifest
 * on the first call where the group's checks follow its rows).
 * ref/meson.build lists the groups whose file exists in the generated
 * ref_groups.h (REF_GROUP_LIST).
 */

#include "ref_groups.h"
#define X(g) const ref_check *ref_checks_##g(void);
REF_GROUP_LIST
#undef X

/*
 * Calls fn for every check whose algo matches glob (NULL: all) and, if
 * group is not NULL, that belongs to that group (e.g. "aes").
 */
typedef void (*ref_visit_fn)(void *arg, const ref_check *c);
void ref_foreach(const char *group, const char *glob, ref_visit_fn fn,
		 void *arg);

/* Seeded test-input generator (xorshift), shared by every group. */
typedef struct ref_rng {
	unsigned long long s;
} ref_rng;
void ref_rng_seed(ref_rng *r, unsigned long long seed);
unsigned long long ref_rng_next(ref_rng *r);
void ref_rng_bytes(ref_rng *r, unsigned char *out, size_t len);
/* Uniform in [0, n). */
size_t ref_rng_below(ref_rng *r, size_t n);

/*
 * A set-up call to OpenSSL: context or key creation, fetch, *_init,
 * fromdata, keygen, parameters and controls; not the calls whose result is
 * compared with ours, nor a call fed with our output (a key built from our
 * public key), whose refusal may be a fault of the core.  ok is the call's
 * result in OpenSSL's convention (positive: success; for a pointer, pass
 * p != NULL).  Returns 1 if ok is positive; else records "<step>: <OpenSSL's
 * error queue>" as the check's refusal (the first one is kept) and returns
 * 0.  A refusal is a fault of the check or of the OpenSSL installed, not of
 * the core, and the runners report it apart from a mismatch.  Pass it the
 * call's result at once: a success clears OpenSSL's error queue.
 */
int ref_ossl(int ok, const char *step);

/* What one check found, as both runners report it. */
typedef struct ref_result {
	unsigned long cases;   /* cases run */
	unsigned long failed;  /* cases whose outputs differ (or refused) */
	unsigned long refused; /* set-up calls OpenSSL refused */
	/*
	 * The first failure, or when refused != 0 "OpenSSL refused the set-up
	 * (a fault of this check, not of the core): <step>: <error queue>".
	 */
	char why[1024];
} ref_result;

/*
 * Runs one check and fills r.  Returns 0 if every case ran and passed with
 * no refusal, else 1.
 */
int ref_run(const ref_check *c, ref_result *r);
/* The folder of the checks' vector files (vectors/ or the installed
 * copy); set before the first ref_run. */
void ref_set_vectors(const char *dir);
/* The folder of the build's full conversions of ../shared/vectors (e.g.
 * lms_full/), or NULL (the default, and the installed tool's). */
void ref_set_vectors_full(const char *dir);
const char *ref_vectors_full(void);

/* Format a failure into why (printf-style), only if it is still empty. */
void ref_why(char *why, size_t whylen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#endif
