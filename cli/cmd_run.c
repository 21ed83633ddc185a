/* SPDX-License-Identifier: MIT */
/* cryptobench run: the harness on this machine, saved like a board. */
#include <errno.h>
#include <fnmatch.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"
#include "board.h"
#include "cb_version.h"
#include "cli.h"
#include "fit.h"
#include "port.h"
#include "ref_libs.h"
#include "store.h"

#ifdef CB_HAVE_REF
#include <openssl/core_names.h>
#include <openssl/dh.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/param_build.h>
#include <openssl/x509.h>
#include "cb/bn.h"
#include "cb/ec.h"
#endif

#ifndef CB_CC
#define CB_CC "unknown"
#endif
#ifndef CB_CFLAGS
#define CB_CFLAGS ""
#endif

static const char run_help[] =
	"usage: cryptobench run [--algo GLOB] [--family F] [--mode M]\n"
	"                       [--config C] [--quick] [--save NAME]\n"
	"                       [--no-save] [--log FILE] [--ref LIBS]\n"
	"                       [--sweep [--sizes LIST]]\n"
	"       cryptobench run --target qemu-m4|qemu-m33|qemu-m55 [--full]\n"
	"                       [--sweep [--sizes LIST]]\n"
	"                       [--algo GLOB] [--save NAME] [--no-save]\n"
	"                       [--log FILE] [--timeout S]\n"
	"                       [--build-dir DIR] [--wait-states N [--art]]\n"
	"       cryptobench run --board BOARD --serial DEV [--baud N]\n"
	"                       [--flash-cmd CMD | --no-flash] [--gpio CHIP:LINE]\n"
	"                       [--full] [--algo GLOB] [--save NAME] [--no-save]\n"
	"                       [--log FILE] [--timeout S] [--line-timeout S]\n"
	"                       [--build-dir DIR]\n\n"
	"Measure the crypto core on this machine with the benchmark harness\n"
	"(lib/bench): every cipher, AEAD, hash and MAC, encrypt and decrypt,\n"
	"in three shapes after the published methods: one long message\n"
	"(mode=long, 8192 bytes, key set up beforehand), CMOX \"sole buffer\"\n"
	"one-shot calls on 32, 64 and 128 bytes including key setup, and CMOX\n"
	"\"data flow\" of 8000 bytes in 128/512/1024/2048-byte chunks.  Each\n"
	"case is warmed up, then repeated within a time budget; the median is\n"
	"reported with min, max and the number of repetitions.  Counts are\n"
	"CPU cycles from perf_event_open where the kernel allows it, else\n"
	"nanoseconds from clock_gettime with the clock frequency measured by\n"
	"calibration (the header says which).  The table is saved with its\n"
	"raw run log as a new run in the user's run store (an SQLite\n"
	"database, $XDG_DATA_HOME/cryptobench/runs.db, one transaction per\n"
	"save), so that 'cryptobench compare host stm32f4' works; earlier\n"
	"runs are kept ('cryptobench runs', NAME@N).\n\n";
/* the options (one string would pass C11's 4095-character minimum) */
static const char run_help_opts[] =
	"  --algo GLOB      algorithm ids matching GLOB (comma list), e.g.\n"
	"                   'aes-128-*,sha256'\n"
	"  --family F       cipher, aead, hash, mac, signature, key-exchange\n"
	"                   or pq (comma list)\n"
	"  --mode M         long, sole-buffer, data-flow or op (public-key\n"
	"                   operations; comma list)\n"
	"  --config C       ct (constant-time) or table (table ciphers; GCM\n"
	"                   with its 64 KB per-key GHASH table, but for\n"
	"                   sole-buffer calls, where building it would cost\n"
	"                   more than the message: there the ct GHASH);\n"
	"                   ML-DSA: fast (keygen, sign, verify) or small\n"
	"                   (its small-memory signing); LMS: fast (the tree\n"
	"                   kept) or small (recomputed); comma list\n"
	"  --quick          long messages and public-key operations only, a\n"
	"                   small time budget (seconds)\n"
	"  --save NAME      save as a new run of NAME (default host):\n"
	"                   lowercase letters, digits, '-' and '_', not the\n"
	"                   name of a published board\n"
	"  --no-save        print the table only\n"
	"  --log FILE       also write the raw run log to FILE ('-': stdout,\n"
	"                   instead of the table), checked before measuring\n"
	"  --ref LIBS       measure the same cases through other libraries in\n"
	"                   the same process, interleaved call by call with\n"
	"                   ours, after checking that their output (text,\n"
	"                   tag, digest, MAC) equals ours, and print ours,\n"
	"                   theirs and the ratio (ours / theirs); LIBS is a\n"
	"                   comma list of openssl (EVP), bearssl and tomcrypt\n"
	"                   (the portable-C libraries; for bearssl, config=ct\n"
	"                   rows use its constant-time code, e.g. aes_ct64,\n"
	"                   and table rows its tables, e.g. aes_big; each\n"
	"                   row names the implementation used);\n"
	"                   OPENSSL_ia32cap=0 in the environment makes\n"
	"                   OpenSSL run without its AES-NI, SHA-NI, SSE and\n"
	"                   AVX code\n"
	"  --target T       build (or find) the firmware for QEMU machine T\n"
	"                   (qemu-m4: mps2-an386, qemu-m33: mps2-an505,\n"
	"                   qemu-m55: mps3-an547; the target line of a\n"
	"                   mcu/boards/*/board.conf), run it with -icount shift=0\n"
	"                   after its self-test, print its table (the rows\n"
	"                   --algo selects) and save it all (default\n"
	"                   NAME: T); counts are emulated instructions, never\n"
	"                   cycles; exits 1 if the self-test fails or QEMU\n"
	"                   does not finish\n"
	"  --sweep          instead of the shapes: every cipher, AEAD, hash\n"
	"                   and MAC at each message size (mode=sweep;\n"
	"                   message=N), with the key set up beforehand\n"
	"                   (setup=none) and in the call (setup=key; GCM's\n"
	"                   GHASH table too), for 'show --fit', 'compare\n"
	"                   --size' and 'plot --sweep'; with --target, a\n"
	"                   firmware built with these sizes (build-fw-m4-\n"
	"                   sweep) and --algo compiled in\n"
	"  --sizes LIST     the sweep's sizes in bytes, comma list, each\n"
	"                   0-16384 (default 0,1,15,16,17,32,64,128,256,\n"
	"                   512,1024,2048,4096,8192,16384); with --quick, a\n"
	"                   small time budget per case\n"
	"  --full           with --target or --board: every shape, not only long\n"
	"                   messages and public-key operations\n"
	"  --timeout S      with --target: give QEMU S seconds (default 900);\n"
	"                   with --board: the whole log (default 900)\n"
	"  --build-dir DIR  with --target or --board: the firmware build folder\n"
	"                   (default build-fw-m4 etc., build-fw-BOARD, in the\n"
	"                   source tree, as ./check)\n"
	"  --wait-states N  with --target: the cycle model's est-cycles with N\n"
	"                   flash wait states (1-15, see 'cryptobench cycles';\n"
	"                   default zero), named in the log's est_cycles line\n"
	"  --art            with --wait-states: the STM32F4 ART approximation\n";
/* run --board: a real board (or a QEMU one on a pseudo-terminal) */
static const char run_help_board[] =
	"  --board B        a board of mcu/boards/ (nucleo-f439zi ...): build\n"
	"                   its firmware if needed, flash it with the command\n"
	"                   of its board.conf (which resets it), read its\n"
	"                   serial log from '# firmware:' to '# end', check the\n"
	"                   self-test, print and save the table (default NAME:\n"
	"                   B); a board that does not answer within 15 s, a\n"
	"                   self-test failure, a log cut short or a serial\n"
	"                   disconnect: an error naming the step, nothing saved\n"
	"  --serial DEV     with --board: its serial port (/dev/ttyACM0),\n"
	"                   set raw 8N1 at the board's baud rate\n"
	"  --baud N         with --board: another rate than board.conf's\n"
	"  --flash-cmd CMD  with --board: the flash command (sh), {elf} and\n"
	"                   {bin} standing for the image; it must reset the board\n"
	"  --no-flash       with --board: the image is on the board already:\n"
	"                   run board.conf's reset command, or reset by hand\n"
	"  --gpio CHIP:LINE with --board: a Linux GPIO line wired to the board's\n"
	"                   marker pin (board.conf); its edges (libgpiod) time\n"
	"                   every sample from outside: per row the pin's time\n"
	"                   beside the on-chip count, and the clock checked\n"
	"                   ('clock verified externally: 179.98 MHz (stated\n"
	"                   180)', saved with the figures, or a warning)\n"
	"  --line-timeout S with --board: longest silence between two lines\n"
	"                   of the log (default 120)\n";

typedef struct run_opts {
	const char *algo, *family, *mode, *config, *save, *log;
	int quick, no_save, ref;
	/* --ref: bit 0 OpenSSL, bit 1 + k library k of ref_libs.h */
	/* --target: firmware under QEMU instead of this machine */
	const char *target, *build_dir;
	int full, timeout;
	/* --wait-states, --art: the cycle model's flash (0: zero wait) */
	int ws, art;
	/* --sweep, --sizes (the text as given, for the firmware build) */
	int sweep;
	const char *sizes_arg;
	uint32_t sizes[CB_BENCH_SWEEP_MAX];
	size_t nsizes;
	/* --board: firmware on a board through its serial port */
	board_opts b;
} run_opts;

/* Is word in the comma-separated list? */
static int
in_list(const char *list, const char *word)
{
	size_t l = strlen(word);

	while (*list != '\0') {
		if (strncmp(list, word, l) == 0 &&
		    (list[l] == ',' || list[l] == '\0'))
			return 1;
		list += strcspn(list, ",");
		if (*list == ',')
			list++;
	}
	return 0;
}

static int
glob_list(const char *list, const char *word)
{
	char buf[256], *tok, *save;

	snprintf(buf, sizeof(buf), "%s", list);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	     tok = strtok_r(NULL, ",", &save))
		if (fnmatch(tok, word, 0) == 0)
			return 1;
	return 0;
}

/* Every word of list is one of allowed (NULL-terminated). */
static int
valid_list(const char *list, const char *const *allowed)
{
	char buf[128], *tok, *save;
	int i;

	if (*list == '\0')
		return 0;
	snprintf(buf, sizeof(buf), "%s", list);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	     tok = strtok_r(NULL, ",", &save)) {
		for (i = 0; allowed[i] != NULL; i++)
			if (strcmp(allowed[i], tok) == 0)
				break;
		if (allowed[i] == NULL)
			return 0;
	}
	return 1;
}

static const char *
mode_name(int mode)
{
	return mode == CB_BENCH_SOLE ? "sole-buffer" :
	       mode == CB_BENCH_FLOW ? "data-flow" :
	       mode == CB_BENCH_OP ? "op" :
	       mode >= CB_BENCH_SWEEP ? "sweep" : "long";
}

static int
wanted(const run_opts *o, const cb_bench_case *c)
{
	if (o->quick && c->mode != CB_BENCH_LONG && c->mode != CB_BENCH_OP &&
	    !o->sweep)
		return 0;
	if (o->algo != NULL && !glob_list(o->algo, c->algorithm))
		return 0;
	if (o->family != NULL && !in_list(o->family, c->family))
		return 0;
	if (o->mode != NULL && !in_list(o->mode, mode_name(c->mode)))
		return 0;
	if (o->config != NULL && !in_list(o->config, c->config))
		return 0;
	return 1;
}

/* ---- what this machine is ---- */

typedef struct host {
	char name[96], cpu[96], vendor[48], arch[32];
} host;

static void
host_info(host *h)
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	struct utsname u;
	char line[512];

	memset(h, 0, sizeof(*h));
	if (gethostname(h->name, sizeof(h->name) - 1) != 0)
		snprintf(h->name, sizeof(h->name), "localhost");
	if (uname(&u) == 0)
		snprintf(h->arch, sizeof(h->arch), "%s", u.machine);
	while (f != NULL && fgets(line, sizeof(line), f) != NULL) {
		char *colon = strchr(line, ':'), *v;

		if (colon == NULL)
			continue;
		v = ig_trim(colon + 1);
		*colon = '\0';
		ig_trim(line);
		if (h->cpu[0] == '\0' && (strcmp(line, "model name") == 0 ||
					  strcmp(line, "Model") == 0 ||
					  strcmp(line, "cpu model") == 0))
			snprintf(h->cpu, sizeof(h->cpu), "%s", v);
		if (h->vendor[0] == '\0' && strcmp(line, "vendor_id") == 0)
			snprintf(h->vendor, sizeof(h->vendor), "%s",
				 strcmp(v, "GenuineIntel") == 0 ? "Intel" :
				 strcmp(v, "AuthenticAMD") == 0 ? "AMD" : v);
		if (h->vendor[0] == '\0' &&
		    strcmp(line, "CPU implementer") == 0)
			snprintf(h->vendor, sizeof(h->vendor), "%s",
				 strcmp(v, "0x41") == 0 ? "Arm" : v);
	}
	if (f != NULL)
		fclose(f);
	if (h->cpu[0] == '\0')
		snprintf(h->cpu, sizeof(h->cpu), "%s CPU", h->arch);
	if (h->vendor[0] == '\0')
		snprintf(h->vendor, sizeof(h->vendor), "unknown");
}

/* ---- OpenSSL, the same cases through EVP ---- */

typedef struct ref_case {
	const cb_bench_case *c;
	int have;               /* an OpenSSL equivalent exists */
	int err;                /* a call failed (e.g. tag rejected) */
#ifdef CB_HAVE_REF
	EVP_CIPHER *cipher;
	EVP_MD *md;
	EVP_MAC *mac;
	EVP_CIPHER_CTX *cctx;
	EVP_MD_CTX *mctx;
	EVP_MAC_CTX *xctx;
	EVP_PKEY *pkey, *peer;  /* public key: own and peer's */
	int pktype;             /* EVP_PKEY_X25519 ... or 0 */
	const EVP_MD *pkmd;     /* ECDSA and RSA: the digest signed */
	char group[24];         /* EC: OpenSSL's curve name */
	uint8_t sigder[160];    /* ECDSA: our r||s as DER, for OpenSSL */
	size_t sigderlen;
	int dec, aead, ccm, cbc, keyed;
	cb_bench_io io;
	uint8_t out[CB_BENCH_MAX_LEN + 64];
	uint8_t res[64];
#endif
} ref_case;

#ifdef CB_HAVE_REF
static void
ref_free(ref_case *r)
{
	EVP_CIPHER_CTX_free(r->cctx);
	EVP_MD_CTX_free(r->mctx);
	EVP_MAC_CTX_free(r->xctx);
	EVP_CIPHER_free(r->cipher);
	EVP_MD_free(r->md);
	EVP_MAC_free(r->mac);
	EVP_PKEY_free(r->pkey);
	EVP_PKEY_free(r->peer);
	memset(r, 0, sizeof(*r));
}

static int
ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && strcmp(s + a - b, suffix) == 0;
}

/* One public-key operation through EVP, as ours does it: keygen derives
 * the public key from the private one, shared secret from a peer key,
 * sign and verify a message with the raw-key EdDSA interface. */
static void
ref_pk_call(ref_case *r)
{
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	EVP_PKEY_CTX *pc;
	EVP_PKEY *k;
	size_t l;
	int ok = 1;

	if (r->pktype == EVP_PKEY_EC && strcmp(c->operation, "keygen") == 0) {
		/* a fresh key pair on the curve, as ours makes one */
		k = EVP_PKEY_Q_keygen(NULL, NULL, "EC", r->group);
		ok = k != NULL;
		EVP_PKEY_free(k);
	} else if (r->pktype == EVP_PKEY_DH &&
		   strcmp(c->operation, "keygen") == 0) {
		/* a fresh key pair in the named group */
		OSSL_PARAM p[2];

		k = NULL;
		pc = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
		p[0] = OSSL_PARAM_construct_utf8_string(
			OSSL_PKEY_PARAM_GROUP_NAME, r->group, 0);
		p[1] = OSSL_PARAM_construct_end();
		ok = pc != NULL && EVP_PKEY_keygen_init(pc) > 0 &&
		     EVP_PKEY_CTX_set_params(pc, p) > 0 &&
		     EVP_PKEY_generate(pc, &k) > 0;
		EVP_PKEY_free(k);
		EVP_PKEY_CTX_free(pc);
	} else if (strcmp(c->operation, "keygen") == 0) {
		k = EVP_PKEY_new_raw_private_key(r->pktype, NULL, io->priv,
						 io->privlen);
		l = sizeof(r->out);
		ok = k != NULL && EVP_PKEY_get_raw_public_key(k, r->out, &l);
		EVP_PKEY_free(k);
	} else if (strcmp(c->operation, "shared-secret") == 0) {
		/* DH secrets are up to 512 bytes, padded to p's length as
		 * ours are; the others fit res */
		uint8_t *dst = r->pktype == EVP_PKEY_DH ? r->out : r->res;

		pc = EVP_PKEY_CTX_new(r->pkey, NULL);
		l = r->pktype == EVP_PKEY_DH ? sizeof(r->out) : sizeof(r->res);
		ok = pc != NULL && EVP_PKEY_derive_init(pc) > 0 &&
		     (r->pktype != EVP_PKEY_DH ||
		      EVP_PKEY_CTX_set_dh_pad(pc, 1) > 0) &&
		     EVP_PKEY_derive_set_peer(pc, r->peer) > 0 &&
		     EVP_PKEY_derive(pc, dst, &l) > 0;
		EVP_PKEY_CTX_free(pc);
	} else if (strcmp(c->operation, "sign") == 0) {
		l = sizeof(r->out);
		ok = EVP_DigestSignInit(r->mctx, NULL, r->pkmd, NULL,
					r->pkey) > 0 &&
		     EVP_DigestSign(r->mctx, r->out, &l, io->src, c->len) > 0;
	} else {
		/* ECDSA: our r||s signature, DER-encoded once at setup */
		ok = EVP_DigestVerifyInit(r->mctx, NULL, r->pkmd, NULL,
					  r->pkey) > 0 &&
		     EVP_DigestVerify(r->mctx, r->sigderlen ? r->sigder :
				      io->sig, r->sigderlen ? r->sigderlen :
				      io->siglen, io->src, c->len) > 0;
	}
	r->err |= !ok;
}

static void
ref_call(void *arg)
{
	ref_case *r = arg;
	const cb_bench_case *c = r->c;
	const cb_bench_io *io = &r->io;
	size_t off, n, step = c->mode == CB_BENCH_FLOW ? c->chunk : c->len;
	int ok = 1, outl = 0, enc = !r->dec;

	if (r->pktype != 0) {
		ref_pk_call(r);
		return;
	}
	if (r->md != NULL) {
		unsigned int l = 0;

		ok &= EVP_DigestInit_ex2(r->mctx, r->md, NULL);
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			ok &= EVP_DigestUpdate(r->mctx, io->src + off, n);
		}
		ok &= EVP_DigestFinal_ex(r->mctx, r->res, &l);
		r->err |= !ok;
		return;
	}
	if (r->mac != NULL) {
		size_t l = 0;

		/* long messages: the key set up beforehand (NULL reuses it) */
		ok &= c->mode == CB_BENCH_LONG && r->keyed ?
		      EVP_MAC_init(r->xctx, NULL, 0, NULL) :
		      EVP_MAC_init(r->xctx, io->key, io->keylen, NULL);
		r->keyed = 1;
		for (off = 0; off < c->len; off += n) {
			n = c->len - off < step ? c->len - off : step;
			ok &= EVP_MAC_update(r->xctx, io->src + off, n);
		}
		ok &= EVP_MAC_final(r->xctx, r->res, &l, sizeof(r->res));
		r->err |= !ok;
		return;
	}
	if (r->ccm) {
		/* OpenSSL's CCM takes the lengths first and the message in
		 * one update, so its key is set up on every call */
		ok &= EVP_CipherInit_ex2(r->cctx, r->cipher, NULL, NULL, enc,
					 NULL);
		ok &= EVP_CIPHER_CTX_ctrl(r->cctx, EVP_CTRL_AEAD_SET_IVLEN,
					  (int)io->ivlen, NULL) > 0;
		ok &= EVP_CIPHER_CTX_ctrl(r->cctx, EVP_CTRL_AEAD_SET_TAG, 16,
					  r->dec ? (void *)io->tag : NULL) > 0;
		ok &= EVP_CipherInit_ex2(r->cctx, NULL, io->key, io->iv, enc,
					 NULL);
		ok &= EVP_CipherUpdate(r->cctx, NULL, &outl, NULL,
				       (int)c->len);
		ok &= EVP_CipherUpdate(r->cctx, r->out, &outl, io->src,
				       (int)c->len);
		if (enc) {
			ok &= EVP_CipherFinal_ex(r->cctx, r->out + outl, &outl);
			ok &= EVP_CIPHER_CTX_ctrl(r->cctx,
						  EVP_CTRL_AEAD_GET_TAG, 16,
						  r->res) > 0;
		}
		r->err |= !ok;
		return;
	}
	/* long messages reuse the key schedule; the other shapes set it up */
	if (c->mode == CB_BENCH_LONG)
		ok &= EVP_CipherInit_ex2(r->cctx, NULL, NULL, io->iv, enc,
					 NULL);
	else
		ok &= EVP_CipherInit_ex2(r->cctx, r->cipher, io->key, io->iv,
					 enc, NULL);
	if (r->cbc)
		ok &= EVP_CIPHER_CTX_set_padding(r->cctx, 0);
	if (r->aead && r->dec)
		ok &= EVP_CIPHER_CTX_ctrl(r->cctx, EVP_CTRL_AEAD_SET_TAG, 16,
					  (void *)io->tag) > 0;
	for (off = 0; off < c->len; off += n) {
		n = c->len - off < step ? c->len - off : step;
		ok &= EVP_CipherUpdate(r->cctx, r->out + off, &outl,
				       io->src + off, (int)n);
	}
	ok &= EVP_CipherFinal_ex(r->cctx, r->out + c->len, &outl);
	if (r->aead && enc)
		ok &= EVP_CIPHER_CTX_ctrl(r->cctx, EVP_CTRL_AEAD_GET_TAG, 16,
					  r->res) > 0;
	r->err |= !ok;
}

/* An OpenSSL EC key on group from a private scalar and/or SEC1 point. */
static EVP_PKEY *
ec_key(const char *group, const uint8_t *priv, size_t privlen,
       const uint8_t *pub, size_t publen)
{
	OSSL_PARAM_BLD *b = OSSL_PARAM_BLD_new();
	OSSL_PARAM *p = NULL;
	EVP_PKEY_CTX *pc = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
	EVP_PKEY *k = NULL;
	BIGNUM *d = priv ? BN_bin2bn(priv, (int)privlen, NULL) : NULL;

	if (b != NULL && pc != NULL &&
	    OSSL_PARAM_BLD_push_utf8_string(b, OSSL_PKEY_PARAM_GROUP_NAME,
					    group, 0) &&
	    (d == NULL || OSSL_PARAM_BLD_push_BN(b, OSSL_PKEY_PARAM_PRIV_KEY,
						 d)) &&
	    OSSL_PARAM_BLD_push_octet_string(b, OSSL_PKEY_PARAM_PUB_KEY, pub,
					     publen) &&
	    (p = OSSL_PARAM_BLD_to_param(b)) != NULL &&
	    EVP_PKEY_fromdata_init(pc) > 0)
		(void)EVP_PKEY_fromdata(pc, &k, d ? EVP_PKEY_KEYPAIR :
					EVP_PKEY_PUBLIC_KEY, p);
	OSSL_PARAM_free(p);
	OSSL_PARAM_BLD_free(b);
	EVP_PKEY_CTX_free(pc);
	BN_clear_free(d);
	return k;
}

/* An OpenSSL key of type name from parameters built by the caller. */
static EVP_PKEY *
key_from(const char *name, OSSL_PARAM_BLD *b, int selection)
{
	OSSL_PARAM *p = OSSL_PARAM_BLD_to_param(b);
	EVP_PKEY_CTX *pc = EVP_PKEY_CTX_new_from_name(NULL, name, NULL);
	EVP_PKEY *k = NULL;

	if (p != NULL && pc != NULL && EVP_PKEY_fromdata_init(pc) > 0)
		(void)EVP_PKEY_fromdata(pc, &k, selection, p);
	OSSL_PARAM_free(p);
	EVP_PKEY_CTX_free(pc);
	return k;
}

/* BIGNUMs a parameter builder points at until it builds (OpenSSL copies
 * them only in OSSL_PARAM_BLD_to_param), freed afterwards. */
typedef struct bn_keep {
	BIGNUM *x[6];
	int n;
} bn_keep;

/* Push a big-endian number as a BIGNUM parameter kept in k. */
static int
push_bn(OSSL_PARAM_BLD *b, bn_keep *k, const char *key, const uint8_t *v,
	size_t n)
{
	BIGNUM *x;

	if (k->n == 6 || (x = BN_bin2bn(v, (int)n, NULL)) == NULL)
		return 0;
	k->x[k->n++] = x;
	return OSSL_PARAM_BLD_push_BN(b, key, x);
}

static void
bn_keep_free(bn_keep *k)
{
	while (k->n > 0)
		BN_clear_free(k->x[--k->n]);
}

/* DSA on the fixed domain parameters with our key pair; OpenSSL's
 * signatures are randomised, so only ours are checked (verify). */
static int
ref_setup_dsa(ref_case *r, const cb_bench_case *c)
{
	const cb_bench_io *io = &r->io;
	OSSL_PARAM_BLD *b = OSSL_PARAM_BLD_new();
	bn_keep k = { { NULL }, 0 };

	if (b != NULL &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_FFC_P, io->dp, io->dplen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_FFC_Q, io->dq, io->dqlen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_FFC_G, io->dg, io->dglen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PUB_KEY, io->pub, io->publen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PRIV_KEY, io->priv, io->privlen))
		r->pkey = key_from("DSA", b, EVP_PKEY_KEYPAIR);
	OSSL_PARAM_BLD_free(b);
	bn_keep_free(&k);
	r->pktype = EVP_PKEY_DSA;
	r->pkmd = EVP_sha256();
	if (strcmp(c->operation, "verify") == 0 &&
	    cb_dsa_sig_to_der(r->sigder, sizeof(r->sigder), &r->sigderlen,
			      io->sig, io->siglen) != CB_OK)
		return -1;
	return r->pkey != NULL ? 0 : -1;
}

/* DH on the named group with our key pair and the peer's value. */
static int
ref_setup_dh(ref_case *r, const cb_bench_case *c)
{
	const cb_bench_io *io = &r->io;
	/* OpenSSL's name of the RFC 5114 group */
	const char *g = strcmp(io->group, "rfc5114-1024") == 0 ?
			"dh_1024_160" : io->group;
	OSSL_PARAM_BLD *b;
	bn_keep k = { { NULL }, 0 };

	snprintf(r->group, sizeof(r->group), "%s", g);
	r->pktype = EVP_PKEY_DH;
	b = OSSL_PARAM_BLD_new();
	if (b != NULL && OSSL_PARAM_BLD_push_utf8_string(b,
			OSSL_PKEY_PARAM_GROUP_NAME, r->group, 0) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PUB_KEY, io->pub, io->publen) &&
	    push_bn(b, &k, OSSL_PKEY_PARAM_PRIV_KEY, io->priv, io->privlen))
		r->pkey = key_from("DH", b, EVP_PKEY_KEYPAIR);
	OSSL_PARAM_BLD_free(b);
	bn_keep_free(&k);
	if (strcmp(c->operation, "shared-secret") == 0) {
		b = OSSL_PARAM_BLD_new();
		if (b != NULL && OSSL_PARAM_BLD_push_utf8_string(b,
				OSSL_PKEY_PARAM_GROUP_NAME, r->group, 0) &&
		    push_bn(b, &k, OSSL_PKEY_PARAM_PUB_KEY, io->peer,
			    io->publen))
			r->peer = key_from("DH", b, EVP_PKEY_PUBLIC_KEY);
		OSSL_PARAM_BLD_free(b);
		bn_keep_free(&k);
		if (r->peer == NULL)
			return -1;
	}
	return r->pkey != NULL ? 0 : -1;
}

/* RSA (the fixed DER key), ECDSA and ECDH on the NIST and Brainpool
 * curves, DSA and DH; 0, or -1 when OpenSSL has no equivalent (SM2). */
static int
ref_setup_pk_more(ref_case *r, const cb_bench_case *c)
{
	const char *id = c->algorithm, *curve = strchr(id, '-');
	const cb_bench_io *io = &r->io;
	const unsigned char *p;
	int bits = curve ? atoi(curve + 1 + strcspn(curve + 1,
						   "0123456789")) : 0;

	r->mctx = EVP_MD_CTX_new();
	if (r->mctx == NULL)
		return -1;
	if (strncmp(id, "rsa-", 4) == 0 && io->der != NULL) {
		p = io->der;
		r->pkey = d2i_PrivateKey(EVP_PKEY_RSA, NULL, &p,
					 (long)io->derlen);
		r->pktype = EVP_PKEY_RSA;
		r->pkmd = EVP_sha256();
		return r->pkey != NULL ? 0 : -1;
	}
	if (strncmp(id, "dsa-", 4) == 0 && io->dp != NULL)
		return ref_setup_dsa(r, c);
	if (strncmp(id, "dh-", 3) == 0 && io->group != NULL)
		return ref_setup_dh(r, c);
	if (curve == NULL || (strncmp(id, "ecdsa-", 6) != 0 &&
			      strncmp(id, "ecdh-", 5) != 0) ||
	    strcmp(curve + 1, "sm2") == 0)
		return -1;
	/* OpenSSL names P-256 prime256v1, the rest as we do */
	snprintf(r->group, sizeof(r->group), "%s",
		 strcmp(curve + 1, "secp256r1") == 0 ? "prime256v1" :
		 strncmp(curve + 1, "brainpool", 9) == 0 ? "" : curve + 1);
	if (r->group[0] == '\0')
		snprintf(r->group, sizeof(r->group), "brainpoolP%dr1", bits);
	r->pktype = EVP_PKEY_EC;
	r->pkmd = bits <= 256 ? EVP_sha256() : bits <= 384 ? EVP_sha384() :
		  EVP_sha512();
	r->pkey = ec_key(r->group, io->priv, io->privlen, io->pub,
			 io->publen);
	if (strcmp(c->operation, "shared-secret") == 0)
		r->peer = ec_key(r->group, NULL, 0, io->peer, io->publen);
	if (strcmp(c->operation, "verify") == 0) {
		static const struct {
			const char *name;
			const cb_ecp_curve *c;
		} cv[] = { { "secp256r1", &cb_ecp_secp256r1 },
			   { "secp384r1", &cb_ecp_secp384r1 },
			   { "secp521r1", &cb_ecp_secp521r1 },
			   { "brainpoolp256r1", &cb_ecp_brainpoolp256r1 },
			   { "brainpoolp384r1", &cb_ecp_brainpoolp384r1 },
			   { "brainpoolp512r1", &cb_ecp_brainpoolp512r1 } };
		size_t i;

		for (i = 0; i < sizeof(cv) / sizeof(cv[0]); i++)
			if (strcmp(cv[i].name, curve + 1) == 0)
				break;
		if (i == sizeof(cv) / sizeof(cv[0]) ||
		    cb_ecdsa_sig_to_der(r->sigder, sizeof(r->sigder),
					&r->sigderlen, cv[i].c, io->sig,
					io->siglen) != CB_OK)
			return -1;
	}
	if (r->pkey == NULL || (strcmp(c->operation, "shared-secret") == 0 &&
				r->peer == NULL))
		return -1;
	return 0;
}

/* Set up OpenSSL for the prepared case c; r->have = 0 if it has none. */
static void
ref_setup(ref_case *r, const cb_bench_case *c)
{
	const char *id = c->algorithm;
	char name[48];
	size_t i;

	ref_free(r);
	r->c = c;
	cb_bench_inputs(&r->io);
	r->dec = strcmp(c->operation, "decrypt") == 0;
	if (c->mode == CB_BENCH_OP) {
		static const struct {
			const char *id;
			int type;
		} pk[] = { { "x25519", EVP_PKEY_X25519 },
			   { "x448", EVP_PKEY_X448 },
			   { "ed25519", EVP_PKEY_ED25519 },
			   { "ed448", EVP_PKEY_ED448 } };

		for (i = 0; i < sizeof(pk) / sizeof(pk[0]); i++)
			if (strcmp(pk[i].id, id) == 0)
				r->pktype = pk[i].type;
		if (r->pktype == 0) {
			if (ref_setup_pk_more(r, c) != 0)
				goto none;
			r->have = 1;
			return;
		}
		r->pkey = EVP_PKEY_new_raw_private_key(r->pktype, NULL,
						       r->io.priv,
						       r->io.privlen);
		if (strcmp(c->operation, "shared-secret") == 0)
			r->peer = EVP_PKEY_new_raw_public_key(r->pktype, NULL,
							      r->io.peer,
							      r->io.publen);
		r->mctx = EVP_MD_CTX_new();
		if (r->pkey == NULL || r->mctx == NULL ||
		    (strcmp(c->operation, "shared-secret") == 0 &&
		     r->peer == NULL))
			goto none;
		r->have = 1;
		return;
	}
	if (strcmp(c->family, "mac") == 0) {
		OSSL_PARAM p[2];

		if (strncmp(id, "hmac-", 5) != 0)
			return;
		for (i = 0; id[5 + i] != '\0' && i + 1 < sizeof(name); i++)
			name[i] = id[5 + i];
		name[i] = '\0';
		r->mac = EVP_MAC_fetch(NULL, "HMAC", NULL);
		r->xctx = r->mac ? EVP_MAC_CTX_new(r->mac) : NULL;
		p[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
							name, 0);
		p[1] = OSSL_PARAM_construct_end();
		if (r->xctx == NULL || !EVP_MAC_CTX_set_params(r->xctx, p))
			goto none;
	} else if (strcmp(c->family, "hash") == 0) {
		r->md = EVP_MD_fetch(NULL, id, NULL);
		r->mctx = EVP_MD_CTX_new();
		if (r->md == NULL || r->mctx == NULL)
			goto none;
	} else {
		if (strcmp(id, "3des-cbc") == 0)
			snprintf(name, sizeof(name), "DES-EDE3-CBC");
		else
			snprintf(name, sizeof(name), "%s", id);
		r->ccm = ends_with(id, "-ccm");
		r->cbc = ends_with(id, "-cbc");
		r->aead = strcmp(c->family, "aead") == 0;
		/* OpenSSL's CCM has no streaming */
		if (r->ccm && c->mode == CB_BENCH_FLOW)
			goto none;
		r->cipher = EVP_CIPHER_fetch(NULL, name, NULL);
		r->cctx = EVP_CIPHER_CTX_new();
		if (r->cipher == NULL || r->cctx == NULL ||
		    (size_t)EVP_CIPHER_get_key_length(r->cipher) !=
		    r->io.keylen)
			goto none;
		if (!r->ccm && (size_t)EVP_CIPHER_get_iv_length(r->cipher) !=
		    r->io.ivlen)
			goto none;
		if (!r->ccm && !EVP_CipherInit_ex2(r->cctx, r->cipher,
						   r->io.key, r->io.iv,
						   !r->dec, NULL))
			goto none;
	}
	r->have = 1;
	return;
none:
	ERR_clear_error();
	ref_free(r);
	r->c = c;
}

/* After one call each: OpenSSL must produce what we produce. */
static int
ref_agrees(ref_case *r)
{
	const cb_bench_case *c = r->c;
	size_t tlen = 16;

	if (r->err)
		return 0;
	if (r->pktype == EVP_PKEY_EC || r->pktype == EVP_PKEY_RSA ||
	    r->pktype == EVP_PKEY_DSA || r->pktype == EVP_PKEY_DH) {
		/* ECDSA and EC keygen are randomised in OpenSSL; PKCS#1 v1.5
		 * is deterministic, so RSA signatures must be ours */
		if (r->pktype == EVP_PKEY_RSA &&
		    strcmp(c->operation, "sign") == 0)
			return memcmp(r->out, r->io.sig, r->io.siglen) == 0;
		if (strcmp(c->operation, "shared-secret") == 0)
			return r->pktype == EVP_PKEY_DH ?
			       memcmp(r->out, r->io.shared, r->io.publen) == 0 :
			       memcmp(r->res, r->io.shared, r->io.privlen) == 0;
		return 1;
	}
	if (r->pktype != 0) {
		if (strcmp(c->operation, "keygen") == 0)
			return memcmp(r->out, r->io.pub, r->io.publen) == 0;
		if (strcmp(c->operation, "shared-secret") == 0)
			return memcmp(r->res, r->io.shared,
				      r->io.privlen) == 0;
		if (strcmp(c->operation, "sign") == 0)
			return memcmp(r->out, r->io.sig, r->io.siglen) == 0;
		return 1;       /* verify: OpenSSL accepted our signature */
	}
	if (r->md != NULL)
		return memcmp(r->res, r->io.res, (size_t)EVP_MD_get_size(
				      r->md)) == 0;
	if (r->mac != NULL)
		return memcmp(r->res, r->io.res, 32) == 0;
	if (memcmp(r->out, r->io.out, c->len) != 0)
		return 0;
	return !r->aead || r->dec || memcmp(r->res, r->io.res, tlen) == 0;
}
#endif

/* ---- BearSSL and libtomcrypt (ref_libs.c) ---- */

/* --ref LIBS as a mask: bit 0 OpenSSL, bit 1 + k library k of
 * ref_libs.h; 0 if a word names no library.  Exits if one is not built
 * in. */
static int
ref_parse(const char *v)
{
	static const char *const libs[] = { "openssl", "bearssl", "tomcrypt",
					    NULL };
	int k, ref;

	if (!valid_list(v, libs))
		return 0;
	ref = in_list(v, "openssl");
	for (k = 0; k < REF_NLIBS; k++) {
		if (!in_list(v, ref_lib_name(k)))
			continue;
		if (!ref_lib_built(k)) {
			errorf("--ref %s: this cryptobench was built without "
			       "%s", ref_lib_name(k), ref_lib_title(k));
			exit(1);
		}
		ref |= 2 << k;
	}
	return ref;
}

/* ---- the run ---- */

typedef struct measured {
	cb_bench_case c;
	cb_bench_stats ours, ref;
	int ref_state;          /* 0 none, 1 measured, -1 failed/disagrees */
	/* the same per library of ref_libs.h, with ours from its own pair */
	cb_bench_stats lib[REF_NLIBS], lib_ours[REF_NLIBS];
	int lib_state[REF_NLIBS];
	char lib_impl[REF_NLIBS][48];
} measured;

static void
progress(int tty, size_t i, size_t n, const cb_bench_case *c)
{
	char p[96];

	if (!tty)
		return;
	(void)cb_bench_params(c, p, sizeof(p));
	fprintf(stderr, "\rrun: %zu/%zu %-18s %-7s %-46.46s", i, n,
		c->algorithm, c->operation, p);
	fflush(stderr);
}

static void
per_mhz(const cb_bench_case *c, uint64_t v, double mhz, char *buf,
	size_t len, const char **unit)
{
	cb_result r;
	double x;
	norm_kind k;

	memset(&r, 0, sizeof(r));
	snprintf(r.operation, sizeof(r.operation), "%s", c->operation);
	(void)cb_bench_params(c, r.params, sizeof(r.params));
	snprintf(r.metric, sizeof(r.metric), "%s",
		 strcmp(cb_port_unit(), "ns") == 0 ? "time" : "cycles");
	snprintf(r.unit, sizeof(r.unit), "%s", cb_port_unit());
	r.v = (double)v;
	k = norm_value(&r, mhz, &x);
	*unit = norm_unit(k);
	if (k == NORM_NONE)
		snprintf(buf, len, "-");
	else
		snprintf(buf, len, k == NORM_CPB ? "%.2f" : "%.0f", x);
}

/* Measure row x through library k beside ours (its own pair). */
static void
ref_lib_row(ref_lib *r, int k, measured *x, const cb_bench_opts *bo,
	    size_t *mismatch)
{
	cb_bench_stats st[2];
	int s = ref_lib_measure(r, &x->c, bo, st);

	x->lib_state[k] = s == REF_LIB_OK ? 1 : s == REF_LIB_DIFFERS ? -1 : 0;
	snprintf(x->lib_impl[k], sizeof(x->lib_impl[k]), "%s",
		 ref_lib_impl(r));
	if (s == REF_LIB_OK) {
		x->lib_ours[k] = st[0];
		x->lib[k] = st[1];
	}
	*mismatch += s == REF_LIB_DIFFERS;
}

/* Median, per MHz and ratio of row x for library k. */
static void
ref_lib_cells(const measured *x, int k, double mhz, char v[3][32])
{
	const char *unit;

	if (x->lib_state[k] <= 0) {
		snprintf(v[0], 32, "%s", x->lib_state[k] < 0 ? "mismatch" :
			 "-");
		snprintf(v[1], 32, "-");
		snprintf(v[2], 32, "-");
		return;
	}
	snprintf(v[0], 32, "%llu", (unsigned long long)x->lib[k].median);
	per_mhz(&x->c, x->lib[k].median, mhz, v[1], 32, &unit);
	snprintf(v[2], 32, g_format == FMT_TEXT ? "%.2fx" : "%.4f",
		 x->lib[k].median ? (double)x->lib_ours[k].median /
		 (double)x->lib[k].median : 0.0);
}

static int
numeric_col(const char *name)
{
	static const char *const text[] = { "family", "algorithm",
		"operation", "params", "unit", "per_mhz_unit", NULL };
	int i;

	for (i = 0; text[i] != NULL; i++)
		if (strcmp(name, text[i]) == 0)
			return 0;
	return strstr(name, "_impl") == NULL;
}

static void
print_table(const measured *m, size_t n, int ref, double mhz)
{
	static const char *const cols[] = { "family", "algorithm",
		"operation", "params", "median", "unit", "per_mhz",
		"per_mhz_unit", "reps", "min", "max" };
	static const char *const rcols[] = { "family", "algorithm",
		"operation", "params", "cryptobench", "openssl", "unit",
		"cryptobench_per_mhz", "openssl_per_mhz", "per_mhz_unit",
		"ratio" };
	static const char *const lsuf[] = { "", "_per_mhz", "_ratio",
					    "_impl" };
	const char *names[11 + 4 * REF_NLIBS];
	char lnames[REF_NLIBS][4][32];
	table *t;
	size_t i;
	int k, j, nc = 0;

	/* with --ref: OpenSSL's columns if asked for, then four for each
	 * portable-C library */
	for (k = 0; k < 11; k++)
		if (!ref || (ref & 1) || (k != 5 && k != 8 && k != 10))
			names[nc++] = ref ? rcols[k] : cols[k];
	for (k = 0; k < REF_NLIBS; k++)
		for (j = 0; j < 4 && (ref >> (k + 1) & 1); j++) {
			snprintf(lnames[k][j], sizeof(lnames[k][j]), "%s%s",
				 ref_lib_name(k), lsuf[j]);
			names[nc++] = lnames[k][j];
		}
	t = table_new(nc, names);
	for (k = 0; k < nc; k++)
		if (numeric_col(names[k]))
			table_numeric(t, k);
	if (g_format == FMT_TEXT && ref > 1) {
		for (k = 0; k < REF_NLIBS; k++)
			if (ref >> (k + 1) & 1)
				printf("%s: %s; ", ref_lib_name(k),
				       ref_lib_title(k));
		printf("<lib>_ratio: ours / the library's, from the same "
		       "interleaved measurement; <lib>_impl: the library's "
		       "code measured\n\n");
	}
	for (i = 0; i < n; i++) {
		const measured *x = &m[i];
		char params[96], v[4][32], pm[2][32], ratio[32];
		char lv[REF_NLIBS][3][32];
		const char *cells[11 + 4 * REF_NLIBS], *unit = "";

		(void)cb_bench_params(&x->c, params, sizeof(params));
		snprintf(v[0], sizeof(v[0]), "%llu",
			 (unsigned long long)x->ours.median);
		per_mhz(&x->c, x->ours.median, mhz, pm[0], sizeof(pm[0]),
			&unit);
		cells[0] = x->c.family;
		cells[1] = x->c.algorithm;
		cells[2] = x->c.operation;
		cells[3] = params;
		if (!ref) {
			snprintf(v[1], sizeof(v[1]), "%u", x->ours.reps);
			snprintf(v[2], sizeof(v[2]), "%llu",
				 (unsigned long long)x->ours.min);
			snprintf(v[3], sizeof(v[3]), "%llu",
				 (unsigned long long)x->ours.max);
			cells[4] = v[0];
			cells[5] = cb_port_unit();
			cells[6] = pm[0];
			cells[7] = unit;
			cells[8] = v[1];
			cells[9] = v[2];
			cells[10] = v[3];
		} else {
			const char *u2 = "";

			if (x->ref_state > 0) {
				snprintf(v[1], sizeof(v[1]), "%llu",
					 (unsigned long long)x->ref.median);
				per_mhz(&x->c, x->ref.median, mhz, pm[1],
					sizeof(pm[1]), &u2);
				snprintf(ratio, sizeof(ratio),
					 g_format == FMT_TEXT ? "%.2fx" :
					 "%.4f", x->ref.median ?
					 (double)x->ours.median /
					 (double)x->ref.median : 0.0);
			} else {
				snprintf(v[1], sizeof(v[1]), "%s",
					 x->ref_state < 0 ? "mismatch" : "-");
				snprintf(pm[1], sizeof(pm[1]), "-");
				snprintf(ratio, sizeof(ratio), "-");
			}
			j = 4;
			cells[j++] = v[0];
			if (ref & 1)
				cells[j++] = v[1];
			cells[j++] = cb_port_unit();
			cells[j++] = pm[0];
			if (ref & 1)
				cells[j++] = pm[1];
			cells[j++] = unit;
			if (ref & 1)
				cells[j++] = ratio;
			for (k = 0; k < REF_NLIBS; k++) {
				if (!(ref >> (k + 1) & 1))
					continue;
				ref_lib_cells(x, k, mhz, lv[k]);
				cells[j++] = lv[k][0];
				cells[j++] = lv[k][1];
				cells[j++] = lv[k][2];
				cells[j++] = x->lib_impl[k][0] != '\0' ?
					     x->lib_impl[k] : "-";
			}
		}
		table_add(t, cells);
	}
	table_print(t, stdout);
	table_free(t);
}

/* A run log that could not be stored or written: kept in a temporary
 * file, so that nothing measured is lost. */
static void
keep_log(const char *log, size_t loglen)
{
	const char *td = getenv("TMPDIR");
	char tmp[4200];
	int fd;

	snprintf(tmp, sizeof(tmp), "%s/cryptobench-run-XXXXXX",
		 td != NULL && *td == '/' ? td : "/tmp");
	fd = mkstemp(tmp);
	if (fd >= 0 && write(fd, log, loglen) == (ssize_t)loglen)
		fprintf(stderr, "%s: the run log is kept in %s; 'cryptobench "
			"ingest %s --save NAME' stores it\n", g_prog, tmp, tmp);
	if (fd >= 0)
		close(fd);
}

/* Save the run in the user's store (store.h): its table, board row and
 * raw log in one transaction.  On failure the log is kept in a
 * temporary file. */
static int
save_run(const char *name, const char *target, char *log, size_t loglen)
{
	char *copy = malloc(loglen + 1), path[4096];
	ingest ig;
	int rc = -1, seq = 0;

	if (copy == NULL)
		return -1;
	memcpy(copy, log, loglen);
	copy[loglen] = '\0';
	memset(&ig, 0, sizeof(ig));
	snprintf(path, sizeof(path), "%s.log", name);
	ig.path = path;
	ig.warn = NULL;
	ig.board.clock_mhz = port_host_clock_mhz();
	if (ingest_text(&ig, copy, loglen, name) != 0)
		errorf("%s", ig.err);
	else if (store_save(data_user_dir(), &ig.board, ig.rows, ig.nrows,
			    log, loglen, target, &seq) == 0)
		rc = 0;
	if (rc == 0)
		fprintf(stderr, "%s: saved %zu figures as '%s' (run %s@%d) in "
			"%s/" STORE_FILE "\n", g_prog, ig.nrows, name, name,
			seq, data_user_dir());
	else
		keep_log(log, loglen);
	ingest_free(&ig);
	free(copy);
	return rc;
}

/* --log FILE: written before the run is saved; a failure saves nothing
 * (the log then waits in a temporary file). */
static int
write_log(const char *path, const char *log, size_t loglen)
{
	if (data_write_file(path, log, loglen) == 0)
		return 0;
	errorf("the run is not saved");
	keep_log(log, loglen);
	return -1;
}

/* Checks that need no measuring: a bad name, data folder or --log path
 * fails at once. */
static int
check_first(const run_opts *o, const char *datadir)
{
	if (!o->no_save && data_check_save(datadir, o->save) != 0)
		return -1;
	if (o->log != NULL && strcmp(o->log, "-") != 0 &&
	    data_check_writable(o->log) != 0) {
		errorf("nothing was measured");
		return -1;
	}
	return 0;
}

static const char *
optval(int argc, char **argv, int *i, const char *name)
{
	size_t l = strlen(name);
	const char *a = argv[*i];

	if (strncmp(a, name, l) != 0)
		return NULL;
	if (a[l] == '=')
		return a + l + 1;
	if (a[l] != '\0')
		return NULL;
	if (*i + 1 >= argc)
		die_usage("run", "%s needs a value", name);
	return argv[++*i];
}

/* The --board options at argv[*i]: 1 if one was taken. */
static int
board_option(int argc, char **argv, int *i, board_opts *b)
{
	const char *v;
	long n;

	if ((v = optval(argc, argv, i, "--board")) != NULL)
		b->board = v;
	else if ((v = optval(argc, argv, i, "--serial")) != NULL)
		b->serial = v;
	else if ((v = optval(argc, argv, i, "--flash-cmd")) != NULL)
		b->flash_cmd = v;
	else if ((v = optval(argc, argv, i, "--gpio")) != NULL)
		b->gpio = v;
	else if ((v = optval(argc, argv, i, "--baud")) != NULL) {
		if (num_int(v, 10000000, &n) != 0 || n == 0)
			die_usage("run", "--baud takes a rate, not '%s'", v);
		b->baud = n;
	} else if ((v = optval(argc, argv, i, "--line-timeout")) != NULL) {
		if (num_int(v, 86400, &n) != 0 || n == 0)
			die_usage("run", "--line-timeout takes seconds");
		b->line_timeout = (int)n;
	} else if (strcmp(argv[*i], "--no-flash") == 0)
		b->no_flash = 1;
	else
		return 0;
	return 1;
}

/* --board's company: what it needs, what it refuses. */
static void
board_check(run_opts *o)
{
	board_conf bc;

	if (o->target != NULL)
		die_usage("run", "--target and --board contradict each other");
	if (o->b.serial == NULL)
		die_usage("run", "--board needs --serial DEV (its serial port, "
			  "e.g. /dev/ttyACM0)");
	if (o->b.no_flash && o->b.flash_cmd != NULL)
		die_usage("run", "--flash-cmd and --no-flash contradict each "
			  "other");
	if (o->ref || o->mode || o->config || o->family || o->quick)
		die_usage("run", "with --board, the firmware runs its built-in "
			  "set (--full for every shape); --algo selects rows");
	if (board_root() == NULL ||
	    board_conf_load(board_root(), o->b.board, &bc) != 0)
		exit(2);
	o->b.full = o->full;
	o->b.build_dir = o->build_dir;
	o->b.timeout = o->timeout;
}

static void
parse(int argc, char **argv, run_opts *o)
{
	static const char *const families[] = { "cipher", "aead", "hash",
						"mac", "signature",
						"key-exchange", "pq", NULL };
	static const char *const modes[] = { "long", "sole-buffer",
					     "data-flow", "op", NULL };
	static const char *const configs[] = { "ct", "table", "fast", "small",
					       NULL };
	const char *v;
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (is_help(a)) {
			fputs(run_help, stdout);
			fputs(run_help_opts, stdout);
			fputs(run_help_board, stdout);
			exit(0);
		} else if ((v = optval(argc, argv, &i, "--algo")) != NULL) {
			if (*v == '\0')
				die_usage("run", "--algo needs a pattern");
			o->algo = v;
		} else if ((v = optval(argc, argv, &i, "--family")) != NULL) {
			if (!valid_list(v, families))
				die_usage("run", "--family takes cipher, aead, "
					  "hash, mac, signature or key-exchange "
					  "(comma list), not '%s'", v);
			o->family = v;
		} else if ((v = optval(argc, argv, &i, "--mode")) != NULL) {
			if (!valid_list(v, modes))
				die_usage("run", "--mode takes long, "
					  "sole-buffer, data-flow or op (comma "
					  "list), not '%s'", v);
			o->mode = v;
		} else if ((v = optval(argc, argv, &i, "--config")) != NULL) {
			if (!valid_list(v, configs))
				die_usage("run", "--config takes ct, table, "
					  "fast or small, "
					  "not '%s'", v);
			o->config = v;
		} else if ((v = optval(argc, argv, &i, "--save")) != NULL) {
			if (!store_name_valid(v))
				die_usage("run", "--save: '%s' is not a board "
					  "name (lowercase letters, digits, "
					  "'-', '_', at most 31)", v);
			o->save = v;
		} else if ((v = optval(argc, argv, &i, "--log")) != NULL) {
			if (*v == '\0')
				die_usage("run", "--log needs a file name");
			o->log = v;
		} else if ((v = optval(argc, argv, &i, "--ref")) != NULL) {
			o->ref = ref_parse(v);
			if (o->ref == 0)
				die_usage("run", "--ref takes openssl, bearssl "
					  "or tomcrypt (comma list), not '%s'",
					  v);
		} else if ((v = optval(argc, argv, &i, "--target")) != NULL) {
			board_conf bc;
			char names[512];

			if (board_root() == NULL)
				exit(2);
			board_conf_names(board_root(), 0, names, sizeof(names));
			if (board_conf_target(board_root(), v, &bc, 1) != 0)
				die_usage("run", "--target takes %s (the QEMU "
					  "boards' targets), not '%s'", names,
					  v);
			o->target = v;
		} else if (board_option(argc, argv, &i, &o->b)) {
			continue;
		} else if ((v = optval(argc, argv, &i, "--build-dir")) != NULL) {
			o->build_dir = v;
		} else if ((v = optval(argc, argv, &i, "--timeout")) != NULL) {
			long t;

			if (num_int(v, 86400, &t) != 0 || t == 0)
				die_usage("run", "--timeout takes seconds");
			o->timeout = (int)t;
		} else if ((v = optval(argc, argv, &i, "--wait-states")) !=
			   NULL) {
			long n;

			if (num_int(v, 15, &n) != 0 || n == 0)
				die_usage("run", "--wait-states takes 1-15");
			o->ws = (int)n;
		} else if (strcmp(argv[i], "--art") == 0) {
			o->art = 1;
		} else if ((v = optval(argc, argv, &i, "--sizes")) != NULL) {
			char err[128];

			if (fit_size_list(v, CB_BENCH_MAX_LEN, o->sizes,
					  CB_BENCH_SWEEP_MAX, &o->nsizes, err,
					  sizeof(err)) != 0)
				die_usage("run", "--sizes %s", err);
			o->sizes_arg = v;
		} else if (strcmp(a, "--sweep") == 0) {
			o->sweep = 1;
		} else if (strcmp(a, "--full") == 0) {
			o->full = 1;
		} else if (strcmp(a, "--quick") == 0) {
			o->quick = 1;
		} else if (strcmp(a, "--no-save") == 0) {
			o->no_save = 1;
		} else {
			die_usage("run", "unexpected argument '%s'", a);
		}
	}
	if (o->no_save && o->save != NULL)
		die_usage("run", "--save and --no-save contradict each other");
	if (o->target != NULL && (o->ref || o->mode || o->config ||
				  o->family || o->quick))
		die_usage("run", "with --target, the firmware runs its built-in "
			  "set (--full for every shape); --algo selects rows");
	if (o->b.board != NULL)
		board_check(o);
	else if (o->b.serial || o->b.flash_cmd || o->b.no_flash ||
		 o->b.gpio || o->b.baud || o->b.line_timeout)
		die_usage("run", "--serial, --baud, --flash-cmd, --no-flash, "
			  "--gpio and --line-timeout go with --board");
	else if (o->target == NULL && (o->full || o->build_dir || o->timeout))
		die_usage("run", "--full, --build-dir and --timeout go with "
			  "--target or --board");
	if (o->target == NULL && (o->ws || o->art))
		die_usage("run", "--wait-states and --art go with --target");
	if (o->art && !o->ws)
		die_usage("run", "--art needs --wait-states N");
	if (o->sizes_arg != NULL && !o->sweep)
		die_usage("run", "--sizes goes with --sweep");
	if (o->sweep && (o->ref || o->full || o->mode))
		die_usage("run", "--sweep has its own shape: not with --ref, "
			  "--full or --mode");
	/* compiled into the firmware through a shell command */
	if (o->target != NULL && o->sweep && o->algo != NULL &&
	    strspn(o->algo, "abcdefghijklmnopqrstuvwxyz0123456789-*?,") !=
	    strlen(o->algo))
		die_usage("run", "--algo with --target --sweep: ids and "
			  "globs of a-z, 0-9, '-', '*', '?', ','");
	if (o->sweep && o->sizes_arg == NULL) {
		static const uint32_t def[] = { CB_BENCH_SWEEP_SIZES };

		memcpy(o->sizes, def, sizeof(def));
		o->nsizes = sizeof(def) / sizeof(def[0]);
	}
	if (o->save == NULL)
		o->save = o->target != NULL ? o->target : o->b.board != NULL ?
			o->b.board : "host";
#ifndef CB_HAVE_REF
	if (o->ref & 1) {
		errorf("--ref openssl: this cryptobench was built without "
		       "OpenSSL (libcrypto)");
		exit(1);
	}
#endif
}

/*
 * --target: build (or find) the firmware for a QEMU machine, run it with
 * -icount shift=0, stream its output, then save its run log like a host
 * run.  The firmware's self-test must pass and QEMU must finish in time.
 */
/* The rows of a firmware run log matching algo, as 'show' prints them. */
static int
print_log_table(const char *log, size_t loglen, const char *name,
		const char *algo)
{
	filter flt = { NULL, NULL, algo, NULL };
	char *copy = malloc(loglen + 1), path[4096];
	ingest ig;
	int rc = -1;

	if (copy == NULL)
		return -1;
	memcpy(copy, log, loglen);
	copy[loglen] = '\0';
	memset(&ig, 0, sizeof(ig));
	snprintf(path, sizeof(path), "%s.log", name);
	ig.path = path;
	if (ingest_text(&ig, copy, loglen, name) != 0)
		errorf("%s", ig.err);
	else
		rc = print_results(&ig.board, ig.rows, ig.nrows, &flt);
	ingest_free(&ig);
	free(copy);
	return rc;
}

static int finish_fw(run_opts *o, const char *target, char *log,
		     size_t loglen, int st);

static int
run_target(run_opts *o, const char *datadir)
{
	static const char *const syms[2] = { "cb_bench_case_start",
		"cb_bench_calls" };
	char dir[4096], elf[4400], cmd[16384], line[1024];
	board_conf bc;
	char pdir[] = "/tmp/cryptobench-run-XXXXXX", pout[64];
	uint32_t addr[2];
	char *log = NULL;
	size_t loglen = 0, rows = 0, bad = 0;
	const char *cpu, *board, *src = path_source();
	int st, tty = isatty(2), selftest_ok = 0;
	FILE *p, *lf;

	if (src == NULL) {
		errorf("run --target builds the firmware from the cryptobench "
		       "source tree: set CRYPTOBENCH_SRC to it");
		return 1;
	}
	if (board_conf_target(src, o->target, &bc, 0) != 0 ||
	    check_first(o, datadir) != 0)
		return 1;
	cpu = bc.cpu;
	board = bc.name;
	/* the build folder ./check uses, or the one given */
	if (o->build_dir != NULL)
		snprintf(dir, sizeof(dir), "%s", o->build_dir);
	else
		snprintf(dir, sizeof(dir), "%s/build-fw-%s%s", src,
			 cpu + strlen("cortex-"), o->full ? "-full" :
			 o->sweep ? "-sweep" : "");
	snprintf(elf, sizeof(elf), "%s/mcu/fw-%s.elf", dir, board);
	{
		char sw[1200] = "";

		/* a sweep's sizes and algorithms are compiled in (and the
		 * build reconfigured for them) */
		if (o->sweep)
			snprintf(sw, sizeof(sw), "-Dfw_bench=sweep "
				 "-Dfw_sweep_sizes='%s' "
				 "-Dfw_sweep_algos='%s'", o->sizes_arg ?
				 o->sizes_arg : "", o->algo ? o->algo : "");
		if (board_build(&bc, dir, o->sweep ? sw : o->full ?
				"-Dfw_bench=full" : "-Dfw_bench=quick",
				o->sweep) != 0 || access(elf, R_OK) != 0) {
			errorf("cannot build %s", elf);
			return 1;
		}
	}
	/* the cycle model times every sample of the harness (call= of
	 * cb_bench_case_start and cb_bench_calls): est-cycles beside insns */
	if (cycles_symbols(elf, syms, addr, 2) == 0 &&
	    access(path_cycles_plugin(), R_OK) == 0 &&
	    mkdtemp(pdir) != NULL) {
		snprintf(pout, sizeof(pout), "%s/cycles.out", pdir);
		snprintf(cmd, sizeof(cmd), "RUN_QEMU_PLUGIN='%s,cpu=%s,ws=%d%s,"
			 "call=%x,call=%x,out=%s' ", path_cycles_plugin(), cpu,
			 o->ws, o->art ? ",art=1" : "", (unsigned)addr[0],
			 (unsigned)addr[1], pout);
	} else {
		pdir[0] = '\0';
		cmd[0] = '\0';
		fprintf(stderr, "%s: no cycle model (plugin %s): instruction "
			"counts only\n", g_prog, path_cycles_plugin());
	}
	snprintf(cmd + strlen(cmd), sizeof(cmd) - strlen(cmd),
		 "'%s/mcu/scripts/run-qemu' %s '%s' %d", src, bc.qemu,
		 elf, o->timeout > 0 ? o->timeout : 900);
	fprintf(stderr, "%s: running %s under QEMU (%s, -icount shift=0%s)\n",
		g_prog, elf, bc.qemu, pdir[0] ? ", cycle model" : "");
	/* the log's stream first: QEMU is not started to be waited for */
	lf = open_memstream(&log, &loglen);
	p = lf != NULL ? popen(cmd, "r") : NULL;
	if (p == NULL) {
		errorf("cannot start QEMU: %s", strerror(errno));
		if (lf != NULL)
			fclose(lf);
		free(log);
		if (pdir[0] != '\0')
			rmdir(pdir);    /* the model has written nothing yet */
		return 1;
	}
	/* stream: keep the log, show self-test failures and progress */
	while (fgets(line, sizeof(line), p) != NULL) {
		fputs(line, lf);
		if (strncmp(line, "row ", 4) == 0)
			rows++;
		if (strncmp(line, "selftest ", 9) == 0 &&
		    strstr(line, "FAIL") != NULL) {
			bad++;
			fprintf(stderr, "%s", line);
		}
		if (strncmp(line, "# selftest: ok", 14) == 0)
			selftest_ok = 1;
		if (tty)
			fprintf(stderr, "\r%s: %s: %zu rows", g_prog,
				o->target, rows);
	}
	st = pclose(p);
	fclose(lf);
	if (pdir[0] != '\0') {
		if (st == 0 || WEXITSTATUS(st) == 2)  /* a case failed */
			(void)run_add_est_cycles(&log, &loglen, pout,
						 o->target, addr[0], addr[1]);
		unlink(pout);
		rmdir(pdir);
	}
	if (tty)
		fprintf(stderr, "\r%60s\r", "");
	st = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
	if (st == 124) {
		errorf("QEMU did not finish within %d s (hung firmware?)",
		       o->timeout > 0 ? o->timeout : 900);
		free(log);
		return 1;
	}
	if (!selftest_ok || bad > 0 || st == 1) {
		errorf("the firmware's self-test failed (%zu failing lines): "
		       "no figures", bad);
		free(log);
		return 1;
	}
	if (st != 0)
		errorf("a benchmark case failed in the firmware (exit %d; see "
		       "the log's '# skip' lines)", st);
	fprintf(stderr, "%s: %s: self-test ok, %zu rows\n", g_prog,
		o->target, rows);
	return finish_fw(o, o->target, log, loglen, st);
}

/* A firmware's run log (QEMU or a board): its table printed (the rows
 * --algo selects), --log written, the run saved; log is freed. */
static int
finish_fw(run_opts *o, const char *target, char *log, size_t loglen, int st)
{
	/* '-': the log on standard output (no file to replace) */
	if (o->log != NULL && strcmp(o->log, "-") == 0)
		fwrite(log, 1, loglen, stdout);
	else if (print_log_table(log, loglen, o->save, o->algo) != 0)
		st = 1;
	else if (o->log != NULL && write_log(o->log, log, loglen) != 0) {
		st = 1;
		o->no_save = 1;
	}
	if (!o->no_save && save_run(o->save, target, log, loglen) != 0)
		st = 1;
	free(log);
	if (st == 0 && !o->no_save)
		fprintf(stderr, "%s: see it with 'cryptobench show %s' or "
			"'cryptobench compare m487 %s'\n", g_prog, o->save,
			o->save);
	return st == 0 ? 0 : 1;
}

/* --board: the log from the board's serial port, then as a QEMU run's. */
static int
run_on_board(run_opts *o, const char *datadir)
{
	char *log;
	size_t loglen;

	if (check_first(o, datadir) != 0 ||
	    run_board(&o->b, &log, &loglen) != 0)
		return 1;
	return finish_fw(o, o->b.board, log, loglen, 0);
}

int
cmd_run(int argc, char **argv, const char *datadir)
{
	run_opts o;
	host h;
	cb_bench_meta meta;
	cb_bench_opts bo;
	cb_bench_case c;
	measured *m;
	ref_case *rc = NULL;
	ref_lib *lib[REF_NLIBS] = { NULL };
	char *log = NULL;
	size_t loglen = 0, n = cb_bench_count(), nm = 0, nwant = 0, i;
	size_t failed = 0, mismatch = 0;
	FILE *lf;
	int tty = isatty(2), status = 0, k;
	double scale;
	char clk[32];

	memset(&o, 0, sizeof(o));
	parse(argc, argv, &o);
	if (o.sweep && cb_bench_sweep(o.sizes, o.nsizes) != CB_OK)
		die_usage("run", "--sizes: at most %d sizes of 0-%d bytes",
			  CB_BENCH_SWEEP_MAX, CB_BENCH_MAX_LEN);
	n = cb_bench_count();
	if (o.target != NULL)
		return run_target(&o, datadir);
	if (o.b.board != NULL)
		return run_on_board(&o, datadir);
	for (i = 0; i < n; i++)
		if (cb_bench_get(i, &c) == CB_OK && wanted(&o, &c))
			nwant++;
	if (nwant == 0) {
		errorf("no benchmark case matches these options (see "
		       "'cryptobench run --help')");
		return 1;
	}
	if (check_first(&o, datadir) != 0)
		return 1;
	m = calloc(nwant, sizeof(*m));
	rc = calloc(1, sizeof(*rc));
	lf = open_memstream(&log, &loglen);
	if (m == NULL || rc == NULL || lf == NULL) {
		errorf("out of memory");
		return 1;
	}
	for (k = 0; k < REF_NLIBS; k++)
		if ((o.ref >> (k + 1) & 1) &&
		    (lib[k] = ref_lib_new(k)) == NULL) {
			errorf("out of memory");
			return 1;
		}

	port_host_output(lf);
	cb_port_init();
	host_info(&h);
	meta.platform = h.name;
	meta.cpu = h.cpu;
	meta.core = h.arch;
	meta.vendor = h.vendor;
	meta.clock = port_host_clock();
	meta.compiler = CB_CC;
	meta.flags = CB_CFLAGS;
	meta.version = CB_GIT_DESCRIBE;
	meta.method = port_host_method();
	snprintf(clk, sizeof(clk), "%.3f", port_host_clock_mhz());
	meta.clock_mhz = port_host_clock_mhz() > 0 ? clk : NULL;
	/* budgets in counts: ns, or cycles at the calibrated clock */
	scale = strcmp(cb_port_unit(), "ns") == 0 ? 1.0 :
		port_host_clock_mhz() / 1e3;
	if (scale <= 0)
		scale = 3.0;
	bo.warmup = o.quick ? 1 : 2;
	bo.min_reps = o.quick ? 3 : 5;
	bo.max_reps = o.quick ? 11 : CB_BENCH_MAX_REPS;
	bo.budget = (uint64_t)((o.quick ? 2e6 : 20e6) * scale);
	bo.overhead = cb_bench_overhead(21);
	/* samples of at least 20 us, so that the clock's granularity and
	 * the reading overhead stay below a few tenths of a percent */
	bo.min_sample = (uint64_t)(20e3 * scale);
	cb_bench_emit_header(&meta);

	for (i = 0; i < n; i++) {
		cb_bench_fn fn[2];
		void *arg[2];
		cb_bench_stats st[2];
		measured *x;
		int err;

		if (cb_bench_get(i, &c) != CB_OK || !wanted(&o, &c))
			continue;
		x = &m[nm];
		x->c = c;
		progress(tty, nm + 1, nwant, &c);
		err = cb_bench_prepare(&x->c);
		if (err != CB_OK) {
			cb_bench_emit_skip(&x->c, cb_strerror(err));
			failed++;
			continue;
		}
		fn[0] = fn[1] = cb_bench_call;
		arg[0] = arg[1] = &x->c;
		rc->have = 0;
#ifdef CB_HAVE_REF
		if (o.ref & 1) {
			ref_setup(rc, &x->c);
			if (rc->have) {
				ref_call(rc);
				if (!ref_agrees(rc)) {
					x->ref_state = -1;
					mismatch++;
					rc->have = 0;
				}
			}
			fn[1] = ref_call;
			arg[1] = rc;
		}
#endif
		if (cb_bench_measure(fn, arg, rc->have ? 2 : 1, &bo, st) !=
		    CB_OK || cb_bench_last_error() != CB_OK) {
			cb_bench_emit_skip(&x->c, cb_strerror(
						   cb_bench_last_error()));
			failed++;
			continue;
		}
		x->ours = st[0];
		if (rc->have) {
			x->ref = st[1];
			x->ref_state = rc->err ? -1 : 1;
			mismatch += rc->err != 0;
		}
		for (k = 0; k < REF_NLIBS; k++)
			if (lib[k] != NULL)
				ref_lib_row(lib[k], k, x, &bo, &mismatch);
		cb_bench_emit_row(&x->c, &x->ours);
		nm++;
	}
#ifdef CB_HAVE_REF
	ref_free(rc);
#endif
	free(rc);
	for (k = 0; k < REF_NLIBS; k++)
		ref_lib_free(lib[k]);
	cb_bench_emit_end();
	fclose(lf);
	port_host_output(stdout);
	if (tty)
		fprintf(stderr, "\r%100s\r", "");

	if (o.log != NULL && strcmp(o.log, "-") == 0) {
		fwrite(log, 1, loglen, stdout);
	} else {
		if (o.log != NULL && write_log(o.log, log, loglen) != 0) {
			status = 1;
			o.no_save = 1;
		}
		if (g_format == FMT_TEXT)
			printf("%s (%s, %s), %s, clock %.0f MHz (%s)\n"
			       "counts per call: median of the repetitions; "
			       "per_mhz: %s\n\n", h.name, h.cpu, h.arch,
			       port_host_method(), port_host_clock_mhz(),
			       port_host_clock(),
			       strcmp(cb_port_unit(), "ns") == 0 ?
			       "ns x clock / bytes (cycles/B) or per call" :
			       "cycles / bytes (cycles/B) or per call");
		print_table(m, nm, o.ref, port_host_clock_mhz());
	}
	if (failed > 0) {
		errorf("%zu case(s) failed to run (see '# skip' lines of the "
		       "log)", failed);
		status = 1;
	}
	if (mismatch > 0) {
		errorf("%zu case(s): a reference library's output differs "
		       "from ours or it rejected our tag ('mismatch')",
		       mismatch);
		status = 1;
	}
	if (!o.no_save) {
		char unknown[256] = "";
		size_t l;

		/* the data model takes only the ids cli/algs.c knows */
		for (i = 0; i < nm; i++) {
			l = strlen(unknown);
			if (alg_by_id(m[i].c.algorithm) == NULL &&
			    (i == 0 || strcmp(m[i].c.algorithm,
					      m[i - 1].c.algorithm) != 0))
				snprintf(unknown + l, sizeof(unknown) - l,
					 "%s%s", l ? ", " : "",
					 m[i].c.algorithm);
		}
		if (unknown[0] != '\0')
			fprintf(stderr, "%s: not saved (no id in the data "
				"model yet): %s\n", g_prog, unknown);
		if (save_run(o.save, "host", log, loglen) != 0)
			status = 1;
	}
	free(log);
	free(m);
	return status;
}
