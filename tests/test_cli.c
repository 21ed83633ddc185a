/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': the page parsers (one TCase per layout, on table lines of
 * the seed pages), the alias table, per-MHz arithmetic, board resolution,
 * bad input, the shipped data against the seeds, and the tool end to end.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ingest.h"
#include "model.h"
#include "util.h"
#include "tcli.h"

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

/* Parse a page given as a string; returns 0/-1 like ingest_text. */
static int
parse(ingest *ig, const char *page_text, const char *board)
{
	char *copy = strdup(page_text);
	int rc;

	memset(ig, 0, sizeof(*ig));
	ig->path = "page.txt";
	rc = ingest_text(ig, copy, strlen(copy), board);
	free(copy);
	return rc;
}

/* The row for alg/op/impl/metric (and params if not NULL), or NULL. */
static const cb_result *
find(const ingest *ig, const char *alg, const char *op, const char *impl,
     const char *metric, const char *params)
{
	size_t i;

	for (i = 0; i < ig->nrows; i++) {
		const cb_result *r = &ig->rows[i];

		if (strcmp(r->algorithm, alg) == 0 &&
		    strcmp(r->operation, op) == 0 &&
		    strcmp(r->impl, impl) == 0 &&
		    strcmp(r->metric, metric) == 0 &&
		    (params == NULL || strcmp(r->params, params) == 0))
			return r;
	}
	return NULL;
}

#define ASSERT_ROW(ig_, a_, o_, i_, m_, p_, v_, u_) do { \
	const cb_result *r_ = find(ig_, a_, o_, i_, m_, p_); \
	ck_assert_msg(r_ != NULL, "no row %s %s %s %s", a_, o_, i_, m_); \
	ck_assert_str_eq(r_->value, v_); \
	ck_assert_str_eq(r_->unit, u_); \
} while (0)

static const char cyclone_head[] =
	"Crypto Benchmark on STM32F4 MCU\n"
	"ARM Cortex-M4 @ 180 MHz\n"
	"This benchmark conducted on STM32 Nucleo-144 development board with "
	"STM32F439ZI MCU will help you.\n"
	"  \xe2\x80\xa2 Benchmark generated with CycloneCRYPTO 2.2.4\n"
	"  \xe2\x80\xa2 Compiled using Clang with optimization level 3\n";

/* ---- markdown ---- */

START_TEST(markdown_table)
{
	ingest ig;
	char pg[2048];

	snprintf(pg, sizeof(pg), "%s%s", cyclone_head,
		 "| Algorithm | Encryption (Software) | Decryption (Software) "
		 "| Encryption (Hardware) | Decryption (Hardware) |\n"
		 "|---|---|---|---|---|\n"
		 "| 3DES-CBC | 2.805 MB/s | 2.773 MB/s | - | - |\n"
		 "| AES128-CBC | 15.22 MB/s | 14.641 MB/s | 54.054 MB/s | "
		 "53.475 MB/s |\n"
		 "\n"
		 "| Algorithm | Generation (Software) | Verification "
		 "(Software) |\n"
		 "|---|---|---|\n"
		 "| ECDSA (secp256r1) | 13.5 ms | 12.4 ms |\n"
		 "| EdDSA (Ed25519) | 3.2 ms | 2.9 ms |\n");
	ck_assert_int_eq(parse(&ig, pg, NULL), 0);
	ck_assert_uint_eq(ig.nrows, 10);
	ck_assert_str_eq(ig.board.id, "stm32f4");
	ck_assert_str_eq(ig.board.mcu, "STM32F439ZI");
	ck_assert_str_eq(ig.board.core, "Cortex-M4");
	ck_assert(ig.board.clock_mhz == 180);
	ck_assert_str_eq(ig.board.library, "CycloneCRYPTO");
	ck_assert_str_eq(ig.board.library_version, "2.2.4");
	ck_assert_str_eq(ig.board.compiler, "Clang");
	ck_assert_str_eq(ig.board.optimization, "-O3");
	ASSERT_ROW(&ig, "3des-cbc", "decrypt", "sw", "throughput", "",
		   "2.773", "MB/s");
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "hw", "throughput", "",
		   "54.054", "MB/s");
	ASSERT_ROW(&ig, "ecdsa-secp256r1", "sign", "sw", "time", "", "13.5",
		   "ms");
	ASSERT_ROW(&ig, "ed25519", "verify", "sw", "time", "", "2.9", "ms");
	ck_assert_ptr_null(find(&ig, "3des-cbc", "encrypt", "hw", "throughput",
				NULL));
	ingest_free(&ig);
}
END_TEST

/* ---- run-together text ---- */

START_TEST(runon_one_line_header)
{
	ingest ig;
	char pg[2048];

	snprintf(pg, sizeof(pg), "%s%s", cyclone_head,
		 "AlgorithmCBC Encrypt (Software)CBC Decrypt (Software)CCM "
		 "Encrypt (Software)CCM Decrypt (Software)GCM Encrypt "
		 "(Software)GCM Decrypt (Software)\n"
		 "3DES0.285 MB/s0.282 MB/s----\n"
		 "AES-1281.514 MB/s1.482 MB/s0.805 MB/s0.805 MB/s0.981 MB/s"
		 "0.979 MB/s\n"
		 "\n"
		 "AlgorithmSpeed (Software)Speed (Hardware)\n"
		 "MD512.033 MB/s78.125 MB/s\n"
		 "SHA-2241.942 MB/s75.187 MB/s\n"
		 "SHA3-5120.638 MB/s-\n"
		 "\n"
		 "AlgorithmSignature Generation (Software)Signature "
		 "Verification (Software)\n"
		 "RSA (1024 bits)84.1 ms15 ms\n"
		 "ECDSA (P-256)180.4 ms227.2 ms\n");
	ck_assert_int_eq(parse(&ig, pg, NULL), 0);
	ck_assert_uint_eq(ig.nrows, 2 + 6 + 2 + 2 + 1 + 4);
	ASSERT_ROW(&ig, "3des-cbc", "encrypt", "sw", "throughput", "",
		   "0.285", "MB/s");
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "sw", "throughput", "",
		   "1.514", "MB/s");
	ASSERT_ROW(&ig, "aes-128-ccm", "decrypt", "sw", "throughput", "",
		   "0.805", "MB/s");
	ASSERT_ROW(&ig, "aes-128-gcm", "decrypt", "sw", "throughput", "",
		   "0.979", "MB/s");
	ASSERT_ROW(&ig, "md5", "hash", "sw", "throughput", "", "12.033",
		   "MB/s");
	ASSERT_ROW(&ig, "md5", "hash", "hw", "throughput", "", "78.125",
		   "MB/s");
	ASSERT_ROW(&ig, "sha224", "hash", "sw", "throughput", "", "1.942",
		   "MB/s");
	ASSERT_ROW(&ig, "sha3-512", "hash", "sw", "throughput", "", "0.638",
		   "MB/s");
	ASSERT_ROW(&ig, "rsa-1024", "verify", "sw", "time", "", "15", "ms");
	ASSERT_ROW(&ig, "ecdsa-secp256r1", "sign", "sw", "time", "", "180.4",
		   "ms");
	ingest_free(&ig);
}
END_TEST

START_TEST(runon_split_header)
{
	ingest ig;
	char pg[2048];

	snprintf(pg, sizeof(pg), "%s%s",
		 "Crypto Benchmark on M487 MCU\n"
		 "ARM Cortex-M4 @ 192 MHz\n"
		 "This benchmark conducted on NuMaker-IoT-M487 will help you "
		 "... running on Nuvoton M487 microcontroller.\n",
		 "Algorithm Encryption\n"
		 "(Software)\t\t Decryption\n"
		 "(Software)\t\t Encryption\n"
		 "(Hardware)\t\t Decryption\n"
		 "(Hardware)\n"
		 "Ascon-AEAD1282.516 MB/s2.511 MB/s--\n"
		 "ChaCha20Poly13051.786 MB/s1.766 MB/s--\n"
		 "\n"
		 "Algorithm Speed\n"
		 "(Software)\t\t Speed\n"
		 "(Hardware)\n"
		 "SM32.234 MB/s-\n"
		 "Ascon-Hash2560.952 MB/s-\n"
		 "\n"
		 "Algorithm Generation\n"
		 "(Software)\t\t Verification\n"
		 "(Software)\t\t Generation\n"
		 "(Hardware)\t\t Verification\n"
		 "(Hardware)\n"
		 "SM255.1 ms55.1 ms8.7 ms8.7 ms\n"
		 "\n"
		 "Algorithm Public Key Generation\n"
		 "(Software)\t\t Shared Secret Computation\n"
		 "(Software)\n"
		 "ECDH (SM2)54.9 ms54.8 ms\n"
		 "ECDH (X25519)8.2 ms8.3 ms");
	ck_assert_int_eq(parse(&ig, pg, NULL), 0);
	ck_assert_str_eq(ig.board.id, "m487");
	ck_assert_str_eq(ig.board.mcu, "M487");
	ck_assert_str_eq(ig.board.vendor, "Nuvoton");
	ck_assert_str_eq(ig.board.name, "NuMaker-IoT-M487");
	ck_assert_uint_eq(ig.nrows, 4 + 2 + 4 + 4);
	ASSERT_ROW(&ig, "ascon-aead128", "encrypt", "sw", "throughput", "",
		   "2.516", "MB/s");
	ASSERT_ROW(&ig, "chacha20-poly1305", "decrypt", "sw", "throughput",
		   "", "1.766", "MB/s");
	ASSERT_ROW(&ig, "sm3", "hash", "sw", "throughput", "", "2.234",
		   "MB/s");
	ASSERT_ROW(&ig, "ascon-hash256", "hash", "sw", "throughput", "",
		   "0.952", "MB/s");
	ASSERT_ROW(&ig, "sm2", "sign", "sw", "time", "", "55.1", "ms");
	ASSERT_ROW(&ig, "sm2", "verify", "hw", "time", "", "8.7", "ms");
	ASSERT_ROW(&ig, "ecdh-sm2", "keygen", "sw", "time", "", "54.9", "ms");
	ASSERT_ROW(&ig, "x25519", "shared-secret", "sw", "time", "", "8.3",
		   "ms");
	ingest_free(&ig);
}
END_TEST

/* ---- ST wiki ---- */

static const char st_head[] =
	"Cryptographic performance on STM32U3 Series V5.x\n"
	"STM32 MCU STM32U385RGTxQ\n"
	"Board NUCLEO-U385RG-Q\n"
	"Cryptographic library version 050000B2[ver. 1]\n"
	"System core clock frequency 96 MHz\n"
	"1.4. Development toolchains and compilers\n"
	"IAR Embedded Workbench IAR ANSI C/C++ Compiler V9.40.1.364/W64 for "
	"ARM\n"
	"The measurements are done using a project built with the High Speed "
	"optimization setting enabled.\n"
	"The CMOX library.\n";

START_TEST(stwiki_tables)
{
	ingest ig;
	char pg[4096];

	snprintf(pg, sizeof(pg), "%s%s", st_head,
		 "2.1. AES symmetric key encryption and decryption\n"
		 "2.1.1. Sole buffer mode\n"
		 "AES mode Key size Buffer size Cipher operation Configuration "
		 "Cycles Time\n"
		 "AES CBC 128 bits 32 bytes Encryption Small 3672 38 \xc2\xb5s\n"
		 "AES CBC 128 bits 128 bytes Encryption Small 11 609 120 "
		 "\xc2\xb5s\n"
		 "\n"
		 "Cipher operation Configuration Code Constant data Global "
		 "data Stack usage\n"
		 "Encryption Small 2386 bytes 324 bytes 0 bytes 552 bytes\n"
		 "\n"
		 "2.1.2. Data flow mode\n"
		 "AES mode Key size Message size Chunk size Cipher operation "
		 "Configuration Cycles Bit rate\n"
		 "AES CBC 256 bits 8000 bytes 2048 bytes Encryption Small 871 "
		 "672 881 Kbytes/s\n"
		 "\n"
		 "2.2. HASH digest\n"
		 "2.2.2. Data flow mode\n"
		 "The table below shows the final tag generation done through "
		 "the call to cmox_hash_generateTag.\n"
		 "HASH mode Cycles Time\n"
		 "SHA384 14 261 148 \xc2\xb5s\n"
		 "\n"
		 "2.5. RSA signature and verification\n"
		 "PKCS#1 Priv. key mod. exp. method Hash method Modulus size "
		 "Operation RSA mathematics configuration Priv. key mod. exp. "
		 "implementation Cycles Time\n"
		 "v2.2 No CRT SHA-256 3K Signature Small Low 762 181 864 7939 "
		 "ms\n"
		 "\n"
		 "2.6. Post-Quantum Cryptography ML-DSA\n"
		 "Suite Function Cycles Time (in ms) Stack usage Working "
		 "buffer\n"
		 "ML-DSA-44 keyGen 1 988 616 20 476 7116\n"
		 "ML-DSA-87 Signature Low RAM 9 008 800 93 756 19 532\n");
	ck_assert_int_eq(parse(&ig, pg, NULL), 0);
	ck_assert_str_eq(ig.board.id, "stm32u3");
	ck_assert_str_eq(ig.board.mcu, "STM32U385RGTxQ");
	ck_assert_str_eq(ig.board.core, "Cortex-M33");
	ck_assert_str_eq(ig.board.library, "CMOX");
	ck_assert_str_eq(ig.board.library_version, "050000B2");
	ck_assert_str_eq(ig.board.optimization, "High Speed");
	ck_assert(ig.board.clock_mhz == 96);
	ck_assert_int_eq(ig.warnings, 0);
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "sw", "cycles",
		   "mode=sole-buffer;buffer=128;config=small", "11609",
		   "cycles");
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "sw", "time",
		   "mode=sole-buffer;buffer=128;config=small", "120", "us");
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "sw", "time",
		   "mode=sole-buffer;buffer=32;config=small", "38", "us");
	ASSERT_ROW(&ig, "aes-cbc", "encrypt", "sw", "const-data",
		   "mode=sole-buffer;config=small", "324", "bytes");
	ASSERT_ROW(&ig, "aes-256-cbc", "encrypt", "sw", "cycles",
		   "mode=data-flow;message=8000;chunk=2048;config=small",
		   "871672", "cycles");
	ASSERT_ROW(&ig, "aes-256-cbc", "encrypt", "sw", "throughput", NULL,
		   "881", "KB/s");
	ASSERT_ROW(&ig, "sha384", "final", "sw", "cycles", "mode=data-flow",
		   "14261", "cycles");
	ASSERT_ROW(&ig, "rsa-3072", "sign", "sw", "cycles",
		   "pkcs1=v2.2;modexp=no-crt;hash=sha-256;config=small;"
		   "modexp-impl=low", "762181864", "cycles");
	ASSERT_ROW(&ig, "ml-dsa-44", "keygen", "sw", "cycles", "", "1988616",
		   "cycles");
	ASSERT_ROW(&ig, "ml-dsa-44", "keygen", "sw", "time", "", "20", "ms");
	ASSERT_ROW(&ig, "ml-dsa-44", "keygen", "sw", "work-buffer", "",
		   "7116", "bytes");
	ASSERT_ROW(&ig, "ml-dsa-87", "sign", "sw", "cycles",
		   "variant=low-ram", "9008800", "cycles");
	ASSERT_ROW(&ig, "ml-dsa-87", "sign", "sw", "work-buffer",
		   "variant=low-ram", "19532", "bytes");
	ck_assert_uint_eq(ig.nrows, 2 * 2 + 4 + 2 + 2 + 2 + 4 * 2);
	ingest_free(&ig);
}
END_TEST

START_TEST(stwiki_disagreement_warns)
{
	ingest ig;
	char pg[2048];

	/* 3672 cycles at 96 MHz are 38.25 us, not 50 */
	snprintf(pg, sizeof(pg), "%s%s", st_head,
		 "2.1. AES\n"
		 "AES mode Key size Buffer size Cipher operation Configuration "
		 "Cycles Time\n"
		 "AES CBC 128 bits 32 bytes Encryption Small 3672 50 "
		 "\xc2\xb5s\n");
	ck_assert_int_eq(parse(&ig, pg, NULL), 0);
	ck_assert_int_eq(ig.warnings, 1);
	ingest_free(&ig);
}
END_TEST

/* ---- aliases and arithmetic ---- */

START_TEST(aliases)
{
	static const char *const pairs[][2] = {
		{ "AES128-CBC", "aes-128-cbc" },
		{ "AES-128 CBC", "aes-128-cbc" },
		{ "ECDSA (P-256)", "ecdsa-secp256r1" },
		{ "ECDSA (secp256r1)", "ecdsa-secp256r1" },
		{ "ECDH (SM2)", "ecdh-sm2" },
		{ "ECDH (X25519)", "x25519" },
		{ "EdDSA (Ed448)", "ed448" },
		{ "SHA-256", "sha256" },
		{ "SHA256", "sha256" },
		{ "SHA3-224", "sha3-224" },
		{ "ChaCha20Poly1305", "chacha20-poly1305" },
		{ "Diffie-Hellman (2048 bits)", "dh-2048" },
		{ "RSA 3K", "rsa-3072" },
		{ "ML-DSA-65", "ml-dsa-65" },
		{ "HBS-LMS", "lms" },
	};
	size_t i;

	for (i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++) {
		const cb_alg *a = alg_lookup(pairs[i][0]);

		ck_assert_msg(a != NULL, "no alias for %s", pairs[i][0]);
		ck_assert_str_eq(a->id, pairs[i][1]);
	}
	ck_assert_str_eq(ig_alg("AES-128", "CBC")->id, "aes-128-cbc");
	ck_assert_str_eq(ig_alg("3DES", "CBC")->id, "3des-cbc");
	ck_assert_ptr_null(alg_lookup("AES-12"));
	ck_assert_ptr_null(alg_lookup("SM"));
	ck_assert_ptr_null(alg_lookup("Rot13"));
	ck_assert_ptr_null(alg_lookup(""));
}
END_TEST

/* A row typed from its fields (as at load), then normalised. */
static norm_kind
typed_norm(cb_result *r, double mhz, double *v)
{
	ck_assert_int_eq(result_type(r, NULL), 0);
	return norm_value(r, mhz, v);
}

START_TEST(normalisation)
{
	cb_result r;
	double v;

	memset(&r, 0, sizeof(r));
	strcpy(r.operation, "encrypt");
	strcpy(r.metric, "throughput");
	strcpy(r.unit, "MB/s");
	r.v = 1.514;    /* STM32F4 AES-128-CBC encrypt at 180 MHz */
	ck_assert_int_eq(typed_norm(&r, 180, &v), NORM_CPB);
	ck_assert_msg(fabs(v - 118.89) < 0.01, "%f", v);
	strcpy(r.unit, "KB/s");
	r.v = 1149;     /* 8000 B in 668 280 cycles at 96 MHz */
	ck_assert_int_eq(typed_norm(&r, 96, &v), NORM_CPB);
	ck_assert_msg(fabs(v - 83.55) < 0.01, "%f", v);
	strcpy(r.metric, "time");
	strcpy(r.unit, "ms");
	strcpy(r.operation, "sign");
	r.v = 63;       /* M487 ECDSA P-256 sign: 63 ms at 192 MHz */
	ck_assert_int_eq(typed_norm(&r, 192, &v), NORM_CPO);
	ck_assert_msg(fabs(v - 12096000) < 1, "%f", v);
	strcpy(r.unit, "us");
	r.v = 38;
	ck_assert_int_eq(typed_norm(&r, 96, &v), NORM_CPO);
	ck_assert_msg(fabs(v - 3648) < 1e-6, "%f", v);
	strcpy(r.metric, "cycles");
	strcpy(r.unit, "cycles");
	strcpy(r.operation, "encrypt");
	strcpy(r.params, "mode=data-flow;message=8000;chunk=128");
	r.v = 668280;
	ck_assert_int_eq(typed_norm(&r, 96, &v), NORM_CPB);
	ck_assert_msg(fabs(v - 83.535) < 1e-6, "%f", v);
	strcpy(r.metric, "code");
	strcpy(r.unit, "bytes");
	r.v = 2386;     /* footprint: compared as it is, no clock */
	ck_assert_int_eq(typed_norm(&r, 96, &v), NORM_BYTES);
	ck_assert_msg(v == 2386, "%f", v);
	strcpy(r.unit, "furlongs");
	ck_assert_int_eq(typed_norm(&r, 96, &v), NORM_NONE);
}
END_TEST

/* ---- bad input ---- */

static void
expect_fail(const char *text, const char *needle)
{
	ingest ig;
	char *copy = malloc(strlen(text) + 1);

	memcpy(copy, text, strlen(text) + 1);
	memset(&ig, 0, sizeof(ig));
	ig.path = "bad.txt";
	ck_assert_int_eq(ingest_text(&ig, copy, strlen(text), NULL), -1);
	ck_assert_msg(strstr(ig.err, needle) != NULL, "'%s' lacks '%s'",
		      ig.err, needle);
	ingest_free(&ig);
	free(copy);
}

START_TEST(bad_pages)
{
	char pg[2048];
	char bin[] = "Crypto\0Benchmark";
	ingest ig;

	expect_fail("", "empty page");
	expect_fail("  \n\n", "empty page");
	memset(&ig, 0, sizeof(ig));
	ig.path = "bad.txt";
	ck_assert_int_eq(ingest_text(&ig, bin, sizeof(bin) - 1, NULL), -1);
	ck_assert_ptr_nonnull(strstr(ig.err, "binary"));
	expect_fail("caf\xc3\n", "UTF-8");
	expect_fail("hello\nworld\n", "no benchmark table");
	/* ... and the refusal lists the layouts there are */
	expect_fail("hello\nworld\n", "cyclone-markdown (CycloneCRYPTO");
	expect_fail("hello\nworld\n", "st-wiki (ST wiki");
	/* unknown algorithm, named with its line */
	snprintf(pg, sizeof(pg), "%s%s", cyclone_head,
		 "| Algorithm | Encryption (Software) |\n|---|---|\n"
		 "| Rot13-CBC | 2.805 MB/s |\n");
	expect_fail(pg, "bad.txt:8: unknown algorithm 'Rot13-CBC'");
	/* value without unit */
	snprintf(pg, sizeof(pg), "%s%s", cyclone_head,
		 "| Algorithm | Encryption (Software) |\n|---|---|\n"
		 "| AES128-CBC | 2.805 |\n");
	expect_fail(pg, "bad.txt:8: value '2.805' has no unit");
	snprintf(pg, sizeof(pg), "%s%s", cyclone_head,
		 "AlgorithmSpeed (Software)\nMD512.033 MB/s\nSHA-2561.942\n");
	expect_fail(pg, "bad.txt:8: cell 1 of 'SHA-2561.942': value "
		    "without unit");
	/* truncated: a row cut short, a header with no rows */
	snprintf(pg, sizeof(pg), "%s%s", cyclone_head,
		 "| Algorithm | Encryption (Software) | Decryption (Software) "
		 "|\n|---|---|---|\n| AES128-CBC | 15.22 MB/s | 14.6");
	expect_fail(pg, "bad.txt:8: row has 0 cells, the header 3 "
		    "(truncated?)");
	snprintf(pg, sizeof(pg), "%s%s", cyclone_head,
		 "Algorithm Encryption\n(Software)\t\t Decryption\n");
	expect_fail(pg, "bad.txt:6: table header is not complete");
	snprintf(pg, sizeof(pg), "%s%s", st_head,
		 "2.1. AES\nAES mode Key size Buffer size Cipher operation "
		 "Configuration Cycles Time\nAES CBC 128 bits 32 bytes "
		 "Encryption Small 3672\n");
	expect_fail(pg, "bad.txt:12: cannot read 2 values");
	/* an unknown column */
	snprintf(pg, sizeof(pg), "%s%s", cyclone_head,
		 "| Algorithm | Wobble (Software) |\n|---|---|\n"
		 "| AES128-CBC | 1 MB/s |\n");
	expect_fail(pg, "bad.txt:6: unknown column 'Wobble (Software)'");
}
END_TEST

/* ---- boards ---- */

START_TEST(resolve_boards)
{
	cb_dataset ds;
	static const char *const names[][2] = {
		{ "stm32f4", "STM32F439ZI" }, { "STM32F4", "STM32F439ZI" },
		{ "m487", "M487" }, { "same51", "SAME51" },
		{ "stm32n6", "STM32N657X0" }, { "stm32u3", "STM32U385RGTxQ" },
		{ "stm32f439zi", "STM32F439ZI" }, { "STM32U385", "STM32U385RGTxQ" },
		{ "stm32wb55", "STM32WB55" }, { "pqm4", "STM32L4R5ZI" },
	};
	size_t i;

	ck_assert_int_eq(data_load(SRCDATA, &ds), 0);
	/* the seeds' five, the kept pages of tests/vectors/pages/ (the 31 of
	 * pages.list) */
	ck_assert_uint_eq(ds.nboards, 36);
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		const cb_board *b = data_resolve(&ds, names[i][0]);

		ck_assert_msg(b != NULL, "%s unresolved", names[i][0]);
		ck_assert_str_eq(b->mcu, names[i][1]);
	}
	ck_assert_ptr_null(data_resolve(&ds, "stm32"));   /* ambiguous */
	ck_assert_ptr_null(data_resolve(&ds, "nrf52"));   /* unknown */
	ck_assert_ptr_null(data_resolve(&ds, ""));
	data_free(&ds);
}
END_TEST

/* ---- shipped data == ingest(seed page) ---- */

static const struct {
	const char *page, *id;
	size_t cells;
} seeds[] = {
	{ "000_c1c3a8ba58399f69.txt", "stm32n6", 189 },
	{ "001_5b07fd63510a7f98.txt", "stm32f4", 88 },
	{ "002_69c39b5838eb3578.txt", "m487", 167 },
	{ "003_18c5b3366b376648.txt", "same51", 163 },
	{ "004_cc62a08ab2af6ed2.txt", "stm32u3", 574 },
};

START_TEST(shipped_data_is_ingest_output)
{
	char path[4096], *text, *want, *got;
	size_t len, wlen, glen, r;
	ingest ig;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", SEEDS, seeds[_i].page);
	text = t_slurp(path, &len);
	/* main() skips the whole test when SEEDS is missing, not a page */
	ck_assert_msg(text != NULL, "%s missing", path);
	memset(&ig, 0, sizeof(ig));
	ig.path = path;
	ck_assert_msg(ingest_text(&ig, text, len, NULL) == 0, "%s", ig.err);
	ck_assert_str_eq(ig.board.id, seeds[_i].id);
	ck_assert_uint_eq(ig.nrows, seeds[_i].cells);
	ck_assert_int_eq(ig.warnings, 0);
	/* the CSV it writes is byte for byte the shipped one */
	f = open_memstream(&got, &glen);
	fputs(CB_RESULTS_HEADER "\n", f);
	for (r = 0; r < ig.nrows; r++)
		data_write_result(f, &ig.rows[r]);
	fclose(f);
	snprintf(path, sizeof(path), "%s/results/%s.csv", SRCDATA,
		 seeds[_i].id);
	want = t_slurp(path, &wlen);
	ck_assert_ptr_nonnull(want);
	ck_assert_msg(glen == wlen && memcmp(got, want, glen) == 0,
		      "%s differs from ingest output", path);
	free(got);
	free(want);
	/* and its boards.csv row */
	f = open_memstream(&got, &glen);
	data_write_board(f, &ig.board);
	fclose(f);
	snprintf(path, sizeof(path), "%s/boards.csv", SRCDATA);
	want = t_slurp(path, &wlen);
	ck_assert_msg(strstr(want, got) != NULL, "boards.csv lacks %s", got);
	free(got);
	free(want);
	ingest_free(&ig);
	free(text);
}
END_TEST

/* ---- the tool end to end ---- */

START_TEST(cli_compare)
{
	char *out, *err;

	ck_assert_int_eq(t_run("compare stm32f4 m487", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "aes-128-cbc"));
	ck_assert_ptr_nonnull(strstr(out, "118.9"));    /* 180 / 1.514 */
	ck_assert_ptr_nonnull(strstr(out, "79.2"));     /* 192 / 2.424 */
	ck_assert_ptr_nonnull(strstr(out, "0.67x"));
	ck_assert_ptr_nonnull(strstr(out, "MB = 10^6"));
	ck_assert_str_eq(err, "");
	free(out);
	free(err);
	ck_assert_int_eq(t_run("--format csv compare stm32f4 m487 --impl hw "
			     "--family hash", &out, &err), 0);
	/* one line per board and figure, typed; the board's fields */
	ck_assert_ptr_nonnull(strstr(out, "family,algorithm,operation,impl,"
				     "config,kind,"));
	T_CSV_EQ(out, "algorithm=sha256&board=stm32f4", "value", "75.757");
	T_CSV_EQ(out, "algorithm=sha256&board=stm32f4", "unit", "MB/s");
	T_CSV_NEAR(out, "algorithm=sha256&board=stm32f4", "per_mhz",
		   180 / 75.757);
	T_CSV_NEAR(out, "algorithm=sha256&board=m487", "per_mhz",
		   192 / 37.313);
	T_CSV_NEAR(out, "algorithm=sha256&board=m487", "ratio",
		   192 / 37.313 / (180 / 75.757));
	/* at the board's clock: the published MB/s */
	T_CSV_NEAR(out, "algorithm=sha256&board=m487", "abs", 37.313);
	T_CSV_EQ(out, "algorithm=sha256&board=m487", "abs_unit", "MB/s");
	T_CSV_EQ(out, "algorithm=sha256&board=m487", "board_clock_mhz", "192");
	T_CSV_EQ(out, "algorithm=sha256&board=m487", "board_library",
		 "CycloneCRYPTO");
	ck_assert_ptr_null(strstr(out, ",sw,"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("--format json compare m487 stm32u3 --algo "
			     "'ecdsa-*'", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "{\"board\": \"stm32u3\", "
				     "\"value\": 1828304, \"unit\": "
				     "\"cycles\""));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("compare stm32f4 nrf52", &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "unknown board 'nrf52'"));
	ck_assert_ptr_nonnull(strstr(err, "m487"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("compare stm32 m487", &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "ambiguous"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("compare m487", &out, &err), 2);
	free(out);
	free(err);
	ck_assert_int_eq(t_run("compare m487 same51 --family pq", &out, &err),
			 1);
	ck_assert_ptr_nonnull(strstr(err, "no algorithm"));
	free(out);
	free(err);
}
END_TEST

START_TEST(cli_help_list_show)
{
	static const char *const cmds[] = { "--help", "list --help",
		"show --help", "compare --help", "ingest --help", "verify --help",
		"plot --help",
		"--version" };
	char *out, *err;
	size_t i;

	for (i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++) {
		ck_assert_int_eq(t_run(cmds[i], &out, &err), 0);
		ck_assert_msg(strlen(out) > 10, "%s printed nothing", cmds[i]);
		free(out);
		free(err);
	}
	ck_assert_int_eq(t_run("list", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "STM32F439ZI"));
	ck_assert_ptr_nonnull(strstr(out, "574"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("show stm32u3 --family pq", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "ml-dsa-87"));
	ck_assert_ptr_null(strstr(out, "aes-128-cbc"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("--format markdown show m487 --algo sm3", &out,
			     &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "| hash | sm3 | hash | sw |"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("--format yaml list", &out, &err), 2);
	free(out);
	free(err);
	ck_assert_int_eq(t_run("verify --algo no-such-algorithm", &out, &err),
			 1);
	ck_assert_ptr_nonnull(strstr(err, "no-such-algorithm"));
	free(out);
	free(err);
#ifdef CB_HAVE_LIBCRYPTO
	/* OpenSSL 3.0 has no ML-KEM: an n/a row, not a failure */
	ck_assert_int_eq(t_run("verify --algo ml-kem-512", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "openssl            0       0  n/a"));
	ck_assert_ptr_nonnull(strstr(out, "fips203-model"));
	free(out);
	free(err);
	/* nor ML-DSA: stated, not failed, beside the cross check */
	ck_assert_int_eq(t_run("verify --algo ml-dsa-44", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, " n/a "));
	ck_assert_ptr_nonnull(strstr(out, "ml-dsa-44  cross"));
	free(out);
	free(err);
	/* nor LMS: stated, beside the published signatures regenerated */
	ck_assert_int_eq(t_run("verify --algo lms", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "lms        openssl        0       0  n/a"));
	ck_assert_ptr_nonnull(strstr(out, "lms        published"));
	ck_assert_ptr_nonnull(strstr(out, "lms        cross"));
	free(out);
	free(err);
#endif
	/* run --target: bad machine, and options that need --target */
	ck_assert_int_eq(t_run("run --target qemu-m7", &out, &err), 2);
	ck_assert_ptr_nonnull(strstr(err, "--target takes qemu-m4"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("run --full", &out, &err), 2);
	free(out);
	free(err);
	ck_assert_int_eq(t_run("run --target qemu-m4 --ref openssl", &out, &err),
			 2);
	free(out);
	free(err);
	ck_assert_int_eq(t_run("frobnicate", &out, &err), 2);
	free(out);
	free(err);
	ck_assert_int_eq(t_run("show m487 --impl fpga", &out, &err), 2);
	free(out);
	free(err);
}
END_TEST

START_TEST(cli_ingest_keeps_data)
{
	char dir[] = "/tmp/cbtest-XXXXXX", path[256], args[1024], *out, *err;
	size_t len;
	FILE *f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/bad.txt", dir);
	f = fopen(path, "w");
	fputs("Crypto Benchmark on X MCU\nAlgorithmSpeed (Software)\n"
	      "MD512.033 MB/s\nSHA-2561.942\n", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/keep.csv", dir);
	f = fopen(path, "w");
	fputs("precious\n", f);
	fclose(f);
	snprintf(args, sizeof(args), "ingest %s/bad.txt -o %s", dir, path);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "bad.txt:4:"));
	ck_assert_ptr_nonnull(strstr(err, "left unchanged"));
	free(out);
	free(err);
	out = t_slurp(path, &len);
	ck_assert_str_eq(out, "precious\n");
	free(out);
	snprintf(args, sizeof(args), "ingest %s/missing.txt", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "cannot open"));
	free(out);
	free(err);
	/* a good page replaces the file */
	snprintf(args, sizeof(args), "ingest %s/%s -o %s", SEEDS,
		 seeds[1].page, path);
	if (access(SEEDS, R_OK) == 0) {
		ck_assert_int_eq(t_run(args, &out, &err), 0);
		free(out);
		free(err);
		out = t_slurp(path, &len);
		ck_assert_ptr_nonnull(strstr(out, "stm32f4,sw,aes-128-cbc,"
					     "encrypt,,throughput,1.514,MB/s"));
		free(out);
	}
	snprintf(args, sizeof(args), "rm -rf %s", dir);
	ck_assert_int_eq(system(args), 0);
}
END_TEST

/* ---- malformed data files ---- */

START_TEST(cli_bad_data)
{
	char dir[] = "/tmp/cbdata-XXXXXX", path[256], args[512], *out, *err;
	FILE *f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	f = fopen(path, "w");
	fputs(CB_BOARDS_HEADER "\nb1,B,M,Cortex-M4,100,V,L,1,cc,-O2,published,"
	      "src\n", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/results/b1.csv", dir);
	f = fopen(path, "w");
	fputs(CB_RESULTS_HEADER "\nb1,sw,sha256,hash,,throughput,1.5,MB/s,"
	      "3\nb1,sw,sha256,hash,,throughput,fast,MB/s,4\n", f);
	fclose(f);
	/* a bad line leaves its board out, named, and the rest loads */
	snprintf(args, sizeof(args), "--data-only %s list", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(err, "results/b1.csv:3: bad value "
				     "'fast'"));
	ck_assert_ptr_nonnull(strstr(err, "board 'b1' left out"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "--data-only %s show b1", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	free(out);
	free(err);
	/* a truncated row, and an unknown board */
	snprintf(args, sizeof(args), "--data-only %s list", dir);
	f = fopen(path, "w");
	fputs(CB_RESULTS_HEADER "\nb2,sw,sha256,hash,,throughput,1.5,MB/s,"
	      "3\n", f);
	fclose(f);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(err, "b1.csv:2: board 'b2' is not in "
				     "boards.csv"));
	free(out);
	free(err);
	f = fopen(path, "w");
	fputs(CB_RESULTS_HEADER "\nb1,sw,sha256,hash\n", f);
	fclose(f);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(err, "b1.csv:2: expected 9 fields, "
				     "found 4"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "rm -rf %s", dir);
	ck_assert_int_eq(system(args), 0);
}
END_TEST

/* Footprint rows (bytes) compare as they are, matched on their metric. */
START_TEST(cli_compare_footprint)
{
	char dir[] = "/tmp/cbfp-XXXXXX", path[256], args[512], *out, *err;
	FILE *f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	f = fopen(path, "w");
	fputs(CB_BOARDS_HEADER "\na1,A,M,Cortex-M4,100,V,L,1,cc,-O2,published,"
	      "s\nb1,B,M,Cortex-M4,50,V,L,1,cc,-O2,emulated: QEMU,s\n", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/results/a.csv", dir);
	f = fopen(path, "w");
	fputs(CB_RESULTS_HEADER "\na1,sw,sha256,hash,,code,2000,bytes,1\n"
	      "a1,sw,sha256,hash,,stack,500,bytes,1\n"
	      "a1,sw,sha256,hash,,throughput,2,MB/s,2\n"
	      "b1,sw,sha256,hash,config=small,code,1000,bytes,1\n"
	      "b1,sw,sha256,hash,config=fast,code,1500,bytes,1\n"
	      "b1,sw,sha256,hash,,throughput,1,MB/s,2\n", f);
	fclose(f);
	snprintf(args, sizeof(args), "--data-only %s compare a1 b1", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	/* an emulated board's column says insns, never cycles */
	ck_assert_ptr_nonnull(strstr(out, "cycles/B  MB/s  insns/B"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "--data-only %s --format csv compare a1 b1",
		 dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	/* 100 MHz / 2 MB/s = 50 cycles/B; 50 / 1 = 50: ratio 1 */
	T_CSV_EQ(out, "kind=per-byte&board=a1", "per_mhz", "50");
	T_CSV_EQ(out, "kind=per-byte&board=b1", "per_mhz", "50");
	T_CSV_EQ(out, "kind=per-byte&board=b1", "ratio", "1");
	/* code: the smaller variant of b1, ratio 0.5; stack only on a1 */
	T_CSV_EQ(out, "footprint_of=code&board=b1", "value", "1000");
	T_CSV_EQ(out, "footprint_of=code&board=b1", "ratio", "0.5");
	T_CSV_EQ(out, "footprint_of=code&board=b1", "variant",
		 "config=small");
	ck_assert_ptr_null(strstr(out, "stack"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "rm -rf %s", dir);
	ck_assert_int_eq(system(args), 0);
}
END_TEST

/* A data folder of boards with configurations: a1 publishes as CMOX
 * does (small/superfast, curve-def, ML-DSA's low-ram and default, AES
 * small/fast, stack and work buffer), b1 is an emulated run of ours
 * (config=small|fast|ct|table, stack and work= rows, a footprint row),
 * c1 names no configuration. */
static void
config_data(char *dir, size_t len)
{
	char path[300];

	t_scratch(dir, len, "cmpcfg");
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	t_put_file(path, CB_BOARDS_HEADER "\n"
		   "a1,A,M,Cortex-M33,100,V,CMOX,1,cc,-O2,published,s\n"
		   "b1,B,M,Cortex-M33,1000,V,cryptobench,1,gcc,-O2,"
		   "emulated: QEMU,s\n"
		   "c1,C,M,Cortex-M33,100,V,L,1,cc,-O2,published,s\n");
	snprintf(path, sizeof(path), "%s/results/a.csv", dir);
	t_put_file(path, CB_RESULTS_HEADER "\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=small;curve-def=low,cycles,"
	    "3000,cycles,1\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=small;curve-def=high,cycles,"
	    "2800,cycles,2\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=superfast;curve-def=high,"
	    "cycles,1800,cycles,3\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=small;curve-def=low,stack,"
	    "440,bytes,4\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=small;curve-def=low,"
	    "work-buffer,628,bytes,4\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=small;curve-def=high,stack,"
	    "440,bytes,5\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=small;curve-def=high,"
	    "work-buffer,696,bytes,5\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=superfast;curve-def=high,"
	    "stack,444,bytes,6\n"
	    "a1,sw,ecdsa-secp256r1,sign,config=superfast;curve-def=high,"
	    "work-buffer,696,bytes,6\n"
	    "a1,sw,ed25519,sign,message=1023;config=small,cycles,2500,"
	    "cycles,7\n"
	    "a1,sw,ed25519,sign,message=1023;config=superfast,cycles,1900,"
	    "cycles,8\n"
	    "a1,sw,ml-dsa-44,sign,,cycles,3500,cycles,9\n"
	    "a1,sw,ml-dsa-44,sign,variant=low-ram,cycles,3800,cycles,10\n"
	    "a1,sw,ml-dsa-44,keygen,,cycles,2000,cycles,15\n"
	    "a1,sw,sha256,hash,mode=sole-buffer;buffer=64,cycles,6400,cycles,"
	    "11\n"
	    "a1,sw,sha256,hash,mode=sole-buffer,stack,532,bytes,12\n"
	    "a1,sw,aes-128-cbc,encrypt,buffer=64;config=small,cycles,3200,"
	    "cycles,13\n"
	    "a1,sw,aes-128-cbc,encrypt,buffer=64;config=fast,cycles,1600,"
	    "cycles,14\n"
	    "b1,sw,ecdsa-secp256r1,sign,mode=op;config=small,insns,2500,"
	    "emulated-insns,1\n"
	    "b1,sw,ecdsa-secp256r1,sign,mode=op;config=small,stack,900,bytes,"
	    "1\n"
	    "b1,sw,ecdsa-secp256r1,sign,mode=op;config=fast,insns,1500,"
	    "emulated-insns,2\n"
	    "b1,sw,ecdsa-secp256r1,sign,mode=op;config=fast,stack,3000,bytes,"
	    "2\n"
	    "b1,sw,ecdsa-secp256r1,sign,config=fast,code,20000,bytes,9\n"
	    "b1,sw,ed25519,sign,mode=op;config=fast,insns,700,emulated-insns,"
	    "3\n"
	    "b1,sw,ml-dsa-44,sign,mode=op;config=small,insns,4000,"
	    "emulated-insns,4\n"
	    "b1,sw,ml-dsa-44,sign,mode=op;config=small,stack,2196,bytes,4\n"
	    "b1,sw,ml-dsa-44,sign,mode=op;config=small,work-buffer,9216,"
	    "bytes,4\n"
	    "b1,sw,ml-dsa-44,sign,mode=op;config=fast,insns,3000,"
	    "emulated-insns,5\n"
	    "b1,sw,ml-dsa-44,keygen,mode=op;config=fast,insns,1000,"
	    "emulated-insns,9\n"
	    "b1,sw,sha256,hash,mode=sole-buffer;buffer=64;config=ct,insns,"
	    "5120,emulated-insns,6\n"
	    "b1,sw,aes-128-cbc,encrypt,buffer=64;config=ct,insns,6400,"
	    "emulated-insns,7\n"
	    "b1,sw,aes-128-cbc,encrypt,buffer=64;config=table,insns,2400,"
	    "emulated-insns,8\n"
	    "a1,sw,rsa-3072,sign,config=fast;modexp-impl=low,cycles,158000,"
	    "cycles,20\n"
	    "a1,sw,rsa-3072,sign,config=small;modexp-impl=low,cycles,197000,"
	    "cycles,21\n"
	    "a1,sw,rsa-3072,sign,config=fast;modexp-impl=mid,cycles,119000,"
	    "cycles,22\n"
	    "a1,sw,rsa-3072,sign,config=small;modexp-impl=high,cycles,"
	    "125000,cycles,16\n"
	    "a1,sw,rsa-3072,sign,config=fast;modexp-impl=high,cycles,100000,"
	    "cycles,17\n"
	    "a1,sw,ecdh-secp256r1,shared-secret,config=small,cycles,1000,"
	    "cycles,18\n"
	    "a1,sw,ecdh-secp256r1,shared-secret,config=superfast,cycles,800,"
	    "cycles,19\n"
	    "b1,sw,rsa-3072,sign,mode=op;window=3;config=small,insns,110000,"
	    "emulated-insns,10\n"
	    "b1,sw,rsa-3072,sign,mode=op;window=4;config=ct,insns,100000,"
	    "emulated-insns,11\n"
	    "b1,sw,rsa-3072,sign,mode=op;window=5;config=fast,insns,95000,"
	    "emulated-insns,12\n"
	    "b1,sw,rsa-3072,sign,mode=op;window=6;config=fast,insns,96000,"
	    "emulated-insns,13\n"
	    "b1,sw,ecdh-secp256r1,shared-secret,mode=op;config=ct,insns,900,"
	    "emulated-insns,14\n"
	    "c1,sw,ecdsa-secp256r1,sign,,time,50,us,1\n"
	    "c1,sw,ml-dsa-44,keygen,,time,30,us,2\n");
}

/* Joins: two boards share their rows; three or more, the rows two of
 * them have; --all, every row; --impl best, each board's fastest, named;
 * the ratios to the first board with a figure. */
START_TEST(cli_compare_joins)
{
	char *out, *err;

	ck_assert_int_eq(t_run("--format csv compare stm32f4 m487 stm32u3 "
			       "--algo sha256", &out, &err), 0);
	T_CSV_EQ(out, "impl=hw&board=m487", "value", "37.313");
	T_CSV_EQ(out, "impl=hw&board=stm32u3", "value", "");
	T_CSV_EQ(out, "impl=hw&board=stm32u3", "ratio", "");
	free(out);
	free(err);
	ck_assert_int_eq(t_run("--format csv compare stm32f4 stm32u3 --algo "
			       "sha256", &out, &err), 0);
	ck_assert_ptr_null(t_csv(out, "impl=hw", "board"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("--format csv compare stm32f4 kw47 --all "
			       "--algo md5,sha512", &out, &err), 0);
	T_CSV_EQ(out, "algorithm=md5&impl=sw&board=stm32f4", "value", "12.033");
	T_CSV_EQ(out, "algorithm=md5&impl=sw&board=kw47", "value", "");
	/* kw47 alone: its ratio to itself, the note says why */
	T_CSV_EQ(out, "algorithm=sha512&impl=hw&board=kw47", "ratio", "1");
	T_CSV_EQ(out, "algorithm=sha512&impl=hw&board=kw47", "reference",
		 "kw47");
	/* one figure: no statistic to set against another */
	T_CSV_EQ(out, "algorithm=sha512&impl=hw&board=kw47", "row_notes",
		 "ratios to kw47: stm32f4 has no figure");
	free(out);
	free(err);
	ck_assert_int_eq(t_run("--format csv compare stm32f4 stm32n6 --impl "
			       "best --algo ecdsa-secp256r1", &out, &err), 0);
	T_CSV_EQ(out, "operation=sign&board=stm32n6", "impl", "best");
	T_CSV_EQ(out, "operation=sign&board=stm32n6", "impl_used", "hw");
	T_CSV_EQ(out, "operation=sign&board=stm32f4", "impl_used", "sw");
	T_CSV_NEAR(out, "operation=sign&board=stm32n6", "ratio",
		   5.4 * 800 / (180.4 * 180));
	ck_assert_ptr_nonnull(strstr(out, "stm32n6: hardware"));
	free(out);
	free(err);
	/* --size: the boards without a figure at that size, named */
	ck_assert_int_eq(t_run("compare stm32f4 m487 --size 100", &out, &err),
			 1);
	ck_assert_ptr_nonnull(strstr(err, "no figure at 100 bytes, measured or "
				     "fitted, for stm32f4, m487"));
	free(out);
	free(err);
}
END_TEST

/* The text fits $COLUMNS: columns left out and said so, the long layout
 * where even that is too wide; --long and --columns choose. */
START_TEST(cli_compare_layout)
{
	char *out, *err;
	const char *l;

	setenv("COLUMNS", "80", 1);
	ck_assert_int_eq(t_run("compare stm32f4 m487 stm32n6 same51 stm32u3 "
			       "--algo sha256", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "per byte (one line per board):"));
	ck_assert_ptr_nonnull(strstr(out, "sha256 hash sw\n  stm32f4"));
	for (l = out; *l != '\0'; l = strchr(l, '\n') + 1)
		ck_assert_int_le((int)(strchr(l, '\n') - l), 80);
	free(out);
	free(err);
	ck_assert_int_eq(t_run("compare stm32f4 m487", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "(family left out to fit 80 "
				     "columns: --columns family, or --long)"));
	ck_assert_ptr_nonnull(strstr(out, "\nrsa-1024         sign"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("compare stm32f4 m487 --algo sha256 --columns "
			       "family", &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "\nhash    sha256"));
	ck_assert_ptr_null(strstr(out, "MB/s  "));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("compare stm32f4 m487 --algo sha256 --long",
			       &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "  m487     2.557 MB/s"));
	free(out);
	free(err);
	unsetenv("COLUMNS");
	ck_assert_int_eq(t_run("compare stm32f4 m487 --columns", &out, &err),
			 2);
	free(out);
	free(err);
}
END_TEST

/* compare --config: one row per configuration, matched by name through
 * the equivalence table; the other variants take the lowest, named. */
START_TEST(cli_compare_config)
{
	char dir[256], out[16384];

	config_data(dir, sizeof(dir));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 b1 --config all", dir), 0);
#define SIGN "algorithm=ecdsa-secp256r1&operation=sign&config="
	/* small: CMOX's lowest curve definition, named; 2500 / 2800 */
	T_CSV_EQ(out, SIGN "small&board=a1", "value", "2800");
	T_CSV_EQ(out, SIGN "small&board=a1", "variant",
		 "config=small;curve-def=high");
	T_CSV_EQ(out, SIGN "small&board=b1", "value", "2500");
	T_CSV_EQ(out, SIGN "small&board=b1", "unit", "emulated-insns");
	T_CSV_EQ(out, SIGN "small&board=b1", "per_mhz_unit", "insns/op");
	T_CSV_EQ(out, SIGN "small&board=b1", "variant", "mode=op;config=small");
	T_CSV_NEAR(out, SIGN "small&board=b1", "ratio", 2500.0 / 2800);
	/* superfast is our fast */
	T_CSV_EQ(out, SIGN "fast&board=a1", "variant",
		 "config=superfast;curve-def=high");
	T_CSV_EQ(out, SIGN "fast&board=b1", "value", "1500");
	T_CSV_NEAR(out, SIGN "fast&board=b1", "ratio", 1500.0 / 1800);
	/* our build has no small Ed25519: said so, no figure, no ratio */
	T_CSV_EQ(out, "algorithm=ed25519&config=small&board=a1", "value",
		 "2500");
	T_CSV_EQ(out, "algorithm=ed25519&config=small&board=b1", "value", "");
	T_CSV_EQ(out, "algorithm=ed25519&config=small&board=b1", "ratio", "");
	T_CSV_EQ(out, "algorithm=ed25519&config=small&board=b1", "notes",
		 "b1: no small configuration");
	T_CSV_EQ(out, "algorithm=ed25519&config=fast&board=b1", "value",
		 "700");
	/* ML-DSA: Low RAM is small, CMOX's default fast */
	T_CSV_EQ(out, "algorithm=ml-dsa-44&operation=sign&config=small&"
		 "board=a1", "value", "3800");
	T_CSV_EQ(out, "algorithm=ml-dsa-44&operation=sign&config=small&"
		 "board=b1", "value", "4000");
	T_CSV_EQ(out, "algorithm=ml-dsa-44&operation=sign&config=fast&"
		 "board=a1", "value", "3500");
	T_CSV_EQ(out, "algorithm=ml-dsa-44&operation=sign&config=fast&"
		 "board=b1", "value", "3000");
	/* a default beside no named configuration is none (keygen) */
	T_CSV_EQ(out, "algorithm=ml-dsa-44&operation=keygen&config=fast&"
		 "board=a1", "notes", "a1: one configuration, its lowest "
		 "figure in each");
	T_CSV_NEAR(out, "algorithm=ml-dsa-44&operation=keygen&config=fast&"
		   "board=b1", "ratio", 0.5);
	ck_assert_ptr_null(t_csv(out, "algorithm=ml-dsa-44&operation=keygen&"
				 "config=small", "board"));
	/* AES: CMOX's small beside our ct, its fast beside our table */
	T_CSV_EQ(out, "algorithm=aes-128-cbc&config=ct&board=a1", "value",
		 "3200");
	T_CSV_EQ(out, "algorithm=aes-128-cbc&config=ct&board=a1", "per_mhz",
		 "50");
	T_CSV_EQ(out, "algorithm=aes-128-cbc&config=ct&board=b1", "per_mhz",
		 "100");
	T_CSV_EQ(out, "algorithm=aes-128-cbc&config=table&board=a1",
		 "per_mhz", "25");
	T_CSV_EQ(out, "algorithm=aes-128-cbc&config=table&board=b1",
		 "per_mhz", "37.5");
	/* RSA by working memory: CMOX's low beside our small windows, its
	 * mid beside our window 4 (ct), its high beside our fast windows;
	 * the fastest of each side's variants */
#define RSA "algorithm=rsa-3072&config="
	T_CSV_EQ(out, RSA "small&board=a1", "value", "158000");
	T_CSV_EQ(out, RSA "small&board=a1", "variant",
		 "config=fast;modexp-impl=low");
	T_CSV_EQ(out, RSA "small&board=b1", "value", "110000");
	T_CSV_EQ(out, RSA "small&board=b1", "variant",
		 "mode=op;window=3;config=small");
	T_CSV_EQ(out, RSA "ct&board=a1", "variant",
		 "config=fast;modexp-impl=mid");
	T_CSV_EQ(out, RSA "ct&board=b1", "variant",
		 "mode=op;window=4;config=ct");
	T_CSV_EQ(out, RSA "fast&board=a1", "value", "100000");
	T_CSV_EQ(out, RSA "fast&board=b1", "variant",
		 "mode=op;window=5;config=fast");
	/* ct as our only public-key code names none: it stands in each */
#define ECDH "algorithm=ecdh-secp256r1&config="
	T_CSV_EQ(out, ECDH "small&board=a1", "value", "1000");
	T_CSV_EQ(out, ECDH "small&board=b1", "value", "900");
	T_CSV_EQ(out, ECDH "small&board=b1", "notes", "b1: mode=op;config=ct "
		 "| b1: one configuration, its lowest figure in each");
	T_CSV_EQ(out, ECDH "fast&board=a1", "value", "800");
	T_CSV_EQ(out, ECDH "fast&board=b1", "value", "900");
	ck_assert_ptr_null(t_csv(out, ECDH "ct", "board"));
	/* no board names a configuration of SHA-256: one row */
	T_CSV_EQ(out, "algorithm=sha256&config=&board=a1", "per_mhz", "100");
	T_CSV_EQ(out, "algorithm=sha256&config=&board=b1", "per_mhz", "80");
#undef SIGN
#undef RSA
#undef ECDH
	/* a list: those configurations only */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 b1 --config=small", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, ",ecdsa-secp256r1,sign,sw,small,"));
	ck_assert_ptr_null(strstr(out, ",fast,per-"));
	ck_assert_ptr_null(strstr(out, "sha256"));
	ck_assert_ptr_null(strstr(out, ",ct,per-"));
	/* a board that names none stands in each configuration; text
	 * output marks what is missing and says how rows match */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare c1 "
			       "a1 --config all --algo ecdsa-*", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "config: each board's lowest"));
	ck_assert_ptr_nonnull(strstr(out, "c1: one configuration, its lowest "
				     "figure in each"));
	ck_assert_ptr_nonnull(strstr(out, "a1: config=small;curve-def=high"));
	ck_assert_ptr_nonnull(strstr(out, "a1: config=superfast;"
				     "curve-def=high"));
	ck_assert_ptr_nonnull(strstr(out, "0.56x"));    /* 2800 / 5000 */
	/* a default beside a board with none: one row, no configuration */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 c1 --config all --algo "
			       "ml-dsa-44", dir), 0);
	T_CSV_EQ(out, "operation=keygen&config=&board=a1", "value", "2000");
	T_CSV_EQ(out, "operation=keygen&config=&board=c1", "per_mhz", "3000");
	T_CSV_EQ(out, "operation=keygen&config=&board=c1", "ratio", "1.5");
	ck_assert_ptr_null(strstr(out, ",fast,per-"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --config all --algo ed25519", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "b1: no small configuration\n"));
	/* the long layout: the published figure, '-' where none */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --config all --algo ed25519 --long", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "ed25519 sign sw small\n"));
	ck_assert_ptr_nonnull(strstr(out, "  a1     2500 cycles"));
	ck_assert_ptr_nonnull(strstr(out, "  b1     -  "));
	t_rmtree(dir);
}
END_TEST

/* compare --metric: the footprint of the variant the cycles are of, in
 * bytes, beside them, with its ratio; ram = stack + work buffer. */
START_TEST(cli_compare_memory)
{
	char dir[256], out[16384];

	config_data(dir, sizeof(dir));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 b1 --config all --metric ram "
			       "--algo ecdsa-*", dir), 0);
	/* 440 + 696 of curve-def=high (not low's 628), 900 of ours */
#define SIGN "algorithm=ecdsa-secp256r1&operation=sign&config="
	T_CSV_EQ(out, SIGN "small&board=a1", "footprint_metric", "ram");
	T_CSV_EQ(out, SIGN "small&board=a1", "footprint", "1136");
	T_CSV_EQ(out, SIGN "small&board=b1", "footprint", "900");
	T_CSV_NEAR(out, SIGN "small&board=b1", "ratio", 2500.0 / 2800);
	T_CSV_NEAR(out, SIGN "small&board=b1", "footprint_ratio", 900.0 / 1136);
	/* no work buffer of ours: the stack alone */
	T_CSV_EQ(out, SIGN "fast&board=a1", "footprint", "1140");
	T_CSV_EQ(out, SIGN "fast&board=b1", "footprint", "3000");
	T_CSV_NEAR(out, SIGN "fast&board=b1", "footprint_ratio", 3000.0 / 1140);
#undef SIGN
	/* the footprint is beside the cycles, not rows of its own */
	ck_assert_ptr_null(strstr(out, "footprint,stack"));
	/* the best variant without --config; its stack */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 b1 --metric stack", dir), 0);
	T_CSV_EQ(out, "algorithm=ecdsa-secp256r1&operation=sign&board=a1",
		 "value", "1800");
	T_CSV_EQ(out, "algorithm=ecdsa-secp256r1&operation=sign&board=a1",
		 "footprint", "444");
	T_CSV_EQ(out, "algorithm=ecdsa-secp256r1&operation=sign&board=b1",
		 "footprint", "3000");
	/* a footprint of the case without its measuring parameters
	 * (sole-buffer, no buffer size; config=fast, no mode) */
	T_CSV_EQ(out, "algorithm=sha256&board=a1", "footprint", "532");
	T_CSV_EQ(out, "algorithm=sha256&board=b1", "footprint", "");
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "json compare a1 b1 --metric code", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "\"footprint_metric\": \"code\", "
				     "\"footprint\": null"));
	ck_assert_ptr_nonnull(strstr(out, "\"value\": 1500, \"unit\": "
				     "\"emulated-insns\""));
	ck_assert_ptr_nonnull(strstr(out, "\"footprint_metric\": \"code\", "
				     "\"footprint\": 20000"));
	/* rows where no board has the metric are left out; the ML-DSA
	 * working buffer stands */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --config all --metric work-buffer", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "work-buffer: bytes of the same "
				     "variant"));
	ck_assert_ptr_nonnull(strstr(out, "9216"));
	ck_assert_ptr_null(strstr(out, "sha256"));
	ck_assert_ptr_null(strstr(out, "aes-128-cbc"));
	/* cycles: as without --metric, footprint rows of their own */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 b1 --metric cycles --algo "
			       "ecdsa-*", dir), 0);
	T_CSV_EQ(out, "footprint_of=stack&operation=sign&board=a1", "value",
		 "440");
	ck_assert_ptr_null(strstr(out, "footprint_metric"));
	t_rmtree(dir);
}
END_TEST

/* --clock: an emulated board's MB/s and ops/s at a clock given; a
 * board that states its clock keeps it. */
START_TEST(cli_compare_clock)
{
	char dir[256], out[16384];

	config_data(dir, sizeof(dir));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 b1 --algo sha256", dir), 0);
	T_CSV_EQ(out, "board=b1", "abs", "");
	T_CSV_EQ(out, "board=a1", "abs", "1");       /* 100 MHz / 100 */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 b1 --algo sha256 --clock 40",
			       dir), 0);
	T_CSV_EQ(out, "board=b1", "abs", "0.5");     /* 40 MHz / 80 */
	T_CSV_EQ(out, "board=b1", "abs_clock_mhz", "40");
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare a1 b1 --algo ml-dsa-44 --clock "
			       "b1=3", dir), 0);
	T_CSV_EQ(out, "operation=sign&board=b1", "abs", "1000");
	T_CSV_EQ(out, "operation=sign&board=b1", "abs_unit", "ops/s");
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --clock a1=50", dir), 2);
	ck_assert_ptr_nonnull(strstr(out, "a1 states its own clock"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --clock zz=50", dir), 2);
	ck_assert_ptr_nonnull(strstr(out, "zz is none of the boards"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "c1 --clock 50", dir), 2);
	ck_assert_ptr_nonnull(strstr(out, "no emulated board"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s show b1 "
			       "--clock 40 --format csv --algo sha256", dir),
			 0);
	T_CSV_EQ(out, "board=b1", "abs", "0.5");
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s show a1 "
			       "--clock 40", dir), 2);
	t_rmtree(dir);
}
END_TEST

/* Statistics: like against like by default (CMOX's minimum beside
 * pqm4's minimum, not its mean), named; --stat chooses; where a board
 * has only another statistic, the note names both. */
START_TEST(cli_compare_stat)
{
	char dir[256], path[512], out[16384];

	t_scratch(dir, sizeof(dir), "stat");
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	t_put_file(path, CB_BOARDS_HEADER "\n"
		   "cm,C,M,Cortex-M33,96,V,CMOX,1,cc,,published,s\n"
		   "pq,P,M,Cortex-M4,24,V,pqm4,,cc,,published,s\n"
		   "us,U,M,Cortex-M4,100,V,cryptobench,1,cc,,measured: DWT,"
		   "s\n");
	snprintf(path, sizeof(path), "%s/results/r.csv", dir);
	t_put_file(path, CB_RESULTS_HEADER "\n"
		   "cm,sw,ml-dsa-44,sign,stat=min,cycles,3549040,cycles,1\n"
		   "cm,sw,ml-dsa-44,verify,,cycles,2244248,cycles,2\n"
		   "pq,sw,ml-dsa-44,sign,impl=m4f;stat=mean,cycles,3943121,"
		   "cycles,3\n"
		   "pq,sw,ml-dsa-44,sign,impl=m4f;stat=min,cycles,1812557,"
		   "cycles,3\n"
		   "pq,sw,ml-dsa-44,sign,impl=m4f;stat=max,cycles,17009165,"
		   "cycles,3\n"
		   "pq,sw,ml-dsa-44,verify,impl=m4f;stat=mean,cycles,1421623,"
		   "cycles,4\n"
		   "pq,sw,ml-dsa-44,verify,impl=m4f;stat=min,cycles,1420738,"
		   "cycles,4\n"
		   "us,sw,ml-dsa-44,sign,mode=op;config=fast,cycles,4000000,"
		   "cycles,5\n"
		   "us,sw,ml-dsa-44,sign,mode=op;config=fast;stat=min,cycles,"
		   "2000000,cycles,5\n");
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare cm pq", dir), 0);
	/* the minimum both publish */
	T_CSV_EQ(out, "operation=sign&board=pq", "value", "1812557");
	T_CSV_EQ(out, "operation=sign&board=pq", "stat", "min");
	T_CSV_EQ(out, "operation=sign&board=cm", "stat", "min");
	ck_assert_ptr_nonnull(strstr(t_csv(out, "operation=sign&board=cm",
					   "row_notes"), "statistic: min on "
				     "every board (like against like)"));
	T_CSV_EQ(out, "operation=sign&board=cm", "notes", "");
	/* none alike: each board's middle figure, both named */
	T_CSV_EQ(out, "operation=verify&board=pq", "value", "1421623");
	ck_assert_ptr_nonnull(strstr(t_csv(out, "operation=verify&board=pq",
					   "row_notes"), "statistics differ: "
				     "unstated cm; mean pq (no statistic all "
				     "of them state; --stat chooses)"));
	/* our run's row without stat= is its median */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare pq us", dir), 0);
	T_CSV_EQ(out, "operation=sign&board=us", "value", "2000000");
	T_CSV_EQ(out, "operation=sign&board=us", "stat", "min");
	T_CSV_EQ(out, "operation=sign&board=pq", "value", "1812557");
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare pq us --stat median", dir), 0);
	T_CSV_EQ(out, "operation=sign&board=us", "value", "4000000");
	T_CSV_EQ(out, "operation=sign&board=us", "stat", "median");
	T_CSV_EQ(out, "operation=sign&board=pq", "value", "3943121");
	T_CSV_EQ(out, "operation=sign&board=pq", "stat", "mean");
	ck_assert_ptr_nonnull(strstr(out, "statistics differ: mean pq; median "
				     "us (--stat median where a board has "
				     "it"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s --format "
			       "csv compare cm pq --stat max", dir), 0);
	T_CSV_EQ(out, "operation=sign&board=pq", "value", "17009165");
	T_CSV_EQ(out, "operation=sign&board=cm", "stat", "min");
	/* the text says so above the table and in a note */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare cm "
			       "pq", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "statistics: like against like"));
	ck_assert_ptr_nonnull(strstr(out, "statistic: min on every board"));
	/* show: each stated statistic in its column */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s show pq",
			       dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "  stat  "));
	ck_assert_ptr_nonnull(strstr(out, "  mean  "));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare cm "
			       "pq --stat average", dir), 2);
	ck_assert_ptr_nonnull(strstr(out, "--stat takes min, mean, median"));
	t_rmtree(dir);
}
END_TEST

/* est-cycles beside silicon: the note names the cycle model, its memory
 * timing, and the silicon board's flash timing at its clock from its
 * board.conf (an STM32F439 at 180 MHz: 5 wait states, ART). */
START_TEST(cli_compare_est_note)
{
	char dir[256], path[512], out[16384];

	t_scratch(dir, sizeof(dir), "estnote");
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	t_put_file(path, CB_BOARDS_HEADER "\n"
		   "f4,N,STM32F439ZI,Cortex-M4,180,V,L,1,cc,,published,s\n"
		   "f4x,N,STM32F439ZI,Cortex-M4,168,V,L,1,cc,,published,s\n"
		   "m4,Q,AN386,Cortex-M4,1000,Arm,cryptobench,1,gcc,-O2,"
		   "emulated: QEMU; est-cycles: model cortex-m4 2,s\n"
		   "m4w,Q,AN386,Cortex-M4,1000,Arm,cryptobench,1,gcc,-O2,"
		   "emulated: QEMU; est-cycles: model cortex-m4 2; 5 WS ART,"
		   "s\n");
	snprintf(path, sizeof(path), "%s/results/r.csv", dir);
	t_put_file(path, CB_RESULTS_HEADER "\n"
		   "f4,sw,sha256,hash,,throughput,2,MB/s,1\n"
		   "f4x,sw,sha256,hash,,throughput,2,MB/s,1\n"
		   "m4,sw,sha256,hash,message=8192,est-cycles,600000,"
		   "est-cycles,2\n"
		   "m4w,sw,sha256,hash,message=8192,est-cycles,610000,"
		   "est-cycles,2\n");
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data %s --format "
			       "csv compare f4 m4", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "m4: est-cycles of the cycle model "
				     "(model cortex-m4 2), at zero flash wait "
				     "states"));
	ck_assert_ptr_nonnull(strstr(out, "the silicon beside it: f4 at 180 "
				     "MHz: 5 wait states (RM0090"));
	ck_assert_ptr_nonnull(strstr(out, "(mcu/boards/nucleo-f439zi)"));
	/* a run at an F4's flash timing says so; another clock: unknown */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data %s --format "
			       "csv compare f4x m4w", dir), 0);
	ck_assert_ptr_nonnull(strstr(out, "5 WS ART), at the flash wait "
				     "states it names"));
	ck_assert_ptr_nonnull(strstr(out, "f4x at 168 MHz: flash timing not "
				     "known"));
	/* two silicon boards: no such note */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data %s --format "
			       "csv compare f4 f4x", dir), 0);
	ck_assert_ptr_null(strstr(out, "est-cycles of the cycle model"));
	t_rmtree(dir);
}
END_TEST

/* Bad --config and --metric values are refused, by name. */
START_TEST(cli_compare_bad_options)
{
	char dir[256], out[4096];

	config_data(dir, sizeof(dir));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --config tiny", dir), 2);
	ck_assert_ptr_nonnull(strstr(out, "--config takes all, small, ct, "
				     "table, fast or a comma list of them, "
				     "not 'tiny'"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --config small,superfast", dir), 2);
	ck_assert_ptr_nonnull(strstr(out, "not 'small,superfast'"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --config", dir), 2);
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --metric heap", dir), 2);
	ck_assert_ptr_nonnull(strstr(out, "--metric takes cycles, stack, "
				     "work-buffer, ram, code or const-data, "
				     "not 'heap'"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --metric", dir), 2);
	/* nothing to show is an error, not an empty table */
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "b1 --config table --family signature", dir), 1);
	ck_assert_ptr_nonnull(strstr(out, "has configuration table"));
	ck_assert_int_eq(t_cbx(out, sizeof(out), dir, "--data-only %s compare a1 "
			       "c1 --metric const-data", dir), 1);
	ck_assert_ptr_nonnull(strstr(out, "a figure of metric const-data"));
	t_rmtree(dir);
}
END_TEST

/* ---- plot ---- */

static int
file_has(const char *path, const char *needle)
{
	size_t len;
	char *t = t_slurp(path, &len);
	int found;

	if (t == NULL)
		return 0;
	found = strstr(t, needle) != NULL;
	free(t);
	return found;
}

/* Well-formed XML: every element closed in order (enough for gnuplot's SVG:
 * no DTD subtleties, comments, PIs and CDATA skipped). */
static int
xml_well_formed(const char *t)
{
	char stack[64][64];
	int depth = 0, seen_root = 0;

	while ((t = strchr(t, '<')) != NULL) {
		const char *e;
		size_t n;

		if (strncmp(t, "<?", 2) == 0 || strncmp(t, "<!--", 4) == 0 ||
		    strncmp(t, "<![CDATA[", 9) == 0 || strncmp(t, "<!", 2) == 0) {
			const char *end = strncmp(t, "<!--", 4) == 0 ?
				strstr(t, "-->") : strncmp(t, "<![CDATA[", 9) == 0 ?
				strstr(t, "]]>") : strchr(t, '>');

			if (end == NULL)
				return 0;
			t = end + 1;
			continue;
		}
		e = strchr(t, '>');
		if (e == NULL)
			return 0;
		if (t[1] == '/') {
			n = strcspn(t + 2, " \t\n>");
			if (depth == 0 || strlen(stack[depth - 1]) != n ||
			    strncmp(stack[depth - 1], t + 2, n) != 0)
				return 0;
			depth--;
		} else if (e[-1] != '/') {
			n = strcspn(t + 1, " \t\n/>");
			if (depth == 64 || n == 0 || n >= 64)
				return 0;
			memcpy(stack[depth], t + 1, n);
			stack[depth++][n] = '\0';
			seen_root = 1;
		}
		t = e + 1;
	}
	return depth == 0 && seen_root;
}

START_TEST(cli_plot)
{
	char dir[] = "/tmp/cbplot-XXXXXX", args[2048], path[512], *out, *err;
	unsigned char *png;
	size_t len;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	/* data block and script for a fixed selection */
	snprintf(args, sizeof(args), "plot stm32f4 m487 --family cipher "
		 "--algo 'aes-128-*' -o %s/c.png --keep-script --size 800x600",
		 dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/c.png.dat", dir);
	ck_assert(file_has(path, "# row label hw stm32f4 note m487 note\n"));
	ck_assert(file_has(path, "0 \"aes-128-cbc encrypt\" 0 118.89 \"\" "
			   "79.2079 \"\"\n"));
	ck_assert(file_has(path, "1 \"aes-128-cbc encrypt (hw)\" 1 4.5 \"\" "
			   "8.4481 \"\"\n"));
	ck_assert(file_has(path, "\"aes-128-ctr encrypt\" 0 ? \"\" 82.3681 "
			   "\"\"\n"));
	snprintf(path, sizeof(path), "%s/c.png.gp", dir);
	ck_assert(file_has(path, "set terminal pngcairo size 800,600"));
	ck_assert(file_has(path, "nboards = 2\n"));
	ck_assert(file_has(path, "logscale = 0\n"));  /* 4.5 .. 121.5: 27x */
	ck_assert(file_has(path, "BT[1] = \"stm32f4 (STM32F439ZI, Cortex-M4 "
			   "@ 180 MHz, CycloneCRYPTO 2.2.4)\""));
	ck_assert(file_has(path, "with boxxyerror"));
	/* the footnote names each page by its title, not its file */
	ck_assert(file_has(path, "Sources:\\nstm32f4: Crypto Benchmark on "
			   "STM32F4 MCU (CycloneCRYPTO 2.2.4, published)\\n"
			   "m487: Crypto Benchmark on M487 MCU"));
	ck_assert(!file_has(path, "001_5b07fd63510a7f98"));
	/* the PNG has the requested size (IHDR width, height) */
	snprintf(path, sizeof(path), "%s/c.png", dir);
	png = (unsigned char *)t_slurp(path, &len);
	ck_assert_ptr_nonnull(png);
	ck_assert(len > 24 && memcmp(png, "\x89PNG\r\n\x1a\n", 8) == 0);
	ck_assert_uint_eq((unsigned)(png[16] << 24 | png[17] << 16 |
				     png[18] << 8 | png[19]), 800);
	ck_assert_uint_eq((unsigned)(png[20] << 24 | png[21] << 16 |
				     png[22] << 8 | png[23]), 600);
	free(png);
	/* the whole cipher family spans 4.5 .. 638 cycles/B: log scale */
	snprintf(args, sizeof(args), "plot stm32f4 m487 --family cipher -o "
		 "%s/w.png --keep-script", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/w.png.gp", dir);
	ck_assert(file_has(path, "logscale = 1\n"));
	/* SVG and PDF, latency family, five boards; no script kept */
	snprintf(args, sizeof(args), "plot stm32n6 stm32f4 m487 same51 "
		 "stm32u3 --family signature,key-exchange --algo 'ecdsa-*,ed*,"
		 "x*' -o %s/l.svg", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/l.svg", dir);
	ck_assert(file_has(path, "<?xml"));
	ck_assert(file_has(path, "</svg>"));
	out = t_slurp(path, &len);
	ck_assert_msg(xml_well_formed(out), "%s is not well-formed XML", path);
	free(out);
	ck_assert(!xml_well_formed("<svg><g></svg></g>"));
	ck_assert(file_has(path, "ecdsa-secp256r1 sign"));
	snprintf(path, sizeof(path), "%s/l.svg.gp", dir);
	ck_assert_int_ne(access(path, F_OK), 0);
	snprintf(args, sizeof(args), "plot m487 --family hash -o %s/h.pdf",
		 dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/h.pdf", dir);
	ck_assert(file_has(path, "%PDF-"));
	/* one chart per family into a folder */
	snprintf(args, sizeof(args), "plot stm32f4 m487 -o %s/all", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/all/key-exchange.png", dir);
	ck_assert_int_eq(access(path, R_OK), 0);
	snprintf(path, sizeof(path), "%s/all/pq.png", dir);
	ck_assert_int_ne(access(path, F_OK), 0);
	/* -o x.png without --family: x-FAMILY.png, never a folder x.png */
	snprintf(args, sizeof(args), "plot stm32f4 m487 -o %s/x.png", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/x-hash.png", dir);
	ck_assert_int_eq(access(path, R_OK), 0);
	snprintf(path, sizeof(path), "%s/x.png", dir);
	ck_assert_int_ne(access(path, F_OK), 0);
	snprintf(args, sizeof(args), "plot stm32f4 m487 -o %s/x.gif", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "NAME-FAMILY.png"));
	free(out);
	free(err);
	/* the variant drawn is named: CMOX's curve definition, [n] */
	snprintf(args, sizeof(args), "plot stm32f4 stm32u3 --family signature "
		 "--algo ecdsa-secp256r1 -o %s/v.png --keep-script", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/v.png.dat", dir);
	ck_assert(file_has(path, "0 \"ecdsa-secp256r1 sign\" 0 3.2472e+07 "
			   "\"\" 1.8283e+06 \" [1]\"\n"));
	snprintf(path, sizeof(path), "%s/v.png.gp", dir);
	ck_assert(file_has(path, "[1] stm32u3: config=superfast;"
			   "curve-def=high\\n"));
	/* --metric: a footprint chart, in bytes, as compare's --metric;
	 * pqm4's repetitions (executions, min, max) name no variant */
	snprintf(args, sizeof(args), "plot stm32u3 pqm4 --family pq --metric "
		 "ram --algo ml-dsa-44 -o %s/r.png --keep-script", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/r.png.dat", dir);
	ck_assert(file_has(path, "0 \"ml-dsa-44 keygen\" 0 7592 \"\" 38296 "
			   "\" [1]\"\n"));
	snprintf(path, sizeof(path), "%s/r.png.gp", dir);
	ck_assert(file_has(path, "[1] pqm4-l4r5zi: impl=m4f\\n"));
	ck_assert(file_has(path, "bytes of stack + work buffer"));
	ck_assert_int_eq(t_run("plot m487 --metric cycles-per-byte", &out,
			       &err), 2);
	ck_assert_ptr_nonnull(strstr(err, "is --scale cycles-per-byte"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("plot m487 --scale ram", &out, &err), 2);
	free(out);
	free(err);
	/* errors: mixed axes, empty selection, no gnuplot, unwritable */
	ck_assert_int_eq(t_run("plot m487 --family hash,signature", &out, &err),
			 1);
	ck_assert_ptr_nonnull(strstr(err, "never share an axis"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "plot m487 --family hash --algo nope -o "
		 "%s/x.png", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "nothing to plot"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "plot m487 --family hash -o %s/x.png",
		 dir);
	setenv("GNUPLOT", "/nonexistent/gnuplot", 1);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	unsetenv("GNUPLOT");
	ck_assert_ptr_nonnull(strstr(err, "gnuplot not found"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("plot m487 --family hash -o /nonexistent/x.png",
			     &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "cannot write"));
	free(out);
	free(err);
	ck_assert_int_eq(t_run("plot m487 --family hash -o x.gif", &out, &err),
			 1);
	ck_assert_ptr_nonnull(strstr(err, ".png, .svg or .pdf"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "rm -rf %s", dir);
	ck_assert_int_eq(system(args), 0);
}
END_TEST

/* The string helpers every room shares (cli/util/str.c). */
START_TEST(util_strings)
{
	static const char *const fams[] = { "cipher", "aead", "hash", NULL };
	char *argv[] = { "run", "--algo", "aes-*", "--log=x", "--ref", NULL };
	char longlist[600], trim[] = "  a b \t\n";
	str_buf sb = { NULL, 0 };
	const char *v;
	FILE *f;
	char *text;
	size_t len;
	int i;

	ck_assert(list_has("cipher,aead", "aead"));
	ck_assert(!list_has("cipher,aead", "aea"));
	ck_assert(!list_has("ciphers", "cipher"));
	ck_assert(list_all("cipher,hash", fams));
	ck_assert(!list_all("cipher,mac", fams));
	ck_assert(!list_all("", fams));
	ck_assert(list_glob("sha*,aes-1?8-gcm", "aes-128-gcm"));
	ck_assert(!list_glob("sha*,", "aes-128-gcm"));
	/* a pattern far into a long list still counts (no cut) */
	memset(longlist, 'x', 500);
	snprintf(longlist + 500, sizeof(longlist) - 500, ",sha256");
	ck_assert(list_glob(longlist, "sha256"));
	i = 1;
	ck_assert_str_eq(opt_value(5, argv, &i, "--algo"), "aes-*");
	ck_assert_int_eq(i, 2);
	i = 3;
	ck_assert_ptr_null(opt_value(5, argv, &i, "--lo"));
	ck_assert_str_eq(opt_value(5, argv, &i, "--log"), "x");
	i = 4;
	v = opt_value(5, argv, &i, "--ref");
	ck_assert_ptr_eq(v, opt_missing);
	ck_assert(str_starts("aes-128", "aes-") && !str_starts("aes", "aes-"));
	ck_assert(str_ends("aes-128-ccm", "-ccm") && !str_ends("ccm", "-ccm"));
	ck_assert_str_eq(str_trim(trim), "a b");
	/* one working copy, grown for a longer string, reused for a
	 * shorter one, each whole */
	memset(longlist, 'y', 599);
	longlist[599] = '\0';
	ck_assert_str_eq(str_copy(&sb, "| a | b |"), "| a | b |");
	ck_assert_ptr_eq(str_copy(&sb, longlist), sb.s);
	ck_assert_uint_eq(strlen(sb.s), 599);
	ck_assert_uint_ge(sb.cap, 600);
	v = sb.s;
	ck_assert_str_eq(str_copy(&sb, "x"), "x");
	ck_assert_ptr_eq(sb.s, v);
	str_buf_free(&sb);
	ck_assert_ptr_null(sb.s);
	ck_assert_uint_eq(sb.cap, 0);
	f = tmpfile();
	ck_assert_ptr_nonnull(f);
	for (i = 0; i < 20000; i++)
		fputs("0123456789", f);
	rewind(f);
	text = file_read(f, 200000, &len);
	ck_assert_ptr_nonnull(text);
	ck_assert_uint_eq(len, 200000);
	ck_assert_int_eq(text[len], '\0');
	free(text);
	rewind(f);
	ck_assert_ptr_null(file_read(f, 199999, &len));
	fclose(f);
}
END_TEST

/*
 * No argument: every TCase but "seeds".  "seeds": only that one, as a test
 * of its own that exits 77 (skipped) when the seed pages are missing, as
 * on any clone outside the workspace: never a pass without them.
 */
int
main(int argc, char **argv)
{
	int seeds_only = argc > 1 && strcmp(argv[1], "seeds") == 0;
	Suite *s = suite_create("cli");
	TCase *tc;
	SRunner *sr;
	char world[64], cmd[96];
	int nf;

	if (seeds_only && access(SEEDS, R_OK | X_OK) != 0) {
		printf("skipped: no seed pages in %s (meson -Dseeds=DIR)\n",
		       SEEDS);
		return 77;
	}
	/* the tool's world a scratch folder: the runs a user saved in
	 * $XDG_DATA_HOME/cryptobench are not what the tests list */
	snprintf(world, sizeof(world), "/tmp/cb_test_cli_XXXXXX");
	if (mkdtemp(world) == NULL) {
		perror("test_cli: mkdtemp");
		return EXIT_FAILURE;
	}
	setenv("XDG_DATA_HOME", world, 1);

	tc = tcase_create("markdown");
	tcase_add_test(tc, markdown_table);
	suite_add_tcase(s, tc);
	tc = tcase_create("runon");
	tcase_add_test(tc, runon_one_line_header);
	tcase_add_test(tc, runon_split_header);
	suite_add_tcase(s, tc);
	tc = tcase_create("stwiki");
	tcase_add_test(tc, stwiki_tables);
	tcase_add_test(tc, stwiki_disagreement_warns);
	suite_add_tcase(s, tc);
	tc = tcase_create("model");
	tcase_add_test(tc, aliases);
	tcase_add_test(tc, normalisation);
	tcase_add_test(tc, resolve_boards);
	suite_add_tcase(s, tc);
	tc = tcase_create("util");
	tcase_add_test(tc, util_strings);
	suite_add_tcase(s, tc);
	tc = tcase_create("badinput");
	tcase_add_test(tc, bad_pages);
	suite_add_tcase(s, tc);
	tc = tcase_create("seeds");
	tcase_set_tags(tc, "seeds");
	tcase_add_loop_test(tc, shipped_data_is_ingest_output, 0,
			    sizeof(seeds) / sizeof(seeds[0]));
	suite_add_tcase(s, tc);
	tc = tcase_create("e2e");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, cli_compare);
	tcase_add_test(tc, cli_help_list_show);
	tcase_add_test(tc, cli_ingest_keeps_data);
	tcase_add_test(tc, cli_plot);
	tcase_add_test(tc, cli_bad_data);
	tcase_add_test(tc, cli_compare_footprint);
	tcase_add_test(tc, cli_compare_config);
	tcase_add_test(tc, cli_compare_memory);
	tcase_add_test(tc, cli_compare_joins);
	tcase_add_test(tc, cli_compare_layout);
	tcase_add_test(tc, cli_compare_clock);
	tcase_add_test(tc, cli_compare_stat);
	tcase_add_test(tc, cli_compare_est_note);
	tcase_add_test(tc, cli_compare_bad_options);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_tagged(sr, NULL, NULL, seeds_only ? "seeds" : NULL,
			   seeds_only ? NULL : "seeds", CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", world);
	if (system(cmd) != 0)
		nf++;
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
