/* SPDX-License-Identifier: MIT */
/* Firmware self-test of the public-key algorithms: known answers. */
#include <string.h>

#include "bench/bench.h"
#include "bench/port.h"
#include "cb/cb.h"
#include "internal/f25519.h"
#include "selftest.h"

#if CB_ARM_F25519_ASM
#include "arch/arm/f25519_armv7em.h"
#endif

/* workspace: not the stack (the firmware's is for the benchmark) but
 * the bench's largest store, idle during the self-test */
struct dh_ws {
	uint8_t a[256], b[256], ka[256], kb[256];
	uint32_t tmp[CB_DH_TMP_LIMBS(2048)];
};

/* see selftest.h */
int
selftest_dh(void)
{
	const cb_dh_group *g = &cb_dh_ffdhe2048;
	size_t n = cb_dh_len(g), pl = cb_dh_priv_len(g), i, len;
	struct dh_ws *ws = cb_bench_scratch(&len);

	if (len < sizeof(*ws))
		return 0;

	/* two fixed private exponents: both sides derive the same secret */
	for (i = 0; i < pl; i++) {
		ws->a[i] = (uint8_t)(0x11 + 7 * i);
		ws->b[i] = (uint8_t)(0x5a + 13 * i);
	}
	ws->a[0] &= 0x3f;
	ws->b[0] &= 0x3f;
	return n <= sizeof(ws->ka) &&
	       cb_dh_pub_from_priv(ws->ka, n, g, ws->a, pl, ws->tmp) ==
	       CB_OK &&
	       cb_dh_pub_from_priv(ws->kb, n, g, ws->b, pl, ws->tmp) ==
	       CB_OK &&
	       cb_dh_shared(ws->a, n, g, ws->a, pl, ws->kb, n,
			    CB_DH_CHECK_ORDER, ws->tmp) == CB_OK &&
	       cb_dh_shared(ws->b, n, g, ws->b, pl, ws->ka, n,
			    CB_DH_CHECK_ORDER, ws->tmp) == CB_OK &&
	       memcmp(ws->a, ws->b, n) == 0;
}

#if CB_ARM_F25519_ASM
/*
 * Word i of edge value e (0 .. 13): 0, 1, p - 1, p, p + 1, 2^255 - 1,
 * 2^255, 2p - 1, 2p, 2^255 + 18, 38, 2^256 - 1, ones below zeros and the
 * reverse; then pseudo-random words from *s.
 */
static uint32_t
f25519_word(unsigned e, unsigned i, uint32_t *s)
{
	static const uint32_t low[12] = { 0, 1, 0xffffffec, 0xffffffed,
					  0xffffffee, 0xffffffff, 0,
					  0xffffffd9, 0xffffffda, 0x12, 0x26,
					  0xffffffff };
	static const uint16_t ones = 0x09bc; /* e with middle words of ones */
	static const uint32_t top[12] = { 0, 0, 0x7fffffff, 0x7fffffff,
					  0x7fffffff, 0x7fffffff, 0x80000000,
					  0xffffffff, 0xffffffff, 0x80000000,
					  0, 0xffffffff };

	if (e < 12)
		return i == 0 ? low[e] : i == 7 ? top[e] :
		       ((ones >> e) & 1) ? 0xffffffffu : 0;
	if (e < 14)
		return (i < 4) == (e == 12) ? 0xffffffffu : 0;
	*s = *s * 1103515245u + 12345u;
	return *s ^ (*s >> 16) << 20;
}

/*
 * The product leaves none of its secret words on the stack: the 256
 * bytes below sp painted, one product of a and b made (the square of a
 * if sq), then the paint scanned for the words of the low half of a b
 * (cb_bn_mul), which the assembly keeps on the stack below the caller's
 * frame while it works.  Returns how many such words it found (0 if it
 * wiped them).
 */
static __attribute__((noinline)) unsigned
f25519_stack_residue(const uint32_t *a, const uint32_t *b, int sq)
{
	static uint32_t lo[16], x[8];
	uint32_t *sp;
	unsigned found = 0, i, k;

	if (sq)
		b = a;
	cb_bn_mul(lo, a, b, 8);
	__asm__ volatile("mov %0, sp" : "=r"(sp));
	for (i = 1; i <= 64; i++)
		((volatile uint32_t *)sp)[-(int)i] = 0x5a5a5a5au;
	if (sq)
		cb_f25519_sqr_armv7em(x, a);
	else
		cb_f25519_mul_armv7em(x, a, b);
	for (i = 1; i <= 64; i++)
		for (k = 0; k < 8; k++)
			found += ((volatile uint32_t *)sp)[-(int)i] == lo[k] &&
				 lo[k] != 0x5a5a5a5au;
	return found;
}

/* see selftest.h */
unsigned
selftest_f25519(unsigned *n)
{
	uint32_t a[8], b[8], x[8], y[8], s = 1;
	unsigned bad = 0, e, f, i;

	/* no secret left below the stack pointer (pseudo-random operands) */
	for (i = 0; i < 8; i++) {
		a[i] = f25519_word(20, i, &s);
		b[i] = f25519_word(21, i, &s);
	}
	bad += f25519_stack_residue(a, b, 0) != 0;
	bad += f25519_stack_residue(a, b, 1) != 0;
	*n += 2;

	for (e = 0; e < 30; e++) {
		for (i = 0; i < 8; i++)
			a[i] = f25519_word(e, i, &s);
		for (f = 0; f < 30; f++) {
			for (i = 0; i < 8; i++)
				b[i] = f25519_word(f, i, &s);
			cb_f25519_mul_armv7em(x, a, b);
			cb_f25519_w32_mul(y, a, b);
			bad += memcmp(x, y, 32) != 0;
			cb_f25519_add_armv7em(x, a, b);
			cb_f25519_w32_add(y, a, b);
			bad += memcmp(x, y, 32) != 0;
			cb_f25519_sub_armv7em(x, a, b);
			cb_f25519_w32_sub(y, a, b);
			bad += memcmp(x, y, 32) != 0;
			/* the square of every b, as the product's operands */
			cb_f25519_sqr_armv7em(x, b);
			cb_f25519_w32_sqr(y, b);
			bad += memcmp(x, y, 32) != 0;
			*n += 4;
		}
		/* the square: its C twin, the product a a, and in place */
		cb_f25519_sqr_armv7em(x, a);
		cb_f25519_w32_sqr(y, a);
		bad += memcmp(x, y, 32) != 0;
		cb_f25519_mul_armv7em(y, a, a);
		bad += memcmp(x, y, 32) != 0;
		memcpy(y, a, 32);
		cb_f25519_sqr_armv7em(y, y);
		bad += memcmp(x, y, 32) != 0;
		cb_f25519_sqr_n_armv7em(x, a, 1 + e % 7);
		cb_f25519_w32_sqr_n(y, a, 1 + e % 7);
		bad += memcmp(x, y, 32) != 0;
		memcpy(x, a, 32);
		cb_f25519_sqr_n_armv7em(x, x, 2);
		cb_f25519_w32_sqr_n(y, a, 2);
		bad += memcmp(x, y, 32) != 0;
		*n += 2;
		cb_f25519_mul_small_armv7em(x, a, 121666);
		cb_f25519_w32_mul_small(y, a, 121666);
		bad += memcmp(x, y, 32) != 0;
		cb_f25519_mul_small_armv7em(x, a, 0x1fffff);
		cb_f25519_w32_mul_small(y, a, 0x1fffff);
		bad += memcmp(x, y, 32) != 0;
		/* in place, as the callers use it */
		memcpy(x, a, 32);
		cb_f25519_mul_armv7em(x, x, x);
		cb_f25519_w32_mul(y, a, a);
		bad += memcmp(x, y, 32) != 0;
		*n += 6;
	}
	/* the whole ladder on u = edge values and a pseudo-random one, each
	 * with a pseudo-random clamped scalar */
	for (e = 0; e < 16; e += 3) {
		uint32_t k[8], xz[16], tw[16];

		for (i = 0; i < 8; i++) {
			a[i] = f25519_word(e, i, &s);
			k[i] = f25519_word(20, i, &s);
		}
		k[0] &= ~7u;
		k[7] = (k[7] & 0x7fffffff) | 0x40000000;
		cb_x25519_ladder_armv7em(xz, a, k);
		cb_f25519_w32_ladder(tw, a, k);
		bad += memcmp(xz, tw, sizeof(xz)) != 0;
		*n += 1;
	}
	return bad;
}
#else
/* see selftest.h */
unsigned
selftest_f25519(unsigned *n)
{
	*n = 0;
	return 0;
}
#endif
