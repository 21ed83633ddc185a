/* SPDX-License-Identifier: MIT */
/* plot: one family's per-MHz figures as grouped bars, one colour a board. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "plot.h"
#include "util.h"

/* Variants named under the chart: more would crowd it. */
#define MAX_NOTES 40
#define NOTE_LEN 160
/* Pixels: a bar's thickness at least (its value label's height), a
 * footnote line. */
#define BAR_PX 13
#define LINE_PX 12

/* What a chart shows, and the variants it names. */
typedef struct chart {
	norm_kind want;         /* the figures drawn: cycles/B or /op */
	const char *scale;      /* --scale, or NULL with a footprint */
	const char *footprint;  /* --metric, or NULL */
	const char *unit;       /* raw: the unit published */
	double lo, hi;
	int anyhw;
	/* variants: a board and its parameters, numbered [1] ... */
	int nnotes, note_board[MAX_NOTES];
	char note_params[MAX_NOTES][NOTE_LEN];
} chart;

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

/* The parameters of r that name its variant into v: less its
 * annotations (the model's list: a page's statistic and repetitions). */
static void
variant_text(const cb_result *r, char *v, size_t len)
{
	char notes[256];

	params_split(r->params, v, len, notes, sizeof(notes));
}

/* The note number of board i's variant r ("" when nothing names it:
 * the board's only figure), as " [n]" into buf. */
static void
note_of(chart *ch, int i, const cb_result *r, char *buf, size_t len)
{
	char v[NOTE_LEN];
	int k;

	buf[0] = '\0';
	variant_text(r, v, sizeof(v));
	if (v[0] == '\0')
		return;
	for (k = 0; k < ch->nnotes; k++)
		if (ch->note_board[k] == i &&
		    strcmp(ch->note_params[k], v) == 0)
			break;
	if (k == ch->nnotes) {
		if (k == MAX_NOTES)
			return;
		ch->note_board[k] = i;
		snprintf(ch->note_params[k], NOTE_LEN, "%s", v);
		ch->nnotes++;
	}
	snprintf(buf, len, " [%d]", k + 1);
}

/* The figure drawn for board i of entry e: per MHz on the scale, as
 * published (raw), or the footprint in bytes; 0 and *v, 1 where there
 * is none, -1 on mixed raw units (message printed). */
static int
bar_value(const cb_dataset *ds, chart *ch, const sel_entry *e, int i,
	  const char *family, double *v)
{
	const cb_result *r = e->row[i];

	if (r == NULL)
		return 1;
	if (ch->footprint != NULL)
		return sel_memory(ds, r, metric_parse(ch->footprint), v) ? 0 :
		       1;
	*v = e->norm[i];
	if (strcmp(ch->scale, "mbps-per-mhz") == 0)
		*v = 1 / *v;
	if (strcmp(ch->scale, "raw") == 0) {
		if (ch->unit != NULL && r->un != unit_parse(ch->unit)) {
			errorf("raw values of %s mix units (%s, %s): choose "
			       "another --scale", family, ch->unit, r->unit);
			return -1;
		}
		ch->unit = r->unit;
		*v = r->v;
	}
	return 0;
}

/* The data block: row, label, hw, then per board its value and its
 * variant's note, and into ytics the rows' labels; the rows kept (a
 * footprint chart keeps those with a figure), or -1. */
static int
write_data(FILE *df, FILE *ytics, const cb_dataset *ds, const plot_opts *o,
	   chart *ch, const char *family, const sel_entry *e, size_t ne)
{
	size_t x;
	int i, nrows = 0;

	fprintf(df, "# cryptobench plot data: family %s, %s %s\n# row label "
		"hw", family, ch->footprint ? "footprint" : "scale",
		ch->footprint ? ch->footprint : ch->scale);
	for (i = 0; i < o->nb; i++)
		fprintf(df, " %s note", o->b[i]->id);
	fputc('\n', df);
	for (x = 0; x < ne; x++) {
		const cb_result *r0 = sel_first(&e[x]);
		double v[CB_MAXB];
		int have[CB_MAXB], any = 0, hw = strcmp(r0->impl, "hw") == 0;

		for (i = 0; i < o->nb; i++) {
			have[i] = bar_value(ds, ch, &e[x], i, family, &v[i]);
			if (have[i] < 0)
				return -1;
			any |= have[i] == 0;
		}
		if (!any)
			continue;
		fprintf(df, "%d \"%s %s%s\" %d", nrows, r0->algorithm,
			r0->operation, hw ? " (hw)" : "", hw);
		fprintf(ytics, "%s\"%s %s%s\" %d", nrows ? ", " : "",
			r0->algorithm, r0->operation, hw ? " (hw)" : "",
			nrows);
		nrows++;
		ch->anyhw |= hw;
		for (i = 0; i < o->nb; i++) {
			char note[16];

			if (have[i] != 0) {
				fputs(" ? \"\"", df);
				continue;
			}
			note_of(ch, i, e[x].row[i], note, sizeof(note));
			ch->lo = fmin(ch->lo, v[i]);
			ch->hi = fmax(ch->hi, v[i]);
			fprintf(df, " %.6g \"%s\"", v[i], note);
		}
		fputc('\n', df);
	}
	return nrows;
}

/* The axis label into buf. */
static const char *
axis_text(const plot_opts *o, const chart *ch, char *buf, size_t len)
{
	int i;

	if (ch->footprint != NULL) {
		snprintf(buf, len, "bytes of %s (smaller is better; the "
			 "variant of the cycles figure)",
			 metric_title(metric_parse(ch->footprint)));
		return buf;
	}
	for (i = 0; i < o->nb; i++)
		if (o->b[i]->emulated)
			break;
	if (i < o->nb && strcmp(ch->scale, "raw") != 0)
		/* emulated counts are instructions, never cycles */
		return ch->want == NORM_CPB ?
		       "cycles per byte; QEMU boards: emulated instructions "
		       "per byte (lower is faster)" :
		       "cycles per operation; QEMU boards: emulated "
		       "instructions per operation (lower is faster)";
	return strcmp(ch->scale, "cycles-per-byte") == 0 ?
	       "cycles per byte (lower is faster per MHz; MB = 10^6 bytes)" :
	       strcmp(ch->scale, "mbps-per-mhz") == 0 ?
	       "MB/s per MHz = bytes per cycle (higher is faster)" :
	       strcmp(ch->scale, "cycles-per-op") == 0 ?
	       "cycles per operation (lower is faster per MHz)" : ch->unit;
}

/* The footnote: the variants drawn, then the boards' pages; its lines. */
static int
footnote(const plot_opts *o, const chart *ch, char *buf, size_t len)
{
	int k, lines = 0;
	size_t l;

	buf[0] = '\0';
	for (k = 0; k < ch->nnotes; k++) {
		l = strlen(buf);
		snprintf(buf + l, len - l, "%s[%d] %s: %s\n", k ? "" :
			 "Variants drawn (the lowest cycles per board):\n",
			 k + 1, o->b[ch->note_board[k]]->id,
			 ch->note_params[k]);
		lines += 1 + (k == 0);
	}
	l = strlen(buf);
	snprintf(buf + l, len - l, "Sources:\n");
	l = strlen(buf);
	return lines + 1 + plot_sources(o->b, o->nb, buf + l, len - l);
}

/* The script's settings above the templates. */
static void
write_settings(FILE *gf, const plot_opts *o, const chart *ch,
	       const char *family, const char *out, const char *datf,
	       const char *gpf, int nrows, const char *ytics)
{
	char t[512], fam[128], foot[8192], axis[160], *c;
	const char *ext = ext_of(out);
	int i, w, h, lines = footnote(o, ch, foot, sizeof(foot));

	w = o->width ? o->width : 1000;
	h = o->height ? o->height : 150 + nrows * (o->nb * BAR_PX > 22 ?
						  o->nb * BAR_PX : 22) +
	    lines * LINE_PX;
	fprintf(gf, "# cryptobench plot: %s, %s.  Re-run with: gnuplot %s\n",
		family, ch->footprint ? ch->footprint : ch->scale, gpf);
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
	fprintf(gf, "\nnboards = %d\nnrows = %d\nbarh = %.3f\n", o->nb, nrows,
		0.8 / o->nb);
	/* log scale where the spread exceeds 100x */
	fprintf(gf, "logscale = %d\nxmin = %.6g\n", ch->hi / ch->lo > 100,
		ch->hi / ch->lo > 100 ? pow(10, floor(log10(ch->lo))) : 0.0);
	/* the footnote's lines: the bottom margin (characters) and its
	 * first line's place (a multi-line label hangs from its first) */
	fprintf(gf, "footlines = %d\nfooty = %.4f\n", lines,
		((lines - 1) * LINE_PX + 8.0) / h);
	fputs("hwkeytitle = ", gf);
	gp_str(gf, ch->anyhw ? "hardware-accelerated (hatched)" : "");
	snprintf(fam, sizeof(fam), "%s", family);
	while ((c = strchr(fam, ',')) != NULL)
		*c = '/';
	if (ch->footprint != NULL)
		snprintf(t, sizeof(t), "%s: %s in bytes", fam, ch->footprint);
	else
		snprintf(t, sizeof(t), "%s: %s per MHz", fam,
			 strcmp(ch->scale, "raw") == 0 ? "as published" :
			 ch->want == NORM_CPB ? "throughput" : "latency");
	fputs("\ntitletext = ", gf);
	gp_str(gf, t);
	fputs("\nxlabeltext = ", gf);
	gp_str(gf, axis_text(o, ch, axis, sizeof(axis)));
	fprintf(gf, "\narray BT[%d]\narray BC[%d]\n", o->nb, o->nb);
	for (i = 0; i < o->nb; i++) {
		const cb_board *b = o->b[i];

		snprintf(t, sizeof(t), "%s (%s, %s @ %g MHz, %s%s%s)", b->id,
			 b->mcu, b->core, b->clock_mhz, b->library,
			 b->library_version[0] ? " " : "", b->library_version);
		fprintf(gf, "BT[%d] = ", i + 1);
		gp_str(gf, t);
		fprintf(gf, "\nBC[%d] = \"%s\"\n", i + 1, plot_colours[i]);
	}
	fputs("footnote = ", gf);
	gp_str(gf, foot);
	/* labels are the data's own text (quotes escaped as they are) */
	fprintf(gf, "\nset ytics (%s)\n", ytics);
}

/* The scale and kind of figure of the chart: 0, or -1 (printed). */
static int
chart_kind(const plot_opts *o, const char *family, chart *ch)
{
	int tp = throughput_family(family);

	memset(ch, 0, sizeof(*ch));
	ch->lo = INFINITY;
	if (tp < 0) {
		errorf("--family %s mixes throughput and latency families, "
		       "which never share an axis", family);
		return -1;
	}
	ch->footprint = o->footprint;
	ch->scale = o->scale != NULL ? o->scale : tp ? "cycles-per-byte" :
		    "cycles-per-op";
	ch->want = strcmp(ch->scale, "cycles-per-op") == 0 ||
		   (strcmp(ch->scale, "raw") == 0 && !tp) ? NORM_CPO :
		   NORM_CPB;
	/* a footprint follows the family's own figures */
	if (ch->footprint != NULL)
		ch->want = tp ? NORM_CPB : NORM_CPO;
	if (ch->want == NORM_CPB && !tp) {
		errorf("--scale %s needs a throughput family (cipher, aead, "
		       "hash, mac), not %s", ch->scale, family);
		return -1;
	}
	return 0;
}

/* see plot.h */
int
plot_bars(const cb_dataset *ds, const plot_opts *o, const char *family,
	  const char *out)
{
	filter f = o->flt;
	sel_entry *e;
	size_t ne, x, n = 0;
	const char *ext = ext_of(out);
	char datf[4200], gpf[4200], *ytics = NULL;
	size_t ylen;
	int nrows, rc = -1;
	out_file img, dat, gpo;
	FILE *yf;
	chart ch;

	if (chart_kind(o, family, &ch) != 0)
		return -1;
	if (strcmp(ext, "png") != 0 && strcmp(ext, "svg") != 0 &&
	    strcmp(ext, "pdf") != 0) {
		errorf("%s: the name must end in .png, .svg or .pdf", out);
		return -1;
	}
	f.family = family;
	ne = sel_entries(ds, o->b, o->nb, &f, 0, NULL, &e);
	for (x = 0; x < ne; x++)
		if (e[x].kind == ch.want)
			e[n++] = e[x];
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
	yf = open_memstream(&ytics, &ylen);
	if (yf == NULL)
		goto out;
	nrows = write_data(dat.f, yf, ds, o, &ch, family, e, n);
	if (fclose(yf) != 0 || nrows < 0)
		goto out;
	if (nrows == 0) {
		errorf("nothing to plot for %s%s%s%s", family,
		       f.impl || f.algo ? " with these filters" : "",
		       ch.footprint ? ": no figure of " : "",
		       ch.footprint ? ch.footprint : "");
		rc = 1;
		goto out;
	}
	write_settings(gpo.f, o, &ch, family, out, datf, gpf, nrows, ytics);
	if (append_file(gpo.f, "style.gp") != 0 ||
	    append_file(gpo.f, "bars.gp") != 0 ||
	    plot_render(&img, &dat, &gpo, out, o->keep) != 0)
		goto out;
	fprintf(stderr, "%s: %s written (%d bars groups, %s)\n", g_prog, out,
		nrows, ch.footprint ? ch.footprint : ch.scale);
	rc = 0;
out:
	out_abort(&img);
	out_abort(&dat);
	out_abort(&gpo);
	free(ytics);
	free(e);
	return rc;
}
