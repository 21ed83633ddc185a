#!/bin/sh
# SPDX-License-Identifier: MIT
# One QEMU job through LAVA's own dispatcher, end to end (run by ./check):
# 'cryptobench lava local' writes the M4 board's job, device and
# dispatcher files, runs them with lava-run (offline, as root), rebuilds
# the firmware log from lava-run's job log and saves it as a run.  That
# log must be byte for byte the log the same image printed under 'run
# --target' (REFERENCE), less the lines of the cycle model, which the
# host's QEMU plugin adds beside the image's rows ('# est_cycles:' and
# the est-cycles rows): a lab runs the image without the plugin.
# SKIP (exit 77) without lava-run (./bootstrap --deps installs it) or root.
# usage: lava-run.sh CRYPTOBENCH FIRMWARE-BUILD-DIR REFERENCE-LOG
set -u
cb=$1 dir=$2 ref=$3
if ! command -v lava-run > /dev/null; then
	echo "SKIP: no lava-run (Debian package lava-dispatcher: ./bootstrap --deps)"
	exit 77
fi
if [ "$(id -u)" -ne 0 ]; then
	echo "SKIP: lava-run runs jobs as root only"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data"
fail() {
	echo "lava-run.sh: $*" >&2
	sed 's/^/  /' "$tmp/err" >&2
	exit 1
}
grep -v -e '^# est_cycles: ' -e '^row [^ ]* [^ ]* [^ ]* est-cycles ' "$ref" \
	> "$tmp/ref.log"
grep -q '^# end$' "$tmp/ref.log" || fail "$ref: no whole run log"
: > "$tmp/err"
"$cb" lava local mps2-an386 --build-dir "$dir" --keep "$tmp/job" \
	--save m4-lava --log "$tmp/lava.log" > "$tmp/table" 2> "$tmp/err" ||
	fail "lava local failed (the job's files and log: $tmp/job)"
cmp "$tmp/lava.log" "$tmp/ref.log" ||
	fail "the log rebuilt from the LAVA job differs from run --target's"
"$cb" runs m4-lava > "$tmp/runs" 2>> "$tmp/err"
grep -q 'lava local job [0-9]* on lava-run@.* (mps2-an386)' "$tmp/runs" ||
	fail "the run's provenance: $(cat "$tmp/runs")"
"$cb" runs m4-lava@1 --log > "$tmp/saved.log" 2>> "$tmp/err"
cmp -s "$tmp/saved.log" "$tmp/ref.log" || fail "the saved log differs"
grep -q '^hash  *sha256 .* insns ' "$tmp/table" || fail "no table printed"
grep -q '"lvl": "results", "msg": {"case": "job", "definition": "lava", "result": "pass"}' \
	"$tmp/job/lava-run.log" || fail "LAVA did not pass the job"
echo "lava-run: the M4 image's job log rebuilt byte for byte" \
	"($(wc -c < "$tmp/lava.log") bytes) and saved as m4-lava@1"
