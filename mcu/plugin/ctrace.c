/* SPDX-License-Identifier: MIT */
/*
 * QEMU plugin for the Arm constant-time check: a digest of every executed
 * instruction address and every data address read or written between two
 * marker functions of the firmware.  Two runs of one operation on
 * different secrets that differ in either digest took a secret-dependent
 * branch or made a secret-dependent memory access.
 *
 *   -plugin ctrace.so,begin=ADDR,end=ADDR,out=FILE
 *
 * ADDR: the markers' addresses (hex, Thumb bit ignored).  FILE gets one
 * line per region: "region N insns I mem M pc HASH addr HASH".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu_api.h"

int qemu_plugin_version = 1;

static uint64_t begin_pc, end_pc;
static FILE *out;
static int active;
static unsigned long region;
static uint64_t n_insns, n_mem, h_pc, h_addr;

/* 64-bit FNV-1a over the value's 8 bytes: order-sensitive, cheap. */
static uint64_t
mix(uint64_t h, uint64_t v)
{
	int i;

	for (i = 0; i < 8; i++) {
		h ^= (v >> (8 * i)) & 0xff;
		h *= 0x100000001b3ull;
	}
	return h;
}

static void
on_begin(unsigned int vcpu, void *udata)
{
	(void)vcpu;
	(void)udata;
	active = 1;
	n_insns = n_mem = 0;
	h_pc = h_addr = 0xcbf29ce484222325ull;
}

static void
on_end(unsigned int vcpu, void *udata)
{
	(void)vcpu;
	(void)udata;
	if (!active)
		return;
	active = 0;
	fprintf(out, "region %lu insns %llu mem %llu pc %016llx addr %016llx\n",
		region++, (unsigned long long)n_insns,
		(unsigned long long)n_mem, (unsigned long long)h_pc,
		(unsigned long long)h_addr);
	fflush(out);
}

static void
on_insn(unsigned int vcpu, void *udata)
{
	(void)vcpu;
	if (active) {
		n_insns++;
		h_pc = mix(h_pc, (uint64_t)(uintptr_t)udata);
	}
}

static void
on_mem(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr,
       void *udata)
{
	(void)vcpu;
	(void)udata;
	if (active) {
		n_mem++;
		h_addr = mix(h_addr, vaddr << 1 | (uint64_t)
				     (qemu_plugin_mem_is_store(info) != 0));
	}
}

static void
on_tb(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	size_t i, n = qemu_plugin_tb_n_insns(tb);

	(void)id;
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
		uint64_t pc = qemu_plugin_insn_vaddr(insn);

		if (pc == begin_pc)
			qemu_plugin_register_vcpu_insn_exec_cb(insn, on_begin,
				QEMU_PLUGIN_CB_NO_REGS, NULL);
		else if (pc == end_pc)
			qemu_plugin_register_vcpu_insn_exec_cb(insn, on_end,
				QEMU_PLUGIN_CB_NO_REGS, NULL);
		qemu_plugin_register_vcpu_insn_exec_cb(insn, on_insn,
			QEMU_PLUGIN_CB_NO_REGS, (void *)(uintptr_t)pc);
		qemu_plugin_register_vcpu_mem_cb(insn, on_mem,
			QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW, NULL);
	}
}

static void
on_atexit(qemu_plugin_id_t id, void *udata)
{
	(void)id;
	(void)udata;
	if (out != NULL && out != stderr)
		fclose(out);
}

/* "key=value" into *val if the key matches. */
static int
arg(const char *a, const char *key, const char **val)
{
	size_t n = strlen(key);

	if (strncmp(a, key, n) != 0 || a[n] != '=')
		return 0;
	*val = a + n + 1;
	return 1;
}

int
qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc,
		    char **argv)
{
	const char *v, *path = NULL;
	int i;

	(void)info;
	for (i = 0; i < argc; i++) {
		if (arg(argv[i], "begin", &v))
			begin_pc = strtoull(v, NULL, 16) & ~1ull;
		else if (arg(argv[i], "end", &v))
			end_pc = strtoull(v, NULL, 16) & ~1ull;
		else if (arg(argv[i], "out", &v))
			path = v;
		else {
			fprintf(stderr, "ctrace: unknown argument '%s'\n",
				argv[i]);
			return -1;
		}
	}
	if (begin_pc == 0 || end_pc == 0) {
		fprintf(stderr, "ctrace: begin= and end= are required\n");
		return -1;
	}
	out = path ? fopen(path, "w") : stderr;
	if (out == NULL) {
		fprintf(stderr, "ctrace: cannot write %s\n", path);
		return -1;
	}
	qemu_plugin_register_vcpu_tb_trans_cb(id, on_tb);
	qemu_plugin_register_atexit_cb(id, on_atexit, NULL);
	return 0;
}
