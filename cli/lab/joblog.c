/* SPDX-License-Identifier: MIT */
/* A LAVA job log read back: the firmware log rebuilt from its target lines. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lab.h"
#include "util.h"

/*
 * Every record of a job log is one line: a YAML flow mapping whose
 * scalars are all double-quoted (LAVA dumps them with default_style '"'
 * and a width of 10^6), e.g.
 *   {"dt": "2026-12-07T16:44:45.23", "lvl": "target",
 *    "msg": "selftest md5 ok (3)"}
 * lava-run writes them so on its standard error; lavacli's 'jobs logs
 * --raw' and the server's stored log put "- " before each.  "target"
 * records are the device's output, one line each: LAVA dropped its '\r'
 * and ESC characters, turned blank lines into none and put a backslash
 * before every '"' (lava_dispatcher's ShellLogger), which is undone
 * here.  The firmware prints neither blank lines, '\r' nor ESC, so its
 * log comes back byte for byte.
 */

#define START_MARKER "# firmware: "
#define END_MARKER "# end"

typedef struct rec {
	char lvl[16];
	char *msg;              /* a string msg, decoded; NULL if a mapping */
	/* a "results" mapping: its case, result, error type and message */
	char rcase[32], result[16], etype[32], emsg[160];
} rec;

/* The UTF-8 bytes of code point c appended to *o. */
static void
put_utf8(char **o, uint32_t c)
{
	char *p = *o;

	if (c < 0x80) {
		*p++ = (char)c;
	} else if (c < 0x800) {
		*p++ = (char)(0xc0 | c >> 6);
		*p++ = (char)(0x80 | (c & 0x3f));
	} else if (c < 0x10000) {
		*p++ = (char)(0xe0 | c >> 12);
		*p++ = (char)(0x80 | (c >> 6 & 0x3f));
		*p++ = (char)(0x80 | (c & 0x3f));
	} else {
		*p++ = (char)(0xf0 | c >> 18);
		*p++ = (char)(0x80 | (c >> 12 & 0x3f));
		*p++ = (char)(0x80 | (c >> 6 & 0x3f));
		*p++ = (char)(0x80 | (c & 0x3f));
	}
	*o = p;
}

/* n hex digits at s into *c; 0 or -1. */
static int
hex_digits(const char *s, int n, uint32_t *c)
{
	int i;

	*c = 0;
	for (i = 0; i < n; i++) {
		char h = s[i];
		uint32_t d = h >= '0' && h <= '9' ? (uint32_t)(h - '0') :
			     h >= 'a' && h <= 'f' ? (uint32_t)(h - 'a' + 10) :
			     h >= 'A' && h <= 'F' ? (uint32_t)(h - 'A' + 10) :
			     16;

		if (d == 16)
			return -1;
		*c = *c << 4 | d;
	}
	return 0;
}

/*
 * The double-quoted YAML scalar at *s (at its opening quote) decoded into
 * out (room for twice the scalar's length: "\L" and "\P" take three
 * bytes), *s past its closing quote; 0, or -1 (an unknown escape, a NUL,
 * no closing quote).  YAML 1.1 escapes (PyYAML's).
 */
static int
dq_scalar(const char **s, char *out)
{
	static const char simple[] = "a\ab\bt\tn\nv\vf\fr\re\x1b\"\"//\\\\ ";
	const char *p = *s + 1;
	char *o = out;

	for (;; p++) {
		uint32_t c;
		const char *e;
		int n;

		if (*p == '\0')
			return -1;
		if (*p == '"')
			break;
		if (*p != '\\') {
			*o++ = *p;
			continue;
		}
		p++;
		if (*p == '\t') {
			*o++ = '\t';
			continue;
		}
		/* "\ " is a space: the last pair of simple[] */
		e = *p != '\0' ? memchr(simple, *p, sizeof(simple) - 1) : NULL;
		if (*p == '0')
			return -1;      /* a NUL: no device line has one */
		if (e != NULL && (e - simple) % 2 == 0) {
			*o++ = e[1] == '\0' ? ' ' : e[1];
			continue;
		}
		n = *p == 'x' ? 2 : *p == 'u' ? 4 : *p == 'U' ? 8 : 0;
		c = *p == 'N' ? 0x85 : *p == '_' ? 0xa0 : *p == 'L' ? 0x2028 :
		    *p == 'P' ? 0x2029 : 0;
		if (n > 0 && hex_digits(p + 1, n, &c) != 0)
			return -1;
		if (n == 0 && c == 0)
			return -1;
		if (c > 0x10ffff)
			return -1;
		put_utf8(&o, c);
		p += n;
	}
	*o = '\0';
	*s = p + 1;
	return 0;
}

static const char *
skip_ws(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* Skip a flow value at p (a tag, then a quoted scalar, a mapping, a
 * sequence or a plain scalar): at the ',' or '}' after it, or NULL if
 * malformed. */
static const char *
skip_value(const char *p, char *scratch)
{
	int depth = 0;

	p = skip_ws(p);
	if (*p == '!')
		p = skip_ws(p + strcspn(p, " "));
	for (;;) {
		if (depth == 0 && (*p == ',' || *p == '}'))
			return p;
		switch (*p) {
		case '\0':
			return NULL;
		case '"':
			if (dq_scalar(&p, scratch) != 0)
				return NULL;
			continue;
		case '{':
		case '[':
			depth++;
			break;
		case '}':
		case ']':
			if (--depth < 0)
				return NULL;
			break;
		default:
			break;
		}
		p++;
	}
}

/* The string pairs of a results mapping at p ('{') that rec keeps; past
 * it, or NULL. */
static const char *
results_map(const char *p, rec *r, char *key, char *val)
{
	p++;
	for (;;) {
		p = skip_ws(p);
		if (*p == '}')
			return p + 1;
		if (*p != '"' || dq_scalar(&p, key) != 0)
			return NULL;
		p = skip_ws(p);
		if (*p++ != ':')
			return NULL;
		p = skip_ws(p);
		if (*p == '"') {
			if (dq_scalar(&p, val) != 0)
				return NULL;
			if (strcmp(key, "case") == 0)
				snprintf(r->rcase, sizeof(r->rcase), "%s", val);
			else if (strcmp(key, "result") == 0)
				snprintf(r->result, sizeof(r->result), "%s",
					 val);
			else if (strcmp(key, "error_type") == 0)
				snprintf(r->etype, sizeof(r->etype), "%s", val);
			else if (strcmp(key, "error_msg") == 0)
				snprintf(r->emsg, sizeof(r->emsg), "%s", val);
		} else if ((p = skip_value(p, val)) == NULL) {
			return NULL;
		}
		p = skip_ws(p);
		if (*p == ',')
			p++;
	}
}

/*
 * One record line (NUL-terminated) into r; r->msg points into buf, which
 * like scratch has room for twice the line.  1: a record, 0: not one
 * (no '{' first), -1: malformed.
 */
static int
parse_record(const char *line, rec *r, char *buf, char *scratch)
{
	const char *p = line;
	char *key = scratch;

	memset(r, 0, sizeof(*r));
	if (p[0] == '-' && p[1] == ' ')
		p = skip_ws(p + 2);
	if (*p != '{')
		return 0;
	p++;
	for (;;) {
		p = skip_ws(p);
		if (*p == '}')
			break;
		if (*p != '"' || dq_scalar(&p, key) != 0)
			return -1;
		p = skip_ws(p);
		if (*p++ != ':')
			return -1;
		p = skip_ws(p);
		if (strcmp(key, "msg") == 0 && *p == '"') {
			if (dq_scalar(&p, buf) != 0)
				return -1;
			r->msg = buf;
		} else if (strcmp(key, "msg") == 0 && *p == '{') {
			if ((p = results_map(p, r, key, buf)) == NULL)
				return -1;
		} else if (strcmp(key, "lvl") == 0 && *p == '"') {
			if (dq_scalar(&p, key) != 0)
				return -1;
			snprintf(r->lvl, sizeof(r->lvl), "%s", key);
		} else if ((p = skip_value(p, key)) == NULL) {
			return -1;
		}
		p = skip_ws(p);
		if (*p == ',')
			p++;
		else if (*p != '}')
			return -1;
	}
	return r->lvl[0] != '\0' ? 1 : -1;
}

/* LAVA's ShellLogger put a backslash before every '"': take it out. */
static size_t
unescape_quotes(char *s)
{
	char *o = s, *p;

	for (p = s; *p != '\0'; p++) {
		if (p[0] == '\\' && p[1] == '"')
			continue;
		*o++ = *p;
	}
	*o = '\0';
	return (size_t)(o - s);
}

/* One device line kept: its text and the job log line it came on. */
typedef struct tline {
	char *s;
	int at;
} tline;

typedef struct reader {
	const char *what;
	tline *t;
	size_t n, cap;
	int timed_out, eof;     /* LAVA's monitor: no line in time, EOF */
	char *sent;             /* what LAVA last sent the device, or NULL */
} reader;

static int
keep_target(reader *rd, const char *msg, int at)
{
	if (rd->n == rd->cap) {
		size_t cap = rd->cap ? rd->cap * 2 : 256;
		tline *t = realloc(rd->t, cap * sizeof(*t));

		if (t == NULL)
			return -1;
		rd->t = t;
		rd->cap = cap;
	}
	rd->t[rd->n].s = strdup(msg);
	if (rd->t[rd->n].s == NULL)
		return -1;
	unescape_quotes(rd->t[rd->n].s);
	rd->t[rd->n++].at = at;
	return 0;
}

/* Every record of the text into rd and l (job result); 0 or -1. */
static int
read_records(reader *rd, const char *text, size_t len, lava_log *l)
{
	const char *p = text, *end = text + len;
	char *line = NULL, *buf = NULL, *scratch = NULL;
	int at = 0, rc = -1;
	size_t cap = 0;
	rec r;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl != NULL ? (size_t)(nl - p) : (size_t)(end - p);
		int k;

		at++;
		if (2 * n + 16 > cap) {
			cap = 2 * n + 16;
			free(line);
			free(buf);
			free(scratch);
			line = malloc(cap);
			buf = malloc(cap);
			scratch = malloc(cap);
			if (line == NULL || buf == NULL || scratch == NULL) {
				errorf("%s: out of memory", rd->what);
				goto out;
			}
		}
		memcpy(line, p, n);
		line[n] = '\0';
		if (memchr(line, '\0', n) != NULL) {
			errorf("%s:%d: a NUL byte: not a LAVA job log",
			       rd->what, at);
			goto out;
		}
		p += n + 1;
		k = parse_record(line, &r, buf, scratch);
		if (k < 0) {
			errorf("%s:%d: not a LAVA log record ({\"dt\": ..., "
			       "\"lvl\": ..., \"msg\": ...})", rd->what, at);
			goto out;
		}
		if (k == 0)
			continue;       /* no record: a warning, say */
		l->records++;
		if (strcmp(r.lvl, "input") == 0 && r.msg != NULL) {
			/* its echo is no device output ("poweroff" at the
			 * job's end) */
			free(rd->sent);
			rd->sent = strdup(r.msg);
			if (rd->sent != NULL)
				rd->sent[strcspn(rd->sent, "\r\n")] = '\0';
		} else if (strcmp(r.lvl, "target") == 0 && r.msg != NULL &&
			   rd->sent != NULL && strcmp(r.msg, rd->sent) == 0) {
			free(rd->sent);
			rd->sent = NULL;
		} else if (strcmp(r.lvl, "target") == 0 && r.msg != NULL) {
			if (keep_target(rd, r.msg, at) != 0) {
				errorf("%s: out of memory", rd->what);
				goto out;
			}
		} else if (strcmp(r.lvl, "warning") == 0 && r.msg != NULL) {
			rd->timed_out |= strstr(r.msg, "monitoring has timed "
						"out") != NULL;
			rd->eof |= strstr(r.msg, "reached end of file") != NULL;
		} else if (strcmp(r.lvl, "results") == 0 &&
			   strcmp(r.rcase, "job") == 0) {
			snprintf(l->job_result, sizeof(l->job_result), "%s",
				 r.result);
			snprintf(l->job_error, sizeof(l->job_error), "%s%s%s",
				 r.etype, r.etype[0] ? ": " : "", r.emsg);
		}
	}
	rc = 0;
out:
	free(line);
	free(buf);
	free(scratch);
	return rc;
}

/* Why the log has no end marker after device line last (a job log line). */
static void
no_end(const reader *rd, const lava_log *l, size_t first, size_t last)
{
	const char *job = l->job_result[0] ? l->job_result : "not finished";

	if (rd->timed_out)
		errorf("%s:%d: the firmware fell silent after this line (%zu "
		       "lines from its start marker): LAVA's monitor timed "
		       "out and LAVA marked the job '%s', but the log has no "
		       "'" END_MARKER "' marker: refused, nothing saved",
		       rd->what, rd->t[last].at, last - first + 1, job);
	else
		errorf("%s:%d: the firmware log is cut short after this line "
		       "(%zu lines from its start marker; %s; LAVA marked the "
		       "job '%s'): no '" END_MARKER "' marker, nothing saved",
		       rd->what, rd->t[last].at, last - first + 1, rd->eof ?
		       "the device's output closed" : "the job log ends", job);
}

/* The self-test lines from first to end: 0 if "# selftest: ok" came and
 * no FAIL, else -1 (printed). */
static int
check_selftest(const reader *rd, size_t first, size_t end)
{
	size_t i;
	int ok = 0;

	for (i = first; i < end; i++) {
		const char *s = rd->t[i].s;

		if ((strncmp(s, "selftest ", 9) == 0 &&
		     strstr(s, " FAIL") != NULL) ||
		    strncmp(s, "# selftest: FAIL", 16) == 0) {
			errorf("%s:%d: the firmware's self-test failed: '%s': "
			       "no figures, nothing saved", rd->what,
			       rd->t[i].at, s);
			return -1;
		}
		ok |= strcmp(s, "# selftest: ok") == 0;
	}
	if (!ok)
		errorf("%s:%d: no '# selftest: ok' line in the firmware log: "
		       "nothing saved", rd->what, rd->t[first].at);
	return ok ? 0 : -1;
}

/* The firmware log from line first to line end into l; 0 or -1. */
static int
join(const reader *rd, size_t first, size_t end, lava_log *l)
{
	size_t i, n = 0, o = 0;
	const char *b = rd->t[first].s + strlen(START_MARKER);

	for (i = first; i <= end; i++)
		n += strlen(rd->t[i].s) + 1;
	l->fw = malloc(n + 1);
	if (l->fw == NULL)
		return -1;
	for (i = first; i <= end; i++) {
		size_t k = strlen(rd->t[i].s);

		memcpy(l->fw + o, rd->t[i].s, k);
		l->fw[o + k] = '\n';
		o += k + 1;
	}
	l->fw[o] = '\0';
	l->fwlen = o;
	snprintf(l->board, sizeof(l->board), "%.*s", (int)strcspn(b, " ("),
		 b);
	return 0;
}

/* see lab.h */
int
lava_log_read(const char *text, size_t len, const char *what, lava_log *l)
{
	reader rd;
	size_t i, first = 0, end = 0;
	int have_first = 0, have_end = 0, rc = -1;

	memset(l, 0, sizeof(*l));
	memset(&rd, 0, sizeof(rd));
	rd.what = what;
	if (read_records(&rd, text, len, l) != 0)
		goto out;
	if (l->records == 0) {
		errorf("%s: not a LAVA job log: no record ({\"dt\": ..., "
		       "\"lvl\": ..., \"msg\": ...} lines)", what);
		goto out;
	}
	/* the last start: a board reset (a retried boot) starts it again */
	for (i = 0; i < rd.n; i++)
		if (strncmp(rd.t[i].s, START_MARKER,
			    strlen(START_MARKER)) == 0) {
			first = i;
			have_first = 1;
		}
	if (!have_first) {
		errorf("%s: no firmware output: no '" START_MARKER "' line "
		       "among the device's %zu lines (LAVA marked the job "
		       "'%s'%s%s)", what, rd.n, l->job_result[0] ?
		       l->job_result : "not finished", l->job_error[0] ?
		       ", " : "", l->job_error);
		goto out;
	}
	for (i = first; i < rd.n && !have_end; i++)
		if (strcmp(rd.t[i].s, END_MARKER) == 0) {
			end = i;
			have_end = 1;
		}
	if (check_selftest(&rd, first, have_end ? end : rd.n) != 0)
		goto out;
	for (i = first; i < (have_end ? end : rd.n); i++)
		if (strncmp(rd.t[i].s, "# stack: overflow", 17) == 0 ||
		    strncmp(rd.t[i].s, "# fault: ", 9) == 0) {
			/* mcu/common/startup.c: it stops there */
			errorf("%s:%d: the firmware stopped: '%s': nothing "
			       "saved", what, rd.t[i].at, rd.t[i].s);
			goto out;
		}
	if (!have_end) {
		no_end(&rd, l, first, rd.n - 1);
		goto out;
	}
	if (join(&rd, first, end, l) != 0) {
		errorf("%s: out of memory", what);
		goto out;
	}
	rc = 0;
out:
	for (i = 0; i < rd.n; i++)
		free(rd.t[i].s);
	free(rd.t);
	free(rd.sent);
	return rc;
}

/* see lab.h */
void
lava_log_free(lava_log *l)
{
	free(l->fw);
	l->fw = NULL;
	l->fwlen = 0;
}
