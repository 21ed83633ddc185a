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


def fold(ops, pool, kept, dst=None):
    """r = t mod p as above, t = words 0..11 on the stack and kept[12..15]
    in registers; then the product's stack words zeroed.  With dst (the
    ladder's inline product): r at sp + dst instead, nothing zeroed."""
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
    if dst is not None:
        ops += [('str', w[i], 'sp', dst + 4 * i) for i in range(8)]
        pool.put(c, k, t, *w.values())
        return
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


# ---------------------------------------------------------------- ladder
#
# cb_x25519_ladder_armv7em(xz, x1, k): RFC 7748's Montgomery ladder, its
# 255 steps in one frame: every element lives at a fixed offset from sp,
# so each operation is inline code (no call, no saved registers, no
# pointer: the product's bands and the fold read and write sp + offset)
# and its registers are all fourteen.  A step, as its C twin
# cb_f25519_w32_ladder (ec/f25519_w32.c) does it: the scalar bit of a
# public position makes the mask m of swap ^ bit; A, C = cswap(x2 + z2,
# x3 + z3) and B, D = cswap(x2 - z2, x3 - z3) under m (the sums of the
# pairs swapped, not the pairs: the same four values, with the selection
# folded into the sums' stores); AA = A^2, BB = B^2, E = AA - BB,
# DA = D A, CB = C B, x3 = (DA + CB)^2, z3 = x1 (DA - CB)^2,
# x2 = AA BB, z2 = E (AA + a24 E) with a24 E + AA one UMAAL a word.  The
# sums, differences and the small product fold as cb_f25519_w32_add, _sub
# and _mul_small do; products and squares as above.  After the last step
# x2 and z2 are selected from the pairs under the last bit's mask, and
# the whole frame (the scalar and every element) is zeroed.

A24 = 121665
SLOTS = ['X1', 'X2', 'Z2', 'X3', 'Z3', 'A', 'B', 'C', 'D', 'AA', 'BB', 'E',
         'DA', 'CB', 'K']
L = {n: 4 * gen.TWORDS + 32 * i for i, n in enumerate(SLOTS)}
L['CNT'] = L['K'] + 32          # the bit position, 254 .. 0
L['SWAP'] = L['CNT'] + 4        # the previous bit
L['MASK'] = L['CNT'] + 8        # all ones when the pairs are swapped
L['OUT'] = L['CNT'] + 12        # xz
LFRAME = L['OUT'] + 4
ALL = gen.REGS


def lmul(ops, dst, a, b):
    pool = gen.Pool(ALL)
    rows = [range(0, 8)] * 4
    for half in range(2):
        br = [pool.alloc() for _ in range(4)]
        ops += [('ldr', r, 'sp', L[b] + 16 * half + 4 * i)
                for i, r in enumerate(br)]
        kept = gen.band(ops, pool, br, 4 * half, rows, range(8),
                        range(4, 12) if half else (),
                        range(12, 16) if half else (), ('sp', L[a]))
        pool.put(*br)
    fold(ops, pool, kept, L[dst])


def lsqr(ops, dst, a, pool=None):
    """dst = a^2; a a slot, or the registers that hold it (from pool)."""
    pool = pool or gen.Pool(ALL)
    fold(ops, pool, gen.square(ops, pool, a if isinstance(a, list)
                               else L[a]), L[dst])


# cb_f25519_sqr_n_armv7em(r, a, n): r = a^(2^n), n >= 1, the squares
# inline in a loop on a frame of its own (the product's words, the
# element, the count, r), zeroed at the end.
SL = {'T': 0, 'S': 4 * gen.TWORDS}
SL['CNT'] = SL['S'] + 32
SL['OUT'] = SL['CNT'] + 4
SFRAME = SL['OUT'] + 4


def zero_frame(ops, size):
    """Every word of the frame zeroed, twelve registers at a time."""
    zs = ['r%d' % i for i in range(12)]
    ops += [('mov', r, 0) for r in zs]
    for off in range(0, size, 48):
        n = min(12, (size - off) // 4)
        ops += [('add', 'r12', 'sp', off), ('stm', 'r12', zs[:n])]


def sqr_n():
    ops = [('push', ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'lr']),
           ('sub', 'sp', 'sp', SFRAME), ('str', 'r0', 'sp', SL['OUT']),
           ('sub', 'r2', 'r2', 1), ('str', 'r2', 'sp', SL['CNT'])]
    ops += [('ldr', 'r%d' % (4 + i), 'r1', 4 * i) for i in range(8)]
    ops += [('str', 'r%d' % (4 + i), 'sp', SL['S'] + 4 * i)
            for i in range(8)]
    ops.append(('label', '.Lsqr'))
    pool = gen.Pool(ALL)
    fold(ops, pool, gen.square(ops, pool, SL['S']), SL['S'])
    ops += [('ldr', 'r3', 'sp', SL['CNT']), ('subs', 'r3', 'r3', 1),
            ('str', 'r3', 'sp', SL['CNT']), ('bcs', '.Lsqr')]
    ops.append(('ldr', 'r0', 'sp', SL['OUT']))
    ops += [('ldr', 'r%d' % (4 + i), 'sp', SL['S'] + 4 * i)
            for i in range(8)]
    ops += [('str', 'r%d' % (4 + i), 'r0', 4 * i) for i in range(8)]
    zero_frame(ops, SFRAME)
    ops += [('add', 'sp', 'sp', SFRAME),
            ('pop', ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'pc'])]
    return ops


def check_sqr_n(ops):
    rnd = random.Random(2552)
    for x in edges()[:8] + [rnd.randrange(2**256) for _ in range(4)]:
        for n in (1, 2, 5, 20):
            regs = {r: 0x1000 + 17 * i for i, r in enumerate(gen.REGS)}
            regs['sp'] = 0x20000
            mem = {0x1000 + 4 * i: w for i, w in enumerate(gen.words(x))}
            regs['r0'], regs['r1'], regs['r2'] = 0x1000, 0x1000, n
            before = dict(regs)
            regs['lr'] = before['lr'] = 0xdead
            gen.run(ops, regs, mem)
            assert regs['pc'] == 0xdead, 'no return'
            for r in ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11',
                      'sp']:
                assert regs[r] == before[r], r
            for addr, v in mem.items():
                if 0x10000 <= addr < before['sp'] - 36:
                    assert v == 0, 'stack word %#x left' % addr
            y = x
            for _ in range(n):
                y = want(y * y)
            got = [mem[0x1000 + 4 * i] for i in range(8)]
            assert got == gen.words(y), ('sqr_n', hex(x), n)


def fold38(ops, pool, x, sub):
    """x += 38 C (x -= 38 for a borrow), twice, as FOLD_CARRY."""
    k, m = pool.alloc(), pool.alloc()
    ops.append(('mov', k, 38))
    for second in (False, True):
        ops.append(('sbc', m, m, m))
        ops.append(('and' if sub else 'bic', m, k, m))
        if second:
            ops.append(('sub' if sub else 'add', x[0], x[0], m))
            break
        for i in range(8):
            ops.append(((('subs', 'sbcs') if sub else ('adds', 'adcs'))
                         [i > 0], x[i], x[i], m if i == 0 else 0))
    pool.put(k, m)


def laddsub(ops, pool, a, b, sub):
    """x = a + b or a - b, folded, in eight registers (returned)."""
    x = [pool.alloc() for _ in range(8)]
    ops += [('ldr', x[i], 'sp', L[a] + 4 * i) for i in range(8)]
    y = [pool.alloc() for _ in range(4)]
    for half in range(2):
        ops += [('ldr', y[i], 'sp', L[b] + 16 * half + 4 * i)
                for i in range(4)]
        for i in range(4):
            j = 4 * half + i
            ops.append(((('subs', 'sbcs') if sub else ('adds', 'adcs'))
                         [j > 0], x[j], x[j], y[i]))
    pool.put(*y)
    fold38(ops, pool, x, sub)
    return x


def lstore(ops, pool, x, dst):
    ops += [('str', x[i], 'sp', L[dst] + 4 * i) for i in range(8)]
    pool.put(*x)


def lop(ops, dst, a, b, sub):
    pool = gen.Pool(ALL)
    lstore(ops, pool, laddsub(ops, pool, a, b, sub), dst)


def lpair(ops, d1, d2, x2, z2, x3, z3, sub, sq):
    """d1, d2 = cswap(x2 +- z2, x3 +- z3) under the mask, then
    sq = d1^2 from the registers that hold d1."""
    pool = gen.Pool(ALL)
    lstore(ops, pool, laddsub(ops, pool, x3, z3, sub), d2)
    r = laddsub(ops, pool, x2, z2, sub)
    m, p, t = pool.alloc(), pool.alloc(), pool.alloc()
    ops.append(('ldr', m, 'sp', L['MASK']))
    for i in range(8):
        ops.append(('ldr', p, 'sp', L[d2] + 4 * i))
        ops.append(('eor', t, p, r[i]))
        ops.append(('and', t, t, m))
        ops.append(('eor', p, p, t))
        ops.append(('eor', r[i], r[i], t))
        ops.append(('str', p, 'sp', L[d2] + 4 * i))
        ops.append(('str', r[i], 'sp', L[d1] + 4 * i))
    pool.put(m, p, t)
    lsqr(ops, sq, r, pool)


def lmsa(ops, dst, e, aa):
    """dst = aa + a24 e: aa_i + e_i a24 + carry by one UMAAL (the carry
    at most a24), then 38 carry < 2^23 folded as in the small product."""
    pool = gen.Pool(ALL)
    x = [pool.alloc() for _ in range(8)]
    ops += [('ldr', x[i], 'sp', L[aa] + 4 * i) for i in range(8)]
    c, k, y = pool.alloc(), pool.alloc(), pool.alloc()
    ops.append(('movw', k, A24 & 0xffff))
    ops.append(('movt', k, A24 >> 16))
    ops.append(('mov', c, 0))
    for i in range(8):
        ops.append(('ldr', y, 'sp', L[e] + 4 * i))
        ops.append(('umaal', x[i], c, y, k))
    ops.append(('mov', k, 38))
    ops.append(('mul', c, c, k))
    for i in range(8):
        ops.append((('adds', 'adcs')[i > 0], x[i], x[i], c if i == 0 else 0))
    ops.append(('sbc', c, c, c))
    ops.append(('bic', c, k, c))
    ops.append(('add', x[0], x[0], c))
    lstore(ops, pool, x, dst)


def step(ops):
    """One ladder step, from the bit at CNT to the counter's decrement."""
    pool = gen.Pool(ALL)
    t, w, kb, b, sw = [pool.alloc() for _ in range(5)]
    ops.append(('ldr', t, 'sp', L['CNT']))
    ops.append(('lsr', w, t, 5))
    ops.append(('add', kb, 'sp', L['K']))
    ops.append(('ldrx', b, kb, w))
    ops.append(('and', w, t, 31))
    ops.append(('lsr', b, b, w))
    ops.append(('and', b, b, 1))
    ops.append(('ldr', sw, 'sp', L['SWAP']))
    ops.append(('str', b, 'sp', L['SWAP']))
    ops.append(('eor', sw, sw, b))
    ops.append(('rsb', sw, sw, 0))
    ops.append(('str', sw, 'sp', L['MASK']))
    lpair(ops, 'A', 'C', 'X2', 'Z2', 'X3', 'Z3', False, 'AA')
    lpair(ops, 'B', 'D', 'X2', 'Z2', 'X3', 'Z3', True, 'BB')
    lop(ops, 'E', 'AA', 'BB', True)
    lmul(ops, 'DA', 'D', 'A')
    lmul(ops, 'CB', 'C', 'B')
    for dst, sub in (('X3', False), ('Z3', True)):
        pool = gen.Pool(ALL)
        lsqr(ops, dst, laddsub(ops, pool, 'DA', 'CB', sub), pool)
    lmul(ops, 'Z3', 'Z3', 'X1')
    lmul(ops, 'X2', 'AA', 'BB')
    lmsa(ops, 'Z2', 'E', 'AA')
    lmul(ops, 'Z2', 'Z2', 'E')


def ladder():
    ops = [('push', ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'lr']),
           ('sub', 'sp', 'sp', LFRAME), ('str', 'r0', 'sp', L['OUT'])]
    for i in range(8):
        ops.append(('ldr', 'r3', 'r1', 4 * i))
        ops.append(('ldr', 'r4', 'r2', 4 * i))
        ops.append(('str', 'r3', 'sp', L['X1'] + 4 * i))
        ops.append(('str', 'r3', 'sp', L['X3'] + 4 * i))
        ops.append(('str', 'r4', 'sp', L['K'] + 4 * i))
    ops += [('mov', 'r3', 0), ('mov', 'r4', 1), ('mov', 'r5', 254)]
    for i in range(8):
        for n in ('X2', 'Z2', 'Z3'):
            ops.append(('str', 'r4' if i == 0 and n != 'Z2' else 'r3', 'sp',
                        L[n] + 4 * i))
    ops += [('str', 'r5', 'sp', L['CNT']), ('str', 'r3', 'sp', L['SWAP']),
            ('label', '.Lstep')]
    body = []
    step(body)
    ops += body
    ops += [('ldr', 'r3', 'sp', L['CNT']), ('subs', 'r3', 'r3', 1),
            ('str', 'r3', 'sp', L['CNT']), ('bcs', '.Lstep')]
    # x2, z2 = the pairs selected under the last bit's mask
    ops += [('ldr', 'r0', 'sp', L['OUT']), ('ldr', 'r1', 'sp', L['SWAP']),
            ('rsb', 'r1', 'r1', 0)]
    for n2, n3, base in (('X2', 'X3', 0), ('Z2', 'Z3', 32)):
        for i in range(8):
            ops += [('ldr', 'r2', 'sp', L[n2] + 4 * i),
                    ('ldr', 'r3', 'sp', L[n3] + 4 * i),
                    ('eor', 'r3', 'r3', 'r2'), ('and', 'r3', 'r3', 'r1'),
                    ('eor', 'r2', 'r2', 'r3'),
                    ('str', 'r2', 'r0', base + 4 * i)]
    # the frame zeroed: the scalar and every element are secret
    zero_frame(ops, LFRAME)
    ops += [('add', 'sp', 'sp', LFRAME),
            ('pop', ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'pc'])]
    return ops, body


# the C twin's integer functions, exactly (ec/f25519_w32.c)
M256 = 2**256 - 1


def tw_add(a, b):
    s = a + b
    s = (s & M256) + 38 * (s >> 256)
    c = s >> 256
    s &= M256
    assert (s & M32) + 38 * c <= M32
    return s + 38 * c


def tw_sub(a, b):
    d = a - b
    br = d < 0
    d &= M256
    d2 = d - 38 * br
    br2 = d2 < 0
    d2 &= M256
    assert (d2 & M32) >= 38 * br2
    return d2 - 38 * br2


def _fold38(s):
    s = (s & M256) + 38 * (s >> 256)
    c = s >> 256
    s &= M256
    assert (s & M32) + 38 * c <= M32
    return s + 38 * c


def tw_ladder(x1, k):
    x2, z2, x3, z3, swap = 1, 0, x1, 1, 0
    for t in range(254, -1, -1):
        bit = (k >> t) & 1
        m = swap ^ bit
        swap = bit
        a, c = tw_add(x2, z2), tw_add(x3, z3)
        b, d = tw_sub(x2, z2), tw_sub(x3, z3)
        if m:
            a, c, b, d = c, a, d, b
        aa, bb = want(a * a), want(b * b)
        e = tw_sub(aa, bb)
        da, cb = want(d * a), want(c * b)
        x3 = want(tw_add(da, cb) ** 2)
        z3 = want(x1 * want(tw_sub(da, cb) ** 2))
        x2 = want(aa * bb)
        z2 = want(e * _fold38(aa + A24 * e))
    if swap:
        x2, z2 = x3, z3
    return x2, z2


def x25519(k, u):
    """RFC 7748 §5, on integers mod p: the independent reference."""
    x1, x2, z2, x3, z3, swap = u, 1, 0, u, 1, 0
    for t in range(254, -1, -1):
        bit = (k >> t) & 1
        swap ^= bit
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
        swap = bit
        a, b = (x2 + z2) % P, (x2 - z2) % P
        aa, bb = a * a % P, b * b % P
        e = (aa - bb) % P
        c, d = (x3 + z3) % P, (x3 - z3) % P
        da, cb = d * a % P, c * b % P
        x3 = (da + cb) ** 2 % P
        z3 = x1 * (da - cb) ** 2 % P
        x2 = aa * bb % P
        z2 = e * (aa + A24 * e) % P
    if swap:
        x2, z2 = x3, z3
    return x2 * pow(z2, P - 2, P) % P


def call_ladder(ops, x1, k):
    regs = {r: 0x1000 + 17 * i for i, r in enumerate(gen.REGS)}
    regs['sp'] = 0x20000
    mem = {}
    px, pk, po = 0x1000, 0x1100, 0x1200
    for i in range(8):
        mem[px + 4 * i] = (x1 >> (32 * i)) & M32
        mem[pk + 4 * i] = (k >> (32 * i)) & M32
    regs['r0'], regs['r1'], regs['r2'] = po, px, pk
    before = dict(regs)
    regs['lr'] = before['lr'] = 0xdead
    gen.run(ops, regs, mem)
    assert regs['pc'] == 0xdead, 'no return'
    for r in ['r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'sp']:
        assert regs[r] == before[r], r
    for addr, v in mem.items():
        if 0x10000 <= addr < before['sp'] - 36:
            assert v == 0, 'stack word %#x left' % addr
    w = [mem[po + 4 * i] for i in range(16)]
    return gen.value(w[:8]), gen.value(w[8:])


def clamp(k):
    return (k & ~7 & (2**255 - 1)) | 2**254


def check_ladder(ops):
    rnd = random.Random(7748)
    # RFC 7748 §5.2's first vector, then edge and random u
    k0 = int.from_bytes(bytes.fromhex(
        'a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4'),
        'little')
    u0 = int.from_bytes(bytes.fromhex(
        'e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c'),
        'little') & (2**255 - 1)
    want0 = int.from_bytes(bytes.fromhex(
        'c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552'),
        'little')
    cases = [(clamp(k0), u0)]
    cases += [(clamp(rnd.randrange(2**256)), u)
              for u in (0, 1, 9, P - 1, P, 2**255 - 1)]
    cases += [(clamp(rnd.randrange(2**256)), rnd.randrange(2**255))
              for _ in range(2)]
    for n, (k, u) in enumerate(cases):
        x2, z2 = call_ladder(ops, u, k)
        assert (x2, z2) == tw_ladder(u, k), ('ladder', hex(k), hex(u))
        got = x2 * pow(z2, P - 2, P) % P
        assert got == x25519(k, u), ('ladder', hex(k), hex(u))
        if n == 0:
            assert got == want0, 'RFC 7748 5.2'


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
 * void cb_f25519_sqr_n_armv7em(uint32_t r[8], const uint32_t a[8],
 *                              unsigned n);
 *
 * r = a^(2^n) for n >= 1 (r may alias a): the square n times in a loop,
 * inline on a frame of its own, the same words as n squares.  Stack:
 * %(sqnstack)d bytes, zeroed before the return.
 *
 * void cb_x25519_ladder_armv7em(uint32_t xz[16], const uint32_t x1[8],
 *                               const uint32_t k[8]);
 *
 * RFC 7748's Montgomery ladder on u = x1 (any value below 2^256) and the
 * clamped scalar k (little-endian words), its 255 steps in one frame
 * with every operation inline (f25519_armv7em_gen.py says how): xz = x2
 * then z2, the projective result.  About %(step)d cycles a step on
 * Cortex-M4.  Its C twin is cb_f25519_w32_ladder (ec/f25519_w32.c).
 * Secret: k, x1 and every element; the bit of k at the public position
 * of the step is read by a public index and only makes the mask of the
 * selections; the loop's one branch is on the public step count.
 * Stack: %(lstack)d bytes, all zeroed before the return.
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

\t.align\t2
\t.global\tcb_x25519_ladder_armv7em
\t.type\tcb_x25519_ladder_armv7em, %%function
\t.thumb_func
cb_x25519_ladder_armv7em:
%(ladder)s
\t.size\tcb_x25519_ladder_armv7em, . - cb_x25519_ladder_armv7em

\t.align\t2
\t.global\tcb_f25519_sqr_n_armv7em
\t.type\tcb_f25519_sqr_n_armv7em, %%function
\t.thumb_func
cb_f25519_sqr_n_armv7em:
%(sqr_n)s
\t.size\tcb_f25519_sqr_n_armv7em, . - cb_f25519_sqr_n_armv7em

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
    lad, body = ladder()
    sqn = sqr_n()
    stepc = gen.cycles(body) + 9        # with the count and the branch
    if sys.argv[1] == '--cycles':
        print('mul', gen.cycles(mul), 'sqr', gen.cycles(sqr), 'step', stepc)
        return
    check(mul, sqr)
    check_ladder(lad)
    check_sqr_n(sqn)
    text = HEAD % {'cycles': gen.cycles(mul), 'sqr_cycles': gen.cycles(sqr),
                   'stack': 4 * len(gen.SAVED) + gen.FRAME,
                   'step': stepc, 'lstack': 36 + LFRAME,
                   'mul': gen.emit(mul), 'sqr': gen.emit(sqr),
                   'ladder': gen.emit(lad), 'sqr_n': gen.emit(sqn),
                   'sqnstack': 36 + SFRAME} + ADDSUB + '#endif\n'
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
