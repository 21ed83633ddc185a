/* SPDX-License-Identifier: MIT */
/*
 * QEMU plugin that estimates Cortex-M processor cycles from the published
 * instruction timing (docs/cycles.md gives every rule and its source):
 * each translated Thumb instruction is decoded once into a small record,
 * and each executed translation block adds its precomputed cost plus the
 * cost of its junction with the block executed before it.
 *
 *   -plugin cycles.so[,cpu=cortex-m4|cortex-m33|cortex-m55][,mark=ADDR]...
 *                    [,call=ADDR]...[,out=FILE][,verify=1][,ws=N[,art=1]]
 *
 * mark=ADDR: one line per interval between successive executions of the
 * instruction at ADDR.  call=ADDR: one line per call of the function at
 * ADDR, from its first instruction to the return to the caller's BL + 4
 * (BLX: + 2), nested calls handled.  ADDR is hex, the Thumb bit ignored;
 * up to 32 of each.  FILE (default stderr) gets a "# model" header, then
 *   mark ADDR cycles C insns I
 *   call ADDR cycles C insns I
 * and a last line "total cycles C insns I" for the whole run; verify=1
 * adds "verify insns I", the instructions counted one by one (a check of
 * the block accounting; slower).  ws=N (1-15): flash wait states on code
 * below 0x20000000, charged on every non-sequential fetch and PC-relative
 * load; art=1: instead, the STM32F4 ART accelerator's approximation (a
 * 64-line instruction cache of 128-bit lines, sequential lines
 * prefetched; docs/cycles.md).  dws=N (1-15): every data load from below
 * 0x20000000 (constant tables, literal pools) costs N more, through a
 * data cache of dcache=LINES lines of dline=BYTES bytes (default 16), in
 * sets of dways=WAYS (default: one set, fully associative), the least
 * recently used replaced; dcache=0 (the default): no cache.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu_api.h"

#define MAX_ADDRS 32
#define MAX_DEPTH 64

int qemu_plugin_version = 1;

/* A run of 32-bit instructions on halfword boundaries, in a row. */
struct run {
	uint8_t len;    /* 15 at most */
	uint8_t str;    /* all of them single stores */
	uint8_t paid;   /* its cycle charged */
};

/* One decoded instruction: what its cost depends on. */
enum {
	F_DP = 1,       /* data processing: its result feeds the next address late */
	F_LDR = 2,      /* single load: the next single load/store can pipeline */
	F_PIPE = 4,     /* a single load/store that saves a cycle after F_LDR */
	F_MEM = 8,      /* any load or store: stalls on an F_DP address register */
	F_DI = 16,      /* M55: may issue beside the 16-bit one before it */
	F_PAIRED = 32,  /* M55: issued beside the one before it (at no cost) */
	F_STR = 64,     /* a single store (for runs of unaligned 32-bit ones) */
};

struct insn {
	uint32_t pc;
	uint16_t dst;   /* registers written */
	uint16_t addr;  /* registers the address is computed from */
	uint16_t src;   /* registers read, for F_DI instructions only */
	uint8_t size;   /* bytes */
	uint8_t base;   /* cycles, sequential and unstalled */
	uint8_t refill; /* added when the next executed pc is not pc + size */
	uint8_t flags;
	struct run run; /* the run up to this one, from its block's start */
};

/* One translation block: its instructions' cost, junctions inside it. */
struct block {
	uint64_t cost;
	uint32_t n;
	uint32_t lead;          /* instructions of the run it starts with */
	uint32_t lead_paid;     /* its cycle, if charged in cost */
	struct insn first, last;
	struct insn *in;        /* the n instructions */
	uint64_t *suffix;       /* suffix[i]: cost of in[i..n-1], i >= 1 */
};

/* A marked instruction: where it stands in its block. */
struct mark {
	/* cost of it and what follows in the block; for the first, without
	 * its own cost, which depends on the block executed before */
	uint64_t suffix_cost;
	uint32_t suffix_insns;
	int first;              /* first of its block: junction cost is its own */
	int idx;                /* into marks[] or calls[] */
};

struct model {
	const char *name, *version;     /* the version changes with a rule */
	unsigned div;           /* SDIV/UDIV: operands unseen, an estimate */
	unsigned exc_entry;     /* exception entry (stacking, vector fetch) */
	int dual;               /* pairs of 16-bit instructions (F_DI) */
};

static const struct model models[] = {
	/* Cortex-M4 TRM: divide 2-12 cycles, the middle taken; 12-cycle
	 * interrupt latency */
	{ "cortex-m4", "2", 7, 12, 0 },
	/* the M33 TRM publishes no instruction timing: the M4's rules */
	{ "cortex-m33", "2", 7, 12, 0 },
	/* the M4's rules and the M55's dual issue of 16-bit pairs (docs/
	 * cycles.md; its "Model versions" says what each version changed) */
	{ "cortex-m55", "3", 7, 12, 1 },
};

static const struct model *model = &models[0];

/*
 * Flash wait states (ws=N), off by default: the model is of zero-wait-
 * state memory.  The flash is the Cortex-M code region, below 0x20000000,
 * where STM32 flash and the mps2 images' code live.  Plain: N more cycles
 * on every fetch that does not follow in sequence (sequential fetches
 * are taken as hidden by the prefetch) and on every PC-relative load.
 * ART (STM32F4 reference manual RM0090, ART accelerator): a taken branch
 * into a 128-bit line held in the 64-line instruction cache, or into the
 * line being executed or the one prefetched after it, costs nothing
 * more; a miss costs N and fills a line.  The manual does not say how
 * the 64 lines are organised: here 16 sets of 4 by the line address, the
 * least recently used of a set replaced (4 compares per taken branch).
 * PC-relative loads are taken as hits in the data cache.
 */
#define FLASH_END 0x20000000u
#define ART_SETS 16
#define ART_WAYS 4
static unsigned ws;
static int art;
/*
 * Data loads from flash (dws=N), off by default: QEMU's memory callbacks
 * give each load's address; one below FLASH_END costs N more unless its
 * line is in the data cache (dcache lines of 1 << dline_shift bytes, sets
 * of dways, LRU).  With dws the PC-relative rule above is replaced: a
 * literal load is a data load like any other.
 */
#define DCACHE_MAX 1024
static unsigned dws, dlines, dways, dline_shift = 4;
static uint32_t dtag[DCACHE_MAX];
static uint64_t dused[DCACHE_MAX], dclock;
static uint32_t art_line[ART_SETS][ART_WAYS];
static uint64_t art_used[ART_SETS][ART_WAYS], art_clock;
static FILE *out;
static uint64_t marks[MAX_ADDRS], calls[MAX_ADDRS];
static int nmarks, ncalls;

/* Run state: totals up to the end of the last executed block. */
static uint64_t cycles, insns;
static const struct block *prev;
static const struct insn *came_from;   /* last instruction before prev */
static struct run carry;        /* the run at the end of prev */
static uint64_t entry_cost;     /* prev's first instruction, junction included */
static uint64_t prev_entry_cost;
static uint64_t exact_insns;    /* verify=1: counted per instruction */
static int verify;
static uint64_t mark_cycles[MAX_ADDRS], mark_insns[MAX_ADDRS];
static int mark_seen[MAX_ADDRS];
static struct frame {
	uint64_t ret, cycles, insns;
	int idx;
} stack[MAX_DEPTH];
static int depth;

static unsigned
popcount16(unsigned v)
{
	return (unsigned)__builtin_popcount(v & 0xffffu);
}

#define R(n) ((uint16_t)(1u << ((n) & 15)))

static void
set_load(struct insn *d, unsigned rt, uint16_t addr, unsigned width_ok)
{
	d->flags = F_MEM | F_LDR | F_PIPE;
	d->base = 2;
	d->addr = addr;
	d->dst = R(rt);
	/* LDR PC: 2 cycles of load, 3 of pipeline reload (TRM) */
	if (rt == 15 && width_ok)
		d->refill = 3;
	else if (rt == 15)
		d->dst = 0;     /* PLD/PLI hints */
}

static void
set_store(struct insn *d, uint16_t addr, int reg_offset)
{
	d->flags = F_MEM | F_STR;
	d->addr = addr;
	/* STR Rx,[Ry,#imm] is always one cycle; a register offset two,
	 * one when pipelined after a load */
	d->base = reg_offset ? 2 : 1;
	if (reg_offset)
		d->flags |= F_PIPE;
}

static void
set_multiple(struct insn *d, unsigned rn, unsigned list, int load)
{
	d->flags = F_MEM;
	d->addr = R(rn);
	d->base = (uint8_t)(1 + popcount16(list));
	if (load) {
		d->dst = (uint16_t)list;
		if (list & 0x8000)
			d->refill = 2;
	}
}

static void
set_dp(struct insn *d, unsigned rd, unsigned cost)
{
	d->flags = F_DP;
	d->base = (uint8_t)cost;
	d->dst = R(rd);
	if (rd == 15) {
		/* MOV PC / ADD PC: 1 + P, a register target */
		d->dst = 0;
		d->flags = 0;
		d->refill = 2;
	}
}

/*
 * The 16-bit instructions the Cortex-M55 can issue beside the 16-bit
 * instruction before it: ADDS/SUBS #imm3 and #imm8, MOVS #imm8, MOV Rd, Rm
 * (not PC), UXTB/UXTH/SXTB/SXTH, NOP, IT.  Branches, also in the list,
 * are left out here (their flags come from the instruction before).
 */
static void
dual_issue(struct insn *d, unsigned h)
{
	unsigned top5 = h >> 11;

	if ((h >> 10) == 0x07)                          /* ADDS/SUBS #imm3 */
		d->src = R((h >> 3) & 7);
	else if (top5 == 4)                             /* MOVS #imm8 */
		d->src = 0;
	else if (top5 == 6 || top5 == 7)                /* ADDS/SUBS #imm8 */
		d->src = R((h >> 8) & 7);
	else if ((h >> 8) == 0x46 && ((h & 7) | ((h >> 4) & 8)) != 15)
		d->src = R((h >> 3) & 15);              /* MOV Rd, Rm */
	else if ((h >> 8) == 0xb2)                      /* extend */
		d->src = R((h >> 3) & 7);
	else if (h == 0xbf00 || ((h >> 8) == 0xbf && (h & 15) != 0))
		d->src = 0;                             /* NOP, IT */
	else
		return;
	d->flags |= F_DI;
}

/* A 16-bit instruction. */
static void
decode16(struct insn *d, unsigned h)
{
	unsigned op = h >> 10;

	d->base = 1;
	if ((h >> 14) == 0) {                           /* shift, add, sub, mov, cmp */
		if ((h >> 11) == 5)
			d->flags = F_DP;                /* CMP imm */
		else if ((h >> 13) == 0)
			set_dp(d, h & 7, 1);
		else
			set_dp(d, (h >> 8) & 7, 1);
	} else if (op == 0x10) {                        /* data processing */
		unsigned o = (h >> 6) & 15;

		if (o == 8 || o == 10 || o == 11)
			d->flags = F_DP;                /* TST CMP CMN */
		else
			set_dp(d, h & 7, 1);
	} else if (op == 0x11) {                        /* special, BX/BLX */
		unsigned o = (h >> 8) & 3, rd = (h & 7) | ((h >> 4) & 8);

		if (o == 3) {
			d->refill = 2;                  /* BX/BLX Rm: 1 + P */
			if (h & 0x80)
				d->dst = R(14);
		} else if (o == 1)
			d->flags = F_DP;                /* CMP */
		else
			set_dp(d, rd, 1);
	} else if ((h >> 11) == 9) {                    /* LDR literal */
		set_load(d, (h >> 8) & 7, R(15), 1);
	} else if ((h >> 12) == 5) {                    /* register offset */
		unsigned o = (h >> 9) & 7;
		uint16_t a = R((h >> 3) & 7) | R((h >> 6) & 7);

		if (o < 3)
			set_store(d, a, 1);
		else
			set_load(d, h & 7, a, 1);
	} else if ((h >> 13) == 3 || (h >> 12) == 8) {  /* imm offset */
		if (h & 0x800)
			set_load(d, h & 7, R((h >> 3) & 7), 1);
		else
			set_store(d, R((h >> 3) & 7), 0);
	} else if ((h >> 12) == 9) {                    /* SP-relative */
		if (h & 0x800)
			set_load(d, (h >> 8) & 7, R(13), 1);
		else
			set_store(d, R(13), 0);
	} else if ((h >> 12) == 10) {                   /* ADR, ADD Rd, SP */
		set_dp(d, (h >> 8) & 7, 1);
	} else if ((h >> 12) == 11) {                   /* miscellaneous */
		unsigned o = (h >> 8) & 15;

		if (o == 0)
			set_dp(d, 13, 1);               /* ADD/SUB SP, #imm */
		else if ((o & 5) == 1)
			d->refill = 1;                  /* CBZ/CBNZ */
		else if (o == 2 || o == 10)
			set_dp(d, h & 7, 1);            /* extend, REV */
		else if (o == 4 || o == 5)
			set_multiple(d, 13, (h & 0xff) | ((h & 0x100) << 6), 0);
		else if (o == 12 || o == 13)
			set_multiple(d, 13, (h & 0xff) | ((h & 0x100) << 7), 1);
		/* CPS, BKPT, IT, hints: one cycle */
	} else if ((h >> 12) == 12) {                   /* STM/LDM */
		set_multiple(d, (h >> 8) & 7, h & 0xff, (h >> 11) & 1);
	} else if ((h >> 12) == 13) {                   /* B<c>, SVC, UDF */
		if (((h >> 8) & 15) < 14)
			d->refill = 1;
	} else if ((h >> 11) == 0x1c) {                 /* B */
		d->refill = 1;
	}
}

/* Load/store dual, exclusive, table branch. */
static void
decode_dual(struct insn *d, unsigned h1, unsigned h2)
{
	unsigned op1 = (h1 >> 7) & 3, op2 = (h1 >> 4) & 3, op3 = (h2 >> 4) & 15;
	unsigned rn = h1 & 15, rt = h2 >> 12;

	if (op1 == 0 && op2 == 0) {                     /* STREX: as an LDR */
		set_load(d, (h2 >> 8) & 15, R(rn), 0);
		return;
	}
	if (op1 == 0 && op2 == 1) {                     /* LDREX */
		set_load(d, rt, R(rn), 0);
		return;
	}
	if (op1 == 1 && op2 == 1 && op3 < 2) {          /* TBB, TBH */
		/* two cycles of load, one of add, three of reload */
		d->flags = F_MEM;
		d->addr = R(rn) | R(h2 & 15);
		d->base = 3;
		d->refill = 3;
		return;
	}
	if (op1 == 1 && op2 < 2) {                      /* LDREXB/H, STREXB/H */
		if (op2 == 1)
			set_load(d, rt, R(rn), 0);
		else
			set_load(d, h2 & 15, R(rn), 0);
		return;
	}
	/* LDRD/STRD: 1 + N, never pipelined with their neighbours */
	d->flags = F_MEM;
	d->addr = R(rn);
	d->base = 3;
	if (h1 & 0x10)
		d->dst = R(rt) | R((h2 >> 8) & 15);
}

/* Floating point (M4F): VFP data processing, moves, loads and stores. */
static void
decode_fp(struct insn *d, unsigned h1, unsigned h2)
{
	d->base = 1;
	if ((h1 & 0xff00) == 0xee00 && (h2 & 0x0e10) == 0x0a00) {
		unsigned opc = ((h1 >> 5) & 4) | ((h1 >> 4) & 3);

		/* multiply-accumulate and fused forms 3; divide and square
		 * root 14; the rest one cycle (Cortex-M4 TRM, FPU timing) */
		if (opc == 0 || opc == 1 || opc == 5 || opc == 6)
			d->base = 3;
		else if (opc == 4)
			d->base = 14;
		else if (opc == 7 && (h1 & 15) == 1 && ((h2 >> 6) & 3) == 3)
			d->base = 14;
		return;
	}
	if ((h1 & 0xffe0) == 0xec40) {                  /* VMOV two core regs */
		d->base = 2;
		if (h1 & 0x10)
			d->dst = R(h2 >> 12) | R(h1 & 15);
		return;
	}
	if ((h1 & 0xfe00) == 0xec00) {                 /* EC, ED: loads, stores */
		unsigned words = h2 & 0xff;

		d->flags = F_MEM;
		d->addr = R(h1 & 15);
		if ((h1 & 0xff20) == 0xed00)            /* VLDR/VSTR */
			d->base = (uint8_t)(1 + ((h2 & 0x100) ? 2 : 1));
		else                                    /* VLDM/VSTM/VPUSH/VPOP */
			d->base = (uint8_t)(1 + (words ? words : 1));
		return;
	}
	if ((h1 & 0xff00) == 0xee00 && (h2 & 0x0f10) == 0x0a10 &&
	    (h1 & 0x10))
		d->dst = R(h2 >> 12);                   /* VMOV Rt, Sn; VMRS */
}

/* A 32-bit instruction. */
static void
decode32(struct insn *d, unsigned h1, unsigned h2)
{
	unsigned op1 = (h1 >> 11) & 3, op2 = (h1 >> 4) & 0x7f;
	unsigned rn = h1 & 15, rt = h2 >> 12;

	d->base = 1;
	if (op1 == 1) {
		if ((op2 & 0x64) == 0x00) {                     /* LDM/STM */
			set_multiple(d, rn, h2, (h1 >> 4) & 1);
		} else if ((op2 & 0x64) == 0x04) {
			decode_dual(d, h1, h2);
		} else if ((op2 & 0x60) == 0x20) {              /* shifted reg */
			unsigned rd = (h2 >> 8) & 15;

			if (rd == 15 && (h1 & 0x10))
				d->flags = F_DP;        /* TST TEQ CMP CMN */
			else
				set_dp(d, rd, 1);
		} else {
			decode_fp(d, h1, h2);
		}
	} else if (op1 == 2) {
		if ((h2 & 0x8000) == 0) {                       /* imm */
			unsigned rd = (h2 >> 8) & 15;

			if (rd == 15 && (h1 & 0x10) && (h1 & 0x0200) == 0)
				d->flags = F_DP;        /* TST TEQ CMP CMN */
			else
				set_dp(d, rd, 1);
		} else if ((h2 & 0x5000) == 0x0000) {
			if (((h1 >> 7) & 7) != 7)
				d->refill = 1;          /* B<c>.W */
			/* else MSR, MRS, hints, barriers: one cycle */
			else if (((h1 >> 4) & 0x3f) == 0x3e)
				d->dst = R((h2 >> 8) & 15);     /* MRS */
		} else {
			d->refill = 1;                  /* B.W, BL */
			if (h2 & 0x4000)
				d->dst = R(14);
		}
	} else {
		if ((op2 & 0x71) == 0x00) {                     /* store single */
			int reg = (h1 & 0x80) == 0 && (h2 & 0x0800) == 0;

			set_store(d, R(rn) | (reg ? R(h2 & 15) : 0), reg);
		} else if ((op2 & 0x67) == 0x01 || (op2 & 0x67) == 0x03 ||
			   (op2 & 0x67) == 0x05) {              /* load single */
			int reg = (h1 & 0x80) == 0 && (h2 & 0x0800) == 0 &&
				  rn != 15;

			set_load(d, rt, R(rn) | (reg ? R(h2 & 15) : 0),
				 (op2 & 0x67) == 0x05);
		} else if ((op2 & 0x70) == 0x20 || (op2 & 0x78) == 0x30) {
			set_dp(d, (h2 >> 8) & 15, 1);   /* reg, MUL/MLA, DSP */
		} else if ((op2 & 0x78) == 0x38) {              /* long, divide */
			unsigned o = (h1 >> 4) & 7;

			if (o == 1 || o == 3) {
				set_dp(d, (h2 >> 8) & 15, model->div);
			} else {
				/* UMULL SMULL UMLAL SMLAL UMAAL: one cycle */
				set_dp(d, (h2 >> 8) & 15, 1);
				d->dst |= R(rt);
			}
		} else if (op2 & 0x40) {
			decode_fp(d, h1, h2);
		}
	}
}

/*
 * The size comes from the first halfword (a Thumb-2 instruction is 32-bit
 * when its top five bits are 0b11101, 0b11110 or 0b11111), not from QEMU:
 * QEMU 7.2 gives the instruction before a 32-bit one that starts on the
 * last halfword of a 1 KiB page the size 6 (its translator reads that
 * halfword to see whether the next instruction crosses the page, and the
 * plugin API counts the read as the current instruction's), which made
 * the next one look like a jump (an exception entry, 12 cycles) wherever
 * code crossed a page.
 */
static void
decode(struct insn *d, uint64_t pc, const uint8_t *b, size_t got)
{
	unsigned h1 = (unsigned)b[0] | (unsigned)b[1] << 8;
	size_t size = (h1 >> 11) >= 0x1d && got >= 4 ? 4 : 2;

	memset(d, 0, sizeof(*d));
	d->pc = (uint32_t)pc;
	d->size = (uint8_t)size;
	if (size == 4)
		decode32(d, h1, (unsigned)b[2] | (unsigned)b[3] << 8);
	else
		decode16(d, h1);
	if (size == 2 && model->dual)
		dual_issue(d, h1);
	/* a PC-relative load (literal, TBB/TBH [PC]) reads the flash */
	if (ws && !art && !dws && (d->flags & F_MEM) && (d->addr & R(15)) &&
	    pc < FLASH_END)
		d->base = (uint8_t)(d->base + ws);
}

/* M55 dual issue: r issues beside p, a 16-bit instruction that is not
 * itself paired with the one before, not a branch, and writes nothing r
 * reads. */
static int
pairs(const struct insn *p, const struct insn *r)
{
	return (r->flags & F_DI) && p->size == 2 && !(p->flags & F_PAIRED) &&
	       p->refill == 0 && !(p->dst & r->src);
}

/* Cost of r after p when r follows p in sequence: dual issue (nothing),
 * load pipelining and the address-generation stall. */
static unsigned
seq_cost(const struct insn *p, const struct insn *r)
{
	unsigned c = r->base;

	if (pairs(p, r))
		return 0;
	if ((p->flags & F_LDR) && (r->flags & F_PIPE) && !(p->dst & r->addr))
		c--;
	if ((p->flags & F_DP) && (r->flags & F_MEM) && (p->dst & r->addr))
		c++;
	return c;
}

/*
 * The fetch cycle of a run of 32-bit instructions on halfword boundaries
 * (docs/cycles.md): once per run, at its third instruction, or its
 * fourth while all are single stores.  r extends or ends the run *st;
 * returns the cycle r costs for it.
 */
static unsigned
run_step(struct run *st, const struct insn *r)
{
	if (r->size != 4 || !(r->pc & 2)) {
		memset(st, 0, sizeof(*st));
		return 0;
	}
	if (st->len == 0)
		st->str = 1;
	if (st->len < 15)
		st->len++;
	st->str = (uint8_t)(st->str && (r->flags & F_STR));
	if (st->paid || st->len < (st->str ? 4 : 3))
		return 0;
	st->paid = 1;
	return 1;
}

/* A block entered in sequence whose leading run goes on from the run
 * before it: the cycles that run costs beyond what the block's cost
 * holds (-1, 0 or 1); carry becomes the run at the block's end. */
static int
run_junction(const struct block *b)
{
	struct run st = carry;
	uint32_t i;
	int paid = 0;

	for (i = 0; i < b->lead; i++)
		paid += (int)run_step(&st, &b->in[i]);
	carry = b->lead == b->n ? st : b->last.run;
	return paid - (int)b->lead_paid;
}

/* Flash wait states of a fetch at to that does not follow from in
 * sequence (see ws above). */
static unsigned
fetch_wait(uint32_t from, uint32_t to)
{
	uint32_t line = to >> 4, cur = from >> 4;
	uint32_t *set = art_line[line % ART_SETS];
	uint64_t *used = art_used[line % ART_SETS];
	unsigned i, lru = 0;

	if (ws == 0 || to >= FLASH_END)
		return 0;
	if (!art)
		return ws;
	if (line == cur || line == cur + 1)
		return 0;
	art_clock++;
	for (i = 0; i < ART_WAYS; i++) {
		if (used[i] != 0 && set[i] == line) {
			used[i] = art_clock;
			return 0;
		}
		if (used[i] < used[lru])
			lru = i;
	}
	set[lru] = line;
	used[lru] = art_clock;
	return ws;
}

/* Flash wait states of a data load at addr (see dws above). */
static unsigned
data_wait(uint32_t addr)
{
	uint32_t line = addr >> dline_shift;
	unsigned i, set, lru;

	if (addr >= FLASH_END)
		return 0;
	if (dlines == 0)
		return dws;
	set = (line % (dlines / dways)) * dways;
	lru = set;
	dclock++;
	for (i = set; i < set + dways; i++) {
		if (dused[i] != 0 && dtag[i] == line) {
			dused[i] = dclock;
			return 0;
		}
		if (dused[i] < dused[lru])
			lru = i;
	}
	dtag[lru] = line;
	dused[lru] = dclock;
	return dws;
}

/* A load's access (one per word of LDM, LDRD, VLDM): its flash wait. */
static void
on_load(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr,
	void *udata)
{
	(void)vcpu;
	(void)udata;
	if (!qemu_plugin_mem_is_store(info))
		cycles += data_wait((uint32_t)vaddr);
}

/* Cost charged to p when the next executed instruction r is not the one
 * after p: the taken branch's refill, one more for a 32-bit target on a
 * halfword boundary; or, after anything else, an exception entry; and
 * the flash wait states of fetching r. */
static unsigned
jump_cost(const struct insn *p, const struct insn *r)
{
	unsigned w = fetch_wait(p->pc, r->pc);

	if (p->refill == 0)
		return model->exc_entry + w;
	return p->refill + (r->size == 4 && (r->pc & 2) ? 1u : 0u) + w;
}

static void
emit(const char *what, uint64_t addr, uint64_t c, uint64_t n)
{
	fprintf(out, "%s 0x%08llx cycles %llu insns %llu\n", what,
		(unsigned long long)addr, (unsigned long long)c,
		(unsigned long long)n);
}

/*
 * Under -icount, an instruction that touches a device in the middle of a
 * block makes QEMU stop the block there and run that instruction again as
 * a block of its own.  The rest of the interrupted block never ran: take
 * back its cost, and go on as if b followed its predecessor in sequence.
 */
static int
rewound(const struct block *b)
{
	const struct block *p = prev;
	uint32_t k;

	if (p == NULL || b->n != 1 || !(b->first.flags & F_MEM) ||
	    b->first.refill != 0 || p->n < 2 || b->first.pc < p->first.pc ||
	    b->first.pc > p->last.pc)
		return 0;
	for (k = 0; k < p->n && p->in[k].pc != b->first.pc; k++)
		;
	if (k == p->n)
		return 0;
	insns -= p->n - k;
	if (k > 0) {
		cycles -= p->suffix[k];
		entry_cost = seq_cost(&p->in[k - 1], &b->first);
		return 1;
	}
	cycles -= prev_entry_cost + p->suffix[1];
	entry_cost = came_from != NULL &&
		     b->first.pc == came_from->pc + came_from->size ?
		     seq_cost(came_from, &b->first) : b->first.base;
	return 1;
}

static void
on_block(unsigned int vcpu, void *udata)
{
	const struct block *b = udata;

	(void)vcpu;
	entry_cost = b->first.base;
	if (rewound(b)) {
		cycles += entry_cost;
		insns++;
		carry = b->last.run;
		prev_entry_cost = entry_cost;
		prev = b;       /* came_from stays */
		return;
	}
	if (prev != NULL) {
		const struct insn *l = &prev->last;

		if (b->first.pc != l->pc + l->size) {
			cycles += jump_cost(l, &b->first);
			carry = b->last.run;
		} else {
			/* a run across the junction (a page boundary): charged
			 * to the block's first instruction */
			entry_cost = seq_cost(l, &b->first);
			if (carry.len > 0 && b->lead > 0)
				entry_cost = (uint64_t)((int64_t)entry_cost +
							run_junction(b));
			else
				carry = b->last.run;
		}
	} else {
		carry = b->last.run;
	}
	/* a return from a timed call lands on the first instruction of a
	 * block: the caller's BL ended the one before */
	while (depth > 0 && stack[depth - 1].ret == b->first.pc) {
		struct frame *f = &stack[--depth];

		emit("call", calls[f->idx], cycles - f->cycles,
		     insns - f->insns);
	}
	cycles += entry_cost + b->cost - b->first.base;
	insns += b->n;
	came_from = prev != NULL ? &prev->last : NULL;
	prev_entry_cost = entry_cost;
	prev = b;
}

/* Cycles and instructions before the marked instruction began. */
static void
before(const struct mark *m, uint64_t *c, uint64_t *n)
{
	*c = cycles - m->suffix_cost - (m->first ? entry_cost : 0u);
	*n = insns - m->suffix_insns;
}

static void
on_mark(unsigned int vcpu, void *udata)
{
	const struct mark *m = udata;
	uint64_t c, n;

	(void)vcpu;
	before(m, &c, &n);
	if (mark_seen[m->idx])
		emit("mark", marks[m->idx], c - mark_cycles[m->idx],
		     n - mark_insns[m->idx]);
	mark_seen[m->idx] = 1;
	mark_cycles[m->idx] = c;
	mark_insns[m->idx] = n;
}

static void
on_call(unsigned int vcpu, void *udata)
{
	const struct mark *m = udata;
	const struct insn *l;

	(void)vcpu;
	/* only an entry through BL/BLX has a known return address */
	if (came_from == NULL || depth == MAX_DEPTH)
		return;
	l = came_from;
	if (!(l->dst & R(14)) || l->refill == 0 || !m->first)
		return;
	stack[depth].ret = l->pc + l->size;
	stack[depth].idx = m->idx;
	before(m, &stack[depth].cycles, &stack[depth].insns);
	depth++;
}

static int
find(const uint64_t *list, int n, uint64_t pc)
{
	int i;

	for (i = 0; i < n; i++)
		if (list[i] == pc)
			return i;
	return -1;
}

static void
on_tb(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	size_t i, n = qemu_plugin_tb_n_insns(tb);
	struct block *b;
	struct insn cur, last;
	uint64_t *costs;
	struct run st;

	(void)id;
	/* kept for the life of the run: QEMU may run the block until exit */
	b = calloc(1, sizeof(*b));
	costs = calloc(n + 1, sizeof(*costs));
	if (b != NULL)
		b->in = calloc(n, sizeof(*b->in));
	if (b == NULL || costs == NULL || b->in == NULL || n == 0) {
		if (b != NULL)
			free(b->in);
		free(b);
		free(costs);
		return;
	}
	b->n = (uint32_t)n;
	b->suffix = costs;
	memset(&st, 0, sizeof(st));
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *qi = qemu_plugin_tb_get_insn(tb, i);

		decode(&cur, qemu_plugin_insn_vaddr(qi),
		       qemu_plugin_insn_data(qi), qemu_plugin_insn_size(qi));
		costs[i] = i == 0 ? cur.base : seq_cost(&last, &cur);
		/* the run from the block's start (run_junction corrects a
		 * leading run that goes on from the block before) */
		if (run_step(&st, &cur) != 0) {
			costs[i]++;
			if (st.len == i + 1)
				b->lead_paid = 1;
		}
		cur.run = st;
		if (st.len == i + 1)
			b->lead = (uint32_t)(i + 1);
		/* within the block; a pair across a junction with the block
		 * before is costed there, but not seen here */
		if (i > 0 && pairs(&last, &cur))
			cur.flags |= F_PAIRED;
		if (i == 0)
			b->first = cur;
		b->in[i] = cur;
		last = cur;
		/* QEMU_PLUGIN_MEM_RW: QEMU 7.2 calls a callback registered
		 * for QEMU_PLUGIN_MEM_R alone on no access at all; on_load
		 * leaves the stores out itself */
		if (dws && (cur.flags & F_MEM))
			qemu_plugin_register_vcpu_mem_cb(qi, on_load,
				QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW, NULL);
		if (verify)
			qemu_plugin_register_vcpu_insn_exec_inline(qi,
				QEMU_PLUGIN_INLINE_ADD_U64, &exact_insns, 1);
	}
	b->last = last;
	/* suffix sums: costs[i] becomes the cost of insns i..n-1 */
	for (i = n; i-- > 0;)
		costs[i] += costs[i + 1];
	b->cost = costs[0];
	qemu_plugin_register_vcpu_tb_exec_cb(tb, on_block,
					     QEMU_PLUGIN_CB_NO_REGS, b);
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *qi = qemu_plugin_tb_get_insn(tb, i);
		uint64_t pc = qemu_plugin_insn_vaddr(qi);
		int km = find(marks, nmarks, pc), kc = find(calls, ncalls, pc);
		int k;

		for (k = 0; k < 2; k++) {
			int idx = k == 0 ? km : kc;
			struct mark *m;

			if (idx < 0 || (m = calloc(1, sizeof(*m))) == NULL)
				continue;
			m->suffix_cost = costs[i] - (i == 0 ? b->first.base : 0);
			m->suffix_insns = (uint32_t)(n - i);
			m->first = i == 0;
			m->idx = idx;
			qemu_plugin_register_vcpu_insn_exec_cb(qi,
				k == 0 ? on_mark : on_call,
				QEMU_PLUGIN_CB_NO_REGS, m);
		}
	}
}

static void
on_atexit(qemu_plugin_id_t id, void *udata)
{
	(void)id;
	(void)udata;
	fprintf(out, "total cycles %llu insns %llu\n",
		(unsigned long long)cycles, (unsigned long long)insns);
	if (verify)
		fprintf(out, "verify insns %llu\n",
			(unsigned long long)exact_insns);
	if (out != stderr)
		fclose(out);
}

/* A decimal argument key=v, 0..max, into *n; 0, or -1 (printed). */
static int
num_arg(const char *key, const char *v, unsigned max, unsigned *n)
{
	char *end;
	unsigned long x = strtoul(v, &end, 10);

	if (*v == '\0' || *end != '\0' || x > max) {
		fprintf(stderr, "cycles: bad %s= ('%s'): 0-%u\n", key, v, max);
		return -1;
	}
	*n = (unsigned)x;
	return 0;
}

/* The data cache's geometry from dcache=, dways=, dline= (bytes): 0, or
 * -1 (printed).  Without dws it is not used. */
static int
data_cache(unsigned line)
{
	if (dways == 0)
		dways = dlines;
	dline_shift = 0;
	while ((1u << dline_shift) < line)
		dline_shift++;
	if (line < 4 || (1u << dline_shift) != line ||
	    (dlines != 0 && (dways > dlines || dlines % dways != 0))) {
		fprintf(stderr, "cycles: bad data cache: dline= a power of "
			"two, 4-256 bytes; dways= dividing dcache=\n");
		return -1;
	}
	return 0;
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

static int
add_addr(uint64_t *list, int *n, const char *v, const char *what)
{
	char *end;
	uint64_t a = strtoull(v, &end, 16);

	if (*v == '\0' || *end != '\0' || *n == MAX_ADDRS) {
		fprintf(stderr, "cycles: bad or too many %s= ('%s')\n", what,
			v);
		return -1;
	}
	list[(*n)++] = a & ~1ull;
	return 0;
}

int
qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc,
		    char **argv)
{
	const char *v, *path = NULL;
	size_t m;
	int i;
	unsigned line = 16;

	(void)info;
	for (i = 0; i < argc; i++) {
		if (arg(argv[i], "mark", &v)) {
			if (add_addr(marks, &nmarks, v, "mark") != 0)
				return -1;
		} else if (arg(argv[i], "call", &v)) {
			if (add_addr(calls, &ncalls, v, "call") != 0)
				return -1;
		} else if (arg(argv[i], "verify", &v)) {
			verify = strcmp(v, "1") == 0;
		} else if (arg(argv[i], "ws", &v)) {
			if (num_arg("ws", v, 15, &ws) != 0)
				return -1;
		} else if (arg(argv[i], "dws", &v)) {
			if (num_arg("dws", v, 15, &dws) != 0)
				return -1;
		} else if (arg(argv[i], "dcache", &v)) {
			if (num_arg("dcache", v, DCACHE_MAX, &dlines) != 0)
				return -1;
		} else if (arg(argv[i], "dways", &v)) {
			if (num_arg("dways", v, DCACHE_MAX, &dways) != 0)
				return -1;
		} else if (arg(argv[i], "dline", &v)) {
			if (num_arg("dline", v, 256, &line) != 0)
				return -1;
		} else if (arg(argv[i], "art", &v)) {
			art = strcmp(v, "1") == 0;
		} else if (arg(argv[i], "out", &v)) {
			path = v;
		} else if (arg(argv[i], "cpu", &v)) {
			for (m = 0; m < sizeof(models) / sizeof(models[0]); m++)
				if (strcmp(v, models[m].name) == 0 ||
				    strcmp(v, models[m].name + 7) == 0)
					break;
			if (m == sizeof(models) / sizeof(models[0])) {
				fprintf(stderr, "cycles: unknown cpu '%s' "
					"(cortex-m4, cortex-m33, cortex-m55)\n",
					v);
				return -1;
			}
			model = &models[m];
		} else {
			fprintf(stderr, "cycles: unknown argument '%s'\n",
				argv[i]);
			return -1;
		}
	}
	if (data_cache(line) != 0)
		return -1;
	out = path ? fopen(path, "w") : stderr;
	if (out == NULL) {
		fprintf(stderr, "cycles: cannot write %s\n", path);
		return -1;
	}
	/* the memory the estimate assumes, beside the model's name: the
	 * fetches', then the data loads' (data-Nws-LINESxBYTES[-WAYSway],
	 * or -uncached) */
	if (ws == 0)
		fprintf(out, "# model %s %s zero-wait-state", model->name,
			model->version);
	else
		fprintf(out, "# model %s %s %u-wait-states-%s",
			model->name, model->version, ws,
			art ? "art" : "plain");
	if (dws != 0 && dlines == 0)
		fprintf(out, " data-%uws-uncached", dws);
	else if (dws != 0)
		fprintf(out, " data-%uws-%ux%uB", dws, dlines,
			1u << dline_shift);
	if (dws != 0 && dlines != 0 && dways < dlines)
		fprintf(out, "-%uway", dways);
	fputc('\n', out);
	qemu_plugin_register_vcpu_tb_trans_cb(id, on_tb);
	qemu_plugin_register_atexit_cb(id, on_atexit, NULL);
	return 0;
}
