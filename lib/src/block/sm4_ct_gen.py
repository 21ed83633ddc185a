#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Derive sm4_ct.c's S-box circuit from the AES one (documentation; stdlib).
#
# usage (from the top of the tree):
#   python3 lib/src/block/sm4_ct_gen.py [TOP_RUNS [BOTTOM_RUNS]]
# (defaults 20 and 1; about two minutes).  It prints the gate lists and
# constants of sm4_ct.c's sm4_sbox() on stdout, gate counts on stderr.
#
# The SM4 S-box is S(x) = A(inv(A(x) ^ 0xd3)) ^ 0xd3 with inv the inverse
# in GF(2^8) mod x^8+x^7+x^6+x^5+x^4+x^2+1 and A(x) = x ^ rotl8(x,1) ^
# rotl8(x,3) ^ rotl8(x,6) ^ rotl8(x,7) (sm4_tab.c).  Any field isomorphism
# phi from that field to AES's (x -> a root of the SM4 polynomial in the
# AES field; there are eight) turns it into
#   S(x) = Mout(S'(Min(x ^ K))) ^ 0xd3,  S'(u) = AES S-box(u) ^ 0x63,
#   Min = phi o A,  K = A^-1(0xd3),  Mout = A o phi^-1 o Maes^-1
# where Maes is the linear part of the AES affine map.  S' is the circuit
# of aes_ct.c's sbox(): a linear top layer, the shared nonlinear middle
# (CB_AES_SBOX_MIDDLE in lib/src/internal/bitslice.h) and a linear bottom
# layer.  The script composes Min with the top layer and Mout with the
# bottom layer, re-synthesises both with Boyar and Peralta's XOR heuristic
# (random tie-breaks, fixed seeds, the best of the runs), keeps the
# isomorphism with the fewest gates, checks the whole circuit on all 256
# inputs against sm4_tab.c's table and prints the C statements.
import random
import re
import sys
from pathlib import Path

TOP = Path(__file__).resolve().parents[3]
AES_CT = TOP / "lib/src/block/aes_ct.c"
AES_SBOX_H = TOP / "lib/src/internal/bitslice.h"
SM4_TAB = TOP / "lib/src/block/sm4_tab.c"

SM4_POLY = 0x1F5
AES_POLY = 0x11B


def gmul(a, b, poly):
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a & 0x100:
            a ^= poly
    return r


def gpow(a, e, poly):
    r = 1
    while e:
        if e & 1:
            r = gmul(r, a, poly)
        a = gmul(a, a, poly)
        e >>= 1
    return r


def rotl8(x, k):
    return ((x << k) | (x >> (8 - k))) & 0xFF


# linear maps of bytes are lists of 8 column images (bit i -> col[i])
def apply(m, x):
    r = 0
    for i in range(8):
        if (x >> i) & 1:
            r ^= m[i]
    return r


def compose(f, g):
    """f o g"""
    return [apply(f, g[i]) for i in range(8)]


def invert(m):
    table = {apply(m, x): x for x in range(256)}
    assert len(table) == 256
    return [table[1 << i] for i in range(8)]


def lin(f):
    return [f(1 << i) for i in range(8)]


A_SM4 = lin(lambda x: x ^ rotl8(x, 1) ^ rotl8(x, 3) ^ rotl8(x, 6) ^
            rotl8(x, 7))
M_AES = lin(lambda x: x ^ rotl8(x, 1) ^ rotl8(x, 2) ^ rotl8(x, 3) ^
            rotl8(x, 4))


def sm4_table():
    text = SM4_TAB.read_text()
    body = text[text.index("sm4_sbox[256] = {"):]
    body = body[:body.index("};")]
    vals = [int(v, 16) for v in re.findall(r"0x([0-9a-f]{2})", body)]
    assert len(vals) == 256
    return vals


def statements(text):
    """(dst, a, op, b) for every 'X = Y op Z' in text, in order"""
    return [(d, a, op, b) for d, a, op, b in
            re.findall(r"\b(\w+) = (\w+) ([&^]) (\w+)", text)]


def aes_layers():
    """top: T/U7 name -> mask over U0..U7; bottom: 8 masks over M46..M63"""
    src = AES_CT.read_text()
    fn = src[src.index("\nsbox(uint32_t *q)"):]
    fn = fn[:fn.index("\n}\n")]
    top = {"U%d" % i: 1 << i for i in range(8)}
    bot = {"M%d" % i: 1 << (i - 46) for i in range(46, 64)}
    for d, a, op, b in statements(fn):
        if d.startswith("T"):
            top[d] = top[a] ^ top[b]
        elif d.startswith("B"):
            bot[d] = bot[a] ^ bot[b]
    outs = dict(re.findall(r"q\[(\d)\] = (B\d+);", fn))
    return top, [bot[outs[str(j)]] for j in range(8)]


def middle():
    h = AES_SBOX_H.read_text()
    h = h[h.index("#define CB_AES_SBOX_MIDDLE"):]
    return statements(h[:h.index("M63 = M41 & T2") + 15])


MIDDLE_IN = ["T1", "T2", "T3", "T4", "T6", "T8", "T9", "T10", "T13",
             "T14", "T15", "T16", "T17", "T19", "T20", "T22", "T23", "T24",
             "T25", "T26", "T27", "U7"]


def deltas(base, nvars):
    """d[v]: fewest elements of base whose XOR is v (255: none)"""
    d = bytearray([255]) * (1 << nvars)
    d[0] = 0
    layer, k = [0], 0
    while layer:
        nxt = []
        for v in layer:
            for b in base:
                if d[v ^ b] == 255:
                    d[v ^ b] = k + 1
                    nxt.append(v ^ b)
        layer, k = nxt, k + 1
    return d


def slp(targets, nvars, rng):
    """
    Boyar and Peralta's straight-line-program heuristic ("A new
    combinational logic minimization technique with applications to
    cryptology", SEA 2010): add the XOR of two known signals that most
    reduces the sum of the distances to the targets (ties: the largest
    sum of squared distances, then random), or a target one XOR away.
    Returns gates (value, a, b) over signals as bit vectors.
    """
    base = [1 << i for i in range(nvars)]
    tset = set(targets)
    gates = []
    while True:
        d = deltas(base, nvars)
        dist = [d[t] - 1 for t in targets]
        if max(dist) <= 0:
            return gates
        known = set(base)
        cands = []
        for i in range(len(base)):
            for j in range(i + 1, len(base)):
                v = base[i] ^ base[j]
                if v in known:
                    continue
                if v in tset and d[v] == 2:
                    cands = [(0, 0, v, i, j)]
                    break
                nd = [min(x, d[t ^ v]) if x > 0 else 0
                      for t, x in zip(targets, dist)]
                cands.append((sum(nd), -sum(x * x for x in nd), v, i, j))
            else:
                continue
            break
        top = min(c[:2] for c in cands)
        _, _, v, i, j = rng.choice([c for c in cands if c[:2] == top])
        gates.append((v, base[i], base[j]))
        base.append(v)


def best_slp(targets, nvars, runs, seed):
    rng = random.Random(seed)
    best = None
    for _ in range(runs):
        g = slp(targets, nvars, rng)
        if best is None or len(g) < len(best):
            best = g
    return best


def synth(aes_top, aes_bot, mn, mo, runs, seed):
    # U_k is AES input bit 7 - k (U0 the most significant bit)
    urow = [0] * 8
    for i in range(8):
        for k in range(8):
            if (mn[i] >> (7 - k)) & 1:
                urow[k] |= 1 << i
    top_t = []
    for name in MIDDLE_IN:
        f = 0
        for k in range(8):
            if (aes_top[name] >> k) & 1:
                f ^= urow[k]
        top_t.append(f)
    bot_t = []
    for j in range(8):
        f = 0
        for k in range(8):
            if (mo[k] >> j) & 1:
                f ^= aes_bot[k]
        bot_t.append(f)
    return (top_t, best_slp(top_t, 8, runs[0], seed),
            bot_t, best_slp(bot_t, 18, runs[1], seed + 1))


def emit(gates, targets, nvars, in_name, out_names, tmp):
    """C statements: gates named after the targets they give, else tmp"""
    name = {1 << i: in_name(i) for i in range(nvars)}
    first = {}
    for k, t in enumerate(targets):
        first.setdefault(t, out_names[k])
    lines, n = [], 0
    for v, a, b in gates:
        if v in first:
            name[v] = first[v]
        else:
            name[v] = "%s%d" % (tmp, n)
            n += 1
        lines.append("%s = %s ^ %s;" % (name[v], name[a], name[b]))
    for k, t in enumerate(targets):
        if name[t] != out_names[k]:
            lines.append("%s = %s;" % (out_names[k], name[t]))
    return lines, n


def run_circuit(lines, inputs):
    """evaluate statements on 256-lane bitsliced ints"""
    env = dict(inputs)
    for ln in lines:
        m = re.match(r"(\w+) = (\w+)(?: ([&^]) (\w+))?;", ln)
        d, a, op, b = m.groups()
        if op is None:
            env[d] = env[a]
        elif op == "^":
            env[d] = env[a] ^ env[b]
        else:
            env[d] = env[a] & env[b]
    return env


def main():
    runs = (int(sys.argv[1]) if len(sys.argv) > 1 else 20,
            int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    sbox = sm4_table()
    aes = [0] * 256
    for x in range(256):
        aes[x] = apply(M_AES, gpow(x, 254, AES_POLY)) ^ 0x63
    for x in range(256):
        inv = gpow(apply(A_SM4, x) ^ 0xD3, 254, SM4_POLY)
        assert apply(A_SM4, inv) ^ 0xD3 == sbox[x]
    K = apply(invert(A_SM4), 0xD3)
    aes_top, aes_bot = aes_layers()
    mid = middle()
    best = None
    for beta in range(2, 256):
        # beta is a root of the SM4 polynomial in the AES field
        acc = 0
        for i in range(9):
            if (SM4_POLY >> i) & 1:
                acc ^= gpow(beta, i, AES_POLY)
        if acc:
            continue
        phi = [gpow(beta, i, AES_POLY) for i in range(8)]
        mn = compose(phi, A_SM4)
        mo = compose(A_SM4, compose(invert(phi), invert(M_AES)))
        for x in range(256):
            u = apply(mn, x ^ K)
            assert apply(mo, aes[u] ^ 0x63) ^ 0xD3 == sbox[x]
        top_t, top, bot_t, bot = synth(aes_top, aes_bot, mn, mo, runs,
                                       beta)
        n = len(top) + len(bot)
        print("# beta 0x%02x: top %d XOR, bottom %d XOR" %
              (beta, len(top), len(bot)), file=sys.stderr)
        if best is None or n < best[0]:
            best = (n, beta, top_t, top, bot_t, bot)
    n, beta, top_t, top, bot_t, bot = best
    top_lines, nr = emit(top, top_t, 8, lambda i: "X%d" % i, MIDDLE_IN,
                         "R")
    bot_lines, nb = emit(bot, bot_t, 18, lambda i: "M%d" % (i + 46),
                         ["Y%d" % j for j in range(8)], "B")
    mid_lines = ["%s = %s %s %s;" % s for s in mid]
    # check the whole circuit on all 256 inputs, one input per lane
    lanes = {"X%d" % i: sum(((x >> i) & 1) << x for x in range(256))
             for i in range(8)}
    env = run_circuit(top_lines + mid_lines + bot_lines, lanes)
    for x in range(256):
        y = sum(((env["Y%d" % j] >> x) & 1) << j for j in range(8))
        assert y ^ 0xD3 == sbox[x ^ K], x
    print("/* beta = 0x%02x; K = 0x%02x; top %d XOR (%d temporaries), "
          "bottom %d XOR (%d temporaries) */" %
          (beta, K, len(top), nr, len(bot), nb))
    print("/* top: X0..X7 (bit 0..7 of x ^ K) to the middle's inputs */")
    for ln in top_lines:
        print("\t" + ln)
    print("/* bottom: M46..M63 to Y0..Y7 (bit 0..7 of S(x ^ K) ^ 0xd3) */")
    for ln in bot_lines:
        print("\t" + ln)
    print("all 256 inputs ok", file=sys.stderr)


if __name__ == "__main__":
    main()
