/* SPDX-License-Identifier: MIT */
/* Rows of the Montgomery product with UMAAL (Armv7E-M, Armv8-M DSP). */
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

/*
 * void cb_bn_mont_row2_armv7em(uint32_t *t, const uint32_t *a,
 *                              const uint32_t *m, size_t n, uint32_t bi,
 *                              uint32_t bj, uint32_t m0i);
 *
 * Two rows in one pass: exactly cb_bn_mont_row_armv7em with bi, then
 * with bj (bj = b_(i+1)), for n >= 2 words.  The second row's factor
 * mm' = (t0' + a0 bj) m0i needs only the first row's word 1, so words 0
 * and 1 go first; then word j takes the first row's a_j bi and m_j mm
 * and the second's a_(j-1) bj and m_(j-1) mm' (four UMAALs, four carry
 * chains, each UMAAL below 2^64) and lands at t_(j-2): one load and one
 * store of t per two products of each row instead of per one, and half
 * the loop overhead; the end pointer is kept on the stack (every register
 * holds a chain or an operand).
 *
 * Secret and constant time as above; the loop depends on n only.
 * Stack: nine saved registers and the end pointer (44 bytes).
 */
/* word j of both rows, stored at t_(j-2); r0-r2 then point at word j + 1 */
	.macro	STEP2
	ldr	r11, [r0], #4
	ldr	r12, [r1], #4
	ldr	lr, [r2], #4
	umaal	r11, r7, r12, r3
	umaal	r11, r8, lr, r5
	ldr	r12, [r1, #-8]
	ldr	lr, [r2, #-8]
	umaal	r11, r9, r12, r4
	umaal	r11, r10, lr, r6
	str	r11, [r0, #-12]
	.endm

	.align	2
	.global	cb_bn_mont_row2_armv7em
	.type	cb_bn_mont_row2_armv7em, %function
	.thumb_func
cb_bn_mont_row2_armv7em:
	push	{r4-r11, lr}
	sub	sp, sp, #8
	add	r12, r0, r3, lsl #2	/* &t[n]: where the loop stops */
	str	r12, [sp]
	ldr	r3, [sp, #44]		/* bi */
	ldr	r4, [sp, #48]		/* bj */
	ldr	lr, [sp, #52]		/* m0i */
	/* word 0: mm from t0 + a0 bi; the first row's word 0 becomes 0 */
	ldr	r11, [r0], #4
	ldr	r12, [r1], #4
	mov	r7, #0			/* c1: a bi */
	umaal	r11, r7, r12, r3
	mul	r5, r11, lr		/* mm */
	ldr	r12, [r2], #4
	mov	r8, #0			/* c2: m mm */
	umaal	r11, r8, r12, r5
	/* word 1: the first row's t0', then mm' from t0' + a0 bj */
	ldr	r11, [r0], #4
	ldr	r12, [r1], #4
	ldr	lr, [r2], #4
	umaal	r11, r7, r12, r3
	umaal	r11, r8, lr, r5
	ldr	r12, [r1, #-8]
	mov	r9, #0			/* c3: a bj */
	umaal	r11, r9, r12, r4
	ldr	lr, [sp, #52]
	mul	r6, r11, lr		/* mm' */
	ldr	lr, [r2, #-8]
	mov	r10, #0			/* c4: m mm' */
	umaal	r11, r10, lr, r6	/* r11 = 0 */
	/* words 2 .. n - 1, two per loop: one alone first if n is odd */
	ldr	r12, [sp]
	sub	lr, r12, r0
	tst	lr, #4
	beq	2f
	STEP2
2:
	ldr	r12, [sp]
	cmp	r0, r12
	beq	3f
1:
	STEP2
	STEP2
	ldr	r12, [sp]
	cmp	r0, r12
	bne	1b
3:
	/*
	 * word n: t_n + c1 + c2 (the first row's top) + a_(n-1) bj + c3 +
	 * m_(n-1) mm' + c4, its high part in c3 + c4 + r12; word n + 1 is
	 * that high part: below 2m overall, so t_n ends 0 or 1
	 */
	ldr	r11, [r0]
	ldr	r12, [r1, #-4]
	ldr	lr, [r2, #-4]
	umaal	r11, r9, r12, r4
	umaal	r11, r10, lr, r6
	mov	r12, #0
	adds	r11, r11, r7
	adc	r12, r12, #0
	adds	r11, r11, r8
	adc	r12, r12, #0
	str	r11, [r0, #-8]
	mov	lr, #0
	adds	r9, r9, r10
	adc	lr, lr, #0
	adds	r9, r9, r12
	adc	lr, lr, #0
	str	r9, [r0, #-4]
	str	lr, [r0]
	add	sp, sp, #8
	pop	{r4-r11, pc}
	.size	cb_bn_mont_row2_armv7em, . - cb_bn_mont_row2_armv7em

#endif
