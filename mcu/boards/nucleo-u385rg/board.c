/* SPDX-License-Identifier: MIT */
/* NUCLEO-U385RG-Q (STM32U385RG, cortex-m33): 96 MHz MSIS, USART1 VCP, DWT. */
#include "cortex_m.h"

/*
 * Register map from RM0487 (STM32U3), non-secure aliases: the board is
 * assumed to run with TrustZone disabled (option byte TZEN = 0, the
 * factory state), where these aliases reach every register.
 */
#define RCC_BASE 0x40030c00u
#define RCC_CR CM_REG(RCC_BASE + 0x00u)
#define RCC_ICSCR1 CM_REG(RCC_BASE + 0x08u)
#define RCC_CFGR1 CM_REG(RCC_BASE + 0x1cu)
#define RCC_CFGR2 CM_REG(RCC_BASE + 0x20u)
#define RCC_CFGR4 CM_REG(RCC_BASE + 0x28u)
#define RCC_AHB1ENR2 CM_REG(RCC_BASE + 0x94u)
#define RCC_AHB2ENR1 CM_REG(RCC_BASE + 0x8cu)
#define RCC_APB2ENR CM_REG(RCC_BASE + 0xa4u)
#define CR_MSISRDY (1u << 2)
#define ICSCR1_MSISSEL (1u << 31)       /* 0: MSIRC0, 96 MHz */
#define ICSCR1_MSISDIV_MASK (3u << 29)  /* 0: / 1 */
#define ICSCR1_MSIRGSEL (1u << 23)      /* ranges from ICSCR1 */
#define CFGR1_SW_MASK 3u                /* 0: MSIS */
#define CFGR1_SWS_MASK (3u << 2)
#define CFGR4_BOOSTSEL_MASK 3u
#define CFGR4_BOOSTSEL_MSIS 1u
#define CFGR4_BOOSTDIV_MASK (0xfu << 12)
#define AHB1ENR2_PWREN (1u << 2)
#define AHB2ENR1_GPIOA (1u << 0)
#define APB2ENR_USART1 (1u << 14)

#define PWR_VOSR CM_REG(0x40030800u + 0x0cu)
#define VOSR_R1EN (1u << 0)
#define VOSR_R2EN (1u << 1)
#define VOSR_BOOSTEN (1u << 8)
#define VOSR_R1RDY (1u << 16)
#define VOSR_BOOSTRDY (1u << 24)

#define FLASH_ACR CM_REG(0x40022000u)
#define ACR_LATENCY_MASK 0xfu
#define ACR_PRFTEN (1u << 8)
/* RM0487 flash chapter, "number of wait states according to CPU clock
 * frequency": 3 wait states cover 96 MHz in range 1 (other ports use 2;
 * check the table; more wait states are always safe) */
#define ACR_LATENCY_96MHZ 3u

#define ICACHE_CR CM_REG(0x40030400u)
#define ICACHE_EN 1u

#define GPIOA_BASE 0x42020000u
#define GPIO_MODER CM_REG(GPIOA_BASE + 0x00u)
#define GPIO_OSPEEDR CM_REG(GPIOA_BASE + 0x08u)
#define GPIO_BSRR CM_REG(GPIOA_BASE + 0x18u)
#define GPIO_AFRH CM_REG(GPIOA_BASE + 0x24u)

#define USART1_BASE 0x40013800u
#define USART_CR1 CM_REG(USART1_BASE + 0x00u)
#define USART_BRR CM_REG(USART1_BASE + 0x0cu)
#define USART_ISR CM_REG(USART1_BASE + 0x1cu)
#define USART_TDR CM_REG(USART1_BASE + 0x28u)
#define CR1_UE (1u << 0)
#define CR1_RE (1u << 2)
#define CR1_TE (1u << 3)
#define ISR_TC (1u << 6)
#define ISR_TXE (1u << 7)

#define LED_PIN 5u                      /* PA5, green user LED */
#define CORE_HZ 96000000u
#define BAUD 115200u

board_info cb_board = {
	.name = "nucleo-u385rg",
	.mcu = "STM32U385RGTxQ",
	.vendor = "STMicroelectronics",
	.clock_how = "configured: MSIS, 96 MHz",
	.method = "measured: DWT cycle counter",
	.cpu = "cortex-m33",
	.clock_hz = CORE_HZ,
	.use_dwt = 1,
	.insn_num = 1,
	.insn_den = 1,
	.unit = "cycles",
};

/*
 * 96 MHz (RM0487 RCC and PWR chapters): the U3 has no PLL; MSIS takes
 * MSIRC0 (96 MHz) undivided.  Above 48 MHz the core needs voltage range 1,
 * which in turn needs the EPOD booster, clocked here from MSIS.  Then the
 * flash latency goes up, and only then the clock.  The regulator stays
 * the LDO (the SMPS would save power, not time).
 */
static void
clock_init(void)
{
	uint32_t v;

	RCC_AHB1ENR2 |= AHB1ENR2_PWREN;
	(void)RCC_AHB1ENR2;

	v = RCC_CFGR4 & ~(CFGR4_BOOSTSEL_MASK | CFGR4_BOOSTDIV_MASK);
	RCC_CFGR4 = v | CFGR4_BOOSTSEL_MSIS;
	PWR_VOSR |= VOSR_BOOSTEN;
	while (!(PWR_VOSR & VOSR_BOOSTRDY))
		;
	v = PWR_VOSR & ~(VOSR_R1EN | VOSR_R2EN);
	PWR_VOSR = v | VOSR_R1EN;
	while (!(PWR_VOSR & VOSR_R1RDY))
		;

	v = FLASH_ACR & ~ACR_LATENCY_MASK;
	FLASH_ACR = v | ACR_LATENCY_96MHZ | ACR_PRFTEN;
	while ((FLASH_ACR & ACR_LATENCY_MASK) != ACR_LATENCY_96MHZ)
		;

	RCC_CFGR2 = 0;                  /* AHB, APB1, APB2 / 1 */
	RCC_CFGR1 &= ~CFGR1_SW_MASK;    /* SYSCLK = MSIS (the reset choice) */
	while (RCC_CFGR1 & CFGR1_SWS_MASK)
		;
	v = RCC_ICSCR1 & ~(ICSCR1_MSISSEL | ICSCR1_MSISDIV_MASK);
	RCC_ICSCR1 = v | ICSCR1_MSIRGSEL;
	while (!(RCC_CR & CR_MSISRDY))
		;

	ICACHE_CR |= ICACHE_EN;
}

void
board_init(void)
{
	uint32_t v;

	clock_init();
	RCC_AHB2ENR1 |= AHB2ENR1_GPIOA;
	RCC_APB2ENR |= APB2ENR_USART1;
	(void)RCC_APB2ENR;

	/* PA9 = USART1_TX, PA10 = USART1_RX, AF7: the ST-LINK VCP */
	v = GPIO_AFRH & ~(0xffu << 4);
	GPIO_AFRH = v | 7u << 4 | 7u << 8;
	v = GPIO_MODER & ~(0xfu << 18);
	GPIO_MODER = v | 2u << 18 | 2u << 20;

	/* PA5: push-pull output, low (pins reset to analog mode) */
	GPIO_BSRR = 1u << (LED_PIN + 16);
	GPIO_OSPEEDR |= 2u << (2 * LED_PIN);
	v = GPIO_MODER & ~(3u << (2 * LED_PIN));
	GPIO_MODER = v | 1u << (2 * LED_PIN);

	/* kernel clock = PCLK2 = 96 MHz (USART1SEL reset value),
	 * 16x oversampling: BRR = 833 */
	USART_BRR = (CORE_HZ + BAUD / 2u) / BAUD;
	USART_CR1 = CR1_UE | CR1_TE | CR1_RE;
}

void
board_putc(char c)
{
	while (!(USART_ISR & ISR_TXE))
		;
	USART_TDR = (uint32_t)(unsigned char)c;
}

void
board_marker(int on)
{
	GPIO_BSRR = on ? 1u << LED_PIN : 1u << (LED_PIN + 16);
}

void
board_exit(int status)
{
	(void)status;
	while (!(USART_ISR & ISR_TC))
		;
	for (;;)
		;
}
