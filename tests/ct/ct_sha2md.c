/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of every hash of the manifest (its HASH rows): the
 * message is marked secret, so any branch or table index that depends on
 * it fails under valgrind.  Lengths are public.
 */
#include <string.h>

#include "cb/hash.h"
#include "ct.h"
#include "manifest.h"

/* streamed in uneven pieces and in one call: the digests agree and carry
 * the message's taint */
static int
check(const cb_hash_desc *h)
{
	static const size_t lens[] = { 0, 1, 55, 56, 64, 111, 112, 128, 300 };
	uint8_t msg[300], out[CB_HASH_MAX_LEN], out2[CB_HASH_MAX_LEN];
	cb_hash_any_ctx c;
	size_t i, k, n;
	int bad = 0;

	for (i = 0; i < sizeof(msg); i++)
		msg[i] = (uint8_t)(i * 37 + 5);
	for (k = 0; k < sizeof(lens) / sizeof(lens[0]); k++) {
		n = lens[k];
		CT_SECRET(msg, sizeof(msg));
		h->init(&c);
		h->update(&c, msg, n / 3);
		h->update(&c, msg + n / 3, n - n / 3);
		h->final(&c, out);
		cb_hash_digest(h, out2, msg, n);
		/* digests are public once computed; the empty message's
		 * carries no secret */
		if (n > 0) {
			CT_OUTPUT(out, h->out_len);
			CT_OUTPUT(out2, h->out_len);
		}
		CT_PUBLIC(out, h->out_len);
		CT_PUBLIC(out2, h->out_len);
		CT_PUBLIC(msg, sizeof(msg));
		bad |= memcmp(out, out2, h->out_len) != 0;
	}
	return bad;
}

int
main(void)
{
	size_t i;
	int bad = 0;

	for (i = 0; i < cb_mf_nruns; i++)
		if (cb_mf_runs[i].kind == CB_KIND_HASH)
			bad |= check(cb_mf_runs[i].prims.hash);
	return bad;
}
