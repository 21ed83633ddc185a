/* SPDX-License-Identifier: MIT */
/* Loading boards.csv and results/\*.csv, and resolving board names. */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

#ifndef CB_DATADIR
#define CB_DATADIR "/usr/local/share/cryptobench/data"
#endif
#ifndef CB_SRCDATA
#define CB_SRCDATA "data"
#endif

static int
is_dir(const char *p)
{
	struct stat st;

	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

const char *
data_dir(const char *override)
{
	const char *env = getenv("CRYPTOBENCH_DATA");

	if (override != NULL)
		return override;
	if (env != NULL && *env != '\0')
		return env;
	/* a build-tree binary reads the source tree; an installed one, its
	 * share/ folder */
	if (is_dir(CB_SRCDATA))
		return CB_SRCDATA;
	return CB_DATADIR;
}

static void
copy(char *dst, size_t len, const char *src)
{
	snprintf(dst, len, "%s", src);
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
typedef int (*row_fn)(cb_dataset *ds, char **fl, const char *path,
		      int lineno, size_t *cap);

/* Read a CSV data file: its header must be header, every other non-empty
 * line has nfields fields and goes to fn.  0, or -1 with a message. */
static int
read_csv(const char *path, const char *header, int nfields, row_fn fn,
	 cb_dataset *ds, size_t *cap)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL, *line, *fl[16];
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
		/* what ingest accepts, so that JSON output is UTF-8 too */
		if (!utf8_valid(line)) {
			errorf("%s:%d: not UTF-8 text", path, lineno);
			goto out;
		}
		n = csv_split(line, fl, 16);
		if (n != nfields) {
			errorf("%s:%d: expected %d fields, found %d", path,
			       lineno, nfields, n);
			goto out;
		}
		if (fn(ds, fl, path, lineno, cap) != 0)
			goto out;
	}
	rc = 0;
out:
	free(buf);
	fclose(f);
	return rc;
}

static int
board_row(cb_dataset *ds, char **fl, const char *path, int lineno,
	  size_t *bcap)
{
	cb_board *b;
	char *end;
	size_t i;

	if (ds->nboards == *bcap) {
		*bcap = *bcap ? *bcap * 2 : 16;
		ds->boards = realloc(ds->boards, *bcap * sizeof(*b));
		if (ds->boards == NULL)
			return -1;
	}
	b = &ds->boards[ds->nboards];
	memset(b, 0, sizeof(*b));
	copy(b->id, sizeof(b->id), fl[0]);
	copy(b->name, sizeof(b->name), fl[1]);
	copy(b->mcu, sizeof(b->mcu), fl[2]);
	copy(b->core, sizeof(b->core), fl[3]);
	b->clock_mhz = strtod(fl[4], &end);
	if (*fl[4] == '\0' || *end != '\0' || b->clock_mhz <= 0) {
		errorf("%s:%d: bad clock_mhz '%s'", path, lineno, fl[4]);
		return -1;
	}
	copy(b->vendor, sizeof(b->vendor), fl[5]);
	copy(b->library, sizeof(b->library), fl[6]);
	copy(b->library_version, sizeof(b->library_version), fl[7]);
	copy(b->compiler, sizeof(b->compiler), fl[8]);
	copy(b->optimization, sizeof(b->optimization), fl[9]);
	copy(b->method, sizeof(b->method), fl[10]);
	copy(b->source, sizeof(b->source), fl[11]);
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
	ds->nboards++;
	return 0;
}

static int
result_row(cb_dataset *ds, char **fl, const char *path, int lineno,
	   size_t *rcap)
{
	cb_result *r;
	char *end;
	size_t i;

	if (ds->nrows == *rcap) {
		*rcap = *rcap ? *rcap * 2 : 256;
		ds->rows = realloc(ds->rows, *rcap * sizeof(*r));
		if (ds->rows == NULL)
			return -1;
	}
	r = &ds->rows[ds->nrows];
	memset(r, 0, sizeof(*r));
	copy(r->board, sizeof(r->board), fl[0]);
	copy(r->impl, sizeof(r->impl), fl[1]);
	copy(r->algorithm, sizeof(r->algorithm), fl[2]);
	copy(r->operation, sizeof(r->operation), fl[3]);
	copy(r->params, sizeof(r->params), fl[4]);
	copy(r->metric, sizeof(r->metric), fl[5]);
	copy(r->value, sizeof(r->value), fl[6]);
	copy(r->unit, sizeof(r->unit), fl[7]);
	r->line = atoi(fl[8]);
	r->v = strtod(fl[6], &end);
	if (*fl[6] == '\0' || *end != '\0') {
		errorf("%s:%d: bad value '%s'", path, lineno, fl[6]);
		return -1;
	}
	if (alg_by_id(r->algorithm) == NULL) {
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
	ds->nrows++;
	return 0;
}

static int
load_boards(const char *path, cb_dataset *ds)
{
	/* the capacity is recomputed from the count: boards are few */
	size_t cap = ds->nboards;

	return read_csv(path, CB_BOARDS_HEADER, 12, board_row, ds, &cap);
}

static int
load_results(const char *path, cb_dataset *ds, size_t *rcap)
{
	return read_csv(path, CB_RESULTS_HEADER, 9, result_row, ds, rcap);
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
load_dir(const char *dir, cb_dataset *ds, size_t *rcap)
{
	char path[4096];
	DIR *d;
	struct dirent *e;
	char *names[1024];
	size_t nn = 0, i;
	int rc = 0;

	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	if (load_boards(path, ds) != 0)
		return -1;
	snprintf(path, sizeof(path), "%s/results", dir);
	d = opendir(path);
	if (d == NULL) {
		errorf("%s: cannot open: %s", path, strerror(errno));
		return -1;
	}
	while ((e = readdir(d)) != NULL && nn < 1024) {
		size_t l = strlen(e->d_name);

		if (l > 4 && strcmp(e->d_name + l - 4, ".csv") == 0)
			names[nn++] = strdup(e->d_name);
	}
	closedir(d);
	/* sorted, so that row order does not depend on the file system */
	qsort(names, nn, sizeof(names[0]), cmp_name);
	for (i = 0; i < nn; i++) {
		snprintf(path, sizeof(path), "%s/results/%s", dir, names[i]);
		if (rc == 0 && load_results(path, ds, rcap) != 0)
			rc = -1;
		free(names[i]);
	}
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
	const char *user = data_user_dir();
	char path[4096];
	size_t rcap = 0;
	struct stat st;

	memset(ds, 0, sizeof(*ds));
	if (load_dir(dir, ds, &rcap) != 0)
		goto fail;
	/* the user's measured tables (cryptobench run --save) join them */
	if (user == NULL || strcmp(user, dir) == 0)
		return 0;
	snprintf(path, sizeof(path), "%s/boards.csv", user);
	if (stat(path, &st) != 0 || load_dir(user, ds, &rcap) == 0)
		return 0;
fail:
	data_free(ds);  /* the callers free only what loaded */
	return -1;
}

/* see cli.h */
int
data_write_file(const char *path, const char *text, size_t len)
{
	char tmp[4200];
	FILE *f;
	int fd;

	snprintf(tmp, sizeof(tmp), "%s.tmpXXXXXX", path);
	fd = mkstemp(tmp);
	if (fd < 0 || (f = fdopen(fd, "w")) == NULL) {
		errorf("%s: cannot write: %s", path, strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(tmp);
		}
		return -1;
	}
	fchmod(fd, 0644);
	if (fwrite(text, 1, len, f) != len || fflush(f) != 0 ||
	    fclose(f) != 0) {
		errorf("%s: write error: %s", path, strerror(errno));
		unlink(tmp);
		return -1;
	}
	if (rename(tmp, path) != 0) {
		errorf("%s: cannot replace: %s", path, strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}

/* see cli.h */
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

int
data_save_user(const char *shipped, const cb_board *b, const cb_result *rows,
	       size_t nrows)
{
	const char *user = data_user_dir();
	char path[4096], *text = NULL, *btext = NULL;
	size_t len = 0, blen = 0, i;
	cb_dataset pub, mine;
	FILE *f;
	int rc = -1, replaced = 0;

	if (user == NULL) {
		errorf("no user data folder: set HOME or XDG_DATA_HOME");
		return -1;
	}
	/* a published board's name is not to be shadowed */
	memset(&pub, 0, sizeof(pub));
	if (load_dir(shipped, &pub, &len) == 0)
		for (i = 0; i < pub.nboards; i++)
			if (strcmp(pub.boards[i].id, b->id) == 0) {
				errorf("'%s' names a published board; save "
				       "under another name", b->id);
				data_free(&pub);
				return -1;
			}
	data_free(&pub);
	snprintf(path, sizeof(path), "%s/results", user);
	if (data_mkdirs(path) != 0) {
		errorf("%s: cannot create: %s", path, strerror(errno));
		return -1;
	}
	/* results first: a board row never points at missing results */
	f = open_memstream(&text, &len);
	fputs(CB_RESULTS_HEADER "\n", f);
	for (i = 0; i < nrows; i++)
		data_write_result(f, &rows[i]);
	fclose(f);
	snprintf(path, sizeof(path), "%s/results/%s.csv", user, b->id);
	if (data_write_file(path, text, len) != 0)
		goto out;
	/* boards.csv: the other boards as they were, this one replaced */
	memset(&mine, 0, sizeof(mine));
	snprintf(path, sizeof(path), "%s/boards.csv", user);
	f = open_memstream(&btext, &blen);
	fputs(CB_BOARDS_HEADER "\n", f);
	if (access(path, F_OK) == 0) {
		if (load_boards(path, &mine) != 0) {
			fclose(f);
			data_free(&mine);
			goto out;
		}
		for (i = 0; i < mine.nboards; i++) {
			if (strcmp(mine.boards[i].id, b->id) == 0)
				replaced = 1;
			else
				data_write_board(f, &mine.boards[i]);
		}
	}
	data_write_board(f, b);
	fclose(f);
	data_free(&mine);
	if (data_write_file(path, btext, blen) != 0)
		goto out;
	fprintf(stderr, "%s: saved %zu figures as '%s' in %s%s\n", g_prog,
		nrows, b->id, user, replaced ? " (replacing the earlier run)" :
		"");
	rc = 0;
out:
	free(text);
	free(btext);
	return rc;
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
