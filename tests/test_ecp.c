/* SPDX-License-Identifier: MIT */
/* Tests for ECDSA/ECDH on the short Weierstrass prime curves (cb/ec.h). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/ec.h"
#include "cb/mac.h"
#include "cb/util.h"
#include "internal/config.h"
#include "internal/ecp.h"
#include "field_edges.h"
#include "vec.h"

static const cb_ecp_curve *const curves[] = {
	&cb_ecp_secp256r1, &cb_ecp_secp384r1, &cb_ecp_secp521r1,
	&cb_ecp_brainpoolp256r1, &cb_ecp_brainpoolp384r1,
	&cb_ecp_brainpoolp512r1, &cb_ecp_sm2,
};
#define NCURVES ((int)(sizeof(curves) / sizeof(curves[0])))
/* the six ECDSA/ECDH curves (SM2 has its own signature scheme) */
#define NDSA 6

static const cb_hash_desc *const hashes[] = {
	&cb_sha1_desc, &cb_sha224_desc, &cb_sha256_desc, &cb_sha384_desc,
	&cb_sha512_desc,
};

static const cb_ecp_curve *
curve_by_name(const char *name)
{
	int i;

	for (i = 0; i < NCURVES; i++)
		if (strcmp(cb_ecp_name(curves[i]), name) == 0)
			return curves[i];
	return NULL;
}

static const cb_hash_desc *
hash_by_name(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
		if (strcmp(hashes[i]->name, name) == 0)
			return hashes[i];
	return NULL;
}

static void
digest(const cb_hash_desc *h, uint8_t *out, const uint8_t *m, size_t len)
{
	cb_hash_any_ctx c;

	h->init(&c);
	h->update(&c, m, len);
	h->final(&c, out);
}

static vec_set
load(const char *file)
{
	vec_set set;
	char err[256];

	ck_assert_msg(vec_load(&set, NULL, file, err, sizeof(err)) == 0, "%s",
		      err);
	return set;
}

/* Deterministic test RNG (xorshift), as a cb_rng_fn. */
static int
test_rng(void *arg, uint8_t *out, size_t len)
{
	uint64_t *s = arg;
	size_t i;

	for (i = 0; i < len; i++) {
		*s ^= *s << 13;
		*s ^= *s >> 7;
		*s ^= *s << 17;
		out[i] = (uint8_t)(*s >> 24);
	}
	return 0;
}

static int
fail_rng(void *arg, uint8_t *out, size_t len)
{
	(void)arg;
	memset(out, 0xaa, len);
	return 1;
}

/* ---- domain parameters: G on the curve, n G = O, (n-1) G = -G ---- */
START_TEST(params)
{
	const cb_ecp_curve *c = curves[_i];
	cb_ecp_ctx e;
	cb_ecp_point g, r, s;
	uint32_t k[CB_ECP_LIMBS], x[CB_ECP_LIMBS], y[CB_ECP_LIMBS];
	uint32_t one[CB_ECP_LIMBS];
	uint8_t enc[CB_ECP_MAX_PUB_LEN], enc2[CB_ECP_MAX_PUB_LEN];
	size_t pl = cb_ecp_field_len(c);

	cb_ecp_ctx_init(&e, c);
	enc[0] = 4;
	memcpy(enc + 1, c->gx, pl);
	memcpy(enc + 1 + pl, c->gy, pl);
	ck_assert_int_eq(cb_ecp_pub_check(c, enc, 1 + 2 * pl), CB_OK);
	cb_ecp_gen(&e, &g);
	/* n G = infinity */
	memcpy(k, e.q, sizeof(k));
	cb_ecp_mul(&e, &r, &g, k);
	ck_assert_uint_eq(cb_ecp_affine(&e, x, y, &r), 0);
	/* 1 G = G */
	memset(one, 0, sizeof(one));
	one[0] = 1;
	cb_ecp_mul(&e, &r, &g, one);
	ck_assert_uint_ne(cb_ecp_affine(&e, x, y, &r), 0);
	ck_assert_int_eq(cb_ecp_encode(&e, enc2, 1 + 2 * pl, x, y), CB_OK);
	ck_assert_mem_eq(enc, enc2, 1 + 2 * pl);
	/* (n-1) G = -G: same x, y' = p - y */
	(void)cb_bn_sub(k, e.q, one, e.n);
	cb_ecp_mul(&e, &r, &g, k);
	ck_assert_uint_ne(cb_ecp_affine(&e, x, y, &r), 0);
	ck_assert_int_eq(cb_ecp_encode(&e, enc2, 1 + 2 * pl, x, y), CB_OK);
	ck_assert_mem_eq(enc + 1, enc2 + 1, pl);
	(void)cb_bn_sub(y, e.p, y, e.n);
	cb_ecp_load(x, e.n, c->gy, pl);
	ck_assert_int_eq(cb_bn_cmp(x, y, e.n), 0);
	/* 2 G = G + G, and (n-1) G + G = O (complete formulas) */
	memset(k, 0, sizeof(k));
	k[0] = 2;
	cb_ecp_mul(&e, &r, &g, k);
	cb_ecp_add(&e, &s, &g, &g);
	(void)cb_ecp_affine(&e, x, y, &r);
	(void)cb_ecp_affine(&e, one, k, &s);
	ck_assert_int_eq(cb_bn_cmp(x, one, e.n), 0);
	ck_assert_int_eq(cb_bn_cmp(y, k, e.n), 0);
	(void)cb_bn_sub(k, e.q, (memset(one, 0, sizeof(one)), one[0] = 1, one),
			e.n);
	cb_ecp_mul(&e, &r, &g, k);
	cb_ecp_add(&e, &s, &r, &g);
	ck_assert_uint_eq(cb_ecp_affine(&e, x, y, &s), 0);
	/* compressed form of G round-trips */
	ck_assert_int_eq(cb_ecp_pub_convert(enc2, 1 + pl, c, enc, 1 + 2 * pl),
			 CB_OK);
	ck_assert_uint_eq(enc2[0], 2 | (c->gy[pl - 1] & 1));
	ck_assert_int_eq(cb_ecp_pub_convert(enc2, 1 + 2 * pl, c, enc2,
					    1 + pl), CB_OK);
	ck_assert_mem_eq(enc, enc2, 1 + 2 * pl);
}
END_TEST

/* (a + b) G = a G + b G for random scalars: the formulas agree. */
START_TEST(linearity)
{
	const cb_ecp_curve *c = curves[_i];
	cb_ecp_ctx e;
	cb_ecp_point g, pa, pb, pab;
	uint32_t a[CB_ECP_LIMBS], b[CB_ECP_LIMBS], ab[CB_ECP_LIMBS];
	uint32_t x1[CB_ECP_LIMBS], y1[CB_ECP_LIMBS], x2[CB_ECP_LIMBS],
		y2[CB_ECP_LIMBS];
	uint8_t buf[2 * CB_ECP_MAX_LEN];
	uint64_t seed = 0x1234567 + (uint64_t)_i;
	int it;

	cb_ecp_ctx_init(&e, c);
	cb_ecp_gen(&e, &g);
	for (it = 0; it < 4; it++) {
		(void)test_rng(&seed, buf, sizeof(buf));
		memset(a, 0, sizeof(a));
		memset(b, 0, sizeof(b));
		cb_bn_mod(a, (const uint32_t *)buf, 8, e.q, e.n);
		cb_bn_mod(b, (const uint32_t *)(buf + 32), 8, e.q, e.n);
		cb_bn_mod_add(ab, a, b, e.q, e.n);
		cb_ecp_mul(&e, &pa, &g, a);
		cb_ecp_mul(&e, &pb, &g, b);
		cb_ecp_add(&e, &pa, &pa, &pb);
		cb_ecp_mul(&e, &pab, &g, ab);
		(void)cb_ecp_affine(&e, x1, y1, &pa);
		(void)cb_ecp_affine(&e, x2, y2, &pab);
		ck_assert_int_eq(cb_bn_cmp(x1, x2, e.n), 0);
		ck_assert_int_eq(cb_bn_cmp(y1, y2, e.n), 0);
	}
}
END_TEST

/*
 * The odd multiples of G (godd: verification's width-7 NAF) are (2i+1) G,
 * and cb_ecp_mul2 with them agrees with two cb_ecp_mul and an addition
 * on scalars whose NAF digits reach +-63.
 */
START_TEST(godd)
{
	const cb_ecp_curve *c = curves[_i];
	cb_ecp_ctx e;
	cb_ecp_point g, s, q, r1;
	uint32_t k[CB_ECP_LIMBS], l[CB_ECP_LIMBS], x[CB_ECP_LIMBS],
		y[CB_ECP_LIMBS], x2[CB_ECP_LIMBS], y2[CB_ECP_LIMBS];
	uint8_t buf[4 * CB_ECP_LIMBS];
	size_t i, n;
	uint64_t seed = 77 + (uint64_t)_i;

	if (c->godd == NULL)
		return;
	cb_ecp_ctx_init(&e, c);
	n = e.n;
	cb_ecp_gen(&e, &g);
	for (i = 0; i < 32; i++) {
		memset(k, 0, sizeof(k));
		k[0] = (uint32_t)(2 * i + 1);
		cb_ecp_mul(&e, &s, &g, k);
		ck_assert_uint_ne(cb_ecp_affine(&e, x, y, &s), 0);
		cb_ecp_fmul(&e, x, x, e.p_rr);
		cb_ecp_fmul(&e, y, y, e.p_rr);
		ck_assert_mem_eq(x, c->godd + i * 2 * n, 4 * n);
		ck_assert_mem_eq(y, c->godd + i * 2 * n + n, 4 * n);
	}
	/* k G + l Q against the constant-time walks, Q = 5 G */
	memset(l, 0, sizeof(l));
	l[0] = 5;
	cb_ecp_mul(&e, &q, &g, l);
	for (i = 0; i < 8; i++) {
		memset(k, 0, sizeof(k));
		memset(l, 0, sizeof(l));
		(void)test_rng(&seed, buf, sizeof(buf));
		cb_ecp_load(k, n, buf, 4 * n - 1);
		(void)test_rng(&seed, buf, sizeof(buf));
		cb_ecp_load(l, n, buf, 4 * n - 1);
		if (i == 0)
			k[0] = 0x3f3f3f3f; /* digits 63 and -1 */
		cb_ecp_mul2(&e, &r1, k, &q, l);
		ck_assert_uint_ne(cb_ecp_affine(&e, x, y, &r1), 0);
		cb_ecp_mul(&e, &s, &g, k);
		cb_ecp_mul(&e, &r1, &q, l);
		cb_ecp_add(&e, &s, &s, &r1);
		ck_assert_uint_ne(cb_ecp_affine(&e, x2, y2, &s), 0);
		ck_assert_mem_eq(x, x2, 4 * n);
		ck_assert_mem_eq(y, y2, 4 * n);
	}
}
END_TEST

/*
 * The comb tables equal sums of 2^(j d) G (the second block's 2^ceil(d/2)
 * times those), and k G by comb = by window.
 */
START_TEST(comb)
{
	const cb_ecp_curve *c = curves[_i];
	cb_ecp_ctx e;
	cb_ecp_point g, teeth[4], s, r1, r2;
	uint32_t k[CB_ECP_LIMBS], x[CB_ECP_LIMBS], y[CB_ECP_LIMBS];
	uint32_t x2[CB_ECP_LIMBS], y2[CB_ECP_LIMBS];
	uint8_t buf[4 * CB_ECP_LIMBS];
	size_t d, i, j, n;
	uint64_t seed = 31 + (uint64_t)_i;

	ck_assert_ptr_nonnull(c->comb);
	cb_ecp_ctx_init(&e, c);
	n = e.n;
	d = (c->nbits + 3) / 4;
	cb_ecp_gen(&e, &g);
	for (j = 0; j < 4; j++) {
		memset(k, 0, sizeof(k));
		k[(j * d) / 32] = (uint32_t)1 << ((j * d) % 32);
		cb_ecp_mul(&e, &teeth[j], &g, k);
	}
	for (i = 1; i < 16; i++) {
		cb_ecp_inf(&e, &s);
		for (j = 0; j < 4; j++)
			if (i >> j & 1)
				cb_ecp_add(&e, &s, &s, &teeth[j]);
		ck_assert_uint_ne(cb_ecp_affine(&e, x, y, &s), 0);
		cb_ecp_fmul(&e, x, x, e.p_rr);
		cb_ecp_fmul(&e, y, y, e.p_rr);
		ck_assert_mem_eq(x, c->comb + (i - 1) * 2 * n, 4 * n);
		ck_assert_mem_eq(y, c->comb + (i - 1) * 2 * n + n, 4 * n);
		if (c->comb2 == NULL)
			continue;
		/* the second block's table: 2^ceil(d/2) times the entry */
		memset(k, 0, sizeof(k));
		k[((d + 1) / 2) / 32] = (uint32_t)1 << (((d + 1) / 2) % 32);
		cb_ecp_mul(&e, &s, &s, k);
		ck_assert_uint_ne(cb_ecp_affine(&e, x, y, &s), 0);
		cb_ecp_fmul(&e, x, x, e.p_rr);
		cb_ecp_fmul(&e, y, y, e.p_rr);
		ck_assert_mem_eq(x, c->comb2 + (i - 1) * 2 * n, 4 * n);
		ck_assert_mem_eq(y, c->comb2 + (i - 1) * 2 * n + n, 4 * n);
	}
#if CB_ECP_COMB2
	ck_assert(c->comb2 != NULL || (c != &cb_ecp_secp256r1 &&
				       c != &cb_ecp_secp384r1));
#endif
	/* random scalars, 0, 1, n-1 */
	for (i = 0; i < 8; i++) {
		memset(k, 0, sizeof(k));
		(void)test_rng(&seed, buf, sizeof(buf));
		cb_bn_mod(k, (const uint32_t *)buf, n, e.q, n);
		if (i == 0)
			memset(k, 0, sizeof(k));
		if (i == 1) {
			memset(k, 0, sizeof(k));
			k[0] = 1;
		}
		if (i == 2) {
			memcpy(k, e.q, sizeof(k));
			k[0]--;
		}
		cb_ecp_mul_gen(&e, &r1, k);
		cb_ecp_mul(&e, &r2, &g, k);
		ck_assert_uint_eq(cb_ecp_affine(&e, x, y, &r1),
				  cb_ecp_affine(&e, x2, y2, &r2));
		ck_assert_int_eq(cb_bn_cmp(x, x2, n), 0);
		ck_assert_int_eq(cb_bn_cmp(y, y2, n), 0);
	}
}
END_TEST

/* The curves with a small ECDSA configuration (cb_ecdsa_sign_small). */
static int
has_small(const cb_ecp_curve *c)
{
	return c == &cb_ecp_secp256r1 || c == &cb_ecp_secp384r1;
}

/* ---- RFC 6979 appendix A.2.5-A.2.7 ---- */
START_TEST(rfc6979)
{
	vec_set set = load("rfc6979/ecdsa.vec");
	int r;

	ck_assert_int_eq(set.nrec, 30);
	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		const cb_ecp_curve *c = curve_by_name(rec->section);
		const cb_hash_desc *h = hash_by_name(vec_get(rec, "Hash"));
		size_t lp, lx, ly, lm, lr, ls;
		uint8_t *priv = vec_hex(rec, "Priv", &lp);
		uint8_t *qx = vec_hex(rec, "Qx", &lx);
		uint8_t *qy = vec_hex(rec, "Qy", &ly);
		uint8_t *msg = vec_hex(rec, "Msg", &lm);
		uint8_t *er = vec_hex(rec, "R", &lr);
		uint8_t *es = vec_hex(rec, "S", &ls);
		uint8_t pub[CB_ECP_MAX_PUB_LEN], sig[CB_ECP_MAX_SIG_LEN];
		uint8_t d[CB_HASH_MAX_LEN];
		size_t nl;

		ck_assert_msg(c != NULL && h != NULL, "%s", vec_where(rec));
		nl = cb_ecp_scalar_len(c);
		ck_assert_int_eq(cb_ecp_pub_from_priv(pub, cb_ecp_pub_len(c),
						      c, priv, lp), CB_OK);
		ck_assert_msg(memcmp(pub + 1, qx, lx) == 0 &&
			      memcmp(pub + 1 + lx, qy, ly) == 0, "%s",
			      vec_where(rec));
		digest(h, d, msg, lm);
		ck_assert_int_eq(cb_ecdsa_sign(sig, 2 * nl, c, h, priv, lp, d,
					       h->out_len), CB_OK);
		ck_assert_msg(memcmp(sig, er, lr) == 0 &&
			      memcmp(sig + nl, es, ls) == 0, "%s",
			      vec_where(rec));
		ck_assert_int_eq(cb_ecdsa_verify(c, pub, cb_ecp_pub_len(c), d,
						 h->out_len, sig, 2 * nl),
				 CB_OK);
		/* the small configuration: the same signature, both verify */
		ck_assert_int_eq(cb_ecdsa_verify_small(c, pub,
						       cb_ecp_pub_len(c), d,
						       h->out_len, sig, 2 * nl),
				 has_small(c) ? CB_OK : CB_E_UNSUPPORTED);
		memset(sig, 0, sizeof(sig));
		ck_assert_int_eq(cb_ecdsa_sign_small(sig, 2 * nl, c, h, priv,
						     lp, d, h->out_len),
				 has_small(c) ? CB_OK : CB_E_UNSUPPORTED);
		ck_assert_msg(!has_small(c) || (memcmp(sig, er, lr) == 0 &&
			      memcmp(sig + nl, es, ls) == 0), "%s small",
			      vec_where(rec));
		ck_assert_int_eq(cb_ecdsa_verify(c, pub, cb_ecp_pub_len(c), d,
						 h->out_len, sig, 2 * nl),
				 has_small(c) ? CB_OK : CB_E_AUTH);
		free(priv);
		free(qx);
		free(qy);
		free(msg);
		free(er);
		free(es);
	}
	vec_free(&set);
}
END_TEST

/* ---- Wycheproof (converted subsets) ---- */
static const char *const wp_ecdsa[] = {
	"ecdsa/wycheproof_secp256r1_sha256.vec",
	"ecdsa/wycheproof_secp256r1_sha512.vec",
	"ecdsa/wycheproof_secp384r1_sha384.vec",
	"ecdsa/wycheproof_secp521r1_sha512.vec",
	"ecdsa/wycheproof_brainpoolp256r1_sha256.vec",
	"ecdsa/wycheproof_brainpoolp384r1_sha384.vec",
	"ecdsa/wycheproof_brainpoolp512r1_sha512.vec",
};
#define NWP_ECDSA ((int)(sizeof(wp_ecdsa) / sizeof(wp_ecdsa[0])))

START_TEST(wycheproof_ecdsa)
{
	vec_set set = load(wp_ecdsa[_i]);
	int r, valid = 0, invalid = 0;

	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		const cb_ecp_curve *c = curve_by_name(vec_get(rec, "Curve"));
		const cb_hash_desc *h = hash_by_name(vec_get(rec, "Hash"));
		const char *res = vec_get(rec, "Result");
		size_t lq, lm, ls, nl;
		uint8_t *q = vec_hex(rec, "Key", &lq);
		uint8_t *msg = vec_hex(rec, "Msg", &lm);
		uint8_t *der = vec_hex(rec, "Sig", &ls);
		uint8_t d[CB_HASH_MAX_LEN], sig[CB_ECP_MAX_SIG_LEN];
		int ok, ok_small;

		ck_assert_msg(c && h && q && msg && der && res, "%s",
			      vec_where(rec));
		nl = cb_ecp_scalar_len(c);
		digest(h, d, msg, lm);
		ok = cb_ecdsa_sig_from_der(sig, 2 * nl, c, der, ls) == CB_OK;
		/* both configurations give the same verdict */
		ok_small = ok && cb_ecdsa_verify_small(c, q, lq, d, h->out_len,
						       sig, 2 * nl) == CB_OK;
		ok = ok && cb_ecdsa_verify(c, q, lq, d, h->out_len, sig,
					   2 * nl) == CB_OK;
		if (!has_small(c))
			ok_small = ok;
		ck_assert_msg(ok == ok_small, "%s: small verify differs",
			      vec_where(rec));
		if (strcmp(res, "valid") == 0) {
			ck_assert_msg(ok, "%s: valid signature rejected",
				      vec_where(rec));
			valid++;
		} else {
			ck_assert_msg(!ok, "%s: invalid signature accepted",
				      vec_where(rec));
			invalid++;
		}
		free(q);
		free(msg);
		free(der);
	}
	ck_assert_int_gt(valid, 0);
	ck_assert_int_gt(invalid, 0);
	vec_free(&set);
}
END_TEST

static const char *const wp_ecdh[] = {
	"ecdh/wycheproof_secp256r1.vec",
	"ecdh/wycheproof_secp384r1.vec",
	"ecdh/wycheproof_secp521r1.vec",
	"ecdh/wycheproof_brainpoolp256r1.vec",
	"ecdh/wycheproof_brainpoolp384r1.vec",
	"ecdh/wycheproof_brainpoolp512r1.vec",
};
#define NWP_ECDH ((int)(sizeof(wp_ecdh) / sizeof(wp_ecdh[0])))

START_TEST(wycheproof_ecdh)
{
	vec_set set = load(wp_ecdh[_i]);
	int r, valid = 0, invalid = 0;

	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		const cb_ecp_curve *c = curve_by_name(vec_get(rec, "Curve"));
		const char *res = vec_get(rec, "Result");
		size_t lq, lp, ls, nl;
		uint8_t *q = vec_hex(rec, "Public", &lq);
		uint8_t *p = vec_hex(rec, "Private", &lp);
		uint8_t *s = vec_hex(rec, "Shared", &ls);
		uint8_t priv[CB_ECP_MAX_LEN], out[CB_ECP_MAX_LEN];
		int ret;

		ck_assert_msg(c && q && p && s && res, "%s", vec_where(rec));
		nl = cb_ecp_scalar_len(c);
		ck_assert_msg(lp <= nl, "%s", vec_where(rec));
		memset(priv, 0, nl - lp);
		memcpy(priv + nl - lp, p, lp);
		ret = cb_ecdh_shared(out, cb_ecp_field_len(c), c, priv, nl, q,
				     lq);
		if (strcmp(res, "invalid") != 0) {
			ck_assert_msg(ret == CB_OK && ls == cb_ecp_field_len(c)
				      && memcmp(out, s, ls) == 0,
				      "%s: ret %d", vec_where(rec), ret);
			valid++;
		} else {
			ck_assert_msg(ret != CB_OK, "%s: invalid accepted",
				      vec_where(rec));
			invalid++;
		}
		free(q);
		free(p);
		free(s);
	}
	ck_assert_int_gt(valid, 0);
	ck_assert_int_gt(invalid, 0);
	vec_free(&set);
}
END_TEST

/* ---- properties ---- */

/* ECDH: both sides agree; compressed and uncompressed keys work. */
START_TEST(ecdh_agree)
{
	const cb_ecp_curve *c = curves[_i];
	uint8_t a[CB_ECP_MAX_LEN], b[CB_ECP_MAX_LEN];
	uint8_t pa[CB_ECP_MAX_PUB_LEN], pb[CB_ECP_MAX_PUB_LEN];
	uint8_t pc[CB_ECP_MAX_PUB_LEN];
	uint8_t s1[CB_ECP_MAX_LEN], s2[CB_ECP_MAX_LEN], s3[CB_ECP_MAX_LEN];
	size_t nl = cb_ecp_scalar_len(c), pl = cb_ecp_field_len(c);
	size_t publ = cb_ecp_pub_len(c);
	uint64_t seed = 77 + (uint64_t)_i;
	cb_hmac_drbg_ctx drbg;
	uint8_t ent[32];
	int it;

	for (it = 0; it < 3; it++) {
		ck_assert_int_eq(cb_ecdh_keygen(a, nl, pa, publ, c, test_rng,
						&seed), CB_OK);
		ck_assert_int_eq(cb_ecdh_keygen(b, nl, pb, 1 + pl, c,
						test_rng, &seed), CB_OK);
		ck_assert_int_eq(cb_ecdh_shared(s1, pl, c, a, nl, pb, 1 + pl),
				 CB_OK);
		ck_assert_int_eq(cb_ecdh_shared(s2, pl, c, b, nl, pa, publ),
				 CB_OK);
		ck_assert_mem_eq(s1, s2, pl);
		ck_assert_int_eq(cb_ecp_pub_convert(pc, publ, c, pb, 1 + pl),
				 CB_OK);
		ck_assert_int_eq(cb_ecdh_shared(s3, pl, c, a, nl, pc, publ),
				 CB_OK);
		ck_assert_mem_eq(s1, s3, pl);
	}
	/* keygen through HMAC-DRBG, and a failing RNG */
	memset(ent, 0x5c, sizeof(ent));
	ck_assert_int_eq(cb_hmac_drbg_init(&drbg, &cb_sha256_desc, ent, 32,
					   NULL, 0, NULL, 0), CB_OK);
	ck_assert_int_eq(cb_ecdh_keygen(a, nl, pa, publ, c, cb_ecp_drbg_rng,
					&drbg), CB_OK);
	ck_assert_int_eq(cb_ecp_pub_check(c, pa, publ), CB_OK);
	ck_assert_int_eq(cb_ecdh_keygen(a, nl, pa, publ, c, fail_rng, NULL),
			 CB_E_RNG);
}
END_TEST

/* Private keys 0, n, n+1 and all-ones are rejected; 1 and n-1 work. */
START_TEST(bad_priv)
{
	const cb_ecp_curve *c = curves[_i];
	uint8_t d[CB_ECP_MAX_LEN], pub[CB_ECP_MAX_PUB_LEN];
	uint8_t sig[CB_ECP_MAX_SIG_LEN], s[CB_ECP_MAX_LEN];
	uint8_t sig2[CB_ECP_MAX_SIG_LEN], g[CB_ECP_MAX_PUB_LEN];
	uint8_t dig[32];
	size_t nl = cb_ecp_scalar_len(c), pl = cb_ecp_field_len(c), i;
	size_t publ = cb_ecp_pub_len(c);

	memset(dig, 0x42, sizeof(dig));
	g[0] = 4;
	memcpy(g + 1, c->gx, pl);
	memcpy(g + 1 + pl, c->gy, pl);
	memset(d, 0, nl);
	ck_assert_int_eq(cb_ecp_pub_from_priv(pub, publ, c, d, nl),
			 CB_E_RANGE);
	for (i = 0; i < publ; i++)
		ck_assert_uint_eq(pub[i], 0);
	ck_assert_int_eq(cb_ecdh_shared(s, pl, c, d, nl, g, publ), CB_E_RANGE);
	ck_assert_int_eq(cb_ecdsa_sign(sig, 2 * nl, c, &cb_sha256_desc, d, nl,
				       dig, 32), CB_E_RANGE);
	for (i = 0; i < 2 * nl; i++)
		ck_assert_uint_eq(sig[i], 0);
	memset(sig, 0xa5, 2 * nl);
	ck_assert_int_eq(cb_ecdsa_sign_small(sig, 2 * nl, c, &cb_sha256_desc,
					     d, nl, dig, 32),
			 has_small(c) ? CB_E_RANGE : CB_E_UNSUPPORTED);
	for (i = 0; i < 2 * nl; i++)
		ck_assert_uint_eq(sig[i], 0);
	memcpy(d, c->n, nl);
	ck_assert_int_eq(cb_ecp_pub_from_priv(pub, publ, c, d, nl),
			 CB_E_RANGE);
	ck_assert_int_eq(cb_ecdh_shared(s, pl, c, d, nl, g, publ), CB_E_RANGE);
	ck_assert_int_eq(cb_ecdsa_sign_small(sig, 2 * nl, c, &cb_sha256_desc,
					     d, nl, dig, 32),
			 has_small(c) ? CB_E_RANGE : CB_E_UNSUPPORTED);
	memset(d, 0xff, nl);
	ck_assert_int_eq(cb_ecp_pub_from_priv(pub, publ, c, d, nl),
			 CB_E_RANGE);
	/* d = 1: pub = G, shared with G = Gx */
	memset(d, 0, nl);
	d[nl - 1] = 1;
	ck_assert_int_eq(cb_ecp_pub_from_priv(pub, publ, c, d, nl), CB_OK);
	ck_assert_mem_eq(pub, g, publ);
	ck_assert_int_eq(cb_ecdh_shared(s, pl, c, d, nl, g, publ), CB_OK);
	ck_assert_mem_eq(s, c->gx, pl);
	/* d = n - 1: sign/verify */
	memcpy(d, c->n, nl);
	d[nl - 1]--;
	ck_assert_int_eq(cb_ecp_pub_from_priv(pub, publ, c, d, nl), CB_OK);
	ck_assert_int_eq(cb_ecdsa_sign(sig, 2 * nl, c, &cb_sha256_desc, d, nl,
				       dig, 32), CB_OK);
	ck_assert_int_eq(cb_ecdsa_verify(c, pub, publ, dig, 32, sig, 2 * nl),
			 CB_OK);
	if (!has_small(c))
		return;
	ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, publ, dig, 32, sig,
					       2 * nl), CB_OK);
	ck_assert_int_eq(cb_ecdsa_sign_small(sig2, 2 * nl, c, &cb_sha256_desc,
					     d, nl, dig, 32), CB_OK);
	ck_assert_mem_eq(sig, sig2, 2 * nl);
}
END_TEST

/* Sign/verify round trip; flipping any bit of r, s or the digest fails. */
START_TEST(tamper)
{
	const cb_ecp_curve *c = curves[_i];
	const cb_hash_desc *h = hashes[2 + (_i % 3)];
	uint8_t d[CB_ECP_MAX_LEN], pub[CB_ECP_MAX_PUB_LEN];
	uint8_t sig[CB_ECP_MAX_SIG_LEN], sig2[CB_ECP_MAX_SIG_LEN];
	uint8_t dig[CB_HASH_MAX_LEN], der[CB_ECP_MAX_DER_LEN];
	uint8_t cpub[CB_ECP_MAX_PUB_LEN];
	size_t nl = cb_ecp_scalar_len(c), publ = cb_ecp_pub_len(c), i, dl;
	uint64_t seed = 99 + (uint64_t)_i;
	/* the small configuration's verdicts, or CB_E_UNSUPPORTED */
	int sm = has_small(c);
	int ok = sm ? CB_OK : CB_E_UNSUPPORTED;
	int auth = sm ? CB_E_AUTH : CB_E_UNSUPPORTED;

	ck_assert_int_eq(cb_ecdh_keygen(d, nl, pub, publ, c, test_rng, &seed),
			 CB_OK);
	(void)test_rng(&seed, dig, sizeof(dig));
	ck_assert_int_eq(cb_ecdsa_sign(sig, 2 * nl, c, h, d, nl, dig,
				       h->out_len), CB_OK);
	/* deterministic */
	ck_assert_int_eq(cb_ecdsa_sign(sig2, 2 * nl, c, h, d, nl, dig,
				       h->out_len), CB_OK);
	ck_assert_mem_eq(sig, sig2, 2 * nl);
	ck_assert_int_eq(cb_ecdsa_verify(c, pub, publ, dig, h->out_len, sig,
					 2 * nl), CB_OK);
	/* the small configuration: the same signature and verdicts */
	ck_assert_int_eq(cb_ecdsa_sign_small(sig2, 2 * nl, c, h, d, nl, dig,
					     h->out_len),
			 sm ? CB_OK : CB_E_UNSUPPORTED);
	if (sm)
		ck_assert_mem_eq(sig, sig2, 2 * nl);
	ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, publ, dig, h->out_len,
					       sig, 2 * nl), ok);
	/* a compressed key verifies in both */
	ck_assert_int_eq(cb_ecp_pub_convert(cpub, 1 + (publ - 1) / 2, c, pub,
					    publ), CB_OK);
	ck_assert_int_eq(cb_ecdsa_verify(c, cpub, 1 + (publ - 1) / 2, dig,
					 h->out_len, sig, 2 * nl), CB_OK);
	ck_assert_int_eq(cb_ecdsa_verify_small(c, cpub, 1 + (publ - 1) / 2,
					       dig, h->out_len, sig, 2 * nl),
			 ok);
	cpub[0] ^= 1; /* the other y */
	ck_assert_int_eq(cb_ecdsa_verify_small(c, cpub, 1 + (publ - 1) / 2,
					       dig, h->out_len, sig, 2 * nl),
			 auth);
	for (i = 0; i < 2 * nl; i += 7) {
		sig[i] ^= 0x10;
		ck_assert_int_eq(cb_ecdsa_verify(c, pub, publ, dig, h->out_len,
						 sig, 2 * nl), CB_E_AUTH);
		ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, publ, dig,
						       h->out_len, sig,
						       2 * nl), auth);
		sig[i] ^= 0x10;
	}
	for (i = 0; i < h->out_len; i += 5) {
		dig[i] ^= 1;
		ck_assert_int_eq(cb_ecdsa_verify(c, pub, publ, dig, h->out_len,
						 sig, 2 * nl), CB_E_AUTH);
		ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, publ, dig,
						       h->out_len, sig,
						       2 * nl), auth);
		dig[i] ^= 1;
	}
	/* DER round trip */
	ck_assert_int_eq(cb_ecdsa_sig_to_der(der, sizeof(der), &dl, c, sig,
					     2 * nl), CB_OK);
	ck_assert_int_eq(cb_ecdsa_sig_from_der(sig2, 2 * nl, c, der, dl),
			 CB_OK);
	ck_assert_mem_eq(sig, sig2, 2 * nl);
	ck_assert_int_eq(cb_ecdsa_sig_from_der(sig2, 2 * nl, c, der, dl - 1),
			 CB_E_AUTH);
	/* r = 0 or s = 0 */
	memset(sig2, 0, nl);
	memcpy(sig2 + nl, sig + nl, nl);
	ck_assert_int_eq(cb_ecdsa_verify(c, pub, publ, dig, h->out_len, sig2,
					 2 * nl), CB_E_AUTH);
	ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, publ, dig, h->out_len,
					       sig2, 2 * nl), auth);
	/* r = n: out of range */
	memcpy(sig2, c->n, nl);
	ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, publ, dig, h->out_len,
					       sig2, 2 * nl), auth);
	/* a corrupted public key is rejected */
	pub[publ - 1] ^= 1;
	ck_assert_int_eq(cb_ecdsa_verify(c, pub, publ, dig, h->out_len, sig,
					 2 * nl), CB_E_RANGE);
	ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, publ, dig, h->out_len,
					       sig, 2 * nl),
			 sm ? CB_E_RANGE : CB_E_UNSUPPORTED);
}
END_TEST

START_TEST(badlen)
{
	const cb_ecp_curve *c = &cb_ecp_secp256r1;
	uint8_t d[32], pub[65], sig[64], s[32], dig[32];
	uint64_t seed = 5;

	memset(dig, 1, sizeof(dig));
	ck_assert_int_eq(cb_ecdh_keygen(d, 32, pub, 65, c, test_rng, &seed),
			 CB_OK);
	ck_assert_int_eq(cb_ecdh_keygen(d, 31, pub, 65, c, test_rng, &seed),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ecdh_keygen(d, 32, pub, 64, c, test_rng, &seed),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ecdh_shared(s, 31, c, d, 32, pub, 65), CB_E_ARG);
	ck_assert_int_eq(cb_ecdh_shared(s, 32, c, d, 32, pub, 64), CB_E_RANGE);
	ck_assert_int_eq(cb_ecdsa_sign(sig, 63, c, &cb_sha256_desc, d, 32, dig,
				       32), CB_E_ARG);
	ck_assert_int_eq(cb_ecdsa_sign(sig, 64, c, NULL, d, 32, dig, 32),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ecdsa_sign(sig, 64, c, &cb_sha256_desc, d, 32, dig,
				       32), CB_OK);
	ck_assert_int_eq(cb_ecdsa_verify(c, pub, 65, dig, 32, sig, 63),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ecdsa_verify(c, pub, 65, dig, 32, sig, 64), CB_OK);
	ck_assert_int_eq(cb_ecdsa_sign_small(sig, 63, c, &cb_sha256_desc, d,
					     32, dig, 32), CB_E_ARG);
	ck_assert_int_eq(cb_ecdsa_sign_small(sig, 64, c, NULL, d, 32, dig,
					     32), CB_E_ARG);
	ck_assert_int_eq(cb_ecdsa_sign_small(sig, 64, c, &cb_sha256_desc, d,
					     31, dig, 32), CB_E_ARG);
	ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, 65, dig, 32, sig, 63),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ecdsa_verify_small(c, pub, 64, dig, 32, sig, 64),
			 CB_E_RANGE);
	ck_assert_int_eq(cb_ecdsa_verify_small(c, NULL, 65, dig, 32, sig, 64),
			 CB_E_RANGE);
	/* infinity encoding and bad prefixes */
	pub[0] = 0;
	ck_assert_int_ne(cb_ecp_pub_check(c, pub, 1), CB_OK);
	ck_assert_int_ne(cb_ecp_pub_check(c, pub, 65), CB_OK);
	pub[0] = 5;
	ck_assert_int_ne(cb_ecp_pub_check(c, pub, 65), CB_OK);
}
END_TEST

/* ---- SM2 ---- */

/* Known answers with a fixed nonce (GB/T 32918 Annex A, GmSSL, draft). */
START_TEST(sm2_kat)
{
	vec_set set = load("sm2/sign.vec");
	static uint8_t tp[32], ta[32], tb[32], tgx[32], tgy[32], tn[32];
	static cb_ecp_curve test_curve;
	int r;

	ck_assert_int_eq(set.nrec, 3);
	for (r = 0; r < set.nrec; r++) {
		const vec_rec *rec = &set.rec[r];
		const cb_ecp_curve *c = &cb_ecp_sm2;
		size_t lp, li, lm, lk, lr, ls, lz, l;
		uint8_t *priv = vec_hex(rec, "Priv", &lp);
		uint8_t *id = vec_hex(rec, "Id", &li);
		uint8_t *msg = vec_hex(rec, "Msg", &lm);
		uint8_t *kb = vec_hex(rec, "K", &lk);
		uint8_t *er = vec_hex(rec, "R", &lr);
		uint8_t *es = vec_hex(rec, "S", &ls);
		uint8_t *za = vec_hex(rec, "ZA", &lz);
		uint8_t *px = vec_hex(rec, "Px", &l);
		uint8_t *py = vec_hex(rec, "Py", &l);
		uint8_t pub[65], sig[64], z[32];
		uint32_t d[CB_ECP_LIMBS], ev[CB_ECP_LIMBS], k[CB_ECP_LIMBS];
		uint32_t dok;
		cb_ecp_ctx e;

		if (strcmp(rec->section, "test-curve") == 0) {
			const char *f[] = { "P", "A", "B", "Gx", "Gy", "N" };
			uint8_t *dst[] = { tp, ta, tb, tgx, tgy, tn };
			int i;

			for (i = 0; i < 6; i++) {
				uint8_t *v = vec_hex(rec, f[i], &l);

				ck_assert(v != NULL && l == 32);
				memcpy(dst[i], v, 32);
				free(v);
			}
			test_curve.name = "sm2-test-curve";
			test_curve.plen = test_curve.nlen = 32;
			test_curve.nbits = 256;
			test_curve.a_m3 = 0;
			test_curve.p = tp;
			test_curve.a = ta;
			test_curve.b = tb;
			test_curve.gx = tgx;
			test_curve.gy = tgy;
			test_curve.n = tn;
			c = &test_curve;
		}
		ck_assert_int_eq(cb_ecp_pub_from_priv(pub, 65, c, priv, lp),
				 CB_OK);
		if (px)
			ck_assert_msg(memcmp(pub + 1, px, 32) == 0 &&
				      memcmp(pub + 33, py, 32) == 0, "%s",
				      vec_where(rec));
		if (za) {
			ck_assert_int_eq(cb_sm2_za(z, c, id, li, pub, 65),
					 CB_OK);
			ck_assert_mem_eq(z, za, 32);
		}
		ck_assert_int_eq(cb_sm2_prepare(&e, d, ev, &dok, c, priv, pub,
						65, id, li, msg, lm), CB_OK);
		ck_assert_uint_eq(dok, 0xffffffffu);
		memset(k, 0, sizeof(k));
		cb_ecp_load(k, e.n, kb, lk);
		ck_assert_uint_eq(cb_sm2_try(&e, sig, d, ev, k), 0xffffffffu);
		ck_assert_msg(memcmp(sig, er, 32) == 0 &&
			      memcmp(sig + 32, es, 32) == 0, "%s",
			      vec_where(rec));
		ck_assert_int_eq(cb_sm2_verify(c, pub, 65, id, li, msg, lm, sig,
					       64), CB_OK);
		sig[5] ^= 1;
		ck_assert_int_eq(cb_sm2_verify(c, pub, 65, id, li, msg, lm, sig,
					       64), CB_E_AUTH);
		free(priv);
		free(id);
		free(msg);
		free(kb);
		free(er);
		free(es);
		free(za);
		free(px);
		free(py);
	}
	vec_free(&set);
}
END_TEST

/* Sign/verify round trip with random nonces; tampering fails. */
START_TEST(sm2_roundtrip)
{
	const cb_ecp_curve *c = &cb_ecp_sm2;
	uint8_t d[32], pub[65], cpub[33], sig[64], sig2[64], msg[50];
	const uint8_t id[] = "1234567812345678";
	uint64_t seed = 4242 + (uint64_t)_i;
	size_t i;

	ck_assert_int_eq(cb_ecdh_keygen(d, 32, pub, 65, c, test_rng, &seed),
			 CB_OK);
	ck_assert_int_eq(cb_ecp_pub_convert(cpub, 33, c, pub, 65), CB_OK);
	(void)test_rng(&seed, msg, sizeof(msg));
	ck_assert_int_eq(cb_sm2_sign(sig, 64, c, d, 32, cpub, 33, id, 16, msg,
				     sizeof(msg), test_rng, &seed), CB_OK);
	ck_assert_int_eq(cb_sm2_verify(c, pub, 65, id, 16, msg, sizeof(msg),
				       sig, 64), CB_OK);
	/* fresh randomness: a different, also valid, signature */
	ck_assert_int_eq(cb_sm2_sign(sig2, 64, c, d, 32, pub, 65, id, 16, msg,
				     sizeof(msg), test_rng, &seed), CB_OK);
	ck_assert_int_ne(memcmp(sig, sig2, 64), 0);
	ck_assert_int_eq(cb_sm2_verify(c, cpub, 33, id, 16, msg, sizeof(msg),
				       sig2, 64), CB_OK);
	for (i = 0; i < 64; i += 5) {
		sig[i] ^= 0x80;
		ck_assert_int_eq(cb_sm2_verify(c, pub, 65, id, 16, msg,
					       sizeof(msg), sig, 64),
				 CB_E_AUTH);
		sig[i] ^= 0x80;
	}
	ck_assert_int_eq(cb_sm2_verify(c, pub, 65, id, 15, msg, sizeof(msg),
				       sig, 64), CB_E_AUTH);
	msg[0] ^= 1;
	ck_assert_int_eq(cb_sm2_verify(c, pub, 65, id, 16, msg, sizeof(msg),
				       sig, 64), CB_E_AUTH);
	/* d = n - 1 is not a valid SM2 key; a failing rng is reported */
	memcpy(d, c->n, 32);
	d[31]--;
	ck_assert_int_eq(cb_sm2_sign(sig, 64, c, d, 32, pub, 65, id, 16, msg,
				     sizeof(msg), test_rng, &seed), CB_E_RANGE);
	ck_assert_int_eq(cb_sm2_sign(sig, 64, c, d, 32, pub, 65, id, 16, msg,
				     sizeof(msg), fail_rng, NULL), CB_E_RNG);
}
END_TEST

/*
 * ---- dedicated field code (ecp_nist.c; on the host the C twins of the
 * assembly) against cb/bn.h's generic Montgomery code: the edge values of
 * tests/common/field_edges.c (the firmware's self-test holds the assembly
 * to the C twins on the same values) and xorshift values below p, every
 * pair, a = b included, and in place ----
 */
#define NFIELD 2
static const cb_ecp_curve *const field_curves[NFIELD] = {
	&cb_ecp_secp256r1, &cb_ecp_secp384r1,
};

START_TEST(field)
{
	const cb_ecp_curve *c = field_curves[_i];
	const cb_ecp_field *f = c->f;
	cb_ecp_ctx e;
	uint32_t v[FIELD_EDGES_MAX][FIELD_EDGES_LIMBS];
	uint32_t got[CB_ECP_LIMBS], want[CB_ECP_LIMBS];
	size_t n, i, j, k, nv;

	ck_assert_ptr_nonnull(f);
	cb_ecp_ctx_init(&e, c);
	n = e.n;
	ck_assert_uint_le(n, FIELD_EDGES_LIMBS);
	nv = field_edges(v, e.p, n, 16);
	ck_assert_uint_ge(nv, 2 * n + 9);
	for (i = 0; i < nv; i++)
		ck_assert_msg(cb_bn_cmp(v[i], e.p, n) < 0, "%s value %zu >= p",
			      c->name, i);
	for (i = 0; i < nv; i++)
		for (j = 0; j < nv; j++) {
			for (k = 0; k < 3; k++) {
				memset(got, 0, sizeof(got));
				memset(want, 0, sizeof(want));
				if (k == 0) {
					f->mul(got, v[i], v[j]);
					cb_bn_mont_mul(want, v[i], v[j], e.p,
						       n, e.p0i);
				} else if (k == 1) {
					f->add(got, v[i], v[j]);
					cb_bn_mod_add(want, v[i], v[j], e.p,
						      n);
				} else {
					f->sub(got, v[i], v[j]);
					cb_bn_mod_sub(want, v[i], v[j], e.p,
						      n);
				}
				ck_assert_msg(memcmp(got, want, sizeof(got)) ==
						      0,
					      "%s op %zu values %zu, %zu",
					      c->name, k, i, j);
			}
			/* in place: r aliasing a, then b */
			memcpy(got, v[i], 4 * n);
			f->mul(got, got, v[j]);
			cb_bn_mont_mul(want, v[i], v[j], e.p, n, e.p0i);
			ck_assert(memcmp(got, want, 4 * n) == 0);
			memcpy(got, v[j], 4 * n);
			f->mul(got, v[i], got);
			ck_assert(memcmp(got, want, 4 * n) == 0);
		}
	/* r = a = b: a square in place, by mul and by sqr */
	for (i = 0; i < nv; i++) {
		memcpy(got, v[i], 4 * n);
		f->mul(got, got, got);
		cb_bn_mont_mul(want, v[i], v[i], e.p, n, e.p0i);
		ck_assert_msg(memcmp(got, want, 4 * n) == 0, "%s square %zu",
			      c->name, i);
		memset(got, 0, sizeof(got));
		f->sqr(got, v[i]);
		ck_assert_msg(memcmp(got, want, sizeof(got)) == 0,
			      "%s sqr %zu", c->name, i);
		memcpy(got, v[i], 4 * n);
		f->sqr(got, got);
		ck_assert_msg(memcmp(got, want, 4 * n) == 0,
			      "%s sqr in place %zu", c->name, i);
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("ecp");
	SRunner *sr;
	TCase *tc;
	int nf;

	tc = tcase_create("ecp_ct");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, params, 0, NCURVES);
	tcase_add_loop_test(tc, linearity, 0, NCURVES);
	tcase_add_loop_test(tc, comb, 0, NCURVES);
	tcase_add_loop_test(tc, godd, 0, NCURVES);
	tcase_add_loop_test(tc, field, 0, NFIELD);
	suite_add_tcase(s, tc);
	tc = tcase_create("rfc6979");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, rfc6979);
	suite_add_tcase(s, tc);
	tc = tcase_create("wycheproof");
	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, wycheproof_ecdsa, 0, NWP_ECDSA);
	tcase_add_loop_test(tc, wycheproof_ecdh, 0, NWP_ECDH);
	suite_add_tcase(s, tc);
	tc = tcase_create("ecdh");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, ecdh_agree, 0, NDSA);
	tcase_add_loop_test(tc, bad_priv, 0, NDSA);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, tamper, 0, NCURVES);
	suite_add_tcase(s, tc);
	tc = tcase_create("sm2");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, sm2_kat);
	tcase_add_loop_test(tc, sm2_roundtrip, 0, 4);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_test(tc, badlen);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
