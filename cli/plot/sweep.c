/* SPDX-License-Identifier: MIT */
/* cryptobench plot --sweep: cycles per byte against message size, fitted. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fit.h"
#include "model.h"
#include "plot.h"
#include "util.h"

/* More lines than colours would not read. */
#define MAX_SERIES PLOT_COLOURS

typedef struct series {
	fit_case fc;
	char title[320];
} series;

typedef struct cross {
	double x, y;            /* bytes, per byte */
	int i, j;
} cross;

/* The cases to draw: an emulated board's cycle-model estimates stand for
 * its instruction counts where it has them, unless --emulated says. */
static int
collect(const cb_dataset *ds, const cb_board *const *b, int nb,
	const filter *flt, series *s, size_t *ns)
{
	int bi;

	*ns = 0;
	for (bi = 0; bi < nb; bi++) {
		fit_case *fc;
		size_t n = fit_cases(ds, b[bi], flt, &fc), k;
		int est = 0;

		for (k = 0; k < n; k++)
			est |= fc[k].met == MET_EST_CYCLES;
		for (k = 0; k < n; k++) {
			const char *u = fc[k].unit;
			int emu = metric_is_emulated(fc[k].met);

			if (flt->emul == MET_OTHER ? est &&
			    fc[k].met == MET_INSNS :
			    emu && fc[k].met != flt->emul)
				continue;
			if (*ns == MAX_SERIES) {
				free(fc);
				errorf("more than %d lines to draw: narrow "
				       "them with --algo or --impl",
				       MAX_SERIES);
				return -1;
			}
			s[*ns].fc = fc[k];
			snprintf(s[*ns].title, sizeof(s[*ns].title),
				 "%s %s %s%s %s%s%s", b[bi]->id,
				 fc[k].row->algorithm, fc[k].row->operation,
				 strcmp(fc[k].row->impl, "hw") == 0 ? " (hw)" :
				 "", fc[k].params, emu ? ", " : "",
				 emu ? u : "");
			(*ns)++;
		}
		free(fc);
	}
	return 0;
}

/* The next size of a curve: every byte up to 64, then 2 % steps. */
static double
next_size(double x)
{
	double n = floor(x * 1.02);

	return n > x + 1 ? n : x + 1;
}

/* Do p and q set up alike: the same shape (mode=) and the same key
 * set-up in the call (setup=none or key)?  A line with its key schedule
 * crossing one without says nothing about either. */
static int
like_setup(const fit_case *p, const fit_case *q)
{
	static const char *const keys[] = { "mode", "setup" };
	char a[32], b[32];
	int k, ha, hb;

	for (k = 0; k < 2; k++) {
		ha = param_get(p->params, keys[k], a, sizeof(a));
		hb = param_get(q->params, keys[k], b, sizeof(b));
		if (ha != hb || (ha && strcmp(a, b) != 0))
			return 0;
	}
	return 1;
}

/*
 * Where two lines of one operation, unit and set-up change order over
 * the sizes both measured: the crossing of a + b x bytes (a step model
 * smoothed to its per-byte slope, so that its sawtooth does not cross a
 * line many times where they meet), marked only where one has clearly
 * (5 %) the lower set-up and the other the lower per-byte cost: two
 * nearly equal lines cross anywhere in their noise.
 */
static size_t
crossovers(const series *s, size_t ns, cross *c, size_t cap)
{
	size_t n = 0, i, j;

	for (i = 0; i < ns; i++)
		for (j = i + 1; j < ns && n < cap; j++) {
			const fit_case *p = &s[i].fc, *q = &s[j].fc;
			double lo = fmax(1, fmax(p->x[0], q->x[0]));
			double hi = fmin(p->x[p->n - 1], q->x[q->n - 1]), x;

			if (p->met != q->met ||
			    strcmp(p->row->operation, q->row->operation) != 0 ||
			    !like_setup(p, q) ||
			    fabs(p->a - q->a) <= 0.05 * fmax(fabs(p->a),
							    fabs(q->a)) ||
			    fabs(p->b - q->b) <= 0.05 * fmax(fabs(p->b),
							    fabs(q->b)) ||
			    (p->a < q->a) == (p->b < q->b))
				continue;
			x = (q->a - p->a) / (p->b - q->b);
			if (x < lo || x > hi)
				continue;
			c[n].x = x;
			c[n].y = (p->a + p->b * x) / x;
			c[n].i = (int)i;
			c[n].j = (int)j;
			n++;
		}
	return n;
}

/* The script's settings above the templates: h is the height. */
static void
sweep_settings(FILE *gf, const series *s, size_t ns, size_t nc,
	       const char *out, const char *datf, const char *gpf, int w,
	       int h, int emulated, const char *foot, int lines)
{
	const char *ext = ext_of(out);
	size_t i;

	fprintf(gf, "# cryptobench plot --sweep.  Re-run with: gnuplot %s\n",
		gpf);
	if (w == 0)
		w = 1000;
	if (strcmp(ext, "png") == 0)
		fprintf(gf, "set terminal pngcairo size %d,%d font "
			"\"sans,10\" noenhanced\n", w, h);
	else if (strcmp(ext, "svg") == 0)
		fprintf(gf, "set terminal svg size %d,%d font \"sans,10\" "
			"noenhanced\n", w, h);
	else
		fprintf(gf, "set terminal pdfcairo size %.2fin,%.2fin font "
			"\"sans,9\" noenhanced\n", w / 96.0, h / 96.0);
	fputs("if (!exists(\"outfile\")) outfile = ", gf);
	gp_str(gf, out);
	fputs("\nif (!exists(\"datafile\")) datafile = ", gf);
	gp_str(gf, datf);
	fprintf(gf, "\nset output outfile\nnseries = %zu\nncross = %zu\n", ns,
		nc);
	/* the footnote hangs from its first line (see bars.c) */
	fprintf(gf, "footlines = %d\nfooty = %.4f\n", lines,
		((lines - 1) * 12 + 8.0) / h);
	fputs("titletext = ", gf);
	gp_str(gf, "cost per byte against message size, per MHz: points "
	       "measured, fits solid over the sizes measured, dashed beyond");
	fputs("\nylabeltext = ", gf);
	gp_str(gf, emulated ? "per byte (log): cycles; QEMU: est-cycles "
	       "or insns" :
	       "cycles per byte (log; lower is faster per MHz)");
	fputs("\nfootnote = ", gf);
	gp_str(gf, foot);
	fprintf(gf, "\narray ST[%zu]\narray SC[%zu]\n", ns, ns);
	for (i = 0; i < ns; i++) {
		char t[340];

		snprintf(t, sizeof(t), "%zu: %s", i + 1, s[i].title);
		fprintf(gf, "ST[%zu] = ", i + 1);
		gp_str(gf, t);
		fprintf(gf, "\nSC[%zu] = \"%s\"\n", i + 1, plot_colours[i]);
	}
}

/* One data block of line i's fit from x0 to x1 bytes (at least the
 * point x0). */
static void
fit_block(FILE *df, const fit_case *f, size_t i, const char *what,
	  double x0, double x1)
{
	double x;

	fprintf(df, "\n\n# line %zu fitted, %s\n# bytes per_byte\n", i,
		what);
	fprintf(df, "%.0f %.6g\n", x0, fit_predict(f, x0) / x0);
	for (x = next_size(x0); x < x1; x = next_size(x))
		fprintf(df, "%.0f %.6g\n", x, fit_predict(f, x) / x);
	if (x1 > x0)
		fprintf(df, "%.0f %.6g\n", x1, fit_predict(f, x1) / x1);
}

/* see plot.h */
int
plot_sweep(const cb_dataset *ds, const cb_board *const *b, int nb,
	   const filter *flt, const char *out, int keep, int width,
	   int height)
{
	series *s = calloc(MAX_SERIES, sizeof(*s));
	cross c[MAX_SERIES * MAX_SERIES / 2];
	size_t ns = 0, nc, i, k;
	const char *ext = ext_of(out);
	char datf[4200], gpf[4200], foot[8192] = "";
	double xmax = 1;
	int lines;
	out_file img, dat, gpo;
	FILE *df, *gf;
	int bi, emulated = 0, rc = -1;

	if (s == NULL) {
		errorf("out of memory");
		return -1;
	}
	if (strcmp(ext, "png") != 0 && strcmp(ext, "svg") != 0 &&
	    strcmp(ext, "pdf") != 0) {
		errorf("%s: the name must end in .png, .svg or .pdf", out);
		free(s);
		return -1;
	}
	if (collect(ds, b, nb, flt, s, &ns) != 0) {
		free(s);
		return -1;
	}
	if (ns == 0) {
		errorf("nothing to plot: no case of %s%s at two or more message "
		       "sizes%s (cryptobench run --sweep measures them)",
		       b[0]->id, nb > 1 ? " and the others" : "",
		       flt->impl || flt->algo || flt->family ?
		       " that matches the filters" : "");
		free(s);
		return -1;
	}
	nc = crossovers(s, ns, c, sizeof(c) / sizeof(c[0]));
	/* as plot_bars: temporaries beside out, renamed once gnuplot has
	 * succeeded; FILE.dat and FILE.gp only with --keep-script */
	snprintf(datf, sizeof(datf), "%s.dat", out);
	snprintf(gpf, sizeof(gpf), "%s.gp", out);
	memset(&dat, 0, sizeof(dat));
	memset(&gpo, 0, sizeof(gpo));
	if (out_open(&img, out) != 0) {
		free(s);
		return -1;
	}
	if (out_close(&img) != 0 || out_open(&dat, keep ? datf : out) != 0 ||
	    out_open(&gpo, keep ? gpf : out) != 0)
		goto out;
	df = dat.f;
	gf = gpo.f;
	fputs("# cryptobench plot data: sweep, cost per byte against message "
	      "size\n", df);
	for (i = 0; i < ns; i++)
		xmax = fmax(xmax, s[i].fc.x[s[i].fc.n - 1]);
	for (i = 0; i < ns; i++) {
		const fit_case *f = &s[i].fc;
		double first = 1;

		fprintf(df, "%s# line %zu: %s\n# fit: %s = %.6g + ", i ?
			"\n\n" : "", i + 1, s[i].title, f->unit, f->a);
		if (f->block)
			fprintf(df, "%.6g x blocks of %u bytes", f->c,
				f->block);
		else
			fprintf(df, "%.6g x bytes", f->b);
		fprintf(df, ", resid %.2f %%\n# bytes per_byte (measured)\n",
			100 * f->resid);
		/* a log axis has no 0: the 0-byte call is in the fit only */
		for (k = 0; k < f->n; k++)
			if (f->x[k] > 0)
				fprintf(df, "%.0f %.6g\n", f->x[k],
					f->y[k] / f->x[k]);
		for (k = 0; k < f->n && f->x[k] <= 0; k++)
			;
		if (k < f->n)
			first = f->x[k];
		/* the fit: over the sizes measured (solid), then below and
		 * beyond them (dashed), each block one point at least */
		fit_block(df, f, i + 1, "over the sizes measured", first,
			  f->x[f->n - 1]);
		fit_block(df, f, i + 1, "below them", 1, first);
		fit_block(df, f, i + 1, "beyond them", f->x[f->n - 1], xmax);
	}
	fputs("\n\n# crossovers\n# bytes per_byte label\n", df);
	for (k = 0; k < nc; k++) {
		size_t l = strlen(foot);

		fprintf(df, "%.0f %.6g \"%zu\"\n", c[k].x, c[k].y, k + 1);
		printf("crossover: %s and %s at %.0f bytes (%.4g %s/B)\n",
		       s[c[k].i].title, s[c[k].j].title, c[k].x, c[k].y,
		       s[c[k].i].fc.unit);
		snprintf(foot + l, sizeof(foot) - l, "crossover %zu: lines %d "
			 "and %d at %.0f bytes\n", k + 1, c[k].i + 1,
			 c[k].j + 1, c[k].x);
	}
	if (nc == 0)
		printf("no crossover: no two lines of one unit change order "
		       "between the sizes both measured\n");

	for (bi = 0; bi < nb; bi++)
		emulated |= b[bi]->emulated;
	k = strlen(foot);
	snprintf(foot + k, sizeof(foot) - k, "Sources:\n");
	k = strlen(foot);
	lines = (int)nc + 1 + plot_sources(b, nb, foot + k, sizeof(foot) - k);
	sweep_settings(gf, s, ns, nc, out, datf, gpf, width, height ? height :
		       520 + 18 * (int)ns + 12 * lines, emulated, foot, lines);
	if (append_file(gf, "style.gp") != 0 ||
	    append_file(gf, "sweep.gp") != 0)
		goto out;
	if (plot_render(&img, &dat, &gpo, out, keep) != 0)
		goto out;
	fprintf(stderr, "%s: %s written (%zu lines, %zu crossovers)\n", g_prog,
		out, ns, nc);
	rc = 0;
out:
	out_abort(&img);
	out_abort(&dat);
	out_abort(&gpo);
	free(s);
	return rc;
}
