/* SPDX-License-Identifier: MIT */
/* SM4 (GB/T 32907-2016), constant-time: the S-box is computed, not read. */
/*
 * Secret: the key, the round keys, the plaintext/ciphertext being
 * processed and every intermediate state word.
 *
 * How they are kept off branches and indices: the S-box is evaluated four
 * bytes at a time, one byte per 8-bit lane of a 32-bit word, from its
 * algebraic form (see sm4_ct_tau).  Multiplication in GF(2^8) is a fixed
 * eight-step shift-and-add in which each step's condition bit is widened
 * to a lane mask ((m << 8) - m) and ANDed, never branched on; reduction
 * uses the same masks, and so do the linear maps (sm4_lin4), whose
 * constant tables are read at fixed positions only.  Loop counts and word
 * positions are fixed; the round-key order depends only on the (public)
 * direction.  No table is indexed by a secret.  Shifts are by constants.
 */
#include "cb/block.h"
#include "cb/util.h"
#include "internal/bytes.h"

#define SM4_ONE 0x01010101u

/* per-lane rotate left by k (1..7) of the four bytes of x */
static uint32_t
sm4_rotl8x4(uint32_t x, unsigned k)
{
	uint32_t hi = ((0xffu << k) & 0xffu) * SM4_ONE;
	uint32_t lo = ((1u << k) - 1u) * SM4_ONE;

	return ((x << k) & hi) | ((x >> (8 - k)) & lo);
}

/* four GF(2^8) products a_i * b_i, modulus x^8+x^7+x^6+x^5+x^4+x^2+1 */
static uint32_t
sm4_gmul4(uint32_t a, uint32_t b)
{
	uint32_t r = 0, m, h;
	unsigned i;

	for (i = 0; i < 8; i++) {
		m = (b >> i) & SM4_ONE;
		m = (m << 8) - m;       /* 0xff in each lane whose bit is set */
		r ^= a & m;
		h = (a >> 7) & SM4_ONE;
		h = (h << 8) - h;
		a = ((a & 0x7f7f7f7fu) << 1) ^ (h & 0xf5f5f5f5u);
	}
	return r;
}

/*
 * GF(2)-linear maps of a byte, as the images of x^0..x^7 (generated from
 * the field arithmetic): squaring, squaring three times, and the S-box's
 * affine map A after a squaring.
 */
static const uint8_t sm4_lin_sq[8] = {
	0x01, 0x04, 0x10, 0x40, 0xf5, 0x3e, 0xf8, 0x0a
};
static const uint8_t sm4_lin_sq3[8] = {
	0x01, 0xf5, 0x28, 0x79, 0x7e, 0xaa, 0x72, 0xe8
};
static const uint8_t sm4_lin_asq[8] = {
	0xcb, 0x2f, 0xbc, 0xf2, 0x36, 0x23, 0x8c, 0xc9
};

/* a linear map per lane: XOR of col[i] over the set bits i (masks) */
static uint32_t
sm4_lin4(uint32_t x, const uint8_t col[8])
{
	uint32_t r = 0, m;
	unsigned i;

	for (i = 0; i < 8; i++) {
		m = (x >> i) & SM4_ONE;
		m = (m << 8) - m;
		r ^= m & (col[i] * SM4_ONE);
	}
	return r;
}

/*
 * A(x^254) per lane (the inverse, 0 -> 0, then the output affine map
 * without its constant), by Itoh-Tsujii: x^3, x^7, x^63, x^127 take four
 * multiplications; runs of squarings are single linear maps, and the
 * last squaring is merged with A.
 */
static uint32_t
sm4_inv_a4(uint32_t x)
{
	uint32_t x7, t;

	t = sm4_gmul4(sm4_lin4(x, sm4_lin_sq), x);     /* x^3 */
	x7 = sm4_gmul4(sm4_lin4(t, sm4_lin_sq), x);    /* x^7 */
	t = sm4_gmul4(sm4_lin4(x7, sm4_lin_sq3), x7);  /* x^63 */
	t = sm4_gmul4(sm4_lin4(t, sm4_lin_sq), x);     /* x^127 */
	return sm4_lin4(t, sm4_lin_asq);               /* A(x^254) */
}

/* the S-box's affine map without its constant, per lane */
static uint32_t
sm4_affine4(uint32_t x)
{
	return x ^ sm4_rotl8x4(x, 1) ^ sm4_rotl8x4(x, 3) ^
	       sm4_rotl8x4(x, 6) ^ sm4_rotl8x4(x, 7);
}

/*
 * tau: the S-box on each byte.  S(x) = A(inv(A(x) ^ 0xd3)) ^ 0xd3 in
 * GF(2^8) mod 0x1f5 (the structure of the SM4 S-box, affine o inverse o
 * affine like AES's); checked against GB/T 32907-2016 table 1 by the tests.
 */
static uint32_t
sm4_ct_tau(uint32_t x)
{
	return sm4_inv_a4(sm4_affine4(x) ^ 0xd3d3d3d3u) ^ 0xd3d3d3d3u;
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
		b = sm4_ct_tau(k[1] ^ k[2] ^ k[3] ^ sm4_ck(i));
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

static void
sm4_ct_blocks(const uint32_t *rk, int dec, uint8_t *out, const uint8_t *in,
	      size_t nblocks)
{
	uint32_t x0, x1, x2, x3, b, t;
	unsigned i;

	while (nblocks-- > 0) {
		x0 = cb_load32_be(in);
		x1 = cb_load32_be(in + 4);
		x2 = cb_load32_be(in + 8);
		x3 = cb_load32_be(in + 12);
		for (i = 0; i < 32; i++) {
			b = sm4_ct_tau(x1 ^ x2 ^ x3 ^ rk[dec ? 31 - i : i]);
			/* L(b) = b ^ b<<<2 ^ b<<<10 ^ b<<<18 ^ b<<<24 */
			t = x0 ^ b ^ cb_rotl32(b, 2) ^ cb_rotl32(b, 10) ^
			    cb_rotl32(b, 18) ^ cb_rotl32(b, 24);
			x0 = x1;
			x1 = x2;
			x2 = x3;
			x3 = t;
		}
		cb_store32_be(out, x3);
		cb_store32_be(out + 4, x2);
		cb_store32_be(out + 8, x1);
		cb_store32_be(out + 12, x0);
		in += 16;
		out += 16;
	}
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
	sizeof(cb_sm4_ct_ctx), desc_setkey
};
