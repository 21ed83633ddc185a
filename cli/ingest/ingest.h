/* SPDX-License-Identifier: MIT */
/* The ingest room: pages and run logs read into boards and rows. */
#ifndef CLI_INGEST_H
#define CLI_INGEST_H

#include <stddef.h>
#include <stdio.h>

#include "model.h"
#include "util.h"

/*
 * What the user gives beside the page (--clock, --mcu, --core, --library,
 * --compiler): each supplies what the page lacks or overrides what it says
 * (with a warning where they differ), and the board's method names the
 * options given.  NULL or 0: not given.
 */
typedef struct ingest_opts {
	double clock_mhz;
	const char *mcu, *core, *library, *compiler;
	/* --hw, --sw: algorithm id globs (comma-separated) whose figures are
	 * hardware, software, whatever the page says (impl-note=user) */
	const char *hw, *sw;
	/* --column TEXT: of a general table's value columns, only those
	 * whose head holds TEXT (one platform of a table of several) */
	const char *column;
} ingest_opts;

typedef struct ingest {
	const char *path;       /* for messages */
	cb_board board;
	cb_result *rows;
	size_t nrows, cap;
	char err[1024];         /* "path:line: reason" on failure */
	int table_end;          /* line of the last table row read */
	int warnings;
	FILE *warn;             /* where warnings go (stderr) */
	int notes;              /* messages naming an option to give */
	int nraw;               /* figures kept under a raw-NAME id */
	/* the statistic the page states for its figures (stat=: "mean",
	 * "min", "median", "max", "single"), set by the layout; ig_add adds
	 * it to a row whose params name none.  NULL: unstated. */
	const char *stat;
	const char *want_id;    /* the board id asked for (--board), or NULL */
	ingest_opts opt;        /* what the user gave */
	size_t text_len;        /* the page's length in bytes */
	/* a page that carries a run whole (an export, export.c): its raw
	 * log at log_off in the page's text, and when and where it ran, for
	 * 'ingest --save' to store the run as it was */
	int own_log;
	size_t log_off, log_len;
	char date[24], target[96];
} ingest;

/* Parse a page held in text (NUL-terminated, len bytes).  board_id may be
 * NULL (derived from the page).  Returns 0, or -1 with ig->err set. */
int ingest_text(ingest *ig, char *text, size_t len, const char *board_id);
/* The same, read by the layout of that name whether it detects the page
 * or not (the fuzz harness of the table reader: "table"). */
int ingest_text_as(ingest *ig, char *text, size_t len, const char *board_id,
		   const char *layout_name);
void ingest_free(ingest *ig);

/*
 * What a layout passes as a figure's impl to ig_add: what the page says of
 * it.  IG_HW: the page says this figure is hardware (a column, a per-row
 * mark, a per-algorithm line); IG_HW_CONFIG: only a configuration heading
 * names crypto hardware; IG_SW: the page says software; IG_UNSTATED: it
 * says nothing.  After the layout, ig_resolve_impl makes each "hw" or "sw"
 * against the chip's accelerators (data/accelerators.def) and --hw/--sw,
 * with impl-note= where the page's word is not what is stored.
 */
#define IG_HW "hw"
#define IG_HW_CONFIG "hw?"
#define IG_SW "sw"
#define IG_UNSTATED ""

/* One MCU's crypto accelerators (data/accelerators.def). */
typedef struct ig_accel {
	const char *mcu;        /* the MCU's name or a prefix of it */
	const char *algorithms; /* id globs, separated by spaces */
	const char *source;     /* reference manual and chapters */
} ig_accel;

/* The row of the MCU (the longest prefix that matches, case aside), or
 * NULL when the table has none. */
const ig_accel *ig_accel_of(const char *mcu);
/* Nonzero when a's hardware computes algorithm id. */
int ig_accel_does(const ig_accel *a, const char *id);
/* Every row's impl from its claim, the accelerator table and --hw/--sw,
 * with impl-note= (unstated, no-accelerator, user) where due; a warning
 * for a hardware figure within 5 % of its software twin.  0 or -1. */
int ig_resolve_impl(ingest *ig);

/* Layout parsers, each given the page split into lines. */
typedef struct page {
	char **line;            /* line[0] is line 1 */
	int n;
	int open_end;           /* no newline after the last line */
	str_buf *copy;          /* the working copy ig_line gives */
} page;

/*
 * A page layout ingest reads: its name and what it is (listed when a page
 * is in none), detect (nonzero: the page is in this layout) and parse (the
 * page's metadata into ig->board and its figures as rows; 0, or -1 with
 * ig->err set).  ingest.c tries them in the order of its table; a new
 * layout is one file defining one of these and a line in that table.
 */
typedef struct layout {
	const char *name;
	const char *what;
	int (*detect)(const page *p);
	int (*parse)(ingest *ig, const page *p);
	unsigned flags;
} layout;
/* parse names the board (ig->want_id or the page) and checks it whole */
#define LAYOUT_OWN_BOARD 1u

/* The Cyclone table readers (markdown.c, runon.c). */
int ingest_markdown(ingest *ig, const page *p);
int ingest_runon(ingest *ig, const page *p);

/* Helpers shared by the layouts (ingest.c). */

/* Line i of p (0-based) as a working copy of any length to cut in place,
 * valid until the next call; NULL with "line: out of memory" in ig->err. */
char *ig_line(ingest *ig, const page *p, int i);

int ig_fail(ingest *ig, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void ig_warn(ingest *ig, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* A note (not a warning): what the page lacks and the option that gives
 * it; counted in ig->notes. */
void ig_note(ingest *ig, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
int ig_add(ingest *ig, int line, const char *impl, const char *alg,
	   const char *op, const char *params, const char *metric,
	   const char *value, const char *unit);
/* The canonical id of a published name into id[len]: the alias table's,
 * or "raw-" and the name folded (lowercase letters, digits and '-'), with
 * a warning naming the line, counted in ig->nraw; 0, or -1 with ig->err
 * set when the name has no letter or digit or is too long. */
int ig_alg_id(ingest *ig, int line, const char *name, char *id, size_t len);
/* Provenance lines a kept page opens with ("# source: URL", "# retrieved:
 * DATE", "# board:", "# mcu:", "# core:", "# vendor:"), written by whoever
 * kept the page, into ig->board; the number of such lines read. */
int ig_provenance(ingest *ig, const page *p);
/* Copy a page's field into dst[len] whole; -1 with "line: what ... is
 * longer than" when it does not fit. */
int ig_field(ingest *ig, int line, char *dst, size_t len, const char *what,
	     const char *src);
/* Cyclone-style column header "CBC Encrypt (Software)" -> mode, op, impl. */
int ig_column(ingest *ig, int line, const char *head, char *mode,
	      size_t modelen, const char **op, const char **impl);
/* One figure of a cell (cell.c): the number as printed, ungrouped
 * ("1,234,567" -> "1234567", "12.3k" -> "12300"), its unit where the cell
 * gives one, the statistic its label names ("AVG: 12"), and which part of
 * the cell it was ("a / b": 0 and 1). */
typedef struct ig_val {
	char value[32];
	const char *metric, *unit;      /* NULL: the cell names none */
	const char *stat;               /* "mean", "min" ... or NULL */
	int slot;
} ig_val;

/* The figures of a cell: "1,234.5 ms", "12.3k cycles*", "N/A", "-",
 * "a / b", "a + b", "AVG: a <br /> MIN: b <br /> MAX: c"; their count
 * (0: none) into v[max], or -1 with "line: reason" in ig->err. */
int ig_cell_vals(ingest *ig, int line, const char *cell, ig_val *v, int max);
/* The number at s as pages print it (digits, a point, groups of three
 * after ',', ' ', a thin or no-break space): its length in s, 0 if none,
 * the digits into out[len]. */
size_t ig_number(const char *s, char *out, size_t len);
/* The statistic a word names ("avg" -> "mean", "min", "median" ...) or
 * NULL. */
const char *ig_stat_word(const char *w, size_t n);
/* Cyclone-style cell "15.22 MB/s" or "-": 1 value, 0 dash, -1 error. */
int ig_cell(ingest *ig, int line, const char *cell, char *value,
	    size_t vlen, const char **metric, const char **unit);
/* The operation a published word or phrase names ("Encryption", "key
 * gen", "public" -> verify ...), or NULL. */
const char *ig_op(const char *phrase);
/* The operation of a bulk figure of id named by no word: hash, mac,
 * generate (DRBGs), derive (KDFs) or encrypt. */
const char *ig_bulk_op(const char *id);
/* Algorithm id for a row name under a column mode, or NULL. */
const cb_alg *ig_alg(const char *name, const char *mode);
/* Unit word as published -> metric and canonical unit; -1 if unknown. */
int ig_unit(const char *word, const char **metric, const char **unit);
/* Split s in place at white space into at most max words; the count, or
 * -1 when there are more. */
int ig_words(char *s, char **tok, int max);
/* The clock a page states (it wins over --clock, with a warning). */
void ig_clock(ingest *ig, int line, double mhz);
/* Vendor and core from the MCU family when the page leaves them out. */
void ig_fill_from_family(ingest *ig);

#endif
