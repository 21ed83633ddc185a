/* SPDX-License-Identifier: MIT */
/* The run log: header lines, result rows and the end marker. */
#include <string.h>

#include "bench.h"
#include "port.h"

/* One output line, built here and written at once. */
typedef struct line {
	char b[384];
	size_t n;
} line;

/* Append s; a newline in a value becomes a space (one record a line). */
static void
add(line *l, const char *s)
{
	for (; *s != '\0' && l->n + 1 < sizeof(l->b); s++)
		l->b[l->n++] = *s == '\n' || *s == '\r' ? ' ' : *s;
}

static void
add_u64(line *l, uint64_t v)
{
	char num[24];

	(void)cb_bench_u64(num, v);
	add(l, num);
}

static void
flush(line *l)
{
	l->b[l->n++] = '\n';
	cb_port_write(l->b, l->n);
	l->n = 0;
}

/* see bench.h */
size_t
cb_bench_u64(char *buf, uint64_t v)
{
	char tmp[24];
	size_t n = 0, i;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	for (i = 0; i < n; i++)
		buf[i] = tmp[n - 1 - i];
	buf[n] = '\0';
	return n;
}

static void
key(const char *k, const char *v)
{
	line l = { "", 0 };

	if (v == NULL)
		return;
	add(&l, "# ");
	add(&l, k);
	add(&l, ": ");
	add(&l, v);
	flush(&l);
}

/* see bench.h */
void
cb_bench_emit_header(const cb_bench_meta *m)
{
	line l = { "", 0 };
	uint32_t hz = cb_port_clock_hz();

	add(&l, "# cryptobench: run log 1");
	flush(&l);
	key("platform", m->platform);
	key("cpu", m->cpu);
	key("core", m->core);
	key("vendor", m->vendor);
	add(&l, "# clock_mhz: ");
	if (m->clock_mhz != NULL) {
		add(&l, m->clock_mhz);
	} else if (hz == 0) {
		add(&l, "unknown");
	} else {
		/* MHz with three decimals: the clock in kHz, split */
		uint32_t khz = (hz + 500) / 1000;
		char num[24];
		size_t n = cb_bench_u64(num, khz % 1000 + 1000);

		add_u64(&l, khz / 1000);
		add(&l, ".");
		add(&l, num + n - 3);
	}
	flush(&l);
	key("clock", m->clock);
	key("compiler", m->compiler);
	key("flags", m->flags);
	key("library", m->library);
	key("library_config", m->config);
	key("version", m->version);
	key("unit", cb_port_unit());
	key("method", m->method);
}

static void
add_case(line *l, const cb_bench_case *c)
{
	char params[96];

	add(l, c->algorithm);
	add(l, " ");
	add(l, c->operation);
	add(l, " ");
	(void)cb_bench_params(c, params, sizeof(params));
	add(l, params);
}

/* see bench.h */
void
cb_bench_emit_row(const cb_bench_case *c, const cb_bench_stats *st)
{
	cb_bench_emit_row_stack(c, st, 0);
}

/* One row line: value, with params' suffix (";stat=min" or ""). */
static void
emit_row(const cb_bench_case *c, const cb_bench_stats *st, uint64_t value,
	 const char *suffix, size_t stack, size_t work)
{
	line l = { "", 0 };
	const char *unit = cb_port_unit();

	add(&l, "row ");
	add_case(&l, c);
	add(&l, suffix);
	/* emulated instruction counts are never called cycles */
	add(&l, strcmp(unit, "ns") == 0 ? " time " :
		strcmp(unit, "emulated-insns") == 0 ? " insns " : " cycles ");
	add_u64(&l, value);
	add(&l, " ");
	add(&l, unit);
	add(&l, " reps=");
	add_u64(&l, st->reps);
	add(&l, " min=");
	add_u64(&l, st->min);
	add(&l, " max=");
	add_u64(&l, st->max);
	add(&l, " q1=");
	add_u64(&l, st->q1);
	add(&l, " q3=");
	add_u64(&l, st->q3);
	if (stack != 0) {
		add(&l, " stack=");
		add_u64(&l, stack);
	}
	if (work != 0) {
		add(&l, " work=");
		add_u64(&l, work);
	}
	/* for an outside observer of cb_bench_calls (cycle model) */
	add(&l, " inner=");
	add_u64(&l, st->inner);
	add(&l, " seq=");
	add_u64(&l, st->seq);
	flush(&l);
}

/* see bench.h */
void
cb_bench_emit_row_stack(const cb_bench_case *c, const cb_bench_stats *st,
			size_t stack)
{
	cb_bench_emit_row_mem(c, st, stack, 0);
}

/* see bench.h */
void
cb_bench_emit_row_mem(const cb_bench_case *c, const cb_bench_stats *st,
		      size_t stack, size_t work)
{
	emit_row(c, st, st->median, "", stack, work);
	/*
	 * A case whose count varies from call to call (min_reps: ML-DSA
	 * signing's rejection loop) also gets its minimum as a row of its
	 * own, which is what CMOX publishes: old readers of the log take it
	 * as one more variant, and the stack is the median row's.
	 */
	if (c->min_reps != 0)
		emit_row(c, st, st->min, ";stat=min", 0, 0);
}

/* see bench.h */
void
cb_bench_emit_skip(const cb_bench_case *c, const char *why)
{
	line l = { "", 0 };

	add(&l, "# skip ");
	add_case(&l, c);
	add(&l, ": ");
	add(&l, why);
	flush(&l);
}

/* see bench.h */
void
cb_bench_emit_overflow(const cb_bench_case *c)
{
	line l = { "", 0 };

	add(&l, "# stack: overflow");
	if (c != NULL) {
		add(&l, " in ");
		add_case(&l, c);
	}
	add(&l, ": a call reached the stack guard; the run stops");
	flush(&l);
}

/* see bench.h */
void
cb_bench_emit_end(void)
{
	cb_port_write("# end\n", 6);
}
