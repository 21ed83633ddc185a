/* SPDX-License-Identifier: MIT */
/*
 * Instruction sequences for the cycle model's unit test: each seq_NAME is
 * called once by BL and timed by the plugin from its first instruction to
 * the return; expected.txt holds the count worked out by hand from the
 * Cortex-M4 timing rules (docs/cycles.md).  Every return is BX LR (1 + P,
 * P = 2: 3 cycles) to a word-aligned BL, unless the sequence says other.
 * Bare metal for mps2-an386 (code at 0, RAM at 0x20000000).
 */
	.syntax unified
	.thumb
	.fpu fpv4-sp-d16

	.section .vectors, "a"
	.word 0x20010000
	.word reset

	.text
	.thumb_func
	.balign 4
reset:
	/* FPU on: CPACR CP10/CP11 full access */
	ldr r4, =0xe000ed88
	ldr r5, [r4]
	orr r5, r5, #0x00f00000
	str r5, [r4]
	dsb
	isb
	/* r0-r2: RAM; r3: a word offset; RAM[0] points to RAM, RAM[64] to
	 * the target of seq_ldr_pc */
	ldr r0, =0x20000000
	mov r1, r0
	mov r2, r0
	movs r3, #4
	str r0, [r0]
	ldr r4, =ldr_pc_target
	str r4, [r0, #64]
	movs r5, #7
	movs r6, #3
	movs r7, #5
	.balign 4
	bl seq_alu
	bl seq_ldr_pipe
	bl seq_ldr_dep
	bl seq_ldr_str
	bl seq_ldr_str_reg
	bl seq_str_reg_ldr
	bl seq_agu_stall
	bl seq_sp_stall
	bl seq_ldm
	bl seq_push_pop
	bl seq_branch
	bl seq_branch_unaligned
	bl seq_mul
	bl seq_it
	bl seq_it_branch
	bl seq_ldrd
	bl seq_tbb
	bl seq_ldr_pc
	bl seq_div
	bl seq_fp
	bl seq_loop
	bl seq_dual
	bl seq_page_cross
	b.w more
	.ltorg
	/* a word, so that the sequences keep the addresses the ART counts
	 * of docs/cycles.md were worked out for */
	.word 0

/* single-cycle data processing: 4 x 1 + 3 */
	.thumb_func
	.balign 4
seq_alu:
	adds r4, r5, r6
	eors r4, r5
	mov r6, r7
	add.w r4, r4, r6, lsl #2
	bx lr

/* LDR 2, then two loads pipelined behind it, 1 each: 2 + 1 + 1 + 3 */
	.thumb_func
	.balign 4
seq_ldr_pipe:
	ldr r4, [r0]
	ldr r5, [r1, #4]
	ldr r6, [r2, r3]
	bx lr

/* the second load's address is the first one's result: no pipelining,
 * 2 + 2 + 3 */
	.thumb_func
	.balign 4
seq_ldr_dep:
	ldr r4, [r0]
	ldr r5, [r4]
	bx lr

/* LDR then STR Rx,[Ry,#imm] (always one cycle): 2 + 1 + 3 */
	.thumb_func
	.balign 4
seq_ldr_str:
	ldr r4, [r0]
	str r4, [r1, #20]
	bx lr

/* LDR then a register-offset STR, pipelined: 2 + 1 + 3 */
	.thumb_func
	.balign 4
seq_ldr_str_reg:
	ldr r4, [r0, r3]
	str r5, [r1, r3]
	bx lr

/* nothing pipelines after a store: STR reg 2 + LDR 2 + 3 */
	.thumb_func
	.balign 4
seq_str_reg_ldr:
	str r4, [r0, r3]
	ldr r5, [r1]
	bx lr

/* address from the preceding data-processing result: 1 + (2 + 1); an
 * independent one: 1 + 2; + 3 */
	.thumb_func
	.balign 4
seq_agu_stall:
	adds r4, r0, #8
	ldr r5, [r4]
	adds r6, r0, #4
	ldr r7, [r1]
	bx lr

/* SP adjusted, then stored through: 1 + (1 + 1) + 1 + 3 */
	.thumb_func
	.balign 4
seq_sp_stall:
	sub sp, #8
	str r4, [sp]
	add sp, #8
	bx lr

/* LDM of 4: 1 + N = 5; STM of 2: 3; + 3 */
	.thumb_func
	.balign 4
seq_ldm:
	push {r4-r7}
	ldm r0, {r4-r7}
	stm r1, {r4, r5}
	pop {r4-r7}
	bx lr

/* PUSH of 5: 6; POP of 5 with PC: 1 + 5 + P (2) = 8 */
	.thumb_func
	.balign 4
seq_push_pop:
	push {r4-r7, lr}
	pop {r4-r7, pc}

/* CMP 1, BEQ not taken 1, B taken 1 + 1, + 3 */
	.thumb_func
	.balign 4
seq_branch:
	cmp r0, #0
	beq 2f
	b.n 1f
2:	nop
1:	bx lr

/* a taken branch to a 32-bit instruction on a halfword boundary refills
 * one cycle more: B 1 + 1 + 1, ADD.W 1, + 3 */
	.thumb_func
	.balign 4
seq_branch_unaligned:
	b.n 1f
	nop
	nop
1:	add.w r4, r5, r6
	bx lr

/* long multiplies, UMAAL, MUL, MLA, MLS: one cycle each on the M4:
 * 7 x 1 + 3 */
	.thumb_func
	.balign 4
seq_mul:
	umull r4, r5, r6, r7
	umlal r4, r5, r6, r7
	umaal r4, r5, r6, r7
	smull r4, r5, r6, r7
	mul r4, r5, r6
	mla r4, r5, r6, r7
	mls r4, r5, r6, r7
	bx lr

/* IT 1, the executed and the skipped instruction 1 each: 1 + 1 + 1 + 1
 * + 3 */
	.thumb_func
	.balign 4
seq_it:
	cmp r0, r0
	ite eq
	moveq r4, #1
	movne r4, #2
	bx lr

/* a conditional BX in an IT block: not taken 1, taken 1 + 2:
 * 1 + (1 + 1) + (1 + 3) */
	.thumb_func
	.balign 4
seq_it_branch:
	cmp r0, r0
	it ne
	bxne lr
	it eq
	bxeq lr

/* LDRD and STRD 3 each, never pipelined; then LDR 2 and a pipelined LDR
 * 1: 3 + 3 + 2 + 1 + 3 */
	.thumb_func
	.balign 4
seq_ldrd:
	ldrd r4, r5, [r0]
	strd r4, r5, [r1, #8]
	ldr r6, [r2]
	ldr r7, [r2, #4]
	bx lr

/* TBB: 2 load + 1 add + 3 reload = 6: 1 + 1 + 6 + 3 */
	.thumb_func
	.balign 4
seq_tbb:
	movs r4, #1
	nop
	tbb [pc, r4]
0:	.byte (2f - 0b) / 2
	.byte (1f - 0b) / 2
2:	nop
1:	bx lr

/* LDR PC: 2 load + 3 reload; then the target's BX LR: 5 + 3 */
	.thumb_func
	.balign 4
seq_ldr_pc:
	ldr pc, [r0, #64]
	/* not the next instruction: a jump to pc + size looks untaken */
	nop
	.thumb_func
ldr_pc_target:
	bx lr

/* UDIV: 2 to 12 by operands the model cannot see, 7 estimated: 7 + 3 */
	.thumb_func
	.balign 4
seq_div:
	udiv r4, r5, r6
	bx lr

/* FPU (M4F): VADD 1, VMUL 1, VMLA 3, VDIV 14, VSQRT 14, VLDR 2, VSTR 2,
 * VMOV to core 1: 38 + 3 */
	.thumb_func
	.balign 4
seq_fp:
	vadd.f32 s0, s1, s2
	vmul.f32 s0, s1, s2
	vmla.f32 s0, s1, s2
	vdiv.f32 s0, s1, s2
	vsqrt.f32 s0, s1
	vldr s0, [r0]
	vstr s0, [r0, #4]
	vmov r4, s0
	bx lr

/* a counted loop, 4 iterations of LDR 2, SUBS 1, BNE 1 + 1 (taken) or 1
 * (the last): 1 + 3 x 5 + 4 + 3 */
	.thumb_func
	.balign 4
seq_loop:
	movs r4, #4
	/* for 'cryptobench cycles --between loop_top': 3 intervals of 5 */
	.global loop_top
loop_top:
	ldr r5, [r0]
	subs r4, #1
	bne loop_top
	bx lr

/* Cortex-M55 dual issue: a 16-bit ADDS/SUBS/MOVS immediate, MOV register,
 * extend, NOP or IT issues beside the 16-bit instruction before it, unless
 * that one is paired already, a branch, or writes what it reads.  On the
 * M4 every one is 1: 10 x 1 + 3 = 13; on the M55 two are free: 11 */
	.thumb_func
	.balign 4
seq_dual:
	eors r4, r5             /* 1 */
	adds r6, #1             /* 0: beside EORS */
	adds r7, r5, #2         /* 1: the ADDS before it is paired */
	mov r4, r7              /* 1: reads R7, written by the ADDS */
	uxtb r5, r6             /* 0: beside MOV */
	add.w r4, r4, #1        /* 1: 32-bit */
	nop                     /* 1: after a 32-bit instruction */
	cmp r0, #0              /* 1: CMP is not in the set */
	beq 1f                  /* 1: not taken (R0 is a RAM address) */
	movs r4, #1             /* 1: after a branch */
1:	bx lr

/* a 32-bit instruction across a 1 KiB boundary (QEMU's page size for the
 * M profile: the translation block ends before it) costs what it costs
 * anywhere; the junction with the block before is sequential: ADDS 1,
 * ADD.W 1, EOR.W 1 (0x3fe to 0x402), + 3.  (The plugin once
 * took the size QEMU reports, 6 for the ADD.W here, and charged the
 * EOR.W 12 as if an exception had been taken: 18.) */
	.section .text.page, "ax"       /* seq.ld: at 0x3f8 */
	.thumb_func
seq_page_cross:
	adds r4, r5, r6         /* 0x3f8 */
	add.w r4, r4, #1        /* 0x3fa */
	eor.w r4, r4, r5        /* 0x3fe: across 0x400 */
	bx lr

/* the sequences after seq_page_cross, called from here so that those
 * before keep their addresses; then semihosting SYS_EXIT */
	.thumb_func
more:
	bl seq_wide_run
	bl seq_wide_str
	bl seq_wide_page
	movs r0, #0x18
	ldr r1, =0x20026        /* ADP_Stopped_ApplicationExit */
	bkpt 0xab
	b .
	.ltorg

/* a run of 32-bit instructions on halfword boundaries: the third in a row
 * takes one cycle more (a run of two does not); NOP 1, ADD.W 1 + 1 + (1
 * + 1), NOP 1, ADD.W 1 (aligned), NOP 1, ADD.W 1 + 1, NOP 1, + 3 */
	.thumb_func
	.balign 4
seq_wide_run:
	nop                     /* +0 */
	add.w r4, r5, r6        /* +2: the first of three */
	add.w r4, r4, r6        /* +6 */
	add.w r4, r4, r7        /* +10: the third, + 1 */
	nop                     /* +14 */
	add.w r4, r4, r5        /* +16: word-aligned */
	nop                     /* +20 */
	add.w r4, r4, r6        /* +22: the first of two */
	add.w r4, r4, r7        /* +26 */
	nop                     /* +30 */
	bx lr                   /* +32 */

/* a run of stores only: the fourth takes the cycle: NOP 1, STR.W 1 + 1 +
 * 1 + (1 + 1), + 3 */
	.thumb_func
	.balign 4
seq_wide_str:
	nop                     /* +0 */
	str.w r4, [r0, #8]      /* +2 */
	str.w r4, [r0, #12]
	str.w r4, [r0, #16]     /* third: stores only, nothing more */
	str.w r4, [r0, #20]     /* fourth: + 1 */
	bx lr

/* a run across a 1 KiB boundary, where QEMU starts a new translation
 * block: still one run, its third instruction + 1: NOP 1, ADD.W 1 + 1 +
 * (1 + 1) + 1, + 3 */
	.section .text.page2, "ax"      /* seq.ld: at 0x7f4 */
	.thumb_func
seq_wide_page:
	nop                     /* 0x7f4 */
	add.w r4, r5, r6        /* 0x7f6 */
	add.w r4, r4, r6        /* 0x7fa */
	add.w r4, r4, r7        /* 0x7fe: across 0x800, the third */
	add.w r4, r4, r5        /* 0x802 */
	bx lr
