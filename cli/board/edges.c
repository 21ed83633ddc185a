/* SPDX-License-Identifier: MIT */
/* The marker pin's edges beside a board's run log: per-row times, the clock. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "model.h"
#include "util.h"

/*
 * The harness drives the marker high around every timed sample
 * (lib/bench/runner.c: timed()): per case one estimate sample, then reps
 * samples of inner calls, back to back.  Between two cases the firmware
 * prints a row (some 100 characters: 8 ms at 115200 baud) and prepares
 * the next case, so a gap of more than 2 ms between two pulses separates
 * cases: one burst of pulses per row of the log.
 */
#define BURST_GAP_NS 2000000u

typedef struct pulse {
	uint64_t rise, fall;
} pulse;

typedef struct row_info {
	char what[160];         /* "alg op params" */
	double cycles;          /* per call, on-chip */
	long reps, inner;
	double width;           /* median pulse, ns */
} row_info;

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double
median(double *v, size_t n)
{
	qsort(v, n, sizeof(*v), cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The log's rows of metric cycles, in order; -1 on a row of another
 * metric (emulated counts have no pin) or out of memory. */
static int
log_rows(const char *log, row_info **out, size_t *nout)
{
	char *copy = strdup(log), *l, *save, *tok[16], *s2, *t;
	row_info *r = NULL;
	size_t n = 0;
	int rc = 0;

	if (copy == NULL)
		return -1;
	for (l = strtok_r(copy, "\n", &save); l != NULL && rc == 0;
	     l = strtok_r(NULL, "\n", &save)) {
		int nt = 0, i;
		row_info *x;

		if (strncmp(l, "row ", 4) != 0)
			continue;
		for (t = strtok_r(l, " ", &s2); t != NULL && nt < 16;
		     t = strtok_r(NULL, " ", &s2))
			tok[nt++] = t;
		if (nt < 7 || metric_parse(tok[4]) != MET_CYCLES) {
			errorf("edges: row %zu is not in on-chip cycles ('%s'):"
			       " no clock check", n + 1, nt > 4 ? tok[4] : "");
			rc = -1;
			break;
		}
		x = realloc(r, (n + 1) * sizeof(*r));
		if (x == NULL) {
			rc = -1;
			break;
		}
		r = x;
		memset(&r[n], 0, sizeof(r[n]));
		snprintf(r[n].what, sizeof(r[n].what), "%s %s %s", tok[1],
			 tok[2], tok[3]);
		r[n].cycles = strtod(tok[5], NULL);
		r[n].reps = 1;
		r[n].inner = 1;
		for (i = 7; i < nt; i++) {
			if (strncmp(tok[i], "reps=", 5) == 0)
				r[n].reps = strtol(tok[i] + 5, NULL, 10);
			if (strncmp(tok[i], "inner=", 6) == 0)
				r[n].inner = strtol(tok[i] + 6, NULL, 10);
		}
		if (r[n].reps < 1 || r[n].inner < 1) {
			errorf("edges: row %zu (%s): bad reps or inner",
			       n + 1, r[n].what);
			rc = -1;
		}
		n++;
	}
	free(copy);
	if (rc != 0) {
		free(r);
		return -1;
	}
	*out = r;
	*nout = n;
	return 0;
}

/* Rising/falling pairs; -1 (printed) on two edges of one kind in a row:
 * a missed edge.  A falling edge first (the capture began in a pulse) is
 * left out. */
static int
pulses_of(const edge *e, size_t n, pulse **out, size_t *np)
{
	pulse *p = malloc((n / 2 + 1) * sizeof(*p));
	size_t i, k = 0;
	int high = -1;          /* unknown until the first edge */
	uint64_t rise = 0;

	if (p == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		if (e[i].rising && high == 1) {
			errorf("edges: edge %zu: two rising edges in a row (a "
			       "missed edge: wiring, or pulses shorter than "
			       "the host's interrupt latency)", i + 1);
			free(p);
			return -1;
		}
		if (!e[i].rising && high == 0) {
			errorf("edges: edge %zu: two falling edges in a row "
			       "(a missed edge)", i + 1);
			free(p);
			return -1;
		}
		if (e[i].rising)
			rise = e[i].ns;
		else if (high == 1)
			p[k++] = (pulse){ rise, e[i].ns };
		high = e[i].rising;
	}
	*out = p;
	*np = k;
	return 0;
}

/* Decimals that a figure of uncertainty err (same unit) supports: the
 * last digit's unit at least err, so that no digit is noise. */
static int
decimals(double err)
{
	int d;

	if (!(err > 0))
		return 3;
	d = (int)floor(-log10(err));
	return d < 0 ? 0 : d > 3 ? 3 : d;
}

/* Match the bursts of pulses p to the rows r in order: each row's median
 * width, and in dev[*nd] the median deviation of its samples; *nb the
 * bursts (w: scratch of np).  -1 (said) when a burst has the wrong count. */
static int
match_bursts(const pulse *p, size_t np, row_info *r, size_t nr, double *w,
	     double *dev, size_t *nbp, size_t *nd)
{
	size_t i, j, k, nb;

	/* bursts, matched to the rows in order */
	for (i = 0, nb = 0, k = 0; i <= np; i++) {
		size_t m, want;

		if (i < np && (i == 0 || p[i].rise - p[i - 1].fall <=
				BURST_GAP_NS))
			continue;
		/* pulses k .. i-1 are one burst: the estimate, then reps */
		m = i - k;
		if (nb >= nr) {
			nb++;
			k = i;
			continue;
		}
		want = (size_t)r[nb].reps + 1;
		if (m != want) {
			errorf("edges: row %zu (%s): %zu marker pulses, expected"
			       " %zu (the estimate and %ld samples)", nb + 1,
			       r[nb].what, m, want, r[nb].reps);
			return -1;
		}
		for (j = 0; j < m - 1; j++)
			w[j] = (double)(p[k + 1 + j].fall - p[k + 1 + j].rise);
		r[nb].width = median(w, m - 1);
		/* the row's median deviation from its median; an odd count
		 * leaves out the median's own zero (w is sorted) */
		for (j = 0, k = 0; j < m - 1 && m > 2; j++)
			if ((m - 1) % 2 == 0 || j != (m - 1) / 2)
				w[k++] = fabs(w[j] - r[nb].width);
		if (k > 0)
			dev[(*nd)++] = median(w, k);
		nb++;
		k = i;
	}
	*nbp = nb;
	return 0;
}

/* see board.h */
int
edges_check(char **log, size_t *loglen, const edge *e, size_t n,
	    double stated_mhz, char *verdict, size_t vlen)
{
	row_info *r = NULL;
	pulse *p = NULL;
	size_t nr = 0, np = 0, i, nb;
	double *w = NULL, *dev = NULL, sx = 0, sy = 0, sxx = 0, sxy = 0;
	double jitter, slope, mhz, err, res = 0, pin_err;
	char *out = NULL, *end;
	size_t outlen = 0, nd = 0;
	FILE *f;
	int rc = -1, dm, du;

	verdict[0] = '\0';
	end = *loglen >= 6 ? strstr(*log + *loglen - 6, "# end\n") : NULL;
	if (end == NULL) {
		errorf("edges: the log does not end in '# end'");
		return -1;
	}
	if (log_rows(*log, &r, &nr) != 0 || pulses_of(e, n, &p, &np) != 0)
		goto done;
	if (nr == 0 || np == 0) {
		errorf("edges: %zu marker pulses for %zu rows: nothing to "
		       "compare (is the pin wired to the line given?)", np,
		       nr);
		goto done;
	}
	w = malloc(np * sizeof(*w));
	dev = malloc(np * sizeof(*dev));
	if (w == NULL || dev == NULL)
		goto done;
	if (match_bursts(p, np, r, nr, w, dev, &nb, &nd) != 0)
		goto done;
	if (nb != nr) {
		errorf("edges: %zu bursts of marker pulses for %zu rows of the "
		       "log (a case without pulses, or pulses of another "
		       "run?)", nb, nr);
		goto done;
	}
	/* the edge jitter: the spread of repeated samples, median over the
	 * rows (so that one varying case, hedged signing, does not count
	 * more than others), as a normal spread's standard deviation per
	 * edge (a width has two), at least the 1 ns of a timestamp */
	jitter = nd > 0 ? median(dev, nd) * 1.4826 / sqrt(2.0) : 0;
	if (jitter < 1)
		jitter = 1;
	/* width = cycles / clock + c: the slope is the clock's period, the
	 * intercept takes the marker writes and counter reads in a pulse */
	for (i = 0; i < nr; i++) {
		double x = r[i].cycles * (double)r[i].inner;

		sx += x;
		sy += r[i].width;
		sxx += x * x;
		sxy += x * r[i].width;
	}
	if (nr >= 3 && sxx * nr - sx * sx > 1e-9 * sxx * nr) {
		double a, den = sxx * (double)nr - sx * sx;

		slope = (sxy * (double)nr - sx * sy) / den;
		a = (sy - slope * sx) / (double)nr;
		for (i = 0; i < nr; i++) {
			double d = r[i].width - a - slope * r[i].cycles *
				(double)r[i].inner;

			res += d * d;
		}
		/* the larger of the residuals and the edges' jitter */
		res = sqrt(res / (double)(nr - 2));
		if (res < jitter * sqrt(2.0))
			res = jitter * sqrt(2.0);
		err = res * sqrt((double)nr / den);
	} else {
		slope = sy / sx;
		err = jitter * sqrt(2.0 * (double)nr) / sx;
	}
	if (!(slope > 0)) {
		errorf("edges: the pulse widths do not grow with the cycle "
		       "counts: no clock from them");
		goto done;
	}
	mhz = 1e3 / slope;
	err = 2 * mhz * err / slope;    /* two standard deviations, MHz */
	dm = decimals(err);
	pin_err = jitter * sqrt(2.0) / 1e3;
	du = decimals(pin_err);

	f = open_memstream(&out, &outlen);
	if (f == NULL)
		goto done;
	fwrite(*log, 1, (size_t)(end - *log), f);
	fprintf(f, "# external: %zu marker pulses in %zu bursts, one per row;"
		" edge jitter %.2g us (spread of repeated samples), clock "
		"+-%.2g MHz (two standard deviations)\n", np, nb,
		jitter / 1e3, err);
	for (i = 0; i < nr; i++)
		fprintf(f, "# external_row: %s chip_us=%.*f pin_us=%.*f\n",
			r[i].what, du, stated_mhz > 0 ? r[i].cycles /
			stated_mhz : 0, du, r[i].width / 1e3 /
			(double)r[i].inner);
	if (stated_mhz > 0 && fabs(mhz - stated_mhz) <=
	    (0.01 * stated_mhz > err ? 0.01 * stated_mhz : err))
		snprintf(verdict, vlen, "clock verified externally: %.*f MHz "
			 "(stated %g)", dm, mhz, stated_mhz);
	else
		snprintf(verdict, vlen, "clock WRONG: measured externally "
			 "%.*f MHz, stated %g", dm, mhz, stated_mhz);
	fprintf(f, "# clock_check: %s\n# end\n", verdict);
	if (fclose(f) != 0)
		goto done;
	free(*log);
	*log = out;
	*loglen = outlen;
	out = NULL;
	rc = 0;
done:
	free(out);
	free(r);
	free(p);
	free(w);
	free(dev);
	return rc;
}
