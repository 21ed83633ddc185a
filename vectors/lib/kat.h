/* SPDX-License-Identifier: MIT */
/* Known-answer records and their checks through the manifest's descriptors,
 * shared by the firmware self-test (mcu/) and the host's test of every
 * record (tests/). */
#ifndef VECTORS_KAT_H
#define VECTORS_KAT_H

#include <stddef.h>
#include <stdint.h>

#include "manifest.h"

typedef struct kat_record kat_record;

/*
 * A kind of known-answer record: the SELFTEST rows of the manifest
 * (lib/bench/algs.def) name one in their check column, kat_<check>
 * (vectors/vec2c.py declares those it uses).  The kinds of cb/desc.h and
 * the block cipher (kat_sym.c: hash, mac, block, mode, aead; kat_pk.c:
 * sig, kex, kem) run per RUN row of the record's id, on its descriptor
 * and primitives; the others (kat_pk.c: sm2, its records' own user id;
 * dsa, public keys alone; lms, their own parameter sets) once, with row
 * NULL.  check: 1 if the record passes.
 */
typedef struct kat_kind {
	int (*check)(const kat_record *r, const cb_mf_run *row);
	int per_row;
} kat_kind;

/* Fields: key (private, seed), iv/nonce (public key, its x), ad (a
 * context, SM2's id), in (message), out (result, r), tag (s), k, public
 * y; NULL/0 when absent (vectors/vec2c.py maps the .vec names). */
enum kat_field { KEY, IV, AD, IN, OUT, TAG, K, PUBY, KAT_NFIELDS };
#define PUB IV                  /* public keys (their x) share the IV slot */

struct kat_record {
	const char *algo;       /* its name in the lines printed */
	const char *id;         /* the manifest id whose rows it runs on */
	const kat_kind *kind;
	const char *source;     /* "file:section" */
	const uint8_t *f[KAT_NFIELDS];
	uint16_t len[KAT_NFIELDS];
};

/* The records, compiled by vectors/vec2c.py from the SELFTEST rows. */
extern const kat_record kat_records[];
extern const unsigned kat_nrecords;

/* Run every record, print "selftest <algo> [<row>] ok|FAIL (n)" lines (the
 * row's variant or config where the id has several RUN rows); returns the
 * number of failed records. */
unsigned kat_run(void (*print)(const char *));

/*
 * Storage for the public-key checks' keys and workspaces (about 14 KB),
 * idle while kat_run() runs, from the program that links these checks:
 * the firmware's is the bench's largest store (cb_bench_scratch), idle
 * during the self-test; a host test's a static buffer.  Its length in
 * *len.
 */
void *kat_scratch(size_t *len);

/* Print "selftest <algo> [<impl>] ok|FAIL (<n>)" (no printf: firmware). */
void kat_report(void (*print)(const char *), const char *algo,
		const char *impl, unsigned n, unsigned bad);

/* SHA3-256 of a || b equals want (32 bytes): records giving the digest of
 * an expected output longer than 32 bytes. */
int kat_digest_is(const uint8_t *want, const uint8_t *a, size_t alen,
		  const uint8_t *b, size_t blen);

#endif
