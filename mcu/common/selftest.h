/* SPDX-License-Identifier: MIT */
/* Firmware known-answer self-test over tables compiled from tests/vectors. */
#ifndef MCU_SELFTEST_H
#define MCU_SELFTEST_H

#include <stddef.h>
#include <stdint.h>

typedef enum st_kind {
	ST_HASH, ST_HMAC, ST_ECB, ST_CBC, ST_CTR, ST_GCM, ST_CCM, ST_CHAPOLY,
	ST_ASCON
} st_kind;

/* Fields: key, iv/nonce, ad, in, out, tag (NULL/0 when absent). */
typedef struct st_record {
	const char *algo;
	st_kind kind;
	const char *source;     /* "file:section" */
	const uint8_t *f[6];
	uint16_t len[6];
} st_record;

extern const st_record st_records[];
extern const unsigned st_nrecords;

/* Run every record, print "selftest <algo> <impl> ok|FAIL (n)" lines;
 * returns the number of failed records. */
unsigned selftest_run(void (*print)(const char *));

#endif
