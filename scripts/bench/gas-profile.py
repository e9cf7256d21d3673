#!/usr/bin/env python3
"""Where the gas of the benchmark goes (docs/performance.md).

    scripts/bench/gas-profile.py [--opt "-O2"]... [BENCH_DIR]

Compiles every program of BENCH_DIR (default ../shared/bench) with
bin/evm-bin at each option set, runs each case's calldata with
`bin/evm-run --trace`, and adds up the base fee of every executed
instruction by kind: stack shuffling (DUP, SWAP, POP), memory words
(MLOAD, MSTORE: frame slots and spills, and the program's own memory),
jumps (JUMP, JUMPI, JUMPDEST), pushes, and the rest (the computation).
Prints, per case, the executed base gas and each kind's share of it.
Dynamic costs (memory expansion, storage, calldata) are not counted.
"""

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KINDS = ["shuffle", "memory", "jumps", "push", "other"]


def kind(opcode):
    if re.fullmatch(r"(DUP|SWAP)\d+|POP", opcode):
        return "shuffle"
    if opcode in ("MLOAD", "MSTORE"):
        return "memory"
    if opcode in ("JUMP", "JUMPI", "JUMPDEST"):
        return "jumps"
    if opcode.startswith("PUSH"):
        return "push"
    return "other"


def word(text):
    value = int(text, 0) % (1 << 256)
    return f"{value:064x}"


def cases(path):
    header = "".join(line[2:] for line in path.read_text().splitlines()
                     if line.startswith(";!"))
    return json.loads(header)["cases"] if header else []


def profile(code, calldata):
    proc = subprocess.run([str(ROOT / "bin" / "evm-run"), "--trace", code, calldata],
                          capture_output=True, text=True, check=True)
    gas = dict.fromkeys(KINDS, 0)
    for line in proc.stderr.splitlines():
        fields = line.split()
        if len(fields) >= 3 and fields[0].isdigit():
            gas[kind(fields[1])] += int(fields[-1])
    return gas


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opt", action="append", help='bin/evm-bin options, e.g. "-O2"')
    ap.add_argument("bench", nargs="?", default=str(ROOT.parent / "shared" / "bench"))
    args = ap.parse_args()
    print(f"{'case':<11} {'options':<22} {'base gas':>9} " +
          " ".join(f"{k:>8}" for k in KINDS))
    for opts in args.opt or ["-O2"]:
        for path in sorted(Path(args.bench).glob("*.ll")):
            code = subprocess.run([str(ROOT / "bin" / "evm-bin"), *opts.split(), str(path)],
                                  capture_output=True, text=True, check=True).stdout.strip()
            for case in cases(path):
                calldata = "".join(word(w) for w in case["inputs"][0]["calldata"])
                gas = profile(code, calldata)
                total = sum(gas.values())
                shares = " ".join(f"{100 * gas[k] / total:7.1f}%" for k in KINDS)
                print(f"{case['name']:<11} {opts:<22} {total:>9} {shares}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
