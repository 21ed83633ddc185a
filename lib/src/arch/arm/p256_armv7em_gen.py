#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Generate p256_armv7em.S: P-256 field multiplication and squaring in
# Thumb-2 (Armv7E-M), and check the generated instructions on a model of
# the registers, flags and memory against Python's integers before writing
# them: products and squares of edge and random operands, in place, the
# callee-saved registers restored and every stack word the code wrote
# zero (or a saved register) on return.
#
# Its product, square, model and emitter serve f25519_armv7em_gen.py too.
#
# Usage: p256_armv7em_gen.py OUT.S   (tests the model, then writes OUT.S)
#        p256_armv7em_gen.py --check FILE.S   (tests the model, then
#        fails unless FILE.S is what it would write: the 'lib' suite)
#        p256_armv7em_gen.py --cycles   (the model's cycle estimate)
#
# The product is computed in two bands of four rows: the four words
# b_i .. b_i+3 of a band sit in registers and the words a_j stream
# through a window of four registers, one load each; column k of the band
# is the sum of its (up to) four products a_(k-q) b_(i+q) and the carries
# of column k - 1, one UMAAL each (lo + hi + a b cannot overflow), so a
# column costs a load, four UMAALs and a store.  The first band's columns
# 4..11 are the second band's starting values (one more load a column,
# pipelined with the load of a_j).
#
# Montgomery's reduction (R = 2^256) is done on the 16-word product in
# place: p = -1 mod 2^32, so the factor of word k is the word itself,
# m_k = t_k as it stands once the words below have been reduced, and
# adding m_k p = m_k (p + 1) - m_k clears word k and adds m_k at words
# k + 3, k + 6 and k + 8 and subtracts it at word k + 7
# (p + 1 = 2^256 - 2^224 + 2^192 + 2^96).  Words 3..5 become m_3..m_5 once
# m_0..m_2 are added at +3, word 6 is m_6 once m_3 is, word 7 is m_7 once
# m_4 is added and m_0 subtracted, so the 32 terms go in seven carry
# chains, each adding its words in place (CHAINS below), the first four
# over words 3..11 with their carries counted in one register (its total
# is not negative: each m_k subtracted there is added one word higher in
# the same chains), the last three over words 11..15 and the top word,
# the first of them taking that count.  The result, words 8..15 and the
# top word, is below 2p; p is subtracted and added back under the mask of
# the borrow.
#
# Squaring: the 28 products a_i a_j (i < j) by the same bands (rows 0..3
# and 4..6, each row from j = i + 1), then the product is doubled and the
# squares a_k^2 added at words 2k and 2k + 1 (a carry chain through the
# flags for the doubling, a register carry for the squares), then the
# same reduction.
import random
import sys

M32 = 0xffffffff
P = 2**256 - 2**224 + 2**192 + 2**96 - 1
REGS = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10',
        'r11', 'r12', 'lr']
SAVED = ['r0', 'r2', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'lr']
TWORDS = 12                     # the product's words 0..11 on the stack
FRAME = 4 * TWORDS              # below the saved registers
ROFF = FRAME                    # saved r0 (r)
BOFF = FRAME + 4                # saved r2 (b)


def rnum(r):
    return 14 if r == 'lr' else int(r[1:])


class Pool:
    """The free registers; alloc() takes the lowest-numbered."""

    def __init__(self, regs):
        self.free = set(regs)

    def alloc(self):
        r = min(self.free, key=rnum)
        self.free.remove(r)
        return r

    def take(self, r):
        self.free.remove(r)

    def put(self, *rs):
        for r in rs:
            assert r not in self.free, r
            self.free.add(r)


# ---------------------------------------------------------------- product

def band(ops, pool, bregs, i0, rows, js, load_t, keep, abase=('r1', 0)):
    """Columns of the rows i0 .. i0 + len(bregs) - 1 (b_(i0+q) in
    bregs[q]), a_j streamed for j in js (row q uses a_j for j in
    rows[q]), t_k loaded first for k in load_t; each column's word is
    stored at t_k unless k is in keep (then it is returned in a
    register).  a_j is read at abase = (register, offset).  Leaves the
    band's registers in the pool."""
    win = {}
    last = {}                   # a_j's last column
    for q, rj in enumerate(rows):
        for j in rj:
            last[j] = max(last.get(j, -1), j + q)
    carries = []
    kept = {}
    kmax = max(last.values())
    for jc in range(kmax + 2):
        k = i0 + jc
        loads = []
        if jc in js:
            win[jc] = pool.alloc()
            loads.append(('ldr', win[jc], abase[0], abase[1] + 4 * jc))
        inputs = []
        if k in load_t:
            rt = pool.alloc()
            loads.append(('ldr', rt, 'sp', 4 * k))
            inputs.append(rt)
        ops += loads
        inputs += carries
        terms = [(win[jc - q], bregs[q]) for q in range(len(bregs))
                 if jc - q in rows[q]]
        carries = []
        if not terms:
            if not inputs:
                assert jc < kmax and k not in keep
                continue
            assert len(inputs) == 1
            v = inputs[0]
        else:
            if len(inputs) == len(terms) - 1:
                v, h = pool.alloc(), pool.alloc()
                a, b = terms.pop(0)
                ops.append(('umull', v, h, a, b))
                carries.append(h)
            else:
                while len(inputs) < len(terms) + 1:
                    z = pool.alloc()
                    ops.append(('mov', z, 0))
                    inputs.append(z)
                assert len(inputs) == len(terms) + 1, (k, inputs, terms)
                v = inputs.pop(0)
            for (a, b), h in zip(terms, inputs):
                ops.append(('umaal', v, h, a, b))
                carries.append(h)
        for j in list(win):
            if last[j] <= jc:
                pool.put(win.pop(j))
        if k in keep:
            kept[k] = v
        else:
            ops.append(('str', v, 'sp', 4 * k))
            pool.put(v)
    assert not carries and not win
    return kept


def product(ops, pool):
    """t = a b on the stack (words 0..11) and in registers (12..15)."""
    rows = [range(0, 8)] * 4
    b = ['r3', 'r4', 'r5', 'r6']
    for r in b:
        pool.take(r)
    ops.append(('ldm', 'r2', b))
    band(ops, pool, b, 0, rows, range(8), (), ())
    pool.put(*b)
    bp = pool.alloc()
    b = [pool.alloc() for _ in range(4)]
    ops.append(('ldr', bp, 'sp', BOFF))
    ops.append(('add', bp, bp, 16))
    ops.append(('ldm', bp, b))
    pool.put(bp)
    kept = band(ops, pool, b, 4, rows, range(8), range(4, 12),
                range(12, 16))
    pool.put(*b)
    return kept


def square(ops, pool, src=None):
    """t = a^2, words 0..11 on the stack, 12..15 returned in registers:
    column by column with a's eight words in registers, each column's
    products a_i a_j (i < j) by UMAALs with register carries, doubled
    through the flags (one ADCS a column, its carry the next column's),
    then a_k^2 (column 2k, its high word the carry h into 2k + 1) or h
    added by one more UMAAL.  a is read at r1, or at sp + src, or src
    is the list of the eight registers that hold it."""
    if isinstance(src, list):
        a = list(src)
    else:
        a = [pool.alloc() for _ in range(8)]
    if src is None:
        ops.append(('ldm', 'r1', list(a)))
        pool.put('r1')
    elif not isinstance(src, list):
        ops += [('ldr', a[i], 'sp', src + 4 * i) for i in range(8)]
    zero = pool.alloc()
    ops.append(('mov', zero, 0))
    last = {i: max([i + j for j in range(8) if j != i] + [2 * i])
            for i in range(8)}
    carries = []
    kept = {}
    h = None
    for k in range(16):
        terms = [(a[i], a[k - i]) for i in range(8)
                 if i < k - i <= 7]
        inputs = carries
        carries = []
        if not terms and not inputs:
            v = pool.alloc()
            ops.append(('mov', v, 0))
        elif len(inputs) == len(terms) - 1:
            # a word whose last product this is takes the low half
            x, y = terms.pop(0)
            dead = [r for r in (x, y) if last[a.index(r)] == k]
            if dead:
                v = dead[0]
                a[a.index(v)] = None
            else:
                v = pool.alloc()
            c = pool.alloc()
            ops.append(('umull', v, c, x, y))
            carries.append(c)
        else:
            while len(inputs) < len(terms) + 1:
                z = pool.alloc()
                ops.append(('mov', z, 0))
                inputs.append(z)
            v = inputs.pop(0)
            while len(inputs) > len(terms):
                terms.append((zero, zero))
        for (x, y), c in zip(terms, inputs):
            ops.append(('umaal', v, c, x, y))
            carries.append(c)
        if k == 0:
            h = pool.alloc()
            ops.append(('umull', v, h, a[0], a[0]))
        else:
            ops.append(('adds' if k == 1 else 'adcs', v, v, v))
            if k % 2 == 0:
                ops.append(('umaal', v, h, a[k // 2], a[k // 2]))
            else:
                ops.append(('umaal', v, h, zero, zero))
        for i in range(8):
            if last[i] == k and a[i] is not None:
                pool.put(a[i])
                a[i] = None
        if k in range(12, 16):
            kept[k] = v
        else:
            ops.append(('str', v, 'sp', 4 * k))
            pool.put(v)
    assert not carries and a == [None] * 8
    pool.put(zero, h)
    return kept


# ---------------------------------------------------------------- reduction

# Part A over words 3..11 (carry count in C), part B over 11..15 and TOP;
# each chain is (first word, [operand word of m or None for #0 ...], end)
# where end is the carry's register ('C' or 'TOP'); '-' subtracts.
CHAINS_A = [
    ('+', 3, [0, 1, 2, 0, 1, 0, 1, 2, None]),
    ('+', 6, [3, 4, 5, 3, 4, 5]),
    ('-', 7, [0, 1, 2, 3, None]),
    ('+', 8, [2, 6, 7, 3]),
]
CHAINS_B = [
    ('+', 12, [4, 5, 6, 7]),
    ('-', 11, [4, 5, 6, 7, None]),
]


def chain(ops, w, sign, first, terms, end):
    for i, m in enumerate(terms):
        d = w[first + i]
        src = 0 if m is None else w[m]
        if sign == '+':
            ops.append(('adds' if i == 0 else 'adcs', d, d, src))
        else:
            ops.append(('subs' if i == 0 else 'sbcs', d, d, src))
    ops.append(('adc' if sign == '+' else 'sbc', end, end, 0))


def reduce_store(ops, pool, kept):
    """r = t / 2^256 mod p, t = words 0..11 on the stack and
    kept[12..15] in registers."""
    # words 12..15 wait in the slots of words 0..3
    w = {}
    for k in range(10):
        w[k] = pool.alloc()
        ops.append(('ldr', w[k], 'sp', 4 * k))
    for k in (12, 13, 14, 15):
        ops.append(('str', kept[k], 'sp', 4 * (k - 12)))
        pool.put(kept[k])
    for k in (10, 11):
        w[k] = pool.alloc()
        ops.append(('ldr', w[k], 'sp', 4 * k))
    c = pool.alloc()
    ops.append(('mov', c, 0))
    for sign, first, terms in CHAINS_A:
        chain(ops, w, sign, first, terms, c)
    pool.put(w[0], w[1], w[2], w[3])
    for k in (12, 13, 14, 15):
        w[k] = pool.alloc()
        ops.append(('ldr', w[k], 'sp', 4 * (k - 12)))
    one = pool.alloc()
    ops.append(('mov', one, 1))
    # words 12, 13 += m_6, m_7 and the count of part A, then the top word
    ops.append(('umaal', w[12], c, w[6], one))
    ops.append(('umaal', w[13], c, w[7], one))
    ops.append(('adds', w[14], w[14], c))
    top = c
    ops.append(('mov', top, 0))
    ops.append(('adcs', w[15], w[15], 0))
    ops.append(('adc', top, top, 0))
    for sign, first, terms in CHAINS_B:
        chain(ops, w, sign, first, terms, top)
    pool.put(one, w[4], w[5], w[6], w[7])
    # subtract p; add it back under the borrow's mask
    pw = [M32, M32, M32, 0, 0, 0, 1, M32]
    for i in range(8):
        ops.append(('subs' if i == 0 else 'sbcs', w[8 + i], w[8 + i],
                    pw[i]))
    ops.append(('sbcs', top, top, 0))
    mask = top
    ops.append(('sbc', mask, mask, mask))
    addp = [mask, mask, mask, 0, 0, 0, ('lsr', mask, 31), mask]
    for i in range(8):
        ops.append(('adds' if i == 0 else 'adcs', w[8 + i], w[8 + i],
                    addp[i]))
    rp = pool.alloc()
    ops.append(('ldr', rp, 'sp', ROFF))
    for i in range(8):
        ops.append(('str', w[8 + i], rp, 4 * i))
    # no product word is left below the caller's frame
    ops.append(('mov', mask, 0))
    for k in range(TWORDS):
        ops.append(('str', mask, 'sp', 4 * k))


def function(body):
    ops = [('push', SAVED), ('sub', 'sp', 'sp', FRAME)]
    pool = Pool([r for r in REGS if r != 'r1'])
    kept = body(ops, pool)
    if 'r1' not in pool.free:
        pool.put('r1')
    reduce_store(ops, pool, kept)
    ops.append(('add', 'sp', 'sp', FRAME + 8))
    ops.append(('pop', [r for r in SAVED if r not in ('r0', 'r2', 'lr')]
                + ['pc']))
    return ops


# ---------------------------------------------------------------- the model

def operand(regs, x):
    if isinstance(x, int):
        return x & M32
    if isinstance(x, tuple):
        sh, r, n = x
        v = regs[r]
        return (v >> n) if sh == 'lsr' else (v << n) & M32
    return regs[x]


def run(ops, regs, mem):
    c = None
    labels = {op[1]: i for i, op in enumerate(ops) if op[0] == 'label'}
    pc = 0
    while pc < len(ops):
        op = ops[pc]
        pc += 1
        k = op[0]
        if k == 'label':
            continue
        if k == 'bcs':
            if c:
                pc = labels[op[1]]
            continue
        if k == 'push':
            regs['sp'] -= 4 * len(op[1])
            for i, r in enumerate(op[1]):
                mem[regs['sp'] + 4 * i] = regs[r]
        elif k == 'pop':
            for i, r in enumerate(op[1]):
                regs[r] = mem[regs['sp'] + 4 * i]
            regs['sp'] += 4 * len(op[1])
        elif k == 'ldr':
            regs[op[1]] = mem[regs[op[2]] + op[3]]
        elif k == 'str':
            mem[regs[op[2]] + op[3]] = regs[op[1]]
        elif k == 'ldm':
            base = regs[op[1]]
            for i, r in enumerate(op[2]):
                regs[r] = mem[base + 4 * i]
        elif k == 'stm':
            base = regs[op[1]]
            for i, r in enumerate(op[2]):
                mem[base + 4 * i] = regs[r]
        elif k == 'ldrx':
            regs[op[1]] = mem[regs[op[2]] + 4 * regs[op[3]]]
        elif k == 'movw':
            regs[op[1]] = op[2]
        elif k == 'movt':
            regs[op[1]] = (regs[op[1]] & 0xffff) | (op[2] << 16)
        elif k == 'rsb':
            regs[op[1]] = (operand(regs, op[3]) - regs[op[2]]) & M32
        elif k == 'mov':
            regs[op[1]] = operand(regs, op[2])
        elif k in ('add', 'sub'):
            v = regs[op[2]] + (1 if k == 'add' else -1) * operand(regs,
                                                                  op[3])
            regs[op[1]] = v & M32
        elif k in ('lsr', 'lsl', 'bic', 'and', 'orr', 'eor', 'mul'):
            x, y = regs[op[2]], operand(regs, op[3])
            regs[op[1]] = {'lsr': lambda: x >> y,
                           'lsl': lambda: (x << y) & M32,
                           'bic': lambda: x & ~y & M32,
                           'and': lambda: x & y, 'orr': lambda: x | y,
                           'eor': lambda: x ^ y,
                           'mul': lambda: (x * y) & M32}[k]()
        elif k in ('umull', 'umaal'):
            v = regs[op[3]] * regs[op[4]]
            if k == 'umaal':
                v += regs[op[1]] + regs[op[2]]
            regs[op[1]], regs[op[2]] = v & M32, v >> 32
        elif k in ('adds', 'adcs', 'adc'):
            v = regs[op[2]] + operand(regs, op[3]) + (k != 'adds' and c)
            regs[op[1]] = v & M32
            if k != 'adc':
                c = v >> 32
        elif k in ('subs', 'sbcs', 'sbc'):
            v = regs[op[2]] - operand(regs, op[3]) - (k != 'subs' and
                                                      1 - c)
            regs[op[1]] = v & M32
            if k != 'sbc':
                c = int(v >= 0)
        else:
            raise ValueError(k)
        if k in ('adcs', 'adc', 'sbcs', 'sbc'):
            assert c is not None


def words(x):
    return [(x >> (32 * i)) & M32 for i in range(8)]


def value(ws):
    return sum(w << (32 * i) for i, w in enumerate(ws))


def call(ops, a, b, alias):
    """Run ops as cb_p256_*(r, a, b); returns r and checks the frame."""
    regs = {r: 0x1000 + 17 * i for i, r in enumerate(REGS)}
    regs['sp'] = 0x20000
    mem = {}
    pa, pb, pr = 0x1000, 0x1100, 0x1200
    if alias == 'a':
        pr = pa
    elif alias == 'b':
        pr = pb
    for i in range(8):
        mem[pa + 4 * i] = a[i]
        mem[pb + 4 * i] = b[i]
    regs['r0'], regs['r1'], regs['r2'] = pr, pa, pb
    before = dict(regs)
    regs['pc'] = None
    regs['lr'] = 0xdead
    before['lr'] = 0xdead
    run(ops, regs, mem)
    assert regs['pc'] == 0xdead, 'no return'
    for r in ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'sp']:
        assert regs[r] == before[r], r
    saved = {before['sp'] - 4 * len(SAVED) + 4 * i: before[r]
             for i, r in enumerate(SAVED)}
    for addr, v in mem.items():
        if 0x10000 <= addr < before['sp']:
            assert v == saved.get(addr, 0), 'stack word %#x left' % addr
    return [mem[pr + 4 * i] for i in range(8)]


def edges():
    v = [0, 1, 2, P - 1, P - 2, (P - 1) // 2, (P + 1) // 2, 2**256 - 1 - P,
         2**256 - P]
    v += [2**(32 * k) - 1 for k in range(1, 8)]
    v += [P - 2**(32 * k) for k in range(8)]
    v += [value([M32 * (i % 2) for i in range(8)])]
    return v


def check(mul_ops, sqr_ops):
    rinv = pow(2**256, -1, P)
    rnd = random.Random(256)
    vs = edges() + [rnd.randrange(P) for _ in range(40)]
    # operands whose product's reduction carries the most
    vs += [P - 1 - rnd.randrange(2**32) for _ in range(8)]
    for x in vs:
        for y in vs[:12] + [rnd.randrange(P) for _ in range(4)] + [x]:
            want = words(x * y * rinv % P)
            for alias in ('', 'a', 'b'):
                got = call(mul_ops, words(x), words(y), alias)
                assert got == want, ('mul', hex(x), hex(y), alias)
        if sqr_ops is not None:
            want = words(x * x * rinv % P)
            for alias in ('', 'a'):
                got = call(sqr_ops, words(x), words(x), alias)
                assert got == want, ('sqr', hex(x), alias)
    for _ in range(3000):
        x, y = rnd.randrange(P), rnd.randrange(P)
        got = call(mul_ops, words(x), words(y), '')
        assert got == words(x * y * rinv % P), ('mul', hex(x), hex(y))
        if sqr_ops is not None:
            got = call(sqr_ops, words(x), words(x), '')
            assert got == words(x * x * rinv % P), ('sqr', hex(x))


# ---------------------------------------------------------------- cycles

def cycles(ops):
    """Cortex-M4 estimate (docs/cycles.md's rules, alignment aside)."""
    n = 0
    prev = None
    for op in ops:
        k = op[0]
        if k == 'label':
            continue
        if k in ('push', 'pop', 'ldm', 'stm'):
            regs = op[1] if k in ('push', 'pop') else op[2]
            n += 1 + len(regs) + (2 if 'pc' in regs else 0)
        elif k in ('ldrx', 'bcs'):      # bcs: taken
            n += 2
        elif k == 'ldr':
            if prev is not None and prev[0] == 'ldr' and \
                    prev[1] != op[2]:
                n += 1
            else:
                n += 2
        else:
            n += 1
        if k in ('ldr', 'str', 'ldm', 'stm') and prev is not None and \
                prev[0] not in ('ldr', 'str', 'ldm', 'stm', 'push', 'pop',
                                'bcs') and \
                prev[1] == (op[2] if k in ('ldr', 'str') else op[1]):
            n += 1
        prev = op
    return n


# ---------------------------------------------------------------- text

HEAD = '''/* SPDX-License-Identifier: MIT */
/* P-256 field arithmetic in Thumb-2 (Armv7E-M, Armv8-M with DSP). */
/* Generated by p256_armv7em_gen.py (which says how): do not edit. */
/*
 * void cb_p256_mul_armv7em(uint32_t r[8], const uint32_t a[8],
 *                          const uint32_t b[8]);
 *
 * r = a b / 2^256 mod p for a, b < p, fully reduced: the same function
 * as p256_mul in ec/ecp_nist.c (its C twin).  The product a b by two
 * bands of four rows (b's words in registers, a's streamed, one UMAAL a
 * word product), the 16-word product on the stack; then Montgomery's
 * reduction in place, where P-256's m_k are the words themselves and
 * their multiples of p four shifted additions each, in seven carry
 * chains; then p subtracted and added back under the borrow's mask.
 * About %(cycles)d cycles on Cortex-M4 (the generator's estimate).
 *
 * void cb_p256_sqr_armv7em(uint32_t r[8], const uint32_t a[8]);
 *
 * r = a^2 / 2^256 mod p, the same function as the multiplication with
 * b = a: a's eight words in registers, the product column by column, its
 * 28 products a_i a_j (i < j) once, each column doubled through the
 * flags and a_k^2 added by UMAAL; then the same reduction.  About
 * %(sqr_cycles)d cycles on Cortex-M4.
 *
 * Secret: a, b and r.  Straight-line code: no branch or address depends
 * on the values, and UMAAL takes one cycle whatever the operands on the
 * cores this is built for (Cortex-M4, M7, M33, M55).  Stack: %(stack)d
 * bytes (the saved registers and twelve words of the product, zeroed
 * before the return).
 */
#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)

\t.syntax unified
\t.thumb
\t.text

\t.align\t2
\t.global\tcb_p256_mul_armv7em
\t.type\tcb_p256_mul_armv7em, %%function
\t.thumb_func
cb_p256_mul_armv7em:
%(mul)s
\t.size\tcb_p256_mul_armv7em, . - cb_p256_mul_armv7em

\t.align\t2
\t.global\tcb_p256_sqr_armv7em
\t.type\tcb_p256_sqr_armv7em, %%function
\t.thumb_func
cb_p256_sqr_armv7em:
%(sqr)s
\t.size\tcb_p256_sqr_armv7em, . - cb_p256_sqr_armv7em

'''

# add and subtract, hand-written
ADDSUB = '''/*
 * void cb_p256_add_armv7em(uint32_t r[8], const uint32_t a[8],
 *                          const uint32_t b[8]);
 * void cb_p256_sub_armv7em(uint32_t r[8], const uint32_t a[8],
 *                          const uint32_t b[8]);
 *
 * r = a + b and a - b mod p for a, b < p, as add_p and sub_p in
 * ec/ecp_nist.c (their C twins): a in r3-r10, b two words at a time,
 * one carry chain; then the sum less p (or the difference) and p added
 * back under the mask of the borrow.  Straight-line, constant-time.
 */

/* r3-r10 += p & mask, mask in r11 (p's word 6 is 1: r12 = mask >> 31) */
	.macro	ADDP
	lsr	r12, r11, #31
	adds	r3, r3, r11
	adcs	r4, r4, r11
	adcs	r5, r5, r11
	adcs	r6, r6, #0
	adcs	r7, r7, #0
	adcs	r8, r8, #0
	adcs	r9, r9, r12
	adc	r10, r10, r11
	.endm

	.align	2
	.global	cb_p256_add_armv7em
	.type	cb_p256_add_armv7em, %function
	.thumb_func
cb_p256_add_armv7em:
	push	{r4-r11}
	ldm	r1, {r3-r10}
	ldm	r2!, {r11, r12}
	adds	r3, r3, r11
	adcs	r4, r4, r12
	ldm	r2!, {r11, r12}
	adcs	r5, r5, r11
	adcs	r6, r6, r12
	ldm	r2!, {r11, r12}
	adcs	r7, r7, r11
	adcs	r8, r8, r12
	ldm	r2!, {r11, r12}
	adcs	r9, r9, r11
	adcs	r10, r10, r12
	mov	r2, #0
	adc	r2, r2, #0
	/* (r2:sum) < 2p: subtract p, add it back if that borrowed */
	subs	r3, r3, #0xffffffff
	sbcs	r4, r4, #0xffffffff
	sbcs	r5, r5, #0xffffffff
	sbcs	r6, r6, #0
	sbcs	r7, r7, #0
	sbcs	r8, r8, #0
	sbcs	r9, r9, #1
	sbcs	r10, r10, #0xffffffff
	sbcs	r2, r2, #0
	sbc	r11, r11, r11
	ADDP
	stm	r0, {r3-r10}
	pop	{r4-r11}
	bx	lr
	.size	cb_p256_add_armv7em, . - cb_p256_add_armv7em

	.align	2
	.global	cb_p256_sub_armv7em
	.type	cb_p256_sub_armv7em, %function
	.thumb_func
cb_p256_sub_armv7em:
	push	{r4-r11}
	ldm	r1, {r3-r10}
	ldm	r2!, {r11, r12}
	subs	r3, r3, r11
	sbcs	r4, r4, r12
	ldm	r2!, {r11, r12}
	sbcs	r5, r5, r11
	sbcs	r6, r6, r12
	ldm	r2!, {r11, r12}
	sbcs	r7, r7, r11
	sbcs	r8, r8, r12
	ldm	r2!, {r11, r12}
	sbcs	r9, r9, r11
	sbcs	r10, r10, r12
	sbc	r11, r11, r11
	ADDP
	stm	r0, {r3-r10}
	pop	{r4-r11}
	bx	lr
	.size	cb_p256_sub_armv7em, . - cb_p256_sub_armv7em

'''


def fmt_operand(x):
    if isinstance(x, int):
        return '#%d' % x if x < 256 else '#0x%08x' % x
    if isinstance(x, tuple):
        return '%s, %s #%d' % (x[1], x[0], x[2])
    return x


def emit(ops):
    out = []
    for op in ops:
        k = op[0]
        if k in ('push', 'pop'):
            out.append('\t%s\t{%s}' % (k, ', '.join(op[1])))
        elif k == 'label':
            out.append('%s:' % op[1])
        elif k == 'bcs':
            out.append('\tbcs\t%s' % op[1])
        elif k == 'ldrx':
            out.append('\tldr\t%s, [%s, %s, lsl #2]' % op[1:])
        elif k in ('ldr', 'str'):
            out.append('\t%s\t%s, [%s, #%d]' % (k, op[1], op[2], op[3]))
        elif k in ('ldm', 'stm'):
            assert sorted(op[2], key=rnum) == op[2], op
            out.append('\t%s\t%s, {%s}' % (k, op[1], ', '.join(op[2])))
        elif k == 'mov':
            out.append('\tmov\t%s, %s' % (op[1], fmt_operand(op[2])))
        else:
            out.append('\t%s\t%s' % (k, ', '.join(fmt_operand(x)
                                                   for x in op[1:])))
    return '\n'.join(out)


def main():
    if not (len(sys.argv) == 2 or
            (len(sys.argv) == 3 and sys.argv[1] == '--check')):
        sys.exit('usage: p256_armv7em_gen.py [--check] OUT.S | --cycles')
    mul = function(product)
    sqr = function(square)
    if sys.argv[1] == '--cycles':
        print('mul', cycles(mul), 'sqr', cycles(sqr))
        return
    check(mul, sqr)
    text = HEAD % {'cycles': cycles(mul), 'sqr_cycles': cycles(sqr),
                   'stack': 4 * len(SAVED) + FRAME,
                   'mul': emit(mul), 'sqr': emit(sqr)} + ADDSUB + \
        '#endif\n'
    if len(sys.argv) == 3:
        with open(sys.argv[2]) as f:
            if f.read() != text:
                sys.exit('%s: not what p256_armv7em_gen.py writes '
                         '(regenerate it)' % sys.argv[2])
        return
    with open(sys.argv[1], 'w') as f:
        f.write(text)


if __name__ == '__main__':
    main()
