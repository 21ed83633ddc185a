/* SPDX-License-Identifier: MIT */
/* The dataset a command sees: the published data (data.c) and the user's
 * stored runs (store.c) joined. */
#include <string.h>

#include "model.h"
#include "store.h"

/* see model.h */
int
data_load_names(const char *dir, cb_dataset *ds, char *const *names, int n)
{
	const char *user = data_user_dir();

	if (data_load_published(dir, ds) != 0)
		return -1;
	/* the user's runs and pages (run --save, ingest --save) join them */
	if (user == NULL || strcmp(user, dir) == 0 ||
	    store_load(user, ds, names, n) == 0)
		return 0;
	data_free(ds);
	return -1;
}

/* see model.h */
int
data_load(const char *dir, cb_dataset *ds)
{
	return data_load_names(dir, ds, NULL, 0);
}
