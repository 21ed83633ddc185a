#!/bin/sh
# SPDX-License-Identifier: MIT
# cryptobench cycles end to end on the model's test sequences (seq.S):
# per-call and between-symbol figures, the formats, and each error.
# usage: test_cmd.sh CRYPTOBENCH SEQ.elf
set -u
cb=$1 elf=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
check() {       # check NAME COMMAND...: must succeed
	name=$1; shift
	"$@" > "$work/out" 2> "$work/err"
	rc=$?
	if [ "$rc" -ne 0 ]; then
		echo "FAIL $name: exit status $rc"; cat "$work/err"; fail=1
		return 1
	fi
	return 0
}
refuse() {      # refuse NAME PATTERN COMMAND...: must fail, saying PATTERN
	name=$1 pat=$2; shift 2
	if "$@" > "$work/out" 2> "$work/err"; then
		echo "FAIL $name: succeeded"; fail=1
	elif ! grep -q "$pat" "$work/err"; then
		echo "FAIL $name: message lacks '$pat':"; cat "$work/err"; fail=1
	else
		echo "ok   $name: $(head -1 "$work/err")"
	fi
}
if check text "$cb" cycles "$elf" --call seq_loop --between loop_top; then
	grep -q '^estimated cycles (model cortex-m4 [0-9]*, error ' "$work/out" ||
		{ echo "FAIL text: no 'estimated cycles (model ..., error ...)' label"; fail=1; }
	grep -Eq '^seq_loop +call +1 +23 +23 +23 +14 +14 +14 ' "$work/out" ||
		{ echo "FAIL text: seq_loop row"; cat "$work/out"; fail=1; }
	grep -Eq '^loop_top +between +3 +5 +5 +5 +3 +3 +3 ' "$work/out" ||
		{ echo "FAIL text: loop_top row"; cat "$work/out"; fail=1; }
	echo "ok   text"
fi
if check csv "$cb" --format csv cycles "$elf" --call seq_tbb; then
	grep -qx 'seq_tbb,call,1,11,11,11,4,4,4,cortex-m4 2' "$work/out" ||
		{ echo "FAIL csv:"; cat "$work/out"; fail=1; }
	echo "ok   csv"
fi
if check json "$cb" --format json cycles "$elf" --call seq_div; then
	grep -q '"est_cycles_median": *10' "$work/out" ||
		{ echo "FAIL json:"; cat "$work/out"; fail=1; }
	echo "ok   json"
fi
# flash wait states, counted by hand (docs/cycles.md, "Flash wait
# states"): plain 5 WS adds 5 per taken branch, return and PC-relative
# load; ART adds 5 only where the target's 128-bit line misses its cache
# (the sequences run in seq.S's order, so the cache state is fixed)
ws_rows() {     # ws_rows NAME LABEL OPTIONS SYM=CYCLES...
	name=$1 label=$2 opts=$3; shift 3
	syms="" ; for p in "$@"; do syms="$syms --call ${p%=*}"; done
	# shellcheck disable=SC2086
	if check "$name" "$cb" --format csv cycles "$elf" $opts $syms; then
		for p in "$@"; do
			grep -q "^${p%=*},call,1,${p#*=},${p#*=},${p#*=}," "$work/out" ||
				{ echo "FAIL $name: ${p%=*} not ${p#*=}:"; cat "$work/out"; fail=1; }
		done
		grep -q ",\"cortex-m4 2, 5 WS $label\"\$" "$work/out" ||
			{ echo "FAIL $name: no '5 WS $label' in the model column"; fail=1; }
		echo "ok   $name"
	fi
}
ws_rows ws-plain plain "--wait-states 5" seq_alu=12 seq_ldr_pipe=12 seq_branch=17 \
	seq_tbb=26 seq_ldr_pc=18 seq_loop=43
ws_rows ws-art ART "--wait-states 5 --art" seq_alu=12 seq_ldr_pipe=7 \
	seq_ldr_str=11 seq_branch=7 seq_branch_unaligned=12 seq_tbb=11 \
	seq_loop=23 seq_fp=46
if check ws-label "$cb" cycles "$elf" --call seq_alu --wait-states 5 --art; then
	grep -q '^estimated cycles (model cortex-m4 2, 5 WS ART, error .*wait-state model not calibrated' "$work/out" &&
	grep -q '(cortex-m4), 5 WS ART (flash wait states)$' "$work/out" ||
		{ echo "FAIL ws-label:"; cat "$work/out"; fail=1; }
	echo "ok   ws-label"
fi
refuse art-alone "art needs --wait-states" \
	"$cb" cycles "$elf" --call seq_alu --art
refuse bad-ws "bad --wait-states '16'" \
	"$cb" cycles "$elf" --call seq_alu --wait-states 16
# the M55 model: the M4's rules and dual issue of 16-bit pairs (seq_dual,
# counted by hand in seq.S; seq_alu's MOV beside EORS; seq_loop's SUBS
# beside LDR in each of 4 iterations)
if check m55 "$cb" --format csv cycles "$elf" --target qemu-m55 \
	--call seq_dual --call seq_alu --call seq_loop; then
	for row in seq_dual,call,1,11,11,11,11,11,11 seq_alu,call,1,6,6,6,5,5,5 \
		seq_loop,call,1,19,19,19,14,14,14; do
		grep -qx "$row,cortex-m55 3" "$work/out" ||
			{ echo "FAIL m55: no $row:"; cat "$work/out"; fail=1; }
	done
	echo "ok   m55"
fi
if check m4-dual "$cb" --format csv cycles "$elf" --call seq_dual; then
	grep -qx 'seq_dual,call,1,13,13,13,11,11,11,cortex-m4 2' "$work/out" ||
		{ echo "FAIL m4-dual:"; cat "$work/out"; fail=1; }
	echo "ok   m4-dual"
fi
# run --target takes the same flash options, refused elsewhere
refuse run-ws-host "go with --target" "$cb" run --wait-states 5 --no-save
refuse run-art-alone "art needs --wait-states" \
	"$cb" run --target qemu-m4 --art --no-save
refuse run-bad-ws "takes 1-15" \
	"$cb" run --target qemu-m4 --wait-states 20 --no-save
# deterministic: the same numbers twice
"$cb" --format csv cycles "$elf" --call seq_fp --call seq_ldm > "$work/a" &&
"$cb" --format csv cycles "$elf" --call seq_fp --call seq_ldm > "$work/b" &&
	cmp -s "$work/a" "$work/b" && echo "ok   rerun identical" ||
	{ echo "FAIL rerun differs"; fail=1; }
refuse missing-elf "nonexistent.elf: No such file" \
	"$cb" cycles "$work/nonexistent.elf" --call seq_loop
printf 'not an image\n' > "$work/text.elf"
refuse not-elf "not a 32-bit little-endian Arm ELF" \
	"$cb" cycles "$work/text.elf" --call seq_loop
refuse missing-symbol "no symbol 'no_such_fn'" \
	"$cb" cycles "$elf" --call no_such_fn
refuse no-interval "no interval seen: 'reset' ran fewer than twice" \
	"$cb" cycles "$elf" --between reset
refuse no-call "no completed call of 'loop_top'" \
	"$cb" cycles "$elf" --call loop_top
mkdir "$work/empty"
refuse no-qemu "cannot run qemu-system-arm" \
	env PATH="$work/empty" "$cb" cycles "$elf" --call seq_loop
# the M4 image on the M33 board (code expected at 0x10000000): QEMU fails
# or never exits
refuse qemu-fails "QEMU (mps2-an505)" \
	"$cb" cycles "$elf" --target qemu-m33 --timeout 2 --call seq_loop
refuse bad-target "unknown target 'qemu-m7'" \
	"$cb" cycles "$elf" --target qemu-m7 --call seq_loop
refuse no-symbol-option "name a symbol" "$cb" cycles "$elf"
# the targets are the QEMU boards' folders (mcu/boards/*/board.conf), as
# for run --target: a new folder is a new target, listed when one is wrong
mkdir -p "$work/src/mcu/boards/mps2-an386" "$work/src/mcu/boards/m4-copy"
cp "$(dirname "$0")/../../mcu/boards/mps2-an386/board.conf" \
	"$work/src/mcu/boards/mps2-an386/"
sed 's/^target = .*/target = qemu-m4-copy/' \
	"$work/src/mcu/boards/mps2-an386/board.conf" \
	> "$work/src/mcu/boards/m4-copy/board.conf"
if check folder-target env CRYPTOBENCH_SRC="$work/src" "$cb" cycles "$elf" \
	--target qemu-m4-copy --call seq_loop; then
	grep -Eq '^seq_loop +call +1 +23 ' "$work/out" &&
	grep -q 'qemu-m4-copy on mps2-an386 (cortex-m4)' "$work/out" &&
	echo "ok   folder-target" ||
	{ echo "FAIL folder-target:"; cat "$work/out"; fail=1; }
fi
refuse folder-targets-listed "unknown target 'qemu-m7' (qemu-m4-copy, qemu-m4)" \
	env CRYPTOBENCH_SRC="$work/src" "$cb" cycles "$elf" --target qemu-m7 \
	--call seq_loop
"$cb" cycles --help | grep -q -- '--between SYMBOL' ||
	{ echo "FAIL --help"; fail=1; }
exit $fail
