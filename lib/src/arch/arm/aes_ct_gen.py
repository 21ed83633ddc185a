#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Generate aes_ct_armv7em.S from aes_ct.c's S-box circuit (stdlib only).
#
# usage (from the top of the tree):
#   python3 lib/src/arch/arm/aes_ct_gen.py [TRIALS] > \
#       lib/src/arch/arm/aes_ct_armv7em.S
# (default 1500 trials per block, fixed seeds: about four minutes on an
# idle machine; the committed file was made with 300, on a loaded one).
#
# The generated cb_aes_ct_encrypt2_armv7em is aes_ct.c's encrypt2() (its
# C twin): rounds 1..nr-1 of two fixsliced blocks, each sbox() then
# mix_columns(q, k, rk) with k the round number mod 4, then sbox().  Five
# straight-line blocks (k = 1, 2, 3, 0 and the last SubBytes) in a loop
# over groups of four rounds whose exits depend on nr only.
# cb_aes_ct_decrypt2_armv7em is decrypt2() in the same way: inv_sbox()
# and inv_mix_columns(q, k, rk), k = -(round number) mod 4.  Each block
# reads the state from the stack frame (ldm), keeps it in registers
# through S-box, MixColumns and AddRoundKey, and writes it back.
# MixColumns uses the barrel shifter: every rotation is the free "ror #n"
# of an operand, a byte rotation by n bits costs three instructions (rs()
# below), round keys come in pairs.
#
# The script reads the S-box gates from aes_ct.c (sbox(), inv_sbox()) and
# internal/bitslice.h (the shared middle), then, for each block, searches
# for a gate order (random list schedules near the source order, then a
# local search moving one gate at a time; fixed seeds) that needs the
# fewest Cortex-M4 cycles (cycles(): single loads pipelined, single
# stores one cycle) with 14 registers: values are spilled
# furthest-next-use first, two at a time where another dirty value can go
# along, reloaded two at a time when the neighbouring slot is needed
# soon; state words and round keys are reloaded from where they are
# instead of spilled.  Pairs are emitted as two LDR or STR, never LDRD or
# STRD (3 cycles and never pipelined on the M4).  The whole function is then checked by
# simulating the emitted instructions against a model of the C code for
# nr = 10, 12 and 14 on random states and keys, and both S-box circuits
# against the FIPS 197 S-box on all 256 inputs.  derive_layers() is how
# sbox()'s linear layers were made (run it by hand: it is not called).
#
# Constant time: no branch or address depends on the state or the keys.
import random
import re
import sys
from pathlib import Path

TOP = Path(__file__).resolve().parents[4]
M32 = 0xffffffff
REGS = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9',
        'r10', 'r11', 'r12', 'lr']


def ror(x, n):
    n &= 31
    return ((x >> n) | (x << (32 - n))) & M32 if n else x


def rol(x, n):
    return ror(x, 32 - (n & 31))


_GATES = {}


def sbox_gates(inv=False):
    """(dst, op, a, b) of aes_ct.c's sbox() (inv_sbox()), source order."""
    if inv in _GATES:
        return _GATES[inv]
    src = (TOP / 'lib/src/block/aes_ct.c').read_text()
    fn = '\ninv_sbox(uint32_t *q)\n' if inv else '\nsbox(uint32_t *q)\n'
    body = src.split(fn, 1)[1].split('\n}\n', 1)[0]
    h = (TOP / 'lib/src/internal/bitslice.h').read_text()
    h = h[h.index('#define CB_AES_SBOX_MIDDLE \\'):]
    h = h[:h.index('\n\n')]
    gate = r'(\w+) = (\w+) ([&^]) (\w+)'
    middle = re.findall(gate, h)
    gates, outs = [], {}
    for ln in body.split('\n'):
        ln = ln.strip()
        m = re.fullmatch(gate + ';', ln)
        found = [m.groups()] if m else \
            middle if ln == 'CB_AES_SBOX_MIDDLE;' else []
        for d, a, op, b in found:
            gates.append((d, 'and' if op == '&' else 'eor', a, b))
    for m in re.finditer(r'^\tq\[(\d)\] = (\w+);$', body, re.M):
        outs[int(m[1])] = m[2]
    ins = {}
    for m in re.finditer(r'^\t(\w+) = q\[(\d)\];$', body, re.M):
        ins[m[1]] = int(m[2])
    assert len(gates) == (127 if inv else 116)
    assert len(outs) == 8 and len(ins) == 8
    _GATES[inv] = (gates, ins, outs)
    return _GATES[inv]


# ---- the DAG of one round ----------------------------------------------
# op: (kind, dsts, srcs, rot, imm)
#   eor: d = a ^ ror(b, rot)       and: d = a & ror(b, rot)
#   andi: d = a & imm
#   ldrd: d0, d1 = rk words at byte offset imm ('RKP' the pointer)
#   strd: state words imm, imm + 1 of the frame = a, b
#   stqd: q[imm], q[imm + 1] = a, b ('QP' the pointer)
# The block's inputs are the state words in the frame (sp + 4j), also in
# r0..r7 (ldm) when the block starts.

def build(k, rkoff, inv=False):
    """
    Ops of sbox() then (k is not None) mix_columns(q, k, rk), or with inv
    of inv_sbox() then inv_mix_columns(q, k, rk).
    """
    gates, ins, outs = sbox_gates(inv)
    ops = [(o, (d,), (a, b), 0, 0) for d, o, a, b in gates]
    inputs = dict(ins)
    if k is None:
        for j in range(0, 8, 2):
            ops.append(('stqd', (), (outs[j], outs[j + 1], 'QP'), 0, j))
        return ops, inputs
    a = [outs[j] for j in range(8)]
    cnt = [0]

    def name():
        cnt[0] += 1
        return 'X%d' % cnt[0]

    def new(kind, x, y, rot, imm=0):
        d = name()
        ops.append((kind, (d,), (x, y) if y else (x,), rot, imm))
        return d

    def rs(x, d):
        """row_shift(x, d, k) as a term (node, rotation)."""
        n = (2 * d * k) & 7
        if n == 0:
            return (x, 8 * d)
        # r = ror(x, c2) ^ (ror(x, c1) ^ ror(x, c2)) & lo
        #   = ror(x ^ ror(w, 8), c2), w = (x ^ ror(x, 24)) & rol(lo, c1)
        c1, c2 = 8 * d + n, 8 * d + n - 8
        lo = 0x01010101 * (0xff >> n)
        v = new('eor', x, x, 24)
        w = new('andi', v, None, 0, rol(lo, c1))
        s = new('eor', x, w, 8)
        return (s, c2)

    if inv:
        # a ^= 4(a ^ row + 2 of a), as inv_mix_columns()
        u = []
        for j in range(8):
            x, rot = rs(a[j], 2)
            u.append(new('eor', a[j], x, rot))
        mul4 = [(6,), (6, 7), (0, 7), (1, 6), (2, 6, 7), (3, 7), (4,),
                (5,)]
        for j in range(8):
            for m in mul4[j]:
                a[j] = new('eor', a[j], u[m], 0)
    r = [rs(a[j], 1) for j in range(8)]
    t = [new('eor', a[j], r[j][0], r[j][1]) for j in range(8)]
    rk = []
    for j in range(0, 8, 2):
        d0, d1 = name(), name()
        ops.append(('ldrd', (d0, d1), ('RKP',), 0, rkoff + 4 * j))
        rk += [d0, d1]
    res = []
    for j in range(8):
        terms = []
        if j > 0:
            terms.append((t[j - 1], 0))
        if j in (0, 1, 3, 4):
            terms.append((t[7], 0))
        terms.append(r[j])
        terms.append(rs(t[j], 2))
        terms.append((rk[j], 0))
        # the first operand must be unrotated
        first = [x for x in terms if x[1] == 0][0]
        terms.remove(first)
        acc = first[0]
        for x, rot in terms:
            acc = new('eor', acc, x, rot)
        res.append(acc)
    for j in range(0, 8, 2):
        ops.append(('strd', (), (res[j], res[j + 1]), 0, j))
    return ops, inputs


# ---- reference models ---------------------------------------------------

def model_sbox(q, inv=False):
    gates, ins, outs = sbox_gates(inv)
    v = {u: q[j] for u, j in ins.items()}
    for d, o, a, b in gates:
        v[d] = v[a] & v[b] if o == 'and' else v[a] ^ v[b]
    return [v[outs[j]] for j in range(8)]


def model_row_shift(x, d, k):
    n = (2 * d * k) & 7
    lo = 0x01010101 * (0xff >> n)
    if n == 0:
        return ror(x, 8 * d)
    return (ror(x, 8 * d + n) & lo) | (ror(x, 8 * d + n - 8) & ~lo & M32)


def model_round(q, rk, k, inv=False):
    a = model_sbox(q, inv)
    if k is None:
        return a
    if inv:
        u = [x ^ model_row_shift(x, 2, k) for x in a]
        a = [a[0] ^ u[6], a[1] ^ u[6] ^ u[7], a[2] ^ u[0] ^ u[7],
             a[3] ^ u[1] ^ u[6], a[4] ^ u[2] ^ u[6] ^ u[7], a[5] ^ u[3] ^ u[7],
             a[6] ^ u[4], a[7] ^ u[5]]
    r = [model_row_shift(x, 1, k) for x in a]
    t = [a[j] ^ r[j] for j in range(8)]
    rs2 = [model_row_shift(x, 2, k) for x in t]
    o = [0] * 8
    o[0] = t[7] ^ r[0] ^ rs2[0] ^ rk[0]
    o[1] = t[0] ^ t[7] ^ r[1] ^ rs2[1] ^ rk[1]
    o[2] = t[1] ^ r[2] ^ rs2[2] ^ rk[2]
    o[3] = t[2] ^ t[7] ^ r[3] ^ rs2[3] ^ rk[3]
    o[4] = t[3] ^ t[7] ^ r[4] ^ rs2[4] ^ rk[4]
    o[5] = t[4] ^ r[5] ^ rs2[5] ^ rk[5]
    o[6] = t[5] ^ r[6] ^ rs2[6] ^ rk[6]
    o[7] = t[6] ^ r[7] ^ rs2[7] ^ rk[7]
    return o


def check_sbox_fips():
    """
    The circuits against the FIPS 197 S-box, all inputs: sbox() gives
    S(x) ^ 0x63, inv_sbox() InvS(y ^ 0x63).
    """
    def mul(x, y):
        p = 0
        while y:
            if y & 1:
                p ^= x
            x <<= 1
            if x & 0x100:
                x ^= 0x11b
            y >>= 1
        return p
    for x in range(256):
        inv = 0
        for y in range(1, 256):
            if mul(x, y) == 1:
                inv = y
        s = 0x63
        for i in range(8):
            bit = 0
            for j in (0, 4, 5, 6, 7):
                bit ^= (inv >> ((i + j) % 8)) & 1
            s ^= bit << i
        q = [0xffffffff if (x >> j) & 1 else 0 for j in range(8)]
        o = model_sbox(q)
        y = sum(1 << j for j in range(8) if o[j] & 1) ^ 0x63
        assert y == s, (x, y, s)
        # inv_sbox() takes its input with the 0x63 already added
        q = [0xffffffff if ((s ^ 0x63) >> j) & 1 else 0 for j in range(8)]
        o = model_sbox(q, True)
        y = sum(1 << j for j in range(8) if o[j] & 1)
        assert y == x, (x, y)


# ---- scheduling and register allocation ---------------------------------

PTRS = ('QP', 'RKP')


def overwrites(op, inputs):
    """The inputs whose frame word op overwrites."""
    if op[0] != 'strd':
        return set()
    return set(v for v, j in inputs.items() if j in (op[4], op[4] + 1))


def deps_of(order, inputs):
    """For each op, the indices of the ops it must follow."""
    prod = {}
    for i, op in enumerate(order):
        for d in op[1]:
            prod[d] = i
    deps = []
    for i, op in enumerate(order):
        ds = set(prod[s] for s in op[2] if s in prod)
        ow = overwrites(op, inputs)
        if ow:
            ds |= set(u for u, o in enumerate(order)
                      if ow & set(o[2]))
        deps.append(ds)
    return deps


def schedule(ops, inputs, rng, sigma, greedy):
    """A random topological order near the source order."""
    deps = deps_of(ops, inputs)
    users = [[] for _ in ops]
    for i, ds in enumerate(deps):
        for j in ds:
            users[j].append(i)
    remaining = {}
    for op in ops:
        for s in set(op[2]):
            remaining[s] = remaining.get(s, 0) + 1
    key = [i + rng.gauss(0, sigma) for i in range(len(ops))]
    waiting = [len(d) for d in deps]
    ready = [i for i in range(len(ops)) if waiting[i] == 0]
    order = []
    while ready:
        def score(i):
            kills = sum(1 for s in set(ops[i][2])
                        if remaining.get(s, 0) == 1 and s not in PTRS)
            return key[i] - greedy * (kills - len(ops[i][1]))
        i = min(ready, key=score)
        ready.remove(i)
        order.append(ops[i])
        for s in set(ops[i][2]):
            remaining[s] -= 1
        for j in users[i]:
            waiting[j] -= 1
            if waiting[j] == 0:
                ready.append(j)
    assert len(order) == len(ops)
    return order


def allocate(order, inputs, bonus):
    """Instructions for order; returns (insns, nslots)."""
    uses = {}
    for i, op in enumerate(order):
        for s in set(op[2]):
            uses.setdefault(s, []).append(i)
    nuse = {v: 0 for v in uses}
    reg = {}                    # value -> register
    holder = {r: None for r in REGS}
    slot = {}                   # value -> spill slot
    # clean copies in memory: the inputs (frame state words until
    # overwritten), the round keys, the pointers (frame)
    mem = {'QP': ('F', 'QP'), 'RKP': ('F', 'RKP')}
    free_slots, nslots = set(), 0
    slot_val = {}               # live spill slot -> value
    out = []
    for v, j in inputs.items():
        reg[v] = REGS[j]
        holder[REGS[j]] = v
        mem[v] = ('F', 'S%d' % j)

    def next_use(v, i):
        lst = uses.get(v, [])
        n = nuse.get(v, 0)
        while n < len(lst) and lst[n] < i:
            n += 1
        if v in nuse:
            nuse[v] = n
        return lst[n] if n < len(lst) else 10 ** 6

    def new_slots(n):
        """n (1 or 2) adjacent free slots."""
        nonlocal nslots
        for s in sorted(free_slots):
            if n == 1 or s + 1 in free_slots:
                for t in range(s, s + n):
                    free_slots.discard(t)
                return s
        s = nslots
        nslots += n
        return s

    def victim(i, keep):
        for r in REGS:
            if holder[r] is None:
                return r
        best, bscore = None, None
        for r in REGS:
            v = holder[r]
            if v in keep:
                continue
            clean = v in slot or v in mem
            sc = next_use(v, i) + (bonus if clean else 0)
            if bscore is None or sc > bscore:
                best, bscore = r, sc
        return best

    def get_reg(i, keep):
        best = victim(i, keep)
        v = holder[best]
        if v is None:
            return best
        if v not in slot and v not in mem:
            # a store is due: store the next likely victim with it (strd)
            part, pn = None, -1
            for r in REGS:
                w = holder[r]
                if r == best or w is None or w in slot or w in mem:
                    continue
                if next_use(w, i) > pn:
                    part, pn = r, next_use(w, i)
            if part is None:
                s = new_slots(1)
                out.append(('str', best, 'sp', 'X%d' % s))
            else:
                s = new_slots(2)
                w = holder[part]
                slot[w] = s + 1
                slot_val[s + 1] = w
                out.append(('strd', best, part, 'sp', 'X%d' % s))
            slot[v] = s
            slot_val[s] = v
        del reg[v]
        holder[best] = None
        return best

    def load(v, i, keep):
        if v in reg:
            return reg[v]
        if v in slot:
            r = get_reg(i, keep)
            reg[v] = r
            holder[r] = v
            s = slot[v]
            # the slot's neighbour, if needed soon: both with one ldrd
            for t in (s - 1, s + 1):
                w = slot_val.get(t)
                if w is None or w in reg:
                    continue
                nu = next_use(w, i)
                r2 = victim(i, keep | {v})
                x = holder[r2]
                if x is not None and (x not in slot and x not in mem or
                                      next_use(x, i) <= nu):
                    continue
                if x is not None:
                    del reg[x]
                    holder[r2] = None
                reg[w] = r2
                holder[r2] = w
                if t < s:
                    out.append(('ldrd', r2, r, 'sp', 'X%d' % t))
                else:
                    out.append(('ldrd', r, r2, 'sp', 'X%d' % s))
                return r
            out.append(('ldr', r, 'sp', 'X%d' % s))
            return r
        if mem[v][0] == 'F':
            r = get_reg(i, keep)
            out.append(('ldr', r, 'sp', mem[v][1]))
        else:
            p = mem[v][0]
            rp = load(p, i, keep | {p})
            r = get_reg(i, keep | {p})
            out.append(('ldr', r, rp, mem[v][1]))
        reg[v] = r
        holder[r] = v
        return r

    def release(v, i):
        if v in PTRS:
            return
        if next_use(v, i + 1) == 10 ** 6:
            if v in reg:
                holder[reg[v]] = None
                del reg[v]
            if v in slot:
                free_slots.add(slot[v])
                del slot_val[slot[v]]
                del slot[v]
            mem.pop(v, None)

    for i, op in enumerate(order):
        kind, ds, ss, rot, imm = op
        keep = set(ss)
        rs_ = {}
        for s in ss:
            rs_[s] = load(s, i, keep)
        for s in set(ss):
            release(s, i)
        if kind == 'strd':
            out.append(('strd', rs_[ss[0]], rs_[ss[1]], 'sp', 'S%d' % imm))
            continue
        if kind == 'stqd':
            out.append(('strd', rs_[ss[0]], rs_[ss[1]], rs_['QP'], 4 * imm))
            continue
        rd = []
        for d in ds:
            r = get_reg(i, keep | set(ds))
            reg[d] = r
            holder[r] = d
            rd.append(r)
        if kind in ('eor', 'and'):
            out.append((kind, rd[0], rs_[ss[0]], rs_[ss[-1]], rot))
        elif kind == 'andi':
            out.append(('andi', rd[0], rs_[ss[0]], imm))
        else:
            mem[ds[0]] = ('RKP', imm)
            mem[ds[1]] = ('RKP', imm + 4)
            out.append(('ldrd', rd[0], rd[1], rs_['RKP'], imm))
    return out, nslots


def cycles(code):
    """
    Cortex-M4 cycles of code as emitted (docs/cycles.md, model cortex-m4
    2): data processing 1; LDR 2, 1 right after another single LDR (the
    address registers here are never loaded by the load before); STR with
    an immediate offset 1.  LDRD and STRD are emitted as two LDR or STR
    (3 cycles each, never pipelined, against 3 or 2 for two LDR and 2 for
    two STR).
    """
    n, prev_ld = 0, False
    for ins in code:
        kind = ins[0]
        if kind in ('ldr', 'ldrd'):
            k = 2 if kind == 'ldrd' else 1
            n += k + (0 if prev_ld else 1)
            prev_ld = True
            continue
        n += 2 if kind == 'strd' else 1
        prev_ld = False
    return n


def improve(order, inputs, bonus, rng, iters):
    """Local search: move one op within its dependency window."""
    code, nslots = allocate(order, inputs, bonus)
    cost = cycles(code)
    for it in range(iters):
        n = len(order)
        i = rng.randrange(n)
        op = order[i]
        deps = deps_of(order, inputs)
        lo = max(deps[i]) + 1 if deps[i] else 0
        hi = min([j for j in range(i + 1, n) if i in deps[j]],
                 default=n) - 1
        if hi <= lo:
            continue
        t = rng.randint(lo, hi)
        if t == i:
            continue
        new = order[:i] + order[i + 1:]
        new.insert(t, op)
        c2, ns2 = allocate(new, inputs, bonus)
        if cycles(c2) <= cost:
            order, cost, code, nslots = new, cycles(c2), c2, ns2
    return order, code, nslots


def best_code(k, rkoff, trials, seed, inv):
    ops, inputs = build(k, rkoff, inv)
    rng = random.Random(seed)
    cands = []
    for trial in range(trials):
        sigma = rng.choice([0, 2, 5, 10, 20])
        greedy = rng.choice([3, 10, 30])
        bonus = rng.choice([0, 2, 5, 10])
        order = schedule(ops, inputs, rng, sigma, greedy)
        code, nslots = allocate(order, inputs, bonus)
        cands.append((cycles(code), trial, order, bonus))
    cands.sort(key=lambda c: c[0])
    best = None
    for _, _, order, bonus in cands[:3]:
        order, code, nslots = improve(order, inputs, bonus, rng,
                                      5 * trials)
        if best is None or cycles(code) < cycles(best[0]):
            best = (code, nslots)
    return best


# ---- emission and simulation ----------------------------------------------
# Frame: state words S0..S7 at sp + 0..28, spill slots X0.. after them,
# then the q pointer, the round key pointer and the two exit tests' key
# pointers.

def fmt(ins):
    kind = ins[0]
    if kind in ('eor', 'and'):
        _, rd, ra, rb, rot = ins
        s = '\t%s\t%s, %s, %s' % (kind, rd, ra, rb)
        return s + (', ror #%d' % rot if rot else '')
    if kind == 'andi':
        return '\tand\t%s, %s, #0x%08x' % ins[1:]
    if kind in ('ldr', 'str'):
        return '\t%s\t%s, [%s, #{%s}]' % ins if isinstance(ins[3], str) \
            else '\t%s\t%s, [%s, #%d]' % ins
    if kind in ('ldrd', 'strd'):
        # two single loads or stores: cheaper on the M4 (see cycles());
        # the second load first when the first would overwrite the base
        _, a, b, base, off = ins
        one = kind[:3]
        if isinstance(off, str):
            pa = '[%s, #{%s}]' % (base, off)
            pb = '[%s, #{%s}+4]' % (base, off)
        else:
            pa = '[%s, #%d]' % (base, off)
            pb = '[%s, #%d]' % (base, off + 4)
        la = '\t%s\t%s, %s' % (one, a, pa)
        lb = '\t%s\t%s, %s' % (one, b, pb)
        return lb + '\n' + la if one == 'ldr' and a == base else \
            la + '\n' + lb
    raise ValueError(ins)


def block(k, rkoff, trials, seed, inv):
    code, nslots = best_code(k, rkoff, trials, seed, inv)
    return ['\tldm\tsp, {r0-r7}'] + \
        [ln for x in code for ln in fmt(x).split('\n')], nslots


def function(trials, inv):
    """
    The whole function: rounds in groups of four (offsets ks), exits
    after the first and the third round of a group (by nr), last S-box.
    """
    name = 'cb_aes_ct_%s2_armv7em' % ('decrypt' if inv else 'encrypt')
    ks = (3, 2, 1, 0) if inv else (1, 2, 3, 0)
    lb = '.L%s' % ('d' if inv else 'e')
    blocks, nslots = {}, 0
    for k, off in zip(ks + (None,), (0, 32, 64, 96, 0)):
        seed = (2000 if inv else 1000) + (k if k is not None else 9)
        b, n = block(k, off, trials, seed, inv)
        blocks[k] = b
        nslots = max(nslots, n)
        sys.stderr.write('%s k=%s: %d instructions, %d slots\n' %
                         (name, k, len(b), n))
    fr = {'S%d' % j: 4 * j for j in range(8)}
    fr.update({'X%d' % s: 32 + 4 * s for s in range(nslots)})
    top = 32 + 4 * nslots
    fr.update({'QP': top, 'RKP': top + 4, 'E1': top + 8, 'E3': top + 12})
    size = top + 16
    # a section per function: --gc-sections drops decryption when unused
    L = ['', '\t.section\t.text.%s, "ax", %%progbits' % name,
         '\t.align\t2', '\t.global\t' + name,
         '\t.type\t%s, %%function' % name, '\t.thumb_func', name + ':',
         '\tpush\t{r4-r11, lr}',
         '\tsub\tsp, sp, #{SIZE}',
         '\tstr\tr0, [sp, #{QP}]',
         '\tstr\tr1, [sp, #{RKP}]',
         '\t@ E1 = rk + 32 * (nr - 2), E3 = E1 - 64',
         '\tsub\tr2, r2, #2',
         '\tadd\tr1, r1, r2, lsl #5',
         '\tstr\tr1, [sp, #{E1}]',
         '\tsub\tr1, r1, #64',
         '\tstr\tr1, [sp, #{E3}]',
         '\tldm\tr0, {r0-r7}',
         '\tstm\tsp, {r0-r7}',
         lb + 'group:',
         '\t@ round 4g + 1: MixColumns at offset %d' % ks[0]]
    L += blocks[ks[0]]
    L += ['\tldr\tr0, [sp, #{RKP}]', '\tldr\tr1, [sp, #{E1}]',
          '\tcmp\tr0, r1', '\tbeq\t%slast' % lb,
          '\t@ round 4g + 2']
    L += blocks[ks[1]]
    L += ['\t@ round 4g + 3']
    L += blocks[ks[2]]
    L += ['\tldr\tr0, [sp, #{RKP}]', '\tldr\tr1, [sp, #{E3}]',
          '\tcmp\tr0, r1', '\tbeq\t%slast' % lb,
          '\t@ round 4g + 4']
    L += blocks[ks[3]]
    L += ['\tldr\tr0, [sp, #{RKP}]', '\tadd\tr0, r0, #128',
          '\tstr\tr0, [sp, #{RKP}]', '\tb\t%sgroup' % lb,
          lb + 'last:',
          '\t@ last round: %sSubBytes only' % ('Inv' if inv else '')]
    L += blocks[None]
    L += ['\tadd\tsp, sp, #{SIZE}', '\tpop\t{r4-r11, pc}',
          '\t.size\t%s, .-%s' % (name, name)]
    fr['SIZE'] = size
    out = []
    for ln in L:
        for key in re.findall(r'\{(\w+)\}', ln):
            if key in fr:
                ln = ln.replace('{%s}' % key, str(fr[key]))
        ln = re.sub(r'#(\d+)\+(\d+)',
                    lambda m: '#%d' % (int(m[1]) + int(m[2])), ln)
        out.append(ln)
    return out, size


def simulate(lines, q, rks, nr):
    """Run the emitted function on q with round keys rks[1..nr-1]."""
    prog, labels = [], {}
    for ln in lines:
        ln = ln.strip()
        if not ln or ln.startswith('@') or ln.startswith('.') and \
                not ln.endswith(':'):
            continue
        if ln.endswith(':'):
            labels[ln[:-1]] = len(prog)
            continue
        prog.append(ln)
    mem = {}
    QA, RKA, SP0 = 0x1000, 0x2000, 0x80000
    for j in range(8):
        mem[QA + 4 * j] = q[j]
    for i in range(1, nr):
        for j in range(8):
            mem[RKA + 32 * (i - 1) + 4 * j] = rks[i][j]
    R = {r: 0xdead0000 + i for i, r in enumerate(REGS)}
    R['r0'], R['r1'], R['r2'], R['sp'] = QA, RKA, nr, SP0
    R['lr'] = 'ret'
    z = False
    pc, n = 0, 0
    while True:
        ln = prog[pc]
        pc += 1
        n += 1
        m, rest = ln.split('\t', 1)
        a = [x.strip() for x in re.split(r',(?![^{\[]*[}\]])', rest)]

        def op2(tok, sh=None):
            if tok.startswith('#'):
                return int(tok[1:], 0)
            y = R[tok]
            if sh:
                kind, amt = sh.split(' #')
                y = ror(y, int(amt)) if kind == 'ror' else \
                    (y << int(amt)) & M32
            return y

        def regs(tok):
            out = []
            for part in tok.strip('{}').split(','):
                part = part.strip()
                if '-' in part:
                    x, y = part.split('-')
                    if x.startswith('r') and y.startswith('r'):
                        out += ['r%d' % i for i in range(int(x[1:]),
                                                          int(y[1:]) + 1)]
                        continue
                out.append(part)
            return out

        def addr(tok):
            mm = re.match(r'\[(\w+), #(\d+)\]', tok)
            return R[mm[1]] + int(mm[2])

        if m == 'push':
            for r in reversed(regs(a[0])):
                R['sp'] -= 4
                mem[R['sp']] = R[r]
        elif m == 'pop':
            for r in regs(a[0]):
                R[r] = mem[R['sp']]
                R['sp'] += 4
            if R['pc'] == 'ret':
                break
        elif m in ('add', 'sub'):
            x = R[a[1]]
            y = op2(a[2], a[3] if len(a) > 3 else None)
            R[a[0]] = (x + y if m == 'add' else x - y) & M32
        elif m in ('eor', 'and'):
            x = R[a[1]]
            y = op2(a[2], a[3] if len(a) > 3 else None)
            R[a[0]] = x ^ y if m == 'eor' else x & y
        elif m == 'cmp':
            z = R[a[0]] == R[a[1]]
        elif m == 'beq':
            if z:
                pc = labels[a[0]]
        elif m == 'b':
            pc = labels[a[0]]
        elif m in ('ldm', 'stm'):
            base = R[a[0]]
            for j, r in enumerate(regs(a[1])):
                if m == 'ldm':
                    R[r] = mem[base + 4 * j]
                else:
                    mem[base + 4 * j] = R[r]
        elif m in ('ldr', 'str'):
            ad = addr(a[1])
            if m == 'ldr':
                R[a[0]] = mem[ad]
            else:
                mem[ad] = R[a[0]]
        elif m in ('ldrd', 'strd'):
            ad = addr(a[2])
            assert ad % 4 == 0
            if m == 'ldrd':
                assert a[0] != a[1]
                R[a[0]], R[a[1]] = mem[ad], mem[ad + 4]
            else:
                mem[ad], mem[ad + 4] = R[a[0]], R[a[1]]
        else:
            raise ValueError(ln)
    assert R['sp'] == SP0
    for r in ('r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11'):
        assert R[r] == 0xdead0000 + REGS.index(r), r
    return [mem[QA + 4 * j] for j in range(8)], n


def main():
    trials = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    check_sbox_fips()
    funcs = []
    for inv in (False, True):
        lines, size = function(trials, inv)
        rng = random.Random(1)
        for nr in (10, 12, 14):
            for _ in range(20):
                q = [rng.getrandbits(32) for _ in range(8)]
                rks = [None] + [[rng.getrandbits(32) for _ in range(8)]
                                for _ in range(1, nr)]
                got, n = simulate(lines, q, rks, nr)
                want = q
                for i in range(1, nr):
                    want = model_round(want, rks[i], -i & 3 if inv else
                                       i & 3, inv)
                want = model_round(want, None, None, inv)
                assert got == want, (inv, nr)
            sys.stderr.write('nr = %d: %d instructions\n' % (nr, n))
        sys.stderr.write('frame: %d bytes\n' % size)
        funcs += lines
    out = ['/* SPDX-License-Identifier: MIT */',
           '/* Fixsliced AES rounds in Thumb-2 (Armv7-M); aes_ct.c is the'
           ' C twin. */',
           '/*',
           ' * Generated by aes_ct_gen.py (see there) from aes_ct.c;'
           ' do not edit.',
           ' * void cb_aes_ct_encrypt2_armv7em(uint32_t q[8],'
           ' const uint32_t *rk,',
           ' *                                 unsigned nr);',
           ' * void cb_aes_ct_decrypt2_armv7em(uint32_t q[8],'
           ' const uint32_t *rk,',
           ' *                                 unsigned nr);',
           ' * do what aes_ct.c\'s encrypt2() and decrypt2() do:'
           ' rounds 1..nr-1',
           ' * (rk: round 1\'s key, 8 words per round), then the'
           ' (inverse) S-box.',
           ' * Straight-line code but for the loop over the rounds,'
           ' whose branches',
           ' * depend on nr only: no branch or address depends on q or'
           ' the keys.',
           ' */',
           '#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 2'
           ' && \\',
           '\tdefined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == \'M\''
           ' && \\',
           '\t!(defined(CB_ARM_AES_CT_ASM) && CB_ARM_AES_CT_ASM == 0)',
           '\t.syntax\tunified',
           '\t.thumb']
    out += funcs
    out += ['#endif', '']
    print('\n'.join(out))


# ---- the S-box's linear layers ---------------------------------------------

def derive_layers():
    """
    C statements for sbox()'s top and bottom linear layers: the same
    linear maps as before (read from aes_ct.c), re-synthesised with Boyar
    and Peralta's XOR heuristic as sm4_ct_gen.py implements it (best of
    fixed-seed runs).  Used once to write sbox(); check_sbox_fips() then
    checks the circuit on every input.
    """
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        'sm4gen', TOP / 'lib/src/block/sm4_ct_gen.py')
    g = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(g)
    top, bot = g.aes_layers()
    names = [n for n in g.MIDDLE_IN if n != 'U7']
    tt = [top[n] for n in names]
    # U_k is bit k of the top masks
    gt = g.best_slp(tt, 8, 60, 7)
    gb = g.best_slp(bot, 18, 2, 8)
    lines = []
    name = {1 << i: 'U%d' % i for i in range(8)}
    want = {t: n for t, n in zip(tt, names)}
    free = iter(['T5', 'T7', 'T11', 'T12', 'T18', 'T21', 'T28', 'T29'])
    for v, a, b in gt:
        name[v] = want.pop(v) if v in want else next(free)
        lines.append('%s = %s ^ %s;' % (name[v], name[a], name[b]))
    assert not want
    lines.append('CB_AES_SBOX_MIDDLE;')
    name = {1 << i: 'M%d' % (46 + i) for i in range(18)}
    n = 0
    for v, a, b in gb:
        name[v] = 'B%d' % n
        n += 1
        lines.append('%s = %s ^ %s;' % (name[v], name[a], name[b]))
    for j in range(8):
        lines.append('q[%d] = %s;' % (j, name[bot[j]]))
    return lines, len(gt), len(gb)


if __name__ == '__main__':
    main()
