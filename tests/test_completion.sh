#!/bin/bash
# SPDX-License-Identifier: MIT
# Suite 'cli': the bash completion (cli/cryptobench.bash) against the
# built tool: commands, a command's options, option values, the shipped
# board ids and a saved run of the user's (a scratch run store).
# usage: test_completion.sh CRYPTOBENCH COMPLETION-SCRIPT
set -u
exe=$1
# shellcheck source=/dev/null
. "$2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME=$tmp
pass=0 fail=0

# complete LINE: COMPREPLY for the last word of LINE ('' after a space)
complete_line()
{
	read -r -a COMP_WORDS <<< "$1"
	[[ $1 == *" " ]] && COMP_WORDS+=("")
	COMP_WORDS[0]=$exe
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	_cryptobench
}

# expect LINE WORD...: each WORD among the completions of LINE
expect()
{
	local line=$1 w
	shift
	complete_line "$line"
	for w in "$@"; do
		if printf '%s\n' "${COMPREPLY[@]}" | grep -qxF -- "$w"; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL: '$line' does not complete to '$w' (got:" \
				"${COMPREPLY[*]:0:12})"
		fi
	done
}

# refuse LINE WORD...: no WORD among them
refuse()
{
	local line=$1 w
	shift
	complete_line "$line"
	for w in "$@"; do
		if printf '%s\n' "${COMPREPLY[@]}" | grep -qxF -- "$w"; then
			fail=$((fail + 1))
			echo "FAIL: '$line' completes to '$w'"
		else
			pass=$((pass + 1))
		fi
	done
}

expect "cryptobench " list show compare plot ingest verify run runs cycles
expect "cryptobench com" compare
refuse "cryptobench com" show
expect "cryptobench -" --format --data --data-only --help
expect "cryptobench --format " text csv json markdown
expect "cryptobench --format json sh" show
expect "cryptobench run --" --algo --target --quick --save --ref --sweep \
	--wait-states --art
expect "cryptobench plot --" --family --sweep --keep-script
# prose that names another command's option is no option of this one
refuse "cryptobench plot --" --fit
expect "cryptobench run --target " qemu-m4 qemu-m33 qemu-m55
expect "cryptobench compare --family " cipher hash pq
expect "cryptobench show " stm32f4 m487 stm32u3
expect "cryptobench compare stm32f4 m4" m487
refuse "cryptobench compare stm32f4 m4" stm32f4
refuse "cryptobench run --algo " stm32f4
# a run of the user's, saved from a log: completes like a shipped board
cat > "$tmp/log" <<'LOG'
# cryptobench: run log 1
# platform: completion test
# clock_mhz: 100
# unit: cycles
row sha256 hash mode=long;message=8192;config=ct cycles 100000 cycles reps=5 min=99000 max=101000
# end
LOG
if "$exe" ingest "$tmp/log" --save mybench > /dev/null 2>&1; then
	expect "cryptobench compare stm32f4 myb" mybench
	expect "cryptobench runs " mybench
else
	fail=$((fail + 1))
	echo "FAIL: could not save the test run"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
