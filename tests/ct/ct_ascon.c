/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check (valgrind): Ascon-AEAD128 with a secret key, nonce
 * and plaintext; Ascon-Hash256/XOF128 over a secret message.
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/hash.h"
#include "ct.h"

int
main(void)
{
	uint8_t key[16], nonce[16], ad[21], pt[100], ct[100], out[100];
	uint8_t tag[16], h[64];
	cb_ascon_aead128_key ks;
	cb_ascon_aead128_ctx ctx;
	cb_ascon_hash256_ctx hc;
	size_t len;
	int rc;

	memset(key, 0x11, sizeof(key));
	memset(nonce, 0x22, sizeof(nonce));
	memset(ad, 0x33, sizeof(ad));
	memset(pt, 0x44, sizeof(pt));
	/* nonce too: it feeds the secret initial state */
	CT_SECRET(key, sizeof(key));
	CT_SECRET(nonce, sizeof(nonce));
	CT_SECRET(pt, sizeof(pt));
	if (cb_ascon_aead128_setkey(&ks, key, sizeof(key)) != CB_OK)
		return 1;

	for (len = 0; len <= sizeof(pt); len += 33) {
		cb_ascon_aead128_encrypt(ct, tag, &ks, nonce, ad, sizeof(ad),
					 pt, len);
		/* ciphertext and tag go on the wire: public */
		CT_OUTPUT(ct, len);
		CT_OUTPUT(tag, sizeof(tag));
		rc = cb_ascon_aead128_decrypt(out, &ks, nonce, ad, sizeof(ad),
					      ct, len, tag);
		CT_PUBLIC(&rc, sizeof(rc));
		if (rc != CB_OK)
			return 1;
		/* a forged tag: the rejection itself is public */
		tag[0] ^= 1;
		rc = cb_ascon_aead128_decrypt(out, &ks, nonce, ad, sizeof(ad),
					      ct, len, tag);
		CT_PUBLIC(&rc, sizeof(rc));
		if (rc != CB_E_AUTH)
			return 1;
	}

	cb_ascon_aead128_init(&ctx, &ks, nonce);
	if (cb_ascon_aead128_aad(&ctx, ad, 5) != CB_OK ||
	    cb_ascon_aead128_aad(&ctx, ad + 5, 16) != CB_OK)
		return 1;
	cb_ascon_aead128_encrypt_update(&ctx, ct, pt, 7);
	cb_ascon_aead128_encrypt_update(&ctx, ct + 7, pt + 7, 60);
	cb_ascon_aead128_encrypt_final(&ctx, tag);
	CT_OUTPUT(ct, 67);
	CT_OUTPUT(tag, sizeof(tag));
	/* streaming decryption: only the verdict is public */
	cb_ascon_aead128_init(&ctx, &ks, nonce);
	if (cb_ascon_aead128_aad(&ctx, ad, 21) != CB_OK)
		return 1;
	cb_ascon_aead128_decrypt_update(&ctx, out, ct, 30);
	cb_ascon_aead128_decrypt_update(&ctx, out + 30, ct + 30, 37);
	rc = cb_ascon_aead128_decrypt_final(&ctx, tag);
	CT_PUBLIC(&rc, sizeof(rc));
	if (rc != CB_OK)
		return 1;

	for (len = 0; len <= sizeof(pt); len += 33) {
		cb_ascon_hash256(h, pt, len);
		cb_ascon_xof128(h, sizeof(h), pt, len);
	}
	cb_ascon_hash256_init(&hc);
	cb_ascon_hash256_update(&hc, pt, 3);
	cb_ascon_hash256_update(&hc, pt + 3, 50);
	cb_ascon_hash256_final(&hc, h);
	return 0;
}
