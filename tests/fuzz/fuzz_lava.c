/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: any text as a LAVA job log through lava_log_read,
 * what 'run --lava' and 'lava local|submit' read from a lab.
 */
#include <string.h>

#include "fuzz.h"
#include "lab.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	lava_log l;

	if (lava_log_read((const char *)data, size, "job.log", &l) != 0) {
		if (l.fw != NULL)
			fuzz_fail("a refused log left a firmware log");
		return 0;
	}
	/* what it accepts is a whole firmware log: from the start marker
	 * to the end marker, its self-test passed */
	if (l.fwlen < 20 || strncmp(l.fw, "# firmware: ", 12) != 0 ||
	    strcmp(l.fw + l.fwlen - 6, "# end\n") != 0 ||
	    strlen(l.fw) != l.fwlen || strstr(l.fw, "# selftest: ok\n") == NULL)
		fuzz_fail("accepted a firmware log that is not whole: '%.60s'",
			  l.fw);
	lava_log_free(&l);
	return 0;
}
