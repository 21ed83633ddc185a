/* SPDX-License-Identifier: MIT */
/* ML-DSA's NTT, inverse NTT and pointwise products mod q in Thumb-2. */
/*
 * void cb_mldsa_ntt_armv7em(int32_t a[256], const int32_t zetas[256]);
 * void cb_mldsa_ntt24_armv7em(int32_t a[256], const int32_t zetas[256],
 *                            uint8_t out[768]);
 * void cb_mldsa_invntt_armv7em(int32_t a[256], const int32_t zetas[256]);
 * void cb_mldsa_pointwise_armv7em(int32_t r[256], const int32_t a[256],
 *                                 const int32_t b[256]);
 * void cb_mldsa_pointwise_acc_armv7em(int32_t r[256], const int32_t a[256],
 *                                     const int32_t b[256]);
 * and the same with b (pointwise24, pointwise_acc24) or a and b
 * (pointwise_acc24x2) held as poly24s: const uint8_t b[768];
 * void cb_mldsa_row24_lL_armv7em(int32_t r[256], const uint8_t *a,
 *                                const uint8_t *b);  (L = 4, 5, 7)
 * a row of A y: the sum of L products of poly24s, reduced once;
 * unsigned cb_mldsa_acca_{set,sett,add,end}_armv7em(int32_t acc[256],
 *          const uint8_t buf[768], const int32_t b[256][, c[256]]);
 * acc (op)= A^ b as RejNTTPoly's candidates in buf are accepted;
 * void cb_mldsa_pointwise_add24_armv7em(int32_t r[256],
 *         const int32_t a[256], const int32_t b[256], const uint8_t *c);
 * and pointwise24_add24 (b a poly24): r = (a b + c) 2^-32, c a poly24.
 *
 * The C twins are ntt_c, invntt_c, the pointwise*_c, row24_c and acc_a_c
 * in pq/mldsa.c, whose zeta table (2^32 zeta^brv8(k) mod q, centered) is
 * passed in; every result is the C twin's, bit for bit: the same
 * butterflies (FIPS 204 Alg. 41 and 42) on the same values, in another
 * order.  Montgomery reduction of a 64-bit product p (q = 8380417):
 * t = (p mod 2^32) q^-1 mod 2^32, then (p - t q) / 2^32, exact, in three
 * single-cycle instructions, SMULL p = a z, MUL t, SMLAL p + t (-q), whose
 * high word is the result (the low words cancel).
 *
 * Merged layers keep coefficients in registers: the forward transform
 * does layers 1-3 (eight coefficients 32 apart) and 4-6 (eight 4 apart,
 * per block of 32) with the seven zetas of a group copied to the stack
 * frame, then layers 7-8 on four neighbours; the inverse the same in
 * reverse, with the final factor 2^64 / 256 mod q folded into its last
 * pass: the differences of the last layer by its twiddle premultiplied
 * by it, the sums times it.  Three loads and three stores of each
 * coefficient per transform instead of eight; a zeta is loaded once for
 * the butterflies that share it (seven loads per eight coefficients and
 * three layers, not twelve).
 *
 * Secret: the coefficients (y, s1, s2, t0, c and products with them).
 * Branches and addresses depend on the loop counters only (and, in the
 * acca functions, on which candidates of A, public, are rejected); SMULL,
 * SMLAL and MUL take one cycle whatever the operands on the cores this is
 * built for (Cortex-M4, M7, M33, M55; not the M3).  Stack: nine saved
 * registers and a 44-byte frame (acca: ten and two words).
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

	.syntax unified
	.thumb
	.text

/*
 * Registers of the transforms: r0 the coefficients, r1-r8 eight of them
 * (c0-c7), r9 zeta (kept while butterflies share it), r10 low word,
 * r11 high word (or t), r12 q^-1 mod 2^32, lr -q.  Frame: [sp, #0..24]
 * the group's seven zetas, #28 the end of the inner loop, #32 the zeta
 * table, #36 the block counter times 4, #40 ntt24's output.
 */
#define QINV 58728449
#define FRAME 44
/* zetas[1] f 2^-32 mod q, centered (f = 2^64 / 256 mod q = 41978): the
 * last layer's twiddle with the inverse's final factor folded in */
#define ZETA1_F 0xffc355df /* -3975713 */

/*
 * a, b = a + z b, a - z b (FIPS 204 Alg. 41), z loaded by ZLD (empty:
 * the previous butterfly's z, which r9 still holds: t goes into b, dead
 * once the product is formed)
 */
	.macro	BF a, b, zld:vararg
	\zld
	smull	r10, r11, \b, r9
	mul	\b, r10, r12
	smlal	r10, r11, \b, lr
	sub	\b, \a, r11
	add	\a, \a, r11
	.endm

/* a, b = a + b, (b - a) z (Alg. 42 with its -zeta: z (b - a)); t goes
 * into r11, the difference, dead once the product is formed */
	.macro	IBF a, b, zld:vararg
	\zld
	sub	r11, \b, \a
	add	\a, \a, \b
	smull	r10, \b, r11, r9
	mul	r11, r10, r12
	smlal	r10, \b, r11, lr
	.endm

/* x = x f 2^-32 with f = 2^64 / 256 mod q in r9 */
	.macro	MULF x
	smull	r10, \x, \x, r9
	mul	r11, r10, r12
	smlal	r10, \x, r11, lr
	.endm

/* eight coefficients s bytes apart from r0 to r1-r8, and back */
	.macro	LD8 s
	ldr	r1, [r0]
	ldr	r2, [r0, #\s]
	ldr	r3, [r0, #2 * \s]
	ldr	r4, [r0, #3 * \s]
	ldr	r5, [r0, #4 * \s]
	ldr	r6, [r0, #5 * \s]
	ldr	r7, [r0, #6 * \s]
	ldr	r8, [r0, #7 * \s]
	.endm

	.macro	ST8 s
	str	r1, [r0]
	str	r2, [r0, #\s]
	str	r3, [r0, #2 * \s]
	str	r4, [r0, #3 * \s]
	str	r5, [r0, #4 * \s]
	str	r6, [r0, #5 * \s]
	str	r7, [r0, #6 * \s]
	str	r8, [r0, #7 * \s]
	.endm

/* three forward layers on c0-c7 with the frame's zetas z1..z7 */
	.macro	FWD3
	BF	r1, r5, ldr r9, [sp, #0]
	BF	r2, r6
	BF	r3, r7
	BF	r4, r8
	BF	r1, r3, ldr r9, [sp, #4]
	BF	r2, r4
	BF	r5, r7, ldr r9, [sp, #8]
	BF	r6, r8
	BF	r1, r2, ldr r9, [sp, #12]
	BF	r3, r4, ldr r9, [sp, #16]
	BF	r5, r6, ldr r9, [sp, #20]
	BF	r7, r8, ldr r9, [sp, #24]
	.endm

/* three inverse layers on c0-c7: pairs 1 apart (zetas z0..z3 of the
 * frame), 2 apart (z4, z5), 4 apart (z6) */
	.macro	INV3
	IBF	r1, r2, ldr r9, [sp, #0]
	IBF	r3, r4, ldr r9, [sp, #4]
	IBF	r5, r6, ldr r9, [sp, #8]
	IBF	r7, r8, ldr r9, [sp, #12]
	IBF	r1, r3, ldr r9, [sp, #16]
	IBF	r2, r4
	IBF	r5, r7, ldr r9, [sp, #20]
	IBF	r6, r8
	IBF	r1, r5, ldr r9, [sp, #24]
	IBF	r2, r6
	IBF	r3, r7
	IBF	r4, r8
	.endm

	.macro	PROLOGUE
	push	{r4-r11, lr}
	sub	sp, sp, #FRAME
	str	r1, [sp, #32]
	movw	r12, #(QINV & 0xffff)
	movt	r12, #(QINV >> 16)
	movw	lr, #0x1fff		/* -q = 0xff801fff */
	movt	lr, #0xff80
	.endm

	.macro	EPILOGUE
	add	sp, sp, #FRAME
	pop	{r4-r11, pc}
	.endm

/*
 * x into [0, q) (reduce32 and caddq of mldsa.c): x - round(x / 2^23) q,
 * then + q if negative; r10 scratch, lr -q
 */
	.macro	REDQ x
	add	r10, \x, #0x400000
	asr	r10, r10, #23
	mla	\x, r10, lr, \x
	asr	r10, \x, #31
	and	r10, r10, lr
	sub	\x, \x, r10
	.endm

/*
 * The forward transform; p24: the last pass stores the coefficients
 * brought into [0, q) as a poly24 at the third argument (kept at [sp,
 * #40]; three words per four coefficients, no byte past the 768)
 * instead of back into a.
 */
	.macro	NTTFUNC name, p24
	.align	2
	.global	\name
	.type	\name, %function
	.thumb_func
\name:
	PROLOGUE
	str	r2, [sp, #40]
	/* layers 1-3: zetas 1..7 for every group j = 0..31 */
	add	r9, r1, #4
	ldm	r9, {r2-r8}
	stm	sp, {r2-r8}
	add	r1, r0, #128
	str	r1, [sp, #28]
1:	LD8	128
	FWD3
	ST8	128
	add	r0, r0, #4
	ldr	r9, [sp, #28]
	cmp	r0, r9
	bne	1b
	/* layers 4-6: block b of 32, zetas 8 + b, 16 + 2b, 17 + 2b,
	 * 32 + 4b .. 35 + 4b, groups j = 0..3 */
	sub	r0, r0, #128
	movs	r1, #0
	str	r1, [sp, #36]
2:	ldr	r2, [sp, #32]
	add	r3, r2, r1
	ldr	r4, [r3, #32]
	add	r3, r3, r1
	ldr	r5, [r3, #64]
	ldr	r6, [r3, #68]
	add	r3, r3, r1, lsl #1
	ldr	r7, [r3, #128]
	ldr	r8, [r3, #132]
	ldr	r9, [r3, #136]
	ldr	r10, [r3, #140]
	stm	sp, {r4-r10}
	add	r1, r1, #4
	str	r1, [sp, #36]
	add	r1, r0, #16
	str	r1, [sp, #28]
3:	LD8	16
	FWD3
	ST8	16
	add	r0, r0, #4
	ldr	r9, [sp, #28]
	cmp	r0, r9
	bne	3b
	add	r0, r0, #112
	ldr	r1, [sp, #36]
	cmp	r1, #32
	bne	2b
	/* layers 7-8 on a[4g .. 4g + 3]: zetas 64 + g, 128 + 2g, 129 + 2g */
	sub	r0, r0, #1024
	ldr	r1, [sp, #32]
	add	r5, r1, #256
	add	r6, r1, #512
	add	r7, r0, #1024
	.if	\p24
	ldr	r8, [sp, #40]
	.endif
4:	ldm	r0, {r1-r4}
	BF	r1, r3, ldr r9, [r5], #4
	BF	r2, r4
	BF	r1, r2, ldr r9, [r6], #4
	BF	r3, r4, ldr r9, [r6], #4
	.if	\p24
	REDQ	r1
	REDQ	r2
	REDQ	r3
	REDQ	r4
	orr	r1, r1, r2, lsl #24
	lsr	r2, r2, #8
	orr	r2, r2, r3, lsl #16
	lsr	r3, r3, #16
	orr	r3, r3, r4, lsl #8
	stm	r8!, {r1-r3}
	add	r0, r0, #16
	.else
	stm	r0!, {r1-r4}
	.endif
	cmp	r0, r7
	bne	4b
	EPILOGUE
	.size	\name, . - \name
	.endm

	NTTFUNC	cb_mldsa_ntt_armv7em, 0
	NTTFUNC	cb_mldsa_ntt24_armv7em, 1

	.align	2
	.global	cb_mldsa_invntt_armv7em
	.type	cb_mldsa_invntt_armv7em, %function
	.thumb_func
cb_mldsa_invntt_armv7em:
	PROLOGUE
	/* layers of length 1 and 2 on a[4g .. 4g + 3]: zetas 255 - 2g,
	 * 254 - 2g, then 127 - g */
	add	r5, r1, #1020
	add	r6, r1, #508
	add	r7, r0, #1024
1:	ldm	r0, {r1-r4}
	IBF	r1, r2, ldr r9, [r5], #-4
	IBF	r3, r4, ldr r9, [r5], #-4
	IBF	r1, r3, ldr r9, [r6], #-4
	IBF	r2, r4
	stm	r0!, {r1-r4}
	cmp	r0, r7
	bne	1b
	/* lengths 4, 8, 16: block b of 32, zetas 63 - 4b .. 60 - 4b,
	 * 31 - 2b, 30 - 2b, 15 - b, groups j = 0..3 */
	sub	r0, r0, #1024
	movs	r1, #0
	str	r1, [sp, #36]
2:	ldr	r2, [sp, #32]
	sub	r3, r2, r1
	ldr	r10, [r3, #60]
	sub	r3, r3, r1
	ldr	r9, [r3, #120]
	ldr	r8, [r3, #124]
	sub	r3, r3, r1, lsl #1
	ldr	r4, [r3, #252]
	ldr	r5, [r3, #248]
	ldr	r6, [r3, #244]
	ldr	r7, [r3, #240]
	stm	sp, {r4-r10}
	add	r1, r1, #4
	str	r1, [sp, #36]
	add	r1, r0, #16
	str	r1, [sp, #28]
3:	LD8	16
	INV3
	ST8	16
	add	r0, r0, #4
	ldr	r9, [sp, #28]
	cmp	r0, r9
	bne	3b
	add	r0, r0, #112
	ldr	r1, [sp, #36]
	cmp	r1, #32
	bne	2b
	/* lengths 32, 64, 128: zetas 7, 6, 5, 4, 3, 2, then for length
	 * 128 zeta 1 times f (ZETA1_F), for every group j = 0..31; the
	 * sums of length 128 times f */
	sub	r0, r0, #1024
	ldr	r1, [sp, #32]
	ldr	r2, [r1, #28]
	ldr	r3, [r1, #24]
	ldr	r4, [r1, #20]
	ldr	r5, [r1, #16]
	ldr	r6, [r1, #12]
	ldr	r7, [r1, #8]
	movw	r8, #(ZETA1_F & 0xffff)
	movt	r8, #((ZETA1_F >> 16) & 0xffff)
	stm	sp, {r2-r8}
	add	r1, r0, #128
	str	r1, [sp, #28]
4:	LD8	128
	INV3
	movw	r9, #41978
	MULF	r1
	MULF	r2
	MULF	r3
	MULF	r4
	ST8	128
	add	r0, r0, #4
	ldr	r9, [sp, #28]
	cmp	r0, r9
	bne	4b
	EPILOGUE
	.size	cb_mldsa_invntt_armv7em, . - cb_mldsa_invntt_armv7em

/*
 * Pointwise products, two coefficients a loop: r0 r, r1 a, r2 b, r3 the
 * end of r; r4-r5 a's, r6-r7 b's, r8-r9 the products, r10 t, r11 low word
 * (then r's words, acc), r12 q^-1, lr -q.  An operand held as a poly24
 * (three bytes a coefficient, in [0, q)) is read by unaligned LDRs that
 * read one byte past the coefficient, as mldsa.c's load24 does (the
 * workspace layout guarantees the byte).  Stack: nine saved registers.
 */

/* hi = a b 2^-32 (low word in r11, t in r10) */
	.macro	MONT hi, a, b
	smull	r11, \hi, \a, \b
	mul	r10, r11, r12
	smlal	r11, \hi, r10, lr
	.endm

/* two coefficients of an operand from pointer p into x, y */
	.macro	LD2 p24, p, x, y
	.if	\p24
	ldr	\x, [\p]
	ldr	\y, [\p, #3]
	adds	\p, \p, #6
	bic	\x, \x, #0xff000000
	bic	\y, \y, #0xff000000
	.else
	ldm	\p!, {\x, \y}
	.endif
	.endm

/* r = a b 2^-32 (acc = 0) or r += a b 2^-32 (acc = 1) */
	.macro	PWFUNC name, acc, a24, b24
	.align	2
	.global	\name
	.type	\name, %function
	.thumb_func
\name:
	push	{r4-r11, lr}
	movw	r12, #(QINV & 0xffff)
	movt	r12, #(QINV >> 16)
	movw	lr, #0x1fff		/* -q = 0xff801fff */
	movt	lr, #0xff80
	add	r3, r0, #1024
1:	LD2	\a24, r1, r4, r5
	LD2	\b24, r2, r6, r7
	MONT	r8, r4, r6
	MONT	r9, r5, r7
	.if	\acc
	ldm	r0, {r10, r11}
	add	r8, r8, r10
	add	r9, r9, r11
	.endif
	stm	r0!, {r8, r9}
	cmp	r0, r3
	bne	1b
	pop	{r4-r11, pc}
	.size	\name, . - \name
	.endm

	PWFUNC	cb_mldsa_pointwise_armv7em, 0, 0, 0
	PWFUNC	cb_mldsa_pointwise_acc_armv7em, 1, 0, 0
	PWFUNC	cb_mldsa_pointwise24_armv7em, 0, 0, 1
	PWFUNC	cb_mldsa_pointwise_acc24_armv7em, 1, 0, 1
	PWFUNC	cb_mldsa_pointwise_acc24x2_armv7em, 1, 1, 1

/*
 * One row of A y in the NTT domain, A and y held as poly24s: r = (sum_j
 * a_j b_j) 2^-32 over j < l (l = 4, 5 or 7), a_j and b_j at a + 768 j
 * and b + 768 j, the sum of the l products (each below q^2) kept in 64
 * bits by UMULL/UMLAL and reduced once: |r| < q / 2 + l q^2 / 2^32 < q.
 * Two coefficients a loop: r0 r, r1 a, r2 b, r3 the end of r; r4-r7 the
 * loaded coefficients, r8-r9 and r10-r11 the two sums, r12 q^-1, lr -q.
 * Products j = 5, 6 (l = 7) are read past a rebased pointer (immediate
 * offsets end at 4095).  Stack: nine saved registers.
 */

/* the products of coefficients x, x + 1 of a_j and b_j into the sums
 * (first: UMULL sets them) */
	.macro	ROWJ off, first
	ldr	r4, [r1, #\off]
	ldr	r5, [r1, #\off + 3]
	ldr	r6, [r2, #\off]
	ldr	r7, [r2, #\off + 3]
	bic	r4, r4, #0xff000000
	bic	r5, r5, #0xff000000
	bic	r6, r6, #0xff000000
	bic	r7, r7, #0xff000000
	.if	\first
	umull	r8, r9, r4, r6
	umull	r10, r11, r5, r7
	.else
	umlal	r8, r9, r4, r6
	umlal	r10, r11, r5, r7
	.endif
	.endm

	.macro	ROWFUNC name, l
	.align	2
	.global	\name
	.type	\name, %function
	.thumb_func
\name:
	push	{r4-r11, lr}
	movw	r12, #(QINV & 0xffff)
	movt	r12, #(QINV >> 16)
	movw	lr, #0x1fff		/* -q = 0xff801fff */
	movt	lr, #0xff80
	add	r3, r0, #1024
1:	ROWJ	0, 1
	ROWJ	768, 0
	ROWJ	1536, 0
	ROWJ	2304, 0
	.if	\l >= 5
	ROWJ	3072, 0
	.endif
	.if	\l >= 7
	add	r1, r1, #3840
	add	r2, r2, #3840
	ROWJ	0, 0
	ROWJ	768, 0
	sub	r1, r1, #3840
	sub	r2, r2, #3840
	.endif
	mul	r4, r8, r12
	smlal	r8, r9, r4, lr
	mul	r5, r10, r12
	smlal	r10, r11, r5, lr
	adds	r1, r1, #6
	adds	r2, r2, #6
	stm	r0!, {r9, r11}
	cmp	r0, r3
	bne	1b
	pop	{r4-r11, pc}
	.size	\name, . - \name
	.endm

	ROWFUNC	cb_mldsa_row24_l4_armv7em, 4
	ROWFUNC	cb_mldsa_row24_l5_armv7em, 5
	ROWFUNC	cb_mldsa_row24_l7_armv7em, 7

/*
 * Key generation's A s1 and verification's A z - c t1 2^d with one poly
 * of A live (mldsa.c's acc_a_c, whose ops ACC_SET, _SETT, _ADD, _END
 * these are): RejNTTPoly's first 256 candidates, the 768 bytes at buf
 * (three a candidate, bit 23 dropped), multiplied into acc as they are
 * accepted:
 * unsigned cb_mldsa_acca_set_armv7em(int32_t acc[256], const uint8_t
 *          buf[768], const int32_t b[256]);     acc[j] = v b[j] 2^-32
 * unsigned cb_mldsa_acca_sett_armv7em(..., const int32_t c[256]);
 *                                   acc[j] = (v b[j] + acc[j] c[j]) 2^-32
 * unsigned cb_mldsa_acca_add_armv7em(...);      acc[j] += v b[j] 2^-32
 * unsigned cb_mldsa_acca_end_armv7em(...);      the same, then reduce32
 * for candidate v < q, j the count accepted before it; return j, the
 * count accepted in all.  A is public: a rejection (v >= q: v - q does
 * not borrow, CMN with -q sets the carry) is a branch.  b and acc hold
 * s1^ and its products in key generation: secret, never an address or
 * a branch.  r0 acc[j], r1 buf, r2 b[j], r3 the end of buf (_sett: c[j],
 * the end at [sp, #4]); r4-r6 a group of four candidates (three words),
 * r7 v, r8 b[j] (then c[j]), r9-r10 the product, r11 t or acc[j], r12
 * q^-1, lr -q.  Stack: ten saved registers and, _sett, two words.
 */

/* one candidate in r7: its product into acc[j] if accepted */
	.macro	ACCV op
	cmn	r7, lr
	bcs	8f
	ldr	r8, [r2], #4
	.if	\op == 1
	ldr	r11, [r0]
	smull	r9, r10, r7, r8
	ldr	r8, [r3], #4
	smlal	r9, r10, r11, r8
	.elseif	\op >= 2
	ldr	r11, [r0]
	smull	r9, r10, r7, r8
	.else
	smull	r9, r10, r7, r8
	.endif
	mul	r8, r9, r12
	smlal	r9, r10, r8, lr
	.if	\op <= 1
	str	r10, [r0], #4
	.else
	add	r11, r11, r10
	.if	\op == 3
	add	r9, r11, #0x400000
	asr	r9, r9, #23
	mla	r11, r9, lr, r11
	.endif
	str	r11, [r0], #4
	.endif
8:
	.endm

	.macro	ACCAFUNC name, op
	.align	2
	.global	\name
	.type	\name, %function
	.thumb_func
\name:
	push	{r0, r4-r11, lr}
	.if	\op == 1
	sub	sp, sp, #8
	add	r4, r1, #768
	str	r4, [sp, #4]
	.else
	add	r3, r1, #768
	.endif
	movw	r12, #(QINV & 0xffff)
	movt	r12, #(QINV >> 16)
	movw	lr, #0x1fff		/* -q = 0xff801fff */
	movt	lr, #0xff80
	/* four candidates from three words, as mldsa.c's expand_a */
9:	ldm	r1!, {r4-r6}
	ubfx	r7, r4, #0, #23
	ACCV	\op
	lsr	r7, r4, #24
	bfi	r7, r5, #8, #15
	ACCV	\op
	lsr	r7, r5, #16
	bfi	r7, r6, #16, #7
	ACCV	\op
	ubfx	r7, r6, #8, #23
	ACCV	\op
	.if	\op == 1
	ldr	r4, [sp, #4]
	cmp	r1, r4
	.else
	cmp	r1, r3
	.endif
	bne	9b
	.if	\op == 1
	add	sp, sp, #8
	.endif
	pop	{r1}
	sub	r0, r0, r1
	lsr	r0, r0, #2
	pop	{r4-r11, pc}
	.size	\name, . - \name
	.endm

	ACCAFUNC cb_mldsa_acca_set_armv7em, 0
	ACCAFUNC cb_mldsa_acca_sett_armv7em, 1
	ACCAFUNC cb_mldsa_acca_add_armv7em, 2
	ACCAFUNC cb_mldsa_acca_end_armv7em, 3

/*
 * z's product (the signing's y + c s1 in the NTT domain): r = (a b + c)
 * 2^-32, a 32-bit (c^), b a poly24 (s1^, b24 = 1) or 32-bit (b24 = 0),
 * c a poly24 (y^, in [0, q)) added to the 64-bit product before the
 * reduction: |r| < q.  r0 r, r1 a, r2 b, r3 c; r4-r5 a's, r6-r7 b's,
 * r8-r9 c's, r10-r11 products, r12 q^-1, lr -q; four coefficients a
 * loop, whose count is kept on the stack.  Stack: nine saved registers
 * and two words.
 */
/* two coefficients of r = (a b + c) 2^-32 */
	.macro	PWADD2 b24
	ldm	r1!, {r4, r5}
	LD2	\b24, r2, r6, r7
	LD2	1, r3, r8, r9
	smull	r11, r10, r4, r6
	adds	r11, r11, r8
	adc	r10, r10, #0
	mul	r8, r11, r12
	smlal	r11, r10, r8, lr
	smull	r11, r4, r5, r7
	adds	r11, r11, r9
	adc	r4, r4, #0
	mul	r9, r11, r12
	smlal	r11, r4, r9, lr
	strd	r10, r4, [r0], #8
	.endm

	.macro	PWADDFUNC name, b24
	.align	2
	.global	\name
	.type	\name, %function
	.thumb_func
\name:
	push	{r4-r11, lr}
	sub	sp, sp, #8
	movw	r12, #(QINV & 0xffff)
	movt	r12, #(QINV >> 16)
	movw	lr, #0x1fff		/* -q = 0xff801fff */
	movt	lr, #0xff80
	movs	r4, #64
	str	r4, [sp]
1:	PWADD2	\b24
	PWADD2	\b24
	ldr	r4, [sp]
	subs	r4, r4, #1
	str	r4, [sp]
	bne	1b
	add	sp, sp, #8
	pop	{r4-r11, pc}
	.size	\name, . - \name
	.endm

	PWADDFUNC cb_mldsa_pointwise_add24_armv7em, 0
	PWADDFUNC cb_mldsa_pointwise24_add24_armv7em, 1

#endif
