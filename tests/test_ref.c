/* SPDX-License-Identifier: MIT */
/*
 * Suite 'ref': runs the conformance checks of one group (argv[1], e.g.
 * "aes") against OpenSSL and official vectors; each check is a test.  The
 * group "refused" tests instead how a set-up that OpenSSL refuses is told
 * apart from a mismatch (ref_ossl, ref_run, this runner and verify).
 */
#include <check.h>
#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "ref.h"

#define REFUSED_PREFIX "OpenSSL refused the set-up (a fault of this check, " \
	"not of the core): "

static const ref_check *checks[512];
static int nchecks;
static const char *self;  /* argv[0], run again under NOPROV_CNF */

static void
collect(void *arg, const ref_check *c)
{
	(void)arg;
	/* no run: a source without the algorithm (verify says n/a) */
	if (c->run != NULL &&
	    nchecks < (int)(sizeof(checks) / sizeof(checks[0])))
		checks[nchecks++] = c;
}

START_TEST(run_check)
{
	const ref_check *c = checks[_i];
	ref_result r;

	if (ref_run(c, &r) == 0)
		return;
	if (r.refused || r.cases == 0)
		ck_abort_msg("%s (%s): %s", c->algo, c->source, r.why);
	ck_abort_msg("%s (%s): %lu of %lu cases failed; first: %s", c->algo,
		     c->source, r.failed, r.cases, r.why);
}
END_TEST

/* ---- group "refused" ---- */

/* A check whose set-up OpenSSL refuses: a digest no provider has. */
static unsigned long
run_no_digest(unsigned long *cases, char *why, size_t whylen)
{
	EVP_MD *md = EVP_MD_fetch(NULL, "no-such-digest", NULL);

	(*cases)++;
	if (!ref_ossl(md != NULL, "EVP_MD_fetch")) {
		ref_why(why, whylen, "cannot happen: the refusal wins");
		return 1;
	}
	EVP_MD_free(md);
	return 0;
}

/* A check whose outputs differ, with every set-up accepted. */
static unsigned long
run_mismatch(unsigned long *cases, char *why, size_t whylen)
{
	*cases += 2;
	if (!ref_ossl(1, "a set-up that works"))
		return 2;
	ref_why(why, whylen, "case #%d differs", 1);
	return 1;
}

static const ref_check no_digest = { "test-refused", "openssl",
	run_no_digest, NULL };
static const ref_check mismatch = { "test-mismatch", "openssl",
	run_mismatch, NULL };

START_TEST(refused_helper)
{
	ref_result r;

	ck_assert_int_eq(ref_ossl(1, "x"), 1);
	ck_assert_int_eq(ref_ossl(2, "x"), 1);
	ck_assert_int_ne(ref_run(&no_digest, &r), 0);
	ck_assert_uint_eq(r.refused, 1);
	ck_assert_uint_eq(r.cases, 1);
	ck_assert_msg(strncmp(r.why, REFUSED_PREFIX "EVP_MD_fetch: error:",
			      strlen(REFUSED_PREFIX) + 20) == 0, "%s", r.why);
	/* OpenSSL's error queue, with its detail */
	ck_assert_msg(strstr(r.why, "unsupported") != NULL &&
		      strstr(r.why, "no-such-digest") != NULL, "%s", r.why);
	/* the next check starts afresh; a mismatch is not a refusal */
	ck_assert_int_ne(ref_run(&mismatch, &r), 0);
	ck_assert_uint_eq(r.refused, 0);
	ck_assert_uint_eq(r.failed, 1);
	ck_assert_str_eq(r.why, "case #1 differs");
}
END_TEST

/* Runs cmd with OpenSSL's default provider unloaded: exit status, output. */
static int
run_noprov(const char *cmd, char *out, size_t cap)
{
	char line[8192];
	FILE *p;
	size_t n;
	int st;

	snprintf(line, sizeof(line), "OPENSSL_CONF='%s' %s 2>&1", NOPROV_CNF,
		 cmd);
	p = popen(line, "r");
	ck_assert_ptr_nonnull(p);
	n = fread(out, 1, cap - 1, p);
	out[n] = '\0';
	st = pclose(p);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

START_TEST(refused_runner)
{
	static char out[1 << 16];
	char cmd[4096];

	/* this runner: the refusal named, not "N of M cases failed" */
	snprintf(cmd, sizeof(cmd), "'%s' chacha", self);
	ck_assert_int_eq(run_noprov(cmd, out, sizeof(out)), 1);
	ck_assert_msg(strstr(out, "chacha20 (openssl): " REFUSED_PREFIX
			     "EVP_EncryptInit_ex: error:") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "cases failed") == NULL, "%s", out);
}
END_TEST

#ifdef CRYPTOBENCH_EXE   /* built with the command-line tool */
START_TEST(refused_verify)
{
	static char out[1 << 16];
	char cmd[4096];

	snprintf(cmd, sizeof(cmd), "'%s' verify --algo sm2,chacha20",
		 CRYPTOBENCH_EXE);
	ck_assert_int_eq(run_noprov(cmd, out, sizeof(out)), 1);
	ck_assert_msg(strstr(out, " REFUSED  " REFUSED_PREFIX
			     "EC_POINT_mul: error:") != NULL, "%s", out);
	/* the vectors need no OpenSSL and still pass */
	ck_assert_msg(strstr(out, " rfc8439 ") != NULL &&
		      strstr(out, "  pass") != NULL, "%s", out);
	ck_assert_msg(strstr(out, ": 0 failed, 2 refused by OpenSSL") != NULL,
		      "%s", out);
}
END_TEST
#endif

int
main(int argc, char **argv)
{
	const char *group = argc > 1 ? argv[1] : NULL;
	Suite *s = suite_create("ref");
	TCase *tc = tcase_create(group ? group : "all");
	SRunner *sr;
	int nf;

	self = argv[0];
	ref_set_vectors(VEC_DIR);
	ref_set_vectors_full(FULL_DIR);
	if (group != NULL && strcmp(group, "refused") == 0) {
		tcase_add_test(tc, refused_helper);
		tcase_add_test(tc, refused_runner);
#ifdef CRYPTOBENCH_EXE
		tcase_add_test(tc, refused_verify);
#endif
	} else {
		ref_foreach(group, NULL, collect, NULL);
		if (nchecks == 0) {
			fprintf(stderr, "no checks in group %s\n",
				group ? group : "(all)");
			return EXIT_FAILURE;
		}
		tcase_add_loop_test(tc, run_check, 0, nchecks);
	}
	tcase_set_timeout(tc, 600);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
