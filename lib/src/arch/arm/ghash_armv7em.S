/* SPDX-License-Identifier: MIT */
/* GCM's constant-time GHASH loop for Armv7E-M; C twin: aead/gcm.c. */
/*
 * void cb_ghash_armv7em(uint32_t y[4], const uint32_t h[4],
 *                       const uint8_t *p, size_t nblocks);
 *
 * y = (y ^ block) * H for each of the nblocks (>= 1) 16-byte blocks at p
 * (any alignment), y and H as big-endian words.  The same algorithm as
 * gcm.c's C path, straight-line with every value in a register: H' = H /
 * x split into the nine Karatsuba operands' four "hole" classes (the
 * prep, on this frame), then per block nine carry-less 32 x 32 -> 64
 * products of 16 UMULL/UMLAL each (BMUL32), the Karatsuba combination
 * and the shift-based reduction.  From PAIR_MIN blocks on it also derives
 * H^2 (one block's work on a zero block) and its operands, and takes two
 * blocks per combination and reduction: y = (y ^ b1) H^2 ^ b2 H, the two
 * products of each of the nine kinds summed as they come (both are
 * linear; the pair's class-3 sums are even masked once).  About 545
 * instructions per block on Cortex-M4 in pairs, 570 one at a time
 * (gcm.c's C: 600).
 *
 * Secret: H, H^2, y and the data.  Branches and calls depend only on
 * nblocks; addresses are fixed frame offsets and p; UMULL/UMLAL take one
 * cycle whatever the operands on the cores this is built for (Armv7E-M
 * and Armv8-M with the DSP extension: Cortex-M4, M7, M33, M55).  The
 * frame (H-derived operands, products, states) is zeroed before
 * returning; stack: 500 bytes.
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

	.syntax unified
	.thumb

/*
 * Frame: x operands of one or two blocks, H and H^2 operands (split),
 * products, p and count, y, the return address of mul1, h, a spare pair.
 */
#define XOFF	0
#define X2OFF	36
#define KOFF	72
#define K2OFF	216
#define ROFF	360
#define POFF	424
#define YOFF	432
#define LROFF	436
#define HOFF	440
#define SAVEOFF	448
#define FRAME	464

/*
 * Two blocks at a time ((y ^ b1) H^2 ^ b2 H, reduced once) from this many
 * blocks on: below it, computing H^2 costs more than the pairs save.
 */
#define PAIR_MIN	32

/* split the word in \o into its four classes at sp + \off */
	.macro SPLIT o, off
	and	r8, \o, #0x11111111
	and	r9, \o, #0x22222222
	and	r10, \o, #0x44444444
	and	r11, \o, #0x88888888
	strd	r8, r9, [sp, #\off]
	strd	r10, r11, [sp, #(\off + 8)]
	.endm

/*
 * The nine operands (split) at sp + \off from r4-r7 = H0..H3 (big-endian
 * words).  H' = H / x: shift the integer left; if the x^0 bit fell out,
 * add x^-1 = x^127 + x^6 + x + 1, with a mask (gcm.c's ghash_prep).
 */
	.macro PREP off
	asr	r12, r4, #31
	lsl	r4, r4, #1
	orr	r4, r4, r5, lsr #31
	and	r3, r12, #0xc2000000
	eor	r4, r4, r3
	lsl	r5, r5, #1
	orr	r5, r5, r6, lsr #31
	lsl	r6, r6, #1
	orr	r6, r6, r7, lsr #31
	and	r12, r12, #1
	eor	r7, r12, r7, lsl #1
	SPLIT	r7, (\off + 0)
	SPLIT	r6, (\off + 16)
	eor	r3, r6, r7
	SPLIT	r3, (\off + 32)
	SPLIT	r5, (\off + 48)
	SPLIT	r4, (\off + 64)
	eor	r3, r4, r5
	SPLIT	r3, (\off + 80)
	eor	r3, r5, r7
	SPLIT	r3, (\off + 96)
	eor	r2, r4, r6
	SPLIT	r2, (\off + 112)
	eor	r3, r3, r2
	SPLIT	r3, (\off + 128)
	.endm

/*
 * r12:lr (lo:hi) = carry-less (x at sp + \xo) * (y at sp + \ko, split);
 * stored at sp + \ro if \st.  x's pieces x0..x3 (r0-r3) and y's y0..y3
 * (r4-r7) keep every fourth bit; a product of two has at most 8 terms
 * per bit, two of one class whose piece indices sum to s and s + 4 at
 * most 15, so those pairs are accumulated (UMLAL), the rest XORed, and
 * each class masked once (see bmul32 in gcm.c).  \mode 0: one product.
 * A pair of products to be summed is \mode 1 then \mode 2: the first
 * leaves its class 3 unmasked in r8:r9 (AND distributes over XOR, and
 * the classes' other bits are masked off anyway), the second XORs its
 * own class-3 products onto it and masks the sum once, then XORs its
 * other classes into r12:lr.
 */
	.macro BMUL32 xo, ko, ro, st, mode
	ldr	r3, [sp, #\xo]
	ldrd	r4, r5, [sp, #\ko]
	ldrd	r6, r7, [sp, #(\ko + 8)]
	and	r0, r3, #0x11111111
	and	r1, r3, #0x22222222
	and	r2, r3, #0x44444444
	and	r3, r3, #0x88888888
	.if \mode == 2
	/* class 3 onto the first product's: x0 y3 ^ x1 y2 ^ x2 y1 ^ x3 y0 */
	umull	r10, r11, r0, r7
	eor	r8, r8, r10
	eor	r9, r9, r11
	umull	r10, r11, r1, r6
	eor	r8, r8, r10
	eor	r9, r9, r11
	umull	r10, r11, r2, r5
	eor	r8, r8, r10
	eor	r9, r9, r11
	umull	r10, r11, r3, r4
	eor	r8, r8, r10
	eor	r9, r9, r11
	and	r8, r8, #0x88888888
	and	r9, r9, #0x88888888
	eor	r12, r12, r8
	eor	lr, lr, r9
	.endif
	/* class 1: (x0 y1 + x2 y3) ^ (x1 y0 + x3 y2) */
	umull	r8, r9, r0, r5
	umlal	r8, r9, r2, r7
	umull	r10, r11, r1, r4
	umlal	r10, r11, r3, r6
	eor	r8, r8, r10
	eor	r9, r9, r11
	.if \mode == 2
	and	r8, r8, #0x22222222
	and	r9, r9, #0x22222222
	eor	r12, r12, r8
	eor	lr, lr, r9
	.else
	and	r12, r8, #0x22222222
	and	lr, r9, #0x22222222
	.endif
	/* class 2: (x0 y2 + x3 y3) ^ x1 y1 ^ x2 y0 */
	umull	r8, r9, r0, r6
	umlal	r8, r9, r3, r7
	umull	r10, r11, r1, r5
	eor	r8, r8, r10
	eor	r9, r9, r11
	umull	r10, r11, r2, r4
	eor	r8, r8, r10
	eor	r9, r9, r11
	and	r8, r8, #0x44444444
	and	r9, r9, #0x44444444
	eor	r12, r12, r8
	eor	lr, lr, r9
	/* class 0: (x0 y0 + x1 y3) ^ x2 y2 ^ x3 y1 */
	umull	r8, r9, r0, r4
	umlal	r8, r9, r1, r7
	umull	r10, r11, r2, r6
	eor	r8, r8, r10
	eor	r9, r9, r11
	umull	r10, r11, r3, r5
	eor	r8, r8, r10
	eor	r9, r9, r11
	and	r8, r8, #0x11111111
	and	r9, r9, #0x11111111
	eor	r12, r12, r8
	eor	lr, lr, r9
	.if \mode != 2
	/* class 3: x0 y3 ^ x1 y2 ^ x2 y1 ^ x3 y0 */
	umull	r8, r9, r0, r7
	umull	r10, r11, r1, r6
	eor	r8, r8, r10
	eor	r9, r9, r11
	umull	r10, r11, r2, r5
	eor	r8, r8, r10
	eor	r9, r9, r11
	umull	r10, r11, r3, r4
	eor	r8, r8, r10
	eor	r9, r9, r11
	.endif
	.if \mode == 0
	and	r8, r8, #0x88888888
	and	r9, r9, #0x88888888
	eor	r12, r12, r8
	eor	lr, lr, r9
	.endif
	.if \st
	strd	r12, lr, [sp, #\ro]
	.endif
	.endm

/*
 * The x operands of a = (r4 a0, r3 a1, r1 a2, r0 a3): a3, a2, a2^a3, a1,
 * a0, a0^a1, a1^a3, a0^a2, all four, stored at sp + \off
 */
	.macro XOPS off
	eor	r2, r0, r1
	eor	r5, r4, r3
	eor	r6, r3, r0
	eor	r7, r4, r1
	eor	r8, r6, r7
	.if \off
	add	r9, sp, #\off
	stm	r9, {r0-r8}
	.else
	stm	sp, {r0-r8}
	.endif
	.endm

/*
 * The products at ROFF (the ninth in r12:lr) to the reduced state
 * y[0] r4, y[1] r11, y[2] r7, y[3] r0.  Karatsuba: each triple (low,
 * high, middle) to four words r0 = l0, r1 = s ^ l0 ^ lm, r2 = s ^ h2 ^
 * hm, r3 = h2 (s = h0 ^ l2), then the same one level up.
 */
	.macro COMBRED
	add	r11, sp, #ROFF
	ldm	r11, {r6-r11}
	eor	r7, r7, r8
	eor	r10, r10, r7
	eor	r10, r10, r6
	eor	r11, r11, r7
	eor	r11, r11, r9
	/* P0 = r6 r10 r11 r9 */
	add	r5, sp, #(ROFF + 24)
	ldm	r5, {r0-r5}
	eor	r1, r1, r2
	eor	r4, r4, r1
	eor	r4, r4, r0
	eor	r5, r5, r1
	eor	r5, r5, r3
	/* P2 = r0 r4 r5 r3 */
	add	r1, sp, #(ROFF + 48)
	ldm	r1, {r1, r2, r7, r8}
	eor	r2, r2, r7
	eor	r12, r12, r2
	eor	r12, r12, r1
	eor	lr, lr, r2
	eor	lr, lr, r8
	/* PM = r1 r12 lr r8; the 256-bit product R0..R7 (gcm.c's r0..r7) */
	eor	r11, r11, r0
	eor	r9, r9, r4
	eor	r1, r1, r11
	eor	r1, r1, r6
	eor	r12, r12, r9
	eor	r12, r12, r10
	eor	lr, lr, r11
	eor	lr, lr, r5
	eor	r8, r8, r9
	eor	r8, r8, r3
	/*
	 * R0 r6, R1 r10, R2 r1, R3 r12, R4 lr, R5 r8, R6 r5, R7 r3.
	 * Reduction as in gcm.c: R3..R0 fold onto R7..R4 with shifts right
	 * by 0, 1, 2, 7 and their spill (left 31, 30, 25) onto the next
	 * word; R0's spill e is folded once more.
	 */
	lsl	r2, r6, #31
	eor	r2, r2, r6, lsl #30
	eor	r2, r2, r6, lsl #25
	eor	r0, lr, r6
	eor	r0, r0, r6, lsr #1
	eor	r0, r0, r6, lsr #2
	eor	r0, r0, r6, lsr #7
	eor	r0, r0, r10, lsl #31
	eor	r0, r0, r10, lsl #30
	eor	r0, r0, r10, lsl #25
	eor	r7, r8, r10
	eor	r7, r7, r10, lsr #1
	eor	r7, r7, r10, lsr #2
	eor	r7, r7, r10, lsr #7
	eor	r7, r7, r1, lsl #31
	eor	r7, r7, r1, lsl #30
	eor	r7, r7, r1, lsl #25
	eor	r11, r5, r1
	eor	r11, r11, r1, lsr #1
	eor	r11, r11, r1, lsr #2
	eor	r11, r11, r1, lsr #7
	eor	r11, r11, r12, lsl #31
	eor	r11, r11, r12, lsl #30
	eor	r11, r11, r12, lsl #25
	eor	r4, r3, r12
	eor	r4, r4, r12, lsr #1
	eor	r4, r4, r12, lsr #2
	eor	r4, r4, r12, lsr #7
	eor	r4, r4, r2
	eor	r4, r4, r2, lsr #1
	eor	r4, r4, r2, lsr #2
	eor	r4, r4, r2, lsr #7
	.endm

/* state y[0] r4, y[1] r11, y[2] r7, y[3] r0 from the words at \r */
	.macro LOADY r
	ldr	r4, [\r]
	ldr	r11, [\r, #4]
	ldr	r7, [\r, #8]
	ldr	r0, [\r, #12]
	.endm

	.section .text.cb_ghash_armv7em, "ax", %progbits
	.align	2
	.global	cb_ghash_armv7em
	.type	cb_ghash_armv7em, %function
	.thumb_func
cb_ghash_armv7em:
	push	{r4-r11, lr}
	sub	sp, sp, #FRAME
	strd	r2, r3, [sp, #POFF]
	str	r0, [sp, #YOFF]
	str	r1, [sp, #HOFF]
	ldm	r1, {r4-r7}
	PREP	KOFF
	ldr	r3, [sp, #(POFF + 4)]
	cmp	r3, #PAIR_MIN
	blo	.Lsingle

	/* H^2 = (H ^ 0) * H by mul1 on a zero block (at ROFF) */
	ldrd	r8, r9, [sp, #POFF]
	strd	r8, r9, [sp, #SAVEOFF]
	movs	r2, #0
	movs	r3, #0
	strd	r2, r3, [sp, #ROFF]
	strd	r2, r3, [sp, #(ROFF + 8)]
	add	r2, sp, #ROFF
	movs	r3, #1
	strd	r2, r3, [sp, #POFF]
	ldr	r1, [sp, #HOFF]
	LOADY	r1
	bl	.Lmul1
	mov	r5, r11
	mov	r6, r7
	mov	r7, r0
	PREP	K2OFF
	ldrd	r8, r9, [sp, #SAVEOFF]
	strd	r8, r9, [sp, #POFF]
	ldr	r1, [sp, #YOFF]
	LOADY	r1
.Lpair:
	/* a = y ^ b1 (x operands at XOFF), b2 (at X2OFF) */
	ldrd	lr, r12, [sp, #POFF]
	ldr	r5, [lr], #4
	ldr	r6, [lr], #4
	ldr	r8, [lr], #4
	ldr	r9, [lr], #4
	rev	r5, r5
	rev	r6, r6
	rev	r8, r8
	rev	r9, r9
	eor	r4, r4, r5
	eor	r3, r11, r6
	eor	r1, r7, r8
	eor	r0, r0, r9
	XOPS	XOFF
	ldr	r4, [lr], #4
	ldr	r3, [lr], #4
	ldr	r1, [lr], #4
	ldr	r0, [lr], #4
	sub	r12, r12, #2
	strd	lr, r12, [sp, #POFF]
	rev	r4, r4
	rev	r3, r3
	rev	r1, r1
	rev	r0, r0
	XOPS	X2OFF
	BMUL32	(XOFF + 0), (K2OFF + 0), 0, 0, 1
	BMUL32	(X2OFF + 0), (KOFF + 0), (ROFF + 0), 1, 2
	BMUL32	(XOFF + 4), (K2OFF + 16), 0, 0, 1
	BMUL32	(X2OFF + 4), (KOFF + 16), (ROFF + 8), 1, 2
	BMUL32	(XOFF + 8), (K2OFF + 32), 0, 0, 1
	BMUL32	(X2OFF + 8), (KOFF + 32), (ROFF + 16), 1, 2
	BMUL32	(XOFF + 12), (K2OFF + 48), 0, 0, 1
	BMUL32	(X2OFF + 12), (KOFF + 48), (ROFF + 24), 1, 2
	BMUL32	(XOFF + 16), (K2OFF + 64), 0, 0, 1
	BMUL32	(X2OFF + 16), (KOFF + 64), (ROFF + 32), 1, 2
	BMUL32	(XOFF + 20), (K2OFF + 80), 0, 0, 1
	BMUL32	(X2OFF + 20), (KOFF + 80), (ROFF + 40), 1, 2
	BMUL32	(XOFF + 24), (K2OFF + 96), 0, 0, 1
	BMUL32	(X2OFF + 24), (KOFF + 96), (ROFF + 48), 1, 2
	BMUL32	(XOFF + 28), (K2OFF + 112), 0, 0, 1
	BMUL32	(X2OFF + 28), (KOFF + 112), (ROFF + 56), 1, 2
	BMUL32	(XOFF + 32), (K2OFF + 128), 0, 0, 1
	BMUL32	(X2OFF + 32), (KOFF + 128), 0, 0, 2
	COMBRED
	ldr	r12, [sp, #(POFF + 4)]
	cmp	r12, #2
	bhs	.Lpair
	cmp	r12, #0
	beq	.Ldone
	bl	.Lmul1
	b	.Ldone

.Lsingle:
	ldr	r1, [sp, #YOFF]
	LOADY	r1
1:
	bl	.Lmul1
	ldr	r12, [sp, #(POFF + 4)]
	cmp	r12, #0
	bne	1b

.Ldone:
	ldr	r1, [sp, #YOFF]
	strd	r4, r11, [r1]
	strd	r7, r0, [r1, #8]
	/* wipe the frame (H-derived) */
	movs	r0, #0
	movs	r1, #0
	movs	r2, #0
	movs	r3, #0
	movs	r4, #0
	movs	r5, #0
	movs	r6, #0
	movs	r7, #0
	mov	r8, sp
	.rept	14
	stm	r8!, {r0-r7}
	.endr
	stm	r8!, {r0-r3}
	add	sp, sp, #FRAME
	pop	{r4-r11, pc}

/*
 * mul1: one block, y = (y ^ block) * H, the block at p (POFF), which
 * moves on while the count drops by one; a subroutine on the frame
 */
.Lmul1:
	str	lr, [sp, #LROFF]
	ldrd	lr, r12, [sp, #POFF]
	ldr	r5, [lr], #4
	ldr	r6, [lr], #4
	ldr	r8, [lr], #4
	ldr	r9, [lr], #4
	sub	r12, r12, #1
	strd	lr, r12, [sp, #POFF]
	rev	r5, r5
	rev	r6, r6
	rev	r8, r8
	rev	r9, r9
	eor	r4, r4, r5
	eor	r3, r11, r6
	eor	r1, r7, r8
	eor	r0, r0, r9
	XOPS	XOFF
	BMUL32	(XOFF + 0), (KOFF + 0), (ROFF + 0), 1, 0
	BMUL32	(XOFF + 4), (KOFF + 16), (ROFF + 8), 1, 0
	BMUL32	(XOFF + 8), (KOFF + 32), (ROFF + 16), 1, 0
	BMUL32	(XOFF + 12), (KOFF + 48), (ROFF + 24), 1, 0
	BMUL32	(XOFF + 16), (KOFF + 64), (ROFF + 32), 1, 0
	BMUL32	(XOFF + 20), (KOFF + 80), (ROFF + 40), 1, 0
	BMUL32	(XOFF + 24), (KOFF + 96), (ROFF + 48), 1, 0
	BMUL32	(XOFF + 28), (KOFF + 112), (ROFF + 56), 1, 0
	BMUL32	(XOFF + 32), (KOFF + 128), 0, 0, 0
	COMBRED
	ldr	pc, [sp, #LROFF]
	.size	cb_ghash_armv7em, . - cb_ghash_armv7em

#endif
