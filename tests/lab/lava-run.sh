#!/bin/sh
# SPDX-License-Identifier: MIT
# One QEMU job through LAVA's own dispatcher, end to end (run by ./check):
# 'cryptobench lava local' writes the M4 board's job, device and
# dispatcher files, runs them with lava-run (offline, as root), rebuilds
# the firmware log from lava-run's job log and saves it as a run.  That
# log must be the log the same image printed under 'run --target'
# (REFERENCE), less the lines of the cycle model, which the host's QEMU
# plugin adds beside the image's rows ('# est_cycles:' and the
# est-cycles rows; a lab runs the image without the plugin): byte for
# byte.  (The image counts whole SysTick ticks and starts every sample at
# a tick's edge, mcu/common/port_cm.c, so that how QEMU's console is read
# does not move its counts.)
# Then the same image as a real board's job, QEMU standing in for the
# board.  SKIP (exit 77) without lava-run (./bootstrap --deps installs
# it) or root.
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
trap '[ ! -s "$tmp/qemu.pid" ] || kill "$(cat "$tmp/qemu.pid")" 2> /dev/null
	rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data"
fail() {
	echo "lava-run.sh: $*" >&2
	sed 's/^/  /' "$tmp/err" >&2
	exit 1
}
grep -v -e '^# est_cycles: ' -e '^row [^ ]* [^ ]* [^ ]* est-cycles ' "$ref" \
	> "$tmp/ref.log"
# the same log, byte for byte; the first lines that differ if not
same() {
	cmp -s "$1" "$2" && return 0
	diff "$1" "$2" | head -20 >&2
	return 1
}
grep -q '^# end$' "$tmp/ref.log" || fail "$ref: no whole run log"
: > "$tmp/err"
"$cb" lava local mps2-an386 --build-dir "$dir" --keep "$tmp/job" \
	--save m4-lava --log "$tmp/lava.log" > "$tmp/table" 2> "$tmp/err" ||
	fail "lava local failed (the job's files and log: $tmp/job)"
same "$tmp/ref.log" "$tmp/lava.log" ||
	fail "the log rebuilt from the LAVA job differs from run --target's"
"$cb" --format csv runs m4-lava > "$tmp/runs" 2>> "$tmp/err"
grep -q 'lava local job [0-9]* on lava-run@.* (mps2-an386)' "$tmp/runs" ||
	fail "the run's provenance: $(cat "$tmp/runs")"
"$cb" runs m4-lava@1 --log > "$tmp/saved.log" 2>> "$tmp/err"
cmp -s "$tmp/saved.log" "$tmp/lava.log" || fail "the saved log differs"
grep -q '^hash  *sha256 .* [0-9][0-9]* emulated-insns ' "$tmp/table" || fail "no table printed"
grep -q '"lvl": "results", "msg": {"case": "job", "definition": "lava", "result": "pass"}' \
	"$tmp/job/lava-run.log" || fail "LAVA did not pass the job"
echo "lava-run: the M4 image's job log rebuilt ($(wc -c < "$tmp/lava.log")" \
	"bytes, the same as run --target's) and saved as m4-lava@1"

# A real board's job and device file (deploy flasher, boot minimal:
# connect to the console, then reset), with QEMU as the board: the
# flash command copies the image, the reset starts QEMU on it, its UART
# in a file, and the console command follows that file (about 10 s).
elf=$(cd "$dir/mcu" && pwd)/fw-mps2-an386.elf
"$cb" lava job nucleo-f439zi --fw "file://$elf" --silence 60 \
	-o "$tmp/real-job.yaml" 2> "$tmp/err" || fail "lava job nucleo-f439zi"
"$cb" lava device nucleo-f439zi --local -o "$tmp/real-device.yaml" \
	--connect "sh -c 'rm -f $tmp/uart; exec tail -F -n +1 $tmp/uart'" \
	2> "$tmp/err" || fail "lava device nucleo-f439zi --local"
grep -q "^        - 'sh -c ''openocd .*{ELF}" "$tmp/real-device.yaml" ||
	fail "no flash command on {ELF} in the device file"
sed -i -e "s|^  hard_reset: .*|  hard_reset: 'qemu-system-arm -daemonize -pidfile $tmp/qemu.pid -M mps2-an386 -display none -monitor none -serial file:$tmp/uart -semihosting-config enable=on,target=native -icount shift=0 -kernel $tmp/board.elf'|" \
	-e "s|^        - 'sh -c ''openocd .*|        - 'cp {ELF} $tmp/board.elf'|" \
	"$tmp/real-device.yaml"
printf 'dispatcher_ip: 127.0.0.1\n' > "$tmp/dispatcher.yaml"
lava-run --job-id $$ --output-dir "$tmp/real-out" \
	--device "$tmp/real-device.yaml" --dispatcher "$tmp/dispatcher.yaml" \
	"$tmp/real-job.yaml" 2> "$tmp/real.log"
"$cb" run --lava "$tmp/real.log" --no-save --log "$tmp/real.fw" \
	> /dev/null 2> "$tmp/err" || fail "the real board's job log"
same "$tmp/ref.log" "$tmp/real.fw" ||
	fail "the real board's job: the log differs from run --target's"
echo "lava-run: a real board's job (flasher, minimal) on a QEMU stand-in:" \
	"the same log"
