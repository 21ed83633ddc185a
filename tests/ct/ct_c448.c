/* SPDX-License-Identifier: MIT */
/* Constant-time check (valgrind): X448 and Ed448 (two rounds: slow under valgrind) keygen, shared secret, sign. */
#include "cb/ec.h"
#include "xed.h"

static const xed curve =
	{ 56, 57, 57, 114, 50, 2, cb_x448_public, cb_x448_shared,
	  cb_ed448_public, cb_ed448_sign, cb_ed448_verify,
	  cb_ed448ctx_sign, cb_ed448ph_sign };

int
main(void)
{
	return xed_check(&curve);
}
