/* SPDX-License-Identifier: MIT */
/* The algorithm manifest (algs.def) as tables, for every reader in C. */
#ifndef CB_BENCH_MANIFEST_H
#define CB_BENCH_MANIFEST_H

#include <stddef.h>
#include <stdint.h>

#include "cb/desc.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An id of the manifest: an ALG row (ours) or a PUBLISHED one. */
typedef struct cb_mf_alg {
	const char *id;
	const char *family;     /* cipher aead hash mac signature ... */
	const char *openssl;    /* OpenSSL's name ("" none; PUBLISHED: "") */
	int ours;               /* 1: ALG, 0: PUBLISHED */
} cb_mf_alg;

/* A RUN row: one harness entry, its descriptor and primitives. */
typedef struct cb_mf_run {
	const char *id;
	const char *config;
	const char *ops;        /* measured, comma-separated; "": all */
	int kind;               /* enum cb_kind */
	const void *desc;       /* its descriptor; NULL for a hash */
	uint8_t param;          /* key bytes, or the descriptor's set */
	cb_prims prims;         /* .set: param */
} cb_mf_run;

extern const cb_mf_alg cb_mf_algs[];
extern const size_t cb_mf_nalgs;
extern const cb_mf_run cb_mf_runs[];
extern const size_t cb_mf_nruns;

/* The id's ALG or PUBLISHED row, NULL if none. */
const cb_mf_alg *cb_mf_alg_of(const char *id);

#ifdef __cplusplus
}
#endif
#endif
