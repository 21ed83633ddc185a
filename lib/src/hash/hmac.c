/* SPDX-License-Identifier: MIT */
/* HMAC (RFC 2104, FIPS 198-1) over any hash descriptor of cb/hash.h. */
/*
 * Constant-time.  Secret: the key and everything derived from it (the
 * padded key blocks and both hash states).  The key is only copied, XORed
 * with constants and hashed; the one branch (hash the key first) and every
 * loop bound depend on the key length and the hash's block length, which
 * are public.  The hash itself is constant-time in its input.
 */
#include <string.h>

#include "cb/mac.h"
#include "cb/util.h"

static int
hash_usable(const cb_hash_desc *h)
{
	return h != NULL && h->init != NULL && h->update != NULL &&
	       h->final != NULL && h->out_len > 0 &&
	       h->out_len <= CB_HASH_MAX_LEN && h->block_len >= h->out_len &&
	       h->block_len <= CB_HASH_MAX_BLOCK_LEN &&
	       h->ctx_size <= CB_HASH_CTX_MAX;
}

/* see cb/mac.h */
int
cb_hmac_init(cb_hmac_ctx *ctx, const cb_hash_desc *hash, const uint8_t *key,
	     size_t key_len)
{
	uint8_t pad[CB_HASH_MAX_BLOCK_LEN];
	size_t i, b;

	if (!hash_usable(hash) || (key == NULL && key_len > 0)) {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	b = hash->block_len;
	memset(pad, 0, b);
	/* RFC 2104 §2: a key longer than B is replaced by H(key) */
	if (key_len > b) {
		hash->init(&ctx->inner);
		hash->update(&ctx->inner, key, key_len);
		hash->final(&ctx->inner, pad);
	} else if (key_len > 0) {
		memcpy(pad, key, key_len);
	}
	for (i = 0; i < b; i++)
		pad[i] ^= 0x36;
	hash->init(&ctx->inner);
	hash->update(&ctx->inner, pad, b);
	for (i = 0; i < b; i++)
		pad[i] ^= 0x36 ^ 0x5c;
	hash->init(&ctx->outer);
	hash->update(&ctx->outer, pad, b);
	ctx->hash = hash;
	cb_wipe(pad, sizeof(pad));
	return CB_OK;
}

/* see cb/mac.h */
void
cb_hmac_update(cb_hmac_ctx *ctx, const uint8_t *in, size_t len)
{
	if (len > 0)
		ctx->hash->update(&ctx->inner, in, len);
}

/* see cb/mac.h */
void
cb_hmac_final(cb_hmac_ctx *ctx, uint8_t *out)
{
	const cb_hash_desc *h = ctx->hash;
	uint8_t d[CB_HASH_MAX_LEN];

	h->final(&ctx->inner, d);
	h->update(&ctx->outer, d, h->out_len);
	h->final(&ctx->outer, out);
	cb_wipe(d, sizeof(d));
	cb_wipe(ctx, sizeof(*ctx));
}

/* see cb/mac.h */
int
cb_hmac(uint8_t *out, const cb_hash_desc *hash, const uint8_t *key,
	size_t key_len, const uint8_t *in, size_t len)
{
	cb_hmac_ctx ctx;
	int rc;

	rc = cb_hmac_init(&ctx, hash, key, key_len);
	if (rc != CB_OK) {
		if (out != NULL && hash != NULL &&
		    hash->out_len <= CB_HASH_MAX_LEN)
			memset(out, 0, hash->out_len);
		return rc;
	}
	cb_hmac_update(&ctx, in, len);
	cb_hmac_final(&ctx, out);
	return CB_OK;
}

/* ---- the descriptor (cb/desc.h): HMAC over p->hash ---- */

static size_t
hmac_tag_len(const cb_prims *p)
{
	return p->hash->out_len;
}

static int
hmac_mac_init(void *ctx, const cb_prims *p, const uint8_t *key,
	      size_t keylen)
{
	return cb_hmac_init(ctx, p->hash, key, keylen);
}

static void
hmac_mac_update(void *ctx, const uint8_t *in, size_t len)
{
	cb_hmac_update(ctx, in, len);
}

static void
hmac_mac_final(void *ctx, uint8_t *tag)
{
	cb_hmac_final(ctx, tag);
}

/* see cb/mac.h */
const cb_mac_desc cb_hmac_mac = {
	"hmac", sizeof(cb_hmac_ctx), hmac_tag_len, hmac_mac_init,
	hmac_mac_update, hmac_mac_final
};
