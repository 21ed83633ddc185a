/* SPDX-License-Identifier: MIT */
/* One ML-KEM vector record run against the core (tests and ref/ share it). */
#include "mlkem_vec.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb/hash.h"
#include "cb/mlkem.h"

/* room for the longest malformed key or ciphertext of the vectors */
#define BUF_LEN 8192

#define FAIL(...) \
	do { \
		snprintf(why, whylen, __VA_ARGS__); \
		rc = 1; \
		goto out; \
	} while (0)

/* see mlkem_vec.h */
int
mlkem_vec_valid(const vec_rec *r)
{
	const char *res = vec_get(r, "Result");

	return res == NULL || strcmp(res, "valid") == 0;
}

/* field name into buf (at most BUF_LEN bytes); returns its length or -1 */
static long
field(const vec_rec *r, const char *name, uint8_t *buf)
{
	size_t n;
	uint8_t *v = vec_hex(r, name, &n);

	if (v == NULL || n > BUF_LEN) {
		free(v);
		return -1;
	}
	memcpy(buf, v, n);
	free(v);
	return (long)n;
}

/* SHA3-256 of a equals field name */
static int
hash_is(const vec_rec *r, const char *name, const uint8_t *a, size_t alen,
	const uint8_t *b, size_t blen)
{
	cb_sha3_ctx h;
	uint8_t got[32], want[BUF_LEN];

	cb_sha3_256_init(&h);
	cb_sha3_update(&h, a, alen);
	cb_sha3_update(&h, b, blen);
	cb_sha3_final(&h, got);
	return field(r, name, want) == 32 && memcmp(got, want, 32) == 0;
}

/* see mlkem_vec.h */
int
mlkem_vec_record(const vec_rec *r, char *why, size_t whylen)
{
	static uint8_t ek[BUF_LEN], dk[BUF_LEN], ct[BUF_LEN], buf[BUF_LEN];
	uint8_t k[32];
	const char *dash = strrchr(r->section, '-');
	const cb_mlkem_params *p;
	size_t el, dl, cl, oplen;
	long n;
	int valid = mlkem_vec_valid(r), rc = 0, res, seed_ok = 1;

	if (dash == NULL)
		FAIL("%s: section %s", vec_where(r), r->section);
	oplen = (size_t)(dash - r->section);
	p = strcmp(dash, "-512") == 0 ? &cb_mlkem512 :
	    strcmp(dash, "-768") == 0 ? &cb_mlkem768 : &cb_mlkem1024;
	el = cb_mlkem_ek_len(p);
	dl = cb_mlkem_dk_len(p);
	cl = cb_mlkem_ct_len(p);
	/* the key pair: from Seed, or a whole Ek and/or Dk */
	if (vec_get(r, "Seed") != NULL) {
		n = field(r, "Seed", buf);
		/* Wycheproof's wrong-length seeds: the prototype takes two
		 * 32-byte halves, so such a key cannot even be passed */
		seed_ok = n == 64;
		if (seed_ok && cb_mlkem_keygen_internal(p, ek, el, dk, dl, buf,
							buf + 32) != CB_OK)
			FAIL("%s: keygen failed", vec_where(r));
	}
	if (vec_get(r, "Ek") != NULL && (n = field(r, "Ek", ek)) >= 0)
		el = (size_t)n;
	if (vec_get(r, "Dk") != NULL && (n = field(r, "Dk", dk)) >= 0)
		dl = (size_t)n;
	if (strncmp(r->section, "keygen", oplen) == 0) {
		if (!seed_ok || !hash_is(r, "KeyHash", ek, el, dk, dl))
			FAIL("%s: keygen: ek || dk differ", vec_where(r));
	} else if (strncmp(r->section, "encaps", oplen) == 0) {
		if (field(r, "M", buf) != 32)
			FAIL("%s: M", vec_where(r));
		res = cb_mlkem_encaps_internal(p, k, ct, cl, ek, el, buf);
		if (!valid && res == CB_OK)
			FAIL("%s: encaps accepted an invalid ek", vec_where(r));
		if (valid && (res != CB_OK ||
			      !hash_is(r, "CtHash", ct, cl, NULL, 0) ||
			      field(r, "K", buf) != 32 ||
			      memcmp(k, buf, 32) != 0))
			FAIL("%s: encaps: rc %d or c, K differ", vec_where(r),
			     res);
	} else if (strncmp(r->section, "decaps", oplen) == 0) {
		if (!seed_ok) {
			if (valid)
				FAIL("%s: seed length", vec_where(r));
			goto out;
		}
		if (vec_get(r, "M") != NULL) {
			if (field(r, "M", buf) != 32 ||
			    cb_mlkem_encaps_internal(p, k, ct, cl, ek, el,
						     buf) != CB_OK)
				FAIL("%s: encaps of M", vec_where(r));
		} else if ((n = field(r, "Ct", ct)) < 0) {
			FAIL("%s: Ct", vec_where(r));
		} else {
			cl = (size_t)n;
		}
		res = cb_mlkem_decaps(p, k, ct, cl, dk, dl);
		if (!valid && res == CB_OK)
			FAIL("%s: decaps accepted", vec_where(r));
		if (valid && (res != CB_OK || field(r, "K", buf) != 32 ||
			      memcmp(k, buf, 32) != 0))
			FAIL("%s: decaps: rc %d or K differs", vec_where(r),
			     res);
		/* the key of the seed is checked: the checked-key entry
		 * gives the same K */
		if (valid && (cb_mlkem_decaps_checked(p, k, ct, cl, dk,
						      dl) != CB_OK ||
			      memcmp(k, buf, 32) != 0))
			FAIL("%s: decaps_checked: K differs", vec_where(r));
	} else if (strncmp(r->section, "checkek", oplen) == 0) {
		res = cb_mlkem_check_ek(p, ek, el);
		if ((res == CB_OK) != valid)
			FAIL("%s: ek check rc %d", vec_where(r), res);
	} else if (strncmp(r->section, "checkdk", oplen) == 0) {
		res = cb_mlkem_check_dk(p, dk, dl);
		if ((res == CB_OK) != valid)
			FAIL("%s: dk check rc %d", vec_where(r), res);
	} else {
		FAIL("%s: unknown section %s", vec_where(r), r->section);
	}
out:
	return rc;
}
