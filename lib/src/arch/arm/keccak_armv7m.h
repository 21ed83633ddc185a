/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600] in Thumb-2: the C twin is hash/keccak_bi32.c. */
#ifndef CB_ARCH_ARM_KECCAK_ARMV7M_H
#define CB_ARCH_ARM_KECCAK_ARMV7M_H

#include <stddef.h>
#include <stdint.h>

/*
 * cb_keccakf1600_il() in generated assembly (keccak_armv7m_gen.py): the
 * permutation on an interleaved state, each lane's even word first.
 * Constant-time; 308 bytes of stack (its frame wiped before it returns).
 */
void cb_keccakf1600_armv7m(uint64_t st[25]);

/*
 * cb_keccak_il_extract() in Thumb-2 (keccak_lanes_armv7m.S): lanes
 * st[0 .. n - 1] deinterleaved to 8n bytes at out.  Constant-time; 20
 * bytes of stack.
 */
void cb_keccak_extract_armv7m(uint8_t *out, const uint64_t *st, size_t n);

/*
 * cb_keccak_il_xor() in Thumb-2 (keccak_lanes_armv7m.S): 8n bytes at in
 * interleaved and XORed into st[0 .. n - 1].  Constant-time; 36 bytes
 * of stack.
 */
void cb_keccak_xor_armv7m(uint64_t *st, const uint8_t *in, size_t n);

#endif
