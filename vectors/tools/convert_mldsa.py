#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Convert the ACVP and Wycheproof ML-DSA JSON into vectors/mldsa/.

Outputs the test computes (public keys, private keys, signatures) are kept
as their SHA3-256 digest (PkSha3, SkSha3, SigSha3), so a record holds only
inputs; a Wycheproof signature hedged with a random rnd it does not give
(flag Randomized) is kept whole with its key, to be verified.  Fields a group shares (Pk, Sk, Seed) are written in its first
record only; the test carries them forward within a [section].

Two modes:
  python3 vectors/tools/convert_mldsa.py ../shared/vectors vectors/mldsa
      the committed subset: every ACVP keyGen record, and for each other
      file the first PER_CATEGORY records of every (result, flags) category
      (ACVP: of every group and reason) of each parameter set, ML-DSA-44
      only for the files in SUBSET_44_ONLY;
  python3 vectors/tools/convert_mldsa.py --all SHARED OUTDIR
      every record (the build runs this when ../shared/vectors is present,
      into the build directory: too large to commit).
"""
import hashlib
import json
import os
import sys

PER_CATEGORY = 1
# Files whose subset keeps ML-DSA-44 only (keys and signatures are large;
# every set is in the full conversion).
SUBSET_44_ONLY = ("siggen", "sigver", "sign_noseed", "verify")
WYCHEPROOF_COMMIT = "dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166"

ACVP_HEAD = """# NIST ACVP-Server ML-DSA {what} (FIPS 204, internal interface).
# Origin: ACVP-Server gen-val/json-files/{name}/internalProjection.json,
# {release}, as copied in ../shared/vectors/acvp/ml-dsa/ (see its README).
# License: NIST test data, a US Government work (17 U.S.C. 105).
# Converted by: python3 vectors/tools/convert_mldsa.py {args}
# {subset}
# *Sha3 fields are SHA3-256 of the expected output.
"""

WP_HEAD = """# Wycheproof ML-DSA {what}.
# Origin: github.com/C2SP/wycheproof testvectors_v1/mldsa_<set>_{file}_test.json
# at commit {commit}.
# License: Apache-2.0 (Wycheproof).
# Converted by: python3 vectors/tools/convert_mldsa.py {args}
# {subset}
# *Sha3 fields are SHA3-256 of the expected output.  Result: valid or
# invalid (these files have no 'acceptable' case).
"""


def sha3(hexstr):
    return hashlib.sha3_256(bytes.fromhex(hexstr)).hexdigest()


def pick(tests, key, full):
    """The tests kept: all, or the first PER_CATEGORY of each category."""
    if full:
        return tests
    seen = {}
    out = []
    for t in tests:
        c = key(t)
        if seen.get(c, 0) < PER_CATEGORY:
            seen[c] = seen.get(c, 0) + 1
            out.append(t)
    return out


def setname(ps):
    return ps.lower()


def acvp(src, out, full, args):
    base = os.path.join(src, "acvp", "ml-dsa")
    subset = ("Every record." if full else
              "Subset: the first %d records of each group and reason, "
              "ML-DSA-44 only." % PER_CATEGORY)

    def load(name):
        with open(os.path.join(base, name + ".internalProjection.json")) as f:
            return json.load(f)

    name = "ML-DSA-keyGen-FIPS204"
    d = load(name)
    with open(os.path.join(out, "acvp_keygen.vec"), "w") as f:
        f.write(ACVP_HEAD.format(what="keyGen", name=name,
                                 release="v1.1.0.40", args=args,
                                 subset="Every record."))
        for g in d["testGroups"]:
            f.write("\n[%s]\n" % setname(g["parameterSet"]))
            for t in g["tests"]:
                f.write("\n# tcId %d\nSeed = %s\nPkSha3 = %s\nSkSha3 = %s\n"
                        % (t["tcId"], t["seed"].lower(), sha3(t["pk"]),
                           sha3(t["sk"])))

    name = "ML-DSA-sigGen-FIPS204"
    d = load(name)
    with open(os.path.join(out, "acvp_siggen.vec"), "w") as f:
        f.write(ACVP_HEAD.format(what="sigGen (Sign_internal on M')",
                                 name=name, release="v1.1.0.35",
                                 args=args, subset=subset))
        for g in d["testGroups"]:
            if not full and g["parameterSet"] != "ML-DSA-44":
                continue
            f.write("\n[%s]\n" % setname(g["parameterSet"]))
            for t in pick(g["tests"], lambda t: 0, full):
                f.write("\n# tcId %d (%s)\nSk = %s\nMsg = %s\n" % (
                    t["tcId"], "deterministic" if g["deterministic"]
                    else "hedged", t["sk"].lower(), t["message"].lower()))
                if not g["deterministic"]:
                    f.write("Rnd = %s\n" % t["rnd"].lower())
                f.write("SigSha3 = %s\n" % sha3(t["signature"]))

    name = "ML-DSA-sigVer-FIPS204"
    d = load(name)
    with open(os.path.join(out, "acvp_sigver.vec"), "w") as f:
        f.write(ACVP_HEAD.format(what="sigVer (Verify_internal on M')",
                                 name=name, release="v1.1.0.35",
                                 args=args, subset=subset))
        for g in d["testGroups"]:
            if not full and g["parameterSet"] != "ML-DSA-44":
                continue
            f.write("\n[%s]\n" % setname(g["parameterSet"]))
            first = True
            for t in pick(g["tests"], lambda t: t["reason"], full):
                f.write("\n# tcId %d: %s\n" % (t["tcId"], t["reason"]))
                if first:
                    f.write("Pk = %s\n" % g["pk"].lower())
                    first = False
                f.write("Msg = %s\nSig = %s\nResult = %s\n" % (
                    t["message"].lower(), t["signature"].lower(),
                    "valid" if t["testPassed"] else "invalid"))


def wycheproof(src, out, full, args):
    base = os.path.join(src, "wycheproof")
    subset = ("Every record." if full else
              "Subset: the first %d tests of every (result, flags) category "
              "of each set (ML-DSA-44 only for expanded keys and "
              "verification)." % PER_CATEGORY)
    kinds = [("sign_seed", "signing from a private seed"),
             ("sign_noseed", "signing from an expanded private key"),
             ("verify", "verification")]
    for kind, what in kinds:
        with open(os.path.join(out, "wycheproof_%s.vec" % kind), "w") as f:
            f.write(WP_HEAD.format(what=what, file=kind,
                                   commit=WYCHEPROOF_COMMIT, args=args,
                                   subset=subset))
            for ps in ("44", "65", "87"):
                if not full and kind in SUBSET_44_ONLY and ps != "44":
                    continue
                fn = os.path.join(base, "mldsa_%s_%s_test.json" % (ps, kind))
                with open(fn) as jf:
                    d = json.load(jf)
                f.write("\n[ml-dsa-%s]\n" % ps)
                tests = [(g, t) for g in d["testGroups"] for t in g["tests"]]
                kept = pick(tests, lambda gt: (gt[1]["result"],
                                               tuple(gt[1]["flags"])), full)
                last = None
                for g, t in kept:
                    f.write("\n# tcId %d: %s [%s]\n" % (
                        t["tcId"], t["comment"] or "-",
                        ",".join(t["flags"])))
                    if g is not last:
                        if kind == "sign_seed":
                            f.write("Seed = %s\nPkSha3 = %s\n" % (
                                g["privateSeed"],
                                sha3(g["publicKey"]) if g["publicKey"]
                                else ""))
                        elif kind == "sign_noseed":
                            f.write("Sk = %s\n" % g["privateKey"])
                        else:
                            f.write("Pk = %s\n" % g["publicKey"])
                        last = g
                    if "mu" in t and "msg" not in t:
                        f.write("Mu = %s\n" % t["mu"])
                    else:
                        f.write("Msg = %s\n" % t["msg"])
                        f.write("Ctx = %s\n" % t.get("ctx", ""))
                    if kind == "verify":
                        f.write("Sig = %s\n" % t["sig"])
                    elif "Randomized" in t["flags"]:
                        # hedged with an unknown rnd: the test verifies
                        # this signature and its own
                        if kind == "sign_noseed":
                            f.write("Pk = %s\n" % g["publicKey"])
                        f.write("Sig = %s\n" % t["sig"])
                    else:
                        f.write("SigSha3 = %s\n" % (sha3(t["sig"])
                                                    if t["sig"] else ""))
                    f.write("Result = %s\n" % t["result"])


def main():
    argv = sys.argv[1:]
    full = argv[:1] == ["--all"]
    if full:
        argv = argv[1:]
    if len(argv) != 2:
        sys.exit(__doc__)
    src, out = argv
    os.makedirs(out, exist_ok=True)
    args = ("--all SHARED OUTDIR" if full else
            "../shared/vectors vectors/mldsa")
    acvp(src, out, full, args)
    wycheproof(src, out, full, args)


if __name__ == "__main__":
    main()
