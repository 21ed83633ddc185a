/* SPDX-License-Identifier: MIT */
/* BearSSL and libtomcrypt measured beside ours by 'cryptobench run --ref'. */
#ifndef CB_CLI_REF_LIBS_H
#define CB_CLI_REF_LIBS_H

#include "bench.h"

/* The portable-C libraries, in the order their columns are printed. */
enum { REF_BEARSSL, REF_TOMCRYPT, REF_NLIBS };

/* Outcome of ref_lib_measure. */
enum { REF_LIB_NONE = 0, REF_LIB_OK = 1, REF_LIB_DIFFERS = -1,
       REF_LIB_OURS_FAILED = -2 };

typedef struct ref_lib ref_lib;

/* "bearssl" or "tomcrypt": the --ref word and column name. */
const char *ref_lib_name(int lib);
/* "BearSSL" or "libtomcrypt 1.18.2": as printed in headings. */
const char *ref_lib_title(int lib);
/* Nonzero if this cryptobench was built with the library. */
int ref_lib_built(int lib);
/* A handle for one library; NULL if out of memory or not built. */
ref_lib *ref_lib_new(int lib);
void ref_lib_free(ref_lib *r);

/*
 * Measure the case c, prepared by cb_bench_prepare, through the library
 * beside ours: set it up the way ours is (the key set up beforehand for
 * mode=long, within the call otherwise), make one call whose output
 * (ciphertext or plaintext, tag, digest, MAC) must equal ours, then time
 * ours and the library's call side by side, interleaved call by call
 * (cb_bench_measure).  st[0] receives ours, st[1] the library's.
 * Returns REF_LIB_OK; REF_LIB_NONE if the library has no such case;
 * REF_LIB_DIFFERS if its output differs from ours or one of its calls
 * failed (tag rejected); REF_LIB_OURS_FAILED if our call failed.
 */
int ref_lib_measure(ref_lib *r, const cb_bench_case *c,
		    const cb_bench_opts *o, cb_bench_stats st[2]);
/* The implementation used by the last ref_lib_measure, e.g.
 * "aes_ct64+ghash_ctmul64"; "" if none. */
const char *ref_lib_impl(const ref_lib *r);

#endif
