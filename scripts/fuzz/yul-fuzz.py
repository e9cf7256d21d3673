#!/usr/bin/env python3
"""Differential testing of the Yul front end against solc, on random Yul.

    python3 scripts/fuzz/yul-fuzz.py --seeds 1-100              # the CI list
    python3 scripts/fuzz/yul-fuzz.py --count 2000 [--start S]   # long mode
    python3 scripts/fuzz/yul-fuzz.py --time 600 [--start S]     # for a time

Each seed makes one program (scripts/fuzz/genyul.py: objects that create and
call each other, functions with several results, leave, nested control
flow, memory, storage, transient storage and log traffic; its first line
says whether its run ends in success or revert). scripts/fuzz/yul-diff.mjs
compiles it with solc (optimizer on, osaka) and with bin/evm-yul at each
level of --levels (default -O0 and -O2), runs both on the embedded EVM and
compares status, return data, logs and storage; solc's run must also end
as the program says. Programs are written in batches of --batch, one
yul-diff process per batch and level, two processes at a time (--jobs).

A program that owns all of memory (no memoryguard) and needs more stack
than DUP16 reaches both with and without the middle end is refused by the
backend with an error naming the function (docs/yul.md, "Memory":
bin/evm-yul first compiles it again at the other end, with a warning):
that run counts as refused, not failed, and the count is printed. Any other error, and every
difference, is a failure.

A failing program is kept under --keep (default yul-fuzz-failures/) with
yul-diff's reason, to be re-run with
`node scripts/fuzz/yul-diff.mjs --ours='bin/evm-yul -O2' FILE`.

The last line is `yul-fuzz: N programs, M runs, R refused (R1 at LEVEL1,
...), K failed (P programs/s)`;
the exit status is 1 when anything failed.
"""

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GENYUL = ROOT / "scripts" / "fuzz" / "genyul.py"
YUL_DIFF = ROOT / "scripts" / "fuzz" / "yul-diff.mjs"


def seed_range(text):
    first, _, last = text.partition("-")
    first, last = int(first), int(last or first)
    if last < first:
        raise argparse.ArgumentTypeError(f"empty seed range '{text}'")
    return range(first, last + 1)


def generate(seeds, folder):
    """Writes prog-SEED.yul for each seed; returns the paths."""
    paths = []
    for seed in seeds:
        text = subprocess.run([sys.executable, str(GENYUL), str(seed)], check=True,
                              capture_output=True, text=True).stdout
        path = folder / f"prog-{seed}.yul"
        path.write_text(text)
        paths.append(path)
    return paths


def diff(paths, level):
    """Runs yul-diff on paths with bin/evm-yul at level; yields its results."""
    command = ["node", str(YUL_DIFF), "--json", f"--ours=bin/evm-yul {level}"]
    run = subprocess.run(command + [str(p) for p in paths], cwd=ROOT,
                         capture_output=True, text=True)
    results = []
    for line in run.stdout.splitlines():
        if line.startswith("{"):
            results.append(json.loads(line))
    if len(results) != len(paths):
        # yul-diff itself failed (usage, harness): every program counts.
        reason = (run.stderr.strip() or "no output").splitlines()[-1]
        return [{"file": str(p), "status": "fail",
                 "reason": f"yul-diff exit {run.returncode}: {reason}"}
                for p in paths]
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--seeds", type=seed_range, help="A-B: a fixed list")
    mode.add_argument("--count", type=int, help="this many seeds from --start")
    mode.add_argument("--time", type=float, help="seconds: batches until then")
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("--levels", default="-O0,-O2",
                        help="bin/evm-yul levels, comma-separated")
    parser.add_argument("--batch", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", type=Path, default=ROOT / "yul-fuzz-failures")
    args = parser.parse_args()
    levels = [level for level in args.levels.split(",") if level]
    if args.seeds is None and args.count is None and args.time is None:
        args.seeds = seed_range("1-100")

    def batches():
        if args.seeds is not None or args.count is not None:
            seeds = list(args.seeds if args.seeds is not None
                         else range(args.start, args.start + args.count))
            for i in range(0, len(seeds), args.batch):
                yield seeds[i:i + args.batch]
            return
        first = args.start
        deadline = time.monotonic() + args.time
        while time.monotonic() < deadline:
            yield list(range(first, first + args.batch))
            first += args.batch

    started = time.monotonic()
    programs = runs = failed = 0
    refused = {level: 0 for level in levels}
    with tempfile.TemporaryDirectory(prefix="yul-fuzz-") as tmp, \
            ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for seeds in batches():
            folder = Path(tmp) / f"batch-{seeds[0]}"
            folder.mkdir()
            paths = generate(seeds, folder)
            programs += len(paths)
            for level, results in zip(levels, pool.map(lambda l: diff(paths, l), levels)):
                for result in results:
                    runs += 1
                    if result["status"] in ("pass", "known"):
                        continue
                    if "but the module is memory-unsafe" in (result.get("reason") or ""):
                        refused[level] += 1
                        continue
                    # solc rejecting a generated program is a generator bug.
                    failed += 1
                    name = Path(result["file"]).name
                    print(f"FAIL {name} {level}: {result.get('reason')}", flush=True)
                    args.keep.mkdir(parents=True, exist_ok=True)
                    shutil.copy(result["file"], args.keep / name)
                    with open(args.keep / f"{Path(name).stem}.reason", "a") as out:
                        out.write(f"{level}: {result.get('reason')}\n")
            shutil.rmtree(folder)
    elapsed = time.monotonic() - started
    by_level = ", ".join(f"{n} at {level}" for level, n in refused.items())
    print(f"yul-fuzz: {programs} programs, {runs} runs, "
          f"{sum(refused.values())} refused ({by_level}), {failed} failed "
          f"({programs / elapsed if elapsed else 0:.2f} programs/s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
