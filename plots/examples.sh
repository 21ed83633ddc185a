#!/bin/sh
# SPDX-License-Identifier: MIT
# Regenerate the example charts shown in README.md from the shipped data.
# usage: plots/examples.sh [CRYPTOBENCH]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cb=${1:-"$here/build/cli/cryptobench"}
mkdir -p "$here/docs/img"
"$cb" plot stm32f4 m487 --family cipher,aead,hash --impl sw \
	-o "$here/docs/img/stm32f4-m487-symmetric.png"
"$cb" plot stm32n6 stm32f4 m487 same51 stm32u3 \
	--family signature,key-exchange --impl sw \
	--algo 'ecdsa-*,ed*,ecdh-*,x*,sm2' \
	-o "$here/docs/img/all-boards-ec-latency.png"
