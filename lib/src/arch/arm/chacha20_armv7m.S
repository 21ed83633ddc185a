/* SPDX-License-Identifier: MIT */
/* ChaCha20 blocks in Thumb-2 (Armv7-M); C twin: aead/chacha20.c. */
/*
 * void cb_chacha20_blocks_armv7m(uint32_t s[16], uint8_t *out,
 *                                const uint8_t *in, size_t nblocks);
 *
 * What chacha20.c's cb_chacha20_blocks_c does (internal/chacha20.h):
 * out = in ^ ChaCha20 block (RFC 8439 §2.3) of s, nblocks times, s[12]
 * counting the blocks (mod 2^32).  in and out: any alignment.
 *
 * Rotations are never executed: each b and d word (rows 1 and 3) is kept
 * as a value whose true value is it rotated right by an amount the
 * assembler tracks (rot4 .. rot15), since x ^= rotl(y, n) and the next
 * x += y both take a rotated operand for free in the barrel shifter
 * (a and c words stay true: they are added to).  Per quarter round 8
 * instructions instead of 12; the ten double rounds are unrolled, the
 * amounts differing from one to the next.  Rows 0, 1 and 3 live in
 * r0-r7 and r8-r11, two words of row 2 in r12 and lr, the other two on
 * the frame (swapped twice a double round).  Every instruction is 32
 * bits wide and word aligned.
 *
 * Constant-time: no branch or address depends on s (key, nonce, counter)
 * or the data: the loop counts nblocks.  The frame (a copy of s and the
 * spilled words) is zeroed before returning.  Stack: 148 bytes.
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 2 && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && \
	!(defined(CB_ARM_CHACHA20_ASM) && CB_ARM_CHACHA20_ASM == 0) && \
	!(defined(CB_ARM_ASM) && CB_ARM_ASM == 0)
	.syntax	unified
	.thumb

/* frame: s (copy), row 2 and x12, x13 spilled, in, out, blocks left, s */
#define S8	64
#define S9	68
#define S10	72
#define S11	76
#define S12	80
#define S13	84
#define F_IN	88
#define F_OUT	92
#define F_LEFT	96
#define F_S	100
#define FRAME	112

/* d = s + ror(x, r), d = s ^ ror(x, r): no shift when r is 0 */
	.macro	ADDR d, s, x, r
	.if	(\r) == 0
	add.w	\d, \s, \x
	.else
	add.w	\d, \s, \x, ror #(\r)
	.endif
	.endm

	.macro	EORR d, s, x, r
	.if	(\r) == 0
	eor.w	\d, \s, \x
	.else
	eor.w	\d, \s, \x, ror #(\r)
	.endif
	.endm

/*
 * Quarter round on a, b, c, d (registers); ib, id: the indices of b and
 * d, whose pending rotations rot<ib>, rot<id> it updates.  With the true
 * b = ror(B, rb): a += b is a + ror(B, rb); d ^= a, then rotl(d, 16),
 * is D ^= ror(a, 32 - rd) with rd += 16 (rotl 16 = ror 16); likewise
 * rotl 12, 8, 7 are ror 20, 24, 25.
 */
	.macro	QR a, b, c, d, ib, id
	ADDR	\a, \a, \b, rot\ib
	EORR	\d, \d, \a, (32-rot\id)%32
	.set	rot\id, (rot\id + 16) % 32
	ADDR	\c, \c, \d, rot\id
	EORR	\b, \b, \c, (32-rot\ib)%32
	.set	rot\ib, (rot\ib + 20) % 32
	ADDR	\a, \a, \b, rot\ib
	EORR	\d, \d, \a, (32-rot\id)%32
	.set	rot\id, (rot\id + 24) % 32
	ADDR	\c, \c, \d, rot\id
	EORR	\b, \b, \c, (32-rot\ib)%32
	.set	rot\ib, (rot\ib + 25) % 32
	.endm

/*
 * A double round: x8, x9 in r12, lr on entry and exit, x10, x11 on the
 * frame (in the first round still in the copy of s).
 */
	.macro	DROUND first
	QR	r0, r4, r12, r8, 4, 12
	QR	r1, r5, lr, r9, 5, 13
	str.w	r12, [sp, #S8]
	str.w	lr, [sp, #S9]
	.if	\first
	ldr.w	r12, [sp, #40]
	ldr.w	lr, [sp, #44]
	.else
	ldr.w	r12, [sp, #S10]
	ldr.w	lr, [sp, #S11]
	.endif
	QR	r2, r6, r12, r10, 6, 14
	QR	r3, r7, lr, r11, 7, 15
	QR	r0, r5, r12, r11, 5, 15
	QR	r1, r6, lr, r8, 6, 12
	str.w	r12, [sp, #S10]
	str.w	lr, [sp, #S11]
	ldr.w	r12, [sp, #S8]
	ldr.w	lr, [sp, #S9]
	QR	r2, r7, r12, r9, 7, 13
	QR	r3, r4, lr, r10, 4, 14
	.endm

/* out word i = in word i ^ (s[i] + x): x in register \x, r12 in, lr out */
	.macro	OUTW x, i, r
	ldr.w	r8, [sp, #4*\i]
	ldr.w	r9, [r12, #4*\i]
	ADDR	\x, r8, \x, \r
	eor.w	\x, \x, r9
	str.w	\x, [lr, #4*\i]
	.endm

/* the same for x spilled to the frame at \slot */
	.macro	OUTS i, slot, r
	ldr.w	r0, [sp, #\slot]
	ldr.w	r8, [sp, #4*\i]
	ldr.w	r9, [r12, #4*\i]
	ADDR	r0, r8, r0, \r
	eor.w	r0, r0, r9
	str.w	r0, [lr, #4*\i]
	.endm

	.section	.text.cb_chacha20_blocks_armv7m, "ax", %progbits
	.align	2
	.global	cb_chacha20_blocks_armv7m
	.type	cb_chacha20_blocks_armv7m, %function
	.thumb_func
cb_chacha20_blocks_armv7m:
	cmp	r3, #0
	it	eq
	bxeq	lr
	push.w	{r4-r11, lr}
	sub.w	sp, sp, #FRAME
	str.w	r2, [sp, #F_IN]
	str.w	r1, [sp, #F_OUT]
	str.w	r3, [sp, #F_LEFT]
	str.w	r0, [sp, #F_S]
	ldm.w	r0, {r1-r8}
	stm.w	sp, {r1-r8}
	add.w	r0, r0, #32
	ldm.w	r0, {r1-r8}
	add.w	r0, sp, #32
	stm.w	r0, {r1-r8}
	.align	2
1:	ldm.w	sp, {r0-r7}
	ldr.w	r12, [sp, #32]
	ldr.w	lr, [sp, #36]
	ldr.w	r8, [sp, #48]
	ldr.w	r9, [sp, #52]
	ldr.w	r10, [sp, #56]
	ldr.w	r11, [sp, #60]
	.irp	i, 4, 5, 6, 7, 12, 13, 14, 15
	.set	rot\i, 0
	.endr
	DROUND	1
	.rept	9
	DROUND	0
	.endr
	str.w	r12, [sp, #S8]
	str.w	lr, [sp, #S9]
	str.w	r8, [sp, #S12]
	str.w	r9, [sp, #S13]
	ldr.w	r12, [sp, #F_IN]
	ldr.w	lr, [sp, #F_OUT]
	OUTW	r1, 1, 0
	OUTW	r2, 2, 0
	OUTW	r3, 3, 0
	OUTW	r4, 4, rot4
	OUTW	r5, 5, rot5
	OUTW	r6, 6, rot6
	OUTW	r7, 7, rot7
	OUTW	r10, 14, rot14
	OUTW	r11, 15, rot15
	OUTW	r0, 0, 0
	OUTS	8, S8, 0
	OUTS	9, S9, 0
	OUTS	10, S10, 0
	OUTS	11, S11, 0
	OUTS	12, S12, rot12
	OUTS	13, S13, rot13
	add.w	r12, r12, #64
	add.w	lr, lr, #64
	str.w	r12, [sp, #F_IN]
	str.w	lr, [sp, #F_OUT]
	ldr.w	r0, [sp, #48]
	ldr.w	r1, [sp, #F_LEFT]
	add.w	r0, r0, #1
	str.w	r0, [sp, #48]
	subs.w	r1, r1, #1
	str.w	r1, [sp, #F_LEFT]
	bne.w	1b
	/* the counter back into s, then the frame zeroed */
	ldr.w	r1, [sp, #F_S]
	str.w	r0, [r1, #48]
	mov.w	r0, #0
	mov.w	r1, #0
	.set	off, 0
	.rept	FRAME / 8
	strd	r0, r1, [sp, #off]
	.set	off, off + 8
	.endr
	add.w	sp, sp, #FRAME
	pop.w	{r4-r11, pc}
	.size	cb_chacha20_blocks_armv7m, . - cb_chacha20_blocks_armv7m

#endif
