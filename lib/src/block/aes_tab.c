/* SPDX-License-Identifier: MIT */
/* AES-128/192/256 (FIPS 197) with T-tables: fast, NOT constant-time. */
#include <stddef.h>
#include <string.h>

#include "cb/block.h"
#include "cb/util.h"
#include "internal/aes_tab.h"
#include "internal/bytes.h"
#include "internal/config.h"

/*
 * Not constant-time: every table below is indexed by key- and data-
 * dependent bytes, which leaks through data-cache timing.  See cb/block.h.
 *
 * State and round keys are four little-endian column words (byte r of a
 * column, i.e. row r, in bits 8r..8r+7), so FIPS 197's byte order maps to
 * memory order with cb_load32_le.
 *
 * The table values were generated from GF(2^8) arithmetic (FIPS 197 sec.
 * 4.2 and 5.1.1) by a throw-away script:
 *   te[x] = {2.S(x), S(x), S(x), 3.S(x)}            (rows 0..3)
 *   td[x] = {14.Si(x), 9.Si(x), 13.Si(x), 11.Si(x)}
 * i.e. the MixColumns (InvMixColumns) column of a row-0 input byte; row r
 * uses the same column rotated left by 8r bits.  CB_AES_TAB_TABLES
 * (internal/config.h) says where that rotation happens:
 *  - 1: one 1 KB table per direction, rotated at run time.  For cores
 *    without a data cache and with little memory (Cortex-M: the rotation
 *    is free in the barrel shifter of the XOR).
 *  - 4: four 1 KB tables per direction, the three rotated ones made by
 *    the preprocessor from the same list (TE_LIST, TD_LIST), so a lookup
 *    is a plain load.  For hosts with data caches; the encryption's last
 *    round also takes its S-box bytes from these tables (masked), which
 *    are hot in the cache, instead of from sb[].
 */

/* X(v) for v = te[0..255] */
#define TE_LIST(X) \
	X(0xa56363c6) X(0x847c7cf8) X(0x997777ee) X(0x8d7b7bf6) \
	X(0x0df2f2ff) X(0xbd6b6bd6) X(0xb16f6fde) X(0x54c5c591) \
	X(0x50303060) X(0x03010102) X(0xa96767ce) X(0x7d2b2b56) \
	X(0x19fefee7) X(0x62d7d7b5) X(0xe6abab4d) X(0x9a7676ec) \
	X(0x45caca8f) X(0x9d82821f) X(0x40c9c989) X(0x877d7dfa) \
	X(0x15fafaef) X(0xeb5959b2) X(0xc947478e) X(0x0bf0f0fb) \
	X(0xecadad41) X(0x67d4d4b3) X(0xfda2a25f) X(0xeaafaf45) \
	X(0xbf9c9c23) X(0xf7a4a453) X(0x967272e4) X(0x5bc0c09b) \
	X(0xc2b7b775) X(0x1cfdfde1) X(0xae93933d) X(0x6a26264c) \
	X(0x5a36366c) X(0x413f3f7e) X(0x02f7f7f5) X(0x4fcccc83) \
	X(0x5c343468) X(0xf4a5a551) X(0x34e5e5d1) X(0x08f1f1f9) \
	X(0x937171e2) X(0x73d8d8ab) X(0x53313162) X(0x3f15152a) \
	X(0x0c040408) X(0x52c7c795) X(0x65232346) X(0x5ec3c39d) \
	X(0x28181830) X(0xa1969637) X(0x0f05050a) X(0xb59a9a2f) \
	X(0x0907070e) X(0x36121224) X(0x9b80801b) X(0x3de2e2df) \
	X(0x26ebebcd) X(0x6927274e) X(0xcdb2b27f) X(0x9f7575ea) \
	X(0x1b090912) X(0x9e83831d) X(0x742c2c58) X(0x2e1a1a34) \
	X(0x2d1b1b36) X(0xb26e6edc) X(0xee5a5ab4) X(0xfba0a05b) \
	X(0xf65252a4) X(0x4d3b3b76) X(0x61d6d6b7) X(0xceb3b37d) \
	X(0x7b292952) X(0x3ee3e3dd) X(0x712f2f5e) X(0x97848413) \
	X(0xf55353a6) X(0x68d1d1b9) X(0x00000000) X(0x2cededc1) \
	X(0x60202040) X(0x1ffcfce3) X(0xc8b1b179) X(0xed5b5bb6) \
	X(0xbe6a6ad4) X(0x46cbcb8d) X(0xd9bebe67) X(0x4b393972) \
	X(0xde4a4a94) X(0xd44c4c98) X(0xe85858b0) X(0x4acfcf85) \
	X(0x6bd0d0bb) X(0x2aefefc5) X(0xe5aaaa4f) X(0x16fbfbed) \
	X(0xc5434386) X(0xd74d4d9a) X(0x55333366) X(0x94858511) \
	X(0xcf45458a) X(0x10f9f9e9) X(0x06020204) X(0x817f7ffe) \
	X(0xf05050a0) X(0x443c3c78) X(0xba9f9f25) X(0xe3a8a84b) \
	X(0xf35151a2) X(0xfea3a35d) X(0xc0404080) X(0x8a8f8f05) \
	X(0xad92923f) X(0xbc9d9d21) X(0x48383870) X(0x04f5f5f1) \
	X(0xdfbcbc63) X(0xc1b6b677) X(0x75dadaaf) X(0x63212142) \
	X(0x30101020) X(0x1affffe5) X(0x0ef3f3fd) X(0x6dd2d2bf) \
	X(0x4ccdcd81) X(0x140c0c18) X(0x35131326) X(0x2fececc3) \
	X(0xe15f5fbe) X(0xa2979735) X(0xcc444488) X(0x3917172e) \
	X(0x57c4c493) X(0xf2a7a755) X(0x827e7efc) X(0x473d3d7a) \
	X(0xac6464c8) X(0xe75d5dba) X(0x2b191932) X(0x957373e6) \
	X(0xa06060c0) X(0x98818119) X(0xd14f4f9e) X(0x7fdcdca3) \
	X(0x66222244) X(0x7e2a2a54) X(0xab90903b) X(0x8388880b) \
	X(0xca46468c) X(0x29eeeec7) X(0xd3b8b86b) X(0x3c141428) \
	X(0x79dedea7) X(0xe25e5ebc) X(0x1d0b0b16) X(0x76dbdbad) \
	X(0x3be0e0db) X(0x56323264) X(0x4e3a3a74) X(0x1e0a0a14) \
	X(0xdb494992) X(0x0a06060c) X(0x6c242448) X(0xe45c5cb8) \
	X(0x5dc2c29f) X(0x6ed3d3bd) X(0xefacac43) X(0xa66262c4) \
	X(0xa8919139) X(0xa4959531) X(0x37e4e4d3) X(0x8b7979f2) \
	X(0x32e7e7d5) X(0x43c8c88b) X(0x5937376e) X(0xb76d6dda) \
	X(0x8c8d8d01) X(0x64d5d5b1) X(0xd24e4e9c) X(0xe0a9a949) \
	X(0xb46c6cd8) X(0xfa5656ac) X(0x07f4f4f3) X(0x25eaeacf) \
	X(0xaf6565ca) X(0x8e7a7af4) X(0xe9aeae47) X(0x18080810) \
	X(0xd5baba6f) X(0x887878f0) X(0x6f25254a) X(0x722e2e5c) \
	X(0x241c1c38) X(0xf1a6a657) X(0xc7b4b473) X(0x51c6c697) \
	X(0x23e8e8cb) X(0x7cdddda1) X(0x9c7474e8) X(0x211f1f3e) \
	X(0xdd4b4b96) X(0xdcbdbd61) X(0x868b8b0d) X(0x858a8a0f) \
	X(0x907070e0) X(0x423e3e7c) X(0xc4b5b571) X(0xaa6666cc) \
	X(0xd8484890) X(0x05030306) X(0x01f6f6f7) X(0x120e0e1c) \
	X(0xa36161c2) X(0x5f35356a) X(0xf95757ae) X(0xd0b9b969) \
	X(0x91868617) X(0x58c1c199) X(0x271d1d3a) X(0xb99e9e27) \
	X(0x38e1e1d9) X(0x13f8f8eb) X(0xb398982b) X(0x33111122) \
	X(0xbb6969d2) X(0x70d9d9a9) X(0x898e8e07) X(0xa7949433) \
	X(0xb69b9b2d) X(0x221e1e3c) X(0x92878715) X(0x20e9e9c9) \
	X(0x49cece87) X(0xff5555aa) X(0x78282850) X(0x7adfdfa5) \
	X(0x8f8c8c03) X(0xf8a1a159) X(0x80898909) X(0x170d0d1a) \
	X(0xdabfbf65) X(0x31e6e6d7) X(0xc6424284) X(0xb86868d0) \
	X(0xc3414182) X(0xb0999929) X(0x772d2d5a) X(0x110f0f1e) \
	X(0xcbb0b07b) X(0xfc5454a8) X(0xd6bbbb6d) X(0x3a16162c)

/* X(v) for v = td[0..255] */
#define TD_LIST(X) \
	X(0x50a7f451) X(0x5365417e) X(0xc3a4171a) X(0x965e273a) \
	X(0xcb6bab3b) X(0xf1459d1f) X(0xab58faac) X(0x9303e34b) \
	X(0x55fa3020) X(0xf66d76ad) X(0x9176cc88) X(0x254c02f5) \
	X(0xfcd7e54f) X(0xd7cb2ac5) X(0x80443526) X(0x8fa362b5) \
	X(0x495ab1de) X(0x671bba25) X(0x980eea45) X(0xe1c0fe5d) \
	X(0x02752fc3) X(0x12f04c81) X(0xa397468d) X(0xc6f9d36b) \
	X(0xe75f8f03) X(0x959c9215) X(0xeb7a6dbf) X(0xda595295) \
	X(0x2d83bed4) X(0xd3217458) X(0x2969e049) X(0x44c8c98e) \
	X(0x6a89c275) X(0x78798ef4) X(0x6b3e5899) X(0xdd71b927) \
	X(0xb64fe1be) X(0x17ad88f0) X(0x66ac20c9) X(0xb43ace7d) \
	X(0x184adf63) X(0x82311ae5) X(0x60335197) X(0x457f5362) \
	X(0xe07764b1) X(0x84ae6bbb) X(0x1ca081fe) X(0x942b08f9) \
	X(0x58684870) X(0x19fd458f) X(0x876cde94) X(0xb7f87b52) \
	X(0x23d373ab) X(0xe2024b72) X(0x578f1fe3) X(0x2aab5566) \
	X(0x0728ebb2) X(0x03c2b52f) X(0x9a7bc586) X(0xa50837d3) \
	X(0xf2872830) X(0xb2a5bf23) X(0xba6a0302) X(0x5c8216ed) \
	X(0x2b1ccf8a) X(0x92b479a7) X(0xf0f207f3) X(0xa1e2694e) \
	X(0xcdf4da65) X(0xd5be0506) X(0x1f6234d1) X(0x8afea6c4) \
	X(0x9d532e34) X(0xa055f3a2) X(0x32e18a05) X(0x75ebf6a4) \
	X(0x39ec830b) X(0xaaef6040) X(0x069f715e) X(0x51106ebd) \
	X(0xf98a213e) X(0x3d06dd96) X(0xae053edd) X(0x46bde64d) \
	X(0xb58d5491) X(0x055dc471) X(0x6fd40604) X(0xff155060) \
	X(0x24fb9819) X(0x97e9bdd6) X(0xcc434089) X(0x779ed967) \
	X(0xbd42e8b0) X(0x888b8907) X(0x385b19e7) X(0xdbeec879) \
	X(0x470a7ca1) X(0xe90f427c) X(0xc91e84f8) X(0x00000000) \
	X(0x83868009) X(0x48ed2b32) X(0xac70111e) X(0x4e725a6c) \
	X(0xfbff0efd) X(0x5638850f) X(0x1ed5ae3d) X(0x27392d36) \
	X(0x64d90f0a) X(0x21a65c68) X(0xd1545b9b) X(0x3a2e3624) \
	X(0xb1670a0c) X(0x0fe75793) X(0xd296eeb4) X(0x9e919b1b) \
	X(0x4fc5c080) X(0xa220dc61) X(0x694b775a) X(0x161a121c) \
	X(0x0aba93e2) X(0xe52aa0c0) X(0x43e0223c) X(0x1d171b12) \
	X(0x0b0d090e) X(0xadc78bf2) X(0xb9a8b62d) X(0xc8a91e14) \
	X(0x8519f157) X(0x4c0775af) X(0xbbdd99ee) X(0xfd607fa3) \
	X(0x9f2601f7) X(0xbcf5725c) X(0xc53b6644) X(0x347efb5b) \
	X(0x7629438b) X(0xdcc623cb) X(0x68fcedb6) X(0x63f1e4b8) \
	X(0xcadc31d7) X(0x10856342) X(0x40229713) X(0x2011c684) \
	X(0x7d244a85) X(0xf83dbbd2) X(0x1132f9ae) X(0x6da129c7) \
	X(0x4b2f9e1d) X(0xf330b2dc) X(0xec52860d) X(0xd0e3c177) \
	X(0x6c16b32b) X(0x99b970a9) X(0xfa489411) X(0x2264e947) \
	X(0xc48cfca8) X(0x1a3ff0a0) X(0xd82c7d56) X(0xef903322) \
	X(0xc74e4987) X(0xc1d138d9) X(0xfea2ca8c) X(0x360bd498) \
	X(0xcf81f5a6) X(0x28de7aa5) X(0x268eb7da) X(0xa4bfad3f) \
	X(0xe49d3a2c) X(0x0d927850) X(0x9bcc5f6a) X(0x62467e54) \
	X(0xc2138df6) X(0xe8b8d890) X(0x5ef7392e) X(0xf5afc382) \
	X(0xbe805d9f) X(0x7c93d069) X(0xa92dd56f) X(0xb31225cf) \
	X(0x3b99acc8) X(0xa77d1810) X(0x6e639ce8) X(0x7bbb3bdb) \
	X(0x097826cd) X(0xf418596e) X(0x01b79aec) X(0xa89a4f83) \
	X(0x656e95e6) X(0x7ee6ffaa) X(0x08cfbc21) X(0xe6e815ef) \
	X(0xd99be7ba) X(0xce366f4a) X(0xd4099fea) X(0xd67cb029) \
	X(0xafb2a431) X(0x31233f2a) X(0x3094a5c6) X(0xc066a235) \
	X(0x37bc4e74) X(0xa6ca82fc) X(0xb0d090e0) X(0x15d8a733) \
	X(0x4a9804f1) X(0xf7daec41) X(0x0e50cd7f) X(0x2ff69117) \
	X(0x8dd64d76) X(0x4db0ef43) X(0x544daacc) X(0xdf0496e4) \
	X(0xe3b5d19e) X(0x1b886a4c) X(0xb81f2cc1) X(0x7f516546) \
	X(0x04ea5e9d) X(0x5d358c01) X(0x737487fa) X(0x2e410bfb) \
	X(0x5a1d67b3) X(0x52d2db92) X(0x335610e9) X(0x1347d66d) \
	X(0x8c61d79a) X(0x7a0ca137) X(0x8e14f859) X(0x893c13eb) \
	X(0xee27a9ce) X(0x35c961b7) X(0xede51ce1) X(0x3cb1477a) \
	X(0x59dfd29c) X(0x3f73f255) X(0x79ce1418) X(0xbf37c773) \
	X(0xeacdf753) X(0x5baafd5f) X(0x146f3ddf) X(0x86db4478) \
	X(0x81f3afca) X(0x3ec468b9) X(0x2c342438) X(0x5f40a3c2) \
	X(0x72c31d16) X(0x0c25e2bc) X(0x8b493c28) X(0x41950dff) \
	X(0x7101a839) X(0xdeb30c08) X(0x9ce4b4d8) X(0x90c15664) \
	X(0x6184cb7b) X(0x70b632d5) X(0x745c6c48) X(0x4257b8d0)

#if CB_AES_TAB_TABLES != 1 && CB_AES_TAB_TABLES != 4
#error "CB_AES_TAB_TABLES must be 1 or 4"
#endif

/* one table entry, rotated left by 0, 8, 16, 24 bits */
#define ROT0(v) (uint32_t)(v),
#define ROT8(v) (uint32_t)((uint32_t)(v) << 8 | (uint32_t)(v) >> 24),
#define ROT16(v) (uint32_t)((uint32_t)(v) << 16 | (uint32_t)(v) >> 16),
#define ROT24(v) (uint32_t)((uint32_t)(v) << 24 | (uint32_t)(v) >> 8),

/*
 * te[256 * r + x] (te[x] rotated by 8r with one table): the column for
 * row-r byte x; likewise td.  TAB(tb, r, x) looks it up through the row
 * pointers tb0..tb3 that ROWS(tb, te) declares (just tb0 with one table).
 * Each row pointer is hidden from the optimiser (table_base): otherwise
 * GCC 12 for x86-64 indexes rows 1 and 3 from row 0 with an extra add
 * per lookup instead of a displacement, about 6% slower.
 */
#if CB_AES_TAB_TABLES == 4
static const uint32_t te[4 * 256] = {
	TE_LIST(ROT0) TE_LIST(ROT8) TE_LIST(ROT16) TE_LIST(ROT24)
};
static const uint32_t td[4 * 256] = {
	TD_LIST(ROT0) TD_LIST(ROT8) TD_LIST(ROT16) TD_LIST(ROT24)
};
#define ROWS(tb, tab) \
	const uint32_t *tb##0 = table_base(tab), \
		       *tb##1 = table_base((tab) + 256), \
		       *tb##2 = table_base((tab) + 512), \
		       *tb##3 = table_base((tab) + 768)
#define TAB(tb, r, x) ((tb##r)[x])
#else
/* the Thumb-2 rounds read them by name (internal/aes_tab.h) */
#if CB_ARM_AES_TAB_ASM
#define te cb_aes_tab_te
#define td cb_aes_tab_td
#define isb cb_aes_tab_isb
#define TABLE_LINKAGE
#else
#define TABLE_LINKAGE static
#endif
TABLE_LINKAGE const uint32_t te[256] = { TE_LIST(ROT0) };
TABLE_LINKAGE const uint32_t td[256] = { TD_LIST(ROT0) };
#define ROWS(tb, tab) const uint32_t *tb##0 = table_base(tab)
#define TAB(tb, r, x) cb_rotl32((tb##0)[x], 8 * (r))
#endif

static const uint8_t sb[256] = {
	0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5,
	0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76,
	0xca, 0x82, 0xc9, 0x7d, 0xfa, 0x59, 0x47, 0xf0,
	0xad, 0xd4, 0xa2, 0xaf, 0x9c, 0xa4, 0x72, 0xc0,
	0xb7, 0xfd, 0x93, 0x26, 0x36, 0x3f, 0xf7, 0xcc,
	0x34, 0xa5, 0xe5, 0xf1, 0x71, 0xd8, 0x31, 0x15,
	0x04, 0xc7, 0x23, 0xc3, 0x18, 0x96, 0x05, 0x9a,
	0x07, 0x12, 0x80, 0xe2, 0xeb, 0x27, 0xb2, 0x75,
	0x09, 0x83, 0x2c, 0x1a, 0x1b, 0x6e, 0x5a, 0xa0,
	0x52, 0x3b, 0xd6, 0xb3, 0x29, 0xe3, 0x2f, 0x84,
	0x53, 0xd1, 0x00, 0xed, 0x20, 0xfc, 0xb1, 0x5b,
	0x6a, 0xcb, 0xbe, 0x39, 0x4a, 0x4c, 0x58, 0xcf,
	0xd0, 0xef, 0xaa, 0xfb, 0x43, 0x4d, 0x33, 0x85,
	0x45, 0xf9, 0x02, 0x7f, 0x50, 0x3c, 0x9f, 0xa8,
	0x51, 0xa3, 0x40, 0x8f, 0x92, 0x9d, 0x38, 0xf5,
	0xbc, 0xb6, 0xda, 0x21, 0x10, 0xff, 0xf3, 0xd2,
	0xcd, 0x0c, 0x13, 0xec, 0x5f, 0x97, 0x44, 0x17,
	0xc4, 0xa7, 0x7e, 0x3d, 0x64, 0x5d, 0x19, 0x73,
	0x60, 0x81, 0x4f, 0xdc, 0x22, 0x2a, 0x90, 0x88,
	0x46, 0xee, 0xb8, 0x14, 0xde, 0x5e, 0x0b, 0xdb,
	0xe0, 0x32, 0x3a, 0x0a, 0x49, 0x06, 0x24, 0x5c,
	0xc2, 0xd3, 0xac, 0x62, 0x91, 0x95, 0xe4, 0x79,
	0xe7, 0xc8, 0x37, 0x6d, 0x8d, 0xd5, 0x4e, 0xa9,
	0x6c, 0x56, 0xf4, 0xea, 0x65, 0x7a, 0xae, 0x08,
	0xba, 0x78, 0x25, 0x2e, 0x1c, 0xa6, 0xb4, 0xc6,
	0xe8, 0xdd, 0x74, 0x1f, 0x4b, 0xbd, 0x8b, 0x8a,
	0x70, 0x3e, 0xb5, 0x66, 0x48, 0x03, 0xf6, 0x0e,
	0x61, 0x35, 0x57, 0xb9, 0x86, 0xc1, 0x1d, 0x9e,
	0xe1, 0xf8, 0x98, 0x11, 0x69, 0xd9, 0x8e, 0x94,
	0x9b, 0x1e, 0x87, 0xe9, 0xce, 0x55, 0x28, 0xdf,
	0x8c, 0xa1, 0x89, 0x0d, 0xbf, 0xe6, 0x42, 0x68,
	0x41, 0x99, 0x2d, 0x0f, 0xb0, 0x54, 0xbb, 0x16,
};

#ifndef TABLE_LINKAGE
#define TABLE_LINKAGE static
#endif
TABLE_LINKAGE const uint8_t isb[256] = {
	0x52, 0x09, 0x6a, 0xd5, 0x30, 0x36, 0xa5, 0x38,
	0xbf, 0x40, 0xa3, 0x9e, 0x81, 0xf3, 0xd7, 0xfb,
	0x7c, 0xe3, 0x39, 0x82, 0x9b, 0x2f, 0xff, 0x87,
	0x34, 0x8e, 0x43, 0x44, 0xc4, 0xde, 0xe9, 0xcb,
	0x54, 0x7b, 0x94, 0x32, 0xa6, 0xc2, 0x23, 0x3d,
	0xee, 0x4c, 0x95, 0x0b, 0x42, 0xfa, 0xc3, 0x4e,
	0x08, 0x2e, 0xa1, 0x66, 0x28, 0xd9, 0x24, 0xb2,
	0x76, 0x5b, 0xa2, 0x49, 0x6d, 0x8b, 0xd1, 0x25,
	0x72, 0xf8, 0xf6, 0x64, 0x86, 0x68, 0x98, 0x16,
	0xd4, 0xa4, 0x5c, 0xcc, 0x5d, 0x65, 0xb6, 0x92,
	0x6c, 0x70, 0x48, 0x50, 0xfd, 0xed, 0xb9, 0xda,
	0x5e, 0x15, 0x46, 0x57, 0xa7, 0x8d, 0x9d, 0x84,
	0x90, 0xd8, 0xab, 0x00, 0x8c, 0xbc, 0xd3, 0x0a,
	0xf7, 0xe4, 0x58, 0x05, 0xb8, 0xb3, 0x45, 0x06,
	0xd0, 0x2c, 0x1e, 0x8f, 0xca, 0x3f, 0x0f, 0x02,
	0xc1, 0xaf, 0xbd, 0x03, 0x01, 0x13, 0x8a, 0x6b,
	0x3a, 0x91, 0x11, 0x41, 0x4f, 0x67, 0xdc, 0xea,
	0x97, 0xf2, 0xcf, 0xce, 0xf0, 0xb4, 0xe6, 0x73,
	0x96, 0xac, 0x74, 0x22, 0xe7, 0xad, 0x35, 0x85,
	0xe2, 0xf9, 0x37, 0xe8, 0x1c, 0x75, 0xdf, 0x6e,
	0x47, 0xf1, 0x1a, 0x71, 0x1d, 0x29, 0xc5, 0x89,
	0x6f, 0xb7, 0x62, 0x0e, 0xaa, 0x18, 0xbe, 0x1b,
	0xfc, 0x56, 0x3e, 0x4b, 0xc6, 0xd2, 0x79, 0x20,
	0x9a, 0xdb, 0xc0, 0xfe, 0x78, 0xcd, 0x5a, 0xf4,
	0x1f, 0xdd, 0xa8, 0x33, 0x88, 0x07, 0xc7, 0x31,
	0xb1, 0x12, 0x10, 0x59, 0x27, 0x80, 0xec, 0x5f,
	0x60, 0x51, 0x7f, 0xa9, 0x19, 0xb5, 0x4a, 0x0d,
	0x2d, 0xe5, 0x7a, 0x9f, 0x93, 0xc9, 0x9c, 0xef,
	0xa0, 0xe0, 0x3b, 0x4d, 0xae, 0x2a, 0xf5, 0xb0,
	0xc8, 0xeb, 0xbb, 0x3c, 0x83, 0x53, 0x99, 0x61,
	0x17, 0x2b, 0x04, 0x7e, 0xba, 0x77, 0xd6, 0x26,
	0xe1, 0x69, 0x14, 0x63, 0x55, 0x21, 0x0c, 0x7d,
};

/* Round constants x^(i-1) in GF(2^8) (FIPS 197 sec. 5.2). */
static const uint8_t rcon[10] = {
	0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36
};

#define B0(x) ((x) & 0xff)
#define B1(x) (((x) >> 8) & 0xff)
#define B2(x) (((x) >> 16) & 0xff)
#define B3(x) ((x) >> 24)

/*
 * The table's address, hidden from the optimiser.  Without this, GCC for
 * ARM reaches static tables through a section anchor plus an offset and
 * spends an extra add on every lookup (about 61 instead of 80
 * instructions per round on Cortex-M4).  Elsewhere it is a no-op.
 */
static inline const uint32_t *
table_base(const uint32_t *t)
{
#if defined(__GNUC__) || defined(__clang__)
	__asm__("" : "+r"(t));
#endif
	return t;
}

/*
 * Store an output word.  GCC 12 for x86-64 turns cb_store32_le's sixteen
 * byte stores into two 64-bit words assembled byte by byte on the stack
 * and copied with one 128-bit load, which stalls store forwarding (about
 * 15% of a block's time); on little-endian targets a word copy avoids it.
 */
static inline void
store_le(uint8_t *p, uint32_t v)
{
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(p, &v, 4);
	/* and keeps the four stores apart (no vector store built from
	 * words, which delays the output by several cycles) */
	__asm__("" : : : "memory");
#else
	cb_store32_le(p, v);
#endif
}

/* SubWord(RotWord(w)) (FIPS 197 sec. 5.2); RotWord rotates right here. */
static uint32_t
sub_rot_word(uint32_t w)
{
	return (uint32_t)sb[B1(w)] | (uint32_t)sb[B2(w)] << 8 |
	       (uint32_t)sb[B3(w)] << 16 | (uint32_t)sb[B0(w)] << 24;
}

static uint32_t
sub_word(uint32_t w)
{
	return (uint32_t)sb[B0(w)] | (uint32_t)sb[B1(w)] << 8 |
	       (uint32_t)sb[B2(w)] << 16 | (uint32_t)sb[B3(w)] << 24;
}

/* InvMixColumns of one column: td[S(x)] is the column for row-0 byte x. */
static uint32_t
inv_mix_word(uint32_t w)
{
	ROWS(tb, td);

	return TAB(tb, 0, sb[B0(w)]) ^ TAB(tb, 1, sb[B1(w)]) ^
	       TAB(tb, 2, sb[B2(w)]) ^ TAB(tb, 3, sb[B3(w)]);
}

/*
 * Stores of round keys.  Volatile keeps them plain word stores: GCC 12's
 * SLP vectorizer otherwise assembles vectors from the words (movd,
 * punpck) and makes the x86-64 key setup up to twice as slow.
 */
#define PUT(p, v) (*(volatile uint32_t *)&(p) = (v))
#define PUT4(p, a, b, c, d) \
	do { \
		PUT((p)[0], a); \
		PUT((p)[1], b); \
		PUT((p)[2], c); \
		PUT((p)[3], d); \
	} while (0)

/*
 * KeyExpansion (FIPS 197 sec. 5.2), nk words (w0..) per step, into ek;
 * and the equivalent inverse cipher's schedule (sec. 5.3.5) into dk: the
 * same round keys in reverse order, InvMixColumns applied to all but the
 * first and last, so word i of ek goes to dk[DK(i)] as InvMixColumns(ek[i])
 * (m0..).  InvMixColumns is linear, so where ek[i] = ek[i - nk] ^ ek[i - 1]
 * (no SubWord) it is the XOR of the two earlier ones: only the key words
 * and those after a SubWord (13 for AES-128/192, 20 for AES-256) take
 * lookups.  The first and last round keys are then copied plain.
 */

static void
expand128(uint32_t *ek, uint32_t *dk, const uint8_t *key)
{
	uint32_t w0, w1, w2, w3, m0, m1, m2, m3;
	unsigned r;

	w0 = cb_load32_le(key);
	w1 = cb_load32_le(key + 4);
	w2 = cb_load32_le(key + 8);
	w3 = cb_load32_le(key + 12);
	m1 = inv_mix_word(w1);
	m2 = inv_mix_word(w2);
	m3 = inv_mix_word(w3);
	PUT4(ek, w0, w1, w2, w3);
	PUT4(dk + 40, w0, w1, w2, w3);
	for (r = 1; r <= 10; r++) {
		w0 ^= sub_rot_word(w3) ^ rcon[r - 1];
		w1 ^= w0;
		w2 ^= w1;
		w3 ^= w2;
		m0 = inv_mix_word(w0);
		m1 ^= m0;
		m2 ^= m1;
		m3 ^= m2;
		PUT4(ek + 4 * r, w0, w1, w2, w3);
		PUT4(dk + 40 - 4 * r, m0, m1, m2, m3);
	}
	PUT4(dk, w0, w1, w2, w3);
}

/* dk index of word i of ek (with nr rounds) */
#define DK(i) (4 * nr - ((i) & ~3u) + ((i) & 3))

static void
expand192(uint32_t *ek, uint32_t *dk, const uint8_t *key)
{
	uint32_t w0, w1, w2, w3, w4, w5, m0, m1, m2, m3, m4, m5;
	unsigned s, i, nr = 12;

	w0 = cb_load32_le(key);
	w1 = cb_load32_le(key + 4);
	w2 = cb_load32_le(key + 8);
	w3 = cb_load32_le(key + 12);
	w4 = cb_load32_le(key + 16);
	w5 = cb_load32_le(key + 20);
	m1 = inv_mix_word(w1);
	m2 = inv_mix_word(w2);
	m3 = inv_mix_word(w3);
	m4 = inv_mix_word(w4);
	m5 = inv_mix_word(w5);
	PUT4(ek, w0, w1, w2, w3);
	PUT(ek[4], w4);
	PUT(ek[5], w5);
	PUT(dk[DK(4)], m4);
	PUT(dk[DK(5)], m5);
	/* words 6s .. 6s + 5; the last step needs only four (52 in all) */
	for (s = 1, i = 6;; s++, i += 6) {
		w0 ^= sub_rot_word(w5) ^ rcon[s - 1];
		w1 ^= w0;
		w2 ^= w1;
		w3 ^= w2;
		PUT4(ek + i, w0, w1, w2, w3);
		if (s == 8)
			break;
		w4 ^= w3;
		w5 ^= w4;
		PUT(ek[i + 4], w4);
		PUT(ek[i + 5], w5);
		m0 = inv_mix_word(w0);
		m1 ^= m0;
		m2 ^= m1;
		m3 ^= m2;
		m4 ^= m3;
		m5 ^= m4;
		PUT(dk[DK(i)], m0);
		PUT(dk[DK(i + 1)], m1);
		PUT(dk[DK(i + 2)], m2);
		PUT(dk[DK(i + 3)], m3);
		PUT(dk[DK(i + 4)], m4);
		PUT(dk[DK(i + 5)], m5);
	}
	PUT4(dk, w0, w1, w2, w3);
	PUT4(dk + 48, ek[0], ek[1], ek[2], ek[3]);
}

static void
expand256(uint32_t *ek, uint32_t *dk, const uint8_t *key)
{
	uint32_t w0, w1, w2, w3, w4, w5, w6, w7, m0, m1, m2, m3, m4, m5, m6,
		 m7;
	unsigned s;

	w0 = cb_load32_le(key);
	w1 = cb_load32_le(key + 4);
	w2 = cb_load32_le(key + 8);
	w3 = cb_load32_le(key + 12);
	w4 = cb_load32_le(key + 16);
	w5 = cb_load32_le(key + 20);
	w6 = cb_load32_le(key + 24);
	w7 = cb_load32_le(key + 28);
	m1 = inv_mix_word(w1);
	m2 = inv_mix_word(w2);
	m3 = inv_mix_word(w3);
	m4 = inv_mix_word(w4);
	m5 = inv_mix_word(w5);
	m6 = inv_mix_word(w6);
	m7 = inv_mix_word(w7);
	PUT4(ek, w0, w1, w2, w3);
	PUT4(ek + 4, w4, w5, w6, w7);
	PUT4(dk + 56, w0, w1, w2, w3);
	PUT4(dk + 52, m4, m5, m6, m7);
	/* words 8s .. 8s + 7; the last step needs only four (60 in all) */
	for (s = 1;; s++) {
		w0 ^= sub_rot_word(w7) ^ rcon[s - 1];
		w1 ^= w0;
		w2 ^= w1;
		w3 ^= w2;
		PUT4(ek + 8 * s, w0, w1, w2, w3);
		if (s == 7)
			break;
		m0 = inv_mix_word(w0);
		m1 ^= m0;
		m2 ^= m1;
		m3 ^= m2;
		PUT4(dk + 56 - 8 * s, m0, m1, m2, m3);
		w4 ^= sub_word(w3);
		w5 ^= w4;
		w6 ^= w5;
		w7 ^= w6;
		PUT4(ek + 8 * s + 4, w4, w5, w6, w7);
		m4 = inv_mix_word(w4);
		m5 ^= m4;
		m6 ^= m5;
		m7 ^= m6;
		PUT4(dk + 52 - 8 * s, m4, m5, m6, m7);
	}
	PUT4(dk, w0, w1, w2, w3);
}

/* see cb/block.h */
int
cb_aes_tab_setkey(cb_aes_tab_ctx *ctx, const uint8_t *key, size_t keylen)
{
	if (keylen == 16)
		expand128(ctx->ek, ctx->dk, key);
	else if (keylen == 24)
		expand192(ctx->ek, ctx->dk, key);
	else if (keylen == 32)
		expand256(ctx->ek, ctx->dk, key);
	else {
		cb_wipe(ctx, sizeof(*ctx));
		return CB_E_ARG;
	}
	ctx->rounds = (uint32_t)(keylen / 4 + 6);
	return CB_OK;
}

/*
 * One full round from s to d: row r of output column c comes from input
 * column c + r (encryption, ShiftRows) or c - r (decryption, inverse).
 */
#define ENC_ROUND(d0, d1, d2, d3, s0, s1, s2, s3, t, rk) \
	do { \
		d0 = TAB(t, 0, B0(s0)) ^ TAB(t, 1, B1(s1)) ^ \
		     TAB(t, 2, B2(s2)) ^ TAB(t, 3, B3(s3)) ^ (rk)[0]; \
		d1 = TAB(t, 0, B0(s1)) ^ TAB(t, 1, B1(s2)) ^ \
		     TAB(t, 2, B2(s3)) ^ TAB(t, 3, B3(s0)) ^ (rk)[1]; \
		d2 = TAB(t, 0, B0(s2)) ^ TAB(t, 1, B1(s3)) ^ \
		     TAB(t, 2, B2(s0)) ^ TAB(t, 3, B3(s1)) ^ (rk)[2]; \
		d3 = TAB(t, 0, B0(s3)) ^ TAB(t, 1, B1(s0)) ^ \
		     TAB(t, 2, B2(s1)) ^ TAB(t, 3, B3(s2)) ^ (rk)[3]; \
	} while (0)

#define DEC_ROUND(d0, d1, d2, d3, s0, s1, s2, s3, t, rk) \
	do { \
		d0 = TAB(t, 0, B0(s0)) ^ TAB(t, 1, B1(s3)) ^ \
		     TAB(t, 2, B2(s2)) ^ TAB(t, 3, B3(s1)) ^ (rk)[0]; \
		d1 = TAB(t, 0, B0(s1)) ^ TAB(t, 1, B1(s0)) ^ \
		     TAB(t, 2, B2(s3)) ^ TAB(t, 3, B3(s2)) ^ (rk)[1]; \
		d2 = TAB(t, 0, B0(s2)) ^ TAB(t, 1, B1(s1)) ^ \
		     TAB(t, 2, B2(s0)) ^ TAB(t, 3, B3(s3)) ^ (rk)[2]; \
		d3 = TAB(t, 0, B0(s3)) ^ TAB(t, 1, B1(s2)) ^ \
		     TAB(t, 2, B2(s1)) ^ TAB(t, 3, B3(s0)) ^ (rk)[3]; \
	} while (0)

/* Two rounds, s to t to s, with round keys rk[0..3] and rk[4..7]. */
#define ENC_2ROUNDS(t, rk) \
	do { \
		ENC_ROUND(t0, t1, t2, t3, s0, s1, s2, s3, t, rk); \
		ENC_ROUND(s0, s1, s2, s3, t0, t1, t2, t3, t, (rk) + 4); \
	} while (0)

#define DEC_2ROUNDS(t, rk) \
	do { \
		DEC_ROUND(t0, t1, t2, t3, s0, s1, s2, s3, t, rk); \
		DEC_ROUND(s0, s1, s2, s3, t0, t1, t2, t3, t, (rk) + 4); \
	} while (0)

/* Final round: box[] of row r of column a, b, c, d for rows 0..3. */
static inline uint32_t
sub4(const uint8_t *box, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
	return (uint32_t)box[B0(a)] | (uint32_t)box[B1(b)] << 8 |
	       (uint32_t)box[B2(c)] << 16 | (uint32_t)box[B3(d)] << 24;
}

/*
 * Final encryption round, one column: S(x) is byte r of te row (r + 2)
 * mod 4 (te[x] = {2.S, S, S, 3.S} rotated), taken from the hot tables.
 */
#if CB_AES_TAB_TABLES == 4
#define ENC_LAST(t, a, b, c, d) \
	((TAB(t, 2, B0(a)) & 0xff) | (TAB(t, 3, B1(b)) & 0xff00) | \
	 (TAB(t, 0, B2(c)) & 0xff0000) | (TAB(t, 1, B3(d)) & 0xff000000))
#else
#define ENC_LAST(t, a, b, c, d) sub4(sb, a, b, c, d)
#endif

/*
 * Rounds 1..nr-1; t0..t3 then hold the state and rk + 4 points to the
 * last round key.  On 32-bit cores (CB_WORD32), a loop of two rounds per
 * iteration (nr is even), so the state alternates between s and t
 * without copies (which GCC turns into moves and spills on Cortex-M4),
 * then round nr-1: small code.  64-bit hosts unroll fully: the two or
 * four rounds that AES-192/256 add come first, then nine rounds at fixed
 * offsets from rk.  One block per call, not inlined into the loops over
 * blocks: on x86-64 GCC inlines it otherwise, which makes a lone block
 * (CBC encryption) slower there.
 */
static CB_NOINLINE void
encrypt_block(const cb_aes_tab_ctx *ctx, uint8_t *out, const uint8_t *in)
{
	const uint32_t *rk = ctx->ek;
	uint32_t s0, s1, s2, s3, t0, t1, t2, t3;
	ROWS(tb, te);
#ifdef CB_WORD32
	const uint32_t *end = rk + 4 * (ctx->rounds - 2);
#endif

	s0 = cb_load32_le(in) ^ rk[0];
	s1 = cb_load32_le(in + 4) ^ rk[1];
	s2 = cb_load32_le(in + 8) ^ rk[2];
	s3 = cb_load32_le(in + 12) ^ rk[3];
#ifdef CB_WORD32
	for (; rk != end; rk += 8)
		ENC_2ROUNDS(tb, rk + 4);
	ENC_ROUND(t0, t1, t2, t3, s0, s1, s2, s3, tb, rk + 4);
	rk += 4;
#else
	if (ctx->rounds > 10) {
		if (ctx->rounds > 12) {
			ENC_2ROUNDS(tb, rk + 4);
			rk += 8;
		}
		ENC_2ROUNDS(tb, rk + 4);
		rk += 8;
	}
	ENC_2ROUNDS(tb, rk + 4);
	ENC_2ROUNDS(tb, rk + 12);
	ENC_2ROUNDS(tb, rk + 20);
	ENC_2ROUNDS(tb, rk + 28);
	ENC_ROUND(t0, t1, t2, t3, s0, s1, s2, s3, tb, rk + 36);
	rk += 36;
#endif
	/* final round: SubBytes, ShiftRows, AddRoundKey */
	s0 = (ENC_LAST(tb, t0, t1, t2, t3) ^ rk[4]);
	s1 = (ENC_LAST(tb, t1, t2, t3, t0) ^ rk[5]);
	s2 = (ENC_LAST(tb, t2, t3, t0, t1) ^ rk[6]);
	s3 = (ENC_LAST(tb, t3, t0, t1, t2) ^ rk[7]);
	store_le(out, s0);
	store_le(out + 4, s1);
	store_le(out + 8, s2);
	store_le(out + 12, s3);
}

static CB_NOINLINE void
decrypt_block(const cb_aes_tab_ctx *ctx, uint8_t *out, const uint8_t *in)
{
	const uint32_t *rk = ctx->dk;
	uint32_t s0, s1, s2, s3, t0, t1, t2, t3;
	ROWS(tb, td);
#ifdef CB_WORD32
	const uint32_t *end = rk + 4 * (ctx->rounds - 2);
#endif

	s0 = cb_load32_le(in) ^ rk[0];
	s1 = cb_load32_le(in + 4) ^ rk[1];
	s2 = cb_load32_le(in + 8) ^ rk[2];
	s3 = cb_load32_le(in + 12) ^ rk[3];
#ifdef CB_WORD32
	for (; rk != end; rk += 8)
		DEC_2ROUNDS(tb, rk + 4);
	DEC_ROUND(t0, t1, t2, t3, s0, s1, s2, s3, tb, rk + 4);
	rk += 4;
#else
	if (ctx->rounds > 10) {
		if (ctx->rounds > 12) {
			DEC_2ROUNDS(tb, rk + 4);
			rk += 8;
		}
		DEC_2ROUNDS(tb, rk + 4);
		rk += 8;
	}
	DEC_2ROUNDS(tb, rk + 4);
	DEC_2ROUNDS(tb, rk + 12);
	DEC_2ROUNDS(tb, rk + 20);
	DEC_2ROUNDS(tb, rk + 28);
	DEC_ROUND(t0, t1, t2, t3, s0, s1, s2, s3, tb, rk + 36);
	rk += 36;
#endif
	/* final round: InvSubBytes, InvShiftRows, AddRoundKey */
	s0 = (sub4(isb, t0, t3, t2, t1) ^ rk[4]);
	s1 = (sub4(isb, t1, t0, t3, t2) ^ rk[5]);
	s2 = (sub4(isb, t2, t1, t0, t3) ^ rk[6]);
	s3 = (sub4(isb, t3, t2, t1, t0) ^ rk[7]);
	store_le(out, s0);
	store_le(out + 4, s1);
	store_le(out + 8, s2);
	store_le(out + 12, s3);
}

/* see internal/aes_tab.h */
void
cb_aes_tab_encrypt_c(const cb_aes_tab_ctx *ctx, uint8_t *out,
		     const uint8_t *in, size_t nblocks)
{
	/* each block is read completely before it is written: in place ok */
	for (; nblocks > 0; nblocks--, in += 16, out += 16)
		encrypt_block(ctx, out, in);
}

/* see internal/aes_tab.h */
void
cb_aes_tab_decrypt_c(const cb_aes_tab_ctx *ctx, uint8_t *out,
		     const uint8_t *in, size_t nblocks)
{
	for (; nblocks > 0; nblocks--, in += 16, out += 16)
		decrypt_block(ctx, out, in);
}

#if CB_ARM_AES_TAB_ASM
/* the context as the Thumb-2 reads it */
_Static_assert(offsetof(cb_aes_tab_ctx, dk) == 240 &&
	       offsetof(cb_aes_tab_ctx, rounds) == 480,
	       "aes_tab_armv7em.S: DK and NR");
#define ENCRYPT cb_aes_tab_encrypt_armv7em
#define DECRYPT cb_aes_tab_decrypt_armv7em
#define CTR_RUN cb_aes_tab_ctr_run_armv7em
#else
#define ENCRYPT cb_aes_tab_encrypt_c
#define DECRYPT cb_aes_tab_decrypt_c
#define CTR_RUN cb_aes_tab_ctr_run_c
#endif

/* see cb/block.h */
void
cb_aes_tab_encrypt(const cb_aes_tab_ctx *ctx, uint8_t *out,
		   const uint8_t *in, size_t nblocks)
{
	ENCRYPT(ctx, out, in, nblocks);
}

/* see cb/block.h */
void
cb_aes_tab_decrypt(const cb_aes_tab_ctx *ctx, uint8_t *out,
		   const uint8_t *in, size_t nblocks)
{
	DECRYPT(ctx, out, in, nblocks);
}

/*
 * CTR's rounds 1 and 2 for the counter block ctr (internal/aes_tab.h):
 * ENC_ROUND's column 0 without the term of byte 15 (B3(s3)), then the
 * next round's columns without the terms of that column.
 */
void
cb_aes_tab_ctr_cache(const cb_aes_tab_ctx *ctx,
		     uint32_t cache[CB_AES_TAB_CACHE_WORDS],
		     const uint8_t ctr[16])
{
	const uint32_t *rk = ctx->ek;
	uint32_t s0, s1, s2, s3, t1, t2, t3;
	ROWS(tb, te);

	s0 = cb_load32_le(ctr) ^ rk[0];
	s1 = cb_load32_le(ctr + 4) ^ rk[1];
	s2 = cb_load32_le(ctr + 8) ^ rk[2];
	s3 = cb_load32_le(ctr + 12) ^ rk[3];
	cache[0] = TAB(tb, 0, B0(s0)) ^ TAB(tb, 1, B1(s1)) ^
		   TAB(tb, 2, B2(s2)) ^ rk[4];
	t1 = TAB(tb, 0, B0(s1)) ^ TAB(tb, 1, B1(s2)) ^
	     TAB(tb, 2, B2(s3)) ^ TAB(tb, 3, B3(s0)) ^ rk[5];
	t2 = TAB(tb, 0, B0(s2)) ^ TAB(tb, 1, B1(s3)) ^
	     TAB(tb, 2, B2(s0)) ^ TAB(tb, 3, B3(s1)) ^ rk[6];
	t3 = TAB(tb, 0, B0(s3)) ^ TAB(tb, 1, B1(s0)) ^
	     TAB(tb, 2, B2(s1)) ^ TAB(tb, 3, B3(s2)) ^ rk[7];
	cache[1] = TAB(tb, 1, B1(t1)) ^ TAB(tb, 2, B2(t2)) ^
		   TAB(tb, 3, B3(t3)) ^ rk[8];
	cache[2] = TAB(tb, 0, B0(t1)) ^ TAB(tb, 1, B1(t2)) ^
		   TAB(tb, 2, B2(t3)) ^ rk[9];
	cache[3] = TAB(tb, 0, B0(t2)) ^ TAB(tb, 1, B1(t3)) ^
		   TAB(tb, 3, B3(t1)) ^ rk[10];
	cache[4] = TAB(tb, 0, B0(t3)) ^ TAB(tb, 2, B2(t1)) ^
		   TAB(tb, 3, B3(t2)) ^ rk[11];
	cache[5] = ctr[15];
	cache[6] = B3(rk[3]);
}

/*
 * Per block: round 1's column 0 from byte 15 (cache[5] ^ cache[6]), the
 * four terms it gives round 2, then rounds 3..nr-1 as encrypt_block's
 * loop (an odd number of them), the final round and the XOR into in.
 */
void
cb_aes_tab_ctr_run_c(const cb_aes_tab_ctx *ctx, uint8_t *out,
		     const uint8_t *in, size_t nblocks,
		     const uint32_t cache[CB_AES_TAB_CACHE_WORDS])
{
	const uint32_t *end = ctx->ek + 4 * (ctx->rounds - 2), *rk;
	uint32_t s0, s1, s2, s3, t0, t1, t2, t3, n = cache[5];
	ROWS(tb, te);

	for (; nblocks > 0; nblocks--, n++, in += 16, out += 16) {
		t0 = cache[0] ^ TAB(tb, 3, n ^ cache[6]);
		s0 = cache[1] ^ TAB(tb, 0, B0(t0));
		s1 = cache[2] ^ TAB(tb, 3, B3(t0));
		s2 = cache[3] ^ TAB(tb, 2, B2(t0));
		s3 = cache[4] ^ TAB(tb, 1, B1(t0));
		for (rk = ctx->ek + 8; rk != end; rk += 8)
			ENC_2ROUNDS(tb, rk + 4);
		ENC_ROUND(t0, t1, t2, t3, s0, s1, s2, s3, tb, rk + 4);
		s0 = ENC_LAST(tb, t0, t1, t2, t3) ^ rk[8] ^ cb_load32_le(in);
		s1 = ENC_LAST(tb, t1, t2, t3, t0) ^ rk[9] ^ cb_load32_le(in + 4);
		s2 = ENC_LAST(tb, t2, t3, t0, t1) ^ rk[10] ^
		     cb_load32_le(in + 8);
		s3 = ENC_LAST(tb, t3, t0, t1, t2) ^ rk[11] ^
		     cb_load32_le(in + 12);
		store_le(out, s0);
		store_le(out + 4, s1);
		store_le(out + 8, s2);
		store_le(out + 12, s3);
	}
}

static void
tab_encrypt(const void *key, uint8_t *out, const uint8_t *in,
	    size_t nblocks)
{
	ENCRYPT((const cb_aes_tab_ctx *)key, out, in, nblocks);
}

static void
tab_decrypt(const void *key, uint8_t *out, const uint8_t *in,
	    size_t nblocks)
{
	DECRYPT((const cb_aes_tab_ctx *)key, out, in, nblocks);
}

/*
 * CTR (cb_block_cipher.ctr32) in runs that leave byte 15 of the counter
 * without a carry, each from its cache of rounds 1 and 2.
 */
static void
tab_ctr32(const void *key, uint8_t *out, const uint8_t *in, size_t nblocks,
	  uint8_t ctr[16])
{
	const cb_aes_tab_ctx *ctx = key;
	uint32_t cache[CB_AES_TAB_CACHE_WORDS];
	size_t run;

	while (nblocks > 0) {
		run = 256u - ctr[15];
		if (run > nblocks)
			run = nblocks;
		cb_aes_tab_ctr_cache(ctx, cache, ctr);
		CTR_RUN(ctx, out, in, run, cache);
		cb_store32_be(ctr + 12, cb_load32_be(ctr + 12) + (uint32_t)run);
		out += 16 * run;
		in += 16 * run;
		nblocks -= run;
	}
	cb_wipe(cache, sizeof(cache));
}

/* setkey through the descriptor (cb_block_cipher.setkey) */
static int
desc_setkey(void *key, const uint8_t *k, size_t keylen)
{
	return cb_aes_tab_setkey(key, k, keylen);
}

const cb_block_cipher cb_aes_tab_cipher = {
	"aes_tab", CB_AES_BLOCK_LEN, 0, tab_encrypt, tab_decrypt,
	sizeof(cb_aes_tab_ctx), desc_setkey, tab_ctr32
};
