/* SPDX-License-Identifier: MIT */
/* cryptobench plot: normalised comparisons drawn with gnuplot. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd.h"
#include "model.h"
#include "plot.h"
#include "util.h"

static const char plot_help[] =
	"usage: cryptobench plot BOARD [BOARD...] [--family F] [--impl sw|hw|all]\n"
	"                        [--algo GLOB] [--scale S | --metric M]\n"
	"                        [-o FILE|DIR] [--size WxH] [--keep-script]\n"
	"       cryptobench plot --sweep BOARD [BOARD...] [--algo GLOB]\n"
	"                        [--impl sw|hw|all] [-o FILE] [--size WxH]\n"
	"                        [--keep-script]\n\n"
	"Draw BOARDs side by side, per MHz, with gnuplot: one group of bars per\n"
	"algorithm and operation, one colour per board, hardware-accelerated\n"
	"figures hatched.  Throughput and latency never share an axis: --family\n"
	"picks one family; without it, one chart per family: -o x.png writes\n"
	"x-FAMILY.png, -o DIR (no suffix) DIR/FAMILY.png (default: the current\n"
	"folder).  Where a board has several variants of a figure, the lowest\n"
	"is drawn and named in a note ([n]); the footnote names each board's\n"
	"page (title) and source.\n\n"
	"  --family F      cipher, aead, hash, mac, signature, key-exchange or pq,\n"
	"                  or a comma list of throughput or of latency ones\n"
	"  --scale S       cycles-per-byte (throughput default), mbps-per-mhz,\n"
	"                  cycles-per-op (latency default) or raw (as published)\n"
	"  --metric M      as in compare: cycles (default), or instead a\n"
	"                  footprint in bytes, stack, work-buffer, ram (stack +\n"
	"                  work buffer), code or const-data, of the variant the\n"
	"                  cycles chose\n"
	"  -o FILE         FILE.png, FILE.svg or FILE.pdf (format from the name;\n"
	"                  default cryptobench-FAMILY.png)\n"
	"  --size WxH      image size in pixels (default 1000 wide, height from\n"
	"                  the number of bars)\n"
	"  --keep-script   also write FILE.dat and FILE.gp beside the image, to\n"
	"                  edit and re-run with 'gnuplot FILE.gp' (without it,\n"
	"                  files of those names are neither written nor deleted)\n"
	"  --impl, --algo, --emulated  as for compare\n"
	"  --sweep         instead: cycles per byte against message size (log\n"
	"                  x), one line per board and case measured at two or\n"
	"                  more sizes (run --sweep, CMOX's buffers): the sizes\n"
	"                  measured as points, the fit of 'show --fit' as the\n"
	"                  curve, where two fits of one operation cross\n"
	"                  (one with the lower set-up, the other the lower\n"
	"                  per-byte cost) marked and printed\n"
	"                  (default -o cryptobench-sweep.png)\n"
	"Each file is written beside its name and renamed over it only once\n"
	"gnuplot has succeeded; only regular, writable files are replaced.\n"
	"The gnuplot program is $GNUPLOT, else 'gnuplot' on the PATH.\n";

/* "WxH" in pixels, 200x150 to 10000x10000: 0, or -1. */
static int
plot_size(const char *arg, plot_opts *o)
{
	char w[16];
	const char *x = strchr(arg, 'x');
	long wv, hv;

	if (x == NULL || fmt_fit(w, sizeof(w), "%.*s", (int)(x - arg),
				 arg) != 0 ||
	    num_int(w, 10000, &wv) != 0 || num_int(x + 1, 10000, &hv) != 0 ||
	    wv < 200 || hv < 150)
		return -1;
	o->width = (int)wv;
	o->height = (int)hv;
	return 0;
}

int
cmd_plot(int argc, char **argv, const char *datadir)
{
	static const char *const scales[] = { "cycles-per-byte",
		"mbps-per-mhz", "cycles-per-op", "raw", NULL };
	plot_opts o;
	cb_metric m;
	char *names[CB_MAXB];
	const char *out = NULL;
	cb_dataset ds;
	int i, k, rc = 0, drawn = 0, sweep = 0;

	memset(&o, 0, sizeof(o));
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (is_help(a)) {
			fputs(plot_help, stdout);
			return 0;
		}
		k = filter_option(&o.flt, argc, argv, &i);
		if (k < 0)
			return 2;
		if (k > 0)
			continue;
		if (strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0) {
			if (++i >= argc)
				die_usage("plot", "%s needs a file name", a);
			out = argv[i];
		} else if (strcmp(a, "--scale") == 0) {
			if (++i >= argc)
				die_usage("plot", "--scale needs a value");
			o.scale = argv[i];
			if (!list_all(o.scale, scales) ||
			    strchr(o.scale, ',') != NULL)
				die_usage("plot", "--scale takes cycles-per-byte, "
					  "mbps-per-mhz, cycles-per-op or raw, "
					  "not '%s'", o.scale);
		} else if (strcmp(a, "--metric") == 0) {
			if (++i >= argc)
				die_usage("plot", "--metric needs a value");
			if (list_has("cycles-per-byte,mbps-per-mhz,"
				     "cycles-per-op,raw", argv[i]))
				die_usage("plot", "--metric is a footprint, as "
					  "in compare; the per-MHz scale '%s' "
					  "is --scale %s", argv[i], argv[i]);
			m = metric_parse(argv[i]);
			if (m != MET_CYCLES && m != MET_RAM &&
			    (!metric_is_footprint(m) || m == MET_SHARE))
				die_usage("plot", "--metric takes cycles, stack, "
					  "work-buffer, ram, code or const-data, "
					  "not '%s'", argv[i]);
			o.footprint = m == MET_CYCLES ? NULL : argv[i];
		} else if (strcmp(a, "--size") == 0) {
			if (++i >= argc || plot_size(argv[i], &o) != 0)
				die_usage("plot", "--size takes WxH in pixels, "
					  "e.g. 1200x800");
		} else if (strcmp(a, "--keep-script") == 0) {
			o.keep = 1;
		} else if (strcmp(a, "--sweep") == 0) {
			sweep = 1;
		} else if (a[0] == '-') {
			die_usage("plot", "unknown option '%s'", a);
		} else {
			if (o.nb == CB_MAXB)
				die_usage("plot", "at most %d boards", CB_MAXB);
			names[o.nb++] = argv[i];
		}
	}
	if (o.nb == 0)
		die_usage("plot", "which boards? (see 'cryptobench list')");
	if (data_load_names(datadir, &ds, names, o.nb) != 0)
		return 1;
	if (sel_boards(&ds, names, o.nb, o.b) != 0) {
		data_free(&ds);
		return 1;
	}
	if (sweep && (o.scale != NULL || o.footprint != NULL))
		die_usage("plot", "--sweep draws cycles per byte: no --scale or "
			  "--metric");
	if (o.scale != NULL && o.footprint != NULL)
		die_usage("plot", "--scale goes with the cycles, --metric %s is "
			  "in bytes", o.footprint);
	if (sweep) {
		rc = plot_sweep(&ds, o.b, o.nb, &o.flt, out != NULL ? out :
				"cryptobench-sweep.png", o.keep, o.width,
				o.height) != 0;
		data_free(&ds);
		return rc;
	}
	if (o.flt.family != NULL) {
		char def[256];

		if (out == NULL) {
			snprintf(def, sizeof(def), "cryptobench-%s.png",
				 o.flt.family);
			out = def;
		}
		rc = plot_bars(&ds, &o, o.flt.family, out) != 0;
		data_free(&ds);
		return rc;
	}
	/* one chart per family: -o x.png makes x-FAMILY.png; a name with
	 * no image suffix is a folder of FAMILY.png */
	if (out == NULL)
		out = ".";
	if (*ext_of(out) != '\0' && strcmp(ext_of(out), "png") != 0 &&
	    strcmp(ext_of(out), "svg") != 0 && strcmp(ext_of(out), "pdf") != 0) {
		errorf("%s: a chart's name ends in .png, .svg or .pdf (one "
		       "chart per family: NAME-FAMILY.png), a folder's has no "
		       "suffix", out);
		data_free(&ds);
		return 1;
	}
	if (*ext_of(out) == '\0' && mkdir(out, 0755) != 0 &&
	    errno != EEXIST) {
		errorf("%s: cannot create folder: %s", out, strerror(errno));
		data_free(&ds);
		return 1;
	}
	for (i = 0; cb_families[i] != NULL; i++) {
		char path[4096];
		const char *ext = ext_of(out);
		int r;

		if (*ext != '\0')
			snprintf(path, sizeof(path), "%.*s-%s.%s",
				 (int)(strlen(out) - strlen(ext) - 1), out,
				 cb_families[i], ext);
		else
			snprintf(path, sizeof(path), "%s/%s.png", out,
				 cb_families[i]);
		r = plot_bars(&ds, &o, cb_families[i], path);
		if (r < 0)
			rc = 1;
		drawn += r == 0;
	}
	data_free(&ds);
	if (drawn == 0) {
		errorf("nothing to plot");
		return 1;
	}
	return rc;
}
