#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Convert the Ascon (NIST SP 800-232) vectors into vectors/ascon/*.vec.

Usage: python3 vectors/tools/convert_ascon.py [SRC [DST]]
  SRC  folder laid out like /work/shared/vectors (default), holding
       ascon-c/LWC_AEAD_KAT_128_128.txt, ascon-c/LWC_HASH_KAT_128_256.txt,
       botan/ascon_aead128.vec, botan/ascon_hash256.vec and
       wycheproof/ascon_sp800_232_aead128_test.json
  DST  output folder (default: vectors/ascon next to this script)

Output records use one field set: AEAD files have Key, Nonce, AD, In, Out
(ciphertext without tag) and Tag, plus Result (valid|invalid) for
Wycheproof; hash files have In and Out.  Python 3 standard library only.
"""
import json
import os
import sys

# the vectors/ room: the folder above this one
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = sys.argv[1] if len(sys.argv) > 1 else '/work/shared/vectors'
DST = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, 'ascon')
CMD = 'python3 vectors/tools/convert_ascon.py'
TAG_LEN = 16


def records(path):
    """Blank-line separated 'Name = value' records; '#' and [x] skipped."""
    recs, cur = [], {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                if cur:
                    recs.append(cur)
                    cur = {}
                continue
            if line.startswith('#') or line.startswith('['):
                continue
            name, _, value = line.partition('=')
            cur[name.strip()] = value.strip().lower()
    if cur:
        recs.append(cur)
    return recs


def aead_rec(key, nonce, ad, pt, ct_tag):
    assert len(ct_tag) == len(pt) + 2 * TAG_LEN, (pt, ct_tag)
    return ['Key = ' + key, 'Nonce = ' + nonce, 'AD = ' + ad, 'In = ' + pt,
            'Out = ' + ct_tag[:-2 * TAG_LEN], 'Tag = ' + ct_tag[-2 * TAG_LEN:]]


def write(name, header, section, recs):
    path = os.path.join(DST, name)
    with open(path, 'w') as f:
        for line in header:
            f.write(('# ' + line).rstrip() + '\n')
        f.write('# Conversion: ' + CMD + '\n\n[' + section + ']\n')
        for r in recs:
            f.write('\n'.join(x.rstrip() for x in r) + '\n\n')
    print('%s: %d records' % (path, len(recs)))


ASCON_C = [
    'Origin: github.com/ascon/ascon-c commit',
    '446347f21b209f3921c65ece70027c366cbe1693 (KAT files last changed in',
    'cdee8a91e51434890d16d977143ceb8f9d3ae71d), NIST SP 800-232 final.',
    'License: CC0-1.0.',
]
BOTAN = [
    'Origin: github.com/randombit/botan commit',
    '081417e4eba70f27f946c115f3b555f63961c5f6, src/tests/data/...',
    'License: BSD-2-Clause.',
]


def main():
    os.makedirs(DST, exist_ok=True)

    recs = records(os.path.join(SRC, 'ascon-c', 'LWC_AEAD_KAT_128_128.txt'))
    out = [aead_rec(r['Key'], r['Nonce'], r['AD'], r['PT'], r['CT'])
           for r in recs]
    write('sp800_232_aead128.vec', [
        'Ascon-AEAD128 known answers: crypto_aead/asconaead128/',
        'LWC_AEAD_KAT_128_128.txt, all 1089 cases (CT split into Out||Tag).',
    ] + ASCON_C, 'Ascon-AEAD128', out)

    recs = records(os.path.join(SRC, 'ascon-c', 'LWC_HASH_KAT_128_256.txt'))
    out = [['In = ' + r['Msg'], 'Out = ' + r['MD']] for r in recs]
    write('sp800_232_hash256.vec', [
        'Ascon-Hash256 known answers: crypto_hash/asconhash256/',
        'LWC_HASH_KAT_128_256.txt, Count 1-257 (0-256 bytes) and 1025',
        '(1024 bytes), as kept in /work/shared/vectors/ascon-c.',
    ] + ASCON_C, 'Ascon-Hash256', out)

    recs = records(os.path.join(SRC, 'botan', 'ascon_aead128.vec'))
    out = [aead_rec(r['Key'], r['Nonce'], r['AD'], r['In'], r['Out'])
           for r in recs]
    write('botan_aead128.vec', [
        'Ascon-AEAD128: Botan ascon_aead128.vec (reference-implementation',
        'cases with plaintext and AD stride 3; Out split into Out||Tag).',
    ] + BOTAN, 'Ascon-AEAD128', out)

    recs = records(os.path.join(SRC, 'botan', 'ascon_hash256.vec'))
    out = [['In = ' + r['In'], 'Out = ' + r['Out']] for r in recs]
    write('botan_hash256.vec', [
        'Ascon-Hash256: Botan ascon_hash256.vec (7 byte-aligned NIST ACVP',
        'Ascon-Hash256-SP800-232 cases, then reference-implementation KATs).',
    ] + BOTAN, 'Ascon-Hash256', out)

    with open(os.path.join(SRC, 'wycheproof',
                           'ascon_sp800_232_aead128_test.json')) as f:
        doc = json.load(f)
    out = []
    for g in doc['testGroups']:
        assert (g['keySize'], g['ivSize'], g['tagSize']) == (128, 128, 128)
        for t in g['tests']:
            assert t['result'] in ('valid', 'invalid')
            out.append(['# tcId %d: %s [%s]' % (t['tcId'], t['comment'],
                                                ' '.join(t['flags']))] +
                       aead_rec(t['key'], t['iv'], t['aad'], t['msg'],
                                t['ct'] + t['tag']) +
                       ['Result = ' + t['result']])
    write('wycheproof_aead128.vec', [
        'Ascon-AEAD128: Wycheproof ascon_sp800_232_aead128_test.json, all',
        '%d tests (valid and invalid).' % len(out),
        'Origin: github.com/C2SP/wycheproof testvectors_v1/, commit',
        'dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166.',
        'License: Apache-2.0.',
    ], 'Ascon-AEAD128', out)


if __name__ == '__main__':
    main()
