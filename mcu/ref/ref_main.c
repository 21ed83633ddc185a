/* SPDX-License-Identifier: MIT */
/* A reference library's firmware: its answers checked, then measured. */
#include <string.h>

#include "bench.h"
#include "bench/port.h"
#include "cb_version.h"
#include "cortex_m.h"
#include "ref.h"

#ifndef CB_FW_COMPILER
#define CB_FW_COMPILER "unknown"
#endif
#ifndef CB_FW_FLAGS
#define CB_FW_FLAGS ""
#endif
/* 1: long messages and public-key operations; 2: every shape; 3: a
 * sweep (CB_FW_SWEEP_SIZES), as the firmware's CB_FW_BENCH */
#ifndef CB_FW_BENCH
#define CB_FW_BENCH 1
#endif
#ifndef CB_FW_SWEEP_SIZES
#define CB_FW_SWEEP_SIZES CB_BENCH_SWEEP_SIZES
#endif
#ifndef CB_FW_SWEEP_ALGOS
#define CB_FW_SWEEP_ALGOS ""
#endif

/* the one case under way (static: the harness is not reentrant either) */
static ref_case rc;
static char selected[256];

static void
print(const char *s)
{
	cb_port_write(s, strlen(s));
}

/* Does glob g (n characters; '*', '?') match all of s? */
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
	if (CB_FW_BENCH == 3)
		return in_globs(CB_FW_SWEEP_ALGOS, c->algorithm);
	return in_globs(selected, c->algorithm) &&
	       (CB_FW_BENCH >= 2 || c->mode == CB_BENCH_LONG ||
		c->mode == CB_BENCH_OP || c->mode == CB_BENCH_SWEEP ||
		c->mode == CB_BENCH_SWEEP_KEY);
}

/* selected[] from "algos=..." on QEMU's command line (semihosting) */
static void
select_algos(void)
{
	char line[sizeof(selected) + 64];
	const char *p;
	size_t n;

	if (cm_semihost_cmdline(line, sizeof(line)) == 0)
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

static void *
setup(const cb_bench_case *c)
{
	ref_case_init(&rc, c);
	return rc.kind != REF_NONE && ref_this.setup(&rc) ? &rc : NULL;
}

static void
call(void *s)
{
	ref_this.call(s);
}

static int
check(void *s)
{
	return ref_case_check(s);
}

static const cb_bench_callee callee = { setup, call, check };

/* Every wanted case the library has, called once on the harness's
 * inputs: its answer must be ours.  The number that differ. */
static unsigned
known_answers(void)
{
	char params[96];
	cb_bench_case c;
	unsigned bad = 0;
	size_t i, n = cb_bench_count();

	for (i = 0; i < n; i++) {
		int ok;

		if (cb_bench_get(i, &c) != CB_OK || !want(&c, NULL) ||
		    cb_bench_prepare(&c) != CB_OK || setup(&c) == NULL)
			continue;
		call(&rc);
		ok = check(&rc) == CB_OK;
		bad += !ok;
		(void)cb_bench_params(&c, params, sizeof(params));
		print("selftest ");
		print(ref_this.name);
		print(":");
		print(c.algorithm);
		print(" ");
		print(c.operation);
		print(" ");
		print(params);
		print(ok ? " ok\n" : " FAIL\n");
	}
	return bad;
}

int
main(void)
{
	cb_bench_meta m;
	cb_bench_opts o;

	cb_port_init();
	print("# firmware: ");
	print(cb_board.name);
	print(" (");
	print(cb_board.cpu);
	print("), ");
	print(ref_this.title);
	print(" ");
	print(ref_this.version);
	print(" on the cryptobench harness " CB_GIT_DESCRIBE "\n");
	select_algos();
	if (CB_FW_BENCH == 3) {
		static const uint32_t sizes[] = { CB_FW_SWEEP_SIZES };

		if (cb_bench_sweep(sizes, sizeof(sizes) / sizeof(sizes[0])) !=
		    CB_OK) {
			print("# sweep: bad CB_FW_SWEEP_SIZES\n");
			return 2;
		}
	}
	if (known_answers() != 0) {
		print("# selftest: FAIL, no figures\n");
		return 1;
	}
	print("# selftest: ok\n");
	memset(&m, 0, sizeof(m));
	m.platform = cb_board.name;
	m.cpu = cb_board.mcu;
	m.core = cb_board.cpu;
	m.vendor = cb_board.vendor;
	m.clock = cb_board.clock_how;
	m.compiler = CB_FW_COMPILER;
	m.flags = CB_FW_FLAGS;
	m.library = ref_this.title;
	m.version = ref_this.version;
	m.config = ref_this.config;
	m.method = cb_board.method;
	memset(&o, 0, sizeof(o));
	o.warmup = 1;
	o.min_reps = 3;
	o.max_reps = 3;
	o.budget = 1;
	/* a case fails only by a wrong answer after its timed calls: the
	 * library is refused as a failed self-test is (status 1) */
	return cb_bench_run_callee(&m, &o, want, NULL, &callee) == 0 ? 0 : 1;
}
