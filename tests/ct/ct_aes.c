/* SPDX-License-Identifier: MIT */
/* Constant-time check: aes_ct setkey/encrypt/decrypt on secrets (valgrind). */
#include <string.h>

#include "cb/block.h"
#include "cb/util.h"
#include "ct.h"

int
main(void)
{
	static const size_t klens[3] = { 16, 24, 32 };
	uint8_t key[32], pt[3 * 16], ct[3 * 16], back[3 * 16];
	cb_aes_ct_ctx ctx;
	size_t k, n;

	for (k = 0; k < 3; k++) {
		memset(key, 0x3c + (int)k, sizeof(key));
		memset(pt, 0xa7, sizeof(pt));
		/* key and plaintext are secret; lengths and counts public */
		CT_SECRET(key, sizeof(key));
		CT_SECRET(pt, sizeof(pt));
		if (cb_aes_ct_setkey(&ctx, key, klens[k]) != CB_OK)
			return 1;
		for (n = 1; n <= 3; n++) {
			cb_aes_ct_encrypt(&ctx, ct, pt, n);
			cb_aes_ct_decrypt(&ctx, back, ct, n);
			/* in place as well */
			memcpy(back, pt, sizeof(back));
			cb_aes_ct_encrypt(&ctx, back, back, n);
			cb_aes_ct_decrypt(&ctx, back, back, n);
		}
		/* ciphertext under a secret key: still secret until here */
		CT_OUTPUT(ct, sizeof(ct));
		CT_OUTPUT(back, sizeof(back));
		CT_PUBLIC(pt, sizeof(pt));
		if (memcmp(back, pt, sizeof(back)) != 0)
			return 1;
		cb_wipe(&ctx, sizeof(ctx));
	}
	return 0;
}
