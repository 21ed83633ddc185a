/* SPDX-License-Identifier: MIT */
/* Vector table and reset handler shared by every Cortex-M board. */
#include <stdint.h>
#include <string.h>

#include "cortex_m.h"

extern uint32_t _sidata, _sdata, _edata, _sbss, _ebss, _estack;
int main(void);
void cb_reset_handler(void);
void cb_fault_handler(void);
void cb_systick_handler(void);

/* System control block: the configurable fault status register and the
 * MemManage fault address (Armv7-M B3.2.15-17, Armv8-M alike) */
#define SCB_CFSR CM_REG(0xe000ed28u)
#define SCB_MMFAR CM_REG(0xe000ed34u)
#define CFSR_MSTKERR (1u << 4)          /* MemManage on exception entry */
#define CFSR_DACCVIOL (1u << 1)
#define CFSR_MMARVALID (1u << 7)
#define CFSR_STKOF (1u << 20)           /* Armv8-M: below the stack limit */

extern uint32_t _sguard, _sstack;
/* lib/bench, in the images that run the benchmark (not ctprobe's) */
struct cb_bench_case;
const struct cb_bench_case *cb_bench_current(void) __attribute__((weak));
void cb_bench_emit_overflow(const struct cb_bench_case *c)
	__attribute__((weak));

static void
put(const char *s)
{
	for (; *s != '\0'; s++)
		board_putc(*s);
}

/* Did the fault come from the stack guard (port_cm.c)? */
static int
stack_overflow(void)
{
	uint32_t cfsr = SCB_CFSR, far = SCB_MMFAR;

	if ((cfsr & (CFSR_STKOF | CFSR_MSTKERR)) != 0)
		return 1;
	return (cfsr & (CFSR_DACCVIOL | CFSR_MMARVALID)) ==
	       (CFSR_DACCVIOL | CFSR_MMARVALID) &&
	       far >= (uint32_t)(uintptr_t)&_sguard &&
	       far < (uint32_t)(uintptr_t)&_sstack;
}

__attribute__((used, noreturn)) static void
fault_report(void)
{
	put("\n");
	if (!stack_overflow())
		put("# fault: hard fault or unexpected exception\n");
	else if (cb_bench_emit_overflow != NULL && cb_bench_current != NULL)
		cb_bench_emit_overflow(cb_bench_current());
	else
		put("# stack: overflow: a call reached the stack guard; "
		    "the run stops\n");
	board_exit(3);
	for (;;)
		;
}

/*
 * A fault at the stack guard leaves no stack to report on: the report
 * runs in the middle of the stack region, on frames dead by then (the
 * overflow came from the bottom) and clear of the run's own frames at
 * the top, which name the case.
 */
__attribute__((naked)) void
cb_fault_handler(void)
{
	__asm__ volatile(
		"ldr r0, =_sstack\n\t"
		"ldr r1, =_estack\n\t"
		"add r0, r0, r1\n\t"
		"lsr r0, r0, #1\n\t"
		"bic r0, r0, #7\n\t"
		"mov sp, r0\n\t"
		"b fault_report\n\t");
}

__attribute__((section(".vectors"), used))
static void (*const vectors[16])(void) = {
	(void (*)(void))(uintptr_t)&_estack,
	cb_reset_handler,
	cb_fault_handler,       /* NMI */
	cb_fault_handler,       /* HardFault */
	cb_fault_handler,       /* MemManage */
	cb_fault_handler,       /* BusFault */
	cb_fault_handler,       /* UsageFault */
	cb_fault_handler,       /* SecureFault (v8-M) */
	0, 0, 0,
	cb_fault_handler,       /* SVCall */
	cb_fault_handler,       /* DebugMonitor */
	0,
	cb_fault_handler,       /* PendSV */
	cb_systick_handler,
};

void
cb_reset_handler(void)
{
	uint32_t *src = &_sidata, *dst;

	/* .data from its load address; .bss zeroed */
	for (dst = &_sdata; dst < &_edata;)
		*dst++ = *src++;
	for (dst = &_sbss; dst < &_ebss;)
		*dst++ = 0;
	board_exit(main());
	for (;;)
		;
}

void
cm_semihost_exit(int status)
{
	/* SYS_EXIT (0x18): ADP_Stopped_ApplicationExit ends QEMU with 0;
	 * ADP_Stopped_RunTimeErrorUnknown with 1 */
	register uint32_t r0 __asm__("r0") = 0x18;
	register uint32_t r1 __asm__("r1") = status == 0 ? 0x20026u :
					      0x20023u;

	__asm__ volatile("bkpt 0xab" : : "r"(r0), "r"(r1) : "memory");
}

size_t
cm_semihost_cmdline(char *buf, size_t len)
{
	/* SYS_GET_CMDLINE (0x15): r1 points to { buffer, its length }; r0
	 * is 0 on success and the length the string's */
	volatile uint32_t block[2];
	register uint32_t r0 __asm__("r0") = 0x15;
	register volatile uint32_t *r1 __asm__("r1") = block;

	if (len == 0)
		return 0;
	block[0] = (uint32_t)(uintptr_t)buf;
	block[1] = (uint32_t)len;
	__asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
	if (r0 != 0 || block[1] >= len) {
		buf[0] = '\0';
		return 0;
	}
	buf[block[1]] = '\0';
	return block[1];
}
