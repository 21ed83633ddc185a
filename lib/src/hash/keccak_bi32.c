/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600] with 32-bit words on a bit-interleaved state. */
/*
 * Each 64-bit lane a is held as two words: e (bits 0, 2, 4, ... of a) and
 * o (bits 1, 3, 5, ...).  A rotation of a by r becomes, for even r,
 * rotations of e and o by r/2; for odd r the halves swap:
 * e' = rot(o, (r + 1)/2), o' = rot(e, (r - 1)/2).  XOR, AND and NOT act on
 * the halves independently.  The state is converted on entry and exit.
 *
 * Constant-time: as the 64-bit version, only XOR/AND/NOT, shifts and
 * rotations by amounts fixed per lane position; the tables are indexed by
 * public loop counters only.
 */
#include "internal/bytes.h"
#include "internal/keccak.h"

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

/* rho offsets r[x + 5y] (FIPS 202 Table 2). */
static const uint8_t rho[25] = {
	0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39,
	41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
};

/* pi destination of lane x + 5y: y + 5 ((2x + 3y) mod 5). */
static const uint8_t pi_dst[25] = {
	0, 10, 20, 5, 15, 16, 1, 11, 21, 6, 7, 17, 2, 12, 22,
	23, 8, 18, 3, 13, 14, 24, 9, 19, 4,
};

/* Gather the even bits of x into 32 bits. */
static uint32_t
even_bits(uint64_t x)
{
	x &= 0x5555555555555555ull;
	x = (x | (x >> 1)) & 0x3333333333333333ull;
	x = (x | (x >> 2)) & 0x0f0f0f0f0f0f0f0full;
	x = (x | (x >> 4)) & 0x00ff00ff00ff00ffull;
	x = (x | (x >> 8)) & 0x0000ffff0000ffffull;
	x = (x | (x >> 16)) & 0x00000000ffffffffull;
	return (uint32_t)x;
}

/* Inverse of even_bits(): spread 32 bits to the even positions. */
static uint64_t
spread_bits(uint32_t v)
{
	uint64_t x = v;

	x = (x | (x << 16)) & 0x0000ffff0000ffffull;
	x = (x | (x << 8)) & 0x00ff00ff00ff00ffull;
	x = (x | (x << 4)) & 0x0f0f0f0f0f0f0f0full;
	x = (x | (x << 2)) & 0x3333333333333333ull;
	x = (x | (x << 1)) & 0x5555555555555555ull;
	return x;
}

/* see internal/keccak.h */
void
cb_keccakf1600_bi32(uint64_t st[25])
{
	uint32_t e[25], o[25], be[25], bo[25];
	uint32_t ce[5], co[5], de, d_o;
	unsigned round, i, x, r;

	for (i = 0; i < 25; i++) {
		e[i] = even_bits(st[i]);
		o[i] = even_bits(st[i] >> 1);
	}
	for (round = 0; round < 24; round++) {
		/* theta: D[x] = C[x - 1] ^ rot(C[x + 1], 1) */
		for (x = 0; x < 5; x++) {
			ce[x] = e[x] ^ e[x + 5] ^ e[x + 10] ^ e[x + 15] ^
				e[x + 20];
			co[x] = o[x] ^ o[x + 5] ^ o[x + 10] ^ o[x + 15] ^
				o[x + 20];
		}
		for (x = 0; x < 5; x++) {
			/* rotation by 1 (odd): e' = rot(o, 1), o' = e */
			de = ce[(x + 4) % 5] ^ cb_rotl32(co[(x + 1) % 5], 1);
			d_o = co[(x + 4) % 5] ^ ce[(x + 1) % 5];
			for (i = x; i < 25; i += 5) {
				e[i] ^= de;
				o[i] ^= d_o;
			}
		}
		/* rho and pi */
		for (i = 0; i < 25; i++) {
			r = rho[i];
			if (r & 1) {
				be[pi_dst[i]] = cb_rotl32(o[i], (r + 1) / 2);
				bo[pi_dst[i]] = cb_rotl32(e[i], (r - 1) / 2);
			} else {
				be[pi_dst[i]] = cb_rotl32(e[i], r / 2);
				bo[pi_dst[i]] = cb_rotl32(o[i], r / 2);
			}
		}
		/* chi, row by row */
		for (i = 0; i < 25; i += 5) {
			for (x = 0; x < 5; x++) {
				e[i + x] = be[i + x] ^ (~be[i + (x + 1) % 5] &
							be[i + (x + 2) % 5]);
				o[i + x] = bo[i + x] ^ (~bo[i + (x + 1) % 5] &
							bo[i + (x + 2) % 5]);
			}
		}
		/* iota */
		e[0] ^= rc_bi[round][0];
		o[0] ^= rc_bi[round][1];
	}
	for (i = 0; i < 25; i++)
		st[i] = spread_bits(e[i]) | (spread_bits(o[i]) << 1);
}
