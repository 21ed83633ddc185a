/* SPDX-License-Identifier: MIT */
/* NuMaker-IoT-M487 (M487JIDAE, cortex-m4f): 192 MHz, UART0 VCOM, DWT, PH0. */
#include "cortex_m.h"

/* Register map from the M480 Series Technical Reference Manual (TRM). */
#define SYS_BASE 0x40000000u            /* TRM system manager (SYS) */
#define SYS_GPB_MFPH CM_REG(SYS_BASE + 0x3cu)
#define SYS_REGLCTL CM_REG(SYS_BASE + 0x100u)

#define CLK_BASE 0x40000200u            /* TRM clock controller (CLK) */
#define CLK_PWRCTL CM_REG(CLK_BASE + 0x00u)
#define CLK_APBCLK0 CM_REG(CLK_BASE + 0x08u)
#define CLK_CLKSEL0 CM_REG(CLK_BASE + 0x10u)
#define CLK_CLKSEL1 CM_REG(CLK_BASE + 0x14u)
#define CLK_CLKDIV0 CM_REG(CLK_BASE + 0x20u)
#define CLK_PCLKDIV CM_REG(CLK_BASE + 0x34u)
#define CLK_PLLCTL CM_REG(CLK_BASE + 0x40u)
#define CLK_STATUS CM_REG(CLK_BASE + 0x50u)
#define PWRCTL_HXTEN (1u << 0)
#define STATUS_HXTSTB (1u << 0)
#define STATUS_PLLSTB (1u << 2)
#define APBCLK0_UART0CKEN (1u << 16)
#define CLKSEL0_HCLKSEL_MASK 7u
#define CLKSEL0_HCLKSEL_PLL 2u
#define CLKSEL1_UART0SEL_MASK (3u << 24)  /* 0: HXT */
#define CLKDIV0_HCLKDIV_MASK 0xfu
#define CLKDIV0_UART0DIV_MASK (0xfu << 8)
#define PCLKDIV_APB0_DIV2 (1u << 0)
#define PCLKDIV_APB1_DIV2 (1u << 4)
/*
 * PLLCTL: FOUT = FIN / NR * 2 * NF / NO with FBDIV[8:0] = NF - 2,
 * INDIV[13:9] = NR - 1, OUTDIV[15:14] = 1 for NO = 2, PLLSRC[19] = 0 (HXT),
 * PD[16] = 0.  12 MHz / 2 = 6 MHz reference, * 2 * 32 = 384 MHz VCO,
 * / 2 = 192 MHz.
 */
#define PLLCTL_192MHZ_HXT ((32u - 2u) << 0 | (2u - 1u) << 9 | 1u << 14)

/* FMC_CYCCTL: flash access cycles; 8 for HCLK up to 192 MHz.  Check the
 * TRM FMC_CYCCTL description for CYCLE[3:0] against HCLK. */
#define FMC_CYCCTL CM_REG(0x4000c04cu)

#define GPIO_BASE 0x40004000u           /* TRM GPIO, ports 0x40 apart */
#define GPIO_MODE(port) CM_REG(GPIO_BASE + (port) * 0x40u + 0x00u)
#define GPIO_DOUT(port) CM_REG(GPIO_BASE + (port) * 0x40u + 0x08u)
#define PORT_F 5u
#define PORT_H 7u

#define UART0_BASE 0x40070000u          /* TRM UART registers */
#define UART_DAT CM_REG(UART0_BASE + 0x00u)
#define UART_LINE CM_REG(UART0_BASE + 0x0cu)
#define UART_FIFOSTS CM_REG(UART0_BASE + 0x18u)
#define UART_BAUD CM_REG(UART0_BASE + 0x24u)
#define FIFOSTS_TXFULL (1u << 23)
#define FIFOSTS_TXEMPTYF (1u << 28)
#define LINE_8N1 3u
/* baud mode 2 (BAUDM1 | BAUDM0): baud = clock / (BRD + 2) */
#define BAUD_MODE2 (3u << 28)

#define HXT_HZ 12000000u
#define BAUD 115200u

board_info cb_board = {
	.name = "numaker-iot-m487",
	.mcu = "M487JIDAE",
	.vendor = "Nuvoton",
	.clock_how = "configured: PLL from HXT 12 MHz, 192 MHz",
	.method = "measured: DWT cycle counter",
	.cpu = "cortex-m4",
	.clock_hz = 192000000u,
	.use_dwt = 1,
	.insn_num = 1,
	.insn_den = 1,
	.unit = "cycles",
};

/* TRM SYS_REGLCTL: the unlock sequence for write-protected registers. */
static void
unlock(void)
{
	do {
		SYS_REGLCTL = 0x59u;
		SYS_REGLCTL = 0x16u;
		SYS_REGLCTL = 0x88u;
	} while ((SYS_REGLCTL & 1u) == 0);
}

/*
 * 192 MHz from the board's 12 MHz crystal (HXT on PF2/PF3, which must be
 * left as inputs), PCLK0/1 = 96 MHz.  HCLKSEL, PLLCTL, PWRCTL and CYCCTL
 * are write-protected, hence the unlock; they stay unlocked afterwards.
 */
static void
clock_init(void)
{
	unlock();
	GPIO_MODE(PORT_F) &= ~(0xfu << 4);      /* PF2, PF3: input */
	CLK_PWRCTL |= PWRCTL_HXTEN;
	while (!(CLK_STATUS & STATUS_HXTSTB))
		;
	CLK_PLLCTL = PLLCTL_192MHZ_HXT;
	while (!(CLK_STATUS & STATUS_PLLSTB))
		;
	FMC_CYCCTL = (FMC_CYCCTL & ~0xfu) | 8u;
	CLK_PCLKDIV = PCLKDIV_APB0_DIV2 | PCLKDIV_APB1_DIV2;
	CLK_CLKDIV0 &= ~CLKDIV0_HCLKDIV_MASK;   /* HCLK = source / 1 */
	CLK_CLKSEL0 = (CLK_CLKSEL0 & ~CLKSEL0_HCLKSEL_MASK) |
		      CLKSEL0_HCLKSEL_PLL;
}

void
board_init(void)
{
	uint32_t v;

	clock_init();

	/* UART0 on HXT / 1, a clock independent of the PLL */
	CLK_CLKSEL1 &= ~CLKSEL1_UART0SEL_MASK;
	CLK_CLKDIV0 &= ~CLKDIV0_UART0DIV_MASK;
	CLK_APBCLK0 |= APBCLK0_UART0CKEN;

	/* PB12 = UART0_RXD, PB13 = UART0_TXD (multi-function 6): the
	 * Nu-Link-Me VCOM (board user manual, UART0 to the ICE bridge) */
	v = SYS_GPB_MFPH & ~(0xffu << 16);
	SYS_GPB_MFPH = v | 6u << 16 | 6u << 20;

	/* 12 MHz / 115200 = 104.2: BRD = 102, 0.2 % fast */
	UART_LINE = LINE_8N1;
	UART_BAUD = BAUD_MODE2 | ((HXT_HZ + BAUD / 2u) / BAUD - 2u);

	/* PH0 (red LED, lit when low): push-pull output, low */
	GPIO_DOUT(PORT_H) &= ~1u;
	v = GPIO_MODE(PORT_H) & ~3u;
	GPIO_MODE(PORT_H) = v | 1u;
}

void
board_putc(char c)
{
	while (UART_FIFOSTS & FIFOSTS_TXFULL)
		;
	UART_DAT = (uint32_t)(unsigned char)c;
}

void
board_marker(int on)
{
	if (on)
		GPIO_DOUT(PORT_H) |= 1u;
	else
		GPIO_DOUT(PORT_H) &= ~1u;
}

void
board_exit(int status)
{
	(void)status;
	while (!(UART_FIFOSTS & FIFOSTS_TXEMPTYF))
		;
	for (;;)
		;
}
