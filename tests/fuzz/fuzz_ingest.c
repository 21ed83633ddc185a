/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: any text through ingest_text, the entry point of
 * 'cryptobench ingest' into every layout's parser.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ingest.h"

/* The error must name the page and, where it names a line, one the page
 * has (a line past the last is where a truncated page ends). */
static void
check_error(const ingest *ig, const char *data, size_t size)
{
	size_t lines = 1, i;
	const char *p;
	long l;

	for (i = 0; i < size; i++)
		lines += data[i] == '\n';
	if (strncmp(ig->err, "page.txt:", 9) != 0)
		fuzz_fail("error '%s' does not name the page", ig->err);
	p = ig->err + 9;
	if (*p == ' ')
		return;
	l = strtol(p, NULL, 10);
	if (l < 1 || (size_t)l > lines + 1)
		fuzz_fail("error '%s' names line %ld of a %zu-line page",
			  ig->err, l, lines);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	ingest ig;

	if (fuzz_page(&ig, data, size) != 0)
		check_error(&ig, (const char *)data, size);
	ingest_free(&ig);
	return 0;
}
