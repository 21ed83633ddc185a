/* SPDX-License-Identifier: MIT */
/* The benchmark cases: every algorithm of the core, per operation and shape. */
#include <string.h>

#include "bench.h"
#include "cb/aead.h"
#include "cb/block.h"
#include "cb/bn.h"
#include "cb/ec.h"
#include "cb/hash.h"
#include "cb/lms.h"
#include "cb/mac.h"
#include "cb/mldsa.h"
#include "cb/mlkem.h"
#include "bn_bench.h"
#include "port.h"

/* What kind of primitive an entry is, and so which calls it has. */
enum kind { K_HASH, K_HMAC, K_CBC, K_CTR, K_GCM, K_CCM, K_CHAPOLY,
	    K_ASCON, K_X25519, K_X448, K_ED25519, K_ED448, K_ECDSA, K_ECDH,
	    K_SM2, K_RSA, K_DH, K_DSA, K_MLKEM, K_MLDSA, K_MLDSA_SMALL, K_LMS };

typedef struct alg {
	const char *id;
	const char *family;
	const char *config;
	enum kind kind;
	uint8_t keylen;
	const cb_block_cipher *cipher;  /* block modes */
	const cb_hash_desc *hash;       /* hashes, HMAC, ECDSA's digest */
	const cb_ecp_curve *curve;      /* prime curves */
} alg;


#define BLK(id, fam, cfg, kind, klen, c) \
	{ id, fam, cfg, kind, klen, &cb_##c##_cipher, NULL, NULL }
#define AES_MODE(mode, fam, kind) \
	BLK("aes-128-" mode, fam, "ct", kind, 16, aes_ct), \
	BLK("aes-128-" mode, fam, "table", kind, 16, aes_tab), \
	BLK("aes-192-" mode, fam, "ct", kind, 24, aes_ct), \
	BLK("aes-192-" mode, fam, "table", kind, 24, aes_tab), \
	BLK("aes-256-" mode, fam, "ct", kind, 32, aes_ct), \
	BLK("aes-256-" mode, fam, "table", kind, 32, aes_tab)
#define HASH(id, d) { id, "hash", "ct", K_HASH, 0, NULL, &d, NULL }
/* ECDSA with the hash of its size, ECDH, on a prime curve */
#define ECDSA(id, h, c) { id, "signature", "ct", K_ECDSA, 0, NULL, &h, &c }
#define ECDH(id, c) { id, "key-exchange", "ct", K_ECDH, 0, NULL, NULL, &c }
/* ML-DSA, keylen: index into mldsa_sets; fast (keygen, sign, verify) or
 * small (its own signing) */
#define MLDSA(id, k) { id, "pq", "fast", K_MLDSA, k, NULL, NULL, NULL }, \
	{ id, "pq", "small", K_MLDSA_SMALL, k, NULL, NULL, NULL }
/* RSA PKCS#1 v1.5 and DSA over SHA-256, DH; keylen: key, parameter or
 * group index (bn_bench.h, dh_groups) */
#define RSA(id, k) { id, "signature", "ct", K_RSA, k, NULL, &cb_sha256_desc, \
		     NULL }
#define DSA(id, k) { id, "signature", "ct", K_DSA, k, NULL, &cb_sha256_desc, \
		     NULL }
#define DH(id, k) { id, "key-exchange", "ct", K_DH, k, NULL, NULL, NULL }
/* LMS; keylen: index into lms_sets; small (tree recomputed) or fast
 * (tree kept) signing, ct for the sets measured by verification only */
#define LMS(k, cfg) { "lms", "pq", cfg, K_LMS, k, NULL, NULL, NULL }
/* ML-KEM; keylen: index into mlkem_sets */
#define MLKEM(id, k) { id, "pq", "ct", K_MLKEM, k, NULL, NULL, NULL }

/* Order: ciphers, AEADs, hashes, MACs, as cli/algs.c orders them. */
static const alg algs[] = {
	AES_MODE("cbc", "cipher", K_CBC),
	AES_MODE("ctr", "cipher", K_CTR),
	BLK("3des-cbc", "cipher", "ct", K_CBC, 24, des3_ct),
	BLK("3des-cbc", "cipher", "table", K_CBC, 24, des3_tab),
	BLK("3des-ctr", "cipher", "ct", K_CTR, 24, des3_ct),
	BLK("3des-ctr", "cipher", "table", K_CTR, 24, des3_tab),
	BLK("sm4-cbc", "cipher", "ct", K_CBC, 16, sm4_ct),
	BLK("sm4-cbc", "cipher", "table", K_CBC, 16, sm4_tab),
	BLK("sm4-ctr", "cipher", "ct", K_CTR, 16, sm4_ct),
	BLK("sm4-ctr", "cipher", "table", K_CTR, 16, sm4_tab),
	AES_MODE("gcm", "aead", K_GCM),
	AES_MODE("ccm", "aead", K_CCM),
	BLK("sm4-gcm", "aead", "ct", K_GCM, 16, sm4_ct),
	BLK("sm4-gcm", "aead", "table", K_GCM, 16, sm4_tab),
	BLK("sm4-ccm", "aead", "ct", K_CCM, 16, sm4_ct),
	BLK("sm4-ccm", "aead", "table", K_CCM, 16, sm4_tab),
	{ "chacha20-poly1305", "aead", "ct", K_CHAPOLY, 32, NULL, NULL, NULL },
	{ "ascon-aead128", "aead", "ct", K_ASCON, 16, NULL, NULL, NULL },
	HASH("md5", cb_md5_desc),
	HASH("sha1", cb_sha1_desc),
	HASH("sha224", cb_sha224_desc),
	HASH("sha256", cb_sha256_desc),
	HASH("sha384", cb_sha384_desc),
	HASH("sha512", cb_sha512_desc),
	HASH("sha512-224", cb_sha512_224_desc),
	HASH("sha512-256", cb_sha512_256_desc),
	HASH("sha3-224", cb_sha3_224_desc),
	HASH("sha3-256", cb_sha3_256_desc),
	HASH("sha3-384", cb_sha3_384_desc),
	HASH("sha3-512", cb_sha3_512_desc),
	HASH("sm3", cb_sm3_desc),
	HASH("ascon-hash256", cb_ascon_hash256_desc),
	{ "hmac-sha256", "mac", "ct", K_HMAC, 32, NULL, &cb_sha256_desc,
	  NULL },
	RSA("rsa-1024", 0),
	RSA("rsa-2048", 1),
	RSA("rsa-3072", 2),
	RSA("rsa-4096", 3),
	DSA("dsa-1024", 0),
	DSA("dsa-2048", 1),
	DSA("dsa-3072", 2),
	ECDSA("ecdsa-secp256r1", cb_sha256_desc, cb_ecp_secp256r1),
	ECDSA("ecdsa-secp384r1", cb_sha384_desc, cb_ecp_secp384r1),
	ECDSA("ecdsa-secp521r1", cb_sha512_desc, cb_ecp_secp521r1),
	ECDSA("ecdsa-brainpoolp256r1", cb_sha256_desc, cb_ecp_brainpoolp256r1),
	ECDSA("ecdsa-brainpoolp384r1", cb_sha384_desc, cb_ecp_brainpoolp384r1),
	ECDSA("ecdsa-brainpoolp512r1", cb_sha512_desc, cb_ecp_brainpoolp512r1),
	{ "sm2", "signature", "ct", K_SM2, 0, NULL, NULL, &cb_ecp_sm2 },
	{ "ed25519", "signature", "ct", K_ED25519, 32, NULL, NULL, NULL },
	{ "ed448", "signature", "ct", K_ED448, 57, NULL, NULL, NULL },
	DH("dh-1024", 0),
	DH("dh-2048", 1),
	DH("dh-3072", 2),
	DH("dh-4096", 3),
	ECDH("ecdh-secp256r1", cb_ecp_secp256r1),
	ECDH("ecdh-secp384r1", cb_ecp_secp384r1),
	ECDH("ecdh-secp521r1", cb_ecp_secp521r1),
	ECDH("ecdh-brainpoolp256r1", cb_ecp_brainpoolp256r1),
	ECDH("ecdh-brainpoolp384r1", cb_ecp_brainpoolp384r1),
	ECDH("ecdh-brainpoolp512r1", cb_ecp_brainpoolp512r1),
	ECDH("ecdh-sm2", cb_ecp_sm2),
	{ "x25519", "key-exchange", "ct", K_X25519, 32, NULL, NULL, NULL },
	{ "x448", "key-exchange", "ct", K_X448, 56, NULL, NULL, NULL },
	MLKEM("ml-kem-512", 0),
	MLKEM("ml-kem-768", 1),
	MLKEM("ml-kem-1024", 2),
	MLDSA("ml-dsa-44", 0),
	MLDSA("ml-dsa-65", 1),
	MLDSA("ml-dsa-87", 2),
	LMS(0, "small"), LMS(7, "fast"), LMS(1, "ct"), LMS(2, "ct"),
	LMS(3, "ct"), LMS(4, "ct"), LMS(5, "ct"), LMS(6, "ct"),
};
#define NALGS (sizeof(algs) / sizeof(algs[0]))

static const struct shape {
	int mode;
	uint32_t len, chunk;
} shapes[] = {
	{ CB_BENCH_LONG, 8192, 0 },
	{ CB_BENCH_SOLE, 32, 0 },
	{ CB_BENCH_SOLE, 64, 0 },
	{ CB_BENCH_SOLE, 128, 0 },
	{ CB_BENCH_FLOW, 8000, 128 },
	{ CB_BENCH_FLOW, 8000, 512 },
	{ CB_BENCH_FLOW, 8000, 1024 },
	{ CB_BENCH_FLOW, 8000, 2048 },
	/* public key: one operation per call (a 64-byte message to sign) */
	{ CB_BENCH_OP, 64, 0 },
};
#define NSHAPES (sizeof(shapes) / sizeof(shapes[0]))

/* cb_bench_sweep: the sizes of the sweep replacing the shapes, if any */
static uint32_t sweep_len[CB_BENCH_SWEEP_MAX];
static size_t sweep_n;

/*
 * ML-DSA: keys, a signature and the signing workspace, in the port's
 * workspace (cb_port_workspace): the largest set's fast signing needs
 * 84 KB with the keys (72.5 KB of workspace), more than some boards
 * have.
 */
static const cb_mldsa_params *const mldsa_sets[3] = {
	&cb_mldsa44, &cb_mldsa65, &cb_mldsa87,
};
#define PQ_KEYS ((CB_MLDSA_PK_MAX + CB_MLDSA_SK_MAX + CB_MLDSA_SIG_MAX + 3) & \
		 ~(size_t)3)
static struct {
	uint8_t *pk, *sk, *sig;
	void *tmp;
	size_t tmp_len;
} pqw;

/* Lay the port's workspace out; 0 if it holds less than need bytes. */
static int
pq_layout(size_t need)
{
	size_t len;
	uint8_t *b = cb_port_workspace(&len);

	if (b == NULL || len < PQ_KEYS + need)
		return 0;
	pqw.pk = b;
	pqw.sk = b + CB_MLDSA_PK_MAX;
	pqw.sig = pqw.sk + CB_MLDSA_SK_MAX;
	pqw.tmp = b + PQ_KEYS;
	pqw.tmp_len = len - PQ_KEYS;
	return 1;
}

/*
 * LMS parameter sets (params set=...): verification of the common ones
 * (its cost is that of the W chains, the height adds h hashes), key
 * generation and signing of a small tree.  A verification key comes from
 * cb_lms_keygen(), which computes the whole tree: heights above 10 would
 * take minutes under QEMU just to set the case up.  The fast entry keeps
 * the tree's nodes (cb_lms_keygen_tree) in the port's workspace.
 */
static const struct lms_set {
	const char *name;
	uint32_t lms, ots;
	int signs;      /* keygen and sign cases too; 2: with the tree kept */
} lms_sets[8] = {
	{ "sha256-m32-h5-w4", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W4, 1 },
	{ "sha256-m32-h5-w1", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W1, 0 },
	{ "sha256-m32-h5-w2", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W2, 0 },
	{ "sha256-m32-h5-w8", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W8, 0 },
	{ "sha256-m32-h10-w4", CB_LMS_SHA256_M32_H10, CB_LMOTS_SHA256_N32_W4,
	  0 },
	{ "sha256-m24-h5-w4", CB_LMS_SHA256_M24_H5, CB_LMOTS_SHA256_N24_W4, 0 },
	{ "sha256-m24-h5-w8", CB_LMS_SHA256_M24_H5, CB_LMOTS_SHA256_N24_W8, 0 },
	{ "sha256-m32-h5-w4", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W4, 2 },
};
/* The largest signature of those sets (W1 on H5), and tree (H5). */
#define LMS_SIG_MAX 8684
#define LMS_TREE_MAX (32 << 6)

static int
is_pk(const alg *a)
{
	return a->kind >= K_X25519;
}

static int
is_cipher(const alg *a)
{
	return a->kind != K_HASH && a->kind != K_HMAC && !is_pk(a);
}

/* Operations of an entry, named as in data/. */
static const char *
op_name(const alg *a, int op)
{
	static const char *const kex[] = { "keygen", "shared-secret" };
	static const char *const sig[] = { "keygen", "sign", "verify" };
	static const char *const kem[] = { "keygen", "encaps", "decaps" };

	if (a->kind == K_X25519 || a->kind == K_X448 || a->kind == K_ECDH ||
	    a->kind == K_DH)
		return op < 2 ? kex[op] : NULL;
	if (a->kind == K_ED25519 || a->kind == K_ED448 || a->kind == K_MLDSA)
		return op < 3 ? sig[op] : NULL;
	if (a->kind == K_MLKEM)
		return op < 3 ? kem[op] : NULL;
	if (a->kind == K_MLDSA_SMALL)
		return op == 0 ? sig[1] : NULL;
	if (a->kind == K_LMS && !lms_sets[a->keylen].signs)
		return op == 0 ? sig[2] : NULL;
	if (a->kind == K_LMS) /* fast: no verification of its own */
		return op < 3 - (lms_sets[a->keylen].signs == 2) ? sig[op]
								  : NULL;
	if (a->kind == K_ECDSA || a->kind == K_SM2 || a->kind == K_RSA ||
	    a->kind == K_DSA)
		return op < 2 ? sig[op + 1] : NULL;
	if (is_cipher(a))
		return op == 0 ? "encrypt" : op == 1 ? "decrypt" : NULL;
	return op == 0 ? "hash" : NULL;
}

/* Ascon-AEAD128 has no streaming decryption (by design, cb/aead.h);
 * public-key entries have only the one-operation shape, the others
 * every other shape. */
static int
exists(const alg *a, int dec, int mode)
{
	if (is_pk(a) != (mode == CB_BENCH_OP))
		return 0;
	if (a->kind == K_MLDSA_SMALL)
		return pq_layout(cb_mldsa_sign_small_tmp_len(
			mldsa_sets[a->keylen]));
	if (a->kind == K_MLDSA) /* dec: the op index; 1 is signing */
		return pq_layout(dec == 1 ? cb_mldsa_sign_tmp_len(
			mldsa_sets[a->keylen]) : cb_mldsa_sign_small_tmp_len(
			mldsa_sets[a->keylen]));
	if (a->kind == K_LMS)
		return pq_layout(LMS_SIG_MAX + LMS_TREE_MAX);
	return !(a->kind == K_ASCON && dec && mode == CB_BENCH_FLOW);
}

/* ML-DSA signing: hedged, so its count varies with every call. */
static int
is_mldsa_sign(const alg *a, int op)
{
	return a->kind == K_MLDSA_SMALL || (a->kind == K_MLDSA && op == 1);
}

/* Fill case c: entry a, operation op, shape. */
static void
set_case(cb_bench_case *c, size_t a, int op, int mode, uint32_t len,
	 uint32_t chunk)
{
	c->algorithm = algs[a].id;
	c->operation = op_name(&algs[a], op);
	c->family = algs[a].family;
	c->config = algs[a].config;
	c->mode = mode;
	c->len = len;
	c->chunk = chunk;
	c->index = (uint32_t)a;
	c->min_reps = is_mldsa_sign(&algs[a], op) ? 15 : 0;
}

/* The sweep's cases: per entry and operation, without then with the key
 * set-up (hashes have none), each size in turn. */
static size_t
walk_sweep(size_t want, cb_bench_case *c)
{
	size_t n = 0, a, s;
	int op, mode;

	for (a = 0; a < NALGS; a++) {
		if (is_pk(&algs[a]))
			continue;
		for (op = 0; op_name(&algs[a], op) != NULL; op++) {
			for (mode = CB_BENCH_SWEEP; mode <= CB_BENCH_SWEEP_KEY;
			     mode++) {
				if (mode == CB_BENCH_SWEEP_KEY &&
				    algs[a].kind == K_HASH)
					continue;
				for (s = 0; s < sweep_n; s++, n++)
					if (n == want && c != NULL) {
						set_case(c, a, op, mode,
							 sweep_len[s], 0);
						return n;
					}
			}
		}
	}
	return n;
}

/* Walk the cases in order; stop at number want (or count them all). */
static size_t
walk(size_t want, cb_bench_case *c)
{
	size_t n = 0, a, s;
	int op;

	if (sweep_n > 0)
		return walk_sweep(want, c);
	for (a = 0; a < NALGS; a++) {
		for (op = 0; op_name(&algs[a], op) != NULL; op++) {
			for (s = 0; s < NSHAPES; s++) {
				if (!exists(&algs[a], op, shapes[s].mode))
					continue;
				if (n == want && c != NULL) {
					set_case(c, a, op, shapes[s].mode,
						 shapes[s].len,
						 shapes[s].chunk);
					return n;
				}
				n++;
			}
		}
	}
	return n;
}

/* see bench.h */
int
cb_bench_sweep(const uint32_t *sizes, size_t n)
{
	size_t i;

	if (n > CB_BENCH_SWEEP_MAX || (n > 0 && sizes == NULL))
		return CB_E_ARG;
	for (i = 0; i < n; i++)
		if (sizes[i] > CB_BENCH_MAX_LEN)
			return CB_E_ARG;
	for (i = 0; i < n; i++)
		sweep_len[i] = sizes[i];
	sweep_n = n;
	return CB_OK;
}

/* see bench.h */
size_t
cb_bench_count(void)
{
	return walk((size_t)-1, NULL);
}

/* see bench.h */
int
cb_bench_get(size_t i, cb_bench_case *c)
{
	if (c == NULL || i >= cb_bench_count())
		return CB_E_ARG;
	(void)walk(i, c);
	return CB_OK;
}

/* Append s to buf at *pos, keeping a NUL inside len; count everything. */
static void
put(char *buf, size_t len, size_t *pos, const char *s)
{
	for (; *s != '\0'; s++, (*pos)++)
		if (*pos + 1 < len)
			buf[*pos] = *s;
	if (len > 0)
		buf[*pos + 1 < len ? *pos : len - 1] = '\0';
}

/* see bench.h */
size_t
cb_bench_params(const cb_bench_case *c, char *buf, size_t len)
{
	char num[24];
	size_t pos = 0;

	if (c->mode == CB_BENCH_OP) {
		put(buf, len, &pos, "mode=op");
		if (strcmp(c->operation, "sign") == 0 ||
		    strcmp(c->operation, "verify") == 0) {
			put(buf, len, &pos, ";message=");
			(void)cb_bench_u64(num, c->len);
			put(buf, len, &pos, num);
		}
		if (algs[c->index].kind == K_LMS) {
			put(buf, len, &pos, ";set=");
			put(buf, len, &pos, lms_sets[algs[c->index].keylen].name);
		}
		put(buf, len, &pos, ";config=");
		put(buf, len, &pos, c->config);
		return pos;
	}
	if (c->mode == CB_BENCH_SOLE) {
		put(buf, len, &pos, "mode=sole-buffer;buffer=");
	} else if (c->mode >= CB_BENCH_SWEEP) {
		put(buf, len, &pos, "mode=sweep;message=");
	} else {
		put(buf, len, &pos, c->mode == CB_BENCH_FLOW ?
		    "mode=data-flow;message=" : "mode=long;message=");
	}
	(void)cb_bench_u64(num, c->len);
	put(buf, len, &pos, num);
	if (c->mode == CB_BENCH_FLOW) {
		put(buf, len, &pos, ";chunk=");
		(void)cb_bench_u64(num, c->chunk);
		put(buf, len, &pos, num);
	}
	if (c->mode >= CB_BENCH_SWEEP)
		put(buf, len, &pos, c->mode == CB_BENCH_SWEEP_KEY ?
		    ";setup=key" : ";setup=none");
	put(buf, len, &pos, ";config=");
	put(buf, len, &pos, c->config);
	return pos;
}

/* ---- the prepared case: static storage, no malloc ---- */

static struct {
	const alg *a;
	int dec;
	int keyed;                      /* long mode: HMAC key set up once */
	int sole;                       /* sole-buffer case (see gcm_tab) */
	int rc;                         /* last measured call */
	union {
		cb_block_any_ctx block;
		cb_ascon_aead128_key ascon;
	} ks;
	union {
		cb_cbc_ctx cbc;
		cb_ctr_ctx ctr;
		cb_gcm_ctx gcm;
		cb_ccm_ctx ccm;
		cb_chacha20poly1305_ctx chapoly;
		cb_ascon_aead128_ctx ascon;
		cb_hash_any_ctx hash;
		cb_hmac_ctx hmac;
	} st;
	cb_hmac_ctx hkey;               /* keyed HMAC state, cloned */
	cb_gcm_tab_ctx gtab;            /* table GCM: keyed with ks */
	uint8_t key[32];
	uint8_t iv[16];
	uint8_t tag[16];                /* valid tag of src (decryption) */
	uint8_t res[CB_HASH_MAX_LEN];   /* digest or tag computed */
	uint8_t in[CB_BENCH_MAX_LEN];   /* plaintext or message */
	uint8_t ct[CB_BENCH_MAX_LEN];   /* ciphertext (decryption input) */
	uint8_t out[CB_BENCH_MAX_LEN];
	/* public key: private, own public, peer public, signature */
	uint8_t priv[CB_ECP_MAX_LEN], pub[CB_ECP_MAX_PUB_LEN];
	uint8_t peer[CB_ECP_MAX_PUB_LEN], sig[CB_ECP_MAX_SIG_LEN];
	uint8_t digest[CB_HASH_MAX_LEN];
	uint32_t rng;                   /* the fixed random source's state */
	int pkop;                       /* index into op_name() */
} w;

/* Fixed seeded inputs: xorshift32, so every run does the same work. */
static void
fill(uint8_t *p, size_t n, uint32_t seed)
{
	uint32_t x = seed;
	size_t i;

	for (i = 0; i < n; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		p[i] = (uint8_t)(x >> 24);
	}
}

/*
 * GCM over a table cipher (config=table) uses the 64 KB table GHASH
 * (cb_gcm_tab_*) where its set-up pays: long messages and data flow.  In
 * sole-buffer calls, which set the key up every time, building the table
 * would cost more than the 32-128 bytes: there it is cb_gcm_* (the
 * constant-time GHASH) over the table cipher.
 */
static int
gcm_tab(const alg *a)
{
	return a->kind == K_GCM && !a->cipher->ct && !w.sole;
}

static int
setkey(void)
{
	const alg *a = w.a;
	int rc;

	if (a->cipher != NULL) {
		rc = a->cipher->setkey(&w.ks, w.key, a->keylen);
		if (rc == CB_OK && gcm_tab(a))
			rc = cb_gcm_tab_setkey(&w.gtab, a->cipher, &w.ks);
		return rc;
	}
	if (a->kind == K_ASCON)
		cb_ascon_aead128_setkey(&w.ks.ascon, w.key);
	return CB_OK;
}

/* One-shot over len bytes with the key already set up. */
static int
oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	const alg *a = w.a;
	const cb_block_cipher *bc = a->cipher;

	/* CBC runs whole blocks (a sweep's sizes need not be; the buffers
	 * hold CB_BENCH_MAX_LEN, a multiple of every block) */
	if (a->kind == K_CBC)
		len = (len + bc->block_len - 1) / bc->block_len * bc->block_len;
	switch (a->kind) {
	case K_HASH:
		a->hash->init(&w.st.hash);
		a->hash->update(&w.st.hash, in, len);
		a->hash->final(&w.st.hash, w.res);
		return CB_OK;
	case K_HMAC:
		if (!w.keyed)
			return cb_hmac(w.res, a->hash, w.key, a->keylen, in,
				       len);
		/* key set up beforehand, as for the ciphers: a memcpy clone
		 * of the keyed state (cb/mac.h) */
		memcpy(&w.st.hmac, &w.hkey, sizeof(w.hkey));
		cb_hmac_update(&w.st.hmac, in, len);
		cb_hmac_final(&w.st.hmac, w.res);
		return CB_OK;
	case K_CBC:
		return dec ? cb_cbc_decrypt(out, bc, &w.ks, w.iv, in, len) :
		       cb_cbc_encrypt(out, bc, &w.ks, w.iv, in, len);
	case K_CTR:
		return cb_ctr(out, bc, &w.ks, w.iv, in, len);
	case K_GCM:
		if (gcm_tab(a))
			return dec ? cb_gcm_tab_decrypt(&w.gtab, out, w.iv, 12,
							NULL, 0, in, len,
							w.tag, 16) :
			       cb_gcm_tab_encrypt(&w.gtab, out, w.res, 16,
						  w.iv, 12, NULL, 0, in, len);
		return dec ? cb_gcm_decrypt(out, bc, &w.ks, w.iv, 12, NULL, 0,
					    in, len, w.tag, 16) :
		       cb_gcm_encrypt(out, w.res, 16, bc, &w.ks, w.iv, 12,
				      NULL, 0, in, len);
	case K_CCM:
		return dec ? cb_ccm_decrypt(out, bc, &w.ks, w.iv, 12, NULL, 0,
					    in, len, w.tag, 16) :
		       cb_ccm_encrypt(out, w.res, 16, bc, &w.ks, w.iv, 12,
				      NULL, 0, in, len);
	case K_CHAPOLY:
		return dec ? cb_chacha20poly1305_decrypt(out, w.key, w.iv,
							 NULL, 0, in, len,
							 w.tag) :
		       cb_chacha20poly1305_encrypt(out, w.res, w.key, w.iv,
						   NULL, 0, in, len);
	case K_ASCON:
		if (dec)
			return cb_ascon_aead128_decrypt(out, &w.ks.ascon, w.iv,
							NULL, 0, in, len,
							w.tag);
		cb_ascon_aead128_encrypt(out, w.res, &w.ks.ascon, w.iv, NULL,
					 0, in, len);
		return CB_OK;
	default:
		break;
	}
	return CB_E_ARG;
}

/* The fixed random source of key generation and SM2 nonces: xorshift32,
 * restarted by prepare, so every run does the same work. */
static int
bench_rng(void *arg, uint8_t *out, size_t len)
{
	size_t i;

	(void)arg;
	for (i = 0; i < len; i++) {
		w.rng ^= w.rng << 13;
		w.rng ^= w.rng >> 17;
		w.rng ^= w.rng << 5;
		out[i] = (uint8_t)(w.rng >> 24);
	}
	return CB_OK;
}

/* RSA and DH (cb/bn.h): key, workspace and values up to 4096 bits. */
#define BN_TMP_LIMBS (CB_DH_TMP_LIMBS(4096) > CB_RSA_TMP_LIMBS(4096) ? \
		      CB_DH_TMP_LIMBS(4096) : CB_RSA_TMP_LIMBS(4096))
static struct {
	cb_rsa_priv key;
	cb_dsa_params dsa;
	uint32_t tmp[BN_TMP_LIMBS];
	uint8_t pub[CB_DH_MAX_LEN], peer[CB_DH_MAX_LEN];
	uint8_t sig[CB_RSA_MAX_LEN], res[CB_DH_MAX_LEN];
} bnw;

static const cb_mlkem_params *const mlkem_sets[3] = {
	&cb_mlkem512, &cb_mlkem768, &cb_mlkem1024,
};

/* ML-KEM's keys and ciphertext (too large for w's key fields) */
static struct {
	uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
	uint8_t ct[CB_MLKEM_MAX_CT_LEN], ss[CB_MLKEM_SS_LEN];
} kw;

/* ML-KEM operation op (0 keygen, 1 encaps, 2 decaps) on kw */
static int
mlkem_op(int op)
{
	const cb_mlkem_params *p = mlkem_sets[w.a->keylen];
	size_t el = cb_mlkem_ek_len(p), dl = cb_mlkem_dk_len(p);
	size_t cl = cb_mlkem_ct_len(p);

	if (op == 0)
		return cb_mlkem_keygen(p, kw.ek, el, kw.dk, dl, bench_rng,
				       NULL);
	if (op == 1)
		return cb_mlkem_encaps(p, kw.ss, kw.ct, cl, kw.ek, el,
				       bench_rng, NULL);
	return cb_mlkem_decaps(p, kw.ss, kw.ct, cl, kw.dk, dl);
}

static const cb_dh_group *const dh_groups[4] = {
	&cb_dh_rfc5114_1024, &cb_dh_ffdhe2048, &cb_dh_ffdhe3072,
	&cb_dh_ffdhe4096,
};

/* ECDSA signs and verifies a digest: hashing is part of the operation. */
static size_t
ecdsa_digest(size_t len)
{
	cb_hash_any_ctx h;

	w.a->hash->init(&h);
	w.a->hash->update(&h, w.in, len);
	w.a->hash->final(&h, w.digest);
	return w.a->hash->out_len;
}

static int
lms_save(void *arg, const uint8_t *sk, size_t sk_len)
{
	(void)arg;
	(void)sk;
	(void)sk_len;
	return 0;
}

/*
 * One LMS operation on the prepared key (pqw.pk, pqw.sk; the signature in
 * pqw.tmp).  The benchmark's key is thrown away after the run: signing
 * rewinds it to leaf 0 first, so every repetition does the same work (a
 * real key must never be rewound: cb/lms.h).
 */
static int
lms_op(const char *op, size_t len)
{
	const struct lms_set *s = &lms_sets[w.a->keylen];
	size_t sl = cb_lms_sig_len(s->lms, s->ots);
	uint8_t *tree = (uint8_t *)pqw.tmp + LMS_SIG_MAX;

	if (strcmp(op, "keygen") == 0 && s->signs == 2)
		return cb_lms_keygen_tree(pqw.pk, pqw.sk, tree, LMS_TREE_MAX,
					  s->lms, s->ots, w.key, w.priv);
	if (strcmp(op, "keygen") == 0)
		return cb_lms_keygen(pqw.pk, pqw.sk, s->lms, s->ots, w.key,
				     w.priv);
	if (strcmp(op, "sign") == 0) {
		memset(pqw.sk + 24, 0, 4);
		if (s->signs == 2)
			return cb_lms_sign_tree(pqw.tmp, sl, pqw.sk, tree,
						LMS_TREE_MAX, w.in, len,
						lms_save, NULL);
		return cb_lms_sign(pqw.tmp, sl, pqw.sk, w.in, len, lms_save,
				   NULL);
	}
	return cb_lms_verify(pqw.pk, cb_lms_pk_len(s->lms), w.in, len,
			     pqw.tmp, sl);
}

/* One public-key operation (w.pkop) on the prepared keys. */
static int
pk_op(size_t len)
{
	const cb_ecp_curve *c = w.a->curve;
	size_t sl = c ? cb_ecp_scalar_len(c) : 0, pl = c ? cb_ecp_pub_len(c) : 0;
	size_t dl;
	/* the default SM2 user id, GB/T 32918.2 */
	static const uint8_t id[16] = { '1', '2', '3', '4', '5', '6', '7',
		'8', '1', '2', '3', '4', '5', '6', '7', '8' };
	int signing = strcmp(op_name(w.a, w.pkop), "sign") == 0;

	switch (w.a->kind) {
	case K_ECDH:
		if (w.pkop == 0)
			return cb_ecdh_keygen(w.priv, sl, w.pub, pl, c,
					      bench_rng, NULL);
		return cb_ecdh_shared(w.res, cb_ecp_field_len(c), c, w.priv,
				      sl, w.peer, pl);
	case K_ECDSA:
		dl = ecdsa_digest(len);
		if (signing)
			return cb_ecdsa_sign(w.sig, 2 * sl, c, w.a->hash,
					     w.priv, sl, w.digest, dl);
		return cb_ecdsa_verify(c, w.pub, pl, w.digest, dl, w.sig,
				       2 * sl);
	case K_RSA:
		dl = ecdsa_digest(len);
		if (signing)
			return cb_rsa_pkcs1_sign(bnw.sig,
						 cb_rsa_len(&bnw.key.pub),
						 &bnw.key, w.a->hash, w.digest,
						 dl, bnw.tmp);
		return cb_rsa_pkcs1_verify(&bnw.key.pub, w.a->hash, w.digest,
					   dl, bnw.sig,
					   cb_rsa_len(&bnw.key.pub), bnw.tmp);
	case K_DSA:
		dl = ecdsa_digest(len);
		sl = cb_dsa_q_len(&bnw.dsa);
		if (signing)
			return cb_dsa_sign(bnw.sig, 2 * sl, &bnw.dsa, w.a->hash,
					   w.priv, sl, w.digest, dl, bnw.tmp);
		return cb_dsa_verify(&bnw.dsa, bnw.pub, cb_dsa_p_len(&bnw.dsa),
				     w.digest, dl, bnw.sig, 2 * sl, bnw.tmp);
	case K_DH: {
		const cb_dh_group *g = dh_groups[w.a->keylen];

		if (w.pkop == 0)
			return cb_dh_keygen(w.priv, cb_dh_priv_len(g), bnw.pub,
					    cb_dh_len(g), g, bench_rng, NULL,
					    bnw.tmp);
		return cb_dh_shared(bnw.res, cb_dh_len(g), g, w.priv,
				    cb_dh_priv_len(g), bnw.peer, cb_dh_len(g),
				    0, bnw.tmp);
	}
	case K_SM2:
		if (signing)
			return cb_sm2_sign(w.sig, 2 * sl, c, w.priv, sl, w.pub,
					   pl, id, sizeof(id), w.in, len,
					   bench_rng, NULL);
		return cb_sm2_verify(c, w.pub, pl, id, sizeof(id), w.in, len,
				     w.sig, 2 * sl);
	case K_X25519:
		if (w.pkop == 0) {
			cb_x25519_public(w.pub, w.priv);
			return CB_OK;
		}
		return cb_x25519_shared(w.res, w.priv, w.peer);
	case K_X448:
		if (w.pkop == 0) {
			cb_x448_public(w.pub, w.priv);
			return CB_OK;
		}
		return cb_x448_shared(w.res, w.priv, w.peer);
	case K_ED25519:
		if (w.pkop == 0) {
			cb_ed25519_public(w.pub, w.priv);
			return CB_OK;
		}
		if (w.pkop == 1) {
			cb_ed25519_sign(w.sig, w.priv, w.pub, w.in, len);
			return CB_OK;
		}
		return cb_ed25519_verify(w.sig, w.pub, w.in, len);
	case K_ED448:
		if (w.pkop == 0) {
			cb_ed448_public(w.pub, w.priv);
			return CB_OK;
		}
		if (w.pkop == 1) {
			cb_ed448_sign(w.sig, w.priv, w.pub, w.in, len);
			return CB_OK;
		}
		return cb_ed448_verify(w.sig, w.pub, w.in, len);
	case K_MLKEM:
		return mlkem_op(w.pkop);
	case K_MLDSA:
	case K_MLDSA_SMALL: {
		const cb_mldsa_params *p = mldsa_sets[w.a->keylen];

		/* hedged signing: each call draws its own rnd, so the
		 * repetitions sample the rejection loop's spread */
		if (signing && w.a->kind == K_MLDSA_SMALL)
			return cb_mldsa_sign_small(p, pqw.sig, pqw.sk, w.in, len,
						   NULL, 0, bench_rng, NULL,
						   pqw.tmp, pqw.tmp_len);
		if (signing)
			return cb_mldsa_sign(p, pqw.sig, pqw.sk, w.in, len, NULL,
					     0, bench_rng, NULL, pqw.tmp,
					     pqw.tmp_len);
		if (w.pkop == 0) {
			cb_mldsa_keygen(p, pqw.pk, pqw.sk, w.priv);
			return CB_OK;
		}
		return cb_mldsa_verify(p, pqw.pk, cb_mldsa_pk_len(p), w.in, len,
				       NULL, 0, pqw.sig, cb_mldsa_sig_len(p));
	}
	case K_LMS:
		return lms_op(op_name(w.a, w.pkop), len);
	default:
		return CB_E_ARG;
	}
}

/* Streaming: start a message of total bytes. */
static int
begin(int dec, size_t total)
{
	const alg *a = w.a;
	const cb_block_cipher *bc = a->cipher;

	switch (a->kind) {
	case K_HASH:
		a->hash->init(&w.st.hash);
		return CB_OK;
	case K_HMAC:
		return cb_hmac_init(&w.st.hmac, a->hash, w.key, a->keylen);
	case K_CBC:
		return cb_cbc_init(&w.st.cbc, bc, &w.ks, w.iv);
	case K_CTR:
		return cb_ctr_init(&w.st.ctr, bc, &w.ks, w.iv);
	case K_GCM:
		if (gcm_tab(a))
			return cb_gcm_tab_init(&w.gtab, w.iv, 12);
		return cb_gcm_init(&w.st.gcm, bc, &w.ks, w.iv, 12);
	case K_CCM:
		return cb_ccm_init(&w.st.ccm, bc, &w.ks, w.iv, 12, 0, total,
				   16);
	case K_CHAPOLY:
		cb_chacha20poly1305_init(&w.st.chapoly, w.key, w.iv);
		return CB_OK;
	case K_ASCON:
		if (dec)
			return CB_E_UNSUPPORTED;
		cb_ascon_aead128_init(&w.st.ascon, &w.ks.ascon, w.iv);
		return CB_OK;
	default:
		break;
	}
	(void)dec;
	return CB_E_ARG;
}

static int
update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	const alg *a = w.a;
	size_t olen;

	switch (a->kind) {
	case K_HASH:
		a->hash->update(&w.st.hash, in, len);
		return CB_OK;
	case K_HMAC:
		cb_hmac_update(&w.st.hmac, in, len);
		return CB_OK;
	case K_CBC:
		/* chunks are whole blocks, so out gets exactly len bytes */
		if (dec)
			cb_cbc_decrypt_update(&w.st.cbc, out, &olen, in, len);
		else
			cb_cbc_encrypt_update(&w.st.cbc, out, &olen, in, len);
		return olen == len ? CB_OK : CB_E_ARG;
	case K_CTR:
		cb_ctr_update(&w.st.ctr, out, in, len);
		return CB_OK;
	case K_GCM:
		if (gcm_tab(a))
			return dec ? cb_gcm_tab_decrypt_update(&w.gtab, out, in,
							       len) :
			       cb_gcm_tab_encrypt_update(&w.gtab, out, in,
							 len);
		return dec ? cb_gcm_decrypt_update(&w.st.gcm, out, in, len) :
		       cb_gcm_encrypt_update(&w.st.gcm, out, in, len);
	case K_CCM:
		return dec ? cb_ccm_decrypt_update(&w.st.ccm, out, in, len) :
		       cb_ccm_encrypt_update(&w.st.ccm, out, in, len);
	case K_CHAPOLY:
		return dec ? cb_chacha20poly1305_decrypt_update(&w.st.chapoly,
								out, in, len) :
		       cb_chacha20poly1305_encrypt_update(&w.st.chapoly, out,
							  in, len);
	case K_ASCON:
		cb_ascon_aead128_encrypt_update(&w.st.ascon, out, in, len);
		return CB_OK;
	default:
		break;
	}
	return CB_E_ARG;
}

static int
end(int dec)
{
	const alg *a = w.a;

	switch (a->kind) {
	case K_HASH:
		a->hash->final(&w.st.hash, w.res);
		return CB_OK;
	case K_HMAC:
		cb_hmac_final(&w.st.hmac, w.res);
		return CB_OK;
	case K_CBC:
		return cb_cbc_final(&w.st.cbc);
	case K_CTR:
		cb_ctr_final(&w.st.ctr);
		return CB_OK;
	case K_GCM:
		if (gcm_tab(a))
			return dec ? cb_gcm_tab_decrypt_final(&w.gtab, w.tag,
							      16) :
			       cb_gcm_tab_encrypt_final(&w.gtab, w.res, 16);
		return dec ? cb_gcm_decrypt_final(&w.st.gcm, w.tag, 16) :
		       cb_gcm_encrypt_final(&w.st.gcm, w.res, 16);
	case K_CCM:
		return dec ? cb_ccm_decrypt_final(&w.st.ccm, w.tag, 16) :
		       cb_ccm_encrypt_final(&w.st.ccm, w.res, 16);
	case K_CHAPOLY:
		if (dec)
			return cb_chacha20poly1305_decrypt_final(&w.st.chapoly,
								 w.tag);
		cb_chacha20poly1305_encrypt_final(&w.st.chapoly, w.res);
		return CB_OK;
	case K_ASCON:
		cb_ascon_aead128_encrypt_final(&w.st.ascon, w.res);
		return CB_OK;
	default:
		break;
	}
	return CB_E_ARG;
}

/* see bench.h */
void
cb_bench_call(void *arg)
{
	const cb_bench_case *c = arg;
	const uint8_t *src = w.dec ? w.ct : w.in;
	size_t off, n;
	int rc = CB_OK, r;

	if (c->mode == CB_BENCH_OP) {
		w.rc = pk_op(c->len);
		return;
	}
	if (c->mode == CB_BENCH_LONG || c->mode == CB_BENCH_SWEEP) {
		w.rc = oneshot(w.dec, w.out, src, c->len);
		return;
	}
	if (is_cipher(w.a))
		rc = setkey();
	if (c->mode == CB_BENCH_SOLE || c->mode == CB_BENCH_SWEEP_KEY) {
		r = oneshot(w.dec, w.out, src, c->len);
		w.rc = rc != CB_OK ? rc : r;
		return;
	}
	r = begin(w.dec, c->len);
	rc = rc != CB_OK ? rc : r;
	for (off = 0; off < c->len; off += n) {
		n = c->len - off < c->chunk ? c->len - off : c->chunk;
		r = update(w.dec, w.out + off, src + off, n);
		rc = rc != CB_OK ? rc : r;
	}
	r = end(w.dec);
	w.rc = rc != CB_OK ? rc : r;
}

/* see bench.h */
int
cb_bench_last_error(void)
{
	return w.rc;
}

/* RSA: import the fixed key, sign once; DSA: parameters, a key below q
 * from the fixed source, a signature; DH: the peer's and own keys. */
static int
bn_prepare(const cb_bench_case *c)
{
	const cb_dh_group *g;
	int rc, keep = w.pkop;
	size_t n;

	if (w.a->kind == K_RSA || w.a->kind == K_DSA) {
		if (w.a->kind == K_RSA) {
			rc = cb_rsa_priv_from_der(&bnw.key,
				cb_rsa_bench_keys[w.a->keylen].der,
				cb_rsa_bench_keys[w.a->keylen].len);
		} else {
			rc = cb_dsa_params_set(&bnw.dsa,
				cb_dsa_bench_params[w.a->keylen].p,
				cb_dsa_bench_params[w.a->keylen].pl,
				cb_dsa_bench_params[w.a->keylen].q,
				cb_dsa_bench_params[w.a->keylen].ql,
				cb_dsa_bench_params[w.a->keylen].g,
				cb_dsa_bench_params[w.a->keylen].gl, bnw.tmp);
			n = rc == CB_OK ? cb_dsa_q_len(&bnw.dsa) : 0;
			/* q has its top bit set: x below 2^(8n-1) is < q */
			(void)bench_rng(NULL, w.priv, n);
			if (n > 0) {
				w.priv[0] &= 0x7f;
				w.priv[n - 1] |= 1;
				rc = cb_dsa_pub_from_priv(bnw.pub,
					cb_dsa_p_len(&bnw.dsa), &bnw.dsa,
					w.priv, n, bnw.tmp);
			}
		}
		if (rc != CB_OK)
			return rc;
		w.pkop = 0;     /* "sign" */
		rc = pk_op(c->len);
		w.pkop = keep;
		return rc;
	}
	g = dh_groups[w.a->keylen];
	rc = cb_dh_keygen(w.out, cb_dh_priv_len(g), bnw.peer, cb_dh_len(g), g,
			  bench_rng, NULL, bnw.tmp);
	if (rc == CB_OK)
		rc = cb_dh_keygen(w.priv, cb_dh_priv_len(g), bnw.pub,
				  cb_dh_len(g), g, bench_rng, NULL, bnw.tmp);
	w.rng = 0x1f83d9abu;
	return rc;
}

/* see bench.h */
size_t
cb_bench_work(const cb_bench_case *c, uint8_t **p)
{
	const alg *a;

	*p = NULL;
	if (c == NULL || c->index >= NALGS)
		return 0;
	a = &algs[c->index];
	if (a->kind == K_MLDSA_SMALL ||
	    (a->kind == K_MLDSA && strcmp(c->operation, "sign") == 0)) {
		*p = pqw.tmp;
		return pqw.tmp_len;
	}
	if (a->kind == K_LMS && lms_sets[a->keylen].signs == 2 &&
	    strcmp(c->operation, "keygen") == 0) {
		*p = (uint8_t *)pqw.tmp + LMS_SIG_MAX;
		return LMS_TREE_MAX;
	}
	return 0;
}

/* see bench.h */
int
cb_bench_prepare(const cb_bench_case *c)
{
	int rc;

	if (c == NULL || c->index >= NALGS || c->len > CB_BENCH_MAX_LEN ||
	    (c->mode == CB_BENCH_FLOW && c->chunk == 0))
		return CB_E_ARG;
	w.a = &algs[c->index];
	w.dec = strcmp(c->operation, "decrypt") == 0;
	w.sole = c->mode == CB_BENCH_SOLE;
	if (c->mode > CB_BENCH_SWEEP_KEY)
		return CB_E_ARG;
	fill(w.key, sizeof(w.key), 0x2545f491u);
	fill(w.iv, sizeof(w.iv), 0x9e3779b9u);
	fill(w.in, sizeof(w.in), 0x6a09e667u ^ c->len);
	if (is_pk(w.a) != (c->mode == CB_BENCH_OP))
		return CB_E_ARG;
	if (is_pk(w.a)) {
		/* fixed keys; the peer's public key and a valid signature
		 * made beforehand, so every operation has real inputs */
		for (w.pkop = 0; op_name(w.a, w.pkop) != NULL &&
		     strcmp(op_name(w.a, w.pkop), c->operation) != 0; w.pkop++)
			;
		if (op_name(w.a, w.pkop) == NULL)
			return CB_E_ARG;
		fill(w.priv, sizeof(w.priv), 0x510e527fu);
		fill(w.out, CB_X448_LEN, 0x9b05688cu);  /* peer's private */
		w.rng = 0x1f83d9abu;
		if (w.a->curve != NULL) {
			const cb_ecp_curve *cv = w.a->curve;
			size_t sl = cb_ecp_scalar_len(cv);
			size_t pl = cb_ecp_pub_len(cv);
			int rc2;

			/* own and peer's keys from the fixed source, and a
			 * signature to verify */
			rc2 = cb_ecdh_keygen(w.out, sl, w.peer, pl, cv,
					     bench_rng, NULL);
			if (rc2 == CB_OK)
				rc2 = cb_ecdh_keygen(w.priv, sl, w.pub, pl, cv,
						     bench_rng, NULL);
			if (rc2 == CB_OK && w.a->kind != K_ECDH) {
				int keep = w.pkop;

				w.pkop = 0;     /* "sign" */
				rc2 = pk_op(c->len);
				w.pkop = keep;
			}
			if (rc2 != CB_OK)
				return rc2;
			w.rng = 0x1f83d9abu;
		} else if (w.a->kind == K_RSA || w.a->kind == K_DH ||
			   w.a->kind == K_DSA) {
			rc = bn_prepare(c);
			if (rc != CB_OK)
				return rc;
		} else if (w.a->kind == K_MLKEM) {
			/* a key pair and a ciphertext to decapsulate */
			rc = mlkem_op(0);
			if (rc == CB_OK)
				rc = mlkem_op(1);
			if (rc != CB_OK)
				return rc;
		} else if (w.a->kind == K_MLDSA ||
			   w.a->kind == K_MLDSA_SMALL) {
			const cb_mldsa_params *p = mldsa_sets[w.a->keylen];

			/* the key of the fixed seed and a signature of the
			 * message (every listed case fits the small signing) */
			if (!pq_layout(0))
				return CB_E_ARG;
			cb_mldsa_keygen(p, pqw.pk, pqw.sk, w.priv);
			rc = cb_mldsa_sign_small(p, pqw.sig, pqw.sk, w.in,
						 c->len, NULL, 0, NULL, NULL,
						 pqw.tmp, pqw.tmp_len);
			if (rc != CB_OK)
				return rc;
		} else if (w.a->kind == K_LMS) {
			/* the key of the fixed seed, a signature of the
			 * message */
			if (!pq_layout(LMS_SIG_MAX + LMS_TREE_MAX))
				return CB_E_ARG;
			rc = lms_op("keygen", c->len);
			if (rc == CB_OK)
				rc = lms_op("sign", c->len);
			if (rc != CB_OK)
				return rc;
		} else if (w.a->kind == K_X25519)
			cb_x25519_public(w.peer, w.out);
		else if (w.a->kind == K_X448)
			cb_x448_public(w.peer, w.out);
		else if (w.a->kind == K_ED25519) {
			cb_ed25519_public(w.pub, w.priv);
			cb_ed25519_sign(w.sig, w.priv, w.pub, w.in, c->len);
		} else {
			cb_ed448_public(w.pub, w.priv);
			cb_ed448_sign(w.sig, w.priv, w.pub, w.in, c->len);
		}
		cb_bench_call((void *)(uintptr_t)c);
		return w.rc;
	}
	rc = setkey();
	if (rc != CB_OK)
		return rc;
	w.keyed = 0;
	if (w.a->kind == K_HMAC && (c->mode == CB_BENCH_LONG ||
				    c->mode == CB_BENCH_SWEEP)) {
		rc = cb_hmac_init(&w.hkey, w.a->hash, w.key, w.a->keylen);
		if (rc != CB_OK)
			return rc;
		w.keyed = 1;
	}
	/* decryption input: the ciphertext and tag of the same message */
	memcpy(w.ct, w.in, sizeof(w.ct));
	if (w.dec) {
		rc = oneshot(0, w.ct, w.in, c->len);
		if (rc != CB_OK)
			return rc;
		memcpy(w.tag, w.res, sizeof(w.tag));
	}
	cb_bench_call((void *)(uintptr_t)c);
	return w.rc;
}

/* see bench.h */
void
cb_bench_inputs(cb_bench_io *io)
{
	const alg *a = w.a;

	io->key = w.key;
	io->keylen = a != NULL ? a->keylen : 0;
	io->iv = w.iv;
	io->ivlen = 0;
	if (a != NULL && a->cipher != NULL)
		io->ivlen = a->kind == K_GCM || a->kind == K_CCM ? 12 :
			    a->cipher->block_len;
	else if (a != NULL && a->kind == K_CHAPOLY)
		io->ivlen = 12;
	else if (a != NULL && a->kind == K_ASCON)
		io->ivlen = 16;
	io->src = w.dec ? w.ct : w.in;
	io->tag = w.tag;
	io->out = w.out;
	io->res = w.res;
	io->priv = w.priv;
	io->pub = w.pub;
	io->peer = w.peer;
	io->sig = w.sig;
	io->shared = w.res;
	io->privlen = io->publen = io->siglen = io->derlen = 0;
	io->der = NULL;
	io->dp = io->dq = io->dg = NULL;
	io->dplen = io->dqlen = io->dglen = 0;
	io->group = NULL;
	if (a != NULL && a->kind == K_DSA) {
		io->dp = cb_dsa_bench_params[a->keylen].p;
		io->dplen = cb_dsa_bench_params[a->keylen].pl;
		io->dq = cb_dsa_bench_params[a->keylen].q;
		io->dqlen = cb_dsa_bench_params[a->keylen].ql;
		io->dg = cb_dsa_bench_params[a->keylen].g;
		io->dglen = cb_dsa_bench_params[a->keylen].gl;
		io->privlen = io->dqlen;
		io->pub = bnw.pub;
		io->publen = io->dplen;
		io->sig = bnw.sig;
		io->siglen = 2 * io->dqlen;
		return;
	}
	if (a != NULL && a->kind == K_DH) {
		io->group = cb_dh_name(dh_groups[a->keylen]);
		io->privlen = cb_dh_priv_len(dh_groups[a->keylen]);
		io->pub = bnw.pub;
		io->peer = bnw.peer;
		io->publen = cb_dh_len(dh_groups[a->keylen]);
		io->shared = bnw.res;
		return;
	}
	if (a != NULL && a->kind == K_RSA) {
		io->der = cb_rsa_bench_keys[a->keylen].der;
		io->derlen = cb_rsa_bench_keys[a->keylen].len;
		io->sig = bnw.sig;
		io->siglen = cb_rsa_len(&bnw.key.pub);
		return;
	}
	if (a != NULL && (a->kind == K_MLDSA || a->kind == K_MLDSA_SMALL)) {
		io->priv = pqw.sk;
		io->privlen = cb_mldsa_sk_len(mldsa_sets[a->keylen]);
		io->pub = pqw.pk;
		io->publen = cb_mldsa_pk_len(mldsa_sets[a->keylen]);
		io->sig = pqw.sig;
		io->siglen = cb_mldsa_sig_len(mldsa_sets[a->keylen]);
		return;
	}
	if (a != NULL && a->kind == K_LMS) {
		io->priv = pqw.sk;
		io->privlen = CB_LMS_SK_LEN;
		io->pub = pqw.pk;
		io->publen = cb_lms_pk_len(lms_sets[a->keylen].lms);
		io->sig = pqw.tmp;
		io->siglen = cb_lms_sig_len(lms_sets[a->keylen].lms,
					    lms_sets[a->keylen].ots);
		return;
	}
	if (a != NULL && is_pk(a) && a->curve != NULL) {
		io->privlen = cb_ecp_scalar_len(a->curve);
		io->publen = cb_ecp_pub_len(a->curve);
		io->siglen = 2 * io->privlen;
	} else if (a != NULL && is_pk(a)) {
		io->privlen = a->keylen;
		io->publen = a->kind == K_ED448 ? CB_ED448_PUB_LEN : a->keylen;
		io->siglen = a->kind == K_ED25519 ? CB_ED25519_SIG_LEN :
			     a->kind == K_ED448 ? CB_ED448_SIG_LEN : 0;
	}
}
