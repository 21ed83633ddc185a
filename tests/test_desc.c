/* SPDX-License-Identifier: MIT */
/*
 * Every descriptor of the manifest's RUN rows (cb/desc.h), driven as
 * generic code drives it: each agrees with the algorithm's own calls or
 * with itself across a round trip, and refuses what it must (a flipped
 * tag or signature).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bn_bench.h"
#include "cb/cb.h"
#include "manifest.h"

#define MSG_LEN 200

/* A fixed random source (xorshift32). */
static uint32_t rng_state;

static int
test_rng(void *arg, uint8_t *out, size_t len)
{
	size_t i;

	(void)arg;
	for (i = 0; i < len; i++) {
		rng_state ^= rng_state << 13;
		rng_state ^= rng_state >> 17;
		rng_state ^= rng_state << 5;
		out[i] = (uint8_t)(rng_state >> 24);
	}
	return CB_OK;
}

static void
fill(uint8_t *p, size_t n, uint32_t seed)
{
	rng_state = seed;
	(void)test_rng(NULL, p, n);
}

/* The RUN rows of each kind, by index into the manifest (a loop test
 * each). */
static size_t rows[CB_KIND_KEM + 1][128], nrows[CB_KIND_KEM + 1];

static void
collect(void)
{
	size_t i;
	int k;

	for (i = 0; i < cb_mf_nruns; i++) {
		k = cb_mf_runs[i].kind;
		if (nrows[k] < 128)
			rows[k][nrows[k]++] = i;
	}
}

/* MACs: the descriptor's tag is HMAC's own, split or not; a clone of
 * a keyed state gives the same tag again. */
START_TEST(mac_rows)
{
	const cb_mf_run *r = &cb_mf_runs[rows[CB_KIND_MAC][_i]];
	const cb_mac_desc *d = r->desc;
	uint8_t key[32], msg[MSG_LEN], t1[64], t2[64], t3[64];
	cb_mac_any_ctx c, k;
	size_t tl = d->tag_len(&r->prims);

	fill(key, sizeof(key), 1);
	fill(msg, sizeof(msg), 2);
	ck_assert_uint_le(d->ctx_size, sizeof(c));
	ck_assert_int_eq(d->init(&k, &r->prims, key, r->param), CB_OK);
	memcpy(&c, &k, d->ctx_size);
	d->update(&c, msg, 77);
	d->update(&c, msg + 77, sizeof(msg) - 77);
	d->final(&c, t1);
	memcpy(&c, &k, d->ctx_size);
	d->update(&c, msg, sizeof(msg));
	d->final(&c, t2);
	ck_assert_mem_eq(t1, t2, tl);
	if (d == &cb_hmac_mac) {
		ck_assert_int_eq(cb_hmac(t3, r->prims.hash, key, r->param, msg,
					 sizeof(msg)), CB_OK);
		ck_assert_mem_eq(t1, t3, tl);
	}
}
END_TEST

/* Modes: one call, and in chunks of whole blocks, give one
 * ciphertext, which decrypts back. */
START_TEST(mode_rows)
{
	const cb_mf_run *r = &cb_mf_runs[rows[CB_KIND_MODE][_i]];
	const cb_mode_desc *d = r->desc;
	const cb_block_cipher *bc = r->prims.cipher;
	uint8_t key[32], iv[16], msg[8 * 16], c1[sizeof(msg)], c2[sizeof(msg)];
	cb_block_any_ctx ks;
	cb_mode_any_ctx st;
	/* a stream cipher of its own (no bc) takes any chunk: 2 x 16 */
	size_t off, step = 2 * (bc != NULL ? bc->block_len : 16);

	fill(key, sizeof(key), 3);
	fill(iv, sizeof(iv), 4);
	fill(msg, sizeof(msg), 5);
	ck_assert_uint_le(d->ctx_size, sizeof(st));
	ck_assert(bc != NULL || d->setkey != NULL);
	ck_assert_uint_le(d->iv_len, sizeof(iv));
	ck_assert_int_eq(d->setkey != NULL ? d->setkey(&ks, key, r->param) :
			 bc->setkey(&ks, key, r->param), CB_OK);
	ck_assert_int_eq(d->crypt(0, c1, bc, &ks, iv, msg, sizeof(msg)),
			 CB_OK);
	ck_assert_int_eq(d->init(&st, bc, &ks, iv), CB_OK);
	for (off = 0; off < sizeof(msg); off += step)
		ck_assert_int_eq(d->update(&st, 0, c2 + off, msg + off, step),
				 CB_OK);
	ck_assert_int_eq(d->final(&st), CB_OK);
	ck_assert_mem_eq(c1, c2, sizeof(msg));
	ck_assert_int_eq(d->crypt(1, c2, bc, &ks, iv, c1, sizeof(msg)), CB_OK);
	ck_assert_mem_eq(c2, msg, sizeof(msg));
}
END_TEST

/* AEADs: one call and the streaming calls agree; decryption gives the
 * message back, and refuses a flipped tag. */
START_TEST(aead_rows)
{
	const cb_mf_run *r = &cb_mf_runs[rows[CB_KIND_AEAD][_i]];
	const cb_aead_desc *d = r->desc;
	static cb_gcm_table_key ks;
	uint8_t key[32], nonce[16], ad[20], msg[MSG_LEN], c1[MSG_LEN];
	uint8_t c2[MSG_LEN], t1[16], t2[16];
	cb_aead_any_ctx st;
	size_t n = d->nonce_len, tl = d->tag_len;

	fill(key, sizeof(key), 6);
	fill(nonce, sizeof(nonce), 7);
	fill(ad, sizeof(ad), 8);
	fill(msg, sizeof(msg), 9);
	ck_assert_uint_le(d->key_size, sizeof(ks));
	ck_assert_uint_le(d->ctx_size, sizeof(st));
	ck_assert_int_eq(d->setkey(&ks, &r->prims, key, r->param), CB_OK);
	ck_assert_int_eq(d->encrypt(c1, t1, tl, &ks, nonce, n, NULL, 0, msg,
				    sizeof(msg)), CB_OK);
	ck_assert_int_eq(d->init(&st, &ks, nonce, n, 0, sizeof(msg), tl),
			 CB_OK);
	ck_assert_int_eq(d->update(&st, 0, c2, msg, 64), CB_OK);
	ck_assert_int_eq(d->update(&st, 0, c2 + 64, msg + 64, sizeof(msg) - 64),
			 CB_OK);
	ck_assert_int_eq(d->final(&st, 0, t2, tl), CB_OK);
	ck_assert_mem_eq(c1, c2, sizeof(msg));
	ck_assert_mem_eq(t1, t2, tl);
	/* with associated data, back and forth, then a tag flipped */
	ck_assert_int_eq(d->encrypt(c1, t1, tl, &ks, nonce, n, ad, sizeof(ad),
				    msg, sizeof(msg)), CB_OK);
	ck_assert_int_eq(d->decrypt(c2, &ks, nonce, n, ad, sizeof(ad), c1,
				    sizeof(msg), t1, tl), CB_OK);
	ck_assert_mem_eq(c2, msg, sizeof(msg));
	/* the associated data streamed too */
	ck_assert_int_eq(d->init(&st, &ks, nonce, n, sizeof(ad), sizeof(msg),
				 tl), CB_OK);
	ck_assert_int_eq(d->aad(&st, ad, 7), CB_OK);
	ck_assert_int_eq(d->aad(&st, ad + 7, sizeof(ad) - 7), CB_OK);
	ck_assert_int_eq(d->update(&st, 0, c2, msg, sizeof(msg)), CB_OK);
	ck_assert_int_eq(d->final(&st, 0, t2, tl), CB_OK);
	ck_assert_mem_eq(c1, c2, sizeof(msg));
	ck_assert_mem_eq(t1, t2, tl);
	t1[0] ^= 1;
	ck_assert_int_eq(d->decrypt(c2, &ks, nonce, n, ad, sizeof(ad), c1,
				    sizeof(msg), t1, tl), CB_E_AUTH);
	/* the light one is the same AEAD */
	if (d->light != NULL) {
		t1[0] ^= 1;
		ck_assert_int_eq(d->light->setkey(&ks, &r->prims, key,
						  r->param), CB_OK);
		ck_assert_int_eq(d->light->decrypt(c2, &ks, nonce, n, ad,
						   sizeof(ad), c1, sizeof(msg),
						   t1, tl), CB_OK);
	}
}
END_TEST

/* The public-key buffers of one row. */
typedef struct pkbuf {
	cb_pk_lens l;
	uint8_t *priv, *pub, *out, *secret, *ppriv, *ppub, *tmp;
	size_t outlen;
} pkbuf;

static void
pk_alloc(pkbuf *b, void (*lens)(const cb_prims *, cb_pk_lens *),
	 const cb_prims *p)
{
	size_t i, tmp = 0;

	lens(p, &b->l);
	for (i = 0; i < CB_PK_OPS; i++)
		tmp = b->l.tmp[i] > tmp ? b->l.tmp[i] : tmp;
	b->priv = malloc(b->l.priv);
	b->ppriv = malloc(b->l.priv);
	b->pub = malloc(b->l.pub);
	b->ppub = malloc(b->l.pub);
	b->out = malloc(b->l.out + 1);
	b->secret = malloc(b->l.secret + 1);
	b->tmp = tmp ? malloc(tmp) : NULL;
	ck_assert(b->priv && b->ppriv && b->pub && b->ppub && b->out &&
		  b->secret && (tmp == 0 || b->tmp));
}

static void
pk_free(pkbuf *b)
{
	free(b->priv);
	free(b->ppriv);
	free(b->pub);
	free(b->ppub);
	free(b->out);
	free(b->secret);
	free(b->tmp);
}

/* The key of a scheme whose keys are loaded: the harness's. */
static const cb_bench_key *
loaded_key(const cb_mf_run *r)
{
	if (r->desc == &cb_rsa_pkcs1_sig)
		return &cb_rsa_bench_keys[r->param & 15];
	ck_assert_ptr_eq(r->desc, &cb_dsa_sig);
	return &cb_dsa_bench_keys[r->param & 15];
}

/* Signatures: a key pair (generated or loaded), a signature that
 * verifies, and is refused once flipped or over another message. */
START_TEST(sig_rows)
{
	const cb_mf_run *r = &cb_mf_runs[rows[CB_KIND_SIG][_i]];
	const cb_sig_desc *d = r->desc;
	const cb_bench_key *k;
	uint8_t msg[MSG_LEN];
	pkbuf b;

	pk_alloc(&b, d->lens, &r->prims);
	fill(msg, sizeof(msg), 10);
	rng_state = 11;
	if (d->load != NULL) {
		k = loaded_key(r);
		ck_assert_int_eq(d->keygen(&r->prims, b.priv, b.pub, test_rng,
					   NULL, b.tmp), CB_E_UNSUPPORTED);
		ck_assert_int_eq(d->load(&r->prims, b.priv, b.pub, k->der,
					 k->len, b.tmp), CB_OK);
	} else {
		ck_assert_int_eq(d->keygen(&r->prims, b.priv, b.pub, test_rng,
					   NULL, b.tmp), CB_OK);
	}
	b.outlen = b.l.out;
	ck_assert_int_eq(d->sign(&r->prims, b.out, &b.outlen, b.priv, b.pub,
				 NULL, 0, msg, sizeof(msg), test_rng, NULL,
				 b.tmp), CB_OK);
	ck_assert_uint_le(b.outlen, b.l.out);
	ck_assert_int_eq(d->verify(&r->prims, b.pub, NULL, 0, msg, sizeof(msg),
				   b.out, b.outlen, b.tmp), CB_OK);
	ck_assert_int_ne(d->verify(&r->prims, b.pub, NULL, 0, msg,
				   sizeof(msg) - 1, b.out, b.outlen, b.tmp),
			 CB_OK);
	/* a context: the schemes with one sign under it, the others refuse */
	ck_assert_int_ne(d->verify(&r->prims, b.pub, msg, 5, msg, sizeof(msg),
				   b.out, b.outlen, b.tmp), CB_OK);
	b.out[b.outlen / 2] ^= 0x10;
	ck_assert_int_ne(d->verify(&r->prims, b.pub, NULL, 0, msg, sizeof(msg),
				   b.out, b.outlen, b.tmp), CB_OK);
	ck_assert_ptr_nonnull(d->variant(&r->prims));
	pk_free(&b);
}
END_TEST

/* Key exchange: two key pairs agree on one secret. */
START_TEST(kex_rows)
{
	const cb_mf_run *r = &cb_mf_runs[rows[CB_KIND_KEX][_i]];
	const cb_kex_desc *d = r->desc;
	uint8_t *s2;
	pkbuf b;

	pk_alloc(&b, d->lens, &r->prims);
	s2 = malloc(b.l.out);
	ck_assert_ptr_nonnull(s2);
	rng_state = 12;
	ck_assert_int_eq(d->keygen(&r->prims, b.priv, b.pub, test_rng, NULL,
				   b.tmp), CB_OK);
	ck_assert_int_eq(d->keygen(&r->prims, b.ppriv, b.ppub, test_rng, NULL,
				   b.tmp), CB_OK);
	ck_assert_int_eq(d->shared(&r->prims, b.out, b.priv, b.ppub, b.tmp),
			 CB_OK);
	ck_assert_int_eq(d->shared(&r->prims, s2, b.ppriv, b.pub, b.tmp),
			 CB_OK);
	ck_assert_mem_eq(b.out, s2, b.l.out);
	free(s2);
	pk_free(&b);
}
END_TEST

/* Key encapsulation: the encapsulated secret decapsulates, checked or
 * not; a flipped ciphertext gives another (implicit rejection). */
START_TEST(kem_rows)
{
	const cb_mf_run *r = &cb_mf_runs[rows[CB_KIND_KEM][_i]];
	const cb_kem_desc *d = r->desc;
	uint8_t s2[64];
	pkbuf b;

	pk_alloc(&b, d->lens, &r->prims);
	ck_assert_uint_le(b.l.secret, sizeof(s2));
	rng_state = 13;
	ck_assert_int_eq(d->keygen(&r->prims, b.priv, b.pub, test_rng, NULL,
				   b.tmp), CB_OK);
	ck_assert_int_eq(d->encaps(&r->prims, b.secret, b.out, b.pub,
				   test_rng, NULL, b.tmp), CB_OK);
	ck_assert_int_eq(d->decaps(&r->prims, s2, b.out, b.priv, 0, b.tmp),
			 CB_OK);
	ck_assert_mem_eq(s2, b.secret, b.l.secret);
	ck_assert_int_eq(d->decaps(&r->prims, s2, b.out, b.priv, 1, b.tmp),
			 CB_OK);
	ck_assert_mem_eq(s2, b.secret, b.l.secret);
	b.out[0] ^= 1;
	ck_assert_int_eq(d->decaps(&r->prims, s2, b.out, b.priv, 0, b.tmp),
			 CB_OK);
	ck_assert_int_ne(memcmp(s2, b.secret, b.l.secret), 0);
	pk_free(&b);
}
END_TEST

/* One TCase per kind, one loop iteration per RUN row of it. */
static void
add(Suite *s, const char *name, int kind, const TTest *t)
{
	TCase *tc = tcase_create(name);

	if (nrows[kind] == 0) {
		fprintf(stderr, "test_desc: no RUN row of kind %d\n", kind);
		exit(1);
	}
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, t, 0, (int)nrows[kind]);
	suite_add_tcase(s, tc);
}

int
main(void)
{
	Suite *s = suite_create("desc");
	SRunner *sr;
	int failed;

	collect();
	add(s, "mac", CB_KIND_MAC, mac_rows);
	add(s, "mode", CB_KIND_MODE, mode_rows);
	add(s, "aead", CB_KIND_AEAD, aead_rows);
	add(s, "sig", CB_KIND_SIG, sig_rows);
	add(s, "kex", CB_KIND_KEX, kex_rows);
	add(s, "kem", CB_KIND_KEM, kem_rows);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
