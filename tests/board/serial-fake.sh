#!/bin/sh
# SPDX-License-Identifier: MIT
# run --board end to end against stand-in boards on pseudo-terminals
# (fake-serial) and stand-in flash tools that record their arguments:
# line noise before the start marker, a self-test failure, no answer, a
# log cut short, a disconnect, a failing flash command, a bad --gpio, and
# the flash and reset command each board composes.  Each failure must name
# its step and save nothing.
# usage: serial-fake.sh CRYPTOBENCH
set -u
cb=$1
here=$(cd "$(dirname "$0")" && pwd)
command -v python3 > /dev/null || { echo "SKIP: no python3"; exit 77; }
tmp=$(mktemp -d)
fpid=
trap '[ -z "$fpid" ] || kill $fpid 2> /dev/null; rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data"
log=$here/nucleo-f439zi.log
n=0 fails=0

# a stand-in board: fake-serial MODE [LOG]; sets pts
fake() {
	[ -z "$fpid" ] || kill $fpid 2> /dev/null
	rm -f "$tmp/go" "$tmp/pts"
	python3 "$here/fake-serial" "$tmp/go" "$@" > "$tmp/pts" &
	fpid=$!
	i=0
	while [ ! -s "$tmp/pts" ] && [ $i -lt 200 ]; do
		sleep 0.05
		i=$((i + 1))
	done
	pts=$(cat "$tmp/pts")
}
# run --board ARGS...: its status, stdout and stderr in $tmp
run() {
	: > "$tmp/calls"
	"$cb" run --board "$@" > "$tmp/out" 2> "$tmp/err"
	echo $? > "$tmp/rc"
}
check() {
	n=$((n + 1))
	if eval "$2"; then
		echo "ok $n - $1"
	else
		fails=$((fails + 1))
		echo "not ok $n - $1"
		sed 's/^/#   /' "$tmp/err" "$tmp/calls"
	fi
}
rc() { [ "$(cat "$tmp/rc")" = "$1" ]; }
err() { grep -q -- "$1" "$tmp/err"; }
nothing_saved() { ! "$cb" runs "$1" > /dev/null 2>&1; }

# build folders with an image each, and stand-in tools on PATH that
# record their arguments one by one
mkdir -p "$tmp/bin"
for b in nucleo-f439zi numaker-iot-m487 same51-cnano nucleo-u385rg \
	nucleo-n657x0; do
	mkdir -p "$tmp/fw-$b/mcu"
	: > "$tmp/fw-$b/mcu/fw-$b.elf"
	: > "$tmp/fw-$b/mcu/fw-$b.bin"
done
for t in ninja openocd pyocd STM32_Programmer_CLI gdb-multiarch; do
	printf '#!/bin/sh\n{ printf "%%s" "%s"; printf " [%%s]" "$@"; echo; } >> "%s/calls"\n' \
		"$t" "$tmp" > "$tmp/bin/$t"
	chmod +x "$tmp/bin/$t"
done
PATH=$tmp/bin:$PATH
f439="nucleo-f439zi --build-dir $tmp/fw-nucleo-f439zi"

# line noise, an unfinished marker, a line at the wrong baud, then the log
fake replay "$log"
run $f439 --serial "$pts" --flash-cmd "touch $tmp/go" --save f439
check "a log after line noise is read, printed and saved" \
	'rc 0 && grep -q "^hash  *sha256 " "$tmp/out" && "$cb" runs f439 | grep -q "f439@1"'
check "the firmware is built first" \
	'grep -qx "ninja \[-C\] \[$tmp/fw-nucleo-f439zi\]" "$tmp/calls"'

# a self-test failure
sed -e 's/^selftest md5 ok (3)$/selftest md5 FAIL (1 of 3)/' \
	-e '/^# selftest: ok$/,$d' "$log" > "$tmp/fail.log"
echo "# selftest: FAIL, no figures" >> "$tmp/fail.log"
fake replay "$tmp/fail.log"
run $f439 --serial "$pts" --flash-cmd "touch $tmp/go" --save fail1
check "a self-test failure: named, nothing saved" \
	'rc 1 && err ":6: self-test: the firmware.s self-test failed (1 failing" && err "selftest md5 FAIL" && nothing_saved fail1'

# a board that does not answer
fake silent
run $f439 --serial "$pts" --flash-cmd "touch $tmp/go" --timeout 2 --save fail2
check "no answer: named, nothing saved" \
	'rc 1 && err "the board does not answer: no .# firmware:. line within 2 s" && nothing_saved fail2'

# a log that stops half way
fake cut "$log"
run $f439 --serial "$pts" --flash-cmd "touch $tmp/go" --line-timeout 1 --save fail3
check "a log cut short: named, nothing saved" \
	'rc 1 && err "the log stopped: no line for 1 s after" && err "log cut short, nothing saved" && nothing_saved fail3'

# the port goes away half way
fake hangup "$log"
run $f439 --serial "$pts" --flash-cmd "touch $tmp/go" --save fail4
check "a disconnect: named, nothing saved" \
	'rc 1 && err "serial disconnect mid-run after" && nothing_saved fail4'

# the flash tool fails
fake silent
run $f439 --serial "$pts" --flash-cmd "exit 3" --save fail5
check "a failing flash command: named, nothing saved" \
	'rc 1 && err "the flash command failed (exit status 3)" && nothing_saved fail5'

# a GPIO line that is not there: refused before flashing
run $f439 --serial "$pts" --gpio nochip:3 --save fail6
check "a bad --gpio: refused before anything is flashed" \
	'rc 1 && err "^cryptobench: --gpio nochip:3: no GPIO chip .nochip." && ! grep -q openocd "$tmp/calls" && nothing_saved fail6'

# what each board's flash command is, word by word
flash_is() { # BOARD EXPECTED-LINE [--no-flash]
	b=$1 want=$2
	shift 2
	fake silent
	run "$b" --build-dir "$tmp/fw-$b" --serial "$pts" --timeout 3 "$@" --save x
	check "$b: flash command $*" \
		'rc 1 && err "does not answer" && grep -qxF "$want" "$tmp/calls"'
}
e() { echo "$tmp/fw-$1/mcu/fw-$1.elf"; }
flash_is nucleo-f439zi "openocd [-f] [board/st_nucleo_f4.cfg] [-c] [program $(e nucleo-f439zi) verify reset exit]"
flash_is nucleo-f439zi "openocd [-f] [board/st_nucleo_f4.cfg] [-c] [init] [-c] [reset run] [-c] [exit]" --no-flash
check "--no-flash builds nothing" '! grep -q ninja "$tmp/calls"'
flash_is numaker-iot-m487 "pyocd [flash] [-t] [m487jidae] [$(e numaker-iot-m487)]"
flash_is same51-cnano "openocd [-f] [interface/cmsis-dap.cfg] [-f] [target/atsame5x.cfg] [-c] [program $(e same51-cnano) verify reset exit]"
flash_is nucleo-u385rg "STM32_Programmer_CLI [-c] [port=SWD] [-w] [$(e nucleo-u385rg)] [-v] [-rst]"
flash_is nucleo-n657x0 "gdb-multiarch [$(e nucleo-n657x0)] [-batch] [-ex] [target extended-remote :3333] [-ex] [monitor reset halt] [-ex] [load] [-ex] [set \$sp = *(unsigned *)0x34180400] [-ex] [monitor resume]"
check "nucleo-n657x0: its OpenOCD server first" \
	'grep -qxF "openocd [-f] [interface/stlink-dap.cfg] [-f] [target/stm32n6x.cfg]" "$tmp/calls"'
flash_is nucleo-f439zi "openocd [-f] [b.cfg] [-c] [program $(e nucleo-f439zi)]" --flash-cmd 'openocd -f b.cfg -c "program {elf}"'

echo "$((n - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
