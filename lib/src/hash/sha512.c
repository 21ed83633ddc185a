/* SPDX-License-Identifier: MIT */
/* SHA-512, SHA-384, SHA-512/224 and SHA-512/256 (FIPS 180-4 §6.4-§6.7). */
/*
 * Constant-time with respect to the message (the only secret a hash sees):
 * every block goes through the same additions, rotations and Boolean
 * functions; the round constants are indexed by the round number only and
 * branches depend only on lengths, which are public.
 *
 * 32-bit cores: the code uses only 64-bit add, xor, and, not and shifts or
 * rotations by constant amounts, which compilers lower to word pairs
 * without library calls (no 64-bit multiply, divide or variable shift).
 * The 80 rounds are a loop over an 8-word state and a rolling 16-word
 * schedule, which keeps register pressure and stack small.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"

_Static_assert(sizeof(cb_sha512_ctx) <= CB_HASH_CTX_MAX,
	       "cb_sha512_ctx must fit cb_hash_any_ctx");

/* FIPS 180-4 §4.2.3: cube roots of the first 80 primes */
static const uint64_t k512[80] = {
	0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL,
	0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
	0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
	0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
	0xd807aa98a3030242ULL, 0x12835b0145706fbeULL,
	0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
	0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL,
	0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
	0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
	0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
	0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL,
	0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
	0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL,
	0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
	0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
	0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
	0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL,
	0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
	0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL,
	0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
	0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
	0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
	0xd192e819d6ef5218ULL, 0xd69906245565a910ULL,
	0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
	0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL,
	0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
	0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
	0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
	0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL,
	0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
	0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL,
	0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
	0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
	0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
	0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL,
	0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
	0x28db77f523047d84ULL, 0x32caab7b40c72493ULL,
	0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
	0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
	0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL
};

/* FIPS 180-4 §5.3.5, §5.3.4 and §5.3.6 (the SHA-512/t IV function) */
static const uint64_t iv512[8] = {
	0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL,
	0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
	0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
	0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL
};
static const uint64_t iv384[8] = {
	0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL,
	0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
	0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
	0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL
};
static const uint64_t iv512_224[8] = {
	0x8c3d37c819544da2ULL, 0x73e1996689dcd4d6ULL,
	0x1dfab7ae32ff9c82ULL, 0x679dd514582f9fcfULL,
	0x0f6d2b697bd44da8ULL, 0x77e36f7304c48942ULL,
	0x3f9d85a86a1d36c8ULL, 0x1112e6ad91d692a1ULL
};
static const uint64_t iv512_256[8] = {
	0x22312194fc2bf72cULL, 0x9f555fa3c84c64c2ULL,
	0x2393b86b6f53b151ULL, 0x963877195940eabdULL,
	0x96283ee2a88effe3ULL, 0xbe5e1e2553863992ULL,
	0x2b0199fc2c85b8aaULL, 0x0eb72ddc81c52ca2ULL
};

#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))
#define BSIG0(x) (cb_rotr64(x, 28) ^ cb_rotr64(x, 34) ^ cb_rotr64(x, 39))
#define BSIG1(x) (cb_rotr64(x, 14) ^ cb_rotr64(x, 18) ^ cb_rotr64(x, 41))
#define SSIG0(x) (cb_rotr64(x, 1) ^ cb_rotr64(x, 8) ^ ((x) >> 7))
#define SSIG1(x) (cb_rotr64(x, 19) ^ cb_rotr64(x, 61) ^ ((x) >> 6))

/* FIPS 180-4 §6.4.2, with a rolling 16-word message schedule. */
static void
sha512_blocks(uint64_t h[8], const uint8_t *p, size_t nblocks)
{
	uint64_t w[16], s[8], t1, t2;
	unsigned i;

	while (nblocks-- > 0) {
		for (i = 0; i < 16; i++)
			w[i] = cb_load64_be(p + 8 * i);
		memcpy(s, h, sizeof(s));
		for (i = 0; i < 80; i++) {
			if (i >= 16)
				w[i & 15] += SSIG1(w[(i - 2) & 15]) +
					     w[(i - 7) & 15] +
					     SSIG0(w[(i - 15) & 15]);
			t1 = s[7] + BSIG1(s[4]) + CH(s[4], s[5], s[6]) +
			     k512[i] + w[i & 15];
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
		p += 128;
	}
	cb_wipe(w, sizeof(w));
	cb_wipe(s, sizeof(s));
}

static void
sha512_start(cb_sha512_ctx *ctx, const uint64_t iv[8])
{
	memcpy(ctx->h, iv, sizeof(ctx->h));
	ctx->total = 0;
	memset(ctx->buf, 0, sizeof(ctx->buf));
}

static void
sha512_update(cb_sha512_ctx *ctx, const uint8_t *in, size_t len)
{
	size_t used, n;

	if (len == 0)
		return;
	used = (size_t)(ctx->total & 127);
	ctx->total += len;
	if (used != 0) {
		n = 128 - used;
		if (n > len)
			n = len;
		memcpy(ctx->buf + used, in, n);
		used += n;
		in += n;
		len -= n;
		if (used < 128)
			return;
		sha512_blocks(ctx->h, ctx->buf, 1);
	}
	if (len >= 128) {
		sha512_blocks(ctx->h, in, len / 128);
		in += len & ~(size_t)127;
		len &= 127;
	}
	if (len > 0)
		memcpy(ctx->buf, in, len);
}

/* FIPS 180-4 §5.1.2 padding (128-bit length), then outlen bytes of H. */
static void
sha512_finish(cb_sha512_ctx *ctx, uint8_t *out, size_t outlen)
{
	size_t used = (size_t)(ctx->total & 127), i;
	uint8_t tmp[64];

	ctx->buf[used++] = 0x80;
	if (used > 112) {
		memset(ctx->buf + used, 0, 128 - used);
		sha512_blocks(ctx->h, ctx->buf, 1);
		used = 0;
	}
	memset(ctx->buf + used, 0, 112 - used);
	/* bit count = total * 8 as a 128-bit big-endian number */
	cb_store64_be(ctx->buf + 112, ctx->total >> 61);
	cb_store64_be(ctx->buf + 120, ctx->total << 3);
	sha512_blocks(ctx->h, ctx->buf, 1);
	for (i = 0; i < 8; i++)
		cb_store64_be(tmp + 8 * i, ctx->h[i]);
	memcpy(out, tmp, outlen);
	cb_wipe(tmp, sizeof(tmp));
	cb_wipe(ctx, sizeof(*ctx));
}

#define SHA512_FAMILY(name, iv, outlen)					\
	void								\
	cb_##name##_init(cb_##name##_ctx *ctx)				\
	{								\
		sha512_start(ctx, iv);					\
	}								\
									\
	void								\
	cb_##name##_update(cb_##name##_ctx *ctx, const uint8_t *in,	\
			   size_t len)					\
	{								\
		sha512_update(ctx, in, len);				\
	}								\
									\
	void								\
	cb_##name##_final(cb_##name##_ctx *ctx, uint8_t out[outlen])	\
	{								\
		sha512_finish(ctx, out, outlen);			\
	}								\
									\
	void								\
	cb_##name(uint8_t out[outlen], const uint8_t *in, size_t len)	\
	{								\
		cb_##name##_ctx ctx;					\
									\
		sha512_start(&ctx, iv);					\
		sha512_update(&ctx, in, len);				\
		sha512_finish(&ctx, out, outlen);			\
	}								\
									\
	static void							\
	d_##name##_init(void *c)					\
	{								\
		sha512_start(c, iv);					\
	}								\
									\
	static void							\
	d_##name##_final(void *c, uint8_t *out)				\
	{								\
		sha512_finish(c, out, outlen);				\
	}

static void
d_update(void *c, const uint8_t *in, size_t len)
{
	sha512_update(c, in, len);
}

/* see cb/hash.h (each expansion defines init, update, final, one-shot) */
SHA512_FAMILY(sha512, iv512, CB_SHA512_LEN)
/* see cb/hash.h */
SHA512_FAMILY(sha384, iv384, CB_SHA384_LEN)
/* see cb/hash.h */
SHA512_FAMILY(sha512_224, iv512_224, CB_SHA512_224_LEN)
/* see cb/hash.h */
SHA512_FAMILY(sha512_256, iv512_256, CB_SHA512_256_LEN)

const cb_hash_desc cb_sha512_desc = {
	"sha512", CB_SHA512_LEN, CB_SHA512_BLOCK_LEN, sizeof(cb_sha512_ctx),
	d_sha512_init, d_update, d_sha512_final
};

const cb_hash_desc cb_sha384_desc = {
	"sha384", CB_SHA384_LEN, CB_SHA384_BLOCK_LEN, sizeof(cb_sha384_ctx),
	d_sha384_init, d_update, d_sha384_final
};

const cb_hash_desc cb_sha512_224_desc = {
	"sha512-224", CB_SHA512_224_LEN, CB_SHA512_224_BLOCK_LEN,
	sizeof(cb_sha512_224_ctx), d_sha512_224_init, d_update,
	d_sha512_224_final
};

const cb_hash_desc cb_sha512_256_desc = {
	"sha512-256", CB_SHA512_256_LEN, CB_SHA512_256_BLOCK_LEN,
	sizeof(cb_sha512_256_ctx), d_sha512_256_init, d_update,
	d_sha512_256_final
};
