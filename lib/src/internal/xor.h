/* SPDX-License-Identifier: MIT */
/* XOR and masking of byte strings a word at a time, for the modes. */
#ifndef CB_INTERNAL_XOR_H
#define CB_INTERNAL_XOR_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "internal/config.h"

/*
 * Native-endian word access through memcpy: XOR and AND do not care about
 * byte order, and compilers turn a 4-byte memcpy into one load or store
 * where the target allows unaligned access (Cortex-M3/M4/M7, x86).
 * Every function here is inlined, even in several places: constant
 * lengths then fold away.
 */
static CB_ALWAYS_INLINE uint32_t
cb_xor_ld(const uint8_t *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

static CB_ALWAYS_INLINE void
cb_xor_st(uint8_t *p, uint32_t v)
{
	memcpy(p, &v, 4);
}

/*
 * out = a ^ b over len bytes.  Each word of a and b is read before the
 * word of out at the same offset is written, so out may equal a or b
 * (other overlaps are undefined).
 */
static CB_ALWAYS_INLINE void
cb_xor_bytes(uint8_t *out, const uint8_t *a, const uint8_t *b, size_t len)
{
	const uint8_t *end = a + (len & ~(size_t)15);

	/* pointer steps: GCC then uses post-incremented loads on ARM */
	for (; a != end; a += 16, b += 16, out += 16) {
		uint32_t x0 = cb_xor_ld(a) ^ cb_xor_ld(b);
		uint32_t x1 = cb_xor_ld(a + 4) ^ cb_xor_ld(b + 4);
		uint32_t x2 = cb_xor_ld(a + 8) ^ cb_xor_ld(b + 8);
		uint32_t x3 = cb_xor_ld(a + 12) ^ cb_xor_ld(b + 12);

		cb_xor_st(out, x0);
		cb_xor_st(out + 4, x1);
		cb_xor_st(out + 8, x2);
		cb_xor_st(out + 12, x3);
	}
	for (len &= 15; len >= 4; len -= 4, a += 4, b += 4, out += 4)
		cb_xor_st(out, cb_xor_ld(a) ^ cb_xor_ld(b));
	for (; len > 0; len--)
		*out++ = *a++ ^ *b++;
}

/*
 * p &= m over len bytes (m all ones or zero: keep or clear), a word at a
 * time; no branch on m.
 */
static inline void
cb_mask_bytes(uint8_t *p, size_t len, uint32_t m)
{
	size_t i = 0;

	for (; len - i >= 16; i += 16) {
		cb_xor_st(p + i, cb_xor_ld(p + i) & m);
		cb_xor_st(p + i + 4, cb_xor_ld(p + i + 4) & m);
		cb_xor_st(p + i + 8, cb_xor_ld(p + i + 8) & m);
		cb_xor_st(p + i + 12, cb_xor_ld(p + i + 12) & m);
	}
	for (; len - i >= 4; i += 4)
		cb_xor_st(p + i, cb_xor_ld(p + i) & m);
	for (; i < len; i++)
		p[i] &= (uint8_t)m;
}

#endif
