/* SPDX-License-Identifier: MIT */
/* run --target --ref: other libraries' code on the same emulated cores. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board.h"
#include "run.h"
#include "store.h"
#include "util.h"

/*
 * A library is a folder of mcu/ref/ (its adapter, configuration and the
 * list of its sources: mcu/ref/meson.build).  Its source comes from
 * Debian 12's source package (mcu/scripts/ref-source, into the cache
 * folder) or from a folder the user names (LIB=DIR), and is built into
 * the target's firmware folder beside our image (-Dfw_ref), so that the
 * compiler, its flags and the board's port are ours.
 */

#define REF_MAX 8

typedef struct ref_req {
	char lib[32];
	char dir[PATH_MAX];
} ref_req;

static int
is_dir(const char *p)
{
	struct stat st;

	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Is lib a folder of mcu/ref/ with its meson.build? */
static int
ref_known(const char *lib)
{
	char p[4096];

	if (path_source() == NULL || lib[0] == '\0' ||
	    strspn(lib, "abcdefghijklmnopqrstuvwxyz0123456789") != strlen(lib))
		return 0;
	snprintf(p, sizeof(p), "%s/mcu/ref/%s/meson.build", path_source(),
		 lib);
	return access(p, R_OK) == 0;
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* see run.h */
void
ref_target_names(char *buf, size_t len)
{
	char p[4096], names[REF_MAX * 2][32];
	DIR *d;
	struct dirent *e;
	size_t n = 0, k = 0, i;

	buf[0] = '\0';
	if (path_source() == NULL)
		return;
	snprintf(p, sizeof(p), "%s/mcu/ref", path_source());
	if ((d = opendir(p)) == NULL)
		return;
	while ((e = readdir(d)) != NULL && k < REF_MAX * 2)
		if (ref_known(e->d_name) && strlen(e->d_name) < 32)
			snprintf(names[k++], sizeof(names[0]), "%s",
				 e->d_name);
	closedir(d);
	/* in name order, whatever the folder's */
	qsort(names, k, sizeof(names[0]), cmp_name);
	for (i = 0; i < k && n + strlen(names[i]) + 3 < len; i++)
		n += (size_t)snprintf(buf + n, len - n, "%s%s", n ? ", " : "",
				      names[i]);
}

/* see run.h */
int
ref_target_list_ok(const char *list)
{
	char buf[4096], *w, *save;
	int n = 0;

	if (snprintf(buf, sizeof(buf), "%s", list) >= (int)sizeof(buf))
		return 0;
	for (w = strtok_r(buf, ",", &save); w != NULL;
	     w = strtok_r(NULL, ",", &save), n++) {
		w[strcspn(w, "=")] = '\0';
		if (!ref_known(w))
			return 0;
	}
	return n > 0;
}

/* The cache folder of fetched sources. */
static int
cache_dir(char *buf, size_t len)
{
	const char *x = getenv("XDG_CACHE_HOME"), *h = getenv("HOME");

	if (x != NULL && x[0] == '/')
		snprintf(buf, len, "%s/cryptobench/ref", x);
	else if (h != NULL && h[0] == '/')
		snprintf(buf, len, "%s/.cache/cryptobench/ref", h);
	else {
		errorf("--ref: no cache folder (set XDG_CACHE_HOME or HOME) "
		       "to fetch the sources into; or give LIB=DIR");
		return -1;
	}
	return 0;
}

/* A path that goes into a shell word and Meson's option: no quote,
 * comma or '='. */
static int
path_ok(const char *p)
{
	return strpbrk(p, "',=\"\\\n") == NULL;
}

/* The source folder of r->lib from Debian's source package (cached). */
static int
fetch(ref_req *r)
{
	char cache[4096], cmd[9000], line[PATH_MAX];
	FILE *p;
	int st;

	if (cache_dir(cache, sizeof(cache)) != 0)
		return -1;
	if (!path_ok(cache)) {
		errorf("--ref: the cache folder %s has a quote, comma or '='",
		       cache);
		return -1;
	}
	snprintf(cmd, sizeof(cmd), "'%s/mcu/scripts/ref-source' %s '%s'",
		 path_source(), r->lib, cache);
	if ((p = popen(cmd, "r")) == NULL) {
		errorf("--ref: cannot run ref-source: %s", strerror(errno));
		return -1;
	}
	r->dir[0] = '\0';
	while (fgets(line, sizeof(line), p) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		snprintf(r->dir, sizeof(r->dir), "%s", line);
	}
	st = pclose(p);
	if (st != 0 || !is_dir(r->dir)) {
		errorf("--ref %s: could not fetch Debian 12's source package "
		       "(its messages above; it needs apt-get and dpkg-dev, "
		       "and the network); or give %s=DIR", r->lib, r->lib);
		return -1;
	}
	return 0;
}

/* The --ref list into reqs: each LIB or LIB=DIR.  The count, or -1. */
static int
parse(const char *list, ref_req *reqs)
{
	char buf[4096], *w, *save, *eq;
	int n = 0, i;

	snprintf(buf, sizeof(buf), "%s", list);
	for (w = strtok_r(buf, ",", &save); w != NULL;
	     w = strtok_r(NULL, ",", &save)) {
		ref_req *r = &reqs[n];
		char names[256];

		eq = strchr(w, '=');
		if (eq != NULL)
			*eq = '\0';
		if (!ref_known(w) || strlen(w) >= sizeof(r->lib)) {
			ref_target_names(names, sizeof(names));
			errorf("--ref with --target: '%s' is not one of %s "
			       "(a folder of mcu/ref/)", w, names);
			return -1;
		}
		for (i = 0; i < n; i++)
			if (strcmp(reqs[i].lib, w) == 0) {
				errorf("--ref: %s given twice", w);
				return -1;
			}
		if (n == REF_MAX) {
			errorf("--ref: at most %d libraries", REF_MAX);
			return -1;
		}
		snprintf(r->lib, sizeof(r->lib), "%s", w);
		r->dir[0] = '\0';
		if (eq != NULL && realpath(eq + 1, r->dir) == NULL) {
			errorf("--ref %s=%s: %s", w, eq + 1, strerror(errno));
			return -1;
		}
		if (eq != NULL && (!is_dir(r->dir) || !path_ok(r->dir))) {
			errorf("--ref %s=%s: not a folder (or its path has a "
			       "quote, comma or '=')", w, eq + 1);
			return -1;
		}
		n++;
	}
	if (n == 0)
		errorf("--ref needs a library");
	return n > 0 ? n : -1;
}

/* Configure dir with the libraries' sources and build it. */
static int
build(const run_opts *o, const board_conf *bc, const char *dir,
      const ref_req *reqs, int n)
{
	char opts[REF_MAX * (PATH_MAX + 40) + 64];
	size_t l;
	int i;

	/* a sweep's sizes and algorithms are compiled in, as ours */
	if (o->sweep)
		l = (size_t)snprintf(opts, sizeof(opts), "-Dfw_bench=sweep "
				     "'-Dfw_sweep_sizes=%s' "
				     "'-Dfw_sweep_algos=%s'",
				     o->sizes_arg ? o->sizes_arg : "",
				     o->algo ? o->algo : "");
	else
		l = (size_t)snprintf(opts, sizeof(opts), "-Dfw_bench=%s",
				     o->full ? "full" : "quick");
	l += (size_t)snprintf(opts + l, sizeof(opts) - l, "%s%s '-Dfw_ref=",
			      o->fw_opt != NULL ? " -Dfw_opt=" : "",
			      o->fw_opt != NULL ? o->fw_opt : "");
	for (i = 0; i < n; i++)
		l += (size_t)snprintf(opts + l, sizeof(opts) - l, "%s%s=%s",
				      i ? "," : "", reqs[i].lib, reqs[i].dir);
	snprintf(opts + l, sizeof(opts) - l, "'");
	return board_build(bc, dir, opts, 1, o->verbose);
}

/* see run.h */
int
run_ref_target(run_opts *o, const char *datadir)
{
	ref_req reqs[REF_MAX];
	char dir[4096], elf[4400], names[REF_MAX][48];
	const char *save = o->save;
	board_conf bc;
	int n, i, st = 0;

	if (path_source() == NULL) {
		errorf("run --target builds the firmware from the cryptobench "
		       "source tree: set CRYPTOBENCH_SRC to it");
		return 1;
	}
	if (board_conf_target(path_source(), o->target, &bc, 0) != 0 ||
	    (n = parse(o->ref_libs, reqs)) < 0 ||
	    run_target_dir(o, &bc, dir, sizeof(dir)) != 0)
		return 1;
	for (i = 0; i < n; i++) {
		if (snprintf(names[i], sizeof(names[i]), "%s-%s", save,
			     reqs[i].lib) >= (int)sizeof(names[i]) ||
		    !store_name_valid(names[i])) {
			errorf("--save %s: %s-%s, the name of its run, is too "
			       "long", save, save, reqs[i].lib);
			return 1;
		}
		o->save = names[i];
		if (run_check_first(o, datadir) != 0)
			return 1;
	}
	o->save = save;
	/* the sources first: nothing is measured if one cannot be had */
	for (i = 0; i < n; i++)
		if (reqs[i].dir[0] == '\0' && fetch(&reqs[i]) != 0)
			return 1;
	/* ours, as run --target alone (not for mirror) */
	if (!o->ref_only && run_target(o, datadir) != 0)
		return 1;
	if (build(o, &bc, dir, reqs, n) != 0)
		return 1;
	for (i = 0; i < n; i++) {
		snprintf(elf, sizeof(elf), "%s/mcu/ref/fw-%s-%s.elf", dir,
			 bc.name, reqs[i].lib);
		fprintf(stderr, "%s: %s from %s\n", g_prog, reqs[i].lib,
			reqs[i].dir);
		o->save = names[i];
		if (run_elf(o, &bc, elf, reqs[i].lib) != 0)
			st = 1;
	}
	o->save = save;
	if (st == 0 && !o->no_save && !o->ref_only) {
		fprintf(stderr, "%s: side by side: cryptobench compare %s",
			g_prog, save);
		for (i = 0; i < n; i++)
			fprintf(stderr, " %s", names[i]);
		fprintf(stderr, " --metric stack\n");
	}
	return st;
}
