/* SPDX-License-Identifier: MIT */
/* The run store's tools: check, recover, export (see store.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "model.h"
#include "store.h"
#include "util.h"

/* At most this many of SQLite's integrity messages are shown */
#define CHECK_SHOW 10
/* Run ids probed past the last one a damaged table lists */
#define PROBE_AHEAD 1000

/* Run id's provenance: name, seq, date, target; 0 or -2 (store_fail). */
static int
run_meta(store *s, long long id, char *name, size_t nlen, int *seq,
	 char *date, size_t dlen, char *target, size_t tlen)
{
	sqlite3_stmt *st;
	int step;

	if (sqlite3_prepare_v2(s->db, "SELECT name, seq, date, target FROM "
			       "runs WHERE id = ?", -1, &st, NULL) != SQLITE_OK)
		return store_fail(s, "cannot read") - 1;
	sqlite3_bind_int64(st, 1, id);
	step = sqlite3_step(st);
	if (step == SQLITE_ROW) {
		snprintf(name, nlen, "%s", store_col(st, 0));
		*seq = sqlite3_column_int(st, 1);
		snprintf(date, dlen, "%s", store_col(st, 2));
		snprintf(target, tlen, "%s", store_col(st, 3));
	}
	sqlite3_finalize(st);
	if (step == SQLITE_ROW)
		return 0;
	return step == SQLITE_DONE ? -1 : store_fail(s, "cannot read") - 1;
}

/* Run id's raw log, malloc'd into *log; 0 or -2 (store_fail). */
static int
run_log(store *s, long long id, char **log, size_t *len)
{
	sqlite3_stmt *st;
	int step;

	*log = NULL;
	*len = 0;
	if (sqlite3_prepare_v2(s->db, "SELECT log FROM runs WHERE id = ?", -1,
			       &st, NULL) != SQLITE_OK)
		return store_fail(s, "cannot read") - 1;
	sqlite3_bind_int64(st, 1, id);
	step = sqlite3_step(st);
	if (step == SQLITE_ROW) {
		*len = (size_t)sqlite3_column_bytes(st, 0);
		*log = malloc(*len + 1);
		if (*log != NULL) {
			if (*len > 0)
				memcpy(*log, sqlite3_column_blob(st, 0), *len);
			(*log)[*len] = '\0';
		}
	}
	sqlite3_finalize(st);
	if (step != SQLITE_ROW)
		return store_fail(s, "cannot read") - 1;
	return *log != NULL ? 0 : store_report(s, "out of memory") - 1;
}

/*
 * The run ids of the store, in id order, malloc'd into *ids.  A table
 * damaged part way gives the ids read before the damage, then every id up
 * to PROBE_AHEAD past the last one found that reads on its own.  0, or -1
 * when not even that can be read.
 */
static int
run_ids(store *s, long long **ids, size_t *n, int *partial)
{
	sqlite3_stmt *st, *one;
	long long *v = NULL, *grown, last = 0, id;
	size_t cap = 0;
	int step;

	*n = 0;
	*partial = 0;
	if (sqlite3_prepare_v2(s->db, "SELECT id FROM runs ORDER BY id", -1,
			       &st, NULL) != SQLITE_OK)
		return store_fail(s, "cannot read");
	if (sqlite3_prepare_v2(s->db, "SELECT 1 FROM runs WHERE id = ?", -1,
			       &one, NULL) != SQLITE_OK) {
		sqlite3_finalize(st);
		return store_fail(s, "cannot read");
	}
	for (id = 0;; ) {
		if (!*partial) {
			step = sqlite3_step(st);
			if (step == SQLITE_DONE)
				break;
			if (step != SQLITE_ROW) {
				*partial = 1;
				id = last;
				continue;
			}
			id = sqlite3_column_int64(st, 0);
		} else {
			if (++id > last + PROBE_AHEAD)
				break;
			sqlite3_reset(one);
			sqlite3_bind_int64(one, 1, id);
			if (sqlite3_step(one) != SQLITE_ROW)
				continue;
		}
		if (*n == cap) {
			cap = cap ? cap * 2 : 64;
			grown = realloc(v, cap * sizeof(*v));
			if (grown == NULL)
				break;
			v = grown;
		}
		v[(*n)++] = last = id;
	}
	sqlite3_finalize(st);
	sqlite3_finalize(one);
	*ids = v;
	return 0;
}

/* SQLite's integrity check, its first messages to f; the count of
 * problems, or -1 when it cannot run at all. */
static int
integrity(store *s, FILE *f)
{
	sqlite3_stmt *st;
	int bad = 0, step;

	if (sqlite3_prepare_v2(s->db, "PRAGMA integrity_check", -1, &st,
			       NULL) != SQLITE_OK) {
		fprintf(f, "integrity: cannot run: %s\n", sqlite3_errmsg(s->db));
		return -1;
	}
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		const char *m = store_col(st, 0);

		if (strcmp(m, "ok") == 0)
			continue;
		if (bad++ < CHECK_SHOW)
			fprintf(f, "integrity: %s\n", m);
	}
	if (step != SQLITE_DONE)
		fprintf(f, "integrity: stopped: %s\n", sqlite3_errmsg(s->db));
	sqlite3_finalize(st);
	if (bad > CHECK_SHOW)
		fprintf(f, "integrity: ... %d more\n", bad - CHECK_SHOW);
	return step == SQLITE_DONE ? bad : bad + 1;
}

/* One run read whole into a scratch dataset: 0, -1 (a row that does not
 * pass the load's validation) or -2 (the database cannot be read). */
static int
read_run(store *s, long long id, const char *ref, cb_dataset *one,
	 char **log, size_t *loglen)
{
	int rc;

	memset(one, 0, sizeof(*one));
	rc = store_load_run(s, one, id, ref);
	if (rc == 0)
		rc = run_log(s, id, log, loglen);
	else
		*log = NULL;
	return rc;
}

/* The open store s checked, the findings to f: the problems found. */
static int
check_open(store *s, FILE *f)
{
	char name[STORE_NAME_MAX + 8], ref[64], date[24], target[96];
	long long *ids = NULL;
	size_t n = 0, i, good = 0, rows = 0;
	cb_dataset one;
	char *log;
	size_t loglen;
	int partial, bad = 0, seq, rc;

	bad += integrity(s, f) != 0;
	if (run_ids(s, &ids, &n, &partial) != 0) {
		fprintf(f, "runs: cannot be listed: %s\n", s->err);
		return bad + 1;
	}
	if (partial) {
		fprintf(f, "runs: the table is damaged; ids probed one by "
			"one\n");
		bad++;
	}
	for (i = 0; i < n; i++) {
		s->err[0] = '\0';
		if (run_meta(s, ids[i], name, sizeof(name), &seq, date,
			     sizeof(date), target, sizeof(target)) != 0) {
			fprintf(f, "run id %lld: unreadable: %s\n", ids[i],
				s->err);
			bad++;
			continue;
		}
		snprintf(ref, sizeof(ref), "%s@%d", name, seq);
		rc = read_run(s, ids[i], ref, &one, &log, &loglen);
		if (rc == 0) {
			good++;
			rows += one.nrows;
		} else {
			fprintf(f, "run %s: %s\n", ref, rc == -2 ? s->err :
				"a figure does not read (message above)");
			bad++;
		}
		free(log);
		data_free(&one);
	}
	free(ids);
	fprintf(f, "%s: %zu runs read cleanly (%zu figures)\n",
		bad ? "damaged" : "ok", good, rows);
	return bad;
}

/* see store.h */
int
store_check(const char *dir, FILE *f)
{
	store s;
	int found, bad;

	if (store_open(&s, dir, 0, &found, 1) != 0) {
		fprintf(f, "%s\n%s", s.err, s.damaged ? "'cryptobench store "
			"recover' keeps every run that reads cleanly\n" : "");
		return 1;
	}
	if (!found) {
		fprintf(f, "%s/" STORE_FILE ": no store (no run saved yet)\n",
			dir);
		return 0;
	}
	fprintf(f, "store: %s\n", s.path);
	bad = check_open(&s, f);
	if (bad)
		fprintf(f, "'cryptobench store recover' keeps every run that "
			"reads cleanly\n");
	store_close(&s);
	return bad ? 1 : 0;
}

/* The name a damaged store is kept under: runs.db.damaged-DATE[-N]. */
static void
aside_name(const char *path, char *out, size_t len)
{
	char date[24];
	time_t t = time(NULL);
	struct tm tm;
	int k;

	gmtime_r(&t, &tm);
	strftime(date, sizeof(date), "%Y%m%dT%H%M%SZ", &tm);
	snprintf(out, len, "%s.damaged-%s", path, date);
	for (k = 2; access(out, F_OK) == 0 && k < 1000; k++)
		snprintf(out, len, "%s.damaged-%s-%d", path, date, k);
}

/* Copy the runs of old that read cleanly into the store nw (in its open
 * transaction); what was kept and lost to f.  The count lost. */
static size_t
copy_runs(store *old, store *nw, FILE *f, size_t *kept)
{
	char name[STORE_NAME_MAX + 8], ref[64], date[24], target[96];
	long long *ids = NULL;
	size_t n = 0, i, lost = 0;
	cb_dataset one;
	char *log;
	size_t loglen;
	int partial, seq;

	*kept = 0;
	if (old->db == NULL || run_ids(old, &ids, &n, &partial) != 0) {
		fprintf(f, "lost: every run (the run table does not read)\n");
		return 1;
	}
	for (i = 0; i < n; i++) {
		old->err[0] = '\0';
		if (run_meta(old, ids[i], name, sizeof(name), &seq, date,
			     sizeof(date), target, sizeof(target)) != 0) {
			fprintf(f, "lost: run id %lld (%s)\n", ids[i],
				old->err);
			lost++;
			continue;
		}
		snprintf(ref, sizeof(ref), "%s@%d", name, seq);
		if (read_run(old, ids[i], ref, &one, &log, &loglen) == 0) {
			/* the board's id is its run name in the store */
			snprintf(one.boards[0].id, sizeof(one.boards[0].id),
				 "%s", name);
			if (store_insert(nw, &one.boards[0], one.rows,
					 one.nrows, log, loglen, target, date,
					 seq, NULL) != 0) {
				fprintf(f, "lost: run %s (%s)\n", ref,
					nw->err);
				lost++;
			} else {
				(*kept)++;
			}
		} else {
			fprintf(f, "lost: run %s (%s)\n", ref, old->err[0] ?
				old->err : "a figure does not read");
			lost++;
		}
		free(log);
		data_free(&one);
	}
	if (partial)
		fprintf(f, "note: the run table was damaged; runs were "
			"found by probing ids, and any beyond them are "
			"lost\n");
	free(ids);
	return lost;
}

/* see store.h */
int
store_recover(const char *dir, FILE *f)
{
	char path[4200], tmp[4300], aside[4300];
	store old, nw;
	size_t kept = 0, lost;
	FILE *quiet;
	int found, bad;

	snprintf(path, sizeof(path), "%s/" STORE_FILE, dir);
	if (access(path, F_OK) != 0) {
		fprintf(f, "%s: no store: nothing to recover\n", path);
		return 0;
	}
	if (store_open(&old, dir, 0, &found, 1) == 0) {
		/* a store that checks whole needs nothing */
		quiet = fopen("/dev/null", "w");
		bad = quiet != NULL ? check_open(&old, quiet) : 1;
		if (quiet != NULL)
			fclose(quiet);
		if (bad == 0) {
			fprintf(f, "%s: whole: nothing to recover\n", path);
			store_close(&old);
			return 0;
		}
	} else if (!old.damaged) {
		/* a newer schema, a lock: nothing to recover here */
		errorf("%s; nothing changed", old.err);
		return -1;
	} else {
		/* empty, not SQLite, no schema: read what SQLite can */
		memset(&old, 0, sizeof(old));
		snprintf(old.path, sizeof(old.path), "%s", path);
		old.quiet = 1;
		if (sqlite3_open_v2(path, &old.db, SQLITE_OPEN_READONLY,
				    NULL) != SQLITE_OK)
			store_close(&old);
	}
	/* the new store beside the old, whole before it takes its place */
	snprintf(tmp, sizeof(tmp), "%s/.%s.recover-%ld", dir, STORE_FILE,
		 (long)getpid());
	if (store_make(&nw, tmp) != 0) {
		store_close(&old);
		errorf("%s; %s: nothing changed", nw.err, path);
		return -1;
	}
	lost = copy_runs(&old, &nw, f, &kept);
	store_close(&old);
	if (store_exec(&nw, "COMMIT", "cannot write") != 0) {
		errorf("%s", nw.err);
		store_close(&nw);
		(void)unlink(tmp);
		errorf("%s: nothing changed", path);
		return -1;
	}
	store_close(&nw);
	aside_name(path, aside, sizeof(aside));
	if (rename(path, aside) != 0) {
		errorf("%s: cannot move aside: %s; nothing changed", path,
		       strerror(errno));
		(void)unlink(tmp);
		return -1;
	}
	if (rename(tmp, path) != 0) {
		errorf("%s: cannot put the recovered store in place: %s; the "
		       "damaged one is %s", path, strerror(errno), aside);
		return -1;
	}
	fprintf(f, "recovered: %zu runs kept, %zu lost; the damaged store is "
		"kept as %s\n", kept, lost, aside);
	return 0;
}

/* see store.h */
int
store_export(const char *dir, const char *name, int seq, FILE *f)
{
	char rname[STORE_NAME_MAX + 8], ref[64], date[24], target[96];
	cb_dataset one;
	char *log = NULL;
	size_t loglen = 0, i;
	long long id;
	store s;
	int found, rseq, rc;

	if (store_open(&s, dir, 0, &found, 0) != 0)
		return -1;
	if (!found) {
		errorf("%s/" STORE_FILE ": no run %s@%d: no runs saved yet",
		       dir, name, seq);
		return -1;
	}
	snprintf(ref, sizeof(ref), "%s@%d", name, seq);
	id = store_run_id(&s, name, seq);
	if (id <= 0) {
		if (id == 0)
			errorf("%s: no run %s (see 'cryptobench runs %s')",
			       s.path, ref, name);
		store_close(&s);
		return -1;
	}
	rc = run_meta(&s, id, rname, sizeof(rname), &rseq, date, sizeof(date),
		      target, sizeof(target));
	if (rc == 0)
		rc = read_run(&s, id, name, &one, &log, &loglen);
	store_close(&s);
	if (rc != 0) {
		errorf("%s: run %s does not read%s", s.path, ref,
		       rc == -1 ? " (a figure above)" : "");
		free(log);
		data_free(&one);
		return -1;
	}
	fprintf(f, STORE_EXPORT_MAGIC "\n# run: %s\n# date: %s\n# target: %s\n"
		"# board: ", ref, date, target);
	data_write_board(f, &one.boards[0]);
	fprintf(f, "# results: %zu\n" CB_RESULTS_HEADER "\n", one.nrows);
	for (i = 0; i < one.nrows; i++)
		data_write_result(f, &one.rows[i]);
	fprintf(f, "# log: %zu bytes\n", loglen);
	fwrite(log, 1, loglen, f);
	free(log);
	data_free(&one);
	return 0;
}
