/* SPDX-License-Identifier: MIT */
/* The tool's one QEMU launcher: an image run to its semihosting exit,
 * with -icount shift=0 and, if asked, the cycle-model plugin (the options
 * of mcu/scripts/run-qemu, which the build's tests use). */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "emu.h"
#include "util.h"

/*
 * In the process emu_qemu_start forks: run QEMU (argv) as a child of its
 * own and wait for it, ending it after timeout seconds (QEMU keeps
 * SIGALRM to itself); the exit status as emu_qemu_status says it.
 */
static int
watch(char **argv, int timeout)
{
	time_t end = time(NULL) + timeout;
	int status;
	pid_t pid = fork(), w;

	if (pid < 0)
		return 127;
	if (pid == 0) {
		execvp(argv[0], argv);
		_exit(127);
	}
	for (;;) {
		w = waitpid(pid, &status, WNOHANG);
		if (w == pid)
			break;
		if (w < 0)
			return 127;
		if (time(NULL) >= end) {
			kill(pid, SIGKILL);
			waitpid(pid, &status, 0);
			return 124;
		}
		usleep(20000);
	}
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/* see emu.h */
int
emu_qemu_start(const emu_qemu *q, FILE **out, pid_t *pid)
{
	char semi[640], *argv[20];
	int n = 0, fd[2] = { -1, -1 };
	size_t l;
	const char *a;

	/* the firmware's command line: one semihosting word, QEMU's
	 * option syntax doubling its commas */
	snprintf(semi, sizeof(semi), "enable=on,target=native");
	if (q->args != NULL) {
		l = strlen(semi);
		l += (size_t)snprintf(semi + l, sizeof(semi) - l, ",arg=");
		for (a = q->args; *a != '\0' && l + 3 < sizeof(semi); a++) {
			semi[l++] = *a;
			if (*a == ',')
				semi[l++] = ',';
		}
		semi[l] = '\0';
		if (*a != '\0') {
			errorf("%s: the firmware's arguments are too long",
			       q->image);
			return -1;
		}
	}
	argv[n++] = "qemu-system-arm";
	argv[n++] = "-M";
	argv[n++] = (char *)q->machine;
	argv[n++] = "-nographic";
	argv[n++] = "-monitor";
	argv[n++] = "none";
	argv[n++] = "-serial";
	argv[n++] = (char *)(q->serial != NULL ? q->serial : "stdio");
	argv[n++] = "-semihosting-config";
	argv[n++] = semi;
	argv[n++] = "-icount";
	argv[n++] = "shift=0";
	if (q->plugarg != NULL) {
		argv[n++] = "-plugin";
		argv[n++] = (char *)q->plugarg;
	}
	argv[n++] = "-kernel";
	argv[n++] = (char *)q->image;
	argv[n] = NULL;
	if (out != NULL && pipe(fd) != 0) {
		errorf("cannot start QEMU: pipe: %s", strerror(errno));
		return -1;
	}
	fflush(NULL);
	*pid = fork();
	if (*pid < 0) {
		errorf("cannot start QEMU: fork: %s", strerror(errno));
		if (out != NULL) {
			close(fd[0]);
			close(fd[1]);
		}
		return -1;
	}
	if (*pid == 0) {
		if (out != NULL) {
			dup2(fd[1], STDOUT_FILENO);
			close(fd[0]);
			close(fd[1]);
		}
		_exit(watch(argv, q->timeout));
	}
	if (out != NULL) {
		close(fd[1]);
		*out = fdopen(fd[0], "r");
		if (*out == NULL) {
			errorf("cannot read QEMU's output: %s", strerror(errno));
			close(fd[0]);
			kill(*pid, SIGKILL);
			waitpid(*pid, NULL, 0);
			return -1;
		}
	}
	return 0;
}

/* see emu.h */
int
emu_qemu_status(int wstatus)
{
	if (WIFEXITED(wstatus))
		return WEXITSTATUS(wstatus);
	return 128 + (WIFSIGNALED(wstatus) ? WTERMSIG(wstatus) : 0);
}

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
	emu_qemu q = { machine, image, plugarg, NULL, serial, timeout };
	time_t tick = time(NULL);
	int status, rc;
	pid_t pid, w;
	long off = 0;
	size_t lines = 0;

	if (emu_qemu_start(&q, NULL, &pid) != 0)
		return -1;
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
		usleep(20000);
	}
	progress_end();
	rc = emu_qemu_status(status);
	if (rc == 127) {
		errorf("cycles: cannot run qemu-system-arm (is it installed? "
		       "Debian: qemu-system-arm)");
		return -1;
	}
	if (rc == 124) {
		errorf("%s: QEMU (%s) did not finish within %d s; the image "
		       "must end with semihosting SYS_EXIT", image, machine,
		       timeout);
		return -1;
	}
	if (rc != 0) {
		errorf("%s: QEMU (%s) failed: %s %d", image, machine,
		       rc < 128 ? "exit status" : "signal",
		       rc < 128 ? rc : rc - 128);
		return -1;
	}
	return 0;
}
