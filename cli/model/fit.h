/* SPDX-License-Identifier: MIT */
/* Cost against message size: the set-up + per-byte fit of a size sweep. */
#ifndef CLI_FIT_H
#define CLI_FIT_H

#include <stddef.h>
#include <stdint.h>

#include "model.h"

/* Most sizes of one case that are fitted (a sweep has 15 by default). */
#define FIT_MAX_PTS 64

/*
 * One case measured or published at several message sizes: a board's
 * algorithm, operation, implementation and metric with the same
 * parameters but the size (message= or buffer=).  y is the cost of one
 * call in cycles (per MHz: a time or rate times the clock) or, for an
 * emulated board, in its insns or est-cycles.
 */
typedef struct fit_case {
	const cb_result *row;   /* its first row: board, algorithm, ... */
	char params[192];       /* the parameters without the size */
	cb_metric met;          /* MET_CYCLES, MET_INSNS or MET_EST_CYCLES */
	const char *unit;       /* its name: metric_count(met) */
	size_t n;
	double x[FIT_MAX_PTS];  /* bytes, ascending */
	double y[FIT_MAX_PTS];  /* cost of one call */
	/* the model chosen: cost = a + b x bytes (block 0), or
	 * a + c x blocks(bytes) for a cost that steps per block of that
	 * many bytes (fit_blocks; for a cipher mode also a group of 2, 4
	 * or 8 of its blocks taken at once); b is then c / block */
	unsigned block;
	double a, b, c;
	double resid;           /* RMS of the relative residuals */
} fit_case;

/*
 * Weighted least squares of y = a + b x over n points, each weighted by
 * 1 / y^2 (so that the relative error counts: costs span three orders
 * of magnitude), unweighted where some y is 0.
 * resid receives the RMS of (y - fit) / y (of y - fit where y is 0).
 * Returns 0, or -1 when fewer than two distinct x.
 */
int fit_line(const double *x, const double *y, size_t n, double *a,
	     double *b, double *resid);

/* Blocks the algorithm processes for a message of len bytes (padding
 * included: SHA-256 hashes ceil((len + 9) / 64) blocks), and in *block
 * their size; 0 (and *block 0) for one whose cost has no single step. */
double fit_blocks(const char *algorithm, double len, unsigned *block);

/* Fit x, y (n points) for algorithm: per byte and per block (a cipher
 * mode also per 2, 4 and 8 blocks), the model with the lowest residual
 * kept.  Returns 0, or -1 when fewer than two distinct sizes. */
int fit_case_solve(fit_case *fc, const char *algorithm);

/* The fitted cost of one call on len bytes. */
double fit_predict(const fit_case *fc, double len);

/* Whether len was one of the measured sizes. */
int fit_measured(const fit_case *fc, double len);

/*
 * The cases of board b that pass flt with at least two sizes, fitted,
 * ordered as the rows.  A time or rate given beside a cycle count of the
 * same line (sel's rule) is left out.  *out is malloc'd; returns the count.
 */
size_t fit_cases(const cb_dataset *ds, const cb_board *b, const filter *flt,
		 fit_case **out);

/* show --fit: the fits of board b as a table; 0, or -1 (message printed)
 * when none passes flt. */
int fit_print(const cb_dataset *ds, const cb_board *b, const filter *flt);

/*
 * compare --size: keep only the bulk rows (ciphers, AEADs, hashes, MACs)
 * measured at size bytes, and add for every fitted case of boards b[nb]
 * not measured there a row of its fitted cost, its params marked
 * fit=interpolated (or fit=extrapolated outside the sizes measured).
 * 0, or -1 (out of memory).
 */
int fit_at_size(cb_dataset *ds, const cb_board *const *b, int nb,
		double size);

/*
 * A --sizes list: comma-separated byte counts, each 0 .. max, no
 * duplicates, at most nmax of them.  0 and sizes[*n], or -1 with the
 * reason in err.
 */
int fit_size_list(const char *s, uint32_t max, uint32_t *sizes, size_t nmax,
		  size_t *n, char *err, size_t errlen);

#endif
