/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of ECDSA's small configuration (cb_ecdsa_sign_small
 * on P-256 and P-384) with the private key secret.  The library's source
 * is compiled here with CB_ECDSA_SMALL_PUBLIC declassifying the accept
 * bit of each nonce candidate and of each signature (rejection sampling:
 * a rejected candidate is discarded, so only those bits may reach a
 * branch).  Everything else derived from d and the nonce must reach
 * neither a branch nor an address, and the signature must carry the
 * key's taint; it is then the fast configuration's and verifies in both.
 */
#include <string.h>

#include "ct.h"

#define CB_ECDSA_SMALL_PUBLIC(p, n) CT_PUBLIC((p), (n))
#include "../../lib/src/ec/ecdsa_small.c"

/* Random bytes that memcheck treats as secret. */
static int
secret_rng(void *arg, uint8_t *out, size_t len)
{
	unsigned *s = arg;
	size_t i;

	for (i = 0; i < len; i++)
		out[i] = (uint8_t)((*s = *s * 1103515245u + 12345u) >> 16);
	CT_SECRET(out, len);
	return 0;
}

int
main(void)
{
	static const cb_ecp_curve *const curves[] = {
		&cb_ecp_secp256r1, &cb_ecp_secp384r1,
	};
	static const cb_hash_desc *const hashes[] = {
		&cb_sha256_desc, &cb_sha384_desc,
	};
	uint8_t a[CB_ECP_MAX_LEN], pa[CB_ECP_MAX_PUB_LEN];
	uint8_t sig[CB_ECP_MAX_SIG_LEN], sig2[CB_ECP_MAX_SIG_LEN];
	uint8_t dig[64];
	unsigned seed = 7;
	size_t i, j, nl, publ;
	int bad = 0, r1;

	for (i = 0; i < sizeof(dig); i++)
		dig[i] = (uint8_t)(i * 29 + 3);
	for (i = 0; i < 2; i++) {
		const cb_ecp_curve *c = curves[i];
		const cb_hash_desc *h = hashes[i];

		nl = cb_ecp_scalar_len(c);
		publ = cb_ecp_pub_len(c);
		for (j = 0; j < 2; j++) {
			/* keygen: secret random bytes -> secret key */
			r1 = cb_ecdh_keygen(a, nl, pa, publ, c, secret_rng,
					    &seed);
			CT_PUBLIC(&r1, sizeof(r1));
			CT_OUTPUT(pa, publ);
			bad |= r1 != CB_OK;
			/* the small signature with the secret key */
			r1 = cb_ecdsa_sign_small(sig, 2 * nl, c, h, a, nl, dig,
						 h->out_len);
			CT_PUBLIC(&r1, sizeof(r1));
			bad |= r1 != CB_OK;
			CT_OUTPUT(sig, 2 * nl);
			CT_PUBLIC(a, nl);
			/* the fast configuration's signature; both verify */
			bad |= cb_ecdsa_sign(sig2, 2 * nl, c, h, a, nl, dig,
					     h->out_len) != CB_OK;
			bad |= memcmp(sig, sig2, 2 * nl) != 0;
			bad |= cb_ecdsa_verify_small(c, pa, publ, dig,
						     h->out_len, sig,
						     2 * nl) != CB_OK;
			bad |= cb_ecdsa_verify(c, pa, publ, dig, h->out_len,
					       sig, 2 * nl) != CB_OK;
			dig[j] ^= 0x5a;
		}
	}
	return bad;
}
