/* SPDX-License-Identifier: MIT */
/* Constant-time check: ML-KEM keygen, encaps and decaps (valgrind). */
/*
 * Secret: sigma and z in key generation (d reaches them only through
 * SHA3-512, checked by ct_keccak; rho is public by design, the matrix
 * sampling branches on it), m in encapsulation, the secret part of the
 * decapsulation key (s-hat and z) in decapsulation, of a valid and of a
 * tampered ciphertext (the implicit-rejection path).  ek, its hash and
 * the ciphertext are public.
 */
#include <string.h>

#include "cb/mlkem.h"
#include "internal/mlkem.h"
#include "ct.h"

int
main(void)
{
	static const cb_mlkem_params *const ps[] = {
		&cb_mlkem512, &cb_mlkem768, &cb_mlkem1024,
	};
	static uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
	static uint8_t ct[CB_MLKEM_MAX_CT_LEN];
	uint8_t rho[32], sigma[32], z[32], m[32], k1[32], k2[32];
	size_t el, dl, cl, i;
	int rc;

	for (i = 0; i < sizeof(ps) / sizeof(ps[0]); i++) {
		el = cb_mlkem_ek_len(ps[i]);
		dl = cb_mlkem_dk_len(ps[i]);
		cl = cb_mlkem_ct_len(ps[i]);
		memset(rho, 0x11 + (int)i, sizeof(rho));
		memset(sigma, 0x22, sizeof(sigma));
		memset(z, 0x33, sizeof(z));
		memset(m, 0x44, sizeof(m));
		CT_SECRET(sigma, sizeof(sigma));
		CT_SECRET(z, sizeof(z));
		cb_mlkem_keygen_rs(ps[i], ek, dk, rho, sigma, z);
		/* ek is published: it must carry the taint, then it is public */
		CT_OUTPUT(ek, el - 32);
		/* dk: s-hat, ek (whose rho is public), H(ek), z */
		CT_OUTPUT(dk, 2 * (el - 32));
		CT_PUBLIC(dk + 2 * (el - 32), 32);
		CT_OUTPUT(dk + dl - 64, 64);

		CT_SECRET(m, sizeof(m));
		rc = cb_mlkem_encaps_internal(ps[i], k1, ct, cl, ek, el, m);
		CT_PUBLIC(&rc, sizeof(rc));
		if (rc != CB_OK)
			return 1;
		CT_OUTPUT(k1, sizeof(k1));
		CT_OUTPUT(ct, cl);

		/* s-hat and z secret; the embedded ek and H(ek) public */
		CT_SECRET(dk, el - 32);
		CT_SECRET(dk + dl - 32, 32);
		rc = cb_mlkem_decaps(ps[i], k2, ct, cl, dk, dl);
		CT_PUBLIC(&rc, sizeof(rc));
		if (rc != CB_OK)
			return 1;
		CT_OUTPUT(k2, sizeof(k2));
		if (memcmp(k1, k2, 32) != 0)
			return 1;
		ct[5] ^= 1;
		CT_SECRET(dk, el - 32);
		CT_SECRET(dk + dl - 32, 32);
		rc = cb_mlkem_decaps(ps[i], k2, ct, cl, dk, dl);
		CT_PUBLIC(&rc, sizeof(rc));
		if (rc != CB_OK)
			return 1;
		CT_OUTPUT(k2, sizeof(k2));
		if (memcmp(k1, k2, 32) == 0)
			return 1;
		/* the checked-key entry on the same (rejected) ciphertext */
		CT_SECRET(dk, el - 32);
		CT_SECRET(dk + dl - 32, 32);
		rc = cb_mlkem_decaps_checked(ps[i], k2, ct, cl, dk, dl);
		CT_PUBLIC(&rc, sizeof(rc));
		if (rc != CB_OK)
			return 1;
		CT_OUTPUT(k2, sizeof(k2));
		if (memcmp(k1, k2, 32) == 0)
			return 1;
	}
	return 0;
}
