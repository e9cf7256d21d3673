#!/usr/bin/env python3
"""Compile time of the EVM target against x86-64's llc, and how it grows.

    python3 scripts/bench/compile-time.py [--diamonds N] [--levels -O0,-O2] [--runs R]
                                    [--passes]

One function of N diamonds (4N + 2 blocks of i64 compares, arithmetic and
PHIs; ../shared/bench/compile-time/gen_diamonds.py, default N = 12800, the
51,200-block function) and one of N/4 diamonds are compiled for x86-64 by
Debian's llc and for the EVM by bin/llc, at each level, to an object. Each
time is the best of R runs (default 3) of the whole llc process. Printed:
per level, both times, their ratio (the goal: EVM at most 1.5x x86-64),
and for each target what 4x the blocks cost (the goal: at most 5x).
--passes adds, for the EVM, the passes whose time grew most from N/4 to N
(llc -time-passes, one run each), to find what is not linear.

The same machine for both targets and one run of this script make the
ratios comparable; absolute times are this machine's. docs/performance.md
("Compile time") has the figures and what was changed to get them.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("EVM_SHARED_DIR", ROOT.parent / "shared"))
GENERATOR = SHARED / "bench" / "compile-time" / "gen_diamonds.py"
X86_LLC = "/usr/lib/llvm-22/bin/llc"
EVM_LLC = str(ROOT / "bin" / "llc")
TRIPLES = {"x86-64": "x86_64-unknown-linux-gnu", "EVM": "evm-unknown-unknown"}
# One line of -time-passes: user, system, user+system and wall, each with
# its percentage, then the pass's name.
PASS_LINE = re.compile(r"^\s*(?:[\d.]+ \(\s*[\d.]+%\)\s+){3}([\d.]+) \(\s*[\d.]+%\)\s+(.+?)\s*$")


def generate(n, target, directory):
    path = Path(directory) / f"{target}-{n}.ll"
    with open(path, "w") as out:
        subprocess.run([sys.executable, str(GENERATOR), str(n), TRIPLES[target]],
                       stdout=out, check=True)
    return path


def command(target, level, path):
    llc = [EVM_LLC, "-march=evm"] if target == "EVM" else [X86_LLC]
    return llc + [level, "-filetype=obj", str(path), "-o", os.devnull]


def best_time(cmd, runs):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def pass_times(cmd):
    """Wall time of each pass, from llc -time-passes."""
    proc = subprocess.run(cmd + ["-time-passes"], check=True, capture_output=True, text=True)
    times = {}
    for line in proc.stderr.splitlines():
        m = PASS_LINE.match(line)
        if m and m.group(2) != "Total":
            times[m.group(2)] = times.get(m.group(2), 0.0) + float(m.group(1))
    return times


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--diamonds", type=int, default=12800,
                    help="diamonds of the large function (default %(default)s)")
    ap.add_argument("--levels", default="-O0,-O2", help="llc levels (default %(default)s)")
    ap.add_argument("--runs", type=int, default=3, help="runs per time (best is kept)")
    ap.add_argument("--passes", action="store_true", help="also the EVM passes that grew most")
    args = ap.parse_args()
    if not GENERATOR.exists():
        sys.exit(f"compile-time: {GENERATOR} is missing (set EVM_SHARED_DIR)")

    large = args.diamonds
    small = max(1, large // 4)
    with tempfile.TemporaryDirectory() as tmp:
        inputs = {(t, n): generate(n, t, tmp) for t in TRIPLES for n in (small, large)}
        print(f"compile-time: one function of {large} diamonds ({4 * large + 2} blocks) "
              f"and of {small} ({4 * small + 2}), best of {args.runs} runs")
        print(f"| level | x86-64 llc | EVM llc | EVM / x86-64 | 4x the blocks: x86-64 | EVM |")
        print("|---|---:|---:|---:|---:|---:|")
        for level in args.levels.split(","):
            t = {(tg, n): best_time(command(tg, level, inputs[(tg, n)]), args.runs)
                 for tg in TRIPLES for n in (small, large)}
            print(f"| `{level}` | {t[('x86-64', large)]:.2f} s | {t[('EVM', large)]:.2f} s "
                  f"| {t[('EVM', large)] / t[('x86-64', large)]:.2f}x "
                  f"| {t[('x86-64', large)] / t[('x86-64', small)]:.1f}x "
                  f"| {t[('EVM', large)] / t[('EVM', small)]:.1f}x |")
        if args.passes:
            for level in args.levels.split(","):
                before = pass_times(command("EVM", level, inputs[("EVM", small)]))
                after = pass_times(command("EVM", level, inputs[("EVM", large)]))
                print(f"\nEVM {level}: the passes that took longest on {large} diamonds, "
                      f"and their growth from {small}")
                for name, seconds in sorted(after.items(), key=lambda kv: -kv[1])[:12]:
                    grew = seconds / before[name] if before.get(name) else float("inf")
                    print(f"  {seconds:7.3f} s  {grew:5.1f}x  {name}")


if __name__ == "__main__":
    main()
