/* SPDX-License-Identifier: MIT */
/* The one interface the benchmark harness needs from a platform. */
#ifndef CB_BENCH_PORT_H
#define CB_BENCH_PORT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Three implementations: the host (cli/run/port_host.c: perf_event_open
 * cycles, else clock_gettime with a calibrated clock), the fake port of
 * the tests (tests/common/port_fake.c: scripted counts) and the boards
 * (mcu/boards/<board>/board.c: DWT cycles, or SysTick under QEMU).
 */

/** Set up clocks, the output channel and the counter. */
void cb_port_init(void);
/** @return the counter: monotonic, in the unit cb_port_unit() names */
uint64_t cb_port_count(void);
/** @return "cycles", "ns" or "emulated-insns" */
const char *cb_port_unit(void);
/** @return the CPU clock in Hz, 0 if unknown */
uint32_t cb_port_clock_hz(void);
/**
 * Write n bytes of output (text, lines ended by '\n').
 * @param s bytes
 * @param n number of bytes
 */
void cb_port_write(const char *s, size_t n);
/**
 * Drive a marker (GPIO pin) around measured calls; a no-op if absent.
 * @param on 1 when a measured call starts, 0 when it ends
 */
void cb_port_marker(int on);
/** Fill the unused stack with a pattern (no-op if unsupported). */
void cb_port_stack_paint(void);
/** @return the deepest stack use since the last paint, 0 if unknown */
size_t cb_port_stack_peak(void);
/**
 * The stack guard: a pattern below the stack's limit, checked after every
 * case and after the self-test; a port without one returns 1.
 * @return 1 while the guard is intact, 0 once a call has reached it
 */
int cb_port_stack_ok(void);
/**
 * Workspace for the cases that need more than static buffers would allow
 * on every board (ML-DSA: keys, signature, signing workspace): the
 * platform sizes it to its RAM, and the harness leaves out the cases that
 * do not fit.
 * @param len receives its length in bytes (0: none)
 * @return the buffer, aligned for int32_t, or NULL
 */
void *cb_port_workspace(size_t *len);

#ifdef __cplusplus
}
#endif
#endif
