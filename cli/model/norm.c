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

static int
is_bulk_op(const char *op)
{
	return strcmp(op, "encrypt") == 0 || strcmp(op, "decrypt") == 0 ||
	       strcmp(op, "hash") == 0;
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

	if (strcmp(r->unit, "bytes") == 0) {
		/* footprint: compared as it is */
		*out = r->v;
		return NORM_BYTES;
	}
	if (r->v <= 0 && strcmp(r->metric, "cycles") != 0 &&
	    strcmp(r->metric, "insns") != 0 &&
	    strcmp(r->metric, "est-cycles") != 0)
		return NORM_NONE;
	if (strcmp(r->metric, "throughput") == 0) {
		/* MB = 10^6 bytes and KB = 10^3 bytes, as the pages use them;
		 * KiB and MiB are 2^10 and 2^20 (the layouts that read a
		 * page's KB as KiB store it as KiB/s) */
		static const struct {
			const char *unit;
			double bytes;
		} per[] = { { "B/s", 1 }, { "KB/s", 1e3 }, { "MB/s", 1e6 },
			    { "KiB/s", 1024 }, { "MiB/s", 1048576 } };
		size_t i;

		for (i = 0; i < sizeof(per) / sizeof(per[0]); i++)
			if (strcmp(r->unit, per[i].unit) == 0)
				break;
		if (i == sizeof(per) / sizeof(per[0]))
			return NORM_NONE;
		*out = hz / (r->v * per[i].bytes);
		return NORM_CPB;
	}
	if (strcmp(r->metric, "rate") == 0) {
		/* operations per second: cycles per operation */
		if (strcmp(r->unit, "ops/s") != 0)
			return NORM_NONE;
		*out = hz / r->v;
		return NORM_CPO;
	}
	if (strcmp(r->metric, "time") == 0) {
		if (strcmp(r->unit, "ms") == 0)
			cycles = r->v * 1e-3 * hz;
		else if (strcmp(r->unit, "us") == 0)
			cycles = r->v * 1e-6 * hz;
		else if (strcmp(r->unit, "ns") == 0)
			cycles = r->v * 1e-9 * hz;
		else if (strcmp(r->unit, "s") == 0)
			cycles = r->v * hz;
		else
			return NORM_NONE;
	} else if (strcmp(r->metric, "cycles") == 0 &&
		   strcmp(r->unit, "cycles/B") == 0) {
		/* a published cycles-per-byte figure is one already */
		*out = r->v;
		return NORM_CPB;
	} else if (strcmp(r->metric, "cycles") == 0 ||
		   strcmp(r->metric, "insns") == 0 ||
		   strcmp(r->metric, "est-cycles") == 0) {
		/* emulated instructions and the cycle model's estimates stand
		 * where cycles would; the unit names them (norm_unit_of) */
		cycles = r->v;
	} else {
		return NORM_NONE;
	}
	/* a timed call over a known number of bytes is a throughput */
	bytes = bytes_per_call(r);
	if (bytes > 0 && is_bulk_op(r->operation)) {
		*out = cycles / bytes;
		return NORM_CPB;
	}
	*out = cycles;
	return NORM_CPO;
}

const char *
norm_unit_of(const cb_result *r, norm_kind k)
{
	if (strcmp(r->metric, "insns") == 0)
		return k == NORM_CPB ? "insns/B" : k == NORM_CPO ? "insns/op" :
		       "";
	if (strcmp(r->metric, "est-cycles") == 0)
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
