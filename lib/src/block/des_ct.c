/* SPDX-License-Identifier: MIT */
/* Triple DES (SP 800-67 TDEA, three keys, EDE), constant-time S-boxes. */
/*
 * Secret: the key, the subkeys, the data block and every round value.
 *
 * How they are kept off branches and indices: each S-box is held as its
 * 64 four-bit outputs packed into eight 32-bit words, and the output for a
 * secret 6-bit input is selected by a fixed multiplexer tree: every input
 * bit becomes an all-ones or zero mask (0 - bit) that chooses between two
 * halves (words 4..7 or 0..3, then 2..3 or 0..1, word 1 or 0, then the
 * upper or lower 16, 8 and 4 bits of the word).  All eight words are read
 * every time, so no address depends on a secret; shifts are by constants.
 * The permutations (IP, FP, P, PC-1, PC-2) are bit loops over public
 * positions.  Secret-independent loop bounds throughout.
 */
#include "cb/block.h"
#include "cb/util.h"
#include "internal/bytes.h"

/*
 * S-box i (FIPS 46-3 S1..S8), entry b in E order (row = first and last
 * bit), in bits 4 * (b % 8) of word b / 8.  Generated from the FIPS 46-3
 * tables; the tests compare with des3_tab and the SP 800-20/67 answers.
 */
static const uint32_t des_ct_sbox[8][8] = {
	{ 0x417df40eu, 0x18db2fe2u, 0xbcc66aa3u, 0x87305995u,
	  0x288ec1f4u, 0x7b12964du, 0xe739bc5fu, 0xd0650aa3u },
	{ 0x7e48d13fu, 0xe4832bf6u, 0xad1207c9u, 0x5ab5906cu,
	  0x1ba78ed0u, 0x214df43au, 0xc67c68b5u, 0x9fe25309u },
	{ 0x9e0970dau, 0xa56f4336u, 0xe75c8d21u, 0x18f2b4cbu,
	  0x09d4a61du, 0x70839f68u, 0x3ce2f14bu, 0xc72e5ab5u },
	{ 0x53be8dd7u, 0x3a09f660u, 0xc5287241u, 0x9fe4ac1bu,
	  0x6009f63au, 0x8dd71bacu, 0xbe53419fu, 0xe42872c5u },
	{ 0xc124bce2u, 0x16db7a47u, 0xaff30558u, 0x698e903du,
	  0x7bc182b4u, 0xd827ed1au, 0x950cf96fu, 0x3e5043a6u },
	{ 0x2f4af1acu, 0x5896c279u, 0xe4d31d60u, 0x8b35b70eu,
	  0xc52f3e49u, 0xa3fc5892u, 0x7a14e0b7u, 0xd68b0d61u },
	{ 0x7eb20bd4u, 0xad18904fu, 0xc7593ce3u, 0x6186fa25u,
	  0x8ddbb461u, 0x7ea7431cu, 0xf8065f9au, 0xc23925e0u },
	{ 0x84d8f21du, 0x417b3fa6u, 0xbe6359cau, 0x279ce005u,
	  0x71e41b27u, 0xd28eac49u, 0x0d9ac6f0u, 0xb865533fu },
};

/*
 * The FIPS 46-3 P permutation as destinations: bit j (0 = least
 * significant) of S-box i's output goes to bit des_ct_ppos[i][j] of f.
 * Derived from P = 16 7 20 21 29 12 28 17 1 15 23 26 5 18 31 10 2 8 24 14
 * 32 27 3 9 19 13 30 6 22 11 4 25.
 */
static const uint8_t des_ct_ppos[8][4] = {
	{ 1, 9, 15, 23 }, { 14, 30, 4, 19 }, { 26, 2, 16, 8 },
	{ 31, 22, 12, 6 }, { 29, 7, 18, 24 }, { 13, 21, 3, 28 },
	{ 25, 10, 20, 0 }, { 11, 17, 5, 27 }
};

/* FIPS 46-3 initial permutation IP (the final one is its inverse) */
static const uint8_t des_ct_ip[64] = {
	58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
	62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
	57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
	61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7
};

/* FIPS 46-3 permuted choice 1 (C then D) */
static const uint8_t des_ct_pc1[56] = {
	57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
	10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
	63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22,
	14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4
};

/* FIPS 46-3 permuted choice 2 (over the 56 bits C || D) */
static const uint8_t des_ct_pc2[48] = {
	14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10,
	23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
	41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
	44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32
};

/* left shifts of C and D before each round */
static const uint8_t des_ct_shifts[16] = {
	1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1
};

static uint64_t
des_ct_ip_fwd(uint64_t x)
{
	uint64_t y = 0;
	unsigned i;

	for (i = 0; i < 64; i++)
		y = (y << 1) | ((x >> (64 - des_ct_ip[i])) & 1);
	return y;
}

static uint64_t
des_ct_ip_inv(uint64_t x)
{
	uint64_t y = 0;
	unsigned i;

	for (i = 0; i < 64; i++)
		y |= ((x >> (63 - i)) & 1) << (64 - des_ct_ip[i]);
	return y;
}

static void
des_ct_schedule(uint8_t sk[16][8], const uint8_t *key)
{
	uint64_t k = cb_load64_be(key), cd = 0, k48;
	uint32_t c, d;
	unsigned i, r, s;

	for (i = 0; i < 56; i++)
		cd = (cd << 1) | ((k >> (64 - des_ct_pc1[i])) & 1);
	c = (uint32_t)(cd >> 28);
	d = (uint32_t)cd & 0x0fffffffu;
	for (r = 0; r < 16; r++) {
		s = des_ct_shifts[r];
		c = ((c << s) | (c >> (28 - s))) & 0x0fffffffu;
		d = ((d << s) | (d >> (28 - s))) & 0x0fffffffu;
		cd = (uint64_t)c << 28 | d;
		k48 = 0;
		for (i = 0; i < 48; i++)
			k48 = (k48 << 1) | ((cd >> (56 - des_ct_pc2[i])) & 1);
		for (i = 0; i < 8; i++)
			sk[r][i] = (uint8_t)((k48 >> (42 - 6 * i)) & 63);
	}
}

/* see cb/block.h */
int
cb_des3_ct_setkey(cb_des3_ct_ctx *ctx, const uint8_t *key, size_t keylen)
{
	unsigned i;

	if (keylen != CB_DES3_KEY_LEN) {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	for (i = 0; i < 3; i++)
		des_ct_schedule(ctx->sk[i], key + 8 * i);
	return CB_OK;
}

/* mask of all ones if bit k of x is set */
static uint32_t
des_ct_bit(uint32_t x, unsigned k)
{
	return (uint32_t)0 - ((x >> k) & 1);
}

/* S-box i on the secret 6-bit b, by the multiplexer tree */
static uint32_t
des_ct_sbox_eval(const uint32_t t[8], uint32_t b)
{
	uint32_t m, w0, w1, w2, w3, w;

	m = des_ct_bit(b, 5);
	w0 = t[0] ^ (m & (t[4] ^ t[0]));
	w1 = t[1] ^ (m & (t[5] ^ t[1]));
	w2 = t[2] ^ (m & (t[6] ^ t[2]));
	w3 = t[3] ^ (m & (t[7] ^ t[3]));
	m = des_ct_bit(b, 4);
	w0 ^= m & (w2 ^ w0);
	w1 ^= m & (w3 ^ w1);
	m = des_ct_bit(b, 3);
	w = w0 ^ (m & (w1 ^ w0));
	w ^= des_ct_bit(b, 2) & ((w >> 16) ^ w);
	w ^= des_ct_bit(b, 1) & ((w >> 8) ^ w);
	w ^= des_ct_bit(b, 0) & ((w >> 4) ^ w);
	return w & 15;
}

/* the round function f(R, K): S-boxes, then P bit by bit */
static uint32_t
des_ct_f(uint32_t r, const uint8_t k[8])
{
	uint32_t w, o = 0;
	unsigned i, j;

	for (i = 0; i < 8; i++) {
		w = des_ct_sbox_eval(des_ct_sbox[i],
				     (cb_rotl32(r, 4 * i + 5) ^ k[i]) & 63);
		for (j = 0; j < 4; j++)
			o |= ((w >> j) & 1) << des_ct_ppos[i][j];
	}
	return o;
}

static void
des3_ct_blocks(const cb_des3_ct_ctx *ctx, int dec, uint8_t *out,
	       const uint8_t *in, size_t nblocks)
{
	uint64_t x;
	uint32_t l, r, t;
	unsigned s, i, j, ks;
	int sdec;

	while (nblocks-- > 0) {
		x = des_ct_ip_fwd(cb_load64_be(in));
		l = (uint32_t)(x >> 32);
		r = (uint32_t)x;
		/* EDE; FP then IP between the stages cancel, leaving a swap */
		for (s = 0; s < 3; s++) {
			ks = dec ? 2 - s : s;
			sdec = dec ^ (s == 1);
			for (i = 0; i < 16; i++) {
				j = sdec ? 15 - i : i;
				t = l ^ des_ct_f(r, ctx->sk[ks][j]);
				l = r;
				r = t;
			}
			t = l;
			l = r;
			r = t;
		}
		cb_store64_be(out, des_ct_ip_inv((uint64_t)l << 32 | r));
		in += 8;
		out += 8;
	}
}

/* see cb/block.h */
void
cb_des3_ct_encrypt(const cb_des3_ct_ctx *ctx, uint8_t *out,
		   const uint8_t *in, size_t nblocks)
{
	des3_ct_blocks(ctx, 0, out, in, nblocks);
}

/* see cb/block.h */
void
cb_des3_ct_decrypt(const cb_des3_ct_ctx *ctx, uint8_t *out,
		   const uint8_t *in, size_t nblocks)
{
	des3_ct_blocks(ctx, 1, out, in, nblocks);
}

static void
des3_ct_enc_desc(const void *key, uint8_t *out, const uint8_t *in,
		 size_t nblocks)
{
	cb_des3_ct_encrypt((const cb_des3_ct_ctx *)key, out, in, nblocks);
}

static void
des3_ct_dec_desc(const void *key, uint8_t *out, const uint8_t *in,
		 size_t nblocks)
{
	cb_des3_ct_decrypt((const cb_des3_ct_ctx *)key, out, in, nblocks);
}

/* see cb/block.h */
/* setkey through the descriptor (cb_block_cipher.setkey) */
static int
desc_setkey(void *key, const uint8_t *k, size_t keylen)
{
	return cb_des3_ct_setkey(key, k, keylen);
}

const cb_block_cipher cb_des3_ct_cipher = {
	"des3_ct", CB_DES3_BLOCK_LEN, 1, des3_ct_enc_desc, des3_ct_dec_desc,
	sizeof(cb_des3_ct_ctx), desc_setkey
};
