/* SPDX-License-Identifier: MIT */
/* ML-DSA-44/65/87 (FIPS 204): key generation, signing and verification. */
/*
 * Secret: the seed, the private key (K, s1, s2, t0), rnd, and what comes
 * from them: rho', rho'', y, w, the challenge of an attempt, z, the hints.
 * Arithmetic is branch-free (Montgomery and Barrett-like reductions by
 * multiplication and shifts, Decompose by the multiply-shift quotient of
 * FIPS 204 Alg. 36 without division), packing reads and writes positions
 * fixed by the public parameters, SampleInBall keeps c as two 256-bit
 * masks and updates them with one-hot masks (no index from the stream),
 * and every rejection test of an attempt is folded into one accept mask.
 * Values public by design pass through CB_MLDSA_PUBLIC (a no-op here;
 * tests/ct/ct_mldsa.c compiles this file with it declassifying): rho
 * (part of the public key), whether the private key was well formed, the
 * accept bit of a signing attempt and the hints of the accepted one, the accept bit of each ExpandS nibble
 * (the nibble is discarded, and where rejections fall is independent of
 * the coefficients kept) and whether SampleInBall's first SHAKE256
 * block held tau acceptable bytes (it fails to with probability below
 * 2^-40; the rest of the stream is then read the same way).
 * Right shifts of negative values are arithmetic (gcc, clang).
 */
#include <string.h>

#include "cb/hash.h"
#include "cb/mldsa.h"
#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/ct.h"
#include "internal/mldsa.h"
#if CB_ARM_MLDSA_ASM
#include "arch/arm/mldsa_armv7em.h"
#endif

#ifndef CB_MLDSA_PUBLIC
#define CB_MLDSA_PUBLIC(p, n) ((void)(p), (void)(n))
#endif

#define N 256
#define Q 8380417
#define QINV 58728449 /* q^-1 mod 2^32 */
#define D 13
#define MAX_K 8
#define TR_LEN 64

typedef struct poly {
	int32_t c[N];
} poly;

/*
 * A polynomial held in the NTT domain by the fast signing, coefficients
 * in [0, q) < 2^23 as three bytes each, little-endian: 3/4 of a poly.
 */
typedef struct poly24 {
	uint8_t b[3 * N];
} poly24;

struct cb_mldsa_params {
	uint8_t k, l, eta, tau;
	uint8_t omega, ctilde_len; /* lambda / 4 bytes of c~ */
	uint8_t gamma1_bits;       /* gamma1 = 2^gamma1_bits */
	int32_t gamma2;
	uint16_t pk_len, sk_len, sig_len;
};

/* see cb/mldsa.h */
const cb_mldsa_params cb_mldsa44 = {
	4, 4, 2, 39, 80, 32, 17, (Q - 1) / 88,
	CB_MLDSA44_PK_LEN, CB_MLDSA44_SK_LEN, CB_MLDSA44_SIG_LEN
};

/* see cb/mldsa.h */
const cb_mldsa_params cb_mldsa65 = {
	6, 5, 4, 49, 55, 48, 19, (Q - 1) / 32,
	CB_MLDSA65_PK_LEN, CB_MLDSA65_SK_LEN, CB_MLDSA65_SIG_LEN
};

/* see cb/mldsa.h */
const cb_mldsa_params cb_mldsa87 = {
	8, 7, 2, 60, 75, 64, 19, (Q - 1) / 32,
	CB_MLDSA87_PK_LEN, CB_MLDSA87_SK_LEN, CB_MLDSA87_SIG_LEN
};

/* Encoded sizes per polynomial (FIPS 204 §7.2). */
#define T1_BYTES 320 /* 10 bits */
#define T0_BYTES 416 /* 13 bits */

static unsigned
eta_bytes(const cb_mldsa_params *p)
{
	return p->eta == 2 ? 96 : 128;
}

static unsigned
z_bytes(const cb_mldsa_params *p)
{
	return 32 * (p->gamma1_bits + 1u);
}

static unsigned
w1_bits(const cb_mldsa_params *p)
{
	return p->gamma2 == (Q - 1) / 88 ? 6 : 4;
}

/* ==== Arithmetic mod q ==== */

/* a 2^-32 mod q, in (-q, q) for |a| < 2^31 q. */
static int32_t
mont_reduce(int64_t a)
{
	int32_t t = (int32_t)(uint32_t)((uint64_t)a * (uint32_t)QINV);

	return (int32_t)((a - (int64_t)t * Q) >> 32);
}

/*
 * a mod q in [-6283008, 6283008] for a below 2^31 - 2^22.  q through the
 * barrier: a multiply (MLS) instead of the three shift-adds compilers make
 * of the constant.
 */
static int32_t
reduce32(int32_t a)
{
	int32_t t = (a + (1 << 22)) >> 23;

	return a - t * (int32_t)cb_ct_barrier32(Q);
}

/*
 * The sign mask of a (all ones if negative), through the barrier: a mask
 * the compiler can see is 0 or -1 may become a branch (internal/ct.h).
 */
static int32_t
neg_mask(int32_t a)
{
	return (int32_t)cb_ct_barrier32((uint32_t)(a >> 31));
}

/* a + q if a is negative. */
static int32_t
caddq(int32_t a)
{
	return a + (neg_mask(a) & Q);
}

/* a in [0, q) to its centered representative in [-(q-1)/2, (q-1)/2]. */
static int32_t
center(int32_t a)
{
	return a - (neg_mask((Q - 1) / 2 - a) & Q);
}

/*
 * 2^32 zeta^brv8(i) mod q, centered, zeta = 1753 (FIPS 204 Appendix B
 * with the Montgomery factor): python3 -c "q=8380417; m=2**32%q; print([
 * (lambda v: v-q if v>q//2 else v)(m*pow(1753,int(f'{i:08b}'[::-1],2),q)%q)
 * for i in range(256)])"
 */
static const int32_t zetas[N] = {
	-4186625, 25847, -2608894, -518909, 237124, -777960, -876248, 466468,
	1826347, 2353451, -359251, -2091905, 3119733, -2884855, 3111497, 2680103,
	2725464, 1024112, -1079900, 3585928, -549488, -1119584, 2619752, -2108549,
	-2118186, -3859737, -1399561, -3277672, 1757237, -19422, 4010497, 280005,
	2706023, 95776, 3077325, 3530437, -1661693, -3592148, -2537516, 3915439,
	-3861115, -3043716, 3574422, -2867647, 3539968, -300467, 2348700, -539299,
	-1699267, -1643818, 3505694, -3821735, 3507263, -2140649, -1600420, 3699596,
	811944, 531354, 954230, 3881043, 3900724, -2556880, 2071892, -2797779,
	-3930395, -1528703, -3677745, -3041255, -1452451, 3475950, 2176455, -1585221,
	-1257611, 1939314, -4083598, -1000202, -3190144, -3157330, -3632928, 126922,
	3412210, -983419, 2147896, 2715295, -2967645, -3693493, -411027, -2477047,
	-671102, -1228525, -22981, -1308169, -381987, 1349076, 1852771, -1430430,
	-3343383, 264944, 508951, 3097992, 44288, -1100098, 904516, 3958618,
	-3724342, -8578, 1653064, -3249728, 2389356, -210977, 759969, -1316856,
	189548, -3553272, 3159746, -1851402, -2409325, -177440, 1315589, 1341330,
	1285669, -1584928, -812732, -1439742, -3019102, -3881060, -3628969, 3839961,
	2091667, 3407706, 2316500, 3817976, -3342478, 2244091, -2446433, -3562462,
	266997, 2434439, -1235728, 3513181, -3520352, -3759364, -1197226, -3193378,
	900702, 1859098, 909542, 819034, 495491, -1613174, -43260, -522500,
	-655327, -3122442, 2031748, 3207046, -3556995, -525098, -768622, -3595838,
	342297, 286988, -2437823, 4108315, 3437287, -3342277, 1735879, 203044,
	2842341, 2691481, -2590150, 1265009, 4055324, 1247620, 2486353, 1595974,
	-3767016, 1250494, 2635921, -3548272, -2994039, 1869119, 1903435, -1050970,
	-1333058, 1237275, -3318210, -1430225, -451100, 1312455, 3306115, -1962642,
	-1279661, 1917081, -2546312, -1374803, 1500165, 777191, 2235880, 3406031,
	-542412, -2831860, -1671176, -1846953, -2584293, -3724270, 594136, -3776993,
	-2013608, 2432395, 2454455, -164721, 1957272, 3369112, 185531, -1207385,
	-3183426, 162844, 1616392, 3014001, 810149, 1652634, -3694233, -1799107,
	-3038916, 3523897, 3866901, 269760, 2213111, -975884, 1717735, 472078,
	-426683, 1723600, -1803090, 1910376, -1667432, -1104333, -260646, -3833893,
	-2939036, -2235985, -420899, -2286327, 183443, -976891, 1612842, -3545687,
	-554416, 3919660, -48306, -1362209, 3937738, 1400424, -846154, 1976782,
};

/*
 * The NTT, its inverse and the pointwise products: the C below, or the
 * Thumb-2 of src/arch/arm/mldsa_armv7em.S (CB_ARM_MLDSA_ASM), which
 * computes the same values bit for bit.
 */

/* Forward NTT (FIPS 204 Alg. 41) in place; |a| < q in, < 9q out. */
static void
ntt_c(int32_t a[N])
{
	unsigned len, start, j, k = 0;
	int32_t z, t;

	for (len = 128; len > 0; len >>= 1)
		for (start = 0; start < N; start = j + len) {
			z = zetas[++k];
			for (j = start; j < start + len; j++) {
				t = mont_reduce((int64_t)z * a[j + len]);
				a[j + len] = a[j] - t;
				a[j] = a[j] + t;
			}
		}
}

/*
 * Inverse NTT (FIPS 204 Alg. 42) times 2^32: undoes the 2^-32 of one
 * pointwise Montgomery product.  |a| < q in (the sums double at each of
 * the 8 levels: 256 q < 2^31), |a| < q out.  The final factor f = 2^64 /
 * 256 mod q (the 1/256 of the inverse and the factor 2^32) is folded
 * into the last layer: its sums times f, its differences times zetas[1]
 * f 2^-32 (one product, not two).
 */
static void
invntt_c(int32_t a[N])
{
	const int32_t f = 41978;
	unsigned len, start, j, k = N;
	int32_t z, t;

	for (len = 1; len < N / 2; len <<= 1)
		for (start = 0; start < N; start = j + len) {
			z = -zetas[--k];
			for (j = start; j < start + len; j++) {
				t = a[j];
				a[j] = t + a[j + len];
				a[j + len] = mont_reduce((int64_t)z *
							 (t - a[j + len]));
			}
		}
	z = mont_reduce((int64_t)zetas[1] * f);
	for (j = 0; j < N / 2; j++) {
		t = a[j];
		a[j] = mont_reduce((int64_t)f * (t + a[j + N / 2]));
		a[j + N / 2] = mont_reduce((int64_t)z * (a[j + N / 2] - t));
	}
}

/* r += a b 2^-32 coefficient-wise (NTT domain). */
static void
pointwise_acc_c(int32_t r[N], const int32_t a[N], const int32_t b[N])
{
	unsigned i;

	for (i = 0; i < N; i++)
		r[i] += mont_reduce((int64_t)a[i] * b[i]);
}

/* r = a b 2^-32 coefficient-wise. */
static void
pointwise_c(int32_t r[N], const int32_t a[N], const int32_t b[N])
{
	unsigned i;

	for (i = 0; i < N; i++)
		r[i] = mont_reduce((int64_t)a[i] * b[i]);
}


/*
 * Coefficient i of a poly24, by one 32-bit load (a single LDR on Armv7-M)
 * that reads a byte past the coefficient: every poly24 is followed by
 * more of the signing workspace (another poly24, or the polys c^ and
 * scratch that end it).
 */
static int32_t
load24(const uint8_t *b, unsigned i)
{
	return (int32_t)(cb_load32_le(b + 3 * i) & 0xffffffu);
}

/*
 * a (|a| < 2^31 - 2^22) reduced into [0, q) as a poly24 at out, which may
 * be a itself: coefficient i's four bytes (one 32-bit store, its top byte
 * overwritten by the next coefficient) overlap only words 0..i, read by
 * then; the last coefficient is stored by bytes, so that nothing after
 * the poly24 is touched.
 */
static void
pack24(uint8_t *out, const int32_t a[N])
{
	uint32_t v;
	unsigned i;

	for (i = 0; i < N - 1; i++)
		cb_store32_le(out + 3 * i, (uint32_t)caddq(reduce32(a[i])));
	v = (uint32_t)caddq(reduce32(a[N - 1]));
	out[3 * N - 3] = (uint8_t)v;
	out[3 * N - 2] = (uint8_t)(v >> 8);
	out[3 * N - 1] = (uint8_t)(v >> 16);
}

/* out = NTT(a) as a poly24 (a clobbered): the twin of ntt24_armv7em. */
static void
ntt24_c(int32_t a[N], uint8_t *out)
{
	ntt_c(a);
	pack24(out, a);
}

/* r = a b 2^-32 coefficient-wise, b held as a poly24. */
static void
pointwise24_c(int32_t r[N], const int32_t a[N], const uint8_t *b)
{
	unsigned i;

	for (i = 0; i < N; i++)
		r[i] = mont_reduce((int64_t)a[i] * load24(b, i));
}

/* r += a b 2^-32 coefficient-wise, b held as a poly24. */
static void
pointwise_acc24_c(int32_t r[N], const int32_t a[N], const uint8_t *b)
{
	unsigned i;

	for (i = 0; i < N; i++)
		r[i] += mont_reduce((int64_t)a[i] * load24(b, i));
}

/* r += a b 2^-32 coefficient-wise, a and b held as poly24s. */
static void
pointwise_acc24x2_c(int32_t r[N], const uint8_t *a, const uint8_t *b)
{
	unsigned i;

	for (i = 0; i < N; i++)
		r[i] += mont_reduce((int64_t)load24(a, i) * load24(b, i));
}

/*
 * z's product: r = (a b + c) 2^-32, c a poly24 (y^, in [0, q)) added
 * before the reduction, b 32-bit or (pointwise24_add24_c) a poly24;
 * |a b| < 81 q^2, so |r| < q.
 */
static void
pointwise_add24_c(int32_t r[N], const int32_t a[N], const int32_t b[N],
		  const uint8_t *c)
{
	unsigned i;

	for (i = 0; i < N; i++)
		r[i] = mont_reduce((int64_t)a[i] * b[i] + load24(c, i));
}

static void
pointwise24_add24_c(int32_t r[N], const int32_t a[N], const uint8_t *b,
		    const uint8_t *c)
{
	unsigned i;

	for (i = 0; i < N; i++)
		r[i] = mont_reduce((int64_t)a[i] * load24(b, i) +
				   load24(c, i));
}

/*
 * One row of A y, A and y held as poly24s: r = (sum_j a_j b_j) 2^-32 over
 * j < l, a_j and b_j the poly24s at a + 768 j and b + 768 j; the sum (of
 * l products below q^2 each) reduced once, |r| < q / 2 + l q^2 / 2^32,
 * below q: ready for the inverse NTT.
 */
static void
row24_c(int32_t r[N], const uint8_t *a, const uint8_t *b, unsigned l)
{
	unsigned i, j;
	uint64_t s;

	for (i = 0; i < N; i++) {
		s = 0;
		for (j = 0; j < l; j++)
			s += (uint64_t)(uint32_t)load24(a + 3 * N * j, i) *
			     (uint32_t)load24(b + 3 * N * j, i);
		r[i] = mont_reduce((int64_t)s);
	}
}

/*
 * Key generation's A s1 and verification's A z - c t1 2^d, a row at a
 * time with one poly of A live: acc_a_c multiplies RejNTTPoly's (Alg. 30)
 * first 256 candidates (the 768 bytes of buf, three a candidate, bit 23
 * dropped) into acc as they are accepted, without storing A: candidate
 * v < q is coefficient j of A^_rs (j counts the accepted ones), and
 * acc[j] becomes, by op:
 * ACC_SET  v b[j] 2^-32 (the row's first product);
 * ACC_SETT (v b[j] + acc[j] c[j]) 2^-32 (the same with c^ t1^ 2^d, t1^
 *          held in acc, summed before the one reduction);
 * ACC_ADD  acc[j] + v b[j] 2^-32;
 * ACC_END  reduce32(acc[j] + v b[j] 2^-32) (the last: |acc| < q for the
 *          inverse NTT).
 * Each product is reduced alone, into (-q, q) (v < q, |b|, |c| < 9q,
 * |acc[j] c[j]| < 81 q^2 with t1^: all below 2^31 q); the sum of at most
 * eight, below 8 q, fits in 32 bits.  Returns j, 256 unless candidates
 * were rejected: the caller squeezes the rest (mul_a).  A is public
 * (from rho): rejection may branch.
 */
#define ACC_SET 0
#define ACC_SETT 1
#define ACC_ADD 2
#define ACC_END 3

static CB_ALWAYS_INLINE int32_t
acc_one(int op, const int32_t *acc, uint32_t v, int32_t b, int32_t c)
{
	int64_t s = (int64_t)v * b;

	if (op == ACC_SET)
		return mont_reduce(s);
	if (op == ACC_SETT)
		return mont_reduce(s + (int64_t)*acc * c);
	if (op == ACC_ADD)
		return *acc + mont_reduce(s);
	return reduce32(*acc + mont_reduce(s));
}

static unsigned
acc_a_c(int op, int32_t acc[N], const uint8_t *buf, const int32_t b[N],
	const int32_t c[N])
{
	unsigned i, j = 0;
	uint32_t v;

	for (i = 0; i < N; i++) {
		v = buf[3 * i] | (uint32_t)buf[3 * i + 1] << 8 |
		    (uint32_t)(buf[3 * i + 2] & 0x7f) << 16;
		if (v >= Q)
			continue;
		acc[j] = acc_one(op, &acc[j], v, b[j], op == ACC_SETT ? c[j] :
							       0);
		j++;
	}
	return j;
}

#if CB_ARM_MLDSA_ASM
/* acc_a_c in Thumb-2 */
static unsigned
acc_a(int op, int32_t acc[N], const uint8_t *buf, const int32_t b[N],
      const int32_t c[N])
{
	if (op == ACC_SET)
		return cb_mldsa_acca_set_armv7em(acc, buf, b);
	if (op == ACC_SETT)
		return cb_mldsa_acca_sett_armv7em(acc, buf, b, c);
	if (op == ACC_ADD)
		return cb_mldsa_acca_add_armv7em(acc, buf, b);
	return cb_mldsa_acca_end_armv7em(acc, buf, b);
}

/* row24_c in Thumb-2, for the l of the three parameter sets */
static void
row24(int32_t r[N], const uint8_t *a, const uint8_t *b, unsigned l)
{
	if (l == 4)
		cb_mldsa_row24_l4_armv7em(r, a, b);
	else if (l == 5)
		cb_mldsa_row24_l5_armv7em(r, a, b);
	else
		cb_mldsa_row24_l7_armv7em(r, a, b);
}
#else
#define acc_a(op, acc, buf, b, c) acc_a_c(op, acc, buf, b, c)
#define row24(r, a, b, l) row24_c(r, a, b, l)
#endif

/* see internal/mldsa.h */
void
cb_mldsa_kernel(int op, int c, int32_t r[N], const void *a, const void *b)
{
	uint8_t o24[3 * N + 1];
	unsigned i;

	if (op == CB_MLDSA_K_NTT24) {
		/* the poly24 read back into r */
		o24[3 * N] = 0;
#if CB_ARM_MLDSA_ASM
		if (!c)
			cb_mldsa_ntt24_armv7em(r, zetas, o24);
		else
#endif
			ntt24_c(r, o24);
		for (i = 0; i < N; i++)
			r[i] = load24(o24, i);
		return;
	}
#if CB_ARM_MLDSA_ASM
	if (!c) {
		if (op == CB_MLDSA_K_NTT)
			cb_mldsa_ntt_armv7em(r, zetas);
		else if (op == CB_MLDSA_K_INVNTT)
			cb_mldsa_invntt_armv7em(r, zetas);
		else if (op == CB_MLDSA_K_MUL)
			cb_mldsa_pointwise_armv7em(r, a, b);
		else if (op == CB_MLDSA_K_ACC)
			cb_mldsa_pointwise_acc_armv7em(r, a, b);
		else if (op == CB_MLDSA_K_MUL24)
			cb_mldsa_pointwise24_armv7em(r, a, b);
		else if (op == CB_MLDSA_K_ACC24)
			cb_mldsa_pointwise_acc24_armv7em(r, a, b);
		else if (op == CB_MLDSA_K_ACC24X2)
			cb_mldsa_pointwise_acc24x2_armv7em(r, a, b);
		else if (op == CB_MLDSA_K_ADD24)
			cb_mldsa_pointwise_add24_armv7em(r, a, b,
				(const uint8_t *)b + 4 * N);
		else if (op == CB_MLDSA_K_24ADD24)
			cb_mldsa_pointwise24_add24_armv7em(r, a, b,
				(const uint8_t *)b + 3 * N + 1);
		else if (op >= CB_MLDSA_K_ACCA)
			(void)acc_a(op - CB_MLDSA_K_ACCA, r, a, b,
				    (const int32_t *)b + N);
		else
			row24(r, a, b, (unsigned)(op - CB_MLDSA_K_ROW24));
		return;
	}
#endif
	(void)c;
	if (op == CB_MLDSA_K_NTT)
		ntt_c(r);
	else if (op == CB_MLDSA_K_INVNTT)
		invntt_c(r);
	else if (op == CB_MLDSA_K_MUL)
		pointwise_c(r, a, b);
	else if (op == CB_MLDSA_K_ACC)
		pointwise_acc_c(r, a, b);
	else if (op == CB_MLDSA_K_MUL24)
		pointwise24_c(r, a, b);
	else if (op == CB_MLDSA_K_ACC24)
		pointwise_acc24_c(r, a, b);
	else if (op == CB_MLDSA_K_ACC24X2)
		pointwise_acc24x2_c(r, a, b);
	else if (op == CB_MLDSA_K_ADD24)
		pointwise_add24_c(r, a, b, (const uint8_t *)b + 4 * N);
	else if (op == CB_MLDSA_K_24ADD24)
		pointwise24_add24_c(r, a, b, (const uint8_t *)b + 3 * N + 1);
	else if (op >= CB_MLDSA_K_ACCA)
		(void)acc_a_c(op - CB_MLDSA_K_ACCA, r, a, b,
			      (const int32_t *)b + N);
	else
		row24_c(r, a, b, (unsigned)(op - CB_MLDSA_K_ROW24));
}

#if CB_ARM_MLDSA_ASM
#define ntt(a) cb_mldsa_ntt_armv7em(a, zetas)
#define ntt24(a, out) cb_mldsa_ntt24_armv7em(a, zetas, out)
#define invntt_tomont(a) cb_mldsa_invntt_armv7em(a, zetas)
#define pointwise(r, a, b) cb_mldsa_pointwise_armv7em(r, a, b)
#define pointwise_acc(r, a, b) cb_mldsa_pointwise_acc_armv7em(r, a, b)
#define pointwise24(r, a, b) cb_mldsa_pointwise24_armv7em(r, a, b)
#define pointwise_acc24(r, a, b) cb_mldsa_pointwise_acc24_armv7em(r, a, b)
#define pointwise_acc24x2(r, a, b) cb_mldsa_pointwise_acc24x2_armv7em(r, a, b)
#define pointwise_add24(r, a, b, c) cb_mldsa_pointwise_add24_armv7em(r, a, b, c)
#define pointwise24_add24(r, a, b, c) \
	cb_mldsa_pointwise24_add24_armv7em(r, a, b, c)
#else
#define ntt(a) ntt_c(a)
#define ntt24(a, out) ntt24_c(a, out)
#define invntt_tomont(a) invntt_c(a)
#define pointwise(r, a, b) pointwise_c(r, a, b)
#define pointwise_acc(r, a, b) pointwise_acc_c(r, a, b)
#define pointwise24(r, a, b) pointwise24_c(r, a, b)
#define pointwise_acc24(r, a, b) pointwise_acc24_c(r, a, b)
#define pointwise_acc24x2(r, a, b) pointwise_acc24x2_c(r, a, b)
#define pointwise_add24(r, a, b, c) pointwise_add24_c(r, a, b, c)
#define pointwise24_add24(r, a, b, c) pointwise24_add24_c(r, a, b, c)
#endif

/*
 * Decompose (FIPS 204 Alg. 36) of a in [0, q): returns r1, sets *r0.
 * r1 = round(a / 2 gamma2) by a multiply-shift exact on [0, q) (checked
 * against the definition for every a), then q - 1 maps to r1 = 0.
 */
static inline int32_t
decompose(int32_t *r0, int32_t a, int32_t gamma2)
{
	int32_t a1 = (a + 127) >> 7;

	if (gamma2 == (Q - 1) / 32) { /* public parameter */
		a1 = (a1 * 1025 + (1 << 21)) >> 22;
		a1 &= 15;
	} else {
		a1 = (a1 * 11275 + (1 << 23)) >> 24;
		a1 ^= neg_mask(43 - a1) & a1;
	}
	*r0 = a - a1 * 2 * gamma2;
	*r0 -= neg_mask((Q - 1) / 2 - *r0) & Q;
	return a1;
}

/* All ones if |a| >= bound (a centered), else zero. */
static uint32_t
norm_ge(int32_t a, int32_t bound)
{
	int32_t m = neg_mask(a);

	a = (a ^ m) - m; /* |a| */
	return ~(uint32_t)neg_mask(a - bound);
}

/*
 * ==== Bit packing (FIPS 204 §7.1): v = off + mul a, little-endian ====
 * Eight coefficients of `bits` bits (3, 4, 6, 10 or 13, a public
 * parameter) fill `bits` bytes: a group at a time, by whole words.
 * Inlined, and called with constant bits, off and mul (one copy per
 * encoding, its tests on bits resolved at compile time).
 */

static CB_ALWAYS_INLINE void
pack(uint8_t *out, const int32_t a[N], unsigned bits, int32_t off,
     int32_t mul)
{
	uint32_t v0, v1, v2, v3, v4, v5, v6, v7, w;
	unsigned i;

	for (i = 0; i < N; i += 8, out += bits) {
		v0 = (uint32_t)(off + mul * a[i]);
		v1 = (uint32_t)(off + mul * a[i + 1]);
		v2 = (uint32_t)(off + mul * a[i + 2]);
		v3 = (uint32_t)(off + mul * a[i + 3]);
		v4 = (uint32_t)(off + mul * a[i + 4]);
		v5 = (uint32_t)(off + mul * a[i + 5]);
		v6 = (uint32_t)(off + mul * a[i + 6]);
		v7 = (uint32_t)(off + mul * a[i + 7]);
		if (bits == 3) {
			w = v0 | v1 << 3 | v2 << 6 | v3 << 9 | v4 << 12 |
			    v5 << 15 | v6 << 18 | v7 << 21;
			out[0] = (uint8_t)w;
			out[1] = (uint8_t)(w >> 8);
			out[2] = (uint8_t)(w >> 16);
		} else if (bits == 4) {
			cb_store32_le(out, v0 | v1 << 4 | v2 << 8 | v3 << 12 |
						   v4 << 16 | v5 << 20 |
						   v6 << 24 | v7 << 28);
		} else if (bits == 6) {
			cb_store32_le(out, v0 | v1 << 6 | v2 << 12 | v3 << 18 |
						   v4 << 24 | v5 << 30);
			w = v5 >> 2 | v6 << 4 | v7 << 10;
			out[4] = (uint8_t)w;
			out[5] = (uint8_t)(w >> 8);
		} else if (bits == 10) {
			cb_store32_le(out, v0 | v1 << 10 | v2 << 20 | v3 << 30);
			cb_store32_le(out + 4,
				      v3 >> 2 | v4 << 8 | v5 << 18 | v6 << 28);
			w = v6 >> 4 | v7 << 6;
			out[8] = (uint8_t)w;
			out[9] = (uint8_t)(w >> 8);
		} else {
			cb_store32_le(out, v0 | v1 << 13 | v2 << 26);
			cb_store32_le(out + 4, v2 >> 6 | v3 << 7 | v4 << 20);
			cb_store32_le(out + 8, v4 >> 12 | v5 << 1 | v6 << 14 |
						       v7 << 27);
			out[12] = (uint8_t)(v7 >> 5);
		}
	}
}

/*
 * a = off + mul v for bits 3, 4, 10 or 13; returns all ones if some v
 * exceeded vmax (< 2^13: vmax - v is negative exactly then).
 */
static CB_ALWAYS_INLINE uint32_t
unpack(int32_t a[N], const uint8_t *in, unsigned bits, int32_t off,
       int32_t mul, uint32_t vmax)
{
	uint32_t v0, v1, v2, v3, v4, v5, v6, v7, w0, w1, w2, bad = 0;
	uint32_t m = ((uint32_t)1 << bits) - 1;
	unsigned i;

	for (i = 0; i < N; i += 8, in += bits) {
		if (bits == 3 || bits == 4) {
			w0 = bits == 3 ? in[0] | (uint32_t)in[1] << 8 |
						 (uint32_t)in[2] << 16 :
					 cb_load32_le(in);
			v0 = w0 & m;
			v1 = w0 >> bits & m;
			v2 = w0 >> 2 * bits & m;
			v3 = w0 >> 3 * bits & m;
			v4 = w0 >> 4 * bits & m;
			v5 = w0 >> 5 * bits & m;
			v6 = w0 >> 6 * bits & m;
			v7 = w0 >> 7 * bits & m;
		} else if (bits == 10) {
			w0 = cb_load32_le(in);
			w1 = cb_load32_le(in + 4);
			w2 = in[8] | (uint32_t)in[9] << 8;
			v0 = w0 & m;
			v1 = w0 >> 10 & m;
			v2 = w0 >> 20 & m;
			v3 = (w0 >> 30 | w1 << 2) & m;
			v4 = w1 >> 8 & m;
			v5 = w1 >> 18 & m;
			v6 = (w1 >> 28 | w2 << 4) & m;
			v7 = w2 >> 6;
		} else {
			w0 = cb_load32_le(in);
			w1 = cb_load32_le(in + 4);
			w2 = cb_load32_le(in + 8);
			v0 = w0 & m;
			v1 = w0 >> 13 & m;
			v2 = (w0 >> 26 | w1 << 6) & m;
			v3 = w1 >> 7 & m;
			v4 = (w1 >> 20 | w2 << 12) & m;
			v5 = w2 >> 1 & m;
			v6 = w2 >> 14 & m;
			v7 = w2 >> 27 | (uint32_t)in[12] << 5;
		}
		bad |= (vmax - v0) | (vmax - v1) | (vmax - v2) | (vmax - v3) |
		       (vmax - v4) | (vmax - v5) | (vmax - v6) | (vmax - v7);
		a[i] = off + mul * (int32_t)v0;
		a[i + 1] = off + mul * (int32_t)v1;
		a[i + 2] = off + mul * (int32_t)v2;
		a[i + 3] = off + mul * (int32_t)v3;
		a[i + 4] = off + mul * (int32_t)v4;
		a[i + 5] = off + mul * (int32_t)v5;
		a[i + 6] = off + mul * (int32_t)v6;
		a[i + 7] = off + mul * (int32_t)v7;
	}
	return (uint32_t)neg_mask((int32_t)bad);
}

/*
 * z in BitPack(z, gamma1 - 1, gamma1) (Alg. 17): v = gamma1 - z in
 * gamma1_bits + 1 bits, four 18-bit values in nine bytes or two 20-bit
 * ones in five, by whole words.  The signing's pack: z comes as |a| < q,
 * is centered here, and the mask of ||z|| >= bound is returned.
 * unpack_z reads a group before it writes its coefficients (ExpandMask
 * unpacks in place, below).
 */
static uint32_t
pack_z(uint8_t *out, const int32_t a[N], const cb_mldsa_params *p,
       int32_t bound)
{
	int32_t g1 = (int32_t)1 << p->gamma1_bits, z0, z1, z2, z3;
	uint32_t v0, v1, v2, v3, bad = 0;
	unsigned i;

	if (p->gamma1_bits == 17) { /* public parameter */
		for (i = 0; i < N; i += 4, out += 9) {
			z0 = center(caddq(a[i]));
			z1 = center(caddq(a[i + 1]));
			z2 = center(caddq(a[i + 2]));
			z3 = center(caddq(a[i + 3]));
			bad |= norm_ge(z0, bound) | norm_ge(z1, bound) |
			       norm_ge(z2, bound) | norm_ge(z3, bound);
			v0 = (uint32_t)(g1 - z0);
			v1 = (uint32_t)(g1 - z1);
			v2 = (uint32_t)(g1 - z2);
			v3 = (uint32_t)(g1 - z3);
			cb_store32_le(out, v0 | v1 << 18);
			cb_store32_le(out + 4, v1 >> 14 | v2 << 4 | v3 << 22);
			out[8] = (uint8_t)(v3 >> 10);
		}
	} else {
		for (i = 0; i < N; i += 2, out += 5) {
			z0 = center(caddq(a[i]));
			z1 = center(caddq(a[i + 1]));
			bad |= norm_ge(z0, bound) | norm_ge(z1, bound);
			v0 = (uint32_t)(g1 - z0);
			v1 = (uint32_t)(g1 - z1);
			cb_store32_le(out, v0 | v1 << 20);
			out[4] = (uint8_t)(v1 >> 12);
		}
	}
	return bad;
}

static void
unpack_z(int32_t a[N], const uint8_t *in, const cb_mldsa_params *p)
{
	int32_t g1 = (int32_t)1 << p->gamma1_bits;
	uint32_t w0, w1, b8, m;
	unsigned i;

	if (p->gamma1_bits == 17) { /* public parameter */
		m = 0x3ffff;
		for (i = 0; i < N; i += 4, in += 9) {
			w0 = cb_load32_le(in);
			w1 = cb_load32_le(in + 4);
			b8 = in[8];
			a[i] = g1 - (int32_t)(w0 & m);
			a[i + 1] = g1 - (int32_t)((w0 >> 18 | w1 << 14) & m);
			a[i + 2] = g1 - (int32_t)(w1 >> 4 & m);
			a[i + 3] = g1 - (int32_t)(w1 >> 22 | b8 << 10);
		}
	} else {
		m = 0xfffff;
		for (i = 0; i < N; i += 2, in += 5) {
			w0 = cb_load32_le(in);
			b8 = in[4];
			a[i] = g1 - (int32_t)(w0 & m);
			a[i + 1] = g1 - (int32_t)(w0 >> 20 | b8 << 12);
		}
	}
}

/* ==== Sampling (FIPS 204 §7.3) ==== */

/* Squeeze RejNTTPoly's candidates one at a time until j = 256. */
static void
expand_a_tail(cb_shake_ctx *h, int32_t *a, uint8_t *a24, unsigned j)
{
	uint8_t b3[3];
	uint32_t v;

	while (j < N) {
		cb_shake_squeeze(h, b3, 3);
		v = b3[0] | (uint32_t)b3[1] << 8 |
		    (uint32_t)(b3[2] & 0x7f) << 16;
		if (v >= Q)
			continue;
		if (a24) {
			a24[3 * j] = (uint8_t)v;
			a24[3 * j + 1] = (uint8_t)(v >> 8);
			a24[3 * j + 2] = (uint8_t)(v >> 16);
		} else {
			a[j] = (int32_t)v;
		}
		j++;
	}
}

static void
expand_a_init(cb_shake_ctx *h, const uint8_t rho[32], unsigned r,
	      unsigned s)
{
	uint8_t ij[2];

	ij[0] = (uint8_t)s;
	ij[1] = (uint8_t)r;
	cb_shake128_init(h);
	cb_shake_update(h, rho, 32);
	cb_shake_update(h, ij, 2);
}

/*
 * RejNTTPoly (Alg. 30) for A[r][s]: public, so rejection may branch.  The
 * first 256 candidates (768 bytes, all accepted with probability 0.78)
 * are squeezed at once into a itself, at byte 256, and parsed forwards,
 * four from three words: the group of candidates i .. i + 3 (i = 0, 4,
 * .., 252) is read, then stores coefficients j <= i + 3, at bytes below
 * 4i + 16 <= 256 + 3 (i + 4), where the next group starts, so nothing
 * unread is overwritten.  Candidates after the first 256 (rejections are
 * rare) are read three bytes at a time.  Out of line: inlined into its
 * one caller, the small signing's sign_attempt, its context would sit in
 * the frame of the fast signing too.
 */
static CB_NOINLINE void
expand_a(int32_t a[N], const uint8_t rho[32], unsigned r, unsigned s)
{
	uint8_t *buf = (uint8_t *)a + N;
	cb_shake_ctx h;
	unsigned j = 0, i;

	expand_a_init(&h, rho, r, s);
	cb_shake_squeeze(&h, buf, 3 * N);
	for (i = 0; i < N; i += 4) {
		const uint8_t *c = buf + 3 * i;
		uint32_t w0 = cb_load32_le(c), w1 = cb_load32_le(c + 4);
		uint32_t w2 = cb_load32_le(c + 8), m = 0x7fffff;

		/* four candidates from three words, read before any store */
		uint32_t v0 = w0 & m, v1 = (w0 >> 24 | w1 << 8) & m;
		uint32_t v2 = (w1 >> 16 | w2 << 16) & m, v3 = (w2 >> 8) & m;

		/* kept if v < q: v - q wraps below 2^32 exactly then */
		a[j] = (int32_t)v0;
		j += (v0 - Q) >> 31;
		a[j] = (int32_t)v1;
		j += (v1 - Q) >> 31;
		a[j] = (int32_t)v2;
		j += (v2 - Q) >> 31;
		a[j] = (int32_t)v3;
		j += (v3 - Q) >> 31;
	}
	expand_a_tail(&h, a, NULL, j);
}

/*
 * The same as a poly24 (the fast signing's A): the candidates are
 * squeezed into a24 and compacted in place, four from three words as in
 * expand_a, bit 23 cleared: the accepted candidates are their own poly24
 * encoding.  Candidate j is stored by one 32-bit store at 3j, whose top
 * byte (zero) lands on coefficient j + 1, written later if kept; the
 * group i .. i + 3 writes bytes below 3i + 13, so the next group's first
 * word is read before it; the last group is stored by bytes, so that
 * nothing after the poly24 is touched.
 */
static void
expand_a24(uint8_t *a24, const uint8_t rho[32], unsigned r, unsigned s)
{
	cb_shake_ctx h;
	unsigned j = 0, i, x;
	uint32_t w0, w1, w2, v[4], m = 0x7fffff;

	expand_a_init(&h, rho, r, s);
	cb_shake_squeeze(&h, a24, 3 * N);
	w0 = cb_load32_le(a24);
	for (i = 0; i < N; i += 4) {
		const uint8_t *c = a24 + 3 * i;

		w1 = cb_load32_le(c + 4);
		w2 = cb_load32_le(c + 8);
		v[0] = w0 & m;
		v[1] = (w0 >> 24 | w1 << 8) & m;
		v[2] = (w1 >> 16 | w2 << 16) & m;
		v[3] = (w2 >> 8) & m;
		if (i == N - 4)
			break;
		w0 = cb_load32_le(c + 12);
		for (x = 0; x < 4; x++) {
			cb_store32_le(a24 + 3 * j, v[x]);
			j += (v[x] - Q) >> 31;
		}
	}
	for (x = 0; x < 4; x++) {
		a24[3 * j] = (uint8_t)v[x];
		a24[3 * j + 1] = (uint8_t)(v[x] >> 8);
		a24[3 * j + 2] = (uint8_t)(v[x] >> 16);
		j += (v[x] - Q) >> 31;
	}
	expand_a_tail(&h, NULL, a24, j);
}

/*
 * acc (op)= A^_rs b (acc_a's ops), A^_rs sampled by RejNTTPoly (Alg. 30)
 * into buf (768 bytes, aligned) and used as it is accepted: no more of A
 * is held.  Candidates after the first 256 (rejections are rare) are
 * read three bytes at a time.  h: a context for the stream.
 */
static void
mul_a(int op, int32_t acc[N], uint8_t *buf, const int32_t b[N],
      const int32_t c[N], cb_shake_ctx *h, const uint8_t rho[32],
      unsigned r, unsigned s)
{
	unsigned j;
	uint32_t v;

	expand_a_init(h, rho, r, s);
	cb_shake_squeeze(h, buf, 3 * N);
	for (j = acc_a(op, acc, buf, b, c); j < N;) {
		cb_shake_squeeze(h, buf, 3);
		v = buf[0] | (uint32_t)buf[1] << 8 |
		    (uint32_t)(buf[2] & 0x7f) << 16;
		if (v >= Q)
			continue;
		acc[j] = acc_one(op, &acc[j], v, b[j], op == ACC_SETT ? c[j] :
							       0);
		j++;
	}
}

/*
 * CoeffFromHalfByte (Alg. 15) of nibble b (< 16), and its accept bit (1:
 * kept); b mod 5 for b < 15 by a multiply-shift.  Plain arithmetic, no
 * comparison: b = 15 is the one b with b + 1 >= 16, b < 9 the ones with
 * b - 9 negative.
 */
static CB_ALWAYS_INLINE int32_t
coeff_half(uint32_t b, unsigned eta, uint32_t *ok)
{
	if (eta == 2) { /* public parameter */
		*ok = 1 - ((b + 1) >> 4);
		return 2 - (int32_t)(b - 5 * ((b * 205) >> 10));
	}
	*ok = (b - 9) >> 31;
	return 4 - (int32_t)b;
}

/*
 * RejBoundedPoly (Alg. 31) with nonce r: s1 / s2 coefficients.  Two
 * nibbles a byte, each stored at a[j] and kept by advancing j with its
 * accept bit (public: see the top of this file) while two more fit; the
 * last coefficient one nibble at a time.  h: the caller's context, wiped.
 */
static void
expand_s(int32_t a[N], const cb_mldsa_params *p, const uint8_t rhop[64],
	 unsigned r, cb_shake_ctx *h)
{
	uint8_t buf[CB_SHAKE256_BLOCK_LEN], nb[2];
	unsigned j = 0, i, n, eta = p->eta;
	uint32_t ok0, ok1, b, x;
	int32_t v0, v1;

	nb[0] = (uint8_t)r;
	nb[1] = (uint8_t)(r >> 8);
	cb_shake256_init(h);
	cb_shake_update(h, rhop, 64);
	cb_shake_update(h, nb, 2);
	while (j < N) {
		cb_shake_squeeze(h, buf, sizeof(buf));
		for (i = 0; i < sizeof(buf) && j + 2 <= N && eta == 2; i++) {
			/* both nibbles at once, one in each halfword: b mod
			 * 5 by a multiply-shift whose halves stay apart
			 * (15 * 205 < 2^12), accept bits 1 - (b + 1) / 16 */
			b = buf[i];
			x = (b & 15u) | (b >> 4) << 16;
			ok0 = 0x10001u - ((x + 0x10001u) >> 4 & 0x10001u);
			x -= 5 * ((x * 205) >> 10 & 0x30003u);
			CB_MLDSA_PUBLIC(&ok0, sizeof(ok0));
			a[j] = 2 - (int32_t)(x & 0xffffu);
			j += ok0 & 1;
			a[j] = 2 - (int32_t)(x >> 16);
			j += ok0 >> 16;
		}
		for (; i < sizeof(buf) && j + 2 <= N; i++) {
			b = buf[i];
			v0 = coeff_half(b & 15u, eta, &ok0);
			v1 = coeff_half(b >> 4, eta, &ok1);
			CB_MLDSA_PUBLIC(&ok0, sizeof(ok0));
			CB_MLDSA_PUBLIC(&ok1, sizeof(ok1));
			a[j] = v0;
			j += ok0;
			a[j] = v1;
			j += ok1;
		}
		/* j = 255: nibble by nibble */
		for (n = 2 * i; n < 2 * sizeof(buf) && j < N; n++) {
			v0 = coeff_half((uint32_t)(buf[n >> 1] >> (4 * (n & 1))) &
						15u, eta, &ok0);
			CB_MLDSA_PUBLIC(&ok0, sizeof(ok0));
			a[j] = v0;
			j += ok0;
		}
	}
	cb_wipe(buf, sizeof(buf));
	cb_shake_wipe(h);
}

/*
 * ExpandMask (Alg. 34) for polynomial index kr = kappa + r.  The stream
 * is squeezed into the end of a itself and unpacked forwards, a group of
 * coefficients (four in nine bytes, or two in five) after its bytes are
 * read: group g writes bytes below 16 (g + 1), or 8 (g + 1), which is at
 * most where group g + 1 starts, 1024 - 576 + 9 (g + 1), or 1024 - 640 +
 * 5 (g + 1), as g + 1 <= 64 (or 128): no byte is overwritten before it
 * is read.
 */
static void
expand_mask(int32_t a[N], const cb_mldsa_params *p, const uint8_t rhopp[64],
	    unsigned kr)
{
	uint8_t nb[2], *buf = (uint8_t *)a + sizeof(poly) - z_bytes(p);
	cb_shake_ctx h;

	nb[0] = (uint8_t)kr;
	nb[1] = (uint8_t)(kr >> 8);
	cb_shake256_init(&h);
	cb_shake_update(&h, rhopp, 64);
	cb_shake_update(&h, nb, 2);
	cb_shake_squeeze(&h, buf, z_bytes(p));
	unpack_z(a, buf, p);
	cb_shake_wipe(&h);
}

/* All ones if bit w of d is set, else zero (w a constant: one SBFX). */
#define BIT_MASK(d, w) ((uint32_t)((int32_t)((d) << (31 - (w))) >> 31))

/*
 * One SampleInBall step on stream byte b; *i is the next position.  c is
 * two 256-bit masks (nonzero, negative) in eight words; positions i and b
 * are reached through a one-hot bit in the word and a one-hot byte of
 * words (a shift by the position: constant time on the M4 as on any
 * barrel shifter), never an index.  One pass over the words reads c_j and
 * writes c_j = (-1)^s; then c_i = the c_j read, ORed in: position i is
 * fresh (zero), and where j = i the c_j read was zero, so c_j's new value
 * stays.
 */
static CB_ALWAYS_INLINE void
ball_step(uint32_t nz[8], uint32_t sg[8], const uint32_t signs[2],
	  uint32_t base, uint32_t *i, uint32_t b)
{
	uint32_t ii = cb_ct_barrier32(*i), bb = cb_ct_barrier32(b);
	uint32_t ok, bj, dj, di, bi, sm, m, x, y, k, hw, cnz = 0, csg = 0;

	/* accept b while positions remain (i < 256) and b <= i: both
	 * differences negative (i <= 256, b < 256) */
	ok = cb_ct_barrier32((uint32_t)(((int32_t)(ii - N) &
					 (int32_t)(bb - ii - 1)) >> 31));
	/* the sign: bit k of the 64 sign bits, k = i - (256 - tau) the
	 * count accepted so far (k <= 60), read by shifts of both words */
	k = ii - base;
	hw = (uint32_t)0 - (k >> 5);
	sm = (uint32_t)0 - ((((signs[0] >> (k & 31)) & ~hw) |
			     ((signs[1] >> (k & 31)) & hw)) & 1);
	bj = ((uint32_t)1 << (bb & 31)) & ok;
	dj = (uint32_t)1 << (bb >> 5);
	/* word w, unrolled: its bit mask by one SBFX */
#define BALL_WORD(w)                                                       \
	m = BIT_MASK(dj, w) & bj;                                          \
	x = nz[w];                                                         \
	y = sg[w];                                                         \
	cnz |= x & m;                                                      \
	csg |= y & m;                                                      \
	nz[w] = x | m;                                                     \
	sg[w] = y ^ ((y ^ sm) & m);
	BALL_WORD(0) BALL_WORD(1) BALL_WORD(2) BALL_WORD(3)
	BALL_WORD(4) BALL_WORD(5) BALL_WORD(6) BALL_WORD(7)
#undef BALL_WORD
	/* i >= 256 - tau >= 192 (tau <= 60): only words 6 and 7 hold i;
	 * i = 256 gives bit 8, no word (and then ok, cnz, csg are zero) */
	/* cnz and csg are zero or bit b & 31 alone */
	bi = (uint32_t)1 << (ii & 31);
	di = (uint32_t)1 << (ii >> 5);
	x = bi & ((uint32_t)0 - (cnz >> (bb & 31)));
	y = bi & ((uint32_t)0 - (csg >> (bb & 31)));
	nz[6] |= BIT_MASK(di, 6) & x;
	nz[7] |= BIT_MASK(di, 7) & x;
	sg[6] |= BIT_MASK(di, 6) & y;
	sg[7] |= BIT_MASK(di, 7) & y;
	*i = ii + (ok & 1);
}

/*
 * SampleInBall (Alg. 29): c with tau coefficients +-1, the rest 0.  The
 * first SHAKE256 block (8 sign bytes, 128 candidates) holds tau accepted
 * bytes but with probability below 2^-40 (ML-DSA-87; far less for the
 * others); only then are more bytes read, one by one, the same way.
 */
static void
sample_in_ball(int32_t c[N], const cb_mldsa_params *p, const uint8_t *ct)
{
	uint8_t buf[CB_SHAKE256_BLOCK_LEN];
	uint32_t nz[8] = {0}, sg[8] = {0}, i = N - p->tau, done, signs[2];
	cb_shake_ctx h;
	unsigned x;

	cb_shake256_init(&h);
	cb_shake_update(&h, ct, p->ctilde_len);
	cb_shake_squeeze(&h, buf, sizeof(buf));
	signs[0] = cb_load32_le(buf);
	signs[1] = cb_load32_le(buf + 4);
	for (x = 8; x < sizeof(buf); x++)
		ball_step(nz, sg, signs, N - p->tau, &i, buf[x]);
	for (;;) {
		done = i == N;
		CB_MLDSA_PUBLIC(&done, sizeof(done));
		if (done)
			break;
		cb_shake_squeeze(&h, buf, 1);
		ball_step(nz, sg, signs, N - p->tau, &i, buf[0]);
	}
	for (x = 0; x < N; x += 32) {
		uint32_t n = nz[x >> 5], ng = n & sg[x >> 5], b;

		for (b = 0; b < 32; b++)
			c[x + b] = (int32_t)(n >> b & 1) -
				   2 * (int32_t)(ng >> b & 1);
	}
	cb_wipe(buf, sizeof(buf));
	cb_wipe(nz, sizeof(nz));
	cb_wipe(sg, sizeof(sg));
	cb_wipe(signs, sizeof(signs));
	cb_shake_wipe(&h);
}

/*
 * SampleInBall for verification, where c~ is public: the same c, negated
 * (-c: what verification multiplies t1 by), by Alg. 29's swaps on the
 * coefficients themselves, branching on the stream.  h and buf (136
 * bytes): the caller's context and scratch.
 */
static void
sample_in_ball_neg_public(int32_t c[N], const cb_mldsa_params *p,
			  const uint8_t *ct, cb_shake_ctx *h, uint8_t *buf)
{
	unsigned i, pos = 8, b;
	uint64_t signs;

	cb_shake256_init(h);
	cb_shake_update(h, ct, p->ctilde_len);
	cb_shake_squeeze(h, buf, CB_SHAKE256_BLOCK_LEN);
	signs = cb_load64_le(buf);
	memset(c, 0, N * sizeof(int32_t));
	for (i = N - p->tau; i < N; i++) {
		do {
			if (pos == CB_SHAKE256_BLOCK_LEN) {
				cb_shake_squeeze(h, buf,
						 CB_SHAKE256_BLOCK_LEN);
				pos = 0;
			}
			b = buf[pos++];
		} while (b > i);
		c[i] = c[b];
		c[b] = 2 * (int32_t)(signs & 1) - 1;
		signs >>= 1;
	}
}

/* ==== Encodings ==== */

/* Private key fields (FIPS 204 Alg. 24). */
typedef struct sk_view {
	const uint8_t *rho, *key, *tr, *s1, *s2, *t0;
} sk_view;

static void
sk_split(sk_view *v, const cb_mldsa_params *p, const uint8_t *sk)
{
	v->rho = sk;
	v->key = sk + 32;
	v->tr = sk + 64;
	v->s1 = sk + 128;
	v->s2 = v->s1 + p->l * eta_bytes(p);
	v->t0 = v->s2 + p->k * eta_bytes(p);
}

/* s coefficient polynomial from its encoding; all ones if out of range. */
static uint32_t
unpack_eta(int32_t a[N], const cb_mldsa_params *p, const uint8_t *in)
{
	if (p->eta == 2) /* public parameter */
		return unpack(a, in, 3, 2, -1, 4);
	return unpack(a, in, 4, 4, -1, 8);
}

static void
unpack_t0(int32_t a[N], const uint8_t *in)
{
	(void)unpack(a, in, D, 1 << (D - 1), -1, 0x1fff);
}

/*
 * HighBits of w (|w| < q, brought into [0, q)) into w1, and w as a
 * poly24 into w24 (one 32-bit store a coefficient, whose top byte the
 * next overwrites; the last by bytes).  gamma2 is a constant where this
 * is called.
 */
static CB_ALWAYS_INLINE void
high_pass(int32_t w1[N], uint8_t *w24, const int32_t w[N], int32_t gamma2)
{
	int32_t r0, v = 0;
	unsigned i;

	for (i = 0; i < N - 1; i++) {
		v = caddq(w[i]);
		w1[i] = decompose(&r0, v, gamma2);
		cb_store32_le(w24 + 3 * i, (uint32_t)v);
	}
	v = caddq(w[N - 1]);
	w1[N - 1] = decompose(&r0, v, gamma2);
	w24[3 * N - 3] = (uint8_t)v;
	w24[3 * N - 2] = (uint8_t)(v >> 8);
	w24[3 * N - 1] = (uint8_t)(v >> 16);
}

/*
 * w1Encode of HighBits(w) absorbed into h, w (|w| < q) kept as a poly24
 * in w24 (its values in [0, q)).  w1 is scratch (the caller's
 * workspace, wiped with it).
 */
static void
absorb_w1(cb_shake_ctx *h, const cb_mldsa_params *p, const int32_t w[N],
	  int32_t w1[N], uint8_t *w24)
{
	uint8_t buf[192];

	if (p->gamma2 == (Q - 1) / 88) /* public parameter */
		high_pass(w1, w24, w, (Q - 1) / 88);
	else
		high_pass(w1, w24, w, (Q - 1) / 32);
	if (w1_bits(p) == 6) /* public parameter */
		pack(buf, w1, 6, 0, 1);
	else
		pack(buf, w1, 4, 0, 1);
	cb_shake_update(h, buf, 32 * w1_bits(p));
	cb_wipe(buf, sizeof(buf));
}

/* s1 or s2 encoded (Alg. 16 with eta). */
static void
pack_eta(uint8_t *out, const int32_t a[N], const cb_mldsa_params *p)
{
	if (p->eta == 2) /* public parameter */
		pack(out, a, 3, 2, -1);
	else
		pack(out, a, 4, 4, -1);
}

/* ==== Key generation ==== */

/* see cb/mldsa.h */
size_t
cb_mldsa_pk_len(const cb_mldsa_params *p)
{
	return p->pk_len;
}

/* see cb/mldsa.h */
size_t
cb_mldsa_sk_len(const cb_mldsa_params *p)
{
	return p->sk_len;
}

/* see cb/mldsa.h */
size_t
cb_mldsa_sig_len(const cb_mldsa_params *p)
{
	return p->sig_len;
}

/* see cb/mldsa.h */
size_t
cb_mldsa_sign_tmp_len(const cb_mldsa_params *p)
{
	return CB_MLDSA_SIGN_TMP_LEN_KL((size_t)p->k, (size_t)p->l);
}

/* see cb/mldsa.h */
size_t
cb_mldsa_sign_small_tmp_len(const cb_mldsa_params *p)
{
	return CB_MLDSA_SIGN_SMALL_TMP_LEN_KL((size_t)p->k, (size_t)p->l);
}

/*
 * The key pair from (rho, rho', K) in ex, with s1^ (l polys), t and a
 * scratch poly u given.  Row i of t = NTT^-1(A^ s1^) + s2 (Alg. 6 line
 * 5) is summed in t as A is sampled, one poly of A at a time (mul_a:
 * only its 768-byte stream, in u, is held), then Power2Round (Alg. 35).
 * h is the caller's context.
 */
static CB_NOINLINE void
keygen_rows(const cb_mldsa_params *p, uint8_t *pk, uint8_t *sk,
	    const uint8_t ex[128], cb_shake_ctx *h, poly *s1h, poly *t,
	    poly *u)
{
	unsigned i, j, x, eb = eta_bytes(p);
	uint8_t *s1 = sk + 128, *s2 = s1 + p->l * eb, *t0 = s2 + p->k * eb;
	int32_t v, t1;
	int op;

	for (j = 0; j < p->l; j++) {
		expand_s(s1h[j].c, p, ex + 32, j, h);
		pack_eta(s1 + j * eb, s1h[j].c, p);
		ntt(s1h[j].c);
	}
	for (i = 0; i < p->k; i++) {
		for (j = 0; j < p->l; j++) {
			op = j == 0 ? ACC_SET :
			     j + 1 == p->l ? ACC_END : ACC_ADD;
			mul_a(op, t->c, (uint8_t *)u->c, s1h[j].c, NULL, h, ex,
			      i, j);
		}
		invntt_tomont(t->c);
		expand_s(u->c, p, ex + 32, p->l + i, h);
		pack_eta(s2 + i * eb, u->c, p);
		/* t0 into t, t1 over s2 */
		for (x = 0; x < N; x++) {
			v = caddq(reduce32(t->c[x] + u->c[x]));
			t1 = (v + (1 << (D - 1)) - 1) >> D;
			t->c[x] = v - (t1 << D);
			u->c[x] = t1;
		}
		pack(pk + 32 + i * T1_BYTES, u->c, 10, 0, 1);
		pack(t0 + i * T0_BYTES, t->c, D, 1 << (D - 1), -1);
	}
	/* s1^, t0, s2 (u's s2 is overwritten by t1, wiped all the same) */
	cb_wipe(s1h, p->l * sizeof(poly));
	cb_wipe(t, sizeof(poly));
	cb_wipe(u, sizeof(poly));
}

/*
 * keygen_rows with its polys on the stack sized for l (4, 5 or 7): one
 * size would be ML-DSA-87's for every set.
 */
#define KEYGEN_L(L)                                                         \
	static CB_NOINLINE void keygen_l##L(const cb_mldsa_params *p,          \
					 uint8_t *pk, uint8_t *sk,           \
					 const uint8_t ex[128],              \
					 cb_shake_ctx *h)                    \
	{                                                                   \
		poly s1h[L], t, u;                                          \
									    \
		keygen_rows(p, pk, sk, ex, h, s1h, &t, &u);                 \
	}
KEYGEN_L(4)
KEYGEN_L(5)
KEYGEN_L(7)

/* see cb/mldsa.h */
int
cb_mldsa_keygen_internal(const cb_mldsa_params *p, uint8_t *pk, size_t pk_len,
			 uint8_t *sk, size_t sk_len,
			 const uint8_t seed[CB_MLDSA_SEED_LEN])
{
	uint8_t ex[128], kl[2];
	cb_shake_ctx h;

	if (pk_len != p->pk_len || sk_len != p->sk_len)
		return CB_E_ARG;

	/* (rho, rho', K) = H(xi || k || l, 128) */
	kl[0] = p->k;
	kl[1] = p->l;
	cb_shake256_init(&h);
	cb_shake_update(&h, seed, CB_MLDSA_SEED_LEN);
	cb_shake_update(&h, kl, 2);
	cb_shake_squeeze(&h, ex, sizeof(ex));
	/* rho is public (the first field of pk): ExpandA may branch on it */
	CB_MLDSA_PUBLIC(ex, 32);
	memcpy(pk, ex, 32);
	memcpy(sk, ex, 32);
	memcpy(sk + 32, ex + 96, 32);
	if (p->l == 4) /* public parameter */
		keygen_l4(p, pk, sk, ex, &h);
	else if (p->l == 5)
		keygen_l5(p, pk, sk, ex, &h);
	else
		keygen_l7(p, pk, sk, ex, &h);
	/* tr = H(pk, 64) */
	cb_shake256(sk + 64, TR_LEN, pk, p->pk_len);
	cb_shake_wipe(&h);
	cb_wipe(ex, sizeof(ex));
	return CB_OK;
}

/* see cb/mldsa.h */
int
cb_mldsa_keygen(const cb_mldsa_params *p, uint8_t *pk, size_t pk_len,
		uint8_t *sk, size_t sk_len, cb_rng_fn rng, void *rng_arg)
{
	uint8_t xi[CB_MLDSA_SEED_LEN];
	int ret;

	if (pk_len != p->pk_len || sk_len != p->sk_len)
		return CB_E_ARG;
	if (rng(rng_arg, xi, sizeof(xi)) != 0) {
		cb_wipe(xi, sizeof(xi));
		memset(pk, 0, cb_mldsa_pk_len(p));
		memset(sk, 0, cb_mldsa_sk_len(p));
		return CB_E_RNG;
	}
	ret = cb_mldsa_keygen_internal(p, pk, pk_len, sk, sk_len, xi);
	cb_wipe(xi, sizeof(xi));
	return ret;
}

/* ==== Signing ==== */

/*
 * Workspace: fast: A[k l], s1^[l], s2^[k], t0^[k], y^[l], w[k] as poly24
 * (three bytes a coefficient), then the polys c^ and scratch; small:
 * y^[l] and w[k] as poly24, then c^ and two scratch polys.  The hint
 * bits of an attempt (k 256 bits) go over y^, which the attempt has read
 * for the last time by then (z is packed before the hints are made), so
 * that they take no stack.
 */
typedef struct sign_ws {
	const cb_mldsa_params *p;
	sk_view sk;
	poly24 *a, *s1h, *s2h, *t0h; /* NULL when small */
	poly24 *y, *w;
	poly *cp, *tmp, *tmp2;       /* tmp2 NULL when fast */
	uint32_t *hb;                /* over y */
} sign_ws;

/*
 * s1^_j, s2^_i or t0^_i: held as a poly24 (fast), or decoded into tmp2
 * and transformed there (small), left as 32-bit coefficients.
 */
static const void *
secret_hat(sign_ws *ws, poly24 *held, const uint8_t *enc, int t0)
{
	if (held)
		return held->b;
	if (t0)
		unpack_t0(ws->tmp2->c, enc);
	else
		(void)unpack_eta(ws->tmp2->c, ws->p, enc);
	ntt(ws->tmp2->c);
	return ws->tmp2->c;
}

/*
 * out = NTT^-1(c^ s^ 2^-32), s^ from secret_hat, |out| < q (c s2: w - c
 * s2 is reduced after; c t0: centered where it is used).
 */
static void
times_c(const sign_ws *ws, int32_t out[N], const void *sh)
{
	if (ws->a)
		pointwise24(out, ws->cp->c, sh);
	else
		pointwise(out, ws->cp->c, sh);
	invntt_tomont(out);
}

/*
 * w - c s2 (t = c s2, |t| < q) for the signing's tests: r0 and r1 of
 * each coefficient, reduced into [0, q) first (|w - c s2| < 2q), replace
 * w's coefficient as (r0 + gamma2) | r1 << sh1 (2 gamma2 < 2^sh1: 24
 * bits); returns the mask of ||r0|| >= gamma2 - beta.  One 32-bit store
 * a coefficient, whose top byte lands on the next one, read before it;
 * the last by bytes.  gamma2 and sh1 are constants where this is called.
 */
static CB_ALWAYS_INLINE uint32_t
low_pass(uint8_t *w24, const int32_t t[N], int32_t gamma2, unsigned sh1,
	 int32_t beta)
{
	uint32_t reject = 0;
	int32_t r0, r1, v, nxt = load24(w24, 0);
	unsigned x;

	for (x = 0; x < N; x++) {
		v = caddq(reduce32(nxt - t[x]));
		if (x + 1 < N)
			nxt = load24(w24, x + 1);
		r1 = decompose(&r0, v, gamma2);
		reject |= norm_ge(r0, gamma2 - beta);
		v = (r0 + gamma2) | r1 << sh1;
		if (x + 1 < N) {
			cb_store32_le(w24 + 3 * x, (uint32_t)v);
		} else {
			w24[3 * x] = (uint8_t)v;
			w24[3 * x + 1] = (uint8_t)(v >> 8);
			w24[3 * x + 2] = (uint8_t)(v >> 16);
		}
	}
	return reject;
}

/*
 * The hints of one row from w's (r0 + gamma2, r1) (low_pass) and t = c
 * t0 (|t| < q, centered here): hb gets the 256 hint bits, *hcount their
 * number added; returns the mask of ||c t0|| >= gamma2.
 */
static CB_ALWAYS_INLINE uint32_t
hint_pass(uint32_t hb[8], uint32_t *hcount, const uint8_t *w24,
	  const int32_t t[N], int32_t gamma2, unsigned sh1)
{
	uint32_t big = 0, h, u, word, cnt = 0;
	int32_t ct0, r1, v, m;
	unsigned x, b;

	for (x = 0; x < N; x += 32) {
		word = 0;
		for (b = 0; b < 32; b++) {
			ct0 = center(caddq(t[x + b]));
			/* gamma2 - 1 - |c t0|: negative if ||c t0|| >=
			 * gamma2, its sign bit gathered in big */
			m = ct0 >> 31;
			big |= (uint32_t)(gamma2 - 1 - ((ct0 ^ m) - m));
			v = load24(w24, x + b);
			r1 = v >> sh1;
			/* v = r0 + c t0 + gamma2 (|v| < 2^21): no hint
			 * where v is in [1, 2 gamma2] (-v and v - 2 gamma2
			 * - 1 both negative), or v = 0 with r1 = 0 (v | r1
			 * zero); the two exclude each other */
			v = (v & (((int32_t)1 << sh1) - 1)) + ct0;
			u = (uint32_t)(v | r1);
			h = 1 - ((uint32_t)(-v & (v - 2 * gamma2 - 1)) >> 31) -
			    ((~u & (u - 1)) >> 31);
			word |= h << b;
			cnt += h;
		}
		hb[x >> 5] = word;
	}
	*hcount += cnt;
	return (uint32_t)neg_mask((int32_t)big);
}

/*
 * One attempt (FIPS 204 Alg. 7 lines 11-31) with counter kappa: sig gets
 * c~ and the packed z; hints as bits in ws->hb.  Returns the accept mask.
 */
static uint32_t
sign_attempt(sign_ws *ws, uint8_t *sig, const uint8_t mu[64],
	     const uint8_t rhopp[64], unsigned kappa)
{
	const cb_mldsa_params *p = ws->p;
	int32_t g1 = (int32_t)1 << p->gamma1_bits;
	int32_t beta = p->tau * p->eta;
	uint32_t reject = 0, hcount = 0;
	const void *sh;
	int32_t *t = ws->tmp->c;
	cb_shake_ctx h;
	unsigned i, j, x, eb = eta_bytes(p);
	uint8_t *zp = sig + p->ctilde_len;

	for (j = 0; j < p->l; j++) {
		expand_mask(t, p, rhopp, kappa + j);
		ntt24(t, ws->y[j].b);
	}
	cb_shake256_init(&h);
	cb_shake_update(&h, mu, 64);
	for (i = 0; i < p->k; i++) {
		/* w_i = NTT^-1(sum_j A^_ij y^_j), into [0, q) */
		if (ws->a) {
			/* one 64-bit sum a coefficient, one reduction */
			row24(t, ws->a[i * p->l].b, ws->y[0].b, p->l);
		} else {
			memset(t, 0, sizeof(poly));
			for (j = 0; j < p->l; j++) {
				expand_a(ws->tmp2->c, ws->sk.rho, i, j);
				pointwise_acc24(t, ws->tmp2->c, ws->y[j].b);
			}
			for (x = 0; x < N; x++)
				t[x] = reduce32(t[x]);
		}
		invntt_tomont(t);
		/* c^ is not yet computed: its poly is the scratch of w1 */
		absorb_w1(&h, p, t, ws->cp->c, ws->w[i].b);
	}
	cb_shake_squeeze(&h, sig, p->ctilde_len);
	cb_shake_wipe(&h);
	sample_in_ball(ws->cp->c, p, sig);
	ntt(ws->cp->c);

	/* z = y + c s1: NTT^-1((c^ s1^ + y^) 2^-32), ||z|| < gamma1 - beta */
	for (j = 0; j < p->l; j++) {
		sh = secret_hat(ws, ws->s1h ? &ws->s1h[j] : NULL,
				ws->sk.s1 + j * eb, 0);
		/* one reduction of the sum: |t| < q for the inverse NTT */
		if (ws->a)
			pointwise24_add24(t, ws->cp->c, sh, ws->y[j].b);
		else
			pointwise_add24(t, ws->cp->c, sh, ws->y[j].b);
		invntt_tomont(t);
		reject |= pack_z(zp + j * z_bytes(p), t, p, g1 - beta);
	}

	for (i = 0; i < p->k; i++) {
		/* w - c s2: its low bits small, its high bits w1; its r0
		 * and r1 kept in w */
		sh = secret_hat(ws, ws->s2h ? &ws->s2h[i] : NULL,
				ws->sk.s2 + i * eb, 0);
		times_c(ws, t, sh);
		/* public parameter; 2 gamma2 < 2^sh1: r0 + gamma2 and r1
		 * share 24 bits */
		if (p->gamma2 == (Q - 1) / 88)
			reject |= low_pass(ws->w[i].b, t, (Q - 1) / 88, 18,
					   beta);
		else
			reject |= low_pass(ws->w[i].b, t, (Q - 1) / 32, 19,
					   beta);
		/*
		 * c t0 small; h = HighBits(w - c s2 + c t0) != HighBits(w -
		 * c s2), from the low bits r0 of w - c s2 and its high bits
		 * r1: r0 + c t0 leaves (-gamma2, gamma2], or lands on
		 * -gamma2 where r1 != 0 (at r1 = 0, -gamma2 wraps to q -
		 * gamma2, whose high bits are 0 again, Alg. 36's last case)
		 */
		sh = secret_hat(ws, ws->t0h ? &ws->t0h[i] : NULL,
				ws->sk.t0 + i * T0_BYTES, 1);
		times_c(ws, t, sh);
		if (p->gamma2 == (Q - 1) / 88)
			reject |= hint_pass(ws->hb + i * 8, &hcount, ws->w[i].b, t,
					    (Q - 1) / 88, 18);
		else
			reject |= hint_pass(ws->hb + i * 8, &hcount, ws->w[i].b, t,
					    (Q - 1) / 32, 19);
	}
	reject |= cb_ct_lt32(p->omega, hcount);
	return ~reject;
}

/* HintBitPack (Alg. 20) of accepted (public) hints. */
static void
pack_hints(uint8_t *out, const cb_mldsa_params *p,
	   const uint32_t hb[MAX_K * 8])
{
	unsigned i, x, idx = 0;

	memset(out, 0, p->omega + (size_t)p->k);
	for (i = 0; i < p->k; i++) {
		for (x = 0; x < N; x++)
			if (hb[i * 8 + (x >> 5)] >> (x & 31) & 1)
				out[idx++] = (uint8_t)x;
		out[p->omega + i] = (uint8_t)idx;
	}
}

/*
 * Lay out the workspace and prepare it (fast: A, s1^, s2^, t0^); returns
 * the all-ones mask if s1 or s2 of the key is out of range.
 */
static uint32_t
ws_setup(sign_ws *ws, const cb_mldsa_params *p, const uint8_t *sk, void *tmp,
	 int small)
{
	uint32_t bad = 0;
	poly24 *pp = tmp;
	unsigned i, j, eb = eta_bytes(p);

	ws->p = p;
	sk_split(&ws->sk, p, sk);
	if (small) {
		ws->a = ws->s1h = ws->s2h = ws->t0h = NULL;
	} else {
		ws->a = pp;
		ws->s1h = ws->a + p->k * p->l;
		ws->s2h = ws->s1h + p->l;
		ws->t0h = ws->s2h + p->k;
		pp = ws->t0h + p->k;
	}
	ws->y = pp;
	ws->w = ws->y + p->l;
	/* 768-byte poly24s: the polys after them stay aligned */
	ws->cp = (poly *)(void *)(ws->w + p->k);
	ws->tmp = ws->cp + 1;
	ws->tmp2 = small ? ws->tmp + 1 : NULL;
	ws->hb = (uint32_t *)(void *)ws->y; /* 4-aligned: 768-byte steps */

	/* the key's s1 and s2 in range, checked without a branch; fast:
	 * each through the scratch poly, transformed, then packed */
	for (j = 0; j < p->l + p->k; j++) {
		bad |= unpack_eta(ws->tmp->c, p, ws->sk.s1 + j * eb);
		if (small)
			continue;
		ntt24(ws->tmp->c,
		      j < p->l ? ws->s1h[j].b : ws->s2h[j - p->l].b);
	}
	if (small)
		return bad;
	for (i = 0; i < p->k * p->l; i++)
		expand_a24(ws->a[i].b, ws->sk.rho, i / p->l, i % p->l);
	for (i = 0; i < p->k; i++) {
		unpack_t0(ws->tmp->c, ws->sk.t0 + i * T0_BYTES);
		ntt24(ws->tmp->c, ws->t0h[i].b);
	}
	return bad;
}

static size_t
ws_len(const cb_mldsa_params *p, int small)
{
	return small ? cb_mldsa_sign_small_tmp_len(p) :
		       cb_mldsa_sign_tmp_len(p);
}

/* Wipe the workspace but for the fast signing's A (public: from rho). */
static void
ws_wipe(const cb_mldsa_params *p, void *tmp, int small)
{
	size_t a = small ? 0 : sizeof(poly24) * p->k * p->l;

	cb_wipe((uint8_t *)tmp + a, ws_len(p, small) - a);
}

static int
ws_ok(const cb_mldsa_params *p, void *tmp, size_t tmp_len, int small)
{
	return tmp && tmp_len >= ws_len(p, small) &&
	       ((uintptr_t)tmp & (sizeof(int32_t) - 1)) == 0;
}

/* see internal/mldsa.h */
uint32_t
cb_mldsa_sign_once(const cb_mldsa_params *p, uint8_t *sig, const uint8_t *sk,
		   const uint8_t mu[64], const uint8_t rhopp[64], void *tmp,
		   size_t tmp_len, int small)
{
	uint32_t ok;
	sign_ws ws;

	if (!ws_ok(p, tmp, tmp_len, small))
		return 0;
	ok = ~ws_setup(&ws, p, sk, tmp, small);
	ok &= sign_attempt(&ws, sig, mu, rhopp, 0);
	ws_wipe(p, tmp, small);
	return ok;
}

/* the signature and key buffers are the set's lengths */
static int
lens_ok(const cb_mldsa_params *p, size_t sig_len, size_t sk_len)
{
	return sig_len == p->sig_len && sk_len == p->sk_len;
}

static int
sign_core(const cb_mldsa_params *p, uint8_t *sig, const uint8_t *sk,
	  const uint8_t mu[64], const uint8_t rnd[32], void *tmp,
	  size_t tmp_len, int small)
{
	uint32_t bad, ok = 0;
	uint8_t rhopp[64];
	cb_shake_ctx h;
	sign_ws ws;
	unsigned kappa;

	if (!ws_ok(p, tmp, tmp_len, small))
		return CB_E_ARG;
	bad = ws_setup(&ws, p, sk, tmp, small);

	/* rho'' = H(K || rnd || mu, 64) */
	cb_shake256_init(&h);
	cb_shake_update(&h, ws.sk.key, 32);
	cb_shake_update(&h, rnd, 32);
	cb_shake_update(&h, mu, 64);
	cb_shake_squeeze(&h, rhopp, sizeof(rhopp));
	cb_shake_wipe(&h);

	/* kappa + r must fit the 16-bit counter of ExpandMask */
	for (kappa = 0; kappa + p->l <= 0x10000u; kappa += p->l) {
		ok = sign_attempt(&ws, sig, mu, rhopp, kappa);
		CB_MLDSA_PUBLIC(&ok, sizeof(ok));
		if (ok)
			break;
	}
	cb_wipe(rhopp, sizeof(rhopp));
	/* one decision, after the loop: the key was well formed */
	bad = cb_ct_nonzero32(bad);
	CB_MLDSA_PUBLIC(&bad, sizeof(bad));
	if (bad || !ok) {
		ws_wipe(p, tmp, small);
		memset(sig, 0, p->sig_len);
		return CB_E_ARG;
	}
	/* the accepted attempt's hints, in the workspace until wiped */
	CB_MLDSA_PUBLIC(ws.hb, MAX_K * 8 * sizeof(uint32_t));
	pack_hints(sig + p->ctilde_len + p->l * z_bytes(p), p, ws.hb);
	ws_wipe(p, tmp, small);
	return CB_OK;
}

/* mu = H(tr || pre || ctx || msg, 64); pre is the pure prefix or empty. */
static void
make_mu(uint8_t mu[64], const uint8_t tr[64], const uint8_t *pre,
	size_t pre_len, const uint8_t *ctx, size_t ctx_len,
	const uint8_t *msg, size_t msg_len)
{
	cb_shake_ctx h;

	cb_shake256_init(&h);
	cb_shake_update(&h, tr, TR_LEN);
	cb_shake_update(&h, pre, pre_len);
	cb_shake_update(&h, ctx, ctx_len);
	cb_shake_update(&h, msg, msg_len);
	cb_shake_squeeze(&h, mu, 64);
	cb_shake_wipe(&h);
}

static int
sign_pure(const cb_mldsa_params *p, uint8_t *sig, size_t sig_len,
	  const uint8_t *sk, size_t sk_len, const uint8_t *msg,
	  size_t msg_len, const uint8_t *ctx, size_t ctx_len, cb_rng_fn rng,
	  void *rng_arg, void *tmp, size_t tmp_len, int small)
{
	uint8_t mu[64], rnd[32] = {0}, pre[2];
	int ret;

	if (!lens_ok(p, sig_len, sk_len) || ctx_len > CB_MLDSA_CTX_MAX)
		return CB_E_ARG;
	if (rng && rng(rng_arg, rnd, sizeof(rnd)) != 0) {
		cb_wipe(rnd, sizeof(rnd));
		memset(sig, 0, p->sig_len);
		return CB_E_RNG;
	}
	pre[0] = 0;
	pre[1] = (uint8_t)ctx_len;
	make_mu(mu, sk + 64, pre, 2, ctx, ctx_len, msg, msg_len);
	ret = sign_core(p, sig, sk, mu, rnd, tmp, tmp_len, small);
	cb_wipe(rnd, sizeof(rnd));
	return ret;
}

/* see cb/mldsa.h */
int
cb_mldsa_sign(const cb_mldsa_params *p, uint8_t *sig, size_t sig_len,
	      const uint8_t *sk, size_t sk_len, const uint8_t *msg,
	      size_t msg_len, const uint8_t *ctx, size_t ctx_len,
	      cb_rng_fn rng, void *rng_arg, void *tmp, size_t tmp_len)
{
	return sign_pure(p, sig, sig_len, sk, sk_len, msg, msg_len, ctx,
			 ctx_len, rng, rng_arg, tmp, tmp_len, 0);
}

/* see cb/mldsa.h */
int
cb_mldsa_sign_small(const cb_mldsa_params *p, uint8_t *sig, size_t sig_len,
		    const uint8_t *sk, size_t sk_len, const uint8_t *msg,
		    size_t msg_len, const uint8_t *ctx, size_t ctx_len,
		    cb_rng_fn rng, void *rng_arg, void *tmp, size_t tmp_len)
{
	return sign_pure(p, sig, sig_len, sk, sk_len, msg, msg_len, ctx,
			 ctx_len, rng, rng_arg, tmp, tmp_len, 1);
}

/* see cb/mldsa.h */
int
cb_mldsa_sign_internal(const cb_mldsa_params *p, uint8_t *sig,
		       size_t sig_len, const uint8_t *sk, size_t sk_len,
		       const uint8_t *mprime, size_t mprime_len,
		       const uint8_t rnd[CB_MLDSA_RND_LEN], void *tmp,
		       size_t tmp_len)
{
	uint8_t mu[64];

	if (!lens_ok(p, sig_len, sk_len))
		return CB_E_ARG;
	make_mu(mu, sk + 64, NULL, 0, NULL, 0, mprime, mprime_len);
	return sign_core(p, sig, sk, mu, rnd, tmp, tmp_len, 0);
}

/* see cb/mldsa.h */
int
cb_mldsa_sign_mu(const cb_mldsa_params *p, uint8_t *sig, size_t sig_len,
		 const uint8_t *sk, size_t sk_len,
		 const uint8_t mu[CB_MLDSA_MU_LEN],
		 const uint8_t rnd[CB_MLDSA_RND_LEN], void *tmp,
		 size_t tmp_len)
{
	if (!lens_ok(p, sig_len, sk_len))
		return CB_E_ARG;
	return sign_core(p, sig, sk, mu, rnd, tmp, tmp_len, 0);
}

/* see cb/mldsa.h */
int
cb_mldsa_sign_small_mu(const cb_mldsa_params *p, uint8_t *sig,
		       size_t sig_len, const uint8_t *sk, size_t sk_len,
		       const uint8_t mu[CB_MLDSA_MU_LEN],
		       const uint8_t rnd[CB_MLDSA_RND_LEN], void *tmp,
		       size_t tmp_len)
{
	if (!lens_ok(p, sig_len, sk_len))
		return CB_E_ARG;
	return sign_core(p, sig, sk, mu, rnd, tmp, tmp_len, 1);
}

/* ==== Verification (public data only) ==== */

/*
 * HintBitUnpack's checks (Alg. 21): 0, or -1 for a malformed encoding;
 * verification then reads the positions of row i from the list itself,
 * in[in[omega + i - 1] .. in[omega + i]).
 */
static int
check_hints(const cb_mldsa_params *p, const uint8_t *in)
{
	unsigned i, idx = 0, first, end;

	for (i = 0; i < p->k; i++) {
		end = in[p->omega + i];
		if (end < idx || end > p->omega)
			return -1;
		for (first = idx; idx < end; idx++)
			/* strictly increasing positions: one encoding only */
			if (idx > first && in[idx - 1] >= in[idx])
				return -1;
	}
	for (; idx < p->omega; idx++)
		if (in[idx] != 0)
			return -1;
	return 0;
}

/* see cb/mldsa.h */
int
cb_mldsa_mu(const cb_mldsa_params *p, uint8_t mu[CB_MLDSA_MU_LEN],
	    const uint8_t *pk, size_t pk_len, const uint8_t *msg,
	    size_t msg_len, const uint8_t *ctx, size_t ctx_len)
{
	uint8_t tr[TR_LEN], pre[2];

	if (pk_len != p->pk_len || ctx_len > CB_MLDSA_CTX_MAX)
		return CB_E_ARG;
	cb_shake256(tr, sizeof(tr), pk, p->pk_len);
	pre[0] = 0;
	pre[1] = (uint8_t)ctx_len;
	make_mu(mu, tr, pre, 2, ctx, ctx_len, msg, msg_len);
	return CB_OK;
}

/*
 * z_j of the signature into a; the mask of ||z_j|| >= gamma1 - beta
 * (public data: it is only a reason to refuse).
 */
static uint32_t
z_load(int32_t a[N], const cb_mldsa_params *p, const uint8_t *sig,
       unsigned j)
{
	int32_t g1 = (int32_t)1 << p->gamma1_bits, beta = p->tau * p->eta;
	uint32_t bad = 0;
	unsigned x;

	unpack_z(a, sig + p->ctilde_len + j * z_bytes(p), p);
	for (x = 0; x < N; x++)
		bad |= norm_ge(a[x], g1 - beta);
	return bad;
}

/* NTT(t1_i 2^d) from the public key. */
static void
t1_hat(int32_t a[N], const uint8_t *pk, unsigned i)
{
	(void)unpack(a, pk + 32 + i * T1_BYTES, 10, 0, 1 << D, 1023);
	ntt(a);
}

/*
 * Row i of w' (w, |w| < q, the output of the inverse NTT): UseHint (Alg.
 * 40), HighBits of every coefficient into w1, moved by one where the
 * signature's list of row i (checked by check_hints) holds a hint (*idx
 * walks the list), then w1Encode absorbed into h, packed over w (read
 * by then).
 */
static void
absorb_hinted(cb_shake_ctx *h, const cb_mldsa_params *p, int32_t w[N],
	      int32_t w1[N], const uint8_t *hp, unsigned i, unsigned *idx)
{
	int32_t r0, r1, m = (Q - 1) / (2 * p->gamma2);
	uint8_t *buf = (uint8_t *)w;
	unsigned x, end;

	for (x = 0; x < N; x++)
		w1[x] = decompose(&r0, caddq(w[x]), p->gamma2);
	for (end = hp[p->omega + i]; *idx < end; (*idx)++) {
		x = hp[*idx];
		r1 = decompose(&r0, caddq(w[x]), p->gamma2);
		r1 = r0 > 0 ? (r1 + 1 == m ? 0 : r1 + 1) :
			      (r1 == 0 ? m - 1 : r1 - 1);
		w1[x] = r1;
	}
	if (w1_bits(p) == 6)
		pack(buf, w1, 6, 0, 1);
	else
		pack(buf, w1, 4, 0, 1);
	cb_shake_update(h, buf, 32 * w1_bits(p));
}

/*
 * The w1 of every row into h: row i of A z^ - c^ t1^ 2^d summed in w as A
 * is sampled, one poly of A at a time (mul_a: its 768-byte stream in u,
 * which is also SampleInBall's and w1's scratch), the product with t1^
 * (held in w) folded into the first column's.  z^ held whole in zh
 * (fast), or, zh NULL, each z_j decoded and transformed again into zs
 * for every row (small: k l NTTs, not l).  -c^ held in nc; one SHAKE
 * context for A and SampleInBall.  Returns 0 if z is out of range.
 */
static CB_NOINLINE int
rows(const cb_mldsa_params *p, const uint8_t *pk, const uint8_t *sig,
     cb_shake_ctx *h, poly *zh, poly *nc, poly *w, poly *u, poly *zs)
{
	const uint8_t *zp = sig + p->ctilde_len;
	const uint8_t *hp = zp + p->l * z_bytes(p);
	const int32_t *z;
	cb_shake_ctx ha;
	uint32_t bad = 0;
	unsigned i, j, idx = 0;
	int op;

	for (j = 0; j < p->l; j++) {
		bad |= z_load(zh ? zh[j].c : zs->c, p, sig, j);
		if (zh)
			ntt(zh[j].c);
	}
	if (bad)
		return 0;
	sample_in_ball_neg_public(nc->c, p, sig, &ha, (uint8_t *)u->c);
	ntt(nc->c);
	for (i = 0; i < p->k; i++) {
		t1_hat(w->c, pk, i);
		for (j = 0; j < p->l; j++) {
			if (zh) {
				z = zh[j].c;
			} else {
				unpack_z(zs->c, zp + j * z_bytes(p), p);
				ntt(zs->c);
				z = zs->c;
			}
			op = j == 0 ? ACC_SETT :
			     j + 1 == p->l ? ACC_END : ACC_ADD;
			mul_a(op, w->c, (uint8_t *)u->c, z, nc->c, &ha, pk, i,
			      j);
		}
		invntt_tomont(w->c);
		absorb_hinted(h, p, w->c, u->c, hp, i, &idx);
	}
	return 1;
}

/*
 * The fast rows with their polys on the stack sized for l (4, 5 or 7):
 * one size would be ML-DSA-87's for every set.
 */
#define ROWS_FAST_L(L)                                                      \
	static CB_NOINLINE int rows_fast_l##L(const cb_mldsa_params *p,        \
					   const uint8_t *pk,                \
					   const uint8_t *sig,               \
					   cb_shake_ctx *h)                  \
	{                                                                   \
		poly zh[L], nc, w, u;                                       \
									    \
		return rows(p, pk, sig, h, zh, &nc, &w, &u, NULL);          \
	}
ROWS_FAST_L(4)
ROWS_FAST_L(5)
ROWS_FAST_L(7)

/* The small rows: four polys for every set. */
static CB_NOINLINE int
rows_small(const cb_mldsa_params *p, const uint8_t *pk, const uint8_t *sig,
	   cb_shake_ctx *h)
{
	poly nc, w, u, zs;

	return rows(p, pk, sig, h, NULL, &nc, &w, &u, &zs);
}

/* Verify_internal on mu (Alg. 8 from line 7), fast or small rows. */
static int
verify_core(const cb_mldsa_params *p, const uint8_t *pk, size_t pk_len,
	    const uint8_t mu[64], const uint8_t *sig, size_t sig_len,
	    int small)
{
	uint8_t ct[64];
	cb_shake_ctx h;
	int ok;

	if (pk_len != p->pk_len || sig_len != p->sig_len)
		return CB_E_ARG;
	if (check_hints(p, sig + p->ctilde_len + p->l * z_bytes(p)) != 0)
		return CB_E_AUTH;
	cb_shake256_init(&h);
	cb_shake_update(&h, mu, 64);
	if (small)
		ok = rows_small(p, pk, sig, &h);
	else if (p->l == 4) /* public parameter */
		ok = rows_fast_l4(p, pk, sig, &h);
	else if (p->l == 5)
		ok = rows_fast_l5(p, pk, sig, &h);
	else
		ok = rows_fast_l7(p, pk, sig, &h);
	if (!ok)
		return CB_E_AUTH;
	cb_shake_squeeze(&h, ct, p->ctilde_len);
	return memcmp(ct, sig, p->ctilde_len) == 0 ? CB_OK : CB_E_AUTH;
}

/* see cb/mldsa.h */
int
cb_mldsa_verify_mu(const cb_mldsa_params *p, const uint8_t *pk,
		   size_t pk_len, const uint8_t mu[CB_MLDSA_MU_LEN],
		   const uint8_t *sig, size_t sig_len)
{
	return verify_core(p, pk, pk_len, mu, sig, sig_len, 0);
}

/* see cb/mldsa.h */
int
cb_mldsa_verify_small_mu(const cb_mldsa_params *p, const uint8_t *pk,
			 size_t pk_len, const uint8_t mu[CB_MLDSA_MU_LEN],
			 const uint8_t *sig, size_t sig_len)
{
	return verify_core(p, pk, pk_len, mu, sig, sig_len, 1);
}

/* see cb/mldsa.h */
int
cb_mldsa_verify_internal(const cb_mldsa_params *p, const uint8_t *pk,
			 size_t pk_len, const uint8_t *mprime,
			 size_t mprime_len, const uint8_t *sig,
			 size_t sig_len)
{
	uint8_t tr[TR_LEN], mu[64];

	if (pk_len != p->pk_len)
		return CB_E_ARG;
	cb_shake256(tr, sizeof(tr), pk, p->pk_len);
	make_mu(mu, tr, NULL, 0, NULL, 0, mprime, mprime_len);
	return cb_mldsa_verify_mu(p, pk, pk_len, mu, sig, sig_len);
}

static int
verify_pure(const cb_mldsa_params *p, const uint8_t *pk, size_t pk_len,
	    const uint8_t *msg, size_t msg_len, const uint8_t *ctx,
	    size_t ctx_len, const uint8_t *sig, size_t sig_len, int small)
{
	uint8_t mu[64];

	if (cb_mldsa_mu(p, mu, pk, pk_len, msg, msg_len, ctx, ctx_len) != CB_OK)
		return CB_E_ARG;
	return verify_core(p, pk, pk_len, mu, sig, sig_len, small);
}

/* see cb/mldsa.h */
int
cb_mldsa_verify(const cb_mldsa_params *p, const uint8_t *pk, size_t pk_len,
		const uint8_t *msg, size_t msg_len, const uint8_t *ctx,
		size_t ctx_len, const uint8_t *sig, size_t sig_len)
{
	return verify_pure(p, pk, pk_len, msg, msg_len, ctx, ctx_len, sig,
			   sig_len, 0);
}

/* see cb/mldsa.h */
int
cb_mldsa_verify_small(const cb_mldsa_params *p, const uint8_t *pk,
		      size_t pk_len, const uint8_t *msg, size_t msg_len,
		      const uint8_t *ctx, size_t ctx_len, const uint8_t *sig,
		      size_t sig_len)
{
	return verify_pure(p, pk, pk_len, msg, msg_len, ctx, ctx_len, sig,
			   sig_len, 1);
}

/* ---- the descriptors (cb/desc.h): no context string ---- */

/* p->set: 0 ML-DSA-44, 1 ML-DSA-65, 2 ML-DSA-87 */
static const cb_mldsa_params *
mldsa_set(const cb_prims *p)
{
	static const cb_mldsa_params *const sets[3] = {
		&cb_mldsa44, &cb_mldsa65, &cb_mldsa87,
	};

	return sets[p->set < 3 ? p->set : 2];
}

static void
mldsa_lens(const cb_prims *p, cb_pk_lens *l)
{
	const cb_mldsa_params *s = mldsa_set(p);

	memset(l, 0, sizeof(*l));
	l->priv = cb_mldsa_sk_len(s);
	l->pub = cb_mldsa_pk_len(s);
	l->out = cb_mldsa_sig_len(s);
	l->tmp[1] = cb_mldsa_sign_tmp_len(s);
}

static void
mldsa_small_lens(const cb_prims *p, cb_pk_lens *l)
{
	mldsa_lens(p, l);
	l->tmp[1] = cb_mldsa_sign_small_tmp_len(mldsa_set(p));
}

static const char *
mldsa_variant(const cb_prims *p)
{
	return "";
}

static int
mldsa_desc_keygen(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
		  void *rng_arg, void *tmp)
{
	const cb_mldsa_params *s = mldsa_set(p);

	return cb_mldsa_keygen(s, pub, cb_mldsa_pk_len(s), priv,
			       cb_mldsa_sk_len(s), rng, rng_arg);
}

static int
mldsa_desc_sign(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
		const void *pub, const uint8_t *ctx, size_t ctx_len,
		const uint8_t *msg, size_t len, cb_rng_fn rng, void *rng_arg,
		void *tmp)
{
	const cb_mldsa_params *s = mldsa_set(p);

	if (*sig_len < cb_mldsa_sig_len(s))
		return CB_E_ARG;
	*sig_len = cb_mldsa_sig_len(s);
	return cb_mldsa_sign(s, sig, *sig_len, priv, cb_mldsa_sk_len(s), msg,
			     len, ctx, ctx_len, rng, rng_arg, tmp,
			     cb_mldsa_sign_tmp_len(s));
}

static int
mldsa_desc_verify(const cb_prims *p, const void *pub, const uint8_t *ctx,
		  size_t ctx_len, const uint8_t *msg, size_t len,
		  const uint8_t *sig, size_t sig_len, void *tmp)
{
	const cb_mldsa_params *s = mldsa_set(p);

	return cb_mldsa_verify(s, pub, cb_mldsa_pk_len(s), msg, len, ctx,
			       ctx_len, sig, sig_len);
}

static int
mldsa_small_desc_sign(const cb_prims *p, uint8_t *sig, size_t *sig_len, void *priv,
		      const void *pub, const uint8_t *ctx, size_t ctx_len,
		      const uint8_t *msg, size_t len, cb_rng_fn rng, void *rng_arg,
		      void *tmp)
{
	const cb_mldsa_params *s = mldsa_set(p);

	if (*sig_len < cb_mldsa_sig_len(s))
		return CB_E_ARG;
	*sig_len = cb_mldsa_sig_len(s);
	return cb_mldsa_sign_small(s, sig, *sig_len, priv, cb_mldsa_sk_len(s),
				   msg, len, ctx, ctx_len, rng, rng_arg, tmp,
				   cb_mldsa_sign_small_tmp_len(s));
}

static int
mldsa_small_desc_verify(const cb_prims *p, const void *pub, const uint8_t *ctx,
			size_t ctx_len, const uint8_t *msg, size_t len,
			const uint8_t *sig, size_t sig_len, void *tmp)
{
	const cb_mldsa_params *s = mldsa_set(p);

	return cb_mldsa_verify_small(s, pub, cb_mldsa_pk_len(s), msg, len,
				     ctx, ctx_len, sig, sig_len);
}

/* see cb/mldsa.h */
const cb_sig_desc cb_mldsa_sig = {
	"mldsa", CB_SIG_HEDGED, NULL, mldsa_lens, mldsa_variant,
	mldsa_desc_keygen, NULL, mldsa_desc_sign, mldsa_desc_verify
};

/* see cb/mldsa.h */
const cb_sig_desc cb_mldsa_small_sig = {
	"mldsa-small", CB_SIG_HEDGED, NULL, mldsa_small_lens, mldsa_variant,
	mldsa_desc_keygen, NULL, mldsa_small_desc_sign,
	mldsa_small_desc_verify
};
