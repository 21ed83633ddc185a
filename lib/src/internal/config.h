/* SPDX-License-Identifier: MIT */
/* Build configuration derived from the CPU architecture (never the board). */
#ifndef CB_INTERNAL_CONFIG_H
#define CB_INTERNAL_CONFIG_H

#include <stdint.h>

/*
 * CB_ARM_ASM: 0 turns every Arm path below off at once (the Thumb-2
 * assembly and the inline UMAAL), so that a Cortex-M build runs the C
 * twins throughout: meson setup -Dasm=false.  Each CB_ARM_* can still be
 * set alone, which wins over it.
 */
#ifndef CB_ARM_ASM
#define CB_ARM_ASM 1
#endif

/*
 * CB_WORD32: the core's registers are 32 bits wide (Cortex-M, 32-bit
 * RISC-V, i386), so 64-bit arithmetic costs register pairs and
 * bit-interleaved or 32-bit formulations win.  Architectures not listed
 * are judged by their pointer width.  -DCB_WORD32 forces the 32-bit code
 * on any host (to test it on x86-64).
 */
#if defined(__x86_64__) || defined(__aarch64__) || \
	(defined(__riscv_xlen) && __riscv_xlen == 64)
/* 64-bit registers */
#elif defined(__arm__) || defined(__thumb__) || defined(__i386__) || \
	(defined(__riscv_xlen) && __riscv_xlen == 32) || \
	UINTPTR_MAX <= 0xffffffffu
#define CB_WORD32 1
#endif

/*
 * SHA-3/SHAKE permutation: bit-interleaved 32-bit words (CB_KECCAK_BI32)
 * on 32-bit cores, 64-bit lanes elsewhere; -DCB_KECCAK_BI32 or
 * -DCB_KECCAK_LANES forces one.
 */
#if defined(CB_WORD32) && !defined(CB_KECCAK_LANES) && \
	!defined(CB_KECCAK_BI32)
#define CB_KECCAK_BI32 1
#endif

/*
 * CB_ARM_KECCAK_ASM: the bit-interleaved Keccak-f[1600] rounds in
 * generated Thumb-2 assembly (Armv7-M, Armv8-M mainline),
 * src/arch/arm/keccak_armv7m.S; the C twin is hash/keccak_bi32.c.
 * -DCB_ARM_KECCAK_ASM=0 forces the C.
 */
#if !defined(CB_ARM_KECCAK_ASM)
#if CB_ARM_ASM && defined(__GNUC__) && defined(__thumb2__) && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
#define CB_ARM_KECCAK_ASM 1
#else
#define CB_ARM_KECCAK_ASM 0
#endif
#endif

/*
 * CB_ARM_CHACHA20_ASM: ChaCha20's block function in Thumb-2 (Armv7-M,
 * Armv8-M mainline; rotations folded into the barrel shifter),
 * src/arch/arm/chacha20_armv7m.S; the C twin is in aead/chacha20.c.
 * -DCB_ARM_CHACHA20_ASM=0 forces the C.
 */
#if !defined(CB_ARM_CHACHA20_ASM)
#if CB_ARM_ASM && defined(__GNUC__) && defined(__thumb2__) && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
#define CB_ARM_CHACHA20_ASM 1
#else
#define CB_ARM_CHACHA20_ASM 0
#endif
#endif

/*
 * CB_ARM_ASCON_ASM: the Ascon permutation on 64-bit lanes (cb_ascon_p)
 * in Thumb-2 (Armv7-M, Armv8-M mainline), src/arch/arm/ascon_armv7m.S;
 * the C twin is in hash/ascon_p.c.  -DCB_ARM_ASCON_ASM=0 forces the C.
 */
#if !defined(CB_ARM_ASCON_ASM)
#if CB_ARM_ASM && defined(__GNUC__) && defined(__thumb2__) && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
#define CB_ARM_ASCON_ASM 1
#else
#define CB_ARM_ASCON_ASM 0
#endif
#endif

/*
 * aes_tab's T-tables per direction (block/aes_tab.c): 1 (rotated at run
 * time; small, for cores without a data cache) on 32-bit cores, 4 (1 KB
 * each, no rotations) on 64-bit hosts.  -DCB_AES_TAB_TABLES=1 or 4
 * forces one.
 */
#ifndef CB_AES_TAB_TABLES
#ifdef CB_WORD32
#define CB_AES_TAB_TABLES 1
#else
#define CB_AES_TAB_TABLES 4
#endif
#endif

/*
 * CB_ARM_AES_TAB_ASM: aes_tab's rounds and its CTR (rounds 1 and 2
 * cached) in Thumb-2 (Armv7-M, Armv8-M mainline) with the one-table
 * layout, src/arch/arm/aes_tab_armv7em.S; the C twins are in
 * block/aes_tab.c.  -DCB_ARM_AES_TAB_ASM=0 forces the C.
 */
#if !defined(CB_ARM_AES_TAB_ASM)
#if CB_ARM_ASM && defined(__GNUC__) && defined(__ARM_ARCH_ISA_THUMB) && \
	__ARM_ARCH_ISA_THUMB == 2 && defined(__ARM_ARCH_PROFILE) && \
	__ARM_ARCH_PROFILE == 'M' && CB_AES_TAB_TABLES == 1
#define CB_ARM_AES_TAB_ASM 1
#else
#define CB_ARM_AES_TAB_ASM 0
#endif
#endif

/*
 * CB_ARM_DES_TAB_ASM: des3_tab's rounds in Thumb-2 (Armv7-M, Armv8-M
 * mainline), src/arch/arm/des_tab_armv7em.S; the C twin is in
 * block/des_tab.c.  -DCB_ARM_DES_TAB_ASM=0 forces the C.
 */
#if !defined(CB_ARM_DES_TAB_ASM)
#if CB_ARM_ASM && defined(__GNUC__) && defined(__thumb2__) && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
#define CB_ARM_DES_TAB_ASM 1
#else
#define CB_ARM_DES_TAB_ASM 0
#endif
#endif

/*
 * CB_ARM_SM4_TAB_ASM: sm4_tab's rounds in Thumb-2 (Armv7-M, Armv8-M
 * mainline), src/arch/arm/sm4_tab_armv7em.S; the C twin is in
 * block/sm4_tab.c.  -DCB_ARM_SM4_TAB_ASM=0 forces the C.
 */
#if !defined(CB_ARM_SM4_TAB_ASM)
#if CB_ARM_ASM && defined(__GNUC__) && defined(__thumb2__) && \
	defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
#define CB_ARM_SM4_TAB_ASM 1
#else
#define CB_ARM_SM4_TAB_ASM 0
#endif
#endif

/*
 * CB_ARM_UMAAL: the UMAAL instruction (Armv7E-M, Armv8-M with the DSP
 * extension) through inline assembly, src/arch/arm/umaal.h; the C twin
 * in internal/mul.h elsewhere.  -DCB_ARM_UMAAL=0 forces the C twin.
 */
#if !defined(CB_ARM_UMAAL)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__GNUC__) && !defined(__clang__)
#define CB_ARM_UMAAL 1
#else
#define CB_ARM_UMAAL 0
#endif
#endif

/*
 * CB_ARM_AES_CT_ASM: aes_ct's rounds (encryption and decryption) in
 * generated Thumb-2 assembly (Armv7-M, Armv8-M mainline),
 * src/arch/arm/aes_ct_armv7em.S; the C twin is block/aes_ct.c.
 * -DCB_ARM_AES_CT_ASM=0 forces the C.
 */
#if !defined(CB_ARM_AES_CT_ASM)
#if CB_ARM_ASM && defined(__GNUC__) && defined(__ARM_ARCH_ISA_THUMB) && \
	__ARM_ARCH_ISA_THUMB == 2 && defined(__ARM_ARCH_PROFILE) && \
	__ARM_ARCH_PROFILE == 'M'
#define CB_ARM_AES_CT_ASM 1
#else
#define CB_ARM_AES_CT_ASM 0
#endif
#endif

/*
 * CB_ARM_GHASH: gcm.c's constant-time GHASH loop in Armv7E-M assembly
 * (src/arch/arm/ghash_armv7em.S, UMULL/UMLAL) on cores whose long
 * multiplies are constant-time (those with the DSP extension: Cortex-M4,
 * M7, M33, M55); the C twin in aead/gcm.c elsewhere and with
 * -DCB_CT_MUL=0.  -DCB_ARM_GHASH=0 forces the C twin.
 */
#if !defined(CB_ARM_GHASH)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && \
	defined(__GNUC__) && !(defined(CB_CT_MUL) && CB_CT_MUL == 0)
#define CB_ARM_GHASH 1
#else
#define CB_ARM_GHASH 0
#endif
#endif

/*
 * CB_ARM_P256_ASM: P-256's Montgomery multiplication in Thumb-2 assembly
 * with UMAAL (Armv7E-M, Armv8-M with DSP: single-cycle, constant-time long
 * multiplies), src/arch/arm/p256_armv7em.S; the C twin is in
 * ec/ecp_nist.c.  -DCB_ARM_P256_ASM=0 forces the C.
 */
#if !defined(CB_ARM_P256_ASM)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_ARM_P256_ASM 1
#else
#define CB_ARM_P256_ASM 0
#endif
#endif

/*
 * CB_ARM_P384_ASM: the same for P-384 (src/arch/arm/p384_armv7em.S, the
 * C twin in ec/ecp_nist.c); -DCB_ARM_P384_ASM=0 forces the C.
 */
#if !defined(CB_ARM_P384_ASM)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_ARM_P384_ASM 1
#else
#define CB_ARM_P384_ASM 0
#endif
#endif

/*
 * CB_ARM_MONT_ASM: the row of the Montgomery product for sizes not known
 * at compile time (RSA, DH, DSA) in Thumb-2 with UMAAL (Armv7E-M, Armv8-M
 * with DSP), src/arch/arm/mont_armv7em.S; the C twin is bn/bn.c's
 * mont_mul_core.  -DCB_ARM_MONT_ASM=0 forces the C.
 */
#if !defined(CB_ARM_MONT_ASM)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_ARM_MONT_ASM 1
#else
#define CB_ARM_MONT_ASM 0
#endif
#endif

/*
 * CB_ARM_F25519_ASM: the products, sums and differences of GF(2^255-19)
 * in Thumb-2 with UMAAL (Armv7E-M, Armv8-M with DSP),
 * src/arch/arm/f25519_armv7em.S; the C twins are ec/f25519_w32.c.
 * -DCB_ARM_F25519_ASM=0 forces the C twins.
 *
 * CB_F25519_W32: GF(2^255-19) elements as eight full 32-bit words reduced
 * by 38 (ec/f25519_w32.c), which the assembly above works on; elsewhere
 * ten limbs of 25.5 bits (ec/f25519.c), which a 64-bit host or a core
 * without single-cycle long multiplies computes faster.
 * -DCB_F25519_W32=1 forces the eight-word C on any host (the test
 * c25519_w32 checks the C twins that way).
 */
#if !defined(CB_ARM_F25519_ASM)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_ARM_F25519_ASM 1
#else
#define CB_ARM_F25519_ASM 0
#endif
#endif
#if !defined(CB_F25519_W32)
#if defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_F25519_W32 1
#else
#define CB_F25519_W32 0
#endif
#endif

/*
 * CB_ARM_F448_ASM: the product and square of GF(2^448-2^224-1) in Thumb-2
 * with UMAAL (Armv7E-M, Armv8-M with DSP), src/arch/arm/f448_armv7em.S;
 * the C twins are in ec/f448_w32.c.  -DCB_ARM_F448_ASM=0 forces them.
 *
 * CB_F448_W32: GF(2^448-2^224-1) elements as fourteen full 32-bit words
 * (ec/f448_w32.c), which the assembly above works on; elsewhere sixteen
 * limbs of 28 bits (ec/f448.c).  -DCB_F448_W32=1 forces the fourteen-word
 * C on any host (the test c448_w32 checks the C twins that way).
 */
#if !defined(CB_ARM_F448_ASM)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_ARM_F448_ASM 1
#else
#define CB_ARM_F448_ASM 0
#endif
#endif
#if !defined(CB_F448_W32)
#if defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_F448_W32 1
#else
#define CB_F448_W32 0
#endif
#endif

/*
 * CB_ARM_MLDSA_ASM: ML-DSA's NTT, inverse NTT and pointwise Montgomery
 * products in Thumb-2 with SMULL/SMLAL (Armv7E-M, Armv8-M with DSP:
 * single-cycle, constant-time long multiplies; not the Cortex-M3),
 * src/arch/arm/mldsa_armv7em.S; the C twins are in pq/mldsa.c.
 * -DCB_ARM_MLDSA_ASM=0 forces the C.
 */
#if !defined(CB_ARM_MLDSA_ASM)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_ARM_MLDSA_ASM 1
#else
#define CB_ARM_MLDSA_ASM 0
#endif
#endif

/*
 * CB_ARM_MLKEM_ASM: ML-KEM's NTT, inverse NTT, matrix-vector rows,
 * (de)compression and Barrett reduction in Thumb-2 with the DSP extension's 16-bit lanes
 * (Armv7E-M, Armv8-M with DSP), src/arch/arm/mlkem_armv7em.S; the C twin
 * is pq/mlkem_ntt.c.  -DCB_ARM_MLKEM_ASM=0 forces the C.
 */
#if !defined(CB_ARM_MLKEM_ASM)
#if CB_ARM_ASM && defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__)
#define CB_ARM_MLKEM_ASM 1
#else
#define CB_ARM_MLKEM_ASM 0
#endif
#endif

/*
 * CB_ED25519_SMALL: the fixed-base multiplication of Ed25519 (key
 * generation, signing, verification's [S]B) and of X25519 key generation
 * with a comb of 4 rows of 8 points, 16^(16 k) B (3 KB of constants,
 * ec/ed25519_table_small.h; 60 doublings per multiplication), instead of
 * the fast configuration's 32 rows (24 KB as eight words, 30 KB as ten
 * limbs, ec/ed25519_table.h; 4 doublings).  Verification's joint
 * multiplication takes S's w-NAF digits from a table of odd multiples of
 * B: in the fast configuration 1 .. 127 B (6 KB as eight words, 7.5 KB as
 * ten limbs, ec/ed25519_table_odd.h, width 8), in the small one the first
 * comb row's 1, 3, 5, 7 B (width 4, nothing added).  -DCB_ED25519_SMALL=1
 * picks the small configuration; CB_ED25519_CONFIG names it in the bench
 * rows.
 */
#if !defined(CB_ED25519_SMALL)
#define CB_ED25519_SMALL 0
#endif
#if CB_ED25519_SMALL
#define CB_ED25519_CONFIG "small"
#else
#define CB_ED25519_CONFIG "fast"
#endif

/*
 * CB_ECP_COMB2: k G on P-256 and P-384 with a comb of two blocks (a
 * second 15-point table, 960 and 1440 bytes of constants, ec/ecp_comb.c:
 * half the doublings); 0 leaves the second table out of the image, so
 * the fast ECDSA code walks one block (twice the doublings).  The small
 * configuration (cb_ecdsa_sign_small, ec/ecdsa_small.c) reads only the
 * first table in either case.  -DCB_ECP_COMB2=0 picks it.
 */
#if !defined(CB_ECP_COMB2)
#define CB_ECP_COMB2 1
#endif

/*
 * Inlining: CB_ALWAYS_INLINE where constant arguments must fold (sizes,
 * parameter sets, unrolled loops) or arrays be kept in registers;
 * CB_NOINLINE where a function must stay out of line (its frame nests
 * instead of adding up in its caller's, or its code is kept once).
 * CB_MAYBE_UNUSED marks C that a build with the assembly leaves unused.
 */
#if defined(__GNUC__) || defined(__clang__)
#define CB_ALWAYS_INLINE inline __attribute__((always_inline))
#define CB_NOINLINE __attribute__((noinline))
#define CB_MAYBE_UNUSED __attribute__((unused))
#else
#define CB_ALWAYS_INLINE inline
#define CB_NOINLINE
#define CB_MAYBE_UNUSED
#endif

#endif
