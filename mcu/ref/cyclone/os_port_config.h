/* SPDX-License-Identifier: MIT */
/* CycloneCRYPTO's OS port for the reference image: bare metal, no RTOS. */
#ifndef REF_CYCLONE_OS_PORT_CONFIG_H
#define REF_CYCLONE_OS_PORT_CONFIG_H

#define USE_NO_RTOS

/* CycloneCRYPTO Open is GPLv2: whoever builds this image (run --target
 * --ref cyclone=DIR, from a folder they fetched) accepts its terms for
 * that build, which is run here and never distributed; nothing of it
 * enters this tree */
#define GPL_LICENSE_TERMS_ACCEPTED

#endif
