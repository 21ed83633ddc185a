/* SPDX-License-Identifier: MIT */
/* BearSSL 0.6 on the harness: hashes, HMAC, AES modes, ChaCha20-Poly1305. */
#include <string.h>

#include "bearssl.h"

#include "ref.h"

/*
 * BearSSL's own choices for a 32-bit core without a slow multiplier
 * (its br_*_get_default on such a target): the config=ct rows run its
 * 32-bit constant-time code (aes_ct, ghash_ctmul, chacha20_ct,
 * poly1305_ctmul), the config=table rows its table AES (aes_big) with
 * the same GHASH.  Each API is called as its header documents, in the
 * shape of the case: BearSSL encrypts in place, so a call first copies
 * the input to the output, as a caller would.  Its ChaCha20-Poly1305 is
 * one call only: no data-flow rows.  It has no SHA-512/t or SHA-3.
 */

static struct {
	const br_hash_class *hash;
	const br_block_cbcenc_class *cbcenc;
	const br_block_cbcdec_class *cbcdec;
	const br_block_ctr_class *ctr;
	const br_block_ctrcbc_class *ctrcbc;
	union {
		br_aes_gen_cbcenc_keys cbcenc;
		br_aes_gen_cbcdec_keys cbcdec;
		br_aes_gen_ctr_keys ctr;
		br_aes_gen_ctrcbc_keys ctrcbc;
	} k;
	br_gcm_context gcm;
	br_ccm_context ccm;
	br_hash_compat_context hc;
	br_hmac_key_context hk;
	br_hmac_context hm;
} s;

static const struct {
	const char *id;
	const br_hash_class *vt;
	size_t len;
} hashes[] = {
	{ "md5", &br_md5_vtable, 16 },
	{ "sha1", &br_sha1_vtable, 20 },
	{ "sha224", &br_sha224_vtable, 28 },
	{ "sha256", &br_sha256_vtable, 32 },
	{ "sha384", &br_sha384_vtable, 48 },
	{ "sha512", &br_sha512_vtable, 64 },
};

static void
setkey(ref_case *r)
{
	const cb_bench_io *io = &r->io;

	switch (r->kind) {
	case REF_HMAC:
		br_hmac_key_init(&s.hk, s.hash, io->key, io->keylen);
		break;
	case REF_CBC:
		if (r->dec)
			s.cbcdec->init(&s.k.cbcdec.vtable, io->key, io->keylen);
		else
			s.cbcenc->init(&s.k.cbcenc.vtable, io->key, io->keylen);
		break;
	case REF_CTR:
		s.ctr->init(&s.k.ctr.vtable, io->key, io->keylen);
		break;
	case REF_GCM:
		s.ctr->init(&s.k.ctr.vtable, io->key, io->keylen);
		br_gcm_init(&s.gcm, &s.k.ctr.vtable, br_ghash_ctmul);
		break;
	case REF_CCM:
		s.ctrcbc->init(&s.k.ctrcbc.vtable, io->key, io->keylen);
		br_ccm_init(&s.ccm, &s.k.ctrcbc.vtable);
		break;
	default:
		break;
	}
}

static int
setup(ref_case *r)
{
	size_t i;

	memset(&s, 0, sizeof(s));
	if (r->kind == REF_HASH || r->kind == REF_HMAC) {
		for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
			if (strcmp(hashes[i].id, ref_hash_id(r)) == 0)
				break;
		if (i == sizeof(hashes) / sizeof(hashes[0]))
			return 0;
		s.hash = hashes[i].vt;
		r->dlen = hashes[i].len;
	} else if (r->kind == REF_CHAPOLY) {
		if (r->table || r->c->mode == CB_BENCH_FLOW ||
		    r->io.ivlen != 12)
			return 0;
	} else {
		s.cbcenc = r->table ? &br_aes_big_cbcenc_vtable :
			   &br_aes_ct_cbcenc_vtable;
		s.cbcdec = r->table ? &br_aes_big_cbcdec_vtable :
			   &br_aes_ct_cbcdec_vtable;
		s.ctr = r->table ? &br_aes_big_ctr_vtable :
			&br_aes_ct_ctr_vtable;
		s.ctrcbc = r->table ? &br_aes_big_ctrcbc_vtable :
			   &br_aes_ct_ctrcbc_vtable;
		if (r->io.ivlen != (r->kind <= REF_CTR ? 16u : 12u))
			return 0;
	}
	if (!ref_keyed_in_call(r->c))
		setkey(r);
	return 1;
}

static uint32_t
be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

/* A decryption's tag check, without an early exit. */
static int
tag_differs(const unsigned char *a, const unsigned char *b)
{
	unsigned d = 0;
	int i;

	for (i = 0; i < 16; i++)
		d |= (unsigned)(a[i] ^ b[i]);
	return d != 0;
}

static void
run_aead(ref_case *r, size_t len, size_t step)
{
	const cb_bench_io *io = &r->io;
	size_t off, n;

	if (r->kind == REF_GCM) {
		br_gcm_reset(&s.gcm, io->iv, io->ivlen);
		br_gcm_flip(&s.gcm);
	} else {
		r->err |= !br_ccm_reset(&s.ccm, io->iv, io->ivlen, 0, len, 16);
		br_ccm_flip(&s.ccm);
	}
	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		if (r->kind == REF_GCM)
			br_gcm_run(&s.gcm, !r->dec, r->out + off, n);
		else
			br_ccm_run(&s.ccm, !r->dec, r->out + off, n);
	}
	if (r->kind == REF_GCM && r->dec)
		r->err |= !br_gcm_check_tag(&s.gcm, io->tag);
	else if (r->kind == REF_GCM)
		br_gcm_get_tag(&s.gcm, r->res);
	else if (r->dec)
		r->err |= !br_ccm_check_tag(&s.ccm, io->tag);
	else
		(void)br_ccm_get_tag(&s.ccm, r->res);
}

static void
call(ref_case *r)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	size_t off, n, step = ref_step(c);
	uint32_t cc;

	if (ref_keyed_in_call(c))
		setkey(r);
	if (r->kind != REF_HASH && r->kind != REF_HMAC)
		memcpy(r->out, io->src, c->len);
	switch (r->kind) {
	case REF_HASH:
		s.hash->init(&s.hc.vtable);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			s.hash->update(&s.hc.vtable, io->src + off, n);
		}
		s.hash->out(&s.hc.vtable, r->res);
		break;
	case REF_HMAC:
		br_hmac_init(&s.hm, &s.hk, 0);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			br_hmac_update(&s.hm, io->src + off, n);
		}
		(void)br_hmac_out(&s.hm, r->res);
		break;
	case REF_CBC:
		memcpy(r->iv, io->iv, 16);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			if (r->dec)
				s.cbcdec->run(&s.k.cbcdec.vtable, r->iv,
					      r->out + off, n);
			else
				s.cbcenc->run(&s.k.cbcenc.vtable, r->iv,
					      r->out + off, n);
		}
		break;
	case REF_CTR:
		/* a 96-bit IV and a 32-bit block counter: our 128-bit
		 * counter's stream while it does not wrap (checked) */
		cc = be32(io->iv + 12);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			cc = s.ctr->run(&s.k.ctr.vtable, io->iv, cc,
					r->out + off, n);
		}
		break;
	case REF_CHAPOLY:
		br_poly1305_ctmul_run(io->key, io->iv, r->out, c->len, NULL, 0,
				      r->res, br_chacha20_ct_run, !r->dec);
		if (r->dec)
			r->err |= tag_differs(r->res, io->tag);
		break;
	default:
		run_aead(r, c->len, step);
		break;
	}
}

const ref_lib ref_this = {
	"bearssl",
	"BearSSL",
	"0.6",
	"BearSSL defaults, 32-bit: aes_ct, ghash_ctmul, chacha20_ct, "
	"poly1305_ctmul; table rows aes_big",
	setup,
	call,
};
