/* SPDX-License-Identifier: MIT */
/* Known-answer self-test of every algorithm in the firmware: a miscompiled
 * or misported primitive must never produce a figure. */
#include <string.h>

#include "bench/port.h"
#include "cb/cb.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/keccak.h"
#include "internal/mldsa.h"
#include "selftest.h"

/* Each harness entry's id and hash (the manifest's RUN rows): the hash
 * of a hash or HMAC id, NULL for the others. */
#define BLK(c) NULL
#define MD(h) &cb_##h##_desc
#define CURVE(c) NULL
static const struct {
	const char *algo;
	const cb_hash_desc *h;
} hashes[] = {
#define RUN(id, kind, config, param, cipher, hash, curve) { id, hash },
#include "algs.def"
};

/* Block ciphers by name and implementation (the descriptor's setkey
 * fills a cb_block_any_ctx). */
static const struct cipher {
	const char *family;     /* "aes": also the modes' cipher */
	const char *impl;
	const cb_block_cipher *bc;
} ciphers[] = {
	{ "aes", "ct", &cb_aes_ct_cipher },
	{ "aes", "table", &cb_aes_tab_cipher },
	{ "3des", "ct", &cb_des3_ct_cipher },
	{ "3des", "table", &cb_des3_tab_cipher },
	{ "sm4", "ct", &cb_sm4_ct_cipher },
	{ "sm4", "table", &cb_sm4_tab_cipher },
};

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))
#define MAXBUF 528

static const cb_hash_desc *
hash_of(const char *algo)
{
	size_t i;

	for (i = 0; i < NELEM(hashes); i++)
		if (hashes[i].h != NULL && strcmp(hashes[i].algo, algo) == 0)
			return hashes[i].h;
	return NULL;
}

/* Hashes and HMAC: the digest or MAC */
static int
check_hash(const st_record *r, const cb_block_cipher *bc,
	   const cb_block_any_ctx *k)
{
	uint8_t out[CB_HASH_MAX_LEN];
	const cb_hash_desc *h = hash_of(r->algo);
	cb_hash_any_ctx ctx;

	if (h == NULL || h->out_len != r->len[OUT])
		return 0;
	h->init(&ctx);
	h->update(&ctx, r->f[IN], r->len[IN]);
	h->final(&ctx, out);
	return memcmp(out, r->f[OUT], h->out_len) == 0;
}

static int
check_hmac(const st_record *r, const cb_block_cipher *bc,
	   const cb_block_any_ctx *k)
{
	uint8_t out[CB_HASH_MAX_LEN];
	const cb_hash_desc *h = hash_of(r->algo);

	if (h == NULL || h->out_len != r->len[OUT] ||
	    cb_hmac(out, h, r->f[KEY], r->len[KEY], r->f[IN], r->len[IN]) !=
	    CB_OK)
		return 0;
	return memcmp(out, r->f[OUT], h->out_len) == 0;
}

/* The block cipher alone: both directions */
static int
check_ecb(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t out[MAXBUF];
	size_t len = r->len[IN];
	int ok;

	if (len % bc->block_len != 0 || r->len[OUT] != len)
		return 0;
	bc->encrypt(k, out, r->f[IN], len / bc->block_len);
	ok = memcmp(out, r->f[OUT], len) == 0;
	bc->decrypt(k, out, out, len / bc->block_len);
	return ok && memcmp(out, r->f[IN], len) == 0;
}

static int
check_cbc(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t out[MAXBUF];
	size_t len = r->len[IN];
	int ok;

	if (cb_cbc_encrypt(out, bc, k, r->f[IV], r->f[IN], len) != CB_OK)
		return 0;
	ok = memcmp(out, r->f[OUT], len) == 0;
	if (cb_cbc_decrypt(out, bc, k, r->f[IV], out, len) != CB_OK)
		return 0;
	return ok && memcmp(out, r->f[IN], len) == 0;
}

static int
check_ctr(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t out[MAXBUF];
	size_t len = r->len[IN];

	if (cb_ctr(out, bc, k, r->f[IV], r->f[IN], len) != CB_OK)
		return 0;
	return memcmp(out, r->f[OUT], len) == 0;
}

static int
check_gcm(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t out[MAXBUF], tag[16];
	size_t len = r->len[IN], taglen = r->len[TAG];
	cb_gcm_key ks;
	int ok;

	if (cb_gcm_setkey(&ks, bc, r->f[KEY], r->len[KEY]) != CB_OK ||
	    cb_gcm_encrypt(out, tag, taglen, &ks, r->f[IV], r->len[IV],
			   r->f[AD], r->len[AD], r->f[IN], len) != CB_OK)
		return 0;
	ok = memcmp(out, r->f[OUT], len) == 0 &&
	     memcmp(tag, r->f[TAG], taglen) == 0;
	if (cb_gcm_decrypt(out, &ks, r->f[IV], r->len[IV], r->f[AD],
			   r->len[AD], r->f[OUT], len, r->f[TAG], taglen) !=
	    CB_OK)
		return 0;
	return ok && memcmp(out, r->f[IN], len) == 0;
}

static int
check_ccm(const st_record *r, const cb_block_cipher *bc,
	  const cb_block_any_ctx *k)
{
	uint8_t out[MAXBUF], tag[16];
	size_t len = r->len[IN], taglen = r->len[TAG];
	cb_ccm_key ks;

	/* RFC 3610 records carry the tag at the end of Out */
	if (taglen == 0) {
		if (r->len[OUT] < len)
			return 0;
		taglen = r->len[OUT] - len;
	}
	if (cb_ccm_setkey(&ks, bc, r->f[KEY], r->len[KEY]) != CB_OK ||
	    cb_ccm_encrypt(out, tag, taglen, &ks, r->f[IV], r->len[IV],
			   r->f[AD], r->len[AD], r->f[IN], len) != CB_OK)
		return 0;
	return memcmp(out, r->f[OUT], len) == 0 &&
	       memcmp(tag, r->len[TAG] ? r->f[TAG] : r->f[OUT] + len,
		      taglen) == 0;
}

/* ChaCha20: the counter in the K slot (vec2c.py: four bytes, LE) */
static int
check_chacha20(const st_record *r, const cb_block_cipher *bc,
	       const cb_block_any_ctx *k)
{
	uint8_t out[MAXBUF];
	size_t len = r->len[IN];

	if (r->len[KEY] != 32 || r->len[IV] != 12 || r->len[K] != 4 ||
	    cb_chacha20(out, r->f[KEY], r->f[IV], cb_load32_le(r->f[K]),
			r->f[IN], len) != CB_OK)
		return 0;
	return memcmp(out, r->f[OUT], len) == 0;
}

static int
check_chapoly(const st_record *r, const cb_block_cipher *bc,
	      const cb_block_any_ctx *k)
{
	uint8_t out[MAXBUF], tag[16];
	size_t len = r->len[IN];
	cb_chacha20poly1305_key ks;

	if (r->len[IV] != 12 || r->len[TAG] != 16 ||
	    cb_chacha20poly1305_setkey(&ks, r->f[KEY], r->len[KEY]) != CB_OK ||
	    cb_chacha20poly1305_encrypt(out, tag, &ks, r->f[IV], r->f[AD],
					r->len[AD], r->f[IN], len) != CB_OK)
		return 0;
	return memcmp(out, r->f[OUT], len) == 0 &&
	       memcmp(tag, r->f[TAG], 16) == 0;
}

static int
check_ascon(const st_record *r, const cb_block_cipher *bc,
	    const cb_block_any_ctx *k)
{
	uint8_t out[MAXBUF], tag[16];
	cb_ascon_aead128_key ks;
	size_t len = r->len[IN];
	int ok;

	if (r->len[IV] != 16 || r->len[TAG] != 16 ||
	    cb_ascon_aead128_setkey(&ks, r->f[KEY], r->len[KEY]) != CB_OK)
		return 0;
	cb_ascon_aead128_encrypt(out, tag, &ks, r->f[IV], r->f[AD], r->len[AD],
				 r->f[IN], len);
	ok = memcmp(out, r->f[OUT], len) == 0 &&
	     memcmp(tag, r->f[TAG], 16) == 0;
	if (cb_ascon_aead128_decrypt(out, &ks, r->f[IV], r->f[AD], r->len[AD],
				     r->f[OUT], len, r->f[TAG]) != CB_OK)
		return 0;
	return ok && memcmp(out, r->f[IN], len) == 0;
}

/* the symmetric kinds the manifest's SELFTEST rows name (the keyed ones
 * run on every implementation of their cipher) */
const st_kind st_kind_hash = { check_hash, 0 };
const st_kind st_kind_hmac = { check_hmac, 0 };
const st_kind st_kind_ecb = { check_ecb, 1 };
const st_kind st_kind_cbc = { check_cbc, 1 };
const st_kind st_kind_ctr = { check_ctr, 1 };
const st_kind st_kind_gcm = { check_gcm, 1 };
const st_kind st_kind_ccm = { check_ccm, 1 };
const st_kind st_kind_chacha20 = { check_chacha20, 0 };
const st_kind st_kind_chapoly = { check_chapoly, 0 };
const st_kind st_kind_ascon = { check_ascon, 0 };

/* One record with one cipher implementation (NULL for keyless kinds). */
static int
check(const st_record *r, const struct cipher *c)
{
	cb_block_any_ctx k;

	if (r->len[IN] > MAXBUF)
		return 0;
	if (c == NULL)
		return r->kind->check(r, NULL, NULL);
	if (c->bc->setkey(&k, r->f[KEY], r->len[KEY]) != CB_OK)
		return 0;
	return r->kind->check(r, c->bc, &k);
}

static void
report(void (*print)(const char *), const char *algo, const char *impl,
       unsigned n, unsigned bad)
{
	char line[96];
	size_t l;
	unsigned d;

	/* "selftest aes-gcm ct ok (6)": no printf in the firmware */
	strcpy(line, "selftest ");
	strcat(line, algo);
	if (impl != NULL) {
		strcat(line, " ");
		strcat(line, impl);
	}
	strcat(line, bad ? " FAIL (" : " ok (");
	l = strlen(line);
	for (d = 1; n / d >= 10; d *= 10)
		;
	for (; d > 0; d /= 10)
		line[l++] = (char)('0' + n / d % 10);
	line[l++] = ')';
	line[l++] = '\n';
	line[l] = '\0';
	print(line);
}

/*
 * Each constant-time cipher against its table twin on pseudo-random keys
 * (every key length) and 1 to 17 blocks, both directions: covers the
 * batch paths (two AES blocks at a time, up to eight SM4 blocks, the
 * assembly rounds on Armv7-M) that the known answers above reach only in
 * part.  Returns the number of failing cases; *n counts them all.
 */
static unsigned
cross_check(const struct cipher *ct, const struct cipher *tab, unsigned *n)
{
	static const size_t aes_keys[] = { 16, 24, 32 };
	static cb_block_any_ctx kc, kt;
	static uint8_t in[17 * 16], oc[sizeof(in)], ot[sizeof(in)];
	uint8_t key[32];
	uint32_t x = 0x9e3779b9u;
	size_t bl = ct->bc->block_len, nk, k, i, nb;
	unsigned bad = 0;

	nk = strcmp(ct->family, "aes") == 0 ? NELEM(aes_keys) : 1;
	for (k = 0; k < nk; k++) {
		size_t kl = nk > 1 ? aes_keys[k] : bl == 8 ? 24 : 16;

		for (i = 0; i < sizeof(key); i++) {
			x = x * 1664525u + 1013904223u;
			key[i] = (uint8_t)(x >> 24);
		}
		for (i = 0; i < sizeof(in); i++) {
			x = x * 1664525u + 1013904223u;
			in[i] = (uint8_t)(x >> 24);
		}
		if (ct->bc->setkey(&kc, key, kl) != CB_OK ||
		    tab->bc->setkey(&kt, key, kl) != CB_OK) {
			bad++;
			continue;
		}
		for (nb = 1; nb <= 17; nb++) {
			ct->bc->encrypt(&kc, oc, in, nb);
			tab->bc->encrypt(&kt, ot, in, nb);
			bad += memcmp(oc, ot, nb * bl) != 0;
			ct->bc->decrypt(&kc, oc, in, nb);
			tab->bc->decrypt(&kt, ot, in, nb);
			bad += memcmp(oc, ot, nb * bl) != 0;
			*n += 2;
		}
	}
	return bad;
}

/* a[] reduced into [0, q) as a poly24 (three bytes a coefficient) */
static void
to24(uint8_t *out, const int32_t *a)
{
	unsigned i;

	for (i = 0; i < 256; i++) {
		uint32_t v = (uint32_t)(a[i] % 8380417 + 8380417) % 8380417;

		out[3 * i] = (uint8_t)v;
		out[3 * i + 1] = (uint8_t)(v >> 8);
		out[3 * i + 2] = (uint8_t)(v >> 16);
	}
}

/* a value in [-e, e] from the generator state x */
static int32_t
sym(uint32_t x, int32_t e)
{
	return (int32_t)((x >> 1) % (2u * (uint32_t)e + 1)) - e;
}

/* v in [0, q) as the three bytes of a poly24 coefficient */
static void
put24(uint8_t *out, int32_t v)
{
	out[0] = (uint8_t)v;
	out[1] = (uint8_t)(v >> 8);
	out[2] = (uint8_t)(v >> 16);
}

/*
 * ML-DSA's polynomial kernels as built (the Thumb-2 on Armv7E-M) against
 * their C twins, which must agree bit for bit: pseudo-random inputs over
 * each kernel's whole input range, and the edges (every coefficient
 * q - 1, -(q - 1), 0, alternating signs; 9q - 1 for the products; a
 * poly24 operand holds the same values reduced into [0, q)), and the
 * rows of A y for l = 4, 5, 7 (q - 1 everywhere, 0 against q - 1,
 * random), key generation's and verification's products with A as it
 * is sampled (A s1, A z - c t1), z's products with y^ added and the
 * transform into a poly24.  Returns the number of failing cases; *n
 * counts them all.
 */
struct mldsa_xbuf {
	int32_t a[256], b[256], r1[256], r2[256];
	/* poly24s, and the byte after them that the loads read */
	uint8_t a24[3 * 256 + 1], b24[3 * 256 + 1];
	/* rows of up to seven poly24s, and the byte after them */
	uint8_t ra24[7 * 3 * 256 + 1], rb24[7 * 3 * 256 + 1];
	int32_t ra[8 * 256], rb[8 * 256];
};

/*
 * Its 32 KB in the port's workspace, idle during the self-test, where the
 * board has one that large (a board of 192 KB has no room for both);
 * static storage otherwise.
 */
static struct mldsa_xbuf *
mldsa_xbuf(void)
{
#if CB_FW_WORKSPACE >= 40 * 1024
	size_t len;
	void *p = cb_port_workspace(&len);

	return len >= sizeof(struct mldsa_xbuf) ? p : NULL;
#else
	static struct mldsa_xbuf x;

	return &x;
#endif
}

static unsigned
mldsa_cross_check(unsigned *n)
{
	struct mldsa_xbuf *xb = mldsa_xbuf();
	int32_t *a, *b, *r1, *r2, *ra, *rb;
	uint8_t *a24, *b24, *ra24, *rb24;
	static const int32_t lim[7] = {
		8380416, 8380416, 9 * 8380417 - 1, 9 * 8380417 - 1,
		9 * 8380417 - 1, 9 * 8380417 - 1, 8380416
	};
	uint32_t x = 0x2545f491u;
	unsigned bad = 0, op, t, i;
	int32_t v = 0, e;
	const void *pa, *pb;

	if (xb == NULL) { /* a workspace too small: one failure */
		*n += 1;
		return 1;
	}
	a = xb->a, b = xb->b, r1 = xb->r1, r2 = xb->r2;
	ra = xb->ra, rb = xb->rb;
	a24 = xb->a24, b24 = xb->b24, ra24 = xb->ra24, rb24 = xb->rb24;
	for (op = CB_MLDSA_K_NTT; op <= CB_MLDSA_K_ACC24X2; op++)
		for (t = 0; t < 12; t++) {
			e = lim[op];
			for (i = 0; i < 256; i++) {
				x = x * 1664525u + 1013904223u;
				/* t 0-3: edges; then random in [-e, e] */
				v = t == 0 ? e : t == 1 ? -e : t == 2 ? 0 :
				    t == 3 ? (i & 1 ? e : -e) :
				    (int32_t)((x >> 1) % (2u * (uint32_t)e + 1)) - e;
				a[i] = v;
				x = x * 1664525u + 1013904223u;
				b[i] = t < 4 ? (t == 3 ? -v : v) :
				       (int32_t)((x >> 1) % (2u * (uint32_t)e + 1)) - e;
				/* the accumulator: what a sum of products holds */
				r1[i] = r2[i] = op == CB_MLDSA_K_NTT ||
						op == CB_MLDSA_K_INVNTT ? a[i] :
						(int32_t)(x >> 9) - (1 << 22);
			}
			to24(a24, a);
			to24(b24, b);
			x = x * 1664525u + 1013904223u;
			a24[3 * 256] = b24[3 * 256] = (uint8_t)(x >> 24);
			pa = op == CB_MLDSA_K_ACC24X2 ? (const void *)a24 : a;
			pb = op >= CB_MLDSA_K_MUL24 ? (const void *)b24 : b;
			cb_mldsa_kernel((int)op, 0, r1, pa, pb);
			cb_mldsa_kernel((int)op, 1, r2, pa, pb);
			bad += memcmp(r1, r2, sizeof(xb->r1)) != 0;
			(*n)++;
		}
	/* the forward transform made into a poly24: |a| < q */
	for (t = 0; t < 6; t++) {
		e = 8380416;
		for (i = 0; i < 256; i++) {
			x = x * 1664525u + 1013904223u;
			r1[i] = r2[i] = t == 0 ? e : t == 1 ? -e :
				t == 2 ? (i & 1 ? e : -e) :
				sym(x, e);
		}
		cb_mldsa_kernel(CB_MLDSA_K_NTT24, 0, r1, NULL, NULL);
		cb_mldsa_kernel(CB_MLDSA_K_NTT24, 1, r2, NULL, NULL);
		bad += memcmp(r1, r2, sizeof(xb->r1)) != 0;
		(*n)++;
	}
	/* z's products (a b + c) 2^-32: a and a 32-bit b in
	 * [-(9q - 1), 9q - 1], a poly24 b and c in [0, q); c after b
	 * (CB_MLDSA_K_ADD24, _24ADD24) */
	for (op = CB_MLDSA_K_ADD24; op <= CB_MLDSA_K_24ADD24; op++)
		for (t = 0; t < 6; t++) {
			uint8_t *c24 = op == CB_MLDSA_K_ADD24 ?
				       (uint8_t *)rb + 1024 : rb24 + 769;

			e = 9 * 8380417 - 1;
			for (i = 0; i < 256; i++) {
				x = x * 1664525u + 1013904223u;
				ra[i] = t == 0 ? e : t == 1 ? -e :
					sym(x, e);
				x = x * 1664525u + 1013904223u;
				v = t < 2 ? e :
				    sym(x, e);
				rb[i] = v;
				put24(rb24 + 3 * i,
				      (int32_t)((uint32_t)v % 8380417u));
				x = x * 1664525u + 1013904223u;
				put24(c24 + 3 * i, t < 2 ? 8380416 :
				      (int32_t)((x >> 1) % 8380417u));
			}
			rb24[768] = c24[768] = (uint8_t)(x >> 24);
			cb_mldsa_kernel((int)op, 0, r1, ra,
					op == CB_MLDSA_K_ADD24 ?
					(const void *)rb : rb24);
			cb_mldsa_kernel((int)op, 1, r2, ra,
					op == CB_MLDSA_K_ADD24 ?
					(const void *)rb : rb24);
			bad += memcmp(r1, r2, sizeof(xb->r1)) != 0;
			(*n)++;
		}
	/* rows of A y: l = 4, 5, 7 poly24 pairs, every coefficient q - 1
	 * (the largest sum), 0, or random in [0, q) */
	for (op = 4; op <= 7; op++) {
		if (op == 6)
			continue;
		for (t = 0; t < 6; t++) {
			for (i = 0; i < 256 * op; i++) {
				x = x * 1664525u + 1013904223u;
				v = t == 0 ? 8380416 : t == 1 ? 0 :
				    (int32_t)((x >> 1) % 8380417u);
				x = x * 1664525u + 1013904223u;
				e = t == 0 ? 8380416 : t == 1 ? 8380416 :
				    (int32_t)((x >> 1) % 8380417u);
				put24(ra24 + 3 * i, v);
				put24(rb24 + 3 * i, e);
			}
			x = x * 1664525u + 1013904223u;
			ra24[3 * 256 * op] = rb24[3 * 256 * op] =
				(uint8_t)(x >> 24);
			cb_mldsa_kernel(CB_MLDSA_K_ROW24 + (int)op, 0, r1,
					ra24, rb24);
			cb_mldsa_kernel(CB_MLDSA_K_ROW24 + (int)op, 1, r2,
					ra24, rb24);
			bad += memcmp(r1, r2, sizeof(xb->r1)) != 0;
			(*n)++;
		}
	}
	/* key generation's and verification's products with A as it is
	 * sampled, each op: the candidates every one q - 1 (bit 23, which
	 * is dropped, set in every other), q and q - 1 alternating, all
	 * rejected but every eighth, or random with one in eight forced to
	 * q or 2^24 - 1; b and c every coefficient 9q - 1, alternating
	 * signs, or random in [-(9q - 1), 9q - 1]; acc random below 7q (a
	 * sum of reduced products), or 9q - 1 (t1^ with _SETT); the entries
	 * after the accepted ones are compared too (untouched) */
	for (op = 0; op < 4; op++)
		for (t = 0; t < 8; t++) {
			uint8_t *buf = (uint8_t *)ra;

			e = 9 * 8380417 - 1;
			for (i = 0; i < 256; i++) {
				x = x * 1664525u + 1013904223u;
				v = t == 0 ? 8380416 | (int32_t)(i & 1) << 23 :
				    t == 1 ? 8380416 + (int32_t)(i & 1) :
				    t == 2 ? (i & 7 ? 0x7fffff : 8380416) :
				    (i & 7) != 3 ? (int32_t)(x >> 8) :
				    x & 1 ? 0xffffff : 8380417;
				buf[3 * i] = (uint8_t)v;
				buf[3 * i + 1] = (uint8_t)(v >> 8);
				buf[3 * i + 2] = (uint8_t)(v >> 16);
				x = x * 1664525u + 1013904223u;
				rb[i] = t == 0 ? e : t == 1 ? (i & 1 ? e : -e) :
					sym(x, e);
				x = x * 1664525u + 1013904223u;
				rb[256 + i] = t == 0 ? -e : sym(x, e);
				x = x * 1664525u + 1013904223u;
				v = op != 1 ? sym(x, 7 * 8380417) :
				    t == 0 ? e : sym(x, e);
				r1[i] = r2[i] = v;
			}
			cb_mldsa_kernel(CB_MLDSA_K_ACCA + (int)op, 0, r1, buf,
					rb);
			cb_mldsa_kernel(CB_MLDSA_K_ACCA + (int)op, 1, r2, buf,
					rb);
			bad += memcmp(r1, r2, sizeof(xb->r1)) != 0;
			(*n)++;
		}
	return bad;
}

/*
 * The Keccak-f[1600] permutation as built for the sponge (the Thumb-2 on
 * Arm, cb_keccakf1600_il() on an interleaved state) against the 64-bit
 * C permutation of keccak.c, lane for lane: the all-zero and all-one
 * states, then pseudo-random states, each chained through four
 * permutations; and the sponge's extraction and absorption of lanes
 * (the Thumb-2 cb_keccak_extract_armv7m() and cb_keccak_xor_armv7m() on
 * Arm) at every count and alignment.  Returns the number of failing
 * cases; *n counts them.
 */
static unsigned
keccak_cross_check(unsigned *n)
{
	static uint64_t a[25], b[25];
	uint32_t x = 0x9e3779b9u;
	unsigned bad = 0, t, k, i;

	for (t = 0; t < 34; t++) {
		for (i = 0; i < 25; i++) {
			x = x * 1664525u + 1013904223u;
			a[i] = t == 0 ? 0 : t == 1 ? ~(uint64_t)0 :
			       (uint64_t)x << 32;
			x = x * 1664525u + 1013904223u;
			a[i] |= t < 2 ? a[i] : x;
		}
		for (k = 0; k < 4; k++) {
			for (i = 0; i < 25; i++)
				b[i] = cb_keccak_interleave(a[i]);
			cb_keccakf1600(a);
			cb_keccakf1600_il(b);
			for (i = 0; i < 25; i++)
				bad += cb_keccak_deinterleave(b[i]) != a[i];
		}
		(*n)++;
	}
	/* the squeeze's lanes out of the state: every count 0 .. 25 at
	 * every alignment of out, against cb_keccak_deinterleave(), and
	 * nothing written past the 8n bytes; then those bytes absorbed
	 * back, against cb_keccak_interleave() */
	for (t = 0; t < 4 * 26; t++) {
		static uint8_t got[8 * 25 + 8], want[8 * 25 + 8];
		unsigned cnt = t / 4, off = t % 4;

		for (i = 0; i < 25; i++) {
			x = x * 1664525u + 1013904223u;
			b[i] = (uint64_t)x << 32;
			x = x * 1664525u + 1013904223u;
			b[i] |= x;
		}
		memset(got, 0xa5, sizeof(got));
		memset(want, 0xa5, sizeof(want));
		for (i = 0; i < cnt; i++) {
			uint64_t v = cb_keccak_deinterleave(b[i]);

			for (k = 0; k < 8; k++)
				want[off + 8 * i + k] = (uint8_t)(v >> (8 * k));
		}
		cb_keccak_il_extract(got + off, b, cnt);
		bad += memcmp(got, want, sizeof(got)) != 0;
		/* and the absorption of those bytes into a (a copy of b) */
		memcpy(a, b, sizeof(a));
		for (i = 0; i < cnt; i++) {
			uint64_t v = 0;

			for (k = 0; k < 8; k++)
				v |= (uint64_t)want[off + 8 * i + k] << (8 * k);
			b[i] ^= cb_keccak_interleave(v);
		}
		cb_keccak_il_xor(a, want + off, cnt);
		bad += memcmp(a, b, sizeof(a)) != 0;
		(*n)++;
	}
	return bad;
}

unsigned
selftest_run(void (*print)(const char *))
{
	unsigned i = 0, failed = 0;

	while (i < st_nrecords) {
		const char *algo = st_records[i].algo;
		unsigned j, end = i;
		size_t c;
		int keyed = st_records[i].kind->keyed;

		while (end < st_nrecords && strcmp(st_records[end].algo,
						   algo) == 0)
			end++;
		if (!keyed) {
			unsigned bad = 0;

			for (j = i; j < end; j++)
				bad += !check(&st_records[j], NULL);
			report(print, algo, NULL, end - i, bad);
			failed += bad;
		}
		/* keyed kinds run on every implementation of the cipher */
		for (c = 0; keyed && c < NELEM(ciphers); c++) {
			unsigned bad = 0;
			size_t fl = strlen(ciphers[c].family);

			if (strncmp(algo, ciphers[c].family, fl) != 0 ||
			    (algo[fl] != '\0' && algo[fl] != '-'))
				continue;
			for (j = i; j < end; j++)
				bad += !check(&st_records[j], &ciphers[c]);
			report(print, algo, ciphers[c].impl, end - i, bad);
			failed += bad;
		}
		i = end;
	}
	/* DH has no known answers here: two parties must agree */
	{
		unsigned bad = !selftest_dh();

		report(print, "dh-2048", NULL, 1, bad);
		failed += bad;
	}
	/* the field assembly of X25519/Ed25519 word for word as its C twin */
	{
		unsigned n = 0, bad = selftest_f25519(&n);

		if (n > 0)
			report(print, "f25519", "asm=c", n, bad);
		failed += bad;
	}
	/* and of X448/Ed448 */
	{
		unsigned n = 0, bad = selftest_f448(&n);

		if (n > 0)
			report(print, "f448", "asm=c", n, bad);
		failed += bad;
	}
	/* ML-KEM's NTT-domain assembly bit for bit as its C twin */
	{
		unsigned n = 0, bad = selftest_mlkem_asm(&n);

		if (n > 0)
			report(print, "ml-kem", "asm=c", n, bad);
		failed += bad;
	}
	/* aes_tab's Thumb-2 (ECB, CTR) as its C twins */
	{
		unsigned n = 0, bad = selftest_aes_tab_asm(&n);

		if (n > 0)
			report(print, "aes-tab", "asm=c", n, bad);
		failed += bad;
	}
	/* ChaCha20's Thumb-2 blocks as the C */
	{
		unsigned n = 0, bad = selftest_chacha20_asm(&n);

		if (n > 0)
			report(print, "chacha20", "asm=c", n, bad);
		failed += bad;
	}
	/* sm4_tab's Thumb-2 rounds as the C */
	{
		unsigned n = 0, bad = selftest_sm4_tab_asm(&n);

		if (n > 0)
			report(print, "sm4-tab", "asm=c", n, bad);
		failed += bad;
	}
	/* des3_tab's Thumb-2 blocks as the C */
	{
		unsigned n = 0, bad = selftest_des3_tab_asm(&n);

		if (n > 0)
			report(print, "3des-tab", "asm=c", n, bad);
		failed += bad;
	}
	/* the Ascon permutation's Thumb-2 as the C */
	{
		unsigned n = 0, bad = selftest_ascon_asm(&n);

		if (n > 0)
			report(print, "ascon-p", "asm=c", n, bad);
		failed += bad;
	}
	/* ciphers[] lists each family's ct implementation, then its table */
	for (i = 0; i + 1 < NELEM(ciphers); i += 2) {
		unsigned n = 0, bad = cross_check(&ciphers[i], &ciphers[i + 1],
						  &n);

		report(print, ciphers[i].family, "ct=table", n, bad);
		failed += bad;
	}
	/* the NIST field assembly against its C twins (selftest_field.c) */
	for (i = 0; i < selftest_nfields; i++) {
		unsigned n = 0, bad = selftest_field(i, &n);

		report(print, selftest_field_name(i), "asm=c", n, bad);
		failed += bad;
	}
	{
		unsigned n = 0, bad = selftest_mont_rows(&n);

		report(print, "mont-rows", "asm=c", n, bad);
		failed += bad;
	}
	/* ML-DSA's NTT-domain assembly bit for bit as its C twins */
	{
		unsigned n = 0, bad = mldsa_cross_check(&n);

		report(print, "ml-dsa-ntt", "asm=c", n, bad);
		failed += bad;
	}
	/* the sponge's Keccak-f[1600] (Thumb-2 on Arm) as the 64-bit C */
	{
		unsigned n = 0, bad = keccak_cross_check(&n);

		report(print, "keccak-f1600", CB_ARM_KECCAK_ASM ? "asm=c" :
		       "il=c", n, bad);
		failed += bad;
	}
	return failed;
}
