/* SPDX-License-Identifier: MIT */
/* MD5 (RFC 1321), for legacy protocols and HMAC-MD5; not collision-safe. */
/*
 * Constant-time with respect to the message (the only secret a hash sees):
 * every block goes through the same additions, rotations and Boolean
 * functions; the sine table, message-word order and shift amounts are
 * indexed by the step number only, and branches depend only on lengths,
 * which are public.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"

_Static_assert(sizeof(cb_md5_ctx) <= CB_HASH_CTX_MAX,
	       "cb_md5_ctx must fit cb_hash_any_ctx");

/* RFC 1321 §3.4: T[i] = floor(2^32 * |sin(i + 1)|) */
static const uint32_t md5_t[64] = {
	0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee,
	0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
	0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
	0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
	0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa,
	0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
	0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed,
	0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
	0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
	0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
	0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05,
	0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
	0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039,
	0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
	0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
	0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391
};

/* RFC 1321 §3.4: per-round shift amounts, four per round */
static const uint8_t md5_r[16] = {
	7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21
};

static void
md5_blocks(uint32_t h[4], const uint8_t *p, size_t nblocks)
{
	uint32_t x[16], a, b, c, d, f, t;
	unsigned i, g;

	while (nblocks-- > 0) {
		for (i = 0; i < 16; i++)
			x[i] = cb_load32_le(p + 4 * i);
		a = h[0];
		b = h[1];
		c = h[2];
		d = h[3];
		for (i = 0; i < 64; i++) {
			/* RFC 1321 §3.4 rounds 1-4: F, G, H, I */
			if (i < 16) {
				f = (b & c) | (~b & d);
				g = i;
			} else if (i < 32) {
				f = (b & d) | (c & ~d);
				g = (5 * i + 1) & 15;
			} else if (i < 48) {
				f = b ^ c ^ d;
				g = (3 * i + 5) & 15;
			} else {
				f = c ^ (b | ~d);
				g = (7 * i) & 15;
			}
			t = d;
			d = c;
			c = b;
			b = b + cb_rotl32(a + f + md5_t[i] + x[g],
					  md5_r[((i >> 4) << 2) | (i & 3)]);
			a = t;
		}
		h[0] += a;
		h[1] += b;
		h[2] += c;
		h[3] += d;
		p += 64;
	}
	cb_wipe(x, sizeof(x));
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
	uint8_t tmp[CB_MD5_LEN];

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
	for (i = 0; i < 4; i++)
		cb_store32_le(tmp + 4 * i, ctx->h[i]);
	memcpy(out, tmp, sizeof(tmp));
	cb_wipe(tmp, sizeof(tmp));
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
