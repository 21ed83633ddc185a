/* SPDX-License-Identifier: MIT */
/* cryptobench: compare published and measured crypto benchmarks per MHz. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cb_version.h"
#include "cmd.h"
#include "model.h"
#include "util.h"

#ifndef CB_VERSION
#define CB_VERSION "unknown"
#endif

static const char usage[] =
	"usage: cryptobench [--format text|csv|json|markdown] [--data DIR] "
	"COMMAND [ARGS]\n"
	"\n"
	"Compare cryptography benchmarks of microcontrollers per MHz.\n"
	"\n"
	"commands:\n"
	"  list                      the boards with published or measured "
	"tables\n"
	"  show BOARD                every figure of one board, normalised\n"
	"  compare BOARD BOARD...    side by side: cycles/byte, cycles/op, "
	"ratios\n"
	"  plot BOARD [BOARD...]     draw the comparison with gnuplot\n"
	"  ingest PAGE               parse a published page into CSV\n"
	"  verify [--algo GLOB]      run the crypto core's conformance suite\n"
	"  run [--quick] [--save N]  measure the crypto core on this machine\n"
	"  runs [NAME]               the history of the saved runs\n"
	"  lava job|local|submit ... the boards in a LAVA lab\n"
	"  store check|recover       check or recover the run store\n"
	"  cycles IMAGE.elf ...      estimated Cortex-M cycles of an ELF under "
	"QEMU\n"
	"  mirror BOARD              a published board's table predicted by "
	"emulation\n"
	"\n"
	"global options:\n"
	"  --format FMT   output as text (default), csv, json or markdown\n"
	"  --data DIR     add the boards of DIR (boards.csv and results/) to\n"
	"                 the shipped data, each replacing a shipped board of\n"
	"                 its id (repeatable)\n"
	"  --data-only DIR\n"
	"                 read DIR in the shipped data's place (default:\n"
	"                 $CRYPTOBENCH_DATA, else the shipped data)\n"
	"  --help         this text; 'cryptobench COMMAND --help' for a "
	"command\n"
	"  --version      print the version\n";

static int
set_format(const char *f)
{
	if (strcmp(f, "text") == 0)
		g_format = FMT_TEXT;
	else if (strcmp(f, "csv") == 0)
		g_format = FMT_CSV;
	else if (strcmp(f, "json") == 0)
		g_format = FMT_JSON;
	else if (strcmp(f, "markdown") == 0 || strcmp(f, "md") == 0)
		g_format = FMT_MARKDOWN;
	else
		return -1;
	return 0;
}

/* --data folders at most */
#define MAX_ADDED 16

int
main(int argc, char **argv)
{
	const char *data = NULL, *cmd = NULL, *add[MAX_ADDED];
	int nadd = 0;
	char **rest;
	int i, n = 0;

	rest = calloc((size_t)argc + 1, sizeof(char *));
	if (rest == NULL)
		return 1;
	/* global options may stand anywhere; the rest goes to the command */
	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *v = NULL;

		if (strncmp(a, "--format=", 9) == 0) {
			v = a + 9;
		} else if (strcmp(a, "--format") == 0) {
			if (++i >= argc)
				die_usage(NULL, "--format needs a value");
			v = argv[i];
		}
		if (v != NULL) {
			if (set_format(v) != 0)
				die_usage(NULL, "unknown format '%s' (text, "
					  "csv, json, markdown)", v);
			continue;
		}
		/* --data DIR adds a folder to the shipped data (each
		 * board replacing a shipped one of its id); --data-only DIR
		 * reads DIR in the shipped data's place */
		if (strncmp(a, "--data=", 7) == 0 ||
		    strncmp(a, "--data-only=", 12) == 0) {
			v = strchr(a, '=') + 1;
		} else if (strcmp(a, "--data") == 0 ||
			   strcmp(a, "--data-only") == 0) {
			if (++i >= argc)
				die_usage(NULL, "%s needs a folder", a);
			v = argv[i];
		}
		if (v != NULL && a[6] == '-') {
			data = v;
			continue;
		}
		if (v != NULL) {
			if (nadd == MAX_ADDED)
				die_usage(NULL, "at most %d --data folders",
					  MAX_ADDED);
			add[nadd++] = v;
			continue;
		}
		if (cmd == NULL && strcmp(a, "--version") == 0) {
			printf("cryptobench %s (%s)\n", CB_VERSION, CB_GIT_DESCRIBE);
			free(rest);
			return 0;
		}
		if (cmd == NULL && a[0] == '-') {
			if (is_help(a)) {
				fputs(usage, stdout);
				free(rest);
				return 0;
			}
			die_usage(NULL, "unknown option '%s'", a);
		}
		if (cmd == NULL)
			cmd = a;
		rest[n++] = argv[i];
	}
	if (cmd == NULL) {
		fputs(usage, stderr);
		free(rest);
		return 2;
	}
	{
		int rc = 2;
		const char *dir = data_dir(data);

		data_add_dirs(add, nadd);

		if (strcmp(cmd, "list") == 0)
			rc = cmd_list(n, rest, dir);
		else if (strcmp(cmd, "show") == 0)
			rc = cmd_show(n, rest, dir);
		else if (strcmp(cmd, "compare") == 0)
			rc = cmd_compare(n, rest, dir);
		else if (strcmp(cmd, "ingest") == 0)
			rc = cmd_ingest(n, rest, dir);
		else if (strcmp(cmd, "plot") == 0)
			rc = cmd_plot(n, rest, dir);
		else if (strcmp(cmd, "verify") == 0)
			rc = cmd_verify(n, rest, dir);
		else if (strcmp(cmd, "run") == 0)
			rc = cmd_run(n, rest, dir);
		else if (strcmp(cmd, "runs") == 0)
			rc = cmd_runs(n, rest, dir);
		else if (strcmp(cmd, "store") == 0)
			rc = cmd_store(n, rest, dir);
		else if (strcmp(cmd, "cycles") == 0)
			rc = cmd_cycles(n, rest, dir);
		else if (strcmp(cmd, "lava") == 0)
			rc = cmd_lava(n, rest, dir);
		else if (strcmp(cmd, "mirror") == 0)
			rc = cmd_mirror(n, rest, dir);
		else if (strcmp(cmd, "help") == 0) {
			fputs(usage, stdout);
			rc = 0;
		} else
			die_usage(NULL, "unknown command '%s'", cmd);
		free(rest);
		return rc;
	}
}
