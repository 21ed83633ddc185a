/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600] permutation, shared by SHA-3/SHAKE, ML-KEM and ML-DSA. */
#ifndef CB_INTERNAL_KECCAK_H
#define CB_INTERNAL_KECCAK_H

#include <stdint.h>

/*
 * The 24-round Keccak-f[1600] permutation (FIPS 202 §3.3) on 25 64-bit
 * lanes, lane index x + 5y, each lane little-endian as in the byte view of
 * FIPS 202 §B.1.  Constant-time: fixed sequence of XOR/AND/NOT/rotations.
 */
void cb_keccakf1600(uint64_t st[25]);

/*
 * The same permutation, same lane interface and results, computed with
 * 32-bit words on a bit-interleaved copy of the state (each lane split
 * into its even and odd bits, so 64-bit rotations become 32-bit ones):
 * the implementation for 32-bit cores.  SHA-3/SHAKE use it when built
 * with -DCB_KECCAK_BI32.
 */
void cb_keccakf1600_bi32(uint64_t st[25]);

#endif
