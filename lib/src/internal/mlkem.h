/* SPDX-License-Identifier: MIT */
/* ML-KEM internals shared with the tests: Compress_d, keygen from rho. */
#ifndef CB_INTERNAL_MLKEM_H
#define CB_INTERNAL_MLKEM_H

#include <stdint.h>

#include "cb/mlkem.h"
#include "internal/ct.h"

/*
 * ML-KEM.KeyGen_internal after G(d || k) = rho || sigma: ek and dk of the
 * lengths of p.  rho is public by design (it ends ek); sigma and z are
 * secret.  Split out so that the ct suite can give it a public rho (the
 * matrix sampling branches on it) with a secret sigma.
 */
void cb_mlkem_keygen_rs(const cb_mlkem_params *p, uint8_t *ek, uint8_t *dk,
			const uint8_t rho[32], const uint8_t sigma[32],
			const uint8_t z[32]);

/*
 * Compress_d(x) = round(2^d x / q) mod 2^d for x in [0, q), d <= 11
 * (FIPS 203 §4.2.1): the quotient floor(t / q) of t = 2^d x + (q - 1) / 2
 * < 2^23 as (t M) >> 36 with M = ceil(2^36 / q), exact for every x and d
 * (tests/test_mlkem.c checks them all), so no division reaches a secret.
 */
static inline uint32_t
cb_mlkem_compress(uint16_t x, unsigned d)
{
	uint32_t t = ((uint32_t)x << d) + (3329 - 1) / 2;

	return (uint32_t)(((uint64_t)t * 20642679u) >> 36) & ((1u << d) - 1);
}

/*
 * Compress_d of any representative x of its class mod q (any int16_t),
 * d <= 11: round(2^d x / q) mod 2^d does not depend on the
 * representative, so no reduction comes first.  With N = round(2^42 / q),
 * floor(N x / 2^16) + 2^(25 - d) is 2^(26 - d) (2^d x / q + 1/2) less
 * under 1.25, and 2^d x / q + 1/2 is never closer than 1/(2q) to the
 * integer above it: its floor, Compress_d(x) before the mod, is bits
 * 26 - d and up (tests/test_mlkem.c checks every x and d).  The right
 * shift of a negative value is arithmetic on every compiler we build
 * with.  The Thumb-2 twin computes the same (SMLAWx).
 */
static inline uint32_t
cb_mlkem_compress_s(int16_t x, unsigned d)
{
	int32_t t = (int32_t)(((int64_t)x * 1321131424) >> 16) +
		    (1 << (25 - d));

	return ((uint32_t)t >> (26 - d)) & ((1u << d) - 1);
}

/*
 * The arithmetic of the NTT domain (FIPS 203 §4.3), pq/mlkem_ntt.c: the
 * portable C, always built (the firmware self-test compares it with the
 * assembly), and on cores with the DSP extension its Thumb-2 twin,
 * arch/arm/mlkem_armv7em.S (config.h: CB_ARM_MLKEM_ASM), which gives the
 * same results bit for bit.  Polynomials are 256 int16_t, word-aligned.
 * Constant-time: fixed sequences of multiplies, shifts and adds at fixed
 * addresses.
 *
 * cb_mlkem_zetas: zeta^BitRev7(i) * 2^16 mod q, centred (entry 0 unused),
 * for Montgomery products (bcache); cb_mlkem_zetas_pl: the same twiddles
 * for Plantard products (cb_mlkem_plantard), the NTTs'.
 * ntt: forward NTT in place (Algorithm 9), bit-reversed output, for
 * |a| < q; outputs below 8q (reduce them with cb_mlkem_reduce*).
 * invntt: inverse NTT (Algorithm 10), for |a| < 2^11 (mul's output);
 * outputs below q.
 * bcache: c[i] = b1 zeta (a Montgomery product, |c| < q) of pair i of b
 * (coefficients 2i, 2i + 1), the multiplier the pair's product mod
 * X^2 - zeta needs (zeta the pair's root, FIPS 203 Algorithm 11): made
 * once for a vector entry that several rows of a matrix multiply.
 * mul (Algorithms 11, 12, a row of a matrix-vector product): the pair
 * products a0 b0 + a1 c and a0 b1 + a1 b0 (c the bcache of b) in 32
 * bits, for |a| < 2^12, |b| < 8q; mode 0 writes them to acc, mode 1
 * adds them to acc, mode 2 adds them and writes each sum mod q, within
 * 0.61 q of 0 (a Barrett reduction with a 32-bit quotient estimate), to
 * r, which may be the memory of acc (256 sums: a plain pointer, as GCC
 * 12 -Os takes r's 512 bytes for acc's region); up to four columns.  The products
 * are plain (no Montgomery factor), so invntt brings them back as they
 * are.
 * compress: ByteEncode_d(Compress_d(a)), 32 d bytes, d 4, 5, 10 or 11,
 * any int16_t coefficients (cb_mlkem_compress_s).
 * msg: m = ByteEncode_1(Compress_1(v - w)), |v - w| < 2^15.
 * decompress: Decompress_d(ByteDecode_d(in)), 32 d bytes in, d 1, 4, 5,
 * 10 or 11, outputs in [0, q]; d 12: ByteDecode_12 alone, outputs below
 * 2^12.  d 1 (the message in encryption) takes secret bytes: no branch
 * or index depends on them.
 * reduce: Barrett, every coefficient to [-(q - 1) / 2, (q - 1) / 2].
 * add: r += a, coefficient by coefficient, wrapping in 16 bits.
 * cbd2: SamplePolyCBD_2 (Algorithm 8) of 128 bytes (word-aligned for the
 * assembly); secret in, secret out.
 * cbd2_lanes: the same of the first 16 lanes of a SHAKE256 block read in
 * place (cb_shake_block, internal/keccak.h: interleaved where
 * CB_KECCAK_BI32; the assembly takes them interleaved), the 128 bytes
 * never copied out; secret in, secret out.
 * rej: the rejection sampling of SampleNTT (Algorithm 7) on the 21 lanes
 * of a SHAKE128 block read in place (as cbd2_lanes): each 12-bit
 * candidate below q appended to a[0 .. n - 1] until the block ends or a
 * holds 256; returns the new n.  Public data, variable time (it branches
 * on the candidates); a[n ..] past the new n is left as it was.
 */
extern const int16_t cb_mlkem_zetas[128];
extern const int32_t cb_mlkem_zetas_pl[128];
void cb_mlkem_ntt_c(int16_t a[256]);
void cb_mlkem_invntt_c(int16_t a[256]);
void cb_mlkem_bcache_c(int16_t c[128], const int16_t b[256]);
void cb_mlkem_mul_c(int16_t *r, int32_t *acc, const int16_t a[256],
		    const int16_t b[256], const int16_t c[128], int mode);
void cb_mlkem_compress_c(uint8_t *out, const int16_t a[256], unsigned d);
void cb_mlkem_msg_c(uint8_t m[32], const int16_t v[256],
		    const int16_t w[256]);
void cb_mlkem_decompress_c(int16_t a[256], const uint8_t *in, unsigned d);
void cb_mlkem_reduce_c(int16_t a[256]);
void cb_mlkem_add_c(int16_t r[256], const int16_t a[256]);
void cb_mlkem_cbd2_c(int16_t a[256], const uint8_t buf[128]);
void cb_mlkem_cbd2_lanes_c(int16_t a[256], const uint64_t st[16]);
unsigned cb_mlkem_rej_c(int16_t a[256], unsigned n, const uint64_t st[21]);
void cb_mlkem_ntt_armv7em(int16_t a[256], const int32_t zetas_pl[128]);
void cb_mlkem_invntt_armv7em(int16_t a[256], const int32_t zetas_pl[128]);
void cb_mlkem_bcache_armv7em(int16_t c[128], const int16_t b[256],
			     const int16_t zetas[128]);
void cb_mlkem_mul_first_armv7em(int32_t *acc, const int16_t a[256],
				const int16_t b[256], const int16_t c[128]);
void cb_mlkem_mul_acc_armv7em(int32_t *acc, const int16_t a[256],
			      const int16_t b[256], const int16_t c[128]);
void cb_mlkem_mul_last_armv7em(int16_t *r, int32_t *acc,
			       const int16_t a[256], const int16_t b[256],
			       const int16_t c[128]);
void cb_mlkem_compress_armv7em(uint8_t *out, const int16_t a[256],
			       unsigned d);
void cb_mlkem_msg_armv7em(uint8_t m[32], const int16_t v[256],
			  const int16_t w[256]);
void cb_mlkem_decompress_armv7em(int16_t a[256], const uint8_t *in,
				 unsigned d);
void cb_mlkem_reduce_armv7em(int16_t a[256]);
void cb_mlkem_add_armv7em(int16_t r[256], const int16_t a[256]);
void cb_mlkem_cbd2_lanes_armv7em(int16_t a[256], const uint64_t st[16]);
unsigned cb_mlkem_rej_armv7em(int16_t a[256], unsigned n,
			      const uint64_t st[21]);

/*
 * a v mod q, within (q - 1) / 2 of 0, for every int16_t a: Plantard's
 * multiplication by a constant v (R. Plantard, "Efficient word size
 * modular arithmetic", IEEE TETC 2021; with the 2^alpha of Huang et al.,
 * "Improved Plantard arithmetic for lattice-based cryptography", TCHES
 * 2022(4)), bp = b q^-1 mod 2^32 for b = v (-2^32) mod q, centred.  W =
 * a bp mod 2^32 has W q = a b + m 2^32 with m = a v mod q, |m| <= q / 2;
 * with W_hi its top half (signed), floor((W_hi + 8) q / 2^16) is m: the
 * low half of W adds under 0.051 to W_hi q / 2^16, a b / 2^32 under
 * 0.013 (|b| <= q / 2), and 8 q / 2^16 = 0.406 lifts the sum clear of
 * the integer below.  W_hi + 8 is taken mod 2^16, as the assembly's
 * SMLAWB leaves it (a wrap at the top would give m - q, still a v mod q;
 * tests/test_mlkem.c finds every result within (q - 1) / 2 of 0).  Two
 * multiplies where a Montgomery product takes three.  The right shift
 * of a negative value is arithmetic on every compiler we build with.
 */
static inline int16_t
cb_mlkem_plantard(int16_t a, int32_t bp)
{
	int16_t t = (int16_t)(((uint32_t)(int32_t)a * (uint32_t)bp >> 16) + 8);

	return (int16_t)(((int32_t)t * 3329) >> 16);
}

/*
 * Plantard constants (cb_mlkem_plantard) of 1 (a reduction), 1/128 (the
 * inverse NTT's scaling) and zeta_1 / 128 (its last twiddle, the scaling
 * folded in)
 */
#define CB_MLKEM_PL_ONE 1290167
#define CB_MLKEM_PL_INVN (-33544353)
#define CB_MLKEM_PL_ZETA1_INVN 2131356555

/*
 * a 2^-16 mod q in (-q, q), for |a| < 2^15 q: with t = a q^-1 mod 2^16
 * (signed), a + t q is a multiple of 2^16 (q^-1 here is -(q^-1 mod 2^16)
 * = 3327).  The right shift of a negative value is arithmetic on every
 * compiler we build with.  The barrier keeps gcc from multiplying by the
 * constant with four shift-and-adds where the Cortex-M's MUL takes one
 * cycle.
 */
static inline int16_t
cb_mlkem_mont_reduce(int32_t a)
{
	int16_t t = (int16_t)((uint32_t)a * cb_ct_barrier32(3327u));

	return (int16_t)((a + (int32_t)t * 3329) >> 16);
}

/* a b 2^-16 mod q in (-q, q) */
static inline int16_t
cb_mlkem_fqmul(int16_t a, int16_t b)
{
	return cb_mlkem_mont_reduce((int32_t)a * b);
}

/* a mod q, centred in [-(q-1)/2, (q-1)/2]: v = round(2^26 / q) = 20159 */
static inline int16_t
cb_mlkem_barrett(int16_t a)
{
	int16_t t = (int16_t)((20159 * (int32_t)a + (1 << 25)) >> 26);

	/* q through the barrier for the same reason as in mont_reduce */
	return (int16_t)(a - t * (int32_t)cb_ct_barrier32(3329u));
}

#endif
