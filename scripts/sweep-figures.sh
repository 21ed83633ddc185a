#!/bin/sh
# SPDX-License-Identifier: MIT
# Regenerate the set-up + per-byte tables (issue #19) of docs/benchmarks.md
# (this machine) and docs/firmware.md (the Cortex-M4 under QEMU: the cycle
# model's est-cycles and the emulated instructions): `cryptobench run
# --sweep` on both, then `show --fit --format markdown` of each, the
# tool's own tables.  The tables go between the
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
# where GCM's table GHASH, its 64 KB set-up included, starts to pay
"$cb" plot --sweep qemu-m4-sweep --algo aes-128-gcm \
	-o "$root/docs/img/qemu-m4-aes-128-gcm-sweep.png" > "$tmp/m4-cross.txt"

# the run a table is of: NAME@N, date and version (fields with no comma)
runline() {
	"$cb" runs "$1" --format csv | awk -F, 'END { print $1 ", " $4 ", " $5 }'
}
# a table of the tool's, the command that makes it said above it
md() {
	printf '\n`cryptobench %s`:\n\n' "$*"
	"$cb" --format markdown "$@"
}
about='Cost of one call = a + b x bytes, or a + c x blocks where the cost
steps per block (model `blocks/N`: N-byte blocks, padding included, so
SHA-256 runs ceil((len + 9) / 64) blocks and CBC ceil(len / 16)); a is the
set-up (cycles of a 0-byte call), b the cycles per byte (c / N for a block
model). A weighted least-squares fit (weights 1/cost^2) on the medians of
`cryptobench run --sweep`; resid is the RMS relative residual in percent,
the model the one of the two with the lower residual. setup=none: the key
set up beforehand (a is the per-message cost: IV, padding, tag); setup=key:
the key schedule (and for config=table GCM its 64 KB GHASH table) in every
call. `cryptobench show NAME --fit` prints these, `compare --size N`
compares boards at N bytes from them, `plot --sweep` draws them.'
{
	echo '<!-- sweep-figures: begin -->'
	echo '## Set-up and per-byte cost (run --sweep, this machine)'
	echo
	echo "$about On this machine the residual also holds the timing noise"
	echo "of the medians (a machine that may be shared); the emulated M4 counts"
	echo "repeat exactly, so there it is the error of the model alone."
	echo
	echo "Run: $(runline host-sweep)."
	md show host-sweep --fit
	echo
	echo 'Regenerate with `scripts/sweep-figures.sh` (it also writes the'
	echo 'Cortex-M4 table of [firmware.md](firmware.md)).'
	echo '<!-- sweep-figures: end -->'
} > "$tmp/bench.block"
{
	echo '<!-- sweep-figures: begin -->'
	echo '## Set-up and per-byte cost (run --target qemu-m4 --sweep)'
	echo
	echo "$about On the M4 under QEMU the counts are the cycle model's"
	echo "est-cycles (an estimate, never measured cycles; [cycles.md](cycles.md))"
	echo "and the emulated instructions."
	echo
	echo "Run: $(runline qemu-m4-sweep)."
	echo
	echo '![AES-128-GCM on the QEMU M4: est-cycles per byte against message size](img/qemu-m4-aes-128-gcm-sweep.png)'
	echo
	echo '`cryptobench plot --sweep qemu-m4-sweep --algo aes-128-gcm` (above) marks'
	echo 'where two fits cross:'
	echo
	sed -n 's/^crossover: \(.*\)/- `\1`/p' "$tmp/m4-cross.txt"
	md show qemu-m4-sweep --fit --emulated est-cycles
	md show qemu-m4-sweep --fit --emulated insns
	echo
	echo 'Regenerate with `scripts/sweep-figures.sh`.'
	echo '<!-- sweep-figures: end -->'
} > "$tmp/fw.block"
# each block in place of the old one (appended where there is none)
for f in benchmarks:bench firmware:fw; do
	doc=$root/docs/${f%%:*}.md
	block=$tmp/${f#*:}.block
	if grep -q '^<!-- sweep-figures: begin -->$' "$doc"; then
		awk -v b="$block" '
			/^<!-- sweep-figures: begin -->$/ {
				while ((getline l < b) > 0) print l; skip = 1; next }
			/^<!-- sweep-figures: end -->$/ { skip = 0; next }
			!skip' "$doc" > "$doc.tmp"
	else
		{ cat "$doc"; echo; cat "$block"; } > "$doc.tmp"
	fi
	mv "$doc.tmp" "$doc"
	echo "sweep-figures: wrote $doc" >&2
done
