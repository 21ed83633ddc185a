/* SPDX-License-Identifier: MIT */
/* A small bounds-checked DER reader (strict lengths) for key and signature
 * import; public data only. */
#ifndef CB_INTERNAL_DER_H
#define CB_INTERNAL_DER_H

#include <stddef.h>
#include <stdint.h>

/* A view of bytes still to read (not owned). */
typedef struct cb_der {
	const uint8_t *p;
	size_t len;
} cb_der;

/*
 * Read one element with the given tag from d into v (its contents);
 * strict DER lengths (minimal, at most 3 length bytes).  0 on success.
 */
static inline int
cb_der_get(cb_der *d, uint8_t tag, cb_der *v)
{
	size_t len, i, nb;

	if (d->len < 2 || d->p[0] != tag)
		return -1;
	len = d->p[1];
	i = 2;
	if (len & 0x80) {
		nb = len & 0x7f;
		if (nb == 0 || nb > 3 || d->len < 2 + nb || d->p[2] == 0)
			return -1;
		len = 0;
		for (; i < 2 + nb; i++)
			len = (len << 8) | d->p[i];
		if (len < 0x80)
			return -1;
	}
	if (d->len - i < len)
		return -1;
	v->p = d->p + i;
	v->len = len;
	d->p += i + len;
	d->len -= i + len;
	return 0;
}

/* A non-negative INTEGER in minimal form; v gets its magnitude. */
static inline int
cb_der_uint(cb_der *d, cb_der *v)
{
	if (cb_der_get(d, 0x02, v) != 0 || v->len == 0 || (v->p[0] & 0x80))
		return -1;
	if (v->p[0] == 0) {
		if (v->len > 1 && !(v->p[1] & 0x80))
			return -1;
		v->p++;
		v->len--;
	}
	return 0;
}

#endif
