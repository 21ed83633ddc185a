/* SPDX-License-Identifier: MIT */
/* cryptobench store: check and recover the user's run store. */
#include <string.h>

#include "cmd.h"
#include "model.h"
#include "store.h"
#include "util.h"

static const char store_help[] =
	"usage: cryptobench store check\n"
	"       cryptobench store recover\n\n"
	"The user's run store (" STORE_FILE " in $XDG_DATA_HOME/cryptobench,\n"
	"else ~/.local/share/cryptobench) holds every saved run.  A store\n"
	"that cannot be read is left out of list, show, compare and plot with\n"
	"a warning, and nothing is ever written to it.\n\n"
	"  check    the file (an SQLite database of this tool's schema),\n"
	"           SQLite's integrity check and every run read through the\n"
	"           validation a load makes; exit 0 if the store is whole,\n"
	"           1 if not\n"
	"  recover  copy every run that reads cleanly (its figures, board and\n"
	"           raw log) into a new store under the same NAME@N and date,\n"
	"           keep the damaged file beside it as " STORE_FILE
	".damaged-DATE,\n"
	"           and list the runs that were lost.  A store made by a newer\n"
	"           cryptobench is refused and left as it is.\n";

int
cmd_store(int argc, char **argv, const char *datadir)
{
	const char *user = data_user_dir();
	int rc;

	(void)datadir;
	if (argc >= 2 && is_help(argv[1])) {
		fputs(store_help, stdout);
		return 0;
	}
	if (argc != 2 || (strcmp(argv[1], "check") != 0 &&
			  strcmp(argv[1], "recover") != 0))
		die_usage("store", "give check or recover");
	if (user == NULL) {
		errorf("no user data folder: set HOME or XDG_DATA_HOME");
		return 1;
	}
	if (strcmp(argv[1], "check") == 0)
		return store_check(user, stdout);
	rc = store_recover(user, stdout);
	return rc == 0 ? 0 : 1;
}
