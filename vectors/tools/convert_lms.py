#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Convert the ACVP LMS sigVer JSON and Botan's HSS files into vectors/lms/.

Two modes:
  python3 vectors/tools/convert_lms.py ../shared/vectors vectors/lms
      the committed subset: every record of every Winternitz-8 group (all
      heights, SHA-256/256 and SHA-256/192) and the "no modification"
      record of each other height-5 group (W1, W2, W4), every Botan case;
  python3 vectors/tools/convert_lms.py --all SHARED OUTDIR
      every record (the build runs this when ../shared/vectors is present,
      into the build directory: about 1 MB of hex, too large to commit).
Sections: [lms] records are single-tree LMS keys and signatures (ACVP),
[hss] records HSS ones (Botan).  Result is valid or invalid.
"""
import glob
import json
import os
import sys

ACVP_HEAD = """# ACVP-format LMS sigVer (NIST SP 800-208): single-tree LMS public keys.
# Origin: github.com/post-quantum-cryptography/KAT LMS/LMS-sigVer-<set>/
# internalProjection.json at commit f238e347b1323344208eb316df9993c923334817,
# as copied in ../shared/vectors/acvp/lms/ (see its README).
# License: MIT (acvp/lms/LICENSE.post-quantum-cryptography-KAT).
# Converted by: python3 vectors/tools/convert_lms.py {args}
# {subset}
"""
BOTAN_HEAD = """# HSS/LMS cases from Botan: RFC 8554 Appendix F test cases 1 and 2,
# draft-fluhrer-lms-more-parm-sets (SHA-256/192, SHAKE256/192,
# SHAKE256/256), and signatures that must be rejected.
# Origin: github.com/randombit/botan src/tests/data/pubkey/hss_lms_verify.vec
# and hss_lms_invalid.vec at commit 081417e4eba70f27f946c115f3b555f63961c5f6,
# as copied in ../shared/vectors/botan/.
# License: BSD-2-Clause (botan/license.txt).
# Converted by: python3 vectors/tools/convert_lms.py {args}
# Every record; InvalidSignature became Signature with Result = invalid.
"""


def keep(group, test, full):
    if full or group["lmOtsMode"].endswith("_W8"):
        return True
    return group["lmsMode"].endswith("_H5") and test["testPassed"]


def acvp(shared, full):
    out = []
    for path in sorted(glob.glob(os.path.join(shared, "acvp", "lms", "*.json"))):
        doc = json.load(open(path))
        name = os.path.basename(path)
        for g in doc["testGroups"]:
            recs = [t for t in g["tests"] if keep(g, t, full)]
            if not recs:
                continue
            out.append("[lms]\n")
            out.append("# %s tgId %d: %s %s\n" % (name, g["tgId"],
                                                g["lmsMode"], g["lmOtsMode"]))
            for t in sorted(recs, key=lambda t: t["tcId"]):
                out.append("# tcId %d: %s\n" % (t["tcId"], t["reason"]))
                out.append("PublicKey = %s\n" % g["publicKey"].lower())
                out.append("Msg = %s\n" % t["message"].lower())
                out.append("Signature = %s\n" % t["signature"].lower())
                out.append("Result = %s\n\n" % ("valid" if t["testPassed"]
                                                 else "invalid"))
    return "".join(out)


def botan_records(path):
    """Botan records: comment lines then Key = value lines, carried over."""
    recs, cur, comments = [], {}, []
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("#"):
            if cur:
                recs.append((comments, cur))
                cur, comments = {}, []
            comments.append(line)
        elif "=" in line:
            k, v = line.split("=", 1)
            k, v = k.strip(), v.strip()
            if k in cur:
                recs.append((comments, cur))
                cur, comments = {}, []
            cur[k] = v
        elif not line.strip() and cur:
            recs.append((comments, cur))
            cur, comments = {}, []
    if cur:
        recs.append((comments, cur))
    return recs


def botan(shared):
    out = ["[hss]\n"]
    for name, field, result in (("hss_lms_verify.vec", "Signature", "valid"),
                                ("hss_lms_invalid.vec", "InvalidSignature",
                                 "invalid")):
        last = {}
        for comments, r in botan_records(os.path.join(shared, "botan", name)):
            last.update(r)
            out.extend(c + "\n" for c in comments)
            out.append("PublicKey = %s\n" % last["PublicKey"].lower())
            out.append("Msg = %s\n" % last["Msg"].lower())
            out.append("Signature = %s\n" % last[field].lower())
            out.append("Result = %s\n\n" % result)
    return "".join(out)


def main(argv):
    full = "--all" in argv
    args = [a for a in argv if a != "--all"]
    if len(args) != 2:
        sys.exit("usage: convert_lms.py [--all] SHARED_VECTORS OUTDIR")
    shared, outdir = args
    os.makedirs(outdir, exist_ok=True)
    cmd = " ".join(argv)
    subset = ("Every record." if full else
              "Subset: every record of the W8 groups, the valid record of "
              "the other H5 groups.")
    with open(os.path.join(outdir, "acvp_sigver.vec"), "w") as f:
        f.write(ACVP_HEAD.format(args=cmd, subset=subset) + "\n")
        f.write(acvp(shared, full))
    with open(os.path.join(outdir, "botan_hss.vec"), "w") as f:
        f.write(BOTAN_HEAD.format(args=cmd) + "\n")
        f.write(botan(shared))


if __name__ == "__main__":
    main(sys.argv[1:])
