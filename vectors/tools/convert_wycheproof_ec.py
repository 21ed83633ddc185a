#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Convert Wycheproof ECDSA (DER) and ECDH JSON into vectors/{ecdsa,ecdh}.

Keeps a small stratified subset: for every (result, flags) category of a
file, the first PER_CATEGORY tests, so every kind of edge case and attack
stays represented while the .vec files stay small.

Usage (from the repository root):
  python3 vectors/tools/convert_wycheproof_ec.py ../shared/vectors/wycheproof
"""
import json
import os
import sys

PER_CATEGORY = 3
# ../shared/vectors/README.md: the Wycheproof commit the JSON files are from
COMMIT = "dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166"

ECDSA = [
    ("secp256r1", "sha256", "ecdsa_secp256r1_sha256_test.json"),
    ("secp256r1", "sha512", "ecdsa_secp256r1_sha512_test.json"),
    ("secp384r1", "sha384", "ecdsa_secp384r1_sha384_test.json"),
    ("secp521r1", "sha512", "ecdsa_secp521r1_sha512_test.json"),
    ("brainpoolp256r1", "sha256", "ecdsa_brainpoolP256r1_sha256_test.json"),
    ("brainpoolp384r1", "sha384", "ecdsa_brainpoolP384r1_sha384_test.json"),
    ("brainpoolp512r1", "sha512", "ecdsa_brainpoolP512r1_sha512_test.json"),
]

# NIST curves: raw SEC1 points (*_ecpoint_test.json); brainpool curves only
# come as SubjectPublicKeyInfo, from which the named-curve point is taken.
ECDH = [
    ("secp256r1", 32, "ecdh_secp256r1_ecpoint_test.json", None),
    ("secp384r1", 48, "ecdh_secp384r1_ecpoint_test.json", None),
    ("secp521r1", 66, "ecdh_secp521r1_ecpoint_test.json", None),
    ("brainpoolp256r1", 32, "ecdh_brainpoolP256r1_test.json",
     "2b2403030208010107"),
    ("brainpoolp384r1", 48, "ecdh_brainpoolP384r1_test.json",
     "2b240303020801010b"),
    ("brainpoolp512r1", 64, "ecdh_brainpoolP512r1_test.json",
     "2b240303020801010d"),
]

EC_PUBLIC_KEY_OID = "2a8648ce3d0201"


def der_read(b, i):
    """One DER TLV at b[i:]: (tag, value, next index) or None."""
    if i + 2 > len(b):
        return None
    tag, ln = b[i], b[i + 1]
    i += 2
    if ln & 0x80:
        k = ln & 0x7f
        if k == 0 or k > 2 or i + k > len(b):
            return None
        ln = int.from_bytes(b[i:i + k], "big")
        i += k
    if i + ln > len(b):
        return None
    return tag, b[i:i + ln], i + ln


def spki_point(hexstr, curve_oid):
    """The SEC1 point of a named-curve SPKI for curve_oid, else None."""
    b = bytes.fromhex(hexstr)
    top = der_read(b, 0)
    if not top or top[0] != 0x30 or top[2] != len(b):
        return None
    body = top[1]
    alg = der_read(body, 0)
    if not alg or alg[0] != 0x30:
        return None
    bits = der_read(body, alg[2])
    if not bits or bits[0] != 0x03 or bits[2] != len(body):
        return None
    oid = der_read(alg[1], 0)
    par = der_read(alg[1], oid[2]) if oid else None
    if not oid or oid[0] != 0x06 or oid[1].hex() != EC_PUBLIC_KEY_OID:
        return None
    if not par or par[0] != 0x06 or par[1].hex() != curve_oid:
        return None
    if par[2] != len(alg[1]) or not bits[1] or bits[1][0] != 0:
        return None
    return bits[1][1:].hex()


def header(out, src, data, what):
    out.append("# Wycheproof %s, converted subset." % what)
    out.append("# Origin: github.com/C2SP/wycheproof testvectors_v1/%s" % src)
    out.append("# at commit %s (%s)." % (COMMIT, data.get("algorithm", "")))
    out.append("# License: Apache-2.0 (Wycheproof).")
    out.append("# Converted by: python3 vectors/"
               "convert_wycheproof_ec.py ../shared/vectors/wycheproof")
    out.append("# Subset: the first %d tests of every (result, flags) "
               "category." % PER_CATEGORY)


def pick(groups):
    seen = {}
    for g in groups:
        for t in g["tests"]:
            key = (t["result"], tuple(t["flags"]))
            seen[key] = seen.get(key, 0) + 1
            if seen[key] <= PER_CATEGORY:
                yield g, t


def convert_ecdsa(src_dir, dst_dir):
    for curve, h, src in ECDSA:
        data = json.load(open(os.path.join(src_dir, src)))
        out = []
        header(out, src, data, "ECDSA verification (DER signatures)")
        out.append("# Result: valid or invalid (no 'acceptable' cases in "
                   "these files).")
        out.append("")
        n = 0
        for g, t in pick(data["testGroups"]):
            assert t["result"] in ("valid", "invalid"), t
            out.append("# tcId %d: %s [%s]" % (t["tcId"], t["comment"],
                                               " ".join(t["flags"])))
            out.append("Curve = %s" % curve)
            out.append("Hash = %s" % h)
            out.append("Key = %s" % g["publicKey"]["uncompressed"])
            out.append("Msg = %s" % t["msg"])
            out.append("Sig = %s" % t["sig"])
            out.append("Result = %s" % t["result"])
            out.append("")
            n += 1
        name = "wycheproof_%s_%s.vec" % (curve, h)
        open(os.path.join(dst_dir, "ecdsa", name), "w").write(
            "\n".join(out))
        print(name, n)


def convert_ecdh(src_dir, dst_dir):
    for curve, nlen, src, oid in ECDH:
        data = json.load(open(os.path.join(src_dir, src)))
        out = []
        header(out, src, data, "ECDH")
        out.append("# Public is a SEC1 point.  'acceptable' here is only a "
                   "compressed public")
        out.append("# point, which cb_ecdh_shared accepts; the test "
                   "expects success.")
        if oid:
            out.append("# From SubjectPublicKeyInfo, only keys naming this "
                       "curve are kept;")
            out.append("# ASN.1-level cases (other curves, explicit "
                       "parameters, bad DER) are")
            out.append("# out of scope: the API takes the curve and a SEC1 "
                       "point.")
        out.append("")
        n = 0
        for g, t in pick(data["testGroups"]):
            pub = t["public"]
            if oid:
                pub = spki_point(pub, oid)
                if pub is None:
                    continue
            if t["result"] == "acceptable" and \
                    "CompressedPublic" not in t["flags"]:
                continue
            priv = bytes.fromhex(t["private"]).lstrip(b"\0")
            if len(priv) > nlen:
                continue
            out.append("# tcId %d: %s [%s]" % (t["tcId"], t["comment"],
                                               " ".join(t["flags"])))
            out.append("Curve = %s" % curve)
            out.append("Public = %s" % pub)
            out.append("Private = %s" % priv.rjust(nlen, b"\0").hex())
            out.append("Shared = %s" % t["shared"])
            out.append("Result = %s" % t["result"])
            out.append("")
            n += 1
        name = "wycheproof_%s.vec" % curve
        open(os.path.join(dst_dir, "ecdh", name), "w").write("\n".join(out))
        print(name, n)


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "../shared/vectors/wycheproof"
    # the vectors/ room: the folder above this one
    dst = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    convert_ecdsa(src, dst)
    convert_ecdh(src, dst)


if __name__ == "__main__":
    main()
