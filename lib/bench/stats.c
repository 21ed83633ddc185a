/* SPDX-License-Identifier: MIT */
/* Statistics of timed calls: median, quartiles, min, max; repetitions. */
#include "bench.h"

/* see bench.h */
void
cb_bench_stats_of(uint64_t *s, uint32_t n, cb_bench_stats *st)
{
	uint32_t i, j;

	st->reps = n;
	if (n == 0) {
		st->median = st->min = st->max = st->q1 = st->q3 = 0;
		return;
	}
	/* insertion sort: n is at most a few dozen */
	for (i = 1; i < n; i++) {
		uint64_t v = s[i];

		for (j = i; j > 0 && s[j - 1] > v; j--)
			s[j] = s[j - 1];
		s[j] = v;
	}
	st->min = s[0];
	st->max = s[n - 1];
	st->q1 = s[(n - 1) / 4];
	st->q3 = s[n - 1 - (n - 1) / 4];
	if (n % 2 == 1)
		st->median = s[n / 2];
	else   /* mean of the middle two without overflow, rounded down */
		st->median = s[n / 2 - 1] + (s[n / 2] - s[n / 2 - 1]) / 2;
}

/* see bench.h */
uint32_t
cb_bench_reps(const cb_bench_opts *o, uint64_t est)
{
	uint64_t r;

	if (est == 0)
		est = 1;
	r = o->budget / est;
	if (r < o->min_reps)
		r = o->min_reps;
	if (r > o->max_reps)
		r = o->max_reps;
	if (r % 2 == 0)
		r = r + 1 <= o->max_reps ? r + 1 : r - 1;
	return (uint32_t)r;
}
