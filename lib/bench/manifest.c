/* SPDX-License-Identifier: MIT */
/* The algorithm manifest's rows as tables (manifest.h). */
#include <string.h>

#include "cb/cb.h"
#include "manifest.h"

const cb_mf_alg cb_mf_algs[] = {
#define ALG(id, family, aliases, openssl) { id, family, openssl, 1 },
#define PUBLISHED(id, family, aliases) { id, family, "", 0 },
#include "algs.def"
};
const size_t cb_mf_nalgs = sizeof(cb_mf_algs) / sizeof(cb_mf_algs[0]);

#define BLK(c) &cb_##c##_cipher
#define MD(h) &cb_##h##_desc
#define CURVE(c) &cb_ecp_##c
#define HASH CB_KIND_HASH, NULL
#define MAC(d) CB_KIND_MAC, &cb_##d##_mac
#define MODE(d) CB_KIND_MODE, &cb_##d##_mode
#define AEAD(d) CB_KIND_AEAD, &cb_##d##_aead
#define SIG(d) CB_KIND_SIG, &cb_##d##_sig
#define KEX(d) CB_KIND_KEX, &cb_##d##_kex
#define KEM(d) CB_KIND_KEM, &cb_##d##_kem
const cb_mf_run cb_mf_runs[] = {
#define RUN(id, desc, config, ops, param, cipher, hash, curve) \
	{ id, config, ops, desc, param, { cipher, hash, curve, NULL, param } },
#include "algs.def"
};
const size_t cb_mf_nruns = sizeof(cb_mf_runs) / sizeof(cb_mf_runs[0]);

/* see manifest.h */
const cb_mf_alg *
cb_mf_alg_of(const char *id)
{
	size_t i;

	for (i = 0; i < cb_mf_nalgs; i++)
		if (strcmp(cb_mf_algs[i].id, id) == 0)
			return &cb_mf_algs[i];
	return NULL;
}
