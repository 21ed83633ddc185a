/* SPDX-License-Identifier: MIT */
/* GCM (SP 800-38D) over any 128-bit cb_block_cipher, constant-time GHASH. */
/*
 * Secret: the key schedule, the hash subkey H, the GHASH state, the
 * keystream and the plaintext.  GHASH multiplies carry-lessly with 32-bit
 * integer multiplies on operands with masked "holes" (ghash_bmul32), so no
 * table is indexed and nothing branches on H or data; the reduction is
 * fixed shifts.  With -DCB_CT_MUL=0 (cores whose long multiply time
 * depends on the operands, e.g. Cortex-M3) a bit-serial multiply is used
 * instead, each bit of the operand widened to a mask that selects whether
 * V is added.
 * The tag check uses cb_memeq and turns its result into the return code
 * and an output mask arithmetically, so nothing branches on it either;
 * branches depend only on lengths.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/ct.h"

/* SP 800-38D section 5.2.1.1: at most 2^39 - 256 bits of plaintext */
#define GCM_MAX_TEXT ((((uint64_t)1) << 36) - 32)

#if defined(CB_CT_MUL) && CB_CT_MUL == 0
/*
 * Bit-serial y = y * h (SP 800-38D algorithm 1), for cores whose long
 * multiply takes operand-dependent time (Cortex-M3).  GCM bit order: bit
 * 31 of word 0 is the coefficient of x^0.
 */
static void
ghash_mul(uint32_t y[4], const uint32_t h[4])
{
	uint32_t z0 = 0, z1 = 0, z2 = 0, z3 = 0;
	uint32_t v0 = h[0], v1 = h[1], v2 = h[2], v3 = h[3];
	uint32_t m, w, r;
	unsigned i, j;

	for (i = 0; i < 4; i++) {
		w = y[i];
		for (j = 0; j < 32; j++) {
			m = (uint32_t)0 - (w >> 31);
			w <<= 1;
			z0 ^= v0 & m;
			z1 ^= v1 & m;
			z2 ^= v2 & m;
			z3 ^= v3 & m;
			/* V = V * x: shift right, reduce by 11100001 || 0 */
			r = (uint32_t)0 - (v3 & 1);
			v3 = (v3 >> 1) | (v2 << 31);
			v2 = (v2 >> 1) | (v1 << 31);
			v1 = (v1 >> 1) | (v0 << 31);
			v0 = (v0 >> 1) ^ (r & 0xe1000000u);
		}
	}
	y[0] = z0;
	y[1] = z1;
	y[2] = z2;
	y[3] = z3;
}
#else
/*
 * Carry-less 32 x 32 -> 64 multiply with integer multiplies.  Each operand
 * is split into four masks keeping every fourth bit ("holes" of three
 * zero bits); a product of two such pieces has at most 8 terms per bit
 * position, so its carries never reach the next bit of the same residue
 * class mod 4, and masking each class keeps the exact XOR sum.
 */
static uint64_t
ghash_bmul32(uint32_t x, uint32_t y)
{
	uint32_t x0 = x & 0x11111111u, x1 = x & 0x22222222u;
	uint32_t x2 = x & 0x44444444u, x3 = x & 0x88888888u;
	uint32_t y0 = y & 0x11111111u, y1 = y & 0x22222222u;
	uint32_t y2 = y & 0x44444444u, y3 = y & 0x88888888u;
	uint64_t z0, z1, z2, z3;

	/* 32 x 32 -> 64 multiplies (one UMULL each on Cortex-M) */
	z0 = ((uint64_t)x0 * y0) ^ ((uint64_t)x1 * y3) ^
	     ((uint64_t)x2 * y2) ^ ((uint64_t)x3 * y1);
	z1 = ((uint64_t)x0 * y1) ^ ((uint64_t)x1 * y0) ^
	     ((uint64_t)x2 * y3) ^ ((uint64_t)x3 * y2);
	z2 = ((uint64_t)x0 * y2) ^ ((uint64_t)x1 * y1) ^
	     ((uint64_t)x2 * y0) ^ ((uint64_t)x3 * y3);
	z3 = ((uint64_t)x0 * y3) ^ ((uint64_t)x1 * y2) ^
	     ((uint64_t)x2 * y1) ^ ((uint64_t)x3 * y0);
	return (z0 & 0x1111111111111111u) | (z1 & 0x2222222222222222u) |
	       (z2 & 0x4444444444444444u) | (z3 & 0x8888888888888888u);
}

/* carry-less 64 x 64 -> 128 (Karatsuba: three 32-bit products) */
static void
ghash_bmul64(uint64_t *hi, uint64_t *lo, uint64_t a, uint64_t b)
{
	uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32);
	uint32_t b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
	uint64_t p0, p1, p2;

	p0 = ghash_bmul32(a0, b0);
	p2 = ghash_bmul32(a1, b1);
	p1 = ghash_bmul32(a0 ^ a1, b0 ^ b1) ^ p0 ^ p2;
	*lo = p0 ^ (p1 << 32);
	*hi = p2 ^ (p1 >> 32);
}

/*
 * y = y * h in GF(2^128).  Values are bit-reflected (bit 31 of word 0 is
 * the coefficient of x^0), so the carry-less product of the two 128-bit
 * integers is the reflected 255-bit product: one left shift aligns it,
 * the upper half holds x^0..x^127 and the lower half x^128..x^255, which
 * is folded back twice with x^128 = 1 + x + x^2 + x^7 (right shifts by
 * 1, 2 and 7).  Nine 32-bit carry-less products (36 multiplies), no
 * table, no branch.
 */
static void
ghash_mul(uint32_t y[4], const uint32_t h[4])
{
	uint64_t ah, al, bh, bl, p0h, p0l, p1h, p1l, p2h, p2l;
	uint64_t z0, z1, z2, z3, e;

	ah = (uint64_t)y[0] << 32 | y[1];
	al = (uint64_t)y[2] << 32 | y[3];
	bh = (uint64_t)h[0] << 32 | h[1];
	bl = (uint64_t)h[2] << 32 | h[3];
	ghash_bmul64(&p0h, &p0l, al, bl);
	ghash_bmul64(&p2h, &p2l, ah, bh);
	ghash_bmul64(&p1h, &p1l, al ^ ah, bl ^ bh);
	p1h ^= p0h ^ p2h;
	p1l ^= p0l ^ p2l;
	/* 256-bit product z3 z2 z1 z0, shifted left by one */
	z0 = p0l;
	z1 = p0h ^ p1l;
	z2 = p2l ^ p1h;
	z3 = p2h;
	z3 = (z3 << 1) | (z2 >> 63);
	z2 = (z2 << 1) | (z1 >> 63);
	z1 = (z1 << 1) | (z0 >> 63);
	z0 <<= 1;
	/* fold z1 z0 (x^128 and up): V (1 + x + x^2 + x^7) */
	e = (z0 << 63) ^ (z0 << 62) ^ (z0 << 57);
	z2 ^= z0 ^ ((z0 >> 1) | (z1 << 63)) ^ ((z0 >> 2) | (z1 << 62)) ^
	      ((z0 >> 7) | (z1 << 57));
	z3 ^= z1 ^ (z1 >> 1) ^ (z1 >> 2) ^ (z1 >> 7);
	/* what fell off the end is of degree below 7 after x^128: fold */
	z3 ^= e ^ (e >> 1) ^ (e >> 2) ^ (e >> 7);
	y[0] = (uint32_t)(z3 >> 32);
	y[1] = (uint32_t)z3;
	y[2] = (uint32_t)(z2 >> 32);
	y[3] = (uint32_t)z2;
}
#endif

static void
ghash_blocks(uint32_t y[4], const uint32_t h[4], const uint8_t *p,
	     size_t nblocks)
{
	while (nblocks-- > 0) {
		y[0] ^= cb_load32_be(p);
		y[1] ^= cb_load32_be(p + 4);
		y[2] ^= cb_load32_be(p + 8);
		y[3] ^= cb_load32_be(p + 12);
		ghash_mul(y, h);
		p += 16;
	}
}

/* feed bytes to GHASH, keeping a partial block in buf */
static void
gcm_absorb(cb_gcm_ctx *ctx, const uint8_t *p, size_t len)
{
	size_t n;

	if (len == 0)
		return;
	if (ctx->buflen > 0) {
		n = 16 - ctx->buflen;
		if (n > len)
			n = len;
		memcpy(ctx->buf + ctx->buflen, p, n);
		ctx->buflen += n;
		p += n;
		len -= n;
		if (ctx->buflen < 16)
			return;
		ghash_blocks(ctx->y, ctx->h, ctx->buf, 1);
		ctx->buflen = 0;
	}
	n = len / 16;
	ghash_blocks(ctx->y, ctx->h, p, n);
	p += n * 16;
	len -= n * 16;
	memcpy(ctx->buf, p, len);
	ctx->buflen = len;
}

/* zero-pad and hash a pending partial block */
static void
gcm_pad(cb_gcm_ctx *ctx)
{
	if (ctx->buflen > 0) {
		memset(ctx->buf + ctx->buflen, 0, 16 - ctx->buflen);
		ghash_blocks(ctx->y, ctx->h, ctx->buf, 1);
		ctx->buflen = 0;
	}
}

/* CB_OK if ok is 1, else CB_E_AUTH, without a branch */
CB_MUST_CHECK static int
gcm_auth_ret(int ok)
{
	return (int)(~cb_ct_nonzero32((uint32_t)ok) & 1) * CB_E_AUTH;
}

/* see cb/aead.h */
int
cb_gcm_init(cb_gcm_ctx *ctx, const cb_block_cipher *bc, const void *key,
	    const uint8_t *iv, size_t ivlen)
{
	uint8_t b[16];
	unsigned i;
	int ret;

	memset(ctx, 0, sizeof(*ctx));
	if (bc == NULL || bc->block_len != 16 || ivlen == 0)
		return CB_E_ARG;
	memset(b, 0, sizeof(b));
	bc->encrypt(key, b, b, 1);
	for (i = 0; i < 4; i++)
		ctx->h[i] = cb_load32_be(b + 4 * i);
	if (ivlen == 12) {
		/* J0 = IV || 0^31 || 1 */
		memcpy(b, iv, 12);
		cb_store32_be(b + 12, 1);
	} else {
		/* J0 = GHASH(IV || 0^(s+64) || [len(IV)]_64) */
		gcm_absorb(ctx, iv, ivlen);
		gcm_pad(ctx);
		memset(b, 0, 8);
		cb_store64_be(b + 8, (uint64_t)ivlen * 8);
		ghash_blocks(ctx->y, ctx->h, b, 1);
		for (i = 0; i < 4; i++)
			cb_store32_be(b + 4 * i, ctx->y[i]);
		memset(ctx->y, 0, sizeof(ctx->y));
	}
	bc->encrypt(key, ctx->ek0, b, 1);
	/* the text starts at inc32(J0) */
	cb_store32_be(b + 12, cb_load32_be(b + 12) + 1);
	ret = cb_ctr_init(&ctx->ctr, bc, key, b);
	ctx->ctr.ctr_len = 4;
	cb_wipe(b, sizeof(b));
	return ret;
}

/* see cb/aead.h */
int
cb_gcm_aad(cb_gcm_ctx *ctx, const uint8_t *aad, size_t len)
{
	if (ctx->in_text)
		return CB_E_ARG;
	gcm_absorb(ctx, aad, len);
	ctx->aadlen += len;
	return CB_OK;
}

/* close the AAD and account for len more bytes of text */
CB_MUST_CHECK static int
gcm_text(cb_gcm_ctx *ctx, size_t len)
{
	if (!ctx->in_text) {
		gcm_pad(ctx);
		ctx->in_text = 1;
	}
	if ((uint64_t)len > GCM_MAX_TEXT - ctx->textlen)
		return CB_E_ARG;
	ctx->textlen += len;
	return CB_OK;
}

/* see cb/aead.h */
int
cb_gcm_encrypt_update(cb_gcm_ctx *ctx, uint8_t *out, const uint8_t *in,
		      size_t len)
{
	int ret = gcm_text(ctx, len);

	if (ret != CB_OK)
		return ret;
	cb_ctr_update(&ctx->ctr, out, in, len);
	gcm_absorb(ctx, out, len);
	return CB_OK;
}

/* see cb/aead.h */
int
cb_gcm_decrypt_update(cb_gcm_ctx *ctx, uint8_t *out, const uint8_t *in,
		      size_t len)
{
	int ret = gcm_text(ctx, len);

	if (ret != CB_OK)
		return ret;
	gcm_absorb(ctx, in, len);
	cb_ctr_update(&ctx->ctr, out, in, len);
	return CB_OK;
}

/* the full 16-byte tag for what has been absorbed */
static void
gcm_tag(cb_gcm_ctx *ctx, uint8_t t[16])
{
	unsigned i;

	gcm_pad(ctx);
	cb_store64_be(t, ctx->aadlen * 8);
	cb_store64_be(t + 8, ctx->textlen * 8);
	ghash_blocks(ctx->y, ctx->h, t, 1);
	for (i = 0; i < 4; i++)
		cb_store32_be(t + 4 * i, ctx->y[i]);
	for (i = 0; i < 16; i++)
		t[i] ^= ctx->ek0[i];
}

/* see cb/aead.h */
int
cb_gcm_encrypt_final(cb_gcm_ctx *ctx, uint8_t *tag, size_t taglen)
{
	uint8_t t[16];

	if (taglen < 4 || taglen > 16) {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	gcm_tag(ctx, t);
	memcpy(tag, t, taglen);
	cb_wipe(t, sizeof(t));
	cb_wipe(ctx, sizeof(*ctx));
	return CB_OK;
}

/* see cb/aead.h */
int
cb_gcm_decrypt_final(cb_gcm_ctx *ctx, const uint8_t *tag, size_t taglen)
{
	uint8_t t[16];
	int ok;

	if (taglen < 4 || taglen > 16) {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	gcm_tag(ctx, t);
	ok = cb_memeq(t, tag, taglen);
	cb_wipe(t, sizeof(t));
	cb_wipe(ctx, sizeof(*ctx));
	return gcm_auth_ret(ok);
}

/* see cb/aead.h */
int
cb_gcm_encrypt(uint8_t *out, uint8_t *tag, size_t taglen,
	       const cb_block_cipher *bc, const void *key, const uint8_t *iv,
	       size_t ivlen, const uint8_t *aad, size_t aadlen,
	       const uint8_t *in, size_t len)
{
	cb_gcm_ctx ctx;
	int ret;

	if (taglen < 4 || taglen > 16)  /* length: encrypt_update */
		return CB_E_ARG;
	ret = cb_gcm_init(&ctx, bc, key, iv, ivlen);
	if (ret == CB_OK)
		ret = cb_gcm_aad(&ctx, aad, aadlen);
	if (ret == CB_OK)
		ret = cb_gcm_encrypt_update(&ctx, out, in, len);
	if (ret == CB_OK)
		return cb_gcm_encrypt_final(&ctx, tag, taglen);
	cb_wipe(&ctx, sizeof(ctx));
	return ret;
}

/* see cb/aead.h */
int
cb_gcm_decrypt(uint8_t *out, const cb_block_cipher *bc, const void *key,
	       const uint8_t *iv, size_t ivlen, const uint8_t *aad,
	       size_t aadlen, const uint8_t *in, size_t len,
	       const uint8_t *tag, size_t taglen)
{
	cb_gcm_ctx ctx;
	uint8_t t[16], m;
	size_t i;
	int ret, ok;

	if (taglen < 4 || taglen > 16) {        /* length: gcm_text() */
		cb_wipe(out, len);
		return CB_E_ARG;
	}
	ret = cb_gcm_init(&ctx, bc, key, iv, ivlen);
	if (ret == CB_OK)
		ret = cb_gcm_aad(&ctx, aad, aadlen);
	if (ret == CB_OK)
		ret = gcm_text(&ctx, len);
	if (ret != CB_OK) {
		cb_wipe(&ctx, sizeof(ctx));
		cb_wipe(out, len);
		return ret;
	}
	/*
	 * Authenticate the ciphertext, decrypt, then keep the output only
	 * if the tag was valid: an AND with a mask, so no branch depends on
	 * the check and the caller never sees unauthenticated plaintext.
	 */
	gcm_absorb(&ctx, in, len);
	gcm_tag(&ctx, t);
	ok = cb_memeq(t, tag, taglen);
	cb_wipe(t, sizeof(t));
	cb_ctr_update(&ctx.ctr, out, in, len);
	m = (uint8_t)cb_ct_nonzero32((uint32_t)ok);
	for (i = 0; i < len; i++)
		out[i] &= m;
	cb_wipe(&ctx, sizeof(ctx));
	return gcm_auth_ret(ok);
}
