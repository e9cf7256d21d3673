#!/usr/bin/env python3
"""Proves that a change left the compiler's output alone.

    python3 scripts/harness/compare-bytecode.py save SNAPSHOT.json [options]
    python3 scripts/harness/compare-bytecode.py check SNAPSHOT.json [options]

`save` compiles every program the project tests or measures, at every
optimisation setting below, and records what bin/evm-bin printed: the
bytecode as hex, or, when the compiler refuses the program, its exit status
and diagnostics. `check` compiles the same programs again and reports every
program whose output differs from the snapshot. Take the snapshot before a
refactoring and check after it; the exit status of `check` is 1 when
anything differs.

The programs, by front end:

  * IR: every .ll file under test/ (lit and execution tests), examples/,
    ../shared/conformance and ../shared/bench, plus the random programs of
    the IR fuzzer for --fuzz-seeds (default 1-300), through bin/evm-bin with
    each --opt (repeatable; default "-O0", "-O2", "-O2 -mcpu=cancun");
    examples that define a constructor also with --deploy.
  * Yul: every .yul file under test/, examples/ and ../shared, plus the
    random programs of genyul.py for --yul-seeds (default 1-60), through
    bin/evm-yul at -O0, -Os, -O2 and -O2 --runtime.
  * C: every .c file under test/ and examples/, through bin/evm-cc at -O0,
    -Os, -O2 and -O2 --deploy.
  * Solidity (--solidity, default on): solady's test suite as forge builds
    it (every test file its skip list keeps, one standard-JSON input at
    1,000 runs) and ../shared/solidity/bench's scenarios at 200 runs,
    through bin/evm-solc; each contract's init and runtime code.

A program is known by its text without comment lines (`;` in IR, `//` in
Yul and C), so a test that moves or whose RUN and CHECK lines change is
still compared with itself. EVM_BUILD_DIR selects the build, as for the commands in bin/.
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

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
EVM_BIN = ROOT / "bin" / "evm-bin"
EVM_YUL = ROOT / "bin" / "evm-yul"
EVM_CC = ROOT / "bin" / "evm-cc"
EVM_SOLC = ROOT / "bin" / "evm-solc"
DEFAULT_OPTS = ["-O0", "-O2", "-O2 -mcpu=cancun"]
YUL_OPTS = ["-O0", "-Os", "-O2", "-O2 --runtime"]
C_OPTS = ["-O0", "-Os", "-O2", "-O2 --deploy"]
SOLADY = SHARED / "solidity" / "lib" / "solady"
sys.path.insert(0, str(ROOT / "scripts"))
from evmtest import genprog, genyul  # noqa: E402
from evmtest.programs import files_under, find_programs, has_constructor  # noqa: E402




def write_fuzz_programs(seeds, directory):
    """The random programs of scripts/fuzz/fuzz.py (the EVM module of each)."""
    programs = []
    for seed in seeds:
        text = genprog.evm_module(genprog.Generator(seed).program())
        path = Path(directory) / f"seed-{seed}.ll"
        path.write_text(text)
        programs.append((f"fuzz:seed-{seed}", path))
    return programs


def program_key(path):
    """The program's identity: a digest of its lines that are not comments."""
    lines = [line for line in path.read_text(errors="replace").splitlines()
             if not line.lstrip().startswith(";")]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def write_yul_programs(seeds, directory):
    """The random Yul programs of genyul.py."""
    programs = []
    for seed in seeds:
        path = Path(directory) / f"yul-seed-{seed}.yul"
        path.write_text(genyul.Generator(seed).program())
        programs.append((f"genyul:seed-{seed}", path))
    return programs


def text_key(path):
    """A Yul or C program's identity: a digest of its lines that are not
    `//` comments (RUN lines and notes may change)."""
    lines = [line for line in path.read_text(errors="replace").splitlines()
             if not line.lstrip().startswith("//")]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def compile_one(path, opts, tool=EVM_BIN):
    """A command's output for one program: hex, or the failure."""
    proc = subprocess.run([str(tool), *opts.split(), str(path)],
                          capture_output=True, text=True, timeout=600)
    if proc.returncode == 0:
        return {"hex": proc.stdout.strip()}
    # Diagnostics name the input file, which may have moved.
    errors = [line.replace(str(path), "<input>")
              for line in proc.stderr.splitlines() if "error" in line]
    digest = hashlib.sha256("\n".join(errors).encode()).hexdigest()[:16]
    return {"status": proc.returncode, "errors": digest}




def solady_input():
    """solady's test files as forge gives them to solc: every test file its
    skip list keeps, its remappings, 1,000 runs, imports read from its root."""
    import fnmatch
    import tomllib
    with open(SOLADY / "foundry.toml", "rb") as f:
        profile = tomllib.load(f)["profile"]["default"]
    skip = profile.get("skip", [])
    files = sorted(os.path.relpath(p, SOLADY) for p in (SOLADY / "test").rglob("*.t.sol"))
    files = [f for f in files
             if not any(fnmatch.fnmatch(f, g) or fnmatch.fnmatch("./" + f, g) for g in skip)]
    return {
        "language": "Solidity",
        "sources": {f: {"content": (SOLADY / f).read_text()} for f in files},
        "settings": {
            "remappings": profile.get("remappings", []),
            "optimizer": {"enabled": True, "runs": profile.get("optimizer_runs", 200)},
            "evmVersion": "cancun",
            "outputSelection": {"*": {"*": ["evm.bytecode.object", "evm.deployedBytecode.object"]}},
        },
    }, SOLADY


def bench_input():
    """../shared/solidity/bench's scenarios at solc's default 200 runs."""
    bench = SHARED / "solidity" / "bench"
    files = sorted(bench.glob("*.sol"))
    return {
        "language": "Solidity",
        "sources": {f.name: {"content": f.read_text()} for f in files},
        "settings": {
            "optimizer": {"enabled": True, "runs": 200},
            "outputSelection": {"*": {"*": ["evm.bytecode.object", "evm.deployedBytecode.object"]}},
        },
    }, SHARED / "solidity" / "lib"


def compile_solidity(label, make_input):
    """bin/evm-solc's code for every contract of one standard-JSON input."""
    solc_input, base = make_input()
    proc = subprocess.run([str(EVM_SOLC), "--standard-json", "--base-path", str(base)],
                          input=json.dumps(solc_input), capture_output=True, text=True,
                          timeout=3600)
    outputs = {}
    try:
        answer = json.loads(proc.stdout)
    except json.JSONDecodeError:
        return {f"{label} [evm-solc]": {"status": proc.returncode, "label": label,
                                        "errors": proc.stderr[-400:]}}
    errors = [e.get("formattedMessage", e.get("message", "")) for e in answer.get("errors", [])
              if e.get("severity") == "error"]
    if errors:
        outputs[f"{label} [errors]"] = {"status": 1, "label": label,
                                        "errors": hashlib.sha256("\n".join(errors).encode()).hexdigest()[:16]}
    for file, contracts in sorted(answer.get("contracts", {}).items()):
        for name, contract in sorted(contracts.items()):
            evm = contract.get("evm", {})
            code = evm.get("bytecode", {}).get("object", "") + ":" + \
                evm.get("deployedBytecode", {}).get("object", "")
            outputs[f"{label}:{file}:{name} [evm-solc]"] = {
                "hex": hashlib.sha256(code.encode()).hexdigest(), "label": f"{label}:{file}:{name}"}
    return outputs


def collect(opts_list, fuzz_seeds, yul_seeds, solidity, jobs):
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
                tasks.append((f"{key} [{opts}]", label, path, opts, EVM_BIN))
        yul = files_under([ROOT / "test", ROOT / "examples", SHARED], ".yul")
        if yul_seeds:
            yul += write_yul_programs(yul_seeds, tmp)
        for label, path in yul:
            for opts in YUL_OPTS:
                tasks.append((f"yul:{text_key(path)} [{opts}]", label, path, opts, EVM_YUL))
        for label, path in files_under([ROOT / "test", ROOT / "examples"], ".c"):
            for opts in C_OPTS:
                tasks.append((f"c:{text_key(path)} [{opts}]", label, path, opts, EVM_CC))
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            results = dict(pool.map(
                lambda t: (t[0], dict(compile_one(t[2], t[3], t[4]), label=t[1])), tasks))
        if solidity:
            # One input at a time: bin/evm-solc uses every core itself.
            results.update(compile_solidity("bench", bench_input))
            results.update(compile_solidity("solady", solady_input))
        return results


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
    ap.add_argument("--yul-seeds", default="1-60",
                    help="random Yul programs to include, A-B (empty: none)")
    ap.add_argument("--no-solidity", dest="solidity", action="store_false",
                    help="leave out solady's suite and the Solidity scenarios")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    opts_list = args.opt or DEFAULT_OPTS

    outputs = collect(opts_list, parse_seeds(args.fuzz_seeds), parse_seeds(args.yul_seeds),
                      args.solidity, args.jobs)
    settings = {"opts": opts_list, "fuzz_seeds": args.fuzz_seeds,
                "yul_seeds": args.yul_seeds, "solidity": args.solidity}
    if args.mode == "save":
        Path(args.snapshot).write_text(json.dumps(
            {**settings, "outputs": outputs},
            indent=0, sort_keys=True))
        failing = sum(1 for o in outputs.values() if "hex" not in o)
        print(f"compare-bytecode: saved {len(outputs)} outputs "
              f"({failing} of them diagnostics) to {args.snapshot}")
        return 0

    before = json.loads(Path(args.snapshot).read_text())
    taken = {k: before.get(k) for k in settings}
    if taken != settings:
        print(f"compare-bytecode: the snapshot was taken with other settings ({taken})")
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
