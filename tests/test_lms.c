/* SPDX-License-Identifier: MIT */
/*
 * Unit tests of LMS/HSS: the ACVP sigVer and Botan HSS records, round
 * trips of our signer on every hash and Winternitz parameter, the
 * stateful-key rule (save before release, exhaustion, a failed save),
 * HSS chains built from our own keys, HSS keys of one to three levels
 * (round trips, the rollover to the next bottom tree, exhaustion, a
 * failed save), tampering and bad input.
 * With a directory argument the vectors are read from DIR/lms/ (the
 * build's full conversion of ../shared/vectors) instead of the subset.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/lms.h"
#include "lms_kat.h"

#define SIG_MAX 9400 /* 12 + 32 * 266 + 32 * 25 */
#define U(s) ((const uint8_t *)(s))

static const char *vec_dir; /* NULL: the committed subset */

/* Every record of one vector file (loop index: lms_kat_files[]). */
START_TEST(vectors)
{
	lms_kat_counts n = {0, 0};
	char why[512] = "";
	long bad;

	bad = lms_kat_run(vec_dir, lms_kat_files[_i], &n, why, sizeof(why));
	ck_assert_msg(bad == 0, "%s", why);
	ck_assert_uint_gt(n.valid, 0);
	ck_assert_uint_gt(n.invalid, 0);
	printf("lms %s: %lu valid verified, %lu invalid rejected\n",
	       lms_kat_files[_i], n.valid, n.invalid);
}
END_TEST

/* Our signers reproduce the draft's and RFC 8554's keys and signatures. */
START_TEST(published)
{
	unsigned long matched = 0;
	char why[512] = "";

	ck_assert_msg(lms_kat_resign(vec_dir, &matched, why, sizeof(why)) == 0,
		      "%s", why);
	ck_assert_uint_eq(matched, 4);
}
END_TEST

/* What the save callback saw, to check the order of events. */
typedef struct saver {
	uint8_t sk[CB_HSS_SK_MAX];
	const uint8_t *sig;   /* the signature buffer being filled */
	size_t sig_len;
	size_t sk_len;        /* the key's length: 0 for CB_LMS_SK_LEN */
	int calls, fail, sig_blank;
} saver;

static int
save(void *arg, const uint8_t *sk, size_t sk_len)
{
	saver *s = arg;
	size_t i;

	ck_assert_uint_eq(sk_len, s->sk_len ? s->sk_len : CB_LMS_SK_LEN);
	memcpy(s->sk, sk, sk_len);
	s->calls++;
	/* nothing of the signature may exist yet */
	s->sig_blank = 1;
	for (i = 0; i < s->sig_len; i++)
		if (s->sig[i] != 0xee)
			s->sig_blank = 0;
	return s->fail;
}

static const struct {
	uint32_t lms, ots;
} pairs[] = {
	{ CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W1 },
	{ CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W2 },
	{ CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W4 },
	{ CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W8 },
	{ CB_LMS_SHA256_M24_H5, CB_LMOTS_SHA256_N24_W1 },
	{ CB_LMS_SHA256_M24_H5, CB_LMOTS_SHA256_N24_W4 },
	{ CB_LMS_SHAKE_M32_H5, CB_LMOTS_SHAKE_N32_W2 },
	{ CB_LMS_SHAKE_M24_H5, CB_LMOTS_SHAKE_N24_W4 },
	{ CB_LMS_SHA256_M32_H10, CB_LMOTS_SHA256_N32_W1 },
};

/* Sign at leaves 0 and 1: both verify, tampering fails, q advances. */
START_TEST(roundtrip)
{
	uint8_t pk[CB_LMS_PK_MAX], sk[CB_LMS_SK_LEN], id[16], seed[32];
	uint8_t sig[SIG_MAX], msg[33];
	size_t sl = cb_lms_sig_len(pairs[_i].lms, pairs[_i].ots), i;
	size_t pl = cb_lms_pk_len(pairs[_i].lms);
	saver s;
	int q;

	ck_assert_uint_gt(sl, 0);
	ck_assert_uint_le(sl, sizeof(sig));
	memset(id, 0x11 + _i, sizeof(id));
	memset(seed, 0x77 ^ _i, sizeof(seed));
	memset(msg, 'm', sizeof(msg));
	ck_assert_int_eq(cb_lms_keygen(pk, sk, pairs[_i].lms, pairs[_i].ots,
				       id, seed), CB_OK);
	for (q = 0; q < 2; q++) {
		memset(&s, 0, sizeof(s));
		memset(sig, 0xee, sizeof(sig));
		s.sig = sig;
		s.sig_len = sl;
		ck_assert_int_eq(cb_lms_sign(sig, sl, sk, msg, sizeof(msg),
					     save, &s), CB_OK);
		ck_assert_int_eq(s.calls, 1);
		ck_assert(s.sig_blank);
		ck_assert(memcmp(s.sk, sk, CB_LMS_SK_LEN) == 0);
		ck_assert_uint_eq(sig[3], q);
		ck_assert_int_eq(cb_lms_verify(pk, pl, msg, sizeof(msg), sig,
					       sl), CB_OK);
		ck_assert_int_ne(cb_lms_verify(pk, pl, msg, sizeof(msg) - 1,
					       sig, sl), CB_OK);
	}
	/* every byte of the signature matters (q, types, C, y, path) */
	for (i = 0; i < sl; i += 1 + sl / 97) {
		sig[i] ^= 0x40;
		ck_assert_int_eq(cb_lms_verify(pk, pl, msg, sizeof(msg), sig,
					       sl), CB_E_AUTH);
		sig[i] ^= 0x40;
	}
	ck_assert_int_eq(cb_lms_verify(pk, pl, msg, sizeof(msg), sig, sl - 1),
			 CB_E_AUTH);
	pk[pl - 1] ^= 1;
	ck_assert_int_eq(cb_lms_verify(pk, pl, msg, sizeof(msg), sig, sl),
			 CB_E_AUTH);
}
END_TEST

/* Fast signing (the kept tree) gives the small one's signatures. */
START_TEST(fast_small)
{
	static uint8_t tree[32 << 11];
	uint8_t pk[CB_LMS_PK_MAX], pk2[CB_LMS_PK_MAX], id[16], seed[32];
	uint8_t sk[CB_LMS_SK_LEN], sk2[CB_LMS_SK_LEN];
	uint8_t sig[SIG_MAX], sig2[SIG_MAX];
	uint32_t lt = pairs[_i].lms, ot = pairs[_i].ots;
	size_t sl = cb_lms_sig_len(lt, ot), tl = cb_lms_tree_len(lt);
	saver s;
	int k;

	ck_assert_uint_le(tl, sizeof(tree));
	memset(id, 0x21 + _i, sizeof(id));
	memset(seed, 0x66 ^ _i, sizeof(seed));
	ck_assert_int_eq(cb_lms_keygen(pk, sk, lt, ot, id, seed), CB_OK);
	ck_assert_int_eq(cb_lms_keygen_tree(pk2, sk2, tree, tl - 1, lt, ot,
					    id, seed), CB_E_ARG);
	ck_assert_int_eq(cb_lms_keygen_tree(pk2, sk2, tree, tl, lt, ot, id,
					    seed), CB_OK);
	ck_assert(memcmp(pk, pk2, cb_lms_pk_len(lt)) == 0);
	ck_assert(memcmp(sk, sk2, CB_LMS_SK_LEN) == 0);
	/* leaves 0, 1, 2 and the last */
	for (k = 0; k < 4; k++) {
		if (k == 3) { /* the last leaf: 31, or 1023 for H10 */
			sk[26] = sk2[26] = lt == CB_LMS_SHA256_M32_H10 ? 3 : 0;
			sk[27] = sk2[27] = lt == CB_LMS_SHA256_M32_H10 ? 0xff
								       : 31;
		}
		memset(&s, 0, sizeof(s));
		ck_assert_int_eq(cb_lms_sign(sig, sl, sk, U("m"), 1, save, &s),
				 CB_OK);
		ck_assert_int_eq(cb_lms_sign_tree(sig2, sl, sk2, tree, tl,
						  U("m"), 1, save, &s), CB_OK);
		ck_assert_int_eq(s.calls, 2);
		ck_assert(memcmp(sig, sig2, sl) == 0);
		ck_assert(memcmp(sk, sk2, CB_LMS_SK_LEN) == 0);
	}
	ck_assert_int_eq(cb_lms_sign_tree(sig2, sl, sk2, tree, tl - 1, U("m"),
					  1, save, &s), CB_E_ARG);
	ck_assert_int_eq(cb_lms_sign_tree(sig2, sl, sk2, NULL, tl, U("m"), 1,
					  save, &s), CB_E_ARG);
	ck_assert_uint_eq(cb_lms_tree_len(CB_LMS_SHA256_M24_H10), 24 << 11);
	ck_assert_uint_eq(cb_lms_tree_len(3), 0);
}
END_TEST

/* Every leaf once, then the key is refused; q never repeats. */
START_TEST(exhaustion)
{
	uint8_t pk[CB_LMS_PK_MAX], sk[CB_LMS_SK_LEN], id[16] = {1}, seed[32];
	uint8_t sig[SIG_MAX], before[CB_LMS_SK_LEN];
	size_t sl = cb_lms_sig_len(CB_LMS_SHA256_M32_H5,
				   CB_LMOTS_SHA256_N32_W1);
	saver s;
	uint32_t q;

	memset(seed, 3, sizeof(seed));
	ck_assert_int_eq(cb_lms_keygen(pk, sk, CB_LMS_SHA256_M32_H5,
		CB_LMOTS_SHA256_N32_W1, id, seed), CB_OK);
	for (q = 0; q < 32; q++) {
		ck_assert_uint_eq(cb_lms_remaining(sk), 32 - q);
		memset(&s, 0, sizeof(s));
		ck_assert_int_eq(cb_lms_sign(sig, sl, sk, (uint8_t *)&q, sizeof(q), save,
					     &s), CB_OK);
		ck_assert_uint_eq((uint32_t)sig[2] << 8 | sig[3], q);
		ck_assert_int_eq(cb_lms_verify(pk, 56, (uint8_t *)&q,
					       sizeof(q), sig, sl), CB_OK);
	}
	ck_assert_uint_eq(cb_lms_remaining(sk), 0);
	memcpy(before, sk, sizeof(sk));
	memset(&s, 0, sizeof(s));
	memset(sig, 0xee, sizeof(sig));
	ck_assert_int_eq(cb_lms_sign(sig, sl, sk, U("x"), 1, save, &s),
			 CB_E_STATE);
	ck_assert_int_eq(s.calls, 0);
	ck_assert(memcmp(before, sk, sizeof(sk)) == 0);
	ck_assert_uint_eq(sig[0] | sig[sl - 1], 0);
}
END_TEST

/* A failed save releases nothing, and the leaf is not used again. */
START_TEST(save_fails)
{
	uint8_t pk[CB_LMS_PK_MAX], sk[CB_LMS_SK_LEN], id[16] = {2}, seed[32];
	uint8_t sig[SIG_MAX];
	size_t sl = cb_lms_sig_len(CB_LMS_SHA256_M32_H5,
				   CB_LMOTS_SHA256_N32_W2), i;
	saver s;

	memset(seed, 4, sizeof(seed));
	ck_assert_int_eq(cb_lms_keygen(pk, sk, CB_LMS_SHA256_M32_H5,
		CB_LMOTS_SHA256_N32_W2, id, seed), CB_OK);
	memset(&s, 0, sizeof(s));
	s.fail = -1;
	memset(sig, 0xee, sizeof(sig));
	ck_assert_int_eq(cb_lms_sign(sig, sl, sk, U("a"), 1, save, &s),
			 CB_E_STATE);
	for (i = 0; i < sl; i++)
		ck_assert_uint_eq(sig[i], 0);
	ck_assert_uint_eq(cb_lms_remaining(sk), 31);
	s.fail = 0;
	ck_assert_int_eq(cb_lms_sign(sig, sl, sk, U("a"), 1, save, &s), CB_OK);
	ck_assert_uint_eq(sig[3], 1);
	/* a NULL save, a short buffer, a malformed key: refused */
	ck_assert_int_eq(cb_lms_sign(sig, sl, sk, U("a"), 1, NULL, NULL),
			 CB_E_ARG);
	ck_assert_int_eq(cb_lms_sign(sig, sl - 1, sk, U("a"), 1, save, &s),
			 CB_E_ARG);
	ck_assert_uint_eq(cb_lms_remaining(sk), 30);
	sk[3] = 0x33;
	ck_assert_int_eq(cb_lms_sign(sig, sl, sk, U("a"), 1, save, &s),
			 CB_E_ARG);
	ck_assert_uint_eq(cb_lms_remaining(sk), 0);
}
END_TEST

/*
 * A two-level HSS chain from our own keys: the top signs the bottom's
 * public key, the bottom signs the message; cb_hss_verify() takes it,
 * and rejects it cut, with the wrong level count, or re-ordered.
 */
START_TEST(hss_chain)
{
	uint8_t pk1[CB_LMS_PK_MAX], sk1[CB_LMS_SK_LEN];
	uint8_t pk2[CB_LMS_PK_MAX], sk2[CB_LMS_SK_LEN];
	uint8_t hpk[CB_HSS_PK_MAX], id[16] = {9}, seed[32] = {8};
	static uint8_t hsig[4 + 2 * SIG_MAX + CB_LMS_PK_MAX];
	size_t s1 = cb_lms_sig_len(CB_LMS_SHA256_M32_H5,
				   CB_LMOTS_SHA256_N32_W4);
	size_t s2 = cb_lms_sig_len(CB_LMS_SHA256_M24_H5,
				   CB_LMOTS_SHA256_N24_W2), hl;
	saver s;

	memset(&s, 0, sizeof(s));
	ck_assert_int_eq(cb_lms_keygen(pk1, sk1, CB_LMS_SHA256_M32_H5,
		CB_LMOTS_SHA256_N32_W4, id, seed), CB_OK);
	id[0]++;
	ck_assert_int_eq(cb_lms_keygen(pk2, sk2, CB_LMS_SHA256_M24_H5,
		CB_LMOTS_SHA256_N24_W2, id, seed), CB_OK);
	hpk[0] = hpk[1] = hpk[2] = 0;
	hpk[3] = 2;
	memcpy(hpk + 4, pk1, 56);
	memset(hsig, 0, 4);
	hsig[3] = 1;
	ck_assert_int_eq(cb_lms_sign(hsig + 4, s1, sk1, pk2, 48, save, &s),
			 CB_OK);
	memcpy(hsig + 4 + s1, pk2, 48);
	ck_assert_int_eq(cb_lms_sign(hsig + 4 + s1 + 48, s2, sk2, U("hss"), 3,
				     save, &s), CB_OK);
	hl = 4 + s1 + 48 + s2;
	ck_assert_int_eq(cb_hss_verify(hpk, 60, U("hss"), 3, hsig, hl), CB_OK);
	ck_assert_int_eq(cb_hss_verify(hpk, 60, U("hsx"), 3, hsig, hl),
			 CB_E_AUTH);
	ck_assert_int_eq(cb_hss_verify(hpk, 60, U("hss"), 3, hsig, hl - 1),
			 CB_E_AUTH);
	hsig[4 + s1 + 30] ^= 1; /* the signed bottom key */
	ck_assert_int_eq(cb_hss_verify(hpk, 60, U("hss"), 3, hsig, hl),
			 CB_E_AUTH);
	hsig[4 + s1 + 30] ^= 1;
	hpk[3] = 1;
	ck_assert_int_eq(cb_hss_verify(hpk, 60, U("hss"), 3, hsig, hl),
			 CB_E_AUTH);
	hpk[3] = 0;
	ck_assert_int_eq(cb_hss_verify(hpk, 60, U("hss"), 3, hsig, hl),
			 CB_E_ARG);
	hpk[3] = 9;
	ck_assert_int_eq(cb_hss_verify(hpk, 60, U("hss"), 3, hsig, hl),
			 CB_E_ARG);
	/* one level: u32 0 || the bottom signature under the bottom key */
	hpk[3] = 1;
	memcpy(hpk + 4, pk2, 48);
	memcpy(hsig + s1 + 48, hsig, 4);
	hsig[s1 + 48 + 3] = 0;
	ck_assert_int_eq(cb_hss_verify(hpk, 52, U("hss"), 3, hsig + s1 + 48,
				       4 + s2), CB_OK);
}
END_TEST

/* HSS keys of our own: L levels, each its pair of types (top first). */
static const struct {
	unsigned levels;
	uint32_t lms[3], ots[3];
} hss_keys[] = {
	{ 1, { CB_LMS_SHA256_M32_H5 }, { CB_LMOTS_SHA256_N32_W8 } },
	{ 2, { CB_LMS_SHA256_M32_H5, CB_LMS_SHA256_M24_H5 },
	  { CB_LMOTS_SHA256_N32_W8, CB_LMOTS_SHA256_N24_W4 } },
	{ 3, { CB_LMS_SHA256_M24_H5, CB_LMS_SHA256_M32_H5,
	       CB_LMS_SHA256_M24_H5 },
	  { CB_LMOTS_SHA256_N24_W8, CB_LMOTS_SHA256_N32_W2,
	    CB_LMOTS_SHA256_N24_W8 } },
	{ 2, { CB_LMS_SHAKE_M32_H5, CB_LMS_SHAKE_M24_H5 },
	  { CB_LMOTS_SHAKE_N32_W2, CB_LMOTS_SHAKE_N24_W1 } },
	/* cheap trees for the walks below */
	{ 2, { CB_LMS_SHA256_M32_H5, CB_LMS_SHA256_M32_H5 },
	  { CB_LMOTS_SHA256_N32_W1, CB_LMOTS_SHA256_N32_W1 } },
	{ 3, { CB_LMS_SHA256_M24_H5, CB_LMS_SHA256_M24_H5,
	       CB_LMS_SHA256_M24_H5 },
	  { CB_LMOTS_SHA256_N24_W1, CB_LMOTS_SHA256_N24_W1,
	    CB_LMOTS_SHA256_N24_W1 } },
	{ 1, { CB_LMS_SHA256_M24_H5 }, { CB_LMOTS_SHA256_N24_W1 } },
};
#define HSS_SIG_MAX (4 + 3 * SIG_MAX + 2 * CB_LMS_PK_MAX)

/* The u32 at byte off of b. */
static uint32_t
u32_at(const uint8_t *b, size_t off)
{
	return (uint32_t)b[off] << 24 | (uint32_t)b[off + 1] << 16 |
	       (uint32_t)b[off + 2] << 8 | b[off + 3];
}

/* Set the leaf digit of level i of HSS key sk to q. */
static void
set_q(uint8_t *sk, unsigned i, uint32_t q)
{
	uint8_t *v = sk + 4 + 12 * i + 8;

	v[0] = (uint8_t)(q >> 24);
	v[1] = (uint8_t)(q >> 16);
	v[2] = (uint8_t)(q >> 8);
	v[3] = (uint8_t)q;
}

/* The leaf of each level in HSS signature sig of key k, into q. */
static void
sig_leaves(const uint8_t *sig, unsigned k, uint32_t *q)
{
	size_t off = 4;
	unsigned i;

	for (i = 0; i < hss_keys[k].levels; i++) {
		q[i] = u32_at(sig, off);
		off += cb_lms_sig_len(hss_keys[k].lms[i], hss_keys[k].ots[i]);
		if (i + 1 < hss_keys[k].levels)
			off += cb_lms_pk_len(hss_keys[k].lms[i + 1]);
	}
}

/*
 * Generate key k, and sign with it one message after another: each
 * signature saved before it exists, verified by cb_hss_verify(), one
 * fewer left, and every byte of it counts.
 */
START_TEST(hss_roundtrip)
{
	static uint8_t sig[HSS_SIG_MAX];
	uint8_t pk[CB_HSS_PK_MAX], sk[CB_HSS_SK_MAX], id[16], seed[32];
	unsigned lv = hss_keys[_i].levels;
	size_t skl = CB_HSS_SK_LEN(lv), pkl = 4 +
		     cb_lms_pk_len(hss_keys[_i].lms[0]), sl, i;
	uint32_t q[3];
	uint64_t left;
	saver s;
	int k;

	memset(id, 0x51 + _i, sizeof(id));
	memset(seed, 0x19 ^ _i, sizeof(seed));
	ck_assert_int_eq(cb_hss_keygen(pk, sk, lv, hss_keys[_i].lms,
				       hss_keys[_i].ots, id, seed), CB_OK);
	ck_assert_uint_eq(u32_at(pk, 0), lv);
	sl = cb_hss_sig_len(sk, skl);
	ck_assert_uint_gt(sl, 0);
	ck_assert_uint_le(sl, sizeof(sig));
	left = cb_hss_remaining(sk, skl);
	ck_assert_uint_eq(left, UINT64_C(1) << (5 * lv));
	for (k = 0; k < 2; k++) {
		memset(&s, 0, sizeof(s));
		memset(sig, 0xee, sizeof(sig));
		s.sig = sig;
		s.sig_len = sl;
		s.sk_len = skl;
		ck_assert_int_eq(cb_hss_sign(sig, sl, sk, skl, U("hss msg"),
					     7 + k, save, &s), CB_OK);
		ck_assert_int_eq(s.calls, 1);
		ck_assert(s.sig_blank);
		ck_assert(memcmp(s.sk, sk, skl) == 0);
		ck_assert_uint_eq(cb_hss_remaining(sk, skl), left - 1 - k);
		ck_assert_uint_eq(u32_at(sig, 0), lv - 1);
		sig_leaves(sig, _i, q);
		for (i = 0; i + 1 < lv; i++)
			ck_assert_uint_eq(q[i], 0);
		ck_assert_uint_eq(q[lv - 1], k);
		ck_assert_int_eq(cb_hss_verify(pk, pkl, U("hss msg"), 7 + k,
					       sig, sl), CB_OK);
		ck_assert_int_eq(cb_hss_verify(pk, pkl, U("hss msg"), 6 + k,
					       sig, sl), CB_E_AUTH);
	}
	for (i = 0; i < sl; i += 1 + sl / 61) {
		sig[i] ^= 0x08;
		ck_assert_int_ne(cb_hss_verify(pk, pkl, U("hss msg"), 8, sig,
					       sl), CB_OK);
		sig[i] ^= 0x08;
	}
	/* the top tree is the single-tree LMS key of the same SEED and I */
	{
		uint8_t lpk[CB_LMS_PK_MAX], lsk[CB_LMS_SK_LEN];

		ck_assert_int_eq(cb_lms_keygen(lpk, lsk, hss_keys[_i].lms[0],
			hss_keys[_i].ots[0], id, seed), CB_OK);
		ck_assert(memcmp(lpk, pk + 4, pkl - 4) == 0);
	}
}
END_TEST

/*
 * Across the end of bottom trees (and, with three levels, of the middle
 * one): the next signature is leaf 0 of a new bottom tree under the next
 * leaf of its parent; the leaves of the signatures only ever increase and
 * the new tree's key differs from the old one's.
 */
START_TEST(hss_rollover)
{
	static uint8_t sig[HSS_SIG_MAX], prev[CB_LMS_PK_MAX];
	uint8_t pk[CB_HSS_PK_MAX], sk[CB_HSS_SK_MAX], id[16] = {7}, seed[32];
	unsigned key = 4 + _i, lv = hss_keys[key].levels, j;
	size_t skl = CB_HSS_SK_LEN(lv), pkl, sl, boff, bpl;
	uint32_t q[3], want[3] = {0, 0, 0};
	saver s;
	int k;

	memset(seed, 0x42, sizeof(seed));
	ck_assert_int_eq(cb_hss_keygen(pk, sk, lv, hss_keys[key].lms,
				       hss_keys[key].ots, id, seed), CB_OK);
	pkl = 4 + cb_lms_pk_len(hss_keys[key].lms[0]);
	sl = cb_hss_sig_len(sk, skl);
	/* the bottom's signed public key: just before its signature */
	bpl = cb_lms_pk_len(hss_keys[key].lms[lv - 1]);
	boff = sl - cb_lms_sig_len(hss_keys[key].lms[lv - 1],
				   hss_keys[key].ots[lv - 1]) - bpl;
	/* three leaves before the end of the first bottom tree(s) */
	for (j = 1; j < lv; j++)
		want[j] = 31;
	want[lv - 1] = 29;
	for (j = 0; j < lv; j++)
		set_q(sk, j, want[j]);
	for (k = 0; k < 5; k++) {
		memset(&s, 0, sizeof(s));
		s.sk_len = skl;
		ck_assert_int_eq(cb_hss_sign(sig, sl, sk, skl, U("roll"), 4,
					     save, &s), CB_OK);
		ck_assert_int_eq(cb_hss_verify(pk, pkl, U("roll"), 4, sig, sl),
				 CB_OK);
		sig_leaves(sig, key, q);
		for (j = 0; j < lv; j++)
			ck_assert_uint_eq(q[j], want[j]);
		if (k == 3) /* the first signature of the new bottom tree */
			ck_assert(memcmp(prev, sig + boff, bpl) != 0);
		else if (k > 0)
			ck_assert(memcmp(prev, sig + boff, bpl) == 0);
		memcpy(prev, sig + boff, bpl);
		/* the next digits: bottom + 1, carried up */
		for (j = lv; j-- > 0;) {
			if (j > 0 && want[j] == 31) {
				want[j] = 0;
				continue;
			}
			want[j]++;
			break;
		}
	}
	ck_assert_uint_eq(want[0], 1);
}
END_TEST

/* The last signature of the key, then refusals that leave it as it is. */
START_TEST(hss_exhaustion)
{
	static uint8_t sig[HSS_SIG_MAX];
	uint8_t pk[CB_HSS_PK_MAX], sk[CB_HSS_SK_MAX], before[CB_HSS_SK_MAX];
	uint8_t id[16] = {5}, seed[32] = {6};
	size_t skl = CB_HSS_SK_LEN(2), sl, i;
	saver s;
	int k;

	ck_assert_int_eq(cb_hss_keygen(pk, sk, 2, hss_keys[4].lms,
				       hss_keys[4].ots, id, seed), CB_OK);
	sl = cb_hss_sig_len(sk, skl);
	set_q(sk, 0, 31);
	set_q(sk, 1, 30);
	ck_assert_uint_eq(cb_hss_remaining(sk, skl), 2);
	for (k = 0; k < 2; k++) {
		memset(&s, 0, sizeof(s));
		s.sk_len = skl;
		ck_assert_int_eq(cb_hss_sign(sig, sl, sk, skl, U("end"), 3,
					     save, &s), CB_OK);
		ck_assert_int_eq(cb_hss_verify(pk, 60, U("end"), 3, sig, sl),
				 CB_OK);
	}
	ck_assert_uint_eq(cb_hss_remaining(sk, skl), 0);
	ck_assert_uint_eq(u32_at(sk, 4 + 8), 32);
	ck_assert_uint_eq(u32_at(sk, 16 + 8), 0);
	memcpy(before, sk, skl);
	memset(&s, 0, sizeof(s));
	s.sk_len = skl;
	memset(sig, 0xee, sizeof(sig));
	ck_assert_int_eq(cb_hss_sign(sig, sl, sk, skl, U("end"), 3, save, &s),
			 CB_E_STATE);
	ck_assert_int_eq(s.calls, 0);
	ck_assert(memcmp(before, sk, skl) == 0);
	for (i = 0; i < sl; i++)
		ck_assert_uint_eq(sig[i], 0);
}
END_TEST

/*
 * A failed save releases nothing (the signature buffer is wiped) and the
 * key in memory stays advanced: signing again takes the next leaf, so
 * the leaf whose save failed is never used, whichever copy survives.
 */
START_TEST(hss_save_fails)
{
	static uint8_t sig[HSS_SIG_MAX];
	uint8_t pk[CB_HSS_PK_MAX], sk[CB_HSS_SK_MAX], stored[CB_HSS_SK_MAX];
	uint8_t id[16] = {3}, seed[32] = {4};
	size_t skl = CB_HSS_SK_LEN(3), sl, i;
	uint32_t q[3];
	saver s;

	ck_assert_int_eq(cb_hss_keygen(pk, sk, 3, hss_keys[5].lms,
				       hss_keys[5].ots, id, seed), CB_OK);
	memcpy(stored, sk, skl);
	sl = cb_hss_sig_len(sk, skl);
	memset(&s, 0, sizeof(s));
	s.sk_len = skl;
	s.fail = -1;
	memset(sig, 0xee, sizeof(sig));
	ck_assert_int_eq(cb_hss_sign(sig, sl, sk, skl, U("a"), 1, save, &s),
			 CB_E_STATE);
	ck_assert_int_eq(s.calls, 1);
	for (i = 0; i < sl; i++)
		ck_assert_uint_eq(sig[i], 0);
	ck_assert_uint_eq(cb_hss_remaining(sk, skl),
			  cb_hss_remaining(stored, skl) - 1);
	s.fail = 0;
	ck_assert_int_eq(cb_hss_sign(sig, sl, sk, skl, U("a"), 1, save, &s),
			 CB_OK);
	sig_leaves(sig, 5, q);
	ck_assert_uint_eq(q[0] | q[1], 0);
	ck_assert_uint_eq(q[2], 1);
	ck_assert_int_eq(cb_hss_verify(pk, 4 + 48, U("a"), 1, sig, sl), CB_OK);
	/* a NULL save, a short buffer: refused, nothing used */
	ck_assert_int_eq(cb_hss_sign(sig, sl, sk, skl, U("a"), 1, NULL, NULL),
			 CB_E_ARG);
	ck_assert_int_eq(cb_hss_sign(sig, sl - 1, sk, skl, U("a"), 1, save,
				     &s), CB_E_ARG);
	ck_assert_uint_eq(sig[0] | sig[sl - 2], 0);
	ck_assert_uint_eq(cb_hss_remaining(sk, skl),
			  cb_hss_remaining(stored, skl) - 2);
}
END_TEST

/*
 * Fast signing (the work buffer) gives the small one's signatures, from
 * key generation on, across the end of bottom (and middle) trees, after
 * a jump of the leaves, with a zeroed buffer and with another key's.
 */
START_TEST(hss_fast_small)
{
	static uint8_t sig[HSS_SIG_MAX], sig2[HSS_SIG_MAX], work[16384];
	static uint8_t other[16384];
	uint8_t pk[CB_HSS_PK_MAX], pk2[CB_HSS_PK_MAX], id[16], seed[32];
	uint8_t sk[CB_HSS_SK_MAX], sk2[CB_HSS_SK_MAX];
	unsigned key = 4 + _i, lv = hss_keys[key].levels, j;
	size_t skl = CB_HSS_SK_LEN(lv), sl, wl, pkl;
	saver s;
	int k;

	memset(id, 0x61, sizeof(id));
	memset(seed, 0x29, sizeof(seed));
	ck_assert_int_eq(cb_hss_keygen(pk, sk, lv, hss_keys[key].lms,
				       hss_keys[key].ots, id, seed), CB_OK);
	wl = cb_hss_work_len(sk, skl);
	ck_assert_uint_gt(wl, 0);
	ck_assert_uint_le(wl, sizeof(work));
	ck_assert_int_eq(cb_hss_keygen_work(pk2, sk2, work, wl - 1, lv,
		hss_keys[key].lms, hss_keys[key].ots, id, seed), CB_E_ARG);
	ck_assert_int_eq(cb_hss_keygen_work(pk2, sk2, work, wl, lv,
		hss_keys[key].lms, hss_keys[key].ots, id, seed), CB_OK);
	pkl = 4 + cb_lms_pk_len(hss_keys[key].lms[0]);
	ck_assert(memcmp(pk, pk2, pkl) == 0);
	ck_assert(memcmp(sk, sk2, skl) == 0);
	sl = cb_hss_sig_len(sk, skl);
	memset(&s, 0, sizeof(s));
	s.sk_len = skl;
	for (k = 0; k < 9; k++) {
		if (k == 2) /* near the end of the first bottom tree(s) */
			for (j = 1; j < lv; j++) {
				set_q(sk, j, j + 1 < lv ? 31 : 30);
				set_q(sk2, j, j + 1 < lv ? 31 : 30);
			}
		if (k == 5) { /* a jump of the upper leaves */
			set_q(sk, 0, 7);
			set_q(sk2, 0, 7);
		}
		if (k == 6)
			memset(work, 0, sizeof(work));
		if (k == 7) { /* another key's buffer */
			uint8_t opk[CB_HSS_PK_MAX], osk[CB_HSS_SK_MAX];

			id[0] ^= 1;
			ck_assert_int_eq(cb_hss_keygen_work(opk, osk, other,
				sizeof(other), lv, hss_keys[key].lms,
				hss_keys[key].ots, id, seed), CB_OK);
			memcpy(work, other, wl);
		}
		ck_assert_int_eq(cb_hss_sign(sig, sl, sk, skl, U("fs"), 2, save,
					     &s), CB_OK);
		ck_assert_int_eq(cb_hss_sign_work(sig2, sl, sk2, skl, work, wl,
						  U("fs"), 2, save, &s), CB_OK);
		ck_assert_msg(memcmp(sig, sig2, sl) == 0, "signature %d", k);
		ck_assert(memcmp(sk, sk2, skl) == 0);
		ck_assert_int_eq(cb_hss_verify(pk, pkl, U("fs"), 2, sig2, sl),
				 CB_OK);
	}
	ck_assert_int_eq(s.calls, 18);
	/* refused before anything is used: NULL or short work */
	ck_assert_int_eq(cb_hss_sign_work(sig2, sl, sk2, skl, NULL, wl, U("x"),
					  1, save, &s), CB_E_ARG);
	ck_assert_int_eq(cb_hss_sign_work(sig2, sl, sk2, skl, work, wl - 1,
					  U("x"), 1, save, &s), CB_E_ARG);
	ck_assert_int_eq(s.calls, 18);
	ck_assert(memcmp(sk, sk2, skl) == 0);
	ck_assert_uint_eq(sig2[0] | sig2[sl - 1], 0);
	ck_assert_uint_eq(cb_hss_work_len(sk, skl - 1), 0);
}
END_TEST

/* HSS key checks: levels, types, lengths, digits, counts. */
START_TEST(hss_types)
{
	uint8_t pk[CB_HSS_PK_MAX], sk[CB_HSS_SK_MAX], id[16] = {0};
	uint8_t seed[32] = {0}, sig[64];
	uint32_t lt[8], ot[8];
	size_t skl = CB_HSS_SK_LEN(3);
	saver s;
	unsigned i;

	for (i = 0; i < 8; i++) {
		lt[i] = CB_LMS_SHA256_M32_H25;
		ot[i] = CB_LMOTS_SHA256_N32_W8;
	}
	ck_assert_uint_eq(CB_HSS_SK_LEN(1), 64);
	ck_assert_uint_eq(CB_HSS_SK_MAX, 148);
	ck_assert_int_eq(cb_hss_keygen(pk, sk, 0, lt, ot, id, seed), CB_E_ARG);
	ck_assert_int_eq(cb_hss_keygen(pk, sk, 9, lt, ot, id, seed), CB_E_ARG);
	ot[1] = CB_LMOTS_SHA256_N24_W8;
	ck_assert_int_eq(cb_hss_keygen(pk, sk, 2, lt, ot, id, seed),
			 CB_E_UNSUPPORTED);
	/* a key of big trees, written by hand (no tree to compute) */
	memset(sk, 0, sizeof(sk));
	sk[3] = 3;
	for (i = 0; i < 3; i++) {
		sk[4 + 12 * i + 3] = CB_LMS_SHA256_M32_H25;
		sk[4 + 12 * i + 7] = CB_LMOTS_SHA256_N32_W8;
	}
	/* 2^75 left: saturated; then the last three */
	ck_assert_uint_eq(cb_hss_remaining(sk, skl), UINT64_MAX);
	for (i = 0; i < 3; i++)
		set_q(sk, i, (UINT32_C(1) << 25) - 1);
	ck_assert_uint_eq(cb_hss_remaining(sk, skl), 1);
	set_q(sk, 2, (UINT32_C(1) << 25) - 3);
	ck_assert_uint_eq(cb_hss_remaining(sk, skl), 3);
	set_q(sk, 1, (UINT32_C(1) << 25) - 2);
	ck_assert_uint_eq(cb_hss_remaining(sk, skl), (UINT64_C(1) << 25) + 3);
	ck_assert_uint_eq(cb_hss_sig_len(sk, skl),
			  4 + 3 * cb_lms_sig_len(CB_LMS_SHA256_M32_H25,
						 CB_LMOTS_SHA256_N32_W8) +
			  2 * 56);
	/* malformed: length, levels, a type, a lower digit at 2^h */
	ck_assert_uint_eq(cb_hss_sig_len(sk, skl - 1), 0);
	ck_assert_uint_eq(cb_hss_remaining(sk, skl + 1), 0);
	set_q(sk, 2, UINT32_C(1) << 25);
	ck_assert_uint_eq(cb_hss_sig_len(sk, skl), 0);
	memset(&s, 0, sizeof(s));
	ck_assert_int_eq(cb_hss_sign(sig, sizeof(sig), sk, skl, NULL, 0, save,
				     &s), CB_E_ARG);
	ck_assert_int_eq(s.calls, 0);
	set_q(sk, 2, 0);
	sk[4 + 12 + 7] = CB_LMOTS_SHA256_N24_W8;
	ck_assert_uint_eq(cb_hss_sig_len(sk, skl), 0);
	sk[4 + 12 + 7] = CB_LMOTS_SHA256_N32_W8;
	sk[3] = 0;
	ck_assert_uint_eq(cb_hss_sig_len(sk, CB_HSS_SK_LEN(0)), 0);
	sk[3] = 9;
	ck_assert_uint_eq(cb_hss_sig_len(sk, CB_HSS_SK_LEN(9)), 0);
	ck_assert_uint_eq(cb_hss_sig_len(NULL, 0), 0);
	/* the top digit at 2^h: exhausted, not malformed */
	sk[3] = 3;
	set_q(sk, 0, UINT32_C(1) << 25);
	ck_assert_uint_gt(cb_hss_sig_len(sk, skl), 0);
	ck_assert_uint_eq(cb_hss_remaining(sk, skl), 0);
}
END_TEST

/* Types: lengths of known pairs, refusals of unknown or mixed ones. */
START_TEST(types)
{
	uint8_t pk[CB_LMS_PK_MAX], sk[CB_LMS_SK_LEN], id[16] = {0};
	uint8_t seed[32] = {0}, sig[16] = {0};

	ck_assert_uint_eq(cb_lms_sig_len(CB_LMS_SHA256_M32_H5,
		CB_LMOTS_SHA256_N32_W8), 1292);
	ck_assert_uint_eq(cb_lms_sig_len(CB_LMS_SHA256_M32_H10,
		CB_LMOTS_SHA256_N32_W4), 2508);
	ck_assert_uint_eq(cb_lms_sig_len(CB_LMS_SHA256_M24_H5,
		CB_LMOTS_SHA256_N24_W1), 4956);
	ck_assert_uint_eq(cb_lms_sig_len(CB_LMS_SHA256_M32_H25,
		CB_LMOTS_SHA256_N32_W1), 9324);
	ck_assert_uint_eq(cb_lms_sig_len(CB_LMS_SHA256_M32_H5,
		CB_LMOTS_SHA256_N24_W8), 0);
	ck_assert_uint_eq(cb_lms_sig_len(CB_LMS_SHA256_M32_H5,
		CB_LMOTS_SHAKE_N32_W8), 0);
	ck_assert_uint_eq(cb_lms_sig_len(4, 1), 0);
	ck_assert_uint_eq(cb_lms_sig_len(25, 1), 0);
	ck_assert_uint_eq(cb_lms_pk_len(CB_LMS_SHAKE_M24_H5 + 4), 48);
	ck_assert_uint_eq(cb_lms_pk_len(0x19), 0);
	ck_assert_int_eq(cb_lms_keygen(pk, sk, CB_LMS_SHA256_M24_H5,
		CB_LMOTS_SHA256_N32_W8, id, seed), CB_E_UNSUPPORTED);
	ck_assert_int_eq(cb_lms_keygen(pk, sk, 0, 0, id, seed),
			 CB_E_UNSUPPORTED);
	memset(pk, 0, sizeof(pk));
	pk[3] = 5;
	pk[7] = 1;
	ck_assert_int_eq(cb_lms_verify(pk, 56, NULL, 0, sig, 0), CB_E_AUTH);
	ck_assert_int_eq(cb_lms_verify(pk, 55, NULL, 0, sig, 0), CB_E_ARG);
	ck_assert_int_eq(cb_lms_verify(pk, 4, NULL, 0, sig, 0), CB_E_ARG);
	pk[7] = 0x11;
	ck_assert_int_eq(cb_lms_verify(pk, 56, NULL, 0, sig, 0),
			 CB_E_UNSUPPORTED);
	ck_assert_int_eq(cb_hss_verify(pk, 3, NULL, 0, sig, 0), CB_E_ARG);
	ck_assert_str_eq(cb_strerror(CB_E_STATE),
			 "stateful key exhausted or not saved");
}
END_TEST

int
main(int argc, char **argv)
{
	Suite *s = suite_create("lms");
	TCase *tc;
	SRunner *sr;
	int failed;

	if (argc > 1)
		vec_dir = argv[1];
	tc = tcase_create("vectors");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, vectors, 0, 2);
	tcase_add_test(tc, published);
	suite_add_tcase(s, tc);
	if (vec_dir == NULL) {
		tc = tcase_create("lms");
		tcase_set_timeout(tc, 300);
		tcase_add_loop_test(tc, roundtrip, 0,
				    sizeof(pairs) / sizeof(pairs[0]));
		tcase_add_loop_test(tc, fast_small, 0,
				    sizeof(pairs) / sizeof(pairs[0]));
		tcase_add_test(tc, exhaustion);
		tcase_add_test(tc, save_fails);
		tcase_add_test(tc, hss_chain);
		tcase_add_loop_test(tc, hss_roundtrip, 0,
				    sizeof(hss_keys) / sizeof(hss_keys[0]));
		tcase_add_loop_test(tc, hss_rollover, 0, 2);
		tcase_add_loop_test(tc, hss_fast_small, 0, 3);
		tcase_add_test(tc, hss_exhaustion);
		tcase_add_test(tc, hss_save_fails);
		tcase_add_test(tc, hss_types);
		tcase_add_test(tc, types);
		suite_add_tcase(s, tc);
	}
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
