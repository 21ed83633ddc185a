/* SPDX-License-Identifier: MIT */
/* GF(2^255-19) arithmetic in Thumb-2: the C twins are in ec/f25519_w32.c. */
#ifndef CB_ARCH_ARM_F25519_ARMV7EM_H
#define CB_ARCH_ARM_F25519_ARMV7EM_H

#include <stdint.h>

/*
 * Eight little-endian words, any value below 2^256 in, a value below
 * 2^256 congruent mod p = 2^255 - 19 out (reduced by 2^256 = 38 mod p);
 * r may alias a or b.  Constant-time (src/arch/arm/f25519_armv7em.S).
 * Stack: the product and square 92 bytes, the others at most 36.
 */
void cb_f25519_mul_armv7em(uint32_t r[8], const uint32_t a[8],
			   const uint32_t b[8]);
void cb_f25519_sqr_armv7em(uint32_t r[8], const uint32_t a[8]);
void cb_f25519_add_armv7em(uint32_t r[8], const uint32_t a[8],
			   const uint32_t b[8]);
void cb_f25519_sub_armv7em(uint32_t r[8], const uint32_t a[8],
			   const uint32_t b[8]);
/* r = a c for 0 < c < 2^21 */
void cb_f25519_mul_small_armv7em(uint32_t r[8], const uint32_t a[8],
				 uint32_t c);
/* r = a^(2^n), n >= 1; r may alias a.  Stack: 124 bytes, zeroed. */
void cb_f25519_sqr_n_armv7em(uint32_t r[8], const uint32_t a[8], unsigned n);
/*
 * RFC 7748's ladder: xz = x2 then z2 of [k](x1 : 1), k the clamped
 * scalar (little-endian words), x1 below 2^256.  Constant-time in k and
 * x1.  Stack: 580 bytes, zeroed before the return.
 */
void cb_x25519_ladder_armv7em(uint32_t xz[16], const uint32_t x1[8],
			      const uint32_t k[8]);

#endif
