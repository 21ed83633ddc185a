/* SPDX-License-Identifier: MIT */
/* Constant-time comparison, wiping of caller buffers, the random source. */
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

/**
 * Random source of every function that draws randomness (key generation,
 * hedged and randomised signing): fill out with len random bytes.
 * @param arg the caller's argument, passed through
 * @return 0 on success, nonzero on failure (the caller then fails with
 * CB_E_RNG)
 */
typedef int (*cb_rng_fn)(void *arg, uint8_t *out, size_t len);

#ifdef __cplusplus
}
#endif
#endif
