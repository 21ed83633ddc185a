/* SPDX-License-Identifier: MIT */
/* One ML-KEM vector record run against the core (tests and ref/ share it). */
#ifndef TESTS_MLKEM_VEC_H
#define TESTS_MLKEM_VEC_H

#include <stddef.h>

#include "vec.h"

/*
 * Run record r of a vectors/mlkem/ file (the section names the
 * operation and the parameter set; the fields are described in the
 * files).  Returns 0 if the core's answer matches the record's Result,
 * else 1 with "file:line: what" in why.
 */
int mlkem_vec_record(const vec_rec *r, char *why, size_t whylen);

/* 1 if the record expects success (Result valid, or none given) */
int mlkem_vec_valid(const vec_rec *r);

#endif
