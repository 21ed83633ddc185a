/* SPDX-License-Identifier: MIT */
/* The benchmark cases: every algorithm of the core, per operation and shape,
 * each called through its descriptor (cb/desc.h). */
#include <string.h>

#include "bench.h"
#include "bn_bench.h"
#include "cb/cb.h"
#include "internal/config.h"
#include "manifest.h"
#include "port.h"

/* One harness entry: a RUN row of the manifest (algs.def). */
typedef cb_mf_run alg;
#define algs cb_mf_runs
#define NALGS cb_mf_nruns

/* Each kind's operations, named as in data/, in the order they run. */
static const char *const kind_ops[][5] = {
	[CB_KIND_HASH] = { "hash", NULL },
	[CB_KIND_MAC] = { "hash", NULL },
	[CB_KIND_MODE] = { "encrypt", "decrypt", NULL },
	[CB_KIND_AEAD] = { "encrypt", "decrypt", NULL },
	[CB_KIND_SIG] = { "keygen", "sign", "verify", NULL },
	[CB_KIND_KEX] = { "keygen", "shared-secret", NULL },
	[CB_KIND_KEM] = { "keygen", "encaps", "decaps", "decaps-checked",
			  NULL },
};

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

/* The keys the harness loads, for the schemes whose keys are loaded
 * (cb_sig_desc.load), by descriptor: the row's key is set & 15. */
static const struct fixture {
	const cb_sig_desc *d;
	const cb_bench_key *keys;
	size_t n;
} fixtures[] = {
	{ &cb_rsa_pkcs1_sig, cb_rsa_bench_keys, 4 },
	{ &cb_dsa_sig, cb_dsa_bench_keys, 3 },
};

/* The random sources, xorshift32 from fixed states, so that every run
 * does the same work: the own key pair (every key generation measured
 * starts from it again), the peer's, and the operations. */
#define KEY_SEED 0x510e527fu
#define PEER_SEED 0x9b05688cu
#define OP_SEED 0x1f83d9abu

static int
is_pk(const alg *a)
{
	return a->kind >= CB_KIND_SIG;
}

static const cb_sig_desc *
sig_of(const alg *a)
{
	return a->desc;
}

/* Operation op of an entry, named as in data/; NULL past the last. */
static const char *
op_name(const alg *a, int op)
{
	return kind_ops[a->kind][op];
}

/* Does the row measure operation op (its ops list, or all)? */
static int
measured(const alg *a, int op)
{
	const char *name = op_name(a, op), *p = a->ops;
	size_t n = strlen(name);

	if (*p == '\0')
		return 1;
	for (; p != NULL; p = strchr(p, ','), p = p ? p + 1 : NULL)
		if (strncmp(p, name, n) == 0 && (p[n] == ',' || p[n] == '\0'))
			return 1;
	return 0;
}

/* The sizes of a public-key entry (cb_pk_lens), by its descriptor. */
static void
pk_lens(const alg *a, cb_pk_lens *l)
{
	if (a->kind == CB_KIND_SIG)
		sig_of(a)->lens(&a->prims, l);
	else if (a->kind == CB_KIND_KEX)
		((const cb_kex_desc *)a->desc)->lens(&a->prims, l);
	else
		((const cb_kem_desc *)a->desc)->lens(&a->prims, l);
}

/* A public-key case's buffers and sizes. */
typedef struct pk_lay {
	cb_pk_lens l;
	uint8_t *priv, *pub, *out, *secret, *ppriv, *ppub, *save, *tmp;
} pk_lay;

/* The prepared public-key case's (pk_prepare), and its signature's
 * length. */
static pk_lay pk;
static size_t pk_siglen;

/* The static store of the largest cases: the table GCM's key (64 KB), or
 * a public-key case's buffers. */
static union {
	cb_gcm_table_key gtab;
	uint64_t arena[1];
} big;

/* see bench.h */
void *
cb_bench_scratch(size_t *len)
{
	*len = sizeof(big);
	return &big;
}

/* Round up to 8 bytes. */
#define ALIGN8(n) (((n) + 7) & ~(size_t)7)

/*
 * Lay entry a's buffers out: own and peer's keys, the output, a KEM's
 * secret, a copy of the private key (stateful signing restores it), the
 * largest operation's workspace; in the static store, or where they need
 * more (the largest ML-DSA signing workspace) the port's workspace.  0 if
 * neither holds them.
 */
static int
pk_fit(const alg *a, pk_lay *y)
{
	size_t need, i, len, tmp = 0;
	uint8_t *b = (uint8_t *)big.arena;

	pk_lens(a, &y->l);
	for (i = 0; i < CB_PK_OPS; i++)
		tmp = y->l.tmp[i] > tmp ? y->l.tmp[i] : tmp;
	need = 3 * ALIGN8(y->l.priv) + 2 * ALIGN8(y->l.pub) +
	       ALIGN8(y->l.out) + ALIGN8(y->l.secret) + tmp;
	if (need > sizeof(big)) {
		b = cb_port_workspace(&len);
		if (b == NULL || len < need)
			return 0;
	}
	y->priv = b;
	y->pub = y->priv + ALIGN8(y->l.priv);
	y->out = y->pub + ALIGN8(y->l.pub);
	y->secret = y->out + ALIGN8(y->l.out);
	y->ppriv = y->secret + ALIGN8(y->l.secret);
	y->ppub = y->ppriv + ALIGN8(y->l.priv);
	y->save = y->ppub + ALIGN8(y->l.pub);
	y->tmp = y->save + ALIGN8(y->l.priv);
	return 1;
}

/* Public-key entries have only the one-operation shape, the others every
 * other shape (but what their kind lacks or no store can hold). */
static int
exists(const alg *a, int op, int mode)
{
	pk_lay y;

	if (is_pk(a) != (mode == CB_BENCH_OP) || !measured(a, op))
		return 0;
	if (is_pk(a))
		return pk_fit(a, &y);
	return !(a->kind == CB_KIND_AEAD &&
		 (((const cb_aead_desc *)a->desc)->flags &
		  CB_AEAD_DEC_UNCHECKED) && op == 1 && mode == CB_BENCH_FLOW);
}

/* Fill case c: entry a, operation op, shape. */
static void
set_case(cb_bench_case *c, size_t a, int op, int mode, uint32_t len,
	 uint32_t chunk)
{
	const alg *e = &algs[a];
	const cb_mf_alg *m = cb_mf_alg_of(e->id);

	c->algorithm = e->id;
	c->operation = op_name(e, op);
	c->family = m != NULL ? m->family : "";
	c->config = e->config;
	c->mode = mode;
	c->len = len;
	c->chunk = chunk;
	c->index = (uint32_t)a;
	c->op = op;
	c->min_reps = 0;
	c->variant = "";
	if (e->kind == CB_KIND_SIG) {
		if (sig_of(e)->config != NULL)
			c->config = sig_of(e)->config;
		if ((sig_of(e)->flags & CB_SIG_HEDGED) && op == 1)
			c->min_reps = 15;
	}
	if (e->kind == CB_KIND_SIG)
		c->variant = sig_of(e)->variant(&e->prims);
	else if (e->kind == CB_KIND_KEX)
		c->variant = ((const cb_kex_desc *)e->desc)->variant(&e->prims);
	else if (e->kind == CB_KIND_KEM)
		c->variant = ((const cb_kem_desc *)e->desc)->variant(&e->prims);
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
				    algs[a].kind == CB_KIND_HASH)
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

/* ---- the prepared case: static storage, no malloc ---- */

static struct {
	const alg *a;
	int dec;
	int keyed;                      /* a MAC's key set up once (hkey) */
	int rc;                         /* last measured call */
	int pkop;                       /* index into op_name() */
	const cb_aead_desc *aead;       /* the case's (light when sole) */
	void *ks;                       /* its key schedule */
	union {
		cb_block_any_ctx block;
		cb_aead_any_key aead;
	} ks_;
	union {
		cb_hash_any_ctx hash;
		cb_mac_any_ctx mac;
		cb_mode_any_ctx mode;
		cb_aead_any_ctx aead;
	} st;
	cb_mac_any_ctx hkey;            /* keyed MAC state, cloned */
	uint8_t key[32];
	uint8_t iv[16];
	uint8_t tag[16];                /* valid tag of src (decryption) */
	uint8_t res[CB_HASH_MAX_LEN];   /* digest or tag computed */
	uint8_t in[CB_BENCH_MAX_LEN];   /* plaintext or message */
	uint8_t ct[CB_BENCH_MAX_LEN];   /* ciphertext (decryption input) */
	uint8_t out[CB_BENCH_MAX_LEN];
	uint32_t rng;                   /* the random source's state */
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

/* The random source of key generation and signing: w.rng's stream. */
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

/* ---- symmetric: one dispatch per step on the entry's kind ---- */

/*
 * The steps are inlined into cb_bench_call, the measured function, so
 * that between it and a descriptor's call there is no frame of the
 * harness's own (its stack figures are the primitive's plus the call).
 */

/* The key schedule of the case's cipher or AEAD (the MACs' is keyed in
 * sym_oneshot and sym_begin, hashes have none). */
static CB_ALWAYS_INLINE int
sym_setkey(void)
{
	const alg *a = w.a;
	const cb_mode_desc *md = a->desc;

	if (a->kind == CB_KIND_MODE && md->setkey != NULL)
		return md->setkey(&w.ks_.block, w.key, a->param);
	if (a->kind == CB_KIND_MODE)
		return a->prims.cipher->setkey(&w.ks_.block, w.key, a->param);
	if (a->kind == CB_KIND_AEAD)
		return w.aead->setkey(w.ks, &a->prims, w.key, a->param);
	return CB_OK;
}

/* One message over the key set up (a keyed MAC state cloned). */
static CB_ALWAYS_INLINE int
sym_oneshot(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	const alg *a = w.a;
	const cb_mac_desc *m = a->desc;
	const cb_mode_desc *md = a->desc;
	const cb_aead_desc *d = w.aead;
	int rc;

	switch (a->kind) {
	case CB_KIND_HASH:
		a->prims.hash->init(&w.st.hash);
		a->prims.hash->update(&w.st.hash, in, len);
		a->prims.hash->final(&w.st.hash, w.res);
		return CB_OK;
	case CB_KIND_MAC:
		if (w.keyed) {
			memcpy(&w.st.mac, &w.hkey, m->ctx_size);
		} else {
			rc = m->init(&w.st.mac, &a->prims, w.key, a->param);
			if (rc != CB_OK)
				return rc;
		}
		m->update(&w.st.mac, in, len);
		m->final(&w.st.mac, w.res);
		return CB_OK;
	case CB_KIND_MODE:
		/* whole blocks (a sweep's sizes need not be; the buffers
		 * hold CB_BENCH_MAX_LEN, a multiple of every block) */
		if (md->flags & CB_MODE_BLOCKS)
			len = (len + a->prims.cipher->block_len - 1) /
			      a->prims.cipher->block_len *
			      a->prims.cipher->block_len;
		return md->crypt(dec, out, a->prims.cipher, &w.ks_.block,
				 w.iv, in, len);
	default:
		return dec ? d->decrypt(out, w.ks, w.iv, d->nonce_len, NULL, 0,
					in, len, w.tag, 16) :
		       d->encrypt(out, w.res, 16, w.ks, w.iv, d->nonce_len,
				  NULL, 0, in, len);
	}
}

static CB_ALWAYS_INLINE int
sym_begin(int dec, size_t total)
{
	const alg *a = w.a;

	switch (a->kind) {
	case CB_KIND_HASH:
		a->prims.hash->init(&w.st.hash);
		return CB_OK;
	case CB_KIND_MAC:
		return ((const cb_mac_desc *)a->desc)->init(&w.st.mac,
							    &a->prims, w.key,
							    a->param);
	case CB_KIND_MODE:
		return ((const cb_mode_desc *)a->desc)->init(&w.st.mode,
							     a->prims.cipher,
							     &w.ks_.block,
							     w.iv);
	default:
		return w.aead->init(&w.st.aead, w.ks, w.iv, w.aead->nonce_len,
				    0, total, 16);
	}
}

static CB_ALWAYS_INLINE int
sym_update(int dec, uint8_t *out, const uint8_t *in, size_t len)
{
	const alg *a = w.a;

	switch (a->kind) {
	case CB_KIND_HASH:
		a->prims.hash->update(&w.st.hash, in, len);
		return CB_OK;
	case CB_KIND_MAC:
		((const cb_mac_desc *)a->desc)->update(&w.st.mac, in, len);
		return CB_OK;
	case CB_KIND_MODE:
		return ((const cb_mode_desc *)a->desc)->update(&w.st.mode, dec,
							       out, in, len);
	default:
		return w.aead->update(&w.st.aead, dec, out, in, len);
	}
}

static CB_ALWAYS_INLINE int
sym_end(int dec)
{
	const alg *a = w.a;

	switch (a->kind) {
	case CB_KIND_HASH:
		a->prims.hash->final(&w.st.hash, w.res);
		return CB_OK;
	case CB_KIND_MAC:
		((const cb_mac_desc *)a->desc)->final(&w.st.mac, w.res);
		return CB_OK;
	case CB_KIND_MODE:
		return ((const cb_mode_desc *)a->desc)->final(&w.st.mode);
	default:
		return w.aead->final(&w.st.aead, dec, dec ? w.tag : w.res, 16);
	}
}

/* Set a symmetric case up: the AEAD and its key's store, the key (a
 * MAC's once, cloned, for long messages and sweeps without set-up). */
static int
sym_prepare(const cb_bench_case *c)
{
	const alg *a = w.a;
	int rc;

	w.aead = a->desc;
	w.ks = &w.ks_;
	if (a->kind == CB_KIND_AEAD) {
		if (c->mode == CB_BENCH_SOLE && w.aead->light != NULL)
			w.aead = w.aead->light;
		if (w.aead->key_size > sizeof(w.ks_))
			w.ks = &big.gtab;
	}
	w.keyed = 0;
	rc = sym_setkey();
	if (rc == CB_OK && a->kind == CB_KIND_MAC &&
	    (c->mode == CB_BENCH_LONG || c->mode == CB_BENCH_SWEEP)) {
		rc = ((const cb_mac_desc *)a->desc)->init(&w.hkey, &a->prims,
							  w.key, a->param);
		w.keyed = rc == CB_OK;
	}
	if (rc != CB_OK)
		return rc;
	/* decryption input: the ciphertext and tag of the same message */
	memcpy(w.ct, w.in, sizeof(w.ct));
	if (w.dec) {
		rc = sym_oneshot(0, w.ct, w.in, c->len);
		memcpy(w.tag, w.res, sizeof(w.tag));
	}
	return rc;
}

/* ---- public key ---- */

/* Operation op of the prepared case on a len-byte message. */
static CB_ALWAYS_INLINE int
pk_op(int op, size_t len, cb_rng_fn rng)
{
	const alg *a = w.a;
	const cb_sig_desc *s = a->desc;
	const cb_kex_desc *x = a->desc;
	const cb_kem_desc *k = a->desc;

	if (op == 0) {
		/* each key generation from the one seed */
		w.rng = KEY_SEED;
		return a->kind == CB_KIND_SIG ?
		       s->keygen(&a->prims, pk.priv, pk.pub, bench_rng, NULL,
				 pk.tmp) :
		       a->kind == CB_KIND_KEX ?
		       x->keygen(&a->prims, pk.priv, pk.pub, bench_rng, NULL,
				 pk.tmp) :
		       k->keygen(&a->prims, pk.priv, pk.pub, bench_rng, NULL,
				 pk.tmp);
	}
	if (a->kind == CB_KIND_KEX)
		return x->shared(&a->prims, pk.out, pk.priv, pk.ppub, pk.tmp);
	if (a->kind == CB_KIND_KEM)
		return op == 1 ? k->encaps(&a->prims, pk.secret, pk.out, pk.pub,
					   rng, NULL, pk.tmp) :
		       k->decaps(&a->prims, pk.secret, pk.out, pk.priv, op == 3,
				 pk.tmp);
	if (op == 2)
		return s->verify(&a->prims, pk.pub, NULL, 0, w.in, len, pk.out,
				 pk_siglen, pk.tmp);
	/* a stateful key back to where it was made, every signature alike
	 * (the harness's key is thrown away: a real one is never rewound) */
	if (s->flags & CB_SIG_STATEFUL)
		memcpy(pk.priv, pk.save, pk.l.priv);
	pk_siglen = pk.l.out;
	return s->sign(&a->prims, pk.out, &pk_siglen, pk.priv, pk.pub, NULL, 0,
		       w.in, len, rng, NULL, pk.tmp);
}

/* The harness's key of a loaded scheme, NULL for the others. */
static const cb_bench_key *
fixture_of(const alg *a)
{
	size_t i;

	for (i = 0; a->kind == CB_KIND_SIG &&
		    i < sizeof(fixtures) / sizeof(fixtures[0]); i++)
		if (fixtures[i].d == a->desc && (a->param & 15) < fixtures[i].n)
			return &fixtures[i].keys[a->param & 15];
	return NULL;
}

/*
 * The keys (the own pair, the peer's for key exchange), and what the
 * operations read: a signature (deterministic where the scheme can be),
 * or a ciphertext.
 */
static int
pk_prepare(const cb_bench_case *c)
{
	const alg *a = w.a;
	const cb_sig_desc *s = a->desc;
	const cb_bench_key *f = fixture_of(a);
	int rc;

	w.pkop = c->op;
	if (c->op < 0 || c->op >= CB_PK_OPS || op_name(a, c->op) == NULL ||
	    !pk_fit(a, &pk))
		return CB_E_ARG;
	if (a->kind == CB_KIND_SIG && s->load != NULL)
		rc = f == NULL ? CB_E_ARG :
		     s->load(&a->prims, pk.priv, pk.pub, f->der, f->len,
			     pk.tmp);
	else
		rc = pk_op(0, c->len, bench_rng);
	if (rc == CB_OK && a->kind == CB_KIND_KEX) {
		w.rng = PEER_SEED;
		rc = ((const cb_kex_desc *)a->desc)->keygen(&a->prims, pk.ppriv,
							    pk.ppub, bench_rng,
							    NULL, pk.tmp);
	}
	memcpy(pk.save, pk.priv, pk.l.priv);
	w.rng = OP_SEED;
	if (rc == CB_OK && a->kind != CB_KIND_KEX)
		rc = pk_op(1, c->len, a->kind == CB_KIND_SIG &&
			   (s->flags & CB_SIG_HEDGED) ? NULL : bench_rng);
	w.rng = OP_SEED;
	return rc;
}

/* ---- measuring ---- */

/* see bench.h */
void
cb_bench_call(void *arg)
{
	const cb_bench_case *c = arg;
	const uint8_t *src = w.dec ? w.ct : w.in;
	size_t off, n;
	int rc = CB_OK, r;

	if (c->mode == CB_BENCH_OP) {
		w.rc = pk_op(w.pkop, c->len, bench_rng);
		return;
	}
	if (c->mode == CB_BENCH_LONG || c->mode == CB_BENCH_SWEEP) {
		w.rc = sym_oneshot(w.dec, w.out, src, c->len);
		return;
	}
	rc = sym_setkey();
	if (c->mode == CB_BENCH_SOLE || c->mode == CB_BENCH_SWEEP_KEY) {
		r = sym_oneshot(w.dec, w.out, src, c->len);
		w.rc = rc != CB_OK ? rc : r;
		return;
	}
	r = sym_begin(w.dec, c->len);
	rc = rc != CB_OK ? rc : r;
	for (off = 0; off < c->len; off += n) {
		n = c->len - off < c->chunk ? c->len - off : c->chunk;
		r = sym_update(w.dec, w.out + off, src + off, n);
		rc = rc != CB_OK ? rc : r;
	}
	r = sym_end(w.dec);
	w.rc = rc != CB_OK ? rc : r;
}

/* see bench.h */
int
cb_bench_last_error(void)
{
	return w.rc;
}

/* see bench.h: the operation's workspace, but what key generation left
 * there for signing to read */
size_t
cb_bench_work(const cb_bench_case *c, uint8_t **p)
{
	const alg *a;

	*p = NULL;
	if (c == NULL || c->index >= NALGS || c->mode != CB_BENCH_OP ||
	    &algs[c->index] != w.a || c->op < 0 || c->op >= CB_PK_OPS)
		return 0;
	a = &algs[c->index];
	if (pk.l.tmp[c->op] == 0 || (a->kind == CB_KIND_SIG && c->op != 0 &&
				     (sig_of(a)->flags & CB_SIG_KEEPS_TMP)))
		return 0;
	*p = pk.tmp;
	return pk.l.tmp[c->op];
}

/* see bench.h */
int
cb_bench_prepare(const cb_bench_case *c)
{
	int rc;

	if (c == NULL || c->index >= NALGS || c->len > CB_BENCH_MAX_LEN ||
	    (c->mode == CB_BENCH_FLOW && c->chunk == 0) ||
	    c->mode > CB_BENCH_SWEEP_KEY)
		return CB_E_ARG;
	w.a = &algs[c->index];
	w.dec = !is_pk(w.a) && c->op == 1;
	fill(w.key, sizeof(w.key), 0x2545f491u);
	fill(w.iv, sizeof(w.iv), 0x9e3779b9u);
	fill(w.in, sizeof(w.in), 0x6a09e667u ^ c->len);
	if (is_pk(w.a) != (c->mode == CB_BENCH_OP))
		return CB_E_ARG;
	rc = is_pk(w.a) ? pk_prepare(c) : sym_prepare(c);
	if (rc != CB_OK)
		return rc;
	cb_bench_call((void *)(uintptr_t)c);
	return w.rc;
}

/* see bench.h */
void
cb_bench_inputs(cb_bench_io *io)
{
	const alg *a = w.a;
	const cb_mode_desc *md;
	const cb_bench_key *f;

	memset(io, 0, sizeof(*io));
	io->key = w.key;
	io->iv = w.iv;
	io->src = w.dec ? w.ct : w.in;
	io->tag = w.tag;
	io->out = w.out;
	io->res = w.res;
	if (a == NULL)
		return;
	io->kind = a->kind;
	io->desc = a->desc;
	io->prims = &a->prims;
	md = a->desc;
	if (a->kind == CB_KIND_MODE)
		io->ivlen = md->iv_len != 0 ? md->iv_len :
			    a->prims.cipher->block_len;
	else if (a->kind == CB_KIND_AEAD)
		io->ivlen = w.aead->nonce_len;
	if (!is_pk(a)) {
		io->keylen = a->kind == CB_KIND_HASH ? 0 : a->param;
		return;
	}
	io->priv = pk.priv;
	io->privlen = pk.l.priv;
	io->pub = pk.pub;
	io->publen = pk.l.pub;
	io->peer = pk.ppub;
	io->sig = pk.out;
	io->siglen = a->kind == CB_KIND_SIG ? pk_siglen : pk.l.out;
	io->shared = a->kind == CB_KIND_KEX ? pk.out : pk.secret;
	f = fixture_of(a);
	if (f != NULL) {
		io->der = f->der;
		io->derlen = f->len;
	}
}
