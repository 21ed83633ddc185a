/* SPDX-License-Identifier: MIT */
/*
 * Data loads from flash for the cycle model's unit test (dws=N,
 * docs/cycles.md "Data loads from flash"): each seq_flash_* is called once
 * by BL and timed from its first instruction to the return, like seq.S's
 * sequences.  r0 points to a 64-byte table in flash (lines A-D of 16
 * bytes), r1 to RAM.  flash-0ws.txt, flash-uncached.txt and
 * flash-cached.txt hold the counts worked out by hand at zero wait
 * states, at dws=5 without a cache, and at dws=5 with a 2-line cache of
 * 16-byte lines (the sequences run in this order, so its state is known:
 * reset makes no data load from flash).  Every return is BX LR, 3 cycles.
 */
	.syntax unified
	.thumb

	.section .vectors, "a"
	.word 0x20010000
	.word reset

	.text
	.thumb_func
	.balign 4
reset:
	movw r0, #:lower16:table
	movt r0, #:upper16:table
	movw r1, #0
	movt r1, #0x2000
	.balign 4
	bl seq_flash_ldr
	bl seq_flash_ram
	bl seq_flash_ldm
	bl seq_flash_lru
	bl seq_flash_literal
	bl seq_flash_ldrb
	bl seq_flash_ldrd
	movs r0, #0x18
	movw r1, #0x0026        /* ADP_Stopped_ApplicationExit */
	movt r1, #0x0002
	bkpt 0xab
	b .

/* two loads of line A, the second pipelined: 2 + 1 + 3; uncached + 5 + 5;
 * cached: A missed, then hit: + 5 */
	.thumb_func
	.balign 4
seq_flash_ldr:
	ldr r4, [r0]
	ldr r5, [r0, #4]
	bx lr

/* a load from RAM: 2 + 3, never charged */
	.thumb_func
	.balign 4
seq_flash_ram:
	ldr r4, [r1]
	bx lr

/* LDM of four words of line A: 1 + 4 + 3; uncached + 4 x 5 (one per
 * word); cached: A held, + 0 */
	.thumb_func
	.balign 4
seq_flash_ldm:
	ldm r0, {r4-r7}
	bx lr

/* lines B, A, C, A, each load pipelined behind the one before: 2 + 1 +
 * 1 + 1 + 3; uncached + 4 x 5; cached (held: A): B missed (A, B), A hit,
 * C missed and B, the least recently used, replaced (A, C), A hit: + 10 */
	.thumb_func
	.balign 4
seq_flash_lru:
	ldr r4, [r0, #16]
	ldr r5, [r0]
	ldr r6, [r0, #32]
	ldr r7, [r0, #4]
	bx lr

/* a literal load reads the flash as data: 2 + 3; + 5 uncached, and + 5
 * cached (its pool's line missed) */
	.thumb_func
	.balign 4
seq_flash_literal:
	ldr r4, =0x12345678
	bx lr
	.ltorg

/* LDRB of line D's last byte: 2 + 3; + 5 both (D missed) */
	.thumb_func
	.balign 4
seq_flash_ldrb:
	ldrb r4, [r0, #63]
	bx lr

/* LDRD of two words of line D: 3 + 3; uncached + 2 x 5 (one per word);
 * cached: D held, + 0 */
	.thumb_func
	.balign 4
seq_flash_ldrd:
	ldrd r4, r5, [r0, #48]
	bx lr

	.section .rodata
	.balign 16
table:
	.word 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
