/* SPDX-License-Identifier: MIT */
/* What the libFuzzer harnesses share: a scratch data folder, its files. */
#ifndef TESTS_FUZZ_FUZZ_H
#define TESTS_FUZZ_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "ingest.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The scratch data folder (with results/ in it), made on the first call
 * and removed at exit; XDG_DATA_HOME points beside it, at nothing, so
 * that data_load reads no user tables. */
const char *fuzz_dir(void);
/* Remove the run store of fuzz_dir()/store (runs.db and its journal). */
void fuzz_store_clear(void);
/* The input as cmd_ingest reads a page (its bytes, then a NUL) through
 * ingest_text into *ig, as page.txt; ingest_text's 0 or -1. */
int fuzz_page(ingest *ig, const uint8_t *data, size_t size);
/* Replace dir/name with text; aborts if it cannot. */
void fuzz_write(const char *name, const char *text, size_t len);
/* Report a broken property of the code under test and abort, so that
 * libFuzzer keeps the input. */
void fuzz_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2),
						     noreturn));

#endif
