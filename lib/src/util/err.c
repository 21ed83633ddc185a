/* SPDX-License-Identifier: MIT */
/* Names of the error codes. */
#include "cb/err.h"

/* see cb/err.h */
const char *
cb_strerror(int err)
{
	switch (err) {
	case CB_OK:
		return "success";
	case CB_E_ARG:
		return "bad length or parameter";
	case CB_E_AUTH:
		return "authentication failed";
	case CB_E_RANGE:
		return "value out of range";
	case CB_E_RNG:
		return "random generator failure";
	case CB_E_UNSUPPORTED:
		return "not supported";
	case CB_E_STATE:
		return "stateful key exhausted or not saved";
	default:
		return "unknown error";
	}
}
