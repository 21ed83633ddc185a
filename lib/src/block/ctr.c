/* SPDX-License-Identifier: MIT */
/* CTR mode (SP 800-38A section 6.5) over any cb_block_cipher. */
/*
 * Secret: the key schedule (behind the descriptor), the keystream and the
 * data.  The counter is public for cb_ctr_init (its IV is), but GCM's may
 * derive from H: with ctr_len 4 nothing branches on it (ctr_blocks).
 * A cipher with its own CTR (cb_block_cipher.ctr32: aes_tab's, which
 * caches its first two rounds) takes all whole blocks of a call.
 * Bitsliced ciphers are fastest on several blocks at once: when out is
 * not in, all whole blocks of a call are encrypted in one cipher call,
 * in out itself; otherwise keystream is made CB_CTR_BATCH_LEN bytes (8
 * or 16 blocks) per cipher call, fewer when less is needed.
 *
 * ctr_len is the number of trailing counter-block bytes that form the
 * big-endian counter: the whole block for cb_ctr_init; GCM sets 4 (inc32
 * of SP 800-38D section 6.2) after cb_ctr_init.
 */
#include <stddef.h>
#include <string.h>

#include "cb/block.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/xor.h"

static int
ctr_block_ok(const cb_block_cipher *bc)
{
	return bc != NULL && (bc->block_len == 8 || bc->block_len == 16);
}

/*
 * For a public counter only: the number of blocks, at most nb, before the
 * low word lo wraps (2^32 - lo).  Out of line so that no compiler hoists
 * its comparisons into the GCM path.
 */
static CB_NOINLINE size_t
ctr_run(uint32_t lo, size_t nb)
{
	if (lo != 0 && (uint32_t)(0u - lo) < nb)
		return (uint32_t)(0u - lo);
	return nb;
}

/* For a public counter only: carry a wrapped low word upwards. */
static CB_NOINLINE void
ctr_carry(uint32_t *w, size_t nw, size_t cw)
{
	size_t j;

	for (j = nw - 1; j > nw - cw && w[j] == 0; j--)
		w[j - 1]++;
}

/*
 * Write nb counter blocks to ks and advance the counter by nb.  The
 * counter is big-endian 32-bit words; the last word counts, and only it
 * changes from block to block.  With ctr_len 4 (GCM's inc32) the last
 * word simply wraps and nothing depends on the counter's value: GCM's
 * counter may be derived from H (IVs other than 96 bits).  A longer
 * counter (cb_ctr_init, whose IV is public) carries into the words above;
 * there the run of blocks before the last word wraps is worked out
 * beforehand and the carry is done between runs.
 */
static void
ctr_blocks(cb_ctr_ctx *ctx, uint8_t *ks, size_t nb)
{
	size_t bl = ctx->bc->block_len, nw = bl / 4, cw = ctx->ctr_len / 4;
	uint32_t w[CB_BLOCK_MAX_LEN / 4], lo;
	size_t i, j, run;

	for (j = 0; j < nw; j++)
		w[j] = cb_load32_be(ctx->ctr + 4 * j);
	while (nb > 0) {
		lo = w[nw - 1];
		run = cw > 1 ? ctr_run(lo, nb) : nb;
		if (bl == 16) {
			for (i = 0; i < run; i++, ks += 16) {
				cb_store32_be(ks, w[0]);
				cb_store32_be(ks + 4, w[1]);
				cb_store32_be(ks + 8, w[2]);
				cb_store32_be(ks + 12, lo++);
			}
		} else {
			for (i = 0; i < run; i++, ks += 8) {
				cb_store32_be(ks, w[0]);
				cb_store32_be(ks + 4, lo++);
			}
		}
		w[nw - 1] = lo;
		nb -= run;
		if (cw > 1)
			ctr_carry(w, nw, cw);
	}
	for (j = 0; j < nw; j++)
		cb_store32_be(ctx->ctr + 4 * j, w[j]);
}

/*
 * nb whole blocks through the cipher's own CTR (cb_block_cipher.ctr32),
 * which counts in the last word only: a longer counter (public) is
 * carried between runs as in ctr_blocks.  A table cipher's ctr32 may
 * branch on the counter (aes_tab's caches by its last byte); the
 * constant-time ciphers have none.
 */
static void
ctr_xor32(cb_ctr_ctx *ctx, uint8_t *out, const uint8_t *in, size_t nb)
{
	size_t cw = ctx->ctr_len / 4, run, j;
	uint32_t w[4];

	while (nb > 0) {
		run = cw > 1 ? ctr_run(cb_load32_be(ctx->ctr + 12), nb) : nb;
		ctx->bc->ctr32(ctx->key, out, in, run, ctx->ctr);
		out += 16 * run;
		in += 16 * run;
		nb -= run;
		if (cw > 1) {
			for (j = 0; j < 4; j++)
				w[j] = cb_load32_be(ctx->ctr + 4 * j);
			ctr_carry(w, 4, cw);
			for (j = 0; j < 4; j++)
				cb_store32_be(ctx->ctr + 4 * j, w[j]);
		}
	}
}

/* compute keystream for at least min(want, batch) bytes */
static void
ctr_refill(cb_ctr_ctx *ctx, size_t want)
{
	size_t bl = ctx->bc->block_len, nb;

	nb = (want + bl - 1) / bl;
	if (nb > CB_CTR_BATCH_LEN / bl)
		nb = CB_CTR_BATCH_LEN / bl;
	ctr_blocks(ctx, ctx->ks, nb);
	ctx->bc->encrypt(ctx->key, ctx->ks, ctx->ks, nb);
	ctx->ks_pos = 0;
	ctx->ks_len = nb * bl;
}

/* see cb/block.h */
int
cb_ctr_init(cb_ctr_ctx *ctx, const cb_block_cipher *bc, const void *key,
	    const uint8_t *iv)
{
	if (!ctr_block_ok(bc)) {
		memset(ctx, 0, sizeof(*ctx));
		return CB_E_ARG;
	}
	/* all but the keystream buffer, which is written before it is read
	 * (ks_pos == ks_len): one-shot calls on short messages notice */
	memset(ctx, 0, offsetof(cb_ctr_ctx, ks));
	ctx->bc = bc;
	ctx->key = key;
	memcpy(ctx->ctr, iv, bc->block_len);
	ctx->ks_pos = 0;
	ctx->ks_len = 0;
	ctx->ctr_len = bc->block_len;
	return CB_OK;
}

/* see cb/block.h */
void
cb_ctr_update(cb_ctr_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
	size_t bl, n;

	if (len == 0)
		return;
	bl = ctx->bc->block_len;
	/* keystream left over from the previous call */
	n = ctx->ks_len - ctx->ks_pos;
	if (n > len)
		n = len;
	cb_xor_bytes(out, in, ctx->ks + ctx->ks_pos, n);
	ctx->ks_pos += n;
	in += n;
	out += n;
	len -= n;
	/*
	 * Whole blocks straight into out when it is not in (in place is
	 * the only overlap allowed): counter blocks, one cipher call for
	 * all of them, then the XOR.  out holds keystream only in between.
	 */
	if (len >= bl && ctx->bc->ctr32 != NULL) {
		n = len - len % bl;
		ctr_xor32(ctx, out, in, n / bl);
		in += n;
		out += n;
		len -= n;
	} else if (out != in && len >= bl) {
		n = len - len % bl;
		ctr_blocks(ctx, out, n / bl);
		ctx->bc->encrypt(ctx->key, out, out, n / bl);
		cb_xor_bytes(out, out, in, n);
		in += n;
		out += n;
		len -= n;
	}
	/* whole batches, then the tail (leaving its unused keystream) */
	while (len > 0) {
		ctr_refill(ctx, len);
		n = ctx->ks_len < len ? ctx->ks_len : len;
		cb_xor_bytes(out, in, ctx->ks, n);
		ctx->ks_pos = n;
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

/* ---- the descriptor (cb/desc.h) ---- */

/* encryption and decryption are one */
static int
ctr_mode_crypt(int dec, uint8_t *out, const cb_block_cipher *bc,
	       const void *key, const uint8_t *iv, const uint8_t *in,
	       size_t len)
{
	return cb_ctr(out, bc, key, iv, in, len);
}

static int
ctr_mode_init(void *ctx, const cb_block_cipher *bc, const void *key,
	      const uint8_t *iv)
{
	return cb_ctr_init(ctx, bc, key, iv);
}

static int
ctr_mode_update(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		size_t len)
{
	cb_ctr_update(ctx, out, in, len);
	return CB_OK;
}

static int
ctr_mode_final(void *ctx)
{
	cb_ctr_final(ctx);
	return CB_OK;
}

/* see cb/block.h */
const cb_mode_desc cb_ctr_mode = {
	"ctr", 0, sizeof(cb_ctr_ctx), ctr_mode_crypt, ctr_mode_init,
	ctr_mode_update, ctr_mode_final, 0, NULL
};
