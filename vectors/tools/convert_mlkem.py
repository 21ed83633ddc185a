#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Convert the ACVP and Wycheproof ML-KEM JSON files to .vec files.
#
# Usage: convert_mlkem.py VECTORS_DIR OUT_DIR [--all]
#   e.g. vectors/tools/convert_mlkem.py ../shared/vectors vectors/mlkem
# VECTORS_DIR holds acvp/ml-kem/ and wycheproof/ (../shared/vectors).
# Writes OUT_DIR/acvp.vec and OUT_DIR/wycheproof.vec.  Without --all (the
# committed files, kept small) a record that needs a whole key or
# ciphertext is kept only if it is among the first LIMIT of its kind
# (operation, set, result, flags), and a record that names its key by
# its 64-byte seed and its ciphertext by the message that encapsulates to
# it among the first COMPACT_LIMIT of its section and source file.  With
# --all (the build does this when VECTORS_DIR exists) every record is
# written.
#
# Fields (section [<op>-<512|768|1024>]):
#   Seed     d || z: the key pair is KeyGen_internal(d, z)
#   Ek, Dk   a whole encapsulation or decapsulation key
#   M        encapsulation randomness; in a decaps record the ciphertext is
#            Encaps_internal(ek of the key, M)
#   Ct       a whole ciphertext
#   KeyHash  SHA3-256(ek || dk), CtHash SHA3-256(c): outputs checked by
#            their hash to keep the files small
#   K        the shared secret
#   Result   valid | invalid (Wycheproof; ACVP testPassed mapped to it)
#   Src      the source record: file#tcId
import hashlib
import json
import os
import sys

LIMIT = 1
COMPACT_LIMIT = 12
SETS = ('512', '768', '1024')


def h(*parts):
    return hashlib.sha3_256(b''.join(bytes.fromhex(p) for p in parts)) \
        .hexdigest()


class Out:
    def __init__(self, full):
        self.full = full
        self.sections = {}
        self.seen = {}

    def add(self, section, rec, kind=None):
        """kind: None for compact records, else the kind of a record that
        carries a whole key or ciphertext."""
        if not self.full:
            if kind is None:
                kind, limit = (section, rec[0][1].split('#')[0]), COMPACT_LIMIT
            else:
                limit = LIMIT
            n = self.seen.get(kind, 0)
            if n >= limit:
                return
            self.seen[kind] = n + 1
        self.sections.setdefault(section, []).append(rec)

    def write(self, path, header):
        with open(path, 'w') as f:
            f.write(header)
            for sec in sorted(self.sections, key=sort_key):
                f.write('\n[%s]\n' % sec)
                for rec in self.sections[sec]:
                    f.write('\n')
                    for k, v in rec:
                        f.write('%s = %s\n' % (k, v.lower()))


def sort_key(sec):
    op, ps = sec.rsplit('-', 1)
    return (['keygen', 'encaps', 'decaps', 'checkek', 'checkdk'].index(op),
            int(ps))


def ps_of(name):
    return name.split('-')[-1]


def acvp(src, out):
    d = json.load(open(os.path.join(src, 'acvp/ml-kem',
                                    'ML-KEM-keyGen-FIPS203.internalProjection.json')))
    for g in d['testGroups']:
        ps = ps_of(g['parameterSet'])
        for t in g['tests']:
            out.add('keygen-' + ps, [
                ('Src', 'keyGen#%d' % t['tcId']),
                ('Seed', t['d'] + t['z']),
                ('KeyHash', h(t['ek'], t['dk'])),
            ])
    d = json.load(open(os.path.join(src, 'acvp/ml-kem',
                                    'ML-KEM-encapDecap-FIPS203.internalProjection.json')))
    for g in d['testGroups']:
        ps = ps_of(g['parameterSet'])
        fn = g['function']
        for t in g['tests']:
            src_id = ('Src', 'encapDecap#%d' % t['tcId'])
            if fn == 'encapsulation':
                out.add('encaps-' + ps, [
                    src_id, ('Ek', t['ek']), ('M', t['m']),
                    ('CtHash', h(t['c'])), ('K', t['k']),
                    ('Result', 'valid')], ('acvp', fn, ps))
            elif fn == 'decapsulation':
                out.add('decaps-' + ps, [
                    src_id, ('Dk', t['dk']), ('Ct', t['c']), ('K', t['k']),
                    ('Result', 'valid')], ('acvp', fn, ps, t['reason']))
            else:
                res = 'valid' if t['testPassed'] else 'invalid'
                if fn == 'encapsulationKeyCheck':
                    rec = [src_id, ('Ek', t['ek']), ('Result', res)]
                    sec = 'checkek-'
                else:
                    rec = [src_id, ('Dk', t['dk']), ('Result', res)]
                    sec = 'checkdk-'
                out.add(sec + ps, rec, ('acvp', fn, ps, res))


def wycheproof(src, out):
    wy = os.path.join(src, 'wycheproof')
    for ps in SETS:
        name = 'mlkem_%s_keygen_seed_test.json' % ps
        d = json.load(open(os.path.join(wy, name)))
        ek2seed = {}
        for g in d['testGroups']:
            for t in g['tests']:
                out.add('keygen-' + ps, [
                    ('Src', '%s#%d' % (name, t['tcId'])),
                    ('Seed', t['seed']), ('KeyHash', h(t['ek'], t['dk'])),
                    ('Result', t['result'])])
        name = 'mlkem_%s_test.json' % ps
        dec = json.load(open(os.path.join(wy, name)))
        for g in dec['testGroups']:
            for t in g['tests']:
                if t.get('ek') and len(t['seed']) == 128:
                    ek2seed[t['ek']] = t['seed']
        name = 'mlkem_%s_encaps_test.json' % ps
        d = json.load(open(os.path.join(wy, name)))
        ct2m = {}
        for g in d['testGroups']:
            for t in g['tests']:
                rec = [('Src', '%s#%d' % (name, t['tcId']))]
                kind = None
                if t['ek'] in ek2seed:
                    rec.append(('Seed', ek2seed[t['ek']]))
                    ct2m[(ek2seed[t['ek']], t['c'])] = t['m']
                else:
                    rec.append(('Ek', t['ek']))
                    kind = ('wy-encaps', ps, t['result'],
                            tuple(t['flags']))
                rec.append(('M', t['m']))
                if t['result'] == 'valid':
                    rec += [('CtHash', h(t['c'])), ('K', t['K'])]
                rec.append(('Result', t['result']))
                out.add('encaps-' + ps, rec, kind)
        name = 'mlkem_%s_test.json' % ps
        for g in dec['testGroups']:
            for t in g['tests']:
                rec = [('Src', '%s#%d' % (name, t['tcId'])),
                       ('Seed', t['seed'])]
                kind = None
                m = ct2m.get((t['seed'], t['c']))
                if m is not None:
                    rec.append(('M', m))
                else:
                    rec.append(('Ct', t['c']))
                    kind = ('wy-decaps', ps, t['result'],
                            tuple(t['flags']))
                if t['result'] == 'valid':
                    rec.append(('K', t['K']))
                rec.append(('Result', t['result']))
                out.add('decaps-' + ps, rec, kind)
        name = 'mlkem_%s_semi_expanded_decaps_test.json' % ps
        d = json.load(open(os.path.join(wy, name)))
        for g in d['testGroups']:
            for t in g['tests']:
                rec = [('Src', '%s#%d' % (name, t['tcId'])),
                       ('Dk', t['dk']), ('Ct', t['c'])]
                if t['result'] == 'valid':
                    rec.append(('K', t['K']))
                rec.append(('Result', t['result']))
                out.add('decaps-' + ps, rec,
                        ('wy-semi', ps, t['result'], tuple(t['flags'])))


HEADER = """\
# ML-KEM-512/768/1024 (FIPS 203): %(what)s.
# Origin: %(origin)s
#   (see ../shared/vectors/README.md).
# License: %(license)s
# Converted by: vectors/tools/convert_mlkem.py ../shared/vectors
#   vectors/mlkem%(all)s
# %(subset)s
# Fields: Seed (d || z), Ek, Dk, M, Ct, KeyHash = SHA3-256(ek || dk),
# CtHash = SHA3-256(c), K, Result (valid | invalid), Src (file#tcId).
# In a decaps record with M instead of Ct the ciphertext is
# Encaps_internal(ek, M); a Seed stands for KeyGen_internal(d, z).
"""
SUBSET = {
    False: 'Subset: the first %d records of each section and file that '
           'name their key\n#   by seed and their ciphertext by M, and the '
           'first %d of each other kind\n#   (operation, set, result, '
           'flags); the build converts all of them.' % (COMPACT_LIMIT, LIMIT),
    True: 'Every record of the source files.',
}


def main():
    args = [a for a in sys.argv[1:] if a != '--all']
    full = '--all' in sys.argv[1:]
    if len(args) != 2:
        sys.exit('usage: convert_mlkem.py VECTORS_DIR OUT_DIR [--all]')
    src, dst = args
    os.makedirs(dst, exist_ok=True)
    allflag = ' --all' if full else ''
    o = Out(full)
    acvp(src, o)
    o.write(os.path.join(dst, 'acvp.vec'), HEADER % {
        'what': 'NIST ACVP keyGen and encapDecap (internal functions)',
        'origin': 'NIST ACVP-Server v1.1.0.40 gen-val/json-files/\n'
                  '#   ML-KEM-keyGen-FIPS203 and ML-KEM-encapDecap-FIPS203 '
                  'internalProjection.json,\n#   via open-quantum-safe/liboqs '
                  'commit 57ce22e8f566f20ff4d3c94603cef9a1146109bc',
        'license': 'NIST test data, a US Government work (17 U.S.C. 105).',
        'all': allflag, 'subset': SUBSET[full]})
    o = Out(full)
    wycheproof(src, o)
    o.write(os.path.join(dst, 'wycheproof.vec'), HEADER % {
        'what': 'Wycheproof keygen, encaps and decaps',
        'origin': 'github.com/C2SP/wycheproof testvectors_v1/, commit\n'
                  '#   dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166, files '
                  'mlkem_{512,768,1024}_{keygen_seed,\n#   encaps,'
                  'semi_expanded_decaps}_test.json and mlkem_*_test.json',
        'license': 'Apache-2.0.',
        'all': allflag, 'subset': SUBSET[full]})


if __name__ == '__main__':
    main()
