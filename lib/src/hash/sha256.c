/* SPDX-License-Identifier: MIT */
/* SHA-256 and SHA-224 (FIPS 180-4 §6.2, §6.3), portable 32-bit code. */
/*
 * Constant-time with respect to the message (the only secret a hash sees):
 * every block goes through the same additions, rotations and Boolean
 * functions; the round constants are indexed by the round number only and
 * branches depend only on lengths, which are public.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/sha256.h"

_Static_assert(sizeof(cb_sha256_ctx) <= CB_HASH_CTX_MAX,
	       "cb_sha256_ctx must fit cb_hash_any_ctx");

/* FIPS 180-4 §4.2.2: cube roots of the first 64 primes */
static const uint32_t k256[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b,
	0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
	0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7,
	0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152,
	0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
	0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
	0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
	0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
	0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

/* FIPS 180-4 §5.3.3 and §5.3.2 */
static const uint32_t iv256[8] = {
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
};
static const uint32_t iv224[8] = {
	0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
	0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4
};

/*
 * Boolean functions (FIPS 180-4 §4.1.2) in forms with fewer operations:
 * Ch as a multiplexer, Maj from the two XORs.  The sigmas are written as
 * nested rotations, e.g. (x >>> 2) ^ (x >>> 13) ^ (x >>> 22) =
 * (x ^ ((x ^ (x >>> 9)) >>> 11)) >>> 2: the same value with fewer register
 * moves, and a core with a rotated operand (Arm) folds the outer rotation
 * into the add that uses it.
 */
#define CH(x, y, z) ((((y) ^ (z)) & (x)) ^ (z))
#define MAJ(x, y, z) ((((x) ^ (y)) & ((y) ^ (z))) ^ (y))
#define BSIG0(x) cb_rotr32((x) ^ cb_rotr32((x) ^ cb_rotr32(x, 9), 11), 2)
#define BSIG1(x) cb_rotr32((x) ^ cb_rotr32((x) ^ cb_rotr32(x, 14), 5), 6)
#define SSIG0(x) (cb_rotr32((x) ^ cb_rotr32(x, 11), 7) ^ ((x) >> 3))
#define SSIG1(x) (cb_rotr32((x) ^ cb_rotr32(x, 2), 17) ^ ((x) >> 10))

/*
 * One round (§6.2.2 step 3) on the state named a..h, with round constant
 * k[i] and message word wi.  Instead of shifting the eight variables,
 * the caller rotates the names: the new a is h and the new e is d.
 */
#define RND(a, b, c, d, e, f, g, h, i, wi)                              \
	do {                                                            \
		h += BSIG1(e) + CH(e, f, g) + k[i] + (wi);              \
		d += h;                                                 \
		h += BSIG0(a) + MAJ(a, b, c);                           \
	} while (0)

/* Message word t in rounds 0-15: read from the block (§6.2.2 step 1). */
#define W0(t) (w[t] = cb_load32_be(p + 4 * (t)))

/* Word t + 16j, j >= 1, over a rolling 16-word window (§6.2.2 step 1). */
#define W1(t)                                                           \
	(w[t] += SSIG1(w[((t) + 14) & 15]) + w[((t) + 9) & 15] +       \
		 SSIG0(w[((t) + 1) & 15]))

/* Sixteen rounds: the names a..h come back where they started. */
#define RND16(W)                                                        \
	do {                                                            \
		RND(a, b, c, d, e, f, g, h, 0, W(0));                   \
		RND(h, a, b, c, d, e, f, g, 1, W(1));                   \
		RND(g, h, a, b, c, d, e, f, 2, W(2));                   \
		RND(f, g, h, a, b, c, d, e, 3, W(3));                   \
		RND(e, f, g, h, a, b, c, d, 4, W(4));                   \
		RND(d, e, f, g, h, a, b, c, 5, W(5));                   \
		RND(c, d, e, f, g, h, a, b, 6, W(6));                   \
		RND(b, c, d, e, f, g, h, a, 7, W(7));                   \
		RND(a, b, c, d, e, f, g, h, 8, W(8));                   \
		RND(h, a, b, c, d, e, f, g, 9, W(9));                   \
		RND(g, h, a, b, c, d, e, f, 10, W(10));                 \
		RND(f, g, h, a, b, c, d, e, 11, W(11));                 \
		RND(e, f, g, h, a, b, c, d, 12, W(12));                 \
		RND(d, e, f, g, h, a, b, c, 13, W(13));                 \
		RND(c, d, e, f, g, h, a, b, 14, W(14));                 \
		RND(b, c, d, e, f, g, h, a, 15, W(15));                 \
	} while (0)

/*
 * FIPS 180-4 §6.2.2: rounds unrolled by 16, the state in local variables
 * and the message schedule computed on the fly in a 16-word window.
 */
static void
sha256_blocks(uint32_t hs[8], const uint8_t *p, size_t nblocks)
{
	uint32_t w[16], a, b, c, d, e, f, g, h;
	const uint32_t *k;

	while (nblocks-- > 0) {
		a = hs[0];
		b = hs[1];
		c = hs[2];
		d = hs[3];
		e = hs[4];
		f = hs[5];
		g = hs[6];
		h = hs[7];
		k = k256;
		RND16(W0);
		for (k = k256 + 16; k < k256 + 64; k += 16)
			RND16(W1);
		hs[0] += a;
		hs[1] += b;
		hs[2] += c;
		hs[3] += d;
		hs[4] += e;
		hs[5] += f;
		hs[6] += g;
		hs[7] += h;
		p += 64;
	}
	cb_wipe(w, sizeof(w));
}

static void
sha256_update(cb_sha256_ctx *ctx, const uint8_t *in, size_t len)
{
	size_t used = (size_t)(ctx->total & 63), n;

	ctx->total += len;
	if (used != 0) {
		n = 64 - used;
		if (n > len)
			n = len;
		memcpy(ctx->buf + used, in, n);
		used += n;
		in += n;
		len -= n;
		if (used < 64)
			return;
		sha256_blocks(ctx->h, ctx->buf, 1);
	}
	if (len >= 64) {
		sha256_blocks(ctx->h, in, len / 64);
		in += len & ~(size_t)63;
		len &= 63;
	}
	if (len > 0)
		memcpy(ctx->buf, in, len);
}

/* FIPS 180-4 §5.1.1 padding, then the first outlen bytes of H. */
static void
sha256_finish(cb_sha256_ctx *ctx, uint8_t *out, size_t outlen)
{
	size_t used = (size_t)(ctx->total & 63), i;
	uint64_t bits = ctx->total << 3;
	uint8_t tmp[32];

	ctx->buf[used++] = 0x80;
	if (used > 56) {
		memset(ctx->buf + used, 0, 64 - used);
		sha256_blocks(ctx->h, ctx->buf, 1);
		used = 0;
	}
	memset(ctx->buf + used, 0, 56 - used);
	cb_store64_be(ctx->buf + 56, bits);
	sha256_blocks(ctx->h, ctx->buf, 1);
	for (i = 0; i < 8; i++)
		cb_store32_be(tmp + 4 * i, ctx->h[i]);
	memcpy(out, tmp, outlen);
	cb_wipe(tmp, sizeof(tmp));
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/hash.h */
void
cb_sha256_init(cb_sha256_ctx *ctx)
{
	memcpy(ctx->h, iv256, sizeof(iv256));
	ctx->total = 0;
	memset(ctx->buf, 0, sizeof(ctx->buf));
}

/* see cb/hash.h */
void
cb_sha256_update(cb_sha256_ctx *ctx, const uint8_t *in, size_t len)
{
	if (len > 0)
		sha256_update(ctx, in, len);
}

/* see cb/hash.h */
void
cb_sha256_final(cb_sha256_ctx *ctx, uint8_t out[CB_SHA256_LEN])
{
	sha256_finish(ctx, out, CB_SHA256_LEN);
}

/* see cb/hash.h */
void
cb_sha256(uint8_t out[CB_SHA256_LEN], const uint8_t *in, size_t len)
{
	cb_sha256_ctx ctx;

	cb_sha256_init(&ctx);
	cb_sha256_update(&ctx, in, len);
	cb_sha256_final(&ctx, out);
}

/* see cb/hash.h */
void
cb_sha224_init(cb_sha224_ctx *ctx)
{
	memcpy(ctx->h, iv224, sizeof(iv224));
	ctx->total = 0;
	memset(ctx->buf, 0, sizeof(ctx->buf));
}

/* see cb/hash.h */
void
cb_sha224_update(cb_sha224_ctx *ctx, const uint8_t *in, size_t len)
{
	if (len > 0)
		sha256_update(ctx, in, len);
}

/* see cb/hash.h */
void
cb_sha224_final(cb_sha224_ctx *ctx, uint8_t out[CB_SHA224_LEN])
{
	sha256_finish(ctx, out, CB_SHA224_LEN);
}

/* see cb/hash.h */
void
cb_sha224(uint8_t out[CB_SHA224_LEN], const uint8_t *in, size_t len)
{
	cb_sha224_ctx ctx;

	cb_sha224_init(&ctx);
	cb_sha224_update(&ctx, in, len);
	cb_sha224_final(&ctx, out);
}

/* Descriptor adapters: the generic code passes void pointers. */
static void
d256_init(void *c)
{
	cb_sha256_init(c);
}

static void
d224_init(void *c)
{
	cb_sha224_init(c);
}

static void
d_update(void *c, const uint8_t *in, size_t len)
{
	cb_sha256_update(c, in, len);
}

static void
d256_final(void *c, uint8_t *out)
{
	cb_sha256_final(c, out);
}

static void
d224_final(void *c, uint8_t *out)
{
	cb_sha224_final(c, out);
}

const cb_hash_desc cb_sha256_desc = {
	"sha256", CB_SHA256_LEN, CB_SHA256_BLOCK_LEN, sizeof(cb_sha256_ctx),
	d256_init, d_update, d256_final
};

const cb_hash_desc cb_sha224_desc = {
	"sha224", CB_SHA224_LEN, CB_SHA224_BLOCK_LEN, sizeof(cb_sha224_ctx),
	d224_init, d_update, d224_final
};

/* see internal/sha256.h */
void
cb_sha256_short(uint8_t out[32], uint8_t block[64], unsigned len)
{
	uint32_t hs[8];
	unsigned i;

	memcpy(hs, iv256, sizeof(hs));
	block[len] = 0x80;
	memset(block + len + 1, 0, 55 - len);
	cb_store64_be(block + 56, (uint64_t)len << 3);
	sha256_blocks(hs, block, 1);
	for (i = 0; i < 8; i++)
		cb_store32_be(out + 4 * i, hs[i]);
	cb_wipe(hs, sizeof(hs));
}
