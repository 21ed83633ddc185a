/* SPDX-License-Identifier: MIT */
/* SAM E51 Curiosity Nano (ATSAME51J20A, cortex-m4f): 120 MHz, SERCOM5, DWT. */
#include "cortex_m.h"

/* Register map from the SAM D5x/E5x Family Data Sheet (DS60001507). */
#define REG8(a) (*(volatile uint8_t *)(uintptr_t)(a))
#define REG16(a) (*(volatile uint16_t *)(uintptr_t)(a))

#define MCLK_BASE 0x40000800u           /* MCLK registers */
#define MCLK_APBDMASK CM_REG(MCLK_BASE + 0x20u)
#define APBD_SERCOM5 (1u << 1)

#define OSCCTRL_BASE 0x40001000u        /* OSCCTRL, DPLL0 block at 0x30 */
#define DPLL0_CTRLA REG8(OSCCTRL_BASE + 0x30u)
#define DPLL0_RATIO CM_REG(OSCCTRL_BASE + 0x34u)
#define DPLL0_CTRLB CM_REG(OSCCTRL_BASE + 0x38u)
#define DPLL0_SYNCBUSY CM_REG(OSCCTRL_BASE + 0x3cu)
#define DPLL0_STATUS CM_REG(OSCCTRL_BASE + 0x40u)
#define DPLLCTRLA_ENABLE (1u << 1)
#define DPLLCTRLB_REFCLK_GCLK (0u << 5)
#define DPLLSYNCBUSY_ENABLE (1u << 1)
#define DPLLSYNCBUSY_RATIO (1u << 2)
#define DPLLSTATUS_LOCK (1u << 0)
#define DPLLSTATUS_CLKRDY (1u << 1)

#define GCLK_BASE 0x40001c00u           /* GCLK registers */
#define GCLK_SYNCBUSY CM_REG(GCLK_BASE + 0x04u)
#define GCLK_GENCTRL(n) CM_REG(GCLK_BASE + 0x20u + 4u * (n))
#define GCLK_PCHCTRL(m) CM_REG(GCLK_BASE + 0x80u + 4u * (m))
#define GENCTRL_SRC_DFLL 6u
#define GENCTRL_SRC_DPLL0 7u
#define GENCTRL_GENEN (1u << 8)
#define GENCTRL_IDC (1u << 9)
#define GENCTRL_DIV(d) ((uint32_t)(d) << 16)
#define SYNCBUSY_GENCTRL(n) (1u << (2 + (n)))
#define PCHCTRL_CHEN (1u << 6)
#define PCH_FDPLL0 1u                   /* GCLK PCHCTRL index table */
#define PCH_SERCOM5_CORE 35u

#define NVMCTRL_CTRLA REG16(0x41004000u)        /* NVMCTRL CTRLA */
#define CTRLA_AUTOWS (1u << 2)
#define CTRLA_RWS(n) ((uint16_t)((n) << 8))

#define CMCC_CTRL CM_REG(0x41006008u)   /* CMCC CTRL, cache enable */

#define PORT_BASE 0x41008000u           /* PORT, groups 0x80 apart */
#define PORT_DIRSET(g) CM_REG(PORT_BASE + 0x80u * (g) + 0x08u)
#define PORT_OUTCLR(g) CM_REG(PORT_BASE + 0x80u * (g) + 0x14u)
#define PORT_OUTSET(g) CM_REG(PORT_BASE + 0x80u * (g) + 0x18u)
#define PORT_PMUX(g, n) REG8(PORT_BASE + 0x80u * (g) + 0x30u + (n))
#define PORT_PINCFG(g, n) REG8(PORT_BASE + 0x80u * (g) + 0x40u + (n))
#define PINCFG_PMUXEN 1u
#define PINCFG_INEN 2u
#define GROUP_A 0u
#define GROUP_B 1u
#define PMUX_C 2u                       /* SERCOM */

#define SERCOM5_BASE 0x43000400u        /* SERCOM USART registers */
#define USART_CTRLA CM_REG(SERCOM5_BASE + 0x00u)
#define USART_CTRLB CM_REG(SERCOM5_BASE + 0x04u)
#define USART_BAUD REG16(SERCOM5_BASE + 0x0cu)
#define USART_INTFLAG REG8(SERCOM5_BASE + 0x18u)
#define USART_SYNCBUSY CM_REG(SERCOM5_BASE + 0x1cu)
#define USART_DATA CM_REG(SERCOM5_BASE + 0x28u)
#define CTRLA_ENABLE (1u << 1)
#define CTRLA_MODE_INTCLK (1u << 2)
#define CTRLA_RXPO_PAD1 (1u << 20)      /* TXPO = 0: TX on PAD0 */
#define CTRLA_DORD_LSB (1u << 30)
#define CTRLB_TXEN (1u << 16)
#define CTRLB_RXEN (1u << 17)
#define SYNC_ENABLE (1u << 1)
#define SYNC_CTRLB (1u << 2)
#define INTFLAG_DRE (1u << 0)
#define INTFLAG_TXC (1u << 1)

#define LED_PIN 14u                     /* PA14, yellow LED, active low */
#define CORE_HZ 120000000u
#define SERCOM_HZ 48000000u
#define BAUD 115200u

board_info cb_board = {
	.name = "same51-cnano",
	.mcu = "ATSAME51J20A",
	.vendor = "Microchip",
	.clock_how = "configured: DPLL0 from DFLL48M (open loop, approximate), 120 MHz",
	.method = "measured: DWT cycle counter",
	.cpu = "cortex-m4",
	.clock_hz = CORE_HZ,
	.use_dwt = 1,
	.insn_num = 1,
	.insn_den = 1,
	.unit = "cycles",
};

static void
gclk_gen(uint32_t n, uint32_t src, uint32_t div)
{
	GCLK_GENCTRL(n) = src | GENCTRL_GENEN | GENCTRL_IDC |
			  GENCTRL_DIV(div);
	while (GCLK_SYNCBUSY & SYNCBUSY_GENCTRL(n))
		;
}

static void
gclk_channel(uint32_t m, uint32_t gen)
{
	GCLK_PCHCTRL(m) = gen | PCHCTRL_CHEN;
	while (!(GCLK_PCHCTRL(m) & PCHCTRL_CHEN))
		;
}

/*
 * 120 MHz: out of reset GCLK0 (the CPU clock) runs on DFLL48M in open
 * loop.  Generator 2 divides the DFLL to 1 MHz as the FDPLL0 reference
 * (allowed input 32 kHz..3.2 MHz, electrical characteristics, FDPLL), the
 * ratio 119 + 1 gives 120 MHz (range 96..200 MHz), and GCLK0 moves to
 * DPLL0.  The DFLL's open-loop tolerance carries over to the core clock;
 * the counts are cycles either way.  For a crystal-accurate clock, take
 * the board's 32.768 kHz crystal (XOSC32K, REFCLK = 1) with LDR = 3661,
 * LDRFRAC = 3 instead.  The flash needs 5 wait states above 119 MHz
 * (electrical characteristics, NVM); set them first, explicitly.
 */
static void
clock_init(void)
{
	NVMCTRL_CTRLA = (uint16_t)((NVMCTRL_CTRLA & ~(0xfu << 8) &
				    ~CTRLA_AUTOWS) | CTRLA_RWS(5u));
	gclk_gen(2, GENCTRL_SRC_DFLL, 48);
	gclk_channel(PCH_FDPLL0, 2);
	DPLL0_RATIO = 119u;                     /* LDRFRAC = 0 */
	while (DPLL0_SYNCBUSY & DPLLSYNCBUSY_RATIO)
		;
	DPLL0_CTRLB = DPLLCTRLB_REFCLK_GCLK;
	DPLL0_CTRLA = DPLLCTRLA_ENABLE;
	while (DPLL0_SYNCBUSY & DPLLSYNCBUSY_ENABLE)
		;
	while ((DPLL0_STATUS & (DPLLSTATUS_LOCK | DPLLSTATUS_CLKRDY)) !=
	       (DPLLSTATUS_LOCK | DPLLSTATUS_CLKRDY))
		;
	gclk_gen(0, GENCTRL_SRC_DPLL0, 1);
	CMCC_CTRL = 1u;                         /* CEN */
}

void
board_init(void)
{
	clock_init();

	/* SERCOM5 core clock: generator 3 = DFLL48M / 1 */
	gclk_gen(3, GENCTRL_SRC_DFLL, 1);
	gclk_channel(PCH_SERCOM5_CORE, 3);
	MCLK_APBDMASK |= APBD_SERCOM5;

	/* PB16 = SERCOM5 PAD0 (TX), PB17 = PAD1 (RX), function C: wired
	 * to the debugger's CDC port (Curiosity Nano user guide) */
	PORT_PMUX(GROUP_B, 8) = PMUX_C | PMUX_C << 4;
	PORT_PINCFG(GROUP_B, 16) = PINCFG_PMUXEN;
	PORT_PINCFG(GROUP_B, 17) = PINCFG_PMUXEN | PINCFG_INEN;

	/* asynchronous, 16x arithmetic: BAUD = 65536 * (1 - 16 * f / fref) */
	USART_CTRLA = CTRLA_MODE_INTCLK | CTRLA_RXPO_PAD1 | CTRLA_DORD_LSB;
	USART_CTRLB = CTRLB_TXEN | CTRLB_RXEN;  /* 8 bits, 1 stop */
	while (USART_SYNCBUSY & SYNC_CTRLB)
		;
	USART_BAUD = (uint16_t)(65536u - (uint32_t)((65536ull * 16u * BAUD +
						    SERCOM_HZ / 2u) /
						   SERCOM_HZ));
	USART_CTRLA |= CTRLA_ENABLE;
	while (USART_SYNCBUSY & SYNC_ENABLE)
		;

	/* PA14: output, low */
	PORT_OUTCLR(GROUP_A) = 1u << LED_PIN;
	PORT_DIRSET(GROUP_A) = 1u << LED_PIN;
}

void
board_putc(char c)
{
	while (!(USART_INTFLAG & INTFLAG_DRE))
		;
	USART_DATA = (uint32_t)(unsigned char)c;
}

void
board_marker(int on)
{
	/* high during a measured operation, as on every board (the LED is
	 * lit between operations) */
	if (on)
		PORT_OUTSET(GROUP_A) = 1u << LED_PIN;
	else
		PORT_OUTCLR(GROUP_A) = 1u << LED_PIN;
}

void
board_exit(int status)
{
	(void)status;
	while (!(USART_INTFLAG & INTFLAG_TXC))
		;
	for (;;)
		;
}
