/* SPDX-License-Identifier: MIT */
/* P-384 field multiplication in Thumb-2 (Armv7E-M, Armv8-M with DSP). */
/*
 * void cb_p384_mul_armv7em(uint32_t r[12], const uint32_t a[12],
 *                          const uint32_t b[12]);
 *
 * r = a b / 2^384 mod p for a, b < p, fully reduced: the same function
 * as p384_mul in ec/ecp_nist.c (its C twin), in the same two passes.
 *
 * The product: twelve words do not fit in registers as P-256's eight do,
 * so b is taken four words at a time (b_4I .. b_4I+3 in r2-r5) and a
 * streams past them: a_j adds a_j b_4I+k to word j + 4I + k for k = 0..3,
 * four UMAALs into a window of four partial words (r10-r12, lr) with one
 * carry per row (r6-r9), each UMAAL t + a_j b + c < 2^64.  When a_j has
 * passed, word j + 4I has all four rows and is stored; the word that
 * enters the window is the one the previous group left (zero the first
 * time).  The product t (24 words) is on the stack: 3 x 12 loads of a,
 * 144 UMAALs.
 *
 * The reduction: p = 2^384 - 2^128 - 2^96 + 2^32 - 1 is -1 mod 2^32, so
 * Montgomery's word factor m_k is the column's own word, and adding m_k p
 * at word k adds m_k at words k + 1 and k + 12 and subtracts it at words
 * k + 3 and k + 4: column k is t_k + m_(k-1) - m_(k-3) - m_(k-4) +
 * m_(k-12) + carry, a signed 64-bit sum with the carry as its signed high
 * word (r7), as ecp_nist.c's COLUMN; m_k (k < 12) is its low word, and
 * columns 12..23 are the result (below 2p).  The m words of the last five
 * columns rotate through r2-r6 and each is also stored in t's slot for
 * the column twelve on.  Last, p is subtracted and added back under the
 * mask of the borrow.
 *
 * Secret: a, b and r.  Straight-line code: no branch or address depends
 * on the values, and UMAAL takes one cycle whatever the operands on the
 * cores this is built for (Cortex-M4, M7, M33, M55).  Stack: 140 bytes
 * (nine saved registers, t, the two pointers); t is left on it (it is
 * the caller's own intermediate, as the C twin's locals are).
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

	.syntax unified
	.thumb
	.text

/* stack: t[24] at sp, then r (the output pointer) and b */
	.set	T_R, 96
	.set	T_B, 100

/*
 * a_j through rows 4I..4I+3: p0 is word w = j + 4I, p1..p3 the next ones;
 * after it p0 holds word w + 4 (from t, or zero if no group reached it).
 */
	.macro	PSTEP j, I, p0, p1, p2, p3
	ldr	r0, [r1, #4*\j]
	umaal	\p0, r6, r0, r2
	umaal	\p1, r7, r0, r3
	umaal	\p2, r8, r0, r4
	umaal	\p3, r9, r0, r5
	str	\p0, [sp, #4*(\j+4*\I)]
	.if \j <= 7 && \I > 0
	ldr	\p0, [sp, #4*(\j+4*\I+4)]
	.elseif \j <= 10
	mov	\p0, #0
	.endif
	.endm

	.macro	GROUP I
	ldr	r0, [sp, #T_B]
	ldr	r2, [r0, #16*\I]
	ldr	r3, [r0, #16*\I+4]
	ldr	r4, [r0, #16*\I+8]
	ldr	r5, [r0, #16*\I+12]
	mov	r6, #0
	mov	r7, #0
	mov	r8, #0
	mov	r9, #0
	.if \I == 0
	mov	r10, #0
	mov	r11, #0
	mov	r12, #0
	mov	lr, #0
	.else
	ldr	r10, [sp, #16*\I]
	ldr	r11, [sp, #16*\I+4]
	ldr	r12, [sp, #16*\I+8]
	ldr	lr, [sp, #16*\I+12]
	.endif
	PSTEP	0, \I, r10, r11, r12, lr
	PSTEP	1, \I, r11, r12, lr, r10
	PSTEP	2, \I, r12, lr, r10, r11
	PSTEP	3, \I, lr, r10, r11, r12
	PSTEP	4, \I, r10, r11, r12, lr
	PSTEP	5, \I, r11, r12, lr, r10
	PSTEP	6, \I, r12, lr, r10, r11
	PSTEP	7, \I, lr, r10, r11, r12
	PSTEP	8, \I, r10, r11, r12, lr
	PSTEP	9, \I, r11, r12, lr, r10
	PSTEP	10, \I, r12, lr, r10, r11
	PSTEP	11, \I, lr, r10, r11, r12
	/* words 4I+12..4I+15: the window's three and the four carries */
	adds	r10, r10, r6
	adcs	r11, r11, r7
	adcs	r12, r12, r8
	adc	r9, r9, #0
	str	r10, [sp, #16*\I+48]
	str	r11, [sp, #16*\I+52]
	str	r12, [sp, #16*\I+56]
	str	r9, [sp, #16*\I+60]
	.endm

/*
 * Column k of the reduction into lo (the register of m_(k-5), free now);
 * m1, m3, m4 hold m_(k-1), m_(k-3), m_(k-4) where those exist (0 <= i <
 * 12); r7 is the signed carry, r8 scratch.  lo is stored in t's slot k:
 * m_k below 12, the result's word k - 12 above.
 */
	.macro	COL k, lo, m1, m3, m4
	ldr	\lo, [sp, #4*\k]
	.if \k == 0
	mov	r7, #0
	.else
	adds	\lo, \lo, r7
	asr	r7, r7, #31
	adc	r7, r7, #0
	.endif
	.if \k >= 1 && \k <= 12
	adds	\lo, \lo, \m1
	adc	r7, r7, #0
	.endif
	.if \k >= 12
	ldr	r8, [sp, #4*(\k-12)]
	adds	\lo, \lo, r8
	adc	r7, r7, #0
	.endif
	.if \k >= 3 && \k <= 14
	subs	\lo, \lo, \m3
	sbc	r7, r7, #0
	.endif
	.if \k >= 4 && \k <= 15
	subs	\lo, \lo, \m4
	sbc	r7, r7, #0
	.endif
	.if \k > 0
	str	\lo, [sp, #4*\k]
	.endif
	.endm

	.align	2
	.global	cb_p384_mul_armv7em
	.type	cb_p384_mul_armv7em, %function
	.thumb_func
cb_p384_mul_armv7em:
	push	{r4-r11, lr}
	sub	sp, sp, #104
	str	r0, [sp, #T_R]
	str	r2, [sp, #T_B]
	GROUP	0
	GROUP	1
	GROUP	2
	COL	0, r2, r6, r4, r3
	COL	1, r3, r2, r5, r4
	COL	2, r4, r3, r6, r5
	COL	3, r5, r4, r2, r6
	COL	4, r6, r5, r3, r2
	COL	5, r2, r6, r4, r3
	COL	6, r3, r2, r5, r4
	COL	7, r4, r3, r6, r5
	COL	8, r5, r4, r2, r6
	COL	9, r6, r5, r3, r2
	COL	10, r2, r6, r4, r3
	COL	11, r3, r2, r5, r4
	COL	12, r4, r3, r6, r5
	COL	13, r5, r4, r2, r6
	COL	14, r6, r5, r3, r2
	COL	15, r2, r6, r4, r3
	COL	16, r3, r2, r5, r4
	COL	17, r4, r3, r6, r5
	COL	18, r5, r4, r2, r6
	COL	19, r6, r5, r3, r2
	COL	20, r2, r6, r4, r3
	COL	21, r3, r2, r5, r4
	COL	22, r4, r3, r6, r5
	COL	23, r5, r4, r2, r6
	/*
	 * (r7 : t[12..23]) < 2p: r = that - p (p's words -1, 0, 0, -1,
	 * -2, -1 x 7; sbcs #0xfffffffe is adcs #1), then p added back
	 * under the mask of the final borrow
	 */
	ldr	r0, [sp, #T_R]
	add	r1, sp, #48
	ldm	r1!, {r2-r5}
	subs	r2, r2, #0xffffffff
	sbcs	r3, r3, #0
	sbcs	r4, r4, #0
	sbcs	r5, r5, #0xffffffff
	stm	r0!, {r2-r5}
	ldm	r1!, {r2-r5}
	adcs	r2, r2, #1
	sbcs	r3, r3, #0xffffffff
	sbcs	r4, r4, #0xffffffff
	sbcs	r5, r5, #0xffffffff
	stm	r0!, {r2-r5}
	ldm	r1!, {r2-r5}
	sbcs	r2, r2, #0xffffffff
	sbcs	r3, r3, #0xffffffff
	sbcs	r4, r4, #0xffffffff
	sbcs	r5, r5, #0xffffffff
	stm	r0!, {r2-r5}
	sbcs	r7, r7, #0
	sbc	r6, r6, r6
	sub	r0, r0, #48
	lsl	r8, r6, #1
	ldm	r0, {r2-r5}
	adds	r2, r2, r6
	adcs	r3, r3, #0
	adcs	r4, r4, #0
	adcs	r5, r5, r6
	stm	r0!, {r2-r5}
	ldm	r0, {r2-r5}
	adcs	r2, r2, r8
	adcs	r3, r3, r6
	adcs	r4, r4, r6
	adcs	r5, r5, r6
	stm	r0!, {r2-r5}
	ldm	r0, {r2-r5}
	adcs	r2, r2, r6
	adcs	r3, r3, r6
	adcs	r4, r4, r6
	adc	r5, r5, r6
	stm	r0!, {r2-r5}
	add	sp, sp, #104
	pop	{r4-r11, pc}
	.size	cb_p384_mul_armv7em, . - cb_p384_mul_armv7em

#endif
