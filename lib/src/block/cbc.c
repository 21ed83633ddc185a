/* SPDX-License-Identifier: MIT */
/* CBC mode (SP 800-38A section 6.2) and PKCS#7 padding helpers. */
/*
 * Secret: the key schedule, the data and the padding being checked.  No
 * branch or index depends on data; only lengths (public) steer the code.
 * cb_pkcs7_unpad reads the whole last block whatever the padding value and
 * folds every check into one mask, so its time depends on block_len only.
 *
 * Decryption takes all whole blocks of a call in one cipher call when out
 * is not in; in place, it is batched (up to CBC_BATCH bytes per cipher
 * call), copying the ciphertext first to keep the chaining values.
 * Streaming keeps a partial block in buf; while it is non-empty, the
 * output lags the input by buflen bytes, and reading each block (and
 * the next buflen bytes, into buf) before writing it keeps out == in safe.
 */
#include <string.h>

#include "cb/block.h"
#include "cb/util.h"
#include "internal/ct.h"
#include "internal/xor.h"

#define CBC_BATCH 64

static int
cbc_block_ok(const cb_block_cipher *bc)
{
	return bc != NULL && (bc->block_len == 8 || bc->block_len == 16);
}

static void
cbc_enc_blocks(cb_cbc_ctx *ctx, uint8_t *out, const uint8_t *in,
	       size_t nblocks)
{
	size_t bl = ctx->bc->block_len;

	/* constant lengths: the XOR and copy compile to a few word ops */
	while (nblocks-- > 0) {
		if (bl == 16)
			cb_xor_bytes(ctx->iv, ctx->iv, in, 16);
		else
			cb_xor_bytes(ctx->iv, ctx->iv, in, 8);
		ctx->bc->encrypt(ctx->key, ctx->iv, ctx->iv, 1);
		if (bl == 16)
			memcpy(out, ctx->iv, 16);
		else
			memcpy(out, ctx->iv, 8);
		in += bl;
		out += bl;
	}
}

static void
cbc_dec_blocks(cb_cbc_ctx *ctx, uint8_t *out, const uint8_t *in,
	       size_t nblocks)
{
	uint8_t ct[CBC_BATCH], pt[CBC_BATCH];
	size_t bl = ctx->bc->block_len, nb, n;

	if (out != in && nblocks > 0) {
		/*
		 * Not in place (the only overlap allowed): one cipher call
		 * for all blocks, straight into out; in keeps the chaining
		 * values.
		 */
		n = nblocks * bl;
		ctx->bc->decrypt(ctx->key, out, in, nblocks);
		cb_xor_bytes(out, out, ctx->iv, bl);
		cb_xor_bytes(out + bl, out + bl, in, n - bl);
		memcpy(ctx->iv, in + n - bl, bl);
		return;
	}
	while (nblocks > 0) {
		nb = nblocks < CBC_BATCH / bl ? nblocks : CBC_BATCH / bl;
		n = nb * bl;
		memcpy(ct, in, n);
		ctx->bc->decrypt(ctx->key, pt, ct, nb);
		cb_xor_bytes(out, pt, ctx->iv, bl);
		cb_xor_bytes(out + bl, pt + bl, ct, n - bl);
		memcpy(ctx->iv, ct + n - bl, bl);
		in += n;
		out += n;
		nblocks -= nb;
	}
	cb_wipe(pt, sizeof(pt));
}

static void
cbc_update(cb_cbc_ctx *ctx, uint8_t *out, size_t *outlen, const uint8_t *in,
	   size_t len, int dec)
{
	uint8_t blk[CB_BLOCK_MAX_LEN];
	size_t bl = ctx->bc->block_len, b = ctx->buflen, o = 0, take, c;

	*outlen = 0;
	if (len == 0)
		return;
	if (b == 0) {
		o = len / bl * bl;
		if (dec)
			cbc_dec_blocks(ctx, out, in, o / bl);
		else
			cbc_enc_blocks(ctx, out, in, o / bl);
		in += o;
		len -= o;
	}
	while (b > 0 && b + len >= bl) {
		take = bl - b;
		memcpy(blk, ctx->buf, b);
		memcpy(blk + b, in, take);
		in += take;
		len -= take;
		/* the next b input bytes may be overwritten by this output */
		c = b < len ? b : len;
		memcpy(ctx->buf, in, c);
		in += c;
		len -= c;
		b = c;
		if (dec)
			cbc_dec_blocks(ctx, out + o, blk, 1);
		else
			cbc_enc_blocks(ctx, out + o, blk, 1);
		o += bl;
	}
	memcpy(ctx->buf + b, in, len);
	ctx->buflen = b + len;
	*outlen = o;
	cb_wipe(blk, sizeof(blk));
}

/* see cb/block.h */
int
cb_cbc_init(cb_cbc_ctx *ctx, const cb_block_cipher *bc, const void *key,
	    const uint8_t *iv)
{
	memset(ctx, 0, sizeof(*ctx));
	if (!cbc_block_ok(bc))
		return CB_E_ARG;
	ctx->bc = bc;
	ctx->key = key;
	memcpy(ctx->iv, iv, bc->block_len);
	return CB_OK;
}

/* see cb/block.h */
void
cb_cbc_encrypt_update(cb_cbc_ctx *ctx, uint8_t *out, size_t *outlen,
		      const uint8_t *in, size_t len)
{
	cbc_update(ctx, out, outlen, in, len, 0);
}

/* see cb/block.h */
void
cb_cbc_decrypt_update(cb_cbc_ctx *ctx, uint8_t *out, size_t *outlen,
		      const uint8_t *in, size_t len)
{
	cbc_update(ctx, out, outlen, in, len, 1);
}

/* see cb/block.h */
int
cb_cbc_final(cb_cbc_ctx *ctx)
{
	int ret = ctx->buflen == 0 ? CB_OK : CB_E_ARG;

	cb_wipe(ctx, sizeof(*ctx));
	return ret;
}

CB_MUST_CHECK static int
cbc_oneshot(uint8_t *out, const cb_block_cipher *bc, const void *key,
	    const uint8_t *iv, const uint8_t *in, size_t len, int dec)
{
	cb_cbc_ctx ctx;
	size_t outlen;
	int ret;

	if (!cbc_block_ok(bc) || len % bc->block_len != 0)
		return CB_E_ARG;
	ret = cb_cbc_init(&ctx, bc, key, iv);
	if (ret != CB_OK)
		return ret;
	cbc_update(&ctx, out, &outlen, in, len, dec);
	return cb_cbc_final(&ctx);
}

/* see cb/block.h */
int
cb_cbc_encrypt(uint8_t *out, const cb_block_cipher *bc, const void *key,
	       const uint8_t *iv, const uint8_t *in, size_t len)
{
	return cbc_oneshot(out, bc, key, iv, in, len, 0);
}

/* see cb/block.h */
int
cb_cbc_decrypt(uint8_t *out, const cb_block_cipher *bc, const void *key,
	       const uint8_t *iv, const uint8_t *in, size_t len)
{
	return cbc_oneshot(out, bc, key, iv, in, len, 1);
}

/* see cb/block.h */
int
cb_pkcs7_pad(uint8_t *buf, size_t cap, size_t *padded_len, size_t msglen,
	     size_t block_len)
{
	size_t p;

	*padded_len = 0;
	if (block_len == 0 || block_len > 255)
		return CB_E_ARG;
	p = block_len - msglen % block_len;
	if (msglen > cap || cap - msglen < p)
		return CB_E_ARG;
	memset(buf + msglen, (int)p, p);
	*padded_len = msglen + p;
	return CB_OK;
}

/* see cb/block.h */
int
cb_pkcs7_unpad(size_t *msglen, const uint8_t *buf, size_t len,
	       size_t block_len)
{
	uint32_t p, bad, in_pad, ok;
	size_t i;

	*msglen = 0;
	if (block_len == 0 || block_len > 255 || len == 0 ||
	    len % block_len != 0)
		return CB_E_ARG;
	p = buf[len - 1];
	/* p must be 1..block_len */
	bad = cb_ct_eq32(p, 0) | cb_ct_lt32((uint32_t)block_len, p);
	/* the last p bytes must all equal p; scan the whole last block */
	for (i = 1; i <= block_len; i++) {
		in_pad = cb_ct_lt32((uint32_t)(i - 1), p);
		bad |= in_pad & cb_ct_nonzero32(buf[len - i] ^ p);
	}
	ok = ~cb_ct_barrier32(bad);
	*msglen = (len - (size_t)p) & ((size_t)0 - (size_t)(ok & 1));
	return (int)(~ok & 1) * CB_E_AUTH;     /* CB_OK or CB_E_AUTH */
}

/* ---- the descriptor (cb/desc.h) ---- */

static int
cbc_mode_crypt(int dec, uint8_t *out, const cb_block_cipher *bc,
	       const void *key, const uint8_t *iv, const uint8_t *in,
	       size_t len)
{
	return dec ? cb_cbc_decrypt(out, bc, key, iv, in, len) :
	       cb_cbc_encrypt(out, bc, key, iv, in, len);
}

static int
cbc_mode_init(void *ctx, const cb_block_cipher *bc, const void *key,
	      const uint8_t *iv)
{
	return cb_cbc_init(ctx, bc, key, iv);
}

/* whole blocks in, as many out (CB_MODE_BLOCKS) */
static int
cbc_mode_update(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		size_t len)
{
	size_t olen;

	if (dec)
		cb_cbc_decrypt_update(ctx, out, &olen, in, len);
	else
		cb_cbc_encrypt_update(ctx, out, &olen, in, len);
	return olen == len ? CB_OK : CB_E_ARG;
}

static int
cbc_mode_final(void *ctx)
{
	return cb_cbc_final(ctx);
}

/* see cb/block.h */
const cb_mode_desc cb_cbc_mode = {
	"cbc", CB_MODE_BLOCKS, sizeof(cb_cbc_ctx), cbc_mode_crypt,
	cbc_mode_init, cbc_mode_update, cbc_mode_final, 0, NULL
};
