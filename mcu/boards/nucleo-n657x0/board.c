/* SPDX-License-Identifier: MIT */
/* NUCLEO-N657X0-Q (STM32N657X0, cortex-m55): 800 MHz PLL1, USART1 VCP, DWT. */
#include "cortex_m.h"

/*
 * The clock of the published table: CPU 800 MHz.  HSI (64 MHz) feeds
 * PLL1 (M = 2, N = 25, P1 = P2 = 1: 800 MHz); the CPU takes IC1 = PLL1 / 1
 * (800 MHz), the system bus IC2 = PLL1 / 2 (AXI, 400 MHz), IC6 and IC11
 * (NPU, AXISRAM3-6, unused here) PLL1 / 2; AHB = AXI / 2 = 200 MHz, APB1/2/
 * 4/5 = AHB / 1 = 200 MHz, and USART1 runs on PCLK2 (200 MHz).  800 MHz
 * needs the core supply raised first: VDDCORE comes from the board's
 * external SMPS, switched to its overdrive level by PB12, then PWR_VOSCR
 * VOS high.  Every ready flag is polled a bounded number of times; if one
 * does not come, the CPU and the bus go back to HSI (64 MHz), clock_hz
 * and clock_how say so and a warning line names the step.
 *
 * Where the facts come from (no RM0486 here; no vendor code copied):
 * - register offsets, bit positions and base addresses: ST's CMSIS device
 *   header stm32n657xx.h (copy in zephyrproject-rtos/hal_stm32,
 *   stm32cube/stm32n6xx/soc/), "stm32n657xx.h" below;
 * - field encodings (CPUSW/SYSSW 3 = IC1 / IC2-IC6-IC11, PLLxSEL 0 = HSI,
 *   ICxSEL 0 = PLL1, prescaler 0 = /1 and 1 = /2, USART1SEL 0 = PCLK2)
 *   and the use of the set/clear registers (RCC_CSR, RCC_CCR, RCC_DIVENSR,
 *   RCC_AHB4ENSR): ST's stm32n6xx_ll_rcc.h, stm32n6xx_ll_bus.h and the
 *   PLL, clock-switch and voltage sequences of stm32n6xx_hal_rcc.c and
 *   stm32n6xx_hal_pwr_ex.c (STM32CubeN6), "LL"/"HAL" below;
 * - the 800 MHz tree: the NUCLEO set-up of ST's N6 AI examples
 *   (SystemClock_Config_Nucleo, copy in edgeimpulse/example-standalone-
 *   st-stm32n6: SMPS overdrive, PLL1 = HSI / 2 * 25, IC1 / 1, IC2 / 2,
 *   AHB / 2, APB / 1) and the STM32CubeN6 NUCLEO-N657X0-Q projects
 *   (external supply, VOS high before the frequency goes up, CPU and bus
 *   moved to HSI before PLL1 is reprogrammed);
 * - PB12 = SMPS control, high = overdrive, and USART1 on PE5 (TX) and
 *   PD6 (RX; the port had PE6), AF7: ST's NUCLEO BSP stm32n6xx_nucleo.h
 *   and .c ("BSP").
 *
 * Checked against those sources (the old list of things to check):
 * RCC_CFGR2 is at 0x024 and 0 means every prescaler / 1 (its reset value
 * is 0x00100000, AHB / 2, per HAL_RCC_DeInit; this port writes it);
 * RCC_BUSENR is at 0x244 with AHB4 at bit 6 and APB2 at bit 9, set here
 * through RCC_BUSENSR (0xa44); RCC_AHB4ENR is at 0x25c (set through
 * RCC_AHB4ENSR, 0xa5c); USART1SEL = 0 selects PCLK2 (its reset value is
 * not confirmed, so it is written); DWT_CTRL.CYCDISS is bit 23 (Arm CMSIS
 * core_cm55.h).
 *
 * Not confirmed from any source read, so stated as assumptions:
 * - ports B, D, E and G are powered from VDD (no PWR_SVMCRx supply-valid
 *   bit needed): ST's BSP drives PB12, PE5 and PG0/8/10 without one;
 * - the USART bits (UE, RE, TE, TC, TXE) are those of every STM32
 *   USART, not re-read for the N6;
 * - the SMPS switch by PB12 needs board revision C01 or later (BSP note);
 *   older boards set VDDCORE over I2C, which this port does not do, and
 *   nothing here can read the voltage back: on such a board the CPU
 *   would run at 800 MHz on the nominal supply, out of specification;
 * - the timeouts: polls are counted, not timed; POLL_TRIES is at least
 *   60 ms at 64 MHz, far above a PLL lock or a clock switch, and the SMPS
 *   ramp wait is at least 1.5 ms at 64 MHz (ST waits 1 ms).
 *
 * Register map: secure aliases, as the core boots secure and the image,
 * loaded into AXISRAM2 by the debugger in development boot mode, runs
 * secure and privileged.
 */
#define RCC_BASE 0x56028000u            /* RCC_BASE_S, stm32n657xx.h */
#define RCC_SR CM_REG(RCC_BASE + 0x004u)        /* RCC_SR */
#define RCC_CFGR1 CM_REG(RCC_BASE + 0x020u)     /* RCC_CFGR1 */
#define RCC_CFGR2 CM_REG(RCC_BASE + 0x024u)     /* RCC_CFGR2 */
#define RCC_HSICFGR CM_REG(RCC_BASE + 0x048u)   /* RCC_HSICFGR */
#define RCC_PLL1CFGR1 CM_REG(RCC_BASE + 0x080u) /* RCC_PLL1CFGR1 */
#define RCC_PLL1CFGR2 CM_REG(RCC_BASE + 0x084u) /* RCC_PLL1CFGR2 */
#define RCC_PLL1CFGR3 CM_REG(RCC_BASE + 0x088u) /* RCC_PLL1CFGR3 */
#define RCC_IC1CFGR CM_REG(RCC_BASE + 0x0c4u)   /* RCC_IC1CFGR */
#define RCC_IC2CFGR CM_REG(RCC_BASE + 0x0c8u)   /* RCC_IC2CFGR */
#define RCC_IC6CFGR CM_REG(RCC_BASE + 0x0d8u)   /* RCC_IC6CFGR */
#define RCC_IC11CFGR CM_REG(RCC_BASE + 0x0ecu)  /* RCC_IC11CFGR */
#define RCC_CCIPR13 CM_REG(RCC_BASE + 0x174u)   /* RCC_CCIPR13 */
#define RCC_AHB4ENR CM_REG(RCC_BASE + 0x25cu)   /* RCC_AHB4ENR (read back) */
#define RCC_APB2ENR CM_REG(RCC_BASE + 0x26cu)   /* RCC_APB2ENR (read back) */
#define RCC_CSR CM_REG(RCC_BASE + 0x800u)       /* RCC_CSR: sets RCC_CR */
#define RCC_DIVENSR CM_REG(RCC_BASE + 0xa40u)   /* RCC_DIVENSR: sets DIVENR */
#define RCC_BUSENSR CM_REG(RCC_BASE + 0xa44u)   /* RCC_BUSENSR: sets BUSENR */
#define RCC_AHB4ENSR CM_REG(RCC_BASE + 0xa5cu)  /* RCC_AHB4ENSR */
#define RCC_APB2ENSR CM_REG(RCC_BASE + 0xa6cu)  /* RCC_APB2ENSR */
#define RCC_CCR CM_REG(RCC_BASE + 0x1000u)      /* RCC_CCR: clears RCC_CR */
/* RCC_CSR / RCC_CCR and RCC_SR share the RCC_CR layout (stm32n657xx.h;
 * PLL1ONC at bit 8 as HAL_RCC uses it) */
#define CR_HSION (1u << 3)              /* RCC_CSR.HSIONS */
#define CR_PLL1ON (1u << 8)             /* RCC_CSR.PLL1ONS, RCC_CCR.PLL1ONC */
#define SR_HSIRDY (1u << 3)             /* RCC_SR.HSIRDY */
#define SR_PLL1RDY (1u << 8)            /* RCC_SR.PLL1RDY */
/* RCC_CFGR1 (stm32n657xx.h; values: LL) */
#define CFGR1_CPUSW_MASK (3u << 16)     /* CPUSW */
#define CFGR1_CPUSW_IC1 (3u << 16)      /* 0: HSI, 3: IC1 */
#define CFGR1_CPUSWS_MASK (3u << 20)    /* CPUSWS, same values */
#define CFGR1_CPUSWS_IC1 (3u << 20)
#define CFGR1_SYSSW_MASK (3u << 24)     /* SYSSW */
#define CFGR1_SYSSW_IC2 (3u << 24)      /* 0: HSI, 3: IC2/IC6/IC11 */
#define CFGR1_SYSSWS_MASK (3u << 28)    /* SYSSWS, same values */
#define CFGR1_SYSSWS_IC2 (3u << 28)
/* RCC_CFGR2: PPRE1 [2:0], PPRE2 [6:4], PPRE4 [14:12], PPRE5 [18:16],
 * HPRE [22:20]; 0 = / 1, 1 = / 2 (stm32n657xx.h; values: LL) */
#define CFGR2_ALL_DIV1 0u
#define CFGR2_HPRE_DIV2 (1u << 20)
#define HSICFGR_HSIDIV_MASK (3u << 7)   /* RCC_HSICFGR.HSIDIV: 64 MHz >> n */
#define HSICFGR_HSIDIV(v) (((v) >> 7) & 3u)
/* RCC_PLL1CFGR1 (stm32n657xx.h) */
#define PLL1CFGR1_DIVN(n) ((uint32_t)(n) << 8)  /* PLL1DIVN [19:8] */
#define PLL1CFGR1_DIVN_MASK (0xfffu << 8)
#define PLL1CFGR1_DIVM(m) ((uint32_t)(m) << 20) /* PLL1DIVM [25:20] */
#define PLL1CFGR1_DIVM_MASK (0x3fu << 20)
#define PLL1CFGR1_BYP (1u << 27)                /* PLL1BYP */
#define PLL1CFGR1_SEL_MASK (7u << 28)           /* PLL1SEL, 0: HSI (LL) */
#define PLL1CFGR2_DIVNFRAC_MASK 0xffffffu       /* RCC_PLL1CFGR2 */
/* RCC_PLL1CFGR3 (stm32n657xx.h) */
#define PLL1CFGR3_MODSSRST (1u << 0)
#define PLL1CFGR3_MODSSDIS (1u << 2)
#define PLL1CFGR3_MODDSEN (1u << 3)
#define PLL1CFGR3_PDIV2(p) ((uint32_t)(p) << 24)        /* [26:24] */
#define PLL1CFGR3_PDIV1(p) ((uint32_t)(p) << 27)        /* [29:27] */
#define PLL1CFGR3_PDIV_MASK (0x3fu << 24)
#define PLL1CFGR3_PDIVEN (1u << 30)
/* RCC_ICxCFGR: ICxINT [23:16] = divider - 1, ICxSEL [29:28] 0: PLL1
 * (stm32n657xx.h; values: LL and HAL_RCC_ClockConfig) */
#define ICCFGR_PLL1_DIV(d) (((uint32_t)(d) - 1u) << 16)
/* RCC_DIVENR / RCC_DIVENSR: ICxEN at bit x - 1 (stm32n657xx.h) */
#define DIVEN_IC1 (1u << 0)
#define DIVEN_IC2 (1u << 1)
#define DIVEN_IC6 (1u << 5)
#define DIVEN_IC11 (1u << 10)
#define CCIPR13_USART1SEL_MASK 7u       /* RCC_CCIPR13.USART1SEL, 0: PCLK2 */
/* RCC_BUSENR / BUSENSR, RCC_AHB4ENR / ENSR, RCC_APB2ENR / ENSR */
#define BUSEN_AHB4 (1u << 6)
#define BUSEN_APB2 (1u << 9)
#define AHB4EN_GPIOB (1u << 1)
#define AHB4EN_GPIOD (1u << 3)
#define AHB4EN_GPIOE (1u << 4)
#define AHB4EN_GPIOG (1u << 6)
#define AHB4EN_PWR (1u << 18)           /* on at reset (HAL_RCC), set anyway */
#define APB2EN_USART1 (1u << 4)

#define PWR_BASE 0x56024800u            /* PWR_BASE_S, stm32n657xx.h */
#define PWR_CR1 CM_REG(PWR_BASE + 0x000u)       /* PWR_CR1 */
#define PWR_VOSCR CM_REG(PWR_BASE + 0x020u)     /* PWR_VOSCR */
/* PWR_CR1.SDEN: 1 = internal SMPS supplies VDDCORE, 0 = external supply
 * (HAL: PWR_EXTERNAL_SOURCE_SUPPLY, what ST's NUCLEO projects select);
 * writable once after power-on */
#define CR1_SDEN (1u << 2)
#define VOSCR_VOS (1u << 0)             /* 1: high, needed for 800 MHz */
#define VOSCR_VOSRDY (1u << 1)
#define VOSCR_ACTVOS (1u << 16)         /* VOS applied */
#define VOSCR_ACTVOSRDY (1u << 17)

#define GPIOB_BASE 0x56020400u          /* GPIOB_BASE_S, stm32n657xx.h */
#define GPIOD_BASE 0x56020c00u
#define GPIOE_BASE 0x56021000u
#define GPIOG_BASE 0x56021800u
#define GPIO_MODER(b) CM_REG((b) + 0x00u)       /* GPIOx_MODER */
#define GPIO_OSPEEDR(b) CM_REG((b) + 0x08u)     /* GPIOx_OSPEEDR */
#define GPIO_BSRR(b) CM_REG((b) + 0x18u)        /* GPIOx_BSRR */
#define GPIO_AFRL(b) CM_REG((b) + 0x20u)        /* GPIOx_AFRL (AFR[0]) */

#define USART1_BASE 0x52001000u         /* USART1_BASE_S, stm32n657xx.h */
#define USART_CR1 CM_REG(USART1_BASE + 0x00u)   /* USART_CR1 */
#define USART_BRR CM_REG(USART1_BASE + 0x0cu)   /* USART_BRR */
#define USART_ISR CM_REG(USART1_BASE + 0x1cu)   /* USART_ISR */
#define USART_TDR CM_REG(USART1_BASE + 0x28u)   /* USART_TDR */
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
#define DWT_CTRL_CYCDISS (1u << 23)     /* core_cm55.h */

#define LED_PIN 0u                      /* PG0, green user LED (BSP LED3) */
#define SMPS_PIN 12u                    /* PB12, external SMPS (BSP) */
#define TX_PIN 5u                       /* PE5 = USART1_TX, AF7 (BSP COM1) */
#define RX_PIN 6u                       /* PD6 = USART1_RX, AF7 (BSP COM1) */
#define BAUD 115200u

/* The clock tree; the compiler checks the arithmetic. */
#define HSI_HZ 64000000u
#define PLL1_M 2u                       /* 32 MHz reference */
#define PLL1_N 25u                      /* VCO 800 MHz */
#define PLL1_P1 1u
#define PLL1_P2 1u
#define PLL1_HZ (HSI_HZ / PLL1_M * PLL1_N / (PLL1_P1 * PLL1_P2))
#define IC1_DIV 1u                      /* CPU */
#define IC2_DIV 2u                      /* AXI (system bus) */
#define IC6_DIV 2u                      /* NPU, unused */
#define IC11_DIV 2u                     /* AXISRAM3-6, unused */
#define CPU_HZ (PLL1_HZ / IC1_DIV)
#define AXI_HZ (PLL1_HZ / IC2_DIV)
#define HCLK_HZ (AXI_HZ / 2u)           /* HPRE / 2 */
#define PCLK2_HZ HCLK_HZ                /* PPRE2 / 1 */
_Static_assert(CPU_HZ == 800000000u, "CPU at the published 800 MHz");
_Static_assert(AXI_HZ == 400000000u && PCLK2_HZ == 200000000u,
	       "bus clocks of ST's 800 MHz NUCLEO set-up");

/* Bounded polls: at least 60 ms at 64 MHz even at one poll per cycle. */
#define POLL_TRIES 4000000u
/* The SMPS ramp: at least 1.5 ms at 64 MHz (one read per cycle). */
#define SMPS_SPINS 100000u

extern const uint32_t cb_board_vectors[];      /* memory.ld */

/* clock_hz and clock_how change if the 800 MHz set-up fails (board_init) */
board_info cb_board = {
	.name = "nucleo-n657x0",
	.mcu = "STM32N657X0",
	.vendor = "STMicroelectronics",
	.clock_how = "configured: PLL1 from HSI 64 MHz, 800 MHz (IC1), "
		     "VOS high, VDDCORE overdrive",
	.method = "measured: DWT cycle counter",
	.cpu = "cortex-m55",
	.clock_hz = CPU_HZ,
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

/* Wait at least n core cycles: one device read each (a NOP may take no
 * time at all in a low-overhead loop). */
static void
spin(uint32_t n)
{
	while (n-- != 0)
		(void)RCC_SR;
}

/* Poll until (*reg & mask) == want; 0 if it did not happen in time. */
static int
wait_for(volatile uint32_t *reg, uint32_t mask, uint32_t want)
{
	uint32_t i;

	for (i = 0; i < POLL_TRIES; i++)
		if ((*reg & mask) == want)
			return 1;
	return 0;
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

/* CPU and system bus on HSI (the reset choice); 0 if the switch hangs. */
static int
to_hsi(void)
{
	RCC_CFGR1 &= ~(CFGR1_CPUSW_MASK | CFGR1_SYSSW_MASK);
	return wait_for(&RCC_CFGR1, CFGR1_CPUSWS_MASK | CFGR1_SYSSWS_MASK,
			0);
}

/*
 * The 800 MHz set-up, in the order of ST's sequence: supply, voltage,
 * PLL1, dividers, then the switches.  Returns NULL, or the step that did
 * not complete (the caller then goes back to HSI).
 */
static const char *
clock_800(void)
{
	uint32_t v;

	RCC_CSR = CR_HSION;
	if (!wait_for(&RCC_SR, SR_HSIRDY, SR_HSIRDY))
		return "HSI ready";
	/* off whatever IC/PLL a previous run or the boot ROM left */
	if (!to_hsi())
		return "switch to HSI";

	/* VDDCORE from the external SMPS, raised to its overdrive level */
	PWR_CR1 &= ~CR1_SDEN;
	if (PWR_CR1 & CR1_SDEN)
		return "PWR_CR1 external supply";
	if (!wait_for(&PWR_VOSCR, VOSCR_ACTVOSRDY, VOSCR_ACTVOSRDY))
		return "PWR ACTVOSRDY";
	GPIO_BSRR(GPIOB_BASE) = 1u << SMPS_PIN;
	v = GPIO_MODER(GPIOB_BASE) & ~(3u << (2 * SMPS_PIN));
	GPIO_MODER(GPIOB_BASE) = v | 1u << (2 * SMPS_PIN);
	spin(SMPS_SPINS);
	/* then VOS high, before any frequency goes up; HAL waits for VOSRDY
	 * only, this also wants ACTVOS (the level applied) to read high */
	PWR_VOSCR |= VOSCR_VOS;
	if (!wait_for(&PWR_VOSCR, VOSCR_VOSRDY | VOSCR_ACTVOS,
		      VOSCR_VOSRDY | VOSCR_ACTVOS))
		return "PWR VOS high";

	/* PLL1 off, HSI undivided, then PLL1 = HSI / M * N / P1 / P2 */
	RCC_CCR = CR_PLL1ON;
	if (!wait_for(&RCC_SR, SR_PLL1RDY, 0))
		return "PLL1 off";
	RCC_HSICFGR &= ~HSICFGR_HSIDIV_MASK;
	RCC_PLL1CFGR3 |= PLL1CFGR3_MODSSDIS;
	RCC_PLL1CFGR1 &= ~PLL1CFGR1_BYP;
	v = RCC_PLL1CFGR1 & ~(PLL1CFGR1_SEL_MASK | PLL1CFGR1_DIVM_MASK |
			      PLL1CFGR1_DIVN_MASK);
	RCC_PLL1CFGR1 = v | PLL1CFGR1_DIVM(PLL1_M) | PLL1CFGR1_DIVN(PLL1_N);
	v = RCC_PLL1CFGR3 & ~(PLL1CFGR3_PDIV_MASK | PLL1CFGR3_MODDSEN);
	RCC_PLL1CFGR3 = v | PLL1CFGR3_PDIV1(PLL1_P1) |
			PLL1CFGR3_PDIV2(PLL1_P2);
	RCC_PLL1CFGR2 &= ~PLL1CFGR2_DIVNFRAC_MASK;     /* integer mode */
	RCC_PLL1CFGR3 |= PLL1CFGR3_MODSSRST | PLL1CFGR3_PDIVEN;
	RCC_CSR = CR_PLL1ON;
	if (!wait_for(&RCC_SR, SR_PLL1RDY, SR_PLL1RDY))
		return "PLL1 lock";

	/* AHB / 2 before the bus speeds up; APB / 1 */
	RCC_CFGR2 = CFGR2_HPRE_DIV2;
	RCC_IC1CFGR = ICCFGR_PLL1_DIV(IC1_DIV);
	RCC_DIVENSR = DIVEN_IC1;
	RCC_CFGR1 = (RCC_CFGR1 & ~CFGR1_CPUSW_MASK) | CFGR1_CPUSW_IC1;
	if (!wait_for(&RCC_CFGR1, CFGR1_CPUSWS_MASK, CFGR1_CPUSWS_IC1))
		return "CPU switch to IC1";
	RCC_IC2CFGR = ICCFGR_PLL1_DIV(IC2_DIV);
	RCC_IC6CFGR = ICCFGR_PLL1_DIV(IC6_DIV);
	RCC_IC11CFGR = ICCFGR_PLL1_DIV(IC11_DIV);
	RCC_DIVENSR = DIVEN_IC2 | DIVEN_IC6 | DIVEN_IC11;
	RCC_CFGR1 = (RCC_CFGR1 & ~CFGR1_SYSSW_MASK) | CFGR1_SYSSW_IC2;
	if (!wait_for(&RCC_CFGR1, CFGR1_SYSSWS_MASK, CFGR1_SYSSWS_IC2))
		return "bus switch to IC2/IC6/IC11";
	return NULL;
}

void
board_init(void)
{
	const char *failed;
	uint32_t v, pclk2;

	core_init();
	/* buses, GPIOs (PB12 drives the SMPS) and PWR before the clocks */
	RCC_BUSENSR = BUSEN_AHB4 | BUSEN_APB2;
	RCC_AHB4ENSR = AHB4EN_GPIOB | AHB4EN_GPIOD | AHB4EN_GPIOE |
		       AHB4EN_GPIOG | AHB4EN_PWR;
	(void)RCC_AHB4ENR;
	failed = clock_800();
	if (failed == NULL) {
		pclk2 = PCLK2_HZ;
	} else {
		/* back to HSI, AHB and APB / 1: a slower, correct label */
		if (!to_hsi()) {
			cb_board.clock_hz = 0;          /* unknown */
			cb_board.clock_how = "unknown: 800 MHz set-up and "
					     "the return to HSI both failed";
		} else {
			cb_board.clock_hz = HSI_HZ >>
				HSICFGR_HSIDIV(RCC_HSICFGR);
			cb_board.clock_how = "reset clock: HSI (the 800 MHz "
					     "set-up failed)";
		}
		RCC_CFGR2 = CFGR2_ALL_DIV1;
		pclk2 = HSI_HZ >> HSICFGR_HSIDIV(RCC_HSICFGR);
	}
	RCC_CCIPR13 &= ~CCIPR13_USART1SEL_MASK;        /* PCLK2 */
	RCC_APB2ENSR = APB2EN_USART1;
	(void)RCC_APB2ENR;

	/* PE5 = USART1_TX, PD6 = USART1_RX, AF7: the ST-LINK VCP */
	v = GPIO_AFRL(GPIOE_BASE) & ~(0xfu << (4 * TX_PIN));
	GPIO_AFRL(GPIOE_BASE) = v | 7u << (4 * TX_PIN);
	v = GPIO_MODER(GPIOE_BASE) & ~(3u << (2 * TX_PIN));
	GPIO_MODER(GPIOE_BASE) = v | 2u << (2 * TX_PIN);
	v = GPIO_AFRL(GPIOD_BASE) & ~(0xfu << (4 * RX_PIN));
	GPIO_AFRL(GPIOD_BASE) = v | 7u << (4 * RX_PIN);
	v = GPIO_MODER(GPIOD_BASE) & ~(3u << (2 * RX_PIN));
	GPIO_MODER(GPIOD_BASE) = v | 2u << (2 * RX_PIN);

	/* PG0: push-pull output, low */
	GPIO_BSRR(GPIOG_BASE) = 1u << (LED_PIN + 16);
	GPIO_OSPEEDR(GPIOG_BASE) |= 2u << (2 * LED_PIN);
	v = GPIO_MODER(GPIOG_BASE) & ~(3u << (2 * LED_PIN));
	GPIO_MODER(GPIOG_BASE) = v | 1u << (2 * LED_PIN);

	/* kernel clock PCLK2, 16x oversampling */
	USART_BRR = (pclk2 + BAUD / 2u) / BAUD;
	USART_CR1 = CR1_UE | CR1_TE | CR1_RE;

	/* before the log's first line, so ingest skips it */
	if (failed == NULL) {
		puts_raw("\r\n# nucleo-n657x0: cpu ");
		put_u32(CPU_HZ);
		puts_raw(" Hz (PLL1 from HSI, IC1), axi ");
		put_u32(AXI_HZ);
		puts_raw(" Hz, hclk and pclk ");
		put_u32(HCLK_HZ);
		puts_raw(" Hz\r\n");
	} else {
		puts_raw("\r\n# nucleo-n657x0: WARNING: 800 MHz set-up "
			 "failed at: ");
		puts_raw(failed);
		if (cb_board.clock_hz == 0) {
			puts_raw("; clock unknown\r\n");
		} else {
			puts_raw("; cpu and bus on HSI, ");
			put_u32(cb_board.clock_hz);
			puts_raw(" Hz\r\n");
		}
	}
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
