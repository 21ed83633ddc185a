/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600] permutation, shared by SHA-3/SHAKE, ML-KEM and ML-DSA. */
#ifndef CB_INTERNAL_KECCAK_H
#define CB_INTERNAL_KECCAK_H

#include <stddef.h>
#include <stdint.h>

#include "cb/hash.h"

/*
 * The 24-round Keccak-f[1600] permutation (FIPS 202 §3.3) on 25 64-bit
 * lanes, lane index x + 5y, each lane little-endian as in the byte view of
 * FIPS 202 §B.1.  Constant-time: fixed sequence of XOR/AND/NOT/rotations.
 */
void cb_keccakf1600(uint64_t st[25]);

/*
 * The same permutation, same lane interface and results, computed with
 * 32-bit words on a bit-interleaved copy of the state (each lane split
 * into its even and odd bits, so 64-bit rotations become 32-bit ones).
 * It converts all 25 lanes on entry and exit; a sponge that keeps its
 * state interleaved calls cb_keccakf1600_il() instead.
 */
void cb_keccakf1600_bi32(uint64_t st[25]);

/*
 * The permutation on an interleaved state: each entry holds
 * cb_keccak_interleave() of its lane.  The implementation for 32-bit
 * cores (SHA-3/SHAKE use it when config.h selects CB_KECCAK_BI32).
 */
void cb_keccakf1600_il(uint64_t st[25]);

/*
 * Lanes st[0 .. n - 1] of an interleaved state, deinterleaved, as 8n
 * bytes at out (each lane little-endian, FIPS 202 §B.1; out of any
 * alignment): the sponge's squeeze of whole lanes.  The Thumb-2
 * cb_keccak_extract_armv7m() where CB_ARM_KECCAK_ASM, else C.
 * Constant-time.
 */
void cb_keccak_il_extract(uint8_t *out, const uint64_t *st, size_t n);

/*
 * 8n bytes at in (any alignment), n little-endian lanes, interleaved and
 * XORed into st[0 .. n - 1]: the sponge's absorption of whole lanes.
 * The Thumb-2 cb_keccak_xor_armv7m() where CB_ARM_KECCAK_ASM, else C.
 * Constant-time.
 */
void cb_keccak_il_xor(uint64_t *st, const uint8_t *in, size_t n);

/*
 * SHAKE's next output block, read in place by its caller (ML-KEM's
 * samplers, which parse lanes without copying them out): the padding
 * and permutation on the first call, a permutation on each later one.
 * Returns the state, whose first rate / 8 lanes are the block, each
 * interleaved (cb_keccak_interleave()) where CB_KECCAK_BI32 (config.h),
 * plain elsewhere; valid until the context is used again.  Only at a
 * block boundary: after cb_shake_update() or earlier calls of this, not
 * after a cb_shake_squeeze() that left part of a block (the block is
 * marked used, so that a later cb_shake_squeeze() starts on the next).
 * Constant-time (sha3.c).
 */
const uint64_t *cb_shake_block(cb_shake_ctx *ctx);

/*
 * Lanes st[0 .. n - 1] of a sponge's state (a SHA-3 context's, or
 * cb_shake_block()'s: interleaved where CB_KECCAK_BI32) as the 8n bytes
 * of the stream at out.  Constant-time.
 */
void cb_sponge_lanes_store(uint8_t *out, const uint64_t *st, size_t n);

/*
 * Separate the even bits of x to the low half and the odd bits to the high
 * half (an "unshuffle" by four delta swaps).
 */
static inline uint32_t
cb_keccak_unzip32(uint32_t x)
{
	uint32_t t;

	t = (x ^ (x >> 1)) & 0x22222222u;
	x ^= t ^ (t << 1);
	t = (x ^ (x >> 2)) & 0x0c0c0c0cu;
	x ^= t ^ (t << 2);
	t = (x ^ (x >> 4)) & 0x00f000f0u;
	x ^= t ^ (t << 4);
	t = (x ^ (x >> 8)) & 0x0000ff00u;
	x ^= t ^ (t << 8);
	return x;
}

/* Inverse of cb_keccak_unzip32(): the same swaps in reverse order. */
static inline uint32_t
cb_keccak_zip32(uint32_t x)
{
	uint32_t t;

	t = (x ^ (x >> 8)) & 0x0000ff00u;
	x ^= t ^ (t << 8);
	t = (x ^ (x >> 4)) & 0x00f000f0u;
	x ^= t ^ (t << 4);
	t = (x ^ (x >> 2)) & 0x0c0c0c0cu;
	x ^= t ^ (t << 2);
	t = (x ^ (x >> 1)) & 0x22222222u;
	x ^= t ^ (t << 1);
	return x;
}

/*
 * Lane a to interleaved form: the even bits of a in the low 32 bits, the
 * odd bits in the high 32 bits.  A bit permutation, so it commutes with
 * XOR (message bytes can be interleaved before they are absorbed).
 */
static inline uint64_t
cb_keccak_interleave(uint64_t a)
{
	uint32_t lo = cb_keccak_unzip32((uint32_t)a);
	uint32_t hi = cb_keccak_unzip32((uint32_t)(a >> 32));

	return (uint64_t)((lo >> 16) | (hi & 0xffff0000u)) << 32 |
	       ((lo & 0xffffu) | hi << 16);
}

/* Inverse of cb_keccak_interleave(). */
static inline uint64_t
cb_keccak_deinterleave(uint64_t v)
{
	uint32_t e = (uint32_t)v, o = (uint32_t)(v >> 32);
	uint32_t lo = cb_keccak_zip32((e & 0xffffu) | o << 16);
	uint32_t hi = cb_keccak_zip32((e >> 16) | (o & 0xffff0000u));

	return (uint64_t)hi << 32 | lo;
}

#endif
