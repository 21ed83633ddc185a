/* SPDX-License-Identifier: MIT */
/* CMAC (NIST SP 800-38B) over any block cipher of cb/block.h. */
/*
 * Secret: the key schedule, the subkeys K1, K2 (derived from E_K(0)) and
 * the message.  The subkeys' conditional XOR is a mask of the top bit;
 * branches and the last block's padding depend on lengths only (public),
 * so CMAC is constant-time whenever its cipher is (aes_ct, des_ct,
 * sm4_ct).  A full block is kept back until more input arrives: the last
 * one is XORed with K1 (complete) or padded and XORed with K2.
 */
#include <string.h>

#include "cb/mac.h"
#include "cb/util.h"
#include "internal/xor.h"

/* Double in GF(2^n): shift left one bit, reduce by Rb (0x87 for 128-bit
 * blocks, 0x1b for 64-bit) when the top bit was set, without a branch. */
static void
dbl(uint8_t *out, const uint8_t *in, size_t bl)
{
	uint8_t mask = (uint8_t)-(in[0] >> 7);
	size_t i;

	for (i = 0; i + 1 < bl; i++)
		out[i] = (uint8_t)(in[i] << 1 | in[i + 1] >> 7);
	out[bl - 1] = (uint8_t)(in[bl - 1] << 1 ^
				(mask & (bl == 16 ? 0x87 : 0x1b)));
}

/* see cb/mac.h */
int
cb_cmac_init(cb_cmac_ctx *ctx, const cb_block_cipher *bc, const uint8_t *key,
	     size_t key_len)
{
	size_t bl;

	memset(ctx, 0, sizeof(*ctx));
	if (bc == NULL || (bc->block_len != 8 && bc->block_len != 16) ||
	    bc->ctx_size > sizeof(ctx->ks) ||
	    bc->setkey(&ctx->ks, key, key_len) != CB_OK)
		return CB_E_ARG;
	bl = bc->block_len;
	ctx->bc = bc;
	/* L = E_K(0^n); K1 = dbl(L), K2 = dbl(K1) (SP 800-38B §6.1) */
	bc->encrypt(&ctx->ks, ctx->k2, ctx->x, 1);
	dbl(ctx->k1, ctx->k2, bl);
	dbl(ctx->k2, ctx->k1, bl);
	return CB_OK;
}

/* x = E_K(x ^ block) */
static void
chain(cb_cmac_ctx *ctx, const uint8_t *block)
{
	cb_xor_bytes(ctx->x, ctx->x, block, ctx->bc->block_len);
	ctx->bc->encrypt(&ctx->ks, ctx->x, ctx->x, 1);
}

/* see cb/mac.h */
void
cb_cmac_update(cb_cmac_ctx *ctx, const uint8_t *in, size_t len)
{
	size_t bl = ctx->bc->block_len, n;

	if (len == 0)
		return;
	/* fill the buffer; it is chained only once more input follows */
	if (ctx->buf_len > 0 || len <= bl) {
		n = bl - ctx->buf_len < len ? bl - ctx->buf_len : len;
		memcpy(ctx->buf + ctx->buf_len, in, n);
		ctx->buf_len += (uint32_t)n;
		in += n;
		len -= n;
		if (len == 0)
			return;
		chain(ctx, ctx->buf);
		ctx->buf_len = 0;
	}
	/* whole blocks straight from in, keeping the last one back */
	while (len > bl) {
		chain(ctx, in);
		in += bl;
		len -= bl;
	}
	memcpy(ctx->buf, in, len);
	ctx->buf_len = (uint32_t)len;
}

/* see cb/mac.h */
void
cb_cmac_final(cb_cmac_ctx *ctx, uint8_t *tag)
{
	size_t bl = ctx->bc->block_len;

	if (ctx->buf_len == bl) {
		cb_xor_bytes(ctx->buf, ctx->buf, ctx->k1, bl);
	} else {
		/* pad with 10*, then K2 (SP 800-38B §6.2 step 4) */
		memset(ctx->buf + ctx->buf_len, 0, bl - ctx->buf_len);
		ctx->buf[ctx->buf_len] = 0x80;
		cb_xor_bytes(ctx->buf, ctx->buf, ctx->k2, bl);
	}
	chain(ctx, ctx->buf);
	memcpy(tag, ctx->x, bl);
	cb_wipe(ctx, sizeof(*ctx));
}

static size_t
mac_tag_len(const cb_prims *p)
{
	return p->cipher != NULL ? p->cipher->block_len : 0;
}

static int
mac_init(void *ctx, const cb_prims *p, const uint8_t *key, size_t keylen)
{
	return cb_cmac_init(ctx, p->cipher, key, keylen);
}

static void
mac_update(void *ctx, const uint8_t *in, size_t len)
{
	cb_cmac_update(ctx, in, len);
}

static void
mac_final(void *ctx, uint8_t *tag)
{
	cb_cmac_final(ctx, tag);
}

/* see cb/mac.h */
const cb_mac_desc cb_cmac_mac = {
	"cmac", sizeof(cb_cmac_ctx), mac_tag_len, mac_init, mac_update,
	mac_final
};
