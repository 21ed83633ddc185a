/* SPDX-License-Identifier: MIT */
/* cryptobench ingest: a published page in, one CSV row per figure out. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

#define MAX_PAGE (16u << 20)

static const char ingest_help[] =
	"usage: cryptobench ingest PAGE [-o FILE] [--board ID] [--board-row]\n"
	"\n"
	"Parse a published benchmark page saved as text (markdown tables,\n"
	"CycloneCRYPTO text with run-together cells, or an ST wiki page) and\n"
	"write one CSV row per figure (" CB_RESULTS_HEADER ").\n"
	"Disagreements between cycles and times are reported on stderr.\n\n"
	"  -o FILE        write to FILE instead of standard output: through a\n"
	"                 temporary file renamed over FILE once the whole page\n"
	"                 has been read without error; only a regular writable\n"
	"                 file is replaced, never the page itself\n"
	"  --board ID     board id for the rows (default: from the title)\n"
	"  --board-row    write the page's boards.csv row instead of results\n";

/* The page, NUL-terminated, and its device and inode in st. */
static char *
read_file(const char *path, size_t *len, struct stat *st)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0, got;

	if (f == NULL || fstat(fileno(f), st) != 0) {
		errorf("%s: cannot open: %s", path, strerror(errno));
		if (f != NULL)
			fclose(f);
		return NULL;
	}
	for (;;) {
		if (n + 4096 + 1 > cap) {
			cap = cap ? cap * 2 : 65536;
			buf = realloc(buf, cap);
			if (buf == NULL) {
				fclose(f);
				errorf("%s: out of memory", path);
				return NULL;
			}
		}
		got = fread(buf + n, 1, 4096, f);
		n += got;
		if (n > MAX_PAGE) {
			errorf("%s: larger than %u MB: not a benchmark page",
			       path, MAX_PAGE >> 20);
			free(buf);
			fclose(f);
			return NULL;
		}
		if (got < 4096)
			break;
	}
	if (ferror(f)) {
		errorf("%s: read error: %s", path, strerror(errno));
		free(buf);
		fclose(f);
		return NULL;
	}
	fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
}

static void
emit(FILE *f, const ingest *ig, int board_row)
{
	size_t r;

	if (board_row) {
		data_write_board(f, &ig->board);
		return;
	}
	fputs(CB_RESULTS_HEADER "\n", f);
	for (r = 0; r < ig->nrows; r++)
		data_write_result(f, &ig->rows[r]);
}

/* The output as text, written whole (data_write_file). */
static int
write_atomic(const char *path, const ingest *ig, int board_row)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	int rc;

	if (f == NULL)
		return -1;
	emit(f, ig, board_row);
	fclose(f);
	rc = data_write_file(path, text, len);
	free(text);
	return rc;
}

int
cmd_ingest(int argc, char **argv, const char *datadir)
{
	const char *page_path = NULL, *out = NULL, *board = NULL;
	int i, board_row = 0, rc;
	ingest ig;
	char *text;
	size_t len;
	struct stat in, os;

	(void)datadir;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (is_help(a)) {
			fputs(ingest_help, stdout);
			return 0;
		} else if (strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0) {
			if (++i >= argc)
				die_usage("ingest", "%s needs a file name", a);
			out = argv[i];
		} else if (strcmp(a, "--board") == 0) {
			if (++i >= argc)
				die_usage("ingest", "--board needs an id");
			board = argv[i];
		} else if (strncmp(a, "--board=", 8) == 0) {
			board = a + 8;
		} else if (strcmp(a, "--board-row") == 0) {
			board_row = 1;
		} else if (a[0] == '-' && a[1] != '\0') {
			die_usage("ingest", "unknown option '%s'", a);
		} else if (page_path == NULL) {
			page_path = a;
		} else {
			die_usage("ingest", "one page at a time");
		}
	}
	if (page_path == NULL)
		die_usage("ingest", "which page?");
	text = read_file(page_path, &len, &in);
	if (text == NULL)
		return 1;
	/* the same file under any name (device and inode, not the name) */
	if (out != NULL && stat(out, &os) == 0 && os.st_dev == in.st_dev &&
	    os.st_ino == in.st_ino) {
		errorf("%s: is the page being read; write the CSV elsewhere",
		       out);
		free(text);
		return 1;
	}
	memset(&ig, 0, sizeof(ig));
	ig.path = page_path;
	ig.warn = stderr;
	rc = ingest_text(&ig, text, len, board);
	if (rc != 0) {
		fprintf(stderr, "%s: %s\n", g_prog, ig.err);
		if (out != NULL)
			fprintf(stderr, "%s: %s left unchanged\n", g_prog, out);
		ingest_free(&ig);
		free(text);
		return 1;
	}
	if (out != NULL)
		rc = write_atomic(out, &ig, board_row);
	else
		emit(stdout, &ig, board_row);
	if (out != NULL && rc == 0)
		fprintf(stderr, "%s: %zu figures of %s (%s) written to %s\n",
			g_prog, ig.nrows, ig.board.id, ig.board.mcu, out);
	ingest_free(&ig);
	free(text);
	return rc == 0 ? 0 : 1;
}
