/* SPDX-License-Identifier: MIT */
/* Firmware self-test of the public-key algorithms: known answers. */
#include <string.h>

#include "bench/port.h"
#include "cb/cb.h"
#include "internal/f25519.h"
#include "selftest.h"

#if CB_ARM_F25519_ASM
#include "arch/arm/f25519_armv7em.h"
#endif

/* The prime curves of the manifest's RUN rows, and ECDSA's hash for its
 * curve. */
#define BLK(c) NULL
#define MD(h) &cb_##h##_desc
#define CURVE(c) &cb_ecp_##c
static const struct {
	const char *id;
	const cb_ecp_curve *c;
	const cb_hash_desc *h;
} curves[] = {
#define RUN(id, kind, config, param, cipher, hash, curve) { id, curve, hash },
#include "algs.def"
};

/* workspace: static, the firmware's stack is for the benchmark */
static union {
	struct {
		cb_rsa_priv priv;
		uint32_t tmp[CB_RSA_TMP_LIMBS_W(2048, CB_RSA_WINDOW_MAX)];
	} rsa;
	struct {
		cb_dsa_params dp;
		uint32_t tmp[CB_DSA_TMP_LIMBS(CB_DSA_MAX_BITS)];
	} dsa;
	struct {
		uint8_t a[256], b[256], ka[256], kb[256];
		uint32_t tmp[CB_DH_TMP_LIMBS(2048)];
	} dh;
	struct {
		uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
		uint8_t ct[CB_MLKEM_MAX_CT_LEN], k[32];
	} kem;
	uint8_t buf[1024];
} ws;

/* The curve of an id (NULL if it has none), and its hash. */
static const cb_ecp_curve *
curve_of(const char *algo, const cb_hash_desc **h)
{
	size_t i;

	for (i = 0; i < sizeof(curves) / sizeof(curves[0]); i++)
		if (curves[i].c != NULL && strcmp(algo, curves[i].id) == 0) {
			*h = curves[i].h;
			return curves[i].c;
		}
	return NULL;
}

static void
digest(uint8_t *out, const cb_hash_desc *h, const uint8_t *m, size_t len)
{
	cb_hash_any_ctx ctx;

	h->init(&ctx);
	h->update(&ctx, m, len);
	h->final(&ctx, out);
}

/*
 * A cb_rng_fn for SM2's signing seed: the record's k, repeated (SM2
 * derives its nonce from the seed, the key and the digest, so the
 * standard's k cannot be given; the round trip checks signing instead).
 */
static int
fixed_seed(void *arg, uint8_t *out, size_t len)
{
	const st_record *r = arg;
	size_t i;

	if (r->len[K] == 0)
		return CB_E_ARG;
	for (i = 0; i < len; i++)
		out[i] = r->f[K][i % r->len[K]];
	return CB_OK;
}

/* 1 if the signature of a known answer verifies and a flipped one not, in
 * both configurations where the curve has the small one */
static int
ecdsa(const st_record *r, const cb_ecp_curve *c, const cb_hash_desc *h)
{
	uint8_t pub[CB_ECP_MAX_PUB_LEN], sig[CB_ECP_MAX_SIG_LEN], d[64];
	size_t n = r->len[PUB], sl = r->len[OUT] + r->len[TAG];

	if (r->len[PUBY] != n || 1 + 2 * n > sizeof(pub) || sl > sizeof(sig))
		return 0;
	pub[0] = 4;
	memcpy(pub + 1, r->f[PUB], n);
	memcpy(pub + 1 + n, r->f[PUBY], n);
	digest(d, h, r->f[IN], r->len[IN]);
	/* RFC 6979: the same signature, byte for byte */
	if (cb_ecdsa_sign(sig, sl, c, h, r->f[KEY], r->len[KEY], d,
			  h->out_len) != CB_OK ||
	    memcmp(sig, r->f[OUT], r->len[OUT]) != 0 ||
	    memcmp(sig + r->len[OUT], r->f[TAG], r->len[TAG]) != 0 ||
	    cb_ecdsa_verify(c, pub, 1 + 2 * n, d, h->out_len, sig, sl) != CB_OK)
		return 0;
	/* the small configuration (P-256, P-384): the same, both ways */
	if ((c == &cb_ecp_secp256r1 || c == &cb_ecp_secp384r1) &&
	    (cb_ecdsa_verify_small(c, pub, 1 + 2 * n, d, h->out_len, sig,
				   sl) != CB_OK ||
	     cb_ecdsa_sign_small(sig, sl, c, h, r->f[KEY], r->len[KEY], d,
				 h->out_len) != CB_OK ||
	     memcmp(sig, r->f[OUT], r->len[OUT]) != 0 ||
	     memcmp(sig + r->len[OUT], r->f[TAG], r->len[TAG]) != 0))
		return 0;
	sig[sl - 1] ^= 1;
	if ((c == &cb_ecp_secp256r1 || c == &cb_ecp_secp384r1) &&
	    cb_ecdsa_verify_small(c, pub, 1 + 2 * n, d, h->out_len, sig, sl) !=
		    CB_E_AUTH)
		return 0;
	return cb_ecdsa_verify(c, pub, 1 + 2 * n, d, h->out_len, sig, sl) ==
	       CB_E_AUTH;
}

/* SHA3-256(a || b) equals want (32 bytes) */
static int
hash_is(const uint8_t *want, const uint8_t *a, size_t alen, const uint8_t *b,
	size_t blen)
{
	cb_sha3_ctx h;
	uint8_t d[32];

	cb_sha3_256_init(&h);
	cb_sha3_update(&h, a, alen);
	cb_sha3_update(&h, b, blen);
	cb_sha3_final(&h, d);
	return memcmp(d, want, 32) == 0;
}

/*
 * ML-KEM (FIPS 203) ACVP/Wycheproof records: KeyGen_internal(seed) by the
 * hash of ek || dk; Encaps_internal(ek, m) by the hash of c and K;
 * decapsulation of the ciphertext given (Wycheproof's implicit-rejection
 * case) or encapsulated from m with the key of the seed gives K, and a
 * flipped ciphertext another key.
 */
static int
mlkem(const st_record *r)
{
	const char *set = strrchr(r->algo, '-');
	const cb_mlkem_params *p = strcmp(set, "-512") == 0 ? &cb_mlkem512 :
				   strcmp(set, "-768") == 0 ? &cb_mlkem768 :
				   &cb_mlkem1024;
	size_t el = cb_mlkem_ek_len(p), dl = cb_mlkem_dk_len(p);
	size_t cl = cb_mlkem_ct_len(p);

	if (r->len[TAG] == 32)          /* encapsulation */
		return cb_mlkem_encaps_internal(p, ws.kem.k, ws.kem.ct, cl,
						r->f[PUB], r->len[PUB],
						r->f[IN]) == CB_OK &&
		       hash_is(r->f[TAG], ws.kem.ct, cl, NULL, 0) &&
		       memcmp(ws.kem.k, r->f[K], 32) == 0;
	if (r->len[KEY] != 64 || cb_mlkem_keygen_internal(p, ws.kem.ek, el,
		ws.kem.dk, dl, r->f[KEY], r->f[KEY] + 32) != CB_OK)
		return 0;
	if (r->len[OUT] == 32)          /* key generation */
		return hash_is(r->f[OUT], ws.kem.ek, el, ws.kem.dk, dl);
	if (r->len[PUBY] == cl)
		memcpy(ws.kem.ct, r->f[PUBY], cl);
	else if (r->len[IN] != 32 ||
		 cb_mlkem_encaps_internal(p, ws.kem.k, ws.kem.ct, cl,
					  ws.kem.ek, el, r->f[IN]) != CB_OK)
		return 0;
	if (r->len[K] != 32 ||
	    cb_mlkem_decaps(p, ws.kem.k, ws.kem.ct, cl, ws.kem.dk, dl) !=
	    CB_OK || memcmp(ws.kem.k, r->f[K], 32) != 0)
		return 0;
	/* the key just generated is checked: the checked-key entry too */
	if (cb_mlkem_decaps_checked(p, ws.kem.k, ws.kem.ct, cl, ws.kem.dk,
				    dl) != CB_OK ||
	    memcmp(ws.kem.k, r->f[K], 32) != 0)
		return 0;
	ws.kem.ct[cl - 1] ^= 1;
	return cb_mlkem_decaps(p, ws.kem.k, ws.kem.ct, cl, ws.kem.dk, dl) ==
	       CB_OK && memcmp(ws.kem.k, r->f[K], 32) != 0;
}

/* Both verifications of sig (Msg in IN, Ctx in TAG) give want. */
static int
mldsa_verify2(const cb_mldsa_params *p, const uint8_t *pk,
	      const st_record *r, const uint8_t *sig, int want)
{
	size_t pl = cb_mldsa_pk_len(p), sl = cb_mldsa_sig_len(p);

	return cb_mldsa_verify(p, pk, pl, r->f[IN], r->len[IN], r->f[TAG],
			       r->len[TAG], sig, sl) == want &&
	       cb_mldsa_verify_small(p, pk, pl, r->f[IN], r->len[IN],
				     r->f[TAG], r->len[TAG], sig, sl) == want;
}

/*
 * ML-DSA (kind mldsa): Seed in KEY, SHA3-256 of the expected public key
 * in PUB, of the private key (key generation records) in AD or of the
 * deterministic signature of Msg (IN) under the context Ctx (TAG) in
 * OUT.  The key pair must match; the signature must match in both
 * configurations, verify in both and be refused by both once flipped.
 * Memory: the port's workspace (cb_port_workspace), idle during the
 * self-test; each configuration that does not fit a small board's is
 * left out there.
 */
static int
mldsa(const st_record *r)
{
	const cb_mldsa_params *p = strcmp(r->algo, "ml-dsa-44") == 0 ?
		&cb_mldsa44 : strcmp(r->algo, "ml-dsa-65") == 0 ?
		&cb_mldsa65 : &cb_mldsa87;
	size_t pl = cb_mldsa_pk_len(p), sl = cb_mldsa_sig_len(p), tl;
	size_t keys = (CB_MLDSA_PK_MAX + CB_MLDSA_SK_MAX +
		       2 * CB_MLDSA_SIG_MAX + 3) & ~(size_t)3;
	uint8_t *b = cb_port_workspace(&tl), *pk, *sk, *sig, *sig2, d[32];
	int fast, small;
	void *tmp;

	if (r->len[KEY] != 32 || r->len[PUB] != 32)
		return 0;
	if (b == NULL || tl < keys) /* a board without room for ML-DSA */
		return 1;
	pk = b;
	sk = pk + CB_MLDSA_PK_MAX;
	sig = sk + CB_MLDSA_SK_MAX;
	sig2 = sig + CB_MLDSA_SIG_MAX;
	tmp = b + keys;
	tl -= keys;
	cb_mldsa_keygen_internal(p, pk, sk, r->f[KEY]);
	cb_sha3_256(d, pk, pl);
	if (memcmp(d, r->f[PUB], 32) != 0)
		return 0;
	if (r->len[AD] == 32) {
		cb_sha3_256(d, sk, cb_mldsa_sk_len(p));
		return memcmp(d, r->f[AD], 32) == 0;
	}
	fast = tl >= cb_mldsa_sign_tmp_len(p);
	small = tl >= cb_mldsa_sign_small_tmp_len(p);
	if (!small)
		return 1;
	if (r->len[OUT] != 32 ||
	    cb_mldsa_sign_small(p, sig, sk, r->f[IN], r->len[IN], r->f[TAG],
				r->len[TAG], NULL, NULL, tmp, tl) != CB_OK ||
	    (fast && (cb_mldsa_sign(p, sig2, sk, r->f[IN], r->len[IN],
				    r->f[TAG], r->len[TAG], NULL, NULL, tmp,
				    tl) != CB_OK || memcmp(sig, sig2, sl) != 0)))
		return 0;
	cb_sha3_256(d, sig, sl);
	if (memcmp(d, r->f[OUT], 32) != 0 ||
	    !mldsa_verify2(p, pk, r, sig, CB_OK))
		return 0;
	sig[sl / 2] ^= 1;
	return mldsa_verify2(p, pk, r, sig, CB_E_AUTH);
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
hss_own(const st_record *r, uint8_t *pk, uint8_t *sig, uint8_t *work,
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
lms(const st_record *r)
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

/* X25519, X448 (RFC 7748): the shared secret */
static int
check_xdh(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t *out = ws.buf;
	size_t n = r->len[KEY];

	if (n == 32 && r->len[PUB] == 32 && r->len[OUT] == 32)
		return cb_x25519_shared(out, r->f[KEY], r->f[PUB]) == CB_OK &&
		       memcmp(out, r->f[OUT], 32) == 0;
	if (n == 56 && r->len[PUB] == 56 && r->len[OUT] == 56)
		return cb_x448_shared(out, r->f[KEY], r->f[PUB]) == CB_OK &&
		       memcmp(out, r->f[OUT], 56) == 0;
	return 0;
}

/* Ed25519, Ed448 (RFC 8032): public key, signature, its verification */
static int
check_eddsa(const st_record *r, const cb_block_cipher *bc,
	    const cb_block_any_ctx *k)
{
	uint8_t *out = ws.buf;
	size_t n = r->len[KEY];

	if (n == 32 && r->len[PUB] == 32 && r->len[OUT] == 64) {
		cb_ed25519_public(out, r->f[KEY]);
		if (memcmp(out, r->f[PUB], 32) != 0)
			return 0;
		cb_ed25519_sign(out, r->f[KEY], r->f[PUB], r->f[IN],
				r->len[IN]);
		return memcmp(out, r->f[OUT], 64) == 0 &&
		       cb_ed25519_verify(out, r->f[PUB], r->f[IN],
					 r->len[IN]) == CB_OK;
	}
	if (n == 57 && r->len[PUB] == 57 && r->len[OUT] == 114) {
		cb_ed448_public(out, r->f[KEY]);
		if (memcmp(out, r->f[PUB], 57) != 0)
			return 0;
		cb_ed448_sign(out, r->f[KEY], r->f[PUB], r->f[IN], r->len[IN]);
		return memcmp(out, r->f[OUT], 114) == 0 &&
		       cb_ed448_verify(out, r->f[PUB], r->f[IN],
				       r->len[IN]) == CB_OK;
	}
	return 0;
}

static int
check_ecdsa(const st_record *r, const cb_block_cipher *bc,
	    const cb_block_any_ctx *k)
{
	const cb_hash_desc *h = NULL;
	const cb_ecp_curve *c = curve_of(r->algo, &h);

	return c != NULL && h != NULL && ecdsa(r, c, h);
}

/* Wycheproof ECDH: the shared secret */
static int
check_ecdh(const st_record *r, const cb_block_cipher *bc,
	   const cb_block_any_ctx *k)
{
	const cb_hash_desc *h = NULL;
	const cb_ecp_curve *c = curve_of(r->algo, &h);
	uint8_t *out = ws.buf;
	size_t n = r->len[OUT];

	return c != NULL && n <= sizeof(ws.buf) &&
	       cb_ecdh_shared(out, n, c, r->f[KEY], r->len[KEY], r->f[PUB],
			      r->len[PUB]) == CB_OK &&
	       memcmp(out, r->f[OUT], n) == 0;
}

/* The GB/T 32918 SM2 example: its signature verifies, a flipped one not,
 * ours of the message verifies */
static int
check_sm2(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t pub[65], sig[64];

	if (r->len[PUB] != 32 || r->len[PUBY] != 32 ||
	    r->len[OUT] != 32 || r->len[TAG] != 32)
		return 0;
	pub[0] = 4;
	memcpy(pub + 1, r->f[PUB], 32);
	memcpy(pub + 33, r->f[PUBY], 32);
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

/*
 * Wycheproof PKCS#1 v1.5 over SHA-256: the same signature at every
 * exponent window (the assembly's gathered table entries), verified
 */
static int
check_rsa(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t d[32], sig[256];
	size_t n = r->len[OUT];
	unsigned w;
	int ok = 1;

	if (cb_rsa_priv_from_der(&ws.rsa.priv, r->f[KEY], r->len[KEY]) !=
	    CB_OK || cb_rsa_len(&ws.rsa.priv.pub) != n || n > sizeof(sig))
		return 0;
	digest(d, &cb_sha256_desc, r->f[IN], r->len[IN]);
	for (w = CB_RSA_WINDOW_MIN; w <= CB_RSA_WINDOW_MAX; w++) {
		memset(sig, 0, sizeof(sig));
		ok &= cb_rsa_priv_set_window(&ws.rsa.priv, w) == CB_OK &&
		      cb_rsa_pkcs1_sign(sig, n, &ws.rsa.priv, &cb_sha256_desc,
					d, 32, ws.rsa.tmp) == CB_OK &&
		      memcmp(sig, r->f[OUT], n) == 0;
	}
	return ok && cb_rsa_pkcs1_verify(&ws.rsa.priv.pub, &cb_sha256_desc, d,
					 32, sig, n, ws.rsa.tmp) == CB_OK;
}

/* a Wycheproof signature (DER) over SHA-256 verifies, a flipped one not */
static int
check_dsa(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t d[32], rs[CB_DSA_MAX_SIG_LEN];
	const uint8_t *q = r->f[AD];
	size_t ql = r->len[AD], n;

	while (ql > 0 && *q == 0) {     /* DER's leading zero */
		q++;
		ql--;
	}
	n = 2 * ql;                     /* r || s */
	if (cb_dsa_params_set(&ws.dsa.dp, r->f[KEY], r->len[KEY], r->f[AD],
			      r->len[AD], r->f[K], r->len[K], ws.dsa.tmp) !=
	    CB_OK || n > sizeof(rs) ||
	    cb_dsa_sig_from_der(rs, n, r->f[OUT], r->len[OUT]) != CB_OK)
		return 0;
	digest(d, &cb_sha256_desc, r->f[IN], r->len[IN]);
	if (cb_dsa_verify(&ws.dsa.dp, r->f[PUB], r->len[PUB], d, 32, rs, n,
			  ws.dsa.tmp) != CB_OK)
		return 0;
	rs[n - 1] ^= 1;
	return cb_dsa_verify(&ws.dsa.dp, r->f[PUB], r->len[PUB], d, 32, rs, n,
			     ws.dsa.tmp) == CB_E_AUTH;
}

static int
check_mlkem(const st_record *r, const cb_block_cipher *bc,
	    const cb_block_any_ctx *k)
{
	return mlkem(r);
}

static int
check_mldsa(const st_record *r, const cb_block_cipher *bc,
	    const cb_block_any_ctx *k)
{
	return mldsa(r);
}

static int
check_lms(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	return lms(r);
}

/* the public-key kinds the manifest's SELFTEST rows name */
const st_kind st_kind_xdh = { check_xdh, 0 };
const st_kind st_kind_eddsa = { check_eddsa, 0 };
const st_kind st_kind_ecdsa = { check_ecdsa, 0 };
const st_kind st_kind_ecdh = { check_ecdh, 0 };
const st_kind st_kind_sm2 = { check_sm2, 0 };
const st_kind st_kind_rsa = { check_rsa, 0 };
const st_kind st_kind_dsa = { check_dsa, 0 };
const st_kind st_kind_mlkem = { check_mlkem, 0 };
const st_kind st_kind_mldsa = { check_mldsa, 0 };
const st_kind st_kind_lms = { check_lms, 0 };

/* see selftest.h */
int
selftest_dh(void)
{
	const cb_dh_group *g = &cb_dh_ffdhe2048;
	size_t n = cb_dh_len(g), pl = cb_dh_priv_len(g), i;

	/* two fixed private exponents: both sides derive the same secret */
	for (i = 0; i < pl; i++) {
		ws.dh.a[i] = (uint8_t)(0x11 + 7 * i);
		ws.dh.b[i] = (uint8_t)(0x5a + 13 * i);
	}
	ws.dh.a[0] &= 0x3f;
	ws.dh.b[0] &= 0x3f;
	return n <= sizeof(ws.dh.ka) &&
	       cb_dh_pub_from_priv(ws.dh.ka, n, g, ws.dh.a, pl, ws.dh.tmp) ==
	       CB_OK &&
	       cb_dh_pub_from_priv(ws.dh.kb, n, g, ws.dh.b, pl, ws.dh.tmp) ==
	       CB_OK &&
	       cb_dh_shared(ws.dh.a, n, g, ws.dh.a, pl, ws.dh.kb, n,
			    CB_DH_CHECK_ORDER, ws.dh.tmp) == CB_OK &&
	       cb_dh_shared(ws.dh.b, n, g, ws.dh.b, pl, ws.dh.ka, n,
			    CB_DH_CHECK_ORDER, ws.dh.tmp) == CB_OK &&
	       memcmp(ws.dh.a, ws.dh.b, n) == 0;
}

#if CB_ARM_F25519_ASM
/*
 * Word i of edge value e (0 .. 13): 0, 1, p - 1, p, p + 1, 2^255 - 1,
 * 2^255, 2p - 1, 2p, 2^255 + 18, 38, 2^256 - 1, ones below zeros and the
 * reverse; then pseudo-random words from *s.
 */
static uint32_t
f25519_word(unsigned e, unsigned i, uint32_t *s)
{
	static const uint32_t low[12] = { 0, 1, 0xffffffec, 0xffffffed,
					  0xffffffee, 0xffffffff, 0,
					  0xffffffd9, 0xffffffda, 0x12, 0x26,
					  0xffffffff };
	static const uint16_t ones = 0x09bc; /* e with middle words of ones */
	static const uint32_t top[12] = { 0, 0, 0x7fffffff, 0x7fffffff,
					  0x7fffffff, 0x7fffffff, 0x80000000,
					  0xffffffff, 0xffffffff, 0x80000000,
					  0, 0xffffffff };

	if (e < 12)
		return i == 0 ? low[e] : i == 7 ? top[e] :
		       ((ones >> e) & 1) ? 0xffffffffu : 0;
	if (e < 14)
		return (i < 4) == (e == 12) ? 0xffffffffu : 0;
	*s = *s * 1103515245u + 12345u;
	return *s ^ (*s >> 16) << 20;
}

/*
 * The product leaves none of its secret words on the stack: the 256
 * bytes below sp painted, one product of a and b made (the square of a
 * if sq), then the paint scanned for the words of the low half of a b
 * (cb_bn_mul), which the assembly keeps on the stack below the caller's
 * frame while it works.  Returns how many such words it found (0 if it
 * wiped them).
 */
static __attribute__((noinline)) unsigned
f25519_stack_residue(const uint32_t *a, const uint32_t *b, int sq)
{
	static uint32_t lo[16], x[8];
	uint32_t *sp;
	unsigned found = 0, i, k;

	if (sq)
		b = a;
	cb_bn_mul(lo, a, b, 8);
	__asm__ volatile("mov %0, sp" : "=r"(sp));
	for (i = 1; i <= 64; i++)
		((volatile uint32_t *)sp)[-(int)i] = 0x5a5a5a5au;
	if (sq)
		cb_f25519_sqr_armv7em(x, a);
	else
		cb_f25519_mul_armv7em(x, a, b);
	for (i = 1; i <= 64; i++)
		for (k = 0; k < 8; k++)
			found += ((volatile uint32_t *)sp)[-(int)i] == lo[k] &&
				 lo[k] != 0x5a5a5a5au;
	return found;
}

/* see selftest.h */
unsigned
selftest_f25519(unsigned *n)
{
	uint32_t a[8], b[8], x[8], y[8], s = 1;
	unsigned bad = 0, e, f, i;

	/* no secret left below the stack pointer (pseudo-random operands) */
	for (i = 0; i < 8; i++) {
		a[i] = f25519_word(20, i, &s);
		b[i] = f25519_word(21, i, &s);
	}
	bad += f25519_stack_residue(a, b, 0) != 0;
	bad += f25519_stack_residue(a, b, 1) != 0;
	*n += 2;

	for (e = 0; e < 30; e++) {
		for (i = 0; i < 8; i++)
			a[i] = f25519_word(e, i, &s);
		for (f = 0; f < 30; f++) {
			for (i = 0; i < 8; i++)
				b[i] = f25519_word(f, i, &s);
			cb_f25519_mul_armv7em(x, a, b);
			cb_f25519_w32_mul(y, a, b);
			bad += memcmp(x, y, 32) != 0;
			cb_f25519_add_armv7em(x, a, b);
			cb_f25519_w32_add(y, a, b);
			bad += memcmp(x, y, 32) != 0;
			cb_f25519_sub_armv7em(x, a, b);
			cb_f25519_w32_sub(y, a, b);
			bad += memcmp(x, y, 32) != 0;
			/* the square of every b, as the product's operands */
			cb_f25519_sqr_armv7em(x, b);
			cb_f25519_w32_sqr(y, b);
			bad += memcmp(x, y, 32) != 0;
			*n += 4;
		}
		/* the square: its C twin, the product a a, and in place */
		cb_f25519_sqr_armv7em(x, a);
		cb_f25519_w32_sqr(y, a);
		bad += memcmp(x, y, 32) != 0;
		cb_f25519_mul_armv7em(y, a, a);
		bad += memcmp(x, y, 32) != 0;
		memcpy(y, a, 32);
		cb_f25519_sqr_armv7em(y, y);
		bad += memcmp(x, y, 32) != 0;
		cb_f25519_sqr_n_armv7em(x, a, 1 + e % 7);
		cb_f25519_w32_sqr_n(y, a, 1 + e % 7);
		bad += memcmp(x, y, 32) != 0;
		memcpy(x, a, 32);
		cb_f25519_sqr_n_armv7em(x, x, 2);
		cb_f25519_w32_sqr_n(y, a, 2);
		bad += memcmp(x, y, 32) != 0;
		*n += 2;
		cb_f25519_mul_small_armv7em(x, a, 121666);
		cb_f25519_w32_mul_small(y, a, 121666);
		bad += memcmp(x, y, 32) != 0;
		cb_f25519_mul_small_armv7em(x, a, 0x1fffff);
		cb_f25519_w32_mul_small(y, a, 0x1fffff);
		bad += memcmp(x, y, 32) != 0;
		/* in place, as the callers use it */
		memcpy(x, a, 32);
		cb_f25519_mul_armv7em(x, x, x);
		cb_f25519_w32_mul(y, a, a);
		bad += memcmp(x, y, 32) != 0;
		*n += 6;
	}
	/* the whole ladder on u = edge values and a pseudo-random one, each
	 * with a pseudo-random clamped scalar */
	for (e = 0; e < 16; e += 3) {
		uint32_t k[8], xz[16], tw[16];

		for (i = 0; i < 8; i++) {
			a[i] = f25519_word(e, i, &s);
			k[i] = f25519_word(20, i, &s);
		}
		k[0] &= ~7u;
		k[7] = (k[7] & 0x7fffffff) | 0x40000000;
		cb_x25519_ladder_armv7em(xz, a, k);
		cb_f25519_w32_ladder(tw, a, k);
		bad += memcmp(xz, tw, sizeof(xz)) != 0;
		*n += 1;
	}
	return bad;
}
#else
/* see selftest.h */
unsigned
selftest_f25519(unsigned *n)
{
	*n = 0;
	return 0;
}
#endif
