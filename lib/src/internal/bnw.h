/* SPDX-License-Identifier: MIT */
/* Montgomery arithmetic with caller scratch: RSA's windowed exponentiation. */
#ifndef CB_INTERNAL_BNW_H
#define CB_INTERNAL_BNW_H

#include <stddef.h>
#include <stdint.h>

/* Smallest and largest exponentiation window, bits. */
#define CB_BNW_WIN_MIN 1
#define CB_BNW_WIN_MAX 6

/* Limbs of cb_bnw_exp's workspace for an n-limb modulus, window w. */
#define CB_BNW_EXP_TMP_LIMBS(n, w) ((((size_t)1 << (w)) + 1) * (n) + 2)

/*
 * r = a b / R mod m (CIOS) with t of n + 2 limbs of scratch (no frame of
 * its own beyond the assembly row's registers); a, b < m, m odd.  r may
 * alias a or b, not t.  Constant-time as cb_bn_mont_mul.
 */
void cb_bnw_mont_mul(uint32_t *r, const uint32_t *a, const uint32_t *b,
		     const uint32_t *m, size_t n, uint32_t m0i, uint32_t *t);

/*
 * a^e mod m, fixed windows of w bits (CB_BNW_WIN_MIN..MAX, public), the
 * table entry of each window gathered word by word by a masked scan of
 * all 2^w - 1 stored entries (entry 0, the identity, is not stored: its
 * product is computed and discarded by a mask).  e has el limbs (public
 * count, secret value); rr = R^2 mod m; a < m, and a may lie in tmp's
 * first n limbs.  tmp: CB_BNW_EXP_TMP_LIMBS(n, w) limbs.  Returns where
 * the result lies in tmp (n limbs, normal form); the rest of tmp is
 * wiped.
 */
uint32_t *cb_bnw_exp(const uint32_t *a, const uint32_t *e, size_t el,
		     const uint32_t *m, size_t n, const uint32_t *rr,
		     unsigned w, uint32_t *tmp);

#endif
