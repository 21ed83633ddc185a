/* SPDX-License-Identifier: MIT */
/* openssl speed output: the human tables and the -mr records (+H, +F ...). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define MAXTOK 24

/* Split a copy of s at white space (or at ':' for -mr records) into at
 * most MAXTOK tokens; the count, or -1 when there are more. */
static int
split(char *s, char **tok, int colon)
{
	int n = 0;

	if (!colon)
		return ig_words(s, tok, MAXTOK);
	for (;;) {
		if (n == MAXTOK)
			return -1;
		tok[n++] = s;
		if ((s = strchr(s, ':')) == NULL)
			return n;
		*s++ = '\0';
	}
}

/* "sign verify sign/s verify/s", "op op/s" ...: the header of a public
 * key table, its operations in tok[0..*k) */
static int
is_pk_header(char *const *tok, int n, int *k)
{
	int i;

	if (n < 2 || n % 2 != 0)
		return 0;
	*k = n / 2;
	for (i = 0; i < *k; i++) {
		const char *r = tok[*k + i];
		size_t l = strlen(r);

		if (l < 3 || strcmp(r + l - 2, "/s") != 0 ||
		    strchr(tok[i], '/') != NULL)
			return 0;
	}
	return 1;
}

static int
detect(const page *p)
{
	int i;

	for (i = 0; i < p->n; i++) {
		const char *l = p->line[i];
		char buf[256], *tok[MAXTOK];
		int n, k;

		if (strncmp(l, "The 'numbers' are in 1000s of bytes per second",
			    46) == 0 || strncmp(l, "+H:", 3) == 0 ||
		    (strncmp(l, "+F", 2) == 0 && (l[2] == ':' ||
						  (isdigit((unsigned char)l[2])
						   && l[3] == ':'))))
			return 1;
		snprintf(buf, sizeof(buf), "%s", l);
		n = split(buf, tok, 0);
		if (n > 0 && is_pk_header(tok, n, &k) &&
		    (strcmp(tok[0], "sign") == 0 || strcmp(tok[0], "op") == 0))
			return 1;
	}
	return 0;
}

static const char *
op_of(const char *word)
{
	static const struct {
		const char *word, *op;
	} ops[] = {
		{ "sign", "sign" }, { "verify", "verify" },
		{ "op", "shared-secret" }, { "encrypt", "encrypt" },
		{ "decrypt", "decrypt" }, { "keygen", "keygen" },
		{ "encaps", "encaps" }, { "decaps", "decaps" },
		{ "sign/s", "sign" }, { "verify/s", "verify" },
		{ "op/s", "shared-secret" }, { "encr./s", "encrypt" },
		{ "decr./s", "decrypt" }, { "keygens/s", "keygen" },
		{ "encaps/s", "encaps" }, { "decaps/s", "decaps" },
	};
	size_t i;

	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (strcmp(word, ops[i].word) == 0)
			return ops[i].op;
	return NULL;
}

/* A figure, or nothing for a test openssl did not run (0) */
static int
add(ingest *ig, int line, const char *alg, const char *op,
    const char *params, const char *metric, const char *value,
    const char *unit)
{
	double v;

	if (num_parse(value, &v) == 0 && v == 0)
		return 0;
	/* openssl speed says nothing of hardware (AES-NI and the like are
	 * instructions of the core) */
	return ig_add(ig, line, IG_UNSTATED, alg, op, params, metric, value,
		      unit);
}

/* The name of a public key row ("rsa 2048 bits", "256 bits ecdsa
 * (nistp256)", "253 bits EdDSA (Ed25519)") as the alias table knows it. */
static int
pk_alg(ingest *ig, int line, char *const *tok, int n, char *id, size_t len)
{
	char name[128] = "";
	int i;

	if (n == 3 && strcmp(tok[2], "bits") == 0) {
		/* "rsa 2048 bits" */
		snprintf(name, sizeof(name), "%s-%s", tok[0], tok[1]);
	} else if (n == 4 && strcmp(tok[1], "bits") == 0 &&
		   tok[3][0] == '(') {
		/* "256 bits ecdsa (nistp256)": the family and its curve */
		snprintf(name, sizeof(name), "%s %s", tok[2], tok[3]);
		if (strcasecmp(tok[2], "EdDSA") != 0 &&
		    strcasecmp(tok[2], "SM2") != 0)
			for (i = 0; name[i] != '\0'; i++)
				if (name[i] == '(' || name[i] == ')')
					name[i] = ' ';
		if (strcasecmp(tok[2], "SM2") == 0)
			snprintf(name, sizeof(name), "sm2");
	} else {
		for (i = 0; i < n; i++)
			snprintf(name + strlen(name),
				 sizeof(name) - strlen(name), "%s%s",
				 i ? " " : "", tok[i]);
	}
	return ig_alg_id(ig, line, name, id, len);
}

/* The human tables: "type 16 bytes ..." and its rows (in 1000s of bytes
 * per second, 'k'), and the public key tables (times and rates of one
 * figure: the rate is kept). */
static int
parse_human(ingest *ig, const page *p, int i, int *next)
{
	char buf[512], *tok[MAXTOK], id[40], params[32];
	const char *ops[MAXTOK / 2];
	int n, k, j, c, nsizes = 0, sizes[MAXTOK];

	snprintf(buf, sizeof(buf), "%s", p->line[i]);
	n = split(buf, tok, 0);
	*next = i + 1;
	/* "type 16 bytes ...": the bulk header ("type AP", words of some
	 * other output on the page, is none) */
	if (n > 1 && strcmp(tok[0], "type") == 0 &&
	    isdigit((unsigned char)tok[1][0])) {
		/* "type 16 bytes 64 bytes ..." */
		for (j = 1; j + 1 < n; j += 2) {
			long v;

			if (strcmp(tok[j + 1], "bytes") != 0 ||
			    num_int(tok[j], 1L << 30, &v) != 0)
				return ig_fail(ig, i + 1, "'%s %s' is no block "
					       "size", tok[j], tok[j + 1]);
			sizes[nsizes++] = (int)v;
		}
		if (nsizes == 0 || j != n)
			return ig_fail(ig, i + 1, "a 'type' header without "
				       "block sizes");
		for (j = i + 1; j < p->n && p->line[j][0] != '\0'; j++) {
			char name[128] = "";
			size_t tl;

			snprintf(buf, sizeof(buf), "%s", p->line[j]);
			n = split(buf, tok, 0);
			if (n < 0)
				return ig_fail(ig, j + 1, "too many fields");
			/* a row ends in figures ('k'); anything else ends
			 * the table */
			tl = n > 0 ? strlen(tok[n - 1]) : 0;
			if (n < 2 || tok[n - 1][tl - 1] != 'k' ||
			    !isdigit((unsigned char)tok[n - 1][0]))
				break;
			if (n < 1 + nsizes)
				return ig_fail(ig, j + 1, "%d figures for %d "
					       "block sizes: the table is cut",
					       n - 1, nsizes);
			/* the name is what precedes the figures */
			for (c = 0; c < n - nsizes; c++)
				snprintf(name + strlen(name),
					 sizeof(name) - strlen(name), "%s%s",
					 c ? " " : "", tok[c]);
			if (ig_alg_id(ig, j + 1, name, id, sizeof(id)) != 0)
				return -1;
			for (c = 0; c < nsizes; c++) {
				char *v = tok[n - nsizes + c];
				size_t l2 = strlen(v);

				if (l2 < 2 || v[l2 - 1] != 'k')
					return ig_fail(ig, j + 1, "'%s' is not "
						       "a figure in 1000s of "
						       "bytes per second "
						       "('123.45k')", v);
				v[l2 - 1] = '\0';
				snprintf(params, sizeof(params), "block=%d",
					 sizes[c]);
				if (add(ig, j + 1, id, ig_bulk_op(id), params,
					"throughput",
					v, "KB/s") != 0)
					return -1;
			}
			ig->table_end = j + 1;
		}
		*next = j;
		return 0;
	}
	if (n <= 0 || !is_pk_header(tok, n, &k))
		return 0;
	for (c = 0; c < k; c++)
		if ((ops[c] = op_of(tok[k + c])) == NULL)
			return ig_fail(ig, i + 1, "unknown column '%s'",
				       tok[k + c]);
	for (j = i + 1; j < p->n && p->line[j][0] != '\0'; j++) {
		int k2;

		snprintf(buf, sizeof(buf), "%s", p->line[j]);
		n = split(buf, tok, 0);
		/* the next table's header ends this one */
		if (n > 0 && is_pk_header(tok, n, &k2))
			break;
		if (n < 0 || n < 2 * k + 1)
			return ig_fail(ig, j + 1, "a row of %d operations "
				       "needs %d figures: the table is cut", k,
				       2 * k);
		if (pk_alg(ig, j + 1, tok, n - 2 * k, id, sizeof(id)) != 0)
			return -1;
		for (c = 0; c < k; c++) {
			const char *t = tok[n - 2 * k + c];
			size_t tl = strlen(t);

			/* the time form is checked, the rate kept */
			if (tl < 2 || t[tl - 1] != 's' ||
			    strspn(t, "0123456789.") != tl - 1)
				return ig_fail(ig, j + 1, "'%s' is not a time "
					       "('0.000258s')", t);
			if (add(ig, j + 1, id, ops[c], "", "rate",
				tok[n - k + c], "ops/s") != 0)
				return -1;
		}
		ig->table_end = j + 1;
	}
	*next = j;
	return 0;
}

/* ECDSA and ECDH curves of the -mr records by index (openssl's curve
 * table; the first six are the same in every version and build) */
static const char *
mr_curve(long idx, long bits)
{
	static const struct {
		int bits;
		const char *name;
	} c[] = { { 160, "secp160r1" }, { 192, "secp192r1" },
		  { 224, "secp224r1" }, { 256, "secp256r1" },
		  { 384, "secp384r1" }, { 521, "secp521r1" } };

	if (idx >= 0 && idx < 6 && c[idx].bits == bits)
		return c[idx].name;
	return NULL;
}

/* One -mr record: +H (block sizes), +F (a cipher or hash in bytes per
 * second), +F2 RSA, +F3 DSA, +F4 ECDSA, +F5 ECDH, +F6 EdDSA, +F7 SM2,
 * +F8 FFDH (rates, and for key exchange the time too: one figure). */
static int
parse_mr(ingest *ig, int line, const char *l, int *sizes, int *nsizes)
{
	char buf[512], *tok[MAXTOK], id[40], params[32], name[64];
	const char *family, *ops2[2] = { "sign", "verify" };
	int n, c, nvals;
	long idx, bits;

	snprintf(buf, sizeof(buf), "%s", l);
	n = split(buf, tok, 1);
	if (n < 0)
		return ig_fail(ig, line, "too many fields");
	if (strcmp(tok[0], "+H") == 0) {
		*nsizes = 0;
		for (c = 1; c < n; c++) {
			long v;

			if (num_int(tok[c], 1L << 30, &v) != 0)
				return ig_fail(ig, line, "'%s' is no block "
					       "size", tok[c]);
			sizes[(*nsizes)++] = (int)v;
		}
		return 0;
	}
	if (strcmp(tok[0], "+F") == 0) {
		if (*nsizes == 0)
			return ig_fail(ig, line, "+F before the +H record of "
				       "block sizes");
		if (n != 3 + *nsizes)
			return ig_fail(ig, line, "%d figures for %d block "
				       "sizes: the record is cut", n - 3,
				       *nsizes);
		if (ig_alg_id(ig, line, tok[2], id, sizeof(id)) != 0)
			return -1;
		for (c = 0; c < *nsizes; c++) {
			snprintf(params, sizeof(params), "block=%d", sizes[c]);
				if (add(ig, line, id, ig_bulk_op(id), params, "throughput",
				tok[3 + c], "B/s") != 0)
				return -1;
		}
		ig->table_end = line;
		return 0;
	}
	if (strncmp(tok[0], "+F", 2) != 0 || n < 5 ||
	    num_int(tok[1], 1000, &idx) != 0 ||
	    num_int(tok[2], 100000, &bits) != 0)
		return strncmp(tok[0], "+F", 2) == 0 ?
		       ig_fail(ig, line, "record '%s' is cut or malformed",
			       tok[0]) : 0;
	family = strcmp(tok[0], "+F2") == 0 ? "rsa" :
		 strcmp(tok[0], "+F3") == 0 ? "dsa" :
		 strcmp(tok[0], "+F4") == 0 ? "ecdsa" :
		 strcmp(tok[0], "+F5") == 0 ? "ecdh" :
		 strcmp(tok[0], "+F6") == 0 ? "eddsa" :
		 strcmp(tok[0], "+F7") == 0 ? "sm2" :
		 strcmp(tok[0], "+F8") == 0 ? "ffdh" : NULL;
	if (family == NULL)
		return ig_fail(ig, line, "record '%s' is not one this tool "
			       "reads (+H, +F to +F8)", tok[0]);
	nvals = n - 3;
	if (strcmp(family, "rsa") == 0 || strcmp(family, "dsa") == 0 ||
	    strcmp(family, "ffdh") == 0) {
		snprintf(name, sizeof(name), "%s-%ld", strcmp(family, "ffdh")
			 == 0 ? "dh" : family, bits);
	} else if (strcmp(family, "ecdsa") == 0 ||
		   strcmp(family, "ecdh") == 0) {
		const char *cv = mr_curve(idx, bits);

		if (strcmp(family, "ecdh") == 0 && bits == 253)
			cv = "x25519";
		else if (strcmp(family, "ecdh") == 0 && bits == 448)
			cv = "x448";
		/* a curve openssl numbers that this tool does not name:
		 * kept under a raw name */
		if (cv == NULL)
			snprintf(name, sizeof(name), "%s-curve%ld-%ld",
				 family, idx, bits);
		else if (cv[0] == 'x')
			snprintf(name, sizeof(name), "%s", cv);
		else
			snprintf(name, sizeof(name), "%s-%s", family, cv);
	} else if (strcmp(family, "eddsa") == 0) {
		/* +F6:idx:bits:Ed25519:sign:verify */
		snprintf(name, sizeof(name), "%s", tok[3]);
		nvals--;
		memmove(&tok[3], &tok[4], (size_t)nvals * sizeof(tok[0]));
	} else {
		snprintf(name, sizeof(name), "sm2");
	}
	if (ig_alg_id(ig, line, name, id, sizeof(id)) != 0)
		return -1;
	if (strcmp(family, "ecdh") == 0 || strcmp(family, "ffdh") == 0) {
		/* ops/s and seconds per op: one figure, the rate */
		if (nvals != 2)
			return ig_fail(ig, line, "a key exchange record has "
				       "an op/s and a time; %d figures", nvals);
		return add(ig, line, id, "shared-secret", "", "rate", tok[3],
			   "ops/s");
	}
	if (nvals != 2 && nvals != 4)
		return ig_fail(ig, line, "a signature record has 2 (sign, "
			       "verify) or 4 (and encrypt, decrypt) rates; %d",
			       nvals);
	for (c = 0; c < nvals; c++)
		if (add(ig, line, id, c < 2 ? ops2[c] : c == 2 ? "encrypt" :
			"decrypt", "", "rate", tok[3 + c], "ops/s") != 0)
			return -1;
	ig->table_end = line;
	return 0;
}

static int
parse(ingest *ig, const page *p)
{
	cb_board *b = &ig->board;
	int i, next, sizes[MAXTOK], nsizes = 0;

	if (p->open_end)
		return ig_fail(ig, p->n, "the output ends inside a line: it is "
			       "cut");
	if (ig_provenance(ig, p) < 0)
		return -1;
	snprintf(b->library, sizeof(b->library), "OpenSSL");
	snprintf(b->method, sizeof(b->method), "published");
	/* operations counted over a fixed time: mean rates */
	ig->stat = "mean";
	for (i = 0; i < p->n; i = next) {
		const char *l = p->line[i];

		next = i + 1;
		if (strncmp(l, "version: ", 9) == 0 ||
		    (strncmp(l, "OpenSSL ", 8) == 0 && b->library_version[0]
		     == '\0')) {
			const char *v = l + (l[0] == 'v' ? 9 : 8);

			if (fmt_fit(b->library_version,
				    sizeof(b->library_version), "%.*s",
				    (int)strcspn(v, " "), v) != 0)
				return ig_fail(ig, i + 1, "version is too "
					       "long");
		} else if (strncmp(l, "compiler: ", 10) == 0) {
			/* the compiler's name, and its last -O flag */
			const char *c = l + 10, *o, *last = NULL;

			if (fmt_fit(b->compiler, sizeof(b->compiler), "%.*s",
				    (int)strcspn(c, " "), c) != 0)
				return ig_fail(ig, i + 1, "compiler name is "
					       "too long");
			for (o = strstr(c, " -O"); o != NULL;
			     o = strstr(o + 1, " -O"))
				last = o + 1;
			if (last != NULL)
				snprintf(b->optimization,
					 sizeof(b->optimization), "%.*s",
					 (int)strcspn(last, " "), last);
		} else if (l[0] == '+') {
			if (parse_mr(ig, i + 1, l, sizes, &nsizes) != 0)
				return -1;
		} else if (parse_human(ig, p, i, &next) != 0) {
			return -1;
		}
	}
	return 0;
}

const layout layout_openssl = {
	"openssl-speed",
	"openssl speed output, the tables or -mr records; give --clock",
	detect, parse, 0
};
