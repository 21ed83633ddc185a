/* SPDX-License-Identifier: MIT */
/* Mbed TLS programs/test/benchmark output ("AES-CBC-128 : 1428 KiB/s"). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

/* One figure line: "  NAME   :   VALUE REST"; the name and the rest
 * (after the number) in the caller's buffers, 1, or 0 when the line is
 * not one. */
static int
figure_line(const char *l, char *name, size_t nlen, char *value, size_t vlen,
	    const char **rest)
{
	const char *colon = strstr(l, " : "), *s, *e;
	size_t n;

	if (colon == NULL)
		return 0;
	s = l + strspn(l, " \t");
	e = colon;
	while (e > s && isspace((unsigned char)e[-1]))
		e--;
	if (e == s || (size_t)(e - s) >= nlen)
		return 0;
	snprintf(name, nlen, "%.*s", (int)(e - s), s);
	s = colon + 3;
	s += strspn(s, " \t");
	n = num_len(s);
	if (n == 0 || n >= vlen || s[n] != ' ')
		return 0;
	snprintf(value, vlen, "%.*s", (int)n, s);
	*rest = s + n + 1;
	return 1;
}

/* The unit after a figure: metric, unit and operation ("ms/private",
 * "sign/s", "KiB/s, 82 cycles/byte"); NULL when it is none of these. */
static const char *
unit_of(const char *rest, const char **metric, const char **unit)
{
	static const char *const ops[] = { "public", "private", "sign",
		"verify", "handshake", "full handshake", "keygen", NULL };
	int i;

	rest += strspn(rest, " ");
	/* benchmark.c divides by 1024: its "KB/s" (before 2.16) are KiB/s */
	if (strncmp(rest, "KiB/s", 5) == 0 || strncmp(rest, "KB/s", 4) == 0) {
		const char *c = rest + (rest[1] == 'i' ? 5 : 4);

		/* the cycles per byte beside it are the same figure counted
		 * another way: one figure, the rate, is kept */
		if (*c != '\0' && strncmp(c, ",", 1) != 0)
			return NULL;
		*metric = "throughput";
		*unit = "KiB/s";
		return "";
	}
	if (strncmp(rest, "ms/", 3) == 0) {
		rest += 3;
		rest += strspn(rest, " ");
		*metric = "time";
		*unit = "ms";
	} else {
		*metric = "rate";
		*unit = "ops/s";
	}
	for (i = 0; ops[i] != NULL; i++) {
		size_t l = strlen(ops[i]);

		if (strncmp(rest, ops[i], l) != 0)
			continue;
		if (*unit[0] == 'm' && rest[l] == '\0')
			return ops[i];
		if (*unit[0] == 'o' && strcmp(rest + l, "/s") == 0)
			return ops[i];
	}
	return NULL;
}

static int
detect(const page *p)
{
	int i, n = 0;

	for (i = 0; i < p->n; i++) {
		char name[64], value[40];
		const char *rest, *m, *u;

		if (strncmp(p->line[i], "mbedTLS version ", 16) == 0)
			return 1;
		if (figure_line(p->line[i], name, sizeof(name), value,
				sizeof(value), &rest) &&
		    unit_of(rest, &m, &u) != NULL && ++n == 2)
			return 1;
	}
	return 0;
}

/* Which "Using following implementations:" line covers an algorithm
 * (the MCUXpresso SDK's build prints them): its class prefix. */
static const char *
impl_class(const char *id)
{
	if (strstr(id, "-gcm") != NULL && strncmp(id, "aes", 3) == 0)
		return "AES GCM";
	if (strncmp(id, "aes", 3) == 0)
		return "AES";
	if (strncmp(id, "sha", 3) == 0)
		return "SHA";
	if (strstr(id, "des") != NULL)
		return "DES";
	if (strncmp(id, "rsa", 3) == 0 || strncmp(id, "ec", 2) == 0 ||
	    strncmp(id, "dh", 2) == 0 || strncmp(id, "x25519", 6) == 0)
		return "Asymmetric";
	return NULL;
}

/* Does an implementations line ("AES: ELE200 HW accelerated ECB, CBC,
 * CCM and CMAC") make id's op hardware?  Where it lists what is
 * accelerated, only those: a mode or family word found in the id,
 * "ECC256/384/521" (those NIST curves), "RSA verify" (the public key
 * operation only); unsure is software. */
static int
hw_covers(const char *line, const char *id, const char *op)
{
	const char *acc = strstr(line, "HW accelerated");
	char word[32], prev[32] = "";
	size_t n, i;

	if (acc == NULL)
		return 0;
	acc += strlen("HW accelerated");
	acc += strspn(acc, " ");
	if (*acc == '\0')
		return 1;
	for (; *acc != '\0'; acc += strspn(acc, " ,")) {
		n = strcspn(acc, " ,");
		if (n >= sizeof(word)) {
			acc += n;
			continue;
		}
		for (i = 0; i < n; i++)
			word[i] = (char)tolower((unsigned char)acc[i]);
		word[n] = '\0';
		acc += n;
		if (strcmp(prev, "rsa") == 0 && strcmp(word, "verify") == 0 &&
		    strncmp(id, "rsa", 3) == 0)
			return strcmp(op, "public") == 0 ||
			       strcmp(op, "verify") == 0;
		if (strcmp(prev, "rsa") == 0 && strncmp(id, "rsa", 3) == 0)
			return 1;
		snprintf(prev, sizeof(prev), "%s", word);
		if (strcmp(word, "rsa") == 0 || strcmp(word, "and") == 0)
			continue;
		if (strncmp(word, "ecc", 3) == 0) {
			char *sz, *save = NULL, curve[24];

			for (sz = strtok_r(word + 3, "/", &save); sz != NULL;
			     sz = strtok_r(NULL, "/", &save)) {
				snprintf(curve, sizeof(curve), "-secp%sr1", sz);
				if (strncmp(id, "ecd", 3) == 0 &&
				    strstr(id, curve) != NULL &&
				    strlen(strstr(id, curve)) == strlen(curve))
					return 1;
			}
			continue;
		}
		if (strstr(id, word) != NULL)
			return 1;
	}
	/* "RSA" last on the line: every RSA operation */
	return strcmp(prev, "rsa") == 0 && strncmp(id, "rsa", 3) == 0;
}

/* "AES-CBC-128" -> "AES-128-CBC", the order of the alias table */
static void
key_size_first(char *name)
{
	char *a = strchr(name, '-'), *b;
	size_t n;

	if (a == NULL || (b = strchr(a + 1, '-')) == NULL ||
	    strchr(b + 1, '-') != NULL)
		return;
	n = strlen(b + 1);
	if (n == 0 || strspn(b + 1, "0123456789") != n)
		return;
	{
		char mode[32], bits[16];

		snprintf(mode, sizeof(mode), "%.*s", (int)(b - a - 1), a + 1);
		snprintf(bits, sizeof(bits), "%s", b + 1);
		/* the same characters in another order: it fits */
		snprintf(a + 1, strlen(a + 1) + 1, "%s-%s", bits, mode);
	}
}

static int
parse(ingest *ig, const page *p)
{
	cb_board *b = &ig->board;
	char impls[8][96];
	int i, nimpl = 0, in_impl = 0, last = 0, end = 0, fence = 0;

	if (ig_provenance(ig, p) < 0)
		return -1;
	snprintf(b->library, sizeof(b->library), "Mbed TLS");
	snprintf(b->method, sizeof(b->method), "published");
	/* bytes or operations counted over a fixed time: mean rates */
	ig->stat = "mean";
	for (i = 0; i < p->n; i++) {
		const char *l = p->line[i], *rest, *metric, *unit, *op;
		char name[96], value[40], id[40], params[64] = "";
		const char *impl = IG_UNSTATED, *cls;
		char *pr;
		int k;

		if (strncmp(l, "~~~", 3) == 0 || strncmp(l, "```", 3) == 0) {
			/* the closing fence of the output's block ends it */
			if (fence && last > 0) {
				end = i + 1;
				break;
			}
			fence = 1;
			continue;
		}
		if (strcmp(l + strspn(l, " "), "DONE") == 0 && last > 0) {
			end = i + 1;
			break;
		}
		if (strncmp(l, "mbedTLS version ", 16) == 0 ||
		    strncmp(l, "Mbed TLS version ", 17) == 0) {
			const char *v = l + (l[0] == 'm' ? 16 : 17);

			if (ig_field(ig, i + 1, b->library_version,
				     sizeof(b->library_version), "version",
				     v) != 0)
				return -1;
			continue;
		}
		if (strncmp(l, "fsys=", 5) == 0) {
			long hz;

			if (num_int(l + 5, 100000000000L, &hz) != 0 ||
			    hz < 1000)
				return ig_fail(ig, i + 1, "'%s' is no clock in "
					       "Hz", l + 5);
			b->clock_mhz = (double)hz / 1e6;
			continue;
		}
		if (strncmp(l, "Using following implementations:", 32) == 0) {
			in_impl = 1;
			continue;
		}
		if (in_impl && l[0] == ' ' && strchr(l, ':') != NULL &&
		    strstr(l, " : ") == NULL) {
			if (nimpl < 8)
				snprintf(impls[nimpl++], sizeof(impls[0]),
					 "%s", l + strspn(l, " "));
			continue;
		}
		in_impl = 0;
		if (!figure_line(l, name, sizeof(name), value, sizeof(value),
				 &rest)) {
			if (strstr(l, " : ") != NULL &&
			    strstr(l, "FAILED") != NULL) {
				ig_warn(ig, i + 1, "a failed test: no figure");
				continue;
			}
			continue;
		}
		if ((op = unit_of(rest, &metric, &unit)) == NULL)
			return ig_fail(ig, i + 1, "unknown unit in '%s'", rest);
		/* "CTR_DRBG (PR)": with prediction resistance */
		if ((pr = strstr(name, " (NOPR)")) != NULL ||
		    (pr = strstr(name, " (PR)")) != NULL) {
			snprintf(params, sizeof(params),
				 "prediction-resistance=%d", pr[2] == 'P');
			*pr = '\0';
		}
		if (*op == '\0') {
			key_size_first(name);
		} else if (strncmp(name, "ECDHE-", 6) == 0 ||
			   strncmp(name, "DHE-", 4) == 0) {
			/* key generation and the secret: a handshake */
			memmove(name + 2 + (name[0] == 'E') * 2,
				name + 3 + (name[0] == 'E') * 2,
				strlen(name + 3 + (name[0] == 'E') * 2) + 1);
		} else if (strncmp(name, "ECDH-", 5) == 0 ||
			   strncmp(name, "DH-", 3) == 0) {
			/* the secret alone, from a static key */
			if (strcmp(op, "handshake") == 0)
				op = "shared-secret";
		}
		if (strcmp(op, "full handshake") == 0)
			op = "full-handshake";
		if (ig_alg_id(ig, i + 1, name, id, sizeof(id)) != 0)
			return -1;
		if (*op == '\0')
			op = ig_bulk_op(id);
		else if (ig_op(op) != NULL)
			op = ig_op(op);     /* public, private: verify, sign */
		if ((cls = impl_class(id)) != NULL)
			for (k = 0; k < nimpl; k++) {
				size_t cl = strlen(cls);

				/* "AES:" is not "AES GCM:"; "Asymmetric
				 * cryptography:" and "... encryption:" are
				 * one class */
				if (strncmp(impls[k], cls, cl) == 0 &&
				    (impls[k][cl] == ':' ||
				     (cls[1] == 's' && impls[k][cl] == ' ')))
					impl = hw_covers(impls[k], id, op) ?
					       IG_HW : IG_SW;
			}
		if (ig_add(ig, i + 1, impl, id, op, params, metric, value,
			   unit) != 0)
			return -1;
		last = i + 1;
		ig->table_end = i + 1;
	}
	if (last == 0)
		return ig_fail(ig, 0, "no figure found");
	/* no DONE (a readme that stops after the figures): the whole lines
	 * are kept, and said so; a line cut short is refused */
	if (end == 0 && p->open_end && last == p->n)
		return ig_fail(ig, last, "the page ends inside this figure's "
			       "line: cut short?");
	if (end == 0)
		ig_warn(ig, last, "the output ends here without DONE or the "
			"closing fence of its block (kept: its lines are "
			"whole)");
	return 0;
}

const layout layout_mbedtls = {
	"mbedtls-benchmark",
	"Mbed TLS benchmark output",
	detect, parse, 0
};
