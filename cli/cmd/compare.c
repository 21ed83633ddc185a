/* SPDX-License-Identifier: MIT */
/* cryptobench compare: boards side by side, per MHz, with ratios. */
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "fit.h"
#include "model.h"
#include "util.h"

static const char compare_help[] =
	"usage: cryptobench compare BOARD BOARD [BOARD...] [--impl sw|hw|all]\n"
	"                           [--family F] [--algo GLOB]\n"
	"                           [--emulated est-cycles|insns] [--size N]\n"
	"                           [--config all|LIST] [--metric M]\n\n"
	"For each algorithm and operation published for every BOARD: the\n"
	"published figure per board, its per-MHz value and the ratio to the\n"
	"first board.  Throughput becomes cycles/byte = clock / rate (MB =\n"
	"10^6 bytes, KB = 10^3 bytes); latency becomes cycles/op = time x\n"
	"clock; published cycle counts are used as they are.  Where a board\n"
	"has several variants of one figure (CMOX configurations, buffer\n"
	"sizes) the lowest cycles are shown and the variant is named.\n"
	"A ratio above 1 means more cycles per MHz than the first board.\n"
	"A saved run NAME is its newest run; NAME@N is run N (see\n"
	"'cryptobench runs'), e.g. 'compare host@1 host@2'.\n\n"
	"  --impl sw|hw|all   software, hardware-accelerated or both "
	"(default all)\n"
	"  --family F         cipher, aead, hash, mac, signature, key-exchange "
	"or pq\n"
	"  --algo GLOB        algorithm ids matching GLOB (a comma list of\n"
	"                     patterns), e.g. 'ecdsa-*,ed*'\n"
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

/* The footprint metrics --metric sets beside the cycles. */
static const cb_metric memory_metrics[] = { MET_CYCLES, MET_STACK,
	MET_WORK_BUFFER, MET_RAM, MET_CODE, MET_CONST_DATA, MET_OTHER };

static void
fmt_norm(char *buf, size_t len, norm_kind k, double v)
{
	if (g_format != FMT_TEXT || k == NORM_BYTES)
		snprintf(buf, len, k == NORM_CPB ? "%.2f" : "%.0f", v);
	else if (k == NORM_CPB)
		snprintf(buf, len, "%.1f", v);
	else
		fmt_num(buf, len, v);
}

/* Which count an emulated board's column shows: "est_cycles" where the
 * run has the cycle model's estimates and --emulated does not ask for
 * instructions, else "insns"; "cycles" for a measured board. */
static const char *
emulated_count(const cb_board *b, const filter *f)
{
	if (!b->emulated)
		return "cycles";
	if (board_est_model(b) != NULL &&
	    (f->emul == MET_OTHER || f->emul == MET_EST_CYCLES))
		return "est_cycles";
	return "insns";
}

/* A cell where a board has no figure: "-" to read, empty (null) in CSV
 * and JSON. */
static const char *
missing(void)
{
	return g_format == FMT_TEXT || g_format == FMT_MARKDOWN ? "-" : "";
}

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

int
cmd_compare(int argc, char **argv, const char *datadir)
{
	filter flt = { 0 };
	char *names[CB_MAXB];
	const cb_board *b[CB_MAXB];
	const char *configs = NULL, *mem = NULL, *v;
	cb_metric mm = MET_OTHER;
	int nb = 0, i, k, ncol, any_variant, c_ratio, c_mem;
	double size = -1;
	cb_dataset ds;
	sel_entry *e;
	size_t ne, x, shown = 0;
	table *t;
	char **colnames;

	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			fputs(compare_help, stdout);
			return 0;
		}
		k = filter_option(&flt, argc, argv, &i);
		if (k < 0)
			return 2;
		if (k > 0)
			continue;
		if (strcmp(argv[i], "--size") == 0 ||
		    strncmp(argv[i], "--size=", 7) == 0) {
			long n;

			v = argv[i][6] == '=' ? argv[i] + 7 :
			    i + 1 < argc ? argv[++i] : "";

			if (num_int(v, 1L << 30, &n) != 0)
				die_usage("compare", "--size takes a message "
					  "size in bytes, not '%s'", v);
			size = (double)n;
			continue;
		}
		if ((v = opt_value(argc, argv, &i, "--config")) != NULL) {
			check_configs(v);
			configs = v;
			continue;
		}
		if ((v = opt_value(argc, argv, &i, "--metric")) != NULL) {
			mm = metric_parse(v);
			for (k = 0; memory_metrics[k] != MET_OTHER &&
			     memory_metrics[k] != mm; k++)
				;
			if (v == opt_missing || memory_metrics[k] == MET_OTHER)
				die_usage("compare", "--metric takes cycles, "
					  "stack, work-buffer, ram, code or "
					  "const-data, not '%s'", v);
			mem = k > 0 ? v : NULL;
			continue;
		}
		if (argv[i][0] == '-')
			die_usage("compare", "unknown option '%s'", argv[i]);
		if (nb == CB_MAXB)
			die_usage("compare", "at most %d boards", CB_MAXB);
		names[nb++] = argv[i];
	}
	if (nb < 2)
		die_usage("compare", "name at least two boards (see "
			  "'cryptobench list')");
	if (data_load_names(datadir, &ds, names, nb) != 0)
		return 1;
	if (sel_boards(&ds, names, nb, b) != 0 ||
	    (size >= 0 && fit_at_size(&ds, b, nb, size) != 0)) {
		data_free(&ds);
		return 1;
	}
	ne = sel_entries(&ds, b, nb, &flt, 1, configs, &e);

	/* columns: family algorithm operation impl [config], per board value
	 * and per-MHz [and footprint], unit, ratios [and footprint ratios],
	 * and the variant where a board has several */
	for (x = 0, any_variant = 0; x < ne; x++)
		for (i = 0; i < nb; i++)
			any_variant |= e[x].row[i] == NULL ||
				       e[x].row[i]->params[0] != '\0';
	ncol = 4 + (configs != NULL) + (2 + (mem != NULL)) * nb + 1 +
	       (nb - 1) * (1 + (mem != NULL)) + any_variant;
	colnames = calloc((size_t)ncol, sizeof(char *));
	if (colnames == NULL)
		abort();
	k = 0;
	colnames[k++] = strdup("family");
	colnames[k++] = strdup("algorithm");
	colnames[k++] = strdup("operation");
	colnames[k++] = strdup("impl");
	if (configs != NULL)
		colnames[k++] = strdup("config");
	for (i = 0; i < nb; i++) {
		char buf[128];

		/* figures from different libraries side by side: each column
		 * names its board's */
		if (b[i]->library[0] != '\0')
			snprintf(buf, sizeof(buf), "%s (%s)", b[i]->id,
				 b[i]->library);
		else
			snprintf(buf, sizeof(buf), "%s", b[i]->id);
		colnames[k++] = strdup(buf);
		/* an emulated board's figures are instructions or the cycle
		 * model's estimates, never cycles */
		snprintf(buf, sizeof(buf), "%s_%s", b[i]->id,
			 emulated_count(b[i], &flt));
		colnames[k++] = strdup(buf);
		if (mem != NULL) {
			snprintf(buf, sizeof(buf), "%s_%s", b[i]->id, mem);
			colnames[k++] = strdup(buf);
		}
	}
	colnames[k++] = strdup("unit");
	c_ratio = k;
	for (i = 1; i < nb; i++) {
		char buf[80];

		snprintf(buf, sizeof(buf), "%s/%s", b[i]->id, b[0]->id);
		colnames[k++] = strdup(buf);
	}
	c_mem = k;
	for (i = 1; i < nb && mem != NULL; i++) {
		char buf[112];

		snprintf(buf, sizeof(buf), "%s/%s %s", b[i]->id, b[0]->id,
			 mem);
		colnames[k++] = strdup(buf);
	}
	if (any_variant)
		colnames[k++] = strdup("variant");
	t = table_new(ncol, (const char *const *)colnames);
	for (i = 0; i < nb; i++) {
		int c0 = 4 + (configs != NULL) + (2 + (mem != NULL)) * i;

		table_numeric(t, c0 + 1);
		if (mem != NULL)
			table_numeric(t, c0 + 2);
	}
	for (k = c_ratio; k < c_mem + (mem != NULL) * (nb - 1); k++)
		table_numeric(t, k);
	for (x = 0; x < ne; x++) {
		char buf[CB_MAXB * 5][64], variant[1024] = "", unit[64];
		char opbuf[64];
		const char *cells[80];
		const cb_result *r0 = sel_first(&e[x]);
		double bytes[CB_MAXB];
		int has[CB_MAXB], nmem = 0;

		/* the footprint beside the cycles, not rows of its own */
		if (mem != NULL && e[x].kind == NORM_BYTES)
			continue;
		for (i = 0; i < nb; i++) {
			has[i] = mem != NULL && e[x].row[i] != NULL &&
				 sel_memory(&ds, e[x].row[i], mm, &bytes[i]);
			nmem += has[i];
		}
		if (mem != NULL && nmem == 0)
			continue;
		k = 0;
		/* a raw-name row (ingest --keep-unknown) has no family */
		cells[k++] = r0->alg ? r0->alg->family : "unknown";
		cells[k++] = r0->algorithm;
		if (e[x].kind == NORM_BYTES) {
			/* footprint rows name their metric */
			snprintf(opbuf, sizeof(opbuf), "%s %s", r0->operation,
				 r0->metric);
			cells[k++] = opbuf;
		} else {
			cells[k++] = r0->operation;
		}
		cells[k++] = r0->impl;
		if (configs != NULL)
			cells[k++] = *e[x].config ? e[x].config : missing();
		for (i = 0; i < nb; i++) {
			const cb_result *ri = e[x].row[i];
			size_t l = strlen(variant);

			if (ri == NULL) {
				cells[k++] = missing();
				cells[k++] = missing();
				snprintf(variant + l, sizeof(variant) - l,
					 "%s%s: no %s configuration",
					 l ? "; " : "", b[i]->id, e[x].config);
			} else {
				snprintf(buf[5 * i], sizeof(buf[0]), "%s %s",
					 ri->value, ri->unit);
				fmt_norm(buf[5 * i + 1], sizeof(buf[0]),
					 e[x].kind, e[x].norm[i]);
				cells[k++] = buf[5 * i];
				cells[k++] = buf[5 * i + 1];
				if (ri->params[0] != '\0' || e[x].sole[i])
					snprintf(variant + l,
						 sizeof(variant) - l,
						 "%s%s: %s%s%s", l ? "; " : "",
						 ri->board, ri->params,
						 ri->params[0] && e[x].sole[i] ?
						 " " : "", e[x].sole[i] ?
						 "(one configuration)" : "");
			}
			if (mem != NULL) {
				snprintf(buf[5 * i + 2], sizeof(buf[0]),
					 "%.0f", has[i] ? bytes[i] : 0);
				cells[k++] = has[i] ? buf[5 * i + 2] :
					     missing();
			}
		}
		/* one unit, or each board's where they differ (cycles beside
		 * emulated instructions) */
		unit[0] = '\0';
		for (i = 0; i < nb; i++) {
			const char *u;
			size_t l = strlen(unit);

			if (e[x].row[i] == NULL)
				continue;
			u = norm_unit_of(e[x].row[i], e[x].kind);
			if (strstr(unit, u) == NULL)
				snprintf(unit + l, sizeof(unit) - l, "%s%s",
					 l ? " vs " : "", u);
		}
		cells[k++] = unit;
		for (i = 1; i < nb; i++) {
			snprintf(buf[5 * i + 3], sizeof(buf[0]),
				 g_format == FMT_TEXT ? "%.2fx" : "%.4f",
				 e[x].row[0] && e[x].row[i] ?
				 e[x].norm[i] / e[x].norm[0] : 0);
			cells[k++] = e[x].row[0] && e[x].row[i] ?
				     buf[5 * i + 3] : missing();
		}
		for (i = 1; i < nb && mem != NULL; i++) {
			int ok = has[0] && has[i] && bytes[0] > 0;

			snprintf(buf[5 * i + 4], sizeof(buf[0]),
				 g_format == FMT_TEXT ? "%.2fx" : "%.4f",
				 ok ? bytes[i] / bytes[0] : 0);
			cells[k++] = ok ? buf[5 * i + 4] : missing();
		}
		if (any_variant)
			cells[k++] = variant;
		table_add(t, cells);
		shown++;
	}
	if (shown == 0) {
		if (configs != NULL || mem != NULL)
			errorf("no algorithm and operation published for all "
			       "of these boards has %s%s%s%s%s",
			       configs ? "configuration " : "",
			       configs ? configs : "",
			       configs && mem ? " and " : "",
			       mem ? "a figure of metric " : "",
			       mem ? mem : "");
		else
			errorf("no algorithm and operation is published for "
			       "all of these boards%s", flt.impl ||
			       flt.family || flt.algo || size >= 0 ?
			       " with these filters" : "");
		table_free(t);
		for (k = 0; k < ncol; k++)
			free(colnames[k]);
		free(colnames);
		free(e);
		data_free(&ds);
		return 1;
	}
	if (g_format == FMT_TEXT) {
		for (i = 0; i < nb; i++)
			print_board(stdout, b[i]);
		printf("per MHz: cycles/B = clock / throughput (MB = 10^6 B, "
		       "KB = 10^3 B, MiB = 2^20 B, KiB = 2^10 B); cycles/op = "
		       "time x clock, or clock / rate.\n"
		       "ratio above 1: more cycles per MHz than %s.\n",
		       b[0]->id);
		for (i = 0; i < nb; i++) {
			const char *c = emulated_count(b[i], &flt);

			if (strcmp(c, "est_cycles") == 0)
				printf("%s: est-cycles, estimated by a cycle "
				       "model (%s), not measured cycles; "
				       "--emulated insns for its emulated "
				       "instructions.\n", b[i]->id,
				       board_est_model(b[i]));
			else if (strcmp(c, "insns") == 0)
				printf("%s: insns, emulated instructions, "
				       "not cycles%s.\n", b[i]->id,
				       board_est_model(b[i]) ?
				       " (--emulated insns)" :
				       " (this run has no cycle-model "
				       "estimates)");
		}
		if (configs != NULL)
			printf("config: each board's lowest figure in that "
			       "configuration (matched by name: compare "
			       "--help); a board that names none of an "
			       "operation's configurations stands in each; "
			       "'-': it names others.\n");
		if (mem != NULL)
			printf("%s: bytes of the same variant as the cycles, "
			       "as published or measured, not per MHz%s; "
			       "'-': the board gives none.\n", mem,
			       mm == MET_RAM ?
			       " (ram = stack + work-buffer, the stack alone "
			       "where a board gives no work buffer for the "
			       "operation)" : "");
		printf("\n");
	}
	table_print(t, stdout);
	table_free(t);
	for (k = 0; k < ncol; k++)
		free(colnames[k]);
	free(colnames);
	free(e);
	data_free(&ds);
	return 0;
}
