/* SPDX-License-Identifier: MIT */
/*
 * The part of QEMU's TCG plugin API (version 1, QEMU 7.2) the plugins here
 * use, declared from QEMU's documentation of that API ("QEMU TCG Plugins",
 * docs/devel/tcg-plugins): Debian ships no qemu-plugin.h.  The functions
 * are exported by the qemu-system-* binary that loads the plugin.
 */
#ifndef CB_QEMU_API_H
#define CB_QEMU_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CB_QEMU_EXPORT __attribute__((visibility("default")))

typedef uint64_t qemu_plugin_id_t;
typedef uint32_t qemu_plugin_meminfo_t;
typedef struct qemu_info_t qemu_info_t; /* not read here */
struct qemu_plugin_tb;
struct qemu_plugin_insn;

enum qemu_plugin_cb_flags {
	QEMU_PLUGIN_CB_NO_REGS,
	QEMU_PLUGIN_CB_R_REGS,
	QEMU_PLUGIN_CB_RW_REGS,
};

enum qemu_plugin_mem_rw {
	QEMU_PLUGIN_MEM_R = 1,
	QEMU_PLUGIN_MEM_W,
	QEMU_PLUGIN_MEM_RW,
};

enum qemu_plugin_op {
	QEMU_PLUGIN_INLINE_ADD_U64,
};

typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id,
					       struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu, void *udata);
typedef void (*qemu_plugin_vcpu_mem_cb_t)(unsigned int vcpu,
					  qemu_plugin_meminfo_t info,
					  uint64_t vaddr, void *udata);
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *udata);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id,
					   qemu_plugin_vcpu_tb_trans_cb_t cb);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb,
						 size_t idx);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *insn);
const void *qemu_plugin_insn_data(const struct qemu_plugin_insn *insn);
size_t qemu_plugin_insn_size(const struct qemu_plugin_insn *insn);
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn,
					    qemu_plugin_vcpu_udata_cb_t cb,
					    enum qemu_plugin_cb_flags flags,
					    void *udata);
void qemu_plugin_register_vcpu_insn_exec_inline(struct qemu_plugin_insn *insn,
						enum qemu_plugin_op op,
						void *ptr, uint64_t imm);
void qemu_plugin_register_vcpu_mem_cb(struct qemu_plugin_insn *insn,
				      qemu_plugin_vcpu_mem_cb_t cb,
				      enum qemu_plugin_cb_flags flags,
				      enum qemu_plugin_mem_rw rw, void *udata);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb,
					  qemu_plugin_vcpu_udata_cb_t cb,
					  enum qemu_plugin_cb_flags flags,
					  void *udata);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id,
				    qemu_plugin_udata_cb_t cb, void *udata);
bool qemu_plugin_mem_is_store(qemu_plugin_meminfo_t info);

/* What the plugin itself exports. */
CB_QEMU_EXPORT extern int qemu_plugin_version;
CB_QEMU_EXPORT int qemu_plugin_install(qemu_plugin_id_t id,
				       const qemu_info_t *info, int argc,
				       char **argv);

#endif
