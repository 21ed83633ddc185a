/* SPDX-License-Identifier: MIT */
/* ML-DSA internals for the constant-time probes (mcu/common/ctprobe.c). */
#ifndef CB_INTERNAL_MLDSA_H
#define CB_INTERNAL_MLDSA_H

#include <stddef.h>
#include <stdint.h>

#include "cb/mldsa.h"

/*
 * One signing attempt (FIPS 204 Alg. 7, kappa = 0) from mu and rho'',
 * the fast (small = 0) or small configuration, with cb_mldsa_sign's
 * workspace: sig gets c~ and z; the hints are discarded.  Returns the
 * accept mask (all ones: the attempt would be the signature), zero also
 * for a bad workspace.  Secret inputs: sk (K, s1, s2, t0), rho''.  Its
 * trace depends on none of them: cb_mldsa_sign is this in a loop that
 * branches on the mask only.
 */
uint32_t cb_mldsa_sign_once(const cb_mldsa_params *p, uint8_t *sig,
			    const uint8_t *sk, const uint8_t mu[64],
			    const uint8_t rhopp[64], void *tmp, size_t tmp_len,
			    int small);

/* cb_mldsa_kernel's operations; a poly24 is 768 bytes, three a
 * coefficient in [0, q), little-endian, and one more readable byte */
#define CB_MLDSA_K_NTT 0      /* r = NTT(r), |r| < q in */
#define CB_MLDSA_K_INVNTT 1   /* r = NTT^-1(r) 2^32, |r| < q in */
#define CB_MLDSA_K_MUL 2      /* r = a b 2^-32, |a|, |b| < 9q */
#define CB_MLDSA_K_ACC 3      /* r += a b 2^-32 */
#define CB_MLDSA_K_MUL24 4    /* r = a b 2^-32, b a poly24 */
#define CB_MLDSA_K_ACC24 5    /* r += a b 2^-32, b a poly24 */
#define CB_MLDSA_K_ACC24X2 6  /* r += a b 2^-32, a and b poly24s */
/* r = (sum_j a_j b_j) 2^-32 over j < l, a_j and b_j the poly24s at a +
 * 768 j and b + 768 j, coefficients in [0, q); l = 4, 5, 7 */
/* r = (a b + c) 2^-32, c a poly24: b int32_t[256] and c after it at b +
 * 1024 (ADD24), or b a poly24 and c at b + 769 (24ADD24) */
#define CB_MLDSA_K_ADD24 7
#define CB_MLDSA_K_24ADD24 8
#define CB_MLDSA_K_ROW24 9    /* op CB_MLDSA_K_ROW24 + l: 13, 14, 16 */
/* r (op)= A^ b as RejNTTPoly's first 256 candidates, the 768 bytes at a,
 * are accepted (mldsa.c's acc_a_c): op CB_MLDSA_K_ACCA + 0 (r = A^ b
 * 2^-32), + 1 (r = (A^ b + r c) 2^-32, c int32_t[256] at b + 1024), + 2
 * (r += A^ b 2^-32), + 3 (the same, then reduce32); b int32_t[256],
 * |b|, |c| < 9q, |r| < 8q in; entries past the accepted ones untouched */
#define CB_MLDSA_K_ACCA 17    /* 17..20 */
/* r = NTT(r) brought into [0, q), made as a poly24 and read back into r;
 * |r| < q in */
#define CB_MLDSA_K_NTT24 26

/*
 * One polynomial kernel of the signing and verification: in the C twin
 * (c = 1) or in what the build uses (c = 0: the Thumb-2 of
 * src/arch/arm/mldsa_armv7em.S where CB_ARM_MLDSA_ASM, else the C), for
 * the firmware's differential test (mcu/common/selftest.c).  Results are
 * equal bit for bit.  a and b: int32_t[256] or poly24s as op says.
 */
void cb_mldsa_kernel(int op, int c, int32_t r[256], const void *a,
		     const void *b);

#endif
