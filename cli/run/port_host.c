/* SPDX-License-Identifier: MIT */
/* Benchmark port for the host: perf cycles, else clock_gettime, calibrated. */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "port.h"
#include "run.h"

static int perf_fd = -1;
static int inited;
static uint32_t clock_hz;
static double clock_mhz;
static char clock_how[160];
static FILE *out;

static uint64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static uint64_t
perf_read(void)
{
	uint64_t v = 0;

	if (read(perf_fd, &v, sizeof(v)) != (ssize_t)sizeof(v))
		return 0;
	return v;
}

/* User-space CPU cycles of this thread; -1 where the kernel refuses
 * (perf_event_paranoid, containers, virtual machines without a PMU). */
static int
perf_open(void)
{
	struct perf_event_attr a;
	uint64_t v0, v1;
	volatile uint32_t x = 0;
	int fd, i;

	memset(&a, 0, sizeof(a));
	a.type = PERF_TYPE_HARDWARE;
	a.size = sizeof(a);
	a.config = PERF_COUNT_HW_CPU_CYCLES;
	a.exclude_kernel = 1;
	a.exclude_hv = 1;
	fd = (int)syscall(SYS_perf_event_open, &a, 0, -1, -1, 0);
	if (fd < 0)
		return -1;
	perf_fd = fd;
	/* a counter that does not move (some hypervisors) is no counter */
	v0 = perf_read();
	for (i = 0; i < 100000; i++)
		x += (uint32_t)i;
	(void)x;        /* clang: the loop is work, not a result */
	v1 = perf_read();
	if (v1 <= v0) {
		close(fd);
		perf_fd = -1;
		return -1;
	}
	return 0;
}

/*
 * A chain of dependent additions runs at one addition per cycle on every
 * core this tool targets (single-cycle integer add latency), so counting
 * the additions done in a CLOCK_MONOTONIC interval gives the clock the
 * core actually ran at.  The best of several short tries is taken, which
 * leaves out tries the scheduler interrupted.
 */
static uint64_t
add_chain(uint64_t n)
{
	uint64_t x = n, i;

	for (i = 0; i < n; i++) {
		/* eight dependent adds; the empty asm keeps each one */
		x += i;
		__asm__ volatile("" : "+r"(x));
		x += i;
		__asm__ volatile("" : "+r"(x));
		x += i;
		__asm__ volatile("" : "+r"(x));
		x += i;
		__asm__ volatile("" : "+r"(x));
		x += i;
		__asm__ volatile("" : "+r"(x));
		x += i;
		__asm__ volatile("" : "+r"(x));
		x += i;
		__asm__ volatile("" : "+r"(x));
		x += i;
		__asm__ volatile("" : "+r"(x));
	}
	return x;
}

static double
calibrate(void)
{
	double best = 0;
	volatile uint64_t sink;
	int t;

	sink = add_chain(2000000);     /* wake the core up */
	for (t = 0; t < 7; t++) {
		uint64_t n = 1000000, c0 = 0, c1 = 0, t0, t1;
		double hz;

		if (perf_fd >= 0)
			c0 = perf_read();
		t0 = now_ns();
		sink = add_chain(n);
		t1 = now_ns();
		if (perf_fd >= 0)
			c1 = perf_read();
		if (t1 <= t0)
			continue;
		hz = perf_fd >= 0 ? (double)(c1 - c0) * 1e9 / (double)(t1 - t0)
			: (double)(8 * n) * 1e9 / (double)(t1 - t0);
		if (hz > best)
			best = hz;
	}
	(void)sink;
	return best;
}

void
cb_port_init(void)
{
	const char *force = getenv("CRYPTOBENCH_TIMER");
	double hz;

	if (inited)
		return;
	inited = 1;
	if (out == NULL)
		out = stdout;
	if (force == NULL || strcmp(force, "clock") != 0)
		(void)perf_open();
	hz = calibrate();
	clock_mhz = hz / 1e6;
	/* the port's Hz fit 32 bits; faster clocks reach the log through
	 * port_host_clock_mhz() */
	clock_hz = hz > 0 && hz < 4294967295.0 ? (uint32_t)(hz + 0.5) : 0;
	if (perf_fd >= 0)
		snprintf(clock_how, sizeof(clock_how), "calibrated: perf "
			 "cycles per CLOCK_MONOTONIC ns over a busy loop");
	else
		snprintf(clock_how, sizeof(clock_how), "calibrated: "
			 "dependent-add chain (1 add/cycle) timed with "
			 "CLOCK_MONOTONIC");
}

uint64_t
cb_port_count(void)
{
	return perf_fd >= 0 ? perf_read() : now_ns();
}

const char *
cb_port_unit(void)
{
	return perf_fd >= 0 ? "cycles" : "ns";
}

uint32_t
cb_port_clock_hz(void)
{
	return clock_hz;
}

void
cb_port_write(const char *s, size_t n)
{
	fwrite(s, 1, n, out != NULL ? out : stdout);
}

void
cb_port_marker(int on)
{
	(void)on;
}

void
cb_port_stack_paint(void)
{
}

size_t
cb_port_stack_peak(void)
{
	return 0;
}

/* the host's stack has the kernel's guard page */
int
cb_port_stack_ok(void)
{
	return 1;
}

void *
cb_port_workspace(size_t *len)
{
	/* ML-DSA-87's fast signing and its keys (lib/bench/registry.c) */
	static int32_t ws[128 * 1024 / 4];

	*len = sizeof(ws);
	return ws;
}

void
port_host_output(FILE *f)
{
	out = f;
}

const char *
port_host_method(void)
{
	return perf_fd >= 0 ? "measured: perf cycles" :
	       "measured: clock_gettime, clock calibrated";
}

const char *
port_host_clock(void)
{
	return clock_how;
}

double
port_host_clock_mhz(void)
{
	return clock_mhz;
}
