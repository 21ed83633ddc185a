/* SPDX-License-Identifier: MIT */
/* The emulator room: an Arm ELF's symbols, QEMU with the cycle-model
 * plugin, and what the model says of itself. */
#ifndef CLI_EMU_H
#define CLI_EMU_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

/* The addresses (Thumb bit cleared) of n symbols (1 to EMU_MAX_SYMS) of a
 * 32-bit little-endian Arm ELF; 0, or -1 after a message naming the
 * image and the symbol missing (elf.c). */
#define EMU_MAX_SYMS 16
int emu_symbols(const char *elf, const char *const *names, uint32_t *addrs,
		int n);

/* The model's error on a CPU ("cortex-m4") and on a QEMU target
 * ("qemu-m4") as measured against silicon (docs/cycles.md; model.c). */
const char *emu_cpu_error(const char *cpu);
const char *emu_error(const char *target);
/* The memory words of the plugin's "# model" line ("zero-wait-state",
 * "5-wait-states-art", then any " data-5ws-8x16B") as said to users
 * ("zero wait states", "5 WS ART", "5 WS plain", then ", data 5 WS
 * through 8 x 16 B") into out; the most wait states named, 0 for none. */
int emu_memory(const char *word, char *out, size_t n);

/* One run of an image under QEMU (qemu.c, the one place QEMU is started):
 * -icount shift=0, semihosting on. */
typedef struct emu_qemu {
	const char *machine;    /* board.conf's qemu: "mps2-an386" */
	const char *image;
	const char *plugarg;    /* -plugin's value (the cycle model), or NULL */
	const char *args;       /* the firmware's command line, or NULL */
	const char *serial;     /* -serial's value; NULL: standard output */
	int timeout;            /* seconds, after which QEMU is ended */
} emu_qemu;

/*
 * Start q: QEMU's standard output (the serial port when q->serial is
 * NULL) readable from *out unless out is NULL; the process that runs it
 * and ends it after q->timeout in *pid, for waitpid and emu_qemu_status.
 * 0, or -1 after a message.
 */
int emu_qemu_start(const emu_qemu *q, FILE **out, pid_t *pid);
/* waitpid's status of *pid as a shell says it: QEMU's exit status (the
 * firmware's semihosting exit), 124 after its time limit, 127 when
 * qemu-system-arm could not run, 128 + a signal that ended it. */
int emu_qemu_status(int wstatus);

/* Run image on QEMU machine with the plugin (its argument string plugarg)
 * writing to out, the serial port to serial; progress from out's lines
 * each second.  0, or -1 after a message (the cycles command's run). */
int emu_run_qemu(const char *machine, const char *image, const char *plugarg,
		 const char *serial, const char *out, int timeout);

#endif
