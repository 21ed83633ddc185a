/* SPDX-License-Identifier: MIT */
/* The boards' memory (data/memory.csv): what a run "as a board" applies. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run.h"
#include "util.h"

/* "ws=N" or "ws=N;art" (N 1-15) into m, or "none"; 0, or -1 if neither. */
static int
applied(const char *v, board_memory *m)
{
	long n;
	char num[8];
	size_t k;

	m->ws = 0;
	m->art = 0;
	if (strcmp(v, "none") == 0)
		return 0;
	if (strncmp(v, "ws=", 3) != 0)
		return -1;
	k = strspn(v + 3, "0123456789");
	if (k == 0 || k >= sizeof(num))
		return -1;
	memcpy(num, v + 3, k);
	num[k] = '\0';
	if (num_int(num, 15, &n) != 0 || n == 0)
		return -1;
	m->ws = (int)n;
	if (strcmp(v + 3 + k, ";art") == 0)
		m->art = 1;
	else if (v[3 + k] != '\0')
		return -1;
	return 0;
}

/* see run.h */
int
board_memory_of(const char *dir, const char *board, board_memory *m)
{
	char path[4200], line[2048], *f[8];
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
		n = csv_split(line, f, 8);
		if (n != 7 || applied(f[4], m) != 0) {
			fclose(fp);
			errorf("%s:%d: %s", path, ln, n != 7 ? "not the 7 "
			       "fields of the header" : "applied is none, ws=N "
			       "or ws=N;art (N 1-15)");
			return -1;
		}
		if (strcmp(f[0], board) != 0)
			continue;
		m->found = 1;
		snprintf(m->accelerator, sizeof(m->accelerator), "%s", f[3]);
		snprintf(m->not_modelled, sizeof(m->not_modelled), "%s", f[5]);
		snprintf(m->source, sizeof(m->source), "%s", f[6]);
		break;
	}
	fclose(fp);
	if (!m->found)
		m->ws = m->art = 0;
	return 0;
}
