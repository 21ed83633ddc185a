/* SPDX-License-Identifier: MIT */
/* lavacli driven for a lab: submit, wait, show, logs. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lab.h"
#include "util.h"

/* see lab.h */
int
lava_exec(char *const argv[], char **out, size_t *outlen,
	  const char *errpath)
{
	int fd[2] = { -1, -1 }, st;
	pid_t p;
	FILE *m = NULL;
	char buf[4096];
	ssize_t n;

	if (out != NULL) {
		*out = NULL;
		*outlen = 0;
		if (pipe(fd) != 0 ||
		    (m = open_memstream(out, outlen)) == NULL) {
			errorf("cannot run %s: %s", argv[0], strerror(errno));
			if (fd[0] >= 0) {
				close(fd[0]);
				close(fd[1]);
			}
			return -1;
		}
	}
	fflush(NULL);
	p = fork();
	if (p < 0) {
		errorf("cannot run %s: fork failed", argv[0]);
		if (m != NULL) {
			fclose(m);
			free(*out);
			*out = NULL;
			close(fd[0]);
			close(fd[1]);
		}
		return -1;
	}
	if (p == 0) {
		if (errpath != NULL) {
			int e = open(errpath, O_WRONLY | O_CREAT | O_TRUNC |
				     O_CLOEXEC, 0644);

			if (e < 0 || dup2(e, 2) < 0)
				_exit(126);
		}
		if (out != NULL) {
			dup2(fd[1], 1);
			close(fd[0]);
			close(fd[1]);
		} else {
			dup2(2, 1);     /* our standard output: the table's */
		}
		execvp(argv[0], argv);
		_exit(127);
	}
	if (out != NULL) {
		close(fd[1]);
		while ((n = read(fd[0], buf, sizeof(buf))) > 0 ||
		       (n < 0 && errno == EINTR))
			if (n > 0)
				fwrite(buf, 1, (size_t)n, m);
		close(fd[0]);
		fclose(m);
	}
	while (waitpid(p, &st, 0) < 0)
		if (errno != EINTR) {
			st = 127 << 8;
			break;
		}
	st = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
	if (st == 126)
		errorf("cannot run %s: cannot write %s", argv[0], errpath);
	if (st == 127)
		errorf("cannot run %s (not installed? apt-get install "
		       "--no-install-recommends %s)", argv[0],
		       strcmp(argv[0], "lava-run") == 0 ? "lava-dispatcher" :
		       argv[0]);
	return st;
}

/* see lab.h */
int
lava_lab_init(lava_lab *lab, const char *spec)
{
	const char *h;
	size_t n;

	lab->spec = spec;
	if (spec == NULL) {
		snprintf(lab->name, sizeof(lab->name), "default");
		return 0;
	}
	if ((h = strstr(spec, "://")) != NULL) {
		/* http://user:token@host:port/RPC2: the host names the lab */
		h += 3;
		n = strcspn(h, "/");
		if (memchr(h, '@', n) != NULL) {
			const char *at = memchr(h, '@', n);

			n -= (size_t)(at + 1 - h);
			h = at + 1;
		}
		n = n < strcspn(h, ":/") ? n : strcspn(h, ":/");
		if (n == 0 || n >= sizeof(lab->name)) {
			errorf("--lab '%s': no host in the URI", spec);
			return -1;
		}
		snprintf(lab->name, sizeof(lab->name), "%.*s", (int)n, h);
		return 0;
	}
	n = strlen(spec);
	if (n == 0 || n >= sizeof(lab->name) ||
	    spec[strspn(spec, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV"
			"WXYZ0123456789._-")] != '\0') {
		errorf("--lab '%s' is neither a lavacli identity (letters, "
		       "digits, '.', '_', '-') nor a URI", spec);
		return -1;
	}
	snprintf(lab->name, sizeof(lab->name), "%s", spec);
	return 0;
}

/* lavacli [--uri U | -i ID] jobs VERB ARG [more...]: the status; its
 * output into *out when out is not NULL. */
static int
lavacli(const lava_lab *lab, const char *verb, const char *arg,
	const char *more1, const char *more2, char **out, size_t *len)
{
	char *argv[10];
	int n = 0;

	argv[n++] = (char *)"lavacli";
	if (lab->spec != NULL) {
		argv[n++] = (char *)(strstr(lab->spec, "://") ? "--uri" : "-i");
		argv[n++] = (char *)lab->spec;
	}
	argv[n++] = (char *)"jobs";
	argv[n++] = (char *)verb;
	argv[n++] = (char *)arg;
	if (more1 != NULL)
		argv[n++] = (char *)more1;
	if (more2 != NULL)
		argv[n++] = (char *)more2;
	argv[n] = NULL;
	return lava_exec(argv, out, len, NULL);
}

/* Is s a job id as LAVA gives them (digits)? */
static int
job_id_valid(const char *s)
{
	return *s != '\0' && strlen(s) < 24 &&
	       s[strspn(s, "0123456789")] == '\0';
}

/* see lab.h */
int
lava_submit(const lava_lab *lab, const char *file, char *id, size_t idlen)
{
	char *out = NULL, *s;
	size_t len;
	int st = lavacli(lab, "submit", file, NULL, NULL, &out, &len);

	if (st != 0 && st != 127)
		errorf("%s: lavacli jobs submit failed (exit %d) at lab %s",
		       file, st, lab->name);
	if (st != 0) {
		free(out);
		return -1;
	}
	s = str_trim(out);
	/* lavacli prints the id, or "Unable to submit ..." and exits 0 */
	if (!job_id_valid(s) || strlen(s) >= idlen) {
		errorf("%s: lab %s did not take the job: %s", file, lab->name,
		       *s ? s : "(lavacli printed no job id)");
		free(out);
		return -1;
	}
	snprintf(id, idlen, "%s", s);
	free(out);
	return 0;
}

/* see lab.h */
int
lava_wait(const lava_lab *lab, const char *id, int timeout_s)
{
	char t[24], *out = NULL;
	size_t len;
	int st;

	if (!job_id_valid(id)) {
		errorf("'%s' is not a LAVA job id", id);
		return -1;
	}
	snprintf(t, sizeof(t), "%d", timeout_s);
	st = lavacli(lab, "wait", id, timeout_s > 0 ? "--timeout" : NULL,
		     timeout_s > 0 ? t : NULL, &out, &len);
	free(out);
	if (st != 0 && st != 127)
		errorf("job %s at lab %s: lavacli jobs wait failed (exit %d%s)",
		       id, lab->name, st, timeout_s > 0 ? "; a time-out?" : "");
	return st == 0 ? 0 : -1;
}

/* A top-level "key: value" of a YAML document into dst (quotes taken
 * off, "null" as ""). */
static void
yaml_top(const char *doc, const char *key, char *dst, size_t len)
{
	size_t k = strlen(key);
	const char *l;

	dst[0] = '\0';
	for (l = doc; *l != '\0'; l += strcspn(l, "\n"), l += *l == '\n') {
		size_t n;

		if (strncmp(l, key, k) != 0 || l[k] != ':')
			continue;
		l += k + 1;
		while (*l == ' ')
			l++;
		n = strcspn(l, "\n");
		if (n >= 2 && (l[0] == '\'' || l[0] == '"') &&
		    l[n - 1] == l[0]) {
			l++;
			n -= 2;
		}
		if (n == 4 && strncmp(l, "null", 4) == 0)
			n = 0;
		snprintf(dst, len, "%.*s", (int)n, l);
		return;
	}
}

/* see lab.h */
int
lava_show(const lava_lab *lab, const char *id, lava_job_info *ji)
{
	char *out = NULL;
	size_t len;
	int st;

	memset(ji, 0, sizeof(*ji));
	if (!job_id_valid(id)) {
		errorf("'%s' is not a LAVA job id", id);
		return -1;
	}
	st = lavacli(lab, "show", id, "--yaml", NULL, &out, &len);
	if (st != 0) {
		if (st != 127)
			errorf("job %s at lab %s: lavacli jobs show failed "
			       "(exit %d)", id, lab->name, st);
		free(out);
		return -1;
	}
	yaml_top(out, "device", ji->device, sizeof(ji->device));
	yaml_top(out, "device_type", ji->device_type,
		 sizeof(ji->device_type));
	yaml_top(out, "state", ji->state, sizeof(ji->state));
	yaml_top(out, "health", ji->health, sizeof(ji->health));
	yaml_top(out, "failure_comment", ji->failure, sizeof(ji->failure));
	free(out);
	if (ji->device[0] == '\0') {
		errorf("job %s at lab %s: lavacli jobs show names no device",
		       id, lab->name);
		return -1;
	}
	return 0;
}

/* see lab.h */
int
lava_logs(const lava_lab *lab, const char *id, char **text, size_t *len)
{
	int st;

	if (!job_id_valid(id)) {
		errorf("'%s' is not a LAVA job id", id);
		return -1;
	}
	st = lavacli(lab, "logs", id, "--raw", NULL, text, len);
	if (st != 0) {
		if (st != 127)
			errorf("job %s at lab %s: lavacli jobs logs failed "
			       "(exit %d)", id, lab->name, st);
		free(*text);
		*text = NULL;
		return -1;
	}
	return 0;
}
