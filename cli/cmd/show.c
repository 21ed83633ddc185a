/* SPDX-License-Identifier: MIT */
/* cryptobench show: every figure of one board with its per-MHz value. */
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "fit.h"
#include "model.h"
#include "spread.h"
#include "util.h"

static const char show_help[] =
	"usage: cryptobench show BOARD [--impl sw|hw|all] [--family F] "
	"[--algo GLOB]\n"
	"                        [--emulated est-cycles|insns] [--fit]\n\n"
	"Print every figure of BOARD as published, with its per-MHz value:\n"
	"cycles/byte for throughput (MB = 10^6 bytes), cycles/op for "
	"latency.\n"
	"BOARD is an id, an MCU or a unique prefix of either; a saved run\n"
	"NAME is its newest run, NAME@N run N (see 'cryptobench runs').\n\n"
	"  --impl sw|hw|all   software, hardware-accelerated or both "
	"(default all)\n"
	"  --family F         cipher, aead, hash, mac, signature, key-exchange "
	"or pq\n"
	"  --algo GLOB        algorithm ids matching GLOB (a comma list of\n"
	"                     patterns), e.g. 'aes-128-*'\n"
	"  --emulated est-cycles|insns\n"
	"                     an emulated board's figures: only the cycle\n"
	"                     model's estimates, or only its emulated\n"
	"                     instruction counts (default: both)\n"
	"  --fit              instead, per case measured at two or more\n"
	"                     message sizes (run --sweep, CMOX's buffers):\n"
	"                     the least-squares cost of one call, setup_a +\n"
	"                     per_byte_b x bytes, or per block where the\n"
	"                     cost steps per block, with its residual and\n"
	"                     the sizes used\n";

int
cmd_show(int argc, char **argv, const char *datadir)
{
	filter flt = { 0 };
	const char *name = NULL;
	const cb_board *b;
	cb_dataset ds;
	int i, k, rc, fit = 0;

	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			fputs(show_help, stdout);
			return 0;
		}
		k = filter_option(&flt, argc, argv, &i);
		if (k < 0)
			return 2;
		if (k > 0)
			continue;
		if (strcmp(argv[i], "--fit") == 0) {
			fit = 1;
			continue;
		}
		if (argv[i][0] == '-')
			die_usage("show", "unknown option '%s'", argv[i]);
		if (name != NULL)
			die_usage("show", "one board only (use compare for "
				  "several)");
		name = argv[i];
	}
	if (name == NULL)
		die_usage("show", "which board? (see 'cryptobench list')");
	if (data_load_names(datadir, &ds, (char *const *)&name, 1) != 0)
		return 1;
	b = data_resolve(&ds, name);
	if (b == NULL) {
		data_free(&ds);
		return 1;
	}
	if (fit) {
		rc = fit_print(&ds, b, &flt);
	} else {
		/* a saved run: its log gives each count's spread */
		char *log = spread_run_log(b->id);

		rc = print_results(b, ds.rows, ds.nrows, &flt, log);
		free(log);
	}
	data_free(&ds);
	return rc == 0 ? 0 : 1;
}
