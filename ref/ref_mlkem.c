/* SPDX-License-Identifier: MIT */
/* ML-KEM against a literal FIPS 203 model and the ACVP/Wycheproof files. */
/*
 * OpenSSL 3.0 has no ML-KEM (it arrived in 3.5), and Debian 12 ships no
 * other implementation (Botan 2.19 has neither Kyber nor ML-KEM), so the
 * second check is a model written here from the pseudo-code of FIPS 203
 * alone: plain arithmetic mod q with `%` (no Montgomery or Barrett, no
 * lazy reduction), the NTT and MultiplyNTTs as Algorithms 9-12 state
 * them, Compress and Decompress as the rounding divisions of §4.2.1, the
 * whole matrix stored, the Decaps comparison a memcmp; and every hash
 * (G, H, J, PRF, XOF) from OpenSSL's SHA3/SHAKE, not ours.  It shares no
 * code with lib/src/pq/mlkem.c.  The core must give the model's ek, dk,
 * ciphertext and keys byte for byte on random seeds, and the model's
 * decapsulation must accept the core's ciphertexts and vice versa.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "cb/mlkem.h"
#include "mlkem_vec.h"
#include "ref.h"
#include "vec.h"

#define Q 3329
#define KMAX 4
#define CASES 40

typedef struct mparams {
	const char *id;
	const cb_mlkem_params *cb;
	int k, eta1, eta2, du, dv;
} mparams;

static const mparams m512 = { "ml-kem-512", &cb_mlkem512, 2, 3, 2, 10, 4 };
static const mparams m768 = { "ml-kem-768", &cb_mlkem768, 3, 2, 2, 10, 4 };
static const mparams m1024 = { "ml-kem-1024", &cb_mlkem1024, 4, 2, 2, 11,
	5 };

typedef struct { int32_t c[256]; } mpoly;

static int32_t
modq(int64_t x)
{
	return (int32_t)(((x % Q) + Q) % Q);
}

static int
bitrev7(int i)
{
	int r = 0, b;

	for (b = 0; b < 7; b++)
		r |= ((i >> b) & 1) << (6 - b);
	return r;
}

static int32_t
powq(int32_t b, int e)
{
	int64_t r = 1;

	while (e-- > 0)
		r = r * b % Q;
	return (int32_t)r;
}

/* OpenSSL digest of the concatenation a || b || c (len 0 parts skipped) */
static void
md(const EVP_MD *alg, uint8_t *out, size_t outlen, const uint8_t *a,
   size_t alen, const uint8_t *b, size_t blen, const uint8_t *c, size_t clen)
{
	EVP_MD_CTX *x = EVP_MD_CTX_new();
	unsigned int n;

	EVP_DigestInit_ex(x, alg, NULL);
	EVP_DigestUpdate(x, a, alen);
	if (blen)
		EVP_DigestUpdate(x, b, blen);
	if (clen)
		EVP_DigestUpdate(x, c, clen);
	if (EVP_MD_get_flags(alg) & EVP_MD_FLAG_XOF)
		EVP_DigestFinalXOF(x, out, outlen);
	else
		EVP_DigestFinal_ex(x, out, &n);
	EVP_MD_CTX_free(x);
}

/* Algorithm 9 */
static void
m_ntt(mpoly *f)
{
	int i = 1, len, start, j;
	int32_t zeta, t;

	for (len = 128; len >= 2; len /= 2)
		for (start = 0; start < 256; start += 2 * len) {
			zeta = powq(17, bitrev7(i++));
			for (j = start; j < start + len; j++) {
				t = modq((int64_t)zeta * f->c[j + len]);
				f->c[j + len] = modq(f->c[j] - t);
				f->c[j] = modq(f->c[j] + t);
			}
		}
}

/* Algorithm 10 */
static void
m_invntt(mpoly *f)
{
	int i = 127, len, start, j;
	int32_t zeta, t;

	for (len = 2; len <= 128; len *= 2)
		for (start = 0; start < 256; start += 2 * len) {
			zeta = powq(17, bitrev7(i--));
			for (j = start; j < start + len; j++) {
				t = f->c[j];
				f->c[j] = modq(t + f->c[j + len]);
				f->c[j + len] = modq((int64_t)zeta *
						     (f->c[j + len] - t));
			}
		}
	for (j = 0; j < 256; j++)
		f->c[j] = modq((int64_t)f->c[j] * 3303);
}

/* Algorithms 11 and 12: h += f * g in T_q */
static void
m_mul_acc(mpoly *h, const mpoly *f, const mpoly *g)
{
	int i;
	int64_t a0, a1, b0, b1, gamma;

	for (i = 0; i < 128; i++) {
		gamma = powq(17, 2 * bitrev7(i) + 1);
		a0 = f->c[2 * i];
		a1 = f->c[2 * i + 1];
		b0 = g->c[2 * i];
		b1 = g->c[2 * i + 1];
		h->c[2 * i] = modq(h->c[2 * i] + a0 * b0 + modq(a1 * b1) * gamma);
		h->c[2 * i + 1] = modq(h->c[2 * i + 1] + a0 * b1 + a1 * b0);
	}
}

/* ByteEncode_d / ByteDecode_d (Algorithms 5, 6): bits little-endian */
static void
m_encode(uint8_t *out, const mpoly *f, int d)
{
	int i, b;

	memset(out, 0, 32 * (size_t)d);
	for (i = 0; i < 256; i++)
		for (b = 0; b < d; b++)
			out[(i * d + b) / 8] |= (uint8_t)(((f->c[i] >> b) & 1) <<
							  ((i * d + b) % 8));
}

static void
m_decode(mpoly *f, const uint8_t *in, int d)
{
	int i, b;

	for (i = 0; i < 256; i++) {
		f->c[i] = 0;
		for (b = 0; b < d; b++)
			f->c[i] |= ((in[(i * d + b) / 8] >> ((i * d + b) % 8)) &
				    1) << b;
		if (d == 12)
			f->c[i] %= Q;
	}
}

/* Compress_d(x) = round(2^d x / q) mod 2^d; Decompress_d(y) = round(q y / 2^d) */
static void
m_compress(mpoly *f, int d)
{
	int i;

	for (i = 0; i < 256; i++)
		f->c[i] = (int32_t)((((int64_t)f->c[i] << (d + 1)) + Q) /
				    (2 * Q)) & ((1 << d) - 1);
}

static void
m_decompress(mpoly *f, int d)
{
	int i;

	for (i = 0; i < 256; i++)
		f->c[i] = (int32_t)(((int64_t)f->c[i] * Q * 2 + (1 << d)) >>
				    (d + 1));
}

/* Algorithm 7: SampleNTT(rho || j || i) */
static void
m_sample_ntt(mpoly *a, const uint8_t rho[32], uint8_t j, uint8_t i)
{
	uint8_t ji[2] = { j, i }, buf[168 * 8];
	size_t pos = 0;
	int n = 0, d1, d2;

	md(EVP_shake128(), buf, sizeof(buf), rho, 32, ji, 2, NULL, 0);
	while (n < 256) {
		if (pos + 3 > sizeof(buf))
			abort(); /* probability far below 2^-100 */
		d1 = buf[pos] + 256 * (buf[pos + 1] % 16);
		d2 = buf[pos + 1] / 16 + 16 * buf[pos + 2];
		if (d1 < Q)
			a->c[n++] = d1;
		if (d2 < Q && n < 256)
			a->c[n++] = d2;
		pos += 3;
	}
}

/* Algorithm 8 over PRF_eta(s, b) = SHAKE256(s || b, 64 eta) */
static void
m_cbd(mpoly *f, const uint8_t s[32], uint8_t b, int eta)
{
	uint8_t buf[192];
	int i, j, x, y;

	md(EVP_shake256(), buf, 64 * (size_t)eta, s, 32, &b, 1, NULL, 0);
#define BIT(n) ((buf[(n) / 8] >> ((n) % 8)) & 1)
	for (i = 0; i < 256; i++) {
		x = y = 0;
		for (j = 0; j < eta; j++) {
			x += BIT(2 * i * eta + j);
			y += BIT(2 * i * eta + eta + j);
		}
		f->c[i] = modq(x - y);
	}
#undef BIT
}

/* Algorithm 13 */
static void
m_pke_keygen(const mparams *p, uint8_t *ek, uint8_t *dk, const uint8_t d[32])
{
	uint8_t rs[64], kb = (uint8_t)p->k, n = 0;
	static mpoly a[KMAX][KMAX];
	mpoly s[KMAX], e[KMAX], t;
	int i, j;

	md(EVP_sha3_512(), rs, 64, d, 32, &kb, 1, NULL, 0);
	for (i = 0; i < p->k; i++)
		for (j = 0; j < p->k; j++)
			m_sample_ntt(&a[i][j], rs, (uint8_t)j, (uint8_t)i);
	for (i = 0; i < p->k; i++)
		m_cbd(&s[i], rs + 32, n++, p->eta1);
	for (i = 0; i < p->k; i++)
		m_cbd(&e[i], rs + 32, n++, p->eta1);
	for (i = 0; i < p->k; i++) {
		m_ntt(&s[i]);
		m_ntt(&e[i]);
	}
	for (i = 0; i < p->k; i++) {
		t = e[i];
		for (j = 0; j < p->k; j++)
			m_mul_acc(&t, &a[i][j], &s[j]);
		m_encode(ek + 384 * i, &t, 12);
		m_encode(dk + 384 * i, &s[i], 12);
	}
	memcpy(ek + 384 * p->k, rs, 32);
}

/* Algorithm 14 */
static void
m_pke_encrypt(const mparams *p, uint8_t *c, const uint8_t *ek,
	      const uint8_t m[32], const uint8_t r[32])
{
	static mpoly a[KMAX][KMAX];
	mpoly t[KMAX], y[KMAX], e1[KMAX], e2, u, v, mu;
	const uint8_t *rho = ek + 384 * p->k;
	uint8_t n = 0;
	int i, j;

	for (i = 0; i < p->k; i++)
		m_decode(&t[i], ek + 384 * i, 12);
	for (i = 0; i < p->k; i++)
		for (j = 0; j < p->k; j++)
			m_sample_ntt(&a[i][j], rho, (uint8_t)j, (uint8_t)i);
	for (i = 0; i < p->k; i++)
		m_cbd(&y[i], r, n++, p->eta1);
	for (i = 0; i < p->k; i++)
		m_cbd(&e1[i], r, n++, p->eta2);
	m_cbd(&e2, r, n, p->eta2);
	for (i = 0; i < p->k; i++)
		m_ntt(&y[i]);
	for (i = 0; i < p->k; i++) {
		memset(&u, 0, sizeof(u));
		for (j = 0; j < p->k; j++)
			m_mul_acc(&u, &a[j][i], &y[j]);
		m_invntt(&u);
		for (j = 0; j < 256; j++)
			u.c[j] = modq(u.c[j] + e1[i].c[j]);
		m_compress(&u, p->du);
		m_encode(c + 32 * p->du * i, &u, p->du);
	}
	memset(&v, 0, sizeof(v));
	for (j = 0; j < p->k; j++)
		m_mul_acc(&v, &t[j], &y[j]);
	m_invntt(&v);
	m_decode(&mu, m, 1);
	m_decompress(&mu, 1);
	for (j = 0; j < 256; j++)
		v.c[j] = modq(v.c[j] + e2.c[j] + mu.c[j]);
	m_compress(&v, p->dv);
	m_encode(c + 32 * p->du * p->k, &v, p->dv);
}

/* Algorithm 15 */
static void
m_pke_decrypt(const mparams *p, uint8_t m[32], const uint8_t *dk,
	      const uint8_t *c)
{
	mpoly u, v, s, w;
	int i, j;

	memset(&w, 0, sizeof(w));
	for (i = 0; i < p->k; i++) {
		m_decode(&u, c + 32 * p->du * i, p->du);
		m_decompress(&u, p->du);
		m_ntt(&u);
		m_decode(&s, dk + 384 * i, 12);
		m_mul_acc(&w, &s, &u);
	}
	m_invntt(&w);
	m_decode(&v, c + 32 * p->du * p->k, p->dv);
	m_decompress(&v, p->dv);
	for (j = 0; j < 256; j++)
		w.c[j] = modq(v.c[j] - w.c[j]);
	m_compress(&w, 1);
	m_encode(m, &w, 1);
}

static size_t
m_ek_len(const mparams *p)
{
	return 384 * (size_t)p->k + 32;
}

static size_t
m_ct_len(const mparams *p)
{
	return 32 * (size_t)(p->du * p->k + p->dv);
}

/* Algorithm 16 */
static void
m_keygen(const mparams *p, uint8_t *ek, uint8_t *dk, const uint8_t d[32],
	 const uint8_t z[32])
{
	size_t el = m_ek_len(p), pl = 384 * (size_t)p->k;

	m_pke_keygen(p, ek, dk, d);
	memcpy(dk + pl, ek, el);
	md(EVP_sha3_256(), dk + pl + el, 32, ek, el, NULL, 0, NULL, 0);
	memcpy(dk + pl + el + 32, z, 32);
}

/* Algorithm 17 */
static void
m_encaps(const mparams *p, uint8_t k[32], uint8_t *c, const uint8_t *ek,
	 const uint8_t m[32])
{
	uint8_t h[32], kr[64];

	md(EVP_sha3_256(), h, 32, ek, m_ek_len(p), NULL, 0, NULL, 0);
	md(EVP_sha3_512(), kr, 64, m, 32, h, 32, NULL, 0);
	m_pke_encrypt(p, c, ek, m, kr + 32);
	memcpy(k, kr, 32);
}

/* Algorithm 18 */
static void
m_decaps(const mparams *p, uint8_t k[32], const uint8_t *dk,
	 const uint8_t *c)
{
	static uint8_t c2[CB_MLKEM_MAX_CT_LEN];
	size_t el = m_ek_len(p), pl = 384 * (size_t)p->k, cl = m_ct_len(p);
	const uint8_t *ek = dk + pl, *h = ek + el, *z = h + 32;
	uint8_t m[32], kr[64], kbar[32];

	m_pke_decrypt(p, m, dk, c);
	md(EVP_sha3_512(), kr, 64, m, 32, h, 32, NULL, 0);
	md(EVP_shake256(), kbar, 32, z, 32, c, cl, NULL, 0);
	m_pke_encrypt(p, c2, ek, m, kr + 32);
	memcpy(k, memcmp(c, c2, cl) != 0 ? kbar : kr, 32);
}

/* random seeds: keys, encapsulation, decapsulation of it and of a
 * tampered or random ciphertext, each side against the other */
static unsigned long
model(const mparams *p, unsigned long *cases, char *why, size_t whylen)
{
	static uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
	static uint8_t mek[CB_MLKEM_MAX_EK_LEN], mdk[CB_MLKEM_MAX_DK_LEN];
	static uint8_t ct[CB_MLKEM_MAX_CT_LEN], mct[CB_MLKEM_MAX_CT_LEN];
	uint8_t d[32], z[32], m[32], k[32], mk[32];
	size_t el = m_ek_len(p), dl = cb_mlkem_dk_len(p->cb), cl = m_ct_len(p);
	unsigned long failed = 0;
	ref_rng rng;
	int i, bad;

	ref_rng_seed(&rng, 0x203ull * (unsigned long long)p->k);
	for (i = 0; i < CASES; i++) {
		ref_rng_bytes(&rng, d, 32);
		ref_rng_bytes(&rng, z, 32);
		ref_rng_bytes(&rng, m, 32);
		bad = cb_mlkem_keygen_internal(p->cb, ek, el, dk, dl, d, z) !=
		      CB_OK;
		m_keygen(p, mek, mdk, d, z);
		bad |= memcmp(ek, mek, el) != 0 || memcmp(dk, mdk, dl) != 0;
		if (bad) {
			ref_why(why, whylen, "%s case %d: keygen", p->id, i);
			goto next;
		}
		bad = cb_mlkem_encaps_internal(p->cb, k, ct, cl, ek, el, m) !=
		      CB_OK;
		m_encaps(p, mk, mct, ek, m);
		if (bad || memcmp(ct, mct, cl) != 0 || memcmp(k, mk, 32) != 0) {
			ref_why(why, whylen, "%s case %d: encaps", p->id, i);
			bad = 1;
			goto next;
		}
		/* case 0 valid, odd cases one flipped bit, others random */
		if (i % 2 == 1)
			ct[ref_rng_below(&rng, cl)] ^= (uint8_t)(1u <<
				ref_rng_below(&rng, 8));
		else if (i > 0)
			ref_rng_bytes(&rng, ct, cl);
		bad = cb_mlkem_decaps(p->cb, k, ct, cl, dk, dl) != CB_OK;
		m_decaps(p, mk, mdk, ct);
		if (bad || memcmp(k, mk, 32) != 0) {
			ref_why(why, whylen, "%s case %d: decaps", p->id, i);
			bad = 1;
		}
next:
		failed += bad != 0;
		++*cases;
	}
	return failed;
}

static unsigned long
vectors(const char *file, const mparams *p, unsigned long *cases, char *why,
	size_t whylen)
{
	vec_set set;
	char err[256], sec[16];
	unsigned long failed = 0;
	int i;

	if (vec_load(&set, NULL, file, err, sizeof(err)) != 0) {
		ref_why(why, whylen, "%s", err);
		return 1;
	}
	for (i = 0; i < set.nrec; i++) {
		const char *dash = strrchr(set.rec[i].section, '-');

		/* this parameter set's sections only */
		snprintf(sec, sizeof(sec), "-%d", 256 * p->k);
		if (dash == NULL || strcmp(dash, sec) != 0)
			continue;
		err[0] = '\0';
		if (mlkem_vec_record(&set.rec[i], err, sizeof(err)) != 0) {
			failed++;
			ref_why(why, whylen, "%s", err);
		}
		++*cases;
	}
	vec_free(&set);
	return failed;
}

#define SET(P, N) \
	static unsigned long \
	model_##N(unsigned long *cases, char *why, size_t whylen) \
	{ \
		return model(&P, cases, why, whylen); \
	} \
	static unsigned long \
	acvp_##N(unsigned long *cases, char *why, size_t whylen) \
	{ \
		return vectors("mlkem/acvp.vec", &P, cases, why, whylen); \
	} \
	static unsigned long \
	wyche_##N(unsigned long *cases, char *why, size_t whylen) \
	{ \
		return vectors("mlkem/wycheproof.vec", &P, cases, why, \
			       whylen); \
	}
SET(m512, 512)
SET(m768, 768)
SET(m1024, 1024)
#undef SET

static const ref_check checks[] = {
	{ "ml-kem-512", "openssl", NULL, NULL },
	{ "ml-kem-512", "fips203-model", model_512, NULL },
	{ "ml-kem-512", "acvp", acvp_512, NULL },
	{ "ml-kem-512", "wycheproof", wyche_512, NULL },
	{ "ml-kem-768", "openssl", NULL, NULL },
	{ "ml-kem-768", "fips203-model", model_768, NULL },
	{ "ml-kem-768", "acvp", acvp_768, NULL },
	{ "ml-kem-768", "wycheproof", wyche_768, NULL },
	{ "ml-kem-1024", "openssl", NULL, NULL },
	{ "ml-kem-1024", "fips203-model", model_1024, NULL },
	{ "ml-kem-1024", "acvp", acvp_1024, NULL },
	{ "ml-kem-1024", "wycheproof", wyche_1024, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* see ref.h */
const ref_check *
ref_checks_mlkem(void)
{
	return checks;
}
