/* SPDX-License-Identifier: MIT */
/* plot: one family's per-MHz figures as grouped bars, one colour a board. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "plot.h"
#include "util.h"

/* Throughput families (cipher, aead, hash), also for a comma list; -1
 * when a list mixes throughput and latency families. */
static int
throughput_family(const char *family)
{
	static const char *const tp[] = { "cipher", "aead", "hash", "mac" };
	char *buf = strdup(family), *tok, *save;
	int yes = 0, no = 0;
	size_t i;

	if (buf == NULL)
		return -1;
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	     tok = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < 4 && strcmp(tok, tp[i]) != 0; i++)
			;
		if (i < 4)
			yes = 1;
		else
			no = 1;
	}
	free(buf);
	return yes && no ? -1 : yes;
}

/* see plot.h */
int
plot_bars(const cb_dataset *ds, const plot_opts *o, const char *family,
	    const char *out)
{
	filter f = o->flt;
	sel_entry *e;
	size_t ne, x, nrows = 0;
	const char *metric = o->metric, *ext = ext_of(out), *unit = NULL;
	char datf[4200], gpf[4200], foot[2048] = "";
	double lo = INFINITY, hi = 0;
	norm_kind want;
	int i, anyhw = 0, w, h, rc = -1;
	FILE *df, *gf;
	out_file img, dat, gpo;

	if (throughput_family(family) < 0) {
		errorf("--family %s mixes throughput and latency families, "
		       "which never share an axis", family);
		return -1;
	}
	if (strcmp(ext, "png") != 0 && strcmp(ext, "svg") != 0 &&
	    strcmp(ext, "pdf") != 0) {
		errorf("%s: the name must end in .png, .svg or .pdf", out);
		return -1;
	}
	if (metric == NULL)
		metric = throughput_family(family) ? "cycles-per-byte" :
			 "cycles-per-op";
	if (strcmp(metric, "cycles-per-op") == 0)
		want = NORM_CPO;
	else if (strcmp(metric, "raw") == 0)
		want = throughput_family(family) ? NORM_CPB : NORM_CPO;
	else
		want = NORM_CPB;
	if (want == NORM_CPB && !throughput_family(family)) {
		errorf("--metric %s needs a throughput family (cipher, aead, "
		       "hash, mac), not %s", metric, family);
		return -1;
	}
	f.family = family;
	ne = sel_entries(ds, o->b, o->nb, &f, 0, NULL, &e);
	for (x = 0; x < ne; x++) {
		if (e[x].kind != want)
			continue;
		e[nrows++] = e[x];
	}
	if (nrows == 0) {
		errorf("nothing to plot for %s%s", family,
		       f.impl || f.algo ? " with these filters" : "");
		free(e);
		return 1;
	}
	/*
	 * Everything goes to temporary files beside out and is renamed over
	 * its target only once gnuplot has succeeded (gnuplot writes its
	 * output in place).  FILE.dat and FILE.gp are targets only with
	 * --keep-script; otherwise their temporaries are our own, deleted
	 * afterwards, and the user's files of those names are not touched.
	 */
	snprintf(datf, sizeof(datf), "%s.dat", out);
	snprintf(gpf, sizeof(gpf), "%s.gp", out);
	memset(&dat, 0, sizeof(dat));
	memset(&gpo, 0, sizeof(gpo));
	if (out_open(&img, out) != 0) {
		free(e);
		return -1;
	}
	if (out_close(&img) != 0 ||
	    out_open(&dat, o->keep ? datf : out) != 0 ||
	    out_open(&gpo, o->keep ? gpf : out) != 0)
		goto out;
	df = dat.f;
	gf = gpo.f;
	/* the data block: row, label, hw, one value per board */
	fprintf(df, "# cryptobench plot data: family %s, metric %s\n# row "
		"label hw", family, metric);
	for (i = 0; i < o->nb; i++)
		fprintf(df, " %s", o->b[i]->id);
	fputc('\n', df);
	for (x = 0; x < nrows; x++) {
		const cb_result *r0 = sel_first(&e[x]);

		fprintf(df, "%zu \"%s %s%s\" %d", x, r0->algorithm,
			r0->operation, strcmp(r0->impl, "hw") ? "" : " (hw)",
			strcmp(r0->impl, "hw") == 0);
		anyhw |= strcmp(r0->impl, "hw") == 0;
		for (i = 0; i < o->nb; i++) {
			const cb_result *r = e[x].row[i];
			double v = e[x].norm[i];

			if (r == NULL) {
				fputs(" ?", df);
				continue;
			}
			if (strcmp(metric, "mbps-per-mhz") == 0)
				v = 1 / v;
			if (strcmp(metric, "raw") == 0) {
				if (unit != NULL && r->un != unit_parse(unit)) {
					errorf("raw values of %s mix units (%s, "
					       "%s): choose a normalised "
					       "--metric", family, unit,
					       r->unit);
					goto out;
				}
				unit = r->unit;
				v = r->v;
			}
			if (v < lo)
				lo = v;
			if (v > hi)
				hi = v;
			fprintf(df, " %.6g", v);
		}
		fputc('\n', df);
	}
	/* the script: settings, then the shared style and the template */
	w = o->width ? o->width : 1000;
	h = o->height ? o->height :
	    140 + (int)nrows * (o->nb * 9 > 18 ? o->nb * 9 : 18);
	fprintf(gf, "# cryptobench plot: %s, %s.  Re-run with: gnuplot %s\n",
		family, metric, gpf);
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
	fputs("\nset output outfile", gf);
	fprintf(gf, "\nnboards = %d\nnrows = %zu\nbarh = %.3f\n", o->nb, nrows,
		0.8 / o->nb);
	/* log scale where the spread exceeds 100x */
	fprintf(gf, "logscale = %d\nxmin = %.6g\n", hi / lo > 100,
		hi / lo > 100 ? pow(10, floor(log10(lo))) : 0.0);
	fputs("hwkeytitle = ", gf);
	gp_str(gf, anyhw ? "hardware-accelerated (hatched)" : "");
	fputs("\ntitletext = ", gf);
	{
		char t[512];

		char fam[128], *c;

		snprintf(fam, sizeof(fam), "%s", family);
		while ((c = strchr(fam, ',')) != NULL)
			*c = '/';
		snprintf(t, sizeof(t), "%s: %s per MHz", fam,
			 strcmp(metric, "raw") == 0 ? "as published" :
			 want == NORM_CPB ? "throughput" : "latency");
		gp_str(gf, t);
	}
	fputs("\nxlabeltext = ", gf);
	for (i = 0; i < o->nb; i++)
		if (strncmp(o->b[i]->method, "emulated", 8) == 0)
			break;
	if (i < o->nb && strcmp(metric, "raw") != 0) {
		/* emulated counts are instructions, never cycles */
		gp_str(gf, want == NORM_CPB ?
		       "cycles per byte; QEMU boards: emulated instructions "
		       "per byte (lower is faster)" :
		       "cycles per operation; QEMU boards: emulated "
		       "instructions per operation (lower is faster)");
	} else {
		gp_str(gf, strcmp(metric, "cycles-per-byte") == 0 ?
			   "cycles per byte (lower is faster per MHz; MB = "
			   "10^6 bytes)" : strcmp(metric, "mbps-per-mhz") == 0 ?
			   "MB/s per MHz = bytes per cycle (higher is faster)" :
			   strcmp(metric, "cycles-per-op") == 0 ?
			   "cycles per operation (lower is faster per MHz)" :
			   unit);
	}
	fprintf(gf, "\narray BT[%d]\narray BC[%d]\n", o->nb, o->nb);
	for (i = 0; i < o->nb; i++) {
		const cb_board *b = o->b[i];
		char t[256];
		size_t l = strlen(foot);

		snprintf(t, sizeof(t), "%s (%s, %s @ %g MHz, %s %s)", b->id,
			 b->mcu, b->core, b->clock_mhz, b->library,
			 b->library_version);
		fprintf(gf, "BT[%d] = ", i + 1);
		gp_str(gf, t);
		fprintf(gf, "\nBC[%d] = \"%s\"\n", i + 1, plot_colours[i]);
		snprintf(foot + l, sizeof(foot) - l, "%s%s %.*s", l ? "; " :
			 "Sources: ", b->id, (int)strcspn(b->source, ":"),
			 b->source);
	}
	fputs("footnote = ", gf);
	gp_str(gf, foot);
	fputs("\nset ytics (", gf);
	for (x = 0; x < nrows; x++) {
		const cb_result *r0 = sel_first(&e[x]);
		char t[96];

		snprintf(t, sizeof(t), "%s %s%s", r0->algorithm,
			 r0->operation, strcmp(r0->impl, "hw") ? "" : " (hw)");
		gp_str(gf, t);
		fprintf(gf, " %zu%s", x, x + 1 < nrows ? ", " : ")\n");
	}
	if (append_file(gf, "style.gp") != 0 ||
	    append_file(gf, "bars.gp") != 0)
		goto out;
	if (plot_render(&img, &dat, &gpo, out, o->keep) != 0)
		goto out;
	fprintf(stderr, "%s: %s written (%zu bars groups, %s)\n", g_prog, out,
		nrows, metric);
	rc = 0;
out:
	out_abort(&img);
	out_abort(&dat);
	out_abort(&gpo);
	free(e);
	return rc;
}
