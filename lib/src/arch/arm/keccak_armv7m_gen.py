#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Generate keccak_armv7m.S: Keccak-f[1600] on the bit-interleaved state of
# hash/keccak_bi32.c (its C twin), in Thumb-2, and check the generated
# instructions on a model of the registers and memory against FIPS 202
# before writing them.
#
# Usage: keccak_armv7m_gen.py OUT.S   (tests the model, then writes OUT.S)
#        keccak_armv7m_gen.py --check FILE.S   (tests the model, then
#        fails unless FILE.S is what it would write: the 'lib' suite)
#
# The rounds are keccak_bi32.c's, with theta's column parities computed
# as chi produces the words they sum: each round starts from the ten
# parities of its input (five in registers, five on the frame), makes
# theta's D[x] from them (to the frame), then computes pi/rho/chi half-row
# by half-row (all even halves, then all odd ones) from five source words
# (xored with D, rotated) into the other state array, XORing each output
# word into the parity of its column as it is stored; the state
# ping-pongs between the caller's array and a 50-word frame array; iota on
# word 0/1.  So the state is loaded once per round, not twice (the C
# twin's separate parity pass); the first round's parities come from a
# pass of their own before the loop.
#
# Lazy rotation: rho's rotations are never executed.  Each stored word
# carries a rotation known here (its value is rotl(stored, pending)), and
# every instruction that reads a word as its second operand rotates it into
# line with the first through the barrel shifter (EOR/BIC Rd, Rn, Rm,
# ROR #k), for free.  A result takes its first operand's pending, so an
# output word follows one source word and rho's offsets add up along pi;
# the pendings at the top of the two-round loop are picked so that the two
# rounds reproduce them on all but one word per cycle of that map (an
# explicit ROR for those).  The first and last rounds are outside the
# loop (rounds 1-22 are its 11 passes): the first reads st with no
# pendings and rotates its outputs into the loop's, the last rotates
# its outputs back to none (a ROR per word that needs one) and makes no
# parities, so st is neither rotated before the rounds nor after them
# (a pass of loads, RORs and stores each, before).
#
# Fewer loads of D: each half-row needs five of the ten D words, one per
# column.  The first half-row's are computed last by the D pass and used
# from the registers they were computed in; after that the two D words a
# half-row loads last go into r12 and lr, which chi leaves alone, and are
# picked among those the next half-row needs (ORDER, the rows' order in
# each half, makes that happen as often as it can): 30 loads of D a
# round, not 50.
#
# Cortex-M4 timing (docs/cycles.md): loads come in runs (a load after a
# load takes one cycle), and the width of each load and store (16 or
# 32-bit) is chosen so that every stretch of 32-bit instructions starts
# on a word boundary (a run of three or more on halfword boundaries
# costs a fetch cycle).
import random
import sys

# pi's source lanes and rho's offsets per output row (keccak_bi32.c ROUND)
ROWS = [
    [(0, 0), (6, 44), (12, 43), (18, 21), (24, 14)],
    [(3, 28), (9, 20), (10, 3), (16, 45), (22, 61)],
    [(1, 1), (7, 6), (13, 25), (19, 8), (20, 18)],
    [(4, 27), (5, 36), (11, 10), (17, 15), (23, 56)],
    [(2, 62), (8, 55), (14, 39), (15, 41), (21, 2)],
]
EOFF, DOFF, CSOFF, RCOFF, RCEND, FRAME = 0, 200, 240, 260, 264, 272
# registers: the five source words of a half-row, the five column
# parities being accumulated, and three scratch (D words, chi, iota)
B = ['r%d' % (1 + j) for j in range(5)]
ACC = ['r%d' % (6 + x) for x in range(5)]
SCR = ['r11', 'r12', 'lr']


def word_src(s, r, h):
    """(state word, D word, left rotation) of half h of rot(A[s] ^ D, r)"""
    if (r & 1) == 0:
        return 2 * s + h, 2 * (s % 5) + h, r // 2
    if h == 0:
        return 2 * s + 1, 2 * (s % 5) + 1, (r + 1) // 2
    return 2 * s, 2 * (s % 5), (r - 1) // 2


def sh(pr, px, extra=0):
    """Right rotation making operand X (pending px, times rot(., extra))
    line up with a result of pending pr: stored s means rotl(s, p)."""
    return (pr - px - extra) % 32


# the order of the rows in each half (row 0 first: it starts the
# parities and takes iota): the best of all 576 by best_order() (the
# D words a half-row leaves in SCR[1], SCR[2] are what the next one
# needs as often as possible)
ORDER = [[0, 4, 3, 1, 2], [0, 4, 3, 1, 2]]


def best_order():
    """The row orders giving the fewest instructions plus runs of loads
    (each costs a cycle more on the M4) in a round."""
    import itertools
    global ORDER
    saved, best = ORDER, None
    z = [0] * 50
    for p0 in itertools.permutations([1, 2, 3, 4]):
        for p1 in itertools.permutations([1, 2, 3, 4]):
            ORDER = [[0] + list(p0), [0] + list(p1)]
            ops = gen_round('r0', 'sp', z, z[:10])[0]
            runs = sum(1 for i, op in enumerate(ops) if op[0] == 'ldr' and
                       (i == 0 or ops[i - 1][0] != 'ldr'))
            if best is None or len(ops) + runs < best[0]:
                best = (len(ops) + runs, ORDER)
    ORDER = saved
    return best[1]


def gen_round(a, e, pin, pc, want=None, rc=0, last=False):
    """Instructions of one round from state base a into base e, the words
    at a stored rotated: word w's value is rotl(stored, pin[w]).  On
    entry theta's column parities C are ready (the even words 2x on the
    frame at CSOFF, the odd ones 2x + 1 in ACC[x]), word w at pending
    pc[w]; on exit those of the output, accumulated as chi produces it.
    Returns the instructions, the pendings of the words written to e and
    those of the new parities; with want, each output word is rotated (one
    ROR) to want[w] instead.  Iota's constant is at rc bytes from the
    address on the frame at RCOFF.  The last round (last) makes no
    parities."""
    ops = []
    # D[x] = C[x - 1] ^ rot(C[x + 1], 1) (the halves swap), to the frame:
    # the even parities into B first; D takes C[x - 1]'s pending
    creg = {}
    for x in range(5):
        ops.append(('ldr', B[x], 'sp', CSOFF + 4 * x))
        creg[2 * x] = B[x]
        creg[2 * x + 1] = ACC[x]
    pd = [0] * 10
    # the D words of the first half-row (row 0, even words) are computed
    # last and stay in registers for it (stored too, for the others):
    # into free scratch or into the odd parity read for the last time
    first = [word_src(s, r, 0)[1] for s, r in ROWS[0]]
    keep = {8: ACC[0], 0: SCR[0], 5: ACC[1], 2: SCR[1], 7: SCR[2]}
    assert sorted(keep) == sorted(first)
    order = [i for i in range(10) if i not in keep] + [8, 0, 5, 2, 7]
    for k, i in enumerate(order):
        x, h = i // 2, i % 2
        xm, xp = (x + 4) % 5, (x + 1) % 5
        if h == 0:
            n, m, ex = 2 * xm, 2 * xp + 1, 1
        else:
            n, m, ex = 2 * xm + 1, 2 * xp, 0
        r = keep.get(i, SCR[k % 3])
        ops.append(('eor', r, creg[n], creg[m], sh(pc[n], pc[m], ex)))
        ops.append(('str', r, 'sp', DOFF + 4 * i))
        pd[i] = pc[n]
    pout = [0] * 50
    pcout = [0] * 10
    # the D word each scratch register holds (of this round's D): a word
    # still held when a half-row needs it is not loaded again
    held = {r: i for i, r in keep.items()}
    seq = [(y, h) for h in range(2) for y in ORDER[h]]
    pacc = [0] * 5
    for n_row, (y, h) in enumerate(seq):
        if True:
            src = [word_src(s, r, h) for s, r in ROWS[y]]
            need = [wd for wa, wd, rot in src]
            nxt = set()
            if n_row + 1 < len(seq):
                ny, nh = seq[n_row + 1]
                nxt = set(word_src(s, r, nh)[1] for s, r in ROWS[ny])
            dr = [None] * 5
            if (y, h) == (0, 0):
                dr = [keep[wd] for wd in need]
            else:
                for j, wd in enumerate(need):
                    for r, v in held.items():
                        if v == wd and r in SCR:
                            dr[j] = r
            # the D words to load, those the next half-row needs last
            # (into SCR[1], SCR[2], which chi leaves alone)
            todo = sorted((j for j in range(5) if dr[j] is None),
                          key=lambda j: need[j] in nxt)
            if y == 0:
                # ACC is free until chi writes it: the round constant's
                # address, the five words, their D words and the
                # constant as one run of loads (on the M4 a load right
                # after a load takes one cycle, not two)
                free = [r for r in ACC[:2] + SCR if r not in dr]
                for j in reversed(todo):
                    dr[j] = free.pop()
                ops.append(('ldr', ACC[4], 'sp', RCOFF))
                for j, (wa, wd, rot) in enumerate(src):
                    ops.append(('ldr', B[j], a, 4 * wa))
                for j in todo:
                    ops.append(('ldr', dr[j], 'sp', DOFF + 4 * need[j]))
                ops.append(('ldr', ACC[3], ACC[4], rc + 4 * h))
                parts = (([], list(range(5))),)
            else:
                # the five words and the D words that fit as one run of
                # loads (three registers, less the held ones), then the
                # last two D words
                free = [r for r in SCR if r not in dr]
                k = len(free)
                first, late = todo[:k], todo[k:]
                for j in first:
                    dr[j] = free.pop(0)
                for j, (wa, wd, rot) in enumerate(src):
                    ops.append(('ldr', B[j], a, 4 * wa))
                # the last two into SCR[0] unless the next half-row
                # wants them, so that what it wants stays held
                cur = dict((dr[j], need[j]) for j in range(5)
                           if dr[j] is not None)
                keepr = [r for r in SCR[1:] if cur.get(r) in nxt]
                free = [SCR[0]] + [r for r in SCR[1:] if r not in keepr]
                for j in sorted(late, key=lambda j: need[j] in nxt):
                    if need[j] in nxt:
                        sc = [r for r in free if r != SCR[0]] or free
                        dr[j] = sc[0]
                    else:
                        dr[j] = free[0]
                    free.remove(dr[j])
                    if not free:
                        free = [r for r in keepr]
                        keepr = []
                parts = ((first, [j for j in range(5) if j not in late]),
                         (late, late))
            for loads, eors in parts:
                for j in loads:
                    if y != 0:
                        ops.append(('ldr', dr[j], 'sp',
                                    DOFF + 4 * need[j]))
                for j in eors:
                    wa, wd, rot = src[j]
                    ops.append(('eor', B[j], B[j], dr[j],
                                sh(pin[wa], pd[wd])))
            for j in range(5):
                held[dr[j]] = need[j]
            # chi writes SCR[0] (and ACC in row 0)
            for r in [SCR[0]] + ACC:
                held.pop(r, None)
            # rho: no instruction, only the pending moves
            pb = [(pin[wa] + rot) % 32 for wa, wd, rot in src]
            t = SCR[0]
            for x in range(5):
                b0, b1, b2 = x, (x + 1) % 5, (x + 2) % 5
                w = 10 * y + 2 * x + h
                ops.append(('bic', t, B[b2], B[b1], sh(pb[b2], pb[b1])))
                # the result takes b0's pending, so each output word
                # follows one source word (rho's offsets add up); the
                # first row's words are the parities' first terms
                r = ACC[x] if y == 0 else t
                ops.append(('eor', r, B[b0], t, sh(pb[b0], pb[b2])))
                p = pb[b0]
                if y == 0 and x == 0:
                    ops.append(('eor', r, r, ACC[3], sh(p, 0)))
                if want is not None and want[w] != p:
                    ops.append(('ror', r, r, (want[w] - p) % 32))
                    p = want[w]
                pout[w] = p
                ops.append(('str', r, e, 4 * w))
                if y == 0:
                    pacc[x] = p
                elif not last:
                    ops.append(('eor', ACC[x], ACC[x], t,
                                sh(pacc[x], p)))
            if n_row % 5 != 4 or last:
                continue
            # the end of a half's rows: its parities are complete
            for x in range(5):
                pcout[2 * x + h] = pacc[x]
                if h == 0:
                    ops.append(('str', ACC[x], 'sp', CSOFF + 4 * x))
    return ops, pout, pcout


def loop_pendings():
    """Pendings of the state at the top of the two-round loop body that
    the body itself reproduces on as many words as possible: a word's
    pending after two rounds is one source word's plus fixed offsets, so
    along each cycle of that map all words but one can agree."""
    z = [0] * 50
    # the map: which input word each output follows and by how much
    _, p1, _ = gen_round('r0', 'sp', z, z[:10])
    src = [None] * 50
    for w in range(50):
        one = [0] * 50
        one[w] = 1
        _, q, _ = gen_round('r0', 'sp', one, z[:10])
        for v in range(50):
            if (q[v] - p1[v]) % 32 == 1:
                src[v] = w
    off = p1
    # two rounds: out v <- src[src[v]], offset off[src[v]] + off[v]
    g = [src[src[v]] for v in range(50)]
    c = [(off[src[v]] + off[v]) % 32 for v in range(50)]
    pend = [None] * 50
    for v0 in range(50):
        if pend[v0] is not None:
            continue
        cyc, v = [], v0
        while v not in cyc:
            cyc.append(v)
            v = g[v]
        # P(v) = P(g(v)) + c(v): pick P on the cycle's first word as 0
        # relative, walk backwards along it
        rel = {cyc[0]: 0}
        for i in range(len(cyc) - 1, 0, -1):
            # cyc[i] maps to cyc[(i+1) % n]; P(cyc[i]) = P(next) + c
            nxt = cyc[(i + 1) % len(cyc)]
            rel[cyc[i]] = (rel[nxt] + c[cyc[i]]) % 32
        # shift so that the most words sit at 0 (nothing to do on entry)
        counts = {}
        for v in cyc:
            counts[(-rel[v]) % 32] = counts.get((-rel[v]) % 32, 0) + 1
        base = max(counts, key=lambda k: counts[k])
        for v in cyc:
            pend[v] = (rel[v] + base) % 32
    return pend


# ---- the model: registers, memory, FIPS 202 ----

M32 = 0xffffffff


def ror(v, n):
    n %= 32
    return ((v >> n) | (v << (32 - n))) & M32 if n else v


def run(ops, regs, mem):
    for op in ops:
        k = op[0]
        if k == 'ldr':
            regs[op[1]] = mem[regs[op[2]] + op[3]]
        elif k == 'str':
            mem[regs[op[2]] + op[3]] = regs[op[1]]
        elif k == 'eor':
            regs[op[1]] = regs[op[2]] ^ ror(regs[op[3]], op[4])
        elif k == 'bic':
            regs[op[1]] = regs[op[2]] & ~ror(regs[op[3]], op[4]) & M32
        elif k == 'ror':
            regs[op[1]] = ror(regs[op[2]], op[3])
        elif k == 'add':
            regs[op[1]] = regs[op[2]] + op[3]
        elif k == 'ldm':
            for i, r in enumerate(op[2]):
                regs[r] = mem[regs[op[1]] + 4 * i]
        elif k == 'stm':
            for i, r in enumerate(op[2]):
                mem[regs[op[1]] + 4 * i] = regs[r]
        else:
            raise ValueError(k)


RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A,
      0x8000000080008000, 0x000000000000808B, 0x0000000080000001,
      0x8000000080008081, 0x8000000000008009, 0x000000000000008A,
      0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
      0x000000008000808B, 0x800000000000008B, 0x8000000000008089,
      0x8000000000008003, 0x8000000000008002, 0x8000000000000080,
      0x000000000000800A, 0x800000008000000A, 0x8000000080008081,
      0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61],
       [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]


def keccak_f(lanes):
    """FIPS 202 Keccak-f[1600] on 25 64-bit lanes, index x + 5y."""
    M = (1 << 64) - 1
    a = list(lanes)
    for rnd in range(24):
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20]
             for x in range(5)]
        d = [c[(x + 4) % 5] ^ (((c[(x + 1) % 5] << 1) |
                                (c[(x + 1) % 5] >> 63)) & M)
             for x in range(5)]
        a = [a[i] ^ d[i % 5] for i in range(25)]
        bb = [0] * 25
        for x in range(5):
            for y in range(5):
                r = ROT[x][y]
                v = a[x + 5 * y]
                bb[y + 5 * ((2 * x + 3 * y) % 5)] = \
                    ((v << r) | (v >> (64 - r))) & M if r else v
        a = [bb[i] ^ (~bb[(i % 5 + 1) % 5 + 5 * (i // 5)] &
                      bb[(i % 5 + 2) % 5 + 5 * (i // 5)] & M)
             for i in range(25)]
        a[0] ^= RC[rnd]
    return a


def interleave(v):
    e = o = 0
    for i in range(32):
        e |= ((v >> (2 * i)) & 1) << i
        o |= ((v >> (2 * i + 1)) & 1) << i
    return e, o


def rc_words():
    return [w for rc in RC for w in interleave(rc)]


def entry0():
    """Before the first round: the column parities of st (no pendings),
    in the place gen_round expects them, a column half at a time."""
    ops = []
    for x in range(5):
        for h in range(2):
            w = 2 * x + h
            for y in range(5):
                ops.append(('ldr', B[y], 'r0', 4 * (w + 10 * y)))
            r = ACC[x]
            ops.append(('eor', r, B[0], B[1], 0))
            for y in range(2, 5):
                ops.append(('eor', r, r, B[y], 0))
            if h == 0:
                ops.append(('str', r, 'sp', CSOFF + 4 * x))
    return ops


def body():
    """The rounds: the first (from st as it is, into the frame at the
    loop's pendings), the loop body's two (frame to st, st to frame:
    rounds 1 and 2 of 11 pairs), the last (frame to st, every word
    rotated back, no parities); and the first parities before them."""
    pend = loop_pendings()
    z = [0] * 50
    ra, pe, pc1 = gen_round('r0', 'sp', pend, pend[:10], rc=16)
    rb, _, pc2 = gen_round('sp', 'r0', pe, pc1, pend, 8)
    # the loop body hands the next its parities as its first round takes
    # them: those of row 0, which are at pe
    assert pc2 == pend[:10]
    r0, pe0, pc0 = gen_round('r0', 'sp', z, z[:10], pe, 0)
    assert pe0 == pe and pc0 == pc1
    r23, out, _ = gen_round('sp', 'r0', pe, pc1, z, 8, last=True)
    assert out == z
    return r0, rb, ra, r23, entry0()


def check():
    rnd = random.Random(1600)
    rcw = rc_words()
    lanes = [rnd.getrandbits(64) for _ in range(25)]
    mem = {}
    ST, FR, RCT = 0x1000, 0x2000, 0x3000
    for i, v in enumerate(lanes):
        mem[ST + 8 * i], mem[ST + 8 * i + 4] = interleave(v)
    for i, w in enumerate(rcw):
        mem[RCT + 4 * i] = w
    regs = {'r0': ST, 'sp': FR}
    r0, rb, ra, r23, pre = body()
    run(pre, regs, mem)
    mem[FR + RCOFF] = RCT
    run(r0, regs, mem)
    for i in range(11):
        mem[FR + RCOFF] = RCT + 16 * i
        run(rb, regs, mem)
        run(ra, regs, mem)
    mem[FR + RCOFF] = RCT + 16 * 11
    run(r23, regs, mem)
    want = keccak_f(lanes)
    for i, v in enumerate(want):
        if (mem[ST + 8 * i], mem[ST + 8 * i + 4]) != interleave(v):
            sys.exit('keccak_armv7m_gen: model differs at lane %d' % i)


# ---- emission ----

LOW = ['r%d' % i for i in range(8)]


def narrow_ok(op):
    """Whether op has a 16-bit encoding: LDR/STR Rt, [Rn, #imm] with Rt
    low and Rn low (imm up to 124) or SP (up to 1020); CMP."""
    k = op[0]
    if k in ('ldr', 'str'):
        rt, rn, imm = op[1], op[2], op[3]
        if rt not in LOW or imm % 4:
            return False
        return (rn in LOW and imm <= 124) or (rn == 'sp' and imm <= 1020)
    return k == 'cmp'


def widths(ops, pc=0):
    """Size of each op (2 or 4), from pc (mod 4) on.  The rule of the
    Cortex-M4 fetch unit (docs/cycles.md: a run of three or more 32-bit
    instructions on halfword boundaries costs a cycle) is kept away by
    parity: each stretch of instructions that may be 16-bit gets an
    even or odd number of 16-bit ones (one of them widened, at a word
    boundary, where needed) so that the 32-bit ones after it start on a
    word boundary."""
    out = []
    i = 0
    while i < len(ops):
        if not narrow_ok(ops[i]):
            out.append(4)
            i += 1
            continue
        j = i
        while j < len(ops) and narrow_ok(ops[j]):
            j += 1
        # ops[i:j] may be narrow; after them pc must be 0 mod 4
        for m in range(i, j):
            left = j - m
            # all narrow from here: the parity after the stretch
            end = (pc + 2 * left) % 4
            if end == 0 or pc != 0:
                out.append(2)
                pc = (pc + 2) % 4
            else:
                out.append(4)
        i = j
    return out


def end_pc(ops, pc):
    """pc (mod 4) after ops laid out from pc (bne.w after them: + 4)."""
    return (pc + sum(widths(ops, pc))) % 4


def emit_ops(ops, pc=0):
    """Assembly lines of ops, each with its width (.n or .w) as widths()
    lays them out from pc on."""
    out = []
    for op, w in zip(ops, widths(ops, pc)):
        k = op[0]
        q = '.n' if w == 2 else '.w'
        if k in ('ldr', 'str'):
            out.append('\t%s%s\t%s, [%s, #%d]' % (k, q, op[1], op[2], op[3]))
        elif k == 'eor':
            sh = ', ror #%d' % op[4] if op[4] else ''
            out.append('\teor\t%s, %s, %s%s' % (op[1], op[2], op[3], sh))
        elif k == 'bic':
            sh = ', ror #%d' % op[4] if op[4] else ''
            out.append('\tbic\t%s, %s, %s%s' % (op[1], op[2], op[3], sh))
        elif k == 'ror':
            out.append('\tror\t%s, %s, #%d' % (op[1], op[2], op[3]))
        elif k == 'add':
            out.append('\tadd.w\t%s, %s, #%d' % (op[1], op[2], op[3]))
        elif k == 'cmp':
            out.append('\tcmp%s\t%s, %s' % (q, op[1], op[2]))
        elif k in ('ldm', 'stm'):
            out.append('\t%s\t%s, {%s-%s}' % (k, op[1], op[2][0],
                                                op[2][-1]))
    return out


HEAD = """\
/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600], bit-interleaved, in Thumb-2; C twin: hash/keccak_bi32.c. */
/*
 * Generated by keccak_armv7m_gen.py (which checks these instructions on a
 * model against FIPS 202 first): do not edit.
 *
 * void cb_keccakf1600_armv7m(uint64_t st[25]);
 *
 * The 24 rounds on the state of cb_keccakf1600_il() (each lane as its
 * even word, then its odd word), the rounds of keccak_bi32.c with
 * theta's column parities accumulated as chi produces each round's
 * output (five in r6-r10, five on the frame) instead of in a pass of
 * their own: theta's D from the parities to the frame, then each
 * half-row of rho/pi/chi from its five source words into the other
 * array, st and a 50-word frame array taking turns (round 0, 11
 * loops of two rounds, round 23); iota from a table of the round
 * constants' even and odd halves.  D words are reused from registers where a half-row needs
 * what the one before loaded (30 loads of D a round instead of 50);
 * 16/32-bit widths are picked so that no run of 32-bit instructions
 * sits on halfword boundaries (the M4 fetch unit's extra cycle).
 *
 * Lazy rotation: rho's rotations are folded into the ROR #k operand of
 * the EOR/BIC that next reads each word; inside the loop the words are
 * stored rotated by amounts fixed per position (the generator tracks
 * them), four explicit RORs per two rounds keep them fixed from one loop
 * to the next; the first round (reading st as it is) and the last
 * (writing it back unrotated, no parities) are copies of their own
 * that rotate their outputs into place (one ROR a word where needed),
 * so that the state is neither rotated on entry nor on exit.
 *
 * Constant-time: XOR, BIC and rotations by fixed amounts; every address
 * is st, the frame or the table at a fixed offset; the loop depends only
 * on the round count.  The frame (state, D and parity words: secret) is
 * zeroed before returning; stack: %(stack)d bytes.
 */
#if defined(__thumb2__)

	.syntax unified
	.thumb

	.section .rodata.cb_keccak_rc_armv7m, "a"
	.p2align 2
cb_keccak_rc_armv7m:
%(rc)s

	.section .text.cb_keccakf1600_armv7m, "ax", %%progbits
	.p2align 2
	.global cb_keccakf1600_armv7m
	.type cb_keccakf1600_armv7m, %%function
	.thumb_func
cb_keccakf1600_armv7m:
	push	{r4-r11, lr}
	sub	sp, sp, #%(frame)d
	movw	r2, #:lower16:cb_keccak_rc_armv7m
	movt	r2, #:upper16:cb_keccak_rc_armv7m
	str	r2, [sp, #%(rcoff)d]
	add	r2, r2, #176
	str	r2, [sp, #%(rcend)d]
"""
# the bytes of HEAD's instructions after the function's word-aligned start
# (push.w, sub, movw, movt, str, add.w, str)
HEAD_BYTES = 4 + 2 + 4 + 4 + 2 + 4 + 2


TAIL = """\
%(post)s
	/* wipe the frame (state words, D, parities): twelve zero
	 * registers, STMs */
%(wipe)s
	add	sp, sp, #%(frame)d
	pop	{r4-r11, pc}
	.size cb_keccakf1600_armv7m, . - cb_keccakf1600_armv7m

#endif
"""


def main():
    if sys.argv[1:] == ['--order']:
        print(best_order())
        return
    if not (len(sys.argv) == 2 or
            (len(sys.argv) == 3 and sys.argv[1] == '--check')):
        sys.exit('usage: keccak_armv7m_gen.py [--check] OUT.S | --order')
    check()
    rcw = rc_words()
    rc = '\n'.join('\t.word\t0x%08x, 0x%08x' % (rcw[i], rcw[i + 1])
                   for i in range(0, len(rcw), 2))
    p = {'rc': rc, 'frame': FRAME, 'eoff': EOFF, 'rcoff': RCOFF,
         'rcend': RCEND,
         'stack': FRAME + 36}
    r0, rb, ra, r23, pre = body()
    # the loop's end: the round constants' address 16 bytes on, until
    # the last round's
    ctl = [('ldr', 'r11', 'sp', RCOFF), ('ldr', 'r12', 'sp', RCEND),
           ('add', 'r11', 'r11', 16), ('str', 'r11', 'sp', RCOFF),
           ('cmp', 'r11', 'r12')]
    lines = []
    pc = HEAD_BYTES % 4
    first = pre + r0
    lines += emit_ops(first, pc)
    pc = end_pc(first, pc)
    # the loop starts on a word boundary (a 16-bit instruction there)
    if pc:
        lines.append('\tnop')
    lines.append('1:')
    loop = rb + ra + ctl
    lines += emit_ops(loop, 0)
    pc = end_pc(loop, 0)
    lines.append('\tbne.w\t1b')
    p['post'] = '\n'.join(lines + emit_ops(r23, pc))
    wipe = ['\tmovs\tr%d, #0' % i for i in range(1, 13)]
    wipe.append('\tmov\tr0, sp')
    n = FRAME // 4
    while n > 0:
        k = min(n, 12)
        wipe.append('\tstmia\tr0!, {r1-r%d}' % k)
        n -= k
    p['wipe'] = '\n'.join(wipe)
    lines = [HEAD % p, TAIL % p]
    text = '\n'.join(lines)
    if len(sys.argv) == 3:
        with open(sys.argv[2]) as f:
            if f.read() != text:
                sys.exit('%s: not what keccak_armv7m_gen.py writes '
                         '(regenerate it)' % sys.argv[2])
        return
    with open(sys.argv[1], 'w') as f:
        f.write(text)


if __name__ == '__main__':
    main()
