/* SPDX-License-Identifier: MIT */
/* QEMU with the cycle-model plugin: an image run to its semihosting exit. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "emu.h"
#include "util.h"

/* The lines the plugin has written to path so far (it writes one per
 * completed call or mark, in blocks), counted from *off on. */
static size_t
lines_so_far(const char *path, long *off, size_t n)
{
	FILE *f = fopen(path, "r");
	int c;

	if (f == NULL)
		return n;
	if (fseek(f, *off, SEEK_SET) == 0)
		while ((c = getc(f)) != EOF)
			n += c == '\n';
	*off = ftell(f);
	fclose(f);
	return n;
}

/* see emu.h */
int
emu_run_qemu(const char *machine, const char *image, const char *plugarg,
	     const char *serial, const char *out, int timeout)
{
	char *args[] = { "qemu-system-arm", "-M", (char *)machine,
		"-nographic", "-monitor", "none", "-serial", (char *)serial,
		"-semihosting-config", "enable=on,target=native",
		"-icount", "shift=0", "-plugin", (char *)plugarg,
		"-kernel", (char *)image, NULL };
	time_t end = time(NULL) + timeout, tick = time(NULL);
	int status;
	pid_t pid, w;
	long off = 0;
	size_t lines = 0;

	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		errorf("cycles: fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		execvp(args[0], args);
		_exit(127);
	}
	for (;;) {
		w = waitpid(pid, &status, WNOHANG);
		if (w == pid)
			break;
		if (w < 0) {
			errorf("cycles: waitpid: %s", strerror(errno));
			return -1;
		}
		if (time(NULL) > tick) {
			tick = time(NULL);
			lines = lines_so_far(out, &off, lines);
			progressf("%s under QEMU (%s): %zu intervals so far",
				  image, machine, lines);
		}
		if (time(NULL) >= end) {
			progress_end();
			kill(pid, SIGKILL);
			waitpid(pid, &status, 0);
			errorf("%s: QEMU (%s) did not finish within %d s; the "
			       "image must end with semihosting SYS_EXIT",
			       image, machine, timeout);
			return -1;
		}
		usleep(20000);
	}
	progress_end();
	if (WIFEXITED(status) && WEXITSTATUS(status) == 127) {
		errorf("cycles: cannot run qemu-system-arm (is it installed? "
		       "Debian: qemu-system-arm)");
		return -1;
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		errorf("%s: QEMU (%s) failed: %s %d", image, machine,
		       WIFEXITED(status) ? "exit status" : "signal",
		       WIFEXITED(status) ? WEXITSTATUS(status) :
		       WTERMSIG(status));
		return -1;
	}
	return 0;
}
