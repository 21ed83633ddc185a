/* SPDX-License-Identifier: MIT */
/* Page ingestion: validation, layout detection, metadata, shared cell rules. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

int
ig_fail(ingest *ig, int line, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (line > 0)
		n = snprintf(ig->err, sizeof(ig->err), "%s:%d: ", ig->path,
			     line);
	else
		n = snprintf(ig->err, sizeof(ig->err), "%s: ", ig->path);
	if (n < 0 || (size_t)n >= sizeof(ig->err))
		return -1;
	va_start(ap, fmt);
	vsnprintf(ig->err + n, sizeof(ig->err) - (size_t)n, fmt, ap);
	va_end(ap);
	return -1;
}

void
ig_warn(ingest *ig, int line, const char *fmt, ...)
{
	va_list ap;

	ig->warnings++;
	if (ig->warn == NULL)
		return;
	if (line > 0)
		fprintf(ig->warn, "%s:%d: warning: ", ig->path, line);
	else
		fprintf(ig->warn, "%s: warning: ", ig->path);
	va_start(ap, fmt);
	vfprintf(ig->warn, fmt, ap);
	va_end(ap);
	fputc('\n', ig->warn);
}

/* see ingest.h */
void
ig_note(ingest *ig, const char *fmt, ...)
{
	va_list ap;

	ig->notes++;
	if (ig->warn == NULL)
		return;
	fprintf(ig->warn, "%s: note: ", ig->path);
	va_start(ap, fmt);
	vfprintf(ig->warn, fmt, ap);
	va_end(ap);
	fputc('\n', ig->warn);
}

int
ig_add(ingest *ig, int line, const char *impl, const char *alg,
       const char *op, const char *params, const char *metric,
       const char *value, const char *unit)
{
	cb_result *r;
	const char *why;
	char withstat[sizeof(r->params)];
	double v;

	/* the page's statistic, unless the row states its own */
	if (ig->stat != NULL && strncmp(params, "stat=", 5) != 0 &&
	    strstr(params, ";stat=") == NULL) {
		if (fmt_fit(withstat, sizeof(withstat), "%s%sstat=%s", params,
			    *params ? ";" : "", ig->stat) != 0)
			return ig_fail(ig, line, "parameters '%.40s...' are "
				       "too long", params);
		params = withstat;
	}
	if ((why = result_value(metric, value, &v)) != NULL)
		return ig_fail(ig, line, "%s value '%s' %s", metric, value,
			       why);
	if (ig->nrows == ig->cap) {
		ig->cap = ig->cap ? ig->cap * 2 : 256;
		ig->rows = realloc(ig->rows, ig->cap * sizeof(*r));
		if (ig->rows == NULL)
			return ig_fail(ig, line, "out of memory");
	}
	r = &ig->rows[ig->nrows];
	memset(r, 0, sizeof(*r));
	{
		/* every field whole, or an error: nothing is cut to fit */
		const struct {
			char *dst;
			size_t len;
			const char *src, *name;
		} f[] = {
			{ r->board, sizeof(r->board), ig->board.id, "board" },
			{ r->impl, sizeof(r->impl), impl, "impl" },
			{ r->algorithm, sizeof(r->algorithm), alg, "algorithm" },
			{ r->operation, sizeof(r->operation), op, "operation" },
			{ r->params, sizeof(r->params), params, "parameters" },
			{ r->metric, sizeof(r->metric), metric, "metric" },
			{ r->value, sizeof(r->value), value, "value" },
			{ r->unit, sizeof(r->unit), unit, "unit" },
		};
		size_t i;

		for (i = 0; i < sizeof(f) / sizeof(f[0]); i++)
			if (ig_field(ig, line, f[i].dst, f[i].len, f[i].name,
				     f[i].src) != 0)
				return -1;
	}
	r->line = line;
	r->v = v;
	board_type(&ig->board);
	if (result_type(r, &ig->board) != 0)
		return ig_fail(ig, line, "bad stat= or impl-note= in '%s'",
			       params);
	ig->nrows++;
	return 0;
}

const cb_alg *
ig_alg(const char *name, const char *mode)
{
	char buf[160];
	const cb_alg *a;

	if (mode != NULL && *mode != '\0') {
		snprintf(buf, sizeof(buf), "%s %s", name, mode);
		if ((a = alg_lookup(buf)) != NULL)
			return a;
	}
	return alg_lookup(name);
}

/*
 * The one vocabulary of operations: the words and phrases pages use (case
 * does not matter) -> ours.  RSA's "public" and "private" (wolfCrypt, Mbed
 * TLS: the public- and private-key operation) are verify and sign, which
 * cost the same exponentiations; a page that says encrypt/decrypt keeps
 * them.
 */
static const struct {
	const char *phrase, *op;
} op_words[] = {
	{ "Encryption", "encrypt" }, { "Encrypt", "encrypt" },
	{ "Enc", "encrypt" }, { "Decryption", "decrypt" },
	{ "Decrypt", "decrypt" }, { "Dec", "decrypt" },
	{ "Speed", "hash" }, { "Hash", "hash" }, { "Digest", "hash" },
	{ "MAC", "mac" }, { "Generation", "sign" },
	{ "Signature Generation", "sign" }, { "Signature", "sign" },
	{ "Sign", "sign" }, { "Signing", "sign" }, { "private", "sign" },
	{ "Verification", "verify" }, { "Signature Verification", "verify" },
	{ "Verify", "verify" }, { "public", "verify" },
	{ "Public Key Generation", "keygen" }, { "Key Generation", "keygen" },
	{ "KeyGen", "keygen" }, { "key gen", "keygen" }, { "Gen", "keygen" },
	{ "Shared Secret Computation", "shared-secret" },
	{ "Shared Secret", "shared-secret" }, { "Shared", "shared-secret" },
	{ "Agree", "shared-secret" }, { "Agreement", "shared-secret" },
	{ "Derive", "shared-secret" }, { "Generate", "generate" },
	{ "Encapsulation", "encaps" }, { "Encaps", "encaps" },
	{ "Decapsulation", "decaps" }, { "Decaps", "decaps" },
	{ "encap", "encaps" }, { "decap", "decaps" },
	{ "Key Expansion", "setkey" }, { "Key Schedule", "setkey" },
	{ "Key Setup", "setkey" },
};

/* see ingest.h */
const char *
ig_op(const char *phrase)
{
	size_t i;

	for (i = 0; i < sizeof(op_words) / sizeof(op_words[0]); i++)
		if (strcasecmp(phrase, op_words[i].phrase) == 0)
			return op_words[i].op;
	return NULL;
}

/* see ingest.h */
const char *
ig_bulk_op(const char *id)
{
	const cb_alg *a = alg_by_id(id);
	const char *f = a != NULL ? a->family : "";

	return strcmp(f, "hash") == 0 ? "hash" :
	       strcmp(f, "mac") == 0 ? "mac" :
	       strcmp(f, "rng") == 0 ? "generate" :
	       strcmp(f, "kdf") == 0 ? "derive" : "encrypt";
}

int
ig_column(ingest *ig, int line, const char *head, char *mode, size_t modelen,
	  const char **op, const char **impl)
{
	static const char *const modes[] = { "CBC", "CTR", "CCM", "GCM",
					     "ECB", NULL };
	char buf[160], *p, *s;
	size_t i;

	snprintf(buf, sizeof(buf), "%s", head);
	s = str_trim(buf);
	if ((p = strcasestr(s, "(Software)")) != NULL)
		*impl = "sw";
	else if ((p = strcasestr(s, "(Hardware)")) != NULL)
		*impl = "hw";
	else
		return ig_fail(ig, line,
			       "column '%s' says neither (Software) nor "
			       "(Hardware)", head);
	*p = '\0';
	s = str_trim(s);
	mode[0] = '\0';
	for (i = 0; modes[i] != NULL; i++) {
		size_t l = strlen(modes[i]);

		if (strncasecmp(s, modes[i], l) == 0 && s[l] == ' ') {
			snprintf(mode, modelen, "%s", modes[i]);
			s = str_trim(s + l);
			break;
		}
	}
	if ((*op = ig_op(s)) != NULL)
		return 0;
	return ig_fail(ig, line, "unknown column '%s'", head);
}

/* see ingest.h */
int
ig_alg_id(ingest *ig, int line, const char *name, char *id, size_t len)
{
	const cb_alg *a = alg_lookup(name);
	size_t o = 4, i;

	if (a != NULL)
		return ig_field(ig, line, id, len, "algorithm", a->id);
	/* "raw-" and the name folded, runs of anything else one '-' */
	if (len < 6)
		return ig_fail(ig, line, "algorithm field too short");
	memcpy(id, "raw-", 4);
	for (i = 0; name[i] != '\0'; i++) {
		unsigned char c = (unsigned char)name[i];

		if (o + 1 >= len)
			return ig_fail(ig, line, "raw name '%s' is longer than "
				       "%zu characters", name, len - 5);
		if (isalnum(c))
			id[o++] = (char)tolower(c);
		else if (id[o - 1] != '-')
			id[o++] = '-';
	}
	while (o > 4 && id[o - 1] == '-')
		o--;
	if (o == 4)
		return ig_fail(ig, line, "algorithm name '%s' has no letter or "
			       "digit", name);
	id[o] = '\0';
	ig_warn(ig, line, "algorithm '%s' is not in the alias table "
		"(lib/bench/algs.def): kept as %s", name, id);
	ig->nraw++;
	return 0;
}

/* Provenance keys; "note" and "ingest" (the options data/regen.sh gives)
 * are for the reader */
static const char *const prov_keys[] = { "source", "retrieved", "board",
	"mcu", "core", "vendor", "note", "ingest", NULL };

/* The key's index if l is a provenance line, else -1 */
static int
prov_key(const char *l)
{
	int k;

	if (strncmp(l, "# ", 2) != 0)
		return -1;
	for (k = 0; prov_keys[k] != NULL; k++) {
		size_t kl = strlen(prov_keys[k]);

		if (strncmp(l + 2, prov_keys[k], kl) == 0 && l[2 + kl] == ':')
			return k;
	}
	return -1;
}

/* see ingest.h */
int
ig_provenance(ingest *ig, const page *p)
{
	cb_board *b = &ig->board;
	char url[256] = "", date[64] = "";
	int i, n = 0;

	for (i = 0; i < p->n && strncmp(p->line[i], "# ", 2) == 0; i++) {
		int k = prov_key(p->line[i]);
		const char *v;
		char *dst = NULL;
		size_t len = 0;

		if (k < 0 || k > 5)
			continue;
		v = p->line[i] + 2 + strlen(prov_keys[k]) + 1;
		v += strspn(v, " \t");
		switch (k) {
		case 0: dst = url; len = sizeof(url); break;
		case 1: dst = date; len = sizeof(date); break;
		case 2: dst = b->name; len = sizeof(b->name); break;
		case 3: dst = b->mcu; len = sizeof(b->mcu); break;
		case 4: dst = b->core; len = sizeof(b->core); break;
		default: dst = b->vendor; len = sizeof(b->vendor); break;
		}
		if (ig_field(ig, i + 1, dst, len, prov_keys[k], v) != 0)
			return -1;
		n++;
	}
	if (url[0] != '\0' &&
	    fmt_fit(b->source, sizeof(b->source), "%s%s%s%s", url,
		    date[0] ? " (retrieved " : "", date, date[0] ? ")" : "")
	    != 0)
		return ig_fail(ig, 1, "source and retrieval date are longer "
			       "than the %zu characters of a source",
			       sizeof(b->source) - 1);
	return n;
}

/* Units as published -> metric and canonical unit. */
/* see ingest.h: the model's one units table (units.c) */
int
ig_unit(const char *word, const char **metric, const char **unit)
{
	cb_unit u = unit_from_word(word);

	if (u == UNIT_OTHER)
		return -1;
	*metric = unit_metric(u);
	*unit = unit_name(u);
	return (int)u;
}

int
ig_cell(ingest *ig, int line, const char *cell, char *value, size_t vlen,
	const char **metric, const char **unit)
{
	ig_val v;
	int k;

	while (isspace((unsigned char)*cell))
		cell++;
	if (*cell == '\0')
		return ig_fail(ig, line, "empty cell");
	if ((k = ig_cell_vals(ig, line, cell, &v, 1)) <= 0)
		return k;
	if (v.unit == NULL)
		return ig_fail(ig, line, "value '%s' has no unit", v.value);
	if (str_fit(value, vlen, v.value) != 0)
		return ig_fail(ig, line, "number '%s' is longer than %zu "
			       "characters", v.value, vlen - 1);
	*metric = v.metric;
	*unit = v.unit;
	return 1;
}

/* see ingest.h */
int
ig_words(char *s, char **tok, int max)
{
	int n = 0;

	for (;;) {
		while (isspace((unsigned char)*s))
			s++;
		if (*s == '\0')
			return n;
		if (n == max)
			return -1;
		tok[n++] = s;
		while (*s != '\0' && !isspace((unsigned char)*s))
			s++;
		if (*s != '\0')
			*s++ = '\0';
	}
}

/* see ingest.h */
void
ig_clock(ingest *ig, int line, double mhz)
{
	/* a --clock that differs is warned about once, after the layout
	 * (board_whole) */
	(void)line;
	ig->board.clock_mhz = mhz;
}

/* ---- metadata of CycloneCRYPTO pages (markdown and run-together) ---- */

/* see ingest.h */
int
ig_field(ingest *ig, int line, char *dst, size_t len, const char *what,
	 const char *src)
{
	if (str_fit(dst, len, src) != 0)
		return ig_fail(ig, line, "%s '%.40s...' is longer than %zu "
			       "characters", what, src, len - 1);
	return 0;
}

/* Vendor and core of MCU families whose pages do not state them. */
static const struct {
	const char *prefix;
	const char *vendor;
	const char *core;
} mcu_families[] = {
	{ "STM32F0", "STMicroelectronics", "Cortex-M0" },
	{ "STM32F1", "STMicroelectronics", "Cortex-M3" },
	{ "STM32F2", "STMicroelectronics", "Cortex-M3" },
	{ "STM32F3", "STMicroelectronics", "Cortex-M4" },
	{ "STM32F4", "STMicroelectronics", "Cortex-M4" },
	{ "STM32F7", "STMicroelectronics", "Cortex-M7" },
	{ "STM32G0", "STMicroelectronics", "Cortex-M0+" },
	{ "STM32G4", "STMicroelectronics", "Cortex-M4" },
	{ "STM32H5", "STMicroelectronics", "Cortex-M33" },
	{ "STM32H7", "STMicroelectronics", "Cortex-M7" },
	{ "STM32L0", "STMicroelectronics", "Cortex-M0+" },
	{ "STM32L4", "STMicroelectronics", "Cortex-M4" },
	{ "STM32L5", "STMicroelectronics", "Cortex-M33" },
	{ "STM32N6", "STMicroelectronics", "Cortex-M55" },
	{ "STM32U0", "STMicroelectronics", "Cortex-M0+" },
	{ "STM32U3", "STMicroelectronics", "Cortex-M33" },
	{ "STM32U5", "STMicroelectronics", "Cortex-M33" },
	{ "STM32WB", "STMicroelectronics", "Cortex-M4" },
	{ "STM32WL", "STMicroelectronics", "Cortex-M4" },
	{ "STM32", "STMicroelectronics", "" },
	{ "LPC55", "NXP", "Cortex-M33" },
	{ "MIMXRT10", "NXP", "Cortex-M7" },
	{ "RW61", "NXP", "Cortex-M33" },
	{ "MCXN", "NXP", "Cortex-M33" },
	{ "K32L3", "NXP", "" },
	{ "MK66", "NXP", "Cortex-M4" },
	{ "MK64", "NXP", "Cortex-M4" },
	{ "RK35", "Rockchip", "" },
	{ "ESP32-C", "Espressif", "RISC-V (RV32IMC)" },
	{ "ESP32-H", "Espressif", "RISC-V (RV32IMC)" },
	{ "ESP32-S3", "Espressif", "Xtensa LX7" },
	{ "ESP32-S2", "Espressif", "Xtensa LX7" },
	{ "ESP32", "Espressif", "Xtensa LX6" },
	{ "nRF52", "Nordic Semiconductor", "Cortex-M4" },
	{ "ATSAMD21", "Microchip", "Cortex-M0+" },
};

void
ig_fill_from_family(ingest *ig)
{
	cb_board *b = &ig->board;
	size_t i;

	for (i = 0; i < sizeof(mcu_families) / sizeof(mcu_families[0]); i++) {
		size_t l = strlen(mcu_families[i].prefix);

		if (strncasecmp(b->mcu, mcu_families[i].prefix, l) != 0)
			continue;
		if (b->vendor[0] == '\0')
			snprintf(b->vendor, sizeof(b->vendor), "%s",
				 mcu_families[i].vendor);
		if (b->core[0] == '\0')
			snprintf(b->core, sizeof(b->core), "%s",
				 mcu_families[i].core);
		return;
	}
}

/* ---- the page as a whole ---- */

static int
check_text(ingest *ig, const char *text, size_t len)
{
	size_t i, line = 1, blank = 1;

	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];
		int follow = 0;

		if (c == '\n')
			line++;
		if (c == '\0')
			return ig_fail(ig, (int)line, "binary data (NUL byte); "
				       "expected a page saved as text");
		if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' &&
		    c != '\f')
			return ig_fail(ig, (int)line, "binary data (control "
				       "byte 0x%02x); expected text", c);
		if (!isspace(c))
			blank = 0;
		/* UTF-8 well-formedness (util.h) */
		if (c >= 0x80) {
			follow = utf8_seq((const unsigned char *)text + i,
					  len - i);
			if (follow < 0)
				return ig_fail(ig, (int)line, "truncated UTF-8 "
					       "sequence at end of page");
			if (follow == 0)
				return ig_fail(ig, (int)line, "not UTF-8 text "
					       "(byte 0x%02x)", c);
			i += (size_t)follow - 1;
		}
	}
	if (blank)
		return ig_fail(ig, 0, "empty page");
	return 0;
}

/* The board id a title names ("Crypto Benchmark on STM32F4 MCU" ->
 * "stm32f4"); -1 when it is longer than the id field. */
static int
derive_id(const char *title, char *id, size_t len)
{
	const char *on = strstr(title, " on ");
	size_t o = 0;

	id[0] = '\0';
	if (on == NULL)
		return 0;
	for (on += 4; *on != '\0' && !isspace((unsigned char)*on); on++) {
		if (!isalnum((unsigned char)*on) && *on != '-' && *on != '_')
			continue;
		if (o + 1 >= len)
			return -1;
		id[o++] = (char)tolower((unsigned char)*on);
	}
	id[o] = '\0';
	return 0;
}

/* The layouts, tried in this order: the first that detects the page reads
 * it (a run log may quote a page; an ST page holds markdown tables).  A
 * layout is defined in its own file (named in the comment). */
extern const layout layout_export, layout_runlog, layout_stwiki,
	layout_cyclone_md,
	layout_cyclone_text, layout_segger, layout_openssl, layout_mbedtls,
	layout_wolfcrypt, layout_pqm4, layout_table;
static const layout *const layouts[] = {
	&layout_export,         /* export.c */
	&layout_runlog,         /* log.c */
	&layout_stwiki,         /* stwiki.c */
	&layout_wolfcrypt,      /* wolfcrypt.c */
	&layout_pqm4,           /* pqm4.c */
	&layout_cyclone_md,     /* cyclone.c */
	&layout_cyclone_text,   /* cyclone.c */
	&layout_segger,         /* segger.c */
	&layout_openssl,        /* openssl.c */
	&layout_mbedtls,        /* mbedtls.c */
	&layout_table,          /* table.c: any other table, last */
};
#define NLAYOUTS (sizeof(layouts) / sizeof(layouts[0]))

/* "no layout" names every layout there is */
static int
no_layout(ingest *ig, int nlines)
{
	char list[900] = "";
	size_t i, o = 0;

	for (i = 0; i < NLAYOUTS && o < sizeof(list); i++) {
		int n = snprintf(list + o, sizeof(list) - o, "%s%s (%s)",
				 i ? "; " : "", layouts[i]->name,
				 layouts[i]->what);

		if (n < 0)
			break;
		o += (size_t)n;
	}
	return ig_fail(ig, 1, "no benchmark table found in lines 1-%d, in a "
		       "layout this tool reads: %s", nlines, list);
}

/* The board's id: --board, or from the page's title (else, after the
 * layout, from its MCU: board_id); and its source. */
static int
name_board(ingest *ig, const char *title)
{
	char id[sizeof(ig->board.id)];
	const char *base;

	if (ig->want_id != NULL) {
		snprintf(id, sizeof(id), "%s", ig->want_id);
		if (!id_valid(id))
			return ig_fail(ig, 0, "board id '%s' must be lowercase "
				       "letters, digits, '-' or '_'", id);
	} else if (derive_id(title, id, sizeof(id)) != 0 || !id_valid(id)) {
		id[0] = '\0';
	}
	snprintf(ig->board.id, sizeof(ig->board.id), "%s", id);
	base = strrchr(ig->path, '/');
	base = base ? base + 1 : ig->path;
	if (fmt_fit(ig->board.source, sizeof(ig->board.source), "%s: %s",
		    base, title) != 0)
		return ig_fail(ig, 1, "file name and title ('%.40s...') are "
			       "longer than the %zu characters of a source",
			       title, sizeof(ig->board.source) - 1);
	return 0;
}

/* A board id the title did not give: the MCU's name folded
 * ("MIMXRT1062" -> "mimxrt1062"); -1 naming --board without one. */
static int
board_id(ingest *ig)
{
	cb_board *b = &ig->board;
	size_t o = 0, i;

	if (b->id[0] != '\0')
		return 0;
	for (i = 0; b->mcu[i] != '\0' && o + 1 < sizeof(b->id); i++) {
		unsigned char c = (unsigned char)b->mcu[i];

		if (isalnum(c))
			b->id[o++] = (char)tolower(c);
		else if (o > 0 && b->id[o - 1] != '-')
			b->id[o++] = '-';
	}
	while (o > 0 && b->id[o - 1] == '-')
		o--;
	b->id[o] = '\0';
	if (!id_valid(b->id))
		return ig_fail(ig, 0, "neither the page's title nor an MCU "
			       "gives a board id; give one with --board ID");
	ig_note(ig, "board id '%s' from the MCU's name (--board ID gives "
		"another)", b->id);
	return 0;
}

/* One option the user gave over the page's field dst[len] (a warning
 * where the page says otherwise), its name added to given[glen]. */
static int
user_field(ingest *ig, const char *opt, const char *val, char *dst,
	   size_t len, char *given, size_t glen)
{
	if (val == NULL)
		return 0;
	if (dst[0] != '\0' && strcmp(dst, val) != 0)
		ig_warn(ig, 1, "the page says %s '%s': %s '%s' is used", opt + 2,
			dst, opt, val);
	if (ig_field(ig, 0, dst, len, opt + 2, val) != 0)
		return -1;
	return fmt_fit(given + strlen(given), glen - strlen(given), " %s",
		       opt);
}

/* What the user gave (--clock, --mcu, --core, --library, --compiler) over
 * what the page says, named in the board's method; a note for each the
 * page lacks and the user did not give. */
static int
user_given(ingest *ig)
{
	cb_board *b = &ig->board;
	const ingest_opts *o = &ig->opt;
	char given[96] = "", m[sizeof(b->method)];

	if (o->clock_mhz > 0) {
		if (b->clock_mhz > 0 && b->clock_mhz != o->clock_mhz)
			ig_warn(ig, 1, "the page states %g MHz: --clock %g is "
				"used", b->clock_mhz, o->clock_mhz);
		b->clock_mhz = o->clock_mhz;
		strcat(given, " --clock");
	}
	if (user_field(ig, "--mcu", o->mcu, b->mcu, sizeof(b->mcu), given,
		       sizeof(given)) != 0 ||
	    user_field(ig, "--core", o->core, b->core, sizeof(b->core), given,
		       sizeof(given)) != 0 ||
	    user_field(ig, "--library", o->library, b->library,
		       sizeof(b->library), given, sizeof(given)) != 0 ||
	    user_field(ig, "--compiler", o->compiler, b->compiler,
		       sizeof(b->compiler), given, sizeof(given)) != 0)
		return -1;
	ig_fill_from_family(ig);
	if (given[0] != '\0') {
		/* never a guess: what the user gave, the board says */
		snprintf(m, sizeof(m), "%s", b->method);
		if (fmt_fit(b->method, sizeof(b->method), "%s; user-given:%s",
			    m, given) != 0)
			return ig_fail(ig, 0, "method is too long");
	}
	if (b->mcu[0] == '\0')
		ig_note(ig, "the page names no MCU; give one with --mcu NAME");
	if (b->core[0] == '\0')
		ig_note(ig, "the page names no core; give one with --core NAME");
	if (b->library[0] == '\0')
		ig_note(ig, "the page names no library; give one with "
			"--library NAME");
	if (b->compiler[0] == '\0')
		ig_note(ig, "the page names no compiler; give one with "
			"--compiler TEXT");
	return 0;
}

/* What every layout but the run log leaves for here: what the user gave,
 * the board's vendor and core from its family, and the checks that it is
 * whole. */
static int
board_whole(ingest *ig)
{
	size_t r;

	if (user_given(ig) != 0)
		return -1;
	if (ig->board.clock_mhz <= 0)
		return ig_fail(ig, 0, "the page states no clock frequency; "
			       "give one with --clock MHz");
	if (ig->nrows == 0)
		return ig_fail(ig, 0, "no numeric cell found in any table");
	if (board_id(ig) != 0 || ig_resolve_impl(ig) != 0)
		return -1;
	if (ig->nraw > 0)
		ig_warn(ig, 0, "%d figures of algorithms the alias table lacks "
			"kept as raw-NAME (family 'unknown')", ig->nraw);
	for (r = 0; r < ig->nrows; r++)
		snprintf(ig->rows[r].board, sizeof(ig->rows[r].board), "%s",
			 ig->board.id);
	return 0;
}

/* see ingest.h */
char *
ig_line(ingest *ig, const page *p, int i)
{
	char *s = str_copy(p->copy, p->line[i]);

	if (s == NULL)
		ig_fail(ig, i + 1, "out of memory");
	return s;
}

int
ingest_text(ingest *ig, char *text, size_t len, const char *board_id)
{
	return ingest_text_as(ig, text, len, board_id, NULL);
}

/* see ingest.h */
int
ingest_text_as(ingest *ig, char *text, size_t len, const char *board_id,
	       const char *layout_name)
{
	str_buf copy = { NULL, 0 };
	page p = { NULL, 0, 0, &copy };
	char *s, *nl;
	const char *title = "";
	const layout *lay = NULL;
	int rc;
	size_t cap = 0, k;

	ig->err[0] = '\0';
	ig->want_id = board_id;
	ig->text_len = len;
	if (check_text(ig, text, len) != 0)
		return -1;
	/* a page cut short mostly ends inside a line */
	p.open_end = len > 0 && text[len - 1] != '\n';
	for (s = text; s != NULL; s = nl) {
		nl = strchr(s, '\n');
		if (nl != NULL)
			*nl++ = '\0';
		if ((size_t)p.n == cap) {
			cap = cap ? cap * 2 : 256;
			p.line = realloc(p.line, cap * sizeof(char *));
			if (p.line == NULL)
				return ig_fail(ig, 0, "out of memory");
		}
		/* the layouts see lines without trailing white space (or
		 * '\r'); the title is the first line with text */
		p.line[p.n] = s;
		if (*title == '\0' && prov_key(s) < 0)
			title = str_trim(s);
		else
			str_trim(s);
		p.n++;
	}
	if (board_id != NULL && strlen(board_id) >= sizeof(ig->board.id)) {
		free(p.line);
		return ig_fail(ig, 0, "board id '%.40s...' is longer than %zu "
			       "characters", board_id,
			       sizeof(ig->board.id) - 1);
	}
	for (k = 0; k < NLAYOUTS && lay == NULL; k++)
		if (layout_name != NULL ?
		    strcmp(layouts[k]->name, layout_name) == 0 :
		    layouts[k]->detect(&p))
			lay = layouts[k];
	if (lay == NULL) {
		free(p.line);
		return no_layout(ig, p.n - (p.n > 1 && !p.open_end));
	}
	rc = 0;
	if (!(lay->flags & LAYOUT_OWN_BOARD))
		rc = name_board(ig, title);
	if (rc == 0)
		rc = lay->parse(ig, &p);
	free(p.line);
	str_buf_free(&copy);
	if (rc != 0)
		return -1;
	return lay->flags & LAYOUT_OWN_BOARD ? 0 : board_whole(ig);
}

void
ingest_free(ingest *ig)
{
	free(ig->rows);
	ig->rows = NULL;
	ig->nrows = ig->cap = 0;
}
