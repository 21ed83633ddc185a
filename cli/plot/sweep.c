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

/*
 * Where two lines of one operation and unit change order over the sizes
 * both measured: the crossing of a + b x bytes (a step model smoothed to
 * its per-byte slope, so that its sawtooth does not cross a line many
 * times where they meet), marked only where one has clearly (5 %) the
 * lower set-up and the other the lower per-byte cost: two nearly equal
 * lines cross anywhere in their noise.
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
	char datf[4200], gpf[4200], foot[2048] = "";
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
	for (i = 0; i < ns; i++) {
		const fit_case *f = &s[i].fc;
		double x;

		fprintf(df, "# line %zu: %s\n# fit: %s = %.6g + ", i + 1,
			s[i].title, f->unit, f->a);
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
		fprintf(df, "\n\n# line %zu fitted\n# bytes per_byte\n", i + 1);
		for (x = 1; x <= f->x[f->n - 1]; x = next_size(x))
			fprintf(df, "%.0f %.6g\n", x, fit_predict(f, x) / x);
		fputs("\n\n", df);
	}
	fputs("# crossovers\n# bytes per_byte label\n", df);
	for (k = 0; k < nc; k++) {
		fprintf(df, "%.0f %.6g \"%.0f B\"\n", c[k].x, c[k].y, c[k].x);
		printf("crossover: %s and %s at %.0f bytes (%.4g %s/B)\n",
		       s[c[k].i].title, s[c[k].j].title, c[k].x, c[k].y,
		       s[c[k].i].fc.unit);
	}
	if (nc == 0)
		printf("no crossover: no two lines of one unit change order "
		       "between the sizes both measured\n");

	fprintf(gf, "# cryptobench plot --sweep.  Re-run with: gnuplot %s\n",
		gpf);
	if (strcmp(ext, "png") == 0)
		fprintf(gf, "set terminal pngcairo size %d,%d font "
			"\"sans,10\" noenhanced\n", width ? width : 1000,
			height ? height : 520 + 18 * (int)ns);
	else if (strcmp(ext, "svg") == 0)
		fprintf(gf, "set terminal svg size %d,%d font \"sans,10\" "
			"noenhanced\n", width ? width : 1000,
			height ? height : 520 + 18 * (int)ns);
	else
		fprintf(gf, "set terminal pdfcairo size %.2fin,%.2fin font "
			"\"sans,9\" noenhanced\n", (width ? width : 1000) / 96.0,
			(height ? height : 520 + 18 * (int)ns) / 96.0);
	fputs("if (!exists(\"outfile\")) outfile = ", gf);
	gp_str(gf, out);
	fputs("\nif (!exists(\"datafile\")) datafile = ", gf);
	gp_str(gf, datf);
	fprintf(gf, "\nset output outfile\nnseries = %zu\nncross = %zu\n", ns,
		nc);
	for (bi = 0; bi < nb; bi++) {
		size_t l = strlen(foot);

		emulated |= strncmp(b[bi]->method, "emulated", 8) == 0;
		snprintf(foot + l, sizeof(foot) - l, "%s%s %.*s", l ?
			 "; " : "Sources: ", b[bi]->id,
			 (int)strcspn(b[bi]->source, ":"), b[bi]->source);
	}
	fputs("titletext = ", gf);
	gp_str(gf, "cost per byte against message size, per MHz: points "
	       "measured, lines fitted");
	fputs("\nylabeltext = ", gf);
	gp_str(gf, emulated ? "per byte (log): cycles; QEMU: est-cycles "
	       "or insns" :
	       "cycles per byte (log; lower is faster per MHz)");
	fputs("\nfootnote = ", gf);
	gp_str(gf, foot);
	fprintf(gf, "\narray ST[%zu]\narray SC[%zu]\n", ns, ns);
	for (i = 0; i < ns; i++) {
		fprintf(gf, "ST[%zu] = ", i + 1);
		gp_str(gf, s[i].title);
		fprintf(gf, "\nSC[%zu] = \"%s\"\n", i + 1, plot_colours[i]);
	}
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
