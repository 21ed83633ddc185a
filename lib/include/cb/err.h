/* SPDX-License-Identifier: MIT */
/* Error codes shared by every cryptobench primitive. */
#ifndef CB_ERR_H
#define CB_ERR_H

#ifdef __cplusplus
extern "C" {
#endif

/** Success. */
#define CB_OK 0
/** Bad length or parameter. */
#define CB_E_ARG (-1)
/** Tag, signature or decapsulation check failed; outputs were wiped. */
#define CB_E_AUTH (-2)
/** Invalid point, out-of-range scalar or public key. */
#define CB_E_RANGE (-3)
/** The random generator failed or was not seeded. */
#define CB_E_RNG (-4)
/** Operation or parameter set not supported by this build. */
#define CB_E_UNSUPPORTED (-5)
/** A stateful key is exhausted, or its new state could not be saved. */
#define CB_E_STATE (-6)

#if defined(__GNUC__) || defined(__clang__)
#define CB_MUST_CHECK __attribute__((warn_unused_result))
#else
#define CB_MUST_CHECK
#endif

/**
 * Name an error code.
 * @param err a CB_OK or CB_E_* value
 * @return a static, NUL-terminated English phrase; never NULL
 */
const char *cb_strerror(int err);

#ifdef __cplusplus
}
#endif
#endif
