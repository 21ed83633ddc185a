/* SPDX-License-Identifier: MIT */
/* Poly1305 one-time authenticator (RFC 8439 §2.5), 26-bit limbs. */
/*
 * Constant-time: the key (r, s), the accumulator h and the message are
 * secret.  Arithmetic is on five 26-bit limbs with 32x32->64-bit products
 * and carries by shifts and masks, so no branch, index or loop bound
 * depends on them; the final "subtract p if h >= p" is a mask selection
 * (cb_ct_select32).  Only public lengths decide branches.  The one caveat
 * is the multiplier itself: constant-time on Cortex-M4/M7/M33 and hosts,
 * not on Cortex-M3 (early-terminating UMULL).
 *
 * Limb bounds (why nothing overflows): between blocks h0, h2, h3, h4 are
 * below 2^26 and h1 below 2^26 + 2^7; with a message block added every
 * limb is below 2^27.1.  r limbs are below 2^26 (r4 below 2^20 after the
 * clamp) and 5 * r below 2^28.4, so each product is below 2^55.5 and each
 * sum of five plus the incoming carry below 2^58: no 64-bit overflow.
 * d4 has one product with r4 and so stays below 2^56, which keeps the
 * carry folded back into h0 (times 5) within 32 bits.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/ct.h"

#define M26 0x3ffffffu

/*
 * h = (h + m_i + hibit * 2^128) * r mod 2^130-5 for nblocks 16-byte blocks.
 * hibit is 1 << 24 (2^128 in limb 4) for full blocks, 0 for the padded
 * last block, which carries its own 0x01 byte.
 */
static void
poly1305_blocks(cb_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks,
		uint32_t hibit)
{
	const uint32_t r0 = ctx->r[0], r1 = ctx->r[1], r2 = ctx->r[2];
	const uint32_t r3 = ctx->r[3], r4 = ctx->r[4];
	/* 2^130 = 5 mod p: limbs that overflow 2^130 come back times 5 */
	const uint32_t s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5;
	uint32_t h0 = ctx->h[0], h1 = ctx->h[1], h2 = ctx->h[2];
	uint32_t h3 = ctx->h[3], h4 = ctx->h[4];
	uint32_t t0, t1, t2, t3, c;
	uint64_t d0, d1, d2, d3, d4;

	while (nblocks-- > 0) {
		t0 = cb_load32_le(m);
		t1 = cb_load32_le(m + 4);
		t2 = cb_load32_le(m + 8);
		t3 = cb_load32_le(m + 12);
		h0 += t0 & M26;
		h1 += ((t0 >> 26) | (t1 << 6)) & M26;
		h2 += ((t1 >> 20) | (t2 << 12)) & M26;
		h3 += ((t2 >> 14) | (t3 << 18)) & M26;
		h4 += (t3 >> 8) | hibit;

		d0 = (uint64_t)h0 * r0 + (uint64_t)h1 * s4 +
		     (uint64_t)h2 * s3 + (uint64_t)h3 * s2 +
		     (uint64_t)h4 * s1;
		d1 = (uint64_t)h0 * r1 + (uint64_t)h1 * r0 +
		     (uint64_t)h2 * s4 + (uint64_t)h3 * s3 +
		     (uint64_t)h4 * s2;
		d2 = (uint64_t)h0 * r2 + (uint64_t)h1 * r1 +
		     (uint64_t)h2 * r0 + (uint64_t)h3 * s4 +
		     (uint64_t)h4 * s3;
		d3 = (uint64_t)h0 * r3 + (uint64_t)h1 * r2 +
		     (uint64_t)h2 * r1 + (uint64_t)h3 * r0 +
		     (uint64_t)h4 * s4;
		d4 = (uint64_t)h0 * r4 + (uint64_t)h1 * r3 +
		     (uint64_t)h2 * r2 + (uint64_t)h3 * r1 +
		     (uint64_t)h4 * r0;

		/* partial reduction: one carry pass, the top folded back *5 */
		d1 += d0 >> 26;
		h0 = (uint32_t)d0 & M26;
		d2 += d1 >> 26;
		h1 = (uint32_t)d1 & M26;
		d3 += d2 >> 26;
		h2 = (uint32_t)d2 & M26;
		d4 += d3 >> 26;
		h3 = (uint32_t)d3 & M26;
		c = (uint32_t)(d4 >> 26);
		h4 = (uint32_t)d4 & M26;
		/* c < 2^30 (d4 < 2^56), so h0 + 5c < 2^32 */
		h0 += c * 5;
		h1 += h0 >> 26;
		h0 &= M26;
		m += 16;
	}
	ctx->h[0] = h0;
	ctx->h[1] = h1;
	ctx->h[2] = h2;
	ctx->h[3] = h3;
	ctx->h[4] = h4;
}

/* see cb/aead.h */
void
cb_poly1305_init(cb_poly1305_ctx *ctx, const uint8_t key[CB_POLY1305_KEY_LEN])
{
	uint32_t t0 = cb_load32_le(key), t1 = cb_load32_le(key + 4);
	uint32_t t2 = cb_load32_le(key + 8), t3 = cb_load32_le(key + 12);

	/*
	 * r &= 0x0ffffffc0ffffffc0ffffffc0fffffff (RFC 8439 §2.5), split
	 * into 26-bit limbs: the clamp bits land at limb bits 2-7, 8-13,
	 * 14-19 and 20-23.
	 */
	ctx->r[0] = t0 & 0x3ffffff;
	ctx->r[1] = ((t0 >> 26) | (t1 << 6)) & 0x3ffff03;
	ctx->r[2] = ((t1 >> 20) | (t2 << 12)) & 0x3ffc0ff;
	ctx->r[3] = ((t2 >> 14) | (t3 << 18)) & 0x3f03fff;
	ctx->r[4] = (t3 >> 8) & 0x00fffff;
	ctx->h[0] = ctx->h[1] = ctx->h[2] = ctx->h[3] = ctx->h[4] = 0;
	ctx->pad[0] = cb_load32_le(key + 16);
	ctx->pad[1] = cb_load32_le(key + 20);
	ctx->pad[2] = cb_load32_le(key + 24);
	ctx->pad[3] = cb_load32_le(key + 28);
	memset(ctx->buf, 0, sizeof(ctx->buf));
	ctx->used = 0;
}

/* see cb/aead.h */
void
cb_poly1305_update(cb_poly1305_ctx *ctx, const uint8_t *in, size_t len)
{
	size_t n;

	if (len == 0)
		return; /* in may be NULL */
	if (ctx->used > 0) {
		n = 16 - ctx->used;
		if (n > len)
			n = len;
		memcpy(ctx->buf + ctx->used, in, n);
		ctx->used += (uint32_t)n;
		in += n;
		len -= n;
		if (ctx->used < 16)
			return;
		poly1305_blocks(ctx, ctx->buf, 1, 1u << 24);
		ctx->used = 0;
	}
	n = len & ~(size_t)15;
	if (n > 0) {
		poly1305_blocks(ctx, in, n / 16, 1u << 24);
		in += n;
		len -= n;
	}
	if (len > 0) {
		memcpy(ctx->buf, in, len);
		ctx->used = (uint32_t)len;
	}
}

/* see cb/aead.h */
void
cb_poly1305_final(cb_poly1305_ctx *ctx, uint8_t tag[CB_POLY1305_TAG_LEN])
{
	uint32_t h0, h1, h2, h3, h4, g0, g1, g2, g3, g4, c, mask;
	uint64_t f;

	if (ctx->used > 0) {
		/* last partial block: append 0x01, zero-fill, no 2^128 */
		ctx->buf[ctx->used] = 1;
		memset(ctx->buf + ctx->used + 1, 0, 15 - ctx->used);
		poly1305_blocks(ctx, ctx->buf, 1, 0);
	}

	/* full carry: every limb below 2^26 (h1 at most 2^26) */
	h0 = ctx->h[0];
	h1 = ctx->h[1];
	h2 = ctx->h[2];
	h3 = ctx->h[3];
	h4 = ctx->h[4];
	c = h1 >> 26;
	h1 &= M26;
	h2 += c;
	c = h2 >> 26;
	h2 &= M26;
	h3 += c;
	c = h3 >> 26;
	h3 &= M26;
	h4 += c;
	c = h4 >> 26;
	h4 &= M26;
	h0 += c * 5;
	c = h0 >> 26;
	h0 &= M26;
	h1 += c;

	/* g = h + 5 - 2^130; h >= p exactly when g does not go negative */
	g0 = h0 + 5;
	c = g0 >> 26;
	g0 &= M26;
	g1 = h1 + c;
	c = g1 >> 26;
	g1 &= M26;
	g2 = h2 + c;
	c = g2 >> 26;
	g2 &= M26;
	g3 = h3 + c;
	c = g3 >> 26;
	g3 &= M26;
	g4 = h4 + c - (1u << 26);

	/* mask: all ones when g >= 0 (take g), zero when negative (keep h) */
	mask = (g4 >> 31) - 1;
	h0 = cb_ct_select32(mask, g0, h0);
	h1 = cb_ct_select32(mask, g1, h1);
	h2 = cb_ct_select32(mask, g2, h2);
	h3 = cb_ct_select32(mask, g3, h3);
	h4 = cb_ct_select32(mask, g4, h4);

	/*
	 * Packing ORs limbs together, so they must be below 2^26.  The
	 * block invariants already give that; this carry pass costs a few
	 * instructions per message and keeps packing correct without them.
	 */
	c = h1 >> 26;
	h1 &= M26;
	h2 += c;
	c = h2 >> 26;
	h2 &= M26;
	h3 += c;
	c = h3 >> 26;
	h3 &= M26;
	h4 += c;

	/* h mod 2^128 as four words, plus s mod 2^128 */
	h0 = h0 | (h1 << 26);
	h1 = (h1 >> 6) | (h2 << 20);
	h2 = (h2 >> 12) | (h3 << 14);
	h3 = (h3 >> 18) | (h4 << 8);
	f = (uint64_t)h0 + ctx->pad[0];
	cb_store32_le(tag, (uint32_t)f);
	f = (uint64_t)h1 + ctx->pad[1] + (f >> 32);
	cb_store32_le(tag + 4, (uint32_t)f);
	f = (uint64_t)h2 + ctx->pad[2] + (f >> 32);
	cb_store32_le(tag + 8, (uint32_t)f);
	f = (uint64_t)h3 + ctx->pad[3] + (f >> 32);
	cb_store32_le(tag + 12, (uint32_t)f);

	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/aead.h */
void
cb_poly1305(uint8_t tag[CB_POLY1305_TAG_LEN],
	    const uint8_t key[CB_POLY1305_KEY_LEN], const uint8_t *in,
	    size_t len)
{
	cb_poly1305_ctx ctx;

	cb_poly1305_init(&ctx, key);
	cb_poly1305_update(&ctx, in, len);
	cb_poly1305_final(&ctx, tag);
}
