/* SPDX-License-Identifier: MIT */
/* HMAC-DRBG (NIST SP 800-90A Rev. 1 §10.1.2) over any hash descriptor. */
/*
 * Constant-time.  Secret: entropy input, nonce, the state (K, V) and the
 * output.  They only pass through HMAC (constant-time in key and input)
 * and memcpy.  Branches depend only on public values: lengths, the hash's
 * output length, the reseed counter and whether a pointer is NULL.
 */
#include <string.h>

#include "cb/mac.h"
#include "cb/util.h"

/* One piece of provided_data (the spec concatenates several). */
typedef struct part {
	const uint8_t *p;
	size_t len;
} part;

/*
 * HMAC_DRBG_Update (§10.1.2.2) with provided_data = the concatenation of
 * np parts.  Returns nothing: the hash was validated at instantiation.
 */
static void
drbg_update(cb_hmac_drbg_ctx *ctx, const part *parts, size_t np)
{
	const cb_hash_desc *h = ctx->hash;
	cb_hmac_ctx m;
	size_t i, total = 0, round;
	uint8_t sep;

	for (i = 0; i < np; i++)
		total += parts[i].len;
	for (round = 0; round < 2; round++) {
		/* K = HMAC(K, V || round || provided_data); V = HMAC(K, V) */
		sep = (uint8_t)round;
		if (cb_hmac_init(&m, h, ctx->k, h->out_len) != CB_OK)
			return;
		cb_hmac_update(&m, ctx->v, h->out_len);
		cb_hmac_update(&m, &sep, 1);
		for (i = 0; i < np; i++)
			cb_hmac_update(&m, parts[i].p, parts[i].len);
		cb_hmac_final(&m, ctx->k);
		if (cb_hmac_init(&m, h, ctx->k, h->out_len) != CB_OK)
			return;
		cb_hmac_update(&m, ctx->v, h->out_len);
		cb_hmac_final(&m, ctx->v);
		/* step 3: with no provided data, one round only */
		if (total == 0)
			break;
	}
}

/* Security strength in bytes for this hash (SP 800-57 Part 1, Table 3). */
static size_t
min_entropy(const cb_hash_desc *h)
{
	if (h->out_len >= 32)
		return 32;
	if (h->out_len >= 28)
		return 24;
	return 16;
}

/* see cb/mac.h */
int
cb_hmac_drbg_init(cb_hmac_drbg_ctx *ctx, const cb_hash_desc *hash,
		  const uint8_t *entropy, size_t entropy_len,
		  const uint8_t *nonce, size_t nonce_len, const uint8_t *pers,
		  size_t pers_len)
{
	cb_hmac_ctx probe;
	part seed[3];

	cb_wipe(ctx, sizeof(*ctx));
	/* cb_hmac_init rejects every hash HMAC cannot use */
	if (cb_hmac_init(&probe, hash, NULL, 0) != CB_OK)
		return CB_E_ARG;
	cb_wipe(&probe, sizeof(probe));
	if (entropy == NULL || entropy_len < min_entropy(hash) ||
	    (nonce == NULL && nonce_len > 0) || (pers == NULL && pers_len > 0))
		return CB_E_ARG;
	/* §10.1.2.3: K = 0x00..00, V = 0x01..01, Update(seed_material) */
	ctx->hash = hash;
	memset(ctx->k, 0, sizeof(ctx->k));
	memset(ctx->v, 0x01, hash->out_len);
	seed[0].p = entropy;
	seed[0].len = entropy_len;
	seed[1].p = nonce;
	seed[1].len = nonce_len;
	seed[2].p = pers;
	seed[2].len = pers_len;
	drbg_update(ctx, seed, 3);
	ctx->reseed_counter = 1;
	ctx->reseed_interval = CB_HMAC_DRBG_RESEED_INTERVAL;
	return CB_OK;
}

/* see cb/mac.h */
int
cb_hmac_drbg_reseed(cb_hmac_drbg_ctx *ctx, const uint8_t *entropy,
		    size_t entropy_len, const uint8_t *add, size_t add_len)
{
	part seed[2];

	if (ctx->hash == NULL)
		return CB_E_RNG;
	if (entropy == NULL || entropy_len < min_entropy(ctx->hash) ||
	    (add == NULL && add_len > 0))
		return CB_E_ARG;
	/* §10.1.2.4: Update(entropy_input || additional_input) */
	seed[0].p = entropy;
	seed[0].len = entropy_len;
	seed[1].p = add;
	seed[1].len = add_len;
	drbg_update(ctx, seed, 2);
	ctx->reseed_counter = 1;
	return CB_OK;
}

/* see cb/mac.h */
int
cb_hmac_drbg_generate(cb_hmac_drbg_ctx *ctx, uint8_t *out, size_t out_len,
		      const uint8_t *add, size_t add_len)
{
	const cb_hash_desc *h = ctx->hash;
	cb_hmac_ctx m;
	part a;
	size_t done, take;
	int rc = CB_OK;

	if (out == NULL && out_len > 0)
		return CB_E_ARG;
	if (h == NULL || ctx->reseed_counter > ctx->reseed_interval)
		rc = CB_E_RNG;
	else if (out_len > CB_HMAC_DRBG_MAX_REQUEST ||
		 (add == NULL && add_len > 0))
		rc = CB_E_ARG;
	if (rc != CB_OK) {
		if (out_len > 0)
			memset(out, 0, out_len);
		return rc;
	}
	/* §10.1.2.5 step 2: Update(additional_input) if provided */
	a.p = add;
	a.len = add_len;
	if (add_len > 0)
		drbg_update(ctx, &a, 1);
	/* steps 3-5: V = HMAC(K, V), output V until out_len bytes */
	for (done = 0; done < out_len; done += take) {
		if (cb_hmac_init(&m, h, ctx->k, h->out_len) != CB_OK)
			return CB_E_RNG;
		cb_hmac_update(&m, ctx->v, h->out_len);
		cb_hmac_final(&m, ctx->v);
		take = out_len - done < h->out_len ? out_len - done :
						      h->out_len;
		memcpy(out + done, ctx->v, take);
	}
	/* step 6: Update(additional_input), one round when it is empty */
	drbg_update(ctx, &a, 1);
	ctx->reseed_counter++;
	return CB_OK;
}

/* see cb/mac.h */
int
cb_hmac_drbg_set_reseed_interval(cb_hmac_drbg_ctx *ctx, uint64_t interval)
{
	if (ctx->hash == NULL || interval == 0 ||
	    interval > CB_HMAC_DRBG_RESEED_INTERVAL)
		return CB_E_ARG;
	ctx->reseed_interval = interval;
	return CB_OK;
}
