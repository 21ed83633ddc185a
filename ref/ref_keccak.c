/* SPDX-License-Identifier: MIT */
/* SHAKE128 and SHAKE256 against OpenSSL 3 EVP, byte for byte (the SHA-3
 * hashes: with every hash of the manifest, ref_sha2md.c). */
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "cb/hash.h"
#include "ref.h"

#define LONG_LEN 100000

typedef struct kalgo {
	const char *id;
	size_t rate;
	size_t out_len;        /* 0: XOF */
	void (*init)(cb_sha3_ctx *);
	const EVP_MD *(*evp)(void);
} kalgo;

static const kalgo k_shake128 = { "shake128", CB_SHAKE128_BLOCK_LEN, 0,
	cb_shake128_init, EVP_shake128 };
static const kalgo k_shake256 = { "shake256", CB_SHAKE256_BLOCK_LEN, 0,
	cb_shake256_init, EVP_shake256 };

/* OpenSSL's answer; returns 0 on success. */
static int
evp_hash(const kalgo *a, unsigned char *out, size_t outlen,
	 const unsigned char *in, size_t len)
{
	EVP_MD_CTX *c = EVP_MD_CTX_new();
	unsigned int n = 0;
	int ok;

	if (!ref_ossl(c != NULL, "EVP_MD_CTX_new"))
		return -1;
	ok = ref_ossl(EVP_DigestInit_ex(c, a->evp(), NULL),
		      "EVP_DigestInit_ex") &&
	     EVP_DigestUpdate(c, in, len) == 1;
	if (ok && a->out_len == 0)
		ok = EVP_DigestFinalXOF(c, out, outlen) == 1;
	else if (ok)
		ok = EVP_DigestFinal_ex(c, out, &n) == 1 && n == outlen;
	EVP_MD_CTX_free(c);
	return ok ? 0 : -1;
}

/* Ours, with the input in random chunks and XOF output in random pieces. */
static void
cb_hash_chunked(const kalgo *a, ref_rng *r, unsigned char *out,
		size_t outlen, const unsigned char *in, size_t len)
{
	cb_sha3_ctx ctx;
	size_t off = 0, n;

	a->init(&ctx);
	while (off < len) {
		n = 1 + ref_rng_below(r, ref_rng_below(r, 4) == 0 ?
				      len - off : 3 * a->rate);
		if (n > len - off)
			n = len - off;
		if (a->out_len)
			cb_sha3_update(&ctx, in + off, n);
		else
			cb_shake_update(&ctx, in + off, n);
		off += n;
	}
	if (a->out_len) {
		cb_sha3_final(&ctx, out);
		return;
	}
	off = 0;
	while (off < outlen) {
		n = 1 + ref_rng_below(r, 2 * a->rate);
		if (n > outlen - off)
			n = outlen - off;
		cb_shake_squeeze(&ctx, out + off, n);
		off += n;
	}
	cb_shake_wipe(&ctx);
}

static unsigned long
run_algo(const kalgo *a, unsigned long long seed, unsigned long *cases,
	 char *why, size_t whylen)
{
	unsigned char *msg, want[2048], got[2048];
	unsigned long failed = 0;
	size_t len, outlen, maxlen = 4 * a->rate + 3;
	ref_rng r;
	int rep;

	msg = malloc(LONG_LEN);
	if (msg == NULL) {
		ref_why(why, whylen, "%s: out of memory", a->id);
		return 1;
	}
	ref_rng_seed(&r, seed);
	/* every length 0 .. 4 blocks + 3, eight times each, plus a long one */
	for (len = 0; len <= maxlen + 1; len++) {
		for (rep = 0; rep < 8; rep++) {
			size_t l = len <= maxlen ? len : LONG_LEN;

			ref_rng_bytes(&r, msg, l);
			outlen = a->out_len ? a->out_len :
				ref_rng_below(&r, sizeof(want) + 1);
			if (a->out_len == 0 && rep == 0)
				outlen = a->id[5] == '1' ? 32 : 64;
			(*cases)++;
			if (evp_hash(a, want, outlen, msg, l) != 0) {
				failed++;
				ref_why(why, whylen, "%s: OpenSSL failed",
					a->id);
				continue;
			}
			memset(got, 0, sizeof(got));
			cb_hash_chunked(a, &r, got, outlen, msg, l);
			if (memcmp(got, want, outlen) != 0) {
				failed++;
				ref_why(why, whylen,
					"%s: message length %zu, output %zu",
					a->id, l, outlen);
			}
		}
	}
	free(msg);
	return failed;
}

#define RUN_FN(name, seed)                                              \
	static unsigned long                                            \
	run_##name(unsigned long *cases, char *why, size_t whylen)     \
	{                                                               \
		return run_algo(&k_##name, seed, cases, why, whylen);  \
	}

RUN_FN(shake128, 0x5ae128)
RUN_FN(shake256, 0x5ae256)

static const ref_check checks[] = {
	{ "shake128", "openssl", run_shake128, NULL },
	{ "shake256", "openssl", run_shake256, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* see ref.h */
const ref_check *
ref_checks_keccak(void)
{
	return checks;
}
