/* SPDX-License-Identifier: MIT */
/* Umbrella header: the whole public API of the cryptobench core. */
#ifndef CB_CB_H
#define CB_CB_H

#include "cb/aead.h"
#include "cb/block.h"
#include "cb/bn.h"
#include "cb/desc.h"
#include "cb/ec.h"
#include "cb/err.h"
#include "cb/hash.h"
#include "cb/lms.h"
#include "cb/mac.h"
#include "cb/mldsa.h"
#include "cb/mlkem.h"
#include "cb/util.h"

#endif
