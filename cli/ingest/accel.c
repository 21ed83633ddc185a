/* SPDX-License-Identifier: MIT */
/* Hardware per algorithm: the MCU accelerator table and what a page's
 * hardware claims become against it. */
#include <ctype.h>
#include <fnmatch.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest.h"
#include "model.h"
#include "util.h"

static const ig_accel accels[] = {
#define ACCEL(mcu, algs, source) { mcu, algs, source },
#include "accelerators.def"
#undef ACCEL
};

/* see ingest.h */
const ig_accel *
ig_accel_of(const char *mcu)
{
	const ig_accel *best = NULL;
	size_t i, l;

	for (i = 0; i < sizeof(accels) / sizeof(accels[0]); i++) {
		l = strlen(accels[i].mcu);
		/* "ESP32$": that name only, not a prefix of ESP32-S3 */
		if (l > 0 && accels[i].mcu[l - 1] == '$' &&
		    (strlen(mcu) != l - 1 ||
		     strncasecmp(mcu, accels[i].mcu, l - 1) != 0))
			continue;
		if (strncasecmp(mcu, accels[i].mcu,
				l - (accels[i].mcu[l - 1] == '$')) == 0 &&
		    (best == NULL || l > strlen(best->mcu)))
			best = &accels[i];
	}
	return best;
}

/* Does id match one of the globs of list (separated by spaces or
 * commas)? */
static int
in_list(const char *list, const char *id)
{
	char glob[64];
	size_t n;

	for (list += strspn(list, " ,"); *list != '\0';
	     list += strspn(list, " ,")) {
		n = strcspn(list, " ,");
		if (n < sizeof(glob)) {
			memcpy(glob, list, n);
			glob[n] = '\0';
			if (fnmatch(glob, id, 0) == 0)
				return 1;
		}
		list += n;
	}
	return 0;
}

/* see ingest.h */
int
ig_accel_does(const ig_accel *a, const char *id)
{
	return in_list(a->algorithms, id);
}

/* A row's params with ";key=value" after them, whole or an error. */
static int
add_param(ingest *ig, cb_result *r, const char *key, const char *value)
{
	char p[sizeof(r->params)];

	if (fmt_fit(p, sizeof(p), "%s%s%s=%s", r->params,
		    r->params[0] ? ";" : "", key, value) != 0)
		return ig_fail(ig, r->line, "parameters '%.40s...' and %s=%s "
			       "are longer than %zu characters", r->params,
			       key, value, sizeof(p) - 1);
	memcpy(r->params, p, sizeof(p));
	return 0;
}

/* The params without the configuration and the annotations: what makes a
 * hardware figure and a software one twins on one board. */
static void
twin_key(const cb_result *r, char *out, size_t len)
{
	const char *p = r->params;
	size_t o = 0, n;

	out[0] = '\0';
	for (; *p != '\0'; p += *p == ';') {
		n = strcspn(p, ";");
		if (strncmp(p, "config=", 7) != 0 &&
		    strncmp(p, "version=", 8) != 0 &&
		    strncmp(p, "impl-note=", 10) != 0 &&
		    o + n + 2 < len) {
			memcpy(out + o, p, n);
			o += n;
			out[o++] = ';';
			out[o] = '\0';
		}
		p += n;
	}
}

/* A hardware figure within 5 % of a software twin (same algorithm,
 * operation, metric, unit and parameters but the configuration) is
 * suspect: warned about, once per figure. */
static void
warn_twins(ingest *ig)
{
	char ka[sizeof(ig->rows[0].params)], kb[sizeof(ka)];
	size_t i, j;

	for (i = 0; i < ig->nrows; i++) {
		const cb_result *h = &ig->rows[i];

		if (strcmp(h->impl, "hw") != 0)
			continue;
		twin_key(h, ka, sizeof(ka));
		for (j = 0; j < ig->nrows; j++) {
			const cb_result *s = &ig->rows[j];

			if (strcmp(s->impl, "sw") != 0 ||
			    strcmp(s->algorithm, h->algorithm) != 0 ||
			    strcmp(s->operation, h->operation) != 0 ||
			    strcmp(s->metric, h->metric) != 0 ||
			    strcmp(s->unit, h->unit) != 0 || s->v <= 0)
				continue;
			twin_key(s, kb, sizeof(kb));
			if (strcmp(ka, kb) != 0 ||
			    fabs(h->v - s->v) > 0.05 * s->v)
				continue;
			ig_warn(ig, h->line, "%s %s: the hardware figure %s %s "
				"is within 5 %% of the software one of line %d "
				"(%s %s): is it hardware?", h->algorithm,
				h->operation, h->value, h->unit, s->line,
				s->value, s->unit);
			break;
		}
	}
}

/* see ingest.h */
int
ig_resolve_impl(ingest *ig)
{
	const ig_accel *a = ig->board.mcu[0] ? ig_accel_of(ig->board.mcu) :
			    NULL;
	int unchecked = 0;
	size_t i;

	for (i = 0; i < ig->nrows; i++) {
		cb_result *r = &ig->rows[i];
		const char *claim = r->impl, *impl = "sw", *note = NULL;

		if (ig->opt.hw != NULL && in_list(ig->opt.hw, r->algorithm)) {
			impl = "hw";
			note = "user";
		} else if (ig->opt.sw != NULL &&
			   in_list(ig->opt.sw, r->algorithm)) {
			note = "user";
		} else if (strcmp(claim, IG_UNSTATED) == 0) {
			note = "unstated";
		} else if (strcmp(claim, IG_SW) == 0) {
			;
		} else if (a == NULL) {
			/* a chip the table lacks: the page's word stands */
			impl = "hw";
			unchecked++;
		} else if (ig_accel_does(a, r->algorithm)) {
			impl = "hw";
		} else {
			note = "no-accelerator";
		}
		snprintf(r->impl, sizeof(r->impl), "%s", impl);
		if (note != NULL && add_param(ig, r, "impl-note", note) != 0)
			return -1;
	}
	if (unchecked > 0)
		ig_note(ig, "MCU '%s' is not in the accelerator table "
			"(data/accelerators.def): %d hardware figures are as the "
			"page says, unchecked", ig->board.mcu, unchecked);
	warn_twins(ig);
	return 0;
}
