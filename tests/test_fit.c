/* SPDX-License-Identifier: MIT */
/* Suite 'cli': the set-up + per-byte fit (cli/model/fit.c) on known costs. */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "fit.h"
#include "ingest.h"
#include "model.h"

void port_fake_reset(void);
void port_fake_unit(const char *unit, uint32_t clock_hz);
const char *port_fake_output(void);
void port_fake_clock(uint64_t (*fn)(void));

static const double sweep[] = { 0, 1, 15, 16, 17, 32, 64, 128, 256, 512,
				1024, 2048, 4096, 8192, 16384 };
#define NSWEEP (sizeof(sweep) / sizeof(sweep[0]))

/* |got - want| within a relative 1e-9 (and 1e-6 absolute near 0) */
static void
near(double got, double want)
{
	ck_assert_msg(fabs(got - want) <= 1e-9 * fabs(want) + 1e-6,
		      "got %.12g, want %.12g", got, want);
}

START_TEST(line_exact)
{
	double y[NSWEEP], a, b, r;
	size_t i;

	for (i = 0; i < NSWEEP; i++)
		y[i] = 1234.5 + 17.25 * sweep[i];
	ck_assert_int_eq(fit_line(sweep, y, NSWEEP, &a, &b, &r), 0);
	near(a, 1234.5);
	near(b, 17.25);
	ck_assert(r < 1e-12);
	/* a zero cost: unweighted, still exact */
	y[0] = 0;
	for (i = 1; i < NSWEEP; i++)
		y[i] = 3 * sweep[i];
	ck_assert_int_eq(fit_line(sweep, y, NSWEEP, &a, &b, &r), 0);
	near(a, 0);
	near(b, 3);
	/* one size (twice) fits nothing */
	ck_assert_int_eq(fit_line(sweep + 3, y, 1, &a, &b, &r), -1);
	y[0] = y[1] = 5;
	{
		double x2[2] = { 64, 64 };

		ck_assert_int_eq(fit_line(x2, y, 2, &a, &b, &r), -1);
	}
}
END_TEST

START_TEST(steps_exact)
{
	fit_case fc;
	cb_result row;
	unsigned blk;
	size_t i;

	/* SHA-256: 800 + 600 per 64-byte block, padding included */
	ck_assert(fit_blocks("sha256", 55, &blk) == 1 && blk == 64);
	ck_assert(fit_blocks("sha256", 56, &blk) == 2);
	ck_assert(fit_blocks("sha3-256", 135, &blk) == 1 && blk == 136);
	ck_assert(fit_blocks("sha3-256", 136, &blk) == 2);
	ck_assert(fit_blocks("aes-128-cbc", 17, &blk) == 2 && blk == 16);
	ck_assert(fit_blocks("aes-128-cbc", 0, &blk) == 0);
	ck_assert(fit_blocks("chacha20-poly1305", 64, &blk) == 0 && blk == 0);
	memset(&fc, 0, sizeof(fc));
	memset(&row, 0, sizeof(row));
	strcpy(row.algorithm, "sha256");
	fc.row = &row;
	fc.n = NSWEEP;
	for (i = 0; i < NSWEEP; i++) {
		fc.x[i] = sweep[i];
		fc.y[i] = 800 + 600 * fit_blocks("sha256", sweep[i], &blk);
	}
	ck_assert_int_eq(fit_case_solve(&fc, "sha256"), 0);
	ck_assert_uint_eq(fc.block, 64);
	near(fc.a, 800);
	near(fc.c, 600);
	near(fc.b, 600.0 / 64);
	ck_assert(fc.resid < 1e-12);
	near(fit_predict(&fc, 100), 800 + 600 * 2);
	/* the same sizes, a cost linear in bytes: the bytes model stays */
	for (i = 0; i < NSWEEP; i++)
		fc.y[i] = 800 + 9 * sweep[i];
	ck_assert_int_eq(fit_case_solve(&fc, "sha256"), 0);
	ck_assert_uint_eq(fc.block, 0);
	near(fc.a, 800);
	near(fc.b, 9);
	near(fit_predict(&fc, 100), 1700);
	/* CBC: whole 16-byte blocks */
	strcpy(row.algorithm, "aes-128-cbc");
	for (i = 0; i < NSWEEP; i++)
		fc.y[i] = 300 + 250 * ceil(sweep[i] / 16);
	ck_assert_int_eq(fit_case_solve(&fc, "aes-128-cbc"), 0);
	ck_assert_uint_eq(fc.block, 16);
	near(fc.a, 300);
	near(fc.c, 250);
	/* CTR over a core that takes two blocks at once: steps per 32 */
	strcpy(row.algorithm, "aes-128-ctr");
	for (i = 0; i < NSWEEP; i++)
		fc.y[i] = 300 + 400 * ceil(sweep[i] / 32);
	ck_assert_int_eq(fit_case_solve(&fc, "aes-128-ctr"), 0);
	ck_assert_uint_eq(fc.block, 32);
	near(fc.a, 300);
	near(fc.c, 400);
	near(fc.b, 12.5);
	near(fit_predict(&fc, 33), 1100);
}
END_TEST

/* The fake port's clock: each sample (two reads) lasts the cost of the
 * case want() last chose: 700 + 13 per byte, 2500 more for key set-up. */
static uint64_t vclock, cost;
static unsigned nreads;

static uint64_t
scripted(void)
{
	if (nreads++ % 2 == 1)
		vclock += cost;
	return vclock;
}

static int
want(const cb_bench_case *c, void *arg)
{
	(void)arg;
	if (strcmp(c->algorithm, "sha256") != 0 &&
	    strcmp(c->algorithm, "aes-128-ctr") != 0)
		return 0;
	cost = 700 + 13 * (uint64_t)c->len +
	       (c->mode == CB_BENCH_SWEEP_KEY ? 2500 : 0);
	return 1;
}

/* A sweep of the harness on the fake port, ingested as a run log. */
static void
fake_sweep(ingest *ig, char **text)
{
	static const uint32_t sizes[] = { 0, 16, 64, 1024, 4000 };
	cb_bench_meta m;
	cb_bench_opts o;

	port_fake_reset();
	port_fake_unit("cycles", 100000000u);
	vclock = 1000;
	cost = 0;
	nreads = 0;
	port_fake_clock(scripted);
	ck_assert_int_eq(cb_bench_sweep(sizes, 5), CB_OK);
	memset(&m, 0, sizeof(m));
	m.platform = "fake";
	m.cpu = "fake";
	m.core = "fake";
	m.vendor = "test";
	m.clock = "scripted";
	m.compiler = "cc";
	m.flags = "-O2";
	m.version = "test";
	m.method = "fake port, scripted cost";
	memset(&o, 0, sizeof(o));
	o.min_reps = o.max_reps = 3;
	o.budget = 1;
	ck_assert_uint_eq(cb_bench_run(&m, &o, want, NULL), 0);
	ck_assert_int_eq(cb_bench_sweep(NULL, 0), CB_OK);
	*text = strdup(port_fake_output());
	ck_assert_ptr_nonnull(*text);
	/* the median of each case is its scripted cost, exactly */
	ck_assert_ptr_nonnull(strstr(*text, "row sha256 hash mode=sweep;"
				     "message=1024;setup=none;config=ct cycles "
				     "14012 cycles"));
	memset(ig, 0, sizeof(*ig));
	ig->path = "fake.log";
	ck_assert_msg(ingest_text(ig, *text, strlen(*text), "fake") == 0, "%s",
		      ig->err);
}

START_TEST(fake_port_recovered)
{
	cb_dataset ds;
	const cb_board *bp[1];
	fit_case *fc;
	ingest ig;
	char *text;
	size_t n, k;

	fake_sweep(&ig, &text);
	memset(&ds, 0, sizeof(ds));
	ds.boards = &ig.board;
	ds.nboards = 1;
	bp[0] = &ig.board;
	ds.rows = ig.rows;
	ds.nrows = ig.nrows;
	n = fit_cases(&ds, &ig.board, NULL, &fc);
	/* sha256 (setup=none), aes-128-ctr ct and table, encrypt and
	 * decrypt, with and without key set-up */
	ck_assert_uint_eq(n, 9);
	for (k = 0; k < n; k++) {
		int key = strstr(fc[k].params, "setup=key") != NULL;

		ck_assert_uint_eq(fc[k].n, 5);
		ck_assert_str_eq(fc[k].unit, "cycles");
		ck_assert_uint_eq(fc[k].block, 0);
		near(fc[k].a, key ? 3200 : 700);
		near(fc[k].b, 13);
		ck_assert(fc[k].resid < 1e-12);
		ck_assert_ptr_null(strstr(fc[k].params, "message="));
	}
	free(fc);
	/* compare --size 100: from the fit, marked; 64: as measured */
	ck_assert_int_eq(fit_at_size(&ds, bp, 1, 64), 0);
	for (k = 0; k < ds.nrows; k++)
		ck_assert_ptr_null(strstr(ds.rows[k].params, "fit="));
	ck_assert_uint_eq(ds.nrows, 9);
	ck_assert_int_eq(fit_at_size(&ds, bp, 1, 100), 0);
	ck_assert_uint_eq(ds.nrows, 0);         /* 64 alone fits nothing */
	ig.rows = ds.rows;
	ig.nrows = 0;
	ingest_free(&ig);
	free(text);

	fake_sweep(&ig, &text);
	ds.rows = ig.rows;
	ds.nrows = ig.nrows;
	ck_assert_int_eq(fit_at_size(&ds, bp, 1, 100), 0);
	ck_assert_uint_eq(ds.nrows, 9);
	for (k = 0; k < ds.nrows; k++) {
		const cb_result *r = &ds.rows[k];
		int key = strstr(r->params, "setup=key") != NULL;

		ck_assert_ptr_nonnull(strstr(r->params,
					     "message=100;fit=interpolated"));
		ck_assert_str_eq(r->metric, "cycles");
		near(r->v, (key ? 3200 : 700) + 1300);
	}
	ig.rows = ds.rows;
	ig.nrows = ds.nrows;
	ingest_free(&ig);
	free(text);

	fake_sweep(&ig, &text);
	ds.rows = ig.rows;
	ds.nrows = ig.nrows;
	ck_assert_int_eq(fit_at_size(&ds, bp, 1, 9000), 0);
	ck_assert_uint_eq(ds.nrows, 9);
	ck_assert_ptr_nonnull(strstr(ds.rows[0].params, "fit=extrapolated"));
	ig.rows = ds.rows;
	ig.nrows = ds.nrows;
	ingest_free(&ig);
	free(text);
}
END_TEST

/* A published table of rates at several sizes (openssl speed's block=
 * columns, once ingested): the cost per call recovered through the
 * clock, exactly. */
START_TEST(published_rates)
{
	static const double sizes[] = { 16, 64, 256, 1024, 8192, 16384 };
	cb_board b;
	cb_result rows[6];
	cb_dataset ds;
	fit_case *fc;
	size_t i, n;

	memset(&b, 0, sizeof(b));
	strcpy(b.id, "pub");
	b.clock_mhz = 1000;
	memset(rows, 0, sizeof(rows));
	for (i = 0; i < 6; i++) {
		strcpy(rows[i].board, "pub");
		strcpy(rows[i].impl, "sw");
		strcpy(rows[i].algorithm, "aes-128-cbc");
		strcpy(rows[i].operation, "encrypt");
		snprintf(rows[i].params, sizeof(rows[i].params), "block=%.0f",
			 sizes[i]);
		strcpy(rows[i].metric, "throughput");
		strcpy(rows[i].unit, "MB/s");
		/* 400 cycles + 20 per byte at 1000 MHz, in MB/s */
		rows[i].v = sizes[i] * 1e9 / (400 + 20 * sizes[i]) / 1e6;
		rows[i].line = (int)i + 1;
		ck_assert_int_eq(result_type(&rows[i], &b), 0);
	}
	memset(&ds, 0, sizeof(ds));
	ds.boards = &b;
	ds.nboards = 1;
	ds.rows = rows;
	ds.nrows = 6;
	n = fit_cases(&ds, &b, NULL, &fc);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(fc[0].params, "");
	ck_assert_uint_eq(fc[0].n, 6);
	near(fc[0].a, 400);
	near(fc[0].b, 20);
	free(fc);
}
END_TEST

START_TEST(size_lists)
{
	uint32_t s[4];
	size_t n;
	char err[128];

	ck_assert_int_eq(fit_size_list("0,16,64", 16384, s, 4, &n, err,
				       sizeof(err)), 0);
	ck_assert_uint_eq(n, 3);
	ck_assert_uint_eq(s[2], 64);
	ck_assert_int_eq(fit_size_list("0,,64", 16384, s, 4, &n, err,
				       sizeof(err)), -1);
	ck_assert_ptr_nonnull(strstr(err, "empty"));
	ck_assert_int_eq(fit_size_list("16385", 16384, s, 4, &n, err,
				       sizeof(err)), -1);
	ck_assert_ptr_nonnull(strstr(err, "'16385' is no size"));
	ck_assert_int_eq(fit_size_list("1,2,1", 16384, s, 4, &n, err,
				       sizeof(err)), -1);
	ck_assert_ptr_nonnull(strstr(err, "1 bytes given twice"));
	ck_assert_int_eq(fit_size_list("1,2,3,4,5", 16384, s, 4, &n, err,
				       sizeof(err)), -1);
	ck_assert_int_eq(fit_size_list("-1", 16384, s, 4, &n, err,
				       sizeof(err)), -1);
	ck_assert_int_eq(fit_size_list("1e3", 16384, s, 4, &n, err,
				       sizeof(err)), -1);
	/* the harness refuses what it cannot hold, and stays as it was */
	s[0] = CB_BENCH_MAX_LEN + 1;
	ck_assert_int_eq(cb_bench_sweep(s, 1), CB_E_ARG);
	ck_assert_int_eq(cb_bench_sweep(s, CB_BENCH_SWEEP_MAX + 1), CB_E_ARG);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("fit");
	TCase *t = tcase_create("fit");
	SRunner *sr;
	int failed;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, line_exact);
	tcase_add_test(t, steps_exact);
	tcase_add_test(t, fake_port_recovered);
	tcase_add_test(t, published_rates);
	tcase_add_test(t, size_lists);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
