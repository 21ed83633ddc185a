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

/* workspace: static, the firmware's stack is for the benchmark */
static union {
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
} ws;

/* see selftest.h */
int
st_digest_is(const uint8_t *want, const uint8_t *a, size_t alen,
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
typedef struct st_bytes {
	const uint8_t *p;
	size_t left;
} st_bytes;

static int
st_bytes_rng(void *arg, uint8_t *out, size_t len)
{
	st_bytes *b = arg;

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
typedef struct st_pk {
	cb_pk_lens l;
	uint8_t *priv, *pub, *out, *secret, *tmp;
	size_t tmp_len;
} st_pk;

#define ALIGN8(n) (((n) + 7) & ~(size_t)7)

static int
st_pk_alloc(st_pk *k, const cb_mf_run *row)
{
	size_t i, len, need;
	uint8_t *b = (uint8_t *)ws.arena;

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
	if (need > sizeof(ws.arena)) {
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
st_pub(const st_record *r, uint8_t *out, size_t cap)
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
st_same(const uint8_t *ours, size_t len, const uint8_t *want, size_t wlen)
{
	if (wlen == len)
		return memcmp(ours, want, len) == 0;
	return wlen == 32 && len > 32 && st_digest_is(want, ours, len, NULL, 0);
}

/* The record's key pair in k: loaded (RSA: Key its DER); KEY the private
 * key itself (its length), whose public key the scheme derives where the
 * key is its own seed (EdDSA); or a seed to generate it from (ML-DSA). */
static int
st_sig_keys(const st_record *r, const cb_mf_run *row, st_pk *k)
{
	const cb_sig_desc *d = row->desc;
	st_bytes seed = { r->f[KEY], r->len[KEY] };
	uint8_t pub[2 * CB_ECP_MAX_LEN + 1];
	size_t pl;

	if (d->load != NULL)
		return d->load(&row->prims, k->priv, k->pub, r->f[KEY],
			       r->len[KEY], k->tmp) == CB_OK;
	if (r->len[KEY] != k->l.priv)
		return d->keygen(&row->prims, k->priv, k->pub, st_bytes_rng,
				 &seed, k->tmp) == CB_OK &&
		       (r->len[PUB] == 0 ||
			st_same(k->pub, k->l.pub, r->f[PUB], r->len[PUB])) &&
		       (r->len[K] == 0 ||
			st_same(k->priv, k->l.priv, r->f[K], r->len[K]));
	pl = st_pub(r, pub, sizeof(pub));
	if (pl != k->l.pub)
		return 0;
	/* a scheme whose private key is its seed derives this public key */
	if (d->keygen(&row->prims, k->priv, k->pub, st_bytes_rng, &seed,
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
check_sig(const st_record *r, const cb_mf_run *row)
{
	const cb_sig_desc *d = row->desc;
	st_pk k;
	size_t sl, wl = r->len[OUT] + r->len[TAG];

	if (!st_pk_alloc(&k, row))
		return 1; /* a board without room for it */
	if (!st_sig_keys(r, row, &k))
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
	    !st_same(k.out, sl, r->f[OUT], r->len[OUT]))
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
check_kex(const st_record *r, const cb_mf_run *row)
{
	const cb_kex_desc *d = row->desc;
	uint8_t peer[2 * CB_ECP_MAX_LEN + 1];
	const uint8_t *key = r->f[KEY];
	size_t n = r->len[KEY];
	st_pk k;

	if (!st_pk_alloc(&k, row))
		return 1;
	for (; n > k.l.priv && *key == 0; n--)
		key++;
	if (n > k.l.priv || st_pub(r, peer, sizeof(peer)) != k.l.pub ||
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
 * ciphertext another key.
 */
static int
check_kem(const st_record *r, const cb_mf_run *row)
{
	const cb_kem_desc *d = row->desc;
	st_bytes seed = { r->f[KEY], r->len[KEY] }, m = { r->f[IN], 32 };
	st_pk k;

	if (!st_pk_alloc(&k, row))
		return 1;
	if (r->len[TAG] == 32)          /* encapsulation */
		return r->len[PUB] == k.l.pub && r->len[IN] == 32 &&
		       d->encaps(&row->prims, k.secret, k.out, r->f[PUB],
				 st_bytes_rng, &m, k.tmp) == CB_OK &&
		       st_digest_is(r->f[TAG], k.out, k.l.out, NULL, 0) &&
		       memcmp(k.secret, r->f[K], k.l.secret) == 0;
	if (d->keygen(&row->prims, k.priv, k.pub, st_bytes_rng, &seed,
		      k.tmp) != CB_OK)
		return 0;
	if (r->len[OUT] == 32)          /* key generation */
		return st_digest_is(r->f[OUT], k.pub, k.l.pub, k.priv,
				    k.l.priv);
	if (r->len[PUBY] == k.l.out)
		memcpy(k.out, r->f[PUBY], k.l.out);
	else if (r->len[IN] != 32 ||
		 d->encaps(&row->prims, k.secret, k.out, k.pub, st_bytes_rng,
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
	const st_record *r = arg;
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

/* The GB/T 32918 SM2 example: its signature verifies, a flipped one not,
 * ours of the message verifies */
static int
check_sm2(const st_record *r, const cb_mf_run *row)
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

/* a Wycheproof signature (DER) over SHA-256 verifies, a flipped one not */
static int
check_dsa(const st_record *r, const cb_mf_run *row)
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
	cb_hash_digest(&cb_sha256_desc, d, r->f[IN], r->len[IN]);
	if (cb_dsa_verify(&ws.dsa.dp, r->f[PUB], r->len[PUB], d, 32, rs, n,
			  ws.dsa.tmp) != CB_OK)
		return 0;
	rs[n - 1] ^= 1;
	return cb_dsa_verify(&ws.dsa.dp, r->f[PUB], r->len[PUB], d, 32, rs, n,
			     ws.dsa.tmp) == CB_E_AUTH;
}

static int
check_lms(const st_record *r, const cb_mf_run *row)
{
	return lms(r);
}

/* the public-key kinds the manifest's SELFTEST rows name: those of
 * cb/desc.h on every RUN row of their id, the others once */
const st_kind st_kind_sig = { check_sig, 1 };
const st_kind st_kind_kex = { check_kex, 1 };
const st_kind st_kind_kem = { check_kem, 1 };
const st_kind st_kind_sm2 = { check_sm2, 0 };
const st_kind st_kind_dsa = { check_dsa, 0 };
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
