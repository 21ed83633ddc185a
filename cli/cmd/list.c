/* SPDX-License-Identifier: MIT */
/* cryptobench list: the boards and their provenance. */
#include <string.h>

#include "cmd.h"
#include "model.h"
#include "util.h"

int
cmd_list(int argc, char **argv, const char *datadir)
{
	static const char *const cols[] = { "board", "mcu", "core",
		"clock_mhz", "library", "compiler", "figures", "source" };
	cb_dataset ds;
	table *t;
	size_t b, r;
	int i, ids = 0;

	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			puts("usage: cryptobench list [--ids]\n\n"
			     "List the boards whose tables are known: id, MCU, "
			     "core, clock,\nlibrary, compiler, number of "
			     "figures and source page.\n\n"
			     "  --ids  only the ids, one a line (the shipped "
			     "boards, then the\n         saved runs), as "
			     "shell completion reads them");
			return 0;
		}
		if (strcmp(argv[i], "--ids") == 0) {
			ids = 1;
			continue;
		}
		die_usage("list", "unexpected argument '%s'", argv[i]);
	}
	if (data_load(datadir, &ds) != 0)
		return 1;
	if (ids) {
		for (b = 0; b < ds.nboards; b++)
			puts(ds.boards[b].id);
		data_free(&ds);
		return 0;
	}
	t = table_new(8, cols);
	table_numeric(t, 3);
	table_numeric(t, 6);
	for (b = 0; b < ds.nboards; b++) {
		const cb_board *bd = &ds.boards[b];
		char clk[16], lib[96], cc[160], cnt[16];
		const char *cells[8];
		size_t n = 0;

		for (r = 0; r < ds.nrows; r++)
			n += strcmp(ds.rows[r].board, bd->id) == 0;
		snprintf(clk, sizeof(clk), "%g", bd->clock_mhz);
		snprintf(lib, sizeof(lib), "%s %s", bd->library,
			 bd->library_version);
		snprintf(cc, sizeof(cc), "%s %s", bd->compiler,
			 bd->optimization);
		snprintf(cnt, sizeof(cnt), "%zu", n);
		cells[0] = bd->id;
		cells[1] = bd->mcu;
		cells[2] = bd->core;
		cells[3] = clk;
		cells[4] = lib;
		cells[5] = cc;
		cells[6] = cnt;
		cells[7] = bd->source;
		table_add(t, cells);
	}
	table_print(t, stdout);
	table_free(t);
	data_free(&ds);
	return 0;
}
