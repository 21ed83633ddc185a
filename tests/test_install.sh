#!/bin/sh
# SPDX-License-Identifier: MIT
# Suite 'headers': `meson install` into a scratch DESTDIR, then the README's
# example program (section "Using the core in your program") built with
# pkg-config against the installed libcb and run: the SHA-256 of "abc".
# usage: test_install.sh SRCDIR BUILDDIR CC
set -eu
src=$1 build=$2 cc=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
meson install -C "$build" --destdir "$tmp/root" --no-rebuild --quiet
pc=$(find "$tmp/root" -name libcb.pc | head -n 1)
[ -n "$pc" ] || { echo "FAIL: no libcb.pc installed"; exit 1; }
echo "ok: installed $(echo "$pc" | sed "s|$tmp/root||")"
awk '/^## Using the core in your program/ { s = 1 }
     s && /^```c$/ { c = 1; next }
     c && /^```$/ { exit }
     c { print }' "$src/README.md" > "$tmp/example.c"
[ -s "$tmp/example.c" ] || { echo "FAIL: no example in README.md"; exit 1; }
export PKG_CONFIG_PATH
PKG_CONFIG_PATH=$(dirname "$pc")
prefix=$(pkg-config --variable=prefix libcb)
flags=$(pkg-config --define-variable=prefix="$tmp/root$prefix" \
	--cflags --libs libcb)
# CB_SANFLAGS: the sanitizers the installed libcb.a was built with
$cc -std=c11 -Wall -Wextra -Werror ${CB_SANFLAGS:-} "$tmp/example.c" $flags \
	-o "$tmp/example"
out=$("$tmp/example")
want=ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
if [ "$out" = "$want" ]; then
	echo "ok: README example built with pkg-config libcb prints $out"
	echo "2 passed, 0 failed"
else
	echo "FAIL: README example printed '$out', not $want"; exit 1
fi
