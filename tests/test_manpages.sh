#!/bin/sh
# SPDX-License-Identifier: MIT
# Suite 'docs': the EXAMPLES of every man/cb_*.3 page compile against the
# core and run with exit status 0.
# usage: test_manpages.sh SRCDIR LIBCB CC [EXTRA_CFLAGS]
set -eu
src=$1 lib=$2 cc=$3 extra=${4:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for page in "$src"/man/cb_*.3; do
	name=$(basename "$page" .3)
	# the literal block of the EXAMPLES section
	awk '/^\.Sh EXAMPLES/ { ex = 1; next }
	     /^\.Sh / { ex = 0 }
	     ex && /^\.Bd -literal/ { lit = 1; next }
	     ex && /^\.Ed/ { lit = 0; next }
	     lit { print }' "$page" > "$tmp/$name.c"
	if [ ! -s "$tmp/$name.c" ]; then
		echo "FAIL: $name: no EXAMPLES code"; fail=$((fail + 1)); continue
	fi
	if $cc -std=c11 -pedantic -Wall -Wextra -Werror $extra \
		-I"$src/lib/include" "$tmp/$name.c" "$lib" -o "$tmp/$name" && "$tmp/$name"; then
		echo "ok: $name EXAMPLES"; pass=$((pass + 1))
	else
		echo "FAIL: $name EXAMPLES"; fail=$((fail + 1))
	fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
