/* SPDX-License-Identifier: MIT */
/* Field arithmetic modulo p = 2^448-2^224-1. */
#ifndef CB_INTERNAL_F448_H
#define CB_INTERNAL_F448_H

#include <stddef.h>
#include <stdint.h>

#include "internal/config.h"

/*
 * Two representations, chosen by CB_F448_W32 (internal/config.h):
 *
 * Sixteen limbs (ec/f448.c): sum v[i] 2^(28 i).  "Carried" form (the
 * output of every function here) keeps each limb below 2^28 + 2^10, so
 * the value is below 2p.
 *
 * Fourteen words (ec/f448_w32.c, Armv7E-M/v8-M with DSP): sum v[i]
 * 2^(32 i), any value below 2^448 (2^448 = 2^224 + 1 mod p folds the
 * carries).
 *
 * In both cb_f448_tobytes() gives the canonical value.  Every function
 * accepts the outputs of any other, allows out to alias inputs and runs
 * in time independent of the values.
 */
#if CB_F448_W32
#define CB_F448_LIMBS 14
#else
#define CB_F448_LIMBS 16
#endif
typedef struct cb_f448 {
	uint32_t v[CB_F448_LIMBS];
} cb_f448;

void cb_f448_zero(cb_f448 *r);
/* Small constant c < 2^28. */
void cb_f448_set(cb_f448 *r, uint32_t c);
void cb_f448_copy(cb_f448 *r, const cb_f448 *a);
/* Little-endian 56 bytes; values >= p are accepted. */
void cb_f448_frombytes(cb_f448 *r, const uint8_t in[56]);
/* Canonical little-endian encoding of the value mod p. */
void cb_f448_tobytes(uint8_t out[56], const cb_f448 *a);
void cb_f448_add(cb_f448 *r, const cb_f448 *a, const cb_f448 *b);
void cb_f448_sub(cb_f448 *r, const cb_f448 *a, const cb_f448 *b);
void cb_f448_neg(cb_f448 *r, const cb_f448 *a);
void cb_f448_mul(cb_f448 *r, const cb_f448 *a, const cb_f448 *b);
void cb_f448_sqr(cb_f448 *r, const cb_f448 *a);
/* r = a * c for c < 2^20. */
void cb_f448_mul_small(cb_f448 *r, const cb_f448 *a, uint32_t c);
/* r = a^(p-2) (0 maps to 0). */
void cb_f448_inv(cb_f448 *r, const cb_f448 *a);
/* r = a^((p-3)/4) = a^(2^446 - 2^222 - 1), for square roots. */
void cb_f448_powp34(cb_f448 *r, const cb_f448 *a);
/* Swap a and b if mask is all ones; mask must be 0 or 0xffffffff. */
void cb_f448_cswap(cb_f448 *a, cb_f448 *b, uint32_t mask);
/* r = a if mask is all ones, else unchanged. */
void cb_f448_cmov(cb_f448 *r, const cb_f448 *a, uint32_t mask);
/* All ones if a == 0 mod p, else zero. */
uint32_t cb_f448_iszero(const cb_f448 *a);
/* Bit 0 of the canonical encoding. */
uint32_t cb_f448_isneg(const cb_f448 *a);

/*
 * out = in (inlen <= 114 little-endian bytes) mod L, the order of Ed448's
 * base point, little-endian with out[56] = 0 (ec/ed448.c): 2^446 = c mod
 * L (c = 2^446 - L, 224 bits) folded in three times, then one masked
 * subtraction of L; constant time in in.  out may alias in.
 */
void cb_ed448_sc_reduce(uint8_t out[57], const uint8_t *in, size_t inlen);

#if CB_F448_W32
/*
 * The C twins of src/arch/arm/f448_armv7em.S (ec/f448_w32.c), the code of
 * cb_f448_mul() and friends where the assembly is not built, and the
 * reference of the firmware's assembly-versus-C check: the same integer
 * functions on fourteen-word values (any value below 2^448 in, a value
 * below 2^448 congruent mod p out; r may alias a or b).
 */
void cb_f448_w32_mul(uint32_t r[14], const uint32_t a[14],
		     const uint32_t b[14]);
void cb_f448_w32_sqr(uint32_t r[14], const uint32_t a[14]);
void cb_f448_w32_add(uint32_t r[14], const uint32_t a[14],
		     const uint32_t b[14]);
void cb_f448_w32_sub(uint32_t r[14], const uint32_t a[14],
		     const uint32_t b[14]);
/* r = a c for 0 < c < 2^20 */
void cb_f448_w32_mul_small(uint32_t r[14], const uint32_t a[14],
			   uint32_t c);
#endif

#endif
