/* SPDX-License-Identifier: MIT */
/* The user's measured-run store: every saved run in one SQLite database. */
#ifndef CLI_STORE_H
#define CLI_STORE_H

#include <stddef.h>

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

/* Split "NAME@N" into name and N; 1 if ref has that form, else 0. */
int store_ref(const char *ref, char *name, size_t len, int *seq);

#endif
