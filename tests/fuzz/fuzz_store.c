/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: the run store's file itself.  The input is written as
 * runs.db in a user data folder; then, whatever it holds:
 * - loading the data (list, show, compare read it so) never fails for it:
 *   a store that does not read is left out, and the shipped boards stay;
 * - 'store check' finishes with 0 (whole) or 1 (damaged);
 * - 'store recover' either leaves nothing to do or makes a store that
 *   'store check' then finds whole, with the input kept aside.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "model.h"
#include "store.h"

/* The user folder XDG_DATA_HOME/cryptobench, made once. */
static const char *
user_dir(char *xdg, size_t len)
{
	static char user[4300];

	snprintf(xdg, len, "%s/store-xdg", fuzz_dir());
	snprintf(user, sizeof(user), "%s/cryptobench", xdg);
	if (data_mkdirs(user) != 0)
		fuzz_fail("%s: cannot create", user);
	return user;
}

/* Remove every file of the user folder (the store, its journal, the
 * damaged copies recover keeps). */
static void
clear(const char *user)
{
	char path[4600];
	struct dirent *e;
	DIR *d = opendir(user);

	while (d != NULL && (e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", user, e->d_name);
		unlink(path);
	}
	if (d != NULL)
		closedir(d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char boards[] = CB_BOARDS_HEADER "\nb1,B,M,Cortex-M4,"
		"100,V,L,1,cc,-O2,published,src\n";
	static const char results[] = CB_RESULTS_HEADER "\nb1,sw,sha256,"
		"hash,,throughput,1.5,MB/s,1\n";
	char xdg[4200], path[4400];
	const char *user;
	cb_dataset ds;
	size_t shipped;
	FILE *f, *null;
	int rc;

	user = user_dir(xdg, sizeof(xdg));
	clear(user);
	/* the shipped data: one board, one figure */
	fuzz_write("boards.csv", boards, sizeof(boards) - 1);
	fuzz_write("results/r.csv", results, sizeof(results) - 1);
	snprintf(path, sizeof(path), "%s/" STORE_FILE, user);
	f = fopen(path, "wb");
	if (f == NULL || fwrite(data, 1, size, f) != size || fclose(f) != 0)
		fuzz_fail("%s: cannot write", path);
	setenv("XDG_DATA_HOME", xdg, 1);
	null = fopen("/dev/null", "w");
	if (null == NULL)
		fuzz_fail("/dev/null: cannot open");
	if (data_load(fuzz_dir(), &ds) != 0)
		fuzz_fail("a store file made the shipped data fail to load");
	for (shipped = 0; shipped < ds.nboards; shipped++)
		if (strcmp(ds.boards[shipped].id, "b1") == 0)
			break;
	if (shipped == ds.nboards)
		fuzz_fail("the shipped board is gone");
	data_free(&ds);
	rc = store_check(user, null);
	if (rc != 0 && rc != 1)
		fuzz_fail("store check returned %d", rc);
	if (store_recover(user, null) == 0 && store_check(user, null) != 0)
		fuzz_fail("the recovered store does not check whole");
	fclose(null);
	snprintf(path, sizeof(path), "%s/no-user-data", fuzz_dir());
	setenv("XDG_DATA_HOME", path, 1);
	return 0;
}
