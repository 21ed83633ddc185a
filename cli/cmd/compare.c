/* SPDX-License-Identifier: MIT */
/* cryptobench compare: boards side by side, per MHz, with ratios. */
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "cmd.h"
#include "fit.h"
#include "model.h"
#include "util.h"

static const char compare_help[] =
	"usage: cryptobench compare BOARD BOARD [BOARD...] [--impl sw|hw|all|best]\n"
	"                           [--family F] [--algo GLOB] [--all]\n"
	"                           [--emulated est-cycles|insns] [--size N]\n"
	"                           [--config all|LIST] [--metric M]\n"
	"                           [--stat S] [--clock [BOARD=]MHZ] [--long]\n"
	"                           [--columns all|LIST]\n\n"
	"For each algorithm and operation published for the BOARDs (both of\n"
	"two; at least two of three or more): each board's figure per MHz,\n"
	"at its clock, and its ratio to the first board's.  Throughput\n"
	"becomes cycles/byte = clock / rate (MB = 10^6 bytes, KB = 10^3\n"
	"bytes); latency becomes cycles/op = time x clock; published cycle\n"
	"counts are used as they are.  Where a board has several variants\n"
	"of one figure (CMOX configurations, buffer sizes) the lowest cycles\n"
	"are shown and the variant is named in a note under the table.\n"
	"A ratio above 1 means more cycles per MHz than the first board.\n"
	"A saved run NAME is its newest run; NAME@N is run N (see\n"
	"'cryptobench runs'), e.g. 'compare host@1 host@2'.\n\n"
	"  --impl sw|hw|all|best\n"
	"                     software, hardware-accelerated, both (default)\n"
	"                     or each board's fastest of the two, named\n"
	"  --family F         cipher, aead, hash, mac, signature, key-exchange "
	"or pq\n"
	"  --algo GLOB        algorithm ids matching GLOB (a comma list of\n"
	"                     patterns), e.g. 'ecdsa-*,ed*'\n"
	"  --all              every row any board has, '-' where one has none\n"
	"  --emulated est-cycles|insns\n"
	"                     an emulated board's figure: the cycle model's\n"
	"                     estimate where the run has it (default), or its\n"
	"                     emulated instruction count; neither is ever\n"
	"                     measured cycles\n"
	"  --size N           ciphers, AEADs, hashes and MACs at a message\n"
	"                     of N bytes: as measured at N, else from the\n"
	"                     fit of the sizes measured (show --fit), its\n"
	"                     variant marked fit=interpolated (or\n"
	"                     fit=extrapolated outside them)\n"
	"  --config all|LIST  one row per memory/speed configuration instead\n"
	"                     of the lowest only: all, or a comma list of ct,\n"
	"                     table (ciphers, AEADs), small, ct, fast (public\n"
	"                     key; ct where it is one of several, e.g. RSA's\n"
	"                     default window), matched across boards by one\n"
	"                     table: CMOX's small = small (ct for AES),\n"
	"                     superfast and fast = fast (table for AES),\n"
	"                     ML-DSA Low RAM = small and its default = fast;\n"
	"                     pqm4's m4fstack = small, m4fspeed and m4f =\n"
	"                     fast.  Other variants (CMOX curve-def,\n"
	"                     modexp-impl, RSA window=, sizes) take the\n"
	"                     lowest, named.  A board that names none of an\n"
	"                     operation's configurations (or only a default:\n"
	"                     ct as its one public-key code) stands in each;\n"
	"                     '-' where it names others but not this one\n"
	"  --metric M         beside the cycles, the footprint in bytes of\n"
	"                     the same variant, as published or measured\n"
	"                     (never per MHz) with its ratio: stack,\n"
	"                     work-buffer, ram (stack + work-buffer), code\n"
	"                     or const-data; cycles (the default): none.\n"
	"                     Rows where no board has M are left out\n";
static const char compare_help2[] =
	"  --stat S           the statistic of each figure: min, mean, median,\n"
	"                     max, single or unstated, each board's where it\n"
	"                     has it (a note names the others).  Default: like\n"
	"                     against like, the statistic every board has\n"
	"                     (median, mean, single, unstated, min, max in\n"
	"                     that order), else each board's first of them,\n"
	"                     named in a note\n"
	"  --clock [BOARD=]MHZ\n"
	"                     the clock an emulated board's MB/s and ops/s\n"
	"                     are given at (a comma list; MHZ alone: every\n"
	"                     emulated board); other boards' are at their\n"
	"                     stated clock\n"
	"  --long             one line per board and figure, under a heading\n"
	"                     per row (the layout where the table is wider\n"
	"                     than the terminal: $COLUMNS, else its width)\n"
	"  --columns all|LIST the text's optional columns: all (at any\n"
	"                     width), or a comma list of family, abs\n"
	"                     (MB/s, ops/s), published (--long)\n\n"
	"--format json and csv give every field, typed (docs/output.md).\n";

/* The footprint metrics --metric sets beside the cycles. */
static const cb_metric memory_metrics[] = { MET_CYCLES, MET_STACK,
	MET_WORK_BUFFER, MET_RAM, MET_CODE, MET_CONST_DATA, MET_OTHER };

/* --config's value: all, or a comma list of configuration names. */
static void
check_configs(const char *v)
{
	char names[160] = "all";
	const char *ok[16] = { "all" };
	int k;

	for (k = 0; sel_config_name(k) != NULL && k < 14; k++) {
		size_t l = strlen(names);

		ok[k + 1] = sel_config_name(k);
		snprintf(names + l, sizeof(names) - l, ", %s",
			 sel_config_name(k));
	}
	ok[k + 1] = NULL;
	if (v == opt_missing || !list_all(v, ok))
		die_usage("compare", "--config takes %s or a comma list of "
			  "them, not '%s'", names, v);
}

/* --metric's value. */
static cb_metric
check_metric(const char *v)
{
	cb_metric m = metric_parse(v);
	int k;

	for (k = 0; memory_metrics[k] != MET_OTHER && memory_metrics[k] != m;
	     k++)
		;
	if (v == opt_missing || memory_metrics[k] == MET_OTHER)
		die_usage("compare", "--metric takes cycles, stack, "
			  "work-buffer, ram, code or const-data, not '%s'", v);
	return m == MET_CYCLES ? MET_OTHER : m;
}

/* --clock's value, once the boards are known: MHZ for every emulated
 * board, or BOARD=MHZ, in a comma list. */
static void
check_clocks(const char *v, const cb_board *const *b, int nb, double *mhz)
{
	char buf[256], *tok, *save;
	int i;

	if (v == NULL)
		return;
	snprintf(buf, sizeof(buf), "%s", v);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	     tok = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(tok, '=');
		double m;

		if (num_clock(eq ? eq + 1 : tok, &m) != 0)
			die_usage("compare", "--clock takes MHZ or BOARD=MHZ "
				  "(0.001 to 100000 MHz), not '%s'", tok);
		if (eq != NULL)
			*eq = '\0';
		for (i = 0; i < nb; i++)
			if (eq == NULL ? b[i]->emulated :
			    strcmp(b[i]->id, tok) == 0)
				break;
		if (i == nb || (eq != NULL && !b[i]->emulated))
			die_usage("compare", "--clock: %s%s", eq ? tok :
				  "no emulated board among these", eq == NULL ?
				  "" : i == nb ? " is none of the boards" :
				  " states its own clock (--clock is for "
				  "emulated boards)");
		for (; i < nb; i++)
			if (eq == NULL ? b[i]->emulated :
			    strcmp(b[i]->id, tok) == 0)
				mhz[i] = m;
	}
}

/* An option of compare's at argv[*i]: 1 if taken. */
static int
option(cmp_opts *o, int argc, char **argv, int *i, double *size,
       const char **clock)
{
	const char *v;
	long n;

	if (strcmp(argv[*i], "--impl=best") == 0 ||
	    (strcmp(argv[*i], "--impl") == 0 && *i + 1 < argc &&
	     strcmp(argv[*i + 1], "best") == 0)) {
		*i += argv[*i][6] == '\0';
		return o->best = 1;
	}
	if ((v = opt_value(argc, argv, i, "--size")) != NULL) {
		if (num_int(v, 1L << 30, &n) != 0)
			die_usage("compare", "--size takes a message size in "
				  "bytes, not '%s'", v);
		*size = (double)n;
	} else if ((v = opt_value(argc, argv, i, "--config")) != NULL) {
		check_configs(v);
		o->configs = v;
	} else if ((v = opt_value(argc, argv, i, "--metric")) != NULL) {
		o->mem = check_metric(v);
	} else if ((v = opt_value(argc, argv, i, "--clock")) != NULL) {
		*clock = v;
	} else if ((v = opt_value(argc, argv, i, "--columns")) != NULL) {
		if (v == opt_missing || *v == '\0')
			die_usage("compare", "--columns takes all or a comma "
				  "list of columns");
		o->columns = v;
	} else if ((v = opt_value(argc, argv, i, "--stat")) != NULL) {
		cb_stat st;

		if (stat_parse(v, &st) != 0)
			die_usage("compare", "--stat takes min, mean, median, "
				  "max, single or unstated, not '%s'", v);
		o->stat = (int)st;
	} else if (strcmp(argv[*i], "--all") == 0) {
		o->need = 1;
	} else if (strcmp(argv[*i], "--long") == 0) {
		o->lng = 1;
	} else {
		return 0;
	}
	return 1;
}

/* Why there is no row, said. */
static void
say_none(const cmp_opts *o, double size)
{
	if (o->configs != NULL || o->mem != MET_OTHER)
		errorf("no algorithm and operation published for these boards "
		       "has %s%s%s%s%s", o->configs ? "configuration " : "",
		       o->configs ? o->configs : "",
		       o->configs && o->mem ? " and " : "",
		       o->mem ? "a figure of metric " : "",
		       o->mem ? metric_name(o->mem) : "");
	else
		errorf("no algorithm and operation is published for %s of "
		       "these boards%s", o->need > 1 ? "two" : "any",
		       o->f.impl || o->f.family || o->f.algo || size >= 0 ?
		       " with these filters" : "");
}

/* --size: the boards with no figure at that size, measured or fitted,
 * named; -1 if fewer than two have one. */
static int
size_boards(const cb_dataset *ds, const cb_board *const *b, int nb,
	    double size)
{
	char none[512] = "";
	size_t r, o = 0;
	int i, with = 0;

	for (i = 0; i < nb; i++) {
		for (r = 0; r < ds->nrows; r++)
			if (strcmp(ds->rows[r].board, b[i]->id) == 0)
				break;
		with += r < ds->nrows;
		if (r == ds->nrows && o < sizeof(none))
			o += (size_t)snprintf(none + o, sizeof(none) - o,
					      "%s%s", o ? ", " : "", b[i]->id);
	}
	if (*none)
		errorf("--size %.0f: no figure at %.0f bytes, measured or "
		       "fitted, for %s (show BOARD --fit lists the sizes of "
		       "a board)", size, size, none);
	return with >= 2 ? 0 : -1;
}

int
cmd_compare(int argc, char **argv, const char *datadir)
{
	cmp_opts o;
	char *names[CB_MAXB];
	const cb_board *b[CB_MAXB];
	const char *clock = NULL;
	double size = -1;
	cb_dataset ds;
	int nb = 0, i, k, rc = 1;

	memset(&o, 0, sizeof(o));
	o.need = -1;
	o.stat = -1;
	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			fputs(compare_help, stdout);
			fputs(compare_help2, stdout);
			return 0;
		}
		if (option(&o, argc, argv, &i, &size, &clock))
			continue;
		k = filter_option(&o.f, argc, argv, &i);
		if (k < 0)
			return 2;
		if (k > 0)
			continue;
		if (argv[i][0] == '-')
			die_usage("compare", "unknown option '%s'", argv[i]);
		if (nb == CB_MAXB)
			die_usage("compare", "at most %d boards", CB_MAXB);
		names[nb++] = argv[i];
	}
	if (nb < 2)
		die_usage("compare", "name at least two boards (see "
			  "'cryptobench list')");
	if (o.need < 0)
		o.need = 2;     /* both of two; two of three or more */
	if (data_load_names(datadir, &ds, names, nb) != 0)
		return 1;
	if (sel_boards(&ds, names, nb, b) == 0 &&
	    (size < 0 || (fit_at_size(&ds, b, nb, size) == 0 &&
			  size_boards(&ds, b, nb, size) == 0))) {
		check_clocks(clock, b, nb, o.clock);
		for (i = 0; i < nb; i++)
			if (!b[i]->emulated &&
			    board_flash_latency(path_boards_root(), b[i]->mcu,
						b[i]->clock_mhz, o.flash[i],
						sizeof(o.flash[i])) != 0)
				o.flash[i][0] = '\0';
		if (cmp_print(&ds, b, nb, &o, stdout) > 0)
			rc = 0;
		else
			say_none(&o, size);
	}
	data_free(&ds);
	return rc;
}
