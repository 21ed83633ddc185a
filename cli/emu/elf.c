/* SPDX-License-Identifier: MIT */
/* The symbols of a 32-bit little-endian Arm ELF image. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu.h"
#include "util.h"

static uint32_t
le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

static unsigned
le16(const unsigned char *p)
{
	return (unsigned)p[0] | (unsigned)p[1] << 8;
}

/* see emu.h */
int
emu_symbols(const char *path, const char *const *names, uint32_t *addrs,
	    int nsyms)
{
	FILE *f = fopen(path, "rb");
	unsigned char *e = NULL;
	size_t len, shoff, i, k;
	unsigned shentsize, shnum;
	int s, rc = -1;

	if (nsyms < 1 || nsyms > EMU_MAX_SYMS) {
		if (f != NULL)
			fclose(f);
		return -1;
	}
	for (s = 0; s < nsyms; s++)
		addrs[s] = 0;
	if (f == NULL ||
	    (e = (unsigned char *)file_read(f, SIZE_MAX, &len)) == NULL) {
		errorf("%s: %s", path, strerror(errno));
		if (f != NULL)
			fclose(f);
		return -1;
	}
	fclose(f);
	if (len < 52 || memcmp(e, "\177ELF", 4) != 0 || e[4] != 1 ||
	    e[5] != 1 || le16(e + 18) != 40) {
		errorf("%s: not a 32-bit little-endian Arm ELF image", path);
		goto out;
	}
	shoff = le32(e + 32);
	shentsize = le16(e + 46);
	shnum = le16(e + 48);
	if (shentsize < 40 || shoff > len || shnum > (len - shoff) / shentsize) {
		errorf("%s: truncated ELF section table", path);
		goto out;
	}
	for (i = 0; i < shnum; i++) {
		const unsigned char *sh = e + shoff + i * shentsize, *st;
		size_t off = le32(sh + 16), size = le32(sh + 20);
		size_t link = le32(sh + 24), stroff, strsize;

		if (le32(sh + 4) != 2 || link >= shnum)    /* SHT_SYMTAB */
			continue;
		st = e + shoff + link * shentsize;
		stroff = le32(st + 16);
		strsize = le32(st + 20);
		if (off > len || size > len - off || stroff > len ||
		    strsize > len - stroff) {
			errorf("%s: truncated ELF symbol table", path);
			goto out;
		}
		for (k = 0; k + 16 <= size; k += 16) {
			const unsigned char *y = e + off + k;
			size_t name = le32(y);

			if (name >= strsize || le16(y + 14) == 0)  /* undef */
				continue;
			for (s = 0; s < nsyms; s++)
				if (strncmp((const char *)e + stroff + name,
					    names[s], strsize - name) == 0)
					addrs[s] = le32(y + 4) | 1u;
		}
	}
	rc = 0;
	for (s = 0; s < nsyms; s++) {
		if (addrs[s] == 0) {
			errorf("%s: no symbol '%s' in the image", path,
			       names[s]);
			rc = -1;
		}
		addrs[s] &= ~1u;
	}
out:
	free(e);
	return rc;
}
