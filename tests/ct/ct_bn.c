/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of cb/bn.h: every operand value (base, exponent,
 * modulus, control bits) is marked secret; only limb counts are public.
 */
#include <string.h>

#include "cb/bn.h"
#include "ct.h"

#define N 16

static uint32_t tmp[CB_BN_MODINV_TMP_LIMBS(N)];

int
main(void)
{
	uint32_t a[N], b[N], m[N], e[N], r[2 * N], rr[N], ctl = 1;
	uint8_t bytes[4 * N];
	size_t i;
	int c, bad = 0;

	for (i = 0; i < N; i++) {
		a[i] = (uint32_t)(i * 0x9e3779b9u + 7);
		b[i] = (uint32_t)(i * 0x7f4a7c15u + 3);
		m[i] = 0xffffffffu - (uint32_t)i;
		e[i] = (uint32_t)(i * 0x12345679u);
	}
	m[0] = 0xffffffc5u;
	CT_SECRET(a, sizeof(a));
	CT_SECRET(b, sizeof(b));
	CT_SECRET(m, sizeof(m));
	CT_SECRET(e, sizeof(e));
	CT_SECRET(&ctl, sizeof(ctl));
	(void)cb_bn_add(r, a, b, N);
	CT_OUTPUT(r, N * 4);
	(void)cb_bn_sub(r, a, b, N);
	CT_OUTPUT(r, N * 4);
	cb_bn_mul(r, a, b, N);
	CT_OUTPUT(r, sizeof(r));
	c = cb_bn_cmp(a, b, N);
	CT_PUBLIC(&c, sizeof(c));
	bad |= c != -1 && c != 1;
	(void)cb_bn_is_zero(a, N);
	memcpy(r, b, N * 4);
	cb_bn_cmov(r, a, N, ctl);
	CT_OUTPUT(r, N * 4);
	memcpy(r, b, N * 4);
	cb_bn_cswap(r, a, N, ctl);
	CT_OUTPUT(r, N * 4);
	CT_SECRET(a, sizeof(a));
	cb_bn_to_bytes(bytes, sizeof(bytes), a, N);
	CT_OUTPUT(bytes, sizeof(bytes));
	CT_SECRET(bytes, sizeof(bytes));
	bad |= cb_bn_from_bytes(r, N, bytes, sizeof(bytes)) != CB_OK;
	CT_OUTPUT(r, N * 4);
	cb_bn_mod(rr, a, N, m, N);
	CT_OUTPUT(rr, sizeof(rr));
	CT_SECRET(rr, sizeof(rr));
	cb_bn_mod_add(r, rr, rr, m, N);
	CT_OUTPUT(r, N * 4);
	CT_SECRET(r, N * 4);
	cb_bn_mod_sub(r, rr, r, m, N);
	CT_OUTPUT(r, N * 4);
	cb_bn_mont_rr(b, m, N);
	CT_OUTPUT(b, sizeof(b));
	CT_SECRET(b, sizeof(b));
	cb_bn_mont_mul(r, rr, b, m, N, cb_bn_mont_m0i(m[0]));
	CT_OUTPUT(r, N * 4);
	/* the exponent's 4-bit windows select table entries: the entry
	 * read must not depend on them (clang 14 once made it a branch) */
	cb_bn_mod_exp(r, rr, e, N, m, N, tmp);
	CT_OUTPUT(r, N * 4);
	cb_bn_mod_exp_rr(r, rr, e, N, m, N, b, tmp);
	CT_OUTPUT(r, N * 4);
	cb_bn_mod_inv_prime(r, rr, m, N, tmp);
	CT_OUTPUT(r, N * 4);
	cb_bn_mod_inv_prime_rr(r, rr, m, N, b, tmp);
	CT_OUTPUT(r, N * 4);
	/*
	 * Only the exponent secret (RSA's dP, DSA's k, DH's x): the result
	 * still carries its taint only if the windows reached it through
	 * data, not through which entry was loaded.  A fixed-size modulus
	 * (16 limbs) and the generic loop (10 limbs).
	 */
	CT_PUBLIC(m, sizeof(m));
	CT_PUBLIC(rr, sizeof(rr));
	for (i = 0; i < 2; i++) {
		size_t n = i ? 10 : N;

		cb_bn_mont_rr(b, m, n);
		cb_bn_mod_exp_rr(r, rr, e, n, m, n, b, tmp);
		CT_OUTPUT(r, n * 4);
		cb_bn_mod_exp(r, rr, e, n, m, n, tmp);
		CT_OUTPUT(r, n * 4);
	}
	return bad;
}
