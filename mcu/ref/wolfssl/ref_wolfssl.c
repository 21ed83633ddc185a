/* SPDX-License-Identifier: MIT */
/* wolfCrypt 5.5 on the harness: hashes, HMAC, AES modes, ChaCha20-Poly1305. */
#include <string.h>

#include "wolfssl/wolfcrypt/settings.h"
#include "wolfssl/version.h"
#include "wolfssl/wolfcrypt/aes.h"
#include "wolfssl/wolfcrypt/chacha20_poly1305.h"
#include "wolfssl/wolfcrypt/hmac.h"
#include "wolfssl/wolfcrypt/md5.h"
#include "wolfssl/wolfcrypt/sha.h"
#include "wolfssl/wolfcrypt/sha256.h"
#include "wolfssl/wolfcrypt/sha3.h"
#include "wolfssl/wolfcrypt/sha512.h"

#include "ref.h"

/*
 * Each case through wolfCrypt's own calls, as its benchmark.c makes them:
 * a hash's Init, Update, Final; HMAC keyed once by wc_HmacSetKey (Final
 * leaves it ready for the next message); AES-CBC, -CTR, -GCM and -CCM
 * through aes.h (GCM streaming through wc_AesGcmEncryptInit/Update/Final
 * for the data-flow shape; CCM has no streaming calls); ChaCha20-Poly1305
 * one call, or Init, UpdateData, Final.  Its T-table AES and 4-bit GCM
 * take the config=table rows, its hashes and ChaCha20-Poly1305 the
 * config=ct ones.
 */

enum { H_MD5, H_SHA1, H_SHA224, H_SHA256, H_SHA384, H_SHA512, H_SHA3_224,
       H_SHA3_256, H_SHA3_384, H_SHA3_512 };

static const struct {
	const char *id;
	int hmac;               /* wolfCrypt's hash type for HMAC, or -1 */
	size_t len;
} hashes[] = {
	{ "md5", WC_MD5, 16 },
	{ "sha1", WC_SHA, 20 },
	{ "sha224", WC_SHA224, 28 },
	{ "sha256", WC_SHA256, 32 },
	{ "sha384", WC_SHA384, 48 },
	{ "sha512", WC_SHA512, 64 },
	{ "sha3-224", WC_SHA3_224, 28 },
	{ "sha3-256", WC_SHA3_256, 32 },
	{ "sha3-384", WC_SHA3_384, 48 },
	{ "sha3-512", WC_SHA3_512, 64 },
};

static struct {
	union {
		wc_Md5 md5;
		wc_Sha sha1;
		wc_Sha256 sha256;
		wc_Sha512 sha512;
		wc_Sha3 sha3;
		Hmac hmac;
		Aes aes;
		ChaChaPoly_Aead cp;
	} u;
	int hash;
} s;

/* Hash in, len bytes in steps of step, into out: 0 or an error. */
static int
hash(unsigned char *out, const unsigned char *in, size_t len, size_t step)
{
	size_t off, n;
	int e = 0, h = s.hash;

	switch (h) {
	case H_MD5:
		e = wc_InitMd5(&s.u.md5);
		break;
	case H_SHA1:
		e = wc_InitSha(&s.u.sha1);
		break;
	case H_SHA224:
		e = wc_InitSha224(&s.u.sha256);
		break;
	case H_SHA256:
		e = wc_InitSha256(&s.u.sha256);
		break;
	case H_SHA384:
		e = wc_InitSha384(&s.u.sha512);
		break;
	case H_SHA512:
		e = wc_InitSha512(&s.u.sha512);
		break;
	case H_SHA3_224:
		e = wc_InitSha3_224(&s.u.sha3, NULL, INVALID_DEVID);
		break;
	case H_SHA3_256:
		e = wc_InitSha3_256(&s.u.sha3, NULL, INVALID_DEVID);
		break;
	case H_SHA3_384:
		e = wc_InitSha3_384(&s.u.sha3, NULL, INVALID_DEVID);
		break;
	default:
		e = wc_InitSha3_512(&s.u.sha3, NULL, INVALID_DEVID);
		break;
	}
	for (off = 0; off < len; off += n) {
		word32 w;

		n = len - off < step ? len - off : step;
		w = (word32)n;
		e |= h == H_MD5 ? wc_Md5Update(&s.u.md5, in + off, w) :
		     h == H_SHA1 ? wc_ShaUpdate(&s.u.sha1, in + off, w) :
		     h == H_SHA224 ? wc_Sha224Update(&s.u.sha256, in + off, w) :
		     h == H_SHA256 ? wc_Sha256Update(&s.u.sha256, in + off, w) :
		     h == H_SHA384 ? wc_Sha384Update(&s.u.sha512, in + off, w) :
		     h == H_SHA512 ? wc_Sha512Update(&s.u.sha512, in + off, w) :
		     h == H_SHA3_224 ? wc_Sha3_224_Update(&s.u.sha3, in + off, w) :
		     h == H_SHA3_256 ? wc_Sha3_256_Update(&s.u.sha3, in + off, w) :
		     h == H_SHA3_384 ? wc_Sha3_384_Update(&s.u.sha3, in + off, w) :
		     wc_Sha3_512_Update(&s.u.sha3, in + off, w);
	}
	return e | (h == H_MD5 ? wc_Md5Final(&s.u.md5, out) :
		    h == H_SHA1 ? wc_ShaFinal(&s.u.sha1, out) :
		    h == H_SHA224 ? wc_Sha224Final(&s.u.sha256, out) :
		    h == H_SHA256 ? wc_Sha256Final(&s.u.sha256, out) :
		    h == H_SHA384 ? wc_Sha384Final(&s.u.sha512, out) :
		    h == H_SHA512 ? wc_Sha512Final(&s.u.sha512, out) :
		    h == H_SHA3_224 ? wc_Sha3_224_Final(&s.u.sha3, out) :
		    h == H_SHA3_256 ? wc_Sha3_256_Final(&s.u.sha3, out) :
		    h == H_SHA3_384 ? wc_Sha3_384_Final(&s.u.sha3, out) :
		    wc_Sha3_512_Final(&s.u.sha3, out));
}

static int
setkey(ref_case *r)
{
	const cb_bench_io *io = &r->io;
	word32 kl = (word32)io->keylen;

	switch (r->kind) {
	case REF_HMAC:
		return wc_HmacSetKey(&s.u.hmac, hashes[s.hash].hmac, io->key,
				     kl);
	case REF_CBC:
		return wc_AesSetKey(&s.u.aes, io->key, kl, io->iv, r->dec ?
				    AES_DECRYPTION : AES_ENCRYPTION);
	case REF_CTR:
		return wc_AesSetKeyDirect(&s.u.aes, io->key, kl, io->iv,
					  AES_ENCRYPTION);
	case REF_GCM:
		return wc_AesGcmSetKey(&s.u.aes, io->key, kl);
	case REF_CCM:
		return wc_AesCcmSetKey(&s.u.aes, io->key, kl);
	default:
		return 0;
	}
}

static int
setup(ref_case *r)
{
	size_t i;

	memset(&s.u, 0, sizeof(s.u));
	if (r->kind == REF_HASH || r->kind == REF_HMAC) {
		for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
			if (strcmp(hashes[i].id, ref_hash_id(r)) == 0)
				break;
		if (i == sizeof(hashes) / sizeof(hashes[0]))
			return 0;
		s.hash = (int)i;
		r->dlen = hashes[i].len;
		if (r->kind == REF_HMAC &&
		    wc_HmacInit(&s.u.hmac, NULL, INVALID_DEVID) != 0)
			return 0;
	} else if (r->kind == REF_CHAPOLY) {
		if (r->table || r->io.ivlen != 12)
			return 0;
	} else {
		if (!r->table || (r->kind == REF_CCM &&
				  r->c->mode == CB_BENCH_FLOW) ||
		    wc_AesInit(&s.u.aes, NULL, INVALID_DEVID) != 0)
			return 0;
	}
	if (!ref_keyed_in_call(r->c) && setkey(r) != 0)
		r->err = 1;
	return 1;
}

/* GCM and ChaCha20-Poly1305 in steps (the data-flow shape). */
static int
aead_flow(ref_case *r, const unsigned char *in, size_t len, size_t step)
{
	const cb_bench_io *io = &r->io;
	size_t off, n;
	int e;

	if (r->kind == REF_GCM)
		e = r->dec ? wc_AesGcmDecryptInit(&s.u.aes, NULL, 0, io->iv,
						  12) :
		    wc_AesGcmEncryptInit(&s.u.aes, NULL, 0, io->iv, 12);
	else
		e = wc_ChaCha20Poly1305_Init(&s.u.cp, io->key, io->iv,
					     !r->dec);
	for (off = 0; off < len; off += n) {
		n = len - off < step ? len - off : step;
		if (r->kind == REF_CHAPOLY)
			e |= wc_ChaCha20Poly1305_UpdateData(&s.u.cp, in + off,
							    r->out + off,
							    (word32)n);
		else if (r->dec)
			e |= wc_AesGcmDecryptUpdate(&s.u.aes, r->out + off,
						    in + off, (word32)n, NULL,
						    0);
		else
			e |= wc_AesGcmEncryptUpdate(&s.u.aes, r->out + off,
						    in + off, (word32)n, NULL,
						    0);
	}
	if (r->kind == REF_GCM)
		return e | (r->dec ? wc_AesGcmDecryptFinal(&s.u.aes, io->tag,
							   16) :
			    wc_AesGcmEncryptFinal(&s.u.aes, r->res, 16));
	e |= wc_ChaCha20Poly1305_Final(&s.u.cp, r->res);
	if (r->dec && wc_ChaCha20Poly1305_CheckTag(r->res, io->tag) != 0)
		e |= 1;
	return e;
}

static int
aead_oneshot(ref_case *r, const unsigned char *in, size_t len)
{
	const cb_bench_io *io = &r->io;
	word32 n = (word32)len;

	switch (r->kind) {
	case REF_GCM:
		return r->dec ?
		       wc_AesGcmDecrypt(&s.u.aes, r->out, in, n, io->iv, 12,
					io->tag, 16, NULL, 0) :
		       wc_AesGcmEncrypt(&s.u.aes, r->out, in, n, io->iv, 12,
					r->res, 16, NULL, 0);
	case REF_CCM:
		return r->dec ?
		       wc_AesCcmDecrypt(&s.u.aes, r->out, in, n, io->iv, 12,
					io->tag, 16, NULL, 0) :
		       wc_AesCcmEncrypt(&s.u.aes, r->out, in, n, io->iv, 12,
					r->res, 16, NULL, 0);
	default:
		return r->dec ?
		       wc_ChaCha20Poly1305_Decrypt(io->key, io->iv, NULL, 0,
						   in, n, io->tag, r->out) :
		       wc_ChaCha20Poly1305_Encrypt(io->key, io->iv, NULL, 0,
						   in, n, r->out, r->res);
	}
}

static void
call(ref_case *r)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	const unsigned char *in = io->src;
	size_t off, n, step = ref_step(c);
	int e = 0;

	if (ref_keyed_in_call(c))
		e = setkey(r);
	switch (r->kind) {
	case REF_HASH:
		e |= hash(r->res, in, c->len, step);
		break;
	case REF_HMAC:
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= wc_HmacUpdate(&s.u.hmac, in + off, (word32)n);
		}
		e |= wc_HmacFinal(&s.u.hmac, r->res);
		break;
	case REF_CBC:
		e |= wc_AesSetIV(&s.u.aes, io->iv);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= r->dec ? wc_AesCbcDecrypt(&s.u.aes, r->out + off,
						       in + off, (word32)n) :
			     wc_AesCbcEncrypt(&s.u.aes, r->out + off, in + off,
					      (word32)n);
		}
		break;
	case REF_CTR:
		/* the counter from the IV again, no keystream left over */
		e |= wc_AesSetIV(&s.u.aes, io->iv);
		s.u.aes.left = 0;
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			e |= wc_AesCtrEncrypt(&s.u.aes, r->out + off, in + off,
					      (word32)n);
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
	"wolfssl",
	"wolfSSL",
	LIBWOLFSSL_VERSION_STRING,
	"user_settings.h: wolfCrypt only, T-table AES, GCM_TABLE_4BIT",
	setup,
	call,
};
