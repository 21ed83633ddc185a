#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Convert Wycheproof chacha20_poly1305_test.json into the .vec format.
#
# Usage:
#   python3 vectors/tools/convert_wycheproof_chacha.py \
#       /work/shared/vectors/wycheproof/chacha20_poly1305_test.json \
#       > vectors/chacha20poly1305/wycheproof.vec
#
# Every test with a 96-bit nonce, 256-bit key and 128-bit tag is kept,
# valid and invalid alike.  Tests with another nonce size are left out:
# the cryptobench API takes the nonce as uint8_t nonce[12], so a wrong size
# cannot be expressed (see cb/aead.h); the output says how many were
# dropped.  Python 3 standard library only.
import json
import sys

# Source named in /work/shared/vectors/README.md.
SOURCE = ("github.com/C2SP/wycheproof testvectors_v1/chacha20_poly1305_test"
          ".json,\n#   commit dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 "
          "(2026-08-18)")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: convert_wycheproof_chacha.py "
                 "chacha20_poly1305_test.json")
    with open(sys.argv[1], encoding="utf-8") as f:
        data = json.load(f)
    kept, dropped, out = 0, 0, []
    for group in data["testGroups"]:
        if (group["ivSize"], group["keySize"], group["tagSize"]) != \
                (96, 256, 128):
            dropped += len(group["tests"])
            continue
        for t in group["tests"]:
            if t["result"] not in ("valid", "invalid"):
                sys.exit("unexpected result %r in tcId %d"
                         % (t["result"], t["tcId"]))
            comment = t["comment"].replace("\n", " ")
            flags = ",".join(t["flags"])
            out.append("# tcId %d: %s [%s]\n" % (t["tcId"], comment, flags))
            out.append("Key = %s\nNonce = %s\nAD = %s\nIn = %s\n"
                       "Out = %s\nTag = %s\nResult = %s\n\n"
                       % (t["key"], t["iv"], t["aad"], t["msg"], t["ct"],
                          t["tag"], t["result"]))
            kept += 1
    head = [
        "# ChaCha20-Poly1305 AEAD: Wycheproof edge-case and attack vectors.\n",
        "# Fields: Key, Nonce, AD, In (plaintext), Out (ciphertext), Tag,\n",
        "# Result (valid: must decrypt to In; invalid: must be rejected).\n",
        "#\n",
        "# Origin: %s,\n" % SOURCE,
        "#   %s, %d tests.\n" % (data["algorithm"], data["numberOfTests"]),
        "# License: Apache-2.0 (Wycheproof LICENSE).\n",
        "# Conversion: python3 vectors/tools/convert_wycheproof_chacha.py\n",
        "#   chacha20_poly1305_test.json > chacha20poly1305/wycheproof.vec\n",
        "# Kept: %d tests with a 96-bit nonce; dropped: %d tests with another\n"
        % (kept, dropped),
        "#   nonce size (InvalidNonceSize), which the fixed-size nonce[12]\n",
        "#   parameter of the API cannot express.\n",
        "\n",
        "[chacha20-poly1305]\n",
        "\n",
    ]
    sys.stdout.write("".join(head) + "".join(out).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
