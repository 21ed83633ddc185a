/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli': the SEGGER emCrypt, openssl speed and Mbed TLS benchmark
 * layouts on samples written from each program's output format (not
 * copied pages), --clock, --keep-unknown, the units they bring (KiB/s,
 * B/s, ops/s) with hand-computed per-MHz figures, and the kept pages of
 * tests/vectors/pages/ against the shipped data.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ingest.h"
#include "model.h"

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

/* Parse text with --clock mhz (0: none) and --keep-unknown keep. */
static int
parse(ingest *ig, const char *text, double mhz, int keep)
{
	char *copy = strdup(text);
	int rc;

	memset(ig, 0, sizeof(*ig));
	ig->path = "page.txt";
	ig->opt.clock_mhz = mhz;
	(void)keep;  /* unknown names are always kept now */
	rc = ingest_text(ig, copy, strlen(copy), "b");
	free(copy);
	return rc;
}

/* A row's params without the annotation keys (stat=, impl-note=), which
 * the tests check apart, into out. */
static void
variant_params(const char *p, char *out, size_t len)
{
	size_t o = 0, n;

	out[0] = '\0';
	for (; *p != '\0'; p += *p == ';') {
		n = strcspn(p, ";");
		if (strncmp(p, "stat=", 5) != 0 &&
		    strncmp(p, "impl-note=", 10) != 0 && o + n + 2 < len) {
			o += (size_t)snprintf(out + o, len - o, "%s%.*s",
					      o ? ";" : "", (int)n, p);
		}
		p += n;
	}
}

static const cb_result *
find(const ingest *ig, const char *alg, const char *op, const char *params)
{
	char v[256];
	size_t i;

	for (i = 0; i < ig->nrows; i++) {
		variant_params(ig->rows[i].params, v, sizeof(v));
		if (strcmp(ig->rows[i].algorithm, alg) == 0 &&
		    strcmp(ig->rows[i].operation, op) == 0 &&
		    (params == NULL || strcmp(v, params) == 0))
			return &ig->rows[i];
	}
	return NULL;
}

/* The value of annotation key in a row's params ("" when absent). */
static const char *
note_of(const cb_result *r, const char *key, char *buf, size_t len)
{
	const char *p = r->params;
	size_t kl = strlen(key);

	buf[0] = '\0';
	for (; *p != '\0'; p += *p == ';') {
		size_t n = strcspn(p, ";");

		if (strncmp(p, key, kl) == 0 && p[kl] == '=')
			snprintf(buf, len, "%.*s", (int)(n - kl - 1),
				 p + kl + 1);
		p += n;
	}
	return buf;
}

#define ASSERT_NOTE(r_, key_, want_) do { \
	char nb_[64]; \
	ck_assert_ptr_nonnull(r_); \
	ck_assert_str_eq(note_of(r_, key_, nb_, sizeof(nb_)), want_); \
} while (0)

/* A row's value, unit, impl and per-MHz figure on the page's board */
#define ASSERT_ROW(ig_, a_, o_, p_, i_, v_, u_, norm_) do { \
	const cb_result *r_ = find(ig_, a_, o_, p_); \
	double n_; \
	ck_assert_msg(r_ != NULL, "no row %s %s", a_, o_); \
	ck_assert_str_eq(r_->impl, i_); \
	ck_assert_str_eq(r_->value, v_); \
	ck_assert_str_eq(r_->unit, u_); \
	ck_assert(norm_value(r_, (ig_)->board.clock_mhz, &n_) != NORM_NONE); \
	ck_assert_msg(fabs(n_ - (norm_)) < 1e-6 * (norm_), "%s %s: %g, " \
		      "not %g", a_, o_, n_, (double)(norm_)); \
} while (0)

#define ASSERT_FAILS(text_, mhz_, keep_, msg_) do { \
	ingest ig_; \
	ck_assert_int_eq(parse(&ig_, text_, mhz_, keep_), -1); \
	ck_assert_msg(strstr(ig_.err, msg_) != NULL, "'%s' lacks '%s'", \
		      ig_.err, msg_); \
	ingest_free(&ig_); \
} while (0)

/* ---- openssl speed ---- */

/* written from apps/speed.c's printf formats; figures chosen to divide */
static const char ossl_human[] =
	"# mcu: Test CPU\n"
	"version: 3.0.99\n"
	"compiler: gcc -fPIC -pthread -m64 -O2 -DNDEBUG\n"
	"The 'numbers' are in 1000s of bytes per second processed.\n"
	"type             16 bytes     64 bytes\n"
	"sha256          100000.00k   500000.00k\n"
	"aes-128-cbc    1000000.00k  2000000.00k\n"
	"                  sign    verify    sign/s verify/s\n"
	"rsa 2048 bits 0.001000s 0.000050s   1000.0  20000.0\n"
	"                              sign    verify    sign/s verify/s\n"
	" 256 bits ecdsa (nistp256)   0.0000s   0.0001s  50000.0  12500.0\n"
	" 256 bits ecdsa (secp256k1)   0.0000s   0.0001s  40000.0  10000.0\n"
	"                              op      op/s\n"
	" 256 bits ecdh (nistp256)   0.0000s  25000.0\n"
	" 253 bits ecdh (X25519)   0.0000s  40000.0\n"
	"                              sign    verify    sign/s verify/s\n"
	" 253 bits EdDSA (Ed25519)   0.0000s   0.0001s  25000.0  10000.0\n";

START_TEST(openssl_human)
{
	ingest ig;

	ck_assert_int_eq(parse(&ig, ossl_human, 1000, 0), 0);
	ck_assert_str_eq(ig.board.library, "OpenSSL");
	ck_assert_str_eq(ig.board.library_version, "3.0.99");
	ck_assert_str_eq(ig.board.compiler, "gcc");
	ck_assert_str_eq(ig.board.optimization, "-O2");
	ck_assert_str_eq(ig.board.mcu, "Test CPU");
	ck_assert(ig.board.clock_mhz == 1000);
	ck_assert_str_eq(ig.board.method, "published; user-given: --clock");
	/* 1000 MHz / 10^8 B/s = 10 cycles/B; KB are 1000 bytes here */
	ASSERT_ROW(&ig, "sha256", "hash", "block=16", "sw", "100000.00",
		   "KB/s", 10);
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "block=64", "sw",
		   "2000000.00", "KB/s", 0.5);
	/* time and rate on one line: one figure, the rate; 10^9 / 1000 */
	ASSERT_ROW(&ig, "rsa-2048", "sign", "", "sw", "1000.0", "ops/s", 1e6);
	ASSERT_ROW(&ig, "rsa-2048", "verify", "", "sw", "20000.0", "ops/s",
		   5e4);
	ASSERT_ROW(&ig, "ecdsa-secp256r1", "sign", "", "sw", "50000.0",
		   "ops/s", 2e4);
	/* a curve the core does not implement keeps its figure */
	ASSERT_ROW(&ig, "ecdsa-secp256k1", "verify", "", "sw", "10000.0",
		   "ops/s", 1e5);
	ASSERT_ROW(&ig, "ecdh-secp256r1", "shared-secret", "", "sw",
		   "25000.0", "ops/s", 4e4);
	ASSERT_ROW(&ig, "x25519", "shared-secret", "", "sw", "40000.0",
		   "ops/s", 25000);
	ASSERT_ROW(&ig, "ed25519", "sign", "", "sw", "25000.0", "ops/s", 4e4);
	ck_assert_uint_eq(ig.nrows, 4 + 2 + 4 + 2 + 2);
	ingest_free(&ig);
}
END_TEST

static const char ossl_mr[] =
	"# mcu: Test CPU\n"
	"+DT:sha256:3:16\n"
	"+R:1000:sha256:3.000000\n"
	"+H:16:1024\n"
	"+F:6:sha256:100000000.00:400000000.00\n"
	"+F:19:aes-128-cbc:1000000000.00:0.00\n"
	"+F2:2:2048:1000.000000:20000.000000\n"
	"+F4:3:256:50000.000000:12500.000000\n"
	"+F5:3:256:25000.000000:0.000040\n"
	"+F5:22:253:40000.000000:0.000025\n"
	"+F6:0:253:Ed25519:25000.000000:10000.000000\n";

START_TEST(openssl_mr)
{
	ingest ig;

	ck_assert_int_eq(parse(&ig, ossl_mr, 2000, 0), 0);
	/* -mr figures are bytes per second: 2000 MHz / 10^8 B/s */
	ASSERT_ROW(&ig, "sha256", "hash", "block=16", "sw", "100000000.00",
		   "B/s", 20);
	ASSERT_ROW(&ig, "sha256", "hash", "block=1024", "sw", "400000000.00",
		   "B/s", 5);
	/* a test openssl did not run (0.00) is no figure */
	ck_assert_ptr_null(find(&ig, "aes-128-cbc", "encrypt", "block=1024"));
	ASSERT_ROW(&ig, "rsa-2048", "sign", "", "sw", "1000.000000", "ops/s",
		   2e6);
	ASSERT_ROW(&ig, "ecdsa-secp256r1", "verify", "", "sw",
		   "12500.000000", "ops/s", 160000);
	/* ops/s and seconds per op: one figure */
	ASSERT_ROW(&ig, "ecdh-secp256r1", "shared-secret", "", "sw",
		   "25000.000000", "ops/s", 80000);
	ASSERT_ROW(&ig, "x25519", "shared-secret", "", "sw", "40000.000000",
		   "ops/s", 50000);
	ASSERT_ROW(&ig, "ed25519", "verify", "", "sw", "10000.000000",
		   "ops/s", 2e5);
	ck_assert_uint_eq(ig.nrows, 2 + 1 + 2 + 2 + 1 + 1 + 2);
	ingest_free(&ig);
}
END_TEST

START_TEST(openssl_bad)
{
	/* no clock on the page and none given: never a guess */
	ASSERT_FAILS(ossl_mr, 0, 0, "give one with --clock");
	/* a row cut short names its line */
	ASSERT_FAILS("# mcu: X\n"
		     "The 'numbers' are in 1000s of bytes per second "
		     "processed.\n"
		     "type             16 bytes     64 bytes\n"
		     "sha256          100000.00k\n", 1000, 0,
		     "page.txt:4: 1 figures for 2 block sizes");
	ASSERT_FAILS("# mcu: X\n+H:16:64\n+F:6:sha256:100.00\n", 1000, 0,
		     "page.txt:3: 1 figures for 2 block sizes");
	/* the page ends inside a line */
	ASSERT_FAILS("# mcu: X\n+H:16\n+F:6:sha256:100.0", 1000, 0,
		     "page.txt:3: the output ends inside a line");
}
END_TEST

/* ---- names the alias table lacks ---- */

START_TEST(keep_unknown)
{
	ingest ig;
	const cb_result *r;

	ck_assert_int_eq(parse(&ig, "# mcu: X\n+H:16\n"
			       "+F:6:Whirl Pool/2:100.00\n", 1000, 1), 0);
	ck_assert_uint_eq(ig.nrows, 1);
	/* one warning for the row (naming its line), one for the count */
	ck_assert_int_eq(ig.nraw, 1);
	ck_assert_int_eq(ig.warnings, 2);
	r = &ig.rows[0];
	/* raw name folded, family "unknown": kept and marked */
	ck_assert_str_eq(r->algorithm, "raw-whirl-pool-2");
	ck_assert_ptr_nonnull(alg_by_id(r->algorithm));
	ck_assert_str_eq(alg_by_id(r->algorithm)->family, "unknown");
	ck_assert_ptr_null(alg_by_id("raw-"));
	ck_assert_ptr_null(alg_by_id("raw-Upper"));
	ingest_free(&ig);
	/* a curve openssl numbers but this tool does not name */
	ck_assert_int_eq(parse(&ig, "# mcu: X\n+F4:9:283:10.0:5.0\n", 1000,
			       0), 0);
	ck_assert_str_eq(ig.rows[0].algorithm, "raw-ecdsa-curve9-283");
	ingest_free(&ig);
}
END_TEST

/* ---- Mbed TLS benchmark ---- */

/* written from programs/test/benchmark.c's formats, the MCUXpresso
 * SDK's header lines (version, fsys, implementations) and its block */
static const char mbed[] =
	"# board: Test-EVK\n"
	"# mcu: MK64FN1M0\n"
	"~~~~~~~~\n"
	"mbedTLS version 2.28.8\n"
	"fsys=100000000\n"
	"Using following implementations:\n"
	"  SHA: MMCAU HW accelerated\n"
	"  AES: MMCAU HW accelerated CBC\n"
	"  DES: Software implementation\n"
	"  Asymmetric cryptography: Software implementation\n"
	"\n"
	"  SHA-256                  :  1000.00 KiB/s,   95.37 cycles/byte\n"
	"  AES-CBC-128              :  2048.00 KiB/s,   46.68 cycles/byte\n"
	"  AES-CTR-128              :  1024.00 KiB/s,   93.37 cycles/byte\n"
	"  RIPEMD160                :   512.00 KiB/s,  186.74 cycles/byte\n"
	"  CTR_DRBG (PR)            :   100.00 KiB/s,  976.56 cycles/byte\n"
	"  RSA-2048                 :      28 ms/ public\n"
	"  RSA-2048                 :    1191 ms/private\n"
	"  ECDSA-secp256k1          :   50.00 sign/s\n"
	"  ECDHE-Curve25519         :    4.00 handshake/s\n"
	"  ECDH-secp256r1           :   10.00 handshake/s\n"
	"~~~~~~~~\n";

START_TEST(mbedtls_benchmark)
{
	ingest ig;

	ck_assert_int_eq(parse(&ig, mbed, 0, 0), 0);
	ck_assert_str_eq(ig.board.library, "Mbed TLS");
	ck_assert_str_eq(ig.board.library_version, "2.28.8");
	ck_assert_str_eq(ig.board.name, "Test-EVK");
	ck_assert(ig.board.clock_mhz == 100);
	/* KiB/s and cycles/byte: one figure, the page's unit kept; 10^8 Hz
	 * / 1024000 B/s = 97.65625 cycles/B */
	ASSERT_ROW(&ig, "sha256", "hash", "", "hw", "1000.00", "KiB/s",
		   97.65625);
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "", "hw", "2048.00",
		   "KiB/s", 1e8 / (2048.0 * 1024));
	/* the implementations line lists CBC only */
	ASSERT_ROW(&ig, "aes-128-ctr", "encrypt", "", "sw", "1024.00",
		   "KiB/s", 1e8 / (1024.0 * 1024));
	ASSERT_ROW(&ig, "ripemd160", "hash", "", "sw", "512.00", "KiB/s",
		   1e8 / (512.0 * 1024));
	ASSERT_ROW(&ig, "ctr-drbg", "generate", "prediction-resistance=1",
		   "sw", "100.00", "KiB/s", 1e8 / (100.0 * 1024));
	/* 28 ms at 100 MHz; RSA's public and private operations are named
	 * verify and sign, as other libraries' pages name them */
	ASSERT_ROW(&ig, "rsa-2048", "verify", "", "sw", "28", "ms", 2.8e6);
	ASSERT_ROW(&ig, "rsa-2048", "sign", "", "sw", "1191", "ms",
		   1.191e8);
	ASSERT_ROW(&ig, "ecdsa-secp256k1", "sign", "", "sw", "50.00",
		   "ops/s", 2e6);
	ASSERT_ROW(&ig, "x25519", "handshake", "", "sw", "4.00", "ops/s",
		   2.5e7);
	ASSERT_ROW(&ig, "ecdh-secp256r1", "shared-secret", "", "sw",
		   "10.00", "ops/s", 1e7);
	ck_assert_uint_eq(ig.nrows, 10);
	ingest_free(&ig);
}
END_TEST

START_TEST(mbedtls_old_units_and_done)
{
	ingest ig;

	/* before 2.16 the label was "KB/s" for the same KiB; "DONE" ends
	 * the Mbed OS example's output; no clock on the page */
	ck_assert_int_eq(parse(&ig, "# mcu: X\n"
			       "  SHA-256                  :       1673 KB/s\n"
			       "  AES-CBC-128              :       1428 KB/s\n"
			       "DONE\n", 96, 0), 0);
	ASSERT_ROW(&ig, "sha256", "hash", "", "sw", "1673", "KiB/s",
		   96e6 / (1673.0 * 1024));
	ck_assert_uint_eq(ig.nrows, 2);
	ingest_free(&ig);
}
END_TEST

START_TEST(mbedtls_hw_lines)
{
	ingest ig;

	/* "ECC256/384/521 and RSA verify": those curves, and RSA's public
	 * key operation only; "AES GCM:" is not "AES:" */
	ck_assert_int_eq(parse(&ig, "# mcu: X\n"
			       "fsys=150000000\n"
			       "Using following implementations:\n"
			       "  AES: HASHCRYPT HW accelerated\n"
			       "  AES GCM: Software implementation\n"
			       "  Asymmetric cryptography: CASPER HW "
			       "accelerated ECC256/384/521 and RSA verify\n"
			       "\n"
			       "  AES-CBC-128              :  100.00 KiB/s\n"
			       "  AES-GCM-128              :  50.00 KiB/s\n"
			       "  RSA-1024                 :  700.00  public/s\n"
			       "  RSA-1024                 :    4.00 private/s\n"
			       "  ECDSA-secp256r1          :   15.00 sign/s\n"
			       "  ECDSA-secp256k1          :   12.00 sign/s\n"
			       "DONE\n", 0, 0), 0);
	ck_assert_str_eq(find(&ig, "aes-128-cbc", "encrypt", "")->impl, "hw");
	ck_assert_str_eq(find(&ig, "aes-128-gcm", "encrypt", "")->impl, "sw");
	ck_assert_str_eq(find(&ig, "rsa-1024", "verify", "")->impl, "hw");
	ck_assert_str_eq(find(&ig, "rsa-1024", "sign", "")->impl, "sw");
	ck_assert_str_eq(find(&ig, "ecdsa-secp256r1", "sign", "")->impl, "hw");
	ck_assert_str_eq(find(&ig, "ecdsa-secp256k1", "sign", "")->impl, "sw");
	ingest_free(&ig);
}
END_TEST

START_TEST(mbedtls_bad)
{
	/* no DONE, no closing fence, and the page ends inside the last
	 * figure's line: cut */
	ASSERT_FAILS("# mcu: X\nfsys=1000000\n"
		     "  SHA-256                  :  1000.00 KiB/s,   9 "
		     "cycles/byte\n"
		     "  AES-CBC-128              :  2048.00 KiB/s,   4 "
		     "cycles/byte", 0, 0,
		     "page.txt:4: the page ends inside this figure's line");
	ASSERT_FAILS("# mcu: X\nfsys=12x\n"
		     "  SHA-256                  :  1000.00 KiB/s\n"
		     "  SHA-256                  :  1000.00 KiB/s\nDONE\n", 0,
		     0, "page.txt:2: '12x' is no clock in Hz");
}
END_TEST

/* ---- lines of real pages, as published ---- */

/* The ESP32-C3 run of wolfSSL's ESP-IDF benchmark example (wolfSSL
 * 5.6.3): "Cycles per byte =" after each rate, RNG first, PBKDF2, GMAC,
 * RSA public/private; the page given as far as its last RSA line, no
 * 'Benchmark complete' (and so a warning naming the first figure). */
static const char esp32c3[] =
	" wolfSSL version 5.6.3\n"
	"wolfCrypt Benchmark (block bytes 1024, min 1.0 sec each)\n"
	"RNG                        725 KiB took 1.027 seconds,  705.940 KiB/s "
	"Cycles per byte =  55.33\n"
	"AES-128-CBC-enc             50 KiB took 1.082 seconds,   46.211 KiB/s "
	"Cycles per byte = 845.33\n"
	"GMAC Default               478 KiB took 1.000 seconds,  478.000 KiB/s "
	"Cycles per byte =  81.71\n"
	"SHA                       5400 KiB took 1.000 seconds, 5400.000 KiB/s "
	"Cycles per byte =   7.23\n"
	"RIPEMD                    4325 KiB took 1.005 seconds, 4303.483 KiB/s "
	"Cycles per byte =   9.07\n"
	"PBKDF2                       0 KiB took 1.092 seconds,    0.200 KiB/s "
	"Cycles per byte = 194935.87\n"
	"RSA     2048   public        52 ops took 1.027 sec, avg 19.750 ms, "
	"50.633 ops/sec\n"
	"RSA     2048  private         2 ops took 9.048 sec, avg 4524.000 ms, "
	"0.221 ops/sec\n";

START_TEST(published_wolfcrypt_esp32c3)
{
	ingest ig;

	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	ig.opt.clock_mhz = 160;
	ig.opt.mcu = "ESP32-C3";
	{
		char *copy = strdup(esp32c3);

		ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), NULL), 0);
		free(copy);
	}
	/* no title, no --board: the id from the MCU the user gave */
	ck_assert_str_eq(ig.board.id, "esp32-c3");
	ck_assert_str_eq(ig.board.mcu, "ESP32-C3");
	ck_assert_str_eq(ig.board.method, "published (wolfCrypt benchmark); "
			 "user-given: --clock --mcu");
	/* 160e6 / (705.940 * 1024) = 221.3: wolfCrypt's own 55.33 counts
	 * another timer's cycles; the rate is the figure kept */
	ASSERT_ROW(&ig, "hash-drbg-sha256", "generate", NULL, "sw", "705.940",
		   "KiB/s", 160e6 / (705.940 * 1024));
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", NULL, "sw", "46.211",
		   "KiB/s", 160e6 / (46.211 * 1024));
	ASSERT_ROW(&ig, "sha1", "hash", NULL, "sw", "5400.000", "KiB/s",
		   160e6 / (5400.0 * 1024));
	ASSERT_ROW(&ig, "ripemd160", "hash", NULL, "sw", "4303.483", "KiB/s",
		   160e6 / (4303.483 * 1024));
	ASSERT_ROW(&ig, "pbkdf2-sha256", "derive", NULL, "sw", "0.200",
		   "KiB/s", 160e6 / (0.2 * 1024));
	/* RSA's public and private operations: verify and sign */
	ASSERT_ROW(&ig, "rsa-2048", "verify", NULL, "sw", "19.750", "ms",
		   19.75e-3 * 160e6);
	ASSERT_ROW(&ig, "rsa-2048", "sign", NULL, "sw", "4524.000", "ms",
		   4.524 * 160e6);
	/* GMAC's GHASH implementation is a variant of GMAC */
	ck_assert_ptr_nonnull(find(&ig, "aes-128-gmac", "mac",
				   "block=1024;version=5.6.3;ghash=default"));
	ck_assert_int_eq(ig.nraw, 0);
	ck_assert_uint_eq(ig.nrows, 8);
	/* the missing end line */
	ck_assert_int_eq(ig.warnings, 1);
	/* wolfCrypt's figures are means over the run; the log says nothing
	 * of hardware */
	ASSERT_NOTE(find(&ig, "rsa-2048", "sign", NULL), "stat", "mean");
	ASSERT_NOTE(find(&ig, "rsa-2048", "sign", NULL), "impl-note",
		    "unstated");
	ingest_free(&ig);
}
END_TEST

/* wolfSSL's ESP32 benchmark README (ESP-IDF v4.4): README sections that
 * are no board's ("## Performance", "## Known Issues"), an older IDF's
 * "cpu freq: 240000000" without Hz, PBKDF2 in bytes/s; the page names no
 * chip: --mcu */
static const char esp32_readme[] =
	"# wolfSSL Benchmark Example\n"
	"\n"
	"## Performance\n"
	"\n"
	"```\n"
	"idf.py build flash -p /dev/ttyS20 -b 921600 monitor\n"
	"```\n"
	"\n"
	"## Example Output\n"
	"\n"
	"```\n"
	"I (280) cpu_start: cpu freq: 240000000\n"
	"I (397) wolfssl_benchmark: construct_argv arg:-lng 0\n"
	"\n"
	" wolfSSL version 5.5.3\n"
	"wolfCrypt Benchmark (block bytes 1024, min 1.0 sec each)\n"
	"SHA-256                     14 MiB took 1.000 seconds,   14.233 MiB/s\n"
	"PBKDF2                     640 bytes took 1.009 seconds,  634.291 "
	"bytes/s\n"
	"RSA     2048  private         4 ops took 1.056 sec, avg 264.000 ms, "
	"3.788 ops/sec\n"
	"Benchmark complete\n"
	"```\n"
	"\n"
	"## Known Issues and Common Issues\n"
	"\n"
	"```\n"
	"-- Building ESP-IDF components for target esp32\n"
	"```\n";

START_TEST(published_wolfcrypt_esp32_readme)
{
	ingest ig;
	char *copy = strdup(esp32_readme);

	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	ig.opt.mcu = "ESP32";
	ck_assert_msg(ingest_text(&ig, copy, strlen(copy), "esp32") == 0, "%s",
		      ig.err);
	free(copy);
	ck_assert(ig.board.clock_mhz == 240);
	ck_assert_str_eq(ig.board.mcu, "ESP32");
	ck_assert_uint_eq(ig.nrows, 3);
	ASSERT_ROW(&ig, "pbkdf2-sha256", "derive", NULL, "sw", "634.291", "B/s",
		   240e6 / 634.291);
	ASSERT_ROW(&ig, "rsa-2048", "sign", NULL, "sw", "264.000", "ms",
		   0.264 * 240e6);
	ingest_free(&ig);
}
END_TEST

/* NXP's LPCXpresso55S16 mbedtls_benchmark readme (MCUXpresso SDK): its
 * last lines, no DONE after them, in KB/s (2^10 B) */
static const char lpc55s16[] =
	"mbedTLS version 2.26.0\n"
	"fsys=250105263\n"
	"Using following implementations:\n"
	"  SHA: HASHCRYPT HW accelerated\n"
	"  AES: HASHCRYPT HW accelerated\n"
	"  AES GCM: Software implementation\n"
	"  DES: Software implementation\n"
	"  Asymmetric cryptography: CASPER HW accelerated ECC256/384/521 and "
	"RSA verify\n"
	"\n"
	"  MD5                      :  13871.43 KB/s,   17.33 cycles/byte\n"
	"  SHA-256                  :  104942.33 KB/s,    2.05 cycles/byte\n"
	"  SHA-512                  :  2016.78 KB/s,  120.89 cycles/byte\n"
	"  RSA-1024                 :  1636.33  public/s\n"
	"  RSA-1024                 :   13.00 private/s\n"
	"  ECDHE-secp256r1          :   11.33 full handshake/s\n";

START_TEST(published_mbedtls_no_done)
{
	ingest ig;

	ck_assert_int_eq(parse(&ig, lpc55s16, 0, 0), 0);
	ck_assert_uint_eq(ig.nrows, 6);
	/* kept, and the last figure's line named */
	ck_assert_int_eq(ig.warnings, 1);
	ASSERT_ROW(&ig, "sha256", "hash", "", "hw", "104942.33", "KiB/s",
		   250105263 / (104942.33 * 1024));
	ASSERT_ROW(&ig, "rsa-1024", "verify", "", "hw", "1636.33", "ops/s",
		   250105263 / 1636.33);
	ASSERT_ROW(&ig, "rsa-1024", "sign", "", "sw", "13.00", "ops/s",
		   250105263 / 13.0);
	ingest_free(&ig);
}
END_TEST

/* Hardware per algorithm: "SHA: HASHCRYPT HW accelerated" claims SHA-512,
 * which the LPC55S16's HASHCRYPT does not compute (SHA-1, SHA-256): it is
 * stored as software, noted; --hw and --sw override; a chip the table
 * lacks leaves the claims as the page says */
START_TEST(published_hw_per_algorithm)
{
	ingest ig;
	const cb_result *r;
	char *copy;

	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	ig.opt.mcu = "LPC55S16";
	copy = strdup(lpc55s16);
	ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), "lpc"), 0);
	free(copy);
	r = find(&ig, "sha512", "hash", "");
	ck_assert_str_eq(r->impl, "sw");
	ASSERT_NOTE(r, "impl-note", "no-accelerator");
	r = find(&ig, "sha256", "hash", "");
	ck_assert_str_eq(r->impl, "hw");
	ASSERT_NOTE(r, "impl-note", "");
	ASSERT_NOTE(r, "stat", "mean");
	/* CASPER: "RSA verify" is the page's word, the chip computes RSA */
	ck_assert_str_eq(find(&ig, "rsa-1024", "verify", "")->impl, "hw");
	ck_assert_str_eq(find(&ig, "rsa-1024", "sign", "")->impl, "sw");
	/* ECDHE: "ECC256/384/521" */
	r = find(&ig, "ecdh-secp256r1", "full-handshake", "");
	ck_assert_str_eq(r->impl, "hw");
	/* MD5: no implementations line covers it */
	r = find(&ig, "md5", "hash", "");
	ck_assert_str_eq(r->impl, "sw");
	ASSERT_NOTE(r, "impl-note", "unstated");
	ingest_free(&ig);
	/* --hw and --sw: the user's word, whatever the page says */
	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	ig.opt.mcu = "LPC55S16";
	ig.opt.hw = "sha5*";
	ig.opt.sw = "sha256,rsa-*";
	copy = strdup(lpc55s16);
	ck_assert_int_eq(ingest_text(&ig, copy, strlen(copy), "lpc"), 0);
	free(copy);
	r = find(&ig, "sha512", "hash", "");
	ck_assert_str_eq(r->impl, "hw");
	ASSERT_NOTE(r, "impl-note", "user");
	r = find(&ig, "sha256", "hash", "");
	ck_assert_str_eq(r->impl, "sw");
	ASSERT_NOTE(r, "impl-note", "user");
	ck_assert_str_eq(find(&ig, "rsa-1024", "verify", "")->impl, "sw");
	ingest_free(&ig);
}
END_TEST

/* wolfSSL's STM32 document: a configuration heading names the hardware
 * used; a figure is hardware only where that hardware computes it and the
 * chip has it.  Lines of its STM32WB55 section: "STM AES-CBC/Hash
 * Acceleration" (the WB55 has no hash unit) against "No HW Crypto" */
static const char wb55[] =
	"## STM32WB55\n"
	"CPU: Cortex-M4 at 64 MHz\n"
	"### STM32WB55 (STM AES-CBC/Hash Acceleration, -Os, SP-ASM Cortex-M)\n"
	"```\n"
	" wolfSSL version 4.4.1\n"
	"AES-128-CBC-enc      4 MB took 1.000 seconds,    3.882 MB/s\n"
	"AES-128-GCM-enc     50 KB took 1.800 seconds,   27.778 KB/s\n"
	"SHA-256           1000 KB took 1.015 seconds,  985.222 KB/s\n"
	"ECDSA    256 sign           12 ops took 1.020 sec, avg 85.000 ms, "
	"11.765 ops/sec\n"
	"Benchmark complete\n"
	"```\n"
	"### STM32WB55 (No HW Crypto, -Os, FastMath)\n"
	"```\n"
	" wolfSSL version 4.4.1\n"
	"AES-128-CBC-enc    600 KB took 1.024 seconds,  585.937 KB/s\n"
	"SHA-256           1000 KB took 1.016 seconds,  984.252 KB/s\n"
	"Benchmark complete\n"
	"```\n";

START_TEST(published_hw_heading)
{
	ingest ig;
	const cb_result *r;

	ck_assert_int_eq(parse(&ig, wb55, 0, 0), 0);
	/* AES-CBC: named, and the WB55's AES computes it */
	r = find(&ig, "aes-128-cbc", "encrypt", NULL);
	ck_assert_str_eq(r->impl, "hw");
	/* GCM: the heading names AES-CBC only */
	r = find(&ig, "aes-128-gcm", "encrypt", NULL);
	ck_assert_str_eq(r->impl, "sw");
	ASSERT_NOTE(r, "impl-note", "");
	/* SHA-256: named, but the chip has no hash unit */
	r = find(&ig, "sha256", "hash", NULL);
	ck_assert_str_eq(r->impl, "sw");
	ASSERT_NOTE(r, "impl-note", "no-accelerator");
	/* SP-ASM ECDSA: no public-key hardware named: software */
	ck_assert_str_eq(find(&ig, "ecdsa-secp256r1", "sign", NULL)->impl,
			 "sw");
	ck_assert_int_eq(ig.warnings, 0);
	ingest_free(&ig);
}
END_TEST

/* A hardware figure within 5 % of its software twin is warned about */
START_TEST(published_hw_twin_warning)
{
	char pg[2048], *p;
	ingest ig;

	snprintf(pg, sizeof(pg), "%s", wb55);
	/* the hardware AES-CBC figure made the software one's */
	p = strstr(pg, "   3.882 MB/s");
	memcpy(p, " 587.000 KB/s", 13);
	ck_assert_int_eq(parse(&ig, pg, 0, 0), 0);
	ck_assert_int_eq(ig.warnings, 1);
	ingest_free(&ig);
}
END_TEST

/* openssl speed as it prints, given only --clock (and --board): the page
 * names no MCU, which is a note naming --mcu, not a refusal */
START_TEST(published_openssl_clock_only)
{
	ingest ig;
	const char *body = strstr(ossl_human, "version:");

	ck_assert_int_eq(parse(&ig, body, 2596.15, 0), 0);
	ck_assert_str_eq(ig.board.mcu, "");
	ck_assert_int_ge(ig.notes, 1);
	ck_assert_str_eq(ig.board.id, "b");
	ck_assert_uint_eq(ig.nrows, 14);
	ingest_free(&ig);
}
END_TEST

/* ---- tables in general (table.c) ---- */

/* markdown: units in the heads, "a/b" under "Enc/Dec", thousands
 * separators, footnote marks, N/A and "-", a statistic per column, a
 * platform per column (a variant), an empty name continuing the last */
static const char tbl_md[] =
	"# Speed of our library on the STM32F407 at 168 MHz\n"
	"\n"
	"| Algorithm | Enc/Dec (cycles/byte) | Sign [cycles] | Verify "
	"[cycles] (median) | Cortex-M4 (ms) |\n"
	"|:---|---:|---:|---:|---:|\n"
	"| AES-128-CBC | 101.5 / 99.25* | - | N/A | 1.5 ms |\n"
	"| ECDSA (P-256) | | 5,123,456 | 12 345 678 (1) | - |\n"
	"| Ed25519 | | 1,000,000 | 2.1M | - |\n"
	"| | | 900,000 | - | - |\n"
	"| Feature | yes | no | no | no |\n";

START_TEST(table_markdown)
{
	ingest ig;
	const cb_result *r;

	ck_assert_msg(parse(&ig, tbl_md, 0, 0) == 0, "%s", ig.err);
	ck_assert(ig.board.clock_mhz == 168);
	r = find(&ig, "aes-128-cbc", "encrypt", "");
	ck_assert_str_eq(r->value, "101.5");
	ck_assert_str_eq(r->unit, "cycles/B");
	ASSERT_ROW(&ig, "aes-128-cbc", "decrypt", "", "sw", "99.25",
		   "cycles/B", 99.25);
	ASSERT_ROW(&ig, "ecdsa-secp256r1", "sign", "", "sw", "5123456",
		   "cycles", 5123456);
	ASSERT_ROW(&ig, "ecdsa-secp256r1", "verify", "", "sw", "12345678",
		   "cycles", 12345678);
	ASSERT_NOTE(find(&ig, "ecdsa-secp256r1", "verify", ""), "stat",
		    "median");
	ASSERT_NOTE(find(&ig, "ecdsa-secp256r1", "verify", ""), "impl-note",
		    "unstated");
	/* "2.1M": 2,100,000 */
	ASSERT_ROW(&ig, "ed25519", "verify", "", "sw", "2100000", "cycles",
		   2.1e6);
	/* the column of a platform: a variant of its own */
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "config=Cortex-M4", "sw",
		   "1.5", "ms", 1.5e-3 * 168e6);
	/* the row with no name continues Ed25519 */
	r = &ig.rows[ig.nrows - 1];
	ck_assert_int_eq(r->line, 8);
	ck_assert_str_eq(r->algorithm, "ed25519");
	ck_assert_str_eq(r->value, "900000");
	ck_assert_uint_eq(ig.nrows, 2 + 2 + 2 + 1 + 1);
	ingest_free(&ig);
}
END_TEST

/* +---+ box, two head rows; whitespace columns; HTML cells; pqm-style
 * "AVG: <br /> MIN: <br /> MAX:" */
START_TEST(table_forms)
{
	static const char box[] =
		"Results (80 MHz)\n"
		"+-------------+----------+----------+\n"
		"| Algorithm   | Encrypt  | Decrypt  |\n"
		"|             | MB/s     | MB/s     |\n"
		"+-------------+----------+----------+\n"
		"| AES-256-CTR |     2.00 |     2.00 |\n"
		"| ChaCha20    |     4.00 |     4.00 |\n"
		"+-------------+----------+----------+\n";
	static const char ws[] =
		"Timings at 64 MHz, in clock cycles\n"
		"Algorithm      KeyGen     Encaps     Decaps\n"
		"-----------    -------    -------    -------\n"
		"ML-KEM-512     450,000    550,000    600,000\n"
		"ML-KEM-768     700,000    800,000    900,000\n";
	static const char html[] =
		"<p>STM32L4 at 24 MHz</p>\n"
		"<tr><th>Scheme</th><th>Sign [cycles]</th></tr>\n"
		"<tr><td>ML-DSA-44</td><td>AVG: 4,000,000 <br /> MIN: "
		"3,000,000 <br /> MAX: 9,000,000</td></tr>\n";
	ingest ig;

	ck_assert_msg(parse(&ig, box, 0, 0) == 0, "%s", ig.err);
	ASSERT_ROW(&ig, "aes-256-ctr", "decrypt", "", "sw", "2.00", "MB/s",
		   40);
	ASSERT_ROW(&ig, "chacha20", "encrypt", "", "sw", "4.00", "MB/s", 20);
	ck_assert_uint_eq(ig.nrows, 4);
	ingest_free(&ig);
	ck_assert_msg(parse(&ig, ws, 0, 0) == 0, "%s", ig.err);
	/* the unit from the line above the table */
	ASSERT_ROW(&ig, "ml-kem-768", "decaps", "", "sw", "900000", "cycles",
		   9e5);
	ck_assert_uint_eq(ig.nrows, 6);
	ingest_free(&ig);
	ck_assert_msg(parse(&ig, html, 0, 0) == 0, "%s", ig.err);
	/* three figures, each its statistic */
	ck_assert_uint_eq(ig.nrows, 3);
	ck_assert_str_eq(ig.rows[0].value, "4000000");
	ASSERT_NOTE(&ig.rows[0], "stat", "mean");
	ck_assert_str_eq(ig.rows[1].value, "3000000");
	ASSERT_NOTE(&ig.rows[1], "stat", "min");
	ck_assert_str_eq(ig.rows[2].unit, "cycles");
	ASSERT_NOTE(&ig.rows[2], "stat", "max");
	ck_assert(ig.board.clock_mhz == 24);
	ingest_free(&ig);
}
END_TEST

/* a table of platforms under the algorithm's heading (ascon-c's README):
 * --core or --mcu names the row; the columns are message lengths; the
 * unit is the top heading's */
START_TEST(table_platform_rows)
{
	static const char pg[] =
		"# Estimated performance results on different CPUs in cycles "
		"per byte\n"
		"\n"
		"## **Ascon-AEAD128** (NIST SP 800-232)\n"
		"\n"
		"| Message Length in Bytes  |    1 |    8 |   16 | long |\n"
		"|:-------------------------|-----:|-----:|-----:|-----:|\n"
		"| AMD EPYC 7742\\*          |      |      |      |  4.2 |\n"
		"| Cortex-A7 (NEON)         | 2204 |  226 |  132 | 30.7 |\n"
		"| ARM1176JZF-S (ARMv6)     | 1908 |  235 |  156 | 42.9 |\n";
	ingest ig;

	/* without --core or --mcu: which row is not known */
	ASSERT_FAILS(pg, 900, 0, "page.txt:5: a table of platforms, one a "
		     "row: give --mcu or --core");
	memset(&ig, 0, sizeof(ig));
	ig.path = "page.txt";
	ig.opt.clock_mhz = 900;
	ig.opt.core = "Cortex-A7";
	{
		char *copy = strdup(pg);

		ck_assert_msg(ingest_text(&ig, copy, strlen(copy), "a7") == 0,
			      "%s", ig.err);
		free(copy);
	}
	ck_assert_uint_eq(ig.nrows, 4);
	ASSERT_ROW(&ig, "ascon-aead128", "encrypt",
		   "platform=Cortex-A7 (NEON);message=16", "sw", "132",
		   "cycles/B", 132);
	ASSERT_ROW(&ig, "ascon-aead128", "encrypt",
		   "platform=Cortex-A7 (NEON);message=long", "sw", "30.7",
		   "cycles/B", 30.7);
	ingest_free(&ig);
}
END_TEST

/* a footprint's column: its bytes are that metric */
START_TEST(table_footprint)
{
	ingest ig;

	ck_assert_msg(parse(&ig, "# Sizes at 48 MHz\n\n| Algorithm | Code size "
			    "[bytes] | Stack (B) | Encrypt [cycles] |\n|---|---|"
			    "---|---|\n| AES-128-CBC | 1,234 | 96 | 5,000 |\n", 0,
			    0) == 0, "%s", ig.err);
	ck_assert_uint_eq(ig.nrows, 3);
	ck_assert_str_eq(ig.rows[0].metric, "code");
	ck_assert_str_eq(ig.rows[0].value, "1234");
	ck_assert_str_eq(ig.rows[1].metric, "stack");
	ck_assert_str_eq(ig.rows[2].metric, "cycles");
	ck_assert(ig.board.clock_mhz == 48);
	ingest_free(&ig);
}
END_TEST

START_TEST(table_refusals)
{
	char pg[2048];

	/* a row cut mid-line: without its closing bar, or with too few
	 * cells, or at the end of the page without a line break */
	snprintf(pg, sizeof(pg), "%.*s", (int)(strstr(tbl_md, " | 1.5 ms |")
		 - tbl_md), tbl_md);
	ASSERT_FAILS(pg, 0, 0, "page.txt:5: the page ends inside this table "
		     "row");
	strcat(pg, "\n");
	ASSERT_FAILS(pg, 0, 0, "page.txt:5: 4 cells where the table's head "
		     "has 5");
	snprintf(pg, sizeof(pg), "%.*s\n", (int)(strstr(tbl_md, " 1.5 ms |")
		 - tbl_md) + 7, tbl_md);
	ASSERT_FAILS(pg, 0, 0, "page.txt:5: a table row without its closing");
	/* no unit anywhere */
	ASSERT_FAILS("at 10 MHz\n| Algorithm | Sign |\n|---|---|\n"
		     "| Ed25519 | 100 |\n", 0, 0,
		     "page.txt:4: '100' has no unit");
	/* a table naming no algorithm is no benchmark */
	ASSERT_FAILS("at 10 MHz\n| Pin | Cycles |\n|---|---|\n| PA1 | 100 |\n",
		     0, 0, "no benchmark table found");
}
END_TEST

/* ---- SEGGER emCrypt ---- */

/* written from the layout of emCrypt's benchmark applications: header
 * lines, box tables with heads over two lines, SW/HW in the algorithm
 * cell, several small tables, the end line */
static const char segger[] =
	"emCrypt benchmark on STM32H743\n"
	"\n"
	"Compiler: SEGGER Compiler 4.18.0\n"
	"System:   Processor speed           = 400.000 MHz\n"
	"Config:   CRYPTO_VERSION            = 26000 [2.60]\n"
	"Config:   CRYPTO_CONFIG_AES_OPTIMIZE = 7\n"
	"\n"
	"+-----------------+-----------+-----------+\n"
	"| Algorithm       |  Encrypt  |  Decrypt  |\n"
	"|                 |   MB/s    |   MB/s    |\n"
	"+-----------------+-----------+-----------+\n"
	"| AES-128-CBC SW  |     10.00 |      8.00 |\n"
	"| AES-128-CBC HW  |    100.00 |    100.00 |\n"
	"| Camellia-128-CBC|      5.00 |       n/a |\n"
	"+-----------------+-----------+-----------+\n"
	"\n"
	"ECDSA\n"
	"+--------------+---------+---------+\n"
	"| Curve        | ms/Sign | ms/Verify |\n"
	"+--------------+---------+---------+\n"
	"| P-256 (SW)   |    2.00 |    4.00 |\n"
	"| secp256k1 (SW) |  2.50 |    5.00 |\n"
	"+--------------+---------+---------+\n"
	"\n"
	"+--------------+---------+---------+\n"
	"| Curve        |  Sign   |  Sign   |\n"
	"|              |   ms    |  bytes  |\n"
	"+--------------+---------+---------+\n"
	"| P-384 (HW)   |    1.00 |    1024 |\n"
	"+--------------+---------+---------+\n"
	"\n"
	"+------------------+--------------+--------------+\n"
	"| Curve            | ms/Agreement |       Memory |\n"
	"+------------------+--------------+--------------+\n"
	"| brainpoolP192t1  |        40.00 |         2048 |\n"
	"+------------------+--------------+--------------+\n"
	"\n"
	"+--------------+------+-----------------+-----------------+\n"
	"|              |      | ECB        MB/s | CBC        MB/s |\n"
	"| Cipher       | Bits |     Enc     Dec |     Enc     Dec |\n"
	"+--------------+------+-----------------+-----------------+\n"
	"| CAMELLIA     |  256 |    4.00    3.20 |    2.00    1.60 |\n"
	"+--------------+------+-----------------+-----------------+\n"
	"\n"
	"+--------------+-----------+\n"
	"| Algorithm    | Hash MB/s |\n"
	"+--------------+-----------+\n"
	"| SHA-256 (SW) |     20.00 |\n"
	"+--------------+-----------+\n"
	"| SHA-256 (HW) |    -Fail- |\n"
	"| RIPEMD-160   |      8.00 |\n"
	"+--------------+-----------+\n"
	"\n"
	"Benchmark complete\n";

START_TEST(segger_tables)
{
	ingest ig;

	ck_assert_int_eq(parse(&ig, segger, 0, 0), 0);
	ck_assert_str_eq(ig.board.library, "emCrypt");
	ck_assert_str_eq(ig.board.library_version, "2.60");
	ck_assert_str_eq(ig.board.compiler, "SEGGER Compiler 4.18.0");
	ck_assert_str_eq(ig.board.optimization, "CRYPTO_CONFIG_AES_OPTIMIZE=7");
	ck_assert_str_eq(ig.board.mcu, "STM32H743");
	ck_assert_str_eq(ig.board.core, "Cortex-M7");
	ck_assert(ig.board.clock_mhz == 400);
	ck_assert_int_eq(ig.warnings, 1);   /* the -Fail- */
	/* 400 MHz / 10^7 B/s = 40 cycles/B */
	ASSERT_ROW(&ig, "aes-128-cbc", "encrypt", "", "sw", "10.00", "MB/s",
		   40);
	ASSERT_ROW(&ig, "aes-128-cbc", "decrypt", "", "sw", "8.00", "MB/s",
		   50);
	ck_assert_ptr_nonnull(find(&ig, "aes-128-cbc", "encrypt", ""));
	ASSERT_ROW(&ig, "camellia-128-cbc", "encrypt", "", "sw", "5.00",
		   "MB/s", 80);
	ck_assert_ptr_null(find(&ig, "camellia-128-cbc", "decrypt", ""));
	/* "ms/Sign" under the caption ECDSA: 2 ms at 400 MHz */
	ASSERT_ROW(&ig, "ecdsa-secp256r1", "sign", "", "sw", "2.00", "ms",
		   8e5);
	ASSERT_ROW(&ig, "ecdsa-secp256k1", "verify", "", "sw", "5.00", "ms",
		   2e6);
	/* heads over two lines; a curve under Sign is ECDSA */
	ASSERT_ROW(&ig, "ecdsa-secp384r1", "sign", "", "hw", "1.00", "ms",
		   4e5);
	{
		const cb_result *r = NULL;
		size_t i;

		for (i = 0; i < ig.nrows; i++)
			if (strcmp(ig.rows[i].metric, "memory") == 0 &&
			    strcmp(ig.rows[i].algorithm, "ecdsa-secp384r1") ==
			    0)
				r = &ig.rows[i];
		ck_assert_ptr_nonnull(r);
		ck_assert_str_eq(r->value, "1024");
		ck_assert_str_eq(r->unit, "bytes");
	}
	/* emCrypt's ECDH table: "ms/Agreement" and a "Memory" column */
	ASSERT_ROW(&ig, "ecdh-brainpoolp192t1", "shared-secret", "", "sw",
		   "40.00", "ms", 1.6e7);
	/* emCrypt's cipher table: a key size column, and two figures a
	 * cell under "CBC MB/s" over "Enc Dec" */
	ASSERT_ROW(&ig, "camellia-256-ecb", "encrypt", "", "sw", "4.00",
		   "MB/s", 100);
	ASSERT_ROW(&ig, "camellia-256-cbc", "decrypt", "", "sw", "1.60",
		   "MB/s", 250);
	/* a rule between groups of rows; a failed test is no figure */
	ASSERT_ROW(&ig, "sha256", "hash", "", "sw", "20.00", "MB/s", 20);
	ASSERT_ROW(&ig, "ripemd160", "hash", "", "sw", "8.00", "MB/s", 50);
	ck_assert_uint_eq(ig.nrows, 4 + 1 + 4 + 2 + 2 + 4 + 2);
	ingest_free(&ig);
}
END_TEST

START_TEST(segger_bad)
{
	char pg[4096];
	char *cut;

	/* no end line: the whole tables are kept, with a warning; a page
	 * ending inside a line is refused */
	snprintf(pg, sizeof(pg), "%s", segger);
	*strstr(pg, "Benchmark complete") = '\0';
	{
		ingest ig;

		ck_assert_int_eq(parse(&ig, pg, 0, 0), 0);
		ck_assert_int_eq(ig.warnings, 1 + 1);
		ingest_free(&ig);
	}
	strcat(pg, "Benchmark comp");
	ASSERT_FAILS(pg, 0, 0, "the page ends inside this line");
	/* cut inside a table */
	snprintf(pg, sizeof(pg), "%s", segger);
	cut = strstr(pg, "| AES-128-CBC HW");
	snprintf(cut, sizeof(pg) - (size_t)(cut - pg), "| AES-128-CBC HW  "
		 "|    100.00 |\n\nBenchmark complete\n");
	ASSERT_FAILS(pg, 0, 0, "page.txt:13: 2 cells under 3 columns");
	snprintf(cut, sizeof(pg) - (size_t)(cut - pg), "| AES-128-CBC HW  "
		 "|    100.00 |    100.00 |\n");
	ASSERT_FAILS(pg, 0, 0, "page.txt:14: expected a '| ... |' row or a "
		     "'+---+' rule: the table is cut");
	/* one figure where the head names two */
	snprintf(pg, sizeof(pg), "%s", segger);
	memcpy(strstr(pg, "2.00    1.60"), "2.00        ", 12);
	ASSERT_FAILS(pg, 0, 0, "page.txt:42: 1 figures under a head naming 2 "
		     "operations");
	/* an algorithm the table lacks: kept under its raw name, with a
	 * warning naming its line */
	snprintf(pg, sizeof(pg), "%s", segger);
	memcpy(strstr(pg, "Camellia-128-CBC"), "Serpent-128-CBC ", 16);
	{
		ingest ig;

		ck_assert_int_eq(parse(&ig, pg, 0, 0), 0);
		ck_assert_int_eq(ig.nraw, 1);
		ck_assert_ptr_nonnull(find(&ig, "raw-serpent-128-cbc", "encrypt",
					   NULL));
		ingest_free(&ig);
	}
}
END_TEST

START_TEST(clock_option)
{
	ingest ig;

	/* --clock wins over the page's, with a warning, and the board says
	 * the clock is the user's */
	ck_assert_int_eq(parse(&ig, segger, 100, 0), 0);
	ck_assert(ig.board.clock_mhz == 100);
	ck_assert_int_eq(ig.warnings, 1 + 1);
	ck_assert_str_eq(ig.board.method, "published; user-given: --clock");
	ingest_free(&ig);
	/* the same clock: no warning */
	ck_assert_int_eq(parse(&ig, segger, 400, 0), 0);
	ck_assert_int_eq(ig.warnings, 1);
	ingest_free(&ig);
}
END_TEST

START_TEST(aliases_kept_algorithms)
{
	static const struct {
		const char *name, *id, *family;
	} a[] = {
		{ "RIPEMD-160", "ripemd160", "hash" },
		{ "secp192r1", NULL, NULL },
		{ "ECDSA secp192k1", "ecdsa-secp192k1", "signature" },
		{ "ECDSA brainpoolP160t1", "ecdsa-brainpoolp160t1",
		  "signature" },
		{ "ECDH secp224k1", "ecdh-secp224k1", "key-exchange" },
		{ "Camellia-256-CBC", "camellia-256-cbc", "cipher" },
		{ "ARIA-128-CBC", "aria-128-cbc", "cipher" },
		{ "Poly1305", "poly1305", "mac" },
		{ "HMAC-SHA512", "hmac-sha512", "mac" },
		{ "HMAC_DRBG SHA-256", "hmac-drbg-sha256", "rng" },
	};
	size_t i;

	for (i = 0; i < sizeof(a) / sizeof(a[0]); i++) {
		const cb_alg *x = alg_lookup(a[i].name);

		if (a[i].id == NULL) {
			ck_assert_ptr_null(x);
			continue;
		}
		ck_assert_msg(x != NULL, "%s", a[i].name);
		ck_assert_str_eq(x->id, a[i].id);
		ck_assert_str_eq(x->family, a[i].family);
		ck_assert(family_valid(x->family));
	}
}
END_TEST

/* The options end to end: the built tool on a page in a temporary file */
START_TEST(cli_options)
{
	char dir[] = "/tmp/cb-layouts-XXXXXX", cmd[512], path[256];
	char line[512];
	FILE *f, *out;
	int raw = 0, rc;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/page.txt", dir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("# mcu: X\n+H:16\n+F:6:whirlpool:100.00\n"
	      "+F:7:sha256:200.00\n", f);
	fclose(f);
	snprintf(cmd, sizeof(cmd), "%s ingest %s --board x --clock 1000 "
		 "--keep-unknown", CRYPTOBENCH_EXE, path);
	out = popen(cmd, "r");
	ck_assert_ptr_nonnull(out);
	while (fgets(line, sizeof(line), out) != NULL)
		raw += strstr(line, "x,sw,raw-whirlpool,") != NULL;
	ck_assert_int_eq(pclose(out), 0);
	ck_assert_int_eq(raw, 1);
	/* without --keep-unknown the same, and a warning names the line */
	snprintf(cmd, sizeof(cmd), "%s ingest %s --board x --clock 1000 "
		 "2>&1 >/dev/null | grep -q 'page.txt:3: warning: algorithm "
		 ".whirlpool. is not in the alias table'", CRYPTOBENCH_EXE,
		 path);
	ck_assert_int_eq(system(cmd), 0);
	/* --mcu, --core, --library, --compiler: in the board row, and the
	 * method names them as the user's */
	snprintf(cmd, sizeof(cmd), "%s ingest %s --board x --clock 1000 "
		 "--mcu 'Test MCU' --core Cortex-M0 --library Lib --compiler "
		 "'cc 1' --board-row 2>/dev/null | grep -qx 'x,,Test MCU,"
		 "Cortex-M0,1000,,Lib,,cc 1,,published; user-given: --clock "
		 "--mcu --core --library --compiler,page.txt: +H:16'",
		 CRYPTOBENCH_EXE, path);
	ck_assert_int_eq(system(cmd), 0);
	/* without --clock: refused */
	snprintf(cmd, sizeof(cmd), "%s ingest %s --board x --keep-unknown "
		 ">/dev/null 2>&1", CRYPTOBENCH_EXE, path);
	rc = system(cmd);
	ck_assert(rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 1);
	/* a clock that is no number is a usage error */
	snprintf(cmd, sizeof(cmd), "%s ingest %s --clock fast >/dev/null "
		 "2>&1", CRYPTOBENCH_EXE, path);
	rc = system(cmd);
	ck_assert(rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 2);
	unlink(path);
	rmdir(dir);
}
END_TEST

START_TEST(refusal_lists_layouts)
{
	ASSERT_FAILS("nothing here\n", 0, 0, "segger-emcrypt");
	ASSERT_FAILS("nothing here\n", 0, 0, "openssl-speed");
	ASSERT_FAILS("nothing here\n", 0, 0, "mbedtls-benchmark");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("layouts");
	TCase *tc = tcase_create("openssl");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, openssl_human);
	tcase_add_test(tc, openssl_mr);
	tcase_add_test(tc, openssl_bad);
	tcase_add_test(tc, keep_unknown);
	suite_add_tcase(s, tc);
	tc = tcase_create("mbedtls");
	tcase_add_test(tc, mbedtls_benchmark);
	tcase_add_test(tc, mbedtls_old_units_and_done);
	tcase_add_test(tc, mbedtls_hw_lines);
	tcase_add_test(tc, mbedtls_bad);
	suite_add_tcase(s, tc);
	tc = tcase_create("published");
	tcase_add_test(tc, published_wolfcrypt_esp32c3);
	tcase_add_test(tc, published_mbedtls_no_done);
	tcase_add_test(tc, published_wolfcrypt_esp32_readme);
	tcase_add_test(tc, published_openssl_clock_only);
	tcase_add_test(tc, published_hw_per_algorithm);
	tcase_add_test(tc, published_hw_heading);
	tcase_add_test(tc, published_hw_twin_warning);
	suite_add_tcase(s, tc);
	tc = tcase_create("table");
	tcase_add_test(tc, table_markdown);
	tcase_add_test(tc, table_forms);
	tcase_add_test(tc, table_refusals);
	tcase_add_test(tc, table_platform_rows);
	tcase_add_test(tc, table_footprint);
	suite_add_tcase(s, tc);
	tc = tcase_create("segger");
	tcase_add_test(tc, segger_tables);
	tcase_add_test(tc, segger_bad);
	tcase_add_test(tc, clock_option);
	suite_add_tcase(s, tc);
	tc = tcase_create("shared");
	tcase_add_test(tc, aliases_kept_algorithms);
	tcase_add_test(tc, refusal_lists_layouts);
	tcase_add_test(tc, cli_options);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
