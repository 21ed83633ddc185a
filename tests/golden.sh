#!/bin/sh
# SPDX-License-Identifier: MIT
# list, show, compare and verify on the shipped data print exactly what
# tests/golden/ holds (see tests/golden/commands); a refactor keeps them
# byte for byte.  usage: golden.sh CRYPTOBENCH [--check|--no-ref|--update]
# (--no-ref: this build has no OpenSSL checks, so verify's lines are left
# out, and said so)
set -u
cb=$1
here=$(cd "$(dirname "$0")" && pwd)
dir=$here/golden
update=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# no user store: only the shipped data
export HOME="$tmp" XDG_DATA_HOME="$tmp/share"
unset CRYPTOBENCH_DATA
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
	n=$((n + 1))
	# shellcheck disable=SC2086
	"$cb" --data "$here/../data" $args > "$tmp/out" 2>&1
	echo "rc=$?" >> "$tmp/out"
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
