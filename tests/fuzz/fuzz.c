/* SPDX-License-Identifier: MIT */
/* The harnesses' scratch data folder: made once, removed at exit. */
#include <dirent.h>
#include <sanitizer/common_interface_defs.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "ingest.h"
#include "model.h"

static char dir[4096];

/* see fuzz.h */
void
fuzz_store_clear(void)
{
	char path[4200];

	snprintf(path, sizeof(path), "%s/store/runs.db", dir);
	unlink(path);
	snprintf(path, sizeof(path), "%s/store/runs.db-journal", dir);
	unlink(path);
}

static void
remove_dir(void)
{
	char path[4200];
	struct dirent *e;
	DIR *d;

	fuzz_store_clear();
	snprintf(path, sizeof(path), "%s/store", dir);
	rmdir(path);

	snprintf(path, sizeof(path), "%s/results", dir);
	if ((d = opendir(path)) != NULL) {
		while ((e = readdir(d)) != NULL) {
			if (e->d_name[0] == '.')
				continue;
			snprintf(path, sizeof(path), "%s/results/%s", dir,
				 e->d_name);
			unlink(path);
		}
		closedir(d);
	}
	snprintf(path, sizeof(path), "%s/results", dir);
	rmdir(path);
	snprintf(path, sizeof(path), "%s/boards.csv", dir);
	unlink(path);
	rmdir(dir);
}

const char *
fuzz_dir(void)
{
	const char *tmp = getenv("TMPDIR");
	char path[4200];

	if (dir[0] != '\0')
		return dir;
	/* in memory where there is /dev/shm: the data harness writes its
	 * files for every input */
	if (tmp == NULL || *tmp != '/')
		tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(dir, sizeof(dir), "%s/cb-fuzz-XXXXXX", tmp);
	if (mkdtemp(dir) == NULL)
		fuzz_fail("%s: cannot create", dir);
	snprintf(path, sizeof(path), "%s/results", dir);
	if (data_mkdirs(path) != 0)
		fuzz_fail("%s: cannot create", path);
	/* at exit, and where a sanitizer or fuzz_fail stops the process */
	atexit(remove_dir);
	__sanitizer_set_death_callback(remove_dir);
	snprintf(path, sizeof(path), "%s/no-user-data", dir);
	setenv("XDG_DATA_HOME", path, 1);
	return dir;
}

int
fuzz_page(ingest *ig, const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	int rc;

	if (text == NULL)
		fuzz_fail("out of memory");
	memcpy(text, data, size);
	text[size] = '\0';
	memset(ig, 0, sizeof(*ig));
	ig->path = "page.txt";
	rc = ingest_text(ig, text, size, NULL);
	free(text);
	return rc;
}

void
fuzz_write(const char *name, const char *text, size_t len)
{
	char path[4200];

	snprintf(path, sizeof(path), "%s/%s", fuzz_dir(), name);
	if (data_write_file(path, text, len) != 0)
		fuzz_fail("%s: cannot write", path);
}

void
fuzz_fail(const char *fmt, ...)
{
	va_list ap;

	fputs("fuzz: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	remove_dir();
	abort();
}
