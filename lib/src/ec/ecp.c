/* SPDX-License-Identifier: MIT */
/* Prime-curve field and point arithmetic, encodings and public keys. */
/*
 * Constant-time.  Secret: scalars (private keys, nonces) and every point
 * and coordinate derived from them.  Field arithmetic is Montgomery's,
 * cb/bn.h's code or, for P-256 and P-384, ecp_nist.c's dedicated
 * reduction (no value-dependent branches); point addition uses the
 * complete formulas of Renes, Costello and Batina (ePrint 2015/1060,
 * Algorithms 1, 3, 4 and 6), so doubling, infinity and P + (-P) need no
 * special case.  On the a = -3 curves (P-256, P-384, P-521, SM2) the
 * three scalar multiplications below hand over to the Jacobian walks of
 * ecp_jac.c (same tables, same promises, cheaper doublings); what
 * follows describes the others.  Scalar multiplication walks every
 * 4-bit window of the
 * order's length and reads all 16 table entries with masks; k G walks
 * every column of a 4-tooth comb over a precomputed table (P-256 and
 * P-384: two blocks, a second table for the upper half of the columns),
 * reading all 15 entries with masks and selecting infinity by mask.  The affine
 * conversion inverts Z by Fermat (square and multiply over the public
 * exponent p - 2, with the curve's field code).  The double-scalar
 * multiplication of verification (public scalars and points) indexes its
 * tables with the digits and skips zero digits.  Validity of
 * a private scalar is a mask, turned into the return code arithmetically.
 * Branches on data happen only while decoding public keys.
 */
#include <string.h>

#include "cb/mac.h"
#include "cb/util.h"
#include "internal/ct.h"
#include "internal/ecp.h"

#define L CB_ECP_LIMBS

/*
 * see internal/ecp.h: double 2^(bits-1) up to 2^(33n) mod m, then five
 * Montgomery squarings take 2^(33n) to 2^(64n) (each maps 2^a to
 * 2^(2a - 32n)).  Branches and loop bounds depend on the bit length of
 * m, which is public here.
 */
void
cb_ecp_rr(uint32_t *rr, const uint32_t *m, size_t n, uint32_t m0i)
{
	size_t bits = 32 * n, i, j;
	uint32_t c;

	while (bits > 1 && !((m[(bits - 1) / 32] >> ((bits - 1) % 32)) & 1))
		bits--;
	memset(rr, 0, n * sizeof(*rr));
	rr[(bits - 2) / 32] = (uint32_t)1 << ((bits - 2) % 32); /* < m */
	for (i = bits - 2; i < 33 * n; i++) {
		/* rr = 2 rr mod m */
		c = rr[n - 1] >> 31;
		for (j = n - 1; j > 0; j--)
			rr[j] = (rr[j] << 1) | (rr[j - 1] >> 31);
		rr[0] <<= 1;
		if (c || cb_bn_cmp(rr, m, n) >= 0)
			(void)cb_bn_sub(rr, rr, m, n);
	}
	for (i = 0; i < 5; i++)
		cb_bn_mont_mul(rr, rr, rr, m, n, m0i);
}

/* see internal/ecp.h */
void
cb_ecp_ctx_init(cb_ecp_ctx *e, const cb_ecp_curve *c)
{
	uint32_t t[L];
	size_t n = (c->plen + 3) / 4;

	memset(e, 0, sizeof(*e));
	e->c = c;
	e->n = n;
	/* the constants have the right lengths: from_bytes cannot fail */
	cb_ecp_load(e->p, n, c->p, c->plen);
	cb_ecp_load(e->q, n, c->n, c->nlen);
	e->p0i = cb_bn_mont_m0i(e->p[0]);
	e->q0i = cb_bn_mont_m0i(e->q[0]);
	cb_ecp_rr(e->p_rr, e->p, n, e->p0i);
	cb_ecp_rr(e->q_rr, e->q, n, e->q0i);
	cb_ecp_load(t, n, c->a, c->plen);
	cb_ecp_fmul(e, e->a, t, e->p_rr);
	cb_ecp_load(t, n, c->b, c->plen);
	cb_ecp_fmul(e, e->b, t, e->p_rr);
	cb_ecp_fadd(e, e->b3, e->b, e->b);
	cb_ecp_fadd(e, e->b3, e->b3, e->b);
	memset(t, 0, sizeof(t));
	t[0] = 1;
	cb_ecp_fmul(e, e->one, t, e->p_rr);
}

/* see internal/ecp.h */
void
cb_ecp_qmul(const cb_ecp_ctx *e, uint32_t *r, const uint32_t *a,
	    const uint32_t *b)
{
	if (e->n == 8) /* public: the curve */
		cb_ecp_mont_mul8(r, a, b, e->q, e->q0i);
	else
		cb_bn_mont_mul(r, a, b, e->q, e->n, e->q0i);
}

#define MUL(r, a, b) cb_ecp_fmul(e, r, a, b)
#define ADD(r, a, b) cb_ecp_fadd(e, r, a, b)
#define SUB(r, a, b) cb_ecp_fsub(e, r, a, b)

/* RCB Algorithm 4: complete addition for a = -3. */
static void
add_m3(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p,
       const cb_ecp_point *q)
{
	uint32_t t0[L], t1[L], t2[L], t3[L], t4[L], x3[L], y3[L], z3[L];
	const uint32_t *x1 = p->x, *y1 = p->y, *z1 = p->z;
	const uint32_t *x2 = q->x, *y2 = q->y, *z2 = q->z;

	MUL(t0, x1, x2);
	MUL(t1, y1, y2);
	MUL(t2, z1, z2);
	ADD(t3, x1, y1);
	ADD(t4, x2, y2);
	MUL(t3, t3, t4);
	ADD(t4, t0, t1);
	SUB(t3, t3, t4);
	ADD(t4, y1, z1);
	ADD(x3, y2, z2);
	MUL(t4, t4, x3);
	ADD(x3, t1, t2);
	SUB(t4, t4, x3);
	ADD(x3, x1, z1);
	ADD(y3, x2, z2);
	MUL(x3, x3, y3);
	ADD(y3, t0, t2);
	SUB(y3, x3, y3);
	MUL(z3, e->b, t2);
	SUB(x3, y3, z3);
	ADD(z3, x3, x3);
	ADD(x3, x3, z3);
	SUB(z3, t1, x3);
	ADD(x3, t1, x3);
	MUL(y3, e->b, y3);
	ADD(t1, t2, t2);
	ADD(t2, t1, t2);
	SUB(y3, y3, t2);
	SUB(y3, y3, t0);
	ADD(t1, y3, y3);
	ADD(y3, t1, y3);
	ADD(t1, t0, t0);
	ADD(t0, t1, t0);
	SUB(t0, t0, t2);
	MUL(t1, t4, y3);
	MUL(t2, t0, y3);
	MUL(y3, x3, z3);
	ADD(y3, y3, t2);
	MUL(x3, x3, t3);
	SUB(x3, x3, t1);
	MUL(z3, z3, t4);
	MUL(t1, t3, t0);
	ADD(z3, z3, t1);
	memcpy(r->x, x3, sizeof(x3));
	memcpy(r->y, y3, sizeof(y3));
	memcpy(r->z, z3, sizeof(z3));
}

/* RCB Algorithm 1: complete addition for any a (b3 = 3b). */
static void
add_gen(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p,
	const cb_ecp_point *q)
{
	uint32_t t0[L], t1[L], t2[L], t3[L], t4[L], t5[L], x3[L], y3[L],
		z3[L];
	const uint32_t *x1 = p->x, *y1 = p->y, *z1 = p->z;
	const uint32_t *x2 = q->x, *y2 = q->y, *z2 = q->z;

	MUL(t0, x1, x2);
	MUL(t1, y1, y2);
	MUL(t2, z1, z2);
	ADD(t3, x1, y1);
	ADD(t4, x2, y2);
	MUL(t3, t3, t4);
	ADD(t4, t0, t1);
	SUB(t3, t3, t4);
	ADD(t4, x1, z1);
	ADD(t5, x2, z2);
	MUL(t4, t4, t5);
	ADD(t5, t0, t2);
	SUB(t4, t4, t5);
	ADD(t5, y1, z1);
	ADD(x3, y2, z2);
	MUL(t5, t5, x3);
	ADD(x3, t1, t2);
	SUB(t5, t5, x3);
	MUL(z3, e->a, t4);
	MUL(x3, e->b3, t2);
	ADD(z3, x3, z3);
	SUB(x3, t1, z3);
	ADD(z3, t1, z3);
	MUL(y3, x3, z3);
	ADD(t1, t0, t0);
	ADD(t1, t1, t0);
	MUL(t2, e->a, t2);
	MUL(t4, e->b3, t4);
	ADD(t1, t1, t2);
	SUB(t2, t0, t2);
	MUL(t2, e->a, t2);
	ADD(t4, t4, t2);
	MUL(t0, t1, t4);
	ADD(y3, y3, t0);
	MUL(t0, t5, t4);
	MUL(x3, t3, x3);
	SUB(x3, x3, t0);
	MUL(t0, t3, t1);
	MUL(z3, t5, z3);
	ADD(z3, z3, t0);
	memcpy(r->x, x3, sizeof(x3));
	memcpy(r->y, y3, sizeof(y3));
	memcpy(r->z, z3, sizeof(z3));
}

/* see internal/ecp.h */
void
cb_ecp_add(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p,
	   const cb_ecp_point *q)
{
	if (e->c->a_m3) /* public: the curve */
		add_m3(e, r, p, q);
	else
		add_gen(e, r, p, q);
}

/* RCB Algorithm 6: doubling for a = -3. */
static void
dbl_m3(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p)
{
	uint32_t t0[L], t1[L], t2[L], t3[L], x3[L], y3[L], z3[L];
	const uint32_t *x = p->x, *y = p->y, *z = p->z;

	MUL(t0, x, x);
	MUL(t1, y, y);
	MUL(t2, z, z);
	MUL(t3, x, y);
	ADD(t3, t3, t3);
	MUL(z3, x, z);
	ADD(z3, z3, z3);
	MUL(y3, e->b, t2);
	SUB(y3, y3, z3);
	ADD(x3, y3, y3);
	ADD(y3, x3, y3);
	SUB(x3, t1, y3);
	ADD(y3, t1, y3);
	MUL(y3, x3, y3);
	MUL(x3, x3, t3);
	ADD(t3, t2, t2);
	ADD(t2, t2, t3);
	MUL(z3, e->b, z3);
	SUB(z3, z3, t2);
	SUB(z3, z3, t0);
	ADD(t3, z3, z3);
	ADD(z3, z3, t3);
	ADD(t3, t0, t0);
	ADD(t0, t3, t0);
	SUB(t0, t0, t2);
	MUL(t0, t0, z3);
	ADD(y3, y3, t0);
	MUL(t0, y, z);
	ADD(t0, t0, t0);
	MUL(z3, t0, z3);
	SUB(x3, x3, z3);
	MUL(z3, t0, t1);
	ADD(z3, z3, z3);
	ADD(z3, z3, z3);
	memcpy(r->x, x3, sizeof(x3));
	memcpy(r->y, y3, sizeof(y3));
	memcpy(r->z, z3, sizeof(z3));
}

/* RCB Algorithm 3: doubling for any a (b3 = 3b). */
static void
dbl_gen(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p)
{
	uint32_t t0[L], t1[L], t2[L], t3[L], x3[L], y3[L], z3[L];
	const uint32_t *x = p->x, *y = p->y, *z = p->z;

	MUL(t0, x, x);
	MUL(t1, y, y);
	MUL(t2, z, z);
	MUL(t3, x, y);
	ADD(t3, t3, t3);
	MUL(z3, x, z);
	ADD(z3, z3, z3);
	MUL(x3, e->a, z3);
	MUL(y3, e->b3, t2);
	ADD(y3, x3, y3);
	SUB(x3, t1, y3);
	ADD(y3, t1, y3);
	MUL(y3, x3, y3);
	MUL(x3, t3, x3);
	MUL(z3, e->b3, z3);
	MUL(t2, e->a, t2);
	SUB(t3, t0, t2);
	MUL(t3, e->a, t3);
	ADD(t3, t3, z3);
	ADD(z3, t0, t0);
	ADD(t0, z3, t0);
	ADD(t0, t0, t2);
	MUL(t0, t0, t3);
	ADD(y3, y3, t0);
	MUL(t2, y, z);
	ADD(t2, t2, t2);
	MUL(t0, t2, t3);
	SUB(x3, x3, t0);
	MUL(z3, t2, t1);
	ADD(z3, z3, z3);
	ADD(z3, z3, z3);
	memcpy(r->x, x3, sizeof(x3));
	memcpy(r->y, y3, sizeof(y3));
	memcpy(r->z, z3, sizeof(z3));
}

/* see internal/ecp.h */
void
cb_ecp_dbl(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p)
{
	if (e->c->a_m3) /* public: the curve */
		dbl_m3(e, r, p);
	else
		dbl_gen(e, r, p);
}

/* see internal/ecp.h */
void
cb_ecp_inf(const cb_ecp_ctx *e, cb_ecp_point *r)
{
	memset(r, 0, sizeof(*r));
	memcpy(r->y, e->one, sizeof(r->y));
}

/* see internal/ecp.h */
void
cb_ecp_gen(const cb_ecp_ctx *e, cb_ecp_point *r)
{
	uint32_t t[L];

	memset(r, 0, sizeof(*r));
	cb_ecp_load(t, e->n, e->c->gx, e->c->plen);
	MUL(r->x, t, e->p_rr);
	cb_ecp_load(t, e->n, e->c->gy, e->c->plen);
	MUL(r->y, t, e->p_rr);
	memcpy(r->z, e->one, sizeof(r->z));
}

/* tab[i] = i * p for i < 16; tab[0] is infinity. */
static void
build_table(const cb_ecp_ctx *e, cb_ecp_point *tab, const cb_ecp_point *p)
{
	size_t i;

	cb_ecp_inf(e, &tab[0]);
	tab[1] = *p;
	for (i = 2; i < 16; i++)
		if (i & 1)
			cb_ecp_add(e, &tab[i], &tab[i - 1], p);
		else
			cb_ecp_dbl(e, &tab[i], &tab[i / 2]);
}

/* acc += tab[digit w of k], reading all 16 entries under masks. */
static void
add_digit(const cb_ecp_ctx *e, cb_ecp_point *acc, const cb_ecp_point *tab,
	  const uint32_t *k, size_t w)
{
	cb_ecp_point sel;
	size_t i, j, n = e->n;
	uint32_t d, mask;

	d = (k[(4 * w) / 32] >> ((4 * w) % 32)) & 15;
	memset(&sel, 0, sizeof(sel));
	for (i = 0; i < 16; i++) {
		mask = cb_ct_eq32((uint32_t)i, d);
		for (j = 0; j < n; j++) {
			sel.x[j] |= mask & tab[i].x[j];
			sel.y[j] |= mask & tab[i].y[j];
			sel.z[j] |= mask & tab[i].z[j];
		}
	}
	cb_ecp_add(e, acc, acc, &sel);
	cb_wipe(&sel, sizeof(sel));
}

/* see internal/ecp.h */
void
cb_ecp_mul(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p,
	   const uint32_t *k)
{
	cb_ecp_point tab[16], acc;
	size_t nw = (e->c->nbits + 3) / 4, w, i;

	if (e->c->a_m3) { /* public: the curve */
		cb_ecp_jmul(e, r, p, k);
		return;
	}
	build_table(e, tab, p);
	cb_ecp_inf(e, &acc);
	for (w = nw; w-- > 0;) {
		if (w != nw - 1) /* public: position */
			for (i = 0; i < 4; i++)
				cb_ecp_dbl(e, &acc, &acc);
		add_digit(e, &acc, tab, k, w);
	}
	*r = acc;
	cb_wipe(tab, sizeof(tab));
	cb_wipe(&acc, sizeof(acc));
}

/*
 * acc += tab[index of column i of k] (bits i, i+d, i+2d, i+3d; positions
 * public), reading all 15 entries with masks; entry 0 is infinity (0 : 1
 * : 0), the others have Z = 1.
 */
static void
add_column(const cb_ecp_ctx *e, cb_ecp_point *acc, const uint32_t *tab,
	   const uint32_t *k, size_t i, size_t d)
{
	cb_ecp_point sel;
	size_t n = e->n, j, t, b;
	uint32_t idx = 0, mask, nz;

	for (t = 0; t < 4; t++) {
		b = i + t * d;
		idx |= ((k[b / 32] >> (b % 32)) & 1) << t;
	}
	memset(&sel, 0, sizeof(sel));
	for (j = 1; j < 16; j++) {
		const uint32_t *x = tab + (j - 1) * 2 * n;

		mask = cb_ct_eq32((uint32_t)j, idx);
		for (t = 0; t < n; t++) {
			sel.x[t] |= mask & x[t];
			sel.y[t] |= mask & x[n + t];
		}
	}
	nz = cb_ct_nonzero32(idx);
	for (t = 0; t < n; t++) {
		sel.y[t] |= ~nz & e->one[t];
		sel.z[t] = nz & e->one[t];
	}
	cb_ecp_add(e, acc, acc, &sel);
	cb_wipe(&sel, sizeof(sel));
}

/* see internal/ecp.h */
void
cb_ecp_mul_gen(const cb_ecp_ctx *e, cb_ecp_point *r, const uint32_t *k)
{
	const uint32_t *tab = e->c->comb, *tab2 = e->c->comb2;
	cb_ecp_point acc, g;
	size_t d = (e->c->nbits + 3) / 4, h, i;

	if (tab == NULL) { /* public: the curve */
		cb_ecp_gen(e, &g);
		cb_ecp_mul(e, r, &g, k);
		return;
	}
	if (e->c->a_m3) { /* public: the curve */
		cb_ecp_jmul_gen(e, r, k);
		return;
	}
	/* two blocks: column i + h comes from tab2 = 2^h tab */
	h = tab2 != NULL ? (d + 1) / 2 : d;
	cb_ecp_inf(e, &acc);
	for (i = h; i-- > 0;) {
		if (i != h - 1) /* public: position */
			cb_ecp_dbl(e, &acc, &acc);
		add_column(e, &acc, tab, k, i, d);
		if (tab2 != NULL && i + h < d) /* public: curve, position */
			add_column(e, &acc, tab2, k, i + h, d);
	}
	*r = acc;
	cb_wipe(&acc, sizeof(acc));
}

/* Odd multiples p, 3p, ..., 15p of cb_ecp_mul2's width-5 NAF. */
#define NAF_ODD 8

/* tab[i] = (2i + 1) p for i < NAF_ODD. */
static void
odd_table(const cb_ecp_ctx *e, cb_ecp_point *tab, const cb_ecp_point *p)
{
	cb_ecp_point p2;
	size_t i;

	cb_ecp_dbl(e, &p2, p);
	tab[0] = *p;
	for (i = 1; i < NAF_ODD; i++)
		cb_ecp_add(e, &tab[i], &tab[i - 1], &p2);
}

/* see internal/ecp.h */
void
cb_ecp_wnaf(const cb_ecp_ctx *e, int8_t *d, const uint32_t *k, unsigned w)
{
	const uint32_t mod = (uint32_t)1 << w, half = mod >> 1;
	uint32_t t[L + 1];
	uint64_t c;
	size_t n = e->n, i, j;
	int v;

	memcpy(t, k, n * sizeof(*t));
	t[n] = 0;
	for (i = 0; i < e->c->nbits + 1; i++) {
		v = 0;
		if (t[0] & 1) { /* public: the verification scalars */
			/* the digit: t mod 2^w, signed; t - v is 0 mod 2^w */
			v = (int)(t[0] & (mod - 1));
			if ((uint32_t)v > half)
				v -= (int)mod;
			c = (uint64_t)t[0] - (uint64_t)(int64_t)v;
			t[0] = (uint32_t)c;
			for (j = 1; v < 0 && j <= n; j++) {
				c = (c >> 32) + t[j];
				t[j] = (uint32_t)c;
			}
		}
		d[i] = (int8_t)v;
		for (j = 0; j < n; j++)
			t[j] = t[j] >> 1 | t[j + 1] << 31;
		t[n] >>= 1;
	}
}

/*
 * acc += d tab[|d| / 2] (d odd; -P is (X : -Y : Z)) for a public digit d;
 * 1 if it added something.
 */
static int
add_naf(const cb_ecp_ctx *e, cb_ecp_point *acc, const cb_ecp_point *tab,
	int d)
{
	cb_ecp_point neg;
	uint32_t zero[L];

	if (d == 0) /* public: the verification scalars */
		return 0;
	if (d > 0) {
		cb_ecp_add(e, acc, acc, &tab[d / 2]);
		return 1;
	}
	neg = tab[-d / 2];
	memset(zero, 0, sizeof(zero));
	SUB(neg.y, zero, neg.y);
	cb_ecp_add(e, acc, acc, &neg);
	return 1;
}

/* see internal/ecp.h */
void
cb_ecp_mul2(const cb_ecp_ctx *e, cb_ecp_point *r, const uint32_t *k,
	    const cb_ecp_point *q, const uint32_t *l)
{
	cb_ecp_point tp[NAF_ODD], tq[NAF_ODD], acc, g;
	int8_t dk[32 * L + 1], dl[32 * L + 1];
	size_t i;
	int started = 0;

	if (e->c->a_m3) { /* public: the curve */
		cb_ecp_jmul2(e, r, k, q, l);
		return;
	}
	cb_ecp_gen(e, &g);
	odd_table(e, tp, &g);
	odd_table(e, tq, q);
	cb_ecp_wnaf(e, dk, k, 5);
	cb_ecp_wnaf(e, dl, l, 5);
	cb_ecp_inf(e, &acc);
	for (i = e->c->nbits + 1; i-- > 0;) {
		if (started) /* public: position of the top digit */
			cb_ecp_dbl(e, &acc, &acc);
		started |= add_naf(e, &acc, tp, dk[i]);
		started |= add_naf(e, &acc, tq, dl[i]);
	}
	*r = acc;
}

/* Odd powers a, a^3, ..., a^15 kept by inv_pq: its window of 4 bits. */
#define FINV_ODD 8

/* bit i of the public exponent ex */
#define EXBIT(ex, i) (((ex)[(i) / 32] >> ((i) % 32)) & 1)

/* r = a b in the Montgomery form of p (q = 0) or of the order (q = 1) */
static void
mul_pq(const cb_ecp_ctx *e, int q, uint32_t *r, const uint32_t *a,
       const uint32_t *b)
{
	if (q) /* public: the call site */
		cb_ecp_qmul(e, r, a, b);
	else
		MUL(r, a, b);
}

/*
 * r = a^-1 = a^(m-2) (Fermat) in the Montgomery form of m = p (q = 0,
 * with the curve's field code, the dedicated one where there is one) or
 * m = the order (q = 1), by sliding windows of up to 4 bits over m - 2
 * with the odd powers of a: about one multiplication per five bits
 * where square and multiply took one per set bit (p - 2 is mostly ones
 * on the NIST primes: 128 on P-256, 318 on P-384), and no masked table
 * scan as cb_bn_mod_inv_prime's secret-exponent windows need.  The
 * exponent is public: its bits may steer the branches and pick the table
 * entry; a is secret and only multiplied.  r may alias a.
 */
static void
inv_pq(const cb_ecp_ctx *e, int q, uint32_t *r, const uint32_t *a)
{
	uint32_t odd[FINV_ODD][L], x2[L], ex[L], two[L];
	size_t i, j, k, d;
	int started = 0;

	memset(two, 0, sizeof(two));
	two[0] = 2;
	(void)cb_bn_sub(ex, q ? e->q : e->p, two, e->n);
	memcpy(odd[0], a, sizeof(odd[0]));
	mul_pq(e, q, x2, a, a);
	for (k = 1; k < FINV_ODD; k++)
		mul_pq(e, q, odd[k], odd[k - 1], x2);
	for (i = 32 * e->n; i-- > 0;) {
		if (!EXBIT(ex, i)) { /* public: m - 2 */
			if (started)
				mul_pq(e, q, r, r, r);
			continue;
		}
		/* the window i..j: at most 4 bits, ending on a one */
		for (j = i >= 3 ? i - 3 : 0; !EXBIT(ex, j); j++)
			;
		for (d = 0, k = i + 1; k-- > j;)
			d = 2 * d + EXBIT(ex, k);
		if (started) {
			for (k = j; k <= i; k++)
				mul_pq(e, q, r, r, r);
			mul_pq(e, q, r, r, odd[d / 2]);
		} else {
			memcpy(r, odd[d / 2], L * sizeof(*r));
		}
		started = 1;
		i = j;
	}
	cb_wipe(odd, sizeof(odd));
	cb_wipe(x2, sizeof(x2));
}

/* see internal/ecp.h */
void
cb_ecp_qinv(const cb_ecp_ctx *e, uint32_t *r, const uint32_t *a)
{
	uint32_t t[L], one[L];

	memset(t, 0, sizeof(t));
	memset(one, 0, sizeof(one));
	one[0] = 1;
	/* a R, its inverse a^-1 R, then out of Montgomery form */
	cb_ecp_qmul(e, t, a, e->q_rr);
	inv_pq(e, 1, t, t);
	cb_ecp_qmul(e, r, t, one);
	cb_wipe(t, sizeof(t));
}

/* see internal/ecp.h */
uint32_t
cb_ecp_affine(const cb_ecp_ctx *e, uint32_t *x, uint32_t *y,
	      const cb_ecp_point *p)
{
	uint32_t z[L], one[L];

	memset(one, 0, sizeof(one));
	one[0] = 1;
	/* z = (Z R)^-1 R = Z^-1 R, then normal Z^-1; X z / R is normal */
	inv_pq(e, 0, z, p->z);
	MUL(z, z, one);
	memset(x, 0, L * sizeof(*x));
	memset(y, 0, L * sizeof(*y));
	MUL(x, p->x, z);
	MUL(y, p->y, z);
	cb_wipe(z, sizeof(z));
	return cb_ct_mask32(1 - cb_bn_is_zero(p->z, e->n));
}

/* y^2 - (x^3 + a x + b) in Montgomery form is zero: mask. */
static uint32_t
on_curve(const cb_ecp_ctx *e, const uint32_t *x, const uint32_t *y)
{
	uint32_t l[L], r[L];

	memset(l, 0, sizeof(l));
	memset(r, 0, sizeof(r));
	MUL(l, y, y);
	MUL(r, x, x);
	ADD(r, r, e->a);
	MUL(r, r, x);
	ADD(r, r, e->b);
	SUB(l, l, r);
	return cb_ct_mask32(cb_bn_is_zero(l, e->n));
}

/* see internal/ecp.h */
int
cb_ecp_decode(const cb_ecp_ctx *e, cb_ecp_point *r, const uint8_t *in,
	      size_t len)
{
	const cb_ecp_curve *c = e->c;
	uint32_t x[L], y[L], rhs[L], t[L], ex[L];
	uint32_t tmp[CB_BN_MODEXP_TMP_LIMBS(L)];
	size_t n = e->n, i;

	memset(r, 0, sizeof(*r));
	memset(x, 0, sizeof(x));
	memset(y, 0, sizeof(y));
	if (in == NULL || (len != 1 + c->plen && len != 1 + 2 * c->plen))
		return CB_E_ARG;
	if (cb_bn_from_bytes(x, n, in + 1, c->plen) != CB_OK ||
	    cb_bn_cmp(x, e->p, n) >= 0)
		return CB_E_RANGE;
	MUL(r->x, x, e->p_rr);
	memcpy(r->z, e->one, sizeof(r->z));
	if (len == 1 + 2 * c->plen) {
		if (in[0] != 4)
			return CB_E_ARG;
		if (cb_bn_from_bytes(y, n, in + 1 + c->plen, c->plen) !=
			    CB_OK ||
		    cb_bn_cmp(y, e->p, n) >= 0)
			return CB_E_RANGE;
		MUL(r->y, y, e->p_rr);
		if (!on_curve(e, r->x, r->y))
			return CB_E_RANGE;
		return CB_OK;
	}
	if (in[0] != 2 && in[0] != 3)
		return CB_E_ARG;
	/* y = rhs^((p+1)/4): every curve here has p = 3 mod 4 */
	memset(rhs, 0, sizeof(rhs));
	memset(t, 0, sizeof(t));
	MUL(rhs, r->x, r->x);
	ADD(rhs, rhs, e->a);
	MUL(rhs, rhs, r->x);
	ADD(rhs, rhs, e->b);
	t[0] = 1;
	MUL(rhs, rhs, t); /* normal form */
	memset(ex, 0, sizeof(ex));
	(void)cb_bn_add(ex, e->p, t, n);
	for (i = 0; i < n; i++)
		ex[i] = (ex[i] >> 2) | (i + 1 < n ? ex[i + 1] << 30 : 0);
	cb_bn_mod_exp_rr(y, rhs, ex, n, e->p, n, e->p_rr, tmp);
	if ((y[0] & 1) != (uint32_t)(in[0] & 1)) {
		if (cb_bn_is_zero(y, n))
			return CB_E_RANGE;
		(void)cb_bn_sub(y, e->p, y, n);
	}
	MUL(r->y, y, e->p_rr);
	if (!on_curve(e, r->x, r->y))
		return CB_E_RANGE;
	return CB_OK;
}

/* see internal/ecp.h */
int
cb_ecp_encode(const cb_ecp_ctx *e, uint8_t *out, size_t len,
	      const uint32_t *x, const uint32_t *y)
{
	size_t pl = e->c->plen;

	if (len == 1 + 2 * pl) {
		out[0] = 4;
		cb_bn_to_bytes(out + 1, pl, x, e->n);
		cb_bn_to_bytes(out + 1 + pl, pl, y, e->n);
		return CB_OK;
	}
	if (len == 1 + pl) {
		out[0] = (uint8_t)(2 | (y[0] & 1));
		cb_bn_to_bytes(out + 1, pl, x, e->n);
		return CB_OK;
	}
	return CB_E_ARG;
}

/* see internal/ecp.h */
uint32_t
cb_ecp_scalar_decode(const cb_ecp_ctx *e, uint32_t *d, const uint8_t *in)
{
	uint32_t t[L], lt;

	memset(d, 0, L * sizeof(*d));
	cb_ecp_load(d, e->n, in, e->c->nlen);
	lt = cb_bn_sub(t, d, e->q, e->n); /* borrow: d < q */
	cb_wipe(t, sizeof(t));
	return cb_ct_mask32(lt) & ~cb_ct_mask32(cb_bn_is_zero(d, e->n));
}

/* see cb/ec.h */
const char *
cb_ecp_name(const cb_ecp_curve *c)
{
	return c->name;
}

/* see cb/ec.h */
size_t
cb_ecp_field_len(const cb_ecp_curve *c)
{
	return c->plen;
}

/* see cb/ec.h */
size_t
cb_ecp_scalar_len(const cb_ecp_curve *c)
{
	return c->nlen;
}

/* see cb/ec.h */
size_t
cb_ecp_pub_len(const cb_ecp_curve *c)
{
	return 1 + 2 * c->plen;
}

/* see cb/ec.h */
int
cb_ecp_drbg_rng(void *drbg, uint8_t *out, size_t len)
{
	return cb_hmac_drbg_generate((cb_hmac_drbg_ctx *)drbg, out, len,
				     NULL, 0) != CB_OK;
}

/* see cb/ec.h */
int
cb_ecp_pub_from_priv(uint8_t *pub, size_t pub_len, const cb_ecp_curve *c,
		     const uint8_t *priv, size_t priv_len)
{
	cb_ecp_ctx e;
	cb_ecp_point q;
	uint32_t d[L], x[L], y[L], ok;
	size_t i;

	if (c == NULL || pub == NULL || priv == NULL ||
	    priv_len != c->nlen ||
	    (pub_len != 1 + c->plen && pub_len != 1 + 2 * c->plen))
		return CB_E_ARG;
	cb_ecp_ctx_init(&e, c);
	ok = cb_ecp_scalar_decode(&e, d, priv);
	cb_ecp_mul_gen(&e, &q, d);
	ok &= cb_ecp_affine(&e, x, y, &q);
	(void)cb_ecp_encode(&e, pub, pub_len, x, y);
	for (i = 0; i < pub_len; i++)
		pub[i] &= (uint8_t)ok;
	cb_wipe(d, sizeof(d));
	cb_wipe(&q, sizeof(q));
	return cb_ecp_ret(ok, CB_E_RANGE);
}

/* see cb/ec.h */
int
cb_ecp_pub_check(const cb_ecp_curve *c, const uint8_t *pub, size_t pub_len)
{
	cb_ecp_ctx e;
	cb_ecp_point p;

	if (c == NULL)
		return CB_E_ARG;
	cb_ecp_ctx_init(&e, c);
	return cb_ecp_decode(&e, &p, pub, pub_len);
}

/* see cb/ec.h */
int
cb_ecp_pub_convert(uint8_t *out, size_t out_len, const cb_ecp_curve *c,
		   const uint8_t *in, size_t in_len)
{
	cb_ecp_ctx e;
	cb_ecp_point p;
	uint32_t x[L], y[L];
	int ret;

	if (c == NULL || out == NULL ||
	    (out_len != 1 + c->plen && out_len != 1 + 2 * c->plen))
		return CB_E_ARG;
	cb_ecp_ctx_init(&e, c);
	ret = cb_ecp_decode(&e, &p, in, in_len);
	if (ret != CB_OK)
		return ret;
	(void)cb_ecp_affine(&e, x, y, &p);
	return cb_ecp_encode(&e, out, out_len, x, y);
}
