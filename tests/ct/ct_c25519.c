/* SPDX-License-Identifier: MIT */
/* Constant-time check (valgrind): X25519 and Ed25519 keygen, shared secret, sign. */
#include "cb/ec.h"
#include "xed.h"

static const xed curve =
	{ 32, 32, 32, 64, 33, 3, cb_x25519_public, cb_x25519_shared,
	  cb_ed25519_public, cb_ed25519_sign, cb_ed25519_verify,
	  cb_ed25519ctx_sign, cb_ed25519ph_sign };

int
main(void)
{
	return xed_check(&curve);
}
