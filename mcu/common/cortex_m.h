/* SPDX-License-Identifier: MIT */
/* Cortex-M core registers and the small interface each board provides. */
#ifndef MCU_CORTEX_M_H
#define MCU_CORTEX_M_H

#include <stddef.h>
#include <stdint.h>

#define CM_REG(a) (*(volatile uint32_t *)(uintptr_t)(a))

/* SysTick (ARMv7-M/v8-M B3.3) */
#define SYST_CSR CM_REG(0xe000e010u)
#define SYST_RVR CM_REG(0xe000e014u)
#define SYST_CVR CM_REG(0xe000e018u)
/* DWT cycle counter, enabled through DEMCR.TRCENA */
#define DEMCR CM_REG(0xe000edfcu)
#define DWT_CTRL CM_REG(0xe0001000u)
#define DWT_CYCCNT CM_REG(0xe0001004u)

/* What a board provides (mcu/boards/<board>/board.c). */
typedef struct board_info {
	const char *name;       /* "mps2-an386" */
	const char *cpu;        /* "cortex-m4" */
	const char *mcu;        /* "STM32F439ZI", or the emulated board */
	const char *vendor;     /* MCU vendor, or "QEMU" */
	const char *clock_how;  /* how clock_hz is known */
	const char *method;     /* how counts are taken */
	/* core clock; under QEMU -icount shift=0 the virtual clock of one
	 * instruction per ns (1 GHz) */
	uint32_t clock_hz;
	/* counter: SysTick ticks (emulation) or DWT cycles (silicon) */
	int use_dwt;
	/* emulation: instructions per SysTick tick, as num/den */
	uint32_t insn_num, insn_den;
	const char *unit;       /* "emulated-insns" or "cycles" */
} board_info;

/* writable: board_init may lower clock_hz if its clock set-up fails */
extern board_info cb_board;
void board_init(void);
void board_putc(char c);
void board_marker(int on);
/* End the run: on QEMU through semihosting, on silicon by spinning. */
void board_exit(int status);

/* Bytes of stack above the guard (port_cm.c, cortex_m.ld). */
size_t cm_stack_size(void);

/* Semihosting (QEMU -semihosting-config enable=on). */
void cm_semihost_exit(int status);
/* The command line QEMU gives (its semihosting arg= values, else the
 * image's name) into buf, NUL-terminated: its length, 0 if none fits.
 * Only under QEMU: on silicon without a debugger the bkpt faults. */
size_t cm_semihost_cmdline(char *buf, size_t len);

#endif
