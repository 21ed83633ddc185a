/* SPDX-License-Identifier: MIT */
/* Constant-time check: SM4, 3DES, AES (ct) under CBC, CTR, GCM, CCM. */
/*
 * Keys, plaintext and everything derived from them (round keys, GHASH
 * key H, keystream) are secret.  IVs, AAD and lengths are public, and so
 * are ciphertexts, tags and return codes, which are declassified after
 * each call.  sm4_tab and des3_tab are table-based and not checked;
 * des3_ct runs CBC and CTR (GCM and CCM need 128-bit blocks).
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/block.h"
#include "cb/util.h"
#include "ct.h"

#define LEN 100

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



/* The modes over bc, keyed as k (CBC, CTR) and from key (GCM, CCM). */
static int
run(const cb_block_cipher *bc, cb_block_any_ctx *k, const uint8_t *key,
    size_t keylen, size_t len)
{
	static cb_gcm_key gk;
	static cb_ccm_key mk;
	uint8_t iv[16], aad[21], pt[LEN], ct[LEN + 16], back[LEN + 16];
	uint8_t tag[16];
	cb_cbc_ctx cbc;
	cb_ctr_ctx ctr;
	cb_gcm_ctx gcm;
	cb_ccm_ctx ccm;
	size_t bl = bc->block_len, n, m, cl = len / bl * bl;

	fill(iv, sizeof(iv), 9);
	fill(aad, sizeof(aad), 11);
	fill(pt, sizeof(pt), 200 + (unsigned)len);
	CT_SECRET(pt, sizeof(pt));

	/* CBC: one-shot both ways, streamed with a partial block, PKCS#7 */
	if (pub(cb_cbc_encrypt(ct, bc, k, iv, pt, cl)) != CB_OK)
		return 1;
	CT_OUTPUT(ct, cl);
	if (pub(cb_cbc_decrypt(back, bc, k, iv, ct, cl)) != CB_OK)
		return 1;
	if (pub(cb_cbc_init(&cbc, bc, k, iv)) != CB_OK)
		return 1;
	n = cl < 5 ? cl : 5;    /* leaves a partial block buffered */
	cb_cbc_encrypt_update(&cbc, back, &m, pt, n);
	cb_cbc_encrypt_update(&cbc, back + m, &m, pt + n, cl - n);
	if (pub(cb_cbc_final(&cbc)) != CB_OK)
		return 1;
	memcpy(back, pt, len);
	if (pub(cb_pkcs7_pad(back, sizeof(back), &n, len, bl)) != CB_OK)
		return 1;
	if (pub(cb_pkcs7_unpad(&m, back, n, bl)) != CB_OK)
		return 1;
	back[n - 1] ^= 0x20;    /* bad padding: still no secret branch */
	if (pub(cb_pkcs7_unpad(&m, back, n, bl)) != CB_E_AUTH)
		return 1;

	/* CTR: one-shot and streamed */
	if (pub(cb_ctr(ct, bc, k, iv, pt, len)) != CB_OK)
		return 1;
	if (pub(cb_ctr_init(&ctr, bc, k, iv)) != CB_OK)
		return 1;
	cb_ctr_update(&ctr, back, pt, len / 2);
	cb_ctr_update(&ctr, back + len / 2, pt + len / 2, len - len / 2);
	cb_ctr_final(&ctr);
	if (bl != 16)
		return 0;

	/* GCM: 96-bit and 7-byte IV (GHASH path), streamed and one-shot */
	if (pub(cb_gcm_setkey(&gk, bc, key, keylen)) != CB_OK)
		return 1;
	if (pub(cb_gcm_encrypt(ct, tag, 16, &gk, iv, 12, aad, sizeof(aad),
			       pt, len)) != CB_OK)
		return 1;
	CT_OUTPUT(ct, len);
	CT_OUTPUT(tag, 16);
	if (pub(cb_gcm_decrypt(back, &gk, iv, 12, aad, sizeof(aad), ct, len,
			       tag, 16)) != CB_OK)
		return 1;
	tag[3] ^= 1;
	if (pub(cb_gcm_decrypt(back, &gk, iv, 12, aad, sizeof(aad), ct, len,
			       tag, 16)) != CB_E_AUTH)
		return 1;
	if (pub(cb_gcm_init(&gcm, &gk, iv, 7)) != CB_OK ||
	    pub(cb_gcm_aad(&gcm, aad, 5)) != CB_OK ||
	    pub(cb_gcm_aad(&gcm, aad + 5, sizeof(aad) - 5)) != CB_OK ||
	    pub(cb_gcm_encrypt_update(&gcm, back, pt, len / 3)) != CB_OK ||
	    pub(cb_gcm_encrypt_update(&gcm, back + len / 3, pt + len / 3,
				      len - len / 3)) != CB_OK ||
	    pub(cb_gcm_encrypt_final(&gcm, tag, 13)) != CB_OK)
		return 1;
	CT_OUTPUT(back, len);
	CT_OUTPUT(tag, 13);
	if (pub(cb_gcm_init(&gcm, &gk, iv, 7)) != CB_OK ||
	    pub(cb_gcm_aad(&gcm, aad, sizeof(aad))) != CB_OK ||
	    pub(cb_gcm_decrypt_update(&gcm, back, back, len)) != CB_OK ||
	    pub(cb_gcm_decrypt_final(&gcm, tag, 13)) != CB_OK)
		return 1;

	/* CCM: one-shot, good and bad tag; streamed */
	if (pub(cb_ccm_setkey(&mk, bc, key, keylen)) != CB_OK)
		return 1;
	if (pub(cb_ccm_encrypt(ct, tag, 12, &mk, iv, 13, aad, sizeof(aad),
			       pt, len)) != CB_OK)
		return 1;
	CT_OUTPUT(ct, len);
	CT_OUTPUT(tag, 12);
	if (pub(cb_ccm_decrypt(back, &mk, iv, 13, aad, sizeof(aad), ct, len,
			       tag, 12)) != CB_OK)
		return 1;
	tag[0] ^= 0x80;
	if (pub(cb_ccm_decrypt(back, &mk, iv, 13, aad, sizeof(aad), ct, len,
			       tag, 12)) != CB_E_AUTH)
		return 1;
	tag[0] ^= 0x80;
	if (pub(cb_ccm_init(&ccm, &mk, iv, 8, sizeof(aad), len, 16)) !=
	    CB_OK ||
	    pub(cb_ccm_aad(&ccm, aad, sizeof(aad))) != CB_OK ||
	    pub(cb_ccm_encrypt_update(&ccm, back, pt, len / 2)) != CB_OK ||
	    pub(cb_ccm_encrypt_update(&ccm, back + len / 2, pt + len / 2,
				      len - len / 2)) != CB_OK ||
	    pub(cb_ccm_encrypt_final(&ccm, tag, 16)) != CB_OK)
		return 1;
	return 0;
}

int
main(void)
{
	static const size_t lens[] = { 0, 1, 15, 16, 17, 33, LEN };
	uint8_t key[32], blk[32], blk9[16 * 9];
	cb_block_any_ctx k;
	size_t l;

	for (l = 0; l < sizeof(lens) / sizeof(lens[0]); l++) {
		fill(key, sizeof(key), (unsigned)l);
		CT_SECRET(key, sizeof(key));
		if (pub(cb_sm4_ct_setkey(&k.sm4_ct, key, 16)) != CB_OK)
			return 1;
		/* raw SM4 both ways, several blocks */
		fill(blk, sizeof(blk), 5);
		CT_SECRET(blk, sizeof(blk));
		cb_sm4_ct_encrypt(&k.sm4_ct, blk, blk, 2);
		cb_sm4_ct_decrypt(&k.sm4_ct, blk, blk, 2);
		/* a full bitsliced batch of eight, then a single block */
		fill(blk9, sizeof(blk9), 6);
		CT_SECRET(blk9, sizeof(blk9));
		cb_sm4_ct_encrypt(&k.sm4_ct, blk9, blk9, 9);
		cb_sm4_ct_decrypt(&k.sm4_ct, blk9, blk9, 9);
		if (run(&cb_sm4_ct_cipher, &k, key, 16, lens[l]) != 0)
			return 1;
		if (pub(cb_aes_ct_setkey(&k.aes_ct, key, 16 + 8 * (l % 3))) !=
		    CB_OK)
			return 1;
		if (run(&cb_aes_ct_cipher, &k, key, 16 + 8 * (l % 3),
			lens[l]) != 0)
			return 1;
		if (pub(cb_des3_ct_setkey(&k.des3_ct, key, 24)) != CB_OK)
			return 1;
		cb_des3_ct_encrypt(&k.des3_ct, blk, blk, 4);
		cb_des3_ct_decrypt(&k.des3_ct, blk, blk, 4);
		if (run(&cb_des3_ct_cipher, &k, key, 24, lens[l]) != 0)
			return 1;
	}
	return 0;
}
