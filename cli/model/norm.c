/* SPDX-License-Identifier: MIT */
/* Per-MHz normalisation: cycles per byte and cycles per operation. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "util.h"

int
param_get(const char *params, const char *key, char *buf, size_t len)
{
	size_t kl = strlen(key);
	const char *p = params;

	while (*p != '\0') {
		const char *end = strchr(p, ';');

		if (end == NULL)
			end = p + strlen(p);
		if ((size_t)(end - p) > kl && strncmp(p, key, kl) == 0 &&
		    p[kl] == '=') {
			snprintf(buf, len, "%.*s", (int)(end - p - (long)kl - 1),
				 p + kl + 1);
			return 1;
		}
		p = *end ? end + 1 : end;
	}
	return 0;
}

/* Bytes processed by one measured call, from the message or buffer size. */
static double
bytes_per_call(const cb_result *r)
{
	char buf[64];
	double v;

	if ((param_get(r->params, "message", buf, sizeof(buf)) ||
	     param_get(r->params, "buffer", buf, sizeof(buf))) &&
	    num_parse(buf, &v) == 0)
		return v;
	return 0;
}

int
alg_is_raw(const cb_result *r)
{
	/* ingest --keep-unknown's rows: "raw-" and the published name */
	return strncmp(r->algorithm, "raw-", 4) == 0;
}

norm_kind
norm_value(const cb_result *r, double clock_mhz, double *out)
{
	double hz = clock_mhz * 1e6, cycles, bytes;

	if (r->un == UNIT_BYTES) {
		/* footprint: compared as it is */
		*out = r->v;
		return NORM_BYTES;
	}
	if (r->v <= 0 && !metric_is_count(r->met))
		return NORM_NONE;
	switch (r->met) {
	case MET_THROUGHPUT:
		if (unit_kind(r->un) != MET_THROUGHPUT)
			return NORM_NONE;
		*out = hz / (r->v * unit_scale(r->un));
		return NORM_CPB;
	case MET_RATE:
		/* operations per second: cycles per operation */
		if (unit_kind(r->un) != MET_RATE)
			return NORM_NONE;
		*out = hz / r->v;
		return NORM_CPO;
	case MET_TIME:
		if (unit_kind(r->un) != MET_TIME)
			return NORM_NONE;
		cycles = r->v * unit_scale(r->un) * hz;
		break;
	case MET_CYCLES:
		/* a published cycles-per-byte figure is one already */
		if (r->un == UNIT_CPB) {
			*out = r->v;
			return NORM_CPB;
		}
		cycles = r->v;
		break;
	case MET_INSNS:
	case MET_EST_CYCLES:
		/* emulated instructions and the cycle model's estimates stand
		 * where cycles would; the unit names them (norm_unit_of) */
		cycles = r->v;
		break;
	default:
		return NORM_NONE;
	}
	/* a timed call over a known number of bytes is a throughput */
	bytes = bytes_per_call(r);
	if (bytes > 0 && r->bulk) {
		*out = cycles / bytes;
		return NORM_CPB;
	}
	*out = cycles;
	return NORM_CPO;
}

const char *
norm_unit_of(const cb_result *r, norm_kind k)
{
	if (r->met == MET_INSNS)
		return k == NORM_CPB ? "insns/B" : k == NORM_CPO ? "insns/op" :
		       "";
	if (r->met == MET_EST_CYCLES)
		return k == NORM_CPB ? "est-cycles/B" :
		       k == NORM_CPO ? "est-cycles/op" : "";
	return norm_unit(k);
}

const char *
norm_unit(norm_kind k)
{
	switch (k) {
	case NORM_CPB:
		return "cycles/B";
	case NORM_CPO:
		return "cycles/op";
	case NORM_BYTES:
		return "bytes";
	default:
		return "";
	}
}

const char *
fmt_num(char *buf, size_t len, double v)
{
	double a = fabs(v);

	if (a >= 1e9)
		snprintf(buf, len, "%.2fG", v / 1e9);
	else if (a >= 1e6)
		snprintf(buf, len, "%.2fM", v / 1e6);
	else if (a >= 1e4)
		snprintf(buf, len, "%.1fk", v / 1e3);
	else if (a >= 100)
		snprintf(buf, len, "%.1f", v);
	else
		snprintf(buf, len, "%.2f", v);
	return buf;
}
