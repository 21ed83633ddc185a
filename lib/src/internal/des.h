/* SPDX-License-Identifier: MIT */
/* DES's initial and final permutations as swap-moves (des_ct, des_tab). */
#ifndef CB_INTERNAL_DES_H
#define CB_INTERNAL_DES_H

#include <stdint.h>

#include "internal/bitslice.h"

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

#endif
