/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: any text through the table reader (cli/ingest/
 * table.c, the layout of last resort) and the cell reader it shares with
 * the other layouts (cli/ingest/cell.c), whatever layout would claim it.
 * Properties: an error names the page and a line it has; every figure
 * read is a plain number with a unit, and its line is one of the page's.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ingest.h"

static size_t
count_lines(const uint8_t *data, size_t size)
{
	size_t lines = 1, i;

	for (i = 0; i < size; i++)
		lines += data[i] == '\n';
	return lines;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1), *line, *save;
	size_t lines = count_lines(data, size), i;
	ingest ig;
	int rc;

	if (text == NULL)
		fuzz_fail("out of memory");
	memcpy(text, data, size);
	text[size] = '\0';
	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	ig.opt.clock_mhz = size % 3 ? 100 : 0;
	rc = ingest_text_as(&ig, text, size, "b", "table");
	if (rc != 0) {
		const char *p = ig.err + 9;
		long l;

		if (strncmp(ig.err, "page.txt:", 9) != 0)
			fuzz_fail("error '%s' does not name the page", ig.err);
		l = *p == ' ' ? 1 : strtol(p, NULL, 10);
		if (l < 1 || (size_t)l > lines + 1)
			fuzz_fail("error '%s' names line %ld of a %zu-line "
				  "page", ig.err, l, lines);
	}
	for (i = 0; rc == 0 && i < ig.nrows; i++) {
		const cb_result *r = &ig.rows[i];

		if (r->unit[0] == '\0' || r->line < 1 ||
		    (size_t)r->line > lines ||
		    num_len(r->value) != strlen(r->value))
			fuzz_fail("row %zu: '%s' '%s' at line %d", i, r->value,
				  r->unit, r->line);
	}
	ingest_free(&ig);
	/* each line as one cell */
	memcpy(text, data, size);
	text[size] = '\0';
	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	for (line = strtok_r(text, "\n", &save); line != NULL;
	     line = strtok_r(NULL, "\n", &save)) {
		ig_val v[4];
		int k = ig_cell_vals(&ig, 1, line, v, 4), j;

		for (j = 0; j < k; j++)
			if (num_len(v[j].value) != strlen(v[j].value))
				fuzz_fail("cell '%s' gave '%s'", line,
					  v[j].value);
	}
	free(text);
	return 0;
}
