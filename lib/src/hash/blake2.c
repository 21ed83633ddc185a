/* SPDX-License-Identifier: MIT */
/* BLAKE2 (RFC 7693): BLAKE2s (32-bit words) and BLAKE2b (64-bit words). */
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

/* ==== BLAKE2b: 64-bit words, twelve rounds ==== */

/* the SHA-512 initial values (RFC 7693 §2.6) */
static const uint64_t iv64[8] = {
	0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull,
	0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull,
	0x510e527fade682d1ull, 0x9b05688c2b3e6c1full,
	0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull,
};

static uint64_t
rotr64(uint64_t x, unsigned n)
{
	return x >> n | x << (64 - n);
}

/* G on 64-bit words (RFC 7693 §3.1, rotations 32, 24, 16, 63). */
#define G64(a, b, c, d, x, y)                                                 \
	do {                                                                  \
		v[a] += v[b] + (x);                                           \
		v[d] = rotr64(v[d] ^ v[a], 32);                               \
		v[c] += v[d];                                                 \
		v[b] = rotr64(v[b] ^ v[c], 24);                               \
		v[a] += v[b] + (y);                                           \
		v[d] = rotr64(v[d] ^ v[a], 16);                               \
		v[c] += v[d];                                                 \
		v[b] = rotr64(v[b] ^ v[c], 63);                               \
	} while (0)

/* F on one 128-byte block; last: the final block. */
static void
compress64(cb_blake2b_ctx *ctx, const uint8_t *block, int last)
{
	uint64_t v[16], m[16];
	unsigned i, r;

	for (i = 0; i < 16; i++)
		m[i] = cb_load64_le(block + 8 * i);
	for (i = 0; i < 8; i++) {
		v[i] = ctx->h[i];
		v[i + 8] = iv64[i];
	}
	v[12] ^= ctx->t[0];
	v[13] ^= ctx->t[1];
	if (last)
		v[14] = ~v[14];
	/* rounds 10 and 11 take sigma[0] and sigma[1] again */
	for (r = 0; r < 12; r++) {
		const uint8_t *s = sigma[r % 10];

		G64(0, 4, 8, 12, m[s[0]], m[s[1]]);
		G64(1, 5, 9, 13, m[s[2]], m[s[3]]);
		G64(2, 6, 10, 14, m[s[4]], m[s[5]]);
		G64(3, 7, 11, 15, m[s[6]], m[s[7]]);
		G64(0, 5, 10, 15, m[s[8]], m[s[9]]);
		G64(1, 6, 11, 12, m[s[10]], m[s[11]]);
		G64(2, 7, 8, 13, m[s[12]], m[s[13]]);
		G64(3, 4, 9, 14, m[s[14]], m[s[15]]);
	}
	for (i = 0; i < 8; i++)
		ctx->h[i] ^= v[i] ^ v[i + 8];
	cb_wipe(v, sizeof(v));
	cb_wipe(m, sizeof(m));
}

/* see cb/hash.h */
void
cb_blake2b_init(cb_blake2b_ctx *ctx)
{
	unsigned i;

	memset(ctx, 0, sizeof(*ctx));
	for (i = 0; i < 8; i++)
		ctx->h[i] = iv64[i];
	/* parameter block: 64-byte digest, no key, fanout 1, depth 1 */
	ctx->h[0] ^= 0x01010000u ^ CB_BLAKE2B_LEN;
}

/* Count n more bytes into the 128-bit counter t. */
static void
count64(cb_blake2b_ctx *ctx, uint64_t n)
{
	ctx->t[0] += n;
	ctx->t[1] += ctx->t[0] < n;
}

/* see cb/hash.h */
void
cb_blake2b_update(cb_blake2b_ctx *ctx, const uint8_t *in, size_t len)
{
	size_t n;

	while (len > 0) {
		/* as BLAKE2s: a full buffer waits for more input */
		if (ctx->buf_len == CB_BLAKE2B_BLOCK_LEN) {
			count64(ctx, CB_BLAKE2B_BLOCK_LEN);
			compress64(ctx, ctx->buf, 0);
			ctx->buf_len = 0;
		}
		n = CB_BLAKE2B_BLOCK_LEN - ctx->buf_len;
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
cb_blake2b_final(cb_blake2b_ctx *ctx, uint8_t out[CB_BLAKE2B_LEN])
{
	unsigned i;

	count64(ctx, ctx->buf_len);
	memset(ctx->buf + ctx->buf_len, 0,
	       CB_BLAKE2B_BLOCK_LEN - ctx->buf_len);
	compress64(ctx, ctx->buf, 1);
	for (i = 0; i < 8; i++)
		cb_store64_le(out + 8 * i, ctx->h[i]);
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_blake2b(uint8_t out[CB_BLAKE2B_LEN], const uint8_t *in, size_t len)
{
	cb_blake2b_ctx ctx;

	cb_blake2b_init(&ctx);
	cb_blake2b_update(&ctx, in, len);
	cb_blake2b_final(&ctx, out);
}

static void
desc_init64(void *ctx)
{
	cb_blake2b_init(ctx);
}

static void
desc_update64(void *ctx, const uint8_t *in, size_t len)
{
	cb_blake2b_update(ctx, in, len);
}

static void
desc_final64(void *ctx, uint8_t *out)
{
	cb_blake2b_final(ctx, out);
}

_Static_assert(sizeof(cb_blake2b_ctx) <= CB_HASH_CTX_MAX,
	       "cb_blake2b_ctx must fit cb_hash_any_ctx");

/* see cb/hash.h */
const cb_hash_desc cb_blake2b_desc = {
	"blake2b-512", CB_BLAKE2B_LEN, CB_BLAKE2B_BLOCK_LEN,
	sizeof(cb_blake2b_ctx), desc_init64, desc_update64, desc_final64
};
