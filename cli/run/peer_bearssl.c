/* SPDX-License-Identifier: MIT */
/* The BearSSL peer: our cases through its API (run --ref bearssl). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <bearssl.h>

#include "cb/aead.h"
#include "cb/hash.h"
#include "run.h"

/*
 * Key contexts are set up beforehand for mode=long.  BearSSL's
 * ChaCha20-Poly1305 is one-shot only, so it has no data-flow rows.
 * BearSSL encrypts in place, so its calls first copy the input to the
 * output buffer, as a caller would.  Implementations: config=ct rows use
 * its portable constant-time code (aes_ct64, des_ct, ghash_ctmul64,
 * chacha20_ct, poly1305_ctmulq where the compiler has 128-bit integers),
 * config=table rows its table-based code (aes_big, des_tab).
 */

/* A case as BearSSL holds it: what every peer sees, and its own state. */
typedef struct br_case {
	peer_case p;
	struct {
		const br_block_cbcenc_class *cbcenc;
		const br_block_cbcdec_class *cbcdec;
		const br_block_ctr_class *ctr;
		const br_block_ctrcbc_class *ctrcbc;
		const br_hash_class *hash;
		br_ghash ghash;
		br_poly1305_run poly;
		union {
			br_aes_gen_cbcenc_keys aes_cbcenc;
			br_aes_gen_cbcdec_keys aes_cbcdec;
			br_des_gen_cbcenc_keys des_cbcenc;
			br_des_gen_cbcdec_keys des_cbcdec;
			br_aes_gen_ctr_keys ctr;
			br_aes_gen_ctrcbc_keys ctrcbc;
		} k;
		br_gcm_context gcm;
		br_ccm_context ccm;
		br_hash_compat_context hc;
		br_hmac_key_context hk;
		br_hmac_context hm;
	} b;
} br_case;

static const struct {
	const char *id;
	const br_hash_class *vt;
	size_t len;
} br_hashes[] = {
	{ "md5", &br_md5_vtable, 16 },
	{ "sha1", &br_sha1_vtable, 20 },
	{ "sha224", &br_sha224_vtable, 28 },
	{ "sha256", &br_sha256_vtable, 32 },
	{ "sha384", &br_sha384_vtable, 48 },
	{ "sha512", &br_sha512_vtable, 64 },
};

static uint32_t
be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

/* Key setup of the block-cipher cases. */
static void
br_key(br_case *r)
{
	const cb_bench_io *io = &r->p.io;

	switch (r->p.kind) {
	case PEER_K_CBC:
		if (r->p.dec)
			r->b.cbcdec->init(&r->b.k.aes_cbcdec.vtable, io->key,
					  io->keylen);
		else
			r->b.cbcenc->init(&r->b.k.aes_cbcenc.vtable, io->key,
					  io->keylen);
		break;
	case PEER_K_CTR:
		r->b.ctr->init(&r->b.k.ctr.vtable, io->key, io->keylen);
		break;
	case PEER_K_GCM:
		r->b.ctr->init(&r->b.k.ctr.vtable, io->key, io->keylen);
		br_gcm_init(&r->b.gcm, &r->b.k.ctr.vtable, r->b.ghash);
		break;
	case PEER_K_CCM:
		r->b.ctrcbc->init(&r->b.k.ctrcbc.vtable, io->key, io->keylen);
		br_ccm_init(&r->b.ccm, &r->b.k.ctrcbc.vtable);
		break;
	case PEER_K_HMAC:
		br_hmac_key_init(&r->b.hk, r->b.hash, io->key, io->keylen);
		break;
	default:
		break;
	}
}

static void
br_call(void *arg)
{
	br_case *r = arg;
	const cb_bench_case *c = r->p.c;
	const cb_bench_io *io = &r->p.io;
	size_t off, n, step = peer_step(c);
	uint32_t cc;

	if (c->mode != CB_BENCH_LONG)
		br_key(r);
	if (r->p.kind != PEER_K_HASH && r->p.kind != PEER_K_HMAC)
		memcpy(r->p.out, io->src, c->len);
	switch (r->p.kind) {
	case PEER_K_HASH:
		r->b.hash->init(&r->b.hc.vtable);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			r->b.hash->update(&r->b.hc.vtable, io->src + off, n);
		}
		r->b.hash->out(&r->b.hc.vtable, r->p.res);
		break;
	case PEER_K_HMAC:
		br_hmac_init(&r->b.hm, &r->b.hk, 0);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			br_hmac_update(&r->b.hm, io->src + off, n);
		}
		(void)br_hmac_out(&r->b.hm, r->p.res);
		break;
	case PEER_K_CBC:
		memcpy(r->p.iv, io->iv, r->p.blen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			if (r->p.dec)
				r->b.cbcdec->run(&r->b.k.aes_cbcdec.vtable,
						 r->p.iv, r->p.out + off, n);
			else
				r->b.cbcenc->run(&r->b.k.aes_cbcenc.vtable,
						 r->p.iv, r->p.out + off, n);
		}
		break;
	case PEER_K_CTR:
		/* a 96-bit IV and a 32-bit big-endian block counter: the
		 * same stream as our 128-bit counter while it does not
		 * wrap (ref_lib_measure checks the output) */
		cc = be32(io->iv + 12);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			cc = r->b.ctr->run(&r->b.k.ctr.vtable, io->iv, cc,
					   r->p.out + off, n);
		}
		break;
	case PEER_K_GCM:
		br_gcm_reset(&r->b.gcm, io->iv, io->ivlen);
		br_gcm_flip(&r->b.gcm);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			br_gcm_run(&r->b.gcm, !r->p.dec, r->p.out + off, n);
		}
		if (r->p.dec)
			r->p.err |= !br_gcm_check_tag(&r->b.gcm, io->tag);
		else
			br_gcm_get_tag(&r->b.gcm, r->p.res);
		break;
	case PEER_K_CCM:
		r->p.err |= !br_ccm_reset(&r->b.ccm, io->iv, io->ivlen, 0,
					c->len, 16);
		br_ccm_flip(&r->b.ccm);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			br_ccm_run(&r->b.ccm, !r->p.dec, r->p.out + off, n);
		}
		if (r->p.dec)
			r->p.err |= !br_ccm_check_tag(&r->b.ccm, io->tag);
		else
			(void)br_ccm_get_tag(&r->b.ccm, r->p.res);
		break;
	case PEER_K_CHAPOLY:
		r->b.poly(io->key, io->iv, r->p.out, c->len, NULL, 0, r->p.res,
			  br_chacha20_ct_run, !r->p.dec);
		if (r->p.dec)
			r->p.err |= !peer_tag_ok(r->p.res, io->tag);
		break;
	default:
		r->p.err = 1;
		break;
	}
}

/* Choose BearSSL's implementation of the case; 0 if it has none. */
static int
br_setup(br_case *r)
{
	const char *aes = r->p.table ? "aes_big" : "aes_ct64";
	const char *des = r->p.table ? "des_tab" : "des_ct";
	size_t i;

	memset(&r->b, 0, sizeof(r->b));
	if (r->p.kind == PEER_K_HASH || r->p.kind == PEER_K_HMAC) {
		for (i = 0; i < sizeof(br_hashes) / sizeof(br_hashes[0]); i++)
			if (strcmp(br_hashes[i].id, r->p.io.prims->hash->name) == 0)
				break;
		if (i == sizeof(br_hashes) / sizeof(br_hashes[0]))
			return 0;
		r->b.hash = br_hashes[i].vt;
		r->p.dlen = br_hashes[i].len;
		snprintf(r->p.impl, sizeof(r->p.impl), "%s%s",
			 r->p.kind == PEER_K_HMAC ? "hmac+" : "", br_hashes[i].id);
		return 1;
	}
	if (r->p.kind == PEER_K_CHAPOLY) {
		if (r->p.c->mode == CB_BENCH_FLOW || r->p.io.keylen != 32 ||
		    r->p.io.ivlen != 12)
			return 0;
		r->b.poly = br_poly1305_ctmulq_get();
		snprintf(r->p.impl, sizeof(r->p.impl), "chacha20_ct+poly1305_%s",
			 r->b.poly != 0 ? "ctmulq" : "ctmul");
		if (r->b.poly == 0)
			r->b.poly = br_poly1305_ctmul_run;
		return 1;
	}
	if (r->p.bc == PEER_BC_DES3) {
		if (r->p.kind != PEER_K_CBC || r->p.io.keylen != 24)
			return 0;
		r->b.cbcenc = r->p.table ? &br_des_tab_cbcenc_vtable :
			      &br_des_ct_cbcenc_vtable;
		r->b.cbcdec = r->p.table ? &br_des_tab_cbcdec_vtable :
			      &br_des_ct_cbcdec_vtable;
		snprintf(r->p.impl, sizeof(r->p.impl), "%s", des);
		return 1;
	}
	if (r->p.bc != PEER_BC_AES)
		return 0;
	switch (r->p.kind) {
	case PEER_K_CBC:
		r->b.cbcenc = r->p.table ? &br_aes_big_cbcenc_vtable :
			      &br_aes_ct64_cbcenc_vtable;
		r->b.cbcdec = r->p.table ? &br_aes_big_cbcdec_vtable :
			      &br_aes_ct64_cbcdec_vtable;
		break;
	case PEER_K_CTR:
	case PEER_K_GCM:
		r->b.ctr = r->p.table ? &br_aes_big_ctr_vtable :
			   &br_aes_ct64_ctr_vtable;
		r->b.ghash = br_ghash_ctmul64;
		break;
	case PEER_K_CCM:
		r->b.ctrcbc = r->p.table ? &br_aes_big_ctrcbc_vtable :
			      &br_aes_ct64_ctrcbc_vtable;
		break;
	default:
		return 0;
	}
	if (r->p.io.ivlen != (r->p.kind == PEER_K_CBC ||
			       r->p.kind == PEER_K_CTR ? 16 : 12))
		return 0;
	snprintf(r->p.impl, sizeof(r->p.impl), "%s%s", aes,
		 r->p.kind == PEER_K_GCM ? "+ghash_ctmul64" : "");
	return 1;
}

static void *
br_alloc(void)
{
	return calloc(1, sizeof(br_case));
}

static int
br_agrees(void *s)
{
	return peer_case_agrees(&((br_case *)s)->p);
}

static const char *
br_impl(const void *s)
{
	return ((const br_case *)s)->p.impl;
}

static int
br_peer_setup(void *s, const cb_bench_case *c)
{
	br_case *r = s;

	if (!peer_case_prepare(&r->p, c) || !br_setup(r)) {
		r->p.impl[0] = '\0';
		return 0;
	}
	br_key(r);
	return 1;
}

const peer_ops peer_bearssl = { br_alloc, free, br_peer_setup,
	br_call, br_agrees, br_impl };
