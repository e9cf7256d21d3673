#!/usr/bin/env python3
"""Compares the max_stack_height of bin/evm-bin --stats with traced runs.

usage: trace-heights.py [--opt=OPTS]... PROGRAM.ll[:WORD,WORD...] ...

Each program is compiled at each option set, with its report, and run with
bin/evm-run --trace on calldata of the given words (decimal, 32 bytes
each), or, without words, on the calls of every case of its `;!` header (an
execution test), one after the other in one run. The stack height of every step (the trace's height=N) must never
exceed the reported max_stack_height; on straight-line code (no JUMPI in
the disassembly) the deepest step must equal it. Prints one line per run
and exits 1 on a violation.
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[4]


def run(*args, **kw):
    return subprocess.run([str(a) for a in args], check=True, text=True,
                          capture_output=True, **kw)


def header_cases(path):
    """The calldata of each call of each case of an execution test."""
    lines = [line[2:] for line in pathlib.Path(path).read_text().splitlines()
             if line.startswith(";!")]
    cases = json.loads("".join(lines))["cases"]
    encoder = ROOT / "scripts/harness/test-format.mjs"
    script = (f"import('{encoder.as_uri()}').then((m) => console.log("
              "JSON.parse(process.argv[1]).map((c) => c.inputs.map((i) => "
              "m.encodeCalldata(i.calldata)).join(' ')).join('\\n')))")
    out = run("node", "-e", script, json.dumps(cases)).stdout
    return [line.split() for line in out.splitlines()]


def main(argv):
    opts = [a.split("=", 1)[1] for a in argv if a.startswith("--opt=")]
    programs = [a for a in argv if not a.startswith("--opt=")]
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        stats = pathlib.Path(tmp) / "stats.json"
        for spec in programs:
            if spec.endswith(".ll"):
                path, runs = spec, header_cases(spec)
            else:
                path, words = spec.rsplit(":", 1)
                runs = [["".join(f"{int(w):064x}" for w in words.split(","))]]
            for opt in opts:
                code = run(ROOT / "bin/evm-bin", *opt.split(),
                           f"--stats={stats}", path).stdout.strip()
                report = json.loads(stats.read_text())["max_stack_height"]
                listing = run(ROOT / "bin/evm-dis", code).stdout
                straight = not re.search(r"^0x[0-9a-f]+: JUMPI$", listing,
                                         re.M)
                # Every call of every case in one run of the EVM (a node
                # process each would be most of the test's time). The
                # cases then share one state, which may change the path a
                # call takes; any path must stay within the report, and
                # straight-line code takes the same one whatever the state.
                calls = [calldata for case in runs for calldata in case]
                trace = run(ROOT / "bin/evm-run", "--trace", code,
                            *calls).stderr
                traced = max([0] + [int(h) for h in re.findall(
                    r" height=(\d+) ", trace)])
                ok = report is None or (traced <= report and
                                        (not straight or traced == report))
                failed |= not ok
                name = pathlib.Path(path).stem
                rel = ("unbounded" if report is None else
                       "==" if report == traced else
                       ">" if report > traced else "<")
                print(f"{name} {opt}: report {report} {rel} traced {traced} "
                      f"{'straight-line' if straight else 'branches'} "
                      f"{'ok' if ok else 'FAIL'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
