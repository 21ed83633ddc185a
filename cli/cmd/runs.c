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
	"       cryptobench runs NAME@N --export FILE\n"
	"       cryptobench runs NAME[@N] --remove\n"
	"       cryptobench runs NAME --rename NEW\n\n"
	"List the measured runs saved in the user's store (" STORE_FILE " in\n"
	"$XDG_DATA_HOME/cryptobench), every run of every name or of NAME,\n"
	"oldest first: NAME@N, the date it was saved (UTC), git describe of\n"
	"the core, toolchain (compiler and flags), target, method and number\n"
	"of figures (each method a note under the table).  'show NAME' and\n"
	"'compare NAME ...' take the newest run\n"
	"of NAME; NAME@N takes run N, e.g. 'compare host@1 host@2'.\n"
	"--format text, csv, json or markdown (a global option) applies.\n\n"
	"  --log            print the raw run log that run NAME@N was saved\n"
	"                   from\n"
	"  --export FILE    write run NAME@N to FILE ('-': standard output)\n"
	"                   as portable text: its name, date and target, its\n"
	"                   board and figures as CSV and its raw log; 'ingest\n"
	"                   FILE --save NAME' brings it back, the same run,\n"
	"                   in another store (to share a run or back one up)\n"
	"  --remove         remove run NAME@N, or every run of NAME (a saved\n"
	"                   page too), from the store\n"
	"  --rename NEW     give every run of NAME the name NEW (their numbers\n"
	"                   kept; NEW has no runs and names no published\n"
	"                   board)\n";

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

static const col_spec runs_cols[] = {
	{ "run", "run", NULL, 0, 0 },
	{ "date", "date", NULL, 0, 0 },
	{ "version", "version", NULL, COL_WRAP, 0 },
	{ "target", "target", NULL, COL_WRAP, 0 },
	{ "figures", "figures", NULL, COL_NUM, 0 },
	{ "toolchain", "toolchain", NULL, COL_WRAP, 1 },
	{ "method", "method", NULL, 0, 0 },
};
#define NCOLS (int)(sizeof(runs_cols) / sizeof(runs_cols[0]))

/* The runs as text or Markdown, each method a note under the table. */
static void
print_table(doc *d, const store_run *r, size_t n, FILE *f)
{
	table *t = tbl_new(runs_cols, NCOLS);
	char dropped[128];
	size_t i;
	tbl_fit fit;

	for (i = 0; i < n; i++) {
		char run[64], cnt[24], m[16];
		const char *cells[NCOLS];

		snprintf(run, sizeof(run), "%s@%d", r[i].name, r[i].seq);
		snprintf(cnt, sizeof(cnt), "%lld", r[i].nrows);
		snprintf(m, sizeof(m), "%d", doc_note(d, "%s", r[i].method));
		cells[0] = run;
		cells[1] = r[i].date;
		cells[2] = r[i].version;
		cells[3] = r[i].target;
		cells[4] = cnt;
		cells[5] = r[i].toolchain;
		cells[6] = m;
		tbl_row(t, cells);
	}
	if (g_format == FMT_MARKDOWN) {
		tbl_markdown(t, f, NULL);
		doc_md_notes(d, f, "Methods");
	} else {
		(void)tbl_layout(t, out_width(), NULL, dropped,
				 sizeof(dropped), &fit);
		if (*dropped)
			fprintf(f, "(%s left out to fit %d columns; --format "
				"csv has every field)\n", dropped, out_width());
		tbl_text(t, f, &fit);
		doc_text_notes(d, f, out_width(), "methods");
	}
	tbl_free(t);
}

int
cmd_runs(int argc, char **argv, const char *datadir)
{
	const char *user = data_user_dir(), *name = NULL, *export = NULL;
	const char *rename = NULL;
	int remove = 0;
	store_run *r;
	size_t n, i;
	int k, log = 0;
	doc d;

	for (k = 1; k < argc; k++) {
		if (is_help(argv[k])) {
			fputs(runs_help, stdout);
			return 0;
		} else if (strcmp(argv[k], "--log") == 0) {
			log = 1;
		} else if (strcmp(argv[k], "--remove") == 0) {
			remove = 1;
		} else if (strcmp(argv[k], "--rename") == 0) {
			if (++k >= argc || !store_name_valid(argv[k]))
				die_usage("runs", "--rename needs a run name "
					  "(lowercase letters, digits, '-', "
					  "'_', a letter or digit first)");
			rename = argv[k];
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
	if (log + (export != NULL) + remove + (rename != NULL) > 1)
		die_usage("runs", "one of --log, --export, --remove, --rename");
	if (remove || rename != NULL) {
		char base[64];
		int seq = 0;

		if (name == NULL)
			die_usage("runs", "--remove and --rename take a name");
		if (!store_ref(name, base, sizeof(base), &seq))
			snprintf(base, sizeof(base), "%s", name);
		if (!store_name_valid(base) || (rename != NULL && seq != 0))
			die_usage("runs", "'%s': %s", name, rename != NULL ?
				  "--rename takes a name, every run of it" :
				  "not NAME or NAME@N");
		if (remove)
			return store_remove(user, base, seq) == 0 ? 0 : 1;
		if (data_check_save(datadir, rename) != 0)
			return 1;
		return store_rename(user, base, rename) == 0 ? 0 : 1;
	}
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
	doc_init(&d);
	for (i = 0; i < n && (g_format == FMT_JSON || g_format == FMT_CSV);
	     i++) {
		rec *x = doc_row(&d);
		char run[64];

		snprintf(run, sizeof(run), "%s@%d", r[i].name, r[i].seq);
		rec_str(x, "run", run);
		rec_str(x, "name", r[i].name);
		rec_int(x, "seq", r[i].seq);
		rec_str(x, "date", r[i].date);
		rec_str(x, "version", r[i].version);
		rec_str(x, "target", r[i].target);
		rec_int(x, "figures", r[i].nrows);
		rec_str(x, "toolchain", r[i].toolchain);
		rec_str(x, "method", r[i].method);
	}
	if (g_format == FMT_JSON)
		doc_json(&d, stdout);
	else if (g_format == FMT_CSV)
		doc_csv(&d, stdout);
	else
		print_table(&d, r, n, stdout);
	doc_free(&d);
	free(r);
	return 0;
}
