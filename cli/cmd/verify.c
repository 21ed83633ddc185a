/* SPDX-License-Identifier: MIT */
/* cryptobench verify: the conformance suite (OpenSSL and official vectors). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "model.h"
#include "util.h"

#ifdef CB_HAVE_LIBCRYPTO
#include "ref.h"

typedef struct vstate {
	table *t;
	unsigned long checks, failed_checks, refused_checks, cases;
	int tty;
} vstate;

static void
run_one(void *arg, const ref_check *c)
{
	vstate *vs = arg;
	ref_result r;
	char nc[32], nf[32];
	const char *cells[6];
	int bad;

	if (c->run == NULL) {
		/* a source without the algorithm: said, not counted */
		cells[0] = c->algo;
		cells[1] = c->source;
		cells[2] = cells[3] = "0";
		cells[4] = "n/a";
		cells[5] = "the source has no such algorithm (OpenSSL 3.0)";
		table_add(vs->t, cells);
		return;
	}
	if (vs->tty)
		fprintf(stderr, "\rverify: %-24s %-12s", c->algo, c->source);
	bad = ref_run(c, &r);
	snprintf(nc, sizeof(nc), "%lu", r.cases);
	snprintf(nf, sizeof(nf), "%lu", r.failed);
	cells[0] = c->algo;
	cells[1] = c->source;
	cells[2] = nc;
	cells[3] = nf;
	cells[4] = r.refused ? "REFUSED" : bad ? "FAIL" : "pass";
	cells[5] = bad ? r.why : "";
	table_add(vs->t, cells);
	vs->checks++;
	vs->cases += r.cases;
	vs->failed_checks += bad && !r.refused;
	vs->refused_checks += r.refused != 0;
}
#endif

static const char verify_help[] =
	"usage: cryptobench verify [--algo GLOB]\n\n"
	"Run the conformance suite of the crypto core: every primitive against\n"
	"OpenSSL 3 (random keys, nonces, lengths and chunk splits, seeded so\n"
	"runs repeat) and against official vectors (NIST, RFC, Wycheproof).\n"
	"OpenSSL 3.0 has no ML-KEM and no ML-DSA: those rows say n/a; a model\n"
	"written from the FIPS 203 pseudo-code (fips203-model) is ML-KEM's\n"
	"second check, source 'cross' (what FIPS 204 makes equal) ML-DSA's.\n"
	"Nor has it LMS/HSS: source 'published' (our signer reproduces the\n"
	"published keys and signatures) and 'cross' (our HSS chains verify).\n"
	"Prints a table per algorithm and source with case counts and a\n"
	"result: pass, FAIL (our output differs) or REFUSED (OpenSSL refused\n"
	"to set up the check, e.g. a parameter this OpenSSL release does not\n"
	"take: a fault of the check, not of the core, shown with OpenSSL's\n"
	"error queue); exits 1 if any check fails or is refused.\n\n"
	"  --algo GLOB   only algorithm ids matching GLOB (a comma list of\n"
	"                patterns), e.g. 'aes-*-gcm,chacha20*'\n";

int
cmd_verify(int argc, char **argv, const char *datadir)
{
	const char *glob = NULL;
	int i;

	(void)datadir;
	for (i = 1; i < argc; i++) {
		if (is_help(argv[i])) {
			fputs(verify_help, stdout);
			return 0;
		} else if (strcmp(argv[i], "--algo") == 0 && i + 1 < argc) {
			glob = argv[++i];
		} else if (strncmp(argv[i], "--algo=", 7) == 0) {
			glob = argv[i] + 7;
		} else {
			die_usage("verify", "unexpected argument '%s'",
				  argv[i]);
		}
	}
#ifdef CB_HAVE_LIBCRYPTO
	{
		static const char *const cols[] = { "algorithm", "source",
			"cases", "failed", "result", "first failure" };
		vstate vs;

		memset(&vs, 0, sizeof(vs));
		vs.t = table_new(6, cols);
		table_numeric(vs.t, 2);
		table_numeric(vs.t, 3);
		vs.tty = isatty(2);
		ref_set_vectors(path_vectors());
		ref_set_vectors_full(path_vectors_full());
		ref_foreach(NULL, glob, run_one, &vs);
		if (vs.tty)
			fprintf(stderr, "\r%60s\r", "");
		if (vs.checks == 0) {
			errorf("no conformance check matches '%s'",
			       glob ? glob : "*");
			table_free(vs.t);
			return 1;
		}
		table_print(vs.t, stdout);
		table_free(vs.t);
		if (g_format == FMT_TEXT)
			printf("\n%lu checks, %lu cases: %lu failed, %lu "
			       "refused by OpenSSL\n", vs.checks, vs.cases,
			       vs.failed_checks, vs.refused_checks);
		return vs.failed_checks || vs.refused_checks ? 1 : 0;
	}
#else
	(void)glob;
	errorf("this build has no conformance suite (libcrypto was not "
	       "found at configure time)");
	return 1;
#endif
}
