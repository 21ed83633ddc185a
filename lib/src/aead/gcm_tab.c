/* SPDX-License-Identifier: MIT */
/* GCM's 64 KB table GHASH (cb_gcm_setkey_table): NOT constant-time. */
/*
 * Secret: the key schedule, H, its table, the GHASH state, the keystream
 * and the plaintext.  ghash_tab indexes the table with the bytes of the
 * GHASH state (secret), so its timing depends on H and on the data
 * through the data cache: this file is for the `table` configuration,
 * next to the table ciphers, and is never the default.  The mode (IV,
 * counter, tag, its constant-time check, wiping) is gcm.c's, which calls
 * the GHASH a key names; only the GHASH differs.
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

/* see cb/aead.h */
int
cb_gcm_setkey_table(cb_gcm_key *ks, cb_gcm_table *tab,
		    const cb_block_cipher *bc, const uint8_t *key,
		    size_t keylen)
{
	int ret = cb_gcm_setkey(ks, bc, key, keylen);

	if (ret != CB_OK)
		return ret;
	ghash_tab_init(tab->t, ks->h);
	ks->ghash = ghash_tab;
	ks->tab = tab->t;
	return CB_OK;
}

/* ---- the descriptor (cb/desc.h) ---- */

static int
gcm_table_setkey(void *ks, const cb_prims *p, const uint8_t *key,
		 size_t keylen)
{
	cb_gcm_table_key *k = ks;

	return cb_gcm_setkey_table(&k->key, &k->tab, p->cipher, key, keylen);
}

/* see cb/aead.h: the calls GCM's (the key first in a cb_gcm_table_key) */
const cb_aead_desc cb_gcm_table_aead = {
	"gcm-table", 0, sizeof(cb_gcm_table_key), sizeof(cb_gcm_ctx), 12, 16,
	&cb_gcm_aead, gcm_table_setkey, cb_gcm_aead_encrypt,
	cb_gcm_aead_decrypt, cb_gcm_aead_init, cb_gcm_aead_aad,
	cb_gcm_aead_update, cb_gcm_aead_final
};
