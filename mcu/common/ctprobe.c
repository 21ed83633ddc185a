/* SPDX-License-Identifier: MIT */
/*
 * Arm constant-time check, firmware side: every constant-time entry point
 * runs twice, on two different sets of secrets (keys, nonces, plaintexts,
 * private scalars and exponents) with every public input and length the
 * same, each run between ctprobe_begin() and ctprobe_end().  The ctrace
 * QEMU plugin (mcu/plugin/ctrace.c) digests the instruction and data
 * addresses of each run; mcu/scripts/ct-trace compares the two digests
 * of every case.  Equal digests: no branch and no memory address in that
 * run depended on the secrets, on this binary, built by this compiler.
 *
 * Set-up that the API treats as public or that happens before a secret
 * exists (key import, parameter set-up) runs outside the measured region.
 * Signing uses the single-attempt entry points (cb_ecdsa_sign_k,
 * cb_dsa_sign_k, cb_sm2_try): the rejection loops around them may branch
 * on the documented accept bit.  Two control cases, a table AES and a
 * branch on a key bit, must differ (ct-trace fails if they do not).
 * SysTick stays off (an interrupt would
 * land at different points of the two runs).
 */
#include <string.h>

#include "cb/aead.h"
#include "cb/bn.h"
#include "cb/block.h"
#include "cb/ec.h"
#include "cb/hash.h"
#include "cb/lms.h"
#include "cb/mac.h"
#include "cb/mldsa.h"
#include "cb/mlkem.h"
#include "cb/util.h"
#include "cortex_m.h"
#include "ct_keys.h"
#include "internal/dsa.h"
#include "internal/ecp.h"
#include "internal/mldsa.h"
#include "internal/mlkem.h"
#include "manifest.h"

/* The markers the plugin watches: empty, never inlined or merged. */
void ctprobe_begin(void) __attribute__((noinline, used));
void ctprobe_end(void) __attribute__((noinline, used));

void
ctprobe_begin(void)
{
	__asm__ volatile("" ::: "memory");
}

void
ctprobe_end(void)
{
	__asm__ volatile("nop" ::: "memory");
}

/* The vector table names it; SysTick is never started here. */
void cb_systick_handler(void);

void
cb_systick_handler(void)
{
}

static void
print(const char *s)
{
	while (*s)
		board_putc(*s++);
}

/* Secret bytes of variant v (0 or 1): different in every byte. */
static void
fill(uint8_t *p, size_t len, unsigned v, unsigned salt)
{
	uint32_t s = 0x9e3779b9u * (salt + 1) + 0x7f4a7c15u * v;
	size_t i;

	for (i = 0; i < len; i++) {
		s = s * 1103515245u + 12345u;
		p[i] = (uint8_t)(s >> 16);
	}
}

static uint8_t key[32], nonce[16], pt[100], ct[116], back[116], tag[16];
static uint8_t priv[CB_ECP_MAX_LEN], pub[CB_ECP_MAX_PUB_LEN];
static uint8_t out[CB_RSA_MAX_LEN], sig[CB_ECP_MAX_SIG_LEN + 64];
static uint8_t peer[CB_ECP_MAX_PUB_LEN];
static const uint8_t pubdata[64] = "associated data and digests are public";
/* RSA-1024 at its largest window needs more than the others */
static uint32_t tmp[CB_RSA_TMP_LIMBS_W(1024, CB_RSA_WINDOW_MAX) >
		    CB_RSA_TMP_LIMBS(2048) ?
		    CB_RSA_TMP_LIMBS_W(1024, CB_RSA_WINDOW_MAX) :
		    CB_RSA_TMP_LIMBS(2048)];
static volatile int sink; /* keeps return codes alive */

/* ---- symmetric: key, nonce and plaintext secret ---- */

static void
prep_sym(unsigned v)
{
	fill(key, sizeof(key), v, 1);
	fill(nonce, sizeof(nonce), v, 2);
	fill(pt, sizeof(pt), v, 3);
}

static cb_block_any_ctx bk;

static void
run_aes(void)
{
	static const size_t kl[3] = { 16, 24, 32 };
	int i;

	for (i = 0; i < 3; i++) {
		sink = cb_aes_ct_setkey(&bk.aes_ct, key, kl[i]);
		cb_aes_ct_encrypt(&bk.aes_ct, ct, pt, 3);
		cb_aes_ct_decrypt(&bk.aes_ct, back, ct, 3);
	}
}

static void
run_sm4(void)
{
	sink = cb_sm4_ct_setkey(&bk.sm4_ct, key, 16);
	cb_sm4_ct_encrypt(&bk.sm4_ct, ct, pt, 3);
	cb_sm4_ct_decrypt(&bk.sm4_ct, back, ct, 3);
}

static void
run_des3(void)
{
	sink = cb_des3_ct_setkey(&bk.des3_ct, key, 24);
	cb_des3_ct_encrypt(&bk.des3_ct, ct, pt, 3);
	cb_des3_ct_decrypt(&bk.des3_ct, back, ct, 3);
}

/* CBC, CTR, GCM and CCM over the constant-time AES, valid tags only. */
static void
run_modes(void)
{
	const cb_block_cipher *bc = &cb_aes_ct_cipher;
	static cb_gcm_key gk;
	static cb_ccm_key mk;

	sink = cb_aes_ct_setkey(&bk.aes_ct, key, 16);
	sink = cb_cbc_encrypt(ct, bc, &bk.aes_ct, nonce, pt, 96);
	sink = cb_cbc_decrypt(back, bc, &bk.aes_ct, nonce, ct, 96);
	sink = cb_ctr(ct, bc, &bk.aes_ct, nonce, pt, 77);
	sink = cb_gcm_setkey(&gk, bc, key, 16);
	sink = cb_gcm_encrypt(ct, tag, 16, &gk, nonce, 12, pubdata, 21, pt,
			      77);
	sink = cb_gcm_decrypt(back, &gk, nonce, 12, pubdata, 21, ct, 77, tag,
			      16);
	sink = cb_ccm_setkey(&mk, bc, key, 16);
	sink = cb_ccm_encrypt(ct, tag, 12, &mk, nonce, 13, pubdata, 21, pt,
			      77);
	sink = cb_ccm_decrypt(back, &mk, nonce, 13, pubdata, 21, ct, 77, tag,
			      12);
}

static void
run_chacha(void)
{
	static cb_chacha20poly1305_key ks;

	sink = cb_chacha20poly1305_setkey(&ks, key, 32);
	sink = cb_chacha20poly1305_encrypt(ct, tag, &ks, nonce, pubdata, 21,
					   pt, 77);
	sink = cb_chacha20poly1305_decrypt(back, &ks, nonce, pubdata, 21, ct,
					   77, tag);
}

static void
run_ascon(void)
{
	static cb_ascon_aead128_key ks;

	sink = cb_ascon_aead128_setkey(&ks, key, 16);
	cb_ascon_aead128_encrypt(ct, tag, &ks, nonce, pubdata, 21, pt, 77);
	sink = cb_ascon_aead128_decrypt(back, &ks, nonce, pubdata, 21, ct, 77,
					tag);
}

/* Every hash of the manifest (its HASH rows) over a secret message, of
 * 77 and 100 bytes (SHA3-512 absorbing a whole block, nine lanes at
 * once), and SHAKE128; HMAC/HKDF/DRBG under a secret key. */
static void
run_hash(void)
{
	size_t i;

	for (i = 0; i < cb_mf_nruns; i++)
		if (cb_mf_runs[i].kind == CB_KIND_HASH) {
			cb_hash_digest(cb_mf_runs[i].prims.hash, out, pt, 77);
			cb_hash_digest(cb_mf_runs[i].prims.hash, out, pt, 100);
		}
	cb_shake128(out, 40, pt, 77);
}

static void
run_mac(void)
{
	static cb_hmac_drbg_ctx d;

	sink = cb_hmac(out, &cb_sha256_desc, key, 32, pt, 77);
	sink = cb_hkdf(out, 70, &cb_sha256_desc, key, 32, nonce, 16, pubdata,
		       10);
	sink = cb_hmac_drbg_init(&d, &cb_sha256_desc, key, 32, nonce, 16,
				 pubdata, 8);
	sink = cb_hmac_drbg_generate(&d, out, 70, NULL, 0);
}

/* ---- public key: private scalars, seeds, exponents, nonces ---- */

static void
prep_x(unsigned v)
{
	fill(priv, sizeof(priv), v, 4);
	fill(peer, sizeof(peer), 0, 5); /* the peer's public value: fixed */
}

static void
run_x25519(void)
{
	sink = cb_x25519_shared(out, priv, peer);
	cb_x25519_public(out, priv);
}

static void
run_x448(void)
{
	sink = cb_x448_shared(out, priv, peer);
	cb_x448_public(out, priv);
}

static uint8_t edpub[57];

static void
prep_ed25519(unsigned v)
{
	prep_x(v);
	cb_ed25519_public(edpub, priv);
}

static void
run_ed25519(void)
{
	cb_ed25519_public(out, priv);
	cb_ed25519_sign(sig, priv, edpub, pubdata, 33);
}

static void
prep_ed448(unsigned v)
{
	prep_x(v);
	cb_ed448_public(edpub, priv);
}

static void
run_ed448(void)
{
	cb_ed448_public(out, priv);
	cb_ed448_sign(sig, priv, edpub, pubdata, 50);
}

/* Prime curves: scalars below the order (top byte cleared). */
static const cb_ecp_curve *curve;
static cb_ecp_ctx ecx;
static uint32_t kv[CB_ECP_LIMBS], dv[CB_ECP_LIMBS];

static void
prep_ecp(unsigned v)
{
	size_t nl = cb_ecp_scalar_len(curve), pl = cb_ecp_pub_len(curve);
	uint8_t kb[CB_ECP_MAX_LEN];

	fill(priv, nl, v, 6);
	fill(kb, nl, v, 7);
	priv[0] = kb[0] = 0;
	/* the peer: a fixed valid public key */
	fill(out, nl, 0, 8);
	out[0] = 0;
	sink = cb_ecp_pub_from_priv(peer, pl, curve, out, nl);
	cb_ecp_ctx_init(&ecx, curve);
	memset(kv, 0, sizeof(kv));
	memset(dv, 0, sizeof(dv));
	(void)cb_ecp_scalar_decode(&ecx, kv, kb);
	(void)cb_ecp_scalar_decode(&ecx, dv, priv);
}

static void
run_ecp(void)
{
	size_t nl = cb_ecp_scalar_len(curve), pl = cb_ecp_pub_len(curve);

	sink = cb_ecp_pub_from_priv(pub, pl, curve, priv, nl);
	sink = cb_ecdh_shared(out, cb_ecp_field_len(curve), curve, priv, nl,
			      peer, pl);
	sink = (int)cb_ecdsa_sign_k(&ecx, sig, kv, dv, pubdata, 32);
}

static void
run_sm2(void)
{
	uint32_t ev[CB_ECP_LIMBS];

	memset(ev, 0x5a, sizeof(ev)); /* e = H(Z || M): public */
	ev[CB_ECP_LIMBS - 1] = 0;
	sink = (int)cb_sm2_try(&ecx, sig, dv, ev, kv);
}

#define CURVE_CASES(X)                                                        \
	X(p256, cb_ecp_secp256r1) X(p384, cb_ecp_secp384r1)                   \
	X(p521, cb_ecp_secp521r1) X(bp256, cb_ecp_brainpoolp256r1)            \
	X(bp384, cb_ecp_brainpoolp384r1) X(bp512, cb_ecp_brainpoolp512r1)     \
	X(sm2c, cb_ecp_sm2)

#define X(id, c)                                                              \
	static void prep_##id(unsigned v)                                     \
	{                                                                     \
		curve = &c;                                                   \
		prep_ecp(v);                                                  \
	}
CURVE_CASES(X)
#undef X

/*
 * RSA: two keys of one size, at each exponent window (public); DH and
 * DSA: secret exponents and nonces.
 */
static cb_rsa_priv rsa;

static void
prep_rsa_w(unsigned v, unsigned window)
{
	sink = cb_rsa_priv_from_der(&rsa, v ? rsa_key_b : rsa_key_a,
				    v ? sizeof(rsa_key_b) : sizeof(rsa_key_a));
	sink |= cb_rsa_priv_set_window(&rsa, window);
	fill(pt, sizeof(pt), 0, 9);
}

#define RSA_WINDOWS(X) X(1) X(2) X(3) X(4) X(5) X(6)
#define X(w)                                                                  \
	static void prep_rsa_w##w(unsigned v)                                 \
	{                                                                     \
		prep_rsa_w(v, w);                                             \
	}
RSA_WINDOWS(X)
#undef X

static void
run_rsa(void)
{
	size_t k = cb_rsa_len(&rsa.pub);

	memset(back, 0, k);
	memcpy(back + 1, pt, 64);
	sink = cb_rsa_private(out, k, &rsa, back, k, tmp);
	sink = cb_rsa_pkcs1_sign(out, k, &rsa, &cb_sha256_desc, pubdata, 32,
				 tmp);
}

static void
run_dh(void)
{
	const cb_dh_group *g = &cb_dh_rfc5114_1024;
	size_t n = cb_dh_len(g), xl = cb_dh_priv_len(g);

	sink = cb_dh_pub_from_priv(out, n, g, priv, xl, tmp);
	sink = cb_dh_shared(sig, n, g, priv, xl, out, n, 0, tmp);
}

static void
prep_dh(unsigned v)
{
	fill(priv, sizeof(priv), v, 10);
	priv[0] &= 0x3f; /* below q */
}

static cb_dsa_params dsa;
static uint32_t dsa_x[CB_DSA_MAX_QLEN / 4], dsa_k[CB_DSA_MAX_QLEN / 4];

static void
prep_dsa(unsigned v)
{
	uint8_t xb[20];

	sink = cb_dsa_params_set(&dsa, cb_dsa_bench_p1024,
				 sizeof(cb_dsa_bench_p1024), cb_dsa_bench_q1024,
				 sizeof(cb_dsa_bench_q1024), cb_dsa_bench_g1024,
				 sizeof(cb_dsa_bench_g1024), tmp);
	fill(xb, sizeof(xb), v, 11);
	xb[0] &= 0x7f; /* below q */
	(void)cb_dsa_x_decode(dsa_x, &dsa, xb);
	fill(xb, sizeof(xb), v, 12);
	xb[0] &= 0x7f;
	(void)cb_dsa_x_decode(dsa_k, &dsa, xb);
	memcpy(priv, xb, sizeof(xb));
}

static void
run_dsa(void)
{
	sink = cb_dsa_pub_from_priv(out, cb_dsa_p_len(&dsa), &dsa, priv, 20,
				    tmp);
	sink = (int)cb_dsa_sign_k(sig, &dsa, dsa_k, dsa_x, pubdata, 32, tmp);
}

/*
 * Controls, which must come out different: a secret-indexed table (the
 * named non-constant-time AES) and a secret-dependent branch.  If either
 * compared equal the check would be blind, and ct-trace fails.
 */
/*
 * ML-DSA-44: one signing attempt of each configuration
 * (cb_mldsa_sign_once; the loop around it branches on its accept bit
 * only) with K, s1, s2, t0 and rho'' secret; rho, tr and mu public and
 * the same in both runs.  Key generation is not probed: ExpandS branches
 * on the nibbles it rejects (cb/mldsa.h), so its traces differ.
 */
static uint8_t mlsk[CB_MLDSA44_SK_LEN], mlsig[CB_MLDSA44_SIG_LEN];
static uint8_t mlrho[64];
static int32_t mltmp[CB_MLDSA44_SIGN_TMP_LEN / 4];

static void
prep_mldsa(unsigned v)
{
	uint8_t seed[32], pk[CB_MLDSA44_PK_LEN];

	fill(seed, sizeof(seed), v, 9);
	/* the buffers are ML-DSA-44's: the lengths are never refused */
	if (cb_mldsa_keygen_internal(&cb_mldsa44, pk, sizeof(pk), mlsk,
				     sizeof(mlsk), seed) != CB_OK)
		return;
	memset(mlsk, 0x11, 32);         /* rho */
	memset(mlsk + 64, 0x22, 64);    /* tr */
	fill(mlrho, sizeof(mlrho), v, 10);
}

static void
run_mldsa(void)
{
	sink = (int)cb_mldsa_sign_once(&cb_mldsa44, mlsig, mlsk, pubdata,
				       mlrho, mltmp, sizeof(mltmp), 0);
	sink = (int)cb_mldsa_sign_once(&cb_mldsa44, mlsig, mlsk, pubdata,
				       mlrho, mltmp, sizeof(mltmp), 1);
}

/*
 * LMS: key generation of a SHA-256 H5/W1 tree with SEED secret, I and the
 * types public: every secret path of LMS (the private values, full OTS
 * chains, the tree).  Signing is not probed: its randomizer C is derived
 * from SEED and published, so the two runs' public digests (and with them
 * the chain lengths) differ by design; its chains are the same code with
 * those public bounds.  HSS key generation is this key generation of its
 * top tree; HSS signing is LMS signing at each level (the lower trees'
 * SEED derived by hashing), not probed for the same reason (the valgrind
 * suite covers both: tests/ct/ct_lms.c).
 */
static uint8_t lmseed[CB_LMS_SEED_LEN];

static void
prep_lms(unsigned v)
{
	fill(lmseed, sizeof(lmseed), v, 11);
}

static void
run_lms(void)
{
	static uint8_t pk[CB_LMS_PK_MAX], sk[CB_LMS_SK_LEN];

	sink = cb_lms_keygen(pk, sk, CB_LMS_SHA256_M32_H5,
			     CB_LMOTS_SHA256_N32_W1, pubdata, lmseed);
}

static void
run_aes_tab(void)
{
	static cb_aes_tab_ctx t;

	sink = cb_aes_tab_setkey(&t, key, 16);
	cb_aes_tab_encrypt(&t, ct, pt, 1);
}

static void
run_branch(void)
{
	volatile unsigned n = 0;

	if (key[0] & 1)
		n++;
}

/* ---- ML-KEM: sigma, z, m and the decapsulation key's s-hat and z ---- */

static struct {
	uint8_t ek[CB_MLKEM_MAX_EK_LEN], dk[CB_MLKEM_MAX_DK_LEN];
	uint8_t ct[CB_MLKEM_MAX_CT_LEN];        /* public: the same in both */
	uint8_t dkv[CB_MLKEM_MAX_DK_LEN];       /* the variant's dk */
	uint8_t ekg[CB_MLKEM_MAX_EK_LEN], dkg[CB_MLKEM_MAX_DK_LEN];
	uint8_t ct2[CB_MLKEM_MAX_CT_LEN], ss[32];
	uint8_t rho[32], sigma[32], z[32], m[32];
	const cb_mlkem_params *p;
} kem;

/*
 * ek and the ciphertext are public and the same in both runs; dk is the
 * public ek with a secret s-hat and z of the variant (a mismatched key
 * is fine: decapsulation then takes the rejection path in both runs, and
 * the path is the same either way).
 */
static void
prep_kem(const cb_mlkem_params *p, unsigned v)
{
	size_t el = cb_mlkem_ek_len(p), sl = cb_mlkem_dk_len(p) - el - 64;

	kem.p = p;
	fill(kem.rho, 32, 0, 20);
	fill(kem.sigma, 32, 0, 21);
	fill(kem.z, 32, 0, 22);
	fill(kem.m, 32, 0, 23);
	cb_mlkem_keygen_rs(p, kem.ek, kem.dk, kem.rho, kem.sigma, kem.z);
	sink = cb_mlkem_encaps_internal(p, kem.ss, kem.ct,
					cb_mlkem_ct_len(p), kem.ek, el, kem.m);
	fill(kem.sigma, 32, v, 24);
	fill(kem.z, 32, v, 25);
	fill(kem.m, 32, v, 26);
	/* s-hat and z of the variant around the fixed ek and H(ek) */
	cb_mlkem_keygen_rs(p, kem.ekg, kem.dkv, kem.rho, kem.sigma, kem.z);
	memcpy(kem.dkv + sl, kem.dk + sl, el + 32);
}

static void
prep_kem512(unsigned v)
{
	prep_kem(&cb_mlkem512, v);
}

static void
prep_kem768(unsigned v)
{
	prep_kem(&cb_mlkem768, v);
}

static void
prep_kem1024(unsigned v)
{
	prep_kem(&cb_mlkem1024, v);
}

static void
run_kem(void)
{
	const cb_mlkem_params *p = kem.p;
	size_t el = cb_mlkem_ek_len(p), dl = cb_mlkem_dk_len(p);
	size_t cl = cb_mlkem_ct_len(p);

	cb_mlkem_keygen_rs(p, kem.ekg, kem.dkg, kem.rho, kem.sigma, kem.z);
	sink = cb_mlkem_encaps_internal(p, kem.ss, kem.ct2, cl, kem.ek, el,
					kem.m);
	sink = cb_mlkem_decaps(p, kem.ss, kem.ct, cl, kem.dkv, dl);
}

typedef struct probe {
	const char *name;
	void (*prep)(unsigned v);
	void (*run)(void);
} probe;

static const probe probes[] = {
	{ "aes-ct", prep_sym, run_aes },
	{ "sm4-ct", prep_sym, run_sm4 },
	{ "des3-ct", prep_sym, run_des3 },
	{ "cbc-ctr-gcm-ccm", prep_sym, run_modes },
	{ "chacha20-poly1305", prep_sym, run_chacha },
	{ "ascon-aead128", prep_sym, run_ascon },
	{ "hashes", prep_sym, run_hash },
	{ "hmac-hkdf-drbg", prep_sym, run_mac },
	{ "x25519", prep_x, run_x25519 },
	{ "x448", prep_x, run_x448 },
	{ "ed25519", prep_ed25519, run_ed25519 },
	{ "ed448", prep_ed448, run_ed448 },
#define X(id, c) { "ecp-" #id, prep_##id, run_ecp },
	CURVE_CASES(X)
#undef X
	{ "sm2-sign", prep_sm2c, run_sm2 },
#define X(w) { "rsa-1024-w" #w, prep_rsa_w##w, run_rsa },
	RSA_WINDOWS(X)
#undef X
	{ "dh-1024", prep_dh, run_dh },
	{ "dsa-1024", prep_dsa, run_dsa },
	{ "ml-kem-512", prep_kem512, run_kem },
	{ "ml-kem-768", prep_kem768, run_kem },
	{ "ml-kem-1024", prep_kem1024, run_kem },
	{ "ml-dsa-44-sign", prep_mldsa, run_mldsa },
	{ "lms-keygen", prep_lms, run_lms },
	{ "control-aes-tab", prep_sym, run_aes_tab },
	{ "control-branch", prep_sym, run_branch },
};

/* One run; out of line so that both variants execute the same code. */
static void __attribute__((noinline))
run_once(const probe *p, unsigned v)
{
	p->prep(v);
	ctprobe_begin();
	p->run();
	ctprobe_end();
}

int
main(void)
{
	size_t i;
	unsigned v;

	board_init();
	print("# ctprobe: ");
	print(cb_board.name);
	print("\n");
	for (i = 0; i < sizeof(probes) / sizeof(probes[0]); i++) {
		print("case ");
		print(probes[i].name);
		print("\n");
		for (v = 0; v < 2; v++)
			run_once(&probes[i], v);
	}
	print("# end\n");
	return 0;
}
