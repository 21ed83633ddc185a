#!/bin/sh
# SPDX-License-Identifier: MIT
# The constant-time checks under every compiler and optimisation a user
# may build the core with, each pair in its own build folder with only
# what the check needs built:
#  - host (build-ct/<cc>-O<opt>): the valgrind memcheck suite (tests/ct),
#    secrets marked undefined, every output checked for their taint;
#  - Arm (build-ct/arm-<cc>-O<opt>, Cortex-M4, QEMU mps2-an386): the
#    trace check (mcu/common/ctprobe.c, mcu/plugin/ctrace.c), each entry
#    point run on two sets of secrets, instruction and data addresses
#    compared; clang links with ld.lld against arm-none-eabi's newlib.
# A compiler or tool that is not installed is reported and skipped; any
# failure fails the whole run.
#   tests/ct/matrix.sh                 gcc and clang at -O2, -O3, -Os
#   CT_CCS="clang" CT_OPTS="3" CT_TARGETS="host" tests/ct/matrix.sh
set -eu
cd "$(dirname "$0")/../.."
ccs=${CT_CCS:-"gcc clang"}
opts=${CT_OPTS:-"2 3 s"}
targets=${CT_TARGETS:-"host arm"}
fail=0

# run_suite DIR WHAT: build the ct targets of DIR, run suite ct
run_suite() {
	dir=$1 what=$2
	t=$(ninja -C "$dir" -t targets all |
		sed -n 's|^\(tests/ct_[a-z0-9_]*\|mcu/ctprobe-[a-z0-9-]*\.elf\|mcu/ctrace\.so\): .*|\1|p')
	if ! ninja -C "$dir" $t >"$dir/ct-build.log" 2>&1; then
		echo "ct-matrix: $what: build FAILED (see $dir/ct-build.log)"
		tail -20 "$dir/ct-build.log"
		fail=1
		return
	fi
	if meson test -C "$dir" --no-rebuild --suite ct --num-processes 2 \
		--print-errorlogs >"$dir/ct.log" 2>&1; then
		echo "ct-matrix: $what: clean ($(grep -c ' OK ' "$dir/ct.log") programs)"
	else
		echo "ct-matrix: $what: FAILED (see $dir/ct.log)"
		grep -E 'FAIL|carries no taint|depends on uninit|DIFFER|EQUAL' \
			"$dir/ct.log" | head -20
		fail=1
	fi
}

for target in $targets; do
	for cc in $ccs; do
		if ! command -v "$cc" >/dev/null 2>&1; then
			echo "ct-matrix: $cc not installed: SKIPPED"
			continue
		fi
		if [ "$target" = arm ] && ! command -v qemu-system-arm \
			>/dev/null 2>&1; then
			echo "ct-matrix: qemu-system-arm not installed: Arm SKIPPED"
			continue
		fi
		for opt in $opts; do
			if [ "$target" = host ]; then
				dir=build-ct/$cc-O$opt
				# the -O flag exactly as given (Meson's own 's'
				# is -Oz for clang); -g changes no code and puts
				# lines in valgrind's report (DWARF 4: Debian
				# 12's valgrind cannot read clang 14's DWARF 5)
				[ -d "$dir" ] || CC=$cc meson setup "$dir" \
					-Dwerror=true -Dbuildtype=plain \
					-Dc_args="-O$opt -g -gdwarf-4" \
					-Db_ndebug=true >/dev/null
				run_suite "$dir" "host $cc -O$opt"
				continue
			fi
			dir=build-ct/arm-$cc-O$opt
			cross=mcu/cross/cortex-m4.ini
			if [ "$cc" = clang ]; then
				mkdir -p build-ct
				cross=build-ct/clang-cortex-m4.ini
				mcu/scripts/clang-cross cortex-m4 > "$cross"
			fi
			[ -d "$dir" ] || meson setup "$dir" --cross-file "$cross" \
				-Dboard=mps2-an386 -Dfw_opt="O$opt" \
				-Dwerror=true >/dev/null
			run_suite "$dir" "arm cortex-m4 $cc -O$opt"
		done
	done
done
exit $fail
