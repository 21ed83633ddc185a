/* SPDX-License-Identifier: MIT */
/* ML-DSA known-answer records (vectors/mldsa/), for tests and ref/. */
#ifndef TESTS_MLDSA_KAT_H
#define TESTS_MLDSA_KAT_H

#include <stddef.h>

/* The vector files, by kind (their record layout): mldsa/<name>.vec. */
extern const char *const mldsa_kat_files[6];

/* Counts of one run: records whose expected result was met. */
typedef struct mldsa_kat_counts {
	unsigned long valid;   /* valid records that matched or verified */
	unsigned long invalid; /* invalid records that were rejected */
} mldsa_kat_counts;

/*
 * Check every record of mldsa/<name>.vec under dir (NULL: VEC_DIR) whose
 * section is set ("ml-dsa-44"; NULL: every section): key generation
 * against the digests, signing in both configurations (they must agree)
 * against the digests, verification against the expected result.
 * Returns the number of records that failed (-1 if the file could not be
 * read) and describes the first in why as "file:line: reason".
 */
long mldsa_kat_run(const char *dir, const char *name, const char *set,
		   mldsa_kat_counts *n, char *why, size_t whylen);

#endif
