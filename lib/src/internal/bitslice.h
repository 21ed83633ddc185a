/* SPDX-License-Identifier: MIT */
/* Bitslicing shared by aes_ct.c and sm4_ct.c: transpose, AES S-box core. */
#ifndef CB_INTERNAL_BITSLICE_H
#define CB_INTERNAL_BITSLICE_H

#include <stdint.h>

#include "internal/config.h"

/*
 * Everything here is AND, XOR and shifts by constants on whole words: no
 * branch, no index, so it is constant-time for any data.
 */

/*
 * t = ((a >> n) ^ b) & m; b ^= t; a ^= t << n: exchanges the bits of b
 * selected by m with the bits of a n positions higher.
 */
#define CB_SWAPMOVE(a, b, m, n) \
	do { \
		uint32_t t_ = (((a) >> (n)) ^ (b)) & (m); \
		(b) ^= t_; \
		(a) ^= t_ << (n); \
	} while (0)

/*
 * Transpose, in each byte lane r, the 8x8 bit matrix (word index q, bit
 * j): afterwards word j bit 8r + q is what word q bit 8r + j was.  It is
 * an involution, so it both packs and unpacks.
 */
static CB_ALWAYS_INLINE void
cb_bs_transpose8(uint32_t *x)
{
	CB_SWAPMOVE(x[0], x[1], 0x55555555, 1);
	CB_SWAPMOVE(x[2], x[3], 0x55555555, 1);
	CB_SWAPMOVE(x[4], x[5], 0x55555555, 1);
	CB_SWAPMOVE(x[6], x[7], 0x55555555, 1);
	CB_SWAPMOVE(x[0], x[2], 0x33333333, 2);
	CB_SWAPMOVE(x[1], x[3], 0x33333333, 2);
	CB_SWAPMOVE(x[4], x[6], 0x33333333, 2);
	CB_SWAPMOVE(x[5], x[7], 0x33333333, 2);
	CB_SWAPMOVE(x[0], x[4], 0x0f0f0f0f, 4);
	CB_SWAPMOVE(x[1], x[5], 0x0f0f0f0f, 4);
	CB_SWAPMOVE(x[2], x[6], 0x0f0f0f0f, 4);
	CB_SWAPMOVE(x[3], x[7], 0x0f0f0f0f, 4);
}

/*
 * The shared nonlinear middle of the Boyar-Peralta circuit for the AES
 * S-box (Boyar and Peralta, "A depth-16 circuit for the AES S-box", 2011):
 * inversion in GF(2^8) through GF(2^4), 34 AND and 29 XOR gates on
 * bitsliced words.  It reads T1..T27 and U7 (only the 21 T values the top
 * linear layer must provide), defines M1..M63; the 18 products M46..M63
 * feed the bottom linear layer.  Declare the variables with
 * CB_AES_SBOX_MIDDLE_VARS.
 *
 * Users, each with its own linear layers around it: aes_ct.c's inverse
 * S-box (InvS = Li o S o Li with the Li folded into the layers) and
 * sm4_ct.c (the SM4 S-box is affine o AES inversion o affine through a
 * field isomorphism; sm4_ct_gen.py derives its layers) and aes_ct.c's
 * forward sbox() (its layers re-synthesised; src/arch/arm/aes_ct_gen.py
 * schedules its gates for Thumb-2).
 */
#define CB_AES_SBOX_MIDDLE_VARS \
	uint32_t T1, T2, T3, T4, T6, T8, T9, T10, T13, T14, T15, T16, T17, \
		 T19, T20, T22, T23, T24, T25, T26, T27, U7; \
	uint32_t M1, M2, M3, M4, M5, M6, M7, M8, M9, M10, M11, M12, M13, \
		 M14, M15, M16, M17, M18, M19, M20, M21, M22, M23, M24, \
		 M25, M26, M27, M28, M29, M30, M31, M32, M33, M34, M35, \
		 M36, M37, M38, M39, M40, M41, M42, M43, M44, M45, M46, \
		 M47, M48, M49, M50, M51, M52, M53, M54, M55, M56, M57, \
		 M58, M59, M60, M61, M62, M63

#define CB_AES_SBOX_MIDDLE \
	M1 = T13 & T6; \
	M2 = T23 & T8; \
	M3 = T14 ^ M1; \
	M4 = T19 & U7; \
	M5 = M4 ^ M1; \
	M6 = T3 & T16; \
	M7 = T22 & T9; \
	M8 = T26 ^ M6; \
	M9 = T20 & T17; \
	M10 = M9 ^ M6; \
	M11 = T1 & T15; \
	M12 = T4 & T27; \
	M13 = M12 ^ M11; \
	M14 = T2 & T10; \
	M15 = M14 ^ M11; \
	M16 = M3 ^ M2; \
	M17 = M5 ^ T24; \
	M18 = M8 ^ M7; \
	M19 = M10 ^ M15; \
	M20 = M16 ^ M13; \
	M21 = M17 ^ M15; \
	M22 = M18 ^ M13; \
	M23 = M19 ^ T25; \
	M24 = M22 ^ M23; \
	M25 = M22 & M20; \
	M26 = M21 ^ M25; \
	M27 = M20 ^ M21; \
	M28 = M23 ^ M25; \
	M29 = M28 & M27; \
	M30 = M26 & M24; \
	M31 = M20 & M23; \
	M32 = M27 & M31; \
	M33 = M27 ^ M25; \
	M34 = M21 & M22; \
	M35 = M24 & M34; \
	M36 = M24 ^ M25; \
	M37 = M21 ^ M29; \
	M38 = M32 ^ M33; \
	M39 = M23 ^ M30; \
	M40 = M35 ^ M36; \
	M41 = M38 ^ M40; \
	M42 = M37 ^ M39; \
	M43 = M37 ^ M38; \
	M44 = M39 ^ M40; \
	M45 = M42 ^ M41; \
	M46 = M44 & T6; \
	M47 = M40 & T8; \
	M48 = M39 & U7; \
	M49 = M43 & T16; \
	M50 = M38 & T9; \
	M51 = M37 & T17; \
	M52 = M42 & T15; \
	M53 = M45 & T27; \
	M54 = M41 & T10; \
	M55 = M44 & T13; \
	M56 = M40 & T23; \
	M57 = M39 & T19; \
	M58 = M43 & T3; \
	M59 = M38 & T22; \
	M60 = M37 & T20; \
	M61 = M42 & T1; \
	M62 = M45 & T4; \
	M63 = M41 & T2

#endif
