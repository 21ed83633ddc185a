/* SPDX-License-Identifier: MIT */
/* des3_tab's rounds in Thumb-2 (Armv7-M); C twin in block/des_tab.c. */
/*
 * NOT constant-time: SP-table DES (see cb/block.h).
 *
 * void cb_des3_tab_blocks_armv7em(const cb_des3_tab_ctx *ctx, int dec,
 *                                 uint8_t *out, const uint8_t *in,
 *                                 size_t nblocks);
 *
 * What des_tab.c's cb_des3_tab_blocks_c computes (internal/des.h): EDE
 * (dec: its inverse) on nblocks 8-byte blocks, in and out of any
 * alignment.  The round keys' six-bit chunks carry in their top two bits
 * the number of their byte in the word (des_tab.c), so that with E's
 * chunks masked out of the rotated half (0x3f3f3f3f) and XORed with the
 * key, each byte indexes its S-box's 64 entries within one 1 KB table of
 * four (the SP table in the order of the key bytes): a round is two key
 * loads, two masks, two XORs, eight byte extractions, eight loads and
 * eight XORs, 33 cycles on the Cortex-M4.  A pass of 16 rounds is a
 * subroutine, forwards or backwards through the round keys; every
 * instruction in them is 32 bits wide and word aligned.
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 2 && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && \
	!(defined(CB_ARM_DES_TAB_ASM) && CB_ARM_DES_TAB_ASM == 0) && \
	!(defined(CB_ARM_ASM) && CB_ARM_ASM == 0)
	.syntax	unified
	.thumb

/*
 * l ^= f(r, K), K the 8 key bytes at r2 + off: r3 the even S-boxes'
 * table (key bytes 0-3), r4 the odd ones' (4-7), r5 0x3f3f3f3f.
 */
	.macro	RND l, r, off
	.if	\off < 0
	/* LLVM takes no .w with a negative offset (T4 is 32-bit anyway) */
	ldr	r6, [r2, #\off]
	ldr	r7, [r2, #\off+4]
	.else
	ldr.w	r6, [r2, #\off]
	ldr.w	r7, [r2, #\off+4]
	.endif
	and.w	r8, r5, \r, ror #27
	and.w	r9, r5, \r, ror #31
	eor.w	r6, r6, r8
	eor.w	r7, r7, r9
	uxtb.w	r8, r6
	uxtb.w	r9, r6, ror #8
	uxtb.w	r10, r6, ror #16
	lsr.w	r6, r6, #24
	uxtb.w	r11, r7
	uxtb.w	r12, r7, ror #8
	ldr.w	r8, [r3, r8, lsl #2]
	ldr.w	r9, [r3, r9, lsl #2]
	ldr.w	r10, [r3, r10, lsl #2]
	ldr.w	r6, [r3, r6, lsl #2]
	ldr.w	r11, [r4, r11, lsl #2]
	ldr.w	r12, [r4, r12, lsl #2]
	eor.w	\l, \l, r8
	eor.w	\l, \l, r9
	uxtb.w	r8, r7, ror #16
	lsr.w	r7, r7, #24
	ldr.w	r8, [r4, r8, lsl #2]
	ldr.w	r7, [r4, r7, lsl #2]
	eor.w	\l, \l, r10
	eor.w	\l, \l, r6
	eor.w	\l, \l, r11
	eor.w	\l, \l, r12
	eor.w	\l, \l, r8
	eor.w	\l, \l, r7
	.endm

/*
 * One pass of 16 rounds on (r0, r1), the round keys at r2 + 8 s i for
 * round i, then the halves exchanged (des_pass in des_tab.c).
 */
	.macro	PASS name, s
	.section	.text.\name, "ax", %progbits
	.align	2
	.type	\name, %function
	.thumb_func
\name:
	.set	i, 0
	.rept	8
	RND	r0, r1, 8*\s*i
	RND	r1, r0, 8*\s*(i+1)
	.set	i, i + 2
	.endr
	mov.w	r6, r0
	mov.w	r0, r1
	mov.w	r1, r6
	bx	lr
	.size	\name, . - \name
	.endm

	PASS	des_pass_fwd, 1
	PASS	des_pass_bwd, -1

/* (a, b) = swap-move(a, b, m, n) with r6 as the temporary */
	.macro	SWAPMOVE a, b, m, n
	eor.w	r6, \b, \a, lsr #\n
	.if	\m == 0xffff
	uxth.w	r6, r6
	.else
	and.w	r6, r6, #\m
	.endif
	eor.w	\b, \b, r6
	eor.w	\a, \a, r6, lsl #\n
	.endm

/* frame: passes and their keys (3 x 2 words), out, in, blocks left */
#define F_PASS	0
#define F_OUT	24
#define F_IN	28
#define F_LEFT	32
#define FRAME	40

	.section	.text.cb_des3_tab_blocks_armv7em, "ax", %progbits
	.align	2
	.global	cb_des3_tab_blocks_armv7em
	.type	cb_des3_tab_blocks_armv7em, %function
	.thumb_func
cb_des3_tab_blocks_armv7em:
	push.w	{r4-r11, lr}
	sub.w	sp, sp, #FRAME
	ldr.w	r4, [sp, #FRAME + 36]
	cmp.w	r4, #0
	beq.w	9f
	str.w	r2, [sp, #F_OUT]
	str.w	r3, [sp, #F_IN]
	str.w	r4, [sp, #F_LEFT]
	/*
	 * EDE: E(K1) forwards, D(K2) backwards, E(K3) forwards; decryption
	 * D(K3), E(K2), D(K1) the other way round (ctx->sk[k][round]).
	 */
	movw	r6, #:lower16:des_pass_fwd
	movt	r6, #:upper16:des_pass_fwd
	movw	r7, #:lower16:des_pass_bwd
	movt	r7, #:upper16:des_pass_bwd
	cmp.w	r1, #0
	bne.w	1f
	mov.w	r8, r0
	add.w	r9, r0, #128 + 120
	add.w	r10, r0, #256
	strd	r6, r8, [sp, #F_PASS]
	strd	r7, r9, [sp, #F_PASS + 8]
	strd	r6, r10, [sp, #F_PASS + 16]
	b.w	2f
1:	add.w	r8, r0, #256 + 120
	add.w	r9, r0, #128
	add.w	r10, r0, #120
	strd	r7, r8, [sp, #F_PASS]
	strd	r6, r9, [sp, #F_PASS + 8]
	strd	r7, r10, [sp, #F_PASS + 16]
2:	movw	r3, #:lower16:cb_des3_tab_sp
	movt	r3, #:upper16:cb_des3_tab_sp
	add.w	r4, r3, #1024
	mov.w	r5, #0x3f3f3f3f
	.align	2
3:	ldr.w	r12, [sp, #F_IN]
	ldr.w	r0, [r12], #8
	ldr	r1, [r12, #-4]
	str.w	r12, [sp, #F_IN]
	rev.w	r0, r0
	rev.w	r1, r1
	/* IP (internal/des.h) */
	SWAPMOVE r0, r1, 0x0f0f0f0f, 4
	SWAPMOVE r0, r1, 0xffff, 16
	SWAPMOVE r1, r0, 0x33333333, 2
	SWAPMOVE r1, r0, 0x00ff00ff, 8
	SWAPMOVE r0, r1, 0x55555555, 1
	ldrd	r12, r2, [sp, #F_PASS]
	blx	r12
	ldrd	r12, r2, [sp, #F_PASS + 8]
	blx	r12
	ldrd	r12, r2, [sp, #F_PASS + 16]
	blx	r12
	/* FP */
	SWAPMOVE r0, r1, 0x55555555, 1
	SWAPMOVE r1, r0, 0x00ff00ff, 8
	SWAPMOVE r1, r0, 0x33333333, 2
	SWAPMOVE r0, r1, 0xffff, 16
	SWAPMOVE r0, r1, 0x0f0f0f0f, 4
	rev.w	r0, r0
	rev.w	r1, r1
	ldr.w	r12, [sp, #F_OUT]
	str.w	r0, [r12], #8
	str	r1, [r12, #-4]
	str.w	r12, [sp, #F_OUT]
	ldr.w	r6, [sp, #F_LEFT]
	subs.w	r6, r6, #1
	str.w	r6, [sp, #F_LEFT]
	bne.w	3b
9:	add.w	sp, sp, #FRAME
	pop.w	{r4-r11, pc}
	.size	cb_des3_tab_blocks_armv7em, . - cb_des3_tab_blocks_armv7em

#endif
