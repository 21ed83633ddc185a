/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600] on 64-bit lanes (FIPS 202 §3), the default implementation. */
/*
 * Constant-time: the state (message-derived, possibly secret) only flows
 * through XOR, AND, NOT and rotations by fixed amounts.  Every index and
 * loop bound is a compile-time constant; there are no tables indexed by
 * data (the round constants are indexed by the public round number).
 */
#include "internal/bytes.h"
#include "internal/keccak.h"

/* Round constants RC[i] (FIPS 202 §3.2.5, from the rc(t) LFSR). */
static const uint64_t keccak_rc[24] = {
	0x0000000000000001ull, 0x0000000000008082ull, 0x800000000000808aull,
	0x8000000080008000ull, 0x000000000000808bull, 0x0000000080000001ull,
	0x8000000080008081ull, 0x8000000000008009ull, 0x000000000000008aull,
	0x0000000000000088ull, 0x0000000080008009ull, 0x000000008000000aull,
	0x000000008000808bull, 0x800000000000008bull, 0x8000000000008089ull,
	0x8000000000008003ull, 0x8000000000008002ull, 0x8000000000000080ull,
	0x000000000000800aull, 0x800000008000000aull, 0x8000000080008081ull,
	0x8000000000008080ull, 0x0000000080000001ull, 0x8000000080008008ull,
};

/*
 * rho and pi fused: B[pi(x, y)] = rot(A[x, y], r[x, y]), where lane
 * (x, y) moves to (y, 2x + 3y mod 5).  ROT_PI(d, s, r): destination lane
 * index d = y + 5 ((2x + 3y) mod 5), source s = x + 5y, rotation r.
 */
#define ROT_PI(d, s, r) b[d] = cb_rotl64(a[s], r)

/* chi on one row y: a[x] = b[x] ^ (~b[x + 1] & b[x + 2]). */
#define CHI_ROW(y)                                                      \
	do {                                                            \
		a[5 * (y) + 0] = b[5 * (y) + 0] ^                       \
			(~b[5 * (y) + 1] & b[5 * (y) + 2]);             \
		a[5 * (y) + 1] = b[5 * (y) + 1] ^                       \
			(~b[5 * (y) + 2] & b[5 * (y) + 3]);             \
		a[5 * (y) + 2] = b[5 * (y) + 2] ^                       \
			(~b[5 * (y) + 3] & b[5 * (y) + 4]);             \
		a[5 * (y) + 3] = b[5 * (y) + 3] ^                       \
			(~b[5 * (y) + 4] & b[5 * (y) + 0]);             \
		a[5 * (y) + 4] = b[5 * (y) + 4] ^                       \
			(~b[5 * (y) + 0] & b[5 * (y) + 1]);             \
	} while (0)

void
cb_keccakf1600(uint64_t a[25])
{
	uint64_t b[25], c[5], d[5];
	unsigned round, x;

	for (round = 0; round < 24; round++) {
		/* theta (§3.2.1): column parities */
		for (x = 0; x < 5; x++)
			c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^
			       a[x + 20];
		for (x = 0; x < 5; x++)
			d[x] = c[(x + 4) % 5] ^ cb_rotl64(c[(x + 1) % 5], 1);
		for (x = 0; x < 25; x++)
			a[x] ^= d[x % 5];

		/* rho (§3.2.2) and pi (§3.2.3); offsets from Table 2 */
		ROT_PI(0, 0, 0);
		ROT_PI(10, 1, 1);
		ROT_PI(20, 2, 62);
		ROT_PI(5, 3, 28);
		ROT_PI(15, 4, 27);
		ROT_PI(16, 5, 36);
		ROT_PI(1, 6, 44);
		ROT_PI(11, 7, 6);
		ROT_PI(21, 8, 55);
		ROT_PI(6, 9, 20);
		ROT_PI(7, 10, 3);
		ROT_PI(17, 11, 10);
		ROT_PI(2, 12, 43);
		ROT_PI(12, 13, 25);
		ROT_PI(22, 14, 39);
		ROT_PI(23, 15, 41);
		ROT_PI(8, 16, 45);
		ROT_PI(18, 17, 15);
		ROT_PI(3, 18, 21);
		ROT_PI(13, 19, 8);
		ROT_PI(14, 20, 18);
		ROT_PI(24, 21, 2);
		ROT_PI(9, 22, 61);
		ROT_PI(19, 23, 56);
		ROT_PI(4, 24, 14);

		/* chi (§3.2.4) */
		CHI_ROW(0);
		CHI_ROW(1);
		CHI_ROW(2);
		CHI_ROW(3);
		CHI_ROW(4);

		/* iota (§3.2.5) */
		a[0] ^= keccak_rc[round];
	}
}
