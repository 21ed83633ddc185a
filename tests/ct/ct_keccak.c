/* SPDX-License-Identifier: MIT */
/* Constant-time check: SHA-3 and SHAKE over a secret message (valgrind). */
#include <string.h>

#include "cb/hash.h"
#include "internal/keccak.h"
#include "ct.h"

int
main(void)
{
	uint8_t msg[400], out[600];
	uint64_t st[25];
	cb_sha3_ctx ctx;
	size_t len;

	memset(msg, 0x5c, sizeof(msg));
	CT_SECRET(msg, sizeof(msg));
	/* lengths are public; contents are secret */
	for (len = 0; len <= sizeof(msg); len += 67) {
		cb_sha3_224(out, msg, len);
		cb_sha3_256(out, msg, len);
		cb_sha3_384(out, msg, len);
		cb_sha3_512(out, msg, len);
		cb_shake128(out, sizeof(out), msg, len);
		cb_shake256(out, 33, msg, len);
	}
	cb_sha3_256_init(&ctx);
	cb_sha3_update(&ctx, msg, 3);
	cb_sha3_update(&ctx, msg + 3, 200);
	cb_sha3_final(&ctx, out);
	cb_shake128_init(&ctx);
	cb_shake_update(&ctx, msg, 170);
	cb_shake_squeeze(&ctx, out, 5);
	cb_shake_squeeze(&ctx, out + 5, 300);
	cb_shake_wipe(&ctx);
	/* both permutations on a secret state */
	memset(st, 0xa7, sizeof(st));
	CT_SECRET(st, sizeof(st));
	cb_keccakf1600(st);
	cb_keccakf1600_bi32(st);
	cb_keccakf1600_il(st);
	/* the squeeze's lanes out of an interleaved secret state */
	cb_keccak_il_extract(out + 1, st, 21);
	/* and a secret message's lanes into it */
	cb_keccak_il_xor(st, msg + 3, 21);
	/* digests of a secret are secret too; declassify to end cleanly */
	CT_OUTPUT(out, sizeof(out));
	return 0;
}
