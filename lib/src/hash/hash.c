/* SPDX-License-Identifier: MIT */
/* Generic calls over any hash descriptor. */
#include "cb/hash.h"
#include "internal/config.h"

/* see cb/hash.h */
CB_NOINLINE void
cb_hash_digest(const cb_hash_desc *hash, uint8_t *out, const uint8_t *in,
	       size_t len)
{
	cb_hash_any_ctx ctx;

	hash->init(&ctx);
	hash->update(&ctx, in, len);
	hash->final(&ctx, out);
}
