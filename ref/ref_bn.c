/* SPDX-License-Identifier: MIT */
/* Big integers of cb/bn.h against OpenSSL BN_* on random inputs. */
#include <openssl/bn.h>
#include <string.h>

#include "cb/bn.h"
#include "ref.h"

#define MAXL CB_BN_MAX_LIMBS

/* Limb counts up to 4096 bits, weighted towards the small ones. */
static const size_t lens[] = { 1, 2, 3, 5, 8, 12, 16, 17, 24, 32, 48, 64,
			       96, 128 };
#define NLENS (sizeof(lens) / sizeof(lens[0]))

static BIGNUM *
to_bn(const uint32_t *a, size_t n)
{
	unsigned char buf[4 * 2 * MAXL];

	cb_bn_to_bytes(buf, 4 * n, a, n);
	return BN_bin2bn(buf, (int)(4 * n), NULL);
}

static int
same(const uint32_t *a, size_t n, const BIGNUM *b)
{
	unsigned char x[4 * 2 * MAXL], y[4 * 2 * MAXL];

	if (BN_num_bytes(b) > (int)(4 * n))
		return 0;
	cb_bn_to_bytes(x, 4 * n, a, n);
	BN_bn2binpad(b, y, (int)(4 * n));
	return memcmp(x, y, 4 * n) == 0;
}

static void
rnd(ref_rng *g, uint32_t *a, size_t n)
{
	unsigned char buf[4 * 2 * MAXL];

	ref_rng_bytes(g, buf, 4 * n);
	if (cb_bn_from_bytes(a, n, buf, 4 * n) != CB_OK)
		memset(a, 0, n * 4);
}

/* Random odd modulus with a random number of leading zero bits. */
static void
rnd_mod(ref_rng *g, uint32_t *m, size_t n)
{
	rnd(g, m, n);
	m[0] |= 1;
	m[n - 1] >>= ref_rng_below(g, 31);
	m[n - 1] |= 1u << 0;
	if (n > 1 || m[0] > 1)
		return;
	m[0] = 3;
}

static unsigned long
run_mul(unsigned long *cases, char *why, size_t whylen)
{
	static uint32_t a[MAXL], b[MAXL], r[2 * MAXL], m[MAXL], s[MAXL];
	BN_CTX *ctx = BN_CTX_new();
	BIGNUM *x, *y, *z = BN_new(), *mm;
	unsigned long fail = 0;
	ref_rng g;
	size_t i, n;
	int it;

	if (!ref_ossl(ctx != NULL && z != NULL, "BN_CTX_new, BN_new")) {
		BN_free(z);
		BN_CTX_free(ctx);
		return 1;
	}
	ref_rng_seed(&g, 0xb41);
	for (i = 0; i < NLENS; i++)
		for (it = 0; it < 20; it++) {
			n = lens[i];
			rnd(&g, a, n);
			rnd(&g, b, n);
			cb_bn_mul(r, a, b, n);
			x = to_bn(a, n);
			y = to_bn(b, n);
			BN_mul(z, x, y, ctx);
			(*cases)++;
			if (!same(r, 2 * n, z)) {
				fail++;
				ref_why(why, whylen, "mul %zu limbs #%d", n,
					it);
			}
			/* reduction of the 2n-limb product */
			rnd_mod(&g, m, n);
			mm = to_bn(m, n);
			cb_bn_mod(s, r, 2 * n, m, n);
			BN_mod(z, z, mm, ctx);
			(*cases)++;
			if (!same(s, n, z)) {
				fail++;
				ref_why(why, whylen, "mod %zu limbs #%d", n,
					it);
			}
			BN_free(x);
			BN_free(y);
			BN_free(mm);
		}
	BN_free(z);
	BN_CTX_free(ctx);
	return fail;
}

static unsigned long
run_modexp(unsigned long *cases, char *why, size_t whylen)
{
	static uint32_t a[MAXL], e[MAXL], m[MAXL], r[MAXL], rr[MAXL];
	static uint32_t tmp[CB_BN_MODEXP_TMP_LIMBS(MAXL)];
	BN_CTX *ctx = BN_CTX_new();
	BIGNUM *x, *y, *z = BN_new(), *mm;
	unsigned long fail = 0;
	ref_rng g;
	size_t i, n, el;
	int it, nit;

	if (!ref_ossl(ctx != NULL && z != NULL, "BN_CTX_new, BN_new")) {
		BN_free(z);
		BN_CTX_free(ctx);
		return 1;
	}
	ref_rng_seed(&g, 0xe4b);
	for (i = 0; i < NLENS; i++) {
		n = lens[i];
		nit = n >= 64 ? 2 : 10;
		for (it = 0; it < nit; it++) {
			rnd_mod(&g, m, n);
			rnd(&g, a, n);
			cb_bn_mod(rr, a, n, m, n);
			memcpy(a, rr, n * 4);
			el = 1 + ref_rng_below(&g, n);
			rnd(&g, e, el);
			cb_bn_mod_exp(r, a, e, el, m, n, tmp);
			x = to_bn(a, n);
			y = to_bn(e, el);
			mm = to_bn(m, n);
			BN_mod_exp(z, x, y, mm, ctx);
			(*cases)++;
			if (!same(r, n, z)) {
				fail++;
				ref_why(why, whylen, "modexp %zu limbs #%d",
					n, it);
			}
			BN_free(x);
			BN_free(y);
			BN_free(mm);
		}
	}
	BN_free(z);
	BN_CTX_free(ctx);
	return fail;
}

static unsigned long
run_inverse(unsigned long *cases, char *why, size_t whylen)
{
	static uint32_t a[MAXL], p[MAXL], r[MAXL];
	static uint32_t tmp[CB_BN_MODINV_TMP_LIMBS(MAXL)];
	static const int bits[] = { 31, 64, 127, 192, 256, 384, 521, 1024,
				    2048 };
	BN_CTX *ctx = BN_CTX_new();
	BIGNUM *x = BN_new(), *z = BN_new(), *pp = BN_new();
	unsigned char buf[4 * MAXL];
	unsigned long fail = 0;
	ref_rng g;
	int rc;
	size_t i, n;
	int it;

	if (!ref_ossl(ctx != NULL && x != NULL && z != NULL && pp != NULL,
		      "BN_CTX_new, BN_new")) {
		fail = 1;
		goto out;
	}
	ref_rng_seed(&g, 0x1f);
	for (i = 0; i < sizeof(bits) / sizeof(bits[0]); i++) {
		n = (size_t)(bits[i] + 31) / 32;
		/* next prime after a seeded random value of that size */
		ref_rng_bytes(&g, buf, 4 * n);
		BN_bin2bn(buf, (int)(4 * n), pp);
		BN_mask_bits(pp, bits[i]);
		BN_set_bit(pp, bits[i] - 1);
		BN_set_bit(pp, 0);
		/* BN_check_prime: -1 when it cannot run (no random source) */
		while ((rc = BN_check_prime(pp, ctx, NULL)) == 0)
			BN_add_word(pp, 2);
		if (!ref_ossl(rc, "BN_check_prime")) {
			fail++;
			goto out;
		}
		BN_bn2binpad(pp, buf, (int)(4 * n));
		if (cb_bn_from_bytes(p, n, buf, 4 * n) != CB_OK)
			return 1;
		for (it = 0; it < (bits[i] > 1000 ? 2 : 8); it++) {
			ref_rng_bytes(&g, buf, 4 * n);
			BN_bin2bn(buf, (int)(4 * n), x);
			BN_mod(x, x, pp, ctx);
			if (BN_is_zero(x))
				BN_one(x);
			BN_bn2binpad(x, buf, (int)(4 * n));
			if (cb_bn_from_bytes(a, n, buf, 4 * n) != CB_OK)
				return 1;
			cb_bn_mod_inv_prime(r, a, p, n, tmp);
			BN_mod_inverse(z, x, pp, ctx);
			(*cases)++;
			if (!same(r, n, z)) {
				fail++;
				ref_why(why, whylen, "inverse %d bits #%d",
					bits[i], it);
			}
		}
	}
out:
	BN_free(x);
	BN_free(z);
	BN_free(pp);
	BN_CTX_free(ctx);
	return fail;
}

static const ref_check checks[] = {
	{ "bn-mul", "openssl", run_mul, NULL },
	{ "bn-modexp", "openssl", run_modexp, NULL },
	{ "bn-inverse", "openssl", run_inverse, NULL },
	{ NULL, NULL, NULL, NULL }
};

/* see ref.h */
const ref_check *
ref_checks_bn(void)
{
	return checks;
}
