/* SPDX-License-Identifier: MIT */
/* ML-KEM's NTT-domain arithmetic and samplers in Thumb-2 DSP code; C twin: pq/mlkem_ntt.c. */
/*
 * void cb_mlkem_ntt_armv7em(int16_t a[256], const int32_t zetas_pl[128]);
 * void cb_mlkem_invntt_armv7em(int16_t a[256],
 *                              const int32_t zetas_pl[128]);
 * void cb_mlkem_bcache_armv7em(int16_t c[128], const int16_t b[256],
 *                              const int16_t zetas[128]);
 * void cb_mlkem_mul_first_armv7em(int32_t acc[256], const int16_t a[256],
 *                                 const int16_t b[256],
 *                                 const int16_t c[128]);
 * void cb_mlkem_mul_acc_armv7em(... the same ...);
 * void cb_mlkem_mul_last_armv7em(int16_t *r, int32_t acc[256],
 *                                const int16_t a[256],
 *                                const int16_t b[256],
 *                                const int16_t c[128]);
 * void cb_mlkem_compress_armv7em(uint8_t *out, const int16_t a[256],
 *                                unsigned d);
 * void cb_mlkem_msg_armv7em(uint8_t m[32], const int16_t v[256],
 *                           const int16_t w[256]);
 * void cb_mlkem_decompress_armv7em(int16_t a[256], const uint8_t *in,
 *                                  unsigned d);
 * void cb_mlkem_reduce_armv7em(int16_t a[256]);
 * void cb_mlkem_add_armv7em(int16_t r[256], const int16_t a[256]);
 * void cb_mlkem_cbd2_lanes_armv7em(int16_t a[256], const uint64_t st[16]);
 * unsigned cb_mlkem_rej_armv7em(int16_t a[256], unsigned n,
 *                               const uint64_t st[21]);
 *
 * The functions of internal/mlkem.h, with the same results bit for bit
 * (the firmware self-test compares them on random and extreme inputs):
 * two coefficients in each 32-bit word, one per 16-bit lane.  Butterfly
 * sums and differences are SADD16/SSUB16 (wrapping, as the C's int16_t
 * casts).  The NTTs multiply by their twiddles (FIPS 203's zetas) with
 * Plantard's product (cb_mlkem_plantard, 32-bit constants,
 * cb_mlkem_zetas_pl): per lane SMLAWx then SMULBT, PKHTB joining the
 * lanes, five instructions for two products where a Montgomery product
 * took seven.  Barrett reduction: t = (20159 a + 2^25) >> 26 per lane
 * (SMLAxB, ASR), a - t q by MUL (its low 16 bits suffice) and SSUB16.
 * The forward NTT takes its layers two at a time (len 128 and 64, 32 and
 * 16, 8 and 4: four words, eight butterflies a step), then len 2, two
 * twiddles with one load; the inverse len 2 first, then its layers two
 * at a time (4 and 8, 16 and 32, 64 and 128), its sums reduced once (len
 * 16, a Plantard product by 1) and the scaling by 1/128 folded into the
 * last layer (its sums times 1/128, its twiddle premultiplied).
 *
 * Matrix-vector products: the pair products of the NTT domain, a0 b0 +
 * a1 (b1 zeta) and a0 b1 + a1 b0, are SMLAxy/SMLADX into 32-bit sums,
 * b1 zeta made once per vector entry (bcache); a row's sums are reduced
 * once, after its last column (SMMULR, MLS).
 *
 * The samplers read a SHAKE block in the sponge's state, its lanes
 * bit-interleaved (each an even and an odd word, internal/keccak.h), and
 * never copy it out.  CBD_2: the sums of a coefficient's bit pairs from
 * the even and odd words as they are (no deinterleaving), split by byte
 * masks; SSUB8 gives a_j - b_j in bytes, SXTB16 and PKHBT/PKHTB put each
 * in a 16-bit lane in order.  SampleNTT's rejection sampling: each
 * 12-bit candidate from its 6 even and 6 odd bits, spread by a table of
 * 64 entries (public data), kept by a conditional store.
 *
 * Secret: the coefficients and CBD's input lanes.  Every branch and
 * address depends only on loop counters (but in cb_mlkem_rej_armv7em,
 * whose input, the matrix from rho, is public); the multiplies take one
 * cycle whatever their operands on the cores this is built for
 * (Armv7E-M, Armv8-M with DSP).  Stack: the callee-saved registers and
 * the NTTs' end of the polynomial, 40 bytes at most; nothing secret is
 * left on it.
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

	.syntax unified
	.thumb
	.text

/* q (bottom lane) | 3327 = -q^-1 mod 2^16 (top lane) */
	.macro QCONST r
	movw	\r, #0x0d01
	movt	\r, #0x0cff
	.endm

/*
 * \x (two lanes) = Barrett(\x), in [-(q-1)/2, (q-1)/2]: \v = 20159,
 * \rnd = 2^25, q in the bottom lane of r2 (its top lane only changes bits
 * above the 16 kept); \t0, \t1 are clobbered.
 */
	.macro BARRETT x, t0, t1, v, rnd
	smlabb	\t0, \x, \v, \rnd
	smlatb	\t1, \x, \v, \rnd
	asr	\t0, \t0, #26
	asr	\t1, \t1, #26
	mul	\t0, \t0, r2
	mul	\t1, \t1, r2
	pkhbt	\t0, \t0, \t1, lsl #16
	ssub16	\x, \x, \t0
	.endm

/* ---- forward NTT ---- */

/*
 * r2 = q (top lane) | 8 (bottom lane): Plantard's products (PLANT) add
 * the bottom lane and multiply by the top one
 */
	.macro PLCONST r
	movw	\r, #8
	movt	\r, #3329
	.endm

/*
 * \x (two lanes) = \x * v mod q, within (q - 1) / 2 of 0, as the C's
 * cb_mlkem_plantard: \z the 32-bit constant bp of v.  Per lane SMLAWx
 * gives (bp x) >> 16 + r2, whose bottom half is W_hi + 8 (W = x bp mod
 * 2^32), SMULBT multiplies it by q, PKHTB joins the two top halves.
 * \t0, \t1 are clobbered; \z may be \t1.
 */
	.macro PLANT x, z, t0, t1
	smlawb	\t0, \z, \x, r2
	smlawt	\t1, \z, \x, r2
	smulbt	\t0, \t0, r2
	smulbt	\t1, \t1, r2
	pkhtb	\x, \t1, \t0, asr #16
	.endm

/*
 * Two layers at once, len and len / 2 (len >= 8), on blocks of 2 len
 * coefficients: per block one twiddle of the first layer (r1) and the
 * two of the second (r11, LDRD); per step the words at j, j + len / 2,
 * j + len, j + 3 len / 2 go through both butterflies in registers.  The
 * blocks end where the polynomial does (its end at [sp]); r0 comes back
 * to the start.
 */
	.macro NTT_2LAYERS len
	.p2align 2
1:	ldr	r3, [r1], #4
	ldrd	r10, r12, [r11], #8
	add	lr, r0, #\len
	.p2align 2
2:	ldr	r4, [r0]
	ldr	r5, [r0, #\len]
	ldr	r6, [r0, #(2 * \len)]
	ldr	r7, [r0, #(3 * \len)]
	PLANT	r6, r3, r8, r9
	ssub16	r8, r4, r6
	sadd16	r4, r4, r6
	PLANT	r7, r3, r6, r9
	ssub16	r6, r5, r7
	sadd16	r5, r5, r7
	PLANT	r5, r10, r7, r9
	ssub16	r7, r4, r5
	sadd16	r4, r4, r5
	PLANT	r6, r12, r5, r9
	ssub16	r5, r8, r6
	sadd16	r8, r8, r6
	str	r7, [r0, #\len]
	str	r8, [r0, #(2 * \len)]
	str	r5, [r0, #(3 * \len)]
	str	r4, [r0], #4
	cmp	r0, lr
	bne	2b
	add	r0, r0, #(3 * \len)
	ldr	r9, [sp]
	cmp	r0, r9
	bne	1b
	sub	r0, r0, #512
	.endm

	.global	cb_mlkem_ntt_armv7em
	.type	cb_mlkem_ntt_armv7em, %function
	.p2align 2
cb_mlkem_ntt_armv7em:
	push	{r4-r11, lr}
	add	r2, r0, #512
	push	{r2}
	PLCONST	r2
	/* zetas[1] for len 128, [2..3] for 64, [4..7] for 32, ... */
	add	r11, r1, #8
	add	r1, r1, #4
	NTT_2LAYERS 128
	add	r1, r1, #(4 * 4 - 2 * 4)
	add	r11, r11, #(8 * 4 - 4 * 4)
	NTT_2LAYERS 32
	add	r1, r1, #(16 * 4 - 8 * 4)
	add	r11, r11, #(32 * 4 - 16 * 4)
	NTT_2LAYERS 8
	mov	r1, r11
	/* len 2: two blocks a step, their twiddles one LDRD */
	mov	r12, #32
	.p2align 2
1:	ldrd	r3, r10, [r1], #8
	ldr	r4, [r0]
	ldr	r6, [r0, #4]
	ldr	r5, [r0, #8]
	ldr	r7, [r0, #12]
	PLANT	r6, r3, r8, r9
	PLANT	r7, r10, r8, r9
	ssub16	r8, r4, r6
	sadd16	r4, r4, r6
	ssub16	r9, r5, r7
	sadd16	r5, r5, r7
	str	r8, [r0, #4]
	str	r5, [r0, #8]
	str	r9, [r0, #12]
	str	r4, [r0], #16
	subs	r12, r12, #1
	bne	1b
	add	sp, sp, #4
	pop	{r4-r11, pc}
	.size	cb_mlkem_ntt_armv7em, . - cb_mlkem_ntt_armv7em

/* ---- inverse NTT ---- */

/* \r = the 32-bit constant \v */
	.macro MOV32 r, v
	movw	\r, #((\v) & 0xffff)
	movt	\r, #(((\v) >> 16) & 0xffff)
	.endm

/*
 * Two layers at once, len and 2 len (len >= 4), on blocks of 4 len
 * coefficients: the words at j, j + len, j + 2 len, j + 3 len.  First
 * layer: (j, j + len) and (j + 2 len, j + 3 len) are two blocks, their
 * twiddles k and k - 1 one LDRD (r1 walks down); second layer: (j,
 * j + 2 len), (j + len, j + 3 len), one twiddle (r11 walks down).  Each
 * butterfly: a[j] += a[j + l], a[j + l] = zeta (old a[j + l] - a[j]);
 * \red1: reduce the sums of the first layer (the C's len 16), a
 * Plantard product by 1, its constant made in the temporary; \last:
 * the scaling by 1/128 of the sums and the twiddle zeta_1 / 128.  The
 * blocks end where the polynomial does (its end at [sp]); r0 comes back
 * to the start.
 */
	.macro INTT_2LAYERS len, red1, last=0
	.p2align 2
1:	ldrd	r12, r3, [r1, #-8]!
	.if \last
	MOV32	r10, 2131356555
	MOV32	r11, -33544353
	.else
	ldr	r10, [r11, #-4]!
	.endif
	add	lr, r0, #(2 * \len)
	.p2align 2
2:	ldr	r4, [r0]
	ldr	r5, [r0, #(2 * \len)]
	ldr	r6, [r0, #(4 * \len)]
	ldr	r7, [r0, #(6 * \len)]
	ssub16	r8, r5, r4
	sadd16	r4, r4, r5
	ssub16	r9, r7, r6
	sadd16	r6, r6, r7
	PLANT	r8, r3, r5, r7
	PLANT	r9, r12, r5, r7
	.if \red1
	MOV32	r5, 1290167
	PLANT	r4, r5, r7, r5
	MOV32	r5, 1290167
	PLANT	r6, r5, r7, r5
	.endif
	ssub16	r5, r6, r4
	sadd16	r4, r4, r6
	ssub16	r7, r9, r8
	sadd16	r8, r8, r9
	PLANT	r5, r10, r6, r9
	PLANT	r7, r10, r6, r9
	.if \last
	PLANT	r4, r11, r6, r9
	PLANT	r8, r11, r6, r9
	.endif
	str	r8, [r0, #(2 * \len)]
	str	r5, [r0, #(4 * \len)]
	str	r7, [r0, #(6 * \len)]
	str	r4, [r0], #4
	cmp	r0, lr
	bne	2b
	add	r0, r0, #(6 * \len)
	ldr	r9, [sp]
	cmp	r0, r9
	bne	1b
	sub	r0, r0, #512
	.endm

	.global	cb_mlkem_invntt_armv7em
	.type	cb_mlkem_invntt_armv7em, %function
	.p2align 2
cb_mlkem_invntt_armv7em:
	push	{r4-r11, lr}
	add	r2, r0, #512
	push	{r2}
	PLCONST	r2
	add	r1, r1, #512
	/* len 2: two blocks a step; zetas[k], zetas[k - 1] one LDRD */
	mov	r12, #32
	.p2align 2
1:	ldrd	r10, r3, [r1, #-8]!
	ldr	r4, [r0]
	ldr	r6, [r0, #4]
	ldr	r5, [r0, #8]
	ldr	r7, [r0, #12]
	ssub16	r8, r6, r4
	sadd16	r4, r4, r6
	ssub16	r9, r7, r5
	sadd16	r5, r5, r7
	PLANT	r8, r3, r6, r7
	PLANT	r9, r10, r6, r7
	str	r8, [r0, #4]
	str	r5, [r0, #8]
	str	r9, [r0, #12]
	str	r4, [r0], #16
	subs	r12, r12, #1
	bne	1b
	sub	r0, r0, #512
	/* zetas[63..32] (pairs, r1) with [31..16] (r11), then [15..8]
	 * with [7..4], then [3..2] with [1] */
	sub	r11, r1, #128
	INTT_2LAYERS 4, 0
	sub	r1, r1, #64
	sub	r11, r11, #32
	/* the one reduction of the sums: len 16 (the C's bounds) */
	INTT_2LAYERS 16, 1
	sub	r1, r1, #16
	/* the last two layers, with the scaling by 1/128 folded into the
	 * last */
	INTT_2LAYERS 64, 0, 1
	add	sp, sp, #4
	pop	{r4-r11, pc}
	.size	cb_mlkem_invntt_armv7em, . - cb_mlkem_invntt_armv7em

/* ---- matrix-vector products: the pair products in 32 bits ---- */

/*
 * cb_mlkem_bcache_armv7em(c, b, zetas): c[i] = mont(b[2i + 1] * (+-zeta)),
 * two pairs a step (zeta for the first, -zeta for the second, as the C).
 */
	.global	cb_mlkem_bcache_armv7em
	.type	cb_mlkem_bcache_armv7em, %function
	.p2align 2
cb_mlkem_bcache_armv7em:
	push	{r4-r8, lr}
	QCONST	r12
	add	r2, r2, #128
	add	lr, r0, #256
	.p2align 2
1:	ldrsh	r3, [r2], #2
	ldr	r4, [r1], #4
	ldr	r5, [r1], #4
	smultb	r6, r4, r3
	rsb	r3, r3, #0
	smultb	r7, r5, r3
	smulbt	r8, r6, r12
	smlabb	r6, r8, r12, r6
	smulbt	r8, r7, r12
	smlabb	r7, r8, r12, r7
	pkhtb	r6, r7, r6, asr #16
	str	r6, [r0], #4
	cmp	r0, lr
	bne	1b
	pop	{r4-r8, pc}
	.size	cb_mlkem_bcache_armv7em, . - cb_mlkem_bcache_armv7em

/*
 * Two pairs a step: a (r1), b (r2) a word per pair, c (r3) a lane per
 * pair; the sums a0 b0 + a1 c (SMULBB, SMLATx) and a0 b1 + a1 b0
 * (SMUADX) of each pair into r9, r10 and r11, lr.  \acc: add the sums
 * at r0 (LDM) before they are stored back.
 */
	.macro MUL2 acc
	ldr	r4, [r1], #4
	ldr	r6, [r2], #4
	ldr	r5, [r1], #4
	ldr	r7, [r2], #4
	ldr	r8, [r3], #4
	.if \acc
	ldm	r0, {r9-r11, lr}
	smlabb	r9, r4, r6, r9
	smlatb	r9, r4, r8, r9
	smladx	r10, r4, r6, r10
	smlabb	r11, r5, r7, r11
	smlatt	r11, r5, r8, r11
	smladx	lr, r5, r7, lr
	.else
	smulbb	r9, r4, r6
	smlatb	r9, r4, r8, r9
	smuadx	r10, r4, r6
	smulbb	r11, r5, r7
	smlatt	r11, r5, r8, r11
	smuadx	lr, r5, r7
	.endif
	stm	r0!, {r9-r11, lr}
	.endm

	.global	cb_mlkem_mul_first_armv7em
	.type	cb_mlkem_mul_first_armv7em, %function
	.p2align 2
cb_mlkem_mul_first_armv7em:
	push	{r4-r11, lr}
	add	r12, r0, #1024
	.p2align 2
1:	MUL2	0
	cmp	r0, r12
	bne	1b
	pop	{r4-r11, pc}
	.size	cb_mlkem_mul_first_armv7em, . - cb_mlkem_mul_first_armv7em

	.global	cb_mlkem_mul_acc_armv7em
	.type	cb_mlkem_mul_acc_armv7em, %function
	.p2align 2
cb_mlkem_mul_acc_armv7em:
	push	{r4-r11, lr}
	add	r12, r0, #1024
	.p2align 2
1:	MUL2	1
	cmp	r0, r12
	bne	1b
	pop	{r4-r11, pc}
	.size	cb_mlkem_mul_acc_armv7em, . - cb_mlkem_mul_acc_armv7em

/*
 * cb_mlkem_mul_last_armv7em(r, acc, a, b, c): one pair a step, its two
 * sums (acc at r1, 8 bytes) plus its products, each reduced as the C's
 * barrett32: t = round(S M / 2^32) (SMMULR, M = round(2^32 / q) in r11),
 * S - t q (MLS, q in r12); the two lanes to r (r0, 4 bytes a step, never
 * ahead of r1).  Arguments: r0 r, r1 acc, r2 a, r3 b, c on the stack.
 */
	.global	cb_mlkem_mul_last_armv7em
	.type	cb_mlkem_mul_last_armv7em, %function
	.p2align 2
cb_mlkem_mul_last_armv7em:
	push	{r4-r11, lr}
	ldr	r4, [sp, #36]
	movw	r11, #(1290167 & 0xffff)
	movt	r11, #(1290167 >> 16)
	movw	r12, #3329
	add	lr, r2, #512
	.p2align 2
1:	ldr	r5, [r2], #4
	ldr	r6, [r3], #4
	ldrsh	r7, [r4], #2
	ldrd	r8, r9, [r1], #8
	smlabb	r8, r5, r6, r8
	smlatb	r8, r5, r7, r8
	smladx	r9, r5, r6, r9
	smmulr	r10, r8, r11
	mls	r8, r10, r12, r8
	smmulr	r10, r9, r11
	mls	r9, r10, r12, r9
	pkhbt	r8, r8, r9, lsl #16
	str	r8, [r0], #4
	cmp	r2, lr
	bne	1b
	pop	{r4-r11, pc}
	.size	cb_mlkem_mul_last_armv7em, . - cb_mlkem_mul_last_armv7em

/* ---- ByteEncode_d(Compress_d(a)) ---- */

/*
 * Compress_d of the \h lane of r5 (any int16_t x), as the C's
 * cb_mlkem_compress_s: floor(N x / 2^16) + 2^(25 - d) (SMLAWx, N =
 * round(2^42 / q) in r2, the rounding term in r3) is T = 2^(26 - d)
 * (2^d x / q + 1/2) less under 1.25 (N's error times |x| / 2^16, and the
 * floor), while T is never within 2^(26 - d) / (2q) > 4.9 of a multiple
 * of 2^(26 - d) from below: bits 26 - d and up hold Compress_d(x) mod 2^d
 * (UBFX).  Packed into r4 at bit .Lpos; each full word is stored (STR:
 * out may be unaligned, as with the C's stores), its left-over bits
 * starting the next.
 */
	.macro CPUT h, d
	smlaw\h	r6, r2, r5, r3
	ubfx	r6, r6, #(26 - \d), #\d
	.if .Lpos == 0
	mov	r4, r6
	.else
	orr	r4, r4, r6, lsl #.Lpos
	.endif
	.set	.Lpos, .Lpos + \d
	.if .Lpos >= 32
	str	r4, [r0], #4
	.set	.Lpos, .Lpos - 32
	.if .Lpos > 0
	lsr	r4, r6, #(\d - .Lpos)
	.endif
	.endif
	.endm

/*
 * A loop over groups of \n coefficients (\n d bits: whole words), two
 * from each word at r1 (less the word at r12 with \sub), until r1 is lr;
 * then the return.
 */
	.macro CLOOP n, d, sub=0
	mov	r3, #(1 << (25 - \d))
	.p2align 2
1:	.set	.Lpos, 0
	.rept	\n / 2
	ldr	r5, [r1], #4
	.if \sub
	ldr	r7, [r12], #4
	ssub16	r5, r5, r7
	.endif
	CPUT	b, \d
	CPUT	t, \d
	.endr
	cmp	r1, lr
	bne	1b
	pop	{r4-r7, pc}
	.endm

/* cb_mlkem_compress_armv7em(out, a, d): d is 4, 5, 10 or 11 (public) */
	.global	cb_mlkem_compress_armv7em
	.type	cb_mlkem_compress_armv7em, %function
	.p2align 2
cb_mlkem_compress_armv7em:
	push	{r4-r7, lr}
	mov	r12, r2
	movw	r2, #(1321131424 & 0xffff)
	movt	r2, #(1321131424 >> 16)
	add	lr, r1, #512
	cmp	r12, #10
	beq	.Lcomp10
	bhi	.Lcomp11
	cmp	r12, #4
	beq	.Lcomp4
	CLOOP	32, 5
.Lcomp4:
	CLOOP	8, 4
.Lcomp10:
	CLOOP	16, 10
.Lcomp11:
	CLOOP	32, 11
	.size	cb_mlkem_compress_armv7em, . - cb_mlkem_compress_armv7em

/* cb_mlkem_msg_armv7em(m, v, w): m = ByteEncode_1(Compress_1(v - w)) */
	.global	cb_mlkem_msg_armv7em
	.type	cb_mlkem_msg_armv7em, %function
	.p2align 2
cb_mlkem_msg_armv7em:
	push	{r4-r7, lr}
	mov	r12, r2
	movw	r2, #(1321131424 & 0xffff)
	movt	r2, #(1321131424 >> 16)
	add	lr, r1, #512
	CLOOP	32, 1, 1
	.size	cb_mlkem_msg_armv7em, . - cb_mlkem_msg_armv7em

/* ---- Decompress_d(ByteDecode_d(in)) ---- */

/*
 * The next d-bit field of the little-endian bit stream whose current
 * word is r4 (bit .Lpos on; the next word loaded from r1 when needed:
 * LDR, in may be unaligned as with the C's loads), then Decompress_d:
 * (y q + 2^(d - 1)) >> d (MLA with q in r2, the rounding term in r3),
 * below 2^12 (d 12: the field alone).  \h b keeps it in r7; \h t puts it in the top lane
 * (PKHBT) and stores the pair.
 */
	.macro DGET h, d
	.if .Lpos == 32
	ldr	r4, [r1], #4
	.set	.Lpos, 0
	.endif
	.if .Lpos + \d <= 32
	ubfx	r6, r4, #.Lpos, #\d
	.set	.Lpos, .Lpos + \d
	.else
	lsr	r6, r4, #.Lpos
	ldr	r4, [r1], #4
	bfi	r6, r4, #(32 - .Lpos), #(\d - 32 + .Lpos)
	.set	.Lpos, \d - 32 + .Lpos
	.endif
	.if \d == 12
	/* ByteDecode_12 alone: the field as it is */
	.ifc \h, b
	mov	r7, r6
	.else
	pkhbt	r7, r7, r6, lsl #16
	str	r7, [r0], #4
	.endif
	.else
	mla	r6, r6, r2, r3
	.ifc \h, b
	lsr	r7, r6, #\d
	.else
	pkhbt	r7, r7, r6, lsl #(16 - \d)
	str	r7, [r0], #4
	.endif
	.endif
	.endm

/* groups of \n coefficients (whole words of input) until r0 is lr */
	.macro DLOOP n, d
	mov	r3, #(1 << (\d - 1))
	.p2align 2
1:	.set	.Lpos, 32
	.rept	\n / 2
	DGET	b, \d
	DGET	t, \d
	.endr
	cmp	r0, lr
	bne	1b
	pop	{r4-r7, pc}
	.endm

/*
 * cb_mlkem_decompress_armv7em(a, in, d): d is 1, 4, 5, 10, 11 or 12
 * (public; 12: ByteDecode_12 alone; 1: the message's bits, 0 or 1665)
 */
	.global	cb_mlkem_decompress_armv7em
	.type	cb_mlkem_decompress_armv7em, %function
	.p2align 2
cb_mlkem_decompress_armv7em:
	push	{r4-r7, lr}
	mov	r12, r2
	movw	r2, #3329
	add	lr, r0, #512
	cmp	r12, #11
	beq	.Ldec11
	bhi	.Ldec12
	cmp	r12, #10
	beq	.Ldec10
	cmp	r12, #4
	beq	.Ldec4
	cmp	r12, #1
	beq	.Ldec1
	DLOOP	32, 5
.Ldec1:
	DLOOP	32, 1
.Ldec12:
	DLOOP	8, 12
.Ldec4:
	DLOOP	8, 4
.Ldec10:
	DLOOP	16, 10
.Ldec11:
	DLOOP	32, 11
	.size	cb_mlkem_decompress_armv7em, . - cb_mlkem_decompress_armv7em

/* ---- Barrett reduction of a polynomial ---- */

	.global	cb_mlkem_reduce_armv7em
	.type	cb_mlkem_reduce_armv7em, %function
	.p2align 2
cb_mlkem_reduce_armv7em:
	push	{r4-r7, lr}
	QCONST	r2
	movw	r3, #20159
	mov	r12, #0x02000000
	add	r1, r0, #512
	.p2align 2
1:	ldr	r4, [r0]
	ldr	r5, [r0, #4]
	BARRETT	r4, r6, r7, r3, r12
	BARRETT	r5, r6, r7, r3, r12
	str	r5, [r0, #4]
	str	r4, [r0], #8
	cmp	r0, r1
	bne	1b
	pop	{r4-r7, pc}
	.size	cb_mlkem_reduce_armv7em, . - cb_mlkem_reduce_armv7em

/* ---- r += a: SADD16, four words a step ---- */

	.global	cb_mlkem_add_armv7em
	.type	cb_mlkem_add_armv7em, %function
	.p2align 2
cb_mlkem_add_armv7em:
	push	{r4-r9, lr}
	add	r12, r0, #512
	.p2align 2
1:	ldm	r0, {r2-r5}
	ldm	r1!, {r6-r9}
	sadd16	r2, r2, r6
	sadd16	r3, r3, r7
	sadd16	r4, r4, r8
	sadd16	r5, r5, r9
	stm	r0!, {r2-r5}
	cmp	r0, r12
	bne	1b
	pop	{r4-r9, pc}
	.size	cb_mlkem_add_armv7em, . - cb_mlkem_add_armv7em

/* ---- SamplePolyCBD_2 of the 16 lanes of a SHAKE256 block ---- */

/*
 * cb_mlkem_cbd2_lanes_armv7em(a, st): lane i holds the stream's bits
 * 64i .. 64i + 63, coefficients 16i .. 16i + 15, coefficient k of the
 * lane its bits 4k .. 4k + 3.  Interleaved, bit 2m of the lane is bit m
 * of its even word E and bit 2m + 1 bit m of its odd word O, so
 * coefficient k is (E[2k] + O[2k]) - (E[2k + 1] + O[2k + 1]): the sums
 * s (even positions of E and O) and t (odd ones) hold a_k and b_k in
 * their 2-bit fields k, no deinterleaving needed.  Fields k, k + 4,
 * k + 8, k + 12 are split by byte masks (shift 2k), SSUB8 gives a - b in
 * bytes, SXTB16 and PKHBT/PKHTB put each in a 16-bit lane in order.
 */
	.global	cb_mlkem_cbd2_lanes_armv7em
	.type	cb_mlkem_cbd2_lanes_armv7em, %function
	.p2align 2
cb_mlkem_cbd2_lanes_armv7em:
	push	{r4-r9, lr}
	mov	lr, #0x55555555
	mov	r2, #0x03030303
	add	r12, r1, #128
	.p2align 2
1:	ldrd	r3, r4, [r1], #8	/* E, O */
	and	r5, r3, #0x55555555
	and	r6, r4, #0x55555555
	add	r5, r5, r6		/* s: a_k in field k */
	and	r3, lr, r3, lsr #1
	and	r4, lr, r4, lsr #1
	add	r3, r3, r4		/* t: b_k in field k */
	and	r4, r5, #0x03030303
	and	r6, r3, #0x03030303
	ssub8	r4, r4, r6		/* c12 c8 c4 c0 */
	and	r6, r2, r5, lsr #2
	and	r7, r2, r3, lsr #2
	ssub8	r6, r6, r7		/* c13 c9 c5 c1 */
	and	r7, r2, r5, lsr #4
	and	r8, r2, r3, lsr #4
	ssub8	r7, r7, r8		/* c14 c10 c6 c2 */
	and	r5, r2, r5, lsr #6
	and	r3, r2, r3, lsr #6
	ssub8	r5, r5, r3		/* c15 c11 c7 c3 */
	sxtb16	r3, r4			/* c8 : c0 */
	sxtb16	r4, r4, ror #8		/* c12 : c4 */
	sxtb16	r8, r6			/* c9 : c1 */
	sxtb16	r6, r6, ror #8		/* c13 : c5 */
	pkhbt	r9, r3, r8, lsl #16	/* c1 : c0 */
	pkhtb	r8, r8, r3, asr #16	/* c9 : c8 */
	pkhbt	r3, r4, r6, lsl #16	/* c5 : c4 */
	pkhtb	r6, r6, r4, asr #16	/* c13 : c12 */
	str	r3, [r0, #8]
	str	r8, [r0, #16]
	str	r6, [r0, #24]
	sxtb16	r3, r7			/* c10 : c2 */
	sxtb16	r4, r7, ror #8		/* c14 : c6 */
	sxtb16	r8, r5			/* c11 : c3 */
	sxtb16	r6, r5, ror #8		/* c15 : c7 */
	pkhbt	r5, r3, r8, lsl #16	/* c3 : c2 */
	pkhtb	r8, r8, r3, asr #16	/* c11 : c10 */
	pkhbt	r3, r4, r6, lsl #16	/* c7 : c6 */
	pkhtb	r6, r6, r4, asr #16	/* c15 : c14 */
	str	r5, [r0, #4]
	str	r3, [r0, #12]
	str	r8, [r0, #20]
	str	r6, [r0, #28]
	str	r9, [r0], #32
	cmp	r1, r12
	bne	1b
	pop	{r4-r9, pc}
	.size	cb_mlkem_cbd2_lanes_armv7em, . - cb_mlkem_cbd2_lanes_armv7em

/* ---- SampleNTT's rejection sampling of a SHAKE128 block ---- */

/*
 * Entry i: bit k of i moved to bit 2k.  A candidate's 12 bits are bits
 * 12j .. 12j + 11 of the stream: its even bits are the 6 bits 6j .. 6j +
 * 5 of the lanes' even words, its odd bits those of the odd words, so
 * the candidate is spread6[E] | spread6[O] << 1, the lanes never
 * deinterleaved.  Public data indexes it (the matrix).
 */
	.section .rodata.cb_mlkem_spread6, "a"
	.p2align 1
.Lspread6:
	.hword	0x000, 0x001, 0x004, 0x005, 0x010, 0x011, 0x014, 0x015
	.hword	0x040, 0x041, 0x044, 0x045, 0x050, 0x051, 0x054, 0x055
	.hword	0x100, 0x101, 0x104, 0x105, 0x110, 0x111, 0x114, 0x115
	.hword	0x140, 0x141, 0x144, 0x145, 0x150, 0x151, 0x154, 0x155
	.hword	0x400, 0x401, 0x404, 0x405, 0x410, 0x411, 0x414, 0x415
	.hword	0x440, 0x441, 0x444, 0x445, 0x450, 0x451, 0x454, 0x455
	.hword	0x500, 0x501, 0x504, 0x505, 0x510, 0x511, 0x514, 0x515
	.hword	0x540, 0x541, 0x544, 0x545, 0x550, 0x551, 0x554, 0x555
	.text

/*
 * Keep candidate r11 (12 bits) if below q (r12): a compare and a
 * conditional store with post-increment at r0 in an IT block; \safe
 * also only while r0 is below the end of the polynomial (r1).
 */
	.macro KEEP safe
	cmp	r11, r12
	.if \safe
	it	lo
	cmplo	r0, r1
	.endif
	it	lo
	strhlo	r11, [r0], #2
	.endm

/* the candidate from the 6-bit fields r10 (even bits), r11 (odd bits) */
	.macro SPREAD safe
	ldrh	r10, [lr, r10, lsl #1]
	ldrh	r11, [lr, r11, lsl #1]
	orr	r11, r10, r11, lsl #1
	KEEP	\safe
	.endm

/* the candidate whose fields are bits \pos .. \pos + 5 of \e and \o */
	.macro CAND e, o, pos, safe
	ubfx	r10, \e, #\pos, #6
	ubfx	r11, \o, #\pos, #6
	SPREAD	\safe
	.endm

/* the same with the fields from bit \pos of \e0, \o0 on into \e1, \o1 */
	.macro CANDX e0, o0, e1, o1, pos, safe
	lsr	r10, \e0, #\pos
	bfi	r10, \e1, #(32 - \pos), #(\pos - 26)
	lsr	r11, \o0, #\pos
	bfi	r11, \o1, #(32 - \pos), #(\pos - 26)
	SPREAD	\safe
	.endm

/*
 * The 16 candidates of three lanes (r4, r5: even and odd words of the
 * first, r6, r7 the second, r8, r9 the third), in order: fields at
 * 6j of the 96 bits of the even words and of the odd words
 */
	.macro CAND16 safe
	CAND	r4, r5, 0, \safe
	CAND	r4, r5, 6, \safe
	CAND	r4, r5, 12, \safe
	CAND	r4, r5, 18, \safe
	CAND	r4, r5, 24, \safe
	CANDX	r4, r5, r6, r7, 30, \safe
	CAND	r6, r7, 4, \safe
	CAND	r6, r7, 10, \safe
	CAND	r6, r7, 16, \safe
	CAND	r6, r7, 22, \safe
	CANDX	r6, r7, r8, r9, 28, \safe
	CAND	r8, r9, 2, \safe
	CAND	r8, r9, 8, \safe
	CAND	r8, r9, 14, \safe
	CAND	r8, r9, 20, \safe
	CAND	r8, r9, 26, \safe
	.endm

/*
 * unsigned cb_mlkem_rej_armv7em(a, n, st): the block's 21 lanes, three
 * at a time (24 bytes, 16 candidates, one LDM), parsed in their
 * interleaved form through spread6; while 16 more values fit, without
 * the bound check.  Public data: the stores branch on it (in their IT
 * blocks), as the loop's exit does, and it indexes spread6.
 */
	.global	cb_mlkem_rej_armv7em
	.type	cb_mlkem_rej_armv7em, %function
	.p2align 2
cb_mlkem_rej_armv7em:
	push	{r4-r11, lr}
	add	r3, r0, #512
	add	r0, r0, r1, lsl #1
	mov	r1, r3
	movw	r12, #3329
	movw	lr, #:lower16:.Lspread6
	movt	lr, #:upper16:.Lspread6
	mov	r3, #7
	.p2align 2
1:	ldmia	r2!, {r4-r9}
	sub	r11, r1, r0
	cmp	r11, #32
	blo	3f
	CAND16	0
	subs	r3, r3, #1
	bne	1b
	b	4f
3:	CAND16	1
	cmp	r0, r1
	beq	4f
	subs	r3, r3, #1
	bne	1b
	/* n = 256 less the room left */
4:	sub	r0, r1, r0
	rsb	r0, r0, #512
	lsr	r0, r0, #1
	pop	{r4-r11, pc}
	.size	cb_mlkem_rej_armv7em, . - cb_mlkem_rej_armv7em

#endif
