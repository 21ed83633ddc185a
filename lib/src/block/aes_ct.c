/* SPDX-License-Identifier: MIT */
/* Constant-time AES-128/192/256 (FIPS 197), fixsliced, two blocks at once. */
#include <string.h>

#include "cb/block.h"
#include "cb/util.h"
#include "internal/bitslice.h"
#include "internal/bytes.h"
#include "internal/config.h"
#if CB_ARM_AES_CT_ASM
#include "arch/arm/aes_ct_armv7em.h"
#endif

/*
 * Constant-time rationale.  Secret: the key, the round keys in the
 * context, the plaintext and every intermediate state.  All of it is only
 * ever combined with AND, XOR, NOT, shifts and rotations by constant
 * amounts: there is no table, the S-box is a Boolean circuit (34 AND
 * gates, after Boyar and Peralta, "A depth-16 circuit for the AES S-box",
 * 2011; see sbox() below), and every branch, loop bound and array index
 * depends only on the number of rounds or the number of blocks, which
 * are public.
 * The key schedule runs its SubWord through the same circuit and does its
 * InvMixColumns with masks and shifts.
 *
 * Representation (bitsliced).  Two blocks are held in eight 32-bit words
 * q[0..7]: q[j] holds bit j of all 32 bytes.  Byte (row r, column c) of
 * block b is at bit position 8r + 2c + b, so a row is one byte of every
 * word: "row + 1" is a rotation of the word by 8 bits, and "column + k"
 * is a rotation of each byte by 2k bits.
 *
 * Fixslicing (after Adomnicai and Peyrin, "Fixslicing AES-like ciphers",
 * TCHES 2021/1).  ShiftRows is never applied.  After k skipped ShiftRows
 * the true state is true[r][c] = stored[r][c + k*r mod 4]; ShiftRows has
 * order 4, so k only matters mod 4.  MixColumns in such a round reads row
 * r+1 of the same true column from stored row r+1, column c + k: a word
 * rotation plus a byte rotation by 2k bits, free for k = 0 and cheap for
 * the others, so there are four MixColumns variants.  Each round key is
 * permuted in the same way by the key schedule, and the output gets one
 * final ShiftRows^k (k = rounds mod 4, i.e. 2 or 0).  Decryption does the
 * same with InvShiftRows (k = -rounds mod 4).
 *
 * The S-box circuit leaves out the affine constant 0x63: it gives
 * S(x) ^ 0x63, and since ShiftRows and MixColumns map the all-0x63 state
 * to itself, the key schedule XORs 0x63 into every byte of round keys
 * 1..Nr instead.  The inverse S-box is InvS(y) = Li(S(Li(y ^ 0x63)) ^ 0x63)
 * with Li the linear part of the inverse affine map (FIPS 197 sec. 5.3.2),
 * and its 0x63 constants are folded into the decryption round keys in the
 * same way.
 */

/* Force inlining where possible (constant arguments, scalarised arrays);
 * with the Thumb-2 rounds the C ones go unused (clang warns of that). */
#define ALWAYS_INLINE CB_ALWAYS_INLINE CB_MAYBE_UNUSED

/* Round keys: 8 words per round, both blocks use the same key. */
#define RK_WORDS 8

/*
 * In each byte lane r, transpose the 8x8 bit matrix (word index q, bit
 * j): word j bit 8r + q becomes what word q bit 8r + j was.  An
 * involution, so it both packs and unpacks (internal/bitslice.h).
 */
static void
transpose(uint32_t *x)
{
	cb_bs_transpose8(x);
}

/*
 * Column c of block b as a little-endian word (row r in byte r) goes to
 * x[2c + b]; the transpose then puts bit j of byte (r, c, b) at word j,
 * bit 8r + 2c + b.
 */
static void
pack(uint32_t *q, const uint8_t *b0, const uint8_t *b1)
{
	q[0] = cb_load32_le(b0);
	q[1] = cb_load32_le(b1);
	q[2] = cb_load32_le(b0 + 4);
	q[3] = cb_load32_le(b1 + 4);
	q[4] = cb_load32_le(b0 + 8);
	q[5] = cb_load32_le(b1 + 8);
	q[6] = cb_load32_le(b0 + 12);
	q[7] = cb_load32_le(b1 + 12);
	transpose(q);
}

/*
 * pack() of blocks b0 and b1 and AddRoundKey with rk, in registers (the
 * state goes to memory once).
 */
static ALWAYS_INLINE void
pack_ark(uint32_t *q, const uint8_t *b0, const uint8_t *b1,
	 const uint32_t *rk)
{
	uint32_t x[8];

	x[0] = cb_load32_le(b0);
	x[1] = cb_load32_le(b1);
	x[2] = cb_load32_le(b0 + 4);
	x[3] = cb_load32_le(b1 + 4);
	x[4] = cb_load32_le(b0 + 8);
	x[5] = cb_load32_le(b1 + 8);
	x[6] = cb_load32_le(b0 + 12);
	x[7] = cb_load32_le(b1 + 12);
	cb_bs_transpose8(x);
	/* written out: GCC at -O2 keeps 8-step loops as loops */
	q[0] = x[0] ^ rk[0];
	q[1] = x[1] ^ rk[1];
	q[2] = x[2] ^ rk[2];
	q[3] = x[3] ^ rk[3];
	q[4] = x[4] ^ rk[4];
	q[5] = x[5] ^ rk[5];
	q[6] = x[6] ^ rk[6];
	q[7] = x[7] ^ rk[7];
}

/*
 * AddRoundKey with rk and the inverse of pack, in registers.  With sr2,
 * also apply ShiftRows^2 to the true state (the fixsliced state is then
 * two ShiftRows behind): rows 1 and 3 of column c and column c + 2 trade
 * places, i.e. bytes 1 and 3 of words 2c + b and 2c + 4 + b.
 */
static ALWAYS_INLINE void
ark_unpack(uint8_t *b0, uint8_t *b1, const uint32_t *q, const uint32_t *rk,
	   int sr2)
{
	uint32_t x[8], t, m = (uint32_t)0 - (uint32_t)sr2;

	x[0] = q[0] ^ rk[0];
	x[1] = q[1] ^ rk[1];
	x[2] = q[2] ^ rk[2];
	x[3] = q[3] ^ rk[3];
	x[4] = q[4] ^ rk[4];
	x[5] = q[5] ^ rk[5];
	x[6] = q[6] ^ rk[6];
	x[7] = q[7] ^ rk[7];
	cb_bs_transpose8(x);
	/* sr2 is public (the number of rounds): a mask keeps this linear */
	m &= 0xff00ff00;
	t = (x[0] ^ x[4]) & m;
	x[0] ^= t;
	x[4] ^= t;
	t = (x[1] ^ x[5]) & m;
	x[1] ^= t;
	x[5] ^= t;
	t = (x[2] ^ x[6]) & m;
	x[2] ^= t;
	x[6] ^= t;
	t = (x[3] ^ x[7]) & m;
	x[3] ^= t;
	x[7] ^= t;
	cb_store32_le(b0, x[0]);
	cb_store32_le(b1, x[1]);
	cb_store32_le(b0 + 4, x[2]);
	cb_store32_le(b1 + 4, x[3]);
	cb_store32_le(b0 + 8, x[4]);
	cb_store32_le(b1 + 8, x[5]);
	cb_store32_le(b0 + 12, x[6]);
	cb_store32_le(b1 + 12, x[7]);
}

/*
 * S(x) ^ 0x63 on all 32 bytes: Boyar and Peralta's circuit with its
 * nonlinear middle (34 AND, 29 XOR; internal/bitslice.h) and its two
 * linear layers (XNORs made XORs) re-synthesised for this file with Boyar
 * and Peralta's XOR heuristic (src/arch/arm/aes_ct_gen.py, derive_layers;
 * the same linear maps in 23 and 30 XORs instead of 27 and 33): 116 gates
 * in all.  U0 is the most significant bit.  The circuit is checked
 * exhaustively by aes_ct_gen.py and by the known-answer and
 * aes_ct == aes_tab tests.
 */
static void
sbox(uint32_t *q)
{
	uint32_t U0, U1, U2, U3, U4, U5, U6, T5, T7;
	CB_AES_SBOX_MIDDLE_VARS;
	uint32_t B0, B1, B2, B3, B4, B5, B6, B7, B8, B9, B10, B11, B12, B13,
		 B14, B15, B16, B17, B18, B19, B20, B21, B22, B23, B24, B25,
		 B26, B27, B28, B29;

	U0 = q[7];
	U1 = q[6];
	U2 = q[5];
	U3 = q[4];
	U4 = q[3];
	U5 = q[2];
	U6 = q[1];
	U7 = q[0];
	/* top linear layer: T values the middle reads */
	T1 = U0 ^ U3;
	T2 = U0 ^ U5;
	T3 = U0 ^ U6;
	T4 = U3 ^ U5;
	T13 = T3 ^ T4;
	T5 = U4 ^ T13;
	T14 = U1 ^ T5;
	T6 = U5 ^ T5;
	T8 = U7 ^ T6;
	T15 = T1 ^ T14;
	T17 = U7 ^ T15;
	T7 = U1 ^ U2;
	T9 = U7 ^ T7;
	T20 = U0 ^ T9;
	T19 = U3 ^ T9;
	T22 = U6 ^ T9;
	T23 = T2 ^ T22;
	T10 = T6 ^ T7;
	T24 = T2 ^ T10;
	T16 = T15 ^ T7;
	T25 = U0 ^ T16;
	T26 = U6 ^ T25;
	T27 = T6 ^ T16;
	CB_AES_SBOX_MIDDLE;
	/* bottom linear layer on the products M46..M63 */
	B0 = M61 ^ M62;
	B1 = M56 ^ B0;
	B2 = M55 ^ B1;
	B3 = M47 ^ B2;
	B4 = M49 ^ M50;
	B5 = M46 ^ M48;
	B6 = M58 ^ B5;
	B7 = M46 ^ B3;
	B8 = B4 ^ B7;
	B9 = M52 ^ M53;
	B10 = B7 ^ B9;
	B11 = M49 ^ M51;
	B12 = M59 ^ B11;
	B13 = B0 ^ B12;
	B14 = B6 ^ B13;
	B15 = M53 ^ B4;
	B16 = M54 ^ B15;
	B17 = M60 ^ B6;
	B18 = B5 ^ B14;
	B19 = B16 ^ B18;
	B20 = B4 ^ B9;
	B21 = B2 ^ B20;
	B22 = B16 ^ B17;
	B23 = B8 ^ B11;
	B24 = B5 ^ B23;
	B25 = B1 ^ B22;
	B26 = M57 ^ B25;
	B27 = M63 ^ B20;
	B28 = M61 ^ B27;
	B29 = B22 ^ B28;
	q[0] = B14;
	q[1] = B19;
	q[2] = B26;
	q[3] = B24;
	q[4] = B8;
	q[5] = B29;
	q[6] = B10;
	q[7] = B21;
}

#if !CB_ARM_AES_CT_ASM
/*
 * InvS(y ^ 0x63) = Li(S(Li(y)) ^ 0x63) (FIPS 197 sec. 5.3.2; Li is the
 * linear part of the inverse affine map, bit i of Li(y) = y_{i+2} ^
 * y_{i+5} ^ y_{i+7}).  The input already carries the 0x63 (folded into
 * the decryption round keys).  Li composed with the top layer and the
 * bottom layer composed with Li are each one linear map, re-synthesised
 * with Paar's heuristic (29 and 35 XORs), around the same middle: the T
 * and U7 below are the forward circuit's signals for the input Li(y).
 * 127 gates (34 AND, 93 XOR).  On Armv7-M the decryption rounds are
 * generated Thumb-2 (CB_ARM_AES_CT_ASM) and this is their C twin.
 */
static void
inv_sbox(uint32_t *q)
{
	uint32_t Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7;
	CB_AES_SBOX_MIDDLE_VARS;
	uint32_t R0, R1, R2, R3, R4, R5, R6;
	uint32_t B0, B1, B2, B3, B4, B5, B6, B7, B8, B9, B10, B11, B12, B13,
		 B14, B15, B16, B17, B18, B19, B20, B21, B22, B23, B24, B25,
		 B26, B27, B28, B29, B30, B31, B32, B33, B34;

	Y0 = q[0];
	Y1 = q[1];
	Y2 = q[2];
	Y3 = q[3];
	Y4 = q[4];
	Y5 = q[5];
	Y6 = q[6];
	Y7 = q[7];
	/* Li, then the top linear layer */
	T22 = Y4 ^ Y6;
	R0 = Y0 ^ Y1;
	T1 = Y3 ^ Y4;
	R1 = Y3 ^ Y6;
	T19 = T22 ^ R0;
	R2 = Y2 ^ Y7;
	T20 = R0 ^ R1;
	T2 = Y6 ^ Y7;
	R3 = Y5 ^ T22;
	T8 = Y7 ^ T22;
	R4 = Y1 ^ T1;
	T25 = Y5 ^ T1;
	R5 = Y0 ^ Y7;
	R6 = Y5 ^ R1;
	T24 = Y0 ^ Y3;
	T13 = R0 ^ T2;
	T16 = Y1 ^ R6;
	T3 = R0 ^ T1;
	T14 = R2 ^ T20;
	T10 = R1 ^ R5;
	T9 = Y0 ^ T1;
	U7 = Y5 ^ R2;
	T27 = Y2 ^ R4;
	T26 = Y0 ^ R3;
	T15 = T19 ^ R2;
	T4 = Y3 ^ T8;
	T6 = Y2 ^ R3;
	T17 = Y5 ^ T19;
	T23 = Y4 ^ Y7;
	CB_AES_SBOX_MIDDLE;
	/* bottom linear layer, then Li */
	B0 = M52 ^ M61;
	B1 = M58 ^ B0;
	B2 = M59 ^ B1;
	B3 = M62 ^ B2;
	B4 = M49 ^ M54;
	B5 = M47 ^ M50;
	B6 = M48 ^ M56;
	B7 = M57 ^ B6;
	B8 = M60 ^ B5;
	B9 = M46 ^ M51;
	B10 = M54 ^ B3;
	B11 = B4 ^ B8;
	B12 = M55 ^ M63;
	B13 = M50 ^ M53;
	B14 = B1 ^ B7;
	B15 = B2 ^ B13;
	B16 = M63 ^ B9;
	B17 = M59 ^ B6;
	B18 = M62 ^ B14;
	B19 = M57 ^ B12;
	B20 = M46 ^ B10;
	B21 = B11 ^ B17;
	B22 = M49 ^ B13;
	B23 = B0 ^ B21;
	B24 = B3 ^ B22;
	B25 = B12 ^ B23;
	B26 = B7 ^ B16;
	B27 = M51 ^ B3;
	B28 = B9 ^ B10;
	B29 = M48 ^ B20;
	B30 = B5 ^ B28;
	B31 = M61 ^ B19;
	B32 = B11 ^ B18;
	B33 = B4 ^ B27;
	B34 = B15 ^ B26;
	q[0] = B31;
	q[1] = B24;
	q[2] = B30;
	q[3] = B34;
	q[4] = B29;
	q[5] = B32;
	q[6] = B25;
	q[7] = B33;
}
#endif

/*
 * The round helpers below take the offset k as a parameter but must be
 * compiled once per constant k, without branches (ALWAYS_INLINE).
 */

/*
 * Row + d (d = 1, 2) of the same true column when the state is k
 * ShiftRows behind: rotate the word right by 8d (rows) and then every
 * byte right by n = 2dk mod 8 bits (columns).  The two rotations fold
 * into ror(x, 8d + n) for the low 8 - n bits of each byte and
 * ror(x, 8d + n - 8) for the high n bits.
 */
static ALWAYS_INLINE uint32_t
row_shift(uint32_t x, unsigned d, unsigned k)
{
	unsigned n = (2 * d * k) & 7;
	uint32_t lo = 0x01010101u * (0xffu >> n);

	if (n == 0)
		return cb_rotr32(x, 8 * d);
	return (cb_rotr32(x, 8 * d + n) & lo) |
	       (cb_rotr32(x, 8 * d + n - 8) & ~lo);
}

/*
 * MixColumns (FIPS 197 sec. 5.1.3) at offset k: with a1 = row + 1 of a
 * and t = a ^ a1, out = 2t ^ a1 ^ (row + 2 of t) = 2a ^ 3a1 ^ a2 ^ a3.
 * Doubling in GF(2^8) on bit planes is a shift of the planes plus XORs
 * of the top plane (x^8 = x^4 + x^3 + x + 1).
 */
static ALWAYS_INLINE void
mix_columns(uint32_t *q, unsigned k, const uint32_t *rk)
{
	/* written out in full: compilers at -O2 keep 8-step loops as loops */
	uint32_t a0 = q[0], a1 = q[1], a2 = q[2], a3 = q[3], a4 = q[4],
		 a5 = q[5], a6 = q[6], a7 = q[7];
	uint32_t r0 = row_shift(a0, 1, k), r1 = row_shift(a1, 1, k),
		 r2 = row_shift(a2, 1, k), r3 = row_shift(a3, 1, k),
		 r4 = row_shift(a4, 1, k), r5 = row_shift(a5, 1, k),
		 r6 = row_shift(a6, 1, k), r7 = row_shift(a7, 1, k);
	uint32_t t0 = a0 ^ r0, t1 = a1 ^ r1, t2 = a2 ^ r2, t3 = a3 ^ r3,
		 t4 = a4 ^ r4, t5 = a5 ^ r5, t6 = a6 ^ r6, t7 = a7 ^ r7;

	q[0] = t7 ^ r0 ^ row_shift(t0, 2, k) ^ rk[0];
	q[1] = t0 ^ t7 ^ r1 ^ row_shift(t1, 2, k) ^ rk[1];
	q[2] = t1 ^ r2 ^ row_shift(t2, 2, k) ^ rk[2];
	q[3] = t2 ^ t7 ^ r3 ^ row_shift(t3, 2, k) ^ rk[3];
	q[4] = t3 ^ t7 ^ r4 ^ row_shift(t4, 2, k) ^ rk[4];
	q[5] = t4 ^ r5 ^ row_shift(t5, 2, k) ^ rk[5];
	q[6] = t5 ^ r6 ^ row_shift(t6, 2, k) ^ rk[6];
	q[7] = t6 ^ r7 ^ row_shift(t7, 2, k) ^ rk[7];
}

/*
 * InvMixColumns at offset k: the InvMixColumns matrix is MixColumns times
 * circ(5, 0, 4, 0) (FIPS 197 sec. 5.3.3), so first a ^= 4(a ^ a2).
 */
static ALWAYS_INLINE void
inv_mix_columns(uint32_t *q, unsigned k, const uint32_t *rk)
{
	uint32_t u0 = q[0] ^ row_shift(q[0], 2, k),
		 u1 = q[1] ^ row_shift(q[1], 2, k),
		 u2 = q[2] ^ row_shift(q[2], 2, k),
		 u3 = q[3] ^ row_shift(q[3], 2, k),
		 u4 = q[4] ^ row_shift(q[4], 2, k),
		 u5 = q[5] ^ row_shift(q[5], 2, k),
		 u6 = q[6] ^ row_shift(q[6], 2, k),
		 u7 = q[7] ^ row_shift(q[7], 2, k);

	/* times 4: two doublings, x^8 = x^4 + x^3 + x + 1 */
	q[0] ^= u6;
	q[1] ^= u6 ^ u7;
	q[2] ^= u0 ^ u7;
	q[3] ^= u1 ^ u6;
	q[4] ^= u2 ^ u6 ^ u7;
	q[5] ^= u3 ^ u7;
	q[6] ^= u4;
	q[7] ^= u5;
	mix_columns(q, k, rk);
}

/*
 * One full round per offset, each with k a constant: SubBytes,
 * (skipped ShiftRows), MixColumns, AddRoundKey, and the inverse.  The
 * encryption rounds are inlined into encrypt2 (no call per round); the
 * decryption rounds, larger, are not.  On Armv7-M and Armv8-M mainline
 * (CB_ARM_AES_CT_ASM) encrypt2 and decrypt2 are instead generated
 * Thumb-2, src/arch/arm/aes_ct_armv7em.S, made by aes_ct_gen.py from
 * sbox(), inv_sbox() and these rounds (their C twin): the state stays in
 * registers through each round, every rotation is the barrel shifter's,
 * and the gate order is searched for the fewest spills.
 */
#define ENC_ROUND(k) \
	static ALWAYS_INLINE void \
	enc_round_##k(uint32_t *q, const uint32_t *rk) \
	{ \
		sbox(q); \
		mix_columns(q, k, rk); \
	}
#if !CB_ARM_AES_CT_ASM
#define DEC_ROUND(k) \
	static void \
	dec_round_##k(uint32_t *q, const uint32_t *rk) \
	{ \
		inv_sbox(q); \
		inv_mix_columns(q, k, rk); \
	}
ENC_ROUND(0)
ENC_ROUND(1)
ENC_ROUND(2)
ENC_ROUND(3)
DEC_ROUND(0)
DEC_ROUND(1)
DEC_ROUND(2)
DEC_ROUND(3)
#endif

/*
 * Two blocks through rounds 1..nr, but for the AddRoundKey of round nr
 * (ark_unpack; pack_ark did round 0's).  Round i (1 <= i < nr) finds the
 * state i ShiftRows behind, so its MixColumns variant is i mod 4; the
 * state ends nr mod 4 (2 or 0) ShiftRows behind, which ark_unpack puts
 * right.
 */
static void
encrypt2(const cb_aes_ct_ctx *ctx, uint32_t *q)
{
	const uint32_t *rk = ctx->ek;
	unsigned nr = ctx->rounds;
#if CB_ARM_AES_CT_ASM
	cb_aes_ct_encrypt2_armv7em(q, rk + RK_WORDS, nr);
#else
	unsigned i;

	for (i = 1; i + 4 <= nr; i += 4) {
		enc_round_1(q, rk + RK_WORDS * i);
		enc_round_2(q, rk + RK_WORDS * (i + 1));
		enc_round_3(q, rk + RK_WORDS * (i + 2));
		enc_round_0(q, rk + RK_WORDS * (i + 3));
	}
	/* 1 (AES-128, AES-256) or 3 (AES-192) rounds left, i = 1 mod 4 */
	enc_round_1(q, rk + RK_WORDS * i);
	if (i + 1 < nr) {
		enc_round_2(q, rk + RK_WORDS * (i + 1));
		enc_round_3(q, rk + RK_WORDS * (i + 2));
	}
	sbox(q);
#endif
}

/* The same with InvShiftRows: round i finds the state -i mod 4 behind. */
static void
decrypt2(const cb_aes_ct_ctx *ctx, uint32_t *q)
{
	const uint32_t *rk = ctx->dk;
	unsigned nr = ctx->rounds;
#if CB_ARM_AES_CT_ASM
	cb_aes_ct_decrypt2_armv7em(q, rk + RK_WORDS, nr);
#else
	unsigned i;

	for (i = 1; i + 4 <= nr; i += 4) {
		dec_round_3(q, rk + RK_WORDS * i);
		dec_round_2(q, rk + RK_WORDS * (i + 1));
		dec_round_1(q, rk + RK_WORDS * (i + 2));
		dec_round_0(q, rk + RK_WORDS * (i + 3));
	}
	dec_round_3(q, rk + RK_WORDS * i);
	if (i + 1 < nr) {
		dec_round_2(q, rk + RK_WORDS * (i + 1));
		dec_round_1(q, rk + RK_WORDS * (i + 2));
	}
	inv_sbox(q);
#endif
}

/*
 * Zero the state words, with volatile stores written out (cb_wipe goes
 * byte by byte, and this runs once per call, i.e. per block in CBC
 * encryption and CCM).
 */
static ALWAYS_INLINE void
wipe8(uint32_t *q)
{
	volatile uint32_t *v = q;

	v[0] = 0;
	v[1] = 0;
	v[2] = 0;
	v[3] = 0;
	v[4] = 0;
	v[5] = 0;
	v[6] = 0;
	v[7] = 0;
}

typedef void (*crypt2_fn)(const cb_aes_ct_ctx *ctx, uint32_t *q);

/*
 * Blocks in pairs; an odd last block is paired with a zero dummy.  rk is
 * ctx->ek or ctx->dk, matching fn.
 */
static void
crypt_blocks(const cb_aes_ct_ctx *ctx, const uint32_t *rk, uint8_t *out,
	     const uint8_t *in, size_t nblocks, crypt2_fn fn)
{
	static const uint8_t zero[16];
	/* nr = 10, 14: two ShiftRows behind at the end; nr = 12: none */
	int sr2 = (ctx->rounds & 2) != 0;
	const uint32_t *rkl = rk + RK_WORDS * ctx->rounds;
	uint32_t q[8], dummy[8];

	for (; nblocks >= 2; nblocks -= 2, in += 32, out += 32) {
		/* both blocks are read before either is written: in place ok */
		pack_ark(q, in, in + 16, rk);
		fn(ctx, q);
		ark_unpack(out, out + 16, q, rkl, sr2);
	}
	if (nblocks == 1) {
		pack_ark(q, in, zero, rk);
		fn(ctx, q);
		/* the dummy's output is E_K(0) (a GHASH key): wiped below */
		ark_unpack(out, (uint8_t *)dummy, q, rkl, sr2);
		wipe8(dummy);
	}
	wipe8(q);
}

/* see cb/block.h */
void
cb_aes_ct_encrypt(const cb_aes_ct_ctx *ctx, uint8_t *out, const uint8_t *in,
		  size_t nblocks)
{
	crypt_blocks(ctx, ctx->ek, out, in, nblocks, encrypt2);
}

/* see cb/block.h */
void
cb_aes_ct_decrypt(const cb_aes_ct_ctx *ctx, uint8_t *out, const uint8_t *in,
		  size_t nblocks)
{
	crypt_blocks(ctx, ctx->dk, out, in, nblocks, decrypt2);
}

/* ---- key schedule ---- */

/* SubWord (FIPS 197 sec. 5.2) through the circuit, one word in lane 0. */
static uint32_t
sub_word(uint32_t w)
{
	uint32_t q[8] = { 0 };

	q[0] = w;
	transpose(q);
	sbox(q);
	/* the circuit omits the affine constant 0x63 (bits 0, 1, 5, 6) */
	q[0] = ~q[0];
	q[1] = ~q[1];
	q[5] = ~q[5];
	q[6] = ~q[6];
	transpose(q);
	w = q[0];
	cb_wipe(q, sizeof(q));
	return w;
}

/* Doubling in GF(2^8) of each byte, with masks and shifts. */
static uint32_t
xtime4(uint32_t x)
{
	uint32_t m = (x >> 7) & 0x01010101;

	/* m * 0x1b without a multiply: each byte of m is 0 or 1 */
	return ((x & 0x7f7f7f7f) << 1) ^ m ^ (m << 1) ^ (m << 3) ^ (m << 4);
}

/* InvMixColumns of one little-endian column word (row r in byte r). */
static uint32_t
inv_mix_word(uint32_t a)
{
	uint32_t t;

	a ^= xtime4(xtime4(a ^ cb_rotr32(a, 16)));
	t = a ^ cb_rotr32(a, 8);
	return xtime4(t) ^ cb_rotr32(a, 8) ^ cb_rotr32(t, 16);
}

/*
 * Store round key w[0..3] (little-endian columns) for a state that is k
 * ShiftRows behind: stored[r][c] = key[r][c - k*r], XOR cst into every
 * byte, and bitslice it for both blocks.
 */
static void
put_round_key(uint32_t *dst, const uint32_t *w, unsigned k, uint8_t cst)
{
	uint8_t b[16];
	unsigned r, c;

	for (c = 0; c < 4; c++)
		for (r = 0; r < 4; r++)
			b[4 * c + r] = (uint8_t)(w[(c + 4 - (k * r) % 4) % 4] >>
						 (8 * r)) ^ cst;
	pack(dst, b, b);
	cb_wipe(b, sizeof(b));
}

/* see cb/block.h */
int
cb_aes_ct_setkey(cb_aes_ct_ctx *ctx, const uint8_t *key, size_t keylen)
{
	static const uint8_t rcon[10] = {
		0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36
	};
	uint32_t w[4 * (CB_AES_MAX_ROUNDS + 1)], t[4];
	unsigned nk, nr, n, i, j, c;

	if (keylen != 16 && keylen != 24 && keylen != 32) {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	nk = (unsigned)(keylen / 4);
	nr = nk + 6;
	n = 4 * (nr + 1);
	for (i = 0; i < nk; i++)
		w[i] = cb_load32_le(key + 4 * i);
	/* FIPS 197 sec. 5.2; i, nk and rcon are public */
	for (i = nk; i < n; i++) {
		uint32_t x = w[i - 1];

		if (i % nk == 0)
			x = sub_word(cb_rotr32(x, 8)) ^ rcon[i / nk - 1];
		else if (nk > 6 && i % nk == 4)
			x = sub_word(x);
		w[i] = w[i - nk] ^ x;
	}
	memset(ctx, 0, sizeof(*ctx));
	ctx->rounds = nr;
	/* encryption: round i key at offset i mod 4; 0x63 in keys 1..nr */
	for (i = 0; i <= nr; i++)
		put_round_key(ctx->ek + RK_WORDS * i, w + 4 * i, i & 3,
			      i ? 0x63 : 0);
	/*
	 * decryption, equivalent inverse cipher (FIPS 197 sec. 5.3.5): key j
	 * is InvMixColumns(w[nr - j]) for 0 < j < nr, at offset -j mod 4;
	 * keys 0..nr-1 precede an InvSubBytes and carry its 0x63.
	 */
	for (j = 0; j <= nr; j++) {
		for (c = 0; c < 4; c++) {
			t[c] = w[4 * (nr - j) + c];
			if (j != 0 && j != nr)
				t[c] = inv_mix_word(t[c]);
		}
		put_round_key(ctx->dk + RK_WORDS * j, t, (4 - (j & 3)) & 3,
			      j != nr ? 0x63 : 0);
	}
	cb_wipe(w, sizeof(w));
	cb_wipe(t, sizeof(t));
	return CB_OK;
}

static void
ct_encrypt(const void *key, uint8_t *out, const uint8_t *in, size_t nblocks)
{
	cb_aes_ct_encrypt((const cb_aes_ct_ctx *)key, out, in, nblocks);
}

static void
ct_decrypt(const void *key, uint8_t *out, const uint8_t *in, size_t nblocks)
{
	cb_aes_ct_decrypt((const cb_aes_ct_ctx *)key, out, in, nblocks);
}

/* see cb/block.h */
/* setkey through the descriptor (cb_block_cipher.setkey) */
static int
desc_setkey(void *key, const uint8_t *k, size_t keylen)
{
	return cb_aes_ct_setkey(key, k, keylen);
}

const cb_block_cipher cb_aes_ct_cipher = {
	"aes_ct", CB_AES_BLOCK_LEN, 1, ct_encrypt, ct_decrypt,
	sizeof(cb_aes_ct_ctx), desc_setkey, NULL
};
