/* SPDX-License-Identifier: MIT */
/* The boards' memory (data/memory.csv): what a run "as a board" applies. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run.h"
#include "util.h"

/* One "KEY=N" token (N 1-15) into *n: 1, 0 if another key, -1 if bad. */
static int
token_ws(const char *t, size_t len, const char *key, int *n)
{
	size_t k = strlen(key);
	char num[8];
	long v;

	if (len <= k || strncmp(t, key, k) != 0)
		return 0;
	if (len - k >= sizeof(num))
		return -1;
	memcpy(num, t + k, len - k);
	num[len - k] = '\0';
	if (num_int(num, 15, &v) != 0 || v == 0)
		return -1;
	*n = (int)v;
	return 1;
}

/* The applied field into m: "none", or ';'-separated "ws=N" (fetches),
 * "art" (with ws=), "dws=N" (data loads from flash), N 1-15; 0, or -1. */
static int
applied(const char *v, board_memory *m)
{
	m->ws = m->art = m->dws = 0;
	if (strcmp(v, "none") == 0)
		return 0;
	while (*v != '\0') {
		size_t len = strcspn(v, ";");
		int r;

		if (len == 3 && strncmp(v, "art", 3) == 0)
			m->art = 1;
		else if ((r = token_ws(v, len, "ws=", &m->ws)) == 0 &&
			 (r = token_ws(v, len, "dws=", &m->dws)) == 0)
			return -1;
		else if (r < 0)
			return -1;
		v += len + (v[len] == ';');
	}
	return (m->ws || m->dws) && (m->ws || !m->art) ? 0 : -1;
}

/* The data cache's columns (lines, ways, line bytes: all empty, or
 * numbers) into m; 0, or -1. */
static int
data_cache(char **f, board_memory *m)
{
	long v[3];
	int k;

	m->dlines = m->dways = 0;
	m->dline = 16;
	if (!f[0][0] && !f[1][0] && !f[2][0])
		return 0;
	for (k = 0; k < 3; k++)
		if (num_int(f[k], 1024, &v[k]) != 0 || v[k] == 0)
			return -1;
	if (v[0] % v[1] != 0 || v[2] < 4 || v[2] > 256 ||
	    (v[2] & (v[2] - 1)) != 0)
		return -1;
	m->dlines = (int)v[0];
	m->dways = (int)v[1];
	m->dline = (int)v[2];
	return 0;
}

/* see run.h */
int
board_memory_of(const char *dir, const char *board, board_memory *m)
{
	char path[4200], line[4096], *f[12];
	FILE *fp;
	int n, ln = 0;

	memset(m, 0, sizeof(*m));
	snprintf(path, sizeof(path), "%s/memory.csv", dir);
	if ((fp = fopen(path, "r")) == NULL) {
		errorf("%s: cannot read the boards' memory table", path);
		return -1;
	}
	while (fgets(line, sizeof(line), fp) != NULL) {
		ln++;
		line[strcspn(line, "\r\n")] = '\0';
		if (ln == 1)
			continue;
		n = csv_split(line, f, 12);
		if (n != 11 || applied(f[4], m) != 0 ||
		    data_cache(f + 7, m) != 0) {
			fclose(fp);
			errorf("%s:%d: %s", path, ln, n != 11 ? "not the 11 "
			       "fields of the header" : applied(f[4], m) != 0 ?
			       "applied is none, or ws=N[;art][;dws=N] or "
			       "dws=N (N 1-15)" : "dcache_lines, dcache_ways, "
			       "line_bytes: all empty, or lines a multiple of "
			       "ways (1-1024) and line bytes a power of two, "
			       "4-256");
			return -1;
		}
		if (strcmp(f[0], board) != 0)
			continue;
		m->found = 1;
		snprintf(m->accelerator, sizeof(m->accelerator), "%s", f[3]);
		snprintf(m->not_modelled, sizeof(m->not_modelled), "%s", f[5]);
		snprintf(m->source, sizeof(m->source), "%s", f[6]);
		snprintf(m->dcache_source, sizeof(m->dcache_source), "%s",
			 f[10]);
		break;
	}
	fclose(fp);
	if (!m->found)
		m->ws = m->art = m->dws = m->dlines = 0;
	return 0;
}

/* see run.h */
void
board_memory_apply(const board_memory *m, run_opts *o)
{
	o->ws = m->ws;
	o->art = m->art;
	o->dws = m->dws;
	o->dlines = m->dlines;
	o->dways = m->dways;
	o->dline = m->dline;
}
