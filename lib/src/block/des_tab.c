/* SPDX-License-Identifier: MIT */
/* Triple DES (SP 800-67 TDEA, three keys, EDE) with S-box/P tables. */
/*
 * NOT constant-time: each round indexes the eight SP tables with key- and
 * data-dependent 6-bit values, which leaks through data caches.  The key
 * schedule is a fixed bit loop; the initial/final permutations are fixed
 * swap-moves (internal/des.h), done once per block for the three passes.
 *
 * Layout: bits are numbered 1..64 from the most significant bit of the
 * big-endian block, as in FIPS 46-3.  The expansion E takes, for S-box i
 * (0-based), the six bits 4i .. 4i+5 of R (bit 0 meaning bit 32), which is
 * rotl32(R, 4i + 5) & 63.  With V = rotl32(R, 5), the chunks of the even
 * S-boxes 0, 2, 4, 6 are bits 0, 24, 16 and 8 (6 bits each) of V and those
 * of the odd ones 1, 3, 5, 7 are bits 24, 16, 8 and 0 of W = rotl32(R, 1):
 * they do not overlap, so each round XORs two 32-bit key words, one per
 * group, and reads the eight indices with shifts.  The round key's eight
 * 6-bit chunks are stored in the order 0 6 4 2 7 5 3 1 so that these two
 * words are the little-endian loads of its two halves.
 */
#include "cb/block.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/des.h"

/*
 * des_sp[p][b] = P(S_{i+1}(b) placed in output nibble i), where b is the
 * 6-bit S-box input in E order (row = first and last bit), for S-box i
 * (0-based) whose round key chunk is stored at byte p = des_kpos[i]: the
 * S-boxes in the order 0 6 4 2 7 5 3 1.  Generated from the FIPS 46-3
 * S-boxes and P permutation, and checked against the FIPS 46-3 / SP
 * 800-20 known answers by the tests.
 */
/* the Thumb-2 rounds read it by name (internal/des.h) */
#if CB_ARM_DES_TAB_ASM
#define des_sp cb_des3_tab_sp
#else
static
#endif
const uint32_t des_sp[8][64] = {
	{
		0x00808200u, 0x00000000u, 0x00008000u, 0x00808202u,
		0x00808002u, 0x00008202u, 0x00000002u, 0x00008000u,
		0x00000200u, 0x00808200u, 0x00808202u, 0x00000200u,
		0x00800202u, 0x00808002u, 0x00800000u, 0x00000002u,
		0x00000202u, 0x00800200u, 0x00800200u, 0x00008200u,
		0x00008200u, 0x00808000u, 0x00808000u, 0x00800202u,
		0x00008002u, 0x00800002u, 0x00800002u, 0x00008002u,
		0x00000000u, 0x00000202u, 0x00008202u, 0x00800000u,
		0x00008000u, 0x00808202u, 0x00000002u, 0x00808000u,
		0x00808200u, 0x00800000u, 0x00800000u, 0x00000200u,
		0x00808002u, 0x00008000u, 0x00008200u, 0x00800002u,
		0x00000200u, 0x00000002u, 0x00800202u, 0x00008202u,
		0x00808202u, 0x00008002u, 0x00808000u, 0x00800202u,
		0x00800002u, 0x00000202u, 0x00008202u, 0x00808200u,
		0x00000202u, 0x00800200u, 0x00800200u, 0x00000000u,
		0x00008002u, 0x00008200u, 0x00000000u, 0x00808002u,
	},
	{
		0x00100000u, 0x02100001u, 0x02000401u, 0x00000000u,
		0x00000400u, 0x02000401u, 0x00100401u, 0x02100400u,
		0x02100401u, 0x00100000u, 0x00000000u, 0x02000001u,
		0x00000001u, 0x02000000u, 0x02100001u, 0x00000401u,
		0x02000400u, 0x00100401u, 0x00100001u, 0x02000400u,
		0x02000001u, 0x02100000u, 0x02100400u, 0x00100001u,
		0x02100000u, 0x00000400u, 0x00000401u, 0x02100401u,
		0x00100400u, 0x00000001u, 0x02000000u, 0x00100400u,
		0x02000000u, 0x00100400u, 0x00100000u, 0x02000401u,
		0x02000401u, 0x02100001u, 0x02100001u, 0x00000001u,
		0x00100001u, 0x02000000u, 0x02000400u, 0x00100000u,
		0x02100400u, 0x00000401u, 0x00100401u, 0x02100400u,
		0x00000401u, 0x02000001u, 0x02100401u, 0x02100000u,
		0x00100400u, 0x00000000u, 0x00000001u, 0x02100401u,
		0x00000000u, 0x00100401u, 0x02100000u, 0x00000400u,
		0x02000001u, 0x02000400u, 0x00000400u, 0x00100001u,
	},
	{
		0x00000080u, 0x01040080u, 0x01040000u, 0x21000080u,
		0x00040000u, 0x00000080u, 0x20000000u, 0x01040000u,
		0x20040080u, 0x00040000u, 0x01000080u, 0x20040080u,
		0x21000080u, 0x21040000u, 0x00040080u, 0x20000000u,
		0x01000000u, 0x20040000u, 0x20040000u, 0x00000000u,
		0x20000080u, 0x21040080u, 0x21040080u, 0x01000080u,
		0x21040000u, 0x20000080u, 0x00000000u, 0x21000000u,
		0x01040080u, 0x01000000u, 0x21000000u, 0x00040080u,
		0x00040000u, 0x21000080u, 0x00000080u, 0x01000000u,
		0x20000000u, 0x01040000u, 0x21000080u, 0x20040080u,
		0x01000080u, 0x20000000u, 0x21040000u, 0x01040080u,
		0x20040080u, 0x00000080u, 0x01000000u, 0x21040000u,
		0x21040080u, 0x00040080u, 0x21000000u, 0x21040080u,
		0x01040000u, 0x00000000u, 0x20040000u, 0x21000000u,
		0x00040080u, 0x01000080u, 0x20000080u, 0x00040000u,
		0x00000000u, 0x20040000u, 0x01040080u, 0x20000080u,
	},
	{
		0x00000104u, 0x04010100u, 0x00000000u, 0x04010004u,
		0x04000100u, 0x00000000u, 0x00010104u, 0x04000100u,
		0x00010004u, 0x04000004u, 0x04000004u, 0x00010000u,
		0x04010104u, 0x00010004u, 0x04010000u, 0x00000104u,
		0x04000000u, 0x00000004u, 0x04010100u, 0x00000100u,
		0x00010100u, 0x04010000u, 0x04010004u, 0x00010104u,
		0x04000104u, 0x00010100u, 0x00010000u, 0x04000104u,
		0x00000004u, 0x04010104u, 0x00000100u, 0x04000000u,
		0x04010100u, 0x04000000u, 0x00010004u, 0x00000104u,
		0x00010000u, 0x04010100u, 0x04000100u, 0x00000000u,
		0x00000100u, 0x00010004u, 0x04010104u, 0x04000100u,
		0x04000004u, 0x00000100u, 0x00000000u, 0x04010004u,
		0x04000104u, 0x00010000u, 0x04000000u, 0x04010104u,
		0x00000004u, 0x00010104u, 0x00010100u, 0x04000004u,
		0x04010000u, 0x04000104u, 0x00000104u, 0x04010000u,
		0x00010104u, 0x00000004u, 0x04010004u, 0x00010100u,
	},
	{
		0x08000820u, 0x00000800u, 0x00020000u, 0x08020820u,
		0x08000000u, 0x08000820u, 0x00000020u, 0x08000000u,
		0x00020020u, 0x08020000u, 0x08020820u, 0x00020800u,
		0x08020800u, 0x00020820u, 0x00000800u, 0x00000020u,
		0x08020000u, 0x08000020u, 0x08000800u, 0x00000820u,
		0x00020800u, 0x00020020u, 0x08020020u, 0x08020800u,
		0x00000820u, 0x00000000u, 0x00000000u, 0x08020020u,
		0x08000020u, 0x08000800u, 0x00020820u, 0x00020000u,
		0x00020820u, 0x00020000u, 0x08020800u, 0x00000800u,
		0x00000020u, 0x08020020u, 0x00000800u, 0x00020820u,
		0x08000800u, 0x00000020u, 0x08000020u, 0x08020000u,
		0x08020020u, 0x08000000u, 0x00020000u, 0x08000820u,
		0x00000000u, 0x08020820u, 0x00020020u, 0x08000020u,
		0x08020000u, 0x08000800u, 0x08000820u, 0x00000000u,
		0x08020820u, 0x00020800u, 0x00020800u, 0x00000820u,
		0x00000820u, 0x00020020u, 0x08000000u, 0x08020800u,
	},
	{
		0x10000008u, 0x10200000u, 0x00002000u, 0x10202008u,
		0x10200000u, 0x00000008u, 0x10202008u, 0x00200000u,
		0x10002000u, 0x00202008u, 0x00200000u, 0x10000008u,
		0x00200008u, 0x10002000u, 0x10000000u, 0x00002008u,
		0x00000000u, 0x00200008u, 0x10002008u, 0x00002000u,
		0x00202000u, 0x10002008u, 0x00000008u, 0x10200008u,
		0x10200008u, 0x00000000u, 0x00202008u, 0x10202000u,
		0x00002008u, 0x00202000u, 0x10202000u, 0x10000000u,
		0x10002000u, 0x00000008u, 0x10200008u, 0x00202000u,
		0x10202008u, 0x00200000u, 0x00002008u, 0x10000008u,
		0x00200000u, 0x10002000u, 0x10000000u, 0x00002008u,
		0x10000008u, 0x10202008u, 0x00202000u, 0x10200000u,
		0x00202008u, 0x10202000u, 0x00000000u, 0x10200008u,
		0x00000008u, 0x00002000u, 0x10200000u, 0x00202008u,
		0x00002000u, 0x00200008u, 0x10002008u, 0x00000000u,
		0x10202000u, 0x10000000u, 0x00200008u, 0x10002008u,
	},
	{
		0x80401000u, 0x80001040u, 0x80001040u, 0x00000040u,
		0x00401040u, 0x80400040u, 0x80400000u, 0x80001000u,
		0x00000000u, 0x00401000u, 0x00401000u, 0x80401040u,
		0x80000040u, 0x00000000u, 0x00400040u, 0x80400000u,
		0x80000000u, 0x00001000u, 0x00400000u, 0x80401000u,
		0x00000040u, 0x00400000u, 0x80001000u, 0x00001040u,
		0x80400040u, 0x80000000u, 0x00001040u, 0x00400040u,
		0x00001000u, 0x00401040u, 0x80401040u, 0x80000040u,
		0x00400040u, 0x80400000u, 0x00401000u, 0x80401040u,
		0x80000040u, 0x00000000u, 0x00000000u, 0x00401000u,
		0x00001040u, 0x00400040u, 0x80400040u, 0x80000000u,
		0x80401000u, 0x80001040u, 0x80001040u, 0x00000040u,
		0x80401040u, 0x80000040u, 0x80000000u, 0x00001000u,
		0x80400000u, 0x80001000u, 0x00401040u, 0x80400040u,
		0x80001000u, 0x00001040u, 0x00400000u, 0x80401000u,
		0x00000040u, 0x00400000u, 0x00001000u, 0x00401040u,
	},
	{
		0x40084010u, 0x40004000u, 0x00004000u, 0x00084010u,
		0x00080000u, 0x00000010u, 0x40080010u, 0x40004010u,
		0x40000010u, 0x40084010u, 0x40084000u, 0x40000000u,
		0x40004000u, 0x00080000u, 0x00000010u, 0x40080010u,
		0x00084000u, 0x00080010u, 0x40004010u, 0x00000000u,
		0x40000000u, 0x00004000u, 0x00084010u, 0x40080000u,
		0x00080010u, 0x40000010u, 0x00000000u, 0x00084000u,
		0x00004010u, 0x40084000u, 0x40080000u, 0x00004010u,
		0x00000000u, 0x00084010u, 0x40080010u, 0x00080000u,
		0x40004010u, 0x40080000u, 0x40084000u, 0x00004000u,
		0x40080000u, 0x40004000u, 0x00000010u, 0x40084010u,
		0x00084010u, 0x00000010u, 0x00004000u, 0x40000000u,
		0x00004010u, 0x40084000u, 0x00080000u, 0x40000010u,
		0x00080010u, 0x40004010u, 0x40000010u, 0x00080010u,
		0x00084000u, 0x00000000u, 0x40004000u, 0x00004010u,
		0x40000000u, 0x40080010u, 0x40084010u, 0x00084000u,
	},
};

/* the storage position of the round key chunk for S-box i */
static const uint8_t des_kpos[8] = { 0, 7, 3, 6, 2, 5, 1, 4 };

static void
des_schedule(uint8_t sk[16][8], const uint8_t *key)
{
	uint8_t ch[16][8];
	unsigned r, i;

	cb_des_schedule(ch, key);
	for (r = 0; r < 16; r++)
		for (i = 0; i < 8; i++)
			sk[r][des_kpos[i]] = (uint8_t)(ch[r][i] |
						       (des_kpos[i] & 3) << 6);
	cb_wipe(ch, sizeof(ch));
}

/* see cb/block.h */
int
cb_des3_tab_setkey(cb_des3_tab_ctx *ctx, const uint8_t *key, size_t keylen)
{
	unsigned i;

	if (keylen != CB_DES3_KEY_LEN) {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	for (i = 0; i < 3; i++)
		des_schedule(ctx->sk[i], key + 8 * i);
	return CB_OK;
}

/*
 * f(R, K) through the SP tables, K the 8 stored key bytes (byte p of K
 * indexes des_sp[p]).  Each stored chunk carries p mod 4 in its top two
 * bits, which the masks here drop; the Thumb-2 rounds instead mask E's
 * chunks out of R (0x3f3f3f3f) before the XOR with K, so that each byte
 * of the result indexes des_sp[p & ~3] as a table of 256 entries.
 */
#define DES_F(r, k)                                                     \
	(ke = cb_rotl32((r), 5) ^ cb_load32_le(k),                     \
	 ko = cb_rotl32((r), 1) ^ cb_load32_le((k) + 4),               \
	 des_sp[0][ke & 63] ^ des_sp[1][(ke >> 8) & 63] ^               \
	 des_sp[2][(ke >> 16) & 63] ^ des_sp[3][(ke >> 24) & 63] ^      \
	 des_sp[4][ko & 63] ^ des_sp[5][(ko >> 8) & 63] ^               \
	 des_sp[6][(ko >> 16) & 63] ^ des_sp[7][(ko >> 24) & 63])

/*
 * One DES pass of 16 rounds on (l, r), round keys k, k + step, ...; the
 * halves alternate instead of being swapped each round, so *pl and *pr
 * end up exchanged as the final swap wants.
 */
static inline void
des_pass(uint32_t *pl, uint32_t *pr, const uint8_t *k, ptrdiff_t step)
{
	uint32_t l = *pl, r = *pr, ke, ko;
	unsigned i;

	for (i = 0; i < 8; i++) {
		l ^= DES_F(r, k);
		k += step;
		r ^= DES_F(l, k);
		k += step;
	}
	*pl = r;
	*pr = l;
}

/* see internal/des.h */
void
cb_des3_tab_blocks_c(const cb_des3_tab_ctx *ctx, int dec, uint8_t *out,
		     const uint8_t *in, size_t nblocks)
{
	const uint8_t *k1, *k2, *k3;
	ptrdiff_t s;
	uint32_t l, r;

	/*
	 * EDE: E(K1), D(K2), E(K3); decryption D(K3), E(K2), D(K1).  A
	 * decryption pass runs the round keys backwards.
	 */
	if (dec) {
		k1 = ctx->sk[2][15];
		k2 = ctx->sk[1][0];
		k3 = ctx->sk[0][15];
		s = -8;
	} else {
		k1 = ctx->sk[0][0];
		k2 = ctx->sk[1][15];
		k3 = ctx->sk[2][0];
		s = 8;
	}
	while (nblocks-- > 0) {
		l = cb_load32_be(in);
		r = cb_load32_be(in + 4);
		cb_des_ip(&l, &r);
		/* FP then IP between the passes cancel, leaving the swap */
		des_pass(&l, &r, k1, s);
		des_pass(&l, &r, k2, -s);
		des_pass(&l, &r, k3, s);
		cb_des_fp(&l, &r);
		cb_store32_be(out, l);
		cb_store32_be(out + 4, r);
		in += 8;
		out += 8;
	}
}

#if CB_ARM_DES_TAB_ASM
#define BLOCKS cb_des3_tab_blocks_armv7em
#else
#define BLOCKS cb_des3_tab_blocks_c
#endif

/* see cb/block.h */
void
cb_des3_tab_encrypt(const cb_des3_tab_ctx *ctx, uint8_t *out,
		    const uint8_t *in, size_t nblocks)
{
	BLOCKS(ctx, 0, out, in, nblocks);
}

/* see cb/block.h */
void
cb_des3_tab_decrypt(const cb_des3_tab_ctx *ctx, uint8_t *out,
		    const uint8_t *in, size_t nblocks)
{
	BLOCKS(ctx, 1, out, in, nblocks);
}

static void
des3_tab_enc_desc(const void *key, uint8_t *out, const uint8_t *in,
		  size_t nblocks)
{
	cb_des3_tab_encrypt((const cb_des3_tab_ctx *)key, out, in, nblocks);
}

static void
des3_tab_dec_desc(const void *key, uint8_t *out, const uint8_t *in,
		  size_t nblocks)
{
	cb_des3_tab_decrypt((const cb_des3_tab_ctx *)key, out, in, nblocks);
}

/* see cb/block.h */
/* setkey through the descriptor (cb_block_cipher.setkey) */
static int
desc_setkey(void *key, const uint8_t *k, size_t keylen)
{
	return cb_des3_tab_setkey(key, k, keylen);
}

const cb_block_cipher cb_des3_tab_cipher = {
	"des3_tab", CB_DES3_BLOCK_LEN, 0, des3_tab_enc_desc, des3_tab_dec_desc,
	sizeof(cb_des3_tab_ctx), desc_setkey, NULL
};
