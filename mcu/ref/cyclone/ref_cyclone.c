/* SPDX-License-Identifier: MIT */
/* CycloneCRYPTO on the harness: hashes, HMAC, AES modes, ChaCha20-Poly1305. */
#include <string.h>

#include "core/crypto.h"
#include "aead/ccm.h"
#include "aead/chacha20_poly1305.h"
#include "aead/gcm.h"
#include "cipher/aes.h"
#include "cipher_modes/cbc.h"
#include "cipher_modes/ctr.h"
#include "ecc/ed25519.h"
#include "ecc/x25519.h"
#include "hash/md5.h"
#include "hash/sha1.h"
#include "hash/sha224.h"
#include "hash/sha256.h"
#include "hash/sha384.h"
#include "hash/sha3_224.h"
#include "hash/sha3_256.h"
#include "hash/sha3_384.h"
#include "hash/sha3_512.h"
#include "hash/sha512.h"
#include "mac/hmac.h"

#include "ref.h"

/*
 * Each case through CycloneCRYPTO's own calls: a hash's HashAlgo init,
 * update and final; HMAC keyed within every call (hmacInit: it has no
 * reset of a keyed state); AES-CBC and -CTR through cipher_modes/ over the
 * AES context set up beforehand; GCM (gcmInit builds its 4-bit table
 * once per key), CCM and ChaCha20-Poly1305 through their one-shot calls:
 * none of them streams, so no data-flow rows.  Its table AES takes the
 * config=table rows, its hashes and ChaCha20-Poly1305 the config=ct ones.
 * X25519 (key generation: the base point's multiple) and Ed25519 (key
 * generation from the seed, deterministic signing, verification, no
 * context) take the rows of every configuration: it has one code.
 */

/*
 * The OS port's heap (os_port_none.h), which CycloneCRYPTO's default
 * (CRYPTO_STATIC_MEM_SUPPORT off) takes the working state of X25519 and
 * Ed25519 from: four blocks of a static pool, so that state is not in the
 * stack figures, as on a board with a heap.
 */
#define POOL_BLOCKS 4
#define POOL_BLOCK 4096

static uint32_t pool[POOL_BLOCKS][POOL_BLOCK / 4];
static int pool_used[POOL_BLOCKS];

void *
osAllocMem(size_t size)
{
	int i;

	for (i = 0; i < POOL_BLOCKS && size <= POOL_BLOCK; i++)
		if (!pool_used[i]) {
			pool_used[i] = 1;
			return pool[i];
		}
	return NULL;
}

void
osFreeMem(void *p)
{
	int i;

	for (i = 0; i < POOL_BLOCKS; i++)
		if (p == (void *)pool[i])
			pool_used[i] = 0;
}

static const struct {
	const char *id;
	const HashAlgo *h;
} hashes[] = {
	{ "md5", MD5_HASH_ALGO },
	{ "sha1", SHA1_HASH_ALGO },
	{ "sha224", SHA224_HASH_ALGO },
	{ "sha256", SHA256_HASH_ALGO },
	{ "sha384", SHA384_HASH_ALGO },
	{ "sha512", SHA512_HASH_ALGO },
	{ "sha3-224", SHA3_224_HASH_ALGO },
	{ "sha3-256", SHA3_256_HASH_ALGO },
	{ "sha3-384", SHA3_384_HASH_ALGO },
	{ "sha3-512", SHA3_512_HASH_ALGO },
};

/* X25519's base point, u = 9 (RFC 7748) */
static const uint8_t base9[32] = { 9 };

static struct {
	const HashAlgo *hash;
	HashContext hc;
	HmacContext hm;
	AesContext aes;
	GcmContext gcm;
} s;

static int
setkey(ref_case *r)
{
	const cb_bench_io *io = &r->io;

	if (r->kind < REF_CBC || r->kind > REF_CCM)
		return 0;
	if (aesInit(&s.aes, io->key, io->keylen) != NO_ERROR)
		return 1;
	return r->kind == REF_GCM &&
	       gcmInit(&s.gcm, AES_CIPHER_ALGO, &s.aes) != NO_ERROR;
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
		s.hash = hashes[i].h;
		r->dlen = s.hash->digestSize;
		return 1;
	}
	if (r->kind == REF_X25519 || r->kind == REF_ED25519)
		return 1;
	if (r->c->mode == CB_BENCH_FLOW && r->kind != REF_CBC &&
	    r->kind != REF_CTR)
		return 0;
	if (r->kind == REF_CHAPOLY)
		return !r->table && r->io.ivlen == 12;
	if (!r->table || r->io.ivlen != (r->kind <= REF_CTR ? 16u : 12u))
		return 0;
	if (!ref_keyed_in_call(r->c) && setkey(r) != 0)
		r->err = 1;
	return 1;
}

static void
call(ref_case *r)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	const uint8_t *in = io->src;
	size_t off, n, step = ref_step(c);
	error_t e = NO_ERROR;

	if (c->mode != CB_BENCH_OP && ref_keyed_in_call(c) && setkey(r) != 0)
		r->err = 1;
	switch (r->kind) {
	case REF_X25519:
		e = r->want == io->pub ? x25519(r->res, io->priv, base9) :
		    x25519(r->res, io->priv, io->peer);
		break;
	case REF_ED25519:
		e = r->want == io->pub ?
		    ed25519GeneratePublicKey(io->priv, r->res) :
		    r->want == io->sig ?
		    ed25519GenerateSignature(io->priv, io->pub, in, c->len,
					     NULL, 0, 0, r->res) :
		    ed25519VerifySignature(io->pub, in, c->len, NULL, 0, 0,
					   io->sig);
		break;
	case REF_HASH:
		s.hash->init(&s.hc);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			s.hash->update(&s.hc, in + off, n);
		}
		s.hash->final(&s.hc, r->res);
		break;
	case REF_HMAC:
		e = hmacInit(&s.hm, s.hash, io->key, io->keylen);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			hmacUpdate(&s.hm, in + off, n);
		}
		hmacFinal(&s.hm, r->res);
		break;
	case REF_CBC:
	case REF_CTR:
		memcpy(r->iv, io->iv, 16);
		for (off = 0; off < c->len && e == NO_ERROR; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e = r->kind == REF_CTR ?
			    ctrEncrypt(AES_CIPHER_ALGO, &s.aes, 128, r->iv,
				       in + off, r->out + off, n) :
			    r->dec ? cbcDecrypt(AES_CIPHER_ALGO, &s.aes, r->iv,
						in + off, r->out + off, n) :
			    cbcEncrypt(AES_CIPHER_ALGO, &s.aes, r->iv, in + off,
				       r->out + off, n);
		}
		break;
	case REF_GCM:
		e = r->dec ? gcmDecrypt(&s.gcm, io->iv, 12, NULL, 0, in, r->out,
					c->len, io->tag, 16) :
		    gcmEncrypt(&s.gcm, io->iv, 12, NULL, 0, in, r->out, c->len,
			       r->res, 16);
		break;
	case REF_CCM:
		e = r->dec ? ccmDecrypt(AES_CIPHER_ALGO, &s.aes, io->iv, 12, NULL,
					0, in, r->out, c->len, io->tag, 16) :
		    ccmEncrypt(AES_CIPHER_ALGO, &s.aes, io->iv, 12, NULL, 0, in,
			       r->out, c->len, r->res, 16);
		break;
	default:
		e = r->dec ?
		    chacha20Poly1305Decrypt(io->key, 32, io->iv, 12, NULL, 0,
					    in, r->out, c->len, io->tag, 16) :
		    chacha20Poly1305Encrypt(io->key, 32, io->iv, 12, NULL, 0,
					    in, r->out, c->len, r->res, 16);
		break;
	}
	r->err |= e != NO_ERROR;
}

const ref_lib ref_this = {
	"cyclone",
	"CycloneCRYPTO",
#ifdef CYCLONE_CRYPTO_VERSION_STRING
	CYCLONE_CRYPTO_VERSION_STRING,
#else
	"(version not in its headers)",
#endif
	"crypto_config.h: defaults, table AES, GCM_TABLE_W 4",
	setup,
	call,
};
