/* SPDX-License-Identifier: MIT */
/* The marker pin's edges through libgpiod's line events (1.6, or 2.x). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <gpiod.h>

#include "board.h"
#include "util.h"

#define CONSUMER "cryptobench"
#define BATCH 64

struct gpio_capture {
	char spec[128];
#ifdef CB_GPIOD_V2
	struct gpiod_chip *chip;
	struct gpiod_line_request *req;
	struct gpiod_edge_event_buffer *buf;
#else
	struct gpiod_chip *chip;
	struct gpiod_line *line;
#endif
	edge *e;
	size_t n, cap;
};

/* see board.h */
const char *
gpio_api(void)
{
#ifdef CB_GPIOD_V2
	return "libgpiod 2 (edge events)";
#else
	return "libgpiod 1.6 (line events)";
#endif
}

static int
add_edge(gpio_capture *g, uint64_t ns, int rising)
{
	if (g->n == g->cap) {
		size_t cap = g->cap ? g->cap * 2 : 4096;
		edge *x = realloc(g->e, cap * sizeof(*x));

		if (x == NULL) {
			errorf("out of memory");
			return -1;
		}
		g->e = x;
		g->cap = cap;
	}
	g->e[g->n].ns = ns;
	g->e[g->n].rising = rising;
	g->n++;
	return 0;
}

/* see board.h */
gpio_capture *
gpio_open(const char *spec)
{
	gpio_capture *g;
	const char *colon = strrchr(spec, ':');
	char chip[128];
	long off;

	if (colon == NULL || colon == spec || colon - spec >= (long)sizeof(chip)
	    || num_int(colon + 1, 65535, &off) != 0) {
		errorf("--gpio '%s': expected CHIP:LINE, e.g. gpiochip0:17 or "
		       "/dev/gpiochip0:17", spec);
		return NULL;
	}
	memcpy(chip, spec, (size_t)(colon - spec));
	chip[colon - spec] = '\0';
	g = calloc(1, sizeof(*g));
	if (g == NULL)
		return NULL;
	snprintf(g->spec, sizeof(g->spec), "%s", spec);
#ifdef CB_GPIOD_V2
	{
		char path[160];
		struct gpiod_line_settings *ls = gpiod_line_settings_new();
		struct gpiod_line_config *lc = gpiod_line_config_new();
		struct gpiod_request_config *rc = gpiod_request_config_new();
		unsigned int o = (unsigned int)off;

		/* a name (gpiochip0), a number (0) or a path */
		if (chip[0] == '/')
			snprintf(path, sizeof(path), "%s", chip);
		else if (chip[strspn(chip, "0123456789")] == '\0')
			snprintf(path, sizeof(path), "/dev/gpiochip%s", chip);
		else
			snprintf(path, sizeof(path), "/dev/%s", chip);
		g->chip = gpiod_chip_open(path);
		if (ls != NULL && lc != NULL && rc != NULL && g->chip != NULL) {
			gpiod_line_settings_set_direction(ls,
				GPIOD_LINE_DIRECTION_INPUT);
			gpiod_line_settings_set_edge_detection(ls,
				GPIOD_LINE_EDGE_BOTH);
			gpiod_line_settings_set_event_clock(ls,
				GPIOD_LINE_CLOCK_MONOTONIC);
			gpiod_request_config_set_consumer(rc, CONSUMER);
			if (gpiod_line_config_add_line_settings(lc, &o, 1, ls)
			    == 0)
				g->req = gpiod_chip_request_lines(g->chip, rc,
								  lc);
		}
		gpiod_line_settings_free(ls);
		gpiod_line_config_free(lc);
		gpiod_request_config_free(rc);
		g->buf = gpiod_edge_event_buffer_new(BATCH);
		if (g->req == NULL || g->buf == NULL) {
			errorf("--gpio %s: cannot watch line %ld of %s for "
			       "edges: %s", spec, off, path, strerror(errno));
			gpio_close(g);
			return NULL;
		}
	}
#else
	g->chip = gpiod_chip_open_lookup(chip);
	if (g->chip == NULL) {
		errorf("--gpio %s: no GPIO chip '%s' (%s; 'gpiodetect' lists "
		       "them)", spec, chip, strerror(errno));
		gpio_close(g);
		return NULL;
	}
	g->line = gpiod_chip_get_line(g->chip, (unsigned int)off);
	if (g->line == NULL ||
	    gpiod_line_request_both_edges_events(g->line, CONSUMER) != 0) {
		errorf("--gpio %s: cannot watch line %ld of %s for edges: %s",
		       spec, off, chip, strerror(errno));
		g->line = NULL;
		gpio_close(g);
		return NULL;
	}
#endif
	return g;
}

/* see board.h */
int
gpio_fd(const gpio_capture *g)
{
#ifdef CB_GPIOD_V2
	return gpiod_line_request_get_fd(g->req);
#else
	return gpiod_line_event_get_fd(g->line);
#endif
}

/* see board.h */
int
gpio_read(gpio_capture *g)
{
	int n, i;
#ifdef CB_GPIOD_V2
	n = gpiod_line_request_read_edge_events(g->req, g->buf, BATCH);
	for (i = 0; i < n; i++) {
		struct gpiod_edge_event *ev =
			gpiod_edge_event_buffer_get_event(g->buf,
							  (unsigned long)i);

		if (add_edge(g, gpiod_edge_event_get_timestamp_ns(ev),
			     gpiod_edge_event_get_event_type(ev) ==
			     GPIOD_EDGE_EVENT_RISING_EDGE) != 0)
			return -1;
	}
#else
	struct gpiod_line_event ev[BATCH];

	n = gpiod_line_event_read_multiple(g->line, ev, BATCH);
	for (i = 0; i < n; i++)
		if (add_edge(g, (uint64_t)ev[i].ts.tv_sec * 1000000000u +
			     (uint64_t)ev[i].ts.tv_nsec, ev[i].event_type ==
			     GPIOD_LINE_EVENT_RISING_EDGE) != 0)
			return -1;
#endif
	if (n < 0) {
		errorf("--gpio %s: reading its edge events: %s", g->spec,
		       strerror(errno));
		return -1;
	}
	return 0;
}

/* see board.h */
const edge *
gpio_edges(const gpio_capture *g, size_t *n)
{
	*n = g->n;
	return g->e;
}

/* see board.h */
void
gpio_close(gpio_capture *g)
{
	if (g == NULL)
		return;
#ifdef CB_GPIOD_V2
	if (g->buf != NULL)
		gpiod_edge_event_buffer_free(g->buf);
	if (g->req != NULL)
		gpiod_line_request_release(g->req);
	if (g->chip != NULL)
		gpiod_chip_close(g->chip);
#else
	if (g->line != NULL)
		gpiod_line_release(g->line);
	if (g->chip != NULL)
		gpiod_chip_close(g->chip);
#endif
	free(g->e);
	free(g);
}
