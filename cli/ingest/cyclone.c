/* SPDX-License-Identifier: MIT */
/* CycloneCRYPTO benchmark pages: their metadata and end, around the two
 * table layouts (markdown tables: markdown.c; tables flattened to
 * text: runon.c). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

/* The text after key up to stop (or the end of the line), malloc'd; NULL
 * when the line has no key (or memory is short: then *err is set). */
static char *
after(const char *line, const char *key, const char *stop, int *err)
{
	const char *p = strstr(line, key), *e;
	char *out;

	if (p == NULL)
		return NULL;
	p += strlen(key);
	e = stop ? strstr(p, stop) : NULL;
	if (e == NULL)
		e = p + strlen(p);
	while (e > p && isspace((unsigned char)e[-1]))
		e--;
	out = strndup(p, (size_t)(e - p));
	if (out == NULL)
		*err = 1;
	return out;
}

/* The clock of a line "... @ 180 MHz": 1 and *mhz, 0 when the line states
 * none, -1 when the word before "MHz" is no clock (copied into bad). */
static int
clock_at(const char *l, double *mhz, char *bad, size_t badlen)
{
	const char *at = strstr(l, " @ ");
	size_t n;

	if (at == NULL)
		return 0;
	at += 3;
	n = strcspn(at, " \t");
	if (strncmp(at + n, " MHz", 4) != 0)
		return 0;
	snprintf(bad, badlen, "%.*s", (int)n, at);
	if (n >= badlen || num_clock(bad, mhz) != 0)
		return -1;
	return 1;
}

/* One metadata line of a CycloneCRYPTO page; 0 or -1 (ig->err set). */
static int
meta_line(ingest *ig, int line, const char *l, int *have_lib)
{
	cb_board *b = &ig->board;
	char bad[64], *t, *w, *sp;
	const char *at;
	double mhz;
	int k = clock_at(l, &mhz, bad, sizeof(bad)), err = 0, rc = 0;

	if (k < 0)
		return ig_fail(ig, line, "clock '%s' MHz is not a frequency (a "
			       "number from 0.001 to 100000)", bad);
	if (k > 0 && b->clock_mhz == 0 &&
	    (at = strstr(l, "Cortex-")) != NULL) {
		char core[64];

		if (fmt_fit(core, sizeof(core), "%.*s",
			    (int)strcspn(at, " @"), at) != 0 ||
		    ig_field(ig, line, b->core, sizeof(b->core), "core",
			     core) != 0)
			return ig_fail(ig, line, "core name is too long");
		b->clock_mhz = mhz;
	} else if (k > 0 && b->clock_mhz > 0 && mhz != b->clock_mhz) {
		ig_warn(ig, line, "section clock %g MHz differs from the "
			"page's %g MHz", mhz, b->clock_mhz);
	}
	if (b->name[0] == '\0' &&
	    (t = after(l, "conducted on ", " will help", &err)) != NULL) {
		char *with = strstr(t, " with ");

		w = strstr(t, " development board");
		if (with != NULL && strstr(with, " MCU") != NULL) {
			char *mcu = after(with, " with ", " MCU", &err);

			rc = mcu == NULL ? -1 : ig_field(ig, line, b->mcu,
				sizeof(b->mcu), "MCU", mcu);
			free(mcu);
			*with = '\0';
		}
		if (w != NULL)
			*w = '\0';
		if (rc == 0)
			rc = ig_field(ig, line, b->name, sizeof(b->name),
				      "board name", t);
		free(t);
	}
	if (rc == 0 && b->vendor[0] == '\0' &&
	    (t = after(l, "running on ", " microcontroller", &err)) != NULL) {
		if ((sp = strrchr(t, ' ')) != NULL) {
			if (b->mcu[0] == '\0')
				rc = ig_field(ig, line, b->mcu, sizeof(b->mcu),
					      "MCU", sp + 1);
			*sp = '\0';
			if (rc == 0)
				rc = ig_field(ig, line, b->vendor,
					      sizeof(b->vendor), "vendor", t);
		}
		free(t);
	}
	if (rc == 0 && (t = after(l, "Benchmark generated with ", NULL,
				  &err)) != NULL) {
		const char *ver = "";

		if ((sp = strrchr(t, ' ')) != NULL) {
			ver = sp + 1;
			*sp = '\0';
		}
		if (!*have_lib) {
			rc = ig_field(ig, line, b->library, sizeof(b->library),
				      "library", t);
			if (rc == 0)
				rc = ig_field(ig, line, b->library_version,
					      sizeof(b->library_version),
					      "library version", ver);
			*have_lib = 1;
		} else if (strcmp(t, b->library) != 0 ||
			   strcmp(ver, b->library_version) != 0) {
			ig_warn(ig, line, "library %s %s differs from %s %s "
				"named earlier", t, ver, b->library,
				b->library_version);
		}
		free(t);
	}
	if (rc == 0 && b->compiler[0] == '\0' &&
	    (t = after(l, "Compiled using ", NULL, &err)) != NULL) {
		static const char level[] = " with optimization level ";

		if ((w = strstr(t, level)) != NULL) {
			if (fmt_fit(b->optimization, sizeof(b->optimization),
				    "-O%s", w + strlen(level)) != 0)
				rc = ig_fail(ig, line, "optimization level is "
					     "too long");
			*w = '\0';
		}
		if (rc == 0)
			rc = ig_field(ig, line, b->compiler,
				      sizeof(b->compiler), "compiler", t);
		free(t);
	}
	if (err)
		return ig_fail(ig, line, "out of memory");
	return rc;
}

static int
meta_cyclone(ingest *ig, const page *p)
{
	int i, have_lib = 0;

	snprintf(ig->board.method, sizeof(ig->board.method), "published");
	for (i = 0; i < p->n; i++)
		if (meta_line(ig, i + 1, p->line[i], &have_lib) != 0)
			return -1;
	return 0;
}

/*
 * After the last table of a CycloneCRYPTO page (which ends with a table):
 * a page cut between tables shows the start of a section whose table is
 * lost (its title "... Algorithms", its "@ N MHz" line, its bullets), or
 * ends inside a line.  0 or -1.
 */
static int
cyclone_tail(ingest *ig, const page *p)
{
	int i, k;
	char bad[64];
	double mhz;

	for (i = ig->table_end; i < p->n; i++) {
		const char *t = str_trim(p->line[i]);
		size_t l = strlen(t);

		if (l == 0)
			continue;
		k = clock_at(t, &mhz, bad, sizeof(bad));
		if (k != 0 || strstr(t, "Benchmark generated with ") != NULL ||
		    strstr(t, "Compiled using ") != NULL ||
		    (l > 11 && strcmp(t + l - 11, " Algorithms") == 0))
			return ig_fail(ig, i + 1, "a section starts here but "
				       "no table follows (truncated?)");
	}
	/* even a last line of spaces: only a line break ends a line */
	if (p->open_end && p->n > ig->table_end && p->line[p->n - 1][0] != '\0')
		return ig_fail(ig, p->n, "the page ends inside this line, "
			       "after its last table (truncated?)");
	return 0;
}

/* Cyclone's columns say "(Software)" or "(Hardware)" */
static int
cyclone_columns(const page *p)
{
	int i;

	for (i = 0; i < p->n; i++)
		if (strstr(p->line[i], "(Software)") != NULL ||
		    strstr(p->line[i], "(Hardware)") != NULL)
			return 1;
	return 0;
}

/* A markdown table: a '|' line over a '|---' rule. */
static int
detect_markdown(const page *p)
{
	int i;

	for (i = 0; i + 1 < p->n; i++)
		if (p->line[i][0] == '|' &&
		    strncmp(p->line[i + 1], "|---", 4) == 0)
			return cyclone_columns(p);
	return 0;
}

/* The tables as text: a line starting with the "Algorithm" header. */
static int
detect_text(const page *p)
{
	int i;

	for (i = 0; i < p->n; i++)
		if (strncmp(str_trim(p->line[i]), "Algorithm", 9) == 0)
			return cyclone_columns(p);
	return 0;
}

static int
parse(ingest *ig, const page *p, int (*tables)(ingest *, const page *))
{
	if (meta_cyclone(ig, p) != 0 || tables(ig, p) != 0)
		return -1;
	return cyclone_tail(ig, p);
}

static int
parse_markdown(ingest *ig, const page *p)
{
	return parse(ig, p, ingest_markdown);
}

static int
parse_text(ingest *ig, const page *p)
{
	return parse(ig, p, ingest_runon);
}

const layout layout_cyclone_md = {
	"cyclone-markdown", "CycloneCRYPTO benchmark page with markdown tables",
	detect_markdown, parse_markdown, 0
};
const layout layout_cyclone_text = {
	"cyclone-text", "CycloneCRYPTO benchmark page, tables as text",
	detect_text, parse_text, 0
};
