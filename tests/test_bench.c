/* SPDX-License-Identifier: MIT */
/* Harness tests with the fake port: exact statistics, registry, output. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "port.h"
#include "cb/hash.h"

void port_fake_reset(void);
void port_fake_script(const uint64_t *counts, size_t n, uint64_t step);
void port_fake_unit(const char *unit, uint32_t clock_hz);
const char *port_fake_output(void);
size_t port_fake_reads(void);
int port_fake_markers(void);
void port_fake_stack(const size_t *peaks, size_t n);
void port_fake_guard(size_t ok_checks);
size_t port_fake_paints(void);

START_TEST(stats_odd_even)
{
	uint64_t a[] = { 9, 3, 7, 1, 5 };
	uint64_t b[] = { 10, 40, 20, 31 };
	uint64_t c[] = { 42 };
	uint64_t big[] = { UINT64_MAX, UINT64_MAX - 2 };
	cb_bench_stats st;

	cb_bench_stats_of(a, 5, &st);
	ck_assert_uint_eq(st.median, 5);
	ck_assert_uint_eq(st.min, 1);
	ck_assert_uint_eq(st.max, 9);
	ck_assert_uint_eq(st.reps, 5);
	ck_assert_uint_eq(a[0], 1);
	ck_assert_uint_eq(a[4], 9);
	/* the quartiles: one place in from either end of five */
	ck_assert_uint_eq(st.q1, a[1]);
	ck_assert_uint_eq(st.q3, a[3]);
	ck_assert_uint_lt(st.q1, st.median);
	cb_bench_stats_of(b, 4, &st);
	ck_assert_uint_eq(st.median, 25);       /* (20 + 31) / 2 down */
	ck_assert_uint_eq(st.min, 10);
	ck_assert_uint_eq(st.max, 40);
	cb_bench_stats_of(c, 1, &st);
	ck_assert_uint_eq(st.median, 42);
	ck_assert_uint_eq(st.q1, 42);
	ck_assert_uint_eq(st.q3, 42);
	cb_bench_stats_of(big, 2, &st);
	ck_assert_uint_eq(st.median, UINT64_MAX - 1);
	cb_bench_stats_of(NULL, 0, &st);
	ck_assert_uint_eq(st.reps, 0);
	ck_assert_uint_eq(st.median, 0);
	ck_assert_uint_eq(st.q3, 0);
}
END_TEST

START_TEST(reps_from_budget)
{
	cb_bench_opts o = { 1000, 0, 3, 21, 0, 0 };

	ck_assert_uint_eq(cb_bench_reps(&o, 100), 11);  /* 10 -> odd */
	ck_assert_uint_eq(cb_bench_reps(&o, 111), 9);
	ck_assert_uint_eq(cb_bench_reps(&o, 1000), 3);  /* min */
	ck_assert_uint_eq(cb_bench_reps(&o, 1), 21);    /* max */
	ck_assert_uint_eq(cb_bench_reps(&o, 0), 21);
	o.max_reps = 9;
	ck_assert_uint_eq(cb_bench_reps(&o, 125), 9);   /* 8 -> 9 */
	o.max_reps = 7;
	ck_assert_uint_eq(cb_bench_reps(&o, 125), 7);   /* clamped */
}
END_TEST

static int calls[2];
static char order[64];
static size_t norder;

static void
fn_a(void *arg)
{
	(void)arg;
	calls[0]++;
	if (norder + 1 < sizeof(order))
		order[norder++] = 'a';
}

static void
fn_b(void *arg)
{
	(void)arg;
	calls[1]++;
	if (norder + 1 < sizeof(order))
		order[norder++] = 'b';
}

START_TEST(measure_exact)
{
	/* estimate 100 counts + overhead 5; budget 500 -> 5 reps */
	static const uint64_t script[] = {
		1000, 1105,             /* estimate */
		2000, 2125,             /* 120 */
		3000, 3095,             /* 90 */
		4000, 4205,             /* 200 */
		5000, 5105,             /* 100 */
		6000, 6003,             /* 3 < overhead: 0 */
	};
	cb_bench_opts o = { 500, 2, 3, 21, 5, 0 };
	cb_bench_fn fn = fn_a;
	void *arg = NULL;
	cb_bench_stats st;

	port_fake_reset();
	port_fake_script(script, sizeof(script) / sizeof(script[0]), 1);
	calls[0] = calls[1] = 0;
	ck_assert_int_eq(cb_bench_measure(&fn, &arg, 1, &o, &st), CB_OK);
	ck_assert_uint_eq(st.reps, 5);
	ck_assert_uint_eq(st.median, 100);
	ck_assert_uint_eq(st.min, 0);
	ck_assert_uint_eq(st.max, 200);
	ck_assert_int_eq(calls[0], 2 + 1 + 5);
	ck_assert_uint_eq(port_fake_reads(), 12);
	ck_assert_int_eq(port_fake_markers(), 6);
}
END_TEST

START_TEST(measure_interleaved)
{
	/* a: 10 counts per call, b: 30; estimate from the slower (b) */
	static const uint64_t script[] = {
		0, 10, 100, 130,                /* estimates a, b */
		200, 211, 300, 329,             /* rep 1: a 11, b 29 */
		400, 409, 500, 531,             /* rep 2: a 9, b 31 */
		600, 610, 700, 730,             /* rep 3: a 10, b 30 */
	};
	cb_bench_opts o = { 90, 1, 1, 9, 0, 0 };
	cb_bench_fn fn[2] = { fn_a, fn_b };
	void *arg[2] = { NULL, NULL };
	cb_bench_stats st[2];

	port_fake_reset();
	port_fake_script(script, sizeof(script) / sizeof(script[0]), 1);
	calls[0] = calls[1] = 0;
	norder = 0;
	memset(order, 0, sizeof(order));
	ck_assert_int_eq(cb_bench_measure(fn, arg, 2, &o, st), CB_OK);
	ck_assert_str_eq(order, "ababababab");
	ck_assert_uint_eq(st[0].reps, 3);
	ck_assert_uint_eq(st[0].median, 10);
	ck_assert_uint_eq(st[0].min, 9);
	ck_assert_uint_eq(st[0].max, 11);
	ck_assert_uint_eq(st[1].median, 30);
	ck_assert_uint_eq(st[1].min, 29);
	ck_assert_uint_eq(st[1].max, 31);
}
END_TEST

START_TEST(measure_inner_calls)
{
	/* estimate 100 < min_sample 1000: 10 calls per sample */
	static const uint64_t script[] = {
		0, 100,                 /* estimate */
		1000, 2005,             /* 1005 / 10 -> 100 */
		3000, 3990,             /* 99 */
		5000, 6100,             /* 110 */
	};
	cb_bench_opts o = { 3000, 0, 3, 9, 0, 1000 };
	cb_bench_fn fn = fn_a;
	void *arg = NULL;
	cb_bench_stats st;

	port_fake_reset();
	port_fake_script(script, sizeof(script) / sizeof(script[0]), 1);
	calls[0] = 0;
	ck_assert_int_eq(cb_bench_measure(&fn, &arg, 1, &o, &st), CB_OK);
	ck_assert_uint_eq(st.reps, 3);
	ck_assert_uint_eq(st.median, 100);
	ck_assert_uint_eq(st.min, 99);
	ck_assert_uint_eq(st.max, 110);
	ck_assert_int_eq(calls[0], 1 + 3 * 10);
	ck_assert_int_eq(port_fake_markers(), 4);
}
END_TEST

START_TEST(measure_bad_args)
{
	cb_bench_opts o = { 90, 1, 1, 9, 0, 0 };
	cb_bench_fn fn[3] = { fn_a, fn_a, fn_a };
	void *arg[3] = { NULL, NULL, NULL };
	cb_bench_stats st[3];

	ck_assert_int_eq(cb_bench_measure(fn, arg, 0, &o, st), CB_E_ARG);
	ck_assert_int_eq(cb_bench_measure(fn, arg, 3, &o, st), CB_E_ARG);
	o.max_reps = CB_BENCH_MAX_REPS + 2;
	ck_assert_int_eq(cb_bench_measure(fn, arg, 1, &o, st), CB_E_ARG);
	o.max_reps = 9;
	o.min_reps = 0;
	ck_assert_int_eq(cb_bench_measure(fn, arg, 1, &o, st), CB_E_ARG);
}
END_TEST

START_TEST(overhead_median)
{
	static const uint64_t script[] = { 0, 7, 10, 14, 20, 40, 50, 55,
					   60, 66 };

	port_fake_reset();
	port_fake_script(script, 10, 1);
	/* differences 7 4 20 5 6 -> median 6 */
	ck_assert_uint_eq(cb_bench_overhead(5), 6);
}
END_TEST

START_TEST(u64_text)
{
	char buf[24];

	ck_assert_uint_eq(cb_bench_u64(buf, 0), 1);
	ck_assert_str_eq(buf, "0");
	ck_assert_uint_eq(cb_bench_u64(buf, UINT64_MAX), 20);
	ck_assert_str_eq(buf, "18446744073709551615");
	(void)cb_bench_u64(buf, 8000);
	ck_assert_str_eq(buf, "8000");
}
END_TEST

static int
find_case(const char *alg, const char *op, const char *params,
	  cb_bench_case *out)
{
	size_t i, n = cb_bench_count();
	char p[128];

	for (i = 0; i < n; i++) {
		ck_assert_int_eq(cb_bench_get(i, out), CB_OK);
		(void)cb_bench_params(out, p, sizeof(p));
		if (strcmp(out->algorithm, alg) == 0 &&
		    strcmp(out->operation, op) == 0 && strcmp(p, params) == 0)
			return 1;
	}
	return 0;
}

/* (that every id of the manifest has cases: tests/test_manifest.c) */
START_TEST(registry_cases)
{
	cb_bench_case c;
	size_t n = cb_bench_count();
	char p[128];

	ck_assert_uint_gt(n, 500);
	ck_assert_int_eq(cb_bench_get(n, &c), CB_E_ARG);
	ck_assert(find_case("aes-128-cbc", "encrypt",
			    "mode=long;message=8192;config=ct", &c));
	ck_assert_str_eq(c.family, "cipher");
	ck_assert(find_case("aes-128-cbc", "decrypt",
			    "mode=sole-buffer;buffer=32;config=table", &c));
	ck_assert(find_case("sha256", "hash",
			    "mode=data-flow;message=8000;chunk=512;config=ct",
			    &c));
	ck_assert_str_eq(c.family, "hash");
	ck_assert(find_case("chacha20-poly1305", "decrypt",
			    "mode=data-flow;message=8000;chunk=2048;config=ct",
			    &c));
	ck_assert(find_case("ascon-aead128", "encrypt",
			    "mode=data-flow;message=8000;chunk=128;config=ct",
			    &c));
	/* no streaming Ascon decryption exists, so no such case */
	ck_assert(!find_case("ascon-aead128", "decrypt",
			     "mode=data-flow;message=8000;chunk=128;config=ct",
			     &c));
	ck_assert(!find_case("sha256", "encrypt",
			     "mode=long;message=8192;config=ct", &c));
	/* ML-KEM: keygen, encaps, decaps per parameter set */
	ck_assert(find_case("ml-kem-768", "decaps", "mode=op;config=ct", &c));
	ck_assert_str_eq(c.family, "pq");
	ck_assert(find_case("ml-kem-512", "encaps", "mode=op;config=ct", &c));
	ck_assert(find_case("ml-kem-1024", "keygen", "mode=op;config=ct", &c));
	/* truncation keeps a NUL and reports the full length */
	ck_assert(find_case("sm3", "hash", "mode=long;message=8192;config=ct",
			    &c));
	ck_assert_uint_eq(cb_bench_params(&c, p, 10), 32);
	ck_assert_str_eq(p, "mode=long");
}
END_TEST

/* every case sets up and its measured call succeeds (decryptions see a
 * valid tag) */
START_TEST(registry_prepare_all)
{
	cb_bench_case c;
	size_t i, n = cb_bench_count();

	for (i = 0; i < n; i++) {
		char p[128];
		int rc;

		ck_assert_int_eq(cb_bench_get(i, &c), CB_OK);
		(void)cb_bench_params(&c, p, sizeof(p));
		rc = cb_bench_prepare(&c);
		ck_assert_msg(rc == CB_OK, "%s %s %s: %d", c.algorithm,
			      c.operation, p, rc);
		cb_bench_call(&c);
		ck_assert_int_eq(cb_bench_last_error(), CB_OK);
	}
	c.len = CB_BENCH_MAX_LEN + 1;
	ck_assert_int_eq(cb_bench_prepare(&c), CB_E_ARG);
}
END_TEST

static const cb_bench_meta meta = {
	"fakeboard", "FAKE1", "Cortex-M4", "FakeSemi",
	"calibrated\nagainst x",
	"gcc 12.2.0", "-O2", "v0.1-3-gabcdef", "measured: fake", NULL, NULL,
	NULL
};

START_TEST(emit_header_exact)
{
	port_fake_reset();
	port_fake_unit("cycles", 168000000u);
	cb_bench_emit_header(&meta);
	ck_assert_str_eq(port_fake_output(),
			 "# cryptobench: run log 1\n"
			 "# platform: fakeboard\n"
			 "# cpu: FAKE1\n"
			 "# core: Cortex-M4\n"
			 "# vendor: FakeSemi\n"
			 "# clock_mhz: 168.000\n"
			 "# clock: calibrated against x\n"
			 "# compiler: gcc 12.2.0\n"
			 "# flags: -O2\n"
			 "# version: v0.1-3-gabcdef\n"
			 "# unit: cycles\n"
			 "# method: measured: fake\n");
	port_fake_reset();
	port_fake_unit("ns", 2400123456u);
	cb_bench_emit_header(&meta);
	ck_assert_ptr_nonnull(strstr(port_fake_output(),
				     "\n# clock_mhz: 2400.123\n"));
	port_fake_reset();
	port_fake_unit("ns", 0);
	cb_bench_emit_header(&meta);
	ck_assert_ptr_nonnull(strstr(port_fake_output(),
				     "\n# clock_mhz: unknown\n"));
	port_fake_reset();
	port_fake_unit("ns", 0);
	{
		cb_bench_meta fast = meta;

		fast.clock_mhz = "5700.125";
		cb_bench_emit_header(&fast);
	}
	ck_assert_ptr_nonnull(strstr(port_fake_output(),
				     "\n# clock_mhz: 5700.125\n"));
	port_fake_reset();
	port_fake_unit("ns", 1005u);
	cb_bench_emit_header(&meta);
	ck_assert_ptr_nonnull(strstr(port_fake_output(),
				     "\n# clock_mhz: 0.001\n"));
}
END_TEST

START_TEST(emit_rows_exact)
{
	cb_bench_case c;
	cb_bench_stats st = { 1234, 1200, 99999, 7, 2, 5, 1210, 1300 };

	ck_assert(find_case("sha256", "hash",
			    "mode=data-flow;message=8000;chunk=512;config=ct",
			    &c));
	port_fake_reset();
	cb_bench_emit_row(&c, &st);
	port_fake_unit("ns", 1000000u);
	cb_bench_emit_row(&c, &st);
	cb_bench_emit_skip(&c, "authentication failed");
	cb_bench_emit_end();
	ck_assert_str_eq(port_fake_output(),
			 "row sha256 hash mode=data-flow;message=8000;"
			 "chunk=512;config=ct cycles 1234 cycles reps=7 "
			 "min=1200 max=99999 q1=1210 q3=1300 inner=2 seq=5\n"
			 "row sha256 hash mode=data-flow;message=8000;"
			 "chunk=512;config=ct time 1234 ns reps=7 min=1200 "
			 "max=99999 q1=1210 q3=1300 inner=2 seq=5\n"
			 "# skip sha256 hash mode=data-flow;message=8000;"
			 "chunk=512;config=ct: authentication failed\n"
			 "# end\n");
}
END_TEST

/* Ed25519's rows name the fixed-base table built (-Ded25519): fast here. */
START_TEST(ed25519_config)
{
	cb_bench_case c;

	ck_assert(find_case("ed25519", "sign", "mode=op;message=64;config=fast",
			    &c));
	ck_assert(find_case("ed25519", "verify",
			    "mode=op;message=64;config=fast", &c));
	ck_assert(!find_case("ed25519", "sign",
			     "mode=op;message=64;config=ct", &c));
}
END_TEST

/* A case whose count varies (ML-DSA signing) gets its minimum's row too. */
START_TEST(emit_min_row)
{
	cb_bench_case c;
	cb_bench_stats st = { 5000, 3000, 9000, 15, 1, 7, 4000, 6000 };

	ck_assert(find_case("ml-dsa-44", "sign",
			    "mode=op;message=64;config=fast", &c));
	ck_assert_uint_eq(c.min_reps, 15);
	port_fake_reset();
	port_fake_unit("emulated-insns", 0);
	cb_bench_emit_row_stack(&c, &st, 3316);
	ck_assert_str_eq(port_fake_output(),
			 "row ml-dsa-44 sign mode=op;message=64;config=fast "
			 "insns 5000 emulated-insns reps=15 min=3000 "
			 "max=9000 q1=4000 q3=6000 stack=3316 inner=1 seq=7\n"
			 "row ml-dsa-44 sign mode=op;message=64;config=fast;"
			 "stat=min insns 3000 emulated-insns reps=15 "
			 "min=3000 max=9000 q1=4000 q3=6000 inner=1 seq=7\n");
}
END_TEST

static int
want_two(const cb_bench_case *c, void *arg)
{
	char p[128];

	(void)arg;
	(void)cb_bench_params(c, p, sizeof(p));
	return (strcmp(c->algorithm, "sha256") == 0 ||
		strcmp(c->algorithm, "aes-128-gcm") == 0) &&
	       strcmp(c->operation, "decrypt") != 0 &&
	       strcmp(p, "mode=long;message=8192;config=ct") == 0;
}

START_TEST(run_exact)
{
	/* overhead: 11 pairs of difference 2; then per case: estimate and
	 * reps (budget 3000, estimate 1000 -> 3 reps) */
	static const uint64_t script[] = {
		0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2,
		0, 2,
		/* aes-128-gcm encrypt: estimate, then 3 reps */
		10, 1012, 20, 1522, 30, 1032, 40, 1242,
		/* sha256: estimate, then 3 reps */
		50, 1052, 60, 1062, 70, 970, 80, 1082,
	};
	cb_bench_opts o = { 3000, 1, 3, 9, 0, 0 };

	port_fake_reset();
	port_fake_script(script, sizeof(script) / sizeof(script[0]), 1);
	port_fake_unit("cycles", 100000000u);
	ck_assert_uint_eq(cb_bench_run(&meta, &o, want_two, NULL), 0);
	ck_assert_str_eq(port_fake_output(),
			 "# cryptobench: run log 1\n"
			 "# platform: fakeboard\n"
			 "# cpu: FAKE1\n"
			 "# core: Cortex-M4\n"
			 "# vendor: FakeSemi\n"
			 "# clock_mhz: 100.000\n"
			 "# clock: calibrated against x\n"
			 "# compiler: gcc 12.2.0\n"
			 "# flags: -O2\n"
			 "# version: v0.1-3-gabcdef\n"
			 "# unit: cycles\n"
			 "# method: measured: fake\n"
			 "row aes-128-gcm encrypt mode=long;message=8192;"
			 "config=ct cycles 1200 cycles reps=3 min=1000 "
			 "max=1500 q1=1000 q3=1500 inner=1 seq=1\n"
			 "row sha256 hash mode=long;message=8192;config=ct "
			 "cycles 1000 cycles reps=3 min=898 max=1000 "
			 "q1=898 q3=1000 inner=1 seq=2\n"
			 "# end\n");
	ck_assert_int_eq(port_fake_markers(), 8);
}
END_TEST

/* A callee (another library's adapter) that has SHA-256 only: its digest
 * into res, right or wrong as *arg says. */
static uint8_t callee_res[CB_SHA256_LEN];
static int callee_wrong;
static const cb_bench_case *callee_case;

static void *
callee_setup(const cb_bench_case *c)
{
	callee_case = c;
	return strcmp(c->algorithm, "sha256") == 0 ? callee_res : NULL;
}

static void
callee_call(void *s)
{
	cb_bench_io io;

	cb_bench_inputs(&io);
	cb_sha256(s, io.src, callee_case->len);
	((uint8_t *)s)[0] ^= (uint8_t)callee_wrong;
}

static int
callee_check(void *s)
{
	cb_bench_io io;

	cb_bench_inputs(&io);
	return memcmp(s, io.res, CB_SHA256_LEN) == 0 ? CB_OK : CB_E_AUTH;
}

/*
 * cb_bench_run_callee: the callee's cases only (none for aes-128-gcm, not
 * even a skip line), its header naming it, and a wrong answer a skip.
 */
START_TEST(run_callee)
{
	static const uint64_t script[] = {
		0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2,
		0, 2,
		50, 1052, 60, 1062, 70, 970, 80, 1082,
	};
	static const cb_bench_callee callee = { callee_setup, callee_call,
						callee_check };
	cb_bench_opts o = { 3000, 1, 3, 9, 0, 0 };
	cb_bench_meta lib = meta;
	const char *out;

	lib.library = "Other TLS";
	lib.config = "its defaults";
	lib.version = "1.2.3";
	callee_wrong = 0;
	port_fake_reset();
	port_fake_script(script, sizeof(script) / sizeof(script[0]), 1);
	port_fake_unit("cycles", 100000000u);
	ck_assert_uint_eq(cb_bench_run_callee(&lib, &o, want_two, NULL,
					      &callee), 0);
	out = strstr(port_fake_output(), "# flags: -O2\n");
	ck_assert_ptr_nonnull(out);
	ck_assert_str_eq(out,
			 "# flags: -O2\n"
			 "# library: Other TLS\n"
			 "# library_config: its defaults\n"
			 "# version: 1.2.3\n"
			 "# unit: cycles\n"
			 "# method: measured: fake\n"
			 "row sha256 hash mode=long;message=8192;config=ct "
			 "cycles 1000 cycles reps=3 min=898 max=1000 "
			 "q1=898 q3=1000 inner=1 seq=1\n"
			 "# end\n");
	callee_wrong = 1;
	port_fake_reset();
	port_fake_script(script, sizeof(script) / sizeof(script[0]), 1);
	port_fake_unit("cycles", 100000000u);
	ck_assert_uint_eq(cb_bench_run_callee(&lib, &o, want_two, NULL,
					      &callee), 1);
	ck_assert_ptr_nonnull(strstr(port_fake_output(),
				     "\n# skip sha256 hash mode=long;"
				     "message=8192;config=ct: wrong answer\n"
				     "# end\n"));
	ck_assert_ptr_null(strstr(port_fake_output(), "\nrow "));
}
END_TEST

START_TEST(run_stack)
{
	/* as run_exact, with a port that measures stack: the probe peaks
	 * at 2000 bytes, the cases at 2100 and 1800 (a case within the
	 * paint margin); stack = 256 + peak - 2000 */
	static const uint64_t script[] = {
		0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2,
		0, 2,
		10, 1012, 20, 1522, 30, 1032, 40, 1242,
		50, 1052, 60, 1062, 70, 970, 80, 1082,
	};
	static const size_t peaks[] = { 2000, 2100, 1800 };
	cb_bench_opts o = { 3000, 1, 3, 9, 0, 0 };
	const char *out;

	ck_assert_uint_eq(CB_BENCH_STACK_PROBE, 256);
	port_fake_reset();
	port_fake_script(script, sizeof(script) / sizeof(script[0]), 1);
	port_fake_unit("emulated-insns", 1000000000u);
	port_fake_stack(peaks, 3);
	ck_assert_uint_eq(cb_bench_run(&meta, &o, want_two, NULL), 0);
	out = strstr(port_fake_output(), "\nrow ");
	ck_assert_ptr_nonnull(out);
	ck_assert_str_eq(out + 1,
			 "row aes-128-gcm encrypt mode=long;message=8192;"
			 "config=ct insns 1200 emulated-insns reps=3 min=1000 "
			 "max=1500 q1=1000 q3=1500 stack=356 inner=1 seq=1\n"
			 "row sha256 hash mode=long;message=8192;config=ct "
			 "insns 1000 emulated-insns reps=3 min=898 max=1000 "
			 "q1=898 q3=1000 stack=56 inner=1 seq=2\n"
			 "# end\n");
	ck_assert_uint_eq(port_fake_paints(), 3);
	ck_assert_int_eq(port_fake_markers(), 8);
}
END_TEST

/*
 * As run_exact, on a port whose stack guard is found breached after the
 * first case: that case's row is written, the second case is measured
 * but gets no row, only the guard's line, and the run stops with no end
 * marker and a failure.
 */
START_TEST(run_stack_guard)
{
	static const uint64_t script[] = {
		0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2,
		0, 2,
		10, 1012, 20, 1522, 30, 1032, 40, 1242,
		50, 1052, 60, 1062, 70, 970, 80, 1082,
	};
	cb_bench_opts o = { 3000, 1, 3, 9, 0, 0 };
	const char *out;

	port_fake_reset();
	port_fake_script(script, sizeof(script) / sizeof(script[0]), 1);
	port_fake_unit("cycles", 100000000u);
	port_fake_guard(1);
	ck_assert_uint_eq(cb_bench_run(&meta, &o, want_two, NULL), 1);
	out = strstr(port_fake_output(), "\nrow ");
	ck_assert_ptr_nonnull(out);
	ck_assert_str_eq(out + 1,
			 "row aes-128-gcm encrypt mode=long;message=8192;"
			 "config=ct cycles 1200 cycles reps=3 min=1000 "
			 "max=1500 q1=1000 q3=1500 inner=1 seq=1\n"
			 "# stack: overflow in sha256 hash mode=long;"
			 "message=8192;config=ct: a call reached the stack "
			 "guard; the run stops\n");
	ck_assert_ptr_null(cb_bench_current());
}
END_TEST

static int
want_mldsa44_sign(const cb_bench_case *c, void *arg)
{
	(void)arg;
	return strcmp(c->algorithm, "ml-dsa-44") == 0 &&
	       strcmp(c->operation, "sign") == 0;
}

/*
 * With a port that measures stack, a case with a working buffer of the
 * caller's (ML-DSA signing) gets work=N: the bytes of it the call wrote,
 * ML-DSA-44's workspaces exactly (the signing wipes what it used); a
 * case without one (LMS verification) none.
 */
START_TEST(run_work)
{
	static const size_t peaks[] = { 2000, 2100, 2200 };
	cb_bench_opts o = { 3000, 1, 3, 9, 0, 0 };
	cb_bench_case c;
	uint8_t *p;
	const char *out;
	size_t i;

	port_fake_reset();
	port_fake_script(NULL, 0, 100);
	port_fake_unit("emulated-insns", 1000000000u);
	port_fake_stack(peaks, 3);
	ck_assert_uint_eq(cb_bench_run(&meta, &o, want_mldsa44_sign, NULL), 0);
	out = port_fake_output();
	ck_assert_msg(strstr(out, "config=fast insns ") != NULL &&
		      strstr(out, " stack=356 work=29696 inner=") != NULL &&
		      strstr(out, " stack=456 work=9216 inner=") != NULL,
		      "%s", out);
	for (i = 0; cb_bench_get(i, &c) == CB_OK; i++)
		if (strcmp(c.algorithm, "lms") == 0 &&
		    strcmp(c.operation, "verify") == 0)
			break;
	ck_assert_int_eq(cb_bench_get(i, &c), CB_OK);
	ck_assert_uint_eq(cb_bench_work(&c, &p), 0);
	ck_assert_ptr_null(p);
}
END_TEST

START_TEST(emit_row_stack_field)
{
	cb_bench_case c;
	cb_bench_stats st = { 10, 9, 11, 3, 1, 1, 9, 11 };

	ck_assert_int_eq(cb_bench_get(0, &c), CB_OK);
	port_fake_reset();
	port_fake_unit("cycles", 0);
	cb_bench_emit_row_stack(&c, &st, 0);
	cb_bench_emit_row_stack(&c, &st, 1234);
	cb_bench_emit_row_mem(&c, &st, 1234, 29696);
	ck_assert_str_eq(port_fake_output(),
			 "row aes-128-cbc encrypt mode=long;message=8192;"
			 "config=ct cycles 10 cycles reps=3 min=9 max=11 "
			 "q1=9 q3=11 inner=1 seq=1\n"
			 "row aes-128-cbc encrypt mode=long;message=8192;"
			 "config=ct cycles 10 cycles reps=3 min=9 max=11 "
			 "q1=9 q3=11 stack=1234 inner=1 seq=1\n"
			 "row aes-128-cbc encrypt mode=long;message=8192;"
			 "config=ct cycles 10 cycles reps=3 min=9 max=11 "
			 "q1=9 q3=11 stack=1234 work=29696 inner=1 seq=1\n");
}
END_TEST

static Suite *
bench_suite(void)
{
	Suite *s = suite_create("bench");
	TCase *t;

	t = tcase_create("stats");
	tcase_add_test(t, stats_odd_even);
	tcase_add_test(t, reps_from_budget);
	tcase_add_test(t, u64_text);
	suite_add_tcase(s, t);
	t = tcase_create("runner");
	tcase_add_test(t, measure_exact);
	tcase_add_test(t, measure_interleaved);
	tcase_add_test(t, measure_inner_calls);
	tcase_add_test(t, measure_bad_args);
	tcase_add_test(t, overhead_median);
	suite_add_tcase(s, t);
	t = tcase_create("registry");
	tcase_set_timeout(t, 120);
	tcase_add_test(t, registry_cases);
	tcase_add_test(t, registry_prepare_all);
	suite_add_tcase(s, t);
	t = tcase_create("emit");
	tcase_add_test(t, emit_header_exact);
	tcase_add_test(t, emit_rows_exact);
	tcase_add_test(t, run_exact);
	tcase_add_test(t, run_callee);
	tcase_add_test(t, run_stack);
	tcase_add_test(t, run_stack_guard);
	tcase_add_test(t, run_work);
	tcase_add_test(t, emit_row_stack_field);
	tcase_add_test(t, emit_min_row);
	tcase_add_test(t, ed25519_config);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(bench_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
