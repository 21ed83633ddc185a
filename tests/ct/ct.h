/* SPDX-License-Identifier: MIT */
/*
 * Constant-time checks under valgrind memcheck: secret buffers are marked
 * undefined, so any branch or address computed from them is reported and
 * fails the test (valgrind --error-exitcode).  Outside valgrind these are
 * no-ops and the programs simply run.
 */
#ifndef TESTS_CT_H
#define TESTS_CT_H

#include <valgrind/memcheck.h>

/* Mark len bytes at p as secret (undefined to memcheck). */
#define CT_SECRET(p, len) VALGRIND_MAKE_MEM_UNDEFINED((p), (len))
/* Declassify: results that are public by design (ciphertext, tags). */
#define CT_PUBLIC(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))

#endif
