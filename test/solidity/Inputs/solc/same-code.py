#!/usr/bin/env python3
"""same-code.py PART.json WHOLE.json: whether every contract's code in
bin/evm-solc's output PART.json (a build of some of the contracts) is, byte
for byte, its code in WHOLE.json (a build of all of them): the init code
and the runtime code (evm-solc-identity.test). Prints what differs and
exits 1 if anything does; prints a summary otherwise."""
import json
import sys

part, whole = (json.load(open(path)) for path in sys.argv[1:3])
differences, compared = [], 0
for file, contracts in part.get("contracts", {}).items():
    for name, contract in contracts.items():
        for key in ("bytecode", "deployedBytecode"):
            code = contract.get("evm", {}).get(key, {}).get("object")
            if code is None:
                continue
            compared += 1
            if code != whole["contracts"][file][name]["evm"][key]["object"]:
                differences.append(f"{file}:{name} {key} differs")
for d in differences:
    print(d)
if differences:
    sys.exit(1)
print(f"same code: {compared} codes")
