/* SPDX-License-Identifier: MIT */
/* Tests for X448 and Ed448 (RFC 7748, RFC 8032) and the 2^448-2^224-1 field. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "internal/f448.h"
#include "vec.h"

static vec_set v_x_rfc, v_x_wyche, v_ed_rfc, v_ed_wyche, v_ed_var;

static void
load(vec_set *set, const char *rel)
{
	char err[256];

	if (vec_load(set, NULL, rel, err, sizeof(err)) != 0) {
		fprintf(stderr, "%s\n", err);
		exit(EXIT_FAILURE);
	}
}

static uint8_t *
hex(const vec_rec *r, const char *name, size_t *len)
{
	uint8_t *p = vec_hex(r, name, len);

	ck_assert_msg(p != NULL, "%s: field %s missing", vec_where(r), name);
	return p;
}

static uint8_t *
hex_n(const vec_rec *r, const char *name, size_t want)
{
	size_t len;
	uint8_t *p = hex(r, name, &len);

	ck_assert_msg(len == want, "%s: %s has %zu bytes, want %zu",
		      vec_where(r), name, len, want);
	return p;
}

static void
fill(uint8_t *p, size_t len, uint32_t seed)
{
	size_t i;

	for (i = 0; i < len; i++) {
		seed = seed * 1103515245u + 12345u;
		p[i] = (uint8_t)(seed >> 16);
	}
}

/* ---- reference arithmetic mod p (bit-serial, slow, obviously right) --- */

static const uint8_t p_le[56] = {
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff
};

/* r (57 bytes, value < p) = r - p if r >= p */
static void
ref_csub(uint8_t r[57])
{
	int i, ge = 1, b = 0;

	if (r[56] == 0) {
		for (i = 55; i >= 0; i--) {
			if (r[i] != p_le[i]) {
				ge = r[i] > p_le[i];
				break;
			}
		}
	}
	if (!ge)
		return;
	for (i = 0; i < 57; i++) {
		b = r[i] - (i < 56 ? p_le[i] : 0) - b;
		r[i] = (uint8_t)b;
		b = b < 0;
	}
}

/* out = in mod p, in: n bytes little-endian */
static void
ref_mod(uint8_t out[56], const uint8_t *in, size_t n)
{
	uint8_t r[57];
	size_t i;
	int j, c;

	memset(r, 0, sizeof(r));
	for (i = 8 * n; i-- > 0;) {
		c = (in[i / 8] >> (i % 8)) & 1;
		for (j = 0; j < 57; j++) {
			int v = 2 * r[j] + c;

			r[j] = (uint8_t)v;
			c = v >> 8;
		}
		ref_csub(r);
	}
	memcpy(out, r, 56);
}

static void
ref_mul(uint8_t out[56], const uint8_t a[56], const uint8_t b[56])
{
	uint32_t w[112];
	uint8_t buf[112];
	int i, j;

	memset(w, 0, sizeof(w));
	for (i = 0; i < 56; i++)
		for (j = 0; j < 56; j++)
			w[i + j] += (uint32_t)a[i] * b[j];
	for (i = 0; i < 111; i++) {
		w[i + 1] += w[i] >> 8;
		buf[i] = (uint8_t)w[i];
	}
	buf[111] = (uint8_t)w[111];
	ref_mod(out, buf, sizeof(buf));
}

static void
ref_add(uint8_t out[56], const uint8_t a[56], const uint8_t b[56])
{
	uint8_t buf[57];
	int i, c = 0;

	for (i = 0; i < 56; i++) {
		c += a[i] + b[i];
		buf[i] = (uint8_t)c;
		c >>= 8;
	}
	buf[56] = (uint8_t)c;
	ref_mod(out, buf, sizeof(buf));
}

static void
field_input(uint8_t b[56], unsigned i)
{
	memset(b, 0, 56);
	switch (i) {
	case 0:
		break;
	case 1:
		b[0] = 1;
		break;
	case 2: /* p - 1 */
		memcpy(b, p_le, 56);
		b[0] = 0xfe;
		break;
	case 3: /* p */
		memcpy(b, p_le, 56);
		break;
	case 4: /* p + 1 = 2^448 - 2^224 */
		memset(b + 28, 0xff, 28);
		break;
	case 5: /* 2^448 - 1 = p + 2^224 */
		memset(b, 0xff, 56);
		break;
	case 6: /* 2^224 */
		b[28] = 1;
		break;
	case 7: /* 2^224 - 1 */
		memset(b, 0xff, 28);
		break;
	default:
		if (i < 8 + 16) {
			/* 2^(28k) - 1: every limb below k full */
			unsigned k = 28 * (i - 8 + 1), j;

			for (j = 0; j < k && j < 448; j++)
				b[j / 8] |= (uint8_t)(1u << (j % 8));
		} else {
			fill(b, 56, i * 104729u);
		}
		break;
	}
}

#define NFIELD 200

START_TEST(field_ops)
{
	uint8_t a[56], b[56], e[56], got[56], zero[56] = { 0 };
	cb_f448 x, y, z;
	unsigned j;

	field_input(a, (unsigned)_i);
	cb_f448_frombytes(&x, a);
	for (j = 0; j < NFIELD; j += 13) {
		field_input(b, j);
		cb_f448_frombytes(&y, b);
		ref_mul(e, a, b);
		cb_f448_mul(&z, &x, &y);
		cb_f448_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 56) == 0, "mul %d*%u", _i, j);
		cb_f448_mul(&z, &y, &x);
		cb_f448_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 56) == 0, "mul %u*%d", j, _i);
		ref_add(e, a, b);
		cb_f448_add(&z, &x, &y);
		cb_f448_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 56) == 0, "add %d+%u", _i, j);
		cb_f448_sub(&z, &z, &y);
		cb_f448_tobytes(got, &z);
		ref_add(e, a, zero);
		ck_assert_msg(memcmp(got, e, 56) == 0, "sub %d-%u", _i, j);
	}
	ref_mul(e, a, a);
	cb_f448_sqr(&z, &x);
	cb_f448_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 56) == 0, "sqr %d", _i);
	cb_f448_copy(&z, &x);
	cb_f448_mul(&z, &z, &z);
	cb_f448_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 56) == 0, "mul alias %d", _i);
	cb_f448_copy(&z, &x);
	cb_f448_sqr(&z, &z);
	cb_f448_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 56) == 0, "sqr alias %d", _i);
	ref_add(e, a, zero);
	cb_f448_tobytes(got, &x);
	ck_assert_msg(memcmp(got, e, 56) == 0, "encode %d", _i);
	cb_f448_neg(&z, &x);
	cb_f448_add(&z, &z, &x);
	ck_assert(cb_f448_iszero(&z) == 0xffffffffu);
	memset(b, 0, 56);
	b[0] = 39081 & 0xff;
	b[1] = 39081 >> 8;
	ref_mul(e, a, b);
	cb_f448_mul_small(&z, &x, 39081);
	cb_f448_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 56) == 0, "mul_small %d", _i);
	/* inverse */
	cb_f448_inv(&y, &x);
	cb_f448_mul(&z, &x, &y);
	cb_f448_tobytes(got, &z);
	memset(e, 0, 56);
	e[0] = cb_f448_iszero(&x) ? 0 : 1;
	ck_assert_msg(memcmp(got, e, 56) == 0, "inv %d", _i);
}
END_TEST

START_TEST(field_cswap)
{
	uint8_t a[56], b[56], ga[56], gb[56];
	cb_f448 x, y;

	fill(a, 56, 1);
	fill(b, 56, 2);
	a[55] = 0x7f;
	b[55] = 0x3f;
	cb_f448_frombytes(&x, a);
	cb_f448_frombytes(&y, b);
	cb_f448_cswap(&x, &y, 0);
	cb_f448_tobytes(ga, &x);
	cb_f448_tobytes(gb, &y);
	ck_assert(memcmp(ga, a, 56) == 0 && memcmp(gb, b, 56) == 0);
	cb_f448_cswap(&x, &y, 0xffffffffu);
	cb_f448_tobytes(ga, &x);
	cb_f448_tobytes(gb, &y);
	ck_assert(memcmp(ga, b, 56) == 0 && memcmp(gb, a, 56) == 0);
	cb_f448_cmov(&x, &y, 0xffffffffu);
	cb_f448_tobytes(ga, &x);
	ck_assert(memcmp(ga, a, 56) == 0);
}
END_TEST

/* ---- X448 --------------------------------------------------------------- */

START_TEST(x448_rfc)
{
	const vec_rec *r = &v_x_rfc.rec[_i];
	uint8_t out[56], *priv, *peer, *exp;
	long n, k;

	if (strcmp(r->section, "iterated") == 0) {
		uint8_t kk[56] = { 5 }, u[56] = { 5 };

		ck_assert(vec_int(r, "Iterations", &n) == 0);
		exp = hex_n(r, "Out", 56);
		for (k = 0; k < n; k++) {
			ck_assert_int_eq(cb_x448_shared(out, kk, u), CB_OK);
			memcpy(u, kk, 56);
			memcpy(kk, out, 56);
		}
		ck_assert_msg(memcmp(kk, exp, 56) == 0, "%s", vec_where(r));
		free(exp);
		return;
	}
	priv = hex_n(r, "Priv", 56);
	peer = hex_n(r, "Peer", 56);
	exp = hex_n(r, "Shared", 56);
	ck_assert_int_eq(cb_x448_shared(out, priv, peer), CB_OK);
	ck_assert_msg(memcmp(out, exp, 56) == 0, "%s", vec_where(r));
	if (peer[0] == 5 && peer[1] == 0) {
		cb_x448_keygen(out, priv);
		ck_assert_msg(memcmp(out, exp, 56) == 0, "%s keygen",
			      vec_where(r));
	}
	memcpy(out, priv, 56);
	ck_assert_int_eq(cb_x448_shared(out, out, peer), CB_OK);
	ck_assert_msg(memcmp(out, exp, 56) == 0, "%s alias", vec_where(r));
	memcpy(out, peer, 56);
	ck_assert_int_eq(cb_x448_shared(out, priv, out), CB_OK);
	ck_assert_msg(memcmp(out, exp, 56) == 0, "%s alias", vec_where(r));
	free(priv);
	free(peer);
	free(exp);
}
END_TEST

/* valid and acceptable must match; an all-zero Shared gives CB_E_RANGE. */
START_TEST(x448_wycheproof)
{
	const vec_rec *r = &v_x_wyche.rec[_i];
	uint8_t out[56], zero[56] = { 0 };
	uint8_t *priv = hex_n(r, "Priv", 56), *peer = hex_n(r, "Peer", 56);
	uint8_t *exp = hex_n(r, "Shared", 56);
	int rc = cb_x448_shared(out, priv, peer);

	if (memcmp(exp, zero, 56) == 0) {
		ck_assert_msg(rc == CB_E_RANGE, "%s: rc %d", vec_where(r), rc);
		ck_assert(memcmp(out, zero, 56) == 0);
	} else {
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
		ck_assert_msg(memcmp(out, exp, 56) == 0, "%s", vec_where(r));
	}
	free(priv);
	free(peer);
	free(exp);
}
END_TEST

/* keygen == ladder on u = 5; DH agrees. */
START_TEST(x448_dh)
{
	static const uint8_t five[56] = { 5 };
	uint8_t a[56], b[56], pa[56], pb[56], ka[56], kb[56];
	int i;

	for (i = 0; i < 10; i++) {
		fill(a, 56, 100 + (uint32_t)i);
		fill(b, 56, 200 + (uint32_t)i);
		if (i == 0)
			memset(a, 0, 56);
		if (i == 1)
			memset(a, 0xff, 56);
		cb_x448_keygen(pa, a);
		ck_assert_int_eq(cb_x448_shared(ka, a, five), CB_OK);
		ck_assert_msg(memcmp(pa, ka, 56) == 0, "keygen %d", i);
		cb_x448_keygen(pb, b);
		ck_assert_int_eq(cb_x448_shared(ka, a, pb), CB_OK);
		ck_assert_int_eq(cb_x448_shared(kb, b, pa), CB_OK);
		ck_assert(memcmp(ka, kb, 56) == 0);
	}
}
END_TEST

/* ---- Ed448 -------------------------------------------------------------- */

START_TEST(ed448_rfc)
{
	const vec_rec *r = &v_ed_rfc.rec[_i];
	uint8_t pub[57], sig[114];
	uint8_t *seed = hex_n(r, "Seed", 57), *epub = hex_n(r, "Pub", 57);
	uint8_t *esig = hex_n(r, "Sig", 114), *msg;
	size_t len;

	msg = hex(r, "Msg", &len);
	cb_ed448_keygen(pub, seed);
	ck_assert_msg(memcmp(pub, epub, 57) == 0, "%s keygen", vec_where(r));
	cb_ed448_sign(sig, seed, pub, msg, len);
	ck_assert_msg(memcmp(sig, esig, 114) == 0, "%s sign", vec_where(r));
	ck_assert_int_eq(cb_ed448_verify(esig, epub, msg, len), CB_OK);
	free(seed);
	free(epub);
	free(esig);
	free(msg);
}
END_TEST

START_TEST(ed448_wycheproof)
{
	const vec_rec *r = &v_ed_wyche.rec[_i];
	uint8_t *pub = hex_n(r, "Pub", 57), *sig = hex_n(r, "Sig", 114), *msg;
	const char *res = vec_get(r, "Result");
	size_t len;
	int rc;

	msg = hex(r, "Msg", &len);
	ck_assert(res != NULL);
	rc = cb_ed448_verify(sig, pub, msg, len);
	if (strcmp(res, "valid") == 0)
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
	else
		ck_assert_msg(rc != CB_OK, "%s: accepted", vec_where(r));
	free(pub);
	free(sig);
	free(msg);
}
END_TEST

/* Flipped bits (every 5th of the signature, message, key) are refused. */
START_TEST(ed448_tamper)
{
	uint8_t seed[57], pub[57], sig[114], msg[20];
	unsigned i;

	fill(seed, 57, 5);
	fill(msg, sizeof(msg), 6);
	cb_ed448_keygen(pub, seed);
	cb_ed448_sign(sig, seed, pub, msg, sizeof(msg));
	ck_assert_int_eq(cb_ed448_verify(sig, pub, msg, sizeof(msg)), CB_OK);
	for (i = 0; i < 8 * 114; i += 5) {
		sig[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cb_ed448_verify(sig, pub, msg, sizeof(msg)) !=
			      CB_OK, "sig bit %u", i);
		sig[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	for (i = 0; i < 8 * sizeof(msg); i += 5) {
		msg[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cb_ed448_verify(sig, pub, msg, sizeof(msg)) !=
			      CB_OK, "msg bit %u", i);
		msg[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	for (i = 0; i < 8 * 57; i += 5) {
		pub[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cb_ed448_verify(sig, pub, msg, sizeof(msg)) !=
			      CB_OK, "pub bit %u", i);
		pub[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	cb_ed448_sign(sig, seed, pub, NULL, 0);
	ck_assert_int_eq(cb_ed448_verify(sig, pub, NULL, 0), CB_OK);
}
END_TEST

/* Strict decoding: y >= p, high bits of byte 56, x = 0 with sign set. */
START_TEST(ed448_strict)
{
	uint8_t pub[57], sig[114], msg[3] = { 1, 2, 3 };

	fill(sig, 114, 9);
	memset(sig + 57, 0, 57);
	memcpy(pub, p_le, 56); /* y = p: non-canonical zero */
	pub[56] = 0;
	ck_assert_int_eq(cb_ed448_verify(sig, pub, msg, 3), CB_E_RANGE);
	memset(pub, 0, 57); /* y = 1 + 2^448 via bit 448 */
	pub[0] = 1;
	pub[56] = 1;
	ck_assert_int_eq(cb_ed448_verify(sig, pub, msg, 3), CB_E_RANGE);
	memset(pub, 0, 57); /* y = 1, x = 0 with the sign bit */
	pub[0] = 1;
	pub[56] = 0x80;
	ck_assert_int_eq(cb_ed448_verify(sig, pub, msg, 3), CB_E_RANGE);
}
END_TEST

/* Ed448 with a context and Ed448ph: RFC 8032 sections 7.4 and 7.5. */
START_TEST(ed448_variants)
{
	const vec_rec *r = &v_ed_var.rec[_i];
	uint8_t pub[57], sig[114], ph[64];
	uint8_t *seed = hex_n(r, "Seed", 57), *epub = hex_n(r, "Pub", 57);
	uint8_t *esig = hex_n(r, "Sig", 114), *msg, *ctx;
	size_t len, clen;
	int isph = strcmp(r->section, "ed448ph") == 0;

	msg = hex(r, "Msg", &len);
	ctx = hex(r, "Ctx", &clen);
	cb_ed448_keygen(pub, seed);
	ck_assert_msg(memcmp(pub, epub, 57) == 0, "%s keygen", vec_where(r));
	if (isph) {
		cb_shake256(ph, 64, msg, len);
		ck_assert_int_eq(cb_ed448ph_sign(sig, seed, pub, ctx, clen,
						 ph), CB_OK);
		ck_assert_int_eq(cb_ed448ph_verify(esig, pub, ctx, clen, ph),
				 CB_OK);
		ck_assert(cb_ed448_verify(esig, pub, ph, 64) != CB_OK);
		ck_assert(cb_ed448ctx_verify(esig, pub, ctx, clen, ph, 64) !=
			  CB_OK);
		ph[0] ^= 1;
		ck_assert(cb_ed448ph_verify(esig, pub, ctx, clen, ph) !=
			  CB_OK);
	} else {
		ck_assert_int_eq(cb_ed448ctx_sign(sig, seed, pub, ctx, clen,
						  msg, len), CB_OK);
		ck_assert_int_eq(cb_ed448ctx_verify(esig, pub, ctx, clen, msg,
						    len), CB_OK);
		ck_assert(cb_ed448_verify(esig, pub, msg, len) != CB_OK);
		ctx[0] ^= 1;
		ck_assert(cb_ed448ctx_verify(esig, pub, ctx, clen, msg,
					     len) != CB_OK);
	}
	ck_assert_msg(memcmp(sig, esig, 114) == 0, "%s sign", vec_where(r));
	free(seed);
	free(epub);
	free(esig);
	free(msg);
	free(ctx);
}
END_TEST

/* Context lengths 0..255; an empty context is pure Ed448. */
START_TEST(ed448_badlen)
{
	uint8_t seed[57], pub[57], sig[114], sig2[114], ph[64] = { 0 };
	uint8_t ctx[256], msg[5] = { 1, 2, 3, 4, 5 };

	fill(seed, 57, 3);
	fill(ctx, sizeof(ctx), 4);
	cb_ed448_keygen(pub, seed);
	ck_assert_int_eq(cb_ed448ctx_sign(sig, seed, pub, ctx, 256, msg, 5),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ed448ph_sign(sig, seed, pub, ctx, 256, ph),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ed448ctx_verify(sig, pub, ctx, 256, msg, 5),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ed448ph_verify(sig, pub, ctx, 256, ph), CB_E_ARG);
	ck_assert_int_eq(cb_ed448ctx_sign(sig, seed, pub, NULL, 0, msg, 5),
			 CB_OK);
	cb_ed448_sign(sig2, seed, pub, msg, 5);
	ck_assert(memcmp(sig, sig2, 114) == 0);
	ck_assert_int_eq(cb_ed448ctx_sign(sig, seed, pub, ctx, 255, msg, 5),
			 CB_OK);
	ck_assert_int_eq(cb_ed448ctx_verify(sig, pub, ctx, 255, msg, 5),
			 CB_OK);
}
END_TEST

START_TEST(ed448_alias)
{
	uint8_t seed[57], pub[57], buf[114], msg[114], sig[114];

	fill(seed, 57, 21);
	fill(msg, 114, 22);
	cb_ed448_keygen(pub, seed);
	cb_ed448_sign(sig, seed, pub, msg, 114);
	memcpy(buf, msg, 114);
	cb_ed448_sign(buf, seed, pub, buf, 114);
	ck_assert(memcmp(buf, sig, 114) == 0);
}
END_TEST

static Suite *
c448_suite(void)
{
	Suite *s = suite_create("c448");
	TCase *tc;

	tc = tcase_create("f448");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, field_ops, 0, NFIELD);
	tcase_add_test(tc, field_cswap);
	suite_add_tcase(s, tc);
	tc = tcase_create("x448");
	tcase_set_timeout(tc, 240);
	tcase_add_loop_test(tc, x448_rfc, 0, v_x_rfc.nrec);
	tcase_add_loop_test(tc, x448_wycheproof, 0, v_x_wyche.nrec);
	tcase_add_test(tc, x448_dh);
	suite_add_tcase(s, tc);
	tc = tcase_create("ed448");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, ed448_rfc, 0, v_ed_rfc.nrec);
	tcase_add_loop_test(tc, ed448_wycheproof, 0, v_ed_wyche.nrec);
	tcase_add_test(tc, ed448_strict);
	tcase_add_loop_test(tc, ed448_variants, 0, v_ed_var.nrec);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_test(tc, ed448_badlen);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 240);
	tcase_add_test(tc, ed448_tamper);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_add_test(tc, ed448_alias);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr;
	int failed;

	load(&v_x_rfc, "x448/rfc7748.vec");
	load(&v_x_wyche, "x448/wycheproof.vec");
	load(&v_ed_rfc, "ed448/rfc8032.vec");
	load(&v_ed_wyche, "ed448/wycheproof.vec");
	load(&v_ed_var, "ed448/rfc8032_variants.vec");
	sr = srunner_create(c448_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	vec_free(&v_x_rfc);
	vec_free(&v_x_wyche);
	vec_free(&v_ed_rfc);
	vec_free(&v_ed_wyche);
	vec_free(&v_ed_var);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
