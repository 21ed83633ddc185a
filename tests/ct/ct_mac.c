/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of every MAC row of the manifest through its
 * descriptor (secret key and message; CMAC over its constant-time
 * ciphers), and of HMAC, HKDF (secret IKM and PRK) and HMAC-DRBG (secret
 * entropy, nonce and state) over every hash of the manifest: secrets are
 * marked undefined for valgrind, outputs are declassified before any
 * comparison.  Lengths are public.
 */
#include <string.h>

#include "cb/block.h"
#include "cb/mac.h"
#include "cb/util.h"
#include "ct.h"
#include "manifest.h"


/* A MAC row's descriptor: one pass and the message in two pieces. */
static int
check_mac_row(const cb_mf_run *row)
{
	const cb_mac_desc *d = row->desc;
	uint8_t key[32], msg[200], t1[CB_HASH_MAX_LEN], t2[CB_HASH_MAX_LEN];
	static const size_t lens[] = { 0, 16, 77, sizeof(msg) };
	size_t tl = d->tag_len(&row->prims), i, k, m;
	cb_mac_any_ctx c;
	int bad = 0, eq;

	for (i = 0; i < sizeof(key); i++)
		key[i] = (uint8_t)(i * 7 + 1);
	for (i = 0; i < sizeof(msg); i++)
		msg[i] = (uint8_t)(i * 13 + 2);
	/* empty, one block, a partial last block, and a longer message */
	for (k = 0; k < sizeof(lens) / sizeof(lens[0]); k++) {
		m = lens[k];
		CT_SECRET(key, sizeof(key));
		CT_SECRET(msg, sizeof(msg));
		bad |= d->init(&c, &row->prims, key, row->param) != CB_OK;
		d->update(&c, msg, m);
		d->final(&c, t1);
		bad |= d->init(&c, &row->prims, key, row->param) != CB_OK;
		d->update(&c, msg, m / 3);
		d->update(&c, msg + m / 3, m - m / 3);
		d->final(&c, t2);
		/* a tag is checked with cb_memeq, secret tags and all */
		eq = cb_memeq(t1, t2, tl);
		CT_PUBLIC(&eq, sizeof(eq));
		bad |= eq != 1;
		CT_OUTPUT(t1, tl);
		CT_OUTPUT(t2, tl);
		CT_PUBLIC(key, sizeof(key));
		CT_PUBLIC(msg, sizeof(msg));
		bad |= memcmp(t1, t2, tl) != 0;
	}
	return bad;
}

static int
check_hmac(const cb_hash_desc *h)
{
	uint8_t key[300], msg[200], t1[CB_HASH_MAX_LEN], t2[CB_HASH_MAX_LEN];
	size_t klens[] = { 0, 16, h->block_len, h->block_len + 1, 300 };
	size_t i, k;
	cb_hmac_ctx c;
	int bad = 0, eq;

	for (i = 0; i < sizeof(key); i++)
		key[i] = (uint8_t)(i * 7 + 1);
	for (i = 0; i < sizeof(msg); i++)
		msg[i] = (uint8_t)(i * 13 + 2);
	for (k = 0; k < sizeof(klens) / sizeof(klens[0]); k++) {
		CT_SECRET(key, sizeof(key));
		CT_SECRET(msg, sizeof(msg));
		bad |= cb_hmac_init(&c, h, key, klens[k]) != CB_OK;
		cb_hmac_update(&c, msg, 77);
		cb_hmac_update(&c, msg + 77, sizeof(msg) - 77);
		cb_hmac_final(&c, t1);
		bad |= cb_hmac(t2, h, key, klens[k], msg, sizeof(msg)) != CB_OK;
		/* verifying a tag with cb_memeq is constant-time too */
		eq = cb_memeq(t1, t2, h->out_len);
		CT_PUBLIC(&eq, sizeof(eq));
		bad |= eq != 1;
		CT_OUTPUT(t1, h->out_len);
		CT_OUTPUT(t2, h->out_len);
		CT_PUBLIC(key, sizeof(key));
		CT_PUBLIC(msg, sizeof(msg));
		bad |= memcmp(t1, t2, h->out_len) != 0;
	}
	return bad;
}

static int
check_hkdf(const cb_hash_desc *h)
{
	uint8_t ikm[80], salt[20], info[10], prk[CB_HASH_MAX_LEN];
	static uint8_t okm1[3 * CB_HASH_MAX_LEN + 5], okm2[sizeof(okm1)];
	size_t i;
	int bad = 0;

	for (i = 0; i < sizeof(ikm); i++)
		ikm[i] = (uint8_t)(i * 3 + 9);
	memset(salt, 0x11, sizeof(salt));
	memset(info, 0x22, sizeof(info));
	CT_SECRET(ikm, sizeof(ikm));
	bad |= cb_hkdf_extract(prk, h, salt, sizeof(salt), ikm, sizeof(ikm)) !=
	       CB_OK;
	/* prk is secret (derived from ikm); expand must stay quiet too */
	bad |= cb_hkdf_expand(okm1, sizeof(okm1), h, prk, h->out_len, info,
			      sizeof(info)) != CB_OK;
	bad |= cb_hkdf(okm2, sizeof(okm2), h, ikm, sizeof(ikm), salt,
		       sizeof(salt), info, sizeof(info)) != CB_OK;
	bad |= cb_hkdf(okm2, 7, h, ikm, sizeof(ikm), NULL, 0, NULL, 0) !=
	       CB_OK;
	CT_OUTPUT(okm1, sizeof(okm1));
	CT_OUTPUT(okm2, sizeof(okm2));
	CT_PUBLIC(ikm, sizeof(ikm));
	CT_OUTPUT(prk, h->out_len);
	bad |= memcmp(okm1 + 7, okm2 + 7, sizeof(okm1) - 7) != 0;
	return bad;
}

static int
check_drbg(const cb_hash_desc *h)
{
	uint8_t ent[48], nonce[16], pers[8], add[21], out[150];
	cb_hmac_drbg_ctx d;
	int bad = 0, i;

	memset(ent, 0x5a, sizeof(ent));
	memset(nonce, 0xa5, sizeof(nonce));
	memset(pers, 0x33, sizeof(pers));
	memset(add, 0x44, sizeof(add));
	CT_SECRET(ent, sizeof(ent));
	CT_SECRET(nonce, sizeof(nonce));
	bad |= cb_hmac_drbg_init(&d, h, ent, sizeof(ent), nonce,
				 sizeof(nonce), pers, sizeof(pers)) != CB_OK;
	for (i = 0; i < 4; i++) {
		bad |= cb_hmac_drbg_generate(&d, out, sizeof(out) - (size_t)i,
					     i & 1 ? add : NULL,
					     i & 1 ? sizeof(add) : 0) != CB_OK;
		CT_OUTPUT(out, sizeof(out) - (size_t)i);
	}
	bad |= cb_hmac_drbg_reseed(&d, ent, sizeof(ent), add, sizeof(add)) !=
	       CB_OK;
	bad |= cb_hmac_drbg_generate(&d, out, sizeof(out), NULL, 0) != CB_OK;
	CT_OUTPUT(out, sizeof(out));
	cb_wipe(&d, sizeof(d));
	return bad;
}

int
main(void)
{
	size_t i;
	int bad = 0;

	/* over every hash of the manifest (its HASH rows) HMAC takes (a
	 * block at least as long as the digest: not Ascon-Hash256's) */
	/* every MAC row whose primitive is constant-time (a table cipher's
	 * CMAC is not) */
	for (i = 0; i < cb_mf_nruns; i++)
		if (cb_mf_runs[i].kind == CB_KIND_MAC &&
		    (cb_mf_runs[i].prims.cipher == NULL ||
		     cb_mf_runs[i].prims.cipher->ct))
			bad |= check_mac_row(&cb_mf_runs[i]);
	for (i = 0; i < cb_mf_nruns; i++) {
		const cb_hash_desc *h = cb_mf_runs[i].prims.hash;
		cb_hmac_ctx c;

		if (cb_mf_runs[i].kind != CB_KIND_HASH ||
		    cb_hmac_init(&c, h, NULL, 0) != CB_OK)
			continue;
		bad |= check_hmac(h);
		bad |= check_hkdf(h);
		bad |= check_drbg(h);
	}
	return bad;
}
