#!/usr/bin/env python3
"""Runs solady's Foundry test suite with solc-js and with bin/evm-solc and
compares them (docs/solady.md).

    scripts/harness/solady/run.py [--match-path GLOB]... [--per-file [--start N]] [-j N]
                          [--timeout SECONDS] [--fuzz-seed N] [--work DIR]
                          [--keep] [--ours CMD] [--reference CMD] [--sizes]
                          [--optimizer-runs N] [--identity] [--gas-report]
                          [--json FILE] [--coverage [--ir-minimum]] [--legacy]

solady (../shared/solidity/lib/solady, read-only) is copied to a scratch
folder (--work, default a new temporary one) whose foundry.toml has its
default profile's settings (optimizer, runs, gas limit, skip list,
remappings, fs_permissions, fuzz runs) at evm_version cancun, offline, and two
profiles: `solcjs` (the reference: scripts/harness/solady/solc-js.mjs, the npm solc,
via_ir; with --legacy its legacy pipeline, forge's and Hardhat's default) and
`evm` (bin/evm-solc). For each compiler: `forge build` of the
selected test files (timed: the build wall time), then `forge test --json`
at one fixed fuzz seed. Without --match-path every test file that the skip
list keeps is run; each --match-path (a glob relative to solady's root, as
forge's) selects files. --per-file builds and tests one file at a time (both
compilers, file after file, the summary growing as it goes; a hang or a
crash costs one file, not the run).

Prints the pass counts, every test that passes with solc-js and fails with
ours (the regressions), the build times and their ratio, the gas ratio
(ours / solc-js) over the tests both pass (fixed tests: geometric mean of
their gas; fuzz tests: of their median gas at the seed), the runtime size
ratio of every contract with code (the artifacts' deployedBytecode) and their
geometric mean, and each compiler's peak memory (the largest process).
Exit status: 1 if a test regresses or a run crashes or times out, 2 on a
bad command line.

--identity builds with forge's build-info and ASTs (both compilers, so
that the build times compare) and checks each compiler's build with
scripts/harness/artifact-identity.mjs: the code a contract creates is the
createe's artifact, and each init code deploys its deployedBytecode; a
problem with ours fails the run. --gas-report also runs `forge test
--gas-report` with each compiler and compares the contracts the reports
list; a contract listed with solc-js and not with ours fails the run.

--coverage runs `forge coverage` instead of build and test, with each
compiler, on the selected files, and compares the lines each marks as hit
(scripts/harness/coverage.py; docs/foundry.md, "Traces and coverage"):
solc-js's legacy pipeline, or its via-IR one with --ir-minimum, against
ours.
"""

import argparse
import fnmatch
import glob
import json
import math
import os
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SOLADY = os.path.join(os.path.dirname(ROOT), "shared", "solidity", "lib", "solady")
# forge's own binary: the npm wrapper (node_modules/.bin/forge) exits 0
# whatever forge's exit status was
FORGE = next(iter(sorted(glob.glob(os.path.join(
    ROOT, "node_modules", "@foundry-rs", "forge-*", "bin", "forge")))),
    os.path.join(ROOT, "node_modules", ".bin", "forge"))
IMPORT = re.compile(r'^\s*import\s+(?:[^"\';]*?\bfrom\s+)?["\']([^"\']+)["\']', re.M)
COMPILERS = ("solcjs", "evm")  # the reference first
IDENTITY = os.path.join(ROOT, "scripts", "harness", "artifact-identity.mjs")
# A contract's table in forge's gas report: "| src/A.sol:A Contract | ..."
GAS_REPORT_CONTRACT = re.compile(r"^\|\s*(\S+:\S+) Contract\s*\|")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import coverage  # noqa: E402  (scripts/harness/coverage.py)


def toml_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)


def foundry_toml(original, compilers, seed, optimizer_runs=None):
    """The copy's foundry.toml: the default profile's settings at cancun (and
    at these optimizer runs if given), and one profile for each compiler (all
    settings written out)."""
    default = dict(original["profile"]["default"])
    if optimizer_runs is not None:
        default["optimizer_runs"] = optimizer_runs
    fuzz = dict(default.pop("fuzz", {}), seed=hex(seed))
    for key in ("solc_version", "solc", "evm_version", "auto_detect_solc"):
        default.pop(key, None)
    default.update(evm_version="cancun", auto_detect_solc=False, offline=True)
    lines = []

    def table(name, values):
        lines.append(f"[{name}]")
        lines.extend(f"{k} = {toml_value(v)}" for k, v in values.items())
        lines.append("")

    table("profile.default", default)
    table("profile.default.fuzz", fuzz)
    for name, (solc, extra) in compilers.items():
        table(f"profile.{name}", dict(default, solc=solc, out=f"out-{name}",
                                      cache_path=f"cache-{name}", **extra))
        table(f"profile.{name}.fuzz", fuzz)
    for name in ("invariant", "lint"):
        if name in original:
            table(name, original[name])
    return "\n".join(lines)


def skipped(path, skip):
    """forge's `skip` globs match the path relative to the root, or any
    path that ends like them after a `*/`."""
    return any(fnmatch.fnmatch(path, g) or fnmatch.fnmatch("./" + path, g) for g in skip)


def test_files(solady, patterns, skip):
    """Test files that the globs select (all without them), minus skip."""
    found = sorted(os.path.relpath(p, solady) for p in
                   glob.glob(os.path.join(solady, "test", "**", "*.t.sol"), recursive=True))
    if patterns:
        found = [f for f in found if any(fnmatch.fnmatch(f, p) or fnmatch.fnmatch("./" + f, p)
                                         for p in patterns)]
    return [f for f in found if not skipped(f, skip)]


def closure(solady, files, remappings):
    """The files (relative to solady's root) and everything they import."""
    maps = [r.split("=", 1) for r in remappings]
    seen, todo = set(), list(files)
    while todo:
        f = os.path.normpath(todo.pop())
        if f in seen:
            continue
        seen.add(f)
        with open(os.path.join(solady, f)) as src:
            text = src.read()
        for name in IMPORT.findall(text):
            if name.startswith("."):
                todo.append(os.path.join(os.path.dirname(f), name))
            else:
                for prefix, target in maps:
                    if name.startswith(prefix):
                        name = target + name[len(prefix):]
                        break
                todo.append(name)
    return seen


def copy_in(solady, work, files):
    """Copies these files (relative paths) into the scratch folder."""
    for f in sorted(files):
        dest = os.path.join(work, f)
        if not os.path.exists(dest):
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            shutil.copy2(os.path.join(solady, f), dest)


def run(cmd, cwd, env, timeout, log):
    """Runs cmd in its own process group; returns (status, seconds, peak RSS
    in MiB of its largest process, stdout). status None: timed out."""
    start = time.monotonic()
    with open(log, "ab") as err, tempfile.TemporaryFile() as out:
        err.write(("$ " + " ".join(cmd) + "\n").encode())
        err.flush()
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=err,
                                start_new_session=True)
        deadline = start + timeout
        status = None
        try:
            while True:
                pid, wstatus, usage = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    status = os.waitstatus_to_exitcode(wstatus)
                    proc.returncode = status
                    break
                if time.monotonic() > deadline:
                    break
                time.sleep(0.2)
        finally:
            if status is None:  # timed out or interrupted: the whole group goes
                os.killpg(proc.pid, signal.SIGKILL)
                _, _, usage = os.wait4(proc.pid, 0)
                proc.returncode = -9
        seconds = time.monotonic() - start
        out.seek(0)
        return status, seconds, usage.ru_maxrss / 1024, out.read().decode(errors="replace")


def parse_results(text):
    """forge test --json -> {"file:Contract.test()": (ok, kind, gas, reason)};
    kind is "unit", "fuzz" (gas: the median) or "invariant" (gas: None)."""
    start = text.find("{")
    data = json.loads(text[start:]) if start >= 0 else {}
    results = {}
    for suite, body in data.items():
        for name, r in body.get("test_results", {}).items():
            kind = r.get("kind", {})
            if "Unit" in kind:
                k, gas = "unit", kind["Unit"].get("gas")
            elif "Fuzz" in kind:
                k, gas = "fuzz", kind["Fuzz"].get("median_gas")
            else:
                k, gas = "invariant", None
            ok = r.get("status") == "Success"
            reason = r.get("reason") or ("" if ok else r.get("status", ""))
            if not ok and r.get("counterexample"):
                reason += f" (counterexample: {json.dumps(r['counterexample'])[:300]})"
            results[f"{suite}.{name}"] = (ok, k, gas, reason)
    return results


def strip_metadata(code):
    """The hex code without solc's CBOR metadata (a map at the end, its
    length in the last two bytes), which ours does not append."""
    if len(code) >= 4:
        n = int(code[-4:], 16)
        start = len(code) - 4 - 2 * n
        if n and start >= 0 and code[start:start + 1] == "a" and code[start:start + 2] in ("a1", "a2", "a3"):
            return code[:start]
    return code


def sizes(out_dir):
    """{"File.sol:Contract": runtime bytes, without the metadata} of the
    artifacts with code."""
    result = {}
    for path in glob.glob(os.path.join(out_dir, "*", "*.json")):
        try:
            with open(path) as f:
                art = json.load(f)
        except (OSError, ValueError):
            continue
        code = (art.get("deployedBytecode") or {}).get("object") or ""
        code = code[2:] if code.startswith("0x") else code
        code = strip_metadata(code)
        if code:
            key = f"{os.path.basename(os.path.dirname(path))}:{os.path.basename(path)[:-5]}"
            result[key] = len(code) // 2
    return result


def gas_report_tables(text):
    """forge test --gas-report's tables: {"file:Contract": {function names}}."""
    tables, current, in_functions = {}, None, False
    for line in text.splitlines():
        m = GAS_REPORT_CONTRACT.match(line)
        if m:
            current, in_functions = m.group(1), False
            tables.setdefault(current, set())
        elif current and line.startswith("|"):
            cell = line.strip("|").split("|")[0].strip()
            if cell == "Function Name":
                in_functions = True
            elif in_functions and cell and not cell.startswith("-"):
                tables[current].add(cell)
    return tables


def abi_functions(out_dir, contract):
    """The function names of a contract's artifact, or None without one."""
    file, name = contract.rsplit(":", 1)
    try:
        with open(os.path.join(out_dir, os.path.basename(file), f"{name}.json")) as f:
            abi = json.load(f).get("abi", [])
    except (OSError, ValueError):
        return None
    return {e["name"] for e in abi if e.get("type") == "function"}


def misattributed(out_dir, tables):
    """The contracts of a gas report whose table lists a function the
    contract does not have: forge took another contract's code for theirs
    (it names code it cannot match exactly by the artifact whose code
    differs least, e.g. a clone's by its implementation's base)."""
    found = set()
    for contract, functions in tables.items():
        known = abi_functions(out_dir, contract)
        if known is not None and any(f.split("(")[0] not in known for f in functions):
            found.add(contract)
    return found


def geomean(ratios):
    ratios = [r for r in ratios if r > 0]
    return math.exp(sum(map(math.log, ratios)) / len(ratios)) if ratios else float("nan")


class Run:
    """One compiler's results, accumulated over the batches."""

    def __init__(self):
        self.results, self.build, self.test_time, self.peak, self.crashes = {}, 0.0, 0.0, 0.0, []
        self.unbuilt = {}  # test file -> why its build failed
        self.gas_report = {}  # contract -> the functions forge's gas reports list


def first_error(log, mark):
    """The first compiler error that forge logged after offset mark."""
    found = ""
    with open(log, errors="replace") as f:
        f.seek(mark)
        for line in f:
            if line.startswith("error: "):  # ours: bin/evm-yul's, under forge's "Error: "
                return ": " + line[7:].strip()[:400]
            if line.startswith("Error: ") and "Compiler run failed" not in line and not found:
                found = ": " + line[7:].strip()[:400]
    return found


def batch(args, work, files, runs, log):
    """Builds the scratch folder's project and runs these test files (all
    when files is empty) with each compiler."""
    env = dict(os.environ)
    for name in COMPILERS:
        env["FOUNDRY_PROFILE"] = name
        r = runs[name]
        mark = os.path.getsize(log) if os.path.exists(log) else 0
        build = [FORGE, "build", "--offline", "-j", str(args.jobs)]
        if args.identity:
            build += ["--build-info", "--ast"]
        status, secs, rss, _ = run(build, work, env, args.timeout, log)
        r.build += secs
        r.peak = max(r.peak, rss)
        what = ", ".join(files) if files else "the suite"
        if status != 0:
            r.crashes.append(f"build of {what}: " + ("timed out" if status is None
                                                     else f"exit status {status}")
                             + first_error(log, mark))
            for f in files:
                r.unbuilt[f] = r.crashes[-1]
            if args.per_file and status is not None:
                # out of the copy: it would fail every later build
                for f in files:
                    os.remove(os.path.join(work, f))
            print(f"  {name}: build of {what} failed ({'timeout' if status is None else status}, "
                  f"{secs:.0f} s; {log})", flush=True)
            continue
        cmd = [FORGE, "test", "--offline", "--json", "--fuzz-seed", str(args.fuzz_seed),
               "-j", str(args.jobs)]
        if files:
            cmd += ["--match-path", files[0] if len(files) == 1 else "{" + ",".join(files) + "}"]
        status, tsecs, rss, out = run(cmd, work, env, args.timeout, log)
        r.test_time += tsecs
        r.peak = max(r.peak, rss)
        try:
            results = parse_results(out)
        except ValueError:
            results = {}
        r.results.update(results)
        # forge test exits 1 when a test fails; anything else is a crash
        if status is None or status not in (0, 1) or not results:
            r.crashes.append(f"test of {what}: " + ("timed out" if status is None
                                                    else f"exit status {status}, "
                                                    f"{len(results)} results"))
        passed = sum(v[0] for v in results.values())
        print(f"  {name}: build {secs:.1f} s, test {tsecs:.1f} s, "
              f"{passed}/{len(results)} passed", flush=True)
        if args.gas_report:
            cmd = [c for c in cmd if c != "--json"] + ["--gas-report"]
            status, _, _, out = run(cmd, work, env, args.timeout, log)
            for contract, functions in gas_report_tables(out).items():
                r.gas_report.setdefault(contract, set()).update(functions)
            if status is None or status not in (0, 1):
                r.crashes.append(f"gas report of {what}: " + ("timed out" if status is None
                                                               else f"exit status {status}"))


def coverage_reports(args, work, files, log):
    """forge coverage of these test files with each compiler; compares the
    LCOV reports. Returns the exit status."""
    env = dict(os.environ)
    reports = {}
    for name in COMPILERS:
        env["FOUNDRY_PROFILE"] = name
        report = os.path.join(work, f"lcov-{name}.info")
        cmd = [FORGE, "coverage", "--offline", "--report", "lcov", "--report-file", report,
               "--fuzz-seed", str(args.fuzz_seed), "-j", str(args.jobs)]
        if files:
            cmd += ["--match-path", files[0] if len(files) == 1 else "{" + ",".join(files) + "}"]
        if args.ir_minimum:
            cmd.append("--ir-minimum")
        status, secs, rss, _ = run(cmd, work, env, args.timeout, log)
        print(f"  {name}: forge coverage {secs:.1f} s, exit status {status}", flush=True)
        if status != 0 or not os.path.exists(report):
            print(f"forge coverage with {name} failed ({log})")
            return 1
        reports[name] = coverage.read_lcov(report)
    print(f"\n== solady coverage: {len(files)} test files, reference solc-js "
          f"({'via-IR, --ir-minimum' if args.ir_minimum else 'legacy'}) ==")
    coverage.compare(reports["solcjs"], reports["evm"])
    return 0


def report(args, work, runs, files_done):
    ref, ours = runs["solcjs"], runs["evm"]
    print(f"\n== solady: {files_done} test files, fuzz seed {args.fuzz_seed} ==")
    reference = f"solc-js 0.8.37 ({'legacy' if args.legacy else 'via-IR'})"
    for name, label in (("solcjs", reference), ("evm", "ours (bin/evm-solc)")):
        r = runs[name]
        passed = sum(v[0] for v in r.results.values())
        print(f"{label}: {passed} passed, {len(r.results) - passed} failed "
              f"of {len(r.results)}; build {r.build:.1f} s, test {r.test_time:.1f} s, "
              f"peak memory {r.peak:.0f} MiB")
    if ref.build and ours.build:
        print(f"build time ratio (ours / solc-js): {ours.build / ref.build:.2f}x")

    regressions = sorted(t for t, v in ref.results.items()
                         if v[0] and not ours.results.get(t, (False,))[0])
    print(f"\nregressions (pass with solc-js, fail with ours): {len(regressions)}")
    unbuilt = {}
    for t in regressions:
        file = t.split(":")[0]
        if t not in ours.results and file in ours.unbuilt:
            unbuilt.setdefault(file, []).append(t)
            continue
        print(f"  {t}: {ours.results[t][3] if t in ours.results else 'not run'}")
    for file, tests in unbuilt.items():
        print(f"  {file}: its {len(tests)} tests, not built: {ours.unbuilt[file]}")
    fixed = sorted(t for t, v in ours.results.items()
                   if v[0] and t in ref.results and not ref.results[t][0])
    if fixed:
        print(f"pass with ours, fail with solc-js: {len(fixed)}")
        for t in fixed:
            print(f"  {t}: {ref.results[t][3]}")
    for crash in [f"solcjs: {c}" for c in ref.crashes] + [f"evm: {c}" for c in ours.crashes]:
        print(f"crash or hang: {crash}")

    print("\ngas, ours / solc-js, over tests both pass:")
    for kind, label in (("unit", "fixed tests (gas)"), ("fuzz", "fuzz tests (median gas)")):
        ratios = [ours.results[t][2] / v[2] for t, v in ref.results.items()
                  if v[0] and v[1] == kind and v[2] and ours.results.get(t, (False,))[0]
                  and ours.results[t][2]]
        if ratios:
            print(f"  {label}: {geomean(ratios):.3f}x geometric mean over {len(ratios)} "
                  f"(min {min(ratios):.3f}x, max {max(ratios):.3f}x)")
    s_ref, s_ours = sizes(os.path.join(work, "out-solcjs")), sizes(os.path.join(work, "out-evm"))
    # contracts with code beyond a stub (libraries without external
    # functions, contracts with only internal ones: solc's 4 bytes, ours 3)
    both = sorted(c for c in set(s_ref) & set(s_ours) if s_ref[c] > 16)
    if both:
        print(f"\nruntime size, ours / solc-js, per contract (bytes):")
        if args.sizes:
            for c in both:
                print(f"  {c}: {s_ours[c]} / {s_ref[c]} = {s_ours[c] / s_ref[c]:.3f}x")
        ratios = [s_ours[c] / s_ref[c] for c in both]
        worst = max(both, key=lambda c: s_ours[c] / s_ref[c])
        print(f"  geometric mean {geomean(ratios):.3f}x over {len(both)} contracts "
              f"(total {sum(s_ours[c] for c in both)} / {sum(s_ref[c] for c in both)} bytes; "
              f"largest ratio {worst} {s_ours[worst] / s_ref[worst]:.3f}x)")
    problems = 0
    if args.identity:
        print("\nartifact identity (scripts/harness/artifact-identity.mjs):")
        for name, label in (("solcjs", "solc-js"), ("evm", "ours")):
            info = os.path.join(work, f"out-{name}", "build-info")
            if not os.path.isdir(info):
                print(f"  {label}: no build-info")
                problems += name == "evm"
                continue
            check = subprocess.run(["node", IDENTITY, info], capture_output=True, text=True)
            print(f"  {label}: " + (check.stdout.strip() or check.stderr.strip()).replace("artifact identity: ", ""))
            problems += name == "evm" and check.returncode != 0
    if args.gas_report:
        # What forge names by a near match and lists with functions the
        # contract does not have is not compared.
        wrong = {name: misattributed(os.path.join(work, f"out-{name}"), runs[name].gas_report)
                 for name in COMPILERS}
        listed = {name: set(runs[name].gas_report) - wrong[name] for name in COMPILERS}
        missing = sorted(listed["solcjs"] - listed["evm"])
        extra = sorted(listed["evm"] - listed["solcjs"])
        print(f"\ngas report: {len(listed['solcjs'])} contracts with solc-js, {len(listed['evm'])} with ours; "
              f"{len(missing)} only with solc-js, {len(extra)} only with ours")
        for c in missing:
            print(f"  only with solc-js: {c}")
        for c in extra:
            print(f"  only with ours: {c}")
        for name, label in (("solcjs", "solc-js"), ("evm", "ours")):
            for c in sorted(wrong[name]):
                print(f"  misnamed by forge with {label} (functions it lacks): {c}")
        problems += len(missing)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({n: {"results": runs[n].results, "build": runs[n].build,
                           "test": runs[n].test_time, "peak_mib": runs[n].peak,
                           "crashes": runs[n].crashes,
                           "unbuilt": runs[n].unbuilt} for n in COMPILERS}
                      | {"sizes": {"solcjs": s_ref, "evm": s_ours}}, f, indent=1)
    return 1 if regressions or ref.crashes or ours.crashes or problems else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--match-path", action="append", default=[],
                   help="a glob of test files, relative to solady's root (repeatable)")
    p.add_argument("--per-file", action="store_true", help="build and test one file at a time")
    p.add_argument("--start", type=int, default=1,
                   help="with --per-file: begin at the selection's Nth file")
    p.add_argument("-j", "--jobs", type=int, default=2, help="forge's threads (default 2)")
    p.add_argument("--timeout", type=float, default=3600,
                   help="seconds for each forge build or test (default 3600)")
    p.add_argument("--fuzz-seed", type=lambda s: int(s, 0), default=0x5eed,
                   help="forge's fuzz seed (default 0x5eed)")
    p.add_argument("--work", help="the scratch folder (reused with its caches if it exists)")
    p.add_argument("--keep", action="store_true", help="keep the temporary scratch folder")
    p.add_argument("--ours", default=os.path.join(ROOT, "bin", "evm-solc"))
    p.add_argument("--reference", default=os.path.join(ROOT, "scripts", "harness", "solady", "solc-js.mjs"))
    p.add_argument("--sizes", action="store_true", help="print each contract's size")
    p.add_argument("--optimizer-runs", type=int, metavar="N",
                   help="both compilers' optimizer runs (default solady's own, 1000)")
    p.add_argument("--json", help="also write the results to this file")
    p.add_argument("--identity", action="store_true",
                   help="check that each contract is one code wherever it is (artifact-identity.mjs)")
    p.add_argument("--gas-report", action="store_true",
                   help="compare the contracts of forge's gas reports")
    p.add_argument("--solady", default=SOLADY)
    p.add_argument("--legacy", action="store_true",
                   help="the reference builds with solc's legacy pipeline, not via-IR")
    p.add_argument("--coverage", action="store_true",
                   help="forge coverage with each compiler instead of build and test")
    p.add_argument("--ir-minimum", action="store_true",
                   help="with --coverage: forge's --ir-minimum (the reference via-IR)")
    args = p.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))

    with open(os.path.join(args.solady, "foundry.toml"), "rb") as f:
        original = tomllib.load(f)
    work = args.work or tempfile.mkdtemp(prefix="solady-")
    skip = original["profile"]["default"].get("skip", [])
    remappings = original["profile"]["default"].get("remappings", [])
    files = test_files(args.solady, args.match_path, skip)
    if not files:
        p.error("no test file selected")
    data = [os.path.relpath(f, args.solady) for f in
            glob.glob(os.path.join(args.solady, "test", "data", "**"), recursive=True)
            if os.path.isfile(f)]
    whole = not args.match_path and not args.per_file
    if whole:
        for part in ("src", "test"):
            if not os.path.isdir(os.path.join(work, part)):
                shutil.copytree(os.path.join(args.solady, part), os.path.join(work, part))
    else:
        # only what the selected files need: forge test builds the whole project
        copy_in(args.solady, work, data)
        if not args.per_file:
            copy_in(args.solady, work, closure(args.solady, files, remappings))
    compilers = {"solcjs": (os.path.abspath(args.reference), {"via_ir": not args.legacy}),
                 "evm": (os.path.abspath(args.ours), {})}
    with open(os.path.join(work, "foundry.toml"), "w") as f:
        f.write(foundry_toml(original, compilers, args.fuzz_seed, args.optimizer_runs))
    log = os.path.join(work, "forge.log")
    print(f"solady copy: {work} ({len(files)} test files; forge's output in {log})", flush=True)

    if args.coverage:
        if args.per_file or whole:
            p.error("--coverage needs --match-path, and not --per-file")
        try:
            return coverage_reports(args, work, files, log)
        finally:
            if not args.work and not args.keep:
                shutil.rmtree(work, ignore_errors=True)

    runs = {name: Run() for name in COMPILERS}
    done = 0
    status = 1
    try:
        if args.per_file:
            for i, f in enumerate(files):
                if i + 1 < args.start:
                    continue
                print(f"[{i + 1}/{len(files)}] {f}", flush=True)
                copy_in(args.solady, work, closure(args.solady, [f], remappings))
                batch(args, work, [f], runs, log)
                done += 1
        else:
            batch(args, work, [] if whole else files, runs, log)
            done = len(files)
    except KeyboardInterrupt:
        print("interrupted: the results so far", flush=True)
    finally:
        status = report(args, work, runs, done)
        if not args.work and not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
