/* SPDX-License-Identifier: MIT */
/* The peers: the interface, and BearSSL and libtomcrypt through their APIs. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run.h"
#include "util.h"

#ifdef CB_HAVE_BEARSSL
#include <bearssl.h>
#endif
#ifdef CB_HAVE_TOMCRYPT
#include <tomcrypt.h>
#endif

/*
 * Each library is called the way its documentation says to, in the shape
 * of the case (lib/bench/bench.h): mode=long sets the key up beforehand
 * (BearSSL's key contexts, libtomcrypt's scheduled states) and times one
 * call over the message; sole-buffer includes key setup; data-flow sets
 * the key up, then feeds the message in chunks.  Where an API has no such
 * shape the case is left out (BearSSL's ChaCha20-Poly1305 is one-shot
 * only, so it has no data-flow rows).  BearSSL encrypts in place, so its
 * calls first copy the input to the output buffer, as a caller would.
 * libtomcrypt's HMAC state owns a heap copy of the key, so it cannot be
 * cloned and is keyed within every call (one extra compression per
 * call); its chacha20poly1305_done wipes the key, so that is set on
 * every call too (a copy: ChaCha20 has no key schedule).
 *
 * Implementations: for BearSSL, config=ct rows use its portable
 * constant-time code (aes_ct64, des_ct, ghash_ctmul64, chacha20_ct,
 * poly1305_ctmulq where the compiler has 128-bit integers) and
 * config=table rows its table-based code (aes_big, des_tab).  libtomcrypt
 * has one implementation of each (table-based rijndael and 3DES, GCM with
 * its 64 KB tables as Debian builds it), used for both configurations.
 */

typedef struct lib_case lib_case;

enum kind { K_NONE, K_HASH, K_HMAC, K_CBC, K_CTR, K_GCM, K_CCM, K_CHAPOLY };
enum bc { BC_NONE, BC_AES, BC_DES3 };

struct lib_case {
	const cb_bench_case *c;
	cb_bench_io io;
	enum kind kind;
	enum bc bc;
	int dec, err, table;
	size_t dlen;            /* digest or MAC length */
	size_t blen;            /* block length */
	char impl[48];
	uint8_t iv[16];
	uint8_t out[CB_BENCH_MAX_LEN + 64];
	uint8_t res[64];
#ifdef CB_HAVE_BEARSSL
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
#endif
#ifdef CB_HAVE_TOMCRYPT
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
#endif
};

#if defined(CB_HAVE_BEARSSL) || defined(CB_HAVE_TOMCRYPT)
/* What the case is, independently of the library. */
static void
classify(lib_case *r, const cb_bench_case *c)
{
	const char *id = c->algorithm;

	r->kind = K_NONE;
	r->bc = BC_NONE;
	if (strcmp(c->family, "hash") == 0)
		r->kind = K_HASH;
	else if (strcmp(c->family, "mac") == 0 && strncmp(id, "hmac-", 5) == 0)
		r->kind = K_HMAC;
	else if (strcmp(id, "chacha20-poly1305") == 0)
		r->kind = K_CHAPOLY;
	else if (str_ends(id, "-cbc"))
		r->kind = K_CBC;
	else if (str_ends(id, "-ctr"))
		r->kind = K_CTR;
	else if (str_ends(id, "-gcm"))
		r->kind = K_GCM;
	else if (str_ends(id, "-ccm"))
		r->kind = K_CCM;
	if (strncmp(id, "aes-", 4) == 0)
		r->bc = BC_AES;
	else if (strncmp(id, "3des-", 5) == 0)
		r->bc = BC_DES3;
	r->blen = r->bc == BC_DES3 ? 8 : 16;
	if (r->kind >= K_CBC && r->kind <= K_CCM && r->bc == BC_NONE)
		r->kind = K_NONE;
}

/* The hash of a hash or HMAC id. */
static const char *
hash_id(const lib_case *r)
{
	return r->kind == K_HMAC ? r->c->algorithm + 5 : r->c->algorithm;
}

static size_t
step_of(const cb_bench_case *c)
{
	return c->mode == CB_BENCH_FLOW ? c->chunk : c->len;
}

/* The tag check of a decryption, without an early exit. */
static int
tag_ok(const uint8_t *a, const uint8_t *b)
{
	unsigned d = 0;
	int i;

	for (i = 0; i < 16; i++)
		d |= (unsigned)(a[i] ^ b[i]);
	return d == 0;
}
#endif

/* ---- BearSSL ---- */

#ifdef CB_HAVE_BEARSSL
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
br_key(lib_case *r)
{
	const cb_bench_io *io = &r->io;

	switch (r->kind) {
	case K_CBC:
		if (r->dec)
			r->b.cbcdec->init(&r->b.k.aes_cbcdec.vtable, io->key,
					  io->keylen);
		else
			r->b.cbcenc->init(&r->b.k.aes_cbcenc.vtable, io->key,
					  io->keylen);
		break;
	case K_CTR:
		r->b.ctr->init(&r->b.k.ctr.vtable, io->key, io->keylen);
		break;
	case K_GCM:
		r->b.ctr->init(&r->b.k.ctr.vtable, io->key, io->keylen);
		br_gcm_init(&r->b.gcm, &r->b.k.ctr.vtable, r->b.ghash);
		break;
	case K_CCM:
		r->b.ctrcbc->init(&r->b.k.ctrcbc.vtable, io->key, io->keylen);
		br_ccm_init(&r->b.ccm, &r->b.k.ctrcbc.vtable);
		break;
	case K_HMAC:
		br_hmac_key_init(&r->b.hk, r->b.hash, io->key, io->keylen);
		break;
	default:
		break;
	}
}

static void
br_call(void *arg)
{
	lib_case *r = arg;
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	size_t off, n, step = step_of(c);
	uint32_t cc;

	if (c->mode != CB_BENCH_LONG)
		br_key(r);
	if (r->kind != K_HASH && r->kind != K_HMAC)
		memcpy(r->out, io->src, c->len);
	switch (r->kind) {
	case K_HASH:
		r->b.hash->init(&r->b.hc.vtable);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			r->b.hash->update(&r->b.hc.vtable, io->src + off, n);
		}
		r->b.hash->out(&r->b.hc.vtable, r->res);
		break;
	case K_HMAC:
		br_hmac_init(&r->b.hm, &r->b.hk, 0);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			br_hmac_update(&r->b.hm, io->src + off, n);
		}
		(void)br_hmac_out(&r->b.hm, r->res);
		break;
	case K_CBC:
		memcpy(r->iv, io->iv, r->blen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			if (r->dec)
				r->b.cbcdec->run(&r->b.k.aes_cbcdec.vtable,
						 r->iv, r->out + off, n);
			else
				r->b.cbcenc->run(&r->b.k.aes_cbcenc.vtable,
						 r->iv, r->out + off, n);
		}
		break;
	case K_CTR:
		/* a 96-bit IV and a 32-bit big-endian block counter: the
		 * same stream as our 128-bit counter while it does not
		 * wrap (ref_lib_measure checks the output) */
		cc = be32(io->iv + 12);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			cc = r->b.ctr->run(&r->b.k.ctr.vtable, io->iv, cc,
					   r->out + off, n);
		}
		break;
	case K_GCM:
		br_gcm_reset(&r->b.gcm, io->iv, io->ivlen);
		br_gcm_flip(&r->b.gcm);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			br_gcm_run(&r->b.gcm, !r->dec, r->out + off, n);
		}
		if (r->dec)
			r->err |= !br_gcm_check_tag(&r->b.gcm, io->tag);
		else
			br_gcm_get_tag(&r->b.gcm, r->res);
		break;
	case K_CCM:
		r->err |= !br_ccm_reset(&r->b.ccm, io->iv, io->ivlen, 0,
					c->len, 16);
		br_ccm_flip(&r->b.ccm);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			br_ccm_run(&r->b.ccm, !r->dec, r->out + off, n);
		}
		if (r->dec)
			r->err |= !br_ccm_check_tag(&r->b.ccm, io->tag);
		else
			(void)br_ccm_get_tag(&r->b.ccm, r->res);
		break;
	case K_CHAPOLY:
		r->b.poly(io->key, io->iv, r->out, c->len, NULL, 0, r->res,
			  br_chacha20_ct_run, !r->dec);
		if (r->dec)
			r->err |= !tag_ok(r->res, io->tag);
		break;
	default:
		r->err = 1;
		break;
	}
}

/* Choose BearSSL's implementation of the case; 0 if it has none. */
static int
br_setup(lib_case *r)
{
	const char *aes = r->table ? "aes_big" : "aes_ct64";
	const char *des = r->table ? "des_tab" : "des_ct";
	size_t i;

	memset(&r->b, 0, sizeof(r->b));
	if (r->kind == K_HASH || r->kind == K_HMAC) {
		for (i = 0; i < sizeof(br_hashes) / sizeof(br_hashes[0]); i++)
			if (strcmp(br_hashes[i].id, hash_id(r)) == 0)
				break;
		if (i == sizeof(br_hashes) / sizeof(br_hashes[0]))
			return 0;
		r->b.hash = br_hashes[i].vt;
		r->dlen = br_hashes[i].len;
		snprintf(r->impl, sizeof(r->impl), "%s%s",
			 r->kind == K_HMAC ? "hmac+" : "", br_hashes[i].id);
		return 1;
	}
	if (r->kind == K_CHAPOLY) {
		if (r->c->mode == CB_BENCH_FLOW || r->io.keylen != 32 ||
		    r->io.ivlen != 12)
			return 0;
		r->b.poly = br_poly1305_ctmulq_get();
		snprintf(r->impl, sizeof(r->impl), "chacha20_ct+poly1305_%s",
			 r->b.poly != 0 ? "ctmulq" : "ctmul");
		if (r->b.poly == 0)
			r->b.poly = br_poly1305_ctmul_run;
		return 1;
	}
	if (r->bc == BC_DES3) {
		if (r->kind != K_CBC || r->io.keylen != 24)
			return 0;
		r->b.cbcenc = r->table ? &br_des_tab_cbcenc_vtable :
			      &br_des_ct_cbcenc_vtable;
		r->b.cbcdec = r->table ? &br_des_tab_cbcdec_vtable :
			      &br_des_ct_cbcdec_vtable;
		snprintf(r->impl, sizeof(r->impl), "%s", des);
		return 1;
	}
	if (r->bc != BC_AES)
		return 0;
	switch (r->kind) {
	case K_CBC:
		r->b.cbcenc = r->table ? &br_aes_big_cbcenc_vtable :
			      &br_aes_ct64_cbcenc_vtable;
		r->b.cbcdec = r->table ? &br_aes_big_cbcdec_vtable :
			      &br_aes_ct64_cbcdec_vtable;
		break;
	case K_CTR:
	case K_GCM:
		r->b.ctr = r->table ? &br_aes_big_ctr_vtable :
			   &br_aes_ct64_ctr_vtable;
		r->b.ghash = br_ghash_ctmul64;
		break;
	case K_CCM:
		r->b.ctrcbc = r->table ? &br_aes_big_ctrcbc_vtable :
			      &br_aes_ct64_ctrcbc_vtable;
		break;
	default:
		return 0;
	}
	if (r->io.ivlen != (r->kind == K_CBC || r->kind == K_CTR ? 16 : 12))
		return 0;
	snprintf(r->impl, sizeof(r->impl), "%s%s", aes,
		 r->kind == K_GCM ? "+ghash_ctmul64" : "");
	return 1;
}
#endif

/* ---- libtomcrypt ---- */

#ifdef CB_HAVE_TOMCRYPT
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
tc_key(lib_case *r)
{
	const cb_bench_io *io = &r->io;
	int kl = (int)io->keylen, ci = r->t.cipher;

	switch (r->kind) {
	case K_CBC:
		return cbc_start(ci, io->iv, io->key, kl, 0, &r->t.cbc);
	case K_CTR:
		return ctr_start(ci, io->iv, io->key, kl, 0,
				 CTR_COUNTER_BIG_ENDIAN, &r->t.ctr);
	case K_GCM:
		return gcm_init(&r->t.gcm, ci, io->key, kl);
	case K_CCM:
		return cipher_descriptor[ci].setup(io->key, kl, 0, &r->t.sk);
	default:
		return CRYPT_OK;
	}
}

static void
tc_call(void *arg)
{
	lib_case *r = arg;
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	const struct ltc_hash_descriptor *d;
	uint8_t *src = (uint8_t *)(uintptr_t)io->src;
	unsigned long tl = 16;
	size_t off, n, step = step_of(c);
	int e = CRYPT_OK, longm = c->mode == CB_BENCH_LONG;

	if (!longm)
		e |= tc_key(r);
	switch (r->kind) {
	case K_HASH:
		d = &hash_descriptor[r->t.hash];
		e |= d->init(&r->t.md);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= d->process(&r->t.md, src + off, n);
		}
		e |= d->done(&r->t.md, r->res);
		break;
	case K_HMAC:
		e |= hmac_init(&r->t.hm, r->t.hash, io->key, io->keylen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= hmac_process(&r->t.hm, src + off, n);
		}
		tl = sizeof(r->res);
		e |= hmac_done(&r->t.hm, r->res, &tl);
		break;
	case K_CBC:
		if (longm)
			e |= cbc_setiv(io->iv, r->blen, &r->t.cbc);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->dec ? cbc_decrypt(src + off, r->out + off, n,
						  &r->t.cbc) :
			     cbc_encrypt(src + off, r->out + off, n,
					 &r->t.cbc);
		}
		break;
	case K_CTR:
		if (longm)
			e |= ctr_setiv(io->iv, r->blen, &r->t.ctr);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= ctr_encrypt(src + off, r->out + off, n,
					 &r->t.ctr);
		}
		break;
	case K_GCM:
		if (longm)
			e |= gcm_reset(&r->t.gcm);
		e |= gcm_add_iv(&r->t.gcm, io->iv, io->ivlen);
		e |= gcm_add_aad(&r->t.gcm, r->iv, 0);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->dec ? gcm_process(&r->t.gcm, r->out + off, n,
						  src + off, GCM_DECRYPT) :
			     gcm_process(&r->t.gcm, src + off, n,
					 r->out + off, GCM_ENCRYPT);
		}
		e |= gcm_done(&r->t.gcm, r->res, &tl);
		if (r->dec)
			r->err |= !tag_ok(r->res, io->tag);
		break;
	case K_CCM:
		if (c->mode != CB_BENCH_FLOW) {
			/* the one-shot call takes the scheduled key; a
			 * decryption checks the tag in r->res */
			if (r->dec)
				memcpy(r->res, io->tag, 16);
			e |= r->dec ?
			     ccm_memory(r->t.cipher, io->key, io->keylen,
					&r->t.sk, io->iv, io->ivlen, NULL, 0,
					r->out, c->len, src, r->res, &tl,
					CCM_DECRYPT) :
			     ccm_memory(r->t.cipher, io->key, io->keylen,
					&r->t.sk, io->iv, io->ivlen, NULL, 0,
					src, c->len, r->out, r->res, &tl,
					CCM_ENCRYPT);
			break;
		}
		e |= ccm_init(&r->t.ccm, r->t.cipher, io->key,
			      (int)io->keylen, (int)c->len, 16, 0);
		e |= ccm_add_nonce(&r->t.ccm, io->iv, io->ivlen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->dec ? ccm_process(&r->t.ccm, r->out + off, n,
						  src + off, CCM_DECRYPT) :
			     ccm_process(&r->t.ccm, src + off, n,
					 r->out + off, CCM_ENCRYPT);
		}
		e |= ccm_done(&r->t.ccm, r->res, &tl);
		if (r->dec)
			r->err |= !tag_ok(r->res, io->tag);
		break;
	case K_CHAPOLY:
		/* chacha20poly1305_done wipes the key: init on every call */
		e |= chacha20poly1305_init(&r->t.cp, io->key, io->keylen);
		e |= chacha20poly1305_setiv(&r->t.cp, io->iv, io->ivlen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->dec ? chacha20poly1305_decrypt(&r->t.cp,
							       src + off, n,
							       r->out + off) :
			     chacha20poly1305_encrypt(&r->t.cp, src + off, n,
						      r->out + off);
		}
		e |= chacha20poly1305_done(&r->t.cp, r->res, &tl);
		if (r->dec)
			r->err |= !tag_ok(r->res, io->tag);
		break;
	default:
		e = CRYPT_ERROR;
		break;
	}
	r->err |= e != CRYPT_OK;
}

/* Choose libtomcrypt's implementation of the case; 0 if it has none. */
static int
tc_setup(lib_case *r)
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
	if (r->kind == K_HASH || r->kind == K_HMAC) {
		for (i = 0; i < sizeof(tc_hashes) / sizeof(tc_hashes[0]); i++)
			if (strcmp(tc_hashes[i].id, hash_id(r)) == 0)
				break;
		if (i == sizeof(tc_hashes) / sizeof(tc_hashes[0]))
			return 0;
		r->t.hash = find_hash(tc_hashes[i].d->name);
		if (r->t.hash < 0)
			return 0;
		r->dlen = tc_hashes[i].d->hashsize;
		snprintf(r->impl, sizeof(r->impl), "%s%s",
			 r->kind == K_HMAC ? "hmac+" : "",
			 tc_hashes[i].d->name);
		return 1;
	}
	if (r->kind == K_CHAPOLY) {
		if (r->io.keylen != 32 || r->io.ivlen != 12)
			return 0;
		snprintf(r->impl, sizeof(r->impl), "chacha20poly1305");
		return 1;
	}
	if (r->kind == K_NONE || r->bc == BC_NONE)
		return 0;
	r->t.cipher = find_cipher(r->bc == BC_AES ? "aes" : "3des");
	if (r->t.cipher < 0 || r->io.ivlen != (r->kind == K_CBC ||
					       r->kind == K_CTR ? r->blen :
					       12))
		return 0;
	snprintf(r->impl, sizeof(r->impl), "%s%s",
		 r->bc == BC_AES ? "rijndael" : "3des",
		 r->kind == K_GCM ? "+gcm_tables" : "");
	return 1;
}
#endif

/* ---- BearSSL and libtomcrypt as peers ---- */

#if defined(CB_HAVE_BEARSSL) || defined(CB_HAVE_TOMCRYPT)
static void *
lib_alloc(void)
{
	return calloc(1, sizeof(lib_case));
}

/* The case c in r, as both libraries see it: 0 if neither has it. */
static int
lib_prepare(lib_case *r, const cb_bench_case *c)
{
	r->c = c;
	r->impl[0] = '\0';
	r->err = 0;
	r->dlen = 0;
	r->dec = strcmp(c->operation, "decrypt") == 0;
	r->table = strcmp(c->config, "table") == 0;
	cb_bench_inputs(&r->io);
	classify(r, c);
	return r->kind != K_NONE && c->mode != CB_BENCH_OP;
}

/* Does the library's one call give what ours gave? */
static int
lib_agrees(void *s)
{
	const lib_case *r = s;
	const cb_bench_case *c = r->c;

	if (r->err)
		return 0;
	if (r->kind == K_HASH || r->kind == K_HMAC)
		return memcmp(r->res, r->io.res, r->dlen) == 0;
	if (memcmp(r->out, r->io.out, c->len) != 0)
		return 0;
	if ((r->kind == K_GCM || r->kind == K_CCM || r->kind == K_CHAPOLY) &&
	    !r->dec)
		return memcmp(r->res, r->io.res, 16) == 0;
	return 1;
}

static const char *
lib_impl(const void *s)
{
	return ((const lib_case *)s)->impl;
}
#endif

#ifdef CB_HAVE_BEARSSL
static int
br_peer_setup(void *s, const cb_bench_case *c)
{
	lib_case *r = s;

	if (!lib_prepare(r, c) || !br_setup(r)) {
		r->impl[0] = '\0';
		return 0;
	}
	br_key(r);
	return 1;
}

static const peer_ops bearssl_ops = { lib_alloc, free, br_peer_setup,
	br_call, lib_agrees, lib_impl };
#endif

#ifdef CB_HAVE_TOMCRYPT
static int
tc_peer_setup(void *s, const cb_bench_case *c)
{
	lib_case *r = s;

	if (!lib_prepare(r, c) || !tc_setup(r)) {
		r->impl[0] = '\0';
		return 0;
	}
	r->err |= tc_key(r) != CRYPT_OK;
	return 1;
}

static const peer_ops tomcrypt_ops = { lib_alloc, free, tc_peer_setup,
	tc_call, lib_agrees, lib_impl };
#endif

/* ---- the interface ---- */

/* The libraries built in, by PEER_*; NULL where one is not. */
static const peer_ops *const built[PEER_N] = {
#ifdef CB_HAVE_LIBCRYPTO
	&peer_openssl,
#else
	NULL,
#endif
#ifdef CB_HAVE_BEARSSL
	&bearssl_ops,
#else
	NULL,
#endif
#ifdef CB_HAVE_TOMCRYPT
	&tomcrypt_ops,
#else
	NULL,
#endif
};

struct peer {
	const peer_ops *ops;
	void *s;                /* the library's state */
};

/* see run.h */
const char *
peer_name(int lib)
{
	static const char *const names[PEER_N] = { "openssl", "bearssl",
						   "tomcrypt" };

	return lib >= 0 && lib < PEER_N ? names[lib] : "?";
}

/* see run.h */
const char *
peer_title(int lib)
{
	if (lib == PEER_OPENSSL)
		return "OpenSSL (libcrypto)";
	if (lib == PEER_BEARSSL)
		return "BearSSL";
#ifdef CB_HAVE_TOMCRYPT
	if (lib == PEER_TOMCRYPT)
		return "libtomcrypt " SCRYPT;
#endif
	return lib == PEER_TOMCRYPT ? "libtomcrypt" : "?";
}

/* see run.h */
const char *
peer_library(int lib)
{
	static const char *const names[PEER_N] = { "OpenSSL", "BearSSL",
						   "libtomcrypt" };

	return lib >= 0 && lib < PEER_N ? names[lib] : "?";
}

/* see run.h */
const char *
peer_version(int lib)
{
#ifdef CB_HAVE_LIBCRYPTO
	if (lib == PEER_OPENSSL)
		return peer_openssl_version();
#endif
#ifdef CB_HAVE_TOMCRYPT
	if (lib == PEER_TOMCRYPT)
		return SCRYPT;
#endif
	(void)lib;
	return "";      /* BearSSL states none */
}

/* see run.h */
int
peer_built(int lib)
{
	return lib >= 0 && lib < PEER_N && built[lib] != NULL;
}

/* see run.h */
peer *
peer_new(int lib)
{
	peer *p;

	if (!peer_built(lib) || (p = calloc(1, sizeof(*p))) == NULL)
		return NULL;
	p->ops = built[lib];
	p->s = p->ops->alloc();
	if (p->s == NULL) {
		free(p);
		return NULL;
	}
	return p;
}

/* see run.h */
void
peer_free(peer *p)
{
	if (p != NULL)
		p->ops->release(p->s);
	free(p);
}

/* see run.h */
const char *
peer_impl(const peer *p)
{
	return p->ops->impl(p->s);
}

/* see run.h */
int
peer_measure(peer *p, const cb_bench_case *c, const cb_bench_opts *o,
	     cb_bench_stats st[2])
{
	cb_bench_fn fn[2] = { cb_bench_call, p->ops->call };
	void *arg[2] = { (void *)(uintptr_t)c, p->s };

	if (!p->ops->setup(p->s, c))
		return PEER_NONE;
	p->ops->call(p->s);
	if (!p->ops->agrees(p->s))
		return PEER_DIFFERS;
	if (cb_bench_measure(fn, arg, 2, o, st) != CB_OK ||
	    cb_bench_last_error() != CB_OK)
		return PEER_OURS_FAILED;
	/* the timed calls reuse the state set up beforehand: the last one
	 * must still give what ours gives */
	return p->ops->agrees(p->s) ? PEER_OK : PEER_DIFFERS;
}
