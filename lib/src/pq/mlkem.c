/* SPDX-License-Identifier: MIT */
/* ML-KEM (FIPS 203): K-PKE and the Fujisaki-Okamoto transform over it. */
/*
 * Constant-time: d, z, sigma, m, r, the secret and error polynomials,
 * the decapsulation key and every value derived from them are secret.
 * Sampling of secrets (CBD) counts bits with shifts and masks; the NTT,
 * Montgomery and Barrett reductions are fixed sequences of multiplies,
 * shifts and adds; Compress_d divides by q through a multiply and a
 * shift (never `/`); bytes are packed at public positions only.  The
 * re-encryption compare ORs the XOR of every byte and the implicit
 * rejection chooses between K' and J(z || c) with a mask.  Public: rho,
 * the matrix it expands to (rejection sampling branches on it, and its
 * assembly indexes a table with it), the encapsulation key and its
 * modulus check, the lengths, and the results of the input checks.
 */
#include "cb/mlkem.h"

#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/ct.h"
#include "internal/keccak.h"
#include "internal/mlkem.h"

#define Q 3329
#define N 256
#define K_MAX 4


struct cb_mlkem_params {
	const char *name;
	uint8_t k;
	uint8_t eta1;
	uint8_t du;
	uint8_t dv;
};

const cb_mlkem_params cb_mlkem512 = {"ML-KEM-512", 2, 3, 10, 4};
const cb_mlkem_params cb_mlkem768 = {"ML-KEM-768", 3, 2, 10, 4};
const cb_mlkem_params cb_mlkem1024 = {"ML-KEM-1024", 4, 2, 11, 5};

/* word-aligned: the assembly reads two coefficients at a time */
typedef struct poly {
	_Alignas(4) int16_t c[N];
} poly;

/*
 * A row of a matrix-vector product: the 32-bit sums of pair products
 * (mul_first, mul_acc), reduced by mul_last into the polynomial p over
 * the same memory.
 */
typedef union accum {
	int32_t w[N];
	poly p;
} accum;

/* the bcache of a polynomial (b1 zeta for each pair), word-aligned */
typedef struct pcache {
	_Alignas(4) int16_t c[N / 2];
} pcache;

/*
 * The NTT-domain arithmetic (pq/mlkem_ntt.c): the Thumb-2 DSP assembly on
 * cores that have it (config.h), the portable C elsewhere.  NTT outputs
 * stay unreduced (below 8q): the row products take them as they are,
 * and poly_tobytes and poly_add (below 2^15) as well.
 */
#if CB_ARM_MLKEM_ASM
#define ntt(a) cb_mlkem_ntt_armv7em((a)->c, cb_mlkem_zetas_pl)
#define invntt(a) cb_mlkem_invntt_armv7em((a)->c, cb_mlkem_zetas_pl)
#define bcache(bc, b) cb_mlkem_bcache_armv7em(bc, (b)->c, cb_mlkem_zetas)
#define mul_first(acc, a, b, bc) \
	cb_mlkem_mul_first_armv7em((acc)->w, (a)->c, (b)->c, bc)
#define mul_acc(acc, a, b, bc) \
	cb_mlkem_mul_acc_armv7em((acc)->w, (a)->c, (b)->c, bc)
#define mul_last(acc, a, b, bc) \
	cb_mlkem_mul_last_armv7em((acc)->p.c, (acc)->w, (a)->c, (b)->c, bc)
#define poly_reduce(a) cb_mlkem_reduce_armv7em((a)->c)
#define poly_compress(out, a, d) cb_mlkem_compress_armv7em(out, (a)->c, d)
#define poly_msg(m, v, w) cb_mlkem_msg_armv7em(m, (v)->c, (w)->c)
#define poly_decompress(a, in, d) cb_mlkem_decompress_armv7em((a)->c, in, d)
#define poly_add(r, a) cb_mlkem_add_armv7em((r)->c, (a)->c)
#else
#define ntt(a) cb_mlkem_ntt_c((a)->c)
#define invntt(a) cb_mlkem_invntt_c((a)->c)
#define bcache(bc, b) cb_mlkem_bcache_c(bc, (b)->c)
#define mul_first(acc, a, b, bc) \
	cb_mlkem_mul_c(NULL, (acc)->w, (a)->c, (b)->c, bc, 0)
#define mul_acc(acc, a, b, bc) \
	cb_mlkem_mul_c(NULL, (acc)->w, (a)->c, (b)->c, bc, 1)
#define mul_last(acc, a, b, bc) \
	cb_mlkem_mul_c((acc)->p.c, (acc)->w, (a)->c, (b)->c, bc, 2)
#define poly_reduce(a) cb_mlkem_reduce_c((a)->c)
#define poly_compress(out, a, d) cb_mlkem_compress_c(out, (a)->c, d)
#define poly_msg(m, v, w) cb_mlkem_msg_c(m, (v)->c, (w)->c)
#define poly_decompress(a, in, d) cb_mlkem_decompress_c((a)->c, in, d)
#define poly_add(r, a) cb_mlkem_add_c((r)->c, (a)->c)
#endif

/*
 * The samplers' parsers of a SHAKE block in the sponge's state
 * (cb_shake_block): the assembly reads interleaved lanes, so it is
 * taken only where the sponge keeps them so (CB_KECCAK_BI32).
 */
#if CB_ARM_MLKEM_ASM && defined(CB_KECCAK_BI32)
#define rej(a, n, st) cb_mlkem_rej_armv7em(a, n, st)
#define cbd2_lanes(a, st) cb_mlkem_cbd2_lanes_armv7em((a)->c, st)
#else
#define rej(a, n, st) cb_mlkem_rej_c(a, n, st)
#define cbd2_lanes(a, st) cb_mlkem_cbd2_lanes_c((a)->c, st)
#endif

/*
 * A coefficient of a reduced polynomial (poly_reduce: in [-(q-1)/2,
 * (q-1)/2]) to [0, q): q added if negative, with a mask.
 */
static uint16_t
canon_red(int16_t a)
{
	return (uint16_t)(a + ((a >> 15) & Q));
}


/*
 * Column j of k of a row of a matrix-vector product: acc (+)= a * b
 * (NTT domain, bc the bcache of b); the last column leaves the row
 * reduced in acc->p (within 0.61 q of 0).  j and k are public.
 */
static void
mulrow(accum *acc, const poly *a, const poly *b, const pcache *bc,
       unsigned j, unsigned k)
{
	if (j == 0)
		mul_first(acc, a, b, bc->c);
	else if (j + 1 < k)
		mul_acc(acc, a, b, bc->c);
	else
		mul_last(acc, a, b, bc->c);
}

/* ---- encodings (FIPS 203 §4.2.1) ---- */

/*
 * ByteEncode12 of a polynomial (any representatives mod q below 2^15):
 * a is reduced in place (Barrett, two coefficients a word on the DSP
 * cores), then four coefficients go into six bytes, a word and a
 * halfword.
 */
static void
poly_tobytes(uint8_t out[384], poly *a)
{
	uint32_t x0, x1, x2, x3;
	int i;

	poly_reduce(a);
	for (i = 0; i < N; i += 4, out += 6) {
		x0 = canon_red(a->c[i]);
		x1 = canon_red(a->c[i + 1]);
		x2 = canon_red(a->c[i + 2]);
		x3 = canon_red(a->c[i + 3]);
		cb_store32_le(out, x0 | x1 << 12 | x2 << 24);
		out[4] = (uint8_t)(x2 >> 8 | x3 << 4);
		out[5] = (uint8_t)(x3 >> 4);
	}
}

/* ByteDecode12: values in [0, 4096) (the d = 12 case of decompress) */
#define poly_frombytes(a, in) poly_decompress(a, in, 12)

/* ---- sampling (FIPS 203 §4.2.2) ---- */

/* SHAKE128 with rho absorbed: the start of every SampleNTT of a matrix */
static void
xof_rho(cb_shake_ctx *xof, const uint8_t rho[32])
{
	cb_shake128_init(xof);
	cb_shake_update(xof, rho, 32);
}

/*
 * SampleNTT(rho || x || y), Algorithm 7: rejection sampling of 12-bit
 * values below q from SHAKE128, its sponge cloned from base (xof_rho: rho
 * absorbed once per matrix, not once per entry), each block parsed in
 * the sponge's state (rej), never copied out.  Public input, variable
 * time.  Out of line, as sample_cbd: their sponges stay out of K-PKE's
 * frames.
 */
static CB_NOINLINE void
sample_ntt(poly *a, const cb_shake_ctx *base, uint8_t x, uint8_t y)
{
	cb_shake_ctx xof;
	uint8_t ij[2] = {x, y};
	unsigned n = 0;

	memcpy(&xof, base, sizeof(xof));
	cb_shake_update(&xof, ij, 2);
	while (n < N)
		n = rej(a->c, n, cb_shake_block(&xof));
	/* the state derives from rho alone (public): nothing to wipe */
}

/* SHAKE256 with s absorbed: the start of PRF_eta(s, nonce), any nonce */
static void
prf_key(cb_shake_ctx *prf, const uint8_t s[32])
{
	cb_shake256_init(prf);
	cb_shake_update(prf, s, 32);
}

/*
 * SamplePolyCBD_eta(PRF_eta(s, nonce)), Algorithms 8 and FIPS 203 §4.1,
 * the sponge cloned from base (prf_key: s absorbed once per operation):
 * each coefficient is the difference of two sums of eta bits of
 * SHAKE256(s || nonce).  The bits are added in parallel with masks
 * (eta = 2: the 128 bytes read in the sponge's state, pq/mlkem_ntt.c or
 * its assembly; eta = 3: 4 coefficients per 24 bits of a copy).
 */
static CB_NOINLINE void
sample_cbd(poly *a, const cb_shake_ctx *base, uint8_t nonce, unsigned eta)
{
	cb_shake_ctx prf;
	_Alignas(4) uint8_t buf[3 * 64];
	uint32_t t, d;
	int i, j;

	memcpy(&prf, base, sizeof(prf));
	cb_shake_update(&prf, &nonce, 1);
	if (eta == 2) {
		/* 128 bytes, the first 16 lanes of the block, read in place */
		cbd2_lanes(a, cb_shake_block(&prf));
		cb_shake_wipe(&prf);
	} else {
		cb_shake_squeeze(&prf, buf, 64 * eta);
		cb_shake_wipe(&prf);
		for (i = 0; i < N / 4; i++) {
			t = (uint32_t)buf[3 * i] | (uint32_t)buf[3 * i + 1] << 8 |
			    (uint32_t)buf[3 * i + 2] << 16;
			d = (t & 0x249249u) + ((t >> 1) & 0x249249u) +
			    ((t >> 2) & 0x249249u);
			for (j = 0; j < 4; j++)
				a->c[4 * i + j] = (int16_t)(
					(int16_t)((d >> (6 * j)) & 7) -
					(int16_t)((d >> (6 * j + 3)) & 7));
		}
		cb_wipe(buf, sizeof(buf));
	}
}

/* ---- K-PKE (FIPS 203 §5) ---- */

/*
 * K-PKE.KeyGen (Algorithm 13) after its G(d || k): writes ek (t-hat and
 * rho) and dk_pke (s-hat).  Each entry of A is sampled as it is used.
 */
static CB_NOINLINE void
pke_keygen(const cb_mlkem_params *p, uint8_t *ek, uint8_t *dk_pke,
	   const uint8_t rho[32], const uint8_t sigma[32])
{
	poly s[K_MAX], t;
	pcache sc[K_MAX];
	accum acc;
	cb_shake_ctx xof, prf;
	unsigned i, j, k = p->k, nonce = 0;

	prf_key(&prf, sigma);
	for (i = 0; i < k; i++) {
		sample_cbd(&s[i], &prf, (uint8_t)nonce++, p->eta1);
		ntt(&s[i]);
		bcache(sc[i].c, &s[i]);
		poly_tobytes(dk_pke + 384 * i, &s[i]);
	}
	xof_rho(&xof, rho);
	for (i = 0; i < k; i++) {
		/* A[i][j] = SampleNTT(rho || j || i); t-hat = A s-hat + e-hat,
		 * the products plain (no Montgomery factor) */
		for (j = 0; j < k; j++) {
			sample_ntt(&t, &xof, (uint8_t)j, (uint8_t)i);
			mulrow(&acc, &t, &s[j], &sc[j], j, k);
		}
		sample_cbd(&t, &prf, (uint8_t)(nonce++), p->eta1);
		ntt(&t);
		poly_add(&acc.p, &t);
		poly_tobytes(ek + 384 * i, &acc.p);
	}
	memcpy(ek + 384 * k, rho, 32);
	cb_shake_wipe(&prf);
	cb_wipe(s, sizeof(s));
	cb_wipe(sc, sizeof(sc));
	cb_wipe(&acc, sizeof(acc));
	cb_wipe(&t, sizeof(t));
}

/*
 * The difference of len bytes (a multiple of 4: every piece of a
 * ciphertext is 32 d bytes) of a and b, ORed a word at a time.
 */
static uint32_t
diff_words(const uint8_t *a, const uint8_t *b, size_t len)
{
	uint32_t diff = 0;
	size_t i;

	for (i = 0; i < len; i += 4)
		diff |= cb_load32_le(a + i) ^ cb_load32_le(b + i);
	return diff;
}

/*
 * K-PKE.Encrypt(ek, m, r) (Algorithm 14).  It writes the ciphertext to
 * out, or, with out NULL, returns nonzero iff it differs from cmp,
 * without storing it (the FO re-encryption check): each piece is then
 * encoded into t's memory, free by then, and compared.  Out of line, as
 * pke_decrypt: decapsulation's frame holds one set of their polynomials
 * at a time, not both.
 */
static CB_NOINLINE uint32_t
pke_encrypt(const cb_mlkem_params *p, uint8_t *out, const uint8_t *cmp,
	    const uint8_t *ek, const uint8_t m[32], const uint8_t r[32])
{
	poly y[K_MAX];
	pcache yc[K_MAX];
	accum acc;
	cb_shake_ctx xof, prf;
	union {
		poly p;
		uint8_t b[32 * 11];
	} t;
	unsigned i, j, k = p->k;
	size_t len = 32u * p->du;
	uint32_t diff = 0;
	const uint8_t *rho = ek + 384 * k;
	uint8_t *dst;

	prf_key(&prf, r);
	for (i = 0; i < k; i++) {
		sample_cbd(&y[i], &prf, (uint8_t)i, p->eta1);
		ntt(&y[i]);
		bcache(yc[i].c, &y[i]);
	}
	/* u = NTT^-1(A^T y) + e1: row i of A^T is A[j][i] = rho || i || j */
	xof_rho(&xof, rho);
	for (i = 0; i < k; i++) {
		for (j = 0; j < k; j++) {
			sample_ntt(&t.p, &xof, (uint8_t)i, (uint8_t)j);
			mulrow(&acc, &t.p, &y[j], &yc[j], j, k);
		}
		invntt(&acc.p);
		sample_cbd(&t.p, &prf, (uint8_t)(k + i), 2);
		poly_add(&acc.p, &t.p);
		dst = out != NULL ? out + len * i : t.b;
		poly_compress(dst, &acc.p, p->du);
		if (out == NULL)
			diff |= diff_words(cmp + len * i, dst, len);
	}
	/* v = NTT^-1(t^T y) + e2 + Decompress_1(m) */
	for (j = 0; j < k; j++) {
		poly_frombytes(&t.p, ek + 384 * j);
		mulrow(&acc, &t.p, &y[j], &yc[j], j, k);
	}
	invntt(&acc.p);
	sample_cbd(&t.p, &prf, (uint8_t)(2 * k), 2);
	poly_add(&acc.p, &t.p);
	/* Decompress_1(ByteDecode_1(m)) */
	poly_decompress(&t.p, m, 1);
	poly_add(&acc.p, &t.p);
	dst = out != NULL ? out + len * k : t.b;
	poly_compress(dst, &acc.p, p->dv);
	if (out == NULL)
		diff |= diff_words(cmp + len * k, dst, 32u * p->dv);
	cb_shake_wipe(&prf);
	cb_wipe(y, sizeof(y));
	cb_wipe(yc, sizeof(yc));
	cb_wipe(&acc, sizeof(acc));
	cb_wipe(&t, sizeof(t));
	return diff;
}

/* K-PKE.Decrypt(dk_pke, c) (Algorithm 15) */
static CB_NOINLINE void
pke_decrypt(const cb_mlkem_params *p, uint8_t m[32], const uint8_t *dk_pke,
	    const uint8_t *c)
{
	accum acc;
	poly s, t;
	pcache tc;
	unsigned i, k = p->k;

	for (i = 0; i < k; i++) {
		poly_decompress(&t, c + 32 * p->du * i, p->du);
		ntt(&t);
		bcache(tc.c, &t);
		poly_frombytes(&s, dk_pke + 384 * i);
		mulrow(&acc, &s, &t, &tc, i, k);
	}
	invntt(&acc.p);
	poly_decompress(&t, c + 32 * p->du * k, p->dv);
	/* w = v - s^T u; m = ByteEncode_1(Compress_1(w)) */
	poly_msg(m, &t, &acc.p);
	cb_wipe(&acc, sizeof(acc));
	cb_wipe(&s, sizeof(s));
	cb_wipe(&t, sizeof(t));
	cb_wipe(&tc, sizeof(tc));
}

/* ---- ML-KEM (FIPS 203 §6, §7) ---- */

static size_t
ek_len(const cb_mlkem_params *p)
{
	return 384u * p->k + 32;
}

static size_t
ct_len(const cb_mlkem_params *p)
{
	return 32u * (p->du * p->k + p->dv);
}

/* see cb/mlkem.h */
const char *
cb_mlkem_name(const cb_mlkem_params *p)
{
	return p->name;
}

/* see cb/mlkem.h */
size_t
cb_mlkem_ek_len(const cb_mlkem_params *p)
{
	return ek_len(p);
}

/* see cb/mlkem.h */
size_t
cb_mlkem_dk_len(const cb_mlkem_params *p)
{
	/* dk_pke || ek || H(ek) || z */
	return 384u * p->k + ek_len(p) + 64;
}

/* see cb/mlkem.h */
size_t
cb_mlkem_ct_len(const cb_mlkem_params *p)
{
	return ct_len(p);
}

/*
 * G(a || b) = SHA3-512 (FIPS 203 §4.1) and J(z || c) = SHAKE256 to 32
 * bytes: kept out of line so that their sponges are not in the frames
 * that call K-PKE (the stack peak).
 */
static CB_NOINLINE void
hash_g(uint8_t out[64], const uint8_t *a, size_t alen, const uint8_t *b,
       size_t blen)
{
	cb_sha3_ctx g;

	cb_sha3_512_init(&g);
	cb_sha3_update(&g, a, alen);
	cb_sha3_update(&g, b, blen);
	cb_sha3_final(&g, out);
}

static CB_NOINLINE void
hash_j(uint8_t out[32], const uint8_t z[32], const uint8_t *c, size_t len)
{
	cb_shake_ctx j;

	cb_shake256_init(&j);
	cb_shake_update(&j, z, 32);
	cb_shake_update(&j, c, len);
	cb_shake_squeeze(&j, out, 32);
	cb_shake_wipe(&j);
}

/* see internal/mlkem.h */
void
cb_mlkem_keygen_rs(const cb_mlkem_params *p, uint8_t *ek, uint8_t *dk,
		   const uint8_t rho[32], const uint8_t sigma[32],
		   const uint8_t z[32])
{
	size_t el = ek_len(p), pl = 384u * p->k;

	pke_keygen(p, ek, dk, rho, sigma);
	memcpy(dk + pl, ek, el);
	cb_sha3_256(dk + pl + el, ek, el);
	memcpy(dk + pl + el + 32, z, 32);
}

/* see cb/mlkem.h */
int
cb_mlkem_keygen_internal(const cb_mlkem_params *p, uint8_t *ek,
			 size_t ek_len_, uint8_t *dk, size_t dk_len,
			 const uint8_t d[CB_MLKEM_SEED_LEN],
			 const uint8_t z[CB_MLKEM_SEED_LEN])
{
	uint8_t rs[64], kb = p->k;

	if (ek_len_ != ek_len(p) || dk_len != cb_mlkem_dk_len(p))
		return CB_E_ARG;
	/* (rho, sigma) = G(d || k) */
	hash_g(rs, d, 32, &kb, 1);
	cb_mlkem_keygen_rs(p, ek, dk, rs, rs + 32, z);
	cb_wipe(rs, sizeof(rs));
	return CB_OK;
}

/* see cb/mlkem.h */
int
cb_mlkem_keygen(const cb_mlkem_params *p, uint8_t *ek, size_t ek_len_,
		uint8_t *dk, size_t dk_len, cb_rng_fn rng, void *rng_arg)
{
	uint8_t dz[64];
	int rc;

	if (ek_len_ != ek_len(p) || dk_len != cb_mlkem_dk_len(p))
		return CB_E_ARG;
	if (rng(rng_arg, dz, sizeof(dz)) != 0) {
		cb_wipe(dz, sizeof(dz));
		memset(ek, 0, ek_len_);
		memset(dk, 0, dk_len);
		return CB_E_RNG;
	}
	rc = cb_mlkem_keygen_internal(p, ek, ek_len_, dk, dk_len, dz, dz + 32);
	cb_wipe(dz, sizeof(dz));
	return rc;
}

/* see cb/mlkem.h */
int
cb_mlkem_check_ek(const cb_mlkem_params *p, const uint8_t *ek,
		  size_t ek_len_)
{
	size_t i;
	uint32_t w0, w1, w2, bad = 0;

	if (ek_len_ != ek_len(p))
		return CB_E_ARG;
	/*
	 * every 12-bit value of t-hat below q (public data): eight from
	 * three words at a time (384 k is a multiple of 12); v >= q iff
	 * q - 1 - v is negative, its top bit collected in bad
	 */
#define GEQ(v) (bad |= (uint32_t)(Q - 1) - (v))
	for (i = 0; i < 384u * p->k; i += 12) {
		w0 = cb_load32_le(ek + i);
		w1 = cb_load32_le(ek + i + 4);
		w2 = cb_load32_le(ek + i + 8);
		GEQ(w0 & 0xfff);
		GEQ((w0 >> 12) & 0xfff);
		GEQ(w0 >> 24 | (w1 & 0xf) << 8);
		GEQ((w1 >> 4) & 0xfff);
		GEQ((w1 >> 16) & 0xfff);
		GEQ(w1 >> 28 | (w2 & 0xff) << 4);
		GEQ((w2 >> 8) & 0xfff);
		GEQ(w2 >> 20);
	}
#undef GEQ
	return bad >> 31 ? CB_E_RANGE : CB_OK;
}

/* see cb/mlkem.h */
int
cb_mlkem_check_dk(const cb_mlkem_params *p, const uint8_t *dk,
		  size_t dk_len)
{
	uint8_t h[32];
	size_t el = ek_len(p), pl = 384u * p->k;
	int ok;

	if (dk_len != cb_mlkem_dk_len(p))
		return CB_E_ARG;
	cb_sha3_256(h, dk + pl, el);
	ok = cb_memeq(h, dk + pl + el, 32);
	cb_wipe(h, sizeof(h));
	return ok ? CB_OK : CB_E_RANGE;
}

/* see cb/mlkem.h */
int
cb_mlkem_encaps_internal(const cb_mlkem_params *p,
			 uint8_t ss[CB_MLKEM_SS_LEN], uint8_t *ct,
			 size_t ct_len_, const uint8_t *ek, size_t ek_len_,
			 const uint8_t m[CB_MLKEM_SEED_LEN])
{
	uint8_t h[32], kr[64];
	int rc;

	if (ct_len_ != ct_len(p)) {
		memset(ss, 0, CB_MLKEM_SS_LEN);
		return CB_E_ARG;
	}
	rc = cb_mlkem_check_ek(p, ek, ek_len_);
	if (rc != CB_OK) {
		memset(ss, 0, CB_MLKEM_SS_LEN);
		memset(ct, 0, ct_len_);
		return rc;
	}
	/* (K, r) = G(m || H(ek)) */
	cb_sha3_256(h, ek, ek_len_);
	hash_g(kr, m, 32, h, 32);
	(void)pke_encrypt(p, ct, NULL, ek, m, kr + 32);
	memcpy(ss, kr, CB_MLKEM_SS_LEN);
	cb_wipe(kr, sizeof(kr));
	return CB_OK;
}

/* see cb/mlkem.h */
int
cb_mlkem_encaps(const cb_mlkem_params *p, uint8_t ss[CB_MLKEM_SS_LEN],
		uint8_t *ct, size_t ct_len_, const uint8_t *ek, size_t ek_len_,
		cb_rng_fn rng, void *rng_arg)
{
	uint8_t m[32];
	int rc;

	if (rng(rng_arg, m, sizeof(m)) != 0) {
		cb_wipe(m, sizeof(m));
		memset(ss, 0, CB_MLKEM_SS_LEN);
		if (ct_len_ == ct_len(p))
			memset(ct, 0, ct_len_);
		return CB_E_RNG;
	}
	rc = cb_mlkem_encaps_internal(p, ss, ct, ct_len_, ek, ek_len_, m);
	cb_wipe(m, sizeof(m));
	return rc;
}

/*
 * ML-KEM.Decaps_internal (FIPS 203 Algorithm 18) on a key whose lengths
 * (and, as the caller decides, hash) have been checked.
 */
static void
decaps(const cb_mlkem_params *p, uint8_t ss[CB_MLKEM_SS_LEN],
       const uint8_t *ct, size_t ct_len_, const uint8_t *dk)
{
	uint8_t m[32], kr[64], kbar[32];
	size_t el = ek_len(p), pl = 384u * p->k;
	const uint8_t *ek = dk + pl, *h = dk + pl + el, *z = h + 32;
	uint32_t reject;
	int i;

	pke_decrypt(p, m, dk, ct);
	/* (K', r') = G(m' || h) */
	hash_g(kr, m, 32, h, 32);
	/* K-bar = J(z || c) */
	hash_j(kbar, z, ct, ct_len_);
	reject = cb_ct_nonzero32(pke_encrypt(p, NULL, ct, ek, m, kr + 32));
	for (i = 0; i < CB_MLKEM_SS_LEN; i++)
		ss[i] = (uint8_t)cb_ct_select32(reject, kbar[i], kr[i]);
	cb_wipe(m, sizeof(m));
	cb_wipe(kr, sizeof(kr));
	cb_wipe(kbar, sizeof(kbar));
}

/* see cb/mlkem.h */
int
cb_mlkem_decaps(const cb_mlkem_params *p, uint8_t ss[CB_MLKEM_SS_LEN],
		const uint8_t *ct, size_t ct_len_, const uint8_t *dk,
		size_t dk_len)
{
	int rc;

	rc = ct_len_ != ct_len(p) ? CB_E_ARG : cb_mlkem_check_dk(p, dk, dk_len);
	if (rc != CB_OK) {
		memset(ss, 0, CB_MLKEM_SS_LEN);
		return rc;
	}
	decaps(p, ss, ct, ct_len_, dk);
	return CB_OK;
}

/* see cb/mlkem.h */
int
cb_mlkem_decaps_checked(const cb_mlkem_params *p,
			uint8_t ss[CB_MLKEM_SS_LEN], const uint8_t *ct,
			size_t ct_len_, const uint8_t *dk, size_t dk_len)
{
	/* FIPS 203 §7.3's type checks, every time; not the hash check */
	if (ct_len_ != ct_len(p) || dk_len != cb_mlkem_dk_len(p)) {
		memset(ss, 0, CB_MLKEM_SS_LEN);
		return CB_E_ARG;
	}
	decaps(p, ss, ct, ct_len_, dk);
	return CB_OK;
}

/* ---- the descriptor (cb/desc.h): priv the decapsulation key ---- */

/* p->set: 0 ML-KEM-512, 1 ML-KEM-768, 2 ML-KEM-1024 */
static const cb_mlkem_params *
mlkem_set(const cb_prims *p)
{
	static const cb_mlkem_params *const sets[3] = {
		&cb_mlkem512, &cb_mlkem768, &cb_mlkem1024,
	};

	return sets[p->set < 3 ? p->set : 2];
}

static void
mlkem_lens(const cb_prims *p, cb_pk_lens *l)
{
	const cb_mlkem_params *s = mlkem_set(p);

	memset(l, 0, sizeof(*l));
	l->priv = cb_mlkem_dk_len(s);
	l->pub = cb_mlkem_ek_len(s);
	l->out = cb_mlkem_ct_len(s);
	l->secret = CB_MLKEM_SS_LEN;
}

static const char *
mlkem_variant(const cb_prims *p)
{
	return "";
}

static int
mlkem_desc_keygen(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
		  void *rng_arg, void *tmp)
{
	const cb_mlkem_params *s = mlkem_set(p);

	return cb_mlkem_keygen(s, pub, cb_mlkem_ek_len(s), priv,
			       cb_mlkem_dk_len(s), rng, rng_arg);
}

static int
mlkem_desc_encaps(const cb_prims *p, uint8_t *secret, uint8_t *ct,
		  const uint8_t *pub, cb_rng_fn rng, void *rng_arg, void *tmp)
{
	const cb_mlkem_params *s = mlkem_set(p);

	return cb_mlkem_encaps(s, secret, ct, cb_mlkem_ct_len(s), pub,
			       cb_mlkem_ek_len(s), rng, rng_arg);
}

static int
mlkem_desc_decaps(const cb_prims *p, uint8_t *secret, const uint8_t *ct,
		  const void *priv, int checked, void *tmp)
{
	const cb_mlkem_params *s = mlkem_set(p);

	if (checked)
		return cb_mlkem_decaps_checked(s, secret, ct,
					       cb_mlkem_ct_len(s), priv,
					       cb_mlkem_dk_len(s));
	return cb_mlkem_decaps(s, secret, ct, cb_mlkem_ct_len(s), priv,
			       cb_mlkem_dk_len(s));
}

/* see cb/mlkem.h */
const cb_kem_desc cb_mlkem_kem = {
	"mlkem", mlkem_lens, mlkem_variant, mlkem_desc_keygen,
	mlkem_desc_encaps, mlkem_desc_decaps
};
