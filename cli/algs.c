/* SPDX-License-Identifier: MIT */
/* Algorithm ids, families and published aliases, from the manifest. */
#include <ctype.h>
#include <string.h>

#include "model.h"

const char *const cb_families[] = {
	"cipher", "aead", "hash", "mac", "signature", "key-exchange", "pq",
	"rng", "unknown", NULL
};

/*
 * The manifest's ALG and PUBLISHED rows (lib/bench/algs.def): the ids the
 * core implements, and those of published figures it does not (RIPEMD-160,
 * Camellia, ARIA, the Koblitz and small curves, the DRBGs ...), each with
 * its canonical id and one family.  Names are matched after folding:
 * lowercase, everything but letters and digits dropped ("AES128-CBC",
 * "AES-128 CBC" and "aes-128-cbc" are one name).  The canonical id always
 * matches itself; aliases add the names the published pages use
 * ("ECDSA (P-256)", "EdDSA (Ed25519)", "RSA 3K").
 */
static const cb_alg algs[] = {
#define ALG(id, family, aliases, openssl) { id, family, aliases },
#define PUBLISHED(id, family, aliases) { id, family, aliases },
#include "algs.def"
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
		"decaps", "decaps-checked", NULL };
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
