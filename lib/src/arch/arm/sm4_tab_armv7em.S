/* SPDX-License-Identifier: MIT */
/* sm4_tab's rounds in Thumb-2 (Armv7-M); C twin in block/sm4_tab.c. */
/*
 * NOT constant-time: T-table SM4 (see cb/block.h).
 *
 * void cb_sm4_tab_blocks_armv7em(const uint32_t rk[32], uint8_t *out,
 *                                const uint8_t *in, size_t nblocks);
 *
 * What sm4_tab.c's cb_sm4_tab_blocks_c computes (internal/sm4.h): the 32
 * rounds with round keys rk[0], rk[1], ... (decryption passes them
 * reversed) on nblocks 16-byte blocks, in and out of any alignment.  One
 * round is X0 ^= T(X1 ^ X2 ^ X3 ^ rk), T by the one table cb_sm4_tab_t
 * rotated in the barrel shifter: three XORs, four byte extractions, five
 * loads in a row (the four table words and the next round key), four
 * XORs, 17 cycles on the Cortex-M4.  The 32 rounds are unrolled, the
 * state words renamed instead of moved; every instruction is 32 bits
 * wide and word aligned.
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 2 && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && \
	!(defined(CB_ARM_SM4_TAB_ASM) && CB_ARM_SM4_TAB_ASM == 0) && \
	!(defined(CB_ARM_ASM) && CB_ARM_ASM == 0)
	.syntax	unified
	.thumb

/*
 * x0 ^= T(x1 ^ x2 ^ x3 ^ k): r4 the argument, r5-r8 the table words, r9
 * the round key (the next one loaded with the table words unless last),
 * r10 the table, r11 the round keys.
 */
	.macro	RND x0, x1, x2, x3, i
	eor.w	r4, \x1, \x2
	eor.w	r4, r4, \x3
	eor.w	r4, r4, r9
	lsr.w	r5, r4, #24
	uxtb.w	r6, r4, ror #16
	uxtb.w	r7, r4, ror #8
	uxtb.w	r8, r4
	ldr.w	r5, [r10, r5, lsl #2]
	ldr.w	r6, [r10, r6, lsl #2]
	ldr.w	r7, [r10, r7, lsl #2]
	ldr.w	r8, [r10, r8, lsl #2]
	.if	\i < 31
	ldr.w	r9, [r11, #4*(\i+1)]
	.endif
	eor.w	\x0, \x0, r5
	eor.w	\x0, \x0, r6, ror #8
	eor.w	\x0, \x0, r7, ror #16
	eor.w	\x0, \x0, r8, ror #24
	.endm

/* four rounds from round i: the state back in r0-r3 */
	.macro	RND4 i
	RND	r0, r1, r2, r3, \i
	RND	r1, r2, r3, r0, \i+1
	RND	r2, r3, r0, r1, \i+2
	RND	r3, r0, r1, r2, \i+3
	.endm

	.section	.text.cb_sm4_tab_blocks_armv7em, "ax", %progbits
	.align	2
	.global	cb_sm4_tab_blocks_armv7em
	.type	cb_sm4_tab_blocks_armv7em, %function
	.thumb_func
cb_sm4_tab_blocks_armv7em:
	cmp	r3, #0
	it	eq
	bxeq	lr
	push.w	{r4-r11, lr}
	sub.w	sp, sp, #4
	str.w	r3, [sp]
	mov.w	r11, r0
	mov.w	r12, r2
	mov.w	lr, r1
	movw	r10, #:lower16:cb_sm4_tab_t
	movt	r10, #:upper16:cb_sm4_tab_t
	.align	2
1:	ldr.w	r0, [r12], #16
	ldr	r1, [r12, #-12]
	ldr	r2, [r12, #-8]
	ldr	r3, [r12, #-4]
	ldr.w	r9, [r11]
	rev.w	r0, r0
	rev.w	r1, r1
	rev.w	r2, r2
	rev.w	r3, r3
	RND4	0
	RND4	4
	RND4	8
	RND4	12
	RND4	16
	RND4	20
	RND4	24
	RND4	28
	/* the output is the reversed final state */
	rev.w	r3, r3
	rev.w	r2, r2
	rev.w	r1, r1
	rev.w	r0, r0
	str.w	r3, [lr], #16
	str	r2, [lr, #-12]
	str	r1, [lr, #-8]
	str	r0, [lr, #-4]
	ldr.w	r4, [sp]
	subs.w	r4, r4, #1
	str.w	r4, [sp]
	bne.w	1b
	add.w	sp, sp, #4
	pop.w	{r4-r11, pc}
	.size	cb_sm4_tab_blocks_armv7em, . - cb_sm4_tab_blocks_armv7em

#endif
