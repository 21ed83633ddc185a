/* SPDX-License-Identifier: MIT */
/* Loading boards.csv and results/\*.csv with the user's stored runs, and
 * resolving board names. */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "model.h"
#include "store.h"
#include "util.h"


static int
is_dir(const char *p)
{
	struct stat st;

	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

const char *
data_dir(const char *override)
{
	return override != NULL ? override : path_data();
}

/* Copy a CSV field into dst[len] whole; -1 (message printed) when it is
 * longer than the field: nothing is ever cut to fit. */
static int
copy(char *dst, size_t len, const char *src, const char *what,
     const char *path, int lineno)
{
	if (str_fit(dst, len, src) == 0)
		return 0;
	errorf("%s:%d: %s '%.40s...' is longer than %zu characters", path,
	       lineno, what, src, len - 1);
	return -1;
}

/* Read a whole line of any length; returns NULL at EOF.  Strips \r\n. */
static char *
read_line(FILE *f, char **buf, size_t *cap)
{
	size_t n = 0;
	int c;

	while ((c = fgetc(f)) != EOF && c != '\n') {
		if (n + 2 > *cap) {
			*cap = *cap ? *cap * 2 : 256;
			*buf = realloc(*buf, *cap);
			if (*buf == NULL)
				return NULL;
		}
		(*buf)[n++] = (char)c;
	}
	if (c == EOF && n == 0)
		return NULL;
	if (*buf == NULL) {
		*cap = 16;
		*buf = malloc(*cap);
		if (*buf == NULL)
			return NULL;
	}
	if (n > 0 && (*buf)[n - 1] == '\r')
		n--;
	(*buf)[n] = '\0';
	return *buf;
}

/* One data row: fields fl[0..n-1] of line lineno; 0 or -1 (printed). */
typedef int (*row_fn)(cb_dataset *ds, char *const *fl, const char *path,
		      int lineno);

/* Board ids left out of a load, each with the place of its first bad
 * line. */
typedef struct idset {
	char (*id)[48];
	size_t n, cap;
} idset;

static int
idset_has(const idset *s, const char *id)
{
	size_t i;

	for (i = 0; s != NULL && i < s->n; i++)
		if (strcmp(s->id[i], id) == 0)
			return 1;
	return 0;
}

static void
idset_add(idset *s, const char *id)
{
	void *g;

	if (idset_has(s, id))
		return;
	if (s->n == s->cap) {
		g = realloc(s->id, (s->cap ? s->cap * 2 : 8) * sizeof(*s->id));
		if (g == NULL)
			return;
		s->id = g;
		s->cap = s->cap ? s->cap * 2 : 8;
	}
	snprintf(s->id[s->n++], sizeof(s->id[0]), "%s", id);
}

/* The board a CSV line is about: its first field, as far as it reads. */
static void
line_board(const char *line, char *id, size_t len)
{
	size_t n = strcspn(line, ",\"");

	snprintf(id, len, "%.*s", (int)n, line);
}

/*
 * Read a CSV data file: its header must be header, every other non-empty
 * line has nfields fields and goes to fn.  0, or -1 with a message.  With
 * bad (a lenient load), a line that does not read leaves its board out
 * (its id into bad, the line named) and reading goes on; a row of a board
 * already left out is skipped.
 */
static int
read_csv(const char *path, const char *header, int nfields, row_fn fn,
	 cb_dataset *ds, idset *bad)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL, *line, *fl[16], id[48];
	size_t bcap = 0;
	int lineno = 0, n, rc = -1;

	if (f == NULL) {
		errorf("%s: cannot open: %s", path, strerror(errno));
		return -1;
	}
	while ((line = read_line(f, &buf, &bcap)) != NULL) {
		lineno++;
		if (lineno == 1) {
			if (strcmp(line, header) != 0) {
				errorf("%s:1: expected header '%s'", path,
				       header);
				goto out;
			}
			continue;
		}
		if (*line == '\0')
			continue;
		line_board(line, id, sizeof(id));
		if (idset_has(bad, id))
			continue;
		/* what ingest accepts, so that JSON output is UTF-8 too */
		if (!utf8_valid(line)) {
			errorf("%s:%d: not UTF-8 text", path, lineno);
			goto bad_line;
		}
		n = csv_split(line, fl, 16);
		if (n != nfields) {
			errorf("%s:%d: expected %d fields, found %d", path,
			       lineno, nfields, n);
			goto bad_line;
		}
		if (fn(ds, fl, path, lineno) == 0)
			continue;
bad_line:
		if (bad == NULL)
			goto out;
		idset_add(bad, id);
	}
	rc = 0;
out:
	free(buf);
	fclose(f);
	return rc;
}

/* see model.h */
int
data_add_board(cb_dataset *ds, char *const *fl, const char *path,
	       int lineno)
{
	cb_board *b;
	size_t i;

	if (ds->nboards == ds->bcap) {
		b = realloc(ds->boards, (ds->bcap ? ds->bcap * 2 : 16) *
			    sizeof(*b));
		if (b == NULL) {
			errorf("out of memory");
			return -1;
		}
		ds->boards = b;
		ds->bcap = ds->bcap ? ds->bcap * 2 : 16;
	}
	b = &ds->boards[ds->nboards];
	memset(b, 0, sizeof(*b));
	if (copy(b->id, sizeof(b->id), fl[0], "id", path, lineno) ||
	    copy(b->name, sizeof(b->name), fl[1], "name", path, lineno) ||
	    copy(b->mcu, sizeof(b->mcu), fl[2], "mcu", path, lineno) ||
	    copy(b->core, sizeof(b->core), fl[3], "core", path, lineno) ||
	    copy(b->vendor, sizeof(b->vendor), fl[5], "vendor", path,
		 lineno) ||
	    copy(b->library, sizeof(b->library), fl[6], "library", path,
		 lineno) ||
	    copy(b->library_version, sizeof(b->library_version), fl[7],
		 "library_version", path, lineno) ||
	    copy(b->compiler, sizeof(b->compiler), fl[8], "compiler", path,
		 lineno) ||
	    copy(b->optimization, sizeof(b->optimization), fl[9],
		 "optimization", path, lineno) ||
	    copy(b->method, sizeof(b->method), fl[10], "method", path,
		 lineno) ||
	    copy(b->source, sizeof(b->source), fl[11], "source", path,
		 lineno))
		return -1;
	if (num_clock(fl[4], &b->clock_mhz) != 0) {
		errorf("%s:%d: bad clock_mhz '%s': a number of MHz from 0.001 "
		       "to 100000", path, lineno, fl[4]);
		return -1;
	}
	if (b->id[0] == '\0') {
		errorf("%s:%d: empty board id", path, lineno);
		return -1;
	}
	for (i = 0; i < ds->nboards; i++)
		if (strcmp(ds->boards[i].id, b->id) == 0) {
			errorf("%s:%d: board id '%s' given twice", path,
			       lineno, b->id);
			return -1;
		}
	board_type(b);
	ds->nboards++;
	return 0;
}

/* see model.h */
int
data_add_result(cb_dataset *ds, char *const *fl, const char *path,
		int lineno)
{
	cb_result *r;
	const char *why;
	long line;
	size_t i;

	if (ds->nrows == ds->rcap) {
		r = realloc(ds->rows, (ds->rcap ? ds->rcap * 2 : 256) *
			    sizeof(*r));
		if (r == NULL) {
			errorf("out of memory");
			return -1;
		}
		ds->rows = r;
		ds->rcap = ds->rcap ? ds->rcap * 2 : 256;
	}
	r = &ds->rows[ds->nrows];
	memset(r, 0, sizeof(*r));
	if (copy(r->board, sizeof(r->board), fl[0], "board", path, lineno) ||
	    copy(r->impl, sizeof(r->impl), fl[1], "impl", path, lineno) ||
	    copy(r->algorithm, sizeof(r->algorithm), fl[2], "algorithm", path,
		 lineno) ||
	    copy(r->operation, sizeof(r->operation), fl[3], "operation", path,
		 lineno) ||
	    copy(r->params, sizeof(r->params), fl[4], "params", path,
		 lineno) ||
	    copy(r->metric, sizeof(r->metric), fl[5], "metric", path,
		 lineno) ||
	    copy(r->value, sizeof(r->value), fl[6], "value", path, lineno) ||
	    copy(r->unit, sizeof(r->unit), fl[7], "unit", path, lineno))
		return -1;
	if (num_int(fl[8], 1L << 30, &line) != 0) {
		errorf("%s:%d: bad line '%s': a line number", path, lineno,
		       fl[8]);
		return -1;
	}
	r->line = (int)line;
	if ((why = result_value(r->metric, fl[6], &r->v)) != NULL) {
		errorf("%s:%d: bad value '%s': %s", path, lineno, fl[6], why);
		return -1;
	}
	/* a raw-name row (ingest --keep-unknown) names what the table lacks */
	if (alg_by_id(r->algorithm) == NULL && !alg_is_raw(r)) {
		errorf("%s:%d: unknown algorithm '%s'", path, lineno,
		       r->algorithm);
		return -1;
	}
	for (i = 0; i < ds->nboards; i++)
		if (strcmp(ds->boards[i].id, r->board) == 0)
			break;
	if (i == ds->nboards) {
		errorf("%s:%d: board '%s' is not in boards.csv", path, lineno,
		       r->board);
		return -1;
	}
	if (strcmp(r->impl, "sw") != 0 && strcmp(r->impl, "hw") != 0) {
		errorf("%s:%d: impl must be sw or hw, not '%s'", path, lineno,
		       r->impl);
		return -1;
	}
	switch (result_type(r, &ds->boards[i])) {
	case -1:
		errorf("%s:%d: bad statistic in '%s': stat= takes min, mean, "
		       "median, max or single", path, lineno, r->params);
		return -1;
	case -2:
		errorf("%s:%d: bad impl-note in '%s': impl-note= takes "
		       "unstated, no-accelerator or user", path, lineno,
		       r->params);
		return -1;
	default:
		break;
	}
	ds->nrows++;
	return 0;
}

/* see model.h */
int
data_read_boards(const char *path, cb_dataset *ds)
{
	return read_csv(path, CB_BOARDS_HEADER, 12, data_add_board, ds, NULL);
}

/* see model.h */
int
data_read_results(const char *path, cb_dataset *ds)
{
	return read_csv(path, CB_RESULTS_HEADER, 9, data_add_result, ds,
			NULL);
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Drop the boards of bad from ds (from board index from on) with their
 * rows, each named in a warning. */
static void
drop_boards(cb_dataset *ds, const idset *bad, size_t from, const char *dir)
{
	size_t i, o;

	for (i = o = from; i < ds->nboards; i++)
		if (!idset_has(bad, ds->boards[i].id))
			ds->boards[o++] = ds->boards[i];
	ds->nboards = o;
	for (i = o = 0; i < ds->nrows; i++)
		if (!idset_has(bad, ds->rows[i].board))
			ds->rows[o++] = ds->rows[i];
	ds->nrows = o;
	for (i = 0; i < bad->n; i++)
		fprintf(stderr, "%s: warning: %s: board '%s' left out (a line "
			"above does not read); the other boards are loaded\n",
			g_prog, dir, bad->id[i]);
}

/*
 * Load a data folder into ds: its boards.csv, then every results file.  A
 * line that does not read leaves its board out, named, and the rest of
 * the folder loads; only a folder that cannot be read at all (no
 * boards.csv, no results/, a bad header) fails.
 */
static int
load_dir(const char *dir, cb_dataset *ds)
{
	char path[4096];
	DIR *d;
	struct dirent *e;
	char **names = NULL, **grown;
	size_t nn = 0, cap = 0, i, from = ds->nboards;
	idset bad = { NULL, 0, 0 };
	int rc = 0;

	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	if (read_csv(path, CB_BOARDS_HEADER, 12, data_add_board, ds,
		     &bad) != 0) {
		free(bad.id);
		return -1;
	}
	snprintf(path, sizeof(path), "%s/results", dir);
	d = opendir(path);
	if (d == NULL) {
		errorf("%s: cannot open: %s", path, strerror(errno));
		return -1;
	}
	/* every results file, however many: none is left out unread, and
	 * what is left out is named */
	while (rc == 0 && (e = readdir(d)) != NULL) {
		size_t l = strlen(e->d_name);
		char fp[4400];
		struct stat st;

		if (l <= 4 || strcmp(e->d_name + l - 4, ".csv") != 0)
			continue;
		snprintf(fp, sizeof(fp), "%s/%s", path, e->d_name);
		if (stat(fp, &st) != 0 || !S_ISREG(st.st_mode) ||
		    st.st_size == 0) {
			fprintf(stderr, "%s: warning: %s: %s: left out\n",
				g_prog, fp, stat(fp, &st) != 0 ?
				strerror(errno) : S_ISDIR(st.st_mode) ?
				"a folder, not a results file" :
				!S_ISREG(st.st_mode) ? "not a regular file" :
				"empty (0 bytes, no header)");
			continue;
		}
		if (nn == cap) {
			cap = cap ? cap * 2 : 64;
			grown = realloc(names, cap * sizeof(*names));
			if (grown == NULL) {
				rc = -1;
				break;
			}
			names = grown;
		}
		if ((names[nn] = strdup(e->d_name)) == NULL)
			rc = -1;
		else
			nn++;
	}
	closedir(d);
	if (rc != 0)
		errorf("%s: out of memory", path);
	/* sorted, so that row order does not depend on the file system */
	if (nn > 0)
		qsort(names, nn, sizeof(names[0]), cmp_name);
	for (i = 0; i < nn; i++) {
		snprintf(path, sizeof(path), "%s/results/%s", dir, names[i]);
		if (rc == 0 && read_csv(path, CB_RESULTS_HEADER, 9,
					data_add_result, ds, &bad) != 0)
			rc = -1;
		free(names[i]);
	}
	free(names);
	if (rc == 0 && bad.n > 0)
		drop_boards(ds, &bad, from, dir);
	free(bad.id);
	return rc;
}

const char *
data_user_dir(void)
{
	static char buf[4096];
	const char *x = getenv("XDG_DATA_HOME"), *home = getenv("HOME");

	if (x != NULL && *x == '/')
		snprintf(buf, sizeof(buf), "%s/cryptobench", x);
	else if (home != NULL && *home != '\0')
		snprintf(buf, sizeof(buf), "%s/.local/share/cryptobench",
			 home);
	else
		return NULL;
	return buf;
}

int
data_load(const char *dir, cb_dataset *ds)
{
	return data_load_names(dir, ds, NULL, 0);
}

/* The folders --data adds to the shipped data (data_add_dirs). */
static const char *const *added;
static int nadded;

/* see model.h */
void
data_add_dirs(const char *const *dirs, int n)
{
	added = dirs;
	nadded = n;
}

/* Are a and b one folder? */
static int
same_dir(const char *a, const char *b)
{
	struct stat sa, sb;

	return stat(a, &sa) == 0 && stat(b, &sb) == 0 &&
	       sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* Append more's boards and rows to ds; a board of more whose id ds has
 * already replaces that one (said).  more is left empty.  0 or -1. */
static int
merge(cb_dataset *ds, cb_dataset *more, const char *dir)
{
	idset old = { NULL, 0, 0 };
	size_t i, k, o;
	void *g;

	for (i = 0; i < more->nboards; i++)
		for (k = 0; k < ds->nboards; k++)
			if (strcmp(ds->boards[k].id, more->boards[i].id) == 0) {
				fprintf(stderr, "%s: note: %s: board '%s' "
					"replaces the one of the same id\n",
					g_prog, dir, more->boards[i].id);
				idset_add(&old, more->boards[i].id);
			}
	if (old.n > 0) {
		for (k = o = 0; k < ds->nboards; k++)
			if (!idset_has(&old, ds->boards[k].id))
				ds->boards[o++] = ds->boards[k];
		ds->nboards = o;
		for (k = o = 0; k < ds->nrows; k++)
			if (!idset_has(&old, ds->rows[k].board))
				ds->rows[o++] = ds->rows[k];
		ds->nrows = o;
	}
	free(old.id);
	if (ds->nboards + more->nboards > ds->bcap) {
		g = realloc(ds->boards, (ds->nboards + more->nboards) *
			    sizeof(*ds->boards));
		if (g == NULL)
			return -1;
		ds->boards = g;
		ds->bcap = ds->nboards + more->nboards;
	}
	if (ds->nrows + more->nrows > ds->rcap) {
		g = realloc(ds->rows, (ds->nrows + more->nrows + 1) *
			    sizeof(*ds->rows));
		if (g == NULL)
			return -1;
		ds->rows = g;
		ds->rcap = ds->nrows + more->nrows + 1;
	}
	memcpy(ds->boards + ds->nboards, more->boards,
	       more->nboards * sizeof(*more->boards));
	ds->nboards += more->nboards;
	if (more->nrows > 0)
		memcpy(ds->rows + ds->nrows, more->rows,
		       more->nrows * sizeof(*more->rows));
	ds->nrows += more->nrows;
	data_free(more);
	return 0;
}

/* The shipped data of dir and the folders --data adds, no stored run. */
static int
load_published(const char *dir, cb_dataset *ds)
{
	cb_dataset more;
	int i;

	memset(ds, 0, sizeof(*ds));
	if (load_dir(dir, ds) != 0)
		goto fail;
	/* the folders --data adds, each after the shipped data */
	for (i = 0; i < nadded; i++) {
		if (same_dir(added[i], dir))
			continue;
		memset(&more, 0, sizeof(more));
		if (load_dir(added[i], &more) != 0 ||
		    merge(ds, &more, added[i]) != 0) {
			data_free(&more);
			goto fail;
		}
	}
	return 0;
fail:
	data_free(ds);  /* the callers free only what loaded */
	return -1;
}

/* see model.h */
int
data_load_names(const char *dir, cb_dataset *ds, char *const *names, int n)
{
	const char *user = data_user_dir();

	if (load_published(dir, ds) != 0)
		return -1;
	/* the user's runs and pages (run --save, ingest --save) join them */
	if (user == NULL || strcmp(user, dir) == 0 ||
	    store_load(user, ds, names, n) == 0)
		return 0;
	data_free(ds);
	return -1;
}

/* see model.h */
int
out_check(const char *path, unsigned *mode)
{
	struct stat st;
	mode_t um;

	if (lstat(path, &st) != 0) {
		if (errno != ENOENT) {
			errorf("%s: %s", path, strerror(errno));
			return -1;
		}
		um = umask(0);
		umask(um);
		*mode = 0666 & ~um;
		return 0;
	}
	if (S_ISLNK(st.st_mode)) {
		errorf("%s: cannot replace a symbolic link (only regular "
		       "files are replaced)", path);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		errorf("%s: cannot replace %s (only regular files are "
		       "replaced)", path, S_ISDIR(st.st_mode) ? "a folder" :
		       S_ISFIFO(st.st_mode) ? "a FIFO" : S_ISSOCK(st.st_mode) ?
		       "a socket" : "a device");
		return -1;
	}
	/* a new file renamed over one of several names would leave the
	 * others with the old text */
	if (st.st_nlink > 1) {
		errorf("%s: cannot replace a file with %lu hard links (the "
		       "other names would keep the old content): write "
		       "elsewhere or remove the other links", path,
		       (unsigned long)st.st_nlink);
		return -1;
	}
	/* the mode bits, not access(2): root may write anything, yet a
	 * read-only file says "keep me" */
	if ((st.st_mode & S_IWUSR) == 0 || access(path, W_OK) != 0) {
		errorf("%s: cannot replace a read-only file", path);
		return -1;
	}
	*mode = st.st_mode & 07777;
	return 0;
}

/* see model.h */
int
out_open(out_file *o, const char *path)
{
	int fd;

	memset(o, 0, sizeof(*o));
	if (out_check(path, &o->mode) != 0)
		return -1;
	if (fmt_fit(o->path, sizeof(o->path), "%s", path) != 0 ||
	    fmt_fit(o->tmp, sizeof(o->tmp), "%s.tmpXXXXXX", path) != 0) {
		errorf("%.60s...: file name too long", path);
		return -1;
	}
	fd = mkstemp(o->tmp);
	if (fd < 0 || (o->f = fdopen(fd, "w")) == NULL) {
		errorf("%s: cannot write: %s", path, strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(o->tmp);
		}
		return -1;
	}
	return 0;
}

/* see model.h */
int
out_close(out_file *o)
{
	int bad;

	if (o->f == NULL)
		return 0;
	/* on disk before the rename, so a crash leaves old or new whole */
	bad = fflush(o->f) != 0 || fsync(fileno(o->f)) != 0;
	bad |= fclose(o->f) != 0;
	o->f = NULL;
	if (bad) {
		errorf("%s: write error: %s", o->path, strerror(errno));
		out_abort(o);
		return -1;
	}
	return 0;
}

/* see model.h */
int
out_commit(out_file *o)
{
	if (out_close(o) != 0)
		return -1;
	/* checked again: the target may have changed while we wrote */
	if (out_check(o->path, &o->mode) != 0) {
		out_abort(o);
		return -1;
	}
	if (chmod(o->tmp, o->mode) != 0 || rename(o->tmp, o->path) != 0) {
		errorf("%s: cannot replace: %s", o->path, strerror(errno));
		out_abort(o);
		return -1;
	}
	o->tmp[0] = '\0';
	return 0;
}

/* see model.h */
void
out_abort(out_file *o)
{
	if (o->f != NULL)
		fclose(o->f);
	o->f = NULL;
	if (o->tmp[0] != '\0')
		unlink(o->tmp);
	o->tmp[0] = '\0';
}

/* see model.h */
int
data_write_file(const char *path, const char *text, size_t len)
{
	out_file o;

	if (out_open(&o, path) != 0)
		return -1;
	if (fwrite(text, 1, len, o.f) != len) {
		errorf("%s: write error: %s", path, strerror(errno));
		out_abort(&o);
		return -1;
	}
	return out_commit(&o);
}

/* see model.h */
int
data_mkdirs(const char *path)
{
	char buf[4096], *p;

	snprintf(buf, sizeof(buf), "%s", path);
	for (p = buf + 1; *p != '\0'; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(buf, 0755) != 0 && errno != EEXIST)
			return -1;
		*p = '/';
	}
	return mkdir(buf, 0755) != 0 && errno != EEXIST ? -1 : 0;
}

/* see model.h */
int
data_check_save(const char *shipped, const char *name)
{
	const char *user = data_user_dir();
	cb_dataset ds;
	size_t i;

	if (load_published(shipped, &ds) != 0)
		return -1;
	for (i = 0; i < ds.nboards; i++)
		if (strcmp(ds.boards[i].id, name) == 0) {
			errorf("'%s' names a published board; save under "
			       "another name (--save NAME)", name);
			data_free(&ds);
			return -1;
		}
	data_free(&ds);
	if (user == NULL) {
		errorf("no user data folder: set HOME or XDG_DATA_HOME, or "
		       "use --no-save");
		return -1;
	}
	if (data_mkdirs(user) != 0 || access(user, W_OK) != 0) {
		errorf("%s: cannot write there: %s (nothing was measured; "
		       "use --no-save or another XDG_DATA_HOME)", user,
		       strerror(errno ? errno : EACCES));
		return -1;
	}
	return 0;
}

/* see model.h */
int
data_check_writable(const char *path)
{
	char dir[4096], *slash;
	struct stat st;

	snprintf(dir, sizeof(dir), "%s", path);
	slash = strrchr(dir, '/');
	if (slash == NULL)
		snprintf(dir, sizeof(dir), ".");
	else if (slash == dir)
		dir[1] = '\0';
	else
		*slash = '\0';
	if (!is_dir(dir) || access(dir, W_OK | X_OK) != 0) {
		errorf("%s: cannot write there: %s: %s", path, dir,
		       is_dir(dir) ? strerror(errno) : "no such folder");
		return -1;
	}
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		errorf("%s: is a folder", path);
		return -1;
	}
	return 0;
}

void
data_free(cb_dataset *ds)
{
	free(ds->boards);
	free(ds->rows);
	memset(ds, 0, sizeof(*ds));
}

static int
prefix_ci(const char *s, const char *pre)
{
	return strncasecmp(s, pre, strlen(pre)) == 0;
}

const cb_board *
data_resolve(const cb_dataset *ds, const char *name)
{
	const cb_board *hit[64];
	size_t i, n = 0;

	if (*name == '\0') {
		errorf("empty board name");
		return NULL;
	}
	/* exact id, then exact MCU, then prefix of either */
	for (i = 0; i < ds->nboards; i++)
		if (strcasecmp(ds->boards[i].id, name) == 0)
			return &ds->boards[i];
	for (i = 0; i < ds->nboards; i++)
		if (strcasecmp(ds->boards[i].mcu, name) == 0 && n < 64)
			hit[n++] = &ds->boards[i];
	if (n == 0)
		for (i = 0; i < ds->nboards; i++)
			if ((prefix_ci(ds->boards[i].id, name) ||
			     prefix_ci(ds->boards[i].mcu, name)) && n < 64)
				hit[n++] = &ds->boards[i];
	if (n == 1)
		return hit[0];
	if (n == 0) {
		errorf("unknown board '%s'; known boards:", name);
		for (i = 0; i < ds->nboards; i++)
			fprintf(stderr, "  %-10s %s (%s)\n", ds->boards[i].id,
				ds->boards[i].mcu, ds->boards[i].name);
	} else {
		errorf("board name '%s' is ambiguous; candidates:", name);
		for (i = 0; i < n; i++)
			fprintf(stderr, "  %-10s %s (%s)\n", hit[i]->id,
				hit[i]->mcu, hit[i]->name);
	}
	return NULL;
}

void
data_write_board(FILE *f, const cb_board *b)
{
	char clk[32];

	/* as short as reads back the same (a measured 3680.091 MHz is no
	 * 3680.09, which %g would write) */
	snprintf(clk, sizeof(clk), "%.15g", b->clock_mhz);
	if (strtod(clk, NULL) != b->clock_mhz)
		snprintf(clk, sizeof(clk), "%.17g", b->clock_mhz);
	csv_put(f, b->id, 0);
	csv_put(f, b->name, 0);
	csv_put(f, b->mcu, 0);
	csv_put(f, b->core, 0);
	csv_put(f, clk, 0);
	csv_put(f, b->vendor, 0);
	csv_put(f, b->library, 0);
	csv_put(f, b->library_version, 0);
	csv_put(f, b->compiler, 0);
	csv_put(f, b->optimization, 0);
	csv_put(f, b->method, 0);
	csv_put(f, b->source, 1);
}

void
data_write_result(FILE *f, const cb_result *r)
{
	char line[16];

	snprintf(line, sizeof(line), "%d", r->line);
	csv_put(f, r->board, 0);
	csv_put(f, r->impl, 0);
	csv_put(f, r->algorithm, 0);
	csv_put(f, r->operation, 0);
	csv_put(f, r->params, 0);
	csv_put(f, r->metric, 0);
	csv_put(f, r->value, 0);
	csv_put(f, r->unit, 0);
	csv_put(f, line, 1);
}
