#!/bin/sh
# SPDX-License-Identifier: MIT
# Suite 'headers': every public header compiles alone as C11 (-pedantic
# -Werror) and as C++; libcb.a calls nothing outside the allow-list (no
# malloc, printf or abort can creep into lib/); a program that uses only the
# constant-time ciphers links none of the table implementations.
# usage: test_headers.sh SRCDIR LIBCB CC [CXX]
# (CB_SANFLAGS in the environment: the sanitizer flags libcb.a was built with)
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
# a program that names only the constant-time ciphers links no table code:
# the table implementations are separate objects the linker leaves out
cat > "$tmp/ctonly.c" <<'EOF'
#include "cb/aead.h"
#include "cb/block.h"
int
main(void)
{
	static const cb_block_cipher *const bc[] = { &cb_aes_ct_cipher,
		&cb_sm4_ct_cipher, &cb_des3_ct_cipher };
	static union {
		cb_aes_ct_ctx a;
		cb_sm4_ct_ctx s;
		cb_des3_ct_ctx d;
	} u;
	void *key = &u;
	unsigned char k[24] = { 1 }, iv[16] = { 2 }, b[32] = { 3 }, t[16];
	int i, bad = 0;
	cb_cbc_ctx cbc;
	cb_ctr_ctx ctr;
	cb_gcm_key gk;
	cb_ccm_key mk;

	for (i = 0; i < 3; i++) {
		bad |= bc[i]->setkey(key, k, bc[i]->block_len == 8 ? 24 : 16);
		bad |= cb_cbc_init(&cbc, bc[i], key, iv);
		bad |= cb_ctr_init(&ctr, bc[i], key, iv);
		cb_ctr_update(&ctr, b, b, sizeof(b));
		if (bc[i]->block_len == 16) {
			bad |= cb_gcm_setkey(&gk, bc[i], k, 16);
			bad |= cb_gcm_encrypt(b, t, 16, &gk, iv, 12, b, 3, b,
					      sizeof(b));
			bad |= cb_ccm_setkey(&mk, bc[i], k, 16);
			bad |= cb_ccm_encrypt(b, t, 16, &mk, iv, 13, b, 3, b,
					      sizeof(b));
		}
	}
	return bad != 0 && b[0] == 0;
}
EOF
$cc -std=c11 -I"$src/lib/include" "$tmp/ctonly.c" "$lib" -o "$tmp/ctonly" \
	${CB_SANFLAGS:-} ||
	{ echo "FAIL: a constant-time-only program does not link"; exit 1; }
"$tmp/ctonly" || { echo "FAIL: the constant-time-only program failed"; exit 1; }
tab=$(nm "$tmp/ctonly" | awk '{print $NF}' | grep '_tab' || true)
if [ -n "$tab" ]; then
	echo "FAIL: a constant-time-only program links table code:"
	echo "$tab"
	exit 1
fi
echo "$n headers compile alone (C11$( [ -n "$cxx" ] && echo ' and C++')); libcb.a imports only: $(nm -u "$lib" | awk '{print $2}' | sort -u | grep -v '^cb_' | tr '\n' ' ')"
echo "a constant-time-only program links no table implementation"
echo "3 passed, 0 failed"
