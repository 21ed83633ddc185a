/* SPDX-License-Identifier: MIT */
/* GF(2^255-19) arithmetic in Thumb-2 (Armv7E-M, Armv8-M with DSP). */
/*
 * Elements are eight little-endian 32-bit words holding any value below
 * 2^256; results are below 2^256 and congruent mod p = 2^255 - 19, not
 * canonical (ec/f25519_w32.c encodes them).  2^256 = 38 mod p: a carry c
 * out of word 7 comes back as 38 c at word 0.  The C twins, step for
 * step, are cb_f25519_w32_* in ec/f25519_w32.c.
 *
 * cb_f25519_mul_armv7em(r, a, b): the 512-bit product by rows (operand
 * scanning), then r = lo + 38 hi.  Row i adds a b_i to a window of eight
 * accumulator words, words i .. i + 7 of the product, with one UMAAL per
 * word (n_j, c = a_j b_i + n_j + c cannot overflow); its carry c becomes
 * word i + 8 and word i leaves the window, stored to the stack.  Rows go
 * in pairs, so one load of a_j serves two UMAALs; ten registers (r0, r2,
 * r4-r11) rotate by two per pair so no word moves, and r and b wait on
 * the stack.  The high half ends in registers; lo + 38 hi + c
 * < 39 2^32 per word keeps the carry at most 38, which one more fold of
 * 38 c and, if that carries out (the value was then above 2^256 - 38 c,
 * so it is now small), 38 more at word 0 take back.  r is written last,
 * so it may alias a or b.
 *
 * cb_f25519_sqr_armv7em(r, a): the 28 cross products a_j a_i (j > i)
 * once, by the same rows and window (row i from j = i + 1, so 28 UMAALs
 * and 15 loads of a_j for the product's 64 and 32), then 2 t + a_k^2 at
 * words 2k, 2k + 1: one UMULL for a_k^2 and one UMAAL by 2 per word,
 * the carry below 4 and 0 out of word 15; then the product's fold.
 *
 * cb_f25519_add_armv7em, cb_f25519_sub_armv7em: one carry chain, then
 * the fold of the carry (38) or of the borrow (-38) twice, as above.
 * cb_f25519_mul_small_armv7em(r, a, c), 0 < c < 2^21: a_i c + carry as
 * one UMAAL in place, a_i (c - 1) + a_i + carry, then the fold.
 *
 * Secret: a, b and r.  Straight-line code: no branch or address depends
 * on the values (the folds use flags through SBC masks), and UMAAL takes
 * one cycle whatever its operands on the cores this is built for
 * (Cortex-M4, M7, M33, M55).  Stack: the product 76 bytes, the square
 * 72 (eleven or ten saved registers and the low half of the product, its
 * scratch, each word zeroed as the fold reads it: it would otherwise stay
 * below the caller's frame, secret words for whatever reads the stack
 * next; the firmware self-test scans for them after both), the others at
 * most 36.
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

	.syntax unified
	.thumb
	.text

/*
 * Rows i and i + 1 of the product, interleaved so that each load of a_j
 * serves both: n0..n7 = words i .. i + 7, c1 and c2 free.  r1 = a, r3 =
 * b_i, lr = b_(i+1) (loaded here from the saved b pointer), r12 = a_j.
 * Row i's carry c1 is complete before row i + 1 adds into it as word
 * i + 8 (its step 7 comes first); c2 becomes word i + 9.  Words i and
 * i + 1 are final and go to the stack.
 */
	.macro	ROW2 i, n0, n1, n2, n3, n4, n5, n6, n7, c1, c2
	ldr	lr, [sp, #36]
	ldrd	r3, lr, [lr, #4*\i]
	mov	\c1, #0
	mov	\c2, #0
	ldr	r12, [r1, #0]
	umaal	\n0, \c1, r12, r3
	umaal	\n1, \c2, r12, lr
	ldr	r12, [r1, #4]
	umaal	\n1, \c1, r12, r3
	umaal	\n2, \c2, r12, lr
	ldr	r12, [r1, #8]
	umaal	\n2, \c1, r12, r3
	umaal	\n3, \c2, r12, lr
	ldr	r12, [r1, #12]
	umaal	\n3, \c1, r12, r3
	umaal	\n4, \c2, r12, lr
	ldr	r12, [r1, #16]
	umaal	\n4, \c1, r12, r3
	umaal	\n5, \c2, r12, lr
	ldr	r12, [r1, #20]
	umaal	\n5, \c1, r12, r3
	umaal	\n6, \c2, r12, lr
	ldr	r12, [r1, #24]
	umaal	\n6, \c1, r12, r3
	umaal	\n7, \c2, r12, lr
	ldr	r12, [r1, #28]
	umaal	\n7, \c1, r12, r3
	umaal	\c1, \c2, r12, lr
	str	\n0, [sp, #4*\i]
	str	\n1, [sp, #4*\i+4]
	.endm

/*
 * Word k of lo + 38 hi: lo_k from the stack into the free register w,
 * w, lr = hi_k 38 + lo_k + lr (r3 = 38, lr the carry, at most 38); the
 * stack word is zeroed as it is read (r12 = 0): it would otherwise stay
 * below the caller's frame, a secret word for whatever reads it next.
 */
	.macro	FOLD k, w, hi
	ldr	\w, [sp, #4*\k]
	str	r12, [sp, #4*\k]
	umaal	\w, lr, \hi, r3
	.endm

	.global	cb_f25519_mul_armv7em
	.type	cb_f25519_mul_armv7em, %function
	.thumb_func
cb_f25519_mul_armv7em:
	/* r0 (r) at sp + 32, r2 (b) at sp + 36, below them the low half */
	push	{r0, r2, r4-r11, lr}
	sub	sp, sp, #32
	mov	r0, #0
	mov	r2, #0
	mov	r4, #0
	mov	r5, #0
	mov	r6, #0
	mov	r7, #0
	mov	r8, #0
	mov	r9, #0
	ROW2	0, r0, r2, r4, r5, r6, r7, r8, r9, r10, r11
	ROW2	2, r4, r5, r6, r7, r8, r9, r10, r11, r0, r2
	ROW2	4, r6, r7, r8, r9, r10, r11, r0, r2, r4, r5
	ROW2	6, r8, r9, r10, r11, r0, r2, r4, r5, r6, r7
	/*
	 * hi = words 8..15 in r10, r11, r0, r2, r4-r7; r8 and r9 are free.
	 * Each fold's result takes the register a hi word left.
	 */
	mov	r3, #38
	mov	lr, #0
	mov	r12, #0
	FOLD	0, r8, r10
	FOLD	1, r9, r11
	FOLD	2, r10, r0
	FOLD	3, r11, r2
	FOLD	4, r0, r4
	FOLD	5, r2, r5
	FOLD	6, r4, r6
	FOLD	7, r5, r7
	/* r = r8, r9, r10, r11, r0, r2, r4, r5 (+ 38 lr 2^0; lr <= 38) */
	mul	lr, lr, r3
	adds	r8, r8, lr
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	adcs	r11, r11, #0
	adcs	r0, r0, #0
	adcs	r2, r2, #0
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	sbc	lr, lr, lr
	bic	lr, r3, lr
	add	r8, r8, lr
	ldr	r1, [sp, #32]
	str	r8, [r1, #0]
	str	r9, [r1, #4]
	str	r10, [r1, #8]
	str	r11, [r1, #12]
	str	r0, [r1, #16]
	str	r2, [r1, #20]
	str	r4, [r1, #24]
	str	r5, [r1, #28]
	add	sp, sp, #32
	pop	{r0, r2, r4-r11, pc}
	.size	cb_f25519_mul_armv7em, .-cb_f25519_mul_armv7em

/*
 * Step j of the square's rows i and i + 1 (r3 = a_i, lr = a_(i+1)):
 * a_j a_i into window word j, a_j a_(i+1) into word j + 1 (nj1; c1 for
 * j = 7, after row i's carry is complete).  Row i starts at j = i + 1
 * with a_(i+1) already in lr (row 0's first step is SROW2's UMULL); row
 * i + 1 at j = i + 2.
 */
	.macro	SSTEP i, j, nj, nj1, c1, c2
	.if	\j == \i + 1
	.if	\i > 0
	umaal	\nj, \c1, lr, r3
	.endif
	.elseif	\i == 0 && \j == 2
	/* row 1's first step: word 3 and c2 are still zero */
	ldr	r12, [r1, #8]
	umaal	\nj, \c1, r12, r3
	umull	\nj1, \c2, r12, lr
	.elseif	\j > \i + 1
	ldr	r12, [r1, #4*\j]
	umaal	\nj, \c1, r12, r3
	umaal	\nj1, \c2, r12, lr
	.endif
	.endm

/*
 * Rows i and i + 1 of the cross products a_j a_i (j > i), the window as
 * in ROW2: n0..n7 = words i .. i + 7, c1 and c2 become words i + 8 and
 * i + 9, words i and i + 1 are final and go to the stack.
 */
	.macro	SROW2 i, n0, n1, n2, n3, n4, n5, n6, n7, c1, c2
	ldrd	r3, lr, [r1, #4*\i]
	.if	\i > 0 && \i < 6
	mov	\c2, #0
	.endif
	.if	\i == 0
	/* words 0 and 1 are still zero: a_1 a_0 sets word 1 and c1 */
	umull	\n1, \c1, lr, r3
	.else
	mov	\c1, #0
	.endif
	SSTEP	\i, 1, \n1, \n2, \c1, \c2
	SSTEP	\i, 2, \n2, \n3, \c1, \c2
	SSTEP	\i, 3, \n3, \n4, \c1, \c2
	SSTEP	\i, 4, \n4, \n5, \c1, \c2
	SSTEP	\i, 5, \n5, \n6, \c1, \c2
	SSTEP	\i, 6, \n6, \n7, \c1, \c2
	SSTEP	\i, 7, \n7, \c1, \c1, \c2
	.if	\i > 0
	str	\n0, [sp, #4*\i]
	.endif
	str	\n1, [sp, #4*\i+4]
	.endm

/*
 * Words 2k, 2k + 1 of a^2 = 2 t + sum a_k^2 2^(64 k), t the cross
 * products, from the stack (k < 4): l, h = a_k^2, then each word
 * 2 t_w + (l or h) + lr as one UMAAL (r3 = 2; < 2^34, so lr < 4), back
 * into the stack word (t_w pairs by LDRD into r12, r7).  Word 0 of t is
 * 0 (never stored): word 0 of the square is l, and lr is still 0.
 */
	.macro	SQLO k
	ldr	r8, [r1, #4*\k]
	umull	r8, r9, r8, r8
	.if	\k > 0
	ldrd	r12, r7, [sp, #8*\k]
	umaal	r8, lr, r12, r3
	umaal	r9, lr, r7, r3
	.else
	ldr	r12, [sp, #4]
	umaal	r9, lr, r12, r3
	.endif
	str	r8, [sp, #8*\k]
	str	r9, [sp, #8*\k+4]
	.endm

/*
 * the same for k >= 4, t_w in t0, t1 (for word 15, which is 0, r12 = 0,
 * also the fold's zero); the words land in l, h
 */
	.macro	SQHI k, l, h, t0, t1
	ldr	\l, [r1, #4*\k]
	umull	\l, \h, \l, \l
	umaal	\l, lr, \t0, r3
	umaal	\h, lr, \t1, r3
	.endm

	.align	2
	.global	cb_f25519_sqr_armv7em
	.type	cb_f25519_sqr_armv7em, %function
	.thumb_func
cb_f25519_sqr_armv7em:
	/* r0 (r) at sp + 32, below it the low half */
	push	{r0, r4-r11, lr}
	sub	sp, sp, #32
	/*
	 * the window, words 0..7: r0 (word 0) stays unused, r2 (word 1) and
	 * r5 (word 3) are set by UMULLs
	 */
	mov	r4, #0
	mov	r6, #0
	mov	r7, #0
	mov	r8, #0
	mov	r9, #0
	SROW2	0, r0, r2, r4, r5, r6, r7, r8, r9, r10, r11
	SROW2	2, r4, r5, r6, r7, r8, r9, r10, r11, r0, r2
	SROW2	4, r6, r7, r8, r9, r10, r11, r0, r2, r4, r5
	/* row 6 alone (a_7 a_6): word 15 is 0, and r7 is free */
	SROW2	6, r8, r9, r10, r11, r0, r2, r4, r5, r6, r7
	/* t words 8..14 in r10, r11, r0, r2, r4-r6 */
	mov	r3, #2
	mov	lr, #0
	SQLO	0
	SQLO	1
	SQLO	2
	SQLO	3
	SQHI	4, r8, r9, r10, r11
	SQHI	5, r10, r11, r0, r2
	SQHI	6, r0, r2, r4, r5
	mov	r12, #0
	SQHI	7, r4, r5, r6, r12
	/*
	 * hi = words 8..15 in r8-r11, r0, r2, r4, r5 (lr = 0: a^2 < 2^512);
	 * the fold and its carry as in the product.
	 */
	mov	r3, #38
	FOLD	0, r6, r8
	FOLD	1, r7, r9
	FOLD	2, r8, r10
	FOLD	3, r9, r11
	FOLD	4, r10, r0
	FOLD	5, r11, r2
	FOLD	6, r0, r4
	FOLD	7, r2, r5
	/* r = r6-r11, r0, r2 (+ 38 lr 2^0; lr <= 38) */
	mul	lr, lr, r3
	adds	r6, r6, lr
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	adcs	r11, r11, #0
	adcs	r0, r0, #0
	adcs	r2, r2, #0
	sbc	lr, lr, lr
	bic	lr, r3, lr
	add	r6, r6, lr
	ldr	r1, [sp, #32]
	stm	r1, {r6-r11}
	str	r0, [r1, #24]
	str	r2, [r1, #28]
	add	sp, sp, #32
	pop	{r0, r4-r11, pc}
	.size	cb_f25519_sqr_armv7em, .-cb_f25519_sqr_armv7em

/* r3-r10 += 38 C (r12 = 38), then 38 more at word 0 if that carries */
	.macro	FOLD_CARRY
	sbc	r1, r1, r1
	bic	r1, r12, r1
	adds	r3, r3, r1
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	sbc	r1, r1, r1
	bic	r1, r12, r1
	add	r3, r3, r1
	.endm

	.align	2
	.global	cb_f25519_add_armv7em
	.type	cb_f25519_add_armv7em, %function
	.thumb_func
cb_f25519_add_armv7em:
	push	{r4-r11, lr}
	ldm	r1, {r3-r10}
	ldm	r2!, {r1, r11, r12, lr}
	adds	r3, r3, r1
	adcs	r4, r4, r11
	adcs	r5, r5, r12
	adcs	r6, r6, lr
	ldm	r2, {r1, r11, r12, lr}
	adcs	r7, r7, r1
	adcs	r8, r8, r11
	adcs	r9, r9, r12
	adcs	r10, r10, lr
	mov	r12, #38
	FOLD_CARRY
	stm	r0, {r3-r10}
	pop	{r4-r11, pc}
	.size	cb_f25519_add_armv7em, .-cb_f25519_add_armv7em

	.align	2
	.global	cb_f25519_sub_armv7em
	.type	cb_f25519_sub_armv7em, %function
	.thumb_func
cb_f25519_sub_armv7em:
	push	{r4-r11, lr}
	ldm	r1, {r3-r10}
	ldm	r2!, {r1, r11, r12, lr}
	subs	r3, r3, r1
	sbcs	r4, r4, r11
	sbcs	r5, r5, r12
	sbcs	r6, r6, lr
	ldm	r2, {r1, r11, r12, lr}
	sbcs	r7, r7, r1
	sbcs	r8, r8, r11
	sbcs	r9, r9, r12
	sbcs	r10, r10, lr
	/* a borrow (C clear) takes 38 off, twice at most (see the top) */
	mov	r12, #38
	sbc	r1, r1, r1
	and	r1, r1, r12
	subs	r3, r3, r1
	sbcs	r4, r4, #0
	sbcs	r5, r5, #0
	sbcs	r6, r6, #0
	sbcs	r7, r7, #0
	sbcs	r8, r8, #0
	sbcs	r9, r9, #0
	sbcs	r10, r10, #0
	sbc	r1, r1, r1
	and	r1, r1, r12
	sub	r3, r3, r1
	stm	r0, {r3-r10}
	pop	{r4-r11, pc}
	.size	cb_f25519_sub_armv7em, .-cb_f25519_sub_armv7em

	.align	2
	.global	cb_f25519_mul_small_armv7em
	.type	cb_f25519_mul_small_armv7em, %function
	.thumb_func
cb_f25519_mul_small_armv7em:
	push	{r4-r11, lr}
	ldm	r1, {r3-r10}
	sub	r2, r2, #1
	mov	r11, #0
	/* a_i c + carry = a_i (c - 1) + a_i + carry: the carry stays < c */
	umaal	r3, r11, r3, r2
	umaal	r4, r11, r4, r2
	umaal	r5, r11, r5, r2
	umaal	r6, r11, r6, r2
	umaal	r7, r11, r7, r2
	umaal	r8, r11, r8, r2
	umaal	r9, r11, r9, r2
	umaal	r10, r11, r10, r2
	/* + 38 carry < 2^27, then the second fold as in the sum */
	mov	r12, #38
	mul	r11, r11, r12
	adds	r3, r3, r11
	adcs	r4, r4, #0
	adcs	r5, r5, #0
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, #0
	adcs	r10, r10, #0
	sbc	r1, r1, r1
	bic	r1, r12, r1
	add	r3, r3, r1
	stm	r0, {r3-r10}
	pop	{r4-r11, pc}
	.size	cb_f25519_mul_small_armv7em, .-cb_f25519_mul_small_armv7em

#endif
