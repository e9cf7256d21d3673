#!/usr/bin/env python3
"""usage: cfg-heights.py CFG.dot STATS.json

The stack height a CFG picture gives each block at entry (the
layouts EVMStackify chose) against those the resource report simulates on
the emitted code, for every block the entry reaches. Prints one line per
function; exits 1 on a mismatch."""
import json
import re
import sys

dot = open(sys.argv[1]).read()
stats = json.load(open(sys.argv[2]))
bad = False
for graph in re.finditer(r'digraph "([^"]+)" \{(.*?)\n\}', dot, re.S):
    name, body = graph.groups()
    layout = {}
    for m in re.finditer(r'  bb(\d+) \[label="(.*?)"\];', body):
        ins = re.search(r"\\lentry \[.*?\] height (\d+)\\l", m.group(2))
        layout[int(m.group(1))] = int(ins.group(1))
    f = next(f for f in stats["functions"] if f["name"] == name)
    checked = 0
    for b in f["blocks"]:
        if b["entry_height"] is None:
            continue
        checked += 1
        if layout[b["block"]] != b["entry_height"]:
            bad = True
            print(f"{name}: %bb.{b['block']} entry {layout[b['block']]} "
                  f"!= {b['entry_height']}")
    print(f"{name}: {len(layout)} blocks, {checked} entry heights compared")
sys.exit(1 if bad else 0)
