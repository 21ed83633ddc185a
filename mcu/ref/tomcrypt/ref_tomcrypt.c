/* SPDX-License-Identifier: MIT */
/* libtomcrypt 1.18.2 on the harness: hashes, HMAC, AES modes, ChaCha20-Poly1305. */
#include <string.h>

#include "tomcrypt.h"

#include "ref.h"

/*
 * libtomcrypt has one implementation of each (table-based AES, GCM with
 * its 64 KB of per-key tables, LTC_GCM_TABLES, its default): its AES and
 * GCM take the config=table rows, its hashes and ChaCha20-Poly1305 the
 * config=ct ones.  Its HMAC keeps a heap copy of the key, so it is keyed
 * within every call (one compression more than a cloned state); its
 * chacha20poly1305_done wipes the key, so that is set on every call too.
 * The heap is a static pool of four small blocks (HMAC takes three at
 * once) and one of a message's size (CCM's one-shot decryption works on a
 * copy of the plaintext): what the library takes there is not in the
 * stack figures.
 */

#define POOL_BLOCKS 5
#define POOL_BLOCK 256
#define POOL_BIG (CB_BENCH_MAX_LEN + 64)

static unsigned char pool_small[POOL_BLOCKS - 1][POOL_BLOCK];
static unsigned char pool_big[POOL_BIG];
static int pool_used[POOL_BLOCKS];

static unsigned char *
block(int i)
{
	return i < POOL_BLOCKS - 1 ? pool_small[i] : pool_big;
}

void *ref_tc_malloc(size_t n);
void *ref_tc_calloc(size_t n, size_t size);
void *ref_tc_realloc(void *p, size_t n);
void ref_tc_free(void *p);

void *
ref_tc_malloc(size_t n)
{
	int i;

	for (i = 0; i < POOL_BLOCKS; i++)
		if (!pool_used[i] && n <= (i < POOL_BLOCKS - 1 ? POOL_BLOCK :
					   POOL_BIG)) {
			pool_used[i] = 1;
			return block(i);
		}
	return NULL;
}

void *
ref_tc_calloc(size_t n, size_t size)
{
	void *p = size != 0 && n <= POOL_BIG / size ?
		  ref_tc_malloc(n * size) : NULL;

	if (p != NULL)
		memset(p, 0, n * size);
	return p;
}

void *
ref_tc_realloc(void *p, size_t n)
{
	return p != NULL && n <= (p == pool_big ? POOL_BIG : POOL_BLOCK) ? p :
	       NULL;
}

void
ref_tc_free(void *p)
{
	int i;

	for (i = 0; i < POOL_BLOCKS; i++)
		if (p == block(i))
			pool_used[i] = 0;
}

static struct {
	int cipher, hash;
	symmetric_CBC cbc;
	symmetric_CTR ctr;
	symmetric_key sk;
	gcm_state gcm;
	ccm_state ccm;
	chacha20poly1305_state cp;
	hash_state md;
	hmac_state hm;
} s;

static const struct {
	const char *id;
	const struct ltc_hash_descriptor *d;
} hashes[] = {
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

/* Key set-up of the cipher cases (the IV is set within the call). */
static int
setkey(const ref_case *r)
{
	const cb_bench_io *io = &r->io;
	int kl = (int)io->keylen;

	switch (r->kind) {
	case REF_CBC:
		return cbc_start(s.cipher, io->iv, io->key, kl, 0, &s.cbc);
	case REF_CTR:
		return ctr_start(s.cipher, io->iv, io->key, kl, 0,
				 CTR_COUNTER_BIG_ENDIAN, &s.ctr);
	case REF_GCM:
		return gcm_init(&s.gcm, s.cipher, io->key, kl);
	case REF_CCM:
		return cipher_descriptor[s.cipher].setup(io->key, kl, 0, &s.sk);
	default:
		return CRYPT_OK;
	}
}

static int
setup(ref_case *r)
{
	static int registered;
	size_t i;

	if (!registered) {
		if (register_cipher(&aes_desc) < 0)
			return 0;
		for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
			if (register_hash(hashes[i].d) < 0)
				return 0;
		registered = 1;
	}
	if (r->kind == REF_HASH || r->kind == REF_HMAC) {
		for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
			if (strcmp(hashes[i].id, ref_hash_id(r)) == 0)
				break;
		if (i == sizeof(hashes) / sizeof(hashes[0]))
			return 0;
		s.hash = find_hash(hashes[i].d->name);
		r->dlen = hashes[i].d->hashsize;
		return s.hash >= 0;
	}
	if (r->kind == REF_CHAPOLY)
		return !r->table && r->io.keylen == 32 && r->io.ivlen == 12;
	s.cipher = find_cipher("aes");
	if (!r->table || s.cipher < 0 ||
	    r->io.ivlen != (r->kind <= REF_CTR ? 16u : 12u))
		return 0;
	if (!ref_keyed_in_call(r->c) && setkey(r) != CRYPT_OK)
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

/* CCM, whose one-shot call takes the scheduled key. */
static int
ccm(ref_case *r, unsigned char *src, size_t len, size_t step)
{
	const cb_bench_io *io = &r->io;
	unsigned long tl = 16;
	size_t off, n;
	int e;

	if (r->c->mode != CB_BENCH_FLOW) {
		if (r->dec)
			memcpy(r->res, io->tag, 16);
		return ccm_memory(s.cipher, io->key, io->keylen, &s.sk, io->iv,
				  io->ivlen, NULL, 0, r->dec ? r->out : src,
				  len, r->dec ? src : r->out, r->res, &tl,
				  r->dec ? CCM_DECRYPT : CCM_ENCRYPT);
	}
	e = ccm_init(&s.ccm, s.cipher, io->key, (int)io->keylen, (int)len, 16,
		     0);
	e |= ccm_add_nonce(&s.ccm, io->iv, io->ivlen);
	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		e |= r->dec ? ccm_process(&s.ccm, r->out + off, n, src + off,
					  CCM_DECRYPT) :
		     ccm_process(&s.ccm, src + off, n, r->out + off,
				 CCM_ENCRYPT);
	}
	e |= ccm_done(&s.ccm, r->res, &tl);
	if (r->dec && tag_differs(r->res, io->tag))
		e |= CRYPT_ERROR;
	return e;
}

static int
gcm(ref_case *r, unsigned char *src, size_t len, size_t step)
{
	const cb_bench_io *io = &r->io;
	unsigned long tl = 16;
	size_t off, n;
	int e = CRYPT_OK;

	if (!ref_keyed_in_call(r->c))
		e = gcm_reset(&s.gcm);
	e |= gcm_add_iv(&s.gcm, io->iv, io->ivlen);
	e |= gcm_add_aad(&s.gcm, NULL, 0);
	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		e |= r->dec ? gcm_process(&s.gcm, r->out + off, n, src + off,
					  GCM_DECRYPT) :
		     gcm_process(&s.gcm, src + off, n, r->out + off,
				 GCM_ENCRYPT);
	}
	e |= gcm_done(&s.gcm, r->res, &tl);
	if (r->dec && tag_differs(r->res, io->tag))
		e |= CRYPT_ERROR;
	return e;
}

static int
chapoly(ref_case *r, unsigned char *src, size_t len, size_t step)
{
	const cb_bench_io *io = &r->io;
	unsigned long tl = 16;
	size_t off, n;
	int e;

	e = chacha20poly1305_init(&s.cp, io->key, io->keylen);
	e |= chacha20poly1305_setiv(&s.cp, io->iv, io->ivlen);
	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		e |= r->dec ? chacha20poly1305_decrypt(&s.cp, src + off, n,
						       r->out + off) :
		     chacha20poly1305_encrypt(&s.cp, src + off, n,
					      r->out + off);
	}
	e |= chacha20poly1305_done(&s.cp, r->res, &tl);
	if (r->dec && tag_differs(r->res, io->tag))
		e |= CRYPT_ERROR;
	return e;
}

static void
call(ref_case *r)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	const struct ltc_hash_descriptor *d;
	unsigned char *src = (unsigned char *)(uintptr_t)io->src;
	unsigned long tl;
	size_t off, n, step = ref_step(c);
	int e = CRYPT_OK;

	if (ref_keyed_in_call(c) && r->kind >= REF_CBC &&
	    r->kind <= REF_CCM)
		e = setkey(r);
	switch (r->kind) {
	case REF_HASH:
		d = &hash_descriptor[s.hash];
		e |= d->init(&s.md);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= d->process(&s.md, src + off, n);
		}
		e |= d->done(&s.md, r->res);
		break;
	case REF_HMAC:
		e |= hmac_init(&s.hm, s.hash, io->key, io->keylen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= hmac_process(&s.hm, src + off, n);
		}
		tl = sizeof(r->res);
		e |= hmac_done(&s.hm, r->res, &tl);
		break;
	case REF_CBC:
		if (!ref_keyed_in_call(c))
			e |= cbc_setiv(io->iv, 16, &s.cbc);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->dec ? cbc_decrypt(src + off, r->out + off, n,
						  &s.cbc) :
			     cbc_encrypt(src + off, r->out + off, n, &s.cbc);
		}
		break;
	case REF_CTR:
		if (!ref_keyed_in_call(c))
			e |= ctr_setiv(io->iv, 16, &s.ctr);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= ctr_encrypt(src + off, r->out + off, n, &s.ctr);
		}
		break;
	case REF_GCM:
		e |= gcm(r, src, c->len, step);
		break;
	case REF_CCM:
		e |= ccm(r, src, c->len, step);
		break;
	default:
		e |= chapoly(r, src, c->len, step);
		break;
	}
	r->err |= e != CRYPT_OK;
}

const ref_lib ref_this = {
	"tomcrypt",
	"libtomcrypt",
	SCRYPT,
	"tomcrypt_custom.h defaults (GCM 64 KB tables; no LTC_FAST on Arm)",
	setup,
	call,
};
