#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Convert Wycheproof AES/SM4 GCM, CCM and AES-CBC-PKCS5 JSON, and the SM4
# entries of sm_standard_examples.json, into the .vec format.
#
# Usage (from the repository root, V=/work/shared/vectors):
#   python3 vectors/tools/convert_wycheproof_modes.py aead \
#       $V/wycheproof/aes_gcm_test.json $V/wycheproof/sm4_gcm_test.json \
#       > vectors/gcm/wycheproof.vec
#   python3 vectors/tools/convert_wycheproof_modes.py aead \
#       $V/wycheproof/aes_ccm_test.json $V/wycheproof/sm4_ccm_test.json \
#       > vectors/ccm/wycheproof.vec
#   python3 vectors/tools/convert_wycheproof_modes.py cbc \
#       $V/wycheproof/aes_cbc_pkcs5_test.json > vectors/cbc/wycheproof.vec
#   python3 vectors/tools/convert_wycheproof_modes.py sm \
#       $V/sm/sm_standard_examples.json > vectors/sm4/gbt32907.vec
#
# Every test is kept, valid and invalid alike (the three AES files and the
# two SM4 files are 1.4k tests, well under the size budget).  None of these
# files has an "acceptable" test at this commit; the script stops if it
# meets one, so that a newer file forces a decision:
#   accepted: none;  rejected: none.
# Invalid tests are expected to be rejected either as CB_E_ARG (zero-length
# GCM IV, CCM nonce outside 7..13 bytes, CCM tag not in 4,6,..,16) or as
# CB_E_AUTH (modified tag, bad padding).  The flags go in a comment above
# each record.  Python 3 standard library only.
import json
import sys

COMMIT = "dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 (2026-08-18)"


def head(lines):
    return "".join("# " + l + "\n" if l else "#\n" for l in lines)


def rec(fields):
    return "".join("%s = %s\n" % (k, v) for k, v in fields) + "\n"


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def check_result(t):
    if t["result"] not in ("valid", "invalid"):
        sys.exit("tcId %d: result %r needs a decision" % (t["tcId"],
                                                          t["result"]))


def aead(paths):
    body, names = [], []
    for p in paths:
        d = load(p)
        name = p.rsplit("/", 1)[-1]
        algo = d["algorithm"]           # e.g. AES-GCM, SM4-CCM
        names.append("%s (%s, %d tests)" % (name, algo, d["numberOfTests"]))
        cipher, mode = algo.split("-")
        body.append("[%s/%s]\n\n" % (cipher, mode))
        for g in d["testGroups"]:
            for t in g["tests"]:
                check_result(t)
                body.append("# %s tcId %d: %s [%s]\n" % (
                    name, t["tcId"], t["comment"].replace("\n", " "),
                    ",".join(t["flags"])))
                body.append(rec([("Key", t["key"]), ("Nonce", t["iv"]),
                                 ("AD", t["aad"]), ("In", t["msg"]),
                                 ("Out", t["ct"]), ("Tag", t["tag"]),
                                 ("Result", t["result"])]))
    out = head([
        "AEAD test vectors from Wycheproof: Key, Nonce, AD, In (plaintext),",
        "Out (ciphertext, no tag), Tag, Result (valid: decrypts to In and",
        "encrypts to Out || Tag; invalid: must be rejected).",
        "",
        "Origin: github.com/C2SP/wycheproof testvectors_v1/, commit",
        "  " + COMMIT + ":",
    ] + ["  " + n for n in names] + [
        "License: Apache-2.0 (Wycheproof LICENSE).",
        "Conversion: python3 vectors/tools/convert_wycheproof_modes.py aead "
        "<files>",
        "  (every test kept; no \"acceptable\" tests in these files).",
    ])
    sys.stdout.write(out + "\n" + "".join(body))


def cbc(path):
    d = load(path)
    name = path.rsplit("/", 1)[-1]
    body = ["[AES/CBC]\n\n"]
    for g in d["testGroups"]:
        for t in g["tests"]:
            check_result(t)
            body.append("# tcId %d: %s [%s]\n" % (
                t["tcId"], t["comment"].replace("\n", " "),
                ",".join(t["flags"])))
            body.append(rec([("Key", t["key"]), ("IV", t["iv"]),
                             ("In", t["msg"]), ("Out", t["ct"]),
                             ("Result", t["result"])]))
    out = head([
        "AES-CBC with PKCS#7 padding from Wycheproof: Key, IV, In (message),",
        "Out (ciphertext including padding), Result (valid: Out decrypts and",
        "unpads to In; invalid: bad padding, must be rejected).",
        "",
        "Origin: github.com/C2SP/wycheproof testvectors_v1/" + name + ",",
        "  commit " + COMMIT + ", %d tests." % d["numberOfTests"],
        "License: Apache-2.0 (Wycheproof LICENSE).",
        "Conversion: python3 vectors/tools/convert_wycheproof_modes.py cbc "
        + name,
        "  (every test kept; no \"acceptable\" tests in this file).",
    ])
    sys.stdout.write(out + "\n" + "".join(body))


def sm(path):
    d = load(path)
    body = []
    for mode in ("ECB", "ECB-iterated", "CBC", "CTR", "GCM", "CCM"):
        recs = [e for e in d["sm4"] if e["mode"] == mode]
        if not recs:
            continue
        body.append("[SM4/%s]\n\n" % mode)
        for e in recs:
            body.append("# %s\n" % e["source"])
            f = [("Key", e["key"])]
            if "iv" in e:
                f.append(("Nonce" if mode in ("GCM", "CCM") else "IV",
                          e["iv"]))
            if "aad" in e:
                f.append(("AD", e["aad"]))
            if "iterations" in e:
                f.append(("Iterations", str(e["iterations"])))
            f += [("In", e["pt"]), ("Out", e["ct"])]
            if "tag" in e:
                f.append(("Tag", e["tag"]))
            body.append(rec(f))
    out = head([
        "SM4 worked examples: GB/T 32907-2016 Annex A (ECB, and 1,000,000",
        "iterations), draft-ribose-cfrg-sm4 CBC and CTR (128-bit counter),",
        "RFC 8998 Appendix A GCM and CCM (16-byte tag).",
        "",
        "Origin: /work/shared/vectors/sm/sm_standard_examples.json (written",
        "  for this project from the standards; recomputed with OpenSSL there).",
        "License: facts from standards, nothing copyrightable.",
        "Conversion: python3 vectors/tools/convert_wycheproof_modes.py sm "
        "sm_standard_examples.json",
    ])
    sys.stdout.write(out + "\n" + "".join(body))


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("aead", "cbc", "sm"):
        sys.exit("usage: convert_wycheproof_modes.py aead|cbc|sm FILE...")
    if sys.argv[1] == "aead":
        aead(sys.argv[2:])
    elif sys.argv[1] == "cbc":
        cbc(sys.argv[2])
    else:
        sm(sys.argv[2])


if __name__ == "__main__":
    main()
