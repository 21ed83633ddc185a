/* SPDX-License-Identifier: MIT */
/* Firmware self-test: field and Montgomery-row assembly against C twins. */
/*
 * The host's tests hold the C twins (ec/ecp_nist.c) to the generic bignum
 * code; here, where the assembly runs, every result of the assembly must
 * be the C twin's, word for word, on the operands of
 * vectors/lib/field_edges.c: values near p and near 2^(32n), carries out
 * of every word, zero, every pair (a = b among them), and in place (r
 * aliasing a, b, or both).
 */
#include <string.h>

#include "field_edges.h"
#include "internal/config.h"
#include "internal/ecp.h"
#include "internal/f448.h"
#include "selftest.h"
#if CB_ARM_F448_ASM
#include "arch/arm/f448_armv7em.h"
#endif

#include "cb/bn.h"

static const struct {
	const char *name;
	const cb_ecp_curve *curve;      /* its field code is the assembly */
	const cb_ecp_field *c;          /* the C twin */
} fields[] = {
#if CB_ARM_P256_ASM
	{ "p256-field", &cb_ecp_secp256r1, &cb_ecp_field_p256_c },
#endif
#if CB_ARM_P384_ASM
	{ "p384-field", &cb_ecp_secp384r1, &cb_ecp_field_p384_c },
#endif
	{ NULL, NULL, NULL }
};

/* the sentinel row is not a field */
const unsigned selftest_nfields = sizeof(fields) / sizeof(fields[0]) - 1;

const char *
selftest_field_name(unsigned i)
{
	return fields[i].name;
}

/* 1 if r and s differ in their first n words */
static unsigned
differ(const uint32_t *r, const uint32_t *s, size_t n)
{
	return memcmp(r, s, 4 * n) != 0;
}

unsigned
selftest_field(unsigned fi, unsigned *count)
{
	/* static: the firmware's stack is for the benchmark */
	static uint32_t v[FIELD_EDGES_MAX][FIELD_EDGES_LIMBS];
	const cb_ecp_curve *cv = fields[fi].curve;
	const cb_ecp_field *as = cv->f, *c = fields[fi].c;
	uint32_t p[FIELD_EDGES_LIMBS], r[FIELD_EDGES_LIMBS];
	uint32_t s[FIELD_EDGES_LIMBS];
	size_t n = cv->plen / 4, nv, i, j;
	unsigned bad = 0;

	cb_ecp_load(p, n, cv->p, cv->plen);
	nv = field_edges(v, p, n, 8);
	for (i = 0; i < nv; i++) {
		for (j = 0; j < nv; j++) {
			as->mul(r, v[i], v[j]);
			c->mul(s, v[i], v[j]);
			bad += differ(r, s, n);
			as->add(r, v[i], v[j]);
			c->add(s, v[i], v[j]);
			bad += differ(r, s, n);
			as->sub(r, v[i], v[j]);
			c->sub(s, v[i], v[j]);
			bad += differ(r, s, n);
			/* in place: r aliasing a, then b */
			c->mul(s, v[i], v[j]);
			memcpy(r, v[i], 4 * n);
			as->mul(r, r, v[j]);
			bad += differ(r, s, n);
			memcpy(r, v[j], 4 * n);
			as->mul(r, v[i], r);
			bad += differ(r, s, n);
			*count += 5;
		}
		/* r = a = b; the square, also in place */
		c->mul(s, v[i], v[i]);
		memcpy(r, v[i], 4 * n);
		as->mul(r, r, r);
		bad += differ(r, s, n);
		c->sqr(s, v[i]);
		as->sqr(r, v[i]);
		bad += differ(r, s, n);
		memcpy(r, v[i], 4 * n);
		as->sqr(r, r);
		bad += differ(r, s, n);
		*count += 3;
	}
	return bad;
}

/*
 * The Montgomery rows of cb_bn_mont_mul for sizes without a C case (one
 * row or two a pass in src/arch/arm/mont_armv7em.S) against cb_bn_mul and
 * cb_bn_mod, which have no assembly: mont(mont(a, b), R^2) = a b mod m,
 * for odd and even sizes, a modulus near 2^(32n) and a small one, and
 * operands 0, 1, m - 1 and xorshift values.  Returns the failing cases;
 * *count counts them all.
 */
unsigned
selftest_mont_rows(unsigned *count)
{
	static const size_t sizes[] = { 2, 3, 5, 9, 33, 48 };
	/* static: the firmware's stack is for the benchmark */
	static uint32_t m[48], rr[48], v[4][48], r[48], s[48], w[96];
	uint64_t x = 0x2545f4914f6cdd1du;
	unsigned bad = 0;
	size_t k, n, i, j, l, h;

	for (k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
		n = sizes[k];
		for (h = 0; h < 2; h++) {
			/* m odd with its top word set: near 2^(32n), or
			 * just above 2^(32n - 1) */
			for (i = 0; i < n; i++) {
				x ^= x << 13;
				x ^= x >> 7;
				x ^= x << 17;
				m[i] = h ? (uint32_t)x : 0xffffffff - (i == 0);
				v[3][i] = (uint32_t)(x >> 32);
			}
			m[0] |= 1;
			if (h)
				m[n - 1] = 0x80000000u | (m[n - 1] & 0xff);
			v[3][n - 1] &= 0x7fffffff;      /* below m */
			cb_bn_mont_rr(rr, m, n);
			memset(v, 0, 3 * sizeof(v[0]));
			v[1][0] = 1;
			memcpy(v[2], m, n * sizeof(m[0]));
			v[2][0] -= 1;                   /* m - 1 */
			for (i = 0; i < 4; i++)
				for (j = 0; j < 4; j++) {
					cb_bn_mont_mul(r, v[i], v[j], m, n,
						       cb_bn_mont_m0i(m[0]));
					cb_bn_mont_mul(r, r, rr, m, n,
						       cb_bn_mont_m0i(m[0]));
					cb_bn_mul(w, v[i], v[j], n);
					cb_bn_mod(s, w, 2 * n, m, n);
					for (l = 0; l < n; l++)
						bad += r[l] != s[l];
					*count += 1;
				}
		}
	}
	return bad;
}

#if CB_ARM_F448_ASM
/*
 * GF(2^448-2^224-1)'s product, square, sum, difference and small product
 * in assembly against their C twins (ec/f448_w32.c), word for word, on
 * the edge values of field_edges() for p448 (every pair, the square, in
 * place).
 */
unsigned
selftest_f448(unsigned *count)
{
	/* static: the firmware's stack is for the benchmark */
	static uint32_t v[FIELD_EDGES_MAX][FIELD_EDGES_LIMBS];
	static const uint32_t p[14] = {
		0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
		0xffffffff, 0xffffffff, 0xfffffffe, 0xffffffff, 0xffffffff,
		0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff
	};
	uint32_t r[14], s[14];
	size_t nv, i, j;
	unsigned bad = 0;

	nv = field_edges(v, p, 14, 8);
	for (i = 0; i < nv; i++) {
		for (j = 0; j < nv; j++) {
			cb_f448_mul_armv7em(r, v[i], v[j]);
			cb_f448_w32_mul(s, v[i], v[j]);
			bad += differ(r, s, 14);
			memcpy(r, v[j], sizeof(r));
			cb_f448_mul_armv7em(r, v[i], r);
			bad += differ(r, s, 14);
			cb_f448_add_armv7em(r, v[i], v[j]);
			cb_f448_w32_add(s, v[i], v[j]);
			bad += differ(r, s, 14);
			cb_f448_sub_armv7em(r, v[i], v[j]);
			cb_f448_w32_sub(s, v[i], v[j]);
			bad += differ(r, s, 14);
			*count += 4;
		}
		cb_f448_sqr_armv7em(r, v[i]);
		cb_f448_w32_sqr(s, v[i]);
		bad += differ(r, s, 14);
		memcpy(r, v[i], sizeof(r));
		cb_f448_sqr_armv7em(r, r);
		bad += differ(r, s, 14);
		memcpy(r, v[i], sizeof(r));
		cb_f448_mul_armv7em(r, r, r);
		bad += differ(r, s, 14);
		cb_f448_mul_small_armv7em(r, v[i], 39081);
		cb_f448_w32_mul_small(s, v[i], 39081);
		bad += differ(r, s, 14);
		memcpy(r, v[i], sizeof(r));
		cb_f448_sub_armv7em(r, r, r);
		cb_f448_w32_sub(s, v[i], v[i]);
		bad += differ(r, s, 14);
		*count += 5;
	}
	return bad;
}
#else
unsigned
selftest_f448(unsigned *count)
{
	*count = 0;
	return 0;
}
#endif
