#!/bin/sh
# SPDX-License-Identifier: MIT
# The constant-time suite (tests/ct, valgrind memcheck) under every compiler
# and optimisation a user may build the core with: each pair gets its own
# build folder (build-ct/<cc>-O<opt>) with only the core and the ct
# programs built, then `meson test --suite ct`.  A compiler that is not
# installed is reported and skipped; any failure fails the whole run.
#   tests/ct/matrix.sh                 gcc and clang at -O2, -O3, -Os
#   CT_CCS="clang" CT_OPTS="3" tests/ct/matrix.sh
set -eu
cd "$(dirname "$0")/../.."
ccs=${CT_CCS:-"gcc clang"}
opts=${CT_OPTS:-"2 3 s"}
fail=0
for cc in $ccs; do
	if ! command -v "$cc" >/dev/null 2>&1; then
		echo "ct-matrix: $cc not installed: SKIPPED"
		continue
	fi
	for opt in $opts; do
		dir=build-ct/$cc-O$opt
		# the -O flag exactly as given (Meson's own 's' is -Oz for
		# clang); -g changes no code and puts lines in valgrind's report
		# (DWARF 4: Debian 12's valgrind cannot read clang 14's DWARF 5)
		# (DWARF 4: Debian 12's valgrind cannot read clang 14's DWARF 5)
		[ -d "$dir" ] || CC=$cc meson setup "$dir" -Dwerror=true \
			-Dbuildtype=plain -Dc_args="-O$opt -g -gdwarf-4" -Db_ndebug=true \
			>/dev/null
		targets=$(ninja -C "$dir" -t targets all |
			sed -n 's|^\(tests/ct_[a-z0-9_]*\): .*|\1|p')
		ninja -C "$dir" $targets >/dev/null
		if meson test -C "$dir" --no-rebuild --suite ct \
			--num-processes 2 --print-errorlogs >"$dir/ct.log" 2>&1; then
			echo "ct-matrix: $cc -O$opt: $(grep -c ' OK ' "$dir/ct.log") ct programs clean"
		else
			echo "ct-matrix: $cc -O$opt: FAILED (see $dir/ct.log)"
			grep -E 'FAIL|carries no taint|depends on uninit' \
				"$dir/ct.log" | head -20
			fail=1
		fi
	done
done
exit $fail
