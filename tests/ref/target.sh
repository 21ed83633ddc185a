#!/bin/sh
# SPDX-License-Identifier: MIT
# Another library on the same emulated core (./check): Mbed TLS from Debian
# 12's source package (fetched once into the cache folder), built in the
# M4 firmware's folder, two cases run beside ours through the same harness;
# its answers checked, its est-cycles the same in a second run, both set
# beside ours by compare; a copy of its source made to compute a wrong
# SHA-256 is refused, nothing saved.
# usage: tests/ref/target.sh CRYPTOBENCH BUILD-FW-M4
# Costs about a minute (two runs of ours with its self-test, three of
# Mbed TLS's, two Mbed TLS builds of 17 files).
set -eu
cb=$1 fw=$2
scratch=$(mktemp -d)
# the firmware folder is left without a reference image, whatever happens
trap 'meson configure "$fw" -Dfw_ref= > /dev/null; rm -rf "$scratch"' EXIT
export XDG_DATA_HOME="$scratch"
fail() { echo "FAIL: $*"; exit 1; }

for i in 1 2; do
	"$cb" run --target qemu-m4 --build-dir "$fw" --algo sha256,aes-128-gcm \
		--ref mbedtls > "$scratch/table$i" 2> "$scratch/err$i" ||
		{ cat "$scratch/err$i"; fail "run --ref mbedtls ($i)"; }
done
# its answers were checked before any figure: one line per case
"$cb" runs qemu-m4-mbedtls@1 --log > "$scratch/log"
for c in 'sha256 hash' 'aes-128-gcm encrypt' 'aes-128-gcm decrypt'; do
	grep -q "^selftest mbedtls:$c .* ok$" "$scratch/log" ||
		fail "no known-answer line for $c"
done
grep -qx '# library: Mbed TLS' "$scratch/log" || fail "no library line"
grep -q '^# library_config: mbedtls_config.h' "$scratch/log" ||
	fail "its configuration is not recorded"
# est-cycles, stack and instructions of both cases, the same in both runs
for r in 1 2; do
	"$cb" show "qemu-m4-mbedtls@$r" --format csv | awk -F, '
		NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ print $c["algorithm"] "," $c["operation"] "," $c["params"] \
			"," $c["metric"] "," $c["value"] }' |
		grep -E ',(est-cycles|insns|stack),' | sort > "$scratch/rows$r"
done
[ "$(grep -c '^sha256,.*,est-cycles,' "$scratch/rows1")" -eq 1 ] ||
	fail "no sha256 est-cycles row"
[ "$(grep -c '^aes-128-gcm,.*config=table,est-cycles,' "$scratch/rows1")" \
	-eq 2 ] || fail "no aes-128-gcm est-cycles rows (config=table)"
grep -q '^sha256,.*,stack,' "$scratch/rows1" || fail "no stack row"
cmp -s "$scratch/rows1" "$scratch/rows2" ||
	{ diff "$scratch/rows1" "$scratch/rows2"; fail "not deterministic"; }
# beside ours
"$cb" compare qemu-m4 qemu-m4-mbedtls --metric stack --format csv \
	> "$scratch/cmp"
grep -q '^hash,sha256,hash,sw,' "$scratch/cmp" || fail "compare: no sha256"
grep -q '^aead,aes-128-gcm,encrypt,sw,' "$scratch/cmp" ||
	fail "compare: no aes-128-gcm"

# a library that computes a wrong answer is refused: SHA-256's first
# round constant changed in a copy of the source
src=$(sed -n 's/^cryptobench: mbedtls from //p' "$scratch/err1")
[ -d "$src" ] || fail "no source folder named"
mkdir "$scratch/bad"
cp -r "$src/include" "$src/library" "$scratch/bad/"
sed -i 's/0x428A2F98/0x428A2F99/' "$scratch/bad/library/sha256.c"
if "$cb" run --target qemu-m4 --build-dir "$fw" --algo sha256 \
	--ref "mbedtls=$scratch/bad" --save bad > /dev/null 2> "$scratch/err"; then
	fail "a wrong SHA-256 was not refused"
fi
grep -q "^selftest mbedtls:sha256 hash .* FAIL" "$scratch/err" ||
	fail "no FAIL line"
grep -q "mbedtls's self-test failed" "$scratch/err" || fail "no refusal"
! "$cb" runs bad-mbedtls > /dev/null 2>&1 || fail "the wrong one was saved"
echo "ok: Mbed TLS on qemu-m4 beside ours, answers checked, deterministic," \
	"a wrong answer refused"
echo "1 passed, 0 failed"
