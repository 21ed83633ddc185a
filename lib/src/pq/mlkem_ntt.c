/* SPDX-License-Identifier: MIT */
/* ML-KEM's NTT-domain arithmetic and samplers in portable C (FIPS 203 §4). */
/*
 * Constant-time: the coefficients (secret in every caller but the
 * matrix) go through fixed sequences of multiplies, shifts and adds;
 * every index is a loop counter.  The exception is cb_mlkem_rej_c,
 * SampleNTT's rejection sampling, which branches on its input: the
 * matrix from rho, public.  The Thumb-2 twin, arch/arm/mlkem_armv7em.S,
 * computes the same values bit for bit: the same reductions at the
 * same places.
 */
#include <string.h>

#include "cb/util.h"
#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/keccak.h"
#include "internal/mlkem.h"

#define N 256
/* round(2^32 / q): the quotient estimate of cb_mlkem_barrett32 */
#define BARRETT32_M 1290167

/*
 * zeta^BitRev7(i) * 2^16 mod q for zeta = 17 (FIPS 203 §4.3), centred:
 * the NTT's twiddles in Montgomery form (entry 0 is unused).  Word-aligned
 * so that the assembly loads two at once.
 */
_Alignas(4) const int16_t cb_mlkem_zetas[128] = {
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

/*
 * The same twiddles for Plantard's multiplication (cb_mlkem_plantard):
 * entry k is b q^-1 mod 2^32 (signed) for b = zeta^BitRev7(k) (-2^32)
 * mod q, centred; entry 0, for 1, is CB_MLKEM_PL_ONE.  Word-aligned
 * words: the assembly loads two at once (LDRD).
 */
_Alignas(4) const int32_t cb_mlkem_zetas_pl[128] = {
	1290167, -2064267850, -966335387, -51606696, -886345008, 812805466,
	-1847519726, 1094061961, 1370157786, -1819136043, 249002309,
	1028263423, -700560902, -89021551, 734105254, -2042335004, 381889552,
	-1137927652, 1727534157, 1904287092, -365117376, 72249375, -1404992306,
	1719793153, 1839778722, -1593356747, 690239562, -576704831,
	-1207596692, -580575333, -1748176836, 1059227441, 372858380, 427045412,
	-98052723, -2029433330, 1544330385, -1322421592, -1357256112,
	-1643673276, 838608814, -1744306333, -1052776604, 815385801,
	-598637677, 42575524, 1703020976, -1824296713, -1303069080, 1851390228,
	1041165097, 583155668, 1855260730, -594767174, 1979116801, -1195985186,
	-879894171, -918599193, 1910737929, 836028479, -1103093132, -282546662,
	1583035408, 1174052340, 21932846, -732815087, 752167598, -877313836,
	2112004044, 932791035, -1343064270, 1419184147, 1817845876, -860541660,
	-61928036, 300609006, 975366559, -1513366368, -405112566, -359956706,
	-2097812203, 2130066388, -696690399, -1986857806, -1912028096,
	1228239371, 1884934581, -828287475, 1211467195, -1317260922,
	-1150829327, -1214047529, 945692709, -1279846067, 345764865, 826997308,
	2043625172, -1330162596, -1666896289, -140628247, 483812777,
	-1006330577, -1598517417, 2122325384, 1371447953, 411563403,
	-717333078, 976656727, -1586905910, 723783915, -1113414472, -948273044,
	-677337888, 1408862808, 519937465, 1323711759, 1474661346, -1521107372,
	-714752743, 1143088322, -2073299022, 1563682897, -1877193576,
	1327582261, -1572714068, -508325958, 1141798155, -1515946703,
};

/* see internal/mlkem.h */
void
cb_mlkem_add_c(int16_t r[256], const int16_t a[256])
{
	int i;

	for (i = 0; i < N; i++)
		r[i] = (int16_t)(r[i] + a[i]);
}

/* Compress_d of coefficient k of a (d a constant at each use) */
#define CMP(k, d) cb_mlkem_compress_s(a[k], d)

/*
 * see internal/mlkem.h: each case packs the group of coefficients that
 * ends on a byte boundary into 32-bit words at constant shifts (no loop
 * per byte)
 */
void
cb_mlkem_compress_c(uint8_t *out, const int16_t a[256], unsigned d)
{
	uint32_t c2, c3, c5, c6;
	int i;

	switch (d) {
	case 4:
		for (i = 0; i < N; i += 8, out += 4)
			cb_store32_le(out, CMP(i, 4) | CMP(i + 1, 4) << 4 |
				      CMP(i + 2, 4) << 8 | CMP(i + 3, 4) << 12 |
				      CMP(i + 4, 4) << 16 | CMP(i + 5, 4) << 20 |
				      CMP(i + 6, 4) << 24 | CMP(i + 7, 4) << 28);
		break;
	case 5:
		for (i = 0; i < N; i += 8, out += 5) {
			c6 = CMP(i + 6, 5);
			cb_store32_le(out, CMP(i, 5) | CMP(i + 1, 5) << 5 |
				      CMP(i + 2, 5) << 10 | CMP(i + 3, 5) << 15 |
				      CMP(i + 4, 5) << 20 | CMP(i + 5, 5) << 25 |
				      c6 << 30);
			out[4] = (uint8_t)(c6 >> 2 | CMP(i + 7, 5) << 3);
		}
		break;
	case 10:
		for (i = 0; i < N; i += 4, out += 5) {
			c3 = CMP(i + 3, 10);
			cb_store32_le(out, CMP(i, 10) | CMP(i + 1, 10) << 10 |
				      CMP(i + 2, 10) << 20 | c3 << 30);
			out[4] = (uint8_t)(c3 >> 2);
		}
		break;
	default: /* 11 */
		for (i = 0; i < N; i += 8, out += 11) {
			c2 = CMP(i + 2, 11);
			c5 = CMP(i + 5, 11);
			cb_store32_le(out, CMP(i, 11) | CMP(i + 1, 11) << 11 |
				      c2 << 22);
			cb_store32_le(out + 4, c2 >> 10 | CMP(i + 3, 11) << 1 |
				      CMP(i + 4, 11) << 12 | c5 << 23);
			c6 = c5 >> 9 | CMP(i + 6, 11) << 2 | CMP(i + 7, 11) << 13;
			out[8] = (uint8_t)c6;
			out[9] = (uint8_t)(c6 >> 8);
			out[10] = (uint8_t)(c6 >> 16);
		}
		break;
	}
}

/* see internal/mlkem.h */
void
cb_mlkem_msg_c(uint8_t m[32], const int16_t v[256], const int16_t w[256])
{
	uint32_t b;
	int i, j;

	for (i = 0; i < N / 8; i++) {
		for (b = 0, j = 0; j < 8; j++)
			b |= cb_mlkem_compress_s((int16_t)(v[8 * i + j] -
							  w[8 * i + j]), 1)
			     << j;
		m[i] = (uint8_t)b;
	}
}

/* Decompress_d(y) = round(q y / 2^d) */
static int16_t
decompress(uint32_t y, unsigned d)
{
	return (int16_t)((y * 3329 + (1u << (d - 1))) >> d);
}

/* see internal/mlkem.h: the groups of cb_mlkem_compress_c */
void
cb_mlkem_decompress_c(int16_t a[256], const uint8_t *in, unsigned d)
{
	uint32_t w, w1, w2;
	int i, k;

	switch (d) {
	case 1: /* the message's bits: 0 or (q + 1) / 2 */
		for (i = 0; i < N; i += 32, in += 4) {
			w = cb_load32_le(in);
			for (k = 0; k < 32; k++)
				a[i + k] = decompress((w >> k) & 1, 1);
		}
		break;
	case 4:
		for (i = 0; i < N; i += 8, in += 4) {
			w = cb_load32_le(in);
			for (k = 0; k < 8; k++)
				a[i + k] = decompress((w >> (4 * k)) & 15, 4);
		}
		break;
	case 5:
		for (i = 0; i < N; i += 8, in += 5) {
			w = cb_load32_le(in);
			for (k = 0; k < 6; k++)
				a[i + k] = decompress((w >> (5 * k)) & 31, 5);
			a[i + 6] = decompress(w >> 30 | (in[4] & 7u) << 2, 5);
			a[i + 7] = decompress((uint32_t)in[4] >> 3, 5);
		}
		break;
	case 10:
		for (i = 0; i < N; i += 4, in += 5) {
			w = cb_load32_le(in);
			a[i] = decompress(w & 0x3ff, 10);
			a[i + 1] = decompress((w >> 10) & 0x3ff, 10);
			a[i + 2] = decompress((w >> 20) & 0x3ff, 10);
			a[i + 3] = decompress(w >> 30 | (uint32_t)in[4] << 2,
						 10);
		}
		break;
	case 12: /* ByteDecode_12 alone: four from six bytes */
		for (i = 0; i < N; i += 4, in += 6) {
			w = cb_load32_le(in);
			w1 = (uint32_t)in[4] | (uint32_t)in[5] << 8;
			a[i] = (int16_t)(w & 0xfff);
			a[i + 1] = (int16_t)((w >> 12) & 0xfff);
			a[i + 2] = (int16_t)(w >> 24 | (w1 & 15) << 8);
			a[i + 3] = (int16_t)(w1 >> 4);
		}
		break;
	default: /* 11 */
		for (i = 0; i < N; i += 8, in += 11) {
			w = cb_load32_le(in);
			w1 = cb_load32_le(in + 4);
			w2 = (uint32_t)in[8] | (uint32_t)in[9] << 8 |
			     (uint32_t)in[10] << 16;
			a[i] = decompress(w & 0x7ff, 11);
			a[i + 1] = decompress((w >> 11) & 0x7ff, 11);
			a[i + 2] = decompress(w >> 22 | (w1 & 1) << 10, 11);
			a[i + 3] = decompress((w1 >> 1) & 0x7ff, 11);
			a[i + 4] = decompress((w1 >> 12) & 0x7ff, 11);
			a[i + 5] = decompress(w1 >> 23 | (w2 & 3) << 9, 11);
			a[i + 6] = decompress((w2 >> 2) & 0x7ff, 11);
			a[i + 7] = decompress((w2 >> 13) & 0x7ff, 11);
		}
		break;
	}
}

/* see internal/mlkem.h */
void
cb_mlkem_reduce_c(int16_t a[256])
{
	int i;

	for (i = 0; i < N; i++)
		a[i] = cb_mlkem_barrett(a[i]);
}

/*
 * see internal/mlkem.h: each of the 7 layers grows the bound by at most
 * (q - 1) / 2 (a Plantard product), so the outputs stay below 4.5 q
 */
void
cb_mlkem_ntt_c(int16_t a[256])
{
	int len, start, j, k = 1;
	int16_t t;
	int32_t z;

	for (len = 128; len >= 2; len >>= 1) {
		for (start = 0; start < N; start += 2 * len) {
			z = cb_mlkem_zetas_pl[k++];
			for (j = start; j < start + len; j++) {
				t = cb_mlkem_plantard(a[j + len], z);
				a[j + len] = (int16_t)(a[j] - t);
				a[j] = (int16_t)(a[j] + t);
			}
		}
	}
}

/*
 * see internal/mlkem.h.  The sums a[j] + a[j + len] at most double the
 * bound per layer, while the differences come out of a Plantard product
 * within (q - 1) / 2 of 0 (for any int16_t).  So the sums are reduced
 * (a Plantard product by 1) only in the layer of len 16: from |a| <
 * 2^11, below 2^15 there (16 times 2047), and below 8 (q - 1) / 2 after
 * it.  The last layer multiplies its sums by 1/128 and its differences
 * by zeta_1 / 128, the scaling folded in.
 */
void
cb_mlkem_invntt_c(int16_t a[256])
{
	int len, start, j, k = 127;
	int16_t t;
	int32_t z;

	for (len = 2; len <= 128; len <<= 1) {
		for (start = 0; start < N; start += 2 * len) {
			z = cb_mlkem_zetas_pl[k--];
			if (len == 128)
				z = CB_MLKEM_PL_ZETA1_INVN;
			for (j = start; j < start + len; j++) {
				t = a[j];
				a[j] = (int16_t)(t + a[j + len]);
				if (len == 16)
					a[j] = cb_mlkem_plantard(a[j],
								 CB_MLKEM_PL_ONE);
				if (len == 128)
					a[j] = cb_mlkem_plantard(a[j],
								 CB_MLKEM_PL_INVN);
				a[j + len] = cb_mlkem_plantard(
					(int16_t)(a[j + len] - t), z);
			}
		}
	}
}

/*
 * see internal/mlkem.h: b1 zeta for the pairs (b0, b1) mod X^2 - zeta
 * and X^2 + zeta, zeta = zetas[64 + i] (Montgomery form: the product
 * comes out plain)
 */
void
cb_mlkem_bcache_c(int16_t c[128], const int16_t b[256])
{
	int i;
	int16_t z;

	for (i = 0; i < N / 4; i++) {
		z = cb_mlkem_zetas[64 + i];
		c[2 * i] = cb_mlkem_fqmul(b[4 * i + 1], z);
		c[2 * i + 1] = cb_mlkem_fqmul(b[4 * i + 3], (int16_t)-z);
	}
}

/*
 * S mod q near the centre, for any S: t = round(S M / 2^32), M =
 * round(2^32 / q) (what SMMULR computes), S - t q.  M is 2^32 / q - 0.41,
 * so for |S| < 2^30 t misses S / q by less than 0.11 and the result is
 * within 0.61 q of 0 (tests/test_mlkem.c, the firmware self-test).
 */
static int16_t
barrett32(int32_t s)
{
	int32_t t = (int32_t)(((int64_t)s * BARRETT32_M + ((int64_t)1 << 31)) >>
			      32);

	return (int16_t)(s - t * 3329);
}

/*
 * see internal/mlkem.h: the pair products of a and b mod X^2 -+ zeta,
 * a0 b0 + a1 (b1 zeta) and a0 b1 + a1 b0, exact in 32 bits: with |a| <
 * 2^12, |b| < 8q and |b1 zeta| < q (a Montgomery product), four
 * columns' sums stay below 4 * 2 * 4095 * 26631 < 2^30.  mode 0 starts
 * the sums, 1 adds to them, 2 adds and reduces each into r.  r may be
 * the memory of acc (the sum of coefficient i is read, 8i bytes in,
 * before anything is written at 2i): memcpy reads and writes it, so
 * that the two types never alias.
 */
void
cb_mlkem_mul_c(int16_t *r, int32_t *acc, const int16_t a[256],
	       const int16_t b[256], const int16_t c[128], int mode)
{
	int i;
	int32_t s[2], p[2];
	int16_t h[2];

	for (i = 0; i < N / 2; i++) {
		s[0] = (int32_t)a[2 * i] * b[2 * i] +
		       (int32_t)a[2 * i + 1] * c[i];
		s[1] = (int32_t)a[2 * i] * b[2 * i + 1] +
		       (int32_t)a[2 * i + 1] * b[2 * i];
		if (mode == 0) {
			acc[2 * i] = s[0];
			acc[2 * i + 1] = s[1];
		} else if (mode == 1) {
			acc[2 * i] += s[0];
			acc[2 * i + 1] += s[1];
		} else {
			memcpy(p, (const uint8_t *)acc + 8 * i, sizeof(p));
			h[0] = barrett32(p[0] + s[0]);
			h[1] = barrett32(p[1] + s[1]);
			memcpy((uint8_t *)r + 4 * i, h, sizeof(h));
		}
	}
}

/*
 * see internal/mlkem.h: d holds the sums of adjacent bit pairs of each
 * word, coefficient j the difference of its fields 2j and 2j + 1
 */
void
cb_mlkem_cbd2_c(int16_t a[256], const uint8_t buf[128])
{
	uint32_t t, d;
	int i, j;

	for (i = 0; i < N / 8; i++) {
		t = cb_load32_le(buf + 4 * i);
		d = (t & 0x55555555u) + ((t >> 1) & 0x55555555u);
		for (j = 0; j < 8; j++)
			a[8 * i + j] = (int16_t)((int16_t)((d >> (4 * j)) & 3) -
				(int16_t)((d >> (4 * j + 2)) & 3));
	}
}

/* see internal/mlkem.h: the stream's bytes, then CBD_2 of them */
void
cb_mlkem_cbd2_lanes_c(int16_t a[256], const uint64_t st[16])
{
	_Alignas(4) uint8_t buf[128];

	cb_sponge_lanes_store(buf, st, 16);
	cb_mlkem_cbd2_c(a, buf);
	cb_wipe(buf, sizeof(buf));
}

/*
 * Keep candidate v (12 bits) at p if below q (public data): on Thumb-2
 * a compare and a conditional store with post-increment in an IT block,
 * no branch.
 */
#define KEEP(v)                                          \
	do {                                             \
		d = (v);                                 \
		if (d < 3329)                            \
			*p++ = (int16_t)d;               \
	} while (0)

/*
 * see internal/mlkem.h.  While eight more values fit: twelve bytes (eight
 * 12-bit candidates) from three words, each kept by KEEP; the last few
 * go through the checks after.  168 is a multiple of 3: no pair of
 * candidates straddles two blocks.
 */
unsigned
cb_mlkem_rej_c(int16_t a[256], unsigned n, const uint64_t st[21])
{
	uint8_t buf[168];
	uint32_t w0, w1, w2, d;
	uint16_t d1, d2;
	int16_t *p = a + n;
	size_t i;

	cb_sponge_lanes_store(buf, st, 21);
	for (i = 0; i < sizeof(buf) && p <= a + N - 8; i += 12) {
		w0 = cb_load32_le(buf + i);
		w1 = cb_load32_le(buf + i + 4);
		w2 = cb_load32_le(buf + i + 8);
		KEEP(w0 & 0xfff);
		KEEP((w0 >> 12) & 0xfff);
		KEEP(w0 >> 24 | (w1 & 0xf) << 8);
		KEEP((w1 >> 4) & 0xfff);
		KEEP((w1 >> 16) & 0xfff);
		KEEP(w1 >> 28 | (w2 & 0xff) << 4);
		KEEP((w2 >> 8) & 0xfff);
		KEEP(w2 >> 20);
	}
	n = (unsigned)(p - a);
	for (; i < sizeof(buf) && n < N; i += 3) {
		d1 = (uint16_t)(buf[i] | (buf[i + 1] & 15) << 8);
		d2 = (uint16_t)(buf[i + 1] >> 4 | buf[i + 2] << 4);
		if (d1 < 3329)
			a[n++] = (int16_t)d1;
		if (d2 < 3329 && n < N)
			a[n++] = (int16_t)d2;
	}
	return n;
}
