#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every command in every format against docs/output.schema.json (suite
'cli'): JSON validated by the schema of its rows; CSV the same fields
flat (every key the schema's, numbers where it says number, one width);
Markdown tables of one width; text within $COLUMNS.

usage: test_schema.py CRYPTOBENCH SOURCE_ROOT
Exit 77 (skip) without python3-jsonschema."""
import csv
import io
import json
import os
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError:
    print('python3-jsonschema is not installed: skipped')
    sys.exit(77)

cb, root = sys.argv[1], sys.argv[2]
schema = json.load(open(os.path.join(root, 'docs', 'output.schema.json')))
defs = schema['$defs']
tmp = tempfile.mkdtemp(prefix='cb_schema_')
env = dict(os.environ, HOME=tmp, XDG_DATA_HOME=os.path.join(tmp, 'xdg'),
           SOURCE_DATE_EPOCH='1767225600', COLUMNS='80')
env.pop('CRYPTOBENCH_DATA', None)
data = os.path.join(root, 'data')
failures = []


def run(args, fmt):
    a = [cb, '--data', data] + (['--format', fmt] if fmt != 'text' else [])
    p = subprocess.run(a + args, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        failures.append('%s %s: exit %d: %s' % (fmt, ' '.join(args),
                                                p.returncode, p.stderr))
        return None
    return p.stdout


for log in ('qemu-m4', 'host'):
    subprocess.run([cb, '--data', data, 'ingest',
                    os.path.join(root, 'tests', 'golden', 'runs', log + '.log'),
                    '--save', log], env=env, check=True, capture_output=True)

# each command, the $defs entry of its rows
COMMANDS = [
    (['list'], None),
    (['show', 'stm32u3'], 'show_row'),
    (['show', 'qemu-m4', '--clock', '168'], 'show_row'),
    (['show', 'stm32u3', '--fit'], 'fit_row'),
    (['compare', 'stm32f4', 'm487'], 'compare_row'),
    (['compare', 'stm32f4', 'm487', 'same51', 'stm32n6', 'stm32u3'],
     'compare_row'),
    (['compare', 'stm32u3', 'pqm4', '--config', 'all', '--metric', 'ram'],
     'compare_row'),
    (['compare', 'stm32f4', 'stm32n6', '--impl', 'best', '--all'],
     'compare_row'),
    (['compare', 'm487', 'qemu-m4', '--clock', '192', '--stat', 'median'],
     'compare_row'),
    (['runs'], 'runs_row'),
    (['runs', 'qemu-m4'], 'runs_row'),
    (['verify', '--algo', 'sha256'], 'plain_row'),
    (['run', '--quick', '--algo', 'md5', '--no-save'], 'plain_row'),
]


def flat_keys(name):
    """The CSV header keys a row schema allows."""
    d = defs[name] if name else defs['board']
    keys = set(d.get('properties', {}))
    if name == 'compare_row':
        keys |= set(defs['figure']['properties'])
    if name in ('compare_row', 'show_row'):
        keys |= {'board_' + k for k in defs['board']['properties']}
    return keys


def numeric(name, key):
    for d in (defs.get(name or 'board', {}), defs['figure'], defs['board']):
        p = d.get('properties', {}).get(key.replace('board_', '', 1)
                                        if key.startswith('board_') and
                                        d is defs['board'] else key)
        if p is None:
            continue
        t = p.get('type')
        if '$ref' in p:
            t = defs[p['$ref'].split('/')[-1]].get('type')
        if t in ('number', 'integer') or (isinstance(t, list) and
                                          ('number' in t or 'integer' in t)):
            return True
        return False
    return False


for args, rows in COMMANDS:
    what = ' '.join(args)
    if args[0] == 'verify' and subprocess.run(
            [cb, 'verify', '--help'], capture_output=True).returncode != 0:
        continue
    out = run(args, 'json')
    if out is not None:
        try:
            doc = json.loads(out)
            jsonschema.Draft202012Validator(schema).validate(doc)
            if rows is not None:
                item = jsonschema.Draft202012Validator(
                    {'$ref': '#/$defs/' + rows, '$defs': defs})
                for r in doc['rows']:
                    item.validate(r)
            else:
                if not doc['boards'] or doc['rows']:
                    failures.append('json %s: boards, no rows' % what)
            ids = {n['id'] for n in doc['notes']}
            for r in doc['rows']:
                for k in ('row_notes', 'notes'):
                    if not set(r.get(k, [])) <= ids:
                        failures.append('json %s: a note not in notes' % what)
        except (ValueError, jsonschema.ValidationError) as e:
            failures.append('json %s: %s' % (what, str(e).splitlines()[0]))
    out = run(args, 'csv')
    if out is not None and out:
        lines = list(csv.reader(io.StringIO(out)))
        head = lines[0]
        allowed = flat_keys(rows)
        if rows == 'plain_row':
            allowed = set(head)
        for k in head:
            if k not in allowed:
                failures.append('csv %s: column %s is no schema key' %
                                (what, k))
        if len(set(head)) != len(head):
            failures.append('csv %s: a column twice' % what)
        for ln in lines[1:]:
            if len(ln) != len(head):
                failures.append('csv %s: %d fields, header %d' %
                                (what, len(ln), len(head)))
                break
            for k, v in zip(head, ln):
                if v != '' and rows != 'plain_row' and numeric(rows, k):
                    try:
                        float(v)
                    except ValueError:
                        failures.append('csv %s: %s=%r is no number' %
                                        (what, k, v))
    out = run(args, 'markdown')
    if out is not None:
        width = None
        for ln in out.splitlines():
            if not ln.startswith('|'):
                width = None
                continue
            n = ln.replace('\\\\', '').replace('\\|', '').count('|')
            if width is None:
                width = n
            elif n != width:
                failures.append('markdown %s: a row of %d bars, header %d' %
                                (what, n, width))
                break
    out = run(args, 'text')
    if out is not None and args[0] in ('list', 'show', 'compare', 'runs'):
        for ln in out.splitlines():
            if len(ln) > 80:
                failures.append('text %s: a line of %d columns: %s' %
                                (what, len(ln), ln))
                break

subprocess.run(['rm', '-rf', tmp])
for f in failures:
    print('FAIL ' + f)
print('%d commands, 4 formats each: %s' %
      (len(COMMANDS), 'ok' if not failures else '%d failures' %
       len(failures)))
sys.exit(1 if failures else 0)
