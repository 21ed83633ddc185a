/* SPDX-License-Identifier: MIT */
/* String helpers every room shares: comma lists, options, affixes, files. */
#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* see util.h */
const char opt_missing[] = "";

/* see util.h */
int
list_has(const char *list, const char *word)
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

/* see util.h */
int
list_glob(const char *list, const char *word)
{
	const char *p = list;

	/* each pattern of the comma list whole, whatever its length */
	for (;;) {
		size_t n = strcspn(p, ",");
		char *tok = strndup(p, n);
		int hit = tok != NULL && n > 0 && fnmatch(tok, word, 0) == 0;

		free(tok);
		if (hit)
			return 1;
		if (p[n] == '\0')
			return 0;
		p += n + 1;
	}
}

/* see util.h */
int
list_all(const char *list, const char *const *allowed)
{
	const char *p = list;
	int i, words = 0;

	if (*list == '\0')
		return 0;

	for (;;) {
		size_t n = strcspn(p, ",");

		if (n > 0) {
			for (i = 0; allowed[i] != NULL; i++)
				if (strlen(allowed[i]) == n &&
				    strncmp(allowed[i], p, n) == 0)
					break;
			if (allowed[i] == NULL)
				return 0;
			words++;
		}
		if (p[n] == '\0')
			return words > 0 || *list != '\0';
		p += n + 1;
	}
}

/* see util.h */
const char *
opt_value(int argc, char **argv, int *i, const char *name)
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
		return opt_missing;
	return argv[++*i];
}

/* see util.h */
int
str_starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* see util.h */
int
str_ends(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && strcmp(s + a - b, suffix) == 0;
}

/* see util.h */
char *
str_trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

/* see util.h */
char *
str_copy(str_buf *b, const char *s)
{
	size_t n = strlen(s) + 1;

	if (n > b->cap) {
		char *nb = realloc(b->s, n);

		if (nb == NULL)
			return NULL;
		b->s = nb;
		b->cap = n;
	}
	return memcpy(b->s, s, n);
}

/* see util.h */
void
str_buf_free(str_buf *b)
{
	free(b->s);
	b->s = NULL;
	b->cap = 0;
}

/* see util.h */
char *
file_read(FILE *f, size_t max, size_t *len)
{
	char *buf = NULL, *nb;
	size_t cap = 0, n = 0, got;

	do {
		if (n + 65536 + 1 > cap) {
			cap = cap ? 2 * cap : 2 * 65536;
			nb = realloc(buf, cap);
			if (nb == NULL) {
				free(buf);
				errno = ENOMEM;
				return NULL;
			}
			buf = nb;
		}
		got = fread(buf + n, 1, 65536, f);
		n += got;
		if (n > max) {
			free(buf);
			errno = EFBIG;
			return NULL;
		}
	} while (got == 65536);
	if (ferror(f)) {
		free(buf);
		if (errno == 0)
			errno = EIO;
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}
