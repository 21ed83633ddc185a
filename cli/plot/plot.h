/* SPDX-License-Identifier: MIT */
/* cryptobench plot: the gnuplot helpers its charts share. */
#ifndef CLI_PLOT_H
#define CLI_PLOT_H

#include <stdio.h>

#include "model.h"

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

/* plot --sweep (plot_sweep.c): cycles per byte against message size of
 * the fitted cases of boards b that pass flt, into out (.png, .svg,
 * .pdf; with keep, out.dat and out.gp too).  0, or -1 (printed). */
int plot_sweep(const cb_dataset *ds, const cb_board *const *b, int nb,
	       const filter *flt, const char *out, int keep, int width,
	       int height);

#endif
