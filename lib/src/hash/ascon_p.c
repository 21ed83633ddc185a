/* SPDX-License-Identifier: MIT */
/* The Ascon permutation on 64-bit lanes (NIST SP 800-232 §3). */
/*
 * Constant-time: the state (key-, nonce- and message-derived, secret)
 * passes only through XOR, AND, NOT and rotations by fixed amounts; the
 * S-box is computed bitsliced, never looked up.  The round count and the
 * round constants depend only on the public `rounds` argument.
 */
#include "internal/ascon.h"
#include "internal/bytes.h"

/* see internal/ascon.h */
void
cb_ascon_p(uint64_t s[5], unsigned rounds)
{
	uint64_t x0 = s[0], x1 = s[1], x2 = s[2], x3 = s[3], x4 = s[4];
	uint64_t t0, t1, t2, t3, t4;
	unsigned i;

	for (i = 12 - rounds; i < 12; i++) {
		/* constant addition p_C (§3.2): c_i = (15 - i) << 4 | i */
		x2 ^= (uint64_t)(((15u - i) << 4) | i);

		/* substitution layer p_S (§3.3): the 5-bit S-box, bitsliced */
		x0 ^= x4;
		x4 ^= x3;
		x2 ^= x1;
		t0 = ~x0 & x1;
		t1 = ~x1 & x2;
		t2 = ~x2 & x3;
		t3 = ~x3 & x4;
		t4 = ~x4 & x0;
		x0 ^= t1;
		x1 ^= t2;
		x2 ^= t3;
		x3 ^= t4;
		x4 ^= t0;
		x1 ^= x0;
		x0 ^= x4;
		x3 ^= x2;
		x2 = ~x2;

		/* linear diffusion layer p_L (§3.4) */
		x0 ^= cb_rotr64(x0, 19) ^ cb_rotr64(x0, 28);
		x1 ^= cb_rotr64(x1, 61) ^ cb_rotr64(x1, 39);
		x2 ^= cb_rotr64(x2, 1) ^ cb_rotr64(x2, 6);
		x3 ^= cb_rotr64(x3, 10) ^ cb_rotr64(x3, 17);
		x4 ^= cb_rotr64(x4, 7) ^ cb_rotr64(x4, 41);
	}
	s[0] = x0;
	s[1] = x1;
	s[2] = x2;
	s[3] = x3;
	s[4] = x4;
}
