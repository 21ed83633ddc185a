#!/bin/sh
# SPDX-License-Identifier: MIT
# The shipped data of each kept page (tests/vectors/pages/ID.txt) is what
# ingest makes of it: data/results/ID.csv and ID's row of data/boards.csv.
# usage: pages.sh CRYPTOBENCH SRCDIR
set -u
cb=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 n=0
for page in "$src"/tests/vectors/pages/*.txt; do
	id=$(basename "$page" .txt)
	opts=$(sed -n 's/^# ingest: //p' "$page")
	n=$((n + 1))
	# shellcheck disable=SC2086
	if ! "$cb" ingest $opts --board "$id" "$page" > "$tmp/r.csv" 2>/dev/null ||
	    ! cmp -s "$tmp/r.csv" "$src/data/results/$id.csv"; then
		echo "FAIL $id: data/results/$id.csv is not what ingest makes of $page"
		fail=1
	fi
	# shellcheck disable=SC2086
	"$cb" ingest $opts --board "$id" --board-row "$page" > "$tmp/b.csv" 2>/dev/null
	if ! grep -qxF -f "$tmp/b.csv" "$src/data/boards.csv"; then
		echo "FAIL $id: its data/boards.csv row is not what ingest makes of $page"
		fail=1
	fi
done
[ $fail = 0 ] && echo "$n kept pages as shipped in data/"
exit $fail
