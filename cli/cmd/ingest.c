/* SPDX-License-Identifier: MIT */
/* cryptobench ingest: a published page in, one CSV row per figure out. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "ingest.h"
#include "model.h"
#include "store.h"
#include "util.h"

#define MAX_PAGE (16u << 20)

static const char ingest_help[] =
	"usage: cryptobench ingest PAGE [-o FILE] [--board ID] [--board-row]\n"
	"                          [--clock MHZ] [--mcu NAME] [--core NAME]\n"
	"                          [--library NAME] [--compiler TEXT]\n"
	"                          [--hw LIST] [--sw LIST] [--column TEXT]\n"
	"       cryptobench ingest PAGE|LOG --save NAME\n"
	"\n"
	"Parse a published benchmark page saved as text (markdown tables,\n"
	"CycloneCRYPTO text with run-together cells, an ST wiki page, SEGGER\n"
	"emCrypt output, openssl speed output (table or -mr), Mbed TLS\n"
	"benchmark output, a wolfCrypt benchmark log, pqm4 benchmarks.md or\n"
	".csv; the layout is detected) and write one CSV row per figure\n"
	"(" CB_RESULTS_HEADER ").\n"
	"Disagreements between cycles and times are reported on stderr.\n\n"
	"  -o FILE        write to FILE instead of standard output: through a\n"
	"                 temporary file renamed over FILE once the whole page\n"
	"                 has been read without error; only a regular writable\n"
	"                 file is replaced, never the page itself\n"
	"  --board ID     board id for the rows (default: from the title, else\n"
	"                 from the MCU's name)\n"
	"  --board-row    write the page's boards.csv row instead of results\n"
	"  --clock MHZ    the clock the figures were measured at\n"
	"  --mcu NAME     the MCU (or CPU)\n"
	"  --core NAME    its core (Cortex-M4, x86-64 ...)\n"
	"  --library NAME the crypto library measured\n"
	"  --compiler TEXT the compiler (and its version)\n"
	"                 each of these five supplies what the page lacks or\n"
	"                 overrides what it says (with a warning where they\n"
	"                 differ); the board's method names those given; a\n"
	"                 page that lacks one gets a note naming the option\n"
	"                 (without a clock nothing is read)\n"
	"  --hw LIST      these algorithms' figures are hardware, whatever the\n"
	"                 page says (a comma list of ids or globs: 'aes-*,sha256')\n"
	"  --sw LIST      these are software; both mark the rows impl-note=user\n"
	"  --column TEXT  of a table with a column per platform (read by the\n"
	"                 general table reader), only the columns whose head\n"
	"                 holds TEXT; else each column is a variant (config=)\n"
	"A figure is hardware only where the page says so for it (a column, a\n"
	"mark, a line per algorithm, or a configuration heading) and the MCU's\n"
	"accelerators (data/accelerators.def) compute it; else software, with\n"
	"impl-note=no-accelerator where the page claimed hardware, and\n"
	"impl-note=unstated where it says nothing.\n"
	"A figure of an algorithm the alias table lacks is kept as algorithm\n"
	"raw-NAME (family 'unknown'), with a warning naming its line\n"
	"(--keep-unknown, once needed for that, is still accepted).\n"
	"  --save NAME    keep the page's board and figures in the user's\n"
	"                 store as board NAME (a run of NAME, the page kept\n"
	"                 whole as its log), beside the shipped data in\n"
	"                 list, show, compare and plot; a run log (cryptobench\n"
	"                 run, firmware) is stored as 'run --save' stores it,\n"
	"                 and a run exported by 'runs NAME@N --export' keeps\n"
	"                 its own figures, board, log, date and target\n"
	"                 (see 'cryptobench runs')\n";

/* The page, NUL-terminated, and its device and inode in st. */
static char *
read_file(const char *path, size_t *len, struct stat *st)
{
	FILE *f = fopen(path, "rb");
	char *buf;

	if (f == NULL || fstat(fileno(f), st) != 0) {
		errorf("%s: cannot open: %s", path, strerror(errno));
		if (f != NULL)
			fclose(f);
		return NULL;
	}
	buf = file_read(f, MAX_PAGE, len);
	if (buf == NULL && errno == EFBIG)
		errorf("%s: larger than %u MB: not a benchmark page", path,
		       MAX_PAGE >> 20);
	else if (buf == NULL && errno == ENOMEM)
		errorf("%s: out of memory", path);
	else if (buf == NULL)
		errorf("%s: read error: %s", path, strerror(errno));
	fclose(f);
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

/* --save: the log as a run of name in the user's store. */
static int
save_log(const ingest *ig, const char *raw, size_t len, const char *name)
{
	int seq, rc, pub = strncmp(ig->board.method, "published", 9) == 0;

	/* an export carries its run's own log, date and target; a published
	 * page is kept whole as its "log", its target "page" */
	if (ig->own_log)
		rc = store_save_dated(data_user_dir(), &ig->board, ig->rows,
				      ig->nrows, raw + ig->log_off,
				      ig->log_len, ig->target, ig->date, &seq);
	else
		rc = store_save(data_user_dir(), &ig->board, ig->rows,
				ig->nrows, raw, len, pub ? "page" :
				ig->board.name, &seq);
	if (rc != 0)
		return -1;
	fprintf(stderr, "%s: saved %zu figures as '%s' (run %s@%d) in %s/"
		STORE_FILE "\n", g_prog, ig->nrows, name, name, seq,
		data_user_dir());
	return 0;
}

int
cmd_ingest(int argc, char **argv, const char *datadir)
{
	const char *page_path = NULL, *out = NULL, *board = NULL;
	const char *save = NULL;
	char *raw = NULL;
	int i, board_row = 0, rc;
	ingest_opts opt;
	ingest ig;
	char *text;
	size_t len;
	struct stat in, os;

	memset(&opt, 0, sizeof(opt));
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
		} else if (strcmp(a, "--clock") == 0) {
			if (++i >= argc ||
			    num_clock(argv[i], &opt.clock_mhz) != 0)
				die_usage("ingest", "--clock needs a clock in "
					  "MHz (a number from 0.001 to 100000)");
		} else if (strcmp(a, "--mcu") == 0 ||
			   strcmp(a, "--core") == 0 ||
			   strcmp(a, "--library") == 0 ||
			   strcmp(a, "--compiler") == 0) {
			const char **dst = a[2] == 'm' ? &opt.mcu :
					   a[2] == 'l' ? &opt.library :
					   strcmp(a, "--core") == 0 ? &opt.core :
					   &opt.compiler;

			if (++i >= argc || *argv[i] == '\0')
				die_usage("ingest", "%s needs a value", a);
			*dst = argv[i];
		} else if (strcmp(a, "--hw") == 0 || strcmp(a, "--sw") == 0) {
			if (++i >= argc || *argv[i] == '\0')
				die_usage("ingest", "%s needs a list of "
					  "algorithm ids or globs", a);
			if (a[2] == 'h')
				opt.hw = argv[i];
			else
				opt.sw = argv[i];
		} else if (strcmp(a, "--column") == 0) {
			if (++i >= argc || *argv[i] == '\0')
				die_usage("ingest", "--column needs the text of "
					  "a column's head");
			opt.column = argv[i];
		} else if (strcmp(a, "--keep-unknown") == 0) {
			/* the default now: unknown names are kept */
		} else if (strcmp(a, "--save") == 0) {
			if (++i >= argc || !store_name_valid(argv[i]))
				die_usage("ingest", "--save needs a run name "
					  "(lowercase letters, digits, '-', "
					  "'_', a letter or digit first, at "
					  "most %d)", STORE_NAME_MAX);
			save = argv[i];
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
	if (save != NULL && (board != NULL || board_row || out != NULL))
		die_usage("ingest", "--save names the run; no -o, --board or "
			  "--board-row with it");
	if (save != NULL && data_check_save(datadir, save) != 0)
		return 1;
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
	/* the parsers cut the text into lines: the store gets it whole */
	if (save != NULL && (raw = malloc(len + 1)) == NULL) {
		free(text);
		return 1;
	}
	if (raw != NULL)
		memcpy(raw, text, len + 1);
	if (save != NULL)
		board = save;
	memset(&ig, 0, sizeof(ig));
	ig.path = page_path;
	ig.warn = stderr;
	ig.opt = opt;
	rc = ingest_text(&ig, text, len, board);
	if (rc != 0) {
		fprintf(stderr, "%s: %s\n", g_prog, ig.err);
		if (out != NULL)
			fprintf(stderr, "%s: %s left unchanged\n", g_prog, out);
		ingest_free(&ig);
		free(text);
		free(raw);
		return 1;
	}
	if (save != NULL)
		rc = save_log(&ig, raw, len, save);
	else if (out != NULL)
		rc = write_atomic(out, &ig, board_row);
	else
		emit(stdout, &ig, board_row);
	if (out != NULL && rc == 0)
		fprintf(stderr, "%s: %zu figures of %s (%s) written to %s\n",
			g_prog, ig.nrows, ig.board.id, ig.board.mcu, out);
	ingest_free(&ig);
	free(text);
	free(raw);
	return rc == 0 ? 0 : 1;
}
