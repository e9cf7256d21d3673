#!/usr/bin/env python3
"""Runs a C program natively and on the EVM and compares what it prints.

    scripts/c-difftest.py [--opt=-O0] [--opt=-O2 ...] [--cflags=...]
                          [--gas-limit=N] [--timeout=S] FILE.c [FILE.c...]

The program is compiled for the host with clang-22 (HOST_CC) and run;
then compiled with bin/evm-cc at each --opt level (default -O0 and -O2) and
run with bin/evm-run. Its standard output on the host must equal the
EVM call's return data byte for byte, and its exit status must match: 0
is a successful call, anything else a reverted one (docs/c.md, the
program model). Prints the first difference and exits 1 on a mismatch.

Also a module: scripts/csmith.py uses run_native, run_evm and compare.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVM_CC = os.path.join(ROOT, 'bin', 'evm-cc')
EVM_RUN = os.path.join(ROOT, 'bin', 'evm-run')
# clang: the host compiler must know _BitInt(256) too (gcc 12 does not).
HOST_CC = os.environ.get('HOST_CC', 'clang-22')


class Outcome:
    """What a run printed and whether it succeeded (None: it did not run)."""

    def __init__(self, output, ok, note=''):
        self.output = output
        self.ok = ok
        self.note = note

    def __eq__(self, other):
        return self.output == other.output and self.ok == other.ok

    def describe(self):
        if self.ok is None:
            return 'did not run: ' + self.note
        status = 'exit 0 / success' if self.ok else 'non-zero exit / revert'
        text = self.output.decode('latin-1')
        if len(text) > 400:
            text = text[:400] + '...'
        return f'{status}, output {text!r}' + (f' ({self.note})' if self.note else '')


def run_native(sources, cflags, workdir, timeout):
    exe = os.path.join(workdir, 'native')
    cmd = [HOST_CC, '-O1', '-w', *cflags, *sources, '-o', exe]
    built = subprocess.run(cmd, capture_output=True)
    if built.returncode != 0:
        return Outcome(b'', None, 'host compile failed: ' +
                       built.stderr.decode(errors='replace')[:2000])
    try:
        ran = subprocess.run([exe], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome(b'', None, f'host run timed out after {timeout} s')
    return Outcome(ran.stdout, ran.returncode == 0,
                   f'exit {ran.returncode}' if ran.returncode else '')


def compile_evm(sources, opt, cflags, workdir):
    """Returns (hex path, error text)."""
    out = os.path.join(workdir, 'evm' + opt.replace(' ', '_') + '.hex')
    cmd = [EVM_CC, *opt.split(), *cflags, *sources, '-o', out]
    built = subprocess.run(cmd, capture_output=True)
    if built.returncode != 0:
        return None, ' '.join(cmd) + ': ' + built.stderr.decode(errors='replace')[:4000]
    return out, ''


def run_evm(sources, opt, cflags, workdir, gas_limit=None):
    code, error = compile_evm(sources, opt, cflags, workdir)
    if code is None:
        return Outcome(b'', None, 'evm-cc failed: ' + error)
    cmd = [EVM_RUN]
    if gas_limit:
        cmd.append(f'--gas-limit={gas_limit}')
    cmd.append('@' + code)
    ran = subprocess.run(cmd, capture_output=True)
    if ran.returncode != 0:
        return Outcome(b'', None, 'evm-run failed: ' +
                       ran.stderr.decode(errors='replace')[:2000])
    result = json.loads(ran.stdout)
    note = result.get('error', '') or ''
    # A halt other than REVERT (out of gas, INVALID) is a failure without
    # output of the program's own.
    if not result['success'] and note and 'revert' not in note.lower():
        return Outcome(b'', None, f'EVM halted: {note}, gas {result["gasUsed"]}')
    return Outcome(bytes.fromhex(result['returnData']), result['success'],
                   f'gas {result["gasUsed"]}')


def compare(native, evm):
    """None if they agree, else a description of the difference."""
    if evm.ok is not None and native == evm:
        return None
    return f'native: {native.describe()}\n   evm: {evm.describe()}'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('sources', nargs='+')
    parser.add_argument('--opt', action='append',
                        help='an evm-cc level (repeatable; default -O0 and -O2)')
    parser.add_argument('--cflags', default='',
                        help='flags for both compilers (-I, -D)')
    parser.add_argument('--gas-limit', type=int)
    parser.add_argument('--timeout', type=float, default=30)
    args = parser.parse_args()
    cflags = args.cflags.split()
    failed = False
    with tempfile.TemporaryDirectory() as workdir:
        native = run_native(args.sources, cflags, workdir, args.timeout)
        if native.ok is None:
            print(f'{args.sources[0]}: {native.note}', file=sys.stderr)
            return 2
        for opt in args.opt or ['-O0', '-O2']:
            evm = run_evm(args.sources, opt, cflags, workdir, args.gas_limit)
            difference = compare(native, evm)
            if difference:
                print(f'{args.sources[0]} at {opt}: MISMATCH\n{difference}')
                failed = True
            else:
                print(f'{args.sources[0]} at {opt}: same output '
                      f'({len(native.output)} bytes, {evm.note})')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
