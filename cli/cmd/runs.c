/* SPDX-License-Identifier: MIT */
/* cryptobench runs: the history of the user's saved runs. */
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "model.h"
#include "store.h"
#include "util.h"

static const char runs_help[] =
	"usage: cryptobench runs [NAME]\n"
	"       cryptobench runs NAME@N --log\n"
	"       cryptobench runs NAME@N --export FILE\n\n"
	"List the measured runs saved in the user's store (" STORE_FILE " in\n"
	"$XDG_DATA_HOME/cryptobench), every run of every name or of NAME,\n"
	"oldest first: NAME@N, the date it was saved (UTC), git describe of\n"
	"the core, toolchain (compiler and flags), target, method and number\n"
	"of figures.  'show NAME' and 'compare NAME ...' take the newest run\n"
	"of NAME; NAME@N takes run N, e.g. 'compare host@1 host@2'.\n"
	"--format text, csv, json or markdown (a global option) applies.\n\n"
	"  --log            print the raw run log that run NAME@N was saved\n"
	"                   from\n"
	"  --export FILE    write run NAME@N to FILE ('-': standard output)\n"
	"                   as portable text: its name, date and target, its\n"
	"                   board and figures as CSV and its raw log; 'ingest\n"
	"                   FILE --save NAME' brings it back, the same run,\n"
	"                   in another store (to share a run or back one up)\n";

/* --export: run ref as export text into path (or standard output). */
static int
export_run(const char *user, const char *ref, const char *path)
{
	char name[64];
	out_file o;
	int seq;

	if (!store_ref(ref, name, sizeof(name), &seq))
		die_usage("runs", "--export takes one run, NAME@N");
	if (strcmp(path, "-") == 0)
		return store_export(user, name, seq, stdout) == 0 ? 0 : 1;
	if (out_open(&o, path) != 0)
		return 1;
	if (store_export(user, name, seq, o.f) != 0) {
		out_abort(&o);
		return 1;
	}
	if (out_commit(&o) != 0)
		return 1;
	fprintf(stderr, "%s: run %s written to %s\n", g_prog, ref, path);
	return 0;
}

static int
print_log(const char *user, const char *ref)
{
	char name[64], *log;
	size_t len;
	int seq;

	if (!store_ref(ref, name, sizeof(name), &seq))
		die_usage("runs", "--log takes one run, NAME@N");
	if (store_log(user, name, seq, &log, &len) != 0)
		return 1;
	fwrite(log, 1, len, stdout);
	free(log);
	return 0;
}

int
cmd_runs(int argc, char **argv, const char *datadir)
{
	static const char *const cols[] = { "run", "date", "version",
		"toolchain", "target", "method", "figures" };
	const char *user = data_user_dir(), *name = NULL, *export = NULL;
	store_run *r;
	size_t n, i;
	table *t;
	int k, log = 0;

	(void)datadir;
	for (k = 1; k < argc; k++) {
		if (is_help(argv[k])) {
			fputs(runs_help, stdout);
			return 0;
		} else if (strcmp(argv[k], "--log") == 0) {
			log = 1;
		} else if (strcmp(argv[k], "--export") == 0) {
			if (++k >= argc)
				die_usage("runs", "--export needs a file");
			export = argv[k];
		} else if (argv[k][0] == '-') {
			die_usage("runs", "unknown option '%s'", argv[k]);
		} else if (name != NULL) {
			die_usage("runs", "one name at a time");
		} else {
			name = argv[k];
		}
	}
	if (user == NULL) {
		errorf("no user data folder: set HOME or XDG_DATA_HOME");
		return 1;
	}
	if (log && export != NULL)
		die_usage("runs", "--log or --export, not both");
	if (log)
		return print_log(user, name != NULL ? name : "");
	if (export != NULL)
		return export_run(user, name != NULL ? name : "", export);
	if (name != NULL && !store_name_valid(name))
		die_usage("runs", "'%s' is not a run name (NAME@N goes with "
			  "--log)", name);
	if (store_runs(user, name, &r, &n) != 0)
		return 1;
	if (n == 0 && name != NULL) {
		errorf("no saved run named '%s' (see 'cryptobench runs')",
		       name);
		return 1;
	}
	t = table_new(7, cols);
	table_numeric(t, 6);
	for (i = 0; i < n; i++) {
		char run[64], cnt[24];
		const char *cells[7];

		snprintf(run, sizeof(run), "%s@%d", r[i].name, r[i].seq);
		snprintf(cnt, sizeof(cnt), "%lld", r[i].nrows);
		cells[0] = run;
		cells[1] = r[i].date;
		cells[2] = r[i].version;
		cells[3] = r[i].toolchain;
		cells[4] = r[i].target;
		cells[5] = r[i].method;
		cells[6] = cnt;
		table_add(t, cells);
	}
	table_print(t, stdout);
	table_free(t);
	free(r);
	return 0;
}
