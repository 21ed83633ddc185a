/* SPDX-License-Identifier: MIT */
/* The one cell reader: numbers as pages print them (grouped, marked with
 * footnotes, "12.3k"), their units, "N/A" and "-", and cells of more than
 * one figure ("a/b", "a + b", "AVG: a <br /> MIN: b"). */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

/* Cells that hold no figure. */
static int
is_empty_cell(const char *s)
{
	static const char *const none[] = { "", "-", "--", "\xe2\x80\x93",
		"\xe2\x80\x94", "n/a", "na", "N/A", "NA", "n.a.", "x", "?",
		"tbd", "TBD", "-Fail-", NULL };
	int i;

	for (i = 0; none[i] != NULL; i++)
		if (strcmp(s, none[i]) == 0)
			return 1;
	return 0;
}

/* Length of a footnote mark at s ("*", "**", dagger, superscript digits,
 * "(1)", "[2]", "(1T)"), or 0. */
static size_t
footnote_len(const char *s)
{
	size_t n = 0;

	if (*s == '*') {
		while (s[n] == '*')
			n++;
		return n;
	}
	if (strncmp(s, "\xe2\x80\xa0", 3) == 0 ||     /* dagger */
	    strncmp(s, "\xe2\x80\xa1", 3) == 0 ||     /* double dagger */
	    strncmp(s, "\xc2\xb9", 2) == 0 || strncmp(s, "\xc2\xb2", 2) == 0 ||
	    strncmp(s, "\xc2\xb3", 2) == 0)
		return s[0] == '\xe2' ? 3 : 2;
	if (*s == '(' || *s == '[') {
		char close = *s == '(' ? ')' : ']';

		for (n = 1; isalnum((unsigned char)s[n]) && n < 5; n++)
			;
		/* "(1)", "[2]", "(1T)": a short mark with a digit */
		if (s[n] == close && n > 1 && isdigit((unsigned char)s[1]))
			return n + 1;
	}
	return 0;
}

/* see ingest.h */
size_t
ig_number(const char *s, char *out, size_t len)
{
	const char *p = s;
	size_t o = 0, grp = 0;
	int point = 0, grouped = 0;

	if (!isdigit((unsigned char)*p))
		return 0;
	for (;;) {
		if (isdigit((unsigned char)*p)) {
			if (o + 1 >= len)
				return 0;
			out[o++] = *p++;
			grp++;
			continue;
		}
		if (*p == '.' && !point && isdigit((unsigned char)p[1])) {
			if (grouped && grp != 3)
				return 0;
			if (o + 1 >= len)
				return 0;
			out[o++] = *p++;
			point = 1;
			grp = 0;
			continue;
		}
		/* a thousands separator: ',', a space, a thin or no-break
		 * space, then exactly three digits */
		if (!point) {
			size_t w = *p == ',' || *p == ' ' || *p == '\'' ? 1 :
				   strncmp(p, "\xe2\x80\x89", 3) == 0 ||
				   strncmp(p, "\xe2\x80\xaf", 3) == 0 ? 3 :
				   strncmp(p, "\xc2\xa0", 2) == 0 ? 2 : 0;

			if (w > 0 && (grouped ? grp == 3 : grp <= 3) &&
			    isdigit((unsigned char)p[w]) &&
			    isdigit((unsigned char)p[w + 1]) &&
			    isdigit((unsigned char)p[w + 2]) &&
			    !isdigit((unsigned char)p[w + 3])) {
				p += w;
				grp = 0;
				grouped = 1;
				continue;
			}
		}
		break;
	}
	if (grouped && !point && grp != 3)
		return 0;
	out[o] = '\0';
	/* the strict number of the data files: no "007" */
	if (num_len(out) != o)
		return 0;
	return (size_t)(p - s);
}

/* value (digits, maybe a point) times 10^k, as a string in place */
static int
shift_decimal(char *v, size_t len, int k)
{
	char *dot = strchr(v, '.');
	size_t n = strlen(v), frac = dot ? n - (size_t)(dot - v) - 1 : 0;
	int i;

	if (dot != NULL) {
		memmove(dot, dot + 1, frac + 1);
		n--;
	}
	for (i = (int)frac; i < k; i++) {
		if (n + 1 >= len)
			return -1;
		v[n++] = '0';
	}
	v[n] = '\0';
	if ((int)frac > k) {
		size_t at = n - (frac - (size_t)k);

		if (n + 1 >= len)
			return -1;
		memmove(v + at + 1, v + at, n - at + 1);
		v[at] = '.';
	}
	/* no leading zeros but one */
	while (v[0] == '0' && isdigit((unsigned char)v[1]))
		memmove(v, v + 1, strlen(v));
	return 0;
}

/* The statistic a cell's label names ("AVG:", "min"), or NULL. */
const char *
ig_stat_word(const char *w, size_t n)
{
	static const struct {
		const char *word, *stat;
	} stats[] = {
		{ "avg", "mean" }, { "average", "mean" }, { "mean", "mean" },
		{ "min", "min" }, { "minimum", "min" }, { "best", "min" },
		{ "max", "max" }, { "maximum", "max" }, { "worst", "max" },
		{ "median", "median" }, { "med", "median" },
	};
	size_t i;

	for (i = 0; i < sizeof(stats) / sizeof(stats[0]); i++)
		if (strlen(stats[i].word) == n &&
		    strncasecmp(w, stats[i].word, n) == 0)
			return stats[i].stat;
	return NULL;
}

/* One part of a cell: "[LABEL:] NUMBER[k|M] [UNIT] [footnote]"; 1 with
 * the figure in v, 0 for no figure, -1 (ig->err set). */
static int
cell_part(ingest *ig, int line, char *s, ig_val *v)
{
	char unit[48];
	char *colon;
	size_t n, f;
	int mult = 0;

	memset(v, 0, sizeof(*v));
	s = str_trim(s);
	/* "AVG: 1,234" */
	if ((colon = strchr(s, ':')) != NULL &&
	    (v->stat = ig_stat_word(s, (size_t)(colon - s))) != NULL)
		s = str_trim(colon + 1);
	if (*s == '~' || *s == '<' || *s == '>')
		return ig_fail(ig, line, "'%s' is a bound, not a figure", s);
	if (is_empty_cell(s))
		return 0;
	n = ig_number(s, v->value, sizeof(v->value));
	if (n == 0 && strspn(s, "0123456789") >= sizeof(v->value) - 1)
		return ig_fail(ig, line, "number '%.40s' is longer than %zu "
			       "characters", s, sizeof(v->value) - 1);
	if (n == 0)
		return ig_fail(ig, line, "'%s' is not a number", s);
	s += n;
	if ((*s == 'k' || *s == 'K' || *s == 'M') &&
	    !isalpha((unsigned char)s[1])) {
		mult = *s == 'M' ? 6 : 3;
		s++;
	}
	if (mult && shift_decimal(v->value, sizeof(v->value), mult) != 0)
		return ig_fail(ig, line, "number too long");
	s = str_trim(s);
	/* footnote marks, before or after the unit */
	while ((f = footnote_len(s)) > 0)
		s = str_trim(s + f);
	snprintf(unit, sizeof(unit), "%s", s);
	for (n = 0; unit[n] != '\0'; n++)
		if (footnote_len(unit + n) > 0) {
			unit[n] = '\0';
			break;
		}
	str_trim(unit);
	/* "742 (code)": a label in brackets, no unit */
	if (unit[0] == '(' && unit[strlen(unit) - 1] == ')' &&
	    ig_unit(unit, &v->metric, &v->unit) < 0)
		unit[0] = '\0';
	if (unit[0] != '\0' && ig_unit(unit, &v->metric, &v->unit) < 0)
		return ig_fail(ig, line, "unknown unit '%s' in '%s'", unit,
			       v->value);
	return 1;
}

/* see ingest.h */
int
ig_cell_vals(ingest *ig, int line, const char *cell, ig_val *v, int max)
{
	char buf[256], *parts[4], *p;
	int n = 0, i, k, got = 0;

	if (str_fit(buf, sizeof(buf), cell) != 0)
		return ig_fail(ig, line, "cell '%.40s...' is too long", cell);
	p = str_trim(buf);
	parts[n++] = p;
	/* "AVG: 1 <br /> MIN: 2", "1.2 / 3.4", "1.2 + 3.4" */
	while (n < 4 && *p != '\0') {
		char *br = strcasestr(p, "<br"), *sl = strstr(p, " / "),
		     *pl = strstr(p, " + "), *cut = NULL;
		size_t skip = 3;

		if (br != NULL) {
			cut = br;
			skip = strcspn(br, ">") + 1;
		} else if (sl != NULL) {
			cut = sl;
		} else if (pl != NULL) {
			cut = pl;
		} else if ((sl = strchr(p, '/')) != NULL && sl > p &&
			   isdigit((unsigned char)sl[-1]) &&
			   isdigit((unsigned char)sl[1])) {
			/* "12/34": two numbers, not a unit's slash */
			cut = sl;
			skip = 1;
		}
		if (cut == NULL)
			break;
		if (cut[skip - 1] != '>' && br != NULL)
			return ig_fail(ig, line, "unclosed '<br' in a cell");
		*cut = '\0';
		p = cut + skip;
		parts[n++] = p;
	}
	for (i = 0; i < n; i++) {
		ig_val one;

		if ((k = cell_part(ig, line, parts[i], &one)) < 0)
			return -1;
		if (k == 0)
			continue;
		one.slot = i;
		if (got == max)
			return ig_fail(ig, line, "more than %d figures in cell "
				       "'%.40s'", max, cell);
		v[got++] = one;
	}
	return got;
}
