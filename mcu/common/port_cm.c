/* SPDX-License-Identifier: MIT */
/* The harness port (lib/bench/port.h) on Cortex-M: SysTick or DWT. */
#include <stdint.h>

#include "bench/port.h"
#include "cortex_m.h"

static volatile uint32_t systick_wraps;

static void stack_guard_init(void);

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
	stack_guard_init();
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
	uint32_t now, v;

	if (!cb_board.use_dwt) {
		/*
		 * Emulation counts whole SysTick ticks (board.conf's
		 * instructions per tick).  Each reading waits for the next
		 * tick's edge, so that a sample starts at the same point of a
		 * tick whatever ran before it: polling the UART takes as many
		 * instructions as the host's console makes it (a file, a
		 * pseudo-terminal, LAVA), and counts read at any point of a
		 * tick would differ by one tick with it.  The end of a sample
		 * reads the tick it falls in, rounded up alike every time.
		 */
		v = SYST_CVR;
		while (SYST_CVR == v)
			;
		return systick64() * cb_board.insn_num / cb_board.insn_den;
	}
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
#define GUARD 0x5afe57acu
extern uint32_t _sguard, _sstack, _estack;

/* The MPU of Armv7-M (PMSAv7, B3.5) and the system control block. */
#define MPU_TYPE CM_REG(0xe000ed90u)
#define MPU_CTRL CM_REG(0xe000ed94u)
#define MPU_RNR CM_REG(0xe000ed98u)
#define MPU_RBAR CM_REG(0xe000ed9cu)
#define MPU_RASR CM_REG(0xe000eda0u)
#define SCB_SHCSR CM_REG(0xe000ed24u)

/*
 * The stack guard: the 32 bytes below the stack (cortex_m.ld) hold a
 * pattern that cb_port_stack_ok() checks after every case; on Armv8-M
 * the stack limit register faults a push below the stack, on Armv7-M a
 * read-only MPU region covers the guard (where the core
 * has an MPU), so that a call that overflows stops at once, before it
 * writes past the guard into .bss.  The fault handler (startup.c) names
 * it.
 */
static void
stack_guard_init(void)
{
	uint32_t *p;

	for (p = &_sguard; p < &_sstack; p++)
		*p = GUARD;
#if defined(__ARM_ARCH_8M_MAIN__) || defined(__ARM_ARCH_8_1M_MAIN__)
	__asm__ volatile("msr msplim, %0" : : "r"(&_sstack) : "memory");
#else
	if (((MPU_TYPE >> 8) & 0xffu) != 0) {
		MPU_RNR = 0;
		MPU_RBAR = (uint32_t)(uintptr_t)&_sguard;
		/* XN, AP = 110 (read-only: a push faults, the check below
		 * reads), SIZE = 4 (32 bytes), enabled */
		MPU_RASR = 1u << 28 | 6u << 24 | 4u << 1 | 1u;
		SCB_SHCSR |= 1u << 16;          /* MemManage faults */
		MPU_CTRL = 1u << 2 | 1u;        /* PRIVDEFENA, ENABLE */
		__asm__ volatile("dsb\n\tisb" : : : "memory");
	}
#endif
}

int
cb_port_stack_ok(void)
{
	const uint32_t *p;

	for (p = &_sguard; p < &_sstack; p++)
		if (*p != GUARD)
			return 0;
	return 1;
}

size_t
cm_stack_size(void)
{
	return (size_t)((uintptr_t)&_estack - (uintptr_t)&_sstack);
}

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
