/* SPDX-License-Identifier: MIT */
/*
 * LMS and HSS hash-based signatures (RFC 8554, NIST SP 800-208).
 * Implementation: portable C on SHA-256 and SHAKE256 from cb/hash.h.
 * Parameter sets: every LMS tree of RFC 8554 and SP 800-208 (SHA-256/256,
 * SHA-256/192, SHAKE256/256, SHAKE256/192; heights 5, 10, 15, 20, 25) with
 * every LM-OTS set of the same hash and length (Winternitz 1, 2, 4, 8).
 * Verification of single-tree LMS and of HSS signatures of any depth
 * (1 to 8 levels), key generation and signing of single-tree LMS keys
 * and of HSS keys of 1 to 8 levels, each level its own pair of types.
 *
 * Stateful keys.  An LM-OTS leaf signs one message only: a second message
 * under the same leaf lets anyone forge.  The private key therefore holds
 * the index q of its next unused leaf, and cb_lms_sign() advances it and
 * hands the advanced key to the caller's save function *before* it
 * computes the signature: if the save fails, no signature is produced and
 * the leaf is never used.  A key whose leaves are all used is refused.
 * The caller must keep only the latest saved key and never sign with a
 * copy of an older one (a restored backup, a second device): that is the
 * one rule the library cannot enforce.  A failed save leaves the key in
 * memory advanced, and nothing was released under the leaf the stored
 * key still names: neither copy lets a leaf sign twice.
 *
 * HSS keys (RFC 8554 §6) follow the same rule with one leaf index per
 * level: cb_hss_sign() signs with the bottom tree's next leaf and, above
 * it, each level's current leaf over the public key of the tree below;
 * when the bottom tree is used up, the next signature starts a new one,
 * derived and signed by the next leaf of its parent (and so up), and the
 * top tree's last leaf exhausts the key.  Only the top tree's SEED and I
 * are stored: each lower tree's are derived from its parent's and the
 * parent's signing leaf (as RFC 8554 Appendix F test case 2 has them),
 * so the private key is CB_HSS_SK_LEN(L) bytes (64 to 148).
 *
 * The randomizer C of each signature is derived from the key's SEED and
 * the leaf index (as RFC 8554 Appendix A derives the OTS private values),
 * so signing is deterministic and needs no random source.
 *
 * Secret inputs: the private key's SEED, and everything derived from it
 * (the LM-OTS private values and the intermediate values of their
 * chains).  Constant-time: every secret goes through SHA-256 or SHAKE256
 * only; branches, loop bounds and addresses depend on the parameter set,
 * the leaf index and the message digest (public, from the public C) only.
 * Verification handles public data only.
 *
 * Two configurations of signing (the signatures are identical):
 * - small, cb_lms_sign(): recomputes the tree (2^h leaves, each p chains
 *   of 2^w - 1 hashes) to find the authentication path, so it costs a key
 *   generation; no memory besides the stack;
 * - fast, cb_lms_sign_tree(): reads the path from the tree's nodes, kept
 *   by cb_lms_keygen_tree() in a caller buffer of cb_lms_tree_len() bytes
 *   (m 2^(h+1): 2 KB for H5, 64 KB for H10), so it costs one LM-OTS
 *   signature.  The nodes are public; a buffer that does not belong to the
 *   key gives signatures that do not verify.
 * HSS signing in the same two configurations: small, cb_hss_sign(),
 * recomputes every level's tree, so a signature costs one key generation
 * per level; fast, cb_hss_sign_work(), keeps every level's current tree
 * and the upper levels' signatures in a caller buffer of
 * cb_hss_work_len() bytes (6.4 KB for two M32 H5 levels), so most
 * signatures cost one LM-OTS signature and a new bottom tree one key
 * generation.
 * Stack (Cortex-M4, gcc -O2, measured by painting, the benchmark's frame
 * included): verification 1.2 KB, key generation 2.1 KB, signing 2.3 KB
 * (the treehash keeps one node per level), 1.0 KB from the kept tree;
 * HSS of two H5 levels: key generation 2.2 KB (3.0 KB filling the work
 * buffer), signing 3.1 KB (each level's SEED and I besides), 1.8 KB from
 * the work buffer, verification 1.4 KB; no other workspace.
 */
#ifndef CB_LMS_H
#define CB_LMS_H

#include <stddef.h>
#include <stdint.h>

#include "cb/desc.h"
#include "cb/err.h"

#ifdef __cplusplus
extern "C" {
#endif

/* LMS tree types (RFC 8554 §5.1, SP 800-208 §4). */
#define CB_LMS_SHA256_M32_H5 0x05
#define CB_LMS_SHA256_M32_H10 0x06
#define CB_LMS_SHA256_M32_H15 0x07
#define CB_LMS_SHA256_M32_H20 0x08
#define CB_LMS_SHA256_M32_H25 0x09
#define CB_LMS_SHA256_M24_H5 0x0a
#define CB_LMS_SHA256_M24_H10 0x0b
#define CB_LMS_SHA256_M24_H15 0x0c
#define CB_LMS_SHA256_M24_H20 0x0d
#define CB_LMS_SHA256_M24_H25 0x0e
#define CB_LMS_SHAKE_M32_H5 0x0f
#define CB_LMS_SHAKE_M32_H10 0x10
#define CB_LMS_SHAKE_M32_H15 0x11
#define CB_LMS_SHAKE_M32_H20 0x12
#define CB_LMS_SHAKE_M32_H25 0x13
#define CB_LMS_SHAKE_M24_H5 0x14
#define CB_LMS_SHAKE_M24_H10 0x15
#define CB_LMS_SHAKE_M24_H15 0x16
#define CB_LMS_SHAKE_M24_H20 0x17
#define CB_LMS_SHAKE_M24_H25 0x18

/* LM-OTS types (RFC 8554 §4.1, SP 800-208 §4). */
#define CB_LMOTS_SHA256_N32_W1 0x01
#define CB_LMOTS_SHA256_N32_W2 0x02
#define CB_LMOTS_SHA256_N32_W4 0x03
#define CB_LMOTS_SHA256_N32_W8 0x04
#define CB_LMOTS_SHA256_N24_W1 0x05
#define CB_LMOTS_SHA256_N24_W2 0x06
#define CB_LMOTS_SHA256_N24_W4 0x07
#define CB_LMOTS_SHA256_N24_W8 0x08
#define CB_LMOTS_SHAKE_N32_W1 0x09
#define CB_LMOTS_SHAKE_N32_W2 0x0a
#define CB_LMOTS_SHAKE_N32_W4 0x0b
#define CB_LMOTS_SHAKE_N32_W8 0x0c
#define CB_LMOTS_SHAKE_N24_W1 0x0d
#define CB_LMOTS_SHAKE_N24_W2 0x0e
#define CB_LMOTS_SHAKE_N24_W4 0x0f
#define CB_LMOTS_SHAKE_N24_W8 0x10

/** Key identifier I, bytes. */
#define CB_LMS_I_LEN 16
/** Key generation seed, bytes (the first m are used). */
#define CB_LMS_SEED_LEN 32
/**
 * Private key, bytes: u32 LMS type, u32 LM-OTS type, I, u32 q (the next
 * unused leaf), SEED (32 bytes).
 */
#define CB_LMS_SK_LEN 60
/** Largest LMS public key (u32 type, u32 OTS type, I, T[1]), bytes. */
#define CB_LMS_PK_MAX 56
/** Largest HSS public key (u32 levels, then an LMS public key), bytes. */
#define CB_HSS_PK_MAX (4 + CB_LMS_PK_MAX)
/** Deepest HSS tree verified and generated. */
#define CB_HSS_LEVELS_MAX 8
/**
 * HSS private key of L levels, bytes: u32 L; per level, top first, u32
 * LMS type, u32 LM-OTS type, u32 q (the leaf of the level's current tree
 * the next signature uses); the top tree's I and SEED (32 bytes).
 */
#define CB_HSS_SK_LEN(levels) (52 + 12 * (size_t)(levels))
/** Largest HSS private key (8 levels), bytes. */
#define CB_HSS_SK_MAX CB_HSS_SK_LEN(CB_HSS_LEVELS_MAX)

/**
 * Save the advanced private key before a signature is released.
 * @param arg the caller's argument
 * @param sk the private key with its leaf index advanced: CB_LMS_SK_LEN
 *        bytes (cb_lms_sign), CB_HSS_SK_LEN(L) (cb_hss_sign)
 * @param sk_len its length
 * @return 0 once it is stored durably, nonzero on failure
 */
typedef int (*cb_lms_save_fn)(void *arg, const uint8_t *sk, size_t sk_len);

/**
 * Public key length of an LMS tree type, bytes.
 * @param lms_type a CB_LMS_* type
 * @return 24 + m, or 0 for an unknown type
 */
size_t cb_lms_pk_len(uint32_t lms_type);

/**
 * Signature length of a pair of types, bytes: 12 + n (p + 1) + m h.
 * @param lms_type a CB_LMS_* type
 * @param ots_type a CB_LMOTS_* type of the same hash and length
 * @return the length, or 0 for an unknown or mismatched pair
 */
size_t cb_lms_sig_len(uint32_t lms_type, uint32_t ots_type);

/**
 * LMS key generation (RFC 8554 §5.3, private values per Appendix A).
 * Computes every leaf: 2^h p (2^w - 1) hashes.
 * Secret inputs: seed; sk is secret.
 * @param pk public key out, cb_lms_pk_len(lms_type) bytes
 * @param sk private key out, CB_LMS_SK_LEN bytes, its first leaf unused
 * @param lms_type a CB_LMS_* type
 * @param ots_type a CB_LMOTS_* type of the same hash and length
 * @param id key identifier I (random or unique per key)
 * @param seed SEED (random for a new key; the first m bytes are used)
 * @return CB_OK; CB_E_UNSUPPORTED for an unknown or mismatched pair
 */
CB_MUST_CHECK int cb_lms_keygen(uint8_t *pk, uint8_t sk[CB_LMS_SK_LEN],
				uint32_t lms_type, uint32_t ots_type,
				const uint8_t id[CB_LMS_I_LEN],
				const uint8_t seed[CB_LMS_SEED_LEN]);

/**
 * Length of the node buffer of a tree type, bytes: m 2^(h+1).
 * @param lms_type a CB_LMS_* type
 * @return the length, or 0 for an unknown type
 */
size_t cb_lms_tree_len(uint32_t lms_type);

/**
 * cb_lms_keygen() that also keeps every node of the tree in tree, for
 * cb_lms_sign_tree().
 * @param pk as cb_lms_keygen()
 * @param sk as cb_lms_keygen()
 * @param tree node buffer out (public data)
 * @param tree_len its length, at least cb_lms_tree_len(lms_type)
 * @param lms_type as cb_lms_keygen()
 * @param ots_type as cb_lms_keygen()
 * @param id as cb_lms_keygen()
 * @param seed as cb_lms_keygen()
 * @return as cb_lms_keygen(); CB_E_ARG for a NULL or short tree
 */
CB_MUST_CHECK int cb_lms_keygen_tree(uint8_t *pk, uint8_t sk[CB_LMS_SK_LEN],
				     uint8_t *tree, size_t tree_len,
				     uint32_t lms_type, uint32_t ots_type,
				     const uint8_t id[CB_LMS_I_LEN],
				     const uint8_t seed[CB_LMS_SEED_LEN]);

/**
 * Leaves of a private key not used yet.
 * @param sk private key
 * @return 2^h - q, or 0 for an exhausted or malformed key
 */
uint32_t cb_lms_remaining(const uint8_t sk[CB_LMS_SK_LEN]);

/**
 * LMS signing (RFC 8554 §5.4) with the next unused leaf q.  In order: the
 * key is refused if exhausted, q is advanced in sk, save(save_arg, sk)
 * is called, and only if it returns 0 the signature is computed into
 * sig.  On any failure sig is wiped.
 * Secret inputs: sk.
 * @param sig signature out, cb_lms_sig_len() of the key's types
 * @param sig_len its length
 * @param sk private key, updated in place
 * @param msg message (may be NULL when msg_len is 0)
 * @param msg_len its length
 * @param save stores the advanced key (must not be NULL)
 * @param save_arg passed to save
 * @return CB_OK; CB_E_ARG for a short sig, a NULL save or a malformed
 *         key; CB_E_STATE if every leaf was used (sk is unchanged) or
 *         if save failed (the leaf stays used in sk)
 */
CB_MUST_CHECK int cb_lms_sign(uint8_t *sig, size_t sig_len,
			      uint8_t sk[CB_LMS_SK_LEN], const uint8_t *msg,
			      size_t msg_len, cb_lms_save_fn save,
			      void *save_arg);

/**
 * cb_lms_sign() with the authentication path read from the key's node
 * buffer (fast configuration): the same state rule, the same signature.
 * @param sig as cb_lms_sign()
 * @param sig_len as cb_lms_sign()
 * @param sk as cb_lms_sign()
 * @param tree the key's nodes from cb_lms_keygen_tree()
 * @param tree_len their length, at least cb_lms_tree_len()
 * @param msg as cb_lms_sign()
 * @param msg_len as cb_lms_sign()
 * @param save as cb_lms_sign()
 * @param save_arg as cb_lms_sign()
 * @return as cb_lms_sign(); CB_E_ARG also for a NULL or short tree
 */
CB_MUST_CHECK int cb_lms_sign_tree(uint8_t *sig, size_t sig_len,
				   uint8_t sk[CB_LMS_SK_LEN],
				   const uint8_t *tree, size_t tree_len,
				   const uint8_t *msg, size_t msg_len,
				   cb_lms_save_fn save, void *save_arg);

/**
 * LMS verification (RFC 8554 §5.4.2, Algorithm 6).
 * @param pk LMS public key
 * @param pk_len its length
 * @param msg message (may be NULL when msg_len is 0)
 * @param msg_len its length
 * @param sig signature
 * @param sig_len its length
 * @return CB_OK; CB_E_AUTH for a wrong, malformed or mismatched
 *         signature; CB_E_ARG for a malformed public key;
 *         CB_E_UNSUPPORTED for an unknown type in it
 */
CB_MUST_CHECK int cb_lms_verify(const uint8_t *pk, size_t pk_len,
				const uint8_t *msg, size_t msg_len,
				const uint8_t *sig, size_t sig_len);

/**
 * HSS verification (RFC 8554 §6.3): each level's signature over the next
 * level's public key, the last over msg.
 * @param pk HSS public key (u32 L, the top LMS public key)
 * @param pk_len its length
 * @param msg message (may be NULL when msg_len is 0)
 * @param msg_len its length
 * @param sig HSS signature (u32 Nspk, Nspk signed public keys, the
 *        bottom LMS signature)
 * @param sig_len its length
 * @return as cb_lms_verify(); L outside 1..CB_HSS_LEVELS_MAX gives
 *         CB_E_ARG
 */
CB_MUST_CHECK int cb_hss_verify(const uint8_t *pk, size_t pk_len,
				const uint8_t *msg, size_t msg_len,
				const uint8_t *sig, size_t sig_len);

/**
 * HSS key generation (RFC 8554 §6.1): L levels, each its own pair of
 * types (the top first).  Computes the top tree only (as
 * cb_lms_keygen()); the lower trees are derived when signing needs them.
 * Secret inputs: seed; sk is secret.
 * @param pk public key out (u32 L, the top LMS public key),
 *        4 + cb_lms_pk_len(lms_types[0]) bytes
 * @param sk private key out, CB_HSS_SK_LEN(levels) bytes, no leaf used
 * @param levels L, 1 to CB_HSS_LEVELS_MAX
 * @param lms_types L CB_LMS_* types
 * @param ots_types L CB_LMOTS_* types, each of its level's hash and length
 * @param id the top tree's I (random or unique per key)
 * @param seed the top tree's SEED (random for a new key)
 * @return CB_OK; CB_E_ARG for levels out of range; CB_E_UNSUPPORTED for
 *         an unknown or mismatched pair
 */
CB_MUST_CHECK int cb_hss_keygen(uint8_t *pk, uint8_t *sk, unsigned levels,
				const uint32_t *lms_types,
				const uint32_t *ots_types,
				const uint8_t id[CB_LMS_I_LEN],
				const uint8_t seed[CB_LMS_SEED_LEN]);

/**
 * HSS signature length of a private key's types, bytes:
 * 4 + the L LMS signatures + the L - 1 signed public keys.
 * @param sk HSS private key
 * @param sk_len its length
 * @return the length, or 0 for a malformed key
 */
size_t cb_hss_sig_len(const uint8_t *sk, size_t sk_len);

/**
 * Signatures an HSS private key has left: the product of its trees'
 * leaf counts less those used.
 * @param sk HSS private key
 * @param sk_len its length
 * @return that count (UINT64_MAX if larger), 0 for an exhausted or
 *         malformed key
 */
uint64_t cb_hss_remaining(const uint8_t *sk, size_t sk_len);

/**
 * HSS signing (RFC 8554 §6.2): the bottom tree's next leaf signs msg,
 * each tree above signs the public key of the tree below, at the leaf
 * q recorded for its level.  The stateful rule of cb_lms_sign(): the
 * key is refused if exhausted, its leaves are advanced in sk (the bottom
 * q; when the bottom tree is used up, its q goes back to 0 under the
 * next leaf of its parent, and so up; the top's last leaf exhausts the
 * key), save(save_arg, sk, sk_len) is called, and only if it returns 0
 * is the signature computed into sig.  On any failure sig is wiped.
 * Each lower tree's SEED and I are derived from its parent's SEED and I
 * and the parent's leaf that signs it (as in RFC 8554 Appendix F, test
 * case 2), so the private key stays CB_HSS_SK_LEN(L) bytes.
 * Every tree is recomputed (small configuration: no node buffers): a
 * signature costs one key generation per level; cb_hss_sign_work()
 * keeps them.
 * Secret inputs: sk.
 * @param sig signature out, cb_hss_sig_len(sk, sk_len) bytes
 * @param sig_len its length
 * @param sk HSS private key, updated in place
 * @param sk_len its length, CB_HSS_SK_LEN(L)
 * @param msg message (may be NULL when msg_len is 0)
 * @param msg_len its length
 * @param save stores the advanced key (must not be NULL)
 * @param save_arg passed to save
 * @return CB_OK; CB_E_ARG for a short sig, a NULL save or a malformed
 *         key; CB_E_STATE if the key was exhausted (sk is unchanged) or
 *         if save failed (the leaves stay used in sk: signing again uses
 *         the next ones)
 */
CB_MUST_CHECK int cb_hss_sign(uint8_t *sig, size_t sig_len, uint8_t *sk,
			      size_t sk_len, const uint8_t *msg,
			      size_t msg_len, cb_lms_save_fn save,
			      void *save_arg);

/**
 * Length of the work buffer of cb_hss_sign_work() for a key, bytes:
 * 24 + 12 L, every level's tree nodes (m 2^(h+1) each: 2 KB for an M32
 * H5 tree) and the signature but its bottom LMS signature.
 * @param sk HSS private key
 * @param sk_len its length
 * @return the length, or 0 for a malformed key
 */
size_t cb_hss_work_len(const uint8_t *sk, size_t sk_len);

/**
 * cb_hss_keygen() that also fills the work buffer of cb_hss_sign_work()
 * (fast configuration): every level's first tree, and the signatures of
 * the lower trees' public keys by the trees above.  Costs one key
 * generation per level.
 * @param pk as cb_hss_keygen()
 * @param sk as cb_hss_keygen()
 * @param work work buffer out (public data)
 * @param work_len its length, at least cb_hss_work_len() of the key
 * @param levels as cb_hss_keygen()
 * @param lms_types as cb_hss_keygen()
 * @param ots_types as cb_hss_keygen()
 * @param id as cb_hss_keygen()
 * @param seed as cb_hss_keygen()
 * @return as cb_hss_keygen(); CB_E_ARG also for a NULL or short work
 */
CB_MUST_CHECK int cb_hss_keygen_work(uint8_t *pk, uint8_t *sk, uint8_t *work,
				     size_t work_len, unsigned levels,
				     const uint32_t *lms_types,
				     const uint32_t *ots_types,
				     const uint8_t id[CB_LMS_I_LEN],
				     const uint8_t seed[CB_LMS_SEED_LEN]);

/**
 * cb_hss_sign() with the trees kept in a work buffer (fast
 * configuration): the same state rule, the same signatures.  The buffer
 * records the key (without SEED) and the leaves its trees were built at;
 * a signature whose upper leaves match costs one LM-OTS signature, one
 * that starts a new lower tree rebuilds that tree and those below it (a
 * key generation each) and re-signs them, and a buffer of no key or of
 * another (a zeroed one after a reboot) is rebuilt whole.  The buffer
 * holds public data only; a buffer altered by other means gives
 * signatures that do not verify.
 * @param sig as cb_hss_sign()
 * @param sig_len as cb_hss_sign()
 * @param sk as cb_hss_sign()
 * @param sk_len as cb_hss_sign()
 * @param work the work buffer, updated in place
 * @param work_len its length, at least cb_hss_work_len()
 * @param msg as cb_hss_sign()
 * @param msg_len as cb_hss_sign()
 * @param save as cb_hss_sign()
 * @param save_arg as cb_hss_sign()
 * @return as cb_hss_sign(); CB_E_ARG also for a NULL or short work
 */
CB_MUST_CHECK int cb_hss_sign_work(uint8_t *sig, size_t sig_len,
				   uint8_t *sk, size_t sk_len, uint8_t *work,
				   size_t work_len, const uint8_t *msg,
				   size_t msg_len, cb_lms_save_fn save,
				   void *save_arg);

/* ==== the schemes as descriptors (cb/desc.h) ==== */

/**
 * LMS and HSS (CB_SIG_STATEFUL): p->set 0-6 single trees
 * (sha256-m32-h5-w4, -h5-w1, -h5-w2, -h5-w8, -h10-w4, sha256-m24-h5-w4,
 * -h5-w8), 7 two levels of sha256-m32-h5-w4 (variant "set=NAME"); the
 * key's I and SEED drawn from rng.  cb_lms_sig recomputes the trees
 * (cb_lms_sign, cb_hss_sign); cb_lms_tree_sig keeps them in tmp from key
 * generation on (CB_SIG_KEEPS_TMP: cb_lms_sign_tree, cb_hss_sign_work).
 */
extern const cb_sig_desc cb_lms_sig;
extern const cb_sig_desc cb_lms_tree_sig;

#ifdef __cplusplus
}
#endif
#endif
