/* SPDX-License-Identifier: MIT */
/* The spread of a measured figure's repetitions, from its run log row. */
#ifndef CLI_SPREAD_H
#define CLI_SPREAD_H

#include <stddef.h>

/* A row whose spread exceeds this (a fraction of its median) is noisy. */
#define SPREAD_LIMIT 0.20

typedef struct run_spread {
	unsigned long reps;
	double min, q1, median, q3, max;
	int quartiles;          /* q1, q3 in the row (logs since 2026-12) */
	/* the operation's own count varies (hedged ML-DSA signing: its
	 * rejection loop; the log gives its minimum too, ';stat=min'): a
	 * spread that is no noise */
	int varies;
	int minimum;            /* the row gives that minimum */
} run_spread;

/*
 * The repetitions of the run log row at line (1-based) of log: "row ALG
 * OP PARAMS METRIC VALUE UNIT reps=N min=A max=B [q1=C q3=D] ...".  0,
 * or -1 if that line is no such row (a published figure, a footprint
 * row of the same line has the same repetitions but is bytes: the
 * caller asks only for counts).
 */
int spread_at(const char *log, int line, run_spread *sp);
/* The relative spread: the interquartile range over the median (the
 * range where the row has no quartiles); 0 for a median of 0. */
double spread_rel(const run_spread *sp);
/* Is it noisy: above SPREAD_LIMIT, and not an operation that varies? */
int spread_noisy(const run_spread *sp);
/* "1.2 %", "31.0 % (!)" above SPREAD_LIMIT, "104.1 % (varies)". */
void spread_text(const run_spread *sp, char *buf, size_t len);
/* The note printed under a table with a spread column (one paragraph,
 * to wrap). */
extern const char spread_note[];

/* The raw log of a saved run, id NAME (its newest run) or NAME@N, from
 * the user's store; malloc'd and NUL-terminated, NULL if id is no saved
 * run (no message). */
char *spread_run_log(const char *id);

#endif
