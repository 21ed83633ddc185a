/* SPDX-License-Identifier: MIT */
/* Ingest of run logs (cryptobench run, firmware): the lib/bench protocol. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

#define LOG_MAGIC "# cryptobench: run log"

static void
derive_id(const char *platform, char *id, size_t len)
{
	size_t o = 0;

	for (; *platform != '\0' && o + 1 < len; platform++) {
		unsigned char ch = (unsigned char)*platform;

		if (isalnum(ch) || ch == '_')
			id[o++] = (char)tolower(ch);
		else if (o > 0 && id[o - 1] != '-')
			id[o++] = '-';
	}
	while (o > 0 && id[o - 1] == '-')
		o--;
	id[o] = '\0';
}

/* One "row" line: row alg op params metric value unit [key=value...];
 * a stack=N field becomes a second row, metric stack in bytes, and a
 * work=N field (the caller's working buffer) one more, metric
 * work-buffer in bytes */
static int
parse_row(ingest *ig, int line, char *l)
{
	char *tok[16], *save, *t;
	const char *params, *stack = NULL, *work = NULL;
	cb_metric met;
	cb_unit un;
	int n = 0, i;

	for (t = strtok_r(l, " \t", &save); t != NULL && n < 16;
	     t = strtok_r(NULL, " \t", &save))
		tok[n++] = t;
	if (n < 7)
		return ig_fail(ig, line, "row with %d fields; expected 'row "
			       "ALGORITHM OPERATION PARAMS METRIC VALUE UNIT'",
			       n);
	met = metric_parse(tok[4]);
	un = unit_parse(tok[6]);
	if (met != MET_TIME && !metric_is_count(met))
		return ig_fail(ig, line, "metric must be cycles, insns, "
			       "est-cycles or time, not '%s'", tok[4]);
	if (met == MET_INSNS && un != UNIT_EMU_INSNS)
		return ig_fail(ig, line, "insns are counted in "
			       "emulated-insns, not '%s'", tok[6]);
	/* the cycle model's estimates are never called cycles */
	if ((met == MET_EST_CYCLES) != (un == UNIT_EST_CYCLES))
		return ig_fail(ig, line, "est-cycles rows and only they are in "
			       "unit est-cycles, not '%s'", tok[6]);
	if (met == MET_EST_CYCLES &&
	    strstr(ig->board.method, "est-cycles") == NULL)
		return ig_fail(ig, line, "an est-cycles row before the "
			       "'# est_cycles:' header naming the model");
	if (num_len(tok[5]) != strlen(tok[5]))
		return ig_fail(ig, line, "'%s' is not a number", tok[5]);
	if (met == MET_TIME &&
	    un != UNIT_NS && un != UNIT_US && un != UNIT_MS)
		return ig_fail(ig, line, "unknown time unit '%s'", tok[6]);
	if (alg_by_id(tok[1]) == NULL) {
		/* a newer firmware may know more than this tool: keep going */
		ig_warn(ig, line, "algorithm '%s' is not in cli/algs.c; row "
			"left out", tok[1]);
		return 0;
	}
	for (i = 7; i < n; i++) {
		const char **f = strncmp(tok[i], "stack=", 6) == 0 ? &stack :
				 strncmp(tok[i], "work=", 5) == 0 ? &work : NULL;

		if (f == NULL)
			continue;
		*f = strchr(tok[i], '=') + 1;
		if (**f == '\0' || (*f)[strspn(*f, "0123456789")] != '\0')
			return ig_fail(ig, line, "%s '%s' is not a number of "
				       "bytes", f == &stack ? "stack" : "work",
				       *f);
	}
	params = strcmp(tok[3], "-") == 0 ? "" : tok[3];
	if (ig_add(ig, line, "sw", tok[1], tok[2], params, tok[4], tok[5],
		   tok[6]) != 0)
		return -1;
	if (stack != NULL && ig_add(ig, line, "sw", tok[1], tok[2], params,
				    "stack", stack, "bytes") != 0)
		return -1;
	return work == NULL ? 0 : ig_add(ig, line, "sw", tok[1], tok[2],
					 params, "work-buffer", work, "bytes");
}

/* One "# key: value" header line into the board (or platform, id and
 * clock description); 0 or -1 (ig->err set: a value too long for its
 * field, a bad clock). */
static int
header(ingest *ig, int line, const char *key, const char *v, char *platform,
       size_t plen, char *id, size_t idlen, char *how, size_t howlen,
       int *clock_unknown)
{
	cb_board *b = &ig->board;
	const struct {
		const char *key;
		char *dst;
		size_t len;
	} f[] = {
		{ "platform", platform, plen },
		{ "platform", b->name, sizeof(b->name) },
		{ "board", id, idlen },
		{ "cpu", b->mcu, sizeof(b->mcu) },
		{ "core", b->core, sizeof(b->core) },
		{ "vendor", b->vendor, sizeof(b->vendor) },
		{ "clock", how, howlen },
		{ "compiler", b->compiler, sizeof(b->compiler) },
		{ "flags", b->optimization, sizeof(b->optimization) },
		{ "version", b->library_version, sizeof(b->library_version) },
		/* a library measured beside ours (run --ref): its figures'
		 * own run names it and its version after ours */
		{ "library", b->library, sizeof(b->library) },
		{ "library_version", b->library_version,
		  sizeof(b->library_version) },
		{ "method", b->method, sizeof(b->method) },
	};
	size_t i;

	/* the cycle model's rows: its name and error join the method */
	if (strcmp(key, "est_cycles") == 0) {
		char m[sizeof(b->method)];

		if (b->method[0] == '\0' ||
		    fmt_fit(m, sizeof(m), "%s; est-cycles: %s", b->method,
			    v) != 0)
			return ig_fail(ig, line, "'# est_cycles:' must follow "
				       "'# method:' and fit its %zu characters",
				       sizeof(b->method) - 1);
		memcpy(b->method, m, sizeof(m));
		return 0;
	}
	/* a reference library's configuration joins the flags it was
	 * built with */
	if (strcmp(key, "library_config") == 0) {
		char m[sizeof(b->optimization)];

		if (fmt_fit(m, sizeof(m), "%s%s%s", b->optimization,
			    b->optimization[0] != '\0' ? "; " : "", v) != 0)
			return ig_fail(ig, line, "'# library_config:' and the "
				       "flags must fit %zu characters",
				       sizeof(b->optimization) - 1);
		memcpy(b->optimization, m, sizeof(m));
		return 0;
	}
	/* run --board --gpio: the clock measured from outside joins it too */
	if (strcmp(key, "clock_check") == 0) {
		char m[sizeof(b->method)];

		if (b->method[0] == '\0' ||
		    fmt_fit(m, sizeof(m), "%s; %s", b->method, v) != 0)
			return ig_fail(ig, line, "'# clock_check:' must follow "
				       "'# method:' and fit its %zu characters",
				       sizeof(b->method) - 1);
		memcpy(b->method, m, sizeof(m));
		return 0;
	}
	if (strcmp(key, "clock_mhz") == 0) {
		if (strcmp(v, "unknown") == 0)
			*clock_unknown = 1;
		else if (num_clock(v, &b->clock_mhz) != 0)
			return ig_fail(ig, line, "bad clock_mhz '%s': a number "
				       "of MHz from 0.001 to 100000 or "
				       "'unknown'", v);
		return 0;
	}
	for (i = 0; i < sizeof(f) / sizeof(f[0]); i++)
		if (strcmp(key, f[i].key) == 0 &&
		    ig_field(ig, line, f[i].dst, f[i].len, key, v) != 0)
			return -1;
	return 0;
}

static int
parse(ingest *ig, const page *p)
{
	const char *board_id = ig->want_id;
	cb_board *b = &ig->board;
	char platform[96] = "", how[96] = "", id[32] = "", *v;
	const char *base;
	long version;
	double preset = b->clock_mhz;
	int i, start = -1, end = -1, clock_unknown = 0;

	for (i = 0; i < p->n && start < 0; i++)
		if (strncmp(p->line[i], LOG_MAGIC, strlen(LOG_MAGIC)) == 0)
			start = i;
	if (start < 0)
		return ig_fail(ig, 0, "no '" LOG_MAGIC "' line");
	v = str_trim(p->line[start] + strlen(LOG_MAGIC));
	if (num_int(v, 1000, &version) != 0 || version != 1)
		return ig_fail(ig, start + 1, "run log version '%s' is not "
			       "supported (this tool reads version 1)", v);
	snprintf(b->library, sizeof(b->library), "cryptobench");
	for (i = start + 1; i < p->n && end < 0; i++) {
		char *l = str_trim(p->line[i]), *colon;

		if (*l == '\0')
			continue;
		if (strcmp(l, "# end") == 0) {
			end = i;
		} else if (strncmp(l, LOG_MAGIC, strlen(LOG_MAGIC)) == 0) {
			return ig_fail(ig, i + 1, "a second run log starts "
				       "before the first one ended (no '# "
				       "end'): the first is truncated");
		} else if (strncmp(l, "# stack: overflow", 17) == 0) {
			/* mcu/common/port_cm.c: a call reached the stack
			 * guard, so every figure after it is suspect */
			return ig_fail(ig, i + 1, "%s: the firmware ran out "
				       "of stack; a run that overflowed is "
				       "never kept (give the board more "
				       "stack: its workspace or -Dfw_stack)",
				       l + 2);
		} else if (strncmp(l, "# fault: ", 9) == 0) {
			return ig_fail(ig, i + 1, "the firmware faulted "
				       "(%s): the run is not kept", l + 9);
		} else if (strncmp(l, "# skip ", 7) == 0) {
			ig_warn(ig, i + 1, "not measured: %s", l + 7);
		} else if (strncmp(l, "# ", 2) == 0) {
			colon = strstr(l, ": ");
			if (colon == NULL)
				continue;       /* a comment */
			*colon = '\0';
			v = str_trim(colon + 2);
			l = str_trim(l + 2);
			if (header(ig, i + 1, l, v, platform,
				   sizeof(platform), id, sizeof(id), how,
				   sizeof(how), &clock_unknown) != 0)
				return -1;
			if (strcmp(l, "board") == 0 && board_id == NULL &&
			    id_valid(id))
				snprintf(b->id, sizeof(b->id), "%s", id);
		} else if (strncmp(l, "row ", 4) == 0) {
			if (parse_row(ig, i + 1, l) != 0)
				return -1;
		} else if (strncmp(l, "selftest ", 9) == 0) {
			if (strstr(l, "FAIL") != NULL)
				ig_warn(ig, i + 1, "%s", l);
		} else {
			ig_warn(ig, i + 1, "line ignored: '%.60s'", l);
		}
	}
	if (end < 0) {
		int last = p->n;

		/* name the last line the log has */
		while (last > start + 1 && *str_trim(p->line[last - 1]) == '\0')
			last--;
		return ig_fail(ig, last, "run log cut short after this line: "
			       "no '# end' marker (log started at line %d)",
			       start + 1);
	}
	if (board_id != NULL)
		snprintf(b->id, sizeof(b->id), "%s", board_id);
	else if (b->id[0] == '\0') {
		derive_id(platform, id, sizeof(id));
		snprintf(b->id, sizeof(b->id), "%s", id);
	}
	if (!id_valid(b->id))
		return ig_fail(ig, 0, "board id '%s' must be lowercase "
			       "letters, digits, '-' or '_'; give one with "
			       "--board", b->id);
	if (b->clock_mhz <= 0 && preset > 0)
		b->clock_mhz = preset;
	if (b->clock_mhz <= 0)
		return ig_fail(ig, start + 1, "the log states no clock_mhz%s",
			       clock_unknown ? " (unknown)" : "");
	if (b->mcu[0] == '\0')
		snprintf(b->mcu, sizeof(b->mcu), "%s",
			 b->core[0] ? b->core : "unknown");
	if (b->method[0] == '\0')
		snprintf(b->method, sizeof(b->method), "measured");
	base = strrchr(ig->path, '/');
	base = base ? base + 1 : ig->path;
	if (fmt_fit(b->source, sizeof(b->source), "%s: cryptobench run on "
		    "%s%s%s", base, platform[0] ? platform : b->id,
		    how[0] ? "; clock " : "", how) != 0)
		return ig_fail(ig, start + 1, "file name, platform and clock "
			       "are longer than the %zu characters of a "
			       "source", sizeof(b->source) - 1);
	if (ig->nrows == 0)
		return ig_fail(ig, end + 1, "the log has no result row");
	for (i = 0; i < (int)ig->nrows; i++)
		snprintf(ig->rows[i].board, sizeof(ig->rows[i].board), "%s",
			 b->id);
	return 0;
}

/* A log is a page with the line that starts one. */
static int
detect(const page *p)
{
	int i;

	for (i = 0; i < p->n; i++)
		if (strncmp(p->line[i], LOG_MAGIC, strlen(LOG_MAGIC)) == 0)
			return 1;
	return 0;
}

const layout layout_runlog = {
	"cryptobench-log", "the log of cryptobench run or its firmware",
	detect, parse, LAYOUT_OWN_BOARD
};
