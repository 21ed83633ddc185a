#!/bin/sh
# SPDX-License-Identifier: MIT
# list, show, compare, runs and verify on the shipped data (and two
# saved runs) print exactly what tests/golden/ holds (see
# tests/golden/commands), the text within its width; a refactor keeps
# them byte for byte.  usage: golden.sh CRYPTOBENCH [--check|--no-ref|--update]
# (--no-ref: this build has no OpenSSL checks, so verify's lines are left
# out, and said so)
set -u
cb=$1
here=$(cd "$(dirname "$0")" && pwd)
dir=$here/golden
update=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# a user store of two runs (tests/golden/runs/), dated 2026-01-01: the
# shipped data and those
export HOME="$tmp" XDG_DATA_HOME="$tmp/share" SOURCE_DATE_EPOCH=1767225600
unset CRYPTOBENCH_DATA
for run in qemu-m4 host; do
	"$cb" --data-only "$here/../data" ingest "$dir/runs/$run.log" --save $run \
		>/dev/null 2>&1 || { echo "cannot save $dir/runs/$run.log"; exit 1; }
done
set -f   # the arguments are words, not file patterns
fail=0
n=0
while read -r name args; do
	case $name in '#'*|'') continue ;; esac
	case $args in verify*)
		if [ "$update" = --no-ref ]; then
			echo "skipped $name: no OpenSSL checks in this build"
			continue
		fi ;;
	esac
	# COLUMNS=N first: the text's width (else 100: no terminal)
	cols=100
	case $args in COLUMNS=*)
		cols=${args%% *}
		cols=${cols#COLUMNS=}
		args=${args#* } ;;
	esac
	n=$((n + 1))
	# shellcheck disable=SC2086
	COLUMNS=$cols "$cb" --data-only "$here/../data" $args > "$tmp/out" 2>&1
	echo "rc=$?" >> "$tmp/out"
	# text fits the width: every line (wc -L counts characters)
	case $args in *--format*|verify*) ;; *)
		w=$(LC_ALL=C.UTF-8 wc -L < "$tmp/out")
		if [ "$w" -gt "$cols" ]; then
			echo "FAIL $name: a line of $w columns, wider than $cols:"
			awk -v c="$cols" 'length($0) > c' "$tmp/out" | head -3
			fail=1
		fi ;;
	esac
	if [ "$update" = --update ]; then
		cp "$tmp/out" "$dir/$name.txt"
	elif ! cmp -s "$tmp/out" "$dir/$name.txt"; then
		echo "FAIL $name: cryptobench $args differs from tests/golden/$name.txt:"
		diff -u "$dir/$name.txt" "$tmp/out" | head -20
		fail=1
	fi
done < "$dir/commands"
[ "$update" = --update ] && echo "tests/golden/: $n outputs written"
[ $fail = 0 ] && echo "$n outputs as in tests/golden/"
exit $fail
