/* SPDX-License-Identifier: MIT */
/* The harness port (lib/bench/port.h) on Cortex-M: SysTick or DWT. */
#include <stdint.h>

#include "bench/port.h"
#include "cortex_m.h"

static volatile uint32_t systick_wraps;

void cb_systick_handler(void);

void
cb_systick_handler(void)
{
	systick_wraps++;
}

void
cb_port_init(void)
{
	board_init();
	if (cb_board.use_dwt) {
		DEMCR |= 1u << 24;      /* TRCENA */
		DWT_CYCCNT = 0;
		DWT_CTRL |= 1u;
	} else {
		/* 24-bit down counter on the core clock, wrap interrupt */
		SYST_RVR = 0x00ffffffu;
		SYST_CVR = 0;
		SYST_CSR = 7u;
	}
}

/* 64-bit SysTick count: wraps * 2^24 + elapsed, read consistently. */
static uint64_t
systick64(void)
{
	uint32_t w1, w2, v;

	do {
		w1 = systick_wraps;
		v = SYST_CVR;
		w2 = systick_wraps;
	} while (w1 != w2);
	return ((uint64_t)w1 << 24) + (0x00ffffffu - (v & 0x00ffffffu));
}

uint64_t
cb_port_count(void)
{
	static uint32_t last, high;
	uint32_t now;

	if (!cb_board.use_dwt)
		return systick64() * cb_board.insn_num / cb_board.insn_den;
	/* extend the 32-bit DWT counter, read at least once per wrap */
	now = DWT_CYCCNT;
	if (now < last)
		high++;
	last = now;
	return (uint64_t)high << 32 | now;
}

const char *
cb_port_unit(void)
{
	return cb_board.unit;
}

uint32_t
cb_port_clock_hz(void)
{
	return cb_board.clock_hz;
}

void
cb_port_write(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] == '\n')
			board_putc('\r');
		board_putc(s[i]);
	}
}

void
cb_port_marker(int on)
{
	board_marker(on);
}

#define PAINT 0xc5c5c5c5u
extern uint32_t _sstack, _estack;

void
cb_port_stack_paint(void)
{
	uint32_t *p, *sp;

	__asm__ volatile("mov %0, sp" : "=r"(sp));
	/* paint from the bottom of the stack up to 64 bytes below sp */
	for (p = &_sstack; p < sp - 16; p++)
		*p = PAINT;
}

size_t
cb_port_stack_peak(void)
{
	uint32_t *p;

	for (p = &_sstack; p < &_estack && *p == PAINT; p++)
		;
	return (size_t)((uintptr_t)&_estack - (uintptr_t)p);
}

/* The board's budget (mcu/meson.build, board_workspace), in bytes. */
#ifndef CB_FW_WORKSPACE
#define CB_FW_WORKSPACE (128 * 1024)
#endif

void *
cb_port_workspace(size_t *len)
{
#if CB_FW_WORKSPACE > 0
	static int32_t ws[CB_FW_WORKSPACE / 4];

	*len = sizeof(ws);
	return ws;
#else
	*len = 0;
	return NULL;
#endif
}
