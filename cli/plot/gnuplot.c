/* SPDX-License-Identifier: MIT */
/* What the charts share: templates, gnuplot strings, running gnuplot. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "model.h"
#include "plot.h"
#include "util.h"

/* see plot.h */
const char *const plot_colours[PLOT_COLOURS] = { "#1f77b4", "#ff7f0e",
	"#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
	"#bcbd22", "#17becf", "#000080", "#808000" };

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
		if (*s == '\n') {     /* a line break of a label */
			fputs("\\n", f);
			continue;
		}
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

/* see plot.h */
int
plot_sources(const cb_board *const *b, int nb, char *buf, size_t len)
{
	int i;

	buf[0] = '\0';
	for (i = 0; i < nb; i++) {
		const char *src = b[i]->source, *c = strstr(src, ": ");
		size_t l = strlen(buf), tl;

		/* "FILE: title" (a page or log kept under its file name):
		 * the title; an address: its host and first path parts */
		if (c != NULL && (size_t)(c - src) == strcspn(src, ": "))
			src = c + 2;
		else if (strncmp(src, "http", 4) == 0 &&
			 strstr(src, "://") != NULL)
			src = strstr(src, "://") + 3;
		src += strspn(src, "# ");      /* a markdown heading */
		tl = strcspn(src, ";");
		if (strncmp(b[i]->source, "http", 4) == 0) {
			const char *p = src;
			int k;

			for (k = 0; k < 3 && (p = strchr(p, '/')) != NULL; k++)
				p++;
			if (p != NULL && (size_t)(p - 1 - src) < tl)
				tl = (size_t)(p - 1 - src);
		}
		snprintf(buf + l, len - l, "%s%s: %.*s%s (%s%s%s, %.*s)",
			 i ? "\n" : "", b[i]->id, (int)(tl > 90 ? 87 : tl), src,
			 tl > 90 ? "..." : "", b[i]->library,
			 b[i]->library_version[0] ? " " : "",
			 b[i]->library_version,
			 (int)strcspn(b[i]->method, ":;"), b[i]->method);
	}
	return nb;
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
