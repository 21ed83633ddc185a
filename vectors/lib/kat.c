/* SPDX-License-Identifier: MIT */
/* The known-answer records run: each on every RUN row of its id. */
#include <string.h>

#include "kat.h"

/* see kat.h */
void
kat_report(void (*print)(const char *), const char *algo, const char *impl,
       unsigned n, unsigned bad)
{
	char line[96];
	size_t l;
	unsigned d;

	/* "selftest aes-gcm ct ok (6)": no printf in the firmware */
	strcpy(line, "selftest ");
	strcat(line, algo);
	if (impl != NULL) {
		strcat(line, " ");
		strcat(line, impl);
	}
	strcat(line, bad ? " FAIL (" : " ok (");
	l = strlen(line);
	for (d = 1; n / d >= 10; d *= 10)
		;
	for (; d > 0; d /= 10)
		line[l++] = (char)('0' + n / d % 10);
	line[l++] = ')';
	line[l++] = '\n';
	line[l] = '\0';
	print(line);
}

/* The records [i, end) on one row (NULL: a kind run once): failures. */
static unsigned
run_records(unsigned i, unsigned end, const cb_mf_run *row)
{
	unsigned bad = 0;

	for (; i < end; i++)
		bad += !kat_records[i].kind->check(&kat_records[i], row);
	return bad;
}

/* The records of one name, [i, end): once, or on each RUN row of their
 * id, named by its variant or config when the id has several. */
static unsigned
run_group(void (*print)(const char *), unsigned i, unsigned end)
{
	const kat_record *r = &kat_records[i];
	size_t k, rows = 0;
	unsigned bad, failed = 0;

	for (k = 0; k < cb_mf_nruns; k++)
		rows += strcmp(cb_mf_runs[k].id, r->id) == 0;
	if (!r->kind->per_row || rows == 0) {
		bad = r->kind->per_row ? end - i : run_records(i, end, NULL);
		kat_report(print, r->algo, NULL, end - i, bad);
		return bad;
	}
	for (k = 0; k < cb_mf_nruns; k++) {
		const cb_mf_run *row = &cb_mf_runs[k];
		const char *v = row->kind == CB_KIND_SIG ?
				((const cb_sig_desc *)row->desc)->variant(
					&row->prims) : "";

		if (strcmp(row->id, r->id) != 0)
			continue;
		bad = run_records(i, end, row);
		kat_report(print, r->algo, rows == 1 ? NULL : *v ? v : row->config,
		       end - i, bad);
		failed += bad;
	}
	return failed;
}

/* see kat.h */
unsigned
kat_run(void (*print)(const char *))
{
	unsigned i = 0, failed = 0, end;

	while (i < kat_nrecords) {
		for (end = i; end < kat_nrecords &&
		     strcmp(kat_records[end].algo, kat_records[i].algo) == 0;
		     end++)
			;
		failed += run_group(print, i, end);
		i = end;
	}
	return failed;
}
