/* SPDX-License-Identifier: MIT */
/* Shared libcheck tests of X25519/X448 and Ed25519/Ed448, one curve each. */
#ifndef TESTS_XED_TESTS_H
#define TESTS_XED_TESTS_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

/* One curve pair: X25519 + Ed25519, or X448 + Ed448. */
typedef struct xed_curve {
	const char *x, *ed;     /* "x25519", "ed25519": TCases, vector dirs */
	size_t xlen, seedlen, publen, siglen;
	uint8_t base;           /* u-coordinate of the base point */
	int dhrounds;           /* random keygen/DH agreement rounds */
	unsigned tamperstep;    /* flip every tamperstep-th bit */
	size_t tampermsg;       /* tampered message length, at most 40 */
	int ctxempty;           /* 1: empty context signs as pure EdDSA;
				 * 0: refused with CB_E_ARG (Ed25519ctx) */
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
	int (*ctxverify)(const uint8_t *sig, const uint8_t *pub,
			 const uint8_t *ctx, size_t ctxlen,
			 const uint8_t *msg, size_t len);
	int (*phsign)(uint8_t *sig, const uint8_t *seed, const uint8_t *pub,
		      const uint8_t *ctx, size_t ctxlen, const uint8_t *ph);
	int (*phverify)(const uint8_t *sig, const uint8_t *pub,
			const uint8_t *ctx, size_t ctxlen, const uint8_t *ph);
	/* the 64-byte prehash of Ed25519ph / Ed448ph */
	void (*prehash)(uint8_t *ph, const uint8_t *msg, size_t len);
} xed_curve;

/* Deterministic filler for the property tests. */
void xed_fill(uint8_t *p, size_t len, uint32_t seed);

/*
 * Load the curve's vector files (<x>/rfc7748.vec, <x>/wycheproof.vec,
 * <ed>/rfc8032.vec, <ed>/wycheproof.vec, <ed>/rfc8032_variants.vec; exits
 * if one fails) and add the TCases <x>, <ed>, badlen, tamper and alias to
 * s.  One curve per process.  Returns the <ed> TCase, for the curve's own
 * tests.
 */
TCase *xed_add_tcases(Suite *s, const xed_curve *c);

/* Run s, free it and the vectors; EXIT_SUCCESS if every check passed. */
int xed_run(Suite *s);

#endif
