#!/bin/sh
# SPDX-License-Identifier: MIT
# The shipped data of each kept page of tests/vectors/pages/pages.list
# (PAGE BOARD-ID [ingest options] a line) is what ingest makes of it:
# data/results/BOARD-ID.csv and BOARD-ID's row of data/boards.csv.
# usage: pages.sh CRYPTOBENCH SRCDIR
set -u
cb=$1 src=$2
pages=$src/tests/vectors/pages
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 n=0
grep -v '^#' "$pages/pages.list" > "$tmp/list"
while read -r page id opts; do
	[ -n "$page" ] || continue
	n=$((n + 1))
	# shellcheck disable=SC2086
	if ! "$cb" ingest $opts --board "$id" "$pages/$page" > "$tmp/r.csv" 2>/dev/null ||
	    ! cmp -s "$tmp/r.csv" "$src/data/results/$id.csv"; then
		echo "FAIL $id: data/results/$id.csv is not what ingest makes of $page"
		fail=1
	fi
	# shellcheck disable=SC2086
	"$cb" ingest $opts --board "$id" --board-row "$pages/$page" > "$tmp/b.csv" 2>/dev/null
	if ! grep -qxF -f "$tmp/b.csv" "$src/data/boards.csv"; then
		echo "FAIL $id: its data/boards.csv row is not what ingest makes of $page"
		fail=1
	fi
done < "$tmp/list"
[ $n -gt 0 ] || { echo "FAIL: no pages in $pages/pages.list"; fail=1; }
[ $fail = 0 ] && echo "$n kept pages as shipped in data/"
exit $fail
