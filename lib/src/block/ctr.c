/* SPDX-License-Identifier: MIT */
/* CTR mode (SP 800-38A section 6.5) over any cb_block_cipher. */
/*
 * Secret: the key schedule (behind the descriptor), the keystream and the
 * data.  The counter is public but is still incremented without branches.
 * Keystream is made CB_CTR_BATCH_LEN bytes (4 or 8 blocks) per cipher
 * call, fewer when less is needed, since bitsliced ciphers are fastest on
 * several blocks at once.
 *
 * ctr_len is the number of trailing counter-block bytes that form the
 * big-endian counter: the whole block for cb_ctr_init; GCM sets 4 (inc32
 * of SP 800-38D section 6.2) after cb_ctr_init.
 */
#include <string.h>

#include "cb/block.h"
#include "cb/util.h"

static int
ctr_block_ok(const cb_block_cipher *bc)
{
	return bc != NULL && (bc->block_len == 8 || bc->block_len == 16);
}

/* add 1 to the last n bytes of ctr (big-endian), wrapping within them */
static void
ctr_inc(uint8_t *ctr, size_t bl, size_t n)
{
	unsigned c = 1;
	size_t i;

	for (i = bl; i > bl - n; i--) {
		c += ctr[i - 1];
		ctr[i - 1] = (uint8_t)c;
		c >>= 8;
	}
}

/* compute keystream for at least min(want, batch) bytes */
static void
ctr_refill(cb_ctr_ctx *ctx, size_t want)
{
	size_t bl = ctx->bc->block_len, nb, i;

	nb = (want + bl - 1) / bl;
	if (nb > CB_CTR_BATCH_LEN / bl)
		nb = CB_CTR_BATCH_LEN / bl;
	for (i = 0; i < nb; i++) {
		memcpy(ctx->ks + i * bl, ctx->ctr, bl);
		ctr_inc(ctx->ctr, bl, ctx->ctr_len);
	}
	ctx->bc->encrypt(ctx->key, ctx->ks, ctx->ks, nb);
	ctx->ks_pos = 0;
	ctx->ks_len = nb * bl;
}

/* see cb/block.h */
int
cb_ctr_init(cb_ctr_ctx *ctx, const cb_block_cipher *bc, const void *key,
	    const uint8_t *iv)
{
	memset(ctx, 0, sizeof(*ctx));
	if (!ctr_block_ok(bc))
		return CB_E_ARG;
	ctx->bc = bc;
	ctx->key = key;
	memcpy(ctx->ctr, iv, bc->block_len);
	ctx->ctr_len = bc->block_len;
	return CB_OK;
}

/* see cb/block.h */
void
cb_ctr_update(cb_ctr_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
	size_t n, i;

	while (len > 0) {
		if (ctx->ks_pos == ctx->ks_len)
			ctr_refill(ctx, len);
		n = ctx->ks_len - ctx->ks_pos;
		if (n > len)
			n = len;
		for (i = 0; i < n; i++)
			out[i] = in[i] ^ ctx->ks[ctx->ks_pos + i];
		ctx->ks_pos += n;
		in += n;
		out += n;
		len -= n;
	}
}

/* see cb/block.h */
void
cb_ctr_final(cb_ctr_ctx *ctx)
{
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/block.h */
int
cb_ctr(uint8_t *out, const cb_block_cipher *bc, const void *key,
       const uint8_t *iv, const uint8_t *in, size_t len)
{
	cb_ctr_ctx ctx;
	int ret;

	ret = cb_ctr_init(&ctx, bc, key, iv);
	if (ret != CB_OK)
		return ret;
	cb_ctr_update(&ctx, out, in, len);
	cb_ctr_final(&ctx);
	return CB_OK;
}
