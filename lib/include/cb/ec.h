/* SPDX-License-Identifier: MIT */
/*
 * Elliptic curves: ECDSA, ECDH and SM2 on short Weierstrass prime curves
 * (NIST P-256/384/521, brainpoolP256/384/512r1, the SM2 curve), and
 * X25519, Ed25519, X448, Ed448 (RFC 7748, RFC 8032).
 * Secret inputs: private scalars, nonces, shared secrets.
 */
#ifndef CB_EC_H
#define CB_EC_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Prime curves: ECDSA, ECDH, SM2 ==== */

/* ==== Curve25519 and Curve448: X25519, Ed25519, X448, Ed448 ==== */

#ifdef __cplusplus
}
#endif
#endif
