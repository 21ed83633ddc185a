/* SPDX-License-Identifier: MIT */
/* A board's LAVA job, device dictionary and type, from its board.conf. */
#include <stdlib.h>
#include <string.h>

#include "lab.h"
#include "util.h"

/*
 * A QEMU board runs on LAVA's stock qemu device type: the job's context
 * gives the machine, its CPU, RAM and network card (board.conf) and the
 * options run-qemu (mcu/scripts/run-qemu) runs every image with, so that
 * the image prints under LAVA what it prints under 'run --target'.  A
 * real board runs on a device type of its own (lava_write_device_type):
 * deploy 'flasher' (board.conf's flash command), boot 'minimal' (connect
 * to its console, then board.conf's reset command), so that the console
 * is read from the reset on.  Both read the firmware's output with two
 * 'monitors': its self-test lines as pass/fail results, then each row as
 * a measurement.
 */

/* as mcu/scripts/run-qemu runs every image (tests/lab/lava-run.sh
 * compares the logs) */
static const char *const qemu_extra[] = { "-icount shift=0",
	"-semihosting-config enable=on,target=native" };
/* where a board without a reset command keeps its image between the
 * deploy and the boot, on the lab's worker */
#define STASH_DIR "/var/lib/lava/cryptobench"

/* A value that YAML, sh and Jinja2 all take inside quotes: printable
 * ASCII (no control character, no newline). */
static int
printable(const char *s)
{
	for (; *s != '\0'; s++)
		if ((unsigned char)*s < 0x20 || (unsigned char)*s > 0x7e)
			return 0;
	return 1;
}

/* s as a single-quoted YAML scalar ('' for '). */
static void
yaml_sq(FILE *f, const char *s)
{
	fputc('\'', f);
	for (; *s != '\0'; s++) {
		if (*s == '\'')
			fputc('\'', f);
		fputc(*s, f);
	}
	fputc('\'', f);
}

/* A growing string. */
typedef struct sbuf {
	char *s;
	size_t n, cap;
	int oom;
} sbuf;

static void
sb_put(sbuf *b, const char *s, size_t n)
{
	if (b->oom)
		return;
	if (b->n + n + 1 > b->cap) {
		size_t cap = (b->n + n + 1) * 2;
		char *t = realloc(b->s, cap);

		if (t == NULL) {
			b->oom = 1;
			return;
		}
		b->s = t;
		b->cap = cap;
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = '\0';
}

static void
sb_str(sbuf *b, const char *s)
{
	sb_put(b, s, strlen(s));
}

/*
 * A board.conf command template for LAVA: "sh -c '...'" (LAVA splits a
 * command into words itself, and board.conf's are shell), {elf} and
 * {bin} as LAVA names the job's images (ELF, BIN) or, with stash, as
 * the files kept under STASH_DIR.  malloc'd, or NULL (printed).
 */
static char *
lava_command(const board_conf *bc, const char *tmpl, int stash)
{
	sbuf b = { NULL, 0, 0, 0 };
	const char *p;

	if (!printable(tmpl)) {
		errorf("%s: a command with a character LAVA cannot be given "
		       "(a control character, non-ASCII)", bc->path);
		return NULL;
	}
	sb_str(&b, "sh -c '");
	for (p = tmpl; *p != '\0'; p++) {
		const char *kind = strncmp(p, "{elf}", 5) == 0 ? "elf" :
				   strncmp(p, "{bin}", 5) == 0 ? "bin" : NULL;

		if (kind != NULL && stash) {
			sb_str(&b, STASH_DIR "/");
			sb_str(&b, bc->name);
			sb_str(&b, ".");
			sb_str(&b, kind);
		} else if (kind != NULL) {
			sb_str(&b, kind[0] == 'e' ? "{ELF}" : "{BIN}");
		} else if (*p == '\'') {
			sb_str(&b, "'\\''");
		} else {
			sb_put(&b, p, 1);
		}
		if (kind != NULL)
			p += 4;
	}
	sb_str(&b, "'");
	if (b.oom) {
		free(b.s);
		errorf("out of memory");
		return NULL;
	}
	return b.s;
}

/* The image kinds a real board's deploy needs: bit 0 ELF, bit 1 BIN. */
static int
images_needed(const board_conf *bc)
{
	return (strstr(bc->flash, "{elf}") != NULL) |
	       (strstr(bc->flash, "{bin}") != NULL) << 1;
}

/* see lab.h */
const char *
lava_device_type(const board_conf *bc)
{
	return bc->qemu[0] != '\0' ? "qemu" : bc->name;
}

/* The two monitors: the self-test, then the rows. */
static void
write_monitors(FILE *f, int timeout_s)
{
	fprintf(f,
		"- test:\n"
		"    timeout: {seconds: %d}\n"
		"    monitors:\n"
		"    - name: cryptobench-selftest\n"
		"      start: '# firmware: '\n"
		"      end: '# selftest: ok\\r*\\n'\n"
		"      pattern: 'selftest (?P<test_case_id>[^\\r\\n]+?) "
		"(?P<result>ok|FAIL) \\('\n"
		"      fixupdict: {ok: pass, FAIL: fail}\n"
		"    # the end pattern takes the whole line: the log is read "
		"back to it\n"
		"    - name: cryptobench\n"
		"      start: '# cryptobench: run log'\n"
		"      end: '# end\\r*\\n'\n"
		"      pattern: 'row (?P<test_case_id>\\S+ \\S+ \\S+) \\S+ "
		"(?P<measurement>[0-9.]+) (?P<units>\\S+)'\n", timeout_s);
}

/* see lab.h */
int
lava_write_job(FILE *f, const board_conf *bc, const lava_job_opts *o)
{
	const char *type = o->device_type != NULL ? o->device_type :
			   lava_device_type(bc);
	int qemu = bc->qemu[0] != '\0', need = qemu ? 1 : images_needed(bc);
	size_t i;

	if ((need & 1 && o->elf_url == NULL) ||
	    (need & 2 && o->bin_url == NULL)) {
		errorf("%s: the job needs the URL of the firmware's %s image",
		       bc->name, need & 1 && o->elf_url == NULL ? "ELF" :
		       "raw (.bin)");
		return -1;
	}
	if ((o->elf_url && !printable(o->elf_url)) ||
	    (o->bin_url && !printable(o->bin_url)) || !printable(type)) {
		errorf("a URL or device type with a control character");
		return -1;
	}
	if (qemu && (bc->qemu_ram == 0 || bc->qemu_nic[0] == '\0')) {
		errorf("%s: no qemu_ram or qemu_nic line (LAVA's qemu device "
		       "type passes -m and a network card)", bc->path);
		return -1;
	}
	fprintf(f, "# The firmware of %s (%s): its self-test and benchmark;\n"
		"# 'cryptobench run --lava JOB_ID' saves the run it prints.\n"
		"# Written by 'cryptobench lava job %s'.\n", bc->name,
		bc->path, bc->name);
	fprintf(f, "device_type: ");
	yaml_sq(f, type);
	fprintf(f, "\njob_name: 'cryptobench %s%s%s'\n", bc->name,
		qemu ? " " : "", qemu ? bc->target : "");
	fprintf(f, "timeouts:\n  job: {seconds: %d}\n  action: {seconds: %d}"
		"\n  connection: {seconds: %d}\n", o->timeout_s, o->timeout_s,
		o->silence_s);
	fprintf(f, "priority: medium\nvisibility: public\n");
	if (qemu) {
		fprintf(f, "context:\n  arch: arm\n  cpu: %s\n  machine: %s\n"
			"  memory: %ld\n  model: 'model=%s'\n"
			"  extra_options:\n", bc->cpu, bc->qemu, bc->qemu_ram,
			bc->qemu_nic);
		for (i = 0; i < sizeof(qemu_extra) / sizeof(qemu_extra[0]);
		     i++)
			fprintf(f, "  - '%s'\n", qemu_extra[i]);
	}
	fprintf(f, "metadata:\n  cryptobench.board: %s\n", bc->name);
	fprintf(f, "actions:\n- deploy:\n    timeout: {seconds: %d}\n",
		o->timeout_s);
	if (qemu) {
		fprintf(f, "    to: tmpfs\n    images:\n      kernel:\n"
			"        image_arg: '-kernel {kernel}'\n        url: ");
		yaml_sq(f, o->elf_url);
		fprintf(f, "\n");
	} else {
		fprintf(f, "    to: flasher\n    images:\n");
		if (need & 1) {
			fprintf(f, "      elf:\n        url: ");
			yaml_sq(f, o->elf_url);
			fprintf(f, "\n");
		}
		if (need & 2) {
			fprintf(f, "      bin:\n        url: ");
			yaml_sq(f, o->bin_url);
			fprintf(f, "\n");
		}
	}
	/* inside the monitors, the boot action's timeout is the longest
	 * silence between two lines */
	fprintf(f, "- boot:\n    method: %s\n%s    timeout: {seconds: %d}\n",
		qemu ? "qemu" : "minimal", qemu ? "    media: tmpfs\n" : "",
		o->silence_s);
	write_monitors(f, o->timeout_s);
	return ferror(f) ? -1 : 0;
}

/* The deploy commands and the reset command of a real board: with a
 * reset command, flash then reset; without (the image does not survive
 * a reset), keep the image in STASH_DIR and load it at the reset.  0, or
 * -1 (printed). */
static int
real_commands(const board_conf *bc, char **deploy, char **reset)
{
	*deploy = *reset = NULL;
	if (bc->flash[0] == '\0') {
		errorf("%s: no flash line: LAVA cannot load the board",
		       bc->path);
		return -1;
	}
	if (bc->reset[0] != '\0') {
		*deploy = lava_command(bc, bc->flash, 0);
		*reset = lava_command(bc, bc->reset, 0);
	} else {
		char cp[512];
		int need = images_needed(bc);

		snprintf(cp, sizeof(cp), "mkdir -p " STASH_DIR "%s%s%s%s%s",
			 need & 1 ? " && cp {elf} " STASH_DIR "/" : "",
			 need & 1 ? bc->name : "", need & 1 ? ".elf" : "",
			 need & 2 ? " && cp {bin} " STASH_DIR "/" : "",
			 need & 2 ? bc->name : "");
		if (need & 2)
			strcat(cp, ".bin");
		*deploy = lava_command(bc, cp, 0);
		*reset = lava_command(bc, bc->flash, 1);
	}
	if (*deploy == NULL || *reset == NULL) {
		free(*deploy);
		free(*reset);
		return -1;
	}
	return 0;
}

/* s as a Jinja2 string literal holding a single-quoted YAML scalar: what
 * a device dictionary sets and the template writes as it is. */
static void
jinja_yaml(FILE *f, const char *s)
{
	fputs("'\\'", f);
	for (; *s != '\0'; s++) {
		if (*s == '\'')
			fputs("\\'\\'", f);
		else if (*s == '\\')
			fputs("\\\\", f);
		else
			fputc(*s, f);
	}
	fputs("\\''", f);
}

/* The constants and timeouts every device file has, as LAVA's
 * base.jinja2 renders them by default: lava-run reads failure_retry,
 * boot_retry once failure_retry is set, and for a console command the
 * others. */
static void
local_common(FILE *f)
{
	fprintf(f, "constants:\n  failure_retry: 1\n  boot_retry:\n"
		"  posix:\n    lava_test_sh_cmd: /bin/sh\n"
		"    lava_test_results_dir: /lava-%%s\n"
		"    lava_test_shell_file: ~/.bashrc\n"
		"  shutdown-message: 'The system is going down for reboot "
		"NOW'\n"
		"  kernel-start-message: 'Linux version [0-9]'\n"
		"  default-shell-prompt: 'lava-test: # '\n"
		"  spawn_maxread: '4092'\n"
		"parameters:\n  pass:\n"
		"timeouts:\n  actions: {}\n  connections: {}\n");
}

/* A QEMU board's device file as LAVA's qemu.jinja2 renders it for the
 * job's context. */
static void
local_qemu(FILE *f, const board_conf *bc)
{
	size_t i;

	local_common(f);
	fprintf(f, "available_architectures:\n- arm\n"
		"actions:\n  deploy:\n    connections:\n      serial:\n"
		"    methods:\n      image:\n        parameters:\n"
		"          guest: {size: 512, interface: ide, "
		"driveid: lavatest}\n"
		"  boot:\n    connections:\n      serial:\n"
		"    methods:\n      qemu:\n        parameters:\n"
		"          command: qemu-system-arm\n"
		"          boot_options: {}\n          options:\n"
		"          - -cpu %s\n          - -machine %s\n"
		"          - -nographic\n"
		"          - -net nic,model=%s,macaddr=52:54:00:12:34:58 "
		"-net user\n"
		"          - -m %ld\n          - -monitor none\n"
		"          extra:\n", bc->cpu, bc->qemu, bc->qemu_nic,
		bc->qemu_ram);
	for (i = 0; i < sizeof(qemu_extra) / sizeof(qemu_extra[0]); i++)
		fprintf(f, "          - '%s'\n", qemu_extra[i]);
}

/* see lab.h */
int
lava_write_device(FILE *f, const board_conf *bc, const lava_device_opts *o)
{
	char *deploy, *reset;

	if (bc->qemu[0] != '\0') {
		if (bc->qemu_ram == 0 || bc->qemu_nic[0] == '\0') {
			errorf("%s: no qemu_ram or qemu_nic line", bc->path);
			return -1;
		}
		if (o->local) {
			fprintf(f, "# lava-run's device file for %s (%s)\n",
				bc->name, bc->path);
			local_qemu(f, bc);
		} else {
			fprintf(f, "{# A QEMU device of LAVA's stock qemu "
				"device type: it runs %s and every QEMU board\n"
				"   of cryptobench (their jobs give the "
				"machine in their context). #}\n"
				"{%% extends 'qemu.jinja2' %%}\n", bc->name);
		}
		return ferror(f) ? -1 : 0;
	}
	if (o->connect == NULL || !printable(o->connect)) {
		errorf("%s: a real board's device needs --connect CMD: the "
		       "command that opens its console (%s) at %ld baud 8N1, "
		       "e.g. 'telnet localhost 7000' through ser2net", bc->name,
		       bc->console[0] ? bc->console : "see board.conf",
		       bc->baud > 0 ? bc->baud : 115200);
		return -1;
	}
	if (!o->local) {
		fprintf(f, "{# One %s of the lab (%s): its console is %s, at "
			"%ld baud 8N1. #}\n{%% extends '%s.jinja2' %%}\n"
			"{%% set connection_command = ", bc->name, bc->path,
			bc->console, bc->baud > 0 ? bc->baud : 115200,
			bc->name);
		jinja_yaml(f, o->connect);
		fprintf(f, " %%}\n");
		return ferror(f) ? -1 : 0;
	}
	if (real_commands(bc, &deploy, &reset) != 0)
		return -1;
	fprintf(f, "# lava-run's device file for one %s (%s)\n", bc->name,
		bc->path);
	local_common(f);
	fprintf(f, "commands:\n  connect: ");
	yaml_sq(f, o->connect);
	fprintf(f, "\n  hard_reset: ");
	yaml_sq(f, reset);
	fprintf(f, "\nactions:\n  deploy:\n    methods:\n      flasher:\n"
		"        commands:\n        - ");
	yaml_sq(f, deploy);
	fprintf(f, "\n  boot:\n    connections:\n      serial:\n"
		"    methods:\n      minimal:\n");
	free(deploy);
	free(reset);
	return ferror(f) ? -1 : 0;
}

/* see lab.h */
int
lava_write_device_type(FILE *f, const board_conf *bc)
{
	char *deploy, *reset;

	if (bc->qemu[0] != '\0') {
		errorf("%s is a QEMU board: its device type is LAVA's stock "
		       "qemu (nothing to add; 'cryptobench lava device %s' "
		       "writes its device dictionary)", bc->name, bc->name);
		return -1;
	}
	if (real_commands(bc, &deploy, &reset) != 0)
		return -1;
	fprintf(f, "{# The LAVA device type of %s (%s), for\n"
		"   dispatcher-config/device-types/%s.jinja2: flash (deploy "
		"'flasher'), then\n   connect to the console and reset (boot "
		"'minimal'). Needs %s. #}\n",
		bc->name, bc->path, bc->name, bc->tool[0] ? bc->tool :
		"the flash tool of board.conf");
	fprintf(f, "{%% set hard_reset_command = hard_reset_command|"
		"default(");
	jinja_yaml(f, reset);
	fprintf(f, ") %%}\n{%% extends 'base.jinja2' %%}\n"
		"{%% block body %%}\nactions:\n  deploy:\n    methods:\n"
		"      flasher:\n        commands:\n{%% raw %%}\n        - ");
	yaml_sq(f, deploy);
	fprintf(f, "\n{%% endraw %%}\n  boot:\n    connections:\n"
		"      serial:\n    methods:\n      minimal:\n"
		"{%% endblock body %%}\n");
	free(deploy);
	free(reset);
	return ferror(f) ? -1 : 0;
}

/* see lab.h */
void
lava_write_dispatcher(FILE *f)
{
	fprintf(f, "# lava-run's dispatcher file: without it, lava-run asks "
		"the default route\n# for its address and fails on a machine "
		"with no network.\ndispatcher_ip: 127.0.0.1\n");
}
