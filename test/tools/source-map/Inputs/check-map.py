#!/usr/bin/env python3
"""usage: check-map.py MAP.json CODE.hex

Checks a source map against its bytecode: runs sorted by offset, not
overlapping, inside the code, each starting at an instruction (not inside a
PUSH immediate) and ending at one. Prints the number of runs; exits 1 on a
violation."""
import json
import sys

runs = json.load(open(sys.argv[1]))
code = bytes.fromhex(open(sys.argv[2]).read().strip())
starts, pc = set(), 0
while pc < len(code):
    starts.add(pc)
    op = code[pc]
    pc += 1 + (op - 0x5F if 0x60 <= op <= 0x7F else 0)
starts.add(len(code))
end = 0
for r in runs:
    if r["offset"] < end or r["offset"] not in starts or \
            r["offset"] + r["length"] not in starts or r["length"] <= 0:
        sys.exit(f"bad run {r}")
    end = r["offset"] + r["length"]
print(f"{len(runs)} runs ok")
