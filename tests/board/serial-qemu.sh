#!/bin/sh
# SPDX-License-Identifier: MIT
# run --board's serial path end to end against QEMU: the mps2-an386
# firmware's UART on a pseudo-terminal (-serial pty), read with the same
# termios set-up, markers and time limits as a real board's port; QEMU
# starts paused and the stand-in flash command starts it through its
# monitor.  Cases: an earlier boot's output before the start marker (the
# board reset half way through its log), a log cut mid-table (QEMU
# stopped) and a disconnect (QEMU killed), each failure with its error and
# nothing saved.  SKIP (77) without the firmware or QEMU.
# usage: serial-qemu.sh CRYPTOBENCH FW-mps2-an386.elf
set -u
cb=$1 elf=$2
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -r "$elf" ] || ! command -v qemu-system-arm > /dev/null ||
	! command -v python3 > /dev/null; then
	echo "SKIP: needs $elf (./check builds it), qemu-system-arm, python3"
	exit 77
fi
build=$(dirname "$(dirname "$elf")")
tmp=$(mktemp -d)
qpid= cpid=
trap '[ -z "$qpid" ] || kill -9 $qpid 2> /dev/null; [ -z "$cpid" ] || kill $cpid 2> /dev/null; rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data"
mon="$here/qemu-monitor $tmp/mon"
n=0 fails=0

# QEMU paused, its UART on a new pty (also logged to uart.log); sets pts
qemu() {
	[ -z "$qpid" ] || kill -9 $qpid 2> /dev/null
	rm -f "$tmp/mon" "$tmp/uart.log"
	qemu-system-arm -M mps2-an386 -display none \
		-chardev "pty,id=uart,logfile=$tmp/uart.log" -serial chardev:uart \
		-monitor "unix:$tmp/mon,server=on,wait=off" \
		-semihosting-config enable=on,target=native -icount shift=0 \
		-S -kernel "$elf" > "$tmp/qemu.out" 2>&1 &
	qpid=$!
	i=0
	while ! grep -q /dev/pts/ "$tmp/qemu.out" || [ ! -S "$tmp/mon" ]; do
		sleep 0.05
		i=$((i + 1))
		[ $i -lt 200 ] || { echo "QEMU did not start"; cat "$tmp/qemu.out"; exit 1; }
	done
	pts=$(grep -o '/dev/pts/[0-9]*' "$tmp/qemu.out" | head -1)
}
# wait until the firmware has printed N rows
rows() {
	i=0
	while [ "$(grep -c '^row ' "$tmp/uart.log" 2> /dev/null)" -lt "$1" ]; do
		sleep 0.1
		i=$((i + 1))
		[ $i -lt 1800 ] || return 1
	done
}
board() { # NAME ARGS...: run --board in the background
	name=$1
	shift
	"$cb" run --board mps2-an386 --serial "$pts" --build-dir "$build" \
		--save "$name" "$@" > "$tmp/out" 2> "$tmp/err" &
	cpid=$!
}
finish() { wait $cpid; echo $? > "$tmp/rc"; cpid=; }
check() {
	n=$((n + 1))
	if eval "$2"; then
		echo "ok $n - $1"
	else
		fails=$((fails + 1))
		echo "not ok $n - $1"
		sed 's/^/#   /' "$tmp/err"
	fi
}
rc() { [ "$(cat "$tmp/rc")" = "$1" ]; }
err() { grep -q -- "$1" "$tmp/err"; }
nothing_saved() { ! "$cb" runs "$1" > /dev/null 2>&1; }

# the board "flashed" (started), reset once it has printed three rows: the
# reader sees a whole boot's beginning before the log it keeps
qemu
board qemu-pty --flash-cmd "$mon cont; i=0; while [ \$(grep -c '^row ' $tmp/uart.log) -lt 3 ] && [ \$i -lt 1800 ]; do sleep 0.1; i=\$((i+1)); done; $mon system_reset" \
	--timeout 600 --algo sha256
finish
check "an earlier boot's output, then the log after the reset: read, saved" \
	'rc 0 && err "the board restarted" && grep -Eq "^hash +sha256 +hash +sw +[0-9]+ emulated-insns +[0-9.]+ " "$tmp/out" && "$cb" runs qemu-pty | grep -q "qemu-pty@1"'
check "the saved run is the whole log, one start marker" \
	'"$cb" runs qemu-pty@1 --log > "$tmp/saved.log" && [ "$(grep -c "^# firmware:" "$tmp/saved.log")" = 1 ] && tail -1 "$tmp/saved.log" | grep -qx "# end"'

# QEMU stopped mid-table: the port stays open, the log stops
qemu
board cut --flash-cmd "$mon cont" --line-timeout 2
rows 5 && $mon stop
finish
check "a log cut mid-table (QEMU stopped): named, nothing saved" \
	'rc 1 && err "the log stopped: no line for 2 s after [0-9]* rows" && err "log cut short, nothing saved" && nothing_saved cut'

# QEMU killed mid-table: the pty goes away
qemu
board gone --flash-cmd "$mon cont"
rows 5 && kill -9 $qpid
finish
qpid=
check "a disconnect (QEMU killed): named, nothing saved" \
	'rc 1 && err "serial disconnect mid-run after [0-9]* rows" && nothing_saved gone'

echo "$((n - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
