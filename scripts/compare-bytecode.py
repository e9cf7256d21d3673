#!/usr/bin/env python3
"""Proves that a change left the compiler's output alone.

    python3 scripts/compare-bytecode.py save SNAPSHOT.json [options]
    python3 scripts/compare-bytecode.py check SNAPSHOT.json [options]

`save` compiles every program the project tests or measures, at every
optimisation setting below, and records what bin/evm-bin printed: the
bytecode as hex, or, when the compiler refuses the program, its exit status
and diagnostics. `check` compiles the same programs again and reports every
program whose output differs from the snapshot. Take the snapshot before a
refactoring and check after it; the exit status of `check` is 1 when
anything differs.

The programs: every .ll file under test/ (lit and execution tests),
examples/, ../shared/conformance and ../shared/bench, plus the random
programs of scripts/fuzz.py for --fuzz-seeds (default 1-300). A program is
known by its text without comment lines, so a test that moves or whose
CHECK lines change is still compared with itself. The settings
(--opt, repeatable; default "-O0", "-O2", "-O2 -mcpu=cancun") are passed
to bin/evm-bin; examples that define a constructor are also compiled with
--deploy. EVM_BUILD_DIR selects the build, as for bin/evm-bin.
"""

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
EVM_BIN = ROOT / "bin" / "evm-bin"
DEFAULT_OPTS = ["-O0", "-O2", "-O2 -mcpu=cancun"]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "scripts" / "fuzz"))


def find_programs():
    """The .ll files to compile, as (label, path), in a stable order."""
    roots = [ROOT / "test", ROOT / "examples",
             SHARED / "conformance", SHARED / "bench"]
    programs = []
    for root in roots:
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*.ll")):
            if "Output" in path.parts:  # lit's scratch files
                continue
            label = os.path.relpath(path, ROOT)
            programs.append((label, path))
    return programs


def write_fuzz_programs(seeds, directory):
    """The random programs of scripts/fuzz.py (the EVM module of each)."""
    import fuzz  # noqa: E402  (scripts/fuzz.py)
    from genprog import Generator  # noqa: E402
    programs = []
    for seed in seeds:
        text = (fuzz.EVM_HEADER + "\n" + Generator(seed).program() + "\n" +
                fuzz.EVM_ENTRY)
        path = Path(directory) / f"seed-{seed}.ll"
        path.write_text(text)
        programs.append((f"fuzz:seed-{seed}", path))
    return programs


def program_key(path):
    """The program's identity: a digest of its lines that are not comments."""
    lines = [line for line in path.read_text(errors="replace").splitlines()
             if not line.lstrip().startswith(";")]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def compile_one(path, opts):
    """bin/evm-bin's output for one program: hex, or the failure."""
    proc = subprocess.run([str(EVM_BIN), *opts.split(), str(path)],
                          capture_output=True, text=True, timeout=600)
    if proc.returncode == 0:
        return {"hex": proc.stdout.strip()}
    # Diagnostics name the input file, which may have moved.
    errors = [line.replace(str(path), "<input>")
              for line in proc.stderr.splitlines() if "error" in line]
    digest = hashlib.sha256("\n".join(errors).encode()).hexdigest()[:16]
    return {"status": proc.returncode, "errors": digest}


def has_constructor(path):
    return "@__constructor(" in path.read_text(errors="replace")


def collect(opts_list, fuzz_seeds, jobs):
    with tempfile.TemporaryDirectory() as tmp:
        programs = find_programs()
        if fuzz_seeds:
            programs += write_fuzz_programs(fuzz_seeds, tmp)
        tasks = []
        for label, path in programs:
            key = program_key(path)
            option_sets = list(opts_list)
            if label.startswith("examples/") and has_constructor(path):
                option_sets.append("--deploy -O2")
            for opts in option_sets:
                tasks.append((f"{key} [{opts}]", label, path, opts))
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            results = pool.map(
                lambda t: (t[0], dict(compile_one(t[2], t[3]), label=t[1])), tasks)
            return dict(results)


def parse_seeds(text):
    if not text:
        return []
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["save", "check"])
    ap.add_argument("snapshot")
    ap.add_argument("--opt", action="append",
                    help='an option set for bin/evm-bin, e.g. "-O2 -mcpu=cancun"')
    ap.add_argument("--fuzz-seeds", default="1-300",
                    help="random programs to include, A-B (empty: none)")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    opts_list = args.opt or DEFAULT_OPTS

    outputs = collect(opts_list, parse_seeds(args.fuzz_seeds), args.jobs)
    if args.mode == "save":
        Path(args.snapshot).write_text(json.dumps(
            {"opts": opts_list, "fuzz_seeds": args.fuzz_seeds, "outputs": outputs},
            indent=0, sort_keys=True))
        failing = sum(1 for o in outputs.values() if "hex" not in o)
        print(f"compare-bytecode: saved {len(outputs)} outputs "
              f"({failing} of them diagnostics) to {args.snapshot}")
        return 0

    before = json.loads(Path(args.snapshot).read_text())
    if before["opts"] != opts_list or before["fuzz_seeds"] != args.fuzz_seeds:
        print("compare-bytecode: the snapshot was taken with other settings "
              f"({before['opts']}, fuzz seeds {before['fuzz_seeds']})")
        return 2
    old = before["outputs"]
    def strip(o):
        return None if o is None else {k: v for k, v in o.items() if k != "label"}
    differ = [k for k in sorted(set(old) | set(outputs))
              if strip(old.get(k)) != strip(outputs.get(k))]
    for key in differ:
        a, b = old.get(key), outputs.get(key)
        def describe(o):
            if o is None:
                return "absent"
            if "hex" in o:
                return f"{len(o['hex']) // 2} bytes"
            return f"exit {o['status']}"
        label = (b or a)["label"] + " " + key.split(" ", 1)[1]
        print(f"DIFFERS {label}: {describe(a)} before, {describe(b)} now")
    same = len(outputs) - sum(1 for k in differ if k in outputs)
    print(f"compare-bytecode: {same} identical, {len(differ)} different")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
