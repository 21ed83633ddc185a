/* SPDX-License-Identifier: MIT */
/* MD5 (RFC 1321), for legacy protocols and HMAC-MD5; not collision-safe. */
/*
 * Constant-time with respect to the message (the only secret a hash sees):
 * every block goes through the same additions, rotations and Boolean
 * functions; the sine constants, message-word order and shift amounts
 * are literals of the unrolled steps, and branches depend only on
 * lengths, which are public.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"

_Static_assert(sizeof(cb_md5_ctx) <= CB_HASH_CTX_MAX,
	       "cb_md5_ctx must fit cb_hash_any_ctx");

/* RFC 1321 §3.4 auxiliary functions, F and G as multiplexers. */
#define F(x, y, z) ((((y) ^ (z)) & (x)) ^ (z))
#define G(x, y, z) ((((x) ^ (y)) & (z)) ^ (y))
#define H(x, y, z) ((x) ^ (y) ^ (z))
#define I(x, y, z) ((y) ^ ((x) | ~(z)))

/*
 * One step a = b + ((a + fn(b, c, d) + X[k] + T) <<< s); X[k] is read
 * straight from the block (little-endian words, §3.4).
 */
#define STEP(fn, a, b, c, d, k, t, s)                                   \
	do {                                                            \
		a += fn(b, c, d) + cb_load32_le(p + 4 * (k)) + (t);     \
		a = b + cb_rotl32(a, s);                                \
	} while (0)

/*
 * RFC 1321 §3.4, fully unrolled: the sine constants T[i], word order and
 * shifts are the literal values of the RFC's round listing.
 */
static void
md5_blocks(uint32_t h[4], const uint8_t *p, size_t nblocks)
{
	uint32_t a, b, c, d;

	while (nblocks-- > 0) {
		a = h[0];
		b = h[1];
		c = h[2];
		d = h[3];
		/* round 1 */
		STEP(F, a, b, c, d, 0, 0xd76aa478, 7);
		STEP(F, d, a, b, c, 1, 0xe8c7b756, 12);
		STEP(F, c, d, a, b, 2, 0x242070db, 17);
		STEP(F, b, c, d, a, 3, 0xc1bdceee, 22);
		STEP(F, a, b, c, d, 4, 0xf57c0faf, 7);
		STEP(F, d, a, b, c, 5, 0x4787c62a, 12);
		STEP(F, c, d, a, b, 6, 0xa8304613, 17);
		STEP(F, b, c, d, a, 7, 0xfd469501, 22);
		STEP(F, a, b, c, d, 8, 0x698098d8, 7);
		STEP(F, d, a, b, c, 9, 0x8b44f7af, 12);
		STEP(F, c, d, a, b, 10, 0xffff5bb1, 17);
		STEP(F, b, c, d, a, 11, 0x895cd7be, 22);
		STEP(F, a, b, c, d, 12, 0x6b901122, 7);
		STEP(F, d, a, b, c, 13, 0xfd987193, 12);
		STEP(F, c, d, a, b, 14, 0xa679438e, 17);
		STEP(F, b, c, d, a, 15, 0x49b40821, 22);
		/* round 2 */
		STEP(G, a, b, c, d, 1, 0xf61e2562, 5);
		STEP(G, d, a, b, c, 6, 0xc040b340, 9);
		STEP(G, c, d, a, b, 11, 0x265e5a51, 14);
		STEP(G, b, c, d, a, 0, 0xe9b6c7aa, 20);
		STEP(G, a, b, c, d, 5, 0xd62f105d, 5);
		STEP(G, d, a, b, c, 10, 0x02441453, 9);
		STEP(G, c, d, a, b, 15, 0xd8a1e681, 14);
		STEP(G, b, c, d, a, 4, 0xe7d3fbc8, 20);
		STEP(G, a, b, c, d, 9, 0x21e1cde6, 5);
		STEP(G, d, a, b, c, 14, 0xc33707d6, 9);
		STEP(G, c, d, a, b, 3, 0xf4d50d87, 14);
		STEP(G, b, c, d, a, 8, 0x455a14ed, 20);
		STEP(G, a, b, c, d, 13, 0xa9e3e905, 5);
		STEP(G, d, a, b, c, 2, 0xfcefa3f8, 9);
		STEP(G, c, d, a, b, 7, 0x676f02d9, 14);
		STEP(G, b, c, d, a, 12, 0x8d2a4c8a, 20);
		/* round 3 */
		STEP(H, a, b, c, d, 5, 0xfffa3942, 4);
		STEP(H, d, a, b, c, 8, 0x8771f681, 11);
		STEP(H, c, d, a, b, 11, 0x6d9d6122, 16);
		STEP(H, b, c, d, a, 14, 0xfde5380c, 23);
		STEP(H, a, b, c, d, 1, 0xa4beea44, 4);
		STEP(H, d, a, b, c, 4, 0x4bdecfa9, 11);
		STEP(H, c, d, a, b, 7, 0xf6bb4b60, 16);
		STEP(H, b, c, d, a, 10, 0xbebfbc70, 23);
		STEP(H, a, b, c, d, 13, 0x289b7ec6, 4);
		STEP(H, d, a, b, c, 0, 0xeaa127fa, 11);
		STEP(H, c, d, a, b, 3, 0xd4ef3085, 16);
		STEP(H, b, c, d, a, 6, 0x04881d05, 23);
		STEP(H, a, b, c, d, 9, 0xd9d4d039, 4);
		STEP(H, d, a, b, c, 12, 0xe6db99e5, 11);
		STEP(H, c, d, a, b, 15, 0x1fa27cf8, 16);
		STEP(H, b, c, d, a, 2, 0xc4ac5665, 23);
		/* round 4 */
		STEP(I, a, b, c, d, 0, 0xf4292244, 6);
		STEP(I, d, a, b, c, 7, 0x432aff97, 10);
		STEP(I, c, d, a, b, 14, 0xab9423a7, 15);
		STEP(I, b, c, d, a, 5, 0xfc93a039, 21);
		STEP(I, a, b, c, d, 12, 0x655b59c3, 6);
		STEP(I, d, a, b, c, 3, 0x8f0ccc92, 10);
		STEP(I, c, d, a, b, 10, 0xffeff47d, 15);
		STEP(I, b, c, d, a, 1, 0x85845dd1, 21);
		STEP(I, a, b, c, d, 8, 0x6fa87e4f, 6);
		STEP(I, d, a, b, c, 15, 0xfe2ce6e0, 10);
		STEP(I, c, d, a, b, 6, 0xa3014314, 15);
		STEP(I, b, c, d, a, 13, 0x4e0811a1, 21);
		STEP(I, a, b, c, d, 4, 0xf7537e82, 6);
		STEP(I, d, a, b, c, 11, 0xbd3af235, 10);
		STEP(I, c, d, a, b, 2, 0x2ad7d2bb, 15);
		STEP(I, b, c, d, a, 9, 0xeb86d391, 21);
		h[0] += a;
		h[1] += b;
		h[2] += c;
		h[3] += d;
		p += 64;
	}
}

/* see cb/hash.h */
void
cb_md5_init(cb_md5_ctx *ctx)
{
	ctx->h[0] = 0x67452301;
	ctx->h[1] = 0xefcdab89;
	ctx->h[2] = 0x98badcfe;
	ctx->h[3] = 0x10325476;
	ctx->total = 0;
	memset(ctx->buf, 0, sizeof(ctx->buf));
}

/* see cb/hash.h */
void
cb_md5_update(cb_md5_ctx *ctx, const uint8_t *in, size_t len)
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
		md5_blocks(ctx->h, ctx->buf, 1);
	}
	if (len >= 64) {
		md5_blocks(ctx->h, in, len / 64);
		in += len & ~(size_t)63;
		len &= 63;
	}
	if (len > 0)
		memcpy(ctx->buf, in, len);
}

/* see cb/hash.h */
void
cb_md5_final(cb_md5_ctx *ctx, uint8_t out[CB_MD5_LEN])
{
	size_t used = (size_t)(ctx->total & 63), i;

	/* RFC 1321 §3.1-3.2: 0x80, zeros, 64-bit little-endian bit count */
	ctx->buf[used++] = 0x80;
	if (used > 56) {
		memset(ctx->buf + used, 0, 64 - used);
		md5_blocks(ctx->h, ctx->buf, 1);
		used = 0;
	}
	memset(ctx->buf + used, 0, 56 - used);
	cb_store64_le(ctx->buf + 56, ctx->total << 3);
	md5_blocks(ctx->h, ctx->buf, 1);
	/* the digest through buf, which the final wipe clears */
	for (i = 0; i < 4; i++)
		cb_store32_le(ctx->buf + 4 * i, ctx->h[i]);
	memcpy(out, ctx->buf, CB_MD5_LEN);
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_md5(uint8_t out[CB_MD5_LEN], const uint8_t *in, size_t len)
{
	cb_md5_ctx ctx;

	cb_md5_init(&ctx);
	cb_md5_update(&ctx, in, len);
	cb_md5_final(&ctx, out);
}

/* Descriptor adapters: the generic code passes void pointers. */
static void
d_init(void *c)
{
	cb_md5_init(c);
}

static void
d_update(void *c, const uint8_t *in, size_t len)
{
	cb_md5_update(c, in, len);
}

static void
d_final(void *c, uint8_t *out)
{
	cb_md5_final(c, out);
}

const cb_hash_desc cb_md5_desc = {
	"md5", CB_MD5_LEN, CB_MD5_BLOCK_LEN, sizeof(cb_md5_ctx),
	d_init, d_update, d_final
};
