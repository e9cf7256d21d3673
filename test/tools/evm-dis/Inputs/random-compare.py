#!/usr/bin/env python3
"""bin/evm-dis against the independent decoder on random bytecode.

    random-compare.py [--count N] [--seed S]

Each case is random bytes or a random program (opcodes of the table, PUSH
immediates that are often offsets of JUMPDESTs, so the descent has targets
to follow, DUPs and SWAPs, stores, undefined bytes, and a cut-off end), and
is disassembled at osaka and cancun without a layout. The listings must be
identical. Exits 1 on the first mismatch, printing the bytecode.
"""

import argparse
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import evm_reference  # noqa: E402

EVM_DIS = HERE.parents[3] / "bin" / "evm-dis"
OPCODES = sorted(evm_reference.FORKS["osaka"])


def random_program(rng):
    size = rng.randrange(1, 300)
    code = bytearray()
    while len(code) < size:
        roll = rng.random()
        if roll < 0.15:
            code.append(0x5B)  # JUMPDEST
        elif roll < 0.35:
            width = rng.choice([1, 2, 2, 2, 4, 32])
            value = rng.randrange(size) if rng.random() < 0.7 else rng.getrandbits(8 * width)
            code.append(0x5F + width)
            code += (value % (1 << (8 * width))).to_bytes(width, "big")
        elif roll < 0.45:
            code.append(rng.choice([0x56, 0x57]))  # JUMP, JUMPI
        elif roll < 0.5:
            code.append(rng.randrange(256))  # maybe undefined
        else:
            code.append(rng.choice(OPCODES))
    if rng.random() < 0.2:
        code = code[:rng.randrange(len(code) + 1)] + bytes([0x7F])  # a cut-off PUSH32
    return bytes(code)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    for case in range(args.count):
        code = (random_program(rng) if case % 4 else
                bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))))
        for fork in ("osaka", "cancun"):
            proc = subprocess.run([str(EVM_DIS), f"-mcpu={fork}", code.hex()],
                                  capture_output=True, text=True)
            got = proc.stdout.splitlines()
            want = evm_reference.listing(code, None, fork)
            if proc.returncode or got != want:
                diff = next(((a, b) for a, b in zip(got, want) if a != b), (len(got), len(want)))
                print(f"FAIL case {case} [{fork}]: {code.hex()}\n  {diff} {proc.stderr.strip()}")
                return 1
    print(f"{args.count} random bytecodes at 2 forks: evm-dis and the independent decoder agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
