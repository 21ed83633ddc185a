#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Generate f448_armv7em.S: GF(2^448 - 2^224 - 1) multiplication and
# squaring in Thumb-2 (Armv7E-M), checked on the model of
# p256_armv7em_gen.py (the registers, flags and memory) against Python's
# integers before the file is written: products and squares of edge and
# random operands, in place, the callee-saved registers restored and
# every stack word the code wrote zero (or a saved register) on return.
#
# Usage: f448_armv7em_gen.py OUT.S   (tests the model, then writes OUT.S)
#        f448_armv7em_gen.py --check FILE.S   (tests the model, then
#        fails unless FILE.S is what it would write: the 'lib' suite)
#        f448_armv7em_gen.py --cycles   (the model's cycle estimate)
#
# Elements are fourteen 32-bit words, any value below 2^448.  The
# product: P-256's bands (p256_armv7em_gen.py's band()) on fourteen
# words, four bands of four, four, four and two rows, b's words of a band
# in registers and a's streamed, one UMAAL a word product, the 28 words
# on the stack.  The square: the 91 products a_i a_j (i < j) once by
# bands of rows 0-3, 4-7, 8-11 and 12 (row i from j = i + 1), then one
# pass that doubles each word through the flags and adds a_k^2 at words
# 2k, 2k + 1 by UMAAL.  The reduction, with 2^448 = 2^224 + 1 mod p
# (p = phi^2 - phi - 1, phi = 2^224: the golden-ratio prime): t = L + H
# 2^448 = L + H + H_lo 2^224 + H_hi (2^224 + 1) for H = t_14..27, its
# halves H_lo = t_14..20, H_hi = t_21..27, so word i is t_i + t_(14+i) +
# t_(21+i) below 7 and t_i + 2 t_(14+i) + t_(7+i) from 7, two UMAAL
# chains (carries at most 2 and 1); their carries' sum c goes back at
# words 0 and 7 by one carry chain, whose own carry (the value was then
# above 2^448 - c (2^224 + 1), so it is now below (c + 1) 2^224) goes
# back at words 0 and 7 once more, ending at word 7.  The C twins, the
# same integer functions, are cb_f448_w32_mul and cb_f448_w32_sqr
# (ec/f448_w32.c).
import random
import sys

sys.dont_write_bytecode = True  # nothing written into the source tree
import p256_armv7em_gen as gen  # noqa: E402

M32 = gen.M32
P = 2**448 - 2**224 - 1
N = 14
TW = 2 * N                      # the product's words on the stack
FRAME = 4 * TW
SAVED = gen.SAVED               # r0 (r) and r2 (b) among them
ROFF = FRAME
BOFF = FRAME + 4


def product(ops, pool):
    for i0 in range(0, N, 4):
        m = min(4, N - i0)
        bp = pool.alloc()
        ops.append(('ldr', bp, 'sp', BOFF))
        b = [pool.alloc() for _ in range(m)]
        ops += [('ldr', r, bp, 4 * (i0 + q)) for q, r in enumerate(b)]
        pool.put(bp)
        gen.band(ops, pool, b, i0, [range(N)] * m, range(N),
                 range(i0, i0 + N) if i0 else (), ())
        pool.put(*b)


def square(ops, pool):
    written = set()
    for i0 in (0, 4, 8, 12):
        m = min(4, N - 1 - i0)
        b = [pool.alloc() for _ in range(m)]
        ops += [('ldr', r, 'r1', 4 * (i0 + q)) for q, r in enumerate(b)]
        rows = [range(i0 + q + 1, N) for q in range(m)]
        cols = set(range(2 * i0 + 1, i0 + N + m))
        gen.band(ops, pool, b, i0, rows, range(i0 + 1, N),
                 sorted(cols & written), ())
        written |= cols
        pool.put(*b)
    # 2 t + the squares a_k^2, word by word: the doubling's carry in the
    # flags (LDR, STR, MOV and UMAAL leave them), the squares' in h
    zero, h, v, x = [pool.alloc() for _ in range(4)]
    ops.append(('mov', zero, 0))
    for k in range(TW):
        if k == 0:
            ops.append(('ldr', x, 'r1', 0))
            ops.append(('umull', v, h, x, x))
        else:
            if k in written:
                ops.append(('ldr', v, 'sp', 4 * k))
            else:
                ops.append(('mov', v, 0))
            ops.append(('adds' if k == 1 else 'adcs', v, v, v))
            if k % 2 == 0:
                ops.append(('ldr', x, 'r1', 2 * k))
                ops.append(('umaal', v, h, x, x))
            else:
                ops.append(('umaal', v, h, zero, zero))
        ops.append(('str', v, 'sp', 4 * k))
    pool.put(zero, h, v, x)


def reduce_store(ops, pool):
    """r = t mod p as above, t = the 28 words on the stack; then those
    words zeroed."""
    one, two, c1, c2 = [pool.alloc() for _ in range(4)]
    ops += [('mov', one, 1), ('mov', two, 2), ('mov', c1, 0),
            ('mov', c2, 0)]
    w, x, y = pool.alloc(), pool.alloc(), pool.alloc()
    for i in range(N):
        ops.append(('ldr', w, 'sp', 4 * i))
        ops.append(('ldr', x, 'sp', 4 * (N + i)))
        ops.append(('ldr', y, 'sp', 4 * (21 + i if i < 7 else 7 + i)))
        ops.append(('umaal', w, c1, x, one if i < 7 else two))
        ops.append(('umaal', w, c2, y, one))
        ops.append(('str', w, 'sp', 4 * i))
    pool.put(w, x, y, one, two)
    ops.append(('add', c1, c1, c2))
    top = c1
    # the carry at words 0 and 7; words 0..7 stay in registers
    lo = [pool.alloc() for _ in range(8)]
    ops += [('ldr', lo[i], 'sp', 4 * i) for i in range(8)]
    rp = pool.alloc()
    ops.append(('ldr', rp, 'sp', ROFF))
    for i in range(8):
        ops.append(('adds' if i == 0 else 'adcs', lo[i], lo[i],
                    top if i in (0, 7) else 0))
    for i in range(8, N):
        ops.append(('ldr', c2, 'sp', 4 * i))
        ops.append(('adcs', c2, c2, 0))
        ops.append(('str', c2, rp, 4 * i))
    ops.append(('mov', top, 0))
    ops.append(('adc', top, top, 0))
    # its carry at words 0 and 7 again, ending at word 7
    for i in range(8):
        ops.append(('adds' if i == 0 else 'adc' if i == 7 else 'adcs',
                    lo[i], lo[i], top if i in (0, 7) else 0))
    ops += [('str', lo[i], rp, 4 * i) for i in range(8)]
    # no product word is left below the caller's frame
    ops.append(('mov', top, 0))
    ops += [('str', top, 'sp', 4 * k) for k in range(TW)]
    pool.put(top, c2, rp, *lo)


def function(body):
    ops = [('push', SAVED), ('sub', 'sp', 'sp', FRAME)]
    pool = gen.Pool([r for r in gen.REGS if r != 'r1'])
    body(ops, pool)
    pool.put('r1')
    reduce_store(ops, pool)
    ops.append(('add', 'sp', 'sp', FRAME + 8))
    ops.append(('pop', [r for r in SAVED if r not in ('r0', 'r2', 'lr')]
                + ['pc']))
    return ops


def fold(r, c):
    """ec/f448_w32.c's fold(): c at words 0 and 7, then its carry c2 at
    words 0 and 7 again, the second chain ending at word 7."""
    s = r + c * (2**224 + 1)
    c2 = s >> 448
    s &= 2**448 - 1
    res = s + c2 * (2**224 + 1)
    assert res >> 256 == s >> 256, 'a carry out of word 7'
    return res


def want(t):
    """The functions' result for the product t (their C twins')."""
    lo, h = t & (2**448 - 1), t >> 448
    hlo, hhi = h & (2**224 - 1), h >> 224
    s = lo + h + (hlo << 224) + hhi + (hhi << 224)
    return fold(s & (2**448 - 1), s >> 448)


def words(x):
    return [(x >> (32 * i)) & M32 for i in range(N)]


def call(ops, a, b, alias):
    """Run ops as cb_f448_*(r, a, b); returns r and checks the frame."""
    regs = {r: 0x1000 + 17 * i for i, r in enumerate(gen.REGS)}
    regs['sp'] = 0x20000
    mem = {}
    pa, pb, pr = 0x1000, 0x1100, 0x1200
    if alias == 'a':
        pr = pa
    elif alias == 'b':
        pr = pb
    for i in range(N):
        mem[pa + 4 * i] = a[i]
        mem[pb + 4 * i] = b[i]
    regs['r0'], regs['r1'], regs['r2'] = pr, pa, pb
    before = dict(regs)
    regs['lr'] = before['lr'] = 0xdead
    gen.run(ops, regs, mem)
    assert regs['pc'] == 0xdead, 'no return'
    for r in ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'sp']:
        assert regs[r] == before[r], r
    saved = {before['sp'] - 4 * len(SAVED) + 4 * i: before[r]
             for i, r in enumerate(SAVED)}
    for addr, v in mem.items():
        if 0x10000 <= addr < before['sp']:
            assert v == saved.get(addr, 0), 'stack word %#x left' % addr
    return [mem[pr + 4 * i] for i in range(N)]


def edges():
    v = [0, 1, 2, P - 1, P, P + 1, 2**448 - 1, 2**448 - 2,
         2**224, 2**224 - 1, 2**224 + 1, 2**448 - 2**224,
         2**448 - 2**224 - 2]
    v += [2**(32 * k) - 1 for k in range(1, N)]
    v += [2**448 - 2**(32 * k) for k in range(N)]
    v += [sum(M32 << (32 * i) for i in range(N) if i % 2)]
    return v


def check(mul_ops, sqr_ops):
    rnd = random.Random(448)
    vs = edges() + [rnd.randrange(2**448) for _ in range(24)]
    # operands whose reduction carries the most
    vs += [2**448 - 1 - rnd.randrange(2**32) for _ in range(6)]
    for x in vs:
        for y in vs[:14] + [rnd.randrange(2**448) for _ in range(3)] + [x]:
            for alias in ('', 'a', 'b'):
                got = call(mul_ops, words(x), words(y), alias)
                assert got == words(want(x * y)), \
                    ('mul', hex(x), hex(y), alias)
        for alias in ('', 'a'):
            got = call(sqr_ops, words(x), words(x), alias)
            assert got == words(want(x * x)), ('sqr', hex(x), alias)
    for _ in range(1000):
        x, y = rnd.randrange(2**448), rnd.randrange(2**448)
        assert call(mul_ops, words(x), words(y), '') == \
            words(want(x * y)), ('mul', hex(x), hex(y))
        assert call(sqr_ops, words(x), words(x), '') == \
            words(want(x * x)), ('sqr', hex(x))
    # the result is congruent and below 2^448
    for x in vs:
        assert want(x * x) % P == x * x % P and want(x * x) < 2**448


# ---------------------------------------------------------------- sums
#
# cb_f448_add_armv7em, cb_f448_sub_armv7em, cb_f448_mul_small_armv7em:
# words 0..7 in r3-r10, words 8..13 through r11/r12 and stored as they
# come; one carry chain (or the UMAAL chain of a_i (c - 1) + a_i +
# carry), then the carry back at words 0 and 7 as in the product's fold
# (words 8..13 reloaded), and its carry once more, ending at word 7.  For
# the difference a borrow takes 2^224 + 1 off at words 0 and 7, and a
# second borrow (from a value below 2^224 + 1, now at least 2^448 -
# 2^224 - 1) once more, ending at word 7.  The C twins are cb_f448_add,
# cb_f448_sub and cb_f448_mul_small in ec/f448_w32.c.

LO = ['r%d' % i for i in range(3, 11)]
SUMSAVED = ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'lr']


def fold_regs(ops, c, sub):
    """c (a register: the carry, or the borrow as 0/1) at words 0 and 7,
    through 8..13 in memory at r0; then its own carry at 0 and 7."""
    s0, s1 = ('subs', 'sbcs') if sub else ('adds', 'adcs')
    for i in range(8):
        ops.append((s0 if i == 0 else s1, LO[i], LO[i],
                    c if i in (0, 7) else 0))
    for i in range(8, N):
        ops.append(('ldr', 'r11', 'r0', 4 * i))
        ops.append((s1, 'r11', 'r11', 0))
        ops.append(('str', 'r11', 'r0', 4 * i))
    carry(ops, c, sub)
    for i in range(8):
        ops.append((s0 if i == 0 else ('sbc' if sub else 'adc') if i == 7
                    else s1, LO[i], LO[i], c if i in (0, 7) else 0))


def carry(ops, c, sub):
    """c = the carry (or the borrow) of the last chain, 0 or 1."""
    if sub:
        ops += [('sbc', c, c, c), ('and', c, c, 1)]
    else:
        ops += [('mov', c, 0), ('adc', c, c, 0)]


def sum_fn(kind):
    ops = [('push', SUMSAVED)]
    ops += [('ldr', LO[i], 'r1', 4 * i) for i in range(8)]
    if kind == 'mul_small':
        ops += [('sub', 'r2', 'r2', 1), ('mov', 'lr', 0)]
        ops += [('umaal', LO[i], 'lr', LO[i], 'r2') for i in range(8)]
        for i in range(8, N):
            ops += [('ldr', 'r11', 'r1', 4 * i),
                    ('umaal', 'r11', 'lr', 'r11', 'r2'),
                    ('str', 'r11', 'r0', 4 * i)]
        fold_regs(ops, 'lr', False)
    else:
        sub = kind == 'sub'
        s0, s1 = ('subs', 'sbcs') if sub else ('adds', 'adcs')
        for i in range(0, 8, 2):
            ops += [('ldr', 'r11', 'r2', 4 * i),
                    ('ldr', 'r12', 'r2', 4 * i + 4),
                    (s0 if i == 0 else s1, LO[i], LO[i], 'r11'),
                    (s1, LO[i + 1], LO[i + 1], 'r12')]
        for i in range(8, N):
            ops += [('ldr', 'r11', 'r1', 4 * i), ('ldr', 'r12', 'r2', 4 * i),
                    (s1, 'r11', 'r11', 'r12'), ('str', 'r11', 'r0', 4 * i)]
        carry(ops, 'lr', sub)
        fold_regs(ops, 'lr', sub)
    ops.append(('stm', 'r0', LO))
    ops.append(('pop', SUMSAVED[:-1] + ['pc']))
    return ops


def tw_fold(r, c):
    return fold(r, c)


def tw_sub(a, b):
    d = a - b
    m = int(d < 0)
    d %= 2**448
    d2 = d - m * (2**224 + 1)
    m2 = int(d2 < 0)
    d2 %= 2**448
    res = d2 - m2 * (2**224 + 1)
    assert res >= 0 and res >> 256 == d2 >> 256, 'a borrow out of word 7'
    return res


def tw_sum(kind, a, b):
    if kind == 'add':
        s = a + b
    elif kind == 'mul_small':
        s = a * b
    else:
        return tw_sub(a, b)
    return fold(s % 2**448, s >> 448)


def call_sum(ops, a, b, alias, kind):
    regs = {r: 0x1000 + 17 * i for i, r in enumerate(gen.REGS)}
    regs['sp'] = 0x20000
    mem = {}
    pa, pb, pr = 0x1000, 0x1100, 0x1200
    pr = {'a': pa, 'b': pb}.get(alias, pr)
    for i in range(N):
        mem[pa + 4 * i] = (a >> (32 * i)) & M32
        if kind != 'mul_small':
            mem[pb + 4 * i] = (b >> (32 * i)) & M32
    regs['r0'], regs['r1'] = pr, pa
    regs['r2'] = b if kind == 'mul_small' else pb
    before = dict(regs)
    regs['lr'] = before['lr'] = 0xdead
    gen.run(ops, regs, mem)
    assert regs['pc'] == 0xdead, 'no return'
    for r in ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'sp']:
        assert regs[r] == before[r], r
    return gen.value([mem[pr + 4 * i] for i in range(N)])


def check_sums(fns):
    rnd = random.Random(4480)
    vs = edges() + [rnd.randrange(2**448) for _ in range(8)]
    for kind, ops in fns.items():
        for x in vs:
            ys = [39081, 39082, 1, 2, 2**20 - 1] if kind == 'mul_small' \
                else vs
            for y in ys:
                for alias in ('', 'a') + (('b',) if kind != 'mul_small'
                                          else ()):
                    got = call_sum(ops, x, y, alias, kind)
                    assert got == tw_sum(kind, x, y), \
                        (kind, hex(x), hex(y), alias)
                    assert got % P == {'add': x + y, 'sub': x - y,
                                       'mul_small': x * y}[kind] % P


HEAD = '''/* SPDX-License-Identifier: MIT */
/* GF(2^448-2^224-1) arithmetic in Thumb-2 (Armv7E-M, Armv8-M with DSP). */
/* Generated by f448_armv7em_gen.py (which says how): do not edit. */
/*
 * void cb_f448_mul_armv7em(uint32_t r[14], const uint32_t a[14],
 *                          const uint32_t b[14]);
 * void cb_f448_sqr_armv7em(uint32_t r[14], const uint32_t a[14]);
 *
 * r = a b and a^2 mod p, p = 2^448 - 2^224 - 1, for any a, b below 2^448,
 * r below 2^448 (not canonical: ec/f448_w32.c encodes it), the same
 * integer functions as their C twins cb_f448_w32_mul and cb_f448_w32_sqr.
 * The 896-bit product by bands of four rows (b's words in registers, a's
 * streamed, one UMAAL a word product; the square's 91 products a_i a_j
 * once, doubled through the flags, the squares added by UMAAL), then
 * 2^448 = 2^224 + 1: word i of the result t_i + t_(14+i) + t_(21+i) or
 * t_i + 2 t_(14+i) + t_(7+i) by two UMAAL chains, the carry back at words
 * 0 and 7 twice.  About %(cycles)d and %(sqr_cycles)d cycles on Cortex-M4
 * (the generator's estimate).  r is written last, so it may alias a or b.
 *
 * void cb_f448_add_armv7em(uint32_t r[14], const uint32_t a[14],
 *                          const uint32_t b[14]);
 * void cb_f448_sub_armv7em(uint32_t r[14], const uint32_t a[14],
 *                          const uint32_t b[14]);
 * void cb_f448_mul_small_armv7em(uint32_t r[14], const uint32_t a[14],
 *                                uint32_t c);
 *
 * r = a + b, a - b and a c (0 < c < 2^20) mod p, the same integer
 * functions as cb_f448_add, cb_f448_sub and cb_f448_mul_small in
 * ec/f448_w32.c: one carry chain (for the small product, a_i (c - 1) +
 * a_i + carry by UMAAL in place), then the carry (a borrow: 2^224 + 1
 * off) at words 0 and 7, twice.  Stack: 36 bytes.
 *
 * Secret: a, b and r.  Straight-line code: no branch or address depends
 * on the values, and UMAAL takes one cycle whatever its operands on the
 * cores this is built for (Cortex-M4, M7, M33, M55).  Stack: %(stack)d
 * bytes (the saved registers and the 28 words of the product, zeroed
 * before the return).
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

\t.syntax unified
\t.thumb
\t.text

\t.align\t2
\t.global\tcb_f448_mul_armv7em
\t.type\tcb_f448_mul_armv7em, %%function
\t.thumb_func
cb_f448_mul_armv7em:
%(mul)s
\t.size\tcb_f448_mul_armv7em, . - cb_f448_mul_armv7em

\t.align\t2
\t.global\tcb_f448_sqr_armv7em
\t.type\tcb_f448_sqr_armv7em, %%function
\t.thumb_func
cb_f448_sqr_armv7em:
%(sqr)s
\t.size\tcb_f448_sqr_armv7em, . - cb_f448_sqr_armv7em

\t.align\t2
\t.global\tcb_f448_add_armv7em
\t.type\tcb_f448_add_armv7em, %%function
\t.thumb_func
cb_f448_add_armv7em:
%(add)s
\t.size\tcb_f448_add_armv7em, . - cb_f448_add_armv7em

\t.align\t2
\t.global\tcb_f448_sub_armv7em
\t.type\tcb_f448_sub_armv7em, %%function
\t.thumb_func
cb_f448_sub_armv7em:
%(sub)s
\t.size\tcb_f448_sub_armv7em, . - cb_f448_sub_armv7em

\t.align\t2
\t.global\tcb_f448_mul_small_armv7em
\t.type\tcb_f448_mul_small_armv7em, %%function
\t.thumb_func
cb_f448_mul_small_armv7em:
%(mul_small)s
\t.size\tcb_f448_mul_small_armv7em, . - cb_f448_mul_small_armv7em

#endif
'''


def main():
    if not (len(sys.argv) == 2 or
            (len(sys.argv) == 3 and sys.argv[1] == '--check')):
        sys.exit('usage: f448_armv7em_gen.py [--check] OUT.S | --cycles')
    mul = function(product)
    sqr = function(square)
    sums = {k: sum_fn(k) for k in ('add', 'sub', 'mul_small')}
    if sys.argv[1] == '--cycles':
        print('mul', gen.cycles(mul), 'sqr', gen.cycles(sqr),
              ' '.join('%s %d' % (k, gen.cycles(v)) for k, v in sums.items()))
        return
    check(mul, sqr)
    check_sums(sums)
    text = HEAD % {'cycles': gen.cycles(mul), 'sqr_cycles': gen.cycles(sqr),
                   'stack': 4 * len(SAVED) + FRAME,
                   'mul': gen.emit(mul), 'sqr': gen.emit(sqr),
                   'add': gen.emit(sums['add']), 'sub': gen.emit(sums['sub']),
                   'mul_small': gen.emit(sums['mul_small'])}
    if len(sys.argv) == 3:
        with open(sys.argv[2]) as f:
            if f.read() != text:
                sys.exit('%s: not what f448_armv7em_gen.py writes '
                         '(regenerate it)' % sys.argv[2])
        return
    with open(sys.argv[1], 'w') as f:
        f.write(text)


if __name__ == '__main__':
    main()
