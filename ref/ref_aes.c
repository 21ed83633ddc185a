/* SPDX-License-Identifier: MIT */
/* AES-ECB (aes_ct and aes_tab) against OpenSSL 3 EVP, byte for byte. */
#include <string.h>

#include <openssl/evp.h>

#include "cb/block.h"
#include "ref.h"

#define MAX_BLOCKS 64
#define KEYS 1000       /* random keys per check, 3 lengths each */

/* OpenSSL's ECB answer, no padding; returns 0 on success. */
static int
evp_ecb(size_t keylen, int enc, const unsigned char *key,
	unsigned char *out, const unsigned char *in, size_t len)
{
	const EVP_CIPHER *c = keylen == 16 ? EVP_aes_128_ecb() :
			      keylen == 24 ? EVP_aes_192_ecb() :
					     EVP_aes_256_ecb();
	EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
	int n = 0, m = 0, ok;

	if (!ref_ossl(x != NULL, "EVP_CIPHER_CTX_new"))
		return -1;
	ok = ref_ossl(EVP_CipherInit_ex(x, c, NULL, key, NULL, enc),
		      "EVP_CipherInit_ex") &&
	     ref_ossl(EVP_CIPHER_CTX_set_padding(x, 0),
		      "EVP_CIPHER_CTX_set_padding") &&
	     EVP_CipherUpdate(x, out, &n, in, (int)len) == 1 &&
	     EVP_CipherFinal_ex(x, out + n, &m) == 1 &&
	     (size_t)(n + m) == len;
	EVP_CIPHER_CTX_free(x);
	return ok ? 0 : -1;
}


static unsigned long
run_aes(size_t keylen, int tab, unsigned long long seed,
	unsigned long *cases, char *why, size_t whylen)
{
	static const size_t fixed[] = { 1, 2, 3, 63, MAX_BLOCKS };
	const cb_block_cipher *bc = tab ? &cb_aes_tab_cipher :
					  &cb_aes_ct_cipher;
	unsigned char key[32], in[16 * MAX_BLOCKS], ours[16 * MAX_BLOCKS],
		theirs[16 * MAX_BLOCKS];
	unsigned long failed = 0;
	cb_block_any_ctx ctx;
	ref_rng r;
	size_t nb, len;
	int k, t, rc, dir;

	ref_rng_seed(&r, seed);
	for (k = 0; k < KEYS; k++) {
		ref_rng_bytes(&r, key, keylen);
		rc = tab ? cb_aes_tab_setkey(&ctx.aes_tab, key, keylen) :
			   cb_aes_ct_setkey(&ctx.aes_ct, key, keylen);
		if (rc != CB_OK) {
			(*cases)++;
			failed++;
			ref_why(why, whylen, "%s setkey(%zu) returned %d",
				bc->name, keylen, rc);
			continue;
		}
		for (t = 0; t < 3; t++) {
			nb = k < 5 ? fixed[k] : 1 + ref_rng_below(&r,
								  MAX_BLOCKS);
			len = 16 * nb;
			ref_rng_bytes(&r, in, len);
			for (dir = 1; dir >= 0; dir--) {
				(*cases)++;
				if (evp_ecb(keylen, dir, key, theirs, in,
					    len) != 0) {
					failed++;
					ref_why(why, whylen, "OpenSSL failed");
					continue;
				}
				/* in place half of the time */
				memcpy(ours, in, len);
				if (dir)
					bc->encrypt(&ctx, ours,
						    t & 1 ? ours : in, nb);
				else
					bc->decrypt(&ctx, ours,
						    t & 1 ? ours : in, nb);
				if (memcmp(ours, theirs, len) != 0) {
					failed++;
					ref_why(why, whylen, "%s %s, key %d "
						"(seed %llu), %zu blocks%s",
						bc->name, dir ? "encrypt" :
						"decrypt", k, seed, nb,
						t & 1 ? ", in place" : "");
				}
			}
		}
	}
	return failed;
}

#define AES_CHECK(bits, impl, tab) \
	static unsigned long \
	run_##bits##_##impl(unsigned long *cases, char *why, size_t whylen) \
	{ \
		return run_aes(bits / 8, tab, 0xae5000 + bits + tab, cases, \
			       why, whylen); \
	}
AES_CHECK(128, ct, 0)
AES_CHECK(192, ct, 0)
AES_CHECK(256, ct, 0)
AES_CHECK(128, tab, 1)
AES_CHECK(192, tab, 1)
AES_CHECK(256, tab, 1)

/* One entry per key size and implementation (aes_ct first). */
static const ref_check checks[] = {
	{ "aes-128-ecb", "openssl", run_128_ct, NULL },
	{ "aes-192-ecb", "openssl", run_192_ct, NULL },
	{ "aes-256-ecb", "openssl", run_256_ct, NULL },
	{ "aes-128-ecb", "openssl", run_128_tab, NULL },
	{ "aes-192-ecb", "openssl", run_192_tab, NULL },
	{ "aes-256-ecb", "openssl", run_256_tab, NULL },
	{ NULL, NULL, NULL, NULL }
};

/* see ref.h */
const ref_check *
ref_checks_aes(void)
{
	return checks;
}
