/* SPDX-License-Identifier: MIT */
/* A run's log: printed as 'show' prints it, written (--log), saved. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ingest.h"
#include "model.h"
#include "run.h"
#include "store.h"
#include "util.h"

/* A run log that could not be stored or written: kept in a temporary
 * file, so that nothing measured is lost. */
static void
keep_log(const char *log, size_t loglen)
{
	const char *td = getenv("TMPDIR");
	char tmp[4200];
	int fd;

	snprintf(tmp, sizeof(tmp), "%s/cryptobench-run-XXXXXX",
		 td != NULL && *td == '/' ? td : "/tmp");
	fd = mkstemp(tmp);
	if (fd >= 0 && write(fd, log, loglen) == (ssize_t)loglen)
		fprintf(stderr, "%s: the run log is kept in %s; 'cryptobench "
			"ingest %s --save NAME' stores it\n", g_prog, tmp, tmp);
	if (fd >= 0)
		close(fd);
}

/* see run.h */
int
run_save(const char *name, const char *target, char *log,
	 size_t loglen)
{
	char *copy = malloc(loglen + 1), path[4096];
	ingest ig;
	int rc = -1, seq = 0;

	if (copy == NULL)
		return -1;
	memcpy(copy, log, loglen);
	copy[loglen] = '\0';
	memset(&ig, 0, sizeof(ig));
	snprintf(path, sizeof(path), "%s.log", name);
	ig.path = path;
	ig.warn = NULL;
	ig.board.clock_mhz = port_host_clock_mhz();
	if (ingest_text(&ig, copy, loglen, name) != 0)
		errorf("%s", ig.err);
	else if (store_save(data_user_dir(), &ig.board, ig.rows, ig.nrows,
			    log, loglen, target, &seq) == 0)
		rc = 0;
	if (rc == 0)
		fprintf(stderr, "%s: saved %zu figures as '%s' (run %s@%d) in "
			"%s/" STORE_FILE "\n", g_prog, ig.nrows, name, name,
			seq, data_user_dir());
	else
		keep_log(log, loglen);
	ingest_free(&ig);
	free(copy);
	return rc;
}

/* see run.h */
int
run_write_log(const char *path, const char *log, size_t loglen)
{
	if (data_write_file(path, log, loglen) == 0)
		return 0;
	errorf("the run is not saved");
	keep_log(log, loglen);
	return -1;
}

/* see run.h */
int
run_check_first(const run_opts *o, const char *datadir)
{
	if (!o->no_save && data_check_save(datadir, o->save) != 0)
		return -1;
	if (o->log != NULL && strcmp(o->log, "-") != 0 &&
	    data_check_writable(o->log) != 0) {
		errorf("nothing was measured");
		return -1;
	}
	return 0;
}

/* The rows of a firmware run log matching algo, as 'show' prints them. */
static int
print_log_table(const char *log, size_t loglen, const char *name,
		const char *algo)
{
	filter flt = { .algo = algo };
	char *copy = malloc(loglen + 1), path[4096];
	ingest ig;
	int rc = -1;

	if (copy == NULL)
		return -1;
	memcpy(copy, log, loglen);
	copy[loglen] = '\0';
	memset(&ig, 0, sizeof(ig));
	snprintf(path, sizeof(path), "%s.log", name);
	ig.path = path;
	if (ingest_text(&ig, copy, loglen, name) != 0)
		errorf("%s", ig.err);
	else
		rc = print_results(&ig.board, ig.rows, ig.nrows, &flt, log);
	ingest_free(&ig);
	free(copy);
	return rc;
}

/* see run.h */
int
run_finish(run_opts *o, const char *target, char *log, size_t loglen,
	   int st)
{
	/* '-': the log on standard output (no file to replace) */
	if (o->log != NULL && strcmp(o->log, "-") == 0)
		fwrite(log, 1, loglen, stdout);
	else if (print_log_table(log, loglen, o->save, o->algo) != 0)
		st = 1;
	else if (o->log != NULL && run_write_log(o->log, log, loglen) != 0) {
		st = 1;
		o->no_save = 1;
	}
	if (!o->no_save && run_save(o->save, target, log, loglen) != 0)
		st = 1;
	free(log);
	if (st == 0 && !o->no_save)
		fprintf(stderr, "%s: see it with 'cryptobench show %s' or "
			"'cryptobench compare m487 %s'\n", g_prog, o->save,
			o->save);
	return st == 0 ? 0 : 1;
}
