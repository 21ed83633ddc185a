/* SPDX-License-Identifier: MIT */
/* Timing calls through the port counter; the whole run as firmware does it. */
#include <string.h>

#include "bench.h"
#include "port.h"

/* the paint of a case's working buffer (cb_bench_work) */
#define WORK_PAINT 0xa5

/* samples of the current measurement (static: no malloc, no big stack) */
static uint64_t samples[CB_BENCH_MAX_FNS][CB_BENCH_MAX_REPS];
/* cases measured so far by cb_bench_run (the rows' seq=) */
static uint32_t case_seq;

#if defined(__GNUC__) || defined(__clang__)
#define OUT_OF_LINE __attribute__((noinline))
#else
#define OUT_OF_LINE
#endif

/* see bench.h */
OUT_OF_LINE void
cb_bench_calls(cb_bench_fn fn, void *arg, uint32_t k)
{
	uint32_t j;

	for (j = 0; j < k; j++)
		fn(arg);
	/* an empty asm keeps the call (and its symbol's calls) in place */
#if defined(__GNUC__) || defined(__clang__)
	__asm__ volatile("" ::: "memory");
#endif
}

/* see bench.h */
OUT_OF_LINE void
cb_bench_case_start(void)
{
	case_seq++;
#if defined(__GNUC__) || defined(__clang__)
	__asm__ volatile("" ::: "memory");
#endif
}

/* Counts of k calls, less the overhead, divided by k. */
static uint64_t
timed(cb_bench_fn fn, void *arg, uint32_t k, uint64_t overhead)
{
	uint64_t c0, c1, d;

	cb_port_marker(1);
	c0 = cb_port_count();
	cb_bench_calls(fn, arg, k);
	c1 = cb_port_count();
	cb_port_marker(0);
	d = c1 - c0;
	return (d > overhead ? d - overhead : 0) / k;
}

static void
no_op(void *arg)
{
	(void)arg;
}

/* Calls per sample for a call of est counts. */
static uint32_t
inner_calls(const cb_bench_opts *o, uint64_t est)
{
	uint64_t k;

	if (o->min_sample == 0 || est >= o->min_sample)
		return 1;
	if (est == 0)
		est = 1;
	k = (o->min_sample + est - 1) / est;
	return k > 1000 ? 1000 : (uint32_t)k;
}

/* see bench.h */
uint64_t
cb_bench_overhead(uint32_t n)
{
	cb_bench_stats st;
	uint32_t i;

	if (n < 1)
		n = 1;
	if (n > CB_BENCH_MAX_REPS)
		n = CB_BENCH_MAX_REPS;
	/* the call of cb_bench_calls is in every sample: it is overhead */
	for (i = 0; i < n; i++) {
		uint64_t c0 = cb_port_count();

		cb_bench_calls(no_op, NULL, 0);
		samples[0][i] = cb_port_count() - c0;
	}
	cb_bench_stats_of(samples[0], n, &st);
	return st.median;
}

/* see bench.h */
int
cb_bench_measure(const cb_bench_fn *fn, void *const *arg, size_t n,
		 const cb_bench_opts *o, cb_bench_stats *st)
{
	uint64_t est = 0;
	uint32_t reps, r, k, inner[CB_BENCH_MAX_FNS];
	size_t i;

	if (n < 1 || n > CB_BENCH_MAX_FNS || o->min_reps < 1 ||
	    o->min_reps > o->max_reps || o->max_reps > CB_BENCH_MAX_REPS)
		return CB_E_ARG;
	for (i = 0; i < n; i++)
		for (k = 0; k < o->warmup; k++)
			fn[i](arg[i]);
	/* one timed call each as the estimate; the slowest sets the pace */
	for (i = 0; i < n; i++) {
		uint64_t e = timed(fn[i], arg[i], 1, o->overhead);

		inner[i] = inner_calls(o, e);
		if (e * inner[i] > est)
			est = e * inner[i];
	}
	reps = cb_bench_reps(o, est);
	for (r = 0; r < reps; r++)
		for (i = 0; i < n; i++)
			samples[i][r] = timed(fn[i], arg[i], inner[i],
					      o->overhead);
	for (i = 0; i < n; i++) {
		cb_bench_stats_of(samples[i], reps, &st[i]);
		st[i].inner = inner[i];
		st[i].seq = case_seq;
	}
	return CB_OK;
}

/* Fill CB_BENCH_STACK_PROBE bytes of this frame: a known depth. */
static void
stack_probe(void)
{
	volatile uint8_t buf[CB_BENCH_STACK_PROBE];
	size_t i;

	for (i = 0; i < sizeof(buf); i++)
		buf[i] = (uint8_t)i;
}

/* called through a volatile pointer so that it is never inlined into
 * the caller's frame */
static void (*volatile stack_probe_fn)(void) = stack_probe;

/* the case under way, for a fault handler (cb_bench_current) */
static const cb_bench_case *volatile current;

/* see bench.h */
const cb_bench_case *
cb_bench_current(void)
{
	return current;
}

/* see bench.h */
size_t
cb_bench_run(const cb_bench_meta *m, const cb_bench_opts *o,
	     cb_bench_want want, void *arg)
{
	return cb_bench_run_callee(m, o, want, arg, NULL);
}

/* see bench.h */
size_t
cb_bench_run_callee(const cb_bench_meta *m, const cb_bench_opts *o,
		    cb_bench_want want, void *arg,
		    const cb_bench_callee *callee)
{
	cb_bench_opts opts = *o, copts;
	cb_bench_case c;
	cb_bench_stats st;
	cb_bench_fn fn = callee != NULL ? callee->call : cb_bench_call;
	void *carg = &c;
	size_t i, n = cb_bench_count(), failed = 0, probe, stack = 0;
	size_t work = 0;
	int rc;

	cb_bench_emit_header(m);
	if (opts.overhead == 0)
		opts.overhead = cb_bench_overhead(11);
	/* the probe's peak, from this frame as the cases' calls below */
	cb_port_stack_paint();
	stack_probe_fn();
	probe = cb_port_stack_peak();
	for (i = 0; i < n; i++) {
		if (cb_bench_get(i, &c) != CB_OK)
			break;
		if (want != NULL && !want(&c, arg))
			continue;
		current = &c;
		rc = cb_bench_prepare(&c);
		if (rc != CB_OK) {
			cb_bench_emit_skip(&c, cb_strerror(rc));
			failed++;
			continue;
		}
		if (callee != NULL && (carg = callee->setup(&c)) == NULL)
			continue;
		if (probe != 0) {
			size_t peak;
			uint8_t *wp = NULL;

			/* a byte left at the paint is one the call never
			 * wrote (a wipe writes zeros) */
			work = callee == NULL ? cb_bench_work(&c, &wp) : 0;
			if (work != 0)
				memset(wp, WORK_PAINT, work);
			cb_port_stack_paint();
			fn(carg);
			peak = cb_port_stack_peak();
			stack = peak + CB_BENCH_STACK_PROBE > probe ?
				peak + CB_BENCH_STACK_PROBE - probe : 0;
			while (work > 0 && wp[work - 1] == WORK_PAINT)
				work--;
		}
		copts = opts;
		if (c.min_reps > copts.min_reps) {
			copts.min_reps = c.min_reps;
			if (copts.max_reps < c.min_reps)
				copts.max_reps = c.min_reps;
		}
		cb_bench_case_start();
		rc = cb_bench_measure(&fn, &carg, 1, &copts, &st);
		/* a call that reached the stack guard ran on corrupted memory:
		 * no figure of it, and none after it */
		if (!cb_port_stack_ok()) {
			cb_bench_emit_overflow(&c);
			current = NULL;
			return failed + 1;
		}
		if (rc != CB_OK) {
			cb_bench_emit_skip(&c, "bad options");
			failed++;
			continue;
		}
		rc = callee != NULL ? callee->check(carg) :
		     cb_bench_last_error();
		if (rc != CB_OK) {
			cb_bench_emit_skip(&c, callee != NULL ? "wrong answer" :
					   cb_strerror(rc));
			failed++;
			continue;
		}
		cb_bench_emit_row_mem(&c, &st, stack, work);
	}
	current = NULL;
	cb_bench_emit_end();
	return failed;
}
