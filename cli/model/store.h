/* SPDX-License-Identifier: MIT */
/* The user's measured-run store: every saved run in one SQLite database. */
#ifndef CLI_STORE_H
#define CLI_STORE_H

#include <stddef.h>
#include <stdio.h>

#include <sqlite3.h>

#include "model.h"

/*
 * One file, STORE_FILE, in the user's data folder ($XDG_DATA_HOME/
 * cryptobench).  Rollback journal (journal_mode=DELETE, synchronous=FULL):
 * a save is one transaction holding the run's board row, every result row
 * and the raw log, so a kill, a full disk or a lock held beyond the busy
 * timeout leaves the store as it was before the save or as it is after it.
 * Writers take the write lock first (BEGIN IMMEDIATE) and wait for each
 * other up to the busy timeout: $CRYPTOBENCH_BUSY_TIMEOUT milliseconds,
 * default STORE_BUSY_MS.  A CSV store of the previous version (boards.csv,
 * results/NAME.csv, logs/NAME.log in the same folder) is imported once, in
 * the transaction that creates the database, and left in place.
 */
#define STORE_FILE "runs.db"
#define STORE_BUSY_MS 10000
/* Run names: lowercase letters, digits, '-', '_' (as board ids) */
#define STORE_NAME_MAX 31

/* One saved run, as 'cryptobench runs' lists it. */
typedef struct store_run {
	long long id;           /* unique in the store */
	char name[STORE_NAME_MAX + 1];
	int seq;                /* 1, 2, ... per name: NAME@seq */
	char date[24];          /* UTC, 2026-12-01T21:04:05Z */
	char target[96];        /* host, qemu-m4, or the log's platform */
	char version[32];       /* git describe of the core */
	char toolchain[160];    /* compiler and flags */
	char method[160];
	long long nrows;
} store_run;

/* Is name a valid run name? */
int store_name_valid(const char *name);

/*
 * Save one run in dir's store under b->id: b, rows (their board field is
 * ignored) and the raw log, in one transaction; target says what ran.
 * *seq (if not NULL) gets the run's number.  0, or -1 with a message
 * naming the database and the store exactly as before.
 */
int store_save(const char *dir, const cb_board *b, const cb_result *rows,
	       size_t nrows, const char *log, size_t loglen,
	       const char *target, int *seq);

/* store_save of a run made elsewhere (an export): dated date (NULL:
 * now). */
int store_save_dated(const char *dir, const cb_board *b,
		     const cb_result *rows, size_t nrows, const char *log,
		     size_t loglen, const char *target, const char *date,
		     int *seq);

/*
 * Append to ds (zeroed, or as data_load left it) the newest run of every
 * name in dir's store as board NAME, and for each names[i] of the form
 * NAME@N (n of them, may be 0) that run as board NAME@N, each checked as a
 * CSV row would be.  No store yet: nothing added.  0 or -1 (message
 * printed, naming the database and the run).
 */
int store_load(const char *dir, cb_dataset *ds, char *const *names, int n);

/* The runs of name (NULL: of every name), by name then oldest first;
 * *out is malloc'd.  0 or -1 (message printed). */
int store_runs(const char *dir, const char *name, store_run **out,
	       size_t *n);

/* The raw log of run NAME@seq, malloc'd and NUL-terminated into *log.
 * 0, or -1 (message printed) if there is no such run. */
int store_log(const char *dir, const char *name, int seq, char **log,
	      size_t *len);

/* Remove run name@seq (seq 0: every run of name) with its figures, in
 * one transaction.  0, or -1 (message printed, the store as it was). */
int store_remove(const char *dir, const char *name, int seq);
/* Rename every run of from to to (which has none), numbers kept.  0, or
 * -1 (message printed, the store as it was). */
int store_rename(const char *dir, const char *from, const char *to);

/* Split "NAME@N" into name and N; 1 if ref has that form, else 0. */
int store_ref(const char *ref, char *name, size_t len, int *seq);

/* What to do about a store that does not read: every message that finds
 * damage ends with it. */
#define STORE_ADVICE "'cryptobench store check' tells what is damaged and " \
	"'cryptobench store recover' keeps every run that reads cleanly"

/*
 * 'cryptobench store check' (store_tools.c): the file, SQLite's integrity
 * check, the schema version and every run through the validation a load
 * makes, reported to f.  0 if the store is whole (or there is none), 1 if
 * not, -1 if it could not be checked (message printed).
 */
int store_check(const char *dir, FILE *f);
/*
 * 'cryptobench store recover': every run that reads cleanly (board, rows
 * and log, through the same validation) copied into a new store under its
 * own NAME@N and date; the damaged file kept beside it as
 * runs.db.damaged-DATE; what was lost listed on f.  A store from a newer
 * schema is refused, untouched.  0, or -1 (message printed, nothing
 * changed).
 */
int store_recover(const char *dir, FILE *f);
/*
 * Run NAME@seq as export text (store_tools.c) to f: its provenance (name,
 * date, target), its board row and result rows as CSV, and its raw log, in
 * a form 'ingest FILE --save NAME' reads back to the same run.  0, or -1
 * (message printed).
 */
int store_export(const char *dir, const char *name, int seq, FILE *f);
/* The first line of an export. */
#define STORE_EXPORT_MAGIC "# cryptobench export 1"

/* ---- shared by the store's own files (store.c, store_tools.c) ---- */

typedef struct store {
	sqlite3 *db;
	char path[4200];
	int quiet;              /* messages kept in err, not printed */
	char err[1024];         /* quiet: the first message */
	int damaged;            /* a failure was the file's (not a lock's, a
				 * newer schema's): recover is the way out */
} store;

/* Open dir's store (create: make it when absent, else *found = 0 when
 * there is none); quiet keeps the message in s->err.  0 or -1. */
int store_open(store *s, const char *dir, int create, int *found, int quiet);
void store_close(store *s);
/* A new store file at path (replacing any), open in a write transaction
 * with the schema set up, for the caller to fill and COMMIT.  0 or -1
 * (the message in n->err, nothing left at path). */
int store_make(store *n, const char *path);
/* A message (or, quiet, its first into s->err); returns -1. */
int store_report(store *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* "PATH: what: SQLite's reason", with STORE_ADVICE when the file is
 * damaged (and not quiet: a quiet caller says it its way); -1. */
int store_fail(store *s, const char *what);
int store_exec(store *s, const char *sql, const char *what);
const char *store_col(sqlite3_stmt *st, int i);
/* The id of run name@seq, seq 0 for the newest; 0 if there is none, -1
 * if the store cannot be read. */
long long store_run_id(store *s, const char *name, int seq);
/* Run id into ds as board id board: 0; -1 when a row does not pass the
 * load's validation (message printed); -2 when the database cannot be
 * read (store_fail). */
int store_load_run(store *s, cb_dataset *ds, long long id,
		   const char *board);
/* Insert one run in the caller's transaction, dated date (NULL: now),
 * numbered want (0: the next of its name); *seq (may be NULL) gets it. */
int store_insert(store *s, const cb_board *b, const cb_result *rows,
		 size_t nrows, const char *log, size_t loglen,
		 const char *target, const char *date, int want, int *seq);

#endif
