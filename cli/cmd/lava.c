/* SPDX-License-Identifier: MIT */
/* cryptobench lava: a lab's jobs for the boards, run locally or submitted. */
#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "lab.h"
#include "model.h"
#include "store.h"
#include "util.h"

static const char lava_help[] =
	"usage: cryptobench lava job BOARD [--fw URL [--fw-bin URL]]\n"
	"                       [--build-dir DIR] [--device-type T]\n"
	"                       [--timeout S] [--silence S] [-o FILE]\n"
	"       cryptobench lava device BOARD [--local] [--connect CMD]\n"
	"                       [-o FILE]\n"
	"       cryptobench lava device-type BOARD [-o FILE]\n"
	"       cryptobench lava local BOARD [--build-dir DIR]\n"
	"                       [--connect CMD] [--keep DIR]\n"
	"                       [--timeout S] [--silence S]\n"
	"                       [--algo GLOB] [--save NAME] [--no-save]\n"
	"                       [--log FILE]\n"
	"       cryptobench lava submit BOARD...|--device-type T [--lab LAB]\n"
	"                       [--fw-base URL] [--no-wait] [--timeout S]\n"
	"                       [--silence S] [--algo GLOB]\n\n"
	"Run the boards' firmware in a LAVA lab (docs/lab.md): the board\n"
	"folders' facts (mcu/boards/BOARD/board.conf) become LAVA jobs and\n"
	"device files; a job's log comes back as a run ('run --lava JOB').\n"
	"The job's status is never trusted: a run is saved only when the\n"
	"firmware log rebuilt from the job log has its self-test ok and its\n"
	"'# end' marker.\n\n"
	"  job          the LAVA job (YAML) of BOARD: a QEMU board on LAVA's\n"
	"               stock qemu device type (machine, CPU, RAM, network\n"
	"               card and -icount in its context), a real one on its\n"
	"               own device type (deploy flasher, boot minimal); two\n"
	"               monitors make the self-test lines LAVA results and\n"
	"               each row a measurement\n"
	"  device       a lab's device dictionary for one device of BOARD\n"
	"               (Jinja2); --local: the device file lava-run reads\n"
	"  device-type  a real board's device-type template for the lab\n"
	"  local        run BOARD's job with lava-run on this machine (as\n"
	"               root, offline), then save it as 'run --lava' does\n"
	"  submit       submit the jobs of the boards (or of every board of\n"
	"               device type T: 'qemu' is every QEMU board) with\n"
	"               lavacli, wait for them, fetch their logs and save\n"
	"               each as its board's run\n\n"
	"  --fw URL       the image the lab's worker downloads (default: the\n"
	"                 build folder's, built now, as a file:// URL)\n"
	"  --fw-bin URL   the raw image, for a flash command with {bin}\n"
	"  --fw-base URL  submit: the images are URL/fw-BOARD.elf (.bin)\n"
	"  --build-dir DIR  the firmware's build folder (default that of\n"
	"                 'run --target' or 'run --board')\n"
	"  --device-type T  job: the lab's device type (default qemu, or the\n"
	"                 board's name); submit: every board of type T\n"
	"  --timeout S    the whole job (default 1800)\n"
	"  --silence S    the longest silence between two lines of the\n"
	"                 firmware (the boot action's timeout; default 300)\n"
	"  --connect CMD  a real board's console command (e.g. 'telnet\n"
	"                 localhost 7000' through ser2net)\n"
	"  --local        device: the rendered file for lava-run\n"
	"  --keep DIR     local: keep the job, device and dispatcher files\n"
	"                 and lava-run's log (lava-run.log) in DIR\n"
	"  --lab LAB      a lavacli identity (default 'default') or the URI\n"
	"                 of the lab's RPC2 endpoint\n"
	"  --no-wait      submit: print the job ids ('run --lava ID' later)\n"
	"  --algo GLOB    the rows printed (the job runs the image's whole\n"
	"                 set)\n"
	"  --save, --no-save, --log: as for 'cryptobench run'\n"
	"  -o FILE        write to FILE instead of standard output\n";

#define MAX_BOARDS 64

typedef struct lava_args {
	const char *sub, *boards[MAX_BOARDS];
	int nboards;
	const char *fw, *fw_bin, *fw_base, *build_dir, *device_type, *out;
	const char *connect, *keep, *lab;
	int local, no_wait;
	lava_job_opts job;
	run_opts run;           /* --algo, --save, --no-save, --log */
	char typed[MAX_BOARDS][48]; /* the boards of --device-type */
} lava_args;

/* A number of seconds for option name. */
static int
seconds(const char *name, const char *v)
{
	long n;

	if (num_int(v, 7 * 86400, &n) != 0 || n == 0)
		die_usage("lava", "%s takes seconds (1 to 604800)", name);
	return (int)n;
}

/* One option at argv[*i] into a; 0 if it is none of lava's. */
static int
lava_option(int argc, char **argv, int *i, lava_args *a)
{
	static const struct {
		const char *name;
		size_t off;
	} str[] = {
		{ "--fw", offsetof(lava_args, fw) },
		{ "--fw-bin", offsetof(lava_args, fw_bin) },
		{ "--fw-base", offsetof(lava_args, fw_base) },
		{ "--build-dir", offsetof(lava_args, build_dir) },
		{ "--device-type", offsetof(lava_args, device_type) },
		{ "-o", offsetof(lava_args, out) },
		{ "--connect", offsetof(lava_args, connect) },
		{ "--keep", offsetof(lava_args, keep) },
		{ "--lab", offsetof(lava_args, lab) },
		{ "--algo", offsetof(lava_args, run.algo) },
		{ "--save", offsetof(lava_args, run.save) },
		{ "--log", offsetof(lava_args, run.log) },
	};
	const char *v;
	size_t k;

	for (k = 0; k < sizeof(str) / sizeof(str[0]); k++) {
		v = opt_value(argc, argv, i, str[k].name);
		if (v == NULL)
			continue;
		if (v == opt_missing || *v == '\0')
			die_usage("lava", "%s needs a value", str[k].name);
		*(const char **)(void *)((char *)a + str[k].off) = v;
		return 1;
	}
	if ((v = opt_value(argc, argv, i, "--timeout")) != NULL)
		a->job.timeout_s = seconds("--timeout", v);
	else if ((v = opt_value(argc, argv, i, "--silence")) != NULL)
		a->job.silence_s = seconds("--silence", v);
	else if (strcmp(argv[*i], "--local") == 0)
		a->local = 1;
	else if (strcmp(argv[*i], "--no-wait") == 0)
		a->no_wait = 1;
	else if (strcmp(argv[*i], "--no-save") == 0)
		a->run.no_save = 1;
	else
		return 0;
	return 1;
}

/* Which subcommand takes which option (a letter each). */
static void
lava_check(const lava_args *a)
{
	static const struct {
		const char *sub, *takes;
	} t[] = {
		{ "job", "fbBdtso" },
		{ "device", "opc" },
		{ "device-type", "o" },
		{ "local", "BcktsaSNL" },
		{ "submit", "FdltswaN" },
	};
	const struct {
		char letter;
		int given;
		const char *name;
	} o[] = {
		{ 'f', a->fw != NULL, "--fw" }, { 'b', a->fw_bin != NULL,
		"--fw-bin" }, { 'F', a->fw_base != NULL, "--fw-base" },
		{ 'B', a->build_dir != NULL, "--build-dir" },
		{ 'd', a->device_type != NULL, "--device-type" },
		{ 'o', a->out != NULL, "-o" },
		{ 'c', a->connect != NULL, "--connect" },
		{ 'k', a->keep != NULL, "--keep" },
		{ 'l', a->lab != NULL, "--lab" },
		{ 'p', a->local, "--local" },
		{ 't', a->job.timeout_s != 0, "--timeout" },
		{ 's', a->job.silence_s != 0, "--silence" },
		{ 'w', a->no_wait, "--no-wait" },
		{ 'a', a->run.algo != NULL, "--algo" },
		{ 'S', a->run.save != NULL, "--save" },
		{ 'N', a->run.no_save, "--no-save" },
		{ 'L', a->run.log != NULL, "--log" },
	};
	size_t i, k;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (strcmp(a->sub, t[i].sub) == 0)
			break;
	if (i == sizeof(t) / sizeof(t[0]))
		die_usage("lava", "unknown subcommand '%s' (job, device, "
			  "device-type, local, submit)", a->sub);
	for (k = 0; k < sizeof(o) / sizeof(o[0]); k++)
		if (o[k].given && strchr(t[i].takes, o[k].letter) == NULL)
			die_usage("lava", "%s does not go with 'lava %s'",
				  o[k].name, a->sub);
	if (a->fw_bin != NULL && a->fw == NULL)
		die_usage("lava", "--fw-bin goes with --fw");
	if (a->fw != NULL && a->build_dir != NULL)
		die_usage("lava", "--fw names the image: no --build-dir");
	if (a->run.save != NULL && a->run.no_save)
		die_usage("lava", "--save and --no-save contradict each other");
	if (a->run.save != NULL && !store_name_valid(a->run.save))
		die_usage("lava", "--save: '%s' is not a run name (lowercase "
			  "letters, digits, '-', '_', at most %d)",
			  a->run.save, STORE_NAME_MAX);
	if (strcmp(a->sub, "submit") == 0 ?
	    (a->nboards == 0) == (a->device_type == NULL) : a->nboards != 1)
		die_usage("lava", "'lava %s' takes %s", a->sub,
			  strcmp(a->sub, "submit") == 0 ? "boards or "
			  "--device-type T (not both)" : "one board");
}

/* The board folder's facts; 0 or -1 (printed). */
static int
load_board(const char *name, board_conf *bc)
{
	const char *root = board_root();

	return root != NULL && board_conf_load(root, name, bc) == 0 ? 0 : -1;
}

/* "file://" and the absolute path of an image; 0 or -1 (printed). */
static int
file_url(const char *path, char *url, size_t len)
{
	char abs[PATH_MAX];

	if (realpath(path, abs) == NULL) {
		errorf("%s: %s", path, strerror(errno));
		return -1;
	}
	if (fmt_fit(url, len, "file://%s", abs) != 0) {
		errorf("%s: path too long", abs);
		return -1;
	}
	return 0;
}

/*
 * The image URLs of bc's job: --fw (--fw-bin), --fw-base, or the build
 * folder's, built now (the folder 'run --target' or 'run --board'
 * uses, or --build-dir).  0 or -1 (printed).
 */
static int
image_urls(const lava_args *a, const board_conf *bc, char *elf, char *bin,
	   size_t len)
{
	char dir[4096], p[4400];
	const char *root = board_root();

	elf[0] = bin[0] = '\0';
	if (a->fw != NULL) {
		snprintf(elf, len, "%s", a->fw);
		snprintf(bin, len, "%s", a->fw_bin ? a->fw_bin : "");
		return 0;
	}
	if (a->fw_base != NULL) {
		if (fmt_fit(elf, len, "%s/fw-%s.elf", a->fw_base,
			    bc->name) != 0 ||
		    fmt_fit(bin, len, "%s/fw-%s.bin", a->fw_base,
			    bc->name) != 0) {
			errorf("--fw-base: URL too long");
			return -1;
		}
		return 0;
	}
	if (root == NULL)
		return -1;
	if (a->build_dir != NULL)
		snprintf(dir, sizeof(dir), "%s", a->build_dir);
	else if (bc->qemu[0] != '\0')
		snprintf(dir, sizeof(dir), "%s/build-fw-%s", root,
			 bc->cpu + strlen("cortex-"));
	else
		snprintf(dir, sizeof(dir), "%s/build-fw-%s", root, bc->name);
	if (board_build(bc, dir, "-Dfw_bench=quick", 0, 0) != 0)
		return -1;
	snprintf(p, sizeof(p), "%s/mcu/fw-%s.elf", dir, bc->name);
	if (file_url(p, elf, len) != 0)
		return -1;
	snprintf(p, sizeof(p), "%s/mcu/fw-%s.bin", dir, bc->name);
	if (bc->qemu[0] == '\0' && strstr(bc->flash, "{bin}") != NULL &&
	    file_url(p, bin, len) != 0)
		return -1;
	return 0;
}

/* The job of bc into a malloc'd text; NULL (printed). */
static char *
job_text(const lava_args *a, const board_conf *bc, size_t *len)
{
	char elf[4600], bin[4600], *t = NULL;
	lava_job_opts jo = a->job;
	FILE *f;
	int rc;

	if (image_urls(a, bc, elf, bin, sizeof(elf)) != 0)
		return NULL;
	jo.elf_url = elf[0] ? elf : NULL;
	jo.bin_url = bin[0] ? bin : NULL;
	if ((f = open_memstream(&t, len)) == NULL)
		return NULL;
	rc = lava_write_job(f, bc, &jo);
	fclose(f);
	if (rc != 0) {
		free(t);
		return NULL;
	}
	return t;
}

/* text to -o FILE (replaced whole) or standard output; 0 or -1. */
static int
emit(const char *out, const char *text, size_t len)
{
	if (out != NULL)
		return data_write_file(out, text, len);
	return fwrite(text, 1, len, stdout) == len && fflush(stdout) == 0 ?
	       0 : -1;
}

/* lava job, device, device-type: one file written. */
static int
lava_write(const lava_args *a)
{
	board_conf bc;
	lava_device_opts dopt = { a->connect, a->local };
	char *t = NULL;
	size_t len = 0;
	FILE *f;
	int rc;

	if (load_board(a->boards[0], &bc) != 0)
		return 1;
	if (strcmp(a->sub, "job") == 0) {
		t = job_text(a, &bc, &len);
		rc = t != NULL ? 0 : -1;
	} else {
		if ((f = open_memstream(&t, &len)) == NULL)
			return 1;
		rc = strcmp(a->sub, "device") == 0 ?
		     lava_write_device(f, &bc, &dopt) :
		     lava_write_device_type(f, &bc);
		fclose(f);
	}
	if (rc == 0)
		rc = emit(a->out, t, len);
	free(t);
	return rc == 0 ? 0 : 1;
}

/* A file of dir written whole; 0 or -1 (printed). */
static int
put_file(const char *dir, const char *name, const char *text, size_t len,
	 char *path, size_t plen)
{
	if (fmt_fit(path, plen, "%s/%s", dir, name) != 0) {
		errorf("%s: path too long", dir);
		return -1;
	}
	return data_write_file(path, text, len);
}

static int
rm_entry(const char *p, const struct stat *st, int flag, struct FTW *f)
{
	(void)st;
	(void)f;
	return flag == FTW_DP ? rmdir(p) : unlink(p);
}

/* The device, dispatcher and job files of bc in dir; 0 or -1. */
static int
local_files(const lava_args *a, const board_conf *bc, const char *dir,
	    char paths[3][4200])
{
	lava_device_opts dopt = { a->connect, 1 };
	char *t = NULL, *d = NULL;
	size_t tl = 0, dl = 0;
	FILE *f;
	int rc = -1;

	if ((t = job_text(a, bc, &tl)) == NULL)
		return -1;
	if ((f = open_memstream(&d, &dl)) == NULL)
		goto out;
	rc = lava_write_device(f, bc, &dopt);
	fclose(f);
	if (rc == 0)
		rc = put_file(dir, "job.yaml", t, tl, paths[0], 4200) |
		     put_file(dir, "device.yaml", d, dl, paths[1], 4200);
	free(d);
	d = NULL;
	if (rc == 0 && (f = open_memstream(&d, &dl)) != NULL) {
		lava_write_dispatcher(f);
		fclose(f);
		rc = put_file(dir, "dispatcher.yaml", d, dl, paths[2], 4200);
	}
out:
	free(t);
	free(d);
	return rc;
}

/* lava local: the job run by lava-run here, its log saved as a run. */
static int
lava_local(const lava_args *a, const char *datadir)
{
	board_conf bc;
	char tmp[] = "/tmp/cryptobench-lava-XXXXXX", paths[3][4200];
	char out[4200], logp[4200], id[24], hostname[64] = "localhost";
	char device[96], *text = NULL;
	const char *dir;
	char *argv[12];
	lava_source src;
	size_t len;
	int st = 1, n = 0;

	if (load_board(a->boards[0], &bc) != 0)
		return 1;
	if (geteuid() != 0) {
		errorf("lava-run runs jobs as root only: run 'cryptobench "
		       "lava local' as root (or with sudo)");
		return 1;
	}
	if (a->keep != NULL && mkdir(a->keep, 0755) != 0 && errno != EEXIST) {
		errorf("--keep %s: %s", a->keep, strerror(errno));
		return 1;
	}
	dir = a->keep != NULL ? a->keep : mkdtemp(tmp);
	if (dir == NULL) {
		errorf("cannot make a folder in /tmp: %s", strerror(errno));
		return 1;
	}
	if (local_files(a, &bc, dir, paths) != 0)
		goto out;
	/* lava-run's own folder for the job is /var/lib/lava/dispatcher/
	 * tmp/ID: the process id keeps two runs apart */
	snprintf(id, sizeof(id), "%ld", (long)getpid());
	snprintf(out, sizeof(out), "%s/output", dir);
	snprintf(logp, sizeof(logp), "%s/lava-run.log", dir);
	argv[n++] = (char *)"lava-run";
	argv[n++] = (char *)"--job-id";
	argv[n++] = id;
	argv[n++] = (char *)"--output-dir";
	argv[n++] = out;
	argv[n++] = (char *)"--device";
	argv[n++] = paths[1];
	argv[n++] = (char *)"--dispatcher";
	argv[n++] = paths[2];
	argv[n++] = paths[0];
	argv[n] = NULL;
	fprintf(stderr, "%s: lava-run: job %s of %s (its log: %s)\n", g_prog,
		id, bc.name, logp);
	st = lava_exec(argv, NULL, NULL, logp);
	if (st == 127 || st < 0) {
		st = 1;
		goto out;
	}
	fprintf(stderr, "%s: lava-run exited %d (the job's status: read, "
		"not trusted)\n", g_prog, st);
	if ((text = lava_read_file(logp, &len)) == NULL) {
		st = 1;
		goto out;
	}
	(void)gethostname(hostname, sizeof(hostname) - 1);
	snprintf(device, sizeof(device), "lava-run@%s", hostname);
	src.lab = "local";
	src.job = id;
	src.device = device;
	src.what = logp;
	st = lava_save(&a->run, datadir, &src, text, len);
	free(text);
out:
	if (a->keep == NULL)
		(void)nftw(dir, rm_entry, 8, FTW_DEPTH | FTW_PHYS);
	return st;
}

/* The board folders whose device type is type, into a->boards. */
static int
boards_of_type(lava_args *a, const char *type)
{
	const char *root = board_root();
	char dir[4200];
	struct dirent **names;
	int n, i;

	if (root == NULL)
		return -1;
	snprintf(dir, sizeof(dir), "%s/mcu/boards", root);
	n = scandir(dir, &names, NULL, alphasort);
	if (n < 0) {
		errorf("%s: %s", dir, strerror(errno));
		return -1;
	}
	for (i = 0; i < n; i++) {
		board_conf bc;
		char p[4600];
		struct stat st;

		snprintf(p, sizeof(p), "%s/%s/board.conf", dir,
			 names[i]->d_name);
		if (names[i]->d_name[0] != '.' && stat(p, &st) == 0 &&
		    board_conf_load(root, names[i]->d_name, &bc) == 0 &&
		    strcmp(lava_device_type(&bc), type) == 0 &&
		    a->nboards < MAX_BOARDS) {
			snprintf(a->typed[a->nboards], sizeof(a->typed[0]),
				 "%s", bc.name);
			a->boards[a->nboards] = a->typed[a->nboards];
			a->nboards++;
		}
		free(names[i]);
	}
	free(names);
	if (a->nboards == 0) {
		errorf("no board of device type '%s' (qemu: the QEMU boards; "
		       "a real board's type is its name)", type);
		return -1;
	}
	return 0;
}

/* Submit bc's job to lab: its id into id; 0 or -1 (printed). */
static int
submit_one(const lava_args *a, const lava_lab *lab, const char *board,
	   char *id, size_t idlen)
{
	board_conf bc;
	char tmp[] = "/tmp/cryptobench-job-XXXXXX.yaml", *t;
	size_t len;
	int fd, rc = -1;

	if (load_board(board, &bc) != 0 || (t = job_text(a, &bc, &len)) ==
	    NULL)
		return -1;
	fd = mkstemps(tmp, 5);
	if (fd < 0 || write(fd, t, len) != (ssize_t)len) {
		errorf("cannot write the job to %s: %s", tmp, strerror(errno));
	} else {
		rc = lava_submit(lab, tmp, id, idlen);
	}
	if (fd >= 0) {
		close(fd);
		unlink(tmp);
	}
	free(t);
	if (rc == 0)
		fprintf(stderr, "%s: %s: job %s submitted to lab %s\n", g_prog,
			board, id, lab->name);
	return rc;
}

/* lava submit: every board's job submitted, then each waited for,
 * fetched and saved as its board's run. */
static int
lava_submit_all(const lava_args *a, const char *datadir)
{
	char ids[MAX_BOARDS][24], what[160];
	lava_lab lab;
	int i, ok = 0, failed = 0;

	if (lava_lab_init(&lab, a->lab) != 0)
		return 1;
	for (i = 0; i < a->nboards; i++) {
		ids[i][0] = '\0';
		if (submit_one(a, &lab, a->boards[i], ids[i],
			       sizeof(ids[i])) != 0)
			failed++;
	}
	for (i = 0; i < a->nboards && a->no_wait; i++)
		if (ids[i][0] != '\0')
			printf("%s %s\n", a->boards[i], ids[i]);
	if (a->no_wait) {
		fprintf(stderr, "%s: 'cryptobench run --lava ID%s%s' saves "
			"each when it has run\n", g_prog, a->lab ? " --lab " :
			"", a->lab ? a->lab : "");
		return failed ? 1 : 0;
	}
	for (i = 0; i < a->nboards; i++) {
		lava_job_info ji;
		lava_source src;
		char *text = NULL;
		size_t len = 0;

		if (ids[i][0] == '\0')
			continue;
		snprintf(what, sizeof(what), "job %s at lab %s (%s)", ids[i],
			 lab.name, a->boards[i]);
		if (lava_wait(&lab, ids[i], 0) != 0 ||
		    lava_show(&lab, ids[i], &ji) != 0 ||
		    lava_logs(&lab, ids[i], &text, &len) != 0) {
			failed++;
			continue;
		}
		src.lab = lab.name;
		src.job = ids[i];
		src.device = ji.device;
		src.what = what;
		if (lava_save(&a->run, datadir, &src, text, len) == 0)
			ok++;
		else
			failed++;
		free(text);
	}
	fprintf(stderr, "%s: %d of %d boards saved as runs%s\n", g_prog, ok,
		a->nboards, failed ? " (see the messages above)" : "");
	return failed ? 1 : 0;
}

int
cmd_lava(int argc, char **argv, const char *datadir)
{
	lava_args a;
	int i;

	memset(&a, 0, sizeof(a));
	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			fputs(lava_help, stdout);
			return 0;
		}
		if (lava_option(argc, argv, &i, &a))
			continue;
		if (argv[i][0] == '-')
			die_usage("lava", "unknown option '%s'", argv[i]);
		if (a.sub == NULL)
			a.sub = argv[i];
		else if (a.nboards < MAX_BOARDS)
			a.boards[a.nboards++] = argv[i];
		else
			die_usage("lava", "at most %d boards", MAX_BOARDS);
	}
	if (a.sub == NULL)
		die_usage("lava", "which: job, device, device-type, local or "
			  "submit?");
	lava_check(&a);
	if (a.job.timeout_s == 0)
		a.job.timeout_s = 1800;
	if (a.job.silence_s == 0)
		a.job.silence_s = 300;
	a.job.device_type = a.device_type;
	if (strcmp(a.sub, "local") == 0)
		return lava_local(&a, datadir);
	if (strcmp(a.sub, "submit") != 0)
		return lava_write(&a);
	if (a.device_type != NULL && boards_of_type(&a, a.device_type) != 0)
		return 1;
	a.job.device_type = NULL;
	return lava_submit_all(&a, datadir);
}
