/* SPDX-License-Identifier: MIT */
/* wolfSSL 5.5 configuration of the reference image (WOLFSSL_USER_SETTINGS). */
#ifndef REF_WOLFSSL_USER_SETTINGS_H
#define REF_WOLFSSL_USER_SETTINGS_H

/*
 * wolfCrypt alone, bare metal (no threads, files, sockets, clock or
 * random source: the image has none), with the algorithms the adapter
 * calls at wolfSSL's own defaults: AES with its T-tables (not
 * WOLFSSL_AES_SMALL_TABLES), GCM with 4-bit tables (GCM_TABLE_4BIT, what
 * ./configure's --enable-aesgcm chooses) and its streaming API, SHA-256
 * unrolled (not USE_SLOW_SHA256), no assembly (none of wolfSSL 5.5's
 * symmetric code is Thumb-2).
 */
#define WOLFCRYPT_ONLY
#define SINGLE_THREADED
#define NO_FILESYSTEM
#define NO_WRITEV
#define NO_DEV_RANDOM
#define WOLFSSL_NO_SOCK
#define WC_NO_RNG
#define NO_ASN_TIME
#define USER_TICKS
#define NO_ERROR_STRINGS
#define WOLFSSL_GENERAL_ALIGNMENT 4

#define HAVE_AESGCM
#define GCM_TABLE_4BIT
#define WOLFSSL_AESGCM_STREAM
#define HAVE_AESCCM
#define WOLFSSL_AES_COUNTER
#define WOLFSSL_AES_DIRECT
#define HAVE_CHACHA
#define HAVE_POLY1305
#define WOLFSSL_SHA224
#define WOLFSSL_SHA384
#define WOLFSSL_SHA512
#define WOLFSSL_SHA3

#define NO_RSA
#define NO_DH
#define NO_DSA
#define NO_DES3
#define NO_RC4
#define NO_MD4
#define NO_PSK
#define NO_OLD_TLS
#define NO_PWDBASED
#define NO_SIG_WRAPPER
#define NO_CODING
#define NO_ASN
#define NO_CERTS

#endif
