#!/usr/bin/env python3
"""Runs `forge coverage` on a Foundry project with solc-js and with
bin/evm-solc and compares the lines each marks as hit (docs/foundry.md,
"Coverage").

    scripts/harness/coverage.py PROJECT [--match-path GLOB] [--ir-minimum]
                                [--fuzz-seed N] [--fuzz-runs N] [--work DIR]
                                [--ours CMD] [--reference CMD]
    scripts/harness/coverage.py --compare REF.info OURS.info

PROJECT is copied into --work (default: a new temporary folder; src, test
and foundry.toml), its remappings and allowed paths made absolute: forge
coverage's source analysis does not find the imports of files outside the
project through relative remappings (examples/foundry takes OpenZeppelin
from ../../node_modules). forge runs there with each compiler given by
`--use` (the project's own `solc` setting is replaced), and writes an LCOV
report for each. forge coverage
turns the optimizer off and, unless --ir-minimum, via-IR too: the reference
is then solc's legacy pipeline; with --ir-minimum, solc's via-IR at its
minimum optimisation. bin/evm-solc always compiles solc's Yul.

Prints, per source file, the lines the reference marks as hit that ours
does not (and the other way round), then the totals: lines hit by each and
by both. The exit status is 1 when a forge run fails, 2 on a bad command
line; differences are reported, not judged.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# forge's own binary: the npm wrapper exits 0 whatever forge's status was
FORGE = next(iter(sorted(glob.glob(os.path.join(
    ROOT, "node_modules", "@foundry-rs", "forge-*", "bin", "forge")))),
    os.path.join(ROOT, "node_modules", ".bin", "forge"))


def read_lcov(path):
    """{source file: {line: hits}} of an LCOV report's DA records, and
    {source file: {(line, block, branch): taken}} of its BRDA records."""
    files, branches, name = {}, {}, None
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("SF:"):
                name = line[3:]
                files.setdefault(name, {})
                branches.setdefault(name, {})
            elif line.startswith("DA:") and name is not None:
                number, hits = line[3:].split(",")[:2]
                files[name][int(number)] = int(hits)
            elif line.startswith("BRDA:") and name is not None:
                number, block, branch, taken = line[5:].split(",")[:4]
                branches[name][(int(number), block, branch)] = 0 if taken == "-" else int(taken)
    return files, branches


def compare(ref_report, ours_report, out=sys.stdout):
    """Prints the differences in hit lines, and the totals of lines and
    branches; returns (lines hit by the reference, by ours, by both)."""
    (ref, ref_branches), (ours, ours_branches) = ref_report, ours_report
    totals = [0, 0, 0]
    for name in sorted(set(ref) | set(ours)):
        hit_ref = {n for n, c in ref.get(name, {}).items() if c > 0}
        hit_ours = {n for n, c in ours.get(name, {}).items() if c > 0}
        totals[0] += len(hit_ref)
        totals[1] += len(hit_ours)
        totals[2] += len(hit_ref & hit_ours)
        if hit_ref != hit_ours:
            print(f"{os.path.relpath(name, ROOT) if os.path.isabs(name) else name}: "
                  f"hit with the reference only: {sorted(hit_ref - hit_ours) or 'none'}; "
                  f"with ours only: {sorted(hit_ours - hit_ref) or 'none'}", file=out)
    print(f"lines hit: reference {totals[0]}, ours {totals[1]}, both {totals[2]}", file=out)
    taken = lambda report: (sum(c > 0 for b in report.values() for c in b.values()),
                            sum(len(b) for b in report.values()))
    (rt, rn), (ot, on) = taken(ref_branches), taken(ours_branches)
    print(f"branches taken: reference {rt} of {rn}, ours {ot} of {on}", file=out)
    return tuple(totals)


def copy_project(project, work):
    """PROJECT's sources, tests and foundry.toml in work/project, the paths of
    its remappings and allowed paths absolute; the copy's path."""
    copy = os.path.join(work, "project")
    shutil.rmtree(copy, ignore_errors=True)
    os.makedirs(copy)
    for part in ("src", "test", "script"):
        if os.path.isdir(os.path.join(project, part)):
            shutil.copytree(os.path.join(project, part), os.path.join(copy, part))

    def absolute(match):
        text = match.group(1)
        prefix, sep, path = text.rpartition("=") if "=" in text else ("", "", text)
        if path.startswith("."):
            path = os.path.normpath(os.path.join(project, path)) + ("/" if path.endswith("/") else "")
        return f'"{prefix}{sep}{path}"'

    with open(os.path.join(project, "foundry.toml")) as f:
        lines = f.read().splitlines()
    for i, line in enumerate(lines):
        if re.match(r"\s*(remappings|allow_paths|libs)\s*=", line):
            lines[i] = re.sub(r'"([^"]*)"', absolute, line)
    with open(os.path.join(copy, "foundry.toml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return copy


def coverage(project, compiler, name, args, work):
    """forge coverage in project with compiler; the LCOV report's path."""
    report = os.path.join(work, f"lcov-{name}.info")
    cmd = [FORGE, "coverage", "--offline", "--use", compiler,
           "--out", os.path.join(work, f"out-{name}"),
           "--cache-path", os.path.join(work, f"cache-{name}"),
           "--report", "lcov", "--report-file", report,
           "--fuzz-seed", str(args.fuzz_seed), "--fuzz-runs", str(args.fuzz_runs)]
    if args.match_path:
        cmd += ["--match-path", args.match_path]
    if args.ir_minimum:
        cmd.append("--ir-minimum")
    env = dict(os.environ, NO_COLOR="1",
               FOUNDRY_FUZZ_FAILURE_PERSIST_DIR=os.path.join(work, f"fuzz-{name}"),
               FOUNDRY_INVARIANT_FAILURE_PERSIST_DIR=os.path.join(work, f"invariant-{name}"))
    log = os.path.join(work, f"forge-{name}.log")
    with open(log, "w") as f:
        status = subprocess.run(cmd, cwd=project, env=env, stdout=f, stderr=subprocess.STDOUT).returncode
    if status != 0 or not os.path.exists(report):
        sys.exit(f"coverage.py: forge coverage with {compiler} failed (exit status {status}; {log})")
    return report


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("project", nargs="?")
    p.add_argument("--compare", nargs=2, metavar=("REF", "OURS"), help="only compare two LCOV reports")
    p.add_argument("--match-path", help="forge's --match-path")
    p.add_argument("--ir-minimum", action="store_true", help="forge's --ir-minimum (the reference via-IR)")
    p.add_argument("--fuzz-seed", default="0x2a")
    p.add_argument("--fuzz-runs", type=int, default=32)
    p.add_argument("--work", help="where forge's artifacts, caches and reports go")
    p.add_argument("--ours", default=os.path.join(ROOT, "bin", "evm-solc"))
    p.add_argument("--reference", default=os.path.join(ROOT, "scripts", "harness", "solady", "solc-js.mjs"))
    args = p.parse_args()
    if args.compare:
        compare(read_lcov(args.compare[0]), read_lcov(args.compare[1]))
        return 0
    if not args.project:
        p.error("no project given")
    work = os.path.abspath(args.work or tempfile.mkdtemp(prefix="coverage-"))
    os.makedirs(work, exist_ok=True)
    project = copy_project(os.path.abspath(args.project), work)
    ref = coverage(project, os.path.abspath(args.reference), "reference", args, work)
    ours = coverage(project, os.path.abspath(args.ours), "ours", args, work)
    print(f"reports: {ref}, {ours}")
    compare(read_lcov(ref), read_lcov(ours))
    return 0


if __name__ == "__main__":
    sys.exit(main())
