/* SPDX-License-Identifier: MIT */
/* What the cycle model says of itself: its error per CPU and target, and
 * the memory it modelled. */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "emu.h"
#include "util.h"

/*
 * What the model's estimates missed by on the calibration rows (published
 * silicon cycles of public code, docs/cycles.md), per CPU, printed with
 * every table so that no estimate goes out without it.
 */
static const struct {
	const char *cpu, *error;
} model_errors[] = {
	{ "cortex-m4", "-2.9..+0.8 % asm (10 rows), -5.3..+0.0 % C (4 rows)" },
	{ "cortex-m33",
	  "not measured: Cortex-M4 rules (M33 TRM has no timing)" },
	{ "cortex-m55", "not measured: M4 rules and M55 16-bit dual issue" },
};

/* see emu.h */
const char *
emu_cpu_error(const char *cpu)
{
	size_t k;

	for (k = 0; k < sizeof(model_errors) / sizeof(model_errors[0]); k++)
		if (strcmp(model_errors[k].cpu, cpu) == 0)
			return model_errors[k].error;
	return "not measured: Cortex-M4 rules";
}

/* see emu.h */
const char *
emu_error(const char *target)
{
	board_conf bc;

	return board_conf_target(path_boards_root(), target, &bc, 1) == 0 ?
	       emu_cpu_error(bc.cpu) : "not measured";
}

/* see emu.h */
int
emu_memory(const char *word, char *out, size_t n)
{
	unsigned ws = 0, dws, lines, bytes, ways;
	char kind[16], fetch[24], data[48] = "";
	const char *d = word != NULL ? strstr(word, " data-") : NULL;

	if (word != NULL &&
	    sscanf(word, "%u-wait-states-%15[a-z]", &ws, kind) == 2 && ws > 0)
		snprintf(fetch, sizeof(fetch), "%u WS %s", ws,
			 strcmp(kind, "art") == 0 ? "ART" : "plain");
	else
		snprintf(fetch, sizeof(fetch), "zero wait states");
	/* the data loads from flash: " data-5ws-uncached",
	 * " data-5ws-8x16B", " data-5ws-256x16B-4way" */
	if (d != NULL && sscanf(d, " data-%uws-%ux%uB", &dws, &lines,
				&bytes) == 3) {
		int k = snprintf(data, sizeof(data), ", data %u WS through %u "
				 "x %u B", dws, lines, bytes);

		if (sscanf(d, " data-%*uws-%*ux%*uB-%uway", &ways) == 1 &&
		    k > 0 && (size_t)k < sizeof(data))
			snprintf(data + k, sizeof(data) - (size_t)k,
				 " %u-way", ways);
	} else if (d != NULL && sscanf(d, " data-%uws-uncached", &dws) == 1) {
		snprintf(data, sizeof(data), ", data %u WS", dws);
	} else {
		dws = 0;
	}
	snprintf(out, n, "%s%s", fetch, data);
	return (int)(ws > dws ? ws : dws);
}
