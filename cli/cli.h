/* SPDX-License-Identifier: MIT */
/* Shared declarations of the cryptobench command-line tool. */
#ifndef CLI_CLI_H
#define CLI_CLI_H

#include <stddef.h>
#include <stdio.h>

/* ---- boards and results (data model; see README "Data model") ---- */

typedef struct cb_board {
	char id[32];            /* short id used on the command line */
	char name[96];          /* development board */
	char mcu[48];
	char core[32];          /* e.g. Cortex-M4 */
	double clock_mhz;
	char vendor[48];        /* MCU vendor */
	char library[48];
	char library_version[32];
	char compiler[96];
	char optimization[48];
	char method[64];        /* "published" or how it was measured */
	char source[160];       /* page file and title */
} cb_board;

typedef struct cb_result {
	char board[32];
	char impl[4];           /* "sw" or "hw" */
	char algorithm[40];     /* canonical id, see algs.c */
	char operation[24];
	char params[192];       /* "key=value;key=value", "" if none */
	char metric[24];        /* throughput time cycles code const-data ... */
	char value[32];         /* the number as published, no grouping */
	char unit[16];          /* MB/s KB/s ms us cycles bytes */
	int line;               /* line in the source page */
	double v;               /* value parsed */
} cb_result;

typedef struct cb_dataset {
	cb_board *boards;
	size_t nboards;
	cb_result *rows;
	size_t nrows;
} cb_dataset;

#define CB_BOARDS_HEADER "id,name,mcu,core,clock_mhz,vendor,library," \
	"library_version,compiler,optimization,method,source"
#define CB_RESULTS_HEADER "board,impl,algorithm,operation,params,metric," \
	"value,unit,line"

/* data.c: load data/boards.csv and data/results/\*.csv; 0 or -1 (message
 * printed, naming file and line). */
int data_load(const char *dir, cb_dataset *ds);
void data_free(cb_dataset *ds);
/* The user's data folder ($XDG_DATA_HOME/cryptobench, else
 * ~/.local/share/cryptobench), or NULL; data_load reads it after dir. */
const char *data_user_dir(void);
/* Save a measured table in the user's data folder under b->id, replacing
 * an earlier one of that name; refuses the name of a board in shipped.
 * Each file is written whole, then renamed.  0 or -1 (message printed). */
int data_save_user(const char *shipped, const cb_board *b,
		   const cb_result *rows, size_t nrows);
/* Write text to path whole: a temporary file beside it, then a rename, so
 * a failure leaves the old file as it was.  0 or -1 (message printed). */
int data_write_file(const char *path, const char *text, size_t len);
/* mkdir -p; 0 or -1 (errno set). */
int data_mkdirs(const char *path);
/* Directory of the shipped data: --data, $CRYPTOBENCH_DATA, installed, or
 * the source tree. */
const char *data_dir(const char *override);
/* Resolve a board name: id, MCU or prefix, case-insensitive.  Returns the
 * board or NULL after printing the candidates. */
const cb_board *data_resolve(const cb_dataset *ds, const char *name);
/* Row and board as CSV lines (with newline). */
void data_write_board(FILE *f, const cb_board *b);
void data_write_result(FILE *f, const cb_result *r);

/* csv.c: split one CSV line into at most max fields (RFC 4180 quoting).
 * Returns the number of fields, or -1 on an unterminated quote. */
int csv_split(char *line, char **fields, int max);
void csv_put(FILE *f, const char *s, int last);
/* 1 if s is UTF-8 text (lead and continuation bytes, RFC 3629), else 0. */
int utf8_valid(const char *s);

/* ---- algorithms (algs.c): the one alias table ---- */

typedef struct cb_alg {
	const char *id;
	const char *family;     /* cipher aead hash mac signature key-exchange pq */
	const char *aliases;    /* extra names, '|'-separated */
} cb_alg;

/* Canonical algorithm for a published name, or NULL. */
const cb_alg *alg_lookup(const char *name);
/* Algorithm by canonical id, or NULL. */
const cb_alg *alg_by_id(const char *id);
/* Position in the table, for ordering. */
int alg_rank(const char *id);
int op_rank(const char *op);
int family_valid(const char *family);
extern const char *const cb_families[];

/* ---- normalisation (norm.c) ---- */

/* Per-MHz kinds, and footprint bytes (code, data, stack: no clock) */
typedef enum { NORM_NONE = 0, NORM_CPB, NORM_CPO, NORM_BYTES } norm_kind;
/* Per-MHz figure of a result on a board clocked at clock_mhz: cycles per
 * byte for throughput, cycles per operation for latency. */
norm_kind norm_value(const cb_result *r, double clock_mhz, double *out);
/* Value of a "key=value" parameter, copied into buf; 0 if absent. */
int param_get(const char *params, const char *key, char *buf, size_t len);
const char *norm_unit(norm_kind k);
/* The unit of a row's per-MHz figure: "cycles/B", or "insns/B" for
 * emulated instruction counts (which are never cycles). */
const char *norm_unit_of(const cb_result *r, norm_kind k);
/* Human-friendly number: 118.9, 12.10M ... into buf. */
const char *fmt_num(char *buf, size_t len, double v);

/* ---- output tables (table.c) ---- */

enum out_format { FMT_TEXT, FMT_CSV, FMT_JSON, FMT_MARKDOWN };
extern enum out_format g_format;

typedef struct table table;
table *table_new(int ncols, const char *const *names);
/* Mark column c as numeric (JSON number, right-aligned text). */
void table_numeric(table *t, int c);
void table_add(table *t, const char *const *cells);
void table_print(const table *t, FILE *f);
void table_free(table *t);

/* ---- filters shared by show and compare ---- */

typedef struct filter {
	const char *impl;       /* NULL/"all", "sw", "hw" */
	const char *family;
	const char *algo;       /* glob */
} filter;
/* Parse --impl/--family/--algo at argv[*i]; 1 if consumed, 0 if not an
 * option of ours, -1 on a bad value (message printed). */
int filter_option(filter *f, int argc, char **argv, int *i);
int filter_match(const filter *f, const cb_result *r);

/* ---- selection shared by compare and plot (select.c) ---- */

#define CB_MAXB 8

typedef struct sel_entry {
	const cb_result *row[CB_MAXB];  /* per board; NULL where absent */
	double norm[CB_MAXB];           /* per-MHz figure */
	norm_kind kind;
} sel_entry;

/* Resolve board names, refusing duplicates; 0 or -1 (message printed). */
int sel_boards(const cb_dataset *ds, char *const *names, int nb,
	       const cb_board **b);
/*
 * One entry per algorithm, operation, implementation and kind of figure,
 * holding each board's lowest per-MHz variant; with all set, only entries
 * that every board has.  Sorted by family, algorithm, operation.  *out is
 * malloc'd; returns the count.
 */
size_t sel_entries(const cb_dataset *ds, const cb_board *const *b, int nb,
		   const filter *f, int all, sel_entry **out);
const cb_result *sel_first(const sel_entry *e);

/* ---- ingest (ingest*.c) ---- */

typedef struct ingest {
	const char *path;       /* for messages */
	cb_board board;
	cb_result *rows;
	size_t nrows, cap;
	char err[512];          /* "path:line: reason" on failure */
	int warnings;
	FILE *warn;             /* where warnings go (stderr) */
} ingest;

/* Parse a page held in text (NUL-terminated, len bytes).  board_id may be
 * NULL (derived from the page).  Returns 0, or -1 with ig->err set. */
int ingest_text(ingest *ig, char *text, size_t len, const char *board_id);
void ingest_free(ingest *ig);

/* Layout parsers, each given the page split into lines. */
typedef struct page {
	char **line;            /* line[0] is line 1 */
	int n;
} page;
int ingest_markdown(ingest *ig, const page *p);
int ingest_runon(ingest *ig, const page *p);
int ingest_stwiki(ingest *ig, const page *p);

/* Helpers shared by the layouts (ingest.c). */
int ig_fail(ingest *ig, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void ig_warn(ingest *ig, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int ig_add(ingest *ig, int line, const char *impl, const char *alg,
	   const char *op, const char *params, const char *metric,
	   const char *value, const char *unit);
/* Cyclone-style column header "CBC Encrypt (Software)" -> mode, op, impl. */
int ig_column(ingest *ig, int line, const char *head, char *mode,
	      size_t modelen, const char **op, const char **impl);
/* Cyclone-style cell "15.22 MB/s" or "-": 1 value, 0 dash, -1 error. */
int ig_cell(ingest *ig, int line, const char *cell, char *value,
	    size_t vlen, const char **metric, const char **unit);
/* Algorithm id for a row name under a column mode, or NULL. */
const cb_alg *ig_alg(const char *name, const char *mode);
char *ig_trim(char *s);
/* Unit word as published -> metric and canonical unit; -1 if unknown. */
int ig_unit(const char *word, const char **metric, const char **unit);
/* Length of a number (digits, optional .digits) at s; 0 if none. */
size_t ig_number_len(const char *s);
/* Vendor and core from the MCU family when the page leaves them out. */
void ig_fill_from_family(ingest *ig);

/* ---- commands ---- */

/* One line of provenance for a board (text output). */
void print_board(FILE *f, const cb_board *b);
/* The board's line and a table of its rows that pass flt (the layout of
 * 'show'); 0, or -1 (message printed) when no row passes. */
int print_results(const cb_board *b, const cb_result *rows, size_t n,
		  const filter *flt);

int cmd_list(int argc, char **argv, const char *datadir);
int cmd_show(int argc, char **argv, const char *datadir);
int cmd_compare(int argc, char **argv, const char *datadir);
int cmd_ingest(int argc, char **argv, const char *datadir);
int cmd_verify(int argc, char **argv, const char *datadir);
int cmd_plot(int argc, char **argv, const char *datadir);
/* cryptobench run (cmd_run.c), its port (port_host.c) and its log
 * (ingest_log.c: the layout lib/bench writes, see lib/bench/bench.h) */
int cmd_run(int argc, char **argv, const char *datadir);
int ingest_log(ingest *ig, const page *p, const char *board_id);
void port_host_output(FILE *f);
const char *port_host_method(void);
const char *port_host_clock(void);
double port_host_clock_mhz(void);

/* main.c */
extern const char *g_prog;
void die_usage(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
int is_help(const char *arg);
void errorf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
