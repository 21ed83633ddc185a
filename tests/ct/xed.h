/* SPDX-License-Identifier: MIT */
/* The constant-time check of an X/Ed curve pair (xed.c), shared by
 * ct_c25519.c and ct_c448.c. */
#ifndef CT_XED_H
#define CT_XED_H

#include <stddef.h>
#include <stdint.h>

/* One curve pair and how many rounds to run (Ed448 is slow under valgrind). */
typedef struct xed {
	size_t xlen, seedlen, publen, siglen, msgstep;
	unsigned rounds;
	void (*xkeygen)(uint8_t *pub, const uint8_t *priv);
	int (*xshared)(uint8_t *k, const uint8_t *priv, const uint8_t *pub);
	void (*edkeygen)(uint8_t *pub, const uint8_t *seed);
	void (*edsign)(uint8_t *sig, const uint8_t *seed, const uint8_t *pub,
		       const uint8_t *msg, size_t len);
	int (*edverify)(const uint8_t *sig, const uint8_t *pub,
			const uint8_t *msg, size_t len);
	int (*ctxsign)(uint8_t *sig, const uint8_t *seed, const uint8_t *pub,
		       const uint8_t *ctx, size_t ctxlen, const uint8_t *msg,
		       size_t len);
	int (*phsign)(uint8_t *sig, const uint8_t *seed, const uint8_t *pub,
		      const uint8_t *ctx, size_t ctxlen, const uint8_t *ph);
} xed;

/* XDH key generation and shared secrets, EdDSA key generation and
 * signing (plain, with a context, prehashed) on secret keys under
 * valgrind: 0 if no secret reached a branch or an address, else 1. */
int xed_check(const xed *d);

#endif
