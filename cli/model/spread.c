/* SPDX-License-Identifier: MIT */
/* The spread of a measured figure's repetitions, from its run log row. */
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "spread.h"
#include "store.h"

/* see spread.h */
const char spread_note[] =
	"spread: interquartile range of the repetitions over their median "
	"(their range where the log has no quartiles); (!): above 20 %, a "
	"noisy figure: measure again on an idle machine; (varies): the "
	"operation's own count varies (hedged signing), its minimum is a "
	"row ';stat=min'";

/* The number after " key=" in the line l (up to its end), or -1. */
static double
field(const char *l, const char *end, const char *key)
{
	size_t k = strlen(key);
	const char *p;

	for (p = l; (p = strstr(p, key)) != NULL && p < end; p += k)
		if (p > l && p[-1] == ' ' && p + k < end &&
		    strchr("0123456789", p[k]) != NULL)
			return strtod(p + k, NULL);
	return -1;
}

/* Does the row l of log vary by design: a ';stat=min' row, or one with
 * a ';stat=min' twin of the same metric (lib/bench: min_reps)? */
static int
varies(const char *log, const char *l)
{
	char alg[64], op[32], params[160], metric[16], key[300];

	if (sscanf(l, "row %63s %31s %159s %15s", alg, op, params,
		   metric) != 4)
		return 0;
	if (strlen(params) > 9 &&
	    strcmp(params + strlen(params) - 9, ";stat=min") == 0)
		return 1;
	snprintf(key, sizeof(key), "\nrow %s %s %s;stat=min %s ", alg, op,
		 params, metric);
	return strstr(log, key) != NULL;
}

/* see spread.h */
int
spread_at(const char *log, int line, run_spread *sp)
{
	const char *l = log, *end;
	char metric[16];
	int i;

	if (log == NULL || line < 1)
		return -1;
	for (i = 1; i < line && l != NULL; i++)
		if ((l = strchr(l, '\n')) != NULL)
			l++;
	if (l == NULL || strncmp(l, "row ", 4) != 0)
		return -1;
	end = strchr(l, '\n');
	if (end == NULL)
		end = l + strlen(l);
	memset(sp, 0, sizeof(*sp));
	/* row ALG OP PARAMS METRIC VALUE UNIT key=value... */
	if (sscanf(l, "row %*s %*s %*s %15s %lf", metric, &sp->median) != 2)
		return -1;
	sp->min = field(l, end, "min=");
	sp->max = field(l, end, "max=");
	sp->q1 = field(l, end, "q1=");
	sp->q3 = field(l, end, "q3=");
	if (field(l, end, "reps=") < 1 || sp->min < 0 || sp->max < 0)
		return -1;
	sp->reps = (unsigned long)field(l, end, "reps=");
	sp->quartiles = sp->q1 >= 0 && sp->q3 >= 0;
	sp->varies = varies(log, l);
	/* a ';stat=min' row's value is the minimum: no median to set the
	 * spread against */
	sp->minimum = sp->median == sp->min && sp->varies &&
		      strstr(l, ";stat=min ") != NULL &&
		      strstr(l, ";stat=min ") < end;
	return 0;
}

/* see spread.h */
int
spread_noisy(const run_spread *sp)
{
	return !sp->varies && spread_rel(sp) > SPREAD_LIMIT;
}

/* see spread.h */
double
spread_rel(const run_spread *sp)
{
	double w = sp->quartiles ? sp->q3 - sp->q1 : sp->max - sp->min;

	return sp->median > 0 ? w / sp->median : 0;
}

/* see spread.h */
void
spread_text(const run_spread *sp, char *buf, size_t len)
{
	double r = spread_rel(sp);

	if (sp->minimum)
		snprintf(buf, len, "(varies)");
	else
		snprintf(buf, len, "%.1f %%%s", 100 * r, sp->varies ?
			 " (varies)" : spread_noisy(sp) ? " (!)" : "");
}

/* see spread.h */
char *
spread_run_log(const char *id)
{
	char name[64];
	char *log = NULL;
	size_t len, n, i;
	store_run *runs = NULL;
	int seq = 0;

	if (!store_ref(id, name, sizeof(name), &seq)) {
		if (!store_name_valid(id) ||
		    store_runs(data_user_dir(), id, &runs, &n) != 0)
			return NULL;
		for (i = 0; i < n; i++)
			if (runs[i].seq > seq)
				seq = runs[i].seq;
		free(runs);
		snprintf(name, sizeof(name), "%s", id);
	}
	if (seq == 0 || store_log(data_user_dir(), name, seq, &log, &len) != 0)
		return NULL;
	return log;
}
