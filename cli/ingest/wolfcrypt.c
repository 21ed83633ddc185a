/* SPDX-License-Identifier: MIT */
/* wolfCrypt benchmark logs (v4 and v5 spellings), raw or pasted into a
 * markdown page with one heading and fenced block per configuration. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define MAXTOK 24

/* One log: a fenced block of the page, or the whole page when raw. */
typedef struct wc_log {
	char config[112];       /* the heading's configuration, or "" */
	const char *impl;       /* what its heading says: IG_HW_CONFIG ... */
	unsigned hw;            /* the hardware blocks it names (HW_AES ...) */
	char version[16];       /* " wolfSSL version X.Y.Z" */
	long block;             /* "(block bytes N, ...)", 0 if not given */
	int results, complete, first;
} wc_log;

static int
detect(const page *p)
{
	int i;

	for (i = 0; i < p->n; i++)
		if (strncmp(p->line[i], "wolfCrypt Benchmark", 19) == 0 ||
		    (strstr(p->line[i], " took ") != NULL &&
		     (strstr(p->line[i], " seconds, ") != NULL ||
		      strstr(p->line[i], " ops took ") != NULL)))
			return 1;
	return 0;
}

/* The hardware blocks a configuration heading names ("STM Crypto/Hash
 * Acceleration": the cipher unit and the hash unit; "STM PKA only";
 * "HW Crypto (AES/HASH/PKA)"), and the class of an algorithm. */
enum { HW_AES = 1, HW_DES = 2, HW_HASH = 4, HW_PK = 8, HW_AES_CBC = 16,
       HW_ECC = 32, HW_ALL = 63 };

static unsigned
hw_class(const char *id)
{
	const cb_alg *a = alg_by_id(id);
	const char *f = a != NULL ? a->family : "";

	if (strncmp(id, "aes-", 4) == 0)
		return strstr(id, "-cbc") != NULL ? HW_AES | HW_AES_CBC : HW_AES;
	if (strncmp(id, "des-", 4) == 0 || strncmp(id, "3des-", 5) == 0)
		return HW_DES;
	if (strcmp(f, "hash") == 0 || strncmp(id, "hmac-", 5) == 0)
		return HW_HASH;
	if (strncmp(id, "ecd", 3) == 0)
		return HW_PK | HW_ECC;
	if (strcmp(f, "signature") == 0 || strcmp(f, "key-exchange") == 0)
		return HW_PK;
	return 0;
}

/* What the log's heading says of a figure of id. */
static const char *
claim(const wc_log *lg, const char *id)
{
	if (strcmp(lg->impl, IG_HW_CONFIG) != 0)
		return lg->impl;
	/* the heading names the hardware used: another algorithm's figure
	 * is software */
	return lg->hw & hw_class(id) ? IG_HW_CONFIG : IG_SW;
}

/* Drop one trailing comma (the log's field separator). */
static char *
uncomma(char *s)
{
	size_t n = strlen(s);

	if (n > 0 && s[n - 1] == ',')
		s[n - 1] = '\0';
	return s;
}

/* X.Y.Z as one number (5.6.3 -> 50603); 0 if not a version. */
static long
version_num(const char *v)
{
	int a, b, c;
	char tail;

	if (sscanf(v, "%d.%d.%d%c", &a, &b, &c, &tail) != 3 || a < 0 ||
	    b < 0 || c < 0 || b > 99 || c > 99)
		return 0;
	return a * 10000L + b * 100 + c;
}

/*
 * The unit a rate is printed in -> what it means.  wolfcrypt/benchmark/
 * benchmark.c scales by 1024 unless run with -base10 (its static base2 = 1).
 * Up to 5.6.0 it labels the base-2 sizes "KB"/"MB" and the base-10 ones
 * "kB"/"mB"; from 5.6.3 (the oldest later source read) "KiB"/"MiB" and
 * "KB"/"MB".  So "KB"/"MB" mean 1024 in a 5.6.0 or older log and 1000 in a
 * 5.6.3 or newer one; 5.6.1 and 5.6.2 are refused, not guessed.
 */
static int
rate_unit(ingest *ig, int line, const wc_log *lg, const char *word,
	  const char **unit)
{
	long v = version_num(lg->version);
	int mega = word[0] == 'M' || word[0] == 'm';

	if (strcmp(word, "bytes/s") == 0 || strcmp(word, "B/s") == 0) {
		*unit = "B/s";  /* "PBKDF2 640 bytes took 1.009 seconds" */
	} else if (strcmp(word, "KiB/s") == 0 || strcmp(word, "MiB/s") == 0) {
		*unit = word[0] == 'K' ? "KiB/s" : "MiB/s";
	} else if (strcmp(word, "kB/s") == 0 || strcmp(word, "mB/s") == 0) {
		*unit = mega ? "MB/s" : "KB/s";
	} else if (strcmp(word, "KB/s") == 0 || strcmp(word, "MB/s") == 0) {
		if (v == 0)
			return ig_fail(ig, line, "'%s' means 2^%d bytes before "
				       "wolfSSL 5.6.1 and 10^%d after, and the "
				       "log names no 'wolfSSL version'", word,
				       mega ? 20 : 10, mega ? 6 : 3);
		if (v > 50600 && v < 50603)
			return ig_fail(ig, line, "'%s' in a wolfSSL %s log: "
				       "base 2 or 10 is not known for that "
				       "release", word, lg->version);
		*unit = v <= 50600 ? (mega ? "MiB/s" : "KiB/s") :
			(mega ? "MB/s" : "KB/s");
	} else {
		return ig_fail(ig, line, "unknown rate unit '%s'", word);
	}
	return 0;
}

/* The row's params: configuration, block size, library version, what the
 * page wrote when the unit was read as another, and extra. */
static int
row_params(ingest *ig, int line, const wc_log *lg, const char *page_unit,
	   const char *unit, const char *extra, char *out, size_t len)
{
	char blk[32] = "", pu[40] = "";

	if (lg->block > 0)
		snprintf(blk, sizeof(blk), "block=%ld;", lg->block);
	if (page_unit != NULL && strcmp(page_unit, unit) != 0)
		snprintf(pu, sizeof(pu), ";page-unit=%.20s", page_unit);
	if (fmt_fit(out, len, "%s%s%s%sversion=%s%s%s%s",
		    lg->config[0] ? "config=" : "", lg->config,
		    lg->config[0] ? ";" : "", blk,
		    lg->version[0] ? lg->version : "?", pu,
		    *extra ? ";" : "", extra) != 0)
		return ig_fail(ig, line, "configuration '%.40s...' is too long "
			       "for a row's parameters", lg->config);
	return 0;
}

/* benchmark.c's own short names, too short to be aliases for every page:
 * "SHA" is SHA-1, "3DES" its CBC mode, "RNG" wc_RNG_GenerateBlock (its
 * Hash_DRBG over SHA-256), "PBKDF2" wc_PBKDF2 with SHA-256 */
static const struct {
	const char *name, *id;
} short_names[] = {
	{ "SHA", "sha1" }, { "HMAC-SHA", "hmac-sha1" }, { "3DES", "3des-cbc" },
	{ "RNG", "hash-drbg-sha256" }, { "PBKDF2", "pbkdf2-sha256" },
};

/* "AES-128-CBC-enc  4 MB took 1.000 seconds, 3.882 MB/s", and where
 * wolfCrypt has a cycle counter " Cycles per byte =  30.93" after it: the
 * same figure counted another way (one figure, the rate, is kept) */
static int
sym_line(ingest *ig, int line, const wc_log *lg, char **tok, int n, int took)
{
	char name[96] = "", id[40], params[192], rate[40], ghash[48];
	const char *unit = NULL, *op = NULL, *extra = "";
	size_t nl;
	int i;

	if (n == took + 10 && strcmp(tok[took + 5], "Cycles") == 0 &&
	    strcmp(tok[took + 6], "per") == 0 &&
	    strcmp(tok[took + 7], "byte") == 0 &&
	    strcmp(tok[took + 8], "=") == 0 &&
	    num_len(tok[took + 9]) == strlen(tok[took + 9]))
		n = took + 5;
	if (took < 3 || n != took + 5 || strcmp(tok[took + 2], "seconds,") ||
	    num_len(tok[took - 2]) != strlen(tok[took - 2]) ||
	    num_len(tok[took + 1]) != strlen(tok[took + 1]))
		return ig_fail(ig, line, "not a wolfCrypt result line: 'NAME "
			       "N UNIT took T seconds, RATE UNIT/s'");
	for (i = 0; i < took - 2; i++)
		if (fmt_fit(name + strlen(name), sizeof(name) - strlen(name),
			    "%s%s", i ? " " : "", tok[i]) != 0)
			return ig_fail(ig, line, "algorithm name too long");
	nl = strlen(name);
	if (nl > 7 && strcasecmp(name + nl - 7, "-no_AAD") == 0) {
		name[nl -= 7] = '\0';
		extra = "aad=none";
	}
	if (nl > 4 && strcmp(name + nl - 4, "-enc") == 0)
		op = "encrypt";
	else if (nl > 4 && strcmp(name + nl - 4, "-dec") == 0)
		op = "decrypt";
	if (op != NULL)
		name[nl - 4] = '\0';
	/* "GMAC Table 4-bit", "GMAC Small": GMAC (AES-128) with that GHASH
	 * implementation, a variant */
	if (strncmp(name, "GMAC ", 5) == 0) {
		char *g;

		snprintf(ghash, sizeof(ghash), "ghash=%s", name + 5);
		for (g = ghash + 6; *g != '\0'; g++)
			*g = *g == ' ' ? '-' : (char)tolower((unsigned char)*g);
		name[4] = '\0';
		extra = ghash;
	}
	/* benchmark.c's own short names: "SHA" is SHA-1 and "3DES" its
	 * CBC mode (too short to be aliases for every page) */
	for (i = 0; i < (int)(sizeof(short_names) / sizeof(short_names[0]));
	     i++)
		if (strcmp(name, short_names[i].name) == 0)
			snprintf(name, sizeof(name), "%s", short_names[i].id);
	if (ig_alg_id(ig, line, name, id, sizeof(id)) != 0)
		return -1;
	if (op == NULL)
		op = ig_bulk_op(id);
	snprintf(rate, sizeof(rate), "%s", uncomma(tok[took + 4]));
	if (rate_unit(ig, line, lg, rate, &unit) != 0 ||
	    row_params(ig, line, lg, rate, unit, extra, params,
		       sizeof(params)) != 0)
		return -1;
	return ig_add(ig, line, claim(lg, id), id, op, params, "throughput",
		      tok[took + 3], unit);
}

/* "ECDSA [ SECP256R1] 256 sign 14 ops took 1.130 sec, avg 80.714 ms,
 * 12.389 ops/sec": one figure, the average time (ops/sec is its inverse). */
static int
asym_line(ingest *ig, int line, const wc_log *lg, char **tok, int n, int took,
	  const char *curve)
{
	char words[48] = "", name[64], id[40], params[192];
	const char *op, *metric, *unit, *fam = tok[0];
	long bits;
	int k;

	if (took < 4 || n != took + 8 || strcmp(tok[took - 1], "ops") ||
	    strcmp(tok[took + 2], "sec,") || strcmp(tok[took + 3], "avg") ||
	    strcmp(tok[took + 7], "ops/sec") ||
	    num_int(tok[1], 100000, &bits) != 0)
		return ig_fail(ig, line, "not a wolfCrypt result line: 'ALG "
			       "BITS OP N ops took T sec, avg A ms, R "
			       "ops/sec'");
	/* "ML-KEM 512 128 key gen": a second number (the security level)
	 * before the operation is no part of it */
	for (k = 2; k < took - 2 && isdigit((unsigned char)tok[k][0]); k++)
		;
	for (; k < took - 2; k++)
		if (fmt_fit(words + strlen(words), sizeof(words) -
			    strlen(words), "%s%s", words[0] ? " " : "",
			    tok[k]) != 0)
			break;
	/* "key gen", "agree", "sign", "verify"; RSA's "public" and "private"
	 * (its default: public-key encryption and private-key decryption)
	 * cost what verify and sign cost, and are named so */
	if ((op = ig_op(words)) == NULL)
		return ig_fail(ig, line, "unknown operation '%s'", words);
	/* v4 names the size only: wolfCrypt then benchmarks its default
	 * curve of that size, SECPnnnR1 */
	if (strcmp(fam, "ECC") == 0 || strcmp(fam, "ECDHE") == 0 ||
	    strcmp(fam, "ECDSA") == 0)
		snprintf(name, sizeof(name), "%s-%s%s%.24s",
			 strcmp(fam, "ECDSA") == 0 ? "ecdsa" : "ecdh",
			 *curve ? "" : "secp", *curve ? "" : tok[1],
			 *curve ? curve : "r1");
	else if (strcmp(fam, "CURVE") == 0)
		snprintf(name, sizeof(name), "x%ld", bits);
	else if (strcmp(fam, "ED") == 0)
		snprintf(name, sizeof(name), "ed%ld", bits);
	else
		snprintf(name, sizeof(name), "%.24s-%ld", fam, bits);
	if (ig_alg_id(ig, line, name, id, sizeof(id)) != 0)
		return -1;
	if (num_len(tok[took + 4]) != strlen(tok[took + 4]) ||
	    ig_unit(uncomma(tok[took + 5]), &metric, &unit) < 0 ||
	    unit_kind(unit_parse(unit)) != MET_TIME)
		return ig_fail(ig, line, "average '%s %s' is no time",
			       tok[took + 4], tok[took + 5]);
	if (row_params(ig, line, lg, NULL, unit, "", params,
		       sizeof(params)) != 0)
		return -1;
	return ig_add(ig, line, claim(lg, id), id, op, params, "time",
		      tok[took + 4], unit);
}

/* A line with " took ": one figure; 0 or -1. */
static int
result_line(ingest *ig, int line, const wc_log *lg, const char *l)
{
	char buf[512], curve[40] = "", *tok[MAXTOK], *lb, *rb, *open;
	int n, i;

	if (str_fit(buf, sizeof(buf), l) != 0)
		return ig_fail(ig, line, "line longer than %zu characters",
			       sizeof(buf) - 1);
	/* v5: "ECDSA [      SECP256R1]   256  sign ..." */
	if ((open = strchr(buf, '[')) != NULL) {
		if ((rb = strchr(open, ']')) == NULL || rb - open > 32)
			return ig_fail(ig, line, "unclosed '[' curve name");
		*rb = '\0';
		for (i = 0, lb = open + 1; *lb != '\0'; lb++)
			if (!isspace((unsigned char)*lb))
				curve[i++] = (char)tolower((unsigned char)*lb);
		curve[i] = '\0';
		/* the bracket becomes blanks: the words split as in v4 */
		memset(open, ' ', (size_t)(rb - open) + 1);
	}
	if ((n = ig_words(buf, tok, MAXTOK)) < 0)
		return ig_fail(ig, line, "more than %d words", MAXTOK);
	for (i = 0; i < n; i++)
		if (strcmp(tok[i], "took") == 0)
			break;
	if (i > 0 && strcmp(tok[i - 1], "ops") == 0)
		return asym_line(ig, line, lg, tok, n, i, curve);
	return sym_line(ig, line, lg, tok, n, i);
}

/* The configuration of a "### STM32H753ZI (STM Crypto ..., -Os)" heading:
 * the text in its outer parentheses (else after the MCU), ';' -> ','. */
static void
heading_config(const char *h, wc_log *lg)
{
	const char *o = strchr(h, '('), *c = strrchr(h, ')');
	char *s;

	if (o != NULL && c != NULL && c > o)
		snprintf(lg->config, sizeof(lg->config), "%.*s",
			 (int)(c - o - 1), o + 1);
	else
		snprintf(lg->config, sizeof(lg->config), "%s", h);
	for (s = lg->config; *s != '\0'; s++)
		if (*s == ';')
			*s = ',';
	/* crypto hardware off ("No HW", "No STM HW"): software; in use
	 * ("Acceleration", "HW Crypto", "PKA" ...): a claim of the whole
	 * configuration, which each algorithm's figure is hardware only
	 * where the chip accelerates it (ig_resolve_impl); neither: the
	 * heading says nothing of it */
	lg->hw = 0;
	/* "AES-CBC Acceleration": that mode only */
	if (strcasestr(lg->config, "AES-CBC") != NULL)
		lg->hw |= HW_AES_CBC;
	else if (strcasestr(lg->config, "AES") != NULL)
		lg->hw |= HW_AES;
	/* "STM Crypto": the CRYP unit (AES, DES); "HW Crypto (AES/...)"
	 * lists its units */
	if (strcasestr(lg->config, "Crypto") != NULL &&
	    strcasestr(lg->config, "Crypto (") == NULL)
		lg->hw |= HW_AES | HW_DES;
	if (strcasestr(lg->config, "Hash") != NULL ||
	    strstr(lg->config, "SHA") != NULL)
		lg->hw |= HW_HASH;
	/* "PKA ECC": its elliptic-curve operations only */
	if (strstr(lg->config, "PKA ECC") != NULL)
		lg->hw |= HW_ECC;
	else if (strstr(lg->config, "PKA") != NULL)
		lg->hw |= HW_PK;
	if (strcasestr(lg->config, "No HW") != NULL ||
	    strcasestr(lg->config, "No STM HW") != NULL)
		lg->impl = IG_SW;
	else if (strcasestr(lg->config, "acceleration") != NULL ||
		 strcasestr(lg->config, "HW Crypto") != NULL ||
		 strstr(lg->config, "PKA") != NULL)
		lg->impl = IG_HW_CONFIG;
	else
		lg->impl = IG_UNSTATED;
	if (strcmp(lg->impl, IG_HW_CONFIG) == 0 && lg->hw == 0)
		lg->hw = HW_ALL;
}

/* "CPU: Cortex-M7 at 480 MHz" or "Cortex-M33 at 150MHz": 1 and the core
 * and clock, 0 if the line states none ("at up to 64MHz" is no clock). */
static int
core_clock(const char *l, char *core, size_t clen, double *mhz)
{
	const char *c = strstr(l, "Cortex-"), *at, *m;
	char num[24];
	size_t n;

	if (c == NULL || (at = strstr(c, " at ")) == NULL)
		return 0;
	n = num_len(at + 4);
	m = at + 4 + n;
	if (n == 0 || n >= sizeof(num) || strncmp(m + (*m == ' '), "MHz", 3))
		return 0;
	snprintf(num, sizeof(num), "%.*s", (int)n, at + 4);
	if (num_clock(num, mhz) != 0)
		return 0;
	snprintf(core, clen, "%.*s", (int)strcspn(c, " "), c);
	return 1;
}

/* What an ESP-IDF log says before wolfCrypt's figures: the clock
 * ("cpu_start: cpu freq: 160000000 Hz"), the chip ("CONFIG_IDF_TARGET =
 * esp32c3": ESP32-C3) and whether the crypto hardware is used ("HW
 * acceleration DISABLED"); 1 for such a line, 0 else, -1 (ig->err). */
static int
esp_line(ingest *ig, int line, const char *t, wc_log *lg)
{
	cb_board *b = &ig->board;
	const char *v;
	size_t i, o = 0;

	if ((v = strstr(t, "cpu_start: cpu freq: ")) != NULL) {
		long hz;
		char num[24];

		v += 21;
		snprintf(num, sizeof(num), "%.*s", (int)strcspn(v, " "), v);
		/* "160000000 Hz", or before IDF 5 the bare number */
		if (num_int(num, 100000000000L, &hz) != 0 || hz < 1000 ||
		    (v[strlen(num)] != '\0' &&
		     strcmp(v + strlen(num), " Hz") != 0))
			return ig_fail(ig, line, "'%s' is no clock in Hz", v);
		ig_clock(ig, line, (double)hz / 1e6);
		return 1;
	}
	if ((v = strstr(t, "CONFIG_IDF_TARGET = ")) != NULL) {
		v += 20;
		for (i = 0; v[i] != '\0' && isalnum((unsigned char)v[i]) &&
		     o + 2 < sizeof(b->mcu); i++) {
			if (i == 5 && strncasecmp(v, "esp32", 5) == 0)
				b->mcu[o++] = '-';
			b->mcu[o++] = (char)toupper((unsigned char)v[i]);
		}
		b->mcu[o] = '\0';
		return 1;
	}
	if (strstr(t, "HW acceleration DISABLED") != NULL) {
		lg->impl = IG_SW;
		return 1;
	}
	/* "ESP32_CRYPT is enabled for ESP32.": the chip's crypto hardware
	 * in use, for what it computes (ig_resolve_impl) */
	if (strstr(t, "ESP32_CRYPT is enabled") != NULL) {
		lg->impl = IG_HW_CONFIG;
		lg->hw = HW_ALL;
		return 1;
	}
	return 0;
}

/* Does a heading start with an MCU's name ("STM32F437", "ESP32-C3",
 * "MIMXRT1062": capitals and digits, one digit at least)? */
static int
mcu_word(const char *h)
{
	size_t n = strcspn(h, " "), i;
	int digit = 0;

	for (i = 0; i < n; i++) {
		if (islower((unsigned char)h[i]))
			return 0;
		digit |= isdigit((unsigned char)h[i]);
	}
	return n > 1 && digit && isupper((unsigned char)h[0]);
}

/* The end of a log without its end line: kept, with a warning naming its
 * first figure; refused only when the page ends inside its last figure's
 * line (a row cut mid-line). */
static int
log_end(ingest *ig, const page *p, const wc_log *lg, int line)
{
	if (lg->results == 0 || lg->complete)
		return 0;
	if (p->open_end && ig->table_end == p->n)
		return ig_fail(ig, p->n, "the page ends inside this figure's "
			       "line: cut short?");
	ig_warn(ig, line, "the block of figures from line %d has no "
		"'Benchmark complete' (kept: its lines are whole)", lg->first);
	return 0;
}

static int
parse(ingest *ig, const page *p)
{
	cb_board *b = &ig->board;
	wc_log lg;
	int i, fence = 0, code = 0, open_at = 0, sections = 0, heading = 0;
	int skip = 0, first = 0, others = 0;
	char versions[32] = "";

	memset(&lg, 0, sizeof(lg));
	lg.impl = IG_UNSTATED;
	/* every figure is an average over the run: a mean */
	ig->stat = "mean";
	for (i = 0; i < p->n; i++) {
		const char *l = p->line[i], *t = l;
		int ln = i + 1;
		double mhz;
		char core[32];

		while (*t == ' ')
			t++;
		if (strncmp(t, "```", 3) == 0) {
			if (!fence) {
				fence = 1;
				open_at = ln;
				/* ```c: build options, no log */
				code = t[3] != '\0';
				lg.results = lg.complete = 0;
				lg.version[0] = '\0';
				lg.block = 0;
			} else {
				fence = 0;
				if (!code && log_end(ig, p, &lg, ln) != 0)
					return -1;
				lg.results = 0;
			}
			continue;
		}
		if (fence && code)
			continue;
		if (skip && !(strncmp(l, "## ", 3) == 0 && mcu_word(l + 3)))
			continue;
		/* "## STM32F437": a board's section; "## Performance", "##
		 * Known Issues": a README's, no MCU */
		if (!fence && strncmp(l, "## ", 3) == 0 && mcu_word(l + 3)) {
			size_t wl = strcspn(l + 3, " ");

			/* a document of several boards (wolfSSL's STM32
			 * benchmarks): --mcu picks one's section */
			if (ig->opt.mcu != NULL) {
				size_t ol = strlen(ig->opt.mcu);

				skip = strncasecmp(l + 3, ig->opt.mcu,
						   wl < ol ? wl : ol) != 0;
				others += skip;
				if (skip)
					continue;
			} else if (sections > 0 && ig->nrows > 0) {
				return ig_fail(ig, ln, "a second board's "
					       "section ('%.40s', the first "
					       "at line %d): give --mcu NAME "
					       "to read one", l, first);
			}
			if (sections++ == 0)
				first = ln;
			if (b->mcu[0] == '\0' &&
			    fmt_fit(b->mcu, sizeof(b->mcu), "%.*s",
				    (int)strcspn(l + 3, " "), l + 3) != 0)
				return ig_fail(ig, ln, "MCU name too long");
			continue;
		}
		if (!fence && strncmp(l, "### ", 4) == 0) {
			heading_config(l + 4, &lg);
			heading = ln;
			continue;
		}
		if (!fence && strncmp(l, "Board: ", 7) == 0) {
			if (ig_field(ig, ln, b->name, sizeof(b->name),
				     "board name", l + 7) != 0)
				return -1;
			continue;
		}
		if (!fence && strncmp(l, "Compiler: ", 10) == 0) {
			if (ig_field(ig, ln, b->compiler, sizeof(b->compiler),
				     "compiler", l + 10) != 0)
				return -1;
			continue;
		}
		if (!fence && b->clock_mhz == 0 &&
		    core_clock(l, core, sizeof(core), &mhz)) {
			ig_clock(ig, ln, mhz);
			snprintf(b->core, sizeof(b->core), "%s", core);
			continue;
		}
		if (!fence || !code) {
			int k = esp_line(ig, ln, t, &lg);

			if (k < 0)
				return -1;
			if (k > 0)
				continue;
		}
		if (strncmp(t, "wolfSSL version ", 16) == 0) {
			if (ig_field(ig, ln, lg.version, sizeof(lg.version),
				     "version", t + 16) != 0)
				return -1;
			if (strstr(versions, lg.version) == NULL &&
			    fmt_fit(versions + strlen(versions),
				    sizeof(versions) - strlen(versions), "%s%s",
				    versions[0] ? " " : "", lg.version) != 0)
				return ig_fail(ig, ln, "too many versions");
			continue;
		}
		if (strncmp(t, "wolfCrypt Benchmark (block bytes ", 33) == 0) {
			char *end;

			lg.block = strtol(t + 33, &end, 10);
			if (end == t + 33 || *end != ',' || lg.block <= 0)
				return ig_fail(ig, ln, "bad block size");
			continue;
		}
		if (strcmp(t, "Benchmark complete") == 0) {
			lg.complete = 1;
			continue;
		}
		if (strstr(t, " took ") == NULL)
			continue;
		if (lg.complete)
			return ig_fail(ig, ln, "a figure after 'Benchmark "
				       "complete'");
		if (lg.results++ == 0)
			lg.first = ln;
		if (result_line(ig, ln, &lg, t) != 0)
			return -1;
		ig->table_end = ln;
	}
	/* a block left open at the end: its whole figures are kept (as a
	 * log without its end line); one without any is a trace of a cut */
	if (fence && !code && lg.results == 0)
		return ig_fail(ig, p->n, "the page ends inside the block "
			       "opened at line %d: cut short?", open_at);
	/* a configuration's heading whose log never came */
	if (heading > ig->table_end)
		return ig_fail(ig, p->n, "the page ends after the heading of "
			       "line %d, before its figures: cut short?",
			       heading);
	if (log_end(ig, p, &lg, ig->table_end) != 0)
		return -1;
	if (others > 0 && sections == 0)
		return ig_fail(ig, 0, "none of the page's %d boards' sections is "
			       "--mcu %s's", others, ig->opt.mcu);
	snprintf(b->library, sizeof(b->library), "wolfSSL");
	snprintf(b->library_version, sizeof(b->library_version), "%s",
		 versions);
	snprintf(b->method, sizeof(b->method), "published (wolfCrypt "
		 "benchmark)");
	return 0;
}

const layout layout_wolfcrypt = {
	"wolfcrypt",
	"wolfCrypt benchmark log, raw or one fenced block per configuration",
	detect, parse, 0
};
