/* SPDX-License-Identifier: MIT */
/* The one table of algorithms: canonical ids, families and published aliases. */
#include <ctype.h>
#include <string.h>

#include "cli.h"

const char *const cb_families[] = {
	"cipher", "aead", "hash", "mac", "signature", "key-exchange", "pq",
	NULL
};

/*
 * Names are matched after folding: lowercase, everything but letters and
 * digits dropped ("AES128-CBC", "AES-128 CBC" and "aes-128-cbc" are one
 * name).  The canonical id always matches itself; aliases add the names the
 * published pages use ("ECDSA (P-256)", "EdDSA (Ed25519)", "RSA 3K").
 */
static const cb_alg algs[] = {
	{ "aes-128-cbc", "cipher", "" },
	{ "aes-192-cbc", "cipher", "" },
	{ "aes-256-cbc", "cipher", "" },
	{ "aes-cbc", "cipher", "" },
	{ "aes-128-ctr", "cipher", "" },
	{ "aes-192-ctr", "cipher", "" },
	{ "aes-256-ctr", "cipher", "" },
	{ "3des-cbc", "cipher", "tdes-cbc|des-ede3-cbc" },
	{ "3des-ctr", "cipher", "tdes-ctr" },
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
	{ "hmac-sha256", "mac", "" },
	{ "rsa-1024", "signature", "RSA (1024 bits)|RSA 1K" },
	{ "rsa-2048", "signature", "RSA (2048 bits)|RSA 2K" },
	{ "rsa-3072", "signature", "RSA (3072 bits)|RSA 3K" },
	{ "rsa-4096", "signature", "RSA (4096 bits)|RSA 4K" },
	{ "dsa-1024", "signature", "DSA (1024 bits)" },
	{ "dsa-2048", "signature", "DSA (2048 bits)" },
	{ "dsa-3072", "signature", "DSA (3072 bits)" },
	{ "ecdsa-secp256r1", "signature", "ECDSA (P-256)" },
	{ "ecdsa-secp384r1", "signature", "ECDSA (P-384)" },
	{ "ecdsa-secp521r1", "signature", "ECDSA (P-521)" },
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
	{ "ecdh-secp256r1", "key-exchange", "ECDH (P-256)" },
	{ "ecdh-secp384r1", "key-exchange", "ECDH (P-384)" },
	{ "ecdh-secp521r1", "key-exchange", "ECDH (P-521)" },
	{ "ecdh-brainpoolp256r1", "key-exchange", "" },
	{ "ecdh-brainpoolp384r1", "key-exchange", "" },
	{ "ecdh-brainpoolp512r1", "key-exchange", "" },
	{ "ecdh-sm2", "key-exchange", "" },
	{ "x25519", "key-exchange", "ECDH (X25519)" },
	{ "x448", "key-exchange", "ECDH (X448)" },
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

const cb_alg *
alg_by_id(const char *id)
{
	size_t i;

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
