/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600] on 64-bit lanes (FIPS 202 §3), the default on 64-bit cores. */
/*
 * Constant-time: the state (message-derived, possibly secret) only flows
 * through XOR, AND, NOT and rotations by fixed amounts.  Every index and
 * loop bound is a compile-time constant; there are no tables indexed by
 * data (the round constants are indexed by the public round number).
 *
 * The rounds are unrolled: theta's column parities, then each output row
 * of chi computed from its five source lanes (pi decides which lanes,
 * rho by how much they rotate), ping-ponging between two 25-lane arrays.
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

/* Column parities C[x] and theta's D[x] (FIPS 202 §3.2.1). */
#define PAR(A, x) (c[x] = A[x] ^ A[(x) + 5] ^ A[(x) + 10] ^ A[(x) + 15] ^ \
			  A[(x) + 20])
#define DX(x, xm, xp) (d[x] = c[xm] ^ cb_rotl64(c[xp], 1))

/*
 * Output row y of E = chi(pi(rho(theta(A)))) (§3.2.2-3.2.4): lane x + 5y
 * of pi's output comes from source lane s_x = ((3y + x) mod 5) + 5x,
 * with theta's D[s_x mod 5] added and rotated by its rho offset r_x.
 */
#define ROW(E, A, y, s0, r0, s1, r1, s2, r2, s3, r3, s4, r4)            \
	do {                                                            \
		b0 = cb_rotl64(A[s0] ^ d[(s0) % 5], r0);                \
		b1 = cb_rotl64(A[s1] ^ d[(s1) % 5], r1);                \
		b2 = cb_rotl64(A[s2] ^ d[(s2) % 5], r2);                \
		b3 = cb_rotl64(A[s3] ^ d[(s3) % 5], r3);                \
		b4 = cb_rotl64(A[s4] ^ d[(s4) % 5], r4);                \
		E[5 * (y) + 0] = b0 ^ (~b1 & b2);                       \
		E[5 * (y) + 1] = b1 ^ (~b2 & b3);                       \
		E[5 * (y) + 2] = b2 ^ (~b3 & b4);                       \
		E[5 * (y) + 3] = b3 ^ (~b4 & b0);                       \
		E[5 * (y) + 4] = b4 ^ (~b0 & b1);                       \
	} while (0)

/* Round i: E = iota(chi(pi(rho(theta(A))))), rho offsets from Table 2. */
#define ROUND(E, A, i)                                                  \
	do {                                                            \
		PAR(A, 0); PAR(A, 1); PAR(A, 2); PAR(A, 3); PAR(A, 4);  \
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
		E[0] ^= keccak_rc[i];                                   \
	} while (0)

/* see internal/keccak.h */
void
cb_keccakf1600(uint64_t a[25])
{
	uint64_t e[25], c[5], d[5], b0, b1, b2, b3, b4;
	unsigned i;

	/* rounds in pairs, ping-ponging between a and e */
	for (i = 0; i < 24; i += 2) {
		ROUND(e, a, i);
		ROUND(a, e, i + 1);
	}
}
