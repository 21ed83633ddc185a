/* SPDX-License-Identifier: MIT */
/* ML-DSA's NTT and pointwise products in Thumb-2: the C twins are in pq/mldsa.c. */
#ifndef CB_ARCH_ARM_MLDSA_ARMV7EM_H
#define CB_ARCH_ARM_MLDSA_ARMV7EM_H

#include <stdint.h>

/*
 * mldsa.c's ntt, invntt_tomont, pointwise and pointwise_acc, bit for bit,
 * with its zeta table passed in.  Constant-time
 * (src/arch/arm/mldsa_armv7em.S); at most 80 bytes of stack.
 */
void cb_mldsa_ntt_armv7em(int32_t a[256], const int32_t zetas[256]);
void cb_mldsa_invntt_armv7em(int32_t a[256], const int32_t zetas[256]);
void cb_mldsa_pointwise_armv7em(int32_t r[256], const int32_t a[256],
				const int32_t b[256]);
void cb_mldsa_pointwise_acc_armv7em(int32_t r[256], const int32_t a[256],
				    const int32_t b[256]);

#endif
