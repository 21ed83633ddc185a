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
	"                        [--emulated est-cycles|insns] [--fit]\n"
	"                        [--clock MHZ]\n\n"
	"Print every figure of BOARD as published, with its per-MHz value\n"
	"(cycles/byte for throughput, MB = 10^6 bytes; cycles/op for\n"
	"latency) and its MB/s or operations/s at the board's clock, one\n"
	"table per unit; variants, statistics and notes beside them.  The\n"
	"text fits $COLUMNS (else the terminal, else 100 columns).\n"
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
	"  --clock MHZ        an emulated board's MB/s and ops/s at MHZ (a\n"
	"                     board's own are at its stated clock)\n"
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
	const char *name = NULL, *v;
	double clock = 0;
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
		if ((v = opt_value(argc, argv, &i, "--clock")) != NULL) {
			if (num_clock(v, &clock) != 0)
				die_usage("show", "--clock takes MHz (0.001 to "
					  "100000), not '%s'", v);
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
	if (clock > 0 && !b->emulated) {
		errorf("--clock: %s states its clock (%g MHz); --clock is for "
		       "an emulated board", b->id, b->clock_mhz);
		data_free(&ds);
		return 2;
	}
	if (fit) {
		rc = fit_print(&ds, b, &flt);
	} else {
		/* a saved run: its log gives each count's spread */
		char *log = spread_run_log(b->id);

		rc = show_print(b, ds.rows, ds.nrows, &flt, clock, log,
				stdout);
		free(log);
	}
	data_free(&ds);
	return rc == 0 ? 0 : 1;
}
