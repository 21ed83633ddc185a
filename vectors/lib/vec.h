/* SPDX-License-Identifier: MIT */
/* Loader for vectors/<algo>/<source>.vec files (Botan's format).
 * Used by the libcheck suites and by ref/ (cryptobench verify): no libcheck. */
#ifndef TESTS_VEC_H
#define TESTS_VEC_H

#include <stddef.h>
#include <stdint.h>

#define VEC_MAX_FIELDS 24

typedef struct vec_field {
	char *name;
	char *value;
} vec_field;

/* One record: consecutive "Name = value" lines, ended by a blank line. */
typedef struct vec_rec {
	const char *file;       /* path as loaded */
	int line;               /* line of the record's first field */
	const char *section;    /* last [section] header seen, "" if none */
	int nfields;
	vec_field f[VEC_MAX_FIELDS];
} vec_rec;

typedef struct vec_set {
	char *path;
	int nrec;
	vec_rec *rec;
	char *text;             /* owns every string above */
} vec_set;

/* The folder vec_load reads when its dir is NULL (default: VEC_DIR when
 * compiled with it, else none). */
void vec_set_dir(const char *dir);
/*
 * Load dir "/" rel (dir NULL: the folder above).  Returns 0, or -1 with a
 * "file:line: why" message in err (err may be NULL).
 */
int vec_load(vec_set *set, const char *dir, const char *rel, char *err,
	     size_t errlen);
void vec_free(vec_set *set);

/* Value of field name, or NULL when absent. */
const char *vec_get(const vec_rec *r, const char *name);

/*
 * Decode hex field name into a malloc'd buffer (never NULL on success, even
 * for an empty value); *len receives its length.  Returns NULL when the
 * field is absent or not hex.
 */
uint8_t *vec_hex(const vec_rec *r, const char *name, size_t *len);

/* Decimal integer field into *v; returns 0, or -1 if absent or malformed. */
int vec_int(const vec_rec *r, const char *name, long *v);

/* "file:line" of a record, for failure messages. */
const char *vec_where(const vec_rec *r);

#endif
