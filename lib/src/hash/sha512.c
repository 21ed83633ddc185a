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
 * The 80 rounds are unrolled by 16 over an 8-word state in local
 * variables and a rolling 16-word schedule.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/config.h"

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

/*
 * Boolean functions (FIPS 180-4 §4.1.3) in forms with fewer operations:
 * Ch as a multiplexer, Maj from the two XORs.
 */
#define CH(x, y, z) ((((y) ^ (z)) & (x)) ^ (z))
#define MAJ(x, y, z) ((((x) ^ (y)) & ((y) ^ (z))) ^ (y))
#ifdef CB_WORD32
/*
 * 32-bit cores: the sigmas on the halves (hi, lo) of x, each 64-bit
 * rotation right by r < 32 being (lo >> r | hi << (32 - r)) for the low
 * word and (hi >> r | lo << (32 - r)) for the high one (r >= 32: the
 * halves swap and r - 32 remains).  The ORed parts never overlap, so all
 * terms are XORed: one shift-and-XOR instruction each on Arm.  LO and HI
 * take the halves of x, JOIN(h, l) builds the result.
 */
#define LO(x) ((uint32_t)(x))
#define HI(x) ((uint32_t)((x) >> 32))
#define JOIN(h, l) ((uint64_t)(h) << 32 | (l))

/* (x >>> 28) ^ (x >>> 34) ^ (x >>> 39) */
static inline uint64_t
bsig0(uint64_t x)
{
	uint32_t l = LO(x), h = HI(x);

	return JOIN((h >> 28) ^ (l << 4) ^ (l >> 2) ^ (h << 30) ^ (l >> 7) ^
		    (h << 25),
		    (l >> 28) ^ (h << 4) ^ (h >> 2) ^ (l << 30) ^ (h >> 7) ^
		    (l << 25));
}

/* (x >>> 14) ^ (x >>> 18) ^ (x >>> 41) */
static inline uint64_t
bsig1(uint64_t x)
{
	uint32_t l = LO(x), h = HI(x);

	return JOIN((h >> 14) ^ (l << 18) ^ (h >> 18) ^ (l << 14) ^
		    (l >> 9) ^ (h << 23),
		    (l >> 14) ^ (h << 18) ^ (l >> 18) ^ (h << 14) ^
		    (h >> 9) ^ (l << 23));
}

/* (x >>> 1) ^ (x >>> 8) ^ (x >> 7) */
static inline uint64_t
ssig0(uint64_t x)
{
	uint32_t l = LO(x), h = HI(x);

	return JOIN((h >> 1) ^ (l << 31) ^ (h >> 8) ^ (l << 24) ^ (h >> 7),
		    (l >> 1) ^ (h << 31) ^ (l >> 8) ^ (h << 24) ^ (l >> 7) ^
		    (h << 25));
}

/* (x >>> 19) ^ (x >>> 61) ^ (x >> 6) */
static inline uint64_t
ssig1(uint64_t x)
{
	uint32_t l = LO(x), h = HI(x);

	return JOIN((h >> 19) ^ (l << 13) ^ (l >> 29) ^ (h << 3) ^ (h >> 6),
		    (l >> 19) ^ (h << 13) ^ (h >> 29) ^ (l << 3) ^ (l >> 6) ^
		    (h << 26));
}

#define BSIG0(x) bsig0(x)
#define BSIG1(x) bsig1(x)
#define SSIG0(x) ssig0(x)
#define SSIG1(x) ssig1(x)
#else
/* 64-bit registers: nested rotations, the same values with fewer moves */
#define BSIG0(x) cb_rotr64((x) ^ cb_rotr64((x) ^ cb_rotr64(x, 5), 6), 28)
#define BSIG1(x) cb_rotr64((x) ^ cb_rotr64((x) ^ cb_rotr64(x, 23), 4), 14)
#define SSIG0(x) (cb_rotr64((x) ^ cb_rotr64(x, 7), 1) ^ ((x) >> 7))
#define SSIG1(x) (cb_rotr64((x) ^ cb_rotr64(x, 42), 19) ^ ((x) >> 6))
#endif

/*
 * One round (§6.4.2 step 3) on the state named a..h, with round constant
 * k[i] and message word wi.  Instead of shifting the eight variables,
 * the caller rotates the names: the new a is h and the new e is d.
 */
#define RND(a, b, c, d, e, f, g, h, i, wi)                              \
	do {                                                            \
		h += BSIG1(e) + CH(e, f, g) + k[i] + (wi);              \
		d += h;                                                 \
		h += BSIG0(a) + MAJ(a, b, c);                           \
	} while (0)

/* Message word t in rounds 0-15: read from the block (§6.4.2 step 1). */
#define W0(t) (w[t] = cb_load64_be(p + 8 * (t)))

/* Word t + 16j, j >= 1, over a rolling 16-word window (§6.4.2 step 1). */
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
 * FIPS 180-4 §6.4.2: rounds unrolled by 16, the state in local variables
 * and the message schedule computed on the fly in a 16-word window.
 */
static void
sha512_blocks(uint64_t hs[8], const uint8_t *p, size_t nblocks)
{
	uint64_t w[16], a, b, c, d, e, f, g, h;
	const uint64_t *k;

	while (nblocks-- > 0) {
		a = hs[0];
		b = hs[1];
		c = hs[2];
		d = hs[3];
		e = hs[4];
		f = hs[5];
		g = hs[6];
		h = hs[7];
		k = k512;
		RND16(W0);
		for (k = k512 + 16; k < k512 + 80; k += 16)
			RND16(W1);
		hs[0] += a;
		hs[1] += b;
		hs[2] += c;
		hs[3] += d;
		hs[4] += e;
		hs[5] += f;
		hs[6] += g;
		hs[7] += h;
		p += 128;
	}
	cb_wipe(w, sizeof(w));
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
