/* SPDX-License-Identifier: MIT */
/* The cmd room: one file per command, called by main.c. */
#ifndef CLI_CMD_H
#define CLI_CMD_H

#include <stddef.h>
#include <stdint.h>

/* Each command: argv[0] is its name, datadir the --data folder or NULL;
 * the exit status. */
int cmd_compare(int argc, char **argv, const char *datadir);
int cmd_cycles(int argc, char **argv, const char *datadir);
int cmd_ingest(int argc, char **argv, const char *datadir);
int cmd_lava(int argc, char **argv, const char *datadir);
int cmd_list(int argc, char **argv, const char *datadir);
int cmd_mirror(int argc, char **argv, const char *datadir);
int cmd_plot(int argc, char **argv, const char *datadir);
int cmd_run(int argc, char **argv, const char *datadir);
int cmd_runs(int argc, char **argv, const char *datadir);
int cmd_show(int argc, char **argv, const char *datadir);
int cmd_store(int argc, char **argv, const char *datadir);
int cmd_verify(int argc, char **argv, const char *datadir);

#endif
