#!/bin/sh
# SPDX-License-Identifier: MIT
# Suite 'cli': data/memory.csv names published boards at their pages'
# clocks; 'mirror BOARD --run NAME' sets a saved prediction beside the
# page per row with the error predicted / published - 1; boards it cannot
# mirror are refused.  No QEMU: the prediction is a run log of known
# est-cycles, stored with ingest --save.
# usage: test_mirror.sh CRYPTOBENCH DATA
set -eu
cb=$1 data=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/share" HOME="$tmp"
pass=0 fail=0
ok() { echo "ok: $1"; pass=$((pass + 1)); }
ko() { echo "FAIL: $1"; fail=$((fail + 1)); }

# every row of the memory table: a published board at its page's clock
"$cb" list --format csv > "$tmp/list"
tail -n +2 "$data/memory.csv" | while IFS=, read -r board clock rest; do
	grep -q "^$board," "$tmp/list" || { echo "no board $board"; exit 1; }
	line=$(grep "^$board," "$data/boards.csv")
	echo "$line" | grep -q ",$clock,[^,]*,[^,]*," ||
		{ echo "$board: clock $clock is not its page's"; exit 1; }
done && ok "memory.csv: published boards at their clocks" ||
	ko "memory.csv"

# a prediction 12 % above the page for SHA-256 and 20 % below for
# AES-128-CBC encryption (m487: 2.557 and 2.424 MB/s at 192 MHz)
awk 'BEGIN {
	printf "# cryptobench: run log 1\n# platform: mps2-an386\n"
	printf "# cpu: QEMU mps2-an386\n# core: cortex-m4\n"
	printf "# vendor: QEMU (emulated)\n# clock_mhz: 1000.000\n"
	printf "# compiler: gcc 12.2.1\n# flags: -O3 -mcpu=cortex-m4\n"
	printf "# library: CycloneCRYPTO\n# version: 2.5.0\n"
	printf "# unit: emulated-insns\n"
	printf "# method: emulated: QEMU -icount shift=0, SysTick\n"
	printf "# est_cycles: model cortex-m4 2, zero wait states\n"
	s = 192 / 2.557 * 1.12 * 8192; a = 192 / 2.424 * 0.80 * 8192
	printf "row sha256 hash mode=long;message=8192;config=ct insns %d emulated-insns reps=3 min=1 max=1\n", s
	printf "row sha256 hash mode=long;message=8192;config=ct est-cycles %d est-cycles reps=3 min=1 max=1\n", s
	printf "row aes-128-cbc encrypt mode=long;message=8192;config=table insns %d emulated-insns reps=3 min=1 max=1\n", a
	printf "row aes-128-cbc encrypt mode=long;message=8192;config=table est-cycles %d est-cycles reps=3 min=1 max=1\n", a
	printf "# end\n" }' > "$tmp/pred.log"
"$cb" ingest "$tmp/pred.log" --save pred > /dev/null 2>&1
if "$cb" mirror m487 --run pred --format csv > "$tmp/m.csv" 2> "$tmp/err"; then
	e_sha=$(grep '^hash,sha256,hash,' "$tmp/m.csv" | cut -d, -f9)
	e_aes=$(grep '^cipher,aes-128-cbc,encrypt,' "$tmp/m.csv" | cut -d, -f9)
	rows=$(($(wc -l < "$tmp/m.csv") - 1))
	if awk -v a="$e_sha" -v b="$e_aes" 'BEGIN { exit !(a > 0.1199 &&
	    a < 0.1201 && b > -0.2001 && b < -0.1999) }' && [ "$rows" -eq 2 ]
	then ok "mirror: errors +12 % and -20 % on the two rows predicted"
	else ko "mirror: rows $rows, errors '$e_sha' '$e_aes'"; fi
else
	ko "mirror --run: $(cat "$tmp/err")"
fi
"$cb" mirror m487 --run pred > "$tmp/m.txt" 2>&1 &&
	grep -q '^2 rows: median |error| 16.0 %, 0 within 10 %$' "$tmp/m.txt" &&
	grep -q '^memory: .*FMC_CYCCTL' "$tmp/m.txt" &&
	ok "mirror: the summary and the board's memory" ||
	ko "mirror text: $(cat "$tmp/m.txt")"
# refused: a library mcu/ref/ cannot build (ST's CMOX), a run of ours
if "$cb" mirror stm32u3 > /dev/null 2> "$tmp/err"; then
	ko "mirror stm32u3 was not refused"
else
	grep -q 'CMOX' "$tmp/err" && ok "mirror refuses CMOX's board" ||
		ko "mirror stm32u3: $(cat "$tmp/err")"
fi
if "$cb" mirror pred > /dev/null 2> "$tmp/err"; then
	ko "mirror of a run of ours was not refused"
else
	grep -q 'a run of ours' "$tmp/err" && ok "mirror refuses a run" ||
		ko "mirror pred: $(cat "$tmp/err")"
fi
"$cb" mirror > /dev/null 2>&1 && ko "mirror without a board" ||
	[ $? -eq 2 ] && ok "mirror without a board: usage" ||
	ko "mirror without a board: status"
# run --target --as: a board the memory table lacks, a table that does
# not read (file:line), both before anything is built
if "$cb" run --target qemu-m4 --as stm32u9 --no-save > /dev/null \
	2> "$tmp/err"; then
	ko "run --as an unknown board was not refused"
else
	grep -q 'no row of the boards' "$tmp/err" &&
		ok "run --as: a board without a memory row refused" ||
		ko "run --as stm32u9: $(cat "$tmp/err")"
fi
mkdir "$tmp/data"
cp -r "$data/boards.csv" "$data/results" "$tmp/data/"
sed '2s/,ws=5;art,/,ws=5;artx,/' "$data/memory.csv" > "$tmp/data/memory.csv"
if "$cb" --data-only "$tmp/data" run --target qemu-m4 --as stm32f4 --no-save \
	> /dev/null 2> "$tmp/err"; then
	ko "a bad memory table was read"
else
	grep -q 'memory.csv:2: applied is none' "$tmp/err" &&
		ok "run --as: a bad memory row named by file:line" ||
		ko "bad memory table: $(cat "$tmp/err")"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
