/* SPDX-License-Identifier: MIT */
/* The libtomcrypt peer: our cases through its API (run --ref tomcrypt). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <tomcrypt.h>

#include "cb/aead.h"
#include "cb/hash.h"
#include "run.h"

/*
 * Scheduled states are set up beforehand for mode=long.  libtomcrypt's
 * HMAC state owns a heap copy of the key, so it cannot be cloned and is
 * keyed within every call (one extra compression per call); its
 * chacha20poly1305_done wipes the key, so that is set on every call too
 * (a copy: ChaCha20 has no key schedule).  It has one implementation of
 * each (table-based rijndael and 3DES, GCM with its 64 KB tables as
 * Debian builds it), used for both configurations.
 */

/* A case as libtomcrypt holds it: what every peer sees, and its own
 * state. */
typedef struct tc_case {
	peer_case p;
	struct {
		int cipher, hash;
		symmetric_CBC cbc;
		symmetric_CTR ctr;
		symmetric_key sk;
		gcm_state gcm;
		ccm_state ccm;
		chacha20poly1305_state cp;
		hash_state md;
		hmac_state hm;
	} t;
} tc_case;

static const struct {
	const char *id;
	const struct ltc_hash_descriptor *d;
} tc_hashes[] = {
	{ "md5", &md5_desc },
	{ "sha1", &sha1_desc },
	{ "sha224", &sha224_desc },
	{ "sha256", &sha256_desc },
	{ "sha384", &sha384_desc },
	{ "sha512", &sha512_desc },
	{ "sha512-224", &sha512_224_desc },
	{ "sha512-256", &sha512_256_desc },
	{ "sha3-224", &sha3_224_desc },
	{ "sha3-256", &sha3_256_desc },
	{ "sha3-384", &sha3_384_desc },
	{ "sha3-512", &sha3_512_desc },
};

/* Key setup of the cipher cases (the IV is set within the call). */
static int
tc_key(tc_case *r)
{
	const cb_bench_io *io = &r->p.io;
	int kl = (int)io->keylen, ci = r->t.cipher;

	switch (r->p.kind) {
	case PEER_K_CBC:
		return cbc_start(ci, io->iv, io->key, kl, 0, &r->t.cbc);
	case PEER_K_CTR:
		return ctr_start(ci, io->iv, io->key, kl, 0,
				 CTR_COUNTER_BIG_ENDIAN, &r->t.ctr);
	case PEER_K_GCM:
		return gcm_init(&r->t.gcm, ci, io->key, kl);
	case PEER_K_CCM:
		return cipher_descriptor[ci].setup(io->key, kl, 0, &r->t.sk);
	default:
		return CRYPT_OK;
	}
}

static void
tc_call(void *arg)
{
	tc_case *r = arg;
	const cb_bench_case *c = r->p.c;
	const cb_bench_io *io = &r->p.io;
	const struct ltc_hash_descriptor *d;
	uint8_t *src = (uint8_t *)(uintptr_t)io->src;
	unsigned long tl = 16;
	size_t off, n, step = peer_step(c);
	int e = CRYPT_OK, longm = c->mode == CB_BENCH_LONG;

	if (!longm)
		e |= tc_key(r);
	switch (r->p.kind) {
	case PEER_K_HASH:
		d = &hash_descriptor[r->t.hash];
		e |= d->init(&r->t.md);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= d->process(&r->t.md, src + off, n);
		}
		e |= d->done(&r->t.md, r->p.res);
		break;
	case PEER_K_HMAC:
		e |= hmac_init(&r->t.hm, r->t.hash, io->key, io->keylen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= hmac_process(&r->t.hm, src + off, n);
		}
		tl = sizeof(r->p.res);
		e |= hmac_done(&r->t.hm, r->p.res, &tl);
		break;
	case PEER_K_CBC:
		if (longm)
			e |= cbc_setiv(io->iv, r->p.blen, &r->t.cbc);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->p.dec ? cbc_decrypt(src + off, r->p.out + off, n,
						  &r->t.cbc) :
			     cbc_encrypt(src + off, r->p.out + off, n,
					 &r->t.cbc);
		}
		break;
	case PEER_K_CTR:
		if (longm)
			e |= ctr_setiv(io->iv, r->p.blen, &r->t.ctr);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= ctr_encrypt(src + off, r->p.out + off, n,
					 &r->t.ctr);
		}
		break;
	case PEER_K_GCM:
		if (longm)
			e |= gcm_reset(&r->t.gcm);
		e |= gcm_add_iv(&r->t.gcm, io->iv, io->ivlen);
		e |= gcm_add_aad(&r->t.gcm, r->p.iv, 0);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->p.dec ? gcm_process(&r->t.gcm, r->p.out + off, n,
						  src + off, GCM_DECRYPT) :
			     gcm_process(&r->t.gcm, src + off, n,
					 r->p.out + off, GCM_ENCRYPT);
		}
		e |= gcm_done(&r->t.gcm, r->p.res, &tl);
		if (r->p.dec)
			r->p.err |= !peer_tag_ok(r->p.res, io->tag);
		break;
	case PEER_K_CCM:
		if (c->mode != CB_BENCH_FLOW) {
			/* the one-shot call takes the scheduled key; a
			 * decryption checks the tag in r->p.res */
			if (r->p.dec)
				memcpy(r->p.res, io->tag, 16);
			e |= r->p.dec ?
			     ccm_memory(r->t.cipher, io->key, io->keylen,
					&r->t.sk, io->iv, io->ivlen, NULL, 0,
					r->p.out, c->len, src, r->p.res, &tl,
					CCM_DECRYPT) :
			     ccm_memory(r->t.cipher, io->key, io->keylen,
					&r->t.sk, io->iv, io->ivlen, NULL, 0,
					src, c->len, r->p.out, r->p.res, &tl,
					CCM_ENCRYPT);
			break;
		}
		e |= ccm_init(&r->t.ccm, r->t.cipher, io->key,
			      (int)io->keylen, (int)c->len, 16, 0);
		e |= ccm_add_nonce(&r->t.ccm, io->iv, io->ivlen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->p.dec ? ccm_process(&r->t.ccm, r->p.out + off, n,
						  src + off, CCM_DECRYPT) :
			     ccm_process(&r->t.ccm, src + off, n,
					 r->p.out + off, CCM_ENCRYPT);
		}
		e |= ccm_done(&r->t.ccm, r->p.res, &tl);
		if (r->p.dec)
			r->p.err |= !peer_tag_ok(r->p.res, io->tag);
		break;
	case PEER_K_CHAPOLY:
		/* chacha20poly1305_done wipes the key: init on every call */
		e |= chacha20poly1305_init(&r->t.cp, io->key, io->keylen);
		e |= chacha20poly1305_setiv(&r->t.cp, io->iv, io->ivlen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->p.dec ? chacha20poly1305_decrypt(&r->t.cp,
							       src + off, n,
							       r->p.out + off) :
			     chacha20poly1305_encrypt(&r->t.cp, src + off, n,
						      r->p.out + off);
		}
		e |= chacha20poly1305_done(&r->t.cp, r->p.res, &tl);
		if (r->p.dec)
			r->p.err |= !peer_tag_ok(r->p.res, io->tag);
		break;
	default:
		e = CRYPT_ERROR;
		break;
	}
	r->p.err |= e != CRYPT_OK;
}

/* Choose libtomcrypt's implementation of the case; 0 if it has none. */
static int
tc_setup(tc_case *r)
{
	static int registered;
	size_t i;

	if (!registered) {
		if (register_cipher(&aes_desc) < 0 ||
		    register_cipher(&des3_desc) < 0)
			return 0;
		for (i = 0; i < sizeof(tc_hashes) / sizeof(tc_hashes[0]); i++)
			if (register_hash(tc_hashes[i].d) < 0)
				return 0;
		registered = 1;
	}
	memset(&r->t, 0, sizeof(r->t));
	if (r->p.kind == PEER_K_HASH || r->p.kind == PEER_K_HMAC) {
		for (i = 0; i < sizeof(tc_hashes) / sizeof(tc_hashes[0]); i++)
			if (strcmp(tc_hashes[i].id, r->p.io.prims->hash->name) == 0)
				break;
		if (i == sizeof(tc_hashes) / sizeof(tc_hashes[0]))
			return 0;
		r->t.hash = find_hash(tc_hashes[i].d->name);
		if (r->t.hash < 0)
			return 0;
		r->p.dlen = tc_hashes[i].d->hashsize;
		snprintf(r->p.impl, sizeof(r->p.impl), "%s%s",
			 r->p.kind == PEER_K_HMAC ? "hmac+" : "",
			 tc_hashes[i].d->name);
		return 1;
	}
	if (r->p.kind == PEER_K_CHAPOLY) {
		if (r->p.io.keylen != 32 || r->p.io.ivlen != 12)
			return 0;
		snprintf(r->p.impl, sizeof(r->p.impl), "chacha20poly1305");
		return 1;
	}
	if (r->p.kind == PEER_K_NONE || r->p.bc == PEER_BC_NONE)
		return 0;
	r->t.cipher = find_cipher(r->p.bc == PEER_BC_AES ? "aes" : "3des");
	if (r->t.cipher < 0 || r->p.io.ivlen != (r->p.kind == PEER_K_CBC ||
					       r->p.kind == PEER_K_CTR ? r->p.blen :
					       12))
		return 0;
	snprintf(r->p.impl, sizeof(r->p.impl), "%s%s",
		 r->p.bc == PEER_BC_AES ? "rijndael" : "3des",
		 r->p.kind == PEER_K_GCM ? "+gcm_tables" : "");
	return 1;
}

static void *
tc_alloc(void)
{
	return calloc(1, sizeof(tc_case));
}

static int
tc_agrees(void *s)
{
	return peer_case_agrees(&((tc_case *)s)->p);
}

static const char *
tc_impl(const void *s)
{
	return ((const tc_case *)s)->p.impl;
}

static int
tc_peer_setup(void *s, const cb_bench_case *c)
{
	tc_case *r = s;

	if (!peer_case_prepare(&r->p, c) || !tc_setup(r)) {
		r->p.impl[0] = '\0';
		return 0;
	}
	r->p.err |= tc_key(r) != CRYPT_OK;
	return 1;
}

const peer_ops peer_tomcrypt = { tc_alloc, free, tc_peer_setup,
	tc_call, tc_agrees, tc_impl };
