/* SPDX-License-Identifier: MIT */
/* LMS/HSS known-answer records (vectors/lms/), for tests and ref/. */
#ifndef TESTS_LMS_KAT_H
#define TESTS_LMS_KAT_H

#include <stddef.h>

/* The vector files: lms/<name>.vec. */
extern const char *const lms_kat_files[2];

/* Counts of one run: records whose expected result was met. */
typedef struct lms_kat_counts {
	unsigned long valid;   /* valid signatures that verified */
	unsigned long invalid; /* invalid signatures that were rejected */
} lms_kat_counts;

/*
 * Verify every record of lms/<name>.vec under dir (NULL: VEC_DIR):
 * [lms] records with cb_lms_verify(), [hss] with cb_hss_verify(), each
 * against its Result.  Returns the number of records that failed (-1 if
 * the file could not be read) and describes the first in why as
 * "file:line: reason".
 */
long lms_kat_run(const char *dir, const char *name, lms_kat_counts *n,
		 char *why, size_t whylen);

/*
 * Our signer against published signatures: for each single-level [hss]
 * record of lms/botan_hss.vec made from a private key of
 * draft-fluhrer-lms-more-parm-sets (SEED and I are consecutive bytes:
 * SEED from 00, 30 or 60, I from the public key), regenerate the key from
 * SEED and sign the message at the record's leaf; for RFC 8554 Appendix
 * F test case 2 (two levels), generate the HSS key from the RFC's top
 * SEED and I and sign at the record's two leaves (the second level's
 * SEED and I derived by cb_hss_sign()): the public key and the signature
 * must equal the record's byte for byte.  Counts the records matched
 * into *matched; returns the number that differed (-1 if the file could
 * not be read), the first described in why.
 */
long lms_kat_resign(const char *dir, unsigned long *matched, char *why,
		    size_t whylen);

#endif
