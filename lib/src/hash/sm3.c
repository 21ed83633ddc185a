/* SPDX-License-Identifier: MIT */
/* SM3 hash (GB/T 32905-2016), portable 32-bit code. */
/*
 * Constant-time with respect to the message (the only secret a hash sees):
 * every block goes through the same additions, rotations and Boolean
 * functions; FF/GG and T_j are chosen by the round number only and
 * branches depend only on lengths, which are public.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"

_Static_assert(sizeof(cb_sm3_ctx) <= CB_HASH_CTX_MAX,
	       "cb_sm3_ctx must fit cb_hash_any_ctx");

/*
 * GB/T 32905 §4.3-4.4: permutations P0 and P1, with the two rotations
 * nested (x ^ (x <<< 9) ^ (x <<< 17) = x ^ ((x ^ (x <<< 8)) <<< 9)): the
 * same value with fewer register moves.
 */
#define P0(x) ((x) ^ cb_rotl32((x) ^ cb_rotl32(x, 8), 9))
#define P1(x) ((x) ^ cb_rotl32((x) ^ cb_rotl32(x, 8), 15))

/* §4.3 Boolean functions: rounds 0-15 (FF0, GG0) and 16-63 (FF1, GG1). */
#define FF0(x, y, z) ((x) ^ (y) ^ (z))
#define GG0(x, y, z) ((x) ^ (y) ^ (z))
#define FF1(x, y, z) (((x) & (y)) | (((x) | (y)) & (z)))
#define GG1(x, y, z) ((((y) ^ (z)) & (x)) ^ (z))

/* §4.2 constants pre-rotated: tk[j] = T_j <<< (j mod 32) */
static const uint32_t tk[64] = {
	0x79cc4519, 0xf3988a32, 0xe7311465, 0xce6228cb, 0x9cc45197,
	0x3988a32f, 0x7311465e, 0xe6228cbc, 0xcc451979, 0x988a32f3,
	0x311465e7, 0x6228cbce, 0xc451979c, 0x88a32f39, 0x11465e73,
	0x228cbce6, 0x9d8a7a87, 0x3b14f50f, 0x7629ea1e, 0xec53d43c,
	0xd8a7a879, 0xb14f50f3, 0x629ea1e7, 0xc53d43ce, 0x8a7a879d,
	0x14f50f3b, 0x29ea1e76, 0x53d43cec, 0xa7a879d8, 0x4f50f3b1,
	0x9ea1e762, 0x3d43cec5, 0x7a879d8a, 0xf50f3b14, 0xea1e7629,
	0xd43cec53, 0xa879d8a7, 0x50f3b14f, 0xa1e7629e, 0x43cec53d,
	0x879d8a7a, 0x0f3b14f5, 0x1e7629ea, 0x3cec53d4, 0x79d8a7a8,
	0xf3b14f50, 0xe7629ea1, 0xcec53d43, 0x9d8a7a87, 0x3b14f50f,
	0x7629ea1e, 0xec53d43c, 0xd8a7a879, 0xb14f50f3, 0x629ea1e7,
	0xc53d43ce, 0x8a7a879d, 0x14f50f3b, 0x29ea1e76, 0x53d43cec,
	0xa7a879d8, 0x4f50f3b1, 0x9ea1e762, 0x3d43cec5
};

/*
 * Message expansion (§5.3.2) over a rolling window of 16 words: round j
 * needs W[j] and W'[j] = W[j] ^ W[j + 4], so from round 12 on, W[j + 4]
 * is computed at the start of round j into the slot of W[j - 12]; its
 * other inputs W[j - 5], W[j + 1], W[j - 9] and W[j - 2] are still in
 * the window.  t = j mod 16.
 */
#define EXP(t)                                                          \
	(w[((t) + 4) & 15] = P1(w[((t) + 4) & 15] ^ w[((t) + 11) & 15] ^ \
				cb_rotl32(w[((t) + 1) & 15], 15)) ^      \
			     cb_rotl32(w[((t) + 7) & 15], 7) ^           \
			     w[((t) + 14) & 15])
#define NOEXP(t) ((void)0)

/*
 * One round (§5.3.3) on the state named a..h.  Instead of shifting the
 * variables, the caller rotates the names: the new a is d (TT1) and the
 * new e is h (P0(TT2)); b and f are rotated in place.
 */
#define RND(a, b, c, d, e, f, g, h, t, FF, GG, X)                       \
	do {                                                            \
		X(t);                                                   \
		a12 = cb_rotl32(a, 12);                                 \
		ss1 = cb_rotl32(a12 + e + tk[j + (t)], 7);              \
		d += FF(a, b, c) + (ss1 ^ a12) +                        \
		     (w[t] ^ w[((t) + 4) & 15]);                        \
		h += GG(e, f, g) + ss1 + w[t];                          \
		b = cb_rotl32(b, 9);                                    \
		f = cb_rotl32(f, 19);                                   \
		h = P0(h);                                              \
	} while (0)

/* Sixteen rounds j..j+15: the names come back where they started. */
#define RND16(FF, GG, X, X12)                                           \
	do {                                                            \
		RND(a, b, c, d, e, f, g, h, 0, FF, GG, X);              \
		RND(d, a, b, c, h, e, f, g, 1, FF, GG, X);              \
		RND(c, d, a, b, g, h, e, f, 2, FF, GG, X);              \
		RND(b, c, d, a, f, g, h, e, 3, FF, GG, X);              \
		RND(a, b, c, d, e, f, g, h, 4, FF, GG, X);              \
		RND(d, a, b, c, h, e, f, g, 5, FF, GG, X);              \
		RND(c, d, a, b, g, h, e, f, 6, FF, GG, X);              \
		RND(b, c, d, a, f, g, h, e, 7, FF, GG, X);              \
		RND(a, b, c, d, e, f, g, h, 8, FF, GG, X);              \
		RND(d, a, b, c, h, e, f, g, 9, FF, GG, X);              \
		RND(c, d, a, b, g, h, e, f, 10, FF, GG, X);             \
		RND(b, c, d, a, f, g, h, e, 11, FF, GG, X);             \
		RND(a, b, c, d, e, f, g, h, 12, FF, GG, X12);           \
		RND(d, a, b, c, h, e, f, g, 13, FF, GG, X12);           \
		RND(c, d, a, b, g, h, e, f, 14, FF, GG, X12);           \
		RND(b, c, d, a, f, g, h, e, 15, FF, GG, X12);           \
	} while (0)

/* GB/T 32905 §5.3, rounds unrolled by 16, the state in local variables. */
static void
sm3_blocks(uint32_t hs[8], const uint8_t *p, size_t nblocks)
{
	uint32_t w[16], a, b, c, d, e, f, g, h, a12, ss1;
	unsigned j;

	while (nblocks-- > 0) {
		for (j = 0; j < 16; j++)
			w[j] = cb_load32_be(p + 4 * j);
		a = hs[0];
		b = hs[1];
		c = hs[2];
		d = hs[3];
		e = hs[4];
		f = hs[5];
		g = hs[6];
		h = hs[7];
		j = 0;
		RND16(FF0, GG0, NOEXP, EXP);
		for (j = 16; j < 64; j += 16)
			RND16(FF1, GG1, EXP, EXP);
		hs[0] ^= a;
		hs[1] ^= b;
		hs[2] ^= c;
		hs[3] ^= d;
		hs[4] ^= e;
		hs[5] ^= f;
		hs[6] ^= g;
		hs[7] ^= h;
		p += 64;
	}
	cb_wipe(w, sizeof(w));
}

/* see cb/hash.h */
void
cb_sm3_init(cb_sm3_ctx *ctx)
{
	/* GB/T 32905 §4.1 */
	static const uint32_t iv[8] = {
		0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600,
		0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e
	};

	memcpy(ctx->h, iv, sizeof(iv));
	ctx->total = 0;
	memset(ctx->buf, 0, sizeof(ctx->buf));
}

/* see cb/hash.h */
void
cb_sm3_update(cb_sm3_ctx *ctx, const uint8_t *in, size_t len)
{
	size_t used, n;

	if (len == 0)
		return;
	used = (size_t)(ctx->total & 63);
	ctx->total += len;
	if (used != 0) {
		n = 64 - used;
		if (n > len)
			n = len;
		memcpy(ctx->buf + used, in, n);
		used += n;
		in += n;
		len -= n;
		if (used < 64)
			return;
		sm3_blocks(ctx->h, ctx->buf, 1);
	}
	if (len >= 64) {
		sm3_blocks(ctx->h, in, len / 64);
		in += len & ~(size_t)63;
		len &= 63;
	}
	if (len > 0)
		memcpy(ctx->buf, in, len);
}

/* see cb/hash.h */
void
cb_sm3_final(cb_sm3_ctx *ctx, uint8_t out[CB_SM3_LEN])
{
	size_t used = (size_t)(ctx->total & 63), i;
	uint8_t tmp[CB_SM3_LEN];

	/* §5.2: 1 bit, zeros, 64-bit big-endian bit count */
	ctx->buf[used++] = 0x80;
	if (used > 56) {
		memset(ctx->buf + used, 0, 64 - used);
		sm3_blocks(ctx->h, ctx->buf, 1);
		used = 0;
	}
	memset(ctx->buf + used, 0, 56 - used);
	cb_store64_be(ctx->buf + 56, ctx->total << 3);
	sm3_blocks(ctx->h, ctx->buf, 1);
	for (i = 0; i < 8; i++)
		cb_store32_be(tmp + 4 * i, ctx->h[i]);
	memcpy(out, tmp, sizeof(tmp));
	cb_wipe(tmp, sizeof(tmp));
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_sm3(uint8_t out[CB_SM3_LEN], const uint8_t *in, size_t len)
{
	cb_sm3_ctx ctx;

	cb_sm3_init(&ctx);
	cb_sm3_update(&ctx, in, len);
	cb_sm3_final(&ctx, out);
}

/* Descriptor adapters: the generic code passes void pointers. */
static void
d_init(void *c)
{
	cb_sm3_init(c);
}

static void
d_update(void *c, const uint8_t *in, size_t len)
{
	cb_sm3_update(c, in, len);
}

static void
d_final(void *c, uint8_t *out)
{
	cb_sm3_final(c, out);
}

const cb_hash_desc cb_sm3_desc = {
	"sm3", CB_SM3_LEN, CB_SM3_BLOCK_LEN, sizeof(cb_sm3_ctx),
	d_init, d_update, d_final
};
