/* SPDX-License-Identifier: MIT */
/* The model room: boards, results, data folder, per-MHz, selection, tables. */
#ifndef CLI_MODEL_H
#define CLI_MODEL_H

#include <stddef.h>
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
	/* typed once at load (board_type) */
	unsigned char measured; /* method is not "published": our run */
	unsigned char emulated; /* method "emulated ...": under QEMU */
	unsigned short est_at;  /* where method names the cycle model
				 * ("est-cycles: MODEL"), or 0 */
} cb_board;

/* ---- the units table (units.c) ---- */

/* What a figure measures. */
typedef enum cb_metric {
	MET_OTHER = 0,          /* none of the table's */
	MET_THROUGHPUT,         /* bytes per second */
	MET_RATE,               /* operations per second */
	MET_TIME,               /* time of one operation */
	MET_CYCLES,             /* measured core cycles */
	MET_INSNS,              /* emulated instructions: never cycles */
	MET_EST_CYCLES,         /* the cycle model's estimate: never measured */
	MET_BSS,                /* footprints in bytes, from here, by name */
	MET_CODE,
	MET_CONST_DATA,
	MET_DATA,
	MET_GLOBAL_DATA,
	MET_MEMORY,
	MET_STACK,
	MET_WORK_BUFFER,
	MET_RAM,                /* stack + work buffer: compare --metric only */
	MET_SHARE               /* a percentage */
} cb_metric;

typedef enum cb_unit {
	UNIT_OTHER = 0, UNIT_B_S, UNIT_KB_S, UNIT_MB_S, UNIT_KIB_S,
	UNIT_MIB_S, UNIT_OPS_S, UNIT_S, UNIT_MS, UNIT_US, UNIT_NS,
	UNIT_CYCLES, UNIT_CPB, UNIT_EMU_INSNS, UNIT_EST_CYCLES, UNIT_BYTES,
	UNIT_PERCENT
} cb_unit;

/* The statistic a figure is of (params "stat="): unstated where the page
 * does not say; a measured run's rows are medians where they do not say. */
typedef enum cb_stat {
	STAT_UNSTATED = 0, STAT_MIN, STAT_MEAN, STAT_MEDIAN, STAT_MAX,
	STAT_SINGLE
} cb_stat;
#define STAT_N 6

/* Why impl is what it is (params "impl-note="), where it is not the
 * page's plain statement. */
typedef enum cb_impl_note {
	INOTE_NONE = 0,
	INOTE_UNSTATED,         /* the page says nothing: stored as sw */
	INOTE_NO_ACCEL,         /* claimed hw, the chip cannot: stored as sw */
	INOTE_USER              /* set by ingest --hw/--sw */
} cb_impl_note;

struct cb_alg;

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
	/* typed once at load from the fields above (result_type) */
	const struct cb_alg *alg;       /* NULL for none of the table's */
	cb_metric met;
	cb_unit un;
	cb_stat stat;
	cb_impl_note inote;
	unsigned char hw;       /* impl is "hw" */
	unsigned char op;       /* rank of operation (op_rank) */
	unsigned char bulk;     /* an operation over a message */
	unsigned char stat_given;       /* stat= given, not inferred */
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

/* ---- the data folder (data.c) ---- */

/* Load data/boards.csv and data/results/\*.csv, then the newest run of
 * each name in the user's store (store.h); 0 or -1 (message printed,
 * naming file and line). */
int data_load(const char *dir, cb_dataset *ds);
/* The same, and the stored runs names[] refer to as NAME@N. */
int data_load_names(const char *dir, cb_dataset *ds, char *const *names,
		    int n);
void data_free(cb_dataset *ds);
/* Folders whose boards data_load adds to the shipped data (--data), each
 * board replacing a shipped one of its id; the array stays the caller's. */
void data_add_dirs(const char *const *dirs, int n);
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
 * printed). */
int data_write_file(const char *path, const char *text, size_t len);
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

/* ---- algorithms (cli/algs.c): the one alias table ---- */

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
int family_valid(const char *family);
extern const char *const cb_families[];

/* ---- the vocabulary of a figure (units.c): the one units table ---- */

cb_metric metric_parse(const char *name);
const char *metric_name(cb_metric m);
/* Words for people: "estimated cycles", "stack + work buffer". */
const char *metric_title(cb_metric m);
/* cycles, insns or est-cycles: a count an operation or byte */
int metric_is_count(cb_metric m);
/* insns or est-cycles: an emulated board's, never measured cycles */
int metric_is_emulated(cb_metric m);
/* bytes of memory (code, stack ...), compared as they are */
int metric_is_footprint(cb_metric m);
/* Order of two rows' metrics (by name where neither is the table's); 0
 * where they are one. */
int metric_cmp(const cb_result *a, const cb_result *b);
/* The count a per-MHz figure of metric m is in: "cycles" (a throughput,
 * rate, time or cycle count), "insns" or "est-cycles". */
const char *metric_count(cb_metric m);
/* A unit by its stored name; UNIT_OTHER if none. */
cb_unit unit_parse(const char *name);
/* The factor to the base of its metric: bytes/s, ops/s, seconds, counts,
 * bytes (MB = 10^6 B, KB = 10^3 B, MiB = 2^20 B, KiB = 2^10 B). */
double unit_scale(cb_unit u);
/* The metric a unit measures (MET_OTHER for bytes: any footprint). */
cb_metric unit_kind(cb_unit u);
/* A unit by a word a page writes ("Mbytes/s", "\xc2\xb5s", "KB/s"). */
cb_unit unit_from_word(const char *word);
const char *unit_name(cb_unit u);
/* The metric a cell in unit u gives ("throughput", "time", "bytes" ...). */
const char *unit_metric(cb_unit u);
/* The unit of a count: cycles, emulated-insns or est-cycles. */
cb_unit unit_of_count(cb_metric m);
/* May a row of metric m be in unit u? */
int unit_valid_for(cb_unit u, cb_metric m);
const char *stat_name(cb_stat s);
/* 0 and *s, or -1 for no statistic's name. */
int stat_parse(const char *name, cb_stat *s);
const char *impl_note_name(cb_impl_note n);
/* Position of an operation in the listing order. */
int op_rank(const char *op);
/*
 * The annotation keys of params: facts of a figure that make it no other
 * variant (stat, impl-note, page-unit, the page's executions/min/max, a
 * fit's mark).  The one list; key is len bytes long.
 */
int param_is_annotation(const char *key, size_t len);
/* params split into its variant keys and its annotations, each
 * "k=v;k=v" (a pair that does not fit is left out). */
void params_split(const char *params, char *variant, size_t vlen,
		  char *notes, size_t nlen);
/* Are two params one variant (the same but for their annotations)? */
int params_same_variant(const char *a, const char *b);
/* One annotation pair of r's params ("page-unit=MB/s") in words, into
 * buf; 0 for one its own field says (stat=). */
int annotation_words(const cb_result *r, const char *pair, char *buf,
		     size_t len);
/* A row's value under metric: NULL and *v, or why it is refused (not a
 * number; zero for a rate, time or count). */
const char *result_value(const char *metric, const char *s, double *v);
/* Type a row from its fields (b: its board, NULL if unknown): 0, -1 for a
 * bad stat=, -2 for a bad impl-note=. */
int result_type(cb_result *r, const cb_board *b);
/* Type a board from its fields. */
void board_type(cb_board *b);
/* The cycle model an emulated board's est-cycles come from, or NULL. */
const char *board_est_model(const cb_board *b);

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
/* 1 if a row's algorithm was kept under its raw name ("raw-..."). */
int alg_is_raw(const cb_result *r);
/* Human-friendly number: 118.9, 12.10M ... into buf. */
const char *fmt_num(char *buf, size_t len, double v);

/* ---- output tables (table.c) ---- */

enum out_format { FMT_TEXT, FMT_CSV, FMT_JSON, FMT_MARKDOWN };
extern enum out_format g_format;

/* The text width: $COLUMNS, else the terminal's, else 100. */
int out_width(void);
/* Display width of UTF-8 text. */
int text_width(const char *s);
/* s wrapped to width: first on the first line, indent blanks before the
 * others; cut at blanks, ';' or ',' where it can be. */
void text_wrap(FILE *f, const char *s, int width, const char *first,
	       int indent);

#define CB_TBL_MAXC 64  /* columns of a table, at most */
enum { COL_NUM = 1,     /* right-aligned; a number in JSON */
       COL_WRAP = 2,    /* may wrap onto more lines to fit the width */
       COL_EMPTY = 4 }; /* left out where every cell is empty */

/* A column: its key (snake_case; --columns names it; a board's columns
 * are "BOARD.key"), its header and, over adjacent columns, a group's (a
 * board's id); drop > 0 lets the text layout leave it out where the
 * table is wider than the terminal, the highest level first. */
typedef struct col_spec {
	const char *key;
	const char *head;
	const char *group;
	unsigned flags;
	int drop;
} col_spec;

typedef struct table table;
/* The text layout of a table: the columns shown and their widths. */
typedef struct tbl_fit {
	int show[CB_TBL_MAXC];
	int w[CB_TBL_MAXC];
	int total;
} tbl_fit;

table *tbl_new(const col_spec *cols, int ncols);
void tbl_row(table *t, const char *const *cells);
/* A line of its own between rows (a heading of the long layout). */
void tbl_span(table *t, const char *text);
size_t tbl_rows(const table *t);
/*
 * Lay t out in width columns: every column where it fits; else the
 * droppable ones left out by level (their keys, without the board, into
 * dropped), then the wrapping ones narrowed.  only (--columns: a comma
 * list of keys, NULL for the default) shows those of the droppable ones
 * at any width.  0 when it fits, -1 when it cannot.
 */
int tbl_layout(const table *t, int width, const char *only, char *dropped,
	       size_t dlen, tbl_fit *l);
void tbl_text(const table *t, FILE *f, const tbl_fit *l);
/* Markdown: every column (or the droppable ones of only), a group's name
 * before its columns' headers. */
void tbl_markdown(const table *t, FILE *f, const char *only);
void tbl_free(table *t);

/* The plain tables of verify, cycles and run, in every format (JSON: a
 * document of rows only, keys the names in snake_case). */
table *table_new(int ncols, const char *const *names);
/* Mark column c as numeric (JSON number, right-aligned text). */
void table_numeric(table *t, int c);
void table_add(table *t, const char *const *cells);
void table_print(const table *t, FILE *f);
/* The same, the boards b[nb] in the JSON document. */
void table_print_boards(const table *t, FILE *f, const cb_board *const *b,
			int nb);
void table_free(table *t);

/* ---- the output document (doc.c, docs/output.md) ---- */

#define DOC_MAX_IDS 16
typedef struct rec {
	struct rec_field *f;
	size_t n, cap;
	struct rec *sub;        /* compare: a row's figures, per board */
	size_t nsub, subcap;
} rec;

/* {"boards": [...], "notes": [...], "rows": [...]} */
typedef struct doc {
	const cb_board **boards;
	long *figures;          /* list's count per board, or -1 */
	size_t nb, bcap;
	char **notes;           /* numbered from 1 */
	size_t nnotes, ncap;
	rec *rows;
	size_t nrows, rcap;
	const char *subkey;     /* the key of the rows' records ("figures") */
} doc;

void doc_init(doc *d);
void doc_board(doc *d, const cb_board *b, long figures);
/* The number of a note (one text, one number). */
int doc_note(doc *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* A new row (valid until the next). */
rec *doc_row(doc *d);
/* A new record under r (valid until the next). */
rec *rec_sub(rec *r);
/* Fields, in order: a string (NULL: null), a number (null unless have),
 * an integer, a boolean, note numbers, a cell that is a number or not. */
void rec_str(rec *r, const char *key, const char *s);
void rec_num(rec *r, const char *key, double v, int have);
void rec_int(rec *r, const char *key, long long v);
void rec_bool(rec *r, const char *key, int v);
void rec_ids(rec *r, const char *key, const int *ids, int n);
void rec_numtext(rec *r, const char *key, const char *s);
void doc_json(const doc *d, FILE *f);
/* One line per row, or per figure of a row, with its board's fields
 * (board_...); with no rows, one line per board. */
void doc_csv(const doc *d, FILE *f);
/* The notes under a text table, or as a Markdown list, under title
 * (NULL: notes). */
void doc_text_notes(const doc *d, FILE *f, int width, const char *title);
void doc_md_notes(const doc *d, FILE *f, const char *title);
void doc_free(doc *d);
/* Note numbers as "1,3". */
void ids_text(char *buf, size_t len, const int *ids, int n);
/* A board's line: id, MCU, board, core and clock, library, compiler,
 * method and source. */
void board_line(char *buf, size_t len, const cb_board *b);

/* ---- filters shared by show and compare (filter.c) ---- */

typedef struct filter {
	const char *impl;       /* NULL/"all", "sw", "hw" */
	const char *family;
	const char *algo;       /* glob */
	/* an emulated board's figure: "est-cycles" (the default, NULL) or
	 * "insns"; a row of the other is left out where both exist */
	const char *emulated;
	cb_metric emul;         /* emulated parsed: MET_OTHER for none */
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
	/* by configuration: its name (sel_config_name), "" for an operation
	 * no board names a configuration of; per board, 1 where the board
	 * names none (its lowest figure stands in every configuration) */
	const char *config;
	unsigned char sole[CB_MAXB];
	unsigned char best;     /* hw and sw of a case as one: the lowest */
	/* per board and statistic, the lowest variant; the statistic each
	 * board's figure is of (sel_build chooses), and whether they differ */
	const cb_result *cand[CB_MAXB][STAT_N];
	double cnorm[CB_MAXB][STAT_N];
	cb_stat stat[CB_MAXB];
	unsigned char stat_mixed;
} sel_entry;

/* What sel_build selects. */
typedef struct sel_opts {
	const filter *f;
	int need;               /* keep entries at least need boards have */
	int best;               /* --impl best: each board's lowest, hw or sw */
	const char *configs;    /* as sel_entries' */
	/* the statistic: -1 like against like (the one every board has,
	 * median, mean, single, unstated, min, max in that order of
	 * preference; else each board's first of them), or a cb_stat, each
	 * board's where it has it */
	int stat;
} sel_opts;

/* Resolve board names, refusing duplicates; 0 or -1 (message printed). */
int sel_boards(const cb_dataset *ds, char *const *names, int nb,
	       const cb_board **b);
/*
 * One entry per algorithm, operation, implementation and kind of figure,
 * holding each board's lowest per-MHz variant; with all set, only entries
 * that every board has.  With configs ("all" or a comma list of
 * configuration names; NULL: none), one entry per configuration of each
 * such operation that a board names and configs asks for, holding each
 * board's lowest variant in it: NULL where the board names others but not
 * this one, its lowest of all (sole) where it names none; with "all", an
 * operation no board names a configuration of keeps one entry (config "").
 * Sorted by family, algorithm, operation, configuration.  *out is
 * malloc'd; returns the count.
 */
size_t sel_entries(const cb_dataset *ds, const cb_board *const *b, int nb,
		   const filter *f, int all, const char *configs,
		   sel_entry **out);
/* The same with options (sel_entries: need nb with all, else 1). */
size_t sel_build(const cb_dataset *ds, const cb_board *const *b, int nb,
		 const sel_opts *o, sel_entry **out);
const cb_result *sel_first(const sel_entry *e);
/* The k-th configuration name of the equivalence table (select.c), in
 * its order; NULL past the last. */
const char *sel_config_name(int k);
/* A footprint figure of the case r measures: metric "stack",
 * "work-buffer", "code", "const-data" or "ram" (stack plus work buffer,
 * or the stack alone where the board gives no work buffer for it), from
 * the board's rows of r's algorithm, operation and implementation whose
 * parameters are r's less how it was measured (message or buffer size,
 * mode of a footprint that names none ...).  1 and *bytes, or 0. */
int sel_memory(const cb_dataset *ds, const cb_result *r, cb_metric metric,
	       double *bytes);

/* ---- compare's document (cmp.c) ---- */

typedef struct cmp_opts {
	filter f;
	int need;               /* rows at least need boards have */
	int best;               /* --impl best */
	const char *configs;    /* --config */
	cb_metric mem;          /* --metric: a footprint, or MET_OTHER */
	double clock[CB_MAXB];  /* --clock: an emulated board's MHz, or 0 */
	int lng;                /* --long */
	const char *columns;    /* --columns: all, or a comma list of keys */
	int stat;               /* --stat, or -1: like against like */
	/* a silicon board's flash timing at its clock (board.conf), "" if
	 * not known: named beside an emulated board's est-cycles */
	char flash[CB_MAXB][224];
} cmp_opts;

/* Boards b[nb] side by side in g_format on f: the rows (0: none, nothing
 * printed). */
int cmp_print(const cb_dataset *ds, const cb_board *const *b, int nb,
	      const cmp_opts *o, FILE *f);

/* ---- a board's figures as 'show' prints them (report.c) ---- */

/* A board's line, wrapped to the width (text output). */
void print_board(FILE *f, const cb_board *b);
/* The board's line and its rows that pass flt, in g_format on f: per
 * MHz and at the board's clock (an emulated board's at clock_mhz, 0 for
 * none); with the run's log (a measured board), each count's repetitions
 * and spread (spread.h).  0, or -1 (message printed) when no row
 * passes. */
int show_print(const cb_board *b, const cb_result *rows, size_t n,
	       const filter *flt, double clock_mhz, const char *log, FILE *f);
/* show_print on stdout, no clock for an emulated board. */
int print_results(const cb_board *b, const cb_result *rows, size_t n,
		  const filter *flt, const char *log);

#endif
