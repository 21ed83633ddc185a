/* SPDX-License-Identifier: MIT */
/* Row filters shared by show and compare: --impl, --family, --algo. */
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "util.h"

static const char *
optval(int argc, char **argv, int *i, const char *name)
{
	size_t l = strlen(name);
	const char *a = argv[*i];

	if (strncmp(a, name, l) != 0)
		return NULL;
	if (a[l] == '=')
		return a + l + 1;
	if (a[l] != '\0')
		return NULL;
	if (*i + 1 >= argc)
		return "";
	return argv[++*i];
}

int
filter_option(filter *f, int argc, char **argv, int *i)
{
	const char *v;

	if ((v = optval(argc, argv, i, "--impl")) != NULL) {
		if (strcmp(v, "sw") != 0 && strcmp(v, "hw") != 0 &&
		    strcmp(v, "all") != 0) {
			errorf("--impl takes sw, hw or all, not '%s'", v);
			return -1;
		}
		f->impl = v;
		return 1;
	}
	if ((v = optval(argc, argv, i, "--family")) != NULL) {
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
	if ((v = optval(argc, argv, i, "--emulated")) != NULL) {
		if (strcmp(v, "est-cycles") != 0 && strcmp(v, "insns") != 0) {
			errorf("--emulated takes est-cycles or insns, not '%s'",
			       v);
			return -1;
		}
		f->emulated = v;
		return 1;
	}
	if ((v = optval(argc, argv, i, "--algo")) != NULL) {
		if (*v == '\0') {
			errorf("--algo needs a pattern, e.g. 'aes-*'");
			return -1;
		}
		f->algo = v;
		return 1;
	}
	return 0;
}

/* Is word one of the comma-separated list? */
static int
in_list(const char *list, const char *word)
{
	size_t l = strlen(word);

	while (*list != '\0') {
		if (strncmp(list, word, l) == 0 &&
		    (list[l] == ',' || list[l] == '\0'))
			return 1;
		list += strcspn(list, ",");
		if (*list == ',')
			list++;
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
	if (f->family != NULL && (a == NULL || !in_list(f->family, a->family)))
		return 0;
	if (f->algo != NULL) {
		const char *p = f->algo;

		/* each pattern of the comma list whole, whatever its length */
		for (;;) {
			size_t n = strcspn(p, ",");
			char *tok = strndup(p, n);
			int hit = tok != NULL &&
				  fnmatch(tok, r->algorithm, 0) == 0;

			free(tok);
			if (hit)
				return 1;
			if (p[n] == '\0')
				return 0;
			p += n + 1;
		}
	}
	return 1;
}
