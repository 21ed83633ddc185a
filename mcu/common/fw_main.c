/* SPDX-License-Identifier: MIT */
/* Firmware entry: header, known-answer self-test, then the benchmark. */
#include <string.h>

#include "bench/port.h"
#include "cortex_m.h"
#include "selftest.h"

#ifndef CB_FW_VERSION
#define CB_FW_VERSION "unknown"
#endif
#ifndef CB_FW_COMPILER
#define CB_FW_COMPILER "unknown"
#endif
#ifndef CB_FW_FLAGS
#define CB_FW_FLAGS ""
#endif

static void
print(const char *s)
{
	cb_port_write(s, strlen(s));
}

static void
header(const char *key, const char *value)
{
	print("# ");
	print(key);
	print(": ");
	print(value);
	print("\n");
}

int
main(void)
{
	unsigned failed;

	cb_port_init();
	header("cryptobench", CB_FW_VERSION);
	header("platform", cb_board.name);
	header("cpu", cb_board.cpu);
	header("unit", cb_board.unit);
	header("compiler", CB_FW_COMPILER);
	header("flags", CB_FW_FLAGS);
	failed = selftest_run(print);
	if (failed != 0) {
		print("# selftest: FAIL, no figures\n# end\n");
		return 1;
	}
	print("# selftest: ok\n");
	print("# end\n");
	return 0;
}
