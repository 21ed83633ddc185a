/* SPDX-License-Identifier: MIT */
/* Fake benchmark port for the harness tests: scripted counts, captured text. */
#include <stdint.h>
#include <string.h>

#include "port.h"

/* Test controls (declared by the tests that use them). */
void port_fake_reset(void);
void port_fake_script(const uint64_t *counts, size_t n, uint64_t step);
void port_fake_unit(const char *unit, uint32_t clock_hz);
const char *port_fake_output(void);
size_t port_fake_reads(void);
int port_fake_markers(void);
void port_fake_stack(const size_t *peaks, size_t n);
size_t port_fake_paints(void);
void port_fake_clock(uint64_t (*fn)(void));
void port_fake_guard(size_t ok_checks);

static const uint64_t *script;
static size_t script_n, pos, reads;
static uint64_t last, step_after;
static const char *unit = "cycles";
static uint32_t clock_hz;
static char out[1 << 17];
static size_t out_n;
static int markers_on, marker_pairs;
static const size_t *peaks;
static size_t peaks_n, peak_pos, paints;
static uint64_t (*clock_fn)(void);
static size_t guard_left = (size_t)-1;

void
port_fake_reset(void)
{
	script = NULL;
	script_n = pos = reads = 0;
	last = 0;
	step_after = 1;
	unit = "cycles";
	clock_hz = 0;
	out_n = 0;
	out[0] = '\0';
	markers_on = marker_pairs = 0;
	peaks = NULL;
	peaks_n = peak_pos = paints = 0;
	clock_fn = NULL;
	guard_left = (size_t)-1;
}

/* cb_port_stack_ok returns 1 ok_checks times, then 0 (a breached guard) */
void
port_fake_guard(size_t ok_checks)
{
	guard_left = ok_checks;
}

/* cb_port_count returns fn() instead of the script: a clock the test
 * advances (a scripted cost per case); NULL: the script again */
void
port_fake_clock(uint64_t (*fn)(void))
{
	clock_fn = fn;
}

/* cb_port_stack_peak returns peaks[0], peaks[1], ... then 0 */
void
port_fake_stack(const size_t *p, size_t n)
{
	peaks = p;
	peaks_n = n;
	peak_pos = 0;
}

size_t
port_fake_paints(void)
{
	return paints;
}

/* cb_port_count returns counts[0], counts[1], ... then keeps adding step */
void
port_fake_script(const uint64_t *counts, size_t n, uint64_t step)
{
	script = counts;
	script_n = n;
	pos = 0;
	step_after = step;
}

void
port_fake_unit(const char *u, uint32_t hz)
{
	unit = u;
	clock_hz = hz;
}

const char *
port_fake_output(void)
{
	return out;
}

size_t
port_fake_reads(void)
{
	return reads;
}

/* completed on/off pairs, or -1 if a marker was left on or turned off
 * twice */
int
port_fake_markers(void)
{
	return markers_on < 0 || markers_on > 0 ? -1 : marker_pairs;
}

void
cb_port_init(void)
{
}

uint64_t
cb_port_count(void)
{
	reads++;
	if (clock_fn != NULL)
		return clock_fn();
	if (pos < script_n)
		last = script[pos++];
	else
		last += step_after;
	return last;
}

const char *
cb_port_unit(void)
{
	return unit;
}

uint32_t
cb_port_clock_hz(void)
{
	return clock_hz;
}

void
cb_port_write(const char *s, size_t n)
{
	if (out_n + n + 1 > sizeof(out))
		n = sizeof(out) - out_n - 1;
	memcpy(out + out_n, s, n);
	out_n += n;
	out[out_n] = '\0';
}

void
cb_port_marker(int on)
{
	if (on) {
		markers_on++;
	} else {
		markers_on--;
		marker_pairs++;
	}
	if (markers_on < 0 || markers_on > 1)
		markers_on = -1000;
}

void
cb_port_stack_paint(void)
{
	paints++;
}

size_t
cb_port_stack_peak(void)
{
	return peak_pos < peaks_n ? peaks[peak_pos++] : 0;
}

int
cb_port_stack_ok(void)
{
	if (guard_left == 0)
		return 0;
	if (guard_left != (size_t)-1)
		guard_left--;
	return 1;
}

void *
cb_port_workspace(size_t *len)
{
	static int32_t ws[128 * 1024 / 4];

	*len = sizeof(ws);
	return ws;
}
