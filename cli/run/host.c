/* SPDX-License-Identifier: MIT */
/* What this machine is: host name, CPU, vendor, architecture. */
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "run.h"
#include "util.h"

/* see run.h */
void
host_info(host *h)
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	struct utsname u;
	char line[512];

	memset(h, 0, sizeof(*h));
	if (gethostname(h->name, sizeof(h->name) - 1) != 0)
		snprintf(h->name, sizeof(h->name), "localhost");
	if (uname(&u) == 0)
		snprintf(h->arch, sizeof(h->arch), "%s", u.machine);
	while (f != NULL && fgets(line, sizeof(line), f) != NULL) {
		char *colon = strchr(line, ':'), *v;

		if (colon == NULL)
			continue;
		v = str_trim(colon + 1);
		*colon = '\0';
		str_trim(line);
		if (h->cpu[0] == '\0' && (strcmp(line, "model name") == 0 ||
					  strcmp(line, "Model") == 0 ||
					  strcmp(line, "cpu model") == 0))
			snprintf(h->cpu, sizeof(h->cpu), "%s", v);
		if (h->vendor[0] == '\0' && strcmp(line, "vendor_id") == 0)
			snprintf(h->vendor, sizeof(h->vendor), "%s",
				 strcmp(v, "GenuineIntel") == 0 ? "Intel" :
				 strcmp(v, "AuthenticAMD") == 0 ? "AMD" : v);
		if (h->vendor[0] == '\0' &&
		    strcmp(line, "CPU implementer") == 0)
			snprintf(h->vendor, sizeof(h->vendor), "%s",
				 strcmp(v, "0x41") == 0 ? "Arm" : v);
	}
	if (f != NULL)
		fclose(f);
	if (h->cpu[0] == '\0')
		snprintf(h->cpu, sizeof(h->cpu), "%s CPU", h->arch);
	if (h->vendor[0] == '\0')
		snprintf(h->vendor, sizeof(h->vendor), "unknown");
}
