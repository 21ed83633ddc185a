/* SPDX-License-Identifier: MIT */
/* CycloneCRYPTO configuration of the reference image (its crypto_config.h). */
#ifndef REF_CYCLONE_CRYPTO_CONFIG_H
#define REF_CYCLONE_CRYPTO_CONFIG_H

/*
 * The algorithms the adapter calls, each with CycloneCRYPTO's own
 * defaults (core/crypto.h and each module's header): table AES, GCM with
 * 4-bit tables (GCM_TABLE_W 4), Curve25519 in C, no assembly, no
 * hardware accelerator.
 */
#define MD5_SUPPORT ENABLED
#define SHA1_SUPPORT ENABLED
#define SHA224_SUPPORT ENABLED
#define SHA256_SUPPORT ENABLED
#define SHA384_SUPPORT ENABLED
#define SHA512_SUPPORT ENABLED
#define SHA3_224_SUPPORT ENABLED
#define SHA3_256_SUPPORT ENABLED
#define SHA3_384_SUPPORT ENABLED
#define SHA3_512_SUPPORT ENABLED
#define KECCAK_SUPPORT ENABLED
#define HMAC_SUPPORT ENABLED
#define AES_SUPPORT ENABLED
#define CBC_SUPPORT ENABLED
#define CTR_SUPPORT ENABLED
#define CCM_SUPPORT ENABLED
#define GCM_SUPPORT ENABLED
#define CHACHA_SUPPORT ENABLED
#define POLY1305_SUPPORT ENABLED
#define CHACHA20_POLY1305_SUPPORT ENABLED
#define X25519_SUPPORT ENABLED
#define ED25519_SUPPORT ENABLED

#endif
