/* SPDX-License-Identifier: MIT */
/* Firmware known-answer self-test over tables compiled from tests/vectors,
 * through the manifest's descriptors. */
#ifndef MCU_SELFTEST_H
#define MCU_SELFTEST_H

#include <stddef.h>
#include <stdint.h>

#include "manifest.h"

typedef struct st_record st_record;

/*
 * A kind of self-test record: the SELFTEST rows of the manifest
 * (lib/bench/algs.def) name one in their check column, st_kind_<check>
 * (mcu/scripts/vec2c.py declares those it uses).  The kinds of cb/desc.h
 * and the block cipher (selftest.c: hash, mac, block, mode, aead;
 * selftest_pk.c: sig, kex, kem) run per RUN row of the record's id, on
 * its descriptor and primitives; the others (selftest_pk.c: sm2, its
 * records' own user id; dsa, public keys alone; lms, their own parameter
 * sets) once, with row NULL.  check: 1 if the record passes.
 */
typedef struct st_kind {
	int (*check)(const st_record *r, const cb_mf_run *row);
	int per_row;
} st_kind;

/* Fields: key (private, seed), iv/nonce (public key, its x), ad (a
 * context, SM2's id), in (message), out (result, r), tag (s), k, public
 * y; NULL/0 when absent (mcu/scripts/vec2c.py maps the .vec names). */
enum st_field { KEY, IV, AD, IN, OUT, TAG, K, PUBY, ST_NFIELDS };
#define PUB IV                  /* public keys (their x) share the IV slot */

struct st_record {
	const char *algo;       /* its name in the self-test's lines */
	const char *id;         /* the manifest id whose rows it runs on */
	const st_kind *kind;
	const char *source;     /* "file:section" */
	const uint8_t *f[ST_NFIELDS];
	uint16_t len[ST_NFIELDS];
};

extern const st_record st_records[];
extern const unsigned st_nrecords;

/* Run every record, print "selftest <algo> [<row>] ok|FAIL (n)" lines (the
 * row's variant or config where the id has several RUN rows); returns the
 * number of failed records. */
unsigned selftest_run(void (*print)(const char *));

/* SHA3-256 of a || b equals want (32 bytes): records giving the digest of
 * an expected output longer than 32 bytes (selftest_pk.c). */
int st_digest_is(const uint8_t *want, const uint8_t *a, size_t alen,
		 const uint8_t *b, size_t blen);

/* DH over ffdhe2048: two fixed keys agree; 1 if they do. */
int selftest_dh(void);
/*
 * GF(2^255-19) in assembly against its C twins (CB_ARM_F25519_ASM): *n
 * cases, the number that differ returned.
 */
unsigned selftest_f25519(unsigned *n);

/*
 * Field assembly against its C twin (selftest_field.c): field i of
 * selftest_nfields (those with assembly in this build), its name, and the
 * number of failing cases (*n counts them all).
 */
extern const unsigned selftest_nfields;
const char *selftest_field_name(unsigned i);
unsigned selftest_field(unsigned i, unsigned *n);
/* The Montgomery rows (selftest_field.c), likewise. */
unsigned selftest_mont_rows(unsigned *n);
/* ML-KEM's NTT-domain assembly against its C twin (selftest_mlkem.c):
 * the number of disagreeing cases, *n counting them all (0 without the
 * assembly). */
unsigned selftest_mlkem_asm(unsigned *n);

#endif
