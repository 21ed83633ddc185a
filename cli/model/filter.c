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
		cb_metric m = metric_parse(v);

		if (!metric_is_emulated(m)) {
			errorf("--emulated takes est-cycles or insns, not '%s'",
			       v);
			return -1;
		}
		f->emulated = v;
		f->emul = m;
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
	const cb_alg *a = r->alg;

	/* an emulated board's count: the one asked for (--emulated) */
	if (f->emul != MET_OTHER && r->met != f->emul &&
	    metric_is_emulated(r->met))
		return 0;
	if (f->impl != NULL && strcmp(f->impl, "all") != 0 &&
	    (strcmp(f->impl, "hw") == 0) != r->hw)
		return 0;
	if (f->family != NULL && (a == NULL || !list_has(f->family, a->family)))
		return 0;
	if (f->algo != NULL)
		return list_glob(f->algo, r->algorithm);
	return 1;
}
