#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Generate keccak_armv7m.S: Keccak-f[1600] on the bit-interleaved state of
# hash/keccak_bi32.c (its C twin), in Thumb-2, and check the generated
# instructions on a model of the registers and memory against FIPS 202
# before writing them.
#
# Usage: keccak_armv7m_gen.py OUT.S   (tests the model, then writes OUT.S)
#
# The algorithm is keccak_bi32.c's: theta's ten column parities in r2-r11,
# D[x] to the frame, then each half-row of pi/rho/chi from its five source
# words (xored with D, rotated) into the other state array, ping-ponging
# between the caller's state and a 50-word frame array; iota on word 0/1.
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
EOFF, DOFF, RCOFF, FRAME = 0, 200, 220, 224


def word_src(s, r, h):
    """(state word, D word, left rotation) of half h of rot(A[s] ^ D, r)"""
    if (r & 1) == 0:
        return 2 * s + h, 2 * (s % 5) + h, r // 2
    if h == 0:
        return 2 * s + 1, 2 * (s % 5) + 1, (r + 1) // 2
    return 2 * s, 2 * (s % 5), (r - 1) // 2


def gen_round(a, e):
    """Instructions of one round from state base a into base e."""
    ops = []
    c = ['r%d' % (2 + w) for w in range(10)]
    for w in range(10):
        ops.append(('ldr', c[w], a, 4 * w))
        for y in range(1, 5):
            t = 'r12' if y % 2 else 'lr'
            ops.append(('ldr', t, a, 4 * (w + 10 * y)))
            ops.append(('eor', c[w], c[w], t, 0))
    # D[x] = C[x - 1] ^ rot(C[x + 1], 1) (the halves swap): words 0-4 to
    # the frame, 5-9 kept in registers, each into a parity register that
    # is dead by then
    def dword(i):
        x, h = i // 2, i % 2
        xm, xp = (x + 4) % 5, (x + 1) % 5
        if h == 0:
            return c[2 * xm], c[2 * xp + 1], 31
        return c[2 * xm + 1], c[2 * xp], 0

    dreg = {}
    for i in range(5):
        rn, rm, sh = dword(i)
        ops.append(('eor', 'r12', rn, rm, sh))
        ops.append(('str', 'r12', 'sp', DOFF + 4 * i))
    for i, reg in ((9, 'lr'), (8, 'r12'), (7, 'r2'), (6, 'r3'), (5, 'r4')):
        rn, rm, sh = dword(i)
        ops.append(('eor', reg, rn, rm, sh))
        dreg[i] = reg
    b = ['r%d' % (5 + j) for j in range(5)]
    t, t2 = 'r10', 'r11'
    for y in range(5):
        for h in range(2):
            for j, (s, r) in enumerate(ROWS[y]):
                wa, wd, rot = word_src(s, r, h)
                ops.append(('ldr', b[j], a, 4 * wa))
                if wd in dreg:
                    ops.append(('eor', b[j], b[j], dreg[wd], 0))
                else:
                    ops.append(('ldr', t, 'sp', DOFF + 4 * wd))
                    ops.append(('eor', b[j], b[j], t, 0))
                if rot:
                    ops.append(('ror', b[j], b[j], 32 - rot))
            for x in range(5):
                ops.append(('bic', t, b[(x + 2) % 5], b[(x + 1) % 5]))
                ops.append(('eor', t, t, b[x], 0))
                if y == 0 and x == 0:
                    ops.append(('ldr', t2, 'sp', RCOFF))
                    ops.append(('ldr', t2, t2, 4 * h))
                    ops.append(('eor', t, t, t2, 0))
                ops.append(('str', t, e, 4 * (10 * y + 2 * x + h)))
    return ops


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
            regs[op[1]] = regs[op[2]] & ~regs[op[3]] & M32
        elif k == 'ror':
            regs[op[1]] = ror(regs[op[2]], op[3])
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
    regs = {'r0': ST, 'r1': FR + EOFF, 'sp': FR}
    r01, r10 = gen_round('r0', 'r1'), gen_round('r1', 'r0')
    for i in range(12):
        mem[FR + RCOFF] = RCT + 16 * i
        run(r01, regs, mem)
        mem[FR + RCOFF] = RCT + 16 * i + 8
        run(r10, regs, mem)
    want = keccak_f(lanes)
    for i, v in enumerate(want):
        if (mem[ST + 8 * i], mem[ST + 8 * i + 4]) != interleave(v):
            sys.exit('keccak_armv7m_gen: model differs at lane %d' % i)


# ---- emission ----

def emit_ops(ops):
    out = []
    for op in ops:
        k = op[0]
        if k in ('ldr', 'str'):
            out.append('\t%s\t%s, [%s, #%d]' % (k, op[1], op[2], op[3]))
        elif k == 'eor':
            sh = ', ror #%d' % op[4] if op[4] else ''
            out.append('\teor\t%s, %s, %s%s' % (op[1], op[2], op[3], sh))
        elif k == 'bic':
            out.append('\tbic\t%s, %s, %s' % (op[1], op[2], op[3]))
        elif k == 'ror':
            out.append('\tror\t%s, %s, #%d' % (op[1], op[2], op[3]))
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
 * even word, then its odd word), the same algorithm as keccak_bi32.c:
 * theta's parities in r2-r11, D on the frame, each half-row of
 * rho/pi/chi from its five source words into the other array, st and a
 * 50-word frame array taking turns (12 loops of two rounds); iota from a
 * table of the round constants' even and odd halves.
 *
 * Constant-time: XOR, BIC and rotations by fixed amounts; every address
 * is st, the frame or the table at a fixed offset; the loop depends only
 * on the round count.  The frame (state and D words: secret) is zeroed
 * before returning; stack: %(stack)d bytes.
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
	add	r1, sp, #%(eoff)d
	movw	r2, #:lower16:cb_keccak_rc_armv7m
	movt	r2, #:upper16:cb_keccak_rc_armv7m
	str	r2, [sp, #%(rcoff)d]
1:
"""

TAIL = """\
	ldr	r8, [sp, #%(rcoff)d]
	add	r8, r8, #8
	str	r8, [sp, #%(rcoff)d]
	movw	r9, #:lower16:cb_keccak_rc_armv7m + 192
	movt	r9, #:upper16:cb_keccak_rc_armv7m + 192
	cmp	r8, r9
	bne	1b
	/* wipe the frame: state words and D */
	movs	r2, #0
	movs	r3, #0
	mov	r4, sp
	add	r5, sp, #%(frame)d
2:
	strd	r2, r3, [r4], #8
	cmp	r4, r5
	bne	2b
	add	sp, sp, #%(frame)d
	pop	{r4-r11, pc}
	.size cb_keccakf1600_armv7m, . - cb_keccakf1600_armv7m

#endif
"""


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: keccak_armv7m_gen.py OUT.S')
    check()
    rcw = rc_words()
    rc = '\n'.join('\t.word\t0x%08x, 0x%08x' % (rcw[i], rcw[i + 1])
                   for i in range(0, len(rcw), 2))
    p = {'rc': rc, 'frame': FRAME, 'eoff': EOFF, 'rcoff': RCOFF,
         'stack': FRAME + 36}
    lines = [HEAD % p]
    lines += emit_ops(gen_round('r0', 'r1'))
    # the second round's constants: 8 bytes on
    lines += ['\tldr\tr8, [sp, #%d]' % RCOFF, '\tadd\tr8, r8, #8',
              '\tstr\tr8, [sp, #%d]' % RCOFF]
    lines += emit_ops(gen_round('r1', 'r0'))
    lines.append(TAIL % p)
    with open(sys.argv[1], 'w') as f:
        f.write('\n'.join(lines))


if __name__ == '__main__':
    main()
