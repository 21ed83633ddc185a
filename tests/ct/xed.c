/* SPDX-License-Identifier: MIT */
/* Constant-time check of an X/Ed curve pair: keygen, shared secret, sign. */
#include <string.h>

#include "cb/ec.h"
#include "ct.h"
#include "xed.h"

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

/* see xed.h */
int
xed_check(const xed *d)
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
