/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: data files through the loader, then list, show and
 * compare, their JSON, CSV and Markdown output checked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "fuzz.h"
#include "model.h"
#include "util.h"

/*
 * The input is boards.csv, then up to four results files, each after a
 * form feed: "BOARDS\fRESULTS1\fRESULTS2".  Its length picks the output
 * format.
 */
#define MAXFILES 4

/* ---- a JSON validator (RFC 8259), enough for the tables we print ---- */

static const char *json_value(const char *s, int depth);

static const char *
json_ws(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	return s;
}

/* One UTF-8 sequence at s (RFC 3629), or NULL. */
static const char *
json_utf8(const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	int n, i;

	if (u[0] < 0x80)
		return s + 1;
	if (u[0] >= 0xc2 && u[0] <= 0xdf)
		n = 1;
	else if (u[0] >= 0xe0 && u[0] <= 0xef)
		n = 2;
	else if (u[0] >= 0xf0 && u[0] <= 0xf4)
		n = 3;
	else
		return NULL;
	for (i = 1; i <= n; i++)
		if ((u[i] & 0xc0) != 0x80)
			return NULL;
	return s + n + 1;
}

static const char *
json_string(const char *s)
{
	int i;

	if (*s++ != '"')
		return NULL;
	while (*s != '"') {
		if ((unsigned char)*s < 0x20)
			return NULL;
		if (*s == '\\') {
			s++;
			if (*s == 'u') {
				for (i = 1; i <= 4; i++)
					if (strchr("0123456789abcdefABCDEF",
						   s[i]) == NULL || s[i] == 0)
						return NULL;
				s += 5;
			} else if (*s != '\0' && strchr("\"\\/bfnrt", *s)) {
				s++;
			} else {
				return NULL;
			}
		} else if ((s = json_utf8(s)) == NULL) {
			return NULL;
		}
	}
	return s + 1;
}

static const char *
json_digits(const char *s)
{
	const char *b = s;

	while (*s >= '0' && *s <= '9')
		s++;
	return s == b ? NULL : s;
}

static const char *
json_number(const char *s)
{
	if (*s == '-')
		s++;
	if (*s == '0')
		s++;
	else if ((s = json_digits(s)) == NULL)
		return NULL;
	if (*s == '.' && (s = json_digits(s + 1)) == NULL)
		return NULL;
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '+' || *s == '-')
			s++;
		s = json_digits(s);
	}
	return s;
}

/* Members of an object (close '}') or elements of an array (']'). */
static const char *
json_items(const char *s, char close, int depth)
{
	s = json_ws(s);
	if (*s == close)
		return s + 1;
	for (;;) {
		if (close == '}') {
			if ((s = json_string(json_ws(s))) == NULL)
				return NULL;
			s = json_ws(s);
			if (*s++ != ':')
				return NULL;
		}
		if ((s = json_value(s, depth + 1)) == NULL)
			return NULL;
		s = json_ws(s);
		if (*s == close)
			return s + 1;
		if (*s++ != ',')
			return NULL;
	}
}

static const char *
json_value(const char *s, int depth)
{
	static const char *const words[] = { "true", "false", "null" };
	size_t i;

	if (depth > 16)
		return NULL;
	s = json_ws(s);
	if (*s == '{' || *s == '[')
		return json_items(s + 1, *s == '{' ? '}' : ']', depth);
	if (*s == '"')
		return json_string(s);
	for (i = 0; i < 3; i++)
		if (strncmp(s, words[i], strlen(words[i])) == 0)
			return s + strlen(words[i]);
	return json_number(s);
}

/* ---- the other formats ---- */

/* CSV: every line has as many fields as the header. */
static void
check_csv(char *out)
{
	char *line, *next, *fl[64];
	int n, want = -1;

	for (line = out; *line != '\0'; line = next) {
		next = strchr(line, '\n');
		if (next == NULL)
			fuzz_fail("CSV output ends without a newline");
		*next++ = '\0';
		n = csv_split(line, fl, 64);
		if (want < 0)
			want = n;
		if (n < 1 || n != want)
			fuzz_fail("CSV line '%s': %d fields, the header has %d",
				  line, n, want);
	}
}

/* Markdown: every row of a table has as many cells as its header ('\|'
 * is no separator); a table is the lines that start with '|', the
 * others (boards, headings, notes) end it. */
static void
check_markdown(const char *out)
{
	int bars = 0, want = -1, row = 0;
	const char *s;

	for (s = out; *s != '\0'; s++) {
		if (s == out || s[-1] == '\n')
			row = *s == '|';
		if (*s == '\\' && s[1] != '\0')
			s++;
		else if (*s == '|')
			bars++;
		else if (*s == '\n') {
			if (!row) {
				want = -1;
			} else {
				if (want < 0)
					want = bars;
				if (bars < 2 || bars != want)
					fuzz_fail("markdown row of %d bars, "
						  "header %d", bars, want);
			}
			bars = 0;
		}
	}
}

/* ---- running the commands ---- */

static int out_fd = -1;

/* Run a command with stdout going to a memory file, then check what it
 * printed for the current format. */
static void
run(int (*cmd)(int, char **, const char *), int argc, char **argv)
{
	struct stat st;
	char *out;
	const char *end;

	fflush(stdout);
	if (ftruncate(out_fd, 0) != 0 || lseek(out_fd, 0, SEEK_SET) != 0)
		fuzz_fail("cannot reset the output file");
	cmd(argc, argv, fuzz_dir());
	fflush(stdout);
	if (fstat(out_fd, &st) != 0)
		fuzz_fail("cannot stat the output file");
	out = calloc((size_t)st.st_size + 1, 1);
	if (out == NULL)
		return;
	if (pread(out_fd, out, (size_t)st.st_size, 0) != st.st_size)
		fuzz_fail("cannot read the output file");
	if (strlen(out) != (size_t)st.st_size)
		fuzz_fail("'%s' printed a NUL byte", argv[0]);
	if (*out != '\0' && g_format == FMT_JSON) {
		end = json_value(out, 0);
		if (end == NULL || *json_ws(end) != '\0')
			fuzz_fail("'%s' printed invalid JSON:\n%s", argv[0],
				  out);
	} else if (*out != '\0' && g_format == FMT_CSV) {
		check_csv(out);
	} else if (*out != '\0' && g_format == FMT_MARKDOWN) {
		check_markdown(out);
	}
	free(out);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	/* what the commands print goes to a memory file, to be checked;
	 * libFuzzer and the sanitizers write to stderr */
	out_fd = memfd_create("cryptobench-out", 0);
	if (out_fd < 0 || dup2(out_fd, STDOUT_FILENO) < 0)
		fuzz_fail("cannot redirect stdout");
	fuzz_dir();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum out_format formats[] = { FMT_TEXT, FMT_CSV,
		FMT_JSON, FMT_MARKDOWN };
	cb_dataset ds;
	char name[32], path[4200], id[3][sizeof(ds.boards->id)];
	char mcu[sizeof(ds.boards->mcu)];
	char *show[] = { "show", id[0] }, *show_mcu[] = { "show", mcu };
	char *cmp[] = { "compare", id[0], id[1], id[2] }, *list[] = { "list" };
	const char *p = (const char *)data, *end = p + size, *ff;
	size_t f, nb;
	int i;

	for (i = 0; i < MAXFILES; i++) {
		snprintf(path, sizeof(path), "%s/results/%d.csv", fuzz_dir(),
			 i);
		unlink(path);
	}
	for (i = 0; p <= end && i <= MAXFILES; i++) {
		ff = memchr(p, '\f', (size_t)(end - p));
		if (ff == NULL || i == MAXFILES)
			ff = end;
		if (i == 0)
			snprintf(name, sizeof(name), "boards.csv");
		else
			snprintf(name, sizeof(name), "results/%d.csv", i - 1);
		fuzz_write(name, p, (size_t)(ff - p));
		p = ff + 1;
	}
	/* the boards to name, as the loader reads them */
	if (data_load(fuzz_dir(), &ds) != 0)
		return 0;
	/* a name starting with '-' would be read as an option */
	for (f = nb = 0; f < ds.nboards && nb < 3; f++)
		if (ds.boards[f].id[0] != '-')
			snprintf(id[nb++], sizeof(id[0]), "%s",
				 ds.boards[f].id);
	snprintf(mcu, sizeof(mcu), "%s", ds.nboards > 1 &&
		 ds.boards[1].mcu[0] != '-' ? ds.boards[1].mcu : "");
	data_free(&ds);
	/* one format per input (by its length), so that each run loads the
	 * data five times rather than twenty */
	g_format = formats[size % 4];
	run(cmd_list, 1, list);
	if (nb > 0)
		run(cmd_show, 2, show);
	if (mcu[0] != '\0')
		run(cmd_show, 2, show_mcu);
	if (nb > 1)
		run(cmd_compare, (int)nb + 1, cmp);
	g_format = FMT_TEXT;
	return 0;
}
