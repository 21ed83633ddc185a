/* SPDX-License-Identifier: MIT */
/* SM4 internals that the tests reach: the constant-time S-box layer. */
#ifndef CB_INTERNAL_SM4_H
#define CB_INTERNAL_SM4_H

#include <stdint.h>

/*
 * tau (GB/T 32907-2016 section 6.2.1): the S-box applied to each byte of
 * x, through sm4_ct.c's bitsliced circuit.  Constant-time.  The key
 * schedule uses it; tests check it against the S-box on all 256 inputs in
 * every byte position.
 */
uint32_t cb_sm4_ct_tau(uint32_t x);

#endif
