#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Generate f25519_armv7em.S: GF(2^255 - 19) multiplication and squaring
# in Thumb-2 (Armv7E-M), checked on the model of p256_armv7em_gen.py (the
# registers, flags and memory) against Python's integers before the file
# is written: products and squares of edge and random operands, in place,
# the callee-saved registers restored and every stack word the code wrote
# zero (or a saved register) on return.
#
# Usage: f25519_armv7em_gen.py OUT.S   (tests the model, then writes OUT.S)
#        f25519_armv7em_gen.py --check FILE.S   (tests the model, then
#        fails unless FILE.S is what it would write: the 'lib' suite)
#        f25519_armv7em_gen.py --cycles   (the model's cycle estimate)
#
# The 512-bit product and square are P-256's (p256_armv7em_gen.py: two
# bands of four rows for the product, the square column by column with a
# in registers), words 0..11 on the stack and 12..15 in registers.  The
# reduction is the fold of the high half by 2^256 = 38 mod p: word i of
# the result is t_i + 38 t_(i+8) + c, one UMAAL each, the carry c at most
# 38 (t_i + 38 t_(i+8) + c < 39 2^32); then the carry and the top bit go
# back together, c' = 2 c + (w_7 >> 31) at 2^255 = 19 / 2 mod p: w_7
# loses its top bit and 19 c' < 2^11 is added at word 0 by one carry
# chain, which cannot carry out of word 7 (now below 2^31).  The result
# is below 2^255 + 2^11, congruent to a b mod p; its C twin, the same
# integer function, is cb_f25519_w32_mul (ec/f25519_w32.c).
import random
import sys

sys.dont_write_bytecode = True  # nothing written into the source tree
import p256_armv7em_gen as gen  # noqa: E402

M32 = gen.M32
P = 2**255 - 19


def fold(ops, pool, kept):
    """r = t mod p as above, t = words 0..11 on the stack and kept[12..15]
    in registers; then the product's stack words zeroed."""
    c = pool.alloc()
    ops.append(('mov', c, 0))
    k = pool.alloc()
    ops.append(('mov', k, 38))
    w, h = {}, {}
    for i in range(4):
        w[i] = pool.alloc()
        ops.append(('ldr', w[i], 'sp', 4 * i))
    for i in range(8, 12):
        h[i] = pool.alloc()
        ops.append(('ldr', h[i], 'sp', 4 * i))
    h.update(kept)
    for i in range(4):
        ops.append(('umaal', w[i], c, h[i + 8], k))
        pool.put(h.pop(i + 8))
    for i in range(4, 8):
        w[i] = pool.alloc()
        ops.append(('ldr', w[i], 'sp', 4 * i))
    for i in range(4, 8):
        ops.append(('umaal', w[i], c, h[i + 8], k))
        pool.put(h.pop(i + 8))
    t = pool.alloc()
    ops.append(('lsr', t, w[7], 31))
    ops.append(('add', c, t, ('lsl', c, 1)))
    ops.append(('bic', w[7], w[7], 0x80000000))
    ops.append(('mov', k, 19))
    ops.append(('mul', c, c, k))
    for i in range(8):
        ops.append(('adds' if i == 0 else 'adc' if i == 7 else 'adcs',
                    w[i], w[i], c if i == 0 else 0))
    ops.append(('ldr', t, 'sp', gen.ROFF))
    for i in range(8):
        ops.append(('str', w[i], t, 4 * i))
    # no product word is left below the caller's frame
    ops.append(('mov', c, 0))
    for i in range(gen.TWORDS):
        ops.append(('str', c, 'sp', 4 * i))
    pool.put(c, k, t, *w.values())


def function(body):
    ops = [('push', gen.SAVED), ('sub', 'sp', 'sp', gen.FRAME)]
    pool = gen.Pool([r for r in gen.REGS if r != 'r1'])
    kept = body(ops, pool)
    if 'r1' not in pool.free:
        pool.put('r1')
    fold(ops, pool, kept)
    ops.append(('add', 'sp', 'sp', gen.FRAME + 8))
    ops.append(('pop', [r for r in gen.SAVED if r not in ('r0', 'r2', 'lr')]
                + ['pc']))
    return ops


def want(t):
    """The function's result for the product t (its C twin's)."""
    v = (t & (2**256 - 1)) + 38 * (t >> 256)
    c = 2 * (v >> 256) + ((v >> 255) & 1)
    return (v & (2**255 - 1)) + 19 * c


def edges():
    v = [0, 1, 2, 19, 38, P - 1, P, P + 1, 2 * P - 1, 2 * P, 2**255 - 1,
         2**255, 2**256 - 1, 2**256 - 38, 2**256 - 39, 2**255 + 2**11]
    v += [2**(32 * k) - 1 for k in range(1, 8)]
    v += [2**256 - 2**(32 * k) for k in range(8)]
    v += [gen.value([M32 * (i % 2) for i in range(8)])]
    return v


def check(mul_ops, sqr_ops):
    rnd = random.Random(25519)
    vs = edges() + [rnd.randrange(2**256) for _ in range(40)]
    # operands whose fold carries the most
    vs += [2**256 - 1 - rnd.randrange(2**32) for _ in range(8)]
    for x in vs:
        for y in vs[:16] + [rnd.randrange(2**256) for _ in range(4)] + [x]:
            for alias in ('', 'a', 'b'):
                got = gen.call(mul_ops, gen.words(x), gen.words(y), alias)
                assert got == gen.words(want(x * y)), \
                    ('mul', hex(x), hex(y), alias)
        for alias in ('', 'a'):
            got = gen.call(sqr_ops, gen.words(x), gen.words(x), alias)
            assert got == gen.words(want(x * x)), ('sqr', hex(x), alias)
    for _ in range(3000):
        x, y = rnd.randrange(2**256), rnd.randrange(2**256)
        got = gen.call(mul_ops, gen.words(x), gen.words(y), '')
        assert got == gen.words(want(x * y)), ('mul', hex(x), hex(y))
        got = gen.call(sqr_ops, gen.words(x), gen.words(x), '')
        assert got == gen.words(want(x * x)), ('sqr', hex(x))
    # the bound the header promises
    assert want((2**256 - 1)**2) < 2**255 + 2**11


HEAD = '''/* SPDX-License-Identifier: MIT */
/* GF(2^255-19) arithmetic in Thumb-2 (Armv7E-M, Armv8-M with DSP). */
/* Generated by f25519_armv7em_gen.py (which says how): do not edit. */
/*
 * Elements are eight little-endian 32-bit words holding any value below
 * 2^256; results are below 2^256 and congruent mod p = 2^255 - 19, not
 * canonical (ec/f25519_w32.c encodes them).  2^256 = 38 mod p.  The C
 * twins, the same integer functions, are cb_f25519_w32_* in
 * ec/f25519_w32.c.
 *
 * void cb_f25519_mul_armv7em(uint32_t r[8], const uint32_t a[8],
 *                            const uint32_t b[8]);
 * void cb_f25519_sqr_armv7em(uint32_t r[8], const uint32_t a[8]);
 *
 * r = a b and a^2 mod p, below 2^255 + 2^11: the 512-bit product by
 * P-256's code (two bands of four rows, one UMAAL a word product; the
 * square's 28 products a_i a_j once, doubled through the flags), then
 * the high half folded by 38 (one UMAAL a word) and the carry with the
 * top bit by 19 (one carry chain).  About %(cycles)d and %(sqr_cycles)d
 * cycles on Cortex-M4 (the generator's estimate).  r is written last, so
 * it may alias a or b.
 *
 * cb_f25519_add_armv7em, cb_f25519_sub_armv7em: one carry chain, then
 * the fold of the carry (38) or of the borrow (-38) twice (a second fold
 * happens only from a value within 38 of 2^256 or of 0, and then takes
 * no carry).  cb_f25519_mul_small_armv7em(r, a, c), 0 < c < 2^21: a_i c
 * + carry as one UMAAL in place, a_i (c - 1) + a_i + carry, then the
 * fold.
 *
 * Secret: a, b and r.  Straight-line code: no branch or address depends
 * on the values (the folds use flags through SBC masks), and UMAAL takes
 * one cycle whatever its operands on the cores this is built for
 * (Cortex-M4, M7, M33, M55).  Stack: the product and square %(stack)d
 * bytes (the saved registers and twelve words of the product, zeroed
 * before the return: they would otherwise stay below the caller's frame,
 * secret words for whatever reads the stack next; the firmware self-test
 * scans for them), the others at most 36.
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

\t.syntax unified
\t.thumb
\t.text

\t.align\t2
\t.global\tcb_f25519_mul_armv7em
\t.type\tcb_f25519_mul_armv7em, %%function
\t.thumb_func
cb_f25519_mul_armv7em:
%(mul)s
\t.size\tcb_f25519_mul_armv7em, . - cb_f25519_mul_armv7em

\t.align\t2
\t.global\tcb_f25519_sqr_armv7em
\t.type\tcb_f25519_sqr_armv7em, %%function
\t.thumb_func
cb_f25519_sqr_armv7em:
%(sqr)s
\t.size\tcb_f25519_sqr_armv7em, . - cb_f25519_sqr_armv7em

'''
# add, subtract and the small product, hand-written
ADDSUB = '''/* r3-r10 += 38 C (r12 = 38), then 38 more at word 0 if that carries */
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

'''


def main():
    if not (len(sys.argv) == 2 or
            (len(sys.argv) == 3 and sys.argv[1] == '--check')):
        sys.exit('usage: f25519_armv7em_gen.py [--check] OUT.S | --cycles')
    mul = function(gen.product)
    sqr = function(gen.square)
    if sys.argv[1] == '--cycles':
        print('mul', gen.cycles(mul), 'sqr', gen.cycles(sqr))
        return
    check(mul, sqr)
    text = HEAD % {'cycles': gen.cycles(mul), 'sqr_cycles': gen.cycles(sqr),
                   'stack': 4 * len(gen.SAVED) + gen.FRAME,
                   'mul': gen.emit(mul), 'sqr': gen.emit(sqr)} + ADDSUB + \
        '#endif\n'
    if len(sys.argv) == 3:
        with open(sys.argv[2]) as f:
            if f.read() != text:
                sys.exit('%s: not what f25519_armv7em_gen.py writes '
                         '(regenerate it)' % sys.argv[2])
        return
    with open(sys.argv[1], 'w') as f:
        f.write(text)


if __name__ == '__main__':
    main()
