/* SPDX-License-Identifier: MIT */
/* A board's facts from its folder (mcu/boards/<name>/board.conf), and its build. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board.h"
#include "util.h"

/* one "key = value" into bc; keys meson reads are known too */
static int
conf_set(board_conf *bc, int line, const char *k, const char *v)
{
	static const char *const meson_only[] = { "source", "c_args",
						  "workspace", NULL };
	const struct {
		const char *key;
		char *dst;
		size_t len;
	} f[] = {
		{ "cpu", bc->cpu, sizeof(bc->cpu) },
		{ "qemu", bc->qemu, sizeof(bc->qemu) },
		{ "qemu_nic", bc->qemu_nic, sizeof(bc->qemu_nic) },
		{ "target", bc->target, sizeof(bc->target) },
		{ "flash", bc->flash, sizeof(bc->flash) },
		{ "reset", bc->reset, sizeof(bc->reset) },
		{ "tool", bc->tool, sizeof(bc->tool) },
		{ "console", bc->console, sizeof(bc->console) },
		{ "marker", bc->marker, sizeof(bc->marker) },
		{ "mcu", bc->mcu, sizeof(bc->mcu) },
		{ "flash_latency", bc->flash_latency,
		  sizeof(bc->flash_latency) },
	};
	size_t i;
	long n;

	for (i = 0; i < sizeof(f) / sizeof(f[0]); i++)
		if (strcmp(k, f[i].key) == 0) {
			if (str_fit(f[i].dst, f[i].len, v) == 0)
				return 0;
			errorf("%s:%d: %s is longer than %zu characters",
			       bc->path, line, k, f[i].len - 1);
			return -1;
		}
	if (strcmp(k, "clock_mhz") == 0) {
		if (num_clock(v, &bc->clock_mhz) == 0)
			return 0;
		errorf("%s:%d: clock_mhz '%s' is not a clock in MHz", bc->path,
		       line, v);
		return -1;
	}
	if (strcmp(k, "qemu_ram") == 0) {
		if (num_int(v, 1L << 20, &n) == 0 && n > 0) {
			bc->qemu_ram = n;
			return 0;
		}
		errorf("%s:%d: qemu_ram '%s' is not a size in MiB", bc->path,
		       line, v);
		return -1;
	}
	if (strcmp(k, "baud") == 0) {
		if (num_int(v, 10000000, &n) == 0 && n > 0) {
			bc->baud = n;
			return 0;
		}
		errorf("%s:%d: baud '%s' is not a rate", bc->path, line, v);
		return -1;
	}
	for (i = 0; meson_only[i] != NULL; i++)
		if (strcmp(k, meson_only[i]) == 0)
			return 0;
	errorf("%s:%d: unknown key '%s'", bc->path, line, k);
	return -1;
}

/* see board.h */
int
board_conf_load(const char *root, const char *name, board_conf *bc)
{
	char buf[4096], *l, *eq;
	FILE *f;
	int line = 0, rc = 0;

	memset(bc, 0, sizeof(*bc));
	if (*name == '\0' || strchr(name, '/') != NULL || name[0] == '.' ||
	    str_fit(bc->name, sizeof(bc->name), name) != 0) {
		errorf("'%s' is not a board name", name);
		return -1;
	}
	snprintf(bc->path, sizeof(bc->path), "%s/mcu/boards/%s/board.conf",
		 root, name);
	f = fopen(bc->path, "r");
	if (f == NULL) {
		char names[512];

		board_conf_names(root, 1, names, sizeof(names));
		errorf("no board '%s' (no %s); the real boards: %s", name,
		       bc->path, names);
		return -1;
	}
	while (rc == 0 && fgets(buf, sizeof(buf), f) != NULL) {
		line++;
		if (strchr(buf, '\n') == NULL && !feof(f)) {
			errorf("%s:%d: line longer than %zu characters",
			       bc->path, line, sizeof(buf) - 2);
			rc = -1;
			break;
		}
		l = str_trim(buf);
		if (*l == '\0' || *l == '#')
			continue;
		eq = strstr(l, " = ");
		if (eq == NULL) {
			errorf("%s:%d: '%s' is not 'key = value'", bc->path,
			       line, l);
			rc = -1;
			break;
		}
		*eq = '\0';
		rc = conf_set(bc, line, str_trim(l), str_trim(eq + 3));
	}
	fclose(f);
	if (rc == 0 && bc->cpu[0] == '\0') {
		errorf("%s: no cpu line", bc->path);
		rc = -1;
	}
	return rc;
}

/* Call fn on each board folder's name, sorted; stops at a non-zero. */
static int
each_board(const char *root, int (*fn)(const char *, void *), void *arg)
{
	char dir[4200];
	struct dirent **names;
	int n, i, rc = 0;

	snprintf(dir, sizeof(dir), "%s/mcu/boards", root);
	n = scandir(dir, &names, NULL, alphasort);
	if (n < 0)
		return 0;
	for (i = 0; i < n; i++) {
		if (rc == 0 && names[i]->d_name[0] != '.')
			rc = fn(names[i]->d_name, arg);
		free(names[i]);
	}
	free(names);
	return rc;
}

typedef struct names_arg {
	const char *root;
	int real;
	char *buf;
	size_t len;
} names_arg;

/* quietly: a board.conf that does not read is reported when used */
static int
quiet_load(const char *root, const char *name, board_conf *bc)
{
	char p[4200];
	struct stat st;

	snprintf(p, sizeof(p), "%s/mcu/boards/%s/board.conf", root, name);
	if (stat(p, &st) != 0)
		return -1;
	return board_conf_load(root, name, bc);
}

static int
add_name(const char *name, void *arg)
{
	names_arg *a = arg;
	board_conf bc;
	size_t l = strlen(a->buf);

	if (quiet_load(a->root, name, &bc) == 0 &&
	    (bc.qemu[0] == '\0') == (a->real != 0))
		snprintf(a->buf + l, a->len - l, "%s%s", l ? ", " : "",
			 a->real ? bc.name : bc.target);
	return 0;
}

/* see board.h */
void
board_conf_names(const char *root, int real, char *buf, size_t len)
{
	names_arg a = { root, real, buf, len };

	buf[0] = '\0';
	(void)each_board(root, add_name, &a);
}

typedef struct target_arg {
	const char *root, *target;
	board_conf *bc;
} target_arg;

static int
match_target(const char *name, void *arg)
{
	target_arg *a = arg;

	return quiet_load(a->root, name, a->bc) == 0 &&
	       strcmp(a->bc->target, a->target) == 0;
}

/* see board.h */
int
board_conf_target(const char *root, const char *target, board_conf *bc,
		  int quiet)
{
	target_arg a = { root, target, bc };
	char names[512];

	if (*target != '\0' && each_board(root, match_target, &a) == 1)
		return 0;
	if (!quiet) {
		board_conf_names(root, 0, names, sizeof(names));
		errorf("no QEMU board has target '%s' (mcu/boards/*/"
		       "board.conf): %s", target, names);
	}
	return -1;
}

/* A path the flash command takes as it is, inside or outside quotes. */
static int
plain_path(const char *s)
{
	return *s != '\0' && s[strspn(s, "abcdefghijklmnopqrstuvwxyz"
				 "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
				 "/._+-,=@%:")] == '\0';
}

/* see board.h */
int
board_command(char *out, size_t len, const char *tmpl, const char *elf,
	      const char *bin)
{
	size_t o = 0, l;
	const char *v;

	if (!plain_path(elf) || !plain_path(bin)) {
		errorf("the image's path '%s' has characters a flash command "
		       "cannot take unquoted (a space, a quote): give "
		       "--build-dir a plain one", elf);
		return -1;
	}
	while (*tmpl != '\0') {
		v = strncmp(tmpl, "{elf}", 5) == 0 ? elf :
			strncmp(tmpl, "{bin}", 5) == 0 ? bin : NULL;
		l = v != NULL ? strlen(v) : 1;
		if (o + l + 1 > len) {
			errorf("the flash command is longer than %zu "
			       "characters", len - 1);
			return -1;
		}
		if (v != NULL) {
			memcpy(out + o, v, l);
			tmpl += 5;
		} else {
			out[o] = *tmpl++;
		}
		o += l;
	}
	out[o] = '\0';
	return 0;
}

/* see board.h */
const char *
board_root(void)
{
	const char *src = path_source();

	if (src == NULL)
		errorf("the boards and their firmware are in the cryptobench "
		       "source tree: set CRYPTOBENCH_SRC to it");
	return src;
}

/* Run the shell command cmd, its output on stderr (verbose) or into the
 * file out, shown when the command fails; its status. */
static int
quiet_system(const char *cmd, const char *out, int verbose)
{
	char full[16500];
	int st;

	if (verbose || out[0] == '\0') {
		snprintf(full, sizeof(full), "%s >&2", cmd);
		return system(full);
	}
	snprintf(full, sizeof(full), "%s >'%s' 2>&1", cmd, out);
	st = system(full);
	if (st != 0) {
		snprintf(full, sizeof(full), "tail -n 60 '%s' >&2", out);
		if (system(full) != 0)
			errorf("%s: cannot show the build's output", out);
	}
	return st;
}

/* see board.h */
int
board_build(const board_conf *bc, const char *dir, const char *opts,
	    int reconfigure, int verbose)
{
	char cmd[16384], out[] = "/tmp/cryptobench-build-XXXXXX";
	const char *src = board_root();
	int fd, rc = -1;

	if (src == NULL)
		return -1;
	fd = mkstemp(out);
	if (fd < 0)
		out[0] = '\0';  /* the output on stderr, then */
	else
		close(fd);
	if (access(dir, F_OK) != 0 || reconfigure) {
		if (access(dir, F_OK) == 0)
			snprintf(cmd, sizeof(cmd), "meson configure '%s' %s",
				 dir, opts);
		else
			snprintf(cmd, sizeof(cmd), "meson setup '%s' '%s' "
				 "--cross-file '%s/mcu/cross/%s.ini' -Dboard=%s "
				 "%s", dir, src, src, bc->cpu, bc->name, opts);
		fprintf(stderr, "%s: configuring %s\n", g_prog, dir);
		if (quiet_system(cmd, out, verbose) != 0) {
			errorf("cannot configure the firmware build in %s "
			       "(needs meson and gcc-arm-none-eabi: "
			       "./bootstrap --deps)", dir);
			goto done;
		}
	}
	snprintf(cmd, sizeof(cmd), "ninja -C '%s'", dir);
	if (quiet_system(cmd, out, verbose) != 0) {
		errorf("cannot build the firmware in %s%s", dir, verbose ? "" :
		       " (its last lines above; -v shows it all)");
		goto done;
	}
	rc = 0;
done:
	if (out[0] != '\0')
		unlink(out);
	return rc;
}

typedef struct latency_arg {
	const char *root, *mcu;
	double clock_mhz;
	char *out;
	size_t len;
} latency_arg;

static int
latency_of(const char *name, void *arg)
{
	latency_arg *a = arg;
	board_conf bc;
	size_t l;

	if (board_conf_load(a->root, name, &bc) != 0 || bc.qemu[0] != '\0' ||
	    bc.mcu[0] == '\0' || bc.flash_latency[0] == '\0' ||
	    bc.clock_mhz != a->clock_mhz)
		return 0;
	l = strlen(bc.mcu) < strlen(a->mcu) ? strlen(bc.mcu) : strlen(a->mcu);
	if (strncasecmp(bc.mcu, a->mcu, l) != 0)
		return 0;
	snprintf(a->out, a->len, "%s (mcu/boards/%s)", bc.flash_latency,
		 name);
	return 1;
}

/* see board.h */
int
board_flash_latency(const char *root, const char *mcu, double clock_mhz,
		    char *out, size_t len)
{
	latency_arg a = { root, mcu, clock_mhz, out, len };

	if (root == NULL || *mcu == '\0')
		return -1;
	return each_board(root, latency_of, &a) == 1 ? 0 : -1;
}
