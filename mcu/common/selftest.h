/* SPDX-License-Identifier: MIT */
/* Firmware known-answer self-test over tables compiled from tests/vectors. */
#ifndef MCU_SELFTEST_H
#define MCU_SELFTEST_H

#include <stddef.h>
#include <stdint.h>

typedef enum st_kind {
	ST_HASH, ST_HMAC, ST_ECB, ST_CBC, ST_CTR, ST_GCM, ST_CCM, ST_CHAPOLY,
	ST_ASCON,
	/* public key (selftest_pk.c) */
	ST_XDH, ST_EDDSA, ST_ECDSA, ST_ECDH, ST_SM2, ST_RSA, ST_DSA, ST_MLKEM,
	ST_MLDSA, ST_LMS
} st_kind;

/* Fields: key (private), iv/nonce (public key, its x), ad (SM2's id),
 * in (message), out (result, r), tag (s), k (nonce), public y; NULL/0
 * when absent (mcu/scripts/vec2c.py maps the .vec names). */
enum st_field { KEY, IV, AD, IN, OUT, TAG, K, PUBY, ST_NFIELDS };
#define PUB IV                  /* public keys (their x) share the IV slot */

typedef struct st_record {
	const char *algo;
	st_kind kind;
	const char *source;     /* "file:section" */
	const uint8_t *f[ST_NFIELDS];
	uint16_t len[ST_NFIELDS];
} st_record;

extern const st_record st_records[];
extern const unsigned st_nrecords;

/* Run every record, print "selftest <algo> <impl> ok|FAIL (n)" lines;
 * returns the number of failed records. */
unsigned selftest_run(void (*print)(const char *));

/* One public-key record: 1 if it passes (selftest_pk.c). */
int selftest_pk(const st_record *r);
/* DH over ffdhe2048: two fixed keys agree; 1 if they do. */
int selftest_dh(void);
/* ML-KEM's NTT-domain assembly against its C twin (selftest_mlkem.c):
 * the number of disagreeing cases, *n counting them all (0 without the
 * assembly). */
unsigned selftest_mlkem_asm(unsigned *n);

#endif
