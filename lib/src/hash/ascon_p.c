/* SPDX-License-Identifier: MIT */
/* The Ascon permutation, 64-bit lanes and bit-interleaved (SP 800-232 §3). */
/*
 * cb_ascon_p() works on plain 64-bit lanes; cb_ascon_p_il() on lanes
 * split into their even and odd bits (32-bit words), so that on 32-bit
 * cores every 64-bit rotation is one or two 32-bit ones.
 *
 * Constant-time (both): the state (key-, nonce- and message-derived, secret)
 * passes only through XOR, AND, NOT and rotations by fixed amounts; the
 * S-box is computed bitsliced, never looked up.  The round count and the
 * round constants depend only on the public `rounds` argument.
 */
#include "internal/ascon.h"
#include "internal/bytes.h"
#include "internal/config.h"

#ifdef CB_WORD32
/*
 * Low and high word of the 64-bit rotation right by r (0 < r < 64, r !=
 * 32, a constant) of the lane with words (l, h): for r < 32,
 * (l >> r | h << (32 - r)) and (h >> r | l << (32 - r)); for r > 32 the
 * words swap and r - 32 remains.  The ORed parts never overlap, so they
 * are XORed (the masks only keep unused branches' shifts in range).
 */
#define RLO(l, h, r)                                                    \
	((r) < 32 ? ((l) >> ((r) & 31)) ^ ((h) << ((32 - (r)) & 31)) :  \
		    ((h) >> (((r) - 32) & 31)) ^ ((l) << ((64 - (r)) & 31)))
#define RHI(l, h, r)                                                    \
	((r) < 32 ? ((h) >> ((r) & 31)) ^ ((l) << ((32 - (r)) & 31)) :  \
		    ((l) >> (((r) - 32) & 31)) ^ ((h) << ((64 - (r)) & 31)))

/*
 * x ^ (x >>> a) ^ (x >>> b) as one XOR of shifted words per half: a
 * single shift-and-XOR instruction per term on Arm.
 */
static inline uint64_t
lin32(uint64_t x, unsigned a, unsigned b)
{
	uint32_t l = (uint32_t)x, h = (uint32_t)(x >> 32);

	return (uint64_t)(h ^ RHI(l, h, a) ^ RHI(l, h, b)) << 32 |
	       (l ^ RLO(l, h, a) ^ RLO(l, h, b));
}
#endif

/* see internal/ascon.h */
void
cb_ascon_p_c(uint64_t s[5], unsigned rounds)
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

		/*
		 * linear diffusion layer p_L (§3.4); on 32-bit cores the
		 * plain form compiles to fewer instructions (GCC, M4)
		 */
#ifdef CB_WORD32
		x0 = lin32(x0, 19, 28);
		x1 = lin32(x1, 61, 39);
		x2 = lin32(x2, 1, 6);
		x3 = lin32(x3, 10, 17);
		x4 = lin32(x4, 7, 41);
#else
		/*
		 * 64-bit registers: x ^= (x >>> a) ^ (x >>> b) computed
		 * as x ^= (x ^ (x >>> (b - a))) >>> a, one rotation fewer
		 */
		x0 ^= cb_rotr64(x0 ^ cb_rotr64(x0, 9), 19);
		x1 ^= cb_rotr64(x1 ^ cb_rotr64(x1, 22), 39);
		x2 ^= cb_rotr64(x2 ^ cb_rotr64(x2, 5), 1);
		x3 ^= cb_rotr64(x3 ^ cb_rotr64(x3, 7), 10);
		x4 ^= cb_rotr64(x4 ^ cb_rotr64(x4, 34), 7);
#endif
	}
	s[0] = x0;
	s[1] = x1;
	s[2] = x2;
	s[3] = x3;
	s[4] = x4;
}

/*
 * The round constants c_i = (15 - i) << 4 | i interleaved: even bits in
 * the low nibble, odd bits in the high nibble (see cb_ascon_p_il() in
 * internal/ascon.h).
 */
static const uint8_t rc_il[12] = {
	0xcc, 0xc9, 0x9c, 0x99, 0xc6, 0xc3, 0x96, 0x93, 0x6c, 0x69, 0x3c, 0x39
};

/* The S-box (§3.3) bitsliced on one half (even or odd words) of x0..x4. */
#define SBOX(x0, x1, x2, x3, x4)                                        \
	do {                                                            \
		x0 ^= x4;                                               \
		x4 ^= x3;                                               \
		x2 ^= x1;                                               \
		t0 = ~x0 & x1;                                          \
		t1 = ~x4 & x0;                                          \
		x0 ^= ~x1 & x2;                                         \
		x1 ^= ~x2 & x3;                                         \
		x2 ^= ~x3 & x4;                                         \
		x3 ^= t1;                                               \
		x4 ^= t0;                                               \
		x1 ^= x0;                                               \
		x0 ^= x4;                                               \
		x3 ^= x2;                                               \
		x2 = ~x2;                                               \
	} while (0)

/*
 * p_L (§3.4) on the interleaved lanes.  A 64-bit rotation right by r is,
 * for even r, a rotation of both words by r/2; for odd r the words swap:
 * the new even word is o >>> (r - 1)/2, the new odd word e >>> (r + 1)/2.
 * Each sum of two rotations is then written (x >>> a) ^ (y >>> b) =
 * (x ^ (y >>> (b - a))) >>> a, so a core with a rotated operand (Arm)
 * needs two instructions per word.
 */
#define LIN(e, o, ee, oo)                                               \
	do {                                                            \
		t0 = e ^ (ee);                                          \
		o ^= (oo);                                              \
		e = t0;                                                 \
	} while (0)
#define ROR cb_rotr32

/* Rounds 12 - rounds .. 11 on the interleaved words e0, o0 .. e4, o4. */
#define ROUNDS_IL(rounds)                                               \
	do {                                                            \
		for (i = 12 - (rounds); i < 12; i++) {                  \
			e2 ^= rc_il[i] & 0xfu;                          \
			o2 ^= (uint32_t)rc_il[i] >> 4;                  \
			SBOX(e0, e1, e2, e3, e4);                       \
			SBOX(o0, o1, o2, o3, o4);                       \
			/* x0 ^= (x0 >>> 19) ^ (x0 >>> 28) */           \
			LIN(e0, o0, ROR(o0 ^ ROR(e0, 5), 9),            \
			    ROR(e0 ^ ROR(o0, 4), 10));                  \
			/* x1 ^= (x1 >>> 61) ^ (x1 >>> 39) */           \
			LIN(e1, o1, ROR(o1 ^ ROR(o1, 11), 19),          \
			    ROR(e1 ^ ROR(e1, 11), 20));                 \
			/* x2 ^= (x2 >>> 1) ^ (x2 >>> 6) */             \
			LIN(e2, o2, o2 ^ ROR(e2, 3),                    \
			    ROR(e2 ^ ROR(o2, 2), 1));                   \
			/* x3 ^= (x3 >>> 10) ^ (x3 >>> 17) */           \
			LIN(e3, o3, ROR(e3 ^ ROR(o3, 3), 5),            \
			    ROR(o3 ^ ROR(e3, 4), 5));                   \
			/* x4 ^= (x4 >>> 7) ^ (x4 >>> 41) */            \
			LIN(e4, o4, ROR(o4 ^ ROR(o4, 17), 3),           \
			    ROR(e4 ^ ROR(e4, 17), 4));                  \
		}                                                       \
	} while (0)

/* Declarations and loads of the ten words, and the stores back. */
#define LOAD_IL                                                         \
	uint32_t e0 = (uint32_t)s[0], o0 = (uint32_t)(s[0] >> 32);     \
	uint32_t e1 = (uint32_t)s[1], o1 = (uint32_t)(s[1] >> 32);     \
	uint32_t e2 = (uint32_t)s[2], o2 = (uint32_t)(s[2] >> 32);     \
	uint32_t e3 = (uint32_t)s[3], o3 = (uint32_t)(s[3] >> 32);     \
	uint32_t e4 = (uint32_t)s[4], o4 = (uint32_t)(s[4] >> 32)
#define STORE_IL                                                        \
	do {                                                            \
		s[0] = (uint64_t)o0 << 32 | e0;                         \
		s[1] = (uint64_t)o1 << 32 | e1;                         \
		s[2] = (uint64_t)o2 << 32 | e2;                         \
		s[3] = (uint64_t)o3 << 32 | e3;                         \
		s[4] = (uint64_t)o4 << 32 | e4;                         \
	} while (0)

/* see internal/ascon.h */
void
cb_ascon_p_il(uint64_t s[5], unsigned rounds)
{
	LOAD_IL;
	uint32_t t0, t1;
	unsigned i;

	ROUNDS_IL(rounds);
	STORE_IL;
}

/* see internal/ascon.h */
void
cb_ascon_absorb_il(uint64_t s[5], const uint8_t *in, size_t nblocks,
		   unsigned rounds)
{
	LOAD_IL;
	uint32_t t0, t1;
	uint64_t m;
	unsigned i;

	for (; nblocks > 0; nblocks--, in += 8) {
		m = cb_keccak_interleave(cb_load64_le(in));
		e0 ^= (uint32_t)m;
		o0 ^= (uint32_t)(m >> 32);
		ROUNDS_IL(rounds);
	}
	STORE_IL;
}
