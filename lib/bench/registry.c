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
#include "internal/config.h"
#include "port.h"

typedef struct alg alg;

/*
 * A kind of primitive: its family, its operations (named as in data/) and
 * the calls that measure them, one descriptor each (the table at the end
 * of this file).  Symmetric kinds (hashes, MACs, ciphers, AEADs) have
 * oneshot and, for data flow, begin/update/end; public-key kinds op.
 */
typedef struct kind {
	const char *family;
	const char *const *ops;         /* NULL-terminated */
	unsigned flags;                 /* KF_* */
	uint8_t ivlen;                  /* IV or nonce; 0: the cipher's block */
	/* the key schedule (NULL: none but the call's own) */
	int (*setkey)(void);
	/* after setkey: the fixed keys and what the operations need (a
	 * signature to verify, a keyed state); NULL: nothing */
	int (*setup)(const cb_bench_case *c);
	/* symmetric: over len bytes, the key set up; dec: decryption */
	int (*oneshot)(int dec, uint8_t *out, const uint8_t *in, size_t len);
	int (*begin)(int dec, size_t total);
	int (*update)(int dec, uint8_t *out, const uint8_t *in, size_t len);
	int (*end)(int dec);
	/* public key: operation w.pkop on a len-byte message */
	int (*op)(size_t len);
	/* does the port's workspace hold what operation op needs? (NULL:
	 * it needs none) */
	int (*fits)(const alg *a, int op);
	/* the case's inputs beyond the common ones (cb_bench_inputs) */
	void (*inputs)(const alg *a, cb_bench_io *io);
	/* the configuration the build chose, named in the rows instead of
	 * the manifest row's (NULL: the row's) */
	const char *config;
} kind;

/* Hedged signing: its count varies from call to call (min_reps). */
#define KF_HEDGED 1u
/* No streaming decryption: Ascon-AEAD128's (by design, cb/aead.h). */
#define KF_NO_FLOW_DEC 2u
/* No key: no sweep case with the key set-up in the call. */
#define KF_NO_KEY 4u
/* Parameter sets (lms_sets): the params name it (set=). */
#define KF_SET 8u

/* The kinds (defined at the end), as the manifest's RUN rows name them. */
static const kind kind_hash, kind_hmac, kind_cbc, kind_ctr, kind_gcm,
	kind_ccm, kind_chacha20, kind_chapoly, kind_ascon, kind_x25519, kind_x448,
	kind_ed25519, kind_ed448, kind_ecdsa, kind_ecdsa_small, kind_ecdh,
	kind_sm2, kind_rsa, kind_rsa_sign,
	kind_dh, kind_dsa, kind_mlkem, kind_mldsa, kind_mldsa_small, kind_lms,
	kind_lms_fast, kind_lms_verify, kind_hss, kind_hss_fast;

struct alg {
	const char *id;
	const char *config;
	const kind *kind;
	uint8_t keylen;                 /* key bytes, or a parameter set */
	const cb_block_cipher *cipher;  /* block modes */
	const cb_hash_desc *hash;       /* hashes, HMAC, ECDSA's digest */
	const cb_ecp_curve *curve;      /* prime curves */
};

/* RSA rows: the key's index and the window (algs.def's param). */
#define RSA_KEY(a) ((a)->keylen & 15)
#define RSA_WINDOW(a) ((unsigned)(a)->keylen >> 4)

/* The entries: the RUN rows of the manifest, in its order. */
#define BLK(c) &cb_##c##_cipher
#define MD(h) &cb_##h##_desc
#define CURVE(c) &cb_ecp_##c
#define RUN(id, kind, config, param, cipher, hash, curve) \
	{ id, config, &kind_##kind, param, cipher, hash, curve },
static const alg algs[] = {
#include "algs.def"
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
	size_t pk_len, sk_len, sig_len; /* the ML-DSA set's, at setup */
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
 * generation and signing of a small tree (kinds lms and lms_fast, set 0).
 * A verification key comes from cb_lms_keygen(), which computes the whole
 * tree: heights above 10 would take minutes under QEMU just to set the
 * case up.  The fast kind keeps the tree's nodes (cb_lms_keygen_tree) in
 * the port's workspace.  HSS (kind hss): levels trees of the set's pair,
 * key generation (the top tree), signing (every tree recomputed) and
 * verification; kind hss_fast keeps the trees (cb_hss_keygen_work) in the
 * workspace, beside the signature.
 */
static const struct lms_set {
	const char *name;
	uint32_t lms, ots;
	unsigned levels; /* HSS levels; 0: a single LMS tree */
} lms_sets[8] = {
	{ "sha256-m32-h5-w4", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W4, 0 },
	{ "sha256-m32-h5-w1", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W1, 0 },
	{ "sha256-m32-h5-w2", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W2, 0 },
	{ "sha256-m32-h5-w8", CB_LMS_SHA256_M32_H5, CB_LMOTS_SHA256_N32_W8, 0 },
	{ "sha256-m32-h10-w4", CB_LMS_SHA256_M32_H10, CB_LMOTS_SHA256_N32_W4,
	  0 },
	{ "sha256-m24-h5-w4", CB_LMS_SHA256_M24_H5, CB_LMOTS_SHA256_N24_W4, 0 },
	{ "sha256-m24-h5-w8", CB_LMS_SHA256_M24_H5, CB_LMOTS_SHA256_N24_W8, 0 },
	{ "hss2-sha256-m32-h5-w4", CB_LMS_SHA256_M32_H5,
	  CB_LMOTS_SHA256_N32_W4, 2 },
};
/* The largest signature of those sets (W1 on H5), and tree (H5). */
#define LMS_SIG_MAX 8684
#define LMS_TREE_MAX (32 << 6)
/* The HSS work buffer of the two-level set: 48 + 2 trees + 2408. */
#define HSS_WORK_MAX 6552

static int
is_pk(const alg *a)
{
	return a->kind->op != NULL;
}

/* Operation op of an entry, named as in data/; NULL past the last. */
static const char *
op_name(const alg *a, int op)
{
	return a->kind->ops[op];
}

/* Public-key entries have only the one-operation shape, the others every
 * other shape (but what their kind lacks or the workspace cannot hold). */
static int
exists(const alg *a, int op, int mode)
{
	if (is_pk(a) != (mode == CB_BENCH_OP))
		return 0;
	if (a->kind->fits != NULL)
		return a->kind->fits(a, op);
	return !((a->kind->flags & KF_NO_FLOW_DEC) && op == 1 &&
		 mode == CB_BENCH_FLOW);
}

/* Fill case c: entry a, operation op, shape. */
static void
set_case(cb_bench_case *c, size_t a, int op, int mode, uint32_t len,
	 uint32_t chunk)
{
	const kind *k = algs[a].kind;

	c->algorithm = algs[a].id;
	c->operation = op_name(&algs[a], op);
	c->family = k->family;
	c->config = algs[a].kind->config != NULL ? algs[a].kind->config :
		    algs[a].config;
	c->mode = mode;
	c->len = len;
	c->chunk = chunk;
	c->index = (uint32_t)a;
	c->min_reps = (k->flags & KF_HEDGED) &&
		      strcmp(c->operation, "sign") == 0 ? 15 : 0;
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
				    (algs[a].kind->flags & KF_NO_KEY))
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
		if (algs[c->index].kind->flags & KF_SET) {
			put(buf, len, &pos, ";set=");
			put(buf, len, &pos, lms_sets[algs[c->index].keylen].name);
		}
		if (algs[c->index].kind == &kind_rsa ||
		    algs[c->index].kind == &kind_rsa_sign) {
			put(buf, len, &pos, ";window=");
			(void)cb_bench_u64(num, RSA_WINDOW(&algs[c->index]));
			put(buf, len, &pos, num);
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
		cb_gcm_key gcm;
		cb_ccm_key ccm;
		cb_chacha20poly1305_key chapoly;
		cb_chacha20_ctx chacha20;
		cb_ascon_aead128_key ascon;
	} ks;
	union {
		cb_cbc_ctx cbc;
		cb_ctr_ctx ctr;
		cb_gcm_ctx gcm;
		cb_ccm_ctx ccm;
		cb_chacha20poly1305_ctx chapoly;
		cb_chacha20_ctx chacha20;
		cb_ascon_aead128_ctx ascon;
		cb_hash_any_ctx hash;
		cb_hmac_ctx hmac;
	} st;
	cb_hmac_ctx hkey;               /* keyed HMAC state, cloned */
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

/*
 * RSA and DH (cb/bn.h): key, workspace and values up to 4096 bits; RSA's
 * rows set their window (algs.def: up to 6 for 3072 bits, the default 4
 * for 4096).
 */
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define BN_TMP_LIMBS MAX2(MAX2(CB_DH_TMP_LIMBS(4096), \
			       CB_RSA_TMP_LIMBS_W(4096, 4)), \
			  CB_RSA_TMP_LIMBS_W(3072, CB_RSA_WINDOW_MAX))
/*
 * The two largest stores of a case, never used by one case together: the
 * table GCM's GHASH table (64 KB) and the RSA/DH/DSA keys and workspace
 * (20 KB), one over the other so that boards of 192 KB keep room for the
 * stack.
 */
static union {
	cb_gcm_table gtab;
	struct {
		cb_rsa_priv key;
		cb_dsa_params dsa;
		uint32_t tmp[BN_TMP_LIMBS];
		uint8_t pub[CB_DH_MAX_LEN], peer[CB_DH_MAX_LEN];
		uint8_t sig[CB_RSA_MAX_LEN], res[CB_DH_MAX_LEN];
	} bn;
} big;

/* see bench.h */
void *
cb_bench_scratch(size_t *len)
{
	*len = sizeof(big);
	return &big;
}

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
 * (cb_gcm_setkey_table) where its set-up pays: long messages and data
 * flow.  In sole-buffer calls, which set the key up every time, building
 * the table would cost more than the 32-128 bytes: there it is
 * cb_gcm_setkey (the constant-time GHASH) over the table cipher.
 */
static int
gcm_tab(const alg *a)
{
	return a->kind == &kind_gcm && !a->cipher->ct && !w.sole;
}

/* The block modes' key schedule. */
static int
block_setkey(void)
{
	return w.a->cipher->setkey(&w.ks, w.key, w.a->keylen);
}

/* GCM's key: the cipher's schedule and H (and the table GHASH's). */
static int
gcm_setkey(void)
{
	const alg *a = w.a;

	if (gcm_tab(a))
		return cb_gcm_setkey_table(&w.ks.gcm, &big.gtab, a->cipher,
					   w.key, a->keylen);
	return cb_gcm_setkey(&w.ks.gcm, a->cipher, w.key, a->keylen);
}

static int
ccm_setkey(void)
{
	return cb_ccm_setkey(&w.ks.ccm, w.a->cipher, w.key, w.a->keylen);
}

static int
chapoly_setkey(void)
{
	return cb_chacha20poly1305_setkey(&w.ks.chapoly, w.key, w.a->keylen);
}

static int
hash_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	const cb_hash_desc *h = w.a->hash;

	h->init(&w.st.hash);
	h->update(&w.st.hash, in, len);
	h->final(&w.st.hash, w.res);
	return CB_OK;
}

static int
hash_begin(int dec, size_t total)
{
	w.a->hash->init(&w.st.hash);
	return CB_OK;
}

static int
hash_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	w.a->hash->update(&w.st.hash, in, len);
	return CB_OK;
}

static int
hash_end(int dec)
{
	w.a->hash->final(&w.st.hash, w.res);
	return CB_OK;
}

/* Long messages and sweeps: the key set up beforehand, as for the
 * ciphers (cb_hmac_init once, cloned by each call). */
static int
hmac_setup(const cb_bench_case *c)
{
	int rc;

	if (c->mode != CB_BENCH_LONG && c->mode != CB_BENCH_SWEEP)
		return CB_OK;
	rc = cb_hmac_init(&w.hkey, w.a->hash, w.key, w.a->keylen);
	w.keyed = rc == CB_OK;
	return rc;
}

static int
hmac_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	if (!w.keyed)
		return cb_hmac(w.res, w.a->hash, w.key, w.a->keylen, in, len);
	/* a memcpy clone of the keyed state (cb/mac.h) */
	memcpy(&w.st.hmac, &w.hkey, sizeof(w.hkey));
	cb_hmac_update(&w.st.hmac, in, len);
	cb_hmac_final(&w.st.hmac, w.res);
	return CB_OK;
}

static int
hmac_begin(int dec, size_t total)
{
	return cb_hmac_init(&w.st.hmac, w.a->hash, w.key, w.a->keylen);
}

static int
hmac_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	cb_hmac_update(&w.st.hmac, in, len);
	return CB_OK;
}

static int
hmac_end(int dec)
{
	cb_hmac_final(&w.st.hmac, w.res);
	return CB_OK;
}

static int
cbc_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	const cb_block_cipher *bc = w.a->cipher;

	/* CBC runs whole blocks (a sweep's sizes need not be; the buffers
	 * hold CB_BENCH_MAX_LEN, a multiple of every block) */
	len = (len + bc->block_len - 1) / bc->block_len * bc->block_len;
	return dec ? cb_cbc_decrypt(out, bc, &w.ks, w.iv, in, len) :
	       cb_cbc_encrypt(out, bc, &w.ks, w.iv, in, len);
}

static int
cbc_begin(int dec, size_t total)
{
	return cb_cbc_init(&w.st.cbc, w.a->cipher, &w.ks, w.iv);
}

static int
cbc_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	size_t olen;

	/* chunks are whole blocks, so out gets exactly len bytes */
	if (dec)
		cb_cbc_decrypt_update(&w.st.cbc, out, &olen, in, len);
	else
		cb_cbc_encrypt_update(&w.st.cbc, out, &olen, in, len);
	return olen == len ? CB_OK : CB_E_ARG;
}

static int
cbc_end(int dec)
{
	return cb_cbc_final(&w.st.cbc);
}

static int
ctr_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	return cb_ctr(out, w.a->cipher, &w.ks, w.iv, in, len);
}

static int
ctr_begin(int dec, size_t total)
{
	return cb_ctr_init(&w.st.ctr, w.a->cipher, &w.ks, w.iv);
}

static int
ctr_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	cb_ctr_update(&w.st.ctr, out, in, len);
	return CB_OK;
}

static int
ctr_end(int dec)
{
	cb_ctr_final(&w.st.ctr);
	return CB_OK;
}

static int
gcm_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	return dec ? cb_gcm_decrypt(out, &w.ks.gcm, w.iv, 12, NULL, 0, in,
				    len, w.tag, 16) :
	       cb_gcm_encrypt(out, w.res, 16, &w.ks.gcm, w.iv, 12, NULL, 0,
			      in, len);
}

static int
gcm_begin(int dec, size_t total)
{
	return cb_gcm_init(&w.st.gcm, &w.ks.gcm, w.iv, 12);
}

static int
gcm_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	return dec ? cb_gcm_decrypt_update(&w.st.gcm, out, in, len) :
	       cb_gcm_encrypt_update(&w.st.gcm, out, in, len);
}

static int
gcm_end(int dec)
{
	return dec ? cb_gcm_decrypt_final(&w.st.gcm, w.tag, 16) :
	       cb_gcm_encrypt_final(&w.st.gcm, w.res, 16);
}

static int
ccm_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	return dec ? cb_ccm_decrypt(out, &w.ks.ccm, w.iv, 12, NULL, 0, in,
				    len, w.tag, 16) :
	       cb_ccm_encrypt(out, w.res, 16, &w.ks.ccm, w.iv, 12, NULL, 0,
			      in, len);
}

static int
ccm_begin(int dec, size_t total)
{
	return cb_ccm_init(&w.st.ccm, &w.ks.ccm, w.iv, 12, 0, total, 16);
}

static int
ccm_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	return dec ? cb_ccm_decrypt_update(&w.st.ccm, out, in, len) :
	       cb_ccm_encrypt_update(&w.st.ccm, out, in, len);
}

static int
ccm_end(int dec)
{
	return dec ? cb_ccm_decrypt_final(&w.st.ccm, w.tag, 16) :
	       cb_ccm_encrypt_final(&w.st.ccm, w.res, 16);
}

/* ChaCha20 alone: the key loaded once, then nonce and counter 1 */
static int
chacha20_setkey(void)
{
	cb_chacha20_setkey(&w.ks.chacha20, w.key);
	return CB_OK;
}

static int
chacha20_begin(int dec, size_t total)
{
	w.st.chacha20 = w.ks.chacha20;
	cb_chacha20_init(&w.st.chacha20, w.iv, 1);
	return CB_OK;
}

static int
chacha20_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	return cb_chacha20_update(&w.st.chacha20, out, in, len);
}

static int
chacha20_end(int dec)
{
	cb_wipe(&w.st.chacha20, sizeof(w.st.chacha20));
	return CB_OK;
}

static int
chacha20_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	int rc;

	chacha20_begin(dec, len);
	rc = chacha20_update(dec, out, in, len);
	chacha20_end(dec);
	return rc;
}

static int
chapoly_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	return dec ? cb_chacha20poly1305_decrypt(out, &w.ks.chapoly, w.iv, NULL,
						 0, in, len, w.tag) :
	       cb_chacha20poly1305_encrypt(out, w.res, &w.ks.chapoly, w.iv,
					   NULL, 0, in, len);
}

static int
chapoly_begin(int dec, size_t total)
{
	cb_chacha20poly1305_init(&w.st.chapoly, &w.ks.chapoly, w.iv);
	return CB_OK;
}

static int
chapoly_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	return dec ? cb_chacha20poly1305_decrypt_update(&w.st.chapoly, out, in,
							len) :
	       cb_chacha20poly1305_encrypt_update(&w.st.chapoly, out, in, len);
}

static int
chapoly_end(int dec)
{
	if (dec)
		return cb_chacha20poly1305_decrypt_final(&w.st.chapoly, w.tag);
	cb_chacha20poly1305_encrypt_final(&w.st.chapoly, w.res);
	return CB_OK;
}

static int
ascon_setkey(void)
{
	return cb_ascon_aead128_setkey(&w.ks.ascon, w.key, w.a->keylen);
}

static int
ascon_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	if (dec)
		return cb_ascon_aead128_decrypt(out, &w.ks.ascon, w.iv, NULL, 0,
						in, len, w.tag);
	cb_ascon_aead128_encrypt(out, w.res, &w.ks.ascon, w.iv, NULL, 0, in,
				 len);
	return CB_OK;
}

/* encryption only (KF_NO_FLOW_DEC) */
static int
ascon_begin(int dec, size_t total)
{
	if (dec)
		return CB_E_UNSUPPORTED;
	cb_ascon_aead128_init(&w.st.ascon, &w.ks.ascon, w.iv);
	return CB_OK;
}

static int
ascon_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	cb_ascon_aead128_encrypt_update(&w.st.ascon, out, in, len);
	return CB_OK;
}

static int
ascon_end(int dec)
{
	cb_ascon_aead128_encrypt_final(&w.st.ascon, w.res);
	return CB_OK;
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

static const cb_mlkem_params *const mlkem_sets[3] = {
	&cb_mlkem512, &cb_mlkem768, &cb_mlkem1024,
};

/* ML-KEM's keys and ciphertext (too large for w's key fields) */
static struct {
	uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
	uint8_t ct[CB_MLKEM_MAX_CT_LEN], ss[CB_MLKEM_SS_LEN];
} kw;

/*
 * ML-KEM operation op (0 keygen, 1 encaps, 2 decaps, 3 decaps-checked:
 * the key checked once, FIPS 203 §7.3) on kw
 */
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
	if (op == 2)
		return cb_mlkem_decaps(p, kw.ss, kw.ct, cl, kw.dk, dl);
	return cb_mlkem_decaps_checked(p, kw.ss, kw.ct, cl, kw.dk, dl);
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

	if (strcmp(op, "keygen") == 0 && w.a->kind == &kind_lms_fast)
		return cb_lms_keygen_tree(pqw.pk, pqw.sk, tree, LMS_TREE_MAX,
					  s->lms, s->ots, w.key, w.priv);
	if (strcmp(op, "keygen") == 0)
		return cb_lms_keygen(pqw.pk, pqw.sk, s->lms, s->ots, w.key,
				     w.priv);
	if (strcmp(op, "sign") == 0) {
		memset(pqw.sk + 24, 0, 4);
		if (w.a->kind == &kind_lms_fast)
			return cb_lms_sign_tree(pqw.tmp, sl, pqw.sk, tree,
						LMS_TREE_MAX, w.in, len,
						lms_save, NULL);
		return cb_lms_sign(pqw.tmp, sl, pqw.sk, w.in, len, lms_save,
				   NULL);
	}
	return cb_lms_verify(pqw.pk, cb_lms_pk_len(s->lms), w.in, len,
			     pqw.tmp, sl);
}

/* Is the prepared operation signing? */
static int
signing(void)
{
	return strcmp(op_name(w.a, w.pkop), "sign") == 0;
}

/* Sign the message once, for a verification to check. */
static int
sign_once(size_t len)
{
	int rc, keep = w.pkop;

	w.pkop = 0;     /* "sign" */
	rc = w.a->kind->op(len);
	w.pkop = keep;
	return rc;
}

/* Prime curves: own and peer's keys from the fixed source; for the
 * signatures a signature to verify. */
static int
curve_setup(const cb_bench_case *c)
{
	const cb_ecp_curve *cv = w.a->curve;
	size_t sl = cb_ecp_scalar_len(cv), pl = cb_ecp_pub_len(cv);
	int rc;

	rc = cb_ecdh_keygen(w.out, sl, w.peer, pl, cv, bench_rng, NULL);
	if (rc == CB_OK)
		rc = cb_ecdh_keygen(w.priv, sl, w.pub, pl, cv, bench_rng, NULL);
	if (rc == CB_OK && w.a->kind != &kind_ecdh)
		rc = sign_once(c->len);
	w.rng = 0x1f83d9abu;
	return rc;
}

static void
curve_inputs(const alg *a, cb_bench_io *io)
{
	io->privlen = cb_ecp_scalar_len(a->curve);
	io->publen = cb_ecp_pub_len(a->curve);
	io->siglen = 2 * io->privlen;
}

static int
ecdh_op(size_t len)
{
	const cb_ecp_curve *c = w.a->curve;
	size_t sl = cb_ecp_scalar_len(c), pl = cb_ecp_pub_len(c);

	if (w.pkop == 0)
		return cb_ecdh_keygen(w.priv, sl, w.pub, pl, c, bench_rng,
				      NULL);
	return cb_ecdh_shared(w.res, cb_ecp_field_len(c), c, w.priv, sl,
			      w.peer, pl);
}

static int
ecdsa_op(size_t len)
{
	const cb_ecp_curve *c = w.a->curve;
	size_t sl = cb_ecp_scalar_len(c), pl = cb_ecp_pub_len(c);
	size_t dl = ecdsa_digest(len);

	if (w.a->kind == &kind_ecdsa_small && signing())
		return cb_ecdsa_sign_small(w.sig, 2 * sl, c, w.a->hash, w.priv,
					   sl, w.digest, dl);
	if (w.a->kind == &kind_ecdsa_small)
		return cb_ecdsa_verify_small(c, w.pub, pl, w.digest, dl, w.sig,
					     2 * sl);
	if (signing())
		return cb_ecdsa_sign(w.sig, 2 * sl, c, w.a->hash, w.priv, sl,
				     w.digest, dl);
	return cb_ecdsa_verify(c, w.pub, pl, w.digest, dl, w.sig, 2 * sl);
}

static int
sm2_op(size_t len)
{
	const cb_ecp_curve *c = w.a->curve;
	size_t sl = cb_ecp_scalar_len(c), pl = cb_ecp_pub_len(c);
	/* the default SM2 user id, GB/T 32918.2 */
	static const uint8_t id[16] = { '1', '2', '3', '4', '5', '6', '7',
		'8', '1', '2', '3', '4', '5', '6', '7', '8' };

	if (signing())
		return cb_sm2_sign(w.sig, 2 * sl, c, w.priv, sl, w.pub, pl, id,
				   sizeof(id), w.in, len, bench_rng, NULL);
	return cb_sm2_verify(c, w.pub, pl, id, sizeof(id), w.in, len, w.sig,
			     2 * sl);
}

/* RSA: the fixed key at the row's window, a signature. */
static int
rsa_setup(const cb_bench_case *c)
{
	int rc = cb_rsa_priv_from_der(&big.bn.key,
				      cb_rsa_bench_keys[RSA_KEY(w.a)].der,
				      cb_rsa_bench_keys[RSA_KEY(w.a)].len);

	if (rc == CB_OK)
		rc = cb_rsa_priv_set_window(&big.bn.key, RSA_WINDOW(w.a));
	return rc != CB_OK ? rc : sign_once(c->len);
}

static int
rsa_op(size_t len)
{
	size_t dl = ecdsa_digest(len);

	if (signing())
		return cb_rsa_pkcs1_sign(big.bn.sig, cb_rsa_len(&big.bn.key.pub),
					 &big.bn.key, w.a->hash, w.digest, dl,
					 big.bn.tmp);
	return cb_rsa_pkcs1_verify(&big.bn.key.pub, w.a->hash, w.digest, dl,
				   big.bn.sig, cb_rsa_len(&big.bn.key.pub), big.bn.tmp);
}

static void
rsa_inputs(const alg *a, cb_bench_io *io)
{
	io->der = cb_rsa_bench_keys[RSA_KEY(a)].der;
	io->derlen = cb_rsa_bench_keys[RSA_KEY(a)].len;
	io->sig = big.bn.sig;
	io->siglen = cb_rsa_len(&big.bn.key.pub);
}

/* DSA: the parameters, a key below q from the fixed source, a
 * signature. */
static int
dsa_setup(const cb_bench_case *c)
{
	size_t k = w.a->keylen, n;
	int rc;

	rc = cb_dsa_params_set(&big.bn.dsa, cb_dsa_bench_params[k].p,
			       cb_dsa_bench_params[k].pl,
			       cb_dsa_bench_params[k].q,
			       cb_dsa_bench_params[k].ql,
			       cb_dsa_bench_params[k].g,
			       cb_dsa_bench_params[k].gl, big.bn.tmp);
	n = rc == CB_OK ? cb_dsa_q_len(&big.bn.dsa) : 0;
	/* q has its top bit set: x below 2^(8n-1) is < q */
	(void)bench_rng(NULL, w.priv, n);
	if (n > 0) {
		w.priv[0] &= 0x7f;
		w.priv[n - 1] |= 1;
		rc = cb_dsa_pub_from_priv(big.bn.pub, cb_dsa_p_len(&big.bn.dsa),
					  &big.bn.dsa, w.priv, n, big.bn.tmp);
	}
	return rc != CB_OK ? rc : sign_once(c->len);
}

static int
dsa_op(size_t len)
{
	size_t dl = ecdsa_digest(len), sl = cb_dsa_q_len(&big.bn.dsa);

	if (signing())
		return cb_dsa_sign(big.bn.sig, 2 * sl, &big.bn.dsa, w.a->hash, w.priv,
				   sl, w.digest, dl, big.bn.tmp);
	return cb_dsa_verify(&big.bn.dsa, big.bn.pub, cb_dsa_p_len(&big.bn.dsa),
			     w.digest, dl, big.bn.sig, 2 * sl, big.bn.tmp);
}

static void
dsa_inputs(const alg *a, cb_bench_io *io)
{
	io->dp = cb_dsa_bench_params[a->keylen].p;
	io->dplen = cb_dsa_bench_params[a->keylen].pl;
	io->dq = cb_dsa_bench_params[a->keylen].q;
	io->dqlen = cb_dsa_bench_params[a->keylen].ql;
	io->dg = cb_dsa_bench_params[a->keylen].g;
	io->dglen = cb_dsa_bench_params[a->keylen].gl;
	io->privlen = io->dqlen;
	io->pub = big.bn.pub;
	io->publen = io->dplen;
	io->sig = big.bn.sig;
	io->siglen = 2 * io->dqlen;
}

/* DH: the peer's and own keys. */
static int
dh_setup(const cb_bench_case *c)
{
	const cb_dh_group *g = dh_groups[w.a->keylen];
	int rc;

	rc = cb_dh_keygen(w.out, cb_dh_priv_len(g), big.bn.peer, cb_dh_len(g), g,
			  bench_rng, NULL, big.bn.tmp);
	if (rc == CB_OK)
		rc = cb_dh_keygen(w.priv, cb_dh_priv_len(g), big.bn.pub,
				  cb_dh_len(g), g, bench_rng, NULL, big.bn.tmp);
	w.rng = 0x1f83d9abu;
	return rc;
}

static int
dh_op(size_t len)
{
	const cb_dh_group *g = dh_groups[w.a->keylen];

	if (w.pkop == 0)
		return cb_dh_keygen(w.priv, cb_dh_priv_len(g), big.bn.pub,
				    cb_dh_len(g), g, bench_rng, NULL, big.bn.tmp);
	return cb_dh_shared(big.bn.res, cb_dh_len(g), g, w.priv,
			    cb_dh_priv_len(g), big.bn.peer, cb_dh_len(g), 0,
			    big.bn.tmp);
}

static void
dh_inputs(const alg *a, cb_bench_io *io)
{
	const cb_dh_group *g = dh_groups[a->keylen];

	io->group = cb_dh_name(g);
	io->privlen = cb_dh_priv_len(g);
	io->pub = big.bn.pub;
	io->peer = big.bn.peer;
	io->publen = cb_dh_len(g);
	io->shared = big.bn.res;
}

/* X25519, X448: the peer's public key. */
static int
x25519_setup(const cb_bench_case *c)
{
	cb_x25519_public(w.peer, w.out);
	return CB_OK;
}

static int
x25519_op(size_t len)
{
	if (w.pkop == 0) {
		cb_x25519_public(w.pub, w.priv);
		return CB_OK;
	}
	return cb_x25519_shared(w.res, w.priv, w.peer);
}

static int
x448_setup(const cb_bench_case *c)
{
	cb_x448_public(w.peer, w.out);
	return CB_OK;
}

static int
x448_op(size_t len)
{
	if (w.pkop == 0) {
		cb_x448_public(w.pub, w.priv);
		return CB_OK;
	}
	return cb_x448_shared(w.res, w.priv, w.peer);
}

/* keys of keylen bytes, no signature */
static void
xdh_inputs(const alg *a, cb_bench_io *io)
{
	io->privlen = a->keylen;
	io->publen = a->keylen;
}

/* Ed25519, Ed448: the public key, a signature. */
static int
ed25519_setup(const cb_bench_case *c)
{
	cb_ed25519_public(w.pub, w.priv);
	cb_ed25519_sign(w.sig, w.priv, w.pub, w.in, c->len);
	return CB_OK;
}

static int
ed25519_op(size_t len)
{
	if (w.pkop == 0) {
		cb_ed25519_public(w.pub, w.priv);
		return CB_OK;
	}
	if (w.pkop == 1) {
		cb_ed25519_sign(w.sig, w.priv, w.pub, w.in, len);
		return CB_OK;
	}
	return cb_ed25519_verify(w.sig, w.pub, w.in, len);
}

static void
ed25519_inputs(const alg *a, cb_bench_io *io)
{
	io->privlen = a->keylen;
	io->publen = a->keylen;
	io->siglen = CB_ED25519_SIG_LEN;
}

static int
ed448_setup(const cb_bench_case *c)
{
	cb_ed448_public(w.pub, w.priv);
	cb_ed448_sign(w.sig, w.priv, w.pub, w.in, c->len);
	return CB_OK;
}

static int
ed448_op(size_t len)
{
	if (w.pkop == 0) {
		cb_ed448_public(w.pub, w.priv);
		return CB_OK;
	}
	if (w.pkop == 1) {
		cb_ed448_sign(w.sig, w.priv, w.pub, w.in, len);
		return CB_OK;
	}
	return cb_ed448_verify(w.sig, w.pub, w.in, len);
}

static void
ed448_inputs(const alg *a, cb_bench_io *io)
{
	io->privlen = a->keylen;
	io->publen = CB_ED448_PUB_LEN;
	io->siglen = CB_ED448_SIG_LEN;
}

/* ML-KEM: a key pair and a ciphertext to decapsulate. */
static int
mlkem_setup(const cb_bench_case *c)
{
	int rc = mlkem_op(0);

	return rc != CB_OK ? rc : mlkem_op(1);
}

static int
mlkem_pk_op(size_t len)
{
	return mlkem_op(w.pkop);
}

/* ML-DSA: the key of the fixed seed and a signature of the message (every
 * listed case fits the small signing). */
static int
mldsa_setup(const cb_bench_case *c)
{
	const cb_mldsa_params *p = mldsa_sets[w.a->keylen];

	if (!pq_layout(0))
		return CB_E_ARG;
	pqw.pk_len = cb_mldsa_pk_len(p);
	pqw.sk_len = cb_mldsa_sk_len(p);
	pqw.sig_len = cb_mldsa_sig_len(p);
	if (cb_mldsa_keygen_internal(p, pqw.pk, pqw.pk_len, pqw.sk, pqw.sk_len,
				     w.priv) != CB_OK)
		return CB_E_ARG;
	return cb_mldsa_sign_small(p, pqw.sig, pqw.sig_len, pqw.sk, pqw.sk_len,
				   w.in, c->len, NULL, 0, NULL, NULL, pqw.tmp,
				   pqw.tmp_len);
}

/* hedged signing: each call draws its own rnd, so the repetitions sample
 * the rejection loop's spread */
static int
mldsa_op(size_t len)
{
	const cb_mldsa_params *p = mldsa_sets[w.a->keylen];

	if (signing() && w.a->kind == &kind_mldsa_small)
		return cb_mldsa_sign_small(p, pqw.sig, pqw.sig_len, pqw.sk,
					   pqw.sk_len, w.in, len, NULL, 0,
					   bench_rng, NULL, pqw.tmp,
					   pqw.tmp_len);
	if (signing())
		return cb_mldsa_sign(p, pqw.sig, pqw.sig_len, pqw.sk,
				     pqw.sk_len, w.in, len, NULL, 0, bench_rng,
				     NULL, pqw.tmp, pqw.tmp_len);
	if (strcmp(op_name(w.a, w.pkop), "keygen") == 0)
		return cb_mldsa_keygen_internal(p, pqw.pk, pqw.pk_len, pqw.sk,
						pqw.sk_len, w.priv);
	if (w.a->kind == &kind_mldsa_small)
		return cb_mldsa_verify_small(p, pqw.pk, pqw.pk_len, w.in, len,
					     NULL, 0, pqw.sig, pqw.sig_len);
	return cb_mldsa_verify(p, pqw.pk, pqw.pk_len, w.in, len, NULL, 0,
			       pqw.sig, pqw.sig_len);
}

/* the fast configuration's signing workspace for signing (op 1), else the
 * small one's */
static int
mldsa_fits(const alg *a, int op)
{
	const cb_mldsa_params *p = mldsa_sets[a->keylen];

	return pq_layout(op == 1 ? cb_mldsa_sign_tmp_len(p) :
			 cb_mldsa_sign_small_tmp_len(p));
}

static int
mldsa_small_fits(const alg *a, int op)
{
	return pq_layout(cb_mldsa_sign_small_tmp_len(mldsa_sets[a->keylen]));
}

static void
mldsa_inputs(const alg *a, cb_bench_io *io)
{
	const cb_mldsa_params *p = mldsa_sets[a->keylen];

	io->priv = pqw.sk;
	io->privlen = cb_mldsa_sk_len(p);
	io->pub = pqw.pk;
	io->publen = cb_mldsa_pk_len(p);
	io->sig = pqw.sig;
	io->siglen = cb_mldsa_sig_len(p);
}

/* LMS: the key of the fixed seed, a signature of the message. */
static int
lms_setup(const cb_bench_case *c)
{
	int rc;

	if (!pq_layout(LMS_SIG_MAX + LMS_TREE_MAX))
		return CB_E_ARG;
	rc = lms_op("keygen", c->len);
	return rc != CB_OK ? rc : lms_op("sign", c->len);
}

static int
lms_pk_op(size_t len)
{
	return lms_op(op_name(w.a, w.pkop), len);
}

static int
lms_fits(const alg *a, int op)
{
	return pq_layout(LMS_SIG_MAX + LMS_TREE_MAX);
}

static void
lms_inputs(const alg *a, cb_bench_io *io)
{
	const struct lms_set *s = &lms_sets[a->keylen];

	io->priv = pqw.sk;
	io->privlen = CB_LMS_SK_LEN;
	io->pub = pqw.pk;
	io->publen = cb_lms_pk_len(s->lms);
	io->sig = pqw.tmp;
	io->siglen = cb_lms_sig_len(s->lms, s->ots);
}

/*
 * One HSS operation on the prepared key, as lms_op(): signing rewinds
 * every level to leaf 0 first.
 */
static int
hss_op(const char *op, size_t len)
{
	const struct lms_set *s = &lms_sets[w.a->keylen];
	uint32_t lt[CB_HSS_LEVELS_MAX], ot[CB_HSS_LEVELS_MAX];
	size_t skl = CB_HSS_SK_LEN(s->levels);
	size_t sl = cb_hss_sig_len(pqw.sk, skl);
	uint8_t *work = (uint8_t *)pqw.tmp + LMS_SIG_MAX;
	unsigned i;

	for (i = 0; i < s->levels; i++) {
		lt[i] = s->lms;
		ot[i] = s->ots;
	}
	if (strcmp(op, "keygen") == 0 && w.a->kind == &kind_hss_fast)
		return cb_hss_keygen_work(pqw.pk, pqw.sk, work, HSS_WORK_MAX,
					  s->levels, lt, ot, w.key, w.priv);
	if (strcmp(op, "keygen") == 0)
		return cb_hss_keygen(pqw.pk, pqw.sk, s->levels, lt, ot, w.key,
				     w.priv);
	if (strcmp(op, "sign") == 0) {
		/* back to leaf 0 everywhere: the kept trees stay valid */
		for (i = 0; i < s->levels; i++)
			memset(pqw.sk + 4 + 12 * i + 8, 0, 4);
		if (w.a->kind == &kind_hss_fast)
			return cb_hss_sign_work(pqw.tmp, sl, pqw.sk, skl, work,
						HSS_WORK_MAX, w.in, len,
						lms_save, NULL);
		return cb_hss_sign(pqw.tmp, sl, pqw.sk, skl, w.in, len,
				   lms_save, NULL);
	}
	return cb_hss_verify(pqw.pk, 4 + cb_lms_pk_len(s->lms), w.in, len,
			     pqw.tmp, sl);
}

/* HSS: the key of the fixed seed, a signature of the message. */
static int
hss_setup(const cb_bench_case *c)
{
	int rc;

	if (!pq_layout(LMS_SIG_MAX + HSS_WORK_MAX))
		return CB_E_ARG;
	rc = hss_op("keygen", c->len);
	return rc != CB_OK ? rc : hss_op("sign", c->len);
}

static int
hss_pk_op(size_t len)
{
	return hss_op(op_name(w.a, w.pkop), len);
}

static int
hss_fits(const alg *a, int op)
{
	return pq_layout(LMS_SIG_MAX + HSS_WORK_MAX);
}

static void
hss_inputs(const alg *a, cb_bench_io *io)
{
	const struct lms_set *s = &lms_sets[a->keylen];

	io->priv = pqw.sk;
	io->privlen = CB_HSS_SK_LEN(s->levels);
	io->pub = pqw.pk;
	io->publen = 4 + cb_lms_pk_len(s->lms);
	io->sig = pqw.tmp;
	io->siglen = cb_hss_sig_len(pqw.sk, io->privlen);
}

/* ---- the kinds ---- */

static const char *const ops_hash[] = { "hash", NULL };
static const char *const ops_cipher[] = { "encrypt", "decrypt", NULL };
static const char *const ops_kex[] = { "keygen", "shared-secret", NULL };
static const char *const ops_sig[] = { "keygen", "sign", "verify", NULL };
static const char *const ops_signver[] = { "sign", "verify", NULL };
static const char *const ops_kem[] = { "keygen", "encaps", "decaps",
	"decaps-checked", NULL };
static const char *const ops_sign[] = { "sign", NULL };
static const char *const ops_verify[] = { "verify", NULL };
/* LMS with the tree kept: no verification of its own */
static const char *const ops_keysign[] = { "keygen", "sign", NULL };

/* Symmetric kinds: family, operations, flags, IV bytes, key schedule,
 * set-up, then the calls; public-key kinds: family, operations, flags,
 * set-up, operation, workspace check, inputs. */
#define SYM(fam, ops, fl, iv, key, setup, p) \
	{ fam, ops, fl, iv, key, setup, p##_oneshot, p##_begin, p##_update, \
	  p##_end, NULL, NULL, NULL, NULL }
#define PK(fam, ops, fl, setup, op, fits, inputs) \
	{ fam, ops, fl, 0, NULL, setup, NULL, NULL, NULL, NULL, op, fits, \
	  inputs, NULL }
static const kind kind_hash = SYM("hash", ops_hash, KF_NO_KEY, 0, NULL,
				  NULL, hash);
static const kind kind_hmac = SYM("mac", ops_hash, 0, 0, NULL, hmac_setup,
				  hmac);
static const kind kind_cbc = SYM("cipher", ops_cipher, 0, 0, block_setkey,
				 NULL, cbc);
static const kind kind_ctr = SYM("cipher", ops_cipher, 0, 0, block_setkey,
				 NULL, ctr);
static const kind kind_gcm = SYM("aead", ops_cipher, 0, 12, gcm_setkey,
				 NULL, gcm);
static const kind kind_ccm = SYM("aead", ops_cipher, 0, 12, ccm_setkey,
				 NULL, ccm);
static const kind kind_chacha20 = SYM("cipher", ops_cipher, 0, 12,
				      chacha20_setkey, NULL, chacha20);
static const kind kind_chapoly = SYM("aead", ops_cipher, 0, 12,
				     chapoly_setkey, NULL, chapoly);
static const kind kind_ascon = SYM("aead", ops_cipher, KF_NO_FLOW_DEC, 16,
				   ascon_setkey, NULL, ascon);
static const kind kind_x25519 = PK("key-exchange", ops_kex, 0, x25519_setup,
				   x25519_op, NULL, xdh_inputs);
static const kind kind_x448 = PK("key-exchange", ops_kex, 0, x448_setup,
				 x448_op, NULL, xdh_inputs);
/* config: the fixed-base table built (fast or small, -Ded25519) */
static const kind kind_ed25519 = {
	"signature", ops_sig, 0, 0, NULL, ed25519_setup, NULL, NULL, NULL, NULL,
	ed25519_op, NULL, ed25519_inputs, CB_ED25519_CONFIG
};
static const kind kind_ed448 = PK("signature", ops_sig, 0, ed448_setup,
				  ed448_op, NULL, ed448_inputs);
/* ECDSA: fast (cb_ecdsa_sign) or small (cb_ecdsa_sign_small) */
static const kind kind_ecdsa = PK("signature", ops_signver, 0, curve_setup,
				  ecdsa_op, NULL, curve_inputs);
static const kind kind_ecdsa_small = PK("signature", ops_signver, 0,
					curve_setup, ecdsa_op, NULL,
					curve_inputs);
static const kind kind_ecdh = PK("key-exchange", ops_kex, 0, curve_setup,
				 ecdh_op, NULL, curve_inputs);
static const kind kind_sm2 = PK("signature", ops_signver, 0, curve_setup,
				sm2_op, NULL, curve_inputs);
static const kind kind_rsa = PK("signature", ops_signver, 0, rsa_setup,
				rsa_op, NULL, rsa_inputs);
/* RSA at a window other than the default's role: signing only */
static const kind kind_rsa_sign = PK("signature", ops_sign, 0, rsa_setup,
				     rsa_op, NULL, rsa_inputs);
static const kind kind_dh = PK("key-exchange", ops_kex, 0, dh_setup, dh_op,
			       NULL, dh_inputs);
static const kind kind_dsa = PK("signature", ops_signver, 0, dsa_setup,
				dsa_op, NULL, dsa_inputs);
static const kind kind_mlkem = PK("pq", ops_kem, 0, mlkem_setup,
				  mlkem_pk_op, NULL, NULL);
/* ML-DSA: fast (keygen, sign, verify) or small (its own signing and
 * verification; the key generation is one) */
static const kind kind_mldsa = PK("pq", ops_sig, KF_HEDGED, mldsa_setup,
				  mldsa_op, mldsa_fits, mldsa_inputs);
static const kind kind_mldsa_small = PK("pq", ops_signver, KF_HEDGED,
					mldsa_setup, mldsa_op, mldsa_small_fits,
					mldsa_inputs);
/* LMS: small (the tree recomputed), fast (kept), verification only */
static const kind kind_lms = PK("pq", ops_sig, KF_SET, lms_setup, lms_pk_op,
				lms_fits, lms_inputs);
static const kind kind_lms_fast = PK("pq", ops_keysign, KF_SET, lms_setup,
				     lms_pk_op, lms_fits, lms_inputs);
static const kind kind_lms_verify = PK("pq", ops_verify, KF_SET, lms_setup,
				       lms_pk_op, lms_fits, lms_inputs);
/* HSS: key generation, signing (every tree recomputed), verification */
static const kind kind_hss = PK("pq", ops_sig, KF_SET, hss_setup, hss_pk_op,
				hss_fits, hss_inputs);
static const kind kind_hss_fast = PK("pq", ops_keysign, KF_SET, hss_setup,
				     hss_pk_op, hss_fits, hss_inputs);

/* ---- measuring ---- */

/* see bench.h */
void
cb_bench_call(void *arg)
{
	const cb_bench_case *c = arg;
	const kind *k = w.a->kind;
	const uint8_t *src = w.dec ? w.ct : w.in;
	size_t off, n;
	int rc = CB_OK, r;

	if (c->mode == CB_BENCH_OP) {
		w.rc = k->op(c->len);
		return;
	}
	if (c->mode == CB_BENCH_LONG || c->mode == CB_BENCH_SWEEP) {
		w.rc = k->oneshot(w.dec, w.out, src, c->len);
		return;
	}
	if (k->setkey != NULL)
		rc = k->setkey();
	if (c->mode == CB_BENCH_SOLE || c->mode == CB_BENCH_SWEEP_KEY) {
		r = k->oneshot(w.dec, w.out, src, c->len);
		w.rc = rc != CB_OK ? rc : r;
		return;
	}
	r = k->begin(w.dec, c->len);
	rc = rc != CB_OK ? rc : r;
	for (off = 0; off < c->len; off += n) {
		n = c->len - off < c->chunk ? c->len - off : c->chunk;
		r = k->update(w.dec, w.out + off, src + off, n);
		rc = rc != CB_OK ? rc : r;
	}
	r = k->end(w.dec);
	w.rc = rc != CB_OK ? rc : r;
}

/* see bench.h */
int
cb_bench_last_error(void)
{
	return w.rc;
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
	/* ML-DSA: the signing workspace (verification takes none) */
	if ((a->kind == &kind_mldsa_small || a->kind == &kind_mldsa) &&
	    strcmp(c->operation, "sign") == 0) {
		*p = pqw.tmp;
		return pqw.tmp_len;
	}
	/* RSA: the caller's workspace, both operations */
	if (a->kind == &kind_rsa || a->kind == &kind_rsa_sign) {
		*p = (uint8_t *)big.bn.tmp;
		return sizeof(big.bn.tmp);
	}
	/* the fast LMS keeps the tree's nodes beside the signature */
	if (a->kind == &kind_lms_fast && strcmp(c->operation, "keygen") == 0) {
		*p = (uint8_t *)pqw.tmp + LMS_SIG_MAX;
		return LMS_TREE_MAX;
	}
	/* and the fast HSS its trees and upper signatures */
	if (a->kind == &kind_hss_fast && strcmp(c->operation, "keygen") == 0) {
		*p = (uint8_t *)pqw.tmp + LMS_SIG_MAX;
		return HSS_WORK_MAX;
	}
	return 0;
}

/* see bench.h */
int
cb_bench_prepare(const cb_bench_case *c)
{
	const kind *k;
	int rc = CB_OK;

	if (c == NULL || c->index >= NALGS || c->len > CB_BENCH_MAX_LEN ||
	    (c->mode == CB_BENCH_FLOW && c->chunk == 0))
		return CB_E_ARG;
	w.a = &algs[c->index];
	k = w.a->kind;
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
		rc = k->setup(c);
		if (rc != CB_OK)
			return rc;
		cb_bench_call((void *)(uintptr_t)c);
		return w.rc;
	}
	if (k->setkey != NULL)
		rc = k->setkey();
	w.keyed = 0;
	if (rc == CB_OK && k->setup != NULL)
		rc = k->setup(c);
	if (rc != CB_OK)
		return rc;
	/* decryption input: the ciphertext and tag of the same message */
	memcpy(w.ct, w.in, sizeof(w.ct));
	if (w.dec) {
		rc = k->oneshot(0, w.ct, w.in, c->len);
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
	io->ivlen = a != NULL ? a->kind->ivlen : 0;
	if (io->ivlen == 0 && a != NULL && a->cipher != NULL)
		io->ivlen = a->cipher->block_len;
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
	if (a != NULL && a->kind->inputs != NULL)
		a->kind->inputs(a, io);
}
