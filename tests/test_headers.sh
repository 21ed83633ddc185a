#!/bin/sh
# Suite 'headers': every public header compiles alone as C11 (-pedantic
# -Werror) and as C++; libcb.a calls nothing outside the allow-list (no
# malloc, printf or abort can creep into lib/).
# usage: test_headers.sh SRCDIR LIBCB CC [CXX]
set -eu
src=$1 lib=$2 cc=$3 cxx=${4:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
for h in "$src"/lib/include/cb/*.h; do
	name=$(basename "$h")
	printf '#include "cb/%s"\nint main(void) { return 0; }\n' "$name" > "$tmp/t.c"
	$cc -std=c11 -pedantic -Wall -Wextra -Werror -I"$src/lib/include" \
		-c "$tmp/t.c" -o "$tmp/t.o" || { echo "FAIL: $name as C11"; exit 1; }
	if [ -n "$cxx" ]; then
		cp "$tmp/t.c" "$tmp/t.cpp"
		$cxx -std=c++11 -Wall -Wextra -Werror -I"$src/lib/include" \
			-c "$tmp/t.cpp" -o "$tmp/t.o" || { echo "FAIL: $name as C++"; exit 1; }
	fi
	n=$((n + 1))
done
# undefined symbols of the core: only what <string.h> provides (and what
# compilers emit for it); sanitizer builds add their runtime
allow='^(memcpy|memset|memmove|memcmp|strlen|__stack_chk_fail|__stack_chk_guard|__asan_.*|__ubsan_.*|__sanitizer_.*|__msan_.*|_GLOBAL_OFFSET_TABLE_)$'
bad=$(nm -u "$lib" | awk '{print $2}' | sort -u | grep -Ev "$allow" | grep -v '^cb_' || true)
if [ -n "$bad" ]; then
	echo "FAIL: libcb.a uses symbols outside the allow-list:"
	echo "$bad"
	exit 1
fi
echo "$n headers compile alone (C11$( [ -n "$cxx" ] && echo ' and C++')); libcb.a imports only: $(nm -u "$lib" | awk '{print $2}' | sort -u | grep -v '^cb_' | tr '\n' ' ')"
echo "2 passed, 0 failed"
