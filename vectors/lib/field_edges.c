/* SPDX-License-Identifier: MIT */
/* Edge operands for the field code (test_ecp and the firmware). */
#include <string.h>

#include "field_edges.h"

/* r = a - b (n words, wrapping), b a small word at word position k */
static void
sub_word(uint32_t *r, const uint32_t *a, uint32_t b, size_t k, size_t n)
{
	uint64_t t;
	uint32_t bw = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		t = (uint64_t)a[i] - (i == k ? b : 0) - bw;
		r[i] = (uint32_t)t;
		bw = (uint32_t)(t >> 63);
	}
}

/* r = a + 1 (n words, wrapping) */
static void
add_one(uint32_t *r, const uint32_t *a, size_t n)
{
	uint64_t c = 1;
	size_t i;

	for (i = 0; i < n; i++) {
		c += a[i];
		r[i] = (uint32_t)c;
		c >>= 32;
	}
}

/* see field_edges.h */
size_t
field_edges(uint32_t v[][FIELD_EDGES_LIMBS], const uint32_t *p, size_t n,
	    size_t nrand)
{
	uint64_t x = 0x9e3779b97f4a7c15u;
	size_t nv = 0, i, k;

	memset(v, 0, FIELD_EDGES_MAX * sizeof(v[0]));
	nv++;                                           /* 0 */
	v[nv++][0] = 1;
	v[nv++][0] = 2;
	sub_word(v[nv++], p, 1, 0, n);                  /* p - 1 */
	sub_word(v[nv++], p, 2, 0, n);                  /* p - 2 */
	for (i = 0; i < n; i++)                         /* (p - 1) / 2 */
		v[nv][i] = p[i] >> 1 | (i + 1 < n ? p[i + 1] << 31 : 0);
	add_one(v[nv + 1], v[nv], n);                   /* (p + 1) / 2 */
	nv += 2;
	for (i = 0; i < n; i++)                         /* 2^(32n) - 1 - p */
		v[nv][i] = ~p[i];
	add_one(v[nv + 1], v[nv], n);                   /* R - p */
	nv += 2;
	for (k = 1; k < n; k++, nv++)                   /* 2^(32k) - 1 */
		for (i = 0; i < k; i++)
			v[nv][i] = 0xffffffff;
	for (k = 0; k < n; k++)                         /* p - 2^(32k) */
		sub_word(v[nv++], p, 1, k, n);
	for (i = 0; i < n; i++)                         /* alternating */
		v[nv][i] = i % 2 ? 0xffffffff : 0;
	nv++;
	/* random values with a top word below p's (2^32 - 1): below p */
	while (nrand-- > 0 && nv < FIELD_EDGES_MAX) {
		for (i = 0; i < n; i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			v[nv][i] = (uint32_t)(x >> 16);
		}
		v[nv][n - 1] -= v[nv][n - 1] == 0xffffffff;
		nv++;
	}
	return nv;
}
