/* SPDX-License-Identifier: MIT */
/* Firmware self-test: the symmetric ciphers' assembly against C twins. */
/*
 * The host's tests hold the C twins to the known answers and to the
 * other implementations; here the Thumb-2 that replaces them in this
 * build must give their output byte for byte.  Each function returns the
 * number of disagreeing cases and counts them all in *n (0 cases when the
 * build has no such assembly).
 */
#include <string.h>

#include "cb/cb.h"
#include "internal/aes_tab.h"
#include "internal/ascon.h"
#include "internal/chacha20.h"
#include "internal/config.h"
#include "internal/des.h"
#include "internal/sm4.h"
#include "selftest.h"

/* the generator of selftest.c's cross_check (unused without assembly) */
static CB_MAYBE_UNUSED uint32_t
next(uint32_t *x)
{
	*x = *x * 1664525u + 1013904223u;
	return *x >> 24;
}

static CB_MAYBE_UNUSED void
fill(uint8_t *p, size_t len, uint32_t *x)
{
	size_t i;

	for (i = 0; i < len; i++)
		p[i] = (uint8_t)next(x);
}

/*
 * aes_tab's ECB both ways and CTR runs (pseudo-random counter blocks with
 * room for 17 blocks before byte 15 carries), every key length, 1 to 17
 * blocks, the CTR in place too; then cb_ctr over aes_tab against aes_ct
 * (whose rounds share nothing with it) on 40 blocks across a carry out
 * of byte 15 and across one out of the last word.
 */
unsigned
selftest_aes_tab_asm(unsigned *n)
{
#if CB_ARM_AES_TAB_ASM
	static const size_t keys[] = { 16, 24, 32 };
	static const uint32_t starts[] = { 0x123456f0u, 0xffffffecu };
	static cb_aes_tab_ctx k;
	static cb_aes_ct_ctx kc;
	static uint8_t in[40 * 16], oa[sizeof(in)], oc[sizeof(in)];
	uint32_t cache[CB_AES_TAB_CACHE_WORDS], x = 0x2545f491u;
	uint8_t key[32], ctr[16];
	size_t i, nb, s;
	unsigned bad = 0;

	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		fill(key, sizeof(key), &x);
		fill(in, sizeof(in), &x);
		if (cb_aes_tab_setkey(&k, key, keys[i]) != CB_OK ||
		    cb_aes_ct_setkey(&kc, key, keys[i]) != CB_OK) {
			bad++;
			continue;
		}
		for (nb = 1; nb <= 17; nb++) {
			cb_aes_tab_encrypt_armv7em(&k, oa, in, nb);
			cb_aes_tab_encrypt_c(&k, oc, in, nb);
			bad += memcmp(oa, oc, 16 * nb) != 0;
			cb_aes_tab_decrypt_armv7em(&k, oa, in, nb);
			cb_aes_tab_decrypt_c(&k, oc, in, nb);
			bad += memcmp(oa, oc, 16 * nb) != 0;
			fill(ctr, sizeof(ctr), &x);
			ctr[15] = (uint8_t)(ctr[15] % (256 - 17));
			cb_aes_tab_ctr_cache(&k, cache, ctr);
			cb_aes_tab_ctr_run_armv7em(&k, oa, in, nb, cache);
			cb_aes_tab_ctr_run_c(&k, oc, in, nb, cache);
			bad += memcmp(oa, oc, 16 * nb) != 0;
			memcpy(oa, in, 16 * nb);
			cb_aes_tab_ctr_run_armv7em(&k, oa, oa, nb, cache);
			bad += memcmp(oa, oc, 16 * nb) != 0;
			*n += 4;
		}
		for (s = 0; s < sizeof(starts) / sizeof(starts[0]); s++) {
			fill(ctr, 12, &x);
			ctr[12] = (uint8_t)(starts[s] >> 24);
			ctr[13] = (uint8_t)(starts[s] >> 16);
			ctr[14] = (uint8_t)(starts[s] >> 8);
			ctr[15] = (uint8_t)starts[s];
			bad += cb_ctr(oa, &cb_aes_tab_cipher, &k, ctr, in,
				      sizeof(in)) != CB_OK;
			bad += cb_ctr(oc, &cb_aes_ct_cipher, &kc, ctr, in,
				      sizeof(in)) != CB_OK;
			bad += memcmp(oa, oc, sizeof(in)) != 0;
			*n += 1;
		}
	}
	cb_wipe(cache, sizeof(cache));
	return bad;
#else
	(void)n;
	return 0;
#endif
}

/*
 * ChaCha20's block function: pseudo-random states (the counter also just
 * below its wrap), 1 to 5 blocks, out of place and in place; the
 * counters left behind must agree too.
 */
unsigned
selftest_chacha20_asm(unsigned *n)
{
#if CB_ARM_CHACHA20_ASM
	static uint8_t in[5 * 64], oa[sizeof(in)], oc[sizeof(in)];
	uint32_t sa[16], sc[16], x = 0x6a09e667u;
	size_t nb, i;
	unsigned bad = 0;

	for (nb = 1; nb <= 5; nb++) {
		fill(in, sizeof(in), &x);
		for (i = 0; i < 16; i++)
			sa[i] = next(&x) << 24 | next(&x) << 16 |
				next(&x) << 8 | next(&x);
		if (nb >= 4)
			sa[12] = 0xfffffffeu;
		memcpy(sc, sa, sizeof(sc));
		cb_chacha20_blocks_armv7m(sa, oa, in, nb);
		cb_chacha20_blocks_c(sc, oc, in, nb);
		bad += memcmp(oa, oc, 64 * nb) != 0 ||
		       memcmp(sa, sc, sizeof(sa)) != 0;
		memcpy(oa, in, 64 * nb);
		cb_chacha20_blocks_armv7m(sa, oa, oa, nb);
		cb_chacha20_blocks_c(sc, oc, in, nb);
		bad += memcmp(oa, oc, 64 * nb) != 0 ||
		       memcmp(sa, sc, sizeof(sa)) != 0;
		*n += 2;
	}
	cb_wipe(sa, sizeof(sa));
	cb_wipe(sc, sizeof(sc));
	return bad;
#else
	(void)n;
	return 0;
#endif
}

/*
 * sm4_tab's rounds: pseudo-random round keys and blocks, 1 to 17 blocks,
 * out of place and in place.
 */
unsigned
selftest_sm4_tab_asm(unsigned *n)
{
#if CB_ARM_SM4_TAB_ASM
	static uint8_t in[17 * 16], oa[sizeof(in)], oc[sizeof(in)];
	uint32_t rk[32], x = 0xbb67ae85u;
	size_t nb, i;
	unsigned bad = 0;

	for (nb = 1; nb <= 17; nb++) {
		fill(in, sizeof(in), &x);
		for (i = 0; i < 32; i++)
			rk[i] = next(&x) << 24 | next(&x) << 16 |
				next(&x) << 8 | next(&x);
		cb_sm4_tab_blocks_armv7em(rk, oa, in, nb);
		cb_sm4_tab_blocks_c(rk, oc, in, nb);
		bad += memcmp(oa, oc, 16 * nb) != 0;
		memcpy(oa, in, 16 * nb);
		cb_sm4_tab_blocks_armv7em(rk, oa, oa, nb);
		bad += memcmp(oa, oc, 16 * nb) != 0;
		*n += 2;
	}
	cb_wipe(rk, sizeof(rk));
	return bad;
#else
	(void)n;
	return 0;
#endif
}

/*
 * des3_tab's blocks: pseudo-random keys and blocks, both directions, 1 to
 * 9 blocks, out of place and in place.
 */
unsigned
selftest_des3_tab_asm(unsigned *n)
{
#if CB_ARM_DES_TAB_ASM
	static cb_des3_tab_ctx k;
	static uint8_t in[9 * 8], oa[sizeof(in)], oc[sizeof(in)];
	uint8_t key[CB_DES3_KEY_LEN];
	uint32_t x = 0x3c6ef372u;
	size_t nb;
	int dec;
	unsigned bad = 0;

	for (nb = 1; nb <= 9; nb++) {
		fill(key, sizeof(key), &x);
		fill(in, sizeof(in), &x);
		if (cb_des3_tab_setkey(&k, key, sizeof(key)) != CB_OK) {
			bad++;
			continue;
		}
		for (dec = 0; dec < 2; dec++) {
			cb_des3_tab_blocks_armv7em(&k, dec, oa, in, nb);
			cb_des3_tab_blocks_c(&k, dec, oc, in, nb);
			bad += memcmp(oa, oc, 8 * nb) != 0;
			memcpy(oa, in, 8 * nb);
			cb_des3_tab_blocks_armv7em(&k, dec, oa, oa, nb);
			bad += memcmp(oa, oc, 8 * nb) != 0;
			*n += 2;
		}
	}
	cb_wipe(&k, sizeof(k));
	return bad;
#else
	(void)n;
	return 0;
#endif
}

/* The Ascon permutation: pseudo-random states, every round count 1..12. */
unsigned
selftest_ascon_asm(unsigned *n)
{
#if CB_ARM_ASCON_ASM
	uint64_t sa[5], sc[5];
	uint32_t x = 0xa54ff53au;
	unsigned r, i, bad = 0;

	for (r = 1; r <= 12; r++) {
		for (i = 0; i < 5; i++)
			sa[i] = (uint64_t)(next(&x) << 24 | next(&x) << 16 |
					   next(&x) << 8 | next(&x)) << 32 |
				(next(&x) << 24 | next(&x) << 16 |
				 next(&x) << 8 | next(&x));
		memcpy(sc, sa, sizeof(sc));
		cb_ascon_p_armv7m(sa, r);
		cb_ascon_p_c(sc, r);
		bad += memcmp(sa, sc, sizeof(sa)) != 0;
		*n += 1;
	}
	cb_wipe(sa, sizeof(sa));
	cb_wipe(sc, sizeof(sc));
	return bad;
#else
	(void)n;
	return 0;
#endif
}
