/* SPDX-License-Identifier: MIT */
/* Where the tool finds its files.  Compiled twice (cli/meson.build): with
 * CB_BUILD_TREE for the binary in the build tree, which reads the source
 * and build trees, and without for the installed binary, which holds only
 * install-prefix paths.  No other file names a path. */
#include <stdlib.h>

#include "util.h"

#ifdef CB_BUILD_TREE
static const char data[] = CB_SRCROOT "/data";
static const char plots[] = CB_SRCROOT "/plots";
static const char vectors[] = CB_SRCROOT "/vectors";
static const char *const vectors_full = CB_BUILDROOT "/tests";
static const char plugin[] = CB_CYCLES_PLUGIN;
static const char srcroot[] = CB_SRCROOT;
static const char boardsroot[] = CB_SRCROOT;
#else
static const char data[] = CB_PREFIX_DATA "/data";
static const char plots[] = CB_PREFIX_DATA "/plots";
static const char vectors[] = CB_PREFIX_DATA "/vectors";
static const char *const vectors_full = NULL;
static const char plugin[] = CB_PREFIX_PLUGIN;
static const char srcroot[] = "";
static const char boardsroot[] = CB_PREFIX_DATA;
#endif

/* $name when set and not empty, else dflt */
static const char *
env_or(const char *name, const char *dflt)
{
	const char *v = getenv(name);

	return v != NULL && *v != '\0' ? v : dflt;
}

/* see util.h */
const char *
path_data(void)
{
	return env_or("CRYPTOBENCH_DATA", data);
}

/* see util.h */
const char *
path_plots(void)
{
	return env_or("CRYPTOBENCH_PLOTS", plots);
}

/* see util.h */
const char *
path_vectors(void)
{
	return env_or("CRYPTOBENCH_VECTORS", vectors);
}

/* see util.h */
const char *
path_vectors_full(void)
{
	return vectors_full;
}

/* see util.h */
const char *
path_cycles_plugin(void)
{
	return env_or("CRYPTOBENCH_CYCLES_PLUGIN", plugin);
}

/* see util.h */
const char *
path_source(void)
{
	const char *s = env_or("CRYPTOBENCH_SRC", srcroot);

	return *s != '\0' ? s : NULL;
}

/* see util.h */
const char *
path_boards_root(void)
{
	const char *s = path_source();

	return s != NULL ? s : boardsroot;
}
