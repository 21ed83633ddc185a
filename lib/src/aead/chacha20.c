/* SPDX-License-Identifier: MIT */
/* ChaCha20 stream cipher (RFC 8439 §2.3-2.4), portable constant-time C. */
/*
 * Constant-time: the key, nonce, keystream and data are secret.  They only
 * pass through 32-bit additions, XORs and fixed rotations; no table, no
 * branch and no index depends on them.  Branches and loop bounds depend
 * only on the public lengths, the block counter and the keystream position.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/chacha20.h"

static const uint8_t zero_block[CB_CHACHA20_BLOCK_LEN];

/*
 * cb_store32_le, but on little-endian GCC/Clang targets a 4-byte
 * __builtin_memcpy: one (unaligned) store.  GCC 12 for Cortex-M4 leaves
 * the shift-and-byte-store form here as four STRB plus three shifts per
 * word (1053 instead of 1166 instructions per block).  The builtin also
 * expands inline under -ffreestanding, where plain memcpy is a call.
 */
static inline void
store_le(uint8_t *p, uint32_t v)
{
#if (defined(__GNUC__) || defined(__clang__)) && \
	defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	__builtin_memcpy(p, &v, sizeof(v));
#else
	cb_store32_le(p, v);
#endif
}

#define QR(a, b, c, d)                                   \
	do {                                             \
		a += b; d ^= a; d = cb_rotl32(d, 16);    \
		c += d; b ^= c; b = cb_rotl32(b, 12);    \
		a += b; d ^= a; d = cb_rotl32(d, 8);     \
		c += d; b ^= c; b = cb_rotl32(b, 7);     \
	} while (0)

/*
 * GCC's pre-allocation scheduler (sched1) interleaves quarter rounds on
 * ARM and so spills state words: for Cortex-M4 at -O2, GCC 12 emits 118
 * instructions per double round with it and 92 without.  Turn it off for
 * the block function only; other compilers and targets are unaffected.
 */
#if defined(__GNUC__) && !defined(__clang__) && defined(__arm__)
#define NO_SCHED1 __attribute__((optimize("no-schedule-insns")))
#else
#define NO_SCHED1
#endif

/*
 * One block (RFC 8439 §2.3): out = in ^ (rounds(s) + s), 64 bytes, then
 * the block counter s[12] advances.  The 16 named locals let the compiler
 * keep the state in registers as far as the target allows; the keystream
 * goes straight into the XOR, not through a buffer.
 */
NO_SCHED1 static void
chacha20_xor_block(uint32_t s[16], uint8_t *out, const uint8_t *in)
{
	uint32_t x0 = s[0], x1 = s[1], x2 = s[2], x3 = s[3];
	uint32_t x4 = s[4], x5 = s[5], x6 = s[6], x7 = s[7];
	uint32_t x8 = s[8], x9 = s[9], x10 = s[10], x11 = s[11];
	uint32_t x12 = s[12], x13 = s[13], x14 = s[14], x15 = s[15];
	int i;

	for (i = 0; i < 10; i++) {
		/* column round */
		QR(x0, x4, x8, x12);
		QR(x1, x5, x9, x13);
		QR(x2, x6, x10, x14);
		QR(x3, x7, x11, x15);
		/* diagonal round */
		QR(x0, x5, x10, x15);
		QR(x1, x6, x11, x12);
		QR(x2, x7, x8, x13);
		QR(x3, x4, x9, x14);
	}
#define OUT(k) store_le(out + 4 * (k), \
			 cb_load32_le(in + 4 * (k)) ^ (x##k + s[k]))
	OUT(0);
	OUT(1);
	OUT(2);
	OUT(3);
	OUT(4);
	OUT(5);
	OUT(6);
	OUT(7);
	OUT(8);
	OUT(9);
	OUT(10);
	OUT(11);
	OUT(12);
	OUT(13);
	OUT(14);
	OUT(15);
#undef OUT
	s[12]++;
}

/* see internal/chacha20.h */
void
cb_chacha20_blocks_c(uint32_t s[16], uint8_t *out, const uint8_t *in,
		     size_t nblocks)
{
	for (; nblocks > 0; nblocks--) {
		chacha20_xor_block(s, out, in);
		out += CB_CHACHA20_BLOCK_LEN;
		in += CB_CHACHA20_BLOCK_LEN;
	}
}

#if CB_ARM_CHACHA20_ASM
#define BLOCKS cb_chacha20_blocks_armv7m
#else
#define BLOCKS cb_chacha20_blocks_c
#endif

/* see cb/aead.h */
void
cb_chacha20_setkey(cb_chacha20_ctx *ctx, const uint8_t key[CB_CHACHA20_KEY_LEN])
{
	int i;

	/* "expand 32-byte k" */
	ctx->s[0] = 0x61707865;
	ctx->s[1] = 0x3320646e;
	ctx->s[2] = 0x79622d32;
	ctx->s[3] = 0x6b206574;
	for (i = 0; i < 8; i++)
		ctx->s[4 + i] = cb_load32_le(key + 4 * i);
	ctx->s[12] = 0;
	ctx->s[13] = ctx->s[14] = ctx->s[15] = 0;
	memset(ctx->ks, 0, sizeof(ctx->ks));
	ctx->avail = 0; /* nothing until init */
	ctx->used = CB_CHACHA20_BLOCK_LEN;
}

/* see cb/aead.h */
void
cb_chacha20_init(cb_chacha20_ctx *ctx,
		 const uint8_t nonce[CB_CHACHA20_NONCE_LEN], uint32_t counter)
{
	ctx->s[12] = counter;
	ctx->s[13] = cb_load32_le(nonce);
	ctx->s[14] = cb_load32_le(nonce + 4);
	ctx->s[15] = cb_load32_le(nonce + 8);
	/* blocks counter .. 2^32-1 exist: (2^32 - counter) * 64 bytes */
	ctx->avail = (((uint64_t)1 << 32) - counter) * CB_CHACHA20_BLOCK_LEN;
	ctx->used = CB_CHACHA20_BLOCK_LEN;
}

/* see cb/aead.h */
int
cb_chacha20_update(cb_chacha20_ctx *ctx, uint8_t *out, const uint8_t *in,
		   size_t len)
{
	size_t i, n;

	/* lengths and positions are public: plain branches are fine */
	if ((uint64_t)len > ctx->avail)
		return CB_E_ARG;
	if (len == 0)
		return CB_OK; /* in and out may be NULL */
	ctx->avail -= len;

	/* the rest of the buffered block first */
	n = CB_CHACHA20_BLOCK_LEN - ctx->used;
	if (n > len)
		n = len;
	for (i = 0; i < n; i++)
		out[i] = in[i] ^ ctx->ks[ctx->used + i];
	ctx->used += (uint32_t)n;
	if (n == len)
		return CB_OK;
	out += n;
	in += n;
	len -= n;

	/* whole blocks straight from input to output */
	n = len / CB_CHACHA20_BLOCK_LEN;
	BLOCKS(ctx->s, out, in, n);
	n *= CB_CHACHA20_BLOCK_LEN;
	out += n;
	in += n;
	len -= n;

	/* a final partial block: keep its keystream for the next call */
	if (len > 0) {
		BLOCKS(ctx->s, ctx->ks, zero_block, 1);
		for (i = 0; i < len; i++)
			out[i] = in[i] ^ ctx->ks[i];
		ctx->used = (uint32_t)len;
	}
	return CB_OK;
}

/* see cb/aead.h */
int
cb_chacha20(uint8_t *out, const uint8_t key[CB_CHACHA20_KEY_LEN],
	    const uint8_t nonce[CB_CHACHA20_NONCE_LEN], uint32_t counter,
	    const uint8_t *in, size_t len)
{
	cb_chacha20_ctx ctx;
	int err;

	cb_chacha20_setkey(&ctx, key);
	cb_chacha20_init(&ctx, nonce, counter);
	err = cb_chacha20_update(&ctx, out, in, len);
	cb_wipe(&ctx, sizeof(ctx));
	return err;
}

/* ---- the descriptor (cb/desc.h): a stream from block 1 ---- */

/* the key schedule is the stream's context, keyed (cb/aead.h) */
typedef char chacha20_key_fits[sizeof(cb_chacha20_ctx) <=
			       sizeof(cb_block_any_ctx) &&
			       sizeof(cb_chacha20_ctx) <=
			       sizeof(cb_mode_any_ctx) ? 1 : -1];

static int
chacha20_mode_setkey(void *key, const uint8_t *k, size_t keylen)
{
	if (keylen != CB_CHACHA20_KEY_LEN)
		return CB_E_ARG;
	cb_chacha20_setkey(key, k);
	return CB_OK;
}

static int
chacha20_mode_init(void *ctx, const cb_block_cipher *bc, const void *key,
		   const uint8_t *iv)
{
	memcpy(ctx, key, sizeof(cb_chacha20_ctx));
	cb_chacha20_init(ctx, iv, 1);
	return CB_OK;
}

static int
chacha20_mode_update(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		     size_t len)
{
	return cb_chacha20_update(ctx, out, in, len);
}

static int
chacha20_mode_final(void *ctx)
{
	cb_wipe(ctx, sizeof(cb_chacha20_ctx));
	return CB_OK;
}

/* encryption and decryption are one */
static int
chacha20_mode_crypt(int dec, uint8_t *out, const cb_block_cipher *bc,
		    const void *key, const uint8_t *iv, const uint8_t *in,
		    size_t len)
{
	cb_chacha20_ctx ctx;
	int rc;

	chacha20_mode_init(&ctx, bc, key, iv);
	rc = cb_chacha20_update(&ctx, out, in, len);
	cb_wipe(&ctx, sizeof(ctx));
	return rc;
}

/* see cb/aead.h */
const cb_mode_desc cb_chacha20_mode = {
	"chacha20", 0, sizeof(cb_chacha20_ctx), chacha20_mode_crypt,
	chacha20_mode_init, chacha20_mode_update, chacha20_mode_final,
	CB_CHACHA20_NONCE_LEN, chacha20_mode_setkey
};
