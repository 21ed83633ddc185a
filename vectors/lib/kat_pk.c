/* SPDX-License-Identifier: MIT */
/* Known answers of the public-key kinds. */
#include <string.h>

#include "port.h"
#include "cb/cb.h"
#include "kat.h"

/* workspace: not the stack (the firmware's is for the benchmark) but
 * kat_scratch(), through kat_ws() */
union kat_ws {
	struct {
		cb_dsa_params dp;
		uint32_t tmp[CB_DSA_TMP_LIMBS(CB_DSA_MAX_BITS)];
	} dsa;
	struct {
		uint8_t a[256], b[256], ka[256], kb[256];
		uint32_t tmp[CB_DH_TMP_LIMBS(2048)];
	} dh;
	uint64_t arena[(sizeof(cb_rsa_priv) + sizeof(cb_rsa_pub) + 256 +
			CB_RSA_TMP_LEN_W(2048, CB_RSA_WINDOW_MAX)) / 8 + 8];
	uint8_t buf[1024];
};

/* The workspace, NULL where the program's scratch is too small. */
static union kat_ws *
kat_ws(void)
{
	size_t len;
	void *p = kat_scratch(&len);

	return p != NULL && len >= sizeof(union kat_ws) ? p : NULL;
}

/* see kat.h */
int
kat_digest_is(const uint8_t *want, const uint8_t *a, size_t alen,
	     const uint8_t *b, size_t blen)
{
	cb_sha3_ctx h;
	uint8_t d[32];

	cb_sha3_256_init(&h);
	cb_sha3_update(&h, a, alen);
	cb_sha3_update(&h, b, blen);
	cb_sha3_final(&h, d);
	return memcmp(d, want, 32) == 0;
}

/* The record's bytes f as a random source (a seed, a private key, m), in
 * order; CB_E_RNG once they run out. */
typedef struct kat_bytes {
	const uint8_t *p;
	size_t left;
} kat_bytes;

static int
kat_bytes_rng(void *arg, uint8_t *out, size_t len)
{
	kat_bytes *b = arg;

	if (len > b->left)
		return CB_E_RNG;
	memcpy(out, b->p, len);
	b->p += len;
	b->left -= len;
	return CB_OK;
}

/* A public-key row's buffers, in the static store or, where they need
 * more (ML-DSA's signing, RSA's), the port's workspace; 0 if neither
 * holds them (a board without room for this row). */
typedef struct kat_pk {
	cb_pk_lens l;
	uint8_t *priv, *pub, *out, *secret, *tmp;
	size_t tmp_len;
} kat_pk;

#define ALIGN8(n) (((n) + 7) & ~(size_t)7)

static int
kat_pk_alloc(kat_pk *k, const cb_mf_run *row)
{
	size_t i, len, need;
	union kat_ws *ws = kat_ws();
	uint8_t *b = ws != NULL ? (uint8_t *)ws->arena : NULL;

	if (row->kind == CB_KIND_SIG)
		((const cb_sig_desc *)row->desc)->lens(&row->prims, &k->l);
	else if (row->kind == CB_KIND_KEX)
		((const cb_kex_desc *)row->desc)->lens(&row->prims, &k->l);
	else
		((const cb_kem_desc *)row->desc)->lens(&row->prims, &k->l);
	for (k->tmp_len = 0, i = 0; i < CB_PK_OPS; i++)
		if (k->l.tmp[i] > k->tmp_len)
			k->tmp_len = k->l.tmp[i];
	need = ALIGN8(k->l.priv) + ALIGN8(k->l.pub) + ALIGN8(k->l.out) +
	       ALIGN8(k->l.secret) + k->tmp_len;
	if (b == NULL || need > sizeof(ws->arena)) {
		b = cb_port_workspace(&len);
		if (b == NULL || len < need)
			return 0;
	}
	k->priv = b;
	k->pub = k->priv + ALIGN8(k->l.priv);
	k->out = k->pub + ALIGN8(k->l.pub);
	k->secret = k->out + ALIGN8(k->l.out);
	k->tmp = k->secret + ALIGN8(k->l.secret);
	return 1;
}

/* The record's public key: x in PUB and y in PUBY (SEC1 uncompressed), or
 * PUB whole; its length, 0 if it has none. */
static size_t
kat_pub(const kat_record *r, uint8_t *out, size_t cap)
{
	size_t n = r->len[PUB];

	if (r->len[PUBY] == 0) {
		if (n > cap)
			return 0;
		memcpy(out, r->f[PUB], n);
		return n;
	}
	if (r->len[PUBY] != n || 1 + 2 * n > cap)
		return 0;
	out[0] = 4;
	memcpy(out + 1, r->f[PUB], n);
	memcpy(out + 1 + n, r->f[PUBY], n);
	return 1 + 2 * n;
}

/* ours (len bytes) is want (wlen bytes), or want is its SHA3-256 (a record
 * of an output longer than 32 bytes) */
static int
kat_same(const uint8_t *ours, size_t len, const uint8_t *want, size_t wlen)
{
	if (wlen == len)
		return memcmp(ours, want, len) == 0;
	return wlen == 32 && len > 32 && kat_digest_is(want, ours, len, NULL, 0);
}

/* The record's key pair in k: loaded (RSA: Key its DER); KEY the private
 * key itself (its length), whose public key the scheme derives where the
 * key is its own seed (EdDSA); or a seed to generate it from (ML-DSA). */
static int
kat_sig_keys(const kat_record *r, const cb_mf_run *row, kat_pk *k)
{
	const cb_sig_desc *d = row->desc;
	kat_bytes seed = { r->f[KEY], r->len[KEY] };
	uint8_t pub[2 * CB_ECP_MAX_LEN + 1];
	size_t pl;

	if (d->load != NULL)
		return d->load(&row->prims, k->priv, k->pub, r->f[KEY],
			       r->len[KEY], k->tmp) == CB_OK;
	if (r->len[KEY] != k->l.priv)
		return d->keygen(&row->prims, k->priv, k->pub, kat_bytes_rng,
				 &seed, k->tmp) == CB_OK &&
		       (r->len[PUB] == 0 ||
			kat_same(k->pub, k->l.pub, r->f[PUB], r->len[PUB])) &&
		       (r->len[K] == 0 ||
			kat_same(k->priv, k->l.priv, r->f[K], r->len[K]));
	pl = kat_pub(r, pub, sizeof(pub));
	if (pl != k->l.pub)
		return 0;
	/* a scheme whose private key is its seed derives this public key */
	if (d->keygen(&row->prims, k->priv, k->pub, kat_bytes_rng, &seed,
		      k->tmp) == CB_OK &&
	    memcmp(k->priv, r->f[KEY], k->l.priv) == 0)
		return memcmp(k->pub, pub, pl) == 0;
	memcpy(k->priv, r->f[KEY], k->l.priv);
	memcpy(k->pub, pub, pl);
	return 1;
}

/*
 * Signatures (kind sig): the record's key pair; its deterministic
 * signature of Msg (IN) under the context AD, byte for byte (OUT, or r in
 * OUT and s in TAG, or its SHA3-256); that signature verifies, and is
 * refused once flipped.  Key-generation records stop at the keys.
 */
static int
check_sig(const kat_record *r, const cb_mf_run *row)
{
	const cb_sig_desc *d = row->desc;
	kat_pk k;
	size_t sl, wl = r->len[OUT] + r->len[TAG];

	if (!kat_pk_alloc(&k, row))
		return 1; /* a board without room for it */
	if (!kat_sig_keys(r, row, &k))
		return 0;
	if (r->len[OUT] == 0)
		return 1;
	sl = k.l.out;
	if (d->sign(&row->prims, k.out, &sl, k.priv, k.pub, r->f[AD],
		    r->len[AD], r->f[IN], r->len[IN], NULL, NULL,
		    k.tmp) != CB_OK)
		return 0;
	if (r->len[TAG] != 0 ? wl != sl ||
	    memcmp(k.out, r->f[OUT], r->len[OUT]) != 0 ||
	    memcmp(k.out + r->len[OUT], r->f[TAG], r->len[TAG]) != 0 :
	    !kat_same(k.out, sl, r->f[OUT], r->len[OUT]))
		return 0;
	if (d->verify(&row->prims, k.pub, r->f[AD], r->len[AD], r->f[IN],
		      r->len[IN], k.out, sl, k.tmp) != CB_OK)
		return 0;
	k.out[sl / 2] ^= 1;
	return d->verify(&row->prims, k.pub, r->f[AD], r->len[AD], r->f[IN],
			 r->len[IN], k.out, sl, k.tmp) == CB_E_AUTH;
}

/* Key exchange (kind kex): the shared secret of the private key (KEY,
 * leading zeros of the record's encoding aside) and the peer's public key
 * (PUB, or x and y). */
static int
check_kex(const kat_record *r, const cb_mf_run *row)
{
	const cb_kex_desc *d = row->desc;
	uint8_t peer[2 * CB_ECP_MAX_LEN + 1];
	const uint8_t *key = r->f[KEY];
	size_t n = r->len[KEY];
	kat_pk k;

	if (!kat_pk_alloc(&k, row))
		return 1;
	for (; n > k.l.priv && *key == 0; n--)
		key++;
	if (n > k.l.priv || kat_pub(r, peer, sizeof(peer)) != k.l.pub ||
	    r->len[OUT] != k.l.out)
		return 0;
	memset(k.priv, 0, k.l.priv - n);
	memcpy(k.priv + k.l.priv - n, key, n);
	return d->shared(&row->prims, k.out, k.priv, peer, k.tmp) == CB_OK &&
	       memcmp(k.out, r->f[OUT], k.l.out) == 0;
}

/*
 * Key encapsulation (kind kem; ML-KEM's ACVP and Wycheproof records):
 * KeyGen_internal(seed) by the hash of ek || dk (OUT); Encaps_internal(ek,
 * m) by the hash of c (TAG) and K; decapsulation of the ciphertext given
 * (PUBY: Wycheproof's implicit-rejection case) or encapsulated from m with
 * the key of the seed gives K, the key checked or not, and a flipped
 * ciphertext another key; a record may give the decapsulation key
 * itself.
 */
static int
check_kem(const kat_record *r, const cb_mf_run *row)
{
	const cb_kem_desc *d = row->desc;
	kat_bytes seed = { r->f[KEY], r->len[KEY] }, m = { r->f[IN], 32 };
	kat_pk k;

	if (!kat_pk_alloc(&k, row))
		return 1;
	if (r->len[TAG] == 32)          /* encapsulation */
		return r->len[PUB] == k.l.pub && r->len[IN] == 32 &&
		       d->encaps(&row->prims, k.secret, k.out, r->f[PUB],
				 kat_bytes_rng, &m, k.tmp) == CB_OK &&
		       kat_digest_is(r->f[TAG], k.out, k.l.out, NULL, 0) &&
		       memcmp(k.secret, r->f[K], k.l.secret) == 0;
	/* the decapsulation key itself (Wycheproof's semi-expanded ones), or
	 * the seed of one */
	if (r->len[KEY] == k.l.priv)
		memcpy(k.priv, r->f[KEY], k.l.priv);
	else if (d->keygen(&row->prims, k.priv, k.pub, kat_bytes_rng, &seed,
			   k.tmp) != CB_OK)
		return 0;
	if (r->len[OUT] == 32)          /* key generation */
		return kat_digest_is(r->f[OUT], k.pub, k.l.pub, k.priv,
				    k.l.priv);
	if (r->len[PUBY] == k.l.out)
		memcpy(k.out, r->f[PUBY], k.l.out);
	else if (r->len[IN] != 32 ||
		 d->encaps(&row->prims, k.secret, k.out, k.pub, kat_bytes_rng,
			   &m, k.tmp) != CB_OK)
		return 0;
	if (r->len[K] != k.l.secret ||
	    d->decaps(&row->prims, k.secret, k.out, k.priv, 0, k.tmp) !=
	    CB_OK || memcmp(k.secret, r->f[K], k.l.secret) != 0 ||
	    d->decaps(&row->prims, k.secret, k.out, k.priv, 1, k.tmp) !=
	    CB_OK || memcmp(k.secret, r->f[K], k.l.secret) != 0)
		return 0;
	k.out[k.l.out - 1] ^= 1;
	return d->decaps(&row->prims, k.secret, k.out, k.priv, 0, k.tmp) ==
	       CB_OK && memcmp(k.secret, r->f[K], k.l.secret) != 0;
}

/*
 * A cb_rng_fn for SM2's signing seed: the record's k, repeated (SM2
 * derives its nonce from the seed, the key and the digest, so the
 * standard's k cannot be given; the round trip checks signing instead).
 */
static int
fixed_seed(void *arg, uint8_t *out, size_t len)
{
	const kat_record *r = arg;
	size_t i;

	if (r->len[K] == 0)
		return CB_E_ARG;
	for (i = 0; i < len; i++)
		out[i] = r->f[K][i % r->len[K]];
	return CB_OK;
}

static int
lms_keep(void *arg, const uint8_t *sk, size_t sk_len)
{
	(void)arg;
	(void)sk;
	(void)sk_len;
	return 0;
}

/*
 * Our own two-level HSS key signs the record's message (lms()), in the
 * fast configuration (its trees kept in work, work_len bytes) and the
 * small one: the same signature, which verifies.
 */
static int
hss_own(const kat_record *r, uint8_t *pk, uint8_t *sig, uint8_t *work,
	size_t work_len)
{
	static const uint32_t lt[2] = { CB_LMS_SHA256_M24_H5,
					CB_LMS_SHA256_M24_H5 };
	static const uint32_t ot[2] = { CB_LMOTS_SHA256_N24_W2,
					CB_LMOTS_SHA256_N24_W2 };
	uint8_t *sk = pk + CB_HSS_PK_MAX;
	size_t sl, wl;

	if (cb_hss_keygen_work(pk, sk, work, work_len, 2, lt, ot,
			       r->f[PUB] + 12,
			       r->f[PUB] + r->len[PUB] - 32) != CB_OK)
		return 0;
	sl = cb_hss_sig_len(sk, CB_HSS_SK_LEN(2));
	wl = cb_hss_work_len(sk, CB_HSS_SK_LEN(2));
	if (sl == 0 || sl > 9000 || wl + sl > work_len ||
	    cb_hss_sign_work(sig, sl, sk, CB_HSS_SK_LEN(2), work, wl,
			     r->f[IN], r->len[IN], lms_keep, NULL) != CB_OK)
		return 0;
	/* the small signer at the same leaf, after the kept trees */
	sk[4 + 12 + 11] = 0;
	return cb_hss_sign(work + wl, sl, sk, CB_HSS_SK_LEN(2), r->f[IN],
			   r->len[IN], lms_keep, NULL) == CB_OK &&
	       memcmp(work + wl, sig, sl) == 0 &&
	       cb_hss_remaining(sk, CB_HSS_SK_LEN(2)) == 1023 &&
	       cb_hss_verify(pk, 4 + cb_lms_pk_len(lt[0]), r->f[IN],
			     r->len[IN], sig, sl) == CB_OK;
}

/*
 * LMS/HSS (kind lms): a published signature (Signature in OUT) of Msg
 * (IN) under PublicKey (PUB) verifies, HSS for section hss, single-tree
 * LMS for section lms, and is refused once flipped.  An lms record also
 * signs its message with a fresh SHA-256 H5/W1 key (the cheapest tree to
 * generate) whose I and SEED are cut from the record's public key: the
 * signature must verify.  A two-level hss record does the same with a
 * fresh two-level HSS key of SHA-256/192 H5/W2 trees (the lower tree
 * derived and signed by the top one), signed in both configurations
 * (cb_hss_sign_work, cb_hss_sign) with one result, the key advanced by
 * one signature.  Memory: the port's workspace (16 KB more for HSS).
 */
static int
lms(const kat_record *r)
{
	int hss = strstr(r->source, ":hss") != NULL;
	uint8_t *pk, *sk, *sig, *b;
	size_t tl, sl = r->len[OUT];
	uint32_t lt = CB_LMS_SHA256_M32_H5, ot = CB_LMOTS_SHA256_N32_W1;
	int (*verify)(const uint8_t *, size_t, const uint8_t *, size_t,
		      const uint8_t *, size_t) = hss ? cb_hss_verify :
						     cb_lms_verify;

	b = cb_port_workspace(&tl);
	if (b == NULL || tl < 160 + 9000)
		return 1; /* a board without room for it */
	if (sl == 0 || sl > 9000 || r->len[PUB] < 40 ||
	    verify(r->f[PUB], r->len[PUB], r->f[IN], r->len[IN], r->f[OUT],
		   sl) != CB_OK)
		return 0;
	sig = b + 160;
	memcpy(sig, r->f[OUT], sl);
	sig[sl - 1] ^= 1;
	if (verify(r->f[PUB], r->len[PUB], r->f[IN], r->len[IN], sig, sl) !=
	    CB_E_AUTH)
		return 0;
	if (hss && r->f[PUB][3] == 2)
		return tl < 160 + 9000 + 16384 ||
		       hss_own(r, b, sig, sig + 9000, tl - 160 - 9000);
	if (hss)
		return 1;
	pk = b;
	sk = b + CB_LMS_PK_MAX;
	sl = cb_lms_sig_len(lt, ot);
	return cb_lms_keygen(pk, sk, lt, ot, r->f[PUB] + 8,
			     r->f[PUB] + r->len[PUB] - 32) == CB_OK &&
	       cb_lms_sign(sig, sl, sk, r->f[IN], r->len[IN], lms_keep,
			   NULL) == CB_OK &&
	       cb_lms_verify(pk, cb_lms_pk_len(lt), r->f[IN], r->len[IN], sig,
			     sl) == CB_OK;
}

/* The GB/T 32918 SM2 examples: their signature verifies, a flipped one
 * not, ours of the message verifies; the public key the record's or, where
 * it gives none, the private key's */
static int
check_sm2(const kat_record *r, const cb_mf_run *row)
{
	uint8_t pub[65], sig[64];

	if (r->len[OUT] != 32 || r->len[TAG] != 32)
		return 0;
	if (r->len[PUB] == 0 && r->len[PUBY] == 0) {
		if (cb_ecp_pub_from_priv(pub, 65, &cb_ecp_sm2, r->f[KEY],
					 r->len[KEY]) != CB_OK)
			return 0;
	} else if (kat_pub(r, pub, sizeof(pub)) != 65) {
		return 0;
	}
	/* the standard's signature verifies, and a flipped one not */
	memcpy(sig, r->f[OUT], 32);
	memcpy(sig + 32, r->f[TAG], 32);
	if (cb_sm2_verify(&cb_ecp_sm2, pub, 65, r->f[AD], r->len[AD],
			  r->f[IN], r->len[IN], sig, 64) != CB_OK)
		return 0;
	sig[63] ^= 1;
	if (cb_sm2_verify(&cb_ecp_sm2, pub, 65, r->f[AD], r->len[AD],
			  r->f[IN], r->len[IN], sig, 64) != CB_E_AUTH)
		return 0;
	/* and our own signature of the message verifies */
	return cb_sm2_sign(sig, 64, &cb_ecp_sm2, r->f[KEY], r->len[KEY], pub,
			   65, r->f[AD], r->len[AD], r->f[IN], r->len[IN],
			   fixed_seed, (void *)(uintptr_t)r) == CB_OK &&
	       cb_sm2_verify(&cb_ecp_sm2, pub, 65, r->f[AD], r->len[AD],
			     r->f[IN], r->len[IN], sig, 64) == CB_OK;
}

/* a Wycheproof signature (DER) over SHA-256 verifies, one with r flipped not
 * (the public value y at the length of p, DER's leading zero gone) */
static int
check_dsa(const kat_record *r, const cb_mf_run *row)
{
	uint8_t d[32], rs[CB_DSA_MAX_SIG_LEN], y[CB_DSA_MAX_BITS / 8];
	const uint8_t *q = r->f[AD], *yv = r->f[PUB];
	size_t ql = r->len[AD], yl = r->len[PUB], n, pl;
	union kat_ws *ws = kat_ws();

	if (ws == NULL)
		return 0;
	while (ql > 0 && *q == 0) {     /* DER's leading zero */
		q++;
		ql--;
	}
	while (yl > 0 && *yv == 0) {
		yv++;
		yl--;
	}
	n = 2 * ql;                     /* r || s */
	if (cb_dsa_params_set(&ws->dsa.dp, r->f[KEY], r->len[KEY], r->f[AD],
			      r->len[AD], r->f[K], r->len[K], ws->dsa.tmp) !=
	    CB_OK || n > sizeof(rs) ||
	    (pl = cb_dsa_p_len(&ws->dsa.dp)) < yl ||
	    cb_dsa_sig_from_der(rs, n, r->f[OUT], r->len[OUT]) != CB_OK)
		return 0;
	memset(y, 0, pl - yl);
	memcpy(y + pl - yl, yv, yl);
	cb_hash_digest(&cb_sha256_desc, d, r->f[IN], r->len[IN]);
	if (cb_dsa_verify(&ws->dsa.dp, y, pl, d, 32, rs, n, ws->dsa.tmp) !=
	    CB_OK)
		return 0;
	/* r flipped (Wycheproof's special cases with r = 1 hold for more
	 * than one s): refused, CB_E_AUTH or CB_E_RANGE */
	rs[0] ^= 1;
	return cb_dsa_verify(&ws->dsa.dp, y, pl, d, 32, rs, n, ws->dsa.tmp) !=
	       CB_OK;
}

static int
check_lms(const kat_record *r, const cb_mf_run *row)
{
	return lms(r);
}

/* the public-key kinds the manifest's SELFTEST rows name: those of
 * cb/desc.h on every RUN row of their id, the others once */
const kat_kind kat_sig = { check_sig, 1 };
const kat_kind kat_kex = { check_kex, 1 };
const kat_kind kat_kem = { check_kem, 1 };
const kat_kind kat_sm2 = { check_sm2, 0 };
const kat_kind kat_dsa = { check_dsa, 0 };
const kat_kind kat_lms = { check_lms, 0 };

