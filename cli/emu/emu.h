/* SPDX-License-Identifier: MIT */
/* The emulator room: an Arm ELF's symbols, QEMU with the cycle-model
 * plugin, and what the model says of itself. */
#ifndef CLI_EMU_H
#define CLI_EMU_H

#include <stddef.h>
#include <stdint.h>

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
/* The memory word of the plugin's "# model" line ("zero-wait-state",
 * "2-wait-states-art") in words into out; its wait states, 0 for none. */
int emu_memory(const char *word, char *out, size_t n);

/* Run image on QEMU machine with -icount shift=0 and the plugin (its
 * argument string plugarg) writing to out, the serial port to serial;
 * progress from out's lines each second, killed after timeout seconds.
 * 0, or -1 after a message (qemu.c). */
int emu_run_qemu(const char *machine, const char *image, const char *plugarg,
		 const char *serial, const char *out, int timeout);

#endif
