#!/usr/bin/env python3
"""Runs a C program natively and on the EVM and compares what it prints.

    scripts/fuzz/c-difftest.py [--opt=-O0] [--opt=-O2 ...] [--cflags=...]
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

The runs and their comparison are scripts/evmtest/difftest.py's, which
scripts/fuzz/csmith.py uses too.
"""
import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from evmtest.difftest import BigEndianReference, judge, run_evm, run_native  # noqa: E402


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
