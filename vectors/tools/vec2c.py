#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compile the known-answer rows of the algorithm manifest
(lib/bench/algs.def: SELFTEST lines) and the .vec files they name into C
tables (kat.h): python3 vec2c.py [--all] [--depfile D] MANIFEST VECDIR OUT.c
The firmware takes each row's first max records; --all every record of
its section (the host's test of them all, tests/); --depfile writes the
.vec files read as a Make rule for the build."""
import re
import sys

# Field name -> slot (kat_record.f[]): key, iv/public (x), ad, in, out, tag,
# k, public y.
FIELDS = {'Key': 0, 'IV': 1, 'Nonce': 1, 'AD': 2, 'In': 3, 'Out': 4, 'Tag': 5,
          # public key: private, public (or its x, y), message, result
          'Priv': 0, 'Private': 0, 'Seed': 0, 'Pub': 1, 'Public': 1,
          'Peer': 1, 'Qx': 1, 'Px': 1, 'Qy': 7, 'Py': 7, 'Msg': 3,
          'Sig': 4, 'Shared': 4, 'R': 4, 'S': 5, 'K': 6}
# fields whose name means something else elsewhere (RSA's Id is a number)
KIND_FIELDS = {'sm2': {'Id': 2},
               'dsa': {'P': 0, 'Y': 1, 'Q': 2, 'Msg': 3, 'Sig': 4, 'G': 6},
               # ML-KEM: seed, ek, m, SHA3-256(ek || dk), SHA3-256(c), K, c
               # a semi-expanded decapsulation key (Dk) in the seed's slot
               'kem': {'Seed': 0, 'Dk': 0, 'Ek': 1, 'M': 3, 'KeyHash': 4,
                       'CtHash': 5, 'K': 6, 'Ct': 7},
               # signatures: ECDSA's nonce K left out (RFC 6979 derives
               # it); ML-DSA's digests of the expected public key, private
               # key (K) and signature, and its context (AD)
               'sig': {'K': None, 'PkSha3': 1, 'SkSha3': 6, 'SigSha3': 4,
                       'Ctx': 2},
               # LMS/HSS: public key, message, signature
               'lms': {'PublicKey': 1, 'Msg': 3, 'Signature': 4}}
NSLOTS = 8                  # KAT_NFIELDS in vectors/kat.h
# the fields of a signature group's key, carried to the records after its
# first
GROUP_FIELDS = {'Seed', 'PkSha3', 'SkSha3'}
# records the checks cannot run as they stand
UNCHECKED = {'Repeat', 'Mu'}


def records(path, section, limit, kind):
    """The first limit records of section ('*': any); 'name|Field=value'
    keeps only records with that field value.  Only valid records (or
    records without a Result) unless the condition names Result.  A
    record without message or result (a key, a DSA domain) gives its
    fields to the records after it."""
    section, _, cond = section.partition('|')
    want = cond.split('=', 1) if cond else None
    out, common = [], {}
    for r in records_all(path, section):
        if not set(r) & {'In', 'Msg', 'Out', 'Sig', 'Shared', 'Peer',
                         'KeyHash', 'K', 'SkSha3'} and \
           r.get('Result', 'valid') == 'valid':
            common = r              # a section's key (or domain) for the
            continue                # records after it
        # a group's key, written in its first record only (Wycheproof's
        # ML-DSA groups), holds for the records after it
        if kind == 'sig' and set(r) & GROUP_FIELDS:
            common = dict(common, **{k: v for k, v in r.items()
                                     if k in GROUP_FIELDS})
        r = dict(common, **r)
        # what no check runs: a repetition count, a signature of mu
        if set(r) & UNCHECKED:
            continue
        if want is not None and r.get(want[0]) != want[1]:
            continue
        if (want is None or want[0] != 'Result') and \
           r.get('Result', 'valid') != 'valid':
            continue
        out.append(r)
    return out if limit is None else out[:limit]


def records_all(path, section):
    out, cur, sect = [], None, ''
    for line in open(path, encoding='utf-8'):
        line = line.split('#', 1)[0].strip()
        if not line:
            if cur:
                out.append(cur)
            cur = None
            continue
        if line.startswith('['):
            if cur:
                out.append(cur)
            cur, sect = None, line[1:line.index(']')]
            continue
        name, _, value = line.partition('=')
        if section not in ('*', sect):
            continue
        cur = cur or {}
        cur[name.strip()] = value.strip()
    if cur:
        out.append(cur)
    return out


SELFTEST_RE = re.compile(r'^SELFTEST\("([^"]+)", (\w+), "([^"]+)", '
                         r'"([^"]+)", "([^"]+)", (\d+)\)$')


def selftest_rows(path):
    """(algo, kind, id, file, section, max) of each SELFTEST row, in
    order."""
    out = []
    for n, line in enumerate(open(path, encoding='utf-8'), 1):
        if not line.startswith('SELFTEST('):
            continue
        m = SELFTEST_RE.match(line.rstrip('\n'))
        if m is None:
            sys.exit('%s:%d: not SELFTEST("name", kind, "id", "file", '
                     '"section", max)' % (path, n))
        out.append(m.groups())
    return out


def main():
    args = sys.argv[1:]
    every = '--all' in args
    depfile = None
    if '--depfile' in args:
        i = args.index('--depfile')
        depfile = args[i + 1]
        del args[i:i + 2]
    listing, vecdir, dst = [a for a in args if a != '--all']
    lines = ['/* Generated by vectors/vec2c.py from lib/bench/algs.def: '
             'do not edit. */', '#include "kat.h"', '']
    table = []
    n = 0
    for algo, kind, ident, rel, section, limit in selftest_rows(listing):
        recs = records(vecdir + '/' + rel, section,
                       None if every else int(limit), kind)
        if not recs:
            sys.exit('vec2c: no records for %s in %s [%s]' %
                     (algo, rel, section))
        fields = dict(FIELDS, **KIND_FIELDS.get(kind, {}))
        for r in recs:
            slots = ['NULL'] * NSLOTS
            lens = ['0'] * NSLOTS
            for fname, value in r.items():
                if fields.get(fname) is None:
                    continue
                idx = fields[fname]
                if slots[idx] != 'NULL':    # two names of one slot (a
                    continue                # signature and its digest)
                data = bytes.fromhex(value)
                var = 'v%d_%d' % (n, idx)
                body = ', '.join('0x%02x' % b for b in data) or '0'
                lines.append('static const uint8_t %s[] = { %s };' %
                             (var, body))
                slots[idx], lens[idx] = var, str(len(data))
            table.append('\t{ "%s", "%s", &kat_%s, "%s:%s", { %s }, '
                         '{ %s } },' % (algo, ident, kind, rel, section,
                                        ', '.join(slots), ', '.join(lens)))
            n += 1
    lines.append('')
    # the kinds' descriptors (selftest.c, selftest_pk.c)
    for kind in sorted(set(r[1] for r in selftest_rows(listing))):
        lines.append('extern const kat_kind kat_%s;' % kind)
    lines.append('')
    lines.append('const kat_record kat_records[] = {')
    lines += table
    lines.append('};')
    lines.append('const unsigned kat_nrecords = %d;' % n)
    with open(dst, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    if depfile is not None:     # the build redoes dst when a file changes
        files = sorted(set(vecdir + '/' + r[3]
                           for r in selftest_rows(listing)))
        with open(depfile, 'w', encoding='utf-8') as f:
            f.write('%s: %s\n' % (dst.replace(' ', '\\ '),
                                  ' '.join(x.replace(' ', '\\ ')
                                           for x in files)))


main()
