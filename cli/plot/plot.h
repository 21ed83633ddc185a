/* SPDX-License-Identifier: MIT */
/* The plot room: gnuplot charts (bars per family, cost against size). */
#ifndef CLI_PLOT_H
#define CLI_PLOT_H

#include <stdio.h>

#include "model.h"

/* One colour per board or series (the first CB_MAXB for bars). */
#define PLOT_COLOURS 12
extern const char *const plot_colours[PLOT_COLOURS];

/* Append template name (from path_plots(), util.h) to the script; 0 or -1
 * (printed). */
int append_file(FILE *out, const char *name);
/* s as a gnuplot string literal. */
void gp_str(FILE *f, const char *s);
/* The extension of path ("" if none). */
const char *ext_of(const char *path);
/* Run gnuplot on script with -e setvars; out names the chart in
 * messages.  0 or -1 (printed). */
int run_gnuplot(const char *script, const char *setvars, const char *out);

/* Close the data and script files, run gnuplot on them into img, check
 * it wrote something, then put img (and with keep, the data and script
 * beside it) in place; 0, or -1 (printed; the caller aborts the three). */
int plot_render(out_file *img, out_file *dat, out_file *gpo, const char *out,
		int keep);

typedef struct plot_opts {
	const cb_board *b[CB_MAXB];
	int nb;
	filter flt;
	const char *scale;      /* --scale; NULL: by family */
	/* --metric: a footprint in bytes (stack, work-buffer, ram, code,
	 * const-data) of the variant the cycles chose; NULL: the cycles */
	const char *footprint;
	int width, height;
	int keep;
} plot_opts;

/* The footnote lines of the boards b (nb of them): each board's page
 * title and source ("stm32f4: Crypto Benchmark on STM32F4 MCU
 * (CycloneCRYPTO 2.2.4, published)"), one a line, into buf; the number
 * of lines. */
int plot_sources(const cb_board *const *b, int nb, char *buf, size_t len);

/* plot (bars.c): one family (or a comma list of one kind) of the boards
 * o->b as grouped bars into out.  0, 1 when there is nothing to draw
 * (message printed), or -1. */
int plot_bars(const cb_dataset *ds, const plot_opts *o, const char *family,
	      const char *out);

/* plot --sweep (sweep.c): cycles per byte against message size of
 * the fitted cases of boards b that pass flt, into out (.png, .svg,
 * .pdf; with keep, out.dat and out.gp too).  0, or -1 (printed). */
int plot_sweep(const cb_dataset *ds, const cb_board *const *b, int nb,
	       const filter *flt, const char *out, int keep, int width,
	       int height);

#endif
