/* SPDX-License-Identifier: MIT */
/* NUCLEO-N657X0-Q (STM32N657X0, cortex-m55): HSI 64 MHz, USART1 VCP, DWT. */
#include "cortex_m.h"

/*
 * Runs at the reset clock: the CPU and the system bus on HSI (64 MHz),
 * not at the board's 800 MHz.  800 MHz needs PLL1, the IC1/IC2/IC6/IC11
 * dividers and the core supply in its high voltage range (RM0486 RCC and
 * PWR chapters); that sequence could not be checked against the manual
 * here, so it is left out rather than guessed.  cb_board.clock_hz says
 * 64 MHz and board_init prints the clock it actually selected.
 *
 * Register map from RM0486 (STM32N6), secure aliases: the core boots
 * secure and the image, loaded into AXISRAM2 by the debugger in
 * development boot mode, runs secure and privileged.
 *
 * To check against RM0486 (taken from secondary sources, not the manual):
 * RCC_CFGR2 at 0x024 and "all prescalers / 1" when it is 0; RCC_BUSENR
 * (0x244) bits AHB4 = 6 and APB2 = 9; RCC_AHB4ENR at 0x25c; USART1SEL's
 * reset value selecting PCLK2; DWT_CTRL.CYCDISS at bit 23; ports E and G
 * powered from VDD (no VDDIO supply-valid bit needed).
 */
#define RCC_BASE 0x56028000u
#define RCC_CR CM_REG(RCC_BASE + 0x000u)
#define RCC_SR CM_REG(RCC_BASE + 0x004u)
#define RCC_CFGR1 CM_REG(RCC_BASE + 0x020u)
#define RCC_CFGR2 CM_REG(RCC_BASE + 0x024u)
#define RCC_HSICFGR CM_REG(RCC_BASE + 0x048u)
#define RCC_BUSENR CM_REG(RCC_BASE + 0x244u)
#define RCC_AHB4ENR CM_REG(RCC_BASE + 0x25cu)
#define RCC_APB2ENR CM_REG(RCC_BASE + 0x26cu)
#define CR_HSION (1u << 3)
#define SR_HSIRDY (1u << 3)
#define CFGR1_CPUSW_MASK (3u << 16)     /* 0: HSI */
#define CFGR1_CPUSWS_MASK (3u << 20)
#define CFGR1_SYSSW_MASK (3u << 24)     /* 0: HSI */
#define CFGR1_SYSSWS_MASK (3u << 28)
#define HSICFGR_HSIDIV(v) (((v) >> 7) & 3u)     /* 64 MHz >> HSIDIV */
#define BUSENR_AHB4 (1u << 6)
#define BUSENR_APB2 (1u << 9)
#define AHB4ENR_GPIOE (1u << 4)
#define AHB4ENR_GPIOG (1u << 6)
#define APB2ENR_USART1 (1u << 4)

#define GPIOE_BASE 0x56021000u
#define GPIOG_BASE 0x56021800u
#define GPIO_MODER(b) CM_REG((b) + 0x00u)
#define GPIO_OSPEEDR(b) CM_REG((b) + 0x08u)
#define GPIO_BSRR(b) CM_REG((b) + 0x18u)
#define GPIO_AFRL(b) CM_REG((b) + 0x20u)

#define USART1_BASE 0x52001000u
#define USART_CR1 CM_REG(USART1_BASE + 0x00u)
#define USART_BRR CM_REG(USART1_BASE + 0x0cu)
#define USART_ISR CM_REG(USART1_BASE + 0x1cu)
#define USART_TDR CM_REG(USART1_BASE + 0x28u)
#define CR1_UE (1u << 0)
#define CR1_RE (1u << 2)
#define CR1_TE (1u << 3)
#define ISR_TC (1u << 6)
#define ISR_TXE (1u << 7)

/* Armv8.1-M system registers (Armv8-M ARM, system address map) */
#define SCB_VTOR CM_REG(0xe000ed08u)
#define SCB_CCR CM_REG(0xe000ed14u)
#define MPU_CTRL CM_REG(0xe000ed94u)
#define DAUTHCTRL CM_REG(0xe000ee04u)
#define CCSIDR CM_REG(0xe000ed80u)
#define CSSELR CM_REG(0xe000ed84u)
#define ICIALLU CM_REG(0xe000ef50u)
#define DCISW CM_REG(0xe000ef60u)
#define DCCISW CM_REG(0xe000ef74u)
#define CCR_UNALIGN_TRP (1u << 3)
#define CCR_DC (1u << 16)
#define CCR_IC (1u << 17)
#define DAUTHCTRL_SPNIDENSEL (1u << 2)
#define DAUTHCTRL_INTSPNIDEN (1u << 3)
#define DWT_CTRL_CYCDISS (1u << 23)

#define LED_PIN 0u                      /* PG0, green user LED */
#define HSI_HZ 64000000u
#define BAUD 115200u

extern const uint32_t cb_board_vectors[];      /* memory.ld */

const board_info cb_board = {
	.name = "nucleo-n657x0",
	.mcu = "STM32N657X0",
	.vendor = "STMicroelectronics",
	.clock_how = "reset clock: HSI 64 MHz (not the 800 MHz of the published table)",
	.method = "measured: DWT cycle counter",
	.cpu = "cortex-m55",
	.clock_hz = HSI_HZ,             /* reset clock, not 800 MHz */
	.use_dwt = 1,
	.insn_num = 1,
	.insn_den = 1,
	.unit = "cycles",
};

static void
barrier(void)
{
	__asm__ volatile("dsb sy\n\tisb" : : : "memory");
}

static void
puts_raw(const char *s)
{
	for (; *s != '\0'; s++)
		board_putc(*s);
}

static void
put_u32(uint32_t v)
{
	char b[11];
	int i = 10;

	b[i] = '\0';
	do {
		b[--i] = (char)('0' + v % 10u);
		v /= 10u;
	} while (v != 0);
	puts_raw(b + i);
}

/* Apply a set/way maintenance operation (DCISW or DCCISW) to the whole
 * level 1 data cache. */
static void
dcache_all(volatile uint32_t *op)
{
	uint32_t ccsidr, sets, ways, way_shift, set_shift, s, w;

	CSSELR = 0;                     /* level 1 data cache */
	barrier();
	ccsidr = CCSIDR;
	sets = ((ccsidr >> 13) & 0x7fffu) + 1u;
	ways = ((ccsidr >> 3) & 0x3ffu) + 1u;
	set_shift = (ccsidr & 7u) + 4u;         /* log2(line bytes) */
	way_shift = ways > 1u ? (uint32_t)__builtin_clz(ways - 1u) : 0u;
	for (s = 0; s < sets; s++)
		for (w = 0; w < ways; w++)
			*op = (ways > 1u ? w << way_shift : 0u) |
			      s << set_shift;
	barrier();
}

/*
 * The core as the boot ROM leaves it: take the exceptions on this
 * image's vector table, no MPU regions of the ROM's, no unaligned-access
 * trap.  Then the L1 caches on, as any measurement of this part assumes:
 * invalidated first, or cleaned and invalidated if something already
 * turned the data cache on (it may hold this image's .data and .bss).
 */
static void
core_init(void)
{
	SCB_VTOR = (uint32_t)(uintptr_t)cb_board_vectors;
	MPU_CTRL = 0;
	SCB_CCR &= ~CCR_UNALIGN_TRP;
	barrier();

	if (SCB_CCR & CCR_DC)
		dcache_all(&DCCISW);
	else
		dcache_all(&DCISW);
	ICIALLU = 0;
	barrier();
	SCB_CCR |= CCR_IC | CCR_DC;
	barrier();

	/*
	 * The cycle counter does not count in Secure state unless secure
	 * non-invasive debug is allowed; allow it from here (DAUTHCTRL) and
	 * clear DWT_CTRL.CYCDISS (Armv8.1-M), rather than depend on the
	 * debugger's authentication signals.
	 */
	DAUTHCTRL |= DAUTHCTRL_SPNIDENSEL | DAUTHCTRL_INTSPNIDEN;
	DEMCR |= 1u << 24;              /* TRCENA, so DWT_CTRL is writable */
	DWT_CTRL &= ~DWT_CTRL_CYCDISS;
	barrier();
}

/* CPU and system bus on HSI; AHB and APB prescalers all / 1. */
static void
clock_init(void)
{
	RCC_CR |= CR_HSION;
	while (!(RCC_SR & SR_HSIRDY))
		;
	RCC_CFGR1 &= ~(CFGR1_CPUSW_MASK | CFGR1_SYSSW_MASK);
	while (RCC_CFGR1 & (CFGR1_CPUSWS_MASK | CFGR1_SYSSWS_MASK))
		;
	RCC_CFGR2 = 0;
	RCC_BUSENR |= BUSENR_AHB4 | BUSENR_APB2;
}

void
board_init(void)
{
	uint32_t v, hz;

	core_init();
	clock_init();
	hz = HSI_HZ >> HSICFGR_HSIDIV(RCC_HSICFGR);

	RCC_AHB4ENR |= AHB4ENR_GPIOE | AHB4ENR_GPIOG;
	RCC_APB2ENR |= APB2ENR_USART1;
	(void)RCC_APB2ENR;

	/* PE5 = USART1_TX, PE6 = USART1_RX, AF7: the ST-LINK VCP */
	v = GPIO_AFRL(GPIOE_BASE) & ~(0xffu << 20);
	GPIO_AFRL(GPIOE_BASE) = v | 7u << 20 | 7u << 24;
	v = GPIO_MODER(GPIOE_BASE) & ~(0xfu << 10);
	GPIO_MODER(GPIOE_BASE) = v | 2u << 10 | 2u << 12;

	/* PG0: push-pull output, low */
	GPIO_BSRR(GPIOG_BASE) = 1u << (LED_PIN + 16);
	GPIO_OSPEEDR(GPIOG_BASE) |= 2u << (2 * LED_PIN);
	v = GPIO_MODER(GPIOG_BASE) & ~(3u << (2 * LED_PIN));
	GPIO_MODER(GPIOG_BASE) = v | 1u << (2 * LED_PIN);

	/* kernel clock: PCLK2 (USART1SEL reset value) = HSI / 1 / 1 */
	USART_BRR = (hz + BAUD / 2u) / BAUD;
	USART_CR1 = CR1_UE | CR1_TE | CR1_RE;

	/* before the log's first line, so ingest skips it */
	puts_raw("\r\n# nucleo-n657x0: cpu and bus on HSI, ");
	put_u32(hz);
	puts_raw(" Hz (the reset clock, not 800 MHz)\r\n");
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
	GPIO_BSRR(GPIOG_BASE) = on ? 1u << LED_PIN : 1u << (LED_PIN + 16);
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
