#!/usr/bin/env python3
"""Prints the one summary line of scripts/test.sh, `N passed, M failed`,
from the JSON reports lit writes with `-o REPORT.json`.

Usage: scripts/harness/lit-summary.py REPORT.json[:STATUS] ...

STATUS is lit's exit status for that report. What counts:
* an execution test (it has the metrics cases-passed, cases-failed and
  cases-xfail, scripts/harness/lit/evm_lit.py) counts its cases, once per option
  set; a failing one that failed no case (an unreadable header, a runner
  that died) counts one failure;
* any other test counts one: PASS passed; FAIL, XPASS, UNRESOLVED and
  TIMEOUT failed; XFAIL, UNSUPPORTED and the skipped ones neither;
* a missing or unreadable report, or lit failing (STATUS non-zero) with no
  failing test in its report, counts one failure.
Exits 1 if anything failed.
"""
import json
import sys

FAILURES = {"FAIL", "XPASS", "UNRESOLVED", "TIMEOUT"}


def count(report):
    """(passed, failed) of one lit JSON report."""
    passed = failed = 0
    for test in report["tests"]:
        code = test["code"]
        metrics = test.get("metrics", {})
        if "cases-passed" in metrics:
            passed += metrics["cases-passed"]
            failed += metrics["cases-failed"]
            if code in FAILURES and metrics["cases-failed"] == 0:
                failed += 1
        elif code == "PASS":
            passed += 1
        elif code in FAILURES:
            failed += 1
    return passed, failed


def main(args):
    if not args:
        sys.exit(__doc__)
    passed = failed = 0
    for arg in args:
        path, _, status = arg.partition(":")
        try:
            with open(path) as f:
                p, f_ = count(json.load(f))
        except (OSError, ValueError, KeyError) as error:
            print(f"lit-summary: no results in {path}: {error}", file=sys.stderr)
            failed += 1
            continue
        passed += p
        failed += f_
        if status not in ("", "0") and f_ == 0:
            print(f"lit-summary: lit exited with status {status} ({path})", file=sys.stderr)
            failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
