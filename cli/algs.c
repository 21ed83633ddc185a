/* SPDX-License-Identifier: MIT */
/* Algorithm ids, families and published aliases, from the manifest. */
#include <ctype.h>
#include <string.h>

#include "model.h"

const char *const cb_families[] = {
	"cipher", "aead", "hash", "mac", "signature", "key-exchange", "pq",
	"rng", "kdf", "unknown", NULL
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

/* Every id and alias folded once, on the first look-up: the page readers
 * look names up for every row (the general table reader for every run of
 * a row's words). */
#define MAXKEYS 2048
static struct {
	char key[64];
	const cb_alg *a;
} keys[MAXKEYS];
static size_t nkeys;

static void
add_key(const char *s, size_t n, const cb_alg *a)
{
	if (nkeys == MAXKEYS)
		return;
	fold(s, n, keys[nkeys].key, sizeof(keys[nkeys].key));
	if (keys[nkeys].key[0] != '\0')
		keys[nkeys++].a = a;
}

static void
fold_keys(void)
{
	size_t i;

	for (i = 0; i < NALGS; i++) {
		const char *a = algs[i].aliases, *bar;

		add_key(algs[i].id, strlen(algs[i].id), &algs[i]);
		while (*a != '\0') {
			bar = strchr(a, '|');
			if (bar == NULL)
				bar = a + strlen(a);
			add_key(a, (size_t)(bar - a), &algs[i]);
			a = *bar ? bar + 1 : bar;
		}
	}
}

const cb_alg *
alg_lookup(const char *name)
{
	char key[96];
	size_t i;

	if (nkeys == 0)
		fold_keys();
	fold(name, strlen(name), key, sizeof(key));
	if (key[0] == '\0')
		return NULL;
	/* the first of ids and aliases in the table's order, as before */
	for (i = 0; i < nkeys; i++)
		if (strcmp(key, keys[i].key) == 0)
			return keys[i].a;
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
family_valid(const char *family)
{
	int i;

	for (i = 0; cb_families[i] != NULL; i++)
		if (strcmp(cb_families[i], family) == 0)
			return 1;
	return 0;
}
