/* SPDX-License-Identifier: MIT */
/* X448 and Ed448 against OpenSSL 3 and the RFC / Wycheproof vectors. */
#include <openssl/evp.h>

#include "cb/ec.h"
#include "ref_xed.h"

static const ref_xed curve = {
	"x448", "ed448", EVP_PKEY_X448, EVP_PKEY_ED448,
	56, 57, 57, 114,  /* bytes: X key, Ed seed, Ed public key, signature */
	800, 700,          /* random cases against OpenSSL */
	0x448aull, 0xed448ull,
	cb_x448_public, cb_x448_shared,
	cb_ed448_public, cb_ed448_sign, cb_ed448_verify,
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
	return ref_xed_vec_x(&curve, "x448/rfc7748.vec", cases, why, whylen);
}

static unsigned long
run_x_wyche(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_vec_x(&curve, "x448/wycheproof.vec", cases, why, whylen);
}

static unsigned long
run_ed_rfc(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_vec_ed(&curve, "ed448/rfc8032.vec", cases, why, whylen);
}

static unsigned long
run_ed_wyche(unsigned long *cases, char *why, size_t whylen)
{
	return ref_xed_vec_ed(&curve, "ed448/wycheproof.vec", cases, why, whylen);
}

static const ref_check checks[] = {
	{ "x448", "openssl", run_x, NULL },
	{ "ed448", "openssl", run_ed, NULL },
	{ "x448", "rfc7748", run_x_rfc, NULL },
	{ "x448", "wycheproof", run_x_wyche, NULL },
	{ "ed448", "rfc8032", run_ed_rfc, NULL },
	{ "ed448", "wycheproof", run_ed_wyche, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* see ref.h */
const ref_check *
ref_checks_c448(void)
{
	return checks;
}
