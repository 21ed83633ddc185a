/* SPDX-License-Identifier: MIT */
/* The board room: board facts, building, the serial log, GPIO edges. */
#ifndef CLI_BOARD_H
#define CLI_BOARD_H

#include <stddef.h>
#include <stdint.h>

/* ---- board facts (board_conf.c): mcu/boards/<name>/board.conf ---- */

typedef struct board_conf {
	char name[48];          /* the folder's name */
	char cpu[32];           /* cross file: mcu/cross/<cpu>.ini */
	char qemu[32];          /* QEMU machine, "" for a real board */
	long qemu_ram;          /* its RAM in MiB (-m), 0 if not stated */
	char qemu_nic[32];      /* its network card model, "" if none */
	char target[32];        /* run --target name of a QEMU board */
	char flash[1024];       /* command template: {elf}, {bin} */
	char reset[1024];       /* command template, "" if none */
	char tool[256];         /* what the flash command needs */
	char console[160];
	char marker[96];        /* the marker pin */
	char mcu[48];           /* the MCU, "" if not given */
	char flash_latency[160];        /* flash timing at clock_mhz, or "" */
	double clock_mhz;       /* the stated clock, 0 if none */
	long baud;              /* 0 if none */
	char path[4200];        /* the board.conf read */
} board_conf;

/* The source tree the boards' folders are in (path_source), or NULL
 * after a message (an installed cryptobench without CRYPTOBENCH_SRC). */
const char *board_root(void);
/* Read mcu/boards/<name>/board.conf under root; 0, or -1 with a
 * "file:line: reason" message printed (an unknown board lists them). */
int board_conf_load(const char *root, const char *name, board_conf *bc);
/* The QEMU board whose target is target (qemu-m4 ...); 0 or -1 (silent
 * if quiet; else printed with the targets there are). */
int board_conf_target(const char *root, const char *target, board_conf *bc,
		      int quiet);
/* The flash timing of a published board's MCU at its clock: the
 * flash_latency of the board.conf under root whose mcu begins the MCU
 * name (or the name begins it) and whose clock is clock_mhz, with that
 * board's name, into out; 0, or -1 where none is known. */
int board_flash_latency(const char *root, const char *mcu, double clock_mhz,
			char *out, size_t len);
/* The board names (real = 1: real boards, 0: QEMU boards), comma list. */
void board_conf_names(const char *root, int real, char *buf, size_t len);
/* A command template with {elf} and {bin} replaced by the paths, which
 * must need no quoting; 0, or -1 (printed: such a path, too long). */
int board_command(char *out, size_t len, const char *tmpl, const char *elf,
		  const char *bin);
/* Configure (if dir does not exist, or reconfigure) with the meson
 * options opts (-Dfw_bench=...) and build the firmware of bc in dir, from
 * the source tree (path_source); Meson's and Ninja's output on stderr with
 * verbose, else only when they fail.  0, or -1 with a message printed. */
int board_build(const board_conf *bc, const char *dir, const char *opts,
		int reconfigure, int verbose);

/* ---- the serial log (serial.c) ---- */

/* Open a terminal raw at baud 8N1, input flushed; fd, or -1 (printed). */
int serial_open(const char *dev, long baud);

typedef struct gpio_capture gpio_capture;

typedef struct serial_log {
	const char *dev;        /* for messages */
	int fd;
	double answer_s;        /* from the reset to the start marker */
	double line_s;          /* longest silence between two lines */
	double total_s;         /* the whole log */
	int tty;                /* print a progress line on stderr */
	gpio_capture *gpio;     /* edges recorded during the log, or NULL */
	const char *child_what; /* "flash" or "reset", for messages */
	double last_line;       /* when the last bytes came */
	/* results */
	char *log;              /* from "# firmware:" to "# end\n" */
	size_t loglen, rows;
	int lines;              /* lines of the log (for messages) */
} serial_log;

/*
 * Read the log: bytes before the start marker ("# firmware: ") are
 * skipped, a new start marker starts it again (the board was reset), a
 * self-test failure, a silence, the time limit, a disconnect or a line
 * that is not text end it with a message naming the step and the place
 * ("DEV:LINE: reason").  child: a command (flash, reset) still running
 * whose exit status is checked on the way (0: none).  0 when "# end"
 * arrived, or -1 (printed; the log is freed).
 */
int serial_read_log(serial_log *s, int child);

/* ---- the marker pin's edges (gpio_capture.c, edges.c) ---- */

typedef struct edge {
	uint64_t ns;            /* kernel timestamp */
	int rising;
} edge;

/* libgpiod: request CHIP:LINE (chip name, path or number) for both edges;
 * NULL with a message printed. */
gpio_capture *gpio_open(const char *spec);
/* The fd to poll, and read its pending events into the capture. */
int gpio_fd(const gpio_capture *g);
int gpio_read(gpio_capture *g);
const edge *gpio_edges(const gpio_capture *g, size_t *n);
void gpio_close(gpio_capture *g);
/* The libgpiod API this was built with ("libgpiod 1.6" ...). */
const char *gpio_api(void);

/*
 * The edges beside the log: pulses grouped into one burst per measured
 * case, matched to the log's rows, the clock estimated from them.
 * Appends "# external:" lines (per row, the pulse time beside the
 * on-chip count) and "# clock_check:" before the log's "# end" line.
 * stated_mhz: the clock the log states.  0, or -1 with a message printed
 * (the log unchanged) when edges and rows do not match.
 */
int edges_check(char **log, size_t *loglen, const edge *e, size_t n,
		double stated_mhz, char *verdict, size_t vlen);

/* ---- run --board (board.c) ---- */

typedef struct board_opts {
	const char *board, *serial, *flash_cmd, *gpio, *build_dir;
	int no_flash, full, timeout, line_timeout, verbose;
	long baud;
} board_opts;

/*
 * Build (unless no_flash), flash or reset, read the serial log from the
 * start marker to the end marker, check the self-test, and with gpio the
 * marker pin's edges (edges_check; the table of external times printed).
 * 0 and *log (malloc'd, the run log to ingest and save), or -1 (printed:
 * the step that failed; nothing to save).
 */
int run_board(const board_opts *o, char **log, size_t *loglen);

#endif
