/* SPDX-License-Identifier: MIT */
/* A board's run log from its serial port: termios, markers, time limits. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "board.h"
#include "util.h"

#define START_MARKER "# firmware: "
/* longest log line kept (a row is about 150 characters) */
#define LINE_MAX_LEN 4096

static const struct {
	long baud;
	speed_t speed;
} speeds[] = {
	{ 9600, B9600 }, { 19200, B19200 }, { 38400, B38400 },
	{ 57600, B57600 }, { 115200, B115200 }, { 230400, B230400 },
	{ 460800, B460800 }, { 921600, B921600 }, { 1000000, B1000000 },
	{ 2000000, B2000000 },
};

/* see board.h */
int
serial_open(const char *dev, long baud)
{
	struct termios t;
	speed_t sp = 0;
	size_t i;
	int fd;

	for (i = 0; i < sizeof(speeds) / sizeof(speeds[0]); i++)
		if (speeds[i].baud == baud)
			sp = speeds[i].speed;
	if (sp == 0) {
		errorf("%s: %ld baud is not a rate this tool sets (9600 to "
		       "2000000, the standard ones)", dev, baud);
		return -1;
	}
	fd = open(dev, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		errorf("%s: cannot open the serial port: %s%s", dev,
		       strerror(errno), errno == EACCES ? " (a user needs "
		       "the dialout group or the udev rule of docs/boards.md)"
		       : "");
		return -1;
	}
	if (!isatty(fd) || tcgetattr(fd, &t) != 0) {
		errorf("%s: not a serial port (a terminal device)", dev);
		close(fd);
		return -1;
	}
	/* raw 8N1, no flow control, no modem lines: the debugger's virtual
	 * COM port sends text only; reads never block (poll waits) */
	cfmakeraw(&t);
	t.c_cflag &= ~(tcflag_t)(CSTOPB | PARENB | CRTSCTS);
	t.c_cflag |= CS8 | CLOCAL | CREAD;
	t.c_cc[VMIN] = 0;
	t.c_cc[VTIME] = 0;
	if (cfsetispeed(&t, sp) != 0 || cfsetospeed(&t, sp) != 0 ||
	    tcsetattr(fd, TCSANOW, &t) != 0) {
		errorf("%s: cannot set %ld baud 8N1 raw: %s", dev, baud,
		       strerror(errno));
		close(fd);
		return -1;
	}
	/* what waited in the buffer is an earlier run's */
	(void)tcflush(fd, TCIFLUSH);
	return fd;
}

static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

typedef struct reader {
	serial_log *s;
	FILE *lf;               /* the log being kept, NULL before start */
	char line[LINE_MAX_LEN];
	size_t len;
	int overflow, done, failed_lines;
	double started;         /* when the start marker came, 0 before */
} reader;

/* The log from the start marker on, anew. */
static int
restart(reader *r)
{
	if (r->lf != NULL) {
		fclose(r->lf);
		free(r->s->log);
	}
	r->s->log = NULL;
	r->s->loglen = 0;
	r->s->rows = 0;
	r->s->lines = 0;
	r->failed_lines = 0;
	r->lf = open_memstream(&r->s->log, &r->s->loglen);
	if (r->lf == NULL) {
		errorf("out of memory");
		return -1;
	}
	return 0;
}

/* One complete line: -1 ends the log with an error (printed). */
static int
take_line(reader *r)
{
	serial_log *s = r->s;
	char *l = r->line, *m;
	size_t i;

	r->line[r->len] = '\0';
	r->len = 0;
	m = strstr(l, START_MARKER);
	if (m != NULL) {
		if (r->lf != NULL)
			fprintf(stderr, "\n%s: %s:%d: the board restarted (a "
				"second '# firmware:' line, after %zu rows): "
				"the log starts again\n", g_prog, s->dev,
				s->lines + 1, s->rows);
		if (restart(r) != 0)
			return -1;
		r->started = now_s();
		l = m;
		r->overflow = 0;
	}
	if (r->lf == NULL)
		return 0;       /* before the start marker: anything */
	s->lines++;
	if (r->overflow) {
		errorf("%s:%d: a line longer than %d bytes: line noise or "
		       "the wrong baud rate; nothing saved", s->dev, s->lines,
		       LINE_MAX_LEN - 1);
		return -1;
	}
	for (i = 0; l[i] != '\0'; i++)
		if (((unsigned char)l[i] < 0x20 && l[i] != '\t') ||
		    (unsigned char)l[i] >= 0x7f) {
			errorf("%s:%d: byte 0x%02x is not log text: line "
			       "noise or the wrong baud rate; nothing saved",
			       s->dev, s->lines, (unsigned char)l[i]);
			return -1;
		}
	fprintf(r->lf, "%s\n", l);
	if (strncmp(l, "row ", 4) == 0)
		s->rows++;
	if (strncmp(l, "selftest ", 9) == 0 && strstr(l, "FAIL") != NULL) {
		fprintf(stderr, "%s%s\n", s->tty ? "\n" : "", l);
		r->failed_lines++;
	}
	if (strncmp(l, "# selftest: FAIL", 16) == 0) {
		errorf("%s:%d: self-test: the firmware's self-test failed (%d "
		       "failing lines): no figures, nothing saved", s->dev,
		       s->lines, r->failed_lines);
		return -1;
	}
	if (strcmp(l, "# end") == 0)
		r->done = 1;
	if (s->tty)
		fprintf(stderr, "\r%s: %s: %d lines, %zu rows, %.0f s   ",
			g_prog, s->dev, s->lines, s->rows,
			now_s() - r->started);
	return 0;
}

static int
take_bytes(reader *r, const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n && !r->done; i++) {
		if (b[i] == '\n') {
			if (take_line(r) != 0)
				return -1;
		} else if (b[i] == '\r') {
			continue;
		} else if (r->len + 1 < sizeof(r->line)) {
			r->line[r->len++] = b[i];
		} else if (r->lf == NULL) {
			/* garbage without newlines: keep a marker's length */
			size_t keep = strlen(START_MARKER);

			memmove(r->line, r->line + r->len - keep, keep);
			r->len = keep;
			r->line[r->len++] = b[i];
		} else {
			r->overflow = 1;
		}
	}
	return 0;
}

/* The command the log waits on: 1 still running, 0 exited 0, -1 failed
 * (printed). */
static int
child_state(serial_log *s, int child)
{
	int st;
	pid_t p = waitpid(child, &st, WNOHANG);

	if (p == 0)
		return 1;
	if (p == child && WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	errorf("%s: the %s command failed (%s %d): nothing saved%s",
	       s->dev, s->child_what, p == child && WIFEXITED(st) ?
	       "exit status" : "signal", p == child && WIFEXITED(st) ?
	       WEXITSTATUS(st) : p == child && WIFSIGNALED(st) ?
	       WTERMSIG(st) : -1, strcmp(s->child_what, "flash") == 0 ?
	       " (is the board plugged in, the tool installed? see "
	       "docs/boards.md; --flash-cmd replaces the command)" : "");
	return -1;
}

/* see board.h */
int
serial_read_log(serial_log *s, int child)
{
	reader r;
	char buf[4096];
	double t0 = now_s(), waited_from = child ? 0 : t0, deadline, t;
	int running = child != 0, rc = -1;

	memset(&r, 0, sizeof(r));
	r.s = s;
	s->log = NULL;
	s->loglen = 0;
	s->rows = 0;
	s->lines = 0;
	for (;;) {
		struct pollfd pf[2];
		int np = 1, ms;
		ssize_t n;

		if (running) {
			int cs = child_state(s, child);

			if (cs < 0)
				break;
			running = cs;
			if (!running && waited_from == 0)
				waited_from = now_s();
		}
		t = now_s();
		/* the first line within answer_s of the reset (the command's
		 * end), then a line every line_s, all within total_s */
		if (r.lf == NULL)
			deadline = running ? t0 + s->total_s :
				waited_from + s->answer_s;
		else
			deadline = r.started + s->total_s;
		if (t >= deadline) {
			if (r.lf == NULL && running)
				errorf("%s: the %s command did not finish "
				       "within %.0f s: nothing saved", s->dev,
				       s->child_what, s->total_s);
			else if (r.lf == NULL)
				errorf("%s: the board does not answer: no '# "
				       "firmware:' line within %.0f s of the "
				       "reset (wiring, the baud rate, the "
				       "image?): nothing saved", s->dev,
				       s->answer_s);
			else
				errorf("%s:%d: no '# end' within %.0f s "
				       "(--timeout): log cut short after %zu "
				       "rows, nothing saved", s->dev,
				       s->lines, s->total_s, s->rows);
			break;
		}
		ms = (int)((deadline - t) * 1000) + 1;
		if (r.lf != NULL) {
			double quiet = s->last_line + s->line_s - t;

			if (quiet <= 0) {
				errorf("%s:%d: the log stopped: no line for "
				       "%.0f s after %zu rows (the board hung "
				       "or was stopped): log cut short, "
				       "nothing saved", s->dev, s->lines,
				       s->line_s, s->rows);
				break;
			}
			if (quiet * 1000 < ms)
				ms = (int)(quiet * 1000) + 1;
		}
		if (running && ms > 100)
			ms = 100;
		pf[0].fd = s->fd;
		pf[0].events = POLLIN;
		pf[0].revents = 0;
		if (s->gpio != NULL) {
			pf[1].fd = gpio_fd(s->gpio);
			pf[1].events = POLLIN;
			pf[1].revents = 0;
			np = 2;
		}
		if (poll(pf, (nfds_t)np, ms) < 0) {
			if (errno == EINTR)
				continue;
			errorf("%s: poll: %s", s->dev, strerror(errno));
			break;
		}
		if (np == 2 && (pf[1].revents & POLLIN) &&
		    gpio_read(s->gpio) != 0)
			break;
		if (pf[0].revents == 0)
			continue;
		n = read(s->fd, buf, sizeof(buf));
		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			continue;
		if (n <= 0) {
			/* EIO, ENODEV or a hang-up: the other end is gone */
			if (r.lf != NULL)
				errorf("%s:%d: serial disconnect mid-run after "
				       "%zu rows (%s): log cut short, nothing "
				       "saved", s->dev, s->lines, s->rows,
				       n < 0 ? strerror(errno) : "hang-up");
			else
				errorf("%s: serial disconnect before the "
				       "board answered (%s): nothing saved",
				       s->dev, n < 0 ? strerror(errno) :
				       "hang-up");
			break;
		}
		if (take_bytes(&r, buf, (size_t)n) != 0)
			break;
		if (r.lf != NULL)
			s->last_line = now_s();
		if (r.done) {
			rc = 0;
			break;
		}
	}
	if (s->tty)
		fprintf(stderr, "\r%70s\r", "");
	/* a flash or reset command still running: given 10 s to finish
	 * after a complete log, then stopped (its process group) */
	for (t = now_s(); rc == 0 && running && now_s() < t + 10;) {
		int cs = child_state(s, child);

		if (cs < 0)
			rc = -1;
		running = cs > 0;
		if (running)
			(void)poll(NULL, 0, 100);
	}
	if (running) {
		int st;

		(void)kill(-child, SIGTERM);
		(void)waitpid(child, &st, 0);
	}
	if (r.lf != NULL)
		fclose(r.lf);
	if (rc != 0) {
		free(s->log);
		s->log = NULL;
		s->loglen = 0;
	}
	return rc;
}
