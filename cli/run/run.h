/* SPDX-License-Identifier: MIT */
/* The run room: the harness on this host, firmware under QEMU, peers. */
#ifndef CLI_RUN_H
#define CLI_RUN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- the host's port of lib/bench/port.h (port_host.c) ---- */

/* Where cb_port_write goes (the run log's stream, then stdout). */
void port_host_output(FILE *f);
/* How this host counts ("perf_event_open cycles" ...). */
const char *port_host_method(void);
/* Where the clock figure comes from (measured, cpufreq ...). */
const char *port_host_clock(void);
double port_host_clock_mhz(void);

/* ---- est-cycles from the cycle model (est_cycles.c) ---- */

/* run --target: after each insns row of the firmware log, its est-cycles
 * row from the cycle model's output plugout (calls of the harness's
 * cb_bench_case_start at start and cb_bench_calls at call), and a
 * '# est_cycles:' header naming the model; 0, or -1 with the log as it
 * was (message printed). */
int run_add_est_cycles(char **log, size_t *loglen, const char *plugout,
		       const char *target, uint32_t start, uint32_t call);

#endif
