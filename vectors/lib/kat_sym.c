/* SPDX-License-Identifier: MIT */
/* Known answers of the symmetric kinds, through the row's descriptor. */
#include <string.h>

#include "port.h"
#include "cb/cb.h"
#include "kat.h"

#define MAXBUF 528

/* Hashes: the digest */
static int
check_hash(const kat_record *r, const cb_mf_run *row)
{
	const cb_hash_desc *h = row->prims.hash;
	uint8_t out[CB_HASH_MAX_LEN];

	if (h == NULL || h->out_len != r->len[OUT])
		return 0;
	cb_hash_digest(h, out, r->f[IN], r->len[IN]);
	return memcmp(out, r->f[OUT], h->out_len) == 0;
}

/* MACs: the tag (or its first bytes: RFC 4231's truncation), the message in
 * two pieces */
static int
check_mac(const kat_record *r, const cb_mf_run *row)
{
	const cb_mac_desc *d = row->desc;
	uint8_t out[CB_HASH_MAX_LEN];
	size_t n = r->len[IN] / 2;
	cb_mac_any_ctx c;

	if (d->tag_len(&row->prims) < r->len[OUT] ||
	    d->tag_len(&row->prims) > sizeof(out) ||
	    d->init(&c, &row->prims, r->f[KEY], r->len[KEY]) != CB_OK)
		return 0;
	d->update(&c, r->f[IN], n);
	d->update(&c, r->f[IN] + n, r->len[IN] - n);
	d->final(&c, out);
	return memcmp(out, r->f[OUT], r->len[OUT]) == 0;
}

/* The row's block cipher alone: both directions */
static int
check_block(const kat_record *r, const cb_mf_run *row)
{
	const cb_block_cipher *bc = row->prims.cipher;
	uint8_t out[MAXBUF];
	size_t len = r->len[IN];
	cb_block_any_ctx k;
	int ok;

	if (bc == NULL || len % bc->block_len != 0 || r->len[OUT] != len ||
	    len > sizeof(out) ||
	    bc->setkey(&k, r->f[KEY], r->len[KEY]) != CB_OK)
		return 0;
	bc->encrypt(&k, out, r->f[IN], len / bc->block_len);
	ok = memcmp(out, r->f[OUT], len) == 0;
	bc->decrypt(&k, out, out, len / bc->block_len);
	return ok && memcmp(out, r->f[IN], len) == 0;
}

/* Modes (and a stream cipher of its own): encryption, and decryption
 * back */
static int
check_mode(const kat_record *r, const cb_mf_run *row)
{
	const cb_mode_desc *d = row->desc;
	const cb_block_cipher *bc = row->prims.cipher;
	uint8_t out[MAXBUF];
	size_t len = r->len[IN];
	cb_block_any_ctx k;
	int ok;

	if (r->len[OUT] != len || len > sizeof(out) ||
	    r->len[IV] != (d->iv_len != 0 ? d->iv_len : bc->block_len) ||
	    (d->setkey != NULL ? d->setkey(&k, r->f[KEY], r->len[KEY]) :
	     bc->setkey(&k, r->f[KEY], r->len[KEY])) != CB_OK ||
	    d->crypt(0, out, bc, &k, r->f[IV], r->f[IN], len) != CB_OK)
		return 0;
	ok = memcmp(out, r->f[OUT], len) == 0;
	if (d->crypt(1, out, bc, &k, r->f[IV], out, len) != CB_OK)
		return 0;
	return ok && memcmp(out, r->f[IN], len) == 0;
}

/*
 * The key of an AEAD row: the descriptor's own where this store or the
 * port's workspace holds it (the table GCM's 64 KB), else its light twin
 * (the same AEAD, another key set-up).
 */
static const cb_aead_desc *
aead_key(const cb_aead_desc *d, void **ks)
{
	static cb_aead_any_key small;
	size_t len;

	*ks = &small;
	if (d->key_size <= sizeof(small))
		return d;
	*ks = cb_port_workspace(&len);
	if (*ks != NULL && len >= d->key_size)
		return d;
	*ks = &small;
	return d->light;
}

/* AEADs: ciphertext and tag (RFC 3610's records carry the tag at the end
 * of Out), and decryption back */
static int
check_aead(const kat_record *r, const cb_mf_run *row)
{
	uint8_t out[MAXBUF], tag[16];
	size_t len = r->len[IN], taglen = r->len[TAG];
	const uint8_t *want = r->f[TAG];
	void *ks;
	const cb_aead_desc *d = aead_key(row->desc, &ks);

	if (taglen == 0) {
		if (r->len[OUT] < len)
			return 0;
		taglen = r->len[OUT] - len;
		want = r->f[OUT] + len;
	}
	if (len > sizeof(out) || taglen > sizeof(tag) ||
	    d->setkey(ks, &row->prims, r->f[KEY], r->len[KEY]) != CB_OK ||
	    d->encrypt(out, tag, taglen, ks, r->f[IV], r->len[IV], r->f[AD],
		       r->len[AD], r->f[IN], len) != CB_OK ||
	    memcmp(out, r->f[OUT], len) != 0 || memcmp(tag, want, taglen) != 0)
		return 0;
	return d->decrypt(out, ks, r->f[IV], r->len[IV], r->f[AD], r->len[AD],
			  r->f[OUT], len, want, taglen) == CB_OK &&
	       memcmp(out, r->f[IN], len) == 0;
}

/* the symmetric kinds the manifest's SELFTEST rows name, each run on
 * every RUN row of its id */
const kat_kind kat_hash = { check_hash, 1 };
const kat_kind kat_mac = { check_mac, 1 };
const kat_kind kat_block = { check_block, 1 };
const kat_kind kat_mode = { check_mode, 1 };
const kat_kind kat_aead = { check_aead, 1 };

