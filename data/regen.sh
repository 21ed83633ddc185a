#!/bin/sh
# SPDX-License-Identifier: MIT
# Regenerate data/ from the published pages: boards.csv and results/<id>.csv
# are exactly what `cryptobench ingest` makes of each page (a test checks it).
# The pages of tests/vectors/pages/pages.list are read too.
# usage: data/regen.sh [CRYPTOBENCH] [SEEDS_DIR]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cb=${1:-"$here/../build/cli/cryptobench"}
seeds=${2:-"$here/../../shared/seeds"}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "id,name,mcu,core,clock_mhz,vendor,library,library_version,compiler,optimization,method,source" > "$tmp/boards.csv"
mkdir -p "$tmp/results"
for page in "$seeds"/*.txt; do
	row=$("$cb" ingest --board-row "$page")
	id=${row%%,*}
	echo "$row" >> "$tmp/boards.csv"
	"$cb" ingest "$page" -o "$tmp/results/$id.csv" 2>/dev/null
done
# the pages kept in the tree (table lines and provenance), one list of
# them with their board ids and options: tests/vectors/pages/pages.list
pages="$here/../tests/vectors/pages"
grep -v '^#' "$pages/pages.list" | while read -r page id opts; do
	# shellcheck disable=SC2086
	"$cb" ingest --board-row --board "$id" $opts "$pages/$page" \
		>> "$tmp/boards.csv" 2>/dev/null
	# shellcheck disable=SC2086
	"$cb" ingest --board "$id" $opts "$pages/$page" \
		-o "$tmp/results/$id.csv" 2>/dev/null
done
mkdir -p "$here/results"
cp "$tmp/boards.csv" "$here/boards.csv"
cp "$tmp"/results/*.csv "$here/results/"
echo "data/ regenerated from $seeds and $pages"
