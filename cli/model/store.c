/* SPDX-License-Identifier: MIT */
/* The user's measured-run store in SQLite: save, load, list (see store.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <sqlite3.h>

#include "model.h"
#include "store.h"
#include "util.h"

/* user_version of the schema below; 0 is a database not set up yet */
#define STORE_SCHEMA 1
#define STORE_SCHEMA_TEXT "1"

static const char schema[] =
	"CREATE TABLE runs ("
	" id INTEGER PRIMARY KEY,"
	" name TEXT NOT NULL,"
	" seq INTEGER NOT NULL,"
	" date TEXT NOT NULL,"
	" target TEXT NOT NULL,"
	" board_name TEXT NOT NULL, mcu TEXT NOT NULL, core TEXT NOT NULL,"
	" clock_mhz REAL NOT NULL, vendor TEXT NOT NULL,"
	" library TEXT NOT NULL, library_version TEXT NOT NULL,"
	" compiler TEXT NOT NULL, optimization TEXT NOT NULL,"
	" method TEXT NOT NULL, source TEXT NOT NULL,"
	" log BLOB NOT NULL,"
	" UNIQUE (name, seq));"
	"CREATE TABLE results ("
	" run INTEGER NOT NULL REFERENCES runs (id),"
	" pos INTEGER NOT NULL,"
	" impl TEXT NOT NULL, algorithm TEXT NOT NULL,"
	" operation TEXT NOT NULL, params TEXT NOT NULL,"
	" metric TEXT NOT NULL, value TEXT NOT NULL, unit TEXT NOT NULL,"
	" line INTEGER NOT NULL,"
	" PRIMARY KEY (run, pos));";

/* The board columns of runs, in boards.csv order after the id */
#define BOARD_COLS "board_name, mcu, core, clock_mhz, vendor, library, " \
	"library_version, compiler, optimization, method, source"

/* see store.h */
int
store_name_valid(const char *name)
{
	return strlen(name) <= STORE_NAME_MAX && id_valid(name);
}

/* see store.h */
int
store_ref(const char *ref, char *name, size_t len, int *seq)
{
	const char *at = strrchr(ref, '@');
	char *end;
	long n;

	if (at == NULL || at[1] < '0' || at[1] > '9')
		return 0;
	n = strtol(at + 1, &end, 10);
	if (*end != '\0' || n <= 0 || n > 1000000000L)
		return 0;
	snprintf(name, len, "%.*s", (int)(at - ref), ref);
	*seq = (int)n;
	return 1;
}

/* see store.h */
int
store_report(store *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (!s->quiet) {
		fprintf(stderr, "%s: ", g_prog);
		vfprintf(stderr, fmt, ap);
		fputc('\n', stderr);
	} else if (s->err[0] == '\0') {
		vsnprintf(s->err, sizeof(s->err), fmt, ap);
	}
	va_end(ap);
	return -1;
}

/* see store.h */
int
store_fail(store *s, const char *what)
{
	int code = s->db != NULL ? sqlite3_errcode(s->db) & 0xff : 0;

	/* a damaged page or header, or a table gone from the schema */
	if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB ||
	    code == SQLITE_ERROR)
		s->damaged = 1;
	return store_report(s, "%s: %s: %s%s", s->path, what,
			    s->db != NULL ? sqlite3_errmsg(s->db) :
			    "cannot open", s->damaged && !s->quiet ? "; "
			    STORE_ADVICE : "");
}

/* see store.h */
int
store_exec(store *s, const char *sql, const char *what)
{
	return sqlite3_exec(s->db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 :
	       store_fail(s, what);
}

void
store_close(store *s)
{
	sqlite3_close(s->db);
	s->db = NULL;
}

static int
busy_ms(void)
{
	const char *e = getenv("CRYPTOBENCH_BUSY_TIMEOUT");

	return e != NULL && *e >= '0' && *e <= '9' ? atoi(e) : STORE_BUSY_MS;
}

static int
user_version(store *s, int *v)
{
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(s->db, "PRAGMA user_version", -1, &st,
			       NULL) != SQLITE_OK)
		return store_fail(s, "cannot read");
	rc = sqlite3_step(st);
	*v = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 0 : store_fail(s, "cannot read");
}

static int
bind_text(sqlite3_stmt *st, int i, const char *v)
{
	return sqlite3_bind_text(st, i, v, -1, SQLITE_TRANSIENT);
}

/* see store.h; date NULL: now, or $SOURCE_DATE_EPOCH where it is set */
int
store_insert(store *s, const cb_board *b, const cb_result *rows,
	     size_t nrows, const char *log, size_t loglen, const char *target,
	     const char *date, int want, int *seq)
{
	sqlite3_stmt *st = NULL;
	char now[24];
	time_t t = time(NULL);
	struct tm tm;
	long long id;
	size_t i;
	int n = 0, rc = -1;

	if (date == NULL) {
		const char *sde = getenv("SOURCE_DATE_EPOCH");
		long e;

		/* reproducible dates (the golden outputs of 'runs') */
		if (sde != NULL && num_int(sde, 1L << 40, &e) == 0)
			t = (time_t)e;
		gmtime_r(&t, &tm);
		strftime(now, sizeof(now), "%Y-%m-%dT%H:%M:%SZ", &tm);
		date = now;
	}
	/* the next number of this name, under the write lock */
	if (sqlite3_prepare_v2(s->db, "SELECT coalesce(max(seq), 0) + 1 FROM "
			       "runs WHERE name = ?", -1, &st, NULL) !=
	    SQLITE_OK)
		return store_fail(s, "cannot read");
	bind_text(st, 1, b->id);
	if (sqlite3_step(st) != SQLITE_ROW)
		goto out;
	n = want > 0 ? want : sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	if (sqlite3_prepare_v2(s->db, "INSERT INTO runs (name, seq, date, "
			       "target, " BOARD_COLS ", log) VALUES (?, ?, ?, "
			       "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1,
			       &st, NULL) != SQLITE_OK)
		return store_fail(s, "cannot write");
	bind_text(st, 1, b->id);
	sqlite3_bind_int(st, 2, n);
	bind_text(st, 3, date);
	bind_text(st, 4, target);
	bind_text(st, 5, b->name);
	bind_text(st, 6, b->mcu);
	bind_text(st, 7, b->core);
	sqlite3_bind_double(st, 8, b->clock_mhz);
	bind_text(st, 9, b->vendor);
	bind_text(st, 10, b->library);
	bind_text(st, 11, b->library_version);
	bind_text(st, 12, b->compiler);
	bind_text(st, 13, b->optimization);
	bind_text(st, 14, b->method);
	bind_text(st, 15, b->source);
	/* a zero-length blob, not NULL, for a run without a log */
	sqlite3_bind_blob(st, 16, log != NULL ? log : "", (int)loglen,
			  SQLITE_STATIC);
	if (sqlite3_step(st) != SQLITE_DONE)
		goto out;
	sqlite3_finalize(st);
	id = sqlite3_last_insert_rowid(s->db);
	if (sqlite3_prepare_v2(s->db, "INSERT INTO results VALUES (?, ?, ?, "
			       "?, ?, ?, ?, ?, ?, ?)", -1, &st, NULL) !=
	    SQLITE_OK)
		return store_fail(s, "cannot write");
	for (i = 0; i < nrows; i++) {
		const cb_result *r = &rows[i];

		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_int64(st, 2, (long long)i);
		bind_text(st, 3, r->impl);
		bind_text(st, 4, r->algorithm);
		bind_text(st, 5, r->operation);
		bind_text(st, 6, r->params);
		bind_text(st, 7, r->metric);
		bind_text(st, 8, r->value);
		bind_text(st, 9, r->unit);
		sqlite3_bind_int(st, 10, r->line);
		if (sqlite3_step(st) != SQLITE_DONE)
			goto out;
	}
	if (seq != NULL)
		*seq = n;
	rc = 0;
out:
	if (rc != 0)
		store_fail(s, "cannot write");
	sqlite3_finalize(st);
	return rc;
}

/* Results files without a row in boards.csv (the old store's lost
 * updates) cannot be imported as runs: named, and left where they are. */
static void
warn_orphans(const char *dir, const cb_dataset *all, FILE *msgs)
{
	char path[4200];
	struct dirent *e;
	size_t i, l;
	DIR *d;

	snprintf(path, sizeof(path), "%s/results", dir);
	d = opendir(path);
	while (d != NULL && (e = readdir(d)) != NULL) {
		l = strlen(e->d_name);
		if (l <= 4 || strcmp(e->d_name + l - 4, ".csv") != 0)
			continue;
		for (i = 0; i < all->nboards; i++)
			if (strlen(all->boards[i].id) == l - 4 &&
			    strncmp(all->boards[i].id, e->d_name, l - 4) == 0)
				break;
		if (i == all->nboards)
			fprintf(msgs, "%s: %s/%s: no row in boards.csv: not "
				"imported (left in place)\n", g_prog, path,
				e->d_name);
	}
	if (d != NULL)
		closedir(d);
}

/*
 * The previous version's CSV store in dir, into the open transaction: each
 * board of boards.csv with its results/ID.csv and logs/ID.log, dated by its
 * results file.  The files stay where they are.  What it did goes to msgs,
 * shown once the new store is in place.
 */
static int
import_csv(store *s, const char *dir, const char *final, FILE *msgs)
{
	char path[4200], date[24];
	cb_dataset all, one;
	size_t i, loglen;
	FILE *f;
	struct stat st;
	char *log;
	int rc = 0;

	memset(&all, 0, sizeof(all));
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	if (access(path, F_OK) != 0)
		return 0;
	if (data_read_boards(path, &all) != 0) {
		data_free(&all);
		errorf("%s: the earlier CSV store was not imported (fix or "
		       "move its files)", dir);
		return -1;
	}
	for (i = 0; i < all.nboards && rc == 0; i++) {
		const cb_board *b = &all.boards[i];

		memset(&one, 0, sizeof(one));
		one.boards = (cb_board *)b;
		one.nboards = one.bcap = 1;
		snprintf(path, sizeof(path), "%s/results/%s.csv", dir, b->id);
		snprintf(date, sizeof(date), "unknown");
		if (stat(path, &st) == 0) {
			struct tm tm;

			gmtime_r(&st.st_mtime, &tm);
			strftime(date, sizeof(date), "%Y-%m-%dT%H:%M:%SZ", &tm);
			rc = data_read_results(path, &one);
		}
		snprintf(path, sizeof(path), "%s/logs/%s.log", dir, b->id);
		/* a run without its log is imported without it */
		f = fopen(path, "rb");
		loglen = 0;
		log = f != NULL ? file_read(f, SIZE_MAX, &loglen) : NULL;
		if (f != NULL)
			fclose(f);
		if (rc == 0)
			rc = store_insert(s, b, one.rows, one.nrows, log,
					  loglen, "imported", date, 0, NULL);
		free(log);
		free(one.rows);
		if (rc == 0)
			fprintf(msgs, "%s: imported run '%s' (%zu figures) "
				"from %s into %s\n", g_prog, b->id, one.nrows,
				dir, final);
	}
	if (rc == 0)
		warn_orphans(dir, &all, msgs);
	data_free(&all);
	if (rc != 0)
		errorf("%s: the earlier CSV store was not imported (fix or "
		       "move its files)", dir);
	return rc;
}

/* see store.h */
int
store_make(store *n, const char *path)
{
	memset(n, 0, sizeof(*n));
	snprintf(n->path, sizeof(n->path), "%s", path);
	n->quiet = 1;
	(void)unlink(path);
	if (sqlite3_open_v2(path, &n->db, SQLITE_OPEN_READWRITE |
			    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		store_fail(n, "cannot create");
		goto bad;
	}
	if (store_exec(n, "PRAGMA synchronous = FULL", "cannot create") ||
	    store_exec(n, "BEGIN IMMEDIATE", "cannot create") ||
	    store_exec(n, schema, "cannot create") ||
	    store_exec(n, "PRAGMA user_version = " STORE_SCHEMA_TEXT,
		       "cannot create"))
		goto bad;
	return 0;
bad:
	store_close(n);
	(void)unlink(path);
	return -1;
}

/*
 * A new store at s->path, made whole beside it and linked into place:
 * the schema and the CSV store of dir (if any) in one transaction, so
 * that no process ever opens a store not set up, and a file that is
 * there is never taken for a new one.  Of two processes making it at
 * once, the first link wins and the other's copy is dropped.
 */
static int
store_create(store *s, const char *dir)
{
	char tmp[4300], *msgs = NULL;
	size_t mlen = 0;
	store n;
	FILE *mf;
	int rc = -1, fd, won = 0;

	snprintf(tmp, sizeof(tmp), "%s/.%s.new-%ld", dir, STORE_FILE,
		 (long)getpid());
	mf = open_memstream(&msgs, &mlen);
	if (mf == NULL)
		return store_report(s, "%s: out of memory", s->path);
	if (store_make(&n, tmp) != 0)
		goto out;
	if (import_csv(&n, dir, s->path, mf) != 0 ||
	    store_exec(&n, "COMMIT", "cannot create") != 0)
		goto out;
	store_close(&n);
	if (link(tmp, s->path) == 0) {
		won = 1;
	} else if (errno != EEXIST && access(s->path, F_OK) != 0) {
		/* a file system without hard links: renamed, if still
		 * absent (a narrow race with another first save) */
		if (rename(tmp, s->path) != 0) {
			store_report(s, "%s: cannot create: %s", s->path,
				     strerror(errno));
			goto out;
		}
		won = 1;
	}
	/* what the import did, once, by the process whose store it is */
	if (won && fflush(mf) == 0)
		fputs(msgs, stderr);
	/* the new name on disk before anything is saved in it */
	fd = open(dir, O_RDONLY | O_DIRECTORY);
	if (fd >= 0) {
		(void)fsync(fd);
		close(fd);
	}
	rc = 0;
out:
	if (rc != 0 && n.err[0] != '\0')
		store_report(s, "%s", n.err);
	store_close(&n);
	(void)unlink(tmp);
	fclose(mf);
	free(msgs);
	return rc;
}

/* An existing store file must be an SQLite database: an empty file, or one
 * of something else, is never taken for a new store (or written). */
static int
check_file(store *s)
{
	static const char magic[16] = "SQLite format 3";
	unsigned char head[16];
	struct stat st;
	size_t got = 0;
	FILE *f;

	if (stat(s->path, &st) != 0)
		return store_report(s, "%s: cannot read: %s", s->path,
				    strerror(errno));
	if (!S_ISREG(st.st_mode))
		return store_report(s, "%s: not a regular file; move it "
				    "aside and a new store is made at the "
				    "next save", s->path);
	if (st.st_size == 0) {
		s->damaged = 1;
		return store_report(s, "%s: empty (0 bytes), not a store%s",
				    s->path, s->quiet ? "" : "; " STORE_ADVICE);
	}
	f = fopen(s->path, "rb");
	if (f != NULL) {
		got = fread(head, 1, sizeof(head), f);
		fclose(f);
	}
	if (f == NULL)
		return store_report(s, "%s: cannot read: %s", s->path,
				    strerror(errno));
	if (got < sizeof(head) || memcmp(head, magic, sizeof(magic)) != 0) {
		s->damaged = 1;
		return store_report(s, "%s: not an SQLite database, so not a "
				    "store%s", s->path, s->quiet ? "" : "; "
				    STORE_ADVICE);
	}
	return 0;
}

/* see store.h */
int
store_open(store *s, const char *dir, int create, int *found, int quiet)
{
	char csv[4200];
	int v, ro;

	memset(s, 0, sizeof(*s));
	s->quiet = quiet;
	snprintf(s->path, sizeof(s->path), "%s/" STORE_FILE, dir);
	snprintf(csv, sizeof(csv), "%s/boards.csv", dir);
	*found = 1;
	if (access(s->path, F_OK) != 0) {
		/* a CSV store of the previous version is imported by the
		 * first command that reads the store */
		if (!create && access(csv, F_OK) != 0) {
			*found = 0;
			return 0;
		}
		if (store_create(s, dir) != 0)
			return -1;
	}
	if (check_file(s) != 0)
		return -1;
	/* a store the user may only read is read as it is */
	ro = access(s->path, W_OK) != 0;
	if (sqlite3_open_v2(s->path, &s->db, ro ? SQLITE_OPEN_READONLY :
			    SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
		store_fail(s, "cannot open");
		store_close(s);
		return -1;
	}
	sqlite3_busy_timeout(s->db, busy_ms());
	/* rollback journal (the default), synced at every commit */
	if ((!ro && store_exec(s, "PRAGMA synchronous = FULL",
			       "cannot open") != 0) ||
	    user_version(s, &v) != 0)
		goto bad;
	if (v == STORE_SCHEMA)
		return 0;
	if (v > STORE_SCHEMA)
		store_report(s, "%s: made by a newer cryptobench (store "
			     "schema %d; this one reads schema %d): run that "
			     "version, or a newer one; the store is left as "
			     "it is", s->path, v, STORE_SCHEMA);
	else {
		s->damaged = 1;
		store_report(s, "%s: an SQLite database but not a "
			     "cryptobench store (no schema)%s", s->path,
			     s->quiet ? "" : "; " STORE_ADVICE);
	}
bad:
	store_close(s);
	return -1;
}

/* see store.h */
int
store_save_dated(const char *dir, const cb_board *b, const cb_result *rows,
		 size_t nrows, const char *log, size_t loglen,
		 const char *target, const char *date, int *seq)
{
	store s;
	int found;

	if (!store_name_valid(b->id)) {
		errorf("'%s' is not a run name (lowercase letters, digits, "
		       "'-', '_', at most %d)", b->id, STORE_NAME_MAX);
		return -1;
	}

	if (data_mkdirs(dir) != 0) {
		errorf("%s: cannot create: %s", dir, strerror(errno));
		return -1;
	}
	if (store_open(&s, dir, 1, &found, 0) != 0)
		goto bad;
	if (store_exec(&s, "BEGIN IMMEDIATE", "cannot take the write "
		       "lock") != 0)
		goto bad;
	if (store_insert(&s, b, rows, nrows, log, loglen, target, date, 0,
			 seq) != 0 ||
	    store_exec(&s, "COMMIT", "cannot write") != 0) {
		(void)sqlite3_exec(s.db, "ROLLBACK", NULL, NULL, NULL);
		goto bad;
	}
	store_close(&s);
	return 0;
bad:
	errorf("%s: run '%s' not saved; the store is as it was", s.path,
	       b->id);
	store_close(&s);
	return -1;
}

/* see store.h */
int
store_save(const char *dir, const cb_board *b, const cb_result *rows,
	   size_t nrows, const char *log, size_t loglen, const char *target,
	   int *seq)
{
	return store_save_dated(dir, b, rows, nrows, log, loglen, target,
				NULL, seq);
}

const char *
store_col(sqlite3_stmt *st, int i)
{
	const unsigned char *t = sqlite3_column_text(st, i);

	return t != NULL ? (const char *)t : "";
}

/* see store.h */
int
store_load_run(store *s, cb_dataset *ds, long long id, const char *board)
{
	sqlite3_stmt *st;
	char where[4300], clk[40], line[16];
	char *fl[12];
	int k, rc = -1, step;

	snprintf(where, sizeof(where), "%s (run %s)", s->path, board);
	if (sqlite3_prepare_v2(s->db, "SELECT " BOARD_COLS " FROM runs "
			       "WHERE id = ?", -1, &st, NULL) != SQLITE_OK)
		return store_fail(s, "cannot read") - 1;
	sqlite3_bind_int64(st, 1, id);
	if (sqlite3_step(st) != SQLITE_ROW) {
		sqlite3_finalize(st);
		return store_fail(s, "cannot read") - 1;
	}
	fl[0] = (char *)board;
	for (k = 0; k < 11; k++)
		fl[k + 1] = (char *)store_col(st, k);
	/* exact: %.17g reads back as the same double */
	snprintf(clk, sizeof(clk), "%.17g", sqlite3_column_double(st, 3));
	fl[4] = clk;
	rc = data_add_board(ds, fl, where, 0);
	sqlite3_finalize(st);
	if (rc != 0)
		return -1;
	if (sqlite3_prepare_v2(s->db, "SELECT impl, algorithm, operation, "
			       "params, metric, value, unit, line FROM results "
			       "WHERE run = ? ORDER BY pos", -1, &st, NULL) !=
	    SQLITE_OK)
		return store_fail(s, "cannot read") - 1;
	sqlite3_bind_int64(st, 1, id);
	fl[0] = (char *)board;
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		for (k = 0; k < 8; k++)
			fl[k + 1] = (char *)store_col(st, k);
		snprintf(line, sizeof(line), "%d", sqlite3_column_int(st, 7));
		fl[8] = line;
		if (data_add_result(ds, fl, where, sqlite3_column_int(st, 7))
		    != 0)
			break;
	}
	sqlite3_finalize(st);
	if (step == SQLITE_ROW)
		return -1;
	return step == SQLITE_DONE ? 0 : store_fail(s, "cannot read") - 1;
}

/* see store.h */
long long
store_run_id(store *s, const char *name, int seq)
{
	sqlite3_stmt *st;
	long long id = 0;

	if (sqlite3_prepare_v2(s->db, seq > 0 ? "SELECT id FROM runs WHERE "
			       "name = ?1 AND seq = ?2" : "SELECT id FROM runs "
			       "WHERE name = ?1 ORDER BY seq DESC LIMIT 1", -1,
			       &st, NULL) != SQLITE_OK)
		return -1;
	bind_text(st, 1, name);
	if (seq > 0)
		sqlite3_bind_int(st, 2, seq);
	switch (sqlite3_step(st)) {
	case SQLITE_ROW:
		id = sqlite3_column_int64(st, 0);
		break;
	case SQLITE_DONE:
		break;
	default:
		id = -1;
	}
	sqlite3_finalize(st);
	return id;
}

static int
has_board(const cb_dataset *ds, const char *id)
{
	size_t i;

	for (i = 0; i < ds->nboards; i++)
		if (strcmp(ds->boards[i].id, id) == 0)
			return 1;
	return 0;
}

/* A warning that the store's runs are left out, why, and what to do. */
static void
left_out(const store *s)
{
	fprintf(stderr, "%s: warning: %s; its runs are left out%s\n", g_prog,
		s->err, s->damaged ? " (" STORE_ADVICE ")" : "");
}

/* see store.h */
int
store_load(const char *dir, cb_dataset *ds, char *const *names, int n)
{
	sqlite3_stmt *st = NULL;
	char name[64];
	store s;
	long long id;
	size_t nb0 = ds->nboards, nr0 = ds->nrows, nb, nr;
	int found, i, seq, rc = -1, step, k;

	/* a store that cannot be read is left out, not fatal: the shipped
	 * data and every other source keep working */
	if (store_open(&s, dir, 0, &found, 1) != 0) {
		left_out(&s);
		return 0;
	}
	if (!found)
		return 0;
	/* one read transaction: every run as one snapshot */
	if (store_exec(&s, "BEGIN", "cannot read") != 0 ||
	    sqlite3_prepare_v2(s.db, "SELECT id, name FROM runs r WHERE seq "
			       "= (SELECT max(seq) FROM runs WHERE name = "
			       "r.name) ORDER BY name", -1, &st, NULL) !=
	    SQLITE_OK) {
		store_fail(&s, "cannot read");
		goto damaged;
	}
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		snprintf(name, sizeof(name), "%s", store_col(st, 1));
		nb = ds->nboards;
		nr = ds->nrows;
		k = store_load_run(&s, ds, sqlite3_column_int64(st, 0), name);
		if (k == -2)
			goto damaged;
		if (k != 0) {
			/* one run with a bad row: that run alone left out */
			ds->nboards = nb;
			ds->nrows = nr;
			fprintf(stderr, "%s: warning: %s: run '%s' left out (a "
				"figure above does not read); " STORE_ADVICE
				"\n", g_prog, s.path, name);
		}
	}
	if (step != SQLITE_DONE) {
		store_fail(&s, "cannot read");
		goto damaged;
	}
	for (i = 0; i < n; i++) {
		if (!store_ref(names[i], name, sizeof(name), &seq))
			continue;
		id = store_run_id(&s, name, seq);
		if (id < 0) {
			store_fail(&s, "cannot read");
			goto damaged;
		}
		if (id == 0) {
			errorf("%s: no run %s (see 'cryptobench runs %s')",
			       s.path, names[i], name);
			goto out;
		}
		if (!has_board(ds, names[i])) {
			k = store_load_run(&s, ds, id, names[i]);
			if (k == -2)
				goto damaged;
			if (k != 0)
				goto out;
		}
	}
	rc = 0;
	goto out;
damaged:
	/* nothing of a store that failed part way: as if it were absent */
	ds->nboards = nb0;
	ds->nrows = nr0;
	left_out(&s);
	rc = 0;
out:
	sqlite3_finalize(st);
	(void)sqlite3_exec(s.db, "COMMIT", NULL, NULL, NULL);
	store_close(&s);
	return rc;
}

static void
copy(char *dst, size_t len, const char *src)
{
	snprintf(dst, len, "%s", src);
}

/* see store.h */
int
store_runs(const char *dir, const char *name, store_run **out, size_t *n)
{
	sqlite3_stmt *st;
	store_run *r = NULL, *nr;
	size_t cap = 0;
	store s;
	int found, step;

	*out = NULL;
	*n = 0;
	if (store_open(&s, dir, 0, &found, 0) != 0)
		return -1;
	if (!found)
		return 0;
	if (sqlite3_prepare_v2(s.db, "SELECT id, name, seq, date, target, "
			       "library_version, compiler, optimization, "
			       "method, (SELECT count(*) FROM results WHERE "
			       "run = id) FROM runs WHERE ?1 IS NULL OR name = "
			       "?1 ORDER BY name, seq", -1, &st, NULL) !=
	    SQLITE_OK) {
		store_fail(&s, "cannot read");
		store_close(&s);
		return -1;
	}
	if (name != NULL)
		bind_text(st, 1, name);
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? cap * 2 : 16;
			nr = realloc(r, cap * sizeof(*r));
			if (nr == NULL)
				break;
			r = nr;
		}
		nr = &r[(*n)++];
		memset(nr, 0, sizeof(*nr));
		nr->id = sqlite3_column_int64(st, 0);
		copy(nr->name, sizeof(nr->name), store_col(st, 1));
		nr->seq = sqlite3_column_int(st, 2);
		copy(nr->date, sizeof(nr->date), store_col(st, 3));
		copy(nr->target, sizeof(nr->target), store_col(st, 4));
		copy(nr->version, sizeof(nr->version), store_col(st, 5));
		snprintf(nr->toolchain, sizeof(nr->toolchain), "%s%s%s",
			 store_col(st, 6), *store_col(st, 7) ? " " : "", store_col(st, 7));
		copy(nr->method, sizeof(nr->method), store_col(st, 8));
		nr->nrows = sqlite3_column_int64(st, 9);
	}
	sqlite3_finalize(st);
	if (step != SQLITE_DONE) {
		store_fail(&s, "cannot read");
		free(r);
		*n = 0;
		store_close(&s);
		return -1;
	}
	store_close(&s);
	*out = r;
	return 0;
}

/* see store.h */
int
store_log(const char *dir, const char *name, int seq, char **log,
	  size_t *len)
{
	sqlite3_stmt *st;
	store s;
	int found, rc = -1, step;

	*log = NULL;
	*len = 0;
	if (store_open(&s, dir, 0, &found, 0) != 0)
		return -1;
	if (!found) {
		errorf("%s/" STORE_FILE ": no run %s@%d: no runs saved yet",
		       dir, name, seq);
		return -1;
	}
	if (sqlite3_prepare_v2(s.db, "SELECT log FROM runs WHERE name = ? AND "
			       "seq = ?", -1, &st, NULL) != SQLITE_OK) {
		store_fail(&s, "cannot read");
		store_close(&s);
		return -1;
	}
	bind_text(st, 1, name);
	sqlite3_bind_int(st, 2, seq);
	step = sqlite3_step(st);
	if (step == SQLITE_ROW) {
		*len = (size_t)sqlite3_column_bytes(st, 0);
		*log = malloc(*len + 1);
		if (*log != NULL) {
			if (*len > 0)
				memcpy(*log, sqlite3_column_blob(st, 0), *len);
			(*log)[*len] = '\0';
			rc = 0;
		}
	} else if (step == SQLITE_DONE) {
		errorf("%s: no run %s@%d (see 'cryptobench runs %s')", s.path,
		       name, seq, name);
	} else {
		store_fail(&s, "cannot read");
	}
	sqlite3_finalize(st);
	store_close(&s);
	return rc;
}

/* A write transaction on dir's store for a change of runs: 0 with s
 * open, or -1 (message printed). */
static int
begin_change(store *s, const char *dir)
{
	int found;

	if (store_open(s, dir, 0, &found, 0) != 0)
		return -1;
	if (!found) {
		errorf("%s/" STORE_FILE ": no runs saved yet", dir);
		return -1;
	}
	if (store_exec(s, "BEGIN IMMEDIATE", "cannot take the write lock")
	    != 0) {
		store_close(s);
		return -1;
	}
	return 0;
}

/* Run the statement st (bound) and COMMIT; the rows it changed, or -1
 * (message printed, rolled back). */
static long long
change(store *s, sqlite3_stmt *st)
{
	long long n;

	if (sqlite3_step(st) != SQLITE_DONE) {
		sqlite3_finalize(st);
		store_fail(s, "cannot write");
		(void)sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
		return -1;
	}
	n = sqlite3_changes(s->db);
	sqlite3_finalize(st);
	if (store_exec(s, "COMMIT", "cannot write") != 0) {
		(void)sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
		return -1;
	}
	return n;
}

/* see store.h */
int
store_remove(const char *dir, const char *name, int seq)
{
	sqlite3_stmt *st;
	long long n = -1;
	store s;

	if (begin_change(&s, dir) != 0)
		return -1;
	/* the figures, then the runs, in one transaction */
	if (sqlite3_exec(s.db, "CREATE TEMP TABLE gone AS SELECT id FROM runs "
			 "WHERE 0", NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(s.db, "INSERT INTO gone SELECT id FROM runs "
			       "WHERE name = ?1 AND (?2 = 0 OR seq = ?2)", -1,
			       &st, NULL) != SQLITE_OK) {
		store_fail(&s, "cannot read");
		goto out;
	}
	bind_text(st, 1, name);
	sqlite3_bind_int(st, 2, seq);
	if (sqlite3_step(st) != SQLITE_DONE) {
		sqlite3_finalize(st);
		store_fail(&s, "cannot read");
		goto out;
	}
	sqlite3_finalize(st);
	if (sqlite3_changes(s.db) == 0) {
		if (seq > 0)
			errorf("%s: no run %s@%d (see 'cryptobench runs %s')",
			       s.path, name, seq, name);
		else
			errorf("%s: no run named '%s' (see 'cryptobench "
			       "runs')", s.path, name);
		goto out;
	}
	if (store_exec(&s, "DELETE FROM results WHERE run IN (SELECT id "
		       "FROM gone)", "cannot write") != 0 ||
	    sqlite3_prepare_v2(s.db, "DELETE FROM runs WHERE id IN (SELECT "
			       "id FROM gone)", -1, &st, NULL) != SQLITE_OK) {
		store_fail(&s, "cannot write");
		goto out;
	}
	n = change(&s, st);
out:
	if (n < 0)
		(void)sqlite3_exec(s.db, "ROLLBACK", NULL, NULL, NULL);
	store_close(&s);
	if (n > 0)
		fprintf(stderr, "%s: removed %lld run%s of '%s' from %s\n",
			g_prog, n, n == 1 ? "" : "s", name, s.path);
	return n > 0 ? 0 : -1;
}

/* see store.h */
int
store_rename(const char *dir, const char *from, const char *to)
{
	sqlite3_stmt *st;
	long long n = -1;
	store s;

	if (begin_change(&s, dir) != 0)
		return -1;
	/* its runs keep their numbers: no name may have two run 1s */
	if (store_run_id(&s, to, 0) != 0) {
		errorf("%s: runs named '%s' exist already; remove them or "
		       "pick another name", s.path, to);
		goto out;
	}
	if (sqlite3_prepare_v2(s.db, "UPDATE runs SET name = ?2 WHERE name = "
			       "?1", -1, &st, NULL) != SQLITE_OK) {
		store_fail(&s, "cannot write");
		goto out;
	}
	bind_text(st, 1, from);
	bind_text(st, 2, to);
	n = change(&s, st);
	if (n == 0)
		errorf("%s: no run named '%s' (see 'cryptobench runs')",
		       s.path, from);
out:
	if (n < 0)
		(void)sqlite3_exec(s.db, "ROLLBACK", NULL, NULL, NULL);
	store_close(&s);
	if (n > 0)
		fprintf(stderr, "%s: renamed %lld run%s '%s' to '%s'\n",
			g_prog, n, n == 1 ? "" : "s", from, to);
	return n > 0 ? 0 : -1;
}
