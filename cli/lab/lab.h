/* SPDX-License-Identifier: MIT */
/* The lab room: LAVA jobs for the boards, their job logs read back. */
#ifndef CLI_LAB_H
#define CLI_LAB_H

#include <stddef.h>
#include <stdio.h>

#include "board.h"
#include "run.h"

/*
 * A board runs its firmware under a LAVA lab (docs/lab.md): the job is
 * written from the board's folder (board.conf), submitted, waited for and
 * fetched through lavacli, or run on this machine by lava-run; the
 * firmware log is rebuilt from the job log, checked and saved as a run.
 * The job's own status is never trusted: the log's self-test and its
 * '# end' marker are.
 */

/* ---- the job and the device files (job.c) ---- */

typedef struct lava_job_opts {
	const char *elf_url;    /* the image: file:///..., http://... */
	const char *bin_url;    /* the raw image, for a flash command's {bin} */
	const char *device_type; /* NULL: "qemu", or the board's name */
	int timeout_s;          /* the whole job */
	int silence_s;          /* the longest silence between two lines */
} lava_job_opts;

/* The LAVA job definition (YAML) of board bc into f; 0, or -1 (printed:
 * a URL missing or unfit for YAML). */
int lava_write_job(FILE *f, const board_conf *bc, const lava_job_opts *o);

/* The device type of bc's jobs: "qemu" for a QEMU board, else its name. */
const char *lava_device_type(const board_conf *bc);

typedef struct lava_device_opts {
	const char *connect;    /* a real board's console command */
	int local;              /* for lava-run: rendered, no Jinja2 */
} lava_device_opts;

/* A lab's device dictionary for one device of bc (Jinja2), or with
 * o->local the device file lava-run reads; 0 or -1 (printed). */
int lava_write_device(FILE *f, const board_conf *bc,
		      const lava_device_opts *o);
/* A real board's device-type template (Jinja2, for a lab's
 * dispatcher-config/device-types/); 0, or -1 (printed: a QEMU board,
 * whose type is LAVA's stock qemu). */
int lava_write_device_type(FILE *f, const board_conf *bc);
/* lava-run's dispatcher file for a machine without a network. */
void lava_write_dispatcher(FILE *f);

/* ---- a job log read back (joblog.c) ---- */

typedef struct lava_log {
	char *fw;               /* the log: "# firmware:" to "# end\n" */
	size_t fwlen;
	char board[48];         /* the folder's name the firmware states */
	char job_result[16];    /* LAVA's: "pass", "fail" or "" (none) */
	char job_error[200];    /* its error type and message, if any */
	size_t records;         /* records of the job log */
} lava_log;

/*
 * Rebuild the firmware log from a LAVA job log (text, len bytes): the
 * records lava-run writes ({"dt": ..., "lvl": ..., "msg": ...} a line)
 * or lavacli's 'jobs logs --raw' ("- " before each), their "target"
 * lines from the last start marker to the end marker, with the quotes
 * LAVA escaped restored.  Refused when the self-test failed, when the
 * end marker is missing (the log cut short, or the firmware fell silent
 * while LAVA marked the job passed) or a record is malformed: -1 with a
 * message naming what:LINE, nothing kept.  0 and *l filled otherwise.
 */
int lava_log_read(const char *text, size_t len, const char *what,
		  lava_log *l);
void lava_log_free(lava_log *l);

/* ---- lavacli and lava-run (tools.c) ---- */

/* A lab as lavacli names it: a URI (with "://") or an identity. */
typedef struct lava_lab {
	const char *spec;       /* NULL: lavacli's identity "default" */
	char name[64];          /* for provenance: identity or URI host */
} lava_lab;

/* Set lab->name from spec; 0, or -1 (printed: an unusable spec). */
int lava_lab_init(lava_lab *lab, const char *spec);

typedef struct lava_job_info {
	char device[64], device_type[64], state[24], health[24];
	char failure[200];
} lava_job_info;

/* lavacli jobs submit FILE: the job id into id; 0 or -1 (printed). */
int lava_submit(const lava_lab *lab, const char *file, char *id,
		size_t idlen);
/* lavacli jobs wait ID (timeout_s 0: none); 0 or -1 (printed). */
int lava_wait(const lava_lab *lab, const char *id, int timeout_s);
/* lavacli jobs show ID --yaml into *ji; 0 or -1 (printed). */
int lava_show(const lava_lab *lab, const char *id, lava_job_info *ji);
/* lavacli jobs logs ID --raw: malloc'd into *text; 0 or -1 (printed). */
int lava_logs(const lava_lab *lab, const char *id, char **text,
	      size_t *len);

/* Run argv (argv[0] found on PATH), its standard output into *out
 * (malloc'd, NUL-terminated; out NULL: to our standard error), its
 * standard error into the file errpath (NULL: passed through); the exit
 * status (127: not found, printed), or -1 (printed: not started). */
int lava_exec(char *const argv[], char **out, size_t *outlen,
	      const char *errpath);

/* ---- a job's firmware log saved as a run (runs.c) ---- */

/* Where a job log comes from, for the run's provenance. */
typedef struct lava_source {
	const char *lab;        /* "local (lava-run)", a lab's name */
	const char *job;        /* its id, or NULL: a log file */
	const char *device;     /* the device that ran it */
	const char *what;       /* for messages: "job 17 at lab x", a path */
} lava_source;

/*
 * Rebuild the firmware log from a job log (lava_log_read), and print,
 * write (--log) and save it as a run (run_finish) of o->save, or when
 * that is NULL of the board's own name (a QEMU board's target, as 'run
 * --target' saves it); the run's target names the lab, the job, the
 * device and the board.  The exit status (1: refused, nothing saved).
 */
int lava_save(const run_opts *o, const char *datadir,
	      const lava_source *src, const char *text, size_t len);
/* The whole of a file (a job log), malloc'd; NULL (printed). */
char *lava_read_file(const char *path, size_t *len);
/* run --lava JOB: a job of o->lab (waited for, then fetched through
 * lavacli) or a job log on disk, saved by lava_save.  The exit status. */
int run_lava(const run_opts *o, const char *datadir);

#endif
