/* SPDX-License-Identifier: MIT */
/* aes_tab's rounds in Thumb-2 (Armv7-M); C twins in block/aes_tab.c. */
/*
 * NOT constant-time: T-table AES, every round indexes a table with key-
 * and data-dependent bytes (see cb/block.h).
 *
 * void cb_aes_tab_encrypt_armv7em(const cb_aes_tab_ctx *ctx, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks);
 * void cb_aes_tab_decrypt_armv7em(const cb_aes_tab_ctx *ctx, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks);
 * void cb_aes_tab_ctr_run_armv7em(const cb_aes_tab_ctx *ctx, uint8_t *out,
 *                                 const uint8_t *in, size_t nblocks,
 *                                 const uint32_t cache[7]);
 * compute what aes_tab.c's cb_aes_tab_encrypt_c, _decrypt_c and
 * _ctr_run_c compute (internal/aes_tab.h): ECB with one 1 KB table per
 * direction rotated in the barrel shifter, and CTR from round 3 on with
 * rounds 1 and 2 taken from cb_aes_tab_ctr_cache's words.
 *
 * One round is four columns of five loads (four table words and the
 * round key) between four byte extractions and four XORs, 14 cycles a
 * column on the Cortex-M4 (the loads pipeline; no address is made by the
 * instruction before it); every instruction is 32 bits wide and word
 * aligned (no fetch penalty).  The state alternates between r0-r3 and
 * r4-r7, temporaries r8-r11, r12 the table, lr the round keys.  The
 * rounds are unrolled for AES-256 (13 full rounds at fixed offsets from
 * lr); AES-128 and AES-192 enter further down with lr moved back, by
 * branches that depend on the number of rounds only.  The last round
 * reads S(x) as byte 1 of te[x] ({2 S(x), S(x), S(x), 3 S(x)}) and
 * InvS(y) from the 256-byte isb.  in and out: any alignment (single
 * loads and stores).
 */
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 2 && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && \
	!(defined(CB_ARM_AES_TAB_ASM) && CB_ARM_AES_TAB_ASM == 0) && \
	!(defined(CB_ARM_ASM) && CB_ARM_ASM == 0) && \
	!(defined(CB_AES_TAB_TABLES) && CB_AES_TAB_TABLES != 1)
	.syntax	unified
	.thumb

/* cb_aes_tab_ctx: ek, dk (60 words each), rounds */
#define DK	240
#define NR	480

/* frame: in, out, blocks left, round-key base, cache (ctr_run) */
#define F_IN	0
#define F_OUT	4
#define F_LEFT	8
#define F_RK	12
#define F_NR	16
#define F_C0	20
#define F_D	24
#define F_N	40
#define F_K	44
#define F_K0	F_C0
#define FRAME	48

/*
 * d = rk[off] ^ T0[a0.b0] ^ T1[a1.b1] ^ T2[a2.b2] ^ T3[a3.b3], Tr being
 * the table rotated left by 8r bits (right by 32 - 8r).
 */
	.macro	COL d, a0, a1, a2, a3, off
	uxtb.w	r8, \a0
	uxtb.w	r9, \a1, ror #8
	uxtb.w	r10, \a2, ror #16
	lsr.w	r11, \a3, #24
	ldr.w	r8, [r12, r8, lsl #2]
	ldr.w	r9, [r12, r9, lsl #2]
	ldr.w	r10, [r12, r10, lsl #2]
	ldr.w	r11, [r12, r11, lsl #2]
	ldr.w	\d, [lr, #\off]
	eor.w	\d, \d, r8
	eor.w	\d, \d, r9, ror #24
	eor.w	\d, \d, r10, ror #16
	eor.w	\d, \d, r11, ror #8
	.endm

/* the last round's column: bytes at r12 + 4 x (sh 1: te + 1) or r12 + x */
	.macro	LCOL d, a0, a1, a2, a3, off, sh
	uxtb.w	r8, \a0
	uxtb.w	r9, \a1, ror #8
	uxtb.w	r10, \a2, ror #16
	lsr.w	r11, \a3, #24
	.if	\sh
	ldrb.w	r8, [r12, r8, lsl #2]
	ldrb.w	r9, [r12, r9, lsl #2]
	ldrb.w	r10, [r12, r10, lsl #2]
	ldrb.w	r11, [r12, r11, lsl #2]
	.else
	ldrb.w	r8, [r12, r8]
	ldrb.w	r9, [r12, r9]
	ldrb.w	r10, [r12, r10]
	ldrb.w	r11, [r12, r11]
	.endif
	ldr.w	\d, [lr, #\off]
	eor.w	\d, \d, r8
	eor.w	\d, \d, r9, lsl #8
	eor.w	\d, \d, r10, lsl #16
	eor.w	\d, \d, r11, lsl #24
	.endm

/* round i (key at lr + 16 i) of encryption (ShiftRows: column c + r) */
	.macro	EROUND i
	.if	\i % 2
	COL	r4, r0, r1, r2, r3, 16*\i
	COL	r5, r1, r2, r3, r0, 16*\i+4
	COL	r6, r2, r3, r0, r1, 16*\i+8
	COL	r7, r3, r0, r1, r2, 16*\i+12
	.else
	COL	r0, r4, r5, r6, r7, 16*\i
	COL	r1, r5, r6, r7, r4, 16*\i+4
	COL	r2, r6, r7, r4, r5, 16*\i+8
	COL	r3, r7, r4, r5, r6, 16*\i+12
	.endif
	.endm

/* decryption (InvShiftRows: column c - r); i odd: r0-r3 to r4-r7 */
	.macro	DROUND i
	.if	\i % 2
	COL	r4, r0, r3, r2, r1, 16*\i
	COL	r5, r1, r0, r3, r2, 16*\i+4
	COL	r6, r2, r1, r0, r3, 16*\i+8
	COL	r7, r3, r2, r1, r0, 16*\i+12
	.else
	COL	r0, r4, r7, r6, r5, 16*\i
	COL	r1, r5, r4, r7, r6, 16*\i+4
	COL	r2, r6, r5, r4, r7, 16*\i+8
	COL	r3, r7, r6, r5, r4, 16*\i+12
	.endif
	.endm

/* the last round (key at lr + 224): r4-r7 to r0-r3 */
	.macro	ELAST
	add.w	r12, r12, #1
	LCOL	r0, r4, r5, r6, r7, 224, 1
	LCOL	r1, r5, r6, r7, r4, 228, 1
	LCOL	r2, r6, r7, r4, r5, 232, 1
	LCOL	r3, r7, r4, r5, r6, 236, 1
	sub.w	r12, r12, #1
	.endm

	.macro	DLAST
	LCOL	r0, r4, r7, r6, r5, 224, 0
	LCOL	r1, r5, r4, r7, r6, 228, 0
	LCOL	r2, r6, r5, r4, r7, 232, 0
	LCOL	r3, r7, r6, r5, r4, 236, 0
	.endm

/*
 * lr = the round keys at \koff of the context in r12 (ek 0, dk DK), less
 * 16 (14 - nr) bytes, so that round i of the AES-256 numbering reads
 * lr + 16 i; r9 = nr.  Uses r8.
 */
	.macro	RKBASE koff
	ldr.w	r9, [r0, #NR]
	add.w	lr, r0, #\koff - 224
	add.w	lr, lr, r9, lsl #4
	.endm

/*
 * 16 bytes at \p into r0-r3 (any alignment), XORed with lr[0..3];
 * \p advanced.
 */
	.macro	LOADARK p
	ldr.w	r0, [\p], #16
	ldr	r1, [\p, #-12]
	ldr	r2, [\p, #-8]
	ldr	r3, [\p, #-4]
	ldr.w	r4, [lr, #0]
	ldr.w	r5, [lr, #4]
	ldr.w	r6, [lr, #8]
	ldr.w	r7, [lr, #12]
	eor.w	r0, r0, r4
	eor.w	r1, r1, r5
	eor.w	r2, r2, r6
	eor.w	r3, r3, r7
	.endm

	.macro	STORE p
	str.w	r0, [\p], #16
	str	r1, [\p, #-12]
	str	r2, [\p, #-8]
	str	r3, [\p, #-4]
	.endm

/*
 * ECB: name, round macro, last-round macro, table, key offset.  Frame:
 * in, out, blocks left; the round keys of round 0 are at lr + 16 (14 - nr).
 */
	.macro	ECB name, round, last, tab, koff
	.section	.text.\name, "ax", %progbits
	.align	2
	.global	\name
	.type	\name, %function
	.thumb_func
\name:
	cmp	r3, #0
	it	eq
	bxeq	lr
	push.w	{r4-r11, lr}
	sub.w	sp, sp, #FRAME
	str.w	r1, [sp, #F_OUT]
	str.w	r3, [sp, #F_LEFT]
	RKBASE	\koff
	str.w	lr, [sp, #F_RK]
	str.w	r9, [sp, #F_NR]
	add.w	r8, r0, #\koff
	str.w	r8, [sp, #F_K0]
	mov.w	r8, r2
	movw	r12, #:lower16:\tab
	movt	r12, #:upper16:\tab
	.align	2
1:	ldr.w	lr, [sp, #F_K0]
	LOADARK	r8
	str.w	r8, [sp, #F_IN]
	ldr.w	lr, [sp, #F_RK]
	ldr.w	r9, [sp, #F_NR]
	cmp.w	r9, #10
	bne.w	5f
	/* AES-128: rounds 5..13 */
2:	\round	5
	\round	6
	\round	7
	\round	8
	\round	9
	\round	10
	\round	11
	\round	12
	\round	13
	\last
	ldr.w	r8, [sp, #F_OUT]
	STORE	r8
	str.w	r8, [sp, #F_OUT]
	ldr.w	r9, [sp, #F_LEFT]
	ldr.w	r8, [sp, #F_IN]
	subs.w	r9, r9, #1
	str.w	r9, [sp, #F_LEFT]
	bne.w	1b
	add.w	sp, sp, #FRAME
	pop.w	{r4-r11, pc}
	/* AES-192: rounds 1..11 are 3..13; AES-256: 1..13 */
5:	cmp.w	r9, #12
	beq.w	3f
	\round	1
	\round	2
3:	\round	3
	\round	4
	b.w	2b
	.size	\name, . - \name
	.endm

	ECB	cb_aes_tab_encrypt_armv7em, EROUND, ELAST, cb_aes_tab_te, 0

	/* the decryption's last round reads isb, then the table again */
	.macro	DLAST_ISB
	movw	r12, #:lower16:cb_aes_tab_isb
	movt	r12, #:upper16:cb_aes_tab_isb
	DLAST
	movw	r12, #:lower16:cb_aes_tab_td
	movt	r12, #:upper16:cb_aes_tab_td
	.endm

	ECB	cb_aes_tab_decrypt_armv7em, DROUND, DLAST_ISB, cb_aes_tab_td, DK

/*
 * CTR from round 3 on (see cb_aes_tab_ctr_cache in aes_tab.c): per block
 * t0 = C0 ^ T3[n ^ k15], then round 2's state D0 ^ T0[t0.b0],
 * D1 ^ T3[t0.b3], D2 ^ T2[t0.b2], D3 ^ T1[t0.b1]; n (the counter's low
 * byte) goes up by one, never past 255 within a call.
 */
	.section	.text.cb_aes_tab_ctr_run_armv7em, "ax", %progbits
	.align	2
	.global	cb_aes_tab_ctr_run_armv7em
	.type	cb_aes_tab_ctr_run_armv7em, %function
	.thumb_func
cb_aes_tab_ctr_run_armv7em:
	cmp	r3, #0
	it	eq
	bxeq	lr
	push.w	{r4-r11, lr}
	sub.w	sp, sp, #FRAME
	str.w	r1, [sp, #F_OUT]
	str.w	r2, [sp, #F_IN]
	str.w	r3, [sp, #F_LEFT]
	RKBASE	0
	str.w	lr, [sp, #F_RK]
	str.w	r9, [sp, #F_NR]
	ldr.w	r0, [sp, #FRAME + 36]
	ldm.w	r0, {r1-r7}
	add.w	r8, sp, #F_C0
	stm.w	r8, {r1-r7}
	movw	r12, #:lower16:cb_aes_tab_te
	movt	r12, #:upper16:cb_aes_tab_te
	.align	2
1:	ldr.w	r8, [sp, #F_N]
	ldr.w	r9, [sp, #F_K]
	ldr.w	lr, [sp, #F_RK]
	eor.w	r9, r9, r8
	add.w	r8, r8, #1
	str.w	r8, [sp, #F_N]
	ldr.w	r9, [r12, r9, lsl #2]
	ldr.w	r4, [sp, #F_C0]
	eor.w	r4, r4, r9, ror #8
	uxtb.w	r8, r4
	lsr.w	r9, r4, #24
	uxtb.w	r10, r4, ror #16
	uxtb.w	r11, r4, ror #8
	ldr.w	r8, [r12, r8, lsl #2]
	ldr.w	r9, [r12, r9, lsl #2]
	ldr.w	r10, [r12, r10, lsl #2]
	ldr.w	r11, [r12, r11, lsl #2]
	ldr.w	r0, [sp, #F_D]
	ldr.w	r1, [sp, #F_D + 4]
	ldr.w	r2, [sp, #F_D + 8]
	ldr.w	r3, [sp, #F_D + 12]
	ldr.w	r5, [sp, #F_NR]
	eor.w	r0, r0, r8
	eor.w	r1, r1, r9, ror #8
	eor.w	r2, r2, r10, ror #16
	eor.w	r3, r3, r11, ror #24
	cmp.w	r5, #10
	bne.w	5f
	/* AES-128: rounds 3..9 are 7..13 */
2:	EROUND	7
	EROUND	8
	EROUND	9
	EROUND	10
	EROUND	11
	EROUND	12
	EROUND	13
	ELAST
	ldr.w	r8, [sp, #F_IN]
	ldr.w	r9, [sp, #F_OUT]
	ldr.w	r4, [r8], #16
	ldr	r5, [r8, #-12]
	ldr	r6, [r8, #-8]
	ldr	r7, [r8, #-4]
	eor.w	r0, r0, r4
	eor.w	r1, r1, r5
	eor.w	r2, r2, r6
	eor.w	r3, r3, r7
	STORE	r9
	str.w	r8, [sp, #F_IN]
	str.w	r9, [sp, #F_OUT]
	ldr.w	r8, [sp, #F_LEFT]
	subs.w	r8, r8, #1
	str.w	r8, [sp, #F_LEFT]
	bne.w	1b
	/* the cache's copy on the frame holds key-derived words */
	mov.w	r0, #0
	mov.w	r1, #0
	strd	r0, r1, [sp, #F_C0]
	strd	r0, r1, [sp, #F_C0 + 8]
	strd	r0, r1, [sp, #F_C0 + 16]
	add.w	sp, sp, #FRAME
	pop.w	{r4-r11, pc}
	/* AES-192: rounds 3.. from 5; AES-256 from 3 */
5:	cmp.w	r5, #12
	beq.w	3f
	EROUND	3
	EROUND	4
3:	EROUND	5
	EROUND	6
	b.w	2b
	.size	cb_aes_tab_ctr_run_armv7em, . - cb_aes_tab_ctr_run_armv7em

#endif
