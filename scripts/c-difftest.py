#!/usr/bin/env python3
"""Runs a C program natively and on the EVM and compares what it prints.

    scripts/c-difftest.py [--opt=-O0] [--opt=-O2 ...] [--cflags=...]
                          [--gas-limit=N] [--timeout=S] FILE.c [FILE.c...]

The program is compiled for the host with clang-22 (HOST_CC) and run;
then compiled with bin/evm-cc at each --opt level (default -O0 and -O2) and
run with bin/evm-run. Its standard output on the host must equal the
EVM call's return data byte for byte, and its exit status must match: 0
is a successful call, anything else a reverted one (docs/c.md, the
program model).

The EVM's C ABI is big-endian and the host little-endian: a program that
reads the bytes of a value through another type (a union's other member,
say) prints different things on the two, both correct. When the EVM
disagrees with the host, the program is also compiled for a big-endian
LP64 machine (clang-22 --target=s390x-linux-gnu -fsigned-char, run by
qemu-s390x-static; BE_TARGET, BE_RUNNER); if that prints what the EVM
printed, and not what the host printed, the difference is byte order and
not a bug. Prints the first real difference and exits 1 on a mismatch.

Also a module: scripts/csmith.py uses run_native, run_evm and judge.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVM_CC = os.path.join(ROOT, 'bin', 'evm-cc')
EVM_RUN = os.path.join(ROOT, 'bin', 'evm-run')
# clang: the host compiler must know _BitInt(256) too (gcc 12 does not).
HOST_CC = os.environ.get('HOST_CC', 'clang-22')
# The big-endian reference: clang for a big-endian LP64 target, its char made
# signed as on the EVM, linked statically and run by user-mode qemu. s390x
# rather than mips64: it reads misaligned words, as the EVM does, and
# csmith's packed structs make them (mips64 stops with SIGBUS).
BE_TARGET = os.environ.get('BE_TARGET', 's390x-linux-gnu')
BE_RUNNER = os.environ.get('BE_RUNNER', 'qemu-s390x-static')


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


def build_and_run(compile_cmd, run_prefix, exe, what, timeout):
    built = subprocess.run(compile_cmd, capture_output=True)
    if built.returncode != 0:
        return Outcome(b'', None, f'{what} compile failed: ' +
                       built.stderr.decode(errors='replace')[:2000])
    try:
        ran = subprocess.run([*run_prefix, exe], capture_output=True,
                             timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome(b'', None, f'{what} run timed out after {timeout} s')
    return Outcome(ran.stdout, ran.returncode == 0,
                   f'exit {ran.returncode}' if ran.returncode else '')


def run_native(sources, cflags, workdir, timeout):
    exe = os.path.join(workdir, 'native')
    return build_and_run([HOST_CC, '-O1', '-w', *cflags, *sources, '-o', exe],
                         [], exe, 'host', timeout)


def run_big_endian(sources, cflags, workdir, timeout):
    """The program on the big-endian reference machine (did not run if its
    compiler or emulator is missing or refuses the program)."""
    if shutil.which(BE_RUNNER) is None:
        return Outcome(b'', None, f'{BE_RUNNER} is not installed')
    exe = os.path.join(workdir, 'big-endian')
    # The emulator is slower than the host: give it more time.
    return build_and_run([HOST_CC, '--target=' + BE_TARGET, '-static',
                          '-fsigned-char', '-O1', '-w', *cflags, *sources,
                          '-o', exe],
                         [BE_RUNNER], exe, 'big-endian', 10 * timeout)


def compile_evm(sources, opt, cflags, workdir, timeout=None):
    """Returns (hex path, error text)."""
    out = os.path.join(workdir, 'evm' + opt.replace(' ', '_') + '.hex')
    cmd = [EVM_CC, *opt.split(), *cflags, *sources, '-o', out]
    # evm-cc is a script that runs llc: on a timeout, stop its whole process
    # group, not only the script, or llc goes on alone.
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          start_new_session=True) as proc:
        try:
            stdout, stderr = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.communicate()
            return None, ' '.join(cmd) + f': still compiling after {timeout} s'
    built = subprocess.CompletedProcess(cmd, proc.returncode, stdout, stderr)
    if built.returncode != 0:
        return None, ' '.join(cmd) + ': ' + built.stderr.decode(errors='replace')[:4000]
    return out, ''


def run_evm(sources, opt, cflags, workdir, gas_limit=None,
            compile_timeout=None):
    code, error = compile_evm(sources, opt, cflags, workdir, compile_timeout)
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


class BigEndianReference:
    """Runs the program on the big-endian machine once, when first asked."""

    def __init__(self, sources, cflags, workdir, timeout):
        self.args = (sources, cflags, workdir, timeout)
        self.outcome = None

    def get(self):
        if self.outcome is None:
            self.outcome = run_big_endian(*self.args)
        return self.outcome


def judge(native, evm, big_endian):
    """('same' | 'byte-order' | 'mismatch', description). 'byte-order': the
    EVM printed what the big-endian machine prints, the host something
    else."""
    difference = compare(native, evm)
    if difference is None:
        return 'same', ''
    if evm.ok is not None:
        reference = big_endian.get()
        if reference.ok is not None and reference == evm:
            return 'byte-order', (f'byte order: the EVM prints what a '
                                  f'big-endian machine prints\n{difference}')
        if reference.ok is not None:
            difference += f'\n    be: {reference.describe()}'
    return 'mismatch', difference


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
        big_endian = BigEndianReference(args.sources, cflags, workdir,
                                        args.timeout)
        for opt in args.opt or ['-O0', '-O2']:
            evm = run_evm(args.sources, opt, cflags, workdir, args.gas_limit)
            verdict, difference = judge(native, evm, big_endian)
            if verdict == 'mismatch':
                print(f'{args.sources[0]} at {opt}: MISMATCH\n{difference}')
                failed = True
            elif verdict == 'byte-order':
                print(f'{args.sources[0]} at {opt}: same output as on a '
                      f'big-endian machine ({len(evm.output)} bytes, '
                      f'{evm.note}); the host prints other bytes')
            else:
                print(f'{args.sources[0]} at {opt}: same output '
                      f'({len(native.output)} bytes, {evm.note})')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
