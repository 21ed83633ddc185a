/* SPDX-License-Identifier: MIT */
/* BLAKE2 (RFC 7693): BLAKE2s, 32-bit words and ten rounds of G. */
/*
 * Constant-time: additions, XORs and fixed rotations of the state; the
 * message schedule indexes the block by the public round number only.
 * Secret: the message.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"

/* the SHA-256 initial values (RFC 7693 §2.6) */
static const uint32_t iv[8] = {
	0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
	0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u,
};

/* the message word order of each round (RFC 7693 §2.7) */
static const uint8_t sigma[10][16] = {
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
	{ 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
	{ 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
	{ 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
	{ 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
	{ 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
	{ 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
	{ 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
	{ 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

static uint32_t
rotr(uint32_t x, unsigned n)
{
	return x >> n | x << (32 - n);
}

/* The mixing function G on v[a], v[b], v[c], v[d] (RFC 7693 §3.1). */
#define G(a, b, c, d, x, y)                                                   \
	do {                                                                  \
		v[a] += v[b] + (x);                                           \
		v[d] = rotr(v[d] ^ v[a], 16);                                 \
		v[c] += v[d];                                                 \
		v[b] = rotr(v[b] ^ v[c], 12);                                 \
		v[a] += v[b] + (y);                                           \
		v[d] = rotr(v[d] ^ v[a], 8);                                  \
		v[c] += v[d];                                                 \
		v[b] = rotr(v[b] ^ v[c], 7);                                  \
	} while (0)

/* The compression function F on one block; last: the final block. */
static void
compress(cb_blake2s_ctx *ctx, const uint8_t *block, int last)
{
	uint32_t v[16], m[16];
	unsigned i, r;

	for (i = 0; i < 16; i++)
		m[i] = cb_load32_le(block + 4 * i);
	for (i = 0; i < 8; i++) {
		v[i] = ctx->h[i];
		v[i + 8] = iv[i];
	}
	v[12] ^= ctx->t[0];
	v[13] ^= ctx->t[1];
	if (last)
		v[14] = ~v[14];
	for (r = 0; r < 10; r++) {
		const uint8_t *s = sigma[r];

		G(0, 4, 8, 12, m[s[0]], m[s[1]]);
		G(1, 5, 9, 13, m[s[2]], m[s[3]]);
		G(2, 6, 10, 14, m[s[4]], m[s[5]]);
		G(3, 7, 11, 15, m[s[6]], m[s[7]]);
		G(0, 5, 10, 15, m[s[8]], m[s[9]]);
		G(1, 6, 11, 12, m[s[10]], m[s[11]]);
		G(2, 7, 8, 13, m[s[12]], m[s[13]]);
		G(3, 4, 9, 14, m[s[14]], m[s[15]]);
	}
	for (i = 0; i < 8; i++)
		ctx->h[i] ^= v[i] ^ v[i + 8];
	cb_wipe(v, sizeof(v));
	cb_wipe(m, sizeof(m));
}

/* see cb/hash.h */
void
cb_blake2s_init(cb_blake2s_ctx *ctx)
{
	unsigned i;

	memset(ctx, 0, sizeof(*ctx));
	for (i = 0; i < 8; i++)
		ctx->h[i] = iv[i];
	/* parameter block: 32-byte digest, no key, fanout 1, depth 1 */
	ctx->h[0] ^= 0x01010000u ^ CB_BLAKE2S_LEN;
}

/* Count n more bytes into the 64-bit counter t. */
static void
count(cb_blake2s_ctx *ctx, uint32_t n)
{
	ctx->t[0] += n;
	ctx->t[1] += ctx->t[0] < n;
}

/* see cb/hash.h */
void
cb_blake2s_update(cb_blake2s_ctx *ctx, const uint8_t *in, size_t len)
{
	size_t n;

	while (len > 0) {
		/* a full buffer is compressed only once more input follows:
		 * the last block is compressed by final */
		if (ctx->buf_len == CB_BLAKE2S_BLOCK_LEN) {
			count(ctx, CB_BLAKE2S_BLOCK_LEN);
			compress(ctx, ctx->buf, 0);
			ctx->buf_len = 0;
		}
		n = CB_BLAKE2S_BLOCK_LEN - ctx->buf_len;
		if (n > len)
			n = len;
		memcpy(ctx->buf + ctx->buf_len, in, n);
		ctx->buf_len += (uint32_t)n;
		in += n;
		len -= n;
	}
}

/* see cb/hash.h */
void
cb_blake2s_final(cb_blake2s_ctx *ctx, uint8_t out[CB_BLAKE2S_LEN])
{
	unsigned i;

	count(ctx, ctx->buf_len);
	memset(ctx->buf + ctx->buf_len, 0,
	       CB_BLAKE2S_BLOCK_LEN - ctx->buf_len);
	compress(ctx, ctx->buf, 1);
	for (i = 0; i < 8; i++)
		cb_store32_le(out + 4 * i, ctx->h[i]);
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_blake2s(uint8_t out[CB_BLAKE2S_LEN], const uint8_t *in, size_t len)
{
	cb_blake2s_ctx ctx;

	cb_blake2s_init(&ctx);
	cb_blake2s_update(&ctx, in, len);
	cb_blake2s_final(&ctx, out);
}

static void
desc_init(void *ctx)
{
	cb_blake2s_init(ctx);
}

static void
desc_update(void *ctx, const uint8_t *in, size_t len)
{
	cb_blake2s_update(ctx, in, len);
}

static void
desc_final(void *ctx, uint8_t *out)
{
	cb_blake2s_final(ctx, out);
}

_Static_assert(sizeof(cb_blake2s_ctx) <= CB_HASH_CTX_MAX,
	       "cb_blake2s_ctx must fit cb_hash_any_ctx");

/* see cb/hash.h */
const cb_hash_desc cb_blake2s_desc = {
	"blake2s-256", CB_BLAKE2S_LEN, CB_BLAKE2S_BLOCK_LEN,
	sizeof(cb_blake2s_ctx), desc_init, desc_update, desc_final
};
