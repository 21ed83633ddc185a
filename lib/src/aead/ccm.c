/* SPDX-License-Identifier: MIT */
/* CCM (SP 800-38C, RFC 3610) over any 128-bit cb_block_cipher. */
/*
 * Secret: the key schedule, the CBC-MAC state, the keystream and the
 * plaintext.  CBC-MAC XORs data into the state at a position that depends
 * only on lengths (public); CTR is cb_ctr with the whole block counting,
 * which never carries into the nonce because the message length must fit
 * the L-byte field.  Aligned whole blocks take both steps in one
 * two-block cipher call (ccm_blocks), or for a cipher with its own CTR
 * the CBC-MAC block by block and the CTR at once (ccm_blocks_ctr32).
 * The tag check uses cb_memeq, whose result becomes the return code and
 * the output mask arithmetically; branches depend only on lengths.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/xor.h"

static void
ccm_mac_absorb(cb_ccm_ctx *ctx, const uint8_t *p, size_t len)
{
	const cb_block_cipher *bc = ctx->ctr.bc;
	size_t i;

	for (i = 0; i < len; i++) {
		ctx->x[ctx->pos++] ^= p[i];
		if (ctx->pos == 16) {
			bc->encrypt(ctx->ctr.key, ctx->x, ctx->x, 1);
			ctx->pos = 0;
		}
	}
}

/* zero padding to a block boundary: encrypt the state if data is pending */
static void
ccm_mac_pad(cb_ccm_ctx *ctx)
{
	if (ctx->pos > 0) {
		ctx->ctr.bc->encrypt(ctx->ctr.key, ctx->x, ctx->x, 1);
		ctx->pos = 0;
	}
}

/*
 * Whole blocks for a cipher with its own CTR (cb_block_cipher.ctr32:
 * aes_tab, not bitsliced, so two blocks cost it twice one): the CBC-MAC
 * a block at a time, then (encryption) or before it (decryption) the
 * CTR over all of them.  out == in is fine: encryption reads in before
 * the CTR writes out.  Same preconditions as ccm_blocks.
 */
static size_t
ccm_blocks_ctr32(cb_ccm_ctx *ctx, uint8_t *out, const uint8_t *in,
		 size_t len, int dec)
{
	const cb_block_cipher *bc = ctx->ctr.bc;
	size_t n = len - len % 16, i;
	const uint8_t *m = dec ? out : in;

	if (dec)
		cb_ctr_update(&ctx->ctr, out, in, n);
	for (i = 0; i < n; i += 16) {
		cb_xor_bytes(ctx->x, ctx->x, m + i, 16);
		bc->encrypt(ctx->ctr.key, ctx->x, ctx->x, 1);
	}
	if (!dec)
		cb_ctr_update(&ctx->ctr, out, in, n);
	return n;
}

/*
 * Whole blocks with the CBC-MAC step and the CTR step in one two-block
 * cipher call, which costs a bitsliced cipher about as much as one block.
 * Only when both are aligned (no partial MAC block, no keystream left);
 * decryption pairs the MAC of block i - 1 with the keystream of block i.
 * Data moves a 32-bit word at a time; the counter (public) is four
 * big-endian words whose carries never leave the L-byte field.
 * Returns the number of bytes done.
 */
static size_t
ccm_blocks(cb_ccm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len,
	   int dec)
{
	const cb_block_cipher *bc = ctx->ctr.bc;
	struct {
		uint8_t b[32];
		uint32_t x[4], p[4];
	} s;                    /* secret: wiped at once at the end */
	uint8_t *b = s.b;
	uint32_t *x = s.x, *p = s.p, c[4], k, cy;
	size_t n;
	unsigned i;
	int pend = 0;

	if (ctx->pos != 0 || ctx->ctr.ks_pos != ctx->ctr.ks_len || len < 16)
		return 0;
	if (bc->ctr32 != NULL)
		return ccm_blocks_ctr32(ctx, out, in, len, dec);
	for (i = 0; i < 4; i++) {
		x[i] = cb_load32_le(ctx->x + 4 * i);
		c[i] = cb_load32_be(ctx->ctr.ctr + 4 * i);
		p[i] = 0;
	}
	for (n = 0; len - n >= 16; n += 16) {
		for (i = 0; i < 4; i++) {
			/* encryption MACs this block, decryption the last */
			k = dec ? p[i] : cb_load32_le(in + n + 4 * i);
			cb_store32_le(b + 4 * i, x[i] ^ k);
			cb_store32_be(b + 16 + 4 * i, c[i]);
		}
		c[3]++;
		cy = c[3] == 0;
		c[2] += cy;
		cy &= c[2] == 0;
		c[1] += cy;
		if (!dec || pend) {
			bc->encrypt(ctx->ctr.key, b, b, 2);
			for (i = 0; i < 4; i++)
				x[i] = cb_load32_le(b + 4 * i);
		} else {
			bc->encrypt(ctx->ctr.key, b + 16, b + 16, 1);
		}
		/* read in[] before writing out[]: out == in is fine */
		for (i = 0; i < 4; i++) {
			k = cb_load32_le(in + n + 4 * i);
			p[i] = k ^ cb_load32_le(b + 16 + 4 * i);
			cb_store32_le(out + n + 4 * i, p[i]);
		}
		pend = 1;
	}
	if (dec) {
		for (i = 0; i < 4; i++)
			cb_store32_le(b + 4 * i, x[i] ^ p[i]);
		bc->encrypt(ctx->ctr.key, b, b, 1);
		for (i = 0; i < 4; i++)
			x[i] = cb_load32_le(b + 4 * i);
	}
	for (i = 0; i < 4; i++) {
		cb_store32_le(ctx->x + 4 * i, x[i]);
		cb_store32_be(ctx->ctr.ctr + 4 * i, c[i]);
	}
	cb_wipe(&s, sizeof(s));
	return n;
}

/* see cb/aead.h */
int
cb_ccm_setkey(cb_ccm_key *ks, const cb_block_cipher *bc, const uint8_t *key,
	      size_t keylen)
{
	if (bc == NULL || bc->block_len != 16 ||
	    bc->setkey(&ks->cipher, key, keylen) != CB_OK) {
		cb_wipe(ks, sizeof(*ks));
		return CB_E_ARG;
	}
	ks->bc = bc;
	return CB_OK;
}

/* see cb/aead.h */
int
cb_ccm_init(cb_ccm_ctx *ctx, const cb_ccm_key *ks, const uint8_t *nonce,
	    size_t noncelen, uint64_t aadlen, uint64_t msglen, size_t taglen)
{
	const cb_block_cipher *bc = ks->bc;
	const void *key = &ks->cipher;
	uint8_t b[32], a1[16], a[10];
	size_t q, i, alen;
	int ret;

	q = 15 - noncelen;
	if (bc == NULL || noncelen < 7 ||
	    noncelen > 13 || taglen < 4 || taglen > 16 || taglen % 2 != 0 ||
	    (q < 8 && (msglen >> (8 * q)) != 0)) {
		memset(ctx, 0, sizeof(*ctx));
		return CB_E_ARG;
	}
	/* every field is set below (no memset of the whole context: it
	 * shows in one-shot calls on short messages) */
	ctx->pos = 0;
	/* B0 = flags || N || Q (SP 800-38C A.2.1) */
	b[0] = (uint8_t)((aadlen > 0 ? 0x40 : 0) | ((taglen - 2) / 2) << 3 |
			 (q - 1));
	memcpy(b + 1, nonce, noncelen);
	for (i = 0; i < q; i++)
		b[15 - i] = (uint8_t)(msglen >> (8 * i));
	/*
	 * A_0 = flags' || N || 0 (A.3); S_0 masks the tag, text from A_1.
	 * B0 and A_0 are independent: one two-block call (aes_ct does two
	 * blocks for the price of one, tables overlap them).
	 */
	b[16] = (uint8_t)(q - 1);
	memcpy(b + 17, nonce, noncelen);
	memset(b + 17 + noncelen, 0, q);
	memcpy(a1, b + 16, 16);
	a1[15] = 1;
	bc->encrypt(key, b, b, 2);
	memcpy(ctx->x, b, 16);
	memcpy(ctx->s0, b + 16, 16);
	ret = cb_ctr_init(&ctx->ctr, bc, key, a1);
	cb_wipe(b, sizeof(b));
	if (ret != CB_OK)
		return ret;
	if (aadlen > 0) {
		/* the AAD length encoding of A.2.2 */
		if (aadlen < 0xff00) {
			alen = 2;
		} else if (aadlen <= 0xffffffffu) {
			a[0] = 0xff;
			a[1] = 0xfe;
			alen = 6;
		} else {
			a[0] = 0xff;
			a[1] = 0xff;
			alen = 10;
		}
		for (i = 0; i < (alen == 2 ? 2 : alen - 2); i++)
			a[alen - 1 - i] = (uint8_t)(aadlen >> (8 * i));
		ccm_mac_absorb(ctx, a, alen);
	}
	ctx->aad_left = aadlen;
	ctx->msg_left = msglen;
	ctx->taglen = taglen;
	return CB_OK;
}

/* see cb/aead.h */
int
cb_ccm_aad(cb_ccm_ctx *ctx, const uint8_t *aad, size_t len)
{
	if ((uint64_t)len > ctx->aad_left)
		return CB_E_ARG;
	if (len == 0)
		return CB_OK;
	ccm_mac_absorb(ctx, aad, len);
	ctx->aad_left -= len;
	if (ctx->aad_left == 0)
		ccm_mac_pad(ctx);
	return CB_OK;
}

/* see cb/aead.h */
int
cb_ccm_encrypt_update(cb_ccm_ctx *ctx, uint8_t *out, const uint8_t *in,
		      size_t len)
{
	size_t n;

	if (ctx->aad_left != 0 || (uint64_t)len > ctx->msg_left)
		return CB_E_ARG;
	if (len == 0)
		return CB_OK;
	ctx->msg_left -= len;
	n = ccm_blocks(ctx, out, in, len, 0);
	ccm_mac_absorb(ctx, in + n, len - n);
	cb_ctr_update(&ctx->ctr, out + n, in + n, len - n);
	return CB_OK;
}

/* see cb/aead.h */
int
cb_ccm_decrypt_update(cb_ccm_ctx *ctx, uint8_t *out, const uint8_t *in,
		      size_t len)
{
	size_t n;

	if (ctx->aad_left != 0 || (uint64_t)len > ctx->msg_left)
		return CB_E_ARG;
	if (len == 0)
		return CB_OK;
	ctx->msg_left -= len;
	n = ccm_blocks(ctx, out, in, len, 1);
	cb_ctr_update(&ctx->ctr, out + n, in + n, len - n);
	ccm_mac_absorb(ctx, out + n, len - n);
	return CB_OK;
}

/* the tag into t (ctx->taglen bytes used), or CB_E_ARG */
CB_MUST_CHECK static int
ccm_tag(cb_ccm_ctx *ctx, uint8_t t[16], size_t taglen)
{
	unsigned i;

	if (ctx->aad_left != 0 || ctx->msg_left != 0 ||
	    taglen != ctx->taglen || ctx->ctr.bc == NULL)
		return CB_E_ARG;
	ccm_mac_pad(ctx);
	for (i = 0; i < 16; i++)
		t[i] = ctx->x[i] ^ ctx->s0[i];
	return CB_OK;
}

/* see cb/aead.h */
int
cb_ccm_encrypt_final(cb_ccm_ctx *ctx, uint8_t *tag, size_t taglen)
{
	uint8_t t[16];
	int ret = ccm_tag(ctx, t, taglen);

	if (ret == CB_OK)
		memcpy(tag, t, taglen);
	cb_wipe(t, sizeof(t));
	cb_wipe(ctx, sizeof(*ctx));
	return ret;
}

/* see cb/aead.h */
int
cb_ccm_decrypt_final(cb_ccm_ctx *ctx, const uint8_t *tag, size_t taglen)
{
	uint8_t t[16];
	int ret = ccm_tag(ctx, t, taglen), ok;

	if (ret == CB_OK) {
		ok = cb_memeq(t, tag, taglen);
		/* CB_E_AUTH unless ok, without a branch */
		ret = (int)(~cb_ct_nonzero32((uint32_t)ok) & 1) * CB_E_AUTH;
	}
	cb_wipe(t, sizeof(t));
	cb_wipe(ctx, sizeof(*ctx));
	return ret;
}

/* see cb/aead.h */
int
cb_ccm_encrypt(uint8_t *out, uint8_t *tag, size_t taglen,
	       const cb_ccm_key *ks, const uint8_t *nonce, size_t noncelen,
	       const uint8_t *aad, size_t aadlen, const uint8_t *in,
	       size_t len)
{
	cb_ccm_ctx ctx;
	int ret;

	ret = cb_ccm_init(&ctx, ks, nonce, noncelen, aadlen, len, taglen);
	if (ret == CB_OK)
		ret = cb_ccm_aad(&ctx, aad, aadlen);
	if (ret == CB_OK)
		ret = cb_ccm_encrypt_update(&ctx, out, in, len);
	if (ret == CB_OK)
		return cb_ccm_encrypt_final(&ctx, tag, taglen);
	cb_wipe(&ctx, sizeof(ctx));
	return ret;
}

/* see cb/aead.h */
int
cb_ccm_decrypt(uint8_t *out, const cb_ccm_key *ks, const uint8_t *nonce,
	       size_t noncelen, const uint8_t *aad, size_t aadlen,
	       const uint8_t *in, size_t len, const uint8_t *tag,
	       size_t taglen)
{
	cb_ccm_ctx ctx;
	int ret;

	ret = cb_ccm_init(&ctx, ks, nonce, noncelen, aadlen, len, taglen);
	if (ret == CB_OK)
		ret = cb_ccm_aad(&ctx, aad, aadlen);
	if (ret == CB_OK)
		ret = cb_ccm_decrypt_update(&ctx, out, in, len);
	if (ret != CB_OK) {
		cb_wipe(&ctx, sizeof(ctx));
		cb_wipe(out, len);
		return ret;
	}
	/*
	 * The MAC covers the plaintext: decrypt, check, and keep the output
	 * only if the tag was valid (ret is 0 or CB_E_AUTH; masked, no branch).
	 */
	ret = cb_ccm_decrypt_final(&ctx, tag, taglen);
	cb_mask_bytes(out, len, ~cb_ct_nonzero32((uint32_t)ret));
	return ret;
}

/* ---- the descriptor (cb/desc.h) ---- */

static int
ccm_aead_setkey(void *ks, const cb_prims *p, const uint8_t *key,
		size_t keylen)
{
	return cb_ccm_setkey(ks, p->cipher, key, keylen);
}

static int
ccm_aead_encrypt(uint8_t *out, uint8_t *tag, size_t taglen, const void *ks,
		 const uint8_t *nonce, size_t noncelen, const uint8_t *ad,
		 size_t adlen, const uint8_t *in, size_t len)
{
	return cb_ccm_encrypt(out, tag, taglen, ks, nonce, noncelen, ad, adlen,
			      in, len);
}

static int
ccm_aead_decrypt(uint8_t *out, const void *ks, const uint8_t *nonce,
		 size_t noncelen, const uint8_t *ad, size_t adlen,
		 const uint8_t *in, size_t len, const uint8_t *tag,
		 size_t taglen)
{
	return cb_ccm_decrypt(out, ks, nonce, noncelen, ad, adlen, in, len,
			      tag, taglen);
}

/* the lengths first */
static int
ccm_aead_init(void *ctx, const void *ks, const uint8_t *nonce,
	      size_t noncelen, size_t adlen, size_t len, size_t taglen)
{
	return cb_ccm_init(ctx, ks, nonce, noncelen, adlen, len, taglen);
}

static int
ccm_aead_aad(void *ctx, const uint8_t *ad, size_t len)
{
	return cb_ccm_aad(ctx, ad, len);
}

static int
ccm_aead_update(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		size_t len)
{
	return dec ? cb_ccm_decrypt_update(ctx, out, in, len) :
	       cb_ccm_encrypt_update(ctx, out, in, len);
}

static int
ccm_aead_final(void *ctx, int dec, uint8_t *tag, size_t taglen)
{
	return dec ? cb_ccm_decrypt_final(ctx, tag, taglen) :
	       cb_ccm_encrypt_final(ctx, tag, taglen);
}

/* see cb/aead.h */
const cb_aead_desc cb_ccm_aead = {
	"ccm", 0, sizeof(cb_ccm_key), sizeof(cb_ccm_ctx), 12, 16, NULL,
	ccm_aead_setkey, ccm_aead_encrypt, ccm_aead_decrypt, ccm_aead_init,
	ccm_aead_aad, ccm_aead_update, ccm_aead_final
};
