/* SPDX-License-Identifier: MIT */
/*
 * Constant-time checks under valgrind memcheck: secret buffers are marked
 * undefined, so any branch or address computed from them is reported and
 * fails the test (valgrind --error-exitcode).  Outside valgrind these are
 * no-ops and the programs simply run.
 *
 * A secret that reaches an output only through control flow (a branch or
 * a secret-selected load that memcheck was not shown) leaves the output
 * defined: CT_OUTPUT therefore checks that every byte of an output still
 * carries the secrets' taint before it declassifies it, so a case whose
 * output came out clean fails instead of passing having tested nothing.
 */
#ifndef TESTS_CT_H
#define TESTS_CT_H

#include <stdio.h>
#include <stdlib.h>

#include <valgrind/memcheck.h>

/* Mark len bytes at p as secret (undefined to memcheck). */
#define CT_SECRET(p, len) VALGRIND_MAKE_MEM_UNDEFINED((p), (len))
/* Declassify a value that is public by design (a return code, an input). */
#define CT_PUBLIC(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))
/* p[0..len) was computed from the secrets: check its taint, declassify. */
#define CT_OUTPUT(p, len) ct_output((p), (len), #p, __FILE__, __LINE__)

static inline void
ct_output(const void *p, size_t len, const char *what, const char *file,
	  int line)
{
	unsigned char vb[256];
	const unsigned char *b = p;
	size_t off, n, i;

	if (!RUNNING_ON_VALGRIND) /* nothing to check outside memcheck */
		return;
	for (off = 0; off < len; off += n) {
		n = len - off < sizeof(vb) ? len - off : sizeof(vb);
		if (VALGRIND_GET_VBITS(b + off, vb, n) != 1) {
			fprintf(stderr, "%s:%d: %s: not addressable\n", file,
				line, what);
			exit(2);
		}
		for (i = 0; i < n; i++)
			if (vb[i] == 0) {
				fprintf(stderr, "%s:%d: %s: byte %zu of %zu "
					"carries no taint from the secrets "
					"(reached only through control flow, "
					"or the case tested nothing)\n",
					file, line, what, off + i, len);
				exit(2);
			}
	}
	VALGRIND_MAKE_MEM_DEFINED(p, len);
}

#endif
