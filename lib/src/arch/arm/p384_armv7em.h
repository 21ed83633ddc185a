/* SPDX-License-Identifier: MIT */
/* P-384 field multiplication in Thumb-2: the C twin is in ec/ecp_nist.c. */
#ifndef CB_ARCH_ARM_P384_ARMV7EM_H
#define CB_ARCH_ARM_P384_ARMV7EM_H

#include <stdint.h>

/*
 * r = a b / 2^384 mod P-384 for a, b < p (little-endian words), fully
 * reduced; r may alias a or b.  Constant-time
 * (src/arch/arm/p384_armv7em.S); 140 bytes of stack.
 */
void cb_p384_mul_armv7em(uint32_t r[12], const uint32_t a[12],
			 const uint32_t b[12]);

#endif
