/* SPDX-License-Identifier: MIT */
/* Constant-time comparison and wiping. */
#include <string.h>
#include "cb/util.h"

#include "internal/ct.h"

/* see cb/util.h */
int
cb_memeq(const void *a, const void *b, size_t len)
{
	const uint8_t *pa = a, *pb = b;
	uint32_t acc = 0;
	size_t i;

	/* OR of all differences: no early exit, so time depends on len only */
	for (i = 0; i < len; i++)
		acc |= (uint32_t)(pa[i] ^ pb[i]);
	return (int)(cb_ct_eq32(acc, 0) & 1);
}

/* see cb/util.h */
void
cb_wipe(void *p, size_t len)
{
#if defined(__GNUC__) || defined(__clang__)
	/*
	 * memset at full width, then an empty asm that takes p and clobbers
	 * memory: the compiler must assume the zeros are read, so it cannot
	 * drop the memset as a dead store (even with LTO).
	 */
	if (len == 0)
		return;
	memset(p, 0, len);
	__asm__ __volatile__("" : : "r"(p) : "memory");
#else
	/* a volatile pointer keeps the stores from being elided */
	volatile uint8_t *v = p;
	size_t i;

	for (i = 0; i < len; i++)
		v[i] = 0;
#endif
}
