/* SPDX-License-Identifier: MIT */
/* Row filters shared by show and compare: --impl, --family, --algo. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "util.h"

int
filter_option(filter *f, int argc, char **argv, int *i)
{
	const char *v;

	if ((v = opt_value(argc, argv, i, "--impl")) != NULL) {
		if (strcmp(v, "sw") != 0 && strcmp(v, "hw") != 0 &&
		    strcmp(v, "all") != 0) {
			errorf("--impl takes sw, hw or all, not '%s'", v);
			return -1;
		}
		f->impl = v;
		return 1;
	}
	if ((v = opt_value(argc, argv, i, "--family")) != NULL) {
		char *buf = strdup(v), *tok = NULL, *save;

		/* the whole list is checked, in a copy of any length */
		if (buf != NULL)
			for (tok = strtok_r(buf, ",", &save); tok != NULL;
			     tok = strtok_r(NULL, ",", &save))
				if (!family_valid(tok))
					break;
		free(buf);
		if (*v == '\0' || buf == NULL || tok != NULL) {
			errorf("--family takes cipher, aead, hash, mac, "
			       "signature, key-exchange or pq (or a comma "
			       "list), not '%s'", v);
			return -1;
		}
		f->family = v;
		return 1;
	}
	if ((v = opt_value(argc, argv, i, "--emulated")) != NULL) {
		if (strcmp(v, "est-cycles") != 0 && strcmp(v, "insns") != 0) {
			errorf("--emulated takes est-cycles or insns, not '%s'",
			       v);
			return -1;
		}
		f->emulated = v;
		return 1;
	}
	if ((v = opt_value(argc, argv, i, "--algo")) != NULL) {
		if (*v == '\0') {
			errorf("--algo needs a pattern, e.g. 'aes-*'");
			return -1;
		}
		f->algo = v;
		return 1;
	}
	return 0;
}

int
filter_match(const filter *f, const cb_result *r)
{
	const cb_alg *a = alg_by_id(r->algorithm);

	/* an emulated board's count: the one asked for (--emulated) */
	if (f->emulated != NULL && strcmp(r->metric, f->emulated) != 0 &&
	    (strcmp(r->metric, "insns") == 0 ||
	     strcmp(r->metric, "est-cycles") == 0))
		return 0;
	if (f->impl != NULL && strcmp(f->impl, "all") != 0 &&
	    strcmp(f->impl, r->impl) != 0)
		return 0;
	if (f->family != NULL && (a == NULL || !list_has(f->family, a->family)))
		return 0;
	if (f->algo != NULL)
		return list_glob(f->algo, r->algorithm);
	return 1;
}
