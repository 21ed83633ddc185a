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

/* ---- the cycle model on an ELF (cycles.c), also run --target's ---- */

/* The addresses (Thumb bit cleared) of n symbols of an Arm ELF; 0 or -1
 * after a message naming the missing one. */
int cycles_symbols(const char *elf, const char *const *names, uint32_t *addrs,
		   int n);
/* The model's error on a target as measured (docs/cycles.md). */
const char *cycles_error(const char *target);
/* The memory word of the plugin's "# model" line ("zero-wait-state",
 * "5-wait-states-art", NULL if none) as said to users: "zero wait states",
 * "5 WS ART", "5 WS plain"; returns the wait states. */
int cycles_memory(const char *word, char *out, size_t n);

#endif
