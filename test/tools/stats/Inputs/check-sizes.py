#!/usr/bin/env python3
"""usage: check-sizes.py STATS.json LAYOUT.json

Checks the report's code bytes of each function against where the
assembler put it (bin/evm-bin --layout), and its instruction count against
the disassembly of those bytes (bin/evm-dis --layout listing on stdin).
Prints one line per function; exits 1 on a mismatch."""
import json
import re
import sys

stats = json.load(open(sys.argv[1]))
layout = json.load(open(sys.argv[2]))
listing = sys.stdin.read()
sizes = {f["name"]: f["size"] for f in layout["functions"]}
ends = {f["name"]: f["offset"] + f["size"] for f in layout["functions"]}
# Instructions per function: the 0x lines after its label, up to the data
# and inside the function's bytes (the INVALID that ends the code follows
# the last function).
counts, current = {}, None
for line in listing.splitlines():
    if line.startswith("; data"):
        current = None
    elif line.endswith(":") and not line.startswith("0x"):
        current = line[:-1] if line[:-1] in sizes else None
    elif current and (m := re.match(r"0x([0-9a-f]+): ", line)):
        if int(m.group(1), 16) < ends[current]:
            counts[current] = counts.get(current, 0) + 1
bad = False
for f in stats["functions"]:
    ok = (f["code_bytes"] == sizes[f["name"]] and
          f["instructions"] == counts.get(f["name"]))
    bad |= not ok
    print(f'{f["name"]}: {f["code_bytes"]} bytes {f["instructions"]} '
          f'instructions {"ok" if ok else "MISMATCH"}')
sys.exit(1 if bad else 0)
