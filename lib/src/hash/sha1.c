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

/* FIPS 180-4 §4.1.1 f_t: Ch as a multiplexer, Parity, Maj. */
#define F1(x, y, z) ((((y) ^ (z)) & (x)) ^ (z))
#define F2(x, y, z) ((x) ^ (y) ^ (z))
#define F3(x, y, z) (((x) & (y)) | (((x) | (y)) & (z)))

/* §4.2.1 K_t */
#define K1 0x5a827999
#define K2 0x6ed9eba1
#define K3 0x8f1bbcdc
#define K4 0xca62c1d6

/*
 * Message word t (§6.1.2 step 1): the first 16 read from the block, the
 * rest over a rolling 16-word window.  t is a constant in every use, so
 * the choice is made at compile time.
 */
#define W(t)                                                            \
	((t) < 16 ? (w[(t) & 15] = cb_load32_be(p + 4 * ((t) & 15))) :  \
		    (w[(t) & 15] = cb_rotl32(w[((t) + 13) & 15] ^        \
					     w[((t) + 8) & 15] ^         \
					     w[((t) + 2) & 15] ^         \
					     w[(t) & 15], 1)))

/*
 * Round t (§6.1.2 step 3) on the state named a..e.  Instead of shifting
 * the variables, the caller rotates the names: the new a is e.
 */
#define RND(a, b, c, d, e, f, k, t)                                     \
	do {                                                            \
		e += cb_rotl32(a, 5) + f(b, c, d) + (k) + W(t);         \
		b = cb_rotl32(b, 30);                                   \
	} while (0)

/* Rounds t..t+4: the names come back where they started. */
#define RND5(f, k, t)                                                   \
	do {                                                            \
		RND(a, b, c, d, e, f, k, (t));                          \
		RND(e, a, b, c, d, f, k, (t) + 1);                      \
		RND(d, e, a, b, c, f, k, (t) + 2);                      \
		RND(c, d, e, a, b, f, k, (t) + 3);                      \
		RND(b, c, d, e, a, f, k, (t) + 4);                      \
	} while (0)

/* FIPS 180-4 §6.1.2, fully unrolled, the state in local variables. */
static void
sha1_blocks(uint32_t h[5], const uint8_t *p, size_t nblocks)
{
	uint32_t w[16], a, b, c, d, e;

	while (nblocks-- > 0) {
		a = h[0];
		b = h[1];
		c = h[2];
		d = h[3];
		e = h[4];
		RND5(F1, K1, 0);
		RND5(F1, K1, 5);
		RND5(F1, K1, 10);
		RND5(F1, K1, 15);
		RND5(F2, K2, 20);
		RND5(F2, K2, 25);
		RND5(F2, K2, 30);
		RND5(F2, K2, 35);
		RND5(F3, K3, 40);
		RND5(F3, K3, 45);
		RND5(F3, K3, 50);
		RND5(F3, K3, 55);
		RND5(F2, K4, 60);
		RND5(F2, K4, 65);
		RND5(F2, K4, 70);
		RND5(F2, K4, 75);
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
