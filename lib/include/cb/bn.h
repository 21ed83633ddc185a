/* SPDX-License-Identifier: MIT */
/*
 * Big-number arithmetic on 32-bit limbs (64-bit products) for RSA, DSA,
 * DH and the prime-field curves: caller-sized buffers, no malloc;
 * constant-time Montgomery multiplication, exponentiation and inversion.
 */
#ifndef CB_BN_H
#define CB_BN_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Big numbers ==== */

#ifdef __cplusplus
}
#endif
#endif
