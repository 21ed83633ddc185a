#!/bin/sh
# SPDX-License-Identifier: MIT
# Fuzz each libFuzzer harness in turn, one core, for a bounded time.
#
# usage: tests/fuzz/run.sh [BUILD_DIR [HARNESS...]]
#   BUILD_DIR  a build configured with CC=clang -Dfuzz=enabled
#              (default build-fuzz); HARNESS: data, ingest, roundtrip,
#              table, store, lava (default all six)
# environment:
#   FUZZ_SECONDS  time per harness (default 60; ./check uses this)
#   FUZZ_RUNS     stop after this many executions instead (e.g. 1000000)
#   SEEDS         the published pages (default ../shared/seeds)
#
# Each harness starts from its committed corpus (tests/fuzz/corpus), its
# regression inputs (tests/fuzz/regress), the seed pages, a fresh run log
# of cryptobench run and the firmware logs ./check made (build-fw-*), and
# keeps what it learns in BUILD_DIR/fuzz/corpus-HARNESS, so that a second
# run goes on where the first stopped.  A crash, leak, timeout or broken property
# stops the run: the input is written to BUILD_DIR/fuzz/, its report is
# shown, and the script fails; copy the input into tests/fuzz/regress/
# HARNESS/ once understood.  A long run: FUZZ_SECONDS=3600 tests/fuzz/run.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-build-fuzz}
[ $# -gt 0 ] && shift
harnesses=${*:-data ingest roundtrip table store lava}
seeds=${SEEDS:-$root/../shared/seeds}
limit="-max_total_time=${FUZZ_SECONDS:-60}"
[ -n "${FUZZ_RUNS:-}" ] && limit="-runs=$FUZZ_RUNS"
work=$build/fuzz
mkdir -p "$work"
for h in $harnesses; do
	exe=$build/tests/fuzz/fuzz_$h
	[ -x "$exe" ] || { echo "run.sh: $exe not built" >&2; exit 1; }
	corpus=$work/corpus-$h
	mkdir -p "$corpus"
	found="$work/$h-crash-* $work/$h-leak-* $work/$h-timeout-* $work/$h-oom-*"
	rm -f $found
	case $h in
	data|store|lava)
		cp "$root"/tests/fuzz/corpus/$h/* "$corpus"/ ;;
	*)	cp "$root"/tests/fuzz/corpus/pages/* "$corpus"/
		if [ -d "$seeds" ]; then
			cp "$seeds"/*.txt "$corpus"/
		else
			echo "run.sh: $seeds absent: seed pages skipped"
		fi
		# a run log as this build writes it today
		XDG_DATA_HOME=$work "$build/cli/cryptobench" run --quick \
			--algo 'sha256,aes-128-gcm,x25519' --no-save \
			--log "$corpus/host-now.log" > /dev/null 2>&1 ||
			echo "run.sh: cryptobench run failed: no fresh run log"
		# each under its build's name: two builds of one board (the
		# M4 with and without its assembly) write logs of one name
		n=0
		for l in "$root"/build-fw-*/mcu/fw-*.log; do
			[ -f "$l" ] || continue
			d=${l%/mcu/*}
			cp "$l" "$corpus/${d##*/}-${l##*/}"
			n=$((n + 1))
		done
		[ "$n" -gt 0 ] ||
			echo "run.sh: no firmware log in build-fw-*: skipped" ;;
	esac
	echo "run.sh: fuzz_$h ($limit)"
	# stderr of the code under test is closed (-close_fd_mask=2: its
	# messages on every bad input); libFuzzer and the sanitizers keep
	# theirs.  Exit 1 on any finding.
	if ! "$exe" "$limit" -timeout=10 -rss_limit_mb=2048 -error_exitcode=1 \
		-close_fd_mask=2 -print_final_stats=1 \
		-artifact_prefix="$work/$h-" "$corpus" \
		"$root/tests/fuzz/regress/$h" > "$work/$h.log" 2>&1; then
		tail -n 40 "$work/$h.log"
		for a in $found; do
			[ -f "$a" ] || continue
			echo "run.sh: fuzz_$h found $a; replayed with messages:"
			"$exe" -timeout=10 "$a" 2>&1 | grep -v '^INFO' |
				head -n 30 || true
		done
		exit 1
	fi
	sed -n 's/^stat::number_of_executed_units: */executions: /p;
		s/^stat::peak_rss_mb: */peak RSS MB: /p' "$work/$h.log" |
		tr '\n' ' ' | sed "s/^/run.sh: fuzz_$h: no finding; /"
	grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*' "$work/$h.log" | tail -n 1
done
