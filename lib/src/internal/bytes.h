/* SPDX-License-Identifier: MIT */
/* Loads and stores of little- and big-endian words, alignment-free. */
#ifndef CB_INTERNAL_BYTES_H
#define CB_INTERNAL_BYTES_H

#include <stdint.h>

static inline uint32_t
cb_load32_le(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

static inline uint32_t
cb_load32_be(const uint8_t *p)
{
	return (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[0] << 24;
}

static inline void
cb_store32_le(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

static inline void
cb_store32_be(uint8_t *p, uint32_t v)
{
	p[3] = (uint8_t)v;
	p[2] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)(v >> 16);
	p[0] = (uint8_t)(v >> 24);
}

static inline uint64_t
cb_load64_le(const uint8_t *p)
{
	return (uint64_t)cb_load32_le(p) | (uint64_t)cb_load32_le(p + 4) << 32;
}

static inline uint64_t
cb_load64_be(const uint8_t *p)
{
	return (uint64_t)cb_load32_be(p) << 32 | (uint64_t)cb_load32_be(p + 4);
}

static inline void
cb_store64_le(uint8_t *p, uint64_t v)
{
	cb_store32_le(p, (uint32_t)v);
	cb_store32_le(p + 4, (uint32_t)(v >> 32));
}

static inline void
cb_store64_be(uint8_t *p, uint64_t v)
{
	cb_store32_be(p, (uint32_t)(v >> 32));
	cb_store32_be(p + 4, (uint32_t)v);
}

static inline uint32_t
cb_rotl32(uint32_t x, unsigned n)
{
	return (x << (n & 31)) | (x >> ((32 - n) & 31));
}

static inline uint32_t
cb_rotr32(uint32_t x, unsigned n)
{
	return (x >> (n & 31)) | (x << ((32 - n) & 31));
}

static inline uint64_t
cb_rotl64(uint64_t x, unsigned n)
{
	return (x << (n & 63)) | (x >> ((64 - n) & 63));
}

static inline uint64_t
cb_rotr64(uint64_t x, unsigned n)
{
	return (x >> (n & 63)) | (x << ((64 - n) & 63));
}

#endif
