#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Derive des_ct.c's S-box constants and P network (documentation; stdlib).
#
# usage (from the top of the tree): python3 lib/src/block/des_ct_gen.py
# It prints the des_ct_anf table, the statements of des_ct_tbox() and
# des_ct_p(), and checks them against the S-box tables of des_tab.c on
# every input (des_tab.c's SP table with P undone).
#
# Each DES S-box output bit is a 6->1 Boolean function ("T-box"); the 32
# T-boxes of a round are evaluated at once, T-box n in bit n of 32-bit
# words: S-box i (S1 = 0) has nibble k = 7 - i, its output bit j (0 the
# least significant) is lane 4k + j.  A T-box is written in algebraic
# normal form, f(b) = XOR over monomials m of c_m * prod_{t in m} b_t,
# and evaluated as a tree of f = f0 ^ (b_t & f1) splits, one AND and one
# XOR per node.  Word m holds the coefficients c_m of all 32 lanes (b5 the
# first bit of the six in E order, b0 the last); des_ct_anf[q] pairs words
# 2q (low half) and 2q + 1 (high half), the two leaves of one b0 split,
# so that a 32-bit CPU fetches both with one 64-bit load.
import re
from pathlib import Path

TOP = Path(__file__).resolve().parents[3]

# FIPS 46-3 P as a list of source bits (1-based, 1 = most significant)
P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
     2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25]


def sboxes():
    """S[i][c], c the 6-bit input in E order, from des_tab.c's des_sp"""
    text = (TOP / "lib/src/block/des_tab.c").read_text()
    body = text[text.index("des_sp[8][64] = {"):]
    body = body[body.index("{") + 1:body.index("};")]
    vals = [int(v, 16) for v in re.findall(r"0x([0-9a-fA-F]{8})", body)]
    assert len(vals) == 512
    out = []
    for i in range(8):
        s = []
        for c in range(64):
            w = vals[64 * i + c]
            # undo P: output bit pos (1 = most significant) came from
            # input bit P[pos - 1]
            x = 0
            for pos in range(1, 33):
                if w >> (32 - pos) & 1:
                    x |= 1 << (32 - P[pos - 1])
            assert x & ~(15 << (28 - 4 * i)) == 0
            s.append(x >> (28 - 4 * i) & 15)
        out.append(s)
    # FIPS 46-3 S1, first row: 14 4 13 1 2 15 11 8 3 10 6 12 5 9 0 7
    assert [s for c, s in enumerate(out[0]) if c & 0x21 == 0][:4] == \
        [14, 4, 13, 1]
    return out


def anf(f):
    """Moebius transform of a 64-entry truth table"""
    a = list(f)
    for t in range(6):
        for m in range(64):
            if m >> t & 1:
                a[m] ^= a[m ^ (1 << t)]
    return a


def main():
    S = sboxes()
    words = [0] * 64
    for i in range(8):
        k = 7 - i
        for j in range(4):
            a = anf([(S[i][c] >> j) & 1 for c in range(64)])
            for m in range(64):
                words[m] |= a[m] << (4 * k + j)
    # tree: split on b5 first (root), b0 last (leaves)
    lines = []
    counter = [0]

    def node(t, m):
        """the sub-tree over b0..b_t for the monomial prefix m: a name,
        or None when all its coefficients are zero"""
        if t == 0:
            if words[m] == 0 and words[m | 1] == 0:
                return None
            v = "y%d" % counter[0]
            counter[0] += 1
            lines.append("%s = des_ct_leaf(des_ct_anf[%d], b0);" %
                         (v, m >> 1))
            return v
        lo = node(t - 1, m)
        hi = node(t - 1, m | (1 << t))
        if hi is None:
            return lo
        v = "y%d" % counter[0]
        counter[0] += 1
        if lo is None:
            lines.append("%s = b%d & %s;" % (v, t, hi))
        else:
            lines.append("%s = %s ^ (b%d & %s);" % (v, lo, t, hi))
        return v

    root = node(5, 0)
    # check: evaluate the tree for every input on every lane
    for c in range(64):
        env = {}
        b = [0xFFFFFFFF if c >> t & 1 else 0 for t in range(6)]
        for ln in lines:
            m = re.match(r"(\w+) = des_ct_leaf\(des_ct_anf\[(\d+)\]", ln)
            if m:
                w = 2 * int(m.group(2))
                env[m.group(1)] = words[w] ^ (b[0] & words[w + 1])
                continue
            d, lo, t, hi = re.match(
                r"(\w+) = (?:(\w+) \^ \()?b(\d) & (\w+)\)?;", ln).groups()
            env[d] = (env[lo] if lo else 0) ^ (b[int(t)] & env[hi])
        y = env[root]
        for i in range(8):
            assert (y >> (4 * (7 - i))) & 15 == S[i][c]
    # P: lane n = 4k + j goes to bit dst[n] (0 = least significant)
    dst = {}
    for pos, src in enumerate(P):
        # output bit pos (1-based pos+1, most significant first) takes
        # f bit src of the S-box outputs S1..S8 (S1 most significant)
        n = 32 - src
        dst[n] = 31 - pos
    groups = {}
    for n in range(32):
        groups.setdefault((dst[n] - n) % 32, 0)
        groups[(dst[n] - n) % 32] |= 1 << n
    print("static const uint64_t des_ct_anf[32] = {")
    for r in range(0, 64, 4):
        print("\t" + ", ".join("0x%08x%08xu" % (words[q + 1], words[q])
                               for q in (r, r + 2)) + ",")
    print("};")
    print("/* tree (%d nodes), root %s */" % (len(lines), root))
    for ln in lines:
        print("\t" + ln)
    print("/* P: %d rotation groups */" % len(groups))
    for s in sorted(groups):
        print("\tf |= cb_rotl32(y & 0x%08xu, %d);" % (groups[s], s))
    # check P on single bits
    for n in range(32):
        y = 1 << n
        f = 0
        for s, msk in groups.items():
            v = y & msk
            f |= ((v << s) | (v >> (32 - s))) & 0xFFFFFFFF if s else v
        assert f == 1 << dst[n]


if __name__ == "__main__":
    main()
