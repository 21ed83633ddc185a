/* SPDX-License-Identifier: MIT */
/* Shared declarations of the cryptobench command-line tool. */
#ifndef CLI_CLI_H
#define CLI_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- boards and results (data model; see README "Data model") ---- */

typedef struct cb_board {
	char id[48];            /* short id used on the command line; a
				 * stored run adds @N (store.h) */
	char name[96];          /* development board */
	char mcu[48];
	char core[32];          /* e.g. Cortex-M4 */
	double clock_mhz;
	char vendor[48];        /* MCU vendor */
	char library[48];
	char library_version[32];
	char compiler[96];
	char optimization[160]; /* -O level, or a run log's flags */
	char method[160];       /* "published" or how it was measured */
	char source[256];       /* page file and title */
} cb_board;

typedef struct cb_result {
	char board[48];         /* a board's id */
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
	size_t bcap, rcap;      /* allocated */
} cb_dataset;

#define CB_BOARDS_HEADER "id,name,mcu,core,clock_mhz,vendor,library," \
	"library_version,compiler,optimization,method,source"
#define CB_RESULTS_HEADER "board,impl,algorithm,operation,params,metric," \
	"value,unit,line"

/* data.c: load data/boards.csv and data/results/\*.csv, then the newest
 * run of each name in the user's store (store.h); 0 or -1 (message
 * printed, naming file and line). */
int data_load(const char *dir, cb_dataset *ds);
/* The same, and the stored runs names[] refer to as NAME@N. */
int data_load_names(const char *dir, cb_dataset *ds, char *const *names,
		    int n);
void data_free(cb_dataset *ds);
/* The user's data folder ($XDG_DATA_HOME/cryptobench, else
 * ~/.local/share/cryptobench), or NULL. */
const char *data_user_dir(void);
/* One boards.csv row (12 fields) or results row (9 fields) checked and
 * appended to ds (a result's board must be in ds); path and line name the
 * place in messages.  0 or -1 (message printed). */
int data_add_board(cb_dataset *ds, char *const *fl, const char *path,
		   int line);
int data_add_result(cb_dataset *ds, char *const *fl, const char *path,
		    int line);
/* Append a boards.csv or a results CSV file to ds; 0 or -1 (printed). */
int data_read_boards(const char *path, cb_dataset *ds);
int data_read_results(const char *path, cb_dataset *ds);
/* Before measuring: name is no published board's and the user's data
 * folder is writable.  0 or -1 (message printed). */
int data_check_save(const char *shipped, const char *name);
/* path can be written by data_write_file: its folder exists and is
 * writable, and it is no folder.  0 or -1 (message printed). */
int data_check_writable(const char *path);
/* Write text to path whole (out_open, out_commit).  0 or -1 (message
 * printed). */int data_write_file(const char *path, const char *text, size_t len);
/*
 * Output files: written to a temporary file beside the target and renamed
 * over it only on success, so a failure leaves the old file as it was.
 * Only a regular, writable file is replaced (not a symbolic link, FIFO,
 * device or folder); the new file keeps the old one's mode.
 */
typedef struct out_file {
	char path[4096];
	char tmp[4200];         /* "" once renamed or removed */
	FILE *f;                /* the temporary, NULL once closed */
	unsigned mode;
} out_file;
/* May path be replaced (absent, or a regular writable file)?  0 and the
 * mode for the new file, or -1 (message printed). */
int out_check(const char *path, unsigned *mode);
/* Check path and open a temporary beside it; 0 or -1 (message printed). */
int out_open(out_file *o, const char *path);
/* Flush, sync and close the temporary (for a program to write by name);
 * 0 or -1 (message printed, temporary removed). */
int out_close(out_file *o);
/* Close and rename the temporary over the target; 0 or -1 (message
 * printed, temporary removed, target untouched). */
int out_commit(out_file *o);
/* Remove the temporary; the target is untouched. */
void out_abort(out_file *o);
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
 * Returns the number of fields, max + 1 when there are more (only max
 * are stored), or -1 on an unterminated quote. */
int csv_split(char *line, char **fields, int max);
void csv_put(FILE *f, const char *s, int last);
/* 1 if s is UTF-8 text (lead and continuation bytes, RFC 3629), else 0. */
int utf8_valid(const char *s);

/* ---- where files are (paths.c) ---- */

/* The shipped data: $CRYPTOBENCH_DATA, else the source tree's data/ for
 * the build tree's binary, the install prefix's for the installed one. */
const char *path_data(void);
/* The gnuplot templates: $CRYPTOBENCH_PLOTS, else as for the data. */
const char *path_plots(void);
/* The vector files verify reads: $CRYPTOBENCH_VECTORS, else the source
 * tree's tests/vectors/ or the installed copy. */
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

/* ---- strict numbers and whole copies (parse.c) ---- */

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
/* A row's value under metric: NULL and *v, or why it is refused (not a
 * number; zero for a rate, time, cycle or instruction count). */
const char *num_value(const char *metric, const char *s, double *v);
/* A clock in MHz, 0.001 to 100000: 0 and *mhz, or -1. */
int num_clock(const char *s, double *mhz);
/* Copy src, or format, into dst[len] whole: 0, or -1 when it does not fit
 * (a field is never cut). */
int str_fit(char *dst, size_t len, const char *src);
int fmt_fit(char *dst, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* 1 if id is a board or run id: lowercase letters, digits, '-', '_'. */
int id_valid(const char *id);

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
	/* an emulated board's figure: "est-cycles" (the default, NULL) or
	 * "insns"; a row of the other is left out where both exist */
	const char *emulated;
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
	char err[1024];         /* "path:line: reason" on failure */
	int table_end;          /* line of the last table row read */
	int warnings;
	FILE *warn;             /* where warnings go (stderr) */
	const char *want_id;    /* the board id asked for (--board), or NULL */
	/* --clock MHz (0 when not given): the clock of a page that states
	 * none; a page's own clock wins (with a warning if they differ) */
	double opt_clock_mhz;
	/* --keep-unknown: a name the alias table lacks is kept as "raw-NAME"
	 * (family "unknown") instead of refused */
	int keep_unknown;
} ingest;

/* Parse a page held in text (NUL-terminated, len bytes).  board_id may be
 * NULL (derived from the page).  Returns 0, or -1 with ig->err set. */
int ingest_text(ingest *ig, char *text, size_t len, const char *board_id);
void ingest_free(ingest *ig);

/* Layout parsers, each given the page split into lines. */
typedef struct page {
	char **line;            /* line[0] is line 1 */
	int n;
	int open_end;           /* no newline after the last line */
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

/* The Cyclone table readers (ingest_markdown.c, ingest_runon.c). */
int ingest_markdown(ingest *ig, const page *p);
int ingest_runon(ingest *ig, const page *p);

/* Helpers shared by the layouts (ingest.c). */

int ig_fail(ingest *ig, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void ig_warn(ingest *ig, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int ig_add(ingest *ig, int line, const char *impl, const char *alg,
	   const char *op, const char *params, const char *metric,
	   const char *value, const char *unit);
/* The canonical id of a published name into id[len]: the alias table's,
 * or with ig->keep_unknown "raw-" and the name folded (lowercase letters,
 * digits and '-'); 0, or -1 with "line: unknown algorithm" in ig->err. */
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
/* Cyclone-style cell "15.22 MB/s" or "-": 1 value, 0 dash, -1 error. */
int ig_cell(ingest *ig, int line, const char *cell, char *value,
	    size_t vlen, const char **metric, const char **unit);
/* Algorithm id for a row name under a column mode, or NULL. */
const cb_alg *ig_alg(const char *name, const char *mode);
/* 1 if a row's algorithm was kept under its raw name ("raw-..."). */
int alg_is_raw(const cb_result *r);
char *ig_trim(char *s);
/* Unit word as published -> metric and canonical unit; -1 if unknown. */
int ig_unit(const char *word, const char **metric, const char **unit);
/* Split s in place at white space into at most max words; the count, or
 * -1 when there are more. */
int ig_words(char *s, char **tok, int max);
/* The clock a page states (it wins over --clock, with a warning). */
void ig_clock(ingest *ig, int line, double mhz);
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
int cmd_runs(int argc, char **argv, const char *datadir);
/* cryptobench cycles (cmd_cycles.c): the cycle-model plugin on any ELF */
int cmd_cycles(int argc, char **argv, const char *datadir);
/* The addresses (Thumb bit cleared) of n symbols of an Arm ELF; 0 or -1
 * after a message naming the missing one. */
int cycles_symbols(const char *elf, const char *const *names, uint32_t *addrs,
		   int n);
/* The model's error on a target as measured (docs/cycles.md). */
const char *cycles_error(const char *target);
/* The memory word of the plugin's "# model" line ("zero-wait-state",
 * "5-wait-states-art", NULL if none) as said to users: "zero wait states",
 * "5 WS ART", "5 WS plain"; returns the wait states. */
int cycles_memory(const char *word, char *out, size_t n);
/* run --target (run_cycles.c): after each insns row of the firmware log,
 * its est-cycles row from the cycle model's output plugout (calls of the
 * harness's cb_bench_case_start at start and cb_bench_calls at call), and
 * a '# est_cycles:' header naming the model; 0, or -1 with the log as it
 * was (message printed). */
int run_add_est_cycles(char **log, size_t *loglen, const char *plugout,
		       const char *target, uint32_t start, uint32_t call);
/* cryptobench run (cmd_run.c), its port (port_host.c) and its log
 * (ingest_log.c: the layout lib/bench writes, see lib/bench/bench.h) */
int cmd_run(int argc, char **argv, const char *datadir);
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
