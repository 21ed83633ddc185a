/* SPDX-License-Identifier: MIT */
/* LMS and HSS (RFC 8554, SP 800-208): key generation, signing, verification. */
/*
 * Secret: SEED, the LM-OTS private values x derived from it, and the
 * intermediate values of their chains.  They only ever enter SHA-256 or
 * SHAKE256 (both constant-time); the chain lengths of signing come from
 * the message digest Q, which is computed from the randomizer C (public:
 * it is in the signature) and the message, so every branch, loop bound
 * and address depends on public data.  C is derived from SEED and passes
 * through CB_LMS_PUBLIC (a no-op here; tests/ct/ct_lms.c compiles this
 * file with it declassifying).  HSS: the lower trees' SEED are derived
 * from the top's and as secret; their I and roots, the message their
 * parent signs, are published in the signature and pass through
 * CB_LMS_PUBLIC too.
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/lms.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/sha256.h"

#ifndef CB_LMS_PUBLIC
#define CB_LMS_PUBLIC(p, n) ((void)(p), (void)(n))
#endif

/* Domain separators (RFC 8554 §3.1.3, §4.5, §5.3). */
#define D_PBLC 0x8080
#define D_MESG 0x8181
#define D_LEAF 0x8282
#define D_INTR 0x8383
/*
 * Indices i of the derivations other than x_q[i], above every chain
 * index (p <= 265): C, and an HSS child tree's SEED and I (RFC 8554
 * Appendix F, test case 2: its second level's SEED and I are these
 * hashes of the top tree's, at the leaf that signs it).
 */
#define I_RAND 0xfffd
#define I_CHILD_SEED 0xfffe
#define I_CHILD_ID 0xffff

#define N_MAX 32
#define H_MAX 25
#define HASH_SHA256 0
#define HASH_SHAKE 1

typedef struct ots_par {
	unsigned hash, n, w, p, ls;
} ots_par;

typedef struct lms_par {
	unsigned hash, m, h;
} lms_par;

typedef struct hctx {
	unsigned hash;
	union {
		cb_sha256_ctx sha;
		cb_shake_ctx shake;
	} u;
} hctx;

static void
h_init(hctx *c, unsigned hash)
{
	c->hash = hash;
	if (hash == HASH_SHA256)
		cb_sha256_init(&c->u.sha);
	else
		cb_shake256_init(&c->u.shake);
}

static void
h_update(hctx *c, const uint8_t *in, size_t len)
{
	if (c->hash == HASH_SHA256)
		cb_sha256_update(&c->u.sha, in, len);
	else
		cb_shake_update(&c->u.shake, in, len);
}

/* SHA-256 truncated to n bytes (SP 800-208 §4.2), or SHAKE256 to n. */
static void
h_final(hctx *c, uint8_t *out, unsigned n)
{
	uint8_t d[CB_SHA256_LEN];

	if (c->hash == HASH_SHA256) {
		cb_sha256_final(&c->u.sha, d);
		memcpy(out, d, n);
		cb_wipe(d, sizeof(d));
	} else {
		cb_shake_squeeze(&c->u.shake, out, n);
		cb_shake_wipe(&c->u.shake);
	}
}

/*
 * H of a message of len <= 55 bytes in b[0..len) (b has 64 bytes and is
 * overwritten past len): the chains and private values, which make up
 * almost all of the hashing, are such messages; SHA-256 takes them in one
 * compression without a context.
 */
static void
h_short(unsigned hash, uint8_t *out, unsigned n, uint8_t b[64],
	unsigned len)
{
	uint8_t d[CB_SHA256_LEN];
	hctx h;

	if (hash == HASH_SHA256) {
		cb_sha256_short(d, b, len);
		memcpy(out, d, n);
		cb_wipe(d, sizeof(d));
		return;
	}
	h_init(&h, hash);
	h_update(&h, b, len);
	h_final(&h, out, n);
}

/* Prefix I || u32 q || u16 i of most of the hashes, into b[22]. */
static void
prefix(uint8_t b[22], const uint8_t id[16], uint32_t q, unsigned i)
{
	memcpy(b, id, 16);
	cb_store32_be(b + 16, q);
	b[20] = (uint8_t)(i >> 8);
	b[21] = (uint8_t)i;
}

static int
ots_params(uint32_t type, ots_par *o)
{
	unsigned u, bits, t;

	if (type < 1 || type > 16)
		return -1;
	t = (type - 1) % 4;
	o->hash = type >= 9 ? HASH_SHAKE : HASH_SHA256;
	o->n = ((type - 1) / 4) % 2 ? 24 : 32;
	o->w = 1u << t;
	/* RFC 8554 Appendix B: u digits of Q, v of the checksum. */
	u = (8 * o->n + o->w - 1) / o->w;
	for (bits = 0; ((1u << o->w) - 1) * u >> bits; bits++)
		;
	o->p = u + (bits + o->w - 1) / o->w;
	o->ls = 16 - (o->p - u) * o->w;
	return 0;
}

static int
lms_params(uint32_t type, lms_par *l)
{
	if (type < 5 || type > 24)
		return -1;
	l->hash = type >= 15 ? HASH_SHAKE : HASH_SHA256;
	l->m = ((type - 5) / 5) % 2 ? 24 : 32;
	l->h = 5 * ((type - 5) % 5 + 1);
	return 0;
}

/* Both types known, of one hash and one length (SP 800-208 §4). */
static int
pair_params(uint32_t lms_type, uint32_t ots_type, lms_par *l, ots_par *o)
{
	if (lms_params(lms_type, l) != 0 || ots_params(ots_type, o) != 0)
		return -1;
	return l->hash == o->hash && l->m == o->n ? 0 : -1;
}

/* see cb/lms.h */
size_t
cb_lms_pk_len(uint32_t lms_type)
{
	lms_par l;

	return lms_params(lms_type, &l) == 0 ? 24 + l.m : 0;
}

static size_t
sig_len(const lms_par *l, const ots_par *o)
{
	return 12 + (size_t)o->n * (o->p + 1) + (size_t)l->m * l->h;
}

/* see cb/lms.h */
size_t
cb_lms_sig_len(uint32_t lms_type, uint32_t ots_type)
{
	lms_par l;
	ots_par o;

	return pair_params(lms_type, ots_type, &l, &o) == 0 ? sig_len(&l, &o)
							    : 0;
}

/* Digit i of the w-bit string s (RFC 8554 §3.1.3, coef). */
static unsigned
coef(const uint8_t *s, unsigned i, unsigned w)
{
	return (s[i * w / 8] >> (8 - (w * (i % (8 / w)) + w))) &
	       ((1u << w) - 1);
}

/* Q || Cksm(Q) (RFC 8554 §4.4, §4.5) of message msg under C. */
static void
msg_digest(const ots_par *o, uint8_t qc[N_MAX + 2], const uint8_t id[16],
	   uint32_t q, const uint8_t *c, const uint8_t *msg, size_t msg_len)
{
	uint8_t b[22];
	unsigned i, sum = 0;
	hctx h;

	prefix(b, id, q, D_MESG);
	h_init(&h, o->hash);
	h_update(&h, b, sizeof(b));
	h_update(&h, c, o->n);
	h_update(&h, msg, msg_len);
	h_final(&h, qc, o->n);
	for (i = 0; i < 8 * o->n / o->w; i++)
		sum += (1u << o->w) - 1 - coef(qc, i, o->w);
	sum <<= o->ls;
	qc[o->n] = (uint8_t)(sum >> 8);
	qc[o->n + 1] = (uint8_t)sum;
}

/* Steps from..to-1 of chain i of leaf q on tmp (RFC 8554 §4.5). */
static void
chain(const ots_par *o, uint8_t *tmp, const uint8_t id[16], uint32_t q,
      unsigned i, unsigned from, unsigned to)
{
	uint8_t b[64];
	unsigned j;

	prefix(b, id, q, i);
	for (j = from; j < to; j++) {
		b[22] = (uint8_t)j;
		memcpy(b + 23, tmp, o->n);
		h_short(o->hash, tmp, o->n, b, 23 + o->n);
	}
	cb_wipe(b, sizeof(b));
}

/* x_q[i] or C: H(I || u32 q || u16 i || u8 0xff || SEED) (Appendix A). */
static void
prf(const ots_par *o, uint8_t *out, const uint8_t id[16], uint32_t q,
    unsigned i, const uint8_t *seed)
{
	uint8_t b[64];

	prefix(b, id, q, i);
	b[22] = 0xff;
	memcpy(b + 23, seed, o->n);
	h_short(o->hash, out, o->n, b, 23 + o->n);
	cb_wipe(b, sizeof(b));
}

/* H(I || u32 r || u16 D_LEAF || K), the leaf node r of an OTS key K. */
static void
leaf_node(const lms_par *l, uint8_t *node, const uint8_t id[16], uint32_t r,
	  const uint8_t *k)
{
	uint8_t b[22];
	hctx h;

	prefix(b, id, r, D_LEAF);
	h_init(&h, l->hash);
	h_update(&h, b, sizeof(b));
	h_update(&h, k, l->m);
	h_final(&h, node, l->m);
}

/* H(I || u32 r || u16 D_INTR || left || right), interior node r. */
static void
inner_node(const lms_par *l, uint8_t *node, const uint8_t id[16], uint32_t r,
	   const uint8_t *left, const uint8_t *right)
{
	uint8_t b[22];
	hctx h;

	prefix(b, id, r, D_INTR);
	h_init(&h, l->hash);
	h_update(&h, b, sizeof(b));
	h_update(&h, left, l->m);
	h_update(&h, right, l->m);
	h_final(&h, node, l->m);
}

/*
 * Candidate OTS public key Kc of sig (u32 type || C || y[p]) over msg
 * (RFC 8554 §4.6, Algorithm 4b).  sig is public.
 */
static void
ots_candidate(const ots_par *o, uint8_t *kc, const uint8_t id[16],
	      uint32_t q, const uint8_t *sig, const uint8_t *msg,
	      size_t msg_len)
{
	uint8_t qc[N_MAX + 2], b[22], z[N_MAX];
	unsigned i;
	hctx h;

	msg_digest(o, qc, id, q, sig + 4, msg, msg_len);
	prefix(b, id, q, D_PBLC);
	h_init(&h, o->hash);
	h_update(&h, b, sizeof(b));
	for (i = 0; i < o->p; i++) {
		memcpy(z, sig + 4 + o->n * (1 + i), o->n);
		chain(o, z, id, q, i, coef(qc, i, o->w), (1u << o->w) - 1);
		h_update(&h, z, o->n);
	}
	h_final(&h, kc, o->n);
}

/* The OTS public key K of leaf q (RFC 8554 §4.3). */
static void
ots_public(const ots_par *o, uint8_t *k, const uint8_t id[16], uint32_t q,
	   const uint8_t *seed)
{
	uint8_t b[22], x[N_MAX];
	unsigned i;
	hctx h;

	prefix(b, id, q, D_PBLC);
	h_init(&h, o->hash);
	h_update(&h, b, sizeof(b));
	for (i = 0; i < o->p; i++) {
		prf(o, x, id, q, i, seed);
		chain(o, x, id, q, i, 0, (1u << o->w) - 1);
		h_update(&h, x, o->n);
	}
	h_final(&h, k, o->n);
	cb_wipe(x, sizeof(x));
}

/*
 * Treehash over every leaf: the root T[1] into root, when path is not
 * NULL the authentication path of leaf q (h nodes, bottom first), when
 * all is not NULL every node r at all + m r.  The stack holds one
 * pending left node per level.  Indices are public.
 */
static void
tree(const lms_par *l, const ots_par *o, uint8_t *root, uint8_t *path,
     uint8_t *all, uint32_t q, const uint8_t id[16], const uint8_t *seed)
{
	uint8_t stack[H_MAX][N_MAX], node[N_MAX], k[N_MAX];
	uint32_t j, r;
	unsigned lev;

	for (j = 0; j < (UINT32_C(1) << l->h); j++) {
		ots_public(o, k, id, j, seed);
		r = (UINT32_C(1) << l->h) + j;
		leaf_node(l, node, id, r, k);
		for (lev = 0;; lev++) {
			/* node is number r, the (j >> lev)-th of its level */
			if (path != NULL && (j >> lev) == ((q >> lev) ^ 1))
				memcpy(path + l->m * lev, node, l->m);
			if (all != NULL)
				memcpy(all + (size_t)l->m * r, node, l->m);
			if (!(r & 1) || r == 1)
				break;
			r >>= 1;
			inner_node(l, node, id, r, stack[lev], node);
		}
		if (r == 1)
			memcpy(root, node, l->m);
		else
			memcpy(stack[lev], node, l->m);
	}
	cb_wipe(k, sizeof(k));
}

/* Parse a private key; -1 if malformed. */
static int
sk_params(const uint8_t *sk, lms_par *l, ots_par *o)
{
	return pair_params(cb_load32_be(sk), cb_load32_be(sk + 4), l, o);
}

/* see cb/lms.h */
size_t
cb_lms_tree_len(uint32_t lms_type)
{
	lms_par l;

	return lms_params(lms_type, &l) == 0 ? (size_t)l.m << (l.h + 1) : 0;
}

/* Key generation, every node into all when not NULL. */
static int
keygen(uint8_t *pk, uint8_t *sk, uint32_t lms_type, uint32_t ots_type,
       const uint8_t *id, const uint8_t *seed, uint8_t *all, size_t all_len)
{
	lms_par l;
	ots_par o;

	if (pair_params(lms_type, ots_type, &l, &o) != 0)
		return CB_E_UNSUPPORTED;
	if (all != NULL && all_len < ((size_t)l.m << (l.h + 1)))
		return CB_E_ARG;
	cb_store32_be(sk, lms_type);
	cb_store32_be(sk + 4, ots_type);
	memcpy(sk + 8, id, CB_LMS_I_LEN);
	cb_store32_be(sk + 24, 0);
	memcpy(sk + 28, seed, CB_LMS_SEED_LEN);
	cb_store32_be(pk, lms_type);
	cb_store32_be(pk + 4, ots_type);
	memcpy(pk + 8, id, CB_LMS_I_LEN);
	tree(&l, &o, pk + 24, NULL, all, 0, id, seed);
	return CB_OK;
}

/* see cb/lms.h */
int
cb_lms_keygen(uint8_t *pk, uint8_t sk[CB_LMS_SK_LEN], uint32_t lms_type,
	      uint32_t ots_type, const uint8_t id[CB_LMS_I_LEN],
	      const uint8_t seed[CB_LMS_SEED_LEN])
{
	return keygen(pk, sk, lms_type, ots_type, id, seed, NULL, 0);
}

/* see cb/lms.h */
int
cb_lms_keygen_tree(uint8_t *pk, uint8_t sk[CB_LMS_SK_LEN], uint8_t *tree_,
		   size_t tree_len, uint32_t lms_type, uint32_t ots_type,
		   const uint8_t id[CB_LMS_I_LEN],
		   const uint8_t seed[CB_LMS_SEED_LEN])
{
	if (tree_ == NULL)
		return CB_E_ARG;
	return keygen(pk, sk, lms_type, ots_type, id, seed, tree_, tree_len);
}

/* see cb/lms.h */
uint32_t
cb_lms_remaining(const uint8_t sk[CB_LMS_SK_LEN])
{
	uint32_t q = cb_load32_be(sk + 24);
	lms_par l;
	ots_par o;

	if (sk_params(sk, &l, &o) != 0 || q >= (UINT32_C(1) << l.h))
		return 0;
	return (UINT32_C(1) << l.h) - q;
}

/*
 * The LMS signature of leaf q over msg into sig (RFC 8554 §5.4.1) under
 * the types (u32 LMS type || u32 LM-OTS type), the path from all (every
 * node) when not NULL, else from the tree, whose root then goes to root
 * when that is not NULL.
 */
static void
lms_sig(uint8_t *sig, uint8_t *root, const lms_par *l, const ots_par *o,
	const uint8_t *types, const uint8_t *id, const uint8_t *seed,
	uint32_t q, const uint8_t *all, const uint8_t *msg, size_t msg_len)
{
	uint8_t qc[N_MAX + 2], *y;
	unsigned i;

	cb_store32_be(sig, q);
	memcpy(sig + 4, types + 4, 4);
	prf(o, sig + 8, id, q, I_RAND, seed);
	CB_LMS_PUBLIC(sig + 8, o->n);
	msg_digest(o, qc, id, q, sig + 8, msg, msg_len);
	y = sig + 8 + o->n;
	for (i = 0; i < o->p; i++) {
		prf(o, y + o->n * i, id, q, i, seed);
		chain(o, y + o->n * i, id, q, i, 0, coef(qc, i, o->w));
	}
	y += (size_t)o->n * o->p;
	memcpy(y, types, 4);
	if (all == NULL) {
		/* Q is used up: its buffer takes a root nobody wants */
		tree(l, o, root != NULL ? root : qc, y + 4, NULL, q, id, seed);
		return;
	}
	/* the sibling of node (2^h + q) >> i at each level i */
	for (i = 0; i < l->h; i++)
		memcpy(y + 4 + l->m * i, all + (size_t)l->m *
		       ((((UINT32_C(1) << l->h) + q) >> i) ^ 1), l->m);
}

/* Signing; the path from all (every node) when not NULL. */
static int
sign(uint8_t *sig, size_t sig_len_, uint8_t *sk, const uint8_t *all,
     size_t all_len, const uint8_t *msg, size_t msg_len, cb_lms_save_fn save,
     void *save_arg)
{
	uint32_t q;
	lms_par l;
	ots_par o;

	if (sk_params(sk, &l, &o) != 0 || save == NULL ||
	    sig_len_ < sig_len(&l, &o) ||
	    (all != NULL && all_len < ((size_t)l.m << (l.h + 1)))) {
		cb_wipe(sig, sig_len_);
		return CB_E_ARG;
	}
	q = cb_load32_be(sk + 24);
	if (q >= (UINT32_C(1) << l.h)) {
		cb_wipe(sig, sig_len_);
		return CB_E_STATE;
	}
	/* The leaf is used from here on, whatever happens next. */
	cb_store32_be(sk + 24, q + 1);
	if (save(save_arg, sk, CB_LMS_SK_LEN) != 0) {
		cb_wipe(sig, sig_len_);
		return CB_E_STATE;
	}
	lms_sig(sig, NULL, &l, &o, sk, sk + 8, sk + 28, q, all, msg, msg_len);
	return CB_OK;
}

/* see cb/lms.h */
int
cb_lms_sign(uint8_t *sig, size_t sig_len_, uint8_t sk[CB_LMS_SK_LEN],
	    const uint8_t *msg, size_t msg_len, cb_lms_save_fn save,
	    void *save_arg)
{
	return sign(sig, sig_len_, sk, NULL, 0, msg, msg_len, save, save_arg);
}

/* see cb/lms.h */
int
cb_lms_sign_tree(uint8_t *sig, size_t sig_len_, uint8_t sk[CB_LMS_SK_LEN],
		 const uint8_t *tree_, size_t tree_len, const uint8_t *msg,
		 size_t msg_len, cb_lms_save_fn save, void *save_arg)
{
	if (tree_ == NULL) {
		cb_wipe(sig, sig_len_);
		return CB_E_ARG;
	}
	return sign(sig, sig_len_, sk, tree_, tree_len, msg, msg_len, save,
		    save_arg);
}

/* see cb/lms.h */
int
cb_lms_verify(const uint8_t *pk, size_t pk_len, const uint8_t *msg,
	      size_t msg_len, const uint8_t *sig, size_t sig_len_)
{
	uint8_t node[N_MAX];
	const uint8_t *id = pk + 8, *path;
	uint32_t q, r;
	unsigned i;
	lms_par l;
	ots_par o;

	if (pk_len < 8)
		return CB_E_ARG;
	if (pair_params(cb_load32_be(pk), cb_load32_be(pk + 4), &l, &o) != 0)
		return CB_E_UNSUPPORTED;
	if (pk_len != 24 + l.m)
		return CB_E_ARG;
	/* RFC 8554 §5.4.2 steps 2: the types in sig must be the key's. */
	if (sig_len_ != sig_len(&l, &o) ||
	    cb_load32_be(sig + 4) != cb_load32_be(pk + 4) ||
	    cb_load32_be(sig + 8 + o.n * (o.p + 1)) != cb_load32_be(pk))
		return CB_E_AUTH;
	q = cb_load32_be(sig);
	if (q >= (UINT32_C(1) << l.h))
		return CB_E_AUTH;
	ots_candidate(&o, node, id, q, sig + 4, msg, msg_len);
	r = (UINT32_C(1) << l.h) + q;
	leaf_node(&l, node, id, r, node);
	path = sig + 12 + o.n * (o.p + 1);
	for (i = 0; r > 1; i++, r >>= 1) {
		if (r & 1)
			inner_node(&l, node, id, r >> 1, path + l.m * i, node);
		else
			inner_node(&l, node, id, r >> 1, node, path + l.m * i);
	}
	return cb_memeq(node, pk + 24, l.m) ? CB_OK : CB_E_AUTH;
}

/* Length of the LMS signature at sig by its own types; 0 if malformed. */
static size_t
sig_span(const uint8_t *sig, size_t len)
{
	size_t off;
	lms_par l;
	ots_par o;

	if (len < 8 || ots_params(cb_load32_be(sig + 4), &o) != 0)
		return 0;
	off = 8 + (size_t)o.n * (o.p + 1);
	if (len < off + 4 || lms_params(cb_load32_be(sig + off), &l) != 0)
		return 0;
	return off + 4 + (size_t)l.m * l.h;
}

/* see cb/lms.h */
int
cb_hss_verify(const uint8_t *pk, size_t pk_len, const uint8_t *msg,
	      size_t msg_len, const uint8_t *sig, size_t sig_len_)
{
	const uint8_t *key = pk + 4;
	size_t key_len = pk_len - 4, sl, kl;
	uint32_t levels, i;
	lms_par l;
	ots_par o;

	/* The top key's faults are told apart; all else is CB_E_AUTH. */
	if (pk_len < 12)
		return CB_E_ARG;
	levels = cb_load32_be(pk);
	if (levels < 1 || levels > CB_HSS_LEVELS_MAX)
		return CB_E_ARG;
	if (pair_params(cb_load32_be(key), cb_load32_be(key + 4), &l, &o) != 0)
		return CB_E_UNSUPPORTED;
	if (key_len != 24 + l.m)
		return CB_E_ARG;
	if (sig_len_ < 4 || cb_load32_be(sig) != levels - 1)
		return CB_E_AUTH;
	sig += 4;
	sig_len_ -= 4;
	/* Each signed public key: an LMS signature, then the next key. */
	for (i = 0; i + 1 < levels; i++) {
		sl = sig_span(sig, sig_len_);
		if (sl == 0 || sig_len_ - sl < 8)
			return CB_E_AUTH;
		kl = cb_lms_pk_len(cb_load32_be(sig + sl));
		if (kl == 0 || sig_len_ - sl < kl ||
		    cb_lms_verify(key, key_len, sig + sl, kl, sig, sl) != CB_OK)
			return CB_E_AUTH;
		key = sig + sl;
		key_len = kl;
		sig += sl + kl;
		sig_len_ -= sl + kl;
	}
	return cb_lms_verify(key, key_len, msg, msg_len, sig, sig_len_) ==
			       CB_OK
		       ? CB_OK
		       : CB_E_AUTH;
}

/*
 * HSS (RFC 8554 §6).  The private key (cb/lms.h) is u32 L, then per
 * level u32 LMS type, u32 LM-OTS type, u32 q, then the top tree's I and
 * SEED.  The q are the digits of the next signature's number, top first:
 * level i signs with leaf q_i of its current tree, whose SEED and I are
 * derived from level i - 1's at leaf q_(i-1) (child()).  q_0 = 2^h_0 is
 * the exhausted key.
 */
#define HSS_LEV(sk, i) ((sk) + 4 + 12 * (size_t)(i))

/* Parse an HSS private key into its levels; -1 if malformed. */
static int
hss_params(const uint8_t *sk, size_t sk_len, unsigned *levels, lms_par *l,
	   ots_par *o, uint32_t *q)
{
	unsigned i;

	if (sk == NULL || sk_len < 4)
		return -1;
	*levels = (unsigned)cb_load32_be(sk);
	if (*levels < 1 || *levels > CB_HSS_LEVELS_MAX ||
	    sk_len != CB_HSS_SK_LEN(*levels))
		return -1;
	for (i = 0; i < *levels; i++) {
		const uint8_t *v = HSS_LEV(sk, i);

		if (pair_params(cb_load32_be(v), cb_load32_be(v + 4), &l[i],
				&o[i]) != 0)
			return -1;
		q[i] = cb_load32_be(v + 8);
		/* only the top digit may reach 2^h: the exhausted key */
		if (q[i] > (UINT32_C(1) << l[i].h) ||
		    (i > 0 && q[i] == (UINT32_C(1) << l[i].h)))
			return -1;
	}
	return 0;
}

/* Length of the HSS signature of the levels. */
static size_t
hss_len(unsigned levels, const lms_par *l, const ots_par *o)
{
	size_t n = 4;
	unsigned i;

	for (i = 0; i < levels; i++)
		n += sig_len(&l[i], &o[i]) + (i > 0 ? 24 + l[i].m : 0);
	return n;
}

/* see cb/lms.h */
size_t
cb_hss_sig_len(const uint8_t *sk, size_t sk_len)
{
	lms_par l[CB_HSS_LEVELS_MAX];
	ots_par o[CB_HSS_LEVELS_MAX];
	uint32_t q[CB_HSS_LEVELS_MAX];
	unsigned levels;

	if (hss_params(sk, sk_len, &levels, l, o, q) != 0)
		return 0;
	return hss_len(levels, l, o);
}

/* see cb/lms.h */
int
cb_hss_keygen(uint8_t *pk, uint8_t *sk, unsigned levels,
	      const uint32_t *lms_types, const uint32_t *ots_types,
	      const uint8_t id[CB_LMS_I_LEN],
	      const uint8_t seed[CB_LMS_SEED_LEN])
{
	lms_par l, top;
	ots_par o, otop;
	unsigned i;

	if (levels < 1 || levels > CB_HSS_LEVELS_MAX)
		return CB_E_ARG;
	for (i = 0; i < levels; i++)
		if (pair_params(lms_types[i], ots_types[i], &l, &o) != 0)
			return CB_E_UNSUPPORTED;
	cb_store32_be(sk, levels);
	for (i = 0; i < levels; i++) {
		cb_store32_be(HSS_LEV(sk, i), lms_types[i]);
		cb_store32_be(HSS_LEV(sk, i) + 4, ots_types[i]);
		cb_store32_be(HSS_LEV(sk, i) + 8, 0);
	}
	memcpy(HSS_LEV(sk, levels), id, CB_LMS_I_LEN);
	memcpy(HSS_LEV(sk, levels) + CB_LMS_I_LEN, seed, CB_LMS_SEED_LEN);
	(void)pair_params(lms_types[0], ots_types[0], &top, &otop);
	cb_store32_be(pk, levels);
	cb_store32_be(pk + 4, lms_types[0]);
	cb_store32_be(pk + 8, ots_types[0]);
	memcpy(pk + 12, id, CB_LMS_I_LEN);
	tree(&top, &otop, pk + 28, NULL, NULL, 0, id, seed);
	return CB_OK;
}

/* see cb/lms.h */
uint64_t
cb_hss_remaining(const uint8_t *sk, size_t sk_len)
{
	lms_par l[CB_HSS_LEVELS_MAX];
	ots_par o[CB_HSS_LEVELS_MAX];
	uint32_t q[CB_HSS_LEVELS_MAX];
	uint64_t left = 1, d;
	unsigned levels, i, below = 0;

	if (hss_params(sk, sk_len, &levels, l, o, q) != 0 ||
	    q[0] == (UINT32_C(1) << l[0].h))
		return 0;
	/* 1 + the sum of (2^h_i - 1 - q_i) 2^(heights below i), saturated */
	for (i = levels; i-- > 0; below += l[i].h) {
		d = (UINT32_C(1) << l[i].h) - 1 - q[i];
		if (d == 0)
			continue;
		if (below >= 64 || d > (UINT64_MAX >> below) ||
		    (d << below) > UINT64_MAX - left)
			return UINT64_MAX;
		left += d << below;
	}
	return left;
}

/*
 * SEED and I of the tree below leaf q of the tree (pid, pseed) of hash
 * hash and length n: H(pid || u32 q || u16 i || u8 0xff || pseed) with
 * i = I_CHILD_SEED (32 bytes: SHA-256's, or SHAKE256's first) and
 * I_CHILD_ID (its first 16 bytes), as the private values (Appendix A).
 */
static void
child(unsigned hash, unsigned n, uint8_t seed[CB_LMS_SEED_LEN],
      uint8_t id[CB_LMS_I_LEN], const uint8_t *pid, uint32_t q,
      const uint8_t *pseed)
{
	uint8_t b[64], d[CB_SHA256_LEN];

	prefix(b, pid, q, I_CHILD_SEED);
	b[22] = 0xff;
	memcpy(b + 23, pseed, n);
	h_short(hash, seed, CB_LMS_SEED_LEN, b, 23 + n);
	prefix(b, pid, q, I_CHILD_ID);
	b[22] = 0xff;
	memcpy(b + 23, pseed, n);
	h_short(hash, d, sizeof(d), b, 23 + n);
	memcpy(id, d, CB_LMS_I_LEN);
	/* I is public: it is in the signature */
	CB_LMS_PUBLIC(id, CB_LMS_I_LEN);
	cb_wipe(b, sizeof(b));
	cb_wipe(d, sizeof(d));
}

/* The SEED and I of each level's current tree, at the leaves q. */
static void
hss_trees(uint8_t seed[][CB_LMS_SEED_LEN], uint8_t id[][CB_LMS_I_LEN],
	  const uint8_t *sk, unsigned levels, const ots_par *o,
	  const uint32_t *q)
{
	unsigned i;

	memcpy(id[0], HSS_LEV(sk, levels), CB_LMS_I_LEN);
	memcpy(seed[0], HSS_LEV(sk, levels) + CB_LMS_I_LEN, CB_LMS_SEED_LEN);
	for (i = 1; i < levels; i++)
		child(o[i - 1].hash, o[i - 1].n, seed[i], id[i], id[i - 1],
		      q[i - 1], seed[i - 1]);
}

/*
 * Offsets of the levels' LMS signatures in an HSS signature: u32 Nspk,
 * then sig_0, pk_1, sig_1, ..., pk_(L-1), sig_(L-1).
 */
static void
hss_offsets(size_t *off, unsigned levels, const lms_par *l, const ots_par *o)
{
	unsigned i;

	off[0] = 4;
	for (i = 1; i < levels; i++)
		off[i] = off[i - 1] + sig_len(&l[i - 1], &o[i - 1]) + 24 +
			 l[i].m;
}

/*
 * The work buffer of the fast configuration (public data only): u32
 * WORK_MAGIC once complete, the tag (the private key without SEED, its
 * digits those the trees were built at), every node of each level's
 * current tree, and the HSS signature up to the bottom LMS signature.
 */
#define WORK_MAGIC 0x48535357u
#define TAG_LEN(levels) (CB_HSS_SK_LEN(levels) - CB_LMS_SEED_LEN)

static size_t
work_len(unsigned levels, const lms_par *l, const ots_par *o)
{
	size_t n = 4 + TAG_LEN(levels);
	unsigned i;

	for (i = 0; i < levels; i++)
		n += (size_t)l[i].m << (l[i].h + 1);
	return n + hss_len(levels, l, o) -
	       sig_len(&l[levels - 1], &o[levels - 1]);
}

/* Where level i's nodes start in the work buffer. */
static uint8_t *
work_nodes(uint8_t *work, unsigned levels, const lms_par *l, unsigned i)
{
	uint8_t *p = work + 4 + TAG_LEN(levels);
	unsigned j;

	for (j = 0; j < i; j++)
		p += (size_t)l[j].m << (l[j].h + 1);
	return p;
}

/*
 * The first level whose tree the work buffer lacks for signing at the
 * leaves q: 0 for a buffer of another key or none, else the level below
 * the first upper leaf that moved, levels when it is up to date.
 */
static unsigned
work_stale(const uint8_t *work, const uint8_t *sk, unsigned levels,
	   const uint32_t *q)
{
	const uint8_t *t = work + 4;
	unsigned i;

	if (cb_load32_be(work) != WORK_MAGIC || memcmp(t, sk, 4) != 0 ||
	    memcmp(HSS_LEV(t, levels), HSS_LEV(sk, levels), CB_LMS_I_LEN) != 0)
		return 0;
	for (i = 0; i < levels; i++)
		if (memcmp(HSS_LEV(t, i), HSS_LEV(sk, i), 8) != 0)
			return 0;
	for (i = 0; i + 1 < levels; i++)
		if (cb_load32_be(HSS_LEV(t, i) + 8) != q[i])
			return i + 1;
	return levels;
}

/*
 * Rebuild the work buffer from level from down: those levels' trees,
 * and the signatures over their public keys by the level above (each at
 * its leaf q).  The buffer is marked incomplete meanwhile.
 */
static void
work_build(uint8_t *work, const uint8_t *sk, unsigned levels,
	   const lms_par *l, const ots_par *o, const uint32_t *q,
	   uint8_t seed[][CB_LMS_SEED_LEN], uint8_t id[][CB_LMS_I_LEN],
	   const size_t *off, unsigned from)
{
	uint8_t *cache = work_nodes(work, levels, l, levels), *nodes, *pk;
	unsigned i;

	cb_store32_be(work, 0);
	for (i = from; i < levels; i++) {
		nodes = work_nodes(work, levels, l, i);
		tree(&l[i], &o[i], nodes + l[i].m, NULL, nodes, 0, id[i],
		     seed[i]);
		/* the root is public: the parent signs it, sig holds it */
		CB_LMS_PUBLIC(nodes + l[i].m, l[i].m);
	}
	cb_store32_be(cache, levels - 1);
	for (i = from > 0 ? from - 1 : 0; i + 1 < levels; i++) {
		nodes = work_nodes(work, levels, l, i + 1);
		pk = cache + off[i + 1] - 24 - l[i + 1].m;
		memcpy(pk, HSS_LEV(sk, i + 1), 8);
		memcpy(pk + 8, id[i + 1], CB_LMS_I_LEN);
		memcpy(pk + 24, nodes + l[i + 1].m, l[i + 1].m);
		lms_sig(cache + off[i], NULL, &l[i], &o[i], HSS_LEV(sk, i),
			id[i], seed[i], q[i], work_nodes(work, levels, l, i), pk,
			24 + l[i + 1].m);
	}
	memcpy(work + 4, sk, TAG_LEN(levels));
	for (i = 0; i < levels; i++)
		cb_store32_be(HSS_LEV(work + 4, i) + 8, q[i]);
	cb_store32_be(work, WORK_MAGIC);
}

/* see cb/lms.h */
size_t
cb_hss_work_len(const uint8_t *sk, size_t sk_len)
{
	lms_par l[CB_HSS_LEVELS_MAX];
	ots_par o[CB_HSS_LEVELS_MAX];
	uint32_t q[CB_HSS_LEVELS_MAX];
	unsigned levels;

	if (hss_params(sk, sk_len, &levels, l, o, q) != 0)
		return 0;
	return work_len(levels, l, o);
}

/* see cb/lms.h */
int
cb_hss_keygen_work(uint8_t *pk, uint8_t *sk, uint8_t *work, size_t work_len_,
		   unsigned levels, const uint32_t *lms_types,
		   const uint32_t *ots_types, const uint8_t id[CB_LMS_I_LEN],
		   const uint8_t seed[CB_LMS_SEED_LEN])
{
	lms_par l[CB_HSS_LEVELS_MAX];
	ots_par o[CB_HSS_LEVELS_MAX];
	uint32_t q[CB_HSS_LEVELS_MAX];
	uint8_t seeds[CB_HSS_LEVELS_MAX][CB_LMS_SEED_LEN];
	uint8_t ids[CB_HSS_LEVELS_MAX][CB_LMS_I_LEN];
	size_t off[CB_HSS_LEVELS_MAX];
	unsigned i;

	if (work == NULL || levels < 1 || levels > CB_HSS_LEVELS_MAX)
		return CB_E_ARG;
	for (i = 0; i < levels; i++) {
		if (pair_params(lms_types[i], ots_types[i], &l[i], &o[i]) != 0)
			return CB_E_UNSUPPORTED;
		q[i] = 0;
	}
	if (work_len_ < work_len(levels, l, o))
		return CB_E_ARG;
	/* the top tree once: into the buffer, its root into pk */
	cb_store32_be(sk, levels);
	for (i = 0; i < levels; i++) {
		cb_store32_be(HSS_LEV(sk, i), lms_types[i]);
		cb_store32_be(HSS_LEV(sk, i) + 4, ots_types[i]);
		cb_store32_be(HSS_LEV(sk, i) + 8, 0);
	}
	memcpy(HSS_LEV(sk, levels), id, CB_LMS_I_LEN);
	memcpy(HSS_LEV(sk, levels) + CB_LMS_I_LEN, seed, CB_LMS_SEED_LEN);
	hss_trees(seeds, ids, sk, levels, o, q);
	hss_offsets(off, levels, l, o);
	work_build(work, sk, levels, l, o, q, seeds, ids, off, 0);
	cb_store32_be(pk, levels);
	memcpy(pk + 4, HSS_LEV(sk, 0), 8);
	memcpy(pk + 12, id, CB_LMS_I_LEN);
	memcpy(pk + 28, work_nodes(work, levels, l, 0) + l[0].m, l[0].m);
	cb_wipe(seeds, sizeof(seeds));
	return CB_OK;
}

/* HSS signing; the fast configuration when work is not NULL. */
static int
hss_sign(uint8_t *sig, size_t sig_len_, uint8_t *sk, size_t sk_len,
	 uint8_t *work, size_t work_len_, const uint8_t *msg, size_t msg_len,
	 cb_lms_save_fn save, void *save_arg)
{
	lms_par l[CB_HSS_LEVELS_MAX];
	ots_par o[CB_HSS_LEVELS_MAX];
	uint32_t q[CB_HSS_LEVELS_MAX], nq;
	uint8_t seed[CB_HSS_LEVELS_MAX][CB_LMS_SEED_LEN];
	uint8_t id[CB_HSS_LEVELS_MAX][CB_LMS_I_LEN], *pk;
	const uint8_t *m;
	size_t off[CB_HSS_LEVELS_MAX], sl, ml;
	unsigned levels, i, from;

	if (hss_params(sk, sk_len, &levels, l, o, q) != 0 || save == NULL ||
	    sig_len_ < hss_len(levels, l, o) ||
	    (work != NULL && work_len_ < work_len(levels, l, o))) {
		cb_wipe(sig, sig_len_);
		return CB_E_ARG;
	}
	if (q[0] == (UINT32_C(1) << l[0].h)) {
		cb_wipe(sig, sig_len_);
		return CB_E_STATE;
	}
	/*
	 * The next signature's digits: the bottom leaf advances, a tree
	 * run out passes the carry up (the next tree below the next leaf
	 * of its parent), and the top's carry exhausts the key.  These
	 * leaves are used from here on, whatever happens next.
	 */
	for (i = levels; i-- > 0;) {
		nq = q[i] + 1;
		if (i > 0 && nq == (UINT32_C(1) << l[i].h)) {
			cb_store32_be(HSS_LEV(sk, i) + 8, 0);
			continue;
		}
		cb_store32_be(HSS_LEV(sk, i) + 8, nq);
		break;
	}
	if (save(save_arg, sk, sk_len) != 0) {
		cb_wipe(sig, sig_len_);
		return CB_E_STATE;
	}
	hss_trees(seed, id, sk, levels, o, q);
	hss_offsets(off, levels, l, o);
	i = levels - 1;
	if (work != NULL) {
		/* the levels above from the buffer, rebuilt where stale */
		from = work_stale(work, sk, levels, q);
		if (from < levels)
			work_build(work, sk, levels, l, o, q, seed, id, off,
				   from);
		memcpy(sig, work_nodes(work, levels, l, levels), off[i]);
		lms_sig(sig + off[i], NULL, &l[i], &o[i], HSS_LEV(sk, i),
			id[i], seed[i], q[i], work_nodes(work, levels, l, i),
			msg, msg_len);
		cb_wipe(seed, sizeof(seed));
		return CB_OK;
	}
	/* bottom up: each tree's root completes the key its parent signs */
	cb_store32_be(sig, levels - 1);
	for (i = levels; i-- > 0;) {
		sl = sig_len(&l[i], &o[i]);
		pk = i > 0 ? sig + off[i] - 24 - l[i].m : NULL;
		if (pk != NULL) {
			memcpy(pk, HSS_LEV(sk, i), 8);
			memcpy(pk + 8, id[i], CB_LMS_I_LEN);
		}
		m = msg;
		ml = msg_len;
		if (i + 1 < levels) {
			m = sig + off[i] + sl;
			ml = 24 + l[i + 1].m;
		}
		lms_sig(sig + off[i], pk != NULL ? pk + 24 : NULL, &l[i], &o[i],
			HSS_LEV(sk, i), id[i], seed[i], q[i], NULL, m, ml);
		/* the root is public: it is in the signature */
		if (pk != NULL)
			CB_LMS_PUBLIC(pk + 24, l[i].m);
	}
	cb_wipe(seed, sizeof(seed));
	return CB_OK;
}

/* see cb/lms.h */
int
cb_hss_sign(uint8_t *sig, size_t sig_len_, uint8_t *sk, size_t sk_len,
	    const uint8_t *msg, size_t msg_len, cb_lms_save_fn save,
	    void *save_arg)
{
	return hss_sign(sig, sig_len_, sk, sk_len, NULL, 0, msg, msg_len,
			save, save_arg);
}

/* see cb/lms.h */
int
cb_hss_sign_work(uint8_t *sig, size_t sig_len_, uint8_t *sk, size_t sk_len,
		 uint8_t *work, size_t work_len_, const uint8_t *msg,
		 size_t msg_len, cb_lms_save_fn save, void *save_arg)
{
	if (work == NULL) {
		cb_wipe(sig, sig_len_);
		return CB_E_ARG;
	}
	return hss_sign(sig, sig_len_, sk, sk_len, work, work_len_, msg,
			msg_len, save, save_arg);
}

/* ---- the descriptors (cb/desc.h) ---- */

/*
 * The parameter sets (p->set): single trees, then HSS of levels trees of
 * one pair.  The key's I and SEED come from rng; signing hands the
 * advanced key back in priv (CB_SIG_STATEFUL): the caller stores it.
 */
static const struct lms_set {
	const char *name;
	uint32_t lms, ots;
	unsigned levels;        /* HSS levels; 0: a single LMS tree */
} lms_sets[] = {
	{ "set=sha256-m32-h5-w4", CB_LMS_SHA256_M32_H5,
	  CB_LMOTS_SHA256_N32_W4, 0 },
	{ "set=sha256-m32-h5-w1", CB_LMS_SHA256_M32_H5,
	  CB_LMOTS_SHA256_N32_W1, 0 },
	{ "set=sha256-m32-h5-w2", CB_LMS_SHA256_M32_H5,
	  CB_LMOTS_SHA256_N32_W2, 0 },
	{ "set=sha256-m32-h5-w8", CB_LMS_SHA256_M32_H5,
	  CB_LMOTS_SHA256_N32_W8, 0 },
	{ "set=sha256-m32-h10-w4", CB_LMS_SHA256_M32_H10,
	  CB_LMOTS_SHA256_N32_W4, 0 },
	{ "set=sha256-m24-h5-w4", CB_LMS_SHA256_M24_H5,
	  CB_LMOTS_SHA256_N24_W4, 0 },
	{ "set=sha256-m24-h5-w8", CB_LMS_SHA256_M24_H5,
	  CB_LMOTS_SHA256_N24_W8, 0 },
	{ "set=hss2-sha256-m32-h5-w4", CB_LMS_SHA256_M32_H5,
	  CB_LMOTS_SHA256_N32_W4, 2 },
};
#define LMS_NSETS (sizeof(lms_sets) / sizeof(lms_sets[0]))

static const struct lms_set *
lms_set(const cb_prims *p)
{
	return &lms_sets[p->set < LMS_NSETS ? p->set : 0];
}

static const char *
lms_variant(const cb_prims *p)
{
	return lms_set(p)->name;
}

/* The set's levels (1 for a single tree) and their parameters. */
static unsigned
lms_set_params(const struct lms_set *s, lms_par *l, ots_par *o)
{
	unsigned i, n = s->levels ? s->levels : 1;

	for (i = 0; i < n; i++)
		(void)pair_params(s->lms, s->ots, &l[i], &o[i]);
	return n;
}

static void
lms_lens(const cb_prims *p, cb_pk_lens *l)
{
	const struct lms_set *s = lms_set(p);
	lms_par lp[CB_HSS_LEVELS_MAX];
	ots_par op[CB_HSS_LEVELS_MAX];
	unsigned n = lms_set_params(s, lp, op);

	memset(l, 0, sizeof(*l));
	l->priv = s->levels ? CB_HSS_SK_LEN(n) : CB_LMS_SK_LEN;
	l->pub = (s->levels ? 4 : 0) + cb_lms_pk_len(s->lms);
	l->out = s->levels ? hss_len(n, lp, op) : sig_len(lp, op);
}

/* the fast configurations: the kept tree (LMS) or trees (HSS) in tmp */
static void
lms_tree_lens(const cb_prims *p, cb_pk_lens *l)
{
	const struct lms_set *s = lms_set(p);
	lms_par lp[CB_HSS_LEVELS_MAX];
	ots_par op[CB_HSS_LEVELS_MAX];
	unsigned n = lms_set_params(s, lp, op);

	lms_lens(p, l);
	l->tmp[0] = l->tmp[1] = s->levels ? work_len(n, lp, op) :
				cb_lms_tree_len(s->lms);
}

/* I, then SEED, from rng */
static int
lms_draw(uint8_t id[CB_LMS_I_LEN], uint8_t seed[CB_LMS_SEED_LEN],
	 cb_rng_fn rng, void *rng_arg)
{
	if (rng(rng_arg, id, CB_LMS_I_LEN) != CB_OK ||
	    rng(rng_arg, seed, CB_LMS_SEED_LEN) != CB_OK)
		return CB_E_RNG;
	return CB_OK;
}

/* The set's types, one per level. */
static void
lms_types(const struct lms_set *s, uint32_t *lt, uint32_t *ot)
{
	unsigned i;

	for (i = 0; i < s->levels; i++) {
		lt[i] = s->lms;
		ot[i] = s->ots;
	}
}

/* one keygen for the four: tree (fast) or not, HSS or a single tree */
static int
lms_keygen_any(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
	       void *rng_arg, void *tmp, int fast)
{
	const struct lms_set *s = lms_set(p);
	uint32_t lt[CB_HSS_LEVELS_MAX], ot[CB_HSS_LEVELS_MAX];
	uint8_t id[CB_LMS_I_LEN], seed[CB_LMS_SEED_LEN];
	cb_pk_lens l;
	int rc = lms_draw(id, seed, rng, rng_arg);

	lms_tree_lens(p, &l);
	lms_types(s, lt, ot);
	if (rc == CB_OK && s->levels && fast)
		rc = cb_hss_keygen_work(pub, priv, tmp, l.tmp[0], s->levels, lt,
					ot, id, seed);
	else if (rc == CB_OK && s->levels)
		rc = cb_hss_keygen(pub, priv, s->levels, lt, ot, id, seed);
	else if (rc == CB_OK && fast)
		rc = cb_lms_keygen_tree(pub, priv, tmp, l.tmp[0], s->lms,
					s->ots, id, seed);
	else if (rc == CB_OK)
		rc = cb_lms_keygen(pub, priv, s->lms, s->ots, id, seed);
	cb_wipe(seed, sizeof(seed));
	return rc;
}

static int
lms_keygen_small(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
		 void *rng_arg, void *tmp)
{
	return lms_keygen_any(p, priv, pub, rng, rng_arg, tmp, 0);
}

static int
lms_keygen_fast(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
		void *rng_arg, void *tmp)
{
	return lms_keygen_any(p, priv, pub, rng, rng_arg, tmp, 1);
}

/* The advanced key stays in priv: the caller stores it (STATEFUL). */
static int
lms_keep(void *arg, const uint8_t *sk, size_t sk_len)
{
	return 0;
}

static int
lms_sign_any(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
	     const uint8_t *msg, size_t len, void *tmp, int fast)
{
	const struct lms_set *s = lms_set(p);
	cb_pk_lens l;

	lms_tree_lens(p, &l);
	if (*sig_len < l.out)
		return CB_E_ARG;
	*sig_len = l.out;
	if (s->levels && fast)
		return cb_hss_sign_work(sig, l.out, priv, l.priv, tmp, l.tmp[1],
					msg, len, lms_keep, NULL);
	if (s->levels)
		return cb_hss_sign(sig, l.out, priv, l.priv, msg, len, lms_keep,
				   NULL);
	if (fast)
		return cb_lms_sign_tree(sig, l.out, priv, tmp, l.tmp[1], msg,
					len, lms_keep, NULL);
	return cb_lms_sign(sig, l.out, priv, msg, len, lms_keep, NULL);
}

static int
lms_sign_small(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
	       const void *pub, const uint8_t *ctx, size_t ctx_len,
	       const uint8_t *msg, size_t len, cb_rng_fn rng, void *rng_arg,
	       void *tmp)
{
	if (ctx_len != 0)
		return CB_E_ARG;
	return lms_sign_any(p, sig, sig_len, priv, msg, len, tmp, 0);
}

static int
lms_sign_fast(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
	      const void *pub, const uint8_t *ctx, size_t ctx_len,
	      const uint8_t *msg, size_t len, cb_rng_fn rng, void *rng_arg,
	      void *tmp)
{
	if (ctx_len != 0)
		return CB_E_ARG;
	return lms_sign_any(p, sig, sig_len, priv, msg, len, tmp, 1);
}

static int
lms_verify_desc(const cb_prims *p, const void *pub, const uint8_t *ctx,
		size_t ctx_len, const uint8_t *msg, size_t len,
		const uint8_t *sig, size_t sig_len, void *tmp)
{
	const struct lms_set *s = lms_set(p);

	if (ctx_len != 0)
		return CB_E_ARG;
	if (s->levels)
		return cb_hss_verify(pub, 4 + cb_lms_pk_len(s->lms), msg, len,
				     sig, sig_len);
	return cb_lms_verify(pub, cb_lms_pk_len(s->lms), msg, len, sig,
			     sig_len);
}

/* see cb/lms.h */
const cb_sig_desc cb_lms_sig = {
	"lms", CB_SIG_STATEFUL, NULL, lms_lens, lms_variant, lms_keygen_small,
	NULL, lms_sign_small, lms_verify_desc
};

/* see cb/lms.h */
const cb_sig_desc cb_lms_tree_sig = {
	"lms-tree", CB_SIG_STATEFUL | CB_SIG_KEEPS_TMP, NULL, lms_tree_lens,
	lms_variant, lms_keygen_fast, NULL, lms_sign_fast, lms_verify_desc
};
