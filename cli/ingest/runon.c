/* SPDX-License-Identifier: MIT */
/*
 * CycloneCRYPTO pages saved as text: table cells run together
 * ("AES-1281.514 MB/s1.482 MB/s") and headers may be split over lines
 * ("Algorithm Encryption" / "(Software)\t\t Decryption" / ...).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define MAXCOLS 16

/* Collapse runs of white space to one space. */
static void
squeeze(char *s)
{
	char *w = s;
	int sp = 0;

	for (; *s != '\0'; s++) {
		if (isspace((unsigned char)*s)) {
			sp = 1;
			continue;
		}
		if (sp && w != s)
			*w++ = ' ';
		sp = 0;
		*w++ = *s;
	}
	*w = '\0';
}

/* Strip a trailing unit word; returns its length or 0. */
static size_t
strip_unit(const char *s, size_t n, const char **metric, const char **unit)
{
	static const char *const words[] = { "Kbytes/s", "MB/s", "KB/s",
		"\xc2\xb5s", "\xce\xbcs", "us", "ms", "s", NULL };
	int i;

	for (i = 0; words[i] != NULL; i++) {
		size_t l = strlen(words[i]);

		if (n >= l && strncmp(s + n - l, words[i], l) == 0) {
			ig_unit(words[i], metric, unit);
			return l;
		}
	}
	return 0;
}

static int
valid_number(const char *s, size_t n)
{
	return n > 0 && num_len(s) == n;
}

typedef struct cellv {
	int has;
	char value[32];
	const char *metric, *unit;
} cellv;

/*
 * Peel the cells of one row from the right.  All but the leftmost end in a
 * unit (or are "-"), so their number is the longest digit run before the
 * unit.  The leftmost number runs into the algorithm name ("SM32.234"), so
 * every split is tried and the one whose name is a known algorithm under
 * the first column wins (the longest such name).
 */
static int
parse_row(ingest *ig, int line, char *s, int ncols, char mode[][8],
	  char *name, size_t namelen, cellv *cells)
{
	size_t n = strlen(s), ul, k;
	int c;

	for (c = ncols - 1; c >= 0; c--) {
		cellv *cv = &cells[c];

		while (n > 0 && isspace((unsigned char)s[n - 1]))
			n--;
		memset(cv, 0, sizeof(*cv));
		if (n > 0 && s[n - 1] == '-') {
			char nm[128];

			snprintf(nm, sizeof(nm), "%.*s", (int)(n - 1), s);
			str_trim(nm);
			if (c > 0) {
				n--;
				continue;
			}
			if (ig_alg(nm, mode[0]) != NULL) {
				snprintf(name, namelen, "%s", nm);
				return 0;
			}
		}
		ul = strip_unit(s, n, &cv->metric, &cv->unit);
		if (ul == 0)
			return ig_fail(ig, line, "cell %d of '%s': value "
				       "without unit", c + 1, s);
		n -= ul;
		while (n > 0 && isspace((unsigned char)s[n - 1]))
			n--;
		if (c > 0) {
			for (k = n; k > 0 && (isdigit((unsigned char)s[k - 1])
					      || s[k - 1] == '.'); k--)
				;
			if (!valid_number(s + k, n - k))
				return ig_fail(ig, line, "cell %d of '%s': no "
					       "number before the unit", c + 1,
					       s);
			if (n - k >= sizeof(cv->value))
				return ig_fail(ig, line, "cell %d of '%.40s...': "
					       "number longer than %zu "
					       "characters", c + 1, s,
					       sizeof(cv->value) - 1);
			snprintf(cv->value, sizeof(cv->value), "%.*s",
				 (int)(n - k), s + k);
			cv->has = 1;
			n = k;
			continue;
		}
		/* leftmost: from the right, the first split whose name is a
		 * known algorithm is the one with the longest name; a cell
		 * that is only a unit has neither */
		if (n == 0)
			return ig_fail(ig, line, "cell 1 of '%s': a unit "
				       "with no algorithm or number before it",
				       s);
		for (k = n - 1; k > 0; k--) {
			char nm[128];

			if (!valid_number(s + k, n - k))
				continue;
			snprintf(nm, sizeof(nm), "%.*s", (int)k, s);
			str_trim(nm);
			if (nm[0] == '\0' || nm[strlen(nm) - 1] == '-' ||
			    ig_alg(nm, mode[0]) == NULL)
				continue;
			if (n - k >= sizeof(cv->value))
				return ig_fail(ig, line, "cell 1 of '%.40s...': "
					       "number longer than %zu "
					       "characters", s,
					       sizeof(cv->value) - 1);
			snprintf(name, namelen, "%s", nm);
			snprintf(cv->value, sizeof(cv->value), "%.*s",
				 (int)(n - k), s + k);
			cv->has = 1;
			return 0;
		}
		s[n] = '\0';
		return ig_fail(ig, line, "unknown algorithm in '%s'", s);
	}
	return ig_fail(ig, line, "row has no cells");
}

int
ingest_runon(ingest *ig, const page *p)
{
	int i = 0;

	while (i < p->n) {
		char head[2048], *cols[MAXCOLS], *q, *h;
		char mode[MAXCOLS][8];
		const char *op[MAXCOLS], *impl[MAXCOLS];
		int nc = 0, c, hline = i + 1, nrows = 0, j;

		if (!str_starts(str_trim(p->line[i]), "Algorithm")) {
			i++;
			continue;
		}
		/* join header lines until it ends in ')' and the next line
		 * does not continue it */
		if (str_fit(head, sizeof(head), str_trim(p->line[i])) != 0)
			return ig_fail(ig, hline, "table header longer than "
				       "%zu characters", sizeof(head) - 1);
		for (j = i + 1;; j++) {
			size_t l = strlen(head);
			int more = l == 0 || head[l - 1] != ')' ||
				   (j < p->n && str_trim(p->line[j])[0] == '(');

			if (!more)
				break;
			if (j >= p->n || j - i > 12)
				return ig_fail(ig, hline, "table header is not "
					       "complete (truncated?)");
			l = strlen(head);
			if (fmt_fit(head + l, sizeof(head) - l, " %s",
				    str_trim(p->line[j])) != 0)
				return ig_fail(ig, hline, "table header longer "
					       "than %zu characters",
					       sizeof(head) - 1);
		}
		i = j;
		squeeze(head);
		h = head + strlen("Algorithm");
		while ((q = strchr(h, ')')) != NULL) {
			if (nc == MAXCOLS)
				return ig_fail(ig, hline, "too many columns");
			*q = '\0';
			cols[nc] = str_trim(h);
			h = q + 1;
			nc++;
		}
		if (nc == 0 || *str_trim(h) != '\0')
			return ig_fail(ig, hline, "cannot read table header "
				       "'%s'", head);
		for (c = 0; c < nc; c++) {
			char col[160];

			snprintf(col, sizeof(col), "%s)", cols[c]);
			if (ig_column(ig, hline, col, mode[c], sizeof(mode[c]),
				      &op[c], &impl[c]) != 0)
				return -1;
		}
		/* rows: until a blank line or the next header */
		for (; i < p->n; i++) {
			char *row, name[128];
			cellv cells[MAXCOLS];
			char *t = str_trim(p->line[i]);

			if (*t == '\0' || str_starts(t, "Algorithm"))
				break;
			if ((row = ig_line(ig, p, i)) == NULL ||
			    parse_row(ig, i + 1, str_trim(row), nc, mode, name,
				      sizeof(name), cells) != 0)
				return -1;
			for (c = 0; c < nc; c++) {
				const cb_alg *a;

				if (!cells[c].has)
					continue;
				a = ig_alg(name, mode[c]);
				if (a == NULL)
					return ig_fail(ig, i + 1, "unknown "
						       "algorithm '%s %s'",
						       name, mode[c]);
				if (ig_add(ig, i + 1, impl[c], a->id, op[c], "",
					   cells[c].metric, cells[c].value,
					   cells[c].unit) != 0)
					return -1;
			}
			nrows++;
			ig->table_end = i + 1;
		}
		if (nrows == 0)
			return ig_fail(ig, hline, "table has no rows "
				       "(truncated?)");
	}
	return 0;
}
