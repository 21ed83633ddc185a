#!/bin/sh
# SPDX-License-Identifier: MIT
# The LAVA side of cryptobench without a lab: a stand-in lavacli
# (tests/lab/lavacli, recording its arguments) for run --lava and lava
# submit (submit, wait, show, fetch), real lava-run job logs of the
# QEMU M4 (README.md) read back, and the bad logs each refused with
# nothing saved: cut short, no end marker, a self-test FAIL, a firmware
# that fell silent in a job LAVA marked passed, a malformed record.
# usage: lavacli.sh CRYPTOBENCH
set -u
cb=$1
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data"
export FAKE_LAVA="$tmp/lava"
export PATH="$here:$PATH"
mkdir -p "$FAKE_LAVA/logs"
n=0 fails=0

check() {
	n=$((n + 1))
	if eval "$2"; then
		echo "ok $n - $1"
	else
		fails=$((fails + 1))
		echo "not ok $n - $1"
		sed 's/^/#   /' "$tmp/err" 2> /dev/null
	fi
}
# cb ARGS...: status, stdout, stderr in $tmp; the calls reset
cb() {
	: > "$FAKE_LAVA/calls"
	"$cb" "$@" > "$tmp/out" 2> "$tmp/err"
	echo $? > "$tmp/rc"
}
rc() { [ "$(cat "$tmp/rc")" = "$1" ]; }
err() { grep -q -- "$1" "$tmp/err"; }
# the calls, one a line: "ARG ARG ..."
calls() { tr '\n' ' ' < "$FAKE_LAVA/calls" | sed 's/ -- /\n/g'; }
called() { calls | grep -qxF -- "$1"; }
nothing_saved() { ! "$cb" runs 2>&1 | grep -q "@1 "; }

# --- run --lava JOB through the stand-in lavacli: wait, show, logs
sed 's/^/- /' "$here/good.log" > "$FAKE_LAVA/logs/17"   # lavacli --raw
cb run --lava 17 --lab ci-lab
check "run --lava 17: saved" 'rc 0 && err "saved 8 figures as .qemu-m4. (run qemu-m4@1)"'
check "run --lava: waits, shows, fetches the raw log, in that order" \
	'[ "$(calls)" = "$(printf "%s\n" "-i ci-lab jobs wait 17" "-i ci-lab jobs show 17 --yaml" "-i ci-lab jobs logs 17 --raw")" ]'
"$cb" --format csv runs qemu-m4 > "$tmp/runs" 2>&1
check "the run's target names lab, job, device and board" \
	'grep -q "lava ci-lab job 17 on qemu-017 (mps2-an386)" "$tmp/runs"'
"$cb" runs qemu-m4@1 --log > "$tmp/saved.log" 2>&1
check "the firmware log rebuilt from lavacli's raw log is the image's, byte for byte" \
	'cmp -s "$tmp/saved.log" "$here/good.fw"'
check "the table is printed as show prints it" \
	'grep -q "^hash  *sha256 .* [0-9][0-9]* emulated-insns " "$tmp/out"'

# --- a job log on disk: lava-run's own output, no lab
rm -rf "$XDG_DATA_HOME"
cb run --lava "$here/good.log" --save m4-lava --log "$tmp/fw.log"
check "run --lava LOG (lava-run's): saved as named" 'rc 0 && err "run m4-lava@1"'
check "its --log is the image's log byte for byte" 'cmp -s "$tmp/fw.log" "$here/good.fw"'
check "no lavacli for a file" '! [ -s "$FAKE_LAVA/calls" ]'
"$cb" --format csv runs m4-lava > "$tmp/runs" 2>&1
check "a file's run names the log" 'grep -q "lava log .*good.log (mps2-an386)" "$tmp/runs"'

# --- lava submit: several boards, each job submitted, waited for, saved
rm -rf "$XDG_DATA_HOME"
echo 5 > "$FAKE_LAVA/next"
cp "$FAKE_LAVA/logs/17" "$FAKE_LAVA/logs/5"
sed 's/^/- /' "$here/selftest-fail.log" > "$FAKE_LAVA/logs/6"
cb lava submit mps2-an386 mps2-an505 --lab http://me:tok@lab.example/RPC2 \
	--fw-base http://files.example/fw
check "submit: one board saved, one refused (exit 1)" \
	'rc 1 && err "1 of 2 boards saved" && err "self-test failed"'
check "submit: both jobs through --uri" \
	'[ "$(calls | grep -c "^--uri http://me:tok@lab.example/RPC2 jobs submit ")" = 2 ]'
check "submit: waits for each, then fetches" \
	'called "--uri http://me:tok@lab.example/RPC2 jobs wait 5" && called "--uri http://me:tok@lab.example/RPC2 jobs logs 6 --raw"'
check "submit: the M4 job runs the M4 image on the qemu type" \
	'grep -q "^device_type: .qemu.$" "$FAKE_LAVA/job-5.yaml" && grep -q "machine: mps2-an386" "$FAKE_LAVA/job-5.yaml" && grep -q "http://files.example/fw/fw-mps2-an386.elf" "$FAKE_LAVA/job-5.yaml"'
check "submit: the M33's context" \
	'grep -q "cpu: cortex-m33" "$FAKE_LAVA/job-6.yaml" && grep -q "memory: 16" "$FAKE_LAVA/job-6.yaml"'
"$cb" --format csv runs qemu-m4 > "$tmp/runs" 2>&1
check "submit: the lab named by its host" 'grep -q "lava lab.example job 5 on qemu-05" "$tmp/runs"'

# every board of a device type, without waiting
echo 30 > "$FAKE_LAVA/next"
cb lava submit --device-type qemu --no-wait --fw-base http://f
check "submit --device-type qemu --no-wait: the three QEMU boards' ids" \
	'rc 0 && [ "$(cat "$tmp/out")" = "$(printf "mps2-an386 30\nmps2-an505 31\nmps3-an547 32")" ] && ! calls | grep -q "jobs wait"'
check "the AN547 job asks for its 2 GiB" 'grep -q "memory: 2048" "$FAKE_LAVA/job-32.yaml"'
echo refuse > "$FAKE_LAVA/next"
cb lava submit mps2-an386 --fw-base http://f
check "a job the lab refuses (lavacli exits 0) is an error" \
	'rc 1 && err "did not take the job: Unable to submit"'
echo 40 > "$FAKE_LAVA/next"
: > "$FAKE_LAVA/wait-fails"
cb run --lava 17
check "a failed wait: nothing fetched" \
	'rc 1 && err "jobs wait failed" && ! calls | grep -q "jobs logs"'
rm "$FAKE_LAVA/wait-fails"

# --- bad logs: each refused, nothing saved
bad() { # NAME FILE WHAT-THE-MESSAGE-SAYS
	rm -rf "$XDG_DATA_HOME"
	cb run --lava "$2"
	check "$1: refused, nothing saved" "rc 1 && err \"$3\" && nothing_saved"
}
row=$(grep -n '"msg": "row sha256 hash mode=sweep;message=16;' "$here/good.log" | cut -d: -f1)
head -n "$row" "$here/good.log" > "$tmp/cut.log"
bad "a log cut short mid-table" "$tmp/cut.log" "cut short after this line"
grep -v '"msg": "# end"}$' "$here/good.log" > "$tmp/noend.log"
bad "a whole job log without its end marker" "$tmp/noend.log" "no '# end' marker"
bad "a self-test FAIL (LAVA: an infrastructure error)" "$here/selftest-fail.log" \
	"selftest-fail.log:[0-9]*: the firmware's self-test failed: 'selftest sha1 FAIL (2)'"
bad "a firmware fallen silent in a job LAVA marked passed" "$here/silent.log" \
	"fell silent after this line.*LAVA marked the job 'pass'"
at=$(grep -n '"msg": "selftest sha1 ' "$here/good.log" | cut -d: -f1)
sed "${at}s/\"lvl\": \"target\"/\"lvl\": target\"/" "$here/good.log" > "$tmp/malformed.log"
bad "a malformed record" "$tmp/malformed.log" "malformed.log:$at: not a LAVA log record"
printf 'hello\n' > "$tmp/empty.log"
bad "no record at all" "$tmp/empty.log" "not a LAVA job log"
sed 's/"msg": "row sha256 hash mode=sweep;message=16;.*"}$/"msg": "# stack: overflow in sha256 hash"}/' \
	"$here/good.log" | grep -v '"msg": "row \|"msg": "# end"' > "$tmp/stack.log"
bad "a firmware out of stack" "$tmp/stack.log" \
	"stack.log:[0-9]*: the firmware stopped: '# stack: overflow in sha256 hash'"
sed '/"msg": "# firmware: /d' "$here/good.log" > "$tmp/nostart.log"
bad "no start marker" "$tmp/nostart.log" "no firmware output"

# --- YAML escapes and LAVA's quote escaping undone
{
	grep -v '"msg": "# end"}$' "$here/good.log"
	printf '%s\n' '{"dt": "x", "lvl": "target", "msg": "# note: \\\"q\\\" \x41\u00e9 tab\there"}' \
		'{"dt": "x", "lvl": "target", "msg": "# end"}'
} > "$tmp/esc.log"
rm -rf "$XDG_DATA_HOME"
cb run --lava "$tmp/esc.log" --no-save --log "$tmp/esc.fw"
check "escapes decoded, LAVA's backslash before '\"' removed" \
	"rc 0 && grep -qxF '# note: \"q\" Aé tab	here' \"\$tmp/esc.fw\""

# --- the files a lab admin needs, and option errors
cb lava device mps2-an386
check "a QEMU device dictionary extends LAVA's stock qemu type" \
	'rc 0 && grep -qxF "{% extends '"'qemu.jinja2'"' %}" "$tmp/out"'
cb lava device nucleo-f439zi
check "a real board's device needs --connect" 'rc 1 && err "needs --connect CMD"'
cb lava device-type mps2-an386
check "a QEMU board has no device type of its own" 'rc 1 && err "stock qemu"'
cb lava job nucleo-f439zi --fw http://f/fw.elf
check "a real board's job: flasher with its ELF, boot minimal" \
	'rc 0 && grep -q "to: flasher" "$tmp/out" && grep -q "      elf:" "$tmp/out" && grep -q "method: minimal" "$tmp/out" && grep -q "^device_type: .nucleo-f439zi.$" "$tmp/out"'
cb lava device-type nucleo-f439zi
check "its device type: board.conf's flash command on LAVA's {ELF}" \
	'rc 0 && grep -qF "openocd -f board/st_nucleo_f4.cfg -c \"program {ELF} verify reset exit\"" "$tmp/out"'
cb lava local mps2-an386 --lab x
check "a misplaced option" 'rc 2 && err "does not go with"'
cb run --lava 17 --target qemu-m4
check "run --lava with --target" 'rc 2 && err "only --lab"'

echo "$((n - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
