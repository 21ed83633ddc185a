/* SPDX-License-Identifier: MIT */
/* P-256 field arithmetic in Thumb-2 (Armv7E-M, Armv8-M with DSP). */
/*
 * void cb_p256_mul_armv7em(uint32_t r[8], const uint32_t a[8],
 *                          const uint32_t b[8]);
 *
 * r = a b / 2^256 mod p for a, b < p, fully reduced: the same function
 * as p256_mul in ec/ecp_nist.c (its C twin), computed with the reduction
 * interleaved (CIOS) instead of after the product.  A nine-word
 * accumulator n0..n8 (below 2p) stays in registers; row i adds a b_i
 * with one load of a_j and one UMAAL per word (n_j, carry = a_j b_i +
 * n_j + carry, which cannot overflow) and carries into a tenth word,
 * then adds m p with m = n0 (p = -1
 * mod 2^32, so Montgomery's factor is n0 itself) and drops n0.  As
 * P-256 = 2^256 - 2^224 + 2^192 + 2^96 - 1, adding m p and dividing by
 * 2^32 is adding m at words 2, 5 and 7 and subtracting it at word 6 of
 * the shifted accumulator: two carry chains, no multiplication.  The
 * registers of the accumulator rotate by one per row (ten registers: r0,
 * r4-r11, lr), so no word moves.  A final subtraction of p, undone under
 * the borrow's mask, brings the result below p.  About 350 cycles on
 * Cortex-M4.
 *
 * Secret: a, b and r.  Straight-line code: no branch or address depends
 * on the values, and UMAAL takes one cycle whatever the operands on the
 * cores this is built for (Cortex-M4, M7, M33, M55).  Stack: the ten
 * saved registers (r0 is the output pointer); nothing secret is left on
 * it.
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

	.syntax unified
	.thumb
	.text

/*
 * Row i: the accumulator n0..n8 (n8 at most 1), c free.  After it the
 * accumulator is n1..n8, c and n0 is free.  r1 = a, r2 = b; r3 holds
 * b_i, r12 a_j.
 */
	.macro	ROW i, n0, n1, n2, n3, n4, n5, n6, n7, n8, c
	ldr	r3, [r2, #4*\i]
	mov	\c, #0
	ldr	r12, [r1, #0]
	umaal	\n0, \c, r12, r3
	ldr	r12, [r1, #4]
	umaal	\n1, \c, r12, r3
	ldr	r12, [r1, #8]
	umaal	\n2, \c, r12, r3
	ldr	r12, [r1, #12]
	umaal	\n3, \c, r12, r3
	ldr	r12, [r1, #16]
	umaal	\n4, \c, r12, r3
	ldr	r12, [r1, #20]
	umaal	\n5, \c, r12, r3
	ldr	r12, [r1, #24]
	umaal	\n6, \c, r12, r3
	ldr	r12, [r1, #28]
	umaal	\n7, \c, r12, r3
	/*
	 * n8 takes the row's carry; n < 2p + (p - 1)(2^32 - 1) may pass
	 * 2^288 (P-256 > 2^256 - 2^224), so its carry starts word 9 in c
	 */
	adds	\n8, \n8, \c
	mov	\c, #0
	adc	\c, \c, #0
	/* + m (2^96 + 2^192 + 2^256), m = n0 (n0 - m = 0 drops out) */
	adds	\n3, \n3, \n0
	adcs	\n4, \n4, #0
	adcs	\n5, \n5, #0
	adcs	\n6, \n6, \n0
	adcs	\n7, \n7, #0
	adcs	\n8, \n8, \n0
	adc	\c, \c, #0
	/* - m 2^224; the whole is not negative, so the borrow ends in c */
	subs	\n7, \n7, \n0
	sbcs	\n8, \n8, #0
	sbc	\c, \c, #0
	.endm

	.align	2
	.global	cb_p256_mul_armv7em
	.type	cb_p256_mul_armv7em, %function
	.thumb_func
cb_p256_mul_armv7em:
	push	{r0, r4-r11, lr}
	mov	r6, #0
	mov	r7, #0
	mov	r8, #0
	mov	r9, #0
	mov	r10, #0
	mov	r11, #0
	mov	lr, #0
	mov	r0, #0
	mov	r4, #0
	ROW	0, r6, r7, r8, r9, r10, r11, lr, r0, r4, r5
	ROW	1, r7, r8, r9, r10, r11, lr, r0, r4, r5, r6
	ROW	2, r8, r9, r10, r11, lr, r0, r4, r5, r6, r7
	ROW	3, r9, r10, r11, lr, r0, r4, r5, r6, r7, r8
	ROW	4, r10, r11, lr, r0, r4, r5, r6, r7, r8, r9
	ROW	5, r11, lr, r0, r4, r5, r6, r7, r8, r9, r10
	ROW	6, lr, r0, r4, r5, r6, r7, r8, r9, r10, r11
	ROW	7, r0, r4, r5, r6, r7, r8, r9, r10, r11, lr
	/*
	 * n0..n7 = r4-r11, n8 = lr (the value is below 2p): subtract p,
	 * then add it back under the mask of the borrow.
	 */
	subs	r4, r4, #0xffffffff
	sbcs	r5, r5, #0xffffffff
	sbcs	r6, r6, #0xffffffff
	sbcs	r7, r7, #0
	sbcs	r8, r8, #0
	sbcs	r9, r9, #0
	sbcs	r10, r10, #1
	sbcs	r11, r11, #0xffffffff
	sbcs	lr, lr, #0
	sbc	r3, r3, r3
	lsr	r12, r3, #31
	adds	r4, r4, r3
	adcs	r5, r5, r3
	adcs	r6, r6, r3
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, r12
	adc	r11, r11, r3
	ldr	r1, [sp]
	stmia	r1, {r4-r11}
	pop	{r0, r4-r11, pc}
	.size	cb_p256_mul_armv7em, . - cb_p256_mul_armv7em

/*
 * void cb_p256_add_armv7em(uint32_t r[8], const uint32_t a[8],
 *                          const uint32_t b[8]);
 * void cb_p256_sub_armv7em(uint32_t r[8], const uint32_t a[8],
 *                          const uint32_t b[8]);
 *
 * r = a + b and a - b mod p for a, b < p, as add_p and sub_p in
 * ec/ecp_nist.c (their C twins): a in r3-r10, b two words at a time,
 * one carry chain; then the sum less p (or the difference) and p added
 * back under the mask of the borrow.  Straight-line, constant-time.
 */

/* r3-r10 += p & mask, mask in r11 (p's word 6 is 1: r12 = mask >> 31) */
	.macro	ADDP
	lsr	r12, r11, #31
	adds	r3, r3, r11
	adcs	r4, r4, r11
	adcs	r5, r5, r11
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, r12
	adc	r10, r10, r11
	.endm

	.align	2
	.global	cb_p256_add_armv7em
	.type	cb_p256_add_armv7em, %function
	.thumb_func
cb_p256_add_armv7em:
	push	{r4-r11}
	ldm	r1, {r3-r10}
	ldm	r2!, {r11, r12}
	adds	r3, r3, r11
	adcs	r4, r4, r12
	ldm	r2!, {r11, r12}
	adcs	r5, r5, r11
	adcs	r6, r6, r12
	ldm	r2!, {r11, r12}
	adcs	r7, r7, r11
	adcs	r8, r8, r12
	ldm	r2!, {r11, r12}
	adcs	r9, r9, r11
	adcs	r10, r10, r12
	mov	r2, #0
	adc	r2, r2, #0
	/* (r2:sum) < 2p: subtract p, add it back if that borrowed */
	subs	r3, r3, #0xffffffff
	sbcs	r4, r4, #0xffffffff
	sbcs	r5, r5, #0xffffffff
	sbcs	r6, r6, #0
	sbcs	r7, r7, #0
	sbcs	r8, r8, #0
	sbcs	r9, r9, #1
	sbcs	r10, r10, #0xffffffff
	sbcs	r2, r2, #0
	sbc	r11, r11, r11
	ADDP
	stm	r0, {r3-r10}
	pop	{r4-r11}
	bx	lr
	.size	cb_p256_add_armv7em, . - cb_p256_add_armv7em

	.align	2
	.global	cb_p256_sub_armv7em
	.type	cb_p256_sub_armv7em, %function
	.thumb_func
cb_p256_sub_armv7em:
	push	{r4-r11}
	ldm	r1, {r3-r10}
	ldm	r2!, {r11, r12}
	subs	r3, r3, r11
	sbcs	r4, r4, r12
	ldm	r2!, {r11, r12}
	sbcs	r5, r5, r11
	sbcs	r6, r6, r12
	ldm	r2!, {r11, r12}
	sbcs	r7, r7, r11
	sbcs	r8, r8, r12
	ldm	r2!, {r11, r12}
	sbcs	r9, r9, r11
	sbcs	r10, r10, r12
	sbc	r11, r11, r11
	ADDP
	stm	r0, {r3-r10}
	pop	{r4-r11}
	bx	lr
	.size	cb_p256_sub_armv7em, . - cb_p256_sub_armv7em

#endif
