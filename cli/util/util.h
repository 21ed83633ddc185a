/* SPDX-License-Identifier: MIT */
/* The util room: messages, file paths, CSV, numbers, strings. */
#ifndef CLI_UTIL_H
#define CLI_UTIL_H

#include <stddef.h>
#include <stdio.h>

/* ---- messages (msg.c) ---- */

extern const char *g_prog;
/* "cryptobench CMD: message", a hint to --help, and exit status 2. */
void die_usage(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
int is_help(const char *arg);
/* "cryptobench: message" on stderr. */
void errorf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/*
 * Progress of a long job on stderr: on a terminal one line rewritten at
 * each call; otherwise (a log, CI) a line of its own at most every
 * PROGRESS_EVERY seconds, so that a job is never silent for longer.  The
 * message is prefixed with the seconds since progress_start.
 */
#define PROGRESS_EVERY 5
void progress_start(void);
void progressf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Clears the terminal's line (nothing otherwise). */
void progress_end(void);

/* ---- where files are (paths.c) ---- */

/* The shipped data: $CRYPTOBENCH_DATA, else the source tree's data/ for
 * the build tree's binary, the install prefix's for the installed one. */
const char *path_data(void);
/* The gnuplot templates: $CRYPTOBENCH_PLOTS, else as for the data. */
const char *path_plots(void);
/* The vector files verify reads: $CRYPTOBENCH_VECTORS, else the source
 * tree's vectors/ or the installed copy. */
const char *path_vectors(void);
/* The build's full conversions of ../shared/vectors (build/tests/), or
 * NULL for the installed binary. */
const char *path_vectors_full(void);
/* The cycle-model plugin: $CRYPTOBENCH_CYCLES_PLUGIN, else the build
 * tree's or the installed one. */
const char *path_cycles_plugin(void);
/* The source tree the firmware is built from: $CRYPTOBENCH_SRC, else the
 * build tree's; NULL for the installed binary without it. */
const char *path_source(void);
/* A folder holding the board folders (mcu/boards/): the source tree
 * (path_source), else the installed copy under the prefix. */
const char *path_boards_root(void);

/* ---- CSV fields (csv.c) ---- */

/* Split one CSV line into at most max fields (RFC 4180 quoting).
 * Returns the number of fields, max + 1 when there are more (only max
 * are stored), or -1 on an unterminated quote. */
int csv_split(char *line, char **fields, int max);
void csv_put(FILE *f, const char *s, int last);
/* 1 if s is UTF-8 text (lead and continuation bytes, RFC 3629), else 0. */
int utf8_valid(const char *s);
/* The length of the well-formed UTF-8 sequence at s (n bytes left): 1-4;
 * 0 if it is not one (a bad lead or continuation byte, an overlong form,
 * a surrogate, past U+10FFFF), -1 if it is cut by the end. */
int utf8_seq(const unsigned char *s, size_t n);

/* ---- strict numbers, whole copies, strings (parse.c) ---- */

/* Longest number accepted anywhere (the value field of a row). */
#define CB_NUM_MAX 31
/* Length of the number at s, as pages and data files write one: digits
 * (no leading zero but "0") and optionally '.' and digits; 0 if none.
 * No sign, exponent, hex, space, inf or nan. */
size_t num_len(const char *s);
/* All of s as such a number (at most CB_NUM_MAX long): 0 and *v, or -1. */
int num_parse(const char *s, double *v);
/* All of s as a decimal integer 0..max: 0 and *v, or -1. */
int num_int(const char *s, long max, long *v);
/* A clock in MHz, 0.001 to 100000: 0 and *mhz, or -1. */
int num_clock(const char *s, double *mhz);
/* Copy src, or format, into dst[len] whole: 0, or -1 when it does not fit
 * (a field is never cut). */
int str_fit(char *dst, size_t len, const char *src);
int fmt_fit(char *dst, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* 1 if id is a board or run id: lowercase letters, digits, '-', '_',
 * starting with a letter or digit. */
int id_valid(const char *id);

/* ---- strings, comma lists, options, files (str.c) ---- */

/* Is word one of the comma-separated list? */
int list_has(const char *list, const char *word);
/* Does word match a glob of the comma-separated list (any length)? */
int list_glob(const char *list, const char *word);
/* Is every word of the comma list one of allowed (NULL-terminated), and
 * is there one at least? */
int list_all(const char *list, const char *const *allowed);
/* The value of option name at argv[*i] ("--name V", *i advanced, or
 * "--name=V"); NULL if argv[*i] is another; opt_missing (an empty string
 * a caller may tell apart) when the value is missing. */
extern const char opt_missing[];
const char *opt_value(int argc, char **argv, int *i, const char *name);
int str_starts(const char *s, const char *prefix);
int str_ends(const char *s, const char *suffix);
/* s without leading and trailing white space (cut in place). */
char *str_trim(char *s);
/* A working copy of a string of any length, to cut in place, in a buffer
 * reused from one string to the next (the page readers' lines). */
typedef struct str_buf {
	char *s;
	size_t cap;
} str_buf;
/* s copied into b (grown as needed): b->s, or NULL when memory runs out
 * (b as it was). */
char *str_copy(str_buf *b, const char *s);
/* Free b's buffer; b is empty again. */
void str_buf_free(str_buf *b);
/* The rest of f, NUL-terminated and malloc'd, its length in *len; NULL
 * with errno set (EFBIG: more than max bytes, ENOMEM, or the read's). */
char *file_read(FILE *f, size_t max, size_t *len);

#endif
