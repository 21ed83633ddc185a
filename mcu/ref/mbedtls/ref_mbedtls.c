/* SPDX-License-Identifier: MIT */
/* Mbed TLS 2.28 on the harness: hashes, HMAC, AES modes, ChaCha20-Poly1305. */
#include <string.h>

#include "mbedtls/aes.h"
#include "mbedtls/ccm.h"
#include "mbedtls/chachapoly.h"
#include "mbedtls/gcm.h"
#include "mbedtls/md.h"
#include "mbedtls/md5.h"
#include "mbedtls/memory_buffer_alloc.h"
#include "mbedtls/sha1.h"
#include "mbedtls/sha256.h"
#include "mbedtls/sha512.h"
#include "mbedtls/version.h"

#include "cortex_m.h"
#include "ref.h"

/*
 * Each case is called the way Mbed TLS's own programs/test/benchmark.c
 * calls it: the hashes through their own functions (starts, update,
 * finish), HMAC through the md layer (mbedtls_md_hmac_*, the key set by
 * hmac_starts and reused by hmac_reset), AES-CBC and -CTR through aes.h,
 * GCM, CCM and ChaCha20-Poly1305 through their one-shot calls (the
 * data-flow shape through starts, update and finish where the module
 * streams; CCM does not in 2.28).  Its AES and GCM are table-based: they
 * take the config=table rows; its hashes and ChaCha20-Poly1305 the
 * config=ct rows.
 */

/* memory_buffer_alloc's heap: the cipher contexts GCM and the md layer
 * allocate */
static unsigned char heap[8192];

/* Before memory_buffer_alloc is set up there is no heap. */
void *
ref_mbedtls_no_calloc(size_t n, size_t size)
{
	(void)n;
	(void)size;
	return NULL;
}

void
ref_mbedtls_no_free(void *p)
{
	(void)p;
}

/* memory_buffer_alloc's way out when it finds its heap corrupted */
void
ref_mbedtls_exit(int status)
{
	cm_semihost_exit(status != 0 ? status : 1);
	for (;;)
		;
}

static struct {
	union {
		mbedtls_md5_context md5;
		mbedtls_sha1_context sha1;
		mbedtls_sha256_context sha256;
		mbedtls_sha512_context sha512;
		mbedtls_aes_context aes;
		mbedtls_gcm_context gcm;
		mbedtls_ccm_context ccm;
		mbedtls_chachapoly_context cp;
	} u;
	mbedtls_md_context_t md;
	int md_set;             /* md holds an HMAC state to free */
	int live;               /* REF_GCM, REF_CCM: u holds one to free */
	int hash;               /* index in hashes[] */
	unsigned char stream[16];
} s;

enum { H_MD5, H_SHA1, H_SHA224, H_SHA256, H_SHA384, H_SHA512 };

static const struct {
	const char *id;
	mbedtls_md_type_t md;
	size_t len;
} hashes[] = {
	{ "md5", MBEDTLS_MD_MD5, 16 },
	{ "sha1", MBEDTLS_MD_SHA1, 20 },
	{ "sha224", MBEDTLS_MD_SHA224, 28 },
	{ "sha256", MBEDTLS_MD_SHA256, 32 },
	{ "sha384", MBEDTLS_MD_SHA384, 48 },
	{ "sha512", MBEDTLS_MD_SHA512, 64 },
};

/* Hash in, len bytes in steps of step, into out: 0 or an error. */
static int
hash(int h, unsigned char *out, const unsigned char *in, size_t len,
     size_t step)
{
	size_t off, n;
	int e;

	switch (h) {
	case H_MD5:
		e = mbedtls_md5_starts_ret(&s.u.md5);
		for (off = 0; off < len; off += n) {
			n = len - off < step ? len - off : step;
			e |= mbedtls_md5_update_ret(&s.u.md5, in + off, n);
		}
		return e | mbedtls_md5_finish_ret(&s.u.md5, out);
	case H_SHA1:
		e = mbedtls_sha1_starts_ret(&s.u.sha1);
		for (off = 0; off < len; off += n) {
			n = len - off < step ? len - off : step;
			e |= mbedtls_sha1_update_ret(&s.u.sha1, in + off, n);
		}
		return e | mbedtls_sha1_finish_ret(&s.u.sha1, out);
	case H_SHA224:
	case H_SHA256:
		e = mbedtls_sha256_starts_ret(&s.u.sha256, h == H_SHA224);
		for (off = 0; off < len; off += n) {
			n = len - off < step ? len - off : step;
			e |= mbedtls_sha256_update_ret(&s.u.sha256, in + off,
						       n);
		}
		return e | mbedtls_sha256_finish_ret(&s.u.sha256, out);
	default:
		e = mbedtls_sha512_starts_ret(&s.u.sha512, h == H_SHA384);
		for (off = 0; off < len; off += n) {
			n = len - off < step ? len - off : step;
			e |= mbedtls_sha512_update_ret(&s.u.sha512, in + off,
						       n);
		}
		return e | mbedtls_sha512_finish_ret(&s.u.sha512, out);
	}
}

/* The key set-up of the case: 0 or an error. */
static int
setkey(ref_case *r)
{
	const cb_bench_io *io = &r->io;
	unsigned bits = (unsigned)r->keybits;

	switch (r->kind) {
	case REF_HMAC:
		return mbedtls_md_hmac_starts(&s.md, io->key, io->keylen);
	case REF_CBC:
		return r->dec ? mbedtls_aes_setkey_dec(&s.u.aes, io->key, bits) :
		       mbedtls_aes_setkey_enc(&s.u.aes, io->key, bits);
	case REF_CTR:
		return mbedtls_aes_setkey_enc(&s.u.aes, io->key, bits);
	case REF_GCM:
		return mbedtls_gcm_setkey(&s.u.gcm, MBEDTLS_CIPHER_ID_AES,
					  io->key, bits);
	case REF_CCM:
		return mbedtls_ccm_setkey(&s.u.ccm, MBEDTLS_CIPHER_ID_AES,
					  io->key, bits);
	case REF_CHAPOLY:
		return mbedtls_chachapoly_setkey(&s.u.cp, io->key);
	default:
		return 0;
	}
}

static int
setup(ref_case *r)
{
	static int heap_set;
	size_t i;

	if (!heap_set) {
		mbedtls_memory_buffer_alloc_init(heap, sizeof(heap));
		heap_set = 1;
	}
	/* the previous case's heap back (its cipher contexts) */
	if (s.md_set)
		mbedtls_md_free(&s.md);
	if (s.live == REF_GCM)
		mbedtls_gcm_free(&s.u.gcm);
	if (s.live == REF_CCM)
		mbedtls_ccm_free(&s.u.ccm);
	s.md_set = 0;
	s.live = REF_NONE;
	memset(&s.u, 0, sizeof(s.u));
	if (r->kind == REF_HASH || r->kind == REF_HMAC) {
		for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
			if (strcmp(hashes[i].id, ref_hash_id(r)) == 0)
				break;
		if (i == sizeof(hashes) / sizeof(hashes[0]))
			return 0;
		s.hash = (int)i;
		r->dlen = hashes[i].len;
		if (r->kind == REF_HMAC) {
			mbedtls_md_init(&s.md);
			if (mbedtls_md_setup(&s.md, mbedtls_md_info_from_type(
						     hashes[i].md), 1) != 0)
				return 0;
			s.md_set = 1;
		}
	} else if (r->kind == REF_CHAPOLY) {
		if (r->table || r->io.ivlen != 12)
			return 0;
	} else {
		/* table-based AES and GCM: the table rows; CCM has no
		 * streaming calls in 2.28 */
		if (!r->table || (r->kind == REF_CCM &&
				  r->c->mode == CB_BENCH_FLOW))
			return 0;
		if (r->kind == REF_GCM)
			mbedtls_gcm_init(&s.u.gcm);
		if (r->kind == REF_CCM)
			mbedtls_ccm_init(&s.u.ccm);
		if (r->kind == REF_GCM || r->kind == REF_CCM)
			s.live = r->kind;
	}
	if (!ref_keyed_in_call(r->c) && setkey(r) != 0)
		r->err = 1;
	return 1;
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

/* GCM and ChaCha20-Poly1305 in steps (the data-flow shape). */
static int
aead_flow(ref_case *r, const unsigned char *in, size_t len, size_t step)
{
	const cb_bench_io *io = &r->io;
	size_t off, n;
	int e;

	if (r->kind == REF_GCM)
		e = mbedtls_gcm_starts(&s.u.gcm, r->dec ? MBEDTLS_GCM_DECRYPT :
				       MBEDTLS_GCM_ENCRYPT, io->iv, 12, NULL,
				       0);
	else
		e = mbedtls_chachapoly_starts(&s.u.cp, io->iv, r->dec ?
					      MBEDTLS_CHACHAPOLY_DECRYPT :
					      MBEDTLS_CHACHAPOLY_ENCRYPT);
	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		e |= r->kind == REF_GCM ?
		     mbedtls_gcm_update(&s.u.gcm, n, in + off, r->out + off) :
		     mbedtls_chachapoly_update(&s.u.cp, n, in + off,
					       r->out + off);
	}
	e |= r->kind == REF_GCM ? mbedtls_gcm_finish(&s.u.gcm, r->res, 16) :
	     mbedtls_chachapoly_finish(&s.u.cp, r->res);
	if (r->dec && tag_differs(r->res, io->tag))
		e = 1;
	return e;
}

static int
aead_oneshot(ref_case *r, const unsigned char *in, size_t len)
{
	const cb_bench_io *io = &r->io;

	switch (r->kind) {
	case REF_GCM:
		return r->dec ?
		       mbedtls_gcm_auth_decrypt(&s.u.gcm, len, io->iv, 12,
						NULL, 0, io->tag, 16, in,
						r->out) :
		       mbedtls_gcm_crypt_and_tag(&s.u.gcm, MBEDTLS_GCM_ENCRYPT,
						 len, io->iv, 12, NULL, 0, in,
						 r->out, 16, r->res);
	case REF_CCM:
		return r->dec ?
		       mbedtls_ccm_auth_decrypt(&s.u.ccm, len, io->iv, 12,
						NULL, 0, in, r->out, io->tag,
						16) :
		       mbedtls_ccm_encrypt_and_tag(&s.u.ccm, len, io->iv, 12,
						   NULL, 0, in, r->out, r->res,
						   16);
	default:
		return r->dec ?
		       mbedtls_chachapoly_auth_decrypt(&s.u.cp, len, io->iv,
						       NULL, 0, io->tag, in,
						       r->out) :
		       mbedtls_chachapoly_encrypt_and_tag(&s.u.cp, len,
							  io->iv, NULL, 0, in,
							  r->out, r->res);
	}
}

static void
call(ref_case *r)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	const unsigned char *in = io->src;
	size_t off, n, step = ref_step(c), nc = 0;
	int e = 0;

	if (ref_keyed_in_call(c))
		e = setkey(r);
	switch (r->kind) {
	case REF_HASH:
		e |= hash(s.hash, r->res, in, c->len, step);
		break;
	case REF_HMAC:
		if (!ref_keyed_in_call(c))
			e |= mbedtls_md_hmac_reset(&s.md);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= mbedtls_md_hmac_update(&s.md, in + off, n);
		}
		e |= mbedtls_md_hmac_finish(&s.md, r->res);
		break;
	case REF_CBC:
		memcpy(r->iv, io->iv, 16);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= mbedtls_aes_crypt_cbc(&s.u.aes, r->dec ?
						   MBEDTLS_AES_DECRYPT :
						   MBEDTLS_AES_ENCRYPT, n,
						   r->iv, in + off,
						   r->out + off);
		}
		break;
	case REF_CTR:
		/* a 128-bit big-endian counter, as ours */
		memcpy(r->iv, io->iv, 16);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= mbedtls_aes_crypt_ctr(&s.u.aes, n, &nc, r->iv,
						   s.stream, in + off,
						   r->out + off);
		}
		break;
	default:
		e |= c->mode == CB_BENCH_FLOW ?
		     aead_flow(r, in, c->len, step) :
		     aead_oneshot(r, in, c->len);
		break;
	}
	r->err |= e != 0;
}

const ref_lib ref_this = {
	"mbedtls",
	"Mbed TLS",
	MBEDTLS_VERSION_STRING,
	"mbedtls_config.h: defaults (AES T-tables in RAM, GCM 4-bit tables)",
	setup,
	call,
};
