#!/usr/bin/env python3
"""Differential testing of bin/evm-cc with csmith programs.

    scripts/fuzz/csmith.py [--seeds=1-10] [--opt-levels=-O0,-O2] [--long=N]
                      [--save=DIR] [--reduce] [--gas-limit=N]
                      [--timeout=S] [--compile-timeout=S] [-j N]

Each seed's program is generated with csmith's default options, compiled
for the host and run (its last line is "checksum = X"), then compiled with
bin/evm-cc -I/usr/include/csmith at each level and run on the EVM: the
output must be the same, or, for a program whose checksum depends on byte
order (csmith's unions are read through other members than the one
written), the checksum a big-endian LP64 machine prints (c-difftest.py:
the EVM's C ABI is big-endian); such seeds are counted apart. --seeds takes a list of ranges ("1-5,9"); --long=N
tests N seeds counted up from a seed taken from the clock (printed, so a
run can be repeated) instead. Programs the host does not finish within
--timeout seconds, or the EVM within --gas-limit gas, are skipped and
counted; evm-cc taking more than --compile-timeout seconds is a failure. A mismatch (or a compiler failure) is saved to --save/seed-N/
with both outputs; with --reduce, creduce then shrinks it there, keeping
the program free of the undefined behaviour the host compiler's warnings
catch and the mismatch alive. Exit status 1 if any seed failed.
"""
import argparse
import concurrent.futures
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from evmtest import difftest  # noqa: E402

CSMITH_INCLUDE = '/usr/include/csmith'


def parse_seeds(text):
    seeds = []
    for part in text.split(','):
        if '-' in part:
            lo, hi = part.split('-')
            seeds.extend(range(int(lo), int(hi) + 1))
        elif part:
            seeds.append(int(part))
    return seeds


def test_seed(seed, levels, args):
    """Returns (seed, status, detail): status is 'pass', 'byte-order',
    'skip' or 'fail'."""
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, f'seed-{seed}.c')
        with open(source, 'w') as out:
            # In the scratch directory: csmith leaves a platform.info there.
            generated = subprocess.run(['csmith', '--seed', str(seed)],
                                       stdout=out, stderr=subprocess.PIPE,
                                       cwd=work)
        if generated.returncode != 0:
            return seed, 'fail', 'csmith failed: ' + generated.stderr.decode()
        cflags = ['-I' + CSMITH_INCLUDE]
        native = difftest.run_native([source], cflags, work, args.timeout)
        if native.ok is None:
            return seed, 'skip', native.note
        big_endian = difftest.BigEndianReference([source], cflags, work,
                                                 args.timeout)
        status = 'pass'
        for level in levels:
            evm = difftest.run_evm([source], level, cflags, work,
                                   args.gas_limit, args.compile_timeout)
            if evm.ok is None and 'out of gas' in evm.note:
                return seed, 'skip', f'{level}: {evm.note}'
            verdict, difference = difftest.judge(native, evm, big_endian)
            if verdict == 'mismatch':
                if args.save:
                    save(seed, source, level, difference, args)
                return seed, 'fail', f'{level}:\n{difference}'
            if verdict == 'byte-order':
                status = 'byte-order'
        if status == 'byte-order':
            return seed, status, (
                big_endian.get().output.decode(errors='replace').strip() +
                ' (big-endian; the host prints ' +
                native.output.decode(errors='replace').strip() + ')')
        return seed, 'pass', native.output.decode(errors='replace').strip()


def save(seed, source, level, difference, args):
    target = os.path.join(args.save, f'seed-{seed}')
    os.makedirs(target, exist_ok=True)
    shutil.copy(source, os.path.join(target, 'program.c'))
    with open(os.path.join(target, 'difference.txt'), 'w') as out:
        out.write(f'evm-cc {level}\n{difference}\n')
    if args.reduce:
        reduce(target, level, args)


# The interestingness test creduce runs in a copy of the directory: the
# program must still compile cleanly for the host (warnings that point at
# undefined behaviour are errors), run there, and differ on the EVM.
INTERESTING = '''#!/bin/sh
{host_cc} -O1 -w -Werror=uninitialized -Werror=return-type -Werror=implicit-int \\
  -Werror=implicit-function-declaration -Wno-error=unused -I{include} \\
  -fsanitize=undefined -fno-sanitize-recover=all program.c -o native \\
  >/dev/null 2>&1 || exit 1
timeout 10 ./native > native.out 2>/dev/null || exit 1
python3 {difftest} --opt={level} --cflags=-I{include} program.c >/dev/null 2>&1
test $? -eq 1
'''


def reduce(target, level, args):
    script = os.path.join(target, 'interesting.sh')
    with open(script, 'w') as out:
        out.write(INTERESTING.format(
            host_cc=difftest.HOST_CC, include=CSMITH_INCLUDE, level=level,
            difftest=ROOT / 'scripts' / 'fuzz' / 'c-difftest.py'))
    os.chmod(script, os.stat(script).st_mode | stat.S_IEXEC)
    shutil.copy(os.path.join(target, 'program.c'),
                os.path.join(target, 'program.orig.c'))
    subprocess.run(['creduce', '--n', '1', './interesting.sh', 'program.c'],
                   cwd=target, stdout=subprocess.DEVNULL)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--seeds', default='1-10')
    parser.add_argument('--long', type=int, metavar='N',
                        help='N seeds from a clock-derived start')
    parser.add_argument('--opt-levels', default='-O0,-O2')
    parser.add_argument('--gas-limit', type=int, default=1_000_000_000)
    parser.add_argument('--timeout', type=float, default=10)
    parser.add_argument('--compile-timeout', type=float, default=600,
                        help='seconds evm-cc may take (a failure beyond)')
    parser.add_argument('--save', metavar='DIR')
    parser.add_argument('--reduce', action='store_true')
    parser.add_argument('-j', '--jobs', type=int, default=1)
    args = parser.parse_args()
    if args.reduce and not args.save:
        parser.error('--reduce needs --save')
    if args.long:
        start = int(time.time()) % 1_000_000_000 + 1_000_000
        print(f'seeds {start}-{start + args.long - 1}')
        seeds = list(range(start, start + args.long))
    else:
        seeds = parse_seeds(args.seeds)
    levels = args.opt_levels.split(',')

    counts = {'pass': 0, 'byte-order': 0, 'skip': 0, 'fail': 0}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for seed, status, detail in pool.map(
                lambda s: test_seed(s, levels, args), seeds):
            counts[status] += 1
            first = detail.splitlines()[0] if detail else ''
            print(f'seed {seed}: {status}: {first}')
            if status == 'fail':
                print('\n'.join(detail.splitlines()[1:]))
            sys.stdout.flush()
    print(f"{counts['pass']} same checksum, {counts['byte-order']} same as "
          f"big-endian, {counts['fail']} failed, {counts['skip']} skipped "
          f"(levels {args.opt_levels})")
    return 1 if counts['fail'] else 0


if __name__ == '__main__':
    sys.exit(main())
