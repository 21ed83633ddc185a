/* SPDX-License-Identifier: MIT */
/* Loader for Botan-format vector files: [section], Name = hex, # comments. */
#include "vec.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The folder vec_load reads when given none: the compiled-in VEC_DIR
 * (vectors, for the test programs), or what vec_set_dir set (the
 * installed cryptobench has no source-tree path compiled in). */
#ifdef VEC_DIR
static const char *default_dir = VEC_DIR;
#else
static const char *default_dir;
#endif

void
vec_set_dir(const char *dir)
{
	default_dir = dir;
}

static char *
trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

static int
fail(vec_set *set, char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err != NULL && errlen > 0) {
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	vec_free(set);
	return -1;
}

int
vec_load(vec_set *set, const char *dir, const char *rel, char *err,
	 size_t errlen)
{
	FILE *f;
	long size;
	char *p, *line, *next, *section = "";
	int lineno = 0, cap = 64;
	vec_rec *cur = NULL;

	memset(set, 0, sizeof(*set));
	if (dir == NULL)
		dir = default_dir;
	if (dir == NULL)
		return fail(set, err, errlen, "%s: no vector folder set", rel);
	set->path = malloc(strlen(dir) + strlen(rel) + 2);
	if (set->path == NULL)
		return fail(set, err, errlen, "out of memory");
	sprintf(set->path, "%s/%s", dir, rel);
	f = fopen(set->path, "rb");
	if (f == NULL)
		return fail(set, err, errlen, "%s: cannot open", set->path);
	if (fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0) {
		fclose(f);
		return fail(set, err, errlen, "%s: cannot size", set->path);
	}
	rewind(f);
	set->text = malloc((size_t)size + 1);
	set->rec = calloc((size_t)cap, sizeof(*set->rec));
	if (set->text == NULL || set->rec == NULL ||
	    fread(set->text, 1, (size_t)size, f) != (size_t)size) {
		fclose(f);
		return fail(set, err, errlen, "%s: cannot read", set->path);
	}
	fclose(f);
	set->text[size] = '\0';

	for (line = set->text; line != NULL; line = next) {
		char *eq;

		next = strchr(line, '\n');
		if (next != NULL)
			*next++ = '\0';
		lineno++;
		p = strchr(line, '#');
		if (p != NULL)
			*p = '\0';
		p = trim(line);
		if (*p == '\0') {
			cur = NULL;
			continue;
		}
		if (*p == '[') {
			char *e = strchr(p, ']');

			if (e == NULL)
				return fail(set, err, errlen,
					    "%s:%d: bad section header",
					    set->path, lineno);
			*e = '\0';
			section = p + 1;
			cur = NULL;
			continue;
		}
		if (cur == NULL) {
			if (set->nrec == cap) {
				vec_rec *n;

				cap *= 2;
				n = realloc(set->rec,
					    (size_t)cap * sizeof(*set->rec));
				if (n == NULL)
					return fail(set, err, errlen,
						    "out of memory");
				set->rec = n;
			}
			cur = &set->rec[set->nrec++];
			memset(cur, 0, sizeof(*cur));
			cur->file = set->path;
			cur->line = lineno;
			cur->section = section;
		}
		if (cur->nfields == VEC_MAX_FIELDS)
			return fail(set, err, errlen, "%s:%d: too many fields",
				    set->path, lineno);
		eq = strchr(p, '=');
		if (eq == NULL)
			return fail(set, err, errlen,
				    "%s:%d: expected Name = value", set->path,
				    lineno);
		*eq = '\0';
		cur->f[cur->nfields].name = trim(p);
		cur->f[cur->nfields].value = trim(eq + 1);
		cur->nfields++;
	}
	if (set->nrec == 0)
		return fail(set, err, errlen, "%s: no records", set->path);
	return 0;
}

void
vec_free(vec_set *set)
{
	free(set->path);
	free(set->rec);
	free(set->text);
	memset(set, 0, sizeof(*set));
}

const char *
vec_get(const vec_rec *r, const char *name)
{
	int i;

	for (i = 0; i < r->nfields; i++)
		if (strcmp(r->f[i].name, name) == 0)
			return r->f[i].value;
	return NULL;
}

const char *
vec_where(const vec_rec *r)
{
	static char buf[512];

	snprintf(buf, sizeof(buf), "%s:%d", r->file, r->line);
	return buf;
}

static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower(c);
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

uint8_t *
vec_hex(const vec_rec *r, const char *name, size_t *len)
{
	const char *s = vec_get(r, name);
	size_t n, i;
	uint8_t *out;

	*len = 0;
	if (s == NULL || (n = strlen(s)) % 2 != 0)
		return NULL;
	out = malloc(n / 2 + 1);
	if (out == NULL)
		return NULL;
	for (i = 0; i < n / 2; i++) {
		int hi = hexval(s[2 * i]), lo = hexval(s[2 * i + 1]);

		if (hi < 0 || lo < 0) {
			free(out);
			return NULL;
		}
		out[i] = (uint8_t)(hi << 4 | lo);
	}
	*len = n / 2;
	return out;
}

int
vec_int(const vec_rec *r, const char *name, long *v)
{
	const char *s = vec_get(r, name);
	char *end;

	if (s == NULL || *s == '\0')
		return -1;
	*v = strtol(s, &end, 10);
	return *end == '\0' ? 0 : -1;
}
