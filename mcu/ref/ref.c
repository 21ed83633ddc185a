/* SPDX-License-Identifier: MIT */
/* What every library's adapter shares: the case classified and checked. */
#include <string.h>

#include "ref.h"

static int
ends(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* see ref.h */
void
ref_case_init(ref_case *r, const cb_bench_case *c)
{
	const char *id = c->algorithm;

	r->c = c;
	cb_bench_inputs(&r->io);
	r->dec = strcmp(c->operation, "decrypt") == 0;
	r->table = strcmp(c->config, "table") == 0;
	r->err = 0;
	r->dlen = 0;
	r->keybits = r->io.keylen * 8;
	r->kind = REF_NONE;
	r->want = NULL;
	r->wantlen = 0;
	if (c->mode == CB_BENCH_OP) {
		if (strcmp(id, "x25519") == 0)
			r->kind = REF_X25519;
		else if (strcmp(id, "ed25519") == 0)
			r->kind = REF_ED25519;
		if (strcmp(c->operation, "keygen") == 0) {
			r->want = r->io.pub;
			r->wantlen = 32;
		} else if (strcmp(c->operation, "shared-secret") == 0) {
			r->want = r->io.shared;
			r->wantlen = 32;
		} else if (strcmp(c->operation, "sign") == 0) {
			r->want = r->io.sig;
			r->wantlen = 64;
		}
		return;
	}
	if (strcmp(c->family, "hash") == 0)
		r->kind = REF_HASH;
	else if (strncmp(id, "hmac-", 5) == 0)
		r->kind = REF_HMAC;
	else if (strcmp(id, "chacha20-poly1305") == 0)
		r->kind = REF_CHAPOLY;
	else if (strncmp(id, "aes-", 4) != 0)
		r->kind = REF_NONE;     /* the adapters' block cipher is AES */
	else if (ends(id, "-cbc"))
		r->kind = REF_CBC;
	else if (ends(id, "-ctr"))
		r->kind = REF_CTR;
	else if (ends(id, "-gcm"))
		r->kind = REF_GCM;
	else if (ends(id, "-ccm"))
		r->kind = REF_CCM;
	if (r->kind >= REF_GCM)
		r->dlen = 16;
}

/* see ref.h */
int
ref_case_check(const ref_case *r)
{
	const cb_bench_case *c = r->c;

	if (r->err)
		return CB_E_AUTH;
	if (c->mode == CB_BENCH_OP)
		return r->want == NULL ||
		       memcmp(r->res, r->want, r->wantlen) == 0 ? CB_OK :
		       CB_E_AUTH;
	if (r->kind == REF_HASH || r->kind == REF_HMAC)
		return r->dlen != 0 && memcmp(r->res, r->io.res, r->dlen) == 0 ?
		       CB_OK : CB_E_AUTH;
	if (memcmp(r->out, r->io.out, c->len) != 0)
		return CB_E_AUTH;
	/* an encryption's tag too (a decryption's was checked by the
	 * library: err) */
	if (r->dlen != 0 && !r->dec &&
	    memcmp(r->res, r->io.res, r->dlen) != 0)
		return CB_E_AUTH;
	return CB_OK;
}

/* see ref.h */
size_t
ref_step(const cb_bench_case *c)
{
	return c->mode == CB_BENCH_FLOW ? c->chunk : c->len;
}

/* see ref.h */
int
ref_keyed_in_call(const cb_bench_case *c)
{
	return c->mode != CB_BENCH_LONG && c->mode != CB_BENCH_SWEEP;
}

/* see ref.h */
const char *
ref_hash_id(const ref_case *r)
{
	return r->kind == REF_HMAC ? r->c->algorithm + 5 : r->c->algorithm;
}
