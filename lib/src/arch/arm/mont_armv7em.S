/* SPDX-License-Identifier: MIT */
/* One row of the Montgomery product with UMAAL (Armv7E-M, Armv8-M DSP). */
/*
 * void cb_bn_mont_row_armv7em(uint32_t *t, const uint32_t *a,
 *                             const uint32_t *m, size_t n, uint32_t bi,
 *                             uint32_t m0i);
 *
 * t = (t + a bi + mm m) / 2^32 with mm = (t0 + a0 bi) m0i, over n >= 2
 * words (t[n] is the carry word): the row of bn.c's mont_mul_core (its C
 * twin), with the product and the reduction fused in one pass.  Word j
 * takes two UMAALs, t_j + a_j bi + c1 -> (t_j, c1) and then t_j + m_j mm
 * + c2 -> (t_j, c2), neither of which can overflow, and lands at t_(j-1)
 * (word 0 becomes zero by the choice of mm).  Two words per loop: about
 * 8.5 cycles per word (two products) on Cortex-M4.
 *
 * Secret: t, a, bi (and mm).  Branches depend on n only (public); no
 * branch or address depends on the values, and UMULL/UMAAL/MUL take one
 * cycle whatever the operands on the cores this is built for (Cortex-M4,
 * M7, M33, M55).  Stack: nine saved registers.
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

	.syntax unified
	.thumb
	.text

/* word j: t_(j-1) = t_j + a_j bi + c1 + m_j mm + c2, carries in r6, r7 */
	.macro	STEP
	ldr	r10, [r0, #4]
	ldr	r8, [r1], #4
	ldr	r9, [r2], #4
	umaal	r10, r6, r8, r4
	umaal	r10, r7, r9, r5
	str	r10, [r0], #4
	.endm

	.align	2
	.global	cb_bn_mont_row_armv7em
	.type	cb_bn_mont_row_armv7em, %function
	.thumb_func
cb_bn_mont_row_armv7em:
	push	{r4-r11, lr}
	ldr	r4, [sp, #36]		/* bi */
	ldr	r5, [sp, #40]		/* m0i */
	ldr	r8, [r1], #4		/* a0 */
	ldr	r10, [r0]		/* t0 */
	mov	r6, #0			/* c1 */
	umaal	r10, r6, r8, r4
	mul	r5, r10, r5		/* mm */
	ldr	r9, [r2], #4		/* m0 */
	mov	r7, #0			/* c2 */
	umaal	r10, r7, r9, r5		/* r10 = 0 */
	/* r11 = t + n - 1: the steps store t_0 .. t_(n-2) */
	add	r11, r0, r3, lsl #2
	sub	r11, r11, #4
	/* n - 1 steps, two per loop: one alone first when n is even */
	tst	r3, #1
	bne	2f
	STEP
2:
	cmp	r0, r11
	beq	3f
1:
	STEP
	STEP
	cmp	r0, r11
	bne	1b
3:
	/* t_(n-1) : t_n = t_n + c1 + c2 */
	ldr	r10, [r0, #4]
	mov	r8, #0
	adds	r10, r10, r6
	adc	r8, r8, #0
	adds	r10, r10, r7
	adc	r8, r8, #0
	str	r10, [r0]
	str	r8, [r0, #4]
	pop	{r4-r11, pc}
	.size	cb_bn_mont_row_armv7em, . - cb_bn_mont_row_armv7em

#endif
