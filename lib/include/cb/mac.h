/* SPDX-License-Identifier: MIT */
/*
 * HMAC over any hash of cb/hash.h (one generic implementation), HKDF
 * (RFC 5869) and HMAC-DRBG (NIST SP 800-90A).
 */
#ifndef CB_MAC_H
#define CB_MAC_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"
#include "cb/hash.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
#endif
