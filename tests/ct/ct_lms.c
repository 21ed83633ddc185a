/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of LMS: key generation and signing with the
 * private key's SEED secret, on each hash and Winternitz parameter.  The
 * library's source is compiled here with CB_LMS_PUBLIC declassifying the
 * randomizer C (it is published in the signature; see the header of
 * lib/src/pq/lms.c).  Everything else derived from SEED must reach
 * neither a branch nor an address, and the outputs (the root T[1], the
 * chain values y and the authentication path) must carry its taint.
 * Both configurations: the tree recomputed, and kept in a buffer.
 * HSS signing of two levels (SHA-256 and SHAKE256 parents) at the first
 * and the last leaf of the bottom tree, both configurations: the lower trees' SEED comes
 * from the top's and stays secret; their I and roots (public: in the
 * signature) pass through CB_LMS_PUBLIC.
 */
#include <string.h>

#include "ct.h"

#define CB_LMS_PUBLIC(p, n) CT_PUBLIC((p), (n))
#include "../../lib/src/pq/lms.c"

static const struct {
	uint32_t lms, ots;
} pairs[] = {
	{ CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W1 },
	{ CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W2 },
	{ CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W4 },
	{ CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W8 },
	{ CB_LMS_SHA256_M24_H5, CB_LMOTS_SHA256_N24_W4 },
	{ CB_LMS_SHAKE_M32_H5, CB_LMOTS_SHAKE_N32_W2 },
	{ CB_LMS_SHAKE_M24_H5, CB_LMOTS_SHAKE_N24_W1 },
};

static int
save(void *arg, const uint8_t *sk, size_t sk_len)
{
	(void)arg;
	(void)sk;
	(void)sk_len;
	return 0;
}

static int
check(uint32_t lt, uint32_t ot)
{
	uint8_t pk[CB_LMS_PK_MAX], sk[CB_LMS_SK_LEN], id[16], seed[32];
	uint8_t sig[8700], msg[40], tree[32 << 6];
	lms_par l;
	ots_par o;
	size_t sl = cb_lms_sig_len(lt, ot);
	int rc, bad = 0;

	if (pair_params(lt, ot, &l, &o) != 0 || sl > sizeof(sig))
		return 1;
	memset(id, 0x3c, sizeof(id));
	memset(seed, 0x5a, sizeof(seed));
	memset(msg, 'M', sizeof(msg));
	CT_SECRET(seed, l.m);
	rc = cb_lms_keygen(pk, sk, lt, ot, id, seed);
	CT_PUBLIC(&rc, sizeof(rc));
	bad |= rc != CB_OK;
	CT_OUTPUT(pk + 24, l.m);
	/* sign at leaf 0 and at leaf 1 (their paths differ) */
	rc = cb_lms_sign(sig, sl, sk, msg, sizeof(msg), save, NULL);
	CT_PUBLIC(&rc, sizeof(rc));
	bad |= rc != CB_OK;
	CT_OUTPUT(sig + 8 + o.n, (size_t)o.n * o.p);
	CT_OUTPUT(sig + 12 + (size_t)o.n * (o.p + 1), (size_t)l.m * l.h);
	rc = cb_lms_sign(sig, sl, sk, msg, sizeof(msg), save, NULL);
	CT_PUBLIC(&rc, sizeof(rc));
	bad |= rc != CB_OK;
	CT_OUTPUT(sig + 8 + o.n, (size_t)o.n * o.p);
	CT_OUTPUT(sig + 12 + (size_t)o.n * (o.p + 1), (size_t)l.m * l.h);
	/* fast: the kept tree (its nodes carry the taint too) */
	CT_SECRET(seed, l.m);
	rc = cb_lms_keygen_tree(pk, sk, tree, sizeof(tree), lt, ot, id, seed);
	CT_PUBLIC(&rc, sizeof(rc));
	bad |= rc != CB_OK;
	CT_OUTPUT(tree + l.m, ((size_t)l.m << (l.h + 1)) - l.m);
	rc = cb_lms_sign_tree(sig, sl, sk, tree, sizeof(tree), msg,
			      sizeof(msg), save, NULL);
	CT_PUBLIC(&rc, sizeof(rc));
	bad |= rc != CB_OK;
	CT_OUTPUT(sig + 8 + o.n, (size_t)o.n * o.p);
	/* once declassified, the signature verifies */
	CT_PUBLIC(pk, sizeof(pk));
	CT_PUBLIC(sig, sl);
	bad |= cb_lms_verify(pk, 24 + l.m, msg, sizeof(msg), sig, sl) != CB_OK;
	return bad;
}

static const struct {
	uint32_t lms[2], ots[2];
} hss_pairs[] = {
	{ { CB_LMS_SHA256_M32_H5, CB_LMS_SHA256_M24_H5 },
	  { CB_LMOTS_SHA256_N32_W2, CB_LMOTS_SHA256_N24_W1 } },
	{ { CB_LMS_SHAKE_M24_H5, CB_LMS_SHAKE_M32_H5 },
	  { CB_LMOTS_SHAKE_N24_W1, CB_LMOTS_SHAKE_N32_W1 } },
};

static int
check_hss(const uint32_t *lt, const uint32_t *ot)
{
	uint8_t pk[CB_HSS_PK_MAX], sk[CB_HSS_SK_LEN(2)], id[16], seed[32];
	static uint8_t work[24 + 24 + 2 * 2048 + 4 + 4956 + CB_LMS_PK_MAX];
	uint8_t sig[4 + 4956 + 8684 + CB_LMS_PK_MAX], msg[40];
	size_t sl;
	int rc, k, bad = 0;

	memset(id, 0x4b, sizeof(id));
	memset(seed, 0xa5, sizeof(seed));
	memset(msg, 'H', sizeof(msg));
	CT_SECRET(seed, sizeof(seed));
	rc = cb_hss_keygen(pk, sk, 2, lt, ot, id, seed);
	CT_PUBLIC(&rc, sizeof(rc));
	bad |= rc != CB_OK;
	sl = cb_hss_sig_len(sk, sizeof(sk));
	bad |= sl == 0 || sl > sizeof(sig);
	if (bad)
		return bad;
	CT_OUTPUT(pk + 28, cb_lms_pk_len(lt[0]) - 24);
	/* leaves 0 and 31 of the first bottom tree */
	for (k = 0; k < 2; k++) {
		if (k == 1)
			sk[4 + 12 + 11] = 31;
		rc = cb_hss_sign(sig, sl, sk, sizeof(sk), msg, sizeof(msg),
				 save, NULL);
		CT_PUBLIC(&rc, sizeof(rc));
		bad |= rc != CB_OK;
		/* the bottom signature's chain values carry SEED's taint */
		CT_OUTPUT(sig + sl - 100, 100);
		CT_PUBLIC(sig, sl);
		CT_PUBLIC(pk, sizeof(pk));
		bad |= cb_hss_verify(pk, 4 + cb_lms_pk_len(lt[0]), msg,
				     sizeof(msg), sig, sl) != CB_OK;
	}
	/* fast: the trees kept; a fresh buffer, then the next bottom tree */
	CT_SECRET(seed, sizeof(seed));
	rc = cb_hss_keygen_work(pk, sk, work, sizeof(work), 2, lt, ot, id,
				seed);
	CT_PUBLIC(&rc, sizeof(rc));
	bad |= rc != CB_OK || cb_hss_work_len(sk, sizeof(sk)) > sizeof(work);
	for (k = 0; k < 2; k++) {
		if (k == 1)
			sk[4 + 12 + 11] = 31;
		rc = cb_hss_sign_work(sig, sl, sk, sizeof(sk), work,
				      sizeof(work), msg, sizeof(msg), save,
				      NULL);
		CT_PUBLIC(&rc, sizeof(rc));
		bad |= rc != CB_OK;
		CT_OUTPUT(sig + sl - 100, 100);
		CT_PUBLIC(sig, sl);
		CT_PUBLIC(pk, sizeof(pk));
		bad |= cb_hss_verify(pk, 4 + cb_lms_pk_len(lt[0]), msg,
				     sizeof(msg), sig, sl) != CB_OK;
	}
	return bad;
}

int
main(void)
{
	size_t i;
	int bad = 0;

	for (i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++)
		bad |= check(pairs[i].lms, pairs[i].ots);
	for (i = 0; i < sizeof(hss_pairs) / sizeof(hss_pairs[0]); i++)
		bad |= check_hss(hss_pairs[i].lms, hss_pairs[i].ots);
	if (bad)
		fprintf(stderr, "ct_lms: a signature failed\n");
	return bad;
}
