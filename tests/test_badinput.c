/* SPDX-License-Identifier: MIT */
/*
 * Suite 'cli', issue #13: hostile pages and data files (crashes, hangs,
 * bad numbers, cut pages, oversized fields) and the safety of output files.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "ingest.h"
#include "model.h"
#include "tcli.h"

#ifndef CRYPTOBENCH_EXE
#error "CRYPTOBENCH_EXE must name the built tool"
#endif

static const char cyclone_head[] =
	"Crypto Benchmark on STM32F4 MCU\n"
	"ARM Cortex-M4 @ 180 MHz\n"
	"This benchmark conducted on STM32 Nucleo-144 development board with "
	"STM32F439ZI MCU will help you.\n"
	"  \xe2\x80\xa2 Benchmark generated with CycloneCRYPTO 2.2.4\n"
	"  \xe2\x80\xa2 Compiled using Clang with optimization level 3\n";

/* Ingest text (copied); 0 or -1 with ig->err, like ingest_text. */
static int
parse_len(ingest *ig, const char *text, size_t len, const char *board)
{
	char *copy = malloc(len + 1);
	int rc;

	ck_assert_ptr_nonnull(copy);
	memcpy(copy, text, len);
	copy[len] = '\0';
	memset(ig, 0, sizeof(*ig));
	ig->path = "bad.txt";
	rc = ingest_text(ig, copy, len, board);
	free(copy);
	return rc;
}

/* The page is refused with a message containing needle. */
static void
refused(const char *text, const char *needle)
{
	ingest ig;

	ck_assert_msg(parse_len(&ig, text, strlen(text), NULL) == -1,
		      "accepted: %.200s", text);
	ck_assert_msg(strstr(ig.err, needle) != NULL, "'%s' lacks '%s'",
		      ig.err, needle);
	ingest_free(&ig);
}

/* ---- run-together rows ---- */

START_TEST(runon_unit_only_row)
{
	char pg[2048];

	/* the leftmost cell is only a unit: no name, no number */
	snprintf(pg, sizeof(pg), "%sAlgorithmSpeed (Software)\nMD512.033 "
		 "MB/s\nMB/s\n", cyclone_head);
	refused(pg, "bad.txt:8: cell 1 of 'MB/s'");
	snprintf(pg, sizeof(pg), "%sAlgorithmSpeed (Software)Speed "
		 "(Hardware)\nMB/s-\n", cyclone_head);
	refused(pg, "bad.txt:7:");
}
END_TEST

static const char st_head[] =
	"Cryptographic performance on STM32U3 Series V5.x\n"
	"STM32 MCU STM32U385RGTxQ\n"
	"Board NUCLEO-U385RG-Q\n"
	"Cryptographic library version 050000B2[ver. 1]\n"
	"System core clock frequency 96 MHz\n"
	"The CMOX library.\n";

static const char log_head[] =
	"# cryptobench: run log 1\n"
	"# board: b1\n"
	"# cpu: STM32F439ZI\n";

/* ---- ST wiki digit grouping: bounded, never exponential ---- */

START_TEST(stwiki_grouping_bound)
{
	char pg[4096], row[512] = "";
	ingest ig;
	int i;
	time_t t0;

	/* 30 three-digit numbers under eleven Cycles columns: every split
	 * of the row into eleven cells is a reading (C(29, 10) = 20M) */
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode", st_head);
	for (i = 0; i < 11; i++)
		strcat(pg, " Cycles");
	strcat(pg, "\nSHA384");
	for (i = 0; i < 30; i++)
		snprintf(pg + strlen(pg), sizeof(pg) - strlen(pg), " %d",
			 100 + i);
	strcat(pg, "\n");
	t0 = time(NULL);
	refused(pg, "bad.txt:9: ambiguous digit grouping");
	ck_assert_msg(time(NULL) - t0 < 3, "took %ld s",
		      (long)(time(NULL) - t0));
	/* 34 three-digit numbers under Cycles and Time: too many digits
	 * for two values (they were cut to 23 and read) */
	for (i = 0; i < 34; i++)
		snprintf(row + strlen(row), sizeof(row) - strlen(row), " %d",
			 100 + i);
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\nSHA384%s "
		 "\xc2\xb5s\n", st_head, row);
	refused(pg, "bad.txt:9: cannot read 2 values");
	/* twelve groups into four columns of bare numbers: far more than
	 * eight readings, which no clock check can settle */
	snprintf(pg, sizeof(pg), "%s2.6. PQ\nSuite Function Cycles Time (in "
		 "ms) Stack usage Working buffer\nML-DSA-44 keyGen 1 988 616 "
		 "200 476 711 600 300 400 500 600 700\n", st_head);
	refused(pg, "bad.txt:9: ambiguous digit grouping");
	/* the shipped reading still works */
	snprintf(pg, sizeof(pg), "%s2.6. PQ\nSuite Function Cycles Time (in "
		 "ms) Stack usage Working buffer\nML-DSA-87 keyGen 5 795 152 60 "
		 "476 10 188\n", st_head);
	ck_assert_int_eq(parse_len(&ig, pg, strlen(pg), NULL), 0);
	ck_assert_uint_eq(ig.nrows, 4);
	ck_assert_str_eq(ig.rows[0].value, "5795152");
	ck_assert_str_eq(ig.rows[3].value, "10188");
	ingest_free(&ig);
}
END_TEST

/* ---- clocks: NaN, infinite, zero, negative ---- */

START_TEST(bad_clocks)
{
	static const char *const cyc[] = { "nan", "1e309", "0", "-5", "inf",
		"0x10", "+.5" };
	static const char *const logc[] = { "inf", "nan", "0", "-1", "1e3",
		" 7x" };
	char pg[4096];
	size_t i;

	for (i = 0; i < sizeof(cyc) / sizeof(cyc[0]); i++) {
		snprintf(pg, sizeof(pg), "Crypto Benchmark on STM32F4 MCU\n"
			 "ARM Cortex-M4 @ %s MHz\n| Algorithm | Speed "
			 "(Software) |\n|---|---|\n| MD5 | 12.033 MB/s |\n",
			 cyc[i]);
		refused(pg, "bad.txt:2: clock");
		snprintf(pg, sizeof(pg), "Crypto Benchmark on STM32F4 MCU\n"
			 "ARM Cortex-M4 @ 180 MHz\nAlgorithmSpeed (Software)\n"
			 "MD512.033 MB/s\n\nSTM32F439 @ %s MHz\n", cyc[i]);
		refused(pg, "bad.txt:6: clock");
		snprintf(pg, sizeof(pg), "Cryptographic performance on STM32U3\n"
			 "STM32 MCU STM32U385RGTxQ\nSystem core clock "
			 "frequency %s MHz\n2.2. HASH\nHASH mode Cycles Time\n"
			 "SHA384 14 261 148 \xc2\xb5s\n", cyc[i]);
		refused(pg, "bad.txt:3: clock");
	}
	for (i = 0; i < sizeof(logc) / sizeof(logc[0]); i++) {
		snprintf(pg, sizeof(pg), "%s# clock_mhz: %s\nrow sha256 hash - "
			 "cycles 1000 cycles\n# end\n", log_head, logc[i]);
		refused(pg, "bad.txt:4: bad clock_mhz");
	}
}
END_TEST

/* ---- values: one strict number everywhere ---- */

START_TEST(bad_values)
{
	static const char *const v[] = { "0x10", "nan", "1e309", "-5", "+.5",
		"inf", "07", "1.", ".5", "1,5" };
	char pg[4096], big[64];
	size_t i;
	ingest ig;

	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		snprintf(pg, sizeof(pg), "%s| Algorithm | Speed (Software) |\n"
			 "|---|---|\n| MD5 | %s MB/s |\n", cyclone_head, v[i]);
		refused(pg, "bad.txt:8:");
		snprintf(pg, sizeof(pg), "%srow sha256 hash - time %s ns\n"
			 "# clock_mhz: 100\n# end\n", log_head, v[i]);
		refused(pg, "bad.txt:4:");
	}
	/* zero rates and times: no per-MHz figure */
	snprintf(pg, sizeof(pg), "%s| Algorithm | Speed (Software) |\n"
		 "|---|---|\n| MD5 | 0 MB/s |\n", cyclone_head);
	refused(pg, "bad.txt:8: throughput value '0' is zero");
	snprintf(pg, sizeof(pg), "%sAlgorithmSignature Generation (Software)"
		 "\nRSA (1024 bits)0 ms\n", cyclone_head);
	refused(pg, "bad.txt:7: time value '0' is zero");
	snprintf(pg, sizeof(pg), "%s# clock_mhz: 100\nrow sha256 hash - time 0 "
		 "ns\n# end\n", log_head);
	refused(pg, "bad.txt:5: time value '0' is zero");
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\nSHA384 0 "
		 "0 \xc2\xb5s\n", st_head);
	refused(pg, "bad.txt:9:");
	/* 0 bytes of footprint is a fact */
	snprintf(pg, sizeof(pg), "%s2.1. AES\nAES mode Key size Cipher "
		 "operation Configuration Code Global data\nAES CBC 128 bits "
		 "Encryption Small 2386 bytes 0 bytes\n", st_head);
	ck_assert_int_eq(parse_len(&ig, pg, strlen(pg), "u3"), 0);
	ck_assert_str_eq(ig.rows[1].value, "0");
	ingest_free(&ig);
	/* a 40-digit cell is not stored as its first 31 digits */
	memset(big, '7', 40);
	big[40] = '\0';
	snprintf(pg, sizeof(pg), "%s| Algorithm | Speed (Software) |\n"
		 "|---|---|\n| MD5 | %s MB/s |\n", cyclone_head, big);
	refused(pg, "bad.txt:8: number '7777");
	snprintf(pg, sizeof(pg), "%sAlgorithmSpeed (Software)\nMD5%s MB/s\n",
		 cyclone_head, big);
	refused(pg, "bad.txt:7:");
	snprintf(pg, sizeof(pg), "%s# clock_mhz: 100\nrow sha256 hash - cycles "
		 "%s cycles\n# end\n", log_head, big);
	refused(pg, "bad.txt:5:");
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles\nSHA384 %s\n",
		 st_head, big);
	refused(pg, "bad.txt:9:");
}
END_TEST

/* ---- no field is ever cut ---- */

START_TEST(long_fields)
{
	char pg[8192], w1[100], w2[100], pad[1200];
	ingest ig;

	/* parameters over 191 characters */
	memset(w1, 'a', 90);
	w1[90] = '\0';
	memset(w2, 'b', 90);
	w2[90] = '\0';
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Configuration Curve "
		 "definition Cycles Time\nSHA256 %s %s 3672 38 \xc2\xb5s\n",
		 st_head, w1, w2);
	refused(pg, "bad.txt:9: the parameters of this row are longer than "
		"191");
	snprintf(pg, sizeof(pg), "%s# clock_mhz: 100\nrow sha256 hash "
		 "x=%s%s%s cycles 1000 cycles\n# end\n", log_head, w1, w2, w1);
	refused(pg, "bad.txt:5: parameters");
	/* --board over 47 characters (the id field, room for NAME@N) */
	snprintf(pg, sizeof(pg), "%s| Algorithm | Speed (Software) |\n"
		 "|---|---|\n| MD5 | 12.033 MB/s |\n", cyclone_head);
	ck_assert_int_eq(parse_len(&ig, pg, strlen(pg),
				   "a-board-id-of-fifty-characters-or-more-0123456789"),
			 -1);
	ck_assert_ptr_nonnull(strstr(ig.err, "longer than 47"));
	ingest_free(&ig);
	ck_assert_int_eq(parse_len(&ig, pg, strlen(pg),
				   "an-id-of-exactly-forty-seven-characters-0123456"), 0);
	ingest_free(&ig);
	/* rows over 1,023 bytes are read whole, every cell kept */
	memset(pad, ' ', sizeof(pad) - 1);
	pad[sizeof(pad) - 1] = '\0';
	snprintf(pg, sizeof(pg), "%s| Algorithm | Speed (Software) | Speed "
		 "(Hardware) |\n|---|---|---|\n| MD5 | 12.033 MB/s%s| 78.125 "
		 "MB/s |\n", cyclone_head, pad);
	ck_assert_msg(parse_len(&ig, pg, strlen(pg), NULL) == 0, "%s", ig.err);
	ck_assert_uint_eq(ig.nrows, 2);
	ck_assert_str_eq(ig.rows[1].value, "78.125");
	ingest_free(&ig);
	snprintf(pg, sizeof(pg), "%sAlgorithmSpeed (Software)Speed (Hardware)\n"
		 "MD512.033 MB/s%s78.125 MB/s\n", cyclone_head, pad);
	ck_assert_msg(parse_len(&ig, pg, strlen(pg), NULL) == 0, "%s", ig.err);
	ck_assert_uint_eq(ig.nrows, 2);
	ck_assert_str_eq(ig.rows[1].value, "78.125");
	ingest_free(&ig);
	snprintf(pg, sizeof(pg), "%s2.6. PQ\nSuite Function Cycles Time (in "
		 "ms) Stack usage Working buffer\nML-DSA-44 keyGen 1 988 616 "
		 "20 476%s7116\n", st_head, pad);
	ck_assert_msg(parse_len(&ig, pg, strlen(pg), NULL) == 0, "%s", ig.err);
	ck_assert_uint_eq(ig.nrows, 4);
	ck_assert_str_eq(ig.rows[3].value, "7116");
	ingest_free(&ig);
}
END_TEST

/* ---- truncated pages ---- */

START_TEST(cut_headers_and_rows)
{
	char pg[4096];

	/* markdown: a header cut inside, or before its |---| line */
	snprintf(pg, sizeof(pg), "%s| Algorithm | Speed (Software) |\n|---|---|"
		 "\n| MD5 | 12.033 MB/s |\n\n| Algorithm | Encryption (Soft",
		 cyclone_head);
	refused(pg, "bad.txt:10: table line without a '|---|' line");
	snprintf(pg, sizeof(pg), "%s| Algorithm | Speed (Software) |\n|---|---|"
		 "\n| MD5 | 12.033 MB/s |\n\n| Algorithm | Speed (Software) |\n",
		 cyclone_head);
	refused(pg, "bad.txt:10: table line without");
	/* ST: a header cut inside looks like prose */
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\nSHA384 14 "
		 "261 148 \xc2\xb5s\n\n2.3. AES\nAES mode Key size Buffer size "
		 "Cipher op", st_head);
	refused(pg, "bad.txt:12: the page ends inside this table header");
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\nSHA384 14 "
		 "261 148 \xc2\xb5s\n\n2.3. AES\nAES mode Key size", st_head);
	refused(pg, "bad.txt:12: the page ends inside this table header");
	/* ST: a row cut after a bare number ("7116" cut to "71") */
	snprintf(pg, sizeof(pg), "%s2.6. PQ\nSuite Function Cycles Time (in "
		 "ms) Stack usage Working buffer\nML-DSA-44 keyGen 1 988 616 20 "
		 "476 71", st_head);
	refused(pg, "bad.txt:9: the page ends inside this line");
	snprintf(pg, sizeof(pg), "%s2.1. AES\nAES mode Key size Cipher "
		 "operation Configuration Code Global data\nAES CBC 128 bits "
		 "Encryption Small 2386 bytes 32", st_head);
	refused(pg, "bad.txt:9: the page ends inside this line");
	snprintf(pg, sizeof(pg), "%s2.6. PQ\nSuite Function Cycles Time (in "
		 "ms) Stack usage Working buffer\nML-DSA-44 keyGen 1 988 616 20 "
		 "476 7116\nML-DSA-65", st_head);
	refused(pg, "bad.txt:10: the page ends inside this line");
	/* a cut between tables: the next section's start is left */
	snprintf(pg, sizeof(pg), "%sAlgorithmSpeed (Software)\nMD512.033 "
		 "MB/s\n\nSignature Algorithms\n\nSTM32F439 @ 180 MHz\n",
		 cyclone_head);
	refused(pg, "bad.txt:9: a section starts here but no table follows");
	snprintf(pg, sizeof(pg), "%s| Algorithm | Speed (Software) |\n|---|---|"
		 "\n| MD5 | 12.033 MB/s |\nSignature Algo", cyclone_head);
	refused(pg, "bad.txt:9: the page ends inside this line");
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\nSHA384 14 "
		 "261 148 \xc2\xb5s\n\n2.3. ECDSA signature\nThe table below "
		 "shows the number of clock cycles\n", st_head);
	refused(pg, "bad.txt:12: a table is announced here but none follows");
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\nSHA384 14 "
		 "261 148 \xc2\xb5s\n\n2.3. ECDSA signature\n", st_head);
	refused(pg, "bad.txt:11: the page ends on a heading");
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\nSHA384 14 "
		 "261 148 \xc2\xb5s\n\n2.3. ECDSA signature\nThis section "
		 "gi", st_head);
	refused(pg, "bad.txt:12: the page ends inside this line");
	snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\nSHA384 14 "
		 "261 148 \xc2\xb5s\n\nIn this mode:\n  ", st_head);
	refused(pg, "bad.txt:12: the page ends inside this line");
	/* a whole page may end with its footer, line break or not */
	{
		ingest ig;

		snprintf(pg, sizeof(pg), "%s2.2. HASH\nHASH mode Cycles Time\n"
			 "SHA384 14 261 148 \xc2\xb5s\n\nRetrieved from \"https://"
			 "wiki.st.com/stm32mcu/index.php?title=Security", st_head);
		ck_assert_msg(parse_len(&ig, pg, strlen(pg), NULL) == 0, "%s",
			      ig.err);
		ingest_free(&ig);
	}
	/* run logs: refused without their end marker */
	snprintf(pg, sizeof(pg), "%s# clock_mhz: 100\nrow sha256 hash - cycles "
		 "1000 cycles\n# en", log_head);
	refused(pg, "no '# end' marker");
}
END_TEST

/* Does every row of cut equal the row of whole at its index? */
static int
whole_rows(const ingest *cut, const ingest *whole)
{
	size_t i;

	if (cut->nrows > whole->nrows)
		return 0;
	for (i = 0; i < cut->nrows; i++) {
		const cb_result *a = &cut->rows[i], *b = &whole->rows[i];

		if (strcmp(a->board, b->board) || strcmp(a->impl, b->impl) ||
		    strcmp(a->algorithm, b->algorithm) ||
		    strcmp(a->operation, b->operation) ||
		    strcmp(a->params, b->params) ||
		    strcmp(a->metric, b->metric) ||
		    strcmp(a->value, b->value) || strcmp(a->unit, b->unit) ||
		    a->line != b->line)
			return 0;
	}
	return 1;
}

static const char *const seed_pages[] = {
	"000_c1c3a8ba58399f69.txt", "001_5b07fd63510a7f98.txt",
	"002_69c39b5838eb3578.txt", "003_18c5b3366b376648.txt",
	"004_cc62a08ab2af6ed2.txt",
};
#define NCUTS 400

/*
 * Cut each seed page at NCUTS random points (a fixed seed, so the figures
 * repeat): every cut is refused, or yields whole rows only (a prefix of
 * the rows of the whole page, field for field); a cut inside a row is
 * always refused.
 */
START_TEST(random_cuts)
{
	char path[4096], *text;
	size_t len, k, j, refused_n = 0, accepted = 0, at_eol = 0, rows = 0;
	size_t full = 0;
	int line, inside;
	ingest whole, cut;
	unsigned seed = 13u + (unsigned)_i;

	snprintf(path, sizeof(path), "%s/%s", SEEDS, seed_pages[_i]);
	text = t_slurp(path, &len);
	if (text == NULL) {
		fprintf(stderr, "SKIP random_cuts: %s missing (-Dseeds=DIR)\n",
			path);
		return;
	}
	ck_assert_int_eq(parse_len(&whole, text, len, NULL), 0);
	for (k = 0; k < NCUTS; k++) {
		size_t at = (size_t)rand_r(&seed) % len;

		if (parse_len(&cut, text, at, NULL) != 0) {
			refused_n++;
			ingest_free(&cut);
			continue;
		}
		/* a cut inside a row (not at its line's end) is never
		 * accepted */
		line = 1;
		for (j = 0; j < at; j++)
			line += text[j] == '\n';
		inside = at > 0 && text[at - 1] != '\n' && text[at] != '\n' &&
			 text[at] != '\r';
		for (j = 0; inside && j < whole.nrows; j++)
			ck_assert_msg(whole.rows[j].line != line, "%s cut at "
				      "byte %zu inside row line %d: accepted",
				      seed_pages[_i], at, line);
		ck_assert_msg(whole_rows(&cut, &whole), "%s cut at byte %zu: "
			      "accepted with a row that is not whole",
			      seed_pages[_i], at);
		/* a CycloneCRYPTO page (000-003) ends with a table: a cut is
		 * read only at a line end after a table */
		ck_assert_msg(_i == 4 || !inside, "%s cut at byte %zu inside "
			      "line %d: accepted", seed_pages[_i], at, line);
		accepted++;
		at_eol += !inside;
		full += cut.nrows == whole.nrows;
		rows += cut.nrows;
		ingest_free(&cut);
	}
	fprintf(stderr, "random_cuts %s: %d cuts, %zu refused, %zu accepted "
		"with whole rows only (%zu at a line end, %zu with all %zu "
		"rows), on average %.0f%% of the rows\n", seed_pages[_i],
		NCUTS, refused_n, accepted, at_eol, full, whole.nrows,
		accepted ? 100.0 * (double)rows / (double)accepted /
		(double)whole.nrows : 0.0);
	ingest_free(&whole);
	free(text);
}
END_TEST

/* ---- data files: boards.csv and results ---- */

/* A data folder with one board (clock as given) and one result row
 * (value and metric as given); data_load's verdict on the board: -1 when
 * it is left out. */
static int
load_with(const char *clock, const char *metric, const char *value,
	  const char *unit)
{
	char dir[] = "/tmp/cbbad-XXXXXX", path[256], cmd[300];
	cb_dataset ds;
	FILE *f;
	int rc;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	f = fopen(path, "w");
	fprintf(f, CB_BOARDS_HEADER "\nb1,B,M,Cortex-M4,%s,V,L,1,cc,-O2,"
		"published,src\n", clock);
	fclose(f);
	snprintf(path, sizeof(path), "%s/results/b1.csv", dir);
	f = fopen(path, "w");
	fprintf(f, CB_RESULTS_HEADER "\nb1,sw,sha256,hash,,%s,\"%s\",%s,3\n",
		metric, value, unit);
	fclose(f);
	setenv("XDG_DATA_HOME", dir, 1);        /* no user data joins */
	rc = data_load(dir, &ds);
	/* a bad line leaves its board out: refused, as far as b1 goes */
	if (rc == 0 && ds.nboards == 0)
		rc = -1;
	data_free(&ds);
	unsetenv("XDG_DATA_HOME");
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
	return rc;
}

START_TEST(bad_data_files)
{
	static const char *const clocks[] = { "nan", "inf", "1e309", "0",
		"-5", "0x10", "+.5", " 7", "7 ", "" };
	static const char *const values[] = { "0x10", "nan", "1e309", "-5",
		"+.5", " 7", "7 ", "0", "", "1e3" };
	size_t i;

	ck_assert_int_eq(load_with("100", "throughput", "1.5", "MB/s"), 0);
	ck_assert_int_eq(load_with("100", "code", "0", "bytes"), 0);
	for (i = 0; i < sizeof(clocks) / sizeof(clocks[0]); i++)
		ck_assert_msg(load_with(clocks[i], "throughput", "1.5",
					"MB/s") == -1, "clock '%s' accepted",
			      clocks[i]);
	for (i = 0; i < sizeof(values) / sizeof(values[0]); i++) {
		ck_assert_msg(load_with("100", "throughput", values[i],
					"MB/s") == -1, "value '%s' accepted",
			      values[i]);
		ck_assert_msg(load_with("100", "time", values[i], "ms") == -1,
			      "time '%s' accepted", values[i]);
	}
}
END_TEST

/* ---- the tool end to end ---- */

/* every results file is read, however many there are (1,024 were) */
START_TEST(many_results_files)
{
	char dir[] = "/tmp/cbmany-XXXXXX", path[256], cmd[300];
	cb_dataset ds;
	FILE *f;
	int i;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	t_put_file(path, CB_BOARDS_HEADER "\nb1,B,M,Cortex-M4,100,V,L,1,cc,-O2,"
		 "published,src\n");
	for (i = 0; i < 1100; i++) {
		snprintf(path, sizeof(path), "%s/results/r%04d.csv", dir, i);
		f = fopen(path, "w");
		ck_assert_ptr_nonnull(f);
		fprintf(f, CB_RESULTS_HEADER "\nb1,sw,sha256,hash,run=%d,"
			"throughput,1.5,MB/s,%d\n", i, i + 1);
		fclose(f);
	}
	setenv("XDG_DATA_HOME", dir, 1);
	ck_assert_int_eq(data_load(dir, &ds), 0);
	unsetenv("XDG_DATA_HOME");
	ck_assert_uint_eq(ds.nrows, 1100);
	data_free(&ds);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* compare and plot never see a NaN clock: the load names the line */
START_TEST(nan_clock_end_to_end)
{
	char dir[] = "/tmp/cbnan-XXXXXX", path[256], args[512], *out, *err;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/results", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	t_put_file(path, CB_BOARDS_HEADER "\na1,A,M,Cortex-M4,100,V,L,1,cc,-O2,"
		 "published,s\nb1,B,N,Cortex-M4,nan,V,L,1,cc,-O2,published,"
		 "s\n");
	snprintf(path, sizeof(path), "%s/results/a.csv", dir);
	t_put_file(path, CB_RESULTS_HEADER "\na1,sw,sha256,hash,,throughput,2,"
		 "MB/s,2\nb1,sw,sha256,hash,,throughput,1,MB/s,2\n");
	snprintf(args, sizeof(args), "--data-only %s --format json compare a1 b1",
		 dir);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_msg(strstr(err, "boards.csv:3: bad clock_mhz 'nan'") != NULL,
		      "%s", err);
	ck_assert_ptr_null(strstr(out, "nan"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "rm -rf %s", dir);
	ck_assert_int_eq(system(args), 0);
}
END_TEST

START_TEST(long_algo_pattern)
{
	char args[1024], pat[400], *out, *err;

	/* a pattern list over 255 bytes: its last pattern still counts */
	memset(pat, 'x', 300);
	pat[300] = '\0';
	snprintf(args, sizeof(args), "show m487 --algo '%s,sm3'", pat);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	ck_assert_ptr_nonnull(strstr(out, "sm3"));
	free(out);
	free(err);
	snprintf(args, sizeof(args), "plot m487 --size 800x600junk --family hash -o /tmp/cbbad-x.png");
	ck_assert_int_eq(t_run(args, &out, &err), 2);
	free(out);
	free(err);
}
END_TEST

/* ---- output files ---- */

static int
file_is(const char *path, const char *text)
{
	size_t len;
	char *t = t_slurp(path, &len);
	int same = t != NULL && strcmp(t, text) == 0;

	free(t);
	return same;
}

/* Files in dir whose name contains needle. */
static int
count_files(const char *dir, const char *needle)
{
	char cmd[512], *out, *p;
	int n = 0;

	snprintf(cmd, sizeof(cmd), "ls -A %s > %s/.ls 2>&1", dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(cmd, sizeof(cmd), "%s/.ls", dir);
	out = t_slurp(cmd, (size_t[]){ 0 });
	unlink(cmd);
	for (p = out; (p = strstr(p, needle)) != NULL; p++)
		n++;
	free(out);
	return n;
}

/* Issue 36's carried-over cases: a surrogate or an overlong form is not
 * UTF-8; a 10 MB line with no table is refused naming its line; a
 * results "file" that is a folder, or is empty, is named and left out;
 * -o never breaks a hard link. */
START_TEST(carried_over)
{
	static const char *const bad[] = {
		"\xed\xa0\x80",          /* U+D800, a surrogate */
		"\xed\xbf\xbf",          /* U+DFFF */
		"\xe0\x80\xaf",          /* overlong '/' */
		"\xf0\x80\x80\xaf",      /* overlong, 4 bytes */
		"\xf4\x90\x80\x80",      /* U+110000 */
	};
	char dir[] = "/tmp/cbcarry-XXXXXX", path[256], args[1024], *text;
	char *out, *err;
	struct stat st;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(args, sizeof(args), "%sprose %s here\n", cyclone_head,
			 bad[i]);
		refused(args, "not UTF-8 text");
	}
	ck_assert(utf8_valid("\xed\x9f\xbf \xee\x80\x80 \xf4\x8f\xbf\xbf"));
	ck_assert_ptr_nonnull(mkdtemp(dir));
	/* one 10 MB line */
	text = malloc(10000002);
	ck_assert_ptr_nonnull(text);
	memset(text, 'x', 10000000);
	memcpy(text + 10000000, "\n", 2);
	snprintf(path, sizeof(path), "%s/big.txt", dir);
	t_put_file(path, text);
	free(text);
	snprintf(args, sizeof(args), "ingest %s", path);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	snprintf(args, sizeof(args), "%s:1: no benchmark table found in lines "
		 "1-1", path);
	ck_assert_msg(strstr(err, args) != NULL, "%s", err);
	free(out);
	free(err);
	/* a folder named like a results file, and an empty one */
	snprintf(args, sizeof(args), "mkdir -p %s/d/results/x.csv && cp "
		 "%s/boards.csv %s/results/m487.csv %s/d/ && mv %s/d/m487.csv "
		 "%s/d/results/ && : > %s/d/results/y.csv", dir, SRCDATA,
		 SRCDATA, dir, dir, dir, dir);
	ck_assert_int_eq(system(args), 0);
	snprintf(args, sizeof(args), "--data-only %s/d show m487 --format csv",
		 dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	ck_assert_msg(strstr(err, "results/x.csv: a folder, not a results "
			     "file: left out") != NULL, "%s", err);
	ck_assert_ptr_nonnull(strstr(err, "results/y.csv: empty (0 bytes, "
				     "no header): left out"));
	ck_assert_ptr_nonnull(strstr(out, "aes-128-cbc"));
	free(out);
	free(err);
	/* -o on a file with two names: refused, both keep their text */
	snprintf(path, sizeof(path), "%s/one.csv", dir);
	t_put_file(path, "precious\n");
	snprintf(args, sizeof(args), "%s/two.csv", dir);
	ck_assert_int_eq(link(path, args), 0);
	snprintf(args, sizeof(args), "ingest %s -o %s",
		 SRCDATA "/../tests/vectors/pages/kw47.txt", path);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_msg(strstr(err, "hard links") != NULL, "%s", err);
	free(out);
	free(err);
	ck_assert(file_is(path, "precious\n"));
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_uint_eq(st.st_nlink, 2);
	snprintf(args, sizeof(args), "rm -rf %s", dir);
	ck_assert_int_eq(system(args), 0);
}
END_TEST

START_TEST(ingest_output_safety)
{
	char dir[] = "/tmp/cbout-XXXXXX", pg[256], path[256], args[1024];
	char *out, *err;
	struct stat st;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(pg, sizeof(pg), "%s/pg.txt", dir);
	t_put_file(pg, "Crypto Benchmark on STM32F4 MCU\nARM Cortex-M4 @ 180 "
		 "MHz\nThis benchmark conducted on STM32 Nucleo-144 development "
		 "board with STM32F439ZI MCU will help you.\n"
		 "AlgorithmSpeed (Software)\nMD512.033 MB/s\n");
	/* a FIFO: refused at once, never opened (no reader would hang) */
	snprintf(path, sizeof(path), "%s/fifo", dir);
	ck_assert_int_eq(mkfifo(path, 0644), 0);
	snprintf(args, sizeof(args), "ingest %s -o %s", pg, path);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_msg(strstr(err, "cannot replace a FIFO") != NULL, "%s", err);
	free(out);
	free(err);
	ck_assert_int_eq(lstat(path, &st), 0);
	ck_assert(S_ISFIFO(st.st_mode));
	/* a device node (root only) */
	snprintf(path, sizeof(path), "%s/null", dir);
	if (mknod(path, S_IFCHR | 0666, makedev(1, 3)) == 0) {
		snprintf(args, sizeof(args), "ingest %s -o %s", pg, path);
		ck_assert_int_eq(t_run(args, &out, &err), 1);
		ck_assert_ptr_nonnull(strstr(err, "cannot replace a device"));
		free(out);
		free(err);
		ck_assert_int_eq(lstat(path, &st), 0);
		ck_assert(S_ISCHR(st.st_mode));
	} else {
		fprintf(stderr, "SKIP device node: %s\n", strerror(errno));
	}
	/* a symbolic link: neither it nor its target is replaced */
	snprintf(path, sizeof(path), "%s/target.csv", dir);
	t_put_file(path, "precious\n");
	snprintf(args, sizeof(args), "%s/link.csv", dir);
	ck_assert_int_eq(symlink(path, args), 0);
	snprintf(args, sizeof(args), "ingest %s -o %s/link.csv", pg, dir);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "cannot replace a symbolic link"));
	free(out);
	free(err);
	ck_assert(file_is(path, "precious\n"));
	snprintf(args, sizeof(args), "%s/link.csv", dir);
	ck_assert_int_eq(lstat(args, &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	/* a read-only file (even for root) */
	snprintf(path, sizeof(path), "%s/ro.csv", dir);
	t_put_file(path, "precious\n");
	ck_assert_int_eq(chmod(path, 0444), 0);
	snprintf(args, sizeof(args), "ingest %s -o %s", pg, path);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "cannot replace a read-only file"));
	free(out);
	free(err);
	ck_assert(file_is(path, "precious\n"));
	/* the pg itself, by its name or another (a hard link) */
	snprintf(args, sizeof(args), "ingest %s -o %s", pg, pg);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "is the page being read"));
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/same.txt", dir);
	ck_assert_int_eq(link(pg, path), 0);
	snprintf(args, sizeof(args), "ingest %s -o %s", pg, path);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "is the page being read"));
	free(out);
	free(err);
	ck_assert_int_eq(stat(pg, &st), 0);
	ck_assert_int_gt(st.st_size, 100);
	/* a regular file is replaced, keeping its mode; no temporary left */
	snprintf(path, sizeof(path), "%s/ok.csv", dir);
	t_put_file(path, "old\n");
	ck_assert_int_eq(chmod(path, 0640), 0);
	snprintf(args, sizeof(args), "ingest %s -o %s", pg, path);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_uint_eq(st.st_mode & 0777, 0640);
	ck_assert_int_eq(count_files(dir, ".tmp"), 0);
	snprintf(args, sizeof(args), "chmod -R u+w %s && rm -rf %s", dir, dir);
	ck_assert_int_eq(system(args), 0);
}
END_TEST

START_TEST(plot_output_safety)
{
	char dir[] = "/tmp/cbout-XXXXXX", path[256], args[1024], *out, *err;
	char cmd[1024];

	ck_assert_ptr_nonnull(mkdtemp(dir));
	/* the user's own FILE.dat and FILE.gp are not deleted */
	snprintf(path, sizeof(path), "%s/chart.png.dat", dir);
	t_put_file(path, "my data\n");
	snprintf(path, sizeof(path), "%s/chart.png.gp", dir);
	t_put_file(path, "my script\n");
	snprintf(args, sizeof(args), "plot m487 --family hash -o %s/chart.png",
		 dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/chart.png.dat", dir);
	ck_assert(file_is(path, "my data\n"));
	snprintf(path, sizeof(path), "%s/chart.png.gp", dir);
	ck_assert(file_is(path, "my script\n"));
	ck_assert_int_eq(count_files(dir, ".tmp"), 0);
	/* gnuplot failing after it opened its output: the old image stays */
	snprintf(path, sizeof(path), "%s/old.png", dir);
	t_put_file(path, "old image\n");
	snprintf(cmd, sizeof(cmd), "mkdir %s/tpl && cp %s/../plots/style.gp "
		 "%s/tpl/ && echo 'plot no_such_function(x)' > %s/tpl/bars.gp",
		 dir, SRCDATA, dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(args, sizeof(args), "CRYPTOBENCH_PLOTS=%s/tpl %s plot m487 "
		 "--family hash -o %s", dir, CRYPTOBENCH_EXE, path);
	snprintf(cmd, sizeof(cmd), "%s >/dev/null 2>&1", args);
	ck_assert_int_ne(system(cmd), 0);
	ck_assert(file_is(path, "old image\n"));
	ck_assert_int_eq(count_files(dir, ".tmp"), 0);
	/* --keep-script over a FIFO of that name: refused, image untouched */
	snprintf(path, sizeof(path), "%s/k.png.gp", dir);
	ck_assert_int_eq(mkfifo(path, 0644), 0);
	snprintf(args, sizeof(args), "plot m487 --family hash --keep-script -o "
		 "%s/k.png", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 1);
	ck_assert_ptr_nonnull(strstr(err, "cannot replace a FIFO"));
	free(out);
	free(err);
	snprintf(path, sizeof(path), "%s/k.png", dir);
	ck_assert_int_ne(access(path, F_OK), 0);
	ck_assert_int_eq(count_files(dir, ".tmp"), 0);
	/* with --keep-script, the script re-runs as it is kept */
	snprintf(args, sizeof(args), "plot m487 --family hash --keep-script -o "
		 "%s/r.png", dir);
	ck_assert_int_eq(t_run(args, &out, &err), 0);
	free(out);
	free(err);
	snprintf(cmd, sizeof(cmd), "cd / && rm %s/r.png && gnuplot %s/r.png.gp "
		 "&& test -s %s/r.png", dir, dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(args, sizeof(args), "rm -rf %s", dir);
	ck_assert_int_eq(system(args), 0);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("badinput");
	TCase *tc;
	SRunner *sr;
	int nf;

	tc = tcase_create("parsers");
	/* the hang test times itself; this bounds the slow machines */
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, runon_unit_only_row);
	tcase_add_test(tc, stwiki_grouping_bound);
	tcase_add_test(tc, bad_clocks);
	tcase_add_test(tc, bad_values);
	tcase_add_test(tc, long_fields);
	tcase_add_test(tc, cut_headers_and_rows);
	tcase_add_loop_test(tc, random_cuts, 0,
			    sizeof(seed_pages) / sizeof(seed_pages[0]));
	tcase_add_test(tc, bad_data_files);
	tcase_add_test(tc, many_results_files);
	tcase_add_test(tc, nan_clock_end_to_end);
	tcase_add_test(tc, long_algo_pattern);
	suite_add_tcase(s, tc);
	tc = tcase_create("output");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, ingest_output_safety);
	tcase_add_test(tc, carried_over);
	tcase_add_test(tc, plot_output_safety);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
