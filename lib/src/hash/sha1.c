/* SPDX-License-Identifier: MIT */
/* SHA-1 (FIPS 180-4 §6.1), for legacy protocols and HMAC-SHA1. */
/*
 * Constant-time with respect to the message (the only secret a hash sees):
 * every block goes through the same additions, rotations and Boolean
 * functions; the round function is chosen by the round number only and
 * branches depend only on lengths, which are public.  SHA-1 is broken for
 * collision resistance; HMAC-SHA1 is still sound.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"

_Static_assert(sizeof(cb_sha1_ctx) <= CB_HASH_CTX_MAX,
	       "cb_sha1_ctx must fit cb_hash_any_ctx");

/* FIPS 180-4 §6.1.2, with a rolling 16-word message schedule. */
static void
sha1_blocks(uint32_t h[5], const uint8_t *p, size_t nblocks)
{
	uint32_t w[16], a, b, c, d, e, f, k, t;
	unsigned i;

	while (nblocks-- > 0) {
		for (i = 0; i < 16; i++)
			w[i] = cb_load32_be(p + 4 * i);
		a = h[0];
		b = h[1];
		c = h[2];
		d = h[3];
		e = h[4];
		for (i = 0; i < 80; i++) {
			if (i >= 16)
				w[i & 15] = cb_rotl32(w[(i - 3) & 15] ^
						      w[(i - 8) & 15] ^
						      w[(i - 14) & 15] ^
						      w[i & 15], 1);
			/* §4.1.1 f_t and §4.2.1 K_t */
			if (i < 20) {
				f = (b & c) ^ (~b & d);
				k = 0x5a827999;
			} else if (i < 40) {
				f = b ^ c ^ d;
				k = 0x6ed9eba1;
			} else if (i < 60) {
				f = (b & c) ^ (b & d) ^ (c & d);
				k = 0x8f1bbcdc;
			} else {
				f = b ^ c ^ d;
				k = 0xca62c1d6;
			}
			t = cb_rotl32(a, 5) + f + e + k + w[i & 15];
			e = d;
			d = c;
			c = cb_rotl32(b, 30);
			b = a;
			a = t;
		}
		h[0] += a;
		h[1] += b;
		h[2] += c;
		h[3] += d;
		h[4] += e;
		p += 64;
	}
	cb_wipe(w, sizeof(w));
}

/* see cb/hash.h */
void
cb_sha1_init(cb_sha1_ctx *ctx)
{
	ctx->h[0] = 0x67452301;
	ctx->h[1] = 0xefcdab89;
	ctx->h[2] = 0x98badcfe;
	ctx->h[3] = 0x10325476;
	ctx->h[4] = 0xc3d2e1f0;
	ctx->total = 0;
	memset(ctx->buf, 0, sizeof(ctx->buf));
}

/* see cb/hash.h */
void
cb_sha1_update(cb_sha1_ctx *ctx, const uint8_t *in, size_t len)
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
		sha1_blocks(ctx->h, ctx->buf, 1);
	}
	if (len >= 64) {
		sha1_blocks(ctx->h, in, len / 64);
		in += len & ~(size_t)63;
		len &= 63;
	}
	if (len > 0)
		memcpy(ctx->buf, in, len);
}

/* see cb/hash.h */
void
cb_sha1_final(cb_sha1_ctx *ctx, uint8_t out[CB_SHA1_LEN])
{
	size_t used = (size_t)(ctx->total & 63), i;
	uint8_t tmp[CB_SHA1_LEN];

	/* §5.1.1: 0x80, zeros, 64-bit big-endian bit count */
	ctx->buf[used++] = 0x80;
	if (used > 56) {
		memset(ctx->buf + used, 0, 64 - used);
		sha1_blocks(ctx->h, ctx->buf, 1);
		used = 0;
	}
	memset(ctx->buf + used, 0, 56 - used);
	cb_store64_be(ctx->buf + 56, ctx->total << 3);
	sha1_blocks(ctx->h, ctx->buf, 1);
	for (i = 0; i < 5; i++)
		cb_store32_be(tmp + 4 * i, ctx->h[i]);
	memcpy(out, tmp, sizeof(tmp));
	cb_wipe(tmp, sizeof(tmp));
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_sha1(uint8_t out[CB_SHA1_LEN], const uint8_t *in, size_t len)
{
	cb_sha1_ctx ctx;

	cb_sha1_init(&ctx);
	cb_sha1_update(&ctx, in, len);
	cb_sha1_final(&ctx, out);
}

/* Descriptor adapters: the generic code passes void pointers. */
static void
d_init(void *c)
{
	cb_sha1_init(c);
}

static void
d_update(void *c, const uint8_t *in, size_t len)
{
	cb_sha1_update(c, in, len);
}

static void
d_final(void *c, uint8_t *out)
{
	cb_sha1_final(c, out);
}

const cb_hash_desc cb_sha1_desc = {
	"sha1", CB_SHA1_LEN, CB_SHA1_BLOCK_LEN, sizeof(cb_sha1_ctx),
	d_init, d_update, d_final
};
