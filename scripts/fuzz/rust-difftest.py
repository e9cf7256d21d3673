#!/usr/bin/env python3
"""Runs a Rust program natively and on the EVM and compares what it prints.

    scripts/fuzz/rust-difftest.py [--opt=-O0] [--opt=-O2 ...] [--cfg=SPEC ...]
                             [--gas-limit=N] [--timeout=S] FILE.rs [FILE.c ...]

The program (a `#![no_std]` crate whose `fn main()` prints with the `evm`
crate's macros) is compiled for the host with Debian's rustc against the
native stand-in for the `evm` crate (BUILD/lib/evm-llvm/rust/native/libevm.rlib,
rust/native), which writes everything to stdout and prints a panic's
message there as the EVM does; then with bin/evm-rustc at each --opt level
(default -O0 and -O2) and run with bin/evm-run. Its output on the host must
equal the EVM call's return data byte for byte, and its exit status must
match: 0 is a successful call, anything else (a panic: 101) a failed one.
Each level is compared with a native build that has the same overflow
checks and debug assertions (on at -O0 only, as rustc sets them).

C files after the Rust file are part of the program on both sides (natively
compiled by clang-22 into a static library; bin/evm-rustc links them on the
EVM). --cfg passes rustc's --cfg to both compilations (one file, several
programs).

When the sysroot was built with -C panic=immediate-abort (a backend without
frames for recursive functions whose locals' addresses escape; docs/rust.md)
a panic stops the EVM call with INVALID and no output: then only the
failure itself is compared. Prints the first difference and exits 1 on a
mismatch. The outcomes and their comparison are scripts/evmtest/difftest.py's
(shared with c-difftest.py).
"""
import argparse
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from evmtest.difftest import HOST_CC, Outcome, compare, compile_and_call  # noqa: E402

EVM_RUSTC = os.path.join(ROOT, 'bin', 'evm-rustc')
RUSTC = '/usr/bin/rustc'


def rust_dir():
    """The build's Rust folder (rust/build-sysroot.sh)."""
    build = os.environ.get('EVM_BUILD_DIR', os.path.join(ROOT, 'build'))
    return os.path.join(build, 'lib', 'evm-llvm', 'rust')


def rust_config():
    """BUILD/lib/evm-llvm/rust/config.sh as a dict (empty when the build
    has no Rust)."""
    config = {}
    try:
        with open(os.path.join(rust_dir(), 'config.sh')) as f:
            for line in f:
                line = line.strip()
                if line and not line.startswith('#') and '=' in line:
                    key, _, value = line.partition('=')
                    config[key] = shlex.split(value)[0] if value else ''
    except OSError:
        pass
    return config


def run_native(source, c_files, checks, cfgs, workdir, timeout):
    """The program on the host, with overflow checks and debug assertions
    on or off."""
    native = os.path.join(rust_dir(), 'native', 'libevm.rlib')
    if not rust_config() or not os.path.exists(native):
        return Outcome(b'', None, 'no native stand-in: run scripts/build.sh')
    exe = os.path.join(workdir, 'native-checks' if checks else 'native')
    cmd = [RUSTC, '-Z', 'unstable-options', '--edition', '2024',
           '-C', f'opt-level={0 if checks else 2}',
           '-C', f'debug-assertions={"on" if checks else "off"}',
           '-C', f'overflow-checks={"on" if checks else "off"}',
           '--extern', f'force:evm={native}', '--cap-lints', 'allow',
           *cfg_args(cfgs), source, '-o', exe]
    if c_files:
        lib = os.path.join(workdir, 'libnativec.a')
        if not os.path.exists(lib):
            objects = []
            for i, c in enumerate(c_files):
                obj = os.path.join(workdir, f'c{i}.o')
                built = subprocess.run([HOST_CC, '-O1', '-w', '-c', c, '-o', obj],
                                       capture_output=True)
                if built.returncode != 0:
                    return Outcome(b'', None, 'host C compile failed: ' +
                                   built.stderr.decode(errors='replace')[:2000])
                objects.append(obj)
            subprocess.run(['ar', 'rcs', lib, *objects], check=True)
        cmd += ['-L', workdir, '-l', 'static=nativec']
    env = dict(os.environ, RUSTC_BOOTSTRAP='1')
    built = subprocess.run(cmd, capture_output=True, env=env)
    if built.returncode != 0:
        return Outcome(b'', None, 'host compile failed: ' +
                       built.stderr.decode(errors='replace')[:3000])
    try:
        ran = subprocess.run([exe], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome(b'', None, f'host run timed out after {timeout} s')
    return Outcome(ran.stdout, ran.returncode == 0,
                   f'exit {ran.returncode}' if ran.returncode else '')


def cfg_args(cfgs):
    return [arg for cfg in cfgs for arg in ('--cfg', cfg)]


def run_evm(source, c_files, opt, cfgs, workdir, gas_limit=None):
    code = os.path.join(workdir, 'evm' + opt + '.hex')
    result = compile_and_call([EVM_RUSTC, opt, *cfg_args(cfgs), source, *c_files,
                               '-o', code], code, gas_limit)
    if isinstance(result, Outcome):
        return result
    # Every halt is a failure with its output: a panic with -C
    # panic=immediate-abort is an INVALID halt (compare's failure_output).
    note = f'gas {result["gasUsed"]}, {os.path.getsize(code) // 2} bytes'
    if result.get('error'):
        note = f'{result["error"]}, {note}'
    return Outcome(bytes.fromhex(result['returnData']), result['success'], note)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('source')
    parser.add_argument('c_files', nargs='*')
    parser.add_argument('--opt', action='append',
                        help='an evm-rustc level (repeatable; default -O0 and -O2)')
    parser.add_argument('--cfg', action='append', default=[],
                        help="rustc's --cfg for both compilations (repeatable)")
    parser.add_argument('--gas-limit', type=int)
    parser.add_argument('--timeout', type=float, default=30)
    args = parser.parse_args()
    panic = rust_config().get('EVM_RUST_PANIC', 'abort')
    failed = False
    name = args.source + ''.join(f' --cfg {c}' for c in args.cfg)
    with tempfile.TemporaryDirectory() as workdir:
        natives = {}
        for opt in args.opt or ['-O0', '-O2']:
            checks = opt == '-O0'
            if checks not in natives:
                natives[checks] = run_native(args.source, args.c_files, checks,
                                             args.cfg, workdir, args.timeout)
            native = natives[checks]
            if native.ok is None:
                print(f'{args.source}: {native.note}', file=sys.stderr)
                return 2
            evm = run_evm(args.source, args.c_files, opt, args.cfg, workdir,
                          args.gas_limit)
            difference = compare(native, evm,
                                 failure_output=panic != 'immediate-abort')
            if difference:
                print(f'{name} at {opt}: MISMATCH\n{difference}')
                failed = True
            elif not native.ok and panic == 'immediate-abort':
                print(f'{name} at {opt}: both fail ({evm.note}); the '
                      f'EVM prints no panic message (-C panic=immediate-abort)')
            else:
                print(f'{name} at {opt}: same output '
                      f'({len(native.output)} bytes, {evm.note})')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
