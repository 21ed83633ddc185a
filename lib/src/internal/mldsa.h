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

#endif
