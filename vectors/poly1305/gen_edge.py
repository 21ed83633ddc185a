#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Generate poly1305/edge.vec: limb-carry edge cases for Poly1305.
#
# Usage: python3 vectors/poly1305/gen_edge.py > \
#            vectors/poly1305/edge.vec
#
# The tags come from a direct big-integer transcription of RFC 8439 §2.5.1
# (Python ints, no limbs), so they are independent of the C code.  Python 3
# standard library only.
import hashlib
import sys

P = (1 << 130) - 5


def poly1305(key, msg):
    r = int.from_bytes(key[:16], "little") & \
        0x0ffffffc0ffffffc0ffffffc0fffffff
    s = int.from_bytes(key[16:], "little")
    a = 0
    for i in range(0, len(msg), 16):
        block = msg[i:i + 16] + b"\x01"
        a = (a + int.from_bytes(block, "little")) * r % P
    return ((a + s) % (1 << 128)).to_bytes(16, "little")


KEYS = [
    ("r and s all ones (r clamps to its maximum)", b"\xff" * 32),
    ("r maximal, s zero", b"\xff" * 16 + b"\x00" * 16),
    ("r one, s all ones (final addition wraps)", b"\x01" + b"\x00" * 15 +
     b"\xff" * 16),
    ("r = 2^124 - 4 region (top limb bits only), s all ones",
     b"\x00" * 12 + b"\xff" * 4 + b"\xff" * 16),
    ("pseudorandom key (SHA-256 of 'cryptobench poly1305 edge')",
     hashlib.sha256(b"cryptobench poly1305 edge").digest()),
]
LENGTHS = [0, 1, 2, 15, 16, 17, 31, 32, 33, 48, 63, 64, 65, 127, 128, 129,
           255, 256, 1000]


def main():
    out = [
        "# Poly1305 edge cases: limb carries with all-0xff messages and"
        " keys.\n",
        "# Fields: Key (r || s, r unclamped), In, Tag.\n",
        "#\n",
        "# Origin: generated for cryptobench by vectors/poly1305/"
        "gen_edge.py\n",
        "#   from a big-integer model of RFC 8439 section 2.5.1; the tags"
        " were\n",
        "#   also checked against OpenSSL 3 (python3 cryptography 48.0.0).\n",
        "# License: MIT (generated data).\n",
        "# Conversion: python3 vectors/poly1305/gen_edge.py > "
        "poly1305/edge.vec\n",
        "\n",
        "[poly1305]\n",
        "\n",
    ]
    for name, key in KEYS:
        for n in LENGTHS:
            for fill, what in ((b"\xff", "0xff"), (b"\xfe", "0xfe")):
                if fill == b"\xfe" and n not in (16, 32, 64, 256):
                    continue
                msg = fill * n
                out.append("# %s; %d bytes of %s\n" % (name, n, what))
                out.append("Key = %s\nIn = %s\nTag = %s\n\n"
                           % (key.hex(), msg.hex(), poly1305(key, msg).hex()))
    sys.stdout.write("".join(out).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
