/* SPDX-License-Identifier: MIT */
/* Ascon-AEAD128 (NIST SP 800-232 §4) on 64-bit lanes. */
/*
 * Secret: the key, the whole permutation state (derived from key and
 * nonce), the plaintext and, before the tag check succeeds, the decrypted
 * output.  Constant-time: these only pass through XOR/AND/NOT and fixed
 * rotations (cb_ascon_p is table-free); bytes go in and out of the state
 * at offsets that depend only on public lengths.  The tag is compared with
 * cb_memeq (no early exit), and the output is wiped on failure with a
 * mask, not a branch, so not even the outcome steers control flow here.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "internal/ascon.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/xor.h"

/* IV of Ascon-AEAD128 (SP 800-232 §4.1.1). */
#define ASCON_AEAD128_IV 0x00001000808c0001ull
/* Domain separation after the associated data: S ^= 0^319 || 1. */
#define ASCON_DSEP 0x8000000000000000ull
#define RATE 16

enum { PHASE_NO_AD = 0, PHASE_AD = 1, PHASE_MSG = 2 };

/* see cb/aead.h */
int
cb_ascon_aead128_setkey(cb_ascon_aead128_key *ks, const uint8_t *key,
			size_t keylen)
{
	if (keylen != CB_ASCON_AEAD128_KEY_LEN) {
		memset(ks, 0, sizeof(*ks));
		return CB_E_ARG;
	}
	ks->k[0] = cb_load64_le(key);
	ks->k[1] = cb_load64_le(key + 8);
	return CB_OK;
}

/* see cb/aead.h */
void
cb_ascon_aead128_init(cb_ascon_aead128_ctx *ctx,
		      const cb_ascon_aead128_key *ks,
		      const uint8_t nonce[CB_ASCON_AEAD128_NONCE_LEN])
{
	/* S = IV || K || N, p^12, then S ^= 0^192 || K (§4.1.1) */
	ctx->k[0] = ks->k[0];
	ctx->k[1] = ks->k[1];
	ctx->s[0] = ASCON_AEAD128_IV;
	ctx->s[1] = ks->k[0];
	ctx->s[2] = ks->k[1];
	ctx->s[3] = cb_load64_le(nonce);
	ctx->s[4] = cb_load64_le(nonce + 8);
	cb_ascon_p(ctx->s, 12);
	ctx->s[3] ^= ks->k[0];
	ctx->s[4] ^= ks->k[1];
	ctx->pos = 0;
	ctx->phase = PHASE_NO_AD;
}

/* see cb/aead.h */
int
cb_ascon_aead128_aad(cb_ascon_aead128_ctx *ctx, const uint8_t *aad,
		     size_t len)
{
	unsigned pos = ctx->pos;

	if (ctx->phase == PHASE_MSG)
		return CB_E_ARG;
	if (len == 0)
		return CB_OK;
	ctx->phase = PHASE_AD;
	/* a full block is permuted at once: padding always follows (§4.1.2) */
	while (len > 0) {
		if (pos == 0 && len >= RATE) {
			ctx->s[0] ^= cb_load64_le(aad);
			ctx->s[1] ^= cb_load64_le(aad + 8);
			cb_ascon_p(ctx->s, 8);
			aad += RATE;
			len -= RATE;
			continue;
		}
		cb_ascon_xor_byte(ctx->s, pos, *aad++);
		len--;
		if (++pos == RATE) {
			cb_ascon_p(ctx->s, 8);
			pos = 0;
		}
	}
	ctx->pos = pos;
	return CB_OK;
}

/* End of associated data: pad it (if any) and separate domains. */
static void
start_msg(cb_ascon_aead128_ctx *ctx)
{
	if (ctx->phase == PHASE_MSG)
		return;
	if (ctx->phase == PHASE_AD) {
		cb_ascon_xor_byte(ctx->s, ctx->pos, 0x01);
		cb_ascon_p(ctx->s, 8);
	}
	ctx->s[4] ^= ASCON_DSEP;
	ctx->pos = 0;
	ctx->phase = PHASE_MSG;
}

/* see cb/aead.h */
void
cb_ascon_aead128_encrypt_update(cb_ascon_aead128_ctx *ctx, uint8_t *out,
				const uint8_t *in, size_t len)
{
	unsigned pos;

	start_msg(ctx);
	pos = ctx->pos;
	while (len > 0) {
		if (pos == 0 && len >= RATE) {
			/* C_i = S[0:128] ^ P_i, and C_i replaces the rate */
			ctx->s[0] ^= cb_load64_le(in);
			ctx->s[1] ^= cb_load64_le(in + 8);
			cb_store64_le(out, ctx->s[0]);
			cb_store64_le(out + 8, ctx->s[1]);
			cb_ascon_p(ctx->s, 8);
			in += RATE;
			out += RATE;
			len -= RATE;
			continue;
		}
		cb_ascon_xor_byte(ctx->s, pos, *in++);
		*out++ = cb_ascon_get_byte(ctx->s, pos);
		len--;
		if (++pos == RATE) {
			cb_ascon_p(ctx->s, 8);
			pos = 0;
		}
	}
	ctx->pos = pos;
}

/* see cb/aead.h: the rate takes the ciphertext, out gets S ^ C */
void
cb_ascon_aead128_decrypt_update(cb_ascon_aead128_ctx *ctx, uint8_t *out,
				const uint8_t *in, size_t len)
{
	unsigned pos;
	uint64_t c0, c1;
	uint8_t c;

	start_msg(ctx);
	pos = ctx->pos;
	while (len > 0) {
		if (pos == 0 && len >= RATE) {
			/* read the ciphertext first: out may equal in */
			c0 = cb_load64_le(in);
			c1 = cb_load64_le(in + 8);
			cb_store64_le(out, ctx->s[0] ^ c0);
			cb_store64_le(out + 8, ctx->s[1] ^ c1);
			ctx->s[0] = c0;
			ctx->s[1] = c1;
			cb_ascon_p(ctx->s, 8);
			in += RATE;
			out += RATE;
			len -= RATE;
			continue;
		}
		c = *in++;
		*out = (uint8_t)(cb_ascon_get_byte(ctx->s, pos) ^ c);
		/* state byte ^= p turns it into c */
		cb_ascon_xor_byte(ctx->s, pos, *out++);
		len--;
		if (++pos == RATE) {
			cb_ascon_p(ctx->s, 8);
			pos = 0;
		}
	}
	ctx->pos = pos;
}

/* Pad the last block, finalize (§4.1.4) and produce the tag; wipes ctx. */
static void
finalize(cb_ascon_aead128_ctx *ctx, uint8_t tag[CB_ASCON_AEAD128_TAG_LEN])
{
	start_msg(ctx);
	cb_ascon_xor_byte(ctx->s, ctx->pos, 0x01);
	ctx->s[2] ^= ctx->k[0];
	ctx->s[3] ^= ctx->k[1];
	cb_ascon_p(ctx->s, 12);
	cb_store64_le(tag, ctx->s[3] ^ ctx->k[0]);
	cb_store64_le(tag + 8, ctx->s[4] ^ ctx->k[1]);
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/aead.h */
void
cb_ascon_aead128_encrypt_final(cb_ascon_aead128_ctx *ctx,
			       uint8_t tag[CB_ASCON_AEAD128_TAG_LEN])
{
	finalize(ctx, tag);
}

/* see cb/aead.h */
int
cb_ascon_aead128_decrypt_final(cb_ascon_aead128_ctx *ctx,
			       const uint8_t tag[CB_ASCON_AEAD128_TAG_LEN])
{
	uint8_t want[CB_ASCON_AEAD128_TAG_LEN];
	uint32_t ok;

	finalize(ctx, want);
	ok = (uint32_t)cb_memeq(want, tag, sizeof(want));
	cb_wipe(want, sizeof(want));
	return CB_E_AUTH * (int)(cb_ct_barrier32(1u - ok));
}

/* see cb/aead.h */
void
cb_ascon_aead128_encrypt(uint8_t *out, uint8_t tag[CB_ASCON_AEAD128_TAG_LEN],
			 const cb_ascon_aead128_key *ks,
			 const uint8_t nonce[CB_ASCON_AEAD128_NONCE_LEN],
			 const uint8_t *aad, size_t aadlen,
			 const uint8_t *in, size_t len)
{
	cb_ascon_aead128_ctx ctx;

	cb_ascon_aead128_init(&ctx, ks, nonce);
	/* cannot fail: no message data has been processed yet */
	(void)!cb_ascon_aead128_aad(&ctx, aad, aadlen);
	cb_ascon_aead128_encrypt_update(&ctx, out, in, len);
	finalize(&ctx, tag);
}

/* see cb/aead.h */
int
cb_ascon_aead128_decrypt(uint8_t *out, const cb_ascon_aead128_key *ks,
			 const uint8_t nonce[CB_ASCON_AEAD128_NONCE_LEN],
			 const uint8_t *aad, size_t aadlen,
			 const uint8_t *in, size_t len,
			 const uint8_t tag[CB_ASCON_AEAD128_TAG_LEN])
{
	cb_ascon_aead128_ctx ctx;
	uint8_t want[CB_ASCON_AEAD128_TAG_LEN];
	uint32_t ok, keep;

	cb_ascon_aead128_init(&ctx, ks, nonce);
	(void)!cb_ascon_aead128_aad(&ctx, aad, aadlen);
	cb_ascon_aead128_decrypt_update(&ctx, out, in, len);
	finalize(&ctx, want);
	ok = (uint32_t)cb_memeq(want, tag, sizeof(want));
	cb_wipe(want, sizeof(want));
	/*
	 * No branch even on the outcome: out is ANDed with a mask that is
	 * all ones when the tag matched and zero otherwise.
	 */
	keep = cb_ct_mask32(ok);
	cb_mask_bytes(out, len, keep);
	return CB_E_AUTH * (int)(cb_ct_barrier32(1u - ok));
}
