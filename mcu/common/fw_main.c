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
 * 2: every shape; 3: a sweep of message sizes (cb_bench_sweep) over the
 * algorithms CB_FW_SWEEP_ALGOS names (globs, comma list; "": all); 4:
 * the public-key operations only (the stack guard's test image) */
#ifndef CB_FW_BENCH
#define CB_FW_BENCH 1
#endif
/* the default sizes stop at the build's CB_BENCH_MAX_LEN (8 KB on the
 * real boards); sizes given beyond it are an error */
#ifndef CB_FW_SWEEP_SIZES
#define CB_FW_SWEEP_SIZES CB_BENCH_SWEEP_SIZES
#define CB_FW_SWEEP_DEFAULT 1
#else
#define CB_FW_SWEEP_DEFAULT 0
#endif
/* 0: no self-test (the stack guard's test image, mcu/meson.build: its
 * log has no "# selftest: ok" and the host refuses it) */
#ifndef CB_FW_SELFTEST
#define CB_FW_SELFTEST 1
#endif
#ifndef CB_FW_SWEEP_ALGOS
#define CB_FW_SWEEP_ALGOS ""
#endif
/* 1 on a QEMU board: its command line (semihosting) may select cases */
#ifndef CB_FW_QEMU
#define CB_FW_QEMU 0
#endif

/* The algorithms the command line selects ("algos=GLOB,GLOB"; "": all):
 * 'cryptobench run --target T --algo GLOB' measures only those, with no
 * build of its own. */
static char selected[256];

static void
print(const char *s)
{
	cb_port_write(s, strlen(s));
}

/* Does glob g (its first n characters; '*' and '?') match all of s? */
static int
glob(const char *g, size_t n, const char *s)
{
	if (n == 0)
		return *s == '\0';
	if (*g == '*')
		return glob(g + 1, n - 1, s) || (*s != '\0' && glob(g, n, s + 1));
	return *s != '\0' && (*g == '?' || *g == *s) &&
	       glob(g + 1, n - 1, s + 1);
}

/* Is id matched by one glob of the comma list? ("": every id) */
static int
in_globs(const char *list, const char *id)
{
	const char *p = list, *end;

	if (*list == '\0')
		return 1;
	for (;; p = end + 1) {
		end = strchr(p, ',');
		if (glob(p, end != NULL ? (size_t)(end - p) : strlen(p), id))
			return 1;
		if (end == NULL)
			return 0;
	}
}

static int
want(const cb_bench_case *c, void *arg)
{
	(void)arg;
	if (!in_globs(selected, c->algorithm))
		return 0;
	if (CB_FW_BENCH == 3)
		return in_globs(CB_FW_SWEEP_ALGOS, c->algorithm);
	if (CB_FW_BENCH == 4)
		return c->mode == CB_BENCH_OP;
	return CB_FW_BENCH >= 2 || c->mode == CB_BENCH_LONG ||
	       c->mode == CB_BENCH_OP;
}

/* selected[] from the word "algos=..." of QEMU's command line */
static void
select_algos(void)
{
	char line[sizeof(selected) + 64];
	const char *p;
	size_t n;

	if (!CB_FW_QEMU || cm_semihost_cmdline(line, sizeof(line)) == 0)
		return;
	for (p = line; (p = strstr(p, "algos=")) != NULL; p++)
		if (p == line || p[-1] == ' ')
			break;
	if (p == NULL)
		return;
	p += 6;
	n = strcspn(p, " ");
	if (n >= sizeof(selected))
		n = sizeof(selected) - 1;
	memcpy(selected, p, n);
	selected[n] = '\0';
	print("# selected: ");
	print(selected);
	print("\n");
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
	select_algos();
	failed = CB_FW_SELFTEST ? selftest_run(print) : 0;
	if (!cb_port_stack_ok()) {
		cb_bench_emit_overflow(NULL);
		return 3;
	}
	if (failed != 0) {
		print("# selftest: FAIL, no figures\n");
		return 1;
	}
	if (CB_FW_SELFTEST)
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
	if (CB_FW_BENCH == 3) {
		static const uint32_t sizes[] = { CB_FW_SWEEP_SIZES };
		size_t n = sizeof(sizes) / sizeof(sizes[0]);

		while (CB_FW_SWEEP_DEFAULT && n > 0 &&
		       sizes[n - 1] > CB_BENCH_MAX_LEN)
			n--;
		if (cb_bench_sweep(sizes, n) != CB_OK) {
			print("# sweep: bad CB_FW_SWEEP_SIZES\n");
			return 2;
		}
	}
	return cb_bench_run(&m, &o, want, NULL) == 0 ? 0 : 2;
}
