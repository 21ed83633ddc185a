#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Make a marker pin's edge stream for a board's run log, as libgpiod would
# record it on a Raspberry-Pi-class host: per row one burst (the estimate
# sample, then reps samples), each pulse the sample's cycles at the real
# clock plus the marker writes and counter reads, each edge with gaussian
# timestamp jitter; rows some 10 ms apart (the row printed at 115200
# baud).  These are made streams, not captures of silicon: the one input
# the edge logic needs that no board here can give.
# usage: gen-edges.py LOG MHZ JITTER_NS SEED [--drop N] [--extra-burst] > FILE
# Output: one edge a line, "r NS" or "f NS" (kernel timestamp, ns).
import random
import sys

log, mhz, jitter, seed = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
drop = int(sys.argv[sys.argv.index("--drop") + 1]) if "--drop" in sys.argv else -1
extra = "--extra-burst" in sys.argv
rnd = random.Random(seed)
OVERHEAD = 40           # cycles in a pulse the count leaves out
t = 5_000_000_000.0     # ns
edges = []


def pulse(cycles):
    global t
    w = (cycles + OVERHEAD) * 1e3 / mhz
    edges.append(("r", t + rnd.gauss(0, jitter)))
    edges.append(("f", t + w + rnd.gauss(0, jitter)))
    t += w + 1500 * 1e3 / mhz       # the loop between two samples


for line in open(log):
    if not line.startswith("row "):
        continue
    tok = line.split()
    kv = dict(x.split("=", 1) for x in tok[7:] if "=" in x)
    med, lo, hi = float(tok[5]), float(kv["min"]), float(kv["max"])
    reps, inner = int(kv["reps"]), int(kv.get("inner", 1))
    # samples whose median is the row's value, within min and max
    s = [med] * reps
    for i in range(reps // 2):
        s[i] = lo + (med - lo) * rnd.random()
        s[reps - 1 - i] = med + (hi - med) * rnd.random()
    s[0], s[-1] = lo, hi
    rnd.shuffle(s)
    pulse(med * inner)              # the estimate sample
    for c in s:
        pulse(c * inner)
    t += 10e6 + rnd.random() * 5e6  # the row printed, the next prepared
if extra:
    pulse(1e6)
for i, (k, ns) in enumerate(edges):
    if i != drop:
        print(k, int(ns))
