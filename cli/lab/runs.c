/* SPDX-License-Identifier: MIT */
/* A LAVA job's firmware log saved as a run: run --lava and lava's. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lab.h"
#include "store.h"
#include "util.h"

/* The run name of the board the firmware states: a QEMU board's target
 * (as run --target saves it), else its name. */
static int
default_name(const lava_log *l, char *name, size_t len)
{
	const char *root = path_source();
	board_conf bc;

	if (root != NULL && board_conf_load(root, l->board, &bc) == 0 &&
	    bc.target[0] != '\0')
		snprintf(name, len, "%s", bc.target);
	else
		snprintf(name, len, "%s", l->board);
	if (!store_name_valid(name)) {
		errorf("the firmware names its board '%s', which is no run "
		       "name: give --save NAME", l->board);
		return -1;
	}
	return 0;
}

/* see lab.h */
int
lava_save(const run_opts *o, const char *datadir, const lava_source *src,
	  const char *text, size_t len)
{
	run_opts ro = *o;
	char name[STORE_NAME_MAX + 1], target[512];
	lava_log l;

	if (lava_log_read(text, len, src->what, &l) != 0)
		return 1;
	if (l.job_result[0] != '\0' && strcmp(l.job_result, "pass") != 0)
		fprintf(stderr, "%s: %s: LAVA marked the job '%s'%s%s; the "
			"firmware log is whole (self-test ok, '# end')\n",
			g_prog, src->what, l.job_result, l.job_error[0] ?
			": " : "", l.job_error);
	if (ro.save == NULL && !ro.no_save) {
		if (default_name(&l, name, sizeof(name)) != 0) {
			lava_log_free(&l);
			return 1;
		}
		ro.save = name;
	}
	if (src->job != NULL)
		snprintf(target, sizeof(target), "lava %s job %s on %s (%s)",
			 src->lab, src->job, src->device, l.board);
	else
		snprintf(target, sizeof(target), "lava log %s (%s)", src->what,
			 l.board);
	fprintf(stderr, "%s: %s: %s: self-test ok, firmware log of %zu "
		"bytes\n", g_prog, src->what, l.board, l.fwlen);
	if (run_check_first(&ro, datadir) != 0) {
		lava_log_free(&l);
		return 1;
	}
	/* run_finish frees the log */
	return run_finish(&ro, target, l.fw, l.fwlen, 0);
}

/* see lab.h */
char *
lava_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *s;

	if (f == NULL) {
		errorf("%s: %s", path, strerror(errno));
		return NULL;
	}
	s = file_read(f, (size_t)1 << 30, len);
	if (s == NULL)
		errorf("%s: %s", path, strerror(errno));
	fclose(f);
	return s;
}

/* see lab.h */
int
run_lava(const run_opts *o, const char *datadir)
{
	lava_lab lab;
	lava_job_info ji;
	lava_source src;
	char what[160], *text = NULL;
	size_t len = 0;
	int st;

	/* a job id is digits; anything else is a job log on disk */
	if (o->lava[strspn(o->lava, "0123456789")] != '\0') {
		if ((text = lava_read_file(o->lava, &len)) == NULL)
			return 1;
		memset(&src, 0, sizeof(src));
		src.what = o->lava;
		st = lava_save(o, datadir, &src, text, len);
		free(text);
		return st;
	}
	if (lava_lab_init(&lab, o->lab) != 0)
		return 1;
	fprintf(stderr, "%s: waiting for job %s at lab %s\n", g_prog, o->lava,
		lab.name);
	if (lava_wait(&lab, o->lava, 0) != 0 ||
	    lava_show(&lab, o->lava, &ji) != 0 ||
	    lava_logs(&lab, o->lava, &text, &len) != 0)
		return 1;
	snprintf(what, sizeof(what), "job %s at lab %s", o->lava, lab.name);
	src.lab = lab.name;
	src.job = o->lava;
	src.device = ji.device;
	src.what = what;
	st = lava_save(o, datadir, &src, text, len);
	free(text);
	return st;
}
