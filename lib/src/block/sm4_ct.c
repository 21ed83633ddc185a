/* SPDX-License-Identifier: MIT */
/* SM4 (GB/T 32907-2016), constant-time: a bitsliced S-box circuit. */
/*
 * Secret: the key, the round keys, the plaintext/ciphertext being
 * processed and every intermediate state word.
 *
 * How they are kept off branches and indices: the S-box is a Boolean
 * circuit (sm4_sbox: 115 AND/XOR gates on whole 32-bit words, 32 S-boxes
 * in parallel, derived from the AES circuit by sm4_ct_gen.py); bytes are
 * moved into and out of its bit planes with shifts and masks by constants
 * (a fixed transposition network for eight blocks, fixed masks for one
 * or two), and the linear maps L and L' are rotations by constants.
 * Every loop bound, branch and array index depends only on the round
 * number, the direction and the number of blocks, which are public.  No
 * table is indexed by a secret (sm4_rc and sm4_fk by round or word number
 * only).  The bitsliced state on the stack is wiped after each batch.
 *
 * Layouts.  One or two blocks (CBC encryption is serial; CCM encrypts
 * its MAC block and counter block together): the state stays in words,
 * and each round the four S-box input bytes of block b, as one big-endian
 * word u, go to the bit planes, q[j] |= ((u >> j) & 0x01010101) << b
 * (lanes 8r + b), and come back by the same masks and shifts; with one
 * block the circuit maps the zero lanes to zero lanes, so the output word
 * is simply the OR of q[j] << j.
 * Three to eight blocks: the state is bitsliced across rounds.  Word w of
 * block b (b < 8) goes to x[w], bit plane j at bit 8r + b for byte r
 * (r = 0 the least significant byte of the big-endian word), by the
 * shared byte-lane transposition; missing blocks are zero lanes.  A
 * byte rotation of the SM4 words is then a rotation of each plane by 8
 * bits, and rotl(B, 2) moves plane j to plane j + 2 (planes 6 and 7
 * wrap to 0 and 1 one byte up), so L costs four instructions per plane.
 *
 * Constants.  The circuit computes Y(v) = S(v ^ K) ^ 0xd3 bytewise, K =
 * 0x75.  The K goes into the round key.  The 0xd3 becomes L(0xd3d3d3d3)
 * = C = 0x4f4f4f4f in the new word: the code keeps x~_i = x_i ^ d_i with
 * d_i = C when (i / 4) is odd, else 0, which only changes the round key
 * by d_{i+1} ^ d_{i+2} ^ d_{i+3} (0, C, 0, C, C, 0, C, 0 for i mod 8 =
 * 0..7; the same read backwards, so decryption uses it unchanged); d is
 * 0 again for x_32..x_35, the output.  sm4_rc holds K ^ that.
 */
#include <string.h>

#include "cb/block.h"
#include "cb/util.h"
#include "internal/bitslice.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/sm4.h"

/* round-key constants, by round mod 8 (see above) */
static const uint32_t sm4_rc[8] = {
	0x75757575u, 0x3a3a3a3au, 0x75757575u, 0x3a3a3a3au,
	0x3a3a3a3au, 0x75757575u, 0x3a3a3a3au, 0x75757575u
};

/*
 * The SM4 S-box on bitsliced words, q[j] = bit j of every lane: in, x ^ K
 * (K = 0x75 in every byte); out, S(x) ^ 0xd3.  S(x) = Mout(S'(Min(x ^
 * K))) ^ 0xd3 with S' the AES S-box circuit (internal/bitslice.h) and
 * Min, Mout the linear maps of a field isomorphism (GF(2^8) mod the SM4
 * polynomial onto AES's: x -> 0x3e); Min composed with the AES top
 * layer and the AES bottom layer composed with Mout were re-synthesised
 * by sm4_ct_gen.py, whose output this is: 22 + 30 XOR around the shared
 * middle (34 AND, 29 XOR), 115 gates in all.  A zero input lane gives a
 * zero output lane (no constants inside).
 */
static CB_ALWAYS_INLINE void
sm4_sbox(uint32_t *q)
{
	uint32_t X0, X1, X2, X3, X4, X5, X6, X7;
	uint32_t Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7;
	uint32_t R0;
	uint32_t B0, B1, B2, B3, B4, B5, B6, B7, B8, B9, B10, B11, B12, B13,
		 B14, B15, B16, B17, B18, B19, B20, B21;
	CB_AES_SBOX_MIDDLE_VARS;

	X0 = q[0];
	X1 = q[1];
	X2 = q[2];
	X3 = q[3];
	X4 = q[4];
	X5 = q[5];
	X6 = q[6];
	X7 = q[7];
	/* top: Min and the AES top layer, X0..X7 to the middle's inputs */
	T22 = X2 ^ X6;
	T20 = X1 ^ T22;
	T14 = X2 ^ X7;
	T10 = X4 ^ T14;
	T17 = X0 ^ T10;
	T25 = T20 ^ T17;
	R0 = X3 ^ X5;
	T9 = X7 ^ R0;
	T8 = T10 ^ T9;
	T16 = X0 ^ T8;
	T26 = X1 ^ T16;
	T15 = X5 ^ T26;
	T1 = T14 ^ T15;
	T27 = X4 ^ T1;
	U7 = X0 ^ T27;
	T19 = T20 ^ T1;
	T24 = T25 ^ R0;
	T2 = T10 ^ T24;
	T23 = T22 ^ T2;
	T6 = T8 ^ U7;
	T13 = X6 ^ T6;
	T4 = X1 ^ T13;
	T3 = X1;
	CB_AES_SBOX_MIDDLE;
	/* bottom: the AES bottom layer and Mout, M46..M63 to Y0..Y7 */
	B0 = M55 ^ M61;
	B1 = M52 ^ M56;
	B2 = M50 ^ B1;
	B3 = M59 ^ M60;
	B4 = M46 ^ M51;
	B5 = M63 ^ B0;
	Y3 = M57 ^ B5;
	B6 = M53 ^ B3;
	B7 = B2 ^ B4;
	B8 = M47 ^ M54;
	B9 = B7 ^ B8;
	B10 = B5 ^ B6;
	B11 = M62 ^ B9;
	Y4 = B0 ^ B11;
	B12 = M49 ^ B2;
	Y2 = B10 ^ B12;
	B13 = M57 ^ B9;
	Y1 = B3 ^ B13;
	B14 = M53 ^ B12;
	B15 = Y4 ^ B14;
	Y0 = M56 ^ B15;
	B16 = M46 ^ B10;
	B17 = B1 ^ B16;
	Y5 = M47 ^ B17;
	B18 = M48 ^ B13;
	B19 = B8 ^ B18;
	Y6 = B6 ^ B19;
	B20 = M59 ^ M61;
	B21 = M62 ^ B20;
	Y7 = M58 ^ B21;
	q[0] = Y0;
	q[1] = Y1;
	q[2] = Y2;
	q[3] = Y3;
	q[4] = Y4;
	q[5] = Y5;
	q[6] = Y6;
	q[7] = Y7;
}

/* Y(u) (see above) on the four bytes of u, through 4-lane bit planes */
static CB_ALWAYS_INLINE uint32_t
sm4_sub4(uint32_t u)
{
	const uint32_t m = 0x01010101u;
	uint32_t q[8];

	q[0] = u & m;
	q[1] = (u >> 1) & m;
	q[2] = (u >> 2) & m;
	q[3] = (u >> 3) & m;
	q[4] = (u >> 4) & m;
	q[5] = (u >> 5) & m;
	q[6] = (u >> 6) & m;
	q[7] = (u >> 7) & m;
	sm4_sbox(q);
	return q[0] | (q[1] << 1) | (q[2] << 2) | (q[3] << 3) |
	       (q[4] << 4) | (q[5] << 5) | (q[6] << 6) | (q[7] << 7);
}

/* see internal/sm4.h */
uint32_t
cb_sm4_ct_tau(uint32_t x)
{
	/* K in, 0xd3 out (see above) */
	return sm4_sub4(x ^ 0x75757575u) ^ 0xd3d3d3d3u;
}

/* GB/T 32907-2016 section 7.3: system parameter FK */
static const uint32_t sm4_fk[4] = {
	0xa3b1bac6u, 0x56aa3350u, 0x677d9197u, 0xb27022dcu
};

/* CK_i: byte j is (4i + j) * 7 mod 256 (section 7.3) */
static uint32_t
sm4_ck(unsigned i)
{
	uint32_t v = 0;
	unsigned j;

	for (j = 0; j < 4; j++)
		v = (v << 8) | (((4 * i + j) * 7) & 0xff);
	return v;
}

/* see cb/block.h */
int
cb_sm4_ct_setkey(cb_sm4_ct_ctx *ctx, const uint8_t *key, size_t keylen)
{
	uint32_t k[4], b, t;
	unsigned i;

	if (keylen != CB_SM4_KEY_LEN) {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	for (i = 0; i < 4; i++)
		k[i] = cb_load32_be(key + 4 * i) ^ sm4_fk[i];
	for (i = 0; i < 32; i++) {
		b = cb_sm4_ct_tau(k[1] ^ k[2] ^ k[3] ^ sm4_ck(i));
		/* L'(b) = b ^ (b <<< 13) ^ (b <<< 23) */
		t = k[0] ^ b ^ cb_rotl32(b, 13) ^ cb_rotl32(b, 23);
		k[0] = k[1];
		k[1] = k[2];
		k[2] = k[3];
		k[3] = t;
		ctx->rk[i] = t;
	}
	cb_wipe(k, sizeof(k));
	return CB_OK;
}

/* bit b of each byte of the eight planes q, gathered into a word */
#define SM4_GATHER(q, b, m) \
	(((q[0] >> (b)) & (m)) | (((q[1] >> (b)) & (m)) << 1) | \
	 (((q[2] >> (b)) & (m)) << 2) | (((q[3] >> (b)) & (m)) << 3) | \
	 (((q[4] >> (b)) & (m)) << 4) | (((q[5] >> (b)) & (m)) << 5) | \
	 (((q[6] >> (b)) & (m)) << 6) | (((q[7] >> (b)) & (m)) << 7))

/* x0 ^= L(y), L(y) = y ^ y<<<2 ^ y<<<10 ^ y<<<18 ^ y<<<24 */
#define SM4_L(x0, y) \
	((x0) ^= (y) ^ cb_rotl32((y), 2) ^ cb_rotl32((y), 10) ^ \
		 cb_rotl32((y), 18) ^ cb_rotl32((y), 24))

/*
 * n = 1 or 2 blocks (a compile-time constant), 32 rounds on words; rk
 * steps by +1 (encryption) or -1 (decryption).  The round's S-box input
 * bytes of block b go to lanes 8r + b of the bit planes.
 */
static CB_ALWAYS_INLINE void
sm4_ct_words(const uint32_t *rk, int step, uint8_t *out, const uint8_t *in,
	     unsigned n)
{
	const uint32_t m = 0x01010101u;
	uint32_t x0, x1, x2, x3, z0 = 0, z1 = 0, z2 = 0, z3 = 0;
	uint32_t u, v = 0, q[8], y;
	unsigned i;

	x0 = cb_load32_be(in);
	x1 = cb_load32_be(in + 4);
	x2 = cb_load32_be(in + 8);
	x3 = cb_load32_be(in + 12);
	if (n == 2) {
		z0 = cb_load32_be(in + 16);
		z1 = cb_load32_be(in + 20);
		z2 = cb_load32_be(in + 24);
		z3 = cb_load32_be(in + 28);
	}
	for (i = 0; i < 32; i++, rk += step) {
		y = *rk ^ sm4_rc[i & 7];
		u = x1 ^ x2 ^ x3 ^ y;
		if (n == 2)
			v = z1 ^ z2 ^ z3 ^ y;
#define SM4_SPREAD(j) (q[j] = ((u >> (j)) & m) | (((v >> (j)) & m) << 1))
		SM4_SPREAD(0);
		SM4_SPREAD(1);
		SM4_SPREAD(2);
		SM4_SPREAD(3);
		SM4_SPREAD(4);
		SM4_SPREAD(5);
		SM4_SPREAD(6);
		SM4_SPREAD(7);
#undef SM4_SPREAD
		sm4_sbox(q);
		/* with one block the other lanes are zero: no mask needed */
		y = SM4_GATHER(q, 0, n == 1 ? 0xffffffffu : m);
		SM4_L(x0, y);
		y = x0;
		x0 = x1;
		x1 = x2;
		x2 = x3;
		x3 = y;
		if (n == 2) {
			y = SM4_GATHER(q, 1, m);
			SM4_L(z0, y);
			y = z0;
			z0 = z1;
			z1 = z2;
			z2 = z3;
			z3 = y;
		}
	}
	cb_store32_be(out, x3);
	cb_store32_be(out + 4, x2);
	cb_store32_be(out + 8, x1);
	cb_store32_be(out + 12, x0);
	if (n == 2) {
		cb_store32_be(out + 16, z3);
		cb_store32_be(out + 20, z2);
		cb_store32_be(out + 24, z1);
		cb_store32_be(out + 28, z0);
	}
}

static CB_NOINLINE void
sm4_ct_block1(const uint32_t *rk, int step, uint8_t *out, const uint8_t *in)
{
	sm4_ct_words(rk, step, out, in, 1);
}

static CB_NOINLINE void
sm4_ct_block2(const uint32_t *rk, int step, uint8_t *out, const uint8_t *in)
{
	sm4_ct_words(rk, step, out, in, 2);
}

/*
 * One bitsliced round: x0 ^= L(Y(x1 ^ x2 ^ x3 ^ r)), eight planes each.
 * With B the S-box output planes, E = B ^ (B <<< 8) and D = E ^ (B <<<
 * 16) per plane: L(B) = (E <<< 24) ^ rotl(D, 2), rotl(D, 2) being plane
 * j - 2 of D for j >= 2 and plane j + 6 rotated by 8 for j < 2.
 */
static CB_ALWAYS_INLINE void
sm4_round8(uint32_t *x0, const uint32_t *x1, const uint32_t *x2,
	   const uint32_t *x3, uint32_t r)
{
	uint32_t q[8], e[8], d[8];

	/* bit j of each round-key byte, widened to the byte's 8 lanes */
#define SM4_IN(j) \
	do { \
		uint32_t m_ = (r >> (j)) & 0x01010101u; \
		q[j] = x1[j] ^ x2[j] ^ x3[j] ^ ((m_ << 8) - m_); \
	} while (0)
	SM4_IN(0);
	SM4_IN(1);
	SM4_IN(2);
	SM4_IN(3);
	SM4_IN(4);
	SM4_IN(5);
	SM4_IN(6);
	SM4_IN(7);
#undef SM4_IN
	sm4_sbox(q);
#define SM4_ED(j) \
	do { \
		e[j] = q[j] ^ cb_rotl32(q[j], 8); \
		d[j] = e[j] ^ cb_rotl32(q[j], 16); \
	} while (0)
	SM4_ED(0);
	SM4_ED(1);
	SM4_ED(2);
	SM4_ED(3);
	SM4_ED(4);
	SM4_ED(5);
	SM4_ED(6);
	SM4_ED(7);
#undef SM4_ED
	x0[0] ^= cb_rotl32(e[0], 24) ^ cb_rotl32(d[6], 8);
	x0[1] ^= cb_rotl32(e[1], 24) ^ cb_rotl32(d[7], 8);
	x0[2] ^= cb_rotl32(e[2], 24) ^ d[0];
	x0[3] ^= cb_rotl32(e[3], 24) ^ d[1];
	x0[4] ^= cb_rotl32(e[4], 24) ^ d[2];
	x0[5] ^= cb_rotl32(e[5], 24) ^ d[3];
	x0[6] ^= cb_rotl32(e[6], 24) ^ d[4];
	x0[7] ^= cb_rotl32(e[7], 24) ^ d[5];
}

/*
 * n blocks, 1 <= n <= 8 (three or more here), bitsliced; the lanes of
 * missing blocks are zero.  All input is read before any output is
 * written.
 */
static void
sm4_ct_blocks8(const uint32_t *rk, int step, uint8_t *out,
	       const uint8_t *in, size_t n)
{
	uint32_t x[4][8];
	unsigned i, w;
	size_t b;

	memset(x, 0, sizeof(x));
	for (b = 0; b < n; b++)
		for (w = 0; w < 4; w++)
			x[w][b] = cb_load32_be(in + 16 * b + 4 * w);
	for (w = 0; w < 4; w++)
		cb_bs_transpose8(x[w]);
	for (i = 0; i < 32; i += 4) {
		sm4_round8(x[0], x[1], x[2], x[3], *rk ^ sm4_rc[i & 7]);
		rk += step;
		sm4_round8(x[1], x[2], x[3], x[0], *rk ^ sm4_rc[(i + 1) & 7]);
		rk += step;
		sm4_round8(x[2], x[3], x[0], x[1], *rk ^ sm4_rc[(i + 2) & 7]);
		rk += step;
		sm4_round8(x[3], x[0], x[1], x[2], *rk ^ sm4_rc[(i + 3) & 7]);
		rk += step;
	}
	for (w = 0; w < 4; w++)
		cb_bs_transpose8(x[w]);
	for (b = 0; b < n; b++)
		for (w = 0; w < 4; w++)
			cb_store32_be(out + 16 * b + 4 * w, x[3 - w][b]);
	cb_wipe(x, sizeof(x));
}

static void
sm4_ct_blocks(const uint32_t *rk, int dec, uint8_t *out, const uint8_t *in,
	      size_t nblocks)
{
	int step = dec ? -1 : 1;
	size_t n;

	if (dec)
		rk += 31;
	while (nblocks > 2) {
		n = nblocks < 8 ? nblocks : 8;
		sm4_ct_blocks8(rk, step, out, in, n);
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
	}
	if (nblocks == 2)
		sm4_ct_block2(rk, step, out, in);
	else if (nblocks == 1)
		sm4_ct_block1(rk, step, out, in);
}

/* see cb/block.h */
void
cb_sm4_ct_encrypt(const cb_sm4_ct_ctx *ctx, uint8_t *out, const uint8_t *in,
		  size_t nblocks)
{
	sm4_ct_blocks(ctx->rk, 0, out, in, nblocks);
}

/* see cb/block.h */
void
cb_sm4_ct_decrypt(const cb_sm4_ct_ctx *ctx, uint8_t *out, const uint8_t *in,
		  size_t nblocks)
{
	sm4_ct_blocks(ctx->rk, 1, out, in, nblocks);
}

static void
sm4_ct_enc_desc(const void *key, uint8_t *out, const uint8_t *in,
		size_t nblocks)
{
	cb_sm4_ct_encrypt((const cb_sm4_ct_ctx *)key, out, in, nblocks);
}

static void
sm4_ct_dec_desc(const void *key, uint8_t *out, const uint8_t *in,
		size_t nblocks)
{
	cb_sm4_ct_decrypt((const cb_sm4_ct_ctx *)key, out, in, nblocks);
}

/* see cb/block.h */
/* setkey through the descriptor (cb_block_cipher.setkey) */
static int
desc_setkey(void *key, const uint8_t *k, size_t keylen)
{
	return cb_sm4_ct_setkey(key, k, keylen);
}

const cb_block_cipher cb_sm4_ct_cipher = {
	"sm4_ct", CB_SM4_BLOCK_LEN, 1, sm4_ct_enc_desc, sm4_ct_dec_desc,
	sizeof(cb_sm4_ct_ctx), desc_setkey, NULL
};
