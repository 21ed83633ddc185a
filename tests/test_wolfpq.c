/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': the wolfCrypt benchmark log and pqm4 table layouts, on
 * samples written from wolfcrypt/benchmark/benchmark.c's printf formats and
 * pqm4's convert_benchmarks.py (not copied pages), their edge cases and
 * hand-computed per-MHz figures; and comparisons over the data/ of the
 * pages kept in tests/vectors/pages/ (that data/ is what ingest makes of
 * them is the test 'pages').
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest.h"
#include "model.h"

static int
parse_with(ingest *ig, const char *text, const char *board, double clock,
	   int keep)
{
	char *copy = strdup(text);
	int rc;

	memset(ig, 0, sizeof(*ig));
	ig->path = "page.txt";
	ig->opt.clock_mhz = clock;
	(void)keep;  /* unknown names are always kept now */
	rc = ingest_text(ig, copy, strlen(copy), board);
	free(copy);
	return rc;
}

/* The row of alg/op whose params contain part (NULL: any), or NULL. */
static const cb_result *
row_of(const ingest *ig, const char *alg, const char *op, const char *part)
{
	size_t i;

	for (i = 0; i < ig->nrows; i++)
		if (strcmp(ig->rows[i].algorithm, alg) == 0 &&
		    strcmp(ig->rows[i].operation, op) == 0 &&
		    (part == NULL || strstr(ig->rows[i].params, part)))
			return &ig->rows[i];
	return NULL;
}

/* The row exists with value and unit, and its per-MHz figure is want. */
static void
check_row(const ingest *ig, const char *alg, const char *op,
	  const char *part, const char *value, const char *unit, double want)
{
	const cb_result *r = row_of(ig, alg, op, part);
	double v;

	ck_assert_msg(r != NULL, "no row %s %s %s", alg, op, part ? part : "");
	ck_assert_str_eq(r->value, value);
	ck_assert_str_eq(r->unit, unit);
	ck_assert(norm_value(r, ig->board.clock_mhz, &v) != NORM_NONE);
	ck_assert_msg(fabs(v - want) < 1e-6 * want, "%s %s: %.9g, not %.9g",
		      alg, op, v, want);
}

static void
expect_fail(const char *text, double clock, const char *why)
{
	ingest ig;

	ck_assert_int_eq(parse_with(&ig, text, "b", clock, 0), -1);
	ck_assert_msg(strstr(ig.err, why) != NULL, "'%s' lacks '%s'", ig.err,
		      why);
	ingest_free(&ig);
}

/* ---- wolfCrypt ---- */

/* v4 spelling, base 2 by default: KB = 2^10 B, MB = 2^20 B */
static const char wc_v4[] =
	"## STM32F4X1\n"
	"Board: Test board\n"
	"CPU: Cortex-M4 at 100 MHz\n"
	"------------------------------------------------------------------\n"
	" wolfSSL version 4.8.1\n"
	"------------------------------------------------------------------\n"
	"wolfCrypt Benchmark (block bytes 1024, min 1.0 sec each)\n"
	"AES-128-CBC-enc      2 MB took 1.000 seconds,    2.000 MB/s\n"
	"AES-128-CBC-dec      2 MB took 1.000 seconds,    1.900 MB/s\n"
	"SHA-256            500 KB took 1.000 seconds,  500.000 KB/s\n"
	"ECDSA    256 sign           10 ops took 1.000 sec, avg 100.000 ms, "
	"10.000 ops/sec\n"
	"ECC      256 key gen        20 ops took 1.000 sec, avg 50.000 ms, "
	"20.000 ops/sec\n"
	"RSA     2048 public         40 ops took 1.000 sec, avg 25.000 ms, "
	"40.000 ops/sec\n"
	"Benchmark complete\n";

START_TEST(wolfcrypt_v4_base2)
{
	ingest ig;

	ck_assert_msg(parse_with(&ig, wc_v4, "b", 0, 0) == 0, "%s", ig.err);
	ck_assert_str_eq(ig.board.library, "wolfSSL");
	ck_assert_str_eq(ig.board.library_version, "4.8.1");
	ck_assert_str_eq(ig.board.name, "Test board");
	ck_assert_str_eq(ig.board.core, "Cortex-M4");
	ck_assert(ig.board.clock_mhz == 100);
	/* 100e6 / (2.000 * 2^20) and 100e6 / (500 * 2^10) */
	check_row(&ig, "aes-128-cbc", "encrypt", "page-unit=MB/s", "2.000",
		  "MiB/s", 47.6837158203125);
	check_row(&ig, "sha256", "hash", "page-unit=KB/s", "500.000", "KiB/s",
		  195.3125);
	/* one figure per line: the average, 100 ms x 100 MHz; v4 names the
	 * size only, wolfCrypt's default curve SECP256R1 */
	check_row(&ig, "ecdsa-secp256r1", "sign", "block=1024", "100.000", "ms",
		  1e7);
	check_row(&ig, "ecdh-secp256r1", "keygen", NULL, "50.000", "ms", 5e6);
	/* RSA's public-key operation (wolfCrypt's default: encryption) is
	 * named as other libraries name it: verify */
	check_row(&ig, "rsa-2048", "verify", NULL, "25.000", "ms", 2.5e6);
	ck_assert_uint_eq(ig.nrows, 6);
	ck_assert_str_eq(ig.rows[0].impl, "sw");
	ck_assert_int_eq(ig.rows[0].line, 8);
	ingest_free(&ig);
}
END_TEST

/* v5 spelling: "[SECP256R1]", KiB/MiB by default, KB/MB under -base10 */
START_TEST(wolfcrypt_v5_units)
{
	static const char base2[] =
		"## STM32U5X1\n"
		"CPU: Cortex-M33 at 100 MHz\n"
		" wolfSSL version 5.7.2\n"
		"wolfCrypt Benchmark (block bytes 1024, min 1.0 sec each)\n"
		"AES-256-GCM-enc              3 MiB took 1.000 seconds,    "
		"3.000 MiB/s\n"
		"AES-256-GCM-enc-no_AAD       3 MiB took 1.000 seconds,    "
		"3.100 MiB/s\n"
		"SHA-512/256                400 KiB took 1.000 seconds,  "
		"400.000 KiB/s\n"
		"ECDSA [      SECP384R1]   384     sign        10 ops took "
		"1.000 sec, avg 100.000 ms, 10.000 ops/sec\n"
		"ECDHE [      SECP256R1]   256    agree        10 ops took "
		"1.000 sec, avg 40.000 ms, 25.000 ops/sec\n"
		"CURVE  25519    agree        50 ops took 1.000 sec, avg "
		"20.000 ms, 50.000 ops/sec\n"
		"ED     25519   verify        50 ops took 1.000 sec, avg "
		"20.000 ms, 50.000 ops/sec\n"
		"ML-KEM 512    128    encap     400 ops took 1.000 sec, avg "
		"2.500 ms, 400.000 ops/sec\n"
		"Benchmark complete\n";
	static const char base10[] =
		"## STM32U5X1\n"
		"CPU: Cortex-M33 at 100 MHz\n"
		" wolfSSL version 5.7.2\n"
		"AES-128-CBC-enc              2 MB took 1.000 seconds,    "
		"2.000 MB/s\n"
		"SHA-256                    500 KB took 1.000 seconds,  "
		"500.000 KB/s\n"
		"Benchmark complete\n";
	static const char v4_base10[] =
		"## STM32F4X1\n"
		"CPU: Cortex-M4 at 100 MHz\n"
		" wolfSSL version 4.4.1\n"
		"SHA-256            500 kB took 1.000 seconds,  500.000 kB/s\n"
		"Benchmark complete\n";
	ingest ig;

	ck_assert_msg(parse_with(&ig, base2, "b", 0, 0) == 0, "%s", ig.err);
	/* 100e6 / (3 * 2^20); the page's unit is the row's: no page-unit */
	check_row(&ig, "aes-256-gcm", "encrypt", "version=5.7.2", "3.000",
		  "MiB/s", 31.789143880208332);
	ck_assert_ptr_null(strstr(row_of(&ig, "aes-256-gcm", "encrypt",
					 NULL)->params, "page-unit"));
	check_row(&ig, "aes-256-gcm", "encrypt", "aad=none", "3.100", "MiB/s",
		  30.763687626008064);
	check_row(&ig, "sha512-256", "hash", NULL, "400.000", "KiB/s",
		  244.140625);
	check_row(&ig, "ecdsa-secp384r1", "sign", NULL, "100.000", "ms", 1e7);
	check_row(&ig, "ecdh-secp256r1", "shared-secret", NULL, "40.000", "ms",
		  4e6);
	check_row(&ig, "x25519", "shared-secret", NULL, "20.000", "ms", 2e6);
	check_row(&ig, "ed25519", "verify", NULL, "20.000", "ms", 2e6);
	/* a second number (the security level) before the operation */
	check_row(&ig, "ml-kem-512", "encaps", NULL, "2.500", "ms", 2.5e5);
	ingest_free(&ig);
	/* -base10 in 5.6.3 and later prints KB/MB: 10^3 and 10^6 */
	ck_assert_msg(parse_with(&ig, base10, "b", 0, 0) == 0, "%s", ig.err);
	check_row(&ig, "aes-128-cbc", "encrypt", NULL, "2.000", "MB/s", 50);
	check_row(&ig, "sha256", "hash", NULL, "500.000", "KB/s", 200);
	ingest_free(&ig);
	/* -base10 up to 5.6.0 prints kB/mB */
	ck_assert_msg(parse_with(&ig, v4_base10, "b", 0, 0) == 0, "%s",
		      ig.err);
	check_row(&ig, "sha256", "hash", "page-unit=kB/s", "500.000", "KB/s",
		  200);
	ingest_free(&ig);
}
END_TEST

/* A page of several configurations: heading, then a fenced block each */
static const char wc_page[] =
	"# Benchmarks\n"
	"\n"
	"## STM32X999\n"
	"\n"
	"Board: NUCLEO-X999\n"
	"CPU: Cortex-M7 at 200 MHz\n"
	"\n"
	"### STM32X999 (STM Crypto/Hash Acceleration, -Os)\n"
	"\n"
	"```\n"
	" wolfSSL version 4.4.1\n"
	"AES-128-CBC-enc     10 MB took 1.000 seconds,   10.000 MB/s\n"
	"Benchmark complete\n"
	"```\n"
	"\n"
	"### STM32X999 (No HW Crypto, -Os; FastMath)\n"
	"\n"
	"```c\n"
	"#define NO_HW 1   /* took 1 seconds, no log here */\n"
	"```\n"
	"\n"
	"```\n"
	" wolfSSL version 5.6.6\n"
	"AES-128-CBC-enc              2 MiB took 1.000 seconds,    "
	"2.000 MiB/s\n"
	"```\n";

START_TEST(wolfcrypt_configurations)
{
	ingest ig;
	const cb_result *r;

	ck_assert_msg(parse_with(&ig, wc_page, "x999", 0, 0) == 0, "%s",
		      ig.err);
	ck_assert_str_eq(ig.board.mcu, "STM32X999");
	ck_assert_str_eq(ig.board.vendor, "STMicroelectronics");
	ck_assert_str_eq(ig.board.library_version, "4.4.1 5.6.6");
	ck_assert_uint_eq(ig.nrows, 2);
	r = row_of(&ig, "aes-128-cbc", "encrypt", "Acceleration");
	ck_assert_ptr_nonnull(r);
	ck_assert_str_eq(r->impl, "hw");
	ck_assert_str_eq(r->params, "config=STM Crypto/Hash Acceleration, "
			 "-Os;version=4.4.1;page-unit=MB/s;stat=mean");
	/* ';' in a heading would split params: it becomes ',' */
	r = row_of(&ig, "aes-128-cbc", "encrypt", "No HW");
	ck_assert_ptr_nonnull(r);
	ck_assert_str_eq(r->impl, "sw");
	ck_assert_str_eq(r->params, "config=No HW Crypto, -Os, FastMath;"
			 "version=5.6.6;stat=mean");
	/* the second block has no end line: kept (its fence closes it), and
	 * said so */
	ck_assert_int_eq(ig.warnings, 1);
	ingest_free(&ig);
}
END_TEST

START_TEST(wolfcrypt_refusals)
{
	char buf[4096];
	ingest ig;

	/* a raw log without its end line: its whole lines are kept, with a
	 * warning naming the block's first figure; cut inside a line, it is
	 * refused */
	snprintf(buf, sizeof(buf), "%.*s", (int)(strstr(wc_v4,
		 "Benchmark complete") - wc_v4), wc_v4);
	ck_assert_msg(parse_with(&ig, buf, "b", 0, 0) == 0, "%s", ig.err);
	ck_assert_uint_eq(ig.nrows, 6);
	ck_assert_int_eq(ig.warnings, 1);
	ingest_free(&ig);
	buf[strlen(buf) - 10] = '\0';
	expect_fail(buf, 0, "page.txt:13: not a wolfCrypt result line");
	/* a page cut inside a fenced block, after a whole line: kept */
	snprintf(buf, sizeof(buf), "%.*s", (int)(strstr(wc_page,
		 "Benchmark complete") - wc_page), wc_page);
	ck_assert_msg(parse_with(&ig, buf, "b", 0, 0) == 0, "%s", ig.err);
	ck_assert_uint_eq(ig.nrows, 1);
	ingest_free(&ig);
	/* cut before a block's first figure, or after a heading */
	snprintf(buf, sizeof(buf), "%.*s", (int)(strstr(wc_page,
		 " wolfSSL version 5.6.6") - wc_page), wc_page);
	expect_fail(buf, 0, "the page ends inside the block opened at line "
		    "22");
	snprintf(buf, sizeof(buf), "%.*s", (int)(strstr(wc_page,
		 "### STM32X999 (No HW") - wc_page) + 50, wc_page);
	expect_fail(buf, 0, "the page ends after the heading of line 16");
	/* a result line cut short */
	expect_fail("CPU: Cortex-M4 at 64 MHz\n wolfSSL version 4.4.1\n"
		    "SHA-256  500 KB took 1.000 seconds,  500.0\n"
		    "Benchmark complete\n", 0, "page.txt:3: not a wolfCrypt "
		    "result line");
	/* KB without a version: base 2 or 10 cannot be told */
	expect_fail("CPU: Cortex-M4 at 64 MHz\n"
		    "SHA-256  500 KB took 1.000 seconds,  500.000 KB/s\n"
		    "Benchmark complete\n", 0, "page.txt:2: 'KB/s' means 2^10 "
		    "bytes");
	expect_fail("CPU: Cortex-M4 at 64 MHz\n wolfSSL version 5.6.2\n"
		    "SHA-256  500 KB took 1.000 seconds,  500.000 KB/s\n"
		    "Benchmark complete\n", 0, "base 2 or 10 is not known");
	/* a page that states no clock ("at up to" is a maximum) */
	expect_fail("## STM32G071RB\n"
		    "STM32G0 is a Cortex-M0+ at up to 64MHz.\n"
		    " wolfSSL version 5.6.0\n"
		    "SHA-256  500 KB took 1.000 seconds,  500.000 KB/s\n"
		    "Benchmark complete\n", 0, "states no clock frequency; "
		    "give one with --clock");
	/* two boards on one page: --mcu reads one's section */
	snprintf(buf, sizeof(buf), "%s\n## STM32Y000\nCPU: Cortex-M4 at 50 "
		 "MHz\n```\n wolfSSL version 4.4.1\nSHA-256  500 KB took "
		 "1.000 seconds,  500.000 KB/s\nBenchmark complete\n```\n",
		 wc_page);
	expect_fail(buf, 0, "a second board's section ('## STM32Y000', the "
		    "first at line 3): give --mcu NAME");
	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	ig.opt.mcu = "STM32Y000";
	{
		char *copy = strdup(buf);

		ck_assert_msg(ingest_text(&ig, copy, strlen(copy), "y") == 0,
			      "%s", ig.err);
		free(copy);
	}
	ck_assert_uint_eq(ig.nrows, 1);
	ck_assert(ig.board.clock_mhz == 50);
	ck_assert_str_eq(ig.rows[0].algorithm, "sha256");
	ingest_free(&ig);
	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	ig.opt.mcu = "STM32Z";
	{
		char *copy = strdup(buf);

		ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), "y"), -1);
		free(copy);
	}
	ck_assert_ptr_nonnull(strstr(ig.err, "none of the page's 2 boards'"));
	ingest_free(&ig);
	/* a name the alias table lacks: kept under its name and marked,
	 * with a warning naming the line */
	snprintf(buf, sizeof(buf), "%s", wc_v4);
	memcpy(strstr(buf, "SHA-256  "), "WHIRLPOOL", 9);
	ck_assert_msg(parse_with(&ig, buf, "b", 0, 1) == 0, "%s", ig.err);
	ck_assert_ptr_nonnull(row_of(&ig, "raw-whirlpool", "encrypt", NULL));
	ck_assert(alg_is_raw(row_of(&ig, "raw-whirlpool", "encrypt", NULL)));
	ck_assert(!alg_is_raw(row_of(&ig, "aes-128-cbc", "encrypt", NULL)));
	ck_assert_int_eq(ig.nraw, 1);
	ingest_free(&ig);
}
END_TEST

START_TEST(wolfcrypt_clock_option)
{
	ingest ig;
	char buf[2048];

	/* no clock on the page: --clock gives it */
	snprintf(buf, sizeof(buf), "## STM32F4X1\n%s", strstr(wc_v4,
		 " wolfSSL"));
	ck_assert_msg(parse_with(&ig, buf, "b", 50, 0) == 0, "%s", ig.err);
	ck_assert(ig.board.clock_mhz == 50);
	ingest_free(&ig);
	/* --clock wins over the page's, with a warning */
	ck_assert_msg(parse_with(&ig, wc_v4, "b", 50, 0) == 0, "%s", ig.err);
	ck_assert(ig.board.clock_mhz == 50);
	ck_assert_int_eq(ig.warnings, 1);
	ingest_free(&ig);
}
END_TEST

/* ---- pqm4 ---- */

static const char pq_md[] =
	"# Speed Evaluation\n"
	"## Key Encapsulation Schemes\n"
	"| scheme | implementation | key generation [cycles] | encapsulation "
	"[cycles] | decapsulation [cycles] |\n"
	"| ------ | -------------- | ----------------------- | ------------- "
	"| ------------- |\n"
	"| ml-kem-768 (100 executions) | m4fspeed | AVG: 600,000 <br /> MIN: "
	"590,000 <br /> MAX: 610,000 | AVG: 700,000 <br /> MIN: 690,000 <br />"
	" MAX: 710,000 | AVG: 800,000 <br /> MIN: 790,000 <br /> MAX: 810,000 "
	"|\n"
	"## Signature Schemes\n"
	"| scheme | implementation | key generation [cycles] | sign [cycles] | "
	"verify [cycles] |\n"
	"| ------ | -------------- | ----------------------- | ------------- | "
	"--------------- |\n"
	"| ml-dsa-44 (100 executions) | clean | AVG: 1,000,000 <br /> MIN: "
	"1,000,000 <br /> MAX: 1,000,000 | AVG: 4,000,000 <br /> MIN: "
	"3,000,000 <br /> MAX: 9,000,000 | AVG: 1,200,000 <br /> MIN: "
	"1,100,000 <br /> MAX: 1,300,000 |\n"
	"# Memory Evaluation\n"
	"## Key Encapsulation Schemes\n"
	"| Scheme | Implementation | Key Generation [bytes] | Encapsulation "
	"[bytes] | Decapsulation [bytes] |\n"
	"| ml-kem-768 | m4fspeed | 5,000 | 6,000 | 6,100 |\n"
	"## Signature Schemes\n"
	"| Scheme | Implementation | Key Generation [bytes] | Sign [bytes] | "
	"Verify [bytes] |\n"
	"| ml-dsa-44 | clean | 38,000 | 52,000 | 36,000 |\n"
	"# Hashing Evaluation\n"
	"## Key Encapsulation Schemes\n"
	"| Scheme | Implementation | Key Generation [%] | Encapsulation [%] | "
	"Decapsulation [%] |\n"
	"| ml-kem-768 | m4fspeed | 60.1% | 55.0% | 0.0% |\n"
	"## Signature Schemes\n"
	"| Scheme | Implementation | Key Generation [%] | Sign [%] | Verify "
	"[%] |\n"
	"| ml-dsa-44 | clean | 70.0% | 40.0% | 65.5% |\n"
	"# Size Evaluation\n"
	"## Key Encapsulation Schemes\n"
	"| Scheme | Implementation | .text [bytes] | .data [bytes] | .bss "
	"[bytes] | Total [bytes] |\n"
	"| ml-kem-768 | m4fspeed | 20,000 | 0 | 0 | 20,000 |\n"
	"## Signature Schemes\n"
	"| Scheme | Implementation | .text [bytes] | .data [bytes] | .bss "
	"[bytes] | Total [bytes] |\n"
	"| ml-dsa-44 | clean | 8,000 | 4 | 0 | 8,004 |\n";

static const char pq_csv[] =
	"Speed Evaluation,,,,,,,,,,\n"
	"Key Encapsulation Schemes,,,,,,,,,,\n"
	"Scheme,Implementation,Key Generation [cycles] (mean),Key Generation "
	"[cycles] (min),Key Generation [cycles] (max),Encapsulation [cycles] "
	"(mean),Encapsulation [cycles] (min),Encapsulation [cycles] (max),"
	"Decapsulation [cycles] (mean),Decapsulation [cycles] (min),"
	"Decapsulation [cycles] (max)\n"
	"ml-kem-768 (100 executions),m4fspeed,600000,590000,610000,700000,"
	"690000,710000,800000,790000,810000\n"
	"Signature Schemes,,,,,,,,,,\n"
	"Scheme,Implementation,Key Generation [cycles] (mean),Key Generation "
	"[cycles] (min),Key Generation [cycles] (max),Sign [cycles] (mean),"
	"Sign [cycles] (min),Sign [cycles] (max),Verify [cycles] (mean),"
	"Verify [cycles] (min),Verify [cycles] (max)\n"
	"ml-dsa-44 (100 executions),clean,1000000,1000000,1000000,4000000,"
	"3000000,9000000,1200000,1100000,1300000\n"
	"Memory Evaluation,,,,,,,,,,\n"
	"Key Encapsulation Schemes,,,,,,,,,,\n"
	"Scheme,Implementation,Key Generation [bytes],Encapsulation [bytes],"
	"Decapsulation [bytes],,,,,,\n"
	"ml-kem-768,m4fspeed,5000,6000,6100,,,,,,\n"
	"Signature Schemes,,,,,,,,,,\n"
	"Scheme,Implementation,Key Generation [bytes],Sign [bytes],Verify "
	"[bytes],,,,,,\n"
	"ml-dsa-44,clean,38000,52000,36000,,,,,,\n"
	"Hashing Evaluation,,,,,,,,,,\n"
	"Key Encapsulation Schemes,,,,,,,,,,\n"
	"Scheme,Implementation,Key Generation [%],Encapsulation [%],"
	"Decapsulation [%],,,,,,\n"
	"ml-kem-768,m4fspeed,60.1,55.0,0.0,,,,,,\n"
	"Signature Schemes,,,,,,,,,,\n"
	"Scheme,Implementation,Key Generation [%],Sign [%],Verify [%],,,,,,\n"
	"ml-dsa-44,clean,70.0,40.0,65.5,,,,,,\n"
	"Size Evaluation,,,,,,,,,,\n"
	"Key Encapsulation Schemes,,,,,,,,,,\n"
	"Scheme,Implementation,.text [bytes],.data [bytes],.bss [bytes],Total "
	"[bytes],,,,,\n"
	"ml-kem-768,m4fspeed,20000,0,0,20000,,,,,\n"
	"Signature Schemes,,,,,,,,,,\n"
	"Scheme,Implementation,.text [bytes],.data [bytes],.bss [bytes],Total "
	"[bytes],,,,,\n"
	"ml-dsa-44,clean,8000,4,0,8004,,,,,\n";

static void
check_pq(const ingest *ig)
{
	const cb_result *r;
	size_t i;

	ck_assert_str_eq(ig->board.library, "pqm4");
	ck_assert_str_eq(ig->board.mcu, "STM32L4R5ZI");
	ck_assert(ig->board.clock_mhz == 24);
	/* cycles are cycles per op at any clock; AVG, MIN and MAX are
	 * figures of their own, their params the same but stat= */
	check_row(ig, "ml-kem-768", "encaps", "impl=m4fspeed;executions=100;"
		  "stat=mean", "700000", "cycles", 700000);
	check_row(ig, "ml-kem-768", "encaps", "impl=m4fspeed;executions=100;"
		  "stat=min", "690000", "cycles", 690000);
	check_row(ig, "ml-kem-768", "encaps", "impl=m4fspeed;executions=100;"
		  "stat=max", "710000", "cycles", 710000);
	check_row(ig, "ml-dsa-44", "sign", "impl=clean", "4000000", "cycles",
		  4e6);
	check_row(ig, "ml-dsa-44", "verify", NULL, "1200000", "cycles",
		  1.2e6);
	r = row_of(ig, "ml-kem-768", "decaps", NULL);
	ck_assert_str_eq(r->value, "800000");
	check_row(ig, "ml-kem-768", "keygen", "impl=m4fspeed", "600000",
		  "cycles", 6e5);
	/* stack, hashing share, code size (Total, their sum, not kept):
	 * no statistic */
	ck_assert_ptr_nonnull(r = row_of(ig, "ml-dsa-44", "sign", NULL));
	ck_assert_uint_eq(ig->nrows, 3 * 6 + 6 + 6 + 6);
	for (i = 0; i < ig->nrows; i++)
		ck_assert((strstr(ig->rows[i].params, "stat=") != NULL) ==
			  (strcmp(ig->rows[i].metric, "cycles") == 0));
	ck_assert_int_eq(ig->warnings, 0);
}

static const cb_result *
metric_row(const ingest *ig, const char *alg, const char *op,
	   const char *metric)
{
	size_t i;

	for (i = 0; i < ig->nrows; i++)
		if (strcmp(ig->rows[i].algorithm, alg) == 0 &&
		    strcmp(ig->rows[i].operation, op) == 0 &&
		    strcmp(ig->rows[i].metric, metric) == 0)
			return &ig->rows[i];
	return NULL;
}

START_TEST(pqm4_md_and_csv)
{
	ingest md, csv;
	size_t i;

	ck_assert_msg(parse_with(&md, pq_md, "pq", 0, 0) == 0, "%s", md.err);
	check_pq(&md);
	ck_assert_str_eq(metric_row(&md, "ml-dsa-44", "sign", "stack")->value,
			 "52000");
	ck_assert_str_eq(metric_row(&md, "ml-dsa-44", "sign", "stack")->unit,
			 "bytes");
	ck_assert_str_eq(metric_row(&md, "ml-kem-768", "keygen",
				    "hashing-share")->value, "60.1");
	ck_assert_str_eq(metric_row(&md, "ml-kem-768", "decaps",
				    "hashing-share")->value, "0.0");
	ck_assert_str_eq(metric_row(&md, "ml-dsa-44", "all", "code")->value,
			 "8000");
	ck_assert_str_eq(metric_row(&md, "ml-dsa-44", "all", "data")->value,
			 "4");
	ck_assert_ptr_nonnull(metric_row(&md, "ml-dsa-44", "all", "bss"));
	ck_assert_int_eq(metric_row(&md, "ml-kem-768", "encaps",
				    "cycles")->line, 5);
	/* the csv says the same */
	ck_assert_msg(parse_with(&csv, pq_csv, "pq", 0, 0) == 0, "%s",
		      csv.err);
	check_pq(&csv);
	for (i = 0; i < md.nrows; i++) {
		ck_assert_str_eq(md.rows[i].algorithm, csv.rows[i].algorithm);
		ck_assert_str_eq(md.rows[i].operation, csv.rows[i].operation);
		ck_assert_str_eq(md.rows[i].params, csv.rows[i].params);
		ck_assert_str_eq(md.rows[i].metric, csv.rows[i].metric);
		ck_assert_str_eq(md.rows[i].value, csv.rows[i].value);
	}
	ingest_free(&md);
	ingest_free(&csv);
	/* --clock: another clock than the README's (cycles stay cycles) */
	ck_assert_msg(parse_with(&md, pq_md, "pq", 168, 0) == 0, "%s",
		      md.err);
	ck_assert(md.board.clock_mhz == 168);
	ingest_free(&md);
}
END_TEST

START_TEST(pqm4_refusals)
{
	char buf[8192];
	ingest ig;
	const char *cut;

	/* cut inside a row */
	cut = strstr(pq_md, "| ml-dsa-44 | clean | 38,000");
	snprintf(buf, sizeof(buf), "%.*s\n", (int)(cut - pq_md) + 20, pq_md);
	expect_fail(buf, 0, "page.txt:16: table row cut short");
	/* cut at a line end before the last table */
	cut = strstr(pq_md, "# Size Evaluation");
	snprintf(buf, sizeof(buf), "%.*s", (int)(cut - pq_md), pq_md);
	expect_fail(buf, 0, "the page ends before pqm4's last table");
	/* csv row with a cell missing */
	snprintf(buf, sizeof(buf), "%s", pq_csv);
	*strstr(buf, ",810000") = '\0';
	strcat(buf, "\n");
	expect_fail(buf, 0, "page.txt:4: 10 cells where the header (line 3) "
		    "has 11");
	/* more cells than a pqm4 table has (a fuzz finding: the csv count
	 * overran the cell array), csv and markdown */
	snprintf(buf, sizeof(buf), "%s", pq_csv);
	memcpy(strstr(buf, ",810000"), ",1,2,3,4,5,6,7,8", 16);
	expect_fail(buf, 0, "page.txt:4: more than 16 cells");
	snprintf(buf, sizeof(buf), "%s", pq_md);
	memcpy(strstr(buf, "| ml-kem-768 (100"),
	       "|1|2|3|4|5|6|7|8|9|0|1|2|3|4|5|6|7|", 35);
	expect_fail(buf, 0, "more than 16 cells");
	/* no newline after the last line */
	snprintf(buf, sizeof(buf), "%.*s", (int)strlen(pq_md) - 1, pq_md);
	expect_fail(buf, 0, "the page ends inside a line");
	/* a scheme the alias table lacks: kept under its raw name */
	snprintf(buf, sizeof(buf), "%s", pq_md);
	memcpy(strstr(buf, "| ml-kem-768 (100"), "| hqc-128000 (100", 17);
	ck_assert_msg(parse_with(&ig, buf, "pq", 0, 1) == 0, "%s", ig.err);
	ck_assert_ptr_nonnull(row_of(&ig, "raw-hqc-128000", "encaps", NULL));
	ingest_free(&ig);
}
END_TEST

/* ---- data/ of the kept pages (tests/pages.sh checks it is ingest's) ---- */

/* compare's selection across sources: CycloneCRYPTO, wolfSSL, CMOX */
START_TEST(compare_across_sources)
{
	static char n0[] = "stm32f4", n1[] = "stm32f437", n2[] = "stm32u3";
	char *const names[] = { n0, n1, n2 };
	const cb_board *b[3];
	cb_dataset ds;
	filter f = { .impl = "sw", .algo = "aes-128-cbc" };
	sel_entry *e;
	size_t n, i;
	int hit = 0;

	ck_assert_int_eq(data_load(SRCDATA, &ds), 0);
	ck_assert_int_eq(sel_boards(&ds, names, 3, b), 0);
	ck_assert_str_eq(b[1]->library, "wolfSSL");
	n = sel_entries(&ds, b, 3, &f, 1, NULL, &e);
	for (i = 0; i < n; i++) {
		if (strcmp(sel_first(&e[i])->operation, "encrypt") != 0)
			continue;
		/* 180e6 / 1.514e6; 160e6 / (1.303 * 2^20), the lowest of
		 * the F437's two configurations (No HW Crypto) */
		ck_assert(fabs(e[i].norm[0] - 118.89035667) < 1e-6);
		ck_assert(fabs(e[i].norm[1] - 117.10505804) < 1e-6);
		ck_assert_str_eq(e[i].row[1]->value, "1.303");
		ck_assert_ptr_nonnull(e[i].row[2]);
		hit = 1;
	}
	ck_assert(hit);
	free(e);
	data_free(&ds);
}
END_TEST

static int
same(const char *a, const char *b)
{
	return strcmp(a, b) == 0;
}

/* The accelerator table has a row, with its source, for every shipped
 * MCU; the shipped data says hw only where the chip computes it (issue
 * 30's cases), and carries each page's statistic */
START_TEST(shipped_hw_and_stat)
{
	cb_dataset ds;
	size_t i;
	int f437_ecdsa = 0, cmox_min = 0, pq_stats = 0;

	ck_assert_int_eq(data_load(SRCDATA, &ds), 0);
	for (i = 0; i < ds.nboards; i++) {
		const ig_accel *a = ig_accel_of(ds.boards[i].mcu);

		ck_assert_msg(a != NULL, "no accelerator row for %s (%s)",
			      ds.boards[i].id, ds.boards[i].mcu);
		ck_assert(strlen(a->source) > 20);
	}
	for (i = 0; i < ds.nrows; i++) {
		const cb_result *r = &ds.rows[i];
		const char *bd = r->board, *al = r->algorithm;

		/* the STM32F437 has no PKA: SP-ASM ECDSA is software */
		if (same(bd, "stm32f437") && same(al, "ecdsa-secp256r1")) {
			ck_assert_str_eq(r->impl, "sw");
			f437_ecdsa++;
		}
		/* the WB55 has no hash unit */
		if (same(bd, "stm32wb55") && same(al, "sha256"))
			ck_assert_str_eq(r->impl, "sw");
		/* CMOX's ML-DSA signing: the minimum observed */
		if (same(bd, "stm32u3") && strncmp(al, "ml-dsa", 6) == 0)
			cmox_min += strstr(r->params, "stat=min") != NULL;
		if (same(bd, "stm32u3") && strstr(r->params, "stat=min") != NULL)
			ck_assert_str_eq(r->operation, "sign");
		if (same(bd, "pqm4-l4r5zi") && same(r->metric, "cycles"))
			pq_stats += strstr(r->params, "stat=mean") != NULL ||
				    strstr(r->params, "stat=min") != NULL ||
				    strstr(r->params, "stat=max") != NULL;
	}
	ck_assert_int_eq(f437_ecdsa, 4);
	/* 6 signing rows (3 sets, Low RAM or not) x cycles, time, stack,
	 * work buffer */
	ck_assert_int_eq(cmox_min, 6 * 4);
	/* 20 rows of 3 speed cells, each 3 figures */
	ck_assert_int_eq(pq_stats, 20 * 3 * 3);
	data_free(&ds);
}
END_TEST

/* ---- the real pages kept as published (issue 30, point 7) ---- */

/* One page: what a user types beside it (pages.list says the same), its
 * figure count, and figures checked against the page's lines: line,
 * algorithm, operation, value, unit, impl, stat= and impl-note= ("":
 * none). */
typedef struct sample {
	int line;
	const char *alg, *op, *value, *unit, *impl, *stat, *note;
} sample;

static const struct real_page {
	const char *file, *id;
	double clock;
	const char *mcu, *core, *library, *column;
	size_t figures;
	sample s[3];
} real_pages[] = {
	{ "wolfssl-examples-rt1060-results.md", "rt1060-wolfssl", 600,
	  "MIMXRT1062", NULL, NULL, NULL, 36,
	  { { 11, "hash-drbg-sha256", "generate", "85.690", "KiB/s", "sw",
	      "mean", "unstated" },
	    { 65, "rsa-2048", "verify", "4.536", "ms", "sw", "mean",
	      "unstated" },
	    { 81, "ed25519", "verify", "105.500", "ms", "sw", "mean",
	      "unstated" } } },
	{ "esp32c3-wolfssl-sp-math-all.md", "esp32c3-spmath", 0, NULL, NULL,
	  NULL, NULL, 48,
	  { { 93, "hash-drbg-sha256", "generate", "705.940", "KiB/s", "sw",
	      "mean", "" },
	    { 94, "aes-128-cbc", "encrypt", "46.211", "KiB/s", "sw", "mean",
	      "" },
	    { 140, "ed25519", "verify", "25.850", "ms", "sw", "mean", "" } } },
	{ "esp32c3-wolfssl-fastmath-mini.txt", "esp32c3-fastmath", 0, NULL,
	  NULL, NULL, NULL, 50,
	  { { 115, "hash-drbg-sha256", "generate", "567.061", "KiB/s", "sw",
	      "mean", "" },
	    { 155, "rsa-2048", "sign", "4424.000", "ms", "sw", "mean", "" },
	    { 164, "ed25519", "verify", "26.050", "ms", "sw", "mean", "" } } },
	{ "esp32-wolfssl-hw-performance.txt", "esp32-wolfssl-hw", 0, NULL, NULL,
	  NULL, NULL, 50,
	  /* ESP32_CRYPT enabled: AES and SHA-256 are the chip's; it has no
	   * SHA-224, whose figure is a software one */
	  { { 139, "aes-128-cbc", "encrypt", "7784.431", "KiB/s", "hw", "mean",
	      "" },
	    { 155, "sha224", "hash", "2060.576", "KiB/s", "sw", "mean",
	      "no-accelerator" },
	    { 156, "sha256", "hash", "24600.000", "KiB/s", "hw", "mean",
	      "" } } },
	{ "wolfssl-stm32g071rb.md", "stm32g071rb", 64, NULL, NULL, NULL, NULL,
	  17,
	  { { 19, "hash-drbg-sha256", "generate", "196.357", "KiB/s", "sw",
	      "mean", "unstated" },
	    { 31, "ecdh-secp256r1", "shared-secret", "250.000", "ms", "sw",
	      "mean", "unstated" },
	    { 42, "rsa-2048", "sign", "2723.500", "ms", "sw", "mean",
	      "unstated" } } },
	{ "nxp-lpcxpresso55s16-mbedtls-benchmark-readme.txt", "lpc55s16", 0,
	  "LPC55S16", NULL, NULL, NULL, 41,
	  /* HASHCRYPT: SHA-1 and SHA-256, no SHA-512 */
	  { { 64, "sha1", "hash", "95852.80", "KiB/s", "hw", "mean", "" },
	    { 66, "sha512", "hash", "2016.78", "KiB/s", "sw", "mean",
	      "no-accelerator" },
	    { 85, "rsa-1024", "verify", "1636.33", "ops/s", "hw", "mean",
	      "" } } },
	{ "nxp-frdmk32l3a6-cm0plus-mbedtls-benchmark-readme.txt",
	  "k32l3a6-cm0plus", 0, "K32L3A60", "Cortex-M0+", NULL, NULL, 41,
	  { { 54, "md5", "hash", "6505.98", "KiB/s", "sw", "mean",
	      "unstated" },
	    { 55, "sha1", "hash", "3688.66", "KiB/s", "hw", "mean", "" },
	    { 94, "ecdh-secp192r1", "shared-secret", "6.00", "ops/s", "sw",
	      "mean", "" } } },
	{ "pqm3-nucleo-f207zg.md", "pqm3-f207zg", 30, "STM32F207ZG", NULL,
	  NULL, NULL, 504,
	  { { 5, "firesaber", "keygen", "4008689", "cycles", "sw", "mean",
	      "" },
	    { 5, "firesaber", "keygen", "4008682", "cycles", "sw", "min", "" },
	    { 5, "firesaber", "keygen", "4008721", "cycles", "sw", "max",
	      "" } } },
	{ "pqm4-masked-benchmarks.md", "ucl-pqm4-masked", 0, NULL, NULL,
	  "pqm4_masked", NULL, 2358,
	  { { 5, "bike-l1", "keygen", "25066749", "cycles", "sw", "mean", "" },
	    { 5, "bike-l1", "keygen", "25044123", "cycles", "sw", "min", "" },
	    { 21, "kyber512", "encaps", "540354", "cycles", "sw", "mean",
	      "" } } },
	{ "segger-kb-hash-stm32h753.txt", "segger-h753-hash", 0, "STM32H753",
	  NULL, NULL, NULL, 10,
	  { { 25, "md5", "hash", "51.50", "MB/s", "sw", "", "" },
	    { 26, "md5", "hash", "104.09", "MB/s", "hw", "", "" },
	    { 31, "sha256", "hash", "104.11", "MB/s", "hw", "", "" } } },
	{ "segger-kb-eddsa-stm32h753.txt", "segger-h753-eddsa", 0, "STM32H753",
	  NULL, NULL, NULL, 4,
	  { { 17, "ed25519", "sign", "15.91", "ms", "sw", "", "" },
	    { 18, "ed448", "sign", "31.60", "ms", "sw", "", "" },
	    { 25, "ed448", "verify", "69.53", "ms", "sw", "", "" } } },
	{ "segger-kb-eddsa-stm32f746.txt", "segger-f746-eddsa", 0, "STM32F746",
	  NULL, NULL, NULL, 4,
	  { { 17, "ed25519", "sign", "43.60", "ms", "sw", "", "" },
	    { 24, "ed25519", "verify", "101.85", "ms", "sw", "", "" },
	    { 25, "ed448", "verify", "166.01", "ms", "sw", "", "" } } },
	{ "segger-kb-eddsa-mk66fn2m0.txt", "segger-k66-eddsa", 0, "MK66FN2M0",
	  NULL, NULL, NULL, 4,
	  { { 17, "ed25519", "sign", "77.36", "ms", "sw", "", "" },
	    { 18, "ed448", "sign", "147.73", "ms", "sw", "", "" },
	    { 25, "ed448", "verify", "325.84", "ms", "sw", "", "" } } },
	{ "aes-armcortexm-readme.md", "aes-armcortexm-m4", 24, "STM32F407",
	  NULL, "aes-armcortexm", "M4", 13,
	  /* CTR: cycles per 16-byte block ("cycle/block averages") */
	  { { 25, "aes-128-ctr", "encrypt", "527.9", "cycles", "sw", "",
	      "unstated" },
	    { 29, "aes-256-ctr", "decrypt", "760.7", "cycles", "sw", "",
	      "unstated" },
	    { 31, "aes-128-ctr", "encrypt", "1616.6", "cycles", "sw", "",
	      "unstated" } } },
	{ "panther-x2-readme.md", "panther-x2", 1800, "RK3566", "Cortex-A55",
	  NULL, NULL, 18,
	  { { 180, "sha256", "hash", "13900.53", "KB/s", "sw", "mean",
	      "unstated" },
	    { 181, "aes-128-cbc", "encrypt", "1318578.86", "KB/s", "sw", "mean",
	      "unstated" },
	    { 182, "aes-128-gcm", "encrypt", "874086.40", "KB/s", "sw", "mean",
	      "unstated" } } },
};

static const char *
annotation(const cb_result *r, const char *key, char *buf, size_t len)
{
	buf[0] = '\0';
	param_get(r->params, key, buf, len);
	return buf;
}

START_TEST(real_pages_as_published)
{
	const struct real_page *rp = &real_pages[_i];
	char path[512], *text, st[32], nt[32];
	FILE *f;
	long n;
	ingest ig;
	size_t i;
	int k;

	snprintf(path, sizeof(path), "%s/../tests/vectors/pages/%s", SRCDATA,
		 rp->file);
	f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "%s", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = malloc((size_t)n + 1);
	ck_assert(fread(text, 1, (size_t)n, f) == (size_t)n);
	text[n] = '\0';
	fclose(f);
	memset(&ig, 0, sizeof(ig));
	ig.path = rp->file;
	ig.opt.clock_mhz = rp->clock;
	ig.opt.mcu = rp->mcu;
	ig.opt.core = rp->core;
	ig.opt.library = rp->library;
	ig.opt.column = rp->column;
	ck_assert_msg(ingest_text(&ig, text, (size_t)n, rp->id) == 0, "%s",
		      ig.err);
	ck_assert_uint_eq(ig.nrows, rp->figures);
	for (k = 0; k < 3; k++) {
		const sample *s = &rp->s[k];
		const cb_result *r = NULL;

		for (i = 0; i < ig.nrows && r == NULL; i++)
			if (ig.rows[i].line == s->line &&
			    strcmp(ig.rows[i].algorithm, s->alg) == 0 &&
			    strcmp(ig.rows[i].operation, s->op) == 0 &&
			    strcmp(ig.rows[i].value, s->value) == 0)
				r = &ig.rows[i];
		ck_assert_msg(r != NULL, "%s: no %s %s %s at line %d", rp->file,
			      s->alg, s->op, s->value, s->line);
		ck_assert_str_eq(r->unit, s->unit);
		ck_assert_str_eq(r->impl, s->impl);
		ck_assert_str_eq(annotation(r, "stat", st, sizeof(st)),
				 s->stat);
		ck_assert_str_eq(annotation(r, "impl-note", nt, sizeof(nt)),
				 s->note);
	}
	ingest_free(&ig);
	free(text);
}
END_TEST

/* pqm4's cycles beside a QEMU board's estimated cycles, per op */
START_TEST(pqm4_beside_qemu)
{
	static char bf[][48] = { "qemu-m4", "mps2-an386", "CMSDK", "Cortex-M4",
		"25", "Arm", "cryptobench", "0.1", "gcc", "-O2",
		"measured (QEMU)", "run log" };
	static char rf[][48] = { "qemu-m4", "sw", "ml-kem-768", "encaps", "",
		"est-cycles", "900000", "cycles", "3" };
	static char n0[] = "pqm4", n1[] = "qemu-m4";
	char *const names[] = { n0, n1 };
	char *bp[12], *rp[9];
	const cb_board *b[2];
	cb_dataset ds;
	filter f = { .algo = "ml-kem-768" };
	sel_entry *e;
	size_t n, i;
	int hit = 0;

	for (i = 0; i < 12; i++)
		bp[i] = bf[i];
	for (i = 0; i < 9; i++)
		rp[i] = rf[i];
	ck_assert_int_eq(data_load(SRCDATA, &ds), 0);
	ck_assert_int_eq(data_add_board(&ds, bp, "test", 1), 0);
	ck_assert_int_eq(data_add_result(&ds, rp, "test", 2), 0);
	ck_assert_int_eq(sel_boards(&ds, names, 2, b), 0);
	n = sel_entries(&ds, b, 2, &f, 1, NULL, &e);
	for (i = 0; i < n; i++) {
		if (e[i].kind != NORM_CPO)
			continue;
		/* the lowest of clean, m4fspeed and m4fstack: m4fspeed
		 * (its mean, 658,754, or, where the model does not yet set
		 * statistics apart, its minimum, 655,785) */
		ck_assert(e[i].norm[0] == 658754 || e[i].norm[0] == 655785);
		ck_assert_ptr_nonnull(strstr(e[i].row[0]->params,
					     "impl=m4fspeed"));
		ck_assert(e[i].norm[1] == 900000);
		hit++;
	}
	ck_assert_int_eq(hit, 1);
	free(e);
	data_free(&ds);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("wolfpq");
	TCase *tc;
	SRunner *sr;
	int nf;

	tc = tcase_create("wolfcrypt");
	tcase_add_test(tc, wolfcrypt_v4_base2);
	tcase_add_test(tc, wolfcrypt_v5_units);
	tcase_add_test(tc, wolfcrypt_configurations);
	tcase_add_test(tc, wolfcrypt_refusals);
	tcase_add_test(tc, wolfcrypt_clock_option);
	suite_add_tcase(s, tc);
	tc = tcase_create("pqm4");
	tcase_add_test(tc, pqm4_md_and_csv);
	tcase_add_test(tc, pqm4_refusals);
	suite_add_tcase(s, tc);
	tc = tcase_create("pages");
	tcase_add_test(tc, compare_across_sources);
	tcase_add_test(tc, pqm4_beside_qemu);
	tcase_add_test(tc, shipped_hw_and_stat);
	tcase_add_loop_test(tc, real_pages_as_published, 0,
			    (int)(sizeof(real_pages) / sizeof(real_pages[0])));
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
