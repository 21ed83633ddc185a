/* SPDX-License-Identifier: MIT */
/* The one table of algorithms: canonical ids, families and published aliases. */
#include <ctype.h>
#include <string.h>

#include "model.h"

const char *const cb_families[] = {
	"cipher", "aead", "hash", "mac", "signature", "key-exchange", "pq",
	"rng", "unknown", NULL
};

/*
 * Names are matched after folding: lowercase, everything but letters and
 * digits dropped ("AES128-CBC", "AES-128 CBC" and "aes-128-cbc" are one
 * name).  The canonical id always matches itself; aliases add the names the
 * published pages use ("ECDSA (P-256)", "EdDSA (Ed25519)", "RSA 3K").
 */
/*
 * Published figures of algorithms the core does not implement are kept
 * too (RIPEMD-160, Camellia, ARIA, the Koblitz and small curves, the
 * DRBGs ...): each has its canonical id and one family here like any
 * other.
 */
static const cb_alg algs[] = {
	{ "aes-128-cbc", "cipher", "" },
	{ "aes-192-cbc", "cipher", "" },
	{ "aes-256-cbc", "cipher", "" },
	{ "aes-cbc", "cipher", "" },
	{ "aes-128-ctr", "cipher", "" },
	{ "aes-192-ctr", "cipher", "" },
	{ "aes-256-ctr", "cipher", "" },
	{ "aes-128-ecb", "cipher", "" },
	{ "aes-192-ecb", "cipher", "" },
	{ "aes-256-ecb", "cipher", "" },
	{ "aes-128-xts", "cipher", "" },
	{ "aes-256-xts", "cipher", "" },
	{ "aes-128-cfb", "cipher", "aes-128-cfb128" },
	{ "aes-256-cfb", "cipher", "aes-256-cfb128" },
	{ "3des-cbc", "cipher", "tdes-cbc|des-ede3-cbc|des-ede3|3DES" },
	{ "3des-ctr", "cipher", "tdes-ctr" },
	{ "des-cbc", "cipher", "DES" },
	{ "camellia-128-ecb", "cipher", "" },
	{ "camellia-192-ecb", "cipher", "" },
	{ "camellia-256-ecb", "cipher", "" },
	{ "camellia-128-cbc", "cipher", "" },
	{ "camellia-192-cbc", "cipher", "" },
	{ "camellia-256-cbc", "cipher", "" },
	{ "aria-128-cbc", "cipher", "" },
	{ "aria-192-cbc", "cipher", "" },
	{ "aria-256-cbc", "cipher", "" },
	{ "blowfish-128-cbc", "cipher", "" },
	{ "blowfish-192-cbc", "cipher", "" },
	{ "blowfish-256-cbc", "cipher", "" },
	{ "chacha20", "cipher", "" },
	{ "sm4-cbc", "cipher", "" },
	{ "sm4-ctr", "cipher", "" },
	{ "aes-128-gcm", "aead", "" },
	{ "aes-192-gcm", "aead", "" },
	{ "aes-256-gcm", "aead", "" },
	{ "aes-128-ccm", "aead", "" },
	{ "aes-192-ccm", "aead", "" },
	{ "aes-256-ccm", "aead", "" },
	{ "sm4-gcm", "aead", "" },
	{ "sm4-ccm", "aead", "" },
	{ "chacha20-poly1305", "aead", "CHA-POLY" },
	{ "ascon-aead128", "aead", "" },
	{ "md5", "hash", "" },
	{ "ripemd160", "hash", "RIPEMD-160|RMD160" },
	{ "sha1", "hash", "" },
	{ "sha224", "hash", "" },
	{ "sha256", "hash", "" },
	{ "sha384", "hash", "" },
	{ "sha512", "hash", "" },
	{ "sha512-224", "hash", "SHA-512/224" },
	{ "sha512-256", "hash", "SHA-512/256" },
	{ "sha3-224", "hash", "" },
	{ "sha3-256", "hash", "" },
	{ "sha3-384", "hash", "" },
	{ "sha3-512", "hash", "" },
	{ "sm3", "hash", "" },
	{ "ascon-hash256", "hash", "" },
	{ "hmac-md5", "mac", "" },
	{ "hmac-sha1", "mac", "" },
	{ "hmac-sha224", "mac", "" },
	{ "hmac-sha256", "mac", "" },
	{ "hmac-sha384", "mac", "" },
	{ "hmac-sha512", "mac", "" },
	{ "aes-128-cmac", "mac", "" },
	{ "aes-192-cmac", "mac", "" },
	{ "aes-256-cmac", "mac", "" },
	{ "aes-cmac-prf-128", "mac", "" },
	{ "poly1305", "mac", "" },
	{ "ctr-drbg", "rng", "CTR_DRBG" },
	{ "hmac-drbg-sha1", "rng", "HMAC_DRBG SHA-1" },
	{ "hmac-drbg-sha256", "rng", "HMAC_DRBG SHA-256" },
	{ "rsa-1024", "signature", "RSA (1024 bits)|RSA 1K" },
	{ "rsa-2048", "signature", "RSA (2048 bits)|RSA 2K" },
	{ "rsa-3072", "signature", "RSA (3072 bits)|RSA 3K" },
	{ "rsa-4096", "signature", "RSA (4096 bits)|RSA 4K" },
	{ "dsa-1024", "signature", "DSA (1024 bits)" },
	{ "dsa-2048", "signature", "DSA (2048 bits)" },
	{ "dsa-3072", "signature", "DSA (3072 bits)" },
	{ "ecdsa-secp160r1", "signature", "" },
	{ "ecdsa-secp192r1", "signature", "ECDSA (P-192)|ECDSA nistp192" },
	{ "ecdsa-secp192k1", "signature", "" },
	{ "ecdsa-secp224r1", "signature", "ECDSA (P-224)|ECDSA nistp224" },
	{ "ecdsa-secp224k1", "signature", "" },
	{ "ecdsa-secp256k1", "signature", "" },
	{ "ecdsa-brainpoolp160r1", "signature", "" },
	{ "ecdsa-brainpoolp160t1", "signature", "" },
	{ "ecdsa-brainpoolp192r1", "signature", "" },
	{ "ecdsa-brainpoolp192t1", "signature", "" },
	{ "ecdsa-brainpoolp224r1", "signature", "" },
	{ "ecdsa-brainpoolp224t1", "signature", "" },
	{ "ecdsa-brainpoolp256t1", "signature", "" },
	{ "ecdsa-brainpoolp320r1", "signature", "" },
	{ "ecdsa-brainpoolp320t1", "signature", "" },
	{ "ecdsa-brainpoolp384t1", "signature", "" },
	{ "ecdsa-brainpoolp512t1", "signature", "" },
	{ "ecdsa-secp256r1", "signature", "ECDSA (P-256)|ECDSA nistp256" },
	{ "ecdsa-secp384r1", "signature", "ECDSA (P-384)|ECDSA nistp384" },
	{ "ecdsa-secp521r1", "signature", "ECDSA (P-521)|ECDSA nistp521" },
	{ "ecdsa-brainpoolp256r1", "signature", "" },
	{ "ecdsa-brainpoolp384r1", "signature", "" },
	{ "ecdsa-brainpoolp512r1", "signature", "" },
	{ "sm2", "signature", "SM2 signature" },
	{ "ed25519", "signature", "EdDSA (Ed25519)" },
	{ "ed448", "signature", "EdDSA (Ed448)" },
	{ "dh-1024", "key-exchange", "Diffie-Hellman (1024 bits)" },
	{ "dh-2048", "key-exchange", "Diffie-Hellman (2048 bits)" },
	{ "dh-3072", "key-exchange", "Diffie-Hellman (3072 bits)" },
	{ "dh-4096", "key-exchange", "Diffie-Hellman (4096 bits)" },
	{ "ecdh-secp160r1", "key-exchange", "" },
	{ "ecdh-secp192r1", "key-exchange", "ECDH (P-192)|ECDH nistp192" },
	{ "ecdh-secp192k1", "key-exchange", "" },
	{ "ecdh-secp224r1", "key-exchange", "ECDH (P-224)|ECDH nistp224" },
	{ "ecdh-secp224k1", "key-exchange", "" },
	{ "ecdh-secp256k1", "key-exchange", "" },
	{ "ecdh-secp256r1", "key-exchange", "ECDH (P-256)|ECDH nistp256" },
	{ "ecdh-secp384r1", "key-exchange", "ECDH (P-384)|ECDH nistp384" },
	{ "ecdh-secp521r1", "key-exchange", "ECDH (P-521)|ECDH nistp521" },
	{ "ecdh-brainpoolp160r1", "key-exchange", "" },
	{ "ecdh-brainpoolp160t1", "key-exchange", "" },
	{ "ecdh-brainpoolp192r1", "key-exchange", "" },
	{ "ecdh-brainpoolp192t1", "key-exchange", "" },
	{ "ecdh-brainpoolp224r1", "key-exchange", "" },
	{ "ecdh-brainpoolp224t1", "key-exchange", "" },
	{ "ecdh-brainpoolp256t1", "key-exchange", "" },
	{ "ecdh-brainpoolp320r1", "key-exchange", "" },
	{ "ecdh-brainpoolp320t1", "key-exchange", "" },
	{ "ecdh-brainpoolp384t1", "key-exchange", "" },
	{ "ecdh-brainpoolp512t1", "key-exchange", "" },
	{ "ecdh-brainpoolp256r1", "key-exchange", "" },
	{ "ecdh-brainpoolp384r1", "key-exchange", "" },
	{ "ecdh-brainpoolp512r1", "key-exchange", "" },
	{ "ecdh-sm2", "key-exchange", "" },
	{ "x25519", "key-exchange", "ECDH (X25519)|ECDH-Curve25519|ECDH-x25519" },
	{ "x448", "key-exchange", "ECDH (X448)|ECDH-Curve448|ECDH-x448" },
	{ "ml-kem-512", "pq", "" },
	{ "ml-kem-768", "pq", "" },
	{ "ml-kem-1024", "pq", "" },
	{ "ml-dsa-44", "pq", "" },
	{ "ml-dsa-65", "pq", "" },
	{ "ml-dsa-87", "pq", "" },
	{ "lms", "pq", "HSS-LMS|HBS-LMS" },
};

#define NALGS (sizeof(algs) / sizeof(algs[0]))

static void
fold(const char *s, size_t n, char *out, size_t outlen)
{
	size_t o = 0, i;

	for (i = 0; i < n && s[i] != '\0' && o + 1 < outlen; i++)
		if (isalnum((unsigned char)s[i]))
			out[o++] = (char)tolower((unsigned char)s[i]);
	out[o] = '\0';
}

const cb_alg *
alg_lookup(const char *name)
{
	char key[96], cand[96];
	size_t i;

	fold(name, strlen(name), key, sizeof(key));
	if (key[0] == '\0')
		return NULL;
	for (i = 0; i < NALGS; i++) {
		const char *a = algs[i].aliases, *bar;

		fold(algs[i].id, strlen(algs[i].id), cand, sizeof(cand));
		if (strcmp(key, cand) == 0)
			return &algs[i];
		while (*a != '\0') {
			bar = strchr(a, '|');
			if (bar == NULL)
				bar = a + strlen(a);
			fold(a, (size_t)(bar - a), cand, sizeof(cand));
			if (strcmp(key, cand) == 0)
				return &algs[i];
			a = *bar ? bar + 1 : bar;
		}
	}
	return NULL;
}

/* A name the table lacks, kept by ingest --keep-unknown as "raw-NAME" */
static const cb_alg raw_alg = { "raw-", "unknown", "" };

const cb_alg *
alg_by_id(const char *id)
{
	size_t i;

	if (strncmp(id, "raw-", 4) == 0 && id[4] != '\0' &&
	    id[strspn(id, "abcdefghijklmnopqrstuvwxyz0123456789-")] == '\0')
		return &raw_alg;
	for (i = 0; i < NALGS; i++)
		if (strcmp(algs[i].id, id) == 0)
			return &algs[i];
	return NULL;
}

int
alg_rank(const char *id)
{
	size_t i;

	for (i = 0; i < NALGS; i++)
		if (strcmp(algs[i].id, id) == 0)
			return (int)i;
	return (int)NALGS;
}

int
op_rank(const char *op)
{
	static const char *const ops[] = { "encrypt", "decrypt", "hash",
		"final", "keygen", "sign", "verify", "shared-secret", "encaps",
		"decaps", NULL };
	int i;

	for (i = 0; ops[i] != NULL; i++)
		if (strcmp(ops[i], op) == 0)
			return i;
	return i;
}

int
family_valid(const char *family)
{
	int i;

	for (i = 0; cb_families[i] != NULL; i++)
		if (strcmp(cb_families[i], family) == 0)
			return 1;
	return 0;
}
