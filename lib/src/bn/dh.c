/* SPDX-License-Identifier: MIT */
/* Finite-field Diffie-Hellman over the RFC 7919 and RFC 5114 groups. */
/*
 * Constant-time.  Secret: the private exponent x, the random bytes it is
 * drawn from and the shared secret.  x's limb count comes from the group
 * (public); it is reduced with cb_bn_mod and used only as the exponent of
 * cb_bn_mod_exp_rr (masked-window scan); its range check is a mask that
 * zeroes x, the output and the return code without a branch.  The peer's
 * value and the order check y^q use public data only.
 */
#include <string.h>

#include "cb/bn.h"
#include "cb/util.h"
#include "internal/ct.h"

/*
 * Group constants as 32-bit limbs, least significant first: p from RFC
 * 7919 Appendix A and RFC 5114 §2.1 (with g and q), as OpenSSL 3.0 names
 * them (ffdhe2048/3072/4096, dh_1024_160); R^2 mod p with R = 2^(32 nl),
 * computed offline with Python (pow); g^q = 1 was checked for each group.
 * tests/test_dh.c (known answers g^x) and ref/ref_rsa.c (OpenSSL) catch
 * a wrong constant.  q = (p-1)/2 for the safe primes is derived as needed.
 */
/* dh_1024_160: p (1024 bits), g, q, R^2 mod p */
static const uint32_t modp1024_p[32] = {
	0x2e4a4371, 0xdf1fb2bc, 0x6d4da708, 0xe68cfda7, 0x365c1a65, 0x45bf37df,
	0x0dc8b4bd, 0xa151af5f, 0xf55bccc0, 0xfaa31a4f, 0xe5644738, 0x4effd6fa,
	0x219a7372, 0x98488e9c, 0x90c4bd70, 0xaccbdd7d, 0xd49b83bf, 0x24975c3c,
	0xa9061123, 0x13ecb4ae, 0x2ee652c0, 0x9838ef1e, 0x75a23d18, 0x6073e286,
	0x52d23b61, 0x9a6a9dca, 0xfb06a3c6, 0x52c99fbc, 0xae5d54ec, 0xde92de5e,
	0xa080e01d, 0xb10b8f96,
};
static const uint32_t modp1024_g[32] = {
	0x22b3b2e5, 0x855e6eeb, 0xf97c2a24, 0x858f4dce, 0x18d08bc8, 0x2d779d59,
	0x8e73afa3, 0xd662a4d1, 0x69b6a28a, 0x1dbf0a01, 0x7a091f53, 0xa6a24c08,
	0x63f80a76, 0x909d0d22, 0xb9a92ee1, 0xd7fbd7d3, 0x9e2749f4, 0x5e91547f,
	0xb01b886a, 0x160217b4, 0x5504f213, 0x777e690f, 0x5c41564b, 0x266fea1e,
	0x14266d31, 0xd6406cff, 0x58ac507f, 0xf8104dd2, 0xefb99905, 0x6765a442,
	0xc3fd3412, 0xa4d1cbd5,
};
static const uint32_t modp1024_q[5] = {
	0x49462353, 0x64b7cb9d, 0x8aba4e7d, 0x81a8df27, 0xf518aa87,
};
static const uint32_t modp1024_rr[32] = {
	0x74aa5319, 0xc858a523, 0xb7606cc5, 0xe896dad3, 0xc46cff7c, 0xc81f66fb,
	0x3888602d, 0x88a4e1b0, 0x01a1325d, 0x58e133b0, 0xee24e06c, 0x88913e20,
	0xdb526dc0, 0x569160e0, 0xc675109f, 0xaa2ee84b, 0xea0736ad, 0xbbf724b4,
	0x4dbd7ca7, 0xb6a3bb99, 0xba198811, 0x6ca21841, 0xe3939e0c, 0xd669f224,
	0x3abd32e2, 0xc456f436, 0xd18062af, 0x8f62499e, 0xab9f57c1, 0x631df2a3,
	0x9359aa23, 0xa6a24d2d,
};

/* ffdhe2048: p (2048 bits), g, q, R^2 mod p */
static const uint32_t ffdhe2048_p[64] = {
	0xffffffff, 0xffffffff, 0x61285c97, 0x886b4238, 0xc1b2effa, 0xc6f34a26,
	0x7d1683b2, 0xc58ef183, 0x2ec22005, 0x3bb5fcbc, 0x4c6fad73, 0xc3fe3b1b,
	0xeef28183, 0x8e4f1232, 0xe98583ff, 0x9172fe9c, 0x28342f61, 0xc03404cd,
	0xcdf7e2ec, 0x9e02fce1, 0xee0a6d70, 0x0b07a7c8, 0x6372bb19, 0xae56ede7,
	0xde394df4, 0x1d4f42a3, 0x60d7f468, 0xb96adab7, 0xb2c8e3fb, 0xd108a94b,
	0xb324fb61, 0xbc0ab182, 0x483a797a, 0x30acca4f, 0x36ade735, 0x1df158a1,
	0xf3efe872, 0xe2a689da, 0xe0e68b77, 0x984f0c70, 0x7f57c935, 0xb557135e,
	0x3ded1af3, 0x85636555, 0x5f066ed0, 0x2433f51f, 0xd5fd6561, 0xd3df1ed5,
	0xaec4617a, 0xf681b202, 0x630c75d8, 0x7d2fe363, 0x249b3ef9, 0xcc939dce,
	0x146433fb, 0xa9e13641, 0xce2d3695, 0xd8b9c583, 0x273d3cf1, 0xafdc5620,
	0xa2bb4a9a, 0xadf85458, 0xffffffff, 0xffffffff,
};
static const uint32_t ffdhe2048_rr[64] = {
	0xd38a4fa1, 0x187be36b, 0x6458f3b8, 0x0a152f39, 0xc422eeb7, 0x0570187e,
	0x91173f2a, 0x18af7482, 0xcff4eaaa, 0xe9fdac6a, 0x6e589d6c, 0xf6afebb7,
	0xb7e33fb0, 0xf92f8e9a, 0x4cf36ddd, 0x70acf2aa, 0xd07137fd, 0x561ab426,
	0x430ee91e, 0x5f57d037, 0x60d10b8a, 0xe3e768c8, 0xa18af8ce, 0xb14884d8,
	0xa12b74e4, 0xf8a98014, 0x3437b7a8, 0x748d407c, 0x9875d5a7, 0x627588c4,
	0x53c8f09d, 0xdd24a127, 0x0cd51aec, 0x85a997d5, 0xce348458, 0x44f0c619,
	0x5f6b69a1, 0x9b894b24, 0xf6d4777e, 0xae1302f2, 0x375db18e, 0xe6678eeb,
	0x4fbcbdc8, 0x2674e1d6, 0x6fa93d28, 0xb297a823, 0x7c8c0510, 0x6a12fb70,
	0xdb06f65b, 0x5c6d1aeb, 0x4c1804ca, 0xe8c2954e, 0xf5500fa7, 0x06bdeac1,
	0x189cd76b, 0x6a315604, 0x6e362dc0, 0xbae7b0b3, 0xdc70fb82, 0xa57c73bd,
	0x9d573457, 0xfaff50d2, 0xbe84058e, 0x352bd399,
};

/* ffdhe3072: p (3072 bits), g, q, R^2 mod p */
static const uint32_t ffdhe3072_p[96] = {
	0xffffffff, 0xffffffff, 0x66c62e37, 0x25e41d2b, 0x3fd59d7c, 0x3c1b20ee,
	0xfa53ddef, 0x0abcd06b, 0xd5c4484e, 0x1dbf9a42, 0x9b0deada, 0xabc52197,
	0x22363a0d, 0xe86d2bc5, 0x9c9df69e, 0x5cae82ab, 0x71f54bff, 0x64f2e21e,
	0xe2d74dd3, 0xf4fd4452, 0xbc437944, 0xb4130c93, 0x85139270, 0xaefe1309,
	0xc186d91c, 0x598cb0fa, 0x91f7f7ee, 0x7ad91d26, 0xd6e6c907, 0x61b46fc9,
	0xf99c0238, 0xbc34f4de, 0x6519035b, 0xde355b3b, 0x611fcfdc, 0x886b4238,
	0xc1b2effa, 0xc6f34a26, 0x7d1683b2, 0xc58ef183, 0x2ec22005, 0x3bb5fcbc,
	0x4c6fad73, 0xc3fe3b1b, 0xeef28183, 0x8e4f1232, 0xe98583ff, 0x9172fe9c,
	0x28342f61, 0xc03404cd, 0xcdf7e2ec, 0x9e02fce1, 0xee0a6d70, 0x0b07a7c8,
	0x6372bb19, 0xae56ede7, 0xde394df4, 0x1d4f42a3, 0x60d7f468, 0xb96adab7,
	0xb2c8e3fb, 0xd108a94b, 0xb324fb61, 0xbc0ab182, 0x483a797a, 0x30acca4f,
	0x36ade735, 0x1df158a1, 0xf3efe872, 0xe2a689da, 0xe0e68b77, 0x984f0c70,
	0x7f57c935, 0xb557135e, 0x3ded1af3, 0x85636555, 0x5f066ed0, 0x2433f51f,
	0xd5fd6561, 0xd3df1ed5, 0xaec4617a, 0xf681b202, 0x630c75d8, 0x7d2fe363,
	0x249b3ef9, 0xcc939dce, 0x146433fb, 0xa9e13641, 0xce2d3695, 0xd8b9c583,
	0x273d3cf1, 0xafdc5620, 0xa2bb4a9a, 0xadf85458, 0xffffffff, 0xffffffff,
};
static const uint32_t ffdhe3072_rr[96] = {
	0x14ba1560, 0xfa1861ec, 0x17bc46dc, 0x6d42cb5b, 0x17d3b9ee, 0x29b38c9f,
	0x4f2f19c7, 0x84e19b8a, 0x736dc403, 0xd2ee9266, 0x71fad32a, 0x4a4d777d,
	0x3cf55afa, 0x9b87c409, 0x46a689ae, 0x783b269a, 0x31676817, 0x817adcf8,
	0x56dafd28, 0xa793367b, 0x52f92170, 0x2e90cb13, 0xe05502db, 0x6e078202,
	0xde5e6992, 0x373694dc, 0x3157a6fc, 0xe8283c27, 0xa3c753b3, 0x76ffea53,
	0x13aad0c3, 0xd4faa7c3, 0x3b3c4f5d, 0xd8bba311, 0xe7dee086, 0x622011d2,
	0x9ede734f, 0xf8fa1e54, 0xe9c9aacd, 0xca830fc7, 0xc5d2b6b9, 0x27313949,
	0xc8382b42, 0xb1b2a765, 0x1dbb969a, 0xb593a5a3, 0x1e8ea35a, 0xadad49e2,
	0x78672689, 0x73f31968, 0x4781117f, 0x9e124214, 0x1f7e26bf, 0x47c2f120,
	0xaf98b240, 0x051b9e86, 0x5d31b3e1, 0xd17f1764, 0x8aa30dbd, 0xb957d016,
	0x3065c063, 0x5cef7feb, 0x194ac0c3, 0xfba48a97, 0x874c8bd6, 0x7f3b09c2,
	0x568174b6, 0x336add6a, 0x54503db2, 0x8e6698ac, 0x79ddbc72, 0x06a7f1f9,
	0x92d11c5f, 0xbde2b9c3, 0xe4181598, 0x27dea14f, 0xd0d96e9f, 0x10ce037c,
	0x09e7823d, 0xb01833b5, 0xbcd3a514, 0xb9631002, 0x63f6c287, 0x7829cc53,
	0xdd2410f7, 0xdc47aa6e, 0xd3ce8737, 0xcf12dfc2, 0xd86373c1, 0x235844dc,
	0xf80f1d3b, 0x6ed9eead, 0xbc34b85a, 0xf128e8a3, 0x8eba952b, 0xa15c076b,
};

/* ffdhe4096: p (4096 bits), g, q, R^2 mod p */
static const uint32_t ffdhe4096_p[128] = {
	0xffffffff, 0xffffffff, 0x5e655f6a, 0xc68a007e, 0xf44182e1, 0x4db5a851,
	0x7f88a46b, 0x8ec9b55a, 0xcec97dcf, 0x0a8291cd, 0xf98d0acc, 0x2a4ecea9,
	0x7140003c, 0x1a1db93d, 0x33cb8b7a, 0x092999a3, 0x71ad0038, 0x6dc778f9,
	0x918130c4, 0xa907600a, 0x2d9e6832, 0xed6a1e01, 0xefb4318a, 0x7135c886,
	0x7e31cc7a, 0x87f55ba5, 0x55034004, 0x7763cf1d, 0xd69f6d18, 0xac7d5f42,
	0xe58857b6, 0x7930e9e4, 0x164df4fb, 0x6e6f52c3, 0x669e1ef1, 0x25e41d2b,
	0x3fd59d7c, 0x3c1b20ee, 0xfa53ddef, 0x0abcd06b, 0xd5c4484e, 0x1dbf9a42,
	0x9b0deada, 0xabc52197, 0x22363a0d, 0xe86d2bc5, 0x9c9df69e, 0x5cae82ab,
	0x71f54bff, 0x64f2e21e, 0xe2d74dd3, 0xf4fd4452, 0xbc437944, 0xb4130c93,
	0x85139270, 0xaefe1309, 0xc186d91c, 0x598cb0fa, 0x91f7f7ee, 0x7ad91d26,
	0xd6e6c907, 0x61b46fc9, 0xf99c0238, 0xbc34f4de, 0x6519035b, 0xde355b3b,
	0x611fcfdc, 0x886b4238, 0xc1b2effa, 0xc6f34a26, 0x7d1683b2, 0xc58ef183,
	0x2ec22005, 0x3bb5fcbc, 0x4c6fad73, 0xc3fe3b1b, 0xeef28183, 0x8e4f1232,
	0xe98583ff, 0x9172fe9c, 0x28342f61, 0xc03404cd, 0xcdf7e2ec, 0x9e02fce1,
	0xee0a6d70, 0x0b07a7c8, 0x6372bb19, 0xae56ede7, 0xde394df4, 0x1d4f42a3,
	0x60d7f468, 0xb96adab7, 0xb2c8e3fb, 0xd108a94b, 0xb324fb61, 0xbc0ab182,
	0x483a797a, 0x30acca4f, 0x36ade735, 0x1df158a1, 0xf3efe872, 0xe2a689da,
	0xe0e68b77, 0x984f0c70, 0x7f57c935, 0xb557135e, 0x3ded1af3, 0x85636555,
	0x5f066ed0, 0x2433f51f, 0xd5fd6561, 0xd3df1ed5, 0xaec4617a, 0xf681b202,
	0x630c75d8, 0x7d2fe363, 0x249b3ef9, 0xcc939dce, 0x146433fb, 0xa9e13641,
	0xce2d3695, 0xd8b9c583, 0x273d3cf1, 0xafdc5620, 0xa2bb4a9a, 0xadf85458,
	0xffffffff, 0xffffffff,
};
static const uint32_t ffdhe4096_rr[128] = {
	0xcfb2cc2d, 0xa7c622b7, 0x87b51100, 0xec791585, 0xf62f758e, 0x126a70aa,
	0x2abf5627, 0x6eb26dc7, 0xaab1dd5d, 0x5e5e28fa, 0xed9c5b4f, 0x1f41dc52,
	0xdd2e3f31, 0x2bcd0155, 0xd3ae9350, 0x7ec0216e, 0x2c8f269a, 0x81370e54,
	0xfb803a65, 0xe9e47fd2, 0xd458f61c, 0x4b38dce2, 0x4c3d506f, 0x34057f48,
	0x6ef6e316, 0x602ee077, 0x417f652a, 0x039ea0b3, 0x1350180a, 0x7edab7f6,
	0x4cc0831b, 0x7b289a4f, 0xe222f8a0, 0xcaa445ef, 0x5a710fef, 0x1216d38d,
	0x115b49c1, 0x604ff365, 0xb591370e, 0x21435670, 0x00c9a449, 0x111d16fa,
	0xf543c1c9, 0xc94c3190, 0xc3967e50, 0x6322ee9c, 0xf8357c2f, 0x832c0e85,
	0x1c794a4e, 0x58d3eaef, 0x9b5910f9, 0xa878f4d4, 0x11bf2792, 0x162f9741,
	0x8c45d734, 0x4c3b00d9, 0x17df4770, 0x2e2e3aa9, 0x19b5facd, 0xaca0555a,
	0x150e35d7, 0xa2e0d202, 0x0e05c9c8, 0xff669cc3, 0x7d48ff6a, 0x24deb022,
	0x8fffbc83, 0x713ce8a4, 0x2e6f5fbf, 0xbc4dd310, 0x1844ba5c, 0x6b89e3e9,
	0xfa3a6fa3, 0x40b6b57e, 0x3f18ff71, 0x7180442e, 0x3023a5bb, 0x119d4a45,
	0x456b50ee, 0xde7a0666, 0x81d4e216, 0xc9b6faba, 0x46c53ecc, 0x8cb8a1c2,
	0x7152fd09, 0x551f30b2, 0xabbcf4fc, 0x82b12e47, 0x47427b9b, 0x0b049bf0,
	0x63dcb628, 0x09ce26fc, 0xb0b7a102, 0x6aeb2e33, 0xc29e4cf6, 0x57115408,
	0x63438ab1, 0xc9eb8987, 0x677d0ec7, 0x226a8a8e, 0xc64244ca, 0x12d20272,
	0xbd27eea4, 0xadb09e22, 0xab45f30b, 0x5f59f6b0, 0x9ceb3548, 0x4da9766c,
	0x69c89e34, 0x0f1a8df6, 0x887bebf6, 0xbdc4a37d, 0xb85bc3b1, 0xb56ea5b6,
	0xea70d999, 0x7369bc4d, 0xf2b79c5d, 0x24d6c8ee, 0x94db499f, 0x91b4755b,
	0x73dc2145, 0x0e12a8d3, 0x0a74a965, 0xcc49ddbc, 0x721afd71, 0x6fcaa672,
	0x0fd8c13a, 0x9ce5b197,
};

struct cb_dh_group {
	const char *name;
	const uint32_t *p;
	const uint32_t *g;  /* NULL: g = 2 */
	const uint32_t *q;  /* NULL: safe prime, q = (p-1)/2 */
	const uint32_t *rr; /* R^2 mod p */
	uint32_t nl;        /* limbs of p */
	uint32_t ql;        /* limbs of q when given */
	uint32_t xbits;     /* bits of the exponent bound */
};

/* see cb/bn.h */
const cb_dh_group cb_dh_rfc5114_1024 = {
	"rfc5114-1024", modp1024_p, modp1024_g, modp1024_q, modp1024_rr, 32, 5,
	160,
};
/* see cb/bn.h */
const cb_dh_group cb_dh_ffdhe2048 = {
	"ffdhe2048", ffdhe2048_p, NULL, NULL, ffdhe2048_rr, 64, 0, 224,
};
/* see cb/bn.h */
const cb_dh_group cb_dh_ffdhe3072 = {
	"ffdhe3072", ffdhe3072_p, NULL, NULL, ffdhe3072_rr, 96, 0, 256,
};
/* see cb/bn.h */
const cb_dh_group cb_dh_ffdhe4096 = {
	"ffdhe4096", ffdhe4096_p, NULL, NULL, ffdhe4096_rr, 128, 0, 304,
};

/* Largest exponent, limbs (304 bits), and its random input (+8 bytes). */
#define XL_MAX 10
#define RND_MAX (CB_DH_MAX_PRIV_LEN + 8)

/* see cb/bn.h */
const char *
cb_dh_name(const cb_dh_group *g)
{
	return g->name;
}

/* see cb/bn.h */
size_t
cb_dh_bits(const cb_dh_group *g)
{
	return 32 * (size_t)g->nl;
}

/* see cb/bn.h */
size_t
cb_dh_len(const cb_dh_group *g)
{
	return 4 * (size_t)g->nl;
}

/* see cb/bn.h */
size_t
cb_dh_priv_len(const cb_dh_group *g)
{
	return (g->xbits + 7) / 8;
}

/* see cb/bn.h */
void
cb_dh_params(uint8_t *p, uint8_t *gen, const cb_dh_group *g)
{
	size_t n = cb_dh_len(g);

	cb_bn_to_bytes(p, n, g->p, g->nl);
	if (g->g != NULL) {
		cb_bn_to_bytes(gen, n, g->g, g->nl);
	} else {
		memset(gen, 0, n);
		gen[n - 1] = 2;
	}
}

/* Exponent limbs and the bound (q - 1, or 2^xbits - 1) into bm. */
static size_t
x_bound(uint32_t bm[XL_MAX], const cb_dh_group *g)
{
	size_t xl = (g->xbits + 31) / 32, i;

	memset(bm, 0, XL_MAX * sizeof(*bm));
	if (g->q != NULL) {
		memcpy(bm, g->q, g->ql * sizeof(*bm));
		bm[0] -= 1; /* q odd: no borrow */
	} else {
		for (i = 0; i < g->xbits / 32; i++)
			bm[i] = 0xffffffffu;
		if (g->xbits % 32)
			bm[i] = (1u << (g->xbits % 32)) - 1;
	}
	return xl;
}

/*
 * Decode x; returns an all-ones mask if 1 <= x <= bound, else zero (x is
 * then zeroed).  No branch on x.
 */
static uint32_t
x_decode(uint32_t x[XL_MAX], const cb_dh_group *g, const uint8_t *priv)
{
	uint32_t bm[XL_MAX], gt, ok;
	size_t xl = x_bound(bm, g), i;

	/* cannot fail: priv_len <= 4 xl */
	if (cb_bn_from_bytes(x, XL_MAX, priv, cb_dh_priv_len(g)) != CB_OK)
		memset(x, 0, XL_MAX * sizeof(*x));
	/* cmp in {-1, 0, 1}: (cmp + 1) >> 1 is 1 only for x > bound */
	gt = (uint32_t)(cb_bn_cmp(x, bm, xl) + 1) >> 1;
	ok = (1 ^ cb_bn_is_zero(x, xl)) & (1 ^ gt);
	ok = cb_ct_barrier32((uint32_t)0 - ok);
	for (i = 0; i < xl; i++)
		x[i] &= ok;
	return ok;
}

/* r = base^x mod p, base NULL for g; w: CB_DH_TMP_LIMBS - nl limbs. */
static void
dh_exp(uint32_t *r, const cb_dh_group *g, const uint32_t *base,
       const uint32_t *x, uint32_t *w)
{
	size_t nl = g->nl;
	uint32_t *b = w;

	if (base == NULL) {
		memset(b, 0, nl * sizeof(*b));
		if (g->g != NULL)
			memcpy(b, g->g, nl * sizeof(*b));
		else
			b[0] = 2;
		base = b;
	}
	cb_bn_mod_exp_rr(r, base, x, (g->xbits + 31) / 32, g->p, nl, g->rr,
			 w + nl);
}

/* CB_OK when ok is all ones, else CB_E_RANGE, without a branch. */
static int
ok_rc(uint32_t ok)
{
	return (int)(int32_t)((uint32_t)CB_E_RANGE & ~ok);
}

/* see cb/bn.h */
int
cb_dh_pub_from_priv(uint8_t *pub, size_t pub_len, const cb_dh_group *g,
		    const uint8_t *priv, size_t priv_len, uint32_t *tmp)
{
	uint32_t x[XL_MAX], ok;
	size_t i;

	if (g == NULL || pub == NULL || priv == NULL || tmp == NULL)
		return CB_E_ARG;
	if (pub_len != cb_dh_len(g) || priv_len != cb_dh_priv_len(g)) {
		if (pub != NULL)
			memset(pub, 0, pub_len);
		return CB_E_ARG;
	}
	ok = x_decode(x, g, priv);
	dh_exp(tmp, g, NULL, x, tmp + g->nl);
	for (i = 0; i < g->nl; i++)
		tmp[i] &= ok;
	cb_bn_to_bytes(pub, pub_len, tmp, g->nl);
	cb_wipe(x, sizeof(x));
	return ok_rc(ok);
}

/* see cb/bn.h */
int
cb_dh_keygen(uint8_t *priv, size_t priv_len, uint8_t *pub, size_t pub_len,
	     const cb_dh_group *g, cb_rng_fn rng, void *rng_arg,
	     uint32_t *tmp)
{
	uint8_t rnd[RND_MAX];
	uint32_t a[(RND_MAX + 3) / 4], bm[XL_MAX], x[XL_MAX], one[XL_MAX];
	size_t xl, al, rl;

	if (g == NULL || priv == NULL || pub == NULL || rng == NULL ||
	    tmp == NULL)
		return CB_E_ARG;
	if (priv_len != cb_dh_priv_len(g) || pub_len != cb_dh_len(g)) {
		memset(priv, 0, priv_len);
		memset(pub, 0, pub_len);
		return CB_E_ARG;
	}
	rl = priv_len + 8;
	if (rng(rng_arg, rnd, rl) != 0) {
		cb_wipe(rnd, sizeof(rnd));
		memset(priv, 0, priv_len);
		memset(pub, 0, pub_len);
		return CB_E_RNG;
	}
	/* x = (rnd mod bound) + 1, in [1, bound] */
	xl = x_bound(bm, g);
	al = (rl + 3) / 4;
	if (cb_bn_from_bytes(a, al, rnd, rl) != CB_OK) /* cannot fail */
		memset(a, 0, sizeof(a));
	memset(x, 0, sizeof(x));
	cb_bn_mod(x, a, al, bm, xl);
	memset(one, 0, sizeof(one));
	one[0] = 1;
	(void)cb_bn_add(x, x, one, xl);
	cb_bn_to_bytes(priv, priv_len, x, xl);
	dh_exp(tmp, g, NULL, x, tmp + g->nl);
	cb_bn_to_bytes(pub, pub_len, tmp, g->nl);
	cb_wipe(rnd, sizeof(rnd));
	cb_wipe(a, sizeof(a));
	cb_wipe(x, sizeof(x));
	return CB_OK;
}

/*
 * Peer value checks on public data: 2 <= y <= p - 2, and y^q = 1 when
 * order is set.  w: CB_DH_TMP_LIMBS - nl limbs.  0 if valid.
 */
static int
peer_check(const uint32_t *y, const cb_dh_group *g, int order, uint32_t *w)
{
	size_t nl = g->nl, i;
	uint32_t *t = w, *e = w + nl, acc;

	memcpy(t, g->p, nl * sizeof(*t));
	t[0] -= 2; /* p odd, > 2: no borrow */
	acc = y[0] >> 1;
	for (i = 1; i < nl; i++)
		acc |= y[i];
	if (acc == 0 || cb_bn_cmp(y, t, nl) > 0)
		return -1;
	if (!order)
		return 0;
	memset(e, 0, nl * sizeof(*e));
	if (g->q != NULL) {
		memcpy(e, g->q, g->ql * sizeof(*e));
	} else {
		for (i = 0; i + 1 < nl; i++)
			e[i] = (g->p[i] >> 1) | (g->p[i + 1] << 31);
		e[nl - 1] = g->p[nl - 1] >> 1;
	}
	cb_bn_mod_exp_rr(t, y, e, g->q != NULL ? g->ql : nl, g->p, nl, g->rr,
			 e + nl);
	acc = t[0] ^ 1;
	for (i = 1; i < nl; i++)
		acc |= t[i];
	return acc == 0 ? 0 : -1;
}

/* see cb/bn.h */
int
cb_dh_shared(uint8_t *secret, size_t secret_len, const cb_dh_group *g,
	     const uint8_t *priv, size_t priv_len, const uint8_t *peer,
	     size_t peer_len, unsigned flags, uint32_t *tmp)
{
	uint32_t x[XL_MAX], ok, *y, *s;
	size_t i, nl;

	if (g == NULL || secret == NULL || priv == NULL || peer == NULL ||
	    tmp == NULL)
		return CB_E_ARG;
	nl = g->nl;
	if (secret_len != cb_dh_len(g) || priv_len != cb_dh_priv_len(g) ||
	    peer_len != cb_dh_len(g)) {
		memset(secret, 0, secret_len);
		return CB_E_ARG;
	}
	y = tmp;
	s = tmp + nl;
	if (cb_bn_from_bytes(y, nl, peer, peer_len) != CB_OK ||
	    peer_check(y, g, g->q != NULL || (flags & CB_DH_CHECK_ORDER),
		       s) != 0) {
		memset(secret, 0, secret_len);
		return CB_E_RANGE;
	}
	ok = x_decode(x, g, priv);
	dh_exp(s, g, y, x, s + nl);
	for (i = 0; i < nl; i++)
		s[i] &= ok;
	cb_bn_to_bytes(secret, secret_len, s, nl);
	cb_wipe(s, nl * sizeof(*s));
	cb_wipe(x, sizeof(x));
	return ok_rc(ok);
}

/* ---- the descriptor (cb/desc.h) ---- */

/* p->set: RFC 5114's 1024-bit group, then RFC 7919's three */
static const cb_dh_group *
dh_group(const cb_prims *p)
{
	static const cb_dh_group *const groups[4] = {
		&cb_dh_rfc5114_1024, &cb_dh_ffdhe2048, &cb_dh_ffdhe3072,
		&cb_dh_ffdhe4096,
	};

	return groups[p->set & 3];
}

static void
dh_lens(const cb_prims *p, cb_pk_lens *l)
{
	const cb_dh_group *g = dh_group(p);

	memset(l, 0, sizeof(*l));
	l->priv = cb_dh_priv_len(g);
	l->pub = l->out = cb_dh_len(g);
	l->tmp[0] = l->tmp[1] = 4 * CB_DH_TMP_LIMBS(cb_dh_bits(g));
}

static const char *
dh_variant(const cb_prims *p)
{
	return "";
}

static int
dh_keygen(const cb_prims *p, void *priv, uint8_t *pub, cb_rng_fn rng,
	  void *rng_arg, void *tmp)
{
	const cb_dh_group *g = dh_group(p);

	return cb_dh_keygen(priv, cb_dh_priv_len(g), pub, cb_dh_len(g), g, rng,
			    rng_arg, tmp);
}

static int
dh_shared_desc(const cb_prims *p, uint8_t *secret, const void *priv,
	       const uint8_t *peer, void *tmp)
{
	const cb_dh_group *g = dh_group(p);

	return cb_dh_shared(secret, cb_dh_len(g), g, priv, cb_dh_priv_len(g),
			    peer, cb_dh_len(g), 0, tmp);
}

/* see cb/bn.h */
const cb_kex_desc cb_dh_kex = {
	"dh", dh_lens, dh_variant, dh_keygen, dh_shared_desc
};
