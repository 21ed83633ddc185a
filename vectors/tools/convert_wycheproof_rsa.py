#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Convert a subset of Wycheproof RSA signature vectors to .vec files.
#
# Usage: convert_wycheproof_rsa.py WYCHEPROOF_DIR OUT_DIR
#   e.g. vectors/tools/convert_wycheproof_rsa.py ../shared/vectors/wycheproof \
#        vectors/rsa
# Writes pkcs1_verify.vec (rsa_signature_*), pkcs1_sign.vec
# (rsa_pkcs1_*_sig_gen) and pss_verify.vec (rsa_pss_*) into OUT_DIR, and
# dsa_*_test.json (DER) and dsa_*_p1363 subsets into OUT_DIR/../dsa/
# wycheproof.vec.  A record with only a Key field (RSA) or P, Q, G, Y (DSA)
# sets the key for the records after it.
import json
import os
import sys

HASHES = {
    'SHA-1': 'sha1', 'SHA-224': 'sha224', 'SHA-256': 'sha256',
    'SHA-384': 'sha384', 'SHA-512': 'sha512', 'SHA-512/224': 'sha512-224',
    'SHA-512/256': 'sha512-256', 'SHA3-224': 'sha3-224',
    'SHA3-256': 'sha3-256', 'SHA3-384': 'sha3-384', 'SHA3-512': 'sha3-512',
}

# (file, limit): limit None keeps every test; otherwise every valid and
# acceptable test among the first `limit`, and the first `limit` invalid.
PKCS1_VERIFY = [
    ('rsa_signature_2048_sha256_test.json', 70),
    ('rsa_signature_3072_sha256_test.json', 20),
    ('rsa_signature_4096_sha512_test.json', 12),
    ('rsa_signature_2048_sha512_test.json', 12),
    ('rsa_signature_2048_sha3_256_test.json', 8),
]
PKCS1_SIGN = [
    ('rsa_pkcs1_1024_sig_gen_test.json', None),
    ('rsa_pkcs1_2048_sig_gen_test.json', 4),
    ('rsa_pkcs1_3072_sig_gen_test.json', 3),
    ('rsa_pkcs1_4096_sig_gen_test.json', 3),
]
PSS_VERIFY = [
    ('rsa_pss_2048_sha256_mgf1_32_test.json', 50),
    ('rsa_pss_2048_sha256_mgf1_0_test.json', 10),
    ('rsa_pss_2048_sha1_mgf1_20_test.json', 6),
    ('rsa_pss_2048_sha384_mgf1_48_test.json', 8),
    ('rsa_pss_2048_sha512_256_mgf1_32_test.json', 6),
    ('rsa_pss_3072_sha256_mgf1_32_test.json', 10),
    ('rsa_pss_4096_sha512_mgf1_64_test.json', 8),
]


def der_items(b):
    """Contents of the elements of a DER SEQUENCE's body."""
    out = []
    while b:
        n, i = b[1], 2
        if n & 0x80:
            k = n & 0x7f
            n, i = int.from_bytes(b[2:2 + k], 'big'), 2 + k
        out.append((b[0], b[i:i + n]))
        b = b[i + n:]
    return out


def balanced(pkcs8_hex):
    """True if both primes fit in bits/2 + 32 bits (what cb_rsa accepts)."""
    outer = der_items(der_items(bytes.fromhex(pkcs8_hex))[0][1])
    key = der_items(der_items(outer[2][1])[0][1])
    n, p, q = (int.from_bytes(key[i][1], 'big') for i in (1, 4, 5))
    half = ((n.bit_length() + 31) // 32) // 2 + 1
    return max(p.bit_length(), q.bit_length()) <= 32 * half

# DSA: (file, limit, groups): the first `groups` key groups of each file
DSA = [
    ('dsa_2048_224_sha224_test.json', 60, 4),
    ('dsa_2048_224_sha256_test.json', 25, 2),
    ('dsa_2048_256_sha256_test.json', 40, 4),
    ('dsa_3072_256_sha256_test.json', 30, 3),
    ('dsa_2048_256_sha256_p1363_test.json', 30, 3),
    ('dsa_3072_256_sha256_p1363_test.json', 15, 2),
]


def select(tests, limit):
    if limit is None:
        return tests
    out, bad = [], 0
    for i, t in enumerate(tests):
        if t['result'] == 'invalid':
            if bad < limit:
                out.append(t)
            bad += 1
        elif i < limit:
            out.append(t)
    return out


def header(out, src, kind, files, version):
    out.write('# Wycheproof RSA %s vectors (subset).\n' % kind)
    out.write('# Origin: github.com/C2SP/wycheproof testvectors_v1/, commit\n')
    out.write('#   dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 (see '
              '../shared/vectors/README.md),\n')
    out.write('#   vectors version %s; files:\n' % version)
    for f, lim in files:
        out.write('#   %s%s\n' % (f, '' if lim is None else
                                   ' (first %d of each kind)' % lim))
    out.write('# License: Apache-2.0.\n')
    out.write('# Converted by: vectors/tools/convert_wycheproof_rsa.py '
              '../shared/vectors/wycheproof vectors/rsa\n')
    out.write('# Groups whose private key has unbalanced primes (larger than '
              'bits/2 + 32)\n# are left out: cb_rsa does not accept them.\n')
    out.write('# A record with only Key sets the key (DER) for those after '
              'it; Result is\n# valid, invalid or acceptable.\n\n')


def convert(src, dst, files, kind, keyfield, section):
    with open(dst, 'w') as out:
        first = json.load(open(os.path.join(src, files[0][0])))
        header(out, src, kind, files,
               first['testGroups'][0].get('source', {}).get('version', '?'))
        n = 0
        for f, lim in files:
            d = json.load(open(os.path.join(src, f)))
            for g in d['testGroups']:
                sec = section(g)
                if sec is None:
                    continue
                if 'privateKeyPkcs8' in g and not balanced(
                        g['privateKeyPkcs8']):
                    # unbalanced primes (e.g. 683 + 341 bits): not supported
                    continue
                tests = select(g['tests'], lim)
                if not tests:
                    continue
                out.write('[%s]\n' % sec)
                out.write('# %s, %d-bit key\n' % (f, g['keySize']))
                out.write('Key = %s\n\n' % keyfield(g))
                for t in tests:
                    out.write('Id = %d\nMsg = %s\nSig = %s\nResult = %s\n\n'
                              % (t['tcId'], t['msg'], t['sig'], t['result']))
                    n += 1
    return n


def pkcs1_section(g):
    return 'pkcs1-' + HASHES[g['sha']]


def pss_section(g):
    if g.get('mgf') != 'MGF1' or g.get('mgfSha') != g['sha']:
        return None
    return 'pss-%s-%d' % (HASHES[g['sha']], g['sLen'])


def convert_dsa(src, dst):
    with open(dst, 'w') as out:
        out.write('# Wycheproof DSA verification vectors (subset).\n')
        out.write('# Origin: github.com/C2SP/wycheproof testvectors_v1/, '
                  'commit\n#   dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 '
                  '(see ../shared/vectors/README.md),\n'
                  '#   vectors version 0.9rc5; files (first key groups, '
                  'first tests of each kind):\n')
        for f, lim, ng in DSA:
            out.write('#   %s (%d groups, %d)\n' % (f, ng, lim))
        out.write('# License: Apache-2.0.\n')
        out.write('# Converted by: vectors/tools/convert_wycheproof_rsa.py '
                  '../shared/vectors/wycheproof vectors/rsa\n')
        out.write('# Sections: dsa-<hash> (Sig is DER) or p1363-<hash> '
                  '(Sig is r || s).  A record\n# with P, Q, G, Y sets the '
                  'key; Result is valid, invalid or acceptable.\n\n')
        n = 0
        for f, lim, ng in DSA:
            d = json.load(open(os.path.join(src, f)))
            kind = 'p1363' if 'p1363' in f else 'dsa'
            for g in d['testGroups'][:ng]:
                k = g['publicKey']
                out.write('[%s-%s]\n# %s\n' % (kind, HASHES[g['sha']], f))
                out.write('P = %s\nQ = %s\nG = %s\nY = %s\n\n'
                          % (k['p'], k['q'], k['g'], k['y']))
                for t in select(g['tests'], lim):
                    out.write('Id = %d\nMsg = %s\nSig = %s\nResult = %s\n\n'
                              % (t['tcId'], t['msg'], t['sig'], t['result']))
                    n += 1
    return n


def main():
    src, dst = sys.argv[1], sys.argv[2]
    os.makedirs(dst, exist_ok=True)
    a = convert(src, os.path.join(dst, 'pkcs1_verify.vec'), PKCS1_VERIFY,
                'PKCS#1 v1.5 verification', lambda g: g['publicKeyDer'],
                pkcs1_section)
    b = convert(src, os.path.join(dst, 'pkcs1_sign.vec'), PKCS1_SIGN,
                'PKCS#1 v1.5 signature generation (PKCS#8 keys)',
                lambda g: g['privateKeyPkcs8'], pkcs1_section)
    c = convert(src, os.path.join(dst, 'pss_verify.vec'), PSS_VERIFY,
                'PSS verification (RSAPublicKey keys)',
                lambda g: g['publicKeyAsn'], pss_section)
    ddir = os.path.join(dst, '..', 'dsa')
    os.makedirs(ddir, exist_ok=True)
    e = convert_dsa(src, os.path.join(ddir, 'wycheproof.vec'))
    print('pkcs1_verify %d, pkcs1_sign %d, pss_verify %d, dsa %d'
          % (a, b, c, e))


if __name__ == '__main__':
    main()
