/* SPDX-License-Identifier: MIT */
/* QEMU mps2-an386 (cortex-m4): CMSDK UART0, SysTick at 25 MHz under -icount. */
#include "cortex_m.h"

#define UART_BASE 0x40004000u
#define UART_DATA CM_REG(UART_BASE + 0x00u)
#define UART_STATE CM_REG(UART_BASE + 0x04u)
#define UART_CTRL CM_REG(UART_BASE + 0x08u)
#define UART_BAUDDIV CM_REG(UART_BASE + 0x10u)

/*
 * QEMU reads DWT CYCCNT as zero, so the counter is SysTick on the core
 * clock.  With -icount shift=0 every instruction is 1 ns of virtual time
 * and SysTick runs at 25 MHz: one tick per 40/1 instructions.  The
 * counts are emulated instructions, never cycles.
 */
board_info cb_board = {
	.name = "mps2-an386",
	.cpu = "cortex-m4",
	.mcu = "QEMU mps2-an386",
	.vendor = "QEMU (emulated)",
	.clock_how = "virtual: -icount shift=0, one instruction per ns",
	.method = "emulated: QEMU -icount shift=0, SysTick",
	.clock_hz = 1000000000u,
	.use_dwt = 0,
	.insn_num = 40,
	.insn_den = 1,
	.unit = "emulated-insns",
};

void
board_init(void)
{
	UART_BAUDDIV = 16;
	UART_CTRL = 1;          /* transmitter on */
}

void
board_putc(char c)
{
	while (UART_STATE & 1u)
		;               /* TX buffer full */
	UART_DATA = (uint32_t)(unsigned char)c;
}

void
board_marker(int on)
{
	(void)on;               /* no pin under emulation */
}

void
board_exit(int status)
{
	cm_semihost_exit(status);
}
