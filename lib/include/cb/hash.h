/* SPDX-License-Identifier: MIT */
/*
 * Hash functions and XOFs.
 *
 * Every hash has a caller-owned context (memcpy clones it mid-stream),
 * init/update/final and a one-shot call; final wipes the context.  update
 * accepts any chunking and in == NULL with len == 0.
 *
 * Implementations and constant-time status: see each section below.
 * Secret inputs: the message (hashes process every byte the same way; no
 * table is indexed by message data).
 */
#ifndef CB_HASH_H
#define CB_HASH_H

#include <stddef.h>
#include <stdint.h>

#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== MD5, SHA-1, SHA-2, SM3 ==== */

/*
 * Merkle-Damgard hashes: MD5 (RFC 1321), SHA-1 and SHA-2 (FIPS 180-4),
 * SM3 (GB/T 32905-2016).  One portable implementation each, constant-time
 * with respect to the message: only additions, rotations and Boolean
 * functions, no table indexed by message data, and branches depend only
 * on lengths.  Lengths are public.  MD5 and SHA-1 are broken for
 * collision resistance and are here for legacy protocols and HMAC.
 * SHA-224 shares SHA-256's context; SHA-384, SHA-512/224 and SHA-512/256
 * share SHA-512's (which uses only 64-bit add, xor, and, not and shifts
 * by constants, so 32-bit cores run it as word pairs).
 * Stack (Cortex-M4, gcc -O2): about 310 bytes for SHA-512 and its
 * variants, about 200 for the others, plus the context (104 or 200
 * bytes) in the one-shot calls.
 * Input and output may be the same buffer in the one-shot calls.
 */

#define CB_MD5_LEN 16
#define CB_MD5_BLOCK_LEN 64
#define CB_SHA1_LEN 20
#define CB_SHA1_BLOCK_LEN 64
#define CB_SHA224_LEN 28
#define CB_SHA224_BLOCK_LEN 64
#define CB_SHA256_LEN 32
#define CB_SHA256_BLOCK_LEN 64
#define CB_SHA384_LEN 48
#define CB_SHA384_BLOCK_LEN 128
#define CB_SHA512_LEN 64
#define CB_SHA512_BLOCK_LEN 128
#define CB_SHA512_224_LEN 28
#define CB_SHA512_224_BLOCK_LEN 128
#define CB_SHA512_256_LEN 32
#define CB_SHA512_256_BLOCK_LEN 128
#define CB_SM3_LEN 32
#define CB_SM3_BLOCK_LEN 64

/** MD5 context (fields private; size is ABI). */
typedef struct cb_md5_ctx {
	uint32_t h[4];
	uint64_t total;         /* bytes absorbed so far */
	uint8_t buf[64];
} cb_md5_ctx;

/** SHA-1 context (fields private; size is ABI). */
typedef struct cb_sha1_ctx {
	uint32_t h[5];
	uint64_t total;
	uint8_t buf[64];
} cb_sha1_ctx;

/** SHA-256 context, also used by SHA-224 (fields private). */
typedef struct cb_sha256_ctx {
	uint32_t h[8];
	uint64_t total;
	uint8_t buf[64];
} cb_sha256_ctx;
/** SHA-224 context. */
typedef cb_sha256_ctx cb_sha224_ctx;

/** SHA-512 context, also used by SHA-384 and SHA-512/t (fields private). */
typedef struct cb_sha512_ctx {
	uint64_t h[8];
	uint64_t total;         /* bytes; the 128-bit bit count is derived */
	uint8_t buf[128];
} cb_sha512_ctx;
/** SHA-384 context. */
typedef cb_sha512_ctx cb_sha384_ctx;
/** SHA-512/224 context. */
typedef cb_sha512_ctx cb_sha512_224_ctx;
/** SHA-512/256 context. */
typedef cb_sha512_ctx cb_sha512_256_ctx;

/** SM3 context (fields private; size is ABI). */
typedef struct cb_sm3_ctx {
	uint32_t h[8];
	uint64_t total;
	uint8_t buf[64];
} cb_sm3_ctx;

/*
 * Every hash below has the same four calls:
 *   X_init(ctx)              start a new message;
 *   X_update(ctx, in, len)   absorb len bytes (any chunking; in may be
 *                            NULL when len is 0);
 *   X_final(ctx, out)        write the digest and wipe ctx;
 *   X(out, in, len)          one-shot; out may equal in.
 * A context may be cloned with memcpy at any point.
 */

/**
 * Start an MD5 computation.
 * @param ctx context to initialise
 */
void cb_md5_init(cb_md5_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_md5_update(cb_md5_ctx *ctx, const uint8_t *in, size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_md5_final(cb_md5_ctx *ctx, uint8_t out[CB_MD5_LEN]);
/**
 * One-shot MD5.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_md5(uint8_t out[CB_MD5_LEN], const uint8_t *in, size_t len);

/** Start a SHA-1 computation. @param ctx context to initialise */
void cb_sha1_init(cb_sha1_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_sha1_update(cb_sha1_ctx *ctx, const uint8_t *in, size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_sha1_final(cb_sha1_ctx *ctx, uint8_t out[CB_SHA1_LEN]);
/**
 * One-shot SHA-1.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_sha1(uint8_t out[CB_SHA1_LEN], const uint8_t *in, size_t len);

/** Start a SHA-224 computation. @param ctx context to initialise */
void cb_sha224_init(cb_sha224_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_sha224_update(cb_sha224_ctx *ctx, const uint8_t *in, size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_sha224_final(cb_sha224_ctx *ctx, uint8_t out[CB_SHA224_LEN]);
/**
 * One-shot SHA-224.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_sha224(uint8_t out[CB_SHA224_LEN], const uint8_t *in, size_t len);

/** Start a SHA-256 computation. @param ctx context to initialise */
void cb_sha256_init(cb_sha256_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_sha256_update(cb_sha256_ctx *ctx, const uint8_t *in, size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_sha256_final(cb_sha256_ctx *ctx, uint8_t out[CB_SHA256_LEN]);
/**
 * One-shot SHA-256.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_sha256(uint8_t out[CB_SHA256_LEN], const uint8_t *in, size_t len);

/** Start a SHA-384 computation. @param ctx context to initialise */
void cb_sha384_init(cb_sha384_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_sha384_update(cb_sha384_ctx *ctx, const uint8_t *in, size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_sha384_final(cb_sha384_ctx *ctx, uint8_t out[CB_SHA384_LEN]);
/**
 * One-shot SHA-384.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_sha384(uint8_t out[CB_SHA384_LEN], const uint8_t *in, size_t len);

/** Start a SHA-512 computation. @param ctx context to initialise */
void cb_sha512_init(cb_sha512_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_sha512_update(cb_sha512_ctx *ctx, const uint8_t *in, size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_sha512_final(cb_sha512_ctx *ctx, uint8_t out[CB_SHA512_LEN]);
/**
 * One-shot SHA-512.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_sha512(uint8_t out[CB_SHA512_LEN], const uint8_t *in, size_t len);

/** Start a SHA-512/224 computation. @param ctx context to initialise */
void cb_sha512_224_init(cb_sha512_224_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_sha512_224_update(cb_sha512_224_ctx *ctx, const uint8_t *in,
			  size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_sha512_224_final(cb_sha512_224_ctx *ctx,
			 uint8_t out[CB_SHA512_224_LEN]);
/**
 * One-shot SHA-512/224.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_sha512_224(uint8_t out[CB_SHA512_224_LEN], const uint8_t *in,
		   size_t len);

/** Start a SHA-512/256 computation. @param ctx context to initialise */
void cb_sha512_256_init(cb_sha512_256_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_sha512_256_update(cb_sha512_256_ctx *ctx, const uint8_t *in,
			  size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_sha512_256_final(cb_sha512_256_ctx *ctx,
			 uint8_t out[CB_SHA512_256_LEN]);
/**
 * One-shot SHA-512/256.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_sha512_256(uint8_t out[CB_SHA512_256_LEN], const uint8_t *in,
		   size_t len);

/** Start an SM3 computation. @param ctx context to initialise */
void cb_sm3_init(cb_sm3_ctx *ctx);
/**
 * Absorb message bytes.
 * @param ctx initialised context
 * @param in message bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_sm3_update(cb_sm3_ctx *ctx, const uint8_t *in, size_t len);
/**
 * Finish: write the digest and wipe the context.
 * @param ctx initialised context
 * @param out digest
 */
void cb_sm3_final(cb_sm3_ctx *ctx, uint8_t out[CB_SM3_LEN]);
/**
 * One-shot SM3.
 * @param out digest (may equal in)
 * @param in message (NULL allowed when len is 0)
 * @param len message length in bytes
 */
void cb_sm3(uint8_t out[CB_SM3_LEN], const uint8_t *in, size_t len);

/* ==== SHA-3 and SHAKE ==== */

/*
 * SHA3-224/256/384/512 and SHAKE128/256 (FIPS 202) on Keccak-f[1600].
 * Implementations of the permutation: portable 64-bit lanes (the default
 * on 64-bit hosts) and bit-interleaved 32-bit words (the default on 32-bit
 * cores, where the context keeps its state interleaved); -DCB_KECCAK_LANES
 * or -DCB_KECCAK_BI32 forces either, with the same results.  Both are
 * table-free bit operations (XOR, AND-NOT, rotations by constant amounts),
 * so constant-time: the message only ever reaches the state as data, never
 * an index, branch or loop bound (lengths are public).  Stack: about 500
 * bytes for the permutation (Cortex-M4 -O2), plus the context (216 bytes)
 * in the one-shot calls.
 */

/** SHA3-224 digest length in bytes. */
#define CB_SHA3_224_LEN 28
/** SHA3-256 digest length in bytes. */
#define CB_SHA3_256_LEN 32
/** SHA3-384 digest length in bytes. */
#define CB_SHA3_384_LEN 48
/** SHA3-512 digest length in bytes. */
#define CB_SHA3_512_LEN 64
/** SHA3-224 rate (input block) in bytes. */
#define CB_SHA3_224_BLOCK_LEN 144
/** SHA3-256 rate (input block) in bytes. */
#define CB_SHA3_256_BLOCK_LEN 136
/** SHA3-384 rate (input block) in bytes. */
#define CB_SHA3_384_BLOCK_LEN 104
/** SHA3-512 rate (input block) in bytes. */
#define CB_SHA3_512_BLOCK_LEN 72
/** SHAKE128 rate in bytes. */
#define CB_SHAKE128_BLOCK_LEN 168
/** SHAKE256 rate in bytes. */
#define CB_SHAKE256_BLOCK_LEN 136

/**
 * Keccak sponge state for every SHA-3 size and both SHAKEs (fields
 * private; size is ABI).  No interior pointers: memcpy clones it.
 */
typedef struct cb_sha3_ctx {
	/* Keccak-f[1600] state, lane x + 5y (bit-interleaved halves on
	 * 32-bit cores); private to sha3.c */
	uint64_t st[25];
	uint32_t rate;     /* bytes per block */
	uint32_t pos;      /* byte offset in the current block */
	uint32_t out_len;  /* digest length; 0 for SHAKE */
	uint32_t squeezing;/* SHAKE: 1 once output has been taken */
} cb_sha3_ctx;

/** SHAKE context: the same sponge. */
typedef cb_sha3_ctx cb_shake_ctx;

/**
 * Start a SHA3-224 computation.
 * @param ctx caller-owned context
 */
void cb_sha3_224_init(cb_sha3_ctx *ctx);
/** Start a SHA3-256 computation. @param ctx caller-owned context */
void cb_sha3_256_init(cb_sha3_ctx *ctx);
/** Start a SHA3-384 computation. @param ctx caller-owned context */
void cb_sha3_384_init(cb_sha3_ctx *ctx);
/** Start a SHA3-512 computation. @param ctx caller-owned context */
void cb_sha3_512_init(cb_sha3_ctx *ctx);

/**
 * Absorb message bytes (any chunking).
 * @param ctx context from one of the cb_sha3_*_init functions
 * @param in message bytes (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_sha3_update(cb_sha3_ctx *ctx, const uint8_t *in, size_t len);

/**
 * Finish: write the digest (28, 32, 48 or 64 bytes, as chosen by init)
 * and wipe the context.
 * @param ctx context
 * @param out digest, CB_SHA3_*_LEN bytes for the size chosen at init
 */
void cb_sha3_final(cb_sha3_ctx *ctx, uint8_t *out);

/**
 * One-shot SHA3-224.
 * @param out digest
 * @param in message (may be NULL when len is 0)
 * @param len message length in bytes
 */
void cb_sha3_224(uint8_t out[CB_SHA3_224_LEN], const uint8_t *in, size_t len);
/** One-shot SHA3-256; parameters as cb_sha3_224(). */
void cb_sha3_256(uint8_t out[CB_SHA3_256_LEN], const uint8_t *in, size_t len);
/** One-shot SHA3-384; parameters as cb_sha3_224(). */
void cb_sha3_384(uint8_t out[CB_SHA3_384_LEN], const uint8_t *in, size_t len);
/** One-shot SHA3-512; parameters as cb_sha3_224(). */
void cb_sha3_512(uint8_t out[CB_SHA3_512_LEN], const uint8_t *in, size_t len);

/** Start SHAKE128. @param ctx caller-owned context */
void cb_shake128_init(cb_shake_ctx *ctx);
/** Start SHAKE256. @param ctx caller-owned context */
void cb_shake256_init(cb_shake_ctx *ctx);

/**
 * Absorb input bytes (any chunking).  Must not be called after the first
 * cb_shake_squeeze(); such input is ignored.
 * @param ctx context from cb_shake128_init() or cb_shake256_init()
 * @param in input bytes (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_shake_update(cb_shake_ctx *ctx, const uint8_t *in, size_t len);

/**
 * Produce the next len output bytes.  May be called any number of times
 * with any lengths: the concatenated output equals one squeeze of the
 * total length.  The context is not wiped; call cb_shake_wipe() when done.
 * @param ctx context
 * @param out output bytes (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_shake_squeeze(cb_shake_ctx *ctx, uint8_t *out, size_t len);

/**
 * Wipe a SHAKE context after the last squeeze.
 * @param ctx context
 */
void cb_shake_wipe(cb_shake_ctx *ctx);

/**
 * One-shot SHAKE128.
 * @param out output, outlen bytes (may be NULL when outlen is 0)
 * @param outlen output length in bytes
 * @param in input (may be NULL when inlen is 0)
 * @param inlen input length in bytes
 */
void cb_shake128(uint8_t *out, size_t outlen, const uint8_t *in,
		 size_t inlen);
/** One-shot SHAKE256; parameters as cb_shake128(). */
void cb_shake256(uint8_t *out, size_t outlen, const uint8_t *in,
		 size_t inlen);

/** Descriptors for generic code ("sha3-224" ... "sha3-512"). */
extern const struct cb_hash_desc cb_sha3_224_desc;
extern const struct cb_hash_desc cb_sha3_256_desc;
extern const struct cb_hash_desc cb_sha3_384_desc;
extern const struct cb_hash_desc cb_sha3_512_desc;
/**
 * SHAKE as fixed-output hashes for generic code: "shake128" gives 32
 * bytes, "shake256" 64 bytes (the FIPS 202 security-matching lengths).
 */
extern const struct cb_hash_desc cb_shake128_desc;
extern const struct cb_hash_desc cb_shake256_desc;

/* ==== Ascon-Hash256 and Ascon-XOF128 ==== */

/*
 * Ascon-Hash256 and Ascon-XOF128 (NIST SP 800-232, final; not the older
 * Ascon v1.2 hashes, which give different results).  Implementation:
 * 64-bit lanes, little-endian as in SP 800-232, on 64-bit hosts; on 32-bit
 * cores a bit-interleaved permutation with the context kept interleaved
 * (same results).  The permutation is table-free (bitsliced S-box, XORs
 * and fixed rotations), so it is constant-time.  Stack: under 150 bytes
 * plus the context.
 */

/** Ascon-Hash256 digest length in bytes. */
#define CB_ASCON_HASH256_LEN 32
/** Ascon-Hash256 / Ascon-XOF128 rate (input block) in bytes. */
#define CB_ASCON_HASH_BLOCK_LEN 8

/** Ascon hash/XOF state (fields private; size is ABI; memcpy clones it). */
typedef struct cb_ascon_hash_ctx {
	uint64_t s[5];     /* permutation state x0..x4 */
	uint32_t pos;      /* byte offset in the current 8-byte block */
	uint32_t squeezing;/* XOF: 1 once output has been taken */
} cb_ascon_hash256_ctx;

/** Ascon-XOF128 context: the same state. */
typedef cb_ascon_hash256_ctx cb_ascon_xof128_ctx;

/** Start Ascon-Hash256. @param ctx caller-owned context */
void cb_ascon_hash256_init(cb_ascon_hash256_ctx *ctx);

/**
 * Absorb message bytes (any chunking).
 * @param ctx context from cb_ascon_hash256_init()
 * @param in message (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_ascon_hash256_update(cb_ascon_hash256_ctx *ctx, const uint8_t *in,
			     size_t len);

/**
 * Finish: write the 32-byte digest and wipe the context.
 * @param ctx context
 * @param out digest
 */
void cb_ascon_hash256_final(cb_ascon_hash256_ctx *ctx,
			    uint8_t out[CB_ASCON_HASH256_LEN]);

/**
 * One-shot Ascon-Hash256.
 * @param out digest
 * @param in message (may be NULL when len is 0)
 * @param len message length in bytes
 */
void cb_ascon_hash256(uint8_t out[CB_ASCON_HASH256_LEN], const uint8_t *in,
		      size_t len);

/** Start Ascon-XOF128. @param ctx caller-owned context */
void cb_ascon_xof128_init(cb_ascon_xof128_ctx *ctx);

/**
 * Absorb input bytes (any chunking); ignored after the first squeeze.
 * @param ctx context from cb_ascon_xof128_init()
 * @param in input (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_ascon_xof128_update(cb_ascon_xof128_ctx *ctx, const uint8_t *in,
			    size_t len);

/**
 * Produce the next len output bytes; callable repeatedly with any lengths
 * (the concatenation equals one squeeze of the total).  Does not wipe.
 * @param ctx context
 * @param out output (may be NULL when len is 0)
 * @param len number of bytes
 */
void cb_ascon_xof128_squeeze(cb_ascon_xof128_ctx *ctx, uint8_t *out,
			     size_t len);

/**
 * Wipe an Ascon-XOF128 context after the last squeeze.
 * @param ctx context
 */
void cb_ascon_xof128_wipe(cb_ascon_xof128_ctx *ctx);

/**
 * One-shot Ascon-XOF128.
 * @param out output, outlen bytes (may be NULL when outlen is 0)
 * @param outlen output length in bytes
 * @param in input (may be NULL when inlen is 0)
 * @param inlen input length in bytes
 */
void cb_ascon_xof128(uint8_t *out, size_t outlen, const uint8_t *in,
		     size_t inlen);

/** Descriptor "ascon-hash256" for generic code. */
extern const struct cb_hash_desc cb_ascon_hash256_desc;
/** Descriptor "ascon-xof128" for generic code: fixed 32-byte output. */
extern const struct cb_hash_desc cb_ascon_xof128_desc;

/* ==== BLAKE2s (RFC 7693) ==== */

/*
 * BLAKE2s-256: 32-bit words, ten rounds of additions, XORs and fixed
 * rotations over 64-byte blocks, so constant-time with respect to the
 * message; the unkeyed 32-byte digest.  Stack: under 200 bytes plus the
 * context.
 */

/** Digest length in bytes. */
#define CB_BLAKE2S_LEN 32
/** Block length in bytes. */
#define CB_BLAKE2S_BLOCK_LEN 64

/** BLAKE2s state (fields private; size is ABI; memcpy clones it). */
typedef struct cb_blake2s_ctx {
	uint32_t h[8];          /* chaining value */
	uint32_t t[2];          /* bytes compressed, 64-bit counter */
	uint8_t buf[64];        /* the block not yet compressed */
	uint32_t buf_len;       /* its bytes (a full one waits for more) */
} cb_blake2s_ctx;

/** Start a digest. */
void cb_blake2s_init(cb_blake2s_ctx *ctx);
/** Absorb len bytes (NULL allowed when len is 0). */
void cb_blake2s_update(cb_blake2s_ctx *ctx, const uint8_t *in, size_t len);
/** Write the 32-byte digest and wipe the context. */
void cb_blake2s_final(cb_blake2s_ctx *ctx, uint8_t out[CB_BLAKE2S_LEN]);
/** One-shot BLAKE2s-256. */
void cb_blake2s(uint8_t out[CB_BLAKE2S_LEN], const uint8_t *in, size_t len);
/** Descriptor "blake2s-256" for generic code. */
extern const struct cb_hash_desc cb_blake2s_desc;

/* ==== BLAKE2b (RFC 7693) ==== */

/*
 * BLAKE2b-512: BLAKE2s' design on 64-bit words, twelve rounds over
 * 128-byte blocks (on a 32-bit core each word is two registers); the
 * unkeyed 64-byte digest.  Constant-time like BLAKE2s.
 */

/** Digest length in bytes. */
#define CB_BLAKE2B_LEN 64
/** Block length in bytes. */
#define CB_BLAKE2B_BLOCK_LEN 128

/** BLAKE2b state (fields private; size is ABI; memcpy clones it). */
typedef struct cb_blake2b_ctx {
	uint64_t h[8];          /* chaining value */
	uint64_t t[2];          /* bytes compressed, 128-bit counter */
	uint8_t buf[128];       /* the block not yet compressed */
	uint32_t buf_len;       /* its bytes (a full one waits for more) */
} cb_blake2b_ctx;

/** Start a digest. */
void cb_blake2b_init(cb_blake2b_ctx *ctx);
/** Absorb len bytes (NULL allowed when len is 0). */
void cb_blake2b_update(cb_blake2b_ctx *ctx, const uint8_t *in, size_t len);
/** Write the 64-byte digest and wipe the context. */
void cb_blake2b_final(cb_blake2b_ctx *ctx, uint8_t out[CB_BLAKE2B_LEN]);
/** One-shot BLAKE2b-512. */
void cb_blake2b(uint8_t out[CB_BLAKE2B_LEN], const uint8_t *in, size_t len);
/** Descriptor "blake2b-512" for generic code. */
extern const struct cb_hash_desc cb_blake2b_desc;

/* ==== Generic hash descriptor (used by HMAC, HKDF, DRBG, signatures) ==== */

/** Largest context of any hash here (cb_sha3_ctx), in bytes: each primitive
 * checks that its own fits, sha3.c that this is no larger than it needs. */
#define CB_HASH_CTX_MAX 216
/** Largest digest of any fixed-output hash here (SHA-512), in bytes. */
#define CB_HASH_MAX_LEN 64
/** Largest input block (SHAKE128 rate, 168 bytes). */
#define CB_HASH_MAX_BLOCK_LEN 168

/** Storage able to hold any hash context (caller-owned, no malloc). */
typedef union cb_hash_any_ctx {
	uint64_t align;
	uint8_t bytes[CB_HASH_CTX_MAX];
} cb_hash_any_ctx;

/**
 * A hash as generic code (HMAC, HKDF, DRBG, signatures) sees it.
 * ctx points to a context of ctx_size bytes (a cb_hash_any_ctx fits all).
 */
typedef struct cb_hash_desc {
	const char *name;       /**< algorithm id, e.g. "sha256" */
	size_t out_len;         /**< digest length in bytes */
	size_t block_len;       /**< input block length in bytes (HMAC's B) */
	size_t ctx_size;        /**< sizeof the primitive's context */
	void (*init)(void *ctx);
	void (*update)(void *ctx, const uint8_t *in, size_t len);
	void (*final)(void *ctx, uint8_t *out);
} cb_hash_desc;

/* Descriptors of MD5, SHA-1, SHA-2 and SM3 (each file checks at compile
 * time that its context fits CB_HASH_CTX_MAX). */
extern const cb_hash_desc cb_md5_desc;
extern const cb_hash_desc cb_sha1_desc;
extern const cb_hash_desc cb_sha224_desc;
extern const cb_hash_desc cb_sha256_desc;
extern const cb_hash_desc cb_sha384_desc;
extern const cb_hash_desc cb_sha512_desc;
extern const cb_hash_desc cb_sha512_224_desc;
extern const cb_hash_desc cb_sha512_256_desc;
extern const cb_hash_desc cb_sm3_desc;

/**
 * One-shot hash through a descriptor: hash->init, update and final on a
 * context of its own (a cb_hash_any_ctx on the stack, out of line, so
 * that its frame is gone when the caller goes on).
 * @param hash descriptor
 * @param out hash->out_len bytes
 * @param in len bytes (NULL allowed when len is 0)
 * @param len number of bytes
 */
void cb_hash_digest(const cb_hash_desc *hash, uint8_t *out, const uint8_t *in,
		    size_t len);

#ifdef __cplusplus
}
#endif
#endif
