/* SPDX-License-Identifier: MIT */
/* Shared conformance checks of the Montgomery and Edwards curves. */
#ifndef REF_REF_XED_H
#define REF_REF_XED_H

#include <stddef.h>
#include <stdint.h>

#include "ref.h"

/* One curve pair: X25519 + Ed25519, or X448 + Ed448. */
typedef struct ref_xed {
	const char *x, *ed;             /* "x25519", "ed25519" */
	int xtype, edtype;              /* EVP_PKEY_X25519 ... */
	size_t xlen, seedlen, publen, siglen;
	unsigned long xcases, edcases;  /* random cases against OpenSSL */
	unsigned long long xseed, edseed;
	void (*xkeygen)(uint8_t *pub, const uint8_t *priv);
	int (*xshared)(uint8_t *k, const uint8_t *priv, const uint8_t *pub);
	void (*edkeygen)(uint8_t *pub, const uint8_t *seed);
	void (*edsign)(uint8_t *sig, const uint8_t *seed, const uint8_t *pub,
		       const uint8_t *msg, size_t len);
	int (*edverify)(const uint8_t *sig, const uint8_t *pub,
			const uint8_t *msg, size_t len);
} ref_xed;

/* Keys and shared secrets byte-identical to OpenSSL, random peers. */
unsigned long ref_xed_x(const ref_xed *d, unsigned long *cases, char *why,
			size_t whylen);
/* Public keys and signatures byte-identical, verification both ways,
 * one flipped bit refused by both. */
unsigned long ref_xed_ed(const ref_xed *d, unsigned long *cases, char *why,
			 size_t whylen);
/* XDH vector records: Priv, Peer, Shared (all-zero: CB_E_RANGE). */
unsigned long ref_xed_vec_x(const ref_xed *d, const char *rel,
			    unsigned long *cases, char *why, size_t whylen);
/* EdDSA vector records: Pub, Msg, Sig[, Seed][, Result]. */
unsigned long ref_xed_vec_ed(const ref_xed *d, const char *rel,
			     unsigned long *cases, char *why, size_t whylen);

#endif
