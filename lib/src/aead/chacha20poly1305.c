/* SPDX-License-Identifier: MIT */
/* ChaCha20-Poly1305 AEAD (RFC 8439 §2.8), streaming and one-shot. */
/*
 * Constant-time: the key, nonce, one-time Poly1305 key, keystream and
 * plaintext are secret and only reach chacha20.c and poly1305.c, which
 * are constant-time.  The tag comparison is cb_memeq (no early exit).  The
 * only branches here are on public values (lengths, the call sequence).
 * Even the verdict of the tag check, public once returned, is turned into
 * the return value and the output mask by arithmetic, so a failed
 * decryption takes the same path and time as a good one.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/ct.h"

/* block 0's input, pad16's, the decryption's keystream input */
static const uint8_t zeros[4 * CB_CHACHA20_BLOCK_LEN];

/* cb_store32_le as one store where possible (as in chacha20.c) */
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

/*
 * Key the cipher and the MAC for one message.  §2.6: the one-time
 * Poly1305 key is the first 32 bytes of block 0; using up all 64 bytes of
 * block 0 leaves the stream at block 1, where §2.8 starts encrypting.  A
 * fresh stream at counter 0 holds 2^38 bytes, so the update cannot fail.
 */
static void
start(cb_chacha20_ctx *cipher, cb_poly1305_ctx *mac, const uint8_t key[32],
      const uint8_t nonce[12])
{
	uint8_t block0[CB_CHACHA20_BLOCK_LEN];
	int err;

	cb_chacha20_setkey(cipher, key);
	cb_chacha20_init(cipher, nonce, 0);
	err = cb_chacha20_update(cipher, block0, zeros, sizeof(block0));
	(void)err;
	cb_poly1305_init(mac, block0);
	cb_wipe(block0, sizeof(block0));
}

/* Pad the MAC input with zeros to a multiple of 16 (pad16 in §2.8.1). */
static void
pad16(cb_poly1305_ctx *mac, uint64_t len)
{
	unsigned r = (unsigned)(len & 15);

	if (r != 0)
		cb_poly1305_update(mac, zeros, 16 - r);
}

/* Close the MAC input after the ciphertext (§2.8) and write the tag. */
static void
finish(cb_poly1305_ctx *mac, uint64_t adlen, uint64_t ctlen,
       uint8_t tag[CB_POLY1305_TAG_LEN])
{
	uint8_t lens[16];
	int i;

	pad16(mac, ctlen);
	for (i = 0; i < 8; i++) {
		lens[i] = (uint8_t)(adlen >> (8 * i));
		lens[8 + i] = (uint8_t)(ctlen >> (8 * i));
	}
	cb_poly1305_update(mac, lens, sizeof(lens));
	cb_poly1305_final(mac, tag);
}

/*
 * CB_OK if ok is 1, CB_E_AUTH if 0, by arithmetic: the verdict is public
 * once returned, but it is computed from secrets, so no branch here (the
 * ct suite runs decryption with secret keys under valgrind).
 */
static int
verdict(int ok)
{
	return ok * CB_OK + (1 - ok) * CB_E_AUTH;
}

/* see cb/aead.h */
int
cb_chacha20poly1305_setkey(cb_chacha20poly1305_key *ks, const uint8_t *key,
			   size_t keylen)
{
	if (keylen != CB_CHACHA20POLY1305_KEY_LEN) {
		memset(ks, 0, sizeof(*ks));
		return CB_E_ARG;
	}
	memcpy(ks->k, key, sizeof(ks->k));
	return CB_OK;
}

/* see cb/aead.h */
void
cb_chacha20poly1305_init(cb_chacha20poly1305_ctx *ctx,
			 const cb_chacha20poly1305_key *ks,
			 const uint8_t nonce[CB_CHACHA20POLY1305_NONCE_LEN])
{
	start(&ctx->cipher, &ctx->mac, ks->k, nonce);
	ctx->adlen = 0;
	ctx->ctlen = 0;
	ctx->data = 0;
}

/* see cb/aead.h */
int
cb_chacha20poly1305_aad(cb_chacha20poly1305_ctx *ctx, const uint8_t *aad,
			size_t len)
{
	if (ctx->data)
		return CB_E_ARG;
	cb_poly1305_update(&ctx->mac, aad, len);
	ctx->adlen += len;
	return CB_OK;
}

/* First data call (or final): close the AAD with its padding. */
static void
start_data(cb_chacha20poly1305_ctx *ctx)
{
	if (!ctx->data) {
		pad16(&ctx->mac, ctx->adlen);
		ctx->data = 1;
	}
}

/* see cb/aead.h */
int
cb_chacha20poly1305_encrypt_update(cb_chacha20poly1305_ctx *ctx,
				   uint8_t *out, const uint8_t *in, size_t len)
{
	/* checked first so that a refused call leaves ctx unchanged */
	if ((uint64_t)len > ctx->cipher.avail)
		return CB_E_ARG;
	start_data(ctx);
	if (cb_chacha20_update(&ctx->cipher, out, in, len) != CB_OK)
		return CB_E_ARG;
	/* MAC the ciphertext just written */
	cb_poly1305_update(&ctx->mac, out, len);
	ctx->ctlen += len;
	return CB_OK;
}

/* see cb/aead.h */
int
cb_chacha20poly1305_decrypt_update(cb_chacha20poly1305_ctx *ctx,
				   uint8_t *out, const uint8_t *in, size_t len)
{
	if ((uint64_t)len > ctx->cipher.avail)
		return CB_E_ARG;
	start_data(ctx);
	/* MAC the ciphertext before decrypting: in may equal out */
	cb_poly1305_update(&ctx->mac, in, len);
	if (cb_chacha20_update(&ctx->cipher, out, in, len) != CB_OK)
		return CB_E_ARG;
	ctx->ctlen += len;
	return CB_OK;
}

/* see cb/aead.h */
void
cb_chacha20poly1305_encrypt_final(cb_chacha20poly1305_ctx *ctx,
				  uint8_t tag[CB_CHACHA20POLY1305_TAG_LEN])
{
	start_data(ctx);
	finish(&ctx->mac, ctx->adlen, ctx->ctlen, tag);
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/aead.h */
int
cb_chacha20poly1305_decrypt_final(cb_chacha20poly1305_ctx *ctx,
	const uint8_t tag[CB_CHACHA20POLY1305_TAG_LEN])
{
	uint8_t calc[CB_POLY1305_TAG_LEN];
	int ok;

	start_data(ctx);
	finish(&ctx->mac, ctx->adlen, ctx->ctlen, calc);
	cb_wipe(ctx, sizeof(*ctx));
	ok = cb_memeq(calc, tag, sizeof(calc));
	cb_wipe(calc, sizeof(calc));
	return verdict(ok);
}

/* see cb/aead.h */
int
cb_chacha20poly1305_encrypt(uint8_t *out,
			    uint8_t tag[CB_CHACHA20POLY1305_TAG_LEN],
			    const cb_chacha20poly1305_key *ks,
			    const uint8_t nonce[CB_CHACHA20POLY1305_NONCE_LEN],
			    const uint8_t *aad, size_t aadlen,
			    const uint8_t *in, size_t len)
{
	cb_chacha20_ctx cipher;
	cb_poly1305_ctx mac;

	start(&cipher, &mac, ks->k, nonce);
	if (cb_chacha20_update(&cipher, out, in, len) != CB_OK) {
		/* longer than P_MAX: refused before anything was written */
		cb_wipe(&cipher, sizeof(cipher));
		cb_wipe(&mac, sizeof(mac));
		return CB_E_ARG;
	}
	cb_wipe(&cipher, sizeof(cipher));
	cb_poly1305_update(&mac, aad, aadlen);
	pad16(&mac, aadlen);
	cb_poly1305_update(&mac, out, len);
	finish(&mac, aadlen, len, tag);
	return CB_OK;
}

/* see cb/aead.h */
int
cb_chacha20poly1305_decrypt(uint8_t *out,
			    const cb_chacha20poly1305_key *ks,
			    const uint8_t nonce[CB_CHACHA20POLY1305_NONCE_LEN],
			    const uint8_t *aad, size_t aadlen,
			    const uint8_t *in, size_t len,
			    const uint8_t tag[CB_CHACHA20POLY1305_TAG_LEN])
{
	cb_chacha20_ctx cipher;
	cb_poly1305_ctx mac;
	uint8_t stream[4 * CB_CHACHA20_BLOCK_LEN];
	uint32_t mask;
	size_t off, n, i;
	int ok;

	start(&cipher, &mac, ks->k, nonce);
	if ((uint64_t)len > cipher.avail) {
		cb_wipe(&cipher, sizeof(cipher));
		cb_wipe(&mac, sizeof(mac));
		return CB_E_ARG;
	}

	/* pass 1: authenticate the AAD and ciphertext, decrypt nothing */
	cb_poly1305_update(&mac, aad, aadlen);
	pad16(&mac, aadlen);
	cb_poly1305_update(&mac, in, len);
	finish(&mac, aadlen, len, stream);
	ok = cb_memeq(stream, tag, CB_POLY1305_TAG_LEN);

	/*
	 * pass 2: out = (in ^ keystream) & mask, mask all ones only if the
	 * tag is right.  A bad tag thus writes zeros (the wipe) and never
	 * plaintext, and no branch depends on the verdict.  The keystream is
	 * made four blocks at a time in stream (len was checked above, so the
	 * updates cannot fail).
	 */
	mask = cb_ct_mask32((uint32_t)ok);
	for (off = 0; off < len; off += n) {
		n = len - off < sizeof(stream) ? len - off : sizeof(stream);
		if (cb_chacha20_update(&cipher, stream, zeros, n) != CB_OK)
			mask = 0;
		for (i = 0; i + 4 <= n; i += 4)
			store_le(out + off + i, (cb_load32_le(in + off + i) ^
						 cb_load32_le(stream + i)) &
						mask);
		for (; i < n; i++)
			out[off + i] = (uint8_t)((in[off + i] ^ stream[i]) &
						 mask);
	}
	cb_wipe(stream, sizeof(stream));
	cb_wipe(&cipher, sizeof(cipher));
	return verdict(ok);
}

/* ---- the descriptor (cb/desc.h): the fixed lengths only ---- */

static int
chapoly_aead_setkey(void *ks, const cb_prims *p, const uint8_t *key,
		    size_t keylen)
{
	return cb_chacha20poly1305_setkey(ks, key, keylen);
}

static int
chapoly_aead_encrypt(uint8_t *out, uint8_t *tag, size_t taglen,
		     const void *ks, const uint8_t *nonce, size_t noncelen,
		     const uint8_t *ad, size_t adlen, const uint8_t *in,
		     size_t len)
{
	if (taglen != CB_CHACHA20POLY1305_TAG_LEN ||
	    noncelen != CB_CHACHA20POLY1305_NONCE_LEN)
		return CB_E_ARG;
	return cb_chacha20poly1305_encrypt(out, tag, ks, nonce, ad, adlen, in,
					   len);
}

static int
chapoly_aead_decrypt(uint8_t *out, const void *ks, const uint8_t *nonce,
		     size_t noncelen, const uint8_t *ad, size_t adlen,
		     const uint8_t *in, size_t len, const uint8_t *tag,
		     size_t taglen)
{
	if (taglen != CB_CHACHA20POLY1305_TAG_LEN ||
	    noncelen != CB_CHACHA20POLY1305_NONCE_LEN)
		return CB_E_ARG;
	return cb_chacha20poly1305_decrypt(out, ks, nonce, ad, adlen, in, len,
					   tag);
}

static int
chapoly_aead_init(void *ctx, const void *ks, const uint8_t *nonce,
		  size_t noncelen, size_t adlen, size_t len, size_t taglen)
{
	if (taglen != CB_CHACHA20POLY1305_TAG_LEN ||
	    noncelen != CB_CHACHA20POLY1305_NONCE_LEN)
		return CB_E_ARG;
	cb_chacha20poly1305_init(ctx, ks, nonce);
	return CB_OK;
}

static int
chapoly_aead_aad(void *ctx, const uint8_t *ad, size_t len)
{
	return cb_chacha20poly1305_aad(ctx, ad, len);
}

static int
chapoly_aead_update(void *ctx, int dec, uint8_t *out, const uint8_t *in,
		    size_t len)
{
	return dec ? cb_chacha20poly1305_decrypt_update(ctx, out, in, len) :
	       cb_chacha20poly1305_encrypt_update(ctx, out, in, len);
}

static int
chapoly_aead_final(void *ctx, int dec, uint8_t *tag, size_t taglen)
{
	if (dec)
		return cb_chacha20poly1305_decrypt_final(ctx, tag);
	cb_chacha20poly1305_encrypt_final(ctx, tag);
	return CB_OK;
}

/* see cb/aead.h */
const cb_aead_desc cb_chacha20poly1305_aead = {
	"chacha20-poly1305", 0, sizeof(cb_chacha20poly1305_key),
	sizeof(cb_chacha20poly1305_ctx), CB_CHACHA20POLY1305_NONCE_LEN,
	CB_CHACHA20POLY1305_TAG_LEN, NULL, chapoly_aead_setkey,
	chapoly_aead_encrypt, chapoly_aead_decrypt, chapoly_aead_init,
	chapoly_aead_aad, chapoly_aead_update, chapoly_aead_final
};
