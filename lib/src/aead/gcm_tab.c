/* SPDX-License-Identifier: MIT */
/* GCM with a 64 KB table GHASH (cb_gcm_tab_*): NOT constant-time. */
/*
 * Secret: the key schedule, H, its table, the GHASH state, the keystream
 * and the plaintext.  ghash_tab indexes the table with the bytes of the
 * GHASH state (secret), so its timing depends on H and on the data
 * through the data cache: this file is for the `table` configuration,
 * next to the table ciphers, and is never the default.  The mode (IV,
 * counter, tag, its constant-time check, wiping) is gcm.c's, through
 * internal/gcm.h; only the GHASH differs.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/gcm.h"

/*
 * Values are 128-bit big-endian integers hi:lo (bit 63 of hi is the
 * coefficient of x^0).  t[i][b] = H * (the block whose byte i is b, the
 * others zero), so X * H = XOR over i of t[i][byte i of X]: one lookup
 * per byte, no reduction (it is in the table).
 */
static void
ghash_tab_init(uint64_t t[16][256][2], const uint32_t h[4])
{
	uint64_t vh = (uint64_t)h[0] << 32 | h[1];
	uint64_t vl = (uint64_t)h[2] << 32 | h[3], m;
	unsigned i, j, b;

	for (i = 0; i < 16; i++) {
		t[i][0][0] = 0;
		t[i][0][1] = 0;
		/* t[i][0x80 >> j] = H * x^(8 i + j) */
		for (j = 0; j < 8; j++) {
			t[i][0x80 >> j][0] = vh;
			t[i][0x80 >> j][1] = vl;
			/* V = V * x: shift right, reduce by 11100001 || 0 */
			m = (uint64_t)0 - (vl & 1);
			vl = (vl >> 1) | (vh << 63);
			vh = (vh >> 1) ^ (m & 0xe100000000000000u);
		}
		/* the others by linearity: lowest set bit plus the rest */
		for (b = 3; b < 256; b++) {
			if ((b & (b - 1)) == 0)
				continue;
			t[i][b][0] = t[i][b & (b - 1)][0] ^
				     t[i][b & (0u - b)][0];
			t[i][b][1] = t[i][b & (b - 1)][1] ^
				     t[i][b & (0u - b)][1];
		}
	}
}

/*
 * The sum of the entries for four bytes of the half-block w, the first
 * at bit sh, from tables u[0..3]: one of four independent partial sums
 * of a block (a short dependency chain).
 */
static inline void
ghash_tab4(uint64_t *h, uint64_t *l, const uint64_t u[4][256][2],
	   uint64_t w, unsigned sh)
{
	const uint64_t *e0 = u[0][(unsigned)(w >> sh) & 0xff];
	const uint64_t *e1 = u[1][(unsigned)(w >> (sh - 8)) & 0xff];
	const uint64_t *e2 = u[2][(unsigned)(w >> (sh - 16)) & 0xff];
	const uint64_t *e3 = u[3][(unsigned)(w >> (sh - 24)) & 0xff];
	uint64_t zh = (e0[0] ^ e1[0]) ^ (e2[0] ^ e3[0]);
	uint64_t zl = (e0[1] ^ e1[1]) ^ (e2[1] ^ e3[1]);

	*h = zh;
	*l = zl;
}

static void
ghash_tab(uint32_t y[4], const void *tab, const uint8_t *p, size_t nblocks)
{
	const uint64_t (*t)[256][2] = (const uint64_t (*)[256][2])tab;
	uint64_t xh = (uint64_t)y[0] << 32 | y[1];
	uint64_t xl = (uint64_t)y[2] << 32 | y[3];
	uint64_t ah, al, bh, bl, ch, cl, dh, dl;

	while (nblocks-- > 0) {
		xh ^= cb_load64_be(p);
		xl ^= cb_load64_be(p + 8);
		ghash_tab4(&ah, &al, t, xh, 56);
		ghash_tab4(&bh, &bl, t + 4, xh, 24);
		ghash_tab4(&ch, &cl, t + 8, xl, 56);
		ghash_tab4(&dh, &dl, t + 12, xl, 24);
		xh = (ah ^ bh) ^ (ch ^ dh);
		xl = (al ^ bl) ^ (cl ^ dl);
		p += 16;
	}
	y[0] = (uint32_t)(xh >> 32);
	y[1] = (uint32_t)xh;
	y[2] = (uint32_t)(xl >> 32);
	y[3] = (uint32_t)xl;
}

/* the GHASH of ctx for the shared mode */
static cb_gcm_ghash
tab_ghash(const cb_gcm_tab_ctx *ctx)
{
	cb_gcm_ghash g;

	g.fn = ghash_tab;
	g.tab = ctx->htab;
	return g;
}

/* see cb/aead.h */
int
cb_gcm_tab_setkey(cb_gcm_tab_ctx *ctx, const cb_block_cipher *bc,
		  const void *key)
{
	uint8_t b[16];
	uint32_t h[4];
	unsigned i;

	memset(&ctx->gcm, 0, sizeof(ctx->gcm));
	if (bc == NULL || bc->block_len != 16) {
		/* no key left behind: init refuses an unkeyed context */
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	ctx->bc = bc;
	ctx->key = key;
	memset(b, 0, sizeof(b));
	bc->encrypt(key, b, b, 1);
	for (i = 0; i < 4; i++)
		h[i] = cb_load32_be(b + 4 * i);
	ghash_tab_init(ctx->htab, h);
	cb_wipe(b, sizeof(b));
	cb_wipe(h, sizeof(h));
	return CB_OK;
}

/* see cb/aead.h */
int
cb_gcm_tab_init(cb_gcm_tab_ctx *ctx, const uint8_t *iv, size_t ivlen)
{
	cb_gcm_ghash g = tab_ghash(ctx);

	return cb_gcm_mode_start(&ctx->gcm, &g, ctx->bc, ctx->key, iv, ivlen);
}

/* see cb/aead.h */
int
cb_gcm_tab_aad(cb_gcm_tab_ctx *ctx, const uint8_t *aad, size_t len)
{
	cb_gcm_ghash g = tab_ghash(ctx);

	return cb_gcm_mode_aad(&ctx->gcm, &g, aad, len);
}

/* see cb/aead.h */
int
cb_gcm_tab_encrypt_update(cb_gcm_tab_ctx *ctx, uint8_t *out,
			  const uint8_t *in, size_t len)
{
	cb_gcm_ghash g = tab_ghash(ctx);

	return cb_gcm_mode_update(&ctx->gcm, &g, 0, out, in, len);
}

/* see cb/aead.h */
int
cb_gcm_tab_decrypt_update(cb_gcm_tab_ctx *ctx, uint8_t *out,
			  const uint8_t *in, size_t len)
{
	cb_gcm_ghash g = tab_ghash(ctx);

	return cb_gcm_mode_update(&ctx->gcm, &g, 1, out, in, len);
}

/* see cb/aead.h */
int
cb_gcm_tab_encrypt_final(cb_gcm_tab_ctx *ctx, uint8_t *tag, size_t taglen)
{
	cb_gcm_ghash g = tab_ghash(ctx);

	return cb_gcm_mode_final(&ctx->gcm, &g, tag, NULL, taglen);
}

/* see cb/aead.h */
int
cb_gcm_tab_decrypt_final(cb_gcm_tab_ctx *ctx, const uint8_t *tag,
			 size_t taglen)
{
	cb_gcm_ghash g = tab_ghash(ctx);

	return cb_gcm_mode_final(&ctx->gcm, &g, NULL, tag, taglen);
}

/* see cb/aead.h */
int
cb_gcm_tab_encrypt(cb_gcm_tab_ctx *ctx, uint8_t *out, uint8_t *tag,
		   size_t taglen, const uint8_t *iv, size_t ivlen,
		   const uint8_t *aad, size_t aadlen, const uint8_t *in,
		   size_t len)
{
	cb_gcm_ghash g = tab_ghash(ctx);

	return cb_gcm_mode_seal(&ctx->gcm, &g, out, tag, taglen, ctx->bc,
				ctx->key, iv, ivlen, aad, aadlen, in, len);
}

/* see cb/aead.h */
int
cb_gcm_tab_decrypt(cb_gcm_tab_ctx *ctx, uint8_t *out, const uint8_t *iv,
		   size_t ivlen, const uint8_t *aad, size_t aadlen,
		   const uint8_t *in, size_t len, const uint8_t *tag,
		   size_t taglen)
{
	cb_gcm_ghash g = tab_ghash(ctx);

	return cb_gcm_mode_open(&ctx->gcm, &g, out, ctx->bc, ctx->key, iv,
				ivlen, aad, aadlen, in, len, tag, taglen);
}
