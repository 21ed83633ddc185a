/* SPDX-License-Identifier: MIT */
/* Firmware known-answer self-test over tables compiled from tests/vectors. */
#ifndef MCU_SELFTEST_H
#define MCU_SELFTEST_H

#include <stddef.h>
#include <stdint.h>

#include "cb/block.h"

typedef struct st_record st_record;

/*
 * A kind of self-test record: the SELFTEST rows of the manifest
 * (lib/bench/algs.def) name one, st_kind_<kind> (selftest.c for the
 * symmetric kinds, selftest_pk.c for the public-key ones;
 * mcu/scripts/vec2c.py declares those it uses).  check: 1 if the record
 * passes, with the cipher bc keyed in k for a keyed kind (else NULL).
 */
typedef struct st_kind {
	int (*check)(const st_record *r, const cb_block_cipher *bc,
		     const cb_block_any_ctx *k);
	int keyed;      /* run on every implementation of its cipher */
} st_kind;

/* Fields: key (private), iv/nonce (public key, its x), ad (SM2's id),
 * in (message), out (result, r), tag (s), k (nonce), public y; NULL/0
 * when absent (mcu/scripts/vec2c.py maps the .vec names). */
enum st_field { KEY, IV, AD, IN, OUT, TAG, K, PUBY, ST_NFIELDS };
#define PUB IV                  /* public keys (their x) share the IV slot */

struct st_record {
	const char *algo;
	const st_kind *kind;
	const char *source;     /* "file:section" */
	const uint8_t *f[ST_NFIELDS];
	uint16_t len[ST_NFIELDS];
};

extern const st_record st_records[];
extern const unsigned st_nrecords;

/* Run every record, print "selftest <algo> <impl> ok|FAIL (n)" lines;
 * returns the number of failed records. */
unsigned selftest_run(void (*print)(const char *));

/* DH over ffdhe2048: two fixed keys agree; 1 if they do. */
int selftest_dh(void);
/*
 * GF(2^255-19) in assembly against its C twins (CB_ARM_F25519_ASM): *n
 * cases, the number that differ returned.
 */
unsigned selftest_f25519(unsigned *n);
/* GF(2^448-2^224-1) likewise (CB_ARM_F448_ASM; selftest_field.c). */
unsigned selftest_f448(unsigned *n);

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
/* The symmetric ciphers' assembly against its C twins (selftest_sym.c),
 * likewise: aes_tab's ECB and CTR, ChaCha20's blocks, sm4_tab's rounds,
 * des3_tab's blocks, the Ascon permutation. */
unsigned selftest_aes_tab_asm(unsigned *n);
unsigned selftest_ascon_asm(unsigned *n);
unsigned selftest_chacha20_asm(unsigned *n);
unsigned selftest_sm4_tab_asm(unsigned *n);
unsigned selftest_des3_tab_asm(unsigned *n);

#endif
