/* SPDX-License-Identifier: MIT */
/* Known-answer self-test of every algorithm in the firmware: a miscompiled
 * or misported primitive must never produce a figure. */
#include <string.h>

#include "bench/bench.h"
#include "bench/port.h"
#include "cb/cb.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/keccak.h"
#include "internal/mldsa.h"
#include "selftest.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))
#define MAXBUF 528

/*
 * The block ciphers of the manifest's modes in pairs, each constant-time
 * one (config ct) beside its table twin (config table), and the key
 * lengths the rows give them.
 */
typedef struct cipher_pair {
	const char *family;             /* its ids' prefix, e.g. "aes" */
	size_t family_len;
	const cb_block_cipher *ct, *tab;
	size_t keys[3], nkeys;
} cipher_pair;

static size_t
cipher_pairs(cipher_pair *cp, size_t max)
{
	size_t i, j, k, n = 0;

	for (i = 0; i + 1 < cb_mf_nruns; i++) {
		const cb_mf_run *a = &cb_mf_runs[i], *b = a + 1;

		if (a->kind != CB_KIND_MODE || b->kind != CB_KIND_MODE ||
		    strcmp(a->id, b->id) != 0 || strcmp(a->config, "ct") != 0 ||
		    strcmp(b->config, "table") != 0)
			continue;
		for (j = 0; j < n && cp[j].ct != a->prims.cipher; j++)
			;
		if (j == n && n < max) {
			cp[n].family = a->id;
			cp[n].family_len = strcspn(a->id, "-");
			cp[n].ct = a->prims.cipher;
			cp[n].tab = b->prims.cipher;
			cp[n++].nkeys = 0;
		}
		for (k = 0; j < n && k < cp[j].nkeys && cp[j].keys[k] != a->param;
		     k++)
			;
		if (j < n && k == cp[j].nkeys && k < NELEM(cp[j].keys))
			cp[j].keys[cp[j].nkeys++] = a->param;
	}
	return n;
}

/*
 * Each constant-time cipher against its table twin on pseudo-random keys
 * (every key length of its rows) and 1 to 17 blocks, both directions:
 * covers the batch paths (two AES blocks at a time, up to eight SM4
 * blocks, the assembly rounds on Armv7-M) that the known answers above
 * reach only in part.  Returns the number of failing cases; *n counts
 * them all.
 */
static unsigned
cross_check(const cipher_pair *cp, unsigned *n)
{
	static cb_block_any_ctx kc, kt;
	static uint8_t in[17 * 16], oc[sizeof(in)], ot[sizeof(in)];
	uint8_t key[32];
	uint32_t x = 0x9e3779b9u;
	size_t bl = cp->ct->block_len, k, i, nb;
	unsigned bad = 0;

	for (k = 0; k < cp->nkeys; k++) {
		for (i = 0; i < sizeof(key); i++) {
			x = x * 1664525u + 1013904223u;
			key[i] = (uint8_t)(x >> 24);
		}
		for (i = 0; i < sizeof(in); i++) {
			x = x * 1664525u + 1013904223u;
			in[i] = (uint8_t)(x >> 24);
		}
		if (cp->ct->setkey(&kc, key, cp->keys[k]) != CB_OK ||
		    cp->tab->setkey(&kt, key, cp->keys[k]) != CB_OK) {
			bad++;
			continue;
		}
		for (nb = 1; nb <= 17; nb++) {
			cp->ct->encrypt(&kc, oc, in, nb);
			cp->tab->encrypt(&kt, ot, in, nb);
			bad += memcmp(oc, ot, nb * bl) != 0;
			cp->ct->decrypt(&kc, oc, in, nb);
			cp->tab->decrypt(&kt, ot, in, nb);
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

/* The operands and results of the ML-DSA kernel checks below. */
struct mldsa_xbuf {
	int32_t a[256], b[256], r1[256], r2[256];
	/* poly24s, and the byte after them that the loads read */
	uint8_t a24[3 * 256 + 1], b24[3 * 256 + 1];
	/* rows of up to seven poly24s, and the byte after them */
	uint8_t ra24[7 * 3 * 256 + 1], rb24[7 * 3 * 256 + 1];
	int32_t ra[8 * 256], rb[8 * 256];
};

/*
 * Its 32 KB in storage idle during the self-test (a board of 160 or
 * 192 KB has no room for it beside the bench's): the port's workspace
 * where the board has one that large, else the bench's scratch.
 */
static struct mldsa_xbuf *
mldsa_xbuf(void)
{
	size_t len;
	void *p = cb_port_workspace(&len);

	if (p == NULL || len < sizeof(struct mldsa_xbuf))
		p = cb_bench_scratch(&len);
	return len >= sizeof(struct mldsa_xbuf) ? p : NULL;
}

/* see kat.h: the bench's largest store, idle during the self-test */
void *
kat_scratch(size_t *len)
{
	return cb_bench_scratch(len);
}

/* Next of the generator state x (a linear congruential generator). */
static uint32_t
lcg(uint32_t *x)
{
	*x = *x * 1664525u + 1013904223u;
	return *x;
}

/* One kernel op as built and as its C twin, on r1 and r2 from one state:
 * 1 if they differ. */
static unsigned
kernel2(int op, int32_t *r1, int32_t *r2, const void *a, const void *b)
{
	cb_mldsa_kernel(op, 0, r1, a, b);
	cb_mldsa_kernel(op, 1, r2, a, b);
	return memcmp(r1, r2, 256 * sizeof(*r1)) != 0;
}

/* The NTT-domain ops on polys (their operands' edges, then random within
 * their input ranges), and the forward transform into a poly24. */
static unsigned
mldsa_check_polys(struct mldsa_xbuf *xb, uint32_t *x, unsigned *n)
{
	static const int32_t lim[7] = {
		8380416, 8380416, 9 * 8380417 - 1, 9 * 8380417 - 1,
		9 * 8380417 - 1, 9 * 8380417 - 1, 8380416
	};
	unsigned bad = 0, op, t, i;
	int32_t v, e;

	for (op = CB_MLDSA_K_NTT; op <= CB_MLDSA_K_ACC24X2; op++)
		for (t = 0; t < 12; t++, (*n)++) {
			e = lim[op];
			for (i = 0; i < 256; i++) {
				lcg(x);
				/* t 0-3: edges; then random in [-e, e] */
				v = t == 0 ? e : t == 1 ? -e : t == 2 ? 0 :
				    t == 3 ? (i & 1 ? e : -e) : sym(*x, e);
				xb->a[i] = v;
				lcg(x);
				xb->b[i] = t < 4 ? (t == 3 ? -v : v) : sym(*x, e);
				/* the accumulator: what a sum of products
				 * holds */
				xb->r1[i] = xb->r2[i] =
					op == CB_MLDSA_K_NTT ||
					op == CB_MLDSA_K_INVNTT ? xb->a[i] :
					(int32_t)(*x >> 9) - (1 << 22);
			}
			to24(xb->a24, xb->a);
			to24(xb->b24, xb->b);
			xb->a24[3 * 256] = xb->b24[3 * 256] =
				(uint8_t)(lcg(x) >> 24);
			bad += kernel2((int)op, xb->r1, xb->r2,
				       op == CB_MLDSA_K_ACC24X2 ?
				       (const void *)xb->a24 : xb->a,
				       op >= CB_MLDSA_K_MUL24 ?
				       (const void *)xb->b24 : xb->b);
		}
	/* the forward transform made into a poly24: |a| < q */
	for (t = 0; t < 6; t++, (*n)++) {
		e = 8380416;
		for (i = 0; i < 256; i++) {
			lcg(x);
			xb->r1[i] = xb->r2[i] = t == 0 ? e : t == 1 ? -e :
				t == 2 ? (i & 1 ? e : -e) : sym(*x, e);
		}
		bad += kernel2(CB_MLDSA_K_NTT24, xb->r1, xb->r2, NULL, NULL);
	}
	return bad;
}

/* z's products (a b + c) 2^-32: a and a 32-bit b in [-(9q - 1), 9q - 1],
 * a poly24 b and c in [0, q); c after b (CB_MLDSA_K_ADD24, _24ADD24) */
static unsigned
mldsa_check_add24(struct mldsa_xbuf *xb, uint32_t *x, unsigned *n)
{
	unsigned bad = 0, op, t, i;
	int32_t v, e = 9 * 8380417 - 1;

	for (op = CB_MLDSA_K_ADD24; op <= CB_MLDSA_K_24ADD24; op++)
		for (t = 0; t < 6; t++, (*n)++) {
			uint8_t *c24 = op == CB_MLDSA_K_ADD24 ?
				       (uint8_t *)xb->rb + 1024 :
				       xb->rb24 + 769;

			for (i = 0; i < 256; i++) {
				lcg(x);
				xb->ra[i] = t == 0 ? e : t == 1 ? -e :
					    sym(*x, e);
				lcg(x);
				v = t < 2 ? e : sym(*x, e);
				xb->rb[i] = v;
				put24(xb->rb24 + 3 * i,
				      (int32_t)((uint32_t)v % 8380417u));
				lcg(x);
				put24(c24 + 3 * i, t < 2 ? 8380416 :
				      (int32_t)((*x >> 1) % 8380417u));
			}
			xb->rb24[768] = c24[768] = (uint8_t)(*x >> 24);
			bad += kernel2((int)op, xb->r1, xb->r2, xb->ra,
				       op == CB_MLDSA_K_ADD24 ?
				       (const void *)xb->rb : xb->rb24);
		}
	return bad;
}

/* rows of A y: l = 4, 5, 7 poly24 pairs, every coefficient q - 1 (the
 * largest sum), 0, or random in [0, q) */
static unsigned
mldsa_check_rows(struct mldsa_xbuf *xb, uint32_t *x, unsigned *n)
{
	unsigned bad = 0, l, t, i;
	int32_t v, e;

	for (l = 4; l <= 7; l++) {
		if (l == 6)
			continue;
		for (t = 0; t < 6; t++, (*n)++) {
			for (i = 0; i < 256 * l; i++) {
				lcg(x);
				v = t == 0 ? 8380416 : t == 1 ? 0 :
				    (int32_t)((*x >> 1) % 8380417u);
				lcg(x);
				e = t < 2 ? 8380416 :
				    (int32_t)((*x >> 1) % 8380417u);
				put24(xb->ra24 + 3 * i, v);
				put24(xb->rb24 + 3 * i, e);
			}
			xb->ra24[3 * 256 * l] = xb->rb24[3 * 256 * l] =
				(uint8_t)(lcg(x) >> 24);
			bad += kernel2(CB_MLDSA_K_ROW24 + (int)l, xb->r1, xb->r2,
				       xb->ra24, xb->rb24);
		}
	}
	return bad;
}

/*
 * key generation's and verification's products with A as it is sampled,
 * each op: the candidates every one q - 1 (bit 23, which is dropped, set
 * in every other), q and q - 1 alternating, all rejected but every
 * eighth, or random with one in eight forced to q or 2^24 - 1; b and c
 * every coefficient 9q - 1, alternating signs, or random in [-(9q - 1),
 * 9q - 1]; acc random below 7q (a sum of reduced products), or 9q - 1
 * (t1^ with _SETT); the entries after the accepted ones are compared
 * too (untouched)
 */
static unsigned
mldsa_check_acca(struct mldsa_xbuf *xb, uint32_t *x, unsigned *n)
{
	uint8_t *buf = (uint8_t *)xb->ra;
	unsigned bad = 0, op, t, i;
	int32_t v, e = 9 * 8380417 - 1;

	for (op = 0; op < 4; op++)
		for (t = 0; t < 8; t++, (*n)++) {
			for (i = 0; i < 256; i++) {
				lcg(x);
				v = t == 0 ? 8380416 | (int32_t)(i & 1) << 23 :
				    t == 1 ? 8380416 + (int32_t)(i & 1) :
				    t == 2 ? (i & 7 ? 0x7fffff : 8380416) :
				    (i & 7) != 3 ? (int32_t)(*x >> 8) :
				    *x & 1 ? 0xffffff : 8380417;
				put24(buf + 3 * i, v & 0xffffff);
				lcg(x);
				xb->rb[i] = t == 0 ? e : t == 1 ?
					    (i & 1 ? e : -e) : sym(*x, e);
				lcg(x);
				xb->rb[256 + i] = t == 0 ? -e : sym(*x, e);
				lcg(x);
				v = op != 1 ? sym(*x, 7 * 8380417) :
				    t == 0 ? e : sym(*x, e);
				xb->r1[i] = xb->r2[i] = v;
			}
			bad += kernel2(CB_MLDSA_K_ACCA + (int)op, xb->r1,
				       xb->r2, buf, xb->rb);
		}
	return bad;
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
static unsigned
mldsa_cross_check(unsigned *n)
{
	struct mldsa_xbuf *xb = mldsa_xbuf();
	uint32_t x = 0x2545f491u;

	if (xb == NULL) { /* a workspace too small: one failure */
		*n += 1;
		return 1;
	}
	return mldsa_check_polys(xb, &x, n) + mldsa_check_add24(xb, &x, n) +
	       mldsa_check_rows(xb, &x, n) + mldsa_check_acca(xb, &x, n);
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
	cipher_pair cp[8];
	char fam[16];
	unsigned i, failed = kat_run(print);
	size_t c, np;

	/* DH has no known answers here: two parties must agree */
	{
		unsigned bad = !selftest_dh();

		kat_report(print, "dh-2048", NULL, 1, bad);
		failed += bad;
	}
	/* the field assembly of X25519/Ed25519 word for word as its C twin */
	{
		unsigned n = 0, bad = selftest_f25519(&n);

		if (n > 0)
			kat_report(print, "f25519", "asm=c", n, bad);
		failed += bad;
	}
	/* and of X448/Ed448 */
	{
		unsigned n = 0, bad = selftest_f448(&n);

		if (n > 0)
			kat_report(print, "f448", "asm=c", n, bad);
		failed += bad;
	}
	/* ML-KEM's NTT-domain assembly bit for bit as its C twin */
	{
		unsigned n = 0, bad = selftest_mlkem_asm(&n);

		if (n > 0)
			kat_report(print, "ml-kem", "asm=c", n, bad);
		failed += bad;
	}
	/* aes_tab's Thumb-2 (ECB, CTR) as its C twins */
	{
		unsigned n = 0, bad = selftest_aes_tab_asm(&n);

		if (n > 0)
			kat_report(print, "aes-tab", "asm=c", n, bad);
		failed += bad;
	}
	/* ChaCha20's Thumb-2 blocks as the C */
	{
		unsigned n = 0, bad = selftest_chacha20_asm(&n);

		if (n > 0)
			kat_report(print, "chacha20", "asm=c", n, bad);
		failed += bad;
	}
	/* sm4_tab's Thumb-2 rounds as the C */
	{
		unsigned n = 0, bad = selftest_sm4_tab_asm(&n);

		if (n > 0)
			kat_report(print, "sm4-tab", "asm=c", n, bad);
		failed += bad;
	}
	/* des3_tab's Thumb-2 blocks as the C */
	{
		unsigned n = 0, bad = selftest_des3_tab_asm(&n);

		if (n > 0)
			kat_report(print, "3des-tab", "asm=c", n, bad);
		failed += bad;
	}
	/* the Ascon permutation's Thumb-2 as the C */
	{
		unsigned n = 0, bad = selftest_ascon_asm(&n);

		if (n > 0)
			kat_report(print, "ascon-p", "asm=c", n, bad);
		failed += bad;
	}
	/* each constant-time cipher of the modes against its table twin */
	np = cipher_pairs(cp, NELEM(cp));
	for (c = 0; c < np; c++) {
		unsigned n = 0, bad = cross_check(&cp[c], &n);

		memcpy(fam, cp[c].family, cp[c].family_len);
		fam[cp[c].family_len] = '\0';
		kat_report(print, fam, "ct=table", n, bad);
		failed += bad;
	}
	/* the NIST field assembly against its C twins (selftest_field.c) */
	for (i = 0; i < selftest_nfields; i++) {
		unsigned n = 0, bad = selftest_field(i, &n);

		kat_report(print, selftest_field_name(i), "asm=c", n, bad);
		failed += bad;
	}
	{
		unsigned n = 0, bad = selftest_mont_rows(&n);

		kat_report(print, "mont-rows", "asm=c", n, bad);
		failed += bad;
	}
	/* ML-DSA's NTT-domain assembly bit for bit as its C twins */
	{
		unsigned n = 0, bad = mldsa_cross_check(&n);

		kat_report(print, "ml-dsa-ntt", "asm=c", n, bad);
		failed += bad;
	}
	/* the sponge's Keccak-f[1600] (Thumb-2 on Arm) as the 64-bit C */
	{
		unsigned n = 0, bad = keccak_cross_check(&n);

		kat_report(print, "keccak-f1600", CB_ARM_KECCAK_ASM ? "asm=c" :
		       "il=c", n, bad);
		failed += bad;
	}
	return failed;
}
