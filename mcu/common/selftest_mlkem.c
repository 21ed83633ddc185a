/* SPDX-License-Identifier: MIT */
/* Firmware self-test: ML-KEM's arithmetic assembly against its C twin. */
/*
 * The known answers reach the assembly only through whole ML-KEM
 * operations; here each function (internal/mlkem.h) runs on the same
 * inputs in C and in assembly, and the results must agree bit for bit:
 * pseudo-random polynomials and the extremes the preconditions allow
 * (every coefficient q - 1, -(q - 1), 0, alternating signs; for the
 * reduction every int16_t, -32768 and 32767 included; for the samplers
 * bytes all zero, all one and random).
 */
#include <string.h>

#include "internal/bytes.h"
#include "internal/config.h"
#include "internal/keccak.h"
#include "internal/mlkem.h"
#include "selftest.h"

#if CB_ARM_MLKEM_ASM
#define Q 3329

static _Alignas(4) int16_t in_a[256], in_b[256], in_r[256], in_i[256],
	out_c[256], out_s[256];
static uint8_t lane_in[168];
static uint64_t lanes[21];
static _Alignas(4) int16_t cache_c[128], cache_s[128];
static uint8_t enc_c[32 * 11 + 4], enc_s[32 * 11 + 4];
static _Alignas(4) int16_t dec_s[256];
static uint8_t enc12[384];
static union {
	int32_t w[256];
	int16_t h[256];
} acc_c, acc_s;

/* coefficient i of input number v (0..7): 3 extremes, then random */
static int16_t
coef(unsigned v, unsigned i, int lim, uint32_t *x)
{
	switch (v) {
	case 0:
		return (int16_t)lim;
	case 1:
		return (int16_t)-lim;
	case 2:
		return (int16_t)(i & 1 ? -lim : lim);
	case 3:
		return 0;
	default:
		*x = *x * 1664525u + 1013904223u;
		return (int16_t)((int32_t)(*x >> 8) % (2 * lim + 1) - lim);
	}
}

/* in_* for input v: ntt |a| <= q - 1, invntt |i| < 2^11, mul |a| <
 * 2^12, |b| < 8q (an NTT output), |r| < 2^14 */
static void
fill(unsigned v, uint32_t *x)
{
	unsigned i;

	for (i = 0; i < 256; i++) {
		in_a[i] = coef(v, i, Q - 1, x);
		in_b[i] = coef(v, i, 8 * Q - 1, x);
		in_r[i] = coef(v, i, (1 << 14) - 1, x);
		in_i[i] = coef(v, i, (1 << 11) - 1, x);
	}
}

/*
 * bcache of in_b, then a row of four columns (first, acc, acc, last:
 * the most the sums take) of in_a times in_b, the reduced row written
 * over the sums as mlkem.c does; each step compared, and the row's
 * result checked to be within 0.61 q of 0 and invntt's input bound.
 */
static unsigned
check_mul(void)
{
	unsigned i, bad = 0;

	cb_mlkem_bcache_c(cache_c, in_b);
	cb_mlkem_bcache_armv7em(cache_s, in_b, cb_mlkem_zetas);
	bad += memcmp(cache_c, cache_s, sizeof(cache_c)) != 0;
	cb_mlkem_mul_c(NULL, acc_c.w, in_a, in_b, cache_c, 0);
	cb_mlkem_mul_first_armv7em(acc_s.w, in_a, in_b, cache_c);
	bad += memcmp(&acc_c, &acc_s, sizeof(acc_c)) != 0;
	cb_mlkem_mul_c(NULL, acc_c.w, in_a, in_b, cache_c, 1);
	cb_mlkem_mul_acc_armv7em(acc_s.w, in_a, in_b, cache_c);
	cb_mlkem_mul_c(NULL, acc_c.w, in_a, in_b, cache_c, 1);
	cb_mlkem_mul_acc_armv7em(acc_s.w, in_a, in_b, cache_c);
	bad += memcmp(&acc_c, &acc_s, sizeof(acc_c)) != 0;
	cb_mlkem_mul_c(acc_c.h, acc_c.w, in_a, in_b, cache_c, 2);
	cb_mlkem_mul_last_armv7em(acc_s.h, acc_s.w, in_a, in_b, cache_c);
	bad += memcmp(acc_c.h, acc_s.h, 512) != 0;
	for (i = 0; i < 256; i++)
		bad += acc_s.h[i] > 2031 || acc_s.h[i] < -2031;
	return bad;
}

/*
 * Compress_d and Decompress_d for every d of the parameter sets,
 * Decompress_1, and Compress_1 of a difference, on in_r (|r| < 2^14)
 * and, for input 0, on every int16_t (256 polynomials); the bytes after
 * the 32 d written are checked untouched
 */
static unsigned
check_compress(unsigned v)
{
	static const unsigned ds[] = {4, 5, 10, 11};
	unsigned i, j, k, bad = 0;

	for (k = 0; k < (v == 0 ? 256u : 1u); k++) {
		if (v == 0)
			for (i = 0; i < 256; i++)
				out_c[i] = (int16_t)(k << 8 | i);
		else
			memcpy(out_c, in_r, sizeof(out_c));
		for (i = 0; i < 4; i++) {
			memset(enc_c, 0xa5, sizeof(enc_c));
			memset(enc_s, 0xa5, sizeof(enc_s));
			cb_mlkem_compress_c(enc_c, out_c, ds[i]);
			cb_mlkem_compress_armv7em(enc_s, out_c, ds[i]);
			bad += memcmp(enc_c, enc_s, sizeof(enc_c)) != 0;
			for (j = 32 * ds[i]; j < sizeof(enc_s); j++)
				bad += enc_s[j] != 0xa5;
		}
		/* Decompress_d of the bytes just written (and of random
		 * bytes, in enc_c) for every d */
		for (i = 0; i < 4; i++) {
			cb_mlkem_compress_c(enc_s, out_c, ds[i]);
			cb_mlkem_decompress_c(out_s, enc_s, ds[i]);
			cb_mlkem_decompress_armv7em(dec_s, enc_s, ds[i]);
			bad += memcmp(out_s, dec_s, sizeof(dec_s)) != 0;
			for (j = 0; j < sizeof(enc_c); j++)
				enc_c[j] = (uint8_t)(out_c[j % 256] ^ j ^ k);
			cb_mlkem_decompress_c(out_s, enc_c, ds[i]);
			cb_mlkem_decompress_armv7em(dec_s, enc_c, ds[i]);
			bad += memcmp(out_s, dec_s, sizeof(dec_s)) != 0;
		}
		/* Decompress_1 (the message) of the first 32 of them */
		cb_mlkem_decompress_c(out_s, enc_c, 1);
		cb_mlkem_decompress_armv7em(dec_s, enc_c, 1);
		bad += memcmp(out_s, dec_s, sizeof(dec_s)) != 0;
		/* ByteDecode_12 (d 12) of 384 bytes */
		for (j = 0; j < sizeof(enc12); j++)
			enc12[j] = (uint8_t)(out_c[j % 256] ^ (j * 7) ^ k);
		cb_mlkem_decompress_c(out_s, enc12, 12);
		cb_mlkem_decompress_armv7em(dec_s, enc12, 12);
		bad += memcmp(out_s, dec_s, sizeof(dec_s)) != 0;
		/* v - w for w = in_a (|a| < q), v = out_c / 2 */
		for (i = 0; i < 256; i++)
			out_s[i] = (int16_t)(out_c[i] / 2);
		cb_mlkem_msg_c(enc_c, out_s, in_a);
		cb_mlkem_msg_armv7em(enc_s, out_s, in_a);
		bad += memcmp(enc_c, enc_s, 32) != 0;
	}
	return bad;
}

/*
 * The samplers' parsers of a SHAKE block in the sponge's state (lanes
 * interleaved, as the firmware's sponge keeps them), from the stream's
 * bytes: all zero (every candidate 0 kept), all one (every one 4095
 * refused), candidates q - 1 and q in turn (bytes 00 1d d0), and
 * pseudo-random; the rejection sampling from n = 0 up to 256 (its last
 * values fill on the way, the rest of a untouched: both start from the
 * same fill), returning the same n.
 */
static unsigned
check_lanes(uint32_t *x, unsigned *n)
{
	static const uint8_t qq[3] = {0x00, 0x1d, 0xd0};
	static const unsigned ns[] = {0, 1, 100, 200, 240, 241, 247, 248,
				      249, 250, 255, 256};
	unsigned v, i, k, bad = 0;

	for (v = 0; v < 8; v++) {
		for (i = 0; i < sizeof(lane_in); i++) {
			*x = *x * 1664525u + 1013904223u;
			lane_in[i] = v == 0 ? 0 : v == 1 ? 0xff :
				     v == 2 ? qq[i % 3] : (uint8_t)(*x >> 24);
		}
		for (i = 0; i < 21; i++)
			lanes[i] = cb_keccak_interleave(
				cb_load64_le(lane_in + 8 * i));
		cb_mlkem_cbd2_lanes_c(out_c, lanes);
		cb_mlkem_cbd2_lanes_armv7em(out_s, lanes);
		bad += memcmp(out_c, out_s, sizeof(out_c)) != 0;
		for (k = 0; k < sizeof(ns) / sizeof(ns[0]); k++) {
			for (i = 0; i < 256; i++)
				out_c[i] = out_s[i] = (int16_t)(0x5a5a ^ i);
			bad += cb_mlkem_rej_c(out_c, ns[k], lanes) !=
			       cb_mlkem_rej_armv7em(out_s, ns[k], lanes);
			bad += memcmp(out_c, out_s, sizeof(out_c)) != 0;
		}
		*n += 1 + k;
	}
	return bad;
}

unsigned
selftest_mlkem_asm(unsigned *n)
{
	uint32_t x = 0x2545f491u;
	unsigned v, i, bad = 0;

	for (v = 0; v < 8; v++) {
		fill(v, &x);
		memcpy(out_c, in_a, sizeof(out_c));
		memcpy(out_s, in_a, sizeof(out_s));
		cb_mlkem_ntt_c(out_c);
		cb_mlkem_ntt_armv7em(out_s, cb_mlkem_zetas_pl);
		bad += memcmp(out_c, out_s, sizeof(out_c)) != 0;
		memcpy(out_c, in_i, sizeof(out_c));
		memcpy(out_s, in_i, sizeof(out_s));
		cb_mlkem_invntt_c(out_c);
		cb_mlkem_invntt_armv7em(out_s, cb_mlkem_zetas_pl);
		bad += memcmp(out_c, out_s, sizeof(out_c)) != 0;
		/* a < 2^12: q - 1 scaled up to 4095 */
		for (i = 0; i < 256; i++)
			in_a[i] = (int16_t)(in_a[i] * 4095 / (Q - 1));
		bad += check_mul();
		memcpy(out_c, in_r, sizeof(out_c));
		memcpy(out_s, in_r, sizeof(out_s));
		cb_mlkem_add_c(out_c, in_b);
		cb_mlkem_add_armv7em(out_s, in_b);
		bad += memcmp(out_c, out_s, sizeof(out_c)) != 0;
		bad += check_compress(v);
		*n += 23;
	}
	bad += check_lanes(&x, n);
	/* Barrett on every int16_t, 256 at a time */
	for (v = 0; v < 256; v++) {
		for (i = 0; i < 256; i++)
			out_c[i] = (int16_t)(v << 8 | i);
		memcpy(out_s, out_c, sizeof(out_s));
		cb_mlkem_reduce_c(out_c);
		cb_mlkem_reduce_armv7em(out_s);
		bad += memcmp(out_c, out_s, sizeof(out_c)) != 0;
	}
	*n += 1;
	return bad;
}
#else
unsigned
selftest_mlkem_asm(unsigned *n)
{
	(void)n;
	return 0;
}
#endif
