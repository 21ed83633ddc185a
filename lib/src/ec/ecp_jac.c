/* SPDX-License-Identifier: MIT */
/* Jacobian scalar multiplications of the a = -3 prime curves. */
/*
 * Constant-time except cb_ecp_jmul2 (verification: public scalars and
 * points).  Secret: the scalars and every point derived from them.
 *
 * A Jacobian point (X : Y : Z) is the affine (X / Z^2, Y / Z^3); Z = 0
 * is infinity.  The a = -3 curves (P-256, P-384, P-521, SM2) double in
 * 3M + 5S (Bernstein-Lange's dbl-2001-b) where the complete projective
 * formulas of ecp.c take 11M + 2 m_b; addition takes 12M + 4S, 8M + 3S
 * when the second point is affine (the comb's entries, Z = 1).  These
 * formulas are not complete: they fail when an input is infinity and
 * when P = Q (H = R = 0: the doubling case; P = -Q gives Z3 = 0,
 * infinity, correctly).  The constant-time walks below therefore reduce
 * the scalar below the order first (k < 2^nbits < 2n: one masked
 * subtraction) and then never meet the doubling case: before an
 * addition the accumulator is c G (or c P) and the added entry t G with
 * c and t sums of disjoint sets of bits of k >> i, so c + t < n and
 * c = +-t mod n only when c = t = 0.  Infinity on either side is taken
 * care of by masks (the sum is then the other input).  Verification
 * (public) branches on the cases instead.  Every walk returns the
 * projective point (X Z : Y : Z^3) that ecp.c and its callers expect.
 */
#include <string.h>

#include "cb/util.h"
#include "internal/ct.h"
#include "internal/ecp.h"

#define L CB_ECP_LIMBS
#define MUL(r, a, b) cb_ecp_fmul(e, r, a, b)
#define SQR(r, a) cb_ecp_fsqr(e, r, a)
#define ADD(r, a, b) cb_ecp_fadd(e, r, a, b)
#define SUB(r, a, b) cb_ecp_fsub(e, r, a, b)
/* words from one cb_ecp_point to the next in an array */
#define PT_WORDS (sizeof(cb_ecp_point) / sizeof(uint32_t))

/* All ones if the fully reduced field element a is zero. */
static uint32_t
fe_zero(const cb_ecp_ctx *e, const uint32_t *a)
{
	uint32_t acc = 0;
	size_t i;

	for (i = 0; i < e->n; i++)
		acc |= a[i];
	return cb_ct_eq32(acc, 0);
}

/* r = (x, y, z) where mask is all ones (n limbs of each coordinate). */
static void
pt_cmov(const cb_ecp_ctx *e, cb_ecp_point *r, const uint32_t *x,
	const uint32_t *y, const uint32_t *z, uint32_t mask)
{
	size_t i;

	for (i = 0; i < e->n; i++) {
		r->x[i] ^= mask & (r->x[i] ^ x[i]);
		r->y[i] ^= mask & (r->y[i] ^ y[i]);
		r->z[i] ^= mask & (r->z[i] ^ z[i]);
	}
}

/*
 * out[0..nw) = words 0..nw of entry idx - first of a table of count
 * entries stride words apart, every entry read under its mask: eight
 * words at a time, each gathered in a register over the whole table,
 * then the words left one at a time.
 */
static void
ct_select(uint32_t *out, const uint32_t *tab, size_t stride, size_t count,
	  size_t nw, uint32_t idx, uint32_t first)
{
	uint32_t a0, a1, a2, a3, a4, a5, a6, a7, m;
	const uint32_t *s;
	size_t off, j;

	for (off = 0; off + 8 <= nw; off += 8) {
		a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = 0;
		for (j = 0; j < count; j++) {
			s = tab + j * stride + off;
			m = cb_ct_eq32(first + (uint32_t)j, idx);
			a0 |= m & s[0];
			a1 |= m & s[1];
			a2 |= m & s[2];
			a3 |= m & s[3];
			a4 |= m & s[4];
			a5 |= m & s[5];
			a6 |= m & s[6];
			a7 |= m & s[7];
		}
		out[off] = a0;
		out[off + 1] = a1;
		out[off + 2] = a2;
		out[off + 3] = a3;
		out[off + 4] = a4;
		out[off + 5] = a5;
		out[off + 6] = a6;
		out[off + 7] = a7;
	}
	for (; off < nw; off++) {
		a0 = 0;
		for (j = 0; j < count; j++)
			a0 |= cb_ct_eq32(first + (uint32_t)j, idx) &
			      tab[j * stride + off];
		out[off] = a0;
	}
}

/* r = 2 p (dbl-2001-b, a = -3); infinity stays infinity; r may alias p. */
static void
jdbl(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p)
{
	uint32_t d[L], g[L], b[L], a[L], t[L];

	SQR(d, p->z);           /* delta = Z^2 */
	SQR(g, p->y);           /* gamma = Y^2 */
	MUL(b, p->x, g);        /* beta = X gamma */
	SUB(t, p->x, d);
	ADD(a, p->x, d);
	MUL(a, a, t);
	ADD(t, a, a);
	ADD(a, t, a);           /* alpha = 3 (X - delta) (X + delta) */
	ADD(t, p->y, p->z);
	SQR(t, t);
	SUB(t, t, g);
	SUB(r->z, t, d);        /* Z3 = (Y + Z)^2 - gamma - delta */
	ADD(b, b, b);
	ADD(b, b, b);           /* 4 beta */
	SQR(t, a);
	SUB(t, t, b);
	SUB(r->x, t, b);        /* X3 = alpha^2 - 8 beta */
	SUB(b, b, r->x);
	MUL(b, a, b);
	ADD(g, g, g);
	SQR(g, g);
	ADD(g, g, g);           /* 8 gamma^2 */
	SUB(r->y, b, g);        /* Y3 = alpha (4 beta - X3) - 8 gamma^2 */
}

/*
 * r = p + q by the general formula; q affine (Z = 1) when z2 is NULL
 * (public: the call site), else q's Z is z2.  *hz and *rz are the masks
 * of H = 0 and R = 0 (p = +-q, or an input at infinity).  r may alias p.
 */
static void
jadd(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p,
     const uint32_t *x2, const uint32_t *y2, const uint32_t *z2,
     uint32_t *hz, uint32_t *rz)
{
	uint32_t z1z1[L], u1[L], u2[L], s1[L], s2[L], h[L], rr[L], t[L],
		z3[L];

	SQR(z1z1, p->z);
	MUL(u2, x2, z1z1);
	MUL(s2, y2, p->z);
	MUL(s2, s2, z1z1);
	if (z2 != NULL) { /* public: the call site */
		SQR(t, z2);
		MUL(u1, p->x, t);
		MUL(s1, p->y, z2);
		MUL(s1, s1, t);
		MUL(z3, p->z, z2);
	} else {
		memcpy(u1, p->x, sizeof(u1));
		memcpy(s1, p->y, sizeof(s1));
		memcpy(z3, p->z, sizeof(z3));
	}
	SUB(h, u2, u1);
	SUB(rr, s2, s1);
	*hz = fe_zero(e, h);
	*rz = fe_zero(e, rr);
	MUL(r->z, z3, h);       /* Z3 = Z1 Z2 H */
	SQR(t, h);
	MUL(h, t, h);           /* H^3 */
	MUL(u1, u1, t);         /* U1 H^2 */
	SQR(t, rr);
	SUB(t, t, h);
	SUB(t, t, u1);
	SUB(r->x, t, u1);       /* X3 = R^2 - H^3 - 2 U1 H^2 */
	SUB(u1, u1, r->x);
	MUL(u1, u1, rr);
	MUL(s1, s1, h);
	SUB(r->y, u1, s1);      /* Y3 = R (U1 H^2 - X3) - S1 H^3 */
}

/*
 * acc += (x2, y2, z2) for the constant-time walks (no doubling case, see
 * the file comment): infinity in acc or in q (qinf, a mask) by masks.
 * z2 NULL: q affine.
 */
static void
jadd_ct(const cb_ecp_ctx *e, cb_ecp_point *acc, const uint32_t *x2,
	const uint32_t *y2, const uint32_t *z2, uint32_t qinf)
{
	cb_ecp_point s;
	uint32_t pinf, hz, rz;

	pinf = fe_zero(e, acc->z);
	jadd(e, &s, acc, x2, y2, z2, &hz, &rz);
	pt_cmov(e, &s, x2, y2, z2 != NULL ? z2 : e->one, pinf);
	pt_cmov(e, &s, acc->x, acc->y, acc->z, qinf);
	memcpy(acc->x, s.x, e->n * sizeof(*s.x));
	memcpy(acc->y, s.y, e->n * sizeof(*s.y));
	memcpy(acc->z, s.z, e->n * sizeof(*s.z));
	cb_wipe(&s, sizeof(s));
}

/* Projective (X : Y : Z) to Jacobian (X Z : Y Z^2 : Z); r may alias p. */
static void
to_jac(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p)
{
	uint32_t t[L];

	SQR(t, p->z);
	MUL(r->y, p->y, t);
	MUL(r->x, p->x, p->z);
	if (r != p) /* public: the call site */
		memcpy(r->z, p->z, sizeof(r->z));
}

/*
 * Jacobian to projective (X Z : Y : Z^3), infinity to (0 : 1 : 0);
 * r may alias p.
 */
static void
to_proj(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p)
{
	uint32_t t[L], inf;
	size_t i;

	inf = fe_zero(e, p->z);
	SQR(t, p->z);
	MUL(r->x, p->x, p->z);
	MUL(r->z, t, p->z);
	if (r != p) /* public: the call site */
		memcpy(r->y, p->y, sizeof(r->y));
	for (i = 0; i < e->n; i++)
		r->y[i] ^= inf & (r->y[i] ^ e->one[i]);
}

/* k' = k mod n for k < 2n (the scalars here are below 2^nbits). */
static void
reduce_k(const cb_ecp_ctx *e, uint32_t *r, const uint32_t *k)
{
	uint32_t t[L], bw;

	memcpy(r, k, e->n * sizeof(*r));
	bw = cb_bn_sub(t, k, e->q, e->n);
	cb_bn_cmov(r, t, e->n, 1 - bw);
	cb_wipe(t, sizeof(t));
}

/* see internal/ecp.h */
void
cb_ecp_jmul(const cb_ecp_ctx *e, cb_ecp_point *r, const cb_ecp_point *p,
	    const uint32_t *k)
{
	cb_ecp_point tab[16], acc, sel;
	uint32_t kr[L], d, hz, rz;
	size_t nw = (e->c->nbits + 3) / 4, n = e->n, w, i, j;

	reduce_k(e, kr, k);
	/* tab[i] = i p: no doubling case for i < 16 < n */
	memset(&tab[0], 0, sizeof(tab[0]));
	memcpy(tab[0].x, e->one, sizeof(tab[0].x));
	memcpy(tab[0].y, e->one, sizeof(tab[0].y));
	to_jac(e, &tab[1], p);
	for (i = 2; i < 16; i++)
		if (i & 1)
			jadd(e, &tab[i], &tab[i - 1], tab[1].x, tab[1].y,
			     tab[1].z, &hz, &rz);
		else
			jdbl(e, &tab[i], &tab[i / 2]);
	for (w = nw; w-- > 0;) {
		d = (kr[(4 * w) / 32] >> ((4 * w) % 32)) & 15;
		memset(&sel, 0, sizeof(sel));
		for (j = 0; j < 3; j++) {
			uint32_t *o = j == 0 ? sel.x : j == 1 ? sel.y : sel.z;
			const uint32_t *t = j == 0 ? tab[0].x
					    : j == 1 ? tab[0].y : tab[0].z;

			ct_select(o, t, PT_WORDS, 16, n, d, 0);
		}
		if (w == nw - 1) { /* public: position */
			acc = sel;
			continue;
		}
		for (i = 0; i < 4; i++)
			jdbl(e, &acc, &acc);
		jadd_ct(e, &acc, sel.x, sel.y, sel.z, fe_zero(e, sel.z));
	}
	to_proj(e, r, &acc);
	cb_wipe(tab, sizeof(tab));
	cb_wipe(&acc, sizeof(acc));
	cb_wipe(&sel, sizeof(sel));
	cb_wipe(kr, sizeof(kr));
}

/*
 * acc += tab[index of column i of k] (bits i, i+d, i+2d, i+3d; positions
 * public), reading all 15 affine entries with masks; index 0 is
 * infinity.
 */
static void
jadd_column(const cb_ecp_ctx *e, cb_ecp_point *acc, const uint32_t *tab,
	    const uint32_t *k, size_t i, size_t d)
{
	uint32_t xy[2 * L], idx = 0;
	size_t n = e->n, t, b;

	for (t = 0; t < 4; t++) {
		b = i + t * d;
		idx |= ((k[b / 32] >> (b % 32)) & 1) << t;
	}
	ct_select(xy, tab, 2 * n, 15, 2 * n, idx, 1);
	jadd_ct(e, acc, xy, xy + n, NULL, cb_ct_eq32(idx, 0));
	cb_wipe(xy, sizeof(xy));
}

/* see internal/ecp.h */
void
cb_ecp_jmul_gen(const cb_ecp_ctx *e, cb_ecp_point *r, const uint32_t *k)
{
	const uint32_t *tab = e->c->comb, *tab2 = e->c->comb2;
	cb_ecp_point acc;
	uint32_t kr[L];
	size_t d = (e->c->nbits + 3) / 4, h, i;

	reduce_k(e, kr, k);
	/* two blocks: column i + h comes from tab2 = 2^h tab */
	h = tab2 != NULL ? (d + 1) / 2 : d;
	memset(&acc, 0, sizeof(acc));
	memcpy(acc.x, e->one, sizeof(acc.x));
	memcpy(acc.y, e->one, sizeof(acc.y));
	for (i = h; i-- > 0;) {
		if (i != h - 1) /* public: position */
			jdbl(e, &acc, &acc);
		jadd_column(e, &acc, tab, kr, i, d);
		if (tab2 != NULL && i + h < d) /* public: curve, position */
			jadd_column(e, &acc, tab2, kr, i + h, d);
	}
	to_proj(e, r, &acc);
	cb_wipe(&acc, sizeof(acc));
	cb_wipe(kr, sizeof(kr));
}

/* acc += q for public points (verification): every case by branches. */
static void
jadd_pub(const cb_ecp_ctx *e, cb_ecp_point *acc, const cb_ecp_point *q)
{
	uint32_t hz, rz;

	if (cb_bn_is_zero(q->z, e->n))
		return;
	if (cb_bn_is_zero(acc->z, e->n)) {
		*acc = *q;
		return;
	}
	jadd(e, acc, acc, q->x, q->y, q->z, &hz, &rz);
	if (hz && rz)
		jdbl(e, acc, q);
}

/* Odd multiples q, 3q, ..., 15q of cb_ecp_jmul2's width-5 NAF of l. */
#define NAF_ODD 8
/* G's width where the curve has its odd multiples (godd: 32 of them) */
#define GODD_W 7

/*
 * acc += d x for a public digit d, odd, x the table of odd multiples:
 * Jacobian points (tab) or affine words (aff, 2 n per entry).
 */
static void
add_digit(const cb_ecp_ctx *e, cb_ecp_point *acc, const cb_ecp_point *tab,
	  const uint32_t *aff, int d)
{
	cb_ecp_point t;
	uint32_t zero[L], hz, rz;
	size_t j = (size_t)(d < 0 ? -d : d) / 2, n = e->n;

	if (aff != NULL) { /* public: the curve */
		memset(&t, 0, sizeof(t));
		memcpy(t.x, aff + 2 * n * j, n * sizeof(*aff));
		memcpy(t.y, aff + 2 * n * j + n, n * sizeof(*aff));
		memcpy(t.z, e->one, sizeof(t.z));
	} else {
		t = tab[j];
	}
	if (d < 0) {
		memset(zero, 0, sizeof(zero));
		SUB(t.y, zero, t.y);
	}
	if (cb_bn_is_zero(acc->z, n)) {
		*acc = t;
		return;
	}
	if (aff != NULL)
		jadd(e, acc, acc, t.x, t.y, NULL, &hz, &rz);
	else
		jadd_pub(e, acc, &t);
	if (aff != NULL && hz && rz)
		jdbl(e, acc, &t);
}

/* see internal/ecp.h */
void
cb_ecp_jmul2(const cb_ecp_ctx *e, cb_ecp_point *r, const uint32_t *k,
	     const cb_ecp_point *q, const uint32_t *l)
{
	const uint32_t *godd = e->c->godd;
	cb_ecp_point tg[NAF_ODD], tq[NAF_ODD], p2, acc, g;
	int8_t dk[32 * L + 1], dl[32 * L + 1];
	size_t i, t;
	int started = 0;

	for (t = godd != NULL; t < 2; t++) {
		cb_ecp_point *tab = t == 0 ? tg : tq;

		if (t == 0)
			cb_ecp_gen(e, &g);
		to_jac(e, &tab[0], t == 0 ? &g : q);
		jdbl(e, &p2, &tab[0]);
		for (i = 1; i < NAF_ODD; i++) {
			tab[i] = tab[i - 1];
			jadd_pub(e, &tab[i], &p2);
		}
	}
	cb_ecp_wnaf(e, dk, k, godd != NULL ? GODD_W : 5);
	cb_ecp_wnaf(e, dl, l, 5);
	memset(&acc, 0, sizeof(acc));
	for (i = e->c->nbits + 1; i-- > 0;) {
		if (started) /* public: position of the top digit */
			jdbl(e, &acc, &acc);
		if (dk[i] != 0) { /* public: the verification scalars */
			add_digit(e, &acc, tg, godd, dk[i]);
			started = 1;
		}
		if (dl[i] != 0) {
			add_digit(e, &acc, tq, NULL, dl[i]);
			started = 1;
		}
	}
	to_proj(e, r, &acc);
}
