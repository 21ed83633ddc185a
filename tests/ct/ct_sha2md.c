/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of MD5, SHA-1, SHA-2 and SM3: the message is marked
 * secret, so any branch or table index that depends on it fails under
 * valgrind.  Lengths are public.
 */
#include <string.h>

#include "cb/hash.h"
#include "ct.h"

static const cb_hash_desc *const hashes[] = {
	&cb_md5_desc, &cb_sha1_desc, &cb_sha224_desc, &cb_sha256_desc,
	&cb_sha384_desc, &cb_sha512_desc, &cb_sha512_224_desc,
	&cb_sha512_256_desc, &cb_sm3_desc,
};

typedef void (*oneshot_fn)(uint8_t *out, const uint8_t *in, size_t len);

static const oneshot_fn oneshots[] = {
	cb_md5, cb_sha1, cb_sha224, cb_sha256, cb_sha384, cb_sha512,
	cb_sha512_224, cb_sha512_256, cb_sm3,
};

int
main(void)
{
	static const size_t lens[] = { 0, 1, 55, 56, 64, 111, 112, 128, 300 };
	uint8_t msg[300], out[CB_HASH_MAX_LEN], out2[CB_HASH_MAX_LEN];
	cb_hash_any_ctx c;
	size_t i, k, n;
	int bad = 0;

	for (i = 0; i < sizeof(msg); i++)
		msg[i] = (uint8_t)(i * 37 + 5);
	for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++) {
		const cb_hash_desc *h = hashes[i];

		for (k = 0; k < sizeof(lens) / sizeof(lens[0]); k++) {
			n = lens[k];
			CT_SECRET(msg, sizeof(msg));
			/* streamed in uneven pieces */
			h->init(&c);
			h->update(&c, msg, n / 3);
			h->update(&c, msg + n / 3, n - n / 3);
			h->final(&c, out);
			oneshots[i](out2, msg, n);
			/* digests are public once computed; the empty
			 * message's carries no secret */
			if (n > 0) {
				CT_OUTPUT(out, h->out_len);
				CT_OUTPUT(out2, h->out_len);
			}
			CT_PUBLIC(out, h->out_len);
			CT_PUBLIC(out2, h->out_len);
			CT_PUBLIC(msg, sizeof(msg));
			bad |= memcmp(out, out2, h->out_len) != 0;
		}
	}
	return bad;
}
