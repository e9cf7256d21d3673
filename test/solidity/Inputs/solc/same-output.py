#!/usr/bin/env python3
"""same-output.py A.json B.json: whether two standard-JSON outputs of
bin/evm-solc say the same: the same contracts with the same outputs, and
the same diagnostics, in any order (evm-solc-jobs.test). Prints what
differs and exits 1 if anything does; prints a summary otherwise."""
import json
import sys

a, b = (json.load(open(path)) for path in sys.argv[1:3])
differences = []
if a.get("contracts") != b.get("contracts"):
    for file in sorted(set(a.get("contracts", {})) | set(b.get("contracts", {}))):
        ca, cb = a.get("contracts", {}).get(file), b.get("contracts", {}).get(file)
        if ca != cb:
            differences.append(f"contracts of {file} differ")
messages = lambda output: sorted(e["formattedMessage"] for e in output.get("errors", []))
if messages(a) != messages(b):
    differences.append("the diagnostics differ")
for d in differences:
    print(d)
if differences:
    sys.exit(1)
contracts = sum(len(c) for c in a.get("contracts", {}).values())
warnings = sum(e["severity"] == "warning" for e in a.get("errors", []))
print(f"same: {contracts} contracts, {warnings} warnings")
