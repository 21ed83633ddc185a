/* SPDX-License-Identifier: MIT */
/* Constant-time check: ChaCha20, Poly1305, ChaCha20-Poly1305 (valgrind). */
#include <string.h>

#include "cb/aead.h"
#include "cb/util.h"
#include "ct.h"

#define LEN 200

static void
fill(uint8_t *p, size_t len, unsigned seed)
{
	size_t i;

	for (i = 0; i < len; i++)
		p[i] = (uint8_t)(seed + 37 * i + (i >> 3));
}

/* Declassify a return code: it is public by design. */
static int
pub(int rc)
{
	CT_PUBLIC(&rc, sizeof(rc));
	return rc;
}

int
main(void)
{
	static const size_t lens[] = { 0, 1, 63, 64, 65, 130, LEN };
	uint8_t key[32], nonce[12], aad[29], pt[LEN], ct[LEN], back[LEN];
	uint8_t tag[16], tag2[16];
	cb_chacha20_ctx cctx;
	cb_poly1305_ctx pctx;
	cb_chacha20poly1305_key aks;
	cb_chacha20poly1305_ctx actx;
	size_t l, len;

	fill(aad, sizeof(aad), 3); /* associated data is public */
	for (l = 0; l < sizeof(lens) / sizeof(lens[0]); l++) {
		len = lens[l];
		fill(key, sizeof(key), (unsigned)l);
		fill(nonce, sizeof(nonce), 100 + (unsigned)l);
		fill(pt, sizeof(pt), 200 + (unsigned)l);
		/* key, nonce and plaintext are secret; lengths are public */
		CT_SECRET(key, sizeof(key));
		CT_SECRET(nonce, sizeof(nonce));
		CT_SECRET(pt, sizeof(pt));

		/* ChaCha20: one-shot, streamed in two pieces, in place */
		if (pub(cb_chacha20(ct, key, nonce, 1, pt, len)) != CB_OK)
			return 1;
		cb_chacha20_setkey(&cctx, key);
		cb_chacha20_init(&cctx, nonce, 1);
		if (pub(cb_chacha20_update(&cctx, back, pt, len / 3)) !=
			    CB_OK ||
		    pub(cb_chacha20_update(&cctx, back + len / 3, pt + len / 3,
					   len - len / 3)) != CB_OK)
			return 1;
		memcpy(back, pt, len);
		if (pub(cb_chacha20(back, key, nonce, 0xfffffff0u, back,
				    len)) != CB_OK)
			return 1;
		cb_wipe(&cctx, sizeof(cctx));

		/* Poly1305: secret key and secret message */
		cb_poly1305(tag, key, pt, len);
		cb_poly1305_init(&pctx, key);
		cb_poly1305_update(&pctx, pt, len / 2);
		cb_poly1305_update(&pctx, pt + len / 2, len - len / 2);
		cb_poly1305_final(&pctx, tag2);
		CT_OUTPUT(tag, sizeof(tag));
		CT_OUTPUT(tag2, sizeof(tag2));
		if (memcmp(tag, tag2, sizeof(tag)) != 0)
			return 1;

		/* AEAD one-shot encryption: ciphertext and tag are public */
		if (pub(cb_chacha20poly1305_setkey(&aks, key, sizeof(key))) !=
		    CB_OK)
			return 1;
		if (pub(cb_chacha20poly1305_encrypt(ct, tag, &aks, nonce, aad,
						    sizeof(aad), pt, len)) !=
		    CB_OK)
			return 1;
		CT_OUTPUT(ct, len);
		CT_OUTPUT(tag, sizeof(tag));

		/* streamed encryption */
		cb_chacha20poly1305_init(&actx, &aks, nonce);
		if (pub(cb_chacha20poly1305_aad(&actx, aad, 10)) != CB_OK ||
		    pub(cb_chacha20poly1305_aad(&actx, aad + 10,
						sizeof(aad) - 10)) != CB_OK ||
		    pub(cb_chacha20poly1305_encrypt_update(&actx, back, pt,
							   len)) != CB_OK)
			return 1;
		cb_chacha20poly1305_encrypt_final(&actx, tag2);
		CT_OUTPUT(back, len);
		CT_OUTPUT(tag2, sizeof(tag2));
		if (memcmp(back, ct, len) != 0 ||
		    memcmp(tag, tag2, sizeof(tag)) != 0)
			return 1;

		/* one-shot decryption, good tag and bad tag */
		if (pub(cb_chacha20poly1305_decrypt(back, &aks, nonce, aad,
						    sizeof(aad), ct, len,
						    tag)) != CB_OK)
			return 1;
		tag[0] ^= 1;
		if (pub(cb_chacha20poly1305_decrypt(back, &aks, nonce, aad,
						    sizeof(aad), ct, len,
						    tag)) != CB_E_AUTH)
			return 1;
		tag[0] ^= 1;

		/* streamed decryption, in place */
		memcpy(back, ct, len);
		cb_chacha20poly1305_init(&actx, &aks, nonce);
		if (pub(cb_chacha20poly1305_aad(&actx, aad, sizeof(aad))) !=
			    CB_OK ||
		    pub(cb_chacha20poly1305_decrypt_update(&actx, back, back,
							   len)) != CB_OK ||
		    pub(cb_chacha20poly1305_decrypt_final(&actx, tag)) !=
			    CB_OK)
			return 1;
		/* the plaintext is secret: declassify only to compare */
		CT_OUTPUT(back, len);
		CT_PUBLIC(pt, len);
		if (memcmp(back, pt, len) != 0)
			return 1;
	}
	return 0;
}
