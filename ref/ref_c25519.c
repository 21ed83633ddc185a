/* SPDX-License-Identifier: MIT */
/* X25519 and Ed25519 against OpenSSL 3 and the RFC / Wycheproof vectors. */
#include <openssl/evp.h>

#include "cb/ec.h"
#include "ref_xed.h"

static const ref_xed curve = {
	"x25519", "ed25519", EVP_PKEY_X25519, EVP_PKEY_ED25519,
	32, 32, 32, 64,  /* bytes: X key, Ed seed, Ed public key, signature */
	3000, 3000,          /* random cases against OpenSSL */
	0x25519aull, 0xed25519ull,
	cb_x25519_public, cb_x25519_shared,
	cb_ed25519_public, cb_ed25519_sign, cb_ed25519_verify,
};

static unsigned long
run_x(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_x(&curve, cases, why, whylen);
}

static unsigned long
run_ed(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_ed(&curve, cases, why, whylen);
}

static unsigned long
run_x_rfc(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_vec_x(&curve, "x25519/rfc7748.vec", cases, why, whylen);
}

static unsigned long
run_x_wyche(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_vec_x(&curve, "x25519/wycheproof.vec", cases, why, whylen);
}

static unsigned long
run_ed_rfc(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_vec_ed(&curve, "ed25519/rfc8032.vec", cases, why, whylen);
}

static unsigned long
run_ed_wyche(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_vec_ed(&curve, "ed25519/wycheproof.vec", cases, why, whylen);
}

static const ref_check checks[] = {
	{ "x25519", "openssl", run_x, NULL },
	{ "ed25519", "openssl", run_ed, NULL },
	{ "x25519", "rfc7748", run_x_rfc, NULL },
	{ "x25519", "wycheproof", run_x_wyche, NULL },
	{ "ed25519", "rfc8032", run_ed_rfc, NULL },
	{ "ed25519", "wycheproof", run_ed_wyche, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* see ref.h */
const ref_check *
ref_checks_c25519(void)
{
	return checks;
}
