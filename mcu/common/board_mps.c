/* SPDX-License-Identifier: MIT */
/* The QEMU MPS2/MPS3 boards: CMSDK UART0, SysTick under -icount (board.conf). */
#include "cortex_m.h"

/*
 * One file for the three emulated boards: what differs (name, CPU, UART
 * address, SysTick rate) comes from each board's board.conf through
 * CB_BOARD_NAME, CB_BOARD_CPU and its c_args.
 */
#if !defined(CB_BOARD_NAME) || !defined(CB_BOARD_CPU) || \
	!defined(MPS_UART_BASE) || !defined(MPS_TICK_NUM) || \
	!defined(MPS_TICK_DEN)
#error "board.conf must give CB_BOARD_NAME, CB_BOARD_CPU and MPS_* (c_args)"
#endif

#define UART_DATA CM_REG(MPS_UART_BASE + 0x00u)
#define UART_STATE CM_REG(MPS_UART_BASE + 0x04u)
#define UART_CTRL CM_REG(MPS_UART_BASE + 0x08u)
#define UART_BAUDDIV CM_REG(MPS_UART_BASE + 0x10u)

/*
 * QEMU reads DWT CYCCNT as zero, so the counter is SysTick on the core
 * clock.  With -icount shift=0 every instruction is 1 ns of virtual time
 * and SysTick runs at 25 MHz (MPS2 AN386), 20 MHz (AN505) or 32 MHz
 * (MPS3 AN547): one tick per MPS_TICK_NUM / MPS_TICK_DEN instructions
 * (40/1, 50/1, 125/4).  The counts are emulated instructions, never
 * cycles.
 */
board_info cb_board = {
	.name = CB_BOARD_NAME,
	.cpu = CB_BOARD_CPU,
	.mcu = "QEMU " CB_BOARD_NAME,
	.vendor = "QEMU (emulated)",
	.clock_how = "virtual: -icount shift=0, one instruction per ns",
	.method = "emulated: QEMU -icount shift=0, SysTick",
	.clock_hz = 1000000000u,
	.use_dwt = 0,
	.insn_num = MPS_TICK_NUM,
	.insn_den = MPS_TICK_DEN,
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
