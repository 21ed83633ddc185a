/* SPDX-License-Identifier: MIT */
/* Constant-time check: X25519 and Ed25519 keygen/sign (valgrind). */
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
	uint8_t a[32], b[32], pa[32], pb[32], ka[32], kb[32];
	uint8_t seed[32], pub[32], sig[64], msg[100];
	unsigned i;

	fill(msg, sizeof(msg), 7); /* messages are public */
	for (i = 0; i < 3; i++) {
		/* X25519: both private scalars secret; u of the peer public */
		fill(a, 32, 10 + i);
		fill(b, 32, 20 + i);
		CT_SECRET(a, 32);
		CT_SECRET(b, 32);
		cb_x25519_keygen(pa, a);
		cb_x25519_keygen(pb, b);
		CT_PUBLIC(pa, 32);
		CT_PUBLIC(pb, 32);
		if (pub_rc(cb_x25519_shared(ka, a, pb)) != CB_OK ||
		    pub_rc(cb_x25519_shared(kb, b, pa)) != CB_OK)
			return 1;
		/* the shared secrets stay secret; compare after declassify */
		CT_PUBLIC(ka, 32);
		CT_PUBLIC(kb, 32);
		if (memcmp(ka, kb, 32) != 0)
			return 1;

		/* Ed25519: the seed is secret; key and signature public */
		fill(seed, 32, 30 + i);
		CT_SECRET(seed, 32);
		cb_ed25519_keygen(pub, seed);
		CT_PUBLIC(pub, 32);
		cb_ed25519_sign(sig, seed, pub, msg, 33 * i);
		CT_PUBLIC(sig, 64);
		if (cb_ed25519_verify(sig, pub, msg, 33 * i) != CB_OK)
			return 1;
		/* Ed25519ctx and Ed25519ph: same secret path, other prefix */
		if (pub_rc(cb_ed25519ctx_sign(sig, seed, pub, msg, 3, msg,
					      33 * i)) != CB_OK)
			return 1;
		CT_PUBLIC(sig, 64);
		if (pub_rc(cb_ed25519ph_sign(sig, seed, pub, NULL, 0, msg)) !=
		    CB_OK)
			return 1;
		CT_PUBLIC(sig, 64);
	}
	return 0;
}
