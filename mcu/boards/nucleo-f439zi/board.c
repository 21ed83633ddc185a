/* SPDX-License-Identifier: MIT */
/* NUCLEO-F439ZI (STM32F439ZI, cortex-m4f): 180 MHz, USART3 VCP, DWT, PB0. */
#include "cortex_m.h"

/* Register addresses and bits from RM0090 rev 19 (STM32F42x/43x). */
#define RCC_BASE 0x40023800u            /* RM0090 memory map */
#define RCC_CR CM_REG(RCC_BASE + 0x00u)
#define RCC_PLLCFGR CM_REG(RCC_BASE + 0x04u)
#define RCC_CFGR CM_REG(RCC_BASE + 0x08u)
#define RCC_AHB1ENR CM_REG(RCC_BASE + 0x30u)
#define RCC_APB1ENR CM_REG(RCC_BASE + 0x40u)
#define CR_HSION (1u << 0)
#define CR_HSIRDY (1u << 1)
#define CR_HSEON (1u << 16)
#define CR_HSERDY (1u << 17)
#define CR_HSEBYP (1u << 18)
#define CR_PLLON (1u << 24)
#define CR_PLLRDY (1u << 25)
#define PLLCFGR_SRC_HSE (1u << 22)
#define CFGR_SW_PLL 2u
#define CFGR_SWS_MASK (3u << 2)
#define CFGR_SWS_PLL (2u << 2)
#define CFGR_PPRE1_DIV4 (5u << 10)      /* APB1 <= 45 MHz */
#define CFGR_PPRE2_DIV2 (4u << 13)      /* APB2 <= 90 MHz */
#define AHB1ENR_GPIOB (1u << 1)
#define AHB1ENR_GPIOD (1u << 3)
#define APB1ENR_USART3 (1u << 18)
#define APB1ENR_PWR (1u << 28)

#define PWR_BASE 0x40007000u            /* RM0090 PWR registers */
#define PWR_CR CM_REG(PWR_BASE + 0x00u)
#define PWR_CSR CM_REG(PWR_BASE + 0x04u)
#define PWR_CR_VOS_SCALE1 (3u << 14)
#define PWR_CR_ODEN (1u << 16)
#define PWR_CR_ODSWEN (1u << 17)
#define PWR_CSR_ODRDY (1u << 16)
#define PWR_CSR_ODSWRDY (1u << 17)

#define FLASH_ACR CM_REG(0x40023c00u)   /* RM0090 FLASH_ACR */
#define ACR_LATENCY_5WS 5u              /* 150 < HCLK <= 180 MHz, 2.7-3.6 V */
#define ACR_PRFTEN (1u << 8)
#define ACR_ICEN (1u << 9)
#define ACR_DCEN (1u << 10)

#define GPIOB_BASE 0x40020400u          /* RM0090 GPIO registers */
#define GPIOD_BASE 0x40020c00u
#define GPIO_MODER(b) CM_REG((b) + 0x00u)
#define GPIO_OSPEEDR(b) CM_REG((b) + 0x08u)
#define GPIO_BSRR(b) CM_REG((b) + 0x18u)
#define GPIO_AFRH(b) CM_REG((b) + 0x24u)

#define USART3_BASE 0x40004800u         /* RM0090 USART registers */
#define USART_SR CM_REG(USART3_BASE + 0x00u)
#define USART_DR CM_REG(USART3_BASE + 0x04u)
#define USART_BRR CM_REG(USART3_BASE + 0x08u)
#define USART_CR1 CM_REG(USART3_BASE + 0x0cu)
#define SR_TXE (1u << 7)
#define SR_TC (1u << 6)
#define CR1_UE (1u << 13)
#define CR1_TE (1u << 3)
#define CR1_RE (1u << 2)

#define HCLK_HZ 180000000u
#define PCLK1_HZ (HCLK_HZ / 4u)
#define BAUD 115200u
/* how long to wait for the ST-LINK's 8 MHz before falling back to HSI */
#define HSE_TRIES 200000u

board_info cb_board = {
	.name = "nucleo-f439zi",
	.mcu = "STM32F439ZI",
	.vendor = "STMicroelectronics",
	.clock_how = "configured: PLL from HSE 8 MHz (ST-LINK MCO), 180 MHz",
	.method = "measured: DWT cycle counter",
	.cpu = "cortex-m4",
	.clock_hz = HCLK_HZ,
	.use_dwt = 1,
	.insn_num = 1,
	.insn_den = 1,
	.unit = "cycles",
};

/*
 * 180 MHz (RM0090, RCC chapter; PWR chapter, over-drive): the PLL takes
 * HSE = 8 MHz from the ST-LINK MCO in bypass (UM1974, HSE clock sources:
 * the board's default), M = 4 gives the recommended 2 MHz VCO input,
 * N = 180 a 360 MHz VCO, P = 2 the 180 MHz SYSCLK; Q = 8 keeps PLL48CK
 * under 48 MHz (unused).  If no HSE shows up (solder bridges changed),
 * HSI 16 MHz with M = 8 gives the same clock.  180 MHz needs voltage
 * scale 1 plus over-drive, switched on with the PLL running and before
 * SYSCLK moves to it.
 */
static void
clock_init(void)
{
	uint32_t src = PLLCFGR_SRC_HSE, m = 4, i;

	RCC_APB1ENR |= APB1ENR_PWR;
	(void)RCC_APB1ENR;              /* the clock must be on before access */
	PWR_CR = (PWR_CR & ~(3u << 14)) | PWR_CR_VOS_SCALE1;

	RCC_CR |= CR_HSEBYP | CR_HSEON;
	for (i = 0; i < HSE_TRIES && !(RCC_CR & CR_HSERDY); i++)
		;
	if (!(RCC_CR & CR_HSERDY)) {
		RCC_CR &= ~(CR_HSEON | CR_HSEBYP);
		while (!(RCC_CR & CR_HSIRDY))
			;
		src = 0;
		m = 8;
	}
	RCC_CR &= ~CR_PLLON;
	while (RCC_CR & CR_PLLRDY)
		;
	RCC_PLLCFGR = src | m | 180u << 6 | 0u << 16 /* P = 2 */ |
		      8u << 24 /* Q */;
	RCC_CR |= CR_PLLON;

	PWR_CR |= PWR_CR_ODEN;
	while (!(PWR_CSR & PWR_CSR_ODRDY))
		;
	PWR_CR |= PWR_CR_ODSWEN;
	while (!(PWR_CSR & PWR_CSR_ODSWRDY))
		;
	while (!(RCC_CR & CR_PLLRDY))
		;

	/* more wait states before the clock goes up; read back to apply */
	FLASH_ACR = ACR_LATENCY_5WS | ACR_PRFTEN | ACR_ICEN | ACR_DCEN;
	while ((FLASH_ACR & 0xfu) != ACR_LATENCY_5WS)
		;
	RCC_CFGR = CFGR_PPRE1_DIV4 | CFGR_PPRE2_DIV2;   /* AHB /1 */
	RCC_CFGR |= CFGR_SW_PLL;
	while ((RCC_CFGR & CFGR_SWS_MASK) != CFGR_SWS_PLL)
		;
}

void
board_init(void)
{
	uint32_t v;

	clock_init();
	RCC_AHB1ENR |= AHB1ENR_GPIOB | AHB1ENR_GPIOD;
	RCC_APB1ENR |= APB1ENR_USART3;
	(void)RCC_APB1ENR;

	/* PD8 = USART3_TX, PD9 = USART3_RX: alternate function 7 (DS9484
	 * alternate function table), the ST-LINK virtual COM port (UM1974) */
	v = GPIO_AFRH(GPIOD_BASE) & ~0xffu;
	GPIO_AFRH(GPIOD_BASE) = v | 7u << 0 | 7u << 4;
	v = GPIO_MODER(GPIOD_BASE) & ~(0xfu << 16);
	GPIO_MODER(GPIOD_BASE) = v | 2u << 16 | 2u << 18;

	/* PB0 = LD1 (green): push-pull output, high speed, low */
	GPIO_BSRR(GPIOB_BASE) = 1u << 16;
	GPIO_OSPEEDR(GPIOB_BASE) |= 2u << 0;
	v = GPIO_MODER(GPIOB_BASE) & ~3u;
	GPIO_MODER(GPIOB_BASE) = v | 1u;

	/* 16x oversampling: BRR = PCLK1 / baud, rounded (45 MHz: 391) */
	USART_BRR = (PCLK1_HZ + BAUD / 2u) / BAUD;
	USART_CR1 = CR1_UE | CR1_TE | CR1_RE;
}

void
board_putc(char c)
{
	while (!(USART_SR & SR_TXE))
		;
	USART_DR = (uint32_t)(unsigned char)c;
}

void
board_marker(int on)
{
	GPIO_BSRR(GPIOB_BASE) = on ? 1u << 0 : 1u << 16;
}

void
board_exit(int status)
{
	(void)status;
	/* let the last byte leave the shift register, then stop here */
	while (!(USART_SR & SR_TC))
		;
	for (;;)
		;
}
