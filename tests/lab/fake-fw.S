/* SPDX-License-Identifier: MIT */
/* A stand-in firmware for the MPS2 AN386 under QEMU: prints msg.txt on
 * UART0, then stops: exits through semihosting with status 1 when built
 * with -DEXIT (a failed self-test), else loops for ever (a firmware that
 * falls silent).  It made the fixtures selftest-fail.log and silent.log
 * (README.md). */
	.syntax unified
	.cpu cortex-m4
	.thumb
	.section .vectors
	.word 0x20010000
	.word reset + 1
	.text
	.thumb_func
reset:
	ldr r1, =0x40004000     /* CMSDK UART0: DATA +0, STATE +4, CTRL +8 */
	movs r0, #1
	str r0, [r1, #8]
	ldr r2, =msg
1:	ldrb r0, [r2], #1
	cbz r0, 3f
2:	ldr r3, [r1, #4]
	tst r3, #1
	bne 2b
	str r0, [r1]
	b 1b
3:
#ifdef EXIT
	movs r0, #0x18          /* SYS_EXIT, r1 not ApplicationExit: 1 */
	movs r1, #0
	bkpt 0xab
#endif
4:	b 4b
	.data
msg:	.incbin "msg.txt"
	.byte 0
