/* SPDX-License-Identifier: MIT */
/* Keccak sponge lanes into and out of the interleaved state, in Thumb-2; C twin: hash/keccak_bi32.c. */
/*
 * void cb_keccak_xor_armv7m(uint64_t *st, const uint8_t *in, size_t n);
 *
 * cb_keccak_il_xor() (internal/keccak.h): 8n bytes at in (any
 * alignment), n little-endian lanes, interleaved and XORed into st[0 ..
 * n - 1]: each word unzipped (the inverse of the zip below: the same
 * delta swaps in the opposite order), then packed as below.  Two lanes a
 * loop (the state words by one LDM and one STM), then the odd one.
 *
 * void cb_keccak_extract_armv7m(uint8_t *out, const uint64_t *st,
 *                               size_t n);
 *
 * cb_keccak_il_extract() (internal/keccak.h): lanes st[0 .. n - 1] of an
 * interleaved state (even word, odd word) as 8n bytes, each lane
 * little-endian, at out (any alignment: single word stores, which
 * Armv7-M and Armv8-M mainline allow unaligned).  Per lane, the low
 * halves of the even and odd words make the lane's low word and the
 * high halves its high word (LSR, two BFIs), and each word is zipped
 * (the even bits back to positions 0, 2, 4, ...) by four delta swaps,
 * the inverse of cb_keccak_unzip32(): t = (x ^ (x >> k)) & m;
 * x ^= t ^ (t << k) for (k, m) = (8, 0x0000ff00), (4, 0x00f000f0),
 * (2, 0x0c0c0c0c), (1, 0x22222222), each mask a Thumb-2 modified
 * immediate.  Two lanes a loop (one LDM), then the odd one; the LDMs
 * are 32-bit so that the 32-bit instructions after them start on word
 * boundaries (docs/cycles.md: a run of them on halfword boundaries costs
 * a fetch cycle on the M4).
 *
 * Constant-time: fixed shifts and masks on the state and message
 * words; the loops and every address depend only on n and the
 * pointers.  No stack beyond the saved registers (36 and 20 bytes).
 */
#if defined(__thumb2__)

	.syntax unified
	.thumb

/* x ^= t ^ (t << k), t = (x ^ (x >> k)) & m */
.macro	swap x, t, k, m
	eor	\t, \x, \x, lsr #\k
	and	\t, \t, #\m
	eor	\x, \x, \t
	eor	\x, \x, \t, lsl #\k
.endm

.macro	unzip x, t
	swap	\x, \t, 1, 0x22222222
	swap	\x, \t, 2, 0x0c0c0c0c
	swap	\x, \t, 4, 0x00f000f0
	swap	\x, \t, 8, 0x0000ff00
.endm

.macro	zip x, t
	swap	\x, \t, 8, 0x0000ff00
	swap	\x, \t, 4, 0x00f000f0
	swap	\x, \t, 2, 0x0c0c0c0c
	swap	\x, \t, 1, 0x22222222
.endm

/* the low halves of a and b to a, the high halves to b (b's on top) */
.macro	pack a, b, t
	lsr	\t, \a, #16
	bfi	\a, \b, #16, #16
	bfi	\b, \t, #0, #16
.endm

/* the lane (e, o) to its low word in e, its high word in o */
.macro	lane e, o, t
	pack	\e, \o, \t
	zip	\e, \t
	zip	\o, \t
.endm

/* the lane's low word lo and high word hi to its even word in lo, its
 * odd word in hi */
.macro	unlane lo, hi, t
	unzip	\lo, \t
	unzip	\hi, \t
	pack	\lo, \hi, \t
.endm

	.section .text.cb_keccak_xor_armv7m, "ax", %progbits
	.p2align 2
	.global cb_keccak_xor_armv7m
	.type cb_keccak_xor_armv7m, %function
	.thumb_func
cb_keccak_xor_armv7m:
	push	{r4-r11, lr}
	subs	r2, r2, #2
	blo	2f
	.p2align 2
1:
	ldr.w	r3, [r1]
	ldr.w	r4, [r1, #4]
	ldr.w	r5, [r1, #8]
	ldr.w	r6, [r1, #12]
	unlane	r3, r4, r7
	unlane	r5, r6, r7
	ldmia.w	r0, {r8-r11}
	eor	r8, r8, r3
	eor	r9, r9, r4
	eor	r10, r10, r5
	eor	r11, r11, r6
	stmia.w	r0!, {r8-r11}
	add.w	r1, r1, #16
	subs	r2, r2, #2
	bhs	1b
2:
	/* r2 is -1 (one lane left) or -2 (none) */
	adds	r2, r2, #1
	bne	3f
	ldr.w	r3, [r1]
	ldr.w	r4, [r1, #4]
	unlane	r3, r4, r7
	ldmia.w	r0, {r8-r9}
	eor	r8, r8, r3
	eor	r9, r9, r4
	stmia.w	r0!, {r8-r9}
3:
	pop	{r4-r11, pc}
	.size cb_keccak_xor_armv7m, . - cb_keccak_xor_armv7m

	.section .text.cb_keccak_extract_armv7m, "ax", %progbits
	.p2align 2
	.global cb_keccak_extract_armv7m
	.type cb_keccak_extract_armv7m, %function
	.thumb_func
cb_keccak_extract_armv7m:
	push	{r4-r7, lr}
	subs	r2, r2, #2
	blo	2f
	.p2align 2
1:
	ldmia.w	r1!, {r3-r6}
	lane	r3, r4, r7
	lane	r5, r6, r7
	str	r3, [r0]
	str	r4, [r0, #4]
	str	r5, [r0, #8]
	str	r6, [r0, #12]
	adds	r0, r0, #16
	subs	r2, r2, #2
	bhs	1b
2:
	/* r2 is -1 (one lane left) or -2 (none) */
	adds	r2, r2, #1
	bne	3f
	ldmia.w	r1!, {r3-r4}
	lane	r3, r4, r7
	str	r3, [r0]
	str	r4, [r0, #4]
3:
	pop	{r4-r7, pc}
	.size cb_keccak_extract_armv7m, . - cb_keccak_extract_armv7m

#endif
