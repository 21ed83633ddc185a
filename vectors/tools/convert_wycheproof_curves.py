#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Convert Wycheproof X25519, X448, Ed25519 and Ed448 JSON into .vec files.
#
# Usage (from the repository root):
#   W=/work/shared/vectors/wycheproof
#   for a in x25519 x448 ed25519 ed448; do
#     python3 vectors/tools/convert_wycheproof_curves.py \
#         $W/${a}_test.json > vectors/$a/wycheproof.vec
#   done
#
# XDH files (x25519, x448): fields Priv, Peer, Shared, Result.  "valid" and
# "acceptable" tests are both kept with Result as given: RFC 7748 computes
# the acceptable ones (small-order and twist points, non-canonical u)
# normally, so their shared secret must match, except that the library
# refuses an all-zero shared secret with CB_E_RANGE (RFC 7748 §6.1); the
# test decides that from Shared.  Tests whose public key does not have the
# fixed RFC 7748 length are dropped (and counted): the sized-array API
# cannot express them.
#
# EdDSA files (ed25519, ed448): fields Pub, Msg, Sig, Result (valid: must
# verify; invalid: must be rejected).  Tests whose signature or public key
# has the wrong length are dropped and counted for the same reason.
# Python 3 standard library only.
import json
import sys

# Source named in /work/shared/vectors/README.md.
SOURCE = ("github.com/C2SP/wycheproof testvectors_v1/%s,\n"
          "#   commit dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 (2026-08-18)")

SIZES = {"x25519": 32, "x448": 56, "ed25519": 32, "ed448": 57}


def comment_line(t):
    comment = t["comment"].replace("\n", " ")
    flags = ",".join(t["flags"])
    return "# tcId %d: %s [%s]\n" % (t["tcId"], comment, flags)


def xdh(data, name):
    n = SIZES[name]
    kept, dropped, out = 0, 0, []
    for group in data["testGroups"]:
        for t in group["tests"]:
            if len(t["public"]) != 2 * n or len(t["private"]) != 2 * n:
                dropped += 1
                continue
            if t["result"] not in ("valid", "acceptable", "invalid"):
                sys.exit("unexpected result in tcId %d" % t["tcId"])
            out.append(comment_line(t))
            out.append("Priv = %s\nPeer = %s\nShared = %s\nResult = %s\n\n"
                       % (t["private"], t["public"], t["shared"],
                          t["result"]))
            kept += 1
    fields = [
        "# Fields: Priv, Peer (public u), Shared, Result (valid|acceptable|\n",
        "# invalid).  valid and acceptable: the shared secret must match,\n",
        "# except that an all-zero Shared must be refused with CB_E_RANGE\n",
        "# (RFC 7748 section 6.1 check); invalid: must not give Shared.\n",
    ]
    why = "# public key length differs from %d bytes (PublicKeyTooLong),\n" \
          "#   which the fixed-size API cannot express.\n" % n
    return kept, dropped, fields, why, out


def eddsa(data, name):
    n = SIZES[name]
    kept, dropped, out = 0, 0, []
    for group in data["testGroups"]:
        pk = group["publicKey"]["pk"]
        for t in group["tests"]:
            if len(t["sig"]) != 4 * n or len(pk) != 2 * n:
                dropped += 1
                continue
            if t["result"] not in ("valid", "invalid"):
                sys.exit("unexpected result in tcId %d" % t["tcId"])
            out.append(comment_line(t))
            out.append("Pub = %s\nMsg = %s\nSig = %s\nResult = %s\n\n"
                       % (pk, t["msg"], t["sig"], t["result"]))
            kept += 1
    fields = [
        "# Fields: Pub, Msg, Sig, Result (valid: must verify; invalid:\n",
        "# must be rejected).\n",
    ]
    why = "# signature length differs from %d bytes (truncated or with\n" \
          "#   garbage appended), which the fixed-size API cannot express.\n" \
          % (2 * n)
    return kept, dropped, fields, why, out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: convert_wycheproof_curves.py <algo>_test.json")
    path = sys.argv[1]
    base = path.rsplit("/", 1)[-1]
    name = base.split("_")[0]
    if name not in SIZES:
        sys.exit("unknown file %s" % base)
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    conv = xdh if name.startswith("x") else eddsa
    kept, dropped, fields, why, out = conv(data, name)
    head = ["# %s: Wycheproof edge-case and attack vectors.\n"
            % name.upper()] + fields + [
        "#\n",
        "# Origin: %s,\n" % (SOURCE % base),
        "#   %s, %d tests.\n" % (data["algorithm"], data["numberOfTests"]),
        "# License: Apache-2.0 (Wycheproof LICENSE).\n",
        "# Conversion: python3 vectors/tools/convert_wycheproof_curves.py\n",
        "#   %s > %s/wycheproof.vec\n" % (base, name),
        "# Kept: %d tests; dropped: %d tests whose\n" % (kept, dropped),
        why,
        "\n",
        "[%s]\n" % name,
        "\n",
    ]
    sys.stdout.write("".join(head) + "".join(out).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
