/* SPDX-License-Identifier: MIT */
/* X25519/X448 and Ed25519/Ed448 unit tests written once, driven by an
 * xed_curve description (vectors, DH agreement, tamper, ctx/ph, alias). */
#include "xed_tests.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "vec.h"

#define XMAX CB_X448_LEN
#define EDMAX CB_ED448_PUB_LEN
#define SIGMAX CB_ED448_SIG_LEN
#define PHLEN 64

/* The curve under test (set before the runner forks) and its vectors. */
static const xed_curve *cur;
static char phsection[32];
static vec_set v_x_rfc, v_x_wyche, v_ed_rfc, v_ed_wyche, v_ed_var;

static void
load(vec_set *set, const char *dir, const char *file)
{
	char rel[64], err[256];

	snprintf(rel, sizeof(rel), "%s/%s", dir, file);
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

/* see xed_tests.h */
void
xed_fill(uint8_t *p, size_t len, uint32_t seed)
{
	size_t i;

	for (i = 0; i < len; i++) {
		seed = seed * 1103515245u + 12345u;
		p[i] = (uint8_t)(seed >> 16);
	}
}

/* ---- X25519 / X448 ------------------------------------------------------ */

/* RFC 7748 §5.2 single and iterated vectors, §6 keygen, in place. */
START_TEST(x_rfc)
{
	const vec_rec *r = &v_x_rfc.rec[_i];
	size_t n = cur->xlen;
	uint8_t out[XMAX], *priv, *peer, *exp;
	long it, k;

	if (strcmp(r->section, "iterated") == 0) {
		uint8_t kk[XMAX] = { 0 }, u[XMAX] = { 0 };

		kk[0] = u[0] = cur->base;
		ck_assert(vec_int(r, "Iterations", &it) == 0);
		exp = hex_n(r, "Out", n);
		for (k = 0; k < it; k++) {
			ck_assert_int_eq(cur->xshared(out, kk, u), CB_OK);
			memcpy(u, kk, n);
			memcpy(kk, out, n);
		}
		ck_assert_msg(memcmp(kk, exp, n) == 0, "%s", vec_where(r));
		free(exp);
		return;
	}
	priv = hex_n(r, "Priv", n);
	peer = hex_n(r, "Peer", n);
	exp = hex_n(r, "Shared", n);
	ck_assert_int_eq(cur->xshared(out, priv, peer), CB_OK);
	ck_assert_msg(memcmp(out, exp, n) == 0, "%s", vec_where(r));
	if (peer[0] == cur->base && peer[1] == 0) {
		cur->xkeygen(out, priv);
		ck_assert_msg(memcmp(out, exp, n) == 0, "%s keygen",
			      vec_where(r));
	}
	/* in place: shared == priv, shared == peer */
	memcpy(out, priv, n);
	ck_assert_int_eq(cur->xshared(out, out, peer), CB_OK);
	ck_assert_msg(memcmp(out, exp, n) == 0, "%s alias", vec_where(r));
	memcpy(out, peer, n);
	ck_assert_int_eq(cur->xshared(out, priv, out), CB_OK);
	ck_assert_msg(memcmp(out, exp, n) == 0, "%s alias", vec_where(r));
	free(priv);
	free(peer);
	free(exp);
}
END_TEST

/*
 * Wycheproof: Result valid must match; "acceptable" cases are small-order
 * or twist points, non-canonical u and such, which RFC 7748 computes
 * normally: they must match too, except that an all-zero shared secret is
 * refused with CB_E_RANGE (and the output is all zero).
 */
START_TEST(x_wycheproof)
{
	const vec_rec *r = &v_x_wyche.rec[_i];
	size_t n = cur->xlen;
	uint8_t out[XMAX], zero[XMAX] = { 0 };
	uint8_t *priv = hex_n(r, "Priv", n), *peer = hex_n(r, "Peer", n);
	uint8_t *exp = hex_n(r, "Shared", n);
	int rc = cur->xshared(out, priv, peer);

	if (memcmp(exp, zero, n) == 0) {
		ck_assert_msg(rc == CB_E_RANGE, "%s: rc %d", vec_where(r), rc);
		ck_assert(memcmp(out, zero, n) == 0);
	} else {
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
		ck_assert_msg(memcmp(out, exp, n) == 0, "%s", vec_where(r));
	}
	free(priv);
	free(peer);
	free(exp);
}
END_TEST

/* keygen (the fixed-base path) == ladder on the base point; DH agrees. */
START_TEST(x_dh)
{
	uint8_t base[XMAX] = { 0 }, a[XMAX], b[XMAX], pa[XMAX], pb[XMAX];
	uint8_t ka[XMAX], kb[XMAX];
	size_t n = cur->xlen;
	int i;

	base[0] = cur->base;
	for (i = 0; i < cur->dhrounds; i++) {
		xed_fill(a, n, 100 + (uint32_t)i);
		xed_fill(b, n, 200 + (uint32_t)i);
		if (i == 0)
			memset(a, 0, n); /* clamped: the smallest scalar */
		if (i == 1)
			memset(a, 0xff, n); /* clamped: the largest */
		cur->xkeygen(pa, a);
		ck_assert_int_eq(cur->xshared(ka, a, base), CB_OK);
		ck_assert_msg(memcmp(pa, ka, n) == 0, "keygen %d", i);
		cur->xkeygen(pb, b);
		ck_assert_int_eq(cur->xshared(ka, a, pb), CB_OK);
		ck_assert_int_eq(cur->xshared(kb, b, pa), CB_OK);
		ck_assert(memcmp(ka, kb, n) == 0);
	}
}
END_TEST

/* ---- Ed25519 / Ed448 ---------------------------------------------------- */

START_TEST(ed_rfc)
{
	const vec_rec *r = &v_ed_rfc.rec[_i];
	uint8_t pub[EDMAX], sig[SIGMAX];
	uint8_t *seed = hex_n(r, "Seed", cur->seedlen);
	uint8_t *epub = hex_n(r, "Pub", cur->publen);
	uint8_t *esig = hex_n(r, "Sig", cur->siglen), *msg;
	size_t len;

	msg = hex(r, "Msg", &len);
	cur->edkeygen(pub, seed);
	ck_assert_msg(memcmp(pub, epub, cur->publen) == 0, "%s keygen",
		      vec_where(r));
	cur->edsign(sig, seed, pub, msg, len);
	ck_assert_msg(memcmp(sig, esig, cur->siglen) == 0, "%s sign",
		      vec_where(r));
	ck_assert_int_eq(cur->edverify(esig, epub, msg, len), CB_OK);
	free(seed);
	free(epub);
	free(esig);
	free(msg);
}
END_TEST

START_TEST(ed_wycheproof)
{
	const vec_rec *r = &v_ed_wyche.rec[_i];
	uint8_t *pub = hex_n(r, "Pub", cur->publen);
	uint8_t *sig = hex_n(r, "Sig", cur->siglen), *msg;
	const char *res = vec_get(r, "Result");
	size_t len;
	int rc;

	msg = hex(r, "Msg", &len);
	ck_assert(res != NULL);
	rc = cur->edverify(sig, pub, msg, len);
	if (strcmp(res, "valid") == 0)
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
	else
		ck_assert_msg(rc != CB_OK, "%s: accepted", vec_where(r));
	free(pub);
	free(sig);
	free(msg);
}
END_TEST

/* Flipped bits (every tamperstep-th of the signature, message and public
 * key) are refused. */
START_TEST(ed_tamper)
{
	uint8_t seed[EDMAX], pub[EDMAX], sig[SIGMAX], msg[40];
	size_t ml = cur->tampermsg;
	unsigned i, step = cur->tamperstep;

	xed_fill(seed, cur->seedlen, 5);
	xed_fill(msg, ml, 6);
	cur->edkeygen(pub, seed);
	cur->edsign(sig, seed, pub, msg, ml);
	ck_assert_int_eq(cur->edverify(sig, pub, msg, ml), CB_OK);
	for (i = 0; i < 8 * cur->siglen; i += step) {
		sig[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cur->edverify(sig, pub, msg, ml) != CB_OK,
			      "sig bit %u", i);
		sig[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	for (i = 0; i < 8 * ml; i += step) {
		msg[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cur->edverify(sig, pub, msg, ml) != CB_OK,
			      "msg bit %u", i);
		msg[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	for (i = 0; i < 8 * cur->publen; i += step) {
		pub[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cur->edverify(sig, pub, msg, ml) != CB_OK,
			      "pub bit %u", i);
		pub[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	/* empty message with NULL */
	cur->edsign(sig, seed, pub, NULL, 0);
	ck_assert_int_eq(cur->edverify(sig, pub, NULL, 0), CB_OK);
}
END_TEST

/* With a context and prehashed: RFC 8032 §7.2, §7.3 (Ed25519ctx,
 * Ed25519ph) and §7.4, §7.5 (Ed448, Ed448ph). */
START_TEST(ed_variants)
{
	const vec_rec *r = &v_ed_var.rec[_i];
	uint8_t pub[EDMAX], sig[SIGMAX], ph[PHLEN];
	uint8_t *seed = hex_n(r, "Seed", cur->seedlen);
	uint8_t *epub = hex_n(r, "Pub", cur->publen);
	uint8_t *esig = hex_n(r, "Sig", cur->siglen), *msg, *ctx;
	size_t len, clen;
	int isph = strcmp(r->section, phsection) == 0;

	msg = hex(r, "Msg", &len);
	ctx = hex(r, "Ctx", &clen);
	cur->edkeygen(pub, seed);
	ck_assert_msg(memcmp(pub, epub, cur->publen) == 0, "%s keygen",
		      vec_where(r));
	if (isph) {
		cur->prehash(ph, msg, len);
		ck_assert_int_eq(cur->phsign(sig, seed, pub, ctx, clen, ph),
				 CB_OK);
		ck_assert_int_eq(cur->phverify(esig, pub, ctx, clen, ph),
				 CB_OK);
		/* not valid as pure or ctx over the prehash, nor over the
		 * message */
		ck_assert(cur->edverify(esig, pub, ph, PHLEN) != CB_OK);
		ck_assert(cur->ctxverify(esig, pub, ctx, clen, ph, PHLEN) !=
			  CB_OK);
		ck_assert(cur->edverify(esig, pub, msg, len) != CB_OK);
		ph[0] ^= 1;
		ck_assert(cur->phverify(esig, pub, ctx, clen, ph) != CB_OK);
	} else {
		ck_assert_int_eq(cur->ctxsign(sig, seed, pub, ctx, clen, msg,
					      len), CB_OK);
		ck_assert_int_eq(cur->ctxverify(esig, pub, ctx, clen, msg,
						len), CB_OK);
		ck_assert(cur->edverify(esig, pub, msg, len) != CB_OK);
		ctx[0] ^= 1;
		ck_assert(cur->ctxverify(esig, pub, ctx, clen, msg, len) !=
			  CB_OK);
	}
	ck_assert_msg(memcmp(sig, esig, cur->siglen) == 0, "%s sign",
		      vec_where(r));
	free(seed);
	free(epub);
	free(esig);
	free(msg);
	free(ctx);
}
END_TEST

/* Context lengths: at most 255 bytes; an empty context is pure EdDSA
 * (Ed448) or refused (Ed25519ctx); Ed25519ph/Ed448ph take 0..255.  Each
 * with an empty (NULL) and a 5-byte message. */
START_TEST(ed_badlen)
{
	static const uint8_t msg5[5] = { 1, 2, 3, 4, 5 };
	uint8_t seed[EDMAX], pub[EDMAX], sig[SIGMAX], sig2[SIGMAX];
	uint8_t ph[PHLEN] = { 0 }, ctx[256];
	const uint8_t *msg;
	size_t len;
	int m;

	xed_fill(seed, cur->seedlen, 3);
	xed_fill(ctx, sizeof(ctx), 4);
	cur->edkeygen(pub, seed);
	for (m = 0; m < 2; m++) {
		msg = m ? msg5 : NULL;
		len = m ? sizeof(msg5) : 0;
		ck_assert_int_eq(cur->ctxsign(sig, seed, pub, ctx, 256, msg,
					      len), CB_E_ARG);
		ck_assert_int_eq(cur->ctxverify(sig, pub, ctx, 256, msg, len),
				 CB_E_ARG);
		if (cur->ctxempty) {
			ck_assert_int_eq(cur->ctxsign(sig, seed, pub, NULL, 0,
						      msg, len), CB_OK);
			cur->edsign(sig2, seed, pub, msg, len);
			ck_assert(memcmp(sig, sig2, cur->siglen) == 0);
		} else {
			ck_assert_int_eq(cur->ctxsign(sig, seed, pub, ctx, 0,
						      msg, len), CB_E_ARG);
			ck_assert_int_eq(cur->ctxverify(sig, pub, ctx, 0, msg,
							len), CB_E_ARG);
		}
		/* 255 bytes is the maximum and round-trips */
		ck_assert_int_eq(cur->ctxsign(sig, seed, pub, ctx, 255, msg,
					      len), CB_OK);
		ck_assert_int_eq(cur->ctxverify(sig, pub, ctx, 255, msg, len),
				 CB_OK);
	}
	ck_assert_int_eq(cur->phsign(sig, seed, pub, ctx, 256, ph), CB_E_ARG);
	ck_assert_int_eq(cur->phverify(sig, pub, ctx, 256, ph), CB_E_ARG);
	ck_assert_int_eq(cur->phsign(sig, seed, pub, NULL, 0, ph), CB_OK);
	ck_assert_int_eq(cur->phverify(sig, pub, NULL, 0, ph), CB_OK);
}
END_TEST

/* sig may alias msg. */
START_TEST(ed_alias)
{
	uint8_t seed[EDMAX], pub[EDMAX], buf[SIGMAX], msg[SIGMAX];
	uint8_t sig[SIGMAX];
	size_t n = cur->siglen;

	xed_fill(seed, cur->seedlen, 21);
	xed_fill(msg, n, 22);
	cur->edkeygen(pub, seed);
	cur->edsign(sig, seed, pub, msg, n);
	memcpy(buf, msg, n);
	cur->edsign(buf, seed, pub, buf, n);
	ck_assert(memcmp(buf, sig, n) == 0);
}
END_TEST

/* see xed_tests.h */
TCase *
xed_add_tcases(Suite *s, const xed_curve *c)
{
	TCase *tc, *ed;

	cur = c;
	snprintf(phsection, sizeof(phsection), "%sph", c->ed);
	load(&v_x_rfc, c->x, "rfc7748.vec");
	load(&v_x_wyche, c->x, "wycheproof.vec");
	load(&v_ed_rfc, c->ed, "rfc8032.vec");
	load(&v_ed_wyche, c->ed, "wycheproof.vec");
	load(&v_ed_var, c->ed, "rfc8032_variants.vec");
	tc = tcase_create(c->x);
	tcase_set_timeout(tc, 240);
	tcase_add_loop_test(tc, x_rfc, 0, v_x_rfc.nrec);
	tcase_add_loop_test(tc, x_wycheproof, 0, v_x_wyche.nrec);
	tcase_add_test(tc, x_dh);
	suite_add_tcase(s, tc);
	ed = tcase_create(c->ed);
	tcase_set_timeout(ed, 120);
	tcase_add_loop_test(ed, ed_rfc, 0, v_ed_rfc.nrec);
	tcase_add_loop_test(ed, ed_wycheproof, 0, v_ed_wyche.nrec);
	tcase_add_loop_test(ed, ed_variants, 0, v_ed_var.nrec);
	suite_add_tcase(s, ed);
	tc = tcase_create("badlen");
	tcase_add_test(tc, ed_badlen);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 240);
	tcase_add_test(tc, ed_tamper);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_add_test(tc, ed_alias);
	suite_add_tcase(s, tc);
	return ed;
}

/* see xed_tests.h */
int
xed_run(Suite *s)
{
	SRunner *sr = srunner_create(s);
	int failed;

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
