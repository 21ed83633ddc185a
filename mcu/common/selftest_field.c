/* SPDX-License-Identifier: MIT */
/* Firmware self-test: the NIST field assembly equals its C twin on edge values. */
/*
 * The host's tests hold the C twins (ec/ecp_nist.c) to the generic bignum
 * code; here, where the assembly runs, every result of the assembly must
 * be the C twin's, word for word, on the operands of
 * tests/common/field_edges.c: values near p and near 2^(32n), carries out
 * of every word, zero, every pair (a = b among them), and in place (r
 * aliasing a, b, or both).
 */
#include <string.h>

#include "field_edges.h"
#include "internal/config.h"
#include "internal/ecp.h"
#include "selftest.h"

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
		/* r = a = b */
		c->mul(s, v[i], v[i]);
		memcpy(r, v[i], 4 * n);
		as->mul(r, r, r);
		bad += differ(r, s, n);
		*count += 1;
	}
	return bad;
}
