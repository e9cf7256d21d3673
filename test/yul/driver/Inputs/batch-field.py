#!/usr/bin/env python3
"""Prints FIELD of the result named NAME in a bin/evm-yul --batch answer
(stdin); a JSON value is printed as compact JSON."""
import json
import sys

name, field = sys.argv[1], sys.argv[2]
for c in json.load(sys.stdin)["contracts"]:
    if c["name"] == name:
        v = c.get(field)
        print(v if isinstance(v, str) else json.dumps(v, sort_keys=True))
