#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Code and constant data per algorithm and operation, from a cross build.

usage: footprint.py BUILD [--board ID] [--csv FILE] [--stack-usage FILE]

BUILD is a firmware build directory (meson setup --cross-file ...).  The
objects of lib/src/*/*.c and lib/src/arch/*/*.S (compiled with -ffunction-sections
-fdata-sections, so every function and constant has its own section) are
read with objdump (-h sections, -t symbols, -r relocations).

Attribution rule: an operation's footprint is the closure of the sections
its entry points reach through relocations (calls, and references to
constants and descriptors), within lib/src; each section counts once.
.text* is code, .rodata* constant data, .data*/.bss* global data.  C
library functions (memcpy, memset) are left out.  The entry points are
the calls the harness makes through each RUN row's descriptor (its
adapters in lib/src call them) for each RUN row of the algorithm manifest
(lib/bench/algs.def), by its descriptor: for example
AES-CBC encryption = cb_cbc_encrypt + cb_aes_ct_setkey + cb_aes_ct_cipher
(the descriptor, which references both block directions), a hash = its
descriptor, ECDSA sign = cb_ecdsa_sign + the curve + the hash descriptor.

Writes a text table on standard output and, with --csv, the rows in the
data/ results format (metrics code, const-data, global-data; unit bytes;
params config=ct|table).  --stack-usage FILE recompiles the lib/ objects
with -fstack-usage (the build's own compile commands plus that flag) into
a temporary folder and writes, per operation, a static estimate of the
stack: the deepest path through the same reference graph, adding each
function's .su frame, where a function whose address is taken (a
callback) counts as running beneath the deepest call of the function
that takes it, plus the deepest path of the descriptors passed in (block
cipher, hash, curve); and the top function with its own frame.  Calls
through pointers the relocations do not show are missed.
"""
import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

OBJDUMP = 'arm-none-eabi-objdump'

MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..',
                        '..', 'lib', 'bench', 'algs.def')
RUN_RE = re.compile(r'^RUN\("([^"]+)", (?:HASH|(?:MAC|MODE|AEAD|SIG|KEX|KEM)'
                    r'\((\w+)\)), "(\w+)", "([\w,-]*)", (\d+), '
                    r'(?:BLK\((\w+)\)|0), (?:MD\((\w+)\)|0), '
                    r'(?:CURVE\((\w+)\)|0)\)$')
# each kind's operations, as the harness names them (lib/bench/registry.c)
KIND_OPS = {'HASH': ['hash'], 'MAC': ['hash'], 'MODE': ['encrypt', 'decrypt'],
            'AEAD': ['encrypt', 'decrypt'],
            'SIG': ['keygen', 'sign', 'verify'],
            'KEX': ['keygen', 'shared-secret'],
            'KEM': ['keygen', 'encaps', 'decaps', 'decaps-checked']}


def runs():
    """The manifest's RUN rows: (id, descriptor, config, operations, param,
    cipher, hash, curve), the descriptor 'hash' for HASH, the last three a
    name or None."""
    out = []
    for n, line in enumerate(open(MANIFEST, encoding='utf-8'), 1):
        if line.startswith('RUN('):
            m = RUN_RE.match(line.rstrip('\n'))
            if m is None:
                raise SystemExit('%s:%d: not a RUN row footprint.py reads'
                                 % (MANIFEST, n))
            a, d, cfg, ops, param, c, h, cv = m.groups()
            kind = re.match(r'^RUN\("[^"]+", (\w+)', line).group(1)
            ops = [o for o in KIND_OPS[kind] if not ops or o in ops.split(',')]
            out.append((a, d or 'hash', cfg, ops, int(param), c, h, cv))
    return out


# Each descriptor's entry points, the calls its adapters make (the
# descriptors' own files in lib/src) for a RUN row and operation.
def blockmode(enc, dec, setkey):
    def ent(a, op, p, c, h, cv):
        return [enc if op == 'encrypt' else dec] + setkey + \
            ['cb_%s_setkey' % c, 'cb_%s_cipher' % c]
    return ent


KINDS = {
    'cbc': blockmode('cb_cbc_encrypt', 'cb_cbc_decrypt', []),
    'ctr': blockmode('cb_ctr', 'cb_ctr', []),
    'gcm': blockmode('cb_gcm_encrypt', 'cb_gcm_decrypt', ['cb_gcm_setkey']),
    # the table configuration's GCM: the table GHASH's key set-up
    'gcm_table': blockmode('cb_gcm_encrypt', 'cb_gcm_decrypt',
                           ['cb_gcm_setkey_table']),
    'ccm': blockmode('cb_ccm_encrypt', 'cb_ccm_decrypt', ['cb_ccm_setkey']),
    # ChaCha20 alone: a stream cipher of its own (cb_chacha20_mode)
    'chacha20': lambda a, op, p, c, h, cv: [
        'cb_chacha20_setkey', 'cb_chacha20_init', 'cb_chacha20_update'],
    'chacha20poly1305': lambda a, op, p, c, h, cv: [
        'cb_chacha20poly1305_' + op, 'cb_chacha20poly1305_setkey'],
    'ascon_aead128': lambda a, op, p, c, h, cv: [
        'cb_ascon_aead128_setkey', 'cb_ascon_aead128_' + op],
    'hash': lambda a, op, p, c, h, cv: ['cb_%s_desc' % h],
    'hmac': lambda a, op, p, c, h, cv: [
        'cb_hmac_init', 'cb_hmac_update', 'cb_hmac_final', 'cb_%s_desc' % h],
    'cmac': lambda a, op, p, c, h, cv: [
        'cb_cmac_init', 'cb_cmac_update', 'cb_cmac_final',
        'cb_%s_setkey' % c, 'cb_%s_cipher' % c],
    'ecdsa': lambda a, op, p, c, h, cv: [
        'cb_ecdsa_' + op, 'cb_ecp_' + cv, 'cb_%s_desc' % h],
    'ecdsa_small': lambda a, op, p, c, h, cv: [
        'cb_ecdsa_%s_small' % op, 'cb_ecp_' + cv, 'cb_%s_desc' % h],
    'sm2': lambda a, op, p, c, h, cv: ['cb_sm2_' + op, 'cb_ecp_' + cv],
    # the key generation of X/Ed curves is the public-key derivation
    'ed25519': lambda a, op, p, c, h, cv: [
        'cb_%s_%s' % (a, 'public' if op == 'keygen' else op)],
    'ecdh': lambda a, op, p, c, h, cv: [
        'cb_ecdh_' + ('keygen' if op == 'keygen' else 'shared'),
        'cb_ecp_' + cv],
    'x25519': lambda a, op, p, c, h, cv: [
        'cb_%s_%s' % (a, 'public' if op == 'keygen' else 'shared')],
    'mlkem': lambda a, op, p, c, h, cv: [
        'cb_mlkem_' + op.replace('-', '_'), 'cb_mlkem' + a.split('-')[-1]],
    # ML-DSA: the parameter sets share the code; the sets' constants
    'mldsa': lambda a, op, p, c, h, cv: [
        'cb_mldsa_' + ('keygen_internal' if op == 'keygen' else op),
        'cb_mldsa' + a.split('-')[-1]],
    'mldsa_small': lambda a, op, p, c, h, cv: [
        'cb_mldsa_' + ('keygen_internal' if op == 'keygen' else
                       op + '_small'), 'cb_mldsa' + a.split('-')[-1]],
    # LMS (sets 0-6) and HSS (set 7): one code for every parameter set;
    # the tree configuration keeps the trees (cb_lms_*_tree, cb_hss_*_work)
    'lms': lambda a, op, p, c, h, cv: [
        ('cb_hss_' if p == 7 else 'cb_lms_') + op],
    'lms_tree': lambda a, op, p, c, h, cv: [
        'cb_hss_%s_work' % op if p == 7 else 'cb_lms_%s_tree' % op],
    # RSA PKCS#1 v1.5 over the row's hash: one code for every modulus size
    # and window
    'rsa_pkcs1': lambda a, op, p, c, h, cv: [
        'cb_rsa_pkcs1_' + op, 'cb_%s_desc' % h],
}
KINDS['ed448'] = KINDS['ed25519']
KINDS['x448'] = KINDS['x25519']
# descriptors whose code is bignum arithmetic measured elsewhere
# (docs/firmware.md)
SKIP = ('dsa', 'dh')


def ed25519_config(build):
    """The config of the build's ed25519 rows: its -Ded25519 (fast|small)."""
    try:
        with open(os.path.join(build, 'meson-info',
                               'intro-buildoptions.json')) as f:
            for o in json.load(f):
                if o['name'] == 'ed25519':
                    return o['value']
    except OSError:
        pass
    return 'fast'


def cases(ed_cfg='fast'):
    """(algorithm, operation, config, [entry symbols]) per manifest row and
    operation, each once; ed_cfg: the build's ed25519 table."""
    out, seen = [], set()
    for a, d, cfg, ops, p, c, h, cv in runs():
        if d in SKIP:
            continue
        if d not in KINDS:
            raise SystemExit('footprint.py: descriptor %s of %s has no entry '
                             'points in KINDS' % (d, MANIFEST))
        if d == 'ed25519':
            cfg = ed_cfg
        for op in ops:
            if (a, op, cfg) not in seen:
                seen.add((a, op, cfg))
                out.append((a, op, cfg, KINDS[d](a, op, p, c, h, cv)))
    return out


def lib_objects(build):
    """[(source key 'hash/sha256.c', object path, compile command)]"""
    with open(os.path.join(build, 'compile_commands.json')) as f:
        cmds = json.load(f)
    out = []
    for c in cmds:
        # C files, and the assembly under src/arch/<isa>/
        m = re.search(r'lib/(src/arch/[^/]+|src/[^/]+|bench)/([^/]+\.[cS])$',
                      c['file'])
        if m is None:
            continue
        key = m.group(1).replace('src/', '') + '/' + m.group(2)
        out.append((key, os.path.join(c['directory'], c['output']), c))
    return out


SYM_RE = re.compile(r'^([0-9a-f]{8}) (.{7}) (\S+)\t([0-9a-f]+) (.*)$')
SEC_RE = re.compile(r'^\s*\d+ (\S+)\s+([0-9a-f]{8}) ')


class Graph:
    def __init__(self):
        self.size = {}      # (obj, section) -> bytes
        self.refs = {}      # (obj, section) -> set of targets
        self.calls = {}     # (obj, section) -> targets of call relocations
        self.glob = {}      # global symbol -> (obj, section)
        self.local = {}     # (obj, symbol) -> (obj, section)
        self.func = {}      # (obj, section) -> function name

    def load(self, key, path):
        txt = subprocess.run([OBJDUMP, '-h', '-t', '-r', path],
                             check=True, capture_output=True,
                             text=True).stdout
        part, relsec, raw = None, None, []
        for line in txt.splitlines():
            if line.startswith('Sections:'):
                part = 'h'
                continue
            if line.startswith('SYMBOL TABLE:'):
                part = 't'
                continue
            m = re.match(r'^RELOCATION RECORDS FOR \[(.*)\]:', line)
            if m:
                part, relsec = 'r', m.group(1)
                continue
            if part == 'h':
                m = SEC_RE.match(line)
                if m:
                    self.size[(key, m.group(1))] = int(m.group(2), 16)
            elif part == 't':
                m = SYM_RE.match(line)
                if m is None:
                    continue
                flags, sec, name = m.group(2), m.group(3), m.group(5)
                name = name.split()[-1] if name else name
                if sec.startswith('*'):
                    continue
                node = (key, sec)
                if 'F' in flags:
                    self.func[node] = name
                if flags[0] == 'g':
                    self.glob[name] = node
                self.local[(key, name)] = node
            elif part == 'r' and relsec is not None:
                f = line.split()
                if len(f) == 3 and re.match(r'^[0-9a-f]{8}$', f[0]):
                    raw.append((relsec, re.sub(r'[+-]0x[0-9a-f]+$', '',
                                               f[2]), f[1]))
        for sec, sym, typ in raw:
            if not (sec.startswith('.text') or sec.startswith('.rodata') or
                    sec.startswith('.data')):
                continue
            self.refs.setdefault((key, sec), set()).add((key, sym))
            if typ in ('R_ARM_THM_CALL', 'R_ARM_THM_JUMP24',
                       'R_ARM_THM_JUMP19', 'R_ARM_CALL', 'R_ARM_JUMP24'):
                self.calls.setdefault((key, sec), set()).add((key, sym))

    def resolve(self, ref):
        key, sym = ref
        if (key, sym) in self.size:
            return (key, sym)
        if (key, sym) in self.local and self.local[(key, sym)][1] != 'UND':
            return self.local[(key, sym)]
        return self.glob.get(sym)

    def targets(self, node, calls=None):
        out = []
        src = self.calls if calls is True else self.refs
        for r in src.get(node, ()):
            if calls is False and r in self.calls.get(node, ()):
                continue
            t = self.resolve(r)
            if t is not None and t != node:
                out.append(t)
        return out

    def closure(self, roots):
        seen, todo = set(), []
        for r in roots:
            if r not in self.glob:
                raise SystemExit('footprint.py: no symbol %s in lib/' % r)
            todo.append(self.glob[r])
        while todo:
            n = todo.pop()
            if n in seen:
                continue
            seen.add(n)
            todo.extend(self.targets(n))
        return seen


def kind(sec):
    for pre, k in (('.text', 'code'), ('.rodata', 'const'),
                   ('.data', 'data'), ('.bss', 'data')):
        if sec == pre or sec.startswith(pre + '.'):
            return k
    return None


def stack_usage(objs, tmp):
    """Recompile with -fstack-usage; {(key, function): frame bytes}."""
    su = {}
    for key, _, c in objs:
        if key.endswith('.S'):
            continue        # assembly: no -fstack-usage; painting covers it
        args = shlex.split(c['command'])
        out = os.path.join(tmp, key.replace('/', '_') + '.o')
        i = args.index('-o')
        args[i + 1] = out
        args = [a for j, a in enumerate(args)
                if a not in ('-MD',) and not (j > 0 and args[j - 1] in
                                               ('-MQ', '-MF'))
                and a not in ('-MQ', '-MF')]
        subprocess.run(args + ['-fstack-usage'], cwd=c['directory'],
                       check=True)
        with open(out[:-2] + '.su') as f:
            for line in f:
                loc, n, _ = line.rstrip('\n').split('\t')
                su[(key, loc.rsplit(':', 1)[-1])] = int(n)
    return su


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('build')
    ap.add_argument('--board', default='qemu-m4')
    ap.add_argument('--csv')
    ap.add_argument('--stack-usage')
    a = ap.parse_args()
    objs = lib_objects(a.build)
    if not objs:
        raise SystemExit('footprint.py: no lib/ objects in %s' % a.build)
    g = Graph()
    for key, path, _ in objs:
        g.load(key, path)
    rows = []
    for alg, op, cfg, roots in cases(ed25519_config(a.build)):
        reach = [n for n in g.closure(roots) if not n[0].startswith('bench/')]
        tot = {'code': 0, 'const': 0, 'data': 0}
        files = set()
        for n in reach:
            k = kind(n[1])
            if k is not None and g.size.get(n, 0) > 0:
                tot[k] += g.size[n]
                files.add(n[0])
        rows.append((alg, op, cfg, tot, sorted(files), roots, reach))
    print('%-22s %-13s %-6s %7s %7s %5s  %s' % ('algorithm', 'operation',
          'config', 'code', 'const', 'data', 'objects'))
    for alg, op, cfg, tot, files, _, _ in rows:
        print('%-22s %-13s %-6s %7d %7d %5d  %s' % (
            alg, op, cfg, tot['code'], tot['const'], tot['data'],
            ' '.join(files)))
    if a.csv:
        with open(a.csv, 'w') as f:
            f.write('board,impl,algorithm,operation,params,metric,value,'
                    'unit,line\n')
            for i, (alg, op, cfg, tot, _, _, _) in enumerate(rows):
                for m, k in (('code', 'code'), ('const-data', 'const'),
                             ('global-data', 'data')):
                    f.write('%s,sw,%s,%s,config=%s,%s,%d,bytes,%d\n' % (
                        a.board, alg, op, cfg, m, tot[k], i + 1))
    if a.stack_usage:
        with tempfile.TemporaryDirectory() as tmp:
            su = stack_usage(objs, tmp)
        memo = {}

        def frame(n):
            name = g.func.get(n)
            return su.get((n[0], name), 0) if name else 0

        def depth(n, path):
            if n in memo:
                return memo[n]
            if n in path:
                return 0        # recursion: counted once
            path.add(n)
            # a function whose address is taken here (a callback passed
            # on) may run beneath any of the calls made here
            calls = [depth(t, path) for t in g.targets(n, True)
                     if not t[0].startswith('bench/')]
            refs = [depth(t, path) for t in g.targets(n, False)
                    if not t[0].startswith('bench/')]
            if n in g.func:
                d = frame(n) + max(calls or [0]) + max(refs or [0])
            else:
                d = max(calls + refs or [0])
            path.discard(n)
            memo[n] = d
            return d

        with open(a.stack_usage, 'w') as f:
            f.write('algorithm,operation,config,top,top_frame,'
                    'static_bound\n')
            for alg, op, cfg, _, _, roots, _ in rows:
                # entry functions call through the descriptors (block
                # cipher, hash, curve) passed as arguments: the deepest
                # entry plus the deepest descriptor
                # (a key setup or a hash's one-shot function calls no
                # descriptor: it only bounds from below)
                def d(r):
                    return depth(g.glob[r], set())
                one = 'cb_' + alg.replace('-', '_')
                fns = [r for r in roots if g.glob[r] in g.func and
                       not r.endswith('_setkey')]
                data = [r for r in roots if g.glob[r] not in g.func]
                alone = [r for r in roots if r.endswith('_setkey')]
                if one in g.glob and g.glob[one] in g.func:
                    alone.append(one)
                bound = max([d(r) for r in data] or [0])
                if fns:
                    bound += max(d(r) for r in fns)
                bound = max([bound] + [d(r) for r in alone])
                top = max(fns or alone or roots, key=d)
                f.write('%s,%s,%s,%s,%d,%d\n' % (
                    alg, op, cfg, top, frame(g.glob[top]), bound))
            # the harness's dispatch above the primitive (registry.c):
            # cb_bench_call, then the kind's call (the largest frame of
            # the kinds' *_oneshot, of their *_op for public-key ones)
            reg = [(fn, n) for (k, fn), n in su.items()
                   if k == 'bench/registry.c']
            for name, end in (('cb_bench_call', None), ('oneshot', '_oneshot'),
                              ('pk_op', '_op')):
                ns = [n for fn, n in reg
                      if fn == name or (end and fn.endswith(end))]
                if ns:
                    f.write('harness,%s,,%s,%d,%d\n' % (name, name, max(ns),
                                                        max(ns)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
