/* SPDX-License-Identifier: MIT */
/* SHA-3 and SHAKE (FIPS 202): the Keccak sponge over Keccak-f[1600]. */
/*
 * Constant-time: message and output bytes are XORed into or read from the
 * state at positions that depend only on the public lengths; the
 * permutation is table-free.  Nothing indexes memory by message data.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/keccak.h"

/*
 * The permutation: 64-bit lanes, or (CB_KECCAK_BI32, config.h) 32-bit
 * words on an interleaved state.  In the second case ctx->st holds every
 * lane interleaved (cb_keccak_interleave()) for the whole life of the
 * context, so only the absorbed and squeezed lanes are converted, not
 * the whole state at every permutation.  LANE_IN/LANE_OUT convert.
 */
#ifdef CB_KECCAK_BI32
#define KECCAK_P cb_keccakf1600_il
#define LANE_IN(a) cb_keccak_interleave(a)
#define LANE_OUT(v) cb_keccak_deinterleave(v)
#else
#define KECCAK_P cb_keccakf1600
#define LANE_IN(a) (a)
#define LANE_OUT(v) (v)
#endif

/* see internal/keccak.h */
void
cb_sponge_lanes_store(uint8_t *out, const uint64_t *st, size_t n)
{
#ifdef CB_KECCAK_BI32
	cb_keccak_il_extract(out, st, n);
#else
	size_t i;

	for (i = 0; i < n; i++)
		cb_store64_le(out + 8 * i, st[i]);
#endif
}

/* the largest hash context: CB_HASH_CTX_MAX is exactly its size, so that
 * every cb_hash_any_ctx (two in each HMAC context) is no larger than it
 * needs */
_Static_assert(sizeof(cb_sha3_ctx) == CB_HASH_CTX_MAX,
	       "CB_HASH_CTX_MAX must be sizeof(cb_sha3_ctx)");

/* Domain separation and first pad bit (FIPS 202 §6.1, §6.2, §B.2). */
#define SHA3_DS 0x06u
#define SHAKE_DS 0x1fu

static void
sponge_init(cb_sha3_ctx *ctx, uint32_t rate, uint32_t out_len)
{
	memset(ctx->st, 0, sizeof(ctx->st));
	ctx->rate = rate;
	ctx->pos = 0;
	ctx->out_len = out_len;
	ctx->squeezing = 0;
}

/*
 * XOR one byte into the state at byte offset i (i < 200, public).
 * Interleaved, byte j of a lane is bits 4j .. 4j + 3 of its even word
 * (the byte's even bits) and of its odd word (its odd bits): the first
 * two delta swaps of cb_keccak_unzip32() put them in the low and high
 * nibble, and no 64-bit lane is converted.
 */
static void
xor_byte(uint64_t *st, uint32_t i, uint8_t v)
{
#ifdef CB_KECCAK_BI32
	uint32_t x = v, t, s = 4 * (i & 7);

	t = (x ^ (x >> 1)) & 0x22u;
	x ^= t ^ (t << 1);
	t = (x ^ (x >> 2)) & 0x0cu;
	x ^= t ^ (t << 2);
	st[i >> 3] ^= (uint64_t)((x >> 4) << s) << 32 | (x & 15u) << s;
#else
	st[i >> 3] ^= (uint64_t)v << (8 * (i & 7));
#endif
}

static void
sponge_absorb(cb_sha3_ctx *ctx, const uint8_t *in, size_t len)
{
	uint32_t rate = ctx->rate, pos = ctx->pos, i, n;
	uint64_t v;

	while (len > 0) {
		if (pos == 0 && len >= rate) {
			/* whole block: rates are multiples of 8 bytes */
#ifdef CB_KECCAK_BI32
			cb_keccak_il_xor(ctx->st, in, rate / 8);
#else
			for (i = 0; i < rate / 8; i++)
				ctx->st[i] ^= cb_load64_le(in + 8 * i);
#endif
			KECCAK_P(ctx->st);
			in += rate;
			len -= rate;
			continue;
		}
		/* the rest of the lane at pos: a whole lane converted at
		 * once, a part of one byte by byte (xor_byte) */
		n = 8 - pos % 8 < len ? 8 - pos % 8 : (uint32_t)len;
		if (n == 8) {
			v = cb_load64_le(in);
			ctx->st[pos >> 3] ^= LANE_IN(v);
		} else {
			for (i = 0; i < n; i++)
				xor_byte(ctx->st, pos + i, in[i]);
		}
		in += n;
		len -= n;
		pos += n;
		if (pos == rate) {
			KECCAK_P(ctx->st);
			pos = 0;
		}
	}
	ctx->pos = pos;
}

/* Pad (pad10*1 with the domain bits) and permute: ready to squeeze. */
static void
sponge_pad(cb_sha3_ctx *ctx, uint8_t ds)
{
	xor_byte(ctx->st, ctx->pos, ds);
	xor_byte(ctx->st, ctx->rate - 1, 0x80);
	KECCAK_P(ctx->st);
	ctx->pos = 0;
}

static void
sponge_squeeze(cb_sha3_ctx *ctx, uint8_t *out, size_t len)
{
	uint32_t rate = ctx->rate, pos = ctx->pos, n;

	while (len > 0) {
		if (pos == rate) {
			KECCAK_P(ctx->st);
			pos = 0;
		}
		if (pos % 8 == 0 && len >= 8) {
			/* as many whole lanes as the block and len hold, at
			 * once (straight into the caller's buffer) */
			n = (rate - pos) / 8;
			if (n > len / 8)
				n = (uint32_t)(len / 8);
			cb_sponge_lanes_store(out, ctx->st + (pos >> 3), n);
			out += 8 * n;
			len -= 8 * n;
			pos += 8 * n;
			continue;
		}
		*out++ = (uint8_t)(LANE_OUT(ctx->st[pos >> 3]) >>
				   (8 * (pos & 7)));
		len--;
		pos++;
	}
	ctx->pos = pos;
}

/* see cb/hash.h */
void
cb_sha3_224_init(cb_sha3_ctx *ctx)
{
	sponge_init(ctx, CB_SHA3_224_BLOCK_LEN, CB_SHA3_224_LEN);
}

/* see cb/hash.h */
void
cb_sha3_256_init(cb_sha3_ctx *ctx)
{
	sponge_init(ctx, CB_SHA3_256_BLOCK_LEN, CB_SHA3_256_LEN);
}

/* see cb/hash.h */
void
cb_sha3_384_init(cb_sha3_ctx *ctx)
{
	sponge_init(ctx, CB_SHA3_384_BLOCK_LEN, CB_SHA3_384_LEN);
}

/* see cb/hash.h */
void
cb_sha3_512_init(cb_sha3_ctx *ctx)
{
	sponge_init(ctx, CB_SHA3_512_BLOCK_LEN, CB_SHA3_512_LEN);
}

/* see cb/hash.h */
void
cb_sha3_update(cb_sha3_ctx *ctx, const uint8_t *in, size_t len)
{
	sponge_absorb(ctx, in, len);
}

/* see cb/hash.h */
void
cb_sha3_final(cb_sha3_ctx *ctx, uint8_t *out)
{
	/* the digest is shorter than the rate: a single squeeze block */
	sponge_pad(ctx, SHA3_DS);
	sponge_squeeze(ctx, out, ctx->out_len);
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_sha3_224(uint8_t out[CB_SHA3_224_LEN], const uint8_t *in, size_t len)
{
	cb_sha3_ctx ctx;

	cb_sha3_224_init(&ctx);
	cb_sha3_update(&ctx, in, len);
	cb_sha3_final(&ctx, out);
}

/* see cb/hash.h */
void
cb_sha3_256(uint8_t out[CB_SHA3_256_LEN], const uint8_t *in, size_t len)
{
	cb_sha3_ctx ctx;

	cb_sha3_256_init(&ctx);
	cb_sha3_update(&ctx, in, len);
	cb_sha3_final(&ctx, out);
}

/* see cb/hash.h */
void
cb_sha3_384(uint8_t out[CB_SHA3_384_LEN], const uint8_t *in, size_t len)
{
	cb_sha3_ctx ctx;

	cb_sha3_384_init(&ctx);
	cb_sha3_update(&ctx, in, len);
	cb_sha3_final(&ctx, out);
}

/* see cb/hash.h */
void
cb_sha3_512(uint8_t out[CB_SHA3_512_LEN], const uint8_t *in, size_t len)
{
	cb_sha3_ctx ctx;

	cb_sha3_512_init(&ctx);
	cb_sha3_update(&ctx, in, len);
	cb_sha3_final(&ctx, out);
}

/* see cb/hash.h */
void
cb_shake128_init(cb_shake_ctx *ctx)
{
	sponge_init(ctx, CB_SHAKE128_BLOCK_LEN, 0);
}

/* see cb/hash.h */
void
cb_shake256_init(cb_shake_ctx *ctx)
{
	sponge_init(ctx, CB_SHAKE256_BLOCK_LEN, 0);
}

/* see cb/hash.h */
void
cb_shake_update(cb_shake_ctx *ctx, const uint8_t *in, size_t len)
{
	if (ctx->squeezing)
		return;
	sponge_absorb(ctx, in, len);
}

/* see cb/hash.h */
void
cb_shake_squeeze(cb_shake_ctx *ctx, uint8_t *out, size_t len)
{
	if (!ctx->squeezing) {
		sponge_pad(ctx, SHAKE_DS);
		ctx->squeezing = 1;
	}
	sponge_squeeze(ctx, out, len);
}

/* see internal/keccak.h */
const uint64_t *
cb_shake_block(cb_shake_ctx *ctx)
{
	if (!ctx->squeezing) {
		sponge_pad(ctx, SHAKE_DS);
		ctx->squeezing = 1;
	} else {
		KECCAK_P(ctx->st);
	}
	ctx->pos = ctx->rate;
	return ctx->st;
}

/* see cb/hash.h */
void
cb_shake_wipe(cb_shake_ctx *ctx)
{
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
	cb_shake_ctx ctx;

	cb_shake128_init(&ctx);
	cb_shake_update(&ctx, in, inlen);
	cb_shake_squeeze(&ctx, out, outlen);
	cb_shake_wipe(&ctx);
}

/* see cb/hash.h */
void
cb_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
	cb_shake_ctx ctx;

	cb_shake256_init(&ctx);
	cb_shake_update(&ctx, in, inlen);
	cb_shake_squeeze(&ctx, out, outlen);
	cb_shake_wipe(&ctx);
}

/* Descriptor glue: the generic interface passes void pointers. */
static void
d_sha3_224_init(void *c)
{
	cb_sha3_224_init(c);
}

static void
d_sha3_256_init(void *c)
{
	cb_sha3_256_init(c);
}

static void
d_sha3_384_init(void *c)
{
	cb_sha3_384_init(c);
}

static void
d_sha3_512_init(void *c)
{
	cb_sha3_512_init(c);
}

static void
d_sha3_update(void *c, const uint8_t *in, size_t len)
{
	cb_sha3_update(c, in, len);
}

static void
d_sha3_final(void *c, uint8_t *out)
{
	cb_sha3_final(c, out);
}

static void
d_shake128_init(void *c)
{
	cb_shake128_init(c);
}

static void
d_shake256_init(void *c)
{
	cb_shake256_init(c);
}

static void
d_shake128_final(void *c, uint8_t *out)
{
	cb_shake_squeeze(c, out, 32);
	cb_shake_wipe(c);
}

static void
d_shake256_final(void *c, uint8_t *out)
{
	cb_shake_squeeze(c, out, 64);
	cb_shake_wipe(c);
}

/* see cb/hash.h */
const cb_hash_desc cb_sha3_224_desc = {
	"sha3-224", CB_SHA3_224_LEN, CB_SHA3_224_BLOCK_LEN,
	sizeof(cb_sha3_ctx), d_sha3_224_init, d_sha3_update, d_sha3_final
};

/* see cb/hash.h */
const cb_hash_desc cb_sha3_256_desc = {
	"sha3-256", CB_SHA3_256_LEN, CB_SHA3_256_BLOCK_LEN,
	sizeof(cb_sha3_ctx), d_sha3_256_init, d_sha3_update, d_sha3_final
};

/* see cb/hash.h */
const cb_hash_desc cb_sha3_384_desc = {
	"sha3-384", CB_SHA3_384_LEN, CB_SHA3_384_BLOCK_LEN,
	sizeof(cb_sha3_ctx), d_sha3_384_init, d_sha3_update, d_sha3_final
};

/* see cb/hash.h */
const cb_hash_desc cb_sha3_512_desc = {
	"sha3-512", CB_SHA3_512_LEN, CB_SHA3_512_BLOCK_LEN,
	sizeof(cb_sha3_ctx), d_sha3_512_init, d_sha3_update, d_sha3_final
};

/* see cb/hash.h */
const cb_hash_desc cb_shake128_desc = {
	"shake128", 32, CB_SHAKE128_BLOCK_LEN,
	sizeof(cb_shake_ctx), d_shake128_init, d_sha3_update, d_shake128_final
};

/* see cb/hash.h */
const cb_hash_desc cb_shake256_desc = {
	"shake256", 64, CB_SHAKE256_BLOCK_LEN,
	sizeof(cb_shake_ctx), d_shake256_init, d_sha3_update, d_shake256_final
};
