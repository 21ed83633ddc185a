/* SPDX-License-Identifier: MIT */
/* GCM (SP 800-38D) over any 128-bit cb_block_cipher, constant-time GHASH. */
/*
 * Secret: the key schedule, the hash subkey H, the GHASH state, the
 * keystream and the plaintext.  GHASH multiplies carry-lessly with 32-bit
 * integer multiplies on operands with masked "holes" (bmul32), so no
 * table is indexed and nothing branches on H or data; the reduction is
 * fixed shifts.  The H-derived operands (ghash_prep) live on the stack
 * for one call and are wiped.  With -DCB_CT_MUL=0 (cores whose long
 * multiply time depends on the operands, e.g. Cortex-M3) a bit-serial
 * multiply is used instead, each bit of the operand widened to a mask
 * that selects whether V is added.  On cores with constant-time long
 * multiplies and Thumb-2 (CB_ARM_GHASH, internal/config.h: Cortex-M4,
 * M7, M33, M55) the C Karatsuba path below runs as straight-line
 * assembly instead, src/arch/arm/ghash_armv7em.S, with the same secrets
 * kept the same way.  GCM's counter may derive from H (IVs
 * other than 96 bits); cb_ctr_update never branches on a 32-bit counter.
 * The tag check uses cb_memeq and turns its result into the return code
 * and an output mask arithmetically, so nothing branches on it either;
 * branches depend only on lengths.
 *
 * The key may name another GHASH instead, gcm_tab.c's table one, which
 * is NOT constant-time (cb_gcm_setkey_table): which GHASH runs is a
 * public choice made per key.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/ct.h"
#include "internal/gcm.h"
#include "internal/xor.h"

/* SP 800-38D section 5.2.1.1: at most 2^39 - 256 bits of plaintext */
#define GCM_MAX_TEXT ((((uint64_t)1) << 36) - 32)

#if CB_ARM_GHASH
#include "arch/arm/ghash_armv7em.h"
#elif defined(CB_CT_MUL) && CB_CT_MUL == 0
/* The bit-serial multiply below uses H itself. */
#define GHASH_KEY_WORDS 4

static void
ghash_prep(uint32_t k[GHASH_KEY_WORDS], const uint32_t h[4])
{
	memcpy(k, h, 16);
}

/*
 * Bit-serial y = y * h (SP 800-38D algorithm 1), for cores whose long
 * multiply takes operand-dependent time (Cortex-M3).  GCM bit order: bit
 * 31 of word 0 is the coefficient of x^0.
 */
static void
ghash_mul(uint32_t y[4], const uint32_t h[GHASH_KEY_WORDS])
{
	uint32_t z0 = 0, z1 = 0, z2 = 0, z3 = 0;
	uint32_t v0 = h[0], v1 = h[1], v2 = h[2], v3 = h[3];
	uint32_t m, w, r;
	unsigned i, j;

	for (i = 0; i < 4; i++) {
		w = y[i];
		for (j = 0; j < 32; j++) {
			m = cb_ct_mask32(w >> 31);
			w <<= 1;
			z0 ^= v0 & m;
			z1 ^= v1 & m;
			z2 ^= v2 & m;
			z3 ^= v3 & m;
			/* V = V * x: shift right, reduce by 11100001 || 0 */
			r = cb_ct_mask32(v3 & 1);
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
 * Values are bit-reflected big-endian words: bit 31 of word 0 is the
 * coefficient of x^0, bit 0 of word 3 that of x^127.
 *
 * The product is Karatsuba over 64-bit and then 32-bit halves: nine
 * carry-less 32 x 32 -> 64 products, each with a fixed H-side operand.
 * ghash_prep derives those nine operands once per call, already split
 * into the four "hole" masks bmul32 needs (36 words), from
 * H' = H * x^-1: the reflected product of two 128-bit integers is the
 * field product shifted right by one bit, and the x^-1 takes that shift
 * back, so the 256-bit product is reduced as it comes.
 */
#define GHASH_KEY_WORDS 36

#define M0 0x11111111u
#define M1 0x22222222u
#define M2 0x44444444u
#define M3 0x88888888u

static void
ghash_split(uint32_t *k, uint32_t w)
{
	k[0] = w & M0;
	k[1] = w & M1;
	k[2] = w & M2;
	k[3] = w & M3;
}

static void
ghash_prep(uint32_t k[GHASH_KEY_WORDS], const uint32_t h[4])
{
	/*
	 * H' = H / x: shift the integer left; if the x^0 bit fell out, add
	 * x^-1 = x^127 + x^6 + x + 1 (bits 0, 121, 126, 127), with a mask.
	 */
	uint32_t m = cb_ct_mask32(h[0] >> 31);
	uint32_t h0 = (h[0] << 1 | h[1] >> 31) ^ (m & 0xc2000000u);
	uint32_t h1 = h[1] << 1 | h[2] >> 31;
	uint32_t h2 = h[2] << 1 | h[3] >> 31;
	uint32_t h3 = (h[3] << 1) ^ (m & 1);

	/* operands in the order ghash_mul uses them (low word first) */
	ghash_split(k, h3);
	ghash_split(k + 4, h2);
	ghash_split(k + 8, h2 ^ h3);
	ghash_split(k + 12, h1);
	ghash_split(k + 16, h0);
	ghash_split(k + 20, h0 ^ h1);
	ghash_split(k + 24, h1 ^ h3);
	ghash_split(k + 28, h0 ^ h2);
	ghash_split(k + 32, h0 ^ h1 ^ h2 ^ h3);
}

/*
 * Carry-less 32 x 32 -> 64 multiply with integer multiplies, y given by
 * its four pieces y & M0..M3.  x is split the same way: each piece keeps
 * every fourth bit ("holes" of three zero bits).  The product of an x
 * piece and a y piece has at most 8 terms per bit position, so its carries
 * never reach the next bit of the same residue class mod 4; masking each
 * class keeps the exact XOR sum.  Two products of one class whose piece
 * indices sum to s and s + 4 have at most 8 + 7 = 15 terms per position,
 * so those pairs are added (multiply-accumulate) rather than XORed.
 * Kept out of line: inlined nine times, GCC hoists all the operand
 * splits to the top and spills most of them.
 */
static CB_NOINLINE uint64_t
bmul32(uint32_t x, const uint32_t *y)
{
	uint32_t x0 = x & M0, x1 = x & M1, x2 = x & M2, x3 = x & M3;
	uint32_t y0 = y[0], y1 = y[1], y2 = y[2], y3 = y[3];
	uint64_t r, t;

	/*
	 * 32 x 32 -> 64 multiplies (UMULL/UMLAL on Cortex-M), one class at
	 * a time, masked as soon as it is complete: fewer live registers
	 * (no spill on Cortex-M4)
	 */
	t = (uint64_t)x0 * y3 ^ (uint64_t)x1 * y2 ^ (uint64_t)x2 * y1 ^
	    (uint64_t)x3 * y0;
	r = t & ((uint64_t)M3 << 32 | M3);
	t = ((uint64_t)x0 * y2 + (uint64_t)x3 * y3) ^ (uint64_t)x1 * y1 ^
	    (uint64_t)x2 * y0;
	r |= t & ((uint64_t)M2 << 32 | M2);
	t = ((uint64_t)x0 * y1 + (uint64_t)x2 * y3) ^
	    ((uint64_t)x1 * y0 + (uint64_t)x3 * y2);
	r |= t & ((uint64_t)M1 << 32 | M1);
	t = ((uint64_t)x0 * y0 + (uint64_t)x1 * y3) ^ (uint64_t)x2 * y2 ^
	    (uint64_t)x3 * y1;
	r |= t & ((uint64_t)M0 << 32 | M0);
	return r;
}

/* r[0..3] (least significant first) = (a1:a0) * (k operand pair) */
static inline void
bmul64(uint32_t r[4], uint32_t a1, uint32_t a0, const uint32_t *k)
{
	uint64_t p0 = bmul32(a0, k), p2 = bmul32(a1, k + 4);
	uint64_t pm = bmul32(a0 ^ a1, k + 8);
	uint32_t l0 = (uint32_t)p0, h0 = (uint32_t)(p0 >> 32);
	uint32_t l2 = (uint32_t)p2, h2 = (uint32_t)(p2 >> 32);
	uint32_t lm = (uint32_t)pm, hm = (uint32_t)(pm >> 32), s;

	/* Karatsuba: middle = lm:hm ^ (l0:h0) ^ (l2:h2), added at 32 */
	s = h0 ^ l2;
	r[0] = l0;
	r[1] = s ^ l0 ^ lm;
	r[2] = s ^ h2 ^ hm;
	r[3] = h2;
}

/*
 * y = y * H in GF(2^128) (k from ghash_prep): 256-bit product by
 * Karatsuba, then the lower half (x^128 and up) is folded back twice
 * with x^128 = 1 + x + x^2 + x^7 (right shifts by 1, 2 and 7).  No
 * table, no branch.
 */
static void
ghash_mul(uint32_t y[4], const uint32_t k[GHASH_KEY_WORDS])
{
	uint32_t p0[4], p2[4], pm[4], s0, s1;
	uint32_t r0, r1, r2, r3, r4, r5, r6, r7, e;

	bmul64(p0, y[2], y[3], k);
	bmul64(p2, y[0], y[1], k + 12);
	bmul64(pm, y[0] ^ y[2], y[1] ^ y[3], k + 24);
	s0 = p0[2] ^ p2[0];
	s1 = p0[3] ^ p2[1];
	/* 256-bit product r7..r0: r7..r4 hold x^0..x^127 */
	r0 = p0[0];
	r1 = p0[1];
	r2 = s0 ^ p0[0] ^ pm[0];
	r3 = s1 ^ p0[1] ^ pm[1];
	r4 = s0 ^ p2[2] ^ pm[2];
	r5 = s1 ^ p2[3] ^ pm[3];
	r6 = p2[2];
	r7 = p2[3];
	/*
	 * Fold r3..r0 (x^128 and up): V (1 + x + x^2 + x^7), i.e. V and V
	 * shifted right by 1, 2 and 7: word r_i folds onto r_(i+4) and the
	 * bits its shifts push out (r_i << 31, 30, 25) onto r_(i+3).  Those
	 * of r0 (e) fall off the end: of degree below 7 after x^128, they
	 * are folded once more, into y[0].
	 */
	e = (r0 << 31) ^ (r0 << 30) ^ (r0 << 25);
	y[3] = r4 ^ r0 ^ (r0 >> 1) ^ (r0 >> 2) ^ (r0 >> 7) ^
	       (r1 << 31) ^ (r1 << 30) ^ (r1 << 25);
	y[2] = r5 ^ r1 ^ (r1 >> 1) ^ (r1 >> 2) ^ (r1 >> 7) ^
	       (r2 << 31) ^ (r2 << 30) ^ (r2 << 25);
	y[1] = r6 ^ r2 ^ (r2 >> 1) ^ (r2 >> 2) ^ (r2 >> 7) ^
	       (r3 << 31) ^ (r3 << 30) ^ (r3 << 25);
	y[0] = r7 ^ r3 ^ (r3 >> 1) ^ (r3 >> 2) ^ (r3 >> 7) ^
	       e ^ (e >> 1) ^ (e >> 2) ^ (e >> 7);
}
#endif

#if CB_ARM_GHASH
/*
 * The Karatsuba path (the #else branches here), straight-line in Thumb-2
 * (src/arch/arm/ghash_armv7em.S): every value in a register, the H
 * operands and products on its own frame, which it wipes; from 32 blocks
 * on it also derives H^2 and takes two blocks per reduction,
 * (y ^ b1) H^2 ^ b2 H.
 */
static void
ghash_blocks(uint32_t y[4], const uint32_t h[4], const uint8_t *p,
	     size_t nblocks)
{
	if (nblocks > 0)
		cb_ghash_armv7em(y, h, p, nblocks);
}
#else
static void
ghash_blocks(uint32_t y[4], const uint32_t h[4], const uint8_t *p,
	     size_t nblocks)
{
	uint32_t k[GHASH_KEY_WORDS], a[4];
	volatile uint32_t *v = k;
	size_t i;

	if (nblocks == 0)
		return;
	ghash_prep(k, h);
	/* the state in a local (registers) rather than the context */
	a[0] = y[0];
	a[1] = y[1];
	a[2] = y[2];
	a[3] = y[3];
	while (nblocks-- > 0) {
		a[0] ^= cb_load32_be(p);
		a[1] ^= cb_load32_be(p + 4);
		a[2] ^= cb_load32_be(p + 8);
		a[3] ^= cb_load32_be(p + 12);
		ghash_mul(a, k);
		p += 16;
	}
	y[0] = a[0];
	y[1] = a[1];
	y[2] = a[2];
	y[3] = a[3];
	/* H-derived: wipe, a word at a time */
	for (i = 0; i < GHASH_KEY_WORDS; i++)
		v[i] = 0;
}
#endif

/*
 * The key's GHASH: the table one of cb_gcm_setkey_table (gcm_tab.c) when
 * the key names it, else the constant-time one here (a public choice,
 * fixed per key).  gcm.c itself names no table code, so programs that
 * use only cb_gcm_setkey link none.
 */
static void
ghash_any(cb_gcm_ctx *ctx, const uint8_t *p, size_t nblocks)
{
	const cb_gcm_key *ks = ctx->ks;

	if (ks->ghash != NULL)
		ks->ghash(ctx->y, ks->tab, p, nblocks);
	else
		ghash_blocks(ctx->y, ks->h, p, nblocks);
}

/* feed bytes to GHASH, keeping a partial block in buf */
static void
gcm_absorb(cb_gcm_ctx *ctx, const uint8_t *p,
	   size_t len)
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
		ghash_any(ctx, ctx->buf, 1);
		ctx->buflen = 0;
	}
	n = len / 16;
	if (n > 0)
		ghash_any(ctx, p, n);
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
		ghash_any(ctx, ctx->buf, 1);
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
cb_gcm_setkey(cb_gcm_key *ks, const cb_block_cipher *bc, const uint8_t *key,
	      size_t keylen)
{
	uint8_t b[16];
	unsigned i;

	if (bc == NULL || bc->block_len != 16 ||
	    bc->setkey(&ks->cipher, key, keylen) != CB_OK) {
		cb_wipe(ks, sizeof(*ks));
		return CB_E_ARG;
	}
	ks->bc = bc;
	ks->ghash = NULL;
	ks->tab = NULL;
	memset(b, 0, sizeof(b));
	bc->encrypt(&ks->cipher, b, b, 1);
	for (i = 0; i < 4; i++)
		ks->h[i] = cb_load32_be(b + 4 * i);
	cb_wipe(b, sizeof(b));
	return CB_OK;
}

/* see cb/aead.h */
int
cb_gcm_init(cb_gcm_ctx *ctx, const cb_gcm_key *ks, const uint8_t *iv,
	    size_t ivlen)
{
	const cb_block_cipher *bc = ks->bc;
	const void *key = &ks->cipher;
	uint8_t b[16];
	unsigned i;
	int ret;

	memset(ctx, 0, sizeof(*ctx));
	if (bc == NULL || ivlen == 0)
		return CB_E_ARG;
	ctx->ks = ks;
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
		ghash_any(ctx, b, 1);
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

/* encrypt_update (dec == 0) or decrypt_update */
CB_MUST_CHECK static int
gcm_update(cb_gcm_ctx *ctx, int dec, uint8_t *out, const uint8_t *in,
	   size_t len)
{
	int ret = gcm_text(ctx, len);

	if (ret != CB_OK)
		return ret;
	if (dec) {
		gcm_absorb(ctx, in, len);
		cb_ctr_update(&ctx->ctr, out, in, len);
	} else {
		cb_ctr_update(&ctx->ctr, out, in, len);
		gcm_absorb(ctx, out, len);
	}
	return CB_OK;
}

/* see cb/aead.h */
int
cb_gcm_encrypt_update(cb_gcm_ctx *ctx, uint8_t *out, const uint8_t *in,
		      size_t len)
{
	return gcm_update(ctx, 0, out, in, len);
}

/* see cb/aead.h */
int
cb_gcm_decrypt_update(cb_gcm_ctx *ctx, uint8_t *out, const uint8_t *in,
		      size_t len)
{
	return gcm_update(ctx, 1, out, in, len);
}

/* the full 16-byte tag for what has been absorbed */
static void
gcm_tag(cb_gcm_ctx *ctx, uint8_t tag[16])
{
	unsigned i;

	gcm_pad(ctx);
	cb_store64_be(tag, ctx->aadlen * 8);
	cb_store64_be(tag + 8, ctx->textlen * 8);
	ghash_any(ctx, tag, 1);
	for (i = 0; i < 4; i++)
		cb_store32_be(tag + 4 * i, ctx->y[i]);
	for (i = 0; i < 16; i++)
		tag[i] ^= ctx->ek0[i];
}

/*
 * encrypt_final (tag written to out) or decrypt_final (out NULL, tag
 * checked against check); wipes ctx
 */
CB_MUST_CHECK static int
gcm_final(cb_gcm_ctx *ctx, uint8_t *out, const uint8_t *check,
	  size_t taglen)
{
	uint8_t full[16];
	int ok = 1;

	if (taglen < 4 || taglen > 16) {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	gcm_tag(ctx, full);
	if (out == NULL)
		ok = cb_memeq(full, check, taglen);
	else
		memcpy(out, full, taglen);
	cb_wipe(full, sizeof(full));
	cb_wipe(ctx, sizeof(*ctx));
	return gcm_auth_ret(ok);
}

/* see cb/aead.h */
int
cb_gcm_encrypt_final(cb_gcm_ctx *ctx, uint8_t *tag, size_t taglen)
{
	return gcm_final(ctx, tag, NULL, taglen);
}

/* see cb/aead.h */
int
cb_gcm_decrypt_final(cb_gcm_ctx *ctx, const uint8_t *tag, size_t taglen)
{
	return gcm_final(ctx, NULL, tag, taglen);
}

/* see cb/aead.h */
int
cb_gcm_encrypt(uint8_t *out, uint8_t *tag, size_t taglen,
	       const cb_gcm_key *ks, const uint8_t *iv, size_t ivlen,
	       const uint8_t *aad, size_t aadlen, const uint8_t *in,
	       size_t len)
{
	cb_gcm_ctx ctx;
	int ret;

	if (taglen < 4 || taglen > 16)  /* length: gcm_update */
		return CB_E_ARG;
	ret = cb_gcm_init(&ctx, ks, iv, ivlen);
	if (ret == CB_OK)
		ret = cb_gcm_aad(&ctx, aad, aadlen);
	if (ret == CB_OK)
		ret = gcm_update(&ctx, 0, out, in, len);
	if (ret == CB_OK)
		return gcm_final(&ctx, tag, NULL, taglen);
	cb_wipe(&ctx, sizeof(ctx));
	return ret;
}

/* see cb/aead.h */
int
cb_gcm_decrypt(uint8_t *out, const cb_gcm_key *ks, const uint8_t *iv,
	       size_t ivlen, const uint8_t *aad, size_t aadlen,
	       const uint8_t *in, size_t len, const uint8_t *tag,
	       size_t taglen)
{
	cb_gcm_ctx ctx;
	uint8_t full[16];
	int ret, ok;

	if (taglen < 4 || taglen > 16) {        /* length: gcm_text() */
		cb_wipe(out, len);
		return CB_E_ARG;
	}
	ret = cb_gcm_init(&ctx, ks, iv, ivlen);
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
	gcm_tag(&ctx, full);
	ok = cb_memeq(full, tag, taglen);
	cb_wipe(full, sizeof(full));
	cb_ctr_update(&ctx.ctr, out, in, len);
	cb_mask_bytes(out, len, cb_ct_nonzero32((uint32_t)ok));
	cb_wipe(&ctx, sizeof(ctx));
	return gcm_auth_ret(ok);
}

/* ---- the descriptor (cb/desc.h) ---- */

static int
gcm_aead_setkey(void *ks, const cb_prims *p, const uint8_t *key,
		size_t keylen)
{
	return cb_gcm_setkey(ks, p->cipher, key, keylen);
}

/* see internal/gcm.h */
int
cb_gcm_aead_encrypt(uint8_t *out, uint8_t *tag, size_t taglen, const void *ks,
		    const uint8_t *nonce, size_t noncelen, const uint8_t *ad,
		    size_t adlen, const uint8_t *in, size_t len)
{
	return cb_gcm_encrypt(out, tag, taglen, ks, nonce, noncelen, ad, adlen,
			      in, len);
}

/* see internal/gcm.h */
int
cb_gcm_aead_decrypt(uint8_t *out, const void *ks, const uint8_t *nonce,
		    size_t noncelen, const uint8_t *ad, size_t adlen,
		    const uint8_t *in, size_t len, const uint8_t *tag,
		    size_t taglen)
{
	return cb_gcm_decrypt(out, ks, nonce, noncelen, ad, adlen, in, len,
			      tag, taglen);
}

/* see internal/gcm.h */
int
cb_gcm_aead_init(void *ctx, const void *ks, const uint8_t *nonce,
		 size_t noncelen, size_t adlen, size_t len, size_t taglen)
{
	return cb_gcm_init(ctx, ks, nonce, noncelen);
}

/* see internal/gcm.h */
int
cb_gcm_aead_aad(void *ctx, const uint8_t *ad, size_t len)
{
	return cb_gcm_aad(ctx, ad, len);
}

/* see internal/gcm.h */
int
cb_gcm_aead_update(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		   size_t len)
{
	return dec ? cb_gcm_decrypt_update(ctx, out, in, len) :
	       cb_gcm_encrypt_update(ctx, out, in, len);
}

/* see internal/gcm.h */
int
cb_gcm_aead_final(void *ctx, int dec, uint8_t *tag, size_t taglen)
{
	return dec ? cb_gcm_decrypt_final(ctx, tag, taglen) :
	       cb_gcm_encrypt_final(ctx, tag, taglen);
}

/* see cb/aead.h */
const cb_aead_desc cb_gcm_aead = {
	"gcm", 0, sizeof(cb_gcm_key), sizeof(cb_gcm_ctx), 12, 16, NULL,
	gcm_aead_setkey, cb_gcm_aead_encrypt, cb_gcm_aead_decrypt,
	cb_gcm_aead_init, cb_gcm_aead_aad, cb_gcm_aead_update,
	cb_gcm_aead_final
};
