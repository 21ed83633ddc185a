/* SPDX-License-Identifier: MIT */
/* Tests for the shared helpers: cb_memeq, cb_wipe, cb_strerror, ct.h. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "cb/cb.h"
#include "internal/ct.h"

START_TEST(memeq_basic)
{
	uint8_t a[33], b[33];
	size_t i;

	for (i = 0; i < sizeof(a); i++)
		a[i] = b[i] = (uint8_t)(i * 7);
	ck_assert_int_eq(cb_memeq(a, b, sizeof(a)), 1);
	ck_assert_int_eq(cb_memeq(NULL, NULL, 0), 1);
	for (i = 0; i < sizeof(a); i++) {
		b[i] ^= 0x80;
		ck_assert_int_eq(cb_memeq(a, b, sizeof(a)), 0);
		b[i] ^= 0x81;
		ck_assert_int_eq(cb_memeq(a, b, sizeof(a)), 0);
		b[i] ^= 0x01;
	}
}
END_TEST

START_TEST(wipe_basic)
{
	uint8_t a[17];

	memset(a, 0xa5, sizeof(a));
	cb_wipe(a + 1, 15);
	ck_assert_int_eq(a[0], 0xa5);
	ck_assert_int_eq(a[16], 0xa5);
	for (int i = 1; i < 16; i++)
		ck_assert_int_eq(a[i], 0);
	cb_wipe(NULL, 0);
}
END_TEST

START_TEST(strerror_names)
{
	ck_assert_str_eq(cb_strerror(CB_OK), "success");
	ck_assert_str_eq(cb_strerror(CB_E_AUTH), "authentication failed");
	ck_assert_str_eq(cb_strerror(12345), "unknown error");
}
END_TEST

START_TEST(ct_masks)
{
	static const uint32_t v[] = { 0, 1, 2, 0x7fffffff, 0x80000000,
				      0xfffffffe, 0xffffffff };
	size_t i, j;

	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		ck_assert_uint_eq(cb_ct_nonzero32(v[i]),
				  v[i] ? 0xffffffffu : 0u);
		for (j = 0; j < sizeof(v) / sizeof(v[0]); j++) {
			ck_assert_uint_eq(cb_ct_eq32(v[i], v[j]),
					  v[i] == v[j] ? 0xffffffffu : 0u);
			ck_assert_uint_eq(cb_ct_lt32(v[i], v[j]),
					  v[i] < v[j] ? 0xffffffffu : 0u);
			ck_assert_uint_eq(cb_ct_select32(0xffffffffu, v[i],
							 v[j]), v[i]);
			ck_assert_uint_eq(cb_ct_select32(0, v[i], v[j]), v[j]);
		}
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("util");
	TCase *tc = tcase_create("util");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, memeq_basic);
	tcase_add_test(tc, wipe_basic);
	tcase_add_test(tc, strerror_names);
	tcase_add_test(tc, ct_masks);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
