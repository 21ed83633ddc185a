/* SPDX-License-Identifier: MIT */
/* The peers: the interface, and what the BearSSL and libtomcrypt peers
 * share (peer_bearssl.c, peer_tomcrypt.c; OpenSSL's is peer_openssl.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/aead.h"
#include "cb/block.h"
#include "cb/hash.h"
#include "cb/mac.h"
#include "run.h"
#include "util.h"

#ifdef CB_HAVE_TOMCRYPT
#include <tomcrypt.h>           /* SCRYPT, its version */
#endif

/*
 * Each library is called the way its documentation says to, in the shape
 * of the case (lib/bench/bench.h): mode=long sets the key up beforehand
 * and times one call over the message; sole-buffer includes key setup;
 * data-flow sets the key up, then feeds the message in chunks.  Where an
 * API has no such shape the case is left out.
 */

/*
 * What the case is, independently of the library: its kind and descriptor
 * (cb/desc.h, from the harness), mapped onto what these libraries
 * implement, and the block cipher by our descriptor's name.
 */
static void
classify(peer_case *r)
{
	const cb_bench_io *io = &r->io;
	const char *bc = io->prims != NULL && io->prims->cipher != NULL ?
			 io->prims->cipher->name : "";

	r->kind = PEER_K_NONE;
	if (io->kind == CB_KIND_HASH)
		r->kind = PEER_K_HASH;
	else if (io->desc == &cb_hmac_mac)
		r->kind = PEER_K_HMAC;
	else if (io->desc == &cb_chacha20poly1305_aead)
		r->kind = PEER_K_CHAPOLY;
	else if (io->desc == &cb_cbc_mode)
		r->kind = PEER_K_CBC;
	else if (io->desc == &cb_ctr_mode)
		r->kind = PEER_K_CTR;
	else if (io->desc == &cb_gcm_aead || io->desc == &cb_gcm_table_aead)
		r->kind = PEER_K_GCM;
	else if (io->desc == &cb_ccm_aead)
		r->kind = PEER_K_CCM;
	r->bc = strncmp(bc, "aes_", 4) == 0 ? PEER_BC_AES :
		strncmp(bc, "des3_", 5) == 0 ? PEER_BC_DES3 : PEER_BC_NONE;
	r->blen = r->bc == PEER_BC_DES3 ? 8 : 16;
	if (r->kind >= PEER_K_CBC && r->kind <= PEER_K_CCM &&
	    r->bc == PEER_BC_NONE)
		r->kind = PEER_K_NONE;
}

/* see run.h */
size_t
peer_step(const cb_bench_case *c)
{
	return c->mode == CB_BENCH_FLOW ? c->chunk : c->len;
}

/* see run.h */
int
peer_tag_ok(const uint8_t *a, const uint8_t *b)
{
	unsigned d = 0;
	int i;

	for (i = 0; i < 16; i++)
		d |= (unsigned)(a[i] ^ b[i]);
	return d == 0;
}

/* see run.h */
int
peer_case_prepare(peer_case *r, const cb_bench_case *c)
{
	r->c = c;
	r->impl[0] = '\0';
	r->err = 0;
	r->dlen = 0;
	r->dec = c->op == 1;
	r->table = strcmp(c->config, "table") == 0;
	cb_bench_inputs(&r->io);
	classify(r);
	return r->kind != PEER_K_NONE && c->mode != CB_BENCH_OP;
}

/* see run.h */
int
peer_case_agrees(const peer_case *r)
{
	const cb_bench_case *c = r->c;

	if (r->err)
		return 0;
	if (r->kind == PEER_K_HASH || r->kind == PEER_K_HMAC)
		return memcmp(r->res, r->io.res, r->dlen) == 0;
	if (memcmp(r->out, r->io.out, c->len) != 0)
		return 0;
	if ((r->kind == PEER_K_GCM || r->kind == PEER_K_CCM ||
	     r->kind == PEER_K_CHAPOLY) && !r->dec)
		return memcmp(r->res, r->io.res, 16) == 0;
	return 1;
}

/* ---- the interface ---- */

/* The libraries built in, by PEER_*; NULL where one is not. */
static const peer_ops *const built[PEER_N] = {
#ifdef CB_HAVE_LIBCRYPTO
	&peer_openssl,
#else
	NULL,
#endif
#ifdef CB_HAVE_BEARSSL
	&peer_bearssl,
#else
	NULL,
#endif
#ifdef CB_HAVE_TOMCRYPT
	&peer_tomcrypt,
#else
	NULL,
#endif
};

struct peer {
	const peer_ops *ops;
	void *s;                /* the library's state */
};

/* see run.h */
const char *
peer_name(int lib)
{
	static const char *const names[PEER_N] = { "openssl", "bearssl",
						   "tomcrypt" };

	return lib >= 0 && lib < PEER_N ? names[lib] : "?";
}

/* see run.h */
const char *
peer_title(int lib)
{
	if (lib == PEER_OPENSSL)
		return "OpenSSL (libcrypto)";
	if (lib == PEER_BEARSSL)
		return "BearSSL";
#ifdef CB_HAVE_TOMCRYPT
	if (lib == PEER_TOMCRYPT)
		return "libtomcrypt " SCRYPT;
#endif
	return lib == PEER_TOMCRYPT ? "libtomcrypt" : "?";
}

/* see run.h */
const char *
peer_library(int lib)
{
	static const char *const names[PEER_N] = { "OpenSSL", "BearSSL",
						   "libtomcrypt" };

	return lib >= 0 && lib < PEER_N ? names[lib] : "?";
}

/* see run.h */
const char *
peer_version(int lib)
{
#ifdef CB_HAVE_LIBCRYPTO
	if (lib == PEER_OPENSSL)
		return peer_openssl_version();
#endif
#ifdef CB_HAVE_TOMCRYPT
	if (lib == PEER_TOMCRYPT)
		return SCRYPT;
#endif
	(void)lib;
	return "";      /* BearSSL states none */
}

/* see run.h */
int
peer_built(int lib)
{
	return lib >= 0 && lib < PEER_N && built[lib] != NULL;
}

/* see run.h */
peer *
peer_new(int lib)
{
	peer *p;

	if (!peer_built(lib) || (p = calloc(1, sizeof(*p))) == NULL)
		return NULL;
	p->ops = built[lib];
	p->s = p->ops->alloc();
	if (p->s == NULL) {
		free(p);
		return NULL;
	}
	return p;
}

/* see run.h */
void
peer_free(peer *p)
{
	if (p != NULL)
		p->ops->release(p->s);
	free(p);
}

/* see run.h */
const char *
peer_impl(const peer *p)
{
	return p->ops->impl(p->s);
}

/* see run.h */
int
peer_measure(peer *p, const cb_bench_case *c, const cb_bench_opts *o,
	     cb_bench_stats st[2])
{
	cb_bench_fn fn[2] = { cb_bench_call, p->ops->call };
	void *arg[2] = { (void *)(uintptr_t)c, p->s };

	if (!p->ops->setup(p->s, c))
		return PEER_NONE;
	p->ops->call(p->s);
	if (!p->ops->agrees(p->s))
		return PEER_DIFFERS;
	if (cb_bench_measure(fn, arg, 2, o, st) != CB_OK ||
	    cb_bench_last_error() != CB_OK)
		return PEER_OURS_FAILED;
	/* the timed calls reuse the state set up beforehand: the last one
	 * must still give what ours gives */
	return p->ops->agrees(p->s) ? PEER_OK : PEER_DIFFERS;
}
