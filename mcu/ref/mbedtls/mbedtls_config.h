/* SPDX-License-Identifier: MIT */
/* Mbed TLS 2.28 configuration of the reference image (MBEDTLS_CONFIG_FILE). */
#ifndef REF_MBEDTLS_CONFIG_H
#define REF_MBEDTLS_CONFIG_H

/*
 * Only the modules the adapter calls, each with Mbed TLS's own default
 * options (its include/mbedtls/config.h): AES with four T-tables per
 * direction built in RAM at the first key set-up (no
 * MBEDTLS_AES_ROM_TABLES, no MBEDTLS_AES_FEWER_TABLES), GCM's 4-bit
 * tables, SHA-256 and SHA-512 unrolled (no *_SMALLER), the bignum
 * assembly of bn_mul.h (MBEDTLS_HAVE_ASM).  No entropy, file system or
 * time: the image has none.  The heap is memory_buffer_alloc's over a
 * static buffer (ref_mbedtls.c), as on boards without an allocator.
 */
#define MBEDTLS_HAVE_ASM

#define MBEDTLS_PLATFORM_C
#define MBEDTLS_PLATFORM_MEMORY
#define MBEDTLS_MEMORY_BUFFER_ALLOC_C
/* the image has no C library heap and no exit(): these are the
 * adapter's (ref_mbedtls.c) */
#define MBEDTLS_PLATFORM_STD_CALLOC ref_mbedtls_no_calloc
#define MBEDTLS_PLATFORM_STD_FREE ref_mbedtls_no_free
#define MBEDTLS_PLATFORM_EXIT_MACRO ref_mbedtls_exit
#include <stddef.h>
void *ref_mbedtls_no_calloc(size_t n, size_t size);
void ref_mbedtls_no_free(void *p);
void ref_mbedtls_exit(int status);

#define MBEDTLS_CIPHER_C
#define MBEDTLS_CIPHER_MODE_CBC
#define MBEDTLS_CIPHER_MODE_CTR
#define MBEDTLS_AES_C
#define MBEDTLS_GCM_C
#define MBEDTLS_CCM_C
#define MBEDTLS_CHACHA20_C
#define MBEDTLS_POLY1305_C
#define MBEDTLS_CHACHAPOLY_C

#define MBEDTLS_MD_C
#define MBEDTLS_MD5_C
#define MBEDTLS_SHA1_C
#define MBEDTLS_SHA256_C
#define MBEDTLS_SHA512_C

#include "mbedtls/check_config.h"

#endif
