/* SPDX-License-Identifier: MIT */
/* HKDF extract-and-expand key derivation (RFC 5869) over HMAC. */
/*
 * Constant-time.  Secret: the input keying material, the PRK, every T(i)
 * and the output.  They only pass through HMAC (constant-time in its key
 * and input) and memcpy; branches and loop bounds depend only on the
 * public lengths okm_len, prk_len and the hash's output length.
 */
#include <string.h>

#include "cb/mac.h"
#include "cb/util.h"

/* see cb/mac.h */
int
cb_hkdf_extract(uint8_t *prk, const cb_hash_desc *hash, const uint8_t *salt,
		size_t salt_len, const uint8_t *ikm, size_t ikm_len)
{
	/*
	 * RFC 5869 §2.2: PRK = HMAC-Hash(salt, IKM).  An absent salt means
	 * HashLen zeros, which HMAC pads to the same block as an empty key.
	 */
	return cb_hmac(prk, hash, salt, salt_len, ikm, ikm_len);
}

/* see cb/mac.h */
int
cb_hkdf_expand(uint8_t *okm, size_t okm_len, const cb_hash_desc *hash,
	       const uint8_t *prk, size_t prk_len, const uint8_t *info,
	       size_t info_len)
{
	cb_hmac_ctx base, c;
	uint8_t t[CB_HASH_MAX_LEN], ctr = 1;
	size_t n, done, take, tlen = 0;
	int rc;

	if (okm == NULL && okm_len > 0)
		return CB_E_ARG;
	n = hash != NULL ? hash->out_len : 0;
	rc = CB_E_ARG;
	if (n > 0 && n <= CB_HASH_MAX_LEN && okm_len <= 255 * n &&
	    prk != NULL && prk_len >= n && (info != NULL || info_len == 0))
		rc = cb_hmac_init(&base, hash, prk, prk_len);
	if (rc != CB_OK) {
		if (okm_len > 0)
			memset(okm, 0, okm_len);
		return rc;
	}
	/* RFC 5869 §2.3: T(i) = HMAC-Hash(PRK, T(i-1) | info | i) */
	for (done = 0; done < okm_len; done += take) {
		memcpy(&c, &base, sizeof(c));
		cb_hmac_update(&c, t, tlen);
		cb_hmac_update(&c, info, info_len);
		cb_hmac_update(&c, &ctr, 1);
		cb_hmac_final(&c, t);
		tlen = n;
		take = okm_len - done < n ? okm_len - done : n;
		memcpy(okm + done, t, take);
		ctr++;
	}
	cb_wipe(&base, sizeof(base));
	cb_wipe(t, sizeof(t));
	return CB_OK;
}

/* see cb/mac.h */
int
cb_hkdf(uint8_t *okm, size_t okm_len, const cb_hash_desc *hash,
	const uint8_t *ikm, size_t ikm_len, const uint8_t *salt,
	size_t salt_len, const uint8_t *info, size_t info_len)
{
	uint8_t prk[CB_HASH_MAX_LEN];
	int rc;

	rc = cb_hkdf_extract(prk, hash, salt, salt_len, ikm, ikm_len);
	if (rc == CB_OK)
		rc = cb_hkdf_expand(okm, okm_len, hash, prk, hash->out_len,
				    info, info_len);
	else if (okm != NULL && okm_len > 0)
		memset(okm, 0, okm_len);
	cb_wipe(prk, sizeof(prk));
	return rc;
}
