/* SPDX-License-Identifier: MIT */
/* run --target: the firmware of a QEMU board, built, run and saved. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "board.h"
#include "cmd.h"
#include "run.h"
#include "util.h"

/* What the firmware's output told so far. */
typedef struct fw_stream {
	size_t rows, bad;
	int selftest_ok;
	int overflow;           /* a "# stack: overflow" line */
} fw_stream;

/* Read QEMU's output p into the log lf: self-test failures shown as they
 * come, a progress line every few seconds. */
static void
stream(FILE *p, FILE *lf, const char *target, fw_stream *fs)
{
	char line[1024], last[96] = "";

	progress_start();
	while (fgets(line, sizeof(line), p) != NULL) {
		fputs(line, lf);
		if (strncmp(line, "row ", 4) == 0) {
			char alg[48], op[32];

			fs->rows++;
			if (sscanf(line, "row %47s %31s", alg, op) == 2)
				snprintf(last, sizeof(last), "%s %s", alg, op);
		}
		if (strncmp(line, "selftest ", 9) == 0 &&
		    strstr(line, "FAIL") != NULL) {
			fs->bad++;
			fprintf(stderr, "%s", line);
		}
		if (strncmp(line, "# selftest: ok", 14) == 0)
			fs->selftest_ok = 1;
		if (strncmp(line, "# stack: overflow", 17) == 0) {
			fs->overflow = 1;
			fprintf(stderr, "%s", line);
		}
		if (fs->selftest_ok)
			progressf("%s: self-test ok, %zu rows%s%s", target,
				  fs->rows, last[0] ? ", last " : "", last);
		else
			progressf("%s: self-test", target);
	}
	progress_end();
}

/* The shell words that load the cycle model (RUN_QEMU_PLUGIN=...) into
 * cmd, its output file into pout (pdir made for it); cmd and pdir empty
 * when there is no model. */
static void
model_words(const run_opts *o, const board_conf *bc, const char *elf,
	    char *pdir, char *pout, size_t plen, uint32_t addr[2], char *cmd,
	    size_t len)
{
	static const char *const syms[2] = { "cb_bench_case_start",
		"cb_bench_calls" };

	if (cycles_symbols(elf, syms, addr, 2) == 0 &&
	    access(path_cycles_plugin(), R_OK) == 0 &&
	    mkdtemp(pdir) != NULL) {
		snprintf(pout, plen, "%s/cycles.out", pdir);
		snprintf(cmd, len, "RUN_QEMU_PLUGIN='%s,cpu=%s,ws=%d%s,"
			 "call=%x,call=%x,out=%s' ", path_cycles_plugin(),
			 bc->cpu, o->ws, o->art ? ",art=1" : "",
			 (unsigned)addr[0], (unsigned)addr[1], pout);
		return;
	}
	pdir[0] = '\0';
	cmd[0] = '\0';
	fprintf(stderr, "%s: no cycle model (plugin %s): instruction counts "
		"only\n", g_prog, path_cycles_plugin());
}

/* Build (or find) the image of bc in dir: 0, or -1 (printed). */
static int
build(const run_opts *o, const board_conf *bc, const char *dir,
      const char *elf)
{
	char sw[1200];

	/* a sweep's sizes and algorithms are compiled in (and the build
	 * reconfigured for them); other runs choose their algorithms on
	 * QEMU's command line, with no build of their own */
	if (o->sweep)
		snprintf(sw, sizeof(sw), "-Dfw_bench=sweep "
			 "-Dfw_sweep_sizes='%s' -Dfw_sweep_algos='%s'",
			 o->sizes_arg ? o->sizes_arg : "",
			 o->algo ? o->algo : "");
	else
		snprintf(sw, sizeof(sw), "-Dfw_bench=%s", o->full ? "full" :
			 "quick");
	if (board_build(bc, dir, sw, o->sweep, o->verbose) != 0 ||
	    access(elf, R_OK) != 0) {
		errorf("cannot build %s", elf);
		return -1;
	}
	return 0;
}

/* see run.h */
int
run_target_dir(const run_opts *o, const board_conf *bc, char *dir,
	       size_t len)
{
	const char *src = path_source();

	if (src == NULL) {
		errorf("run --target builds the firmware from the cryptobench "
		       "source tree: set CRYPTOBENCH_SRC to it");
		return -1;
	}
	/* the build folder ./check uses, or the one given */
	if (o->build_dir != NULL)
		snprintf(dir, len, "%s", o->build_dir);
	else
		snprintf(dir, len, "%s/build-fw-%s%s", src,
			 bc->cpu + strlen("cortex-"), o->full ? "-full" :
			 o->sweep ? "-sweep" : "");
	return 0;
}

/*
 * The firmware is built in the folder ./check uses (or --build-dir), run
 * under QEMU with -icount shift=0, its output streamed, then its run log
 * saved like a host run.  The firmware's self-test must pass and QEMU
 * must finish in time.
 */
/* see run.h */
int
run_target(run_opts *o, const char *datadir)
{
	char dir[4096], elf[4400];
	board_conf bc;

	if (path_source() == NULL) {
		errorf("run --target builds the firmware from the cryptobench "
		       "source tree: set CRYPTOBENCH_SRC to it");
		return 1;
	}
	if (board_conf_target(path_source(), o->target, &bc, 0) != 0 ||
	    run_check_first(o, datadir) != 0 ||
	    run_target_dir(o, &bc, dir, sizeof(dir)) != 0)
		return 1;
	snprintf(elf, sizeof(elf), "%s/mcu/fw-%s.elf", dir, bc.name);
	if (build(o, &bc, dir, elf) != 0)
		return 1;
	return run_elf(o, &bc, elf, "the firmware");
}

/* see run.h */
int
run_elf(run_opts *o, const board_conf *bc, const char *elf,
	const char *what)
{
	char cmd[16384];
	char pdir[] = "/tmp/cryptobench-run-XXXXXX", pout[64];
	uint32_t addr[2];
	char *log = NULL;
	size_t loglen = 0;
	const char *src = path_source();
	fw_stream fs = { 0, 0, 0, 0 };
	int st;
	FILE *p, *lf;

	/* the cycle model times every sample of the harness (call= of
	 * cb_bench_case_start and cb_bench_calls): est-cycles beside insns */
	model_words(o, bc, elf, pdir, pout, sizeof(pout), addr, cmd,
		    sizeof(cmd));
	if (o->algo != NULL && !o->sweep)
		snprintf(cmd + strlen(cmd), sizeof(cmd) - strlen(cmd),
			 "RUN_QEMU_ARGS='algos=%s' ", o->algo);
	snprintf(cmd + strlen(cmd), sizeof(cmd) - strlen(cmd),
		 "'%s/mcu/scripts/run-qemu' %s '%s' %d", src, bc->qemu,
		 elf, o->timeout > 0 ? o->timeout : 900);
	fprintf(stderr, "%s: running %s under QEMU (%s, -icount shift=0%s%s%s)"
		"\n", g_prog, elf, bc->qemu, pdir[0] ? ", cycle model" : "",
		o->algo != NULL && !o->sweep ? ", algorithms " : "",
		o->algo != NULL && !o->sweep ? o->algo : "");
	/* the log's stream first: QEMU is not started to be waited for */
	lf = open_memstream(&log, &loglen);
	p = lf != NULL ? popen(cmd, "r") : NULL;
	if (p == NULL) {
		errorf("cannot start QEMU: %s", strerror(errno));
		if (lf != NULL)
			fclose(lf);
		free(log);
		if (pdir[0] != '\0')
			rmdir(pdir);    /* the model has written nothing yet */
		return 1;
	}
	stream(p, lf, o->target, &fs);
	st = pclose(p);
	fclose(lf);
	if (pdir[0] != '\0') {
		if ((st == 0 || WEXITSTATUS(st) == 2) && /* a case failed */
		    run_add_est_cycles(&log, &loglen, pout, o->target,
				       addr[0], addr[1]) == -2)
			st = -2;
		unlink(pout);
		rmdir(pdir);
		if (st == -2) {
			free(log);
			return 1;
		}
	}
	st = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
	if (st == 124) {
		errorf("QEMU did not finish within %d s (hung firmware?)",
		       o->timeout > 0 ? o->timeout : 900);
		free(log);
		return 1;
	}
	if (fs.overflow) {
		errorf("the firmware ran out of stack (its '# stack: "
		       "overflow' line above): no figures");
		free(log);
		return 1;
	}
	if (!fs.selftest_ok || fs.bad > 0 || st == 1) {
		errorf("%s's self-test failed (%zu failing lines): no "
		       "figures", what, fs.bad);
		free(log);
		return 1;
	}
	if (st != 0)
		errorf("a benchmark case failed in the firmware (exit %d; see "
		       "the log's '# skip' lines)", st);
	fprintf(stderr, "%s: %s: self-test ok, %zu rows\n", g_prog,
		o->target, fs.rows);
	return run_finish(o, o->target, log, loglen, st);
}
