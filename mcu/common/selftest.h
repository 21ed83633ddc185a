/* SPDX-License-Identifier: MIT */
/* Firmware self-test: the known answers of vectors/ (kat.h) and the
 * firmware's own cross checks. */
#ifndef MCU_SELFTEST_H
#define MCU_SELFTEST_H

#include <stddef.h>
#include <stdint.h>

#include "kat.h"

/* Every known-answer record (kat_run), then the assembly against its C
 * twins and the ciphers against their table twins; prints a line each,
 * returns the number of failed cases. */
unsigned selftest_run(void (*print)(const char *));

/* DH over ffdhe2048: two fixed keys agree; 1 if they do. */
int selftest_dh(void);
/*
 * GF(2^255-19) in assembly against its C twins (CB_ARM_F25519_ASM): *n
 * cases, the number that differ returned.
 */
unsigned selftest_f25519(unsigned *n);
/* GF(2^448-2^224-1) likewise (CB_ARM_F448_ASM; selftest_field.c). */
unsigned selftest_f448(unsigned *n);

/*
 * Field assembly against its C twin (selftest_field.c): field i of
 * selftest_nfields (those with assembly in this build), its name, and the
 * number of failing cases (*n counts them all).
 */
extern const unsigned selftest_nfields;
const char *selftest_field_name(unsigned i);
unsigned selftest_field(unsigned i, unsigned *n);
/* The Montgomery rows (selftest_field.c), likewise. */
unsigned selftest_mont_rows(unsigned *n);
/* ML-KEM's NTT-domain assembly against its C twin (selftest_mlkem.c):
 * the number of disagreeing cases, *n counting them all (0 without the
 * assembly). */
unsigned selftest_mlkem_asm(unsigned *n);
/* The symmetric ciphers' assembly against its C twins (selftest_sym.c),
 * likewise: aes_tab's ECB and CTR, ChaCha20's blocks, sm4_tab's rounds,
 * des3_tab's blocks, the Ascon permutation. */
unsigned selftest_aes_tab_asm(unsigned *n);
unsigned selftest_ascon_asm(unsigned *n);
unsigned selftest_chacha20_asm(unsigned *n);
unsigned selftest_sm4_tab_asm(unsigned *n);
unsigned selftest_des3_tab_asm(unsigned *n);

#endif
