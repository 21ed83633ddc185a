/* SPDX-License-Identifier: MIT */
/* cryptobench plot: normalised comparisons drawn with gnuplot. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmd.h"
#include "model.h"
#include "plot.h"
#include "util.h"


static const char plot_help[] =
	"usage: cryptobench plot BOARD [BOARD...] [--family F] [--impl sw|hw|all]\n"
	"                        [--algo GLOB] [--metric M] [-o FILE|DIR]\n"
	"                        [--size WxH] [--keep-script]\n"
	"       cryptobench plot --sweep BOARD [BOARD...] [--algo GLOB]\n"
	"                        [--impl sw|hw|all] [-o FILE] [--size WxH]\n"
	"                        [--keep-script]\n\n"
	"Draw BOARDs side by side, per MHz, with gnuplot: one group of bars per\n"
	"algorithm and operation, one colour per board, hardware-accelerated\n"
	"figures hatched.  Throughput and latency never share an axis: --family\n"
	"picks one family; without it, one chart per family is written into the\n"
	"folder -o names (default: the current folder).\n\n"
	"  --family F      cipher, aead, hash, mac, signature, key-exchange or pq,\n"
	"                  or a comma list of throughput or of latency ones\n"
	"  --metric M      cycles-per-byte (throughput default), mbps-per-mhz,\n"
	"                  cycles-per-op (latency default) or raw (as published)\n"
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

static const char *const colours[] = { "#1f77b4", "#ff7f0e", "#2ca02c",
	"#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f" };

typedef struct plot_opts {
	const cb_board *b[CB_MAXB];
	int nb;
	filter flt;
	const char *metric;     /* NULL: by family */
	int width, height;
	int keep;
} plot_opts;


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

/* Append a template file to the script. */
int
append_file(FILE *out, const char *name)
{
	char path[4096], buf[4096];
	FILE *f;
	size_t n;

	snprintf(path, sizeof(path), "%s/%s", path_plots(), name);
	f = fopen(path, "r");
	if (f == NULL) {
		errorf("%s: cannot open the chart template: %s", path,
		       strerror(errno));
		return -1;
	}
	fprintf(out, "\n# ---- %s ----\n", name);
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		fwrite(buf, 1, n, out);
	fclose(f);
	return 0;
}

/* gnuplot string literal (double quotes, escapes). */
void
gp_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

const char *
ext_of(const char *path)
{
	const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');

	if (dot == NULL || (slash != NULL && dot < slash))
		return "";
	return dot + 1;
}

/* Run gnuplot on script, its output and data file named by setvars
 * (gnuplot -e: the script's own names are the final ones); out names the
 * chart in messages. */
int
run_gnuplot(const char *script, const char *setvars, const char *out)
{
	const char *gp = getenv("GNUPLOT");
	pid_t pid;
	int st;

	if (gp == NULL || *gp == '\0')
		gp = "gnuplot";
	pid = fork();
	if (pid < 0) {
		errorf("cannot start gnuplot: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		execlp(gp, gp, "-e", setvars, script, (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &st, 0) < 0) {
		errorf("gnuplot: %s", strerror(errno));
		return -1;
	}
	if (WIFEXITED(st) && WEXITSTATUS(st) == 127) {
		errorf("gnuplot not found ('%s'): install it (Debian: apt-get "
		       "install gnuplot-nox) or set GNUPLOT", gp);
		return -1;
	}
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		errorf("gnuplot failed drawing %s (exit status %d); %s is "
		       "unchanged", out,
		       WIFEXITED(st) ? WEXITSTATUS(st) : -1, out);
		return -1;
	}
	return 0;
}

/* see plot.h */
int
plot_render(out_file *img, out_file *dat, out_file *gpo, const char *out,
	    int keep)
{
	char *setvars = NULL;
	size_t svlen;
	struct stat st;
	FILE *sv;
	int rc = -1;

	if (out_close(dat) != 0 || out_close(gpo) != 0)
		return -1;
	sv = open_memstream(&setvars, &svlen);
	if (sv == NULL)
		return -1;
	fputs("outfile = ", sv);
	gp_str(sv, img->tmp);
	fputs("; datafile = ", sv);
	gp_str(sv, dat->tmp);
	fclose(sv);
	if (run_gnuplot(gpo->tmp, setvars, out) != 0)
		goto out;
	if (stat(img->tmp, &st) != 0 || st.st_size == 0) {
		errorf("gnuplot wrote nothing for %s", out);
		goto out;
	}
	if (out_commit(img) != 0)
		goto out;
	if (keep && (out_commit(dat) != 0 || out_commit(gpo) != 0))
		goto out;
	rc = 0;
out:
	free(setvars);
	return rc;
}

/* Draw one family into out.  Returns 0, 1 when there is nothing to draw
 * (message printed), or -1. */
static int
plot_family(const cb_dataset *ds, const plot_opts *o, const char *family,
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
	ne = sel_entries(ds, o->b, o->nb, &f, 0, &e);
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
				if (unit != NULL && strcmp(unit, r->unit)) {
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
		fprintf(gf, "\nBC[%d] = \"%s\"\n", i + 1, colours[i]);
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
	plot_opts o;
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
		} else if (strcmp(a, "--metric") == 0) {
			if (++i >= argc)
				die_usage("plot", "--metric needs a value");
			o.metric = argv[i];
			if (strcmp(o.metric, "cycles-per-byte") &&
			    strcmp(o.metric, "mbps-per-mhz") &&
			    strcmp(o.metric, "cycles-per-op") &&
			    strcmp(o.metric, "raw"))
				die_usage("plot", "unknown metric '%s'",
					  o.metric);
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
		rc = plot_family(&ds, &o, o.flt.family, out) != 0;
		data_free(&ds);
		return rc;
	}
	/* one chart per family, into a folder */
	if (out == NULL)
		out = ".";
	if (mkdir(out, 0755) != 0 && errno != EEXIST) {
		errorf("%s: cannot create folder: %s", out, strerror(errno));
		data_free(&ds);
		return 1;
	}
	for (i = 0; cb_families[i] != NULL; i++) {
		char path[4096];
		int r;

		snprintf(path, sizeof(path), "%s/%s.png", out, cb_families[i]);
		r = plot_family(&ds, &o, cb_families[i], path);
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
