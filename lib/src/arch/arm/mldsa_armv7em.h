/* SPDX-License-Identifier: MIT */
/* ML-DSA's NTT and pointwise products in Thumb-2: the C twins are in pq/mldsa.c. */
#ifndef CB_ARCH_ARM_MLDSA_ARMV7EM_H
#define CB_ARCH_ARM_MLDSA_ARMV7EM_H

#include <stdint.h>

/*
 * mldsa.c's ntt_c, invntt_c, pointwise*_c, row24_c and acc_a_c, bit for
 * bit, with its zeta table passed in.  Constant-time
 * (src/arch/arm/mldsa_armv7em.S); at most 80 bytes of stack.
 */
void cb_mldsa_ntt_armv7em(int32_t a[256], const int32_t zetas[256]);
/* ntt_c then pack24: out = NTT(a) in [0, q) as a poly24, a clobbered */
void cb_mldsa_ntt24_armv7em(int32_t a[256], const int32_t zetas[256],
			    uint8_t out[768]);
void cb_mldsa_invntt_armv7em(int32_t a[256], const int32_t zetas[256]);
void cb_mldsa_pointwise_armv7em(int32_t r[256], const int32_t a[256],
				const int32_t b[256]);
void cb_mldsa_pointwise_acc_armv7em(int32_t r[256], const int32_t a[256],
				    const int32_t b[256]);
/* the same with b, or a and b, held as poly24s (768 bytes and the byte
 * after them readable) */
void cb_mldsa_pointwise24_armv7em(int32_t r[256], const int32_t a[256],
				  const uint8_t *b);
void cb_mldsa_pointwise_acc24_armv7em(int32_t r[256], const int32_t a[256],
				      const uint8_t *b);
void cb_mldsa_pointwise_acc24x2_armv7em(int32_t r[256], const uint8_t *a,
					const uint8_t *b);
/* mldsa.c's row24_c for l = 4, 5, 7: r = (sum_j a_j b_j) 2^-32, a_j and
 * b_j the poly24s at a + 768 j and b + 768 j */
void cb_mldsa_row24_l4_armv7em(int32_t r[256], const uint8_t *a,
			       const uint8_t *b);
void cb_mldsa_row24_l5_armv7em(int32_t r[256], const uint8_t *a,
			       const uint8_t *b);
void cb_mldsa_row24_l7_armv7em(int32_t r[256], const uint8_t *a,
			       const uint8_t *b);
/* mldsa.c's acc_a_c, ops ACC_SET, _SETT, _ADD, _END: acc (op)= A^ b as
 * RejNTTPoly's first 256 candidates, the 768 bytes of buf (word-aligned),
 * are accepted; returns the count accepted */
unsigned cb_mldsa_acca_set_armv7em(int32_t acc[256], const uint8_t *buf,
				   const int32_t b[256]);
unsigned cb_mldsa_acca_sett_armv7em(int32_t acc[256], const uint8_t *buf,
				    const int32_t b[256],
				    const int32_t c[256]);
unsigned cb_mldsa_acca_add_armv7em(int32_t acc[256], const uint8_t *buf,
				   const int32_t b[256]);
unsigned cb_mldsa_acca_end_armv7em(int32_t acc[256], const uint8_t *buf,
				   const int32_t b[256]);
/* mldsa.c's pointwise_add24_c and pointwise24_add24_c: r = (a b + c)
 * 2^-32, c (and b) a poly24 */
void cb_mldsa_pointwise_add24_armv7em(int32_t r[256], const int32_t a[256],
				      const int32_t b[256], const uint8_t *c);
void cb_mldsa_pointwise24_add24_armv7em(int32_t r[256],
					const int32_t a[256],
					const uint8_t *b, const uint8_t *c);

#endif
