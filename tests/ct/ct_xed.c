/* SPDX-License-Identifier: MIT */
/* Constant-time check: X25519/X448 and Ed25519/Ed448 keygen/sign (valgrind). */
#include <string.h>

#include "cb/ec.h"
#include "ct.h"

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

static const xed curves[] = {
	{ 32, 32, 32, 64, 33, 3, cb_x25519_public, cb_x25519_shared,
	  cb_ed25519_public, cb_ed25519_sign, cb_ed25519_verify,
	  cb_ed25519ctx_sign, cb_ed25519ph_sign },
	{ 56, 57, 57, 114, 50, 2, cb_x448_public, cb_x448_shared,
	  cb_ed448_public, cb_ed448_sign, cb_ed448_verify,
	  cb_ed448ctx_sign, cb_ed448ph_sign },
};

static void
fill(uint8_t *p, size_t len, unsigned seed)
{
	size_t i;

	for (i = 0; i < len; i++)
		p[i] = (uint8_t)(seed + 37 * i + (i >> 3));
}

/* Declassify a return code: it is public by design. */
static int
pub_rc(int rc)
{
	CT_PUBLIC(&rc, sizeof(rc));
	return rc;
}

/*
 * A signature from the secret seed.  Ed448's S takes 57 bytes of which the
 * last is always zero (S < L < 2^446, RFC 8032 5.2.6): no secret in it.
 */
static void
check_sig(uint8_t *sig, const xed *d)
{
	size_t n = d->siglen == 114 ? 113 : d->siglen;

	CT_OUTPUT(sig, n);
	CT_PUBLIC(sig, d->siglen);
}

static int
check(const xed *d)
{
	uint8_t a[56], b[56], pa[56], pb[56], ka[56], kb[56];
	uint8_t seed[57], pub[57], sig[114], msg[100];
	size_t x = d->xlen, len;
	unsigned i;

	fill(msg, sizeof(msg), 7); /* messages are public */
	for (i = 0; i < d->rounds; i++) {
		/* XDH: both private scalars secret; u of the peer public */
		fill(a, x, 10 + i);
		fill(b, x, 20 + i);
		CT_SECRET(a, x);
		CT_SECRET(b, x);
		d->xkeygen(pa, a);
		d->xkeygen(pb, b);
		CT_OUTPUT(pa, x);
		CT_OUTPUT(pb, x);
		if (pub_rc(d->xshared(ka, a, pb)) != CB_OK ||
		    pub_rc(d->xshared(kb, b, pa)) != CB_OK)
			return 1;
		/* the shared secrets stay secret; compare after declassify */
		CT_OUTPUT(ka, x);
		CT_OUTPUT(kb, x);
		if (memcmp(ka, kb, x) != 0)
			return 1;

		/* EdDSA: the seed is secret; key and signature public */
		len = d->msgstep * i;
		fill(seed, d->seedlen, 30 + i);
		CT_SECRET(seed, d->seedlen);
		d->edkeygen(pub, seed);
		CT_OUTPUT(pub, d->publen);
		d->edsign(sig, seed, pub, msg, len);
		check_sig(sig, d);
		if (d->edverify(sig, pub, msg, len) != CB_OK)
			return 1;
		/* with a context, and prehashed: same secret path */
		if (pub_rc(d->ctxsign(sig, seed, pub, msg, 3, msg, len)) !=
		    CB_OK)
			return 1;
		check_sig(sig, d);
		if (pub_rc(d->phsign(sig, seed, pub, NULL, 0, msg)) != CB_OK)
			return 1;
		check_sig(sig, d);
	}
	return 0;
}

int
main(void)
{
	size_t i;

	for (i = 0; i < sizeof(curves) / sizeof(curves[0]); i++)
		if (check(&curves[i]) != 0)
			return 1;
	return 0;
}
