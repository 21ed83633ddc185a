#!/bin/sh
# SPDX-License-Identifier: MIT
# Regenerate the set-up + per-byte tables (issue #19) of docs/benchmarks.md
# (this machine) and docs/firmware.md (the Cortex-M4 under QEMU: the cycle
# model's est-cycles and the emulated instructions): `cryptobench run
# --sweep` on both, then `show --fit` of each.  The tables go between the
# lines <!-- sweep-figures: begin --> and <!-- sweep-figures: end --> of
# each file (appended when absent); scripts/benchmarks.sh and
# scripts/firmware-figures.sh keep that block when they rewrite the file.
# usage: scripts/sweep-figures.sh [HOST_BUILD]      (default: build)
# Environment: FW_BUILD (default build-fw-m4-sweep: the cross build, set
# up by run --target), SIZES (a --sizes list; default the harness's),
# REUSE=1 (fit the run logs the last invocation kept, HOST_BUILD/
# sweep-host.log and FW_BUILD/sweep-m4.log, instead of measuring).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
host=${1:-build}
case $host in /*) ;; *) host=$root/$host ;; esac
fw=${FW_BUILD:-"$root/build-fw-m4-sweep"}
cb=$host/cli/cryptobench
[ -x "$cb" ] || { echo "sweep-figures: $cb not built" >&2; exit 1; }
sizes=${SIZES:+--sizes $SIZES}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
XDG_DATA_HOME=$tmp/xdg
export XDG_DATA_HOME
if [ "${REUSE:-0}" = 1 ]; then
	"$cb" ingest "$host/sweep-host.log" --save host-sweep >/dev/null
	"$cb" ingest "$fw/sweep-m4.log" --save qemu-m4-sweep >/dev/null
else
	echo "sweep-figures: run --sweep on this machine" >&2
	# shellcheck disable=SC2086
	"$cb" run --sweep $sizes --save host-sweep \
		--log "$host/sweep-host.log" >/dev/null
	echo "sweep-figures: run --sweep on qemu-m4 ($fw)" >&2
	# shellcheck disable=SC2086
	"$cb" run --target qemu-m4 --sweep $sizes --build-dir "$fw" \
		--save qemu-m4-sweep --timeout 3600 \
		--log "$fw/sweep-m4.log" >/dev/null
fi
"$cb" show host-sweep --fit --format csv > "$tmp/host.csv"
"$cb" show qemu-m4-sweep --fit --format csv --emulated est-cycles \
	> "$tmp/m4-est.csv"
"$cb" show qemu-m4-sweep --fit --format csv --emulated insns \
	> "$tmp/m4-insns.csv"
# where GCM's table GHASH, its 64 KB set-up included, starts to pay
"$cb" plot --sweep qemu-m4-sweep --algo aes-128-gcm \
	-o "$root/docs/img/qemu-m4-aes-128-gcm-sweep.png" > "$tmp/m4-cross.txt"
"$cb" runs host-sweep > "$tmp/host.runs"
"$cb" runs qemu-m4-sweep > "$tmp/m4.runs"

python3 - "$root" "$tmp" <<'EOF'
import csv, os, re, sys
root, tmp = sys.argv[1:3]
BEGIN = '<!-- sweep-figures: begin -->'
END = '<!-- sweep-figures: end -->'

def fits(name, unit=None):
    out = {}
    for r in csv.DictReader(open(os.path.join(tmp, name))):
        if unit is not None and r['unit'] != unit:
            continue
        p = dict(kv.split('=', 1) for kv in r['params'].split(';') if kv)
        key = (r['algorithm'], r['operation'], p.get('config', ''),
               p.get('setup', ''))
        out[key] = r
    return out

def cell(r):
    if r is None:
        return ['-', '-', '-', '-']
    model = r['model'] if r['model'] == 'bytes' else \
        r['model'] + ': ' + r['per_block']
    return [r['setup_a'], r['per_byte_b'], model, r['resid_pct']]

def table(cols, sets):
    keys = []
    for s in sets:
        for k in s:
            if k not in keys:
                keys.append(k)
    lines = ['| algorithm | operation | config | setup | ' +
             ' | '.join(cols) + ' |',
             '| --- | --- | --- | --- | ' +
             ' | '.join('---:' if not c.startswith('model') else '---'
                        for c in cols) + ' |']
    for k in keys:
        cells = []
        for s in sets:
            cells += cell(s.get(k))
        lines.append('| ' + ' | '.join(k) + ' | ' + ' | '.join(cells) +
                     ' |')
    return '\n'.join(lines)

def runline(name):
    t = open(os.path.join(tmp, name)).read().strip().splitlines()
    return t[-1] if t else ''

about = (
    'Cost of one call = a + b x bytes, or a + c x blocks where the cost '
    'steps per block (model `blocks/N`: N-byte blocks, padding included, '
    'so SHA-256 runs ceil((len + 9) / 64) blocks and CBC ceil(len / 16)); '
    'a is the set-up (cycles of a 0-byte call), b the cycles per byte '
    '(c / N for a block model). A weighted least-squares fit (weights '
    '1/cost^2) on the medians of `cryptobench run --sweep` at 0, 1, 15, '
    '16, 17, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192 and 16384 '
    'bytes; resid is the RMS relative residual in percent, the model the '
    'one of the two with the lower residual. setup=none: the key set up '
    'beforehand (a is the per-message cost: IV, padding, tag); '
    'setup=key: the key schedule (and for config=table GCM its 64 KB '
    'GHASH table) in every call. `cryptobench show NAME --fit` prints '
    'these, `compare --size N` compares boards at N bytes from them, '
    '`plot --sweep` draws them.')
noise = (' On this machine the residual also holds the timing noise of the '
         'medians (clock_gettime on a machine that may be shared); the '
         'emulated M4 counts repeat exactly, so there it is the error of '
         'the model alone (GCM, for one, steps both per AES pair and per '
         'GHASH block).')
cross = [l.strip() for l in open(os.path.join(tmp, 'm4-cross.txt'))
         if l.startswith('crossover: ')]

host = fits('host.csv')
m4e = fits('m4-est.csv', 'est-cycles')
m4i = fits('m4-insns.csv', 'insns')
bench = '\n'.join([
    BEGIN,
    '## Set-up and per-byte cost (run --sweep, this machine)',
    '',
    about + noise,
    '',
    'Run: `' + runline('host.runs') + '`.',
    '',
    table(['a', 'b', 'model', 'resid %'], [host]),
    '',
    'Regenerate with `scripts/sweep-figures.sh` (it also writes the '
    'Cortex-M4 table of [firmware.md](firmware.md)).',
    END, ''])
fw = '\n'.join([
    BEGIN,
    '## Set-up and per-byte cost (run --target qemu-m4 --sweep)',
    '',
    about + ' On the M4 under QEMU the counts are the cycle model\'s '
    'est-cycles (an estimate, never measured cycles; '
    '[cycles.md](cycles.md)) and the emulated instructions.',
    '',
    'Run: `' + runline('m4.runs') + '`.',
    '',
    '![AES-128-GCM on the QEMU M4: est-cycles per byte against message '
    'size](img/qemu-m4-aes-128-gcm-sweep.png)',
    '',
    '`cryptobench plot --sweep qemu-m4-sweep --algo aes-128-gcm` (above) '
    'marks where two fits cross:',
    '',
] + ['- `' + c[len('crossover: '):] + '`' for c in cross] + [
    '',
    table(['a est-cycles', 'b est-cycles/B', 'model (est-cycles)',
           'resid %', 'a insns', 'b insns/B', 'model (insns)', 'resid %'],
          [m4e, m4i]),
    '',
    'Regenerate with `scripts/sweep-figures.sh`.',
    END, ''])

for name, block in (('benchmarks.md', bench), ('firmware.md', fw)):
    path = os.path.join(root, 'docs', name)
    text = open(path).read()
    if BEGIN in text and END in text:
        pre = text[:text.index(BEGIN)]
        post = text[text.index(END) + len(END):].lstrip('\n')
        text = pre + block + post
    else:
        text = text.rstrip('\n') + '\n\n' + block
    with open(path + '.tmp', 'w') as f:
        f.write(text)
    os.replace(path + '.tmp', path)
    print('sweep-figures: wrote ' + path, file=sys.stderr)
EOF
