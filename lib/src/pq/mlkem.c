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
 * the matrix it expands to (rejection sampling branches on it), the
 * encapsulation key and its modulus check, the lengths, and the results
 * of the input checks.
 */
#include "cb/mlkem.h"

#include <string.h>

#include "cb/hash.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/mlkem.h"

#define Q 3329
#define N 256
#define K_MAX 4
/* q^-1 mod 2^16, as a signed 16-bit value */
#define QINV (-3327)
/* 2^32 mod q: multiplies a Montgomery product back to the plain domain */
#define MONT2 1353
/* 2^32 / 128 mod q: the inverse NTT's scaling with its Montgomery factor */
#define INVN_MONT 1441

/*
 * Decryption and re-encryption each hold a few polynomials: kept out of
 * line so that decapsulation's frame does not hold both sets at once.
 */
#if defined(__GNUC__) || defined(__clang__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

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

typedef struct poly {
	int16_t c[N];
} poly;

/*
 * zeta^BitRev7(i) * 2^16 mod q for zeta = 17 (FIPS 203 §4.3), centred:
 * the NTT's twiddles in Montgomery form (entry 0 is unused).
 */
static const int16_t zetas[128] = {
	-1044, -758,  -359,  -1517, 1493,  1422,  287,   202,   -171,  622,
	1577,  182,   962,   -1202, -1474, 1468,  573,   -1325, 264,   383,
	-829,  1458,  -1602, -130,  -681,  1017,  732,   608,   -1542, 411,
	-205,  -1571, 1223,  652,   -552,  1015,  -1293, 1491,  -282,  -1544,
	516,   -8,    -320,  -666,  -1618, -1162, 126,   1469,  -853,  -90,
	-271,  830,   107,   -1421, -247,  -951,  -398,  961,   -1508, -725,
	448,   -1065, 677,   -1275, -1103, 430,   555,   843,   -1251, 871,
	1550,  105,   422,   587,   177,   -235,  -291,  -460,  1574,  1653,
	-246,  778,   1159,  -147,  -777,  1483,  -602,  1119,  -1590, 644,
	-872,  349,   418,   329,   -156,  -75,   817,   1097,  603,   610,
	1322,  -1285, -1465, 384,   -1215, -136,  1218,  -1335, -874,  220,
	-1187, -1659, -1185, -1530, -1278, 794,   -1510, -854,  -870,  478,
	-108,  -308,  996,   991,   958,   -1460, 1522,  1628,
};

/* ---- arithmetic mod q ---- */

/*
 * a 2^-16 mod q in (-q, q), for |a| < 2^15 q.  The right shift of a
 * negative value is arithmetic on every compiler we build with.
 */
static int16_t
mont_reduce(int32_t a)
{
	/*
	 * q^-1 through the barrier: gcc would multiply by the constant with
	 * four shift-and-adds where the Cortex-M's MUL takes one cycle
	 */
	int16_t t = (int16_t)((uint32_t)a *
			      cb_ct_barrier32((uint32_t)(int32_t)QINV));

	return (int16_t)((a - (int32_t)t * Q) >> 16);
}

static int16_t
fqmul(int16_t a, int16_t b)
{
	return mont_reduce((int32_t)a * b);
}

/* a mod q, centred in [-(q-1)/2, (q-1)/2]: v = round(2^26 / q). */
static int16_t
barrett(int16_t a)
{
	const int32_t v = ((1 << 26) + Q / 2) / Q;
	int16_t t = (int16_t)((v * a + (1 << 25)) >> 26);

	/* q through the barrier for the same reason as in mont_reduce */
	return (int16_t)(a - t * (int32_t)cb_ct_barrier32(Q));
}

/* a mod q in [0, q) for |a| < 2^15 - q: Barrett, then add q if negative */
static uint16_t
canon(int16_t a)
{
	a = barrett(a);
	a = (int16_t)(a + ((a >> 15) & Q));
	return (uint16_t)a;
}

static void
poly_reduce(poly *a)
{
	int i;

	for (i = 0; i < N; i++)
		a->c[i] = barrett(a->c[i]);
}

static void
poly_add(poly *r, const poly *a)
{
	int i;

	for (i = 0; i < N; i++)
		r->c[i] = (int16_t)(r->c[i] + a->c[i]);
}

/*
 * Forward NTT (FIPS 203 Algorithm 9), output in bit-reversed order; input
 * |a| < q, output reduced.  Each of the 7 layers grows the bound by q.
 */
static void
ntt(poly *a)
{
	int len, start, j, k = 1;
	int16_t t, z;

	for (len = 128; len >= 2; len >>= 1) {
		for (start = 0; start < N; start += 2 * len) {
			z = zetas[k++];
			for (j = start; j < start + len; j++) {
				t = fqmul(z, a->c[j + len]);
				a->c[j + len] = (int16_t)(a->c[j] - t);
				a->c[j] = (int16_t)(a->c[j] + t);
			}
		}
	}
	poly_reduce(a);
}

/*
 * Inverse NTT (FIPS 203 Algorithm 10) times 2^16: on a Montgomery product
 * (which carries 2^-16) it gives the plain result.  Input |a| < q.
 */
static void
invntt(poly *a)
{
	int len, start, j, k = 127;
	int16_t t, z;

	for (len = 2; len <= 128; len <<= 1) {
		for (start = 0; start < N; start += 2 * len) {
			z = zetas[k--];
			for (j = start; j < start + len; j++) {
				t = a->c[j];
				a->c[j] = barrett((int16_t)(t + a->c[j + len]));
				a->c[j + len] = fqmul(z, (int16_t)(a->c[j + len] - t));
			}
		}
	}
	for (j = 0; j < N; j++)
		a->c[j] = fqmul(a->c[j], INVN_MONT);
}

/*
 * r += a * b in the NTT domain times 2^-16 (FIPS 203 Algorithms 11, 12):
 * 64 pairs of degree-1 products mod X^2 - zeta and X^2 + zeta, each
 * coefficient's sum of products reduced once.  Callers pass |a| < 2^12
 * and |b| <= (q - 1) / 2 (an NTT output), so each sum stays below
 * 1.4 * 10^7, well inside mont_reduce's range, and each call adds less
 * than q to |r|: four calls stay below 2^15.
 */
static void
basemul_acc(poly *r, const poly *a, const poly *b)
{
	int i, s;
	int16_t z, a0, a1, b0, b1;

	for (i = 0; i < N / 4; i++) {
		z = zetas[64 + i];
		for (s = 0; s < 4; s += 2) {
			a0 = a->c[4 * i + s];
			a1 = a->c[4 * i + s + 1];
			b0 = b->c[4 * i + s];
			b1 = b->c[4 * i + s + 1];
			r->c[4 * i + s] = (int16_t)(r->c[4 * i + s] +
				mont_reduce((int32_t)a0 * b0 +
					    (int32_t)fqmul(a1, b1) * z));
			r->c[4 * i + s + 1] = (int16_t)(r->c[4 * i + s + 1] +
				mont_reduce((int32_t)a0 * b1 +
					    (int32_t)a1 * b0));
			z = (int16_t)-z;
		}
	}
}

/* ---- encodings (FIPS 203 §4.2.1) ---- */

/* ByteEncode12 of a reduced polynomial (any representative mod q) */
static void
poly_tobytes(uint8_t out[384], const poly *a)
{
	int i;
	uint16_t x, y;

	for (i = 0; i < N / 2; i++) {
		x = canon(a->c[2 * i]);
		y = canon(a->c[2 * i + 1]);
		out[3 * i] = (uint8_t)x;
		out[3 * i + 1] = (uint8_t)(x >> 8 | y << 4);
		out[3 * i + 2] = (uint8_t)(y >> 4);
	}
}

/* ByteDecode12: values in [0, 4096) */
static void
poly_frombytes(poly *a, const uint8_t in[384])
{
	int i;

	for (i = 0; i < N / 2; i++) {
		a->c[2 * i] = (int16_t)(in[3 * i] | (in[3 * i + 1] & 15) << 8);
		a->c[2 * i + 1] = (int16_t)(in[3 * i + 1] >> 4 |
					    in[3 * i + 2] << 4);
	}
}

/* Decompress_d(y) = round(q y / 2^d) */
static int16_t
decompress(uint32_t y, unsigned d)
{
	return (int16_t)((y * Q + (1u << (d - 1))) >> d);
}

/* ByteEncode_d(Compress_d(a)): 32 d bytes */
static void
poly_compress(uint8_t *out, const poly *a, unsigned d)
{
	uint32_t acc = 0;
	unsigned bits = 0;
	int i;

	for (i = 0; i < N; i++) {
		acc |= cb_mlkem_compress(canon(a->c[i]), d) << bits;
		bits += d;
		while (bits >= 8) {
			*out++ = (uint8_t)acc;
			acc >>= 8;
			bits -= 8;
		}
	}
}

/* Decompress_d(ByteDecode_d(in)) */
static void
poly_decompress(poly *a, const uint8_t *in, unsigned d)
{
	uint32_t acc = 0;
	unsigned bits = 0;
	int i;

	for (i = 0; i < N; i++) {
		while (bits < d) {
			acc |= (uint32_t)*in++ << bits;
			bits += 8;
		}
		a->c[i] = decompress(acc & ((1u << d) - 1), d);
		acc >>= d;
		bits -= d;
	}
}

/* ---- sampling (FIPS 203 §4.2.2) ---- */

/*
 * SampleNTT(rho || x || y), Algorithm 7: rejection sampling of 12-bit
 * values below q from SHAKE128.  Public input, variable time.
 */
static void
sample_ntt(poly *a, const uint8_t rho[32], uint8_t x, uint8_t y)
{
	cb_shake_ctx xof;
	uint8_t buf[CB_SHAKE128_BLOCK_LEN], ij[2] = {x, y};
	int n = 0, i;
	uint16_t d1, d2;

	cb_shake128_init(&xof);
	cb_shake_update(&xof, rho, 32);
	cb_shake_update(&xof, ij, 2);
	while (n < N) {
		/* 168 is a multiple of 3: no triple straddles two blocks */
		cb_shake_squeeze(&xof, buf, sizeof(buf));
		for (i = 0; i < (int)sizeof(buf) && n < N; i += 3) {
			d1 = (uint16_t)(buf[i] | (buf[i + 1] & 15) << 8);
			d2 = (uint16_t)(buf[i + 1] >> 4 | buf[i + 2] << 4);
			if (d1 < Q)
				a->c[n++] = (int16_t)d1;
			if (d2 < Q && n < N)
				a->c[n++] = (int16_t)d2;
		}
	}
	cb_shake_wipe(&xof);
}

/*
 * SamplePolyCBD_eta(PRF_eta(s, nonce)), Algorithms 8 and FIPS 203 §4.1:
 * each coefficient is the difference of two sums of eta bits of
 * SHAKE256(s || nonce).  The bits are added in parallel with masks
 * (eta = 2: 8 coefficients per 32-bit word; eta = 3: 4 per 24 bits).
 */
static void
sample_cbd(poly *a, const uint8_t s[32], uint8_t nonce, unsigned eta)
{
	cb_shake_ctx prf;
	uint8_t buf[3 * 64];
	uint32_t t, d;
	int i, j;

	cb_shake256_init(&prf);
	cb_shake_update(&prf, s, 32);
	cb_shake_update(&prf, &nonce, 1);
	cb_shake_squeeze(&prf, buf, 64 * eta);
	cb_shake_wipe(&prf);
	if (eta == 2) {
		for (i = 0; i < N / 8; i++) {
			t = cb_load32_le(buf + 4 * i);
			d = (t & 0x55555555u) + ((t >> 1) & 0x55555555u);
			for (j = 0; j < 8; j++)
				a->c[8 * i + j] = (int16_t)(
					(int16_t)((d >> (4 * j)) & 3) -
					(int16_t)((d >> (4 * j + 2)) & 3));
		}
	} else {
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
	}
	cb_wipe(buf, sizeof(buf));
}

/* ---- K-PKE (FIPS 203 §5) ---- */

/*
 * K-PKE.KeyGen (Algorithm 13) after its G(d || k): writes ek (t-hat and
 * rho) and dk_pke (s-hat).  Each entry of A is sampled as it is used.
 */
static NOINLINE void
pke_keygen(const cb_mlkem_params *p, uint8_t *ek, uint8_t *dk_pke,
	   const uint8_t rho[32], const uint8_t sigma[32])
{
	poly s[K_MAX], acc, t;
	unsigned i, j, k = p->k, nonce = 0;

	for (i = 0; i < k; i++) {
		sample_cbd(&s[i], sigma, (uint8_t)nonce++, p->eta1);
		ntt(&s[i]);
		poly_tobytes(dk_pke + 384 * i, &s[i]);
	}
	for (i = 0; i < k; i++) {
		memset(&acc, 0, sizeof(acc));
		for (j = 0; j < k; j++) {
			/* A[i][j] = SampleNTT(rho || j || i) */
			sample_ntt(&t, rho, (uint8_t)j, (uint8_t)i);
			basemul_acc(&acc, &t, &s[j]);
		}
		for (j = 0; j < N; j++)
			acc.c[j] = fqmul(acc.c[j], MONT2);
		sample_cbd(&t, sigma, (uint8_t)(nonce++), p->eta1);
		ntt(&t);
		poly_add(&acc, &t);
		poly_tobytes(ek + 384 * i, &acc);
	}
	memcpy(ek + 384 * k, rho, 32);
	cb_wipe(s, sizeof(s));
	cb_wipe(&acc, sizeof(acc));
	cb_wipe(&t, sizeof(t));
}

/*
 * Hand one encoded piece of the ciphertext at offset off to its
 * destination: written to out, or (out NULL: the re-encryption of
 * decapsulation) compared with cmp, the difference ORed into *diff.
 */
static void
emit(uint8_t *out, const uint8_t *cmp, size_t off, const uint8_t *piece,
     size_t len, uint32_t *diff)
{
	size_t i;

	if (out != NULL) {
		memcpy(out + off, piece, len);
		return;
	}
	for (i = 0; i < len; i++)
		*diff |= (uint32_t)(cmp[off + i] ^ piece[i]);
}

/*
 * K-PKE.Encrypt(ek, m, r) (Algorithm 14).  It writes the ciphertext to
 * out, or, with out NULL, returns nonzero iff it differs from cmp,
 * without storing it (the FO re-encryption check).
 */
static NOINLINE uint32_t
pke_encrypt(const cb_mlkem_params *p, uint8_t *out, const uint8_t *cmp,
	    const uint8_t *ek, const uint8_t m[32], const uint8_t r[32])
{
	uint8_t piece[32 * 11];
	poly y[K_MAX], acc, t;
	unsigned i, j, k = p->k;
	uint32_t diff = 0;
	const uint8_t *rho = ek + 384 * k;

	for (i = 0; i < k; i++) {
		sample_cbd(&y[i], r, (uint8_t)i, p->eta1);
		ntt(&y[i]);
	}
	/* u = NTT^-1(A^T y) + e1: row i of A^T is A[j][i] = rho || i || j */
	for (i = 0; i < k; i++) {
		memset(&acc, 0, sizeof(acc));
		for (j = 0; j < k; j++) {
			sample_ntt(&t, rho, (uint8_t)i, (uint8_t)j);
			basemul_acc(&acc, &t, &y[j]);
		}
		poly_reduce(&acc);
		invntt(&acc);
		sample_cbd(&t, r, (uint8_t)(k + i), 2);
		poly_add(&acc, &t);
		poly_compress(piece, &acc, p->du);
		emit(out, cmp, 32u * p->du * i, piece, 32u * p->du, &diff);
	}
	/* v = NTT^-1(t^T y) + e2 + Decompress_1(m) */
	memset(&acc, 0, sizeof(acc));
	for (j = 0; j < k; j++) {
		poly_frombytes(&t, ek + 384 * j);
		basemul_acc(&acc, &t, &y[j]);
	}
	poly_reduce(&acc);
	invntt(&acc);
	sample_cbd(&t, r, (uint8_t)(2 * k), 2);
	poly_add(&acc, &t);
	for (i = 0; i < N; i++)
		t.c[i] = (int16_t)(cb_ct_mask32((m[i >> 3] >> (i & 7)) & 1) &
				   ((Q + 1) / 2));
	poly_add(&acc, &t);
	poly_compress(piece, &acc, p->dv);
	emit(out, cmp, 32u * p->du * k, piece, 32u * p->dv, &diff);
	cb_wipe(piece, sizeof(piece));
	cb_wipe(y, sizeof(y));
	cb_wipe(&acc, sizeof(acc));
	cb_wipe(&t, sizeof(t));
	return diff;
}

/* K-PKE.Decrypt(dk_pke, c) (Algorithm 15) */
static NOINLINE void
pke_decrypt(const cb_mlkem_params *p, uint8_t m[32], const uint8_t *dk_pke,
	    const uint8_t *c)
{
	poly acc, s, t;
	unsigned i, k = p->k;

	memset(&acc, 0, sizeof(acc));
	for (i = 0; i < k; i++) {
		poly_decompress(&t, c + 32 * p->du * i, p->du);
		ntt(&t);
		poly_frombytes(&s, dk_pke + 384 * i);
		basemul_acc(&acc, &s, &t);
	}
	poly_reduce(&acc);
	invntt(&acc);
	poly_decompress(&t, c + 32 * p->du * k, p->dv);
	/* w = v - s^T u; m = ByteEncode_1(Compress_1(w)) */
	memset(m, 0, 32);
	for (i = 0; i < N; i++)
		m[i >> 3] |= (uint8_t)(cb_mlkem_compress(canon((int16_t)(t.c[i] -
					acc.c[i])), 1) << (i & 7));
	cb_wipe(&acc, sizeof(acc));
	cb_wipe(&s, sizeof(s));
	cb_wipe(&t, sizeof(t));
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
	cb_sha3_ctx g;
	uint8_t rs[64], kb = p->k;

	if (ek_len_ != ek_len(p) || dk_len != cb_mlkem_dk_len(p))
		return CB_E_ARG;
	/* (rho, sigma) = G(d || k) */
	cb_sha3_512_init(&g);
	cb_sha3_update(&g, d, 32);
	cb_sha3_update(&g, &kb, 1);
	cb_sha3_final(&g, rs);
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
	unsigned bad = 0;

	if (ek_len_ != ek_len(p))
		return CB_E_ARG;
	/* every 12-bit value of t-hat below q (public data) */
	for (i = 0; i < 384u * p->k; i += 3) {
		bad |= (unsigned)((ek[i] | (ek[i + 1] & 15) << 8) >= Q);
		bad |= (unsigned)((ek[i + 1] >> 4 | ek[i + 2] << 4) >= Q);
	}
	return bad ? CB_E_RANGE : CB_OK;
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
	cb_sha3_ctx g;
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
	cb_sha3_512_init(&g);
	cb_sha3_update(&g, m, 32);
	cb_sha3_update(&g, h, 32);
	cb_sha3_final(&g, kr);
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

/* see cb/mlkem.h */
int
cb_mlkem_decaps(const cb_mlkem_params *p, uint8_t ss[CB_MLKEM_SS_LEN],
		const uint8_t *ct, size_t ct_len_, const uint8_t *dk,
		size_t dk_len)
{
	cb_sha3_ctx g;
	cb_shake_ctx j;
	uint8_t m[32], kr[64], kbar[32];
	size_t el = ek_len(p), pl = 384u * p->k;
	const uint8_t *ek = dk + pl, *h = dk + pl + el, *z = h + 32;
	uint32_t reject;
	int rc, i;

	rc = ct_len_ != ct_len(p) ? CB_E_ARG : cb_mlkem_check_dk(p, dk, dk_len);
	if (rc != CB_OK) {
		memset(ss, 0, CB_MLKEM_SS_LEN);
		return rc;
	}
	pke_decrypt(p, m, dk, ct);
	/* (K', r') = G(m' || h) */
	cb_sha3_512_init(&g);
	cb_sha3_update(&g, m, 32);
	cb_sha3_update(&g, h, 32);
	cb_sha3_final(&g, kr);
	/* K-bar = J(z || c) */
	cb_shake256_init(&j);
	cb_shake_update(&j, z, 32);
	cb_shake_update(&j, ct, ct_len_);
	cb_shake_squeeze(&j, kbar, sizeof(kbar));
	cb_shake_wipe(&j);
	reject = cb_ct_nonzero32(pke_encrypt(p, NULL, ct, ek, m, kr + 32));
	for (i = 0; i < CB_MLKEM_SS_LEN; i++)
		ss[i] = (uint8_t)cb_ct_select32(reject, kbar[i], kr[i]);
	cb_wipe(m, sizeof(m));
	cb_wipe(kr, sizeof(kr));
	cb_wipe(kbar, sizeof(kbar));
	return CB_OK;
}
