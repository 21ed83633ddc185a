/* SPDX-License-Identifier: MIT */
/* Ascon-Hash256 and Ascon-XOF128 (NIST SP 800-232 §5). */
/*
 * Constant-time: message bytes are XORed into the state, and output read
 * from it, at offsets that depend only on public lengths; the permutation
 * is table-free.  Nothing branches on or indexes by message data.
 */
#include "cb/hash.h"
#include "cb/util.h"
#include "internal/ascon.h"
#include "internal/bytes.h"
#include "internal/config.h"

/*
 * The permutation: on 32-bit cores (CB_WORD32, config.h) the
 * bit-interleaved one, with ctx->s kept interleaved for the whole life of
 * the context so that only the absorbed and squeezed lane is converted
 * (LANE_IN/LANE_OUT); elsewhere the 64-bit one on plain lanes.
 */
#ifdef CB_WORD32
#define ASCON_P cb_ascon_p_il
#define LANE_IN(a) cb_keccak_interleave(a)
#define LANE_OUT(v) cb_keccak_deinterleave(v)
#else
#define ASCON_P cb_ascon_p
#define LANE_IN(a) (a)
#define LANE_OUT(v) (v)
#endif

_Static_assert(sizeof(cb_ascon_hash256_ctx) <= CB_HASH_CTX_MAX,
	       "cb_ascon_hash256_ctx must fit CB_HASH_CTX_MAX");

/* Initial values (SP 800-232 §5.1 and §5.2). */
#define ASCON_HASH256_IV 0x0000080100cc0002ull
#define ASCON_XOF128_IV 0x0000080000cc0003ull

static void
ah_init(cb_ascon_hash256_ctx *ctx, uint64_t iv)
{
	ctx->s[0] = LANE_IN(iv);
	ctx->s[1] = ctx->s[2] = ctx->s[3] = ctx->s[4] = 0;
	ASCON_P(ctx->s, 12);
	ctx->pos = 0;
	ctx->squeezing = 0;
}

static void
ah_absorb(cb_ascon_hash256_ctx *ctx, const uint8_t *in, size_t len)
{
	unsigned pos = ctx->pos;

	while (len > 0) {
		if (pos == 0 && len >= 8) {
#ifdef CB_WORD32
			/* whole blocks, the state kept in registers */
			cb_ascon_absorb_il(ctx->s, in, len / 8, 12);
			in += len & ~(size_t)7;
			len &= 7;
#else
			ctx->s[0] ^= cb_load64_le(in);
			cb_ascon_p(ctx->s, 12);
			in += 8;
			len -= 8;
#endif
			continue;
		}
		/* the rate is the 8 bytes of x0 */
		ctx->s[0] ^= LANE_IN((uint64_t)*in++ << (8 * pos));
		len--;
		if (++pos == 8) {
			ASCON_P(ctx->s, 12);
			pos = 0;
		}
	}
	ctx->pos = pos;
}

/* Pad the last block (a 1 byte then zeros) and permute: ready to squeeze. */
static void
ah_pad(cb_ascon_hash256_ctx *ctx)
{
	ctx->s[0] ^= LANE_IN((uint64_t)0x01 << (8 * ctx->pos));
	ASCON_P(ctx->s, 12);
	ctx->pos = 0;
	ctx->squeezing = 1;
}

static void
ah_squeeze(cb_ascon_hash256_ctx *ctx, uint8_t *out, size_t len)
{
	unsigned pos = ctx->pos;

	while (len > 0) {
		if (pos == 8) {
			ASCON_P(ctx->s, 12);
			pos = 0;
		}
		if (pos == 0 && len >= 8) {
			cb_store64_le(out, LANE_OUT(ctx->s[0]));
			out += 8;
			len -= 8;
			pos = 8;
			continue;
		}
		*out++ = (uint8_t)(LANE_OUT(ctx->s[0]) >> (8 * pos++));
		len--;
	}
	ctx->pos = pos;
}

/* see cb/hash.h */
void
cb_ascon_hash256_init(cb_ascon_hash256_ctx *ctx)
{
	ah_init(ctx, ASCON_HASH256_IV);
}

/* see cb/hash.h */
void
cb_ascon_hash256_update(cb_ascon_hash256_ctx *ctx, const uint8_t *in,
			size_t len)
{
	ah_absorb(ctx, in, len);
}

/* see cb/hash.h */
void
cb_ascon_hash256_final(cb_ascon_hash256_ctx *ctx,
		       uint8_t out[CB_ASCON_HASH256_LEN])
{
	ah_pad(ctx);
	ah_squeeze(ctx, out, CB_ASCON_HASH256_LEN);
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_ascon_hash256(uint8_t out[CB_ASCON_HASH256_LEN], const uint8_t *in,
		 size_t len)
{
	cb_ascon_hash256_ctx ctx;

	cb_ascon_hash256_init(&ctx);
	ah_absorb(&ctx, in, len);
	cb_ascon_hash256_final(&ctx, out);
}

/* see cb/hash.h */
void
cb_ascon_xof128_init(cb_ascon_xof128_ctx *ctx)
{
	ah_init(ctx, ASCON_XOF128_IV);
}

/* see cb/hash.h */
void
cb_ascon_xof128_update(cb_ascon_xof128_ctx *ctx, const uint8_t *in,
		       size_t len)
{
	if (ctx->squeezing)
		return;
	ah_absorb(ctx, in, len);
}

/* see cb/hash.h */
void
cb_ascon_xof128_squeeze(cb_ascon_xof128_ctx *ctx, uint8_t *out, size_t len)
{
	if (!ctx->squeezing)
		ah_pad(ctx);
	ah_squeeze(ctx, out, len);
}

/* see cb/hash.h */
void
cb_ascon_xof128_wipe(cb_ascon_xof128_ctx *ctx)
{
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_ascon_xof128(uint8_t *out, size_t outlen, const uint8_t *in,
		size_t inlen)
{
	cb_ascon_xof128_ctx ctx;

	cb_ascon_xof128_init(&ctx);
	ah_absorb(&ctx, in, inlen);
	cb_ascon_xof128_squeeze(&ctx, out, outlen);
	cb_ascon_xof128_wipe(&ctx);
}

/* Descriptor glue: the generic interface passes void pointers. */
static void
d_hash256_init(void *c)
{
	cb_ascon_hash256_init(c);
}

static void
d_hash256_update(void *c, const uint8_t *in, size_t len)
{
	cb_ascon_hash256_update(c, in, len);
}

static void
d_hash256_final(void *c, uint8_t *out)
{
	cb_ascon_hash256_final(c, out);
}

static void
d_xof128_init(void *c)
{
	cb_ascon_xof128_init(c);
}

static void
d_xof128_update(void *c, const uint8_t *in, size_t len)
{
	cb_ascon_xof128_update(c, in, len);
}

static void
d_xof128_final(void *c, uint8_t *out)
{
	cb_ascon_xof128_squeeze(c, out, 32);
	cb_ascon_xof128_wipe(c);
}

/* see cb/hash.h */
const cb_hash_desc cb_ascon_hash256_desc = {
	"ascon-hash256", CB_ASCON_HASH256_LEN, CB_ASCON_HASH_BLOCK_LEN,
	sizeof(cb_ascon_hash256_ctx), d_hash256_init, d_hash256_update,
	d_hash256_final
};

/* see cb/hash.h */
const cb_hash_desc cb_ascon_xof128_desc = {
	"ascon-xof128", 32, CB_ASCON_HASH_BLOCK_LEN,
	sizeof(cb_ascon_xof128_ctx), d_xof128_init, d_xof128_update,
	d_xof128_final
};
