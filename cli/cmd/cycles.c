/* SPDX-License-Identifier: MIT */
/* cryptobench cycles: estimated Cortex-M cycles of any ELF under QEMU. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board.h"
#include "cmd.h"
#include "emu.h"
#include "model.h"
#include "util.h"

static const char cycles_help[] =
	"usage: cryptobench cycles IMAGE.elf [--target T] (--between SYMBOL |\n"
	"                          --call SYMBOL)... [--wait-states N [--art]]\n"
	"                          [--timeout S] [--plugin FILE]\n\n"
	"Run a Cortex-M ELF under qemu-system-arm (-icount shift=0) with the\n"
	"cycle-model plugin, which charges each executed instruction its\n"
	"estimated cost from the core's published timing at zero wait states,\n"
	"and print per symbol: count, median, min and max estimated cycles and\n"
	"emulated instructions.  These are estimates, never measured cycles;\n"
	"docs/cycles.md gives the model and its error against silicon.\n\n"
	"  --target T        qemu-m4 (mps2-an386, Cortex-M4: default),\n"
	"                    qemu-m33 (mps2-an505), qemu-m55 (mps3-an547)\n"
	"  --between SYMBOL  intervals between successive executions of SYMBOL\n"
	"  --call SYMBOL     each call of function SYMBOL, entry to return\n"
	"                    (entered by BL/BLX; nested calls counted apart)\n"
	"  --wait-states N   flash wait states (1-15) on code below 0x20000000:\n"
	"                    N more cycles per non-sequential fetch and per\n"
	"                    PC-relative load (default: zero wait states)\n"
	"  --art             with --wait-states: the STM32F4 ART accelerator\n"
	"                    instead (64-line instruction cache, prefetch): N\n"
	"                    only on a fetch that misses the cache\n"
	"  --timeout S       stop QEMU after S seconds (default 600): an error\n"
	"  --plugin FILE     the plugin (default: $CRYPTOBENCH_CYCLES_PLUGIN,\n"
	"                    else the one built with cryptobench)\n\n"
	"The image must end its run with semihosting SYS_EXIT (as the firmware\n"
	"in mcu/ does); a non-zero exit status is an error.\n";

/*
 * A target is a QEMU board: a folder of mcu/boards/ whose board.conf
 * names a QEMU machine and a target (board/board_conf.c), as for run
 * --target.  error: what the model's estimates missed by on the
 * calibration rows (published silicon cycles of public code,
 * docs/cycles.md), per CPU, printed with every table so that no estimate
 * goes out without it.
 */
struct target {
	const char *name, *machine, *cpu, *error;
	board_conf bc;
};

/* The folder holding mcu/boards/ (the source tree's, or the installed
 * copy), or NULL with a message naming where it was looked for. */
static const char *
boards(void)
{
	const char *root = path_boards_root();
	char dir[4200];

	snprintf(dir, sizeof(dir), "%s/mcu/boards", root);
	if (access(dir, R_OK) != 0) {
		errorf("cycles: no board folders in %s (%s): the targets are "
		       "the QEMU boards of mcu/boards/; set CRYPTOBENCH_SRC to "
		       "a source tree", dir, strerror(errno));
		return NULL;
	}
	return root;
}

/* The QEMU board of target name under root into t; 0, or -1 (silent if
 * quiet, else printed). */
static int
target_load(const char *root, const char *name, struct target *t, int quiet)
{
	if (board_conf_target(root, name, &t->bc, quiet) != 0)
		return -1;
	t->name = t->bc.target;
	t->machine = t->bc.qemu;
	t->cpu = t->bc.cpu;
	t->error = emu_cpu_error(t->bc.cpu);
	return 0;
}

struct sym {
	const char *name;
	int call;               /* 1: --call, 0: --between */
	uint32_t addr;
	uint64_t *cyc, *ins;
	size_t n, cap;
};

static int
push(struct sym *s, uint64_t c, uint64_t n)
{
	if (s->n == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 64;
		uint64_t *a = realloc(s->cyc, cap * sizeof(*a));

		if (a == NULL)
			return -1;
		s->cyc = a;
		a = realloc(s->ins, cap * sizeof(*a));
		if (a == NULL)
			return -1;
		s->ins = a;
		s->cap = cap;
	}
	s->cyc[s->n] = c;
	s->ins[s->n++] = n;
	return 0;
}

/* Read the plugin's lines; the model's name into model. */
static int
read_output(const char *path, struct sym *syms, int nsyms, char *model,
	    size_t mlen, char *mem, size_t memlen)
{
	FILE *f = fopen(path, "r");
	char line[256], kind[8];
	unsigned long long a, c, n;
	int s, lineno = 0;

	if (f == NULL) {
		errorf("cycles: the plugin wrote no output (%s)", path);
		return -1;
	}
	model[0] = '\0';
	mem[0] = '\0';
	while (fgets(line, sizeof(line), f) != NULL) {
		char name[32], ver[16], m[80];

		lineno++;
		if (sscanf(line, "# model %31s %15s %79[^\n]", name, ver,
			   m) == 3) {
			snprintf(model, mlen, "%s %s", name, ver);
			snprintf(mem, memlen, "%s", m);
			continue;
		}
		if (sscanf(line, "%7s %llx cycles %llu insns %llu", kind, &a,
			   &c, &n) != 4)
			continue;
		for (s = 0; s < nsyms; s++) {
			if ((syms[s].addr & ~1u) != a ||
			    syms[s].call != (strcmp(kind, "call") == 0))
				continue;
			if (push(&syms[s], c, n) != 0) {
				fclose(f);
				errorf("cycles: out of memory");
				return -1;
			}
		}
	}
	fclose(f);
	if (model[0] == '\0') {
		errorf("cycles: the plugin's output has no model header");
		return -1;
	}
	return 0;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Median (the lower middle for an even count), min, max; sorts v. */
static void
stats(uint64_t *v, size_t n, char med[24], char mn[24], char mx[24])
{
	qsort(v, n, sizeof(*v), cmp_u64);
	snprintf(med, 24, "%llu", (unsigned long long)v[(n - 1) / 2]);
	snprintf(mn, 24, "%llu", (unsigned long long)v[0]);
	snprintf(mx, 24, "%llu", (unsigned long long)v[n - 1]);
}

static int
report(const char *image, const struct target *t, const char *model,
       const char *mem, struct sym *syms, int nsyms)
{
	static const char *const cols[] = { "symbol", "region", "count",
		"est_cycles_median", "est_cycles_min", "est_cycles_max",
		"insns_median", "insns_min", "insns_max", "model" };
	char label[280], mw[80], mlab[88], mcell[160];
	table *tb;
	int s, rc = 0, ws = emu_memory(mem[0] ? mem : NULL, mw, sizeof(mw));

	snprintf(mlab, sizeof(mlab), "%s%s", ws ? ", " : "", ws ? mw : "");
	/* the model column names the memory too, for CSV and JSON */
	snprintf(mcell, sizeof(mcell), "%s%s", model, mlab);
	/* the error was measured at zero wait states only */
	snprintf(label, sizeof(label), "estimated cycles (model %s%s, error "
		 "%s%s)", model, mlab, t->error, ws ? " at 0 WS; wait-state "
		 "model not calibrated" : "");
	tb = table_new(10, cols);
	for (s = 2; s < 9; s++)
		table_numeric(tb, s);
	for (s = 0; s < nsyms; s++) {
		struct sym *y = &syms[s];
		char cnt[24], c[3][24], n[3][24];
		const char *cells[10];

		if (y->n == 0) {
			if (y->call)
				errorf("%s: no completed call of '%s' seen on "
				       "%s (--call: entered by BL/BLX, then "
				       "returned)", image, y->name, t->name);
			else
				errorf("%s: no interval seen: '%s' ran fewer "
				       "than twice on %s (--between)", image,
				       y->name, t->name);
			rc = 1;
			continue;
		}
		snprintf(cnt, sizeof(cnt), "%zu", y->n);
		stats(y->cyc, y->n, c[0], c[1], c[2]);
		stats(y->ins, y->n, n[0], n[1], n[2]);
		cells[0] = y->name;
		cells[1] = y->call ? "call" : "between";
		cells[2] = cnt;
		cells[3] = c[0];
		cells[4] = c[1];
		cells[5] = c[2];
		cells[6] = n[0];
		cells[7] = n[1];
		cells[8] = n[2];
		cells[9] = mcell;
		table_add(tb, cells);
	}
	if (rc == 0) {
		if (g_format == FMT_TEXT || g_format == FMT_MARKDOWN)
			printf("%s: %s on %s (%s), %s%s\n%s; "
			       "insns: emulated instructions\n\n", image,
			       t->name, t->machine, t->cpu, mw, ws ? " (flash "
			       "wait states)" : "", label);
		table_print(tb, stdout);
	}
	table_free(tb);
	return rc;
}

int
cmd_cycles(int argc, char **argv, const char *datadir)
{
	struct target tg, *t = NULL;
	const char *image = NULL, *plugin = NULL;
	struct sym syms[EMU_MAX_SYMS];
	const char *symnames[EMU_MAX_SYMS];
	uint32_t addrs[EMU_MAX_SYMS];
	char dir[] = "/tmp/cryptobench-cycles-XXXXXX";
	char out[64], serial[80], model[64], mem[80], *plugarg = NULL;
	size_t plen;
	int i, nsyms = 0, timeout = 600, rc = 1, ws = 0, art = 0;

	(void)datadir;
	memset(syms, 0, sizeof(syms));
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (is_help(a)) {
			fputs(cycles_help, stdout);
			return 0;
		}
		if (strcmp(a, "--between") == 0 || strcmp(a, "--call") == 0) {
			if (i + 1 >= argc)
				die_usage("cycles", "%s needs a symbol", a);
			if (nsyms == EMU_MAX_SYMS)
				die_usage("cycles", "at most %d symbols",
					  EMU_MAX_SYMS);
			syms[nsyms].call = a[2] == 'c';
			syms[nsyms++].name = argv[++i];
		} else if (strcmp(a, "--target") == 0) {
			char names[512];

			if (i + 1 >= argc)
				die_usage("cycles", "--target needs a value");
			if (boards() == NULL)
				exit(2);
			if (target_load(boards(), argv[i + 1], &tg, 1) != 0) {
				board_conf_names(boards(), 0, names,
						 sizeof(names));
				die_usage("cycles", "unknown target '%s' (%s)",
					  argv[i + 1], names);
			}
			t = &tg;
			i++;
		} else if (strcmp(a, "--timeout") == 0) {
			char *end;
			long v;

			if (i + 1 >= argc)
				die_usage("cycles", "--timeout needs seconds");
			v = strtol(argv[++i], &end, 10);
			if (*end != '\0' || v < 1 || v > 86400)
				die_usage("cycles", "bad --timeout '%s'",
					  argv[i]);
			timeout = (int)v;
		} else if (strcmp(a, "--wait-states") == 0) {
			char *end;
			long v;

			if (i + 1 >= argc)
				die_usage("cycles", "--wait-states needs a "
					  "number");
			v = strtol(argv[++i], &end, 10);
			if (*end != '\0' || v < 1 || v > 15)
				die_usage("cycles", "bad --wait-states '%s' "
					  "(flash wait states, 1-15)", argv[i]);
			ws = (int)v;
		} else if (strcmp(a, "--art") == 0) {
			art = 1;
		} else if (strcmp(a, "--plugin") == 0) {
			if (i + 1 >= argc)
				die_usage("cycles", "--plugin needs a file");
			plugin = argv[++i];
		} else if (a[0] == '-') {
			die_usage("cycles", "unknown option '%s'", a);
		} else if (image == NULL) {
			image = a;
		} else {
			die_usage("cycles", "one image only ('%s')", a);
		}
	}
	if (image == NULL)
		die_usage("cycles", "name an ELF image");
	if (nsyms == 0)
		die_usage("cycles", "name a symbol with --between or --call");
	/* the default target, qemu-m4 */
	if (t == NULL) {
		if (boards() == NULL ||
		    target_load(boards(), "qemu-m4", &tg, 0) != 0)
			return 1;
		t = &tg;
	}
	if (art && ws == 0)
		die_usage("cycles", "--art needs --wait-states N");
	if (plugin == NULL || plugin[0] == '\0')
		plugin = path_cycles_plugin();
	if (access(plugin, R_OK) != 0) {
		errorf("cycles: plugin %s: %s", plugin, strerror(errno));
		return 1;
	}
	for (i = 0; i < nsyms; i++)
		symnames[i] = syms[i].name;
	if (emu_symbols(image, symnames, addrs, nsyms) != 0)
		return 1;
	for (i = 0; i < nsyms; i++)
		syms[i].addr = addrs[i] | 1u;
	if (mkdtemp(dir) == NULL) {
		errorf("cycles: %s: %s", dir, strerror(errno));
		return 1;
	}
	snprintf(out, sizeof(out), "%s/out", dir);
	snprintf(serial, sizeof(serial), "file:%s/serial", dir);
	/* plugin,cpu=...,out=...,ws=N,art=1,call=0x...: at most 24 bytes
	 * per symbol */
	plen = strlen(plugin) + sizeof(out) + 48 + 24 * (size_t)nsyms;
	plugarg = malloc(plen);
	if (plugarg == NULL) {
		errorf("cycles: out of memory");
		goto done;
	}
	snprintf(plugarg, plen, "%s,cpu=%s,out=%s", plugin, t->cpu, out);
	if (ws > 0)
		snprintf(plugarg + strlen(plugarg), plen - strlen(plugarg),
			 ",ws=%d%s", ws, art ? ",art=1" : "");
	for (i = 0; i < nsyms; i++)
		snprintf(plugarg + strlen(plugarg), plen - strlen(plugarg),
			 ",%s=0x%x", syms[i].call ? "call" : "mark",
			 (unsigned)(syms[i].addr & ~1u));
	progress_start();
	if (emu_run_qemu(t->machine, image, plugarg, serial, out, timeout) == 0 &&
	    read_output(out, syms, nsyms, model, sizeof(model), mem,
			sizeof(mem)) == 0)
		rc = report(image, t, model, mem, syms, nsyms);
done:
	free(plugarg);
	for (i = 0; i < nsyms; i++) {
		free(syms[i].cyc);
		free(syms[i].ins);
	}
	unlink(out);
	unlink(serial + 5);
	rmdir(dir);
	return rc;
}
