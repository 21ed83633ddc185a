#!/bin/sh
# SPDX-License-Identifier: MIT
# Suite 'headers': `meson install` into a scratch DESTDIR, then the README's
# example program (section "Using the core in your program") built with
# pkg-config against the installed libcb and run: the SHA-256 of "abc".
# Then the installed cryptobench (unless built with -Dcli=false): no
# source path in it, and its data, vectors and board folders found under
# the prefix.
# usage: test_install.sh SRCDIR BUILDDIR CC cli|no-cli
set -eu
src=$1 build=$2 cc=$3 cli=${4:-cli}
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
else
	echo "FAIL: README example printed '$out', not $want"; exit 1
fi
if [ "$cli" = no-cli ]; then
	echo "ok: (no cryptobench installed: built with -Dcli=false)"
	echo "2 passed, 0 failed"
	exit 0
fi
# the installed cryptobench names no source- or build-tree path (debug
# information aside) and finds its files under the prefix
exe=$(find "$tmp/root" -type f -path '*/bin/cryptobench' | head -n 1)
[ -n "$exe" ] || { echo "FAIL: no cryptobench installed"; exit 1; }
strip -o "$tmp/stripped" "$exe"
if grep -a -q -e "$src" -e "$build" "$tmp/stripped"; then
	echo "FAIL: the installed cryptobench holds a source or build path:"
	strings "$tmp/stripped" | grep -e "$src" -e "$build" | head -n 3
	exit 1
fi
share=$(dirname "$(find "$tmp/root" -type d -path '*/cryptobench/data' | head -n 1)")
n=$(CRYPTOBENCH_DATA="$share/data" "$exe" list --format csv | wc -l)
[ "$n" -gt 5 ] || { echo "FAIL: installed list printed $n lines"; exit 1; }
CRYPTOBENCH_VECTORS="$share/vectors" "$exe" verify --algo sha256 > "$tmp/v" ||
	{ echo "FAIL: installed verify:"; cat "$tmp/v"; exit 1; }
# without CRYPTOBENCH_DATA it looks under the prefix, and says where
# (unless an installed copy is really there)
if [ -e "$prefix/share/cryptobench/data" ]; then
	echo "ok: (not checked: $prefix/share/cryptobench/data exists here)"
elif "$exe" list > "$tmp/l" 2>&1; then
	echo "FAIL: installed list found data outside its prefix"; exit 1
elif ! grep -q "$prefix/share/cryptobench/data" "$tmp/l"; then
	echo "FAIL: installed list did not name its prefix:"; cat "$tmp/l"; exit 1
fi
# cycles' targets are the installed board folders: a known target gets
# as far as the missing image (read before the plugin is loaded, so any
# readable file stands in for it)
export CRYPTOBENCH_CYCLES_PLUGIN="$exe"
CRYPTOBENCH_SRC="$share" "$exe" cycles "$tmp/none.elf" --target qemu-m55 \
	--call main > "$tmp/c" 2>&1 && { echo "FAIL: cycles ran"; exit 1; }
grep -q "none.elf" "$tmp/c" ||
	{ echo "FAIL: installed cycles did not reach the image:"; cat "$tmp/c"; exit 1; }
[ -f "$share/mcu/boards/mps3-an547/board.conf" ] ||
	{ echo "FAIL: no board folders installed under $share/mcu/boards"; exit 1; }
if [ ! -e "$prefix/share/cryptobench/mcu/boards" ] &&
   "$exe" cycles "$tmp/none.elf" --target qemu-m4 --call main > "$tmp/c" 2>&1; then
	echo "FAIL: installed cycles found boards outside its prefix"; exit 1
elif [ ! -e "$prefix/share/cryptobench/mcu/boards" ] &&
   ! grep -q "$prefix/share/cryptobench/mcu/boards" "$tmp/c"; then
	echo "FAIL: installed cycles did not name its prefix:"; cat "$tmp/c"; exit 1
fi
echo "ok: the installed cryptobench holds no source path, reads $share"
# its bash completion, where bash-completion looks (its completionsdir)
comp=$(find "$tmp/root" -type f -path '*/bash-completion/completions/cryptobench')
[ -n "$comp" ] && bash -n "$comp" ||
	{ echo "FAIL: no bash completion installed under $tmp/root"; exit 1; }
echo "ok: bash completion installed as $(echo "$comp" | sed "s|$tmp/root||")"
echo "5 passed, 0 failed"
