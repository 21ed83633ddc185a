/* SPDX-License-Identifier: MIT */
/* Field arithmetic modulo 2^255-19 on ten 32-bit limbs (radix 2^25.5). */
#ifndef CB_INTERNAL_F25519_H
#define CB_INTERNAL_F25519_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "cb/util.h"
#include "internal/config.h"
#include "internal/ct.h"

/*
 * Two representations, chosen by CB_F25519_W32 (internal/config.h):
 *
 * Ten limbs (ec/f25519.c): sum v[i] * 2^ceil(25.5 i), even limbs 26 bits,
 * odd limbs 25.  "Carried" form (the output of every function) keeps each
 * limb below 2^26 + 2^13, so the value is below 2^255 + 2^40 < 2p.
 *
 * Eight words (ec/f25519_w32.c, Armv7E-M/v8-M with DSP): sum v[i] 2^(32 i)
 * with every word any 32-bit value, so any value below 2^256 (2^256 = 38
 * mod p lets the products and sums fold their carries by 38).
 *
 * In both the canonical value in [0, p) is produced only by
 * cb_f25519_tobytes().  Every function accepts the outputs of any other,
 * and allows out to alias inputs.  All run in time independent of the
 * values.
 */
#if CB_F25519_W32
#define CB_F25519_LIMBS 8
#else
#define CB_F25519_LIMBS 10
#endif
typedef struct cb_f25519 {
	uint32_t v[CB_F25519_LIMBS];
} cb_f25519;

void cb_f25519_zero(cb_f25519 *r);
void cb_f25519_one(cb_f25519 *r);
void cb_f25519_copy(cb_f25519 *r, const cb_f25519 *a);
/* Small constant c < 2^26. */
void cb_f25519_set(cb_f25519 *r, uint32_t c);
/* Little-endian 32 bytes; bit 255 is ignored; values >= p are accepted. */
void cb_f25519_frombytes(cb_f25519 *r, const uint8_t in[32]);
/* Canonical little-endian encoding of the value mod p (bit 255 clear). */
void cb_f25519_tobytes(uint8_t out[32], const cb_f25519 *a);
void cb_f25519_add(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b);
void cb_f25519_sub(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b);
void cb_f25519_neg(cb_f25519 *r, const cb_f25519 *a);
void cb_f25519_mul(cb_f25519 *r, const cb_f25519 *a, const cb_f25519 *b);
void cb_f25519_sqr(cb_f25519 *r, const cb_f25519 *a);
/* r = a^(2^n): n squares, n >= 1. */
void cb_f25519_sqr_n(cb_f25519 *r, const cb_f25519 *a, unsigned n);
/* r = a * c for c < 2^21. */
void cb_f25519_mul_small(cb_f25519 *r, const cb_f25519 *a, uint32_t c);
/* r = a^(p-2) (so 0 maps to 0). */
void cb_f25519_inv(cb_f25519 *r, const cb_f25519 *a);
/* r = a^((p-5)/8) = a^(2^252-3), for square roots. */
void cb_f25519_pow22523(cb_f25519 *r, const cb_f25519 *a);
/* Swap a and b if mask is all ones; mask must be 0 or 0xffffffff. */
void cb_f25519_cswap(cb_f25519 *a, cb_f25519 *b, uint32_t mask);
/* r = a if mask is all ones, else r unchanged. */
void cb_f25519_cmov(cb_f25519 *r, const cb_f25519 *a, uint32_t mask);
/* All ones if a == 0 mod p, else zero. */
uint32_t cb_f25519_iszero(const cb_f25519 *a);
/* Bit 0 of the canonical encoding (the "sign" of RFC 8032). */
uint32_t cb_f25519_isneg(const cb_f25519 *a);

#if CB_F25519_W32
/*
 * The C twins of src/arch/arm/f25519_armv7em.S (ec/f25519_w32.c), the
 * code of cb_f25519_mul() and friends where the assembly is not built, and
 * the reference of the firmware's assembly-versus-C check: the same
 * algorithms step for step on eight-word values (any 256-bit value in,
 * a value below 2^256 congruent mod p out; r may alias a or b).
 */
void cb_f25519_w32_mul(uint32_t r[8], const uint32_t a[8],
		       const uint32_t b[8]);
void cb_f25519_w32_sqr(uint32_t r[8], const uint32_t a[8]);
void cb_f25519_w32_sqr_n(uint32_t r[8], const uint32_t a[8], unsigned n);
void cb_f25519_w32_add(uint32_t r[8], const uint32_t a[8],
		       const uint32_t b[8]);
void cb_f25519_w32_sub(uint32_t r[8], const uint32_t a[8],
		       const uint32_t b[8]);
/* r = a c for 0 < c < 2^21 */
void cb_f25519_w32_mul_small(uint32_t r[8], const uint32_t a[8],
			     uint32_t c);
/*
 * RFC 7748's Montgomery ladder: xz = x2 then z2 of [k](x1 : 1), k the
 * clamped scalar as eight little-endian words, x1 any value below 2^256.
 * A step: the mask of swap ^ bit selects A, C from the sums x2 + z2,
 * x3 + z3 and B, D from the differences (the sums swapped, not the
 * pairs); then RFC 7748's formulas, z2 = E (AA + a24 E) with AA + a24 E
 * one multiply-add; x2, z2 selected under the last bit at the end.
 * cb_f25519_w32_ladder is the C twin of cb_x25519_ladder_armv7em;
 * cb_f25519_ladder runs the assembly where it is built, else the twin.
 * Constant-time in k and x1.
 */
void cb_f25519_w32_ladder(uint32_t xz[16], const uint32_t x1[8],
			  const uint32_t k[8]);
void cb_f25519_ladder(uint32_t xz[16], const uint32_t x1[8],
		      const uint32_t k[8]);
#endif

/*
 * X25519 public key u = X25519(k, 9) for an already clamped k, computed
 * as [k]B on the birationally equivalent Edwards curve with the
 * constant-time fixed-base table of Ed25519 (defined in ed25519.c).
 * k is secret.
 */
void cb_x25519_base(uint8_t u[32], const uint8_t k[32]);

/*
 * out = the encoding of [a]B + [b]Q for any 256-bit little-endian a and
 * b, Q the point q encodes (RFC 8032 §5.1.3, strict), by the joint
 * multiplication of Ed25519 verification (ed25519.c, where a = S and
 * b = k on Q = -A): the tests' way to it.  Public inputs only, variable
 * time.  Returns 0, or -1 (out untouched) when q does not decode.
 */
int cb_ed25519_joint_vartime(uint8_t out[32], const uint8_t a[32],
			     const uint8_t b[32], const uint8_t q[32]);

/*
 * out = h (64 little-endian bytes) mod L, the order of Ed25519's base
 * point, little-endian: Barrett's reduction, constant time in h.
 */
void cb_ed25519_sc_reduce64(uint8_t out[32], const uint8_t h[64]);

/*
 * Scalar reduction shared by Ed25519 and Ed448: r (lw <= 16 words,
 * little-endian) = in (inlen little-endian bytes) mod l, where l has lw
 * words and 2l < 2^(32 lw).  Bit-serial shift and masked conditional
 * subtraction: constant time in the value of in.  Inline so that each
 * caller's constant lw unrolls the word loops.
 */
static inline void
cb_ec_scalar_mod(uint32_t *r, const uint32_t *l, unsigned lw,
		 const uint8_t *in, size_t inlen)
{
	uint32_t t[16], bit, borrow, mask, x;
	uint64_t d;
	size_t i;
	unsigned j;

	memset(r, 0, lw * sizeof(*r));
	for (i = 8 * inlen; i-- > 0;) {
		/* r = 2r + bit: r < l < 2^(32 lw - 1), so nothing falls off */
		bit = (in[i >> 3] >> (i & 7)) & 1;
		for (j = lw - 1; j > 0; j--)
			r[j] = (r[j] << 1) | (r[j - 1] >> 31);
		r[0] = (r[0] << 1) | bit;
		/* t = r - l; keep t unless it borrowed */
		borrow = 0;
		for (j = 0; j < lw; j++) {
			d = (uint64_t)r[j] - l[j] - borrow;
			t[j] = (uint32_t)d;
			borrow = (uint32_t)(d >> 63);
		}
		mask = cb_ct_barrier32(borrow - 1);
		for (j = 0; j < lw; j++) {
			x = mask & (r[j] ^ t[j]);
			r[j] ^= x;
		}
	}
	cb_wipe(t, sizeof(t));
}

/*
 * n[0 .. 8 len] = the width-w NAF of the little-endian a (len bytes),
 * 2 <= w <= 8, shared by Ed25519's and Ed448's verification: a = sum
 * n[i] 2^i, each nonzero n[i] odd with |n[i]| < 2^(w-1), and the w - 1
 * digits above a nonzero one zero.  Public a only (variable time).
 * Bit by bit with a carry c: where a's bit equals c the digit is zero
 * (c stays); else the w bits from there plus c, an odd u < 2^w, give the
 * digit u, or u - 2^w with c = 1 when u >= 2^(w-1).  No carry leaves the
 * top: from bit 8 len + 1 - w on, u <= 2^(8 len - i) - 1 < 2^(w-1).
 */
static inline void
cb_ec_wnaf(int8_t *n, const uint8_t *a, size_t len, unsigned w)
{
	size_t i, j;
	unsigned c, u;

	memset(n, 0, 8 * len + 1);
	c = 0;
	for (i = 0; i < 8 * len + 1;) {
		j = i >> 3;
		u = j < len ? a[j] : 0;
		if (j + 1 < len)
			u |= (unsigned)a[j + 1] << 8;
		u >>= i & 7;
		if ((u & 1) == c) {
			i++;
			continue;
		}
		u = (u & ((1u << w) - 1)) + c;
		c = u >> (w - 1);
		n[i] = (int8_t)((int)u - (int)(c << w));
		i += w;
	}
}

#endif
