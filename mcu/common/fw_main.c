/* SPDX-License-Identifier: MIT */
/* Firmware entry: known-answer self-test, then the benchmark as a run log. */
#include <string.h>

#include "bench.h"
#include "bench/port.h"
#include "cb_version.h"
#include "cortex_m.h"
#include "selftest.h"

#ifndef CB_FW_COMPILER
#define CB_FW_COMPILER "unknown"
#endif
#ifndef CB_FW_FLAGS
#define CB_FW_FLAGS ""
#endif
/* 0: self-test only; 1: long messages and public-key operations (quick);
 * 2: every shape */
#ifndef CB_FW_BENCH
#define CB_FW_BENCH 1
#endif

static void
print(const char *s)
{
	cb_port_write(s, strlen(s));
}

static int
want(const cb_bench_case *c, void *arg)
{
	(void)arg;
	return CB_FW_BENCH >= 2 || c->mode == CB_BENCH_LONG ||
	       c->mode == CB_BENCH_OP;
}

int
main(void)
{
	cb_bench_meta m;
	cb_bench_opts o;
	unsigned failed;

	cb_port_init();
	print("# firmware: ");
	print(cb_board.name);
	print(" (");
	print(cb_board.cpu);
	print("), cryptobench " CB_GIT_DESCRIBE "\n");
	failed = selftest_run(print);
	if (failed != 0) {
		print("# selftest: FAIL, no figures\n");
		return 1;
	}
	print("# selftest: ok\n");
	if (CB_FW_BENCH == 0)
		return 0;
	memset(&m, 0, sizeof(m));
	m.platform = cb_board.name;
	m.cpu = cb_board.mcu;
	m.core = cb_board.cpu;
	m.vendor = cb_board.vendor;
	m.clock = cb_board.clock_how;
	m.compiler = CB_FW_COMPILER;
	m.flags = CB_FW_FLAGS;
	m.version = CB_GIT_DESCRIBE;
	m.method = cb_board.method;
	/* emulated counts repeat exactly: a few repetitions suffice */
	memset(&o, 0, sizeof(o));
	o.warmup = 1;
	o.min_reps = 3;
	o.max_reps = 3;
	o.budget = 1;
	return cb_bench_run(&m, &o, want, NULL) == 0 ? 0 : 2;
}
