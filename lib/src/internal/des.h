/* SPDX-License-Identifier: MIT */
/* DES's key schedule and initial/final permutations (des_ct, des_tab),
 * des3_tab's blocks (the Thumb-2 ones and their C twin). */
#ifndef CB_INTERNAL_DES_H
#define CB_INTERNAL_DES_H

#include <stddef.h>
#include <stdint.h>

#include "cb/block.h"
#include "internal/bitslice.h"
#include "internal/bytes.h"
#include "internal/config.h"

/*
 * IP (FIPS 46-3) on the big-endian halves l (bits 1..32) and r (bits
 * 33..64) of a block: five fixed swap-moves, no data-dependent branch or
 * index.
 */
static inline void
cb_des_ip(uint32_t *l, uint32_t *r)
{
	CB_SWAPMOVE(*l, *r, 0x0f0f0f0fu, 4);
	CB_SWAPMOVE(*l, *r, 0x0000ffffu, 16);
	CB_SWAPMOVE(*r, *l, 0x33333333u, 2);
	CB_SWAPMOVE(*r, *l, 0x00ff00ffu, 8);
	CB_SWAPMOVE(*l, *r, 0x55555555u, 1);
}

/* FP = IP^-1: the same swap-moves (each an involution) in reverse order */
static inline void
cb_des_fp(uint32_t *l, uint32_t *r)
{
	CB_SWAPMOVE(*l, *r, 0x55555555u, 1);
	CB_SWAPMOVE(*r, *l, 0x00ff00ffu, 8);
	CB_SWAPMOVE(*r, *l, 0x33333333u, 2);
	CB_SWAPMOVE(*l, *r, 0x0000ffffu, 16);
	CB_SWAPMOVE(*l, *r, 0x0f0f0f0fu, 4);
}

/* FIPS 46-3 permuted choice 1 (C then D; bit 1 = the key's first bit) */
static const uint8_t cb_des_pc1[56] = {
	57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
	10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
	63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22,
	14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4
};

/*
 * FIPS 46-3 permuted choice 2: from C (28 bits, bit 27 = C's bit 1) to
 * the round key's first 24 bits, and from D to its last 24, as groups of
 * bits that move by the same distance, out |= shift(in) & mask.  Derived
 * from PC-2's table (14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19,
 * 12, 4, 26, 8, 16, 7, 27, 20, 13, 2 | 41, 52, 31, 37, 47, 55, 30, 40, 51,
 * 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32) by grouping
 * its entries by (output - input) position with a throw-away script; the
 * known-answer and OpenSSL tests check every bit.
 */
static inline uint32_t
cb_des_pc2c(uint32_t c)
{
	return ((c >> 26) & 0x000001u) |
	       ((c >> 17) & 0x000010u) |
	       ((c >> 16) & 0x000100u) |
	       ((c >> 14) & 0x000042u) |
	       ((c >> 8) & 0x0a4000u) |
	       ((c >> 7) & 0x000220u) |
	       ((c >> 6) & 0x001004u) |
	       ((c >> 5) & 0x040000u) |
	       ((c << 1) & 0x000400u) |
	       ((c << 2) & 0x008008u) |
	       ((c << 4) & 0x200000u) |
	       ((c << 5) & 0x000080u) |
	       ((c << 6) & 0x002800u) |
	       ((c << 9) & 0x800000u) |
	       ((c << 11) & 0x400000u) |
	       ((c << 16) & 0x110000u);
}

static inline uint32_t
cb_des_pc2d(uint32_t d)
{
	return ((d >> 26) & 0x000002u) |
	       ((d >> 24) & 0x000001u) |
	       ((d >> 18) & 0x000004u) |
	       ((d >> 15) & 0x000080u) |
	       ((d >> 10) & 0x002010u) |
	       ((d >> 9) & 0x020000u) |
	       ((d >> 8) & 0x000200u) |
	       ((d >> 5) & 0x000020u) |
	       ((d >> 4) & 0x200000u) |
	       ((d >> 3) & 0x000008u) |
	       ((d >> 1) & 0x000800u) |
	       (d & 0x010000u) |
	       ((d << 1) & 0x100000u) |
	       ((d << 3) & 0x004440u) |
	       ((d << 4) & 0x001000u) |
	       ((d << 8) & 0x800100u) |
	       ((d << 10) & 0x088000u) |
	       ((d << 17) & 0x040000u) |
	       ((d << 18) & 0x400000u);
}

/* left rotations of C and D before each round */
static const uint8_t cb_des_rot[16] = {
	1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1
};

/*
 * The key schedule of one DES key: ch[r][i] is the 6-bit chunk of round
 * r's key that meets S-box i + 1.  Bit loops over the tables' public
 * positions on 32-bit words (C and D apart), so nothing branches on or
 * indexes by the key; the caller wipes ch.
 */
static inline void
cb_des_schedule(uint8_t ch[16][8], const uint8_t key[8])
{
	uint32_t kw[2] = { cb_load32_be(key), cb_load32_be(key + 4) };
	uint32_t c = 0, d = 0, c24, d24;
	unsigned i, r, s, p;

	for (i = 0; i < 56; i++) {
		p = cb_des_pc1[i] - 1u;
		if (i < 28)
			c = c << 1 | ((kw[p / 32] >> (31 - p % 32)) & 1);
		else
			d = d << 1 | ((kw[p / 32] >> (31 - p % 32)) & 1);
	}
	for (r = 0; r < 16; r++) {
		s = cb_des_rot[r];
		c = ((c << s) | (c >> (28 - s))) & 0x0fffffffu;
		d = ((d << s) | (d >> (28 - s))) & 0x0fffffffu;
		c24 = cb_des_pc2c(c);
		d24 = cb_des_pc2d(d);
		for (i = 0; i < 4; i++) {
			ch[r][i] = (uint8_t)((c24 >> (18 - 6 * i)) & 63);
			ch[r][4 + i] = (uint8_t)((d24 >> (18 - 6 * i)) & 63);
		}
	}
}

/*
 * des3_tab's EDE (dec: its inverse) on nblocks 8-byte blocks; out == in
 * allowed.  NOT constant-time (SP tables).  des_tab.c holds the C twin,
 * which every target builds; on Armv7-M and Armv8-M mainline des3_tab
 * calls the Thumb-2 one (src/arch/arm/des_tab_armv7em.S,
 * CB_ARM_DES_TAB_ASM, which reads the table cb_des3_tab_sp), and the
 * firmware self-test holds the two to the same output.
 */
void cb_des3_tab_blocks_c(const cb_des3_tab_ctx *ctx, int dec, uint8_t *out,
			  const uint8_t *in, size_t nblocks);
#if CB_ARM_DES_TAB_ASM
void cb_des3_tab_blocks_armv7em(const cb_des3_tab_ctx *ctx, int dec,
				uint8_t *out, const uint8_t *in,
				size_t nblocks);
extern const uint32_t cb_des3_tab_sp[8][64];
#endif

#endif
