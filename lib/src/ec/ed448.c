/* SPDX-License-Identifier: MIT */
/* Ed448 and Ed448ph signatures (RFC 8032 §5.2) on 32-bit limbs. */
/*
 * Constant-time: the seed, the expanded scalar s, the prefix, the nonce r
 * and everything derived from them are secret (keygen, sign).  Scalar
 * multiplication recodes the scalar into signed 4-bit digits with shifts
 * and additions, and uses an 8-entry table (1q .. 8q) built per call:
 * every entry is read and one kept with cb_f448_cmov() masks from
 * cb_ct_eq32() (no secret index), negation is a masked move, the add is
 * unconditional (the formulas are complete, so adding the neutral element
 * is fine), and loop bounds are fixed.  Scalars mod L fold 2^446 = c
 * mod L in three fixed passes and subtract L under a mask
 * (cb_ed448_sc_reduce()).  Hashing is SHAKE256 (constant-time).
 *
 * Verification handles public data only and may exit early on decoding
 * failures.  It is cofactorless as RFC 8032 §5.2.7 specifies: [S]B - [k]A
 * (one joint multiplication, variable time) is encoded and compared
 * byte-wise with the strictly decoded R.
 */
#include "cb/ec.h"

#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/ct.h"
#include "internal/f25519.h"
#include "internal/f448.h"

/* Projective coordinates (RFC 8032 §5.2.4): x = X/Z, y = Y/Z. */
typedef struct ge448 {
	cb_f448 x, y, z;
} ge448;

/* d = -39081 */
#define D_ABS 39081

/*
 * Verification's w-NAF width: stack tables of 1, 3, 5, 7 B and -A (width
 * 5, twice the tables, saves 4 % of the time for 1.3 KB more stack)
 */
#define ED448_WNAF 4

static const uint8_t bx_bytes[56] = {
	0x5e, 0xc0, 0x0c, 0xc7, 0x2b, 0xa8, 0x26, 0x26, 0x8e, 0x93, 0x00,
	0x8b, 0xe1, 0x80, 0x3b, 0x43, 0x11, 0x65, 0xb6, 0x2a, 0xf7, 0x1a,
	0xae, 0x12, 0x64, 0xa4, 0xd3, 0xa3, 0x24, 0xe3, 0x6d, 0xea, 0x67,
	0x17, 0x0f, 0x47, 0x70, 0x65, 0x14, 0x9e, 0xda, 0x36, 0xbf, 0x22,
	0xa6, 0x15, 0x1d, 0x22, 0xed, 0x0d, 0xed, 0x6b, 0xc6, 0x70, 0x19,
	0x4f
};

static const uint8_t by_bytes[56] = {
	0x14, 0xfa, 0x30, 0xf2, 0x5b, 0x79, 0x08, 0x98, 0xad, 0xc8, 0xd7,
	0x4e, 0x2c, 0x13, 0xbd, 0xfd, 0xc4, 0x39, 0x7c, 0xe6, 0x1c, 0xff,
	0xd3, 0x3a, 0xd7, 0xc2, 0xa0, 0x05, 0x1e, 0x9c, 0x78, 0x87, 0x40,
	0x98, 0xa3, 0x6c, 0x73, 0x73, 0xea, 0x4b, 0x62, 0xc7, 0xc9, 0x56,
	0x37, 0x20, 0x76, 0x88, 0x24, 0xbc, 0xb6, 0x6e, 0x71, 0x46, 0x3f,
	0x69
};

/*
 * L = 2^446 -
 *     13818066809895115352007386748515426880336692474882178609894547503885
 */
static const uint32_t ell448[14] = {
	0xab5844f3, 0x2378c292, 0x8dc58f55, 0x216cc272, 0xaed63690,
	0xc44edb49, 0x7cca23e9, 0xffffffff, 0xffffffff, 0xffffffff,
	0xffffffff, 0xffffffff, 0xffffffff, 0x3fffffff
};

/*
 * dom4(phflag, ctx) of RFC 8032 §5.2: "SigEd448" || phflag || len(ctx) ||
 * ctx, hashed before everything else (pure Ed448: phflag 0, empty ctx).
 */
typedef struct dom4 {
	uint8_t head[10];
	const uint8_t *ctx;
	size_t ctxlen;
} dom4;

static void
dom4_set(dom4 *d, unsigned phflag, const uint8_t *ctx, size_t ctxlen)
{
	memcpy(d->head, "SigEd448", 8);
	d->head[8] = (uint8_t)phflag;
	d->head[9] = (uint8_t)ctxlen;
	d->ctx = ctx;
	d->ctxlen = ctxlen;
}

static void
dom4_hash(cb_shake_ctx *ctx, const dom4 *d)
{
	cb_shake_update(ctx, d->head, sizeof(d->head));
	cb_shake_update(ctx, d->ctx, d->ctxlen);
}

static void
ge_identity(ge448 *p)
{
	cb_f448_zero(&p->x);
	cb_f448_set(&p->y, 1);
	cb_f448_set(&p->z, 1);
}

static void
ge_base(ge448 *p)
{
	cb_f448_frombytes(&p->x, bx_bytes);
	cb_f448_frombytes(&p->y, by_bytes);
	cb_f448_set(&p->z, 1);
}

/* r = p + q, RFC 8032 §5.2.4 (complete); r may alias p or q. */
static void
ge_add(ge448 *r, const ge448 *p, const ge448 *q)
{
	cb_f448 a, b, c, d, e, f, g, h;

	cb_f448_mul(&a, &p->z, &q->z);
	cb_f448_sqr(&b, &a);
	cb_f448_mul(&c, &p->x, &q->x);
	cb_f448_mul(&d, &p->y, &q->y);
	cb_f448_mul(&e, &c, &d);
	cb_f448_mul_small(&e, &e, D_ABS);
	/* F = B - dCD = B + 39081 CD, G = B + dCD = B - 39081 CD */
	cb_f448_add(&f, &b, &e);
	cb_f448_sub(&g, &b, &e);
	cb_f448_add(&h, &p->x, &p->y);
	cb_f448_add(&e, &q->x, &q->y);
	cb_f448_mul(&h, &h, &e);
	cb_f448_sub(&h, &h, &c);
	cb_f448_sub(&h, &h, &d);
	cb_f448_sub(&d, &d, &c);
	cb_f448_mul(&r->x, &a, &f);
	cb_f448_mul(&r->x, &r->x, &h);
	cb_f448_mul(&r->y, &a, &g);
	cb_f448_mul(&r->y, &r->y, &d);
	cb_f448_mul(&r->z, &f, &g);
}

/* r = 2p, RFC 8032 §5.2.4 doubling; r may alias p. */
static void
ge_dbl(ge448 *r, const ge448 *p)
{
	cb_f448 b, c, d, e, h, j;

	cb_f448_add(&b, &p->x, &p->y);
	cb_f448_sqr(&b, &b);
	cb_f448_sqr(&c, &p->x);
	cb_f448_sqr(&d, &p->y);
	cb_f448_add(&e, &c, &d);
	cb_f448_sqr(&h, &p->z);
	cb_f448_add(&h, &h, &h);
	cb_f448_sub(&j, &e, &h);
	cb_f448_sub(&b, &b, &e);
	cb_f448_sub(&c, &c, &d);
	cb_f448_mul(&r->x, &b, &j);
	cb_f448_mul(&r->y, &e, &c);
	cb_f448_mul(&r->z, &e, &j);
}

static void
ge_tobytes(uint8_t out[57], const ge448 *p)
{
	cb_f448 zi, x, y;

	cb_f448_inv(&zi, &p->z);
	cb_f448_mul(&x, &p->x, &zi);
	cb_f448_mul(&y, &p->y, &zi);
	cb_f448_tobytes(out, &y);
	out[56] = (uint8_t)(cb_f448_isneg(&x) << 7);
}

/*
 * Strict decoding, RFC 8032 §5.2.3: bits 448..454 must be zero and y < p,
 * x must exist, x = 0 with the sign bit set is refused.  Public input
 * (variable time).  Returns 0 or -1.
 */
static int
ge_frombytes(ge448 *p, const uint8_t s[57])
{
	uint8_t chk[56];
	cb_f448 u, v, x, t, one;
	unsigned sign = s[56] >> 7;

	if ((s[56] & 0x7f) != 0)
		return -1;
	cb_f448_frombytes(&p->y, s);
	cb_f448_tobytes(chk, &p->y);
	if (memcmp(chk, s, 56) != 0)
		return -1;
	/* u = y^2 - 1, v = d y^2 - 1, x = u^3 v (u^5 v^3)^((p-3)/4) */
	cb_f448_set(&one, 1);
	cb_f448_sqr(&u, &p->y);
	cb_f448_mul_small(&v, &u, D_ABS);
	cb_f448_neg(&v, &v);
	cb_f448_sub(&v, &v, &one);
	cb_f448_sub(&u, &u, &one);
	cb_f448_sqr(&t, &u);
	cb_f448_mul(&x, &t, &u);		/* u^3 */
	cb_f448_mul(&x, &x, &v);		/* u^3 v */
	cb_f448_mul(&t, &t, &x);		/* u^5 v */
	cb_f448_sqr(&one, &v);
	cb_f448_mul(&t, &t, &one);		/* u^5 v^3 */
	cb_f448_powp34(&t, &t);
	cb_f448_mul(&x, &x, &t);
	/* v x^2 == u, else no square root */
	cb_f448_sqr(&t, &x);
	cb_f448_mul(&t, &t, &v);
	cb_f448_sub(&t, &t, &u);
	if (!cb_f448_iszero(&t))
		return -1;
	if (cb_f448_iszero(&x) && sign)
		return -1;
	if (cb_f448_isneg(&x) != sign)
		cb_f448_neg(&x, &x);
	cb_f448_copy(&p->x, &x);
	cb_f448_set(&p->z, 1);
	return 0;
}

static void
ge_cmov(ge448 *r, const ge448 *a, uint32_t mask)
{
	cb_f448_cmov(&r->x, &a->x, mask);
	cb_f448_cmov(&r->y, &a->y, mask);
	cb_f448_cmov(&r->z, &a->z, mask);
}

/*
 * r = k q for k < 2^448 (57 little-endian bytes, last one zero), constant
 * time in k: signed 4-bit digits in [-8, 8), a table of 1q .. 8q scanned
 * whole with masked moves, a masked negation, and an unconditional add
 * (the formulas are complete, so adding the neutral element is fine).
 */
static void
ge_scalarmult(ge448 *r, const uint8_t k[57], const ge448 *q)
{
	ge448 tab[8], t;
	cb_f448 nx;
	int8_t e[114];
	uint32_t ub, neg, babs;
	int carry, i;
	unsigned j;

	for (i = 0; i < 57; i++) {
		e[2 * i] = (int8_t)(k[i] & 15);
		e[2 * i + 1] = (int8_t)(k[i] >> 4);
	}
	/* recentre; k < 2^448 leaves e[113] = carry <= 1 */
	carry = 0;
	for (i = 0; i < 113; i++) {
		e[i] = (int8_t)(e[i] + carry);
		carry = (e[i] + 8) >> 4;
		e[i] = (int8_t)(e[i] - carry * 16);
	}
	e[113] = (int8_t)(e[113] + carry);
	tab[0] = *q;
	for (j = 1; j < 8; j++)
		ge_add(&tab[j], &tab[j - 1], q);
	ge_identity(r);
	for (i = 113; i >= 0; i--) {
		if (i != 113) {
			ge_dbl(r, r);
			ge_dbl(r, r);
			ge_dbl(r, r);
			ge_dbl(r, r);
		}
		ub = (uint32_t)(int32_t)e[i];
		neg = ub >> 31;
		babs = (ub ^ cb_ct_mask32(neg)) + neg;
		ge_identity(&t);
		for (j = 0; j < 8; j++)
			ge_cmov(&t, &tab[j], cb_ct_eq32(babs, j + 1));
		/* -(x, y) = (-x, y) */
		cb_f448_neg(&nx, &t.x);
		cb_f448_cmov(&t.x, &nx, cb_ct_mask32(neg));
		ge_add(r, r, &t);
	}
	cb_wipe(e, sizeof(e));
	cb_wipe(tab, sizeof(tab));
	cb_wipe(&t, sizeof(t));
	cb_wipe(&nx, sizeof(nx));
}

/*
 * r = [a]P + [b]Q for a, b < 2^448 (57 little-endian bytes), variable
 * time: only verification's public S, k, B and -A enter (no secret).
 * One chain of doublings from the top nonzero digit of either width-4
 * NAF (no doubling of the identity); each nonzero digit adds an entry of
 * a stack table of P, 3P, 5P, 7P (or of Q's), negated for a negative
 * digit ((x, y) -> (-x, y)).
 */
static void
ge_double_scalarmult_vartime(ge448 *r, const uint8_t a[57], const ge448 *p,
			     const uint8_t b[57], const ge448 *q)
{
	int8_t na[8 * 57 + 1], nb[8 * 57 + 1];
	ge448 tab[2][1 << (ED448_WNAF - 2)], t;
	const int8_t *n[2] = { na, nb };
	const ge448 *pq[2] = { p, q };
	int i, top, d;
	unsigned s, j;

	cb_ec_wnaf(na, a, 57, ED448_WNAF);
	cb_ec_wnaf(nb, b, 57, ED448_WNAF);
	/* tab[s][j] = (2 j + 1) P (or Q): P, then + 2P each */
	for (s = 0; s < 2; s++) {
		ge_dbl(&t, pq[s]);
		tab[s][0] = *pq[s];
		for (j = 1; j < (1u << (ED448_WNAF - 2)); j++)
			ge_add(&tab[s][j], &tab[s][j - 1], &t);
	}
	for (top = 8 * 57; top >= 0 && na[top] == 0 && nb[top] == 0; top--)
		;
	ge_identity(r);
	for (i = top; i >= 0; i--) {
		if (i != top)
			ge_dbl(r, r);
		for (s = 0; s < 2; s++) {
			d = n[s][i];
			if (d == 0)
				continue;
			t = tab[s][(d < 0 ? -d : d) >> 1];
			if (d < 0)
				cb_f448_neg(&t.x, &t.x);
			ge_add(r, r, &t);
		}
	}
}

/* c = 2^446 - L, 224 bits: 2^446 = c mod L */
static const uint32_t ell448_c[7] = {
	0x54a7bb0d, 0xdc873d6d, 0x723a70aa, 0xde933d8d, 0x5129c96f,
	0x3bb124b6, 0x8335dc16
};

/*
 * x (n words, n <= 29, of a 30-word array) = (x mod 2^446) + h c with
 * h = floor(x / 2^446): the same value mod L.  The caller's bound on x
 * says how many words the result needs; the rest come out zero.  Fixed
 * loops and no branch: constant time in x.
 */
static void
sc_fold(uint32_t x[30], unsigned n)
{
	uint32_t h[16];
	uint64_t acc;
	unsigned i, j, nh = n - 13;

	for (i = 0; i < nh; i++)
		h[i] = x[13 + i] >> 30 | x[14 + i] << 2;
	x[13] &= 0x3fffffff;
	for (i = 14; i < n; i++)
		x[i] = 0;
	/* h c has nh + 7 <= n - 6 words: the carries stay below x[n] */
	for (i = 0; i < nh; i++) {
		acc = 0;
		for (j = 0; j < 7; j++) {
			acc += (uint64_t)h[i] * ell448_c[j] + x[i + j];
			x[i + j] = (uint32_t)acc;
			acc >>= 32;
		}
		for (j = i + 7; j < n; j++) {
			acc += x[j];
			x[j] = (uint32_t)acc;
			acc >>= 32;
		}
	}
	cb_wipe(h, sizeof(h));
}

/* see internal/f448.h */
void
cb_ed448_sc_reduce(uint8_t out[57], const uint8_t *in, size_t inlen)
{
	uint32_t x[30], t[14], borrow, mask;
	uint64_t d;
	size_t i;

	memset(x, 0, sizeof(x));
	for (i = 0; i < inlen; i++)
		x[i / 4] |= (uint32_t)in[i] << (8 * (i % 4));
	/*
	 * x < 2^912 -> below 2^466 2^224 + 2^446 < 2^691 (22 words) ->
	 * below 2^245 2^224 + 2^446 < 2^470 (15 words) -> below 2^24 2^224
	 * + 2^446 < 2 L (14 words)
	 */
	sc_fold(x, 29);
	sc_fold(x, 22);
	sc_fold(x, 15);
	/* t = x - L; keep t unless it borrowed */
	borrow = 0;
	for (i = 0; i < 14; i++) {
		d = (uint64_t)x[i] - ell448[i] - borrow;
		t[i] = (uint32_t)d;
		borrow = (uint32_t)(d >> 63);
	}
	mask = cb_ct_barrier32(borrow - 1);
	for (i = 0; i < 14; i++)
		x[i] ^= mask & (x[i] ^ t[i]);
	for (i = 0; i < 56; i++)
		out[i] = (uint8_t)(x[i / 4] >> (8 * (i % 4)));
	out[56] = 0;
	cb_wipe(x, sizeof(x));
	cb_wipe(t, sizeof(t));
}

/* out = (r + k s) mod L; r, k < L, s < 2^448 (byte 56 zero). */
static void
sc_muladd(uint8_t out[57], const uint8_t r[57], const uint8_t k[57],
	  const uint8_t s[57])
{
	uint32_t w[28], a[14], b[14];
	uint8_t buf[112];
	uint64_t c;
	unsigned i, j;

	for (i = 0; i < 14; i++) {
		a[i] = (uint32_t)k[4 * i] | (uint32_t)k[4 * i + 1] << 8 |
		       (uint32_t)k[4 * i + 2] << 16 |
		       (uint32_t)k[4 * i + 3] << 24;
		b[i] = (uint32_t)s[4 * i] | (uint32_t)s[4 * i + 1] << 8 |
		       (uint32_t)s[4 * i + 2] << 16 |
		       (uint32_t)s[4 * i + 3] << 24;
		w[i] = (uint32_t)r[4 * i] | (uint32_t)r[4 * i + 1] << 8 |
		       (uint32_t)r[4 * i + 2] << 16 |
		       (uint32_t)r[4 * i + 3] << 24;
		w[i + 14] = 0;
	}
	/* w = r + k s < 2^446 + 2^894: fits 896 bits */
	for (i = 0; i < 14; i++) {
		c = 0;
		for (j = 0; j < 14; j++) {
			c += (uint64_t)a[i] * b[j] + w[i + j];
			w[i + j] = (uint32_t)c;
			c >>= 32;
		}
		for (j = i + 14; j < 28; j++) {
			c += w[j];
			w[j] = (uint32_t)c;
			c >>= 32;
		}
	}
	for (i = 0; i < 112; i++)
		buf[i] = (uint8_t)(w[i / 4] >> (8 * (i % 4)));
	cb_ed448_sc_reduce(out, buf, sizeof(buf));
	cb_wipe(w, sizeof(w));
	cb_wipe(b, sizeof(b));
	cb_wipe(buf, sizeof(buf));
}

/* h = SHAKE256(seed, 114); s = clamped h[0..56], RFC 8032 §5.2.5. */
static void
expand_seed(uint8_t h[114], const uint8_t seed[57])
{
	cb_shake256(h, 114, seed, 57);
	h[0] &= 252;
	h[55] |= 128;
	h[56] = 0;
}

/* see cb/ec.h */
void
cb_ed448_public(uint8_t pub[CB_ED448_PUB_LEN],
		const uint8_t seed[CB_ED448_SEED_LEN])
{
	uint8_t h[114];
	ge448 a, b;

	expand_seed(h, seed);
	ge_base(&b);
	ge_scalarmult(&a, h, &b);
	ge_tobytes(pub, &a);
	cb_wipe(h, sizeof(h));
	cb_wipe(&a, sizeof(a));
}

static void
sign_dom(uint8_t sig[114], const uint8_t seed[57], const uint8_t pub[57],
	 const dom4 *dom, const uint8_t *msg, size_t len)
{
	uint8_t h[114], r[57], k[114], rb[57];
	cb_shake_ctx ctx;
	ge448 rp, b;

	expand_seed(h, seed);
	/* r = SHAKE256(dom4 || prefix || M, 114) mod L */
	cb_shake256_init(&ctx);
	dom4_hash(&ctx, dom);
	cb_shake_update(&ctx, h + 57, 57);
	cb_shake_update(&ctx, msg, len);
	cb_shake_squeeze(&ctx, k, 114);
	cb_shake_wipe(&ctx);
	cb_ed448_sc_reduce(r, k, 114);
	ge_base(&b);
	ge_scalarmult(&rp, r, &b);
	ge_tobytes(rb, &rp);
	/* k = SHAKE256(dom4 || R || A || M, 114) mod L */
	cb_shake256_init(&ctx);
	dom4_hash(&ctx, dom);
	cb_shake_update(&ctx, rb, 57);
	cb_shake_update(&ctx, pub, 57);
	cb_shake_update(&ctx, msg, len);
	cb_shake_squeeze(&ctx, k, 114);
	cb_shake_wipe(&ctx);
	cb_ed448_sc_reduce(k, k, 114);
	/* S = (r + k s) mod L; written last, sig may alias msg */
	sc_muladd(sig + 57, r, k, h);
	memcpy(sig, rb, 57);
	cb_wipe(h, sizeof(h));
	cb_wipe(r, sizeof(r));
	cb_wipe(&rp, sizeof(rp));
}

static int
verify_dom(const uint8_t sig[114], const uint8_t pub[57], const dom4 *dom,
	   const uint8_t *msg, size_t len)
{
	uint8_t k[114], chk[57];
	cb_shake_ctx ctx;
	ge448 a, r, sb, b;
	int i;

	/* S < L (RFC 8032 §5.2.7); byte 56 of S must be zero */
	if (sig[57 + 56] != 0)
		return CB_E_AUTH;
	for (i = 55; i >= 0; i--) {
		uint8_t lb = (uint8_t)(ell448[i / 4] >> (8 * (i % 4)));

		if (sig[57 + i] < lb)
			break;
		if (sig[57 + i] > lb || i == 0)
			return CB_E_AUTH;
	}
	if (ge_frombytes(&a, pub) != 0)
		return CB_E_RANGE;
	if (ge_frombytes(&r, sig) != 0)
		return CB_E_AUTH;
	cb_shake256_init(&ctx);
	dom4_hash(&ctx, dom);
	cb_shake_update(&ctx, sig, 57);
	cb_shake_update(&ctx, pub, 57);
	cb_shake_update(&ctx, msg, len);
	cb_shake_squeeze(&ctx, k, 114);
	cb_shake_wipe(&ctx);
	cb_ed448_sc_reduce(k, k, 114);
	/* [S]B - [k]A must encode to R: one joint multiplication */
	cb_f448_neg(&a.x, &a.x);
	ge_base(&b);
	ge_double_scalarmult_vartime(&sb, sig + 57, &b, k, &a);
	ge_tobytes(chk, &sb);
	return memcmp(chk, sig, 57) == 0 ? CB_OK : CB_E_AUTH;
}

/* see cb/ec.h */
void
cb_ed448_sign(uint8_t sig[CB_ED448_SIG_LEN],
	      const uint8_t seed[CB_ED448_SEED_LEN],
	      const uint8_t pub[CB_ED448_PUB_LEN], const uint8_t *msg,
	      size_t len)
{
	dom4 d;

	dom4_set(&d, 0, NULL, 0);
	sign_dom(sig, seed, pub, &d, msg, len);
}

/* see cb/ec.h */
int
cb_ed448_verify(const uint8_t sig[CB_ED448_SIG_LEN],
		const uint8_t pub[CB_ED448_PUB_LEN], const uint8_t *msg,
		size_t len)
{
	dom4 d;

	dom4_set(&d, 0, NULL, 0);
	return verify_dom(sig, pub, &d, msg, len);
}

/* see cb/ec.h */
int
cb_ed448ctx_sign(uint8_t sig[CB_ED448_SIG_LEN],
		 const uint8_t seed[CB_ED448_SEED_LEN],
		 const uint8_t pub[CB_ED448_PUB_LEN], const uint8_t *ctx,
		 size_t ctxlen, const uint8_t *msg, size_t len)
{
	dom4 d;

	if (ctxlen > 255)
		return CB_E_ARG;
	dom4_set(&d, 0, ctx, ctxlen);
	sign_dom(sig, seed, pub, &d, msg, len);
	return CB_OK;
}

/* see cb/ec.h */
int
cb_ed448ctx_verify(const uint8_t sig[CB_ED448_SIG_LEN],
		   const uint8_t pub[CB_ED448_PUB_LEN], const uint8_t *ctx,
		   size_t ctxlen, const uint8_t *msg, size_t len)
{
	dom4 d;

	if (ctxlen > 255)
		return CB_E_ARG;
	dom4_set(&d, 0, ctx, ctxlen);
	return verify_dom(sig, pub, &d, msg, len);
}

/* see cb/ec.h */
int
cb_ed448ph_sign(uint8_t sig[CB_ED448_SIG_LEN],
		const uint8_t seed[CB_ED448_SEED_LEN],
		const uint8_t pub[CB_ED448_PUB_LEN], const uint8_t *ctx,
		size_t ctxlen, const uint8_t prehash[CB_ED448_PH_LEN])
{
	dom4 d;

	if (ctxlen > 255)
		return CB_E_ARG;
	dom4_set(&d, 1, ctx, ctxlen);
	sign_dom(sig, seed, pub, &d, prehash, CB_ED448_PH_LEN);
	return CB_OK;
}

/* see cb/ec.h */
int
cb_ed448ph_verify(const uint8_t sig[CB_ED448_SIG_LEN],
		  const uint8_t pub[CB_ED448_PUB_LEN], const uint8_t *ctx,
		  size_t ctxlen, const uint8_t prehash[CB_ED448_PH_LEN])
{
	dom4 d;

	if (ctxlen > 255)
		return CB_E_ARG;
	dom4_set(&d, 1, ctx, ctxlen);
	return verify_dom(sig, pub, &d, prehash, CB_ED448_PH_LEN);
}
