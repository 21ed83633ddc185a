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

#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))
#define BSIG0(x) (cb_rotr32(x, 2) ^ cb_rotr32(x, 13) ^ cb_rotr32(x, 22))
#define BSIG1(x) (cb_rotr32(x, 6) ^ cb_rotr32(x, 11) ^ cb_rotr32(x, 25))
#define SSIG0(x) (cb_rotr32(x, 7) ^ cb_rotr32(x, 18) ^ ((x) >> 3))
#define SSIG1(x) (cb_rotr32(x, 17) ^ cb_rotr32(x, 19) ^ ((x) >> 10))

/* FIPS 180-4 §6.2.2, with a rolling 16-word message schedule. */
static void
sha256_blocks(uint32_t h[8], const uint8_t *p, size_t nblocks)
{
	uint32_t w[16], s[8], t1, t2;
	unsigned i;

	while (nblocks-- > 0) {
		for (i = 0; i < 16; i++)
			w[i] = cb_load32_be(p + 4 * i);
		memcpy(s, h, sizeof(s));
		for (i = 0; i < 64; i++) {
			if (i >= 16)
				w[i & 15] += SSIG1(w[(i - 2) & 15]) +
					     w[(i - 7) & 15] +
					     SSIG0(w[(i - 15) & 15]);
			t1 = s[7] + BSIG1(s[4]) + CH(s[4], s[5], s[6]) +
			     k256[i] + w[i & 15];
			t2 = BSIG0(s[0]) + MAJ(s[0], s[1], s[2]);
			s[7] = s[6];
			s[6] = s[5];
			s[5] = s[4];
			s[4] = s[3] + t1;
			s[3] = s[2];
			s[2] = s[1];
			s[1] = s[0];
			s[0] = t1 + t2;
		}
		for (i = 0; i < 8; i++)
			h[i] += s[i];
		p += 64;
	}
	cb_wipe(w, sizeof(w));
	cb_wipe(s, sizeof(s));
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
