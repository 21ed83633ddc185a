/* SPDX-License-Identifier: MIT */
/* The list of conformance checks and the helpers every check shares. */
#include "ref.h"
#include "vec.h"

#include <fnmatch.h>
#include <openssl/err.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The check that runs now, and its refusals (ref_run resets them). */
static const ref_check *current;
static unsigned long refusals;
static char refusal[768];

/* Does algo match one of the comma-separated patterns? */
static int
glob_list(const char *list, const char *algo)
{
	char buf[256], *tok, *save;

	snprintf(buf, sizeof(buf), "%s", list);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	     tok = strtok_r(NULL, ",", &save))
		if (fnmatch(tok, algo, 0) == 0)
			return 1;
	return 0;
}

void
ref_foreach(const char *group, const char *glob, ref_visit_fn fn, void *arg)
{
	/* strong references, so that the linker pulls every group in */
#define X(g) ref_checks_##g,
	static const ref_check *(*const tables[])(void) = { REF_GROUP_LIST
							   NULL };
#undef X
#define X(g) #g,
	static const char *const names[] = { REF_GROUP_LIST NULL };
#undef X
	size_t t;
	const ref_check *c;

	for (t = 0; tables[t] != NULL; t++) {
		if (group != NULL && strcmp(group, names[t]) != 0)
			continue;
		for (c = tables[t](); c->algo != NULL; c++)
			if (glob == NULL || glob_list(glob, c->algo))
				fn(arg, c);
	}
}

void
ref_rng_seed(ref_rng *r, unsigned long long seed)
{
	r->s = seed ? seed : 0x9e3779b97f4a7c15ull;
}

unsigned long long
ref_rng_next(ref_rng *r)
{
	/* xorshift64*: plenty for test inputs, and repeatable */
	r->s ^= r->s >> 12;
	r->s ^= r->s << 25;
	r->s ^= r->s >> 27;
	return r->s * 0x2545f4914f6cdd1dull;
}

void
ref_rng_bytes(ref_rng *r, unsigned char *out, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		out[i] = (unsigned char)(ref_rng_next(r) >> 56);
}

size_t
ref_rng_below(ref_rng *r, size_t n)
{
	return n ? (size_t)(ref_rng_next(r) % n) : 0;
}

void
ref_why(char *why, size_t whylen, const char *fmt, ...)
{
	va_list ap;

	if (why == NULL || whylen == 0 || why[0] != '\0')
		return;
	va_start(ap, fmt);
	vsnprintf(why, whylen, fmt, ap);
	va_end(ap);
}

int
ref_ossl(int ok, const char *step)
{
	const char *sep = " ", *data;
	char err[256];
	unsigned long e;
	size_t n;
	int flags;

	/*
	 * What the compared calls left in the queue (a tampered signature
	 * refused, a model's HMAC) is not part of a later refusal; so each
	 * set-up call is tested as soon as it returns.
	 */
	if (ok > 0) {
		ERR_clear_error();
		return 1;
	}
	if (refusals++ == 0) {
		n = (size_t)snprintf(refusal, sizeof(refusal), "%s:", step);
		while ((e = ERR_get_error_all(NULL, NULL, NULL, &data,
					      &flags)) != 0 &&
		       n < sizeof(refusal)) {
			ERR_error_string_n(e, err, sizeof(err));
			if (!(flags & ERR_TXT_STRING) || *data == '\0')
				data = NULL;
			n += (size_t)snprintf(refusal + n, sizeof(refusal) - n,
				"%s%s%s%s%s", sep, err, data ? " (" : "",
				data ? data : "", data ? ")" : "");
			sep = "; ";
		}
		if (*sep == ' ' && n < sizeof(refusal))
			snprintf(refusal + n, sizeof(refusal) - n,
				 " OpenSSL queued no error");
	}
	ERR_clear_error();
	return 0;
}

int
ref_run(const ref_check *c, ref_result *r)
{
	memset(r, 0, sizeof(*r));
	refusals = 0;
	refusal[0] = '\0';
	ERR_clear_error();
	current = c;
	r->failed = c->run(&r->cases, r->why, sizeof(r->why));
	current = NULL;
	r->refused = refusals;
	if (r->refused)
		snprintf(r->why, sizeof(r->why), "OpenSSL refused the set-up "
			 "(a fault of this check, not of the core): %s",
			 refusal);
	else if (r->cases == 0)
		snprintf(r->why, sizeof(r->why), "no case ran");
	return r->failed != 0 || r->refused != 0 || r->cases == 0;
}

/* see ref.h */
const void *
ref_arg(void)
{
	return current != NULL ? current->arg : NULL;
}

/* see ref.h */
void
ref_set_vectors(const char *dir)
{
	vec_set_dir(dir);
}

static const char *full_dir;

/* see ref.h */
void
ref_set_vectors_full(const char *dir)
{
	full_dir = dir;
}

/* see ref.h */
const char *
ref_vectors_full(void)
{
	return full_dir;
}
