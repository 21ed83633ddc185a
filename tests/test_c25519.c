/* SPDX-License-Identifier: MIT */
/* Tests for X25519 and Ed25519 (RFC 7748, RFC 8032) and the 2^255-19 field. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "internal/f25519.h"
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

/* Deterministic filler for the property tests. */
static void
fill(uint8_t *p, size_t len, uint32_t seed)
{
	size_t i;

	for (i = 0; i < len; i++) {
		seed = seed * 1103515245u + 12345u;
		p[i] = (uint8_t)(seed >> 16);
	}
}

/* ---- reference arithmetic mod p = 2^255-19 (slow, obviously right) ---- */

/* n: eight little-endian 32-bit words; value < 2^256. */
static void
ref_frombytes(uint32_t n[8], const uint8_t b[32])
{
	int i;

	for (i = 0; i < 8; i++)
		n[i] = (uint32_t)b[4 * i] | (uint32_t)b[4 * i + 1] << 8 |
		       (uint32_t)b[4 * i + 2] << 16 |
		       (uint32_t)b[4 * i + 3] << 24;
}

static void
ref_tobytes(uint8_t b[32], const uint32_t n[8])
{
	int i;

	for (i = 0; i < 32; i++)
		b[i] = (uint8_t)(n[i / 4] >> (8 * (i % 4)));
}

/* Reduce a value given as 16 words (< 2^512) fully mod p into r. */
static void
ref_reduce(uint32_t r[8], const uint32_t w[16])
{
	static const uint32_t p[8] = { 0xffffffed, 0xffffffff, 0xffffffff,
				       0xffffffff, 0xffffffff, 0xffffffff,
				       0xffffffff, 0x7fffffff };
	uint64_t t[9], c;
	uint32_t s[8];
	int i, round, ge;

	/* fold: x = lo + 38 hi (2^256 = 38 mod p) */
	c = 0;
	for (i = 0; i < 8; i++) {
		c += (uint64_t)w[i] + 38 * (uint64_t)w[i + 8];
		t[i] = (uint32_t)c;
		c >>= 32;
	}
	t[8] = c;
	/* twice: x = (x mod 2^255) + 19 (x >> 255) */
	for (round = 0; round < 2; round++) {
		c = 19 * ((t[7] >> 31) | (t[8] << 1));
		t[7] &= 0x7fffffff;
		t[8] = 0;
		for (i = 0; i < 8; i++) {
			c += t[i];
			t[i] = (uint32_t)c;
			c >>= 32;
		}
		t[8] = c;
	}
	for (i = 0; i < 8; i++)
		s[i] = (uint32_t)t[i];
	/* now s < 2^255 + small: subtract p while s >= p */
	for (round = 0; round < 2; round++) {
		ge = 1;
		for (i = 7; i >= 0; i--) {
			if (s[i] != p[i]) {
				ge = s[i] > p[i];
				break;
			}
		}
		if (ge) {
			int64_t b = 0;

			for (i = 0; i < 8; i++) {
				b += (int64_t)s[i] - p[i];
				s[i] = (uint32_t)b;
				b = b < 0 ? -1 : 0;
			}
		}
	}
	memcpy(r, s, sizeof(s));
}

static void
ref_mul(uint8_t out[32], const uint8_t a[32], const uint8_t b[32])
{
	uint32_t x[8], y[8], w[16], r[8];
	uint64_t c;
	int i, j;

	ref_frombytes(x, a);
	ref_frombytes(y, b);
	x[7] &= 0x7fffffff; /* as cb_f25519_frombytes: bit 255 ignored */
	y[7] &= 0x7fffffff;
	memset(w, 0, sizeof(w));
	for (i = 0; i < 8; i++) {
		c = 0;
		for (j = 0; j < 8; j++) {
			c += (uint64_t)x[i] * y[j] + w[i + j];
			w[i + j] = (uint32_t)c;
			c >>= 32;
		}
		w[i + 8] = (uint32_t)c;
	}
	ref_reduce(r, w);
	ref_tobytes(out, r);
}

static void
ref_add(uint8_t out[32], const uint8_t a[32], const uint8_t b[32])
{
	uint32_t x[8], y[8], w[16], r[8];
	uint64_t c = 0;
	int i;

	ref_frombytes(x, a);
	ref_frombytes(y, b);
	x[7] &= 0x7fffffff;
	y[7] &= 0x7fffffff;
	memset(w, 0, sizeof(w));
	for (i = 0; i < 8; i++) {
		c += (uint64_t)x[i] + y[i];
		w[i] = (uint32_t)c;
		c >>= 32;
	}
	w[8] = (uint32_t)c;
	ref_reduce(r, w);
	ref_tobytes(out, r);
}

/* Interesting field inputs: 0, 1, p-1, p, p+1, 2^255-1, 2p-1 masked, limb
 * boundaries, all-ones limbs; then pseudo-random. */
static void
field_input(uint8_t b[32], unsigned i)
{
	static const uint8_t p_le[32] = {
		0xed, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
		0xff, 0x7f
	};
	static const unsigned bits[] = { 25, 26, 51, 77, 102, 128, 153, 179,
					 204, 230, 254 };

	memset(b, 0, 32);
	switch (i) {
	case 0:
		break;
	case 1:
		b[0] = 1;
		break;
	case 2: /* p - 1 */
		memcpy(b, p_le, 32);
		b[0] -= 1;
		break;
	case 3: /* p */
		memcpy(b, p_le, 32);
		break;
	case 4: /* p + 1 */
		memcpy(b, p_le, 32);
		b[0] += 1;
		break;
	case 5: /* 2^255 - 1 */
		memset(b, 0xff, 32);
		b[31] = 0x7f;
		break;
	case 6: /* 2p - 1 = 2^256 - 39: bit 255 is dropped */
		memset(b, 0xff, 32);
		b[0] = 0xd9;
		break;
	case 7: /* p - 19 + 18 = p - 1 via bytes 0xff..: 2^255 - 20 */
		memcpy(b, p_le, 32);
		b[0] = 0xec;
		break;
	default:
		if (i < 8 + 2 * 11) {
			/* 2^k and 2^k - 1 at every limb boundary */
			unsigned k = bits[(i - 8) / 2], j;

			if ((i - 8) % 2 == 0) {
				b[k / 8] = (uint8_t)(1u << (k % 8));
			} else {
				for (j = 0; j < k; j++)
					b[j / 8] |= (uint8_t)(1u << (j % 8));
			}
		} else {
			fill(b, 32, i * 7919u);
			if (i % 3 == 0)
				b[31] |= 0x80; /* bit 255 must be ignored */
		}
		break;
	}
}

#define NFIELD 400

START_TEST(field_mul)
{
	uint8_t a[32], b[32], e[32], got[32];
	cb_f25519 x, y, z;
	unsigned j;

	field_input(a, (unsigned)_i);
	cb_f25519_frombytes(&x, a);
	for (j = 0; j < NFIELD; j += 7) {
		field_input(b, j);
		cb_f25519_frombytes(&y, b);
		ref_mul(e, a, b);
		cb_f25519_mul(&z, &x, &y);
		cb_f25519_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 32) == 0, "mul %d*%u", _i, j);
		cb_f25519_mul(&z, &y, &x);
		cb_f25519_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 32) == 0, "mul %u*%d", j, _i);
		ref_add(e, a, b);
		cb_f25519_add(&z, &x, &y);
		cb_f25519_tobytes(got, &z);
		ck_assert_msg(memcmp(got, e, 32) == 0, "add %d+%u", _i, j);
		/* (a + b) - b == a */
		cb_f25519_sub(&z, &z, &y);
		cb_f25519_tobytes(got, &z);
		ref_add(e, a, (const uint8_t[32]){ 0 });
		ck_assert_msg(memcmp(got, e, 32) == 0, "sub %d-%u", _i, j);
	}
	/* squaring, and mul/sqr with every operand aliased */
	ref_mul(e, a, a);
	cb_f25519_sqr(&z, &x);
	cb_f25519_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 32) == 0, "sqr %d", _i);
	cb_f25519_copy(&z, &x);
	cb_f25519_mul(&z, &z, &z);
	cb_f25519_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 32) == 0, "mul alias %d", _i);
	cb_f25519_copy(&z, &x);
	cb_f25519_sqr(&z, &z);
	cb_f25519_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 32) == 0, "sqr alias %d", _i);
	/* canonical encoding: tobytes(frombytes(a)) == a mod p */
	ref_add(e, a, (const uint8_t[32]){ 0 });
	cb_f25519_tobytes(got, &x);
	ck_assert_msg(memcmp(got, e, 32) == 0, "encode %d", _i);
	/* a - a == 0, a + (-a) == 0 */
	cb_f25519_sub(&z, &x, &x);
	ck_assert(cb_f25519_iszero(&z) == 0xffffffffu);
	cb_f25519_neg(&z, &x);
	cb_f25519_add(&z, &z, &x);
	ck_assert(cb_f25519_iszero(&z) == 0xffffffffu);
	/* a * 121665 */
	memset(b, 0, 32);
	b[0] = 121665 & 0xff;
	b[1] = (121665 >> 8) & 0xff;
	b[2] = 121665 >> 16;
	ref_mul(e, a, b);
	cb_f25519_mul_small(&z, &x, 121665);
	cb_f25519_tobytes(got, &z);
	ck_assert_msg(memcmp(got, e, 32) == 0, "mul_small %d", _i);
}
END_TEST

START_TEST(field_inv)
{
	uint8_t a[32], got[32], one[32] = { 1 }, zero[32] = { 0 };
	cb_f25519 x, y, z;

	field_input(a, (unsigned)_i);
	cb_f25519_frombytes(&x, a);
	cb_f25519_inv(&y, &x);
	cb_f25519_mul(&z, &x, &y);
	cb_f25519_tobytes(got, &z);
	if (cb_f25519_iszero(&x))
		ck_assert_msg(memcmp(got, zero, 32) == 0, "inv(0) %d", _i);
	else
		ck_assert_msg(memcmp(got, one, 32) == 0, "a*inv(a) %d", _i);
}
END_TEST

START_TEST(field_encode_edges)
{
	/* p-1, p, p+1, 2^255-1 and 2p-1 (top bit dropped) canonicalise */
	static const struct {
		unsigned in;
		uint8_t low;
	} c[] = { { 3, 0 }, { 4, 1 }, { 5, 18 } };
	uint8_t a[32], got[32], e[32];
	cb_f25519 x;
	unsigned i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		field_input(a, c[i].in);
		cb_f25519_frombytes(&x, a);
		cb_f25519_tobytes(got, &x);
		memset(e, 0, 32);
		e[0] = c[i].low;
		ck_assert_msg(memcmp(got, e, 32) == 0, "edge %u", c[i].in);
	}
	field_input(a, 2); /* p - 1 stays */
	cb_f25519_frombytes(&x, a);
	cb_f25519_tobytes(got, &x);
	ck_assert(memcmp(got, a, 32) == 0);
	ck_assert(cb_f25519_isneg(&x) == 0); /* p - 1 is even */
	field_input(a, 6); /* 2^256 - 39 -> 2^255 - 39 = p - 20 */
	cb_f25519_frombytes(&x, a);
	cb_f25519_tobytes(got, &x);
	memset(e, 0xff, 32);
	e[0] = 0xd9;
	e[31] = 0x7f;
	ck_assert(memcmp(got, e, 32) == 0);
}
END_TEST

START_TEST(field_cswap)
{
	uint8_t a[32], b[32], ga[32], gb[32];
	cb_f25519 x, y;

	fill(a, 32, 1);
	fill(b, 32, 2);
	a[31] &= 0x7f;
	b[31] &= 0x7f;
	cb_f25519_frombytes(&x, a);
	cb_f25519_frombytes(&y, b);
	cb_f25519_cswap(&x, &y, 0);
	cb_f25519_tobytes(ga, &x);
	cb_f25519_tobytes(gb, &y);
	ck_assert(memcmp(ga, a, 32) == 0 && memcmp(gb, b, 32) == 0);
	cb_f25519_cswap(&x, &y, 0xffffffffu);
	cb_f25519_tobytes(ga, &x);
	cb_f25519_tobytes(gb, &y);
	ck_assert(memcmp(ga, b, 32) == 0 && memcmp(gb, a, 32) == 0);
	cb_f25519_cmov(&x, &y, 0);
	cb_f25519_tobytes(ga, &x);
	ck_assert(memcmp(ga, b, 32) == 0);
	cb_f25519_cmov(&x, &y, 0xffffffffu);
	cb_f25519_tobytes(ga, &x);
	ck_assert(memcmp(ga, a, 32) == 0);
}
END_TEST

/* ---- X25519 ------------------------------------------------------------ */

START_TEST(x25519_rfc)
{
	const vec_rec *r = &v_x_rfc.rec[_i];
	uint8_t out[32], *priv, *peer, *exp, *e_out;
	long n, k;

	if (strcmp(r->section, "iterated") == 0) {
		uint8_t kk[32] = { 9 }, u[32] = { 9 };

		ck_assert(vec_int(r, "Iterations", &n) == 0);
		e_out = hex_n(r, "Out", 32);
		for (k = 0; k < n; k++) {
			ck_assert_int_eq(cb_x25519_shared(out, kk, u), CB_OK);
			memcpy(u, kk, 32);
			memcpy(kk, out, 32);
		}
		ck_assert_msg(memcmp(kk, e_out, 32) == 0, "%s", vec_where(r));
		free(e_out);
		return;
	}
	priv = hex_n(r, "Priv", 32);
	peer = hex_n(r, "Peer", 32);
	exp = hex_n(r, "Shared", 32);
	ck_assert_int_eq(cb_x25519_shared(out, priv, peer), CB_OK);
	ck_assert_msg(memcmp(out, exp, 32) == 0, "%s", vec_where(r));
	if (peer[0] == 9 && peer[1] == 0) {
		cb_x25519_keygen(out, priv);
		ck_assert_msg(memcmp(out, exp, 32) == 0, "%s keygen",
			      vec_where(r));
	}
	/* in place: shared == priv, shared == peer */
	memcpy(out, priv, 32);
	ck_assert_int_eq(cb_x25519_shared(out, out, peer), CB_OK);
	ck_assert_msg(memcmp(out, exp, 32) == 0, "%s alias", vec_where(r));
	memcpy(out, peer, 32);
	ck_assert_int_eq(cb_x25519_shared(out, priv, out), CB_OK);
	ck_assert_msg(memcmp(out, exp, 32) == 0, "%s alias", vec_where(r));
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
START_TEST(x25519_wycheproof)
{
	const vec_rec *r = &v_x_wyche.rec[_i];
	uint8_t out[32], zero[32] = { 0 };
	uint8_t *priv = hex_n(r, "Priv", 32), *peer = hex_n(r, "Peer", 32);
	uint8_t *exp = hex_n(r, "Shared", 32);
	int rc = cb_x25519_shared(out, priv, peer);

	if (memcmp(exp, zero, 32) == 0) {
		ck_assert_msg(rc == CB_E_RANGE, "%s: rc %d", vec_where(r), rc);
		ck_assert(memcmp(out, zero, 32) == 0);
	} else {
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
		ck_assert_msg(memcmp(out, exp, 32) == 0, "%s", vec_where(r));
	}
	free(priv);
	free(peer);
	free(exp);
}
END_TEST

/* keygen (Edwards fixed-base path) == ladder on u = 9; DH agrees. */
START_TEST(x25519_dh)
{
	static const uint8_t nine[32] = { 9 };
	uint8_t a[32], b[32], pa[32], pb[32], ka[32], kb[32];
	int i;

	for (i = 0; i < 40; i++) {
		fill(a, 32, 100 + (uint32_t)i);
		fill(b, 32, 200 + (uint32_t)i);
		if (i == 0)
			memset(a, 0, 32); /* clamped: 2^254 */
		if (i == 1)
			memset(a, 0xff, 32); /* clamped: 2^255 - 8 */
		cb_x25519_keygen(pa, a);
		ck_assert_int_eq(cb_x25519_shared(ka, a, nine), CB_OK);
		ck_assert_msg(memcmp(pa, ka, 32) == 0, "keygen %d", i);
		cb_x25519_keygen(pb, b);
		ck_assert_int_eq(cb_x25519_shared(ka, a, pb), CB_OK);
		ck_assert_int_eq(cb_x25519_shared(kb, b, pa), CB_OK);
		ck_assert(memcmp(ka, kb, 32) == 0);
	}
}
END_TEST

/* ---- Ed25519 ----------------------------------------------------------- */

START_TEST(ed25519_rfc)
{
	const vec_rec *r = &v_ed_rfc.rec[_i];
	uint8_t pub[32], sig[64];
	uint8_t *seed = hex_n(r, "Seed", 32), *epub = hex_n(r, "Pub", 32);
	uint8_t *esig = hex_n(r, "Sig", 64), *msg;
	size_t len;

	msg = hex(r, "Msg", &len);
	cb_ed25519_keygen(pub, seed);
	ck_assert_msg(memcmp(pub, epub, 32) == 0, "%s keygen", vec_where(r));
	cb_ed25519_sign(sig, seed, pub, msg, len);
	ck_assert_msg(memcmp(sig, esig, 64) == 0, "%s sign", vec_where(r));
	ck_assert_int_eq(cb_ed25519_verify(esig, epub, msg, len), CB_OK);
	free(seed);
	free(epub);
	free(esig);
	free(msg);
}
END_TEST

START_TEST(ed25519_wycheproof)
{
	const vec_rec *r = &v_ed_wyche.rec[_i];
	uint8_t *pub = hex_n(r, "Pub", 32), *sig = hex_n(r, "Sig", 64), *msg;
	const char *res = vec_get(r, "Result");
	size_t len;
	int rc;

	msg = hex(r, "Msg", &len);
	ck_assert(res != NULL);
	rc = cb_ed25519_verify(sig, pub, msg, len);
	if (strcmp(res, "valid") == 0)
		ck_assert_msg(rc == CB_OK, "%s: rc %d", vec_where(r), rc);
	else
		ck_assert_msg(rc != CB_OK, "%s: accepted", vec_where(r));
	free(pub);
	free(sig);
	free(msg);
}
END_TEST

/* Every bit of the signature and of the message, flipped, is refused. */
START_TEST(ed25519_tamper)
{
	uint8_t seed[32], pub[32], sig[64], msg[40];
	unsigned i;

	fill(seed, 32, 5);
	fill(msg, sizeof(msg), 6);
	cb_ed25519_keygen(pub, seed);
	cb_ed25519_sign(sig, seed, pub, msg, sizeof(msg));
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, sizeof(msg)), CB_OK);
	for (i = 0; i < 8 * 64; i++) {
		sig[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cb_ed25519_verify(sig, pub, msg, sizeof(msg)) !=
			      CB_OK, "sig bit %u", i);
		sig[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	for (i = 0; i < 8 * sizeof(msg); i++) {
		msg[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cb_ed25519_verify(sig, pub, msg, sizeof(msg)) !=
			      CB_OK, "msg bit %u", i);
		msg[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	for (i = 0; i < 8 * 32; i++) {
		pub[i / 8] ^= (uint8_t)(1u << (i % 8));
		ck_assert_msg(cb_ed25519_verify(sig, pub, msg, sizeof(msg)) !=
			      CB_OK, "pub bit %u", i);
		pub[i / 8] ^= (uint8_t)(1u << (i % 8));
	}
	/* empty message with NULL */
	cb_ed25519_sign(sig, seed, pub, NULL, 0);
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, NULL, 0), CB_OK);
}
END_TEST

/* Strict decoding: non-canonical y, x = 0 with sign set, S = L. */
START_TEST(ed25519_strict)
{
	/* y = p + 1 encodes the point y = 1 (identity) non-canonically */
	uint8_t pub[32], sig[64], seed[32], msg[3] = { 1, 2, 3 };
	static const uint8_t ell[32] = {
		0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c,
		0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0x10
	};
	unsigned i;
	int c;

	memset(pub, 0xff, 32);
	pub[0] = 0xee;
	pub[31] = 0x7f;
	fill(sig, 64, 9);
	memset(sig + 32, 0, 32);
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_RANGE);
	/* y = 1 with the sign bit: x = 0 must have sign 0 */
	memset(pub, 0, 32);
	pub[0] = 1;
	pub[31] = 0x80;
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_RANGE);
	/* y = 2 is not on the curve (u/v is not a square) */
	memset(pub, 0, 32);
	pub[0] = 2;
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_RANGE);
	/* S = L and S = L + (r, unchanged mod L) are refused */
	fill(seed, 32, 11);
	cb_ed25519_keygen(pub, seed);
	cb_ed25519_sign(sig, seed, pub, msg, 3);
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_OK);
	c = 0;
	for (i = 0; i < 32; i++) {
		c += sig[32 + i] + ell[i];
		sig[32 + i] = (uint8_t)c;
		c >>= 8;
	}
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_AUTH);
	memcpy(sig + 32, ell, 32);
	ck_assert_int_eq(cb_ed25519_verify(sig, pub, msg, 3), CB_E_AUTH);
}
END_TEST

/* Ed25519ctx and Ed25519ph: RFC 8032 sections 7.2 and 7.3. */
START_TEST(ed25519_variants)
{
	const vec_rec *r = &v_ed_var.rec[_i];
	uint8_t pub[32], sig[64], ph[64];
	uint8_t *seed = hex_n(r, "Seed", 32), *epub = hex_n(r, "Pub", 32);
	uint8_t *esig = hex_n(r, "Sig", 64), *msg, *ctx;
	size_t len, clen;
	int isph = strcmp(r->section, "ed25519ph") == 0;

	msg = hex(r, "Msg", &len);
	ctx = hex(r, "Ctx", &clen);
	cb_ed25519_keygen(pub, seed);
	ck_assert_msg(memcmp(pub, epub, 32) == 0, "%s keygen", vec_where(r));
	if (isph) {
		cb_sha512(ph, msg, len);
		ck_assert_int_eq(cb_ed25519ph_sign(sig, seed, pub, ctx, clen,
						   ph), CB_OK);
		ck_assert_int_eq(cb_ed25519ph_verify(esig, pub, ctx, clen, ph),
				 CB_OK);
		/* not valid as pure Ed25519 over the prehash or the message */
		ck_assert(cb_ed25519_verify(esig, pub, ph, 64) != CB_OK);
		ck_assert(cb_ed25519_verify(esig, pub, msg, len) != CB_OK);
		ph[0] ^= 1;
		ck_assert(cb_ed25519ph_verify(esig, pub, ctx, clen, ph) !=
			  CB_OK);
	} else {
		ck_assert_int_eq(cb_ed25519ctx_sign(sig, seed, pub, ctx, clen,
						    msg, len), CB_OK);
		ck_assert_int_eq(cb_ed25519ctx_verify(esig, pub, ctx, clen,
						      msg, len), CB_OK);
		ck_assert(cb_ed25519_verify(esig, pub, msg, len) != CB_OK);
		ctx[0] ^= 1;
		ck_assert(cb_ed25519ctx_verify(esig, pub, ctx, clen, msg,
					       len) != CB_OK);
	}
	ck_assert_msg(memcmp(sig, esig, 64) == 0, "%s sign", vec_where(r));
	free(seed);
	free(epub);
	free(esig);
	free(msg);
	free(ctx);
}
END_TEST

/* Context lengths: Ed25519ctx takes 1..255 bytes, Ed25519ph 0..255. */
START_TEST(ed25519_badlen)
{
	uint8_t seed[32], pub[32], sig[64], ph[64] = { 0 }, ctx[256];

	fill(seed, 32, 3);
	fill(ctx, sizeof(ctx), 4);
	cb_ed25519_keygen(pub, seed);
	ck_assert_int_eq(cb_ed25519ctx_sign(sig, seed, pub, ctx, 0, NULL, 0),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ed25519ctx_sign(sig, seed, pub, ctx, 256, NULL,
					    0), CB_E_ARG);
	ck_assert_int_eq(cb_ed25519ph_sign(sig, seed, pub, ctx, 256, ph),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ed25519ctx_verify(sig, pub, ctx, 0, NULL, 0),
			 CB_E_ARG);
	ck_assert_int_eq(cb_ed25519ph_verify(sig, pub, ctx, 256, ph),
			 CB_E_ARG);
	/* 255 bytes is the maximum and round-trips */
	ck_assert_int_eq(cb_ed25519ctx_sign(sig, seed, pub, ctx, 255, NULL,
					    0), CB_OK);
	ck_assert_int_eq(cb_ed25519ctx_verify(sig, pub, ctx, 255, NULL, 0),
			 CB_OK);
	ck_assert_int_eq(cb_ed25519ph_sign(sig, seed, pub, NULL, 0, ph),
			 CB_OK);
	ck_assert_int_eq(cb_ed25519ph_verify(sig, pub, NULL, 0, ph), CB_OK);
}
END_TEST

/* sig may alias msg. */
START_TEST(ed25519_alias)
{
	uint8_t seed[32], pub[32], buf[64], msg[64], sig[64];

	fill(seed, 32, 21);
	fill(msg, 64, 22);
	cb_ed25519_keygen(pub, seed);
	cb_ed25519_sign(sig, seed, pub, msg, 64);
	memcpy(buf, msg, 64);
	cb_ed25519_sign(buf, seed, pub, buf, 64);
	ck_assert(memcmp(buf, sig, 64) == 0);
}
END_TEST

static Suite *
c25519_suite(void)
{
	Suite *s = suite_create("c25519");
	TCase *tc;

	tc = tcase_create("f25519");
	tcase_add_loop_test(tc, field_mul, 0, NFIELD);
	tcase_add_loop_test(tc, field_inv, 0, 60);
	tcase_add_test(tc, field_encode_edges);
	tcase_add_test(tc, field_cswap);
	suite_add_tcase(s, tc);
	tc = tcase_create("x25519");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, x25519_rfc, 0, v_x_rfc.nrec);
	tcase_add_loop_test(tc, x25519_wycheproof, 0, v_x_wyche.nrec);
	tcase_add_test(tc, x25519_dh);
	suite_add_tcase(s, tc);
	tc = tcase_create("ed25519");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, ed25519_rfc, 0, v_ed_rfc.nrec);
	tcase_add_loop_test(tc, ed25519_wycheproof, 0, v_ed_wyche.nrec);
	tcase_add_test(tc, ed25519_strict);
	tcase_add_loop_test(tc, ed25519_variants, 0, v_ed_var.nrec);
	suite_add_tcase(s, tc);
	tc = tcase_create("badlen");
	tcase_add_test(tc, ed25519_badlen);
	suite_add_tcase(s, tc);
	tc = tcase_create("tamper");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, ed25519_tamper);
	suite_add_tcase(s, tc);
	tc = tcase_create("alias");
	tcase_add_test(tc, ed25519_alias);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr;
	int failed;

	load(&v_x_rfc, "x25519/rfc7748.vec");
	load(&v_x_wyche, "x25519/wycheproof.vec");
	load(&v_ed_rfc, "ed25519/rfc8032.vec");
	load(&v_ed_wyche, "ed25519/wycheproof.vec");
	load(&v_ed_var, "ed25519/rfc8032_variants.vec");
	sr = srunner_create(c25519_suite());
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
