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

/* GB/T 32905 §4.3-4.4: permutations P0 and P1 */
#define P0(x) ((x) ^ cb_rotl32(x, 9) ^ cb_rotl32(x, 17))
#define P1(x) ((x) ^ cb_rotl32(x, 15) ^ cb_rotl32(x, 23))

/*
 * GB/T 32905 §5.3.2-5.3.3.  W[0..67] is kept as a rolling window of 16
 * words: round j needs W[j] and W'[j] = W[j] ^ W[j + 4], so W[j + 4] is
 * expanded at the start of round j (its inputs W[j-12], W[j-5], W[j+1],
 * W[j-9] and W[j-2] are all still in the window).
 */
static void
sm3_blocks(uint32_t h[8], const uint8_t *p, size_t nblocks)
{
	uint32_t w[16], a, b, c, d, e, f, g, hh, ss1, ss2, tt1, tt2, tj, x;
	unsigned j;

	while (nblocks-- > 0) {
		for (j = 0; j < 16; j++)
			w[j] = cb_load32_be(p + 4 * j);
		a = h[0];
		b = h[1];
		c = h[2];
		d = h[3];
		e = h[4];
		f = h[5];
		g = h[6];
		hh = h[7];
		for (j = 0; j < 64; j++) {
			if (j + 4 >= 16) {
				x = w[(j + 4) & 15] ^ w[(j + 11) & 15] ^
				    cb_rotl32(w[(j + 1) & 15], 15);
				x = P1(x) ^ cb_rotl32(w[(j + 7) & 15], 7);
				w[(j + 4) & 15] = x ^ w[(j + 14) & 15];
			}
			tj = j < 16 ? 0x79cc4519 : 0x7a879d8a;
			ss1 = cb_rotl32(cb_rotl32(a, 12) + e +
					cb_rotl32(tj, j & 31), 7);
			ss2 = ss1 ^ cb_rotl32(a, 12);
			if (j < 16) {
				tt1 = a ^ b ^ c;
				tt2 = e ^ f ^ g;
			} else {
				tt1 = (a & b) | (a & c) | (b & c);
				tt2 = (e & f) | (~e & g);
			}
			tt1 += d + ss2 + (w[j & 15] ^ w[(j + 4) & 15]);
			tt2 += hh + ss1 + w[j & 15];
			d = c;
			c = cb_rotl32(b, 9);
			b = a;
			a = tt1;
			hh = g;
			g = cb_rotl32(f, 19);
			f = e;
			e = P0(tt2);
		}
		h[0] ^= a;
		h[1] ^= b;
		h[2] ^= c;
		h[3] ^= d;
		h[4] ^= e;
		h[5] ^= f;
		h[6] ^= g;
		h[7] ^= hh;
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
