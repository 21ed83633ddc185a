/* SPDX-License-Identifier: MIT */
/* Constant-time comparison and wiping of caller buffers. */
#ifndef CB_UTIL_H
#define CB_UTIL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Compare two buffers in time that depends only on @p len.
 * Secret inputs: both buffers.
 * @param a first buffer (may be NULL when len is 0)
 * @param b second buffer (may be NULL when len is 0)
 * @param len number of bytes
 * @return 1 if equal, 0 otherwise
 */
int cb_memeq(const void *a, const void *b, size_t len);

/**
 * Overwrite a buffer with zeros in a way the compiler may not remove.
 * @param p buffer (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_wipe(void *p, size_t len);

#ifdef __cplusplus
}
#endif
#endif
