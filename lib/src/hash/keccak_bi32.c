/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600] with 32-bit words on a bit-interleaved state. */
/*
 * Each 64-bit lane a is held as two words: e (bits 0, 2, 4, ... of a) and
 * o (bits 1, 3, 5, ...).  A rotation of a by r becomes, for even r,
 * rotations of e and o by r/2; for odd r the halves swap:
 * e' = rot(o, (r + 1)/2), o' = rot(e, (r - 1)/2).  XOR, AND and NOT act on
 * the halves independently.
 *
 * The rounds are unrolled: theta's column parities, then each output row
 * of chi computed from its five source lanes (pi decides which lanes,
 * rho by how much they rotate), first the five even words, then the five
 * odd ones, ping-ponging between two 50-word arrays.
 *
 * Constant-time: as the 64-bit version, only XOR/AND/NOT and rotations by
 * amounts fixed per lane position; every index is a compile-time
 * constant or the public round number.
 */
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/keccak.h"
#if CB_ARM_KECCAK_ASM
#include "arch/arm/keccak_armv7m.h"
#endif

#if !CB_ARM_KECCAK_ASM
/* Round constants split into {even bits, odd bits} (FIPS 202 §3.2.5). */
static const uint32_t rc_bi[24][2] = {
	{ 0x00000001u, 0x00000000u }, { 0x00000000u, 0x00000089u },
	{ 0x00000000u, 0x8000008bu }, { 0x00000000u, 0x80008080u },
	{ 0x00000001u, 0x0000008bu }, { 0x00000001u, 0x00008000u },
	{ 0x00000001u, 0x80008088u }, { 0x00000001u, 0x80000082u },
	{ 0x00000000u, 0x0000000bu }, { 0x00000000u, 0x0000000au },
	{ 0x00000001u, 0x00008082u }, { 0x00000000u, 0x00008003u },
	{ 0x00000001u, 0x0000808bu }, { 0x00000001u, 0x8000000bu },
	{ 0x00000001u, 0x8000008au }, { 0x00000001u, 0x80000081u },
	{ 0x00000000u, 0x80000081u }, { 0x00000000u, 0x80000008u },
	{ 0x00000000u, 0x00000083u }, { 0x00000000u, 0x80008003u },
	{ 0x00000001u, 0x80008088u }, { 0x00000000u, 0x80000088u },
	{ 0x00000001u, 0x00008000u }, { 0x00000000u, 0x80008082u },
};
#endif

/*
 * Words of the state: A[2s] is the even word of lane s = x + 5y, A[2s + 1]
 * the odd one.  c[2x], c[2x + 1]: column parities; d[2x], d[2x + 1]:
 * theta's D[x] (FIPS 202 §3.2.1).
 */
#define PAR(A, w) (c[w] = A[w] ^ A[(w) + 10] ^ A[(w) + 20] ^ A[(w) + 30] ^ \
			  A[(w) + 40])
/* D[x] = C[x - 1] ^ rot(C[x + 1], 1); rotation by 1 swaps the halves */
#define DX(x, xm, xp)                                                   \
	do {                                                            \
		d[2 * (x)] = c[2 * (xm)] ^ cb_rotl32(c[2 * (xp) + 1], 1); \
		d[2 * (x) + 1] = c[2 * (xm) + 1] ^ c[2 * (xp)];         \
	} while (0)

/*
 * Even and odd word of B = rot(A[s] ^ D[s mod 5], r) (theta applied, then
 * rho, FIPS 202 §3.2.2); r is a constant, so the choice folds away.
 */
#define BE(A, s, r)                                                     \
	((r) & 1 ? cb_rotl32(A[2 * (s) + 1] ^ d[2 * ((s) % 5) + 1],     \
			     ((r) + 1) / 2) :                           \
		   cb_rotl32(A[2 * (s)] ^ d[2 * ((s) % 5)], (r) / 2))
#define BO(A, s, r)                                                     \
	((r) & 1 ? cb_rotl32(A[2 * (s)] ^ d[2 * ((s) % 5)], ((r) - 1) / 2) : \
		   cb_rotl32(A[2 * (s) + 1] ^ d[2 * ((s) % 5) + 1], (r) / 2))

/* chi (§3.2.4) on one half-row: words h (0 even, 1 odd) of row y of E. */
#define CHI(E, y, h)                                                    \
	do {                                                            \
		E[10 * (y) + (h)] = b0 ^ (~b1 & b2);                    \
		E[10 * (y) + 2 + (h)] = b1 ^ (~b2 & b3);                \
		E[10 * (y) + 4 + (h)] = b2 ^ (~b3 & b4);                \
		E[10 * (y) + 6 + (h)] = b3 ^ (~b4 & b0);                \
		E[10 * (y) + 8 + (h)] = b4 ^ (~b0 & b1);                \
	} while (0)

/*
 * Output row y of E: lane x + 5y of pi's output comes from source lane
 * s_x = ((3y + x) mod 5) + 5x (§3.2.3), rotated by its rho offset r_x.
 */
#define ROW(E, A, y, s0, r0, s1, r1, s2, r2, s3, r3, s4, r4)            \
	do {                                                            \
		b0 = BE(A, s0, r0);                                     \
		b1 = BE(A, s1, r1);                                     \
		b2 = BE(A, s2, r2);                                     \
		b3 = BE(A, s3, r3);                                     \
		b4 = BE(A, s4, r4);                                     \
		CHI(E, y, 0);                                           \
		b0 = BO(A, s0, r0);                                     \
		b1 = BO(A, s1, r1);                                     \
		b2 = BO(A, s2, r2);                                     \
		b3 = BO(A, s3, r3);                                     \
		b4 = BO(A, s4, r4);                                     \
		CHI(E, y, 1);                                           \
	} while (0)

/* Round i: E = iota(chi(pi(rho(theta(A))))). */
#define ROUND(E, A, i)                                                  \
	do {                                                            \
		PAR(A, 0); PAR(A, 1); PAR(A, 2); PAR(A, 3); PAR(A, 4);  \
		PAR(A, 5); PAR(A, 6); PAR(A, 7); PAR(A, 8); PAR(A, 9);  \
		DX(0, 4, 1);                                            \
		DX(1, 0, 2);                                            \
		DX(2, 1, 3);                                            \
		DX(3, 2, 4);                                            \
		DX(4, 3, 0);                                            \
		ROW(E, A, 0, 0, 0, 6, 44, 12, 43, 18, 21, 24, 14);      \
		ROW(E, A, 1, 3, 28, 9, 20, 10, 3, 16, 45, 22, 61);      \
		ROW(E, A, 2, 1, 1, 7, 6, 13, 25, 19, 8, 20, 18);        \
		ROW(E, A, 3, 4, 27, 5, 36, 11, 10, 17, 15, 23, 56);     \
		ROW(E, A, 4, 2, 62, 8, 55, 14, 39, 15, 41, 21, 2);      \
		E[0] ^= rc_bi[i][0];                                    \
		E[1] ^= rc_bi[i][1];                                    \
	} while (0)

/* see internal/keccak.h */
void
cb_keccakf1600_il(uint64_t st[25])
{
#if CB_ARM_KECCAK_ASM
	/* the same rounds in Thumb-2, on st itself */
	cb_keccakf1600_armv7m(st);
#else
	uint32_t a[50], e[50], c[10], d[10], b0, b1, b2, b3, b4;
	unsigned i;

	for (i = 0; i < 25; i++) {
		a[2 * i] = (uint32_t)st[i];
		a[2 * i + 1] = (uint32_t)(st[i] >> 32);
	}
	for (i = 0; i < 24; i += 2) {
		ROUND(e, a, i);
		ROUND(a, e, i + 1);
	}
	for (i = 0; i < 25; i++)
		st[i] = (uint64_t)a[2 * i + 1] << 32 | a[2 * i];
#endif
}

/* see internal/keccak.h */
void
cb_keccak_il_extract(uint8_t *out, const uint64_t *st, size_t n)
{
#if CB_ARM_KECCAK_ASM
	cb_keccak_extract_armv7m(out, st, n);
#else
	uint32_t e, o;
	size_t i;

	/* cb_store64_le(out, cb_keccak_deinterleave(v)), each 32-bit half
	 * made and stored on its own (so that a 32-bit compiler stores
	 * each as a word rather than byte by byte) */
	for (i = 0; i < n; i++) {
		e = (uint32_t)st[i];
		o = (uint32_t)(st[i] >> 32);
		cb_store32_le(out + 8 * i, cb_keccak_zip32((e & 0xffffu) |
							   o << 16));
		cb_store32_le(out + 8 * i + 4,
			      cb_keccak_zip32((e >> 16) | (o & 0xffff0000u)));
	}
#endif
}

/* see internal/keccak.h */
void
cb_keccak_il_xor(uint64_t *st, const uint8_t *in, size_t n)
{
#if CB_ARM_KECCAK_ASM
	cb_keccak_xor_armv7m(st, in, n);
#else
	size_t i;

	for (i = 0; i < n; i++)
		st[i] ^= cb_keccak_interleave(cb_load64_le(in + 8 * i));
#endif
}

/* see internal/keccak.h */
void
cb_keccakf1600_bi32(uint64_t st[25])
{
	unsigned i;

	for (i = 0; i < 25; i++)
		st[i] = cb_keccak_interleave(st[i]);
	cb_keccakf1600_il(st);
	for (i = 0; i < 25; i++)
		st[i] = cb_keccak_deinterleave(st[i]);
}
