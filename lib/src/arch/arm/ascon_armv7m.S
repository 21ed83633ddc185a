/* SPDX-License-Identifier: MIT */
/* The Ascon permutation in Thumb-2 (Armv7-M); C twin: hash/ascon_p.c. */
/*
 * void cb_ascon_p_armv7m(uint64_t s[5], unsigned rounds);
 *
 * What ascon_p.c's cb_ascon_p computes (internal/ascon.h): Ascon-p[rounds]
 * (SP 800-232 §3), rounds 1..12, on five 64-bit lanes held as (low, high)
 * word pairs in r0-r9.  The S-box is bitsliced on each half (17
 * instructions with BIC); p_L is x ^= (x ^ (x >>> d)) >>> a on the pairs,
 * each 64-bit rotation two shifted operands per word: 8 instructions a
 * lane.  75 single-cycle instructions a round, the 12 rounds unrolled and
 * entered at round 12 - rounds by a branch on rounds only; every
 * instruction is 32 bits wide and word aligned.
 *
 * Constant-time: no branch or address depends on the state; only
 * `rounds` (public) picks the entry.  Stack: 40 bytes of saved registers.
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 2 && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && \
	!(defined(CB_ARM_ASCON_ASM) && CB_ARM_ASCON_ASM == 0) && \
	!(defined(CB_ARM_ASM) && CB_ARM_ASM == 0)
	.syntax	unified
	.thumb

/* the S-box on one half: x0..x4 its words, r10-r12 temporaries */
	.macro	SBOX x0, x1, x2, x3, x4
	eor.w	\x0, \x0, \x4
	eor.w	\x4, \x4, \x3
	eor.w	\x2, \x2, \x1
	bic.w	r10, \x1, \x0
	bic.w	r11, \x0, \x4
	bic.w	r12, \x2, \x1
	eor.w	\x0, \x0, r12
	bic.w	r12, \x3, \x2
	eor.w	\x1, \x1, r12
	bic.w	r12, \x4, \x3
	eor.w	\x2, \x2, r12
	eor.w	\x3, \x3, r11
	eor.w	\x4, \x4, r10
	eor.w	\x1, \x1, \x0
	eor.w	\x0, \x0, \x4
	eor.w	\x3, \x3, \x2
	mvn.w	\x2, \x2
	.endm

/*
 * lo/hi ^= ror64(y, r) for y = (ylo, yhi) (r != 0, 32): the low word of
 * the rotation is ylo >> r | yhi << (32 - r) (r < 32; the words swap
 * above 32).
 */
	.macro	XROR lo, hi, ylo, yhi, r
	.if	\r < 32
	eor.w	\lo, \lo, \ylo, lsr #\r
	eor.w	\lo, \lo, \yhi, lsl #(32 - \r)
	eor.w	\hi, \hi, \yhi, lsr #\r
	eor.w	\hi, \hi, \ylo, lsl #(32 - \r)
	.else
	eor.w	\lo, \lo, \yhi, lsr #(\r - 32)
	eor.w	\lo, \lo, \ylo, lsl #(64 - \r)
	eor.w	\hi, \hi, \ylo, lsr #(\r - 32)
	eor.w	\hi, \hi, \yhi, lsl #(64 - \r)
	.endif
	.endm

/*
 * x ^= (x >>> a) ^ (x >>> (a + d)) as x ^= y >>> a, y = x ^ (x >>> d) in
 * r10, r11
 */
	.macro	LIN lo, hi, a, d
	.if	\d < 32
	eor.w	r10, \lo, \lo, lsr #\d
	eor.w	r10, r10, \hi, lsl #(32 - \d)
	eor.w	r11, \hi, \hi, lsr #\d
	eor.w	r11, r11, \lo, lsl #(32 - \d)
	.else
	eor.w	r10, \lo, \hi, lsr #(\d - 32)
	eor.w	r10, r10, \lo, lsl #(64 - \d)
	eor.w	r11, \hi, \lo, lsr #(\d - 32)
	eor.w	r11, r11, \hi, lsl #(64 - \d)
	.endif
	XROR	\lo, \hi, r10, r11, \a
	.endm

/* round i of 12: constant, S-box on both halves, p_L; RSIZE bytes */
#define RSIZE	(4 * (1 + 2 * 17 + 5 * 8))
	.macro	ROUND i
	eor.w	r4, r4, #((15 - \i) << 4 | \i)
	SBOX	r0, r2, r4, r6, r8
	SBOX	r1, r3, r5, r7, r9
	LIN	r0, r1, 19, 9
	LIN	r2, r3, 39, 22
	LIN	r4, r5, 1, 5
	LIN	r6, r7, 10, 7
	LIN	r8, r9, 7, 34
	.endm

	.section	.text.cb_ascon_p_armv7m, "ax", %progbits
	.align	2
	.global	cb_ascon_p_armv7m
	.type	cb_ascon_p_armv7m, %function
	.thumb_func
cb_ascon_p_armv7m:
	push.w	{r0, r4-r11, lr}
	/* entry: round 12 - rounds, each round RSIZE bytes of code */
	rsb.w	r12, r1, #12
	adr.w	r10, .Lascon_r0
	movw	r11, #RSIZE
	mla	r10, r12, r11, r10
	orr.w	r10, r10, #1
	ldm.w	r0, {r0-r9}
	bx	r10
	.align	2
.Lascon_r0:
	ROUND	0
.Lascon_r1:
	ROUND	1
	ROUND	2
	ROUND	3
	ROUND	4
	ROUND	5
	ROUND	6
	ROUND	7
	ROUND	8
	ROUND	9
	ROUND	10
	ROUND	11
	ldr.w	r10, [sp]
	stm.w	r10, {r0-r9}
	add.w	sp, sp, #4
	pop.w	{r4-r11, pc}
	.if	.Lascon_r1 - .Lascon_r0 != RSIZE
	.error	"RSIZE is not the size of a round"
	.endif
	.size	cb_ascon_p_armv7m, . - cb_ascon_p_armv7m

#endif
