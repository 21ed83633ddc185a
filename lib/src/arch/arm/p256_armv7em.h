/* SPDX-License-Identifier: MIT */
/* P-256 field arithmetic in Thumb-2: the C twins are in ec/ecp_nist.c. */
#ifndef CB_ARCH_ARM_P256_ARMV7EM_H
#define CB_ARCH_ARM_P256_ARMV7EM_H

#include <stdint.h>

/*
 * r = a b / 2^256 mod P-256 for a, b < p (little-endian words), fully
 * reduced; r may alias a or b.  Constant-time
 * (src/arch/arm/p256_armv7em.S); 40 bytes of stack.
 */
void cb_p256_mul_armv7em(uint32_t r[8], const uint32_t a[8],
			 const uint32_t b[8]);

/*
 * r = a + b and r = a - b mod P-256 for a, b < p; r may alias a or b.
 * Constant-time; 32 bytes of stack.
 */
void cb_p256_add_armv7em(uint32_t r[8], const uint32_t a[8],
			 const uint32_t b[8]);
void cb_p256_sub_armv7em(uint32_t r[8], const uint32_t a[8],
			 const uint32_t b[8]);

#endif
