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

static const char fault_msg[] = "\n# fault: hard fault or unexpected "
				"exception\n";

void
cb_fault_handler(void)
{
	const char *p;

	for (p = fault_msg; *p != '\0'; p++)
		board_putc(*p);
	board_exit(3);
	for (;;)
		;
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
