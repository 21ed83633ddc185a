/* SPDX-License-Identifier: MIT */
/* run --board: build, flash, reset, read the serial log, time it from outside. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "board.h"
#include "model.h"
#include "util.h"

/* sh -c cmd in its own process group (so that it can be stopped whole),
 * its output on stderr; the pid, or -1 (printed). */
static pid_t
start_command(const char *cmd)
{
	pid_t p;

	fflush(NULL);
	p = fork();
	if (p < 0) {
		errorf("cannot start the command: fork failed");
		return -1;
	}
	if (p == 0) {
		(void)setpgid(0, 0);
		(void)dup2(2, 1);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	(void)setpgid(p, p);
	return p;
}

/* The log's "# clock_mhz:" value, 0 if none. */
static double
log_clock(const char *log)
{
	const char *c = strstr(log, "\n# clock_mhz: ");

	return c != NULL ? strtod(c + 14, NULL) : 0;
}

/* The "# external_row:" lines as a table on standard output. */
static void
print_external(const char *log)
{
	static const char *const cols[] = { "algorithm", "operation",
		"params", "on-chip_us", "pin_us", "pin/chip" };
	table *t = table_new(6, cols);
	const char *l;
	int c;

	for (c = 3; c < 6; c++)
		table_numeric(t, c);
	for (l = strstr(log, "# external_row: "); l != NULL;
	     l = strstr(l + 1, "# external_row: ")) {
		char a[48], o[32], p[200], ch[32], pin[32], ratio[32];
		const char *cells[6] = { a, o, p, ch, pin, ratio };

		if (sscanf(l + 16, "%47s %31s %199s chip_us=%31s pin_us=%31s",
			   a, o, p, ch, pin) != 5)
			continue;
		snprintf(ratio, sizeof(ratio), "%.4f", strtod(ch, NULL) > 0 ?
			 strtod(pin, NULL) / strtod(ch, NULL) : 0);
		table_add(t, cells);
	}
	printf("external timing: the marker pin's pulses (median per call) "
	       "beside the on-chip count at the stated clock\n\n");
	table_print(t, stdout);
	printf("\n");
	table_free(t);
}

/* Compare the edges with the log; a mismatch keeps the log as it is. */
static void
check_edges(const board_opts *o, const board_conf *bc, gpio_capture *g,
	    char **log, size_t *loglen)
{
	char verdict[256];
	size_t n;
	const edge *e = gpio_edges(g, &n);
	double stated = log_clock(*log);

	if (edges_check(log, loglen, e, n, stated, verdict,
			sizeof(verdict)) != 0) {
		errorf("%s: the clock is not verified (the figures are saved "
		       "without it)", o->gpio);
		return;
	}
	print_external(*log);
	/* the resolution: pulses, edge jitter, the clock's uncertainty */
	{
		const char *x = strstr(*log, "\n# external: ");

		if (x != NULL)
			fprintf(stderr, "%s: %s: %.*s\n", g_prog, o->gpio,
				(int)strcspn(x + 13, "\n"), x + 13);
	}
	fprintf(stderr, "%s: %s (%s on %s)\n", g_prog, verdict, gpio_api(),
		o->gpio);
	if (strstr(verdict, "WRONG") != NULL)
		fprintf(stderr, "%s: warning: the board's stated clock is "
			"wrong: its cycle counts are right, its per-MHz "
			"figures and times are not\n", g_prog);
	if (bc->clock_mhz > 0 && stated > 0 &&
	    (stated < bc->clock_mhz * 0.99 || stated > bc->clock_mhz * 1.01))
		fprintf(stderr, "%s: warning: the board ran at %g MHz, not "
			"the %g MHz of %s (its clock set-up did not "
			"complete)\n", g_prog, stated, bc->clock_mhz,
			bc->path);
}

/* see board.h */
int
run_board(const board_opts *o, char **log, size_t *loglen)
{
	board_conf bc;
	serial_log s;
	char dir[4096], elf[4400], bin[4400], cmd[8192];
	const char *tmpl;
	gpio_capture *g = NULL;
	pid_t child = 0;
	int rc = -1;

	*log = NULL;
	*loglen = 0;
	if (board_root() == NULL ||
	    board_conf_load(board_root(), o->board, &bc) != 0)
		return -1;
	if (o->build_dir != NULL)
		snprintf(dir, sizeof(dir), "%s", o->build_dir);
	else
		snprintf(dir, sizeof(dir), "%s/build-fw-%s%s", board_root(),
			 bc.name, o->full ? "-full" : "");
	snprintf(elf, sizeof(elf), "%s/mcu/fw-%s.elf", dir, bc.name);
	snprintf(bin, sizeof(bin), "%s/mcu/fw-%s.bin", dir, bc.name);
	tmpl = o->no_flash ? bc.reset : o->flash_cmd != NULL ? o->flash_cmd :
		bc.flash;
	if (!o->no_flash && *tmpl == '\0') {
		errorf("%s: board %s has no flash command: give --flash-cmd "
		       "(or --no-flash)", bc.path, bc.name);
		return -1;
	}
	if (board_command(cmd, sizeof(cmd), tmpl, elf, bin) != 0)
		return -1;
	/* step 1: the image (none needed when it is flashed already) */
	if (!o->no_flash) {
		if (board_build(&bc, dir, o->full ? "-Dfw_bench=full" :
				"-Dfw_bench=quick", 0, o->verbose) != 0)
			return -1;
		if (access(elf, R_OK) != 0) {
			errorf("build: no %s after the build", elf);
			return -1;
		}
	}
	/* the pin and the port first: a bad one fails before flashing, and
	 * the board's first line comes while the flash tool exits */
	if (o->gpio != NULL && (g = gpio_open(o->gpio)) == NULL)
		return -1;
	memset(&s, 0, sizeof(s));
	s.dev = o->serial;
	s.fd = serial_open(o->serial, o->baud > 0 ? o->baud : bc.baud > 0 ?
			   bc.baud : 115200);
	if (s.fd < 0)
		goto out;
	s.total_s = o->timeout > 0 ? o->timeout : 900;
	s.line_s = o->line_timeout > 0 ? o->line_timeout : 120;
	s.answer_s = s.total_s < 15 ? s.total_s : 15;
	s.tty = isatty(2);
	s.gpio = g;
	s.child_what = o->no_flash ? "reset" : "flash";
	/* step 2: flash (and reset), or reset */
	if (*cmd != '\0') {
		fprintf(stderr, "%s: %s: %s\n", g_prog, s.child_what, cmd);
		child = start_command(cmd);
		if (child < 0)
			goto out;
	} else {
		fprintf(stderr, "%s: %s has no reset command: reset the board "
			"now (waiting %.0f s for its first line)\n", g_prog,
			bc.name, s.answer_s);
	}
	/* step 3: the log, from the start marker to the end marker */
	fprintf(stderr, "%s: reading %s at %ld baud\n", g_prog, o->serial,
		o->baud > 0 ? o->baud : bc.baud > 0 ? bc.baud : 115200);
	if (serial_read_log(&s, (int)child) != 0)
		goto out;
	*log = s.log;
	*loglen = s.loglen;
	fprintf(stderr, "%s: %s: self-test ok, %zu rows\n", g_prog, bc.name,
		s.rows);
	/* step 4: the marker pin's edges beside the rows */
	if (g != NULL)
		check_edges(o, &bc, g, log, loglen);
	rc = 0;
out:
	if (s.fd >= 0)
		close(s.fd);
	gpio_close(g);
	return rc;
}
