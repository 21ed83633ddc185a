/* SPDX-License-Identifier: MIT */
/* Constant-time check: X448 and Ed448 keygen/sign (valgrind). */
#include <string.h>

#include "cb/ec.h"
#include "ct.h"

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

int
main(void)
{
	uint8_t a[56], b[56], pa[56], pb[56], ka[56], kb[56];
	uint8_t seed[57], pub[57], sig[114], msg[100];
	unsigned i;

	fill(msg, sizeof(msg), 7); /* messages are public */
	for (i = 0; i < 2; i++) {
		/* X448: both private scalars secret */
		fill(a, 56, 10 + i);
		fill(b, 56, 20 + i);
		CT_SECRET(a, 56);
		CT_SECRET(b, 56);
		cb_x448_keygen(pa, a);
		cb_x448_keygen(pb, b);
		CT_PUBLIC(pa, 56);
		CT_PUBLIC(pb, 56);
		if (pub_rc(cb_x448_shared(ka, a, pb)) != CB_OK ||
		    pub_rc(cb_x448_shared(kb, b, pa)) != CB_OK)
			return 1;
		CT_PUBLIC(ka, 56);
		CT_PUBLIC(kb, 56);
		if (memcmp(ka, kb, 56) != 0)
			return 1;

		/* Ed448: the seed is secret; key and signature public */
		fill(seed, 57, 30 + i);
		CT_SECRET(seed, 57);
		cb_ed448_keygen(pub, seed);
		CT_PUBLIC(pub, 57);
		cb_ed448_sign(sig, seed, pub, msg, 50 * i);
		CT_PUBLIC(sig, 114);
		if (cb_ed448_verify(sig, pub, msg, 50 * i) != CB_OK)
			return 1;
		/* with a context, and Ed448ph */
		if (pub_rc(cb_ed448ctx_sign(sig, seed, pub, msg, 3, msg,
					    50 * i)) != CB_OK)
			return 1;
		CT_PUBLIC(sig, 114);
		if (pub_rc(cb_ed448ph_sign(sig, seed, pub, NULL, 0, msg)) !=
		    CB_OK)
			return 1;
		CT_PUBLIC(sig, 114);
	}
	return 0;
}
